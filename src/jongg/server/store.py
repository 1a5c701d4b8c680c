"""The server's storage: one SQLite file (WAL) in the data directory with its tables, seats and every event.

A table is made with its settings (`settings.TableSettings`). Its creator gets the host link and a link for
each person's seat; only the SHA-256 of a link's token is stored (`tokens.py`), so the file gives nobody a seat.
Each step's events are committed in one transaction before any of them is sent (`TableEvents`, the host's
sink), so a server killed at any moment starts again with whole steps; a finished match is also written to
the games folder as a record (`jongg games`, `jongg replay` and `jongg verify` read it).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from jongg.errors import InvalidRequest, JonggError, excerpt
from jongg.host.store import GameWriter, games_dir, new_game_id
from jongg.server.settings import TableSettings
from jongg.server.tokens import new_token, same_token, token_hash

DB_FILE: Final = "server.sqlite3"
WAITING, PLAYING, FINISHED = "waiting", "playing", "finished"
ID_TRIES: Final = 8


class NotAllowed(JonggError):
    """A link that opens no seat of this table, a seat taken, a table that does not exist."""

    contract_type = "NotAllowed"


class NoTable(NotAllowed):
    """No table has this id."""

    contract_type = "NoTable"


@dataclass(frozen=True, slots=True)
class TableEntry:
    """A table as everybody may see it."""

    id: str
    settings: TableSettings
    claimed: tuple[bool, bool, bool, bool]
    """Per player: a person whose link was used (a bot's seat is never claimed)."""
    status: str

    @property
    def free(self) -> list[int]:
        """The people's seats nobody has taken yet."""
        return [n for n, s in enumerate(self.settings.seats) if s.bot is None and not self.claimed[n]]

    def to_json(self) -> dict[str, Any]:
        shown = self.settings.to_json()
        shown.pop("seed", None)
        return {"id": self.id, **shown, "claimed": list(self.claimed), "free": self.free, "status": self.status}


@dataclass(frozen=True, slots=True)
class Links:
    """The secret tokens of a new table: the host's, and one per person's seat (None for a bot's)."""

    host: str
    seats: tuple[str | None, ...]


SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    host_hash TEXT NOT NULL,
    status TEXT NOT NULL,
    created TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    player INTEGER NOT NULL,
    token_hash TEXT,
    claimed INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, player)
);
CREATE TABLE IF NOT EXISTS events (
    table_id TEXT NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
);
"""


class ServerStore:
    """The database of one data directory."""

    def __init__(self, base: Path) -> None:
        base.mkdir(parents=True, exist_ok=True)
        self.base = base
        self.db = sqlite3.connect(base / DB_FILE, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")  # WAL: a commit survives a killed process
        self.db.executescript(SCHEMA)
        self._entries: dict[str, TableEntry] = {}
        """The tables read, kept until this store changes them (it is the file's only writer)."""

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # -- tables -----------------------------------------------------------------------------------------------
    def create(self, settings: TableSettings) -> tuple[str, Links]:
        """A new table with its links; a table id already taken (the same second and 16 random bits) is drawn
        again."""
        for _ in range(ID_TRIES - 1):
            try:
                return self._create(settings)
            except sqlite3.IntegrityError:
                continue
        return self._create(settings)

    def _create(self, settings: TableSettings) -> tuple[str, Links]:
        table_id = new_game_id()
        host = new_token()
        seats = tuple(new_token() if s.bot is None else None for s in settings.seats)
        with self.transaction() as db:
            db.execute(
                "INSERT INTO tables (id, settings, host_hash, status) VALUES (?, ?, ?, ?)",
                (table_id, json.dumps(settings.to_json()), token_hash(host), WAITING),
            )
            for player, token in enumerate(seats):
                db.execute(
                    "INSERT INTO seats (table_id, player, token_hash) VALUES (?, ?, ?)",
                    (table_id, player, None if token is None else token_hash(token)),
                )
        return table_id, Links(host, seats)

    def entry(self, table_id: object) -> TableEntry:
        found = self._entries.get(str(table_id))
        if found is None:
            found = self._entries[str(table_id)] = self._read_entry(table_id)
        return found

    def _read_entry(self, table_id: object) -> TableEntry:
        row = self.db.execute("SELECT settings, status FROM tables WHERE id = ?", (str(table_id),)).fetchone()
        if row is None:
            raise NoTable("server.no_table", table=excerpt(table_id))
        settings = TableSettings.from_json(json.loads(row[0]))
        claimed = [bool(r[0]) for r in self._seats(str(table_id), "claimed")]
        return TableEntry(str(table_id), settings, (claimed[0], claimed[1], claimed[2], claimed[3]), row[1])

    def tables(self, status: str | None = None) -> list[TableEntry]:
        """The tables (of one status), newest first."""
        ids = [r[0] for r in self.db.execute("SELECT id FROM tables ORDER BY id DESC")]
        entries = [self.entry(table_id) for table_id in ids]
        return [e for e in entries if status is None or e.status == status]

    def open_count(self) -> int:
        """How many tables are waiting or being played (a finished one holds nothing of the server's)."""
        row = self.db.execute("SELECT COUNT(*) FROM tables WHERE status != ?", (FINISHED,)).fetchone()
        return int(row[0])

    def set_status(self, table_id: str, status: str) -> None:
        self.db.execute("UPDATE tables SET status = ? WHERE id = ?", (status, table_id))
        self._entries.pop(table_id, None)

    def set_settings(self, table_id: str, settings: TableSettings) -> None:
        self.db.execute("UPDATE tables SET settings = ? WHERE id = ?", (json.dumps(settings.to_json()), table_id))
        self._entries.pop(table_id, None)

    # -- seats ------------------------------------------------------------------------------------------------
    def who(self, table_id: str, token: object) -> tuple[bool, int | None]:
        """What `token` opens at the table: (whether it is the host link, the player of a seat link); the seat
        counts as taken from now on. `NotAllowed` for a token that opens nothing there."""
        row = self.db.execute("SELECT host_hash FROM tables WHERE id = ?", (table_id,)).fetchone()
        if row is None:
            raise NoTable("server.no_table", table=excerpt(table_id))
        if same_token(token, row[0]):
            return True, None
        for player, (stored,) in enumerate(self._seats(table_id, "token_hash")):
            if same_token(token, stored):
                self.db.execute("UPDATE seats SET claimed = 1 WHERE table_id = ? AND player = ?", (table_id, player))
                self._entries.pop(table_id, None)
                return False, player
        raise NotAllowed("server.link_opens_nothing")

    def join(self, table_id: str, player: object) -> str:
        """A person takes the free seat of `player` from the lobby (a public table not begun): a new link for
        it, and the one made with the table stops opening it."""
        entry = self.entry(table_id)
        if type(player) is not int or not 0 <= player < 4:
            raise InvalidRequest("server.player_number", value=excerpt(player))
        if not entry.settings.public or entry.status != WAITING or player not in entry.free:
            raise NotAllowed("server.seat_not_free", player=player)
        token = new_token()
        with self.transaction() as db:
            changed = db.execute(
                "UPDATE seats SET token_hash = ?, claimed = 1 WHERE table_id = ? AND player = ? AND claimed = 0",
                (token_hash(token), table_id, player),
            ).rowcount
        self._entries.pop(table_id, None)
        if changed != 1:
            raise NotAllowed("server.seat_not_free", player=player)
        return token

    def _seats(self, table_id: str, column: str) -> list[tuple[Any]]:
        query = f"SELECT {column} FROM seats WHERE table_id = ? ORDER BY player"  # column: ours, never a user's
        return list(self.db.execute(query, (table_id,)))

    # -- events -----------------------------------------------------------------------------------------------
    def events(self, table_id: str) -> list[dict[str, Any]]:
        rows = self.db.execute("SELECT event FROM events WHERE table_id = ? ORDER BY n", (table_id,))
        return [json.loads(r[0]) for r in rows]

    def event_count(self, table_id: str) -> int:
        row = self.db.execute("SELECT COUNT(*) FROM events WHERE table_id = ?", (table_id,)).fetchone()
        return int(row[0])

    def cut(self, table_id: str, kept: int) -> None:
        """Forget the events after the first `kept` (a step not whole cannot be in the file, but a prefix the
        engine cannot go on from is left behind)."""
        self.db.execute("DELETE FROM events WHERE table_id = ? AND n >= ?", (table_id, kept))

    def export(self, table_id: str) -> Path:
        """Write a finished match to the games folder as a record; its path."""
        path = games_dir(self.base) / f"{table_id}.jsonl"
        if not path.exists():
            temp = path.with_suffix(".part")
            temp.unlink(missing_ok=True)
            writer = GameWriter(temp)
            writer.append(self.events(table_id))
            writer.close()
            temp.replace(path)
        return path


class TableEvents:
    """The host's sink for one table: each step's events in one transaction, numbered on from the stored ones."""

    def __init__(self, store: ServerStore, table_id: str) -> None:
        self.store, self.table_id = store, table_id
        self.count = store.event_count(table_id)

    def append(self, events: Iterable[dict[str, Any]]) -> None:
        rows = [
            (self.table_id, self.count + n, json.dumps(e, ensure_ascii=False, separators=(",", ":")))
            for n, e in enumerate(events)
        ]
        with self.store.transaction() as db:
            db.executemany("INSERT INTO events VALUES (?, ?, ?)", rows)
        self.count += len(rows)

    def close(self) -> None:
        pass
