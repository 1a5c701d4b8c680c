"""The lobby: the tables a server offers, their seats and their secret links, kept in one SQLite file.

A table is made with its settings (`TableSettings`: rule set, options the rule set checks, each seat a person
or a bot, names, time limits). Its creator gets the host link; each person's seat gets its own link when
somebody takes it (`join`). Only the SHA-256 of a link's token is stored (`tokens.py`), so the file gives
nobody a seat. The match itself is the host's game file (`jongg.host`), named by the table id: the lobby file
and the game files together are everything a server knows, so a killed server starts again where it was.
"""

from __future__ import annotations

import json
import sqlite3
import unicodedata
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from jongg.bots import parse_spec
from jongg.errors import InvalidOption, InvalidRequest, JonggError, excerpt
from jongg.host.deadlines import Deadlines
from jongg.host.store import new_game_id
from jongg.rules import find_ruleset
from jongg.server.tokens import new_token, same_token, token_hash

PERSON: Final = "person"
DEFAULT_TURN: Final = 20.0
"""Seconds to discard, by default (casual play)."""
DEFAULT_CLAIM: Final = 8.0
"""Seconds to answer a claim window, by default."""
MAX_NAME: Final = 24
MAX_SECONDS: Final = 3600.0
LOBBY_FILE: Final = "lobby.sqlite3"


class NotAllowed(JonggError):
    """A link that opens no seat of this table, a seat taken, a table that does not exist."""

    contract_type = "NotAllowed"


@dataclass(frozen=True, slots=True)
class SeatSetting:
    """One player of a table: a person (who joins by link) or a bot (`jongg.bots` spec)."""

    name: str
    bot: str | None = None


@dataclass(frozen=True, slots=True)
class TableSettings:
    ruleset: str
    options: Mapping[str, Any]
    seats: tuple[SeatSetting, SeatSetting, SeatSetting, SeatSetting]
    deadlines: Deadlines

    @classmethod
    def from_json(cls, value: object) -> TableSettings:
        """Settings sent by a client, every field checked (`InvalidRequest`, `InvalidOption`, `UnknownRuleset`)."""
        if not isinstance(value, Mapping):
            raise InvalidRequest("a table's settings are a JSON object")
        unknown = set(value) - {"ruleset", "options", "seats", "turn_seconds", "claim_seconds"}
        if unknown:
            raise InvalidRequest(f"unknown setting {excerpt(sorted(map(str, unknown))[0])}")
        ruleset = find_ruleset(value.get("ruleset"))
        if ruleset.flow is None:
            raise InvalidRequest(f"{ruleset.id} has no game flow yet")
        options = value.get("options", {})
        if not isinstance(options, Mapping):
            raise InvalidRequest("options are a JSON object")
        checked = ruleset.options(dict(options))
        options_json = {k: getattr(checked, k) for k in checked.__dataclass_fields__}
        seats = value.get("seats")
        if not isinstance(seats, list) or len(seats) != 4:
            raise InvalidRequest("seats is a list of four players")
        players = tuple(_seat(n, seat) for n, seat in enumerate(seats))
        if all(p.bot is not None for p in players):
            raise InvalidRequest("a table needs at least one person")
        deadlines = Deadlines(
            _seconds(value, "turn_seconds", DEFAULT_TURN), _seconds(value, "claim_seconds", DEFAULT_CLAIM)
        )
        return cls(ruleset.id, options_json, players, deadlines)  # type: ignore[arg-type]

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "options": dict(self.options),
            "seats": [{"name": s.name, "bot": s.bot} for s in self.seats],
            "turn_seconds": self.deadlines.turn,
            "claim_seconds": self.deadlines.claim,
        }


def _seat(n: int, value: object) -> SeatSetting:
    if not isinstance(value, Mapping) or set(value) - {"name", "bot"}:
        raise InvalidRequest(f"seat {n} is an object with a name and, for a bot, its kind")
    name = value.get("name", f"Player {n + 1}")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise InvalidRequest(f"seat {n}: a name is 1-{MAX_NAME} characters")
    if any(unicodedata.category(c)[0] == "C" for c in name):
        raise InvalidRequest(f"seat {n}: a name has no control characters")
    bot = value.get("bot")
    if bot is not None:
        if not isinstance(bot, str):
            raise InvalidRequest(f"seat {n}: a bot is named by a string such as 'standard'")
        kind, _ = parse_spec(bot)
        if kind == "mjai":  # an external process: not for a server's clients to start
            raise InvalidOption(f"seat {n}: the server plays only its own bots")
    return SeatSetting(name.strip(), bot)


def _seconds(value: Mapping[str, Any], key: str, default: float) -> float | None:
    given = value.get(key, default)
    if given is None:
        return None
    if isinstance(given, bool) or not isinstance(given, int | float) or not 1 <= given <= MAX_SECONDS:
        raise InvalidRequest(f"{key} is a number of seconds 1-{MAX_SECONDS:g}, or null for unlimited")
    return float(given)


@dataclass(frozen=True, slots=True)
class TableEntry:
    """A table of the lobby as everybody may see it."""

    id: str
    settings: TableSettings
    taken: tuple[bool, bool, bool, bool]
    """Per player: a bot, or a person whose seat somebody took."""
    state: str
    """`open` (a person's seat is free), `playing`, `ended`."""

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, **self.settings.to_json(), "taken": list(self.taken), "state": self.state}


@dataclass(frozen=True, slots=True)
class Links:
    """The secret tokens made for a new table: the host's, and the creator's seat's (if he took one)."""

    host: str
    seat: str | None
    player: int | None


SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    host_hash TEXT NOT NULL,
    state TEXT NOT NULL,
    created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    player INTEGER NOT NULL,
    token_hash TEXT,
    PRIMARY KEY (table_id, player)
);
"""


class Lobby:
    """The lobby file of a data directory."""

    def __init__(self, base: Path) -> None:
        base.mkdir(parents=True, exist_ok=True)
        self.path = base / LOBBY_FILE
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def create(self, settings: TableSettings, take: int | None = None) -> tuple[str, Links]:
        """A new table; `take`: the player index whose seat the creator takes at once (a person's)."""
        if take is not None and (type(take) is not int or not 0 <= take < 4 or settings.seats[take].bot):
            raise InvalidRequest("the creator takes a person's seat (0-3) or none")
        table_id = new_game_id()
        host = new_token()
        seat = new_token() if take is not None else None
        with self._transaction() as db:
            db.execute(
                "INSERT INTO tables VALUES (?, ?, ?, ?, datetime('now'))",
                (table_id, json.dumps(settings.to_json()), token_hash(host), "open"),
            )
            for player in range(4):
                taken = token_hash(seat) if seat is not None and player == take else None
                db.execute("INSERT INTO seats VALUES (?, ?, ?)", (table_id, player, taken))
        return table_id, Links(host, seat, take)

    def entry(self, table_id: object) -> TableEntry:
        row = self.db.execute("SELECT settings, state FROM tables WHERE id = ?", (str(table_id),)).fetchone()
        if row is None:
            raise NotAllowed(f"no table {excerpt(table_id)}")
        settings = TableSettings.from_json(json.loads(row[0]))
        hashes = self._hashes(str(table_id))
        taken = tuple(s.bot is not None or hashes[n] is not None for n, s in enumerate(settings.seats))
        return TableEntry(str(table_id), settings, taken, row[1])  # type: ignore[arg-type]

    def tables(self) -> list[TableEntry]:
        """Every table not ended, newest first."""
        ids = [r[0] for r in self.db.execute("SELECT id FROM tables WHERE state != 'ended' ORDER BY id DESC")]
        return [self.entry(table_id) for table_id in ids]

    def join(self, table_id: str, player: object) -> str:
        """Take the free person's seat of `player`: its new secret token."""
        entry = self.entry(table_id)
        if type(player) is not int or not 0 <= player < 4:
            raise InvalidRequest(f"a player is a number 0-3, not {excerpt(player)}")
        if entry.settings.seats[player].bot is not None or entry.taken[player]:
            raise NotAllowed(f"player {player}'s seat is not free")
        token = new_token()
        with self._transaction() as db:
            changed = db.execute(
                "UPDATE seats SET token_hash = ? WHERE table_id = ? AND player = ? AND token_hash IS NULL",
                (token_hash(token), table_id, player),
            ).rowcount
        if changed != 1:
            raise NotAllowed(f"player {player}'s seat is not free")
        return token

    def who(self, table_id: str, token: object) -> tuple[bool, int | None]:
        """What `token` opens at the table: (the host link, the player index of a seat link); `NotAllowed` for
        a token that opens nothing there."""
        row = self.db.execute("SELECT host_hash FROM tables WHERE id = ?", (table_id,)).fetchone()
        if row is None:
            raise NotAllowed(f"no table {excerpt(table_id)}")
        if same_token(token, row[0]):
            return True, None
        for player, stored in enumerate(self._hashes(table_id)):
            if same_token(token, stored):
                return False, player
        raise NotAllowed("this link opens no seat of this table")

    def set_state(self, table_id: str, state: str) -> None:
        self.db.execute("UPDATE tables SET state = ? WHERE id = ?", (state, table_id))

    def set_bot(self, table_id: str, player: int, bot: str) -> TableSettings:
        """The host fills a free person's seat with a bot (before the match starts)."""
        entry = self.entry(table_id)
        if entry.taken[player]:
            raise NotAllowed(f"player {player}'s seat is taken")
        seats = list(entry.settings.seats)
        seats[player] = SeatSetting(seats[player].name, bot)
        settings = TableSettings.from_json(
            {**entry.settings.to_json(), "seats": [{"name": s.name, "bot": s.bot} for s in seats]}
        )
        self.db.execute("UPDATE tables SET settings = ? WHERE id = ?", (json.dumps(settings.to_json()), table_id))
        return settings

    def _hashes(self, table_id: str) -> list[str | None]:
        rows = self.db.execute("SELECT player, token_hash FROM seats WHERE table_id = ? ORDER BY player", (table_id,))
        return [r[1] for r in rows]
