"""What became of every sentence of every source: the coverage data's types.

Each source has a data module (``spec.texts.sources.s000`` ...) listing its
sentences in order (ids and cutting: :mod:`spec.texts.reading`), each either
a **rule sentence** with what accounts for it, or **not a rule**, with the
reason.

A *rule sentence* is defined by :data:`~spec.texts.coverage.RULE_SENTENCE`. Each is accounted for
by at least one of:

- ``clause(id)``: a clause of the specification rests on it (the clause's
  citation quotes it; the tests hold the two to each other);
- ``example(stem)``: a worked example with outcomes written by hand from it
  (``tests/worked_examples/expected`` or ``tests/count_king_robber/expected``);
- ``reading(key)``: an open question's named reading rests on it;
- ``not_modelled(why)``: what the checker leaves out and why.

Everything else is *not a rule*, under one of :data:`~spec.texts.coverage.NOT_RULES`: the title
and headings, the pages' furniture, the story, the publication history, the
box contents and tile lists, house rules, credits, and editors' remarks that
state no rule. The classification is data, so it can be read and disputed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

#: What a rule sentence is, in the words the docs show.
RULE_SENTENCE = (
    "A rule sentence says, or shows in a worked example, what players or figures may, must or cannot do, or how "
    "points are counted, in any part of the game the source covers, setup and other expansions included; a "
    "ruling, a clarification, a Q&A (its question too) and an editor's note that states a rule count as well. "
    "Every rule sentence must be accounted for: by the clauses that rest on it (their citations quote it), by "
    "the worked examples written by hand from it, by the readings of an open question that rest on it, or by "
    "a stated reason why it is not modelled. Every other sentence is not a rule and says why."
)

#: Why a sentence is not a rule, by key.
NOT_RULES = {
    "title": "the document's title",
    "heading": "a section heading",
    "page": "the wiki page's furniture: navigation, links to other tile designs, image names, notices",
    "label": "a label that says who gives the next sentence (an official clarification, a community "
             "interpretation) or that a list follows",
    "story": "the story that sets the scene",
    "history": "publication history: who released the expansion, when, in which box",
    "contents": "what is in the box",
    "tiles": "the tile distribution and the tiles' pictures",
    "house-rule": "a house rule from the wiki's readers, not an official rule",
    "publication": "the colophon: publisher, address, copyright, where to find other rules",
    "commentary": "a remark that states no rule: a motto, why a player might choose, what a rule is good for, "
                  "an emphasis note",
    "scan": "a character the scan or the OCR read from a picture or a logo",
}

#: The kinds of account a rule sentence can have.
ACCOUNT_KINDS = ("clause", "example", "reading", "not-modelled")


@dataclass(frozen=True)
class Account:
    """One thing that accounts for a rule sentence: ``kind`` (one of
    :data:`~spec.texts.coverage.ACCOUNT_KINDS`) and ``ref``, the clause id, example stem,
    interpretation key, or for ``not-modelled`` the reason."""

    kind: str
    ref: str


@dataclass(frozen=True)
class Entry:
    """A sentence of a source: its id and text, the footnote it belongs to,
    its heading level (0 for none), and either the accounts of a rule sentence
    or the key of :data:`~spec.texts.coverage.NOT_RULES` that says why it is not a rule."""

    id: str
    text: str
    accounts: tuple[Account, ...] = ()
    not_a_rule: str | None = None
    footnote: str | None = None
    heading: int = 0

    @property
    def is_rule(self) -> bool:
        return self.not_a_rule is None

    def refs(self, kind: str) -> list[str]:
        return [a.ref for a in self.accounts if a.kind == kind]


def clause(*ids: str) -> tuple[Account, ...]:
    return tuple(Account("clause", i) for i in ids)


def example(*stems: str) -> tuple[Account, ...]:
    return tuple(Account("example", s) for s in stems)


def reading(*keys: str) -> tuple[Account, ...]:
    return tuple(Account("reading", k) for k in keys)


def not_modelled(why: str) -> tuple[Account, ...]:
    return (Account("not-modelled", why),)


def _flat(accounts: Iterable[tuple[Account, ...]]) -> tuple[Account, ...]:
    return tuple(a for group in accounts for a in group)


def R(id: str, text: str, *accounts: tuple[Account, ...], fn: str | None = None) -> Entry:
    """A rule sentence and what accounts for it."""
    return Entry(id, text, accounts=_flat(accounts), footnote=fn)


def N(id: str, why: str, text: str, fn: str | None = None) -> Entry:
    """A sentence that is not a rule, and why (a key of :data:`~spec.texts.coverage.NOT_RULES`)."""
    return Entry(id, text, not_a_rule=why, footnote=fn)


def H(id: str, level: int, text: str, fn: str | None = None) -> Entry:
    """A heading (level 1 is the title)."""
    return Entry(id, text, not_a_rule="title" if level == 1 else "heading", footnote=fn, heading=level)


# Reasons shared by several sources' "not modelled" sentences.
SETUP = "setup before the first turn (shuffling tiles, handing out figures): the checker plays one turn's scoring"
TILE_PLACEMENT = ("where and how a tile is placed: a scenario starts from the points a tile's placement scores, "
                  "and the map is not modelled")
MEEPLE_PLACEMENT = "placing a meeple on the new tile, which scores nothing this turn"
BASE_GAME = "the base game's own rules, which these rules only refer to"
OTHER_EXPANSIONS = ("how the expansion plays with another expansion (dragon, magic portal, barn, besiegers, special "
                    "monasteries...): only the scoring these rules define is modelled")
RIVER = "The River II, an alternative start, has no rule the turn model needs"
CROP_CIRCLES = "the Crop Circles tile shipped with each mini-expansion is another expansion"
ROBBERS_ON_TRACK = "robbers stand only on the score track in the model, which has no map to put them on"
CHALLENGE_SETUP = ("which monk and heretic challenge each other is settled when they are placed; a scenario states "
                   "each challenge in play (one player's meeples may be on both sides)")
BARN = ("the barn's field scorings (Abbey & Mayor): a scenario gives a field's value a city (3 for a barn placement, "
        "1 for a joined field or the end); the barn itself is another expansion")
HERETIC_FIGURES = ("which figures may go on a shrine as heretics (the list's heading was lost in the scrape): placing "
                   "figures on tiles is outside the scoring the checker plays")
MARKET_AT_END = ("not modelled yet: the new editions let every district's figures do nothing at the final scoring; "
                 "issue 20's second step lets the market's figures go to fields then")
