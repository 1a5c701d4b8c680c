"""What the `riichi-hana` rows read (`Ctx`: the yaku and yakuman; `RiichiCtx`: also the fu and dora), and how
it is filled from a checked request, its parsed hand and one arrangement.

`hand_ctx` sets the hand-level fields once per request (winds, win flags, riichi, the tiles, dora and flower
counts); `fill_regular`, `fill_pairs` and `fill_kokushi` set the arrangement-level fields for one
decomposition. Both only count; the rows of `tables` decide what scores.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from jongg.analysis import Decomposition, Group, GroupKind
from jongg.analysis.decompose import suit_arrangements
from jongg.hand import Meld, MeldKind
from jongg.rules.arrangement import group_entry
from jongg.rules.groups import ARRANGEMENT_FIELDS, Arrangement, classify, with_slots
from jongg.tiles import (
    EAST,
    FLOWER_BASE,
    GREENS,
    HONOURS,
    IS_TERMINAL_OR_HONOUR,
    KIND_MASK,
    NINE_GATES,
    NORTH,
    NUM_KINDS,
    RED,
    RED_DRAGON,
    SEASON_BASE,
    SUIT_KINDS,
    WHITE,
    WIND_TILE,
)

if TYPE_CHECKING:
    from collections.abc import Iterable

    from jongg.contract import ScoreRequest
    from jongg.hand import Hand
    from jongg.rules.riichi.options import RiichiOptions
    from jongg.tiles import Tile

__all__ = [
    "PAIRS_AT",
    "PAIR_AT",
    "PARTS",
    "UNFILLED",
    "Ctx",
    "Holder",
    "RiichiCtx",
    "dora_of",
    "fill_kokushi",
    "fill_pairs",
    "fill_parts",
    "fill_regular",
    "hand_ctx",
    "suit_parts",
]

_CHOW, _PUNG, _KONG, _PAIR = GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG, GroupKind.PAIR
_MELD_CHOW, _MELD_KONG = MeldKind.CHOW, MeldKind.KONG
_GROUP_OF: Final = {MeldKind.CHOW: _CHOW, MeldKind.PUNG: _PUNG, MeldKind.KONG: _KONG}
_TH: Final = IS_TERMINAL_OR_HONOUR
_NINE_GATES: Final = list(NINE_GATES)


def dora_of(indicator: int) -> int:
    """The kind an indicator makes dora: the next number (9 → 1), the next wind (N → E), the next dragon
    (red → white); a flower indicator makes its own group dora (returned as the indicator's kind)."""
    kind = indicator & KIND_MASK
    if kind >= NUM_KINDS:
        return kind
    if kind < EAST:
        return kind - 8 if kind % 9 == 8 else kind + 1
    if kind < WHITE:
        return EAST if kind == NORTH else kind + 1
    return WHITE if kind == RED_DRAGON else kind + 1


_DORA_OF: Final = tuple(dora_of(kind) for kind in range(KIND_MASK + 1))
"""`dora_of` by indicator kind."""


class Ctx(Arrangement):
    """What the rows read: one winner's hand in one arrangement and reading (tile kinds are ints 0-33).

    The class attributes are the defaults; the scorer sets what differs. Hand-level fields are set once per
    request, arrangement-level fields once per decomposition (the counts of sets and pairs are
    `Arrangement`'s, `pair_kind` only for four sets and a pair), `pinfu` once per reading.
    """

    # -- hand level: how the hand was won, riichi (the winds are `Arrangement`'s)
    menzen: bool = True
    """No exposed meld (declared concealed kans allowed)."""
    self_draw: bool = False
    riichi: bool = False
    """Riichi declared, and not a double riichi."""
    double_riichi: bool = False
    ippatsu: bool = False
    rinshan: bool = False
    """Won on a replacement draw (kan or flower)."""
    chankan: bool = False
    haitei: bool = False
    houtei: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    renhou_han: int = 5
    """Han of renhou as a yaku (option `renhou` 5-han); 0 when off or a yakuman."""
    renhou_yakuman: bool = False
    """Option `renhou` yakuman."""
    situation: bool = False
    """Any of rinshan, chankan, haitei, houtei, renhou."""
    # -- hand level: the tiles (concealed and melds)
    tanyao: bool = False
    """No terminal or honour anywhere."""
    suits: int = 0
    """How many suits are present."""
    honours: bool = False
    all_honours: bool = False
    all_terminals: bool = False
    """Only 1s and 9s."""
    terminals_honours: bool = False
    """Only terminals and honours."""
    all_green: bool = False
    """Only 2 3 4 6 8 bamboo and green dragons."""
    chuuren: bool = False
    """No melds, one suit: 1112345678999 and one more tile of the suit."""
    junsei: bool = False
    """Chuuren whose thirteen tiles before the winning tile were 1112345678999 (nine-sided wait)."""
    flower_groups: int = 0
    """Variation 1: complete flower groups (all four flowers, all four seasons) in front of the winner."""
    # -- arrangement level
    regular: bool = False
    """Four sets and a pair."""
    chiitoitsu: bool = False
    kokushi: bool = False
    kokushi13: bool = False
    """Kokushi whose thirteen tiles before the winning tile were all different (13-sided wait)."""
    peikou: int = 0
    """Pairs of identical chows (closed hands): 1 iipeikou, 2 ryanpeikou."""
    outside: bool = False
    """Every set and the pair hold a terminal or an honour."""
    ittsu: bool = False
    sanshoku: bool = False
    doukou: bool = False
    valued_sets: int = 0
    """Pungs and kans that are yakuhai (dragons, seat wind, round wind)."""
    tanki: bool = False
    """The winning tile completed the pair."""
    # -- reading level
    pinfu: bool = False
    """The pinfu reading of a pinfu-shaped arrangement (closed, four chows, no yakuhai pair, two-sided wait)."""


class RiichiCtx(Ctx):
    """`Ctx` plus what the fu and dora rows read."""

    # -- hand level: fu
    flower_fu: int = 0
    """Fu per flower in front of the winner (variation 1: option flower_fu), 0 otherwise."""
    flowers: int = 0
    """Bonus tiles in front of the winner."""
    # -- hand level: han that are not yaku (one item each)
    seat_flower: int = 0
    seat_season: int = 0
    nukidora: int = 0
    dora: int = 0
    kan_dora: int = 0
    red: int = 0
    ura: int = 0
    flower_dora: int = 0
    flower_ura: int = 0
    extra: int = 0
    """Any of dora, kan_dora, red, ura (the gate of their section; the others need bonus tiles)."""
    # -- arrangement level: fu
    kanchan: bool = False
    penchan: bool = False
    plain: bool = False
    """Four chows, a pair that gives no fu, a two-sided wait: no fu but the base (open or closed)."""
    pinfu_shape: bool = False
    """`plain` and closed."""
    set_class_counts: int = 0
    """`set_classes` packed, 4 bits per class (class i: bits 4i to 4i + 3), as the fu rows read them."""
    # -- hand level: the melds' part of the facts `fill_parts` adds up (no row reads them)
    meld_facts: int = 0
    meld_chows: int = 0
    meld_entries: list[tuple[int, str]] = []  # noqa: RUF012 (never written: a hand with melds gets its own)


_ARRANGEMENT_LEVEL: Final = (
    *ARRANGEMENT_FIELDS,
    "regular",
    "chiitoitsu",
    "kokushi",
    "kokushi13",
    "peikou",
    "outside",
    "ittsu",
    "sanshoku",
    "doukou",
    "valued_sets",
    "tanki",
    "kanchan",
    "penchan",
    "plain",
    "pinfu_shape",
    "set_class_counts",
)
"""The fields `fill_regular`, `fill_pairs` and `fill_kokushi` all write for every arrangement."""
_WRITTEN: Final = ("seat", "round", "self_draw", "menzen", "suits", "honours", "tanyao", "red", "extra")
"""The hand-level fields `hand_ctx` writes for every hand."""
_SlottedCtx: Final = with_slots(RiichiCtx, (*_ARRANGEMENT_LEVEL, *_WRITTEN))
"""The context `hand_ctx` makes: `RiichiCtx` with its fields in slots (the rows read them fastest there), the
arrangement-level ones left to the fills and the hand-level ones it always writes to `hand_ctx`."""


def hand_ctx(request: ScoreRequest, hand: Hand, options: RiichiOptions, packed: int | None = None) -> RiichiCtx:
    """The hand-level fields of a checked winner's hand (`packed`: its `Hand.packed_counts`, when known)."""
    win = request.win
    assert win is not None and hand.winning is not None
    info = request.riichi
    ctx = _SlottedCtx()
    seat = ctx.seat = WIND_TILE[request.seat_wind]
    ctx.round = WIND_TILE[request.round_wind]
    self_draw = ctx.self_draw = win.by == "self-draw"
    if info is not None and info.riichi:
        ctx.riichi = not info.double_riichi
        ctx.double_riichi = info.double_riichi
        ctx.ippatsu = info.ippatsu
    if win.replacement or win.flower_replacement or win.robbing_kong or win.last_tile or win.first_turn:
        ctx.situation = True
        ctx.rinshan = win.replacement or win.flower_replacement
        ctx.chankan = win.robbing_kong
        ctx.haitei = self_draw and win.last_tile
        ctx.houtei = not self_draw and win.last_tile
        if win.first_turn:
            if not self_draw:
                ctx.renhou = True
            elif seat == EAST:
                ctx.tenhou = True
            else:
                ctx.chiihou = True
        ctx.renhou_han = 5 if options.renhou == "5-han" else 0
        ctx.renhou_yakuman = options.renhou == "yakuman"
    if packed is None:
        packed = hand.packed_counts()
    red = _BITS[hand.red]
    menzen = True
    if hand.melds:
        facts = chows = 0
        entries = []
        for meld in hand.melds:
            meld_red, meld_facts, chow, exposed, entry = _meld_facts(meld)
            red += meld_red
            facts += meld_facts
            chows |= chow
            entries.append(entry)
            if exposed:
                menzen = False
        ctx.meld_facts = facts
        ctx.meld_chows = chows
        ctx.meld_entries = entries
    ctx.menzen = menzen
    # the tile fields, from all tiles' counts packed one byte per kind (so each test is one mask)
    suits = ctx.suits = (packed & _MAN_B != 0) + (packed & _PIN_B != 0) + (packed & _SOU_B != 0)
    honours = ctx.honours = packed & _HONOURS_B != 0
    ctx.tanyao = not packed & _TH_B
    if not packed & _NOT_TH_B:
        ctx.terminals_honours = True
        ctx.all_honours = suits == 0
        ctx.all_terminals = not honours
    if not packed & _NOT_GREEN_B:
        ctx.all_green = True
    if suits == 1 and not honours and not hand.melds:
        _nine_gates(ctx, hand)
    ctx.red = red
    extra = red
    if info is not None:
        indicators = info.dora_indicators
        if indicators:  # the first indicator: dora, the others kan dora
            kind = _DORA_OF[indicators[0] & KIND_MASK]
            if kind < NUM_KINDS:  # a playing tile: the hand's tiles of the next kind
                dora, flowers = packed >> (8 * kind) & 0xFF, 0
            else:
                dora, flowers = _indicated(hand, packed, indicators[:1])
            if len(indicators) > 1:
                kan_dora, more = _indicated(hand, packed, indicators[1:])
                ctx.kan_dora, flowers = kan_dora, flowers + more
                extra = extra or kan_dora
            ctx.dora, ctx.flower_dora = dora, flowers
            extra = extra or dora
        if info.riichi and info.ura_indicators:
            ura, ctx.flower_ura = _indicated(hand, packed, info.ura_indicators)
            ctx.ura = ura
            extra = extra or ura
    if hand.bonus:
        _flowers(ctx, hand, options)
    ctx.extra = extra
    return ctx


_BITS: Final = tuple(bin(n).count("1") for n in range(16))


def _bytes(kinds: Iterable[int]) -> int:
    """The mask of `kinds` in the packed counts: byte k (bits 8k to 8k + 7) holds the count of kind k."""
    return sum(0xFF << (8 * k) for k in set(kinds))


_ALL_B: Final = _bytes(range(NUM_KINDS))
_MAN_B, _PIN_B, _SOU_B = (_bytes(kinds) for kinds in SUIT_KINDS)
_HONOURS_B: Final = _bytes(HONOURS)
_TH_B: Final = _bytes(k for k in range(NUM_KINDS) if _TH[k])
_NOT_TH_B: Final = _ALL_B & ~_TH_B
_NOT_GREEN_B: Final = _ALL_B & ~_bytes(GREENS)


def _indicated(hand: Hand, packed: int, indicators: tuple[Tile, ...]) -> tuple[int, int]:
    """What `indicators` make dora: the hand's tiles (`packed`: all its counts, one byte per kind) and its
    bonus tiles (a flower indicator: the winner's tiles of that bonus group)."""
    tiles = bonus = 0
    for indicator in indicators:
        kind = _DORA_OF[indicator & KIND_MASK]
        if kind >= NUM_KINDS:
            bonus += _bonus_groups(hand)[kind >= SEASON_BASE]
        else:
            tiles += packed >> (8 * kind) & 0xFF
    return tiles, bonus


def _nine_gates(ctx: RiichiCtx, hand: Hand) -> None:
    """Chuuren and junsei chuuren, for a hand without melds whose tiles are of one suit only."""
    assert hand.winning is not None
    winning = hand.winning & KIND_MASK
    base = winning - winning % 9
    mine = hand.counts[base : base + 9]
    if all(n >= g for n, g in zip(mine, NINE_GATES, strict=True)):
        ctx.chuuren = True
        mine[winning - base] -= 1
        ctx.junsei = mine == _NINE_GATES


def _bonus_groups(hand: Hand) -> list[int]:
    """The bonus tiles in front of the winner by group (flowers, seasons), a bonus winning tile with them."""
    groups = [0, 0]
    for tile in hand.bonus:
        groups[(tile & KIND_MASK) >= SEASON_BASE] += 1
    if hand.winning is not None and (hand.winning & KIND_MASK) >= NUM_KINDS:
        groups[(hand.winning & KIND_MASK) >= SEASON_BASE] += 1
    return groups


def _flowers(ctx: RiichiCtx, hand: Hand, options: RiichiOptions) -> None:
    bonus = hand.bonus
    ctx.flowers = len(bonus)
    if not bonus:
        return
    if options.variation == 2:
        ctx.nukidora = len(bonus)
    elif options.variation == 1:
        ctx.flower_fu = options.flower_fu
        own = ctx.seat - EAST
        kinds = {tile & KIND_MASK for tile in bonus}
        ctx.seat_flower = FLOWER_BASE + own in kinds
        ctx.seat_season = SEASON_BASE + own in kinds
        ctx.flower_groups = all(FLOWER_BASE + i in kinds for i in range(4)) + all(
            SEASON_BASE + i in kinds for i in range(4)
        )


def fill_regular(ctx: RiichiCtx, dec: Decomposition, claimed: int, winning: int) -> None:
    """The arrangement-level fields of four sets and a pair; `claimed` is the index of the group a claimed
    winning tile completed (-1: self-drawn), which counts as an open set."""
    ctx.regular = True
    ctx.chiitoitsu = ctx.kokushi = ctx.kokushi13 = False
    groups = dec.groups
    classify(ctx, groups, claimed)
    ctx.set_class_counts = sum(n << (4 * i) for i, n in enumerate(ctx.set_classes))
    n_chows, chow_mask, sets, pair = ctx.chows, ctx.chow_mask, ctx.sets, ctx.pair_kind
    seat, round_ = ctx.seat, ctx.round
    pung_mask = ctx.suit_pungs
    ctx.outside = not chow_mask & _INNER_CHOWS and not pung_mask & _SIMPLES and _TH[pair]
    ctx.valued_sets = ctx.dragon_sets + ctx.seat_sets + ctx.round_sets
    ctx.peikou = ctx.twin_chows if ctx.menzen else 0  # a closed hand's chows are all concealed
    # the same number in all three suits: bits k, k + 9 and k + 18; 123 456 789 of a suit: bits b, b + 3, b + 6
    ctx.ittsu = n_chows >= 3 and (
        chow_mask & _ITTSU_M == _ITTSU_M or chow_mask & _ITTSU_P == _ITTSU_P or chow_mask & _ITTSU_S == _ITTSU_S
    )
    ctx.sanshoku = n_chows >= 3 and chow_mask & (chow_mask >> 9) & (chow_mask >> 18) & 0x1FF != 0
    ctx.doukou = sets >= 3 and pung_mask & (pung_mask >> 9) & (pung_mask >> 18) & 0x1FF != 0
    won = groups[dec.winning] if dec.winning is not None else None
    tanki = kanchan = penchan = two_sided = False
    if won is not None:
        if won.kind is _CHOW:
            start = won.first
            if winning == start + 1:
                kanchan = True
            elif (winning == start + 2 and start % 9 == 0) or (winning == start and start % 9 == 6):
                penchan = True
            else:
                two_sided = True
        elif won.kind is _PAIR:
            tanki = True
    ctx.tanki = tanki
    ctx.kanchan = kanchan
    ctx.penchan = penchan
    plain = ctx.plain = two_sided and n_chows == 4 and pair < WHITE and pair != seat and pair != round_
    ctx.pinfu_shape = plain and ctx.menzen


_INNER_CHOWS: Final = sum(1 << (kinds.start + n) for kinds in SUIT_KINDS for n in range(1, 6))
"""The chows without a terminal (234 ... 678), as chow bits."""
_SIMPLES: Final = sum(1 << (kinds.start + n) for kinds in SUIT_KINDS for n in range(1, 8))
"""The simples 2-8, as pung bits."""
_ITTSU_M, _ITTSU_P, _ITTSU_S = (0b1001001 << base for base in (0, 9, 18))
"""The chow bits of 123 456 789 in each suit."""


def fill_pairs(ctx: RiichiCtx) -> None:
    """Chiitoitsu: seven different pairs."""
    _clear(ctx)
    ctx.chiitoitsu = True
    ctx.tanki = True


def fill_kokushi(ctx: RiichiCtx, hand: Hand) -> None:
    """Kokushi; 13-sided when the winning tile is the doubled one (the other thirteen were all different)."""
    _clear(ctx)
    ctx.kokushi = True
    assert hand.winning is not None
    ctx.kokushi13 = hand.counts[hand.winning & KIND_MASK] == 2


def _clear(ctx: RiichiCtx) -> None:
    ctx.regular = ctx.chiitoitsu = ctx.kokushi = ctx.kokushi13 = False
    classify(ctx, ())
    ctx.set_class_counts = 0
    ctx.peikou = ctx.valued_sets = 0
    ctx.outside = ctx.ittsu = ctx.sanshoku = ctx.doukou = False
    ctx.kanchan = ctx.penchan = ctx.plain = ctx.pinfu_shape = ctx.tanki = False


# -- the regular arrangements of a hand, from facts filed per suit pattern ----------------------------------
#
# `fill_regular` classifies the groups of one decomposition; the scorer's fast path (`suit_parts`,
# `fill_parts`) reads the same fields from facts filed once per suit pattern and arrangement: one int per
# arrangement of a suit's concealed tiles whose fields add up across the four suits and the melds (the bit
# masks of different suits never overlap, and a hand holds no two pungs of one kind), and per arrangement the
# groups that hold each tile of the suit (where the winning tile can be). The melds' facts are added once per
# hand (`hand_ctx`: `meld_facts`, `meld_chows`); chow bits are or-ed, as two identical chows may be melded.
# `twin_chows` counts the concealed chows' twins only: the same as `classify` in a closed hand, the only hand
# whose twins count (`peikou`).
# `tests/rules/test_riichi_fast_path.py` checks that both fill the same context.

_MASK27: Final = (1 << 27) - 1
_PUNG_BITS_AT: Final = 27
"""27 bits: the pungs (kongs) of suit kinds, bit k for kind k."""
_DRAGONS_AT: Final = 54
"""3 bits: the dragon pungs, bit k - WHITE."""
_WINDS_AT: Final = 57
"""4 bits: the wind pungs, bit k - EAST."""
_CHOWS_AT: Final = 61
_TWINS_AT: Final = 65
_SETS_AT: Final = 69
_KONGS_AT: Final = 73
_CONCEALED_AT: Final = 77
PAIR_AT: Final = 81
"""6 bits: the pair's kind + 1 (0: no pair; read only when one part of an arrangement holds a pair)."""
_CLASSES_AT: Final = 87
"""8 x 4 bits: the sets by class (`jongg.rules.groups`: 4 x kong + 2 x terminals/honours + concealed)."""
PAIRS_AT: Final = 119
"""3 bits: the pairs."""
_INNER_AT: Final = 122
"""4 bits: the groups without a terminal or honour (an arrangement with none is `outside`)."""
_CLAIMED_PUNG: Final = tuple(
    (1 << (_CLASSES_AT + 4 * 2 * th)) - (1 << (_CLASSES_AT + 4 * (2 * th + 1))) - (1 << _CONCEALED_AT) for th in (0, 1)
)
"""Added to the facts when a discard completed a concealed pung of simples (0) or terminals/honours (1): it
counts as exposed."""
_MASK32: Final = (1 << 32) - 1
UNFILLED: Final = frozenset(("chow_mask", "twin_chows", "suit_pungs", "pair_winds", "win_pair", "set_classes"))
"""The fields of `Arrangement` that `fill_parts` leaves unset (no row of the tables reads them; `twin_chows` is
read through `peikou`, `set_classes` through `set_class_counts`)."""

Entries = tuple[tuple[int, str], ...]
"""The (sort key, token) entries of groups in an arrangement string (`jongg.rules.arrangement.group_entry`),
sorted."""
Holder = tuple[Group, tuple[int, str], str, str]
"""A group that can hold the winning tile: the group, its entry, and its token as found in a part's text and as
written when a claimed tile completed it (`" 123m "`, `" [123m] "`); one per concealed group, shared."""
Part = tuple[tuple[Group, ...], int, tuple[tuple[Holder, ...], ...], Entries, str]
"""One arrangement of one suit's concealed tiles: its groups (sorted), its packed facts (the chow bits in bits
0-26, the counts at `_CHOWS_AT` ...), by tile of the suit (0-8) the distinct groups that hold it in group order
(as `jongg.analysis.decompositions` lists the groups that hold the winning tile), and its entries and text (its
tokens in order, each followed by a space)."""
PARTS: Final[tuple[dict[int, list[Part]], ...]] = ({}, {}, {}, {})
"""By suit (m p s z) and pattern key: the parts of every arrangement (filled on first use, as the tables of
`jongg.analysis.decompose`; [] for a pattern that does not split)."""


def suit_parts(suit: int, key: int) -> list[Part]:
    """The parts of a suit pattern (`PARTS`), filed on first use."""
    parts = PARTS[suit].get(key)
    if parts is None:
        parts = PARTS[suit][key] = [_part(groups, 9 * suit) for groups in suit_arrangements(suit, key)]
    return parts


def _set_facts(first: int, kong: bool, concealed: bool) -> int:
    """The packed facts of one pung or kong."""
    facts = (1 << _SETS_AT) + (kong << _KONGS_AT) + (concealed << _CONCEALED_AT) + ((not _TH[first]) << _INNER_AT)
    facts += 1 << (_CLASSES_AT + 4 * (4 * kong + 2 * _TH[first] + concealed))
    if first >= WHITE:
        return facts + (1 << (_DRAGONS_AT + first - WHITE))
    if first >= EAST:
        return facts + (1 << (_WINDS_AT + first - EAST))
    return facts + (1 << (_PUNG_BITS_AT + first))


def _chow_facts(first: int) -> int:
    """The packed facts of one chow, but its chow bit (or-ed: two identical chows may be melded)."""
    return (1 << _CHOWS_AT) + ((not _TH[first] and not _TH[first + 2]) << _INNER_AT)


def _part(groups: tuple[Group, ...], base: int) -> Part:
    packed = chow_bits = unpaired = 0
    for group in groups:
        kind, first = group.kind, group.first
        if kind is _CHOW:
            bit = 1 << first
            chow_bits |= bit
            packed += _chow_facts(first)
            if unpaired & bit:
                packed += 1 << _TWINS_AT
            unpaired ^= bit
        elif kind is _PUNG:
            packed += _set_facts(first, False, True)
        elif kind is _PAIR:
            packed += ((first + 1) << PAIR_AT) + (1 << PAIRS_AT) + ((not _TH[first]) << _INNER_AT)
    holders = []
    for tile in range(base, base + 9):
        held = []
        previous = None
        for group in groups:
            first = group.first
            if first > tile:
                break
            if tile - first <= 2 and group is not previous and (first == tile or group.kind is _CHOW):
                held.append(_holder(group))
            previous = group
        holders.append(tuple(held))
    entries = tuple(sorted(_holder(group)[1] for group in groups))
    return groups, packed | chow_bits, tuple(holders), entries, _text(entries)


_HOLDERS: dict[Group, Holder] = {}
"""One `Holder` per concealed group (a few hundred at most), shared by the parts."""


def _holder(group: Group) -> Holder:
    holder = _HOLDERS.get(group)
    if holder is None:
        token = group_entry(group)[1]
        holder = _HOLDERS[group] = (group, group_entry(group), f" {token} ", f" {group_entry(group, True)[1]} ")
    return holder


def claimed_text(text: str, holder: Holder) -> str:
    """A part's text (tokens each followed by a space) with the holder's group written as completed by a
    claimed tile: its last copy (tokens are sorted by key, then text, and `[` sorts after every digit)."""
    head, _, tail = (" " + text).rpartition(holder[2])
    return (head + holder[3] + tail)[1:]


def _text(entries: Entries | list[tuple[int, str]]) -> str:
    return "".join(f"{token} " for _, token in entries)


_MELD_FACTS: dict[tuple[tuple[int, ...], bool], tuple[int, int, int, bool, tuple[int, str]]] = {}
"""By a meld's tiles and concealed (a few hundred distinct melds at most): its red fives, its packed facts (a
chow's count only: its bit is or-ed), its chow bit, whether it is exposed, and its entry in an arrangement
string."""


def _meld_facts(meld: Meld) -> tuple[int, int, int, bool, tuple[int, str]]:
    tiles, concealed = meld.tiles, meld.concealed
    facts = _MELD_FACTS.get((tiles, concealed))
    if facts is None:
        first = tiles[0] & KIND_MASK
        chow = meld.kind is _MELD_CHOW
        facts = _MELD_FACTS[tiles, concealed] = (
            sum(1 for tile in tiles if tile & RED),
            _chow_facts(first) if chow else _set_facts(first, meld.kind is _MELD_KONG, concealed),
            1 << first if chow else 0,
            not concealed,
            group_entry(Group(_GROUP_OF[meld.kind], first, meld)),
        )
    return facts


def fill_parts(ctx: RiichiCtx, packed: int, holder: Group, winning: int) -> None:
    """What `fill_regular` writes (but the fields `UNFILLED`), for the arrangement whose parts' facts add up to
    `packed` (the melds' not yet added), with the winning tile `winning` in the concealed group `holder` (a pung
    of it completed by a discard counts as exposed)."""
    ctx.regular = True
    ctx.chiitoitsu = ctx.kokushi = ctx.kokushi13 = False
    won_kind = holder.kind
    packed += ctx.meld_facts
    if won_kind is _PUNG and not ctx.self_draw:
        packed += _CLAIMED_PUNG[_TH[holder.first]]
    n_chows = ctx.chows = packed >> _CHOWS_AT & 15
    sets = ctx.sets = packed >> _SETS_AT & 15
    if sets:
        ctx.kongs = packed >> _KONGS_AT & 15
        ctx.concealed_sets = packed >> _CONCEALED_AT & 15
        ctx.set_class_counts = packed >> _CLASSES_AT & _MASK32
        dragon_mask = ctx.dragon_mask = packed >> _DRAGONS_AT & 7
        dragon_sets = ctx.dragon_sets = _BITS[dragon_mask]
        wind_mask = packed >> _WINDS_AT & 15
        ctx.wind_sets = _BITS[wind_mask]
        seat_sets = ctx.seat_sets = wind_mask >> (ctx.seat - EAST) & 1
        round_sets = ctx.round_sets = wind_mask >> (ctx.round - EAST) & 1
        ctx.valued_sets = dragon_sets + seat_sets + round_sets
        if sets >= 3:
            pung_mask = packed >> _PUNG_BITS_AT & _MASK27
            ctx.doukou = pung_mask & (pung_mask >> 9) & (pung_mask >> 18) & 0x1FF != 0
        else:
            ctx.doukou = False
    else:
        ctx.kongs = ctx.concealed_sets = ctx.dragon_mask = ctx.dragon_sets = ctx.wind_sets = 0
        ctx.seat_sets = ctx.round_sets = ctx.valued_sets = 0
        ctx.set_class_counts = 0
        ctx.doukou = False
    if n_chows >= 3:
        chow_mask = packed & _MASK27 | ctx.meld_chows
        ctx.ittsu = (
            chow_mask & _ITTSU_M == _ITTSU_M or chow_mask & _ITTSU_P == _ITTSU_P or chow_mask & _ITTSU_S == _ITTSU_S
        )
        ctx.sanshoku = chow_mask & (chow_mask >> 9) & (chow_mask >> 18) & 0x1FF != 0
    else:
        ctx.ittsu = ctx.sanshoku = False
    pair = ctx.pair_kind = (packed >> PAIR_AT & 63) - 1
    seat, round_ = ctx.seat, ctx.round
    ctx.pair_dragons = pair >= WHITE
    ctx.pair_seat = pair == seat
    ctx.pair_round = pair == round_
    menzen = ctx.menzen
    ctx.outside = not packed >> _INNER_AT & 15
    ctx.peikou = packed >> _TWINS_AT & 15 if menzen else 0
    if won_kind is _CHOW:
        start = holder.first
        if winning == start + 1:
            ctx.kanchan = True
            ctx.penchan = ctx.tanki = ctx.plain = ctx.pinfu_shape = False
            return
        ctx.kanchan = ctx.tanki = False
        if (winning == start + 2 and start % 9 == 0) or (winning == start and start % 9 == 6):
            ctx.penchan = True
            ctx.plain = ctx.pinfu_shape = False
            return
        ctx.penchan = False
        plain = ctx.plain = n_chows == 4 and pair < WHITE and pair != seat and pair != round_
        ctx.pinfu_shape = plain and menzen
        return
    ctx.kanchan = ctx.penchan = ctx.plain = ctx.pinfu_shape = False
    ctx.tanki = won_kind is _PAIR
