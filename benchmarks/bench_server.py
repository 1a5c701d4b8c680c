"""The game server under load: N tables of four person seats, each seat a websocket client on loopback, against
one server process (`python -m jongg.server --bot-delay 0`, no time limits) pinned to one core, the clients on
the other.

A client answers each decision with its first legal action after a think time (`--think`, 0.5 s on average,
drawn from 0.5x to 1.5x of it: the pace of the server's own bots; people are slower). Per ladder step: actions
per second; the latency from an action sent to its events received by all four seats (p50, p99, max), of the
actions answered in the steady state: after the first `WARM_UP` seconds, in which every table was asked its
first question at the same moment, and before the last second, in which the tables stop; and the server's
memory per table (VmRSS after the tables were made and played, less before, over N). The target: 100
concurrent tables at p99 < 20 ms on one core; the ratio printed is 20 ms over our p99 (above 1: within the
target). A last line measures the server's capacity: 10 tables whose clients answer at once (no think time),
so the server is never idle; its actions per second bound what one process can referee.

Every load is bounded: each table plays at most `--decisions` actions or `--seconds` seconds.

    python benchmarks/bench_server.py [--tables 10,25,50,100,150,200,250] [--think 0.5] [--decisions 200]
        [--seconds 20] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))  # what the server client imports
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "server"))
from serve_client import ServerProcess, create_table, table_settings

TARGET_TABLES = 100
TARGET_P99_MS = 20.0
CAPACITY_TABLES = 10
WARM_UP = 2.0


async def play_table(
    url: str,
    tokens: list[str],
    decisions: int,
    seconds: float,
    think: float,
    rng: random.Random,
    latencies: list[tuple[float, float]],
) -> int:
    """Four clients play one table; the number of actions sent. An action's latency ends when every seat has
    received an events frame after it was sent (`latencies`: when, how long)."""
    sent_at: list[float | None] = [None]
    waiting: set[int] = set()
    actions = [0]
    done = asyncio.Event()

    async def seat(n: int, token: str) -> None:
        async with websockets.connect(url, max_size=None) as ws:
            await ws.send(json.dumps({"type": "hello", "token": token, "after": -1}))
            async for text in ws:
                message = json.loads(text)
                if message["type"] == "events":
                    if sent_at[0] is not None and n in waiting:
                        waiting.discard(n)
                        if not waiting:
                            now = time.perf_counter()
                            latencies.append((now, now - sent_at[0]))
                            sent_at[0] = None
                    if message["events"][-1]["type"] == "match_end":
                        done.set()
                elif message["type"] == "decision":
                    if actions[0] >= decisions:
                        done.set()
                    else:
                        actions[0] += 1
                        if think > 0:
                            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                        if sent_at[0] is None:
                            sent_at[0] = time.perf_counter()
                            waiting.update(range(4))
                        action = message["view"]["legal_actions"][0]
                        await ws.send(json.dumps({"type": "act", "decision": message["decision"], "action": action}))
                if done.is_set():
                    return

    tasks = [asyncio.ensure_future(seat(n, t)) for n, t in enumerate(tokens)]
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(done.wait(), timeout=seconds)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return actions[0]


async def load(
    proc: ServerProcess, tables: int, decisions: int, seconds: float, think: float, seed: int
) -> tuple[int, list[float]]:
    """The tables made, then played at once: the actions sent, the latencies of the steady state."""
    made = [
        create_table(proc.url, {**table_settings("dmjl-hk-easy", 4, seed=seed + n), "public": False})
        for n in range(tables)
    ]
    latencies: list[tuple[float, float]] = []
    rng = random.Random(seed)
    began = time.perf_counter()
    counts = await asyncio.gather(
        *(play_table(proc.ws_url(m["id"]), m["seat_tokens"], decisions, seconds, think, rng, latencies) for m in made)
    )
    warm_up = WARM_UP if think > 0 else 0.0  # the capacity run and --quick: every action counts
    steady = (began + warm_up, began + seconds - (1.0 if think > 0 else 0.0))
    return sum(counts), [took for at, took in latencies if steady[0] <= at <= steady[1]]


def pin(pid: int, cpu: int) -> None:
    """Run `pid` (0: this process) on one core, where the machine has two or more."""
    cpus = sorted(os.sched_getaffinity(0))
    if len(cpus) >= 2:
        os.sched_setaffinity(pid, {cpus[cpu % len(cpus)]})


def run_step(
    base: Path, tables: int, decisions: int, seconds: float, think: float, seed: int
) -> tuple[int, float, list[float], float]:
    """One load against a fresh server: actions, seconds, latencies (s), KiB of server memory per table."""
    proc = ServerProcess(base / f"data-{tables}-{think}", grace=60.0, bot_delay=0.0)
    proc.start()
    try:
        assert proc.proc is not None
        pin(proc.proc.pid, 0)
        before = proc.rss_kib()
        began = time.perf_counter()
        actions, latencies = asyncio.run(load(proc, tables, decisions, seconds, think, seed))
        elapsed = time.perf_counter() - began
        per_table = (proc.rss_kib() - before) / tables
    finally:
        proc.stop()
    return actions, elapsed, latencies, per_table


def percentiles(latencies: list[float]) -> tuple[float, float, float]:
    """p50, p99 and max in milliseconds."""
    ms = sorted(x * 1000 for x in latencies) or [float("nan")]
    return statistics.median(ms), ms[min(len(ms) - 1, int(len(ms) * 0.99))], ms[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="10,25,50,100,150,200,250", help="comma-separated ladder of table counts")
    parser.add_argument("--think", type=float, default=0.5, help="a client's mean seconds before it answers")
    parser.add_argument("--decisions", type=int, default=200, help="actions per table at most")
    parser.add_argument("--seconds", type=float, default=20.0, help="seconds per table at most")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="2 tables, 20 actions each, no think time (tests)")
    args = parser.parse_args()
    ladder = [2] if args.quick else [int(n) for n in args.tables.split(",")]
    decisions = 20 if args.quick else args.decisions
    think = 0.0 if args.quick else args.think
    pin(0, 1)
    print(f"clients think {think:g} s on average; the server on one core, the clients on another")
    print(
        f"{'tables':>6} {'actions':>8} {'seconds':>8} {'actions/s':>10} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} "
        f"{'KiB/table':>10} {'p99 ratio':>9}"
    )
    crossed: int | None = None
    ratio_at_target: float | None = None
    with tempfile.TemporaryDirectory() as tmp:
        for tables in ladder:
            actions, elapsed, latencies, per_table = run_step(
                Path(tmp), tables, decisions, args.seconds, think, args.seed
            )
            p50, p99, most = percentiles(latencies)
            ratio = TARGET_P99_MS / p99 if p99 > 0 else float("inf")
            print(
                f"{tables:6} {actions:8} {elapsed:8.1f} {actions / elapsed:10.0f} {p50:7.1f} {p99:7.1f} {most:7.1f} "
                f"{per_table:10.0f} {ratio:9.2f}"
            )
            if crossed is None and p99 > TARGET_P99_MS:
                crossed = tables
            if tables == TARGET_TABLES:
                ratio_at_target = ratio
        if not args.quick:
            actions, elapsed, latencies, _ = run_step(
                Path(tmp), CAPACITY_TABLES, decisions, args.seconds, 0.0, args.seed
            )
            p50, p99, _ = percentiles(latencies)
            print(
                f"capacity: {CAPACITY_TABLES} tables answering at once: {actions / elapsed:.0f} actions/s "
                f"(p50 {p50:.1f} ms, p99 {p99:.1f} ms)"
            )
    shown = "not in this ladder" if ratio_at_target is None else f"{ratio_at_target:.2f}"
    print(
        f"target: {TARGET_TABLES} tables at p99 < {TARGET_P99_MS:g} ms; 20 ms over our p99 at {TARGET_TABLES}: {shown}"
    )
    print(f"p99 crosses {TARGET_P99_MS:g} ms at: {crossed if crossed is not None else 'none of these'} tables")


if __name__ == "__main__":
    main()
