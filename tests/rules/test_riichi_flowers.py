"""`riichi-hana` flower rules for variations 1, 2 and 3 and their Decisions (`spec/riichi-hana.md`, "Flowers",
"Variation 1/2/3"; the seed `hana-riichi.de.txt`). The winner sits West (own flower 3f, own season 3g) in an
East round unless a case says otherwise, so that the flowers used are not his own."""

from __future__ import annotations

from typing import Any

import pytest

from jongg import score

RULESET = "riichi-hana"
PINFU = "23567m234p55678s"
"""Closed, four chows, a plain pair, two-sided wait on 1m/4m (without `+X`)."""
SEAT = "W"


def riichi(
    hand: str,
    seat: str = SEAT,
    by: str = "discard",
    source: str | None = "N",
    options: dict[str, Any] | None = None,
    info: dict[str, Any] | None = None,
    **flags: bool,
) -> dict[str, Any]:
    win: dict[str, Any] = {"by": by, **flags}
    if by == "discard":
        win["from"] = source
    result = score(
        {
            "ruleset": RULESET,
            "hand": hand,
            "seat_wind": seat,
            "round_wind": "E",
            "win": win,
            "options": options or {},
            "riichi": info,
        }
    )
    assert result["error"] is None, result["error"]
    return result


def tsumo(hand: str, **kwargs: Any) -> dict[str, Any]:
    return riichi(hand, by="self-draw", source=None, **kwargs)


def items(result: dict[str, Any]) -> list[tuple[str, int | str]]:
    return [(i["rule"], next(i[k] for k in ("han", "fu", "limit") if k in i)) for i in result["items"]]


def rules(result: dict[str, Any]) -> list[str]:
    return [i["rule"] for i in result["items"]]


# -- variation 1: flower fu ------------------------------------------------------------------------------
def test_flower_fu_4_each_before_rounding() -> None:
    """An open hand with two flowers: 20 + 2 × 4 = 28 → 30 fu; four flowers 20 + 16 = 36 → 40 fu."""
    two = riichi("23m567p55s [234p] [678s] 12f +4m")
    assert items(two) == [("tanyao", 1), ("fu-base", 20), ("fu-flower", 4), ("fu-flower", 4)]
    assert (two["han"], two["fu"], two["total"]) == (1, 30, 1000)
    four = riichi("23m567p55s [234p] [678s] 12f12g +4m")
    assert four["fu"] == 40 and rules(four).count("fu-flower") == 4


def test_flower_fu_option_2() -> None:
    result = riichi("23m567p55s [234p] [678s] 12f12g +4m", options={"flower_fu": 2})
    assert [v for r, v in items(result) if r == "fu-flower"] == [2, 2, 2, 2]
    assert result["fu"] == 30


def test_chiitoitsu_stays_25_fu_with_flowers() -> None:
    result = riichi("1133m557p99s2266z 124f12g +7p")
    assert (result["fu"], [r for r in rules(result) if r.startswith("fu-")]) == (25, ["fu-chiitoitsu"])


def test_flower_fu_only_in_variation_1() -> None:
    for variation in (2, 3):
        result = riichi("23m567p55s [234p] [678s] 12f +4m", options={"variation": variation})
        assert "fu-flower" not in rules(result) and result["fu"] == 30


# -- variation 1: the pinfu double reading -----------------------------------------------------------------
def test_pinfu_reading_wins_on_a_ron() -> None:
    """Ron, 6 flowers: pinfu tanyao 2 han 30 fu (1,920 → 2,000) against tanyao 1 han 20 + 10 + 24 = 54 → 60
    fu (1,920 → 2,000): equal payments, the pinfu reading is reported."""
    result = riichi(PINFU + " 124f124g +4m")
    assert items(result) == [("pinfu", 1), ("tanyao", 1), ("fu-base", 20), ("fu-closed-ron", 10)]
    assert (result["han"], result["fu"], result["total"]) == (2, 30, 2000)


def test_flower_reading_wins_on_a_tsumo() -> None:
    """Tsumo, 6 flowers: pinfu reading 3 han 20 fu (700/1,300 = 2,700) against the flower reading, tsumo
    tanyao 2 han, 20 + 2 + 24 = 46 → 50 fu (800/1,600 = 3,200): the flower reading counts, without pinfu."""
    result = tsumo(PINFU + " 124f124g +4m")
    assert (result["han"], result["fu"], result["total"]) == (2, 50, 3200)
    assert items(result)[:3] == [("menzen-tsumo", 1), ("tanyao", 1), ("fu-base", 20)]
    assert "pinfu" not in rules(result)
    assert rules(result).count("fu-flower") == 6 and "fu-tsumo" in rules(result)


def test_equal_payments_report_the_pinfu_reading() -> None:
    """The same tsumo with flower_fu 2: 20 + 2 + 12 = 34 → 40 fu, 2 han (640 base) against the pinfu reading
    3 han 20 fu (640 base): equal, so pinfu."""
    result = tsumo(PINFU + " 124f124g +4m", options={"flower_fu": 2})
    assert (result["han"], result["fu"], result["total"]) == (3, 20, 2700)
    assert "pinfu" in rules(result) and "fu-flower" not in rules(result)


def test_pinfu_only_hand_wins_with_flowers() -> None:
    """A hand whose only yaku is pinfu still wins (the pinfu reading); the flower reading has no yaku."""
    result = riichi("12356m234p55678s 12f +4m")
    assert result["won"] and items(result)[0] == ("pinfu", 1)


# -- variation 1: seat flower, Shoufaahou ------------------------------------------------------------------
def test_seat_flower_and_season_are_han_but_not_yaku() -> None:
    with_yaku = riichi("23m567p55s [234p] [678s] 3f3g +4m")
    assert [(r, v) for r, v in items(with_yaku) if not r.startswith("fu-")] == [
        ("tanyao", 1),
        ("seat-flower", 1),
        ("seat-season", 1),
    ]
    assert with_yaku["han"] == 3
    no_yaku = riichi("23m567p55s [234p] [789s] 3f +4m")
    assert (no_yaku["won"], no_yaku["reason"], no_yaku["han"]) == (False, "no-yaku", 1)


def test_shoufaahou_is_a_yaku_per_complete_group() -> None:
    one = riichi("23m567p55s [234p] [789s] 1234f +4m")
    assert one["won"] and [(r, v) for r, v in items(one) if not r.startswith("fu-")] == [
        ("shoufaahou", 1),
        ("seat-flower", 1),
    ]
    assert one["han"] == 2
    not_own = riichi("23m567p55s [234p] [789s] 1234f +4m", seat="E", source="N")
    assert not_own["han"] == 2  # East's flower 1f is also in the group


def test_two_complete_groups_in_8_flower_play() -> None:
    """Seven bonus tiles can hold one complete group only; both groups need all eight, which is Daifaahou.
    With `flowers` 8 and 7 tiles, one Shoufaahou (plus the seat flower and season)."""
    result = riichi("23m567p55s [234p] [789s] 1234f123g +4m")
    assert [(r, v) for r, v in items(result) if not r.startswith("fu-")] == [
        ("shoufaahou", 1),
        ("seat-flower", 1),
        ("seat-season", 1),
    ]


def test_shoufaahou_needs_variation_1() -> None:
    assert "shoufaahou" not in rules(riichi(PINFU + " 1234f +4m", options={"variation": 3}))


# -- variation 1: Daifaahou --------------------------------------------------------------------------------
EIGHT = "1357m2468p13579s 1234f124g +3g"
"""Seven flowers in front, a hand that is nothing, the eighth flower as the winning tile."""


def test_daifaahou_own_eighth_flower_is_a_tsumo() -> None:
    result = tsumo(EIGHT, info={"honba": 2, "riichi_sticks": 1})
    assert items(result) == [("daifaahou", "yakuman")]
    assert (result["limit"], result["limit_hand"], result["han"], result["fu"]) == ("yakuman", "daifaahou", None, None)
    assert result["arrangement"] is None
    assert result["payments"] == [
        {"from": "E", "to": "W", "amount": 16200},
        {"from": "S", "to": "W", "amount": 8200},
        {"from": "N", "to": "W", "amount": 8200},
        {"from": "table", "to": "W", "amount": 1000},
    ]


def test_daifaahou_on_another_players_eighth_flower_is_a_ron() -> None:
    result = riichi(EIGHT, source="E", flower_win=True, info={"honba": 1})
    assert result["payments"] == [{"from": "E", "to": "W", "amount": 32300}]


def test_daifaahou_no_other_yaku_count() -> None:
    """A complete riichi hand with yaku and dora: still a single yakuman, nothing else."""
    result = tsumo(PINFU + " 1234f124g +3g", info={"riichi": True, "dora_indicators": ["3m"]})
    assert items(result) == [("daifaahou", "yakuman")] and result["total"] == 32000


def test_daifaahou_dealer() -> None:
    result = tsumo(EIGHT, seat="E")
    assert [p["amount"] for p in result["payments"]] == [16000, 16000, 16000]


# -- flower dora indicators (every variation) ------------------------------------------------------------------
@pytest.mark.parametrize("variation", [1, 2, 3])
def test_flower_indicator_makes_its_group_dora(variation: int) -> None:
    """Indicator 2f: each flower (not season) in front is a dora; one item with han = the count."""
    result = riichi(
        "23m567p55s [234p] [678s] 14f1g +4m",
        options={"variation": variation, "flowers": 8},
        info={"dora_indicators": ["1z", "2f"]},
    )
    assert ("flower-dora", 2) in items(result)


def test_each_flower_indicator_counts_per_flower() -> None:
    """Decision: each flower in front counts one dora per indicator of its group; ura indicators the same
    (only with riichi)."""
    result = riichi(
        PINFU + " 14f1g +4m", info={"riichi": True, "dora_indicators": ["2f", "3f"], "ura_indicators": ["2g", "5z"]}
    )
    assert ("flower-dora", 4) in items(result) and ("flower-ura-dora", 1) in items(result)


def test_season_indicator() -> None:
    result = riichi(PINFU + " 1f12g +4m", info={"dora_indicators": ["4g"]})
    assert ("flower-dora", 2) in items(result)


# -- rinshan on a flower replacement ---------------------------------------------------------------------------
@pytest.mark.parametrize("variation", [1, 2, 3])
def test_flower_replacement_is_rinshan(variation: int) -> None:
    result = tsumo(PINFU + " 1f +4m", options={"variation": variation}, flower_replacement=True)
    assert "rinshan-kaihou" in rules(result)


# -- variation 2: nukidora ---------------------------------------------------------------------------------
def test_nukidora_one_han_each_not_a_yaku() -> None:
    options = {"variation": 2}
    result = riichi("23m567p55s [234p] [678s] 124f +4m", options=options)
    assert [(r, v) for r, v in items(result) if not r.startswith("fu-")] == [("tanyao", 1), ("nukidora", 3)]
    assert (result["han"], result["fu"]) == (4, 30)
    alone = riichi("23m567p55s [234p] [789s] 124f +4m", options=options)
    assert (alone["won"], alone["reason"], alone["han"]) == (False, "no-yaku", 3)


def test_nukidora_has_no_seat_flower_fu_or_shoufaahou() -> None:
    result = riichi("23m567p55s [234p] [678s] 1234f +4m", options={"variation": 2})
    assert [r for r in rules(result) if not r.startswith("fu-")] == ["tanyao", "nukidora"]
    assert "fu-flower" not in rules(result)


# -- variation 3: chips only ---------------------------------------------------------------------------------------
def test_variation_3_flowers_do_not_score() -> None:
    result = riichi("23m567p55s [234p] [678s] 1234f3g +4m", options={"variation": 3})
    assert [r for r, _ in items(result)] == ["tanyao", "fu-base", "fu-open-pinfu"]
    assert (result["han"], result["fu"], result["total"]) == (1, 30, 1000)


def test_variation_3_has_no_daifaahou() -> None:
    body = {
        "ruleset": RULESET,
        "hand": EIGHT,
        "seat_wind": SEAT,
        "round_wind": "E",
        "win": {"by": "self-draw"},
        "options": {"variation": 3},
    }
    assert score(body)["error"]["type"] == "InvalidRequest"


def test_variation_3_chip_value_is_an_option() -> None:
    assert riichi(PINFU + " +4m", options={"variation": 3, "chip_value": 100})["won"]


# -- old suukantsu ------------------------------------------------------------------------------------------------
FOUR_KANS = "1z (2222m) (5555p) [7777s] [9999m]"


def test_old_suukantsu_tsumo() -> None:
    result = tsumo(FOUR_KANS, options={"old_suukantsu": True}, info={"honba": 1})
    assert items(result) == [("suukantsu", "yakuman")]
    assert result["arrangement"] == "(2222m) [9999m] (5555p) [7777s] 1z"
    assert [p["amount"] for p in result["payments"]] == [16100, 8100, 8100]


def test_old_suukantsu_on_the_fourth_kans_discard() -> None:
    result = riichi(FOUR_KANS, source="E", options={"old_suukantsu": True})
    assert result["payments"] == [{"from": "E", "to": "W", "amount": 32000}]


def test_old_suukantsu_dead_hand() -> None:
    body = {
        "ruleset": RULESET,
        "hand": FOUR_KANS,
        "seat_wind": SEAT,
        "round_wind": "E",
        "win": {"by": "self-draw"},
        "options": {"old_suukantsu": True},
        "irregular": "dead",
    }
    assert score(body)["reason"] == "dead-hand"


def test_flowers_from_the_starting_hand_do_not_break_tenhou_or_chiihou() -> None:
    """Decision: a flower declaration (the starting hand's included) breaks neither tenhou, chiihou, renhou nor
    double riichi; the win may even be on the flower's replacement."""
    tenhou = tsumo(PINFU + " 12f +4m", seat="E", first_turn=True, flower_replacement=True)
    assert items(tenhou) == [("tenhou", "yakuman")]
    chiihou = tsumo(PINFU + " 3f +4m", first_turn=True)
    assert items(chiihou) == [("chiihou", "yakuman")]
    double = riichi(PINFU + " 3f +4m", info={"riichi": True, "double_riichi": True})
    assert ("double-riichi", 2) in items(double)
