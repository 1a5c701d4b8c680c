"""A table on the server: its host, its connected clients and its clock.

One `Room` per table applies every change under one lock, in the order the changes came: a client's action,
a deadline run out, a bot's move, a seat that comes back. After each change it sends every client the events of
its own stream it does not hold yet (`streams.PlayerStream`), and each asked person his decision with the
seconds he has. The host (`jongg.host.HostTable`) commits every step's events to the database (`TableEvents`)
before anybody hears of them.

Bots move one step at a time, `bot_delay` seconds apart, so that people can follow and the server stays free
for other tables. A person whose clients are all gone is played by the `standard` bot after `grace` seconds,
and plays himself again as soon as one of his clients is back; everybody is told who is a bot now.

Between two hands the table waits for the people reading the result (their clients said `results` in their
hello): no clock runs and no bot moves until each of them has said `next`, or `result_seconds` have passed,
as the result screen of Mahjong Soul or Tenhou waits for the players' OK.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Final

from jongg.bots import make_bot
from jongg.engine import Action, SeatView
from jongg.engine.event_types import HandEnd
from jongg.engine.events import check_record
from jongg.errors import IllegalAction
from jongg.host import HostTable
from jongg.host.resume import from_events
from jongg.host.seats import mixed_seed
from jongg.server.protocol import Act, End, Hints, Next, Pause, Resume, Start
from jongg.server.results import hints_frame, report_frames
from jongg.server.store import FINISHED, PLAYING, WAITING, NotAllowed, ServerStore, TableEntry, TableEvents
from jongg.server.streams import PlayerStream, to_text

Send = Callable[[str], Awaitable[None]]
"""Sends one text frame."""
GRACE: Final = 30.0
"""Seconds a person may be gone before the standard bot plays for him."""
BOT_DELAY: Final = 0.5
"""Seconds between two moves of bots."""
AWAY_BOT: Final = "standard"
RESULT_SECONDS: Final = 30.0
"""Seconds the next hand waits at most for the people reading the last hand's result."""
HostMessage = Start | Pause | Resume | End


@dataclass(eq=False)
class Client:
    """One websocket: whose it is and what it holds."""

    send: Send
    player: int | None
    """The player of a seat link (None: a spectator, or the host link alone)."""
    is_host: bool = False
    sent: int = -1
    """The seq of the last event of its stream it was sent."""
    asked: int = -1
    """The decision id it was last sent (not to send it twice)."""
    views: bool = False
    """Whether it wants its whole view after every change (`Hello.views`)."""
    results: bool = False
    """Whether it shows each hand's result and says `next` (`Hello.results`)."""


@dataclass
class Reading:
    """Between two hands: the players still reading the result, and when the next hand begins anyway."""

    waiting: set[int]
    until: float
    timer: asyncio.TimerHandle | None = None


@dataclass
class Room:
    table_id: str
    store: ServerStore
    grace: float = GRACE
    bot_delay: float = BOT_DELAY
    clock: Callable[[], float] = time.monotonic
    host: HostTable | None = None
    clients: list[Client] = field(default_factory=list)
    streams: dict[int | None, PlayerStream] = field(default_factory=dict)
    away: set[int] = field(default_factory=set)
    """Players gone for longer than the grace: the away bot plays for them."""
    paused: bool = False
    result_seconds: float = RESULT_SECONDS
    reading: Reading | None = None
    """Set between two hands while people read the result: no clock runs, no bot moves, nobody acts."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    _scanned: int = 0
    """How many of the table's events were looked at for a hand's end."""
    _hint_kept: dict[int, tuple[tuple[int, int, bool], dict[str, Any]]] = field(default_factory=dict)
    """Each player's last hint, by the moment it was made for (his stream's length, asked or not): a repeated
    request costs no second analysis and bot move."""
    _timer: asyncio.TimerHandle | None = None
    _gone: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    _tasks: set[asyncio.Future[None]] = field(default_factory=set)
    _driving: bool = False

    # -- the match ------------------------------------------------------------------------------------------
    @property
    def entry(self) -> TableEntry:
        return self.store.entry(self.table_id)

    async def resume(self) -> None:
        """After a restart of the server: a table being played goes on where its last whole step left it."""
        async with self.lock:
            self._open()
            self._finish_if_done()
            self._set_timer()
        self._drive()

    def _open(self) -> None:
        if self.host is not None or self.entry.status == WAITING:
            return
        events = check_record(self.store.events(self.table_id))
        loaded = from_events(events, f"table {self.table_id}")
        if loaded.kept < len(events):
            self.store.cut(self.table_id, loaded.kept)
        self.host = HostTable(
            loaded.table,
            loaded.lineup,
            loaded.names,
            writer=TableEvents(self.store, self.table_id),
            written=loaded.kept,
            deadlines=self.entry.settings.deadlines,
        )
        self._new_streams()
        self._scanned = len(loaded.table.log)  # a hand that ended before a restart waits for nobody

    def _start(self) -> None:
        """Every person's seat is taken, or the host starts: the free seats get standard bots, play begins."""
        entry = self.entry
        settings = entry.settings
        for player in entry.free:
            settings = settings.with_bot(player, AWAY_BOT)
        self.store.set_settings(self.table_id, settings)
        bots = {n: s.bot for n, s in enumerate(settings.seats) if s.bot is not None}
        people = [n for n in range(4) if n not in bots]
        self.host = HostTable.new(
            settings.ruleset,
            settings.options,
            seed=settings.seed,
            names=[s.name for s in settings.seats],
            bots=bots,
            person=people[0] if people else 0,
            deadlines=settings.deadlines,
            sink=TableEvents(self.store, self.table_id),
        )
        self.store.set_status(self.table_id, PLAYING)
        self._new_streams()

    def _new_streams(self) -> None:
        host = self.host
        assert host is not None
        seating = host.table.events[0]["seating"]
        self.streams = {p: PlayerStream(p, seating) for p in (0, 1, 2, 3, None)}

    # -- clients --------------------------------------------------------------------------------------------
    async def attach(self, client: Client, after: int) -> None:
        """A client said hello: it gets the table, then the events after `after` it lacks and its decision
        (all its stream, if it claims to hold more than there is)."""
        async with self.lock:
            self.clients.append(client)
            if client.player is not None:
                gone = self._gone.pop(client.player, None)
                if gone is not None:
                    gone.cancel()
                self.away.discard(client.player)
            self._open()
            own = self._extend().get(client.player)
            resync = own is not None and after >= len(own)
            client.sent = -1 if resync else after
            await self._send(
                client,
                {
                    "type": "welcome",
                    "table": self.public_state(),
                    "player": client.player,
                    "host": client.is_host,
                    "resync": resync,
                    "view": self._view(client.player),
                },
            )
            await self._tell_seats()
            if self.host is None and not self.entry.free:
                self._start()
            await self._bring_up_to_date()
        self._drive()

    async def detach(self, client: Client) -> None:
        async with self.lock:
            if client in self.clients:
                self.clients.remove(client)
                self._note_gone(client)
            await self._tell_seats()

    async def seats_taken(self) -> None:
        """A seat was taken in the lobby: the table is shown anew (and begins once no person's seat is free)."""
        async with self.lock:
            if self.host is None and not self.entry.free and self.entry.status == WAITING:
                self._start()
            await self._tell_table()
            await self._bring_up_to_date()
        self._drive()

    # -- changes --------------------------------------------------------------------------------------------
    async def handle(self, client: Client, message: Act | Hints | Next | HostMessage) -> None:
        async with self.lock:
            if isinstance(message, Act):
                self._act(client, message)
            elif isinstance(message, Hints):
                await self._send(client, self._hints(client))
                return
            elif isinstance(message, Next):
                await self._has_read(client)
            else:
                await self._host_says(client, message)
            await self._bring_up_to_date()
        self._drive()

    async def _host_says(self, client: Client, message: HostMessage) -> None:
        if not client.is_host:
            raise NotAllowed("server.host_only", what=message.__class__.__name__.lower())
        status = self.entry.status
        if status == FINISHED:
            raise NotAllowed("server.table_finished")
        if isinstance(message, Start):
            if self.host is not None:
                raise NotAllowed("server.match_begun")
            self._start()
        elif isinstance(message, Pause | Resume):
            self.paused = isinstance(message, Pause)
            if self.host is not None:
                self.host.restart_deadlines(self.clock())  # after a pause, every asked seat has its full time
        else:
            if self.host is not None:
                self.store.export(self.table_id)
            self.store.set_status(self.table_id, FINISHED)
        await self._tell_table()

    def _act(self, client: Client, message: Act) -> None:
        host = self.host
        if client.player is None:
            raise IllegalAction("server.spectator_plays_not")
        if host is None or self.entry.status != PLAYING:
            raise IllegalAction("server.not_being_played")
        if self.paused:
            raise IllegalAction("server.paused")
        if self.reading is not None:
            raise IllegalAction("server.between_hands")
        seat = host.seat_of(client.player)
        view = host.waiting().get(seat)
        expected = len(self.streams[client.player])
        if view is None:
            raise IllegalAction("server.not_asked")
        if message.decision != expected:
            raise IllegalAction("server.stale_decision", decision=message.decision, expected=expected)
        host.step({seat: message.action}, decision={seat: view.decision}, now=self.clock())
        self._finish_if_done()

    def _hints(self, client: Client) -> dict[str, Any]:
        """The hint of the client's seat, from what it sees now (its decision's view when it is asked)."""
        host = self.host
        if client.player is None:
            raise IllegalAction("server.spectator_plays_not")
        if not self.entry.settings.hints:
            raise NotAllowed("server.no_hints")
        if host is None or host.done:
            raise IllegalAction("server.not_being_played")
        seat = host.seat_of(client.player)
        asked = host.waiting().get(seat) if not self.paused and self.reading is None else None
        key = (client.player, len(self.streams[client.player]), asked is not None)
        kept = self._hint_kept.get(client.player)
        if kept is not None and kept[0] == key:  # asked again for the same moment: the hint already made
            return kept[1]
        view = asked if asked is not None else host.snapshot(seat)
        frame = hints_frame(view, key[1], host.ruleset, host.options)
        self._hint_kept[client.player] = (key, frame)
        return frame

    # -- between two hands ----------------------------------------------------------------------------------
    def _note_hand_end(self) -> None:
        """A hand has ended and the match goes on: wait for the people whose clients show the result."""
        host = self.host
        if host is None:
            return
        log = host.table.log
        ended = any(isinstance(e, HandEnd) for e in log[self._scanned :])
        self._scanned = len(log)
        if not ended or host.done:
            return
        people = {n for n, s in enumerate(self.entry.settings.seats) if s.bot is None} - self.away
        readers = {c.player for c in self.clients if c.results and c.player is not None and c.player in people}
        if readers:
            self._end_reading()
            self.reading = Reading(readers, self.clock() + self.result_seconds)
            loop = asyncio.get_running_loop()
            self.reading.timer = loop.call_later(self.result_seconds, self._later, self._reading_over, self.reading)

    async def _has_read(self, client: Client) -> None:
        if client.player is None:
            raise IllegalAction("server.spectator_plays_not")
        reading = self.reading
        if reading is None or client.player not in reading.waiting:
            return  # late, or said twice: nothing to do
        reading.waiting.discard(client.player)
        if not reading.waiting:
            self._end_reading()
        await self._tell_table()

    async def _reading_over(self, reading: Reading) -> None:
        async with self.lock:
            if self.reading is not reading:
                return
            self._end_reading()
            await self._tell_table()
            await self._bring_up_to_date()
        self._drive()

    def _end_reading(self) -> None:
        """The next hand begins: every asked seat has its full time."""
        reading, self.reading = self.reading, None
        if reading is None:
            return
        if reading.timer is not None:
            reading.timer.cancel()
        if self.host is not None:
            self.host.restart_deadlines(self.clock())

    def _drive(self) -> None:
        """Let the bots play, one step at a time, in a task of their own (once)."""
        if not self._driving:
            self._driving = True
            self._later(self._bots)

    async def _bots(self) -> None:
        try:
            while True:
                async with self.lock:
                    moved = self._bot_step()
                    if moved:
                        await self._bring_up_to_date()
                if not moved:
                    return
                await asyncio.sleep(self.bot_delay)
        finally:
            self._driving = False

    def _bot_step(self) -> bool:
        """One step of the bots (and of the away bot for the people away); whether anything moved."""
        host = self.host
        if host is None or host.done or self.paused or self.reading is not None or self.entry.status != PLAYING:
            return False
        moved = host.step_bots(self.clock())
        if not moved:
            waiting = {s: v for s, v in host.waiting().items() if host.seating()[s] in self.away}
            if waiting:
                moved = host.step(
                    {s: _away_action(host, v) for s, v in waiting.items()},
                    decision={s: v.decision for s, v in waiting.items()},
                    now=self.clock(),
                )
        self._finish_if_done()
        return bool(moved)

    def _finish_if_done(self) -> None:
        """A match over is exported, then marked finished: a server killed between the two finishes it when it
        starts again (`resume`)."""
        if self.host is not None and self.host.done and self.entry.status != FINISHED:
            self.store.export(self.table_id)
            self.store.set_status(self.table_id, FINISHED)

    async def _away(self, player: int) -> None:
        async with self.lock:
            self._gone.pop(player, None)
            if any(c.player == player for c in self.clients):
                return
            self.away.add(player)
            await self._tell_seats()
        self._drive()

    async def _deadline(self) -> None:
        async with self.lock:
            self._timer = None
            if self.host is None or self.host.done or self.paused or self.reading is not None:
                return
            self.host.time_out(self.clock())
            self._finish_if_done()
            await self._bring_up_to_date()
        self._drive()

    def _later(self, coroutine: Callable[..., Awaitable[None]], *args: Any) -> None:
        """Run a coroutine of the room as a task of its own (kept until it ends: the loop keeps tasks weakly)."""
        task = asyncio.ensure_future(coroutine(*args))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- telling the clients --------------------------------------------------------------------------------
    def _extend(self) -> dict[int | None, PlayerStream]:
        host = self.host
        if host is None:
            return {}
        seatings = host.table.state.hand_seatings
        for stream in self.streams.values():
            stream.extend(host.table.log, host.table.events, seatings, host.table.flow)
        return self.streams

    async def _bring_up_to_date(self) -> None:
        """Send each client its new events, and each asked person his decision; set the deadline's timer."""
        streams = self._extend()
        host = self.host
        if host is None:
            return
        was_reading = self.reading
        self._note_hand_end()
        waiting = host.waiting() if not self.paused and self.reading is None else {}
        for client in list(self.clients):
            stream = streams.get(client.player)
            if stream is None:
                continue
            frame = stream.frame_after(client.sent)
            if frame is not None:
                held = client.sent
                client.sent = len(stream) - 1
                await self._send_text(client, frame)
                if client.results:
                    for report in report_frames(
                        stream, held, host.names, host.table.state.hand_seatings, host.ruleset, host.options
                    ):
                        await self._send(client, report)
            view = None if client.player is None else waiting.get(host.seat_of(client.player))
            decision = len(stream)
            if view is not None and client.asked != decision:
                client.asked = decision
                await self._send(client, self._decision(view, decision))
            elif frame is not None and client.views:
                await self._send(client, {"type": "view", "view": self._view(client.player)})
        if self.reading is not was_reading:
            await self._tell_table()
        self._set_timer()

    async def _send(self, client: Client, message: dict[str, Any]) -> None:
        await self._send_text(client, to_text(message))

    async def _send_text(self, client: Client, frame: str) -> None:
        """Send one frame; a client whose socket is gone is dropped (its handler detaches it too), never an
        error for the change that was being told: the bots and the other clients go on."""
        if client not in self.clients:
            return
        try:
            await client.send(frame)
        except Exception:  # the socket closed under us (WebSocketDisconnect, RuntimeError, OSError)
            if client in self.clients:
                self.clients.remove(client)
                self._note_gone(client)

    def _note_gone(self, client: Client) -> None:
        """The last client of a person is gone: the away bot plays for him after the grace."""
        player = client.player
        if player is not None and player not in self._gone and not any(c.player == player for c in self.clients):
            loop = asyncio.get_running_loop()
            self._gone[player] = loop.call_later(self.grace, self._later, self._away, player)

    def _view(self, player: int | None) -> dict[str, Any] | None:
        """What the player (None: a spectator) sees now, as of the end of his stream (None before play)."""
        host = self.host
        if host is None or (player is not None and player not in self.streams):
            return None
        shown = host.snapshot(None if player is None else host.seat_of(player)).to_json()
        shown["decision"] = len(self.streams[player])
        shown["seating"] = list(host.seating())  # who sits where now: the seats rotate in some rule sets
        shown["legal_actions"] = shown["strict_actions"] = []  # a decision comes in a frame of its own
        return shown

    def _decision(self, view: SeatView, decision: int) -> dict[str, Any]:
        """The decision frame: the view (its decision id the player's own) and the seconds left to answer."""
        host = self.host
        assert host is not None and view.seat is not None
        shown = view.to_json()
        shown["decision"] = decision
        shown["seating"] = list(host.seating())
        now = self.clock()
        asked = host.note_asked(now).get(view.seat)
        due = None if asked is None else host.deadlines.due(asked)
        return {
            "type": "decision",
            "decision": decision,
            "view": shown,
            "seconds": None if due is None else round(max(0.0, due - now), 1),
        }

    def _set_timer(self) -> None:
        host = self.host
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if host is None or host.done or self.paused or self.reading is not None:
            return
        due = host.next_due(self.clock())
        if due is not None:
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(max(0.0, due - self.clock()), self._later, self._deadline)

    def public_state(self) -> dict[str, Any]:
        """The table as everybody may see it (`GET /api/tables/{id}`)."""
        shown = self.entry.to_json()
        host = self.host
        if host is not None:
            shown["scores"] = [host.table.state.match.totals[p] for p in range(4)]
            shown["done"] = host.done
        shown["paused"] = self.paused
        reading = self.reading
        shown["between_hands"] = (
            None
            if reading is None
            else {"waiting": sorted(reading.waiting), "seconds": round(max(0.0, reading.until - self.clock()), 1)}
        )
        shown["connected"] = [any(c.player == p for c in self.clients) for p in range(4)]
        shown["bots_now"] = [s.bot is not None or p in self.away for p, s in enumerate(self.entry.settings.seats)]
        return shown

    async def _tell_table(self) -> None:
        shown = self.public_state()
        for client in list(self.clients):
            await self._send(client, {"type": "table", "table": shown})

    async def _tell_seats(self) -> None:
        shown = self.public_state()
        for client in list(self.clients):
            await self._send(client, {"type": "seats", "connected": shown["connected"], "bots": shown["bots_now"]})


def _away_action(host: HostTable, view: SeatView) -> Action:
    """The standard bot's answer for a person who is away (seeded by the decision; the record shows it)."""
    bot = make_bot(AWAY_BOT, host.ruleset, mixed_seed(view.decision, view.seat or 0), host.options)
    return bot.act(view)
