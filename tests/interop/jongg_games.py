"""jongg's own `riichi-hana` matches (flowers 0), played by a small greedy bot, for the reverse cross-check:
their records are exported to mjai and replayed by riichienv's `MjaiReplay`.

`GreedyBot` reads only its seat view: it wins whenever it may, takes nine terminals, declares riichi (the
riichi discard that keeps the lowest shanten), declares every kan, calls chow/pung when that lowers its
shanten (seats 0 and 2; seats 1 and 3 only honour pungs), and otherwise discards by shanten, then accepted
tile kinds, ties broken by a seeded random choice.
"""

from __future__ import annotations

import random
from typing import Any

from jongg.analysis import Forms, shanten_of_counts
from jongg.engine import Table
from jongg.engine.view import SeatView
from jongg.tiles import KIND_MASK

FORMS = int(Forms.REGULAR | Forms.SEVEN_PAIRS | Forms.ORPHANS)


def _counts(tiles: Any) -> list[int]:
    counts = [0] * 34
    for t in tiles:
        counts[t & KIND_MASK] += 1
    return counts


def _shanten(counts: list[int], melds: int) -> int:
    return shanten_of_counts(counts, melds, FORMS)


class GreedyBot:
    def __init__(self, seed: int, closed: bool) -> None:
        self.rng = random.Random(seed)
        self.closed = closed

    def act(self, view: SeatView) -> Any:
        legal = list(view.legal_actions)
        by: dict[str, list[Any]] = {}
        for a in legal:
            by.setdefault(a.type, []).append(a)
        for kind in ("mahjongg", "nine_terminals"):
            if kind in by:
                return by[kind][0]
        assert view.seat is not None
        melds = len(view.players[view.seat].melds)
        counts = _counts(view.concealed)
        if "riichi" in by:
            return min(by["riichi"], key=lambda a: (self._after(counts, a.tile, melds), self.rng.random()))
        for kind in ("concealed_kong", "added_kong", "kong"):
            if kind in by:
                return self.rng.choice(by[kind])
        calls = by.get("pung", []) + by.get("chow", [])
        if calls:
            now = _shanten(counts, melds)
            best = None
            for call in calls:
                honour = call.type == "pung" and call.tile & KIND_MASK >= 27
                if self.closed and not honour:
                    continue
                after = counts[:]
                for t in call.consumed:
                    after[t & KIND_MASK] -= 1
                low = min(self._after(after, k, melds + 1) for k in range(34) if after[k])
                if low < now or (honour and low <= now):
                    key = (low, self.rng.random())
                    if best is None or key < best[0]:
                        best = (key, call)
            if best is not None:
                return best[1]
        if "discard" in by:
            scored = []
            for a in by["discard"]:
                kind = a.tile & KIND_MASK
                after = counts[:]
                after[kind] -= 1
                s = _shanten(after, melds)
                accepted = 0
                for k in range(34):
                    if after[k] < 4:
                        after[k] += 1
                        if _shanten(after, melds) < s:
                            accepted += 5 - after[k]
                        after[k] -= 1
                scored.append(((s, -accepted), self.rng.random(), a))
            scored.sort(key=lambda x: (x[0], x[1]))
            return scored[0][2]
        if "pass" in by:
            return by["pass"][0]
        return self.rng.choice(legal)

    @staticmethod
    def _after(counts: list[int], tile: int, melds: int) -> int:
        after = counts[:]
        after[tile & KIND_MASK] -= 1
        return _shanten(after, melds)


def play_match(seed: int, options: dict[str, Any] | None = None, max_steps: int = 50_000) -> list[dict[str, Any]]:
    """One whole match of `riichi-hana` (flowers 0 unless `options` say otherwise); its record."""
    table = Table("riichi-hana", options or {"flowers": 0}, seed=seed)
    bots = [GreedyBot(seed * 4 + p, closed=p % 2 == 1) for p in range(4)]
    steps = 0
    while not table.done:
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})
        steps += 1
        if steps > max_steps:
            raise RuntimeError(f"match {seed} does not end")
    return table.record()
