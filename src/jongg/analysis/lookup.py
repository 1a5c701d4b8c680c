"""Exact shanten and completeness from per-suit lookup tables (no search per call).

A hand's distance is the fewest tiles it must take in (discarding others) to become complete, with at most
four copies of a kind among the concealed tiles; shanten = distance - 1 (-1 complete, 0 ready). Melds are
fixed sets and their tiles are ignored (`notation.md`: shanten counts shapes only).

Per suit, the base-5 key of its counts selects a joint class; the class gives a regular class (the distance
vector to m sets and p pairs), a completeness flag, and the tile count and seven-pairs / orphans fields packed
in one int, so one addition sums them over the four suits. Regular classes combine through shipped tables:
`FINAL[n][AB[m, p] + SZ[s, z]]` is the distance to n sets and a pair.

Everything here is written for CPython's speed: module globals, plain ints, no enum operations per call.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, Final

from jongg.analysis.forms import DEFAULT, Forms
from jongg.errors import WrongTileCount
from jongg.hand import MeldKind
from jongg.tiles import TERMINALS_AND_HONOURS

if TYPE_CHECKING:
    from jongg.hand import Hand

REGULAR: Final = int(Forms.REGULAR)  # plain ints: enum operators are slow Python calls
SEVEN_PAIRS: Final = int(Forms.SEVEN_PAIRS)
SEVEN_PAIRS_DOUBLED: Final = int(Forms.SEVEN_PAIRS_DOUBLED)
ORPHANS: Final = int(Forms.ORPHANS)
FAR: Final = 99
"""Distance of a form that is not allowed."""
NO_FORM: Final = FAR - 1
"""Shanten when `forms` leaves no possible form (seven pairs or orphans only, in a hand with melds)."""
SP_FORMS: Final = SEVEN_PAIRS | SEVEN_PAIRS_DOUBLED | ORPHANS
FLAG_SETS: Final = 1
FLAG_PAIR: Final = 8
FLAG_NONE: Final = 64
COMPLETE: Final = 3 * FLAG_SETS + FLAG_PAIR
"""Sum of the four suits' flags when every suit splits exactly and exactly one holds the pair."""
VALID: Final = bytes(range(5))
"""Counts a concealed kind may have."""
POW: Final = tuple(5 ** (k % 9) if k < 27 else 5 ** (k - 27) for k in range(34))

# Filled by `load_tables` on first use (module globals: the fastest lookups CPython has for them).
SUIT: array[int] = array("H")  # suit key -> suit joint class
HON: array[int] = array("H")  # honour key -> honour joint class
RA: list[int] = []  # suit joint -> regular class * NR (first suit of AB)
RB: list[int] = []  # suit joint -> regular class (second suit of AB)
RC: list[int] = []  # suit joint -> regular class * NH (suit of SZ)
RZ: list[int] = []  # honour joint -> regular class
AB: list[int] = []  # RA + RB -> ab class * NSZ
SZ: list[int] = []  # RC + RZ -> sz class
FINAL: list[bytes] = []  # [n][AB + SZ] -> distance to n sets and a pair
SSP: list[int] = []  # suit joint -> tile count | seven-pairs / orphans fields << 8
HSP: list[int] = []
SX: list[int] = []  # suit joint -> completeness flag
HX: list[int] = []
EXACT_RAW: list[bytes] = []  # suit and honour patterns that split exactly, as concatenated counts
EXACT_SUIT: dict[bytes, int] = {}  # filled from EXACT_RAW on first use by `is_complete_counts`
EXACT_HON: dict[bytes, int] = {}
ORPHAN_COUNTS: Final = itemgetter(*sorted(TERMINALS_AND_HONOURS))
_FOUL: Final = MeldKind.FOUL  # a member read through its enum class costs some 70 ns
_CONFIG: dict[int, tuple[bool, dict[int, int] | None, int]] = {}
"""forms -> (regular allowed, cache of packed fields -> seven-pairs/orphans distance, forms as int)."""


def load_tables() -> None:
    """Read the tables and derive the lookup lists (once; ~8-10 ms)."""
    global HON, SUIT  # rebound, not copied: the read arrays are the tables
    from jongg.analysis._tables import load

    t = load()
    nr, nh = len(t["suit_vec"]) // 10, len(t["hon_vec"]) // 10
    nsz = len(t["sz_vec"]) // 10
    flag = (FLAG_NONE, FLAG_SETS, FLAG_PAIR)
    suit_r, hon_r = t["suit_r"], t["hon_r"]
    RA[:] = [r * nr for r in suit_r]
    RB[:] = list(suit_r)
    RC[:] = [r * nh for r in suit_r]
    RZ[:] = list(hon_r)
    AB[:] = [ab * nsz for ab in t["ab"]]
    SZ[:] = list(t["sz"])
    final = t["final"].tobytes()
    size = len(final) // 5
    FINAL[:] = [final[n * size : (n + 1) * size] for n in range(5)]
    SSP[:] = list(t["suit_sp"])
    HSP[:] = list(t["hon_sp"])
    SX[:] = [flag[x] for x in t["suit_x"]]
    HX[:] = [flag[x] for x in t["hon_x"]]
    EXACT_RAW[:] = [t["suit_exact"].tobytes(), t["hon_exact"].tobytes()]
    # the big arrays last: a hand can only be looked up once everything else is in place
    HON = t["hon_cls"]
    SUIT = t["suit_cls"]


def config(forms: int) -> tuple[bool, dict[int, int] | None, int]:
    """The per-forms settings; loads the tables on first use."""
    cfg = _CONFIG.get(forms)
    if cfg is None:
        if not isinstance(forms, int) or not 0 < forms <= REGULAR | SP_FORMS:
            raise ValueError(f"not a union of Forms: {forms!r}")
        if not SUIT:
            load_tables()
        cfg = (bool(forms & REGULAR), {} if forms & SP_FORMS else None, int(forms))
        _CONFIG[forms] = cfg
    return cfg


def sp_distance(fields: int, forms: int) -> int:
    """Distance to the seven-pairs / orphans forms in `forms`, from the four suits' summed fields."""
    best = FAR
    if forms & SEVEN_PAIRS:
        pairs, kinds = fields >> 8 & 63, fields >> 14 & 63
        best = min(best, max(0, 7 - pairs) + max(0, 7 - kinds))
    if forms & SEVEN_PAIRS_DOUBLED:
        # each kind offers two pair slots costing 0, 1 or 2 tiles (cheaper first): take the 7 cheapest
        free, odd = fields >> 20 & 63, fields >> 26 & 63
        ones = min(odd, max(0, 7 - free))
        best = min(best, ones + 2 * max(0, 7 - free - ones))
    if forms & ORPHANS:
        present, paired = fields >> 32 & 63, fields >> 38 & 63
        best = min(best, 14 - present - (1 if paired else 0))
    return best


def wrong_count(concealed: int, melds: int) -> WrongTileCount:
    return WrongTileCount("analysis.concealed_tiles_and_melds", concealed=concealed, melds=melds)


def bad_counts(counts34: Sequence[int]) -> WrongTileCount:
    return WrongTileCount("analysis.need_counts_got", counts34=list(counts34))


def shanten_of_counts(counts34: Sequence[int], melds: int = 0, forms: int = DEFAULT) -> int:
    """Shanten of 34 concealed counts and `melds` fixed sets: -1 complete, 0 ready (the fast path).

    `WrongTileCount` unless there are 34 counts of 0-4 and concealed + 3 * melds is 13 or 14 (melds <= 4);
    `NO_FORM` if `forms` allows nothing for this hand.
    """
    regular, spc, mask = _CONFIG.get(forms) or config(forms)
    try:
        bad = bytes(counts34).translate(None, VALID)  # ValueError below 0 or above 255
        # fmt: off
        (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17,
         c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33) = counts34
        # fmt: on
    except (TypeError, ValueError):
        bad = b"!"
    if bad:
        raise bad_counts(counts34)
    ja = SUIT[c0 + 5 * (c1 + 5 * (c2 + 5 * (c3 + 5 * (c4 + 5 * (c5 + 5 * (c6 + 5 * (c7 + 5 * c8)))))))]
    jb = SUIT[c9 + 5 * (c10 + 5 * (c11 + 5 * (c12 + 5 * (c13 + 5 * (c14 + 5 * (c15 + 5 * (c16 + 5 * c17)))))))]
    jc = SUIT[c18 + 5 * (c19 + 5 * (c20 + 5 * (c21 + 5 * (c22 + 5 * (c23 + 5 * (c24 + 5 * (c25 + 5 * c26)))))))]
    jz = HON[c27 + 5 * (c28 + 5 * (c29 + 5 * (c30 + 5 * (c31 + 5 * (c32 + 5 * c33)))))]
    fields = SSP[ja] + SSP[jb] + SSP[jc] + HSP[jz]
    if (fields & 255) + 3 * melds not in (13, 14) or not 0 <= melds <= 4:
        raise wrong_count(fields & 255, melds)
    d = FINAL[4 - melds][AB[RA[ja] + RB[jb]] + SZ[RC[jc] + RZ[jz]]] if regular else FAR
    if spc is not None and not melds:
        e = spc.get(fields)
        if e is None:
            e = spc[fields] = sp_distance(fields, mask)
        if e < d:
            d = e
    return d - 1


def shanten(hand: Hand, forms: int = DEFAULT) -> int:
    """Shanten of a hand (its winning tile included): -1 complete, 0 ready, n: n exchanges from ready.

    Reads the suit keys the hand keeps up to date, so nothing is rebuilt per call. `NO_FORM` if `forms`
    allows nothing for this hand (seven pairs or orphans only, with melds). The tail repeats
    `shanten_of_counts` on purpose: a shared helper call would cost ~12% of this 0.66 µs path.
    """
    regular, spc, mask = _CONFIG.get(forms) or config(forms)
    ka, kb, kc, kz = hand.keys
    ja, jb, jc, jz = SUIT[ka], SUIT[kb], SUIT[kc], HON[kz]
    fields = SSP[ja] + SSP[jb] + SSP[jc] + HSP[jz]
    melds = len(hand.melds)
    if (fields & 255) + 3 * melds not in (13, 14) or melds > 4:
        raise wrong_count(fields & 255, melds)
    d = FINAL[4 - melds][AB[RA[ja] + RB[jb]] + SZ[RC[jc] + RZ[jz]]] if regular else FAR
    if spc is not None and not melds:
        e = spc.get(fields)
        if e is None:
            e = spc[fields] = sp_distance(fields, mask)
        if e < d:
            d = e
    return d - 1


def complete_keys(ka: int, kb: int, kc: int, kz: int, melds: int, forms: int) -> bool:
    """Completeness from the suit keys of a hand whose count is known to be 14 (3 per meld)."""
    regular, spc, mask = _CONFIG.get(forms) or config(forms)
    ja, jb, jc, jz = SUIT[ka], SUIT[kb], SUIT[kc], HON[kz]
    if regular and SX[ja] + SX[jb] + SX[jc] + HX[jz] == COMPLETE:
        return True
    if spc is not None and not melds:
        fields = SSP[ja] + SSP[jb] + SSP[jc] + HSP[jz]
        e = spc.get(fields)
        if e is None:
            e = spc[fields] = sp_distance(fields, mask)
        return e == 0
    return False


def is_complete(hand: Hand, forms: int = DEFAULT) -> bool:
    """Whether the hand (its winning tile included) is complete in one of `forms`.

    A foul meld (`[124m!]`) is not a set, so a hand with one is never complete.
    """
    regular, spc, mask = _CONFIG.get(forms) or config(forms)
    ka, kb, kc, kz = hand.keys
    ja, jb, jc, jz = SUIT[ka], SUIT[kb], SUIT[kc], HON[kz]
    fields = SSP[ja] + SSP[jb] + SSP[jc] + HSP[jz]
    melds = len(hand.melds)
    total = (fields & 255) + 3 * melds
    if total != 14 or melds > 4:
        if total == 13 and melds <= 4:
            return False
        raise wrong_count(fields & 255, melds)
    if melds and any(meld.kind is _FOUL for meld in hand.melds):
        return False
    if regular and SX[ja] + SX[jb] + SX[jc] + HX[jz] == COMPLETE:
        return True
    if spc is not None and not melds:
        e = spc.get(fields)
        if e is None:
            e = spc[fields] = sp_distance(fields, mask)
        return e == 0
    return False


def _exact() -> dict[bytes, int]:
    """Patterns that split exactly into sets (and a pair), as bytes of counts -> completeness flag."""
    if not EXACT_SUIT:
        for table, raw, width in ((EXACT_HON, EXACT_RAW[1], 7), (EXACT_SUIT, EXACT_RAW[0], 9)):
            for start in range(0, len(raw), width):
                pattern = raw[start : start + width]
                table[pattern] = FLAG_PAIR if sum(pattern) % 3 == 2 else FLAG_SETS
    return EXACT_SUIT


def is_complete_counts(counts34: Sequence[int], melds: int = 0, forms: int = DEFAULT) -> bool:
    """Whether 34 concealed counts and `melds` fixed sets form a complete hand of one of `forms`.

    Each suit's counts, as bytes, are looked up among the patterns that split exactly: no key to compute.
    """
    regular, spc, mask = _CONFIG.get(forms) or config(forms)
    try:
        tiles = bytes(counts34)
    except (TypeError, ValueError):
        raise bad_counts(counts34) from None
    if len(tiles) != 34 or tiles.translate(None, VALID):
        raise bad_counts(counts34)
    total = sum(tiles)
    if total + 3 * melds != 14 or not 0 <= melds <= 4:
        if total + 3 * melds == 13 and 0 <= melds <= 4:
            return False
        raise wrong_count(total, melds)
    if regular:
        suit, hon = EXACT_SUIT or _exact(), EXACT_HON
        flags = suit.get(tiles[0:9], FLAG_NONE) + suit.get(tiles[9:18], FLAG_NONE)
        if flags + suit.get(tiles[18:27], FLAG_NONE) + hon.get(tiles[27:34], FLAG_NONE) == COMPLETE:
            return True
    if spc is not None and not melds:
        if mask & SEVEN_PAIRS and tiles.count(2) == 7:
            return True
        if mask & SEVEN_PAIRS_DOUBLED and not tiles.count(1) and not tiles.count(3):
            return True  # 14 tiles in even counts
        if mask & ORPHANS:
            orphans = ORPHAN_COUNTS(tiles)
            return 0 not in orphans and sum(orphans) == 14
    return False
