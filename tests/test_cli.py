"""The command line: help, JSON documents per formats.md, exit statuses, and
one clear line (never a traceback) on bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import spec
from checker.cli import main
from checker.commands import COMMANDS

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = str(ROOT / "examples" / "c1-example-1.json")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("module", COMMANDS, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_every_command_has_help(module, capsys):
    name = module.__name__.rsplit(".", 1)[-1].replace("_", "-")
    with pytest.raises(SystemExit) as exit_info:
        main([name, "--help"])
    assert exit_info.value.code == 0
    assert module.HELP.split(" ")[0] in capsys.readouterr().out


def test_editions_json_lists_every_edition_and_interpretation(capsys):
    code, out, _ = run(capsys, "editions", "--json")
    doc = json.loads(out)
    assert code == 0
    assert {e["id"] for e in doc["editions"]} == set(spec.EDITIONS)
    zmg = next(e for e in doc["editions"] if e["id"] == "c1-zmg-bb4")
    assert zmg["built_from"] == ["c1-hig-2012", "c1-zmg-bb4"]
    # 004: "each other player may place"; "must always steal the next points that are scored (with the
    # exception of "robbed" points)"; "may not wait for a scored feature that may be worth more points".
    assert zmg["overrides"] == {"placement-others": "each-other-may-place", "counted-scorings": "count-all-scorings",
                                "window": "resolve-per-round"}
    assert {i["key"] for i in doc["interpretations"]} == set(spec.INTERPRETATIONS)


@pytest.mark.parametrize("edition", list(spec.EDITIONS))
def test_clauses_json_cites_every_clause(edition, capsys):
    code, out, _ = run(capsys, "clauses", "--edition", edition, "--json")
    doc = json.loads(out)
    assert code == 0 and doc["clauses"]
    for clause in doc["clauses"]:
        assert clause["sources"] and all(s["document"] and s["section"] and s["date"] for s in clause["sources"])
        assert clause["authority"] in {a.value for a in spec.Authority}
        # the player's words the rules reference prints, for tools too
        assert clause["plain"] and clause["plain"] == spec.CLAUSES[clause["id"]].plain


def test_sources_are_named_for_people_in_clauses_and_editions(capsys):
    """Title, publisher, year and public address; the file name stays for tools."""
    code, out, _ = run(capsys, "clauses", "--edition", "c3.1-2025", "--json")
    doc = json.loads(out)
    assert code == 0
    documents = {d["file"]: d for d in doc["documents"]}
    wiki = documents["001_3efc07a101920bd1.txt"]
    assert wiki["title"] == "The Robbers (3rd edition)" and wiki["year"] == "2025"
    assert wiki["address"] == "https://wikicarpedia.com/car/The_Robbers_(3rd_edition)"
    for clause in doc["clauses"]:
        for s in clause["sources"]:
            assert s["document"] in documents and s["title"] == documents[s["document"]]["title"]
            assert s["quote"] and s["date"]
    code, out, _ = run(capsys, "editions", "--json")
    doc = json.loads(out)
    zmg = next(e for e in doc["editions"] if e["id"] == "c1-zmg-bb4")
    assert zmg["source"] == "004_7bd93a4d62609df1.txt" and zmg["source_title"].startswith("The Robbers, English")
    assert zmg["source_address"] is None
    bb4 = next(d for d in doc["documents"] if d["file"] == zmg["source"])
    assert bb4["address"] is None and "names neither its publisher nor its year" in bb4["address_note"]


def test_clauses_quotes_prints_each_citation_with_its_sentences(capsys):
    code, out, _ = run(capsys, "clauses", "--edition", "c1-devir-2012", "--quotes")
    assert code == 0
    assert "next-in-supply-may-place" in out
    assert "el siguiente jugador siguiendo el orden de juego" in " ".join(out.split())
    assert "The Robbers, Spanish rulebook, Usar el ladrón (2012)" in " ".join(out.split())
    assert "Sources" in out and "wikicarpedia.com" in out


def test_enumerate_json_matches_the_hand_written_example(capsys):
    code, out, _ = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", "--json")
    doc = json.loads(out)
    expected = json.loads((ROOT / "tests/worked_examples/expected/c1-example-1.json").read_text())
    strip = lambda o: {k: o[k] for k in ("markers", "robbers", "steals")}  # noqa: E731
    key = lambda o: json.dumps(strip(o), sort_keys=True)  # noqa: E731
    assert code == 0 and doc["edition"] == "c1-hig-2013"
    assert sorted(map(key, doc["outcomes"])) == sorted(map(key, expected["outcomes"]))


def test_enumerate_honours_interpretations_and_as_of(capsys):
    """As of 2013-04, before the 5/2013 rulings: the 1st-edition text counts
    the courier (its example #1 robs the Woman Follower, issue 29 d), and a
    robber takes a marker's first departure from its space (arrival-trigger=
    yes, issue 29 c). Blue's robber on 20 beside Red's courier; Red puts the
    road's 3 and the city's 6 on either marker (meeple 8, courier 20): both on
    the meeple 17/20, no theft, the robber stays; the road on the courier
    14/23, Blue takes 2; the city on the courier 11/26, Blue takes 3; both on
    the courier 8/29, Blue takes 2 (road first) or 3 (city first); a thief's
    robber goes home. The document echoes the month and the readings."""
    code, out, _ = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2012", "--as-of", "2013-04",
                       "--interpretation", "arrival-trigger=yes", "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["as_of"] == "2013-04" and doc["interpretations"]["arrival-trigger"] == "yes"
    outcomes = doc["outcomes"]
    got = sorted((o["markers"]["red"]["meeple"], o["markers"]["red"]["courier"],
                  tuple(s["points"] for s in o["steals"])) for o in outcomes)
    assert got == [(8, 29, (2,)), (8, 29, (3,)), (11, 26, (3,)), (14, 23, (2,)), (17, 20, ())]
    assert all(o["robbers"] == ({"blue": 20, "red": None} if not o["steals"] else {"blue": None, "red": None})
               for o in outcomes)
    assert all(s["thief"] == "blue" and s["victim"] == "red" and s["marker"] == "courier"
               for o in outcomes for s in o["steals"])
    assert all(o["markers"]["blue"] == {"meeple": 33 + sum(s["points"] for s in o["steals"])} for o in outcomes)


def test_enumerate_table_for_people(capsys):
    """The turn in words first (whose turn, who scores what), then the five
    outcomes: who moves where, what the robber does, who takes what from whom."""
    code, out, _ = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013")
    assert code == 0
    assert out.startswith("The turn: Red's turn (Blue, Red in turn order).")
    assert "Red scores 3 for a road and 6 for a city." in out
    assert "5 legal outcomes under c1-hig-2013 (rulings as of " in out
    cells = [[c.strip() for c in line.split("│")[1:-1]] for line in out.splitlines() if line.startswith("│")]
    # Option 4 of the rules page: the meeple scores both, the robber stays.
    assert ["1", "Red's meeple 8 → 17", "Blue's robber stays on 20", "no theft"] in cells
    # Footnote 13: the courier scores the city first, the robber takes 3 of it.
    assert ["5", "Blue's meeple 33 → 36", "Blue's robber returns: 20 → supply", "Blue takes 3 points from Red's courier"] in cells
    assert ["", "Red's courier 20 → 29", "", ""] in cells


def test_judge_legal_and_illegal(tmp_path, capsys):
    legal = {"markers": {"blue": {"meeple": 36}, "red": {"meeple": 11, "courier": 26}},
             "robbers": {"blue": None, "red": None},
             "steals": [{"thief": "blue", "victim": "red", "marker": "courier", "points": 3}]}
    path = tmp_path / "o.json"
    path.write_text(json.dumps(legal))
    assert run(capsys, "judge", EXAMPLE, str(path), "--edition", "c1-hig-2013")[0] == 0
    # Blue keeps the robber after stealing: only thief-robber-returns forbids that.
    legal["robbers"]["blue"] = 20
    path.write_text(json.dumps(legal))
    code, out, _ = run(capsys, "judge", EXAMPLE, str(path), "--edition", "c1-hig-2013", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["legal"] is False
    assert doc["broken_clauses"] == ["thief-robber-returns"]
    assert doc["nearest"]


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["enumerate", "missing.json", "--edition", "c1-rgg"], "missing.json"),
        (["enumerate", EXAMPLE, "--edition", "c9-nope"], "unknown edition"),
        (["enumerate", EXAMPLE, "--edition", "c1-rgg", "--interpretation", "steal-base=player-turn"], "does not apply"),
        (["enumerate", EXAMPLE, "--edition", "c1-rgg", "--interpretation", "oops"], "KEY=VALUE"),
        (["enumerate", EXAMPLE, "--edition", "c1-rgg", "--as-of", "2013"], "YYYY-MM"),
        (["clauses", "--edition", "c1-rgg~no-such-clause"], "no such clause"),
    ],
)
def test_bad_usage_is_one_line_and_exit_2(argv, fragment, capsys):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert fragment in err and len(err.strip().splitlines()) == 1


BAD_SCENARIOS = {
    "not-json.json": ("{ nope", "$"),
    "unknown-player.json": ({"players": ["red", "blue"], "active": "red", "markers": {"red": {"meeple": 1}, "blue": {"meeple": 1}},
                              "turn": [{"step": "score", "events": [{"player": "pink", "points": 2}]}]}, "$.turn[0].events[0].player"),
    "robber-off-track.json": ({"players": ["red", "blue"], "active": "red", "markers": {"red": {"meeple": 1}, "blue": {"meeple": 1}},
                                "robbers": {"red": 50}, "turn": []}, "$.robbers.red"),
    "zero-points.json": ({"players": ["red", "blue"], "active": "red", "markers": {"red": {"meeple": 1}, "blue": {"meeple": 1}},
                           "turn": [{"step": "score", "events": [{"player": "red", "points": 0}]}]}, "$.turn[0].events[0].points"),
    "negative-marker.json": ({"players": ["red", "blue"], "active": "red", "markers": {"red": {"meeple": -1}, "blue": {"meeple": 1}},
                               "turn": []}, "$.markers.red.meeple"),
}


@pytest.mark.parametrize("name", list(BAD_SCENARIOS))
def test_bad_scenarios_name_file_and_path_without_traceback(name, tmp_path):
    content, json_path = BAD_SCENARIOS[name]
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    result = subprocess.run(
        [sys.executable, "-m", "checker", "enumerate", str(path), "--edition", "c1-hig-2013"],
        capture_output=True, text=True, cwd=ROOT,
    )
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
    assert name in result.stderr and json_path in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_console_script_runs_a_worked_example():
    result = subprocess.run(
        ["rulespec", "enumerate", EXAMPLE, "--edition", "c3.1-2025", "--json"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)["outcomes"]) == 4


def test_enumerate_json_validates_against_the_published_schema(capsys):
    import jsonschema

    from checker.loading import schema

    code, out, _ = run(capsys, "enumerate", EXAMPLE, "--edition", "c3.1-2025", "--json")
    result_schema = schema("enumerate-result")
    from checker.loading import published

    # An outcome refers to the shared derivation schema (issue 28), which a reader needs as well.
    registry_schemas = {s["$id"]: s for s in (schema("outcome"), result_schema, published.schema("derivation"))}
    from referencing import Registry, Resource

    registry = Registry().with_resources((k, Resource.from_contents(v)) for k, v in registry_schemas.items())
    jsonschema.Draft202012Validator(result_schema, registry=registry).validate(json.loads(out))


def test_an_internal_error_is_one_line_and_exit_3(monkeypatch, capsys):
    import checker.robbers.encoding as engine

    def broken(*args, **kwargs):
        raise ZeroDivisionError("deliberate")

    monkeypatch.setattr(engine, "enumerate_outcomes", broken)
    code, out, err = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-rgg")
    assert code == 3 and "internal error" in err and "Traceback" not in err


def test_version_names_rulespec_z3_and_python(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("rulespec ") and "Z3 " in out and f"Python {sys.version_info[0]}." in out


@pytest.mark.parametrize("edition, suggestion", [
    ("c1-hig-2103", "did you mean 'c1-hig-2013'?"),
    ("c3.1-2025+steal-base=marker-movment", "did you mean 'marker-movement'?"),
    ("c3.1-2025+steal-bse=marker-movement", "did you mean 'steal-base'?"),
    ("c3-2021~no-self-robery", "did you mean 'no-self-robbery'?"),
])
def test_a_typo_gets_the_nearest_spelling(edition, suggestion, capsys):
    code, out, err = run(capsys, "clauses", "--edition", edition)
    assert code == 2 and out == ""
    assert suggestion in err and err.count("\n") == 1


def test_a_name_near_nothing_gets_no_suggestion(capsys):
    code, _, err = run(capsys, "clauses", "--edition", "xyz")
    assert code == 2 and "did you mean" not in err and "known: c1-hig-2012" in err


def test_bare_rulespec_prints_the_help_as_a_usage_error(capsys):
    assert main([]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("usage: rulespec")
    assert "The Robbers" in err and "Count, King & Robber" in err and "enumerate" in err


def test_an_edition_in_capitals_gets_its_spelling(capsys):
    code, _, err = run(capsys, "clauses", "--edition", "C1-HIG-2013")
    assert code == 2 and "did you mean 'c1-hig-2013'?" in err and err.count("\n") == 1


def test_an_expansion_misspelt_gets_a_suggestion_not_not_supported_yet(capsys, tmp_path):
    path = tmp_path / "s.json"
    path.write_text('{"expansion": "robber"}')
    code, _, err = run(capsys, "enumerate", str(path), "--edition", "c1-hig-2013")
    assert code == 2
    assert '$.expansion: unknown expansion "robber"; did you mean "robbers"?' in err and "not supported yet" not in err
