"""The deadlines policy: how long a seat may take, and what the host plays for it when it does not answer.

The engine has no clock and neither has the host: whoever drives a table passes the time in (`now`, seconds on
any monotonic scale), so the policy is a pure function and a test needs no waiting. A seat's time runs from the
moment the host first saw it asked (`Asked.since`); a claim window has its own limit, shorter as a rule than a
turn's. `None` is unlimited.

What is played for a seat that is late (`default_action`): in a claim window, pass; on its turn, discard the
tile it drew; else (after a claimed chow or pung, say) its first legal discard; else its first legal action.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from jongg.engine import Action, Discard, Pass, SeatView
from jongg.errors import IllegalAction, InvalidOption

WINDOW = "window"
"""`SeatView.phase` in a claim window."""


class Asked(NamedTuple):
    """One pending decision of a seat: its view and when the host first saw it asked."""

    view: SeatView
    since: float


@dataclass(frozen=True, slots=True)
class Deadlines:
    """Turn and claim time limits in seconds (`None`: unlimited)."""

    turn: float | None = None
    claim: float | None = None

    def __post_init__(self) -> None:
        for name in ("turn", "claim"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int | float) or value < 0):
                raise InvalidOption("host.time_limit_number_seconds", name=name, value=value)

    @property
    def unlimited(self) -> bool:
        return self.turn is None and self.claim is None

    def limit(self, view: SeatView) -> float | None:
        """The time `view`'s seat has for this decision (None: unlimited)."""
        return self.claim if view.phase == WINDOW else self.turn

    def due(self, asked: Asked) -> float | None:
        """When this decision runs out (None: never)."""
        limit = self.limit(asked.view)
        return None if limit is None else asked.since + limit

    def overdue(self, asked: Mapping[int, Asked], now: float) -> list[int]:
        """The seats of `asked` whose time has run out at `now`, in seat order."""
        out = []
        for seat in sorted(asked):
            due = self.due(asked[seat])
            if due is not None and now >= due:
                out.append(seat)
        return out

    def next_due(self, asked: Mapping[int, Asked]) -> float | None:
        """The earliest moment one of `asked` runs out (None: none ever does): when to look again."""
        dues = [d for d in (self.due(a) for a in asked.values()) if d is not None]
        return min(dues) if dues else None


UNLIMITED = Deadlines()


def default_action(view: SeatView) -> Action:
    """What the host plays for a seat that did not answer: pass a claim, else discard the drawn tile, else the
    first legal discard, else the first legal action."""
    legal = view.legal_actions
    if not legal:
        raise IllegalAction("engine.seat_not_asked_now", seat=view.seat)
    if Pass() in legal:
        return Pass()
    if view.last_draw is not None and Discard(view.last_draw) in legal:
        return Discard(view.last_draw)
    return next((a for a in legal if isinstance(a, Discard)), legal[0])


__all__ = ["UNLIMITED", "Asked", "Deadlines", "default_action"]
