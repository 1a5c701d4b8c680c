"""Hypothesis strategies for hand strings in the notation of `spec/notation.md`.

The strategies are built from the spec alone: they never import `jongg`. They deal from a full tile set
(4 copies of each of the 34 playing kinds, one of them a red five `0m` `0p` `0s` when red fives are on, and
one copy of each of the 8 bonus tiles), so every generated hand respects the copy limits, and they write the
tokens themselves, in every shape the notation allows:

- concealed tiles in one or several tokens, digits in any order, a suit letter shared or repeated
  (`234m567p`, `7p 42m 5p6p`);
- exposed melds `[...]` (chow, pung, kong) with a claim-source marker `<` `^` `>` or none;
- declared concealed kongs `(...)`;
- bonus tiles (`13f2g`, or `1f 3f 2g`);
- the winning tile `+X` (winning hands, 14 tiles) or none (losing hands, 13 tiles);
- tokens in any order, separated by any run of whitespace.

Tiles are named by their codes (`"5m"`, `"0m"` for a red five, `"7z"`, `"2g"`). Each strategy yields a
`HandSpec`: the text and what it must parse to, so tests can check tile conservation.

Strategies:

- `hand_specs()`: any legal hand (13 or 14 counted tiles), the work-horse.
- `hands_with_tiles()`: `(hand_string, Counter of every tile in it)`.
- `complete_hand_specs()`: winning hands of four sets and a pair (a known decomposition).
- `flower_win_specs()`: Daifaahou hands, whose winning tile is the eighth bonus tile.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

__all__ = [
    "BONUS_CODES",
    "MELD_KINDS",
    "PLAYING_CODES",
    "SOURCES",
    "SUIT_ORDER",
    "HandSpec",
    "MeldSpec",
    "complete_hand_specs",
    "flower_win_specs",
    "hand_specs",
    "hands_with_tiles",
    "sorted_codes",
    "tile_key",
    "tile_kind",
]

SUIT_ORDER = "mpszfg"
"""Suit letters in canonical order: characters, dots, bamboo, honours, flowers, seasons."""

PLAYING_CODES: tuple[str, ...] = tuple(f"{n}{suit}" for suit in "mpsz" for n in range(1, 8 if suit == "z" else 10))
"""The 34 playing kinds (plain codes, no red five)."""

BONUS_CODES: tuple[str, ...] = tuple(f"{n}{suit}" for suit in "fg" for n in range(1, 5))
"""The 8 bonus tiles: flowers `1f`-`4f`, seasons `1g`-`4g`."""

SOURCES: tuple[str, ...] = ("<", "^", ">")
"""Claim-source markers of an exposed meld."""

MELD_KINDS: tuple[str, ...] = ("chow", "pung", "kong")

_SEPARATORS = (" ", " ", " ", "  ", "\t", "\n", " \t ")

# -- strategies built once -----------------------------------------------------------------------------
# A draw of a strategy built on the spot costs more (validating it, working out its label) than the value: the
# generators took half their time so. The strategies below are built once and kept. Each is the strategy that
# would otherwise be built for the draw, with the same elements (so the same label and the same choices give
# the same value), so the derandomized examples are the very ones drawn before.

_BOOLEANS = st.booleans()
_STYLES = st.sampled_from(("canonical", "shuffled", "letters"))
_SHAPES = st.sampled_from(("chow", "pung", "kong", "concealed kong"))
_CHOW_SOURCES = st.sampled_from((None, "<"))
_ALL_SOURCES = st.sampled_from((None, *SOURCES))
_SEPARATOR = st.sampled_from(_SEPARATORS)
_PADDING = st.integers(0, 7)
_BONUS_SETS = st.lists(st.sampled_from(BONUS_CODES), unique=True, max_size=8)
_BONUS_TILE = st.sampled_from(BONUS_CODES)
_KEPT: dict[Any, st.SearchStrategy[Any]] = {}


def _integers(low: int, high: int) -> st.SearchStrategy[int]:
    key = ("integers", low, high)
    if key not in _KEPT:
        _KEPT[key] = st.integers(low, high)
    return _KEPT[key]


def _permutation(n: int) -> st.SearchStrategy[list[int]]:
    """The positions of a permutation of `n` values: a permutation draws its swaps by the length alone, so
    `[values[i] for i in draw(_permutation(len(values)))]` is `draw(st.permutations(values))`."""
    key = ("permutation", n)
    if key not in _KEPT:
        _KEPT[key] = st.permutations(range(n))
    return _KEPT[key]


def _permuted(draw: st.DrawFn, values: list[str] | tuple[str, ...]) -> list[str]:
    return [values[i] for i in draw(_permutation(len(values)))]


def _distinct_integers(n: int, low: int, high: int) -> st.SearchStrategy[list[int]]:
    key = ("distinct", n, low, high)
    if key not in _KEPT:
        _KEPT[key] = st.lists(st.integers(low, high), min_size=n, max_size=n, unique=True)
    return _KEPT[key]


def _sampled(key: tuple[Any, ...], elements: Callable[[], list[Any]]) -> st.SearchStrategy[Any]:
    """`st.sampled_from(elements())`, kept under `key`, which names the elements (they may be unhashable)."""
    key = ("sampled", *key)
    if key not in _KEPT:
        if len(_KEPT) > 20_000:  # the pools a long `make fuzz` run meets: keep the memory bounded
            _KEPT.clear()
        _KEPT[key] = st.sampled_from(elements())
    return _KEPT[key]


def tile_kind(code: str) -> str:
    """The plain code of a tile's kind: a red five `0m` is a `5m`."""
    return "5" + code[1] if code[0] == "0" else code


def tile_key(code: str) -> tuple[int, int, int]:
    """Canonical sort key: suit m p s z f g, then number; a red five just before the plain fives."""
    n = int(code[0])
    return (SUIT_ORDER.index(code[1]), 5 if n == 0 else n, 0 if n == 0 else 1)


def sorted_codes(codes: Any) -> tuple[str, ...]:
    """The codes in canonical order."""
    return tuple(sorted(codes, key=tile_key))


@dataclass(frozen=True)
class MeldSpec:
    """A generated meld: `kind` is "chow", "pung" or "kong"; `tiles` in canonical order."""

    kind: str
    tiles: tuple[str, ...]
    concealed: bool = False
    source: str | None = None


@dataclass(frozen=True)
class HandSpec:
    """A generated hand string and what it must parse to.

    `concealed` excludes the winning tile (as the notation writes it); `winning` is the `+X` tile or None.
    `melds` are in generation order, `concealed` and `bonus` in canonical order. `text` is one of many
    spellings; the parse of `text` has exactly these tiles.
    """

    text: str
    concealed: tuple[str, ...]
    melds: tuple[MeldSpec, ...]
    bonus: tuple[str, ...]
    winning: str | None
    #: For `complete_hand_specs`: the concealed sets and the pair of the known decomposition.
    concealed_sets: tuple[MeldSpec, ...] = field(default=())
    pair: tuple[str, ...] = field(default=())

    @property
    def is_winning(self) -> bool:
        return self.winning is not None

    @property
    def tiles(self) -> Counter[str]:
        """Every tile of the hand (concealed, melds, bonus, winning tile), red fives as `0x`."""
        out = Counter(self.concealed)
        for meld in self.melds:
            out.update(meld.tiles)
        out.update(self.bonus)
        if self.winning is not None:
            out[self.winning] += 1
        return out

    @property
    def counted_tiles(self) -> int:
        """Concealed + 3 per meld + the winning tile unless it is a bonus tile: 13 or 14."""
        winning = self.winning is not None and self.winning[1] not in "fg"
        return len(self.concealed) + 3 * len(self.melds) + winning


# -- the tile pool -----------------------------------------------------------------------------------


def _new_pool(red_fives: bool) -> dict[str, list[str]]:
    """Kind -> its copies still in the pool. The red five comes last so that shrinking prefers plain fives."""
    pool: dict[str, list[str]] = {}
    for code in PLAYING_CODES:
        copies = [code] * 4
        if red_fives and code[0] == "5" and code[1] in "mps":
            copies[3] = "0" + code[1]
        pool[code] = copies
    return pool


def _take(draw: st.DrawFn, pool: dict[str, list[str]], kind: str) -> str:
    copies = pool[kind]
    if len(set(copies)) == 1:
        return copies.pop()
    return copies.pop(draw(_integers(0, len(copies) - 1)))


def _chow_kinds(suit: str, start: int) -> list[str]:
    return [f"{start + i}{suit}" for i in range(3)]


_CHOWS: tuple[tuple[str, ...], ...] = tuple(tuple(_chow_kinds(suit, start)) for suit in "mps" for start in range(1, 8))


def _take_set(draw: st.DrawFn, pool: dict[str, list[str]], kinds_allowed: tuple[str, ...]) -> MeldSpec | None:
    """Take a chow, pung or kong (one of `kinds_allowed`, drawn) from the pool; None if none is possible."""
    candidates: list[tuple[str, tuple[str, ...]]] = []
    for meld_kind in kinds_allowed:
        if meld_kind == "chow":
            candidates.extend(
                ("chow", kinds) for kinds in _CHOWS if pool[kinds[0]] and pool[kinds[1]] and pool[kinds[2]]
            )
        else:
            size = 3 if meld_kind == "pung" else 4
            candidates.extend((meld_kind, (k,) * size) for k in PLAYING_CODES if len(pool[k]) >= size)
    if not candidates:
        return None
    # sampled from lists, as they always were (a list is unhashable, which gives the strategy its label)
    meld_kind, kinds = draw(_sampled(tuple(candidates), lambda: [(m, list(k)) for m, k in candidates]))
    tiles = [_take(draw, pool, k) for k in kinds]
    return MeldSpec(meld_kind, sorted_codes(tiles))


def _take_meld(draw: st.DrawFn, pool: dict[str, list[str]], table_claims: bool = False) -> MeldSpec | None:
    """An exposed chow/pung/kong with or without a source marker, or a declared concealed kong.
    `table_claims`: only claims a table allows, i.e. an exposed chow only from the left (`<` or no marker)."""
    shape = draw(_SHAPES)
    if shape == "concealed kong":
        meld = _take_set(draw, pool, ("kong",))
        return None if meld is None else MeldSpec("kong", meld.tiles, concealed=True)
    meld = _take_set(draw, pool, (shape,))
    if meld is None:
        return None
    source = draw(_CHOW_SOURCES if table_claims and shape == "chow" else _ALL_SOURCES)
    return MeldSpec(meld.kind, meld.tiles, concealed=False, source=source)


def _take_any(draw: st.DrawFn, pool: dict[str, list[str]], n: int) -> list[str]:
    """`n` tiles drawn from the whole pool without replacement."""
    flat = [(kind, i) for kind in PLAYING_CODES for i in range(len(pool[kind]))]
    picks = draw(_distinct_integers(n, 0, len(flat) - 1))
    chosen = [flat[i] for i in picks]
    # pop higher indices first so the lower ones stay valid
    taken = [pool[kind][i] for kind, i in chosen]
    for kind, i in sorted(chosen, key=lambda c: -c[1]):
        pool[kind].pop(i)
    return taken


def _take_one(draw: st.DrawFn, pool: dict[str, list[str]]) -> str:
    """One tile, chosen among the distinct codes left (so a red five is as likely as any other kind)."""
    left = sorted({c for kind in PLAYING_CODES for c in pool[kind]}, key=tile_key)
    code = draw(_sampled(tuple(left), lambda: left))
    pool[tile_kind(code)].remove(code)
    return code


# -- spelling ----------------------------------------------------------------------------------------


def _spell(draw: st.DrawFn, codes: list[str] | tuple[str, ...]) -> str:
    """One compact group of tiles, spelt in one of the many equivalent ways.

    canonical: sorted, neighbours of one suit share their letter (`234m5p`); shuffled: any order, each
    neighbour of the same suit shares the letter or repeats it (`3m42m5p`); letters: one letter per tile.
    """
    style = draw(_STYLES)
    seq = list(sorted_codes(codes)) if style == "canonical" else _permuted(draw, codes)
    out: list[str] = []
    for i, code in enumerate(seq):
        out.append(code[0])
        if (
            i == len(seq) - 1
            or seq[i + 1][1] != code[1]
            or style == "letters"
            or (style == "shuffled" and draw(_BOOLEANS))
        ):
            out.append(code[1])
    return "".join(out)


def _split(draw: st.DrawFn, codes: list[str], max_parts: int) -> list[list[str]]:
    """Cut a list (in a drawn order) into 1..max_parts non-empty consecutive pieces."""
    if not codes:
        return []
    parts = draw(_integers(1, min(max_parts, len(codes))))
    if parts == 1:
        return [codes]
    order = _permuted(draw, codes)
    cuts = sorted(draw(_distinct_integers(parts - 1, 1, len(order) - 1)))
    bounds = [0, *cuts, len(order)]
    return [order[a:b] for a, b in itertools.pairwise(bounds)]


def _meld_token(draw: st.DrawFn, meld: MeldSpec) -> str:
    body = _spell(draw, meld.tiles)
    if meld.concealed:
        return f"({body})"
    return f"[{body}{meld.source or ''}]"


def _join(draw: st.DrawFn, tokens: list[str]) -> str:
    """Tokens in the canonical order or shuffled, separated by whitespace runs, maybe padded."""
    if draw(_BOOLEANS):
        tokens = _permuted(draw, tokens)
    text = ""
    for i, token in enumerate(tokens):
        if i:
            text += draw(_SEPARATOR)
        text += token
    if draw(_PADDING) == 0:
        text = draw(_SEPARATOR) + text + draw(_SEPARATOR)
    return text


def _render(draw: st.DrawFn, concealed: list[str], melds: list[MeldSpec], bonus: list[str], winning: str | None) -> str:
    tokens = [_spell(draw, part) for part in _split(draw, concealed, 4)]
    tokens.extend(_meld_token(draw, m) for m in melds)
    tokens.extend(_spell(draw, part) for part in _split(draw, bonus, 3))
    if winning is not None:
        tokens.append("+" + winning)
    return _join(draw, tokens)


# -- strategies --------------------------------------------------------------------------------------


@st.composite
def hand_specs(
    draw: st.DrawFn,
    *,
    winning: bool | None = None,
    red_fives: bool = True,
    bonus: bool = True,
    min_melds: int = 0,
    max_melds: int = 4,
    table_claims: bool = False,
) -> HandSpec:
    """A legal hand string and its contents.

    `winning`: True for a winner's hand (`+X`, 14 counted tiles), False for a losing hand (13), None for
    either. `red_fives=False` leaves `0m` `0p` `0s` out; `bonus=False` leaves flowers and seasons out.
    Melds (exposed chows/pungs/kongs, with or without a source marker, and concealed kongs) number
    `min_melds`..`max_melds`; the concealed tiles are random (the hand is rarely complete). `table_claims`:
    an exposed chow only from the left player, as the scorers require (`notation.md`).
    """
    is_winner = draw(_BOOLEANS) if winning is None else winning
    pool = _new_pool(red_fives)
    melds: list[MeldSpec] = []
    for _ in range(draw(_integers(min_melds, max_melds))):
        meld = _take_meld(draw, pool, table_claims)
        if meld is not None:
            melds.append(meld)
    tiles = _take_any(draw, pool, 13 - 3 * len(melds))
    won = _take_one(draw, pool) if is_winner else None
    bonus_tiles = draw(_BONUS_SETS) if bonus else []
    text = _render(draw, tiles, melds, bonus_tiles, won)
    return HandSpec(text, sorted_codes(tiles), tuple(melds), sorted_codes(bonus_tiles), won)


@st.composite
def flower_win_specs(draw: st.DrawFn, *, red_fives: bool = True, max_melds: int = 4) -> HandSpec:
    """A Daifaahou hand: 13 counted tiles, seven bonus tiles in front and the eighth as the winning tile."""
    pool = _new_pool(red_fives)
    melds = [m for m in (_take_meld(draw, pool) for _ in range(draw(_integers(0, max_melds)))) if m]
    tiles = _take_any(draw, pool, 13 - 3 * len(melds))
    won = draw(_BONUS_TILE)
    bonus_tiles = [b for b in BONUS_CODES if b != won]
    text = _render(draw, tiles, melds, bonus_tiles, won)
    return HandSpec(text, sorted_codes(tiles), tuple(melds), sorted_codes(bonus_tiles), won)


@st.composite
def complete_hand_specs(
    draw: st.DrawFn, *, red_fives: bool = True, bonus: bool = True, max_melds: int = 4, table_claims: bool = False
) -> HandSpec:
    """A winner's hand of four sets and a pair, whose known arrangement is in `concealed_sets` and `pair`.

    Some sets are melds (exposed or declared kongs); the others are concealed chows or pungs. The winning
    tile is one of the concealed tiles (of a set or of the pair). `table_claims` as in `hand_specs`.
    """
    pool = _new_pool(red_fives)
    melds = [m for m in (_take_meld(draw, pool, table_claims) for _ in range(draw(_integers(0, max_melds)))) if m]
    hidden: list[MeldSpec] = []
    while len(melds) + len(hidden) < 4:
        meld = _take_set(draw, pool, ("chow", "pung"))
        assert meld is not None, "a full set always leaves a chow or pung"
        hidden.append(meld)
    pairs = [k for k in PLAYING_CODES if len(pool[k]) >= 2]
    pair_kind = draw(_sampled(tuple(pairs), lambda: pairs))
    pair = sorted_codes([_take(draw, pool, pair_kind), _take(draw, pool, pair_kind)])
    concealed = [t for m in hidden for t in m.tiles] + list(pair)
    won = concealed.pop(draw(_integers(0, len(concealed) - 1)))
    bonus_tiles = draw(_BONUS_SETS) if bonus else []
    text = _render(draw, concealed, melds, bonus_tiles, won)
    return HandSpec(text, sorted_codes(concealed), tuple(melds), sorted_codes(bonus_tiles), won, tuple(hidden), pair)


def hands_with_tiles(**kwargs: Any) -> st.SearchStrategy[tuple[str, Counter[str]]]:
    """`(hand_string, expected multiset of tile codes)`; keyword arguments go to `hand_specs`."""
    return hand_specs(**kwargs).map(lambda spec: (spec.text, spec.tiles))
