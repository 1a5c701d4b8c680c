"""Hand scoring for `riichi-hana` (`riichi-hana.md`; result shape `contract.md` §2).

The yaku and yakuman, the fu lines, the han that are no yaku (flowers, dora) and the limits are data in
`tables`, the context their rows read is filled by `context`; this module evaluates the tables
(`jongg.rules.evaluate`) and chooses the reading. `score(request, hand, options)` gets a parsed hand whose
request passed the checks of `jongg.rules.riichi`:

- A loser's hand gives `won` false, `total` 0, no items (as HKE: only the winner is scored), unless it is an
  old-suukantsu win (four kans and one tile, with `win`).
- `irregular` dead: `dead-hand`. A bonus winning tile: Daifaahou, a single yakuman whatever the hand holds
  (`arrangement` null, **Decision**: the hand is not taken apart).
- Otherwise every decomposition in the Riichi forms is scored, a pinfu-shaped one in its pinfu reading and,
  when flower fu apply (variation 1), also in its flower reading (no pinfu; flower fu and tsumo fu). The
  result is the highest payment, then a yakuman before a counted hand (**Decision**, as Tenhou), then most
  han, then most fu (the convention of the online rule sets and of the `mahjong` library: `1112222333344m
  +4m` on a discard with riichi and ippatsu is sanankou at 50 fu, not pinfu iipeikou at 30 fu, the same
  baiman), then the pinfu reading, then the arrangement string that sorts first (`contract.md` §2).
- A yakuman lists only its yakuman (unit `limit`: `yakuman`, `2x yakuman`); `han` and `fu` are null. A
  counted hand lists its yaku, the han that are no yaku (seat flowers, nukidora, dora of each kind: one item
  each with `han` = the count) and every fu line; `han` includes them all and `fu` is rounded up to 10
  (chiitoitsu 25). A kazoe yakuman keeps its `han` and `fu`, `limit` yakuman and `limit_hand` null.
- No yaku: reason `no-yaku`, items, han, fu and arrangement as found, total 0.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import product
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Final

from jongg.analysis import Group, GroupKind
from jongg.contract import Item, Payment, ScoreRequest, ScoreResult, slot_constructor
from jongg.hand import Hand
from jongg.rules.arrangement import BODY, arrangement_string
from jongg.rules.base import Rule
from jongg.rules.evaluate import Counted, Plan, compile_plan, compiled_hits, compiled_matching, compiled_tally
from jongg.rules.riichi import settle as pay
from jongg.rules.riichi.context import (
    PAIRS_AT,
    PARTS,
    Holder,
    Part,
    RiichiCtx,
    claimed_text,
    fill_kokushi,
    fill_pairs,
    fill_parts,
    hand_ctx,
    suit_parts,
)
from jongg.rules.riichi.tables import (
    FORMS,
    FU_SECTIONS,
    HAN_SECTIONS,
    TABLES,
    YAKU_SECTIONS,
    YAKUMAN,
    YAKUMAN_SECTIONS,
    Yaku,
    Yakuman,
    yakuman_limit,
)
from jongg.tiles import KIND_MASK, NUM_KINDS, TERMINALS_AND_HONOURS

if TYPE_CHECKING:
    from jongg.rules.riichi.options import RiichiOptions

__all__ = ["FORMS", "TABLES", "score"]

_FLOWER_FU: Final = "fu-flower"
_DAISANGEN, _DAISUUSHII, _SUUKANTSU, _DAIFAAHOU = "daisangen", "daisuushii", "suukantsu", "daifaahou"
_YAKUMAN_BY_ID: Final = {y.id: y for y in YAKUMAN}
_new_result: Final = slot_constructor(ScoreResult)
_ITEM_CACHE: dict[tuple[str, str, int | str], Item] = {}


def _item(rule_id: str, en: str, de: str, unit: str, value: int | str) -> Item:
    """The item of a row with this value (items are immutable, so each is made once)."""
    key = (rule_id, unit, value)
    item = _ITEM_CACHE.get(key)
    if item is None:
        item = _ITEM_CACHE[key] = Item(rule_id, en, de, unit, value)
    return item


# The tables as evaluation plans (`jongg.rules.evaluate`): (gate, rows) per section, each row (when, what it
# scores); what it scores is unpacked only when the row scores.
HanWhat = tuple[Rule[RiichiCtx], tuple[Item, ...]]
"""(rule, its items by count for the usual counts)."""
CLOSED, OPEN = 0, 1
"""The alternatives of a yaku row (`jongg.rules.evaluate.tally`): its han closed, its han open (0: none)."""
FLOWER_FU_4, FLOWER_FU_2 = 0, 1
"""The alternatives of a fu row: the flower fu at option flower_fu 4 (the table's value) or 2."""


def _han_item(y: Yaku, han: int) -> Item:
    return _item(y.id, y.en, y.de, "han", han)


def _yaku_what(y: Yaku) -> Counted:
    return (y.closed, _han_item(y, y.closed)), (y.open, _han_item(y, y.open or y.closed))


def _fu_what(r: Rule[RiichiCtx]) -> Counted:
    value = int(r.value)
    at_4 = (value, _item(r.id, r.en, r.de, r.unit, value))
    if r.id != _FLOWER_FU:
        return at_4, at_4
    return at_4, (2, _item(r.id, r.en, r.de, r.unit, 2))


def _han_what(r: Rule[RiichiCtx]) -> HanWhat:
    return r, tuple(_item(r.id, r.en, r.de, "han", n) for n in range(16))


def _yakuman_what(y: Yakuman) -> Yakuman:
    return y


_YAKU_PLAN: Plan[Counted] = compile_plan(YAKU_SECTIONS, _yaku_what)
_YAKUMAN_PLAN: Plan[Yakuman] = compile_plan(YAKUMAN_SECTIONS, _yakuman_what)
_FU_PLAN: Plan[Counted] = compile_plan(FU_SECTIONS, _fu_what)
_HAN_PLAN: Plan[HanWhat] = compile_plan(HAN_SECTIONS, _han_what)
Tally = Callable[[RiichiCtx], tuple[int, list[Item]]]


def evaluators() -> tuple[tuple[Tally, Tally], tuple[Tally, Tally], Callable[..., list[Yakuman]], Callable[..., Any]]:
    """The plans written out as functions (`jongg.rules.evaluate.compiled_tally`): the yaku tally closed and
    open, the fu tally at flower_fu 4 and 2, the yakuman matching, the han hits. Made from this module's plans
    when called (a test that replaces the plans makes them anew)."""
    return (
        (compiled_tally(_YAKU_PLAN, CLOSED), compiled_tally(_YAKU_PLAN, OPEN)),
        (compiled_tally(_FU_PLAN, FLOWER_FU_4), compiled_tally(_FU_PLAN, FLOWER_FU_2)),
        compiled_matching(_YAKUMAN_PLAN),
        compiled_hits(_HAN_PLAN),
    )


_YAKU_TALLY, _FU_TALLY, _YAKUMAN_MATCHING, _HAN_HITS = evaluators()

Key = tuple[int, bool, int, int, bool]
"""How a reading ranks: (payment, a real yakuman, han, fu, the pinfu reading); then the arrangement string."""
Reading = tuple[int, str | None, int, int, int, list[Item], list[Item], list[tuple[Yakuman, int]]]
"""(base points, tier, han, fu, yakuman units, yaku items, fu items, yakuman) of one reading of one
arrangement; an item is listed once per time its row scores."""


def _extra_han(ctx: RiichiCtx) -> tuple[int, tuple[Item, ...]]:
    """The han that are no yaku, and their items (one per row, `han` the count)."""
    total = 0
    items: list[Item] = []
    for (rule, by_count), n in _HAN_HITS(ctx):
        n = int(n)
        items.append(by_count[n] if n < len(by_count) else _item(rule.id, rule.en, rule.de, "han", n))
        total += n
    return total, tuple(items)


def score(request: ScoreRequest, hand: Hand, options: RiichiOptions, packed: int | None = None) -> ScoreResult:
    """Score one `riichi-hana` hand (the request already checked by the rule set; `packed`: the hand's
    `Hand.packed_counts`, when known)."""
    ruleset = request.ruleset
    winning_tile = hand.winning
    if winning_tile is None and request.win is None:
        return ScoreResult(ruleset, won=False, total=0)
    if request.irregular is not None:
        return ScoreResult(ruleset, reason="dead-hand", total=0)
    if winning_tile is None:
        return _single_yakuman(request, hand, options, _SUUKANTSU, _four_kans(hand))
    winning = winning_tile & KIND_MASK
    if winning >= NUM_KINDS:
        return _single_yakuman(request, hand, options, _DAIFAAHOU, None)
    ctx = hand_ctx(request, hand, options, packed)
    winner = request.seat_wind
    self_draw = ctx.self_draw
    double = options.double_yakuman
    values = _values_table(options.kiriage, options.kazoe, winner, self_draw)
    extra, extra_items = _extra_han(ctx)
    two_readings = ctx.flower_fu and ctx.flowers
    yaku_tally = _YAKU_TALLY[CLOSED if ctx.menzen else OPEN]
    fu_tally = _FU_TALLY[FLOWER_FU_2 if ctx.flower_fu == 2 else FLOWER_FU_4]
    # the readings of the best key so far, with their arrangement (`_Where`): the arrangement string, the last
    # tie-break, is written only for these (and only when they are several)
    best: list[tuple[Reading, _Where]] = []
    best_key: Key = (-1, False, -1, -1, False)
    key: Key
    found_any = False
    for where in _fills(ctx, hand, winning, self_draw):
        found_any = True
        found = _YAKUMAN_MATCHING(ctx)
        if found:
            yakuman = [(row, row.units(double)) for row in found]
            units = sum(n for _, n in yakuman)
            b = pay.YAKUMAN_BASE * units
            key = (pay.hand_value(b, winner, self_draw), True, 0, 0, False)
            if key >= best_key:
                if key > best_key:
                    best_key = key
                    best = []
                best.append(((b, None, 0, 0, units, [], [], yakuman), where))
            continue
        pinfu_shape = ctx.pinfu_shape
        for pinfu in _BOTH if pinfu_shape and two_readings else (_PINFU if pinfu_shape else _NO_PINFU):
            ctx.pinfu = pinfu
            yaku_han, yaku_items = yaku_tally(ctx)
            fu, fu_items = fu_tally(ctx)
            fu = 25 if ctx.chiitoitsu else -(-fu // 10) * 10
            han = yaku_han + extra
            b = value = 0
            tier = None
            if yaku_han:
                b, tier, value = values[han, fu]
            key = (value, False, han, fu, pinfu)
            if key >= best_key:
                if key > best_key:
                    best_key = key
                    best = []
                best.append(((b, tier, han, fu, 0, yaku_items, fu_items, _NO_YAKUMAN), where))
        ctx.pinfu = False
    if not found_any:
        return ScoreResult(ruleset, reason="not-complete", total=0)
    if len(best) == 1:
        reading, where = best[0]
        arrangement = _arrangement(where, ctx)
    else:  # the arrangement that sorts first (min keeps the first of equals: the reading found first)
        written = [(_arrangement(where, ctx), reading) for reading, where in best]
        arrangement, reading = min(written, key=_first)
    return _result(request, reading, arrangement, extra_items)


_Where = tuple[Part, Part, Part, Part, int, Holder] | Hand
"""Where a reading was found: the parts of a regular arrangement (m p s z), the winning tile's suit and the
group that holds the winning tile (`context.Holder`); or the hand, in another form (seven pairs, the thirteen
orphans: one group per kind held)."""


def _fills(ctx: RiichiCtx, hand: Hand, winning: int, self_draw: bool) -> Iterator[_Where]:
    """Every arrangement of a winner's hand in the Riichi forms, in the order of `decompositions` (and with
    the same readings): each fills the arrangement-level fields of `ctx` before it is yielded.

    The regular arrangements come from the facts filed per suit pattern (`context.suit_parts`), one per
    choice of an arrangement in each suit and of a distinct group that holds the winning tile; the other
    forms (a hand without melds only) from its counts (one group per kind held, as `decompositions` finds
    them)."""
    k0, k1, k2, k3 = hand.keys
    try:
        m, p, s, z = _PARTS_M[k0], _PARTS_P[k1], _PARTS_S[k2], _PARTS_Z[k3]
    except KeyError:  # a suit pattern not filed yet
        m, p, s, z = suit_parts(0, k0), suit_parts(1, k1), suit_parts(2, k2), suit_parts(3, k3)
    # every arrangement of a suit pattern holds the same pairs; the hand's arrangements hold exactly one
    if m and p and s and z:
        if len(m) + len(p) + len(s) + len(z) == 4:  # one arrangement of each suit, the common case
            a, b, c, d = m[0], p[0], s[0], z[0]
            packed = a[1] + b[1] + c[1] + d[1]
            if packed >> PAIRS_AT & 7 == 1:
                suit, tile = divmod(winning, 9)
                for holder in (a, b, c, d)[suit][2][tile]:
                    fill_parts(ctx, packed, holder[0], winning)
                    yield (a, b, c, d, suit, holder)
        elif (m[0][1] + p[0][1] + s[0][1] + z[0][1]) >> PAIRS_AT & 7 == 1:
            suit, tile = divmod(winning, 9)
            for a, b, c, d in product(m, p, s, z):
                packed = a[1] + b[1] + c[1] + d[1]
                for holder in (a, b, c, d)[suit][2][tile]:
                    fill_parts(ctx, packed, holder[0], winning)
                    yield (a, b, c, d, suit, holder)
    if hand.melds:
        return
    # the other forms, told from the counts: seven distinct pairs; the thirteen orphans, one of them twice
    counts = hand.counts
    zeros = counts.count(0)
    if zeros == NUM_KINDS - 7 and counts.count(2) == 7:
        fill_pairs(ctx)
        yield hand
    elif zeros == NUM_KINDS - 13 and all([counts[kind] for kind in TERMINALS_AND_HONOURS]):
        fill_kokushi(ctx, hand)
        yield hand


def _arrangement(where: _Where, ctx: RiichiCtx) -> str:
    """The arrangement string of where a reading was found: the entries of its parts (the winning tile's suit
    with the claimed group, on a discard) and of its melds, in order (`arrangement_string`)."""
    if type(where) is Hand:  # seven pairs or the thirteen orphans: a pair or a single of each kind held
        claimed = -1 if ctx.self_draw or where.winning is None else where.winning & KIND_MASK
        return " ".join(
            [
                f"[{BODY[n - 1][kind]}]" if kind == claimed else BODY[n - 1][kind]
                for kind, n in enumerate(where.counts)
                if n
            ]
        )
    assert not isinstance(where, Hand)
    a, b, c, d, suit, holder = where
    if not ctx.meld_entries:  # the parts' texts in suit order (each token followed by a space)
        if ctx.self_draw:
            return (a[4] + b[4] + c[4] + d[4])[:-1]
        texts = [a[4], b[4], c[4], d[4]]
        texts[suit] = claimed_text(texts[suit], holder)
        return (texts[0] + texts[1] + texts[2] + texts[3])[:-1]
    # the parts' entries and the melds', the claimed group written as such (its entry sorts after an equal
    # group's: `[` after every digit), sorted
    flat = [*a[3], *b[3], *c[3], *d[3], *ctx.meld_entries]
    if not ctx.self_draw:
        entry = holder[1]
        flat[flat.index(entry)] = (entry[0], holder[3][1:-1])
    flat.sort()
    return " ".join(map(_TOKEN, flat))


_PARTS_M, _PARTS_P, _PARTS_S, _PARTS_Z = PARTS
_TOKEN: Final = itemgetter(1)
"""The token of an entry."""


def _first(entry: tuple[str, Reading]) -> str:
    return entry[0]


_NO_YAKUMAN: Final[list[tuple[Yakuman, int]]] = []
"""The yakuman of a counted reading (shared: never written)."""
_BOTH, _PINFU, _NO_PINFU = (True, False), (True,), (False,)
"""The readings of an arrangement: pinfu-shaped with flower fu, pinfu-shaped, other."""


def _result(request: ScoreRequest, best: Reading, arrangement: str, extra_items: tuple[Item, ...]) -> ScoreResult:
    ruleset = request.ruleset
    b, tier, han, fu, units, hits, fu_hits, found = best
    if units:
        items = tuple(_item(row.id, row.en, row.de, "limit", yakuman_limit(n)) for row, n in found)
        pao_b = 0
        for row, n in found:
            if row.id in (_DAISANGEN, _DAISUUSHII):
                pao_b = pay.YAKUMAN_BASE * n
        payments, total = _payments(request, b, pao_b)
        return _new_result(
            ruleset,
            won=True,
            limit=yakuman_limit(units),
            limit_hand=found[0][0].id,
            total=total,
            items=items,
            arrangement=arrangement,
            payments=payments,
        )
    items = (*hits, *extra_items, *fu_hits)
    if not hits:
        return _new_result(ruleset, reason="no-yaku", han=han, fu=fu, total=0, items=items, arrangement=arrangement)
    payments, total = _payments(request, b, 0)
    return _new_result(ruleset, True, None, None, None, None, han, fu, tier, None, total, items, arrangement, payments)


class _Values(dict[tuple[int, int], tuple[int, str | None, int]]):
    """By han and fu: the base points, the tier and what the winner receives without honba and sticks
    (`settle.base_points`, `settle.hand_value`) for one choice of the options kiriage and kazoe, the winner's
    seat and self-draw; filled on first use (han are bounded by the tiles, fu by the fu table: under a thousand
    keys)."""

    def __init__(self, kiriage: bool, kazoe: str, winner: str, self_draw: bool) -> None:
        super().__init__()
        self.kiriage, self.kazoe, self.winner, self.self_draw = kiriage, kazoe, winner, self_draw

    def __missing__(self, key: tuple[int, int]) -> tuple[int, str | None, int]:
        han, fu = key
        b, tier = pay.base_points(han, fu, kiriage=self.kiriage, kazoe=self.kazoe)
        paid = self[key] = (b, tier, pay.hand_value(b, self.winner, self.self_draw))
        return paid


_VALUES: dict[tuple[bool, str, str, bool], _Values] = {}
"""The `_Values` tables by kiriage, kazoe, winner and self-draw (at most 32)."""


def _values_table(kiriage: bool, kazoe: str, winner: str, self_draw: bool) -> _Values:
    """The `_Values` table of these options, winner and self-draw, made on first use."""
    key = (kiriage, kazoe, winner, self_draw)
    values = _VALUES.get(key)
    if values is None:
        values = _VALUES[key] = _Values(*key)
    return values


_PAID: dict[tuple[str, str | None, int, int, int], tuple[tuple[Payment, ...], int]] = {}
"""Payments without pao and their total, keyed by (winner, discarder, base points, honba, sticks)."""


def _payments(request: ScoreRequest, b: int, pao_b: int) -> tuple[tuple[Payment, ...], int]:
    """The payments of base points `b` (`pao_b` of it a yakuman the pao player is liable for) and their total."""
    win = request.win
    assert win is not None
    info = request.riichi
    honba, sticks, pao = (0, 0, None) if info is None else (info.honba, info.riichi_sticks, info.pao)
    if pao is not None:
        payments = pay.payments(request.seat_wind, win.from_, b, honba, sticks, pao, pao_b)
        return payments, sum(p.amount for p in payments)
    key = (request.seat_wind, win.from_, b, honba, sticks)
    paid = _PAID.get(key)
    if paid is None:
        payments = pay.payments(request.seat_wind, win.from_, b, honba, sticks)
        paid = (payments, sum(p.amount for p in payments))
        if len(_PAID) < 4096:
            _PAID[key] = paid
    return paid


def _four_kans(hand: Hand) -> str:
    """The arrangement of an old-suukantsu hand: the four kans and the single tile."""
    groups = [Group(GroupKind.KONG, meld.first, meld) for meld in hand.melds]
    groups += [Group(GroupKind.SINGLE, kind) for kind in range(NUM_KINDS) if hand.counts[kind]]
    groups.sort(key=Group.sort_key)
    return arrangement_string(groups)


def _single_yakuman(
    request: ScoreRequest, hand: Hand, options: RiichiOptions, rule_id: str, arrangement: str | None
) -> ScoreResult:
    """An immediate win with one yakuman whatever the hand holds: Daifaahou, old suukantsu."""
    row = _YAKUMAN_BY_ID[rule_id]
    payments, total = _payments(request, pay.YAKUMAN_BASE, 0)
    return ScoreResult(
        request.ruleset,
        won=True,
        limit="yakuman",
        limit_hand=row.id,
        total=total,
        items=(_item(row.id, row.en, row.de, "limit", "yakuman"),),
        arrangement=arrangement,
        payments=payments,
    )
