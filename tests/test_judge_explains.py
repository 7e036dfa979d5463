"""``rulespec judge`` explains every illegal outcome: the clauses it breaks
(the smallest sets, when no single clause does), in words, and the nearest
legal outcome with what differs; a bounded search that says when it stops;
a hint when the two files are given the other way round. The broken
clauses expected here are worked out by hand from the rules page's
Example #1 and the cultists Q&A."""

from __future__ import annotations

import json
from pathlib import Path

from checker import judging
from checker.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE_1 = str(ROOT / "examples" / "c1-example-1.json")
HERETIC = str(ROOT / "examples" / "ckr-heretic-qa.json")

# Example #1, option 2 (the courier scores the city; Blue's robber takes 3 of its 6)...
OPTION_2 = {"markers": {"blue": {"meeple": 36}, "red": {"meeple": 11, "courier": 26}},
            "robbers": {"blue": None, "red": None},
            "steals": [{"thief": "blue", "victim": "red", "marker": "courier", "points": 3}]}
# ...but the robber stays on 20 and takes 5: two rules broken at once.
STAYS_AND_TAKES_5 = {"markers": {"blue": {"meeple": 38}, "red": {"meeple": 11, "courier": 26}},
                     "robbers": {"blue": 20, "red": None},
                     "steals": [{"thief": "blue", "victim": "red", "marker": "courier", "points": 5}]}
# The cultists Q&A: Blue's monastery scores 9, so only Red (active, gaining nothing) may enter the city.
BLUE_ENTERS = {"scores": {"red": 12, "blue": 19},
               "city": {"count": "castle", "districts": {"market": {"blue": {"meeple": 1}}}},
               "returned": {"red": {"meeple": 1}}, "placed": {"player": "blue", "district": "market", "figure": "meeple"},
               "king": {"holder": None, "size": 0}, "robber-baron": {"holder": None, "size": 0}}


def judge(capsys, tmp_path, scenario, claimed, *argv):
    path = tmp_path / "claimed.json"
    path.write_text(json.dumps(claimed))
    code = main(["judge", scenario, str(path), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_robber_that_stays_and_takes_too_much_breaks_two_clauses_together(capsys, tmp_path):
    code, out, _ = judge(capsys, tmp_path, EXAMPLE_1, STAYS_AND_TAKES_5, "--edition", "c1-hig-2013", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["legal"] is False
    assert doc["broken_clauses"] == []  # no single clause explains it
    assert [sorted(s) for s in doc["broken_clause_sets"]] == [["steal-half-rounded-up", "thief-robber-returns"]]
    code, out, _ = judge(capsys, tmp_path, EXAMPLE_1, STAYS_AND_TAKES_5, "--edition", "c1-hig-2013")
    assert "No single clause explains it: it breaks 2 clauses at once." in out
    assert "- thief-robber-returns: A robber that has stolen goes back to its owner's supply." in out
    assert "- steal-half-rounded-up: A robber's owner scores half of the base points, rounded up." in out
    # The nearest legal outcome is option 2; what differs, in words.
    # Option 2's number is wherever 'rulespec enumerate' lists it, not a sort order written down here.
    main(["enumerate", EXAMPLE_1, "--edition", "c1-hig-2013", "--json"])
    listed = [{k: o[k] for k in OPTION_2} for o in json.loads(capsys.readouterr()[0])["outcomes"]]
    assert len(listed) == 5 and listed.count(OPTION_2) == 1
    number = listed.index(OPTION_2) + 1
    assert f"The nearest legal outcome (#{number} of 5, as 'rulespec enumerate' numbers them) differs in:" in out
    rows = [[cell.strip() for cell in line.split("│")[1:-1]] for line in out.splitlines() if line.startswith("│ Blue's")]
    assert ["Blue's meeple", "ends on 38", "ends on 36"] in rows
    assert ["Blue's robber", "stays on 20", "returns to supply"] in rows


def test_one_clause_alone(capsys, tmp_path):
    claimed = dict(OPTION_2, robbers={"blue": 20, "red": None})  # stays after stealing
    code, out, _ = judge(capsys, tmp_path, EXAMPLE_1, claimed, "--edition", "c1-hig-2013")
    assert code == 1
    assert "It breaks this clause (dropping it alone makes the outcome legal):" in out
    assert "- thief-robber-returns:" in out


def test_the_search_says_how_far_it_went(capsys, tmp_path):
    code, out, _ = judge(capsys, tmp_path, EXAMPLE_1, STAYS_AND_TAKES_5, "--edition", "c1-hig-2013", "--max-dropped", "1")
    assert code == 1
    assert "No single clause explains it: dropping any one of the clauses in force does not make it legal" in out


def test_the_search_stops_at_its_limit_and_says_so(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(judging, "MAX_TRIES", 30)  # fewer than the 25 single clauses and 300 pairs
    code, out, _ = judge(capsys, tmp_path, EXAMPLE_1, STAYS_AND_TAKES_5, "--edition", "c1-hig-2013")
    assert code == 1
    assert ("The search for the clauses it breaks stopped at its limit of 30 rule sets while trying sets of 2 "
            "clauses: no set of up to 1 clause does.") in out


def test_a_non_active_player_entering_the_city_breaks_the_turn_model(capsys, tmp_path):
    code, out, _ = judge(capsys, tmp_path, HERETIC, BLUE_ENTERS, "--edition", "ckr-hig-2017", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["broken_clause_sets"] == [] and doc["clause_sets_tried"] > 0
    code, out, _ = judge(capsys, tmp_path, HERETIC, BLUE_ENTERS, "--edition", "ckr-hig-2017")
    assert "No set of up to 2 clauses explains it" in out and "the turn model every edition shares" in out
    assert "Blue's meeple enters the market, but Red is the active player" in out


def test_two_files_the_other_way_round_get_a_hint(capsys, tmp_path):
    path = tmp_path / "outcome.json"
    path.write_text(json.dumps(OPTION_2))
    code = main(["judge", str(path), EXAMPLE_1, "--edition", "c1-hig-2013"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "this file looks like an outcome, not a scenario" in err and "are the files swapped?" in err
    assert "rulespec judge SCENARIO.json OUTCOME.json" in err
    code = main(["enumerate", str(path), "--edition", "c1-hig-2013"])
    out, err = capsys.readouterr()
    assert code == 2 and "looks like an outcome, not a scenario" in err and "rulespec enumerate SCENARIO.json" in err


def test_a_scenario_given_as_the_outcome_gets_a_warning(capsys):
    """A scenario document is also a valid outcome (markers and robbers, any
    extra field ignored): it is judged, with a warning that it looks like a scenario."""
    code = main(["judge", EXAMPLE_1, EXAMPLE_1, "--edition", "c1-hig-2013"])
    _, err = capsys.readouterr()
    assert code == 1 and err.count("\n") == 1
    assert err.startswith("rulespec: warning: ") and "this file looks like a scenario, not an outcome" in err
