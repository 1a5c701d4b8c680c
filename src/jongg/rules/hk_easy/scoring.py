"""Hand scoring for `dmjl-hk-easy` (`hk-easy.md` "Scoring: fan"; result shape `contract.md` §2).

The fan lines, the limit hands and the points scale are data (`FAN`, `LIMITS`, `POINTS_STEPS`): every row is a
`Rule` whose `when(ctx)` says how many times it scores for one hand in one arrangement, read from a `Ctx` that
this module fills. The same rows give the order of the items (table order) and `jongg rules dmjl-hk-easy`.

`score(request, hand, options)` gets a parsed hand whose request passed the §3 checks (`hk_easy.py`):

- Only a winner's hand (`+X`) is scored. A loser's hand gives `won` false, `total` 0, no items, `fan` and
  `arrangement` null (**Decision**: HKE scores only the winner, so a loser has no arrangement to show).
- A winner's hand is taken in its highest-scoring arrangement among the `decompositions` in the HKE forms:
  most points, then a limit hand before a counted total of 10+ fan, then most fan, then the arrangement
  string that sorts first (**Decision** for the remaining ties, as `contract.md` §2 says).
- The group a claimed winning tile completes (a discard or a robbed kong) is exposed: written `[...]`.
- A limit hand lists every limit hand it makes (unit `limit`, in table order) and no fan items; `fan` is
  then null (**Decision**, as Classical lists only its limit items). 10 or more counted fan: `limit` is
  `"limit"`, `fan` is the count and the items are the fan lines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from jongg.analysis import Decomposition, Forms, GroupKind, decompositions
from jongg.contract import Item, Payment, ScoreRequest, ScoreResult
from jongg.hand import Hand
from jongg.rules.arrangement import arrangement_string
from jongg.rules.base import Rule, Title, limit_rule
from jongg.rules.hk_easy.settle import normal_payments
from jongg.tiles import (
    FLOWER_BASE,
    GREEN,
    KIND_MASK,
    NINE_GATES,
    RED_DRAGON,
    SEASON_BASE,
    WHITE,
    WIND_TILE,
    is_terminal,
)

if TYPE_CHECKING:
    from jongg.rules.hk_easy import HongKongEasyOptions

__all__ = ["FAN", "FORMS", "LIMITS", "LIMIT_FAN", "LIMIT_POINTS", "POINTS", "POINTS_STEPS", "TABLES", "Ctx",
           "points_for_fan", "score"]

FORMS: Final = Forms.HK_EASY
"""Four sets and a pair; seven pairs (four identical tiles count as two pairs); thirteen orphans."""

EAST_WIND: Final = 27
MAN_BIT, PIN_BIT, SOU_BIT = 1, 2, 4
"""`Ctx.suit_mask` bits: characters, dots, bamboo."""
_CHOW, _PUNG, _KONG, _PAIR = GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG, GroupKind.PAIR


# -- points ----------------------------------------------------------------------------------------------
POINTS_STEPS: Final[tuple[tuple[int, int], ...]] = ((0, 1), (1, 2), (2, 4), (3, 8), (4, 16), (7, 32), (10, 64))
"""(fan from, points): 0 → 1, 1 → 2, 2 → 4, 3 → 8, 4–6 → 16, 7–9 → 32, 10 or more → 64."""
LIMIT_FAN: Final = 10
"""From this many fan a hand scores the limit."""
LIMIT_POINTS: Final = 64
"""The limit: 10 or more fan, or a limit hand."""
POINT_VALUES: Final = frozenset(points for _, points in POINTS_STEPS)
"""Every total a winning HKE hand can have."""


def points_for_fan(fan: int) -> int:
    """The table points for `fan` counted fan (`hk-easy.md`, "Points from fan")."""
    if fan < 0:
        raise ValueError(f"fan cannot be negative: {fan}")
    points = 1
    for start, value in POINTS_STEPS:
        if fan >= start:
            points = value
    return points


# -- the context -----------------------------------------------------------------------------------------
class Ctx:
    """What the rule predicates read: a winner's hand in one arrangement (tile kinds are ints 0-33).

    The class attributes are the defaults; `score` sets what differs.
    """

    # -- hand level: winds and how the hand was won
    seat: int = EAST_WIND
    """Kind of the winner's seat wind, 27-30."""
    round: int = EAST_WIND
    """Kind of the prevalent (round) wind, 27-30."""
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
    chows: int = 0
    sets: int = 0
    """Pungs and kongs."""
    kongs: int = 0
    concealed_sets: int = 0
    """Pungs of concealed tiles not completed by a claimed tile, and declared concealed kongs."""
    dragon_mask: int = 0
    """Dragons that are a pung or kong: bit k - 31."""
    dragon_sets: int = 0
    wind_sets: int = 0
    seat_sets: int = 0
    round_sets: int = 0
    pair_kind: int = -1
    """Kind of the pair of a four-sets-and-a-pair arrangement, else -1."""

    @property
    def honours(self) -> bool:
        return self.honour_mask != 0

    @property
    def all_honours(self) -> bool:
        return self.suit_mask == 0


When = Callable[[Ctx], int]


def fan(rule_id: str, value: int, en: str, de: str, when: When, note: str) -> Rule[Ctx]:
    return Rule(rule_id, en, de, "fan", value, when, note)



def _jade(dragon: int, suit_bit: int) -> When:
    """A pung/kong of `dragon`, three pungs/kongs and a pair of the suit `suit_bit`, nothing else."""
    bit = 1 << (dragon - 27)
    dragon_bit = 1 << (dragon - 31)
    return lambda c: (
        c.regular and c.chows == 0 and c.suit_mask == suit_bit and c.honour_mask == bit
        and c.dragon_mask == dragon_bit
    )


FAN: Final[Sequence[Rule[Ctx]]] = (
    fan("no-flowers", 1, "No Flowers nor Seasons", "Keine Bonusziegel",
        lambda c: c.flowers + c.seasons == 0, "no bonus tiles at all"),
    fan("seat-flower", 1, "Seat Flower", "Eigene Blume",
        lambda c: c.own_flower, "the flower of the winner's seat wind (1f East ... 4f North)"),
    fan("seat-season", 1, "Seat Season", "Eigene Jahreszeit",
        lambda c: c.own_season, "the season of the winner's seat wind (1g East ... 4g North)"),
    fan("all-flowers", 1, "All Flowers", "Alle Blumen",
        lambda c: c.flowers == 4, "all four flowers (with the own flower: 2 fan)"),
    fan("all-seasons", 1, "All Seasons", "Alle Jahreszeiten",
        lambda c: c.seasons == 4, "all four seasons (with the own season: 2 fan)"),
    fan("all-chows", 1, "All Chows", "Nur Tschau",
        lambda c: c.regular and c.chows == 4 and 0 <= c.pair_kind < 27, "four chows and a pair of suit tiles"),
    fan("dragon-pung", 1, "Pung (Kong) of Dragons", "Drachenpong (-kong)",
        lambda c: c.dragon_sets, "each pung or kong of dragons (a kong scores as a pung)"),
    fan("seat-wind-pung", 1, "Pung (Kong) of Seat Wind", "Pong (Kong) des Platzwinds",
        lambda c: c.seat_sets, "pung or kong of the winner's seat wind"),
    fan("prevalent-wind-pung", 1, "Pung (Kong) of Prevalent Wind", "Pong (Kong) des Rundenwinds",
        lambda c: c.round_sets, "pung or kong of the round wind (a wind that is both: 2 fan)"),
    fan("self-draw", 1, "Self-Draw", "Schlussstein selbst gezogen",
        lambda c: c.self_draw, "winning tile drawn by the winner (a kong or bonus replacement included)"),
    fan("last-tile-draw", 1, "Last Tile Draw", "Mit dem letzten Stein gezogen",
        lambda c: c.self_draw and c.last_tile, "self-drawn last tile of the hand (with Self-Draw: 2 fan)"),
    fan("last-tile-claim", 1, "Last Tile Claim", "Mit dem letzten Abwurf gerufen",
        lambda c: not c.self_draw and c.last_tile, "won on the discard after the last tile was drawn"),
    fan("replacement-tile", 1, "Out with Replacement Tile", "Mah-Jongg mit Ersatzstein",
        lambda c: c.replacement, "won on a kong replacement tile, never on a bonus replacement (with Self-Draw: 2)"),
    fan("robbing-kong", 1, "Robbing the Kong", "Kong berauben",
        lambda c: c.robbing_kong, "won with the tile another player adds to an exposed pung"),
    fan("all-pungs", 3, "All Pungs", "Nur Pongs",
        lambda c: c.sets == 4, "four pungs or kongs and any pair"),
    fan("half-flush", 3, "Half Flush", "Unreines Farbspiel",
        lambda c: c.suits == 1 and c.honours, "one suit and honours (at least one honour tile)"),
    fan("seven-pairs", 4, "Seven Pairs", "Sieben Paare",
        lambda c: c.seven_pairs, "seven pairs; four identical tiles count as two pairs"),
    fan("little-three-dragons", 4, "Little Three Dragons", "Kleine drei Drachen",
        lambda c: c.dragon_sets == 2 and c.pair_kind >= WHITE,
        "two dragon pungs/kongs and a dragon pair (with the two dragon pungs: 6 fan)"),
    fan("full-flush", 6, "Full Flush", "Reines Farbspiel",
        lambda c: c.suits == 1 and not c.honours, "suit tiles of one suit only"),
)
"""The fan lines in table order; all of them add up."""

LIMITS: Final[Sequence[Rule[Ctx]]] = (
    limit_rule("four-concealed-pungs", "Fully Concealed Four Concealed Pungs", "Vier verdeckte Pongs, selbst gezogen",
          lambda c: c.self_draw and c.concealed_sets == 4,
          "four concealed pungs (declared concealed kongs allowed) and a pair, self-drawn"),
    limit_rule("big-three-dragons", "Big Three Dragons", "Große drei Drachen",
          lambda c: c.dragon_sets == 3, "pungs or kongs of all three dragons"),
    limit_rule("little-four-winds", "Little Four Winds", "Kleine vier Winde",
          lambda c: c.wind_sets == 3 and EAST_WIND <= c.pair_kind < WHITE,
          "three wind pungs/kongs, the fourth wind as the pair"),
    limit_rule("big-four-winds", "Big Four Winds", "Große vier Winde",
          lambda c: c.wind_sets == 4, "pungs or kongs of all four winds"),
    limit_rule("all-honours", "All Honours", "Nur Bildziegel",
          lambda c: c.all_honours, "only honour tiles, as four sets and a pair or as seven pairs"),
    limit_rule("all-terminals", "All Terminals", "Nur Randziegel",
          lambda c: c.all_terminals, "only 1s and 9s, as four sets and a pair or as seven pairs"),
    limit_rule("nine-gates", "Nine Gates", "Neun Tore",
          lambda c: c.nine_gates, "concealed 1112345678999 of one suit and any further tile of it"),
    limit_rule("thirteen-orphans", "Thirteen Orphans", "Dreizehn Waisen",
          lambda c: c.orphans, "one of each terminal and honour, one of them doubled"),
    limit_rule("all-kongs", "All Kongs", "Nur Kongs",
          lambda c: c.kongs == 4, "four kongs (exposed or concealed) and a pair"),
    limit_rule("jade-dragon", "Jade Dragon", "Jadedrache",
          _jade(GREEN, SOU_BIT), "green dragon pung, three pungs and a pair of bamboo"),
    limit_rule("ruby-dragon", "Ruby Dragon", "Rubindrache",
          _jade(RED_DRAGON, MAN_BIT), "red dragon pung, three pungs and a pair of characters"),
    limit_rule("pearl-dragon", "Pearl Dragon", "Perlendrache",
          _jade(WHITE, PIN_BIT), "white dragon pung, three pungs and a pair of dots"),
    limit_rule("blessing-of-heaven", "Blessing of Heaven", "Segen des Himmels",
          lambda c: c.first_turn and c.seat == EAST_WIND,
          "East's dealt tiles (after bonus replacements and concealed kongs) are complete"),
    limit_rule("blessing-of-earth", "Blessing of Earth", "Segen der Erde",
          lambda c: c.first_turn and c.seat != EAST_WIND, "Mah-Jongg on East's first discard"),
)
"""The limit hands in table order; each scores the limit, and a kong may replace a pung in all of them
(except in Fully Concealed Four Concealed Pungs, where only a declared concealed kong may)."""


def _points_row(index: int) -> Rule[Ctx]:
    start, value = POINTS_STEPS[index]
    end = POINTS_STEPS[index + 1][0] - 1 if index + 1 < len(POINTS_STEPS) else None
    if end is None:
        return Rule(f"points-{start}-plus-fan", f"{start} or more fan", f"{start} und mehr Fan", "points", value,
                    None, "or a limit hand")
    span = str(start) if end == start else f"{start}-{end}"
    return Rule(f"points-{span}-fan", f"{span} fan", f"{span} Fan", "points", value, None, "")


POINTS: Final[Sequence[Rule[Ctx]]] = tuple(_points_row(i) for i in range(len(POINTS_STEPS)))
"""`POINTS_STEPS` as rows, for `jongg rules` (they never score as items)."""

TABLES: Final[Sequence[tuple[str, Sequence[Rule[Ctx]]]]] = (
    (Title("Fan (cumulative)", "Fan (kumulativ)"), FAN),
    (Title("Limit hands (each scores the limit)", "Limithände (jede zählt das Limit)"), LIMITS),
    (Title("Points from fan", "Punkte aus Fan"), POINTS),
)
"""(title, rules) in table order: scoring, the order of the items and `jongg rules` all follow it."""

_FAN_ROWS: Final = tuple((rule.when, rule, int(rule.value)) for rule in FAN if rule.when is not None)
_LIMIT_ROWS: Final = tuple((rule.when, rule) for rule in LIMITS if rule.when is not None)
_ITEMS: Final = {rule.id: Item(rule.id, rule.en, rule.de, rule.unit, rule.value) for rule in (*FAN, *LIMITS)}


# -- filling the context ---------------------------------------------------------------------------------
def _hand_ctx(request: ScoreRequest, hand: Hand) -> Ctx:
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
    own = seat - EAST_WIND
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
    for suit in range(3):
        if any(counts[suit * 9 : suit * 9 + 9]):
            suit_mask |= 1 << suit
    ctx.suit_mask = suit_mask
    ctx.suits = bin(suit_mask).count("1")
    ctx.honour_mask = sum(1 << (kind - 27) for kind in range(27, 34) if counts[kind])
    ctx.all_terminals = ctx.honour_mask == 0 and all(is_terminal(k) for k in range(27) if counts[k])
    winning = hand.winning & KIND_MASK
    if not hand.melds and ctx.suits == 1 and ctx.honour_mask == 0:
        base = winning - winning % 9
        before = counts[base : base + 9]
        before[winning - base] -= 1
        ctx.nine_gates = before == list(NINE_GATES)
    return ctx


def _fill(ctx: Ctx, dec: Decomposition, claimed: int) -> None:
    """The arrangement-level fields; `claimed` is the index of the group a claimed winning tile completed
    (-1: self-drawn), which counts as exposed."""
    form = dec.form
    ctx.regular = form is Forms.REGULAR
    ctx.seven_pairs = form is Forms.SEVEN_PAIRS or form is Forms.SEVEN_PAIRS_DOUBLED
    ctx.orphans = form is Forms.ORPHANS
    chows = sets = kongs = concealed_sets = dragon_mask = dragon_sets = wind_sets = seat_sets = round_sets = 0
    pair_kind = -1
    seat, round_ = ctx.seat, ctx.round
    for index, group in enumerate(dec.groups):
        kind = group.kind
        if kind is _CHOW:
            chows += 1
        elif kind is _PUNG or kind is _KONG:
            sets += 1
            if kind is _KONG:
                kongs += 1
            meld = group.meld
            if (meld.concealed if meld is not None else index != claimed):
                concealed_sets += 1
            first = group.first
            if first >= WHITE:
                dragon_mask |= 1 << (first - WHITE)
                dragon_sets += 1
            elif first >= EAST_WIND:
                wind_sets += 1
                seat_sets += first == seat
                round_sets += first == round_
        elif kind is _PAIR and ctx.regular:
            pair_kind = group.first
    ctx.chows = chows
    ctx.sets = sets
    ctx.kongs = kongs
    ctx.concealed_sets = concealed_sets
    ctx.dragon_mask = dragon_mask
    ctx.dragon_sets = dragon_sets
    ctx.wind_sets = wind_sets
    ctx.seat_sets = seat_sets
    ctx.round_sets = round_sets
    ctx.pair_kind = pair_kind


# -- scoring ---------------------------------------------------------------------------------------------
Hits = list[tuple[Rule[Ctx], int]]


def _evaluate(ctx: Ctx) -> tuple[int, Hits]:
    """Counted fan and the fan lines that scored (with how often), in table order."""
    total = 0
    hits: Hits = []
    for when, rule, value in _FAN_ROWS:
        n = int(when(ctx))
        if n:
            hits.append((rule, n))
            total += value * n
    return total, hits


def _items(hits: Hits) -> tuple[Item, ...]:
    out: list[Item] = []
    for rule, n in hits:
        out.extend((_ITEMS[rule.id],) * n)
    return tuple(out)


def _payments(request: ScoreRequest, total: int) -> tuple[Payment, ...]:
    win = request.win
    assert win is not None
    return tuple(Payment(payer, request.seat_wind, amount)
                 for payer, amount in normal_payments(request.seat_wind, win.from_, total))


def score(request: ScoreRequest, hand: Hand, options: HongKongEasyOptions) -> ScoreResult:
    """Score one `dmjl-hk-easy` hand (the request already checked by the rule set)."""
    ruleset = request.ruleset
    if hand.winning is None:
        return ScoreResult(ruleset, won=False, total=0)
    if request.irregular is not None:
        return ScoreResult(ruleset, reason="dead-hand", total=0)
    decs = decompositions(hand, FORMS)
    if not decs:
        return ScoreResult(ruleset, reason="not-complete", total=0)
    ctx = _hand_ctx(request, hand)
    self_draw = ctx.self_draw
    # (points, limit hand, fan), then the arrangement string that sorts first
    best_key: tuple[int, bool, int] = (-1, False, -1)
    best: tuple[str, int, Hits, list[Rule[Ctx]]] = ("", 0, [], [])
    for dec in decs:
        claimed = -1 if self_draw or dec.winning is None else dec.winning
        _fill(ctx, dec, claimed)
        limits = [rule for when, rule in _LIMIT_ROWS if when(ctx)]
        counted, hits = _evaluate(ctx)
        key = (LIMIT_POINTS, True, 0) if limits else (points_for_fan(counted), False, counted)
        if key < best_key:
            continue
        arrangement = arrangement_string(dec.groups, claimed)
        if key > best_key or arrangement < best[0]:
            best_key = key
            best = (arrangement, counted, hits, limits)
    points, is_limit, _ = best_key
    arrangement, counted, hits, limits = best
    if is_limit:
        return ScoreResult(ruleset, won=True, limit="limit", limit_hand=limits[0].id, total=points,
                           items=tuple(_ITEMS[rule.id] for rule in limits), arrangement=arrangement,
                           payments=_payments(request, points))
    items = _items(hits)
    if counted < options.fan_minimum:
        return ScoreResult(ruleset, reason="below-minimum", fan=counted, total=0, items=items,
                           arrangement=arrangement)
    return ScoreResult(ruleset, won=True, fan=counted, limit="limit" if counted >= LIMIT_FAN else None,
                       total=points, items=items, arrangement=arrangement, payments=_payments(request, points))
