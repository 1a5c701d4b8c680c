"""The file: WAL, one transaction per entry, replay and exact undo, no hand twice, and 50 SIGKILLs."""

from __future__ import annotations

import json
import os
import random
import select
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from line_ask import ask
from sheet_helpers import PLAYERS
from sigkill_writer import one_entry

from jongg.scoresheet import (
    HandEntry,
    HandNumberConflict,
    NotASheet,
    NothingToUndo,
    PenaltyRecord,
    Scoresheet,
    Winner,
    rules_for,
)
from jongg.scoresheet.store import Tx

WRITER = Path(__file__).with_name("sigkill_writer.py")


def test_the_file_is_a_wal_sqlite_database_with_an_id(db: Path) -> None:
    Scoresheet(db, create=True).close()
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert con.execute("PRAGMA application_id").fetchone()[0] == 0x4A4F4E47
        assert con.execute("PRAGMA user_version").fetchone()[0] == 1
    con.close()


def test_a_hand_number_holds_one_entry_that_ends_a_hand(db: Path) -> None:
    with Scoresheet(db, create=True) as sheet:
        sheet.new_match("dmjl-hk-easy", PLAYERS)
        sheet.record(HandEntry())
    with sqlite3.connect(db) as con:
        row = con.execute("SELECT match_id, hand, kind, data, result, created FROM entries").fetchone()
        with pytest.raises(sqlite3.IntegrityError):
            con.execute("INSERT INTO entries VALUES (?, 2, ?, ?, 1, ?, ?, ?)", row)
        mid, hand, _, data, result, created = row
        con.execute(
            "INSERT INTO entries VALUES (?, 2, ?, 'penalty', 0, ?, ?, ?)", (mid, hand, data, result, created)
        )  # a penalty during the same hand is fine
        con.rollback()
    con.close()


def test_two_sheets_on_one_file_cannot_record_a_hand_twice(db: Path) -> None:
    with Scoresheet(db, create=True) as first, Scoresheet(db) as second:
        first.new_match("dmjl-classical", PLAYERS)
        first.record(HandEntry(), expect=1)
        with pytest.raises(HandNumberConflict, match="hand 1 is already recorded"):
            second.record(HandEntry(), expect=1)
        second.record(HandEntry(), expect=2)
        assert first.match().state.hand == 3


def test_a_damaged_entry_is_reported_not_guessed(db: Path) -> None:
    with Scoresheet(db, create=True) as sheet:
        sheet.new_match("dmjl-classical", PLAYERS)
        sheet.record(HandEntry())
    with sqlite3.connect(db) as con:
        con.execute('UPDATE entries SET data = \'{"kind": "hand", "winners": 3}\'')
    con.close()
    with Scoresheet(db) as sheet, pytest.raises(NotASheet, match="entry 1 is damaged"):
        sheet.match()
    with sqlite3.connect(db) as con:
        con.execute('UPDATE entries SET data = \'{"kind": "hand", "winners": [{"name": "Eve"}]}\'')
    con.close()
    with Scoresheet(db) as sheet, pytest.raises(NotASheet, match="entry 1 cannot be replayed"):
        sheet.match()


def test_undo_with_nothing_to_undo(db: Path) -> None:
    with Scoresheet(db, create=True) as sheet:
        sheet.new_match("dmjl-classical", PLAYERS)
        with pytest.raises(NothingToUndo, match="the match has no entries"):
            sheet.undo(entry=1)
        with pytest.raises(NothingToUndo, match="match 1 has no entries; nothing removed"):
            sheet.undo()
        assert sheet.undo(any_match=True).outcome is None
        assert sheet.matches() == []


def random_entry(rng: random.Random, ruleset: str, hand: int) -> HandEntry | PenaltyRecord:
    winner = rng.choice(PLAYERS)
    by = rng.choice([None, *(p for p in PLAYERS if p != winner)])
    roll = rng.random()
    if roll < 0.1:
        return PenaltyRecord("false-mahjong", (rng.choice(PLAYERS),))
    if roll < 0.2:
        return HandEntry()
    if ruleset == "dmjl-classical":
        values = {p: rng.randrange(0, 80) for p in PLAYERS} | {winner: rng.randrange(20, 501)}
        return HandEntry((Winner(winner),), self_draw=by is None, discarder=by, values=values)
    return HandEntry((Winner(winner, fan=rng.randrange(0, 12)),), self_draw=by is None, discarder=by)


@pytest.mark.parametrize(("ruleset", "seed"), [("dmjl-classical", 1), ("dmjl-hk-easy", 2), ("dmjl-classical", 3)])
def test_undo_is_exact(db: Path, ruleset: str, seed: int) -> None:
    """After any number of undos the match is exactly what it was before those entries."""
    rng = random.Random(seed)
    with Scoresheet(db, create=True) as sheet:
        sheet.new_match(ruleset, PLAYERS, {"seat_exchange" if ruleset == "dmjl-classical" else "seat_rotation": True})
        snapshots = [sheet.match().to_json()]
        while sheet.match().finished is None:
            sheet.record(random_entry(rng, ruleset, sheet.match().state.hand))
            snapshots.append(sheet.match().to_json())
        assert len(snapshots) > 17
        while len(snapshots) > 1:
            snapshots.pop()
            undone = sheet.undo()
            assert undone.view is not None and undone.view.to_json() == snapshots[-1]
            assert sheet.match().to_json() == snapshots[-1]


def test_a_kept_match_is_what_a_fresh_replay_gives(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A sheet keeps each match between its calls instead of replaying it: over random hands, penalties and undos
    in the three rule sets, after each entry the match it shows without replaying equals the one a sheet opening
    the file afresh replays, state and every outcome."""
    Scoresheet(db, create=True).close()
    rng = random.Random(7)
    replayed = []
    entries = Tx.entries
    monkeypatch.setattr(Tx, "entries", lambda tx, match_id: replayed.append(match_id) or entries(tx, match_id))
    rulesets = set()
    with Scoresheet(db) as sheet:
        for _ in range(150):
            one_entry(sheet, rng)
            replayed.clear()
            kept = sheet.match()
            assert replayed == []
            with Scoresheet(db) as fresh:
                again = fresh.match()
            assert replayed == [again.info.id]
            assert kept.state == again.state
            assert kept.to_json() == again.to_json()
            assert kept.changed == again.changed == ()
            rulesets.add(kept.info.ruleset)
    assert rulesets == {"dmjl-classical", "dmjl-hk-easy", "riichi-hana"}


def test_a_kept_match_gives_way_to_another_connections_write(db: Path) -> None:
    """Another sheet undoes an entry and records a different one in its place (the match has as many entries as
    before): the first sheet replays the match again and goes on from there."""
    with Scoresheet(db, create=True) as first, Scoresheet(db) as second:
        first.new_match("dmjl-classical", PLAYERS)
        first.record(HandEntry(), expect=1)
        assert first.match().state.totals == dict.fromkeys(PLAYERS, 2000)
        second.undo()
        win = HandEntry((Winner("Dan"),), self_draw=True, values={"Ann": 2, "Ben": 46, "Cid": 12, "Dan": 192})
        second.record(win, expect=1)
        assert first.match().to_json() == second.match().to_json()
        first.record(HandEntry(), expect=2)
        assert second.match().to_json() == first.match().to_json()
        assert [o.kind for o in first.match().outcomes] == ["hand", "hand"]
        assert first.match().state.totals != dict.fromkeys(PLAYERS, 2000)


def committed_totals(db: Path) -> dict[int, dict[str, int]]:
    """Per match: the starting score plus the sum of every committed entry's net, read from the raw rows."""
    con = sqlite3.connect(db)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        out = {}
        for mid, ruleset, options, players in con.execute("SELECT id, ruleset, options, players FROM matches"):
            start = rules_for(ruleset, json.loads(options)).start_score()
            totals = dict.fromkeys(json.loads(players), start)
            seqs = []
            for seq, result in con.execute("SELECT seq, result FROM entries WHERE match_id = ? ORDER BY seq", (mid,)):
                seqs.append(seq)
                for name, amount in json.loads(result)["net"].items():
                    totals[name] += amount
            assert seqs == list(range(1, len(seqs) + 1))
            out[mid] = totals
        return out
    finally:
        con.close()


KILL_POINTS = ("begin", "insert", "insert", "delete", "commit")
"""Where the crash test kills the writer: holding the write lock, after an insert or an undo's delete (both not
yet committed), or racing the COMMIT itself."""


def writer_lines(writer: Writer, timeout: float = 60.0) -> list[str]:
    """The lines the writer reports, up to the one that says `stop` (it then waits there, or commits)."""
    data, deadline = b"", time.monotonic() + timeout
    while "stop" not in data.decode().splitlines():
        ready, _, _ = select.select([writer.stdout], [], [], max(0.0, deadline - time.monotonic()))
        assert ready, f"the writer reported no stop in {timeout} s"
        chunk = os.read(writer.stdout, 1 << 16)
        assert chunk, writer.stderr.read_text() or "the writer ended"
        data += chunk
    lines = data.decode().splitlines()
    return lines[: lines.index("stop") + 1]


class Writer:
    """A writer process (`sigkill_writer.py`) forked by a `Writers` server: its pid, its stdout (a named pipe, read
    here) and the file its stderr goes to."""

    def __init__(self, pid: int, stdout: int, stderr: Path) -> None:
        self.pid, self.stdout, self.stderr = pid, stdout, stderr


class Writers:
    """Starts writer processes (`sigkill_writer.py`) by asking a process that has imported the scoresheet once to
    fork them (`--fork-server`): a writer started as a new interpreter spent most of its life importing. Each
    writer is still a process of its own, killed for real."""

    def __init__(self, directory: Path) -> None:
        self.directory, self.started = directory, 0
        self.server = subprocess.Popen(
            [sys.executable, str(WRITER), "--fork-server"],
            env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def ask(self, request: dict[str, object]) -> int:
        return int(ask(self.server, request))

    def start(self, *args: str) -> Writer:
        """A writer running `sigkill_writer.py ARGS`."""
        self.started += 1
        stdout, stderr = self.directory / f"writer-{self.started}.out", self.directory / f"writer-{self.started}.err"
        os.mkfifo(stdout)
        pid = self.ask({"run": list(args), "stdout": str(stdout), "stderr": str(stderr)})
        return Writer(pid, os.open(stdout, os.O_RDONLY), stderr)  # the writer opens its end first thing

    def kill(self, writer: Writer) -> None:
        """SIGKILL, and back once the process has ended (the server reaps it)."""
        os.kill(writer.pid, signal.SIGKILL)
        status = self.ask({"reap": writer.pid})
        os.close(writer.stdout)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, writer.stderr.read_text()

    def close(self) -> None:
        if self.server.stdin is not None:
            self.server.stdin.close()
        if self.server.wait(timeout=30) != 0:
            self.server.kill()
        if self.server.stdout is not None:
            self.server.stdout.close()


class Committed:
    """The entries the writers' reports say are committed: an insert or delete followed by `commit` and then
    the next `begin` (so the COMMIT returned). What the killed transaction did is settled by `killed`."""

    def __init__(self) -> None:
        self.keys: set[tuple[int, int]] = set()

    def follow(self, lines: list[str]) -> tuple[str, tuple[int, int]] | None:
        """Apply the committed writes in `lines`; return the write of the transaction that was killed."""
        pending: tuple[str, tuple[int, int]] | None = None
        committing = False
        for line in lines:
            point, *detail = line.split()
            if point == "begin":
                if pending is not None and committing:
                    self.apply(pending)
                pending, committing = None, False
            elif point in ("insert", "delete"):
                pending = point, (int(detail[0]), int(detail[1]))
            elif point == "commit":
                committing = True
        return pending

    def apply(self, write: tuple[str, tuple[int, int]]) -> None:
        point, key = write
        if point == "insert":
            self.keys.add(key)
        else:
            self.keys.discard(key)


def stored_keys(db: Path) -> set[tuple[int, int]]:
    con = sqlite3.connect(db)
    try:
        return set(con.execute("SELECT match_id, seq FROM entries"))
    finally:
        con.close()


def test_fifty_sigkills_leave_a_consistent_file(tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """A real writer process is killed 50 times inside its write transactions, at points it reports: holding the
    write lock, after an insert or a delete not yet committed, or racing the COMMIT. Every time the file passes
    the integrity check, replays, its totals equal the sum of the committed entries, every committed entry is
    there and the killed transaction left nothing (or, killed during COMMIT, all of it)."""
    db = tmp_path / "crash.sqlite"
    Scoresheet(db, create=True).close()
    rng = random.Random(20240611)
    committed = Committed()
    entries_seen = 0
    writers = Writers(tmp_path)
    request.addfinalizer(writers.close)
    for kill in range(50):
        point = rng.choice(KILL_POINTS)
        count = rng.randint(1, 2) if point == "delete" else rng.randint(1, 30)
        writer = writers.start(str(db), str(kill), "--stop-at", point, str(count))
        try:
            lines = writer_lines(writer)
        finally:
            writers.kill(writer)
        killed = committed.follow(lines)
        stored = stored_keys(db)
        if point == "commit" and killed is not None and stored != committed.keys:
            committed.apply(killed)  # the kill came after the COMMIT reached the disk
        assert stored == committed.keys, f"kill {kill} at {point} {count}: {lines[-3:]}"
        expected = committed_totals(db)
        with Scoresheet(db) as sheet:
            for info in sheet.matches():
                view = sheet.match(info.id)
                assert view.state.totals == expected[info.id], f"kill {kill}, match {info.id}"
                assert view.changed == ()
                entries_seen += view.state.entries
    assert entries_seen > 100


def stored_entries(db: Path) -> int:
    con = sqlite3.connect(db, timeout=30)
    try:
        count: int = con.execute("SELECT count(*) FROM entries").fetchone()[0]
        return count
    finally:
        con.close()


def test_two_writer_processes_at_once_keep_the_file_consistent(tmp_path: Path) -> None:
    """Two real processes write to one file at the same time (two devices at one table); they are then killed.
    The file passes the integrity check and replays to the totals of its committed entries, and both made
    progress (SQLite's write lock plus `expect` serialise them)."""
    db = tmp_path / "shared.sqlite"
    with Scoresheet(db, create=True) as sheet:
        sheet.new_match("dmjl-classical", PLAYERS)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    writers = [
        subprocess.Popen(
            [sys.executable, str(WRITER), str(db), str(seed), "--shared"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        for seed in (101, 202)
    ]
    try:
        # Three seconds side by side, and on a busy machine on until they have written enough (at most a minute).
        started = time.monotonic()
        while time.monotonic() - started < 3.0 or stored_entries(db) < 30:
            for writer in writers:
                assert writer.poll() is None, writer.stderr.read().decode() if writer.stderr else ""
            assert time.monotonic() - started < 60, f"the writers stored {stored_entries(db)} entries in a minute"
            time.sleep(0.2)
    finally:
        for writer in writers:
            writer.kill()
            writer.wait()
            if writer.stderr is not None:
                writer.stderr.close()
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    con.close()
    expected = committed_totals(db)
    entries = 0
    with Scoresheet(db) as sheet:
        for info in sheet.matches():
            view = sheet.match(info.id)
            assert view.state.totals == expected[info.id]
            entries += view.state.entries
    assert entries > 20
