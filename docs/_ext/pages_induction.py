"""The invariants page's account of the proofs by induction: the state of a
turn and why it is complete, the step relation, the invariants restated over
a state, the lemmas, and each invariant's strengthening per edition (from
the committed verdicts). ``pages_invariants`` places these sections."""

from __future__ import annotations

from rst import esc, list_table, literal
from checker.robbers.induction.inert import BETWEEN_ROUNDS
from checker.robbers.induction.lemmas import ASSUMING, LEMMAS, PROPERTIES
from checker.robbers.induction.verdicts import PLAYERS

EVERY_TURN = f"for every turn of {PLAYERS[0]}\u2013{PLAYERS[1]} players"

STATE_ROWS = [
    ("score", "every marker's score (meeple and courier of each player), any whole number from 0",
     "spaces (``score % track``, so the track's wrap at 50), and how far a backward move goes before 0"),
    ("robber", "every robber's space, or supply", "placement, triggers, dragging, returns, the end bonus"),
    ("courier", "whether each player has a courier (fixed for the turn)", "which markers exist and are visible"),
    ("in_round, counted, scored", "a round is under way, robbers react to it, it has had an event",
     "events belong to a round; a round has at least one"),
    ("after_end", "the game end has happened", "whether a round is counted; the window after the game end"),
    ("win_open, seg_closed", "a window awaits resolution; the per-turn window of this part of the turn has resolved",
     "when a window opens, resolves and may no longer receive counted rounds"),
    ("start, disp", "per marker: its score when the window opened; its displacement over the window's counted slots",
     "the one movement of ``movement-per-turn``; ``steal-base-player-turn``; backward movement at resolution"),
    ("begun, stood", "``movement-per-turn`` only: per marker, its movement has begun (a counted slot in the "
     "window); per marker and robber, the robber stood on the marker's start space when it began",
     "which robbers a movement may trigger (no retroactive theft); which robbers are triggered at a place step "
     "(``triggered-robber-stays``)"),
    ("moved, departed", "per marker and robber: it has moved forward in the window since the robber was last placed "
     "or moved by its owner (a backward drag is no new placement); it has moved forward away from the robber's "
     "space (as the robber then stood) in the window", "``first-movement-only``; ``first-departure-from-space``"),
    ("pending, overflow", "per robber and marker: a fired movement awaiting resolution (its displacement, whether "
     "it was the marker's first departure from the robber's space); a second one for the same pair where the "
     "robber may take several thefts",
     "the candidates of ``movement-per-feature``, among which a robber chooses at resolution"),
    ("stolen, bad (ghosts)", "each robber has stolen since it was last placed (a place step that puts it on a space "
     "clears it); each record-based invariant has been broken by a step",
     "nothing: no rule reads them; they state the invariants over a state"),
]

RESTATED = [
    ("no-self-robbery, robbed-points-never-trigger, steal-half-rounded-up, victim-keeps-points",
     "some steal record of the turn breaks it (the catalogue's violation over the records)",
     "the ghost flag is unset: each step sets it when the same violation holds over the step's records"),
    ("one-trigger-per-first-movement",
     "a steal not from a first departure, or two steals by one robber with no placement of it in between",
     "the ghost flag is unset: a step sets it for the first case, for two steals by one robber in the step, "
     "and for a steal by a robber already in ``stolen``"),
    ("no-retroactive-theft",
     "a robber fired by a movement that did not start on the space where it stood when the movement began",
     "the ghost flag is unset: a step sets it when one of its fired movements did not start beside the robber "
     "(with ``movement-per-turn``, the state's ``stood`` says where the robbers were at each marker's first slot)"),
    ("triggered-robber-spent",
     "a place step that moves a robber with a theft waiting, or two steals by one robber with no placement of it "
     "in between",
     "the ghost flag is unset: a place step sets it when it moves a robber triggered in the open window (a "
     "pending theft, or ``stood``), a resolution as for ``one-trigger-per-first-movement``"),
    ("thief-returns-to-supply", "a robber that stole is on the track when a step ends, and has not been placed since",
     "every robber in ``stolen`` is in supply, at every state"),
    ("robber-shares-space", "with every robber sharing at the start, some robber is alone at the end",
     "where the turn may end (no round under way, no window open), no robber on the track is alone; "
     "proved from the starts where every robber shares"),
]


def induction_sections(doc) -> list:
    """The section "Proofs by induction" of the invariants page."""
    lines = [".. _invariants-induction:", "", "Proofs by induction", "-------------------", ""]
    lines += [
        f"``rulespec check`` proves each safety invariant {EVERY_TURN}: any number of scoring rounds "
        "(before and after the game end) of any number of events, each from any source, any non-zero "
        "points, any scores, the track's wrap included, with couriers or without, robbers of every "
        "colour. The turns are every turn the scenario format admits: ``place-robbers`` steps anywhere "
        "before the game end, as many as the turn has tiles with a robber symbol (a double turn's "
        "second tile too, see :ref:`invariants-double-turns`), the rounds, the game end and the final "
        "scoring.",
        "",
        "The proof is an induction over the steps of a turn. A **state** holds everything a step "
        "depends on; the **step relation** takes a state to the next, for five kinds of step; an "
        "invariant is restated as a **predicate of a state**. Z3 shows, over a symbolic state and a "
        "symbolic step (every choice of every player free), that the turn's start satisfies the "
        "predicate together with its **strengthening** (lemmas), and that every kind of step from a "
        "state satisfying them leads to a state satisfying them. Then every state of every turn "
        "satisfies them, whatever its length. One proof per number of players (2 to 6; the active "
        "player is the first, any turn is one of these up to renaming), per rule set "
        "(``checker/robbers/induction/``).",
        "",
        "The state of a turn",
        "~~~~~~~~~~~~~~~~~~~",
        "",
    ]
    rows = [[literal(f), esc(what), esc(why)] for f, what, why in STATE_ROWS]
    lines += [list_table(["field", "what it holds", "what reads it"], rows, "18 42 40"), ""]
    lines += [
        "**Why the state is complete.** The turn encoding builds each step from the marker scores, the "
        "robber places, the couriers, whether the game has ended and whether the round is counted, and "
        "from the open window: its list of slots and of fired candidates. The slots are read in five "
        "ways only, and each is a field: a marker's net displacement over the window and its start "
        "(movement per turn, backward movement at resolution), a player's sum of displacements (the "
        "player-turn steal base, from ``disp``), whether a marker has moved forward in the window since a "
        "given robber was last placed or moved by its owner (``first-movement-only``: a place step that "
        "puts the robber on another space clears it; only forward movements count, and a backward drag "
        "is no placement) and whether it has moved forward away from a given robber's space as that "
        "robber then stood (``first-departure-from-space``). The candidates of ``movement-per-feature`` "
        "are read at resolution by their robber, victim marker, displacement, first-departure flag and "
        "fired condition: ``pending`` holds one per robber and marker. A marker fires one robber twice "
        "in a window only when nothing restarts its first movement (no which-movement clause), or when "
        "the robber's owner moves it between two rounds of a per-turn window (the dated states before "
        "5/2013). Where the clauses let a robber take at most one theft (``robber-chooses-among-markers``, "
        "read from their resolution), the step keeps either of the two, a choice, and a robber that will "
        "take one of them loses nothing by it; elsewhere ``overflow`` records it, and every proof under "
        "such rules includes the lemma ``no-overflow`` (if it fails, nothing is claimed). A window opens, and its records start afresh, at the first counted "
        "round (per turn), at each counted round (per round) or at each counted event (with no window "
        "clause); it resolves at the round's end, at its event, or, per turn, at the end of a counted "
        "round after which none follows before the game end: the step guesses, and a wrong guess can go "
        "no further (a counted round after the resolution, or the game end or the turn's end with the "
        "window open, is not a step). The order of a round's events, when a scorer may choose it, needs "
        "no state: every order is another sequence of event steps.",
        "",
        "**The step relation** (``checker/robbers/induction/step.py``) is the turn encoding itself "
        "(``TurnEncoding``) over a turn of no steps, so the rules still come only from the clauses in "
        "force: placement, marker choices, candidates and their triggers, backward movement, steals, "
        "rogue points and the end bonus are the encoding's own code; a resolution sees one summary slot "
        "per marker and the pending thefts. The five kinds of step: ``place``, ``begin-round`` (a "
        "source: counted or not), ``event`` (any player, any non-zero points), ``end-round`` and "
        "``game-end``.",
        "",
        "**Checked against the turn encoding.** ``tests/induction/test_step_relation.py`` plays random "
        "concrete turns (2-6 players, couriers, wrap, negative points, several rounds, the game end, "
        "sometimes a second placement) step by step from their start state, under every edition, "
        "every reading and dated state and the rule sets with a clause dropped, and requires exactly "
        "the outcomes of ``rulespec enumerate``, and that no step overflows the pending thefts where a "
        "which-movement clause is in force.",
        "",
        "The invariants over a state",
        "~~~~~~~~~~~~~~~~~~~~~~~~~~~",
        "",
        "Each invariant's violation in ``checker/robbers/invariants/catalog.py`` is a formula over a whole "
        "turn; restated over a state, it fails at some state of the turn exactly when the turn "
        "satisfies the violation. The tests check that too, on random concrete turns with and without "
        "a second placement, for every invariant "
        "(``test_each_invariant_restated_over_the_state_breaks_exactly_when_the_turn_does``).",
        "",
    ]
    rows = [[esc(a), esc(b), esc(c)] for a, b, c in RESTATED]
    lines += [list_table(["invariant", "violated by a turn when", "state predicate"], rows, "28 32 40"), ""]
    lines += [
        "The lemmas",
        "~~~~~~~~~~",
        "",
        "The candidates of the strengthening (``checker/robbers/induction/lemmas.py``), found by hand from the "
        "counterexamples to induction: a first attempt with the invariants alone failed on states no "
        "turn reaches (a pending theft from the robber's own marker, a robber with a pending theft "
        "that has stolen already), and each lemma rules out one such gap. The search (Houdini) keeps the "
        "largest inductive set of candidates: it starts from those the turn's start satisfies and drops "
        "every candidate a step breaks from a state satisfying the rest, until none is broken. An "
        "invariant is proved when it survives; its strengthening is the surviving lemmas its proof "
        "leans on: from the survivors, each other one is dropped in turn (in the order of the table below) "
        "while every kind of step still preserves the invariant without it, and the same for each lemma "
        "kept, until the set is closed. The set is minimal and depends on the rules alone (Z3's unsat "
        "cores, used at first, depended on what the process had built before). The verdicts below list "
        "it per edition; the search runs for each rule set it is asked about, so a reading or a dropped "
        "clause gets its own.",
        "",
    ]
    rows = [[literal(lemma.id), esc(lemma.text)] for lemma in LEMMAS + tuple(x for v in ASSUMING.values() for x in v)]
    lines += [list_table(["lemma", "statement"], rows, "30 70"), ""]
    lines += [
        ".. _invariants-double-turns:",
        "",
        "Double turns",
        "~~~~~~~~~~~~",
        "",
        "A turn may bring robbers twice: with the Builder a player places a second tile in the same "
        "turn, and if it too shows the robber symbol, robbers are placed again (the scenario format "
        "admits ``place-robbers`` anywhere before the game end, any number of times). Two invariants "
        "first said *a robber that steals ends the turn in its owner's supply* and *each robber steals "
        "at most once a turn*. Both are false in such turns, as concrete turns show "
        "(``tests/induction/test_double_turns.py``, outcomes worked out by hand): a robber that stole is "
        "placed again and ends the turn on the track (every edition), and under C1's per-round "
        "windows (footnote 7, 5/2013) it steals a second time. The rules do not forbid either. They make "
        "the return an act at the moment of the theft, not a state of the turn's end: \"The robber is "
        "then placed back into the player's supply.\" (1st edition, *\"Robber\" Points*); \"El ladrón "
        "se devuelve a la reserva del jugador.\" (Devir); \"Then, the player returns his robber back in "
        "front of himself.\" (Z-Man, Big Box 4); \"Then, return your triggered robber to your supply.\" "
        "(3rd edition, *\"Stealing\" points*). And a robber in supply is what a placement takes: \"The "
        "next player whose robber is still in his or her own stock may also place his or her robber in "
        "the same way.\" (1st edition); \"Then, Yellow places their robber from their supply onto the "
        "scoreboard followed by Green.\" (3rd edition, Example 1). A robber placed again is a new "
        "placement, with nothing of its past theft.",
        "",
        "So the two are stated as a rules reader would: ``thief-returns-to-supply``, *a robber that "
        "steals goes back to its owner's supply at once and stays there until it is placed again*; "
        "``one-trigger-per-first-movement``, *each robber steals at most once per placement*, and only "
        "on a marker's first movement away from its space in the window. Both are proved "
        f"{EVERY_TURN}, double turns included, and the concrete turns above are tests of the new "
        "statements (they hold on them; with ``thief-robber-returns`` dropped, they fail). The "
        "bounded search's shapes include a second ``place-robbers`` step after the first round too "
        "(the verdict's ``scope`` says ``second_placement``; the Performance page gives the bounded "
        "search's time, ``check --all --method bounded``): over "
        "them, the old statements have counterexamples and the new ones hold.",
        "",
        "What stays bounded",
        "~~~~~~~~~~~~~~~~~~",
        "",
        "The bounded search of every invariant runs too. Where induction proves an invariant, its "
        "verdict is the cross-check (a counterexample there would be a bug, and stops the run). Where "
        "induction does not (an invariant not inductive with the lemmas, a time limit, rules under "
        "which the state cannot hold a window), the verdict is the bounded one, as before: the smallest "
        "counterexample, or *holds* within the stated bound. ``never-dead-end`` (some choice always "
        "exists) is not a safety property and stays bounded.",
        "",
        "**A finding under two dated states, settled (issue 29).** Before 5/2013 a 1st-edition window is "
        "the whole turn (``c1-hig-2012@2013-01``, ``c1-devir-2012@2013-01``), so a place step can fall "
        "inside it. There ``one-trigger-per-first-movement`` used to be false: a robber fired by a marker's "
        "first forward movement, then moved by its owner onto that marker's new space, could take the "
        "marker's next movement instead. The texts settle it: \"A robber must always take the first "
        "allowable points awarded ... He may not wait for a possible larger score later\" and \"The robber "
        "is then placed back into the player's supply\" (1st edition), \"if your robber was triggered, you "
        "immediately score half the points\" (3rd edition). A triggered robber is spent on its theft "
        "(``triggered-robber-stays``: its owner may not move it), which the invariant "
        "``triggered-robber-spent`` states; under the default reading ``arrival-trigger=yes`` the moved "
        "robber would not be fired again either. Both dated states now prove "
        "``one-trigger-per-first-movement``; with ``+arrival-trigger=no~triggered-robber-stays`` the old "
        "counterexample comes back (``tests/induction/test_proofs.py``).",
        "",
        ".. _invariants-inert-clause:",
        "",
        "A clause that cannot act",
        "~~~~~~~~~~~~~~~~~~~~~~~~",
        "",
        "From 5/2013 the 1st edition's windows are rounds (``resolve-per-round``: \"the robber can only "
        "consider those scoring events that would be happening simultaneously, i.e. during the same "
        "'scoring round'\", footnote 9, 10/2014). A place step comes between rounds, so no theft is "
        "waiting there, and ``triggered-robber-stays`` has nothing to keep in place. The conformance "
        "suite proves this by induction before it searches for that clause's vector "
        "(``checker/robbers/induction/inert.py``), in two parts: the clause plugs into place-robbers "
        "steps alone and, with no theft waiting, permits nothing and requires only what always holds; "
        f"and, {EVERY_TURN}, the step relation keeps this property: *{esc(BETWEEN_ROUNDS.text)}* "
        "Where windows resolve per round it is inductive by itself. The suite's index then lists the "
        "clause as ``equivalent`` in those configurations, with the proof in words, and spends no search "
        "on a vector that cannot exist (:doc:`/conformance`). Where windows last the whole turn (C2, C3, "
        "the 1st edition before 5/2013) the induction fails at two players and the search finds the "
        "clause's vector, a double turn whose second tile comes while a theft waits.",
        "",
    ]
    return lines


def strengthening_lines(invariant: str, doc) -> list:
    """An invariant's strengthening per edition, from the committed verdicts."""
    groups: dict = {}
    bounded = []
    for r in doc["results"]:
        if r["invariant"] != invariant:
            continue
        if r.get("method") == "induction":
            key = tuple(x["id"] for x in r["strengthening"])
            groups.setdefault(key, []).append(r["edition"])
        elif invariant in PROPERTIES:
            bounded.append(r["edition"])
    lines = []
    for key, editions in groups.items():
        names = ", ".join(editions)
        if key:
            lemmas = ", ".join(literal(x) for x in key)
            lines += [f"**Proved {EVERY_TURN}** in {esc(names)}, strengthened by {lemmas}.", ""]
        else:
            lines += [f"**Proved {EVERY_TURN}** in {esc(names)}: inductive as stated.", ""]
    if bounded:
        lines += [f"Not proved by induction in {esc(', '.join(bounded))}: the verdict is the bounded search's.", ""]
    return lines
