"""The table's contract (engine.md): illegal actions change nothing, records replay, seats see only their own
draws."""

from __future__ import annotations

import copy

import pytest
from table_driver import (
    TS,
    Chow,
    Discard,
    MahJongg,
    Pass,
    Pung,
    T,
    answer,
    asked,
    classical,
    discard,
    hk_easy,
    pick,
    throw,
    turn_seat,
)

from jongg.engine import IllegalAction, Table, replay

HANDS = [
    "5p 1m2m3m 7m8m9m 1s2s3s 7s8s9s 1z",
    "4p6p 2z2z 3z 4z 5z 6z 7z 4m5m6m 5s",
    "5p5p 4s 6s 9m9m 8p8p 1p 2p 3z 4z 6z",
    "7p8p9p 2s3s4s 5s6s7s 1z1z1z 5p",
]


def assert_refused(t: Table, actions: dict, **kw: object) -> None:
    state = copy.deepcopy(t.state_json())
    count = len(t.events)
    pending = {seat: v.decision for seat, v in t.pending().items()}
    with pytest.raises(IllegalAction):
        t.step(actions, **kw)
    assert t.state_json() == state
    assert len(t.events) == count
    assert {seat: v.decision for seat, v in t.pending().items()} == pending


def test_action_not_in_legal_actions_is_refused() -> None:
    t = classical(hands=HANDS)
    assert_refused(t, {0: Discard(T("9p"))})  # East holds no 9p
    assert_refused(t, {0: Pass()})  # East must discard
    assert_refused(t, {0: MahJongg(T("5p"))})  # not complete
    throw(t, 0, "5p")
    with pytest.raises(IllegalAction):  # a pung consumes two tiles: such an action cannot even be made
        Pung(T("5p"), TS("5p"))
    assert_refused(t, {2: Chow(T("5p"), TS("4p6p"))})  # West is not the next player
    assert_refused(t, {1: Pung(T("5p"), TS("5p5p"))})  # South holds no 5p


def test_seat_that_is_not_pending_is_refused() -> None:
    t = classical(hands=HANDS)
    assert_refused(t, {1: Discard(T("4p"))})
    throw(t, 0, "5p")
    assert 0 not in t.pending()
    assert_refused(t, {0: Pass()})
    # A refused batch applies none of its actions, even the legal ones.
    assert_refused(t, {1: Pass(), 0: Pass()})
    assert_refused(t, {1: Pass(), 2: Chow(T("5p"), TS("4p6p"))})  # West may not chow


def test_stale_decision_is_refused() -> None:
    t = classical(hands=HANDS)
    decision = t.snapshot(0).decision
    t.step({0: Discard(T("5p"))}, decision=decision)
    assert t.snapshot(1).decision != decision
    assert_refused(t, {1: Pass()}, decision=decision)
    t.step({1: Pass()}, decision=t.snapshot(1).decision)
    assert asked(t) == {2, 3}


def test_seat_answering_twice_in_a_window_is_refused() -> None:
    t = classical(hands=HANDS)
    throw(t, 0, "5p")
    t.step({1: Pass()})
    assert 1 not in t.pending()
    assert_refused(t, {1: Pass()})
    assert_refused(t, {1: Chow(T("5p"), TS("4p6p"))})


def test_finished_hand_refuses_everything() -> None:
    t = classical(hands=["123m456m789m123p55p"])
    t.step({0: pick(t, 0, MahJongg)})
    assert t.done
    with pytest.raises(IllegalAction):
        t.step({0: Discard(T("5p"))})


@pytest.mark.parametrize("make", [classical, hk_easy])
def test_record_replays_to_the_same_state(make) -> None:  # type: ignore[no-untyped-def]
    t = make(hands=HANDS, live="1f 9s")
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Pung, "5p")})
    discard(t, 2, "9m")
    seat = turn_seat(t)
    discard(t, seat, str(t.snapshot(seat).last_draw))
    again = replay(t.record())
    assert again.state_json() == t.state_json()
    assert again.events == t.events


def test_seat_sees_only_its_own_draws() -> None:
    t = classical(hands=HANDS, live="9s 8s")
    discard(t, 0, "1z")
    draw = [e for e in t.events if e["type"] == "draw"][-1]
    assert draw["seat"] == 1 and draw["tile"] == "9s"
    own = [e for e in t.seat_events(1) if e["type"] == "draw"][-1]
    other = [e for e in t.seat_events(2) if e["type"] == "draw"][-1]
    spectator = [e for e in t.seat_events(None) if e["type"] == "draw"][-1]
    assert own["tile"] == "9s"
    assert other["tile"] is None and other["seat"] == 1
    assert spectator["tile"] is None
    # The deal: each seat sees its own tiles only.
    deal = next(e for e in t.seat_events(2) if e["type"] == "deal")
    assert sorted(deal["tiles"][2]) == sorted(HANDS[2].replace(" ", "")[i : i + 2] for i in range(0, 26, 2))
    assert [len(deal["tiles"][s]) for s in range(4)] == [14, 13, 13, 13]
    assert all(tile is None for s in (0, 1, 3) for tile in deal["tiles"][s])
    # The wall is never shown to a seat.
    assert next(e for e in t.seat_events(2) if e["type"] == "hand_start").get("wall") is None
