"""The hand notation of `notation.md`: a strict parser and the canonical printer.

`format_hand(parse_hand(s))` is canonical and `parse_hand(format_hand(h)) == h`. Every malformed input raises
an `InvalidNotation` (with the position of the bad token) or a `WrongTileCount`; nothing is silently dropped.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Final, Literal

from jongg.errors import InvalidMeld, InvalidNotation, TooManyCopies, WrongTileCount
from jongg.hand import Hand, Meld, MeldKind, tiles_to_str
from jongg.tiles import KIND_MASK, RED, SEASON_BASE, Tile, is_bonus

Irregular = Literal["short", "long", "foul"]
IRREGULAR: Final = ("short", "long", "foul")

_MAX_DIGIT: Final = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 4, "g": 4}
_BASE: Final = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34, "g": SEASON_BASE}
_TOKEN: Final = re.compile(r"\S+")
_MELD: Final = re.compile(r"(?P<open>[\[(])(?P<body>[0-9a-z]*)(?P<source>[<^>])?(?P<foul>!)?(?P<close>[\])])")


def parse_tiles(text: str, offset: int = 0, *, red_fives: bool = True) -> list[Tile]:
    """Parse a compact tile group such as `123m5z13f` (digits before their suit letter)."""
    tiles: list[Tile] = []
    digits: list[tuple[int, str]] = []
    for i, ch in enumerate(text):
        if ch.isdigit() and ch.isascii():
            digits.append((offset + i, ch))
            continue
        if ch not in _MAX_DIGIT:
            raise InvalidNotation(f"unexpected character {ch!r}", offset + i)
        if not digits:
            raise InvalidNotation(f"suit letter {ch!r} without digits", offset + i)
        for pos, d in digits:
            n = int(d)
            if n == 0:
                if ch not in "mps":
                    raise InvalidNotation(f"0{ch} is not a tile (red fives are 0m, 0p, 0s)", pos)
                if not red_fives:
                    raise InvalidNotation(f"red five 0{ch} is not used in this rule set", pos)
                tiles.append(Tile((_BASE[ch] + 4) | RED))
            elif n > _MAX_DIGIT[ch]:
                raise InvalidNotation(f"{d}{ch} is not a tile", pos)
            else:
                tiles.append(Tile(_BASE[ch] + n - 1))
        digits = []
    if digits:
        raise InvalidNotation("digits without a suit letter", digits[0][0])
    return tiles


def parse_hand(text: str, *, irregular: Irregular | None = None, red_fives: bool = True) -> Hand:
    """Parse a hand string (`notation.md`).

    `irregular` admits Classical short/long/foul hands: `short` accepts fewer tiles, `long` any count,
    `foul` allows `[...!]` groups. `red_fives=False` refuses `0m`/`0p`/`0s`.
    """
    if not isinstance(text, str):
        raise InvalidNotation(f"a hand is a string, not {type(text).__name__}", 0)
    if irregular is not None and irregular not in IRREGULAR:
        raise InvalidNotation(f"unknown irregular kind {irregular!r}", 0)
    concealed: list[Tile] = []
    melds: list[Meld] = []
    bonus: list[Tile] = []
    winning: Tile | None = None
    # each tile with the position of the token that brought it, for copy errors
    placed: list[tuple[Tile, int]] = []
    for match in _TOKEN.finditer(text):
        token, pos = match.group(), match.start()
        if token[0] == "+":
            if winning is not None:
                raise InvalidNotation("more than one winning tile", pos)
            tiles = parse_tiles(token[1:], pos + 1, red_fives=red_fives)
            if len(tiles) != 1:
                raise InvalidNotation(f"+ takes exactly one tile, not {len(tiles)}", pos)
            winning = tiles[0]
            placed.append((winning, pos))
        elif token[0] in "[(":
            meld = _parse_meld(token, pos, irregular == "foul", red_fives)
            melds.append(meld)
            placed.extend((t, pos) for t in meld.tiles)
        else:
            tiles = parse_tiles(token, pos, red_fives=red_fives)
            bonus_tiles = [t for t in tiles if is_bonus(t)]
            if bonus_tiles and len(bonus_tiles) != len(tiles):
                raise InvalidNotation("bonus tiles are written in a token of their own", pos)
            (bonus if bonus_tiles else concealed).extend(tiles)
            placed.extend((t, pos) for t in tiles)
    _check_copies(placed)
    _check_count(concealed, melds, winning, irregular)
    return Hand(concealed, melds, bonus, winning)


def _parse_meld(token: str, pos: int, foul_allowed: bool, red_fives: bool) -> Meld:
    match = _MELD.fullmatch(token)
    if match is None:
        raise InvalidNotation(f"malformed meld {token!r}", pos)
    concealed = match["open"] == "("
    if concealed != (match["close"] == ")") or (concealed and (match["source"] or match["foul"])):
        raise InvalidNotation(f"malformed meld {token!r}: [..] for exposed sets, (..) for concealed kongs", pos)
    if match["foul"] and not foul_allowed:
        raise InvalidNotation("'!' marks a foul group, allowed only in a foul hand", pos)
    tiles = parse_tiles(match["body"], pos + 1, red_fives=red_fives)
    try:
        return Meld.of(tiles, concealed=concealed, source=match["source"], foul=bool(match["foul"]))
    except InvalidMeld as err:
        raise InvalidMeld(f"{err.reason}: {token!r}", pos) from None


def _check_copies(placed: list[tuple[Tile, int]]) -> None:
    kinds: Counter[int] = Counter()
    reds: set[int] = set()
    for tile, pos in placed:
        kind = tile & KIND_MASK
        kinds[kind] += 1
        limit = 1 if is_bonus(kind) else 4
        if kinds[kind] > limit:
            raise TooManyCopies(f"more than {limit} {Tile(kind)}", pos)
        if tile & RED:
            if kind in reds:
                raise TooManyCopies(f"more than one red five {tile}", pos)
            reds.add(kind)


def _check_count(
    concealed: list[Tile], melds: list[Meld], winning: Tile | None, irregular: Irregular | None
) -> None:
    plays = winning is not None and not is_bonus(winning)
    counted = len(concealed) + 3 * len(melds) + plays
    expected = 13 + plays
    if irregular == "long":
        return
    if irregular == "short" and counted <= expected:
        return
    if counted != expected or len(melds) > 4:
        what = "winning" if winning is not None else "losing"
        raise WrongTileCount(
            f"a {what} hand has {expected} tiles (concealed + 3 per meld"
            f"{' + the winning tile' if expected == 14 else ''}), this one {counted}"
        )


def format_hand(hand: Hand) -> str:
    """The canonical string: concealed tiles (m p s z), melds, bonus tiles, `+X`."""
    parts = []
    concealed = hand.concealed()
    if concealed:
        parts.append(tiles_to_str(concealed))
    parts.extend(str(m) for m in hand.melds)
    if hand.bonus:
        parts.append(tiles_to_str(hand.bonus))
    if hand.winning is not None:
        parts.append(f"+{hand.winning}")
    return " ".join(parts)


__all__ = ["IRREGULAR", "Irregular", "MeldKind", "format_hand", "parse_hand", "parse_tiles"]
