"""Shanten from four per-suit keys, for the bots' hot path.

A bot evaluates hundreds of hypothetical hands per decision (each discard, each draw after it). Keeping the
hand as four base-5 keys (digit i of suit s = the count of kind 9s+i, as `Hand.keys`) makes a discard or a draw
one addition, and the shanten one pass through the analysis tables (`jongg.analysis.lookup`) without building
or checking a 34-count list. The caller keeps the keys valid (counts 0-4, 13 or 14 tiles with 3 per meld);
`tests/bots/test_fast.py` checks the answers against `shanten_of_counts`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from jongg.analysis import lookup
from jongg.tiles import KIND_MASK, NUM_KINDS

if TYPE_CHECKING:
    from jongg.engine.view import SeatView

ShantenFn = Callable[[int, int, int, int, int], int]
POW: Final = lookup.POW
"""The key weight of each kind in its suit's key (5 ** position)."""
SUIT_OF: Final = tuple(k // 9 for k in range(34))
"""0 m, 1 p, 2 s, 3 honours."""
_CACHE: dict[int, ShantenFn] = {}


def shanten_function(forms: int) -> ShantenFn:
    """`f(ka, kb, kc, kz, melds) -> shanten` for one union of forms (one function per union, kept)."""
    found = _CACHE.get(int(forms))
    if found is not None:
        return found
    regular, spc, mask = lookup.config(int(forms))
    suit, hon, ssp, hsp = lookup.SUIT, lookup.HON, lookup.SSP, lookup.HSP
    ra, rb, rc, rz, ab, sz, final = lookup.RA, lookup.RB, lookup.RC, lookup.RZ, lookup.AB, lookup.SZ, lookup.FINAL
    sp_distance, far = lookup.sp_distance, lookup.FAR

    def shanten(ka: int, kb: int, kc: int, kz: int, melds: int) -> int:
        ja, jb, jc, jz = suit[ka], suit[kb], suit[kc], hon[kz]
        d = final[4 - melds][ab[ra[ja] + rb[jb]] + sz[rc[jc] + rz[jz]]] if regular else far
        if spc is not None and not melds:
            fields = ssp[ja] + ssp[jb] + ssp[jc] + hsp[jz]
            e = spc.get(fields)
            if e is None:
                e = spc[fields] = sp_distance(fields, mask)
            if e < d:
                d = e
        return d - 1

    _CACHE[int(forms)] = shanten
    return shanten


def concealed_counts(view: SeatView) -> list[int]:
    """34 counts of the seat's own concealed playing tiles (a flower not yet declared is left out)."""
    counts = [0] * NUM_KINDS
    for tile in view.concealed:
        kind = tile & KIND_MASK
        if kind < NUM_KINDS:
            counts[kind] += 1
    return counts


def unseen_of(view: SeatView, counts: Sequence[int]) -> list[int]:
    """Of each kind, the copies the seat has not seen: 4 less its own `counts`, every meld's tiles and the
    discards nobody claimed (a claimed discard lies in its meld). May go below 0 for a red-five mix-up of the
    caller's; callers clip where they need to."""
    unseen = [4 - n for n in counts]
    for player in view.players:
        for meld in player.melds:
            for tile in meld.tiles:
                unseen[tile & KIND_MASK] -= 1
        claimed = player.claimed
        for n, tile in enumerate(player.discards):
            if n not in claimed:
                unseen[tile & KIND_MASK] -= 1
    return unseen


def shanten_after_kong(shanten: ShantenFn, keys: list[int], melds: int, kind: int, concealed: bool) -> int:
    """Shanten once a kong of `kind` is declared, before its replacement: a concealed one takes four tiles and
    adds a meld, an added one takes the fourth tile. `keys` is restored before returning."""
    taken = 4 if concealed else 1
    s = SUIT_OF[kind]
    keys[s] -= taken * POW[kind]
    after = shanten(keys[0], keys[1], keys[2], keys[3], melds + concealed)
    keys[s] += taken * POW[kind]
    return after


def keys_of(counts: Sequence[int]) -> list[int]:
    """The four suit keys of 34 counts."""
    keys = [0, 0, 0, 0]
    for kind, n in enumerate(counts[:34]):
        if n:
            keys[SUIT_OF[kind]] += n * POW[kind]
    return keys


AcceptanceFn = Callable[[int, int, int, int, int, Sequence[int], Sequence[int], int], int]
_ACCEPT: dict[int, AcceptanceFn] = {}


def acceptance_function(forms: int) -> AcceptanceFn:
    """`f(ka, kb, kc, kz, melds, kinds, unseen, now) -> tiles`: how many unseen tiles of `kinds` bring the
    13-tile hand (keys) below shanten `now`. A draw changes one suit, so the other suits' part of the table
    sum is computed once per hand, not once per draw."""
    found = _ACCEPT.get(int(forms))
    if found is not None:
        return found
    regular, spc, mask = lookup.config(int(forms))
    suit, hon, ssp, hsp = lookup.SUIT, lookup.HON, lookup.SSP, lookup.HSP
    ra, rb, rc, rz, ab, sz, final = lookup.RA, lookup.RB, lookup.RC, lookup.RZ, lookup.AB, lookup.SZ, lookup.FINAL
    sp_distance, far = lookup.sp_distance, lookup.FAR
    suit_of, pow_ = SUIT_OF, POW

    def acceptance(
        ka: int, kb: int, kc: int, kz: int, melds: int, kinds: Sequence[int], unseen: Sequence[int], now: int
    ) -> int:
        ja, jb, jc, jz = suit[ka], suit[kb], suit[kc], hon[kz]
        fin = final[4 - melds]
        ab_part, sz_part = ab[ra[ja] + rb[jb]], sz[rc[jc] + rz[jz]]
        pairs = spc is not None and not melds
        fields = ssp[ja] + ssp[jb] + ssp[jc] + hsp[jz] if pairs else 0
        total = 0
        for kind in kinds:
            u = unseen[kind]
            if not u:
                continue
            s = suit_of[kind]
            if s == 0:
                j = suit[ka + pow_[kind]]
                d = fin[ab[ra[j] + rb[jb]] + sz_part] if regular else far
                f = fields - ssp[ja] + ssp[j]
            elif s == 1:
                j = suit[kb + pow_[kind]]
                d = fin[ab[ra[ja] + rb[j]] + sz_part] if regular else far
                f = fields - ssp[jb] + ssp[j]
            elif s == 2:
                j = suit[kc + pow_[kind]]
                d = fin[ab_part + sz[rc[j] + rz[jz]]] if regular else far
                f = fields - ssp[jc] + ssp[j]
            else:
                j = hon[kz + pow_[kind]]
                d = fin[ab_part + sz[rc[jc] + rz[j]]] if regular else far
                f = fields - hsp[jz] + hsp[j]
            if d > now and pairs:
                assert spc is not None
                e = spc.get(f)
                if e is None:
                    e = spc[f] = sp_distance(f, mask)
                if e < d:
                    d = e
            if d <= now:
                total += u
        return total

    _ACCEPT[int(forms)] = acceptance
    return acceptance


ImprovingFn = Callable[[int, int, int, int, int, Sequence[int], int], tuple[int, ...]]
_IMPROVING: dict[int, ImprovingFn] = {}


def improving_function(forms: int) -> ImprovingFn:
    """`f(ka, kb, kc, kz, melds, kinds, now) -> kinds`: the kinds among `kinds` whose draw brings the 13-tile
    hand (keys) below shanten `now` (for a ready hand, `now` 0: its waits), whatever is still unseen; so the
    answer of a hand can be kept and reused as the unseen tiles change (the Riichi bot does). A kind the hand
    holds four of is never among them."""
    found = _IMPROVING.get(int(forms))
    if found is not None:
        return found
    regular, spc, mask = lookup.config(int(forms))
    suit, hon, ssp, hsp = lookup.SUIT, lookup.HON, lookup.SSP, lookup.HSP
    ra, rb, rc, rz, ab, sz, final = lookup.RA, lookup.RB, lookup.RC, lookup.RZ, lookup.AB, lookup.SZ, lookup.FINAL
    sp_distance, far = lookup.sp_distance, lookup.FAR
    suit_of, pow_ = SUIT_OF, POW

    def improving(ka: int, kb: int, kc: int, kz: int, melds: int, kinds: Sequence[int], now: int) -> tuple[int, ...]:
        ja, jb, jc, jz = suit[ka], suit[kb], suit[kc], hon[kz]
        fin = final[4 - melds]
        ab_part, sz_part = ab[ra[ja] + rb[jb]], sz[rc[jc] + rz[jz]]
        pairs = spc is not None and not melds
        fields = ssp[ja] + ssp[jb] + ssp[jc] + hsp[jz] if pairs else 0
        keys = (ka, kb, kc, kz)
        out: list[int] = []
        for kind in kinds:
            s = suit_of[kind]
            p = pow_[kind]
            if keys[s] // p % 5 == 4:
                continue
            if s == 0:
                j = suit[ka + p]
                d = fin[ab[ra[j] + rb[jb]] + sz_part] if regular else far
                f = fields - ssp[ja] + ssp[j]
            elif s == 1:
                j = suit[kb + p]
                d = fin[ab[ra[ja] + rb[j]] + sz_part] if regular else far
                f = fields - ssp[jb] + ssp[j]
            elif s == 2:
                j = suit[kc + p]
                d = fin[ab_part + sz[rc[j] + rz[jz]]] if regular else far
                f = fields - ssp[jc] + ssp[j]
            else:
                j = hon[kz + p]
                d = fin[ab_part + sz[rc[jc] + rz[j]]] if regular else far
                f = fields - hsp[jz] + hsp[j]
            if d > now and pairs:
                assert spc is not None
                e = spc.get(f)
                if e is None:
                    e = spc[f] = sp_distance(f, mask)
                if e < d:
                    d = e
            if d <= now:
                out.append(kind)
        return tuple(out)

    _IMPROVING[int(forms)] = improving
    return improving
