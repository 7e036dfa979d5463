#!/usr/bin/env python3
"""A planted-bug engine: the reference engine (examples/engines/reference_engine.py)
with one rule of the reference simulator altered, named on the command line.

    python3 mutant_engine.py steal-rounded-down [--lines]

``steal-rounded-down`` is the engine issue 30 describes: written from the
docs, it rounds thefts down instead of up ("half the points, rounded up":
steal-half-rounded-up). Its diagnosis must name that clause first.
``wrap-off-by-one`` lands a marker that passes the track's end one space
too far. ``drop:CLAUSE`` plays as if CLAUSE were not in force (a rule
forgotten), for either module. benchmarks/mutation_score.py runs them all.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "examples" / "engines"))
sys.path.insert(0, str(ROOT))


def steal_rounded_down() -> None:
    from checker.robbers.reference import resolution

    resolution.half_up = lambda base: base // 2 if base > 0 else 0


def wrap_off_by_one() -> None:
    """A marker that passes the track's end lands one space too far."""
    from checker.robbers.reference.context import Context

    Context.space = lambda self, score: score % self.track if score < self.track else (score + 1) % self.track


def drop(clause: str) -> None:
    """The simulator plays as if ``clause`` were not in force (a rule left out)."""
    from spec._rules import Rules

    has = Rules.has
    Rules.has = lambda self, clause_id: clause_id != clause and has(self, clause_id)


#: Each mutant: what it alters, and the clause a diagnosis should name (None: no single clause).
MUTANTS = {
    "steal-rounded-down": (steal_rounded_down, "steal-half-rounded-up"),
    "wrap-off-by-one": (wrap_off_by_one, None),
}


def target(name: str) -> str | None:
    return name[len("drop:"):] if name.startswith("drop:") else MUTANTS[name][1]


def main() -> int:
    name, *rest = sys.argv[1:]
    if name.startswith("drop:"):
        drop(name[len("drop:"):])
    else:
        MUTANTS[name][0]()
    sys.argv[1:] = rest
    import reference_engine

    return reference_engine.main()


if __name__ == "__main__":
    sys.exit(main())
