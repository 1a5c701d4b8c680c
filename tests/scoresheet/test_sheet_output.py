"""What `jongg sheet` prints: user text as it is (never Rich markup), and nothing that can fail after a commit.

A write command renders its whole output inside its transaction: if rendering fails, nothing is stored, so a
retry stores the entry once. After the commit only finished text is written, with characters the terminal
cannot show escaped and a closed pipe ignored.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sheet_helpers import Sheet, fingerprint, refused, runner

from jongg.cli.app import app

MARKUP_NAMES = ("X[/]", "[b]Rot[/b]", "[i]Cid", "Dan[")
WORKED = ["--winner", "[b]Rot[/b]", "--discarder", "X[/]", "--values", "X[/]=2,[b]Rot[/b]=46,[i]Cid=12,Dan[=192"]


@pytest.fixture
def marked(sheet: Sheet) -> Sheet:
    out = sheet("new", "-r", "dmjl-classical", "-p", ",".join(MARKUP_NAMES)).output
    for name in MARKUP_NAMES:
        assert name in out
    return sheet


def test_player_names_that_look_like_markup_print_as_they_are(marked: Sheet) -> None:
    out = marked("hand", *WORKED, "--expect", "1").output
    assert "[b]Rot[/b] wins on X[/]'s discard" in out and "East: X[/]" in out
    out = marked("penalty", "wrong-name-pung", "--payer", "Dan[", "--claimer", "[i]Cid").output
    assert "penalty wrong-name-pung: Dan[ pays [i]Cid" in out
    for command in (["show", "--history"], ["list"], ["standings"], ["undo"]):
        out = marked(*command).output
        assert "X[/]" in out and "[b]Rot[/b]" in out, command
    assert json.loads(marked("export").output)["players"] == list(MARKUP_NAMES)


def test_a_hand_in_notation_prints_its_player_names_as_they_are(marked: Sheet) -> None:
    out = marked(
        "hand", "-w", "X[/]", "--hand", "111m666m55m77m [234m] +7m", "-d", "Dan[", "-v", "[b]Rot[/b]=0,[i]Cid=0,Dan[=0"
    ).output
    assert "X[/] (E): 111m [234m] 55m 666m [777m]" in out


@pytest.mark.parametrize(
    ("args", "shown"),
    [
        (["new", "-r", "[b]classic[/b]", "-p", "A,B,C,D"], "unknown rule set '[b]classic[/b]'"),
        (["new", "-r", "dmjl-classical", "-p", "A,B,C,D", "-o", "[red]limit[/]=5"], "[red]limit[/]"),
        (["new", "-r", "dmjl-classical", "-p", "A,B,C,D", "-o", "limit=[b]5"], "[b]5"),
        (["new", "-r", "dmjl-classical", "-p", "A,B,[/],[/]"], "'[/]' is named twice"),
        (["hand", "-w", "A", "-d", "B", "--hand", "[b]111m[/b]", "-v", "B=0,C=0,D=0"], "'[b]111m[/b]'"),
        (["hand", "-w", "[/i]", "--self-draw"], "unknown winner '[/i]'"),
        (["penalty", "[b]chombo[/b]", "--payer", "A"], "unknown penalty '[b]chombo[/b]'"),
    ],
)
def test_refusals_quote_user_text_as_it_is(sheet: Sheet, db: Path, args: list[str], shown: str) -> None:
    sheet("new", "-r", "dmjl-classical", "-p", "A,B,C,D")
    refused(sheet, db, *args, message=shown)


def test_file_names_that_look_like_markup_print_as_they_are(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Relative names: `sheet list` prints the file as its table's title, wrapped at the table's width, so a long
    # temporary directory (pytest-xdist adds `popen-gwN/`) broke the name over two lines.
    monkeypatch.chdir(tmp_path)
    db = Path("x[/]") / "[b]club[/b].sqlite"
    result = runner.invoke(app, ["sheet", "new", "-r", "dmjl-hk-easy", "-p", "A,B,C,D", "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert f"started in {db}" in result.output
    assert str(db) in runner.invoke(app, ["sheet", "list", "--db", str(db)]).output
    missing = Path("[/]missing.sqlite")
    result = runner.invoke(app, ["sheet", "show", "--db", str(missing)])
    assert result.exit_code == 2 and f"no scoresheet at {missing}" in result.output


def test_rendering_fails_before_the_commit_so_a_retry_stores_the_entry_once(
    marked: Sheet, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import jongg.cli.sheet as sheet_cli

    def broken(*args: object) -> None:
        raise RuntimeError("rendering failed")

    def fails_and_changes_nothing(*command: str) -> None:
        before = fingerprint(db)
        with monkeypatch.context() as patch:
            for renderer in ("_print_outcome", "_print_status", "_print_undone"):
                patch.setattr(sheet_cli, renderer, broken)
            result = marked(*command, ok=False)
        assert isinstance(result.exception, RuntimeError) and fingerprint(db) == before, command

    fails_and_changes_nothing("hand", *WORKED)
    fails_and_changes_nothing("undo", "--any-match")
    fails_and_changes_nothing("new", "-r", "dmjl-classical", "-p", "A,B,C,D")
    marked("hand", *WORKED)
    fails_and_changes_nothing("undo")
    fails_and_changes_nothing("penalty", "false-mahjong", "--payer", "Dan[")
    assert len(json.loads(marked("export").output)["hands"]) == 1


def jongg(
    *args: str | bytes, env: dict[str, str] | None = None, close_stdout: bool = False
) -> subprocess.CompletedProcess[bytes]:
    """`jongg ARGS` in a real process (real stdout and stderr, their real encoding)."""
    command = [sys.executable, "-c", "from jongg.cli.app import app; app()", *args]
    full_env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path), **(env or {}))
    if not close_stdout:
        return subprocess.run(command, env=full_env, capture_output=True, timeout=60)
    read, write = os.pipe()
    os.close(read)  # nobody reads: writing to stdout fails with a broken pipe
    try:
        return subprocess.run(command, env=full_env, stdout=write, stderr=subprocess.PIPE, timeout=60)
    finally:
        os.close(write)


def test_a_closed_stdout_after_the_commit_is_no_crash(db: Path) -> None:
    done = jongg("sheet", "new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan", "--db", str(db), close_stdout=True)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    done = jongg("sheet", "hand", "--draw", "--expect", "1", "--db", str(db), close_stdout=True)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert json.loads(jongg("sheet", "export", "--db", str(db)).stdout)["state"]["hand"] == 2


def test_a_terminal_that_cannot_show_a_name_gets_it_escaped(db: Path) -> None:
    ascii_only = {"PYTHONIOENCODING": "ascii"}
    done = jongg("sheet", "new", "-r", "dmjl-classical", "-p", "Jörg,Ben,Cid,Dan", "--db", str(db), env=ascii_only)
    assert done.returncode == 0, done.stderr
    assert b"J\\xf6rg" in done.stdout
    done = jongg(
        "sheet",
        "hand",
        "-w",
        "Jörg",
        "-d",
        "Ben",
        "-v",
        "Jörg=20,Ben=0,Cid=0,Dan=0",
        "--expect",
        "1",
        "--db",
        str(db),
        env=ascii_only,
    )
    assert done.returncode == 0 and b"J\\xf6rg wins on Ben's discard" in done.stdout, done.stderr
    done = jongg("sheet", "hand", "-w", "Jörgen", "--self-draw", "--db", str(db), env=ascii_only)
    assert done.returncode == 2 and b"unknown winner 'J\\xf6rgen'" in done.stderr, done.stderr


def test_bytes_that_are_not_utf8_in_arguments_are_refused_not_a_crash(db: Path) -> None:
    jongg("sheet", "new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan", "--db", str(db))
    before = fingerprint(db)
    for args in (
        [b"new", b"-r", b"dmjl-classical", b"-p", b"A\xff,B,C,D"],
        [b"new", b"-r", b"dmjl-\xff", b"-p", b"A,B,C,D"],
        [b"new", b"-r", b"dmjl-classical", b"-p", b"A,B,C,D", b"-o", b"\xff=1"],
        [b"hand", b"-w", b"\xffnn", b"--self-draw"],
        [b"hand", b"-w", b"Ann", b"-d", b"Ben", b"--hand", b"111m\xff", b"-v", b"Ben=0,Cid=0,Dan=0"],
        [b"penalty", b"\xff", b"--payer", b"Ann"],
    ):
        done = jongg(b"sheet", *args, b"--db", str(db).encode())
        assert done.returncode == 2 and b"Traceback" not in done.stderr, (args, done.stderr)
        assert b"refused" in done.stderr
    assert fingerprint(db) == before


def test_a_lone_surrogate_in_a_name_is_refused(sheet: Sheet, db: Path) -> None:
    sheet("new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan")
    refused(sheet, db, "hand", "-w", "\udcffAnn", "--self-draw", message="unknown winner")
    refused(sheet, db, "new", "-r", "dmjl-classical", "-p", "A\udcff,B,C,D", message="control characters")
