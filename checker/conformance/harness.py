"""Running another engine over the suite, and judging what it prints.

The engine is any shell command: it reads one JSON document on stdin,
``{"edition", "interpretations", "scenario"}`` (plus ``"as_of"`` and
``"with_robbers"``, The Robbers' rules in a combined turn, when the vector has
them), and prints either one outcome or ``{"outcomes": [...]}``.
One outcome passes when it is one of the vector's legal outcomes; a list
passes when it is exactly the legal set (for The Robbers markers, robbers and
the multiset of steals, as formats.md compares outcomes; for Count, King &
Robber every field of docs/ckr-turn-model.md's outcome). An engine may
also answer ``{"skipped": reason}`` for a vector it cannot play (counted and
reported, neither a pass nor a failure) or ``{"error": reason}``. The scenario's
``expansion`` says which module's outcomes to expect. A failure carries the vector's
clauses (the rules it exercises) and the nearest legal outcome, by the same
distance ``rulespec judge`` uses, so that the engine's author knows where to
look.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
from dataclasses import asdict, dataclass, field

from checker.conformance import answers
from checker.conformance.combined import companion_keys
from checker.conformance.engine_process import Reply, run_once
from checker.errors import InputError

SCRIPT = re.compile(r"\.(py|js|mjs|cjs|ts|rb|pl|php|lua|sh|jar|exs?|clj|R)$")
ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")


@dataclass
class Result:
    id: str
    edition: str
    status: str  # pass | fail | error | skip
    reason: str = ""
    clauses: list = field(default_factory=list)
    mode: str | None = None  # outcome | outcomes
    nearest: dict | None = None
    distance: int | None = None
    missing: int = 0
    extra: int = 0
    declared: bool = False  # a skip by the engine's declaration, not run
    # The kinds of difference from the nearest legal outcome ("theft amount",
    # "the Count"), by which the diagnosis groups failures.
    kinds: list = field(default_factory=list)
    # The engine's answer as it printed it (the first 1,000 characters when
    # it is not JSON) and the vector's legal outcomes, for a vector that did not pass.
    answer: object = None
    expected: list | None = None
    # For the report in words, not in the JSON: the scenario, the engine's
    # outcome(s), the legal outcomes and the nearest, as the module's values.
    detail: dict | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict:
        doc = asdict(self)
        del doc["detail"]
        return doc


def engine_problem(command: str) -> str | None:
    """Why ``command`` cannot be an engine (program or script not found), or None."""
    try:
        words = shlex.split(command)
    except ValueError as error:
        return f"cannot parse the command: {error}"
    while words and ASSIGNMENT.match(words[0]):
        words = words[1:]
    if not words:
        return "empty command"
    program = words[0]
    if "/" in program:
        if not (os.path.isfile(program) and os.access(program, os.X_OK)):
            return f"engine not found: {program} (no such executable file)"
    elif shutil.which(program) is None:
        return f"engine not found: {program} (not on PATH)"
    for word in words[1:]:
        if SCRIPT.search(word) and not word.startswith("-") and not os.path.exists(word):
            return f"engine not found: {word} (no such file)"
    return None


def engine_input(vector: dict) -> dict:
    doc = {"edition": vector["edition"], "interpretations": vector["interpretations"], "scenario": vector["scenario"]}
    if vector.get("as_of"):
        doc["as_of"] = vector["as_of"]
    for key in companion_keys():  # a combined turn's other rules (with_robbers)
        if vector.get(key):
            doc[key] = vector[key]
    return doc


def run_engine(command: str, payload: str, timeout: float | None) -> Reply:
    """The engine run once on ``payload`` (:func:`engine_process.run_once`)."""
    return run_once(command, payload, timeout)


def _last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:200] if lines else ""


def nearest(claimed, legal: list, distance):
    """The legal outcome closest to ``claimed`` (ties: canonical order) and its distance."""
    close = min(legal, key=lambda o: (distance(claimed, o), o.sort_key()))
    return close, distance(claimed, close)


def declared(doc) -> tuple[str, str] | None:
    """The engine's own verdict on a vector, when it gives one instead of
    outcomes: ``{"skipped": reason}`` (it cannot play the vector) or
    ``{"error": reason}``."""
    if isinstance(doc, dict) and len(doc) == 1:
        if isinstance(doc.get("skipped"), str):
            return "skip", doc["skipped"]
        if isinstance(doc.get("error"), str):
            return "error", f"engine error: {doc['error']}"[:300]
    return None


def _raw(text: str) -> str:
    """An unreadable answer as the JSON results carry it: its first 1,000 characters."""
    return text if len(text) <= 1000 else text[:1000] + f"... ({len(text):,} characters)"


def _failed_run(result: Result, reply: Reply) -> Result:
    """The engine gave no answer to read: a limit, a crash, an exit without answering."""
    tail = f": {_last_line(reply.err)}" if reply.err.strip() else ""
    if reply.problem:
        result.reason = reply.problem if reply.problem.startswith("timed out") else f"engine {reply.problem}"
        result.reason += tail if not reply.problem.startswith("timed out") else ""
    elif reply.status != 0:
        result.reason = f"engine exited with status {reply.status}{tail}"
    return result


def judge(vector: dict, reply: Reply) -> Result:
    """The verdict on what the engine printed for ``vector``. Outcomes are
    read and compared as the scenario's rules module reads them (The Robbers:
    markers, robbers, steals; Count, King & Robber: scores, city, returned
    figures, placement, tiles), and the nearest legal outcome is by that
    module's distance (``rulespec judge``'s)."""
    from checker.expansions import EXPANSIONS
    from checker.loading import scenario_from_json

    result = Result(vector["id"], vector["edition"], "error", clauses=list(vector["clauses"]))
    result.expected = vector["outcomes"]
    if reply.problem or reply.status != 0:
        return _failed_run(result, reply)
    if not reply.out.strip():
        tail = f": {_last_line(reply.err)}" if reply.err.strip() else ""
        result.reason = f"engine exited with status 0 without printing an answer{tail}"
        return result
    try:
        doc = answers.parse(reply.out, reply.request_id)
    except answers.BadAnswer as error:
        result.reason, result.answer = str(error), _raw(reply.out)
        return result
    result.answer = doc
    verdict = declared(doc)
    if verdict:
        result.status, result.reason = verdict
        result.expected = None if result.status == "skip" else result.expected
        return result
    scenario = scenario_from_json(vector["scenario"], file=vector["id"])
    module = EXPANSIONS[scenario.expansion]
    legal = [module.outcome_from_json(o, scenario, f"{vector['id']} $.outcomes[{i}]") for i, o in enumerate(vector["outcomes"])]
    try:
        if answers.kind(doc) == "outcomes" and isinstance(doc["outcomes"], list):
            result.mode = "outcomes"
            claimed = [module.outcome_from_json(o, scenario, f"engine answer $.outcomes[{i}]") for i, o in enumerate(doc["outcomes"])]
        else:
            result.mode = "outcome"
            claimed = [module.outcome_from_json(doc, scenario, "engine answer")]
    except InputError as error:
        result.reason = f"bad outcome: {error}"
        return result
    problem = answers.schema_problem(doc)
    if problem:
        result.reason = f"not an engine answer (engine-answer schema): {problem}"
        return result
    result.detail = {"scenario": scenario, "claimed": claimed, "legal": legal, "nearest": None,
                     "rules": vector.get("rules", vector["edition"])}
    _compare(result, module, scenario, claimed, legal)
    if result.status == "pass":
        result.answer = result.expected = None
    return result


def _compare(result: Result, module, scenario, claimed: list, legal: list) -> None:
    """Pass or fail, with the nearest legal outcome and the kinds of difference."""
    kinds = getattr(module.part("describe"), "difference_kinds", None) or (lambda a, b: ["outcome"])
    if result.mode == "outcome":
        if claimed[0] in set(legal):
            result.status = "pass"
            return
        close, result.distance = nearest(claimed[0], legal, module.distance)
        result.status, result.reason = "fail", "not a legal outcome"
        result.nearest = close.to_json(scenario.players)
        result.detail["nearest"] = close
        result.kinds = kinds(claimed[0], close)
        return
    missing = set(legal) - set(claimed)
    extra = sorted(set(claimed) - set(legal), key=lambda o: o.sort_key())
    if not missing and not extra:
        result.status = "pass"
        return
    result.status = "fail"
    result.missing, result.extra = len(missing), len(extra)
    parts = []
    if missing:
        parts.append(f"{len(missing)} legal outcome(s) missing")
        result.kinds = ["legal outcomes missing"]
    if extra:
        parts.append(f"{len(extra)} illegal outcome(s) listed")
        close, result.distance = nearest(extra[0], legal, module.distance)
        result.nearest = close.to_json(scenario.players)
        result.detail["nearest"] = close
        result.kinds = kinds(extra[0], close)
    result.reason = ", ".join(parts)


def check_vector(command: str, vector: dict, timeout: float | None, ask=None) -> Result:
    """Runs the engine on one vector and judges it. ``ask`` (request,
    timeout) -> :class:`Reply` replaces the one-shot run, as a persistent
    engine's :meth:`checker.conformance.persistent.EnginePool.request` does."""
    request = engine_input(vector)
    if ask is None:
        reply = run_engine(command, json.dumps(request, sort_keys=True), timeout)
    else:
        reply = ask(request, timeout)
    return judge(vector, reply)


def summary(results: list[Result]) -> dict:
    """The counts every line of the report shares: passed, failed (an
    illegal answer), errors (no answer to judge), skipped (by the engine or by
    its declaration, each reason counted), per edition the same four, and the
    clauses the failures exercise (errors do not count there: they say
    nothing about the rules). ``checked``: passed and failed, the vectors
    on which the engine's rules were actually tested."""
    by_edition: dict = {}
    failing_clauses: dict = {}
    skipped: dict = {}
    by_declaration = 0
    for r in results:
        counts = by_edition.setdefault(r.edition, {"pass": 0, "fail": 0, "error": 0, "skip": 0})
        counts[r.status] += 1
        if r.status == "skip":
            skipped[r.reason] = skipped.get(r.reason, 0) + 1
            by_declaration += r.declared
        elif r.status == "fail":  # an error says nothing about the rules
            for clause in r.clauses:
                failing_clauses[clause] = failing_clauses.get(clause, 0) + 1
    passed = sum(1 for r in results if r.status == "pass")
    failed = sum(1 for r in results if r.status == "fail")
    return {
        "vectors": len(results),
        "passed": passed,
        "failed": failed,
        "checked": passed + failed,
        "errors": sum(1 for r in results if r.status == "error"),
        "skipped": sum(skipped.values()),
        "skipped_by_declaration": by_declaration,
        "skipped_reasons": dict(sorted(skipped.items(), key=lambda kv: (-kv[1], kv[0]))),
        "by_edition": by_edition,
        "failing_clauses": dict(sorted(failing_clauses.items(), key=lambda kv: (-kv[1], kv[0]))),
    }
