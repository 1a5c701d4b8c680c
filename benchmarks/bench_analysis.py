"""Analysis throughput: our table-driven shanten / completeness against the `mahjong` library, same run.

One seeded set of random hands (14 and 13 tiles drawn from a 136-tile wall). Every call gets the hand's own
34-count list; nothing is cached per hand. Prints hands/s and ratios; asserts nothing about time.

    python benchmarks/bench_analysis.py [--hands 100000] [--seed 2024]
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from mahjong.agari import Agari
from mahjong.shanten import Shanten

from jongg.analysis import Forms, is_complete, is_complete_counts, lookup, shanten, shanten_of_counts
from jongg.hand import Hand
from jongg.rules.riichi.tables import FORMS as RIICHI
from jongg.tiles import Tile

WALL = [kind for kind in range(34) for _ in range(4)]


def deal(rng: random.Random, n_hands: int, size: int) -> list[list[int]]:
    hands = []
    for _ in range(n_hands):
        counts = [0] * 34
        for kind in rng.sample(WALL, size):
            counts[kind] += 1
        hands.append(counts)
    return hands


def rate(label: str, fn: Callable[[Any], object], items: Sequence[Any]) -> float:
    """Hands per second of `fn` over `items` (best of two passes; the loop overhead is included)."""
    best = float("inf")
    for _ in range(2):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, time.perf_counter() - start)
    per_s = len(items) / best
    print(f"  {label:<52} {per_s:>12,.0f} hands/s")
    return per_s


def fresh(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, check=True)


def timings() -> None:
    """Table load and `import jongg` cost, each in a fresh interpreter (best of three: no .pyc compiling)."""
    load_code = (
        "import time, jongg.analysis.lookup as s; t = time.perf_counter(); s.load_tables(); "
        "print((time.perf_counter() - t) * 1000)"
    )
    load_ms = min(float(fresh("-c", load_code).stdout) for _ in range(3))
    imports: dict[str, int] = {}
    for _ in range(3):  # `import jongg` loads the analysis only when asked for: import it by name
        for line in fresh("-X", "importtime", "-c", "import jongg.analysis").stderr.splitlines()[1:]:
            _, cumulative, name = line.split("|")
            imports[name.strip()] = min(imports.get(name.strip(), 10**9), int(cumulative))
    print(f"  table load (first call)                              {load_ms:>9.1f} ms")
    print(f"  import jongg.analysis (cumulative, -X importtime)    {imports['jongg.analysis'] / 1000:>9.1f} ms")
    print(f"    of which the package jongg                         {imports['jongg'] / 1000:>9.1f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lookup.config(Forms.DEFAULT)  # load the tables outside the timings
    lookup.config(RIICHI)
    timings()
    for size in (14, 13):
        hands = deal(rng, args.hands, size)
        objects = [Hand(Tile(k) for k, n in enumerate(c) for _ in range(n)) for c in hands]
        print(f"\n{len(hands):,} random {size}-tile hands (seed {args.seed})")
        ours = rate("jongg shanten_of_counts (HK Easy forms)", shanten_of_counts, hands)
        ours_r = rate(
            "jongg shanten_of_counts (Riichi forms, via a lambda)",
            lambda c: shanten_of_counts(c, 0, RIICHI),
            hands,
        )
        rate("jongg shanten(hand), keys kept by the hand", shanten, objects)
        theirs = rate("mahjong Shanten.calculate_shanten", Shanten.calculate_shanten, hands)
        print(f"  ratio shanten_of_counts / mahjong: {ours / theirs:.1f}x (Riichi forms {ours_r / theirs:.1f}x)")
        differ = sum(shanten_of_counts(c, 0, RIICHI) != Shanten.calculate_shanten(c) for c in hands)
        print(f"  hands where mahjong's shanten differs from the exact one: {differ}")
        if size == 14:
            done = rate("jongg is_complete_counts", is_complete_counts, hands)
            rate("jongg is_complete(hand)", is_complete, objects)
            agari = rate("mahjong Agari.is_agari", Agari.is_agari, hands)
            print(f"  ratio is_complete_counts / mahjong: {done / agari:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
