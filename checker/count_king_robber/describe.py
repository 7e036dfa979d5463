"""Count, King & Robber for people: scenarios and outcomes in words (for
tables, the ``diff`` output, the catalogue's Markdown and the docs), the
table of outcomes the commands print, how two outcomes differ, and the
distance by which ``judge`` and ``conform`` pick the nearest legal one. The
words themselves are in :mod:`checker.count_king_robber.words`.
"""

from __future__ import annotations

from checker import expansions
from checker.count_king_robber import words
from checker.count_king_robber.model import EXPANSION, Outcome, Scenario, thaw
from checker.count_king_robber.story import derivation_story, in_story_order, stories  # noqa: F401 - the commands' hooks
from checker.count_king_robber.words import counted, figures, name

#: The field of a scenario and an outcome that holds The Robbers' side of a
#: combined turn (docs/ckr-turn-model.md, "With The Robbers").
ROBBERS = "robbers"
#: What ``distance`` counts, for the commands' output.
DISTANCE_WORDS = "points of score apart, plus one for each other part that differs (the Count, a district, the figures back in supply, the entry, a tile, The Robbers' side)"


def _turn_part(part: str):
    """The combined turn's ``part``, which writes The Robbers' side."""
    return expansions.turn_of_section(EXPANSION, ROBBERS).part(part)


def _players(outcome: Outcome) -> list[str]:
    return [p for p, _ in outcome.scores]


def city_text(outcome: Outcome) -> str:
    """"the Count in the castle; the market: Red's meeple", or "-" without the city."""
    if not outcome.districts:
        return "-"
    players = _players(outcome)
    return words.city_text({"count": outcome.count, "districts": {d: thaw(fr) for d, fr in outcome.districts}}, players)


def tiles_text(outcome: Outcome) -> str:
    """"Red holds the King (a city of 4 tiles); nobody holds the Robber Baron"."""
    return "; ".join(words.holder_text(tile, {"holder": h.holder, "size": h.size})
                     for tile, h in (("king", outcome.king), ("robber-baron", outcome.robber_baron)))


def placed_text(outcome: Outcome) -> str:
    return "; ".join(words.entry({"player": p, "district": d, "figure": f}) for p, d, f in outcome.placed) or "nobody enters"


def robbers_text(outcome: Outcome, scenario: Scenario | None = None) -> str:
    """The Robbers' side of a combined turn: thefts and what the robbers did."""
    if outcome.robbers is None:
        return "-"
    part = None if scenario is None else scenario.robbers
    return _turn_part("describe").outcome_part_text(outcome.robbers, part)


def outcome_text(outcome: Outcome) -> str:
    """One line: scores, the entry, the city, the tiles (and The Robbers' side, if in play)."""
    scores = "scores " + ", ".join(f"{name(p)} {s}" for p, s in outcome.scores)
    text = f"{scores}; {placed_text(outcome)}; {city_text(outcome)}; {tiles_text(outcome)}"
    return text if outcome.robbers is None else f"{text}; {robbers_text(outcome)}"


def score_changes(outcome: Outcome, scenario: Scenario) -> list[str]:
    return [f"{name(p)} {scenario.scores[p]} → {s}" for p, s in outcome.scores if s != scenario.scores[p]]


def score_lines(outcome: Outcome, scenario: Scenario) -> list[str]:
    """Every player's score, those the turn leaves alone included (issue 28)."""
    return [f"{name(p)} {scenario.scores[p]} → {s}" if s != scenario.scores[p] else f"{name(p)} {s} (unchanged)"
            for p, s in outcome.scores]


def tile_changes(outcome: Outcome, scenario: Scenario) -> list[str]:
    pairs = (("king", scenario.king, outcome.king), ("robber-baron", scenario.robber_baron, outcome.robber_baron))
    if not outcome.king.holder and not outcome.robber_baron.holder:
        return ["nobody holds the King or the Robber Baron"]
    return [words.holder_change(tile, {"holder": a.holder, "size": a.size}, {"holder": b.holder, "size": b.size})
            for tile, a, b in pairs]


def change_text(outcome: Outcome, scenario: Scenario) -> str:
    """An outcome against its scenario in one line: score changes, the entry,
    the city, the figures back in supply, the tiles (and The Robbers' side)."""
    parts = score_changes(outcome, scenario) or ["no score changes"]
    parts.append(placed_text(outcome))
    if outcome.districts:
        parts.append(city_text(outcome))
    parts.append("back to supply: " + (figures(thaw(outcome.returned), scenario.players) or "nothing"))
    parts += tile_changes(outcome, scenario)
    if outcome.robbers is not None:
        parts.append(robbers_text(outcome, scenario))
    return "; ".join(parts)


def outcomes_table(title: str, outcomes, scenario: Scenario):
    """One row per outcome: every player's score, the entry, the city after
    the turn, the figures back in supply, the King and Robber Baron (and The
    Robbers); rows in story order ("nobody enters" first, then by who enters
    and where: story.in_story_order), numbered as the stories are."""
    from rich.table import Table

    robbers = scenario.robbers is not None
    columns = ["#", "scores", "entering the City", "the City after the turn", "back to supply", "King and Robber Baron"]
    companion = [expansions.EXPANSIONS[expansions.turn_of_section(EXPANSION, ROBBERS).companion].title] if robbers else []
    table = Table(title=title, show_lines=True)
    for column in columns + companion:
        table.add_column(column, justify="right" if column == "#" else "left")
    for n, o in enumerate(in_story_order(outcomes, scenario), 1):
        row = [str(n), "\n".join(score_lines(o, scenario)), placed_text(o),
               city_text(o) if o.districts else "not in play", figures(thaw(o.returned), scenario.players) or "none",
               "\n".join(tile_changes(o, scenario))]
        table.add_row(*row, *([robbers_text(o, scenario)] if robbers else []))
    return table


def distance(a: Outcome, b: Outcome) -> int:
    """How far apart two outcomes are: score differences plus each other field that differs."""
    d = sum(abs(x - y) for (_, x), (_, y) in zip(a.scores, b.scores))
    for field in ("count", "districts", "returned", "placed", "king", "robber_baron", "robbers"):
        d += getattr(a, field) != getattr(b, field)
    return d


def difference_kinds(mine: Outcome, other: Outcome) -> list[str]:
    """The kinds of difference between two outcomes, for ``conform``'s
    diagnosis: "score", "entry" (who enters the City of Carcassonne, where,
    with what), "the Count", "the City", "figures returned", "the King",
    "the Robber Baron", and The Robbers' own kinds in a combined turn."""
    kinds = [k for k, differs in (
        ("score", mine.scores != other.scores), ("entry", mine.placed != other.placed),
        ("the Count", mine.count != other.count), ("the City", mine.districts != other.districts),
        ("figures returned", mine.returned != other.returned), ("the King", mine.king != other.king),
        ("the Robber Baron", mine.robber_baron != other.robber_baron)) if differs]
    if mine.robbers != other.robbers and mine.robbers is not None and other.robbers is not None:
        kinds += [f"The Robbers: {k}" for k in _turn_part("describe").difference_kinds(mine.robbers, other.robbers)]
    return kinds


def differences(mine: Outcome, other: Outcome, scenario: Scenario) -> list[tuple[str, str, str]]:
    """What differs between two outcomes of ``scenario``, in words: (what, in ``mine``, in ``other``)."""
    players = list(scenario.players)
    out = [(f"{name(p)}'s score", str(x), str(y)) for (p, x), (_, y) in zip(mine.scores, other.scores) if x != y]
    if mine.placed != other.placed:
        out.append(("entering the City", _entry_words(mine, scenario), _entry_words(other, scenario)))
    if mine.count != other.count:
        out.append(("the Count", f"in the {mine.count}", f"in the {other.count}"))
    for (d, a), (_, b) in zip(mine.districts, other.districts):
        if a != b:
            out.append((f"the {d}", figures(thaw(a), players) or "empty", figures(thaw(b), players) or "empty"))
    if mine.returned != other.returned:
        out.append(("back to supply", figures(thaw(mine.returned), players) or "none", figures(thaw(other.returned), players) or "none"))
    for tile, a, b in (("king", mine.king, other.king), ("robber-baron", mine.robber_baron, other.robber_baron)):
        if a != b:
            title = words.TILE_WORDS[tile][0]
            out.append((f"the {title}", words.holder_text(tile, vars(a)), words.holder_text(tile, vars(b))))
    if mine.robbers != other.robbers and mine.robbers is not None and other.robbers is not None:
        out += _turn_part("describe").outcome_part_differences(mine.robbers, other.robbers, scenario)
    return out


def _entry_words(outcome: Outcome, scenario: Scenario) -> str:
    if not outcome.placed:
        return "nobody enters"
    text = placed_text(outcome)
    if any(p != scenario.active for p, _, _ in outcome.placed):  # the rules let only the active player enter
        text += f", but {name(scenario.active)} is the active player"
    return text


# A scenario document in words (the diff's witness, the catalogue, check's counterexamples).

def ckr_scenario_text(doc: dict) -> str:
    """The scenario document (docs/ckr-turn-model.md) in words; a field the
    format lets a document leave out reads as its default."""
    players = doc["players"]
    scores = doc.get("scores") or {}
    head = f"{name(doc['active'])}'s turn ({', '.join(name(p) for p in players)} in turn order)"
    parts = ["scores: " + ", ".join(f"{name(p)} {scores.get(p, 0)}" for p in players)] if scores else []
    supply = doc.get("supply") or {}
    parts.append("in supply: " + (figures({p: k for p, k in supply.items() if k}, players) or "nothing"))
    if doc.get("city"):
        parts.append(words.city_text(doc["city"], players))
    nobody = {"holder": None, "size": 0}
    parts.append("; ".join(words.holder_text(t, doc.get(t) or nobody) for t in ("king", "robber-baron")))
    done = doc.get("completed") or {"cities": 0, "roads": 0}
    if done.get("cities") or done.get("roads"):
        parts.append(f"completed before: {counted(done.get('cities', 0), 'city', 'cities')}, "
                     f"{counted(done.get('roads', 0), 'road')}")
    if doc.get(ROBBERS):
        parts.append(_turn_part("describe").section_text(doc[ROBBERS]))
    steps = "; then ".join(words.step_text(s, players) for s in doc["turn"])
    return ". ".join([head] + [p[:1].upper() + p[1:] for p in parts]) + f". Then {steps}."


scenario_text = ckr_scenario_text


def outcome_json_text(doc: dict, players) -> str:
    """An outcome document in one line (``outcome_text`` of its value)."""
    return outcome_text(Outcome.from_json(doc, players))


def counterexample_text(example: dict) -> str:
    """A ``check`` counterexample: the scenario in words and how many outcomes it has."""
    n = example["outcomes"]
    return f"{ckr_scenario_text(example['scenario'])} It has {counted(n, 'legal outcome')} (--json lists the scenario)."
