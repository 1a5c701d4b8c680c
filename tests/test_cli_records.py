"""No traceback from any record file or command: `jongg verify`, `jongg mjai export`, `jongg mjai replay`,
`jongg mjai import`, `jongg replay FILE` and `jongg replay ID`, `jongg games`, `jongg play --resume` run in
process on damaged records (huge numbers, Infinity, NaN, deep nesting, wrong types, damaged gzip files, a named
pipe in the games folder) and either work or say what is wrong in one line (exit 2; a damaged saved game is
listed as damaged and passed over).

Decisions: the full-screen apps are not started (`commands._terminal` is made true and the apps' `run` does
nothing), so that `jongg replay` and `jongg play --resume` get as far as they would in a terminal.
"""

from __future__ import annotations

import functools
import gzip
import json
import os
import re
import threading
from pathlib import Path
from typing import Any

import pytest
from cli_testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jongg.bots import RandomBot
from jongg.cli.app import app
from jongg.engine import Discard, Table
from jongg.interop.mjai import dumps, export, read_log
from jongg.play import commands
from jongg.play.session import Session

runner = CliRunner()


def play_out(table: Table, seed: int, steps: int | None = None) -> list[dict[str, Any]]:
    bots = [RandomBot(seed * 4 + s) for s in range(4)]
    done = 0
    while not table.done and (steps is None or done < steps):
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})
        done += 1
    return table.record()


@functools.cache
def riichi() -> tuple[dict[str, Any], ...]:
    return tuple(play_out(Table("riichi-hana", {"length": "east", "flowers": 4}, seed=3), 3))


def text_of(events: Any) -> str:
    return "".join(json.dumps(e) + "\n" for e in events)


def run(*args: str) -> Any:
    """A command in process: it ends normally or by exit, never by another exception."""
    result = runner.invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    return result


def one_line_error(result: Any, *expected: str) -> str:
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    for part in expected:
        assert part in lines[0], lines[0]
    return str(lines[0])


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in a terminal, without the full-screen apps."""
    from jongg.play.app import PlayApp
    from jongg.play.review import ReplayApp

    monkeypatch.setattr(commands, "_terminal", lambda: True)
    monkeypatch.setattr(PlayApp, "run", lambda self, *a, **k: None)
    monkeypatch.setattr(ReplayApp, "run", lambda self, *a, **k: None)


def damaged_riichi(at: str, **fields: Any) -> list[dict[str, Any]]:
    events = [dict(e) for e in riichi()]
    index = next(n for n, e in enumerate(events) if e["type"] == at)
    events[index] = {**events[index], **fields}
    return events


# -- the named regressions ----------------------------------------------------------------------------------------
HOSTILE_RECORDS = {
    "round Infinity": lambda: text_of(riichi()).replace('"round": 0', '"round": Infinity', 1),
    "dealer 1e999": lambda: text_of(riichi()).replace('"dealer": 0', '"dealer": 1e999', 1),
    "dealer NaN": lambda: text_of(riichi()).replace('"dealer": 0', '"dealer": NaN', 1),
    "dealer huge": lambda: text_of(damaged_riichi("hand_start", dealer=10**40)),
    "discard seat huge": lambda: text_of(damaged_riichi("discard", seat=10**30)),
    "draw seat huge": lambda: text_of(damaged_riichi("draw", seat=-(10**30))),
    "discard seat Infinity": lambda: text_of(riichi()).replace(
        '"type": "discard", "seat": ', '"type": "discard", "seat": -Infinity, "x": ', 1
    ),
    "a number of 5000 digits": lambda: text_of(riichi()).replace('"dealer": 0', '"dealer": ' + "7" * 5000, 1),
    "deep nesting": lambda: text_of(riichi()[:5]) + "[" * 200_000 + "]" * 200_000 + "\n",
    "deep nesting cut": lambda: text_of(riichi()[:5]) + '{"a":' * 100_000 + "\n",
    "players wrong": lambda: text_of(damaged_riichi("match_start", players=5)),
    "placings damaged": lambda: text_of(damaged_riichi("match_end", placings=[{"player": 9}])),
}


@pytest.mark.parametrize("name", sorted(HOSTILE_RECORDS))
def test_hostile_records_are_refused_in_one_line(tmp_path: Path, name: str, terminal: None) -> None:
    path = tmp_path / "record.jsonl"
    path.write_text(HOSTILE_RECORDS[name](), encoding="utf-8")
    for command in (["verify"], ["mjai", "export"], ["replay"]):
        line = one_line_error(run(*command, str(path)))
        assert "line " in line or "event " in line, (command, line)


def test_a_sound_record_still_works(tmp_path: Path, terminal: None) -> None:
    path = tmp_path / "record.jsonl"
    path.write_text(text_of(riichi()), encoding="utf-8")
    assert run("verify", str(path)).exit_code == 0
    exported = run("mjai", "export", str(path))
    assert exported.exit_code == 0 and read_log(exported.stdout) == export(list(riichi()))
    assert run("replay", str(path)).exit_code == 0


def gz_files(tmp_path: Path) -> dict[str, Path]:
    packed = gzip.compress(text_of(riichi()).encode())
    out = {}
    for name, data in {
        "truncated": packed[: len(packed) // 2],
        "corrupted": packed[:100] + bytes(b ^ 0x55 for b in packed[100:140]) + packed[140:],
        "not gzip": b"plain text, not gzip",
        "gzip of garbage": gzip.compress(b"\x00\xff[[[" * 100),
        "gzip of a list": gzip.compress(b"[1, 2]\n"),
    }.items():
        path = tmp_path / f"{name.replace(' ', '-')}.jsonl.gz"
        path.write_bytes(data)
        out[name] = path
    return out


def test_damaged_gzip_files_are_refused_in_one_line(tmp_path: Path, terminal: None) -> None:
    for name, path in gz_files(tmp_path).items():
        one_line_error(run("replay", str(path)), str(path) if "gzip" not in name else "")
        one_line_error(run("mjai", "import", str(path)))
        replayed = run("mjai", "replay", str(path))
        assert replayed.exit_code == 2 and "unreadable" in replayed.output, (name, replayed.output)


# -- saved games ----------------------------------------------------------------------------------------------------
def saved_game(base: Path, seed: int, steps: int | None) -> Path:
    """A game `jongg play` saved: the person plays as the standard bot would, `steps` times (None: to the end)."""
    session = Session.new("dmjl-hk-easy", seed=seed, base=base, name="Ann")
    done = 0
    while not session.done and (steps is None or done < steps):
        view = session.person_asked()
        if view is None:
            session.step_bots()
        else:
            action = session.suggestion(view)
            assert action is not None
            session.act(action, view.decision)
        done += 1
    session.close()
    assert session.path is not None
    return session.path


def rewrite_header(path: Path, **fields: Any) -> None:
    text = path.read_text(encoding="utf-8").split("\n", 1)
    header = json.loads(text[0])
    for key, value in fields.items():
        if key.startswith("play."):
            header["play"][key[5:]] = value
        else:
            header[key] = value
    path.write_text(json.dumps(header) + "\n" + text[1], encoding="utf-8")


DAMAGED_HEADERS: dict[str, dict[str, Any]] = {
    "players": {"players": 7},
    "seating": {"seating": [0, 0, 0, 0]},
    "play-seed": {"play.seed": 1e300},
    "play-person": {"play.person": 10**40},
    "play-bots": {"play.bots": [{"player": "x"}]},
}


def test_games_lists_damaged_games_and_a_fifo_never_blocks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, terminal: None
) -> None:
    monkeypatch.setenv("JONGG_DATA", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "1000")  # each game on one line
    good = saved_game(tmp_path, 1, 12)
    folder = good.parent
    for name, fields in DAMAGED_HEADERS.items():
        path = folder / f"damaged-{name}.jsonl"
        path.write_bytes(good.read_bytes())
        rewrite_header(path, **fields)
    finished = saved_game(tmp_path, 2, None)
    placings = folder / "damaged-placings.jsonl"
    lines = finished.read_text(encoding="utf-8").splitlines()
    end = json.loads(lines[-1])
    end["placings"][0]["total"] = float("inf")
    placings.write_text("\n".join([*lines[:-1], json.dumps(end)]) + "\n", encoding="utf-8")
    os.mkfifo(folder / "a-pipe.jsonl")
    (folder / "a-directory.jsonl").mkdir()
    (folder / "deep.jsonl").write_text("[" * 100_000 + "\n", encoding="utf-8")

    found: list[Any] = []
    worker = threading.Thread(target=lambda: found.append(run("games")), daemon=True)
    worker.start()
    worker.join(60)
    assert not worker.is_alive(), "jongg games hangs"
    result = found[0]
    assert result.exit_code == 0, result.output
    listed = " ".join(result.stdout.split())
    assert listed.count("damaged:") == len(DAMAGED_HEADERS) + 4, result.stdout
    assert "not a regular file" in listed and "nested deeper" in listed
    assert "unfinished" in listed and re.search(r"[1-4]\. Ann -?[0-9]+", listed)

    # --resume never tries a game listed as damaged: it resumes the sound one.
    resumed = run("play", "--resume")
    assert resumed.exit_code == 0 and resumed.stderr == "", resumed.output
    assert good.stem in resumed.stdout

    # replay ID of a damaged game: one line.
    one_line_error(run("replay", "damaged-play-seed"), "play.seed")
    one_line_error(run("replay", "damaged-seating"), "seating")


def test_resume_with_only_damaged_games_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, terminal: None
) -> None:
    monkeypatch.setenv("JONGG_DATA", str(tmp_path))
    path = saved_game(tmp_path, 1, 12)
    lines = path.read_text(encoding="utf-8").splitlines()
    middle = json.loads(lines[8])
    middle["seat"] = True  # the header and the last line are sound, the middle is not
    path.write_text("\n".join([*lines[:8], json.dumps(middle), *lines[9:]]) + "\n", encoding="utf-8")
    result = run("play", "--resume")
    assert result.exit_code == 2
    skipped, none = result.stderr.strip().splitlines()
    assert path.stem in skipped and "event 8" in skipped and "seat" in skipped
    assert "no unfinished" in none.lower() or "keine" in none.lower()


def test_games_never_cuts_an_id_and_is_plain_in_a_pipe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The id is what `jongg replay ID` takes: whole at 80 columns in a terminal (the other columns wrap), and
    into a pipe one plain line per game, its fields tab-separated, however long."""
    monkeypatch.setenv("JONGG_DATA", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "80")
    finished = saved_game(tmp_path, 2, None)
    long = finished.with_name("a-game-with-a-long-id-kept-whole-in-it.jsonl")
    long.write_bytes(finished.read_bytes())

    piped = run("games")
    assert piped.exit_code == 0, piped.output
    rows = [line.split("\t") for line in piped.stdout.splitlines()]
    assert sorted(row[0] for row in rows[1:]) == sorted([long.stem, finished.stem]), piped.stdout
    assert all(len(row) == 5 for row in rows) and "Ann" in rows[1][3] and "─" not in piped.stdout

    monkeypatch.setattr(commands, "_tty_out", lambda: True)
    shown = run("games")
    assert shown.exit_code == 0 and "─" in shown.stdout, shown.output
    assert max(len(line) for line in shown.stdout.splitlines()[1:]) <= 80  # the table: below its title
    for stem in (long.stem, finished.stem):
        assert stem in shown.stdout, shown.stdout


# -- mjai ----------------------------------------------------------------------------------------------------------
def dealer_discards_his_drawn_tile() -> list[dict[str, Any]]:
    table = Table("riichi-hana", {"flowers": 0}, seed=5)
    dealer = table.record()[0]["dealer"]
    drawn = next(e for e in table.events if e["type"] == "draw")
    assert drawn["seat"] == dealer and list(table.pending()) == [dealer]
    from jongg.tiles import Tile

    table.step({dealer: Discard(Tile.from_str(drawn["tile"]))})
    return play_out(table, 5)


def test_mjai_export_the_dealers_first_discard_of_his_drawn_tile_is_a_tsumogiri() -> None:
    events = export(dealer_discards_his_drawn_tile())
    first = next(n for n, e in enumerate(events) if e["type"] == "dahai")
    tsumo = events[first - 1]
    assert tsumo["type"] == "tsumo" and tsumo["actor"] == events[first]["actor"] == events[1]["oya"]
    assert events[first]["pai"] == tsumo["pai"] and events[first]["tsumogiri"] is True
    for n, e in enumerate(events):  # every tsumogiri follows the seat's own tsumo of that tile
        if e["type"] == "dahai" and e["tsumogiri"]:
            own = [x for x in events[:n] if x.get("actor") == e["actor"] and x["type"] != "reach"]
            assert own[-1]["type"] == "tsumo" and own[-1]["pai"] == e["pai"], (n, e)


def test_mjai_replay_refuses_a_dahai_logged_before_its_tsumo(tmp_path: Path) -> None:
    events = export(dealer_discards_his_drawn_tile())
    hand_end = next(n for n, e in enumerate(events) if e["type"] == "end_kyoku")
    hand = [*events[: hand_end + 1], {"type": "end_game"}]
    good = tmp_path / "good.mjson"
    good.write_text(dumps(hand), encoding="utf-8")
    assert run("mjai", "replay", str(good)).exit_code == 0
    second = [n for n, e in enumerate(hand) if e["type"] == "tsumo"][1]  # South's first draw, then his discard
    assert hand[second + 1]["type"] == "dahai"
    swapped = [*hand[:second], hand[second + 1], hand[second], *hand[second + 2 :]]
    bad = tmp_path / "bad.mjson"
    bad.write_text(dumps(swapped), encoding="utf-8")
    result = run("mjai", "replay", str(bad))
    assert result.exit_code == 1
    assert f"seat {hand[second]['actor']} discard" in result.stdout and "before the tsumo it follows" in result.stdout


def test_the_mjai_bridge_names_the_hand_as_jongg_counts_it() -> None:
    from jongg.bots.mjai_process import _decision

    table = Table("riichi-hana", {"flowers": 0}, seed=5)
    view = table.snapshot(0)
    assert view.hand == 1 and "(hand 1, decision" in _decision(view)


# -- fuzz: damaged record files through every command ---------------------------------------------------------------
@st.composite
def damaged_file(draw: st.DrawFn) -> bytes:
    events = list(riichi())
    events = events[: draw(st.sampled_from([len(events), 60]))]
    data = bytearray(text_of(events).encode())
    digits = [n for n, byte in enumerate(data) if 0x30 <= byte <= 0x39]
    hostile = [b"Infinity", b"NaN", b"1e999", b"9" * 70, b"[" * 50, b"\xff", b'"', b"null", b"{}", b"-5", b"\n"]
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["digit", "digit", "replace", "insert", "drop"]))
        at = draw(st.integers(0, len(data)))
        piece = draw(st.sampled_from(hostile) | st.binary(min_size=1, max_size=2))
        if how == "digit":
            data[draw(st.sampled_from(digits))] = draw(st.sampled_from(b"0123456789"))
        elif how == "replace":
            data[at : at + len(piece)] = piece
        elif how == "insert":
            data[at:at] = piece
        else:
            del data[at : at + draw(st.integers(1, 20))]
    return bytes(data)


@settings(derandomize=True, database=None, max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(damaged_file(), st.booleans())
def test_fuzz_damaged_record_files_through_every_command(
    tmp_path_factory: pytest.TempPathFactory, data: bytes, packed: bool
) -> None:
    """Each command works or says what is wrong (exit 2; `mjai replay` 1 for a disagreeing hand), never a
    traceback; a refused record is one line on stderr."""
    from jongg.play.app import PlayApp
    from jongg.play.review import ReplayApp

    tmp = tmp_path_factory.mktemp("fuzz")
    path = tmp / ("record.jsonl.gz" if packed else "record.jsonl")
    path.write_bytes(gzip.compress(data) if packed else data)
    saved = commands._terminal, PlayApp.run, ReplayApp.run
    commands._terminal = lambda: True  # type: ignore[assignment]
    PlayApp.run = ReplayApp.run = lambda self, *a, **k: None  # type: ignore[method-assign]
    try:
        for command in (["verify"], ["mjai", "export"], ["replay"]):
            result = run(*command, str(path))
            assert result.exit_code in (0, 2), (command, result.output)
            if result.exit_code == 2 and command != ["verify"]:
                one_line_error(result)
        replayed = run("mjai", "replay", str(path))
        assert replayed.exit_code in (0, 1, 2)
        games = tmp / "data" / "games"
        games.mkdir(parents=True)
        (games / "game.jsonl").write_bytes(data)
        os.environ["JONGG_DATA"] = str(tmp / "data")
        assert run("games").exit_code == 0
        assert run("play", "--resume").exit_code in (0, 2)
    finally:
        os.environ.pop("JONGG_DATA", None)
        commands._terminal, PlayApp.run, ReplayApp.run = saved  # type: ignore[method-assign]


def test_play_with_a_seed_too_long_for_the_wall_is_refused_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, terminal: None
) -> None:
    monkeypatch.setenv("JONGG_DATA", str(tmp_path))
    one_line_error(run("play", "--seed", "9" * 60), "InvalidOption", "at most 49 characters")
    assert not (tmp_path / "games").exists() or not any((tmp_path / "games").iterdir())


def test_replay_of_an_unfinished_game_shows_only_the_persons_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, terminal: None
) -> None:
    """An unfinished match can be resumed: its replay shows the person's own view (the header's `play.person`),
    never the bots' hands, and refuses another seat; a finished one is shown open, or as any seat."""
    from jongg.play.review import ReplayApp

    monkeypatch.setenv("JONGG_DATA", str(tmp_path))
    shown: list[ReplayApp] = []
    monkeypatch.setattr(ReplayApp, "run", lambda self, *a, **k: shown.append(self))
    open_game = saved_game(tmp_path, 1, 12)
    header = json.loads(open_game.read_text(encoding="utf-8").splitlines()[0])
    mine = header["play"]["seat"]

    for args in ([], ["--seat", str(mine)]):
        assert run("replay", open_game.stem, *args).exit_code == 0
        assert shown[-1].person == header["play"]["person"] == 0 and shown[-1].seat is None
    other = (mine + 1) % 4
    line = one_line_error(run("replay", open_game.stem, "--seat", str(other)), "HiddenHands", open_game.stem)
    assert f"your own seat ({mine}), not seat {other}" in line and "--resume" in line
    german = run("--lang", "de", "replay", open_game.stem, "--seat", str(other))
    assert german.exit_code == 2 and "nicht beendet" in german.stderr, german.stderr

    finished = saved_game(tmp_path, 2, None)
    assert run("replay", finished.stem).exit_code == 0
    assert shown[-1].person is None and shown[-1].seat is None
    assert run("replay", finished.stem, "--seat", str(other)).exit_code == 0
    assert shown[-1].person is None and shown[-1].seat == other


def test_resume_takes_the_id_of_the_match_to_go_on_with(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, terminal: None
) -> None:
    """`jongg play --resume` goes on with the newest unfinished match, `jongg play --resume ID` with that one; an
    unknown id, a finished match or an id without --resume is refused in one line."""
    from jongg.host.store import unfinished

    monkeypatch.setenv("JONGG_DATA", str(tmp_path))
    games = [saved_game(tmp_path, seed, 12) for seed in (1, 3)]
    newest = next(unfinished()).id
    older = next(path.stem for path in games if path.stem != newest)

    assert newest in run("play", "--resume").stdout
    chosen = run("play", "--resume", older, "--delay", "0")
    assert chosen.exit_code == 0 and older in chosen.stdout and newest not in chosen.stdout, chosen.output
    # the unique start of an id, as jongg replay takes (two matches saved in one second share more than the time)
    start = next(older[:n] for n in range(16, len(older) + 1) if not newest.startswith(older[:n]))
    assert older in run("play", "--resume", start).stdout

    one_line_error(run("play", "--resume", "nope"), "GameNotFound", "'nope'")
    finished = saved_game(tmp_path, 2, None).stem
    one_line_error(run("play", "--resume", finished), "GameFinished", finished, f"jongg replay {finished}")
    german = run("--lang", "de", "play", "--resume", finished)
    assert german.exit_code == 2 and "beendet" in german.stderr, german.stderr
    one_line_error(run("play", older), "NeedsResume", f"jongg play --resume {older}")


def test_a_data_directory_that_cannot_be_written_is_named_and_no_save_plays_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, terminal: None
) -> None:
    """A data directory where no game file can be made (under a regular file, which stops root too; read-only,
    where that stops the user) is refused in one line naming it and `--no-save`; `--no-save` plays and writes
    nothing, also when resuming."""
    blocked = tmp_path / "file.txt"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("JONGG_DATA", str(blocked))
    line = one_line_error(run("play", "--seed", "1"), "CannotSave", str(blocked / "games"), "--no-save")
    german = run("--lang", "de", "play", "--seed", "1")
    assert german.exit_code == 2 and "--no-save" in german.stderr and "speichern" in german.stderr, german.stderr
    assert "Traceback" not in line
    played = run("play", "--seed", "1", "--no-save")
    assert played.exit_code == 0 and played.stdout == "" and played.stderr == "", played.output

    read_only = tmp_path / "read-only"
    read_only.mkdir()
    read_only.chmod(0o555)
    try:
        if not os.access(read_only, os.W_OK):  # root writes anyway: the case above stands for it
            monkeypatch.setenv("JONGG_DATA", str(read_only))
            one_line_error(run("play", "--seed", "1"), "CannotSave", str(read_only / "games"), "--no-save")
            assert run("play", "--seed", "1", "--no-save").exit_code == 0
    finally:
        read_only.chmod(0o755)

    data = tmp_path / "data"
    monkeypatch.setenv("JONGG_DATA", str(data))
    assert run("play", "--seed", "1", "--no-save").exit_code == 0
    assert not (data / "games").exists()
    path = saved_game(data, 1, 12)
    before = path.read_bytes()
    resumed = run("play", "--resume", path.stem, "--no-save")
    assert resumed.exit_code == 0 and resumed.stdout == "", resumed.output
    assert path.read_bytes() == before
