"""Engine throughput: complete hands per second with four random bots, and engine time per decision.

One process, seeded matches per rule set. The anchors are the targets of the engine issues (300 hands/s for the
DMJL rule sets, 200 for Riichi, on one core): the ratio is our figure over it. For Riichi, riichienv's own
random-agent games run in the same process afterwards (an independent engine, a dev dependency), and the last
line gives our Riichi (without flowers) over it. Per decision, only the engine's time counts
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


def run_riichienv(games: int, seed: int) -> tuple[int, float] | None:
    """The anchor for Riichi: riichienv (a Rust engine, a dev dependency) playing hanchan games with its own
    random agents, hands per second of the whole loop (its agents are Python, as our bots are)."""
    try:
        from riichienv import RiichiEnv
        from riichienv.agents import RandomAgent
    except ImportError:  # pragma: no cover - riichienv is a dev dependency
        return None
    hands, start = 0, time.perf_counter()
    for n in range(games):
        env = RiichiEnv(game_mode="4p-red-half", seed=seed + n)
        agents = [RandomAgent(seed=(seed + n) * 4 + p) for p in range(4)]
        observations = env.reset()
        while not env.done():
            observations = env.step({p: agents[p].act(o) for p, o in observations.items()})
        hands += sum(1 for e in env.mjai_log if dict(e)["type"] == "start_kyoku")
    return hands, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'rule set':24} {'hands':>6} {'hands/s':>9} {'target':>7} {'ratio':>6} {'p50 µs':>8} {'p99 µs':>8}")
    ours = 0.0
    for ruleset, options in RUNS:
        hands, seconds, decisions = run(ruleset, options, args.matches, args.seed)
        rate = hands / seconds
        p50 = decisions[len(decisions) // 2] * 1e6
        p99 = decisions[int(len(decisions) * 0.99)] * 1e6
        target = TARGETS[ruleset]
        name = ruleset + "".join(f" {k}={v}" for k, v in options.items())
        print(f"{name:24} {hands:6} {rate:9.0f} {target:7.0f} {rate / target:6.2f} {p50:8.0f} {p99:8.0f}")
        if options == {"flowers": 0}:
            ours = rate
    anchor = run_riichienv(args.matches, args.seed)
    if anchor is not None:
        hands, seconds = anchor
        rate = hands / seconds
        print(
            f"{'riichienv (random)':24} {hands:6} {rate:9.0f}   (riichi-hana flowers=0 / riichienv: {ours / rate:.2f})"
        )


if __name__ == "__main__":
    main()
