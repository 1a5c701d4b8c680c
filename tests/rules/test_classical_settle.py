"""Classical settlement (`contract.md` §4, `classical-dmjl.md` "Settlement") and the DMJL penalty catalog."""

from typing import Any

import pytest

from jongg import find_ruleset, settle
from jongg.contract import SettleRequest

WINDS = ("E", "S", "W", "N")


def hands(e: int, s: int, w: int, n: int) -> dict[str, Any]:
    return {"E": {"total": e}, "S": {"total": s}, "W": {"total": w}, "N": {"total": n}}


def run(**fields: Any) -> dict[str, Any]:
    request = {"ruleset": "dmjl-classical", **fields}
    result = settle(request)
    assert result["error"] is None, result["error"]
    assert sum(result["net"].values()) == 0
    return result


def flows(result: dict[str, Any]) -> list[tuple[str, str, int, str]]:
    return [(t["from"], t["to"], t["amount"], t["reason"]) for t in result["transfers"]]


def test_worked_example_north_wins_on_east_discard() -> None:
    result = run(hands=hands(2, 46, 12, 192), winner="N", **{"from": "E"})
    assert flows(result) == [
        ("E", "N", 384, "win"),
        ("S", "N", 192, "win"),
        ("W", "N", 192, "win"),
        ("E", "S", 88, "difference"),
        ("E", "W", 20, "difference"),
        ("W", "S", 34, "difference"),
    ]
    assert result["net"] == {"N": 768, "E": -492, "S": -70, "W": -206}
    totals = {w: 2000 + result["net"][w] for w in WINDS}
    assert totals == {"E": 1508, "S": 1930, "W": 1794, "N": 2768}


def test_worked_example_with_east_liable() -> None:
    result = run(
        hands=hands(2, 46, 12, 192), winner="N", liable={"wind": "E", "kind": "winning-discard"}, **{"from": "E"}
    )
    assert flows(result) == [("E", "N", 768, "dangerous-play")]


def test_liable_supplied_pung_on_self_draw_pays_for_all() -> None:
    result = run(hands=hands(2, 46, 12, 192), winner="N", self_draw=True, liable={"wind": "S", "kind": "supplied-pung"})
    assert flows(result) == [("S", "N", 768, "dangerous-play")]


def test_liable_east_winner_pays_six_times() -> None:
    result = run(
        hands=hands(100, 20, 10, 30), winner="E", self_draw=True, liable={"wind": "W", "kind": "supplied-pung"}
    )
    assert flows(result) == [("W", "E", 600, "dangerous-play")]


def test_no_choice_is_settled_normally() -> None:
    normal = run(hands=hands(2, 46, 12, 192), winner="N", **{"from": "E"})
    liable = run(
        hands=hands(2, 46, 12, 192),
        winner="N",
        liable={"wind": "E", "kind": "winning-discard", "no_choice": True},
        **{"from": "E"},
    )
    assert liable["transfers"] == normal["transfers"]


def test_east_winning() -> None:
    result = run(hands=hands(100, 20, 10, 30), winner="E", self_draw=True)
    assert result["net"] == {"E": 600, "S": -200, "W": -230, "N": -170}


def test_draw_without_settle_draws_pays_nothing() -> None:
    result = run(hands={})
    assert result["transfers"] == [] and result["net"] == dict.fromkeys(WINDS, 0)


def test_draw_with_settle_draws() -> None:
    result = run(hands=hands(20, 100, 10, 30), options={"settle_draws": True})
    assert result["net"] == {"E": -160, "S": 320, "W": -130, "N": -30}


def test_draw_with_settle_draws_needs_the_four_hands() -> None:
    result = settle({"ruleset": "dmjl-classical", "options": {"settle_draws": True}, "hands": {"E": {"total": 2}}})
    assert result["error"]["type"] == "InvalidRequest" and "hands.S" in result["error"]["message"]


def test_penalty_alone_with_settle_draws_settles_only_the_penalty() -> None:
    result = run(
        options={"settle_draws": True}, penalties=[{"rule": "wrong-name-chow", "offenders": ["W"], "claimer": "N"}]
    )
    assert flows(result) == [("W", "N", 50, "wrong-name-chow")]


def test_winner_score_result_accepted_as_hand_entry() -> None:
    from jongg import score

    won = score(
        {
            "ruleset": "dmjl-classical",
            "hand": "111m666m55m77m [234m] +7m",
            "seat_wind": "N",
            "round_wind": "E",
            "win": {"by": "discard", "from": "E"},
        }
    )
    assert won["won"]
    result = run(hands={**hands(2, 46, 12, 0), "N": won}, winner="N", **{"from": "E"})
    assert result["transfers"][0] == {"from": "E", "to": "N", "amount": 2 * won["total"], "reason": "win"}


# -- penalties --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("offenders", "expected"),
    [
        (["S"], {"S": -900, "E": 300, "W": 300, "N": 300}),
        (["S", "W"], {"S": -300, "W": -300, "E": 300, "N": 300}),
        (["S", "W", "N"], {"S": -100, "W": -100, "N": -100, "E": 300}),
    ],
)
def test_false_mahjong(offenders: list[str], expected: dict[str, int]) -> None:
    result = run(penalties=[{"rule": "false-mahjong", "offenders": offenders}])
    assert result["net"] == expected
    assert all(t["reason"] == "false-mahjong" for t in result["transfers"])


def test_false_mahjong_never_doubled_for_east() -> None:
    result = run(penalties=[{"rule": "false-mahjong", "offenders": ["E"]}])
    assert result["net"] == {"E": -900, "S": 300, "W": 300, "N": 300}


def test_wrong_name_chow_pays_claimer_50() -> None:
    result = run(penalties=[{"rule": "wrong-name-chow", "offenders": ["W"], "claimer": "N"}])
    assert flows(result) == [("W", "N", 50, "wrong-name-chow")]


def test_wrong_name_pung_pays_claimer_100_beside_a_win() -> None:
    result = run(
        hands=hands(2, 46, 12, 192),
        winner="N",
        penalties=[{"rule": "wrong-name-pung", "offenders": ["E"], "claimer": "S"}],
        **{"from": "E"},
    )
    assert flows(result)[-1] == ("E", "S", 100, "wrong-name-pung")
    assert result["net"]["E"] == -492 - 100


def test_wrong_name_mahjong_pays_300_to_each_other() -> None:
    result = run(penalties=[{"rule": "wrong-name-mahjong", "offenders": ["S"]}])
    assert result["net"] == {"S": -900, "E": 300, "W": 300, "N": 300}


def test_wrong_name_false_mahjong_namer_and_claimer_pay_150_each() -> None:
    result = run(penalties=[{"rule": "wrong-name-false-mahjong", "offenders": ["S", "N"]}])
    assert result["net"] == {"S": -300, "N": -300, "E": 300, "W": 300}


@pytest.mark.parametrize(
    ("request_fields", "needle"),
    [
        ({"penalties": [{"rule": "no-such-penalty", "offenders": ["S"]}]}, "unknown penalty"),
        ({"penalties": [{"rule": "wrong-name-mahjong", "offenders": ["S", "W"]}]}, "offender"),
        ({"penalties": [{"rule": "wrong-name-chow", "offenders": ["S"]}]}, "claimer"),
        (
            {
                "penalties": [{"rule": "false-mahjong", "offenders": ["S"]}],
                "winner": "N",
                "self_draw": True,
                "hands": hands(1, 2, 3, 4),
            },
            "ends the hand",
        ),
        ({"hands": hands(1, 2, 3, 4), "winner": "N", "from": "N"}, "from"),
        ({"hands": hands(1, 2, 3, 4), "winner": "N"}, "from"),
        ({"hands": hands(1, 2, 3, 4), "winner": "N", "from": "E", "self_draw": True}, "self_draw"),
        ({"hands": {"N": {"total": 4}}, "winner": "N", "from": "E"}, "hands.E"),
        (
            {"hands": hands(1, 2, 3, 4), "winner": "N", "from": "E", "liable": {"wind": "N", "kind": "supplied-pung"}},
            "winner",
        ),
        (
            {
                "hands": hands(1, 2, 3, 4),
                "winner": "N",
                "from": "E",
                "liable": {"wind": "S", "kind": "winning-discard"},
            },
            "winning tile",
        ),
        (
            {
                "hands": {**hands(1, 2, 3, 4), "N": {"ruleset": "dmjl-classical", "won": False, "total": 4}},
                "winner": "N",
                "from": "E",
            },
            "did not win",
        ),
        ({"honba": 1}, "honba"),
        ({"bogus": 1}, "bogus"),
    ],
)
def test_invalid_requests(request_fields: dict[str, Any], needle: str) -> None:
    result = settle({"ruleset": "dmjl-classical", **request_fields})
    assert result["transfers"] == [] and result["net"] is None
    assert result["error"]["type"] == "InvalidRequest"
    assert needle in result["error"]["message"]


def deal_passes(east_streak: int = 0, **fields: Any) -> bool:
    request = SettleRequest.from_json({"ruleset": "dmjl-classical", **fields})
    return find_ruleset("dmjl-classical").deal_passes(request, east_streak)  # type: ignore[attr-defined,no-any-return]


def test_who_deals_next() -> None:
    assert not deal_passes(hands=hands(9, 0, 0, 0), winner="E", self_draw=True)
    assert deal_passes(8, hands=hands(9, 0, 0, 0), winner="E", self_draw=True), "after East's ninth win"
    assert deal_passes(hands=hands(0, 9, 0, 0), winner="S", self_draw=True)
    assert deal_passes(hands={}), "a draw passes the deal"
    assert deal_passes(penalties=[{"rule": "false-mahjong", "offenders": ["E", "S"]}])
    assert not deal_passes(penalties=[{"rule": "false-mahjong", "offenders": ["W"]}])
    assert not deal_passes(penalties=[{"rule": "wrong-name-mahjong", "offenders": ["N"]}])
    assert deal_passes(penalties=[{"rule": "wrong-name-mahjong", "offenders": ["E"]}])
    assert deal_passes(penalties=[{"rule": "wrong-name-false-mahjong", "offenders": ["S", "E"]}])
