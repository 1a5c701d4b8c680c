"""Dangerous play (`penalties.md`): which tiles are dangerous to a player who shows certain sets.

The claiming player already shows (declared concealed kongs count as shown): two dragon pungs and the tile
is the third dragon; three wind pungs and the tile is the fourth wind; three pungs of one suit and the tile
is of that suit; three honour pungs and the tile is an honour; three terminal pungs and the tile is a terminal.
"""

from __future__ import annotations

from collections.abc import Sequence

from jongg.engine.state import SeatMeld
from jongg.tiles import DRAGONS, WINDS, is_honour, is_terminal, suit_of


def situations(melds: Sequence[SeatMeld], kind: int) -> tuple[str, ...]:
    """The situations in which `kind` is dangerous to a player showing `melds` (empty: it is not)."""
    pungs = [m.tiles[0] & 63 for m in melds if m.kind in ("pung", "kong")]
    found = []
    if kind in DRAGONS and kind not in pungs and sum(k in DRAGONS for k in pungs) >= 2:
        found.append("dragons")
    if kind in WINDS and kind not in pungs and sum(k in WINDS for k in pungs) >= 3:
        found.append("winds")
    if kind < 27 and sum(suit_of(k) == suit_of(kind) for k in pungs) >= 3:
        found.append("suit")
    if is_honour(kind) and sum(is_honour(k) for k in pungs) >= 3:
        found.append("honours")
    if is_terminal(kind) and sum(is_terminal(k) for k in pungs) >= 3:
        found.append("terminals")
    return tuple(found)
