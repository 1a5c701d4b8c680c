"""`riichi-hana` yaku and yakuman, written from `spec/riichi-hana.md` ("Base Riichi") and `contract.md` §2.

Every yaku and yakuman row has a hand that scores it and a near miss, both named after its rule id. Unless a
case says otherwise the winner sits South in an East round and wins on West's discard, without riichi, with
the default options.
"""

from __future__ import annotations

from typing import Any

import pytest

from jongg import score
from jongg.rules.riichi.tables import YAKU, YAKUMAN

RULESET = "riichi-hana"
PINFU = "23567m234p55678s +4m"
"""Closed, four chows, a plain pair, a two-sided wait: riichi/pinfu/tanyao material."""


def riichi(
    hand: str,
    seat: str = "S",
    round_: str = "E",
    by: str = "discard",
    source: str | None = "W",
    options: dict[str, Any] | None = None,
    info: dict[str, Any] | None = None,
    **flags: bool,
) -> dict[str, Any]:
    win: dict[str, Any] = {"by": by, **flags}
    if by == "discard":
        win["from"] = source
    body = {
        "ruleset": RULESET,
        "hand": hand,
        "seat_wind": seat,
        "round_wind": round_,
        "win": win,
        "options": options or {},
        "riichi": info,
    }
    result = score(body)
    assert result["error"] is None, result["error"]
    return result


def ids(result: dict[str, Any]) -> list[str]:
    return [item["rule"] for item in result["items"] if "fu" not in item]


RIICHI = {"riichi": True}
TSUMO: dict[str, Any] = {"by": "self-draw", "source": None}

# (rule id, hand, request keywords) -- the hit, then the near miss
HITS: dict[str, tuple[str, dict[str, Any]]] = {
    "riichi": (PINFU, {"info": RIICHI}),
    "double-riichi": (PINFU, {"info": {"riichi": True, "double_riichi": True}}),
    "ippatsu": (PINFU, {"info": {"riichi": True, "ippatsu": True}}),
    "menzen-tsumo": (PINFU, TSUMO),
    "pinfu": (PINFU, {}),
    "tanyao": (PINFU, {}),
    "iipeikou": ("22334m567p55678s +4m", {}),
    "yakuhai-haku": ("234m567p678s55s55z +5z", {}),
    "yakuhai-hatsu": ("234m567p678s55s66z +6z", {}),
    "yakuhai-chun": ("234m567p678s55s77z +7z", {}),
    "yakuhai-seat-wind": ("234m567p678s55s22z +2z", {}),
    "yakuhai-round-wind": ("234m567p678s55s11z +1z", {}),
    "rinshan-kaihou": ("23567m234p55s (8888s) +4m", {**TSUMO, "replacement": True}),
    "chankan": (PINFU, {"robbing_kong": True}),
    "haitei": (PINFU, {**TSUMO, "last_tile": True}),
    "houtei": (PINFU, {"last_tile": True}),
    "renhou": (PINFU, {"first_turn": True}),
    "shoufaahou": ("23567m234p55678s 1234f +4m", {}),
    "chiitoitsu": ("1133m557p99s2266z +7p", {}),
    "chanta": ("123m789p789s111z9s +9s", {}),
    "ittsu": ("123456789m234p5s +5s", {}),
    "sanshoku-doujun": ("234m234567p234s5s +5s", {}),
    "sanshoku-doukou": ("222m222p222s567p5s +5s", {}),
    "toitoi": ("222m555p999m1z [777s] +1z", {}),
    "sanankou": ("222m555p999m1z [777s] +1z", {}),
    "sankantsu": ("456m1z (2222m) (5555p) [7777s] +1z", {}),
    "shousangen": ("234m56p555666z77z +7p", {}),
    "honroutou": ("999p111s999s1z [111m] +1z", {}),
    "ryanpeikou": ("223344m667788p5s +5s", {}),
    "junchan": ("123789m789p123s9s +9s", {}),
    "honitsu": ("123345678m111z9m +9m", {}),
    "chinitsu": ("1233455678999m +5m", {}),
}
MISSES: dict[str, tuple[str, dict[str, Any]]] = {
    "riichi": (PINFU, {"info": {"riichi": True, "double_riichi": True}}),
    "double-riichi": (PINFU, {"info": RIICHI}),
    "ippatsu": (PINFU, {"info": RIICHI}),
    "menzen-tsumo": ("23m567p55s [234p] [678s] +4m", TSUMO),
    "pinfu": ("24567m234p55678s +3m", {}),
    "tanyao": ("12356m234p55678s +4m", {}),
    "iipeikou": ("23m567p55s [234m] [678s] +4m", {}),
    "yakuhai-haku": ("234m567p678s555s5z +5z", {}),
    "yakuhai-hatsu": ("234m567p678s555s6z +6z", {}),
    "yakuhai-chun": ("234m567p678s555s7z +7z", {}),
    "yakuhai-seat-wind": ("234m567p678s55s44z +4z", {}),
    "yakuhai-round-wind": ("234m567p678s55s33z +3z", {}),
    "rinshan-kaihou": ("23567m234p55s (8888s) +4m", TSUMO),
    "chankan": (PINFU, {}),
    "haitei": (PINFU, {"last_tile": True}),
    "houtei": (PINFU, {**TSUMO, "last_tile": True}),
    "renhou": (PINFU, {"first_turn": True, "options": {"renhou": "off"}}),
    "shoufaahou": ("23567m234p55678s 123f +4m", {}),
    "chiitoitsu": ("223344m667788p5s +5s", {}),
    "chanta": ("234m789p789s111z9s +9s", {}),
    "ittsu": ("123456m234789p5s +5s", {}),
    "sanshoku-doujun": ("234m234567p345s5s +5s", {}),
    "sanshoku-doukou": ("222m222p333s567p5s +5s", {}),
    "toitoi": ("222m555p789m1z [777s] +1z", {}),
    "sanankou": ("222m555p99m11z [777s] +9m", {}),
    "sankantsu": ("456m1z (2222m) (5555p) [777s] +1z", {}),
    "shousangen": ("234m56p555666z11z +7p", {}),
    "honroutou": ("999p111s888s1z [111m] +1z", {}),
    "ryanpeikou": ("223344m678p789s5s +5s", {}),
    "junchan": ("123789m789p123s1z +1z", {}),
    "honitsu": ("123345m678p111z9m +9m", {}),
    "chinitsu": ("123345678m111z9m +9m", {}),
}


@pytest.mark.parametrize("rule_id", [yaku.id for yaku in YAKU])
def test_yaku_hit(rule_id: str) -> None:
    hand, kwargs = HITS[rule_id]
    result = riichi(hand, **kwargs)
    assert result["won"], result
    assert rule_id in ids(result)


@pytest.mark.parametrize("rule_id", [yaku.id for yaku in YAKU])
def test_yaku_near_miss(rule_id: str) -> None:
    hand, kwargs = MISSES[rule_id]
    result = riichi(hand, **kwargs)
    assert rule_id not in ids(result)


# (rule id, open hand, han open)
OPEN_HAN = [
    ("tanyao", "23m567p55s [234p] [678s] +4m", 1),
    ("yakuhai-haku", "234m567p5s [678s] [555z] +5s", 1),
    ("chankan", "23m567p55s [234p] [678s] +4m", 1),
    ("chanta", "123m789p9s [789s] [111z] +9s", 1),
    ("ittsu", "123456m234p5s [789m] +5s", 1),
    ("sanshoku-doujun", "234m567p234s5s [234p] +5s", 1),
    ("sanshoku-doukou", "222p222s567p5s [222m] +5s", 2),
    ("toitoi", "222m555p999m1z [777s] +1z", 2),
    ("shousangen", "234m56p666z77z [555z] +7p", 2),
    ("honroutou", "999p111s999s1z [111m] +1z", 2),
    ("junchan", "123m789p123s9s [789m] +9s", 2),
    ("honitsu", "123345m111z9m [678m] +9m", 2),
    ("chinitsu", "123345m9995m [678m] +5m", 5),
]


@pytest.mark.parametrize(("rule_id", "hand", "han"), OPEN_HAN, ids=[row[0] for row in OPEN_HAN])
def test_open_han(rule_id: str, hand: str, han: int) -> None:
    result = riichi(hand, robbing_kong=rule_id == "chankan")
    values = [item["han"] for item in result["items"] if item["rule"] == rule_id]
    assert values == [han]
    closed = next(yaku for yaku in YAKU if yaku.id == rule_id)
    assert closed.open == han


def test_double_wind_pung_scores_both_yakuhai() -> None:
    result = riichi("234m567p678s55s11z +1z", seat="E")
    assert ids(result) == ["yakuhai-seat-wind", "yakuhai-round-wind"]


def test_closed_only_yaku_have_no_open_value() -> None:
    closed_only = {y.id for y in YAKU if y.open == 0}
    assert closed_only == {
        "riichi",
        "double-riichi",
        "ippatsu",
        "menzen-tsumo",
        "pinfu",
        "iipeikou",
        "renhou",
        "chiitoitsu",
        "ryanpeikou",
    }


def test_ryanpeikou_is_not_also_iipeikou_or_chiitoitsu() -> None:
    result = riichi("223344m667788p5s +5s")
    assert ids(result) == ["ryanpeikou", "tanyao"] and result["arrangement"] == "234m 234m 678p 678p [55s]"


def test_renhou_stacks_with_other_yaku() -> None:
    result = riichi(PINFU, first_turn=True)
    assert ids(result) == ["pinfu", "tanyao", "renhou"]
    assert (result["han"], result["limit"], result["total"]) == (7, "haneman", 12000)


def test_honroutou_with_chiitoitsu() -> None:
    result = riichi("1199m99p1199s22z1z +1z")
    assert ids(result) == ["chiitoitsu", "honroutou"] and (result["han"], result["fu"]) == (4, 25)


# -- yakuman ---------------------------------------------------------------------------------------------
YAKUMAN_HITS: dict[str, tuple[str, dict[str, Any], str]] = {
    "kokushi": ("119m19p19s123456z +7z", {}, "yakuman"),
    "kokushi-13": ("19m19p19s1234567z +1m", {}, "2x yakuman"),
    "suuankou": ("222m555p999m77s11z +7s", TSUMO, "yakuman"),
    "suuankou-tanki": ("222m555p999m777s1z +1z", {}, "2x yakuman"),
    "daisangen": ("555666777z234m5p +5p", {}, "yakuman"),
    "shousuushii": ("23m11122233344z +4m", {}, "yakuman"),
    "daisuushii": ("222333444z5m [111z] +5m", {}, "2x yakuman"),
    "tsuuiisou": ("1122334455667z +7z", {}, "yakuman"),
    "chinroutou": ("999m111p999p1s [111m] +1s", {}, "yakuman"),
    "ryuuiisou": ("223344666888s6z +6z", {}, "yakuman"),
    "chuuren": ("1112345678899m +9m", {}, "yakuman"),
    "junsei-chuuren": ("1112345678999m +5m", {}, "2x yakuman"),
    "suukantsu": ("1z (2222m) (5555p) [7777s] [9999m] +1z", {}, "yakuman"),
    "tenhou": (PINFU, {**TSUMO, "first_turn": True, "seat": "E"}, "yakuman"),
    "chiihou": (PINFU, {**TSUMO, "first_turn": True}, "yakuman"),
    "renhou-yakuman": (PINFU, {"first_turn": True, "options": {"renhou": "yakuman"}}, "yakuman"),
    "daifaahou": ("23567m234p55678s 1234f123g +4g", TSUMO, "yakuman"),
}
YAKUMAN_MISSES: dict[str, tuple[str, dict[str, Any]]] = {
    "kokushi": ("129m19p19s123456z +7z", {}),
    "kokushi-13": ("119m19p19s123456z +7z", {}),
    "suuankou": ("222m555p999m77s11z +7s", {}),
    "suuankou-tanki": ("222m555p999m1z [777s] +1z", {}),
    "daisangen": ("234m56p555666z77z +7p", {}),
    "shousuushii": ("23m11122233355z +4m", {}),
    "daisuushii": ("23m11122233344z +4m", {}),
    "tsuuiisou": ("11m22334455667z +7z", {}),
    "chinroutou": ("999m111p999p1z [111m] +1z", {}),
    "ryuuiisou": ("223344555888s6z +6z", {}),
    "chuuren": ("1112345678899m +8m", {}),
    "junsei-chuuren": ("1112345678899m +9m", {}),
    "suukantsu": ("456m1z (2222m) (5555p) [7777s] +1z", {}),
    "tenhou": (PINFU, {**TSUMO, "first_turn": True}),
    "chiihou": (PINFU, {"first_turn": True}),
    "renhou-yakuman": (PINFU, {"first_turn": True}),
    "daifaahou": ("23567m234p55678s 1234f12g +4m", TSUMO),
}


@pytest.mark.parametrize("rule_id", [row.id for row in YAKUMAN])
def test_yakuman_hit(rule_id: str) -> None:
    hand, kwargs, tier = YAKUMAN_HITS[rule_id]
    result = riichi(hand, **kwargs)
    assert result["won"], result
    assert (result["han"], result["fu"]) == (None, None)
    limits = {item["rule"]: item["limit"] for item in result["items"]}
    assert limits[rule_id] == tier
    assert all("limit" in item for item in result["items"])


@pytest.mark.parametrize("rule_id", [row.id for row in YAKUMAN])
def test_yakuman_near_miss(rule_id: str) -> None:
    hand, kwargs = YAKUMAN_MISSES[rule_id]
    assert rule_id not in ids(riichi(hand, **kwargs))


@pytest.mark.parametrize("rule_id", ["kokushi-13", "suuankou-tanki", "daisuushii", "junsei-chuuren"])
def test_double_yakuman_option_off(rule_id: str) -> None:
    hand, kwargs, _ = YAKUMAN_HITS[rule_id]
    result = riichi(hand, **{**kwargs, "options": {"double_yakuman": False}})
    assert [item["limit"] for item in result["items"] if item["rule"] == rule_id] == ["yakuman"]


def test_yakuman_add_up() -> None:
    """Tsuuiisou, daisuushii and suuankou tanki: 1 + 2 + 2 = 5 yakuman; nothing but yakuman is listed."""
    result = riichi("111222333444z5z +5z")
    assert result["limit"] == "5x yakuman"
    assert result["limit_hand"] == "suuankou-tanki"
    assert ids(result) == ["suuankou-tanki", "daisuushii", "tsuuiisou"]
    assert result["total"] == 5 * 32000


def test_tenhou_kokushi_follows_the_written_winning_tile() -> None:
    """Decision: with tenhou the winning tile is the `+X`; 13-sided only if the other 13 were all different."""
    thirteen = riichi("19m19p19s1234567z +1m", seat="E", **TSUMO, first_turn=True)
    assert ids(thirteen) == ["kokushi-13", "tenhou"] and thirteen["limit"] == "3x yakuman"
    single = riichi("119m19p19s234567z +1z", seat="E", **TSUMO, first_turn=True)
    assert ids(single) == ["kokushi", "tenhou"] and single["limit"] == "2x yakuman"


def test_kokushi_robs_a_concealed_kan() -> None:
    """Decision: kokushi may rob a concealed kan; the request cannot tell which kan was robbed, so chankan
    scores as for an added kan (and a yakuman lists only yakuman)."""
    result = riichi("119m19p19s123456z +7z", robbing_kong=True)
    assert ids(result) == ["kokushi"] and result["total"] == 32000


def test_kazoe_yakuman_and_sanbaiman() -> None:
    counted = riichi("2233445566778p +8p", info={"riichi": True, "ippatsu": True, "dora_indicators": ["1p"]}, **TSUMO)
    assert counted["han"] >= 13 and counted["limit"] == "yakuman" and counted["limit_hand"] is None
    assert counted["fu"] is not None and counted["total"] == 32000
    capped = riichi(
        "2233445566778p +8p",
        info={"riichi": True, "ippatsu": True, "dora_indicators": ["1p"]},
        options={"kazoe": "sanbaiman"},
        **TSUMO,
    )
    assert capped["limit"] == "sanbaiman" and capped["total"] == 24000
