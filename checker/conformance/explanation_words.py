"""The diagnosis in words: what an engine plays, in the rules' own words
(the clauses' summaries, the mistakes' words), with the evidence and how
far ahead of the next explanation it is."""

from __future__ import annotations

import math

import spec
from checker.conformance.candidates import Change
from spec.mistakes import MISTAKES


def _summary(clause_id: str | None) -> str:
    """The clause's summary, quoted, as the rule it states."""
    if clause_id is None:
        return "no rule on the topic"
    return '"' + spec.CLAUSES[clause_id].summary.rstrip(".") + '"'


def what(change: Change) -> str:
    """What an engine playing ``change`` does, and which clause it concerns."""
    if change.kind == "mistake":
        return f"{MISTAKES[change.by].words} ({change.clause}, misread)"
    if change.kind == "replace":
        return f"the rule were {_summary(change.by)} ({change.clause}, replaced by {change.by})"
    if change.kind == "drop":
        return f"there were no rule {_summary(change.clause)} ({change.clause}, dropped)"
    if change.kind == "reading":
        key, value = change.by.split("=", 1)
        return f"the open question {key} were answered {value} ({change.clause or 'no clause'}, another reading)"
    return f"the rules were read as of {change.by} ({change.clause or 'its rulings'}, another dated state)"


def phrase(label: tuple) -> str:
    """A candidate in a few words, as a runner-up is named."""
    if not label:
        return "the rules as declared"
    parts = []
    for change in label:
        parts.append({
            "mistake": lambda c: f"{c.clause} misread as {c.by}",
            "replace": lambda c: f"{c.clause} replaced by {c.by}",
            "drop": lambda c: f"dropping {c.clause}",
            "reading": lambda c: f"the reading {c.by}",
            "as-of": lambda c: f"the rules as of {c.by}",
        }[change.kind](change))
    return " with ".join(parts)


def evidence(fit, failed: set[str], answered: int) -> str:
    """"it explains all 12 failures and the 16 passes" (or how many of each)."""
    misses = set(fit.misses)
    passes = answered - len(failed)
    failures_explained = len(failed - misses)
    passes_explained = passes - len(misses - failed)

    def part(n: int, total: int, noun: str) -> str:
        plural = noun if total == 1 else noun + ("es" if noun.endswith("s") else "s")
        if n == total:
            return f"the one {noun}" if total == 1 else f"all {total} {plural}" if noun == "failure" else f"the {total} {plural}"
        return f"{n} of the {total} {plural}"

    return f"it explains {part(failures_explained, len(failed), 'failure')} and {part(passes_explained, passes, 'pass')}"


def times(margin: float) -> str:
    return f"10^{margin:.0f}" if margin >= 2 else f"{10 ** margin:.1f}"


def sentence(fit, failed: set[str], answered: int, equivalent=()) -> str:
    """What the candidate says the engine plays (and the candidates proved
    the same rules, ``equivalent``), and the answers it explains."""
    if not fit.label:
        head = "Your engine's answers are best explained by the rules as declared"
    else:
        head = "Your engine plays as if " + " and ".join(what(c) for c in fit.label)
    if equivalent:
        head += (", which allows the same outcomes as " + "; ".join(phrase(label) for label in equivalent)
                 + " on every turn within the diff's bound")
    return f"{head}: {evidence(fit, failed, answered)}"


def first_line(ranked: list, tied: int, margin, failed: set[str], answered: int, equivalent=None) -> str:
    """The diagnosis's first line: the best explanation (with those proved
    the same rules), then the runner-up's margin or the tie."""
    text = sentence(ranked[0], failed, answered, (equivalent or {}).get(ranked[0].label, ()))
    if tied > 1:
        others = "; ".join(phrase(f.label) for f in ranked[1:tied])
        return f"{text}; tied with {others} (the suite cannot tell them apart)."
    if len(ranked) < 2:
        return text + "."
    if margin is None or (isinstance(margin, float) and math.isinf(margin)) or margin == "inf":
        return f"{text}; every other explanation leaves more answers unexplained (next: {phrase(ranked[1].label)})."
    return f"{text}; the next best explanation, {phrase(ranked[1].label)}, is {times(margin)} times less likely."


def explanation_json(fit, failed: set[str], answered: int, rule_set: str | None, words: str | None = None,
                     equivalent=()) -> dict:
    """One explanation as the diagnosis contract carries it (``words``: the
    first line, for the first; ``equivalent``: the candidates proved the same
    rules, named with it)."""
    return {
        "rule_set": rule_set,
        "changes": [c.to_json() for c in fit.label],
        "explained": fit.explained,
        "unexplained": fit.unexplained,
        "failures_explained": len(failed - set(fit.misses)),
        "log10_likelihood": round(fit.log10_likelihood, 6) + 0.0,
        "misses": list(fit.misses[:20]),
        "words": words or sentence(fit, failed, answered, equivalent) + ".",
        "equivalent": [[c.to_json() for c in label] for label in equivalent],
    }
