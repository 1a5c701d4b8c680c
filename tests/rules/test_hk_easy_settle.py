"""`dmjl-hk-easy` settlement (`spec/contract.md` §4 HKE table and examples, `spec/penalties.md` HKE) and
`deal_passes`."""

from typing import Any

import pytest

from jongg import InvalidRequest, find_ruleset, score, settle
from jongg.contract import SettleRequest
from jongg.rules.hk_easy import HongKongEasy

RULESET = "dmjl-hk-easy"
WINDS = ("E", "S", "W", "N")
DANGEROUS = {"dangerous_play": True}


def run(**fields: Any) -> dict[str, Any]:
    if "from_" in fields:
        fields["from"] = fields.pop("from_")
    result = settle({"ruleset": RULESET, **fields})
    assert result["error"] is None, result["error"]
    assert sum(result["net"].values()) == 0
    assert set(result["net"]) == set(WINDS)
    return result


def error_of(**fields: Any) -> dict[str, Any]:
    if "from_" in fields:
        fields["from"] = fields.pop("from_")
    result = settle({"ruleset": RULESET, **fields})
    assert result["transfers"] == [] and result["net"] is None
    assert result["error"] is not None
    return result["error"]  # type: ignore[no-any-return]


def flows(result: dict[str, Any]) -> list[tuple[str, str, int, str]]:
    return [(t["from"], t["to"], t["amount"], t["reason"]) for t in result["transfers"]]


def won(wind: str, total: int) -> dict[str, Any]:
    return {wind: {"total": total}}


# -- normal payments ---------------------------------------------------------------------------------------
def test_contract_example_discard() -> None:
    result = run(hands=won("E", 4), winner="E", from_="S")
    assert flows(result) == [("S", "E", 8, "win"), ("W", "E", 4, "win"), ("N", "E", 4, "win")]
    assert result["net"] == {"E": 16, "S": -8, "W": -4, "N": -4}


def test_contract_example_from_the_score_result() -> None:
    result = score(
        {
            "ruleset": RULESET,
            "hand": "234m567p9s [666z] (1111s) 1f +9s",
            "seat_wind": "E",
            "round_wind": "E",
            "win": {"by": "discard", "from": "S"},
        }
    )
    settled = run(hands={"E": result}, winner="E", from_="S")
    assert settled["net"] == {"E": 16, "S": -8, "W": -4, "N": -4}
    # the score result's payments are the same normal payments
    assert [(t["from"], t["amount"]) for t in settled["transfers"]] == [
        (p["from"], p["amount"]) for p in result["payments"]
    ]


def test_self_draw_each_pays_double() -> None:
    result = run(hands=won("W", 16), winner="W", self_draw=True)
    assert flows(result) == [("E", "W", 32, "win"), ("S", "W", 32, "win"), ("N", "W", 32, "win")]
    assert result["net"] == {"W": 96, "E": -32, "S": -32, "N": -32}


def test_no_east_factor() -> None:
    result = run(hands=won("S", 8), winner="S", from_="E")
    assert result["net"] == {"S": 32, "E": -16, "W": -8, "N": -8}


def test_robbing_the_kong_is_paid_by_the_robbed_player_as_discarder() -> None:
    # the robbed player is `from`, exactly like a discarder
    result = run(hands=won("N", 2), winner="N", from_="W")
    assert flows(result) == [("E", "N", 2, "win"), ("S", "N", 2, "win"), ("W", "N", 4, "win")]


def test_only_the_winner_entry_is_read() -> None:
    result = run(hands={"E": {"total": 4}, "S": {"total": 999}}, winner="E", from_="S")
    assert result["net"]["E"] == 16


def test_draw_pays_nothing() -> None:
    result = run(hands={})
    assert result["transfers"] == [] and result["net"] == dict.fromkeys(WINDS, 0)


# -- dangerous play ----------------------------------------------------------------------------------------
def test_liable_winning_discard_pays_four_times_alone() -> None:
    result = run(
        hands=won("E", 64), winner="E", from_="S", options=DANGEROUS, liable={"wind": "S", "kind": "winning-discard"}
    )
    assert flows(result) == [("S", "E", 256, "dangerous-play")]


def test_liable_winning_discard_must_be_the_discarder() -> None:
    error = error_of(
        hands=won("E", 64), winner="E", from_="S", options=DANGEROUS, liable={"wind": "W", "kind": "winning-discard"}
    )
    assert error["type"] == "InvalidRequest" and "winning-discard" in error["message"]


def test_liable_winning_discard_not_on_a_self_draw() -> None:
    error = error_of(
        hands=won("E", 64),
        winner="E",
        self_draw=True,
        options=DANGEROUS,
        liable={"wind": "W", "kind": "winning-discard"},
    )
    assert error["type"] == "InvalidRequest"


def test_supplied_pung_then_self_draw_pays_six_times() -> None:
    result = run(
        hands=won("S", 64), winner="S", self_draw=True, options=DANGEROUS, liable={"wind": "N", "kind": "supplied-pung"}
    )
    assert flows(result) == [("N", "S", 384, "dangerous-play")]


def test_supplied_pung_and_the_supplier_discards_the_winning_tile() -> None:
    result = run(
        hands=won("S", 64), winner="S", from_="N", options=DANGEROUS, liable={"wind": "N", "kind": "supplied-pung"}
    )
    assert flows(result) == [("N", "S", 256, "dangerous-play")]


def test_contract_example_supplier_and_another_discarder() -> None:
    # p = 64, N liable as supplier, W discards: W→E 128 (win), N→E 128 (dangerous-play); S pays nothing
    result = run(
        hands=won("E", 64), winner="E", from_="W", options=DANGEROUS, liable={"wind": "N", "kind": "supplied-pung"}
    )
    assert flows(result) == [("W", "E", 128, "win"), ("N", "E", 128, "dangerous-play")]
    assert result["net"] == {"E": 256, "S": 0, "W": -128, "N": -128}


def test_supplier_before_discarder_in_payer_order() -> None:
    result = run(
        hands=won("E", 16), winner="E", from_="N", options=DANGEROUS, liable={"wind": "S", "kind": "supplied-pung"}
    )
    assert flows(result) == [("S", "E", 32, "dangerous-play"), ("N", "E", 32, "win")]


@pytest.mark.parametrize("kind", ["winning-discard", "supplied-pung"])
def test_no_choice_settles_as_without_liable(kind: str) -> None:
    normal = run(hands=won("E", 32), winner="E", from_="S")
    liable = run(
        hands=won("E", 32),
        winner="E",
        from_="S",
        options=DANGEROUS,
        liable={"wind": "S", "kind": kind, "no_choice": True},
    )
    assert liable["transfers"] == normal["transfers"]


def test_liable_needs_the_dangerous_play_option() -> None:
    error = error_of(hands=won("E", 64), winner="E", from_="S", liable={"wind": "S", "kind": "winning-discard"})
    assert error["type"] == "InvalidRequest" and "dangerous_play" in error["message"]
    error = error_of(
        hands=won("E", 64),
        winner="E",
        from_="S",
        options={"dangerous_play": False},
        liable={"wind": "S", "kind": "supplied-pung", "no_choice": True},
    )
    assert "dangerous_play" in error["message"]


def test_liable_cannot_be_the_winner() -> None:
    error = error_of(
        hands=won("E", 64), winner="E", self_draw=True, options=DANGEROUS, liable={"wind": "E", "kind": "supplied-pung"}
    )
    assert "winner" in error["message"]


def test_liable_needs_a_winner() -> None:
    error = error_of(options=DANGEROUS, liable={"wind": "E", "kind": "supplied-pung"})
    assert error["type"] == "InvalidRequest"


# -- penalties ---------------------------------------------------------------------------------------------
def test_false_mahjong_pays_16_to_each_other_player() -> None:
    result = run(penalties=[{"rule": "false-mahjong", "offenders": ["W"]}])
    assert flows(result) == [
        ("W", "E", 16, "false-mahjong"),
        ("W", "S", 16, "false-mahjong"),
        ("W", "N", 16, "false-mahjong"),
    ]
    assert result["net"] == {"W": -48, "E": 16, "S": 16, "N": 16}


def test_false_mahjong_by_east_is_not_doubled() -> None:
    assert run(penalties=[{"rule": "false-mahjong", "offenders": ["E"]}])["net"]["E"] == -48


def test_false_mahjong_ends_the_hand_so_no_winner() -> None:
    error = error_of(
        hands=won("E", 4), winner="E", from_="S", penalties=[{"rule": "false-mahjong", "offenders": ["W"]}]
    )
    assert error["type"] == "InvalidRequest" and "winner null" in error["message"]


def test_two_false_callers_each_pay_each_other_player() -> None:
    result = run(penalties=[{"rule": "false-mahjong", "offenders": ["S", "W"]}])
    assert result["net"] == {"S": -32, "W": -32, "E": 32, "N": 32}


def test_obstruction_pays_16_each_and_play_continues_to_a_win() -> None:
    result = run(hands=won("E", 4), winner="E", from_="S", penalties=[{"rule": "obstruction", "offenders": ["N"]}])
    assert flows(result) == [
        ("S", "E", 8, "win"),
        ("W", "E", 4, "win"),
        ("N", "E", 4, "win"),
        ("N", "E", 16, "obstruction"),
        ("N", "S", 16, "obstruction"),
        ("N", "W", 16, "obstruction"),
    ]
    assert result["net"] == {"E": 32, "S": 8, "W": 12, "N": -52}


def test_obstruction_in_a_drawn_hand() -> None:
    result = run(penalties=[{"rule": "obstruction", "offenders": ["S"]}])
    assert result["net"] == {"S": -48, "E": 16, "W": 16, "N": 16}


@pytest.mark.parametrize("rule", ["wrong-name-chow", "chombo", "dead-hand"])
def test_penalties_of_other_catalogs_are_refused(rule: str) -> None:
    error = error_of(penalties=[{"rule": rule, "offenders": ["S"], "claimer": "E"}])
    assert error["type"] == "InvalidRequest" and "unknown penalty" in error["message"]


def test_penalty_takes_no_claimer() -> None:
    error = error_of(penalties=[{"rule": "obstruction", "offenders": ["S"], "claimer": "E"}])
    assert "claimer" in error["message"]


# -- other invalid requests --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("fields", "needle"),
    [
        ({"hands": won("E", 4), "winner": "E", "from_": "E"}, "from"),
        ({"hands": won("E", 4), "winner": "E"}, "from"),
        ({"hands": won("E", 4), "winner": "E", "self_draw": True, "from_": "S"}, "from"),
        ({"hands": won("S", 4), "winner": "E", "from_": "S"}, "hands.E"),
        ({"hands": {"E": {}}, "winner": "E", "from_": "S"}, "hands.E"),
        ({"hands": won("E", 5), "winner": "E", "from_": "S"}, "hands.E.total"),
        ({"hands": won("E", 0), "winner": "E", "from_": "S"}, "hands.E.total"),
        ({"hands": won("E", 128), "winner": "E", "from_": "S"}, "hands.E.total"),
        ({"hands": {"E": {"han": 3, "fu": 30}}, "winner": "E", "from_": "S"}, "han"),
        ({"hands": won("E", 4), "winner": "E", "from_": "S", "honba": 1}, "honba"),
        ({"hands": won("E", 4), "winner": "E", "from_": "S", "tenpai": ["E"]}, "tenpai"),
        ({"from_": "S"}, "winner"),
        ({"self_draw": True}, "winner"),
    ],
)
def test_invalid_settle_request(fields: dict[str, Any], needle: str) -> None:
    error = error_of(**fields)
    assert error["type"] == "InvalidRequest"
    assert needle in error["message"]


def test_winner_result_that_did_not_win_is_refused() -> None:
    below = score(
        {
            "ruleset": RULESET,
            "hand": "234m567p345s555s9m 3f +9m",
            "seat_wind": "E",
            "round_wind": "E",
            "options": {"fan_minimum": 1},
            "win": {"by": "discard", "from": "S"},
        }
    )
    assert below["reason"] == "below-minimum"
    error = error_of(hands={"E": below}, winner="E", from_="S")
    assert "did not win" in error["message"]


def test_winner_result_of_another_rule_set_is_refused() -> None:
    classical = score(
        {
            "ruleset": "dmjl-classical",
            "hand": "111m666m55m77m [234m] +7m",
            "seat_wind": "E",
            "round_wind": "S",
            "win": {"by": "discard", "from": "N"},
        }
    )
    assert classical["won"]
    error = error_of(hands={"E": classical}, winner="E", from_="N")
    assert "dmjl-classical" in error["message"]


def test_unknown_option_is_invalid_option() -> None:
    error = error_of(hands=won("E", 4), winner="E", from_="S", options={"settle_draws": True})
    assert error["type"] == "InvalidOption" and "settle_draws" in error["message"]


def test_typed_api_raises() -> None:
    with pytest.raises(InvalidRequest):
        find_ruleset(RULESET).settle(SettleRequest.from_json({"ruleset": RULESET, "winner": "E", "from": "S"}))


# -- deal passing ------------------------------------------------------------------------------------------
def passes(**fields: Any) -> bool:
    if "from_" in fields:
        fields["from"] = fields.pop("from_")
    ruleset = find_ruleset(RULESET)
    assert isinstance(ruleset, HongKongEasy)
    return ruleset.deal_passes(SettleRequest.from_json({"ruleset": RULESET, **fields}))


def test_east_stays_while_he_wins() -> None:
    assert passes(hands=won("E", 4), winner="E", from_="S") is False
    assert passes(hands=won("E", 64), winner="E", self_draw=True) is False
    ruleset = find_ruleset(RULESET)
    assert isinstance(ruleset, HongKongEasy)
    request = SettleRequest.from_json({"ruleset": RULESET, "hands": won("E", 4), "winner": "E", "self_draw": True})
    assert ruleset.deal_passes(request, east_consecutive_wins=20) is False  # no cap on East's repeats


@pytest.mark.parametrize("winner", ["S", "W", "N"])
def test_another_winner_passes_the_deal(winner: str) -> None:
    assert passes(hands=won(winner, 4), winner=winner, self_draw=True) is True


def test_draw_passes_the_deal() -> None:
    assert passes() is True


@pytest.mark.parametrize("offender", WINDS)
def test_false_mahjong_passes_the_deal(offender: str) -> None:
    assert passes(penalties=[{"rule": "false-mahjong", "offenders": [offender]}]) is True


def test_obstruction_does_not_end_the_hand() -> None:
    assert (
        passes(hands=won("E", 4), winner="E", from_="S", penalties=[{"rule": "obstruction", "offenders": ["E"]}])
        is False
    )


def test_deal_passes_checks_the_request() -> None:
    with pytest.raises(InvalidRequest):
        passes(winner="E", from_="E")
