"""A rule set's own event types (`engine.md`: "each rule set may add its own"): `Flow.events` gives the reducer
its handler, the seat views its visibility rule and the record check its fields. A tiny rule set (HKE with one
event type of its own, `tally`, seen only by the discarder) shows each part."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from engine_random import play

from jongg import rules
from jongg.engine import Table, replay
from jongg.engine.events import check_record
from jongg.errors import InvalidOption, InvalidRecord
from jongg.rules.flow import EventType
from jongg.rules.hk_easy import HongKongEasy
from jongg.rules.hk_easy.flow import FLOW, HongKongEasyFlow
from jongg.tiles import Tile


def tally(state: Any, event: Any) -> None:
    """The rule set's handler: counts the discards nobody won on, per seat (the typed event the engine made from
    the fields: `event.seat`, `event.tile` a `Tile`)."""
    assert isinstance(event.tile, Tile)
    counts = state.match.extra.setdefault("tally", [0, 0, 0, 0])
    counts[event.seat] += 1


@dataclasses.dataclass(frozen=True)
class TallyFlow(HongKongEasyFlow):
    def after_window(self, hand: Any, seat: int, emit: Callable[[dict[str, Any]], None]) -> None:
        if hand.window.kind == "discard":
            emit({"type": "tally", "seat": seat, "tile": str(hand.window.tile)})


def tally_flow(visibility: Any = "own", name: str = "tally") -> TallyFlow:
    kept = {f.name: getattr(FLOW, f.name) for f in dataclasses.fields(FLOW) if f.name != "events"}
    fields = {"seat": ("seat", True), "tile": ("tile", True)}
    return TallyFlow(**kept, events={name: EventType(tally, visibility, fields)})


class Tally(HongKongEasy):
    id = "test-tally"
    flow = tally_flow()


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[Tally]:
    """The test rule set in the registry, as its own package and registry line would put it."""
    ruleset = Tally()
    monkeypatch.setitem(rules._PACKAGES, Tally.id, (__name__, "Tally"))
    monkeypatch.setitem(rules._MADE, Tally.id, ruleset)
    yield ruleset


def played(ruleset: Any, seed: int = 3) -> Table:
    table = Table(ruleset, seed=seed)
    play(table, random.Random(seed))
    return table


def test_the_rule_sets_event_is_applied_by_its_own_handler(registered: Tally) -> None:
    table = played(registered)
    tallies = [e for e in table.events if e["type"] == "tally"]
    assert tallies
    assert sum(table.state.match.extra["tally"]) == len(tallies)


def test_its_visibility_rule_shows_it_only_to_the_discarder(registered: Tally) -> None:
    table = played(registered)
    for seat in (0, 1, 2, 3):
        seen = [e for e in table.seat_events(seat) if e["type"] == "tally"]
        assert seen and all(e["seat"] == seat for e in seen)
        assert [e["seq"] for e in table.seat_events(seat)] == list(range(len(table.seat_events(seat))))
    assert not [e for e in table.seat_events(None) if e["type"] == "tally"]


def test_a_record_with_it_is_checked_and_replays(registered: Tally) -> None:
    table = played(registered)
    again = replay(table.record())
    assert again.state_json() == table.state_json()
    record = table.record()
    at = next(n for n, e in enumerate(record) if e["type"] == "tally")
    record[at] = {k: v for k, v in record[at].items() if k != "tile"}
    with pytest.raises(InvalidRecord, match=r"\(tally\): missing field tile"):
        check_record(record)
    record[at] = {**table.record()[at], "tile": "9x"}
    with pytest.raises(InvalidRecord, match=r"\(tally\): tile must be a tile code"):
        check_record(record)


def test_another_rule_sets_record_knows_no_such_event(registered: Tally) -> None:
    record = played(HongKongEasy()).record()
    record.insert(3, {"type": "tally", "seat": 0, "tile": "1m"})
    for n, event in enumerate(record):
        event["seq"] = n
    with pytest.raises(InvalidRecord, match="unknown event type 'tally'"):
        check_record(record)


def test_an_event_type_without_a_known_rule_is_shown_to_nobody() -> None:
    class Hidden(Tally):
        id = "test-hidden"
        flow = tally_flow(visibility="somebody")

    table = played(Hidden())
    assert any(e["type"] == "tally" for e in table.events)
    for seat in (0, 1, 2, 3, None):
        assert not [e for e in table.seat_events(seat) if e["type"] == "tally"]


def test_a_visibility_function_decides_per_seat() -> None:
    class Opposite(Tally):
        id = "test-opposite"
        flow = tally_flow(visibility=lambda e, shown, seat: shown if seat == (e.seat + 2) % 4 else None)

    table = played(Opposite())
    for seat in (0, 1, 2, 3):
        shown = [e for e in table.seat_events(seat) if e["type"] == "tally"]
        assert shown and all(e["seat"] == (seat + 2) % 4 for e in shown)
        assert table.snapshot(seat).decision == len(table.seat_events(seat))


def test_a_rule_set_may_not_redefine_an_engine_event() -> None:
    class Clash(Tally):
        id = "test-clash"
        flow = tally_flow(name="discard")

    with pytest.raises(InvalidOption, match="redefines the engine's event types discard"):
        Table(Clash(), seed=1)
