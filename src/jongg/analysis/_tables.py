"""Loads the shipped analysis tables (`jongg/data/analysis.bin`, built by `tools/build_tables.py`).

Loading is lazy (the first analysis call pays ~15 ms) so that `import jongg` stays cheap.
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array
from pathlib import Path
from typing import Final

from jongg.errors import JonggError

PATH: Final = Path(__file__).resolve().parent.parent / "data" / "analysis.bin"
MAGIC: Final = b"JONGGAT1"


class TableError(JonggError):
    """The shipped tables are missing or damaged (reinstall, or rebuild them with `make tables`)."""


def load(path: Path = PATH) -> dict[str, array[int]]:
    """Every named array of the table file, as `array.array` of its stored typecode."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise TableError(f"cannot read the analysis tables {path}: {exc}") from exc
    if not raw.startswith(MAGIC):
        raise TableError(f"{path} is not a jongg analysis table file")
    try:
        body = zlib.decompress(raw[len(MAGIC) :])
        (count,) = struct.unpack_from("<I", body, 0)
        pos = 4
        out: dict[str, array[int]] = {}
        for _ in range(count):
            name_len = body[pos]
            name = body[pos + 1 : pos + 1 + name_len].decode()
            pos += 1 + name_len
            code = chr(body[pos])
            (length,) = struct.unpack_from("<I", body, pos + 1)
            pos += 5
            values = array(code)
            end = pos + length * values.itemsize
            if end > len(body):
                raise ValueError(f"array {name} is cut short")
            values.frombytes(body[pos:end])
            if sys.byteorder == "big":
                values.byteswap()
            pos = end
            out[name] = values
    except (zlib.error, struct.error, ValueError, IndexError) as exc:
        raise TableError(f"{path} is damaged: {exc}") from exc
    if pos != len(body):
        raise TableError(f"{path} has {len(body) - pos} trailing bytes")
    return out
