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

