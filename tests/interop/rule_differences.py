"""Divergences between riichienv and jongg that a documented rule difference explains (README.md)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from jongg.analysis import Forms, shanten_of_counts
from jongg.interop.mjai import tile_from_mjai
from jongg.interop.mjai_replay import HandReport

RIICHI_FORMS = int(Forms.REGULAR | Forms.SEVEN_PAIRS | Forms.ORPHANS)


def own_tiles(events: list[dict[str, Any]], start: int, at: int, seat: int) -> Counter[str]:
    """The seat's tiles (concealed and in melds, as mjai strings) from the hand's start up to event `at`."""
    tiles: Counter[str] = Counter(events[start]["tehais"][seat])
    for e in events[start + 1 : at + 1]:
        if e.get("actor") != seat:
            continue
        if e["type"] == "tsumo":
            tiles[e["pai"]] += 1
        elif e["type"] == "dahai":
            tiles[e["pai"]] -= 1
        elif e["type"] in ("chi", "pon", "daiminkan"):
            tiles[e["pai"]] += 1
    return tiles


def classify(events: list[dict[str, Any]], report: HandReport) -> str | None:
    """The documented rule difference behind a divergence, or None.

    three rons: jongg's abortive draw, riichienv's three wins (`GameRule()`).
    karaten: riichienv lets a hand whose every wait is a tile the player holds all four of declare riichi, and
    pays it as tenpai at an exhaustive draw; jongg does not count such a wait (notation.md).
    """
    d = report.divergence
    if d is None:
        return None
    if three_rons(events, report):
        return "three rons"
    start = report.start_line
    if d.reason.startswith("illegal") and "declare riichi" in d.reason:
        seat = d.logged["actor"]
        return "karaten" if _karaten(events, start, d.event, seat, discard=d.logged["pai"]) else None
    if d.reason.startswith("deltas") and events[d.event]["type"] == "ryukyoku":
        logged = events[d.event]["deltas"]
        engine = d.engine["deltas"]
        differing = [s for s in range(4) if logged[s] != engine[s]]
        winners = [s for s in differing if logged[s] > engine[s]]
        if winners and all(_karaten(events, start, d.event, s) for s in winners):
            return "karaten"
    return None


def _karaten(events: list[dict[str, Any]], start: int, at: int, seat: int, discard: str | None = None) -> bool:
    """The seat's hand has waits by shape, and it holds all four of each of them."""
    tiles = own_tiles(events, start, at, seat)
    concealed: Counter[str] = Counter(events[start]["tehais"][seat])
    melds = []
    for e in events[start + 1 : at + 1]:
        if e.get("actor") != seat:
            continue
        if e["type"] == "tsumo":
            concealed[e["pai"]] += 1
        elif e["type"] == "dahai":
            concealed[e["pai"]] -= 1
        elif e["type"] in ("chi", "pon", "daiminkan", "ankan"):
            for t in e["consumed"]:
                concealed[t] -= 1
            melds.append(e)
    if discard is not None:
        concealed[discard] -= 1
    kinds = [tile_from_mjai(t).kind for t, k in concealed.items() for _ in range(max(k, 0))]
    counts = [0] * 34
    for k in kinds:
        counts[k] += 1
    if shanten_of_counts(counts, len(melds), RIICHI_FORMS) != 0:
        return False
    held = Counter(tile_from_mjai(t).kind for t, k in tiles.items() for _ in range(max(k, 0)))
    for e in melds:
        if e["type"] == "ankan":
            held[tile_from_mjai(e["consumed"][0]).kind] += 4
    shape_waits = [k for k in range(34) if counts[k] < 4 and _completes(counts, k, len(melds))]
    return bool(shape_waits) and all(held[k] >= 4 for k in shape_waits)


def _completes(counts: list[int], kind: int, melds: int) -> bool:
    after = counts[:]
    after[kind] += 1
    return shanten_of_counts(after, melds, RIICHI_FORMS) == -1


def three_rons(events: list[dict[str, Any]], report: HandReport) -> bool:
    """jongg always ends a hand with three rons as an abortive draw; riichienv's `GameRule()` (and Mahjong
    Soul) pay all three."""
    d = report.divergence
    if d is None or not d.reason.startswith("deltas"):
        return False
    hand = [e for e in events[report.start_line :] if e["type"] in ("hora", "end_kyoku")]
    horas = [e for e in hand[: next(n for n, e in enumerate(hand) if e["type"] == "end_kyoku")]]
    return len(horas) == 3 and len({e["target"] for e in horas}) == 1 and d.engine["deltas"] == [0, 0, 0, 0]
