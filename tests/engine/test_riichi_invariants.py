"""Invariants of the Riichi flow over many seeded matches, for each flower count (`riichi-hana.md`, issue 12).

Random legal actions for most matches, a bot that plays to win (riichi, kongs, wins) for the rest. After every
checked step: every tile is somewhere (live wall, rinshan stock, indicator slots, hands, melds, flowers,
unclaimed discards), the hand sizes are right, and every asked seat has something besides passing. After every
hand: the points and the sticks on the table add up to the starting points. After the match: the record replays
to the same table and no seat's stream holds a tile it may not know (`test_invariants.assert_no_leak`).

The 500 matches of each flower count are played in blocks of 50 seeds, one test each, so that pytest-xdist
spreads them (`fuzzing.py`: `make test` plays the first 150, `make searches` the other 350, `make fuzz` ten times
as many from a random seed).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

import pytest
from eager_bot import EagerBot
from engine_random import play
from fuzzing import blocks, first_seed, match_seeds, matches
from test_invariants import assert_no_leak

from jongg.bots import RandomBot
from jongg.engine import Table, replay

MATCHES = matches(int(os.environ.get("JONGG_RIICHI_MATCHES", "500")))
EAGER_EVERY = 5
"""Every fifth match is played by bots that play to win."""
FLOWERS = (0, 4, 8)


def where_tiles_are(hand: dict[str, Any]) -> Counter[str]:
    """Every tile of the hand `hand` (`Table.state_json()["hand"]`)."""
    found: Counter[str] = Counter(hand["live"]) + Counter(hand["dead"])
    found.update(hand["indicators"])
    found.update(hand["ura"])
    for seat in hand["seats"]:
        found.update(seat["concealed"])
        found.update(seat["bonus"])
        found.update(t for m in seat["melds"] for t in m["tiles"])
        found.update(t for t, claimed in seat["discards"] if not claimed)
    return found


def checker(table: Table, every: int) -> Any:
    full_set = Counter(str(t) for t in table.flow.tile_set(table.state.options))
    count = [0]

    def check(table: Table) -> None:
        count[0] += 1
        if table.done or count[0] % every:
            return
        hand = table.state.hand.to_json()  # the hand alone (`state_json()["hand"]`), serialised once per check
        assert where_tiles_are(hand) == full_set
        sizes = [len(s["concealed"]) + 3 * len(s["melds"]) for s in hand["seats"]]
        if hand["phase"] == "turn":
            assert sizes[hand["turn"]] == 14, sizes
            assert sorted(sizes) == [13, 13, 13, 14], sizes
        elif hand["phase"] == "window":
            assert sizes == [13] * 4, sizes
        for seat, view in table.pending().items():
            assert any(a.type != "pass" for a in view.legal_actions), seat

    return check


MANUAL_EVERY = 7
"""Every seventh match (from the fourth) has every seat declare its flowers by hand: flowers kept, discarded,
dead hands."""


def play_match(flowers: int, seed: int) -> Table:
    manual = (0, 1, 2, 3) if seed % MANUAL_EVERY == 3 else ()
    table = Table("riichi-hana", {"flowers": flowers}, seed=seed, manual_bonus=manual)
    check = checker(table, 1 if seed - first_seed() < 3 else 23)
    if seed % EAGER_EVERY:
        play(table, random.Random(seed), check)
    else:
        bots = [EagerBot(seed * 4 + n) for n in range(4)]
        while not table.done:
            table.step({s: bots[s].act(v) for s, v in table.pending().items()})
            check(table)
    start = table.state.options.start_points
    for event in table.events:
        if event["type"] == "hand_end":
            assert sum(event["scores"]) + 1000 * event["sticks"] == 4 * start, event
    return table


@pytest.mark.fuzz
@pytest.mark.parametrize("block", blocks(MATCHES), ids=lambda n: f"block{n}")
@pytest.mark.parametrize("flowers", FLOWERS)
def test_riichi_invariants_over_many_matches(flowers: int, block: int) -> None:
    seen: Counter[str] = Counter()
    for seed in match_seeds(MATCHES, block):
        table = play_match(flowers, seed)
        for event in table.events:
            seen[event["type"]] += 1
            if event["type"] in ("abortive_draw", "exhaustive_draw"):
                seen[event["reason"]] += 1
        assert replay(table.record()).state_json() == table.state_json()
        if seed % 10 == 0:
            assert_no_leak(table)
    # the matches reach the Riichi rules at all (each block of them)
    for kind in ("riichi", "riichi_accepted", "mahjongg", "concealed_kong", "added_kong", "kong", "dora"):
        assert seen[kind] > 0, (kind, dict(seen))
    if flowers:
        assert seen["bonus"] > 0


def test_riichi_view_shows_indicators_sticks_and_riichi() -> None:
    table = Table("riichi-hana", {"flowers": 0}, seed=5)
    bots = [EagerBot(n) for n in range(4)]
    while not table.done:
        for seat in range(4):
            view = table.snapshot(seat)
            hand = table.state.hand
            assert hand is not None
            assert list(view.indicators) == list(hand.indicators[: hand.revealed])
            assert view.sticks == hand.sticks and view.honba == hand.honba
            for n, player in enumerate(view.players):
                assert player.riichi == hand.seats[n].riichi
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})


def test_riichi_bot_only_random_seat_views_are_valid() -> None:
    """RandomBot (the library's) plays a whole Riichi match with 8 flowers."""
    table = Table("riichi-hana", seed=2)
    bots = [RandomBot(n) for n in range(4)]
    while not table.done:
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})
    assert table.events[-1]["type"] == "match_end"
