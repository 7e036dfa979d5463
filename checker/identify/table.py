"""The table ``identify`` asks from: per rules module, the candidate rule
sets, the questions and each candidate's legal outcomes on each question.

A question is a topic witness of the contradiction catalogue
(``docs/catalogue/contradictions.json``, built by ``rulespec diff --all``):
a turn on which two rule sets differ in one topic's rule alone. Witnesses
found for several comparisons are asked once. Its options are every outcome
some candidate allows, in the module's own order of outcomes.

The candidates are every rule set a group could play: each edition of the
module, at each dated state (before any dated ruling, then as of each
ruling's month; an edition without rulings has one state), with each
combination of the readings of its open questions (defaults first). Each
candidate's legal outcomes come from the module's reference simulator, or
its Z3 encoding where the simulator cannot play the rules.

The table is computed once (a few seconds) and committed as
``checker/identify/questions.json``, so that the command answers at once and
the docs page reads the same data. Regenerate it after the catalogue
changes, with ``python3 -m checker.identify.table``; a test compares it byte
for byte.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from pathlib import Path

import spec
from checker import expansions
from checker.parts import outcome_set

#: The committed table.
TABLE = Path(__file__).with_name("questions.json")
#: The catalogue the questions come from, relative to the source tree.
CATALOGUE = "docs/catalogue/contradictions.json"
#: Time limit (seconds) of a Z3 enumeration, where the simulator cannot play a rule set.
Z3_TIMEOUT = 120.0


def dated_states(edition_id: str) -> list[str | None]:
    """The months at which the edition's dated rulings change its rules: the
    month it was published (before any later ruling), then each ruling's
    month after it; ``[None]`` (today's rules) when it has no rulings."""
    edition = spec.EDITIONS[edition_id]
    months = sorted({ruling.date[:7] for ruling in spec.edition_rulings(edition_id)})
    if not months:
        return [None]
    start = edition.date if len(edition.date) == 7 else f"{edition.date}-01"
    return [start] + [month for month in months if month > start]


def candidates(module: str) -> list[spec.Rules]:
    """Every rule set of ``module`` a group could play, in a fixed order:
    editions in registry order, then dated states, then readings (each
    question's default first, the questions open at that state in the
    edition's order)."""
    out = []
    for edition_id in spec.module_editions(module):
        for as_of in dated_states(edition_id):
            # Only the questions still open at that state: a settled one is
            # the ruling's, and naming it is refused (spec/_periods.py).
            keys = spec.open_interpretations(edition_id, as_of or spec.today())
            values = [[spec.INTERPRETATIONS[key].default]
                      + [v for v in spec.INTERPRETATIONS[key].options if v != spec.INTERPRETATIONS[key].default]
                      for key in keys]
            for combo in itertools.product(*values):
                out.append(spec.resolve(edition_id, as_of=as_of, interpretations=dict(zip(keys, combo))))
    return out


def candidate_document(rules) -> dict:
    return {"rule_set": rules.label(), "edition": rules.edition, "as_of": rules.as_of if rules.dated else None,
            "interpretations": dict(rules.interpretations)}


def witnesses(catalogue: dict, module: str) -> list[dict]:
    """The module's topic witnesses, each scenario once, in catalogue order:
    its scenario, its topics and the comparisons it was found for."""
    found: dict[str, dict] = {}
    for comparison in catalogue["comparisons"]:
        if comparison["module"] != module:
            continue
        for topic in comparison.get("topics") or []:
            witness = topic.get("witness")
            if topic["status"] != "different" or not witness:
                continue
            key = json.dumps(witness["scenario"], sort_keys=True)
            entry = found.setdefault(key, {"scenario": witness["scenario"], "topics": [], "from": []})
            if topic["topic"] not in entry["topics"]:
                entry["topics"].append(topic["topic"])
            entry["from"].append([comparison["a"], comparison["b"]])
    entries = list(found.values())
    for entry in entries:
        entry["id"] = question_id(entry["topics"][0], entry["scenario"])
    if len({e["id"] for e in entries}) < len(entries):  # pragma: no cover - two witnesses' digests alike
        raise ValueError(f"two {module} witnesses have the same question id; lengthen question_id's digest")
    return entries


def question_id(topic: str, scenario: dict) -> str:
    """A question's id: its first topic and a digest of its turn. It names
    the same question however the catalogue's other witnesses change, so a
    group's saved answers file stays good while the turn it answered is
    still asked (numbered in catalogue order, ``window-2`` became another
    question when a witness was added before it)."""
    text = json.dumps(scenario, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return f"{topic}-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:6]}"


def _played(scenario, rules):
    """``rules`` with the companion's default edition when the scenario puts
    another module in the turn (Count, King & Robber with robbers on the track)."""
    turn = expansions.companion_turn(scenario)
    if turn is None or rules.companion is not None:
        return rules
    return rules.with_companion(spec.parse_reference(turn.default_edition))


def legal_outcomes(expansion, scenario, rules) -> frozenset:
    """The outcomes ``rules`` allow: the reference simulator's, or Z3's
    where the simulator cannot play these rules."""
    rules = _played(scenario, rules)
    try:
        return outcome_set(expansion.part("reference"), scenario, rules)
    except NotImplementedError:
        return frozenset(expansion.enumerate(scenario, rules, max_outcomes=100_000, timeout=Z3_TIMEOUT, progress=None))


def question(expansion, entry: dict, rules_list: list) -> dict:
    """A witness as a question: its options (every outcome some candidate
    allows) and each candidate's legal options, as an index into ``sets``."""
    scenario = expansion.scenario_from_json(entry["scenario"], f"<witness {entry['id']}>")
    legal_by_clauses: dict[frozenset, frozenset] = {}
    legal = []
    for rules in rules_list:
        if rules.clause_ids not in legal_by_clauses:
            legal_by_clauses[rules.clause_ids] = legal_outcomes(expansion, scenario, rules)
        legal.append(legal_by_clauses[rules.clause_ids])
    options = sorted(set().union(*legal), key=lambda o: o.sort_key())
    number = {o: i for i, o in enumerate(options)}
    sets: list[list[int]] = []
    index: dict[tuple, int] = {}
    for outcomes in legal:
        key = tuple(sorted(number[o] for o in outcomes))
        if key not in index:
            index[key] = len(sets)
            sets.append(list(key))
    return {"id": entry["id"], "topics": entry["topics"], "from": entry["from"], "scenario": entry["scenario"],
            "options": [o.to_json(scenario.players) for o in options], "sets": sets,
            "legal": [index[tuple(sorted(number[o] for o in outcomes))] for outcomes in legal]}


def build(catalogue: dict) -> dict:
    """The table document for every registered module with witnesses."""
    modules = []
    for name, expansion in expansions.EXPANSIONS.items():
        entries = witnesses(catalogue, name)
        if not entries:
            continue
        rules_list = candidates(name)
        modules.append({"module": name, "title": expansion.title,
                        "candidates": [candidate_document(r) for r in rules_list],
                        "questions": [question(expansion, e, rules_list) for e in entries]})
    return {"about": "rulespec identify's questions and each candidate rule set's legal options; regenerate with "
                     "'python3 -m checker.identify.table' after the catalogue changes",
            "catalogue": CATALOGUE, "modules": modules}


def to_text(table: dict) -> str:
    return json.dumps(table, indent=1, ensure_ascii=False) + "\n"


def load(path: Path = TABLE) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def main() -> int:
    """Rebuild the committed table from the catalogue in the source tree."""
    from checker import atomic

    catalogue = json.loads((expansions.SOURCE_ROOT / CATALOGUE).read_text(encoding="utf-8"))
    text = to_text(build(catalogue))
    atomic.write_text(str(TABLE), text)
    print(f"wrote {TABLE.relative_to(expansions.SOURCE_ROOT)} ({len(text):,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
