"""The match host: every surface (`jongg play`, the web server, the simulator) runs a match through it.

The engine is a pure state machine without clock, screen or file; the host puts a match around it:

- `tables.py`: `Tables`, the tables a server keeps open, by table id (opened from their game file on first use);
- `table.py`: `HostTable`, one match: the engine's table, who answers for each player, the game file and the
  deadlines. It steps the bots, takes a person's or a remote client's answer with its decision id (a stale one
  is refused and changes nothing), saves every new event, and serves each seat its own event stream after a
  cursor (`seat_events(seat, after=seq)`);
- `seats.py`: the one interface of a seat (`Seat.act(view)`: an action, or None for "not yet"): a bot
  (`BotSeat`, `PlayerSeat`), a person or a remote client (`WaitingSeat`);
- `lineup.py`: who plays, as the game file's header keeps it (the `play` key): bots and their seeds, the person,
  the match seed;
- `store.py`: the saved games in the data directory: write, list, find, read and check;
- `resume.py`: a saved game read back into a table (only whole steps kept), a damaged one refused;
- `deadlines.py`: the time limits of a turn and of a claim window, and what is played for a seat that is late;
  the caller passes the time in, so nothing here sleeps or runs a thread.

>>> from jongg.host import HostTable
>>> host = HostTable.new("dmjl-hk-easy", seed=7, bots={0: "standard", 1: "standard", 2: "random", 3: "random"},
...                      save=False)
>>> _ = host.run_bots()
>>> host.done, host.seat_events(0)[-1]["type"]
(True, 'match_end')
"""

from __future__ import annotations

from jongg.host.deadlines import UNLIMITED, Asked, Deadlines, default_action
from jongg.host.lineup import Lineup
from jongg.host.seats import BotSeat, PlayerSeat, Seat, WaitingSeat
from jongg.host.store import GameNotFound
from jongg.host.table import HostTable
from jongg.host.tables import Tables

__all__ = [
    "UNLIMITED",
    "Asked",
    "BotSeat",
    "Deadlines",
    "GameNotFound",
    "HostTable",
    "Lineup",
    "PlayerSeat",
    "Seat",
    "Tables",
    "WaitingSeat",
    "default_action",
]
