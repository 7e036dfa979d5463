"""Public names imported on first use, so that importing a package does not
import Z3 or jsonschema until a name that needs them is asked for."""

from __future__ import annotations

from importlib import import_module


def lazy_exports(package: str, namespace: dict, exports: dict):
    """A module ``__getattr__`` for ``package``: ``exports`` maps a public
    name to ``"module"`` or ``"module:attribute"``; a name once imported is
    kept in ``namespace`` (the package's globals)."""

    def __getattr__(name: str):
        if name in exports:
            module, _, attribute = exports[name].partition(":")
            value = getattr(import_module(module), attribute or name)
            namespace[name] = value
            return value
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__


def moved(old: str, new: str, names=None):
    """A module ``__getattr__`` for a deprecated import path: ``old`` (or, with
    ``names``, only those names of it) now lives in ``new``. Each name asked
    for warns once (``DeprecationWarning``, naming the new path) and is taken
    from ``new``; docs/architecture.md lists every such path."""
    import warnings

    def __getattr__(name: str):
        if names is not None and name not in names or name.startswith("__"):
            raise AttributeError(f"module {old!r} has no attribute {name!r}")
        warnings.warn(f"{old}.{name} moved to {new}.{name}; the old path will be removed", DeprecationWarning, stacklevel=2)
        return getattr(import_module(new), name)

    return __getattr__
