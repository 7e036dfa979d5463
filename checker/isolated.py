"""Independent solver tasks, each in a fresh process, ``jobs`` at a time.

Z3's answers depend on everything built before in the same process (the
order of its internal term ids), so a witness found after other queries may
differ from the one found alone. Running every task of ``check --all`` and
``diff --all`` in a process of its own makes each result the one the task
gives on its own: the same on every run and for every ``--jobs`` value.
"""

from __future__ import annotations

import multiprocessing

from checker import expansions


def run_isolated(task, items: list, jobs: int = 1, progress=None) -> list:
    """``[task(item) for item in items]``, each call in a new process, in order.

    ``task`` must be a module-level function and ``items`` picklable.
    ``progress(done, total)`` is called as results arrive. Every process
    registers the rules modules this one registered at run time.
    """
    if not items:
        return []
    context = multiprocessing.get_context("spawn")
    results = []
    with context.Pool(processes=max(1, min(jobs, len(items))), maxtasksperchild=1,
                      initializer=expansions.restore, initargs=(expansions.added(),)) as pool:
        for result in pool.imap(task, items):
            results.append(result)
            if progress is not None:
                progress(len(results), len(items))
    return results
