"""Sample mjai logs for the interop tests, made by riichienv at test time (seeded, so always the same)."""

from __future__ import annotations

import functools
from typing import Any

from riichienv_games import play_game


@functools.cache
def riichienv_game(seed: int = 5, agent: str = "efficiency", rule: str = "tenhou") -> tuple[dict[str, Any], ...]:
    return tuple(play_game(seed, agent, rule=rule))


def one_hand(events: tuple[dict[str, Any], ...], number: int = 0) -> list[dict[str, Any]]:
    """start_game, the `number`-th hand, end_game: a small log that is still whole."""
    starts = [n for n, e in enumerate(events) if e["type"] == "start_kyoku"]
    begin = starts[number]
    end = next(n for n in range(begin, len(events)) if events[n]["type"] == "end_kyoku")
    return [dict(events[0]), *(dict(e) for e in events[begin : end + 1]), {"type": "end_game"}]


def hand_with(events: tuple[dict[str, Any], ...], kind: str) -> list[dict[str, Any]]:
    """The first hand (as `one_hand`) that has an event of this type."""
    starts = [n for n, e in enumerate(events) if e["type"] == "start_kyoku"]
    for number in range(len(starts)):
        hand = one_hand(events, number)
        if any(e["type"] == kind for e in hand):
            return hand
    raise LookupError(kind)
