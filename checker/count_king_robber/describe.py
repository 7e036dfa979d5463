"""Count, King & Robber outcomes in words, for tables and the docs."""

from __future__ import annotations

from checker.count_king_robber.model import Outcome, Scenario, thaw


def _figures(table: dict) -> str:
    parts = []
    for p, kinds in table.items():
        parts.append(p + " " + "+".join(f"{n} {f}" for f, n in kinds.items()))
    return ", ".join(parts) or "-"


def city_text(outcome: Outcome) -> str:
    if not outcome.districts:
        return "-"
    inside = "; ".join(f"{d}: {_figures(thaw(fr))}" for d, fr in outcome.districts if fr)
    return f"Count in {outcome.count}" + (f"; {inside}" if inside else "")


def tiles_text(outcome: Outcome) -> str:
    out = []
    for name, h in (("King", outcome.king), ("Robber Baron", outcome.robber_baron)):
        out.append(f"{name}: {h.holder} ({h.size})" if h.holder else f"{name}: -")
    return ", ".join(out)


def placed_text(outcome: Outcome) -> str:
    return ", ".join(f"{p}'s {f} to the {d}" for p, d, f in outcome.placed) or "-"


def robbers_text(outcome: Outcome) -> str:
    """The Robbers' side of a combined turn: thefts and where the robbers stand."""
    side = outcome.robbers
    if side is None:
        return "-"
    steals = ", ".join(f"{s.thief} took {s.points} from {s.victim}'s {s.marker}" for s in side.steals) or "no theft"
    places = ", ".join(f"{p} {'supply' if at is None else at}" for p, at in side.robbers)
    return f"{steals}; robbers: {places}"


def outcome_text(outcome: Outcome) -> str:
    """One line: scores, what entered the city, the Count, the tiles (and the robbers, if in play)."""
    scores = ", ".join(f"{p} {s}" for p, s in outcome.scores)
    text = f"{scores}; entered: {placed_text(outcome)}; {city_text(outcome)}; {tiles_text(outcome)}"
    return text if outcome.robbers is None else f"{text}; {robbers_text(outcome)}"


def distance(a: Outcome, b: Outcome) -> int:
    """How far apart two outcomes are: score differences plus each other field that differs."""
    d = sum(abs(x - y) for (_, x), (_, y) in zip(a.scores, b.scores))
    for field in ("count", "districts", "returned", "placed", "king", "robber_baron", "robbers"):
        d += getattr(a, field) != getattr(b, field)
    return d


def outcomes_table(title: str, outcomes, scenario: Scenario):
    from rich.table import Table

    table = Table(title=title, show_lines=False)
    robbers = scenario.robbers is not None
    columns = ["#", "scores", "entered the city", "the city after the turn", "returned to supply", "King, Robber Baron"]
    for column in columns + (["The Robbers"] if robbers else []):
        table.add_column(column, justify="right" if column == "#" else "left")
    for n, o in enumerate(outcomes, 1):
        scores = ", ".join(f"{p} {s}" for p, s in o.scores)
        row = [str(n), scores, placed_text(o), city_text(o), _figures(thaw(o.returned)), tiles_text(o)]
        table.add_row(*row, *([robbers_text(o)] if robbers else []))
    return table
