"""One small scenario per rules module, played once per set of rules to ask
whether the reference simulator can play those rules at all (see
:meth:`checker.conformance.readings.Readings.sim_supports`)."""

from __future__ import annotations


def ckr_probe():
    from checker.count_king_robber.loading import ckr_scenario_from_json

    return ckr_scenario_from_json(
        {
            "expansion": "count-king-robber",
            "players": ["red", "blue"],
            "active": "red",
            "turn": [{"step": "score", "features": [{"kind": "road", "tiles": 2, "points": 2, "meeples": {"blue": {"meeple": 1}}}]}],
        },
        file="<probe>",
    )


def ckr_robbers_probe():
    """Count, King & Robber's probe with The Robbers on the score track: Blue's
    road scoring moves Blue's marker off Red's robber."""
    from checker.count_king_robber.loading import ckr_scenario_from_json

    return ckr_scenario_from_json(
        {
            "expansion": "count-king-robber",
            "players": ["red", "blue"],
            "active": "red",
            "robbers": {"track": 50, "markers": {"red": {"meeple": 10}, "blue": {"meeple": 20}}, "robbers": {"red": 20, "blue": None}},
            "turn": [{"step": "score", "features": [{"kind": "road", "tiles": 2, "points": 2, "meeples": {"blue": {"meeple": 1}}}]}],
        },
        file="<probe>",
    )
