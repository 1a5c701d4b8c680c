"""`dmjl-hk-easy` scoring, written from `spec/hk-easy.md` ("Scoring: fan", limit hands, points) and the result
shape of `spec/contract.md` §2.

Unless a case says otherwise the winner sits South in an East round and wins on West's discard, and the hands
carry `3f` (West's flower), so that no bonus fan interferes. Every fan line and every limit hand has a hand
that scores it and a near miss, both named after its rule id.
"""

from typing import Any

import pytest

from jongg import score
from jongg.rules.hk_easy.tables import FAN, LIMITS, points_for_fan

RULESET = "dmjl-hk-easy"
ZERO = "234m567p345s555s9m 3f +9m"
"""No fan at all: a chow of each suit, a pung of simples, a pair; a flower that is not South's."""


def hke(
    hand: str,
    seat: str = "S",
    round_: str = "E",
    by: str = "discard",
    source: str | None = "W",
    options: dict[str, Any] | None = None,
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
    }
    result = score(body)
    assert result["error"] is None, result["error"]
    return result


def ids(result: dict[str, Any]) -> list[str]:
    return [item["rule"] for item in result["items"]]


def self_drawn(hand: str, **kwargs: Any) -> dict[str, Any]:
    return hke(hand, by="self-draw", source=None, **kwargs)


# -- every fan line: a scoring hand (exact items) and a near miss ---------------------------------------------
# (rule id, hand, request keywords, expected items in table order)
FAN_HANDS: list[tuple[str, str, dict[str, Any], list[str]]] = [
    ("no-flowers", "234m567p345s555s9m +9m", {}, ["no-flowers"]),
    ("seat-flower", "234m567p345s555s9m 2f +9m", {}, ["seat-flower"]),
    ("seat-season", "234m567p345s555s9m 2g +9m", {}, ["seat-season"]),
    ("all-flowers", "234m567p345s555s9m 1234f +9m", {}, ["seat-flower", "all-flowers"]),
    ("all-seasons", "234m567p345s555s9m 1234g +9m", {}, ["seat-season", "all-seasons"]),
    ("all-chows", "234m567p345s678s9m 3f +9m", {}, ["all-chows"]),
    ("dragon-pung", "234m567p345s555z9m 3f +9m", {}, ["dragon-pung"]),
    ("seat-wind-pung", "234m567p345s222z9m 3f +9m", {}, ["seat-wind-pung"]),
    ("prevalent-wind-pung", "234m567p345s111z9m 3f +9m", {}, ["prevalent-wind-pung"]),
    ("self-draw", ZERO, {"by": "self-draw", "source": None}, ["self-draw"]),
    ("last-tile-draw", ZERO, {"by": "self-draw", "source": None, "last_tile": True}, ["self-draw", "last-tile-draw"]),
    ("last-tile-claim", ZERO, {"last_tile": True}, ["last-tile-claim"]),
    (
        "replacement-tile",
        "234m567p345s9m (8888m) 3f +9m",
        {"by": "self-draw", "source": None, "replacement": True},
        ["self-draw", "replacement-tile"],
    ),
    ("robbing-kong", "23m567p345s555s99m 3f +4m", {"robbing_kong": True}, ["robbing-kong"]),  # no other 4m
    ("all-pungs", "222m555p777s999m1p 3f +1p", {}, ["all-pungs"]),
    ("half-flush", "234m567m888m444z1m 3f +1m", {}, ["half-flush"]),
    ("seven-pairs", "1133m5577p99s446z 3f +6z", {}, ["seven-pairs"]),
    ("little-three-dragons", "234m567p555z666z7z 3f +7z", {}, ["dragon-pung", "dragon-pung", "little-three-dragons"]),
    ("full-flush", "123m456m789m222m5m 3f +5m", {}, ["full-flush"]),
]

# (rule id, hand, request keywords): the rule must not score
FAN_NEAR_MISSES: list[tuple[str, str, dict[str, Any]]] = [
    ("no-flowers", ZERO, {}),  # one flower is enough to lose it
    ("seat-flower", "234m567p345s555s9m 1f +9m", {}),  # East's flower, South wins
    ("seat-season", "234m567p345s555s9m 2f3g +9m", {}),  # own flower, another season
    ("all-flowers", "234m567p345s555s9m 123f4g +9m", {}),  # three flowers and a season
    ("all-seasons", "234m567p345s555s9m 123g4f +9m", {}),
    ("all-chows", "234m567p345s678s1z 3f +1z", {}),  # four chows, but an honour pair
    ("dragon-pung", "234m567p345s678s5z 3f +5z", {}),  # a dragon pair scores nothing
    ("seat-wind-pung", "234m567p345s444z9m 3f +9m", {}),  # North: neither seat nor round
    ("prevalent-wind-pung", "234m567p345s111z9m 3f +9m", {"round_": "S", "seat": "W", "source": "N"}),
    ("self-draw", ZERO, {}),
    ("last-tile-draw", ZERO, {"last_tile": True}),  # the last discard is a claim, not a draw
    ("last-tile-claim", ZERO, {"by": "self-draw", "source": None, "last_tile": True}),
    (
        "replacement-tile",
        "234m567p345s9m (8888m) 3f +9m",
        {"by": "self-draw", "source": None, "flower_replacement": True},
    ),  # a bonus replacement is a plain draw
    ("robbing-kong", ZERO, {}),
    ("all-pungs", "234m555p777s999m1p 3f +1p", {}),  # one chow
    ("half-flush", "234m567m888m444p1m 3f +1m", {}),  # two suits
    ("half-flush", "123m456m789m222m5m 3f +5m", {}),  # no honour: a full flush, never both
    ("seven-pairs", "1133m5577p99s447z 3f +6z", {}),  # six pairs and two singles: not complete
    ("little-three-dragons", "234m567p555z666z1m 3f +1m", {}),  # the pair is not a dragon
    ("full-flush", "123m456m789m222p5m 3f +5m", {}),  # two suits
    ("full-flush", "234m567m888m444z1m 3f +1m", {}),  # an honour: a half flush, never both
]


@pytest.mark.parametrize(("rule", "hand", "kwargs", "expected"), FAN_HANDS, ids=[c[0] for c in FAN_HANDS])
def test_fan_line_scores(rule: str, hand: str, kwargs: dict[str, Any], expected: list[str]) -> None:
    result = hke(hand, **kwargs)
    assert result["won"] is True
    assert ids(result) == expected
    assert result["fan"] == sum(item["fan"] for item in result["items"])
    assert result["total"] == points_for_fan(result["fan"])
    assert result["limit"] is None and result["limit_hand"] is None
    assert all(set(item) == {"rule", "en", "de", "fan"} for item in result["items"])


@pytest.mark.parametrize(("rule", "hand", "kwargs"), FAN_NEAR_MISSES, ids=[c[0] for c in FAN_NEAR_MISSES])
def test_fan_line_near_miss(rule: str, hand: str, kwargs: dict[str, Any]) -> None:
    result = hke(hand, **kwargs)
    assert rule not in ids(result)


def test_every_fan_line_has_a_scoring_hand_and_a_near_miss() -> None:
    fan_ids = [rule.id for rule in FAN]
    assert sorted({c[0] for c in FAN_HANDS}) == sorted(fan_ids)
    assert sorted({c[0] for c in FAN_NEAR_MISSES}) == sorted(fan_ids)


# -- every limit hand ---------------------------------------------------------------------------------------
# (rule id, hand, request keywords, the limit items)
LIMIT_HANDS: list[tuple[str, str, dict[str, Any], list[str]]] = [
    (
        "four-concealed-pungs",
        "111m222p333s444m5p 3f +5p",
        {"by": "self-draw", "source": None},
        ["four-concealed-pungs"],
    ),
    ("big-three-dragons", "234m555z666z777z1m 3f +1m", {}, ["big-three-dragons"]),
    ("little-four-winds", "234m111z222z333z4z 3f +4z", {}, ["little-four-winds"]),
    ("big-four-winds", "111z222z333z444z1m 3f +1m", {}, ["big-four-winds"]),
    ("all-honours", "111z222z555z666z4z 3f +4z", {}, ["all-honours"]),
    ("all-terminals", "111m999m111p999p1s 3f +1s", {}, ["all-terminals"]),
    ("nine-gates", "1112345678999m 3f +5m", {}, ["nine-gates"]),
    ("thirteen-orphans", "19m19p19s1234567z 3f +1m", {}, ["thirteen-orphans"]),
    ("all-kongs", "5m [1111m] [2222p] (3333s) [4444z] 3f +5m", {}, ["all-kongs"]),
    ("jade-dragon", "222s444s888s666z3s 3f +3s", {}, ["jade-dragon"]),
    ("ruby-dragon", "222m444m888m777z3m 3f +3m", {}, ["ruby-dragon"]),
    ("pearl-dragon", "222p444p888p555z3p 3f +3p", {}, ["pearl-dragon"]),
    (
        "blessing-of-heaven",
        ZERO,
        {"seat": "E", "by": "self-draw", "source": None, "first_turn": True},
        ["blessing-of-heaven"],
    ),
    ("blessing-of-earth", ZERO, {"seat": "S", "source": "E", "first_turn": True}, ["blessing-of-earth"]),
]

LIMIT_NEAR_MISSES: list[tuple[str, str, dict[str, Any]]] = [
    ("four-concealed-pungs", "111m222p333s444m5p 3f +5p", {}),  # on a discard
    ("four-concealed-pungs", "111m222p333s5p [4444m] 3f +5p", {"by": "self-draw", "source": None}),  # exposed kong
    ("big-three-dragons", "234m567p555z666z7z 3f +7z", {}),  # the third dragon is the pair
    ("little-four-winds", "234m111z222z333z1m 3f +1m", {}),  # the pair is not the fourth wind
    ("big-four-winds", "234m111z222z333z4z 3f +4z", {}),  # the fourth wind is the pair
    ("all-honours", "111z222z555z666z1m 3f +1m", {}),  # one suit pair
    ("all-terminals", "111m999m111p111z9p 3f +9p", {}),  # an honour pung
    ("nine-gates", "1111234567899m 3f +9m", {}),  # the same suit tiles, but not 1112345678999 before the tile
    ("nine-gates", "1145678999m [123m] 3f +1m", {}),  # not concealed
    ("thirteen-orphans", "19m19p19s1234566z 3f +1m", {}),  # no red dragon
    ("all-kongs", "555m5p [1111m] [2222p] (3333s) 3f +5p", {}),  # three kongs and a pung
    ("jade-dragon", "234s444s888s666z3s 3f +3s", {}),  # a chow
    ("ruby-dragon", "222m444m888m555z3m 3f +3m", {}),  # white dragon with characters
    ("pearl-dragon", "222p444p888p777z3p 3f +3p", {}),  # red dragon with dots
    ("blessing-of-heaven", ZERO, {"seat": "E", "by": "self-draw", "source": None}),
    ("blessing-of-earth", ZERO, {"seat": "S", "source": "E"}),
]


@pytest.mark.parametrize(("rule", "hand", "kwargs", "expected"), LIMIT_HANDS, ids=[c[0] for c in LIMIT_HANDS])
def test_limit_hand_scores(rule: str, hand: str, kwargs: dict[str, Any], expected: list[str]) -> None:
    result = hke(hand, **kwargs)
    assert result["won"] is True
    assert ids(result) == expected
    assert (result["limit"], result["limit_hand"], result["fan"], result["total"]) == ("limit", rule, None, 64)
    assert all(item["limit"] == "limit" and set(item) == {"rule", "en", "de", "limit"} for item in result["items"])


@pytest.mark.parametrize(("rule", "hand", "kwargs"), LIMIT_NEAR_MISSES, ids=[c[0] for c in LIMIT_NEAR_MISSES])
def test_limit_hand_near_miss(rule: str, hand: str, kwargs: dict[str, Any]) -> None:
    result = hke(hand, **kwargs)
    assert rule not in ids(result)
    assert result["limit_hand"] != rule


def test_every_limit_hand_has_a_scoring_hand_and_a_near_miss() -> None:
    limit_ids = [rule.id for rule in LIMITS]
    assert sorted({c[0] for c in LIMIT_HANDS}) == sorted(limit_ids)
    assert sorted({c[0] for c in LIMIT_NEAR_MISSES}) == sorted(limit_ids)


# the limit hands in the other forms the spec allows
def test_all_honours_as_seven_pairs() -> None:
    result = hke("1122334455667z 3f +7z")
    assert ids(result) == ["all-honours"] and result["total"] == 64


def test_all_terminals_as_seven_pairs_with_four_identical_tiles() -> None:
    result = hke("1111m99m11p99p11s9s 3f +9s")
    assert ids(result) == ["all-terminals"] and result["total"] == 64


def test_four_concealed_pungs_with_a_declared_concealed_kong() -> None:
    result = self_drawn("111m222p333s5p (4444m) 3f +5p")
    assert result["limit_hand"] == "four-concealed-pungs"


def test_four_concealed_pungs_self_drawn_on_a_kong_replacement() -> None:
    result = self_drawn("111m222p333s5p (4444m) 3f +5p", replacement=True)
    assert result["limit_hand"] == "four-concealed-pungs"


def test_four_concealed_pungs_not_by_robbing_a_kong() -> None:
    """A robbed tile is the fourth copy, so it completes neither a pung nor the pair: the hand is refused."""
    body = {
        "ruleset": RULESET,
        "hand": "111m222p333s444m5p 3f +5p",
        "seat_wind": "S",
        "round_wind": "E",
        "win": {"by": "discard", "from": "W", "robbing_kong": True},
    }
    error = score(body)["error"]
    assert error["type"] == "InvalidRequest" and "robbing_kong" in error["message"]


def test_nine_gates_self_drawn_and_on_a_terminal() -> None:
    assert self_drawn("1112345678999p 3f +9p")["limit_hand"] == "nine-gates"
    assert hke("1112345678999s 3f +1s")["limit_hand"] == "nine-gates"


def test_limit_hands_with_kongs_instead_of_pungs() -> None:
    assert hke("234m1m [5555z] [6666z] (7777z) 3f +1m")["limit_hand"] == "big-three-dragons"
    assert hke("4z [1111z] [2222z] [3333z] [4444m] 3f +4z")["limit_hand"] == "little-four-winds"
    assert hke("3s [2222s] [4444s] (8888s) [6666z] 3f +3s")["limit_hand"] == "all-kongs"
    jade = hke("3s [2222s] [4444s] (8888s) [6666z] 3f +3s")
    assert ids(jade) == ["all-kongs", "jade-dragon"]  # several limit hands: all are items, the first is named


def test_several_limit_hands_first_in_table_order() -> None:
    result = hke("111z222z333z444z5z 3f +5z")
    assert ids(result) == ["big-four-winds", "all-honours"]
    assert result["limit_hand"] == "big-four-winds"


def test_blessing_of_heaven_with_a_concealed_kong_and_its_replacement() -> None:
    result = self_drawn("234m567p345s9m (8888m) 3f +9m", seat="E", first_turn=True, replacement=True)
    assert result["limit_hand"] == "blessing-of-heaven"


def test_blessing_of_earth_with_a_concealed_kong() -> None:
    result = hke("234m567p345s9m (8888m) 3f +9m", seat="N", source="E", first_turn=True)
    assert result["limit_hand"] == "blessing-of-earth"


# -- the cumulative examples the spec states -----------------------------------------------------------------
def test_all_flowers_with_own_flower_is_two_fan() -> None:
    result = hke("234m567p345s555s9m 1234f +9m")
    assert result["fan"] == 2


def test_all_eight_bonus_tiles() -> None:
    result = hke("234m567p345s555s9m 1234f1234g +9m")
    assert ids(result) == ["seat-flower", "seat-season", "all-flowers", "all-seasons"]
    assert result["fan"] == 4


def test_little_three_dragons_with_two_dragon_pungs_is_six() -> None:
    result = hke("234m567p555z666z7z 3f +7z")
    assert result["fan"] == 6 and result["total"] == 16


def test_wind_that_is_seat_and_prevalent_is_two_fan() -> None:
    result = hke("234m567p345s111z9m 3f +9m", seat="E", source="S")
    assert ids(result) == ["seat-wind-pung", "prevalent-wind-pung"] and result["fan"] == 2


def test_kong_scores_no_more_than_a_pung() -> None:
    pung = hke("234m567p345s111z9m 3f +9m", seat="E", source="S")
    kong = hke("234m567p345s9m (1111z) 3f +9m", seat="E", source="S")
    exposed = hke("234m567p345s9m [1111z] 3f +9m", seat="E", source="S")
    assert pung["fan"] == kong["fan"] == exposed["fan"] == 2
    assert hke("234m567p345s9m [5555z] 3f +9m")["fan"] == hke("234m567p345s555z9m 3f +9m")["fan"] == 1


def test_self_draw_and_last_tile_draw_is_two() -> None:
    assert self_drawn(ZERO, last_tile=True)["fan"] == 2


def test_self_draw_and_replacement_is_two() -> None:
    assert self_drawn("234m567p345s9m (8888m) 3f +9m", replacement=True)["fan"] == 2


def test_replacement_that_used_up_the_live_wall_is_also_last_tile_draw() -> None:
    result = self_drawn("234m567p345s9m (8888m) 3f +9m", replacement=True, last_tile=True)
    assert ids(result) == ["self-draw", "last-tile-draw", "replacement-tile"] and result["fan"] == 3


def test_flower_replacement_is_an_ordinary_self_draw() -> None:
    result = self_drawn(ZERO, flower_replacement=True)
    assert ids(result) == ["self-draw"]
    assert self_drawn(ZERO, flower_replacement=True, last_tile=True)["fan"] == 2


def test_robbing_the_kong_is_paid_as_a_discard_by_the_robbed_player() -> None:
    result = hke("23m567p345s555z99m 3f +4m", source="N", robbing_kong=True)
    assert ids(result) == ["dragon-pung", "robbing-kong"] and result["total"] == 4
    assert result["payments"] == [
        {"from": "E", "to": "S", "amount": 4},
        {"from": "W", "to": "S", "amount": 4},
        {"from": "N", "to": "S", "amount": 8},
    ]
    assert result["arrangement"] == "[234m] 99m 567p 345s 555z"


def test_half_and_full_flush_never_both() -> None:
    assert ids(hke("234m567m888m444z1m 3f +1m")) == ["half-flush"]
    assert ids(hke("123m456m789m222m5m 3f +5m")) == ["full-flush"]


def test_seven_pairs_with_full_flush_reaches_the_limit_by_counting() -> None:
    result = hke("1122334455779m 3f +9m")
    assert ids(result) == ["seven-pairs", "full-flush"]
    assert (result["fan"], result["limit"], result["limit_hand"], result["total"]) == (10, "limit", None, 64)


def test_seven_pairs_with_half_flush() -> None:
    result = hke("1133557799m224z 3f +4z")
    assert ids(result) == ["half-flush", "seven-pairs"] and result["fan"] == 7 and result["total"] == 32


def test_seven_pairs_with_bonus_fan() -> None:
    assert ids(hke("1133m5577p99s446z +6z")) == ["no-flowers", "seven-pairs"]
    assert ids(hke("1133m5577p99s446z 2f2g +6z")) == ["seat-flower", "seat-season", "seven-pairs"]


def test_seven_pairs_with_four_identical_tiles() -> None:
    result = hke("1111m3355p7799s2z 3f +2z")
    assert ids(result) == ["seven-pairs"]
    assert result["arrangement"] == "11m 11m 33p 55p 77s 99s [22z]"


def test_seven_pairs_claimed_last_tile() -> None:
    assert hke("1133m5577p99s446z 3f +6z")["arrangement"] == "11m 33m 55p 77p 99s 44z [66z]"


def test_seven_pairs_preferred_over_a_cheaper_regular_arrangement() -> None:
    # 123 123 456 456 77 would be all chows + full flush (7 fan, 32); seven pairs + full flush is 10 fan, 64
    result = hke("1122334455667m 3f +7m")
    assert ids(result) == ["seven-pairs", "full-flush"] and result["total"] == 64


def test_all_pungs_preferred_over_chows() -> None:
    result = hke("111222333m444p9s 3f +9s")
    assert ids(result) == ["all-pungs"]
    assert result["arrangement"] == "111m 222m 333m 444p [99s]"


def test_zero_fan_hand_is_a_valid_win() -> None:
    result = hke(ZERO)
    assert (result["won"], result["fan"], result["total"], result["items"]) == (True, 0, 1, [])


# -- points from fan ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("fan", "points"),
    [
        (0, 1),
        (1, 2),
        (2, 4),
        (3, 8),
        (4, 16),
        (5, 16),
        (6, 16),
        (7, 32),
        (8, 32),
        (9, 32),
        (10, 64),
        (11, 64),
        (20, 64),
    ],
)
def test_points_from_fan(fan: int, points: int) -> None:
    assert points_for_fan(fan) == points


# real hands at every boundary of the table: (fan, points, hand, request keywords)
BOUNDARIES: list[tuple[int, int, str, dict[str, Any]]] = [
    (0, 1, ZERO, {}),
    (1, 2, "234m567p345s555s9m +9m", {}),
    (2, 4, "234m567p555z666z1m 3f +1m", {}),
    (3, 8, "222m555p777s999m1p 3f +1p", {}),
    (4, 16, "222m555p777s666z1p 3f +1p", {}),
    (6, 16, "234m567p555z666z7z 3f +7z", {}),
    (7, 32, "1133557799m224z 3f +4z", {}),
    (9, 32, "111222333444m9m 3f +9m", {}),
    (10, 64, "1122334455779m 3f +9m", {}),
]


@pytest.mark.parametrize(("fan", "points", "hand", "kwargs"), BOUNDARIES, ids=[f"{b[0]}-fan" for b in BOUNDARIES])
def test_points_boundary_hands(fan: int, points: int, hand: str, kwargs: dict[str, Any]) -> None:
    result = hke(hand, **kwargs)
    assert (result["fan"], result["total"]) == (fan, points)
    assert result["limit"] == ("limit" if fan >= 10 else None)


# -- result fields ------------------------------------------------------------------------------------------
CONTRACT_EXAMPLE = {
    "ruleset": RULESET,
    "hand": "234m567p9s [666z] (1111s) 1f +9s",
    "seat_wind": "E",
    "round_wind": "E",
    "win": {"by": "discard", "from": "S"},
}


def test_contract_example_exactly() -> None:
    assert score(CONTRACT_EXAMPLE) == {
        "ruleset": RULESET,
        "won": True,
        "reason": None,
        "points": None,
        "doubles": None,
        "fan": 2,
        "han": None,
        "fu": None,
        "limit": None,
        "limit_hand": None,
        "total": 4,
        "items": [
            {"rule": "seat-flower", "en": "Seat Flower", "de": "Eigene Blume", "fan": 1},
            {"rule": "dragon-pung", "en": "Pung (Kong) of Dragons", "de": "Drachenpong (-kong)", "fan": 1},
        ],
        "arrangement": "234m 567p (1111s) [99s] [666z]",
        "payments": [
            {"from": "S", "to": "E", "amount": 8},
            {"from": "W", "to": "E", "amount": 4},
            {"from": "N", "to": "E", "amount": 4},
        ],
        "error": None,
    }


def test_self_draw_payments_all_double() -> None:
    result = self_drawn(ZERO)
    assert result["total"] == 2
    assert result["payments"] == [{"from": w, "to": "S", "amount": 4} for w in ("E", "W", "N")]


def test_east_has_no_advantage() -> None:
    result = hke(ZERO, seat="E", source="N")
    assert result["payments"] == [
        {"from": "S", "to": "E", "amount": 1},
        {"from": "W", "to": "E", "amount": 1},
        {"from": "N", "to": "E", "amount": 2},
    ]


def test_limit_hand_payments() -> None:
    result = self_drawn("111m222p333s444m5p 3f +5p")
    assert [p["amount"] for p in result["payments"]] == [128, 128, 128]


def test_self_drawn_arrangement_has_no_exposed_group() -> None:
    result = self_drawn("234m567p9s [666z] (1111s) 1f +9s", seat="E")
    assert result["arrangement"] == "234m 567p (1111s) 99s [666z]"


def test_claimed_tile_completing_a_set_exposes_it() -> None:
    assert hke("234m567p345s55s99m 3f +5s")["arrangement"] == "234m 99m 567p 345s [555s]"


def test_tie_between_arrangements_takes_the_string_that_sorts_first() -> None:
    # the claimed 3m completes either 123m or 345m; both score the same
    assert hke("12345m567p345s99s 3f +3m")["arrangement"] == "123m [345m] 567p 345s 99s"


def test_thirteen_orphans_arrangement() -> None:
    result = hke("19m19p19s1234567z 3f +1m")
    assert result["arrangement"] == "[11m] 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"


# -- not winning ----------------------------------------------------------------------------------------------
def test_loser_hand_scores_nothing() -> None:
    result = score({"ruleset": RULESET, "hand": "234m567p9s [666z] (1111s) 1f", "seat_wind": "S", "round_wind": "E"})
    assert result == {
        **result,
        "won": False,
        "reason": None,
        "total": 0,
        "items": [],
        "fan": None,
        "arrangement": None,
        "payments": None,
        "error": None,
    }


def test_dead_loser_is_still_a_plain_loser() -> None:
    result = score(
        {
            "ruleset": RULESET,
            "hand": "234m567p9s [666z] (1111s) 1f",
            "seat_wind": "S",
            "round_wind": "E",
            "irregular": "dead",
        }
    )
    assert (result["won"], result["reason"], result["total"], result["error"]) == (False, None, 0, None)


def test_dead_hand_winner() -> None:
    result = score({**CONTRACT_EXAMPLE, "irregular": "dead"})
    assert (
        result["won"],
        result["reason"],
        result["total"],
        result["items"],
        result["arrangement"],
        result["fan"],
        result["payments"],
    ) == (False, "dead-hand", 0, [], None, None, None)


def test_not_complete() -> None:
    result = hke("234m567p345s556s9m 3f +9m")
    assert (
        result["won"],
        result["reason"],
        result["total"],
        result["items"],
        result["arrangement"],
        result["payments"],
    ) == (False, "not-complete", 0, [], None, None)


# -- fan minimum ------------------------------------------------------------------------------------------
def test_below_minimum_keeps_items_and_arrangement() -> None:
    result = hke("234m567p345s555z9m 3f +9m", options={"fan_minimum": 2})
    assert (result["won"], result["reason"], result["fan"], result["total"], result["limit"], result["payments"]) == (
        False,
        "below-minimum",
        1,
        0,
        None,
        None,
    )
    assert ids(result) == ["dragon-pung"]
    assert result["arrangement"] == "234m [99m] 567p 345s 555z"


def test_minimum_reached_exactly() -> None:
    result = hke("234m567p345s555z9m 3f +9m", options={"fan_minimum": 1})
    assert result["won"] and result["total"] == 2


def test_bonus_fan_count_towards_the_minimum() -> None:
    assert hke("234m567p345s555z9m 2f +9m", options={"fan_minimum": 2})["won"] is True
    assert hke("234m567p345s555z9m +9m", options={"fan_minimum": 2})["won"] is True  # no flowers


def test_limit_hand_meets_any_minimum() -> None:
    result = hke("19m19p19s1234567z 3f +1m", options={"fan_minimum": 10})
    assert result["won"] and result["limit_hand"] == "thirteen-orphans"


def test_zero_fan_below_minimum_one() -> None:
    assert hke(ZERO, options={"fan_minimum": 1})["reason"] == "below-minimum"


def test_equal_points_take_the_arrangement_with_most_fan() -> None:
    # seat flower, seat season, self-draw, last tile draw: 4 fan either way; 123m x3 adds All Chows (5 fan),
    # 111m 222m 333m adds nothing (4 fan): both are 16 points, the chows win on fan
    result = self_drawn("111222333m456p9s 2f2g +9s", last_tile=True)
    assert result["fan"] == 5 and result["total"] == 16
    assert "all-chows" in ids(result)
    assert result["arrangement"] == "123m 123m 123m 456p 99s"
