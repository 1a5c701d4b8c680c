"""The tables a host serves, by table id: made new, or opened from their game file on first use.

A server keeps one `Tables` for its data directory; every request names a table id and a seat index, and is
answered by the `HostTable` found here (`step` with the decision id, `seat_events(seat, after=seq)`). A table
is kept open until it is closed (its game file stays, so it can be opened again later).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from jongg.host.deadlines import UNLIMITED, Deadlines
from jongg.host.store import GameNotFound, games_dir
from jongg.host.table import HostTable

SUFFIX = ".jsonl"


class Tables:
    """The open tables of one data directory, by table id."""

    def __init__(self, base: Path | None = None, deadlines: Deadlines = UNLIMITED) -> None:
        self.base = base
        self.deadlines = deadlines
        self._open: dict[str, HostTable] = {}

    def create(self, ruleset: str, options: Mapping[str, Any] | None = None, **kwargs: Any) -> HostTable:
        """A new saved table (`HostTable.new`'s arguments), open."""
        host = HostTable.new(ruleset, options, base=self.base, save=True, deadlines=self.deadlines, **kwargs)
        assert host.id is not None  # saved
        self._open[host.id] = host
        return host

    def get(self, table_id: str) -> HostTable:
        """The open table `table_id`, or the one its game file holds, opened now (`GameNotFound`, or the typed
        error of a damaged file)."""
        found = self._open.get(table_id)
        if found is not None:
            return found
        if not table_id or "/" in table_id or "\\" in table_id or table_id.startswith("."):
            raise GameNotFound("host.no_table", table_id=table_id)
        path = games_dir(self.base) / f"{table_id}{SUFFIX}"
        if not path.is_file():
            raise GameNotFound("host.no_table", table_id=table_id)
        host = HostTable.load(path, deadlines=self.deadlines)
        self._open[table_id] = host
        return host

    def close(self, table_id: str) -> None:
        """Close a table's game file and forget it (it opens again with `get`)."""
        host = self._open.pop(table_id, None)
        if host is not None:
            host.close()

    def close_all(self) -> None:
        for table_id in list(self._open):
            self.close(table_id)

    def __iter__(self) -> Iterator[HostTable]:
        return iter(list(self._open.values()))

    def time_out(self, now: float) -> dict[str, list[dict[str, Any]]]:
        """Every open table steps its bots, plays the default action for its late seats and steps its bots again;
        the new events of each table that moved."""
        out: dict[str, list[dict[str, Any]]] = {}
        for table_id, host in list(self._open.items()):
            new = host.run_bots(now)
            late = host.time_out(now)
            if late:
                new += late + host.run_bots(now)
            if new:
                out[table_id] = new
        return out


__all__ = ["Tables"]
