"""The hand notation of `notation.md`: a strict parser and the canonical printer.

`format_hand(parse_hand(s))` is canonical and `parse_hand(format_hand(h)) == h`. Every malformed input raises
an `InvalidNotation` (with the position of the bad token) or a `WrongTileCount`; nothing is silently dropped.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from jongg.errors import InvalidMeld, InvalidNotation, TooManyCopies, WrongTileCount, excerpt
from jongg.hand import Hand, Meld, MeldKind, tiles_to_str
from jongg.tiles import KIND_MASK, NUM_ALL_KINDS, NUM_KINDS, RED, SEASON_BASE, Tile, is_bonus

Irregular = Literal["short", "long", "foul"]
IRREGULAR: Final = ("short", "long", "foul")

MAX_HAND_LENGTH: Final = 200
"""The longest hand string read: a real hand, every tile and marker spelled out and spaced, is well under it."""

_MAX_DIGIT: Final = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 4, "g": 4}
_BASE: Final = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34, "g": SEASON_BASE}
_TOKEN: Final = re.compile(r"\S+")
_MELD: Final = re.compile(r"(?P<open>[\[(])(?P<body>[0-9a-z]*)(?P<source>[<^>])?(?P<foul>!)?(?P<close>[\])])")


_DIGITS: Final = frozenset("0123456789")
_BY_LETTER: Final = {
    letter: {str(d): Tile(base + d - 1) for d in range(1, _MAX_DIGIT[letter] + 1)} for letter, base in _BASE.items()
}
for _letter in "mps":
    _BY_LETTER[_letter]["0"] = Tile((_BASE[_letter] + 4) | RED)


def parse_tiles(text: str, offset: int = 0, *, red_fives: bool = True) -> list[Tile]:
    """Parse a compact tile group such as `123m5z13f` (digits before their suit letter)."""
    tiles: list[Tile] = []
    start = 0
    for i, ch in enumerate(text):
        if ch in _DIGITS:
            continue
        table = _BY_LETTER.get(ch)
        if table is None:
            raise InvalidNotation(f"unexpected character {ch!r}", offset + i)
        if i == start:
            raise InvalidNotation(f"suit letter {ch!r} without digits", offset + i)
        for j in range(start, i):
            tile = table.get(text[j])
            if tile is None:
                if text[j] == "0":
                    raise InvalidNotation(f"0{ch} is not a tile (red fives are 0m, 0p, 0s)", offset + j)
                raise InvalidNotation(f"{text[j]}{ch} is not a tile", offset + j)
            if tile & RED and not red_fives:
                raise InvalidNotation(f"red five 0{ch} is not used in this rule set", offset + j)
            tiles.append(tile)
        start = i + 1
    if start < len(text):
        raise InvalidNotation("digits without a suit letter", offset + start)
    return tiles


def parse_hand(text: str, *, irregular: Irregular | None = None, red_fives: bool = True) -> Hand:
    """Parse a hand string (`notation.md`).

    `irregular` admits Classical short/long/foul hands: `short` accepts fewer tiles, `long` any count,
    `foul` allows `[...!]` groups. `red_fives=False` refuses `0m`/`0p`/`0s`.
    """
    if not isinstance(text, str):
        raise InvalidNotation(f"a hand is a string, not {type(text).__name__}", 0)
    if len(text) > MAX_HAND_LENGTH:
        raise InvalidNotation(
            f"a hand string has at most {MAX_HAND_LENGTH} characters, not {len(text)}: {excerpt(text)}", MAX_HAND_LENGTH
        )
    if irregular is None and type(text) is str and len(text) <= MAX_HAND_LENGTH:
        hand = _parse_plain(text, red_fives)
        if hand is not None:
            return hand
    if irregular is not None and irregular not in IRREGULAR:
        raise InvalidNotation(f"unknown irregular kind {irregular!r}", 0)
    concealed: list[Tile] = []
    melds: list[Meld] = []
    bonus: list[Tile] = []
    winning: Tile | None = None
    copies = _Copies()
    for match in _TOKEN.finditer(text):
        token, pos = match.group(), match.start()
        first = token[0]
        if first == "+":
            if winning is not None:
                raise InvalidNotation("more than one winning tile", pos)
            tiles = parse_tiles(token[1:], pos + 1, red_fives=red_fives)
            if len(tiles) != 1:
                raise InvalidNotation(f"+ takes exactly one tile, not {len(tiles)}", pos)
            winning = tiles[0]
        elif first == "[" or first == "(":
            meld = _parse_meld(token, pos, irregular == "foul", red_fives)
            melds.append(meld)
            tiles = list(meld.tiles)
        else:
            tiles = parse_tiles(token, pos, red_fives=red_fives)
            if "f" in token or "g" in token:
                if not all(is_bonus(t) for t in tiles):
                    raise InvalidNotation("bonus tiles are written in a token of their own", pos)
                bonus.extend(tiles)
            else:
                concealed.extend(tiles)
        copies.add(tiles, pos)
    _check_count(concealed, melds, winning, irregular)
    return Hand(concealed, melds, bonus, winning)


_SUIT_OF: Final = tuple(k // 9 for k in range(NUM_KINDS))
_POW_OF: Final = tuple(5 ** (k % 9) if k < 27 else 5 ** (k - 27) for k in range(NUM_KINDS))
_PLAIN_LETTERS: Final = {letter: _BY_LETTER[letter] for letter in "mpsz"}
_ONE_TILE: Final = {f"{digit}{letter}": tile for letter, table in _BY_LETTER.items() for digit, tile in table.items()}


def _parse_plain(text: str, red_fives: bool) -> Hand | None:
    """The common case of `parse_hand` (a regular hand that is right) in one pass, building the hand's counts
    and keys as it reads; None for anything else, which the full parser then reads (and refuses with the
    error it names), so the result is the same either way."""
    counts = [0] * NUM_KINDS  # concealed tiles with the winning tile, as `Hand` keeps them
    keys = [0, 0, 0, 0]
    red = 0  # suits with a red five among the concealed tiles
    reds = 0  # kinds with a red five anywhere
    melds: list[Meld] = []
    bonus: list[Tile] = []
    winning: Tile | None = None
    concealed = 0
    suit_of, pow_of = _SUIT_OF, _POW_OF
    for token in _TOKEN.findall(text):
        first = token[0]
        if first == "+":
            if winning is not None:
                return None
            winning = _ONE_TILE.get(token[1:])
            if winning is None or (winning & RED and not red_fives):
                return None
            kind = winning & KIND_MASK
            if kind < NUM_KINDS:
                counts[kind] += 1
                keys[suit_of[kind]] += pow_of[kind]
                if winning & RED:
                    if reds & (1 << kind):
                        return None
                    reds |= 1 << kind
                    red |= 1 << suit_of[kind]
        elif first == "[" or first == "(":
            try:
                meld = _parse_meld(token, 0, False, red_fives)
            except InvalidNotation:
                return None
            melds.append(meld)
        elif "f" in token or "g" in token:
            try:
                tiles = parse_tiles(token, 0, red_fives=red_fives)
            except InvalidNotation:
                return None
            if not all(is_bonus(t) for t in tiles):
                return None
            bonus.extend(tiles)
        else:
            start = 0
            for i, ch in enumerate(token):
                if ch in _DIGITS:
                    continue
                table = _PLAIN_LETTERS.get(ch)
                if table is None or i == start:
                    return None
                for j in range(start, i):
                    tile = table.get(token[j])
                    if tile is None:
                        return None
                    kind = tile & KIND_MASK
                    counts[kind] += 1
                    keys[suit_of[kind]] += pow_of[kind]
                    if tile & RED:
                        if not red_fives or reds & (1 << kind):
                            return None
                        reds |= 1 << kind
                        red |= 1 << suit_of[kind]
                concealed += i - start
                start = i + 1
            if start < len(token):
                return None
    plays = winning is not None and winning & KIND_MASK < NUM_KINDS
    if concealed + 3 * len(melds) != 13 or len(melds) > 4:
        return None
    # copies: at most 4 of a kind, one of each bonus tile, one red five of a suit
    if melds:
        every = counts.copy()
        for meld in melds:
            for tile in meld.tiles:
                kind = tile & KIND_MASK
                every[kind] += 1
                if tile & RED:
                    if reds & (1 << kind):
                        return None
                    reds |= 1 << kind
        if max(every) > 4:
            return None
    elif max(counts) > 4:
        return None
    if bonus or (winning is not None and not plays):
        kinds = {tile & KIND_MASK for tile in bonus}
        if len(kinds) != len(bonus) or (winning is not None and not plays and winning & KIND_MASK in kinds):
            return None
    hand = Hand.__new__(Hand)
    hand.counts = counts
    hand.keys = keys
    hand.red = red
    hand.melds = tuple(sorted(melds, key=Meld.sort_key)) if len(melds) > 1 else tuple(melds)
    hand.bonus = tuple(sorted(bonus))
    hand.winning = winning
    return hand


class _Copies:
    """Counts every tile as its token is read, so a copy error names that token."""

    __slots__ = ("counts", "reds")

    def __init__(self) -> None:
        self.counts = [0] * NUM_ALL_KINDS
        self.reds = 0

    def add(self, tiles: list[Tile], pos: int) -> None:
        counts = self.counts
        for tile in tiles:
            kind = tile & KIND_MASK
            counts[kind] += 1
            if counts[kind] > 4 or (kind >= NUM_KINDS and counts[kind] > 1):
                raise TooManyCopies(f"more than {1 if kind >= NUM_KINDS else 4} {Tile(kind)}", pos)
            if tile & RED:
                if self.reds & (1 << kind):
                    raise TooManyCopies(f"more than one red five {tile}", pos)
                self.reds |= 1 << kind


_MELDS: dict[tuple[str, bool, bool], Meld] = {}
"""Melds already read, by token: there are only a few thousand valid meld tokens, and a meld is a value."""


def _parse_meld(token: str, pos: int, foul_allowed: bool, red_fives: bool) -> Meld:
    key = (token, foul_allowed, red_fives)
    meld = _MELDS.get(key)
    if meld is None:
        meld = _read_meld(token, pos, foul_allowed, red_fives)
        if len(_MELDS) < 10_000:
            _MELDS[key] = meld
    return meld


def _read_meld(token: str, pos: int, foul_allowed: bool, red_fives: bool) -> Meld:
    match = _MELD.fullmatch(token)
    if match is None:
        raise InvalidNotation(f"malformed meld {excerpt(token)}", pos)
    concealed = match["open"] == "("
    if concealed != (match["close"] == ")") or (concealed and (match["source"] or match["foul"])):
        raise InvalidNotation(f"malformed meld {excerpt(token)}: [..] for exposed sets, (..) for concealed kongs", pos)
    if match["foul"] and not foul_allowed:
        raise InvalidNotation("'!' marks a foul group, allowed only in a foul hand", pos)
    tiles = parse_tiles(match["body"], pos + 1, red_fives=red_fives)
    try:
        return Meld.of(tiles, concealed=concealed, source=match["source"], foul=bool(match["foul"]))
    except InvalidMeld as err:
        raise InvalidMeld(f"{err.reason}: {excerpt(token)}", pos) from None


def _check_count(concealed: list[Tile], melds: list[Meld], winning: Tile | None, irregular: Irregular | None) -> None:
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


__all__ = ["IRREGULAR", "MAX_HAND_LENGTH", "Irregular", "MeldKind", "format_hand", "parse_hand", "parse_tiles"]
