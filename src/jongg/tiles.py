"""Tiles as small ints.

Kinds 0-33 are the playing tiles (0-8 characters `m`, 9-17 dots `p`, 18-26 bamboo `s`, 27-33 honours `z`:
East, South, West, North, white, green, red), 34-41 the bonus tiles (34-37 flowers `1f`-`4f`, 38-41 seasons
`1g`-`4g`). A red five is its five's kind with the `RED` bit set, so `tile & KIND_MASK` is always the kind.
"""

from __future__ import annotations

from typing import Final

from jongg.errors import InvalidNotation

SUITS: Final = "mpsz"
NUM_KINDS: Final = 34
NUM_SUITED: Final = 27
"""Kinds 0-26 are suit tiles, 27-33 honours."""
NUM_ALL_KINDS: Final = 42
RED: Final = 64
KIND_MASK: Final = 63

FLOWER_BASE: Final = 34
SEASON_BASE: Final = 38
EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED_DRAGON = range(27, 34)
WINDS: Final = (EAST, SOUTH, WEST, NORTH)
DRAGONS: Final = (WHITE, GREEN, RED_DRAGON)
HONOURS: Final = (*WINDS, *DRAGONS)
SUIT_KINDS: Final = (range(0, 9), range(9, 18), range(18, 27))
"""The kinds of each suit: characters, dots, bamboo."""
TERMINALS: Final = (0, 8, 9, 17, 18, 26)
TERMINALS_AND_HONOURS: Final = (*TERMINALS, *HONOURS)
IS_TERMINAL_OR_HONOUR: Final = tuple(kind in TERMINALS_AND_HONOURS for kind in range(NUM_KINDS))
"""By kind 0-33: whether it is a terminal (1 or 9) or an honour."""
GREENS: Final = (19, 20, 21, 23, 25, GREEN)  # 2, 3, 4, 6, 8 bamboo and green dragon
WIND_TILE: Final = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
"""The wind tile kind of a seat or round wind letter."""
NINE_GATES: Final = (3, 1, 1, 1, 1, 1, 1, 1, 3)
"""Counts of numbers 1-9 in the thirteen concealed tiles of Nine Gates (1112345678999)."""


def suit_of(kind: int) -> int:
    """0 m, 1 p, 2 s, 3 z, 4 bonus."""
    return kind // 9 if kind < NUM_KINDS else 4


def number_of(kind: int) -> int:
    """1-9 for suit tiles, 1-7 for honours, 1-4 for bonus tiles."""
    if kind < 27:
        return kind % 9 + 1
    if kind < NUM_KINDS:
        return kind - 26
    return (kind - FLOWER_BASE) % 4 + 1


def is_suited(kind: int) -> bool:
    return kind < 27


def is_honour(kind: int) -> bool:
    return 27 <= kind < NUM_KINDS


def is_terminal(kind: int) -> bool:
    return kind < 27 and kind % 9 in (0, 8)


def is_bonus(tile: int) -> bool:
    """True for flowers and seasons (works on kinds and on tiles with the red bit)."""
    return (tile & KIND_MASK) >= NUM_KINDS


def tile_order(tile: int) -> tuple[int, int]:
    """The display order of tiles: by kind, a red five just before the plain fives of its suit (a plain `sorted`
    puts it after the honours, as its int carries the `RED` bit)."""
    return (tile & KIND_MASK, 0 if tile & RED else 1)


class Tile(int):
    """One tile: an int (its kind, plus `RED` for a red five) that prints in the notation.

    `Tile.from_str("5m")`, `Tile(4)` and `Tile.from_str("0m")` (red five) are the ways to make one.
    """

    __slots__ = ()

    def __new__(cls, value: int) -> Tile:
        kind = value & ~RED
        if not 0 <= kind < NUM_ALL_KINDS or (value & RED and (kind >= 27 or kind % 9 != 4)):
            raise InvalidNotation("tiles.no_tile_has_value", value=value)
        tile = _ALL.get(value)
        return tile if tile is not None else super().__new__(cls, value)

    @classmethod
    def from_str(cls, text: str) -> Tile:
        """Parse one tile such as `5m`, `0p` (red five), `7z` or `2g`."""
        tile = _BY_NAME.get(text)
        if tile is None:
            raise InvalidNotation("engine.not_tile", text=text, position=0)
        return tile

    @property
    def kind(self) -> int:
        """The kind 0-41; a red five's kind is the five's."""
        return self & KIND_MASK

    @property
    def is_red(self) -> bool:
        return bool(self & RED)

    @property
    def letter(self) -> str:
        kind = self & KIND_MASK
        if kind < NUM_KINDS:
            return SUITS[kind // 9]
        return "f" if kind < SEASON_BASE else "g"

    @property
    def number(self) -> int:
        return number_of(self & KIND_MASK)

    def __str__(self) -> str:
        text = _TEXT.get(self)
        return text if text is not None else f"{0 if self & RED else self.number}{self.letter}"

    def __repr__(self) -> str:
        return f"Tile.from_str({str(self)!r})"


_ALL: dict[int, Tile] = {}
for _value in [*range(NUM_ALL_KINDS), RED | 4, RED | 13, RED | 22]:
    _ALL[_value] = int.__new__(Tile, _value)
_TEXT: dict[int, str] = {}
_BY_NAME: dict[str, Tile] = {str(t): t for t in _ALL.values()}
_TEXT.update({int(t): name for name, t in _BY_NAME.items()})

ALL_TILES: Final = tuple(_ALL[k] for k in range(NUM_ALL_KINDS))
"""The 42 kinds as tiles, in kind order."""
EVERY_TILE: Final = tuple(_ALL.values())
"""The 42 kinds and the three red fives."""
TEXT: Final = tuple(_TEXT.get(value, "") for value in range(RED | NUM_KINDS))
"""`TEXT[tile]` is `str(tile)` (for the engine's events, which write thousands of tiles a hand)."""


def tiles_from_texts(texts: list[str]) -> list[Tile]:
    """`[Tile.from_str(t) for t in texts]`, the same error included, in one pass."""
    try:
        return [_BY_NAME[t] for t in texts]
    except (KeyError, TypeError):
        return [Tile.from_str(t) for t in texts]
