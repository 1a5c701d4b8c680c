"""Resuming a saved game: read and check its file, rebuild the table by replaying it, keep whole steps only.

A game file is appended to after every step, so a terminal closed mid-write can leave a last line cut short
(`store.read_events` leaves it out) or a step half written. The table is rebuilt from the longest prefix of the
events that stops between steps (someone is asked, or the match is over), and the file is cut back to it, so
that what is appended next follows whole steps. A file that is damaged otherwise is refused with a typed error
(`InvalidRecord` from the check, `GameNotFound` when no prefix replays), never a crash.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NamedTuple

from jongg.engine import Table, replay
from jongg.engine.event_types import MatchStart, parse_event
from jongg.errors import IllegalAction
from jongg.host.lineup import Lineup
from jongg.host.store import GameNotFound, read_events

LOOK_BACK = 64
"""How many events at the end of a file may belong to an unfinished step."""


class Loaded(NamedTuple):
    """A saved game, read back: its table, its lineup, its players' names and how many events are kept."""

    table: Table
    lineup: Lineup
    names: list[str]
    kept: int


def load(path: Path, *, repair: bool = True) -> Loaded:
    """The match a game file describes, replayed by the reducer, ready to go on; with `repair`, the file is cut
    back to the whole steps kept. The table's header is the record's, without the `play` key: that key holds the
    match seed, which no seat's stream may show before the end."""
    events = read_events(path)  # checked: a record, its header first
    loaded = from_events(events, str(path))
    if repair and loaded.kept < len(events):
        rewrite(path, events[: loaded.kept])
    return loaded


def from_events(events: list[dict[str, Any]], name: str) -> Loaded:
    """The match of a game's checked events (`name`: where they come from, for the error), as `load`."""
    first = parse_event(events[0], 0) if events else None
    if not isinstance(first, MatchStart):
        raise GameNotFound("host.not_jongg_record", path=name)
    lineup = Lineup.from_json(first.play)
    header = {k: v for k, v in events[0].items() if k != "play"}  # the lineup holds the seed: for no seat's eyes
    table, kept = usable_prefix([header, *events[1:]], lineup.seed)
    names = list(first.players or [f"Player {n + 1}" for n in range(4)])
    return Loaded(table, lineup, names, kept)


def usable_prefix(events: list[dict[str, Any]], seed: bytes | int) -> tuple[Table, int]:
    """The table of the longest prefix of `events` that stops between steps (someone is asked, or it is over)."""
    problem: Exception | None = None
    for kept in range(len(events), max(0, len(events) - LOOK_BACK), -1):
        try:
            table = replay(events[:kept], seed)
        except IllegalAction as exc:
            problem = exc
            continue
        if table.done or table.pending():
            return table, kept
    raise GameNotFound("host.game_file_does_not", problem=problem)


def rewrite(path: Path, events: list[dict[str, Any]]) -> None:
    """Replace the file by `events`, atomically (a temporary file renamed over it)."""
    temp = path.with_suffix(".tmp")
    with temp.open("w", encoding="utf-8") as handle:
        for event in events:
            handle.write(json.dumps(event, ensure_ascii=False, separators=(",", ":")) + "\n")
    os.replace(temp, path)


__all__ = ["Loaded", "from_events", "load", "rewrite", "usable_prefix"]
