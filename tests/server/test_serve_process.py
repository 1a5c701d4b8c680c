"""The game server as a real process (`python -m jongg.server` on 127.0.0.1, a free port, a temporary data
directory) with real websocket clients: reconnection with the last seq held, the away bot after the grace,
deadlines of one second, and SIGKILL at twenty random moments with several tables being played.

Each test starts its own server; every loop is bounded in count and in time.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from serve_client import (
    Message,
    SeatClient,
    ServerForks,
    ServerProcess,
    create_table,
    get,
    post,
    table_settings,
)
from starlette.testclient import TestClient

from jongg.engine import replay, verify
from jongg.engine.events import read_record_file
from jongg.server.app import create_app

pytestmark = pytest.mark.xdist_group("serve")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    proc = ServerProcess(tmp_path / "data", grace=30.0, bot_delay=0.0)
    proc.start()
    try:
        yield proc
    finally:
        proc.stop()


@pytest.fixture
def forks() -> Iterator[ServerForks]:
    made = ServerForks()
    try:
        yield made
    finally:
        made.close()


def finished_record(proc: ServerProcess, table_id: str, timeout: float = 20.0) -> list[Message]:
    """The table's record once it is finished (read from the games folder, where the server exported it)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if get(f"{proc.url}/api/tables/{table_id}")["status"] == "finished":
            return read_record_file(proc.data / "games" / f"{table_id}.jsonl")
        time.sleep(0.1)
    raise AssertionError(f"table {table_id} did not finish in {timeout} s")


def expected_stream(record: list[Message], player: int | None) -> list[Message]:
    """A player's stream as the engine filters the omniscient record (HKE without seat rotation: the player keeps
    the seat the seating gave him), less the header's `play` key, which the game file adds for the host."""
    seat = None if player is None else record[0]["seating"].index(player)
    stream = replay(record).seat_events(seat)
    return [{k: v for k, v in e.items() if k != "play"} for e in stream]


def test_reconnecting_with_the_last_seq_gets_exactly_the_missed_events(server: ServerProcess) -> None:
    made = create_table(server.url, table_settings("dmjl-hk-easy", 1, seed=11))
    url, token = server.ws_url(made["id"]), made["seat_tokens"][0]
    player = SeatClient(url, token)  # plays the whole match
    watcher = SeatClient(url, token, act=False)  # the same player's second client, which comes and goes
    spectator = SeatClient(url, None, act=False)

    rng = random.Random(1)
    away: dict[SeatClient, asyncio.Future[str]] = {}

    async def come_and_go(decision: Message) -> None:
        """While the table waits for the player: now and then his second client, or the spectator, goes or
        comes back with its last seq (see `test_a_client_leaving_while_bots_move_stops_nothing` for why only
        then)."""
        if rng.random() > 0.15:
            return
        client = rng.choice([watcher, spectator])
        await asyncio.sleep(0.05)  # the server has sent this step to everybody
        if client in away and not away[client].done():
            away.pop(client).cancel()  # the client goes, unread frames and all
        else:
            away[client] = asyncio.ensure_future(client.session(30))
        await asyncio.sleep(0.05)

    player.before_act = come_and_go

    async def scenario() -> None:
        assert await player.session(60) == "done"
        for client in (watcher, spectator):
            if client in away:
                away.pop(client).cancel()
            await asyncio.sleep(0.05)
            assert await client.session(10) == "done"

    asyncio.run(scenario())
    record = finished_record(server, made["id"])
    assert verify(record) == []
    for client, seat in ((player, 0), (watcher, 0), (spectator, None)):
        assert client.problems == []
        assert [e["seq"] for e in client.events] == list(range(len(client.events)))
        assert client.events == expected_stream(record, seat)
        welcomes = [m for m in client.messages if m["type"] == "welcome"]
        assert welcomes and not any(w["resync"] for w in welcomes)
    assert watcher.sessions >= 3 and spectator.sessions >= 3

    async def from_the_middle(after: int) -> SeatClient:
        late = SeatClient(url, token, act=False)
        await late.session(5, stop=lambda m: m["type"] == "events", after=after)
        return late

    middle = len(player.events) // 2
    late = asyncio.run(from_the_middle(middle))
    assert late.messages[0]["type"] == "welcome" and not late.messages[0]["resync"]
    got = next(m for m in late.messages if m["type"] == "events")["events"]
    assert got == player.events[middle + 1 :]  # exactly the rest: nothing before `after`, nothing twice


def test_a_person_away_past_the_grace_is_played_by_the_bot_until_he_returns(tmp_path: Path) -> None:
    proc = ServerProcess(tmp_path / "data", grace=1.0, bot_delay=0.03)
    proc.start()
    try:
        made = create_table(proc.url, table_settings("dmjl-hk-easy", 1, seed=5))
        url = proc.ws_url(made["id"])
        ann = SeatClient(url, made["seat_tokens"][0])
        spectator = SeatClient(url, None, act=False)

        async def scenario() -> dict[str, Any]:
            watching = asyncio.ensure_future(spectator.session(60))
            # Ann answers two decisions, then goes without answering the third.
            assert await ann.session(20, stop=lambda m: m["type"] == "decision" and len(ann.decisions) == 3) == (
                "stopped"
            )
            gone_at, asked = time.monotonic(), ann.decisions[-1]
            ann.act = False
            for _ in range(100):  # the spectator sees her played by the bot
                await asyncio.sleep(0.05)
                if bot_moves(spectator, after=gone_at):
                    break
            took_over = next(
                m for m in spectator.messages if m["type"] == "seats" and m["bots"][0] and not m["connected"][0]
            )
            moved = bot_moves(spectator, after=gone_at)
            assert moved, "the away bot did not play for her"
            assert moved[0]["time"] - gone_at >= 0.9  # not before the grace
            await asyncio.sleep(0.3)  # the match moves on without her
            ann.act = True
            back = await ann.session(20, stop=lambda m: m["type"] == "decision")
            spectator.done = True
            watching.cancel()
            return {"took_over": took_over, "asked": asked, "back": back}

        seen = asyncio.run(scenario())
        assert seen["back"] == "stopped"
        asked_again = ann.decisions[-1]
        assert asked_again["decision"] > seen["asked"]["decision"]  # asked again, later in the match
        assert ann.problems == [] and [e["seq"] for e in ann.events] == list(range(len(ann.events)))
        seats_after = [m for m in ann.messages if m["type"] == "seats"][-1]
        assert seats_after["bots"][0] is False and seats_after["connected"][0] is True
    finally:
        proc.stop()


def bot_moves(spectator: SeatClient, after: float) -> list[dict[str, Any]]:
    """Seat 0's discards the spectator got after `after` (time.monotonic()), with the time it got each."""
    return [{"time": t, **e} for t, e in spectator.timed if t > after and e["type"] == "discard" and e["seat"] == 0]


def test_deadlines_of_one_second_play_a_silent_persons_turns(server: ServerProcess) -> None:
    too_short = post(server.url + "/api/tables", table_settings(turn=0.5, claim=0.5))
    assert too_short[0] == 400 and too_short[1]["error"] == "InvalidRequest"  # the minimum limit is 1 s
    made = create_table(server.url, table_settings("dmjl-hk-easy", 1, seed=3, turn=1, claim=1))
    silent = SeatClient(server.ws_url(made["id"]), made["seat_tokens"][0], act=False)

    def own_discards() -> list[Message]:
        seat = silent.events[0]["seating"].index(0) if silent.events else -1
        return [e for e in silent.events if e["type"] == "discard" and e["seat"] == seat]

    started = time.monotonic()
    outcome = asyncio.run(silent.session(25, stop=lambda m: len(own_discards()) >= 3))
    assert outcome == "stopped", outcome
    assert silent.decisions and all(d["seconds"] == 1 for d in silent.decisions)
    # Each of his discards came a second or more after he was asked to discard.
    assert time.monotonic() - started >= 3 * 0.9
    assert all(t - started >= 0.9 for t, e in silent.timed if any(e is d for d in own_discards()))
    assert silent.problems == []
    status, _ = post_ws_end(server, made)
    assert status == "finished"
    record = read_record_file(server.data / "games" / f"{made['id']}.jsonl")
    discards = [e for e in record if e["type"] == "discard" and e["seat"] == record[0]["seating"].index(0)]
    assert len(discards) >= 3  # the record shows the discards the clock made for him
    assert not replay(record).done
    # The host ended the match: the record stops without a match_end, and verify says only that.
    assert verify(record) == ["the record is not finished (no match_end)"]


def post_ws_end(server: ServerProcess, made: dict[str, Any]) -> tuple[str, list[Message]]:
    """The host link ends the table; its status after."""
    host = SeatClient(server.ws_url(made["id"]), made["host_token"], act=False)

    async def end() -> None:
        import json

        import websockets

        async with asyncio.timeout(10):
            async with websockets.connect(host.url) as ws:
                await ws.send(json.dumps({"type": "hello", "token": made["host_token"], "after": -1}))
                await ws.send(json.dumps({"type": "end"}))
                async for text in ws:
                    message = json.loads(text)
                    host.messages.append(message)
                    if message["type"] == "table" and message["table"]["status"] == "finished":
                        return

    asyncio.run(end())
    return get(f"{server.url}/api/tables/{made['id']}")["status"], host.messages


KILLS = 20


def test_sigkill_at_twenty_random_moments_loses_and_repeats_nothing(tmp_path: Path, forks: ServerForks) -> None:
    rng = random.Random(24)
    proc = ServerProcess(tmp_path / "data", grace=30.0, bot_delay=0.0, forks=forks)
    proc.start()
    begun = time.monotonic()
    try:
        people: list[tuple[str, SeatClient]] = []  # (table, its person's client): a person and three bots
        watched: list[tuple[str, SeatClient]] = []  # (table, a spectator): four bots, playing by themselves
        for n in range(3):
            made = create_table(proc.url, table_settings("dmjl-hk-easy", 1, seed=100 + n))
            people.append((made["id"], SeatClient(proc.ws_url(made["id"]), made["seat_tokens"][0])))
        for n, ruleset in enumerate(("dmjl-hk-easy", "dmjl-hk-easy")):
            made = create_table(proc.url, table_settings(ruleset, 0, seed=200 + n))
            watched.append((made["id"], SeatClient(proc.ws_url(made["id"]), None, act=False)))
        clients = [c for _, c in people + watched]

        async def run_until_killed(window: float) -> None:
            """Every client plays (or watches) for `window` seconds; then the server is killed under them."""

            tasks = [asyncio.ensure_future(c.session(window + 5)) for c in clients if not c.done]
            await asyncio.sleep(window)
            proc.kill()
            await asyncio.wait(tasks, timeout=10) if tasks else None

        kills = 0
        for _ in range(KILLS):
            asyncio.run(run_until_killed(rng.uniform(0.05, 0.5)))
            kills += 1
            proc.start()
        assert kills == KILLS and proc.starts == KILLS + 1

        async def to_the_end() -> list[str]:
            return list(await asyncio.gather(*(c.session(40) for c in clients if not c.done)))

        outcomes = asyncio.run(to_the_end())
        assert all(o == "done" for o in outcomes), outcomes
        records = {table: finished_record(proc, table) for table, _ in people + watched}
    finally:
        proc.stop()
    for table, client in people:
        record = records[table]
        assert client.problems == [], client.problems
        expected = expected_stream(record, 0)
        differ = next((n for n, (a, b) in enumerate(zip(client.events, expected, strict=False)) if a != b), None)
        assert differ is None and len(client.events) == len(expected), (
            table,
            len(client.events),
            len(expected),
            differ,
            differ is not None and (client.events[differ], expected[differ]),
        )
    for table, client in watched:
        assert client.problems == [], client.problems
        assert client.events == expected_stream(records[table], None), table
    for record in records.values():
        assert replay(record).done and verify(record) == []
    assert sum(c.sessions for c in clients) >= len(clients) * 2  # every client came back at least once
    assert time.monotonic() - begun < 120


def test_a_client_leaving_while_bots_move_stops_nothing(server: ServerProcess) -> None:
    """Spectators of a table of four bots leave in the middle of its play, abruptly; the table plays on to the
    end without anybody else coming (the server's own state is read over HTTP)."""
    made = create_table(server.url, table_settings("dmjl-hk-easy", 0, seed=21))

    async def leave_abruptly() -> None:
        for _ in range(3):
            spectators = [SeatClient(server.ws_url(made["id"]), None, act=False) for _ in range(3)]
            sessions = [asyncio.ensure_future(s.session(5)) for s in spectators]
            await asyncio.sleep(0.1)
            for session in sessions:
                session.cancel()
            await asyncio.sleep(0.05)

    asyncio.run(leave_abruptly())
    finished_record(server, made["id"], timeout=6)


class _SameSecond:
    """`datetime` for `jongg.host.store.new_game_id`: always the same second."""

    @staticmethod
    def now(tz: Any = None) -> Any:
        import datetime

        return datetime.datetime(2026, 1, 1, tzinfo=tz)


def test_two_tables_made_in_the_same_second_with_the_same_suffix_get_two_ids(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table's id is the second it was made and four hex digits (16 random bits): among 100 tables made in one
    second two share an id with probability 7 %. Here the first two ids drawn are the same, the third differs."""
    import jongg.host.store as host_store

    suffixes = itertools.chain(["abcd", "abcd"], (f"{n:04x}" for n in itertools.count(1)))
    monkeypatch.setattr(host_store, "datetime", _SameSecond)
    monkeypatch.setattr(host_store.secrets, "token_hex", lambda n: next(suffixes))
    with TestClient(create_app(tmp_path, bot_delay=0), raise_server_exceptions=False) as client:
        first = client.post("/api/tables", json=table_settings("dmjl-hk-easy", 1))
        assert first.status_code == 201
        second = client.post("/api/tables", json=table_settings("dmjl-hk-easy", 1))
        assert second.status_code == 201, second.text
        assert second.json()["id"] != first.json()["id"]
