"""Small helpers for writing reStructuredText by hand.

The generated pages are plain .rst files (so a reader can open them and see
what Sphinx sees); these helpers keep the escaping and the list-table layout in
one place, because a stray ``_`` or ``*`` in a clause summary would otherwise
turn into a broken reference or emphasis and fail the ``-W`` build.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

_SPECIAL = re.compile(r"([\\`*_|<>\[\]])")


def esc(text: str) -> str:
    """Text with every inline-markup character escaped."""
    return _SPECIAL.sub(r"\\\1", text)


def title(text: str, char: str = "=", over: bool = False) -> str:
    """A section title; ``over`` adds an overline (for page titles)."""
    line = char * max(len(text), 3)
    head = f"{line}\n" if over else ""
    return f"{head}{text}\n{line}\n"


def literal(text: str) -> str:
    """Inline literal; double backquotes need no escaping inside."""
    return f"``{text}``"


def url(address: str) -> str:
    """A link showing its address. A bare address in the text loses a closing
    parenthesis to the sentence around it (``..._(1st_edition)`` linked
    without its ``)``), so the target is given explicitly."""
    return f"`{esc(address)} <{address}>`__"


def clause_ref(clause_id: str | None) -> str:
    """A link to the clause's entry in the clause index, or a dash for none."""
    if clause_id is None:
        return "—"
    return f":ref:`{clause_id} <clause-{clause_id}>`"


def edition_ref(edition_id: str) -> str:
    """A link to an edition's page. A reference with a month or a reading
    (``c1-hig-2012@2013-04``, ``c3-2021+message-points=counted``) is shown
    whole and links to its edition."""
    page = re.split(r"[@+~]", edition_id, maxsplit=1)[0]
    return f":doc:`{edition_id} </generated/editions/{page}>`"


def example_ref(stem: str, shown: bool = True) -> str:
    """A link to the example's section on its worked-examples page; a literal
    name for an example that is checked by the tests but not on a page."""
    return f":ref:`{stem} <example-{stem}>`" if shown else literal(stem)


def indent(text: str, by: int) -> str:
    pad = " " * by
    return "\n".join(pad + line if line.strip() else "" for line in text.splitlines())


def list_table(header: Sequence[str], rows: Iterable[Sequence[str]], widths: str | None = None,
               classes: str | None = None) -> str:
    """A ``list-table`` directive; each cell is already reStructuredText."""
    out = [".. list-table::", "   :header-rows: 1"]
    if widths:
        out.append(f"   :widths: {widths}")
    if classes:
        out.append(f"   :class: {classes}")
    out.append("")
    for row in [list(header), *map(list, rows)]:
        for i, cell in enumerate(row):
            lines = (cell or "").splitlines() or [""]
            bullet = "   * - " if i == 0 else "     - "
            out.append((bullet + lines[0]).rstrip())
            out.extend(("       " + line).rstrip() for line in lines[1:])
    return "\n".join(out) + "\n"


def bullets(items: Iterable[str]) -> str:
    return "\n".join(f"- {item}" for item in items) + "\n"
