"""Count, King & Robber's vectors chosen on purpose: entry into the City of
Carcassonne where each restriction shows in its own direction (issue 29,
"JCloisterZone and the suite").

A coverage vector for ``entry-nothing-from-any-feature`` or
``entry-feature-phase-only`` is kept when dropping the clause changes the
outcomes; without either, nobody ever enters, so the shrunk vector is a
single phase-3 feature that opens the city, and it says nothing about what
the restriction restricts. These themes keep the turns that do:

- several features in one scoring, the active player scoring from one and
  an opponent from another: "To use this option when you complete multiple
  features at the same time, you must not gain points for any of them"
  (HiG) against footnote 5's Z-Man text, which "would allow players to send
  a meeple to the city of Carcassonne when not receiving points for at least
  one feature out of many being scored";
- an earlier scoring of the turn outside phase 3 (a message) that gives an
  opponent points and the active player none: "Each time you perform a
  scoring in phase 3" against footnote 2's Z-Man text, which "omit[s] this
  reference to the phase";
- a barn's or a field connection's field scoring that opens the city
  (footnote 3: "the placement of a barn ... does trigger the ability to
  place a meeple in the city of Carcassonne"; the barn Q&A: "If your barn
  placement or field connection triggers a field scoring ...").

The first two are told apart from the rules with the other text's clause
in place of the restriction (:func:`swapped`), the third from the rules
without the phase clause, as a coverage vector is. Each vector is confirmed
with Z3 like a coverage vector.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

import spec
from checker.conformance.readings import MORE, scenario_key
from checker.conformance.search import Found, Search
from checker.conformance.shrink import shrink
from checker.count_king_robber.conformance import candidates
from checker.count_king_robber.conformance.shrink import MOVES, tidy

TRIES = 300
SHRINK_CHECKS = 80

#: Each entry restriction and the clause the other text puts in its place.
OTHER_TEXT = {
    "entry-nothing-from-any-feature": "entry-per-feature",
    "entry-per-feature": "entry-nothing-from-any-feature",
    "entry-feature-phase-only": "entry-any-phase",
    "entry-any-phase": "entry-feature-phase-only",
}


def swapped(rules: spec.Rules, clause_id: str) -> spec.Rules:
    """``rules`` with ``clause_id`` replaced by the other text's clause of the same topic."""
    other = spec.CLAUSES[OTHER_TEXT[clause_id]]
    return replace(rules, clauses=tuple(other if c.id == clause_id else c for c in rules.clauses))


def _several(rng: random.Random, players_n: int, steps_n: int, features_n: int) -> dict:
    """One phase-3 scoring of two or three features, the active player with a figure to enter with."""
    doc = candidates.document(rng, max(players_n, 2), 1, max(features_n, 3))
    active = doc["active"]
    doc["supply"][active] = {"meeple": 1}
    doc["turn"] = [candidates.step(rng, doc["players"], 0, 3, "city" in doc)]
    doc["turn"][0]["source"] = "features"
    return doc


def _earlier(rng: random.Random, players_n: int, steps_n: int, features_n: int) -> dict:
    """A message's scoring, then a phase-3 scoring."""
    doc = _several(rng, players_n, steps_n, features_n)
    first = candidates.step(rng, doc["players"], 0, 2, "city" in doc)
    first.update(source="message", features=[candidates.feature(rng, doc["players"], rng.choice(("city", "road", "monastery")),
                                                                False, "f0-0", "city" in doc, completed=False)])
    then = candidates.step(rng, doc["players"], 1, 2, "city" in doc)
    then["source"] = "features"
    doc["turn"] = [first, then]
    return doc


def _field_scoring(source: str) -> Callable:
    def draw(rng: random.Random, players_n: int, steps_n: int, features_n: int) -> dict:
        doc = _several(rng, players_n, steps_n, features_n)
        fields = [candidates.feature(rng, doc["players"], "field", False, f"f0-{j}", "city" in doc) for j in range(rng.randint(1, 2))]
        for f in fields:
            f["per-city"] = 3 if source == "barn" else 1
        doc["turn"] = [{"step": "score", "source": source, "features": fields}]
        return doc

    return draw


@dataclass(frozen=True)
class Theme:
    name: str
    description: str
    clauses: tuple[str, ...]  # the first one in force is the theme's clause
    draw: Callable  # candidates.document's signature
    swap: bool  # told apart from the other text's clause (True) or from the clause dropped


THEMES = (
    Theme("entry-several-features", "several features in one scoring: the active player scores from one, an opponent "
          "from another; entry under one text and not the other", ("entry-nothing-from-any-feature", "entry-per-feature"),
          _several, True),
    Theme("entry-earlier-scoring", "a message's scoring earlier in the turn gives an opponent points and the active "
          "player none; entry after it under one text and not the other", ("entry-feature-phase-only", "entry-any-phase"),
          _earlier, True),
    Theme("entry-barn", "a barn placement's field scoring gives an opponent points and the active player none: "
          "it opens the city (footnote 3)", ("entry-feature-phase-only", "entry-any-phase"), _field_scoring("barn"), False),
    Theme("entry-field-connection", "a field connection's field scoring gives an opponent points and the active player "
          "none: it opens the city", ("entry-feature-phase-only", "entry-any-phase"), _field_scoring("field-connection"), False),
)


def _contrast(search: Search, theme: Theme, clause: str) -> spec.Rules:
    return swapped(search.rules, clause) if theme.swap else search.without(clause)


def theme_vectors(search: Search, limit: int) -> list[Found]:
    """Up to ``limit`` shrunk vectors for each theme whose clause is in force."""
    out: list[Found] = []
    if search.rules.companion is not None:
        return out
    for theme in THEMES:
        clause = next((c for c in theme.clauses if search.rules.has(c)), None)
        if clause is None:
            continue
        contrast = _contrast(search, theme, clause)
        if not search.readings.sim_supports(contrast):
            continue
        keys: set[str] = set()

        def holds(s, contrast=contrast, keys=keys, theme=theme):
            if not _shape(theme, s):
                return False
            full = search.readings.sim_set(s, search.rules)
            return bool(full) and scenario_key(s) not in keys and search.readings.sim_set(s, contrast) != full

        stream = candidates.stream(f"{search.seed}/{search.rules.label()}/theme-{theme.name}", draw=theme.draw)
        for _ in range(TRIES):
            if len(keys) >= limit:
                break
            s = tidy(next(stream))
            if not holds(s):
                continue
            small = tidy(shrink(s, lambda t: holds(tidy(t)), SHRINK_CHECKS, MOVES))
            outcomes = search.outcomes(small)
            if outcomes is None or scenario_key(small) in keys:
                continue
            other = search.readings.z3(small, contrast, cap=len(outcomes))
            if other is None or (other is not MORE and set(other) == set(outcomes)):
                continue
            keys.add(scenario_key(small))
            against = f"with {OTHER_TEXT[clause]} in its place" if theme.swap else "without it"
            count = f"more than {len(outcomes)}" if other is MORE else str(len(other))
            out.append(Found(scenario=small, outcomes=outcomes, clauses=search.sensitivity(small, first=clause),
                             kind="theme", tag=f"theme-{theme.name}", covers=clause,
                             description=(f"theme {theme.name}: {theme.description}; {len(outcomes)} legal outcome(s); "
                                          f"{clause} {against} gives {count}")))
    return out


def _shape(theme: Theme, s) -> bool:
    """The theme's shape survives shrinking: several features in one
    scoring, a message before a phase-3 scoring, a field scoring's source."""
    steps = [st for st in s.turn if st.kind == "score"]
    if theme.name == "entry-several-features":
        return any(len(st.features) >= 2 for st in steps)
    if theme.name == "entry-earlier-scoring":
        return len(steps) >= 2 and steps[0].source == "message"
    source = theme.name[len("entry-"):]
    return bool(steps) and all(st.source == source for st in steps)
