"""The scoresheet file: SQLite in WAL mode, one transaction per entry.

Tables: `matches` (rule set, options, players) and `entries` (per match, numbered 1, 2, 3 …: the entry as
given, the source of truth, and the outcome computed when it was recorded, kept for the record and to notice
a later change of the rules). A hand number can hold only one entry that ends a hand (a unique index), so a
hand can never be recorded twice, whatever the caller does. Every write runs in `BEGIN IMMEDIATE`, reads the
match, checks the entry against the replayed state and inserts it before `COMMIT`: a crash at any moment
leaves the file as it was before or after the entry, never in between (`synchronous = FULL`).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jongg.scoresheet.entries import Entry, entry_from_json
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
        if not create and not self.path.exists():
            raise NoMatch(f"no scoresheet at {self.path}; start a match with 'jongg sheet new'")
        if create:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        uri = self.path.resolve().as_uri() + ("?mode=rwc" if create else "?mode=rw")
        try:
            self.db = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=timeout)
        except sqlite3.Error as e:
            raise NotASheet(f"cannot open {self.path}: {e}") from None
        try:
            self._prepare(create)
        except sqlite3.DatabaseError as e:
            self.db.close()
            raise NotASheet(f"{self.path} is not a jongg scoresheet ({e})") from None
        except BaseException:
            self.db.close()
            raise

    def _prepare(self, create: bool) -> None:
        db = self.db
        db.execute(f"PRAGMA busy_timeout = {10_000}")
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        if app_id == APPLICATION_ID:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise NotASheet(f"{self.path} was written by a newer jongg (schema {version})")
        else:
            tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if app_id != 0 or tables or not create:
                raise NotASheet(f"{self.path} is not a jongg scoresheet")
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
        except sqlite3.OperationalError as e:
            raise NotASheet(f"{self.path} is busy or locked ({e}); try again") from None
        try:
            yield Tx(self.db)
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        else:
            self.db.execute("COMMIT")


class Tx:
    """The queries of one transaction."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def matches(self) -> list[MatchInfo]:
        rows = self.db.execute("SELECT id, ruleset, options, players, created, version FROM matches ORDER BY id")
        return [_match(row) for row in rows]

    def match(self, match_id: int | None = None) -> MatchInfo:
        """Match `match_id`, or the last match started."""
        if match_id is None:
            row = self.db.execute("SELECT id, ruleset, options, players, created, version FROM matches "
                                  "ORDER BY id DESC LIMIT 1").fetchone()
            if row is None:
                raise NoMatch("the scoresheet has no match yet; start one with 'jongg sheet new'")
        else:
            row = self.db.execute("SELECT id, ruleset, options, players, created, version FROM matches "
                                  "WHERE id = ?", (match_id,)).fetchone()
            if row is None:
                known = ", ".join(str(m.id) for m in self.matches()) or "none"
                raise NoMatch(f"there is no match {match_id} (matches: {known})")
        return _match(row)

    def entries(self, match_id: int) -> list[StoredEntry]:
        rows = self.db.execute("SELECT match_id, seq, hand, kind, ends_hand, data, result, created FROM entries "
                               "WHERE match_id = ? ORDER BY seq", (match_id,))
        out = []
        for expected, (mid, seq, hand, kind, ends, data, result, created) in enumerate(rows, 1):
            if seq != expected:
                raise NotASheet(f"match {match_id}: entry {expected} is missing (found {seq})")
            try:
                entry = entry_from_json(json.loads(data))
                stored = json.loads(result)
            except (ValueError, InvalidEntry) as e:
                raise NotASheet(f"match {match_id}, entry {seq} is damaged: {e}") from None
            out.append(StoredEntry(mid, seq, hand, kind, bool(ends), entry, stored, created))
        return out

    def add_match(self, ruleset: str, options: dict[str, Any], players: tuple[str, ...], version: str) -> MatchInfo:
        created = now()
        cursor = self.db.execute(
            "INSERT INTO matches (ruleset, options, players, created, version) VALUES (?, ?, ?, ?, ?)",
            (ruleset, _dump(options), _dump(list(players)), created, version))
        assert cursor.lastrowid is not None
        return MatchInfo(cursor.lastrowid, ruleset, options, players, created, version)

    def add_entry(self, match_id: int, seq: int, hand: int, ends_hand: bool, entry: Entry,
                  result: dict[str, Any]) -> None:
        self.db.execute(
            "INSERT INTO entries (match_id, seq, hand, kind, ends_hand, data, result, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, seq, hand, entry.kind, int(ends_hand), _dump(entry.to_json()), _dump(result), now()))

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
        opts, names = json.loads(options), json.loads(players)
    except ValueError as e:
        raise NotASheet(f"match {mid} is damaged: {e}") from None
    if not isinstance(opts, dict) or not isinstance(names, list) or len(names) != 4:
        raise NotASheet(f"match {mid} is damaged: bad options or players")
    return MatchInfo(mid, ruleset, opts, tuple(names), created, version)
