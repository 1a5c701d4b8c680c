"""The `dmjl-hk-easy` scoring tables as data (`hk-easy.md`, "Scoring: fan").

The fan lines, the limit hands and the points scale (`FAN`, `LIMITS`, `POINTS_STEPS`): every row is a `Rule`
whose `when(ctx)` says how many times it scores for one hand in one arrangement, read from a `Ctx` that
`context` fills. The same rows give the order of the items (table order) and `jongg rules dmjl-hk-easy`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from jongg.analysis import Forms
from jongg.rules.base import Rule, Title, limit_rule
from jongg.rules.hk_easy.context import MAN_BIT, PIN_BIT, SOU_BIT, Ctx
from jongg.tiles import EAST, GREEN, RED_DRAGON, WHITE

__all__ = [
    "FAN",
    "FORMS",
    "LIMITS",
    "LIMIT_FAN",
    "LIMIT_POINTS",
    "POINTS",
    "POINTS_STEPS",
    "POINT_VALUES",
    "TABLES",
    "points_for_fan",
]

FORMS: Final = Forms.REGULAR | Forms.SEVEN_PAIRS | Forms.SEVEN_PAIRS_DOUBLED | Forms.ORPHANS
"""Four sets and a pair; seven pairs (four identical tiles count as two pairs); thirteen orphans."""


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


When = Callable[[Ctx], int]


def fan(rule_id: str, value: int, en: str, de: str, when: When, note: str) -> Rule[Ctx]:
    return Rule(rule_id, en, de, "fan", value, when, note)


def _jade(dragon: int, suit_bit: int) -> When:
    """A pung/kong of `dragon`, three pungs/kongs and a pair of the suit `suit_bit`, nothing else."""
    bit = 1 << (dragon - EAST)
    dragon_bit = 1 << (dragon - WHITE)
    return lambda c: (
        c.regular and c.chows == 0 and c.suit_mask == suit_bit and c.honour_mask == bit and c.dragon_mask == dragon_bit
    )


FAN: Final[Sequence[Rule[Ctx]]] = (
    fan(
        "no-flowers",
        1,
        "No Flowers nor Seasons",
        "Keine Bonusziegel",
        lambda c: c.flowers + c.seasons == 0,
        "no bonus tiles at all",
    ),
    fan(
        "seat-flower",
        1,
        "Seat Flower",
        "Eigene Blume",
        lambda c: c.own_flower,
        "the flower of the winner's seat wind (1f East ... 4f North)",
    ),
    fan(
        "seat-season",
        1,
        "Seat Season",
        "Eigene Jahreszeit",
        lambda c: c.own_season,
        "the season of the winner's seat wind (1g East ... 4g North)",
    ),
    fan(
        "all-flowers",
        1,
        "All Flowers",
        "Alle Blumen",
        lambda c: c.flowers == 4,
        "all four flowers (with the own flower: 2 fan)",
    ),
    fan(
        "all-seasons",
        1,
        "All Seasons",
        "Alle Jahreszeiten",
        lambda c: c.seasons == 4,
        "all four seasons (with the own season: 2 fan)",
    ),
    fan(
        "all-chows",
        1,
        "All Chows",
        "Nur Tschau",
        lambda c: c.regular and c.chows == 4 and 0 <= c.pair_kind < EAST,
        "four chows and a pair of suit tiles",
    ),
    fan(
        "dragon-pung",
        1,
        "Pung (Kong) of Dragons",
        "Drachenpong (-kong)",
        lambda c: c.dragon_sets,
        "each pung or kong of dragons (a kong scores as a pung)",
    ),
    fan(
        "seat-wind-pung",
        1,
        "Pung (Kong) of Seat Wind",
        "Pong (Kong) des Platzwinds",
        lambda c: c.seat_sets,
        "pung or kong of the winner's seat wind",
    ),
    fan(
        "prevalent-wind-pung",
        1,
        "Pung (Kong) of Prevalent Wind",
        "Pong (Kong) des Rundenwinds",
        lambda c: c.round_sets,
        "pung or kong of the round wind (a wind that is both: 2 fan)",
    ),
    fan(
        "self-draw",
        1,
        "Self-Draw",
        "Schlussstein selbst gezogen",
        lambda c: c.self_draw,
        "winning tile drawn by the winner (a kong or bonus replacement included)",
    ),
    fan(
        "last-tile-draw",
        1,
        "Last Tile Draw",
        "Mit dem letzten Stein gezogen",
        lambda c: c.self_draw and c.last_tile,
        "self-drawn last tile of the hand (with Self-Draw: 2 fan)",
    ),
    fan(
        "last-tile-claim",
        1,
        "Last Tile Claim",
        "Mit dem letzten Abwurf gerufen",
        lambda c: not c.self_draw and c.last_tile,
        "won on the discard after the last tile was drawn",
    ),
    fan(
        "replacement-tile",
        1,
        "Out with Replacement Tile",
        "Mah-Jongg mit Ersatzstein",
        lambda c: c.replacement,
        "won on a kong replacement tile, never on a bonus replacement (with Self-Draw: 2)",
    ),
    fan(
        "robbing-kong",
        1,
        "Robbing the Kong",
        "Kong berauben",
        lambda c: c.robbing_kong,
        "won with the tile another player adds to an exposed pung",
    ),
    fan("all-pungs", 3, "All Pungs", "Nur Pongs", lambda c: c.sets == 4, "four pungs or kongs and any pair"),
    fan(
        "half-flush",
        3,
        "Half Flush",
        "Unreines Farbspiel",
        lambda c: c.suits == 1 and c.honours,
        "one suit and honours (at least one honour tile)",
    ),
    fan(
        "seven-pairs",
        4,
        "Seven Pairs",
        "Sieben Paare",
        lambda c: c.seven_pairs,
        "seven pairs; four identical tiles count as two pairs",
    ),
    fan(
        "little-three-dragons",
        4,
        "Little Three Dragons",
        "Kleine drei Drachen",
        lambda c: c.dragon_sets == 2 and c.pair_kind >= WHITE,
        "two dragon pungs/kongs and a dragon pair (with the two dragon pungs: 6 fan)",
    ),
    fan(
        "full-flush",
        6,
        "Full Flush",
        "Reines Farbspiel",
        lambda c: c.suits == 1 and not c.honours,
        "suit tiles of one suit only",
    ),
)
"""The fan lines in table order; all of them add up."""

LIMITS: Final[Sequence[Rule[Ctx]]] = (
    limit_rule(
        "four-concealed-pungs",
        "Fully Concealed Four Concealed Pungs",
        "Vier verdeckte Pongs, selbst gezogen",
        lambda c: c.self_draw and c.concealed_sets == 4,
        "four concealed pungs (declared concealed kongs allowed) and a pair, self-drawn",
    ),
    limit_rule(
        "big-three-dragons",
        "Big Three Dragons",
        "Große drei Drachen",
        lambda c: c.dragon_sets == 3,
        "pungs or kongs of all three dragons",
    ),
    limit_rule(
        "little-four-winds",
        "Little Four Winds",
        "Kleine vier Winde",
        lambda c: c.wind_sets == 3 and EAST <= c.pair_kind < WHITE,
        "three wind pungs/kongs, the fourth wind as the pair",
    ),
    limit_rule(
        "big-four-winds",
        "Big Four Winds",
        "Große vier Winde",
        lambda c: c.wind_sets == 4,
        "pungs or kongs of all four winds",
    ),
    limit_rule(
        "all-honours",
        "All Honours",
        "Nur Bildziegel",
        lambda c: c.all_honours,
        "only honour tiles, as four sets and a pair or as seven pairs",
    ),
    limit_rule(
        "all-terminals",
        "All Terminals",
        "Nur Randziegel",
        lambda c: c.all_terminals,
        "only 1s and 9s, as four sets and a pair or as seven pairs",
    ),
    limit_rule(
        "nine-gates",
        "Nine Gates",
        "Neun Tore",
        lambda c: c.nine_gates,
        "concealed 1112345678999 of one suit and any further tile of it",
    ),
    limit_rule(
        "thirteen-orphans",
        "Thirteen Orphans",
        "Dreizehn Waisen",
        lambda c: c.orphans,
        "one of each terminal and honour, one of them doubled",
    ),
    limit_rule(
        "all-kongs", "All Kongs", "Nur Kongs", lambda c: c.kongs == 4, "four kongs (exposed or concealed) and a pair"
    ),
    limit_rule(
        "jade-dragon",
        "Jade Dragon",
        "Jadedrache",
        _jade(GREEN, SOU_BIT),
        "green dragon pung, three pungs and a pair of bamboo",
    ),
    limit_rule(
        "ruby-dragon",
        "Ruby Dragon",
        "Rubindrache",
        _jade(RED_DRAGON, MAN_BIT),
        "red dragon pung, three pungs and a pair of characters",
    ),
    limit_rule(
        "pearl-dragon",
        "Pearl Dragon",
        "Perlendrache",
        _jade(WHITE, PIN_BIT),
        "white dragon pung, three pungs and a pair of dots",
    ),
    limit_rule(
        "blessing-of-heaven",
        "Blessing of Heaven",
        "Segen des Himmels",
        lambda c: c.first_turn and c.seat == EAST,
        "East's dealt tiles (after bonus replacements and concealed kongs) are complete",
    ),
    limit_rule(
        "blessing-of-earth",
        "Blessing of Earth",
        "Segen der Erde",
        lambda c: c.first_turn and c.seat != EAST,
        "Mah-Jongg on East's first discard",
    ),
)
"""The limit hands in table order; each scores the limit, and a kong may replace a pung in all of them
(except in Fully Concealed Four Concealed Pungs, where only a declared concealed kong may)."""


def _points_row(index: int) -> Rule[Ctx]:
    start, value = POINTS_STEPS[index]
    end = POINTS_STEPS[index + 1][0] - 1 if index + 1 < len(POINTS_STEPS) else None
    if end is None:
        return Rule(
            f"points-{start}-plus-fan",
            f"{start} or more fan",
            f"{start} und mehr Fan",
            "points",
            value,
            None,
            "or a limit hand",
        )
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
