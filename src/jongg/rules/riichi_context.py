"""Filling the `Ctx` of `riichi-hana` from a checked request, its parsed hand and one arrangement.

`hand_ctx` sets the hand-level fields once per request (winds, win flags, riichi, the tiles, dora and flower
counts); `fill_regular`, `fill_pairs` and `fill_kokushi` set the arrangement-level fields for one
decomposition. Both only count; the rows of `riichi_yaku` and `riichi_scoring` decide what scores.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from jongg.analysis import Decomposition, Group, GroupKind
from jongg.rules.riichi_yaku import Ctx
from jongg.tiles import FLOWER_BASE, GREENS, KIND_MASK, NINE_GATES, NUM_KINDS, RED, SEASON_BASE, WIND_TILE

if TYPE_CHECKING:
    from jongg.contract import ScoreRequest
    from jongg.hand import Hand
    from jongg.rules.riichi import RiichiOptions

__all__ = ["PUNG_FU", "RiichiCtx", "dora_of", "fill_kokushi", "fill_pairs", "fill_regular", "hand_ctx"]

_CHOW, _PUNG, _KONG, _PAIR = GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG, GroupKind.PAIR
_TH: Final = tuple(k >= 27 or k % 9 in (0, 8) for k in range(NUM_KINDS))
"""Terminal or honour, by kind."""
_GREEN: Final = frozenset(GREENS)
_TH_SET: Final = frozenset(k for k in range(NUM_KINDS) if _TH[k])
_MAN: Final = frozenset(range(9))
_PIN: Final = frozenset(range(9, 18))
_SOU: Final = frozenset(range(18, 27))
_HONOURS: Final = frozenset(range(27, NUM_KINDS))
_NINE_GATES: Final = list(NINE_GATES)
PUNG_FU: Final = (2, 4, 4, 8, 8, 16, 16, 32)
"""Fu of a pung or kan by `_pung_class`: simples open/closed, terminals-honours open/closed, then kans."""


def dora_of(indicator: int) -> int:
    """The kind an indicator makes dora: the next number (9 → 1), the next wind (N → E), the next dragon
    (red → white); a flower indicator makes its own group dora (returned as the indicator's kind)."""
    kind = indicator & KIND_MASK
    if kind >= NUM_KINDS:
        return kind
    if kind < 27:
        return kind - 8 if kind % 9 == 8 else kind + 1
    if kind < 31:
        return 27 if kind == 30 else kind + 1
    return 31 if kind == 33 else kind + 1


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
    """Any of the han above (the gate of their table)."""
    # -- arrangement level: fu
    pungs: list[int]
    """Pungs and kans by class (see `PUNG_FU`)."""
    pair_dragon: int = 0
    pair_seat: int = 0
    pair_round: int = 0
    kanchan: bool = False
    penchan: bool = False
    plain: bool = False
    """Four chows, a pair that gives no fu, a two-sided wait: no fu but the base (open or closed)."""
    pinfu_shape: bool = False
    """`plain` and closed."""

    def __init__(self) -> None:
        self.pungs = _NO_PUNGS


def hand_ctx(request: ScoreRequest, hand: Hand, options: RiichiOptions) -> RiichiCtx:
    """The hand-level fields of a checked winner's hand."""
    win = request.win
    assert win is not None and hand.winning is not None
    info = request.riichi
    ctx = RiichiCtx()
    seat = ctx.seat = WIND_TILE[request.seat_wind]
    ctx.round = WIND_TILE[request.round_wind]
    melds = hand.melds
    self_draw = ctx.self_draw = win.self_draw
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
            elif seat == 27:
                ctx.tenhou = True
            else:
                ctx.chiihou = True
        ctx.renhou_han = 5 if options.renhou == "5-han" else 0
        ctx.renhou_yakuman = options.renhou == "yakuman"
    counts = hand.counts
    red = _BITS[hand.red]
    if melds:
        counts = counts[:]
        for meld in melds:
            if not meld.concealed:
                ctx.menzen = False
            for tile in meld.tiles:
                counts[tile & KIND_MASK] += 1
                if tile & RED:
                    red += 1
    _tiles(ctx, hand, counts)
    _dora(ctx, request, hand, counts, red)
    if hand.bonus:
        _flowers(ctx, hand, options)
    ctx.extra = (ctx.red or ctx.dora or ctx.kan_dora or ctx.ura or ctx.flower_dora or ctx.flower_ura or ctx.nukidora
                 or ctx.seat_flower or ctx.seat_season)
    return ctx


_BITS: Final = tuple(bin(n).count("1") for n in range(8))


def _tiles(ctx: RiichiCtx, hand: Hand, counts: list[int]) -> None:
    kinds = {k for k, n in enumerate(counts) if n}
    suits = (not kinds.isdisjoint(_MAN)) + (not kinds.isdisjoint(_PIN)) + (not kinds.isdisjoint(_SOU))
    ctx.suits = suits
    honours = ctx.honours = not kinds.isdisjoint(_HONOURS)
    ctx.tanyao = kinds.isdisjoint(_TH_SET)
    th = ctx.terminals_honours = kinds <= _TH_SET
    if th:
        ctx.all_honours = suits == 0
        ctx.all_terminals = not honours
    ctx.all_green = kinds <= _GREEN
    if suits == 1 and not honours and not hand.melds:
        assert hand.winning is not None
        winning = hand.winning & KIND_MASK
        base = winning - winning % 9
        mine = counts[base : base + 9]
        if all(n >= g for n, g in zip(mine, NINE_GATES, strict=True)):
            ctx.chuuren = True
            mine[winning - base] -= 1
            ctx.junsei = mine == _NINE_GATES


def _dora(ctx: RiichiCtx, request: ScoreRequest, hand: Hand, counts: list[int], red: int) -> None:
    info = request.riichi
    ctx.red = red
    if info is None:
        return
    groups = [0, 0]  # bonus tiles in front of the winner: flowers, seasons
    for tile in hand.bonus:
        groups[(tile & KIND_MASK) >= SEASON_BASE] += 1
    if hand.winning is not None and (hand.winning & KIND_MASK) >= NUM_KINDS:
        groups[(hand.winning & KIND_MASK) >= SEASON_BASE] += 1
    for index, indicator in enumerate(info.dora_indicators):
        kind = dora_of(indicator)
        if kind >= NUM_KINDS:
            ctx.flower_dora += groups[kind >= SEASON_BASE]
        elif index == 0:
            ctx.dora += counts[kind]
        else:
            ctx.kan_dora += counts[kind]
    if info.riichi:
        for indicator in info.ura_indicators:
            kind = dora_of(indicator)
            if kind >= NUM_KINDS:
                ctx.flower_ura += groups[kind >= SEASON_BASE]
            else:
                ctx.ura += counts[kind]


def _flowers(ctx: RiichiCtx, hand: Hand, options: RiichiOptions) -> None:
    bonus = hand.bonus
    ctx.flowers = len(bonus)
    if not bonus:
        return
    if options.variation == 2:
        ctx.nukidora = len(bonus)
    elif options.variation == 1:
        ctx.flower_fu = options.flower_fu
        own = ctx.seat - 27
        kinds = {tile & KIND_MASK for tile in bonus}
        ctx.seat_flower = FLOWER_BASE + own in kinds
        ctx.seat_season = SEASON_BASE + own in kinds
        ctx.flower_groups = all(FLOWER_BASE + i in kinds for i in range(4)) + all(
            SEASON_BASE + i in kinds for i in range(4))


def fill_regular(ctx: RiichiCtx, dec: Decomposition, claimed: int, winning: int) -> None:
    """The arrangement-level fields of four sets and a pair; `claimed` is the index of the group a claimed
    winning tile completed (-1: self-drawn), which counts as an open set."""
    ctx.regular = True
    ctx.chiitoitsu = ctx.kokushi = ctx.kokushi13 = False
    chows: list[int] = []
    sets = kans = ankou = dragon_mask = dragon_sets = wind_sets = seat_sets = round_sets = 0
    pungs = _NO_PUNGS
    pung_numbers: list[int] = []
    outside = True
    pair = -1
    seat, round_ = ctx.seat, ctx.round
    groups = dec.groups
    for index, group in enumerate(groups):
        kind = group.kind
        first = group.first
        if kind is _CHOW:
            chows.append(first)
            if outside and first % 9 not in (0, 6):
                outside = False
        elif kind is _PAIR:
            pair = first
            if outside and not _TH[first]:
                outside = False
        else:
            if not sets:
                pungs = [0] * 8
            sets += 1
            meld = group.meld
            concealed = meld.concealed if meld is not None else index != claimed
            th = _TH[first]
            if kind is _KONG:
                kans += 1
                pungs[4 + 2 * th + concealed] += 1
            else:
                pungs[2 * th + concealed] += 1
            ankou += concealed
            if first >= 31:
                dragon_mask |= 1 << (first - 31)
                dragon_sets += 1
            elif first >= 27:
                wind_sets += 1
                seat_sets += first == seat
                round_sets += first == round_
            else:
                pung_numbers.append(first)
                if outside and not th:
                    outside = False
    n_chows = len(chows)
    ctx.chows = n_chows
    ctx.sets = sets
    ctx.kans = kans
    ctx.ankou = ankou
    ctx.pungs = pungs
    ctx.outside = outside
    ctx.dragon_mask = dragon_mask
    ctx.dragon_sets = dragon_sets
    ctx.wind_sets = wind_sets
    ctx.seat_sets = seat_sets
    ctx.round_sets = round_sets
    ctx.valued_sets = dragon_sets + seat_sets + round_sets
    ctx.pair = pair
    ctx.pair_dragon = pair >= 31
    ctx.pair_seat = pair == seat
    ctx.pair_round = pair == round_
    peikou = 0
    ittsu = sanshoku = False
    if n_chows >= 2:
        if ctx.menzen:
            previous = -1
            for first in chows:  # sorted: identical chows are neighbours
                if first == previous:
                    peikou += 1
                    previous = -1
                else:
                    previous = first
        if n_chows >= 3:
            present = set(chows)
            ittsu = any(b in present and b + 3 in present and b + 6 in present for b in (0, 9, 18))
            sanshoku = any(n in present and n + 9 in present and n + 18 in present for n in range(7))
    ctx.peikou = peikou
    ctx.ittsu = ittsu
    ctx.sanshoku = sanshoku
    ctx.doukou = len(pung_numbers) >= 3 and any(
        n in pung_numbers and n + 9 in pung_numbers and n + 18 in pung_numbers for n in range(9))
    won: Group | None = groups[dec.winning] if dec.winning is not None else None
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
    plain = ctx.plain = two_sided and n_chows == 4 and pair < 31 and pair != seat and pair != round_
    ctx.pinfu_shape = plain and ctx.menzen


_NO_PUNGS: Final = [0] * 8
"""Shared (never written) `pungs` of an arrangement without pungs."""


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
    ctx.chows = ctx.sets = ctx.kans = ctx.ankou = ctx.peikou = 0
    ctx.outside = ctx.ittsu = ctx.sanshoku = ctx.doukou = False
    ctx.dragon_mask = ctx.dragon_sets = ctx.wind_sets = ctx.seat_sets = ctx.round_sets = ctx.valued_sets = 0
    ctx.pair = -1
    ctx.pair_dragon = ctx.pair_seat = ctx.pair_round = 0
    ctx.pungs = _NO_PUNGS
    ctx.kanchan = ctx.penchan = ctx.plain = ctx.pinfu_shape = ctx.tanki = False

