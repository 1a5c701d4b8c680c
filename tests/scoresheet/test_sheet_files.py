"""Files the scoresheet cannot use: refused with exit 2, and nothing changed (not a byte, no file created).

Damaged files (garbage bytes, truncated, a table missing, rows of the wrong shape or with bad UTF-8), paths that
are not regular files, and files or directories the user may not write or read. Tests run as root, who passes
every permission check; the permission cases run the CLI in a process without the capabilities that let root
ignore file modes (`setpriv`), so the modes are real for it.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sheet_helpers import PLAYERS, runner

from jongg.cli.app import app
from jongg.scoresheet import HandEntry, NotASheet, PenaltyRecord, Scoresheet, Winner

COMMANDS: tuple[tuple[str, ...], ...] = (
    ("show",),
    ("show", "--history"),
    ("list",),
    ("export",),
    ("export", "-f", "csv"),
    ("standings",),
    ("standings", "-f", "csv"),
    ("penalties",),
    ("hand", "--draw"),
    ("hand", "--draw", "--expect", "3"),
    ("penalty", "false-mahjong", "--payer", "Ann"),
    ("undo",),
    ("undo", "--any-match"),
    ("time-up",),
    ("stop",),
)
NEW = ("new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan")


def make_sheet(path: Path) -> Path:
    """A sound file: a Classical match with two entries, then an HKE match with two (the current one)."""
    with Scoresheet(path, create=True) as sheet:
        sheet.new_match("dmjl-classical", PLAYERS)
        sheet.record(HandEntry((Winner("Dan"),), discarder="Ann", values={"Ann": 2, "Ben": 46, "Cid": 12, "Dan": 192}))
        sheet.record(PenaltyRecord("false-mahjong", ("Ben",)))
        sheet.new_match("dmjl-hk-easy", PLAYERS)
        sheet.record(HandEntry((Winner("Cid", fan=3),), self_draw=True))
        sheet.record(HandEntry())
    return path


def raw(path: Path, *statements: str) -> None:
    """Change the file behind the scoresheet's back."""
    con = sqlite3.connect(path)
    try:
        for statement in statements:
            con.execute(statement)
        con.commit()
    finally:
        con.close()


def file_state(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir()) if p.is_file()}


def refused_everywhere(db: Path, commands: tuple[tuple[str, ...], ...] = COMMANDS, message: str = "") -> None:
    """Every command exits 2 with a message, without a traceback, and the directory is byte for byte as it was."""
    before = file_state(db.parent)
    for command in commands:
        result = runner.invoke(app, ["sheet", *command, "--db", str(db)])
        assert result.exit_code == 2, (command, result.output, result.exception)
        assert "refused" in result.output and message in result.output, (command, result.output)
        assert file_state(db.parent) == before, command


# -- damaged files --------------------------------------------------------------------------------------
def garbage(path: Path) -> None:
    path.write_bytes(random.Random(7).randbytes(8192))


def sqlite_header_then_garbage(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:100] + random.Random(8).randbytes(8192))


def truncated(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])


def header_only(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:100])


WHOLE_FILE: dict[str, Callable[[Path], None]] = {
    "garbage-bytes": garbage,
    "sqlite-header-then-garbage": sqlite_header_then_garbage,
    "truncated-half": truncated,
    "truncated-to-the-header": header_only,
    "entries-table-dropped": lambda p: raw(p, "DROP TABLE entries"),
    "matches-table-dropped": lambda p: raw(p, "DROP INDEX one_entry_ends_each_hand", "DROP TABLE matches"),
    "entries-table-of-another-shape": lambda p: raw(p, "DROP TABLE entries", "CREATE TABLE entries (x)"),
}


@pytest.mark.parametrize("damage", WHOLE_FILE)
def test_a_damaged_file_is_refused_by_every_command(tmp_path: Path, damage: str) -> None:
    db = make_sheet(tmp_path / "sheet.sqlite")
    WHOLE_FILE[damage](db)
    refused_everywhere(db, (*COMMANDS, NEW))


CURRENT_MATCH: dict[str, str] = {
    "bad-utf8-in-an-entry": "UPDATE entries SET data = CAST(x'7bff7d' AS TEXT) WHERE match_id = 2 AND seq = 1",
    "bad-utf8-in-a-result": "UPDATE entries SET result = CAST(x'ff' AS TEXT) WHERE match_id = 2 AND seq = 2",
    "bad-utf8-in-the-players": "UPDATE matches SET players = CAST(x'5b22ff' AS TEXT) WHERE id = 2",
    "bad-utf8-in-the-rule-set": "UPDATE matches SET ruleset = CAST(x'ff' AS TEXT) WHERE id = 2",
    "entry-not-json": "UPDATE entries SET data = 'hand?' WHERE match_id = 2 AND seq = 1",
    "entry-a-number": "UPDATE entries SET data = 5 WHERE match_id = 2 AND seq = 1",
    "entry-a-blob": "UPDATE entries SET data = x'00ff' WHERE match_id = 2 AND seq = 1",
    "entry-nested-deep": "UPDATE entries SET data = printf('%.*c', 100000, '[') WHERE match_id = 2 AND seq = 1",
    "entry-of-the-wrong-shape": 'UPDATE entries SET data = \'{"kind": "hand", "winners": {}}\' WHERE match_id = 2',
    "result-not-an-object": "UPDATE entries SET result = '[]' WHERE match_id = 2 AND seq = 1",
    "result-payments-not-a-list": "UPDATE entries SET result = '{\"payments\": 3}' WHERE match_id = 2 AND seq = 1",
    "an-entry-missing": "DELETE FROM entries WHERE match_id = 2 AND seq = 1",
    "players-not-four": 'UPDATE matches SET players = \'["Ann", "Ben"]\' WHERE id = 2',
    "players-not-names": "UPDATE matches SET players = '[1, 2, 3, 4]' WHERE id = 2",
    "players-twice": 'UPDATE matches SET players = \'["Ann", "Ann", "Cid", "Dan"]\' WHERE id = 2',
    "players-lone-surrogate": 'UPDATE matches SET players = \'["\\udcff", "Ben", "Cid", "Dan"]\' WHERE id = 2',
    "options-not-an-object": "UPDATE matches SET options = '[]' WHERE id = 2",
    "options-unknown": "UPDATE matches SET options = '{\"nonsense\": 1}' WHERE id = 2",
    "rule-set-a-number": "UPDATE matches SET ruleset = 7 WHERE id = 2",
    "rule-set-unknown": "UPDATE matches SET ruleset = 'mcr' WHERE id = 2",
    "entry-of-an-unknown-player": 'UPDATE entries SET data = \'{"kind": "hand", "winners": [{"name": "Eve", '
    '"fan": 3}], "self_draw": true}\' WHERE match_id = 2 AND seq = 1',
}


@pytest.mark.parametrize("damage", CURRENT_MATCH)
def test_a_damaged_row_is_refused_by_every_command_that_reads_it(tmp_path: Path, damage: str) -> None:
    """Damage in one match refuses every command that reads that match (all but `new`, and `--match 1`)."""
    db = make_sheet(tmp_path / "sheet.sqlite")
    raw(db, CURRENT_MATCH[damage])
    refused_everywhere(db, message="match 2")
    assert runner.invoke(app, ["sheet", "show", "--match", "1", "--db", str(db)]).exit_code == 0


def test_a_damaged_row_is_named_in_the_python_api(tmp_path: Path) -> None:
    db = make_sheet(tmp_path / "sheet.sqlite")
    raw(db, CURRENT_MATCH["bad-utf8-in-an-entry"])
    with Scoresheet(db) as sheet, pytest.raises(NotASheet, match="match 2, entry 1 is damaged"):
        sheet.match()


def test_a_file_of_a_newer_schema_is_refused(tmp_path: Path) -> None:
    db = make_sheet(tmp_path / "sheet.sqlite")
    raw(db, "PRAGMA user_version = 99")
    refused_everywhere(db, (*COMMANDS, NEW), message="newer jongg")


# -- not a regular file ---------------------------------------------------------------------------------
def test_dev_null_is_not_a_scoresheet_and_gets_no_journal() -> None:
    def side_files() -> dict[str, tuple[int, int]]:
        """Journals beside /dev/null (none, unless something else made one) with their size and time."""
        found = (Path(f"/dev/null{suffix}") for suffix in ("-journal", "-wal", "-shm"))
        return {str(p): (p.stat().st_size, p.stat().st_mtime_ns) for p in found if p.exists()}

    before = side_files()
    result = runner.invoke(app, ["sheet", *NEW, "--db", "/dev/null"])
    assert result.exit_code == 2 and "not a regular file" in result.output, result.output
    for command in COMMANDS:
        result = runner.invoke(app, ["sheet", *command, "--db", "/dev/null"])
        assert result.exit_code == 2 and "not a regular file" in result.output, (command, result.output)
    assert side_files() == before


@pytest.mark.parametrize("kind", ["directory", "fifo", "under-a-file"])
def test_a_path_that_is_not_a_regular_file_is_refused(tmp_path: Path, kind: str) -> None:
    db = tmp_path / "sheet.sqlite"
    if kind == "directory":
        db.mkdir()
    elif kind == "fifo":
        os.mkfifo(db)  # opening it would block: it must not be opened
    else:
        (tmp_path / "file").write_text("x")
        db = tmp_path / "file" / "sheet.sqlite"
    before = sorted(p.name for p in tmp_path.iterdir())
    for command in (NEW, *COMMANDS):
        result = runner.invoke(app, ["sheet", *command, "--db", str(db)])
        assert result.exit_code == 2 and "refused" in result.output, (command, result.output, result.exception)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_home_that_is_a_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.write_text("not a directory")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv("JONGG_SHEET", raising=False)
    result = runner.invoke(app, ["sheet", *NEW])
    assert result.exit_code == 2 and "cannot create" in result.output, (result.output, result.exception)
    result = runner.invoke(app, ["sheet", "show"])
    assert result.exit_code == 2 and "no scoresheet at" in result.output, result.output
    assert home.read_text() == "not a directory"


# -- permissions, for a process that cannot override file modes -----------------------------------------
def unprivileged(*args: str, home: Path | None = None) -> subprocess.CompletedProcess[str]:
    """`jongg sheet ARGS` in a process whose file modes are real: root without CAP_DAC_OVERRIDE and
    CAP_DAC_READ_SEARCH (`setpriv`), or the user itself when not root."""
    prefix: list[str] = []
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: file modes cannot be made real")
        prefix = [setpriv, "--inh-caps=-dac_override,-dac_read_search", "--bounding-set=-dac_override,-dac_read_search"]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    env.pop("JONGG_SHEET", None)
    env.pop("XDG_DATA_HOME", None)
    if home is not None:
        env["HOME"] = str(home)
    command = [*prefix, sys.executable, "-c", "from jongg.cli.app import app; app()", "sheet", *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)


@pytest.fixture
def modes() -> Iterator[list[Path]]:
    """Paths whose modes a test changes; restored afterwards so that the temporary directory can be removed."""
    changed: list[Path] = []
    yield changed
    for path in changed:
        path.chmod(0o755)


def chmod(modes: list[Path], path: Path, mode: int) -> None:
    modes.append(path)
    path.chmod(mode)


def test_the_unprivileged_process_really_meets_file_modes(tmp_path: Path, modes: list[Path]) -> None:
    locked = tmp_path / "locked"
    locked.write_text("x")
    chmod(modes, locked, 0o444)
    probe = unprivileged("show", "--db", str(locked))
    assert probe.returncode == 2
    done = subprocess.run(
        [
            *(["setpriv", "--bounding-set=-dac_override,-dac_read_search"] if os.geteuid() == 0 else []),
            "sh",
            "-c",
            f"echo y >> {locked}",
        ],
        capture_output=True,
    )
    assert done.returncode != 0 and locked.read_text() == "x"


def test_a_read_only_file_is_refused_for_writing(tmp_path: Path, modes: list[Path]) -> None:
    db = make_sheet(tmp_path / "sheet.sqlite")
    chmod(modes, db, 0o444)
    before = file_state(tmp_path)
    for command in (("hand", "--draw"), ("undo",), NEW, ("penalty", "false-mahjong", "--payer", "Ann")):
        done = unprivileged(*command, "--db", str(db))
        assert done.returncode == 2 and "read-only" in done.stderr, (command, done.stderr)
        assert "Traceback" not in done.stderr and file_state(tmp_path) == before, command
    for command in (("show",), ("export",), ("standings",)):
        done = unprivileged(*command, "--db", str(db))
        assert done.returncode in (0, 2) and "Traceback" not in done.stderr, (command, done.stderr)
        assert file_state(tmp_path) == before, command


@pytest.mark.parametrize("mode", [0o555, 0o111, 0o000])
def test_a_directory_without_write_or_read_access_is_refused(tmp_path: Path, modes: list[Path], mode: int) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    db = make_sheet(folder / "sheet.sqlite")
    before = file_state(folder)
    chmod(modes, folder, mode)
    for command in (("hand", "--draw"), NEW, ("undo",)):
        done = unprivileged(*command, "--db", str(db))
        assert done.returncode == 2 and "refused" in done.stderr, (command, done.stderr)
        assert "Traceback" not in done.stderr, done.stderr
    new_file = unprivileged(*NEW, "--db", str(folder / "other.sqlite"))
    assert new_file.returncode == 2 and "Traceback" not in new_file.stderr, new_file.stderr
    folder.chmod(0o755)
    assert file_state(folder) == before


def test_a_home_that_is_not_writable_is_refused(tmp_path: Path, modes: list[Path]) -> None:
    home = tmp_path / "home"
    home.mkdir()
    chmod(modes, home, stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
    done = unprivileged(*NEW, home=home)
    assert done.returncode == 2 and "cannot create" in done.stderr and "Traceback" not in done.stderr, done.stderr
    done = unprivileged("show", home=home)
    assert done.returncode == 2 and "no scoresheet at" in done.stderr, done.stderr
    assert list(home.iterdir()) == []
