"""What the conformance suite (``checker.conformance``) needs from Count,
King & Robber: seeded candidate scenarios and the probe (``candidates``) and
the shrinking moves (``shrink``)."""
