"""Scoring throughput for `dmjl-classical` and `dmjl-hk-easy`: scored hands per second on seeded random winning hands.

    python benchmarks/bench_scoring.py [--hands 10000] [--seed 2024] [--repeat 7]

The hands are complete (four sets and a pair, some sets exposed or declared as concealed kongs, bonus tiles)
with random winds and random, valid win flags (`contract.md` §3), generated without jongg; Hong Kong Easy gets
the same hands without the fields it does not read (`context`, `win.original_call`, `win.kong_on_kong`).
Per rule set, in one process:

- typed API: `find_ruleset(R).score(ScoreRequest)` (parse, checks, scoring);
- JSON API: `jongg.scoring.score(dict)` (plus the JSON codec);
- anchors measured in the same run, to show where the time goes: `parse_hand`, `decompositions`, `waits`,
  and the rule set's `scoring.score` on hands already parsed.

Each figure is the best of `--repeat` runs over all hands. The rows of one rule set are measured in rounds
(every row once per round, so no row gets an earlier or warmer slot than another), after one untimed warm-up
round; the inputs are frozen out of the garbage collector (`gc.freeze`), a collection runs before each timed
run, and the runs keep no results (earlier, each row kept a list of 10,000 results alive and was measured in
one block in a fixed order, so later rows paid for the collector walking the earlier rows' garbage and the
typed figure printed twice disagreed). The target is 25,000 hands/s through the typed API of each rule set.
Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import gc
import random
import time
from collections.abc import Callable
from typing import Any

from jongg.analysis import Forms, decompositions, waits
from jongg.contract import ScoreRequest
from jongg.notation import parse_hand
from jongg.rules import find_ruleset
from jongg.rules.classical import scoring as classical_scoring
from jongg.rules.hk_easy import scoring as hk_easy_scoring
from jongg.scoring import score as score_json

TARGET = 25_000
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


def for_hk_easy(body: dict[str, Any]) -> dict[str, Any]:
    """The same hand as a `dmjl-hk-easy` request: without the fields Hong Kong Easy does not read."""
    win = {k: v for k, v in body["win"].items() if k not in ("original_call", "kong_on_kong")}
    return {**{k: v for k, v in body.items() if k != "context"}, "ruleset": "dmjl-hk-easy", "win": win}


def measure(rows: list[tuple[str, Callable[[], None]]], repeat: int) -> list[float]:
    """Best seconds per row: one untimed warm-up round, then `repeat` rounds of every row in turn, each run
    after a collection."""
    for _, run in rows:
        run()
    best = [float("inf")] * len(rows)
    for _ in range(repeat):
        for i, (_, run) in enumerate(rows):
            gc.collect()
            start = time.perf_counter()
            run()
            best[i] = min(best[i], time.perf_counter() - start)
    return best


def bench(ruleset_id: str, bodies: list[dict[str, Any]], repeat: int) -> float:
    """Print the rows of one rule set; return its typed-API rate."""
    typed = [ScoreRequest.from_json(b) for b in bodies]
    ruleset = find_ruleset(ruleset_id)
    results = [ruleset.score(r) for r in typed]  # checks every hand is valid
    errors = [(b, r) for b, r in zip(bodies, results, strict=True) if r.error is not None or not r.won]
    if errors:
        raise SystemExit(f"{len(errors)} generated hands did not score as winners in {ruleset_id}, e.g. {errors[0]}")
    hands = [parse_hand(r.hand, red_fives=False) for r in typed]
    options = ruleset.options({})
    scorer = classical_scoring.score if ruleset_id == "dmjl-classical" else hk_easy_scoring.score
    pairs = list(zip(typed, hands, strict=True))
    n = len(bodies)
    limits = sum(r.limit_hand is not None for r in results)
    del results

    def typed_api() -> None:
        for r in typed:
            ruleset.score(r)

    def json_api() -> None:
        for b in bodies:
            score_json(b)

    def parse() -> None:
        for r in typed:
            parse_hand(r.hand, red_fives=False)

    def decompose() -> None:
        for h in hands:
            decompositions(h, FORMS)

    def wait() -> None:
        for h in hands:
            waits(h, FORMS)

    def parsed() -> None:
        for r, h in pairs:
            scorer(r, h, options)  # type: ignore[arg-type]

    rows = [
        ("typed API  find_ruleset(...).score(ScoreRequest)", typed_api),
        ("JSON API   jongg.scoring.score(dict)", json_api),
        ("anchor     parse_hand", parse),
        ("anchor     decompositions", decompose),
        ("anchor     waits", wait),
        ("anchor     scoring.score (parsed hands)", parsed),
    ]
    gc.freeze()  # the inputs are never garbage: keep the collector from walking them in every run
    seconds = measure(rows, repeat)
    gc.unfreeze()
    print(f"{ruleset_id}: {n} random winning hands ({limits} limit hands), best of {repeat} rounds:")
    for (label, _), best in zip(rows, seconds, strict=True):
        print(f"  {label:<52} {n / best:>9,.0f} hands/s  {best / n * 1e6:6.1f} us/hand")
    return n / seconds[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    bodies = [random_request(rng) for _ in range(args.hands)]
    print(f"seed {args.seed}")
    rates = {
        "dmjl-classical": bench("dmjl-classical", bodies, args.repeat),
        "dmjl-hk-easy": bench("dmjl-hk-easy", [for_hk_easy(b) for b in bodies], args.repeat),
    }
    for ruleset_id, rate in rates.items():
        verdict = "meets" if rate >= TARGET else "misses"
        print(f"{ruleset_id} typed API {rate:,.0f} hands/s {verdict} the target of {TARGET:,}/s")


if __name__ == "__main__":
    main()
