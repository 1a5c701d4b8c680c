"""Each player's own event stream, numbered by itself, across the seat changes of a match.

The engine filters events by seat (`view.filter_event`). A player changes seats when the seats rotate at the
start of a round (DMJL Classical), so his stream is his seat's events up to the `hand_end` after which the
seats rotate, then his new seat's: never the earlier events of the seat he moves to (its owner's draws, its
claim answers). Each stream is numbered 0, 1, 2, ... by itself, and a player's decision id is how many events
his stream holds when he is asked, so neither number moves with anything hidden from him.
"""

from __future__ import annotations

from typing import Any

from jongg.engine.view import filter_event
from jongg.rules.flow import Flow

Event = dict[str, Any]


class PlayerStream:
    """The stream of one player (None: a spectator, who sees what every seat sees in common)."""

    def __init__(self, player: int | None, seat: int | None) -> None:
        self.player = player
        self.seat = seat
        self.events: list[Event] = []
        self.read = 0
        """How many of the table's events the stream has taken in."""

    def extend(self, table_events: list[Event], seating: list[int], flow: Flow) -> list[Event]:
        """Take in the table's events not yet read (`seating`: the player in each seat now, after them); the
        new events of this stream."""
        start = len(self.events)
        for event in table_events[self.read :]:
            shown = filter_event(event, self.seat, flow)
            if shown is not None:
                self.events.append({**shown, "seq": len(self.events)})
            if event["type"] == "hand_end" and self.player is not None:
                self.seat = seating.index(self.player)  # the seats rotate after a hand_end, if ever
        self.read = len(table_events)
        return self.events[start:]

    def after(self, seq: int) -> list[Event]:
        """The events after `seq` (-1: all)."""
        return self.events[max(seq + 1, 0) :]
