"""Prepared walls for engine scenario tests, built from the rule text alone (not from the engine's code).

The physical convention (engine.md): `wall` lists the 144 tiles as they lie, clockwise, starting at the right end
of the dealer's side (as he faces the table), side by side: the dealer, the player on his left (the previous
player in turn order), the opposite player, the player on his right (the next player); each stack upper tile
first, 18 stacks a side. Stack k (0..71) is wall[2k] (upper) and wall[2k + 1] (lower); its side is k // 18.

Breaking the wall:

- Classical (classical-dmjl.md): East rolls two dice and counts the players counter-clockwise starting with
  himself (1 = East, 2 = South, 3 = West, 4 = North, 5 = East ...). That player rolls again and counts the sum
  of both rolls in stacks clockwise from the right end of his own side, carrying on into the next side. That
  stack is lifted: its two tiles are the loose tiles. The dead wall is the loose tiles (upper, lower), then the
  7 stacks to the right of the break, stack by stack from the break outwards, upper tile first (16 tiles). The
  live wall starts at the stack after the break (clockwise) and is drawn clockwise, upper tile first.
- HKE (hk-easy.md): one roll; the found player counts that many stacks from the right end of his side. The dead
  wall is the counted stack and the 6 stacks before it (14 tiles), taken from the break end (counted stack
  first, upper tile first, then back counter-clockwise). The live wall starts at the next stack clockwise.
  After every replacement the last tile of the live wall moves to the far end of the dead wall.

Dealing: three passes of 4 tiles each (East first, then South, West, North), then East 2 and the others 1 each,
from the front of the live wall.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

STACKS_PER_SIDE = 18
STACKS = 4 * STACKS_PER_SIDE
TILES = 2 * STACKS

CLASSICAL = "dmjl-classical"
HK_EASY = "dmjl-hk-easy"

SUIT_LETTERS = "mpszfg"

# The full set: 4 of each of the 34 playing kinds, one of each of the 8 bonus tiles.
FULL_SET: tuple[str, ...] = tuple(
    [f"{n}{s}" for s in "mps" for n in range(1, 10) for _ in range(4)]
    + [f"{n}z" for n in range(1, 8) for _ in range(4)]
    + [f"{n}{s}" for s in "fg" for n in range(1, 5)]
)


def tiles(text: str | Iterable[str]) -> list[str]:
    """Split "123m55z1f" (groups of digits, each group followed by its suit letter) into ["1m", "2m", ...].

    Spaces are ignored. An iterable of single tiles is returned as a list unchanged.
    """
    if not isinstance(text, str):
        return list(text)
    out: list[str] = []
    compact = text.replace(" ", "")
    pos = 0
    for match in re.finditer(r"(\d+)([mpszfg])", compact):
        if match.start() != pos:
            raise ValueError(f"bad tile text {text!r} at {pos}")
        out.extend(f"{d}{match.group(2)}" for d in match.group(1))
        pos = match.end()
    if pos != len(compact):
        raise ValueError(f"bad tile text {text!r} at {pos}")
    return out


def is_bonus(tile: str) -> bool:
    return tile[-1] in "fg"


def side_of_player(number: int) -> int:
    """The side index (0 = dealer's side) of the player found by counting `number` counter-clockwise from East.

    Counting starts with East = 1, so the wind offset is (number - 1) % 4 (0 E, 1 S, 2 W, 3 N). The sides are
    listed dealer, his left (North), opposite (West), his right (South): wind offset w lies on side (-w) % 4.
    """
    wind = (number - 1) % 4
    return (-wind) % 4


def break_stack(ruleset: str, dice: Sequence[int]) -> int:
    """The index (0..71) of the stack where the wall is broken."""
    first = dice[0] + dice[1]
    side = side_of_player(first)
    if ruleset == CLASSICAL:
        assert len(dice) == 4, "Classical rolls twice: four dice"
        count = first + dice[2] + dice[3]
    elif ruleset == HK_EASY:
        assert len(dice) == 2, "HKE rolls once: two dice"
        count = first
    else:
        raise ValueError(ruleset)
    # Count `count` stacks clockwise from the right end of the side; over 18 carries into the next side.
    return (side * STACKS_PER_SIDE + count - 1) % STACKS


@dataclass(frozen=True)
class Layout:
    """Where the tiles are taken from: wall indices in draw order (live) and in take order (dead)."""

    break_stack: int
    live: tuple[int, ...]
    dead: tuple[int, ...]


def _stack_tiles(stack: int) -> tuple[int, int]:
    stack %= STACKS
    return 2 * stack, 2 * stack + 1


def layout(ruleset: str, dice: Sequence[int]) -> Layout:
    b = break_stack(ruleset, dice)
    if ruleset == CLASSICAL:
        # Loose tiles (the lifted stack), then the 7 stacks to its right, from the break outwards.
        dead_stacks = [b - i for i in range(8)]
        live_stacks = [b + 1 + i for i in range(STACKS - 8)]
    else:
        # The counted stack and the 6 before it, from the break end.
        dead_stacks = [b - i for i in range(7)]
        live_stacks = [b + 1 + i for i in range(STACKS - 7)]
    dead = tuple(i for s in dead_stacks for i in _stack_tiles(s))
    live = tuple(i for s in live_stacks for i in _stack_tiles(s))
    assert len(set(dead) | set(live)) == TILES
    return Layout(b, live, dead)


def deal_order(dealer: int = 0) -> list[tuple[int, int]]:
    """(seat, count) for each grab of the deal: three passes of 4 (East first), then East 2, the others 1."""
    order = [(dealer + i) % 4 for i in range(4)]
    grabs = [(seat, 4) for _ in range(3) for seat in order]
    grabs += [(order[0], 2)] + [(seat, 1) for seat in order[1:]]
    return grabs


FILL_KINDS: tuple[str, ...] = tuple(
    [f"{n}{s}" for s in "mps" for n in (1, 4, 7, 2, 5, 8, 3, 6, 9)] + [f"{n}z" for n in range(1, 8)]
)


def filler_order(remaining: Counter[str]) -> list[str]:
    """The remaining tiles spread out: one copy of each kind in turn (numbers 3 apart), then the next copies;
    bonus tiles last. Filled hands then rarely hold pairs, and filled draws rarely repeat a kind."""
    out: list[str] = []
    for copy in range(4):
        out.extend(kind for kind in FILL_KINDS if remaining[kind] > copy)
    out.extend(sorted(t for t in remaining.elements() if is_bonus(t)))
    return out


def build_wall(
    ruleset: str,
    dice: Sequence[int],
    *,
    hands: Sequence[str | Sequence[str]] | Mapping[int, str | Sequence[str]] = (),
    live: str | Sequence[str] = (),
    dead: str | Sequence[str] = (),
    tail: str | Sequence[str] = (),
    dealer: int = 0,
) -> list[str]:
    """The 144-tile physical wall for the wanted tile sequences.

    - `hands`: the dealt tiles per seat (East 14, the others 13), in any order; seats not given are filled.
    - `live`: the tiles drawn from the live wall after the deal, in order (Classical bonus replacements included).
    - `dead`: the dead-wall tiles in take order.
    - `tail`: the tiles at the far end of the live wall, `tail[0]` being the very last live tile (HKE: the tile
      that refills the dead wall first).
    The rest is filled with the remaining tiles of the set in a fixed order; unused bonus tiles go last, i.e. to
    the far end of the dead wall, where a short scenario never reaches them.
    """
    lay = layout(ruleset, dice)
    wall: list[str | None] = [None] * TILES

    def put(index: int, tile: str) -> None:
        if wall[index] is not None:
            raise ValueError(f"wall position {index} given twice")
        wall[index] = tile

    hand_map: dict[int, list[str]] = {}
    items = hands.items() if isinstance(hands, Mapping) else enumerate(hands)
    for seat, text in items:
        hand_map[seat] = tiles(text)
    for seat, given in hand_map.items():
        want = 14 if seat == dealer else 13
        if len(given) != want:
            raise ValueError(f"seat {seat} needs {want} dealt tiles, got {len(given)}")
    cursor = 0
    taken = [0, 0, 0, 0]
    for seat, count in deal_order(dealer):
        for _ in range(count):
            if seat in hand_map:
                put(lay.live[cursor], hand_map[seat][taken[seat]])
            taken[seat] += 1
            cursor += 1
    for k, tile in enumerate(tiles(live)):
        put(lay.live[cursor + k], tile)
    for k, tile in enumerate(tiles(dead)):
        put(lay.dead[k], tile)
    for k, tile in enumerate(tiles(tail)):
        put(lay.live[-1 - k], tile)

    used = Counter(t for t in wall if t is not None)
    remaining = Counter(FULL_SET) - used
    for tile, n in used.items():
        if n > Counter(FULL_SET)[tile]:
            raise ValueError(f"too many {tile}: {n}")
    filler = filler_order(remaining)
    free_live = [i for i in lay.live if wall[i] is None]
    free_dead = [i for i in lay.dead if wall[i] is None]
    for index, tile in zip(free_live + free_dead, filler, strict=True):
        wall[index] = tile
    assert Counter(wall) == Counter(FULL_SET)
    return [t for t in wall if t is not None]


def dealt(wall: Sequence[str], ruleset: str, dice: Sequence[int], dealer: int = 0) -> list[list[str]]:
    """The tiles each seat receives in the deal, read back from a physical wall."""
    lay = layout(ruleset, dice)
    out: list[list[str]] = [[], [], [], []]
    cursor = 0
    for seat, count in deal_order(dealer):
        out[seat].extend(wall[lay.live[cursor + k]] for k in range(count))
        cursor += count
    return out
