"""A saved game read back: the same table and the same streams mid-hand, the match goes on as it would have,
and a damaged file is reported with a typed error, never a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from host_helpers import play_person

from jongg.errors import JonggError
from jongg.host import GameNotFound, HostTable
from jongg.host.store import list_games, read_events, unfinished


def saved_game(tmp_path: Path, ruleset: str, decisions: int) -> HostTable:
    host = HostTable.new(ruleset, seed=21, base=tmp_path)
    play_person(host, decisions)
    host.close()
    return host


@pytest.mark.parametrize("ruleset", ["dmjl-hk-easy", "riichi-hana"])
def test_resumed_mid_hand_is_the_same_table_with_the_same_streams(tmp_path: Path, ruleset: str) -> None:
    host = saved_game(tmp_path, ruleset, 9)
    assert not host.done and host.table.state.hand is not None and host.table.state.hand.phase != "over"
    assert host.path is not None
    again = HostTable.load(host.path)
    assert again.id == host.id and again.lineup == host.lineup and again.names == host.names
    assert again.table.state_json() == host.table.state_json()
    for seat in (0, 1, 2, 3, None):
        assert again.seat_events(seat) == host.seat_events(seat)
    assert again.pending() == host.pending()
    # Both go on alike: the bots' choices depend only on their seeds and the decision ids.
    play_person(host)
    play_person(again)
    again.close()
    assert again.table.record() == host.table.record()
    assert [{k: v for k, v in e.items() if k != "play"} for e in read_events(host.path)] == host.table.record()


def test_a_half_written_step_is_cut_back_to_whole_steps(tmp_path: Path) -> None:
    host = saved_game(tmp_path, "dmjl-classical", 6)
    assert host.path is not None
    lines = host.path.read_text(encoding="utf-8").splitlines(keepends=True)
    cut = max(n for n, line in enumerate(lines) if json.loads(line)["type"] == "no_claim")
    host.path.write_text("".join(lines[: cut + 1]) + lines[cut + 1][:7], encoding="utf-8")
    again = HostTable.load(host.path)
    kept = len(again.table.events)
    assert kept <= cut + 1 and (again.pending() or again.done)
    assert len(read_events(host.path)) == kept
    play_person(again, 3)
    again.close()
    assert len(read_events(host.path)) == len(again.table.events) > kept


def test_a_damaged_game_is_reported_not_a_crash(tmp_path: Path) -> None:
    host = saved_game(tmp_path, "dmjl-hk-easy", 4)
    assert host.path is not None
    lines = host.path.read_text(encoding="utf-8").splitlines(keepends=True)
    deal = next(n for n, line in enumerate(lines) if json.loads(line)["type"] == "deal")
    broken = [*lines[:deal], lines[deal].replace('"tiles":[[', '"tiles":[["9x",', 1), *lines[deal + 1 :]]
    host.path.write_text("".join(broken), encoding="utf-8")
    with pytest.raises(JonggError) as caught:
        HostTable.load(host.path)
    assert "event" in str(caught.value)
    # a file whose events are sound alone but do not fit the table (a tile dealt twice) does not replay
    event = json.loads(lines[deal])
    event["tiles"][0][0] = event["tiles"][1][0]
    event["tiles"][0][1] = event["tiles"][1][0]
    host.path.write_text("".join([*lines[:deal], json.dumps(event) + "\n", *lines[deal + 1 :]]), encoding="utf-8")
    with pytest.raises(JonggError):
        HostTable.load(host.path)
    # a header that is not JSON: listed as damaged, never resumed
    host.path.write_text("{not json\n" + "".join(lines[1:]), encoding="utf-8")
    (listed,) = list_games(tmp_path)
    assert listed.damaged is not None and list(unfinished(tmp_path)) == []
    with pytest.raises(JonggError):
        HostTable.load(host.path)


def test_a_record_without_the_play_key_is_not_resumed(tmp_path: Path) -> None:
    host = HostTable.new("dmjl-hk-easy", seed=2, save=False)
    path = tmp_path / "plain.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in host.table.record()), encoding="utf-8")
    with pytest.raises(GameNotFound, match="play"):
        HostTable.load(path)
