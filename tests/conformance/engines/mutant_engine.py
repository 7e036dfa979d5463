#!/usr/bin/env python3
"""A planted-bug engine: the reference engine (examples/engines/reference_engine.py)
with one rule of the reference simulator altered, named on the command line.

    python3 mutant_engine.py steal-rounded-down [--lines]

``steal-rounded-down`` is the engine issue 30 describes: written from the
docs, it rounds thefts down instead of up ("half the points, rounded up":
steal-half-rounded-up). Its diagnosis must name that clause first.
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


MUTANTS = {"steal-rounded-down": steal_rounded_down}


def main() -> int:
    name, *rest = sys.argv[1:]
    MUTANTS[name]()
    sys.argv[1:] = rest
    import reference_engine

    return reference_engine.main()


if __name__ == "__main__":
    sys.exit(main())
