"""A match of one person against three bots: the table, the bots and the game file, nothing on screen.

The person is player 0 of the header; the seat he sits in follows from the seed (the wind tiles drawn at the
start) and, with seat rotation, from the round. Each bot is a `standard` bot with its own seed; it is made
afresh for every decision with a seed mixed from its own and the decision number, so that its choices depend
only on (its seed, the decision, what it sees): a match resumed from its file goes on exactly as it would have.
Every step's new events are appended to the game file (`store.GameWriter`) before anything else happens.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from jongg.bots import Bot, make_bot
from jongg.engine import Action, SeatView, Table, TimeUp, replay
from jongg.engine.table import FORMAT
from jongg.errors import IllegalAction, InvalidOption
from jongg.play.store import GameNotFound, GameWriter, games_dir, new_game_id, read_events
from jongg.tiles import Tile

BOT = "standard"
CLAIMS = frozenset(("chow", "pung", "kong", "discard", "hand_start", "mahjongg"))
"""Events after which the player to move holds no freshly drawn tile."""
BOT_NAMES = ("Bot A", "Bot B", "Bot C")


@dataclass(frozen=True, slots=True)
class PlayInfo:
    """What a game file keeps beyond the record (the header's `play` key)."""

    person: int
    """The person's player index (0)."""
    bots: tuple[tuple[int, str, int], ...]
    """(player index, bot spec, seed) of each bot."""
    seed: bytes | int
    started: str

    def to_json(self, seat: int | None = None) -> dict[str, Any]:
        return {
            "app": "jongg play",
            "person": self.person,
            "seat": seat,
            "bots": [{"player": p, "bot": spec, "seed": seed} for p, spec, seed in self.bots],
            "seed": self.seed.hex() if isinstance(self.seed, bytes) else self.seed,
            "started": self.started,
        }

    @classmethod
    def from_json(cls, value: object) -> PlayInfo:
        if not isinstance(value, Mapping):
            raise GameNotFound("this record was not made by `jongg play` (its header has no 'play' key)")
        try:
            raw_seed = value["seed"]
            seed: bytes | int = bytes.fromhex(raw_seed) if isinstance(raw_seed, str) else int(raw_seed)
            bots = tuple((int(b["player"]), str(b["bot"]), int(b["seed"])) for b in value["bots"])
            return cls(int(value["person"]), bots, seed, str(value.get("started", "")))
        except (KeyError, TypeError, ValueError) as exc:
            raise GameNotFound(f"the record's 'play' key is malformed: {exc}") from None


def mixed_seed(seed: int, decision: int) -> int:
    """A bot's seed for one decision: BLAKE2b of its own seed and the decision number."""
    digest = hashlib.blake2b(f"{seed}:{decision}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")


class Session:
    """The table, the bots and the game file of one match; the surface asks and steps, nothing more."""

    def __init__(
        self,
        table: Table,
        info: PlayInfo,
        names: Sequence[str],
        writer: GameWriter | None = None,
        written: int = 0,
    ) -> None:
        self.table = table
        self.info = info
        self.names = list(names)
        self.writer = writer
        self.ruleset = table.ruleset.id
        self.options = dict(table.options_json)
        self._bots = {player: (spec, seed) for player, spec, seed in info.bots}
        self._players: dict[int, Bot] = {}
        self._written = written
        self.save()

    # -- making one ----------------------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        ruleset: str,
        options: Mapping[str, Any] | None = None,
        *,
        seed: int | None = None,
        name: str = "You",
        base: Path | None = None,
        save: bool = True,
    ) -> Session:
        """A new match against three standard bots; with `save`, its file in the data directory."""
        table_seed: bytes | int = secrets.token_bytes(32) if seed is None else seed
        names = [name, *BOT_NAMES]
        table = Table(ruleset, options, seed=table_seed, players=names)
        bot_seeds = [secrets.randbelow(2**31) if seed is None else seed * 4 + p for p in (1, 2, 3)]
        info = PlayInfo(
            0,
            tuple((p, BOT, s) for p, s in zip((1, 2, 3), bot_seeds, strict=True)),
            table_seed,
            datetime.now(UTC).isoformat(timespec="seconds"),
        )
        writer = GameWriter(games_dir(base) / f"{new_game_id()}.jsonl") if save else None
        return cls(table, info, names, writer)

    @classmethod
    def resume(cls, path: Path) -> Session:
        """The match a game file describes, replayed by the reducer, ready to go on (and to append to the file)."""
        events = read_events(path)
        if not events or events[0].get("type") != "match_start" or events[0].get("format") != FORMAT:
            raise GameNotFound(f"{path} is not a jongg record")
        info = PlayInfo.from_json(events[0].get("play"))
        table, kept = _usable_prefix(events, info.seed)
        if kept < len(events):  # the file ends inside a step (the terminal closed mid-write): keep whole steps
            _rewrite(path, events[:kept])
        names = [str(n) for n in events[0].get("players") or ["You", *BOT_NAMES]]
        return cls(table, info, names, GameWriter(path), written=kept)

    @classmethod
    def from_table(
        cls,
        table: Table,
        person_seat: int = 0,
        names: Sequence[str] | None = None,
        players: Mapping[int, Bot] | None = None,
    ) -> Session:
        """A session around a prepared table (`Table.from_wall`: seat n is player n), not saved; for scenarios.
        `players` puts other players (scripted ones, say) in bot seats instead of standard bots."""
        bots = tuple((p, BOT, 1000 + p) for p in range(4) if p != person_seat)
        info = PlayInfo(person_seat, bots, 0, "")
        names = list(names) if names is not None else ["You", *BOT_NAMES]
        session = cls(table, info, names, None, len(table.events))
        session._players = dict(players or {})
        return session

    # -- where things stand --------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.table.done

    @property
    def path(self) -> Path | None:
        return None if self.writer is None else self.writer.path

    @property
    def game_id(self) -> str | None:
        return None if self.writer is None else self.writer.path.stem

    def seating(self) -> list[int]:
        """The player index in each seat now."""
        return list(self.table.state.match.seating)

    @property
    def seat(self) -> int:
        """The person's seat now."""
        return self.seating().index(self.info.person)

    def name_at(self, seat: int) -> str:
        player = self.seating()[seat]
        return self.names[player] if 0 <= player < len(self.names) else f"Player {player + 1}"

    def names_by_seat(self) -> list[str]:
        return [self.name_at(s) for s in range(4)]

    def view(self) -> SeatView:
        """What the person sees now (his legal actions when he is asked)."""
        return self.table.snapshot(self.seat)

    def person_asked(self) -> SeatView | None:
        """The person's view when he must decide now, else None."""
        return self.table.pending().get(self.seat)

    def drawn(self, seat: int | None = None) -> Tile | None:
        """The tile `seat` (the person) has just drawn and not yet played, from the events: the view's
        `last_draw` is not enough, since after a claimed chow or pung it still names the previous draw."""
        me = self.seat if seat is None else seat
        for event in reversed(self.table.events):
            kind = event["type"]
            if kind == "draw":
                return Tile.from_str(event["tile"]) if event["seat"] == me else None
            if kind == "play_start":
                view = self.table.snapshot(me)
                return view.last_draw if view.turn == me else None
            if kind in CLAIMS:
                return None
        return None

    def bots_asked(self) -> list[int]:
        seat = self.seat
        return sorted(s for s in self.table.pending() if s != seat)

    # -- moving on -----------------------------------------------------------------------------------------
    def bot_for(self, seat: int, decision: int) -> Bot:
        player = self.seating()[seat]
        if player in self._players and player != self.info.person:
            return self._players[player]
        spec, seed = self._bots.get(player, (BOT, 0))  # the person: the hint's bot
        try:
            return make_bot(spec, self.ruleset, mixed_seed(seed, decision), self.options)
        except InvalidOption:  # no standard bot for this rule set yet
            return make_bot("random", self.ruleset, mixed_seed(seed, decision), None)

    def step_bots(self) -> list[dict[str, Any]]:
        """Every asked bot answers (one step); the new events."""
        pending = self.table.pending()
        seat = self.seat
        actions = {s: self.bot_for(s, view.decision).act(view) for s, view in pending.items() if s != seat}
        if not actions:
            return []
        self.table.step(actions)
        return self.save()

    def act(self, action: Action, decision: int | None = None) -> list[dict[str, Any]]:
        """The person's action (one of his legal actions); the new events. `IllegalAction` changes nothing."""
        seat = self.seat
        if seat not in self.table.pending():
            raise IllegalAction(f"seat {seat} is not asked now")
        self.table.step({seat: action}, decision=decision)
        return self.save()

    def deadline(self) -> datetime | None:
        """When the agreed match duration (option `max_duration`, minutes) runs out, counted from the start."""
        minutes = self.options.get("max_duration")
        if not isinstance(minutes, int | float) or isinstance(minutes, bool) or not self.info.started:
            return None
        try:
            started = datetime.fromisoformat(self.info.started)
        except ValueError:
            return None
        return started + timedelta(minutes=minutes)

    def time_up(self) -> list[dict[str, Any]]:
        """The host's `time_up`: the agreed duration is reached, the match ends (the hand in progress unsettled)."""
        self.table.step({self.seat: TimeUp()})
        return self.save()

    def suggestion(self, view: SeatView) -> Action | None:
        """What the standard bot would do in the person's place (the hint); None when he is not asked."""
        return self.bot_for(self.seat, view.decision).act(view) if view.legal_actions else None

    def save(self) -> list[dict[str, Any]]:
        """Append the events not yet in the game file (the header with the `play` key); the new events."""
        events = self.table.events
        new = [dict(e) for e in events[self._written :]]
        if self.writer is not None and new:
            if self._written == 0:
                new[0] = {**new[0], "play": self.info.to_json(self.seat)}
            self.writer.append(new)
        self._written = len(events)
        return new

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


def _usable_prefix(events: list[dict[str, Any]], seed: bytes | int) -> tuple[Table, int]:
    """The table of the longest prefix of `events` that stops between steps (someone is asked, or it is over)."""
    problem: Exception | None = None
    for kept in range(len(events), max(0, len(events) - 64), -1):
        try:
            table = replay(events[:kept], seed)
        except IllegalAction as exc:
            problem = exc
            continue
        if table.done or table.pending():
            return table, kept
    raise GameNotFound(f"the game file does not replay: {problem}")


def _rewrite(path: Path, events: list[dict[str, Any]]) -> None:
    import json
    import os

    temp = path.with_suffix(".tmp")
    with temp.open("w", encoding="utf-8") as handle:
        for event in events:
            handle.write(json.dumps(event, ensure_ascii=False, separators=(",", ":")) + "\n")
    os.replace(temp, path)


__all__ = ["BOT", "BOT_NAMES", "PlayInfo", "Session", "mixed_seed"]
