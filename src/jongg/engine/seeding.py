"""Walls, dice and seats from a seed, exactly and for ever (`engine.md`, Seeds, walls and fairness).

The stream: block `i` of purpose `p` for hand `h` is `BLAKE2b-512(key=K, data=p ‖ h ‖ i)` with `p` one byte,
`h` and `i` 8 bytes little-endian, and `K` the seed's key (32 seed bytes as they are; an int seed `n` is the
ASCII text `jongg-int-seed:n`). Blocks are cut into 4-byte little-endian words. A number below `n` is a word
`w` taken while `w >= 2**32 - 2**32 % n` is thrown away (no bias), then `w % n`. A shuffle is Fisher-Yates from
the last position down: position `i` swaps with `below(i + 1)`. The wall of hand `h` shuffles the tiles in
kind order (`Flow.tile_set`) with purpose 0, the dice of hand `h` are `below(6) + 1` each with purpose 1, and
the seats are drawn once with purpose 2, hand 0. `random` is never used: its sequences may change between
Python versions, this never does.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from typing import TypeVar

from jongg.errors import InvalidOption, excerpt
from jongg.tiles import Tile

T = TypeVar("T")
WALL, DICE, SEATS = 0, 1, 2
Seed = bytes | int


def seed_key(seed: Seed) -> bytes:
    """The BLAKE2b key of a seed (at most 64 bytes: an int seed has at most 49 characters); else `InvalidOption`."""
    if isinstance(seed, int):
        key = f"jongg-int-seed:{seed}".encode()
        if len(key) > 64:
            raise InvalidOption("engine.integer_seed_has_most", seed=excerpt(seed))
        return key
    if not 1 <= len(seed) <= 64:
        raise InvalidOption("engine.seed_has_bytes")
    return bytes(seed)


class Stream:
    """Random numbers for one purpose of one hand."""

    __slots__ = ("_words",)

    def __init__(self, seed: Seed, purpose: int, hand: int) -> None:
        self._words = _words(seed_key(seed), purpose, hand)

    def below(self, n: int) -> int:
        limit = (1 << 32) - (1 << 32) % n
        while True:
            word = next(self._words)
            if word < limit:
                return word % n

    def shuffle(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def _words(key: bytes, purpose: int, hand: int) -> Iterator[int]:
    prefix = bytes([purpose]) + hand.to_bytes(8, "little")
    block = 0
    while True:
        digest = hashlib.blake2b(prefix + block.to_bytes(8, "little"), key=key, digest_size=64).digest()
        for at in range(0, 64, 4):
            yield int.from_bytes(digest[at : at + 4], "little")
        block += 1


def wall(seed: Seed, hand: int, tiles: Sequence[Tile]) -> list[Tile]:
    """The physical wall of hand `hand` (0-based), in the order of `Table.from_wall`: the rule set's tiles
    (`Flow.tile_set`, in kind order, a red five first of its kind) shuffled."""
    return Stream(seed, WALL, hand).shuffle(tiles)


def dice(seed: Seed, hand: int, count: int) -> list[int]:
    stream = Stream(seed, DICE, hand)
    return [stream.below(6) + 1 for _ in range(count)]


def seats(seed: Seed) -> list[int]:
    """Which player (by the order given) sits in seat 0, 1, 2, 3: the wind tiles drawn at the start."""
    return Stream(seed, SEATS, 0).shuffle(range(4))


def salt_of(seed: Seed) -> bytes:
    """The default salt: secret as long as the seed is (a host may pass a random one instead)."""
    return hashlib.blake2b(b"salt", key=seed_key(seed), digest_size=32).digest()


def commitment(seed: Seed, salt: bytes) -> str:
    """`sha256(seed ‖ salt)` in hex, the int seed as its key text."""
    return hashlib.sha256(seed_key(seed) + salt).hexdigest()
