"""Reading and checking a game record where it enters the program: one place, one error (`InvalidRecord`).

A record (`engine.md` Records) is JSON lines: the `match_start` header, then every event the table emitted.
Every command that takes a record from outside (`jongg replay`, `jongg verify`, `jongg mjai export`, the saved
games of `jongg games` and `jongg play --resume`) reads it here and checks it here, so that what follows — the
reducer, the exporter, the screens — gets events of the shapes the table writes, and a damaged file is one line
of error instead of a traceback somewhere inside.

Reading (`read_file_bytes`, `read_record_file`, `read_record_lines`, `json_value`):

- only a regular file is opened (a named pipe would block, a device never end), and at most `MAX_BYTES` of it
  (after gzip decompression, for a name ending in `.gz`: a damaged or truncated gzip file is refused too);
- UTF-8 text (a byte-order mark may open it), lines split at `\\n` only (a JSON string may hold U+2028);
- each line's nesting is measured by a scan of its brackets (strings skipped) before `json.loads` sees it, and
  more than `MAX_DEPTH` levels are refused: the parser's recursion never gets deep;
- `NaN`, `Infinity`, `-Infinity`, a float that overflows (`1e999`) and an integer of more than `MAX_DIGITS`
  digits are refused while parsing;
- every line is a JSON object.

Checking (`check_record`, `check_event`) is `event_types.parse_event`'s: each event parsed into its typed form,
every field checked (`InvalidRecord` naming the event, its type and the field), the header first and only first,
nothing after `match_end`, the dice and wall tiles as many as the header's rule set has. Whether the events make
sense in their order — the tiles drawn are the wall's, a claim was offered — is the reducer's to say (`replay`);
the check says only that each event has the shape the reducer and the other readers expect.
"""

from __future__ import annotations

import gzip
import io
import json
import math
import os
import re
import stat
import zlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, BinaryIO, Final

from jongg.engine.event_types import FORMAT, TILES, Context, context, parse_event, parse_record
from jongg.errors import InvalidRecord, Phrase, excerpt
from jongg.jsonfields import decoder_reason

MAX_BYTES: Final = 256 * 2**20
"""The most bytes of a record file read (after decompression): a long match is a few hundred kilobytes, a gzip
file of `jongg simulate` records some megabytes."""
MAX_DEPTH: Final = 32
"""The deepest nesting of arrays and objects in one line (a record nests 5 levels: `hand_end.results`)."""
MAX_DIGITS: Final = 64
"""The most digits of a JSON integer (a seed is at most 49 characters; Python itself stops at 4,300)."""


# -- reading -------------------------------------------------------------------------------------------------
def open_regular(path: str | Path) -> BinaryIO:
    """`path` opened for reading in binary, if it is a regular file (else `InvalidRecord`, without blocking on a
    named pipe: the file is opened non-blocking and looked at before anything is read)."""
    name = str(path)
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise InvalidRecord("engine.cannot_read", name=name, value=exc.strerror or exc) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise InvalidRecord("engine.not_regular_file", name=name)
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_file_bytes(path: str | Path, *, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file, gzip-decompressed when its name ends in `.gz`; at most `limit` of them."""
    name = str(path)
    try:
        with open_regular(path) as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise InvalidRecord("engine.cannot_read", name=name, value=exc.strerror or exc) from None
    if name.endswith(".gz"):
        data = _gunzip(data, name, limit)
    if len(data) > limit:
        raise InvalidRecord("engine.larger_bytes", name=name, limit=limit)
    return data


def read_stream_bytes(stream: BinaryIO, name: str = "stdin", *, limit: int = MAX_BYTES) -> bytes:
    """At most `limit` bytes of an open stream (standard input); more is `InvalidRecord`."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise InvalidRecord("engine.larger_bytes", name=name, limit=limit)
    return data


def _gunzip(data: bytes, name: str, limit: int) -> bytes:
    """Decompressed, at most `limit + 1` bytes; every way a gzip stream can be damaged is `InvalidRecord`."""
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(data), mode="rb") as unzipped:
            return unzipped.read(limit + 1)
    except (OSError, EOFError, zlib.error) as exc:  # BadGzipFile is an OSError
        raise InvalidRecord("engine.not_readable_gzip_file", name=name, exc=excerpt(str(exc))) from None


def read_record_file(path: str | Path, *, cut_end_ok: bool = False) -> list[dict[str, Any]]:
    """The events of a record file (or of a gzip file of records one after another), read as
    `read_record_lines` reads them. Not checked: `check_record` does that."""
    return read_record_lines(read_file_bytes(path), cut_end_ok=cut_end_ok)


def read_record_lines(source: str | bytes | Iterable[str], *, cut_end_ok: bool = False) -> list[dict[str, Any]]:
    """The JSON objects of JSON lines (a text, UTF-8 bytes, or lines); blank lines are skipped. With `cut_end_ok`
    a last line that is cut short (a game file whose writer stopped mid-line) is left out."""
    if isinstance(source, bytes):
        source = _decode(source)
    careful = _long_number(source) if isinstance(source, str) else None
    lines = source.split("\n") if isinstance(source, str) else list(source)
    last = max((n for n, line in enumerate(lines) if isinstance(line, str) and line.strip()), default=-1)
    events: list[dict[str, Any]] = []
    for n, line in enumerate(lines):
        if not isinstance(line, str):
            problem = Phrase("engine.line_not_text", value=excerpt(line))
        elif not line.strip():
            continue
        else:
            try:
                value = _json_value(line, careful)
            except _CutShort:
                if cut_end_ok and n == last:
                    break
                problem = _json_problem(line)
            except _Refused as refused:
                problem = refused.problem
            else:
                if isinstance(value, dict):
                    events.append(value)
                    continue
                problem = Phrase("engine.event_not_object", value=excerpt(value))
        raise InvalidRecord("engine.line", value=n + 1, problem=problem, line=n + 1)
    return events


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InvalidRecord("engine.line_not_utf_text", line_name=line, value=exc.start + 1, line=line) from None


class _Refused(Exception):
    """A JSON text refused for a reason of its own (its depth, a number), not a syntax error."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


class _CutShort(Exception):
    """Not JSON (a syntax error: a line cut short is one)."""


_TOKENS: Final = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]')
"""A JSON string (to the end of the text if it is not closed) or a bracket: the tokens the depth scan reads."""
_OPEN: Final = frozenset("[{")
_LONG_DIGITS: Final = re.compile(rf"\d{{{MAX_DIGITS + 1}}}")


def _json_value(text: str, careful: bool | None = None) -> Any:
    """`careful`: whether numbers must be looked at one by one (None: find out from `text`)."""
    if text.count("[") + text.count("{") > MAX_DEPTH:  # only then can it be nested too deeply
        depth = 0
        for token in _TOKENS.finditer(text):
            mark = token.group()
            if mark in _OPEN:
                depth += 1
                if depth > MAX_DEPTH:
                    raise _Refused(Phrase("engine.nested_deeper", depth=MAX_DEPTH))
            elif mark in "]}":
                depth -= 1
    # Only a run of more than MAX_DIGITS digits can be an integer too long: then each integer is looked at (else
    # the parser reads them at full speed).
    if careful is None:
        careful = _long_number(text)
    decoder = _CAREFUL if careful else _DECODER
    try:
        return decoder.decode(text)
    except json.JSONDecodeError:
        raise _CutShort from None
    except RecursionError:  # not reached after the scan; kept so that no parser limit ever escapes as a crash
        raise _Refused(Phrase("engine.nested_deeper", depth=MAX_DEPTH)) from None


def _long_number(text: str) -> bool:
    return _LONG_DIGITS.search(text) is not None


def _json_problem(text: str) -> str:
    try:
        _CAREFUL.decode(text)
    except json.JSONDecodeError as exc:
        return Phrase("engine.not_json_at", reason=decoder_reason(exc.msg), column=exc.colno)
    except (_Refused, RecursionError, ValueError):
        pass
    return Phrase("engine.not_json")


def _constant(name: str) -> Any:
    raise _Refused(Phrase("engine.holds_not_number", name=name))


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _Refused(Phrase("engine.holds_long_number", digits=len(digits.lstrip("-")), most=MAX_DIGITS))
    return int(digits)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(Phrase("engine.holds_not_finite", value=excerpt(text)))
    return value


_DECODER: Final = json.JSONDecoder(parse_constant=_constant, parse_float=_float)
_CAREFUL: Final = json.JSONDecoder(parse_constant=_constant, parse_float=_float, parse_int=_integer)


def split_records(events: Sequence[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The records of a file of records one after another (`jongg simulate --out`): a new one at each
    `match_start`. `InvalidRecord` if the first event is not one."""
    records: list[list[dict[str, Any]]] = []
    for event in events:
        if event.get("type") == "match_start":
            records.append([])
        elif not records:
            raise InvalidRecord("engine.record_starts_match_start_header", event=0)
        records[-1].append(event)
    return records


# -- checking ------------------------------------------------------------------------------------------------
def check_record(events: object) -> list[dict[str, Any]]:
    """`events` as they are if they have the shape of a record (`event_types.parse_record`: every event parsed
    into its typed form and checked); else `InvalidRecord` naming the event, its type and the field."""
    parse_record(events)
    return events  # type: ignore[return-value]  # parse_record refuses anything but a list of events


def check_event(event: object, index: int | None, ctx: Context | None = None) -> str:
    """The type of one event of a record, checked (`event_types.parse_event`; its `seq` is `index`, with `index`
    None any event number); `ctx`: the header's (`context`), without it dice and walls are not counted."""
    return parse_event(event, index, ctx).type


__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "TILES",
    "InvalidRecord",
    "check_event",
    "check_record",
    "context",
    "open_regular",
    "read_file_bytes",
    "read_record_file",
    "read_record_lines",
    "read_stream_bytes",
    "split_records",
]
