"""A table being played on the server: its host, its connected clients and its clock.

One `Room` per table applies every change under one lock, in the order the messages came: a client's action,
a deadline that ran out, a seat that came back. After each change it sends every client the events of its own
stream it does not hold yet (`streams.PlayerStream`), and each asked person his decision with its deadline.
The host (`jongg.host.HostTable`) writes every step to the game file before anybody hears of it.

A person whose clients are all gone is played by the `standard` bot after `grace` seconds, and plays himself
again as soon as one of his clients returns; everybody is told who is a bot now.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from jongg.bots import make_bot
from jongg.engine import SeatView
from jongg.errors import IllegalAction, JonggError
from jongg.host import HostTable
from jongg.host.seats import mixed_seed
from jongg.host.store import games_dir
from jongg.server.lobby import Lobby, NotAllowed, TableEntry
from jongg.server.protocol import Act, End, Start
from jongg.server.streams import PlayerStream

Send = Callable[[dict[str, Any]], Awaitable[None]]
GRACE: Final = 30.0
"""Seconds a person may be gone before the standard bot plays for him."""
AWAY_BOT: Final = "standard"


@dataclass(eq=False)
class Client:
    """One websocket: whose it is and what it holds."""

    send: Send
    player: int | None
    """The player index of a seat link (None: the host link alone, or a spectator)."""
    is_host: bool = False
    sent: int = -1
    """The seq of the last event of its stream it was sent."""
    asked: int = -1
    """The decision id it was last asked (not to ask it twice)."""


@dataclass
class Room:
    table_id: str
    lobby: Lobby
    base: Path
    grace: float = GRACE
    clock: Callable[[], float] = time.monotonic
    host: HostTable | None = None
    clients: list[Client] = field(default_factory=list)
    streams: dict[int | None, PlayerStream] = field(default_factory=dict)
    away: set[int] = field(default_factory=set)
    """Players whose clients are all gone for longer than the grace: the away bot plays for them."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    _timer: asyncio.TimerHandle | None = None
    _gone: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    _tasks: set[asyncio.Future[None]] = field(default_factory=set)

    # -- the table ----------------------------------------------------------------------------------------
    @property
    def entry(self) -> TableEntry:
        return self.lobby.entry(self.table_id)

    def open_game(self) -> None:
        """The host of a table that is being played (its game file), after a restart of the server."""
        if self.host is None and self.entry.state != "open":
            path = games_dir(self.base) / f"{self.table_id}.jsonl"
            self.host = HostTable.load(path, deadlines=self.entry.settings.deadlines)
            self._new_streams()

    def _start(self) -> None:
        """Every person's seat is taken (or the host said start): the match begins."""
        entry = self.entry
        settings = entry.settings
        bots = {n: s.bot for n, s in enumerate(settings.seats) if s.bot is not None}
        for n, taken in enumerate(entry.taken):
            if not taken:
                bots[n] = AWAY_BOT
                self.lobby.set_bot(self.table_id, n, AWAY_BOT)
        people = [n for n in range(4) if n not in bots]
        self.host = HostTable.new(
            settings.ruleset,
            settings.options,
            names=[s.name for s in settings.seats],
            bots=bots,
            person=people[0] if people else 0,
            base=self.base,
            deadlines=settings.deadlines,
            game_id=self.table_id,
        )
        self.lobby.set_state(self.table_id, "playing")
        self._new_streams()

    def _new_streams(self) -> None:
        host = self.host
        assert host is not None
        seating = host.seating()
        self.streams = {p: PlayerStream(p, seating.index(p)) for p in range(4)}
        self.streams[None] = PlayerStream(None, None)

    # -- clients --------------------------------------------------------------------------------------------
    async def attach(self, client: Client, after: int) -> None:
        """A client said hello: it gets the table, the events after `after` it missed and its decision."""
        async with self.lock:
            self.clients.append(client)
            if client.player is not None:
                gone = self._gone.pop(client.player, None)
                if gone is not None:
                    gone.cancel()
                self.away.discard(client.player)
            self.open_game()
            own = self._extend().get(client.player)
            resync = own is not None and after >= len(own.events)
            client.sent = -1 if resync else after
            await client.send({"type": "welcome", **self._welcome(client, resync)})
            await self._seats_changed()
            await self._bring_up_to_date()

    async def detach(self, client: Client) -> None:
        async with self.lock:
            if client in self.clients:
                self.clients.remove(client)
            player = client.player
            if player is not None and not any(c.player == player for c in self.clients):
                loop = asyncio.get_running_loop()
                self._gone[player] = loop.call_later(self.grace, self._schedule, self._away, player)
            await self._seats_changed()

    def _welcome(self, client: Client, resync: bool) -> dict[str, Any]:
        return {
            "table": self.entry.to_json(),
            "player": client.player,
            "host": client.is_host,
            "resync": resync,
        }

    async def seats_taken(self) -> None:
        """A seat was taken: once every person's seat is, the match begins."""
        async with self.lock:
            entry = self.entry
            if self.host is None and entry.state == "open" and all(entry.taken):
                self._start()
                self._run_bots()
                await self._bring_up_to_date()
            else:
                for client in list(self.clients):
                    await client.send({"type": "table", "table": entry.to_json()})

    # -- changes --------------------------------------------------------------------------------------------
    async def handle(self, client: Client, message: Act | Start | End) -> None:
        async with self.lock:
            if isinstance(message, Start | End) and not client.is_host:
                raise NotAllowed("only the host link may start or end the table")
            if isinstance(message, Start):
                if self.host is not None:
                    raise NotAllowed("the match has begun")
                self._start()
            elif isinstance(message, End):
                self.lobby.set_state(self.table_id, "ended")
                for c in list(self.clients):
                    await c.send({"type": "table", "table": self.entry.to_json()})
                return
            else:
                self._act(client, message)
            self._run_bots()
            await self._bring_up_to_date()

    def _act(self, client: Client, message: Act) -> None:
        host = self.host
        if host is None or client.player is None:
            raise IllegalAction("nobody is asked: the match has not begun" if host is None else "a spectator")
        seat = host.seat_of(client.player)
        view = host.waiting().get(seat)
        stream = self.streams[client.player]
        if view is None:
            raise IllegalAction("you are not asked now")
        if message.decision != len(stream.events):
            raise IllegalAction(f"decision {message.decision} is stale; you are asked {len(stream.events)}")
        host.step({seat: message.action}, decision={seat: view.decision}, now=self.clock())

    def _run_bots(self) -> None:
        """The bots answer, and the away bot for every person who is away, until a person is asked."""
        host = self.host
        assert host is not None
        while not host.done:
            moved = host.run_bots(self.clock())
            waiting = {s: v for s, v in host.waiting().items() if host.seating()[s] in self.away}
            if waiting:
                host.step(
                    {s: _away_action(host, v) for s, v in waiting.items()},
                    decision={s: v.decision for s, v in waiting.items()},
                    now=self.clock(),
                )
            elif not moved:
                break

    async def _away(self, player: int) -> None:
        async with self.lock:
            self._gone.pop(player, None)
            if any(c.player == player for c in self.clients):
                return
            self.away.add(player)
            if self.host is not None and not self.host.done:
                self._run_bots()
            await self._seats_changed()
            await self._bring_up_to_date()

    async def _deadline(self) -> None:
        async with self.lock:
            self._timer = None
            if self.host is None or self.host.done:
                return
            self.host.time_out(self.clock())
            self._run_bots()
            await self._bring_up_to_date()

    def _schedule(self, coroutine: Callable[..., Awaitable[None]], *args: Any) -> None:
        """Run a coroutine of the room from a timer (kept until it ends: the loop holds tasks only weakly)."""
        task = asyncio.ensure_future(coroutine(*args))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- telling the clients --------------------------------------------------------------------------------
    def _extend(self) -> dict[int | None, PlayerStream]:
        host = self.host
        if host is None:
            return {}
        seating = host.seating()
        for stream in self.streams.values():
            stream.extend(host.table.events, seating, host.table.flow)
        return self.streams

    async def _bring_up_to_date(self) -> None:
        """Send each client its new events, and each asked person his decision; set the deadline's timer."""
        streams = self._extend()
        host = self.host
        if host is None:
            return
        waiting = host.waiting()
        for client in list(self.clients):
            stream = streams.get(client.player)
            if stream is None:
                continue
            new = stream.after(client.sent)
            if new:
                client.sent = new[-1]["seq"]
                await client.send({"type": "events", "events": new})
            if client.player is None:
                continue
            seat = host.seat_of(client.player)
            view = waiting.get(seat)
            decision = len(stream.events)
            if view is not None and client.asked != decision:
                client.asked = decision
                await client.send(self._decision(view, decision))
        self._set_timer()

    def _decision(self, view: SeatView, decision: int) -> dict[str, Any]:
        host = self.host
        assert host is not None
        due = host.next_due(self.clock())
        shown = view.to_json()
        shown["decision"] = decision
        left = None if due is None else max(0.0, round(due - self.clock(), 1))
        return {"type": "decision", "decision": decision, "view": shown, "seconds": left}

    def _set_timer(self) -> None:
        host = self.host
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if host is None or host.done:
            return
        due = host.next_due(self.clock())
        if due is not None:
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(max(0.0, due - self.clock()), self._schedule, self._deadline)

    async def _seats_changed(self) -> None:
        connected = [any(c.player == p for c in self.clients) for p in range(4)]
        entry = self.entry
        bots = [s.bot is not None or p in self.away for p, s in enumerate(entry.settings.seats)]
        for client in list(self.clients):
            await client.send({"type": "seats", "connected": connected, "bots": bots})

    async def error(self, client: Client, exc: JonggError) -> None:
        await client.send({"type": "error", "error": type(exc).__name__, "message": str(exc)})


def _away_action(host: HostTable, view: SeatView) -> Any:
    """The standard bot's answer for an away person (seeded by the decision: the record shows it anyway)."""
    bot = make_bot(AWAY_BOT, host.ruleset, mixed_seed(view.decision, view.seat or 0), host.options)
    return bot.act(view)
