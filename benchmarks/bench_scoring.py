"""Scoring throughput for `dmjl-classical`: scored hands per second on seeded random winning hands.

    python benchmarks/bench_scoring.py [--hands 10000] [--seed 2024] [--repeat 5]

The hands are complete (four sets and a pair, some sets exposed or declared as concealed kongs, bonus tiles)
with random winds and random, valid win flags (`contract.md` §3), generated without jongg. Each figure is the
best of `--repeat` runs over all hands, in one process:

- typed API: `find_ruleset("dmjl-classical").score(ScoreRequest)` (parse, checks, scoring);
- JSON API: `jongg.scoring.score(dict)` (plus the JSON codec);
- anchors measured in the same run, to show where the time goes: `parse_hand`, `decompositions`, `waits`,
  and `classical_scoring.score` on hands already parsed.

The target is 20,000 hands/s through the typed API. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

from jongg.analysis import Forms, decompositions, waits
from jongg.contract import ScoreRequest
from jongg.notation import parse_hand
from jongg.rules import find_ruleset
from jongg.rules.classical import scoring as classical_scoring
from jongg.scoring import score as score_json

TARGET = 20_000
KINDS = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]
WINDS = ("E", "S", "W", "N")
FORMS = Forms.REGULAR | Forms.ORPHANS


def _spell(codes: list[str]) -> str:
    """Tiles as one compact token (`123m55p`), in suit order."""
    out = ""
    for suit in "mpsz":
        digits = sorted(c[0] for c in codes if c[1] == suit)
        if digits:
            out += "".join(digits) + suit
    return out


def random_request(rng: random.Random) -> dict[str, Any]:
    """One complete winning hand with random winds, bonus tiles and valid win flags, as a JSON request."""
    while True:
        pool = dict.fromkeys(KINDS, 4)
        concealed: list[str] = []
        melds: list[str] = []
        kongs = exposed = 0
        ok = True
        for _ in range(4):
            shape = rng.random()
            if shape < 0.45:
                suit, n = rng.choice("mps"), rng.randint(1, 7)
                tiles = [f"{n + i}{suit}" for i in range(3)]
            else:
                kind = rng.choice(KINDS)
                tiles = [kind] * (4 if shape > 0.9 else 3)
            if any(pool[t] < tiles.count(t) for t in tiles):
                ok = False
                break
            for t in tiles:
                pool[t] -= 1
            if len(tiles) == 4:
                kongs += 1
                concealed_kong = rng.random() < 0.4
                exposed += not concealed_kong
                melds.append(("({})" if concealed_kong else "[{}]").format(_spell(tiles)))
            elif rng.random() < 0.3:
                exposed += 1
                melds.append(f"[{_spell(tiles)}]")
            else:
                concealed += tiles
        pairs = [k for k in KINDS if pool[k] >= 2]
        if not ok or not pairs:
            continue
        pair = rng.choice(pairs)
        pool[pair] -= 2
        concealed += [pair, pair]
        winning = concealed.pop(rng.randrange(len(concealed)))
        bonus = [f"{n}{s}" for s in "fg" for n in range(1, 5) if rng.random() < 0.15]
        seat = rng.choice(WINDS)
        win: dict[str, Any] = {"by": "self-draw" if rng.random() < 0.5 else "discard"}
        if win["by"] == "discard":
            win["from"] = rng.choice([w for w in WINDS if w != seat])
            win["robbing_kong"] = pool[winning] == 3 and rng.random() < 0.03  # the other three in the kong
        else:
            win["replacement"] = kongs > 0 and rng.random() < 0.2
            win["kong_on_kong"] = win["replacement"] and kongs >= 2 and rng.random() < 0.2
        win["last_tile"] = not win.get("replacement") and not win.get("robbing_kong") and rng.random() < 0.05
        by_east = seat == "E" and win["by"] == "self-draw"
        from_east = seat != "E" and win.get("from") == "E" and not melds
        first_turn_ok = not exposed and not win["last_tile"] and (by_east or from_east)
        win["first_turn"] = first_turn_ok and rng.random() < 0.02
        win["original_call"] = (
            not win["first_turn"] and exposed <= 1 and not win.get("replacement") and rng.random() < 0.03
        )
        hand = " ".join(filter(None, [_spell(concealed), *melds, _spell(bonus), f"+{winning}"]))
        return {
            "ruleset": "dmjl-classical",
            "hand": hand,
            "seat_wind": seat,
            "round_wind": rng.choice(WINDS),
            "win": win,
            "context": {"east_consecutive_wins": rng.choice((0, 0, 0, 1, 8)) if seat == "E" else 0},
        }


def best_rate(run: Callable[[], object], count: int, repeat: int) -> float:
    """Items per second, best of `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return count / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    bodies = [random_request(rng) for _ in range(args.hands)]
    typed = [ScoreRequest.from_json(b) for b in bodies]
    ruleset = find_ruleset("dmjl-classical")
    results = [ruleset.score(r) for r in typed]  # warms the analysis tables; checks every hand is valid
    errors = [b for b, r in zip(bodies, results, strict=True) if r.error is not None or not r.won]
    if errors:
        raise SystemExit(f"{len(errors)} generated hands did not score as winners, e.g. {errors[0]}")
    hands = [parse_hand(r.hand, red_fives=False) for r in typed]
    options = ruleset.options({})
    n = len(bodies)
    limits = sum(r.limit_hand is not None for r in results)
    print(f"{n} random winning hands (seed {args.seed}; {limits} limit hands), best of {args.repeat} runs:")

    rows = [
        ("typed API  find_ruleset(...).score(ScoreRequest)", lambda: [ruleset.score(r) for r in typed]),
        ("JSON API   jongg.scoring.score(dict)", lambda: [score_json(b) for b in bodies]),
        ("anchor     parse_hand", lambda: [parse_hand(r.hand, red_fives=False) for r in typed]),
        ("anchor     decompositions", lambda: [decompositions(h, FORMS) for h in hands]),
        ("anchor     waits", lambda: [waits(h, FORMS) for h in hands]),
        (
            "anchor     classical_scoring.score (parsed hands)",
            lambda: [classical_scoring.score(r, h, options) for r, h in zip(typed, hands, strict=True)],
        ),
    ]
    for label, run in rows:
        rate = best_rate(run, n, args.repeat)
        print(f"  {label:<52} {rate:>9,.0f} hands/s  {1e6 / rate:6.1f} us/hand")
    typed_rate = best_rate(rows[0][1], n, args.repeat)
    verdict = "meets" if typed_rate >= TARGET else "misses"
    print(f"typed API {typed_rate:,.0f} hands/s {verdict} the target of {TARGET:,}/s")


if __name__ == "__main__":
    main()
