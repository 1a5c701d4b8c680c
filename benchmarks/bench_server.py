"""The game server under load: N tables of four person seats, each seat a websocket client on loopback answering
with its first legal action, against one server process (`python -m jongg.server --bot-delay 0`, no time
limits). Per ladder step: actions per second, the latency from an action sent to its events received by all
four seats (p50, p99), and the server's memory per table (VmRSS after the tables were made and played, less
before, over N). The target: 100 concurrent tables at p99 < 20 ms on one core; the ratio printed is 20 ms over
our p99 (above 1: within the target).

Every load is bounded: each table plays at most `--decisions` actions or `--seconds` seconds.

    python benchmarks/bench_server.py [--tables 10,25,50,100] [--decisions 200] [--seconds 20] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "server"))
from serve_client import ServerProcess, create_table, table_settings

TARGET_TABLES = 100
TARGET_P99_MS = 20.0


async def play_table(url: str, tokens: list[str], decisions: int, seconds: float, latencies: list[float]) -> int:
    """Four clients play one table; the number of actions sent. An action's latency ends when every seat has
    received an events frame after it was sent."""
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
                            latencies.append(time.perf_counter() - sent_at[0])
                            sent_at[0] = None
                    if message["events"][-1]["type"] == "match_end":
                        done.set()
                elif message["type"] == "decision":
                    if actions[0] >= decisions:
                        done.set()
                    else:
                        actions[0] += 1
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


async def load(proc: ServerProcess, tables: int, decisions: int, seconds: float, seed: int) -> tuple[int, list[float]]:
    made = [
        create_table(proc.url, {**table_settings("dmjl-hk-easy", 4, seed=seed + n), "public": False})
        for n in range(tables)
    ]
    latencies: list[float] = []
    counts = await asyncio.gather(
        *(play_table(proc.ws_url(m["id"]), m["seat_tokens"], decisions, seconds, latencies) for m in made)
    )
    return sum(counts), latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="10,25,50,100", help="comma-separated ladder of table counts")
    parser.add_argument("--decisions", type=int, default=200, help="actions per table at most")
    parser.add_argument("--seconds", type=float, default=20.0, help="seconds per table at most")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="2 tables, 20 actions each (tests)")
    args = parser.parse_args()
    ladder = [2] if args.quick else [int(n) for n in args.tables.split(",")]
    decisions = 20 if args.quick else args.decisions
    print(
        f"{'tables':>6} {'actions':>8} {'seconds':>8} {'actions/s':>10} {'p50 ms':>7} {'p99 ms':>7} "
        f"{'KiB/table':>10} {'p99 ratio':>9}"
    )
    crossed: int | None = None
    ratio_at_target: float | None = None
    with tempfile.TemporaryDirectory() as tmp:
        for tables in ladder:
            proc = ServerProcess(Path(tmp) / f"data-{tables}", grace=60.0, bot_delay=0.0)
            proc.start()
            try:
                before = proc.rss_kib()
                began = time.perf_counter()
                actions, latencies = asyncio.run(load(proc, tables, decisions, args.seconds, args.seed))
                elapsed = time.perf_counter() - began
                per_table = (proc.rss_kib() - before) / tables
            finally:
                proc.stop()
            ms = sorted(x * 1000 for x in latencies) or [float("nan")]
            p50 = statistics.median(ms)
            p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
            ratio = TARGET_P99_MS / p99 if p99 > 0 else float("inf")
            print(
                f"{tables:6} {actions:8} {elapsed:8.1f} {actions / elapsed:10.0f} {p50:7.1f} {p99:7.1f} "
                f"{per_table:10.0f} {ratio:9.2f}"
            )
            if crossed is None and p99 > TARGET_P99_MS:
                crossed = tables
            if tables == TARGET_TABLES:
                ratio_at_target = ratio
    shown = "not in this ladder" if ratio_at_target is None else f"{ratio_at_target:.2f}"
    print(
        f"target: {TARGET_TABLES} tables at p99 < {TARGET_P99_MS:g} ms; 20 ms over our p99 at {TARGET_TABLES}: {shown}"
    )
    print(f"p99 crosses {TARGET_P99_MS:g} ms at: {crossed if crossed is not None else 'none of these'} tables")


if __name__ == "__main__":
    main()
