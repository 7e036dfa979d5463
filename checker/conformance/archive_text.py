"""The words packed with the suite: PROTOCOL.md (what an engine reads and
prints) and README.md (how an engine author in any language uses the
archive). Kept apart from the packing so that each can be read on its own;
the protocol is the one ``checker.conformance.harness``, ``persistent`` and
``declaration`` implement, and the schemas in the archive are its contract."""

from __future__ import annotations

PROTOCOL = """# The engine protocol

rulespec conform runs an engine, any program, and talks JSON with it.
The schemas in `schemas/` are the contract; this page says it in words.

## One-shot (default)

The engine is started once per vector. It reads one JSON document on stdin
(`schemas/engine-request.schema.json`):

    {"edition": "c1-hig-2013", "interpretations": {...}, "scenario": {...}}

plus `"as_of": "YYYY-MM"` when only the rulings published by then apply, and
`"with_robbers": {"edition", "interpretations"}` for a Count, King & Robber
turn with The Robbers on the score track. The scenario's `expansion`
(`robbers` when absent, or `count-king-robber`) says which game it is.

It prints one JSON document on stdout (`schemas/engine-answer.schema.json`):

- one outcome (`schemas/outcome.schema.json`, `schemas/ckr-outcome.schema.json`):
  passes when it is one of the vector's legal outcomes;
- `{"outcomes": [...]}`: passes when it is exactly the legal set;
- `{"skipped": "REASON"}`: the engine cannot play this vector (counted, not a pass);
- `{"error": "REASON"}`: it tried and failed.

Anything else (not JSON, two documents, a number too long to read, more
than 5,242,880 bytes, nothing at all, a non-zero exit, no answer within the
time limit) is an error for that vector; the run goes on.

## Persistent (`--persistent`)

The engine is started once and reads one request per line (UTF-8, no
newline inside a request); it answers each with one line. Each request has
an `"id"` (a number): copy it into your answer (`"id": N` beside the
answer's fields) and stray lines on stdout cost nothing. The engine exits
when stdin closes.

## The handshake (optional)

The first message is `{"handshake": {"protocol": 1, "features": [...]}}`
(`schemas/engine-handshake.schema.json`). Answer it with
`{"declaration": {"modules": [...], "editions": [...], "readings": {...},
"features": [...]}}` (`schemas/engine-declaration.schema.json`) and the
vectors outside your declaration are skipped by declaration, each counted
under its reason. Any other answer declares nothing: every vector is run.
"""

README = """# The rulespec conformance suite

Test vectors for engines of Carcassonne's The Robbers and of Count, King &
Robber: {vectors} vectors over {editions} editions ({modules}). Each vector
is a turn (a scenario) with every legal outcome under one edition's rules,
written by rulespec's Z3 encoding and checked by its independent reference
simulator.

## Files

- `vectors/EDITION/ID.json`: one vector each (`schemas/vector.schema.json`):
  `edition`, `interpretations`, `clauses` (the rules it exercises, the first
  the one it was generated for), `scenario`, `outcomes` (every legal outcome);
- `vectors.json`: one row per vector with its file and its number of legal
  outcomes. If your engine enumerates outcomes, check the counts first;
- `index.json`: the suite's index (coverage of every clause, configurations);
- `schemas/`: JSON Schemas (draft 2020-12) of everything above and of the
  engine protocol; `PROTOCOL.md`: the protocol in words;
- `MANIFEST.json`: the archive's version, what generated it, and the
  SHA-256 of every file.

## Without Python

Any language with a JSON parser can run the suite itself: for each row of
`vectors.json`, read the vector, give its `edition`, `interpretations` and
`scenario` to your engine, and compare your outcomes with `outcomes`. Two
Robbers outcomes are equal when their markers, robbers and multiset of
steals are equal (`scores` is informative); two Count, King & Robber
outcomes when every field is. An engine that plays one line of play passes
a vector when its outcome is one of `outcomes`; one that lists every outcome,
when its set equals `outcomes`.

## With rulespec

`pip install rulespec`, then unpack this archive and run your engine through
the protocol of `PROTOCOL.md`:

    rulespec conform rulespec-suite-.../ --impl 'node my-adapter.js'

which reports each failure in words, groups failures by the kind of
difference and names the rule your engine most likely gets wrong.
"""


def protocol_text() -> str:
    return PROTOCOL


def readme_text(counts: dict, editions: list[str]) -> str:
    modules = ", ".join(f"{m}: {n}" for m, n in sorted((counts.get("by_module") or {}).items())) or "no module"
    return README.format(vectors=counts.get("vectors", 0), editions=len(editions), modules=modules)
