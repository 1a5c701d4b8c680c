"""Saved games: every match played is kept as its record (JSON lines, `engine.md` Records) in the data directory.

The directory is `$JONGG_DATA/games` (default `~/.local/share/jongg/games`); a game's id is its file's stem,
`YYYYMMDD-HHMMSS-xxxx`. The file is written as the match goes: each step's events are appended as JSON lines
and flushed at once, so a closed terminal loses nothing. The first line is the engine's `match_start` header
with one more key, `play`: the person's player index and seat, each bot's kind and seed, the match seed and
when the match started, so that `jongg play --resume` continues the match exactly as it would have gone on.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from jongg.errors import JonggError

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
    """The events of a game file; a last line cut short (the terminal closed mid-write) is left out."""
    events: list[dict[str, Any]] = []
    with path.open("rb") as handle:
        raw = handle.read().decode("utf-8", errors="replace").splitlines()
    for number, line in enumerate(raw):
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except ValueError:
            if number == len(raw) - 1:
                break
            raise GameNotFound(f"{path}: line {number + 1} is not JSON") from None
        if not isinstance(event, dict):
            raise GameNotFound(f"{path}: line {number + 1} is not a JSON object")
        events.append(event)
    return events


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


def _first_line(path: Path) -> dict[str, Any] | None:
    with path.open("rb") as handle:
        line = handle.readline()
    try:
        value = json.loads(line)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _last_event(path: Path, tail: int = 65536) -> dict[str, Any] | None:
    with path.open("rb") as handle:
        handle.seek(0, os.SEEK_END)
        size = handle.tell()
        handle.seek(max(0, size - tail))
        lines = handle.read().splitlines()
    for line in reversed(lines):
        try:
            value = json.loads(line)
        except ValueError:
            continue
        if isinstance(value, dict):
            return value
    return None


def summary(path: Path) -> GameSummary | None:
    """A saved game's summary, read from its first and last lines (None: not a record)."""
    try:
        header = _first_line(path)
        if header is None or header.get("type") != "match_start":
            return None
        last = _last_event(path)
    except OSError:
        return None
    raw = header.get("play")
    play: dict[str, Any] = raw if isinstance(raw, dict) else {}
    names = tuple(str(n) for n in header.get("players") or ())
    started = str(play.get("started") or datetime.fromtimestamp(path.stat().st_mtime, UTC).isoformat())
    placings: tuple[tuple[int, str, int], ...] = ()
    finished = last is not None and last.get("type") == "match_end"
    if finished and last is not None:
        rows = []
        for entry in last.get("placings") or []:
            index = entry.get("player")
            name = names[index] if isinstance(index, int) and 0 <= index < len(names) else str(index)
            rows.append((int(entry.get("place", 0)), name, int(entry.get("total", 0))))
        placings = tuple(rows)
    person = play.get("person")
    return GameSummary(
        path.stem,
        path,
        started,
        str(header.get("ruleset")),
        names,
        finished,
        placings,
        person if isinstance(person, int) else None,
    )


def list_games(base: Path | None = None) -> list[GameSummary]:
    """Every saved game, newest first."""
    folder = games_dir(base)
    if not folder.is_dir():
        return []
    found = [summary(path) for path in folder.glob(f"*{SUFFIX}")]
    return sorted((s for s in found if s is not None), key=lambda s: (s.started, s.id), reverse=True)


def find_game(ref: str, base: Path | None = None) -> Path:
    """A game file by path, by id, or by the unique start of an id."""
    path = Path(ref).expanduser()
    if path.is_file():
        return path
    folder = games_dir(base)
    exact = folder / f"{ref}{SUFFIX}"
    if exact.is_file():
        return exact
    matches = sorted(folder.glob(f"{_glob_safe(ref)}*{SUFFIX}")) if folder.is_dir() and ref else []
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise GameNotFound(f"{ref!r} starts {len(matches)} game ids; give more of it")
    raise GameNotFound(f"no saved game {ref!r} (and no such file); `jongg games` lists them")


def load_record(ref: str, base: Path | None = None) -> tuple[list[dict[str, Any]], int, int]:
    """The record `ref` names, with its number and how many the file holds: a game id or record file (1 of 1),
    or a gzip file of records one after another (`jongg simulate --out`, `records-*.jsonl.gz`), whose N-th
    record `FILE#N` picks (the first without it)."""
    name, mark, number = ref.rpartition("#")
    if not (mark and number.isdigit() and Path(name).expanduser().is_file()):
        name, number = ref, ""
    path = find_game(name, base)
    if path.suffix != ".gz":
        if number not in ("", "1"):
            raise GameNotFound(f"{path} holds one record, not a record {number}")
        return read_events(path), 1, 1
    from jongg.sim.play import read_records

    try:
        records = read_records(str(path))
    except (OSError, EOFError, ValueError, IndexError) as exc:
        raise GameNotFound(f"{path} is not a gzip file of records: {exc}") from None
    index = int(number or 1)
    if not 1 <= index <= len(records):
        raise GameNotFound(f"{path} holds {len(records)} records, not a record {index}")
    return records[index - 1], index, len(records)


def _glob_safe(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[]" else c for c in text)


def unfinished(base: Path | None = None) -> Iterator[GameSummary]:
    """The saved `jongg play` games that have not ended, newest first."""
    return (s for s in list_games(base) if not s.finished and s.person is not None)


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
