"""What the differential test compares between the two readings' derivations
of a Count, King & Robber turn (issue 28, item 5): the intermediate values of
each step of the turn, read from a Z3 model of the encoding (its moves,
gains, entries and state after each step) and from a reference derivation's
steps (replayed with tests/count_king_robber/replay.py, no rule logic).

An observation is a tuple with one entry per scoring or game end of the turn:
``(step, moves, gains, entry, after)``:

- ``moves``: the figures redeployed, sorted (feature, player, figure, count);
- ``gains``: the points gained, sorted (feature or tile, player, points),
  zeros left out (a feature worth nothing tells no majority on either side);
- ``entry``: (figure, district) entering the city after it, or None;
- ``after``: the state after it as an :class:`Outcome` (scores, the Count,
  districts, figures returned, entries so far, the King, the Robber Baron).
"""

from __future__ import annotations

import z3

from checker.count_king_robber.encoding import CkrEncoding, CkrProjection
from checker.count_king_robber.encoding.terms import NOBODY
from checker.count_king_robber.model import DISTRICTS, FIGURES, PLACE, Holder, Outcome
from tests.count_king_robber.replay import replay
from tests.derivations.observe import one_model_per_outcome

#: The steps that follow a scoring's features, and the game end's.
_TAIL = {"score": ("tile", "enter", "count", "stay-out"), "game-end": ("bonus",)}


def label(feature, index: int) -> str:
    """A feature's name in a derivation (docs/ckr-turn-model.md): its id, else kind and place."""
    return feature.id or f"{feature.kind}-{index + 1}"


def segments(scenario, steps: list[dict]) -> list[tuple[int, list[dict]]]:
    """The derivation's steps cut at each step of the turn: its redeployments
    and challenges, one score per feature, then a scoring's tiles, entry and
    Count, or the game end's bonuses. A step with no features has only these."""
    out, k = [], 0
    for i, step in enumerate(scenario.turn):
        if step.kind == PLACE:
            continue
        start = k
        if step.features:
            while k < len(steps) and steps[k]["kind"] in ("redeploy", "challenge"):
                k += 1
            for _ in step.features:
                assert k < len(steps) and steps[k]["kind"] == "score", f"step {i}: a score step expected at {k}"
                k += 1
        while k < len(steps) and steps[k]["kind"] in _TAIL[step.kind]:
            k += 1
        out.append((i, steps[start:k]))
    assert k == len(steps), f"steps left over after the turn: {steps[k:]}"
    return out


def of_reference(scenario, steps: list[dict]) -> tuple:
    """The observation of a reference derivation (JSON step objects), read
    from its steps only: the state after a step is its prefix replayed."""
    out, done = [], []
    for i, part in segments(scenario, steps):
        done += part
        moves = tuple(sorted((s["feature"], s["player"], s["figure"], s["count"])
                             for s in part if s["kind"] == "redeploy"))
        gains = [(s["feature"], p, s["points"]) for s in part if s["kind"] == "score" for p in s["majority"]]
        gains += [(s["tile"], s["player"], s["points"]) for s in part if s["kind"] == "bonus"]
        entry = [(s["figure"], s["district"]) for s in part if s["kind"] == "enter"]
        assert len(entry) <= 1, f"step {i}: two entries {entry}"
        out.append((i, moves, tuple(sorted(g for g in gains if g[2] != 0)), entry[0] if entry else None,
                    replay(scenario, done)))
    return tuple(out)


def _value(model, term) -> int:
    return model.eval(term, model_completion=True).as_long() if isinstance(term, z3.ExprRef) else int(term)


def _true(model, term) -> bool:
    return z3.is_true(model.eval(term, model_completion=True))


def _holder(model, players, pair) -> Holder:
    who = _value(model, pair[0])
    return Holder(None if who == NOBODY else players[who], _value(model, pair[1]))


def of_model(enc: CkrEncoding, model) -> tuple:
    """The observation of a Z3 model of ``enc``, read from the encoding's terms."""
    sc, players = enc.scenario, enc.players
    out, placed = [], []
    for i, step in enumerate(sc.turn):
        if i not in enc.step_after:
            continue
        names = {j: label(f, j) for j, f in enumerate(step.features)}
        moves = tuple(sorted((names[j], p, fig, n) for (j, p, fig), v in enc.step_moves.get(i, {}).items()
                             if (n := _value(model, v)) > 0))
        gains = tuple(sorted((names.get(key, key), p, n) for (s, key, p), v in enc.gains.items()
                             if s == i and (n := _value(model, v)) != 0))
        entry = None
        for pl in enc.placements:
            if pl.step == i and _true(model, pl.enters):
                entry = (FIGURES[_value(model, pl.figure)], DISTRICTS[_value(model, pl.district)])
                placed.append((enc.active, entry[1], entry[0]))
        scores, count, districts, returned, holders = enc.step_after[i]
        after = Outcome.make(
            players, {p: _value(model, scores[p]) for p in players},
            DISTRICTS[_value(model, count)] if sc.city else None,
            {d: {p: {f: _value(model, districts[(d, p, f)]) for f in FIGURES} for p in players} for d in DISTRICTS}
            if sc.city else None,
            {p: {f: _value(model, returned[(p, f)]) for f in FIGURES} for p in players}, list(placed),
            _holder(model, players, holders["king"]), _holder(model, players, holders["robber-baron"]))
        out.append((i, moves, gains, entry, after))
    return tuple(out)


def z3_models(scenario, rules, limit: int = 400):
    """One Z3 model for each outcome (blocking each outcome's projection once
    found): ``{outcome: observation}``."""
    enc = CkrEncoding(scenario, rules)
    return one_model_per_outcome(enc, CkrProjection(enc), of_model, limit)
