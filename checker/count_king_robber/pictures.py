"""Count, King & Robber's pictures: the City of Carcassonne and the features
before a turn, after it, and after each step of an outcome's derivation (the
explorer plays them; the docs show them as a strip).

Input is the public JSON of ``docs/ckr-turn-model.md`` (a scenario, an
outcome with its ``derivation``), so the docs, the explorer (through Pyodide)
and the tests draw the same bytes. A derivation's steps
(``checker.count_king_robber.reference.steps``) are applied one by one: a
``redeploy`` takes figures out of a district, a ``challenge`` or ``score``
sends its ``home`` figures to supply (a ``score`` gives its ``majority``
their points), a ``tile`` passes the King or the Robber Baron, an ``enter``
puts a figure in a district, a ``count`` moves the Count, a ``bonus`` adds
its points; the district and the feature a step concerns are outlined.
Of The Robbers' side of a combined turn only the points its ``rogue`` and
``end-bonus`` steps add show here (in the scores); ``checker.combined.pictures``
draws the score track under this picture.
"""

from __future__ import annotations

from typing import Mapping

from checker import pictures
from checker.count_king_robber import picture_words
from checker.count_king_robber.city_picture import CARD_W, NARROW, PAD, PANEL_X, WIDTH, Canvas, draw_city, draw_features, draw_legend, \
    draw_panel
from checker.count_king_robber.model import DISTRICTS
from checker.count_king_robber.picture_words import ordered, placements
from checker.count_king_robber.story import step_line


def _width(city: Mapping | None, turn) -> int:
    """With the City the districts and the panel need ``WIDTH``; without it
    the picture is only as wide as its widest row of feature cards."""
    if city:
        return WIDTH
    cards = max([0] + [min(4, len(step.get("features") or [])) for step in turn])
    return max(NARROW, 2 * PAD + cards * (CARD_W + 12) - 12)


def render_before(scenario: Mapping, title: str = "before the turn") -> str:
    """The state before the turn and the features the turn scores."""
    players = list(scenario.get("players", []))
    city = scenario.get("city")
    c = Canvas()
    c.text(PAD, 20, title.capitalize(), 15, "bold")
    completed = scenario.get("completed") or {}
    notes = [("Completed before the turn", [f"{completed.get('cities', 0)} cities, {completed.get('roads', 0)} roads"])]
    top = 30
    bottom = draw_city(c, top, players, city) if city else top
    panel = draw_panel(c, PANEL_X if city else PAD, top, scenario.get("scores") or {}, players,
                       scenario.get("active"), scenario, notes)
    turn = scenario.get("turn") or []
    y = draw_features(c, max(bottom, panel) + 4, players, turn)
    width = _width(city, turn)
    height = draw_legend(c, y, width, bool(city), False) + PAD
    name = ("City of Carcassonne, " if city else "Count, King & Robber, ") + title
    return c.svg(width, height, name, picture_words.before(scenario))


def render_after(outcome: Mapping, title: str = "after the turn") -> str:
    """The state an outcome leaves: players in the order of its ``scores``."""
    scores = outcome.get("scores") or {}
    players = list(scores)
    city = outcome.get("city")
    placed = placements(outcome)
    returned = outcome.get("returned") or {}
    notes = [("Returned to supply", [(p, returned[p]) for p in ordered(players, returned)])]
    if city:
        entered = [f"{e['player'][:9]}'s {e['figure']} → {e['district']}" for e in placed]
        notes.insert(0, ("Entered the city", entered or ["nobody"]))
    c = Canvas()
    c.text(PAD, 20, title.capitalize(), 15, "bold")
    top = 30
    bottom = draw_city(c, top, players, city, placed) if city else top
    panel = draw_panel(c, PANEL_X if city else PAD, top, scores, players, None, outcome, notes)
    width = _width(city, [])
    height = draw_legend(c, max(bottom, panel) + 4, width, bool(city), bool(city and placed)) + PAD
    name = ("City of Carcassonne, " if city else "Count, King & Robber, ") + title
    return c.svg(width, height, name, picture_words.after(outcome))


def start(scenario: Mapping) -> dict:
    """The state a derivation starts from, in the outcome's JSON form."""
    players = list(scenario.get("players", []))
    side = (scenario.get("robbers") or {}).get("markers") or {}
    scores = scenario.get("scores") or {p: sum(side.get(p, {}).values()) for p in players}  # combined: the track's
    out = {"scores": {p: scores.get(p, 0) for p in players}, "returned": {}, "placed": []}
    for key in ("king", "robber-baron"):
        out[key] = dict(scenario.get(key) or {"holder": None, "size": 0})
    if scenario.get("city"):
        city = scenario["city"]
        tables = city.get("districts") or {}
        out["city"] = {"count": city.get("count"), "districts": {
            d: {p: dict(f) for p, f in (tables.get(d) or {}).items()} for d in DISTRICTS}}
    return out


def _add(table: dict, player: str, figure: str, n: int) -> None:
    """``n`` figures more (or fewer) for ``player`` in a ``{player: {figure: count}}`` table; none left, none listed."""
    row = table.setdefault(player, {})
    row[figure] = row.get(figure, 0) + n
    if row[figure] <= 0:
        del row[figure]
    if not row:
        del table[player]


def _home(returned: dict, figures) -> None:
    for text in figures or ():
        player, figure = text.rsplit(" ", 1)
        _add(returned, player, figure, 1)


def apply(state: dict, step: Mapping) -> dict:
    """The state after one step (a new value)."""
    new = {k: v for k, v in state.items()}
    new["scores"], new["returned"] = dict(state["scores"]), {p: dict(f) for p, f in state["returned"].items()}
    if "city" in state:
        new["city"] = {"count": state["city"]["count"], "districts": {
            d: {p: dict(f) for p, f in t.items()} for d, t in state["city"]["districts"].items()}}
    kind = step["kind"]
    if kind == "redeploy" and "city" in new:
        _add(new["city"]["districts"].setdefault(step["from"], {}), step["player"], step["figure"], -step["count"])
    elif kind == "challenge" or (kind == "score" and "feature_kind" in step):
        _home(new["returned"], step.get("home"))
        for player in step.get("majority") or ():
            new["scores"][player] = new["scores"].get(player, 0) + step["points"]
    elif kind == "tile":
        new[step["tile"]] = {"holder": step["player"], "size": step["size"]}
    elif kind == "enter" and "city" in new:
        _add(new["city"]["districts"].setdefault(step["district"], {}), step["player"], step["figure"], 1)
        new["placed"] = state["placed"] + [{k: step[k] for k in ("player", "district", "figure")}]
    elif kind == "count" and "city" in new:
        new["city"]["count"] = step["to"]
    elif kind in ("bonus", "end-bonus") or (kind == "rogue"):
        new["scores"][step["player"]] = new["scores"].get(step["player"], 0) + step["points"]
    return new


def _marked_district(step: Mapping | None) -> tuple[str, ...]:
    if step is None:
        return ()
    if step["kind"] == "count":
        return tuple(d for d in (step["from"], step["to"]) if d)
    return tuple(step[k] for k in ("district", "from") if step["kind"] in ("enter", "redeploy") and step.get(k))


def step_words(scenario: Mapping, steps: list[dict], loaded=None) -> list[str]:
    """Each step in a sentence, without its clauses (the page shows them as
    links). With ``loaded``, the scenario as a value, a combined turn's steps
    of The Robbers are told in that module's words (through the registry)."""
    return [step_line({k: v for k, v in s.items() if k != "clauses"}, loaded) for s in steps]


def frames(scenario: Mapping, outcome: Mapping, narrow: bool = False, told=None) -> list[pictures.Frame]:
    """The City and the features before the turn and after each step of the
    outcome's derivation (``narrow`` is accepted for the same call as The
    Robbers'; this picture is drawn for a column of 600 and its text is sized
    for it). ``told``: each step's words, where the caller has better ones
    (a combined turn's, in both modules' words)."""
    steps = list((outcome.get("derivation") or {}).get("steps") or [])
    players = list(scenario.get("players", []))
    turn = scenario.get("turn") or []

    def drawn(state: dict, step: Mapping | None, index: int, total: int) -> str:
        title = f"Step {index} of {total}" if step is not None else "Before the turn"
        c = Canvas()
        c.text(PAD, 20, title, 15, "bold")
        city = state.get("city")
        bottom = draw_city(c, 30, players, city, state["placed"], _marked_district(step)) if city else 30
        returned = state["returned"]
        notes = [("Returned to supply", [(p, returned[p]) for p in ordered(players, returned)])]
        panel = draw_panel(c, PANEL_X if city else PAD, 30, state["scores"], players, scenario.get("active"), state, notes)
        y = draw_features(c, max(bottom, panel) + 4, players, turn, (step or {}).get("feature"))
        width = _width(city, turn)
        height = draw_legend(c, y, width, bool(city), bool(city and state["placed"])) + PAD
        words = picture_words.after(dict(state, scores={p: state["scores"][p] for p in players}))
        return c.svg(width, height, ("City of Carcassonne, " if city else "Count, King & Robber, ") + title.lower(), words)

    told = told or step_words(scenario, steps)
    return pictures.frames(start(scenario), steps, apply, drawn, told)


__all__ = ["apply", "frames", "render_after", "render_before", "start"]
