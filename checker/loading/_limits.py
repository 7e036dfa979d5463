"""The input layer's limits, in one place.

They exist so that no input file, however hostile, can make rulespec use
unbounded memory or time, or reach Python's own limits (recursion depth, the
number of digits ``int`` will parse or print) where the error would be a
traceback instead of a message naming the file and the JSON path. The schemas
repeat ``MAX_POINTS`` and ``MAX_TRACK`` for other tools to read.
"""

from __future__ import annotations

MAX_BYTES = 5 * 1024 * 1024
"""Largest input file accepted, in bytes (5 MB)."""
MAX_DEPTH = 64
"""Deepest nesting of arrays and objects accepted."""
MAX_POINTS = 10**6
"""Largest absolute value of a scenario's marker scores and event points."""
MAX_TRACK = 1000
"""Longest score track accepted."""

MAX_ENTRIES = 1000
"""Most entries in one array or object that the schemas read (extension
fields are not read, so not limited)."""
MAX_VALUES = 10_000
"""Most JSON values in the parts of a scenario or outcome the schemas read.

A real turn has a few dozen; validation costs up to half a millisecond per
value (and jsonschema's ``uniqueItems`` is quadratic on mixed types), so
without these two limits a 5 MB file could keep the checker busy for hours.
"""

HUGE = 10**4000
"""Integers at or beyond this are refused anywhere: Python cannot even print
them (``sys.int_info.default_max_str_digits`` is 4300)."""
