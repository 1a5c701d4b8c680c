"""A record of the right shape whose events do not fit the table: `replay` refuses it with a typed error.

`events.check_record` refuses every shape the table never writes; what is left are well-formed events that
do not fit (a pung of a tile the seat does not hold, a claim nobody was asked for, a kong added to no pung).
The reducer says so itself (`IllegalAction`), so `replay` needs no list of builtin exceptions to catch. This
fuzz changes one value of a real record to another value of the same kind (a tile, a seat, a number) and
replays: the table, or `IllegalAction` / `InvalidRecord`, nothing else.
"""

from __future__ import annotations

import contextlib
import copy
from functools import cache
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from jongg.bots import RandomBot
from jongg.engine import IllegalAction, Table, replay
from jongg.errors import InvalidRecord
from jongg.tiles import EVERY_TILE

TILES = sorted(str(t) for t in EVERY_TILE)


@cache
def record(ruleset: str, flowers: int | None) -> list[dict[str, Any]]:
    options = {} if flowers is None else {"flowers": flowers}
    t = Table(ruleset, options, seed=3)
    bots = [RandomBot(n) for n in range(4)]
    for _ in range(400):  # the first hands: every kind of event, a short record
        if t.done:
            break
        t.step({s: bots[s].act(v) for s, v in t.pending().items()})
    return t.record()


def places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    """Every leaf of a JSON value with its path."""
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in places(v, (*path, k))]
    if isinstance(value, list):
        return [p for n, v in enumerate(value) for p in places(v, (*path, n))]
    return [(path, value)]


def changed(value: Any, pick: int) -> Any:
    """Another value of the same kind: a tile for a tile, a seat or small number for a number."""
    if isinstance(value, str) and value in TILES:
        return TILES[pick % len(TILES)]
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return (value + 1 + pick % 4) % 4 if 0 <= value < 4 else value + pick % 7 - 3
    return None


@settings(derandomize=True, database=None, max_examples=300, deadline=None)
@given(
    game=st.sampled_from([("dmjl-classical", None), ("dmjl-hk-easy", None), ("riichi-hana", 8), ("riichi-hana", 0)]),
    where=st.integers(1, 10**6),
    pick=st.integers(0, 10**6),
)
def test_a_changed_value_replays_or_is_refused(game: tuple[str, int | None], where: int, pick: int) -> None:
    events = copy.deepcopy(record(*game))
    index = 1 + where % (len(events) - 1)
    leaves = [(p, v) for p, v in places(events[index]) if p and p[0] not in ("seq", "type")]
    if not leaves:
        return
    path, value = leaves[pick % len(leaves)]
    new = changed(value, pick)
    if new is None or new == value:
        return
    target: Any = events[index]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    with contextlib.suppress(IllegalAction, InvalidRecord):  # refused; anything else fails the test
        replay(events)
