"""The toll bridge's rules as the ``spec`` package of a module: one clause,
two editions, no open question."""

from spec import Authority, Citation, Clause, Document, Edition

MODULE = "toll-bridge"
TOLL = "toll-on-crossing"

RULES = Document(
    file="tests/toy_module/__init__.py",
    title="The Toll Bridge (a made-up test module)",
    publisher="rulespec's tests",
    date="2024",
)

CLAUSES = (
    Clause(
        id=TOLL,
        topic="toll",
        summary="An event of 3 or more points by anyone but the owner crosses "
                "the bridge: pay the owner 1 point, or keep half.",
        authority=Authority.RULEBOOK,
        sources=(Citation(RULES, "module docstring"),),
        date="2024",
        constraints=lambda enc: enc.charge_toll(),
        module=MODULE,
    ),
)
EDITIONS = (
    Edition(id="toll-2024", title="The Toll Bridge, 2024", source=RULES,
            date="2024",
            summary="Crossing the bridge costs a point or half the points.",
            topics={"toll": TOLL}, module=MODULE),
    Edition(id="toll-2025", title="The Toll Bridge, 2025", source=RULES,
            date="2025", summary="The bridge is free.", base="toll-2024",
            topics={"toll": None}, module=MODULE),
)
INTERPRETATIONS = ()
