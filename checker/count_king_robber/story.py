"""A Count, King & Robber derivation as a short numbered story, and the order
in which ``enumerate`` tells the outcomes.

Each step of a derivation (reference/steps.py) is one sentence in the
module's vocabulary (words.py), ending with the clause ids that allow it in
brackets, so a reader goes from the sentence to the clause and from there
to the source. The story closes with every player's score, those that did
not change included. Lines are wrapped at 80 columns.

Story order: "nobody enters" first, then by who enters (turn order), by
district (castle, market, blacksmith, cathedral), by figure, then by the
canonical order of outcomes (model.Outcome.sort_key), so outcomes that
differ by the players' choice read next to each other.
"""

from __future__ import annotations

import textwrap

from checker.count_king_robber.model import DISTRICTS, FIGURES, Outcome, Scenario
from checker.count_king_robber.words import TILE_WORDS, district, figure, name
from checker.derivations import Derivation, numbered
from checker.wording import counted, listed

WIDTH = 80


def story_key(outcome: Outcome, scenario: Scenario) -> tuple:
    entries = tuple((scenario.players.index(p), DISTRICTS.index(d), FIGURES.index(f)) for p, d, f in outcome.placed)
    return (len(entries) > 0, entries, outcome.sort_key())


def in_story_order(outcomes, scenario: Scenario) -> list[Outcome]:
    return sorted(outcomes, key=lambda o: story_key(o, scenario))


def _figures(listing) -> str:
    """["red meeple", "red meeple", "blue large"] as "Red's 2 meeples and Blue's large meeple"."""
    counts: dict = {}
    for item in listing:
        player, kind = item.split(" ", 1)
        counts.setdefault(player, {}).setdefault(kind, 0)
        counts[player][kind] += 1
    return listed(f"{name(p)}'s " + listed(figure(k, n) for k, n in kinds.items()) for p, kinds in counts.items())


def _home(listing) -> str:
    return f"; {_figures(listing)} {'goes' if len(listing) == 1 else 'go'} home."


def _feature(s: dict) -> str:
    kind = s["feature_kind"]
    label = s["feature"]
    return kind if label == kind or label.startswith(kind + "-") else f"{kind} {label}"


_RESULTS = {
    "rival-loses": "the rival is not completed: it scores nothing",
    "both-score": "both are completed at the same time: both score",
    "neither-scores": "neither side scores",
    "ignored": "the challenge is ignored",
}


def sentence(s: dict) -> str:
    """One step (its JSON form) in words, without its clauses."""
    kind = s["kind"]
    if kind == "redeploy":
        what = f"{name(s['player'])}'s {figure(s['figure'], s['count'])}"
        return f"{what} {'move' if s['count'] > 1 else 'moves'} from {district(s['from'])} onto the {_feature(s)}."
    if kind == "challenge":
        text = f"The challenge of {s['feature']} against {s['rival']}: {_RESULTS[s['result']]}"
        return text + (_home(s["home"]) if s["home"] else ".")
    if kind == "score":
        head = f"The {_feature(s)}{' (incomplete)' if s['final'] else ''} is worth {s['worth']}"
        if not s["majority"]:
            text = f"{head}: no figure on it, nobody scores"
        else:
            who = listed(name(p) for p in s["majority"])
            text = f"{head}: {who} {'has' if len(s['majority']) == 1 else 'have'} the majority " \
                   f"(strength {s['strength']}) and {'scores' if len(s['majority']) == 1 else 'each score'} {s['points']}"
        return text + (_home(s["home"]) if s["home"] else ".")
    if kind == "tile":
        title, feature = TILE_WORDS[s["tile"]]
        source = f" from {name(s['previous'])}" if s["previous"] else ""
        return f"{name(s['player'])} takes the {title}{source} (a {feature} of {counted(s['size'], 'tile')})."
    if kind == "enter":
        return f"{name(s['player'])}'s {figure(s['figure'])} enters {district(s['district'])}."
    if kind == "stay-out":
        return f"{name(s['player'])} may enter the City of Carcassonne and does not."
    if kind == "count":
        return f"The Count moves from {district(s['from'])} to {district(s['to'])}."
    if kind == "bonus":
        return f"{name(s['player'])} gains {s['points']} for the {TILE_WORDS[s['tile']][0]}."
    return f"{kind}: " + ", ".join(f"{k} {v}" for k, v in s.items() if k not in ("kind", "clauses")) + "."


#: The kinds of Count, King & Robber's own steps (reference/steps.py); a
#: combined turn's derivation also holds the companion's (its ``score``
#: has no ``feature_kind``), told in the companion's words.
KINDS = ("redeploy", "challenge", "score", "tile", "enter", "stay-out", "count", "bonus")


def own_step(s: dict) -> bool:
    """Whether a derivation step is Count, King & Robber's own (not the companion's of a combined turn)."""
    return s["kind"] in KINDS and (s["kind"] != "score" or "feature_kind" in s)


def _companion(scenario: Scenario | None):
    """The combined turn's ``derivation_sentence(step, scenario)``, when another module plays beside this one."""
    if scenario is None:
        return None
    from checker import expansions

    turn = expansions.companion_turn(scenario)
    return None if turn is None else getattr(turn.part("describe"), "derivation_sentence", None)


def step_line(s: dict, scenario: Scenario | None = None) -> str:
    clauses = s.get("clauses") or []
    other = None if own_step(s) else _companion(scenario)
    text = other(s, scenario) if other is not None else sentence(s)
    return text + (f" [{', '.join(clauses)}]" if clauses else "")


def closing(outcome: Outcome, scenario: Scenario) -> str:
    """Every player's score, changed or not ("Red 10 → 16, Blue 5 (unchanged)")."""
    parts = []
    for p, after in outcome.scores:
        before = scenario.scores.get(p, 0)
        parts.append(f"{name(p)} {before} → {after}" if after != before else f"{name(p)} {before} (unchanged)")
    return "Scores: " + ", ".join(parts) + "."


def story(outcome: Outcome, scenario: Scenario, derivation: Derivation | None, heading: str) -> list[str]:
    """The lines of one outcome's story, wrapped at ``WIDTH``."""
    lines = [heading]
    if derivation is None:
        body = ["(no derivation: the reference does not reach this outcome)"]
    else:
        body = [step_line(s.to_json(), scenario) for s in derivation.steps] or ["Nothing happens."]
    for item in numbered(body, "  "):
        indent = " " * (item.index(". ") + 2)
        lines += textwrap.wrap(item, WIDTH, subsequent_indent=indent, break_on_hyphens=False)
    end = closing(outcome, scenario)
    if derivation is not None and derivation.count > 1:
        others = derivation.count - 1
        end += f" ({counted(others, 'other derivation')} reach{'es' if others == 1 else ''} it: --derivations all.)"
    lines += textwrap.wrap(end, WIDTH, initial_indent="  ", subsequent_indent="  ", break_on_hyphens=False)
    return lines


def derivation_story(outcome: Outcome, scenario: Scenario, width: int = WIDTH, title: str = "") -> list[str]:
    """One outcome's derivation for people (the commands' ``Expansion.story``
    hook): ``title``, the numbered steps with their clauses and every score;
    with ``--derivations all``, the other derivations after it. Nothing when
    the outcome carries no derivation."""
    if getattr(outcome, "derivation", None) is None:
        return []
    lines = story(outcome, scenario, outcome.derivation, title.strip() or "Outcome:")
    for k, other in enumerate(outcome.others or (), 2):
        lines += story(outcome, scenario, Derivation(other.steps, outcome.derivation.count),
                       f"  Derivation {k} of {outcome.derivation.count}:")
    return lines


def stories(outcomes, scenario: Scenario, derived: dict, every: bool = False) -> list[str]:
    """Every outcome's story in the order given, numbered as in the table;
    with ``every``, all derivations of each."""
    lines: list[str] = []
    for n, o in enumerate(outcomes, 1):
        found = derived.get(o) or [None]
        shown = found if every else found[:1]
        for k, d in enumerate(shown):
            suffix = f", derivation {k + 1} of {len(found)}" if every and len(found) > 1 else ""
            lines += story(o, scenario, d, f"Outcome {n}{suffix}:")
    return lines
