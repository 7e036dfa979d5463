"""The ``robbers_oracle`` fixture (entry point ``pytest11``) and the runnable
example that uses it with ``checker.strategies``."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = {
    "players": ["red", "blue"],
    "active": "red",
    "markers": {"red": {"meeple": 10}, "blue": {"meeple": 30}},
    "robbers": {"red": 10},
    "turn": [{"step": "score", "events": [{"player": "red", "points": 4}]}],
}
SELF_ROBBERY = {
    "markers": {"red": {"meeple": 16}, "blue": {"meeple": 30}},
    "robbers": {"red": None, "blue": None},
    "steals": [{"thief": "red", "victim": "red", "marker": "meeple", "points": 2}],
}


def test_the_plugin_is_registered():
    assert any(e.name == "rulespec" and e.value == "checker.pytest_plugin" for e in entry_points(group="pytest11"))


#: Worked out by hand: Red's own robber beside Red's own meeple may not rob
#: it (no-self-robbery) and no other robber is on the track, so the 4 points
#: move the meeple from 10 to 14, the robber stays and nothing is stolen.
ONLY_OUTCOME = {
    "markers": {"red": {"meeple": 14}, "blue": {"meeple": 30}},
    "robbers": {"red": 10, "blue": None},
    "steals": [],
}


def test_the_oracle_gives_the_outcome_worked_out_by_hand(robbers_oracle):
    legal = robbers_oracle.outcomes(SCENARIO)
    assert [{k: o[k] for k in ONLY_OUTCOME} for o in legal] == [ONLY_OUTCOME]


def test_assert_legal_accepts_a_legal_outcome(robbers_oracle):
    robbers_oracle.assert_legal(SCENARIO, ONLY_OUTCOME)
    robbers_oracle.assert_outcomes(SCENARIO, [ONLY_OUTCOME])


def test_assert_legal_names_the_broken_clause_and_the_nearest_outcome(robbers_oracle):
    with pytest.raises(AssertionError) as failure:
        robbers_oracle.assert_legal(SCENARIO, SELF_ROBBERY, edition="c1-hig-2013")
    message = str(failure.value)
    assert "it breaks: no-self-robbery" in message
    assert "nearest legal" in message and '"robbers":{"red":10' in message


def test_assert_outcomes_lists_what_differs(robbers_oracle):
    with pytest.raises(AssertionError, match="missing"):
        robbers_oracle.assert_outcomes(SCENARIO, [SELF_ROBBERY], edition="c3.1-2025")


def test_the_example_engine_test_file_runs():
    result = subprocess.run(
        [sys.executable, "-m", "pytest", str(ROOT / "examples" / "python_engine_test.py"), "-q", "-p", "no:cacheprovider"],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "4 passed" in result.stdout
