"""Derivations as strips of pictures in the static docs (issue 48, item 1):
each contradiction-catalogue witness's outcome that only one side allows,
played step by step on The Robbers' track or in Count, King & Robber's City
(``docs/_ext/witness_strips.py`` on ``docs/_ext/strips.py``), and each
outcome of Count, King & Robber's worked examples.

Expected values come from the catalogue (its JSON and its Markdown), never
from the pictures' code: the number of steps of each derivation, the step
where the two sides part, and the outcome the last picture must show.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import strips
import witness_strips
from checker.diffs.markdown import topic_anchor

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = json.loads((ROOT / "docs" / "catalogue" / "contradictions.json").read_text(encoding="utf-8"))
MARKDOWN = (ROOT / "docs" / "catalogue" / "contradictions.md").read_text(encoding="utf-8")
FIGURE = re.compile(r'<figure(?: class="([^"]*)")?>\n(<svg .*?</svg>)\n<figcaption>(.*?)</figcaption>', re.S)


def witnesses(module: str) -> list[tuple[dict, dict]]:
    """Every (comparison, topic) of the module whose witness tells outcomes only one side allows."""
    return [(e, t) for e in CATALOGUE["comparisons"] if e["module"] == module
            for t in e["topics"] if (t.get("witness") or {}).get("told")]


def played(entry: dict, topic: dict) -> list[tuple[dict, list[tuple[str, str, str]]]]:
    """Each told outcome beside its strip's figures (classes, svg, caption)."""
    shown = witness_strips.told_strips(entry["a"], entry["b"], topic["witness"])
    told = topic["witness"]["told"]
    assert len(shown) == len(told), "one strip per outcome only one side allows"
    return [(t, FIGURE.findall(s.astext())) for t, s in zip(told, shown)]


def legend(svg: str) -> list[str]:
    return re.findall(r"<text [^>]*>([^<]*)</text>", svg)


def test_robbers_witness_strips_end_on_the_outcome_only_that_side_allows():
    found = witnesses("robbers")
    assert len(found) > 100
    for entry, topic in found:
        scenario = topic["witness"]["scenario"]
        track = scenario.get("track", 50)
        for told, figures in played(entry, topic):
            steps = told["outcome"]["derivation"]["steps"]
            assert len(figures) == len(steps) + 1, "the picture before the turn and one per step"
            texts = legend(figures[-1][1])
            outcome = told["outcome"]
            for player in scenario["players"]:
                kinds = outcome["markers"][player]
                detail = ", ".join(f"{k} {v}" + (f" (lap {v // track + 1})" if v >= track else "")
                                   for k, v in sorted(kinds.items(), key=lambda kv: kv[0] != "meeple"))
                line = f"{player} {sum(kinds.values())}: {detail}"
                assert line in texts, (topic["topic"], line, texts)
                place = outcome["robbers"].get(player)
                assert texts[texts.index(line) + 1] == ("robber in supply" if place is None else f"robber on {place}")


def test_ckr_witness_strips_end_on_the_outcome_only_that_side_allows():
    found = witnesses("count-king-robber")
    assert found
    for entry, topic in found:
        players = topic["witness"]["scenario"]["players"]
        for told, figures in played(entry, topic):
            outcome = told["outcome"]
            assert len(figures) == len(outcome["derivation"]["steps"]) + 1
            desc = re.search(r"<desc>(.*?)</desc>", figures[-1][1], re.S).group(1)
            scores = ", ".join(f"{p} {outcome['scores'][p]}" for p in players)
            assert f"Scores in turn order: {scores}." in desc, (topic["topic"], desc)
            city = outcome.get("city")
            if city:
                assert f"The Count stands in the {city['count']}." in desc
            for tile, name in (("king", "King"), ("robber-baron", "Robber Baron")):
                if (outcome.get(tile) or {}).get("holder"):
                    assert f"{name}: {outcome[tile]['holder']}," in desc


def test_the_step_where_the_sides_part_is_the_one_the_catalogue_names():
    """The Markdown says "They part at step N. SIDE:" for each outcome of a
    topic section; that figure, and only it, is marked (when SIDE has it)."""
    checked = 0
    for module in ("robbers", "count-king-robber"):
        for entry, topic in witnesses(module):
            label = f"({topic_anchor(entry, topic['topic'])})="
            if label not in MARKDOWN:
                continue  # the same difference as a pair told already
            section = MARKDOWN.split(label, 1)[1].split("\n(diff-", 1)[0]
            named = re.findall(r"They part at step (\d+)\. (\S+):", section)
            for (told, figures), (step, side) in zip(played(entry, topic), named, strict=True):
                assert side == entry[told["side"]]
                marked = [i for i, (classes, _, _) in enumerate(figures) if "rulespec-parting" in classes]
                assert marked == ([int(step)] if int(step) < len(figures) else [])
                if marked:
                    assert figures[int(step)][2].startswith(f'<strong class="rulespec-parting-note">They part here.'
                                                            f"</strong> {step}. ")
                checked += 1
    assert checked >= 90


HASH = """
import hashlib, json, sys
sys.path.insert(0, "docs/_ext")
import witness_strips
doc = json.load(open("docs/catalogue/contradictions.json", encoding="utf-8"))
h = hashlib.sha256()
for e in doc["comparisons"]:
    for t in e["topics"]:
        if (t.get("witness") or {}).get("told"):
            for s in witness_strips.told_strips(e["a"], e["b"], t["witness"]):
                h.update(s.astext().encode("utf-8"))
print(h.hexdigest())
"""


def test_the_strips_are_the_same_bytes_every_time():
    runs = {subprocess.run([sys.executable, "-c", HASH], capture_output=True, text=True, cwd=ROOT, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("0", "4242")}
    assert len(runs) == 1 and len(next(iter(runs)).strip()) == 64


def test_pictures_kept_as_files_are_named_by_their_bytes_and_shown_by_img(tmp_path):
    class App:
        class builder:
            format = "html"
        outdir = str(tmp_path)

    strips.remember_output(App)
    place = strips.placer("generated/reference/r-1")
    entry, topic = witnesses("robbers")[0]
    [raw, *_] = witness_strips.told_strips(entry["a"], entry["b"], topic["witness"], place)
    images = re.findall(r'<img src="\.\./\.\./_strips/([0-9a-f]{20}\.svg)" alt="([^"]*)" class="([^"]*)" '
                        r'width="\d+" height="\d+" loading="lazy">', raw.astext())
    assert len(images) == len(topic["witness"]["told"][0]["outcome"]["derivation"]["steps"]) + 1
    for name, alt, classes in images:
        svg = (tmp_path / "_strips" / name).read_text(encoding="utf-8")
        assert hashlib.sha256(svg.encode("utf-8")).hexdigest()[:20] + ".svg" == name
        assert f'aria-label="{alt}"' in svg and classes == "rulespec-track rulespec-narrow"

    class Text(App):
        class builder:
            format = "text"

    strips.remember_output(Text)
    assert strips.placer("contradictions") is None, "other builders keep the pictures inline"


@pytest.mark.docs_build
@pytest.mark.reads_tool_output
def test_the_site_shows_each_witness_and_ckr_outcome_as_a_strip(site):
    page = (site / "contradictions.html").read_text(encoding="utf-8")
    shown = page.count('<details class="rulespec-fold rulespec-steps">')
    assert shown == len(re.findall(r"^  Only \S+ allows:", MARKDOWN, flags=re.M)), "a strip per told outcome"
    names = set(re.findall(r'<img src="_strips/([0-9a-f]{20}\.svg)"', page))
    assert names and all((site / "_strips" / n).is_file() for n in names)
    reference = (site / "generated" / "reference" / "r-1.html").read_text(encoding="utf-8")
    assert "Each outcome only one of them allows, played step by step:" in reference
    assert '<img src="../../_strips/' in reference
    ckr = (site / "ckr-worked-examples.html").read_text(encoding="utf-8")
    rows_with_steps = len(re.findall(r"<strong>How: </strong>", ckr))
    assert rows_with_steps and ckr.count('<details class="rulespec-fold rulespec-steps">') == rows_with_steps
