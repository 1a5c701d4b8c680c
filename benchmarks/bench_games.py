"""Complete hands per second per rule set with four random and with four standard bots, in one process and
with all cores (`jongg.sim`, process backend), beside the targets of the bots issue as ratios:
random legal actions >= 300 hands/s (Classical, HKE) and >= 200 (Riichi), standard bots >= 100 hands/s, on one
core.

Single hands from seeded walls (`--hands` mode, no duplicate), so every row plays the same deals. Before the
rows, an untimed warm-up plays `--warm-up` hands of every rule set and bot in this process, so the one-core rows
measure steady play (a long simulation's), not the first use of each rule set's tables (the rows with more
workers start fresh processes, as a run does). A one-core row is the best of `--repeat` runs of the same hands
(a second of play is at the mercy of the machine's neighbours: identical runs differ by up to a fifth); the
rows with more workers run once. Riichi (`riichi-hana`) plays with its default options (8 flowers, red fives).
After the Riichi rows, riichienv (a Rust engine, a dev dependency) playing hanchan games with its own random
agents on one core, for comparison.

    python benchmarks/bench_games.py [--hands 300] [--seed 1] [--workers N] [--repeat 3] [--rulesets ...]
"""

from __future__ import annotations

import argparse

from bench_engine import run_riichienv

from jongg.sim import default_workers, simulate

TARGETS = {"random": 300.0, "standard": 100.0}
RIICHI_RANDOM_TARGET = 200.0
RULESETS = ("dmjl-classical", "dmjl-hk-easy", "riichi-hana")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=default_workers())
    parser.add_argument("--rulesets", default=",".join(RULESETS), help="comma-separated rule set ids")
    parser.add_argument("--riichienv-games", type=int, default=5, help="hanchan games of riichienv (0: none)")
    parser.add_argument("--warm-up", type=int, default=30, help="untimed hands per rule set and bot first")
    parser.add_argument("--repeat", type=int, default=3, help="one-core rows: the best of this many runs")
    args = parser.parse_args()
    for ruleset in args.rulesets.split(","):
        for bot in ("random", "standard"):
            if args.warm_up > 0:
                simulate(ruleset, hands=args.warm_up, seed=args.seed + 1, bots=[bot], workers=1)
    print(
        f"{'rule set':16} {'bots':9} {'workers':>7} {'hands':>6} {'hands/s':>9} {'target':>7} {'ratio':>6} "
        f"{'per core':>9}"
    )
    ours = 0.0
    for ruleset in args.rulesets.split(","):
        for bot in ("random", "standard"):
            for workers in sorted({1, args.workers}):
                runs = max(1, args.repeat) if workers == 1 else 1
                results = [
                    simulate(ruleset, hands=args.hands * workers, seed=args.seed, bots=[bot], workers=workers)
                    for _ in range(runs)
                ]
                result = max(results, key=lambda r: r["hands_per_second"])
                rate = result["hands_per_second"]
                target = RIICHI_RANDOM_TARGET if (ruleset, bot) == ("riichi-hana", "random") else TARGETS[bot]
                print(
                    f"{ruleset:16} {bot:9} {workers:7} {result['hands']:6} {rate:9.0f} {target:7.0f} "
                    f"{rate / target:6.2f} {rate / workers:9.0f}"
                )
                if (ruleset, bot, workers) == ("riichi-hana", "random", 1):
                    ours = rate
    anchor = run_riichienv(args.riichienv_games, args.seed) if args.riichienv_games > 0 else None
    if anchor is not None:
        hands, seconds = anchor
        rate = hands / seconds
        print(f"{'riichienv':16} {'random':9} {1:7} {hands:6} {rate:9.0f} {'':7} {'':6} {rate:9.0f}")
        if ours:
            print(f"riichi-hana (8 flowers) random, one core, over riichienv's random agents: {ours / rate:.2f}")


if __name__ == "__main__":
    main()
