"""A hosted table: one match with its seats, its game file and its clock policy, driven by whoever serves it.

`HostTable` wraps the engine's `Table`. It asks the seats (`Seat.act`): a bot answers at once, a person or a
remote client answers later through `step`, with the decision id of the view it answered, so a stale answer
(to a question already gone) is refused and changes nothing. Every step's new events are appended to the game
file before anything else happens, and each seat reads its own stream after a cursor (`seat_events(seat,
after=seq)`: numbered per seat, as `SeatView.decision` is), so a client that reconnects asks for what it missed.

No clock inside: the caller passes `now` (seconds on any monotonic scale) where time matters. The host notes when
it first saw each seat asked (`note_asked`), `overdue(now)` names the seats past their `Deadlines`, and
`time_out(now)` plays the default action for them.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from jongg.bots import Bot
from jongg.engine import Action, SeatView, Table, TimeUp
from jongg.errors import IllegalAction
from jongg.host.deadlines import UNLIMITED, Asked, Deadlines, default_action
from jongg.host.lineup import Lineup
from jongg.host.resume import load
from jongg.host.seats import BOT, PlayerSeat, Seat
from jongg.host.store import EventSink, GameWriter, games_dir, new_game_id

BOT_NAMES = ("Bot A", "Bot B", "Bot C")
Events = list[dict[str, Any]]


class HostTable:
    """One match: the engine's table, who answers for each player, the game file and the deadlines."""

    def __init__(
        self,
        table: Table,
        lineup: Lineup,
        names: Sequence[str],
        *,
        seats: Mapping[int, Seat] | None = None,
        writer: EventSink | None = None,
        written: int = 0,
        deadlines: Deadlines = UNLIMITED,
    ) -> None:
        """`seats`: who answers for each player index (default: the lineup's bots, and people for the rest);
        `written`: how many of the table's events the game file holds already."""
        self.table = table
        self.lineup = lineup
        self.names = list(names)
        self.ruleset = table.ruleset.id
        self.options = dict(table.options_json)
        self.players: dict[int, Seat] = dict(seats) if seats is not None else lineup.seats(self.ruleset, self.options)
        self.writer = writer
        self.deadlines = deadlines
        self._written = written
        self._asked: dict[int, Asked] = {}
        self.save()

    # -- making one ----------------------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        ruleset: str,
        options: Mapping[str, Any] | None = None,
        *,
        seed: bytes | int | None = None,
        names: Sequence[str] | None = None,
        bots: Mapping[int, str] | None = None,
        person: int = 0,
        base: Path | None = None,
        save: bool = True,
        deadlines: Deadlines = UNLIMITED,
        sink: EventSink | None = None,
    ) -> HostTable:
        """A new match. `bots`: player index -> bot spec (default: `standard` bots for players 1-3, a person
        for player 0); every player not among them is a person. Without `seed`, a secret 32-byte one (and
        secret bot seeds); with `save`, its game file in the data directory, named by a new table
        id, or `sink` instead of a game file. A seed of bytes is secret, as one chosen here."""
        chosen = dict(bots) if bots is not None else {p: BOT for p in (1, 2, 3)}
        player_names = list(names) if names is not None else ["You", *BOT_NAMES]
        table_seed: bytes | int = secrets.token_bytes(32) if seed is None else seed
        table = Table(ruleset, options, seed=table_seed, players=player_names)
        lineup = Lineup(
            person,
            tuple((p, chosen[p], _bot_seed(seed, p)) for p in sorted(chosen)),
            table_seed,
            datetime.now(UTC).isoformat(timespec="seconds"),
        )
        writer = sink or (GameWriter(games_dir(base) / f"{new_game_id()}.jsonl") if save else None)
        return cls(table, lineup, player_names, writer=writer, deadlines=deadlines)

    @classmethod
    def load(cls, path: Path, *, deadlines: Deadlines = UNLIMITED, save: bool = True) -> HostTable:
        """The match a game file describes, ready to go on and (with `save`) to append to the file
        (`resume.load`)."""
        loaded = load(path)
        return cls(
            loaded.table,
            loaded.lineup,
            loaded.names,
            writer=GameWriter(path) if save else None,
            written=loaded.kept,
            deadlines=deadlines,
        )

    @classmethod
    def from_table(
        cls,
        table: Table,
        person: int = 0,
        names: Sequence[str] | None = None,
        players: Mapping[int, Bot] | None = None,
    ) -> HostTable:
        """A host around a prepared table (`Table.from_wall`: seat n is player n), not saved; for scenarios.
        `players`: `Bot` objects (scripted ones, say) for some players instead of standard bots."""
        lineup = Lineup(person, tuple((p, BOT, 1000 + p) for p in range(4) if p != person), 0, "")
        host = cls(table, lineup, list(names) if names is not None else ["You", *BOT_NAMES], written=len(table.events))
        for player, bot in (players or {}).items():
            if player != person:
                host.players[player] = PlayerSeat(bot)
        return host

    # -- where things stand --------------------------------------------------------------------------------
    @property
    def id(self) -> str | None:
        """The table id: its game file's stem (None: not saved)."""
        return None if not isinstance(self.writer, GameWriter) else self.writer.path.stem

    @property
    def path(self) -> Path | None:
        return None if not isinstance(self.writer, GameWriter) else self.writer.path

    @property
    def done(self) -> bool:
        return self.table.done

    def seating(self) -> list[int]:
        """The player index in each seat now."""
        return list(self.table.state.match.seating)

    def seat_of(self, player: int) -> int:
        return self.seating().index(player)

    def seat(self, seat: int) -> Seat:
        """Who answers for `seat` now."""
        return self.players[self.seating()[seat]]

    def name_at(self, seat: int) -> str:
        player = self.seating()[seat]
        return self.names[player] if 0 <= player < len(self.names) else f"Player {player + 1}"

    def pending(self) -> dict[int, SeatView]:
        return self.table.pending()

    def waiting(self) -> dict[int, SeatView]:
        """The asked seats whose answer comes later (people, remote clients)."""
        return {s: v for s, v in self.table.pending().items() if self.seat(s).kind != "bot"}

    def snapshot(self, seat: int | None) -> SeatView:
        """Everything `seat` may know now (None: a spectator), to resync a client."""
        return self.table.snapshot(seat)

    def seat_events(self, seat: int | None, after: int = -1) -> Events:
        """`seat`'s event stream (None: a spectator's) after its event `after` (-1: from the start)."""
        return self.table.seat_events(seat)[max(after + 1, 0) :]

    # -- moving on -----------------------------------------------------------------------------------------
    def step(
        self,
        actions: Mapping[int, Action],
        *,
        decision: int | Mapping[int, int] | None = None,
        now: float | None = None,
    ) -> Events:
        """Answers of asked seats (a person's, a remote client's), with the decision id of the view answered
        (one for all, or seat -> id); the new events, saved. Anything illegal or stale raises `IllegalAction`
        and changes nothing; so does an answer for a bot's seat (a bot answers for itself, in `step_bots`) and a
        seat's `time_up` (only the host ends a match on time: `time_up`)."""
        for seat, action in actions.items():
            if type(seat) is int and 0 <= seat < 4 and self.seat(seat).kind == "bot":
                raise IllegalAction("host.seat_bot_answers_itself", seat=seat)
            if isinstance(action, TimeUp):  # the host's word (`time_up`), never a seat's
                raise IllegalAction("host.seat_may_not_end", seat=seat)
        self.table.step(actions, decision=decision)
        return self._after(now)

    def step_bots(self, now: float | None = None) -> Events:
        """Every asked seat that answers at once (the bots) answers, one step; the new events, saved."""
        pending = self.table.pending()
        actions: dict[int, Action] = {}
        for seat, view in pending.items():
            answer = self.seat(seat).act(view)
            if answer is not None:
                actions[seat] = answer
        if not actions:
            return []
        self.table.step(actions, decision={s: pending[s].decision for s in actions})
        return self._after(now)

    def run_bots(self, now: float | None = None) -> Events:
        """Step the bots until a person or remote client is asked, or the match is over; the new events."""
        out: Events = []
        while not self.done:
            new = self.step_bots(now)
            if not new:
                break
            out += new
        return out

    def time_up(self) -> Events:
        """The host's `time_up`: the agreed duration is reached, the match ends (the hand in progress unsettled)."""
        self.table.step({self.seat_of(self.lineup.person): TimeUp()})
        return self._after(None)

    def match_deadline(self) -> datetime | None:
        """When the agreed match duration (option `max_duration`, minutes) runs out, counted from the start."""
        minutes = self.options.get("max_duration")
        if not isinstance(minutes, int | float) or isinstance(minutes, bool) or not self.lineup.started:
            return None
        try:
            started = datetime.fromisoformat(self.lineup.started)
        except ValueError:
            return None
        return started + timedelta(minutes=minutes)

    # -- deadlines -------------------------------------------------------------------------------------------
    def note_asked(self, now: float) -> dict[int, Asked]:
        """Note `now` as the moment each newly asked seat was asked; every pending decision with its moment."""
        pending = self.table.pending()
        asked = {}
        for seat, view in pending.items():
            known = self._asked.get(seat)
            asked[seat] = known if known is not None and known.view.decision == view.decision else Asked(view, now)
        self._asked = asked
        return dict(asked)

    def restart_deadlines(self, now: float) -> None:
        """Every pending decision's time starts again at `now` (after a pause)."""
        self._asked = {}
        self.note_asked(now)

    def _waited_for(self, now: float) -> dict[int, Asked]:
        """The pending decisions of the seats that answer later (a bot is never late: it answers when stepped)."""
        return {s: a for s, a in self.note_asked(now).items() if self.seat(s).kind != "bot"}

    def overdue(self, now: float) -> list[int]:
        """The seats waited for (people, remote clients) whose time is up at `now` (`Deadlines`)."""
        return self.deadlines.overdue(self._waited_for(now), now)

    def next_due(self, now: float) -> float | None:
        """When the next seat waited for runs out of time (None: none ever does): when to look again."""
        return self.deadlines.next_due(self._waited_for(now))

    def time_out(self, now: float) -> Events:
        """The default action (`deadlines.default_action`) for every seat overdue at `now`; the new events."""
        late = self.overdue(now)
        if not late:
            return []
        views = {s: self._asked[s].view for s in late}
        return self.step(
            {s: default_action(v) for s, v in views.items()},
            decision={s: v.decision for s, v in views.items()},
            now=now,
        )

    # -- the game file ---------------------------------------------------------------------------------------
    def _after(self, now: float | None) -> Events:
        new = self.save()
        if now is not None:
            self.note_asked(now)
        return new

    def save(self) -> Events:
        """Append the events not yet in the game file (the header with the `play` key); the new events."""
        events = self.table.events
        new = [dict(e) for e in events[self._written :]]
        if self.writer is not None and new:
            if self._written == 0:
                new[0] = {**new[0], "play": self.lineup.to_json(self.seat_of(self.lineup.person))}
            self.writer.append(new)
        self._written = len(events)
        return new

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


def _bot_seed(seed: bytes | int | None, player: int) -> int:
    """A bot's seed: from a public match seed, else secret."""
    return seed * 4 + player if isinstance(seed, int) else secrets.randbelow(2**31)


__all__ = ["BOT_NAMES", "HostTable"]
