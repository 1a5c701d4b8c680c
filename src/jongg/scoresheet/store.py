"""The scoresheet file: SQLite in WAL mode, one transaction per entry.

Tables: `matches` (rule set, options, players) and `entries` (per match, numbered 1, 2, 3 …: the entry as
given, the source of truth, and the outcome computed when it was recorded, kept for the record and to notice
a later change of the rules). A hand number can hold only one entry that ends a hand (a unique index), so a
hand can never be recorded twice, whatever the caller does. Every write runs in `BEGIN IMMEDIATE`, reads the
match, checks the entry against the replayed state and inserts it before `COMMIT`: a crash at any moment
leaves the file as it was before or after the entry, never in between (`synchronous = FULL`).

A file the scoresheet cannot use is refused with `NotASheet` (or `NoMatch` when there is none) and left as it
was: not a regular file (never opened, so `/dev/null` gets no journal), not SQLite, damaged (`quick_check`, a
table missing or of another shape, a row that is not UTF-8, not JSON or not of its shape: the error names the
match and entry), read-only, busy, or in a directory that cannot be read or written. A file (and directories)
created by a `create` that then fails is removed again. Every SQLite error inside a transaction rolls it back
and becomes a `NotASheet` that says which of these it is.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jongg.errors import Phrase, excerpt
from jongg.scoresheet.entries import Entry, check_player_names, entry_from_json
from jongg.scoresheet.errors import InvalidEntry, NoMatch, NotASheet

SCHEMA_VERSION = 1
APPLICATION_ID = 0x4A4F4E47
"""`PRAGMA application_id` of a jongg scoresheet ("JONG")."""
DEFAULT_NAME = "scoresheet.sqlite"

SCHEMA = """
CREATE TABLE matches (
    id       INTEGER PRIMARY KEY,
    ruleset  TEXT NOT NULL,
    options  TEXT NOT NULL,
    players  TEXT NOT NULL,
    created  TEXT NOT NULL,
    version  TEXT NOT NULL
);
CREATE TABLE entries (
    match_id  INTEGER NOT NULL REFERENCES matches(id),
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    hand      INTEGER NOT NULL CHECK (hand >= 1),
    kind      TEXT NOT NULL CHECK (kind IN ('hand', 'penalty', 'time-up', 'stop')),
    ends_hand INTEGER NOT NULL CHECK (ends_hand IN (0, 1)),
    data      TEXT NOT NULL,
    result    TEXT NOT NULL,
    created   TEXT NOT NULL,
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
CREATE UNIQUE INDEX one_entry_ends_each_hand ON entries (match_id, hand) WHERE ends_hand = 1;
"""
COLUMNS = {
    "matches": ("id", "ruleset", "options", "players", "created", "version"),
    "entries": ("match_id", "seq", "hand", "kind", "ends_hand", "data", "result", "created"),
}
MATCH_ROW = (
    "SELECT id, CAST(ruleset AS BLOB), CAST(options AS BLOB), CAST(players AS BLOB), CAST(created AS BLOB), "
    "CAST(version AS BLOB) FROM matches"
)
"""Text columns are read as bytes and decoded by `_text` and `_json`, so that a row that is not UTF-8 is named."""


def default_path() -> Path:
    """`$XDG_DATA_HOME/jongg/scoresheet.sqlite`, else `~/.local/share/jongg/…` (Windows: `%LOCALAPPDATA%`)."""
    if os.name == "nt" and os.environ.get("LOCALAPPDATA"):
        base = Path(os.environ["LOCALAPPDATA"])
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / "jongg" / DEFAULT_NAME


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True, slots=True)
class MatchInfo:
    id: int
    ruleset: str
    options: dict[str, Any]
    players: tuple[str, ...]
    created: str
    version: str


@dataclass(frozen=True, slots=True)
class StoredEntry:
    match_id: int
    seq: int
    hand: int
    kind: str
    ends_hand: bool
    entry: Entry
    result: dict[str, Any]
    created: str


class Store:
    """One open scoresheet file. `create=True` makes the file (and its directory) if needed."""

    def __init__(self, path: str | os.PathLike[str], *, create: bool = False, timeout: float = 10.0) -> None:
        self.path = Path(path)
        made = self._locate(create)
        journals = [Path(f"{self.path}{suffix}") for suffix in ("-wal", "-shm", "-journal")]
        created = [] if made is None else [self.path]
        if not any(j.exists() for j in journals):
            created += journals
        uri = self.path.absolute().as_uri() + ("?mode=rwc" if create else "?mode=rw")
        try:
            self.db = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=timeout)
        except SQLITE_FAILURES as e:
            self._remove(created, made)
            raise refusal(self.path, e) from None
        try:
            self._prepare(create)
        except BaseException as e:
            self.db.close()
            self._remove(created, made)
            if isinstance(e, SQLITE_FAILURES):
                raise refusal(self.path, e) from None
            raise

    def _locate(self, create: bool) -> list[Path] | None:
        """Check the path before SQLite opens it; with `create`, make its directories. Returns the directories
        this made (deepest first), or None when the file exists."""
        try:
            if self.path.exists():
                self._check_access()
                return None
            if not create:
                raise NoMatch("sheet.no_scoresheet_start_match", path=self.path)
            made = [d for d in (self.path.parent, *self.path.parent.parents) if not d.exists()]
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise NotASheet(
                "sheet.cannot",
                value=Phrase("sheet.create" if create else "sheet.open"),
                path=self.path,
                value2=e.strerror or e,
            ) from None
        return made

    def _check_access(self) -> None:
        """An existing file is used only if it is a regular file this process may read and write, in a directory
        it may write (SQLite keeps its WAL and index beside the file): else it would leave files behind."""
        if not self.path.is_file():
            raise NotASheet("sheet.not_regular_file_so", path=self.path)
        if not os.access(self.path, os.R_OK | os.W_OK):
            raise NotASheet("sheet.read_only_or_unreadable", path=self.path)
        if not os.access(self.path.absolute().parent, os.W_OK | os.X_OK):
            raise NotASheet("sheet.cannot_write_directory_sqlite", path=self.path)

    def _remove(self, files: list[Path], directories: list[Path] | None) -> None:
        """Undo what a failed open made: the files it created (the journals only while the WAL holds nothing,
        so no other writer's work is lost) and the directories, deepest first."""
        wal = Path(f"{self.path}-wal")
        if wal in files and wal.exists() and wal.stat().st_size and self.path not in files:
            return
        for file in files:
            with contextlib.suppress(OSError):
                file.unlink()
        for directory in directories or []:
            with contextlib.suppress(OSError):
                directory.rmdir()

    def _prepare(self, create: bool) -> None:
        db = self.db
        db.execute(f"PRAGMA busy_timeout = {10_000}")
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        if app_id == APPLICATION_ID:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise NotASheet("sheet.was_written_newer_jongg", path=self.path, version=version)
            self._check_schema()
        else:
            tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if app_id != 0 or tables or not create:
                raise NotASheet("sheet.not_jongg_scoresheet_2", path=self.path)
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        if app_id != APPLICATION_ID:
            with self.write() as tx:
                if tx.db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                    for statement in SCHEMA.split(";"):
                        if statement.strip():
                            tx.db.execute(statement)
                    tx.db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                    tx.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _check_schema(self) -> None:
        """The file is sound as SQLite (`quick_check`) and has the scoresheet's tables with their columns."""
        problem = self.db.execute("PRAGMA quick_check(1)").fetchone()[0]
        if problem != "ok":
            raise NotASheet("sheet.damaged", path=self.path, problem=problem)
        for table, columns in COLUMNS.items():
            found = tuple(row[1] for row in self.db.execute(f"PRAGMA table_info({table})"))
            if found != columns:
                shape = (
                    Phrase("sheet.missing")
                    if not found
                    else Phrase("sheet.other_shape", columns=", ".join(map(str, found)))
                )
                raise NotASheet("sheet.damaged_table", path=self.path, table=table, shape=shape)

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def write(self) -> Iterator[Tx]:
        """One write transaction (`BEGIN IMMEDIATE`): committed if the block ends normally, else rolled back."""
        yield from self._transaction("BEGIN IMMEDIATE")

    @contextmanager
    def read(self) -> Iterator[Tx]:
        """A consistent snapshot for reading."""
        yield from self._transaction("BEGIN")

    def _transaction(self, begin: str) -> Iterator[Tx]:
        try:
            self.db.execute(begin)
        except SQLITE_FAILURES as e:
            raise refusal(self.path, e) from None
        try:
            yield Tx(self.db, self.db.execute("PRAGMA data_version").fetchone()[0])
            self.db.execute("COMMIT")
        except BaseException as e:
            with contextlib.suppress(*SQLITE_FAILURES):  # a failed COMMIT may have rolled back already
                self.db.execute("ROLLBACK")
            if isinstance(e, SQLITE_FAILURES):
                raise refusal(self.path, e) from None
            raise


class Tx:
    """The queries of one transaction."""

    def __init__(self, db: sqlite3.Connection, version: int) -> None:
        self.db = db
        self.version = version
        """`PRAGMA data_version` as the transaction began, before it read anything: the same number in a later
        transaction of this connection means no other connection has committed since (this connection's own
        commits leave it as it is), so what this one read then still holds, but for what it wrote itself."""

    def matches(self) -> list[MatchInfo]:
        return [_match(row) for row in self.db.execute(f"{MATCH_ROW} ORDER BY id").fetchall()]

    def match(self, match_id: int | None = None) -> MatchInfo:
        """Match `match_id`, or the last match started."""
        if match_id is None:
            row = self.db.execute(f"{MATCH_ROW} ORDER BY id DESC LIMIT 1").fetchone()
            if row is None:
                raise NoMatch("sheet.scoresheet_has_no_match_yet")
        else:
            row = self.db.execute(f"{MATCH_ROW} WHERE id = ?", (match_id,)).fetchone()
            if row is None:
                known = ", ".join(str(m.id) for m in self.matches()) or "none"
                raise NoMatch("sheet.no_match_matches", match_id=match_id, known=known)
        return _match(row)

    def entries(self, match_id: int) -> list[StoredEntry]:
        rows = self.db.execute(
            "SELECT match_id, seq, hand, CAST(kind AS BLOB), ends_hand, CAST(data AS BLOB), CAST(result AS BLOB), "
            "CAST(created AS BLOB) FROM entries WHERE match_id = ? ORDER BY seq",
            (match_id,),
        ).fetchall()
        out = []
        for expected, (mid, seq, hand, kind, ends, data, result, created) in enumerate(rows, 1):
            if seq != expected:
                raise NotASheet("sheet.match_damaged_entry_missing", match_id=match_id, expected=expected, seq=seq)
            try:
                entry = entry_from_json(_json(data))
                stored = _json(result)
                if not isinstance(stored, dict) or not isinstance(stored.get("payments"), list):
                    raise InvalidEntry("sheet.recorded_result_not_object")
                if not isinstance(hand, int) or _text(kind) != entry.kind:
                    raise InvalidEntry("sheet.hand_or_kind_do", hand=hand, kind=kind)
                out.append(StoredEntry(mid, seq, hand, entry.kind, bool(ends), entry, stored, _text(created)))
            except ValueError as e:
                raise NotASheet("sheet.match_entry_damaged", match_id=match_id, seq=seq, e=e) from None
        return out

    def add_match(self, ruleset: str, options: dict[str, Any], players: tuple[str, ...], version: str) -> MatchInfo:
        created = now()
        cursor = self.db.execute(
            "INSERT INTO matches (ruleset, options, players, created, version) VALUES (?, ?, ?, ?, ?)",
            (ruleset, _dump(options), _dump(list(players)), created, version),
        )
        assert cursor.lastrowid is not None
        return MatchInfo(cursor.lastrowid, ruleset, options, players, created, version)

    def add_entry(
        self, match_id: int, seq: int, hand: int, ends_hand: bool, entry: Entry, result: dict[str, Any]
    ) -> None:
        self.db.execute(
            "INSERT INTO entries (match_id, seq, hand, kind, ends_hand, data, result, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, seq, hand, entry.kind, int(ends_hand), _dump(entry.to_json()), _dump(result), now()),
        )

    def delete_entry(self, match_id: int, seq: int) -> None:
        self.db.execute("DELETE FROM entries WHERE match_id = ? AND seq = ?", (match_id, seq))

    def delete_match(self, match_id: int) -> None:
        self.db.execute("DELETE FROM entries WHERE match_id = ?", (match_id,))
        self.db.execute("DELETE FROM matches WHERE id = ?", (match_id,))


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _match(row: tuple[Any, ...]) -> MatchInfo:
    mid, ruleset, options, players, created, version = row
    try:
        opts, names = _json(options), _json(players)
        if not isinstance(opts, dict) or not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise InvalidEntry("sheet.options_not_object_or")
        checked = check_player_names(names)
        return MatchInfo(mid, _text(ruleset), opts, checked, _text(created), _text(version))
    except ValueError as e:  # JonggError is a ValueError
        raise NotASheet("sheet.match_damaged", mid=mid, e=e) from None


def _text(value: object) -> str:
    """A text column read as bytes: UTF-8, or a `ValueError` (`NotASheet`, or the decoder's)."""
    if not isinstance(value, bytes):
        raise NotASheet("sheet.column_not_text", value=excerpt(value))
    return value.decode("utf-8")


def _json(value: object) -> object:
    """A JSON column read as bytes: UTF-8 JSON text of sane depth, or `ValueError`."""
    try:
        return json.loads(_text(value))
    except RecursionError:
        raise NotASheet("sheet.column_nested_too_deeply") from None


SQLITE_FAILURES = (sqlite3.Error, UnicodeDecodeError)
"""What SQLite raises on a damaged file: its errors, and `UnicodeDecodeError` when its message quotes bytes of the
damaged file that are not UTF-8 (`malformed database schema ... near "\xceULL"`)."""


def refusal(path: Path, error: sqlite3.Error | UnicodeDecodeError) -> NotASheet:
    """What an SQLite error means for the user, as the scoresheet's error (nothing was changed)."""
    name = getattr(error, "sqlite_errorname", "") or ""
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return NotASheet("sheet.busy_another_program_writing", path=path, error=error)
    if name.startswith("SQLITE_READONLY"):
        return NotASheet("sheet.read_only_nothing_changed", path=path, error=error)
    if name.startswith(("SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH", "SQLITE_IOERR")):
        return NotASheet("sheet.cannot_open_or_write", path=path, error=error)
    if name.startswith("SQLITE_NOTADB"):
        return NotASheet("sheet.not_jongg_scoresheet", path=path, error=error)
    return NotASheet("sheet.damaged_or_not_jongg", path=path, error=error)
