"""A Count, King & Robber diff writes on a loaded machine what it writes on
an idle one (issue 46, item 8), the counterpart of The Robbers'
``test_diff_under_load``: its search shared out the time limit between its
shapes, gave each shrinking try two seconds and the replay what was left,
all on the wall clock, so under load the witness, or the verdict, changed.

The comparison runs as ``diff --all`` runs each one (``diff_task``: the
pair's search, one witness per topic, each replayed by enumeration), each
run in a process of its own: Z3's answers depend on the terms built before
in the same process. The load is an injected clock (``Overloaded``): every
wall clock of the process runs a thousand times faster than the work, the
processor time is the real one. The search and its shrinking are decided by
solver steps, the time limit a ceiling in processor time, so the document
is the same, byte for byte.
"""

from __future__ import annotations

import json

import spec
from checker.count_king_robber.diff import ckr_diff
from checker.count_king_robber.symbolic import CkrBound
from checker.diffs.catalogue import diff_task
from checker.isolated import run_isolated
from tests.diffs.overloaded import Overloaded

#: Two rule sets that differ in two topics (who may enter the city after
#: which scorings): the pair's search and two topic searches.
PAIR = ("ckr-hig-2017", "ckr-zmg-2017")
BOUND = CkrBound(max_players=2)
#: Seconds of limit: far more processor time than this diff takes, far less
#: wall time than it takes on the thousand-times-loaded clock.
LIMIT = 60


def diff_document(overloaded: bool) -> str:
    """The comparison's document, in the process that runs it: on the
    thousand-times-loaded clock when ``overloaded``."""
    if overloaded:
        Overloaded().everywhere()
    doc = diff_task(("count-king-robber", *PAIR, BOUND, LIMIT))
    assert doc["status"] == "different" and doc["witness"] is not None, doc["note"]
    assert [t["status"] for t in doc["topics"]] == ["different", "different"]
    return json.dumps(doc, indent=2, sort_keys=True)


def test_the_same_document_on_an_overloaded_machine():
    idle, loaded = run_isolated(diff_document, [False, True])
    assert loaded == idle


def test_a_limit_the_processor_time_reaches_is_unknown_never_another_witness():
    doc = ckr_diff(*map(spec.parse_reference, PAIR), BOUND, timeout=0.001)
    assert doc["status"] == "unknown" and doc["witness"] is None and doc["same"] is False
    assert doc["note"] == ("the time limit of 0.001 s (of processor time) ran out before the search's steps could "
                           "decide (a limit, not an answer: raise --timeout)")


def test_one_ceiling_bounds_the_whole_comparison(monkeypatch):
    """``--timeout`` bounds the comparison, not each of its searches: the
    pair's search, each topic's search and each replay share one ceiling
    (before, each made its own, so a comparison could use its limit once per
    topic and once per replay)."""
    from checker.diffs import ceiling

    made = []
    real = ceiling.Ceiling.__init__

    def counted(self, seconds):
        made.append(seconds)
        real(self, seconds)

    monkeypatch.setattr(ceiling.Ceiling, "__init__", counted)
    doc = diff_task(("count-king-robber", *PAIR, BOUND, LIMIT))
    assert [t["status"] for t in doc["topics"]] == ["different", "different"]
    assert made == [LIMIT]
