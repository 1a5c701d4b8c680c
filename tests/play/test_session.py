"""The session and the saved games: the file is written as the match goes, lists and is found by id, and a
match resumed from it goes on exactly as the uninterrupted one (the bots' choices depend only on their seeds
and the decision)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jongg.engine import verify
from jongg.host.store import GameNotFound, find_game, list_games, read_events, unfinished
from jongg.play.session import Session


def play_on(session: Session, stop_after: int | None = None) -> int:
    """The person plays as the standard bot would; stop before his `stop_after`-th decision. His decisions."""
    made = 0
    while not session.done:
        view = session.person_asked()
        if view is None:
            session.step_bots()
            continue
        if stop_after is not None and made == stop_after:
            break
        action = session.suggestion(view)
        assert action is not None
        session.act(action, view.decision)
        made += 1
    return made


def without_play_key(events: list[dict[str, object]]) -> list[dict[str, object]]:
    return [{k: v for k, v in e.items() if k != "play"} for e in events]


@pytest.mark.parametrize("ruleset", ["dmjl-classical", "dmjl-hk-easy", "riichi-hana"])
def test_resumed_match_goes_on_identically(tmp_path: Path, ruleset: str) -> None:
    whole = Session.new(ruleset, seed=11, base=tmp_path / "a")
    play_on(whole)
    whole.close()
    cut = Session.new(ruleset, seed=11, base=tmp_path / "b")
    play_on(cut, stop_after=25)
    cut.close()
    assert cut.path is not None and whole.path is not None
    header = read_events(cut.path)[0]
    assert header["play"]["person"] == 0 and len(header["play"]["bots"]) == 3 and header["play"]["seed"] == 11
    assert header["play"]["seat"] == header["seating"].index(0) == cut.seat
    resumed = Session.resume(cut.path)
    assert resumed.seat == cut.seat and resumed.table.state_json() == cut.table.state_json()
    play_on(resumed)
    resumed.close()
    assert without_play_key(read_events(cut.path)) == without_play_key(read_events(whole.path))
    assert read_events(whole.path)[-1]["type"] == "match_end"
    assert verify(read_events(whole.path)) == []


def test_secret_seed_is_kept_for_resuming_and_the_record_verifies(tmp_path: Path) -> None:
    session = Session.new("dmjl-hk-easy", base=tmp_path)
    play_on(session, stop_after=3)
    session.close()
    assert session.path is not None
    events = read_events(session.path)
    assert events[0]["seed"] is None and len(events[0]["commitment"]) == 64 and len(events[0]["play"]["seed"]) == 64
    resumed = Session.resume(session.path)
    play_on(resumed)
    resumed.close()
    assert verify(read_events(session.path)) == []


def test_file_cut_mid_line_or_mid_step_resumes_at_a_whole_step(tmp_path: Path) -> None:
    session = Session.new("dmjl-classical", seed=3, base=tmp_path)
    play_on(session, stop_after=10)
    session.close()
    assert session.path is not None
    path = session.path
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    # Keep a prefix that stops right after a discard's window closed (no_claim), then half a line.
    cut = max(n for n, line in enumerate(lines) if json.loads(line)["type"] == "no_claim")
    path.write_text("".join(lines[: cut + 1]) + lines[cut + 1][:20], encoding="utf-8")
    resumed = Session.resume(path)
    assert resumed.table.pending() and not resumed.done
    assert len(read_events(path)) == len(resumed.table.events)
    play_on(resumed)
    resumed.close()
    assert read_events(path)[-1]["type"] == "match_end"


def test_games_are_listed_and_found(tmp_path: Path) -> None:
    done = Session.new("dmjl-hk-easy", seed=1, base=tmp_path, name="Ann")
    play_on(done)
    done.close()
    open_game = Session.new("dmjl-classical", seed=2, base=tmp_path)
    play_on(open_game, stop_after=2)
    open_game.close()
    games = list_games(tmp_path)
    assert {g.id for g in games} == {done.game_id, open_game.game_id}
    finished = next(g for g in games if g.finished)
    assert finished.ruleset == "dmjl-hk-easy" and finished.players == ("Ann", "Bot A", "Bot B", "Bot C")
    assert [p[0] for p in finished.placings] == sorted(p[0] for p in finished.placings) and finished.placings
    assert [g.id for g in unfinished(tmp_path)] == [open_game.game_id]
    assert done.game_id is not None and done.path is not None
    assert find_game(done.game_id, tmp_path) == done.path
    assert find_game(str(done.path), tmp_path) == done.path
    assert find_game(done.game_id[:-2], tmp_path) == done.path or done.game_id[:-2] == open_game.game_id[:-2]
    with pytest.raises(GameNotFound):
        find_game("no-such-game", tmp_path)


def test_a_record_without_play_key_is_not_resumed(tmp_path: Path) -> None:
    from jongg.engine import Table

    path = tmp_path / "plain.jsonl"
    path.write_text("\n".join(json.dumps(e) for e in Table("dmjl-hk-easy", seed=1).record()) + "\n", "utf-8")
    with pytest.raises(GameNotFound, match="play"):
        Session.resume(path)


def test_a_saved_match_of_bots_is_not_resumed_as_the_persons(tmp_path: Path) -> None:
    from jongg.host import HostTable

    host = HostTable.new("dmjl-hk-easy", seed=4, bots=dict.fromkeys(range(4), "standard"), base=tmp_path)
    host.step_bots()
    host.close()
    assert host.path is not None
    with pytest.raises(GameNotFound, match="bots"):
        Session.resume(host.path)
