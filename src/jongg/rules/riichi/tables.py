"""The yaku and yakuman of `riichi-hana` as data (`riichi-hana.md`, "Base Riichi" and "Variation 1").

Every row says when it scores for one winner's hand in one arrangement and reading, read from a `Ctx` that
`riichi_context` fills. `when(ctx)` returns how many times the row scores (0: not at all), so a yakuhai row
scores once per pung and Shoufaahou once per complete flower group. A yaku row has its closed and open han
(open 0: closed hands only); a yakuman row counts one yakuman, or two for the double yakuman rows while the
option `double_yakuman` is on. The row order is the table order of the items and of `jongg rules`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Generic, TypeVar

from jongg.rules.base import Rule

__all__ = ["NAGASHI", "YAKU", "YAKUMAN", "YAKUMAN_SECTIONS", "YAKU_SECTIONS", "Ctx", "Section", "Yaku", "Yakuman",
           "yakuman_limit"]

EAST_WIND: Final = 27
WHITE: Final = 31


class Ctx:
    """What the rows read: one winner's hand in one arrangement and reading (tile kinds are ints 0-33).

    The class attributes are the defaults; the scorer sets what differs. Hand-level fields are set once per
    request, arrangement-level fields once per decomposition, `pinfu` once per reading.
    """

    # -- hand level: winds, how the hand was won, riichi
    seat: int = EAST_WIND
    """Kind of the winner's seat wind, 27-30."""
    round: int = EAST_WIND
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
    chows: int = 0
    sets: int = 0
    """Pungs and kans."""
    kans: int = 0
    ankou: int = 0
    """Concealed pungs: not completed by a discard, and declared concealed kans."""
    peikou: int = 0
    """Pairs of identical chows (closed hands): 1 iipeikou, 2 ryanpeikou."""
    outside: bool = False
    """Every set and the pair hold a terminal or an honour."""
    ittsu: bool = False
    sanshoku: bool = False
    doukou: bool = False
    dragon_mask: int = 0
    """Dragons that are a pung or kan: bit k - 31."""
    dragon_sets: int = 0
    wind_sets: int = 0
    valued_sets: int = 0
    """Pungs and kans that are yakuhai (dragons, seat wind, round wind)."""
    seat_sets: int = 0
    round_sets: int = 0
    pair: int = -1
    """Kind of the pair of a four-sets-and-a-pair arrangement, else -1."""
    tanki: bool = False
    """The winning tile completed the pair."""
    # -- reading level
    pinfu: bool = False
    """The pinfu reading of a pinfu-shaped arrangement (closed, four chows, no yakuhai pair, two-sided wait)."""


When = Callable[[Ctx], int]
RowT = TypeVar("RowT")
CtxT = TypeVar("CtxT", bound="Ctx")


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
    return lambda c: c.dragon_mask >> bit & 1


@dataclass(frozen=True, slots=True)
class Section(Generic[CtxT, RowT]):
    """Consecutive rows of a table behind a gate: a condition every row of the section needs, so that the
    section is skipped at once when it fails (`test_riichi_sections.py` checks each gate against its rows)."""

    gate: Callable[[CtxT], object]
    rows: tuple[RowT, ...]


YAKU_SECTIONS: Final[Sequence[Section[Ctx, Yaku]]] = (
    Section(lambda c: c.riichi or c.double_riichi, (
        Yaku("riichi", "Riichi", "Riichi", 1, 0, lambda c: c.riichi, "declared riichi (not a double riichi)"),
        Yaku("double-riichi", "Double riichi", "Doppel-Riichi", 2, 0, lambda c: c.double_riichi,
             "riichi with the first discard, no call before it"),
        Yaku("ippatsu", "Ippatsu", "Ippatsu", 1, 0, lambda c: c.ippatsu,
             "won within one go-around after the riichi discard, uninterrupted"),
    )),
    Section(lambda c: c.menzen, (
        Yaku("menzen-tsumo", "Menzen tsumo", "Menzen Tsumo", 1, 0, lambda c: c.menzen and c.self_draw,
             "closed hand, self-drawn"),
        Yaku("pinfu", "Pinfu", "Pinfu", 1, 0, lambda c: c.pinfu,
             "closed, four chows, a pair that is no yakuhai, two-sided wait; flower fu ignored"),
    )),
    Section(lambda c: c.peikou or c.chiitoitsu, (
        Yaku("iipeikou", "Iipeikou", "Iipeikou", 1, 0, lambda c: c.peikou == 1, "two identical chows"),
        Yaku("chiitoitsu", "Chiitoitsu", "Chiitoitsu", 2, 0, lambda c: c.chiitoitsu, "seven different pairs; 25 fu"),
        Yaku("ryanpeikou", "Ryanpeikou", "Ryanpeikou", 3, 0, lambda c: c.peikou == 2,
             "two pairs of identical chows"),
    )),
    Section(lambda c: c.tanyao, (
        Yaku("tanyao", "Tanyao", "Tanyao", 1, 1, lambda c: c.tanyao, "only simples 2-8"),
    )),
    Section(lambda c: c.valued_sets, (
        Yaku("yakuhai-haku", "Yakuhai: white dragon", "Yakuhai: weißer Drache", 1, 1, _dragon(0), "pung or kan of 5z"),
        Yaku("yakuhai-hatsu", "Yakuhai: green dragon", "Yakuhai: grüner Drache", 1, 1, _dragon(1), "pung or kan of 6z"),
        Yaku("yakuhai-chun", "Yakuhai: red dragon", "Yakuhai: roter Drache", 1, 1, _dragon(2), "pung or kan of 7z"),
        Yaku("yakuhai-seat-wind", "Yakuhai: seat wind", "Yakuhai: Platzwind", 1, 1, lambda c: c.seat_sets,
             "pung or kan of the seat wind"),
        Yaku("yakuhai-round-wind", "Yakuhai: round wind", "Yakuhai: Rundenwind", 1, 1, lambda c: c.round_sets,
             "pung or kan of the round wind (a wind that is both: 2 han)"),
    )),
    Section(lambda c: c.situation, (
        Yaku("rinshan-kaihou", "Rinshan kaihou", "Rinshan Kaihou", 1, 1, lambda c: c.rinshan,
             "won on a replacement draw after a kan or a flower"),
        Yaku("chankan", "Chankan", "Chankan", 1, 1, lambda c: c.chankan, "robbing a kan"),
        Yaku("haitei", "Haitei raoyue", "Haitei", 1, 1, lambda c: c.haitei, "self-drawn last tile of the live wall"),
        Yaku("houtei", "Houtei raoyui", "Houtei", 1, 1, lambda c: c.houtei, "won on the last discard"),
        Yaku("renhou", "Renhou", "Renhou", 5, 0, lambda c: c.renhou and c.renhou_han > 0,
             "a discard won before the own first draw (option renhou 5-han: 5 han, it stacks)"),
    )),
    Section(lambda c: c.flower_groups, (
        Yaku("shoufaahou", "Shoufaahou", "Shoufaahou", 1, 1, lambda c: c.flower_groups,
             "variation 1: all four flowers of one group (each complete group)"),
    )),
    Section(lambda c: (c.outside and c.chows) or c.ittsu or c.sanshoku, (
        Yaku("chanta", "Chanta", "Chanta", 2, 1, lambda c: c.outside and c.chows and c.honours,
             "every set and the pair with a terminal or honour, a chow, an honour"),
        Yaku("ittsu", "Ittsu", "Ittsu", 2, 1, lambda c: c.ittsu, "123 456 789 of one suit"),
        Yaku("sanshoku-doujun", "Sanshoku doujun", "Sanshoku Doujun", 2, 1, lambda c: c.sanshoku,
             "the same chow in all three suits"),
        Yaku("junchan", "Junchan", "Junchan", 3, 2, lambda c: c.outside and c.chows and not c.honours,
             "every set and the pair with a terminal, a chow, no honour"),
    )),
    Section(lambda c: c.sets >= 3 or c.dragon_sets == 2, (
        Yaku("sanshoku-doukou", "Sanshoku doukou", "Sanshoku Doukou", 2, 2, lambda c: c.doukou,
             "pungs or kans of the same number in all three suits"),
        Yaku("toitoi", "Toitoi", "Toitoi", 2, 2, lambda c: c.sets == 4, "four pungs or kans"),
        Yaku("sanankou", "Sanankou", "Sanankou", 2, 2, lambda c: c.ankou == 3, "three concealed pungs or kans"),
        Yaku("sankantsu", "Sankantsu", "Sankantsu", 2, 2, lambda c: c.kans == 3, "three kans"),
        Yaku("shousangen", "Shousangen", "Shousangen", 2, 2, lambda c: c.dragon_sets == 2 and c.pair >= WHITE,
             "two dragon pungs or kans and a dragon pair"),
    )),
    Section(lambda c: c.suits <= 1 or c.terminals_honours, (
        Yaku("honroutou", "Honroutou", "Honroutou", 2, 2, lambda c: c.terminals_honours and not c.kokushi,
             "only terminals and honours"),
        Yaku("honitsu", "Honitsu", "Honitsu", 3, 2, lambda c: c.suits == 1 and c.honours, "one suit and honours"),
        Yaku("chinitsu", "Chinitsu", "Chinitsu", 6, 5, lambda c: c.suits == 1 and not c.honours, "one suit only"),
    )),
)
"""The yaku in table order, in gated sections; all of them add up."""

YAKU: Final[Sequence[Yaku]] = tuple(row for section in YAKU_SECTIONS for row in section.rows)

NAGASHI: Final[Rule[Ctx]] = Rule("nagashi-mangan", "Nagashi mangan", "Nagashi Mangan", "limit", "mangan", None,
                                 "at an exhaustive draw: only terminal and honour discards, none called; settled as "
                                 "a mangan tsumo without honba (settle, nagashi)")

YAKUMAN_SECTIONS: Final[Sequence[Section[Ctx, Yakuman]]] = (
    Section(lambda c: c.kokushi or c.ankou == 4, (
        Yakuman("kokushi", "Kokushi musou", "Kokushi Musou", False, lambda c: c.kokushi and not c.kokushi13,
                "one of each terminal and honour and one more of them"),
        Yakuman("kokushi-13", "Kokushi musou, 13-sided wait", "Kokushi Musou, 13 Wartesteine", True,
                lambda c: c.kokushi and c.kokushi13, "the thirteen tiles before the winning tile all different"),
        Yakuman("suuankou", "Suuankou", "Suuankou", False, lambda c: c.ankou == 4 and not c.tanki,
                "four concealed pungs or kans"),
        Yakuman("suuankou-tanki", "Suuankou tanki", "Suuankou Tanki", True,
                lambda c: c.ankou == 4 and c.tanki, "four concealed pungs or kans, won on the pair"),
    )),
    Section(lambda c: c.dragon_sets == 3 or c.wind_sets >= 3 or c.terminals_honours or c.all_green, (
        Yakuman("daisangen", "Daisangen", "Daisangen", False, lambda c: c.dragon_sets == 3,
                "pungs or kans of all three dragons (pao)"),
        Yakuman("shousuushii", "Shousuushii", "Shousuushii", False,
                lambda c: c.wind_sets == 3 and EAST_WIND <= c.pair < WHITE, "three wind pungs or kans and a wind pair"),
        Yakuman("daisuushii", "Daisuushii", "Daisuushii", True, lambda c: c.wind_sets == 4,
                "pungs or kans of all four winds (pao)"),
        Yakuman("tsuuiisou", "Tsuuiisou", "Tsuuiisou", False, lambda c: c.all_honours, "only honours"),
        Yakuman("chinroutou", "Chinroutou", "Chinroutou", False, lambda c: c.all_terminals, "only terminals"),
        Yakuman("ryuuiisou", "Ryuuiisou", "Ryuuiisou", False, lambda c: c.all_green,
                "only 2 3 4 6 8 bamboo and green dragons"),
    )),
    Section(lambda c: c.chuuren or c.kans == 4 or c.tenhou or c.chiihou or c.renhou, (
        Yakuman("chuuren", "Chuuren poutou", "Chuuren Poutou", False, lambda c: c.chuuren and not c.junsei,
                "closed 1112345678999 of one suit and one more tile of it"),
        Yakuman("junsei-chuuren", "Junsei chuuren poutou", "Junsei Chuuren Poutou", True, lambda c: c.junsei,
                "chuuren on the nine-sided wait"),
        Yakuman("suukantsu", "Suukantsu", "Suukantsu", False, lambda c: c.kans == 4, "four kans"),
        Yakuman("tenhou", "Tenhou", "Tenhou", False, lambda c: c.tenhou, "the dealer's dealt hand is complete"),
        Yakuman("chiihou", "Chiihou", "Chiihou", False, lambda c: c.chiihou,
                "self-drawn with the own first draw, no call before"),
        Yakuman("renhou-yakuman", "Renhou (yakuman)", "Renhou (Yakuman)", False,
                lambda c: c.renhou and c.renhou_yakuman, "option renhou yakuman"),
        Yakuman("daifaahou", "Daifaahou", "Daifaahou", False, lambda c: False,
                "variation 1, 8 flowers: all eight flowers, whatever the hand holds; no other yaku count"),
    )),
)
"""The yakuman in table order, in gated sections; they add up, and a hand with one scores no yaku, fu or dora."""

YAKUMAN: Final[Sequence[Yakuman]] = tuple(row for section in YAKUMAN_SECTIONS for row in section.rows)
