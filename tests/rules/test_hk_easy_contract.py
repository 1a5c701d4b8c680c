"""`dmjl-hk-easy` and the scoring contract: contradictory requests (`spec/contract.md` §3, column
`dmjl-hk-easy`), options, the error policy, the CLI, and `jongg.score` never raising."""

import json
from typing import Any

import pytest
from cli_testing import CliRunner
from fuzzing import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import complete_hand_specs, hand_specs

from jongg import InvalidOption, InvalidRequest, JonggError, find_ruleset, score
from jongg.cli.app import app
from jongg.contract import ScoreRequest, ScoreResult
from jongg.rules.hk_easy import HongKongEasy, HongKongEasyOptions
from jongg.rules.hk_easy.tables import POINT_VALUES

RULESET = "dmjl-hk-easy"
CONCEALED = "234m567p345s555s9m +9m"
EXPOSED = "234m567p345s9m [555s] +9m"
ONE_KONG = "234m567p345s9m (8888m) +9m"
WITH_FLOWER = "234m567p345s555s9m 3f +9m"
LOSER = "234m567p345s555s9m"
EXAMPLE = "234m567p9s [666z] (1111s) 1f +9s"


def request(hand: str = CONCEALED, seat: str = "E", **win: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"ruleset": RULESET, "hand": hand, "seat_wind": seat, "round_wind": "E"}
    if win:
        if "from_" in win:
            win["from"] = win.pop("from_")
        body["win"] = win
    return body


def error_of(body: dict[str, Any]) -> dict[str, Any] | None:
    return score(body)["error"]  # type: ignore[no-any-return]


# -- §3: the HKE column, and the every-rule-set rows as HKE requests ---------------------------------------
# (name, request, words the message must contain)
CONTRADICTIONS = [
    ("irregular-short", {**request(LOSER), "irregular": "short"}, "irregular"),
    ("irregular-long", {**request(LOSER), "irregular": "long"}, "irregular"),
    ("irregular-foul", {**request(LOSER), "irregular": "foul"}, "irregular"),
    ("irregular-short-winner", {**request(by="self-draw"), "irregular": "short"}, "irregular"),
    ("original-call-unused", request(by="self-draw", original_call=True), "original_call"),
    ("kong-on-kong-unused", request(ONE_KONG, by="self-draw", replacement=True, kong_on_kong=True), "kong_on_kong"),
    (
        "flower-win-unused",
        request("234m567p345s555s9m 1234f123g +4g", by="discard", flower_win=True, from_="S"),
        "flower_win",
    ),
    (
        "east-consecutive-wins",
        {**request(by="self-draw"), "context": {"east_consecutive_wins": 1}},
        "east_consecutive_wins",
    ),
    (
        "east-consecutive-wins-loser",
        {**request(LOSER), "context": {"east_consecutive_wins": 8}},
        "east_consecutive_wins",
    ),
    ("riichi-field", {**request(by="self-draw"), "riichi": {"riichi": True}}, "riichi"),
    ("first-turn-other-seat-self-draw", request(seat="S", by="self-draw", first_turn=True), "first_turn"),
    (
        "first-turn-other-seat-discard-not-from-east",
        request(seat="S", by="discard", first_turn=True, from_="W"),
        "first_turn",
    ),
    (
        "first-turn-robbing-kong",
        request(seat="S", by="discard", first_turn=True, robbing_kong=True, from_="E"),
        "robbing_kong",
    ),
    ("bonus-winning-tile-self-draw", request("234m567p345s555s9m 1234f123g +4g", by="self-draw"), "bonus"),
    ("bonus-winning-tile-one-flower", request("234m567p345s555s9m +1f", by="self-draw"), "bonus"),
    ("bonus-winning-tile-discard", request("234m567p345s555s9m 1234f123g +4g", by="discard", from_="S"), "bonus"),
    # every rule set
    ("discard-without-from", request(by="discard"), "win.from"),
    ("from-with-self-draw", request(by="self-draw", from_="S"), "win.from"),
    ("from-is-own-seat", request(by="discard", from_="E"), "win.from"),
    ("robbing-kong-with-self-draw", request(by="self-draw", robbing_kong=True), "robbing_kong"),
    ("replacement-with-discard", request(ONE_KONG, by="discard", replacement=True, from_="S"), "replacement"),
    (
        "flower-replacement-with-discard",
        request(WITH_FLOWER, by="discard", flower_replacement=True, from_="S"),
        "flower_replacement",
    ),
    ("replacement-without-kong", request(by="self-draw", replacement=True), "no kong"),
    ("flower-replacement-without-bonus", request(by="self-draw", flower_replacement=True), "no bonus"),
    (
        "both-replacements",
        request(ONE_KONG + " 1f", by="self-draw", replacement=True, flower_replacement=True),
        "together",
    ),
    ("robbing-kong-with-last-tile", request(by="discard", robbing_kong=True, last_tile=True, from_="S"), "last_tile"),
    ("first-turn-with-exposed-meld", request(EXPOSED, by="self-draw", first_turn=True), "exposed meld"),
    ("first-turn-with-last-tile", request(by="self-draw", first_turn=True, last_tile=True), "last_tile"),
    ("first-turn-east-by-discard", request(by="discard", first_turn=True, from_="S"), "East"),
    ("win-for-a-losing-hand", request(LOSER, by="self-draw"), "win"),
    ("no-win-for-a-winning-hand", request(), "win is required"),
]


@pytest.mark.parametrize(("name", "body", "needle"), CONTRADICTIONS, ids=[c[0] for c in CONTRADICTIONS])
def test_contradictory_request_is_invalid_request(name: str, body: dict[str, Any], needle: str) -> None:
    error = error_of(body)
    assert error is not None, f"{name} was accepted"
    assert error["type"] == "InvalidRequest"
    assert needle in error["message"]
    with pytest.raises(InvalidRequest):
        find_ruleset(RULESET).score(ScoreRequest.from_json(body))


VALID = [
    ("replacement-with-last-tile", request(ONE_KONG, by="self-draw", replacement=True, last_tile=True)),
    (
        "flower-replacement-with-last-tile",
        request(WITH_FLOWER, by="self-draw", flower_replacement=True, last_tile=True),
    ),
    ("first-turn-east-concealed-kong", request(ONE_KONG, by="self-draw", first_turn=True)),
    ("first-turn-east-replacement", request(ONE_KONG, by="self-draw", first_turn=True, replacement=True)),
    (
        "first-turn-east-flower-replacement",
        request(WITH_FLOWER, by="self-draw", first_turn=True, flower_replacement=True),
    ),
    ("first-turn-other-seat-concealed-kong", request(ONE_KONG, seat="W", by="discard", first_turn=True, from_="E")),
    ("blessing-of-earth", request(seat="S", by="discard", first_turn=True, from_="E")),
    ("last-tile-claim", request(by="discard", last_tile=True, from_="N")),
    ("robbing-kong", request("23m567p345s555s99m +4m", by="discard", robbing_kong=True, from_="N")),
    ("irregular-dead-winner", {**request(by="self-draw"), "irregular": "dead"}),
    ("irregular-dead-loser", {**request(LOSER), "irregular": "dead"}),
    (
        "unused-fields-at-default",
        {
            **request(by="self-draw", original_call=False, kong_on_kong=False, flower_win=False),
            "context": {"east_consecutive_wins": 0},
            "riichi": None,
            "irregular": None,
        },
    ),
]


@pytest.mark.parametrize(("name", "body"), VALID, ids=[v[0] for v in VALID])
def test_combinations_the_contract_allows(name: str, body: dict[str, Any]) -> None:
    assert error_of(body) is None


def test_blessings_score_the_limit_with_a_concealed_kong() -> None:
    heaven = score(request(ONE_KONG, by="self-draw", first_turn=True, replacement=True))
    earth = score(request(ONE_KONG, seat="W", by="discard", first_turn=True, from_="E"))
    assert heaven["limit_hand"] == "blessing-of-heaven" and earth["limit_hand"] == "blessing-of-earth"


def test_red_fives_are_refused() -> None:
    error = error_of(request("234m0p67p345s555s9m +9m", by="self-draw"))
    assert error is not None and error["type"] == "InvalidNotation" and error["position"] == 4


# -- options ----------------------------------------------------------------------------------------------
def test_option_defaults() -> None:
    options = HongKongEasy().options()
    assert options == HongKongEasyOptions(
        fan_minimum=0, dangerous_play=False, seat_rotation=False, max_duration=None, chips=None
    )


@pytest.mark.parametrize(
    "options",
    [
        {"fan_minimum": 0},
        {"fan_minimum": 3},
        {"fan_minimum": 10},
        {"dangerous_play": True},
        {"seat_rotation": True},
        {"max_duration": None},
        {"max_duration": 90},
        {"chips": None},
        {"chips": 500},
        {"fan_minimum": 1, "dangerous_play": True, "seat_rotation": True, "max_duration": 240, "chips": 1000},
    ],
)
def test_valid_options(options: dict[str, Any]) -> None:
    assert error_of({**request(by="self-draw"), "options": options}) is None
    built = HongKongEasy().options(options)
    assert all(getattr(built, k) == v for k, v in options.items())


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("fan_minimum", -1),
        ("fan_minimum", 11),
        ("fan_minimum", "2"),
        ("fan_minimum", True),
        ("fan_minimum", 1.5),
        ("fan_minimum", None),
        ("dangerous_play", 1),
        ("dangerous_play", "on"),
        ("seat_rotation", "yes"),
        ("seat_rotation", None),
        ("max_duration", 0),
        ("max_duration", -30),
        ("max_duration", "90"),
        ("max_duration", True),
        ("max_duration", 1.5),
        ("max_duration", [90]),
        ("chips", 0),
        ("chips", "many"),
        ("chips", False),
        ("chips", {"E": 1}),
        ("limit", 500),
        ("min_points", 0),
        ("settle_draws", True),
        ("no_such_option", 1),
    ],
)
def test_bad_option_is_invalid_option(name: str, value: Any) -> None:
    error = error_of({**request(by="self-draw"), "options": {name: value}})
    assert error is not None and error["type"] == "InvalidOption"
    assert name in error["message"]
    with pytest.raises(InvalidOption):
        HongKongEasy().options({name: value})


def test_options_are_checked_for_losers_and_settlement_too() -> None:
    assert error_of({**request(LOSER), "options": {"chips": -1}})["type"] == "InvalidOption"  # type: ignore[index]
    from jongg import settle

    assert settle({"ruleset": RULESET, "options": {"max_duration": "1h"}})["error"]["type"] == "InvalidOption"


# -- error policy and codec -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("body", "kind"),
    [
        ({**request(by="self-draw"), "extra": 1}, "InvalidRequest"),
        ({**request(by="self-draw"), "hand": "234m567p345s555s9x +9m"}, "InvalidNotation"),
        ({**request(by="self-draw"), "hand": "234m567p345s55s9m +9m"}, "WrongTileCount"),
        ({**request(by="self-draw"), "hand": "234m567p345s555s99m +9m"}, "WrongTileCount"),
        ({**request(by="self-draw"), "hand": "234m567p345s9m [124m!] +9m", "irregular": "foul"}, "InvalidRequest"),
        ({**request(by="self-draw"), "win": {"by": "self-draw", "lucky": True}}, "InvalidRequest"),
    ],
)
def test_error_policy(body: Any, kind: str) -> None:
    result = score(body)
    assert result["error"]["type"] == kind
    assert result["won"] is False and result["items"] == [] and result["total"] is None
    assert result["ruleset"] == RULESET


def test_result_json_round_trip() -> None:
    for body in (
        request(EXAMPLE, by="discard", from_="S"),
        request(LOSER),
        request("19m19p19s1234567z +1m", by="self-draw"),
    ):
        result = score(body)
        assert ScoreResult.from_json(result).to_json() == result


def test_rule_tables() -> None:
    tables = dict(find_ruleset(RULESET).rule_tables())
    assert len(tables["Fan (cumulative)"]) == 19
    assert len(tables["Limit hands (each scores the limit)"]) == 14
    assert [r.value for r in tables["Points from fan"]] == [1, 2, 4, 8, 16, 32, 64]


# -- CLI ----------------------------------------------------------------------------------------------------
runner = CliRunner()


def test_cli_score_json_matches_the_library() -> None:
    outcome = runner.invoke(app, ["score", "--ruleset", RULESET, EXAMPLE, "--discard", "S", "--json"])
    assert outcome.exit_code == 0, outcome.output
    assert json.loads(outcome.stdout) == score(request(EXAMPLE, by="discard", from_="S"))


def test_cli_score_table() -> None:
    outcome = runner.invoke(app, ["score", "--ruleset", RULESET, EXAMPLE, "--discard", "S"])
    assert outcome.exit_code == 0, outcome.output
    for text in (
        "234m 567p (1111s) [99s]",
        "[666z]",
        "Seat Flower",
        "Pung (Kong) of Dragons",
        "fan 2",
        "total 4",
        "S → E: 8",
        "W → E: 4",
        "N → E: 4",
    ):
        assert text in outcome.stdout


def test_cli_score_with_options_and_flags() -> None:
    outcome = runner.invoke(
        app,
        [
            "score",
            "--ruleset",
            RULESET,
            "234m567p345s9m (8888m) 3f +9m",
            "--self-draw",
            "--replacement",
            "--last-tile",
            "--seat",
            "S",
            "-o",
            "fan_minimum=4",
            "--json",
        ],
    )
    assert outcome.exit_code == 0, outcome.output
    result = json.loads(outcome.stdout)
    assert (result["reason"], result["fan"]) == ("below-minimum", 3)


def test_cli_score_german_names() -> None:
    outcome = runner.invoke(app, ["score", "--ruleset", RULESET, EXAMPLE, "--discard", "S", "--lang", "de"])
    assert outcome.exit_code == 0 and "Eigene Blume" in outcome.stdout


def test_cli_score_error_exit_code() -> None:
    outcome = runner.invoke(app, ["score", "--ruleset", RULESET, CONCEALED, "--self-draw", "--original-call"])
    assert outcome.exit_code == 2
    assert "InvalidRequest" in outcome.output


def test_cli_score_jsonl(tmp_path: Any) -> None:
    path = tmp_path / "hands.jsonl"
    lines = [request(EXAMPLE, by="discard", from_="S"), {**request(LOSER), "irregular": "long"}]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    outcome = runner.invoke(app, ["score", "--jsonl", str(path)])
    assert outcome.exit_code == 2 and outcome.stderr.strip() == "1 of 2 lines failed"
    results = [json.loads(x) for x in outcome.stdout.splitlines()]
    assert results[0]["total"] == 4 and results[1]["error"]["type"] == "InvalidRequest"


def test_cli_rules() -> None:
    outcome = runner.invoke(app, ["rules", RULESET])
    assert outcome.exit_code == 0, outcome.output
    for text in (
        "Hong Kong Easy",
        "seven-pairs",
        "Seven Pairs",
        "thirteen-orphans",
        "fan_minimum",
        "dangerous_play",
        "seat_rotation",
        "max_duration",
        "chips",
        "null",
    ):
        assert text in outcome.stdout
    german = runner.invoke(app, ["rules", RULESET, "--lang", "de"])
    assert german.exit_code == 0 and "Sieben Paare" in german.stdout


# -- never raises -----------------------------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 20) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)
FLAGS = (
    "replacement",
    "flower_replacement",
    "kong_on_kong",
    "robbing_kong",
    "last_tile",
    "first_turn",
    "original_call",
    "flower_win",
)
wins = st.fixed_dictionaries(
    {"by": st.sampled_from(["discard", "self-draw"])},
    optional={"from": st.sampled_from("ESWN"), **{flag: st.booleans() for flag in FLAGS}},
)
options = st.fixed_dictionaries(
    {},
    optional={
        "fan_minimum": st.integers(-1, 12) | json_values,
        "dangerous_play": st.booleans() | json_values,
        "seat_rotation": st.booleans(),
        "max_duration": st.none() | st.integers(-1, 300) | json_values,
        "chips": st.none() | st.integers(-1, 2000),
        "limit": st.integers(0, 5),
    },
)
FIELD_VALUES = {
    "hand": st.sampled_from(
        [
            CONCEALED,
            EXPOSED,
            ONE_KONG,
            WITH_FLOWER,
            LOSER,
            EXAMPLE,
            "19m19p19s1234567z +1m",
            "1111m3355p7799s2z +2z",
            "12m",
        ]
    )
    | json_values,
    "seat_wind": st.sampled_from("ESWN") | json_values,
    "round_wind": st.sampled_from("ESWN"),
    "options": options | json_values,
    "win": wins | json_values,
    "context": st.fixed_dictionaries({}, optional={"east_consecutive_wins": st.integers(-1, 10)}),
    "irregular": st.sampled_from([None, "short", "long", "foul", "dead", "odd"]),
    "riichi": st.none() | json_values,
    "stray": json_values,
}


def check_answer(body: dict[str, Any]) -> dict[str, Any]:
    result = score(body)
    if result["error"] is None:
        assert result["ruleset"] == RULESET
        assert isinstance(result["total"], int)
        if result["won"]:
            assert result["reason"] is None and result["total"] in POINT_VALUES
            payments = result["payments"]
            assert len(payments) == 3 and all(p["to"] == body["seat_wind"] for p in payments)
            factor = 6 if body["win"]["by"] == "self-draw" else 4
            assert sum(p["amount"] for p in payments) == factor * result["total"]
            assert (result["fan"] is None) == (result["limit_hand"] is not None)
        else:
            assert result["total"] == 0 and result["payments"] is None
    else:
        assert result["error"]["type"] in {"InvalidNotation", "WrongTileCount", "InvalidRequest", "InvalidOption"}
        with pytest.raises(JonggError):
            find_ruleset(RULESET).score(ScoreRequest.from_json(body))
    return result


@settings(max_examples=examples(800), deadline=None)
@given(st.fixed_dictionaries({"ruleset": st.just(RULESET)}, optional=FIELD_VALUES))
def test_score_never_raises_on_any_fields(body: dict[str, Any]) -> None:
    check_answer(body)


@settings(max_examples=examples(600), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand_specs(red_fives=False), st.sampled_from("ESWN"), st.sampled_from("ESWN"), wins)
def test_score_never_raises_on_generated_hands(spec: Any, seat: str, round_: str, win: dict[str, Any]) -> None:
    body: dict[str, Any] = {"ruleset": RULESET, "hand": spec.text, "seat_wind": seat, "round_wind": round_}
    if spec.is_winning:
        body["win"] = win
    check_answer(body)


@settings(max_examples=examples(600), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    complete_hand_specs(red_fives=False, table_claims=True),
    st.sampled_from("ESWN"),
    st.sampled_from("ESWN"),
    st.sampled_from("ESWN"),
    st.booleans(),
    st.integers(0, 4),
)
def test_complete_hands_win(spec: Any, seat: str, round_: str, source: str, self_draw: bool, minimum: int) -> None:
    win: dict[str, Any] = {"by": "self-draw"} if self_draw or source == seat else {"by": "discard", "from": source}
    body = {
        "ruleset": RULESET,
        "hand": spec.text,
        "seat_wind": seat,
        "round_wind": round_,
        "win": win,
        "options": {"fan_minimum": minimum},
    }
    result = check_answer(body)
    assert result["error"] is None
    if result["won"]:
        assert result["fan"] is None or result["fan"] >= minimum
    else:
        assert result["reason"] == "below-minimum" and result["fan"] < minimum and result["items"] is not None
