"""The Robbers for people: scenario and outcome documents (formats.md JSON)
in words, the table of outcomes the commands print, how two outcomes differ
(``judge``'s and ``conform``'s nearest legal outcome), and the distance by
which the nearest is chosen. The words themselves are in
:mod:`checker.robbers.words`, once for every command and the docs.
"""

from __future__ import annotations

import textwrap
from collections import Counter

from checker.derivations import numbered
from checker.robbers import story, words
from checker.robbers.model import KINDS, Outcome, Scenario
from checker.robbers.words import counted, name, robbers_line, space, theft

#: What ``distance`` counts, for the commands' help and output.
DISTANCE_WORDS = "points of score apart, plus one for each robber placed elsewhere and each theft not shared"


def markers_text(markers: dict, players, track: int = 50) -> str:
    """"Red's meeple on 3, courier on 5; Blue's meeple on 0": each player's markers."""
    return "; ".join(words.markers_line(p, markers[p], track) for p in players if p in markers)


def robbers_text(robbers: dict, players, empty: str | None = None) -> str:
    """"robbers: Red's on 3, Blue's on 7" (the players in supply named after
    them), or ``empty`` (default "all robbers in supply") when none is on the track."""
    if empty is not None and all(robbers.get(p) is None for p in players):
        return empty
    return robbers_line(robbers, players)


def steals_text(steals: list, sep: str = "; ") -> str:
    """"Red takes 2 points from Blue's meeple", one per theft."""
    return sep.join(theft(s) for s in steals)


def scenario_text(sc: dict) -> str:
    """A scenario document in words (``checker.robbers.words.scenario_text``)."""
    return words.scenario_text(sc)


def outcome_text(o: dict, track: int = 50) -> str:
    """An outcome document in words: where the markers and robbers end, and the thefts."""
    players = list(o["markers"])
    thefts = steals_text(o["steals"]) or "no theft"
    return f"{markers_text(o['markers'], players, track)}; {robbers_text(o['robbers'], players)}; {thefts}"


def outcome_json_text(doc: dict, players) -> str:
    """An outcome document in one line (``outcome_text``)."""
    return outcome_text(doc)


def counterexample_text(example: dict) -> str:
    """A ``check`` counterexample: the scenario, then the outcome that breaks
    the invariant, said against the turn (or that the turn has no legal outcome)."""
    from checker.robbers.loading import scenario_from_json

    text = scenario_text(example["scenario"])
    outcome = example.get("outcome")
    if not outcome:
        return text + " No outcome is legal."
    scenario = scenario_from_json(example["scenario"], "<counterexample>")
    return f"{text} An outcome that breaks it: {change_text(Outcome.from_json(outcome), scenario)}."


# An outcome against the scenario it ends: what moved, what the robbers did.

def marker_moves(outcome: Outcome, scenario: Scenario) -> list[str]:
    """"Red's meeple 8 → 17, courier 20 → 23", one line per player whose markers moved."""
    after = {(p, k): v for p, k, v in outcome.markers}
    lines = []
    for p in scenario.players:
        moved = [(k, scenario.markers[p][k], after[(p, k)]) for k in scenario.kinds(p) if after[(p, k)] != scenario.markers[p][k]]
        if moved:
            parts = [f"{k} {space(a, scenario.track)} → {space(b, scenario.track)}" for k, a, b in moved]
            lines.append(f"{name(p)}'s " + ", ".join(parts))
    return lines


def robber_moves(outcome: Outcome, scenario: Scenario) -> list[str]:
    """What each robber did: placed, stays, moves, returns (none for one in supply throughout);
    with a derivation, every place it stood ("supply → 30 (placed) → 34 (follows)")."""
    after = dict(outcome.robbers)
    derivation = getattr(outcome, "derivation", None)  # a combined turn's outcome has none
    steps = [] if derivation is None else [s.to_json() for s in derivation.steps]
    changes = (story.robber_path(p, scenario.robbers.get(p), steps)
               or words.robber_change(p, scenario.robbers.get(p), after.get(p)) for p in scenario.players)
    return [c for c in changes if c]


def thefts(outcome: Outcome) -> list[str]:
    return [theft(s.to_json()) for s in outcome.steals]


def change_text(outcome: Outcome, scenario: Scenario) -> str:
    """An outcome against its scenario in one line: the markers that move,
    what the robbers do, the thefts."""
    parts = marker_moves(outcome, scenario) or ["no marker moves"]
    parts += robber_moves(outcome, scenario) + (thefts(outcome) or ["no theft"])
    return "; ".join(parts)


def outcomes_table(title: str, outcomes, scenario: Scenario):
    """One row per outcome: the markers that move, what the robbers do, the thefts."""
    from rich.table import Table

    rows = [("\n".join(marker_moves(o, scenario)) or "no marker moves",
             "\n".join(robber_moves(o, scenario)) or "no robber on the track",
             "\n".join(thefts(o)) or "no theft") for o in outcomes]
    tall = any("\n" in cell for row in rows for cell in row)
    table = Table(title=title, show_lines=tall)
    table.add_column("#", justify="right")
    for column in ("score markers", "robbers", "thefts"):
        table.add_column(column)
    for n, row in enumerate(rows, 1):
        table.add_row(str(n), *row)
    return table


def derivation_story(outcome: Outcome, scenario: Scenario, width: int = 80, title: str = "") -> list[str]:
    """The outcome's derivation for people: ``title``, what the players chose,
    then one numbered sentence per step with its clauses, wrapped at ``width``."""
    if getattr(outcome, "derivation", None) is None:
        return []
    steps = [s.to_json() for s in outcome.derivation.steps]
    others = outcome.derivation.count - 1
    head = f"{title}Chosen: {story.choices(steps)}."
    if others:
        head += f" ({counted(others, 'other derivation')} {'reaches' if others == 1 else 'reach'} the same outcome.)"
    out = textwrap.wrap(head, width, subsequent_indent="  ")
    out += _numbered_steps(steps, scenario.track, width)
    others = outcome.others or ()
    for k, other in enumerate(others, 2):
        other_steps = [s.to_json() for s in other.steps]
        out += textwrap.wrap(f"  Derivation {k} of {outcome.derivation.count}: {story.choices(other_steps)}.", width,
                             subsequent_indent="    ")
        out += _numbered_steps(other_steps, scenario.track, width)
    if others and outcome.derivation.count > 1 + len(others):
        out.append(f"  ... and {outcome.derivation.count - 1 - len(others)} more, not listed.")
    return out


def _numbered_steps(steps: list[dict], track: int, width: int) -> list[str]:
    out = []
    for line in numbered(story.lines(steps, track), "  "):
        indent = " " * (len(line) - len(line.lstrip()) + line.lstrip().index(" ") + 1)
        out += textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False)
    return out


def claim_parting(scenario: Scenario, rules, claimed: Outcome, legal) -> list[str]:
    """``judge``'s hook: where an illegal claim parts from every legal derivation (``checker.robbers.parting``)."""
    from checker.robbers.parting import claim_parting as parting

    return parting(scenario, rules, claimed, legal)


# Two outcomes of one scenario: the distance that picks the nearest, and the differences in words.

def distance(a: Outcome, b: Outcome) -> int:
    """How far apart two outcomes are: score differences, robbers misplaced,
    and for the thefts not shared every field that differs. A theft is set
    against the other side's theft by the same robber that differs least
    (the victim, the marker and the points each count), so that an engine
    that robbed Yellow of 2 is nearer the outcome that robs Yellow of 3 than
    the one that robs Blue of 3; a theft with no counterpart counts its
    fields and its points."""
    score_a, score_b = {(p, k): v for p, k, v in a.markers}, {(p, k): v for p, k, v in b.markers}
    d = sum(abs(score_a.get(m, 0) - score_b.get(m, 0)) for m in set(score_a) | set(score_b))
    d += sum(1 for (p, v), (_, w) in zip(a.robbers, b.robbers) if v != w)
    return d + sum(cost for cost, _, _ in theft_pairs(a.steals, b.steals))


def _theft_cost(s, t) -> int:
    return (s.victim != t.victim) + (s.marker != t.marker) + abs(s.points - t.points)


def theft_pairs(mine, other) -> list[tuple[int, object, object]]:
    """The thefts only one side has, paired by robber (cost, mine's, other's),
    the cheapest pairs first; a theft without a counterpart is paired with None."""
    shared = Counter(mine) & Counter(other)
    left_a = sorted((Counter(mine) - shared).elements())
    left_b = sorted((Counter(other) - shared).elements())
    pairs = []
    for s in left_a:
        same = [t for t in left_b if t.thief == s.thief]
        if same:
            t = min(same, key=lambda t: (_theft_cost(s, t), t))
            left_b.remove(t)
            pairs.append((_theft_cost(s, t), s, t))
        else:
            pairs.append((2 + s.points, s, None))
    return pairs + [(2 + t.points, None, t) for t in left_b]


def difference_kinds(mine: Outcome, other: Outcome) -> list[str]:
    """The kinds of difference between two outcomes, for ``conform``'s
    diagnosis: "theft amount", "victim", "robbed marker", "a theft too many",
    "a theft missing", "robber's end space", "marker position"."""
    kinds = []
    for _, s, t in theft_pairs(mine.steals, other.steals):
        if s is None:
            kinds.append("a theft missing")
        elif t is None:
            kinds.append("a theft too many")
        else:
            kinds += [k for k, differs in (("victim", s.victim != t.victim), ("robbed marker", s.marker != t.marker),
                                           ("theft amount", s.points != t.points)) if differs]
    if mine.robbers != other.robbers:
        kinds.append("robber's end space")
    if mine.markers != other.markers:
        kinds.append("marker position")
    return list(dict.fromkeys(kinds))


def differences(mine: Outcome, other: Outcome, scenario: Scenario) -> list[tuple[str, str, str]]:
    """What differs between two outcomes of ``scenario``, in words: (what,
    in ``mine``, in ``other``), markers first, then robbers, then thefts."""
    out = []
    a, b = {(p, k): v for p, k, v in mine.markers}, {(p, k): v for p, k, v in other.markers}
    for p in scenario.players:
        for k in KINDS:
            if (p, k) in a and a[(p, k)] != b.get((p, k)):
                out.append((words.marker(p, k), f"ends on {space(a[(p, k)], scenario.track)}",
                            f"ends on {space(b[(p, k)], scenario.track)}"))
    return out + robber_differences(mine, other, scenario.robbers) + theft_differences(mine.steals, other.steals)


def robber_differences(mine: Outcome, other: Outcome, before: dict) -> list[tuple[str, str, str]]:
    """Each robber that ends elsewhere in the two outcomes; ``before``: where the robbers stood."""
    ra, rb = dict(mine.robbers), dict(other.robbers)
    return [(f"{name(p)}'s robber", robber_end(before.get(p), ra.get(p)), robber_end(before.get(p), rb.get(p)))
            for p in ra if ra.get(p) != rb.get(p)]


def theft_differences(mine, other) -> list[tuple[str, str, str]]:
    """The thefts only one side has (one row), or none."""
    shared = Counter(mine) & Counter(other)
    only_a, only_b = Counter(mine) - shared, Counter(other) - shared
    if not (only_a or only_b):
        return []
    none = "no other theft" if shared else "no theft"
    return [("thefts", "; ".join(theft(s.to_json()) for s in sorted(only_a.elements())) or none,
             "; ".join(theft(s.to_json()) for s in sorted(only_b.elements())) or none)]


def robber_end(before, after) -> str:
    """Where a robber that stood at ``before`` ends, said against that."""
    if after is None:
        return "in supply" if before is None else "returns to supply"
    return f"stays on {after}" if after == before else f"ends on {after}"


# Kept for the callers of the first release (the old names of the table's cells).

def describe_markers(outcome: Outcome, scenario: Scenario) -> str:
    return markers_text(outcome.to_json(scenario.players)["markers"], scenario.players, scenario.track)


def describe_robbers(outcome: Outcome, scenario: Scenario) -> str:
    return robbers_text(dict(outcome.robbers), scenario.players)


def describe_steals(outcome: Outcome) -> str:
    return steals_text([s.to_json() for s in outcome.steals]) or "no theft"
