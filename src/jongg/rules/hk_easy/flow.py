"""How a hand of Hong Kong Easy (DMJL) is played (`hk-easy.md`, "Differences in flow").

Where HKE says nothing, the Grundregel applies (`jongg.rules.classical.flow`). Read from top to bottom:

1. 144 tiles with flowers and seasons; bonus tiles may never be discarded.
2. The break: East rolls two dice and counts the players (East = 1, counter-clockwise); that player counts the
   same number of stacks from the right of his side. **Decision:** the break lies after that stack; the 7
   stacks to its right (the counted one first) are the dead wall, always 14 tiles, taken from its end at the
   break; the live wall runs clockwise from the left of the break.
3. Bonus and kong replacements both come from the dead wall; after each one the last live tile joins the
   dead wall at its other end, so it stays at 14. Once the live wall is empty it is no longer refilled.
4. Before play, in each pass (E, S, W, N) a player replaces all his bonus tiles and may then declare each
   concealed kong he holds, each with its replacement; passes repeat until nobody holds a bonus tile.
5. Claims as in the Grundregel; only an added kong can be robbed (never a concealed one).
6. The last tile of the hand is the last live tile, or the replacement whose refill used it up, or the
   replacement of a last tile that was a bonus tile. Its drawer may not declare a kong; his discard may be
   claimed only for Mah-Jongg, else the hand is drawn.
7. Only the winner is scored; dangerous play only with the option `dangerous_play`: the discarder of a
   dangerous winning tile, or the supplier of the decisive pung or kong, is liable.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jongg.rules.flow import STACKS_PER_SIDE, DangerRule, Flow, Layout, side_of, stacks_from
from jongg.rules.penalties import HK_EASY
from jongg.tiles import Tile

DEAD_STACKS = 7


@dataclass(frozen=True)
class HongKongEasyFlow(Flow):
    def break_wall(self, wall: Sequence[Tile], dice: Sequence[int]) -> Layout:
        """One roll finds the player and counts his stacks; the dead wall is the 7 stacks up to the break."""
        count = dice[0] + dice[1]
        side = side_of((count - 1) % 4)
        last_dead = side * STACKS_PER_SIDE + count - 1
        dead = stacks_from(wall, last_dead, DEAD_STACKS, -1)
        live = stacks_from(wall, last_dead + 1, 4 * STACKS_PER_SIDE - DEAD_STACKS, 1)
        return Layout(tuple(live), tuple(dead), side, last_dead % (4 * STACKS_PER_SIDE))

    def dangerous_play(self, options: Any) -> bool:
        return bool(options.dangerous_play)

    def rotates_seats(self, options: Any) -> bool:
        return bool(options.seat_rotation)

    def rounds(self, options: Any) -> int:
        return int(options.rounds)

    def starting_score(self, options: Any) -> int:
        return int(options.chips or 0)

    def ends_match_on_bust(self, options: Any) -> bool:
        return options.chips is not None

    def timed(self, options: Any) -> bool:
        return options.max_duration is not None


FLOW = HongKongEasyFlow(
    bonus_tiles=True,
    dice=2,
    bonus_from_dead_wall=True,
    refill_dead_wall=True,
    bonus_one_per_pass=False,
    kongs_before_play=True,
    rob_concealed_kong=False,
    original_call=False,
    scores_losers=False,
    danger=(
        DangerRule(
            "dragons", frozenset(("big-three-dragons", "little-three-dragons")), frozenset(("big-three-dragons",))
        ),
        DangerRule("winds", frozenset(("big-four-winds", "little-four-winds")), frozenset(("big-four-winds",))),
        DangerRule("suit", *[frozenset(("full-flush", "nine-gates"))] * 2),
        DangerRule("honours", *[frozenset(("all-honours",))] * 2),
        DangerRule("terminals", *[frozenset(("all-terminals",))] * 2),
    ),
    danger_claims=frozenset(("mahjongg", "pung", "kong")),
    penalties=HK_EASY,
    foul_sets="dead",
    bonus_mistakes=True,
)
