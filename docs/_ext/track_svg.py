"""The score track as an SVG picture: markers, robbers and steals.

The drawing lives in the checker (``checker.robbers.pictures``, on
``checker.robbers.track_picture`` and the shared ``checker.pictures``), so
that the explorer draws the same pictures in the browser and a derivation
plays as frames; these names stay for the pages that call them.
"""

from __future__ import annotations

from checker.pictures import COLOURS, FALLBACK, INK, colour  # noqa: F401 - this module's names
from checker.robbers.pictures import frames, render_track  # noqa: F401
from checker.robbers.track_picture import KINDS, LINE, Layout  # noqa: F401
