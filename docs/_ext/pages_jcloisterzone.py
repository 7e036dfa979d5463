"""The results part of the page "JCloisterZone against the suite", from the
committed record ``peers/jcloisterzone/results.json`` (written by
``peers/jcloisterzone/results.py``): the counts, the counts by rules, the
skipped vectors by reason, and each finding with its verdict, the rules
page's sentences, and pictures of its smallest case (:mod:`city_svg`): the
state before the turn, then the outcomes only one side gives.

Which rules it plays is said from the record's ``plays`` (``conform``'s
fit of every edition to the engine's answers, :mod:`checker.conformance.profile`),
in a sentence made here, at build time, from those numbers and changes.

Written as MyST Markdown to ``generated/jcloisterzone-results.inc``, which
``docs/jcloisterzone.md`` includes; a ``.inc`` file is not a page of its own.
"""

from __future__ import annotations

import json
from pathlib import Path

import city_svg

RECORD = Path("peers") / "jcloisterzone" / "results.json"
SHOWN = 3  # outcomes drawn on each side of a finding


def jcloisterzone_files(root: Path) -> dict[str, str]:
    path = root / RECORD
    if not path.is_file():
        return {"jcloisterzone-results.inc": f"No results are recorded yet: run `python3 {RECORD.parent}/results.py`.\n"}
    return {"jcloisterzone-results.inc": results_page(json.loads(path.read_text(encoding="utf-8")))}


def _code(text: str) -> str:
    return f"`{text}`"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _figure(svg: str, caption: str, kind: str) -> str:
    return "\n".join(["```{raw} html", f'<figure class="rulespec-city-figure rulespec-city-{kind}">', svg.rstrip(),
                      f"<figcaption>{caption}</figcaption>", "</figure>", "```", ""])


def _key(outcome: dict) -> str:
    return json.dumps(outcome, sort_keys=True)


def results_page(r: dict) -> str:
    made = r["generated_with"]
    out = ["## Results", "",
           f"Recorded in `{RECORD.as_posix()}` by `{r['command']}` (rulespec {made['rulespec'][:12]}, "
           f"JCloisterZone {str(made['jcloisterzone'])[:12]}, the suite of `{made['suite']}`). Every vector of the "
           "suite went to the engine; a vector it cannot play is skipped with its reason, never silently.", "",
           "| vectors run | passed | failed | errors | skipped |", "| ---: | ---: | ---: | ---: | ---: |",
           f"| {r['vectors_run']} | {r['passed']} | {r['failed']} | {len(r['errors'])} | {r['skipped']['count']} |", "",
           "### Which rules it plays", "", plays_text(r.get("plays")), "",
           "### By rules", "",
           "| rules (edition and reading) | passed | failed | errors | skipped |", "| --- | ---: | ---: | ---: | ---: |"]
    for rules, c in sorted(r["by_rules"].items()):
        out.append(f"| {_code(rules)} | {c['pass']} | {c['fail']} | {c['error']} | {c['skip']} |")
    out += _by_edition(r) + _by_clause(r)
    out += ["", "### Skipped", "", "| vectors | why the driver cannot play them |", "| ---: | --- |"]
    for reason, n in sorted(r["skipped"]["reasons"].items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| {n} | {_cell(reason)} |")
    out += ["", "## Findings", "",
            "Each failing vector is explained by one or more of these disagreements: applying each finding's "
            "correction to the two outcome sets makes them equal (`findings.py`). "
            + (f"**{len(r['unexplained'])} failing vector(s) are unexplained.**" if r["unexplained"]
               else "No failing vector is left unexplained."), "",
            "| finding | verdict | failing vectors |", "| --- | --- | ---: |"]
    for f in r["findings"]:
        verdict = f["verdict"] + (f" (`{f['jcloisterzone_setting']}`)" if f.get("jcloisterzone_setting") else "")
        out.append(f"| [{_cell(f['title'])}](#{f['id']}) | {verdict} | {f['count'] if f['vectors'] else 'a probe'} |")
    out.append("")
    out += _zman(r)
    for f in r["findings"]:
        out += _finding(f)
    return "\n".join(out) + "\n"


def plays_text(plays: list[dict] | None) -> str:
    """Which edition, readings and dated state JCloisterZone's answers fit
    best, and where it departs from them, from the record's ``plays``."""
    if not plays:
        return f"The record says nothing of it: run `python3 {RECORD.parent.as_posix()}/results.py`."
    return " ".join(_plays_sentence(p) for p in plays)


def _plays_sentence(p: dict) -> str:
    import spec
    from checker import expansions
    from checker.conformance.candidates import Change
    from checker.conformance.explanation_words import times, what

    answered = p["explained"] + p["unexplained"]
    text = (f"Fitted as `rulespec conform` fits an engine that declares nothing (each edition of the module, with its "
            f"default readings and its rulings to date, scored on every answered vector), JCloisterZone's "
            f"{expansions.EXPANSIONS[p['module']].title} answers fit `{p['edition']}` "
            f"({spec.EDITIONS[p['edition']].title}) best: {p['explained']} of its {answered} answers are legal under it")
    if p["tied"]:
        text += ", as under " + ", ".join(_code(e) for e in p["tied"]) + " (the suite cannot tell them apart)"
    elif p["margin_log10"] == "inf":
        text += f"; the next, `{p['runner_up']}`, leaves more answers unexplained"
    elif p["margin_log10"] is not None:
        text += f"; the next, `{p['runner_up']}`, is {times(p['margin_log10'])} times less likely"
    text += "."
    first = p["departures"][0] if p["departures"] else None
    if not p["unexplained"] or first is None:
        return text
    n = first["explained"] + first["unexplained"]
    where = "all its answers, each vector read as that edition's" if n == answered else f"its {n} answers to that edition's vectors"
    if not first["changes"]:
        return text + f" Where it departs from it, on {where}, no single change explains a failing answer."
    change = " and ".join(what(Change(**c)) for c in first["changes"])
    return (text + f" Where it departs from it, on {where}: as if {change}, which explains "
            f"{first['failures_explained']} failing answer{'s' if first['failures_explained'] != 1 else ''}"
            f" and leaves {first['unexplained']} unexplained (the findings below say why each vector fails).")


def _by_edition(r: dict) -> list[str]:
    """The by-rules counts summed per edition (the rules' label up to a reading or a date)."""
    totals: dict = {}
    for rules, c in r["by_rules"].items():
        edition = rules.split("+")[0].split("@")[0]
        row = totals.setdefault(edition, {"pass": 0, "fail": 0, "error": 0, "skip": 0})
        for k in row:
            row[k] += c[k]
    out = ["", "### By edition", "", "| edition | passed | failed | errors | skipped |", "| --- | ---: | ---: | ---: | ---: |"]
    return out + [f"| {_code(e)} | {c['pass']} | {c['fail']} | {c['error']} | {c['skip']} |" for e, c in sorted(totals.items())]


def _by_clause(r: dict) -> list[str]:
    if not r.get("by_clause"):
        return []
    out = ["", "### By clause", "", "Vectors by the clause (or theme) each was generated for.", "",
           "| clause or theme | passed | failed | errors | skipped |", "| --- | ---: | ---: | ---: | ---: |"]
    return out + [f"| {_code(t)} | {c['pass']} | {c['fail']} | {c['error']} | {c['skip']} |" for t, c in r["by_clause"].items()]


def _zman(r: dict) -> list[str]:
    z = r.get("zman_under_hig")
    if not z:
        return []
    failed = ", ".join(f"`{f['vector']}`" for f in z["failed"]) or "none"
    return ["### Z-Man vectors under the HiG settings", "",
            f"JCloisterZone has no Z-Man settings, so it skips the {z['skipped_zman']} Z-Man vectors. Of them, "
            f"{z['same_outcomes_as_hig']} have exactly the HiG text's outcome set (the editions differ nowhere "
            f"their turn reaches); run under JCloisterZone's HiG settings, {len(z['passed'])} pass and "
            f"{len(z['failed'])} fail ({failed}).", ""]


def _finding(f: dict) -> list[str]:
    out = [f"({f['id']})=", f"### {f['title']}", "", f"**Verdict: {f['verdict']}.**"
           + (f" JCloisterZone's setting: `{f['jcloisterzone_setting']}`." if f.get("jcloisterzone_setting") else ""),
           "", f["explanation"], "", "The rules page (`003`) says:", ""]
    for s in f["source"]:
        out += [f"> {s['quote']}", ">", f"> — {s['section']}", ""]
    out += [f"In JCloisterZone: {f['jcloisterzone_code']}.", ""]
    if f.get("project_change"):
        out += [f"**What rulespec should change:** {f['project_change']}", ""]
    if f.get("fixed"):
        out += [f"**Fixed in rulespec, yet back:** {f['fixed']}", ""]
    ours = {_key(o): o for o in f["rulespec_outcomes"]}
    theirs = {_key(o): o for o in f["jcloisterzone_outcomes"]}
    only_ours = [ours[k] for k in sorted(set(ours) - set(theirs))]
    only_theirs = [theirs[k] for k in sorted(set(theirs) - set(ours))]
    where = (f"the vector `{f['vector']}`" if f.get("vector") else f"the probe `{f['probe']}`")
    if f["vectors"]:
        out += [f"Failing vectors: {f['count']}. The smallest is {where}: rulespec allows {len(ours)} outcome(s), "
                f"JCloisterZone gives {len(theirs)}; {len(only_ours)} only rulespec allows, {len(only_theirs)} only "
                "JCloisterZone gives.", ""]
    else:
        agree = [name for name, key in (("rulespec's", "rulespec_agrees_with_source"),
                                        ("JCloisterZone's", "jcloisterzone_agrees_with_source")) if f[key]]
        out += [f"No vector of the suite reaches it; {where} does: rulespec allows {len(ours)} outcome(s), "
                f"JCloisterZone gives {len(theirs)}. The probe's outcomes worked out by hand from the rules page "
                f"(its `expected_by_source`) are " + (" and ".join(agree) or "neither side's") + ".", ""]
    out.append(_figure(city_svg.render_before(f["scenario"]), f"{f['vector'] or f['probe']}: before the turn", "before"))
    for side, items in (("only rulespec allows", only_ours), ("only JCloisterZone gives", only_theirs)):
        for i, o in enumerate(items[:SHOWN], 1):
            out.append(_figure(city_svg.render_after(o, f"{side}, {i} of {len(items)}"),
                               f"An outcome {side} ({i} of {len(items)})", "after"))
    return out
