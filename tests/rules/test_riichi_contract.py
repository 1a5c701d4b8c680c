"""`riichi-hana` and the scoring contract: the options, the tiles in play, the contradictory requests of
`spec/contract.md` §3 (column `riichi-hana`, and every-rule-set rows as Riichi requests), the worked examples
of §2 and §4 and of `spec/riichi-hana.md`, and the error policy."""

from __future__ import annotations

from typing import Any

import pytest
from fuzzing import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from jongg import InvalidOption, find_ruleset, score, settle
from jongg.contract import ScoreRequest, ScoreResult
from jongg.rules.riichi import Riichi, RiichiOptions

RULESET = "riichi-hana"
PINFU = "23567m234p55678s +4m"
EXAMPLE = "23567m234p55678s 34f +4m"
OPEN = "23m567p55s [234p] [678s] +4m"
KAN = "23567m234p55s (8888s) +4m"
LOSER = "23567m234p55678s"


def request(
    hand: str = PINFU,
    seat: str = "S",
    options: dict[str, Any] | None = None,
    riichi: dict[str, Any] | None = None,
    **win: Any,
) -> dict[str, Any]:
    body: dict[str, Any] = {"ruleset": RULESET, "hand": hand, "seat_wind": seat, "round_wind": "E"}
    if options is not None:
        body["options"] = options
    if riichi is not None:
        body["riichi"] = riichi
    if win:
        if "from_" in win:
            win["from"] = win.pop("from_")
        body["win"] = win
    return body


RON = {"by": "discard", "from_": "W"}
TSUMO = {"by": "self-draw"}


def error_of(body: dict[str, Any]) -> dict[str, Any]:
    result = score(body)
    assert result["error"] is not None, result
    assert result["won"] is False and result["items"] == [] and result["total"] is None
    return result["error"]  # type: ignore[no-any-return]


# -- options -------------------------------------------------------------------------------------------
def test_default_options() -> None:
    options = Riichi().options()
    assert options == RiichiOptions()
    assert (options.flowers, options.variation, options.flower_fu, options.red_fives) == (8, 1, 4, 3)
    assert (options.renhou, options.kiriage, options.double_yakuman, options.kazoe) == ("5-han", False, True, "yakuman")
    assert (options.kan_dora, options.length, options.west_extension) == ("delayed", "east-south", True)
    assert (options.start_points, options.return_points, options.uma, options.chip_value) == (25000, 30000, "10/20", 0)
    assert options.old_suukantsu is False


def test_variation_2_preset() -> None:
    """Variation 2 sets 4 flowers and no red fives, unless those options are given explicitly."""
    ruleset = Riichi()
    preset = ruleset.options({"variation": 2})
    assert (preset.flowers, preset.red_fives) == (4, 0)
    explicit = ruleset.options({"variation": 2, "flowers": 8, "red_fives": 3})
    assert (explicit.flowers, explicit.red_fives) == (8, 3)
    assert ruleset.options({"variation": 3}).flowers == 8


BAD_OPTIONS = [
    ("flowers", 5),
    ("flowers", "8"),
    ("variation", 4),
    ("flower_fu", 3),
    ("red_fives", 1),
    ("red_fives", True),
    ("renhou", "2-han"),
    ("kiriage", "yes"),
    ("double_yakuman", 1),
    ("kazoe", "none"),
    ("kan_dora", "later"),
    ("length", "south"),
    ("west_extension", None),
    ("start_points", -1),
    ("return_points", 20000),
    ("uma", "20/10"),
    ("uma", "10-20"),
    ("uma", 10),
    ("chip_value", -5),
    ("old_suukantsu", "on"),
    ("tenhou", 1),
]


@pytest.mark.parametrize(("name", "value"), BAD_OPTIONS, ids=[f"{n}={v!r}" for n, v in BAD_OPTIONS])
def test_bad_option_is_invalid_option(name: str, value: Any) -> None:
    error = error_of(request(options={name: value}, **RON))
    assert error["type"] == "InvalidOption"
    assert name in error["message"]
    with pytest.raises(InvalidOption):
        Riichi().options({name: value})


def test_option_cache_tells_types_apart() -> None:
    """1 == True and 8 == 8.0 in Python; the cached options must still refuse the wrong type."""
    ruleset = Riichi()
    assert ruleset.options({"kiriage": True}).kiriage is True
    assert ruleset.options({"flowers": 8}).flowers == 8
    for options in ({"kiriage": 1}, {"double_yakuman": 0}, {"flowers": 8.0}):
        with pytest.raises(InvalidOption):
            ruleset.options(options)


def test_good_options_are_accepted() -> None:
    options = {
        "flowers": 4,
        "variation": 3,
        "flower_fu": 2,
        "red_fives": 0,
        "renhou": "off",
        "kiriage": True,
        "double_yakuman": False,
        "kazoe": "sanbaiman",
        "kan_dora": "immediate",
        "length": "east",
        "west_extension": False,
        "start_points": 30000,
        "return_points": 30000,
        "uma": "5/15",
        "chip_value": 500,
        "old_suukantsu": True,
    }
    assert score(request(options=options, **RON))["won"] is True


# -- tiles in play -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("hand", "options", "position"),
    [
        ("23567m234p50s678s +4m", {"red_fives": 0}, 11),
        ("23567m234p50678s +4m", {"variation": 2}, 11),
        ("23567m234p55678s 3f +4m", {"flowers": 0}, 17),
        ("23567m234p55678s 13f2g +4m", {"flowers": 4}, 20),
        ("23567m234p55678s 3f2g +4m", {"variation": 2}, 19),
    ],
)
def test_tiles_not_in_play_are_invalid_notation(hand: str, options: dict[str, Any], position: int) -> None:
    error = error_of(request(hand, options=options, **RON))
    assert error["type"] == "InvalidNotation"
    assert error["position"] == position


def test_red_fives_and_flowers_in_play() -> None:
    assert score(request("23567m234p50678s 3f2g +4m", **RON))["won"] is True
    assert score(request("23567m234p50678s 3f +4m", options={"variation": 2, "red_fives": 3}, **RON))["won"]


# -- §3 contradictions -----------------------------------------------------------------------------------
EIGHT = "23567m234p55678s 1234f123g +4g"
CONTRADICTIONS: list[tuple[str, dict[str, Any], str]] = [
    # every rule set
    ("discard-without-from", request(by="discard"), "win.from"),
    ("from-with-self-draw", request(by="self-draw", from_="W"), "win.from"),
    ("from-is-own-seat", request(by="discard", from_="S"), "win.from"),
    ("robbing-kong-with-self-draw", request(by="self-draw", robbing_kong=True), "robbing_kong"),
    ("flower-win-with-self-draw", request(EIGHT, by="self-draw", flower_win=True), "flower_win"),
    ("replacement-with-discard", request(KAN, replacement=True, **RON), "replacement"),
    ("flower-replacement-with-discard", request(EXAMPLE, flower_replacement=True, **RON), "flower_replacement"),
    ("replacement-without-kong", request(replacement=True, **TSUMO), "no kong"),
    ("flower-replacement-without-bonus", request(flower_replacement=True, **TSUMO), "no bonus"),
    (
        "both-replacements",
        request(KAN.replace(" +4m", " 3f +4m"), replacement=True, flower_replacement=True, **TSUMO),
        "together",
    ),
    ("robbing-kong-with-last-tile", request(robbing_kong=True, last_tile=True, **RON), "last_tile"),
    ("first-turn-with-exposed-meld", request(OPEN, first_turn=True, **TSUMO), "exposed meld"),
    ("first-turn-with-last-tile", request(first_turn=True, last_tile=True, **TSUMO), "last_tile"),
    ("first-turn-east-discard", request(seat="E", first_turn=True, **RON), "first_turn"),
    ("kong-on-kong-unused", request(KAN, replacement=True, kong_on_kong=True, **TSUMO), "kong_on_kong"),
    ("original-call-unused", request(original_call=True, **TSUMO), "original_call"),
    ("east-consecutive-wins", {**request(**TSUMO), "context": {"east_consecutive_wins": 1}}, "east_consecutive_wins"),
    ("irregular-short", {**request(LOSER), "irregular": "short"}, "irregular"),
    ("irregular-long", {**request(LOSER), "irregular": "long"}, "irregular"),
    ("irregular-foul", {**request(**TSUMO), "irregular": "foul"}, "irregular"),
    # the riichi-hana column
    ("replacement-with-last-tile", request(KAN, replacement=True, last_tile=True, **TSUMO), "rinshan"),
    (
        "flower-replacement-with-last-tile",
        request(EXAMPLE, flower_replacement=True, last_tile=True, **TSUMO),
        "rinshan",
    ),
    ("first-turn-with-concealed-kan", request(KAN, first_turn=True, **TSUMO), "first_turn"),
    ("first-turn-with-replacement", request(KAN, first_turn=True, replacement=True, **TSUMO), "first_turn"),
    ("riichi-with-exposed-meld", request(OPEN, riichi={"riichi": True}, **RON), "exposed meld"),
    (
        "double-riichi-with-exposed-meld",
        request(OPEN, riichi={"riichi": True, "double_riichi": True}, **RON),
        "exposed meld",
    ),
    ("double-riichi-without-riichi", request(riichi={"double_riichi": True}, **RON), "double_riichi"),
    ("ippatsu-without-riichi", request(riichi={"ippatsu": True}, **RON), "ippatsu"),
    (
        "ura-without-riichi",
        request(riichi={"dora_indicators": ["1z"], "ura_indicators": ["2z"]}, **RON),
        "ura_indicators",
    ),
    (
        "ura-count",
        request(riichi={"riichi": True, "dora_indicators": ["1z", "2z"], "ura_indicators": ["3z"]}, **RON),
        "ura_indicators",
    ),
    (
        "more-than-5-indicators",
        request(riichi={"dora_indicators": ["1z", "2z", "3z", "4z", "5z", "6z"]}, **RON),
        "at most 5",
    ),
    (
        "flower-indicator-without-flowers",
        request(options={"flowers": 0}, riichi={"dora_indicators": ["1f"]}, **RON),
        "not in play",
    ),
    (
        "season-indicator-with-4-flowers",
        request(options={"flowers": 4}, riichi={"dora_indicators": ["1g"]}, **RON),
        "not in play",
    ),
    (
        "red-indicator-without-red-fives",
        request(options={"red_fives": 0}, riichi={"dora_indicators": ["0p"]}, **RON),
        "red fives",
    ),
    ("first-turn-with-riichi", request(first_turn=True, riichi={"riichi": True}, **TSUMO), "first_turn"),
    (
        "ippatsu-with-replacement",
        request(KAN, replacement=True, riichi={"riichi": True, "ippatsu": True}, **TSUMO),
        "ippatsu",
    ),
    (
        "ippatsu-with-flower-replacement",
        request(EXAMPLE, flower_replacement=True, riichi={"riichi": True, "ippatsu": True}, **TSUMO),
        "ippatsu",
    ),
    ("pao-without-daisangen-or-daisuushii", request(riichi={"pao": "E"}, **RON), "pao"),
    ("pao-is-own-seat", request("234m9p [555z] [666z] [777z] +9p", riichi={"pao": "S"}, **RON), "pao"),
    ("bonus-winning-tile-without-eight", request("23567m234p55678s 123f12g +4g", **TSUMO), "seven"),
    (
        "bonus-winning-tile-with-4-flowers",
        request("23567m234p55678s 123f +4f", options={"flowers": 4}, **TSUMO),
        "8 flowers",
    ),
    (
        "bonus-winning-tile-in-variation-2",
        request(EIGHT, options={"variation": 2, "flowers": 8}, **TSUMO),
        "variation 1",
    ),
    ("flower-win-without-bonus-winning-tile", request(flower_win=True, **RON), "flower_win"),
    ("bonus-winning-tile-by-discard-without-flower-win", request(EIGHT, **RON), "flower_win"),
    # Decisions of riichi.py
    ("indicator-fifth-copy", request(riichi={"dora_indicators": ["4m", "4m", "4m", "4m"]}, **RON), "fifth"),
    (
        "indicator-second-red-five",
        request("23567m234p50678s +4m", riichi={"dora_indicators": ["0s"]}, **RON),
        "red five",
    ),
    ("indicator-own-flower", request(EXAMPLE, riichi={"dora_indicators": ["3f"]}, **RON), "own"),
    ("eight-bonus-tiles-and-ordinary-winning-tile", request("23567m234p55678s 1234f1234g +4m", **TSUMO), "Daifaahou"),
    ("robbing-kong-with-another-copy", request("23456m234p55678s +4m", robbing_kong=True, **RON), "robbed"),
    ("first-turn-with-robbing-kong", request(first_turn=True, robbing_kong=True, **RON), "robbing_kong"),
    ("pao-with-concealed-dragons-only", request("234m555666777z9p +9p", riichi={"pao": "E"}, **RON), "exposed"),
    ("pao-on-a-loser", request("234m9p [555z] [666z] [777z]", riichi={"pao": "E"}), "winner"),
    ("pao-on-daifaahou", request("234m9p555z [666z] [777z] 1234f123g +4g", riichi={"pao": "E"}, **TSUMO), "Daifaahou"),
    ("old-suukantsu-without-option", request("1z (2222m) (5555p) [7777s] [9999m]", **TSUMO), "old"),
    (
        "old-suukantsu-with-a-flag",
        request("1z (2222m) (5555p) [7777s] [9999m]", options={"old_suukantsu": True}, last_tile=True, **TSUMO),
        "last_tile",
    ),
    (
        "old-suukantsu-discard-without-from",
        request("1z (2222m) (5555p) [7777s] [9999m]", options={"old_suukantsu": True}, by="discard"),
        "win.from",
    ),
    ("negative-honba", request(riichi={"honba": -1}, **RON), "honba"),
    ("negative-sticks", request(riichi={"riichi_sticks": -1}, **RON), "riichi_sticks"),
    ("unknown-riichi-field", request(riichi={"kan_dora": 1}, **RON), "kan_dora"),
    ("bad-indicator", request(riichi={"dora_indicators": ["8z"]}, **RON), "dora_indicators"),
]


@pytest.mark.parametrize(
    ("body", "words"), [(b, w) for _, b, w in CONTRADICTIONS], ids=[name for name, _, _ in CONTRADICTIONS]
)
def test_contradictory_request_is_invalid_request(body: dict[str, Any], words: str) -> None:
    error = error_of(body)
    assert error["type"] == "InvalidRequest", error
    assert words in error["message"], error["message"]


VALID = [
    ("first-turn-other-seat-self-draw-chiihou", request(first_turn=True, **TSUMO)),
    ("first-turn-other-seat-discard-not-from-east", request(first_turn=True, **RON)),
    ("flower-replacement-first-turn", request(EXAMPLE, first_turn=True, flower_replacement=True, **TSUMO)),
    ("daifaahou-self-draw", request(EIGHT, **TSUMO)),
    ("daifaahou-flower-win", request(EIGHT, flower_win=True, **RON)),
    ("riichi-with-concealed-kan", request(KAN, riichi={"riichi": True}, **TSUMO)),
    (
        "flower-indicators",
        request(
            EXAMPLE, riichi={"riichi": True, "dora_indicators": ["1f", "1g"], "ura_indicators": ["2g", "2f"]}, **RON
        ),
    ),
    ("riichi-null", request(riichi=None, **RON)),
    ("dead-hand", {**request(**RON), "irregular": "dead"}),
    ("old-suukantsu", request("1z (2222m) (5555p) [7777s] [9999m]", options={"old_suukantsu": True}, **TSUMO)),
]


@pytest.mark.parametrize("body", [b for _, b in VALID], ids=[name for name, _ in VALID])
def test_valid_combinations(body: dict[str, Any]) -> None:
    assert score(body)["error"] is None


# -- the worked examples -----------------------------------------------------------------------------------
def test_contract_section_2_example() -> None:
    """`23567m234p55678s 34f +4m`, S, ron from W, riichi, indicator 1z: the pinfu reading, 3 han 30 fu 3,900
    (the reading with 4 fu per flower, 2 han 40 fu, would pay 2,600)."""
    result = score(request(EXAMPLE, riichi={"riichi": True, "dora_indicators": ["1z"]}, **RON))
    assert (result["won"], result["han"], result["fu"], result["limit"], result["total"]) == (True, 3, 30, None, 3900)
    assert result["payments"] == [{"from": "W", "to": "S", "amount": 3900}]
    assert [i["rule"] for i in result["items"]] == ["riichi", "pinfu", "tanyao", "fu-base", "fu-closed-ron"]
    assert result["arrangement"] == "[234m] 567m 234p 55s 678s"


def test_variation_1_tsumo_example() -> None:
    """`riichi-hana.md`: the same hand by tsumo with `34f13g` pays 1,300/2,600 either way (4 han 20 fu, or
    3 han 40 fu); the pinfu reading is reported."""
    result = score(request("23567m234p55678s 34f13g +4m", riichi={"riichi": True, "dora_indicators": ["1z"]}, **TSUMO))
    assert (result["han"], result["fu"], result["total"]) == (4, 20, 5200)
    assert result["payments"] == [
        {"from": "E", "to": "S", "amount": 2600},
        {"from": "W", "to": "S", "amount": 1300},
        {"from": "N", "to": "S", "amount": 1300},
    ]
    assert "pinfu" in [i["rule"] for i in result["items"]]
    assert "fu-flower" not in [i["rule"] for i in result["items"]]


def test_contract_section_4_example() -> None:
    result = score(
        request("234m9p [555z] [666z] [777z<] +9p", riichi={"pao": "E", "honba": 1, "riichi_sticks": 2}, **RON)
    )
    assert (result["limit"], result["limit_hand"], result["total"]) == ("yakuman", "daisangen", 34300)
    assert (result["han"], result["fu"]) == (None, None)
    assert result["payments"] == [
        {"from": "E", "to": "S", "amount": 16300},
        {"from": "W", "to": "S", "amount": 16000},
        {"from": "table", "to": "S", "amount": 2000},
    ]
    settled = settle({"ruleset": RULESET, "hands": {"S": result}, "winner": "S", "from": "W"})
    assert [(t["from"], t["to"], t["amount"], t["reason"]) for t in settled["transfers"]] == [
        ("E", "S", 16300, "win"),
        ("W", "S", 16000, "win"),
        ("table", "S", 2000, "riichi-sticks"),
    ]
    assert settled["net"] == {"E": -16300, "S": 34300, "W": -16000, "N": 0}
    assert sum(settled["net"].values()) == 2000
    draw = settle({"ruleset": RULESET, "tenpai": ["E", "N"]})
    assert draw["net"] == {"E": 1500, "S": -1500, "W": -1500, "N": 1500}
    assert {(t["from"], t["to"], t["amount"], t["reason"]) for t in draw["transfers"]} == {
        ("S", "E", 750, "noten"),
        ("W", "E", 750, "noten"),
        ("S", "N", 750, "noten"),
        ("W", "N", 750, "noten"),
    }


# -- result shapes --------------------------------------------------------------------------------------------
def test_loser_dead_not_complete_no_yaku() -> None:
    loser = score(request(LOSER))
    assert (loser["won"], loser["reason"], loser["total"], loser["items"], loser["payments"]) == (
        False,
        None,
        0,
        [],
        None,
    )
    dead = score({**request(**RON), "irregular": "dead"})
    assert (dead["reason"], dead["total"], dead["items"], dead["han"]) == ("dead-hand", 0, [], None)
    incomplete = score(request("23567m234p55679s +4m", **RON))
    assert (incomplete["reason"], incomplete["arrangement"]) == ("not-complete", None)
    no_yaku = score(request("23m567p55s [234p] [789s] +4m", riichi={"dora_indicators": ["1m"]}, **RON))
    assert (no_yaku["won"], no_yaku["reason"], no_yaku["total"], no_yaku["payments"]) == (False, "no-yaku", 0, None)
    assert (no_yaku["han"], no_yaku["fu"], no_yaku["limit"]) == (1, 30, None)
    assert [i["rule"] for i in no_yaku["items"]] == ["dora", "fu-base", "fu-open-pinfu"]
    assert no_yaku["arrangement"] == "[234m] [234p] 567p 55s [789s]"


def test_typed_api_round_trip() -> None:
    typed = ScoreRequest.from_json(request(EXAMPLE, riichi={"riichi": True, "dora_indicators": ["1z"]}, **RON))
    result = find_ruleset(RULESET).score(typed)
    assert ScoreResult.from_json(result.to_json()).to_json() == result.to_json()
    assert ScoreRequest.from_json(typed.to_json()) == typed


def test_rules_tables_list_every_row() -> None:
    titles = [title for title, _ in find_ruleset(RULESET).rule_tables()]
    assert titles[:2] == ["Yaku (han closed; open as noted)", "Yakuman"]
    rows = [rule.id for _, table in find_ruleset(RULESET).rule_tables() for rule in table]
    assert len(rows) == len(set(rows))


@settings(max_examples=examples(150), deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
        max_leaves=8,
    )
)
def test_score_never_raises(junk: Any) -> None:
    for body in (
        junk,
        {**request(**RON), "riichi": junk},
        {**request(**RON), "win": junk},
        {**request(**RON), "options": junk},
    ):
        result = score(body)
        assert result["error"] is not None or result["ruleset"] == RULESET
