"""A tiny rules module that lives entirely in this folder: the toll bridge,
made up for the test that registers it (``test_toy_module.py``) and for the
guide docs/adding-a-module.md. It has every part a rules module has
(``checker.parts``) and one rule in two editions:

- without any rule, every scored event adds its points to its player's score;
- ``toll-on-crossing`` (edition ``toll-2024``): an event of 3 or more points
  scored by anyone but the bridge's owner crosses the bridge, and its scorer
  either pays the owner 1 of those points or keeps only half of them
  (rounded down) and pays nothing;
- ``toll-2025`` is ``toll-2024`` with a free bridge (no toll clause).
"""
