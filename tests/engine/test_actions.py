"""Actions round-trip through their JSON form (engine.md "Actions"); malformed JSON raises IllegalAction."""

from __future__ import annotations

import json

import pytest

from jongg.engine import (
    ACTION_TYPES,
    PASS,
    Action,
    AddedKong,
    Bonus,
    Chow,
    ConcealedKong,
    Discard,
    Expose,
    IllegalAction,
    Kong,
    MahJongg,
    NamedDiscard,
    NineTerminals,
    OriginalCall,
    Pass,
    Pung,
    Riichi,
    TimeUp,
    action_from_json,
)
from jongg.tiles import Tile

T = Tile.from_str

EXAMPLES: list[Action] = [
    Discard(T("5m")),
    Discard(T("0m")),  # a red five is a different tile
    Chow(T("5m"), (T("4m"), T("6m"))),
    Pung(T("7z"), (T("7z"), T("7z"))),
    Kong(T("9s"), (T("9s"), T("9s"), T("9s"))),
    ConcealedKong((T("1z"), T("1z"), T("1z"), T("1z"))),
    AddedKong(T("2p")),
    MahJongg(T("3s")),
    Pass(),
    OriginalCall(T("1m")),
    Riichi(T("0p")),
    NineTerminals(),
    Bonus(T("3g")),
    Expose(),
    NamedDiscard(T("1s"), T("5s")),
    TimeUp(),
]


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda a: json.dumps(a.to_json()))
def test_action_round_trips_through_json(action: Action) -> None:
    data = action.to_json()
    assert data["type"] in ACTION_TYPES
    assert isinstance(ACTION_TYPES[data["type"]], type) and isinstance(action, ACTION_TYPES[data["type"]])
    # Through a real JSON text too (lists, strings only).
    again = action_from_json(json.loads(json.dumps(data)))
    assert again == action
    assert again.to_json() == data


def test_every_action_type_has_an_example() -> None:
    assert {a.to_json()["type"] for a in EXAMPLES} == set(ACTION_TYPES)


def test_claims_name_the_claimed_tile_and_the_consumed_tiles() -> None:
    assert Chow(T("5m"), (T("4m"), T("6m"))).to_json() == {"type": "chow", "tile": "5m", "consumed": ["4m", "6m"]}
    assert Discard(T("5m")).to_json() == {"type": "discard", "tile": "5m"}
    assert Pass() == PASS and Pass().to_json() == {"type": "pass"}
    assert Discard(T("5m")) != Discard(T("0m"))


@pytest.mark.parametrize(
    "data",
    [
        None,
        5,
        "pass",
        [],
        {},
        {"type": "nope"},
        {"type": 7},
        {"type": "discard"},
        {"type": "discard", "tile": "xx"},
        {"type": "discard", "tile": 5},
        {"type": "discard", "tile": None},
        {"type": "chow", "tile": "5m"},
        {"type": "chow", "tile": "5m", "consumed": "4m6m"},
        {"type": "chow", "tile": "5m", "consumed": ["4m", None]},
        {"type": "pung", "consumed": ["5m", "5m"]},
        {"type": "concealed_kong"},
        {"type": "added_kong", "tile": "9x"},
        {"type": "mahjongg"},
        {"type": "original_call"},
        {"type": "pass", "tile": "5m"},
        {"type": "discard", "tile": "5m", "extra": 1},
    ],
    ids=repr,
)
def test_malformed_json_raises_illegal_action(data: object) -> None:
    with pytest.raises(IllegalAction):
        action_from_json(data)


@pytest.mark.parametrize(
    "value",
    [
        {"type": "pung", "tile": "5m", "consumed": ["5m"]},
        {"type": "chow", "tile": "5m", "consumed": ["4m", "6m", "7m"]},
        {"type": "kong", "tile": "5m", "consumed": ["5m"]},
        {"type": "pung", "tile": "5m", "consumed": ["5m", "5m", "5m", "5m"]},
        {"type": "concealed_kong", "consumed": ["5m", "5m"]},
        {"type": "pung", "tile": "5m", "consumed": "5m5m"},
    ],
)
def test_a_claim_names_as_many_tiles_as_it_takes(value: dict[str, object]) -> None:
    """A claim takes its set's count of tiles, or (strict mode's short and long hands, `actions.MISCOUNTED`) the
    one a person may take by mistake: a pung of four, a kong of three; nothing else is an action."""
    with pytest.raises(IllegalAction):
        action_from_json(value)


def test_a_pung_of_four_and_a_kong_of_three_are_actions_an_assisted_table_refuses() -> None:
    from jongg.engine import Table

    pung = action_from_json({"type": "pung", "tile": "5m", "consumed": ["5m", "5m", "5m"]})
    kong = action_from_json({"type": "kong", "tile": "5m", "consumed": ["5m", "5m"]})
    assert pung == Pung(T("5m"), (T("5m"),) * 3) and kong == Kong(T("5m"), (T("5m"),) * 2)
    assert ConcealedKong((T("1z"),) * 3).consumed == (T("1z"),) * 3
    table = Table("dmjl-classical", seed=1)
    seat = next(iter(table.pending()))
    for action in (pung, kong, ConcealedKong((T("1z"),) * 3)):
        with pytest.raises(IllegalAction):
            table.step({seat: action})
