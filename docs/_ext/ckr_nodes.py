"""Docutils nodes for a Count, King & Robber rules example: the scenario in
brief with its picture before the turn, and the outcome table (one line per
outcome, in the words of ``checker.count_king_robber.describe``, its
derivation as numbered steps with their clauses (``checker.count_king_robber.story``),
its picture after the turn, and its derivation step by step in pictures,
``strips``). The pictures are :mod:`city_svg`'s, inlined as HTML figures (a
strip's kept as files, ``strips.placer``); other builders leave them out and
keep the words.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from docutils import nodes

import city_svg
import strips
import track_svg
from checker.combined.pictures import track_scenario
from checker.count_king_robber.describe import outcome_text
from checker.count_king_robber.reference import derivations
from checker.count_king_robber.story import closing, in_story_order, step_line  # noqa: F401 - in_story_order: the directive's
from example_nodes import para, step_paragraph


def _figures(table: Mapping) -> str:
    """``{"red": {"meeple": 1}}`` as "red 1 meeple" (empty: "none")."""
    parts = [f"{p} " + " + ".join(f"{n} {f}" for f, n in kinds.items()) for p, kinds in table.items() if kinds]
    return ", ".join(parts) or "none"


def _holder(tile: Mapping) -> str:
    return f"{tile['holder']} ({tile['size']} tiles)" if tile.get("holder") else "nobody"


def _feature(feature: Mapping) -> str:
    kind = feature["kind"]
    if kind == "field":
        worth = f"{feature['cities']} cities x {feature['per-city']}" + (
            ", borders the City of Carcassonne" if feature.get("carcassonne") else "")
    elif "points" in feature:
        worth = f"{feature['points']} points" + (f", {feature['tiles']} tiles" if "tiles" in feature else "")
    else:
        worth = "9 points"
    text = f"{kind} ({worth}) of {_figures(feature.get('meeples', {}))}"
    challenge = feature.get("challenge")
    if challenge:
        rival = challenge.get("feature") or f"an incomplete rival of {_figures(challenge.get('meeples', {}))}"
        text += f", challenged by {rival}"
    return text


def _step(step: Mapping) -> str:
    head = "final scoring" if step["step"] == "game-end" else f"score ({step.get('source', 'features')})"
    return f"{head}: " + "; ".join(_feature(f) for f in step["features"])


def figure(svg: str, caption: str, kind: str) -> nodes.raw:
    """One picture as an HTML ``<figure>`` with its caption (``kind``: before or after)."""
    html = [f'<figure class="rulespec-city-figure rulespec-city-{kind}">', svg.rstrip(),
            f"<figcaption>{caption}</figcaption>", "</figure>"]
    return nodes.raw("", "\n".join(html) + "\n", format="html")


def scenario_items(doc: Mapping) -> list[nodes.Node]:
    """The scenario (``ckr-scenario`` JSON) in a few lines (players, city,
    tiles, turn), then its picture before the turn."""
    players = doc["players"]
    city = doc.get("city")
    if city:
        inside = "; ".join(f"{d}: {_figures(fr)}" for d, fr in city["districts"].items() if fr)
        city_line = f"City of Carcassonne: the Count in the {city['count']}; " + (inside or "the districts are empty")
    else:
        city_line = "City of Carcassonne: not in play"
    lines = [
        f"Players in turn order: {', '.join(players)}; {doc['active']} is the active player. "
        "Scores: " + ", ".join(f"{p} {doc['scores'][p]}" for p in players)
        + "; supply: " + _figures(doc.get("supply", {})) + ".",
        city_line + ".",
        f"King: {_holder(doc['king'])}; Robber Baron: {_holder(doc['robber-baron'])}; completed so far: "
        f"{doc['completed']['cities']} cities, {doc['completed']['roads']} roads.",
        "Turn: " + " | ".join(_step(s) for s in doc["turn"]),
    ]
    pictures = [figure(city_svg.render_before(doc), "Before the turn", "before")]
    if doc.get("robbers"):
        side = doc["robbers"]
        lines.insert(3, f"The Robbers (track of {side['track']}): markers "
                     + ", ".join(f"{p} " + "+".join(f"{k} {v}" for k, v in side["markers"][p].items()) for p in players)
                     + "; robbers " + ", ".join(f"{p} {'in supply' if at is None else 'on ' + str(at)}"
                                                for p, at in side["robbers"].items()) + ".")
        pictures.append(figure(track_svg.render_track(track_scenario(doc), title="before"), "The score track before the turn", "before"))
    out = nodes.bullet_list()
    for line in lines:
        out += nodes.list_item("", para(line))
    return [out, *pictures]


def derived(scenario, rules) -> dict:
    """Every outcome's derivations under ``rules`` (the reference's; a
    combined turn's from the combined reference, through the same hook)."""
    return derivations(scenario, rules)


def derivation_nodes(outcome, derived_: Mapping, scenario) -> list[nodes.Node]:
    """The outcome's first derivation as a numbered list, each step with its
    clauses, then every player's score and how many other derivations exist."""
    found = derived_.get(outcome)
    if not found:
        return []
    first = found[0]
    steps = nodes.enumerated_list()
    for step in first.steps:
        steps += nodes.list_item("", step_paragraph(step_line(step.to_json(), scenario)))
    end = closing(outcome, scenario)
    if first.count > 1:
        others = first.count - 1
        end += f" ({others} other derivation{'s' if others > 1 else ''} reach{'es' if others == 1 else ''} the same outcome.)"
    return [para(nodes.strong(text="How: ")), steps, para(end)] if first.steps else [para("How: nothing happens. " + end)]


def steps_strip(scenario: Mapping, derivation, number: int, place=None) -> nodes.raw:
    """The outcome's first derivation as pictures of the City, one per step
    with its words and clauses (``strips``, as The Robbers' examples show
    theirs; ``place``: where the pictures go as files, ``strips.placer``)."""
    shown = strips.frames(scenario, {"derivation": {"steps": [step.to_json() for step in derivation.steps]}})
    return strips.strip(shown, f"Outcome {number}, step by step in pictures ({strips.steps(len(shown) - 1)})",
                        place=place)


def outcome_table(outcomes: Sequence, scenario: Mapping | None = None, derived_: Mapping | None = None,
                  model=None, place=None) -> nodes.table:
    """One row per legal outcome (``checker.count_king_robber.model.Outcome``):
    its line of text, its derivation (from ``derived_``, for the scenario
    ``model``), and its picture after the turn (and the score track's,
    when ``scenario``, a combined one, has The Robbers in play), with the
    derivation's steps as a strip of pictures (kept as files by ``place``)."""
    track = track_scenario(scenario) if scenario is not None and scenario.get("robbers") else None
    table = nodes.table(classes=["rulespec-outcomes"])
    group = nodes.tgroup(cols=2)
    table += group
    group += nodes.colspec(colwidth=1)
    group += nodes.colspec(colwidth=12)
    head = nodes.thead()
    group += head
    row = nodes.row()
    row += nodes.entry("", para("#"))
    row += nodes.entry("", para("scores; the figure that entered the city; the Count and the districts; "
                                "King, Robber Baron (holder and size); how the turn reaches it, step by step "
                                "with the clauses that allow each step; the picture after the turn"))
    head += row
    body = nodes.tbody()
    group += body
    for i, outcome in enumerate(outcomes, start=1):
        row = nodes.row()
        row += nodes.entry("", para(str(i)))
        doc = outcome.to_json()
        pictures = [figure(city_svg.render_after(doc, f"after outcome {i}"), f"After outcome {i}", "after")]
        if track is not None and "robbers" in doc:
            svg = track_svg.render_track(track, doc["robbers"], title=f"after #{i}")
            pictures.append(figure(svg, f"The score track after outcome {i}", "after"))
        how = derivation_nodes(outcome, derived_, model) if derived_ and model is not None else []
        if how and scenario is not None and derived_[outcome][0].steps:
            how.append(steps_strip(scenario, derived_[outcome][0], i, place))
        row += nodes.entry("", para(outcome_text(outcome)), *pictures, *how)
        body += row
    return table


def source_claims(claims: Sequence[str]) -> list[nodes.Node]:
    """The expected file's claims: the source's sentences and the hand-worked result."""
    if not claims:
        return []
    items = nodes.bullet_list()
    for claim in claims:
        items += nodes.list_item("", para(claim))
    return [para(nodes.strong(text="The source"), " (as quoted and worked out by hand in the expected file):"),
            items]
