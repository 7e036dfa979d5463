"""The rules modules a scenario can belong to, and what each provides: the
one protocol by which a module plugs into the shared machinery.

A scenario's ``expansion`` field picks the module; an edition belongs to one
module (``spec.Edition.module``). The commands, the loader, the conformance
suite, the contradiction catalogue and the docs look a module up here and
call its parts; none of them imports a module. A module is a package with
the same parts under the same names (``checker.parts``: ``PARTS``, and a
protocol for each part the shared code calls; ``checker.robbers`` and
``checker.count_king_robber`` are the models), and an :class:`Expansion`
that names the package. A
:class:`Combination` registers a turn in which two modules play together
(Count, King & Robber with The Robbers on the score track).

Registrations come from three places, in this order: the modules rulespec
ships (``checker.builtin``), installed packages that declare an entry point
in the group ``rulespec.expansions``, and :func:`register` at run time. Each
names a *registration module*: a module that defines ``EXPANSION`` and/or
``COMBINATION``. Processes the checker starts (``check --all``, ``diff
--all``, ``oracle``) register again what :func:`register` added
(:func:`added`, :func:`restore`), so a module registered at run time is
known in every worker. docs/adding-a-module.md is the guide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from typing import Mapping, Sequence

import spec
from checker.errors import InputError
from checker.parts import PARTS, PROTOCOLS

#: Where the registrations of the modules rulespec ships are listed.
BUILT_IN = "checker.builtin"
#: The entry-point group of installed rules modules.
ENTRY_POINTS = "rulespec.expansions"
#: The source tree: the worked examples' folders are named relative to it.
SOURCE_ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Expansion:
    """One rules module: its name (a scenario's ``expansion``, its editions'
    ``module``), its title, the package holding its parts (``PARTS``) and
    the ``spec`` package of its clauses. ``schemas``: its JSON Schemas'
    names, the scenario's and the outcome's first, found in ``schema_folder``
    of the package ``schema_package``. ``examples``: its hand-written
    outcome sets (relative to the source tree, or absolute), whose scenarios
    are in ``example_scenarios``, shown on the docs page ``examples_page``.
    ``default``: the module of a scenario document without ``expansion``.
    ``check_note``: what ``check --module``'s help says about it."""

    name: str
    title: str
    package: str
    spec: str
    schemas: tuple[str, ...]
    schema_package: str = "checker"
    schema_folder: str = "schemas"
    examples: str | None = None
    example_scenarios: str = "examples"
    examples_page: str | None = None
    default: bool = False
    check_note: str | None = None

    def part(self, name: str):
        """The package's part ``name`` (``PARTS``), imported on first use."""
        return import_module(f"{self.package}.{name}")

    # What the commands have always called, by these names.
    enumerate = property(lambda self: self.part("encoding").enumerate_outcomes)
    simulate = property(lambda self: self.part("reference").simulate)
    scenario_from_json = property(lambda self: self.part("loading").scenario_from_json)
    outcome_from_json = property(lambda self: self.part("loading").outcome_from_json)
    table = property(lambda self: self.part("describe").outcomes_table)
    distance = property(lambda self: self.part("describe").distance)

    @property
    def reachable(self):
        """``is_reachable`` of its encoding, or None (judge then enumerates)."""
        return getattr(self.part("encoding"), "is_reachable", None)

    @property
    def explain(self):
        """``with_derivations(scenario, rules, outcomes, every, bound)`` of its
        reference (the outcomes with how the turn reaches each), or None."""
        return getattr(self.part("reference"), "with_derivations", None)

    @property
    def voids(self):
        """``voids_turn(scenario, rules, relaxed)`` of its reference (does
        ``relaxed`` void the whole turn that ``rules`` plays?), or None."""
        return getattr(self.part("reference"), "voids_turn", None)

    @property
    def story(self):
        """``derivation_story(outcome, scenario)`` of its describe part (an
        outcome's derivation in numbered lines for people), or None."""
        return getattr(self.part("describe"), "derivation_story", None)

    @property
    def scenario_schema(self) -> str:
        return self.schemas[0]

    @property
    def outcome_schema(self) -> str:
        return self.schemas[1]

    def path(self, folder: str) -> Path:
        return Path(folder) if Path(folder).is_absolute() else SOURCE_ROOT / folder


@dataclass(frozen=True)
class Combination:
    """A turn in which ``companion``'s rules play beside ``module``'s: a
    ``module`` scenario with a ``field`` section holds the companion's side,
    played under the rules ``Rules.companion`` names (``option`` on the
    command line, ``key`` in JSON documents and vectors). Its parts are in
    ``package``: ``encoding.enumerate_outcomes`` and ``reference.simulate``
    (the combined turn's two readings), ``loading`` (``section_from_json``,
    ``outcome_part_from_json``), ``describe`` (``section_text``,
    ``outcome_part_text``), ``diff`` (``diff_shapes``, ``scope_words``,
    ``search``), ``conformance`` (``stream``, ``probe``) and ``pictures`` (``frames``,
    ``step_words``: a derivation drawn on both boards). Clauses of ``topics`` only
    show in this turn; the suite and a diff play it under
    ``default_edition`` when nothing names the companion's rules."""

    module: str
    companion: str
    field: str
    package: str
    option: str
    key: str
    default_edition: str
    topics: frozenset = frozenset()
    words: str = ""  # how a vector's description names the turn
    option_help: str = ""
    diff_option_help: str = ""
    diff_note: str = ""  # a paragraph of diff's --help
    missing_rules: str = ""  # the error when the section is there and the rules are not
    missing_section: str = ""  # the error when the rules are there and the section is not

    @property
    def dest(self) -> str:
        return self.option.lstrip("-").replace("-", "_")

    def part(self, name: str):
        return import_module(f"{self.package}.{name}")

    def in_play(self, scenario) -> bool:
        return getattr(scenario, self.field, None) is not None


@dataclass
class _Registry:
    expansions: dict = field(default_factory=dict)
    combinations: list = field(default_factory=list)
    added: list = field(default_factory=list)  # what register() added, for worker processes
    loaded: bool = False


_REGISTRY = _Registry()


def _load() -> _Registry:
    if not _REGISTRY.loaded:
        _REGISTRY.loaded = True
        for path in import_module(BUILT_IN).REGISTRATIONS:
            _register_module(path)
        from importlib import metadata  # not before it is needed: it costs 15 ms

        for entry in sorted(metadata.entry_points(group=ENTRY_POINTS), key=lambda e: e.name):
            _register_module(entry.value)
    return _REGISTRY


def _register_module(path: str) -> None:
    registration = import_module(path)
    found = [getattr(registration, n) for n in ("EXPANSION", "COMBINATION") if hasattr(registration, n)]
    if not found:
        raise ValueError(f"{path} defines neither EXPANSION nor COMBINATION")
    for item in found:
        _add(item)


def _add(item) -> None:
    if isinstance(item, Expansion):
        known = _REGISTRY.expansions.get(item.name)
        if known == item:
            return
        if known is not None:
            raise ValueError(f"rules module {item.name!r} is registered already")
        spec.register_module(item.name, import_module(item.spec))
        _REGISTRY.expansions[item.name] = item
    elif isinstance(item, Combination):
        if item in _REGISTRY.combinations:
            return
        spec.register_companion(item.module, item.companion, _pair_words(item))
        _REGISTRY.combinations.append(item)
    else:
        raise TypeError(f"not an Expansion or a Combination: {item!r}")


def _pair_words(item: Combination) -> str:
    return f"{_REGISTRY.expansions[item.module].title} with {_REGISTRY.expansions[item.companion].title}"


def register(path: str) -> None:
    """Register the module (``EXPANSION``) or combined turn (``COMBINATION``)
    that the registration module ``path`` defines, its ``spec`` package
    too; worker processes the checker starts register it again."""
    _load()
    _register_module(path)
    if path not in _REGISTRY.added:
        _REGISTRY.added.append(path)


def unregister(path: str) -> None:
    """Take back what :func:`register` added from ``path`` (tests)."""
    registration = import_module(path)
    expansion = getattr(registration, "EXPANSION", None)
    combination = getattr(registration, "COMBINATION", None)
    if combination in _REGISTRY.combinations:
        _REGISTRY.combinations.remove(combination)
    if expansion is not None and _REGISTRY.expansions.get(expansion.name) == expansion:
        del _REGISTRY.expansions[expansion.name]
        spec.unregister_module(expansion.name)
    if path in _REGISTRY.added:
        _REGISTRY.added.remove(path)


def added() -> tuple[str, ...]:
    """The registration modules :func:`register` added in this process."""
    return tuple(_REGISTRY.added)


def restore(paths: Sequence[str]) -> None:
    """Register ``paths`` (another process's :func:`added`): a worker's initializer."""
    for path in paths:
        register(path)


class _Expansions(Mapping):
    """``name -> Expansion`` in registration order, loaded on first use."""

    def __getitem__(self, name: str) -> Expansion:
        return _load().expansions[name]

    def __iter__(self):
        return iter(list(_load().expansions))

    def __len__(self) -> int:
        return len(_load().expansions)


EXPANSIONS: Mapping[str, Expansion] = _Expansions()


def names() -> list[str]:
    """The registered modules' names, in registration order."""
    return list(EXPANSIONS)


def default() -> Expansion:
    """The module of a scenario document without ``expansion``."""
    return next(e for e in EXPANSIONS.values() if e.default)


def combinations(module: str | None = None) -> list[Combination]:
    """The combined turns (of ``module``'s scenarios, or all)."""
    return [c for c in _load().combinations if module is None or c.module == module]


def combination(module: str, companion: str) -> Combination:
    for c in combinations(module):
        if c.companion == companion:
            return c
    raise KeyError(f"no combined turn of {module} with {companion}")


def turn_of_section(module: str, field_: str) -> Combination:
    """The combined turn whose side a ``module`` scenario holds in ``field_``."""
    for c in combinations(module):
        if c.field == field_:
            return c
    raise KeyError(f"no combined turn of {module} holds its side in {field_!r}")


def companion_turn(scenario) -> Combination | None:
    """The combined turn a scenario's sections put in play, if any."""
    return next((c for c in combinations(scenario.expansion) if c.in_play(scenario)), None)


def expansion_for(scenario, rules, file: str) -> Expansion:
    """The scenario's module, after checking that the edition belongs to it
    and that a combined turn's companion rules are given exactly when the
    scenario puts the companion in play."""
    expansion = EXPANSIONS[scenario.expansion]
    if rules.module != scenario.expansion:
        raise InputError(
            file,
            "$.expansion",
            f"edition {rules.edition} is a {rules.module} edition; this is a {scenario.expansion} scenario "
            f"(see 'rulespec editions')",
        )
    in_play = companion_turn(scenario)
    if in_play is not None and rules.companion is None:
        raise InputError(file, f"$.{in_play.field}", in_play.missing_rules)
    if in_play is None and rules.companion is not None:
        raise InputError(file, "$", combination(rules.module, rules.companion.module).missing_section)
    return expansion


def missing(expansion: Expansion) -> list[str]:
    """The names its parts lack (``checker.parts.PROTOCOLS``): empty for a complete module."""
    out = []
    for part, protocol in PROTOCOLS.items():
        module = expansion.part(part)
        wanted = [n for n in vars(protocol) if not n.startswith("_")] + list(getattr(protocol, "__annotations__", {}))
        out += [f"{part}.{n}" for n in dict.fromkeys(wanted) if not hasattr(module, n)]
    return out
