"""Waits: the tile kinds that would complete a hand of 13 tiles (counting 3 per meld)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from jongg.analysis.forms import DEFAULT, Forms
from jongg.analysis.lookup import POW, complete_keys, config, wrong_count
from jongg.errors import WrongTileCount
from jongg.hand import MeldKind
from jongg.tiles import KIND_MASK, NUM_KINDS, TERMINALS_AND_HONOURS, Tile

if TYPE_CHECKING:
    from jongg.hand import Hand


_NEAR: Final = tuple(
    tuple(k for k in range(kind - 2, kind + 3) if 0 <= k < 27 and k // 9 == kind // 9) if kind < 27 else (kind,)
    for kind in range(NUM_KINDS)
)
"""Kinds a tile can share a set or pair with: within two in its suit, itself for an honour."""
_ORPHANS_FORM: Final = int(Forms.ORPHANS)
_FOUL: Final = MeldKind.FOUL  # a member read through its enum class costs some 70 ns


def _candidates(concealed: list[int], forms: int) -> list[int]:
    """The only kinds that can complete a 13-tile hand, ascending: every set or pair the new tile joins
    holds a concealed tile within two of it (sets and pairs), or it is an orphan (thirteen orphans)."""
    marked = set(TERMINALS_AND_HONOURS) if forms & _ORPHANS_FORM else set()
    for kind, n in enumerate(concealed):
        if n:
            marked.update(_NEAR[kind])
    return sorted(marked)


def waits(hand: Hand, forms: int = DEFAULT) -> list[Tile]:
    """Kinds that complete the hand, sorted by kind; for a hand with `+X`, the waits without `X`.

    A kind whose four copies are all the player's own (concealed tiles, melds, kongs) is never a wait, and a
    hand with a foul meld waits on nothing.
    """
    config(forms)  # validates `forms` and loads the tables
    keys = list(hand.keys)
    own = list(hand.counts)
    winning = hand.winning
    if winning is not None and (winning & KIND_MASK) < NUM_KINDS:
        kind = winning & KIND_MASK
        if own[kind] == 0:
            raise WrongTileCount("analysis.winning_tile_not_among", winning=winning)
        own[kind] -= 1
        keys[kind // 9] -= POW[kind]
    melds = len(hand.melds)
    total = sum(own)
    if total + 3 * melds != 13 or melds > 4:
        if total + 3 * melds == 14 and melds <= 4:
            raise WrongTileCount("analysis.concealed_tiles_and_melds_make", total=total, melds=melds)
        raise wrong_count(total, melds)
    if any(meld.kind is _FOUL for meld in hand.melds):
        return []
    candidates = _candidates(own, forms if not melds else forms & ~_ORPHANS_FORM)
    for meld in hand.melds:
        for tile in meld.tiles:
            own[tile & KIND_MASK] += 1
    out: list[Tile] = []
    for kind in candidates:
        if own[kind] >= 4:
            continue
        suit = kind // 9
        keys[suit] += POW[kind]
        if complete_keys(keys[0], keys[1], keys[2], keys[3], melds, forms):
            out.append(Tile(kind))
        keys[suit] -= POW[kind]
    return out
