"""`jongg.score(dict)` and `jongg.settle(dict)` never raise (README): missing and mistyped fields of score
results, items and payments, deep nesting, huge integers, lone surrogates; bounded numbers and hand strings;
error messages quote only a short excerpt of the bad input."""

import json
import sys
from typing import Any

import pytest
from fuzzing import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jongg import find_ruleset, score, settle
from jongg.contract import MAX_HONBA, MAX_POINTS, MAX_STICKS, ScoreRequest
from jongg.errors import EXCERPT_CHARS, InvalidNotation, excerpt
from jongg.notation import MAX_HAND_LENGTH, parse_hand

ERROR_TYPES = {"InvalidNotation", "WrongTileCount", "InvalidRequest", "UnknownRuleset", "InvalidOption"}
HKE_WIN = {"ruleset": "dmjl-hk-easy", "won": True, "total": 8, "fan": 3}
RIICHI_WIN = {
    "ruleset": "riichi-hana",
    "won": True,
    "han": 1,
    "fu": 30,
    "total": 1000,
    "payments": [{"from": "S", "to": "E", "amount": 1000}],
}
MAX_MESSAGE = 400
"""No error message is longer than this, whatever the input (the excerpts are short)."""


def settle_error(body: dict[str, Any]) -> dict[str, Any]:
    result = settle(body)
    assert result["transfers"] == [] and result["net"] is None, result
    error: dict[str, Any] = result["error"]
    assert error["type"] in ERROR_TYPES and len(error["message"]) <= MAX_MESSAGE
    return error


def score_error(body: object) -> dict[str, Any]:
    result = score(body)
    error: dict[str, Any] = result["error"]
    assert error is not None and error["type"] in ERROR_TYPES, result
    assert len(error["message"]) <= MAX_MESSAGE
    return error


def hke_settle(entry: dict[str, Any]) -> dict[str, Any]:
    return {"ruleset": "dmjl-hk-easy", "winner": "E", "from": "S", "hands": {"E": entry}}


def riichi_settle(entry: dict[str, Any]) -> dict[str, Any]:
    return {"ruleset": "riichi-hana", "winner": "E", "from": "S", "hands": {"E": entry}}


def nested(depth: int, leaf: object = 1) -> object:
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


def nested_objects(depth: int) -> object:
    value: object = {}
    for _ in range(depth):
        value = {"a": value}
    return value


# -- score results, items and payments inside settle ---------------------------------------------------------
def test_settle_item_without_rule_is_an_error_not_keyerror() -> None:
    assert "rule" in settle_error(hke_settle({**HKE_WIN, "items": [{"fan": 1}]}))["message"]


@pytest.mark.parametrize("missing", ["rule", "en", "de"])
def test_settle_item_without_a_name_field_is_an_error(missing: str) -> None:
    item = {"rule": "dragon-pung", "en": "Pung of Dragons", "de": "Drachen-Pung", "fan": 1}
    del item[missing]
    assert missing in settle_error(hke_settle({**HKE_WIN, "items": [item]}))["message"]


@pytest.mark.parametrize(
    "item",
    [
        {"rule": 1, "en": "x", "de": "x", "fan": 1},
        {"rule": "x", "en": ["x"], "de": "x", "fan": 1},
        {"rule": "x", "en": "x", "de": None, "fan": 1},
        {"rule": "x", "en": "x", "de": "x", "fan": "one"},
        {"rule": "x", "en": "x", "de": "x", "fan": 1.5},
        {"rule": "x", "en": "x", "de": "x", "limit": 3},
        {"rule": "x", "en": "x", "de": "x", "points": 10**12},
        {"rule": "x", "en": "x", "de": "x"},
        "dragon-pung",
    ],
)
def test_settle_mistyped_item_is_an_error(item: object) -> None:
    settle_error(hke_settle({**HKE_WIN, "items": [item]}))


def test_settle_payment_without_from_is_an_error_not_keyerror() -> None:
    entry = {**RIICHI_WIN, "payments": [{"to": "E", "amount": 1000}]}
    assert "from" in settle_error(riichi_settle(entry))["message"]


@pytest.mark.parametrize(
    "payment",
    [
        {"from": "S", "amount": 1000},
        {"from": "S", "to": "E"},
        {"from": [1], "to": "E", "amount": 1000},
        {"from": "S", "to": {}, "amount": 1000},
        {"from": "X", "to": "E", "amount": 1000},
        {"from": "S", "to": "table", "amount": 1000},
        {"from": "S", "to": "E", "amount": MAX_POINTS + 1},
        {"from": "S", "to": "E", "amount": "1000"},
    ],
)
def test_settle_mistyped_payment_is_an_error(payment: dict[str, Any]) -> None:
    settle_error(riichi_settle({**RIICHI_WIN, "payments": [payment]}))


@pytest.mark.parametrize("error", [5, "boom", [], {"type": 1, "message": "x"}, {"message": "x"}])
def test_settle_result_with_a_mistyped_error_field_is_an_error(error: object) -> None:
    settle_error(hke_settle({**HKE_WIN, "error": error}))


def test_settle_result_carrying_an_error_is_refused() -> None:
    body = hke_settle({**HKE_WIN, "error": {"type": "InvalidRequest", "message": "bad"}})
    assert "error" in settle_error(body)["message"]


def test_settle_result_round_trips_items_and_payments() -> None:
    body = {
        "ruleset": "dmjl-hk-easy",
        "hand": "234m567p9s [666z] (1111s) 1f +9s",
        "seat_wind": "E",
        "round_wind": "E",
        "win": {"by": "discard", "from": "S"},
    }
    result = score(body)
    assert settle(hke_settle(result))["net"] == {"E": 16, "S": -8, "W": -4, "N": -4}


# -- bounds ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("field", ["total", "han", "fu", "yakuman"])
def test_settle_short_form_numbers_are_bounded(field: str) -> None:
    entry = {"han": 1, "fu": 30} if field in ("han", "fu") else {}
    entry[field] = MAX_POINTS + 1
    ruleset = "dmjl-hk-easy" if field == "total" else "riichi-hana"
    assert str(MAX_POINTS) in settle_error({**hke_settle(entry), "ruleset": ruleset})["message"]


@pytest.mark.parametrize(("field", "bound"), [("honba", MAX_HONBA), ("riichi_sticks", MAX_STICKS)])
def test_settle_honba_and_sticks_are_bounded(field: str, bound: int) -> None:
    body = {"ruleset": "riichi-hana", "winner": "E", "from": "S", "hands": {"E": {"han": 1, "fu": 30}}}
    assert settle({**body, field: bound})["error"] is None
    assert f"0..{bound}" in settle_error({**body, field: bound + 1})["message"]


@pytest.mark.parametrize(("field", "bound"), [("honba", MAX_HONBA), ("riichi_sticks", MAX_STICKS)])
def test_score_honba_and_sticks_are_bounded(field: str, bound: int) -> None:
    body = {
        "ruleset": "riichi-hana",
        "hand": "23567m234p55678s 34f +4m",
        "seat_wind": "S",
        "round_wind": "E",
        "win": {"by": "discard", "from": "W"},
        "riichi": {"riichi": True},
    }
    assert score({**body, "riichi": {"riichi": True, field: bound}})["error"] is None
    assert f"0..{bound}" in score_error({**body, "riichi": {"riichi": True, field: bound + 1}})["message"]


@pytest.mark.parametrize(
    ("ruleset", "option"),
    [
        ("dmjl-classical", "starting_score"),
        ("dmjl-classical", "limit"),
        ("dmjl-classical", "min_points"),
        ("dmjl-hk-easy", "chips"),
        ("dmjl-hk-easy", "max_duration"),
    ],
)
def test_integer_options_are_bounded(ruleset: str, option: str) -> None:
    body = {"ruleset": ruleset, "hand": "234m567p345s555s9m", "seat_wind": "E", "round_wind": "E"}
    assert score({**body, "options": {option: MAX_POINTS}})["error"] is None
    assert score_error({**body, "options": {option: MAX_POINTS + 1}})["type"] == "InvalidOption"


def test_settle_winner_points_are_bounded() -> None:
    hands = {w: {"total": MAX_POINTS + 1} for w in "ESWN"}
    settle_error({"ruleset": "dmjl-classical", "winner": "E", "from": "S", "hands": hands})


# -- huge integers, deep nesting, surrogates --------------------------------------------------------------------
HUGE = 10**5000


@pytest.mark.parametrize("where", ["options.limit", "context", "riichi.honba", "seat_wind", "key"])
def test_score_with_an_integer_of_thousands_of_digits_is_an_error_not_valueerror(where: str) -> None:
    body: dict[str, Any] = {
        "ruleset": "dmjl-classical",
        "hand": "234m567p345s555s9m",
        "seat_wind": "E",
        "round_wind": "E",
    }
    if where == "options.limit":
        body["options"] = {"limit": -HUGE}
    elif where == "context":
        body["context"] = {"east_consecutive_wins": HUGE}
    elif where == "riichi.honba":
        body = {**body, "ruleset": "riichi-hana", "riichi": {"honba": HUGE}}
    elif where == "seat_wind":
        body["seat_wind"] = HUGE
    else:
        body[HUGE] = 1  # type: ignore[index]
    assert "digits" in score_error(body)["message"] or where == "seat_wind"


@pytest.mark.parametrize("field", ["honba", "riichi_sticks"])
def test_settle_with_an_integer_of_thousands_of_digits_is_an_error_not_valueerror(field: str) -> None:
    settle_error({"ruleset": "riichi-hana", field: HUGE})


def test_settle_total_of_thousands_of_digits_is_an_error() -> None:
    settle_error(
        {"ruleset": "dmjl-classical", "winner": "E", "from": "S", "hands": {w: {"total": HUGE} for w in "ESWN"}}
    )


@pytest.mark.parametrize("api", [score, settle])
def test_option_nested_thousands_of_levels_deep_is_an_error_not_recursionerror(api: Any) -> None:
    body = {
        "ruleset": "dmjl-classical",
        "hand": "234m567p345s555s9m",
        "seat_wind": "E",
        "round_wind": "E",
        "options": {"limit": nested(sys.getrecursionlimit() * 3)},
    }
    if api is settle:
        body = {"ruleset": "dmjl-classical", "options": body["options"]}
    result = api(body)
    assert result["error"]["type"] == "InvalidOption"


@pytest.mark.parametrize("path", ["ruleset", "hand", "win", "options", "riichi", "context", "hands.E", "penalties"])
def test_deep_nesting_anywhere_is_an_error(path: str) -> None:
    deep = nested_objects(5000) if path in ("win", "options", "riichi", "context", "hands.E") else nested(5000)
    if path in ("hands.E", "penalties"):
        body: dict[str, Any] = {"ruleset": "dmjl-classical", "winner": "E", "from": "S"}
        if path == "hands.E":
            body["hands"] = {"E": deep}
        else:
            body["penalties"] = [{"rule": deep, "offenders": ["E"]}]
        settle_error(body)
    else:
        body = {"ruleset": "riichi-hana", "hand": "234m567p345s555s9m", "seat_wind": "E", "round_wind": "E"}
        body[path] = deep
        score_error(body)


@pytest.mark.parametrize("text", ["\ud800", "dmjl-classical\udfff", "[b]\ud83d[/b]"])
def test_lone_surrogates_are_errors_with_an_escaped_excerpt(text: str) -> None:
    errors = [
        score_error({"ruleset": text, "hand": "x", "seat_wind": "E", "round_wind": "E"}),
        score_error({"ruleset": "dmjl-classical", "hand": text, "seat_wind": "E", "round_wind": "E"}),
        score_error(
            {
                "ruleset": "riichi-hana",
                "hand": "x",
                "seat_wind": "E",
                "round_wind": "E",
                "options": {text: 1, "uma": text},
            }
        ),
        settle_error({"ruleset": "dmjl-classical", "penalties": [{"rule": text, "offenders": ["E"]}]}),
        settle_error({"ruleset": "dmjl-classical", text: 1}),
    ]
    for error in errors:
        json.dumps(error, ensure_ascii=False).encode("utf-8")  # no raw surrogate in any message


# -- the hand-string bound and short excerpts -------------------------------------------------------------------
def test_hand_string_longer_than_the_bound_is_refused_before_parsing() -> None:
    error = score_error({"ruleset": "dmjl-classical", "hand": "1m" * 100_000, "seat_wind": "E", "round_wind": "E"})
    assert error["type"] == "InvalidNotation" and str(MAX_HAND_LENGTH) in error["message"]
    assert len(error["message"]) <= 200


def test_hand_string_at_the_bound_is_parsed() -> None:
    text = "111m666m55m77m [234m] +7m"
    padded = text + " " * (MAX_HAND_LENGTH - len(text))
    assert parse_hand(padded) == parse_hand(text)
    with pytest.raises(InvalidNotation, match=str(MAX_HAND_LENGTH)):
        parse_hand(padded + " ")


def test_typed_api_refuses_a_long_hand_too() -> None:
    request = ScoreRequest("dmjl-hk-easy", "[" * 10_000, "E", "E")
    with pytest.raises(InvalidNotation):
        find_ruleset("dmjl-hk-easy").score(request)


@pytest.mark.parametrize(
    "body",
    [
        {"ruleset": "x" * 10_000, "hand": "x", "seat_wind": "E", "round_wind": "E"},
        {"ruleset": "dmjl-classical", "hand": "x", "seat_wind": "E" * 10_000, "round_wind": "E"},
        {"ruleset": "dmjl-classical", "hand": "x", "seat_wind": "E", "round_wind": "E", "x" * 10_000: 1},
        {"ruleset": "dmjl-classical", "hand": "x", "seat_wind": "E", "round_wind": "E", "options": {"x" * 10_000: 1}},
        {
            "ruleset": "dmjl-classical",
            "hand": "x",
            "seat_wind": "E",
            "round_wind": "E",
            "options": {"limit": "x" * 10_000},
        },
        {"ruleset": "riichi-hana", "hand": "x", "seat_wind": "E", "round_wind": "E", "options": {"uma": "1" * 10_000}},
        {
            "ruleset": "riichi-hana",
            "hand": "x",
            "seat_wind": "E",
            "round_wind": "E",
            "riichi": {"dora_indicators": ["x" * 10_000]},
        },
        {"ruleset": "dmjl-classical", "hand": "[" + "1" * 150 + "m]", "seat_wind": "E", "round_wind": "E"},
        {"ruleset": "dmjl-classical", "hand": "x", "seat_wind": "E", "round_wind": "E", "irregular": "x" * 10_000},
    ],
)
def test_error_messages_quote_a_short_excerpt(body: dict[str, Any]) -> None:
    message = score_error(body)["message"]
    assert "x" * (EXCERPT_CHARS + 1) not in message and "1" * (EXCERPT_CHARS + 1) not in message
    assert "…" in message


def test_settle_error_messages_quote_a_short_excerpt() -> None:
    message = settle_error({"ruleset": "dmjl-classical", "penalties": [{"rule": "x" * 10_000, "offenders": ["E"]}]})
    assert "x" * (EXCERPT_CHARS + 1) not in message["message"] and "…" in message["message"]


@pytest.mark.parametrize(
    ("value", "text"),
    [
        ("short", "'short'"),
        ("y" * 50, repr("y" * EXCERPT_CHARS) + "…"),
        (12, "12"),
        (True, "True"),
        (None, "None"),
        (-(10**60), "a number of 61 digits"),
        ([1, [2, [3, [4, [5]]]]], "[1, [2, [3, [...]]]]"),
    ],
)
def test_excerpt(value: object, text: str) -> None:
    assert excerpt(value) == text


def test_excerpt_of_deep_and_huge_values_is_short() -> None:
    assert len(excerpt(nested(100_000))) <= EXCERPT_CHARS + 1
    assert excerpt([HUGE]) == "[a number of 5001 digits]"
    assert len(excerpt({"k" * 100: ["v" * 100] * 100})) <= EXCERPT_CHARS + 1


# -- fuzz: any JSON value, with the hostile ones mixed in -----------------------------------------------------
hostile_leaves = (
    st.none()
    | st.booleans()
    | st.integers(-3, 70)
    | st.text(max_size=6)
    | st.sampled_from([1, -1]).map(lambda sign: sign * HUGE)  # built, so that no strategy repr prints it
    | st.sampled_from(
        [MAX_POINTS + 1, 10**19, "\ud800", "x\udfffy", "[b]x[/b]", "X[/]", "é" * 300, 1.5, float("inf"), float("nan")]
    )
    | st.builds(nested, st.integers(500, 3000))
    | st.builds(nested_objects, st.integers(500, 3000))
)
json_values = st.recursive(
    hostile_leaves,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
WIND = st.sampled_from(["E", "S", "W", "N"])
item = st.fixed_dictionaries(
    {},
    optional={
        "rule": st.text(max_size=5) | json_values,
        "en": st.text(max_size=5) | json_values,
        "de": st.text(max_size=5) | json_values,
        "fan": st.integers(0, 5) | json_values,
        "limit": st.just("limit") | json_values,
    },
)
payment = st.fixed_dictionaries(
    {},
    optional={
        "from": WIND | st.just("table") | json_values,
        "to": WIND | json_values,
        "amount": st.integers(0, 40_000) | json_values,
    },
)
result = st.fixed_dictionaries(
    {"won": st.booleans(), "total": st.integers(0, 64) | json_values},
    optional={
        "ruleset": st.sampled_from(["dmjl-hk-easy", "riichi-hana", "dmjl-classical"]) | json_values,
        "items": st.lists(item, max_size=3) | json_values,
        "payments": st.lists(payment, max_size=4) | json_values,
        "han": st.integers(0, 14) | json_values,
        "fu": st.sampled_from([20, 30]) | json_values,
        "error": st.none() | json_values,
        "limit": st.none() | json_values,
    },
)
SETTLE_FIELDS = {
    "ruleset": st.sampled_from(["dmjl-classical", "dmjl-hk-easy", "riichi-hana"]) | json_values,
    "hands": st.dictionaries(WIND, result | json_values, max_size=4) | json_values,
    "winner": WIND | json_values,
    "from": WIND | st.none() | json_values,
    "self_draw": st.booleans() | json_values,
    "liable": json_values,
    "penalties": st.lists(json_values, max_size=2) | json_values,
    "options": st.dictionaries(st.sampled_from(["settle_draws", "flowers", "chips", "x"]), json_values, max_size=2)
    | json_values,
    "honba": st.integers(-1, 200) | json_values,
    "riichi_sticks": st.integers(-1, 200) | json_values,
    "tenpai": st.lists(WIND, max_size=4) | json_values,
    "nagashi": json_values,
    "stray": json_values,
}
SCORE_FIELDS = {
    "ruleset": st.sampled_from(["dmjl-classical", "dmjl-hk-easy", "riichi-hana"]) | json_values,
    "hand": st.sampled_from(["123m456p789s22s55z +2s", "[123m^] 456p789s234s5p +5p", "1m" * 150, "234m567p345s555s9m"])
    | json_values,
    "seat_wind": WIND | json_values,
    "round_wind": WIND | json_values,
    "options": st.dictionaries(
        st.sampled_from(["limit", "fan_minimum", "uma", "flowers", "x"]), json_values, max_size=2
    )
    | json_values,
    "win": st.fixed_dictionaries(
        {"by": st.sampled_from(["discard", "self-draw"]) | json_values},
        optional={"from": WIND | json_values, "robbing_kong": json_values},
    )
    | json_values,
    "context": st.fixed_dictionaries({}, optional={"east_consecutive_wins": json_values}) | json_values,
    "irregular": json_values,
    "riichi": st.fixed_dictionaries(
        {}, optional={"honba": json_values, "riichi_sticks": json_values, "dora_indicators": json_values}
    )
    | json_values,
    "stray": json_values,
}
FUZZ = settings(
    max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)


def check_answer_is_json(answer: dict[str, Any]) -> None:
    if answer["error"] is not None:
        assert answer["error"]["type"] in ERROR_TYPES
        assert len(answer["error"]["message"]) <= MAX_MESSAGE
        json.dumps(answer["error"], ensure_ascii=False).encode("utf-8")


@FUZZ
@given(st.fixed_dictionaries({}, optional=SETTLE_FIELDS) | json_values)
def test_settle_never_raises_on_hostile_json(body: Any) -> None:
    answer = settle(body)
    assert set(answer) == {"transfers", "net", "error"}
    check_answer_is_json(answer)


@FUZZ
@given(st.fixed_dictionaries({}, optional=SCORE_FIELDS) | json_values)
def test_score_never_raises_on_hostile_json(body: Any) -> None:
    check_answer_is_json(score(body))
