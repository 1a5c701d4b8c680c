"""Driving a hosted match in tests: the bots step, the person answers as the deadlines policy would."""

from __future__ import annotations

from jongg.engine import SeatView
from jongg.host import HostTable, default_action


def person_view(host: HostTable) -> SeatView | None:
    """The person's view once the bots have answered and he must decide; None when the match is over."""
    while not host.done:
        if not host.step_bots():
            view = host.pending().get(host.seat_of(host.lineup.person))
            assert view is not None, "nobody answers and the person is not asked"
            return view
    return None


def play_person(host: HostTable, decisions: int | None = None) -> int:
    """The person answers with `default_action` for `decisions` decisions (None: to the end); how many."""
    made = 0
    while decisions is None or made < decisions:
        view = person_view(host)
        if view is None:
            break
        host.step({host.seat_of(host.lineup.person): default_action(view)}, decision=view.decision)
        made += 1
    return made
