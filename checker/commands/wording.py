"""The words the commands share, so that ``enumerate``, ``judge``, ``check``,
``diff`` and ``conform`` say the same thing the same way: how many legal
outcomes under which rules, the turn in words (each rules module's
``describe``), and two outcomes side by side."""

from __future__ import annotations

from checker.wording import counted  # noqa: F401 - the commands import it from here




def rules_words(rules) -> str:
    """"c1-hig-2013 (rulings as of 2026-11)"; a label that names its month (``@2014-01``) says it already."""
    return rules.label() if rules.dated else f"{rules.label()} (rulings as of {rules.as_of})"


def outcomes_title(n: int, rules) -> str:
    """"5 legal outcomes under c1-hig-2013 (rulings as of 2026-11)"."""
    return f"{counted(n, 'legal outcome')} under {rules_words(rules)}"


def turn_words(expansion, scenario) -> str:
    """The scenario in its module's words: whose turn, who stands where, what is scored."""
    return expansion.part("describe").scenario_text(scenario.to_json())


def differences_table(rows, mine: str, other: str, title: str | None = None):
    """Two outcomes side by side where they differ: rows of (what, in
    ``mine``, in ``other``), as each module's ``describe.differences`` gives."""
    from rich.table import Table

    table = Table(title=title, show_lines=False, title_justify="left")
    for column in ("", mine, other):
        table.add_column(column)
    for what, a, b in rows:
        table.add_row(what, a, b)
    return table


def differences(expansion, mine, other, scenario) -> list[tuple[str, str, str]]:
    """The module's ``describe.differences``, or none when a module has no such part."""
    describe = expansion.part("describe")
    return describe.differences(mine, other, scenario) if hasattr(describe, "differences") else []


def fits(console, renderable) -> bool:
    """Whether ``renderable`` fits the console's width at its natural width, nothing wrapped or cut."""
    from rich.measure import Measurement

    unbounded = console.options.update(max_width=100_000)  # else the measure is clamped to the console's width
    return Measurement.get(console, unbounded, renderable).maximum <= console.width


def change_words(expansion, outcome, scenario) -> str:
    """An outcome against its scenario in one line (the module's
    ``describe.change_text``, or its ``outcome_json_text``)."""
    describe = expansion.part("describe")
    if hasattr(describe, "change_text"):
        return describe.change_text(outcome, scenario)
    return describe.outcome_json_text(outcome.to_json(scenario.players), scenario.players)


def print_indented(out, text: str, indent: int = 2, markup: bool = True) -> None:
    """``text`` wrapped to the console with every line indented (a hanging
    block, not only the first line), with no trailing spaces."""
    from rich.text import Text

    body = Text.from_markup(text) if markup else Text(text)
    for line in body.wrap(out, max(20, out.width - indent)):
        line.rstrip()
        out.print(Text(" " * indent) + line, no_wrap=True, crop=False)
