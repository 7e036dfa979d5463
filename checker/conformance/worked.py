"""The sources' worked examples as vectors: the only hand-written scenarios in
the suite.

``examples/*.json`` hold the scenarios; each rules module keeps the outcome
sets worked out by hand in its own directory (``Expansion.examples``:
``tests/worked_examples/expected`` for The Robbers, see
:mod:`checker.conformance.modules`), with the editions each
applies to and, where a file is for a non-default reading, that reading. The
vector goes to the configuration with exactly those rules (default reading,
or ``+count-variant=clockwise`` ...). An example of a combined turn (its file
names the other module's editions under the turn's option, ``with-robbers``
for The Robbers) is played with the first of them as companion, which the
vector names in the turn's key, ``with_robbers`` (:mod:`checker.conformance.combined`). The
vectors' outcomes are still
computed (Z3, cross-checked with the simulator); an example whose computed
set differs from the hand-written one is reported as a finding and left out,
since the suite must not publish a contested answer. The examples live in the
source tree, not in the installed package: without them (a wheel install)
the suite is generated without these vectors and says so.
"""

from __future__ import annotations

import json
from pathlib import Path

import spec
from checker.conformance.combined import companion_json, described, examples_companion
from checker.conformance.modules import kit_for, kits
from checker.conformance.search import Found, Search

ROOT = Path(__file__).resolve().parent.parent.parent


def example_files(root: Path = ROOT, modules=None) -> list[Path]:
    """The expected-outcome files of ``modules`` (default all), module by
    module, sorted by name ([] when the tree is absent)."""
    out: list[Path] = []
    for name, kit in kits().items():
        if kit.examples is None:
            continue
        expected = root / kit.examples.relative_to(ROOT) if kit.examples.is_relative_to(ROOT) else kit.examples
        if (modules is None or name in modules) and expected.is_dir():
            out += sorted(expected.glob("*.json"))
    return out


def example_vectors(path: str, editions: list[str], seed: int) -> tuple[dict, list]:
    """For one expected file: {rules label: Found} for its editions among
    ``editions``, and the findings."""
    from checker.loading import load_scenario

    path_ = Path(path)
    doc = json.loads(path_.read_text(encoding="utf-8"))
    kit = kit_for(spec.resolve(doc["editions"][0]))
    companion = examples_companion(doc, kit.module)
    scenario = load_scenario(str(_scenarios(kit, path_) / doc["scenario"]))
    out: dict = {}
    findings: list = []
    by_clauses: dict = {}
    for edition in doc["editions"]:
        if edition not in editions:
            continue
        rules = spec.resolve(edition, interpretations=doc.get("interpretations") or None)
        label = rules.label()  # the configuration's, without the companion
        if companion is not None:
            rules = rules.with_companion(companion)
        key = tuple(sorted(rules.clause_ids))
        if key not in by_clauses:
            expected = {kit_for(rules).outcome_from_json(o, scenario, file=path_.name) for o in doc["outcomes"]}
            search = Search(rules, seed)
            outcomes = search.outcomes(scenario)
            findings += search.findings
            if outcomes is not None and set(outcomes) != expected:
                findings.append(
                    {
                        "what": f"worked example {path_.stem}: the computed outcomes differ from the hand-written ones",
                        "rules": rules.label(),
                        "computed": len(outcomes),
                        "hand_written": len(expected),
                    }
                )
                outcomes = None
            by_clauses[key] = None
            if outcomes is not None:
                by_clauses[key] = Found(
                    scenario=scenario,
                    outcomes=outcomes,
                    clauses=search.sensitivity(scenario),
                    kind="worked-example",
                    tag=f"example-{path_.stem}",
                    description=f"worked example {path_.stem} ({doc['source']}); {len(outcomes)} legal outcome(s)"
                    + ("" if companion is None else described(rules, companion, default=False)),
                    companion=None if companion is None else companion_json(rules, companion),
                )
        if by_clauses[key] is not None:
            out[label] = by_clauses[key]
    return out, findings


def _scenarios(kit, expected_file: Path) -> Path:
    """The folder of the module's example scenarios, in the tree the expected
    file is in (``ROOT/examples`` for ``ROOT/tests/MODULE/expected/NAME.json``)."""
    if kit.examples is not None and kit.examples.is_relative_to(ROOT):
        root = expected_file.parents[len(kit.examples.relative_to(ROOT).parts)]
        return root / kit.example_scenarios.relative_to(ROOT)
    return kit.example_scenarios
