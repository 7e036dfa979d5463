"""The claim grammar of ``.. rules-example::``: what a source says happens.

One claim per body line, after ``claim:``::

    claim: blue steals 3 from red          some legal outcome has this steal
    claim: no steal                        some legal outcome has no steal at all
    claim: always blue steals 3 from red   every legal outcome has this steal
    claim: always no steal                 no legal outcome has a steal
    claim: never blue steals 3 from red    no legal outcome has this steal

``N`` may be left out (``blue steals from red``) to mean any amount. The
grammar is deliberately this small: a claim is one sentence of a rulebook
example, and anything richer belongs in an expected-outcomes file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Mapping

_NAME = r"[A-Za-z][\w-]*"
_STEAL = re.compile(rf"^(?P<thief>{_NAME})\s+steals\s+(?:(?P<points>\d+)\s+)?from\s+(?P<victim>{_NAME})$")
_QUANTIFIERS = ("some", "always", "never")


class ClaimError(ValueError):
    """A claim line that does not follow the grammar."""


@dataclass(frozen=True)
class Claim:
    """``quantifier`` over the legal outcomes of ``thief`` stealing from
    ``victim`` (``points`` None: any amount), or of no steal (thief None)."""

    text: str
    quantifier: str = "some"
    thief: str | None = None
    victim: str | None = None
    points: int | None = None

    def matches(self, outcome: Mapping) -> bool:
        """Does one outcome (formats.md JSON) show the claimed event?"""
        steals = outcome.get("steals", [])
        if self.thief is None:
            return not steals
        return any(s["thief"] == self.thief and s["victim"] == self.victim
                   and (self.points is None or s["points"] == self.points) for s in steals)

    def holds(self, outcomes: Iterable[Mapping]) -> bool:
        found = [self.matches(o) for o in outcomes]
        if self.quantifier == "always":
            return bool(found) and all(found)
        if self.quantifier == "never":
            return not any(found)
        return any(found)

    def players(self) -> set[str]:
        return {p for p in (self.thief, self.victim) if p is not None}


def parse_claim(text: str) -> Claim:
    """``[always|never] (THIEF steals [N] from VICTIM | no steal)``."""
    rest = " ".join(text.split())
    if not rest:
        raise ClaimError("empty claim")
    quantifier = "some"
    first, _, tail = rest.partition(" ")
    if first.lower() in _QUANTIFIERS:
        quantifier, rest = first.lower(), tail
    if rest.lower() in ("no steal", "no steals"):
        return Claim(text.strip(), quantifier)
    match = _STEAL.match(rest)
    if not match:
        raise ClaimError(f"claim {text.strip()!r}: expected '[always|never] THIEF steals [N] from VICTIM' "
                         "or '[always|never] no steal'")
    points = match["points"]
    return Claim(text.strip(), quantifier, match["thief"], match["victim"], None if points is None else int(points))


def describe(claim: Claim) -> str:
    """The claim in a sentence, for the rendered page."""
    if claim.thief is None:
        event = "no robber steals"
    else:
        amount = "" if claim.points is None else f" {claim.points}"
        event = f"{claim.thief} steals{amount} from {claim.victim}"
    return {"some": f"in some legal outcome, {event}",
            "always": f"in every legal outcome, {event}",
            "never": f"in no legal outcome, {event}"}[claim.quantifier]
