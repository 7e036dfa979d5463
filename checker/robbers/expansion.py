"""The Robbers' registration (``checker.expansions``): its parts are the
modules of ``checker.robbers``."""

from checker.expansions import Expansion

EXPANSION = Expansion(
    name="robbers",
    title="The Robbers",
    package="checker.robbers",
    spec="spec.robbers",
    schemas=("scenario", "outcome", "enumerate-result"),
    examples="tests/worked_examples/expected",
    examples_page="docs/worked-examples.rst",
    default=True,
)
