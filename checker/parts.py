"""The parts every rules module has, under the same names, and what the
shared machinery calls on each (one protocol per part). A part is a module
of the rules module's package (``<package>.loading``, ...) or any object
with these names; ``checker.expansions.missing`` says which a registered
module lacks. docs/adding-a-module.md shows a small module that has them all.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping, Protocol, Sequence

#: The parts every rules module package has, under these names.
PARTS = ("model", "loading", "encoding", "reference", "symbolic", "invariants", "diff", "conformance", "describe",
         "strategies")


class Loading(Protocol):
    """``<package>.loading``: documents to values, every problem an ``InputError``."""

    def scenario_from_json(self, doc: Any, file: str) -> Any: ...
    def outcome_from_json(self, doc: Any, scenario: Any, file: str) -> Any: ...


class Encoding(Protocol):
    """``<package>.encoding``: the Z3 reading. Optional: ``is_reachable(scenario,
    rules, outcome, timeout)`` (one query, for ``judge``; else by enumeration)
    and ``Hooks`` (the class whose bare instance is the rule-neutral frame the
    suite compares clauses against)."""

    def enumerate_outcomes(self, scenario, rules, max_outcomes: int, timeout: float | None, progress: Callable | None) -> list: ...


class Reference(Protocol):
    """``<package>.reference``: the independent reading (raises ``NotImplementedError``
    for rules it cannot play, ``LimitReached`` past its state limit).
    Optional: ``outcome_set(scenario, rules)``, the same outcomes as a
    frozenset, unordered (the suite's searches only compare sets; else
    ``simulate``'s, made a set)."""

    def simulate(self, scenario, rules) -> list: ...


def outcome_set(reference, scenario, rules, *args) -> frozenset:
    """``reference``'s outcomes of ``scenario`` as a frozenset: its optional
    ``outcome_set`` when it has one, else ``simulate``'s outcomes."""
    unordered = getattr(reference, "outcome_set", None)
    if unordered is not None:
        return frozenset(unordered(scenario, rules, *args))
    return frozenset(reference.simulate(scenario, rules, *args))


class Describe(Protocol):
    """``<package>.describe``: the module for people, in the words a rules
    person uses. Optional: ``change_text(outcome, scenario)`` (an outcome
    against its turn in one line; else ``outcome_json_text``) and
    ``differences(mine, other, scenario)`` (rows of (what, in mine, in
    other) where two outcomes differ; else none), which ``judge`` and
    ``conform`` print; ``difference_kinds(mine, other)`` (the kinds of
    difference, "theft amount", "the Count", by which ``conform`` groups its
    failures; else one kind, "outcome")."""

    def outcomes_table(self, title: str, outcomes, scenario): ...  # a rich Table
    def distance(self, a, b) -> int: ...  # how far apart two outcomes are (judge's nearest)
    def scenario_text(self, doc: dict) -> str: ...  # a scenario document in one line
    def outcome_json_text(self, doc: dict, players) -> str: ...  # an outcome document in one line
    def counterexample_text(self, example: dict) -> str: ...  # a check counterexample in one line


class Symbolic(Protocol):
    """``<package>.symbolic``: the bound of its proofs and diffs."""

    def add_bound_options(self, group) -> None: ...  # its options in check's and diff's "bound" group
    def bound_from_args(self, args): ...  # the bound (``scope()``, ``describe()``) the options ask for


class Invariants(Protocol):
    """``<package>.invariants``: ``INVARIANTS`` (each with ``id`` and
    ``statement``). Optional: ``expectation(rules, bound, verdict)``, the
    verdict the documentation expects (``expected``, ``as_expected``,
    ``documented``); without it every invariant is expected to hold.
    ``METHODS``, the proof methods its ``prove_all`` takes as ``method=``
    besides "bounded" (``check --method``), with, for "induction",
    ``induction_scope(bound)`` (the JSON scope of "every turn") and
    ``induction_words(bound)`` (the same in words). ``proof_parts(bound,
    invariant_ids, method)``, ``prove_part(rules, bound, invariant_ids,
    timeout, part)`` and ``join_parts(rules, bound, invariant_ids, method,
    results)``: ``prove_all`` cut into independent, picklable parts, which
    ``check`` runs in processes of their own when it has more jobs than rule
    sets; joined, they give what ``prove_all`` gives."""

    INVARIANTS: Sequence

    def prove_all(self, rules, bound, invariant_ids, timeout: float | None) -> list[dict]: ...


class Diff(Protocol):
    """``<package>.diff``: where two of its rule sets part (formats.md's ``diff --json``).
    Optional: ``TOPIC_WORDS`` (``checker.diffs.topic_story.TopicWords``), with
    which the catalogue's Markdown tells a document's ``topics`` witnesses."""

    SMALLEST: str  # how its smallest witness is chosen, in words

    def diff_document(self, rules_a, rules_b, bound, timeout: float | None, progress, companions: Mapping[str, str]) -> dict: ...
    def scope_text(self, doc: dict, bound) -> str: ...  # the bound a diff document was decided within
    def print_witness(self, doc: dict, out) -> None: ...  # the witness and its outcomes, on a rich console
    def catalogue_scope_text(self, scope: dict) -> str: ...
    def catalogue_title(self, bound) -> str: ...
    def catalogue_scenario_line(self, doc: dict) -> str: ...


class Conformance(Protocol):
    """``<package>.conformance``: the suite's candidates. Optional:
    ``theme_vectors(search, limit)``, vectors chosen on purpose;
    ``inert(rules, clause_id)``, why the clause cannot act under ``rules``
    in any turn (or None), asked before its target searches;
    ``equivalent_without(rules, clause_id)``, the same question for a clause
    no search covered, answered within a bound."""

    MOVES: Any  # checker.conformance.shrink.Moves

    def stream(self, seed: str) -> Iterator: ...
    def probe(self): ...  # a one-step scenario any rules can play


PROTOCOLS: dict[str, Any] = {
    "loading": Loading, "encoding": Encoding, "reference": Reference, "describe": Describe,
    "symbolic": Symbolic, "invariants": Invariants, "diff": Diff, "conformance": Conformance,
}
