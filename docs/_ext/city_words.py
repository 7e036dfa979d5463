"""The Count, King & Robber pictures in words (the ``<desc>`` of each
picture): now ``checker.count_king_robber.picture_words``, beside the
drawing; these names stay for the pages that call them."""

from __future__ import annotations

from checker.count_king_robber.picture_words import WORDS, after, before, figures, ordered, placements  # noqa: F401
