"""Shrinking Count, King & Robber scenarios: fewer players, steps, features
and figures, no city or held tile the property does not need, smaller
numbers; in a combined turn (a ``robbers`` section) also robbers back in
supply, no couriers and markers nearer the start of the track.

The greedy loop is :func:`checker.conformance.shrink.shrink`; this module
gives it the module's simplifications (:data:`MOVES`). They are edits of the
scenario's JSON document, each read back through the module's loader, so a
simplification that breaks a rule of the format (a held King needs a
completed city, a challenge must name a feature of its step) is never
proposed.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator

from checker.conformance.shrink import Moves
from checker.count_king_robber.loading import ckr_scenario_from_json
from checker.count_king_robber.model import Scenario
from checker.errors import InputError

NUMBERS = (("tiles", 1), ("points", 1), ("cities", 0), ("per-city", 1))


def _doc(s: Scenario) -> dict:
    """The scenario's document; with a ``robbers`` section without ``scores``,
    which are then the markers' sums and must follow any edit of them."""
    doc = s.to_json()
    if "robbers" in doc:
        del doc["scores"]
    return doc


def _load(doc: dict) -> Scenario | None:
    try:
        return ckr_scenario_from_json(doc, file="<shrink>", remember=True)
    except InputError:
        return None


def _features(doc: dict):
    for step in doc["turn"]:
        yield from step.get("features", ())  # a 'place-robbers' step has none


def _figure_tables(doc: dict):
    """Every player -> figure -> count table of the document: supply, districts, features, rivals."""
    yield doc["supply"]
    yield from doc.get("city", {}).get("districts", {}).values()
    for f in _features(doc):
        yield f["meeples"]
        if "meeples" in f.get("challenge", {}):
            yield f["challenge"]["meeples"]


def size(s: Scenario) -> tuple:
    """What "smaller" means, most important first."""
    doc = s.to_json()
    features = list(_features(doc))
    section = doc.get("robbers", {"markers": {}, "robbers": {}})
    figures = sum(n for table in _figure_tables(doc) for kinds in table.values() for n in kinds.values())
    return (
        len(doc["players"]),
        len(doc["turn"]),
        len(features),
        "city" in doc,
        sum(1 for f in features if "challenge" in f),
        figures,
        sum(1 for key in ("king", "robber-baron") if doc[key]["holder"] is not None),
        sum(1 for step in doc["turn"] if step.get("source", "features") != "features"),
        sum(f.get(key, 0) for f in features for key, _ in NUMBERS) + sum(doc[k]["size"] for k in ("king", "robber-baron")),
        sum(1 for at in section["robbers"].values() if at is not None) + sum(len(m) - 1 for m in section["markers"].values()),
        sum(doc["scores"].values()) + doc["completed"]["cities"] + doc["completed"]["roads"],
        doc["players"].index(doc["active"]),
    )


def _without_player(doc: dict, gone: str) -> dict:
    doc["players"].remove(gone)
    if doc["active"] == gone:
        doc["active"] = doc["players"][0]
    doc.get("scores", {}).pop(gone, None)
    for part in ("markers", "robbers"):
        doc.get("robbers", {}).get(part, {}).pop(gone, None)
    for table in _figure_tables(doc):
        table.pop(gone, None)
    for key in ("king", "robber-baron"):
        if doc[key]["holder"] == gone:
            doc[key] = {"holder": None, "size": 0}
    return doc


def _without_step(doc: dict, i: int) -> dict:
    del doc["turn"][i]
    return doc


def _without_feature(doc: dict, i: int, j: int) -> dict:
    step = doc["turn"][i]
    gone = step["features"].pop(j)
    for f in step["features"]:
        if gone.get("id") and f.get("challenge", {}).get("feature") == gone["id"]:
            del f["challenge"]
    return doc


def _edits(doc: dict) -> Iterator:
    """Functions from a copy of ``doc`` to a simpler document, biggest first."""
    if len(doc["players"]) > 2:
        for p in reversed(doc["players"]):
            yield lambda d, p=p: _without_player(d, p)
    if len(doc["turn"]) > 1:
        for i in range(len(doc["turn"])):
            yield lambda d, i=i: _without_step(d, i)
    for i, step in enumerate(doc["turn"]):
        for j in range(len(step.get("features", ()))):
            if len(step["features"]) > 1 or step["step"] == "game-end":
                yield lambda d, i=i, j=j: _without_feature(d, i, j)
    if "city" in doc:
        yield lambda d: _without_city(d)
    for i, step in enumerate(doc["turn"]):
        for j, f in enumerate(step.get("features", ())):
            if "challenge" in f:
                yield lambda d, i=i, j=j: _drop_challenge(d, i, j)
    yield from _robbers_edits(doc)
    yield from _figure_edits(doc)
    for key in ("king", "robber-baron"):
        if doc[key]["holder"] is not None:
            yield lambda d, key=key: d.update({key: {"holder": None, "size": 0}}) or d
    for i, step in enumerate(doc["turn"]):
        if step.get("source", "features") != "features":
            yield lambda d, i=i: d["turn"][i].update(source="features") or d
    yield from _number_edits(doc)
    if doc["active"] != doc["players"][0]:
        yield lambda d: d.update(active=d["players"][0]) or d


def _robbers_edits(doc: dict) -> Iterator:
    """The combined turn's simplifications: a robber back in supply, a courier gone."""
    section = doc.get("robbers")
    if section is None:
        return

    def to_supply(d, p):
        d["robbers"]["robbers"][p] = None
        return d

    def without_courier(d, p):
        del d["robbers"]["markers"][p]["courier"]
        return d

    for p, at in section["robbers"].items():
        if at is not None:
            yield lambda d, p=p: to_supply(d, p)
    for p, kinds in section["markers"].items():
        if "courier" in kinds:
            yield lambda d, p=p: without_courier(d, p)


def _without_city(doc: dict) -> dict:
    del doc["city"]
    for f in _features(doc):
        f.pop("carcassonne", None)
    return doc


def _drop_challenge(doc: dict, i: int, j: int) -> dict:
    f = doc["turn"][i]["features"][j]
    rival = f.pop("challenge").get("feature")
    for other in doc["turn"][i]["features"]:
        if rival is not None and other.get("id") == rival:
            other.pop("challenge", None)
    return doc


def _tables_with_paths(doc: dict) -> Iterator:
    """(getter, table) for every figure table, the getter finding it again in a copy."""
    yield (lambda d: d["supply"]), doc["supply"]
    for name, figures in doc.get("city", {}).get("districts", {}).items():
        yield (lambda d, name=name: d["city"]["districts"][name]), figures
    for i, step in enumerate(doc["turn"]):
        for j, f in enumerate(step.get("features", ())):
            yield (lambda d, i=i, j=j: d["turn"][i]["features"][j]["meeples"]), f["meeples"]
            if "meeples" in f.get("challenge", {}):
                yield (lambda d, i=i, j=j: d["turn"][i]["features"][j]["challenge"]["meeples"]), f["challenge"]["meeples"]


def _figure_edits(doc: dict) -> Iterator:
    def drop(d, get, p, k):
        table = get(d)
        del table[p][k]
        if not table[p] and table is not d["supply"]:  # an empty supply stays: a player left out has a meeple
            del table[p]
        return d

    def fewer(d, get, p, k):
        get(d)[p][k] -= 1
        return d

    def meeple(d, get, p, k):
        table = get(d)[p]
        n = table.pop(k)
        table["meeple"] = table.get("meeple", 0) + n
        return d

    for get, table in _tables_with_paths(doc):
        for p, kinds in table.items():
            for k, n in kinds.items():
                yield lambda d, get=get, p=p, k=k: drop(d, get, p, k)
                if n > 1:
                    yield lambda d, get=get, p=p, k=k: fewer(d, get, p, k)
                if k != "meeple":
                    yield lambda d, get=get, p=p, k=k: meeple(d, get, p, k)


def _smaller(x: int, least: int) -> list[int]:
    out = [least, (x + least) // 2, x - 1]
    return [v for i, v in enumerate(out) if least <= v < x and v not in out[:i]]


def _number_edits(doc: dict) -> Iterator:
    def setter(path, value):
        def edit(d):
            target = d
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
            return d

        return edit

    for i, step in enumerate(doc["turn"]):
        for j, f in enumerate(step.get("features", ())):
            for key, least in NUMBERS:
                if key in f:
                    for v in _smaller(f[key], least):
                        yield setter(("turn", i, "features", j, key), v)
    for key in ("king", "robber-baron"):
        if doc[key]["holder"] is not None:
            for v in _smaller(doc[key]["size"], 1):
                yield setter((key, "size"), v)
    for p, v in doc.get("scores", {}).items():
        for w in _smaller(v, 0):
            yield setter(("scores", p), w)
    for p, kinds in doc.get("robbers", {}).get("markers", {}).items():
        for kind, v in kinds.items():
            for w in _smaller(v, 0):
                yield setter(("robbers", "markers", p, kind), w)
    for key in ("cities", "roads"):
        for v in _smaller(doc["completed"][key], 0):
            yield setter(("completed", key), v)


def simplifications(s: Scenario) -> Iterator[Scenario]:
    """Candidate simplifications of ``s`` that the loader accepts, the biggest
    first, tidy already (so that :func:`tidy` has nothing to do on them)."""
    doc = _doc(s)
    for edit in _edits(doc):
        smaller = _load(_renumbered(edit(copy.deepcopy(doc))))
        if smaller is not None:
            yield smaller


def _renumbered(doc: dict) -> dict:
    """Feature ids numbered in order (``fSTEP-N``), challenges renamed with them."""
    for i, step in enumerate(doc["turn"]):
        names = {f["id"]: f"f{i}-{j}" for j, f in enumerate(step.get("features", ())) if "id" in f}
        for j, f in enumerate(step.get("features", ())):
            f["id"] = f"f{i}-{j}"
            if "feature" in f.get("challenge", {}):
                f["challenge"]["feature"] = names[f["challenge"]["feature"]]
    return doc


def _is_tidy(s: Scenario) -> bool:
    return all(f.id == f"f{i}-{j}" for i, step in enumerate(s.turn) for j, f in enumerate(step.features))


def tidy(s: Scenario) -> Scenario:
    """``s`` with its feature ids numbered in order (read back through the
    loader only when they are not)."""
    if _is_tidy(s):
        return s
    return _load(_renumbered(_doc(s))) or s


MOVES = Moves(simplifications=simplifications, size=size, valid=lambda s: True, tidy=tidy)
