"""Vectors chosen on purpose: situations engines get wrong, whether or not a
single clause's coverage vector happens to show them.

Each theme is a property of a scenario and its legal outcomes (as the
simulator plays them, which is cheap), found by the same seeded search and
shrunk while it holds; the theme's clause, when one is in force, is then
confirmed with Z3 like a coverage vector's. Themes that need a clause the
rules do not have (backward movement without ``backward-robber-follows``)
are skipped for those rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from checker.conformance.readings import scenario_key
from checker.conformance.search import Found, Search
from checker.conformance.shrink import shrink
from checker.robbers.conformance import candidates
from checker.robbers.conformance.shrink import ROBBERS, tidy
from checker.robbers.model import GAME_END, PLACE, SCORE, Scenario

TRIES = 300
SHRINK_CHECKS = 80


@dataclass(frozen=True)
class Theme:
    name: str
    description: str
    clauses: tuple[str, ...]  # the first one in force is the theme's clause; () = none needed
    holds: Callable  # (search, scenario, outcomes) -> bool
    needs_clause: bool = True


def _events(s: Scenario):
    return [e for step in s.turn for e in step.events]


def _steals(outcomes):
    return [st for o in outcomes for st in o.steals]


def _single_event(parity: int):
    def holds(search, s, outcomes):
        events = _events(s)
        return len(events) == 1 and events[0].points > 0 and events[0].points % 2 == parity and bool(_steals(outcomes))

    return holds


def _wrap(search, s, outcomes):
    for o in outcomes:
        final = {(p, k): v for p, k, v in o.markers}
        for st in o.steals:
            start = s.markers[st.victim][st.marker]
            if start // s.track != final[(st.victim, st.marker)] // s.track:
                return True
    return False


def _courier(search, s, outcomes):
    return any(st.marker == "courier" for st in _steals(outcomes))


def _two_robbers(search, s, outcomes):
    on = [v for v in s.robbers.values() if v is not None]
    return len(on) != len(set(on)) and any(len(o.steals) >= 2 for o in outcomes)


def _robber_chooses(search, s, outcomes):
    options: dict = {}
    for st in _steals(outcomes):
        options.setdefault(st.thief, set()).add((st.victim, st.marker))
    return any(len(v) >= 2 for v in options.values())


def _sensitive(clause_id: str, extra: Callable = lambda s: True):
    def holds(search, s, outcomes):
        return extra(s) and search.rules.has(clause_id) and search.separates(clause_id, s)

    return holds


def _sensitive_to_any(clause_ids, extra: Callable = lambda s: True):
    def holds(search, s, outcomes):
        return extra(s) and any(search.rules.has(c) and search.separates(c, s) for c in clause_ids)

    return holds


def _rounds(s):
    end = next((i for i, st in enumerate(s.turn) if st.kind == GAME_END), len(s.turn))
    return sum(1 for st in s.turn[:end] if st.kind == SCORE) >= 2


def _placing(s):
    return any(st.kind == PLACE for st in s.turn) and len(s.players) >= 3


WINDOWS = ("resolve-per-round", "resolve-at-once", "resolve-per-turn")
OTHERS_PLACE = ("next-in-supply-may-place", "each-other-may-place", "every-player-places", "every-player-may-place")
COUNTED = ("count-feature-scoring-only", "ignore-message-scoring", "count-all-scorings")

THEMES = (
    Theme("odd-points", "one odd score is robbed: half, rounded up", ("steal-half-rounded-up",), _single_event(1)),
    Theme("even-points", "one even score is robbed: exactly half", ("steal-half-rounded-up",), _single_event(0)),
    Theme("track-wrap", "a robbed marker passes space 49 to 0 (scores above 50 sit on score % 50)", ("trigger-on-departure",), _wrap),
    Theme("courier", "a robber takes points from a courier (the Messages' second marker)", ("courier-counts",), _courier),
    Theme("robbers-share-space", "two robbers on one space both steal", ("must-take-first-points",), _two_robbers),
    Theme("robber-chooses", "a robber with several markers to rob: one outcome per choice", ("robber-chooses-among-markers",), _robber_chooses),
    Theme("rogue-chain", "a thief's marker leaves another robber's space and that robber follows it", ("rogue-robber-follows",), _sensitive("rogue-robber-follows")),
    Theme("backward", "a marker moves back (negative points) and the robber on its space goes with it", ("backward-robber-follows",), _sensitive("backward-robber-follows", lambda s: any(e.points < 0 for e in _events(s)))),
    Theme("several-rounds", "several scoring rounds in one turn: when robbers resolve", WINDOWS, _sensitive_to_any(WINDOWS, _rounds)),
    Theme("placement", "robbers placed with three or more players: who places, and where", OTHERS_PLACE, _sensitive_to_any(OTHERS_PLACE, _placing)),
    Theme("non-feature-scoring", "points from a fairy, wheel or message: do robbers react", COUNTED, _sensitive_to_any(COUNTED, lambda s: any(st.source != "features" for st in s.turn if st.kind == SCORE))),
    Theme("game-end", "the end of the game: end bonus, or robbers idle in the final scoring", ("end-bonus-three", "final-scoring-robbers-idle"), _sensitive_to_any(("end-bonus-three", "final-scoring-robbers-idle"))),
)


def theme_vectors(search: Search, limit: int) -> list[Found]:
    """Up to ``limit`` shrunk vectors for each theme that applies to the rules."""
    out: list[Found] = []
    for theme in THEMES:
        clause = next((c for c in theme.clauses if search.rules.has(c)), None)
        if clause is None and theme.needs_clause:
            continue
        keys: set[str] = set()

        def holds(s, theme=theme, keys=keys):
            outcomes = search.readings.sim(s, search.rules)
            return bool(outcomes) and scenario_key(s) not in keys and theme.holds(search, s, outcomes)

        stream = candidates.stream(f"{search.seed}/{search.rules.label()}/theme-{theme.name}")
        for _ in range(TRIES):
            if len(keys) >= limit:
                break
            s = tidy(next(stream))
            if not holds(s):
                continue
            small = tidy(shrink(s, lambda t: holds(tidy(t)), SHRINK_CHECKS, ROBBERS))
            outcomes = search.outcomes(small)
            if outcomes is None or scenario_key(small) in keys:
                continue
            keys.add(scenario_key(small))
            confirmed = clause if clause and search.confirm(clause, small) else None
            out.append(
                Found(
                    scenario=small,
                    outcomes=outcomes,
                    clauses=search.sensitivity(small, first=confirmed),
                    kind="theme",
                    tag=f"theme-{theme.name}",
                    description=f"theme {theme.name}: {theme.description}; {len(outcomes)} legal outcome(s)",
                )
            )
    return out
