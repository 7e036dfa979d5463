"""The explorer page's one entry into the project's Python (run in Pyodide).

It loads a scenario with the project's own loader (the same one-line errors
as the command line), resolves each edition reference with ``spec``, plays
the turn with the reference simulator of the scenario's module (no Z3) and
returns what ``rulespec enumerate --json`` prints for each edition.
Derivations come from the module's own code, found by name with a fallback
so that the page works before and after a module has them: its reference
part's ``with_derivations(scenario, rules, outcomes)`` adds each outcome's
derivation (then in its JSON), its describe part's
``derivation_story(outcome, scenario)`` tells it in numbered lines.
Each step's words come from the module's ``pictures`` part
(``step_words``), and :func:`frames` draws an outcome's derivation as
pictures, one per step, with the source sentences of the clauses it names.
"""

from __future__ import annotations

import json

import spec
from checker import expansions
from checker.errors import InputError, LimitReached
from checker.loading import MAX_BYTES, parse_json_text, scenario_from_json


def editions() -> str:
    """The edition ids of each module, its dated rulings' months and its readings, as JSON."""
    out = []
    for edition in spec.EDITIONS.values() if hasattr(spec, "EDITIONS") else []:
        out.append({"id": edition.id, "module": getattr(edition, "module", "robbers")})
    return json.dumps(out)


def warm() -> None:
    """What the first computation needs and the page need not wait for: the
    schema validator (jsonschema), imported once the page says it is ready."""
    from checker.loading import prepare

    prepare()


def _error(error: Exception, field: str = "") -> dict:
    if isinstance(error, InputError):
        return {"error": str(error), "path": error.path}
    return {"error": str(error), "path": field}


def _rules(reference: str):
    edition, as_of, interpretations, dropped = spec.split_reference(reference)
    return spec.resolve(edition, as_of=as_of, interpretations=interpretations, without=tuple(dropped))


def _derived(part, scenario, rules, outcomes):
    """The outcomes with their derivations, when the reference ``part`` builds them."""
    hook = getattr(part, "with_derivations", None)
    return outcomes if hook is None else hook(scenario, rules, outcomes)


def _words(describe, item: dict, players) -> str | None:
    """The outcome in one line of the module's own words (its describe part's ``outcome_json_text``)."""
    plain = {k: v for k, v in item.items() if k != "derivation"}
    try:
        return describe.outcome_json_text(plain, players)
    except Exception:  # the words are a help; the outcome itself is always shown
        return None


def _story(expansion, outcome, scenario):
    """The module's words for an outcome's derivation, when its describe part has them."""
    hook = getattr(expansion.part("describe"), "derivation_story", None)
    if hook is None:
        return None
    try:
        return hook(outcome, scenario, width=10_000)
    except Exception:  # a module's words never hide the outcomes, nor does a change of its signature
        return None


def _pictures(expansion):
    try:
        return expansion.part("pictures")
    except ImportError:  # a module without pictures: its derivations are told in words only
        return None


def _step_words(expansion, doc, steps, scenario) -> list[str] | None:
    """Each step of a derivation in one sentence, from the module's pictures part."""
    part = _pictures(expansion)
    return None if part is None else part.step_words(doc, steps, scenario)


def _clause(clause) -> dict:
    """A clause's summary and its first source sentence, with where it is quoted from."""
    out = {"summary": clause.summary}
    if clause.sources:
        source = clause.sources[0]
        out["quote"] = source.quote or ""
        out["where"] = f"{source.document.title}, {source.section}" + (f", footnote {source.footnote}"
                                                                       if source.footnote else "")
    return out


def _turn(text: str, reference: str, companion: str):
    """The scenario's document and value, the rules of ``reference`` (with
    ``companion``, the other module's edition of a combined turn) and the module that plays it."""
    doc = json.loads(text)
    scenario = scenario_from_json(doc, file="scenario")
    rules = _rules(reference)
    if companion:
        rules = rules.with_companion(spec.parse_reference(companion))
    return doc, scenario, rules, expansions.expansion_for(scenario, rules, "scenario")


def frames(text: str, outcome_text: str, reference: str, companion: str = "", narrow: bool = False) -> str:
    """An outcome's derivation as pictures (before the turn, then after each
    step, each with its words and clause ids) and the clauses it names."""
    try:
        doc, scenario, rules, expansion = _turn(text, reference, companion)
    except InputError as error:
        return json.dumps(_error(error))
    except (KeyError, ValueError) as error:
        return json.dumps({"error": f"{reference}: {error}", "path": "edition"})
    outcome = json.loads(outcome_text)
    # A combined turn plays on the City and on the score track: its own pictures draw both.
    part = _pictures(expansions.companion_turn(scenario) or expansion)
    if part is None:
        return json.dumps({"frames": [], "clauses": {}})
    steps = (outcome.get("derivation") or {}).get("steps") or []
    drawn = part.frames(doc, outcome, narrow=narrow, told=part.step_words(doc, steps, scenario))
    by_id = {c.id: c for c in rules.clauses}
    named = sorted({c for f in drawn for c in f.clauses if c in by_id})
    return json.dumps({"frames": [f.to_json() for f in drawn], "clauses": {c: _clause(by_id[c]) for c in named}})


def check(text: str) -> str:
    """The loader's verdict on a scenario's text: ``{"ok": true}`` or its
    one-line error, with the command line's limits (the bytes a file may have,
    its JSON, then its format)."""
    try:
        if len(text.encode("utf-8")) > MAX_BYTES:
            raise InputError("scenario", "$", f"too large: more than {MAX_BYTES // (1024 * 1024)} MB, the loader's limit")
        scenario_from_json(parse_json_text(text, "scenario"), file="scenario")
    except InputError as error:
        return json.dumps(_error(error))
    return json.dumps({"ok": True})


def enumerate_one(text: str, reference: str, companion: str = "", max_states: int = 0) -> str:
    """Every legal outcome under one edition reference, as ``enumerate --json`` has them."""
    try:
        doc, scenario, rules, expansion = _turn(text, reference, companion)
        in_play = expansions.companion_turn(scenario)
        reference = (in_play or expansion).part("reference")
        outcomes = reference.simulate(scenario, rules, max_states) if max_states else reference.simulate(scenario, rules)
        outcomes = _derived(expansion.part("reference"), scenario, rules, outcomes)
    except InputError as error:
        return json.dumps(_error(error))
    except LimitReached as error:
        return json.dumps({"limit": str(error)})
    except (KeyError, ValueError) as error:
        return json.dumps({"error": f"{reference}: {error}", "path": "edition"})
    result = {
        "edition": rules.edition,
        "interpretations": dict(rules.interpretations),
        "as_of": rules.as_of,
        "clauses": [c.id for c in rules.clauses],
        "outcomes": [],
    }
    describe = expansion.part("describe")
    for outcome in outcomes:
        item = outcome.to_json(scenario.players)
        words = _words(describe, item, scenario.players)
        if words:
            item["words"] = words
        steps = (item.get("derivation") or {}).get("steps")
        told = _step_words(expansion, doc, steps, scenario) if steps else None
        if told is not None:
            item["steps_words"] = told
        else:
            story = _story(expansion, outcome, scenario)
            if story is not None:
                item["story"] = story
        result["outcomes"].append(item)
    return json.dumps(result)
