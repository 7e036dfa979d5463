"""Count, King & Robber's registration (``checker.expansions``): its parts
are the modules of ``checker.count_king_robber``."""

from checker.expansions import Expansion

EXPANSION = Expansion(
    name="count-king-robber",
    title="Count, King & Robber",
    package="checker.count_king_robber",
    spec="spec.count_king_robber",
    schemas=("ckr-scenario", "ckr-outcome", "derivation"),
    examples="tests/count_king_robber/expected",
    examples_page="docs/ckr-worked-examples.rst",
    check_note="count-king-robber proves its own invariants over its own shapes, see docs/ckr-turn-model.md",
)
