"""Count, King & Robber for people: scenarios and outcomes in words, for
tables, the ``diff`` output, the catalogue's Markdown and the docs, the table
of outcomes the commands print, and the distance between two outcomes."""

from __future__ import annotations

from checker import expansions
from checker.count_king_robber.model import EXPANSION, Outcome, Scenario, thaw

#: The field of a scenario and an outcome that holds The Robbers' side of a
#: combined turn (docs/ckr-turn-model.md, "With The Robbers").
ROBBERS = "robbers"


def _turn_part(part: str):
    """The combined turn's ``part``, which writes The Robbers' side."""
    return expansions.turn_of_section(EXPANSION, ROBBERS).part(part)


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
    if outcome.robbers is None:
        return "-"
    return _turn_part("describe").outcome_part_text(outcome.robbers)


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
    companion = [expansions.EXPANSIONS[expansions.turn_of_section(EXPANSION, ROBBERS).companion].title] if robbers else []
    for column in columns + companion:
        table.add_column(column, justify="right" if column == "#" else "left")
    for n, o in enumerate(outcomes, 1):
        scores = ", ".join(f"{p} {s}" for p, s in o.scores)
        row = [str(n), scores, placed_text(o), city_text(o), _figures(thaw(o.returned)), tiles_text(o)]
        table.add_row(*row, *([robbers_text(o)] if robbers else []))
    return table


# A scenario document in words (the diff's witness, the catalogue).
def _listed_figures(table: dict) -> str:
    return ", ".join(f"{p} " + "+".join(f"{n} {f}" for f, n in kinds.items()) for p, kinds in table.items())


def _count(n: int, one: str, many: str = "") -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"


def _feature(f: dict) -> str:
    text = f["kind"]
    if "tiles" in f:
        text += f" of {_count(f['tiles'], 'tile')}"
    if f["kind"] == "field":
        text += f" supplying {_count(f['cities'], 'city', 'cities')} at {f['per-city']} each" + (", bordering the City" if f["carcassonne"] else "")
    elif "points" in f:
        text += f" worth {f['points']}"
    text += f" ({_listed_figures(f['meeples']) or 'no figures'})"
    challenge = f.get("challenge")
    if challenge is not None:
        text += f" challenging {challenge['feature']}" if "feature" in challenge else f" against a rival ({_listed_figures(challenge['meeples']) or 'no figures'})"
    return (f"{f['id']}: " if f.get("id") else "") + text


def _step(s: dict) -> str:
    if s["step"] == "place-robbers":
        return "robbers may be placed"
    head = "game end" if s["step"] == "game-end" else f"scoring ({s['source']})"
    return f"{head}: " + "; ".join(_feature(f) for f in s["features"])


def _holder(h: dict) -> str:
    return f"{h['holder']} ({h['size']})" if h["holder"] else "nobody"


def ckr_scenario_text(doc: dict) -> str:
    """The scenario document (docs/ckr-turn-model.md) in words."""
    parts = [f"{len(doc['players'])} players, {doc['active']} active"]
    scores = {p: s for p, s in doc["scores"].items() if s}
    if scores:
        parts.append("scores " + ", ".join(f"{p} {s}" for p, s in scores.items()))
    parts.append("supply: " + (_listed_figures({p: k for p, k in doc["supply"].items() if k}) or "empty"))
    city = doc.get("city")
    if city:
        inside = "; ".join(f"{d} {_listed_figures(t)}" for d, t in city["districts"].items() if t)
        parts.append(f"Count in the {city['count']}" + (f", {inside}" if inside else ", the districts empty"))
    parts.append(f"King: {_holder(doc['king'])}, Robber Baron: {_holder(doc['robber-baron'])}")
    done = doc["completed"]
    if done["cities"] or done["roads"]:
        parts.append(f"completed before: {_count(done['cities'], 'city', 'cities')}, {_count(done['roads'], 'road')}")
    if doc.get(ROBBERS):
        parts.append(_turn_part("describe").section_text(doc[ROBBERS]))
    parts += [_step(s) for s in doc["turn"]]
    return "; ".join(parts)


scenario_text = ckr_scenario_text


def outcome_json_text(doc: dict, players) -> str:
    """An outcome document in one line (``outcome_text`` of its value)."""
    return outcome_text(Outcome.from_json(doc, players))


def counterexample_text(example: dict) -> str:
    """A ``check`` counterexample in one line: its size (``--json`` has it whole)."""
    return f"a scenario of {len(example['scenario']['players'])} players ({example['outcomes']} legal outcomes); see --json"
