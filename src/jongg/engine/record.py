"""Records: replay a table from its events, and verify a finished record against its seed commitment."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jongg.engine import reducer, seeding
from jongg.engine.table import FORMAT, Table
from jongg.errors import IllegalAction, JonggError
from jongg.rules import find_ruleset


def replay(record: Sequence[dict[str, Any]], seed: bytes | int | None = None) -> Table:
    """The table a record describes, rebuilt by the reducer from its events (no shuffling).

    A public seed is read from the header; give a secret seed to play on from an unfinished record.
    """
    if (
        not record
        or not isinstance(record[0], dict)
        or record[0].get("type") != "match_start"
        or record[0].get("format") != FORMAT
    ):
        raise IllegalAction("a record starts with its match_start header")
    try:
        return _replay(record, seed)
    except JonggError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, AssertionError, RecursionError) as exc:
        raise IllegalAction(f"the record is malformed: {type(exc).__name__} {str(exc)[:80]}") from None


def _replay(record: Sequence[dict[str, Any]], seed: bytes | int | None) -> Table:
    header = record[0]
    table = Table.__new__(Table)
    table._setup(header["ruleset"], header["options"])
    table.seed = header["seed"] if seed is None and header.get("seed") is not None else (seed or 0)
    table.salt = b"" if header.get("seed_public") else seeding.salt_of(table.seed)
    table._walls = None
    table.one_hand = bool(header.get("prepared"))
    for n, event in enumerate(record):
        if not isinstance(event, dict) or event.get("seq") != n:
            raise IllegalAction(f"event {n} has sequence number {event.get('seq')}")
        table.events.append(dict(event))
        reducer.apply(table.state, table.events[-1])
    return table


def verify(record: Sequence[Any]) -> list[str]:
    """Problems with a finished record (empty: it is sound): the commitment, and every wall and dice."""
    try:
        return _problems(record)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RecursionError) as exc:
        return [f"the record is malformed: {type(exc).__name__} {str(exc)[:80]}"]


def _problems(record: Sequence[dict[str, Any]]) -> list[str]:
    if not record or not all(isinstance(e, dict) for e in record):
        return ["a record is a list of JSON objects"]
    header, end = record[0], record[-1]
    if end.get("type") != "match_end":
        return ["the record is not finished (no match_end)"]
    if header.get("seed_public"):
        seed: bytes | int = header["seed"]
    else:
        seed = bytes.fromhex(end["seed"])
        if seeding.commitment(seed, bytes.fromhex(end["salt"])) != header["commitment"]:
            return ["the revealed seed and salt do not match the commitment"]
    ruleset = find_ruleset(header["ruleset"])
    flow = ruleset.flow
    if flow is None:
        return [f"{header['ruleset']} has no game flow"]
    problems = []
    tiles = flow.tile_set(ruleset.options(header["options"]))
    for event in record:
        if event["type"] == "hand_start":
            n = event["hand"]
            if [str(t) for t in seeding.wall(seed, n - 1, tiles)] != event["wall"]:
                problems.append(f"hand {n}: the wall is not the one the seed gives")
            if seeding.dice(seed, n - 1, flow.dice) != event["dice"]:
                problems.append(f"hand {n}: the dice are not the ones the seed gives")
    try:
        replayed = replay(record)
    except (IllegalAction, KeyError, ValueError, TypeError, IndexError, AttributeError) as exc:
        return [*problems, f"the events do not replay: {str(exc)[:120]}"]
    if replayed.record() != [dict(e) for e in record]:
        problems.append("the replayed events differ from the record")
    return problems
