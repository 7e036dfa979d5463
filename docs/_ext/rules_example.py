"""Sphinx extension: ``.. rules-example::``, a worked example checked at build time.

A page states what a rules example claims; the build runs the checker (Z3
enumeration) and warns when the claim is false, so ``sphinx-build -W`` fails
and the site cannot show an example the rules do not produce::

    .. rules-example::
       :edition: c1-hig-2013, c1-hig-2012@2014-01+arrival-trigger=yes
       :scenario: examples/c1-example-1.json
       :outcomes: 5
       :expect: tests/worked_examples/expected/c1-example-1.json
       :picture: 2

       claim: blue steals 3 from red
       claim: no steal

Options: ``:edition:`` one or more references (``spec.parse_reference``
syntax), separated by commas or spaces; omitted, the editions of the
``:expect:`` file. ``:scenario:`` a path from the project root, or else the
body's non-claim lines are the scenario JSON. ``:outcomes: N`` exactly N legal
outcomes; ``:expect: FILE`` the legal set equals that file's ``outcomes``;
``claim:`` lines, see :mod:`claims`. ``:picture: N`` pictures outcome N
(default 1); ``:name:`` names the example in warnings (default: the file's
stem); ``:fold: N`` folds outcome tables longer than N rows (default 12).

The scenario's ``expansion`` picks the engine (``checker.expansions``). A
``count-king-robber`` example is checked with ``:outcomes:`` and ``:expect:``
only (the claim grammar is about robber steals), is shown with pictures of
the City of Carcassonne before the turn and after every outcome (``city_svg``;
and of the score track when The Robbers are in play, ``:with-robbers: ID``),
and shows the ``claims`` of its expected file: the source's sentences with the
result worked out by hand, which ``:expect:`` checks.

Documents holding a rules example are re-read on every build
(``env.note_reread``), so a change to the checker is re-checked even when the
page did not change.
"""

from __future__ import annotations

import json
from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

import ckr_nodes
import explorer_links
import claims as claim_grammar
import example_nodes as show
import project_root
import spec
import strips
from checker.count_king_robber.model import Outcome as CkrOutcome
from checker.robbers.encoding import LimitReached
from checker.errors import InputError
from checker.expansions import expansion_for
from checker.loading import load_scenario, scenario_from_json
from checker.robbers.model import Outcome
from spec import SpecError

logger = logging.getLogger(__name__)

_CACHE: dict[tuple[str, str], list] = {}
MAX_OUTCOMES = 20_000


class ExampleError(Exception):
    """Input the directive cannot use (bad path, bad JSON, unknown edition)."""


ROBBERS = "robbers"


def enumerate_cached(scenario, rules) -> list:
    """The checker's legal outcomes, by the scenario's module; cached per
    (scenario, rules) for one build. An edition of another module is an
    ``InputError``."""
    engine = expansion_for(scenario, rules, "the scenario")
    key = (json.dumps(scenario.to_json(), sort_keys=True), rules.label() + "|" + rules.as_of)
    if key not in _CACHE:
        _CACHE[key] = engine.enumerate(scenario, rules, max_outcomes=MAX_OUTCOMES)
    return _CACHE[key]


def outcome_from_json(doc, scenario):
    """An expected outcome of the scenario's module."""
    if scenario.expansion == ROBBERS:
        return Outcome.from_json(doc)
    return CkrOutcome.from_json(doc, scenario.players)


class RulesExample(SphinxDirective):
    """Check a turn against the rules at build time, then show it (see the module docstring)."""

    has_content = True
    option_spec = {
        "edition": directives.unchanged_required,
        "scenario": directives.unchanged_required,
        "outcomes": directives.nonnegative_int,
        "expect": directives.unchanged_required,
        "picture": directives.positive_int,
        "name": directives.unchanged_required,
        "fold": directives.nonnegative_int,
        "with-robbers": directives.unchanged_required,
    }

    # ------------------------------------------------------------------ inputs
    def _file(self, rel: str) -> Path:
        path = (project_root.root(self.config) / rel).resolve()
        if not path.is_file():
            raise ExampleError(f"no file {rel} (looked in {path})")
        self.env.note_dependency(str(path))
        return path

    def _inputs(self):
        claim_lines = [line.split(":", 1)[1] for line in self.content if line.strip().startswith("claim:")]
        body = "\n".join(line for line in self.content if not line.strip().startswith("claim:")).strip()
        try:
            parsed = [claim_grammar.parse_claim(text) for text in claim_lines]
        except claim_grammar.ClaimError as error:
            raise ExampleError(str(error)) from None
        try:
            if "scenario" in self.options:
                if body:
                    raise ExampleError("give the scenario as :scenario: or as JSON in the body, not both")
                scenario = load_scenario(str(self._file(self.options["scenario"])))
            elif body:
                scenario = scenario_from_json(json.loads(body), file=f"{self.env.docname}:{self.lineno}")
            else:
                raise ExampleError("no scenario: give :scenario: PATH or the scenario JSON in the body")
        except (InputError, json.JSONDecodeError) as error:
            raise ExampleError(f"bad scenario: {error}") from None
        if scenario.expansion != ROBBERS:
            if parsed:
                raise ExampleError(f"claim: lines are about robber steals (The Robbers); check a {scenario.expansion} "
                                   "example with :expect: or :outcomes:")
            if "picture" in self.options:
                raise ExampleError(f":picture: picks the one outcome pictured for The Robbers; a {scenario.expansion} "
                                   "example pictures every outcome")
        expect = None
        if "expect" in self.options:
            rel = self.options["expect"]
            try:
                expect = json.loads(self._file(rel).read_text(encoding="utf-8"))
                self.wanted = {outcome_from_json(o, scenario) for o in expect.get("outcomes", [])}
            except (ValueError, KeyError, TypeError, AttributeError) as error:
                raise ExampleError(f"bad expected file {rel}: {error!r}") from None
        return scenario, expect, parsed

    def _editions(self, expect) -> list[str]:
        text = self.options.get("edition") or ""
        refs = [r for r in text.replace(",", " ").split() if r]
        if not refs and expect is not None:
            refs = list(expect.get("editions", []))
        if not refs:
            raise ExampleError("no edition: give :edition: (or :expect: with a file that lists editions)")
        return refs

    def _rules(self, ref: str, expect):
        edition, as_of, readings, without = spec.split_reference(ref)
        if expect is not None:
            readings = {**(expect.get("interpretations") or {}), **readings}
        rules = spec.resolve(edition, as_of=as_of, interpretations=readings, without=without)
        # A combined turn (Count, King & Robber with The Robbers): The Robbers'
        # edition from :with-robbers:, else the expected file's first one.
        companion = self.options.get("with-robbers") or ((expect or {}).get("with-robbers") or [None])[0]
        return rules.with_companion(spec.parse_reference(companion)) if companion else rules

    # ------------------------------------------------------------------ run
    def run(self) -> list[nodes.Node]:
        self.env.note_reread()  # re-check on every build, even if only the checker changed
        name = self.options.get("name") or Path(self.options.get("scenario") or self.options.get("expect") or "").stem \
            or f"inline scenario at line {self.lineno}"
        try:
            scenario, expect, claims = self._inputs()
            refs = self._editions(expect)
            results = {ref: enumerate_cached(scenario, self._rules(ref, expect)) for ref in refs}
        except (ExampleError, SpecError, LimitReached, InputError) as error:
            return self._fail(name, f"cannot check: {error}")
        checks = self._check(scenario, expect, claims, results)
        for text, failures in checks:
            for ref, detail in failures:
                self._warn(name, f"{ref}: {text}: {detail}")
        if scenario.expansion != ROBBERS:
            return [self._render_ckr(scenario, expect, refs, results, checks)]
        return [self._render(name, scenario, refs, results, checks, self._rules(refs[0], expect))]

    def _warn(self, name: str, message: str) -> None:
        logger.warning("rules-example %s: %s", name, message, location=(self.env.docname, self.lineno),
                       type="rules_example", subtype="mismatch")

    def _fail(self, name: str, message: str) -> list[nodes.Node]:
        self._warn(name, message)
        box = nodes.error()
        box += show.para(f"rules-example {name}: {message}")
        return [box]

    def _check(self, scenario, expect, claims, results):
        """Every claim, per edition: (what is claimed, [(edition, why it fails)])."""
        checks = []
        if "outcomes" in self.options:
            want = self.options["outcomes"]
            checks.append((f"exactly {want} legal outcome{'s' if want != 1 else ''}",
                           [(r, f"the checker finds {len(got)}") for r, got in results.items() if len(got) != want]))
        if expect is not None:
            wanted = self.wanted
            fails = []
            for ref, got in results.items():
                missing, extra = len(wanted - set(got)), len(set(got) - wanted)
                if missing or extra:
                    fails.append((ref, f"{missing} expected outcomes missing, {extra} unexpected"))
            checks.append((f"the legal outcomes are those of {self.options['expect']}", fails))
        for claim in claims:
            unknown = claim.players() - set(scenario.players)
            fails = []
            for ref, got in results.items():
                docs = [o.to_json(scenario.players) for o in got]
                if unknown:
                    fails.append((ref, f"no player {', '.join(sorted(unknown))} in the scenario"))
                elif not claim.holds(docs):
                    fails.append((ref, f"false (claim: {claim.text})"))
            checks.append((claim_grammar.describe(claim), fails))
        return checks

    # ------------------------------------------------------------------ output
    def _edition_link(self, ref: str) -> nodes.Node:
        edition = ref.split("@")[0].split("+")[0].split("~")[0]
        docname = f"generated/editions/{edition}"
        text = nodes.literal(ref, ref)
        if docname not in self.env.found_docs:
            return text
        xref = addnodes.pending_xref("", refdomain="std", reftype="doc", reftarget="/" + docname,
                                     refexplicit=True, refdoc=self.env.docname)
        xref += text
        return xref

    def _head(self, box, scenario_lines, refs, checks) -> None:
        """Scenario, editions checked and the checks with their marks: the same for every module."""
        source = self.options.get("scenario")
        box += show.para(nodes.strong(text="Scenario"), f" ({source}):" if source else " (inline):")
        box += scenario_lines
        box += explorer_links.link(self.env.docname, self._scenario_doc, refs)
        line = show.para(nodes.strong(text="Editions checked: "))
        for i, ref in enumerate(refs):
            line += [nodes.Text(", ")] if i else []
            line += self._edition_link(ref)
        box += line
        if checks:
            box += show.para(nodes.strong(text="Claims"), " (checked when the site was built):")
            items = nodes.bullet_list()
            for text, failures in checks:
                mark = "✗ " if failures else "✓ "
                tail = "" if not failures else " — FAILS under " + "; ".join(f"{r} ({d})" for r, d in failures)
                items += nodes.list_item("", show.para(mark + text + tail))
            box += items

    def _render_ckr(self, scenario, expect, refs, results, checks) -> nodes.Node:
        doc = self._scenario_doc = scenario.to_json()
        box = nodes.container(classes=["rules-example"])
        self._head(box, ckr_nodes.scenario_items(doc), refs, checks)
        box += ckr_nodes.source_claims((expect or {}).get("claims", []))
        for outcomes, group in self._groups(refs, results).items():
            count = len(outcomes)
            box += show.para(f"{count} legal outcome{'s' if count != 1 else ''} under {', '.join(group)}:")
            derived = ckr_nodes.derived(scenario, self._rules(group[0], expect))
            table = ckr_nodes.outcome_table(ckr_nodes.in_story_order(outcomes, scenario), doc, derived, scenario,
                                            strips.placer(self.env.docname))
            box += show.folded(table, count, self.options.get("fold", 12))
        return box

    @staticmethod
    def _groups(refs, results) -> dict[tuple, list[str]]:
        """The editions with the same outcome list, together."""
        groups: dict[tuple, list[str]] = {}
        for ref in refs:
            groups.setdefault(tuple(results[ref]), []).append(ref)
        return groups

    def _stories(self, name, scenario, outcomes, rules) -> list[nodes.Node]:
        """Each outcome's derivation (issue 28), from the reference simulator;
        the build fails when one of the checker's outcomes has none."""
        expansion = expansion_for(scenario, rules, name)
        told = expansion.explain(scenario, rules, outcomes)
        lost = [n for n, o in enumerate(told, 1) if o.derivation is None]
        if lost:
            self._warn(name, f"{rules.label()}: no derivation reaches outcome(s) {lost}")
        stories = [(n, expansion.story(o, scenario, 10**6)) for n, o in enumerate(told, 1)]
        return show.derivations(stories, rules.label())

    def _render(self, name, scenario, refs, results, checks, rules) -> nodes.Node:
        doc = self._scenario_doc = scenario.to_json()
        box = nodes.container(classes=["rules-example"])
        self._head(box, show.scenario_items(doc), refs, checks)
        first = results[refs[0]]
        number = self.options.get("picture", 1)
        if number > len(first):
            self._warn(name, f":picture: {number}, but {refs[0]} has {len(first)} legal outcomes")
            number = 1
        pictured = first[number - 1].to_json(scenario.players) if first else None
        box += show.pictures(doc, pictured, number if pictured else None)
        if pictured:
            [derived] = expansion_for(scenario, rules, name).explain(scenario, rules, [first[number - 1]])
            if derived.derivation is not None:
                box += show.steps_strip(doc, derived.to_json(scenario.players), number, rules.label())
        box += self._stories(name, scenario, first, rules)
        for outcomes, group in self._groups(refs, results).items():
            count = len(outcomes)
            box += show.para(f"{count} legal outcome{'s' if count != 1 else ''} under {', '.join(group)}:")
            table = show.outcome_table([o.to_json(scenario.players) for o in outcomes], scenario.players,
                                       number if group[0] == refs[0] else None)
            box += show.folded(table, count, self.options.get("fold", 12))
        return box


def setup(app: Sphinx) -> dict:
    project_root.setup_root(app)
    app.add_directive("rules-example", RulesExample)
    app.connect("builder-inited", strips.remember_output)
    app.connect("missing-reference", show.unlinked_without_the_index)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
