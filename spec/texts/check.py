"""The fidelity checks: the coverage data against the source files, against
itself and against the clauses' citations. Each returns its problems as
one-line messages (none: all is well), so a test can show them all at once.

Examples are checked by the tests (their expected files live in ``tests/``).
"""

from __future__ import annotations

import hashlib
from collections import Counter

import spec
from spec.texts import COVERAGE, DOCUMENTS, QuoteNotFound, locate, source_text
from spec.texts.coverage import ACCOUNT_KINDS, NOT_RULES, Entry


def _fn(footnote: str | None) -> str:
    return f", fn={footnote!r}" if footnote else ""


def _line(entry: Entry) -> str:
    return f"{entry.id} {entry.text[:60]!r}"


def data_problems(number: str) -> list[str]:
    """An entry whose id is not its text's, an unknown class, an unmapped rule
    sentence, an account of an unknown kind or naming an unknown clause or reading."""
    out = []
    seen: Counter = Counter()
    for entry in COVERAGE[number]:
        digest = hashlib.sha1(entry.text.encode("utf-8")).hexdigest()[:8]
        seen[digest] += 1
        want = f"{number}-{digest}" + ("" if seen[digest] == 1 else f"-{seen[digest]}")
        if entry.id != want:
            out.append(f"{_line(entry)}: the id of this text is {want}")
        if entry.not_a_rule is not None:
            if entry.not_a_rule not in NOT_RULES:
                out.append(f"{_line(entry)}: unknown reason {entry.not_a_rule!r} (known: {', '.join(NOT_RULES)})")
            if entry.accounts:
                out.append(f"{_line(entry)}: not a rule, yet has accounts")
            continue
        if not entry.accounts:
            out.append(f"{_line(entry)}: a rule sentence that nothing accounts for")
        for account in entry.accounts:
            if account.kind not in ACCOUNT_KINDS:
                out.append(f"{_line(entry)}: unknown kind of account {account.kind!r}")
            elif account.kind == "clause" and account.ref not in spec.CLAUSES:
                out.append(f"{_line(entry)}: unknown clause {account.ref!r}")
            elif account.kind == "reading" and account.ref not in spec.INTERPRETATIONS:
                out.append(f"{_line(entry)}: unknown reading {account.ref!r}")
            elif not account.ref.strip():
                out.append(f"{_line(entry)}: an empty {account.kind}")
    return out


def source_problems(number: str) -> list[str]:
    """Where the data and the file part: a sentence id the file no longer has
    (its text changed), one the data lacks, or the order or footnotes differ."""
    data = COVERAGE[number]
    found = source_text(number).sentences
    data_ids, file_ids = [e.id for e in data], [s.id for s in found]
    out = [f"{_line(e)}: no longer in {DOCUMENTS[number].file} (its text changed or went)"
           for e in data if e.id not in set(file_ids)]
    out += [f"{s.id} {s.text[:60]!r}: in the file but not in the coverage data; add it where it stands, as "
            f"R({s.id!r}, {s.text!r}, <accounts>{_fn(s.footnote)}) or N({s.id!r}, <reason>, {s.text!r}{_fn(s.footnote)})"
            for s in found if s.id not in set(data_ids)]
    if not out and data_ids != file_ids:
        out.append("the sentences are in another order than in the file")
    by_id = {s.id: s for s in found}
    for e in data:
        s = by_id.get(e.id)
        if s is not None and (s.text != e.text or s.footnote != e.footnote):
            out.append(f"{_line(e)}: the file has it as {s.text[:60]!r}, footnote {s.footnote}")
    return out


def citation_problems() -> list[str]:
    """Where the coverage and the clauses' citations disagree: a rule sentence a
    clause quotes that does not list the clause, a clause listed on a sentence
    it does not quote, a reading listed on a sentence none of its clauses
    quotes. Quotes are found in the data's copy of the texts."""
    quoted: dict[tuple[str, str], set[str]] = {}
    out = []
    for clause in spec.CLAUSES.values():
        for citation in clause.sources:
            try:
                match = locate(citation, in_data=True)
            except QuoteNotFound as e:
                out.append(f"{clause.id}: {citation}: {e}")
                continue
            for sentence in match.sentences:
                quoted.setdefault((citation.document.number, sentence), set()).add(clause.id)
    for number, entries in COVERAGE.items():
        for entry in entries:
            cited = quoted.get((number, entry.id), set())
            listed = set(entry.refs("clause"))
            if entry.is_rule:
                for clause_id in sorted(cited - listed):
                    out.append(f"{_line(entry)}: {clause_id} quotes it but is not listed")
            for clause_id in sorted(listed - cited):
                out.append(f"{_line(entry)}: lists {clause_id}, whose citations do not quote it")
            for key in entry.refs("reading"):
                options = set(spec.INTERPRETATIONS[key].options.values()) if key in spec.INTERPRETATIONS else set()
                if not options & cited:
                    out.append(f"{_line(entry)}: lists reading {key}, none of whose clauses quotes it")
    return out


def summary(number: str) -> dict:
    """Counts for the docs: sentences, rule sentences, and the rule sentences
    each kind of account covers (a sentence may count under several)."""
    entries = COVERAGE[number]
    rules = [e for e in entries if e.is_rule]
    kinds = {kind: sum(1 for e in rules if e.refs(kind)) for kind in ACCOUNT_KINDS}
    return {"sentences": len(entries), "rules": len(rules), "not_rules": len(entries) - len(rules),
            "unaccounted": sum(1 for e in rules if not e.accounts),
            "only_not_modelled": sum(1 for e in rules if set(a.kind for a in e.accounts) == {"not-modelled"}),
            **kinds}

