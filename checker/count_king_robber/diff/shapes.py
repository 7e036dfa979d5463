"""Which shapes a Count, King & Robber diff searches, in what order: a
function of the two rule sets.

Two rule sets differ only in the topics of the clauses in force in one of
them (``differing_topics``), and a topic can only show on a turn that has
what it speaks about: the final redeployment needs a game end, the Z-Man
entry condition a scoring of several features at once. So the shapes whose
turns have such a trait are searched first, and a few shapes the module's
own list lacks are added for the topics that need them. Every shape is still
searched before a diff says "same": the order makes a search fast, never
sound.

The robbing gains need The Robbers in the same turn: for that topic the
diff adds the combined turn's shapes (``checker.combined.diff``, found
through the registry) played under one Robbers edition, the companion the
rule sets name or the combined turn's default; the diff's scope says which.
"""

from __future__ import annotations

import spec
from checker import expansions
from checker.count_king_robber.encoding.turn import ENTRY_SOURCES
from checker.count_king_robber.model import EXPANSION, GAME_END, SCORE, Feature
from checker.count_king_robber.symbolic import STEP_SHAPES, CkrBound, SymbolicCkr

#: topic -> the traits of a turn on which its clauses can differ (any one
#: suffices). A topic left out may show on any turn.
TOPIC_TRAITS = {
    "entry-condition": {"several features scored at once"},
    "entry-phase": {"a scoring outside phase 3"},
    "entry-limit": {"several scorings"},
    "robbing-gain": {"the Robbers in play"},
    "final-districts": {"game end"},
    "challenge-final": {"game end"},
    "king-bonus": {"game end"},
    "king-bonus-carcassonne": {"game end"},
    "baron-bonus": {"game end"},
    "field-carcassonne": {"field"},
    "shrine-feed": {"shrine"},
    "monastic-points": {"monastery", "shrine"},
    "challenge-win": {"challenge"},
    "challenge-tie": {"challenge"},
    "king-claim": {"city"},
    "baron-claim": {"road"},
}


def _city() -> Feature:
    return Feature(kind="city", meeples=())


#: topic -> shapes added to a diff in which the topic differs: (label, steps)
#: as in ``STEP_SHAPES``.
EXTRA_SHAPES = {
    # 003 footnote 2: the Z-Man text opens the city after scorings outside phase 3 too.
    "entry-phase": (("city scored outside phase 3", ((SCORE, "message", (_city(),)),)),),
    # The smallest game end: one incomplete city, a district that may feed it.
    "final-districts": (("game end: city", ((GAME_END, "features", (_city(),)),)),),
}


def differing_topics(rules_a, rules_b) -> set[str]:
    """The topics of the clauses in force in exactly one of the rule sets."""
    return {spec.CLAUSES[c].topic for c in rules_a.clause_ids ^ rules_b.clause_ids}


def traits(steps) -> set[str]:
    """What a turn of these steps has, in ``TOPIC_TRAITS``' words."""
    out: set[str] = set()
    scorings = [s for s in steps if s[0] == SCORE]
    if len(scorings) > 1:
        out.add("several scorings")
    for kind, source, features in steps:
        if kind == GAME_END:
            out.add("game end")
        elif kind == SCORE:
            if source not in ENTRY_SOURCES:
                out.add("a scoring outside phase 3")
            if len(features) > 1:
                out.add("several features scored at once")
        for f in features:
            out.add(f.kind)
            if f.challenge is not None:
                out.add("challenge")
    return out


def step_shapes(rules_a, rules_b) -> list:
    """The turns a diff of the two rule sets covers: the module's own, then
    those its differing topics add (in ``EXTRA_SHAPES`` order)."""
    topics = differing_topics(rules_a, rules_b)
    out = list(STEP_SHAPES)
    for topic, extra in EXTRA_SHAPES.items():
        if topic in topics:
            out += [s for s in extra if s not in out]
    return out


def unreachable(rules_a, rules_b) -> list[str]:
    """The differing topics no shape of the diff can show (no turn has a
    trait they need): a "same" is then a statement about the bound only."""
    have = set().union(*(traits(steps) for _, steps in step_shapes(rules_a, rules_b)))
    topics = differing_topics(rules_a, rules_b)
    if any(topics & turn.topics for turn in expansions.combinations(EXPANSION)):
        have.add("the Robbers in play")  # the combined turn's shapes (checker.combined.diff)
    return sorted(t for t in differing_topics(rules_a, rules_b) if t in TOPIC_TRAITS and not TOPIC_TRAITS[t] & have)


def diff_shapes(bound: CkrBound, rules_a, rules_b) -> list[SymbolicCkr]:
    """Every shape of the diff, in search order: those with a trait of a
    differing topic first, then by players and by the size of the turn."""
    topics = differing_topics(rules_a, rules_b)
    wanted = set().union(*(TOPIC_TRAITS[t] for t in topics if t in TOPIC_TRAITS)) if topics else set()
    anywhere = any(t not in TOPIC_TRAITS for t in topics)
    keyed = []
    for index, (label, steps) in enumerate(step_shapes(rules_a, rules_b)):
        relevant = anywhere or bool(traits(steps) & wanted)
        size = len(steps) + sum(len(features) for _, _, features in steps)
        for n in range(2, bound.max_players + 1):
            keyed.append(((not relevant, n, size, index), SymbolicCkr(label, steps, n, bound)))
    return [sym for _, sym in sorted(keyed, key=lambda pair: pair[0])]
