"""Count, King & Robber's words for a diff's topic witnesses
(``checker.diffs.topic_story`` tells them: ``rulespec diff`` and the
catalogue's Markdown)."""

from __future__ import annotations

from checker.count_king_robber.describe import ckr_scenario_text, outcome_json_text
from checker.diffs.topic_story import TopicWords


def _steps(steps: list[dict], scenario: dict) -> list[str]:
    """One line per step, a combined turn's Robbers steps in The Robbers' words."""
    from checker.count_king_robber.loading import ckr_scenario_from_json
    from checker.count_king_robber.story import step_line

    value = ckr_scenario_from_json(scenario, "<witness>")
    return [step_line(s, value) for s in steps]


TOPIC_WORDS = TopicWords(scenario=ckr_scenario_text, outcome=outcome_json_text, steps=_steps)
