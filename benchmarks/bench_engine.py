"""Engine throughput: complete hands per second with four random bots, and engine time per decision.

One process, seeded matches per rule set. The anchor is the target of the engine issue (300 hands/s for the
DMJL rule sets on one core): the ratio is our figure over it. Per decision, only the engine's time counts
(`pending`, which builds the views and legal actions, and `step`); the bots' choice is not timed.

    python benchmarks/bench_engine.py [--matches 20] [--seed 1]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from jongg.bots import RandomBot
from jongg.engine import Table

TARGETS = {"dmjl-classical": 300.0, "dmjl-hk-easy": 300.0, "riichi-hana": 200.0}
"""Hands per second on one core: the engine issues' targets (DMJL 300, Riichi 200)."""
RUNS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("dmjl-classical", {}),
    ("dmjl-hk-easy", {}),
    ("riichi-hana", {"flowers": 0}),
    ("riichi-hana", {}),
)


def run(ruleset: str, options: dict[str, Any], matches: int, seed: int) -> tuple[int, float, list[float]]:
    hands, engine_time, per_decision = 0, 0.0, []
    for n in range(matches):
        start = time.perf_counter()
        table = Table(ruleset, options, seed=seed + n)
        engine_time += time.perf_counter() - start
        bots = [RandomBot(seed * 1000 + n * 4 + s) for s in range(4)]
        while not table.done:
            t0 = time.perf_counter()
            pending = table.pending()
            t1 = time.perf_counter()
            actions = {s: bots[s].act(v) for s, v in pending.items()}
            t2 = time.perf_counter()
            table.step(actions)
            t3 = time.perf_counter()
            per_decision.append((t1 - t0) + (t3 - t2))
            engine_time += per_decision[-1]
        hands += sum(1 for e in table.events if e["type"] == "hand_end")
    return hands, engine_time, sorted(per_decision)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'rule set':24} {'hands':>6} {'hands/s':>9} {'target':>7} {'ratio':>6} {'p50 µs':>8} {'p99 µs':>8}")
    for ruleset, options in RUNS:
        hands, seconds, decisions = run(ruleset, options, args.matches, args.seed)
        rate = hands / seconds
        p50 = decisions[len(decisions) // 2] * 1e6
        p99 = decisions[int(len(decisions) * 0.99)] * 1e6
        target = TARGETS[ruleset]
        name = ruleset + "".join(f" {k}={v}" for k, v in options.items())
        print(f"{name:24} {hands:6} {rate:9.0f} {target:7.0f} {rate / target:6.2f} {p50:8.0f} {p99:8.0f}")


if __name__ == "__main__":
    main()
