"""``rulespec diff``: known differences of the sources are found, editions the
sources show alike are the same, and every witness is re-checked.

Expected facts come from the sources, not from the checker:
- 2013 adds an end bonus: each robber still on the track at the game end
  scores 3 for its owner (000_b5b7da8525665df2.txt, footnote 12);
- HiG 2012 lets only the active player and the next player with a robber in
  supply place; Z-Man BB4 lets every other player in turn order place
  (004_7bd93a4d62609df1.txt), which differs only from three players on;
- under the "arrival triggers" reading, a marker that arrives on a robber's
  space and moves on in the same round is robbed; by default it is not.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from checker.cli import main
from checker.loading import scenario_from_json
from checker.robbers.diff import InconsistentDifference, diff
from checker.robbers.diff import compare as compare_module
from checker.robbers.encoding import enumerate_outcomes
from checker.robbers.model import Outcome
from checker.robbers.symbolic import Bound
from spec import parse_reference

SMALL = Bound(max_players=3, rounds=1, events=2)


def run_diff(a: str, b: str, bound: Bound = SMALL, timeout: float = 60):
    return diff(parse_reference(a), parse_reference(b), bound, timeout=timeout)


def total(outcome: dict) -> int:
    return sum(outcome["scores"].values())


def test_2012_and_2013_part_at_the_end_bonus():
    result = run_diff("c1-hig-2012", "c1-hig-2013", Bound(max_players=2, rounds=1, events=1))
    assert result.status == "different"
    assert result.clauses == ["end-bonus-three"]
    witness = result.witness
    assert any(step["step"] == "game-end" for step in witness["scenario"]["turn"])
    start = sum(sum(kinds.values()) for kinds in witness["scenario"]["markers"].values())
    # 2013 only: robbers left on the track earn their owner 3 each and go home.
    bonus = [o for o in witness["only_in_b"] if all(v is None for v in o["robbers"].values())]
    assert bonus and all((total(o) - start) % 3 == 0 and total(o) > start for o in bonus)


def test_zman_lets_every_other_player_place_which_shows_from_three_players():
    result = run_diff("c1-hig-2012", "c1-zmg-bb4")
    assert result.status == "different"
    witness = result.witness
    assert len(witness["scenario"]["players"]) == 3
    assert witness["only_in_a"] == []
    # Some outcome only Z-Man allows has both non-active players' robbers placed.
    players = witness["scenario"]["players"]
    assert any(o["robbers"][players[1]] is not None and o["robbers"][players[2]] is not None for o in witness["only_in_b"])


def test_a_reading_of_one_edition_against_another():
    result = run_diff("c1-hig-2013", "c1-hig-2013+arrival-trigger=no")
    assert result.status == "different"
    assert result.clauses == ["first-departure-from-space", "first-movement-only"]
    # The readings can only part where a marker moves twice in one round
    # (it arrives on a robber's space, then moves on).
    twice = [
        step for step in result.witness["scenario"]["turn"]
        if step["step"] == "score" and len({e["player"] for e in step["events"]}) < len(step["events"])
    ]
    assert twice
    assert result.witness["only_in_a"] or result.witness["only_in_b"]


def test_editions_with_the_same_clauses_are_the_same():
    result = run_diff("c1-hig-2012", "c1-rgg")
    assert result.same and result.witness is None and result.clauses == []


def test_no_difference_is_proved_by_the_search_when_clauses_differ():
    # With one event a turn no marker can arrive on a space and then move on,
    # so the two arrival readings agree: the search must prove it, not skip it.
    result = run_diff("c1-hig-2013", "c1-hig-2013+arrival-trigger=no", Bound(max_players=2, rounds=1, events=1))
    assert result.clauses and result.status == "same"


def test_every_witness_is_rechecked_by_plain_enumeration(monkeypatch):
    # If plain enumeration saw the same outcomes on both sides, the witness
    # would be wrong: diff must refuse to print it.
    monkeypatch.setattr(compare_module, "enumerate_outcomes", lambda scenario, rules: enumerate_outcomes(scenario, parse_reference("c1-hig-2012")))
    with pytest.raises(InconsistentDifference):
        run_diff("c1-hig-2012", "c1-hig-2013", Bound(max_players=2, rounds=1, events=1))


def test_the_witness_outcomes_are_what_enumeration_gives():
    result = run_diff("c1-hig-2012", "c1-hig-2013", Bound(max_players=2, rounds=1, events=1))
    scenario = scenario_from_json(result.witness["scenario"])
    a = set(enumerate_outcomes(scenario, parse_reference("c1-hig-2012")))
    b = set(enumerate_outcomes(scenario, parse_reference("c1-hig-2013")))
    assert {Outcome.from_json(o) for o in result.witness["only_in_a"]} == a - b
    assert {Outcome.from_json(o) for o in result.witness["only_in_b"]} == b - a


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json_document_and_exit_status(capsys):
    code, out, _ = run(capsys, "diff", "c1-hig-2012", "c1-hig-2013", "--players", "2", "--rounds", "1", "--events", "1", "--json")
    doc = json.loads(out)
    assert code == 1
    assert {"a", "b", "same", "scope", "witness", "clauses"} <= set(doc)
    assert doc["same"] is False and doc["status"] == "different" and doc["a"] == "c1-hig-2012"
    assert {"scenario", "only_in_a", "only_in_b"} <= set(doc["witness"])
    code, out, _ = run(capsys, "diff", "c2-2017", "c3-2021", "--json")
    assert code == 0 and json.loads(out)["same"] is True


def test_cli_json_is_byte_identical_across_runs_and_hash_seeds():
    # Separate processes, as a user runs the command: one Z3 context each.
    argv = [sys.executable, "-m", "checker", "diff", "c1-hig-2013", "c1-hig-2013+arrival-trigger=no",
            "--players", "2", "--rounds", "1", "--events", "2", "--json"]
    outputs = []
    for seed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        done = subprocess.run(argv, capture_output=True, env=env, timeout=300)
        assert done.returncode == 1, done.stderr
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1] == outputs[2]


def test_a_tiny_time_limit_is_unknown_never_same(capsys):
    code, out, _ = run(capsys, "diff", "c1-hig-2013", "c3.1-2025", "--timeout", "0.001", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["status"] == "unknown" and doc["same"] is False


@pytest.mark.parametrize(
    "argv, words",
    [
        (("diff", "c1-hig-2012"), "two editions"),
        (("diff", "c1-hig-2012", "nope"), "unknown edition"),
        (("diff", "c1-hig-2012", "c1-rgg", "--all"), "not both"),
        (("diff", "c1-hig-2012", "c1-rgg", "--out", "x"), "--all"),
        (("diff", "c1-hig-2012", "c1-hig-2012+steal-base=player-turn"), "does not apply"),
        (("diff", "c1-hig-2012", "c1-rgg", "--players", "7"), "players"),
    ],
)
def test_bad_usage_is_one_line_and_exit_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert words in err and err.count("\n") == 1 and "Traceback" not in err
