"""The winning forms a rule set allows; `shanten`, `waits` and `decompositions` take a union of them."""

from __future__ import annotations

import enum
from typing import Final


class Forms(enum.IntFlag):
    """Winning forms. A rule set passes the union of the forms it allows (`notation.md`, winning forms)."""

    REGULAR = 1
    """Four sets and a pair (melds are fixed sets)."""
    SEVEN_PAIRS = 2
    """Seven pairs of seven distinct kinds (Riichi chiitoitsu); no melds."""
    SEVEN_PAIRS_DOUBLED = 4
    """Seven pairs where four identical tiles count as two pairs (Hong Kong Easy); no melds."""
    ORPHANS = 8
    """Thirteen orphans: one of each terminal and honour, and one of them twice; no melds."""

    # The rule sets' unions (aliases, not members of their own when iterating).
    CLASSICAL = REGULAR | ORPHANS
    HK_EASY = REGULAR | SEVEN_PAIRS | SEVEN_PAIRS_DOUBLED | ORPHANS
    RIICHI = REGULAR | SEVEN_PAIRS | ORPHANS
    DEFAULT = HK_EASY


CLASSICAL: Final = Forms.CLASSICAL
"""`dmjl-classical`: four sets and a pair; thirteen orphans."""
HK_EASY: Final = Forms.HK_EASY
"""`dmjl-hk-easy`: every form (seven pairs may use four identical tiles as two pairs)."""
RIICHI: Final = Forms.RIICHI
"""`riichi-hana`: four sets and a pair; seven distinct pairs; thirteen orphans."""
DEFAULT: Final = Forms.DEFAULT
"""The union of every form, i.e. the Hong Kong Easy forms."""
