"""The hand notation of `notation.md`: a strict parser and the canonical printer.

`format_hand(parse_hand(s))` is canonical and `parse_hand(format_hand(h)) == h`. Every malformed input raises
an `InvalidNotation` (with the position of the bad token) or a `WrongTileCount`; nothing is silently dropped.
"""

from __future__ import annotations

import re
from operator import itemgetter
from typing import Final, Literal

from jongg.errors import InvalidMeld, InvalidNotation, Phrase, TooManyCopies, WrongTileCount, excerpt
from jongg.hand import Hand, Meld, MeldKind
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
            raise InvalidNotation("notation.unexpected_character", ch=ch, position=offset + i)
        if i == start:
            raise InvalidNotation("notation.suit_letter_without_digits", ch=ch, position=offset + i)
        for j in range(start, i):
            tile = table.get(text[j])
            if tile is None:
                if text[j] == "0":
                    raise InvalidNotation("notation.not_tile_red_fives", ch=ch, position=offset + j)
                raise InvalidNotation("notation.not_tile", text=text[j], ch=ch, position=offset + j)
            if tile & RED and not red_fives:
                raise InvalidNotation("notation.red_five_not_used", ch=ch, position=offset + j)
            tiles.append(tile)
        start = i + 1
    if start < len(text):
        raise InvalidNotation("notation.digits_without_suit_letter", position=offset + start)
    return tiles


def parse_hand(text: str, *, irregular: Irregular | None = None, red_fives: bool = True) -> Hand:
    """Parse a hand string (`notation.md`).

    `irregular` admits Classical short/long/foul hands: `short` accepts fewer tiles, `long` any count,
    `foul` allows `[...!]` groups. `red_fives=False` refuses `0m`/`0p`/`0s`.
    """
    if irregular is None:
        return read_hand(text, red_fives=red_fives)[0]
    return _parse_full(text, irregular, red_fives)


def _parse_full(text: str, irregular: Irregular | None, red_fives: bool) -> Hand:
    """The parser of every hand (`_parse_plain` reads the common ones faster), and of every error."""
    if not isinstance(text, str):
        raise InvalidNotation("notation.hand_string_not", type=type(text).__name__, position=0)
    if len(text) > MAX_HAND_LENGTH:
        raise InvalidNotation(
            "notation.hand_string_has_most",
            max_hand_length=MAX_HAND_LENGTH,
            text_count=len(text),
            text=excerpt(text),
            position=MAX_HAND_LENGTH,
        )
    if irregular is not None and irregular not in IRREGULAR:
        raise InvalidNotation("notation.unknown_irregular_kind", irregular=irregular, position=0)
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
                raise InvalidNotation("notation.more_one_winning_tile", position=pos)
            tiles = parse_tiles(token[1:], pos + 1, red_fives=red_fives)
            if len(tiles) != 1:
                raise InvalidNotation("notation.takes_exactly_one_tile", tiles_count=len(tiles), position=pos)
            winning = tiles[0]
        elif first == "[" or first == "(":
            meld = _parse_meld(token, pos, irregular == "foul", red_fives)
            melds.append(meld)
            tiles = list(meld.tiles)
        else:
            tiles = parse_tiles(token, pos, red_fives=red_fives)
            if "f" in token or "g" in token:
                if not all(is_bonus(t) for t in tiles):
                    raise InvalidNotation("notation.bonus_tiles_written_token", position=pos)
                bonus.extend(tiles)
            else:
                concealed.extend(tiles)
        copies.add(tiles, pos)
    _check_count(concealed, melds, winning, irregular)
    return Hand(concealed, melds, bonus, winning)


_SUIT_OF: Final = tuple(k // 9 for k in range(NUM_KINDS))
_POW_OF: Final[tuple[int, ...]] = tuple(5 ** (k % 9) if k < 27 else 5 ** (k - 27) for k in range(NUM_KINDS))
_ONE_TILE: Final = {f"{digit}{letter}": tile for letter, table in _BY_LETTER.items() for digit, tile in table.items()}
_SEGMENT: Final = re.compile(r"([0-9]+)([mpsz])")

# The fast reader adds up one int per concealed tile (its unit), whose fields are: a byte per kind (its count),
# 24 bits per suit (its `Hand.keys` part, 5 ** (number - 1)) and a byte per suit (its red fives). One addition
# per tile builds the counts, the keys and the red fives at once. No field overflows into the next: the tile
# count is checked first (at most 14 concealed tiles of a kind), and the keys are read only when no count is
# above 4.
_KEYS_AT: Final = 8 * NUM_KINDS
_REDS_AT: Final = _KEYS_AT + 4 * 24
_COUNTS: Final = (1 << _KEYS_AT) - 1
_OVER_FOUR: Final = sum(123 << (8 * kind) for kind in range(NUM_KINDS))
"""Added to packed counts, sets the top bit of every byte whose count is above 4 (no byte carries: a kind has at
most 14 concealed tiles and 16 in melds, and 123 + 30 < 256)."""
_TOP_BITS: Final = sum(0x80 << (8 * kind) for kind in range(NUM_KINDS))


def _unit(tile: Tile) -> int:
    """What one concealed playing tile adds to the packed sum."""
    kind = tile & KIND_MASK
    suit = _SUIT_OF[kind]
    red = 1 << (_REDS_AT + 8 * suit) if tile & RED else 0
    return (1 << (8 * kind)) + (_POW_OF[kind] << (_KEYS_AT + 24 * suit)) + red


_UNITS: Final = {
    red_fives: {
        letter: {digit: _unit(tile) for digit, tile in _BY_LETTER[letter].items() if red_fives or not tile & RED}
        for letter in "mpsz"
    }
    for red_fives in (False, True)
}
"""By red_fives, suit letter and digit: the unit of the tile (no red fives when they are not in play)."""
_TILE_UNIT: Final = {tile: _unit(tile) for tile in _ONE_TILE.values() if tile & KIND_MASK < NUM_KINDS}


def read_hand(text: str, *, red_fives: bool = True) -> tuple[Hand, int]:
    """`parse_hand` of a regular hand, with `Hand.packed_counts` of it: the fast reader adds up those counts
    as it reads, and a scorer that needs them is spared packing them again."""
    if type(text) is str and len(text) <= MAX_HAND_LENGTH:
        plain = _parse_plain(text, red_fives)
        if plain is not None:
            return plain
    hand = _parse_full(text, None, red_fives)
    return hand, hand.packed_counts()


def _parse_plain(text: str, red_fives: bool) -> tuple[Hand, int] | None:
    """The common case of `parse_hand` (a regular hand that is right) in one pass, adding up each concealed
    tile's unit (the counts, keys and red fives at once): the hand and its `Hand.packed_counts`; None for
    anything else, which the full parser then reads (and refuses with the error it names), so the result is
    the same either way."""
    packed = 0  # the concealed tiles with the winning tile, as `Hand` keeps them
    concealed = 0
    melds: list[_MeldFacts] = []
    melds_packed = 0  # the melds' tiles, one byte per kind
    meld_reds = 0  # suits with a red five in a meld
    bonus: list[Tile] = []
    winning: Tile | None = None
    units = _UNITS[red_fives]
    plain_melds = _PLAIN_MELDS[red_fives]
    for token in text.split():
        first = token[0]
        if first == "+":
            if winning is not None:
                return None
            winning = _ONE_TILE.get(token[1:])
            if winning is None or (winning & RED and not red_fives):
                return None
            packed += _TILE_UNIT.get(winning, 0)  # a bonus winning tile is no concealed tile
        elif first == "[" or first == "(":
            facts = plain_melds.get(token)
            if facts is None:
                facts = _plain_meld(token, red_fives)
            if not facts or facts[3] & meld_reds:
                return None
            melds.append(facts)
            melds_packed += facts[2]
            meld_reds |= facts[3]
        elif token[-1] == "f" or token[-1] == "g":  # bonus tiles (a token that mixes them is refused below)
            try:
                tiles = parse_tiles(token, 0, red_fives=red_fives)
            except InvalidNotation:
                return None
            if not all(is_bonus(t) for t in tiles):
                return None
            bonus.extend(tiles)
        else:
            read = 0
            try:
                for digits, letter in _SEGMENT.findall(token):
                    table = units[letter]
                    for digit in digits:
                        packed += table[digit]
                    concealed += len(digits)
                    read += len(digits) + 1
            except KeyError:  # not a tile of that suit (`0z`, `8z`), or a red five not in play
                return None
            if read != len(token):  # characters that are no suit tile (a bonus tile among them), or no letter
                return None
    if concealed + 3 * len(melds) != 13 or len(melds) > 4:
        return None
    counts = packed & _COUNTS
    reds = packed >> _REDS_AT  # a byte per suit: its red fives among the concealed tiles
    red = (reds & 1) | (reds >> 7 & 2) | (reds >> 14 & 4)
    # copies: at most 4 of a kind, one red five of a suit, one of each bonus tile
    if (counts + melds_packed + _OVER_FOUR) & _TOP_BITS or reds & ~0x010101 or red & meld_reds:
        return None
    plays = winning is not None and winning & KIND_MASK < NUM_KINDS
    if bonus or (winning is not None and not plays):
        kinds = {tile & KIND_MASK for tile in bonus}
        if len(kinds) != len(bonus) or (winning is not None and not plays and winning & KIND_MASK in kinds):
            return None
    keys = packed >> _KEYS_AT
    hand = Hand.__new__(Hand)
    hand.counts = list(counts.to_bytes(NUM_KINDS, "little"))
    hand.keys = [keys & 0xFFFFFF, keys >> 24 & 0xFFFFFF, keys >> 48 & 0xFFFFFF, keys >> 72 & 0xFFFFFF]
    hand.red = red
    if not melds:
        hand.melds = ()
    elif len(melds) == 1:
        hand.melds = (melds[0][1],)
    else:
        melds.sort(key=_SORT_KEY)
        hand.melds = tuple([facts[1] for facts in melds])
    hand.bonus = tuple(sorted(bonus)) if bonus else ()
    hand.winning = winning
    return hand, counts + melds_packed


_MeldFacts = tuple[tuple[int, int, bool, tuple[Tile, ...], str], Meld, int, int]
"""What the fast reader keeps of a meld token: the meld's sort key, the meld, its tiles one byte per kind and
the suits of its red fives."""
_SORT_KEY: Final = itemgetter(0)
_PLAIN_MELDS: Final[tuple[dict[str, _MeldFacts | tuple[()]], dict[str, _MeldFacts | tuple[()]]]] = ({}, {})
"""The fast reader's melds, by red_fives (False, True) and token (a few thousand valid tokens): their facts, or
() for a token that is no valid meld of a regular hand."""


def _plain_meld(token: str, red_fives: bool) -> _MeldFacts | tuple[()]:
    """The facts of a meld token not read yet, filed (() for a token the full reader refuses)."""
    facts: _MeldFacts | tuple[()] = ()
    try:
        meld = _parse_meld(token, 0, False, red_fives)
    except InvalidNotation:
        meld = None
    if meld is not None:
        red_suits = [_SUIT_OF[tile & KIND_MASK] for tile in meld.tiles if tile & RED]
        if len(set(red_suits)) == len(red_suits):  # two red fives of a suit in one meld: the full reader refuses
            packed = sum(1 << (8 * (tile & KIND_MASK)) for tile in meld.tiles)
            facts = (meld.sort_key(), meld, packed, sum(1 << suit for suit in red_suits))
    if len(_PLAIN_MELDS[red_fives]) < 10_000:
        _PLAIN_MELDS[red_fives][token] = facts
    return facts


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
                raise TooManyCopies("notation.more", value=1 if kind >= NUM_KINDS else 4, tile=Tile(kind), position=pos)
            if tile & RED:
                if self.reds & (1 << kind):
                    raise TooManyCopies("notation.more_one_red_five", tile=tile, position=pos)
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
        raise InvalidNotation("notation.malformed_meld", token=excerpt(token), position=pos)
    concealed = match["open"] == "("
    if concealed != (match["close"] == ")") or (concealed and (match["source"] or match["foul"])):
        raise InvalidNotation("notation.malformed_meld_exposed_sets", token=excerpt(token), position=pos)
    if match["foul"] and not foul_allowed:
        raise InvalidNotation("notation.marks_foul_group_allowed", position=pos)
    tiles = parse_tiles(match["body"], pos + 1, red_fives=red_fives)
    try:
        return Meld.of(tiles, concealed=concealed, source=match["source"], foul=bool(match["foul"]))
    except InvalidMeld as err:
        reason = Phrase(err.code, **err.params)
        raise InvalidMeld("notation.message", reason=reason, token=excerpt(token), position=pos) from None


def _check_count(concealed: list[Tile], melds: list[Meld], winning: Tile | None, irregular: Irregular | None) -> None:
    plays = winning is not None and not is_bonus(winning)
    counted = len(concealed) + 3 * len(melds) + plays
    expected = 13 + plays
    if irregular == "long":
        return
    if irregular == "short" and counted <= expected:
        return
    if counted != expected or len(melds) > 4:
        what = Phrase("notation.winning") if winning is not None else Phrase("notation.losing")
        raise WrongTileCount(
            "notation.hand_has_tiles_concealed",
            what=what,
            expected=expected,
            value=" + the winning tile" if expected == 14 else "",
            counted=counted,
        )


def format_hand(hand: Hand) -> str:
    """The canonical string: concealed tiles (m p s z), melds, bonus tiles, `+X` (`str(hand)`: the printer lives
    beside `Meld`'s in `hand.py`, which imports nothing of this module)."""
    return str(hand)


__all__ = [
    "IRREGULAR",
    "MAX_HAND_LENGTH",
    "Irregular",
    "MeldKind",
    "format_hand",
    "parse_hand",
    "parse_tiles",
    "read_hand",
]
