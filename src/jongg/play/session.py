"""A match of one person against three bots, as `jongg play` sees it: a thin layer over `jongg.host`.

The host (`HostTable`) keeps the table, the bots, the game file and resuming; this adds what the terminal asks
of the person's side: his seat (player 0 of the header; the seat follows from the seed and, with seat rotation,
from the round), the tile he has just drawn, the standard bot's suggestion (the hint) and the agreed duration.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from jongg.bots import Bot
from jongg.engine import Action, SeatView, Table, legal
from jongg.engine.event_types import Draw
from jongg.errors import IllegalAction
from jongg.host.lineup import Lineup
from jongg.host.seats import BOT, bot_for, mixed_seed
from jongg.host.store import EventSink, GameNotFound
from jongg.host.table import BOT_NAMES, HostTable
from jongg.tiles import Tile

PlayInfo = Lineup
"""The header's `play` key (the name `jongg.play` gave it first)."""
CLAIMS = frozenset(("chow", "pung", "kong", "discard", "hand_start", "mahjongg"))
"""Events after which the player to move holds no freshly drawn tile."""


class Session:
    """The person's side of one hosted match; the surface asks and steps, nothing more."""

    def __init__(self, host: HostTable) -> None:
        self.host = host

    # -- making one ----------------------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        ruleset: str,
        options: Mapping[str, Any] | None = None,
        *,
        seed: int | None = None,
        name: str = "You",
        base: Path | None = None,
        save: bool = True,
    ) -> Session:
        """A new match against three standard bots; with `save`, its file in the data directory."""
        return cls(HostTable.new(ruleset, options, seed=seed, names=[name, *BOT_NAMES], base=base, save=save))

    @classmethod
    def resume(cls, path: Path, *, save: bool = True) -> Session:
        """The match a game file describes, replayed by the reducer, ready to go on (and, with `save`, to append
        to the file)."""
        host = HostTable.load(path, save=save)
        if host.players[host.lineup.person].kind == "bot":
            host.close()
            raise GameNotFound("play.match_bots_nobody_seat", path=path)
        return cls(host)

    @classmethod
    def from_table(
        cls,
        table: Table,
        person_seat: int = 0,
        names: Sequence[str] | None = None,
        players: Mapping[int, Bot] | None = None,
    ) -> Session:
        """A session around a prepared table (`Table.from_wall`: seat n is player n), not saved; for scenarios.
        `players` puts other players (scripted ones, say) in bot seats instead of standard bots."""
        return cls(HostTable.from_table(table, person_seat, names, players))

    # -- where things stand --------------------------------------------------------------------------------
    @property
    def table(self) -> Table:
        return self.host.table

    @property
    def info(self) -> Lineup:
        return self.host.lineup

    @info.setter
    def info(self, value: Lineup) -> None:
        self.host.lineup = value

    @property
    def names(self) -> list[str]:
        return self.host.names

    @property
    def writer(self) -> EventSink | None:
        return self.host.writer

    @property
    def ruleset(self) -> str:
        return self.host.ruleset

    @property
    def options(self) -> dict[str, Any]:
        return self.host.options

    @property
    def done(self) -> bool:
        return self.host.done

    @property
    def path(self) -> Path | None:
        return self.host.path

    @property
    def game_id(self) -> str | None:
        return self.host.id

    def seating(self) -> list[int]:
        """The player index in each seat now."""
        return self.host.seating()

    @property
    def seat(self) -> int:
        """The person's seat now."""
        return self.host.seat_of(self.info.person)

    def name_at(self, seat: int) -> str:
        return self.host.name_at(seat)

    def names_by_seat(self) -> list[str]:
        return [self.name_at(s) for s in range(4)]

    def view(self) -> SeatView:
        """What the person sees now (his legal actions when he is asked)."""
        return self.table.snapshot(self.seat)

    def person_asked(self) -> SeatView | None:
        """The person's view when he must decide now, else None."""
        return self.table.pending().get(self.seat)

    def drawn(self, seat: int | None = None) -> Tile | None:
        """The tile `seat` (the person) has just drawn and not yet played, from the table's typed events."""
        me = self.seat if seat is None else seat
        for event in reversed(self.table.log):
            kind = event.type
            if isinstance(event, Draw):
                return event.tile if event.seat == me else None
            if kind == "play_start":
                view = self.table.snapshot(me)
                return view.last_draw if view.turn == me else None
            if kind in CLAIMS:
                return None
        return None

    def furiten(self) -> bool:
        """Whether the person, ready with 13 tiles, may not win on another player's tile (the rule set's furiten:
        a wait among his own discards, or a winning tile he let pass); his own knowledge, read from his seat."""
        state = self.table.state
        hand = state.hand
        if hand is None or not state.flow.furiten or state.done:
            return False
        me = hand.seats[self.seat]
        if len(me.concealed) + 3 * len(me.melds) != 13:  # his turn: he is about to discard
            return False
        return legal.furiten(me, state.ruleset.forms)

    def bots_asked(self) -> list[int]:
        seat = self.seat
        return sorted(s for s in self.table.pending() if s != seat)

    # -- moving on -----------------------------------------------------------------------------------------
    def step_bots(self) -> list[dict[str, Any]]:
        """Every asked bot answers (one step); the new events."""
        return self.host.step_bots()

    def act(self, action: Action, decision: int | None = None) -> list[dict[str, Any]]:
        """The person's action (one of his legal actions); the new events. `IllegalAction` changes nothing."""
        seat = self.seat
        if seat not in self.table.pending():
            raise IllegalAction("engine.seat_not_asked_now", seat=seat)
        return self.host.step({seat: action}, decision=decision)

    def deadline(self) -> datetime | None:
        """When the agreed match duration (option `max_duration`, minutes) runs out, counted from the start."""
        return self.host.match_deadline()

    def time_up(self) -> list[dict[str, Any]]:
        """The host's `time_up`: the agreed duration is reached, the match ends (the hand in progress unsettled)."""
        return self.host.time_up()

    def suggestion(self, view: SeatView) -> Action | None:
        """What the standard bot would do in the person's place (the hint); None when he is not asked."""
        if not view.legal_actions:
            return None
        return bot_for(BOT, 0, view.decision, self.ruleset, self.options).act(view)

    def save(self) -> list[dict[str, Any]]:
        return self.host.save()

    def close(self) -> None:
        self.host.close()


__all__ = ["BOT", "BOT_NAMES", "PlayInfo", "Session", "mixed_seed"]
