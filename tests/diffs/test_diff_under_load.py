"""A Robbers diff finds on a loaded machine what it finds on an idle one
(issue 46, item 8: under a load of 5 to 7 the catalogue's witness for
c1-hig-2013@2013-04 against @2013-05 changed, "A shrinking step reached its
budget", because the time limit cut a run that its steps had not ended).

Each diff runs in a process of its own, as ``diff --all`` runs each pair
(checker/isolated.py): Z3's answers depend on the terms built before in the
same process, so two diffs in one process, or after other tests in a
pytest worker, may find two witnesses that are each right.

The load is simulated by an injected clock, not measured: every module of
the diff's process sees a wall clock that runs a thousand times faster than the work
(a machine a thousand times overloaded), while the processor time the
process uses is the real one. The witness search and its shrinking are
decided by solver steps, the time limit a ceiling in processor time, so the
document is the same, byte for byte.
"""

from __future__ import annotations

import json

from checker.isolated import run_isolated
from checker.robbers.diff import diff, hunt
from checker.robbers.symbolic import Bound
from spec import parse_reference
from tests.diffs.overloaded import Overloaded

PAIR = ("c1-hig-2013@2013-04", "c1-hig-2013@2013-05")
BOUND = Bound(max_players=2, rounds=2, events=2)
#: Seconds of limit: far more processor time than this small diff takes, far
#: less wall time than it takes on the thousand-times-loaded clock.
LIMIT = 60


def document(result) -> str:
    return json.dumps(result.to_json(), indent=2, sort_keys=True)


def diff_document(overloaded: bool) -> str:
    """The pair's diff document, in the process that runs it: on the
    thousand-times-loaded clock when ``overloaded``."""
    if overloaded:
        Overloaded().everywhere()
    result = diff(*map(parse_reference, PAIR), BOUND, timeout=LIMIT)
    assert result.status == "different" and result.witness is not None
    return document(result)


def test_the_same_witness_and_note_on_an_overloaded_machine():
    idle, loaded = run_isolated(diff_document, [False, True])
    assert loaded == idle


def second_pass_document(overloaded: bool) -> str:
    """The pair's diff document with the first pass given 1,000 steps a run,
    so that its witness is the second pass's (which once shared out the time
    left, not steps)."""
    hunt.TIER_STEPS, hunt.FIRST_SLICES = 1_000, (1_000,)
    witnesses = []
    second_pass = hunt.Hunt.second_pass

    def recorded(self, group, later=0):
        found = second_pass(self, group, later)
        witnesses.append(found is not None)
        return found

    hunt.Hunt.second_pass = recorded
    doc = diff_document(overloaded)
    assert True in witnesses, "the first pass found the witness: the test checks nothing of the second"
    return doc


def test_the_same_witness_from_the_second_pass_on_an_overloaded_machine():
    idle, loaded = run_isolated(second_pass_document, [False, True])
    assert loaded == idle


def test_a_limit_the_processor_time_reaches_is_unknown_never_another_witness():
    result = diff(*map(parse_reference, PAIR), BOUND, timeout=0.001)
    assert result.status == "unknown" and result.witness is None
    assert result.note == ("the time limit of 0.001 s (of processor time) ran out before the search's steps could "
                           "decide (a limit, not an answer: raise --timeout)")
