"""Count, King & Robber as an SVG picture: the City of Carcassonne's four
districts with the Count and each player's figures, the King and the Robber
Baron, the scores, and (before the turn) the features the turn scores.

The drawing lives in the checker (``checker.count_king_robber.pictures``, on
``checker.count_king_robber.city_picture``), so that the explorer draws the
same pictures in the browser and a derivation plays as frames; these names
stay for the pages that call them.
"""

from __future__ import annotations

from checker.count_king_robber.city_picture import (  # noqa: F401 - this module's names
    CARD_W, CELL_W, LINE, NARROW, PAD, PANEL_X, WIDTH, Canvas, draw_city, draw_features, draw_legend, draw_panel,
    figure_row)
from checker.count_king_robber.pictures import frames, render_after, render_before  # noqa: F401
