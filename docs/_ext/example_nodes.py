"""Docutils nodes for a rules example: the scenario in brief, the outcome table,
the track pictures.

Kept apart from the directive so that the directive reads as "check, then
show", and so the wording of a scenario is the same everywhere on the site.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from docutils import nodes

import strips
import track_svg


def para(*parts) -> nodes.paragraph:
    """A paragraph from strings (text) and nodes."""
    p = nodes.paragraph()
    for part in parts:
        p += nodes.Text(part) if isinstance(part, str) else part
    return p


def _space(value: int, track: int) -> str:
    return str(value) if value < track else f"{value} (space {value % track})"


def scenario_items(doc: Mapping) -> nodes.bullet_list:
    """The scenario (formats.md JSON) in four lines: players, markers, robbers, turn."""
    track = doc.get("track", 50)
    players = doc["players"]
    markers = doc["markers"]
    robbers = doc.get("robbers", {})
    lines = [
        f"Players in turn order: {', '.join(players)}; {doc['active']} is the active player "
        f"(track of {track} spaces).",
        "Markers: " + "; ".join(
            f"{p} " + ", ".join(f"{k} {_space(v, track)}" for k, v in markers[p].items()) for p in players),
        "Robbers: " + "; ".join(
            f"{p} on {robbers[p]}" if robbers.get(p) is not None else f"{p} in supply" for p in players),
        "Turn: " + "; ".join(_step(step) for step in doc["turn"]),
    ]
    out = nodes.bullet_list()
    for line in lines:
        out += nodes.list_item("", para(line))
    return out


def _step(step: Mapping) -> str:
    if step["step"] != "score":
        return step["step"].replace("-", " ")
    events = ", ".join(
        f"{e['player']} {e['points']:+d}" + (f" ({e['feature']})" if e.get("feature") else "") for e in step["events"])
    return f"score ({step.get('source', 'features')}): {events}"


def _cell(text: str) -> nodes.entry:
    return nodes.entry("", para(text))


def _markers(kinds: Mapping[str, int]) -> str:
    if list(kinds) == ["meeple"]:
        return str(kinds["meeple"])
    return f"{sum(kinds.values())} (" + ", ".join(f"{k} {v}" for k, v in kinds.items()) + ")"


def outcome_table(outcomes: Sequence[Mapping], players: Sequence[str], highlight: int | None) -> nodes.table:
    """One row per legal outcome: each player's markers, the robbers on the track, the steals."""
    header = ["#", *players, "robbers on the track", "steals"]
    table = nodes.table(classes=["rulespec-outcomes"])
    group = nodes.tgroup(cols=len(header))
    table += group
    for name in header:
        group += nodes.colspec(colwidth=1 if name == "#" else 4)
    head = nodes.thead()
    group += head
    row = nodes.row()
    for name in header:
        row += _cell(name)
    head += row
    body = nodes.tbody()
    group += body
    for i, outcome in enumerate(outcomes, start=1):
        row = nodes.row(classes=["rulespec-pictured"] if i == highlight else [])
        row += _cell(f"{i}" + (" (pictured)" if i == highlight else ""))
        for p in players:
            row += _cell(_markers(outcome["markers"][p]))
        placed = [f"{p} {v}" for p, v in outcome["robbers"].items() if v is not None]
        row += _cell(", ".join(placed) or "none")
        steals = [f"{s['thief']} takes {s['points']} from {s['victim']}'s {s['marker']}" for s in outcome["steals"]]
        row += _cell("; ".join(steals) or "no steal")
        body += row
    return table


def pictures(scenario: Mapping, outcome: Mapping | None, number: int | None) -> nodes.raw:
    """The track before the turn and after one outcome, as inline SVG figures:
    each drawn twice, wide and upright for a phone's column (the style sheet
    shows the one that fits, so the numbers stay readable)."""
    figures = [("Before the turn", track_svg.render_track(scenario, title="before"),
                track_svg.render_track(scenario, title="before", narrow=True))]
    if outcome is not None:
        title = f"after #{number}"
        figures.append((f"After outcome {number}", track_svg.render_track(scenario, outcome, title=title),
                        track_svg.render_track(scenario, outcome, title=title, narrow=True)))
    html = ['<div class="rulespec-tracks">']
    for caption, wide, narrow in figures:
        html += ["<figure>", wide.rstrip(), narrow.rstrip(), f"<figcaption>{caption}</figcaption>", "</figure>"]
    html.append("</div>")
    return nodes.raw("", "\n".join(html) + "\n", format="html")


def steps_strip(scenario: Mapping, outcome: Mapping, number: int, label: str) -> nodes.raw:
    """The pictured outcome's derivation as pictures, one per step with its
    words and clauses (``strips``: a strip that scrolls sideways)."""
    shown = strips.frames(scenario, outcome)
    return strips.strip(shown, f"Outcome {number} under {label}, step by step in pictures "
                               f"({strips.steps(len(shown) - 1)})")


def folded(table: nodes.table, count: int, limit: int) -> list[nodes.Node]:
    """Long tables go inside a closed ``<details>`` (HTML only; other builders show them plain)."""
    if count <= limit:
        return [table]
    return [nodes.raw("", f"<details class=\"rulespec-fold\"><summary>Show all {count} legal outcomes</summary>\n",
                      format="html"),
            table,
            nodes.raw("", "</details>\n", format="html")]


def derivations(stories, label: str) -> list[nodes.Node]:
    """Each outcome's derivation (``(number, lines)``: the chosen line, then
    the numbered steps with their clauses), in a ``<details>`` that opens
    on the pictured track's side."""
    out: list[nodes.Node] = [nodes.raw("", f"<details class=\"rulespec-fold\"><summary>How each outcome is reached "
                                           f"under {label}: the derivations, step by step with their clauses"
                                           "</summary>\n", format="html")]
    for number, lines in stories:
        if not lines:
            continue
        out.append(para(f"Outcome {number}. {lines[0]}"))
        steps = nodes.enumerated_list()
        for line in lines[1:]:
            item = nodes.list_item()
            item += step_paragraph(line.strip().split(". ", 1)[1] if ". " in line else line.strip())
            steps += item
        out.append(steps)
    out.append(nodes.raw("", "</details>\n", format="html"))
    return out


def step_paragraph(text: str) -> nodes.paragraph:
    """A derivation step's words with its clause ids (the closing
    ``[id, id]``) each a link to the clause's entry, where its source
    sentences are: a step's clause is one click away, as issue 28 asks."""
    from sphinx import addnodes

    words, bracket, ids = text.rpartition(" [")
    if not bracket or not ids.endswith("]"):
        return para(text)
    parts: list = [words + " ["]
    for n, clause_id in enumerate(ids[:-1].split(", ")):
        if n:
            parts.append(", ")
        ref = addnodes.pending_xref("", refdomain="std", reftype="ref", reftarget=f"clause-{clause_id}",
                                    refexplicit=True, refwarn=True, rulespec_step=True)
        ref += nodes.literal(clause_id, clause_id)
        parts.append(ref)
    parts.append("]")
    return para(*parts)


#: The page whose labels ``clause-<id>`` the steps link to.
CLAUSE_INDEX = "generated/clauses"


def unlinked_without_the_index(app, env, node, contnode):
    """A ``missing-reference`` handler: a step's clause id stays plain text
    in a project without the clause index (an example built on its own, as
    the tests do); where the index is, an unknown id still warns."""
    if node.get("rulespec_step") and CLAUSE_INDEX not in env.found_docs:
        return contnode
    return None
