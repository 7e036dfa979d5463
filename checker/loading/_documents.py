"""A scenario or outcome document of any rules module: the shared first
layer (bytes, JSON, the tree's limits), then the ``expansion`` field picks the
module whose loader reads the rest.

A scenario for an expansion rulespec does not model would fail a schema in
many places at once; the one thing worth saying is that the expansion is not
supported, so that is checked before any module's schema runs.
"""

from __future__ import annotations

import os
from typing import Any

from checker import expansions
from checker.errors import InputError

from ._json_input import check_tree, label, load_json
from ._schema import unsupported


def scenario_from_json(doc: Any, file: str = "<scenario>"):
    """A scenario value of the document's rules module, or :class:`InputError`."""
    check_tree(doc, file)
    expansion = expansions.default().name
    if isinstance(doc, dict):
        named = doc.get("expansion", expansion)
        if isinstance(named, str) and named not in expansions.EXPANSIONS:
            raise InputError(file, "$.expansion", unsupported(named))
        if isinstance(named, str):
            expansion = named  # otherwise the default module's schema says what is wrong
    return expansions.EXPANSIONS[expansion].scenario_from_json(doc, file)


def outcome_from_json(doc: Any, scenario, file: str = "<outcome>"):
    """An outcome document read against ``scenario`` by the scenario's rules module."""
    return expansions.EXPANSIONS[scenario.expansion].outcome_from_json(doc, scenario, file)


def load_scenario(path: str | os.PathLike):
    """``load_json`` then ``scenario_from_json`` (both in ``checker.loading``),
    errors naming ``path``.

    Literal names, not cross-references: this function is documented as part
    of ``checker``'s API, where the other two are not.
    """
    return scenario_from_json(load_json(path), file=label(path))


def load_outcome(path: str | os.PathLike, scenario):
    """``load_json`` then ``outcome_from_json`` (both in ``checker.loading``),
    errors naming ``path``; documented in ``checker``'s API, hence no cross-references.
    An outcome of a count-king-robber scenario is read by that module's loader."""
    return outcome_from_json(load_json(path), scenario, file=label(path))
