"""Validated options are kept per rule set and given values (a table scores every hand with the same options):
the kept answer is the same frozen object, and a value equal to an allowed one but of another type (1 for
True) is still refused."""

from __future__ import annotations

import pytest

from jongg.errors import InvalidOption
from jongg.rules import find_ruleset


def test_same_options_give_the_same_object() -> None:
    ruleset = find_ruleset("dmjl-hk-easy")
    first = ruleset.options({"dangerous_play": True, "fan_minimum": 3})
    assert ruleset.options({"dangerous_play": True, "fan_minimum": 3}) is first
    assert first.fan_minimum == 3 and first.dangerous_play is True


@pytest.mark.parametrize("value", [1, 1.0, [True], "true"])
def test_an_equal_value_of_another_type_is_refused_after_the_allowed_one(value: object) -> None:
    ruleset = find_ruleset("dmjl-hk-easy")
    ruleset.options({"dangerous_play": True})
    with pytest.raises(InvalidOption):
        ruleset.options({"dangerous_play": value})


def test_options_are_kept_per_rule_set() -> None:
    classical, hke = find_ruleset("dmjl-classical"), find_ruleset("dmjl-hk-easy")
    assert type(hke.options({"seat_rotation": True})) is hke.options_type
    assert type(classical.options({"seat_exchange": True})) is classical.options_type
    with pytest.raises(InvalidOption):  # a Classical option name is unknown to HKE, kept answers or not
        hke.options({"seat_exchange": True})
