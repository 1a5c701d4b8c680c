"""How a hand of Chinese Classical (DMJL) is played (`classical-dmjl.md`, "Equipment and set-up", "Play").

Read from top to bottom, like the rule text:

1. 144 tiles with 4 flowers and 4 seasons; the seats are drawn with wind tiles; each side of the wall is 18
   stacks of 2.
2. The break: East rolls two dice and counts the players counter-clockwise, himself first; the player found
   rolls again, adds both rolls and counts that many stacks clockwise from the right end of his side,
   carrying on into the next side. That stack is lifted out: its two tiles are the loose tiles. The loose
   tiles and the 7 stacks to the right of the break are the dead wall (16 tiles), used only for kong
   replacements and never refilled: loose tiles first, then stack by stack from the break outwards. The live
   wall is drawn from the left of the break.
3. Dealing: three passes of 4 tiles (East first), then East 2 and the others 1.
4. Bonus tiles are exposed and replaced from the live wall, before play (East, South, West, North, one tile
   each per pass, until nobody holds one) and whenever one is drawn. If the last live tile is a bonus tile,
   the hand is drawn.
5. Play, claims (Mah-Jongg before pung/kong before chow; of several Mah-Jongg calls the next in turn after
   the discarder; a chow only by the next player, except for Mah-Jongg; a pair only for Mah-Jongg) and
   kongs (concealed and added only in the own turn after a draw, never after a claimed pung or chow) are the
   engine's common DMJL flow.
6. Robbing: an added kong may be robbed by a winner; a concealed kong only for Thirteen Orphans.
7. Original call: before his first discard a player may announce a calling hand; from then on he discards
   only the tile he drew, declares no kong and makes no claim but Mah-Jongg.
8. The last live tile: no kong after it; the discard after it may be claimed only for Mah-Jongg; otherwise
   the hand is drawn. A kong that needs a replacement from an empty dead wall also draws the hand.
9. Every player's hand is scored; dangerous play is always settled (`penalties.md`): a claim of a dangerous
   tile for Mah-Jongg, a pung, a kong or a chow counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jongg.rules.flow import STACKS_PER_SIDE, DangerRule, Flow, Layout, side_of, stack_tiles, stacks_from
from jongg.rules.penalties import CLASSICAL
from jongg.tiles import Tile

DEAD_STACKS = 7


@dataclass(frozen=True)
class ClassicalFlow(Flow):
    def break_wall(self, wall: Sequence[Tile], dice: Sequence[int]) -> Layout:
        """Two rolls: the first finds the player, the sum of both counts his stacks (into the next side)."""
        first = dice[0] + dice[1]
        side = side_of((first - 1) % 4)
        count = first + dice[2] + dice[3]
        at = side * STACKS_PER_SIDE + count - 1
        loose = list(stack_tiles(wall, at))
        dead = loose + stacks_from(wall, at - 1, DEAD_STACKS, -1)
        live = stacks_from(wall, at + 1, 4 * STACKS_PER_SIDE - 1 - DEAD_STACKS, 1)
        return Layout(tuple(live), tuple(dead), side, at % (4 * STACKS_PER_SIDE))

    def rotates_seats(self, options: Any) -> bool:
        return bool(options.seat_exchange)

    def rounds(self, options: Any) -> int:
        return int(options.rounds)

    def starting_score(self, options: Any) -> int:
        return int(options.starting_score)


def _hands(*ids: str) -> frozenset[str]:
    return frozenset(ids)


FLOW = ClassicalFlow(
    bonus_tiles=True,
    dice=4,
    bonus_from_dead_wall=False,
    refill_dead_wall=False,
    bonus_one_per_pass=True,
    kongs_before_play=False,
    rob_concealed_kong=True,
    original_call=True,
    scores_losers=True,
    danger=(
        DangerRule("dragons", *[_hands("three-great-scholars", "little-three-dragons")] * 2),
        DangerRule("winds", *[_hands("four-blessings", "little-four-joys")] * 2),
        DangerRule("suit", *[_hands("one-suit", "concealed-one-suit", "nine-gates", "squirming-snake")] * 2),
        DangerRule("honours", *[_hands("only-honours")] * 2),
        DangerRule("terminals", *[_hands("heads-and-tails")] * 2),
    ),
    danger_claims=frozenset(("mahjongg", "pung", "kong", "chow")),
    penalties=CLASSICAL,
    false_call_taken_back=True,
    names_discards=True,
    foul_sets="irregular",
)
