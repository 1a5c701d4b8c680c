"""How a hand and a match of `riichi-hana` are played (`riichi-hana.md`), as the engine reads it.

Read from top to bottom:

1. 136 tiles, plus 4 or 8 flowers (option `flowers`), three of them red fives (option `red_fives`).
2. The wall (**Decision**; the spec assumes ordinary Riichi): 17 stacks a side, 18/17/18/17 with 4 flowers (the
   dealer's side and the opposite one longer), 18 with 8. One roll of two dice finds the player (the dealer
   = 1, counter-clockwise) who counts that many stacks from the right of his side: the break stack. It and the
   6 stacks before it are the dead wall; the live wall runs clockwise from the stack after the break.
3. The dead wall (spec "Dead wall"): the break stack and the next are the rinshan stock R1–R4 (upper tile
   first), the other five stacks hold the dora indicators D1–D5 (upper) over the ura indicators U1–U5 (lower).
   Every replacement draw takes the next tile of the stock; while the live wall is not empty its last tile then
   joins the end of the stock, so the dead wall stays at 14.
4. The deal: three passes of 4 tiles and one of 1, 13 each; then the dealer draws his first tile. The flowers
   of the starting hands are replaced in turn order from the dealer, each player all of his at once.
5. Claims: ron before pon and kan before chi; two players may ron the same discard; three rons are an abortive
   draw. Riichi, furiten, kuikae, ippatsu, at most four kans, the kan dora and its timing (option `kan_dora`),
   the abortive draws: nine terminals, four winds, four riichi, four kans by several players.
6. Only winners are scored; the match (`after_hand`) has honba and riichi sticks, dealer repeats, the end after
   South 4 (option `length`) with the West extension, a score below zero, the dealer's stop while leading, and
   the placings with return points and uma.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jongg.rules.flow import Flow, Layout, side_of, stacks_from, standard_set
from jongg.rules.penalties import RIICHI
from jongg.tiles import Tile

DEAD_STACKS = 7
RINSHAN_STACKS = 2
DEAL = ((4, 4, 4, 4), (4, 4, 4, 4), (4, 4, 4, 4), (1, 1, 1, 1))
ROUND_NAMES = ("East", "South", "West", "North")


def side_lengths(stacks: int) -> tuple[int, int, int, int]:
    """Stacks per side: equal, or (with 4 flowers, 70 stacks) one more on the dealer's and the opposite side."""
    base, extra = divmod(stacks, 4)
    return (base + (extra > 0), base, base + (extra > 1), base) if extra else (base, base, base, base)


@dataclass(frozen=True)
class RiichiFlow(Flow):
    def tile_set(self, options: Any) -> list[Tile]:
        return standard_set(int(options.flowers), int(options.red_fives))

    def break_wall(self, wall: Sequence[Tile], dice: Sequence[int]) -> Layout:
        """One roll; the break stack and the 6 before it are the dead wall, its slots as the module says."""
        count = dice[0] + dice[1]
        stacks = len(wall) // 2
        lengths = side_lengths(stacks)
        side = side_of((count - 1) % 4)
        at = (sum(lengths[:side]) + count - 1) % stacks
        dead = stacks_from(wall, at, DEAD_STACKS, -1)
        live = stacks_from(wall, at + 1, stacks - DEAD_STACKS, 1)
        slots = dead[2 * RINSHAN_STACKS :]
        return Layout(tuple(live), tuple(dead[: 2 * RINSHAN_STACKS]), side, at, tuple(slots[::2]), tuple(slots[1::2]))

    def starting_score(self, options: Any) -> int:
        return int(options.start_points)

    def delays_kong_dora(self, options: Any) -> bool:
        return bool(options.kan_dora == "delayed")

    def four_kongs_win(self, options: Any) -> bool:
        return bool(options.old_suukantsu)

    def bonus_chips(self, options: Any) -> int:
        return 1 if options.variation == 3 else 0

    def flowers_win(self, options: Any) -> int | None:
        return 8 if options.variation == 1 and options.flowers == 8 else None

    def ends_match_on_bust(self, options: Any) -> bool:
        return True

    # -- the match ---------------------------------------------------------------------------------------
    def after_hand(self, match: Any, event: Any, options: Any) -> None:
        """Honba and sticks, the deal, and the end (`riichi-hana.md` "Base Riichi").

        **Decisions**: the West extension as the spec says (East-only games extend into South the same way);
        the dealer stops by himself ("agari-yame") after a repeat in the last hand, or in any hand of the
        extension, when he has more points than each other player and at least the return points.
        """
        last_round = 0 if options.length == "east" else 1
        was_last = (match.round == last_round and match.passes == 3) or match.round > last_round
        before = match.round
        match.honba, match.sticks = event.honba, event.sticks
        chips = match.extra.setdefault("chips", dict.fromkeys(match.players, 0))
        for seat, won in enumerate(event.chips):
            chips[match.seating[seat]] += won
        match.pass_on(event.passes, False, False)
        match.finished = self.end_reason(match, options, before)
        target = int(options.return_points)
        if match.finished is None and was_last and not event.passes:
            totals, east = match.totals, match.seating[match.dealer]
            if totals[east] >= target and all(totals[east] > totals[p] for p in match.players if p != east):
                match.finished = "the dealer stopped while leading"

    def end_reason(self, match: Any, options: Any, round_before: int | None) -> str | None:
        """Why the match ends after a hand (None: it goes on): a score below zero, or the last round played
        (with the West extension: once someone has the return points, at the latest after West 4).
        `round_before`: the round the hand was played in."""
        last_round = 0 if options.length == "east" else 1
        totals = match.totals
        below = [str(p) for p in match.players if totals[p] < 0]
        if below:
            return f"bust: {' and '.join(below)} below zero"
        if match.round <= last_round:
            return None
        played = f"{ROUND_NAMES[match.round - 1]} 4 played"
        if not options.west_extension or match.round > last_round + 1:
            return played
        target = int(options.return_points)
        top = [p for p in match.players if totals[p] >= target]
        if not top:
            return None
        return (
            played if round_before == last_round else f"{' and '.join(map(str, top))} reached {target} in the extension"
        )

    def placings(self, match: Any, options: Any) -> list[tuple[Any, int, int, float]]:
        """(player, place, points, result): the sticks left on the table at the end go to the first, chips count at
        `chip_value`; the result is (points − return points) / 1,000 + uma, and the oka for the first. Equal
        points rank by the seat order at the start."""
        order = sorted(match.players, key=lambda p: (-match.totals[p], match.players.index(p)))
        low, high = (int(x) for x in str(options.uma).split("/"))
        uma = (high, low, -low, -high)
        returned = int(options.return_points)
        oka = (returned - int(options.start_points)) * 4
        chips = match.extra.get("chips", {})
        out = []
        leftover = match.sticks * self.riichi_stick if match.finished is not None else 0
        for place, player in enumerate(order):
            points = match.totals[player] + chips.get(player, 0) * int(options.chip_value)
            if place == 0:
                points += leftover
            result = (points - returned + (oka if place == 0 else 0)) / 1000 + uma[place]
            out.append((player, place + 1, points, round(result, 3)))
        return out


FLOW = RiichiFlow(
    bonus_tiles=True,
    dice=2,
    bonus_from_dead_wall=True,
    refill_dead_wall=True,
    bonus_one_per_pass=False,
    kongs_before_play=False,
    rob_concealed_kong=True,
    original_call=False,
    scores_losers=False,
    deal=DEAL,
    dealer_draws=True,
    riichi=True,
    riichi_stick=1000,
    ippatsu=True,
    furiten=True,
    kuikae=True,
    max_kongs=4,
    max_ron=2,
    aborts_on_rons=3,
    abortive_draws=frozenset(("nine-terminals", "four-winds", "four-riichi", "four-kans")),
    first_go_around=True,
    last_tile_on_replacement=False,
    reveals_all=False,
    tenpai_at_draw=True,
    counters=True,
    pao=True,
    waits_by_concealed_copies=True,
    may_hold_bonus=True,
    penalties=RIICHI,
    false_call="chombo",
)
