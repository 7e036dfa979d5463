"""Running the searches, in parallel where it pays, with a deterministic result.

The work is cut into independent units: one per group of configurations
(:mod:`checker.conformance.configs`) and one per worked example. A unit's
result depends only on its inputs (rules, seed, budget, and the pool of
scenarios it may try first), never on which process ran it or when, so a
process pool gives the same suite as one process. Two phases: the default
reading of each rulebook family (C1, C3, Count, King & Robber's HiG text) runs first, and its vectors are the
pool the other groups try before searching (they are small already and
usually separate the same clause under a neighbouring reading, which saves
most of the Z3 time); a last pass retries the targets still without a vector
with everything found for their clause.

Before a target searches, its module may prove that the clause cannot act
under the rules at all (the conformance part's optional ``inert``, for The
Robbers a proof by induction: ``checker.robbers.induction.inert``); the clause
is then equivalent and no search runs. A clause still without a vector at the
end may be proved so by the module's bounded difference search
(``equivalent_without``).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field

import spec
from checker.conformance.combined import needs_companion, with_default_companion
from checker.conformance.configs import Config, groups, root
from checker.conformance.modules import kit_for, kits, module_of
from checker.conformance.search import Found, Search
from checker.conformance.worked import example_files, example_scenarios, example_vectors
from checker.isolated import Workers
from checker.solver.steady import fewer_collections


@dataclass
class GroupResult:
    """What one group of configurations gets: its vectors and the clauses
    without one (with the reason)."""

    configs: list[Config]
    found: list[Found] = field(default_factory=list)
    uncovered: dict = field(default_factory=dict)
    #: Clauses no vector covers, proved to change no outcome (the reason: the proof's scope in words).
    equivalent: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Inert:
    """A target's reason when its module proved, before searching, that the
    clause cannot act under the rules (the module's optional ``inert``)."""

    why: str


def _still_open(result) -> bool:
    """A target without a vector whose clause may yet have one: its reason is
    neither a proof that it cannot act nor that the clause is rule-neutral."""
    found, reason, _ = result
    return not found and not isinstance(reason, Inert) and "rule-neutral" not in (reason or "")


def run_target(task):
    """Coverage vectors for one clause of a group's rules: (found, reason,
    findings). A clause that only matters with The Robbers in the same turn
    is searched among combined scenarios, under the suite's companion
    edition (:mod:`checker.conformance.combined`)."""
    configs, clause_id, seed, limit, pool, retry = task
    rules = configs[0].rules()
    if needs_companion(clause_id):
        rules = with_default_companion(rules, clause_id)
    inert = getattr(kit_for(rules).part, "inert", None)
    why = None if inert is None else inert(rules, clause_id)
    if why:
        return [], Inert(why), []
    search = Search(rules, seed)
    found, reason = search.cover(clause_id, limit, pool, retry=retry)
    return found, reason, search.findings


def run_themes(task):
    """The themed vectors of a group's rules: (found, None, findings)."""
    configs, seed, limit = task
    search = Search(configs[0].rules(), seed)
    return kit_for(search.rules).themes(search, limit), None, search.findings


def run_example(task):
    """One worked example under its editions: ({edition: Found}, findings)."""
    path, editions, seed = task
    return example_vectors(path, editions, seed)


def run_equivalence(task):
    """Whether a clause no vector covers changes nothing: (reason or None, None, [])."""
    configs, clause_id = task
    rules = configs[0].rules()
    prove = getattr(kit_for(rules).part, "equivalent_without", None)
    return (None if prove is None else prove(rules, clause_id)), None, []


UNITS = {"target": run_target, "themes": run_themes, "example": run_example, "equivalence": run_equivalence}


def _unit(item):
    kind, task = item
    with fewer_collections():
        return UNITS[kind](task)


def _unit_name(item) -> str:
    """A unit in words, for the error when its worker dies."""
    kind, task = item
    if kind == "example":
        return f"the worked example {task[0]}"
    label = task[0][0].label
    if kind == "equivalence":
        return f"the proof that {task[1]} changes nothing under {label}"
    return f"the search for {task[1]} under {label}" if kind == "target" else f"the themed searches under {label}"


def _map(workers, items, progress=None, phase: str = ""):
    """Every unit's result, in order (in ``workers`` when there are, else
    here); ``progress(text)`` after each."""
    results = []
    done = map(_unit, items) if workers is None else workers.imap(items)
    for n, result in enumerate(done, 1):
        results.append(result)
        if progress is not None:
            progress(f"{phase}: {n}/{len(items)} searches")
    return results


@dataclass
class Generated:
    groups: list[GroupResult]
    examples: dict  # rules label -> [Found]
    findings: list
    examples_found: bool


def generate(
    editions: list[str],
    seed: int = 0,
    limit: int = 1,
    readings: bool = True,
    themes: int = 2,
    examples: bool = True,
    jobs: int | None = None,
    progress=None,
) -> Generated:
    """Every vector's content for ``editions`` (ids and files come later);
    ``progress(text)`` says how far the three phases are."""
    all_groups = [GroupResult(g) for g in groups(editions, readings)]
    firsts: dict = {}
    for i, g in enumerate(all_groups):
        if g.configs[0].kind == "default":
            firsts.setdefault(root(g.configs[0].edition), i)
    phase1 = sorted(firsts.values())
    phase2 = [i for i in range(len(all_groups)) if i not in phase1]
    clauses = {i: [c.id for c in g.configs[0].rules().clauses] for i, g in enumerate(all_groups)}
    jobs = jobs or min(2, os.cpu_count() or 1)
    # One pool for the four phases: its workers load Z3 and the rules once.
    pool_of_workers = Workers(_unit, jobs, fresh=False, name=_unit_name) if jobs > 1 else contextlib.nullcontext()
    with pool_of_workers as workers:
        keys1 = [(i, c) for i in phase1 for c in clauses[i]]
        done1 = _map(workers, [("target", (all_groups[i].configs, c, seed, limit, (), False)) for i, c in keys1],
                     progress, "phase 1 of 3")
        pool: dict[str, list] = {}
        for found, _, _ in done1:
            for f in found:
                pool.setdefault(f.tag, []).append(f.scenario)
        keys2 = [(i, c) for i in phase2 for c in clauses[i]]
        items = [("target", (all_groups[i].configs, c, seed, limit, tuple(pool.get(c, ())), False)) for i, c in keys2]
        theme_groups = [
            i
            for i, g in enumerate(all_groups)
            if themes and kit_for(g.configs[0].rules()).themes is not None and any(c.kind == "default" for c in g.configs)
        ]
        items += [("themes", (all_groups[i].configs, seed, themes)) for i in theme_groups]
        files = example_files(modules={module_of(e) for e in editions}) if examples else []
        items += [("example", (str(p), editions, seed)) for p in files]
        done2 = _map(workers, items, progress, "phase 2 of 3")
        targets = dict(zip(keys1, done1))
        targets.update(zip(keys2, done2[: len(keys2)]))
        # Phase 3: targets still without a vector (rare situations, such as two
        # rogue moves leaving one robber's space) retry with every vector found
        # for their clause under any rules so far.
        pool = {}
        for key in keys1 + keys2:
            for f in targets[key][0]:
                pool.setdefault(f.tag, []).append(f.scenario)
        keys3 = [k for k in keys1 + keys2 if _still_open(targets[k]) and pool.get(k[1])]
        # A retry's result is kept only when it finds a vector (its reason is not).
        items3 = [("target", (all_groups[i].configs, c, seed, limit, tuple(pool[c]), True)) for i, c in keys3]
        for key, (found, reason, more) in zip(keys3, _map(workers, items3, progress, "phase 3 of 3")):
            if found:
                targets[key] = (found, None, targets[key][2] + more)
        # Phase 4: targets still without a vector are looked for among the
        # scenarios of the hand-written examples of their module (a rare
        # situation a source describes, such as two robbers beside one marker
        # that leaves their space twice).
        keys4 = [k for k in keys1 + keys2 if _still_open(targets[k])]
        worked = example_scenarios(files) if keys4 and files else {}
        keys4 = [k for k in keys4 if worked.get(module_of(all_groups[k[0]].configs[0].edition))]
        items4 = [("target", (all_groups[i].configs, c, seed, limit, worked[module_of(all_groups[i].configs[0].edition)], True))
                  for i, c in keys4]
        for key, (found, reason, more) in zip(keys4, _map(workers, items4)):
            if found:
                targets[key] = (found, None, targets[key][2] + more)
        # Phase 5: a clause still without a vector may be one that cannot act
        # under these rules: proved so by the module's difference search, it
        # is equivalent (like an equivalent mutant), not uncovered. (A clause
        # whose module proved it inert before searching is equivalent already.)
        keys5 = [k for k in keys1 + keys2 if _still_open(targets[k])]
        proofs = _map(workers, [("equivalence", (all_groups[i].configs, c)) for i, c in keys5])
        equivalent = {key: why for key, (why, _, _) in zip(keys5, proofs) if why}
    findings: list = []
    for i, group in enumerate(all_groups):
        for c in clauses[i]:
            found, reason, more = targets[(i, c)]
            group.found += found
            if isinstance(reason, Inert):
                group.equivalent[c] = reason.why
            elif (i, c) in equivalent:
                group.equivalent[c] = equivalent[(i, c)]
            elif reason:
                group.uncovered[c] = reason
            findings += more
    rest = done2[len(keys2) :]
    for i, (found, _, more) in zip(theme_groups, rest[: len(theme_groups)]):
        all_groups[i].found += found
        findings += more
    by_label: dict = {}
    for per_label, more in rest[len(theme_groups) :]:
        findings += more
        for label, found in per_label.items():
            by_label.setdefault(label, []).append(found)
    return Generated(
        groups=all_groups,
        examples=by_label,
        findings=findings,
        examples_found=bool(files) or not examples,
    )


def check_editions(editions, modules=None) -> list[str]:
    """``editions`` (default: every edition of ``modules``, default every
    module) in registry order, after checking that each is known and belongs
    to one of ``modules``."""
    known_modules = kits()
    modules = list(modules or known_modules)
    unknown_modules = [m for m in modules if m not in known_modules]
    if unknown_modules:
        raise spec.SpecError(f"unknown rules module {unknown_modules[0]!r} (modules: {', '.join(known_modules)})")
    known = [e for m in modules for e in spec.module_editions(m)]
    if not editions:
        return [e for e in spec.EDITIONS if e in known]
    unknown = [e for e in editions if e not in known]
    if unknown and unknown[0] in spec.EDITIONS:
        raise spec.SpecError(
            f"edition {unknown[0]!r} is a {module_of(unknown[0])} edition, not one of the modules asked for "
            f"({', '.join(modules)})"
        )
    if unknown:
        raise spec.SpecError(f"unknown edition {unknown[0]!r} (the suite covers: {', '.join(known)})")
    return [e for e in spec.EDITIONS if e in set(editions)]
