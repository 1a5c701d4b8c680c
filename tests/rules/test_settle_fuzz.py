"""`jongg.settle` never raises: any JSON value gives transfers or a typed `error` (`contract.md` §1, §4)."""

from typing import Any

from fuzzing import examples
from hypothesis import example, given, settings
from hypothesis import strategies as st

from jongg import settle

ERROR_TYPES = {"InvalidNotation", "WrongTileCount", "InvalidRequest", "UnknownRuleset", "InvalidOption"}
WIND = st.sampled_from(["E", "S", "W", "N"])
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 70) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
hand_entry = (
    st.fixed_dictionaries({"total": st.sampled_from([0, 1, 2, 4, 16, 64, 192, 500, -1])})
    | st.fixed_dictionaries({"han": st.integers(0, 14), "fu": st.sampled_from([20, 25, 30, 40, 110])})
    | st.fixed_dictionaries({"yakuman": st.integers(0, 3)})
    | st.fixed_dictionaries({"won": st.booleans(), "total": st.integers(0, 64), "ruleset": st.text(max_size=4)})
    | json_values
)
penalty = st.fixed_dictionaries(
    {
        "rule": st.sampled_from(
            [
                "false-mahjong",
                "wrong-name-chow",
                "wrong-name-pung",
                "wrong-name-mahjong",
                "wrong-name-false-mahjong",
                "obstruction",
                "chombo",
                "nope",
            ]
        )
        | json_values,
        "offenders": st.lists(WIND, max_size=4) | json_values,
    },
    optional={"claimer": WIND | json_values},
)
FIELDS = {
    "ruleset": st.sampled_from(["dmjl-classical", "dmjl-hk-easy", "riichi-hana", "x"]) | json_values,
    "hands": st.dictionaries(WIND, hand_entry, max_size=4) | json_values,
    "winner": WIND | st.none() | json_values,
    "from": WIND | st.none() | json_values,
    "self_draw": st.booleans() | json_values,
    "liable": st.fixed_dictionaries(
        {"wind": WIND, "kind": st.sampled_from(["winning-discard", "supplied-pung"])},
        optional={"no_choice": st.booleans()},
    )
    | json_values,
    "penalties": st.lists(penalty, max_size=2) | json_values,
    "options": st.fixed_dictionaries(
        {},
        optional={
            "settle_draws": st.booleans(),
            "dangerous_play": st.booleans(),
            "flowers": st.sampled_from([0, 4, 8, 5]),
        },
    )
    | json_values,
    "honba": st.integers(-1, 5) | json_values,
    "riichi_sticks": st.integers(-1, 5) | json_values,
    "tenpai": st.lists(WIND, max_size=4) | json_values,
    "nagashi": st.lists(WIND, max_size=2) | json_values,
    "stray": json_values,
}


# `make test` draws 1000: every field, every kind of body, each rule set settled and each error type but an
# unknown rule set, which the example adds.
@settings(max_examples=examples(2000, check=1000), deadline=None)
@given(st.fixed_dictionaries({}, optional=FIELDS) | json_values)
@example({"ruleset": "x", "winner": "E", "hands": {"E": {"total": 16}}})
def test_settle_never_raises(body: Any) -> None:
    result = settle(body)
    assert set(result) == {"transfers", "net", "error"}
    if result["error"] is None:
        net = result["net"]
        assert set(net) == {"E", "S", "W", "N"}
        assert all(t["amount"] > 0 for t in result["transfers"])
        from_table = sum(t["amount"] for t in result["transfers"] if t["from"] == "table")
        assert sum(net.values()) == from_table
    else:
        assert result["error"]["type"] in ERROR_TYPES
        assert result["transfers"] == [] and result["net"] is None
