"""Vectors written by hand, added to a generated suite: those for the
mutants the small suite lets survive (``killers``, benchmarks/mutation_score.py)
and those for the planted-bug corpus's mistakes the small suite cannot show
(``corpus-vectors``, corpus_engine.py, benchmarks/diagnosis_score.py)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
KILLERS = HERE / "killers"
CORPUS_VECTORS = HERE / "corpus-vectors"


def with_written(suite: Path, directory: Path, written: tuple[Path, ...] = (KILLERS,)) -> set[str]:
    """A copy of ``suite`` in ``directory`` with the vectors of each folder in
    ``written`` (a suite index and its vectors) added to its index, each with
    its path and hash; returns their ids."""
    shutil.copytree(suite, directory)
    index = json.loads((directory / "index.json").read_text(encoding="utf-8"))
    added = set()
    for folder in written:
        extra = json.loads((folder / "index.json").read_text(encoding="utf-8"))
        for edition, entry in extra["editions"].items():
            for vid in entry["vectors"]:
                target = directory / "vectors" / f"{vid}.json"
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(folder / "vectors" / f"{vid}.json", target)
                index["editions"].setdefault(edition, {"configurations": [], "vectors": []})["vectors"].append(vid)
                index["vectors"][vid] = extra["vectors"][vid]  # its path and hash, which conform checks
                added.add(vid)
    (directory / "index.json").write_text(json.dumps(index, indent=2) + "\n", encoding="utf-8")
    return added
