"""A small bot for engine tests that plays to win, so that seeded matches reach what random play rarely does:
riichi, wins, double ron, kongs after riichi. It chooses among the legal actions only, by simple rules."""

from __future__ import annotations

import random
from collections.abc import Callable

from jongg.analysis import shanten_of_counts
from jongg.engine import (
    Action,
    AddedKong,
    Bonus,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    NineTerminals,
    Pung,
    Riichi,
)
from jongg.engine.view import SeatView
from jongg.tiles import KIND_MASK, NUM_KINDS


class EagerBot:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, view: SeatView) -> Action:
        actions = list(view.legal_actions)
        rng = self.rng
        for action in actions:
            if isinstance(action, MahJongg | Bonus):
                return action
        kongs = [a for a in actions if isinstance(a, ConcealedKong | AddedKong | Kong)]
        if kongs and rng.random() < 0.7:
            return rng.choice(kongs)
        riichi = [a for a in actions if isinstance(a, Riichi)]
        if riichi:
            return rng.choice(riichi)
        if any(isinstance(a, NineTerminals) for a in actions) and rng.random() < 0.5:
            return NineTerminals()
        discards = [a for a in actions if isinstance(a, Discard)]
        if discards:
            shanten = self._shanten_after(view)
            return min(discards, key=lambda a: (shanten(a.tile), rng.random()))
        calls = [a for a in actions if isinstance(a, Pung | Chow)]
        if calls and rng.random() < 0.3:
            return rng.choice(calls)
        return actions[-1]

    @staticmethod
    def _shanten_after(view: SeatView) -> Callable[[int], int]:
        """The shanten of the hand after discarding a tile (the hand's counts made once per decision)."""
        counts = [0] * NUM_KINDS
        for t in view.concealed:
            if t & KIND_MASK < NUM_KINDS:
                counts[t & KIND_MASK] += 1
        assert view.seat is not None
        melds = len(view.players[view.seat].melds)

        def shanten(tile: int) -> int:
            counts[tile & KIND_MASK] -= 1
            try:
                return shanten_of_counts(counts, melds)
            finally:
                counts[tile & KIND_MASK] += 1

        return shanten
