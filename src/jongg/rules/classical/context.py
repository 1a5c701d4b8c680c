"""What the `dmjl-classical` rule predicates read: `Ctx`, and how it is filled from a checked request, its
parsed hand and one arrangement.

`new_ctx` sets the hand-level fields every player's hand has (winds, bonus tiles), `winner_fields` those of
a winner (how he won, what his tiles are), `fill` the arrangement-level fields (the shared classifier,
`jongg.rules.groups`). They only count; the rows of `tables` decide what scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from jongg.analysis import Group
from jongg.contract import ScoreRequest
from jongg.hand import Hand, MeldKind
from jongg.rules.groups import Arrangement, classify
from jongg.tiles import EAST, FLOWER_BASE, KIND_MASK, NINE_GATES, NUM_KINDS, NUM_SUITED, SEASON_BASE, WIND_TILE

__all__ = ["Ctx", "fill", "new_ctx", "winner_fields"]


class Ctx(Arrangement):
    """What the rule predicates read: one player's hand in one arrangement.

    The class attributes are the defaults (a loser's hand-level values); a hand sets what differs. Tile kinds
    are ints 0-33 (`jongg.tiles`). The arrangement-level fields (sets, pairs, winds) are `Arrangement`'s; a
    set completed by a claimed tile is exposed.
    """

    # -- hand level: who, how the hand was won
    winner: bool = False
    """A winner's hand (with `+X`) that is complete."""
    winning: int = -1
    """Kind of the winning tile; -1 for a loser."""
    self_draw: bool = False
    replacement: bool = False
    kong_on_kong: bool = False
    robbing_kong: bool = False
    last_tile: bool = False
    first_turn: bool = False
    original_call: bool = False
    east_wins: int = 0
    """`context.east_consecutive_wins`."""
    only_possible: bool = False
    """Exactly one tile kind completed the hand (the waits of the hand without its winning tile)."""
    # -- hand level: bonus tiles
    flowers: int = 0
    seasons: int = 0
    own_bonus_pair: bool = False
    """Both the player's own flower and his own season are in front of him."""
    # -- hand level: what the tiles (concealed and melds) are; set for winners only
    suits: int = 0
    """How many of the suits m, p, s occur."""
    honours: bool = False
    """At least one honour occurs."""
    all_terminals: bool = False
    all_term_hon: bool = False
    all_honours: bool = False
    all_green: bool = False
    exposed_melds: int = 0
    """Exposed melds `[...]` (declared concealed kongs are not exposed)."""
    nine_gates: bool = False
    """No melds, and the concealed tiles before the winning tile are 1112345678999 of its suit."""
    snake_pair: int = -1
    """Kind of the pair X that makes the tiles 1112345678999 + X (X a 2, 5 or 8 of that suit), or -1."""
    # -- arrangement level (besides `Arrangement`'s)
    orphans: bool = False
    """The arrangement is thirteen orphans."""

    def __init__(self, seat: int = EAST, round_: int = EAST) -> None:
        self.seat = seat
        self.round = round_


_POW: Final = tuple(5 ** (k % 9) if k < NUM_SUITED else 5 ** (k - NUM_SUITED) for k in range(NUM_KINDS))
_NINE: Final = 5**8
_MELD_CHOW: Final = MeldKind.CHOW  # a member read through its enum class costs some 70 ns


def _only_terminals(key: int) -> bool:
    """A suit key (base 5, digit i = count of number i + 1) without simples: only 1s and 9s."""
    return key == key % 5 + key // _NINE * _NINE


def _only_greens(sou: int, honours: int) -> bool:
    """Bamboo only 2, 3, 4, 6, 8 and honours only the green dragon (digits of the base-5 keys)."""
    return (
        sou % 5 == 0
        and sou // 625 % 5 == 0
        and sou // 15625 % 5 == 0
        and sou // _NINE == 0
        and honours % 3125 == 0
        and honours // 3125 < 5
    )


def new_ctx(request: ScoreRequest, hand: Hand) -> Ctx:
    """The hand-level fields every player's hand has: winds and bonus tiles."""
    ctx = Ctx(WIND_TILE[request.seat_wind], WIND_TILE[request.round_wind])
    if hand.bonus:
        own = ctx.seat - EAST
        own_flower = own_season = False
        flowers = seasons = 0
        for tile in hand.bonus:
            kind = tile & KIND_MASK
            if kind < SEASON_BASE:
                flowers += 1
                own_flower = own_flower or kind == FLOWER_BASE + own
            else:
                seasons += 1
                own_season = own_season or kind == SEASON_BASE + own
        ctx.flowers = flowers
        ctx.seasons = seasons
        ctx.own_bonus_pair = own_flower and own_season
    return ctx


def winner_fields(ctx: Ctx, request: ScoreRequest, hand: Hand) -> None:
    """The hand-level fields of a winner: how he won, and what his tiles (concealed and melds) are."""
    win = request.win
    assert win is not None and hand.winning is not None
    ctx.winner = True
    winning = ctx.winning = hand.winning & KIND_MASK
    ctx.self_draw = win.by == "self-draw"
    if win.replacement:
        ctx.replacement = True
    if win.kong_on_kong:
        ctx.kong_on_kong = True
    if win.robbing_kong:
        ctx.robbing_kong = True
    if win.last_tile:
        ctx.last_tile = True
    if win.first_turn:
        ctx.first_turn = True
    if win.original_call:
        ctx.original_call = True
    if request.east_consecutive_wins:
        ctx.east_wins = request.east_consecutive_wins
    keys = list(hand.keys)
    exposed = 0
    for meld in hand.melds:
        first = meld.first
        if meld.kind is _MELD_CHOW:
            keys[first // 9] += _POW[first] * 31  # 1 + 5 + 25: one each of first, first+1, first+2
        else:
            keys[first // 9] += _POW[first] * len(meld.tiles)
        if not meld.concealed:
            exposed += 1
    ctx.exposed_melds = exposed
    man, pin, sou, hon = keys
    suits = ctx.suits = (man != 0) + (pin != 0) + (sou != 0)
    honours = ctx.honours = hon != 0
    term_hon = ctx.all_term_hon = _only_terminals(man) and _only_terminals(pin) and _only_terminals(sou)
    ctx.all_terminals = term_hon and not honours
    ctx.all_honours = suits == 0
    ctx.all_green = man == 0 and pin == 0 and _only_greens(sou, hon)
    if suits == 1 and not honours:
        counts = hand.counts
        base = winning - winning % 9
        if not hand.melds:
            before = counts[base : base + 9]
            before[winning - base] -= 1
            ctx.nine_gates = before == list(NINE_GATES)
        seg = [keys[base // 9] // 5**i % 5 for i in range(9)]
        if seg[0] == 3 and seg[8] == 3 and sorted(seg[1:8]) == [1, 1, 1, 1, 1, 1, 2]:
            extra = seg.index(2, 1)
            if extra in (1, 4, 7):  # the pair tile is a 2, 5 or 8
                ctx.snake_pair = base + extra


def fill(ctx: Ctx, groups: Sequence[Group], win_index: int, claimed: bool) -> None:
    """The arrangement-level fields. `win_index`: the group holding the winning tile (-1: none); with
    `claimed`, that group was completed by a claimed tile and counts as exposed (**Decision**)."""
    classify(ctx, groups, win_index if claimed else -1, win_index)
