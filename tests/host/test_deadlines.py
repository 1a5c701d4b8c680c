"""The deadlines policy, with the time passed in: a claim window overdue is passed, a turn overdue discards the
drawn tile, unlimited is never overdue; and the host plays the default action for a late seat."""

from __future__ import annotations

import pytest
from host_helpers import person_view

from jongg.engine import Discard, Pass, SeatView
from jongg.errors import InvalidOption
from jongg.host import UNLIMITED, Asked, Deadlines, HostTable, default_action


def asked_in(phase: str, seed: int = 4) -> tuple[HostTable, SeatView]:
    """A hosted match, run on (the person passing claims) until the person is asked in `phase`."""
    host = HostTable.new("dmjl-hk-easy", seed=seed, save=False)
    for _ in range(400):
        view = person_view(host)
        assert view is not None
        if view.phase == phase:
            return host, view
        host.step({host.seat_of(0): default_action(view)}, decision=view.decision)
    raise AssertionError(f"the person was never asked in phase {phase}")


def test_a_claim_window_overdue_is_passed() -> None:
    host, view = asked_in("window")
    policy = Deadlines(turn=20, claim=5)
    asked = {host.seat_of(0): Asked(view, since=100.0)}
    assert policy.overdue(asked, now=104.9) == []
    assert policy.overdue(asked, now=105.0) == [host.seat_of(0)]
    assert policy.next_due(asked) == 105.0
    assert default_action(view) == Pass()


def test_a_turn_overdue_discards_the_drawn_tile() -> None:
    host, view = asked_in("turn")
    assert view.last_draw is not None
    policy = Deadlines(turn=20, claim=5)
    asked = {host.seat_of(0): Asked(view, since=0.0)}
    assert policy.overdue(asked, now=19.0) == [] and policy.overdue(asked, now=20.0) == [host.seat_of(0)]
    assert default_action(view) == Discard(view.last_draw)


def test_unlimited_is_never_overdue() -> None:
    _, turn = asked_in("turn")
    _, window = asked_in("window")
    asked = {0: Asked(turn, 0.0), 1: Asked(window, 0.0)}
    assert UNLIMITED.unlimited and UNLIMITED.overdue(asked, now=1e18) == [] and UNLIMITED.next_due(asked) is None
    assert Deadlines(turn=None, claim=3).overdue(asked, now=1e18) == [1]


def test_a_bad_limit_is_refused() -> None:
    for bad in (-1, "5", True):
        with pytest.raises(InvalidOption, match="seconds"):
            Deadlines(turn=bad)  # type: ignore[arg-type]


def test_the_host_plays_for_a_late_person_from_when_it_saw_him_asked() -> None:
    host, view = asked_in("turn")
    host.deadlines = Deadlines(turn=30, claim=5)
    seat = host.seat_of(0)
    assert host.overdue(1000.0) == [] and host.next_due(1010.0) == 1030.0  # first seen asked at 1000
    assert host.time_out(1029.0) == []
    new = host.time_out(1030.0)
    assert view.last_draw is not None
    assert new[0]["type"] == "discard" and new[0]["seat"] == seat and new[0]["tile"] == str(view.last_draw)
    # the next question is timed from when the host next looks, not from the first one
    host.run_bots(now=2000.0)
    (later,) = host.waiting().values()
    limit = 5 if later.phase == "window" else 30
    assert host.overdue(2000.0 + limit - 0.1) == [] and host.overdue(2000.0 + limit) == [seat]
