"""`Meld` and `Hand`: the value types every layer shares.

A hand keeps a 34-count array of its concealed tiles and four per-suit keys (base 5, digit i = count of the
suit's number i+1), updated incrementally by `add` / `remove`, so analysis never rebuilds them.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Final

from jongg.errors import InvalidMeld, WrongTileCount
from jongg.tiles import KIND_MASK, NUM_KINDS, RED, Tile, is_bonus, tile_order

SOURCES: Final = ("<", "^", ">")
"""Claim-source markers: from the left (previous) player, the one opposite, the one to the right."""

_SUIT: Final = tuple(k // 9 for k in range(NUM_KINDS))
_POW: Final = tuple(5 ** (k % 9) if k < 27 else 5 ** (k - 27) for k in range(NUM_KINDS))


class MeldKind(enum.Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    FOUL = "foul"
    """An exposed group that is not a valid set (Classical foul hand, `[124m!]`)."""


_KONG: Final = MeldKind.KONG  # a member read through its enum class costs some 70 ns


@dataclass(frozen=True, slots=True)
class Meld:
    """A fixed set: an exposed chow/pung/kong (`[...]`) or a declared concealed kong (`(...)`)."""

    kind: MeldKind
    tiles: tuple[Tile, ...]
    concealed: bool = False
    source: str | None = None

    @classmethod
    def of(
        cls,
        tiles: Iterable[Tile],
        *,
        concealed: bool = False,
        source: str | None = None,
        foul: bool = False,
    ) -> Meld:
        """Build a meld from its tiles, telling its kind and refusing anything that is not a valid set."""
        ordered = tuple(sorted(tiles, key=tile_order))
        kinds = [t & KIND_MASK for t in ordered]
        if source is not None and source not in SOURCES:
            raise InvalidMeld("hand.unknown_claim_source", source=source)
        if concealed and source is not None:
            raise InvalidMeld("hand.concealed_kong_has_no")
        if any(k >= NUM_KINDS for k in kinds):
            raise InvalidMeld("hand.bonus_tiles_never_form")
        if foul:
            if concealed:
                raise InvalidMeld("hand.declared_concealed_kong_cannot")
            if not 3 <= len(ordered) <= 4:
                raise InvalidMeld("hand.foul_group_has_or", ordered_count=len(ordered))
            try:
                cls.of(ordered)
            except InvalidMeld:
                return cls(MeldKind.FOUL, ordered, False, source)
            raise InvalidMeld("hand.marks_group_not_valid")
        if len(set(kinds)) == 1 and len(kinds) in (3, 4):
            kind = MeldKind.PUNG if len(kinds) == 3 else MeldKind.KONG
        elif len(kinds) == 3:
            first = kinds[0]
            if first >= 27:
                raise InvalidMeld("hand.honours_do_not_form")
            if _SUIT[kinds[2]] != _SUIT[first]:
                raise InvalidMeld("hand.chow_one_suit")
            if kinds != [first, first + 1, first + 2]:
                raise InvalidMeld("hand.chow_three_consecutive_tiles")
            kind = MeldKind.CHOW
        else:
            raise InvalidMeld("hand.tiles_neither_chow_pung", kinds_count=len(kinds))
        if concealed and kind is not MeldKind.KONG:
            raise InvalidMeld("hand.only_kong_declared_concealed")
        return cls(kind, ordered, concealed, source)

    @property
    def first(self) -> int:
        """Kind of the lowest tile."""
        return self.tiles[0] & KIND_MASK

    @property
    def is_kong(self) -> bool:
        return self.kind is _KONG

    def sort_key(self) -> tuple[int, int, bool, tuple[Tile, ...], str]:
        """Canonical meld order: by lowest tile, then size, exposed before concealed."""
        return (self.first, len(self.tiles), self.concealed, self.tiles, self.source or "")

    def __str__(self) -> str:
        body = tiles_to_str(self.tiles)
        if self.concealed:
            return f"({body})"
        return f"[{body}{self.source or ''}{'!' if self.kind is MeldKind.FOUL else ''}]"


def tiles_to_str(tiles: Iterable[Tile]) -> str:
    """Canonical compact form: `234m067p`: suits in order m p s z f g, digits ascending, red five first."""
    groups: dict[str, list[str]] = {}
    for tile in sorted(tiles, key=tile_order):
        text = str(tile)
        groups.setdefault(text[1], []).append(text[0])
    return "".join("".join(digits) + letter for letter, digits in groups.items())


class Hand:
    """A player's tiles: concealed tiles (as counts, with the winning tile), melds, bonus tiles.

    `counts` and `keys` are read by analysis and kept in step by `add` / `remove`; treat them as read-only.
    """

    __slots__ = ("bonus", "counts", "keys", "melds", "red", "winning")

    counts: list[int]
    keys: list[int]
    red: int
    melds: tuple[Meld, ...]
    bonus: tuple[Tile, ...]
    winning: Tile | None

    def __init__(
        self,
        concealed: Iterable[Tile] = (),
        melds: Iterable[Meld] = (),
        bonus: Iterable[Tile] = (),
        winning: Tile | None = None,
    ) -> None:
        """`concealed` excludes `winning`; the hand's counts include it (a bonus winning tile excepted)."""
        self.counts = [0] * NUM_KINDS
        self.keys = [0, 0, 0, 0]
        self.red = 0
        self.melds = tuple(sorted(melds, key=Meld.sort_key))
        self.bonus = tuple(sorted(bonus))
        self.winning = winning
        counts, keys = self.counts, self.keys
        for tile in concealed:
            kind = tile & KIND_MASK
            if kind >= NUM_KINDS:
                raise WrongTileCount("hand.bonus_tile_not_concealed", tile=Tile(tile))
            counts[kind] += 1
            keys[_SUIT[kind]] += _POW[kind]
            if tile & RED:
                self.red |= 1 << _SUIT[kind]
        if winning is not None and not is_bonus(winning):
            self.add(winning)

    # -- incremental updates (the engine's hot path) -------------------------------------------------
    def add(self, tile: int) -> None:
        """Add one concealed tile (a playing tile, not a bonus tile)."""
        kind = tile & KIND_MASK
        if kind >= NUM_KINDS:
            raise WrongTileCount("hand.bonus_tile_not_concealed", tile=Tile(tile))
        self.counts[kind] += 1
        self.keys[_SUIT[kind]] += _POW[kind]
        if tile & RED:
            self.red |= 1 << _SUIT[kind]

    def remove(self, tile: int) -> None:
        """Remove one concealed tile; a red five must be named as red to remove the red one."""
        kind = tile & KIND_MASK
        if kind >= NUM_KINDS or self.counts[kind] == 0:
            raise WrongTileCount("hand.no_among_concealed_tiles", tile=Tile(tile))
        bit = 1 << _SUIT[kind]
        if tile & RED:
            if not self.red & bit:
                raise WrongTileCount("hand.no_red_five_among", tile=Tile(tile))
            self.red &= ~bit
        elif kind % 9 == 4 and self.red & bit and self.counts[kind] == 1:
            raise WrongTileCount("hand.only_left_red_one", tile=Tile(kind))
        self.counts[kind] -= 1
        self.keys[_SUIT[kind]] -= _POW[kind]

    # -- views ---------------------------------------------------------------------------------------
    def tiles(self) -> list[Tile]:
        """The concealed tiles (with the winning tile), sorted, red fives as red."""
        out: list[Tile] = []
        for kind, n in enumerate(self.counts):
            if n:
                if kind % 9 == 4 and kind < 27 and self.red & (1 << (kind // 9)):
                    out.append(Tile(kind | RED))
                    n -= 1
                out.extend([Tile(kind)] * n)
        return out

    def concealed(self) -> list[Tile]:
        """The concealed tiles without the winning tile, as written before `+X`."""
        out = self.tiles()
        if self.winning is not None and not is_bonus(self.winning):
            out.remove(self.winning)
        return out

    def packed_counts(self) -> int:
        """Every playing tile, concealed or in a meld, counted one byte per kind (kind k in bits 8k to 8k + 7):
        a scorer tests a set of kinds with one mask."""
        packed = int.from_bytes(bytes(self.counts), "little")
        for meld in self.melds:
            for tile in meld.tiles:
                packed += 1 << (8 * (tile & KIND_MASK))
        return packed

    @property
    def tile_count(self) -> int:
        """Concealed tiles plus 3 per meld (a kong counts 3), as the notation counts them."""
        return sum(self.counts) + 3 * len(self.melds)

    @property
    def is_winning(self) -> bool:
        return self.winning is not None

    def __iter__(self) -> Iterator[Tile]:
        return iter(self.tiles())

    def copy(self) -> Hand:
        other = Hand.__new__(Hand)
        other.counts = self.counts.copy()
        other.keys = self.keys.copy()
        other.red = self.red
        other.melds = self.melds
        other.bonus = self.bonus
        other.winning = self.winning
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return (
            self.counts == other.counts
            and self.red == other.red
            and self.melds == other.melds
            and self.bonus == other.bonus
            and self.winning == other.winning
        )

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        """The canonical string of `notation.md` (`notation.format_hand`): concealed tiles (m p s z), melds,
        bonus tiles, `+X`."""
        parts = []
        concealed = self.concealed()
        if concealed:
            parts.append(tiles_to_str(concealed))
        parts.extend(str(m) for m in self.melds)
        if self.bonus:
            parts.append(tiles_to_str(self.bonus))
        if self.winning is not None:
            parts.append(f"+{self.winning}")
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"parse_hand({str(self)!r})"
