"""One simulation task: play one game (a match) or a batch of single hands with bots, and summarise it.

A task is plain data (`Task`), so any backend can run it anywhere; its bots play through the match host
(`jongg.host.HostTable`, nothing saved), as every surface does; its result (`TaskResult`) holds per hand and
per game only what the statistics need, indexed by the lineup slot of each bot. Every random number comes from
the run's seed and the task's index (`derive_seed`), never from the worker that runs it.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from jongg.bots import Bot, make_bot
from jongg.engine import Table, seeding
from jongg.host import HostTable, Lineup, PlayerSeat
from jongg.rules import find_ruleset


def derive_seed(seed: int, *parts: int) -> int:
    """A 63-bit seed from the run's seed and indexes (BLAKE2b: stable across Python versions and machines)."""
    text = ":".join(str(p) for p in (seed, *parts)).encode()
    return int.from_bytes(hashlib.blake2b(b"jongg-sim:" + text, digest_size=8).digest(), "little") >> 1


@dataclass(frozen=True, slots=True)
class Task:
    """Play `deal` (a game index in games mode, or the first of `count` hand indexes in hands mode) once for
    every rotation in `rotations`. Rotation r seats the bot of lineup slot (p + r) % 4 as player p."""

    ruleset: str
    options: dict[str, Any]
    lineup: tuple[str, ...]
    seed: int
    mode: str
    """`games` (whole matches) or `hands` (single hands from seeded walls)."""
    deal: int
    count: int
    rotations: tuple[int, ...]
    out: str | None = None
    """Directory to write the records of this task to (one gzip JSON-lines file per task)."""
    number: int = 0
    """The task's number, for the record file's name."""


@dataclass(slots=True)
class HandResult:
    winner: int | None
    """Lineup slot of the winner."""
    dealt_in: int | None
    """Lineup slot of the player whose discard (or kong) gave the win."""
    value: int
    """The winner's hand total (Classical: hand value; HKE: points)."""
    net: list[int]
    """Per slot."""
    seat_of: list[int]
    """Seat (0-3) of each slot in this hand."""
    wind_of: list[int]
    """Wind (0 E ... 3 N) of each slot in this hand."""


@dataclass(slots=True)
class PlayResult:
    """One deal played with one rotation: its hands, and (games mode) the places per slot."""

    deal: int
    rotation: int
    hands: list[HandResult]
    places: list[int] | None
    decisions: int


@dataclass(slots=True)
class TaskResult:
    plays: list[PlayResult] = field(default_factory=list)
    files: list[str] = field(default_factory=list)


def run_task(task: Task) -> TaskResult:
    """Play a task (in whatever process the backend chose)."""
    result = TaskResult()
    records: list[list[dict[str, Any]]] = []
    for deal in range(task.deal, task.deal + task.count):
        for rotation in task.rotations:
            play, record = play_deal(task, deal, rotation)
            result.plays.append(play)
            if task.out is not None:
                records.append(record)
    if task.out is not None:
        name = os.path.join(task.out, f"records-{task.mode}-{task.number:06d}.jsonl.gz")
        write_records(name, records)
        result.files.append(os.path.basename(name))
    return result


def bots_for(task: Task, deal: int, rotation: int) -> list[Bot]:
    """The bots of players 0-3 in this rotation (player p plays lineup slot (p + r) % 4)."""
    out = []
    for player in range(4):
        slot = (player + rotation) % 4
        out.append(
            make_bot(task.lineup[slot], task.ruleset, derive_seed(task.seed, deal, rotation, slot), task.options)
        )
    return out


def table_for(task: Task, deal: int) -> Table:
    if task.mode == "games":
        return Table(
            task.ruleset, task.options, seed=derive_seed(task.seed, deal), players=[f"Player {n + 1}" for n in range(4)]
        )
    ruleset = find_ruleset(task.ruleset)
    flow = ruleset.flow
    assert flow is not None  # the task was planned for a playable rule set
    hand_seed = derive_seed(task.seed, deal)
    wall = seeding.wall(hand_seed, 0, flow.tile_set(ruleset.options(task.options)))
    dice = seeding.dice(hand_seed, 0, flow.dice)
    return Table.from_wall(ruleset, task.options, wall=wall, dice=dice, dealer=deal % 4)


def host_for(task: Task, deal: int, rotation: int) -> HostTable:
    """The deal's table hosted with the rotation's bots in its seats (nothing saved)."""
    table = table_for(task, deal)
    bots = bots_for(task, deal, rotation)
    slots = [(p + rotation) % 4 for p in range(4)]
    lineup = Lineup(
        0,
        tuple((p, task.lineup[slot], derive_seed(task.seed, deal, rotation, slot)) for p, slot in enumerate(slots)),
        table.seed,
        "",
    )
    names = [f"Player {n + 1}" for n in range(4)]
    return HostTable(table, lineup, names, seats={p: PlayerSeat(bot) for p, bot in enumerate(bots)})


def play_deal(task: Task, deal: int, rotation: int) -> tuple[PlayResult, list[dict[str, Any]]]:
    host = host_for(task, deal, rotation)
    table = host.table
    bots = [seat.bot for seat in host.players.values() if isinstance(seat, PlayerSeat)]
    match = table.state.match
    decisions = 0
    seatings = {match.hand: list(match.seating)}
    hand = match.hand
    try:
        for seat in range(4):  # a bot that reads the event stream (an mjai process) watches its seat
            watch = getattr(bots[match.seating[seat]], "watch", None)
            if watch is not None:
                watch(table, seat)
        while not table.done:
            if not host.step_bots():
                raise RuntimeError("a bot of the simulation did not answer")
            decisions += 1
            if match.hand != hand:
                hand = match.hand
                seatings[hand] = list(match.seating)
    finally:
        for bot in bots:  # a bot with a process ends it
            close = getattr(bot, "close", None)
            if close is not None:
                close()
    play = summarise(table.events, rotation, deal, seatings)
    play.decisions = decisions
    return play, table.events


def summarise(events: Sequence[dict[str, Any]], rotation: int, deal: int, seatings: dict[int, list[int]]) -> PlayResult:
    """What the statistics need from a finished table's events (`seatings`: who sat where in each hand, by
    hand number, since seat rotation moves the players)."""
    seating = [0, 1, 2, 3]
    hands: list[HandResult] = []
    dealer = 0
    dealt_in_seat: int | None = None
    places: list[int] | None = None
    for event in events:
        kind = event["type"]
        if kind == "hand_start":
            dealer = event["dealer"]
            dealt_in_seat = None
            seating = seatings.get(event["hand"], seating)
        elif kind == "mahjongg":
            dealt_in_seat = event["from"]
        elif kind == "hand_end":
            slot_of_seat = [(seating[s] + rotation) % 4 for s in range(4)]
            seat_of = [0] * 4
            for seat, slot in enumerate(slot_of_seat):
                seat_of[slot] = seat
            winner = event["winner"]
            value = int(event["results"][str(winner)]["total"]) if winner is not None else 0
            hands.append(
                HandResult(
                    None if winner is None else slot_of_seat[winner],
                    None if dealt_in_seat is None else slot_of_seat[dealt_in_seat],
                    value,
                    [int(event["net"][seat_of[slot]]) for slot in range(4)],
                    seat_of,
                    [(seat_of[slot] - dealer) % 4 for slot in range(4)],
                )
            )
        elif kind == "match_end" and not events[0].get("prepared"):
            places = [0] * 4
            for placing in event["placings"]:
                places[(int(placing["player"]) + rotation) % 4] = int(placing["place"])
    return PlayResult(deal, rotation, hands, places, 0)


def write_records(path: str, records: Sequence[Sequence[dict[str, Any]]]) -> None:
    """Records one after another, gzip-compressed JSON lines; each starts with its `match_start` header."""
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        for record in records:
            for event in record:
                handle.write(json.dumps(event, separators=(",", ":")))
                handle.write("\n")


def read_records(path: str) -> list[list[dict[str, Any]]]:
    """The records of a file written by `write_records` (split at each `match_start`), for `replay`."""
    records: list[list[dict[str, Any]]] = []
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            event = json.loads(line)
            if event.get("type") == "match_start":
                records.append([])
            records[-1].append(event)
    return records
