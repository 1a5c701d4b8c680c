"""Each player's stream across the seat changes of a Classical match (`seat_exchange`): the events of every hand
are filtered for the seat he had in that hand (found here by watching the table's seating as it plays), the
stream is numbered 0, 1, 2, ... through the whole match, and it is the same whether it is read after every
step or once at the end (a server started again reads a match's events at once)."""

from __future__ import annotations

from typing import Any

from jongg.bots import RandomBot
from jongg.engine import Table
from jongg.engine.view import filter_event
from jongg.server.streams import PlayerStream


def test_a_players_stream_follows_him_to_his_new_seat() -> None:
    table = Table("dmjl-classical", {"seat_exchange": True}, seed=11)
    bots = [RandomBot(n) for n in range(4)]
    header_seating = table.events[0]["seating"]
    stepwise = {p: PlayerStream(p, header_seating) for p in (0, 1, 2, 3, None)}
    seat_in_hand: list[list[int]] = [list(table.state.match.seating)]  # the first hand began with the table
    while not table.done:
        before = len(table.events)
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})
        seat_in_hand += [list(table.state.match.seating) for e in table.events[before:] if e["type"] == "hand_start"]
        for stream in stepwise.values():
            stream.extend(table.log, table.events, table.state.hand_seatings, table.flow)
    assert len({tuple(s) for s in seat_in_hand}) > 1, "the seats never rotated: pick another seed"
    at_once = {p: PlayerStream(p, header_seating) for p in (0, 1, 2, 3, None)}
    for stream in at_once.values():
        stream.extend(table.log, table.events, table.state.hand_seatings, table.flow)
    for player in (0, 1, 2, 3, None):
        expected: list[dict[str, Any]] = []
        hand = -1
        for typed, event in zip(table.log, table.events, strict=True):
            hand += event["type"] == "hand_start"
            seat = None if player is None else seat_in_hand[max(hand, 0)].index(player)
            shown = filter_event(typed, seat, table.flow)
            if shown is not None:
                expected.append({**shown, "seq": len(expected)})
        assert stepwise[player].events == expected
        assert at_once[player].events == expected
