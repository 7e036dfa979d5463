"""Declared support: an engine may say, before any vector, which rules
modules, editions, readings and features it implements, and ``conform``
skips the vectors outside that declaration, each skip counted under its
reason, never silently (test262 skips by feature the same way; Bowtie's
implementations answer a ``start`` message with what they support).

The first message ``conform`` sends is a handshake, ``{"handshake":
{"protocol": 1, "features": [...]}}`` (``engine-handshake`` schema). An
engine that knows it answers ``{"declaration": {...}}`` (``engine-declaration``
schema): ``modules`` (``robbers``, ``count-king-robber``), ``editions``,
``readings`` (open question to the values it implements) and ``features``,
each optional, an absent one meaning "all". Any other answer (an error, a
crash, a timeout, an outcome, a line that is not JSON) means no
declaration: every vector is run, as for an engine written before the
handshake existed. The answer is parsed with the limits of every engine
answer (:mod:`checker.conformance.answers`): one past them (nested 5,000
levels deep, a 5,000-digit number) is :class:`BeyondLimits`, an error of the
engine, and no vector is run on it.

Features are read off a vector's turn, the same way for every module:
``game-end`` (a game-end step), ``place-robbers`` (a robber-placing step),
``couriers`` (a courier on the track), ``scoring:SOURCE`` (points from a
source other than completed features: ``scoring:message``,
``scoring:fairy``, ``scoring:wheel``) and ``with-robbers`` (a Count, King &
Robber turn with The Robbers on the score track).
"""

from __future__ import annotations

from checker.conformance import answers

PROTOCOL = 1
KNOWN_FEATURES = ("couriers", "game-end", "place-robbers", "scoring:fairy", "scoring:message", "scoring:wheel", "with-robbers")


def handshake() -> dict:
    """The first message to an engine."""
    return {"handshake": {"protocol": PROTOCOL, "features": list(KNOWN_FEATURES)}}


def features(vector: dict) -> set[str]:
    """The features a vector's turn uses (see the module's docstring)."""
    found = set()
    if vector.get("with_robbers"):
        found.add("with-robbers")

    def walk(node) -> None:
        if isinstance(node, dict):
            step, source = node.get("step"), node.get("source")
            if step in ("game-end", "place-robbers"):
                found.add(step)
            if isinstance(source, str) and source != "features" and "step" in node:
                found.add(f"scoring:{source}")
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(vector["scenario"])
    markers = vector["scenario"].get("markers") or {}
    if any(isinstance(kinds, dict) and "courier" in kinds for kinds in markers.values()):
        found.add("couriers")
    return found


class BeyondLimits(Exception):
    """The answer to the handshake is JSON past the limits of an engine's
    answer: ``str()`` names the limit."""


def read(reply_text: str):
    """The declaration in an engine's answer to the handshake, or None when
    it gave none; raises ValueError with a reason when it gave a bad one,
    :class:`BeyondLimits` when the answer breaks the limits of any answer."""
    from checker.loading.published import problems

    try:
        doc = answers.parse(reply_text)
    except answers.BadAnswer as error:
        if error.beyond_limits:
            raise BeyondLimits(f"the engine's answer to the handshake: {error}") from None
        return None
    if isinstance(doc, dict) and "id" in doc:
        doc = {k: v for k, v in doc.items() if k != "id"}
    if not (isinstance(doc, dict) and "declaration" in doc):
        return None
    found = problems("engine-declaration", doc)
    if found:
        raise ValueError(f"the engine's declaration breaks the engine-declaration schema: {found[0]}")
    return doc["declaration"]


def outside(declaration: dict | None, vector: dict, module: str) -> str | None:
    """Why ``vector`` lies outside ``declaration`` (the skip reason), or None."""
    if not declaration:
        return None
    modules = declaration.get("modules")
    if modules is not None and module not in modules:
        return f"not declared: module {module}"
    editions = declaration.get("editions")
    if editions is not None and vector["edition"] not in editions:
        return f"not declared: edition {vector['edition']}"
    readings = declaration.get("readings") or {}
    for key, value in sorted(vector["interpretations"].items()):
        if key in readings and value not in readings[key]:
            return f"not declared: reading {key}={value}"
    declared = declaration.get("features")
    if declared is not None:
        for feature in sorted(features(vector) - set(declared)):
            return f"not declared: feature {feature}"
    return None
