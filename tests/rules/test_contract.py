"""The scoring contract: contradictory requests (§3), the error policy (§1) and the JSON codec."""

from typing import Any

import pytest
from fuzzing import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from jongg import InvalidRequest, JonggError, find_ruleset, score
from jongg.contract import ScoreRequest, ScoreResult

CONCEALED = "111m666m55m77m234p +7m"
EXPOSED = "111m666m55m77m [234m] +7m"
ONE_KONG = "111m55m77m234p (6666m) +7m"
TWO_KONGS = "55m77m234p (6666m) (1111m) +7m"
WITH_FLOWER = "111m666m55m77m234p 1f +7m"


def request(hand: str = CONCEALED, seat: str = "E", **win: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"ruleset": "dmjl-classical", "hand": hand, "seat_wind": seat, "round_wind": "E"}
    if win:
        body["win"] = win
    return body


def error_of(body: dict[str, Any]) -> dict[str, Any] | None:
    result = score(body)
    assert set(result) == {
        "ruleset",
        "won",
        "reason",
        "points",
        "doubles",
        "fan",
        "han",
        "fu",
        "limit",
        "limit_hand",
        "total",
        "items",
        "arrangement",
        "payments",
        "error",
    }
    return result["error"]  # type: ignore[no-any-return]


# (name, request, words the message must contain)
CONTRADICTIONS = [
    ("discard-without-from", request(by="discard"), "win.from"),
    ("from-with-self-draw", request(by="self-draw", **{"from": "S"}), "win.from"),
    ("from-is-own-seat", request(by="discard", **{"from": "E"}), "win.from"),
    ("robbing-kong-with-self-draw", request(by="self-draw", robbing_kong=True), "robbing_kong"),
    ("flower-win-with-self-draw", request(by="self-draw", flower_win=True), "flower_win"),
    ("replacement-with-discard", request(ONE_KONG, by="discard", replacement=True, **{"from": "S"}), "replacement"),
    (
        "flower-replacement-with-discard",
        request(WITH_FLOWER, by="discard", flower_replacement=True, **{"from": "S"}),
        "flower_replacement",
    ),
    ("replacement-without-kong", request(by="self-draw", replacement=True), "no kong"),
    ("flower-replacement-without-bonus", request(by="self-draw", flower_replacement=True), "no bonus"),
    (
        "both-replacements",
        request(ONE_KONG + " 1f", by="self-draw", replacement=True, flower_replacement=True),
        "together",
    ),
    (
        "robbing-kong-with-last-tile",
        request(by="discard", robbing_kong=True, last_tile=True, **{"from": "S"}),
        "last_tile",
    ),
    ("first-turn-with-exposed-meld", request(EXPOSED, by="self-draw", first_turn=True), "exposed meld"),
    ("first-turn-with-last-tile", request(by="self-draw", first_turn=True, last_tile=True), "last_tile"),
    ("first-turn-east-by-discard", request(by="discard", first_turn=True, **{"from": "S"}), "East"),
    (
        "classical-replacement-with-last-tile",
        request(ONE_KONG, by="self-draw", replacement=True, last_tile=True),
        "last_tile",
    ),
    ("classical-first-turn-other-seat-self-draw", request(seat="S", by="self-draw", first_turn=True), "first_turn"),
    (
        "classical-first-turn-other-seat-not-from-east",
        request(seat="S", by="discard", first_turn=True, **{"from": "W"}),
        "first_turn",
    ),
    (
        "classical-first-turn-kong-other-seat",
        request(ONE_KONG, seat="S", by="discard", first_turn=True, **{"from": "E"}),
        "East only",
    ),
    (
        "classical-first-turn-with-original-call",
        request(by="self-draw", first_turn=True, original_call=True),
        "original_call",
    ),
    (
        "classical-kong-on-kong-without-replacement",
        request(TWO_KONGS, by="self-draw", kong_on_kong=True),
        "kong_on_kong",
    ),
    (
        "classical-kong-on-kong-one-kong",
        request(ONE_KONG, by="self-draw", replacement=True, kong_on_kong=True),
        "kong_on_kong",
    ),
    ("classical-bonus-winning-tile", request("111m666m55m77m234p 1234f123g +4g", by="self-draw"), "bonus"),
    ("win-for-a-losing-hand", request("111m666m55m77m234p", by="self-draw"), "win"),
    ("no-win-for-a-winning-hand", request(), "win is required"),
    ("riichi-field-in-classical", {**request(by="self-draw"), "riichi": {"riichi": True}}, "riichi"),
]


@pytest.mark.parametrize(("name", "body", "needle"), CONTRADICTIONS, ids=[c[0] for c in CONTRADICTIONS])
def test_contradictory_request_is_invalid_request(name: str, body: dict[str, Any], needle: str) -> None:
    error = error_of(body)
    assert error is not None, f"{name} was accepted"
    assert error["type"] == "InvalidRequest"
    assert needle in error["message"]
    with pytest.raises(InvalidRequest):
        find_ruleset("dmjl-classical").score(ScoreRequest.from_json(body))


VALID = [
    (
        "classical-flower-replacement-with-last-tile",
        request(WITH_FLOWER, by="self-draw", flower_replacement=True, last_tile=True),
    ),
    ("classical-first-turn-with-concealed-kong-for-east", request(ONE_KONG, by="self-draw", first_turn=True)),
    ("classical-first-turn-east-replacement", request(ONE_KONG, by="self-draw", first_turn=True, replacement=True)),
    ("classical-kong-on-kong", request(TWO_KONGS, by="self-draw", replacement=True, kong_on_kong=True)),
    ("classical-original-call", request(by="discard", original_call=True, **{"from": "N"})),
    ("blessing-of-earth", request(seat="S", by="discard", first_turn=True, **{"from": "E"})),
]


@pytest.mark.parametrize(("name", "body"), VALID, ids=[v[0] for v in VALID])
def test_combinations_the_contract_allows(name: str, body: dict[str, Any]) -> None:
    assert error_of(body) is None


def test_irregular_winner_is_a_dead_hand() -> None:
    result = score({**request(by="self-draw"), "irregular": "dead"})
    assert result["error"] is None
    assert (result["won"], result["reason"], result["total"], result["items"]) == (False, "dead-hand", 0, [])


@pytest.mark.parametrize(
    ("body", "kind"),
    [
        ("not an object", "InvalidRequest"),
        ([1, 2], "InvalidRequest"),
        ({}, "InvalidRequest"),
        ({**request(by="self-draw"), "ruleset": "mcr"}, "UnknownRuleset"),
        ({**request(by="self-draw"), "extra": 1}, "InvalidRequest"),
        ({**request(by="self-draw"), "seat_wind": "X"}, "InvalidRequest"),
        ({**request(by="self-draw"), "hand": 5}, "InvalidRequest"),
        ({**request(by="self-draw"), "hand": "111m666m55m77m23xp +7m"}, "InvalidNotation"),
        ({**request(by="self-draw"), "hand": "111m666m55m77m2p +7m"}, "WrongTileCount"),
        ({**request(by="self-draw"), "options": {"limit": "high"}}, "InvalidOption"),
        ({**request(by="self-draw"), "options": {"no_such_option": 1}}, "InvalidOption"),
        ({**request(by="self-draw"), "context": {"east_consecutive_wins": 9}}, "InvalidRequest"),
        ({**request(by="self-draw"), "win": {"by": "self-draw", "lucky": True}}, "InvalidRequest"),
    ],
)
def test_error_policy(body: Any, kind: str) -> None:
    result = score(body)
    assert result["error"]["type"] == kind
    assert result["won"] is False and result["items"] == [] and result["total"] is None
    assert ("position" in result["error"]) == (kind == "InvalidNotation")


def test_notation_error_position_is_the_bad_token() -> None:
    result = score({**request(by="self-draw"), "hand": "111m666m55m77m 23xp +7m"})
    assert result["error"]["position"] == 17


def test_option_error_names_the_option() -> None:
    result = score({**request(by="self-draw"), "options": {"min_points": -5}})
    assert "min_points" in result["error"]["message"]


def test_request_json_round_trip() -> None:
    body = {**request(EXPOSED, by="discard", **{"from": "N"}), "round_wind": "S"}
    typed = ScoreRequest.from_json(body)
    assert ScoreRequest.from_json(typed.to_json()) == typed


def test_result_json_round_trip() -> None:
    result = score({**request(EXPOSED, by="discard", **{"from": "N"}), "round_wind": "S"})
    assert ScoreResult.from_json(result).to_json() == result


# -- never raises ---------------------------------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 20) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)
FIELD_VALUES = {
    "ruleset": st.sampled_from(["dmjl-classical", "dmjl-classical", "nope"]) | json_values,
    "hand": st.sampled_from(
        [CONCEALED, EXPOSED, ONE_KONG, TWO_KONGS, WITH_FLOWER, "111m666m55m77m234p", "123m456p789s1122z +1z", "12m"]
    )
    | json_values,
    "seat_wind": st.sampled_from("ESWN") | json_values,
    "round_wind": st.sampled_from("ESWN") | json_values,
    "options": st.fixed_dictionaries(
        {}, optional={"limit": st.integers(-1, 1000), "min_points": json_values, "settle_draws": json_values}
    )
    | json_values,
    "win": st.fixed_dictionaries(
        {"by": st.sampled_from(["discard", "self-draw"]) | json_values},
        optional={
            "from": st.sampled_from("ESWN") | json_values,
            **{
                flag: st.booleans() | json_values
                for flag in (
                    "replacement",
                    "flower_replacement",
                    "kong_on_kong",
                    "robbing_kong",
                    "last_tile",
                    "first_turn",
                    "original_call",
                    "flower_win",
                    "unknown_flag",
                )
            },
        },
    )
    | json_values,
    "context": st.fixed_dictionaries({}, optional={"east_consecutive_wins": st.integers(-1, 10)}) | json_values,
    "irregular": st.sampled_from([None, "short", "long", "foul", "dead", "odd"]),
    "riichi": st.none() | json_values,
    "stray": json_values,
}


# `make test` draws 750: every field; like the 1500 it drew before, all are answered InvalidRequest.
@settings(max_examples=examples(1500, check=750), deadline=None)
@given(st.fixed_dictionaries({}, optional=FIELD_VALUES))
def test_score_never_raises(body: dict[str, Any]) -> None:
    result = score(body)
    if result["error"] is None:
        assert isinstance(result["total"], int)
        assert result["won"] is (result["reason"] is None and "+" in body["hand"])
    else:
        assert result["error"]["type"] in {
            "InvalidNotation",
            "WrongTileCount",
            "InvalidRequest",
            "UnknownRuleset",
            "InvalidOption",
        }
        with pytest.raises(JonggError):
            find_ruleset(body.get("ruleset")).score(ScoreRequest.from_json(body))
