"""Hypothesis strategies for Robbers scenarios, for this project's tests and
for other engines' test suites.

Scores are drawn from a few spaces (plus laps of the track) so that markers
and robbers share spaces often: most interesting rules only fire when they do.

    from hypothesis import given
    from checker.strategies import scenarios

    @given(scenarios(max_players=4))
    def test_my_engine(scenario): ...
"""

# The strategies live with the rest of The Robbers (checker.robbers.strategies);
# this documented path stays theirs.
from checker.robbers.strategies import PLAYER_NAMES, SOURCES, scenarios, scores, turns

__all__ = ["scenarios", "scores", "turns", "PLAYER_NAMES", "SOURCES"]
