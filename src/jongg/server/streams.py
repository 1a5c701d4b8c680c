"""Each player's own event stream, numbered by itself, across the seat changes of a match.

The engine filters events by seat (`view.filter_event`). A player changes seats when the seats rotate at the
start of a round (DMJL Classical, `seat_exchange`), so the events of each hand are filtered for the seat he had
in that hand (`TableState.hand_seatings`): never the earlier events of the seat he moves to (its owner's draws,
its claim answers). Each stream is numbered 0, 1, 2, ... by itself, and a player's decision id is how many
events his stream holds when he is asked, so neither number moves with anything hidden from him.

A stream keeps its events as JSON text, each written once: every frame of them is those texts joined, and a
server with hundreds of tables holds strings, which the garbage collector never has to walk.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from jongg.engine.event_types import Event as TypedEvent
from jongg.engine.view import filter_event
from jongg.rules.flow import Flow

Event = dict[str, Any]


class PlayerStream:
    """The stream of one player (None: a spectator, who sees what every seat sees in common)."""

    def __init__(self, player: int | None, seating: Sequence[int]) -> None:
        """`seating`: the player in each seat when the match begins (the header's)."""
        self.player = player
        self.seat = None if player is None else list(seating).index(player)
        self.texts: list[str] = []
        """Each event of the stream as JSON, its `seq` its place."""
        self.read = 0
        """How many of the table's events the stream has taken in."""
        self.hands = 0
        """How many hand_start events it has taken in."""

    def __len__(self) -> int:
        return len(self.texts)

    @property
    def events(self) -> list[Event]:
        """The stream's events as values."""
        return [json.loads(text) for text in self.texts]

    def extend(
        self, log: Sequence[TypedEvent], table_events: list[Event], hand_seatings: Sequence[Sequence[int]], flow: Flow
    ) -> int:
        """Take in the table's events not yet read (`log`: the typed ones, `table_events` their JSON;
        `hand_seatings`: the table's, one seating per hand begun); how many events the stream gained."""
        start = len(self.texts)
        for at in range(self.read, len(table_events)):
            event = log[at]
            if event.type == "hand_start":
                if self.player is not None:
                    self.seat = list(hand_seatings[self.hands]).index(self.player)
                self.hands += 1
            shown = filter_event(event, self.seat, flow, table_events[at])
            if shown is not None:
                self.texts.append(to_text({**shown, "seq": len(self.texts)}))
        self.read = len(table_events)
        return len(self.texts) - start

    def frame_after(self, seq: int) -> str | None:
        """The `events` frame of the events after `seq` (-1: all); None when there are none."""
        new = self.texts[max(seq + 1, 0) :]
        return '{"type":"events","events":[' + ",".join(new) + "]}" if new else None


def to_text(value: Any) -> str:
    """A value as the server sends it: compact JSON, not escaped to ASCII."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
