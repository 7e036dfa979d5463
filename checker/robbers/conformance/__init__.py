"""What the conformance suite (``checker.conformance``) needs from The
Robbers: seeded candidate scenarios and the probe (``candidates``), the
shrinking moves (``shrink``) and the themed vectors (``themes``)."""
