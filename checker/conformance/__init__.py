"""The language-neutral conformance suite: test vectors for other engines.

``rulespec oracle`` writes it (:func:`generate_suite`), ``rulespec conform``
runs an engine over it (:mod:`checker.conformance.harness`). Modules, in the
order the data flows:

- ``modules``: what differs between the rules modules, read off the registry
  (``checker.expansions``): each module's ``conformance`` part (seeded
  random candidates, shrinking moves, a probe, themed vectors if any), its
  encoding's rule-neutral frame, its worked examples, its schemas;
- ``configs``: which rules are covered (editions, readings, dated texts);
- ``combined``: combined turns (two modules' rules in one turn): which
  clauses need one, the companion edition, the vectors' companion field;
- ``readings``: cached outcome sets from Z3 and the reference simulator;
- ``neutral``: clauses no scenario can be sensitive to, and why;
- ``shrink``: the greedy loop that makes a found scenario small;
- ``search``: coverage vectors (a clause's removal changes the outcomes);
- ``worked``: the sources' worked examples;
- ``generate``: the units of work, in parallel, deterministic;
- ``suite``: ids, index, files;
- ``harness``: running an engine and judging what it prints.
"""

from __future__ import annotations

import os
from pathlib import Path


def generate_suite(
    out,
    editions=None,
    seed: int = 0,
    limit: int = 1,
    readings: bool = True,
    themes: int = 2,
    examples: bool = True,
    jobs: int | None = None,
    modules=None,
    progress=None,
    explanations: bool = True,
):
    """Generate and write the suite into ``out``; returns ``(vectors, index)``.

    ``editions``: default every edition of ``modules`` (default every rules
    module); ``limit``: vectors per clause and configuration; ``themes``:
    vectors per theme for each default reading (0: none; The Robbers only);
    ``readings``: also cover the non-default readings and the dated rulebook
    texts. ``progress(text)`` is told how far the search is. ``explanations``:
    ship each vector's candidate explanations' outcome sets
    (:mod:`checker.conformance.shipped`)."""
    from checker import atomic
    from checker.conformance import suite
    from checker.conformance.generate import check_editions, generate

    editions = check_editions(editions, modules)
    # The suite is built in a folder beside ``out`` and takes its place at
    # the end, under a lock: a run killed at any moment leaves ``out`` as it
    # was or complete, and a second writer is refused before it starts.
    with atomic.folder(Path(out), replaceable=suite.check_replaceable) as building:
        gen = generate(editions, seed=seed, limit=limit, readings=readings, themes=themes, examples=examples, jobs=jobs,
                       progress=progress)
        settings = {"seed": seed, "limit_per_clause": limit, "readings": readings, "themes_per_theme": themes, "editions": editions}
        vectors, index = suite.build(gen, editions, settings)
        if explanations:
            from checker.conformance.shipped import add_explanations

            add_explanations(vectors, jobs or min(2, os.cpu_count() or 1), progress)
            index["vectors"] = suite.vector_entries(vectors)  # the hashes of the vectors as written
        suite.write(building, vectors, index)
    return vectors, index


__all__ = ["generate_suite"]
