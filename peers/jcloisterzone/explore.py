#!/usr/bin/env python3
"""Plays random Count, King & Robber scenarios through JCloisterZone and
rulespec's reference simulator and sorts every difference into the findings,
beyond the suite's vectors:

    python3 peers/jcloisterzone/explore.py [--count N] [--seed S]

The scenarios are the suite generator's candidates (checker/conformance/
ckr_candidates.py), made buildable where the generator draws freely what a
board fixes: a tile holder whenever cities or roads were completed, a road
worth its length. They rotate through the configurations JCloisterZone has
settings for. It prints how many passed, were skipped (by reason), were
explained by which findings, and lists the unexplained ones (scenario and
both outcome counts); exit 1 if any. Needs the engine built (build.sh).
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

import results  # noqa: E402
import spec  # noqa: E402
from checker.conformance.ckr_candidates import document  # noqa: E402
from checker.conformance.persistent import EnginePool  # noqa: E402
from checker.errors import InputError  # noqa: E402
from checker.expansions import expansion_for  # noqa: E402
from checker.loading import scenario_from_json  # noqa: E402

CONFIGURATIONS = (
    ("ckr-hig-2017", {}), ("ckr-c1-2008", {}), ("ckr-c1-2008", {"final-redeploy": "may"}),
    ("ckr-hig-2017", {"count-variant": "clockwise"}), ("ckr-hig-2017", {"count-variant": "follows-figure"}),
    ("ckr-c1-2008", {"count-variant": "follows-figure"}),
)
MAX_OUTCOMES = 3000


def candidate(rng: random.Random) -> dict:
    doc = document(rng, rng.choice((2, 2, 3)), rng.choice((1, 1, 2)), rng.choice((1, 2, 3)))
    for key, kind in (("king", "cities"), ("robber-baron", "roads")):
        if doc["completed"][kind] > 0 and doc[key]["holder"] is None:
            doc[key] = {"holder": rng.choice(doc["players"]), "size": rng.randint(1, 4)}
    for step in doc["turn"]:
        for f in step["features"]:
            if f["kind"] == "road":
                f["points"] = f["tiles"]
    return doc


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=1500, help="candidates drawn (default 1500)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    tally: collections.Counter = collections.Counter()
    unexplained = []
    with EnginePool(str(HERE / "engine")) as pool:
        for i in range(args.count):
            doc = candidate(rng)
            edition, readings = CONFIGURATIONS[i % len(CONFIGURATIONS)]
            try:
                scenario = scenario_from_json(doc, file=f"candidate {i}")
            except InputError:
                tally["not a valid scenario"] += 1
                continue
            rules = spec.resolve(edition, interpretations=readings or None)
            ours = [o.to_json(scenario.players) for o in expansion_for(scenario, rules, "x").simulate(scenario, rules)]
            if len(ours) > MAX_OUTCOMES:
                tally["too many outcomes to compare"] += 1
                continue
            vector = {"id": f"candidate-{i}", "edition": edition, "rules": edition, "interpretations": readings,
                      "scenario": doc, "outcomes": ours}
            status, out, err = pool.ask(json.dumps({"edition": edition, "interpretations": readings, "scenario": doc}), 120)
            answer = json.loads(out) if status == 0 else {"error": f"engine status {status}: {err[-200:]}"}
            if "skipped" in answer:
                tally[f"skipped: {answer['skipped']}"] += 1
            elif "error" in answer:
                tally["error"] += 1
                unexplained.append({"candidate": i, "error": answer["error"], "scenario": doc})
            elif results.canonical(vector, ours) == results.canonical(vector, answer["outcomes"]):
                tally["passed"] += 1
            else:
                why = results.explain(vector, ours, answer["outcomes"])
                tally["explained by " + " + ".join(why) if why else "unexplained"] += 1
                if not why:
                    unexplained.append({"candidate": i, "rules": edition, "readings": readings, "scenario": doc,
                                        "rulespec": len(ours), "jcloisterzone": len(answer["outcomes"])})
    for what, n in sorted(tally.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{n:6} {what}")
    for u in unexplained:
        print(json.dumps(u, sort_keys=True))
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
