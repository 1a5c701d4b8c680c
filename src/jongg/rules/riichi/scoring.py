"""Hand scoring for `riichi-hana` (`riichi-hana.md`; result shape `contract.md` §2).

The yaku and yakuman are data in `riichi_yaku`; the fu lines, the han that are no yaku (flowers, dora) and
the limits are data here. `score(request, hand, options)` gets a parsed hand whose request passed the checks
of `riichi.py`:

- A loser's hand gives `won` false, `total` 0, no items (as HKE: only the winner is scored), unless it is an
  old-suukantsu win (four kans and one tile, with `win`).
- `irregular` dead: `dead-hand`. A bonus winning tile: Daifaahou, a single yakuman whatever the hand holds
  (`arrangement` null, **Decision**: the hand is not taken apart).
- Otherwise every decomposition in the Riichi forms is scored, a pinfu-shaped one in its pinfu reading and,
  when flower fu apply (variation 1), also in its flower reading (no pinfu; flower fu and tsumo fu). The
  result is the highest payment, then a yakuman before a counted hand (**Decision**, as Tenhou), then most
  han, then the pinfu reading, then the arrangement string that sorts first (`contract.md` §2).
- A yakuman lists only its yakuman (unit `limit`: `yakuman`, `2x yakuman`); `han` and `fu` are null. A
  counted hand lists its yaku, the han that are no yaku (seat flowers, nukidora, dora of each kind: one item
  each with `han` = the count) and every fu line; `han` includes them all and `fu` is rounded up to 10
  (chiitoitsu 25). A kazoe yakuman keeps its `han` and `fu`, `limit` yakuman and `limit_hand` null.
- No yaku: reason `no-yaku`, items, han, fu and arrangement as found, total 0.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from jongg.analysis import Decomposition, Forms, Group, GroupKind, decompositions
from jongg.contract import Item, Payment, ScoreRequest, ScoreResult
from jongg.hand import Hand
from jongg.rules.arrangement import arrangement_string
from jongg.rules.base import Rule, Title
from jongg.rules.riichi import settle as pay
from jongg.rules.riichi.context import RiichiCtx, fill_kokushi, fill_pairs, fill_regular, hand_ctx
from jongg.rules.riichi.tables import (
    NAGASHI,
    YAKU,
    YAKU_SECTIONS,
    YAKUMAN,
    YAKUMAN_SECTIONS,
    Ctx,
    Section,
    Yaku,
    Yakuman,
    yakuman_limit,
)
from jongg.tiles import KIND_MASK, NUM_KINDS

if TYPE_CHECKING:
    from jongg.rules.riichi import RiichiOptions

__all__ = ["FORMS", "FU", "FU_SECTIONS", "HAN", "HAN_SECTIONS", "LIMITS", "TABLES", "score"]

FORMS: Final = Forms.RIICHI
When = Callable[[RiichiCtx], int]


def _fu(rule_id: str, value: int, en: str, de: str, when: When, note: str) -> Rule[RiichiCtx]:
    return Rule(rule_id, en, de, "fu", value, when, note)


def _han(rule_id: str, en: str, de: str, when: When, note: str) -> Rule[RiichiCtx]:
    return Rule(rule_id, en, de, "han", 1, when, note)


def _pung(index: int) -> When:
    return lambda c: c.pungs[index]


FU_SECTIONS: Final[Sequence[Section[RiichiCtx, Rule[RiichiCtx]]]] = (
    Section(lambda c: True, (
        _fu("fu-base", 20, "Base fu", "Grundfu", lambda c: not c.chiitoitsu, "every hand but chiitoitsu"),
        _fu("fu-chiitoitsu", 25, "Chiitoitsu", "Chiitoitsu", lambda c: c.chiitoitsu,
            "seven pairs: 25 fu, nothing else (no flower fu either)"),
        _fu("fu-closed-ron", 10, "Closed hand won on a discard", "Geschlossene Hand mit Ron",
            lambda c: c.regular and c.menzen and not c.self_draw, "menzen kafu"),
        _fu("fu-tsumo", 2, "Self-draw", "Tsumo", lambda c: c.regular and c.self_draw and not c.pinfu,
            "not in the pinfu reading"),
        _fu("fu-open-pinfu", 2, "Open hand without fu", "Offene Hand ohne Fu",
            lambda c: not c.menzen and not c.self_draw and c.plain and not (c.flower_fu and c.flowers),
            "an open hand won on a discard with nothing but the base fu (20 → 30)"),
    )),
    Section(lambda c: c.kanchan or c.penchan or c.tanki, (
        _fu("fu-kanchan", 2, "Closed wait", "Mittelwartestein", lambda c: c.kanchan, "the middle tile of a chow"),
        _fu("fu-penchan", 2, "Edge wait", "Randwartestein", lambda c: c.penchan, "3 of 123 or 7 of 789"),
        _fu("fu-tanki", 2, "Pair wait", "Paarwartestein", lambda c: c.regular and c.tanki, "won on the pair"),
    )),
    Section(lambda c: c.pair >= 27, (
        _fu("fu-pair-dragon", 2, "Dragon pair", "Drachenpaar", lambda c: c.pair_dragon, ""),
        _fu("fu-pair-seat-wind", 2, "Seat wind pair", "Paar des Platzwinds", lambda c: c.pair_seat, ""),
        _fu("fu-pair-round-wind", 2, "Round wind pair", "Paar des Rundenwinds", lambda c: c.pair_round,
            "a wind that is both: 4 fu"),
    )),
    Section(lambda c: c.sets > c.kans, (
        _fu("fu-pung-simples-open", 2, "Open pung of simples", "Offener Pong aus Grundziegeln", _pung(0),
            "a pung completed by a discard counts as open"),
        _fu("fu-pung-simples-closed", 4, "Concealed pung of simples", "Verdeckter Pong aus Grundziegeln", _pung(1),
            ""),
        _fu("fu-pung-terminals-open", 4, "Open pung of terminals or honours",
            "Offener Pong aus Rand- oder Bildziegeln", _pung(2), ""),
        _fu("fu-pung-terminals-closed", 8, "Concealed pung of terminals or honours",
            "Verdeckter Pong aus Rand- oder Bildziegeln", _pung(3), ""),
    )),
    Section(lambda c: c.kans, (
        _fu("fu-kan-simples-open", 8, "Open kan of simples", "Offener Kan aus Grundziegeln", _pung(4), ""),
        _fu("fu-kan-simples-closed", 16, "Concealed kan of simples", "Verdeckter Kan aus Grundziegeln", _pung(5),
            ""),
        _fu("fu-kan-terminals-open", 16, "Open kan of terminals or honours",
            "Offener Kan aus Rand- oder Bildziegeln", _pung(6), ""),
        _fu("fu-kan-terminals-closed", 32, "Concealed kan of terminals or honours",
            "Verdeckter Kan aus Rand- oder Bildziegeln", _pung(7), ""),
    )),
    Section(lambda c: c.flower_fu, (
        _fu("fu-flower", 4, "Flower", "Blume",
            lambda c: c.flowers if c.flower_fu and c.regular and not c.pinfu else 0,
            "variation 1: each flower in front of the winner (option flower_fu: 2); not in the pinfu reading"),
    )),
)
"""The fu lines in table order, in gated sections: each scores its value per occurrence; the sum is rounded up
to 10."""

FU: Final[Sequence[Rule[RiichiCtx]]] = tuple(row for section in FU_SECTIONS for row in section.rows)

HAN_SECTIONS: Final[Sequence[Section[RiichiCtx, Rule[RiichiCtx]]]] = (Section(lambda c: c.flowers, (
    _han("seat-flower", "Seat flower", "Eigene Blume", lambda c: c.seat_flower,
         "variation 1: the flower of the seat wind (1f East ... 4f North); not a yaku"),
    _han("seat-season", "Seat season", "Eigene Jahreszeit", lambda c: c.seat_season,
         "variation 1: the season of the seat wind; not a yaku"),
    _han("nukidora", "Nukidora (flowers)", "Nukidora (Blumen)", lambda c: c.nukidora,
         "variation 2: each flower; not a yaku"),
)), Section(lambda c: c.extra, (
    _han("dora", "Dora", "Dora", lambda c: c.dora, "each tile indicated by the first indicator"),
    _han("kan-dora", "Kan dora", "Kan-Dora", lambda c: c.kan_dora, "each tile indicated by a kan-dora indicator"),
    _han("red-five", "Red fives", "Rote Fünfen", lambda c: c.red, "each red five"),
    _han("ura-dora", "Ura dora", "Ura-Dora", lambda c: c.ura, "with riichi: each tile indicated by an ura indicator"),
)), Section(lambda c: c.flowers, (
    _han("flower-dora", "Flower dora", "Blumen-Dora", lambda c: c.flower_dora,
         "per flower indicator among the dora indicators: each flower of its group in front of the winner"),
    _han("flower-ura-dora", "Flower ura dora", "Blumen-Ura-Dora", lambda c: c.flower_ura,
         "with riichi: the same for the ura indicators"),
)),)
"""The han that are no yaku, in table order: one item each, its han the count; they need a yaku to count."""

HAN: Final[Sequence[Rule[RiichiCtx]]] = tuple(row for section in HAN_SECTIONS for row in section.rows)

LIMITS: Final[Sequence[Rule[Ctx]]] = (
    Rule("mangan", "Mangan", "Mangan", "limit", "mangan", None, "5 han, or base points above 2,000: base 2,000"),
    Rule("haneman", "Haneman", "Haneman", "limit", "haneman", None, "6-7 han: base 3,000"),
    Rule("baiman", "Baiman", "Baiman", "limit", "baiman", None, "8-10 han: base 4,000"),
    Rule("sanbaiman", "Sanbaiman", "Sanbaiman", "limit", "sanbaiman", None, "11-12 han: base 6,000"),
    Rule("kazoe-yakuman", "Counted yakuman", "Gezählter Yakuman", "limit", "yakuman", None,
         "13+ han: base 8,000 (option kazoe sanbaiman: a sanbaiman)"),
    Rule("yakuman", "Yakuman", "Yakuman", "limit", "yakuman", None, "base 8,000 per yakuman; they add up"),
    NAGASHI,
)
"""The limits (base points), for `jongg rules`; they never score as items."""

TABLES: Final[Sequence[tuple[str, Sequence[Rule[RiichiCtx]] | Sequence[Rule[Ctx]]]]] = (
    (Title("Yaku (han closed; open as noted)", "Yaku (Han geschlossen; offen wie angegeben)"),
     tuple(y.rule() for y in YAKU)),
    (Title("Yakuman", "Yakuman"), tuple(y.rule() for y in YAKUMAN)),
    (Title("Han that are no yaku", "Han, die kein Yaku sind"), HAN),
    (Title("Fu", "Fu"), FU),
    (Title("Limits (base points)", "Limits (Grundpunkte)"), LIMITS),
)
"""(title, rules) in table order: the order of the items and `jongg rules` follow it."""

_FLOWER_FU: Final = "fu-flower"
_DAISANGEN, _DAISUUSHII, _SUUKANTSU, _DAIFAAHOU = "daisangen", "daisuushii", "suukantsu", "daifaahou"
_YAKUMAN_BY_ID: Final = {y.id: y for y in YAKUMAN}
_ITEM_CACHE: dict[tuple[str, str, int | str], Item] = {}


def _item(rule_id: str, en: str, de: str, unit: str, value: int | str) -> Item:
    """The item of a row with this value (items are immutable, so each is made once)."""
    key = (rule_id, unit, value)
    item = _ITEM_CACHE.get(key)
    if item is None:
        item = _ITEM_CACHE[key] = Item(rule_id, en, de, unit, value)
    return item


# The tables as evaluation plans: (gate, rows) per section, each row (when, what it scores); what it scores is
# unpacked only when the row scores.
YakuRow = tuple[Callable[[Ctx], int], tuple[int, int, Item, Item]]
"""(when, (han closed, han open, item closed, item open)); a closed-only yaku's open item is unused."""
FuRow = tuple[Callable[[RiichiCtx], int], tuple[int, Item, bool]]
"""(when, (fu, item of that fu, flower: the fu and item are those of option flower_fu))."""
HanRow = tuple[Callable[[RiichiCtx], int], tuple[Rule[RiichiCtx], tuple[Item, ...]]]
"""(when, (rule, its items by count for the usual counts))."""
YakuPlan = tuple[tuple[Callable[[Ctx], object], tuple[YakuRow, ...]], ...]
YakumanPlan = tuple[tuple[Callable[[Ctx], object], tuple[tuple[Callable[[Ctx], int], Yakuman], ...]], ...]
FuPlan = tuple[tuple[Callable[[RiichiCtx], object], tuple[FuRow, ...]], ...]
HanPlan = tuple[tuple[Callable[[RiichiCtx], object], tuple[HanRow, ...]], ...]


def _han_item(y: Yaku, han: int) -> Item:
    return _item(y.id, y.en, y.de, "han", han)


_YAKU_PLAN: YakuPlan = tuple(
    (s.gate, tuple((y.when, (y.closed, y.open, _han_item(y, y.closed), _han_item(y, y.open or y.closed)))
                   for y in s.rows))
    for s in YAKU_SECTIONS)
_YAKUMAN_PLAN: YakumanPlan = tuple((s.gate, tuple((y.when, y) for y in s.rows)) for s in YAKUMAN_SECTIONS)
_FU_PLAN: FuPlan = tuple(
    (s.gate, tuple((r.when, (int(r.value), _item(r.id, r.en, r.de, r.unit, r.value), r.id == _FLOWER_FU))
                   for r in s.rows if r.when is not None))
    for s in FU_SECTIONS)
_HAN_PLAN: HanPlan = tuple(
    (s.gate, tuple((r.when, (r, tuple(_item(r.id, r.en, r.de, "han", n) for n in range(16))))
                   for r in s.rows if r.when is not None))
    for s in HAN_SECTIONS)
_FLOWER_ROW: Final = next(r for r in FU if r.id == _FLOWER_FU)

Key = tuple[int, bool, int, bool]
"""How a reading ranks: (payment, a real yakuman, han, the pinfu reading); then the arrangement string."""
Reading = tuple[int, str | None, int, int, int, list[Item], list[Item], list[tuple[Yakuman, int]]]
"""(base points, tier, han, fu, yakuman units, yaku items, fu items, yakuman) of one reading of one
arrangement; an item is listed once per time its row scores."""


def _yakuman(ctx: RiichiCtx, double: bool) -> tuple[list[tuple[Yakuman, int]], int]:
    found: list[tuple[Yakuman, int]] = []
    units = 0
    for gate, rows in _YAKUMAN_PLAN:
        if gate(ctx):
            for when, row in rows:
                if when(ctx):
                    n = row.units(double)
                    found.append((row, n))
                    units += n
    return found, units


def _yaku(ctx: RiichiCtx) -> tuple[int, list[Item]]:
    total = 0
    hits: list[Item] = []
    menzen = ctx.menzen
    for gate, rows in _YAKU_PLAN:
        if gate(ctx):
            for when, row in rows:
                n = when(ctx)
                if n:
                    closed, open_, closed_item, open_item = row
                    if menzen:
                        total += n * closed
                        hits += (closed_item,) * n
                    elif open_:
                        total += n * open_
                        hits += (open_item,) * n
    return total, hits


def _fu_lines(ctx: RiichiCtx) -> tuple[int, list[Item]]:
    total = 0
    hits: list[Item] = []
    for gate, rows in _FU_PLAN:
        if gate(ctx):
            for when, row in rows:
                n = when(ctx)
                if n:
                    value, item, flower = row
                    if flower:
                        value = ctx.flower_fu
                        item = _item(_FLOWER_FU, _FLOWER_ROW.en, _FLOWER_ROW.de, "fu", value)
                    hits += (item,) * n
                    total += n * value
    if ctx.chiitoitsu:
        return 25, hits
    return -(-total // 10) * 10, hits


def _extra_han(ctx: RiichiCtx) -> tuple[int, tuple[Item, ...]]:
    """The han that are no yaku, and their items (one per row, `han` the count)."""
    total = 0
    items: list[Item] = []
    for gate, rows in _HAN_PLAN:
        if gate(ctx):
            for when, row in rows:
                n = when(ctx)
                if n:
                    n = int(n)
                    rule, by_count = row
                    items.append(by_count[n] if n < len(by_count) else _item(rule.id, rule.en, rule.de, "han", n))
                    total += n
    return total, tuple(items)


def score(request: ScoreRequest, hand: Hand, options: RiichiOptions) -> ScoreResult:
    """Score one `riichi-hana` hand (the request already checked by the rule set)."""
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
    decs = decompositions(hand, FORMS)
    if not decs:
        return ScoreResult(ruleset, reason="not-complete", total=0)
    ctx = hand_ctx(request, hand, options)
    winner = request.seat_wind
    self_draw = ctx.self_draw
    double = options.double_yakuman
    kiriage, kazoe = options.kiriage, options.kazoe
    extra, extra_items = _extra_han(ctx)
    two_readings = ctx.flower_fu and ctx.flowers
    # the readings of the best key so far, with their arrangement's groups and claimed index: the arrangement
    # string, the last tie-break, is written only for these (and only when they are several)
    best: list[tuple[Reading, Decomposition, int]] = []
    best_key: Key = (-1, False, -1, False)
    key: Key
    for dec in decs:
        claimed = -1 if self_draw or dec.winning is None else dec.winning
        form = dec.form
        if form is _REGULAR:
            fill_regular(ctx, dec, claimed, winning)
        elif form is _ORPHANS:
            fill_kokushi(ctx, hand)
        else:
            fill_pairs(ctx)
        found, units = _yakuman(ctx, double)
        if units:
            b = pay.YAKUMAN_BASE * units
            key = (pay.hand_value(b, winner, self_draw), True, 0, False)
            if key >= best_key:
                if key > best_key:
                    best_key = key
                    best = []
                best.append(((b, None, 0, 0, units, [], [], found), dec, claimed))
            continue
        pinfu_shape = ctx.pinfu_shape
        for pinfu in _BOTH if pinfu_shape and two_readings else (_PINFU if pinfu_shape else _NO_PINFU):
            ctx.pinfu = pinfu
            yaku_han, hits = _yaku(ctx)
            fu, fu_hits = _fu_lines(ctx)
            han = yaku_han + extra
            b = value = 0
            tier = None
            if yaku_han:
                b, tier = pay.base_points(han, fu, kiriage=kiriage, kazoe=kazoe)
                value = pay.hand_value(b, winner, self_draw)
            key = (value, False, han, pinfu)
            if key >= best_key:
                if key > best_key:
                    best_key = key
                    best = []
                best.append(((b, tier, han, fu, 0, hits, fu_hits, found), dec, claimed))
        ctx.pinfu = False
    if len(best) == 1:
        reading, dec, claimed = best[0]
        arrangement = arrangement_string(dec.groups, claimed)
    else:  # the arrangement that sorts first (min keeps the first of equals: the reading found first)
        written = [(arrangement_string(dec.groups, claimed), reading) for reading, dec, claimed in best]
        arrangement, reading = min(written, key=_first)
    return _result(request, reading, arrangement, extra_items)


def _first(entry: tuple[str, Reading]) -> str:
    return entry[0]


_REGULAR, _ORPHANS = Forms.REGULAR, Forms.ORPHANS
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
        return ScoreResult(ruleset, won=True, limit=yakuman_limit(units), limit_hand=found[0][0].id,
                           total=total, items=items, arrangement=arrangement, payments=payments)
    items = (*hits, *extra_items, *fu_hits)
    if not hits:
        return ScoreResult(ruleset, reason="no-yaku", han=han, fu=fu, total=0, items=items, arrangement=arrangement)
    payments, total = _payments(request, b, 0)
    return ScoreResult(ruleset, won=True, han=han, fu=fu, limit=tier, total=total, items=items,
                       arrangement=arrangement, payments=payments)


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
    return ScoreResult(request.ruleset, won=True, limit="yakuman", limit_hand=row.id, total=total,
                       items=(_item(row.id, row.en, row.de, "limit", "yakuman"),), arrangement=arrangement,
                       payments=payments)

