"""The tables of `riichi-hana` as data (`riichi-hana.md`, "Base Riichi", "Variation 1", "Payments").

The yaku and yakuman, the fu lines, the han that are no yaku and the limits. Every row says when it scores
for one winner's hand in one arrangement and reading, read from a `Ctx` (`RiichiCtx` for the fu and the han
that are no yaku) that `context` fills. `when(ctx)` returns how many times the row scores (0: not at all), so
a yakuhai row scores once per pung and Shoufaahou once per complete flower group; each `when` is an expression
of `c` (`jongg.rules.evaluate.expression`), which the scorer's written-out tables hold as it is. A yaku row has
its closed and open han (open 0: closed hands only); a yakuman row counts one yakuman, or two for the double
yakuman rows while the option `double_yakuman` is on. The rows stand in gated sections (`jongg.rules.evaluate.Section`).
The row order is the table order of the items and of `jongg rules`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from jongg.analysis import Forms
from jongg.rules.base import Rule, Title
from jongg.rules.evaluate import Section
from jongg.rules.evaluate import expression as _e
from jongg.rules.groups import (
    KONG_SIMPLES_CONCEALED,
    KONG_SIMPLES_EXPOSED,
    KONG_TERMINALS_CONCEALED,
    KONG_TERMINALS_EXPOSED,
    PUNG_SIMPLES_CONCEALED,
    PUNG_SIMPLES_EXPOSED,
    PUNG_TERMINALS_CONCEALED,
    PUNG_TERMINALS_EXPOSED,
)
from jongg.rules.riichi.context import Ctx, RiichiCtx
from jongg.tiles import EAST, WHITE

__all__ = [
    "FORMS",
    "FU",
    "FU_SECTIONS",
    "HAN",
    "HAN_SECTIONS",
    "LIMITS",
    "NAGASHI",
    "TABLES",
    "YAKU",
    "YAKUMAN",
    "YAKUMAN_SECTIONS",
    "YAKU_SECTIONS",
    "Yaku",
    "Yakuman",
    "yakuman_limit",
]

FORMS: Final = Forms.REGULAR | Forms.SEVEN_PAIRS | Forms.ORPHANS
"""Four sets and a pair; seven distinct pairs (chiitoitsu); thirteen orphans (kokushi)."""

When = Callable[[Ctx], int]
FuWhen = Callable[[RiichiCtx], int]


@dataclass(frozen=True, slots=True)
class Yaku:
    """A yaku: han closed and open (open 0: closed hands only)."""

    id: str
    en: str
    de: str
    closed: int
    open: int
    when: When
    note: str

    def rule(self) -> Rule[Ctx]:
        value = "closed only" if self.open == 0 else f"open {self.open} han"
        note = f"{self.note} ({value})" if self.note else value
        return Rule(self.id, self.en, self.de, "han", self.closed, self.when, note)


@dataclass(frozen=True, slots=True)
class Yakuman:
    """A yakuman: one, or two (`double`, while the option `double_yakuman` is on)."""

    id: str
    en: str
    de: str
    double: bool
    when: When
    note: str

    def units(self, double_yakuman: bool) -> int:
        return 2 if self.double and double_yakuman else 1

    def rule(self) -> Rule[Ctx]:
        note = f"{self.note} (double yakuman with the option double_yakuman)" if self.double else self.note
        return Rule(self.id, self.en, self.de, "limit", "2x yakuman" if self.double else "yakuman", self.when, note)


def yakuman_limit(units: int) -> str:
    """The tier of `units` yakuman: `yakuman`, `2x yakuman`, `3x yakuman` ..."""
    return "yakuman" if units == 1 else f"{units}x yakuman"


def _dragon(bit: int) -> When:
    return _e(f"c.dragon_mask >> {int(bit)} & 1")


YAKU_SECTIONS: Final[Sequence[Section[Ctx, Yaku]]] = (
    Section(
        _e("c.riichi or c.double_riichi"),
        (
            Yaku("riichi", "Riichi", "Riichi", 1, 0, _e("c.riichi"), "declared riichi (not a double riichi)"),
            Yaku(
                "double-riichi",
                "Double riichi",
                "Doppel-Riichi",
                2,
                0,
                _e("c.double_riichi"),
                "riichi with the first discard, no call before it",
            ),
            Yaku(
                "ippatsu",
                "Ippatsu",
                "Ippatsu",
                1,
                0,
                _e("c.ippatsu"),
                "won within one go-around after the riichi discard, uninterrupted",
            ),
        ),
    ),
    Section(
        _e("c.menzen"),
        (
            Yaku(
                "menzen-tsumo",
                "Menzen tsumo",
                "Menzen Tsumo",
                1,
                0,
                _e("c.menzen and c.self_draw"),
                "closed hand, self-drawn",
            ),
            Yaku(
                "pinfu",
                "Pinfu",
                "Pinfu",
                1,
                0,
                _e("c.pinfu"),
                "closed, four chows, a pair that is no yakuhai, two-sided wait; flower fu ignored",
            ),
        ),
    ),
    Section(
        _e("c.peikou or c.chiitoitsu"),
        (
            Yaku("iipeikou", "Iipeikou", "Iipeikou", 1, 0, _e("c.peikou == 1"), "two identical chows"),
            Yaku("chiitoitsu", "Chiitoitsu", "Chiitoitsu", 2, 0, _e("c.chiitoitsu"), "seven different pairs; 25 fu"),
            Yaku("ryanpeikou", "Ryanpeikou", "Ryanpeikou", 3, 0, _e("c.peikou == 2"), "two pairs of identical chows"),
        ),
    ),
    Section(_e("c.tanyao"), (Yaku("tanyao", "Tanyao", "Tanyao", 1, 1, _e("c.tanyao"), "only simples 2-8"),)),
    Section(
        _e("c.valued_sets"),
        (
            Yaku(
                "yakuhai-haku", "Yakuhai: white dragon", "Yakuhai: weißer Drache", 1, 1, _dragon(0), "pung or kan of 5z"
            ),
            Yaku(
                "yakuhai-hatsu",
                "Yakuhai: green dragon",
                "Yakuhai: grüner Drache",
                1,
                1,
                _dragon(1),
                "pung or kan of 6z",
            ),
            Yaku("yakuhai-chun", "Yakuhai: red dragon", "Yakuhai: roter Drache", 1, 1, _dragon(2), "pung or kan of 7z"),
            Yaku(
                "yakuhai-seat-wind",
                "Yakuhai: seat wind",
                "Yakuhai: Platzwind",
                1,
                1,
                _e("c.seat_sets"),
                "pung or kan of the seat wind",
            ),
            Yaku(
                "yakuhai-round-wind",
                "Yakuhai: round wind",
                "Yakuhai: Rundenwind",
                1,
                1,
                _e("c.round_sets"),
                "pung or kan of the round wind (a wind that is both: 2 han)",
            ),
        ),
    ),
    Section(
        _e("c.situation"),
        (
            Yaku(
                "rinshan-kaihou",
                "Rinshan kaihou",
                "Rinshan Kaihou",
                1,
                1,
                _e("c.rinshan"),
                "won on a replacement draw after a kan or a flower",
            ),
            Yaku("chankan", "Chankan", "Chankan", 1, 1, _e("c.chankan"), "robbing a kan"),
            Yaku("haitei", "Haitei raoyue", "Haitei", 1, 1, _e("c.haitei"), "self-drawn last tile of the live wall"),
            Yaku("houtei", "Houtei raoyui", "Houtei", 1, 1, _e("c.houtei"), "won on the last discard"),
            Yaku(
                "renhou",
                "Renhou",
                "Renhou",
                5,
                0,
                _e("c.renhou and c.renhou_han > 0"),
                "a discard won before the own first draw (option renhou 5-han: 5 han, it stacks)",
            ),
        ),
    ),
    Section(
        _e("c.flower_groups"),
        (
            Yaku(
                "shoufaahou",
                "Shoufaahou",
                "Shoufaahou",
                1,
                1,
                _e("c.flower_groups"),
                "variation 1: all four flowers of one group (each complete group)",
            ),
        ),
    ),
    Section(
        _e("(c.outside and c.chows) or c.ittsu or c.sanshoku"),
        (
            Yaku(
                "chanta",
                "Chanta",
                "Chanta",
                2,
                1,
                _e("c.outside and c.chows and c.honours"),
                "every set and the pair with a terminal or honour, a chow, an honour",
            ),
            Yaku("ittsu", "Ittsu", "Ittsu", 2, 1, _e("c.ittsu"), "123 456 789 of one suit"),
            Yaku(
                "sanshoku-doujun",
                "Sanshoku doujun",
                "Sanshoku Doujun",
                2,
                1,
                _e("c.sanshoku"),
                "the same chow in all three suits",
            ),
            Yaku(
                "junchan",
                "Junchan",
                "Junchan",
                3,
                2,
                _e("c.outside and c.chows and not c.honours"),
                "every set and the pair with a terminal, a chow, no honour",
            ),
        ),
    ),
    Section(
        _e("c.sets >= 3 or c.dragon_sets == 2"),
        (
            Yaku(
                "sanshoku-doukou",
                "Sanshoku doukou",
                "Sanshoku Doukou",
                2,
                2,
                _e("c.doukou"),
                "pungs or kans of the same number in all three suits",
            ),
            Yaku("toitoi", "Toitoi", "Toitoi", 2, 2, _e("c.sets == 4"), "four pungs or kans"),
            Yaku(
                "sanankou",
                "Sanankou",
                "Sanankou",
                2,
                2,
                _e("c.concealed_sets == 3"),
                "three concealed pungs or kans",
            ),
            Yaku("sankantsu", "Sankantsu", "Sankantsu", 2, 2, _e("c.kongs == 3"), "three kans"),
            Yaku(
                "shousangen",
                "Shousangen",
                "Shousangen",
                2,
                2,
                _e("c.dragon_sets == 2 and c.pair_kind >= WHITE", WHITE=WHITE),
                "two dragon pungs or kans and a dragon pair",
            ),
        ),
    ),
    Section(
        _e("c.suits <= 1 or c.terminals_honours"),
        (
            Yaku(
                "honroutou",
                "Honroutou",
                "Honroutou",
                2,
                2,
                _e("c.terminals_honours and not c.kokushi"),
                "only terminals and honours",
            ),
            Yaku("honitsu", "Honitsu", "Honitsu", 3, 2, _e("c.suits == 1 and c.honours"), "one suit and honours"),
            Yaku("chinitsu", "Chinitsu", "Chinitsu", 6, 5, _e("c.suits == 1 and not c.honours"), "one suit only"),
        ),
    ),
)
"""The yaku in table order, in gated sections; all of them add up."""

YAKU: Final[Sequence[Yaku]] = tuple(row for section in YAKU_SECTIONS for row in section.rows)

NAGASHI: Final[Rule[Ctx]] = Rule(
    "nagashi-mangan",
    "Nagashi mangan",
    "Nagashi Mangan",
    "limit",
    "mangan",
    None,
    "at an exhaustive draw: only terminal and honour discards, none called; settled as "
    "a mangan tsumo without honba (settle, nagashi)",
)

YAKUMAN_SECTIONS: Final[Sequence[Section[Ctx, Yakuman]]] = (
    Section(
        _e("c.kokushi or c.concealed_sets == 4"),
        (
            Yakuman(
                "kokushi",
                "Kokushi musou",
                "Kokushi Musou",
                False,
                _e("c.kokushi and not c.kokushi13"),
                "one of each terminal and honour and one more of them",
            ),
            Yakuman(
                "kokushi-13",
                "Kokushi musou, 13-sided wait",
                "Kokushi Musou, 13 Wartesteine",
                True,
                _e("c.kokushi and c.kokushi13"),
                "the thirteen tiles before the winning tile all different",
            ),
            Yakuman(
                "suuankou",
                "Suuankou",
                "Suuankou",
                False,
                _e("c.concealed_sets == 4 and not c.tanki"),
                "four concealed pungs or kans",
            ),
            Yakuman(
                "suuankou-tanki",
                "Suuankou tanki",
                "Suuankou Tanki",
                True,
                _e("c.concealed_sets == 4 and c.tanki"),
                "four concealed pungs or kans, won on the pair",
            ),
        ),
    ),
    Section(
        _e("c.dragon_sets == 3 or c.wind_sets >= 3 or c.terminals_honours or c.all_green"),
        (
            Yakuman(
                "daisangen",
                "Daisangen",
                "Daisangen",
                False,
                _e("c.dragon_sets == 3"),
                "pungs or kans of all three dragons (pao)",
            ),
            Yakuman(
                "shousuushii",
                "Shousuushii",
                "Shousuushii",
                False,
                _e("c.wind_sets == 3 and EAST <= c.pair_kind < WHITE", EAST=EAST, WHITE=WHITE),
                "three wind pungs or kans and a wind pair",
            ),
            Yakuman(
                "daisuushii",
                "Daisuushii",
                "Daisuushii",
                True,
                _e("c.wind_sets == 4"),
                "pungs or kans of all four winds (pao)",
            ),
            Yakuman("tsuuiisou", "Tsuuiisou", "Tsuuiisou", False, _e("c.all_honours"), "only honours"),
            Yakuman("chinroutou", "Chinroutou", "Chinroutou", False, _e("c.all_terminals"), "only terminals"),
            Yakuman(
                "ryuuiisou",
                "Ryuuiisou",
                "Ryuuiisou",
                False,
                _e("c.all_green"),
                "only 2 3 4 6 8 bamboo and green dragons",
            ),
        ),
    ),
    Section(
        _e("c.chuuren or c.kongs == 4 or c.tenhou or c.chiihou or c.renhou"),
        (
            Yakuman(
                "chuuren",
                "Chuuren poutou",
                "Chuuren Poutou",
                False,
                _e("c.chuuren and not c.junsei"),
                "closed 1112345678999 of one suit and one more tile of it",
            ),
            Yakuman(
                "junsei-chuuren",
                "Junsei chuuren poutou",
                "Junsei Chuuren Poutou",
                True,
                _e("c.junsei"),
                "chuuren on the nine-sided wait",
            ),
            Yakuman("suukantsu", "Suukantsu", "Suukantsu", False, _e("c.kongs == 4"), "four kans"),
            Yakuman("tenhou", "Tenhou", "Tenhou", False, _e("c.tenhou"), "the dealer's dealt hand is complete"),
            Yakuman(
                "chiihou",
                "Chiihou",
                "Chiihou",
                False,
                _e("c.chiihou"),
                "self-drawn with the own first draw, no call before",
            ),
            Yakuman(
                "renhou-yakuman",
                "Renhou (yakuman)",
                "Renhou (Yakuman)",
                False,
                _e("c.renhou and c.renhou_yakuman"),
                "option renhou yakuman",
            ),
            Yakuman(
                "daifaahou",
                "Daifaahou",
                "Daifaahou",
                False,
                _e("False"),
                "variation 1, 8 flowers: all eight flowers, whatever the hand holds; no other yaku count",
            ),
        ),
    ),
)
"""The yakuman in table order, in gated sections; they add up, and a hand with one scores no yaku, fu or dora."""

YAKUMAN: Final[Sequence[Yakuman]] = tuple(row for section in YAKUMAN_SECTIONS for row in section.rows)


def _fu(rule_id: str, value: int, en: str, de: str, when: FuWhen, note: str) -> Rule[RiichiCtx]:
    return Rule(rule_id, en, de, "fu", value, when, note)


def _han(rule_id: str, en: str, de: str, when: FuWhen, note: str) -> Rule[RiichiCtx]:
    return Rule(rule_id, en, de, "han", 1, when, note)


def _set_class(index: int) -> FuWhen:
    return _e(f"c.set_class_counts >> {4 * int(index)} & 15")


FU_SECTIONS: Final[Sequence[Section[RiichiCtx, Rule[RiichiCtx]]]] = (
    Section(
        None,
        (
            _fu("fu-base", 20, "Base fu", "Grundfu", _e("not c.chiitoitsu"), "every hand but chiitoitsu"),
            _fu(
                "fu-chiitoitsu",
                25,
                "Chiitoitsu",
                "Chiitoitsu",
                _e("c.chiitoitsu"),
                "seven pairs: 25 fu, nothing else (no flower fu either)",
            ),
            _fu(
                "fu-closed-ron",
                10,
                "Closed hand won on a discard",
                "Geschlossene Hand mit Ron",
                _e("c.regular and c.menzen and not c.self_draw"),
                "menzen kafu",
            ),
            _fu(
                "fu-tsumo",
                2,
                "Self-draw",
                "Tsumo",
                _e("c.regular and c.self_draw and not c.pinfu"),
                "not in the pinfu reading",
            ),
            _fu(
                "fu-open-pinfu",
                2,
                "Open hand without fu",
                "Offene Hand ohne Fu",
                _e("not c.menzen and not c.self_draw and c.plain and not (c.flower_fu and c.flowers)"),
                "an open hand won on a discard with nothing but the base fu (20 → 30)",
            ),
        ),
    ),
    Section(
        _e("c.kanchan or c.penchan or c.tanki"),
        (
            _fu("fu-kanchan", 2, "Closed wait", "Mittelwartestein", _e("c.kanchan"), "the middle tile of a chow"),
            _fu("fu-penchan", 2, "Edge wait", "Randwartestein", _e("c.penchan"), "3 of 123 or 7 of 789"),
            _fu("fu-tanki", 2, "Pair wait", "Paarwartestein", _e("c.regular and c.tanki"), "won on the pair"),
        ),
    ),
    Section(
        _e("c.pair_kind >= EAST", EAST=EAST),
        (
            _fu("fu-pair-dragon", 2, "Dragon pair", "Drachenpaar", _e("c.pair_dragons"), ""),
            _fu("fu-pair-seat-wind", 2, "Seat wind pair", "Paar des Platzwinds", _e("c.pair_seat"), ""),
            _fu(
                "fu-pair-round-wind",
                2,
                "Round wind pair",
                "Paar des Rundenwinds",
                _e("c.pair_round"),
                "a wind that is both: 4 fu",
            ),
        ),
    ),
    Section(
        _e("c.sets > c.kongs"),
        (
            _fu(
                "fu-pung-simples-open",
                2,
                "Open pung of simples",
                "Offener Pong aus Grundziegeln",
                _set_class(PUNG_SIMPLES_EXPOSED),
                "a pung completed by a discard counts as open",
            ),
            _fu(
                "fu-pung-simples-closed",
                4,
                "Concealed pung of simples",
                "Verdeckter Pong aus Grundziegeln",
                _set_class(PUNG_SIMPLES_CONCEALED),
                "",
            ),
            _fu(
                "fu-pung-terminals-open",
                4,
                "Open pung of terminals or honours",
                "Offener Pong aus Rand- oder Bildziegeln",
                _set_class(PUNG_TERMINALS_EXPOSED),
                "",
            ),
            _fu(
                "fu-pung-terminals-closed",
                8,
                "Concealed pung of terminals or honours",
                "Verdeckter Pong aus Rand- oder Bildziegeln",
                _set_class(PUNG_TERMINALS_CONCEALED),
                "",
            ),
        ),
    ),
    Section(
        _e("c.kongs"),
        (
            _fu(
                "fu-kan-simples-open",
                8,
                "Open kan of simples",
                "Offener Kan aus Grundziegeln",
                _set_class(KONG_SIMPLES_EXPOSED),
                "",
            ),
            _fu(
                "fu-kan-simples-closed",
                16,
                "Concealed kan of simples",
                "Verdeckter Kan aus Grundziegeln",
                _set_class(KONG_SIMPLES_CONCEALED),
                "",
            ),
            _fu(
                "fu-kan-terminals-open",
                16,
                "Open kan of terminals or honours",
                "Offener Kan aus Rand- oder Bildziegeln",
                _set_class(KONG_TERMINALS_EXPOSED),
                "",
            ),
            _fu(
                "fu-kan-terminals-closed",
                32,
                "Concealed kan of terminals or honours",
                "Verdeckter Kan aus Rand- oder Bildziegeln",
                _set_class(KONG_TERMINALS_CONCEALED),
                "",
            ),
        ),
    ),
    Section(
        _e("c.flower_fu"),
        (
            _fu(
                "fu-flower",
                4,
                "Flower",
                "Blume",
                _e("c.flowers if c.flower_fu and c.regular and not c.pinfu else 0"),
                "variation 1: each flower in front of the winner (option flower_fu: 2); not in the pinfu reading",
            ),
        ),
    ),
)
"""The fu lines in table order, in gated sections: each scores its value per occurrence; the sum is rounded up
to 10."""

FU: Final[Sequence[Rule[RiichiCtx]]] = tuple(row for section in FU_SECTIONS for row in section.rows)

HAN_SECTIONS: Final[Sequence[Section[RiichiCtx, Rule[RiichiCtx]]]] = (
    Section(
        _e("c.flowers"),
        (
            _han(
                "seat-flower",
                "Seat flower",
                "Eigene Blume",
                _e("c.seat_flower"),
                "variation 1: the flower of the seat wind (1f East ... 4f North); not a yaku",
            ),
            _han(
                "seat-season",
                "Seat season",
                "Eigene Jahreszeit",
                _e("c.seat_season"),
                "variation 1: the season of the seat wind; not a yaku",
            ),
            _han(
                "nukidora",
                "Nukidora (flowers)",
                "Nukidora (Blumen)",
                _e("c.nukidora"),
                "variation 2: each flower; not a yaku",
            ),
        ),
    ),
    Section(
        _e("c.extra"),
        (
            _han("dora", "Dora", "Dora", _e("c.dora"), "each tile indicated by the first indicator"),
            _han("kan-dora", "Kan dora", "Kan-Dora", _e("c.kan_dora"), "each tile indicated by a kan-dora indicator"),
            _han("red-five", "Red fives", "Rote Fünfen", _e("c.red"), "each red five"),
            _han(
                "ura-dora",
                "Ura dora",
                "Ura-Dora",
                _e("c.ura"),
                "with riichi: each tile indicated by an ura indicator",
            ),
        ),
    ),
    Section(
        _e("c.flowers"),
        (
            _han(
                "flower-dora",
                "Flower dora",
                "Blumen-Dora",
                _e("c.flower_dora"),
                "per flower indicator among the dora indicators: each flower of its group in front of the winner",
            ),
            _han(
                "flower-ura-dora",
                "Flower ura dora",
                "Blumen-Ura-Dora",
                _e("c.flower_ura"),
                "with riichi: the same for the ura indicators",
            ),
        ),
    ),
)
"""The han that are no yaku, in table order: one item each, its han the count; they need a yaku to count."""

HAN: Final[Sequence[Rule[RiichiCtx]]] = tuple(row for section in HAN_SECTIONS for row in section.rows)

LIMITS: Final[Sequence[Rule[Ctx]]] = (
    Rule("mangan", "Mangan", "Mangan", "limit", "mangan", None, "5 han, or base points above 2,000: base 2,000"),
    Rule("haneman", "Haneman", "Haneman", "limit", "haneman", None, "6-7 han: base 3,000"),
    Rule("baiman", "Baiman", "Baiman", "limit", "baiman", None, "8-10 han: base 4,000"),
    Rule("sanbaiman", "Sanbaiman", "Sanbaiman", "limit", "sanbaiman", None, "11-12 han: base 6,000"),
    Rule(
        "kazoe-yakuman",
        "Counted yakuman",
        "Gezählter Yakuman",
        "limit",
        "yakuman",
        None,
        "13+ han: base 8,000 (option kazoe sanbaiman: a sanbaiman)",
    ),
    Rule("yakuman", "Yakuman", "Yakuman", "limit", "yakuman", None, "base 8,000 per yakuman; they add up"),
    NAGASHI,
)
"""The limits (base points), for `jongg rules`; they never score as items."""

TABLES: Final[Sequence[tuple[str, Sequence[Rule[RiichiCtx]] | Sequence[Rule[Ctx]]]]] = (
    (
        Title("Yaku (han closed; open as noted)", "Yaku (Han geschlossen; offen wie angegeben)"),
        tuple(y.rule() for y in YAKU),
    ),
    (Title("Yakuman", "Yakuman"), tuple(y.rule() for y in YAKUMAN)),
    (Title("Han that are no yaku", "Han, die kein Yaku sind"), HAN),
    (Title("Fu", "Fu"), FU),
    (Title("Limits (base points)", "Limits (Grundpunkte)"), LIMITS),
)
"""(title, rules) in table order: the order of the items and `jongg rules` follow it."""
