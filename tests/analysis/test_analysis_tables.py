"""The shipped tables (`jongg/data/analysis.bin`) against an independent recomputation on sampled patterns.

Here a pattern's distances come from enumerating every target (all multisets of sets and a pair) and taking
the cheapest, not from the min-plus transform `tools/build_tables.py` uses.
"""

from __future__ import annotations

import random
import sys
from array import array
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
from fuzzing import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jongg.analysis import _tables
from jongg.analysis._tables import TableError, load

PATH = Path(_tables.PATH)

IntArray = npt.NDArray[np.int64]


@pytest.fixture(scope="module")
def tables() -> dict[str, array[int]]:
    return load()


def targets(width: int, chows: bool) -> dict[tuple[int, int], IntArray]:
    """(m sets, p pairs) -> every pattern that is exactly m sets and p pairs (at most four of a kind)."""
    shapes = [tuple(3 if j == i else 0 for j in range(width)) for i in range(width)]
    if chows:
        shapes += [tuple(1 if i <= j <= i + 2 else 0 for j in range(width)) for i in range(width - 2)]
    found: dict[tuple[int, int], set[tuple[int, ...]]] = {(m, p): set() for m in range(5) for p in (0, 1)}

    def grow(pattern: tuple[int, ...], m: int, start: int) -> None:
        found[m, 0].add(pattern)
        for i in range(width):
            with_pair = tuple(n + (2 if j == i else 0) for j, n in enumerate(pattern))
            if max(with_pair) <= 4:
                found[m, 1].add(with_pair)
        if m == 4:
            return
        for index in range(start, len(shapes)):
            bigger = tuple(a + b for a, b in zip(pattern, shapes[index], strict=True))
            if max(bigger) <= 4:
                grow(bigger, m + 1, index)

    grow((0,) * width, 0, 0)
    return {key: np.array(sorted(v), dtype=np.int64) for key, v in found.items()}


def sample_patterns(width: int, count: int, seed: int) -> list[tuple[int, ...]]:
    """Random patterns of up to 14 tiles, biased to crowded ones (fours and long runs)."""
    rng = random.Random(seed)
    out = [(0,) * width, (4,) * 3 + (0,) * (width - 3), (1, 1, 1, 1, 1, 1, 1, 1, 1)[:width]]
    while len(out) < count:
        pattern = [0] * width
        size = rng.randint(1, 14)
        span = rng.randint(1, width)
        low = rng.randint(0, width - span)
        for _ in range(size):
            k = low + rng.randrange(span)
            if pattern[k] < 4:
                pattern[k] += 1
        out.append(tuple(pattern))
    return out


def key_of(pattern: tuple[int, ...]) -> int:
    return sum(n * 5**i for i, n in enumerate(pattern))


@pytest.mark.parametrize(
    ("prefix", "width", "chows", "orphans"), [("suit", 9, True, (0, 8)), ("hon", 7, False, tuple(range(7)))]
)
def test_patterns_against_enumeration(
    tables: dict[str, array[int]], prefix: str, width: int, chows: bool, orphans: tuple[int, ...]
) -> None:
    every = targets(width, chows)
    exact = {key: {tuple(row) for row in rows} for key, rows in every.items()}
    cls, reg, flag, fields, vec = (tables[f"{prefix}_{name}"] for name in ("cls", "r", "x", "sp", "vec"))
    for pattern in sample_patterns(width, 1500, seed=width):
        h = np.array(pattern, dtype=np.int64)
        joint = cls[key_of(pattern)]
        r = reg[joint]
        got = list(vec[10 * r : 10 * r + 10])
        want = [int(np.maximum(every[m, p] - h, 0).sum(axis=1).min()) for m in range(5) for p in (0, 1)]
        assert got == want, pattern
        kinds = [(m, p) for (m, p), rows in exact.items() if pattern in rows]
        assert flag[joint] == (0 if not kinds else 1 + kinds[0][1]), pattern
        f = fields[joint]
        assert f & 255 == sum(pattern)
        parts = [(f >> (8 + 6 * i)) & 63 for i in range(6)]
        assert parts == [
            sum(n >= 2 for n in pattern),
            sum(n >= 1 for n in pattern),
            sum(n >= 2 for n in pattern) + sum(n == 4 for n in pattern),
            sum(n in (1, 3) for n in pattern),
            sum(pattern[k] >= 1 for k in orphans),
            sum(pattern[k] >= 2 for k in orphans),
        ], pattern


def test_exact_pattern_lists(tables: dict[str, array[int]]) -> None:
    for prefix, width, chows in (("suit", 9, True), ("hon", 7, False)):
        raw = bytes(tables[f"{prefix}_exact"])
        shipped = {tuple(raw[i : i + width]) for i in range(0, len(raw), width)}
        every = targets(width, chows)
        assert shipped == {tuple(row) for rows in every.values() for row in rows}


def combine(a: list[int], b: list[int]) -> list[int]:
    """Distance vectors (index 2m + p) of two parts taken together."""
    return [
        min(a[2 * ma + pa] + b[2 * (m - ma) + (p - pa)] for ma in range(m + 1) for pa in range(p + 1))
        for m in range(5)
        for p in (0, 1)
    ]


def test_compositions(tables: dict[str, array[int]]) -> None:
    def vectors(name: str) -> list[list[int]]:
        flat = list(tables[name])
        return [flat[i : i + 10] for i in range(0, len(flat), 10)]

    suit, hon, ab_vec, sz_vec = (vectors(n) for n in ("suit_vec", "hon_vec", "ab_vec", "sz_vec"))
    ab, sz, final = tables["ab"], tables["sz"], tables["final"]
    assert len(ab) == len(suit) ** 2 and len(sz) == len(suit) * len(hon)
    assert len(final) == 5 * len(ab_vec) * len(sz_vec)
    rng = random.Random(5)
    for _ in range(3000):
        i, j, h = rng.randrange(len(suit)), rng.randrange(len(suit)), rng.randrange(len(hon))
        assert ab_vec[ab[i * len(suit) + j]] == combine(suit[i], suit[j])
        assert sz_vec[sz[i * len(hon) + h]] == combine(suit[i], hon[h])
        a, s, n = rng.randrange(len(ab_vec)), rng.randrange(len(sz_vec)), rng.randrange(5)
        whole = combine(ab_vec[a], sz_vec[s])
        assert final[(n * len(ab_vec) + a) * len(sz_vec) + s] == whole[2 * n + 1]


def test_file_is_small_where_it_travels() -> None:
    """Stored uncompressed (read at every start, where inflating it cost 12 ms), it stays under 6 MB on disk and
    compresses, as git and the wheel store it, to under 1 MB."""
    import zlib

    raw = PATH.read_bytes()
    assert len(raw) < 6_000_000
    assert len(zlib.compress(raw, 6)) < 1_000_000


def test_damaged_file_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "analysis.bin"
    bad.write_bytes(b"not a table")
    with pytest.raises(TableError):
        load(bad)
    good = PATH.read_bytes()
    bad.write_bytes(good[:-100])
    with pytest.raises(TableError):
        load(bad)
    flipped = bytearray(good)
    flipped[len(good) // 2] ^= 1  # one bit inside the largest array: only the checksum can tell
    bad.write_bytes(bytes(flipped))
    with pytest.raises(TableError, match="checksum"):
        load(bad)
    bad.write_bytes(good[:10])
    with pytest.raises(TableError):
        load(bad)
    with pytest.raises(TableError):
        load(tmp_path / "missing.bin")


def _file(body: bytes) -> bytes:
    """A table file around `body`, with the checksum it needs (so that the reader parses the body)."""
    import struct
    import zlib

    return _tables.MAGIC + struct.pack("<I", zlib.crc32(body)) + body


def _small_body() -> bytes:
    """The body of a small table file in the shipped format: three arrays of each kind of element."""
    import struct

    out = bytearray(struct.pack("<I", 3))
    for name, code, values in (("a", "B", [1, 2, 3]), ("bb", "H", [7, 65535]), ("c", "Q", [2**40])):
        raw = array(code, values)
        if sys.byteorder == "big":
            raw.byteswap()
        out += bytes([len(name)]) + name.encode() + code.encode() + struct.pack("<I", len(values)) + raw.tobytes()
    return bytes(out)


def test_a_small_table_file_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "t.bin"
    path.write_bytes(_file(_small_body()))
    assert {name: list(values) for name, values in load(path).items()} == {
        "a": [1, 2, 3],
        "bb": [7, 65535],
        "c": [2**40],
    }


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.integers(0, 200), st.integers(0, 255), st.sampled_from("xdi")), max_size=6))
def test_any_body_with_a_right_checksum_reads_or_is_refused(tmp_path: Path, edits: list[tuple[int, int, str]]) -> None:
    """A body changed anywhere (a byte replaced, dropped or inserted), with the checksum made right so that the
    reader parses it: the reader answers its arrays or a `TableError`, nothing else."""
    body = bytearray(_small_body())
    for at, byte, how in edits:
        at = min(at, len(body))
        if how == "x" and at < len(body):
            body[at] = byte
        elif how == "d" and at < len(body):
            del body[at]
        else:
            body.insert(at, byte)
    path = tmp_path / "t.bin"
    path.write_bytes(_file(bytes(body)))
    try:
        read = load(path)
    except TableError:
        return
    assert all(isinstance(values, array) for values in read.values())
