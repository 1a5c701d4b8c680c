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

Checking (`check_record`): `SCHEMA` maps each event type the reducer handles (`reducer.HANDLERS`) to its fields, each
with a checker and whether it is required (the ones the table always writes); an unknown field is an error. A rule set's
own event types (`Flow.events`) bring their fields as kinds (`FIELD_KINDS`), checked the same way in the records of that
rule set only. `seq` is the event's index; `match_start` is the first event and only the first, nothing follows
`match_end`. The header's rule set must be one with a game flow and its options valid for it; they give the number of
dice and of wall tiles every `hand_start` must have. A few rules between fields are checked after the fields (`RULES`):
a `mahjongg`'s `how`, `from` and `tile`. Whether the events make sense in their order — the tiles drawn are the wall's,
a claim was offered — is the reducer's to say (`replay`); this module says only that each event has the shape the
reducer and the other readers expect.
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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, Final

from jongg.contract import MAX_POINTS, Liability, ScoreResult
from jongg.engine.actions import action_from_json
from jongg.engine.table import FORMAT
from jongg.errors import InvalidRecord, JonggError, Phrase, excerpt
from jongg.jsonfields import decoder_reason
from jongg.rules import RULESETS
from jongg.tiles import EVERY_TILE

MAX_BYTES: Final = 256 * 2**20
"""The most bytes of a record file read (after decompression): a long match is a few hundred kilobytes, a gzip
file of `jongg simulate` records some megabytes."""
MAX_DEPTH: Final = 32
"""The deepest nesting of arrays and objects in one line (a record nests 5 levels: `hand_end.results`)."""
MAX_DIGITS: Final = 64
"""The most digits of a JSON integer (a seed is at most 49 characters; Python itself stops at 4,300)."""
TILES: Final = frozenset(str(t) for t in EVERY_TILE)
"""Every tile code a record writes: `1m`..`9s`, `0m`/`0p`/`0s` (red fives), `1z`..`7z`, `1f`..`4f`, `1g`..`4g`."""


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


# -- the checkers --------------------------------------------------------------------------------------------
class _Wrong(Exception):
    """A field that is not what its checker wants: `what` it should be (a phrase), or `message` (another
    error's), or a field `unknown` or `missing`; `path` leads from the event to it."""

    def __init__(
        self, what: str = "", value: object = None, *, message: str = "", unknown: bool = False, missing: bool = False
    ) -> None:
        super().__init__(what or message)
        self.what, self.value, self.message, self.unknown, self.missing = what, value, message, unknown, missing
        self.path: list[str] = []

    def at(self, step: str) -> _Wrong:
        self.path.insert(0, step)
        return self


@dataclass(frozen=True, slots=True)
class _Context:
    """What the header says about the other events: the number of dice and of wall tiles."""

    dice: int
    wall: int
    events: Mapping[str, Fields] = field(default_factory=dict)
    """The rule set's own event types and their fields (`Flow.events`)."""


class _Checker:
    what = ""

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        raise NotImplementedError

    def wrong(self, value: object) -> _Wrong:
        return _Wrong(self.what, value)


class _Int(_Checker):
    def __init__(self, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi
        self.what = Phrase("engine.integer_from_to", lo=lo, hi=hi)

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if type(value) is not int or not self.lo <= value <= self.hi:
            raise self.wrong(value)


class _Number(_Checker):
    what = Phrase("engine.number_from_to", lo=-MAX_POINTS, hi=MAX_POINTS)

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if type(value) not in (int, float) or not -MAX_POINTS <= value <= MAX_POINTS:
            raise self.wrong(value)


class _Str(_Checker):
    def __init__(self, most: int = 1000) -> None:
        self.most = most
        self.what = Phrase("engine.string_of_at_most", most=most)

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, str) or len(value) > self.most:
            raise self.wrong(value)


class _Bool(_Checker):
    what = Phrase("engine.true_or_false")

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if value is not True and value is not False:
            raise self.wrong(value)


class _Choice(_Checker):
    def __init__(self, *choices: str) -> None:
        self.choices = frozenset(choices)
        self.what = Phrase("engine.one_of", choices=", ".join(choices))

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, str) or value not in self.choices:
            raise self.wrong(value)


class _Tile(_Checker):
    what = Phrase("engine.tile_code")

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, str) or value not in TILES:
            raise self.wrong(value)


class _Tiles(_Checker):
    """A list of tiles: exactly `lo`, or `lo` to `hi` (`ctx_wall`: as many as the wall holds)."""

    def __init__(self, lo: int, hi: int | None = None, *, ctx_wall: bool = False) -> None:
        self.lo, self.hi, self.ctx_wall = lo, lo if hi is None else hi, ctx_wall
        self.what = (
            Phrase("engine.list_of_tiles", n=lo)
            if self.hi == lo
            else Phrase("engine.list_of_tiles_from_to", lo=lo, hi=self.hi)
        )

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        lo, hi = self.lo, self.hi
        if self.ctx_wall:
            lo, hi = (ctx.wall, ctx.wall) if ctx is not None else (0, 1000)
        if not isinstance(value, list) or not lo <= len(value) <= hi:
            raise _Wrong(Phrase("engine.list_of_tiles", n=lo) if lo == hi else self.what, value)
        for n, tile in enumerate(value):
            if not isinstance(tile, str) or tile not in TILES:
                raise _Wrong(_Tile.what, tile).at(f"[{n}]")


class _Dice(_Checker):
    what = Phrase("engine.list_of_dice")

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        lo, hi = (ctx.dice, ctx.dice) if ctx is not None else (1, 4)
        if not isinstance(value, list) or not lo <= len(value) <= hi:
            raise _Wrong(Phrase("engine.list_of_n_dice", n=lo) if lo == hi else self.what, value)
        for n, die in enumerate(value):
            if type(die) is not int or not 1 <= die <= 6:
                raise _Wrong(Phrase("engine.die"), die).at(f"[{n}]")


class _Hex(_Checker):
    def __init__(self, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi
        self.what = Phrase("engine.hex_of", n=lo) if lo == hi else Phrase("engine.hex_from_to", lo=lo, hi=hi)

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, str) or not 2 * self.lo <= len(value) <= 2 * self.hi or len(value) % 2:
            raise self.wrong(value)
        if value.strip("0123456789abcdefABCDEF"):
            raise self.wrong(value)


class _Seed(_Checker):
    """A seed as an int: its key text `jongg-int-seed:N` must fit BLAKE2b's 64-byte key (`seeding.seed_key`);
    with `or_hex`, a seed of bytes in hex may stand in its place."""

    def __init__(self, *, or_hex: bool = False) -> None:
        self.hex = _Hex(1, 64) if or_hex else None
        self.what = Phrase("engine.int_or_hex_seed") if or_hex else Phrase("engine.int_seed")

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if isinstance(value, str) and self.hex is not None:
            try:
                self.hex(value, ctx)
            except _Wrong:
                raise self.wrong(value) from None
        elif type(value) is not int or not -(10**48) < value < 10**49:  # at most 49 characters, the sign included
            raise self.wrong(value)


class _Null(_Checker):
    def __init__(self, inner: _Checker) -> None:
        self.inner = inner
        self.what = Phrase("engine.null_or", inner=inner.what)

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if value is not None:
            try:
                self.inner(value, ctx)
            except _Wrong as wrong:
                if wrong.path or wrong.message or wrong.unknown or wrong.missing:
                    raise
                raise self.wrong(value) from None


class _List(_Checker):
    def __init__(self, item: _Checker, lo: int, hi: int | None = None, *, distinct: bool = False) -> None:
        self.item, self.lo, self.hi, self.distinct = item, lo, lo if hi is None else hi, distinct
        if distinct:
            self.what = Phrase("engine.list_different", lo=lo, hi=self.hi, item=item.what)
        elif self.hi == lo:
            self.what = Phrase("engine.list_of_items", n=lo, item=item.what)
        else:
            self.what = Phrase("engine.list_from_to", lo=lo, hi=self.hi, item=item.what)

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, list) or not self.lo <= len(value) <= self.hi:
            raise self.wrong(value)
        for n, item in enumerate(value):
            try:
                self.item(item, ctx)
            except _Wrong as wrong:
                raise wrong.at(f"[{n}]") from None
        if self.distinct and len(set(value)) != len(value):
            raise self.wrong(value)


class _Permutation(_Checker):
    what = Phrase("engine.seat_order")

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, list) or len(value) != 4 or any(type(v) is not int for v in value):
            raise self.wrong(value)
        if sorted(value) != [0, 1, 2, 3]:
            raise self.wrong(value)


Fields = Mapping[str, tuple[_Checker, bool]]


class _Object(_Checker):
    """A JSON object with these fields (checker, required); no others."""

    what = Phrase("engine.json_object")

    def __init__(self, fields: Fields) -> None:
        self.fields = fields

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, dict):
            raise self.wrong(value)
        check_fields(value, self.fields, ctx)


class _Mapping(_Checker):
    """A JSON object of any fields (its reader checks them)."""

    what = Phrase("engine.json_object")

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, dict):
            raise self.wrong(value)


class _Parsed(_Checker):
    """A value another reader of the package checks (a score result, an action): its error, as it says it."""

    what = Phrase("engine.json_object")

    def __init__(self, read: Callable[[Any], object]) -> None:
        self.read = read

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        try:
            self.read(value)
        except JonggError as error:
            raise _Wrong(message=Phrase("errors.nested", error=error)) from None


class _Results(_Checker):
    """`hand_end.results`: the score result of each scored seat, keyed "0" to "3"."""

    what = Phrase("engine.score_results")

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, dict) or not value.keys() <= {"0", "1", "2", "3"}:
            raise self.wrong(value)
        for seat, result in value.items():
            try:
                ScoreResult.from_json(result)
            except JonggError as error:
                raise _Wrong(message=Phrase("errors.nested", error=error)).at(seat) from None


class _HandText(_Checker):
    """A hand in notation as `hand_end.hands` shows it: each group of digits and a suit letter is of tiles."""

    what = Phrase("engine.null_or_hand")
    _GROUP = re.compile(r"(\d+)([mpszfg])")

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if value is None:
            return
        if not isinstance(value, str) or len(value) > 300:
            raise self.wrong(value)
        for found in self._GROUP.finditer(value):
            if any(digit + found.group(2) not in TILES for digit in found.group(1)):
                raise self.wrong(value)


def check_fields(
    event: Mapping[str, Any], fields: Fields, ctx: _Context | None, skip: frozenset[str] = frozenset()
) -> None:
    """Every field of `fields` that is required is there, every field there (but those of `skip`) is one of them
    and as its checker wants (`_Wrong` names the first that is not)."""
    for name, value in event.items():
        found = fields.get(name) if isinstance(name, str) else None
        if found is None:
            if name in skip:
                continue
            raise _Wrong(unknown=True).at(name if isinstance(name, str) else excerpt(name))
        try:
            found[0](value, ctx)
        except _Wrong as wrong:
            raise wrong.at(name) from None
    for name, (_, required) in fields.items():
        if required and name not in event:
            raise _Wrong(missing=True).at(name)


# -- the schema ----------------------------------------------------------------------------------------------
SEAT: Final = _Int(0, 3)
COUNT: Final = _Int(0, 1000)
POINTS: Final = _Int(-MAX_POINTS, MAX_POINTS)
FOUR_POINTS: Final = _List(POINTS, 4)
SEATS: Final = _List(SEAT, 0, 4, distinct=True)
TILE: Final = _Tile()
TEXT: Final = _Str()
FLAG: Final = _Bool()
WIND_OR_TABLE: Final = _Choice("E", "S", "W", "N", "table")
FIELD_KINDS: Final[Mapping[str, _Checker]] = {
    "seat": SEAT,
    "count": COUNT,
    "points": POINTS,
    "flag": FLAG,
    "text": TEXT,
    "tile": TILE,
    "tiles": _Tiles(0, 144),
    "seats": SEATS,
}
"""The field kinds a rule set's own event type names (`EventType.fields`), and their checkers."""


class _Playable(_Checker):
    """The id of a registered rule set with a game flow (asked of the registry when a record is checked)."""

    what = Phrase("engine.playable_rule_set")

    def __call__(self, value: Any, ctx: _Context | None) -> None:
        if not isinstance(value, str) or value not in RULESETS or RULESETS[value].flow is None:
            raise _Wrong(
                Phrase("engine.one_of", choices=", ".join(i for i, r in RULESETS.items() if r.flow is not None)), value
            )


def own_fields(fields: Mapping[str, tuple[str, bool]]) -> Fields:
    """The checkers of a rule set's own event type, from its field kinds (`EventType.fields`)."""
    out: dict[str, tuple[_Checker, bool]] = {}
    for name, (kind, required) in fields.items():
        checker = FIELD_KINDS[kind.removesuffix("?")]
        out[name] = (_Null(checker) if kind.endswith("?") else checker, required)
    return out


SECRET: Final = _Null(_Hex(1, 64))
"""A seed or salt revealed at the end: 1 to 64 bytes in hex (`seeding.seed_key`), or null."""

PLAY_KEY: Final = _Object(
    {
        "app": (TEXT, False),
        "person": (SEAT, True),
        "seat": (_Null(SEAT), False),
        "bots": (
            _List(
                _Object({"player": (SEAT, True), "bot": (TEXT, True), "seed": (_Int(-(10**60), 10**60), True)}),
                0,
                4,
            ),
            True,
        ),
        "seed": (_Seed(or_hex=True), True),
        "started": (TEXT, False),
    }
)
"""The header's `play` key of a game `jongg play` saved (`jongg.play.session.PlayInfo`)."""

NO_FIELDS: Final[Fields] = {}
SEAT_ONLY: Final[Fields] = {"seat": (SEAT, True)}
SEAT_TILE: Final[Fields] = {"seat": (SEAT, True), "tile": (TILE, True)}
CLAIM_OF_2: Final[Fields] = {
    "seat": (SEAT, True),
    "from": (SEAT, True),
    "tile": (TILE, True),
    "consumed": (_Tiles(2), True),
}

SCHEMA: Final[dict[str, Fields]] = {
    "match_start": {
        "format": (_Choice(FORMAT), True),
        "format_version": (_Int(1, 1000), True),
        "engine": (TEXT, True),
        "ruleset": (_Playable(), True),
        "options": (_Mapping(), True),  # checked against the rule set in RULES
        "players": (_Null(_List(TEXT, 4)), True),
        "seed_public": (FLAG, True),
        "seed": (_Null(_Seed()), True),
        "commitment": (_Null(_Hex(32, 32)), True),
        "manual_bonus": (SEATS, False),
        "prepared": (FLAG, False),
        "round": (SEAT, False),
        "honba": (COUNT, False),
        "sticks": (COUNT, False),
        "passes": (SEAT, False),
        "streak": (COUNT, False),
        "seating": (_Permutation(), True),
        "dealer": (SEAT, True),
        "scores": (FOUR_POINTS, True),
        "play": (PLAY_KEY, False),
    },
    "hand_start": {
        "hand": (_Int(1, 100_000), True),
        "round": (SEAT, True),
        "dealer": (SEAT, True),
        "dice": (_Dice(), True),
        "streak": (COUNT, True),
        "honba": (COUNT, True),
        "sticks": (COUNT, True),
        "scores": (FOUR_POINTS, True),
        "wall": (_Tiles(0, 0, ctx_wall=True), True),
    },
    "deal": {"tiles": (_List(_Tiles(0, 14), 4), True)},
    "draw": {
        "seat": (SEAT, True),
        "tile": (TILE, True),
        "source": (_Choice("live", "kong_replacement", "bonus_replacement"), True),
        "last": (FLAG, True),
    },
    "bonus": SEAT_TILE,
    "dora": {"indicator": (TILE, True)},
    "riichi": SEAT_ONLY,
    "riichi_accepted": SEAT_ONLY,
    "abortive_draw": {
        "reason": (_Choice("nine-terminals", "four-winds", "four-riichi", "four-kans", "three-rons"), True)
    },
    "before_play": SEAT_ONLY,
    "keep_kongs": SEAT_ONLY,
    "play_start": NO_FIELDS,
    "call": {"seat": (SEAT, True), "action": (_Parsed(action_from_json), True)},
    "discard": {"seat": (SEAT, True), "tile": (TILE, True), "tsumogiri": (FLAG, True)},
    "original_call": SEAT_TILE,
    "chow": CLAIM_OF_2,
    "pung": CLAIM_OF_2,
    "kong": {**CLAIM_OF_2, "consumed": (_Tiles(3), True)},
    "concealed_kong": {"seat": (SEAT, True), "tiles": (_Tiles(4), True)},
    "added_kong": SEAT_TILE,
    "no_claim": NO_FIELDS,
    "mahjongg": {
        "seat": (SEAT, True),
        "from": (_Null(SEAT), True),
        "tile": (_Null(TILE), True),
        "how": (_Choice("self-draw", "discard", "robbing", "flower", "four-kongs"), True),
    },
    "exhaustive_draw": {"reason": (_Choice("wall empty", "dead wall empty"), True)},
    "hand_end": {
        "hands": (_List(_HandText(), 4), True),
        "results": (_Results(), True),
        "winner": (_Null(SEAT), True),
        "winners": (SEATS, True),
        "liable": (_Null(_Parsed(Liability.from_json)), True),
        "tenpai": (SEATS, True),
        "nagashi": (SEATS, True),
        "ura": (_Tiles(0, 10), True),
        "transfers": (
            _List(
                _Object(
                    {
                        "from": (WIND_OR_TABLE, True),
                        "to": (WIND_OR_TABLE, True),
                        "amount": (POINTS, True),
                        "reason": (TEXT, True),
                    }
                ),
                0,
                100,
            ),
            True,
        ),
        "net": (FOUR_POINTS, True),
        "scores": (FOUR_POINTS, True),
        "chips": (FOUR_POINTS, True),
        "honba": (COUNT, True),
        "sticks": (COUNT, True),
        "passes": (FLAG, True),
        "east_won": (FLAG, True),
        "match_over": (_Null(TEXT), True),
    },
    "time_up": NO_FIELDS,
    "match_end": {
        "reason": (TEXT, True),
        "scores": (FOUR_POINTS, True),
        "placings": (
            _List(
                _Object(
                    {
                        "player": (SEAT, True),
                        "place": (_Int(1, 4), True),
                        "total": (POINTS, True),
                        "score": (_Number(), True),
                    }
                ),
                4,
            ),
            True,
        ),
        "seed": (SECRET, True),
        "salt": (SECRET, True),
    },
}
"""Each event type the reducer handles, its fields: (checker, required). `type` and `seq` are every event's."""


def _header_options(event: Mapping[str, Any]) -> None:
    ruleset = RULESETS[event["ruleset"]]
    try:
        ruleset.options(event["options"])
    except JonggError as error:
        raise _Wrong(message=Phrase("errors.nested", error=error)).at("options") from None


def _win(event: Mapping[str, Any]) -> None:
    """A win by discard, robbing or on another's flower names whom from; a self-draw nobody; only the fourth
    kong of old suukantsu wins without a tile."""
    how, source, tile = event["how"], event["from"], event["tile"]
    if how == "self-draw" and source is not None:
        raise _Wrong(Phrase("engine.null_for_self_draw"), source).at("from")
    if how in ("discard", "robbing", "flower") and source is None:
        raise _Wrong(Phrase("engine.seat_win_is_from"), source).at("from")
    if source == event["seat"]:
        raise _Wrong(Phrase("engine.not_the_winner"), source).at("from")
    if (tile is None) != (how == "four-kongs"):
        raise _Wrong(Phrase("engine.null_for_four_kongs"), tile).at("tile")


def _claim(event: Mapping[str, Any]) -> None:
    if event["from"] == event["seat"]:
        raise _Wrong(Phrase("engine.not_the_claimer"), event["from"]).at("from")


RULES: Final[dict[str, Callable[[Mapping[str, Any]], None]]] = {
    "match_start": _header_options,
    "mahjongg": _win,
    "chow": _claim,
    "pung": _claim,
    "kong": _claim,
}
"""Checks between the fields of one event, after each field is checked."""


# -- checking ------------------------------------------------------------------------------------------------
def check_record(events: object) -> list[dict[str, Any]]:
    """`events` as they are if they have the shape of a record (the module text says what is checked); else
    `InvalidRecord` naming the event, its type and the field."""
    if not isinstance(events, list) or not events:
        raise InvalidRecord("engine.record_starts_match_start_header", event=0)
    ctx: _Context | None = None
    ended = False
    for index, event in enumerate(events):
        kind = check_event(event, index, ctx)
        if index == 0:
            if kind != "match_start":
                raise InvalidRecord("engine.record_starts_match_start_header", event=0)
            ctx = context(event)
        elif kind == "match_start":
            raise InvalidRecord("engine.event_second_match_start_header", index=index, event=index)
        if ended:
            raise InvalidRecord("engine.event_follows_match_end", index=index, kind=kind, event=index)
        ended = kind == "match_end"
    return events


def context(header: Mapping[str, Any]) -> _Context:
    """What a checked header says about the events after it."""
    ruleset = RULESETS[header["ruleset"]]
    flow = ruleset.flow
    assert flow is not None  # the header names a rule set with a flow
    own = {kind: own_fields(spec.fields) for kind, spec in flow.events.items()}
    return _Context(flow.dice, len(flow.tile_set(ruleset.options(header["options"]))), own)


_EVERY_EVENTS: Final = frozenset(("type", "seq"))


def check_event(event: object, index: int | None, ctx: _Context | None = None) -> str:
    """The type of one event of a record, checked against `SCHEMA` and `RULES` (its `seq` is `index`; with
    `index` None, any event number); `ctx`: the header's (`context`), without it dice and walls are not counted."""
    where = "at the end" if index is None else str(index)
    if not isinstance(event, dict):
        raise InvalidRecord("engine.event_event_json_object", where=where, event_name=excerpt(event), event=index)
    kind = event.get("type")
    if not isinstance(kind, str):
        raise InvalidRecord(
            "engine.event_unknown_event_type", where=where, kind=excerpt(kind), event=index, field="type"
        )
    fields = SCHEMA.get(kind)
    if fields is None and ctx is not None:
        fields = ctx.events.get(kind)  # the rule set's own event type
    if fields is None:
        raise InvalidRecord(
            "engine.event_unknown_event_type", where=where, kind=excerpt(kind), event=index, field="type"
        )
    try:
        seq = event.get("seq")
        if "seq" not in event:
            raise _Wrong(missing=True).at("seq")
        if type(seq) is not int or (seq != index if index is not None else not 0 <= seq <= 10**7):
            raise _Wrong(
                Phrase("engine.its_index", index=index) if index is not None else Phrase("engine.event_number"), seq
            ).at("seq")
        check_fields(event, fields, ctx, _EVERY_EVENTS)
        rule = RULES.get(kind)
        if rule is not None:
            rule(event)
    except _Wrong as wrong:
        path = "".join(step if step.startswith("[") else f".{step}" for step in wrong.path).lstrip(".")
        if wrong.unknown:
            raise InvalidRecord(
                "engine.event_unknown_field", where=where, kind=kind, path=path, event=index, field=path
            ) from None
        if wrong.missing:
            raise InvalidRecord(
                "engine.event_missing_field", where=where, kind=kind, path=path, event=index, field=path
            ) from None
        if wrong.message:
            raise InvalidRecord(
                "engine.event", where=where, kind=kind, path=path, message=wrong.message, event=index, field=path
            ) from None
        raise InvalidRecord(
            "engine.event_must_not",
            where=where,
            kind=kind,
            path=path,
            what=wrong.what,
            value=excerpt(wrong.value),
            event=index,
            field=path,
        ) from None
    return kind


__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "SCHEMA",
    "InvalidRecord",
    "check_event",
    "check_record",
    "open_regular",
    "read_file_bytes",
    "read_record_file",
    "read_record_lines",
    "read_stream_bytes",
    "split_records",
]
