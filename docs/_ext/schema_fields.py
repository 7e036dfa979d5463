"""A JSON Schema as a table of fields: path, type, required, meaning.

The Formats page shows each published schema this way, so that a reader sees
what a document holds without reading JSON Schema. The walk understands the
keywords the schemas use: ``properties``, ``required``,
``additionalProperties`` and ``patternProperties`` (written as ``<key>`` and
``x-*`` in the path), ``items`` and ``prefixItems`` (``[]``), ``$ref`` within
a schema and into another (a whole other document is a link, a part of one
is shown in place), ``allOf``, ``if``/``then``/``else`` (a field's
condition, "in a score step"), ``oneOf``/``anyOf`` (alternatives: folded into
the type when they are plain, else each one's fields with its title as the
condition), ``const``, ``enum``, ``default`` and the number and length bounds.
Every field must have a description: :func:`undescribed` lists those that do not.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Callable

BASE = "https://rulespec.example/schemas/"


@dataclass(frozen=True)
class Field:
    path: str  # "turn[].events[].points"
    type: str  # words, with ``link(name)`` where another document is meant
    required: str  # "yes", "no", or 'yes (when step is "score")'
    meaning: str  # the description, plain text
    default: str | None = None  # the default as JSON text


class Walk:
    """Walks one schema; ``load(name)`` gives another published schema,
    ``link(name)`` the text that refers a reader to it, ``link_part(key,
    title)`` the text that refers to one of its parts.

    A part is an object the schema defines once and uses in several places
    (``$defs``: Count, King & Robber's figures by player): it gets a table of
    its own (:meth:`parts`) instead of its fields again at every use.
    """

    def __init__(self, name: str, load: Callable[[str], dict], link: Callable[[str], str],
                 link_part: Callable[[str, str], str] = lambda key, title: title):
        self.name, self.load, self.link, self.link_part = name, load, link, link_part
        self.rows: list[Field] = []
        self.linked: set[str] = set()  # the link texts written so far
        schema = load(name)
        uses: dict[str, int] = {}
        _count_refs(schema, uses)
        self.shared = [key for key, n in uses.items() if n > 1 and _is_object(schema["$defs"][key])]

    # -- references -------------------------------------------------------
    def _target(self, ref: str, base: str) -> tuple[str, str]:
        """(schema name, JSON pointer) of a ``$ref`` met in schema ``base``."""
        if ref.startswith("#"):
            return base, ref[1:]
        address, _, pointer = ref.partition("#")
        return address[len(BASE):-len(".schema.json")], pointer

    def _pointed(self, name: str, pointer: str) -> dict:
        node = self.load(name)
        for part in [p for p in pointer.split("/") if p]:
            node = node[part]
        return node

    def _open(self, node: dict, base: str) -> tuple[dict, str, str | None]:
        """The node with a ``$ref`` into a part of a schema merged in (its own
        keys win), the schema its inner refs are relative to, and the name of
        a whole other document it stands for (then not opened)."""
        seen = 0
        while "$ref" in node and seen < 20:
            name, pointer = self._target(node["$ref"], base)
            if not pointer:
                return node, base, name
            rest = {k: v for k, v in node.items() if k != "$ref"}
            node, base, seen = {**self._pointed(name, pointer), **rest}, name, seen + 1
        return node, base, None

    # -- words ------------------------------------------------------------
    def _part(self, node: dict, base: str) -> str | None:
        """The part a node stands for, if it is a bare ``$ref`` to one."""
        ref = node.get("$ref", "")
        key = ref[len("#/$defs/"):] if ref.startswith("#/$defs/") else None
        return key if base == self.name and key in self.shared else None

    def _type(self, node: dict, base: str, bare: bool = False) -> str:
        """The type in words; ``bare`` leaves out the bounds (an array's items)."""
        part = self._part(node, base)
        if part:
            return self.link_part(part, self.load(self.name)["$defs"][part].get("title", part))
        node, base, whole = self._open(node, base)
        if whole:
            self.linked.add(self.link(whole))
            return self.link(whole)
        if "const" in node:
            value = json.dumps(node["const"])
            # a long value is left to the meaning, which says it: the column stays narrow
            return f"``{value}``" if len(value) <= 20 else "string, fixed" if isinstance(node["const"], str) else "fixed"
        if "enum" in node:
            return " or ".join(f"``{json.dumps(v)}``" for v in node["enum"])
        for key in ("oneOf", "anyOf"):
            if key in node:
                return " or ".join(self._type(alt, base) for alt in node[key])
        if "then" in node and "else" in node and "type" not in node:
            return f"{self._type(node['then'], base)} or {self._type(node['else'], base)}"
        kinds = node.get("type")
        kinds = [kinds] if isinstance(kinds, str) else list(kinds or [])
        words = [self._one_type(kind, node, base, bare) for kind in kinds if kind != "null"]
        if "null" in kinds:
            words.append("null")
        return " or ".join(words) or "any JSON value"

    def _one_type(self, kind: str, node: dict, base: str, bare: bool) -> str:
        bounds: list[str] = []
        text = kind
        if kind in ("integer", "number"):
            low, high = node.get("minimum"), node.get("maximum")
            if low is not None and high is not None:
                bounds.append(f"{low} to {high}")
            elif low is not None:
                bounds.append(f"{low} or more")
            elif high is not None:
                bounds.append(f"at most {high}")
            if node.get("not", {}).get("const") == 0:
                bounds.append("not 0")
        elif kind == "string" and node.get("minLength"):
            bounds.append("not empty")
        elif kind == "array" and "prefixItems" in node:
            text = "[" + ", ".join(self._type(item, base, bare=True) for item in node["prefixItems"]) + "]"
        elif kind == "array":
            items = node.get("items")
            text = f"array of {_grouped(self._type(items, base, bare=True))}" if isinstance(items, dict) else "array"
            low, high = node.get("minItems"), node.get("maxItems")
            if low is not None and low == high:
                bounds.append(f"{low} items")
            elif low is not None and high is not None:
                bounds.append(f"{low} to {high} items")
            elif low:
                bounds.append(f"at least {low}")
            if node.get("uniqueItems"):
                bounds.append("each different")
        elif kind == "object" and self._leaf(node.get("additionalProperties"), base):
            text = f"object of {_grouped(self._type(node['additionalProperties'], base, bare=True))}"
        return text if bare or not bounds else f"{text} ({', '.join(bounds)})"

    def _leaf(self, node, base: str) -> bool:
        """A map's values with nothing to say of their own: folded into the map's type."""
        if not isinstance(node, dict):
            return False
        opened, _, whole = self._open(node, base)
        return whole is not None or not (node.get("description") or node.get("title") or "properties" in opened
                                         or isinstance(opened.get("additionalProperties"), dict))

    def _plain(self, alternatives: list, base: str) -> bool:
        """Alternatives that need no fields of their own: nulls, scalars, other documents."""
        for alt in alternatives:
            if self._part(alt, base):
                continue  # a part has its own table
            opened, _, whole = self._open(alt, base)
            if whole is None and ("properties" in opened or "oneOf" in opened or "anyOf" in opened):
                return False
        return True

    @staticmethod
    def _meaning(node: dict) -> str:
        return (node.get("description") or node.get("title") or "").strip()

    # -- the walk -----------------------------------------------------------
    def fields(self) -> list[Field]:
        """The document's fields, parts shown by name."""
        self.rows = []
        self._children(self.load(self.name), self.name, "", "")
        return self.rows

    def parts(self) -> list[tuple[str, str, str, list[Field]]]:
        """(key, title, meaning, fields) of each part, in the order of ``$defs``."""
        out = []
        for key in self.shared:
            node = self.load(self.name)["$defs"][key]
            self.rows = []
            self._children(node, self.name, "", "")
            out.append((key, node.get("title", key), self._meaning(node), self.rows))
        return out

    def _field(self, node: dict, base: str, path: str, required: str) -> None:
        known = next((i for i, row in enumerate(self.rows) if row.path == path and "(" not in row.required), None)
        if _condition(required) and known is not None:
            # A branch restating a field every document has: ``step`` in each kind of step says
            # nothing new; a vector's ``scenario`` that is another document under a condition does.
            kind = self._type(node, base)
            if any(link in kind for link in self.linked):
                row = self.rows[known]
                self.rows[known] = Field(row.path, f"{row.type}; {kind} {_condition(required)}", row.required, row.meaning)
            return
        opened, inner, whole = self._open(node, base)
        meaning = self._meaning(node) or self._meaning(opened)
        default = json.dumps(opened["default"]) if "default" in opened else None
        value = json.dumps(opened.get("const"))
        if "const" in opened and len(value) > 20 and value not in meaning:
            meaning += f" Always {value}."  # the type column leaves a long value out
        self.rows.append(Field(path, self._type(node, base), required, meaning, default))
        if whole is None and not self._part(node, base):
            self._children(opened, inner, path, _condition(required))

    def _children(self, node: dict, base: str, path: str, condition: str) -> None:
        node, base, whole = self._open(node, base)
        if whole is not None:
            return
        prefix = f"{path}." if path else ""
        required = set(node.get("required", ()))
        for key, child in node.get("properties", {}).items():
            self._field(child, base, prefix + key, _required(key in required, condition))
        for pattern, child in node.get("patternProperties", {}).items():
            self._field(child, base, prefix + pattern.lstrip("^") + "*", _required(False, condition))
        extra = node.get("additionalProperties")
        if isinstance(extra, dict) and not self._leaf(extra, base) and not self._part(extra, base):
            key = node.get("propertyNames", {}).get("title", "key")
            self._field(extra, base, f"{prefix}<{key}>", _required(False, condition, "any number"))
        items = node.get("items")
        if isinstance(items, dict) and not self._part(items, base):
            opened, inner, whole = self._open(items, base)
            if whole is None and ("properties" in opened or "allOf" in opened):
                self._children(items, base, f"{path}[]", condition)
        for key in ("oneOf", "anyOf"):
            if key in node and not self._plain(node[key], base):
                # null or one object: the object's fields need no condition
                nullable = [alt for alt in node[key] if alt.get("type") != "null"]
                for alt in node[key]:
                    opened, inner, whole = self._open(alt, base)
                    label = "" if len(nullable) == 1 else opened.get("title") or self._type(alt, base)
                    if whole is not None:
                        self.rows.append(Field(path or "(the whole document)", self.link(whole), "",
                                               f"Or the document is one {self.link(whole)}."))
                    elif "properties" in opened or "oneOf" in opened or "anyOf" in opened:
                        self._children(opened, inner, path, _join(condition, label))
        for part in node.get("allOf", ()):
            self._branch(part, base, path, condition)
        if "if" in node:
            self._branch(node, base, path, condition)

    def _branch(self, node: dict, base: str, path: str, condition: str) -> None:
        """``if``/``then``/``else``: the fields of each branch, under its condition."""
        if "if" not in node:
            opened, inner, whole = self._open(node, base)
            if whole is None:
                self._children(opened, inner, path, condition)
            return
        when = _when(node["if"])
        if "then" in node:
            self._children(node["then"], base, path, _join(condition, when))
        if "else" in node:
            self._children(node["else"], base, path, _join(condition, "otherwise"))


def _grouped(kind: str) -> str:
    """``(integer or null)`` inside ``array of ...``, so that "or" binds as meant."""
    return f"({kind})" if " or " in kind else kind


def _count_refs(node, uses: dict[str, int]) -> None:
    if isinstance(node, dict):
        ref = node.get("$ref", "")
        if ref.startswith("#/$defs/"):
            uses[ref[len("#/$defs/"):]] = uses.get(ref[len("#/$defs/"):], 0) + 1
        for value in node.values():
            _count_refs(value, uses)
    elif isinstance(node, list):
        for value in node:
            _count_refs(value, uses)


def _is_object(node: dict) -> bool:
    return "properties" in node or isinstance(node.get("additionalProperties"), dict)


def _when(test: dict, prefix: str = "") -> str:
    """The condition of an ``if`` in words: ``when step is "score"``."""
    for key, sub in test.get("properties", {}).items():
        if "const" in sub:
            return f"when {prefix}{key} is {json.dumps(sub['const'])}"
        inner = _when(sub, f"{prefix}{key}.")
        if inner:
            return inner
    return ""


def _join(condition: str, more: str) -> str:
    return f"{condition}; {more}" if condition and more else condition or more


def _required(required: bool, condition: str, otherwise: str = "no") -> str:
    word = "yes" if required else otherwise
    return f"{word} ({condition})" if condition else word


def _condition(required: str) -> str:
    """The condition a field's own children inherit: only an if/then one."""
    start = required.find("(")
    return required[start + 1:-1] if start >= 0 else ""


def undescribed(rows: list[Field]) -> list[str]:
    """The fields of a table with no meaning: each needs a description in its schema."""
    return [row.path for row in rows if not row.meaning and row.path != "(the whole document)"]
