"""The toll bridge's registration, which
``checker.expansions.register("tests.toy_module.expansion")`` reads."""

from pathlib import Path

from checker.expansions import Expansion

HERE = Path(__file__).resolve().parent

EXPANSION = Expansion(
    name="toll-bridge",
    title="The Toll Bridge",
    package="tests.toy_module",
    spec="tests.toy_module.rules",
    schemas=("toll-scenario", "toll-outcome"),
    schema_package="tests.toy_module",
    examples=str(HERE / "expected"),
    example_scenarios=str(HERE / "examples"),
)
