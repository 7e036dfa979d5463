"""The claim grammar of the rules-example directive."""

from __future__ import annotations

import pytest

from claims import ClaimError, parse_claim

STEAL_3 = {"steals": [{"thief": "blue", "victim": "red", "marker": "courier", "points": 3}]}
STEAL_2 = {"steals": [{"thief": "blue", "victim": "red", "marker": "meeple", "points": 2}]}
NONE = {"steals": []}


@pytest.mark.parametrize("text, outcomes, holds", [
    ("blue steals 3 from red", [NONE, STEAL_3], True),
    ("blue steals 3 from red", [NONE, STEAL_2], False),
    ("blue steals from red", [NONE, STEAL_2], True),
    ("red steals 3 from blue", [STEAL_3], False),
    ("no steal", [NONE, STEAL_3], True),
    ("no steal", [STEAL_3], False),
    ("always blue steals 3 from red", [STEAL_3, STEAL_3], True),
    ("always blue steals 3 from red", [STEAL_3, NONE], False),
    ("always blue steals 3 from red", [], False),
    ("always no steal", [NONE], True),
    ("never blue steals 3 from red", [STEAL_2, NONE], True),
    ("never no steal", [STEAL_2, NONE], False),
    ("  Always   blue  steals 3  from red ", [STEAL_3], True),
])
def test_claims(text, outcomes, holds):
    assert parse_claim(text).holds(outcomes) is holds


@pytest.mark.parametrize("text", ["", "blue robs red", "blue steals three from red", "sometimes no steal",
                                  "always", "blue steals 3 red"])
def test_bad_claims(text):
    with pytest.raises(ClaimError):
        parse_claim(text)
