"""Loads the shipped analysis tables (`jongg/data/analysis.bin`, built by `tools/build_tables.py`).

Loading is lazy (the first analysis call pays ~8-10 ms) so that `import jongg` stays cheap. The file is not
compressed: inflating its 4.5 MB took 12 ms of every process that analyses a hand (every Classical or HKE
`jongg score`); a CRC-32 of its body stands in for the check zlib made.
"""

from __future__ import annotations

import os
import struct
import sys
import zlib
from array import array
from typing import Final

from jongg.errors import JonggError

PATH: Final = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "analysis.bin")
"""Where the tables are (a string: `pathlib` would add 3 ms to every start that analyses a hand)."""
MAGIC: Final = b"JONGGAT2"


class TableError(JonggError):
    """The shipped tables are missing or damaged (reinstall, or rebuild them with `make tables`)."""


def load(path: str | os.PathLike[str] = PATH) -> dict[str, array[int]]:
    """Every named array of the table file, as `array.array` of its stored typecode."""
    try:
        with open(path, "rb") as file:
            raw = file.read()
    except OSError as exc:
        raise TableError("analysis.cannot_read_analysis_tables", path=path, exc=exc) from exc
    if not raw.startswith(MAGIC) or len(raw) < len(MAGIC) + 4:
        raise TableError("analysis.not_jongg_analysis_table", path=path)
    (crc,) = struct.unpack_from("<I", raw, len(MAGIC))
    body = memoryview(raw)[len(MAGIC) + 4 :]
    if zlib.crc32(body) != crc:
        raise TableError("analysis.damaged_checksum_does_not", path=path)
    try:
        (count,) = struct.unpack_from("<I", body, 0)
        pos = 4
        out: dict[str, array[int]] = {}
        for _ in range(count):
            name_len = body[pos]
            name = bytes(body[pos + 1 : pos + 1 + name_len]).decode()
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
    except (struct.error, ValueError, IndexError) as exc:
        raise TableError("analysis.damaged", path=path, exc=exc) from exc
    if pos != len(body):
        raise TableError("analysis.has_trailing_bytes", path=path, value=len(body) - pos)
    return out
