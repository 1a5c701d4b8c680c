"""A refused step changes nothing, whatever its type; a step that fails half-way leaves no trace.

The issue found these by playing as a careless or hostile client: `step({0.0: legal[0]})` left a `discard`
event with seat 0.0, a `Pung` of plain ints left a `call` event, a `Riichi` with a float tile emitted `riichi`
without its discard; after each the record no longer replayed. Root: `step` found the action by `==` (which
ignores types) and wrote the caller's object into the event. Now an action is checked when it is made, `step`
writes the table's own legal action, and a step either applies all its events or none.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from table_driver import CLASSICAL, HK_EASY, TS, T, make_table, pick, throw

from jongg.bots import RandomBot
from jongg.engine import (
    Action,
    Chow,
    Discard,
    IllegalAction,
    MahJongg,
    Pass,
    Pung,
    Riichi,
    Table,
    action_from_json,
    replay,
)
from jongg.engine.actions import ACTION_TYPES

HANDS = [
    "5p 1m2m3m 7m8m9m 1s2s3s 7s8s9s 1z",
    "4p6p 2z2z 3z 4z 5z 6z 7z 4m5m6m 5s",
    "5p5p 4s 6s 9m9m 8p8p 1p 2p 3z 4z 6z",
    "7p8p9p 2s3s4s 5s6s7s 1z1z1z 5p",
]


def fingerprint(t: Table) -> tuple[str, int, dict[int, Any]]:
    """Everything a refused step must leave as it was: the state, the events, every pending view."""
    views = {seat: v.to_json() for seat, v in t.pending().items()}
    return json.dumps(t.state_json(), sort_keys=True), len(t.events), copy.deepcopy(views)


def assert_unchanged_after(t: Table, call: Any) -> None:
    before = fingerprint(t)
    record = json.dumps(t.record())
    with pytest.raises(IllegalAction):
        call()
    assert fingerprint(t) == before
    assert json.dumps(t.record()) == record
    assert replay(t.record()).state_json() == t.state_json()


def test_a_seat_of_another_type_is_refused() -> None:
    t = make_table(CLASSICAL, hands=HANDS)
    legal = t.legal_actions(0)
    for seat in (0.0, True, "0", None, (0,), 4, -1):
        assert_unchanged_after(t, lambda seat=seat: t.step({seat: legal[0]}))  # type: ignore[dict-item]


def test_step_takes_only_a_mapping_of_actions() -> None:
    t = make_table(CLASSICAL, hands=HANDS)
    legal = t.legal_actions(0)
    for junk in (None, [legal[0]], [(0, legal[0])], "discard 5p", 0, {}, {0: None}, {0: "discard"}):
        assert_unchanged_after(t, lambda junk=junk: t.step(junk))  # type: ignore[arg-type]
    assert_unchanged_after(t, lambda: t.step({0: legal[0].to_json()}))  # type: ignore[dict-item]


@pytest.mark.parametrize(
    "make",
    [
        lambda: Action(),
        lambda: Discard(1.5),  # type: ignore[arg-type]
        lambda: Discard(5),  # type: ignore[arg-type]
        lambda: Discard("5p"),  # type: ignore[arg-type]
        lambda: Discard(None),  # type: ignore[arg-type]
        lambda: Pung(T("5p"), (5, 5)),  # type: ignore[arg-type]
        lambda: Pung(T("5p"), [T("5p"), T("5p")]),  # type: ignore[arg-type]
        lambda: Pung(T("5p"), TS("5p")),
        lambda: Chow(T("5p"), TS("4p6p7p")),
        lambda: Riichi(5.0),  # type: ignore[arg-type]
        lambda: MahJongg(True),  # type: ignore[arg-type]
    ],
)
def test_an_action_of_wrong_types_is_refused_when_made(make: Any) -> None:
    with pytest.raises(IllegalAction):
        make()


@pytest.mark.parametrize(
    "value",
    [
        None,
        [],
        "pass",
        {"type": []},
        {"type": {}},
        {"type": None},
        {"type": 3},
        {"type": "discard"},
        {"type": "discard", "tile": 5},
        {"type": "discard", "tile": ["5p"]},
        {"type": "discard", "tile": "5p", "extra": 1},
        {"type": "pung", "tile": "5p", "consumed": "5p5p"},
        {"type": "pung", "tile": "5p", "consumed": [5, 5]},
        {"type": "pung", "tile": "5p", "consumed": ["5p"] * 9},
        {"type": "riichi", "tile": 1e999},
    ],
)
def test_action_from_json_refuses_anything_malformed(value: object) -> None:
    with pytest.raises(IllegalAction):
        action_from_json(value)


def test_a_claim_of_the_right_value_is_taken_as_the_tables_own_action() -> None:
    """Equal to a legal action and well-formed: the event is written from the table's action."""
    t = make_table(CLASSICAL, hands=HANDS)
    throw(t, 0, "5p")
    t.step({1: Pass(), 3: Pass()})
    t.step({2: Pung(T("5p"), TS("5p5p"))})
    call = next(e for e in reversed(t.events) if e["type"] == "call")
    assert call["action"] == {"type": "pung", "tile": "5p", "consumed": ["5p", "5p"]}
    assert replay(t.record()).state_json() == t.state_json()


def test_a_step_that_fails_half_way_leaves_no_trace(monkeypatch: pytest.MonkeyPatch) -> None:
    """The discard is emitted, nobody can claim it, then the next draw fails: the discard is taken back too."""
    t = make_table(CLASSICAL, hands=HANDS)
    before = fingerprint(t)

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the wall fell over")

    monkeypatch.setattr(Table, "_draw", broken)
    with pytest.raises(RuntimeError):
        t.step({0: Discard(T("1m"))})
    monkeypatch.undo()
    assert fingerprint(t) == before
    t.step({0: Discard(T("1m"))})
    assert t.events[-1]["type"] == "draw"  # and the table plays on from where it was
    assert replay(t.record()).state_json() == t.state_json()


def test_a_refused_batch_in_a_window_applies_none_of_its_answers() -> None:
    t = make_table(CLASSICAL, hands=HANDS)
    throw(t, 0, "5p")
    assert_unchanged_after(t, lambda: t.step({1: Pass(), 2: Pung(T("5p"), TS("5p")[:1] * 2), 3: "pass"}))  # type: ignore[dict-item]


# -- decision ids ------------------------------------------------------------------------------------------------


def test_each_seat_answers_its_own_decision_id() -> None:
    t = make_table(CLASSICAL, hands=HANDS)
    throw(t, 0, "5p")
    views = t.pending()
    ids = {seat: v.decision for seat, v in views.items()}
    assert ids == {seat: len(t.seat_events(seat)) for seat in views}
    assert_unchanged_after(t, lambda: t.step({1: Pass()}, decision=ids[1] - 1))
    assert_unchanged_after(t, lambda: t.step({1: Pass()}, decision={1: ids[1] - 1}))
    assert_unchanged_after(t, lambda: t.step({1: Pass()}, decision={2: ids[2]}))
    assert_unchanged_after(t, lambda: t.step({1: Pass()}, decision=float(ids[1])))  # type: ignore[arg-type]
    t.step({1: Pass()}, decision={1: ids[1]})
    # Seat 1's answer is hidden from the others: their ids did not move.
    assert {seat: v.decision for seat, v in t.pending().items()} == {seat: ids[seat] for seat in t.pending()}
    t.step({seat: Pass() for seat in t.pending() if seat != 2}, decision={s: ids[s] for s in t.pending()})
    assert 2 in t.pending()


def test_the_decision_id_of_a_seat_counts_only_what_it_sees() -> None:
    t = Table(HK_EASY, seed=5)
    bots = [RandomBot(n) for n in range(4)]
    for _ in range(300):
        if t.done:
            break
        for seat, view in t.pending().items():
            assert view.decision == len(t.seat_events(seat))
        assert t.snapshot(None).decision == len(t.seat_events(None))
        t.step({s: bots[s].act(v) for s, v in t.pending().items()})


# -- any junk, anywhere ---------------------------------------------------------------------------------------------

junk_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 40),
    st.floats(allow_nan=True),
    st.text(max_size=4),
    st.lists(st.integers(0, 40), max_size=3),
)
junk_actions = st.one_of(
    junk_values,
    st.builds(lambda cls: cls, st.sampled_from(sorted(ACTION_TYPES.values(), key=lambda c: c.type))),
)


@settings(derandomize=True, database=None, max_examples=150, deadline=None)
@given(
    seat=st.one_of(junk_values.filter(lambda v: not isinstance(v, list)), st.integers(0, 3)),
    action=junk_actions,
    decision=st.one_of(st.none(), junk_values),
)
def test_junk_given_to_step_is_refused_and_changes_nothing(seat: object, action: object, decision: object) -> None:
    t = make_table(CLASSICAL, hands=HANDS)
    before = fingerprint(t)
    try:
        t.step({seat: action}, decision=decision)  # type: ignore[dict-item, arg-type]
    except IllegalAction:
        assert fingerprint(t) == before
    assert replay(t.record()).state_json() == t.state_json()


def test_every_legal_action_of_a_match_still_steps() -> None:
    """The checks refuse no action the table offers (each rule set, a few hands of random play)."""
    for ruleset, options in ((CLASSICAL, {}), (HK_EASY, {}), ("riichi-hana", {"flowers": 8})):
        t = Table(ruleset, options, seed=11)
        bots = [RandomBot(n) for n in range(4)]
        for _ in range(600):
            if t.done:
                break
            t.step(
                {s: bots[s].act(v) for s, v in t.pending().items()},
                decision={s: v.decision for s, v in t.pending().items()},
            )
        assert replay(t.record()).state_json() == t.state_json()


__all__ = ["pick"]
