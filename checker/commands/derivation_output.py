"""Derivations in the commands' output (issue 28): ask the scenario's module
for how the turn reaches each outcome, and print each outcome's story under
the overview table. Module-neutral: the module gives ``Expansion.explain``
(its reference's ``with_derivations``) and ``Expansion.story`` (its
describe's ``derivation_story``); a module without them, or a turn its
reference cannot play within its limits, prints the outcomes without."""

from __future__ import annotations

from checker.errors import LimitReached

#: ``--derivations``: the first of each outcome (default), all of them up to a bound, or none.
MODES = ("first", "all", "none")
#: How many derivations ``--derivations all`` lists per outcome at most.
ALL_BOUND = 50


def add_derivations_option(parser) -> None:
    parser.add_argument(
        "--derivations", choices=MODES, default="first",
        help=f"how each outcome is reached, step by step with its clauses: the first derivation in the canonical "
             f"order with the count of all (default), all of them (at most {ALL_BOUND} an outcome; the JSON says "
             f"when the list is cut), or none")


def explained(expansion, scenario, rules, outcomes, mode: str = "first") -> list:
    """``outcomes`` with their derivations (unchanged with mode ``none``, or
    when the module gives none or its reference stops at a limit)."""
    explain = expansion.explain
    if mode == "none" or explain is None or not outcomes:
        return list(outcomes)
    try:
        return explain(scenario, rules, outcomes, every=mode == "all", bound=ALL_BOUND)
    except (LimitReached, NotImplementedError):
        return list(outcomes)


def story_lines(expansion, scenario, outcome, width: int = 80, title: str = "") -> list[str]:
    """One outcome's derivation in numbered sentences under ``title``, or nothing."""
    story = expansion.story
    return story(outcome, scenario, width, title) if story is not None else []


def in_story_order(expansion, scenario, outcomes) -> list:
    """The outcomes in the order the module tells them (its describe's
    ``in_story_order``, which its table follows too), else as given."""
    order = getattr(expansion.part("describe"), "in_story_order", None)
    return list(outcomes) if order is None else list(order(outcomes, scenario))


def print_stories(out, expansion, scenario, outcomes, width: int = 80) -> None:
    """Each outcome's story, numbered as in the table."""
    for n, outcome in enumerate(in_story_order(expansion, scenario, outcomes), 1):
        lines = story_lines(expansion, scenario, outcome, width, f"Outcome {n}. ")
        if lines:
            out.print("", markup=False, highlight=False)
            for line in lines:
                out.print(line, markup=False, highlight=False, soft_wrap=True)


def outcome_story(expansion, scenario, outcome, reference: str, title: str = "", width: int = 80) -> list[str]:
    """How the turn reaches ``outcome`` under the rules ``reference`` (an
    edition or a reference, ``spec.parse_reference``), in numbered lines; the
    same story ``enumerate`` prints, for ``judge``, ``check``'s counterexamples
    and ``conform``'s failures. Nothing when the outcome is not reached or
    the rules cannot be read."""
    import spec
    from checker.errors import InputError

    try:
        rules = spec.parse_reference(reference)
        [told] = explained(expansion, scenario, rules, [outcome])
    except (InputError, ValueError, KeyError):
        return []
    return story_lines(expansion, scenario, told, width, title)


def counterexample_story(example: dict, reference: str, title: str = "", width: int = 80) -> list[str]:
    """A counterexample document's (``{"scenario", "outcome"}``) outcome told as a derivation."""
    from checker import expansions

    if not example or not example.get("outcome"):
        return []
    expansion = expansions.EXPANSIONS[example["scenario"].get("expansion", "robbers")]
    try:
        scenario = expansion.scenario_from_json(example["scenario"], "<counterexample>")
        outcome = expansion.outcome_from_json(example["outcome"], scenario, "<counterexample>")
    except Exception:  # a documented counterexample of an older format: told without its story
        return []
    return outcome_story(expansion, scenario, outcome, reference, title, width)
