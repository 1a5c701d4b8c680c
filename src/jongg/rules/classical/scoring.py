"""Hand scoring for `dmjl-classical` (`classical-dmjl.md`, "Scoring"; result shape `contract.md` §2).

`score(request, hand, options)` gets a parsed hand whose request passed the §3 checks (`classical.py`):

- A winner's hand (`+X`) is taken in its highest-scoring arrangement among the `decompositions` (highest
  total, then a limit hand before a counted total, then most points, then the arrangement string that sorts
  first). The group the winning tile completes is exposed when the tile was claimed (**Decision** of the
  rule set), so it scores as an exposed set and is written `[...]`.
- A loser's hand is scored with the "every player" tables: its concealed tiles are split into pungs (every
  kind held three or four times; four undeclared tiles are a pung and a single), pairs, chows and single
  tiles, and among the splits that score highest the one whose string sorts first is shown.

The tables themselves are data in `classical_tables`; this module only fills the context the predicates
read and adds the results up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Final

from jongg.analysis import Decomposition, Forms, Group, GroupKind, decompositions, waits
from jongg.contract import Item, ScoreRequest, ScoreResult
from jongg.hand import Hand, MeldKind
from jongg.rules.arrangement import BODY, FOUL_ORDER, arrangement_string, foul_token, group_order, group_token
from jongg.rules.base import Rule
from jongg.rules.classical.tables import (
    EVERY_PLAYER,
    LIMITS,
    TABLES,
    WINNER_COUNTED,
    Ctx,
)
from jongg.tiles import KIND_MASK, NINE_GATES, SEASON_BASE, TERMINALS_AND_HONOURS, WIND_TILE

if TYPE_CHECKING:
    from jongg.rules.classical import ClassicalOptions

__all__ = ["FORMS", "TABLES", "Ctx", "score"]

FORMS: Final = Forms.REGULAR | Forms.ORPHANS
"""The winning forms of the rule set: four sets and a pair, thirteen orphans."""

_CHOW, _PUNG, _KONG = GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG
_PAIR, _SINGLE = GroupKind.PAIR, GroupKind.SINGLE


# -- the context -------------------------------------------------------------------------------------------
_POW: Final = tuple(5 ** (k % 9) if k < 27 else 5 ** (k - 27) for k in range(34))
_IS_TERM_HON: Final = tuple(k in TERMINALS_AND_HONOURS for k in range(34))
_FLOWER_BASE: Final = 34
_NINE: Final = 5**8
_MELD_GROUP: Final = {MeldKind.CHOW: _CHOW, MeldKind.PUNG: _PUNG, MeldKind.KONG: _KONG}


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


def _new_ctx(request: ScoreRequest, hand: Hand) -> Ctx:
    """The hand-level fields every player's hand has: winds and bonus tiles."""
    ctx = Ctx(WIND_TILE[request.seat_wind], WIND_TILE[request.round_wind])
    if hand.bonus:
        own = ctx.seat - 27
        own_flower = own_season = False
        flowers = seasons = 0
        for tile in hand.bonus:
            kind = tile & KIND_MASK
            if kind < SEASON_BASE:
                flowers += 1
                own_flower = own_flower or kind == _FLOWER_BASE + own
            else:
                seasons += 1
                own_season = own_season or kind == SEASON_BASE + own
        ctx.flowers = flowers
        ctx.seasons = seasons
        ctx.own_bonus_pair = own_flower and own_season
    return ctx


def _winner_fields(ctx: Ctx, request: ScoreRequest, hand: Hand) -> None:
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
        if meld.kind is MeldKind.CHOW:
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


def _fill(ctx: Ctx, groups: Sequence[Group], win_index: int, claimed: bool) -> None:
    """The arrangement-level fields. `win_index`: the group holding the winning tile (-1: none); with
    `claimed`, that group was completed by a claimed tile and counts as exposed (**Decision**)."""
    sets = [0, 0, 0, 0, 0, 0, 0, 0]
    chows = kongs = concealed_sets = dragon_sets = wind_sets = seat_sets = round_sets = 0
    pair_dragons = pair_seat = pair_round = wind_pairs = win_pair = 0
    pair_kind = -1
    seat, round_ = ctx.seat, ctx.round
    exposed_index = win_index if claimed else -1
    for index, group in enumerate(groups):
        kind = group.kind
        if kind is _CHOW:
            chows += 1
        elif kind is _PUNG or kind is _KONG:
            first = group.first
            meld = group.meld
            concealed = meld.concealed if meld is not None else index != exposed_index
            if kind is _KONG:
                kongs += 1
                slot = 0
            else:
                slot = 4
            if not _IS_TERM_HON[first]:
                slot += 2
            if concealed:
                concealed_sets += 1
            else:
                slot += 1
            sets[slot] += 1
            if first >= 31:
                dragon_sets += 1
            elif first >= 27:
                wind_sets += 1
                if first == seat:
                    seat_sets += 1
                if first == round_:
                    round_sets += 1
        elif kind is _PAIR:
            first = pair_kind = group.first
            if first >= 31:
                pair_dragons += 1
            elif first >= 27:
                wind_pairs += 1
                if first == seat:
                    pair_seat += 1
                if first == round_:
                    pair_round += 1
            if index == win_index:
                win_pair = 2 if _IS_TERM_HON[first] else 1
    ctx.sets = sets
    ctx.chows = chows
    ctx.kongs = kongs
    ctx.concealed_sets = concealed_sets
    ctx.dragon_sets = dragon_sets
    ctx.wind_sets = wind_sets
    ctx.seat_sets = seat_sets
    ctx.round_sets = round_sets
    ctx.pair_dragons = pair_dragons
    ctx.pair_seat = pair_seat
    ctx.pair_round = pair_round
    ctx.wind_pairs = wind_pairs
    ctx.pair_kind = pair_kind
    ctx.win_pair = win_pair


# -- evaluating the tables ---------------------------------------------------------------------------------
Row = tuple[Callable[[Ctx], int], Rule[Ctx], bool, int]
"""A rule's predicate, the rule, whether its unit is points (else doubles), and its value."""


def _rows(tables: Iterable[Sequence[Rule[Ctx]]]) -> tuple[Row, ...]:
    return tuple(
        (rule.when, rule, rule.unit == "points", int(rule.value))
        for table in tables
        for rule in table
        if rule.when is not None
    )


_WINNER_ROWS: Final = _rows(WINNER_COUNTED)
_LOSER_ROWS: Final = _rows(EVERY_PLAYER)
_LIMIT_ROWS: Final = tuple((rule.when, rule) for rule in LIMITS if rule.when is not None)
_ITEMS: Final = {
    rule.id: Item(rule.id, rule.en, rule.de, rule.unit, rule.value) for _, table in TABLES for rule in table
}
Hits = list[tuple[Rule[Ctx], int]]


def _evaluate(ctx: Ctx, rows: tuple[Row, ...]) -> tuple[int, int, Hits]:
    """Points, doubles and the rules that scored (with how often), in table order."""
    points = doubles = 0
    hits: Hits = []
    for when, rule, is_points, value in rows:
        n = when(ctx)
        if n:
            n = int(n)
            hits.append((rule, n))
            if is_points:
                points += value * n
            else:
                doubles += value * n
    return points, doubles, hits


def _limits(ctx: Ctx) -> list[Rule[Ctx]]:
    return [rule for when, rule in _LIMIT_ROWS if when(ctx)]


def _items(hits: Iterable[tuple[Rule[Ctx], int]]) -> tuple[Item, ...]:
    out: list[Item] = []
    for rule, n in hits:
        item = _ITEMS[rule.id]
        out.extend((item,) * n)
    return tuple(out)


# -- winners ---------------------------------------------------------------------------------------------
def _own(hand: Hand, kind: int) -> int:
    """Copies of `kind` among the player's own tiles without the winning tile (concealed and melds)."""
    n = hand.counts[kind]
    if hand.winning is not None and hand.winning & KIND_MASK == kind:
        n -= 1
    for meld in hand.melds:
        for tile in meld.tiles:
            if tile & KIND_MASK == kind:
                n += 1
    return n


def _surely_several_waits(hand: Hand, decs: Sequence[Decomposition]) -> bool:
    """A cheap sufficient condition for "more than one tile kind completed the hand", so that `waits` is
    only asked when it is needed. Without the winning tile X the hand always waits on X, and also on

    - the other end of a two-sided chow that X completed (X, X+1, X+2 also waits on X+3; X-2, X-1, X on X-3),
    - the pair's kind when X completed a concealed pung (the pung's two tiles become the pair),

    unless the player holds all four copies of that other kind (`notation.md`: then it is no wait)."""
    assert hand.winning is not None
    winning = hand.winning & KIND_MASK
    for dec in decs:
        if dec.winning is None:
            continue
        group = dec.groups[dec.winning]
        if group.kind is _CHOW:
            number = winning % 9
            if winning == group.first and number <= 5:
                other = winning + 3
            elif winning == group.first + 2 and number >= 3:
                other = winning - 3
            else:
                continue
            if _own(hand, other) < 4:
                return True
        elif group.kind is _PUNG:
            for pair in dec.groups:
                if pair.kind is _PAIR and _own(hand, pair.first) < 4:
                    return True
    return False


def _claimed_index(dec: Decomposition, claimed: bool) -> int:
    return -1 if dec.winning is None or not claimed else dec.winning


def _score_winner(request: ScoreRequest, hand: Hand, options: ClassicalOptions) -> ScoreResult:
    ruleset = request.ruleset
    if request.irregular is not None:
        return ScoreResult(ruleset, reason="dead-hand", total=0)
    decs = decompositions(hand, FORMS)
    if not decs:
        return ScoreResult(ruleset, reason="not-complete", total=0)
    ctx = _new_ctx(request, hand)
    _winner_fields(ctx, request, hand)
    ctx.only_possible = not _surely_several_waits(hand, decs) and len(waits(hand, FORMS)) == 1
    claimed = not ctx.self_draw
    cap = options.limit
    # candidates: (total, limit hand, points) -> [(decomposition, doubles, hits, limit hands)]
    best_key = (-1, False, -1)
    best: list[tuple[Decomposition, int, Hits, list[Rule[Ctx]]]] = []
    for dec in decs:
        win_index = -1 if dec.winning is None else dec.winning
        ctx.orphans = dec.form is Forms.ORPHANS
        _fill(ctx, dec.groups, win_index, claimed)
        points, doubles, hits = _evaluate(ctx, _WINNER_ROWS)
        limits = _limits(ctx)
        total = cap if limits else min(points << doubles, cap)
        key = (total, bool(limits), points)
        if key > best_key:
            best_key = key
            best = [(dec, doubles, hits, limits)]
        elif key == best_key:
            best.append((dec, doubles, hits, limits))
    total, _, points = best_key
    if len(best) == 1:
        dec = best[0][0]
        arrangement, index = arrangement_string(dec.groups, _claimed_index(dec, claimed)), 0
    else:
        arrangement, index = min(
            (arrangement_string(dec.groups, _claimed_index(dec, claimed)), i)
            for i, (dec, *_) in enumerate(best)
        )
    _, doubles, hits, limits = best[index]
    if limits:
        items = _items((rule, 1) for rule in limits)
        points_out: int | None = None
        doubles_out: int | None = None
        limit_hand: str | None = limits[0].id
    else:
        items = _items(hits)
        points_out, doubles_out, limit_hand = points, doubles, None
    if total < options.min_points:
        return ScoreResult(ruleset, reason="below-minimum", points=points_out, doubles=doubles_out, total=0,
                           items=items, arrangement=arrangement)
    reached = bool(limits) or points << doubles >= cap
    return ScoreResult(ruleset, won=True, points=points_out, doubles=doubles_out,
                       limit="limit" if reached else None, limit_hand=limit_hand, total=total, items=items,
                       arrangement=arrangement)


# -- losers ----------------------------------------------------------------------------------------------
Keyed = list[tuple[int, str]]
"""Tokens with their sort keys, as `arrangement_string` orders them."""


def _split_suit(rem: list[int], base: int, fixed: dict[int, Keyed]) -> list[Group]:
    """Split one suit's remaining concealed tiles (pungs already taken) into chows, pairs and singles,
    choosing the split whose tokens, with the suit's fixed groups, make the string that sorts first."""
    memo: dict[tuple[int, int, int], tuple[str, list[Group]]] = {}

    def go(i: int, here: int, after: int) -> tuple[str, list[Group]]:
        if i == 9:
            return "", []
        found = memo.get((i, here, after))
        if found is not None:
            return found
        kind = base + i
        next2 = rem[i + 2] if i + 2 < 9 else 0
        best: tuple[str, list[Group]] | None = None
        for chows in range(min(here, after, next2) + 1 if i <= 6 else 1):
            left = here - chows
            for pairs in range(left // 2 + 1):
                singles = left - 2 * pairs
                mine = [Group(_SINGLE, kind)] * singles + [Group(_PAIR, kind)] * pairs
                mine += [Group(_CHOW, kind)] * chows
                keyed = fixed.get(kind, []) + [(kind * 16 + 2 * group_order(g.kind), BODY[group_order(g.kind)][kind])
                                               for g in mine]
                keyed.sort()
                rest_text, rest = go(i + 1, after - chows, next2 - chows)
                text = " ".join([token for _, token in keyed] + ([rest_text] if rest_text else []))
                if best is None or text < best[0]:
                    best = (text, mine + rest)
        assert best is not None
        memo[(i, here, after)] = best
        return best

    return go(0, rem[0], rem[1])[1]


def _loser_groups(hand: Hand) -> list[Group]:
    """A loser's best arrangement (his foul melds apart): his melds, a pung of every kind he holds three or
    four times (four undeclared tiles are a pung and a single, **Decision**), honour pairs and singles, and
    the suit tiles left split so that the arrangement string sorts first (chows, pairs and singles of suit
    tiles score nothing, so every such split scores the same)."""
    groups = [Group(_MELD_GROUP[m.kind], m.first, m) for m in hand.melds if m.kind is not MeldKind.FOUL]
    rem = list(hand.counts)
    for kind in range(34):
        if rem[kind] >= 3:
            groups.append(Group(_PUNG, kind))
            rem[kind] -= 3
    for kind in range(27, 34):
        if rem[kind] == 2:
            groups.append(Group(_PAIR, kind))
        elif rem[kind] == 1:
            groups.append(Group(_SINGLE, kind))
    for base in (0, 9, 18):
        part = rem[base : base + 9]
        if any(part):
            fixed: dict[int, Keyed] = {}
            for g in groups:
                if base <= g.first < base + 9:
                    key = g.first * 16 + 2 * group_order(g.kind) + (g.meld is not None)
                    fixed.setdefault(g.first, []).append((key, group_token(g, False)))
            for m in hand.melds:
                if m.kind is MeldKind.FOUL and base <= m.first < base + 9:
                    fixed.setdefault(m.first, []).append((m.first * 16 + 2 * FOUL_ORDER + 1, foul_token(m)))
            groups += _split_suit(part, base, fixed)
    return groups


def _score_loser(request: ScoreRequest, hand: Hand, options: ClassicalOptions) -> ScoreResult:
    ctx = _new_ctx(request, hand)
    groups = _loser_groups(hand)
    _fill(ctx, groups, -1, False)
    points, doubles, hits = _evaluate(ctx, _LOSER_ROWS)
    raw = points << doubles
    cap = options.limit
    if request.irregular == "long":  # a long hand counts 0 (penalties.md)
        total, reached = 0, False
    else:
        total, reached = min(raw, cap), raw >= cap
    foul = [m for m in hand.melds if m.kind is MeldKind.FOUL]
    return ScoreResult(request.ruleset, won=False, points=points, doubles=doubles,
                       limit="limit" if reached else None, total=total, items=_items(hits),
                       arrangement=arrangement_string(groups, foul=foul))


# -- entry point -------------------------------------------------------------------------------------------
def score(request: ScoreRequest, hand: Hand, options: ClassicalOptions) -> ScoreResult:
    """Score one `dmjl-classical` hand (the request already checked by the rule set)."""
    if hand.winning is None:
        return _score_loser(request, hand, options)
    return _score_winner(request, hand, options)
