"""Hand generators for the analysis tests: random deals and constructed complete hands, as notation.

They build hand strings from counts and melds (kinds 0-33: 1m-9m, 1p-9p, 1s-9s, 1z-7z) and never import the
analysis package, so what they make is independent of the code under test.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import strategies as st

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
WALL = [kind for kind in range(34) for _ in range(4)]


def code(kind: int) -> str:
    return f"{kind % 9 + 1}{'mpsz'[kind // 9]}"


def tiles_text(kinds: list[int]) -> str:
    """`[0, 1, 2, 27]` -> `123m1z`."""
    out = ""
    for suit in range(4):
        digits = "".join(str(k % 9 + 1) for k in sorted(kinds) if k // 9 == suit)
        if digits:
            out += digits + "mpsz"[suit]
    return out


@dataclass(frozen=True)
class MeldSpec:
    kind: str  # "chow", "pung", "kong"
    first: int
    concealed: bool = False

    @property
    def kinds(self) -> list[int]:
        if self.kind == "chow":
            return [self.first, self.first + 1, self.first + 2]
        return [self.first] * (4 if self.kind == "kong" else 3)

    def text(self) -> str:
        body = tiles_text(self.kinds)
        return f"({body})" if self.concealed else f"[{body}]"


@dataclass(frozen=True)
class Deal:
    """A hand as counts of its concealed tiles (with the winning tile, if any) and its melds."""

    counts: tuple[int, ...]
    melds: tuple[MeldSpec, ...]
    winning: int | None = None

    def text(self) -> str:
        concealed = [k for k in range(34) for _ in range(self.counts[k])]
        if self.winning is not None:
            concealed.remove(self.winning)
        parts = [tiles_text(concealed)] if concealed else []
        parts += [m.text() for m in self.melds]
        if self.winning is not None:
            parts.append("+" + code(self.winning))
        return " ".join(parts)

    def owned(self, kind: int) -> int:
        """Copies of a kind among the concealed tiles and the melds."""
        return self.counts[kind] + sum(m.kinds.count(kind) for m in self.melds)


def is_chow_start(kind: int) -> bool:
    return kind < 27 and kind % 9 <= 6


def random_melds(rng: random.Random, left: list[int], count: int) -> list[MeldSpec]:
    """`count` melds drawn from the copies still `left` (chows, pungs, exposed and concealed kongs)."""
    melds: list[MeldSpec] = []
    while len(melds) < count:
        shape = rng.choice(("chow", "pung", "kong", "ckong"))
        first = rng.randrange(34)
        meld = MeldSpec("kong" if shape == "ckong" else shape, first, shape == "ckong")
        if shape == "chow" and not is_chow_start(first):
            continue
        need = meld.kinds
        if all(left[k] >= need.count(k) for k in set(need)):
            for k in need:
                left[k] -= 1
            melds.append(meld)
    return melds


def random_group(rng: random.Random, left: list[int], pair: bool, suit: int | None = None) -> list[int] | None:
    """A random set (or pair) that fits in the copies left (of one suit if given), or None."""
    for _ in range(50):
        first = rng.randrange(34) if suit is None else 9 * suit + rng.randrange(9)
        if pair:
            tiles = [first, first]
        elif rng.random() < 0.6 and is_chow_start(first):
            tiles = [first, first + 1, first + 2]
        else:
            tiles = [first] * 3
        if all(left[k] >= tiles.count(k) for k in set(tiles)):
            for k in tiles:
                left[k] -= 1
            return tiles
    return None


def deal(rng: random.Random, size: int, melds: int, shape: str) -> Deal | None:
    """A hand of `size` tiles counting 3 per meld.

    Shapes: `random`, `regular` (complete; one short for 13 tiles), `dense` (regular in one suit), `pairs`,
    `orphans`.
    """
    left = [4] * 34
    meld_specs = random_melds(rng, left, melds) if shape in ("random", "regular", "dense") else []
    concealed: list[int] = []
    n = size - 3 * len(meld_specs)
    if shape == "random":
        pool = [k for k in range(34) for _ in range(left[k])]
        concealed = rng.sample(pool, n)
    elif shape in ("regular", "dense"):
        suit = rng.randrange(3) if shape == "dense" else None  # many tiles of one suit: many arrangements
        for i in range(4 - len(meld_specs) + 1):
            group = random_group(rng, left, pair=i == 0, suit=suit)
            if group is None:
                return None
            concealed += group
        while len(concealed) > n:  # 13 tiles: one short of complete
            concealed.remove(rng.choice(concealed))
    elif shape == "pairs":
        kinds = rng.sample(range(34), 7)
        if rng.random() < 0.5:  # four of a kind as two pairs
            kinds[1] = kinds[0]
        concealed = [k for k in kinds for _ in range(2)][:n]
    elif shape == "orphans":
        concealed = [*ORPHANS, rng.choice(ORPHANS)][:n]
    counts = [0] * 34
    for k in concealed:
        counts[k] += 1
    winning = rng.choice(concealed) if size == 14 and concealed else None
    return Deal(tuple(counts), tuple(meld_specs), winning)


@st.composite
def deals(draw: st.DrawFn, size: int = 14) -> Deal:
    """Hands of `size` tiles with 0-4 melds (declared kongs among them), of every shape, often complete."""
    rng = draw(st.randoms(use_true_random=False))
    shape = draw(st.sampled_from(("random", "regular", "regular", "dense", "dense", "pairs", "orphans")))
    melds = draw(st.integers(0, 4)) if shape in ("random", "regular", "dense") else 0
    for _ in range(20):
        made = deal(rng, size, melds, shape)
        if made is not None:
            return made
    return deal(rng, size, 0, "random") or Deal(tuple([0] * 34), ())


def random_counts(rng: random.Random, size: int) -> list[int]:
    """A deal of `size` tiles from a 136-tile wall, as 34 counts."""
    counts = [0] * 34
    for kind in rng.sample(WALL, size):
        counts[kind] += 1
    return counts
