"""A pure-Python stand-in for ``rpds`` (rpds-py), for the explorer page only.

``referencing`` and ``jsonschema`` keep their registries in rpds's persistent
maps, sets and lists; rpds-py is compiled, and no WebAssembly build of it can
be fetched for the page, so Pyodide gets these three small classes with the
methods those two packages call. Copies instead of shared structure: the
registries hold a few dozen schemas, so the cost does not show.
"""

from __future__ import annotations

from collections.abc import Mapping


class HashTrieMap(Mapping):
    __slots__ = ("_d",)

    def __init__(self, value=(), **kwds):
        self._d = dict(value)
        self._d.update(kwds)

    @classmethod
    def convert(cls, value):
        return value if isinstance(value, HashTrieMap) else cls(value)

    @classmethod
    def fromkeys(cls, keys, value=None):
        return cls((k, value) for k in keys)

    def __getitem__(self, key):
        return self._d[key]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __hash__(self):
        return hash(frozenset(self._d.items()))

    def __repr__(self):
        return f"HashTrieMap({self._d!r})"

    def insert(self, key, val):
        d = dict(self._d)
        d[key] = val
        return HashTrieMap(d)

    def remove(self, key):
        if key not in self._d:
            raise KeyError(key)
        return self.discard(key)

    def discard(self, key):
        return HashTrieMap((k, v) for k, v in self._d.items() if k != key)

    def update(self, *args):
        d = dict(self._d)
        for arg in args:
            d.update(arg)
        return HashTrieMap(d)


class HashTrieSet(frozenset):
    def insert(self, value):
        return HashTrieSet(self | {value})

    def discard(self, value):
        return HashTrieSet(self - {value})

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        return self.discard(value)

    def update(self, *args):
        out = set(self)
        for arg in args:
            out.update(arg)
        return HashTrieSet(out)


class List:
    __slots__ = ("_items",)

    def __init__(self, value=(), *more):
        self._items = tuple(value) + more

    def __iter__(self):
        return iter(self._items)

    def __len__(self):
        return len(self._items)

    def __eq__(self, other):
        return isinstance(other, List) and self._items == other._items

    def __hash__(self):
        return hash(self._items)

    def __repr__(self):
        return f"List({list(self._items)!r})"

    @property
    def first(self):
        return self._items[0]

    @property
    def rest(self):
        return List(self._items[1:])

    def push_front(self, value):
        return List((value,) + self._items)

    def drop_first(self):
        return List(self._items[1:])
