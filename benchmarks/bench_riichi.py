"""`riichi-hana` scoring throughput against the `mahjong` library (2.1.0), on the same 10,000 hands, in one run.

    python benchmarks/bench_riichi.py [--repeat 3] [--hands 10000]

The hands are the differential vectors (`tests/data/riichi-mahjong-oracle.jsonl.gz`, see
`tools/make_riichi_vectors.py`). Both sides get their input prepared before the clock starts, and each figure
is the best of `--repeat` runs over all hands, the rows measured in rounds (every row once per round, after
one untimed warm-up round, a garbage collection before each run, the prepared inputs frozen out of the
collector), so no row gets a warmer or quieter slot than another:

- library: `HandCalculator.estimate_hand_value(tiles, win_tile, melds, dora, config, ura)` with 136-tile ids,
  `Meld` objects and a `HandConfig` per hand made beforehand (the library changes the config it is given, so
  a fresh set is made for every run, outside the clock);
- library with config: the same, making each `HandConfig` in the loop (as a caller must, once per hand): the
  anchor of the ratios (issue 10: typed API at least 3x, JSON API at least 2x);
- ours, parsed: `Riichi.check` and `riichi_scoring.score` on a hand read by `read_hand` (the parsed `Hand`
  and its packed counts, as the typed API reads it) with a typed `ScoreRequest` (both start from parsed tiles);
- ours, typed API: `find_ruleset("riichi-hana").score(ScoreRequest)`, which also parses the hand string;
- ours, JSON API: `jongg.score(dict)`, with the JSON codec as well;
- anchors (no ratio), to show where the figures go: the typed API's first pass over the hands in this process
  (timed once, before anything else scores: the facts of each suit pattern are filed the first time it is met,
  so this is what a stream of hands not seen before costs until the patterns it holds are filed; the rounds
  measure the steady state), `read_hand` alone on the same hand strings (what the typed API adds to the
  parsed figure), `Riichi.check` alone and `decompositions` in the Riichi forms alone, on the same parsed
  hands.

Before timing, the library's han, fu and total are checked against the stored verdicts (so the inputs are
right), and ours against the library through the differential test's comparison. Nothing here asserts a
time; the ratio is printed (`--min-ratio` makes the exit status 1 below it).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "rules"))

import riichi_vectors as rv

from jongg.analysis import decompositions
from jongg.contract import ScoreRequest
from jongg.notation import read_hand
from jongg.rules import find_ruleset
from jongg.rules.riichi import Riichi
from jongg.rules.riichi import scoring as riichi_scoring
from jongg.scoring import score as score_json

TYPED_TARGET, JSON_TARGET = 3.0, 2.0
SUITS = {"m": 0, "p": 9, "s": 18, "z": 27}
RED_IDS = {4: 16, 13: 52, 22: 88}
"""The library's 136-ids of the red fives (5m, 5p, 5s)."""
WIND_INDEX = {"E": 0, "S": 1, "W": 2, "N": 3}


class Ids:
    """Distinct 136-ids for the tiles of one hand: a red five gets the library's red id, a plain tile the
    next free copy of its kind (the red id only for a fourth plain five, in a hand without red fives)."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, code: str) -> int:
        digit, suit = int(code[0]), code[1]
        kind = SUITS[suit] + (4 if digit == 0 else digit - 1)
        if digit == 0:
            tile = RED_IDS[kind]
        else:
            free = [t for t in range(kind * 4, kind * 4 + 4) if t not in self.used]
            plain = [t for t in free if t != RED_IDS.get(kind)]
            tile = (plain or free)[0]  # a fourth plain five only when red fives do not count
        self.used.add(tile)
        return tile


def library_inputs(hand: dict[str, Any]) -> tuple[Any, ...]:
    """(tiles, win_tile, melds, dora, ura, make_config) for `estimate_hand_value`."""
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.meld import Meld

    ids = Ids()
    melds = []
    kinds = {"chi": Meld.CHI, "pon": Meld.PON, "kan": Meld.KAN, "shouminkan": Meld.SHOUMINKAN}
    for meld in hand["melds"]:
        tiles = sorted(ids.take(code) for code in rv._tiles(meld["tiles"]))
        melds.append(Meld(meld_type=kinds[meld["type"]], tiles=tiles, opened=meld["opened"]))
    closed = sorted(rv._tiles(hand["closed"]), key=lambda code: code != hand["win_tile"])
    closed_ids = [ids.take(code) for code in closed]
    win_tile = closed_ids[0]
    tiles = closed_ids + [t for meld in melds for t in meld.tiles]

    def indicator(code: str) -> int:
        digit, suit = int(code[0]), code[1]
        return (SUITS[suit] + (4 if digit == 0 else digit - 1)) * 4

    dora = [indicator(code) for code in rv._tiles(hand["dora_indicators"])]
    riichi = hand["riichi"] or hand["double_riichi"]
    ura = [indicator(code) for code in rv._tiles(hand["ura_dora_indicators"])] if riichi else None

    def make_config() -> Any:
        return HandConfig(
            is_tsumo=hand["is_tsumo"],
            is_riichi=riichi,
            is_ippatsu=hand["ippatsu"],
            is_rinshan=hand["rinshan"],
            is_chankan=hand["chankan"],
            is_haitei=hand["haitei"],
            is_houtei=hand["houtei"],
            is_daburu_riichi=hand["double_riichi"],
            is_tenhou=hand["tenhou"],
            is_chiihou=hand["chiihou"],
            is_renhou=hand["renhou"],
            player_wind=27 + WIND_INDEX[hand["seat_wind"]],
            round_wind=27 + WIND_INDEX[hand["round_wind"]],
            kyoutaku_number=hand["riichi_sticks"],
            tsumi_number=hand["honba"],
            options=OptionalRules(has_open_tanyao=True, has_aka_dora=hand["aka"]),
        )

    return tiles, win_tile, melds, dora, ura, make_config


def best_of(repeat: int, runs: dict[str, Callable[[], float]]) -> dict[str, float]:
    """Best seconds of each run: one warm-up round, then `repeat` rounds of every run in turn."""
    for run in runs.values():
        run()
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeat):
        for name, run in runs.items():
            gc.collect()
            best[name] = min(best[name], run())
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--min-ratio", type=float, default=0.0, help="exit 1 if the typed-API ratio is below it")
    args = parser.parse_args(argv)
    try:
        from mahjong.hand_calculating.hand import HandCalculator
    except ImportError:
        print("the mahjong library is needed: pip install 'mahjong==2.1.0'", file=sys.stderr)
        return 2

    vectors = rv.load(rv.MAIN)[: args.hands]
    count = len(vectors)
    bodies = [rv.to_request(hand) for hand, _ in vectors]
    requests = [ScoreRequest.from_json(body) for body in bodies]
    ruleset = find_ruleset("riichi-hana")
    assert isinstance(ruleset, Riichi)
    options = ruleset.options({})
    texts = [(request.hand, ruleset.options(request.options).red_fives > 0) for request in requests]
    read = [read_hand(text, red_fives=red_fives) for text, red_fives in texts]
    hands = [hand for hand, _ in read]
    inputs = [library_inputs(hand) for hand, _ in vectors]
    # the first pass in this process, before anything else scores: the suit patterns' facts are filed as they
    # are first met (as a fresh process meets them), which the rounds below, all on the same hands, never pay
    gc.collect()
    gc.freeze()  # the prepared inputs are never garbage (as in the rounds)
    start = time.perf_counter()
    for request in requests:
        ruleset.score(request)
    first_pass = time.perf_counter() - start
    gc.unfreeze()

    # the inputs are right: the library gives the stored verdicts, and we agree with the library
    for (tiles, win_tile, melds, dora, ura, make_config), (_, verdict) in zip(inputs, vectors, strict=True):
        response = HandCalculator.estimate_hand_value(
            tiles, win_tile, melds=melds, dora_indicators=dora, config=make_config(), ura_dora_indicators=ura
        )
        if verdict["error"] is None:
            assert (response.han, response.fu, response.cost["total"]) == (
                verdict["han"],
                verdict["fu"],
                verdict["cost"]["total"],
            ), verdict["id"]
        else:
            assert response.error == verdict["error"], verdict["id"]
    agreeing = sum(
        1 for body, (hand, verdict) in zip(bodies, vectors, strict=True) if _agrees(hand, verdict, score_json(body))
    )

    def library() -> float:
        configs = [make() for *_, make in inputs]
        start = time.perf_counter()
        for (tiles, win_tile, melds, dora, ura, _), config in zip(inputs, configs, strict=True):
            HandCalculator.estimate_hand_value(
                tiles, win_tile, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura
            )
        return time.perf_counter() - start

    def library_with_config() -> float:
        start = time.perf_counter()
        for tiles, win_tile, melds, dora, ura, make_config in inputs:
            HandCalculator.estimate_hand_value(
                tiles, win_tile, melds=melds, dora_indicators=dora, config=make_config(), ura_dora_indicators=ura
            )
        return time.perf_counter() - start

    def parsed() -> float:
        start = time.perf_counter()
        for request, (hand, packed) in zip(requests, read, strict=True):
            ruleset.check(request, hand, options, packed)
            riichi_scoring.score(request, hand, options, packed)
        return time.perf_counter() - start

    def typed() -> float:
        start = time.perf_counter()
        for request in requests:
            ruleset.score(request)
        return time.perf_counter() - start

    def json_api() -> float:
        start = time.perf_counter()
        for body in bodies:
            score_json(body)
        return time.perf_counter() - start

    def parse_only() -> float:
        start = time.perf_counter()
        for text, red_fives in texts:
            read_hand(text, red_fives=red_fives)
        return time.perf_counter() - start

    def check_only() -> float:
        start = time.perf_counter()
        for request, (hand, packed) in zip(requests, read, strict=True):
            ruleset.check(request, hand, options, packed)
        return time.perf_counter() - start

    def decompose_only() -> float:
        start = time.perf_counter()
        for hand in hands:
            decompositions(hand, riichi_scoring.FORMS)
        return time.perf_counter() - start

    gc.freeze()  # the prepared inputs are never garbage
    times = best_of(
        args.repeat,
        {
            "library": library,
            "library+config": library_with_config,
            "parsed": parsed,
            "typed": typed,
            "json": json_api,
            "parse": parse_only,
            "check": check_only,
            "decompose": decompose_only,
        },
    )
    gc.unfreeze()
    anchors = {name: times.pop(name) for name in ("parse", "check", "decompose")}
    labels = {
        "library": "mahjong 2.1.0 estimate_hand_value (prepared ids, melds, config)",
        "library+config": "mahjong 2.1.0 the same, making its HandConfig per hand",
        "parsed": "jongg  check + score on a parsed hand",
        "typed": "jongg  typed API  Riichi.score(ScoreRequest)",
        "json": "jongg  JSON API   jongg.score(dict)",
    }
    print(f"{count} hands (seed 7), {agreeing} agree with the library, best of {args.repeat} runs:")
    anchor = times["library+config"]
    for name, seconds in times.items():
        ratio = anchor / seconds
        print(
            f"  {labels[name]:<66} {count / seconds:>9,.0f} hands/s {seconds / count * 1e6:>7.1f} us/hand  x{ratio:.2f}"
        )
    for label, seconds in (
        ("typed API, first pass in this process", first_pass),
        ("read_hand alone", anchors["parse"]),
        ("Riichi.check alone", anchors["check"]),
        ("decompositions (Riichi forms) alone", anchors["decompose"]),
    ):
        label = f"jongg  anchor     {label}"
        print(f"  {label:<66} {count / seconds:>9,.0f} hands/s {seconds / count * 1e6:>7.1f} us/hand")
    typed_ratio, json_ratio = anchor / times["typed"], anchor / times["json"]
    print(
        f"ratio to the library with its config built per hand: typed API {typed_ratio:.2f}x"
        f" (target {TYPED_TARGET:.0f}x, {'met' if typed_ratio >= TYPED_TARGET else 'missed'}),"
        f" JSON API {json_ratio:.2f}x (target {JSON_TARGET:.0f}x, {'met' if json_ratio >= JSON_TARGET else 'missed'});"
        f" parsed hands {anchor / times['parsed']:.2f}x"
    )
    return 1 if typed_ratio < args.min_ratio else 0


def _agrees(hand: dict[str, Any], verdict: dict[str, Any], ours: dict[str, Any]) -> bool:
    if verdict["error"] is not None:
        return ours["reason"] == "no-yaku"
    return (
        bool(ours["won"])
        and rv.our_payments(ours) == rv.library_payments(hand, verdict)
        and (verdict["yakuman"] or (ours["han"], ours["fu"]) == (verdict["han"], verdict["fu"]))
    )


if __name__ == "__main__":
    sys.exit(main())
