"""JCloisterZone through rulespec's driver (peers/jcloisterzone), so that the
adapter cannot rot: built from its sources, it plays a sample of vectors, the
worked examples whose outcome sets were written by hand, and the probe; every
failure must be one of the recorded findings. Runs whenever Java, the
engine's Debian libraries and its sources are on the machine (CI installs
them from .ci/run); otherwise skipped, saying which is missing."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import spec
from checker.cli import main
from checker.conformance.harness import engine_input
from checker.conformance.persistent import EnginePool
from tests import needs

ROOT = Path(__file__).resolve().parents[2]
PEER = ROOT / "peers" / "jcloisterzone"
SOURCE = Path(os.environ.get("RULESPEC_JCZ_SOURCE", ROOT.parent / "shared" / "peers" / "jcloisterzone"))
JARS = ["vavr-0.x", "gson", "slf4j-api", "slf4j-nop", "spullara-cli-parser", "java-semver"]
EXPECTED = ROOT / "tests" / "count_king_robber" / "expected"
sys.path.insert(0, str(PEER))
import results  # noqa: E402


def missing() -> str | None:
    """Why the engine cannot be built here, or None."""
    for tool in ("java", "javac"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt-get install default-jdk-headless)"
    for jar in JARS:
        if not Path("/usr/share/java", f"{jar}.jar").is_file():
            return f"/usr/share/java/{jar}.jar is missing (the Debian packages of .ci/run)"
    if not (SOURCE / "src" / "main" / "java" / "com" / "jcloisterzone").is_dir():
        return f"no JCloisterZone sources in {SOURCE} (set RULESPEC_JCZ_SOURCE)"
    return None


pytestmark = needs.skip_unless("JCloisterZone built from its sources", missing())


@pytest.fixture(scope="module")
def jcz_engine(tmp_path_factory) -> str:
    out = tmp_path_factory.mktemp("jcz-build")
    done = subprocess.run([str(PEER / "build.sh"), "--source", str(SOURCE), "--out", str(out)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return f"RULESPEC_JCZ_BUILD={out} {PEER / 'engine'}"


@pytest.fixture(scope="module")
def pool(jcz_engine):
    with EnginePool(jcz_engine) as p:
        yield p


def ask(pool, request: dict) -> dict:
    status, out, err = pool.ask(json.dumps(request, sort_keys=True), 120)
    assert status == 0, err
    return json.loads(out)


def canonical(scenario: dict, outcomes: list) -> list:
    """The distinct outcomes as rulespec reads them (fields it does not read, such as notes, left out)."""
    return results.canonical({"id": "test", "scenario": scenario}, outcomes)


def test_the_sample_passes_or_fails_only_by_a_recorded_finding(small_suite, jcz_engine, pool, capsys):
    out, vectors, _ = small_suite
    code = main(["conform", str(out), "--persistent", "--impl", jcz_engine, "--edition", "ckr-hig-2017", "--json"])
    doc = json.loads(capsys.readouterr().out)
    statuses = {r["id"]: r["status"] for r in doc["results"]}
    assert "error" not in statuses.values(), [r for r in doc["results"] if r["status"] == "error"][:2]
    passed = [i for i, s in statuses.items() if s == "pass"]
    assert len(passed) >= len(statuses) // 2, "most of the HiG sample must be played and pass"
    assert all("Z-Man" not in reason for reason in doc["summary"]["skipped_reasons"]), "a HiG vector is not Z-Man's"
    failing = [i for i, s in statuses.items() if s == "fail"]
    assert code == (1 if failing else 0)
    for vid in failing:
        vector = vectors[vid]
        theirs = ask(pool, engine_input(vector))["outcomes"]
        assert results.explain(vector, vector["outcomes"], theirs), f"{vid}: no recorded finding explains the difference"


#: Worked examples the adapter answers with "skipped" (its reason): ckr-field-connection
#: ("2 cities completed and nobody holds the King": the driver gives the tile with the first
#: one; its source, a field connection, is played, see the test of its own below) and the
#: reading own-redeploy=redeploy-bars ("no JCloisterZone setting").
ADAPTER_SKIPS = {"ckr-field-connection", "ckr-footnote-8-profit-bars"}


def hand_written():
    for path in sorted(EXPECTED.glob("ckr-*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if "with-robbers" in doc or "message" in path.stem or path.stem in ADAPTER_SKIPS:
            continue
        for edition in doc["editions"]:
            if edition != "ckr-zmg-2017":
                yield pytest.param(path, edition, id=f"{path.stem}[{edition}]")


# Where a finding says JCloisterZone differs: its outcomes are the hand-written set without the
# abbot's entries (abbot-never-enters), or the 1st edition's final redeployment is optional and
# the set is the one written by hand for the reading final-redeploy=may (final-redeploy-optional).
DIFFERS = {"ckr-trade-goods-qa": "abbot-never-enters", "ckr-example-turn": "abbot-never-enters", "ckr-footnote-12-c1": "ckr-footnote-12-c1-may",
           "ckr-market-at-end-c1": "ckr-market-at-end-new"}


@pytest.mark.parametrize("path, edition", list(hand_written()))
def test_a_worked_example_gives_the_hand_written_outcomes(pool, path, edition):
    doc = json.loads(path.read_text(encoding="utf-8"))
    scenario = json.loads((ROOT / "examples" / doc["scenario"]).read_text(encoding="utf-8"))
    plain, _, chosen, _ = spec.split_reference(edition)  # an entry may carry a reading: ckr-c1-2008+final-redeploy=may
    readings = {**(doc.get("interpretations") or {}), **chosen}
    answer = ask(pool, {"edition": plain, "interpretations": readings, "scenario": scenario})
    expected = doc["outcomes"]
    differs = DIFFERS.get(path.stem)
    if differs == "abbot-never-enters":
        expected = [o for o in expected if (o.get("placed") or {}).get("figure") != "abbot"]
        assert len(expected) < len(doc["outcomes"])
    elif differs:
        expected = json.loads((EXPECTED / f"{differs}.json").read_text(encoding="utf-8"))["outcomes"]
    assert canonical(scenario, answer["outcomes"]) == canonical(scenario, expected)


def test_the_probe_gives_the_outcomes_written_by_hand(pool):
    probe = json.loads((PEER / "probes" / "market-at-the-end.json").read_text(encoding="utf-8"))
    answer = ask(pool, {k: probe[k] for k in ("edition", "interpretations", "scenario")})
    assert canonical(probe["scenario"], answer["outcomes"]) == canonical(probe["scenario"], probe["expected_by_source"])


def scenario_of(turn: list, **extra) -> dict:
    return {"expansion": "count-king-robber", "players": ["red", "blue"], "active": "red", "turn": turn, **extra}


ROAD = {"kind": "road", "tiles": 2, "points": 2, "meeples": {"blue": {"meeple": 1}}}
FIELD = {"kind": "field", "cities": 2, "per-city": 3, "meeples": {"blue": {"meeple": 1}}}


@pytest.mark.parametrize(
    "request_, reason",
    [
        ({"edition": "ckr-zmg-2017", "interpretations": {}, "scenario": scenario_of([])}, "Z-Man"),
        ({"edition": "c3.1-2025", "interpretations": {}, "scenario": {"players": ["red"], "active": "red", "turn": []}},
         "The Robbers"),
        ({"edition": "ckr-hig-2017", "interpretations": {}, "with_robbers": {"edition": "c3.1-2025"},
          "scenario": scenario_of([{"step": "score", "features": [ROAD]}])}, "The Robbers"),
        ({"edition": "ckr-hig-2017", "interpretations": {},
          "scenario": scenario_of([{"step": "score", "features": [{**ROAD, "points": 5}]}])}, "1 a tile"),
        ({"edition": "ckr-hig-2017", "interpretations": {},
          "scenario": scenario_of([{"step": "score", "features": [ROAD]}], completed={"cities": 2, "roads": 0})},
         "nobody holds the King"),
        ({"edition": "ckr-hig-2017", "interpretations": {},
          "scenario": scenario_of([{"step": "score", "source": "barn", "features": [FIELD]}])}, "a barn placement"),
        ({"edition": "ckr-hig-2017", "interpretations": {},
          "scenario": scenario_of([{"step": "score", "source": "field-connection", "features": [ROAD]}])}, "without a field"),
    ],
)
def test_what_the_driver_cannot_build_is_skipped_with_its_reason(pool, request_, reason):
    answer = ask(pool, request_)
    assert set(answer) == {"skipped"} and reason in answer["skipped"]


def test_a_road_of_two_tiles_scores_and_gives_the_robber_baron(pool):
    """Worked out by hand: Blue's meeple on a completed road of 2 tiles scores 2; Red, who placed the tile,
    takes the Robber Baron (the first road completed); without the City of Carcassonne nobody enters."""
    answer = ask(pool, {"edition": "ckr-hig-2017", "interpretations": {},
                        "scenario": scenario_of([{"step": "score", "features": [ROAD]}])})
    assert answer["outcomes"] == [{"scores": {"red": 0, "blue": 2}, "returned": {"blue": {"meeple": 1}}, "placed": None,
                                   "king": {"holder": None, "size": 0}, "robber-baron": {"holder": "red", "size": 2}}]


def test_a_bad_line_is_an_error_and_the_engine_goes_on(pool):
    status, out, _ = pool.ask("{not json", 60)
    assert status == 0 and set(json.loads(out)) == {"error"}
    assert "skipped" in ask(pool, {"edition": "ckr-zmg-2017", "interpretations": {}, "scenario": scenario_of([])})


def test_a_field_connection_scores_the_joined_field_and_opens_the_city(pool):
    """Source field-connection (issue 29): Red's tile joins Blue's farmer's field
    to a field with a barn, beside 2 completed cities: Blue scores 1 a city
    (12 -> 14) and the farmer goes home. 003: "If your barn placement or field
    connection triggers a field scoring in which you score no points but
    another player else does, you may place a meeple in the city of
    Carcassonne": Red stays out, or places its meeple in any of the four
    districts and moves the Count to any of them (HiG: freely), 1 + 4 x 4 = 17."""
    districts = ("castle", "market", "blacksmith", "cathedral")
    scenario = scenario_of(
        [{"step": "score", "source": "field-connection", "features": [
            {"id": "meadow", "kind": "field", "cities": 2, "per-city": 1, "carcassonne": False, "meeples": {"blue": {"meeple": 1}}}]}],
        scores={"red": 10, "blue": 12}, supply={"red": {"meeple": 1}, "blue": {}},
        city={"count": "castle", "districts": {d: {} for d in districts}},
        king={"holder": "blue", "size": 3}, **{"robber-baron": {"holder": None, "size": 0}}, completed={"cities": 3, "roads": 0})

    def outcome(placed_in=None, count="castle"):
        return {"scores": {"red": 10, "blue": 14}, "returned": {"blue": {"meeple": 1}},
                "city": {"count": count, "districts": {d: ({"red": {"meeple": 1}} if d == placed_in else {}) for d in districts}},
                "placed": None if placed_in is None else {"player": "red", "figure": "meeple", "district": placed_in},
                "king": {"holder": "blue", "size": 3}, "robber-baron": {"holder": None, "size": 0}}

    expected = [outcome()] + [outcome(d, c) for d in districts for c in districts]
    answer = ask(pool, {"edition": "ckr-hig-2017", "interpretations": {}, "scenario": scenario})
    assert canonical(scenario, answer["outcomes"]) == canonical(scenario, expected)


def test_the_own_redeploy_reading_by_points_is_played_and_the_other_skipped(pool):
    """Footnote 8 read as the points test (own-redeploy=points, the default
    every Count, King & Robber vector now lists) is how JCloisterZone opens
    the city (on points received); the literal reading has no setting. Blue's
    road of 2 tiles scores 2 (0 -> 2), the Robber Baron goes to Red, who
    completed the first road (003: "As soon as you complete the first road")."""
    scenario = scenario_of([{"step": "score", "features": [ROAD]}])
    answer = ask(pool, {"edition": "ckr-hig-2017", "interpretations": {"own-redeploy": "points"}, "scenario": scenario})
    assert answer["outcomes"] == [{"scores": {"red": 0, "blue": 2}, "returned": {"blue": {"meeple": 1}}, "placed": None,
                                   "king": {"holder": None, "size": 0}, "robber-baron": {"holder": "red", "size": 2}}]
    bars = ask(pool, {"edition": "ckr-hig-2017", "interpretations": {"own-redeploy": "redeploy-bars"}, "scenario": scenario})
    assert set(bars) == {"skipped"} and "own-redeploy=redeploy-bars" in bars["skipped"]
