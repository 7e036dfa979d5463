#!/usr/bin/env python3
"""The corpus of planted-bug engines (issue 47, item 4): the reference engine
(examples/engines/reference_engine.py), each with one realistic mistake of an
engine written from the rules, on which the diagnosis of ``rulespec
conform`` is measured (benchmarks/diagnosis_score.py).

    python3 corpus_engine.py NAME [--fixed] [--lines]

``--fixed`` runs the same engine with its mistake removed: it is then the
reference engine and passes every vector. Each mistake is written in the
engine's own code (a function of the reference simulator replaced by a
wrong one) or in its own rule set (the clauses it resolves for a request:
another edition's clause where the edition says another, another reading,
the rules as of an older month, a clause left out); none asks the checker's
diagnosis anything.

Each engine carries its expectation, the contract's change (issue 47, "The
diagnosis contract"): ``clause``, the clause in force that the engine gets
wrong, and ``by``, what it plays instead where that is another edition's
clause (``kind`` "replace"), a reading (``KEY=VALUE``, "reading") or a dated
state (``YYYY-MM``, "as-of"); for a mistake that is no edition's clause
(``kind`` "mistake") or a clause left out ("drop"), ``by`` is None and only
the clause is expected. ``clause`` None: no single clause is wrong (the
wrap's off-by-one); the engine must still get a diagnosis line. Each
expectation is worked out from the sources' text and the editions' clauses
(``why``), never from a diagnosis.

``editions``: the editions the mistake is written against, where the tests
run it (it is planted for every request, and may show in other editions
too). Two of them, c1-zmg-bb4 and ckr-zmg-2017, are outside the three
editions of the small suite: the corpus suite (``SUITE_EDITIONS``;
tests/conformance/conftest.py, ``corpus_suite``) adds them. Where no
generated vector of the small suite's options can show a mistake (an engine
that prints all its outcomes fails only where one lies outside the legal
ones), a vector written by hand does (``corpus-vectors``, added with the
mutants' ``killers``: written_vectors.py).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "examples" / "engines"))
sys.path.insert(0, str(ROOT))

from mutant_engine import drop, steal_rounded_down, wrap_off_by_one  # noqa: E402


@dataclass(frozen=True)
class Planted:
    """One engine of the corpus: its mistake, where it shows, and what a diagnosis must name."""

    name: str
    module: str
    editions: tuple[str, ...]
    kind: str
    clause: str | None
    by: str | None
    words: str
    why: str
    plant: Callable[[], None]

    def expectation(self) -> dict:
        """The contract's change this engine's mistake is (issue 47)."""
        return {"kind": self.kind, "clause": self.clause, "by": self.by}


# --- mistakes in the engine's rule set -------------------------------------------------------


def replace(clause: str, by: str) -> Callable[[], None]:
    """The engine's rule table holds ``by`` wherever the edition says ``clause``."""

    def plant() -> None:
        from spec._rules import Rules

        has = Rules.has

        def mistaken(self, clause_id: str) -> bool:
            if clause_id == clause:
                return False
            if clause_id == by:
                return has(self, by) or has(self, clause)
            return has(self, clause_id)

        Rules.has = mistaken

    return plant


def resolving(change: Callable[[str, str | None, dict], tuple[str | None, dict]]) -> Callable[[], None]:
    """The engine resolves each rule set (its own and a companion's) with
    ``change(edition, as_of, readings)`` applied first."""

    def plant() -> None:
        import spec

        resolve = spec.resolve

        def mistaken(edition, as_of=None, interpretations=None, **rest):
            as_of, readings = change(edition, as_of, dict(interpretations or {}))
            return resolve(edition, as_of=as_of, interpretations=readings or None, **rest)

        spec.resolve = mistaken

    return plant


def reading(key: str, value: str) -> Callable[[], None]:
    """The engine plays the reading ``key=value`` wherever the question ``key``
    is open: for the edition, in the month the request is played as of (a
    question a ruling settled is no longer open: issue 45)."""
    from spec._rules import edition_interpretations, reading_period, today

    def change(edition, as_of, readings):
        if key in edition_interpretations(edition) and reading_period(edition, key).open_at(as_of or today()):
            readings[key] = value
        return as_of, readings

    return resolving(change)


def as_of(month: str) -> Callable[[], None]:
    """The engine knows the rulings only up to ``month``: a later request is played as of then."""
    from spec._rules import edition_rulings

    def change(edition, when, readings):
        later = any(r.date > month for r in edition_rulings(edition))
        return (month if later and (when is None or when > month) else when), readings

    return resolving(change)


# --- mistakes in the engine's code ---------------------------------------------------------


def later_scoring_same_marker() -> None:
    """A robber fired by a marker takes that marker's later (last) forward
    movement in the window instead of its first (movement-per-feature)."""
    from checker.robbers.reference import rounds

    original = rounds.apply_slot

    def apply_slot(ctx, state, marker, points, counted):
        out = original(ctx, state, marker, points, counted)
        disp = max(0, state.scores[marker] + points) - state.scores[marker]
        if not counted or ctx.per_turn or state.window is None or disp <= 0:
            return out
        robbers = {r for r, m, _ in state.window.fired if m == marker}
        if not robbers:
            return out
        return [s._replace(window=s.window._replace(fired=frozenset(
            f for f in s.window.fired if not (f[1] == marker and f[0] in robbers)) | {(r, marker, disp) for r in robbers}))
            for s in out]

    rounds.apply_slot = apply_slot


def backward_triggers() -> None:
    """A marker that moves back from a robber's space fires it too, for
    half the points it moved (movement-per-feature)."""
    from checker.robbers.reference import rounds

    original = rounds.apply_slot

    def apply_slot(ctx, state, marker, points, counted):
        out = original(ctx, state, marker, points, counted)
        disp = max(0, state.scores[marker] + points) - state.scores[marker]
        if not counted or ctx.per_turn or disp >= 0:
            return out
        start = ctx.space(state.scores[marker])
        fired = {(r, marker, -disp) for r, where in enumerate(state.robbers)
                 if where == start and ctx.visible[marker] and ctx.owner[marker] != r}
        return [s._replace(window=s.window._replace(fired=s.window.fired | fired)) for s in out]

    rounds.apply_slot = apply_slot


def rogue_points_trigger() -> None:
    """A thief's rogue move fires a robber standing on the space it leaves:
    that robber steals half of it (rounded up) and returns, instead of following."""
    from checker.robbers.model import Steal
    from checker.robbers.reference import resolution
    from checker.robbers.reference.context import State

    original = resolution._rogue

    def _rogue(ctx, state, moves):
        thefts = {}
        for m, amount in moves:
            for r, where in enumerate(state.robbers):
                if (amount > 0 and r not in thefts and where == ctx.space(state.scores[m])
                        and ctx.visible[m] and ctx.owner[m] != r):
                    thefts[r] = (m, resolution.half_up(amount))
        if not thefts:
            return original(ctx, state, moves)
        robbers = tuple(None if r in thefts else where for r, where in enumerate(state.robbers))
        steals = state.steals + tuple(Steal(ctx.players[r], ctx.players[ctx.owner[m]], ctx.kind[m], amount)
                                      for r, (m, amount) in thefts.items())
        out = []
        for after in original(ctx, State(state.scores, robbers, tuple(sorted(steals)), state.window), moves):
            scores = list(after.scores)
            for r, (_, amount) in thefts.items():
                scores[ctx.meeple[r]] += amount
            out.append(after._replace(scores=tuple(scores)))
        return out

    resolution._rogue = _rogue


def king_kept_on_first_city() -> None:
    """The King tile stays with whoever completed the first city."""
    from checker.count_king_robber.reference import tiles

    original = tiles.after_step

    def after_step(king, baron, features, active, rules):
        new_king, new_baron = original(king, baron, features, active, rules)
        return (king if king.holder is not None else new_king), new_baron

    tiles.after_step = after_step


def count_ignored_at_final_redeployment() -> None:
    """At the final scoring the market's figures go to the fields even when the Count stands there."""
    from dataclasses import replace as with_field

    from checker.count_king_robber.reference import game_end

    original = game_end._redeploys
    game_end._redeploys = lambda state, step, scenario, rules: original(with_field(state, count=None), step, scenario, rules)


ROBBERS, CKR = "robbers", "count-king-robber"
C1, C3, ZMG, CKR_HIG, CKR_ZMG = "c1-hig-2013", "c3.1-2025", "c1-zmg-bb4", "ckr-hig-2017", "ckr-zmg-2017"
#: The editions of the suite the corpus is measured on: the small suite's three and the two Z-Man texts.
SUITE_EDITIONS = (C1, C3, CKR_HIG, ZMG, CKR_ZMG)

CORPUS = (
    # The six engines of issue 47's table.
    Planted("steal-rounded-down", ROBBERS, (C1, C3), "mistake", "steal-half-rounded-up", None,
            "thefts rounded down",
            "Every edition: \"the owner of the robber gets half of the points (rounded up)\"; no edition rounds down.",
            steal_rounded_down),
    Planted("later-scoring-same-marker", ROBBERS, (C1,), "mistake", "first-departure-from-space", None,
            "a fired robber takes a later scoring of the same marker",
            "Footnote 8 (5/2013): the robber receives half \"of only the first feature that is scored\"; footnote 7: "
            "\"only from the first allowable event\"; first-departure-from-space is the clause that picks the first "
            "movement, and no edition's clause takes the last.",
            later_scoring_same_marker),
    Planted("zmg-next-in-supply-only", ROBBERS, (ZMG,), "replace", "each-other-may-place", "next-in-supply-may-place",
            "only the next player in supply may place (the HiG rule, in Z-Man's edition)",
            "Z-Man's Big Box 4 text lets each other player in turn order place a robber from supply "
            "(each-other-may-place, footnote 3 5/2013); the HiG text lets only the next one with a robber in supply.",
            replace("each-other-may-place", "next-in-supply-may-place")),
    Planted("c3-steal-whole-turn", ROBBERS, (C3,), "reading", "steal-base-movement", "steal-base=player-turn",
            "under steal-base=marker-movement the robber still halves the player's whole turn",
            "C3.1's open question steal-base: marker-movement (the default, after the 5/2013 Messages ruling) takes "
            "half of the marker's movement (steal-base-movement); player-turn, half the whole turn.",
            reading("steal-base", "player-turn")),
    Planted("robbers-ignore-couriers", ROBBERS, (C1, C3), "drop", "courier-counts", None,
            "robbers ignore couriers",
            "Example #1 and footnote 2 (5/2013), repeated by the 3rd-edition page (3/2026): a robber may stand "
            "beside a courier and rob it (courier-counts); the engine leaves that rule out.",
            lambda: drop("courier-counts")),
    Planted("ckr-zmg-phase3-only", CKR, (CKR_ZMG,), "replace", "entry-any-phase", "entry-feature-phase-only",
            "the City opens only after phase-3 scorings (the HiG rule, in Z-Man's edition)",
            "The Z-Man text drops \"in phase 3\" (footnote 5): any scoring may open the City (entry-any-phase); the "
            "HiG text allows only phase-3 scorings (entry-feature-phase-only).",
            replace("entry-any-phase", "entry-feature-phase-only")),
    # The four the issue says were named exactly.
    Planted("backward-triggers", ROBBERS, (C1,), "mistake", "trigger-on-departure", None,
            "a backward movement triggers the robber",
            "\"When a counting figure of another player moves forward\": only a forward move triggers "
            "(trigger-on-departure: the displacement is positive); no edition triggers on a move back.",
            backward_triggers),
    Planted("rogue-points-trigger", ROBBERS, (C1, C3), "mistake", "rogue-points-no-trigger", None,
            "rogue points trigger another robber",
            "\"A robber must always take the first allowable points awarded (i.e. other than \"rogue points\")\": "
            "robbed points never trigger (rogue-points-no-trigger, every edition).",
            rogue_points_trigger),
    Planted("king-kept-on-first-city", CKR, (CKR_HIG,), "mistake", "king-largest-city", None,
            "the King stays with the first city's completer",
            "\"If a player completes a bigger city ..., that player takes the King tile\" (king-largest-city); the "
            "engine never moves it on.",
            king_kept_on_first_city),
    Planted("count-ignored-at-final-redeployment", CKR, (CKR_HIG,), "mistake", "count-blocks-district", None,
            "the Count does not block the market at the final scoring",
            "The Count's district is blocked for every move of its figures (count-blocks-district), the final "
            "scoring's market figures included (market-figures-to-fields: \"unless the Count stands there\").",
            count_ignored_at_final_redeployment),
    # Another edition's clause.
    Planted("hig-each-other-may-place", ROBBERS, (C1,), "replace", "next-in-supply-may-place", "each-other-may-place",
            "every other player may place (the Z-Man rule, in HiG's edition)",
            "HiG 2012/2013: only the next player with a robber in supply places (next-in-supply-may-place); Z-Man's "
            "text lets each other player (each-other-may-place).",
            replace("next-in-supply-may-place", "each-other-may-place")),
    Planted("c1-window-per-turn", ROBBERS, (C1,), "replace", "resolve-per-round", "resolve-per-turn",
            "a robber waits for the whole turn's movements (the 3rd-edition window, in HiG's 1st edition)",
            "Footnote 7 (5/2013) limits a 1st-edition robber to \"the first allowable event\" (resolve-per-round); "
            "C3.1 resolves per turn (resolve-per-turn).",
            replace("resolve-per-round", "resolve-per-turn")),
    Planted("c3-movement-per-feature", ROBBERS, (C3,), "replace", "movement-per-turn", "movement-per-feature",
            "a robber steals from one feature's movement in C3.1 (the 1st-edition rule)",
            "C3.1: half of \"what that player scored this turn\", one movement per turn (movement-per-turn); the "
            "1st edition judges each feature's movement (movement-per-feature).",
            replace("movement-per-turn", "movement-per-feature")),
    Planted("c3-messages-counted", ROBBERS, (C3,), "replace", "ignore-message-scoring", "count-all-scorings",
            "robbers react to message points in C3.1",
            "C3.1's turn sequence resolves robbers before any message is scored (ignore-message-scoring, 4/2026); "
            "the 1st edition counts every forward move (count-all-scorings).",
            replace("ignore-message-scoring", "count-all-scorings")),
    Planted("ckr-hig-any-phase", CKR, (CKR_HIG,), "replace", "entry-feature-phase-only", "entry-any-phase",
            "any scoring opens the City (the Z-Man rule, in HiG's edition)",
            "HiG: only a scoring \"in phase 3\" opens the City (entry-feature-phase-only); Z-Man drops the words "
            "(entry-any-phase).",
            replace("entry-feature-phase-only", "entry-any-phase")),
    Planted("ckr-hig-per-feature", CKR, (CKR_HIG,), "replace", "entry-nothing-from-any-feature", "entry-per-feature",
            "gaining points from another feature does not bar the City (the Z-Man condition, in HiG's edition)",
            "HiG: \"you must not gain points for any of them\" (entry-nothing-from-any-feature); Z-Man omits it "
            "(entry-per-feature, footnote 5).",
            replace("entry-nothing-from-any-feature", "entry-per-feature")),
    Planted("ckr-1st-edition-final", CKR, (CKR_HIG,), "replace", "market-figures-to-fields", "district-figures-redeploy",
            "every district's figures redeploy at the final scoring (the 1st-edition ruling, in the new edition)",
            "New edition: figures \"left in the other districts do nothing\", the market's may go to fields "
            "(market-figures-to-fields); footnote 12's 1st-edition ruling redeploys all (district-figures-redeploy).",
            replace("market-figures-to-fields", "district-figures-redeploy")),
    # Another reading.
    Planted("c1-feature-scorings-only", ROBBERS, (C1,), "reading", "count-all-scorings", "c1-scorings=features-only",
            "1st-edition robbers react only to feature scorings",
            "The open question c1-scorings: every forward move (default, count-all-scorings) or features only "
            "(count-feature-scoring-only, the reading features-only).",
            reading("c1-scorings", "features-only")),
    Planted("c1-arrival-no-trigger", ROBBERS, (C1,), "reading", "first-departure-from-space", "arrival-trigger=no",
            "a marker that arrives beside a robber and moves on does not trigger it",
            "The open question arrival-trigger: yes (default, first-departure-from-space) or no "
            "(first-movement-only).",
            reading("arrival-trigger", "no")),
    Planted("c3-placement-optional", ROBBERS, (C3,), "reading", "every-player-places", "c3-placement=optional",
            "placing a robber from supply is optional in C3.1",
            "The open question c3-placement: each player \"places\" (default mandatory, every-player-places) or may "
            "(every-player-may-place).",
            reading("c3-placement", "optional")),
    Planted("ckr-robbing-counts", CKR, (CKR_HIG,), "reading", "robbing-gain-ignored", "robbing-gains=robbing-counts",
            "robbed points count as gaining points for the City",
            "The open question robbing-gains: robbed points are no feature points (default features-only, "
            "robbing-gain-ignored) or count (robbing-gain-counts).",
            reading("robbing-gains", "robbing-counts")),
    # A dated state.
    Planted("c1-before-backward-ruling", ROBBERS, (C1,), "as-of", "backward-robber-follows", "2015-02",
            "a 1st-edition robber stays put when its marker moves back (the rules before the 3/2015 ruling)",
            "Footnote 11 (3/2015) rules that the robber moves back with its marker (backward-robber-follows); the "
            "engine knows the rulings only up to February 2015.",
            as_of("2015-02")),
    # A rule left out.
    Planted("robber-not-returned", ROBBERS, (C1, C3), "drop", "thief-robber-returns", None,
            "a robber that has stolen stays on the track",
            "\"the robber returns to its owner's supply\" after stealing (thief-robber-returns, every edition).",
            lambda: drop("thief-robber-returns")),
    Planted("end-bonus-forgotten", ROBBERS, (C1, C3), "drop", "end-bonus-three", None,
            "robbers left on the track score nothing at the game end (the 2012 text)",
            "The 2013 revision and C3.1: robbers still on the track score 3 points before the final scoring "
            "(end-bonus-three); the engine leaves the bonus out, as the 2012 text had none (footnote 12).",
            lambda: drop("end-bonus-three")),
    Planted("ckr-king-bonus-without-carcassonne", CKR, (CKR_HIG,), "drop", "king-bonus-counts-carcassonne", None,
            "the King's bonus leaves out the City of Carcassonne",
            "At the final scoring the King's holder gains 1 per completed city, the City of Carcassonne included "
            "(king-bonus-counts-carcassonne); the engine forgets it.",
            lambda: drop("king-bonus-counts-carcassonne")),
    Planted("ckr-district-not-blocked", CKR, (CKR_HIG,), "drop", "count-blocks-district", None,
            "the Count's district is not blocked",
            "No figure may be moved from the district the Count stands in (count-blocks-district, every edition).",
            lambda: drop("count-blocks-district")),
    # No single clause.
    Planted("wrap-off-by-one", ROBBERS, (C3,), "mistake", None, None,
            "a marker that passes the track's end lands one space too far",
            "The track's spaces are the score modulo its length; no clause states it, so no single clause is wrong.",
            wrap_off_by_one),
)

BY_NAME = {p.name: p for p in CORPUS}


def main() -> int:
    name, *rest = sys.argv[1:]
    fixed = "--fixed" in rest
    if not fixed:
        BY_NAME[name].plant()
    sys.argv[1:] = [a for a in rest if a != "--fixed"]
    import reference_engine

    return reference_engine.main()


if __name__ == "__main__":
    sys.exit(main())
