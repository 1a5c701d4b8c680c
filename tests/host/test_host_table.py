"""The hosted table: bots play a match to its end, a person answers with his decision id (a stale one is
refused and changes nothing), every event is saved, and each seat reads its own stream after a cursor."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from host_helpers import person_view, play_person

from jongg.engine import Pass, TimeUp, verify
from jongg.errors import IllegalAction
from jongg.host import Deadlines, GameNotFound, HostTable, Tables, WaitingSeat, default_action
from jongg.host.seats import REMOTE
from jongg.host.store import read_events

FOUR_BOTS = {0: "standard", 1: "standard", 2: "standard", 3: "random"}


@pytest.mark.parametrize(
    ("ruleset", "options"),
    [("dmjl-classical", {}), ("dmjl-hk-easy", {}), ("riichi-hana", {"length": "east"})],
)
def test_four_bots_play_a_match_to_its_end(tmp_path: Path, ruleset: str, options: dict[str, str]) -> None:
    host = HostTable.new(ruleset, options, seed=5, bots=FOUR_BOTS, base=tmp_path)
    assert host.waiting() == {} and host.id is not None
    new = host.run_bots()
    host.close()
    assert host.done and new[-1]["type"] == "match_end" and host.pending() == {}
    assert host.path is not None
    saved = read_events(host.path)
    assert [{k: v for k, v in e.items() if k != "play"} for e in saved] == host.table.record()
    assert saved[0]["play"]["bots"] == [{"player": p, "bot": b, "seed": 20 + p} for p, b in FOUR_BOTS.items()]
    assert verify(saved) == []
    for seat in (0, 1, 2, 3, None):
        assert host.seat_events(seat) == host.table.seat_events(seat)


def test_the_person_is_asked_and_nothing_moves_without_him() -> None:
    host = HostTable.new("dmjl-hk-easy", seed=3, save=False)
    view = person_view(host)
    assert view is not None and host.waiting() == {host.seat_of(0): view}
    assert host.step_bots() == [] and host.run_bots() == []


def test_a_stale_decision_id_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    host = HostTable.new("dmjl-hk-easy", seed=3, base=tmp_path)
    seat = host.seat_of(0)
    old = person_view(host)
    assert old is not None
    host.step({seat: default_action(old)}, decision=old.decision)
    view = person_view(host)
    assert view is not None and view.decision > old.decision
    assert host.path is not None
    state, events, saved = copy.deepcopy(host.table.state_json()), len(host.table.events), host.path.read_bytes()
    stream = host.seat_events(seat)
    for action, decision in ((default_action(view), old.decision), (default_action(view), view.decision + 1)):
        with pytest.raises(IllegalAction, match="stale"):
            host.step({seat: action}, decision=decision)
    other = (seat + 1) % 4
    with pytest.raises(IllegalAction, match="bot"):
        host.step({other: Pass()}, decision=view.decision)
    with pytest.raises(IllegalAction, match="host"):  # a client may not end the match on time
        host.step({seat: TimeUp()}, decision=view.decision)
    assert host.table.state_json() == state and len(host.table.events) == events
    assert host.path.read_bytes() == saved and host.seat_events(seat) == stream
    new = host.step({seat: default_action(view)}, decision=view.decision)
    assert new and host.table.events[-len(new) :] == new
    host.close()
    assert len(read_events(host.path)) == len(host.table.events)


def test_seat_streams_read_after_a_cursor() -> None:
    host = HostTable.new("riichi-hana", {"length": "east"}, seed=9, save=False)
    play_person(host, 12)
    for seat in (0, 1, 2, 3, None):
        whole = host.seat_events(seat)
        assert [e["seq"] for e in whole] == list(range(len(whole)))
        for cursor in (-5, -1, 0, 7, len(whole) - 1, len(whole) + 5):
            assert host.seat_events(seat, after=cursor) == whole[max(cursor + 1, 0) :]
    seat = host.seat_of(0)
    view = host.pending().get(seat) or person_view(host)
    assert view is not None and view.decision == len(host.seat_events(seat))


def test_the_person_plays_a_whole_match_through_the_host() -> None:
    host = HostTable.new("dmjl-classical", seed=8, save=False)
    assert play_person(host) > 10
    assert host.done and host.table.events[-1]["type"] == "match_end"


def test_tables_by_id_open_from_their_game_file(tmp_path: Path) -> None:
    tables = Tables(tmp_path, Deadlines(turn=10, claim=2))
    host = tables.create("dmjl-hk-easy", seed=6)
    assert host.id is not None and tables.get(host.id) is host
    play_person(host, 3)
    state = host.table.state_json()
    tables.close(host.id)
    again = tables.get(host.id)
    assert again is not host and again.table.state_json() == state and again.deadlines.turn == 10
    for bad in ("", "../x", "nothing-here"):
        with pytest.raises(GameNotFound):
            tables.get(bad)
    seat = again.seat_of(0)
    again.run_bots(0.0)  # the person's time starts now
    assert tables.time_out(9.0) == {}
    moved = tables.time_out(100.0)
    assert list(moved) == [again.id] and any(e["type"] == "discard" and e["seat"] == seat for e in moved[again.id])
    tables.close_all()
    assert list(tables) == []


def test_people_and_remote_clients_answer_one_at_a_time() -> None:
    """Four seats waited for (no bots): a claim window stays open until every asked seat has answered, each
    answering alone with its own decision id, as clients of a server would."""
    host = HostTable.new("dmjl-hk-easy", seed=12, bots={}, save=False)
    host.players[2] = WaitingSeat(REMOTE)
    assert {host.players[p].kind for p in range(4)} == {"person", "remote"}
    shared = 0
    for _ in range(300):
        waiting = host.waiting()
        assert waiting == host.pending() and host.step_bots() == []
        seat, view = max(waiting.items())
        host.step({seat: default_action(view)}, decision=view.decision)
        if len(waiting) > 1:
            shared += 1
            assert set(host.waiting()) == set(waiting) - {seat}
    assert shared > 0
