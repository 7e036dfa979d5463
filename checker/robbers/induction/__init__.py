"""Proofs of the invariants by induction over the steps of a turn: for every
number of rounds and events, two to six players (docs: the invariants page)."""
