"""A tiny Sphinx project holding one rules-example, for tests/docs/test_rules_example.py."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path[:0] = [str(ROOT / "docs" / "_ext"), str(ROOT)]

project = "rules-example test"
extensions = ["rules_example"]
rulespec_root = str(ROOT)
exclude_patterns = ["_build"]
