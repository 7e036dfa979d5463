"""Readings have a period (issue 45, item 1): a reading answers an open
question only until the dated ruling that settles it; from that month on,
naming the reading is refused (exit 2, one line naming the ruling), and the
ruling's clause answers the topic. Checked exhaustively: every edition,
every reading, every value, every month from the edition's publication to
today."""

from __future__ import annotations

import json

import pytest

import spec
from checker.cli import main


def months(since: str, until: str):
    year, mon = int(since[:4]), int(since[5:7])
    while f"{year}-{mon:02d}" <= until:
        yield f"{year}-{mon:02d}"
        year, mon = (year + 1, 1) if mon == 12 else (year, mon + 1)


READINGS = [(e, k) for e in spec.EDITIONS for k in spec.edition_interpretations(e)]


@pytest.mark.parametrize("edition, key", READINGS, ids=[f"{e}+{k}" for e, k in READINGS])
def test_a_reading_is_named_only_while_its_question_is_open(edition, key):
    interp = spec.INTERPRETATIONS[key]
    period = spec.reading_period(edition, key)
    for month in months(period.since, spec.resolve(edition).as_of):
        plain = spec.resolve(edition, as_of=month)
        for value, clause_id in interp.options.items():
            if period.open_at(month):
                rules = spec.resolve(edition, as_of=month, interpretations={key: value})
                answer = {c.id for c in rules.clauses if c.topic == interp.topic}
                assert answer == ({clause_id} if clause_id else set()), (edition, month, value)
                assert rules.interpretations[key] == value
            else:
                with pytest.raises(spec.SpecError) as refused:
                    spec.resolve(edition, as_of=month, interpretations={key: value})
                words = str(refused.value)
                assert f"settled from {period.until}" in words and period.ruling.clause in words, words
                assert "\n" not in words
                # Settled: the ruling answers the topic, the reading is not among the rules' readings,
                # so no reading can change what ID@month allows.
                assert plain.has(period.ruling.clause) and key not in plain.interpretations


def test_c1_scorings_is_settled_by_footnotes_4_and_7_of_may_2013():
    """000 footnote 4 (5/2013): "The Robber can receive points from The Wheel
    of Fortune or fairy scoring."; footnote 7 (5/2013): "only from the first
    allowable event – single feature points, fairy point, catapult points,
    Wheel of Fortune points, etc."."""
    for edition in ("c1-hig-2012", "c1-rgg", "c1-hig-2013"):
        period = spec.reading_period(edition, "c1-scorings")
        assert (period.last_open_month, period.until) == ("2013-04", "2013-05")
        assert period.ruling.clause == "count-all-scorings"
        assert [(c.document.number, c.footnote, c.when) for c in period.citations] == [
            ("000", "4", "2013-05"), ("000", "7", "2013-05")]
    for edition, key in READINGS:
        if key not in ("c1-scorings", "theft-timing"):
            assert spec.reading_period(edition, key).until is None, (edition, key)


def test_theft_timing_is_settled_by_footnotes_7_and_9():
    """Issue 45, item 2: the timing of a theft before the per-round ruling.
    000 footnote 7 (5/2013): "The Robber must take points only from the first
    allowable event"; footnote 9 (10/2014): "the robber can only consider
    those scoring events that would be happening simultaneously". Open for
    the 1st-edition page's texts and Devir's (their at-once sentences), not
    for Z-Man's (per scoring round in its own text) nor for C2-C3.1 (001: the
    player "scores all their points for this turn", then the robber steals)."""
    for edition in ("c1-hig-2012", "c1-rgg", "c1-devir-2012", "c1-hig-2013"):
        period = spec.reading_period(edition, "theft-timing")
        assert (period.last_open_month, period.until) == ("2013-04", "2013-05")
        assert period.ruling.clause == "resolve-per-round"
        assert [(c.document.number, c.footnote, c.when) for c in period.citations] == [
            ("000", "7", "2013-05"), ("000", "9", "2014-10")]
        assert spec.resolve(edition, as_of="2013-04").has("resolve-at-once")
    for edition in ("c1-zmg-bb4", "c2-2017", "c3-2021", "c3.1-2025"):
        assert "theft-timing" not in spec.edition_interpretations(edition)
        assert not spec.resolve(edition, as_of=None if edition[1] != "1" else "2013-04").has("resolve-at-once")


def test_the_month_before_the_ruling_plays_either_timing(capsys):
    """Turn (a) of issue 45 (tests/worked_examples theft-timing-fairy-then-city-*):
    at once, Blue's stolen point moves its meeple 30 -> 31 before the city,
    which then leaves Yellow's robber's space (Yellow takes 2); at the end of
    the turn the city leaves 30, and Yellow's robber stays on 31."""
    yellow = {}
    for value in ("at-once", "end-of-turn"):
        code = main(["enumerate", "examples/theft-timing-fairy-then-city.json", "--edition",
                     f"c1-hig-2012@2013-04+theft-timing={value}", "--json"])
        doc = json.loads(capsys.readouterr().out)
        assert code == 0
        yellow[value] = [(o["scores"]["yellow"], o["robbers"]["yellow"]) for o in doc["outcomes"]]
    assert yellow == {"at-once": [(12, None)], "end-of-turn": [(10, 31)]}


SCORINGS_RULING = ("examples/lone-fairy-point.json", "footnotes 4 and 7 of The Robbers (1st edition) (2013-05)")
#: theft-timing (issue 45, item 2): footnote 7 (5/2013), restated by footnote 9 (10/2014).
TIMING_RULING = ("examples/theft-timing-fairy-then-city.json",
                 "footnotes 7 and 9 of The Robbers (1st edition) (2013-05, 2014-10)")


@pytest.mark.parametrize("reference, ruling", [
    ("c1-hig-2013+c1-scorings=features-only", SCORINGS_RULING),
    ("c1-rgg@2013-05+c1-scorings=features-only", SCORINGS_RULING),
    ("c1-hig-2012@2013-05+c1-scorings=features-only", SCORINGS_RULING),
    ("c1-hig-2013+c1-scorings=every-forward-move", SCORINGS_RULING),
    ("c1-hig-2012@2013-05+theft-timing=end-of-turn", TIMING_RULING),
    ("c1-devir-2012@2013-05+theft-timing=at-once", TIMING_RULING),
    ("c1-hig-2013+theft-timing=end-of-turn", TIMING_RULING),
])
def test_naming_a_settled_reading_is_refused_with_the_ruling(reference, ruling, capsys):
    scenario, footnotes = ruling
    code = main(["enumerate", scenario, "--edition", reference])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert footnotes in err and "settled from 2013-05" in err


def test_the_month_before_the_ruling_still_plays_the_reading(capsys):
    """The lone fairy point under features-only before 5/2013: not counted,
    Blue's robber stays on 20 (tests/worked_examples lone-fairy-point-2012-text)."""
    code = main(["enumerate", "examples/lone-fairy-point.json", "--edition",
                 "c1-hig-2013@2013-04+c1-scorings=features-only", "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [o["robbers"] for o in doc["outcomes"]] == [{"red": None, "blue": 20}]


def test_editions_json_carries_each_readings_period(capsys):
    assert main(["editions", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    for interp in doc["interpretations"]:
        assert [p["edition"] for p in interp["periods"]] == interp["editions"]
    scorings = next(i for i in doc["interpretations"] if i["key"] == "c1-scorings")
    first = scorings["periods"][0]
    assert (first["open_until"], first["settled_from"], first["ruling"]["clause"]) == ("2013-04", "2013-05", "count-all-scorings")
    assert [c["footnote"] for c in first["ruling"]["citations"]] == ["4", "7"]


def test_every_catalogue_comparison_names_readings_only_while_open():
    """The catalogue's "reading against alternatives" entries respect the
    periods: each side parses, and a settled question is compared in its last open month."""
    from checker.diffs.catalogue import INTERPRETATION, comparisons

    made = [c for c in comparisons() if c.kind == INTERPRETATION]
    for c in made:
        spec.parse_reference(c.a), spec.parse_reference(c.b)
    scorings = {(c.a, c.b) for c in made if c.topic == "c1-scorings"}
    assert scorings == {(f"{e}@2013-04", f"{e}@2013-04+c1-scorings=features-only")
                        for e in ("c1-hig-2012", "c1-rgg", "c1-hig-2013")}
