"""Build the shipped analysis tables (`src/jongg/data/analysis.bin`).

For every suit pattern (nine counts 0-4, base-5 key with the 1 as the lowest digit) and every honour pattern
(seven counts) this computes the exact distance d[m][p]: the fewest tiles to add so that the pattern holds m
sets and p pairs (p = 0, 1; m = 0..4; at most four copies of a kind). The distance is a separable min-plus
transform of the indicator of the target patterns, done axis by axis over the 5^9 box with numpy (a dev
dependency, never needed at run time).

Patterns are mapped to regular classes (distinct distance vectors) and joint classes (regular class, exact
decomposition flag, seven-pairs / orphans fields); patterns of more than 14 tiles never occur in a hand and
share the empty pattern's classes. Regular classes are then combined (two suits -> `ab`, third suit and
honours -> `sz`, then `final[n][ab, sz]` = the distance to n sets and a pair), so a lookup never searches.

Run with `make tables` (or `python tools/build_tables.py`); the output is deterministic.
"""

from __future__ import annotations

import hashlib
import struct
import sys
import zlib
from pathlib import Path

import numpy as np
import numpy.typing as npt

OUT = Path(__file__).resolve().parent.parent / "src" / "jongg" / "data" / "analysis.bin"
MAGIC = b"JONGGAT2"
MAX_SETS = 4
INF = 99
FIELD0 = 8
"""Packed fields: tile count in bits 0-7, then six 6-bit fields (the sums over four suits never carry)."""
FIELD_BITS = 6
IntArray = npt.NDArray[np.int64]


def digits_of(width: int) -> IntArray:
    """Row k holds the base-5 digits of k, lowest first."""
    keys = np.arange(5**width, dtype=np.int64)
    return np.stack([(keys // 5**i) % 5 for i in range(width)], axis=1)


def set_deltas(width: int, chows: bool) -> list[list[int]]:
    """Every set of the suit as a digit vector: pungs, then chows."""
    deltas = []
    for i in range(width):
        d = [0] * width
        d[i] = 3
        deltas.append(d)
    if chows:
        for i in range(width - 2):
            d = [0] * width
            d[i] = d[i + 1] = d[i + 2] = 1
            deltas.append(d)
    return deltas


BoolArray = npt.NDArray[np.bool_]


def add_group(present: BoolArray, digits: IntArray, deltas: list[list[int]]) -> BoolArray:
    """Patterns reachable from `present` by adding one of the groups, staying within four copies."""
    width = digits.shape[1]
    weights = np.array([5**i for i in range(width)], dtype=np.int64)
    out = np.zeros_like(present)
    for delta in deltas:
        dv = np.array(delta, dtype=np.int64)
        ok = present & np.all(digits + dv <= 4, axis=1)
        src = np.nonzero(ok)[0]
        out[src + int(dv @ weights)] = True
    return out


def distance(targets: BoolArray, width: int) -> npt.NDArray[np.int16]:
    """min over targets t of sum_i max(0, t_i - h_i), for every pattern h: one min-plus pass per axis."""
    cost = np.maximum(0, np.arange(5)[:, None] - np.arange(5)[None, :]).astype(np.int16)  # [t, h]
    # C order with shape (5,)*width: the last axis is digit 0 (stride 1)
    f = np.where(targets, 0, INF).astype(np.int16).reshape((5,) * width)
    for axis in range(width):
        g = np.moveaxis(f, axis, -1)
        g = (g[..., :, None] + cost).min(axis=-2)
        f = np.moveaxis(g, -1, axis)
    return np.ascontiguousarray(f).reshape(-1)


def pattern_tables(width: int, chows: bool, orphans: list[int]) -> dict[str, IntArray]:
    """Per pattern: distance vector (10 columns, m-major), exact flag, packed seven-pairs/orphans fields."""
    digits = digits_of(width)
    sets = set_deltas(width, chows)
    pairs = []
    for i in range(width):
        d = [0] * width
        d[i] = 2
        pairs.append(d)
    reach = np.zeros((MAX_SETS + 1, 2, 5**width), dtype=bool)
    reach[0, 0, 0] = True
    reach[0, 1] = add_group(reach[0, 0], digits, pairs)
    for m in range(MAX_SETS):
        for p in (0, 1):
            reach[m + 1, p] = add_group(reach[m, p], digits, sets)
    dist = np.stack([distance(reach[m, p], width) for m in range(MAX_SETS + 1) for p in (0, 1)], axis=1)
    assert int(dist.max()) < INF
    exact = np.zeros(5**width, dtype=np.int64)  # 0 no, 1 exactly m sets, 2 exactly m sets and a pair
    for m in range(MAX_SETS + 1):
        exact[reach[m, 0]] = 1
        exact[reach[m, 1]] = 2
    fields = [
        (digits >= 2).sum(axis=1),  # P: kinds with a pair
        (digits >= 1).sum(axis=1),  # K: kinds present
        (digits >= 2).sum(axis=1) + (digits == 4).sum(axis=1),  # Z: pairs when four count as two
        ((digits == 1) | (digits == 3)).sum(axis=1),  # O: kinds with an odd count
        (digits[:, orphans] >= 1).sum(axis=1),  # OK: orphan kinds present
        (digits[:, orphans] >= 2).sum(axis=1),  # OP: orphan kinds with a pair
    ]
    sp = sum(f.astype(np.int64) << (FIELD0 + FIELD_BITS * i) for i, f in enumerate(fields))
    total = digits.sum(axis=1)
    big = total > 14  # never in a valid hand: like the empty pattern, but keeps its tile count
    dist[big] = dist[0]
    exact[big] = exact[0]
    sp[big] = sp[0]
    sp = sp + total  # the tile count in the low bits: a sum over the suits is the hand's count
    exact_digits = digits[(exact > 0) & ~big]  # the patterns that split exactly, as rows of counts
    return {
        "dist": dist.astype(np.int64),
        "exact": exact,
        "sp": np.asarray(sp, dtype=np.int64),
        "exact_digits": exact_digits,
    }


def number_rows(rows: IntArray) -> tuple[IntArray, IntArray]:
    """Class id per row (ids in order of first occurrence, so deterministic) and the distinct rows."""
    _, first, inverse = np.unique(rows, axis=0, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    return rank[inverse.reshape(-1)], rows[first[order]]


def classes(tables: dict[str, IntArray]) -> dict[str, IntArray]:
    """Regular classes (distinct distance vectors) and joint classes (regular class, exact flag, fields)."""
    reg, vec = number_rows(tables["dist"])
    joint, rows = number_rows(np.stack([reg, tables["exact"], tables["sp"]], axis=1))
    assert joint[0] == 0 and reg[0] == 0
    return {
        "cls": joint,
        "r": rows[:, 0],
        "x": rows[:, 1],
        "sp": rows[:, 2],
        "vec": vec,
        "exact": tables["exact_digits"],
    }


def combine(a: IntArray, b: IntArray) -> IntArray:
    """Distance vectors of two parts together: out[i, j][m, p] = min a[i][ma, pa] + b[j][m - ma, p - pa]."""
    a3 = a.reshape(len(a), 1, MAX_SETS + 1, 2)
    b3 = b.reshape(1, len(b), MAX_SETS + 1, 2)
    out = np.full((len(a), len(b), MAX_SETS + 1, 2), INF, dtype=np.int64)
    for m in range(MAX_SETS + 1):
        for p in (0, 1):
            for ma in range(m + 1):
                for pa in range(p + 1):
                    out[:, :, m, p] = np.minimum(out[:, :, m, p], a3[:, :, ma, pa] + b3[:, :, m - ma, p - pa])
    return out.reshape(len(a), len(b), 2 * (MAX_SETS + 1))


def compositions(suit_vec: IntArray, hon_vec: IntArray) -> dict[str, IntArray]:
    """Two suits -> class `ab`; third suit and honours -> class `sz`; (ab, sz, n sets) -> distance."""
    nr, nh = len(suit_vec), len(hon_vec)
    ab, ab_vec = number_rows(combine(suit_vec, suit_vec).reshape(nr * nr, -1))
    sz, sz_vec = number_rows(combine(suit_vec, hon_vec).reshape(nr * nh, -1))
    whole = combine(ab_vec, sz_vec).reshape(len(ab_vec), len(sz_vec), MAX_SETS + 1, 2)
    final = np.stack([whole[:, :, n, 1].reshape(-1) for n in range(MAX_SETS + 1)])
    return {"ab": ab, "ab_vec": ab_vec, "sz": sz, "sz_vec": sz_vec, "final": final}


def pack(arrays: dict[str, tuple[str, IntArray]]) -> bytes:
    """MAGIC, the CRC-32 of the body, then the body: count, and per array its name, `array` typecode, length and
    little-endian data. Not compressed: every process that analyses a hand reads the file, and inflating it took
    12 ms of each start (git and the wheel compress it anyway)."""
    body = bytearray(struct.pack("<I", len(arrays)))
    for name, (code, values) in arrays.items():
        dtype = {"B": "<u1", "H": "<u2", "I": "<u4", "Q": "<u8"}[code]
        flat = values.reshape(-1)
        assert flat.min() >= 0 and flat.max() < np.iinfo(dtype).max
        raw = flat.astype(dtype).tobytes()
        body += struct.pack("<B", len(name)) + name.encode() + code.encode()
        body += struct.pack("<I", flat.size) + raw
    return MAGIC + struct.pack("<I", zlib.crc32(body)) + bytes(body)


def build() -> bytes:
    suit = classes(pattern_tables(9, chows=True, orphans=[0, 8]))
    hon = classes(pattern_tables(7, chows=False, orphans=list(range(7))))
    comp = compositions(suit["vec"], hon["vec"])
    arrays: dict[str, tuple[str, IntArray]] = {}
    for prefix, part in (("suit", suit), ("hon", hon)):
        arrays[f"{prefix}_cls"] = ("H", part["cls"])
        arrays[f"{prefix}_r"] = ("B", part["r"])
        arrays[f"{prefix}_x"] = ("B", part["x"])
        arrays[f"{prefix}_sp"] = ("Q", part["sp"])
        arrays[f"{prefix}_vec"] = ("B", part["vec"])
        arrays[f"{prefix}_exact"] = ("B", part["exact"])
    arrays["ab"] = ("H", comp["ab"])
    arrays["ab_vec"] = ("B", comp["ab_vec"])
    arrays["sz"] = ("H", comp["sz"])
    arrays["sz_vec"] = ("B", comp["sz_vec"])
    arrays["final"] = ("B", comp["final"])
    sizes = ", ".join(f"{k} {v[1].shape[0]}" for k, v in arrays.items() if k.endswith("vec"))
    print(f"classes: {sizes}; joint suit {len(suit['r'])}, joint honour {len(hon['r'])}")
    return pack(arrays)


def main() -> int:
    data = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(data)
    print(f"{OUT}: {len(data):,} bytes, sha256 {hashlib.sha256(data).hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
