"""The Robbers' words for a diff's topic witnesses (``checker.diffs.topic_story``
tells them: ``rulespec diff`` and the catalogue's Markdown)."""

from __future__ import annotations

from checker.diffs.topic_story import TopicWords
from checker.robbers import story
from checker.robbers.describe import outcome_json_text, scenario_text

TOPIC_WORDS = TopicWords(scenario=scenario_text, outcome=outcome_json_text,
                         steps=lambda steps, scenario: story.lines(steps, scenario.get("track", 50)))
