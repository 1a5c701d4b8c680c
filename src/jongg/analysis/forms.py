"""The winning forms a hand can take; `shanten`, `waits` and `decompositions` take a union of them.

The analysis knows no rule set: each rule set says which forms it allows (`Ruleset.forms`).
"""

from __future__ import annotations

import enum
from typing import Final


class Forms(enum.IntFlag):
    """Winning forms. A caller passes the union of the forms its rule set allows (`notation.md`, winning
    forms; `find_ruleset(id).forms`)."""

    REGULAR = 1
    """Four sets and a pair (melds are fixed sets)."""
    SEVEN_PAIRS = 2
    """Seven pairs of seven distinct kinds; no melds."""
    SEVEN_PAIRS_DOUBLED = 4
    """Seven pairs where four identical tiles count as two pairs; no melds."""
    ORPHANS = 8
    """Thirteen orphans: one of each terminal and honour, and one of them twice; no melds."""

    DEFAULT = REGULAR | SEVEN_PAIRS | SEVEN_PAIRS_DOUBLED | ORPHANS
    """The union of every form (an alias, not a member of its own when iterating)."""


DEFAULT: Final = Forms.DEFAULT
"""The union of every form."""
