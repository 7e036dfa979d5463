"""A derivation as a strip of pictures: one figure per frame (before the
turn, then after each step) with the step's words and clause ids, in a
closed ``<details>`` that scrolls sideways (no JavaScript).

Shared by the worked examples of both modules and the contradiction
catalogue's witnesses; the frames come from each module's ``pictures``
(``checker.robbers.pictures``, ``checker.count_king_robber.pictures``), so the
static pages show the very pictures the explorer plays.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Callable, Mapping, Sequence
from xml.sax.saxutils import escape

from docutils import nodes
from sphinx.application import Sphinx

from checker.combined import pictures as combined_pictures
from checker.count_king_robber import pictures as city_pictures
from checker.count_king_robber.loading import ckr_scenario_from_json
from checker.pictures import Frame
from checker.robbers import pictures as track_pictures


FOLDER = "_strips"
"""Where the pictures kept as files go, under the HTML output."""


def _city_frames(scenario: Mapping, outcome: Mapping) -> list[Frame]:
    """The City's frames, each step told with the scenario at hand (a
    scoring step names its feature's kind from it, as ``rulespec diff`` does)."""
    value = ckr_scenario_from_json(dict(scenario), "<strip>")
    steps = list((outcome.get("derivation") or {}).get("steps") or [])
    return city_pictures.frames(scenario, outcome, told=city_pictures.step_words(scenario, steps, value))


FRAMES = {"robbers": lambda scenario, outcome: track_pictures.frames(scenario, outcome, narrow=True),
          "count-king-robber": _city_frames}
"""Each module's frames of a derivation, by the scenario's ``expansion``
(The Robbers' track drawn upright, for a phone's column)."""


def frames(scenario: Mapping, outcome: Mapping) -> list[Frame]:
    """The outcome's derivation as frames, in its module's picture (a turn
    with The Robbers beside Count, King & Robber: the City above the track)."""
    if scenario.get("expansion") == "count-king-robber" and scenario.get("robbers"):
        return combined_pictures.frames(scenario, outcome)
    return FRAMES[scenario.get("expansion", "robbers")](scenario, outcome)


def strip(shown: Sequence[Frame], summary: str, parting: int | None = None,
          place: Callable[[str], str] | None = None) -> nodes.raw:
    """The frames as figures under ``summary`` (HTML, escaped here);
    ``parting``: the step where another derivation parts from this one,
    outlined and captioned so. ``place``: where a page of many strips keeps
    each picture as a file (it returns the address), shown by an ``<img>``
    the browser fetches only when the strip is opened; without it the
    pictures are inline."""
    html = [f'<details class="rulespec-fold rulespec-steps"><summary>{escape(summary)}</summary>',
            '<div class="rulespec-strip">']
    for frame in shown:
        clauses = f' <span class="rulespec-clauses">[{escape(", ".join(frame.clauses))}]</span>' if frame.clauses else ""
        head = f"{frame.index}. " if frame.index else ""
        parts = frame.index == parting and frame.index > 0
        mark = '<strong class="rulespec-parting-note">They part here.</strong> ' if parts else ""
        html += ['<figure class="rulespec-parting">' if parts else "<figure>",
                 frame.svg.rstrip() if place is None else _image(frame.svg, place(frame.svg)),
                 f"<figcaption>{mark}{head}{escape(frame.words)}{clauses}</figcaption>", "</figure>"]
    html += ["</div>", "</details>"]
    return nodes.raw("", "\n".join(html) + "\n", format="html")


def _image(svg: str, src: str) -> str:
    """An ``<img>`` of the picture at ``src``, its class, size and words from the picture's root."""
    root = svg[:svg.index(">")]
    size = " ".join(re.search(rf'\s({name}="[^"]*")', root).group(1) for name in ("class", "width", "height"))
    label = re.search(r"""aria-label=("[^"]*"|'[^']*')""", root).group(1)
    return f'<img src="{src}" alt={label} {size} loading="lazy">'


def file_name(svg: str) -> str:
    """A picture's file name, from its bytes (the same picture is one file)."""
    return hashlib.sha256(svg.encode("utf-8")).hexdigest()[:20] + ".svg"


_OUTPUT: dict[str, str] = {}
"""The builder's format and output folder, kept when the builder starts: a
directive reaches no application (Sphinx 9 deprecates ``env.app``)."""


def remember_output(app: Sphinx) -> None:
    """``builder-inited``: keep where the pictures kept as files go."""
    _OUTPUT.update(format=app.builder.format, outdir=str(app.outdir))


def placer(docname: str) -> Callable[[str], str] | None:
    """For an HTML build, where a picture goes: a file of its own under
    ``_strips/`` (named by its bytes), addressed from ``docname``'s page, fetched
    when a strip is opened (inline, the contradictions page's 665 pictures
    weighed 6 MB and Count, King & Robber's worked examples' 947 4.5 MB)."""
    if _OUTPUT.get("format") != "html":
        return None
    folder = Path(_OUTPUT["outdir"]) / FOLDER
    up = "../" * docname.count("/")

    def place(svg: str) -> str:
        name = file_name(svg)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / name
        if not path.exists():
            path.write_text(svg, encoding="utf-8", newline="\n")
        return f"{up}{FOLDER}/{name}"

    return place


def steps(count: int) -> str:
    return f"{count} step{'s' if count != 1 else ''}"
