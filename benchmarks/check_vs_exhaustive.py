"""How ``rulespec check`` compares with exhaustive testing of the same scenarios.

For a growing sequence of small bounds (2 players, no couriers, one scoring
round), this script proves the safety invariants of one edition twice:

- symbolically, as ``rulespec check`` does (``checker.robbers.invariants.prove``);
- exhaustively: every concrete scenario of the same bound is built, encoded
  concretely and asked for a violation of each invariant, until a time limit.

The scenario family is the symbolic one exactly: every marker and robber
position, placement step or not, no game end or a game end before the round,
each source class, 0..N events of each player with every non-zero points
value. Where exhaustive testing stops at its limit, its total is
extrapolated from the measured time per scenario times the number of
scenarios (counted exactly), and marked as an estimate.

Run from the repository root:

    python3 benchmarks/check_vs_exhaustive.py [--edition ID] [--limit SECONDS] [--json]

Timings are process CPU time, and the ratio is taken within one run, so a
busy machine slows both sides alike.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import z3  # noqa: E402

import spec  # noqa: E402
from checker.robbers.encoding.turn import TurnEncoding  # noqa: E402
from checker.robbers.invariants import INVARIANTS, prove  # noqa: E402
from checker.robbers.invariants.prove import violation_of  # noqa: E402
from checker.robbers.model import GAME_END, MEEPLE, PLACE, SCORE, Event, Scenario, Step  # noqa: E402
from checker.robbers.symbolic import Bound  # noqa: E402
from checker.robbers.symbolic.bound import PLAYER_NAMES  # noqa: E402
from checker.robbers.symbolic.shape import source_classes  # noqa: E402
from checker.solver import new_solver  # noqa: E402

SAFETY = tuple(i for i in INVARIANTS if i.violation is not None)
#: (track, events, lowest points, highest points), smallest first.
BOUNDS = [(2, 1, -1, 1), (3, 1, -1, 2), (4, 1, -2, 2), (4, 2, -1, 2), (5, 2, -2, 3), (6, 2, -2, 4)]


def bound_of(track, events, low, high) -> Bound:
    return Bound(max_players=2, couriers=False, rounds=1, events=events, min_points=low, max_points=high, track=track)


def scenarios(bound: Bound, labels):
    """Every concrete scenario of the bound (the symbolic family, written out)."""
    players = PLAYER_NAMES[:2]
    values = [v for v in range(bound.min_points, bound.max_points + 1) if v != 0]
    one_event = [Event(p, v) for p in players for v in values]
    rounds = [()]
    for n in range(1, bound.events + 1):
        rounds += list(itertools.product(one_event, repeat=n))
    spaces = range(bound.track)
    robber_places = [None, *spaces]
    for red, blue in itertools.product(spaces, repeat=2):
        for r_red, r_blue in itertools.product(robber_places, repeat=2):
            for place, end in itertools.product((False, True), repeat=2):
                for events in rounds:
                    for label in labels if events else labels[:1]:
                        turn = [Step(PLACE)] if place else []
                        if end:
                            turn.append(Step(GAME_END))
                        if events:
                            turn.append(Step(SCORE, label, tuple(events)))
                        yield Scenario(
                            players=players, active=players[0],
                            markers={"red": {MEEPLE: red}, "blue": {MEEPLE: blue}},
                            robbers={"red": r_red, "blue": r_blue}, turn=tuple(turn), track=bound.track,
                        )


def count(bound: Bound, labels) -> int:
    values = (bound.max_points - bound.min_points + 1) - (1 if bound.min_points <= 0 <= bound.max_points else 0)
    per_event = 2 * values
    nonempty = sum(per_event**n for n in range(1, bound.events + 1))
    return bound.track**2 * (bound.track + 1) ** 2 * 4 * (1 + nonempty * len(labels))


def exhaustive(rules, bound: Bound, labels, limit: float) -> dict:
    started = time.process_time()
    done = violated = 0
    for scenario in scenarios(bound, labels):
        enc = TurnEncoding(scenario, rules)
        solver = new_solver()
        solver.add(*enc.constraints)
        for inv in SAFETY:
            solver.push()
            solver.add(violation_of(inv, enc))
            if solver.check() == z3.sat:
                violated += 1
            solver.pop()
        done += 1
        if time.process_time() - started > limit:
            break
    spent = time.process_time() - started
    total = count(bound, labels)
    return {"scenarios": total, "checked": done, "complete": done == total, "violations_seen": violated,
            "seconds": spent if done == total else spent / done * total}


def symbolic(rules, bound: Bound) -> float:
    started = time.process_time()
    prove(rules, bound, SAFETY, timeout=600)
    return time.process_time() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", default="c1-hig-2013", help="edition reference (default c1-hig-2013)")
    parser.add_argument("--limit", type=float, default=60.0, help="CPU seconds for exhaustive testing per bound")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    rules = spec.parse_reference(args.edition)
    labels = source_classes([rules])
    rows = []
    for track, events, low, high in BOUNDS:
        bound = bound_of(track, events, low, high)
        ex = exhaustive(rules, bound, labels, args.limit)
        sym = symbolic(rules, bound)
        rows.append({"bound": bound.describe(), "exhaustive": ex, "symbolic_seconds": sym,
                     "ratio": ex["seconds"] / sym if sym else None})
        if not args.json:
            estimate = "" if ex["complete"] else f" (estimate: {ex['checked']} checked)"
            print(f"{bound.describe()}: {ex['scenarios']} scenarios; exhaustive {ex['seconds']:.1f} s{estimate}; "
                  f"symbolic {sym:.1f} s; ratio {rows[-1]['ratio']:.0f}x", flush=True)
    # The default bound's slice of 2 players, no couriers and one round alone,
    # at the last row's measured cost per scenario:
    last = rows[-1]["exhaustive"]
    per_scenario = last["seconds"] / last["scenarios"]
    default = Bound()
    slice_ = bound_of(default.track, default.events, default.min_points, default.max_points)
    slice_count = count(slice_, labels)
    years = slice_count * per_scenario / (365 * 24 * 3600)
    extrapolation = {"bound": slice_.describe(), "scenarios": slice_count, "seconds_per_scenario": per_scenario,
                     "cpu_years": years}
    if args.json:
        print(json.dumps({"edition": args.edition, "invariants": [i.id for i in SAFETY], "rows": rows,
                          "default_bound_slice": extrapolation}, indent=2))
    else:
        print(f"Only the slice of the default bound with 2 players, no couriers and one round ({slice_count:.3g} "
              f"scenarios) would take about {years:.3g} CPU-years exhaustively at {per_scenario * 1000:.1f} ms "
              f"a scenario; `rulespec check` proves the whole default bound ({default.describe()}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
