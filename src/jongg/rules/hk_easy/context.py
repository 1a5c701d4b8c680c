"""What the `dmjl-hk-easy` rule predicates read: `Ctx`, and how it is filled from a checked winner's request,
its parsed hand and one arrangement.

`hand_ctx` sets the hand-level fields once per request (winds, how the hand was won, bonus tiles, what the
tiles are); `fill` the arrangement-level fields for one decomposition (the form, and the shared classifier
`jongg.rules.groups`). They only count; the rows of `tables` decide what scores.
"""

from __future__ import annotations

from typing import Final

from jongg.analysis import Decomposition, Forms
from jongg.contract import ScoreRequest
from jongg.hand import Hand
from jongg.rules.groups import Arrangement, classify
from jongg.tiles import (
    EAST,
    FLOWER_BASE,
    HONOURS,
    KIND_MASK,
    NINE_GATES,
    NUM_SUITED,
    SEASON_BASE,
    SUIT_KINDS,
    WIND_TILE,
    is_terminal,
)

__all__ = ["MAN_BIT", "PIN_BIT", "SOU_BIT", "Ctx", "fill", "hand_ctx"]

MAN_BIT: Final = 1
PIN_BIT: Final = 2
SOU_BIT: Final = 4
"""`Ctx.suit_mask` bits: characters, dots, bamboo."""


class Ctx(Arrangement):
    """What the rule predicates read: a winner's hand in one arrangement (tile kinds are ints 0-33).

    The class attributes are the defaults; `hand_ctx` and `fill` set what differs. The arrangement-level
    counts of sets and pairs are `Arrangement`'s (`pair_kind` only for four sets and a pair).
    """

    # -- hand level: how the hand was won (the winds are `Arrangement`'s)
    self_draw: bool = False
    """The winner drew the winning tile (a kong or bonus replacement included)."""
    replacement: bool = False
    """The winning tile directly replaced a kong."""
    robbing_kong: bool = False
    last_tile: bool = False
    """With `self_draw`: the last tile of the hand; else the discard after it."""
    first_turn: bool = False
    """Blessing of Heaven (East) or of Earth (another seat); the request checks guarantee the rest."""
    # -- hand level: bonus tiles
    flowers: int = 0
    seasons: int = 0
    own_flower: bool = False
    own_season: bool = False
    # -- hand level: the tiles (concealed and melds)
    suit_mask: int = 0
    """Suits present: `MAN_BIT` | `PIN_BIT` | `SOU_BIT`."""
    suits: int = 0
    """How many suits are present."""
    honour_mask: int = 0
    """Honour kinds present: bit k - 27."""
    all_terminals: bool = False
    """Only 1s and 9s (no honours)."""
    nine_gates: bool = False
    """No melds, and the concealed tiles before the winning tile are 1112345678999 of its suit."""
    # -- arrangement level
    regular: bool = False
    """Four sets and a pair."""
    seven_pairs: bool = False
    orphans: bool = False

    @property
    def honours(self) -> bool:
        return self.honour_mask != 0

    @property
    def all_honours(self) -> bool:
        return self.suit_mask == 0


def hand_ctx(request: ScoreRequest, hand: Hand) -> Ctx:
    """The hand-level fields of a winner's hand."""
    win = request.win
    assert win is not None and hand.winning is not None
    ctx = Ctx()
    seat = ctx.seat = WIND_TILE[request.seat_wind]
    ctx.round = WIND_TILE[request.round_wind]
    ctx.self_draw = win.self_draw
    ctx.replacement = win.replacement
    ctx.robbing_kong = win.robbing_kong
    ctx.last_tile = win.last_tile
    ctx.first_turn = win.first_turn
    own = seat - EAST
    for tile in hand.bonus:
        kind = tile & KIND_MASK
        if kind < SEASON_BASE:
            ctx.flowers += 1
            ctx.own_flower = ctx.own_flower or kind - FLOWER_BASE == own
        else:
            ctx.seasons += 1
            ctx.own_season = ctx.own_season or kind - SEASON_BASE == own
    counts = list(hand.counts)
    for meld in hand.melds:
        for tile in meld.tiles:
            counts[tile & KIND_MASK] += 1
    suit_mask = 0
    for suit, kinds in enumerate(SUIT_KINDS):
        if any(counts[kinds.start : kinds.stop]):
            suit_mask |= 1 << suit
    ctx.suit_mask = suit_mask
    ctx.suits = bin(suit_mask).count("1")
    ctx.honour_mask = sum(1 << (kind - EAST) for kind in HONOURS if counts[kind])
    ctx.all_terminals = ctx.honour_mask == 0 and all(is_terminal(k) for k in range(NUM_SUITED) if counts[k])
    winning = hand.winning & KIND_MASK
    if not hand.melds and ctx.suits == 1 and ctx.honour_mask == 0:
        base = winning - winning % 9
        before = counts[base : base + 9]
        before[winning - base] -= 1
        ctx.nine_gates = before == list(NINE_GATES)
    return ctx


def fill(ctx: Ctx, dec: Decomposition, claimed: int) -> None:
    """The arrangement-level fields; `claimed` is the index of the group a claimed winning tile completed
    (-1: self-drawn), which counts as exposed."""
    form = dec.form
    regular = ctx.regular = form is Forms.REGULAR
    ctx.seven_pairs = form is Forms.SEVEN_PAIRS or form is Forms.SEVEN_PAIRS_DOUBLED
    ctx.orphans = form is Forms.ORPHANS
    classify(ctx, dec.groups, claimed)
    if not regular:
        ctx.pair_kind = -1
