"""A Count, King & Robber witness scenario in one line of words, for the
``diff`` console output and the catalogue's Markdown (its outcomes have
``checker.count_king_robber.describe.outcome_text``)."""

from __future__ import annotations


def _figures(table: dict) -> str:
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
    text += f" ({_figures(f['meeples']) or 'no figures'})"
    challenge = f.get("challenge")
    if challenge is not None:
        text += f" challenging {challenge['feature']}" if "feature" in challenge else f" against a rival ({_figures(challenge['meeples']) or 'no figures'})"
    return (f"{f['id']}: " if f.get("id") else "") + text


def _step(s: dict) -> str:
    if s["step"] == "place-robbers":
        return "robbers may be placed"
    head = "game end" if s["step"] == "game-end" else f"scoring ({s['source']})"
    return f"{head}: " + "; ".join(_feature(f) for f in s["features"])


def _holder(h: dict) -> str:
    return f"{h['holder']} ({h['size']})" if h["holder"] else "nobody"


def _track(part: dict) -> str:
    """The Robbers' side of a combined scenario: markers and robbers on the track."""
    markers = ", ".join(f"{p} " + "+".join(f"{k} on {v}" for k, v in kinds.items()) for p, kinds in part["markers"].items())
    robbers = ", ".join(f"{p} on {v}" for p, v in part["robbers"].items() if v is not None) or "none"
    return f"The Robbers on a {part['track']}-space track: markers {markers}; robbers {robbers}"


def ckr_scenario_text(doc: dict) -> str:
    """The scenario document (docs/ckr-turn-model.md) in words."""
    parts = [f"{len(doc['players'])} players, {doc['active']} active"]
    scores = {p: s for p, s in doc["scores"].items() if s}
    if scores:
        parts.append("scores " + ", ".join(f"{p} {s}" for p, s in scores.items()))
    parts.append("supply: " + (_figures({p: k for p, k in doc["supply"].items() if k}) or "empty"))
    city = doc.get("city")
    if city:
        inside = "; ".join(f"{d} {_figures(t)}" for d, t in city["districts"].items() if t)
        parts.append(f"Count in the {city['count']}" + (f", {inside}" if inside else ", the districts empty"))
    parts.append(f"King: {_holder(doc['king'])}, Robber Baron: {_holder(doc['robber-baron'])}")
    done = doc["completed"]
    if done["cities"] or done["roads"]:
        parts.append(f"completed before: {_count(done['cities'], 'city', 'cities')}, {_count(done['roads'], 'road')}")
    if doc.get("robbers"):
        parts.append(_track(doc["robbers"]))
    parts += [_step(s) for s in doc["turn"]]
    return "; ".join(parts)
