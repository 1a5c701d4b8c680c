"""Helpers for the tests (and the benchmark) that run the game server as a real process: a free port, the server
started, killed and started again on its data directory, the lobby over HTTP, and a websocket client per seat
that keeps every event it holds across reconnections and notes any gap or repeat of its seqs.

Every wait here is bounded in time: a server that does not answer fails a test, it never hangs it.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import websockets
from line_ask import ask

SRC = Path(__file__).resolve().parents[2] / "src"
Message = dict[str, Any]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def server_env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(SRC), os.environ.get("PYTHONPATH", "")])}


class Forked:
    """A server process forked by a `ServerForks`, with the part of `subprocess.Popen` that `ServerProcess` uses."""

    def __init__(self, forks: ServerForks, pid: int) -> None:
        self.forks, self.pid = forks, pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            status = self.forks.ask({"poll": self.pid})
            if status is not None:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self, timeout: float) -> int:
        end = time.monotonic() + timeout
        while self.poll() is None:
            if time.monotonic() > end:
                raise subprocess.TimeoutExpired(f"server {self.pid}", timeout)
            time.sleep(0.01)
        assert self.returncode is not None
        return self.returncode

    def terminate(self) -> None:
        os.kill(self.pid, signal.SIGTERM)


class ServerForks:
    """Starts servers by asking a process that has imported the server once to fork them (`server_forks.py`): a
    server started as a new interpreter spent most of its start importing. Each is still a process of its own,
    started on its data directory and killed for real; `python -m jongg.server` itself is started by the other
    tests."""

    def __init__(self) -> None:
        script = Path(__file__).with_name("server_forks.py")
        self.server = subprocess.Popen(
            [sys.executable, str(script)], env=server_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )

    def ask(self, request: dict[str, Any]) -> Any:
        return json.loads(ask(self.server, request))

    def start(self, args: list[str], log: Path) -> Forked:
        return Forked(self, int(self.ask({"run": args, "log": str(log)})))

    def close(self) -> None:
        for pipe in (self.server.stdin, self.server.stdout):
            if pipe is not None:
                pipe.close()
        if self.server.wait(timeout=30) != 0:
            self.server.kill()


class ServerProcess:
    """`python -m jongg.server` on 127.0.0.1 with a data directory; `start` waits for `/api/health`."""

    def __init__(
        self,
        data: Path,
        *,
        grace: float = 1.0,
        bot_delay: float = 0.0,
        port: int | None = None,
        result_seconds: float | None = None,
        forks: ServerForks | None = None,
    ) -> None:
        """`result_seconds`: how long the next hand waits at most for a person reading a result (None: the
        server's default); `forks`: start it by a fork of that process (else as a new interpreter)."""
        self.data, self.grace, self.bot_delay, self.result_seconds = data, grace, bot_delay, result_seconds
        self.port = port if port is not None else free_port()
        self.forks = forks
        self.proc: subprocess.Popen[bytes] | Forked | None = None
        self.log = data.parent / f"{data.name}-server.log"
        self.starts = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ws_url(self, table_id: str) -> str:
        return f"ws://127.0.0.1:{self.port}/ws/{table_id}"

    def start(self, timeout: float = 30.0) -> None:
        args = ["--host", "127.0.0.1", "--port", str(self.port), "--data-dir", str(self.data)]
        args += ["--bot-delay", str(self.bot_delay), "--grace", str(self.grace)]
        if self.result_seconds is not None:
            args += ["--result-seconds", str(self.result_seconds)]
        if self.forks is not None:
            self.proc = self.forks.start(args, self.log)
        else:
            with self.log.open("ab") as log:
                command = [sys.executable, "-m", "jongg.server", *args]
                self.proc = subprocess.Popen(command, stdout=log, stderr=log, env=server_env())
        self.starts += 1
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited with {self.proc.returncode}: {self.log.read_text()[-2000:]}")
            try:
                if get(self.url + "/api/health", timeout=1.0)["ok"]:
                    return
            except (OSError, urllib.error.URLError):
                time.sleep(0.01)  # a refused connection costs nothing: the server is seen up as soon as it is
        raise TimeoutError(f"the server did not answer /api/health in {timeout} s")

    def kill(self) -> None:
        """SIGKILL: no shutdown of any kind."""
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()

    def rss_kib(self) -> int:
        """The server's resident memory (VmRSS), in KiB."""
        assert self.proc is not None
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS")


def request(method: str, url: str, body: Any = None, timeout: float = 10.0) -> tuple[int, Any]:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method, headers={"content-type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as answer:
            raw = answer.read()
            status = answer.status
    except urllib.error.HTTPError as exc:
        raw, status = exc.read(), exc.code
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, raw


def get(url: str, timeout: float = 10.0) -> Any:
    return request("GET", url, timeout=timeout)[1]


def post(url: str, body: Any, timeout: float = 10.0) -> tuple[int, Any]:
    return request("POST", url, body, timeout)


def table_settings(
    ruleset: str = "dmjl-hk-easy",
    people: int = 1,
    *,
    seed: int = 7,
    turn: float | None = None,
    claim: float | None = None,
    bot: str = "standard",
    hints: bool = True,
) -> dict[str, Any]:
    """Settings with `people` person seats first, then bots."""
    seats = [{"kind": "human", "name": f"P{n}"} for n in range(people)]
    seats += [{"kind": "bot", "bot": bot} for _ in range(4 - people)]
    return {
        "ruleset": ruleset,
        "options": {},
        "seats": seats,
        "seed": seed,
        "turn_seconds": turn,
        "claim_seconds": claim,
        "hints": hints,
    }


def create_table(base: str, settings: dict[str, Any], attempts: int = 5) -> dict[str, Any]:
    """POST /api/tables (again, a few times, on a 500: see `test_two_tables_made_in_one_second_may_collide`)."""
    for _ in range(attempts):
        status, made = post(base + "/api/tables", settings)
        if status == 201:
            return dict(made)
        if status != 500:
            break
    raise AssertionError(f"POST /api/tables: {status} {made}")


@dataclass(eq=False)
class SeatClient:
    """One client of one table (a seat's link, or None: a spectator) across any number of sessions.

    `events` holds every event it was sent, in order; an event whose seq is not the next one is noted in
    `problems` (a gap or a repeat), not appended. A session answers each decision with its first legal action
    when `act` is set."""

    url: str
    token: str | None
    act: bool = True
    events: list[Message] = field(default_factory=list)
    frames: list[str] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    decisions: list[Message] = field(default_factory=list)
    timed: list[tuple[float, Message]] = field(default_factory=list)
    """Each event with the time.monotonic() it arrived."""
    sessions: int = 0
    done: bool = False
    on_events: Callable[[SeatClient, list[Message]], None] | None = None
    before_act: Callable[[Message], Awaitable[None]] | None = None
    """Awaited before each answer (while the table waits for this seat)."""

    @property
    def last(self) -> int:
        return self.events[-1]["seq"] if self.events else -1

    async def session(
        self, timeout: float, stop: Callable[[Message], bool] | None = None, after: int | None = None
    ) -> str:
        """Connect, say hello with the last seq held (or `after`), and read until the match ends ("done"), `stop`
        says so ("stopped": a decision it stops at is not answered), the server goes ("closed") or `timeout`
        seconds pass ("timeout")."""
        self.sessions += 1
        try:
            async with asyncio.timeout(timeout):
                async with websockets.connect(self.url, open_timeout=5, close_timeout=1, max_size=None) as ws:
                    hello = {"type": "hello", "token": self.token, "after": self.last if after is None else after}
                    await ws.send(json.dumps(hello))
                    async for text in ws:
                        assert isinstance(text, str)
                        self.frames.append(text)
                        message = json.loads(text)
                        self.messages.append(message)
                        stopping = stop is not None and stop(message)
                        if message["type"] == "events":
                            self._take(message["events"])
                        elif message["type"] == "decision":
                            self.decisions.append(message)
                            if self.before_act is not None and not stopping:
                                await self.before_act(message)
                            if self.act and not stopping:
                                answer = message["view"]["legal_actions"][0]
                                await ws.send(
                                    json.dumps({"type": "act", "decision": message["decision"], "action": answer})
                                )
                        if stopping:
                            return "stopped"
                        if self.done:
                            return "done"
                    return "closed"
        except TimeoutError:
            return "timeout"
        except (OSError, websockets.ConnectionClosed, websockets.InvalidHandshake):
            return "closed"

    def _take(self, events: list[Message]) -> None:
        for event in events:
            if event["seq"] != self.last + 1:
                self.problems.append(f"seq {event['seq']} after {self.last}")
                continue
            self.events.append(event)
            self.timed.append((time.monotonic(), event))
            if event["type"] == "match_end":
                self.done = True
        if self.on_events is not None:
            self.on_events(self, events)


def without_seq(event: Message) -> Message:
    return {k: v for k, v in event.items() if k != "seq"}
