"""Prepared walls for `riichi-hana` scenario tests, built from the rule text alone (not from the engine's code).

The layout (the Decisions of issue 12, engine.md "The table"):

- The set: 4 of each of the 34 kinds (136); with `red_fives` 3 one copy of each five is red (0m 0p 0s replace
  one 5m 5p 5s); `flowers` 4 adds 1f-4f (140), 8 also 1g-4g (144).
- The wall is listed clockwise from the right end of the dealer's side, side by side (dealer, the player on his
  left = previous in turn, opposite, the player on his right = next in turn), each stack upper tile first.
  Stacks per side: 17/17/17/17 (136), 18/17/18/17 (140: the dealer's and the opposite side have 18), 18 each
  (144). Stack k is wall[2k] (upper) and wall[2k + 1] (lower).
- Break: S = d1 + d2; wind offset w = (S - 1) % 4 lies on side (-w) % 4; the break stack is the first stack of
  that side + S - 1. The dead wall is the break stack d0 and the 6 stacks before it (d1 = b - 1, ... d6 = b - 6,
  wrapping). The live wall starts at stack b + 1 and is drawn stack by stack, upper tile first.
- Dead wall slots: d0 upper R1, d0 lower R2, d1 upper R3, d1 lower R4 (the rinshan stock, a queue); d2 upper D1
  (dora indicator), d2 lower U1 (its ura), d3 D2/U2, ..., d6 D5/U5.
- Deal: three passes of 4 (dealer first, in turn order), then 1 each (dealer first): 13 each; then the dealer
  draws his first tile (the first tile of `live` here).
- Every replacement draw takes the front of the rinshan stock and, while the live wall is not empty, the last
  live tile is appended to the stock. So the k-th replacement draw (k = 1, 2, ...) is R1..R4 for k <= 4 and the
  (k - 4)-th tile of `tail` afterwards (tail[0] is the very last live tile), as long as the live draws have not
  reached the tail.

Example (136 tiles, dice 3+4): S = 7, w = 2 (West), side 2 (opposite) starts at stack 34: b = 40. Dead wall
stacks 40 (R1 R2), 39 (R3 R4), 38 (D1 U1), 37, 36, 35, 34 (D5 U5). The live wall is stacks 41 .. 67, 0 .. 33:
the deal takes wall[82:134], the dealer's first draw is wall[134], and the last live tile is wall[67] (stack
33, lower). After the deal and the dealer's first draw 136 - 14 - 52 - 1 = 69 tiles are left in the live wall.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from walls import tiles  # the tile-text splitter of the DMJL walls: "123m 55z1f" -> ["1m", "2m", "3m", ...]

RIICHI = "riichi-hana"

SIDES: dict[int, tuple[int, int, int, int]] = {0: (17, 17, 17, 17), 4: (18, 17, 18, 17), 8: (18, 18, 18, 18)}
SLOTS = ("R1", "R2", "R3", "R4", "D1", "U1", "D2", "U2", "D3", "U3", "D4", "U4", "D5", "U5")
"""The dead-wall slots in wall order from the break stack back: d0 upper, d0 lower, d1 upper, ... d6 lower."""

BONUS_SLOT_ORDER = ("U5", "D5", "U4", "D4", "U3", "D3", "U2", "U1", "D2")
"""Where unused bonus tiles go: the indicator slots least likely to be turned over (never D1, never rinshan)."""


def is_bonus(tile: str) -> bool:
    return tile[-1] in "fg"


def full_set(flowers: int = 0, red_fives: int = 0) -> Counter[str]:
    """The tile set of `riichi-hana` with these options."""
    counts: Counter[str] = Counter()
    for suit in "mps":
        for n in range(1, 10):
            counts[f"{n}{suit}"] = 4
        if red_fives:
            counts[f"5{suit}"] = 3
            counts[f"0{suit}"] = 1
    for n in range(1, 8):
        counts[f"{n}z"] = 4
    if flowers >= 4:
        counts.update(f"{n}f" for n in range(1, 5))
    if flowers == 8:
        counts.update(f"{n}g" for n in range(1, 5))
    return counts


def side_starts(flowers: int) -> tuple[int, int, int, int]:
    sides = SIDES[flowers]
    return (0, sides[0], sides[0] + sides[1], sides[0] + sides[1] + sides[2])


def total_stacks(flowers: int) -> int:
    return sum(SIDES[flowers])


def break_stack(dice: Sequence[int], flowers: int = 0) -> int:
    """The break stack: the found player's side, S stacks from its right end."""
    s = dice[0] + dice[1]
    wind = (s - 1) % 4
    side = (-wind) % 4
    return side_starts(flowers)[side] + s - 1


@dataclass(frozen=True)
class Layout:
    """Wall indices: the live wall in draw order, and each dead-wall slot."""

    break_stack: int
    live: tuple[int, ...]
    slots: dict[str, int]


def layout(dice: Sequence[int], flowers: int = 0) -> Layout:
    n = total_stacks(flowers)
    b = break_stack(dice, flowers)
    slots: dict[str, int] = {}
    for k, name in enumerate(SLOTS):
        stack = (b - k // 2) % n
        slots[name] = 2 * stack + k % 2
    live = tuple(2 * ((b + 1 + i) % n) + half for i in range(n - 7) for half in (0, 1))
    assert len(set(live) | set(slots.values())) == 2 * n
    return Layout(b, live, slots)


def deal_order(dealer: int = 0) -> list[tuple[int, int]]:
    """(seat, count) of each grab: three passes of 4 (dealer first, in turn order), then 1 each."""
    order = [(dealer + i) % 4 for i in range(4)]
    return [(seat, 4) for _ in range(3) for seat in order] + [(seat, 1) for seat in order]


FILL_KINDS: tuple[str, ...] = tuple(
    [f"{n}{s}" for s in "mps" for n in (1, 4, 7, 2, 5, 8, 3, 6, 9)] + [f"{n}z" for n in range(1, 8)]
)


def filler_order(remaining: Counter[str]) -> list[str]:
    """The remaining plain tiles spread out (one copy of each kind in turn, numbers 3 apart), then red fives.
    Filled hands then rarely hold pairs or shapes. Bonus tiles are placed apart (see `build_wall`)."""
    out: list[str] = []
    for copy in range(4):
        out.extend(kind for kind in FILL_KINDS if remaining[kind] > copy)
    out.extend(sorted(t for t in remaining.elements() if t[0] == "0"))
    return out


def build_wall(
    dice: Sequence[int] = (3, 4),
    *,
    flowers: int = 0,
    red_fives: int = 0,
    dealer: int = 0,
    hands: Sequence[str | Sequence[str]] | Mapping[int, str | Sequence[str]] = (),
    live: str | Sequence[str] = (),
    tail: str | Sequence[str] = (),
    rinshan: str | Sequence[str] = (),
    dora: str | Sequence[str] = (),
    ura: str | Sequence[str] = (),
) -> list[str]:
    """The physical wall for the wanted tiles.

    - `hands`: the 13 dealt tiles per seat (any order); seats not given are filled.
    - `live`: the live draws after the deal in order, the dealer's first draw first.
    - `tail`: the far end of the live wall, tail[0] the very last live tile (the first refill of the stock).
    - `rinshan`: R1..R4; `dora`: D1..D5; `ura`: U1..U5.
    Everything else is filled with the rest of the set: plain tiles spread out, unused bonus tiles in the
    indicator slots least likely to be turned over (`BONUS_SLOT_ORDER`).
    """
    lay = layout(dice, flowers)
    size = 2 * total_stacks(flowers)
    wall: list[str | None] = [None] * size

    def put(index: int, tile: str, what: str) -> None:
        if wall[index] is not None:
            raise ValueError(f"wall position {index} ({what}) given twice: {wall[index]} and {tile}")
        wall[index] = tile

    items = hands.items() if isinstance(hands, Mapping) else enumerate(hands)
    hand_map = {seat: tiles(text) for seat, text in items}
    for seat, given in hand_map.items():
        if len(given) != 13:
            raise ValueError(f"seat {seat} needs 13 dealt tiles, got {len(given)}")
    cursor = 0
    taken = [0, 0, 0, 0]
    for seat, count in deal_order(dealer):
        for _ in range(count):
            if seat in hand_map:
                put(lay.live[cursor], hand_map[seat][taken[seat]], f"seat {seat} hand")
            taken[seat] += 1
            cursor += 1
    for k, tile in enumerate(tiles(live)):
        put(lay.live[cursor + k], tile, f"live draw {k}")
    for k, tile in enumerate(tiles(tail)):
        put(lay.live[-1 - k], tile, f"tail {k}")
    for prefix, given in (("R", rinshan), ("D", dora), ("U", ura)):
        listed = tiles(given)
        if len(listed) > (4 if prefix == "R" else 5):
            raise ValueError(f"too many {prefix} tiles: {listed}")
        for k, tile in enumerate(listed):
            put(lay.slots[f"{prefix}{k + 1}"], tile, f"{prefix}{k + 1}")

    wanted = full_set(flowers, red_fives)
    used = Counter(t for t in wall if t is not None)
    for tile, n in used.items():
        if n > wanted[tile]:
            raise ValueError(f"too many {tile}: {n} of {wanted[tile]} (flowers {flowers}, red_fives {red_fives})")
    remaining = wanted - used
    bonus = sorted(t for t in remaining.elements() if is_bonus(t))
    bonus_slots = [lay.slots[name] for name in BONUS_SLOT_ORDER if wall[lay.slots[name]] is None]
    if len(bonus) > len(bonus_slots):
        raise ValueError(f"no room for the unused bonus tiles {bonus}: place them in the scenario")
    for index, tile in zip(bonus_slots, bonus, strict=False):
        wall[index] = tile
    free = [i for i in lay.live if wall[i] is None] + [lay.slots[s] for s in SLOTS if wall[lay.slots[s]] is None]
    for index, tile in zip(free, filler_order(remaining), strict=True):
        wall[index] = tile
    out = [t for t in wall if t is not None]
    assert len(out) == size and Counter(out) == wanted
    return out


def dealt(wall: Sequence[str], dice: Sequence[int] = (3, 4), flowers: int = 0, dealer: int = 0) -> list[list[str]]:
    """The 13 tiles each seat receives in the deal, read back from a physical wall."""
    lay = layout(dice, flowers)
    out: list[list[str]] = [[], [], [], []]
    cursor = 0
    for seat, count in deal_order(dealer):
        out[seat].extend(wall[lay.live[cursor + k]] for k in range(count))
        cursor += count
    return out


def live_draws(wall: Sequence[str], dice: Sequence[int] = (3, 4), flowers: int = 0) -> list[str]:
    """The live wall after the deal, in draw order (the dealer's first draw first)."""
    lay = layout(dice, flowers)
    return [wall[i] for i in lay.live[52:]]


def slot(wall: Sequence[str], name: str, dice: Sequence[int] = (3, 4), flowers: int = 0) -> str:
    """The tile in a dead-wall slot (R1..R4, D1..D5, U1..U5)."""
    return wall[layout(dice, flowers).slots[name]]
