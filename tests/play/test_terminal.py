"""The real `jongg play` through a pseudo-terminal (pexpect): start, play a few turns, quit (it asks), resume,
quit again; `jongg games` lists the match, `jongg replay` shows it; without a terminal `jongg play` refuses."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pexpect
import pytest

JONGG = str(Path(sys.executable).with_name("jongg"))
pytestmark = pytest.mark.xdist_group("terminal")
"""Under pytest-xdist the module runs on one worker, one pseudo-terminal session after the other (they wait on
the screen and on the game file, and `make run` works in the checkout)."""


def env(data: Path) -> dict[str, str]:
    return {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(data),
        "JONGG_DATA": str(data),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "COLUMNS": "120",
        "LINES": "40",
    }


def game_file(data: Path) -> Path:
    files = list((data / "games").glob("*.jsonl"))
    assert len(files) == 1, files
    return files[0]


def events(path: Path) -> list[dict[str, object]]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        with contextlib.suppress(ValueError):  # a line being written
            out.append(json.loads(line))
    return out


def person_discards(path: Path) -> int:
    found = events(path)
    seat = found[0]["seating"].index(0)  # type: ignore[union-attr]
    return sum(1 for e in found if e["type"] == "discard" and e["seat"] == seat)


def wait_for(check: object, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():  # type: ignore[operator]
            return
        time.sleep(0.1)
    raise AssertionError("timed out")


def spawn(args: list[str], data: Path) -> pexpect.spawn:
    return pexpect.spawn(
        JONGG, args, env=env(data), dimensions=(40, 120), encoding="utf-8", timeout=60, codec_errors="replace"
    )


def play_turns(child: pexpect.spawn, path: Path, turns: int) -> None:
    """Discard the drawn tile (Enter) or pass a claim (Space) until the person has made `turns` more discards."""
    target = person_discards(path) + turns
    deadline = time.monotonic() + 30
    while person_discards(path) < target:
        assert time.monotonic() < deadline, "the person's discards did not reach the file"
        for key in ("\r", " "):
            written = len(events(path))
            child.send(key)
            settle = time.monotonic() + 0.15  # the key's effect, once it reaches the file (or none)
            while len(events(path)) == written and time.monotonic() < settle:
                time.sleep(0.02)


def quit_match(child: pexpect.spawn) -> str:
    child.send("q")
    child.expect("Leave this match")
    child.send("y")
    child.expect(r"Saved as (\S+):")
    game_id = child.match.group(1)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    return str(game_id)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pseudo-terminals as on Linux")
def test_play_quit_resume_games_replay(tmp_path: Path) -> None:
    child = spawn(["play", "--ruleset", "dmjl-hk-easy", "--seed", "7", "--delay", "0", "--ascii"], tmp_path)
    child.expect("Hong Kong Easy")
    wait_for(lambda: (tmp_path / "games").is_dir() and any((tmp_path / "games").glob("*.jsonl")))
    path = game_file(tmp_path)
    play_turns(child, path, 3)
    game_id = quit_match(child)
    assert path.stem == game_id
    count = len(events(path))
    assert events(path)[-1]["type"] != "match_end"

    child = spawn(["play", "--resume", "--delay", "0", "--ascii"], tmp_path)
    child.expect("Hong Kong Easy")
    play_turns(child, path, 2)
    assert quit_match(child) == game_id
    assert len(events(path)) > count and game_file(tmp_path) == path

    listed = subprocess.run([JONGG, "games"], env=env(tmp_path), capture_output=True, text=True, check=True)
    assert game_id in listed.stdout and "dmjl-hk-easy" in listed.stdout and "unfinished" in listed.stdout

    child = spawn(["replay", game_id[:15], "--ascii"], tmp_path)
    child.expect("event 1 of")
    child.send("\x1b[C")  # right arrow
    child.expect("event 2 of")
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_play_needs_a_terminal(tmp_path: Path) -> None:
    done = subprocess.run([JONGG, "play"], env=env(tmp_path), capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and "needs a terminal" in done.stderr
    assert not (tmp_path / "games").exists()


def test_bad_rule_set_or_option_is_named(tmp_path: Path) -> None:
    for args, word in ((["-o", "fan_minimum=99"], "fan_minimum"), (["--ruleset", "mcr"], "mcr")):
        done = subprocess.run([JONGG, "play", *args], env=env(tmp_path), capture_output=True, text=True)
        assert done.returncode == 2 and word in done.stderr, done.stderr
    assert not (tmp_path / "games").exists()


def test_games_without_any(tmp_path: Path) -> None:
    done = subprocess.run([JONGG, "games", "--lang", "de"], env=env(tmp_path), capture_output=True, text=True)
    assert done.returncode == 0 and "keine gespeicherten Spiele" in done.stdout
    missing = subprocess.run([JONGG, "replay", "nope"], env=env(tmp_path), capture_output=True, text=True)
    assert missing.returncode == 2 and "GameNotFound" in missing.stderr


def test_make_run_plays_on_a_terminal_and_simulates_without(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    child = pexpect.spawn(
        "make", ["-s", "-C", str(root), "run"], env=env(tmp_path), dimensions=(40, 120), encoding="utf-8", timeout=60
    )
    child.expect("Hong Kong Easy")
    child.send("q")
    child.expect("Leave this match")
    child.send("y")
    child.expect("Saved as")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    piped = subprocess.run(
        ["make", "-s", "-C", str(root), "run"],
        env=env(tmp_path),
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
    )
    assert piped.returncode == 0, piped.stderr
    assert "per bot" in piped.stdout and "1 table" in piped.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pseudo-terminals as on Linux")
def test_play_riichi_a_few_turns(tmp_path: Path) -> None:
    """The real `jongg play --ruleset riichi-hana` with four flowers: a few turns, quit, the record replays."""
    args = ["play", "--ruleset", "riichi-hana", "-o", "flowers=4", "--seed", "3", "--delay", "0", "--ascii"]
    child = spawn(args, tmp_path)
    child.expect("Riichi Mahjong")
    child.expect("dora indicators")
    wait_for(lambda: (tmp_path / "games").is_dir() and any((tmp_path / "games").glob("*.jsonl")))
    path = game_file(tmp_path)
    play_turns(child, path, 3)
    game_id = quit_match(child)
    found = events(path)
    assert found[0]["ruleset"] == "riichi-hana" and found[0]["options"]["flowers"] == 4  # type: ignore[index]
    assert any(e["type"] == "dora" for e in found)

    child = spawn(["replay", game_id, "--ascii"], tmp_path)
    child.expect("event 1 of")
    child.send("\x1b[C")
    child.expect("event 2 of")
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pseudo-terminals as on Linux")
def test_replay_one_record_of_a_simulation(tmp_path: Path) -> None:
    """`jongg simulate --hands --out` writes several records to a gzip file; `jongg replay FILE#2` shows the second."""
    out = tmp_path / "sim"
    done = subprocess.run(
        [JONGG, "simulate", "--ruleset", "riichi-hana", "--hands", "6", "--workers", "1", "--out", str(out)],
        env=env(tmp_path),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    path = sorted(out.glob("records-*.jsonl.gz"))[0]
    child = spawn(["replay", f"{path}#2", "--ascii"], tmp_path)
    child.expect("record 2 of")
    child.expect("Riichi Mahjong")
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    missing = subprocess.run([JONGG, "replay", f"{path}#99"], env=env(tmp_path), capture_output=True, text=True)
    assert missing.returncode == 2 and "not a record 99" in missing.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pseudo-terminals as on Linux")
def test_play_strict_is_the_option_strict(tmp_path: Path) -> None:
    """`jongg play --strict` is `-o strict=true` (issue 27 item 4): the match's header has it, and the footer
    names the strict keys of a Classical table (s names a discard, w lays a set)."""
    child = spawn(
        ["play", "--ruleset", "dmjl-classical", "--strict", "--seed", "3", "--delay", "0", "--ascii"], tmp_path
    )
    child.expect("s name a discard")
    wait_for(lambda: (tmp_path / "games").is_dir() and any((tmp_path / "games").glob("*.jsonl")))
    assert events(game_file(tmp_path))[0]["options"]["strict"] is True  # type: ignore[index]
    quit_match(child)
