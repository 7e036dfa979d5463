"""What a Robbers scenario needs before two rule sets can part on it, so a
diff searches the shapes that can show the difference first.

Two rule sets differ only in the clauses in force in one of them, and a
clause's topic may need more players than the smallest shapes have. The
rogue split (which of two markers moving by rogue points a robber follows)
needs two thieves whose markers leave the robber's space together, and the
robber's owner is neither of them (``checker/robbers/encoding/resolution.py``,
``_rogue_movers``): three players. With one mover, "the owner picks" and
"turn order" both follow it.

This only orders the search: a shape that "cannot" show the difference is
still searched before a diff says "same", and a diff that finds a witness
without searching it says so in its note. A wrong entry here could only
make a witness larger than it need be, never a verdict false.
"""

from __future__ import annotations

import spec

#: topic -> (the fewest players on which its clauses can part, why).
MIN_PLAYERS = {
    "rogue-split": (3, "two thieves and the robber's owner"),
}


def differing_topics(rules_a, rules_b) -> set[str]:
    """The topics of the clauses in force in exactly one of the rule sets."""
    return {spec.CLAUSES[c].topic for c in rules_a.clause_ids ^ rules_b.clause_ids}


def min_players(rules_a, rules_b) -> tuple[int, str]:
    """The fewest players on which the rule sets can part, and why ("" for 2:
    no topic needs more). Every differing topic must need them: a topic
    without an entry may show on any shape."""
    topics = differing_topics(rules_a, rules_b)
    if not topics or any(t not in MIN_PLAYERS for t in topics):
        return 2, ""
    fewest = min(MIN_PLAYERS[t][0] for t in topics)
    why = "; ".join(f"{t}: {MIN_PLAYERS[t][1]}" for t in sorted(topics) if MIN_PLAYERS[t][0] == fewest)
    return fewest, why


def split_shapes(shapes, rules_a, rules_b) -> tuple[list, list, str]:
    """(the shapes that can show the difference, those that cannot, why),
    each list in the given (smallest first) order."""
    fewest, why = min_players(rules_a, rules_b)
    able = [s for s in shapes if s.players >= fewest]
    unable = [s for s in shapes if s.players < fewest]
    return able, unable, why
