"""The combined turn: Count, King & Robber played with The Robbers on the
score track (docs/ckr-turn-model.md, "With The Robbers"), in one place.

Every point a Count, King & Robber scoring gives a player is a scored event
for The Robbers. Each module reads its own side with its own clauses; this
package joins them: which Robbers turn a combined turn is (``link``), the two
encodings joined by equalities (``encoding``), the two simulators run in step
(``reference``, with ``joining``), their derivations (``derive``), the symbolic combined shapes of a diff (``symbolic``), the
combined candidates of the conformance suite (``candidates``) and the
Hypothesis strategies (``strategies``). It is the only package that imports
both modules.
"""
