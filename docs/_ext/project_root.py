"""The ``rulespec_root`` setting shared by the docs extensions.

Paths in ``.. rules-example::`` and the expected files the generated pages
read are relative to the project root, not to the Sphinx source folder, so
that a test project elsewhere (tests/docs/roots/) can use the same paths. The
setting is resolved once, at ``config-inited``, to an absolute path.
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx
from sphinx.config import Config


def _resolve(app: Sphinx, config: Config) -> None:
    configured = config.rulespec_root
    root = Path(app.confdir, configured) if configured else Path(app.confdir).parent
    config.rulespec_root = str(root.resolve())


def setup_root(app: Sphinx) -> None:
    """Declare ``rulespec_root`` (default: the parent of the conf.py folder); idempotent."""
    if "rulespec_root" in app.config:
        return
    app.add_config_value("rulespec_root", None, "env")
    app.connect("config-inited", _resolve)


def root(config: Config) -> Path:
    return Path(config.rulespec_root)
