"""Schema validation that remembers the subtrees it found valid (issue 32).

Shrinking a Count, King & Robber scenario reads thousands of candidate
documents back through the loader, each one edit away from the last, so
nearly every feature and figure table is validated again and again. The
validator here is the loader's own (``_schema._validator_class``), with its
``$ref`` keyword wrapped: a referenced subschema that raised no error on a
value is not evaluated again on an equal value, and yields no error, which
is what evaluating it would give. Any other outcome is evaluated in full, so
the errors, their order and their paths are the unwrapped validator's.

Exactness rests on two things:

- the key names the value exactly: only *plain* documents are validated this
  way (dicts with ``str`` keys, lists, ``str``, ``int``, ``float``, ``bool``,
  ``None``, each exactly that type), on which the JSON text is one-to-one
  (a tuple, which JSON would write as a list but the schema's ``array``
  refuses, sends the whole document to the plain validator);
- the key names the subschema exactly: the dict holding the ``$ref`` (kept
  alive by the cached validator, so its ``id`` is never reused) and the
  reference itself. The schemas use no keyword whose result depends on what
  a ``$ref`` evaluated (``unevaluatedProperties``, ``$dynamicRef``): a test
  holds them to that.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

#: Past this many remembered subtrees the memory is emptied and refilled.
MAX_REMEMBERED = 200_000

_valid: set[tuple[int, str, str]] = set()

_PLAIN_SCALARS = (str, int, float, bool, type(None))

#: A plain value's key text (one-to-one on plain values).
_text = json.dumps


def plain(doc: Any) -> bool:
    """Is ``doc`` made only of exactly-typed JSON values (see the module's docstring)?"""
    stack = [doc]
    while stack:
        value = stack.pop()
        kind = type(value)
        if kind is dict:
            if any(type(k) is not str for k in value):
                return False
            stack.extend(value.values())
        elif kind is list:
            stack.extend(value)
        elif kind not in _PLAIN_SCALARS:
            return False
    return True


def _remembering(original):
    def ref(validator, reference, instance, subschema):
        key = (id(subschema), reference, _text(instance))
        if key in _valid:
            return
        failed = False
        for error in original(validator, reference, instance, subschema):
            failed = True
            yield error
        if not failed:
            if len(_valid) >= MAX_REMEMBERED:
                _valid.clear()
            _valid.add(key)

    return ref


@lru_cache(maxsize=None)
def remembering(validator_class: Any) -> Any:
    """``validator_class`` with the remembering ``$ref``; for plain documents only."""
    from jsonschema import validators

    return validators.extend(validator_class, validators={"$ref": _remembering(validator_class.VALIDATORS["$ref"])})


def forget() -> None:
    """Empty the memory (tests)."""
    _valid.clear()
