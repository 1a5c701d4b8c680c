"""Saved games: every match played is kept as its record (JSON lines, `engine.md` Records) in the data directory.

The directory is `$JONGG_DATA/games` (default `~/.local/share/jongg/games`); a game's id is its file's stem,
`YYYYMMDD-HHMMSS-xxxx`. The file is written as the match goes: each step's events are appended as JSON lines
and flushed at once, so a closed terminal loses nothing. The first line is the engine's `match_start` header
with one more key, `play`: the person's player index and seat, each bot's kind and seed, the match seed and
when the match started, so that `jongg play --resume` continues the match exactly as it would have gone on.

Every game file is read and checked by `jongg.engine.events` (only regular files are opened, so a named pipe in
the folder never blocks `jongg games`); a damaged one is listed as damaged and never resumed.
"""

from __future__ import annotations

import json
import os
import re
import secrets
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any, Protocol

from jongg.engine.event_types import Event, MatchEnd, MatchStart, context, parse_event
from jongg.engine.events import (
    check_record,
    open_regular,
    read_record_file,
    read_record_lines,
    split_records,
)
from jongg.errors import InvalidRecord, JonggError

SUFFIX = ".jsonl"


class GameNotFound(JonggError):
    """No saved game has that id (or it is ambiguous), and no file has that name."""


def data_dir() -> Path:
    """`$JONGG_DATA`, else `~/.local/share/jongg`."""
    configured = os.environ.get("JONGG_DATA")
    return Path(configured).expanduser() if configured else Path.home() / ".local" / "share" / "jongg"


def games_dir(base: Path | None = None) -> Path:
    return (base if base is not None else data_dir()) / "games"


def new_game_id(now: datetime | None = None) -> str:
    moment = now if now is not None else datetime.now(UTC)
    return f"{moment.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(2)}"


class EventSink(Protocol):
    """Where a host's events go, each step's at once (`GameWriter`: a game file; the server: its database)."""

    def append(self, events: Iterable[dict[str, Any]]) -> None: ...

    def close(self) -> None: ...


class GameWriter:
    """Appends events to a game file, one JSON line each, flushed after every batch."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._file: IO[str] | None = path.open("a", encoding="utf-8")

    def append(self, events: Iterable[dict[str, Any]]) -> None:
        lines = "".join(json.dumps(event, ensure_ascii=False, separators=(",", ":")) + "\n" for event in events)
        if lines and self._file is not None:
            self._file.write(lines)
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def read_events(path: Path) -> list[dict[str, Any]]:
    """The events of a game file, read and checked (`InvalidRecord`); a last line cut short (the terminal closed
    mid-write) is left out."""
    return check_record(read_record_file(path, cut_end_ok=True))


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One line of `jongg games`."""

    id: str
    path: Path
    started: str
    ruleset: str
    players: tuple[str, ...]
    finished: bool
    placings: tuple[tuple[int, str, int], ...]
    """(place, player name, total) best first, when finished."""
    person: int | None
    """The person's player index (None: not a `jongg play` game)."""
    damaged: InvalidRecord | None = None
    """Why the file is not a sound game (None: it is, as far as its header and last event show)."""


HEAD_BYTES = 1 << 20
"""The longest header line read (a header is about a kilobyte)."""
TAIL_BYTES = 1 << 18
"""How much of a game file's end is read for its last event (an event is at most some ten kilobytes)."""


def _ends(path: Path) -> tuple[MatchStart, Event]:
    """The header and the last whole event of a game file, each parsed into its typed event (`InvalidRecord`)."""
    with open_regular(path) as handle:
        first = handle.readline(HEAD_BYTES)
        size = os.fstat(handle.fileno()).st_size
        start = max(len(first), size - TAIL_BYTES)
        handle.seek(start)
        tail = handle.read(TAIL_BYTES)
    events = read_record_lines(first)
    if not events:
        raise InvalidRecord("engine.record_starts_match_start_header", event=0)
    header = parse_event(events[0], 0)
    if not isinstance(header, MatchStart):
        raise InvalidRecord("engine.record_starts_match_start_header", event=0)
    if start > len(first):  # the tail starts inside a line: that one is not whole
        tail = tail.partition(b"\n")[2]
    rest = read_record_lines(tail, cut_end_ok=True)
    return header, parse_event(rest[-1], None, context(header)) if rest else header


def summary(path: Path) -> GameSummary:
    """A saved game's summary, read from its checked first and last events (`damaged` when they are not sound)."""
    try:
        header, last = _ends(path)
    except InvalidRecord as error:
        return GameSummary(path.stem, path, _modified(path), "?", (), False, (), None, error)
    play: dict[str, Any] = header.play or {}
    names = header.players or ()
    placings: tuple[tuple[int, str, int], ...] = ()
    finished = isinstance(last, MatchEnd)
    if isinstance(last, MatchEnd):
        rows = []
        for entry in last.placings:
            index = entry["player"]
            rows.append((entry["place"], names[index] if index < len(names) else str(index), entry["total"]))
        placings = tuple(rows)
    person = play.get("person")
    return GameSummary(
        path.stem,
        path,
        str(play.get("started") or _modified(path)),
        header.ruleset,
        names,
        finished,
        placings,
        person,
    )


def _modified(path: Path) -> str:
    """When the file was last written (empty when the system cannot say, or says a time out of range)."""
    try:
        return datetime.fromtimestamp(path.lstat().st_mtime, UTC).isoformat()
    except (OSError, OverflowError, ValueError):
        return ""


def list_games(base: Path | None = None) -> list[GameSummary]:
    """Every saved game, newest first."""
    folder = games_dir(base)
    if not folder.is_dir():
        return []
    found = [summary(path) for path in folder.glob(f"*{SUFFIX}")]
    return sorted(found, key=lambda s: (s.started, s.id), reverse=True)


def find_game(ref: str, base: Path | None = None) -> Path:
    """A game file by path, by id, or by the unique start of an id."""
    path = _user_path(ref)
    if _is_file(path):
        return path
    folder = games_dir(base)
    exact = folder / f"{ref}{SUFFIX}"
    if _is_file(exact):
        return exact
    matches = sorted(folder.glob(f"{_glob_safe(ref)}*{SUFFIX}")) if folder.is_dir() and ref else []
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise GameNotFound("host.starts_game_ids_give", ref=ref, matches_count=len(matches))
    if _exists(path):
        raise GameNotFound("host.not_regular_file", path=path)
    raise GameNotFound("host.no_saved_game_and", ref=ref)


def _user_path(ref: str) -> Path:
    """`ref` as a path, `~` and `~user` expanded where they can be."""
    try:
        return Path(ref).expanduser()
    except RuntimeError:  # ~user of no user (or no home): the name as written
        return Path(ref)


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def _is_file(path: Path) -> bool:
    """Whether `path` names a file (a name the system refuses, too long say, names none)."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def load_record(ref: str, base: Path | None = None) -> tuple[list[dict[str, Any]], int, int]:
    """The record `ref` names, checked, with its number and how many the file holds: a game id or record file
    (1 of 1), or a gzip file of records one after another (`jongg simulate --out`, `records-*.jsonl.gz`), whose
    N-th record `FILE#N` picks (the first without it)."""
    name, mark, number = ref.rpartition("#")
    if not (mark and re.fullmatch("[0-9]{1,9}", number) and _is_file(_user_path(name))):
        name, number = ref, ""
    path = find_game(name, base)
    if path.suffix != ".gz":
        if number not in ("", "1"):
            raise GameNotFound("host.holds_one_record_not", path=path, number=number)
        return read_events(path), 1, 1
    records = split_records(read_record_file(path))
    index = int(number or 1)
    if not 1 <= index <= len(records):
        raise GameNotFound("host.holds_records_not_record", path=path, records_count=len(records), index=index)
    return check_record(records[index - 1]), index, len(records)


def _glob_safe(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[]" else c for c in text)


def unfinished(base: Path | None = None) -> Iterator[GameSummary]:
    """The saved `jongg play` games that have not ended, newest first (a damaged one is not among them)."""
    return (s for s in list_games(base) if not s.finished and s.person is not None and s.damaged is None)


__all__ = [
    "GameNotFound",
    "GameSummary",
    "GameWriter",
    "data_dir",
    "find_game",
    "games_dir",
    "list_games",
    "new_game_id",
    "read_events",
    "summary",
    "unfinished",
]
