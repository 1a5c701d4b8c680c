"""A writer for the crash tests: records entries into an existing scoresheet in a loop until it is killed.

Usage: python sigkill_writer.py FILE SEED [--shared] [--stop-at POINT N]. It picks up where the file stands (a new
match when there is none or the last one is over), records random hands and penalties with `expect`, and
sometimes undoes an entry, opening the file afresh every few entries like the CLI does. The file must exist
(the test creates it, so its tables exist before any kill).

With `--stop-at POINT N` it reports on stdout every point it passes inside its write transactions, one line
each: `begin` (after BEGIN IMMEDIATE: it holds the write lock), `insert MATCH SEQ` (an entry inserted, not
committed), `delete MATCH SEQ` (an entry deleted by undo, not committed), `commit` (COMMIT is about to run).
At the N-th time it passes POINT it prints `stop` and waits there to be killed, inside the transaction;
at `commit` it prints `stop` and goes on committing, so that the kill races the COMMIT itself, and waits
once the COMMIT has returned (so the kill lands during that COMMIT or after it, never later).

`python sigkill_writer.py --fork-server` starts writers by forking itself, once it has imported the scoresheet
(a writer started as a new interpreter spends most of its short life importing). It reads one JSON object a
line on stdin: `{"run": ARGS, "stdout": PATH, "stderr": PATH}` forks a writer process that runs with ARGS and
writes its stdout and stderr to PATH (the stdout one a named pipe), and answers its pid; `{"reap": PID}` waits
for that process to end (the caller kills it) and answers its wait status. Each writer is a process of its own
that no other writer shares anything with but the file.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import sys
import time
import traceback
from collections.abc import Iterator
from typing import Any

from jongg.scoresheet import HandEntry, HandNumberConflict, PenaltyRecord, Scoresheet, SheetError, Winner
from jongg.scoresheet.errors import MatchOver, NothingToUndo
from jongg.scoresheet.store import Store, Tx

PLAYERS = ("Ann", "Ben", "Cid", "Dan")
POINTS = ("begin", "insert", "delete", "commit")
PAUSES = ("begin", "insert", "delete")
"""Points where the writer waits to be killed inside its transaction (at `commit` it carries on)."""


class Reporter:
    """Prints each point passed; at the N-th pass of the chosen point prints `stop` (and waits, where it pauses)."""

    def __init__(self, point: str, count: int) -> None:
        self.point, self.left = point, count

    def passed(self, point: str, *detail: object) -> None:
        print(" ".join(map(str, (point, *detail))), flush=True)
        if point != self.point:
            return
        self.left -= 1
        if self.left == 0:
            print("stop", flush=True)
            if point in PAUSES:
                wait_to_be_killed()

    def committed(self) -> None:
        """After the COMMIT that raced the kill: go no further (the kill lands during that COMMIT or here)."""
        if self.point == "commit" and self.left == 0:
            wait_to_be_killed()


def wait_to_be_killed() -> None:
    while True:
        time.sleep(60)


def report_points(reporter: Reporter) -> None:
    """Wrap the store's write transaction and its writes so that they report to `reporter`."""
    write, add_entry, delete_entry = Store.write, Tx.add_entry, Tx.delete_entry

    @contextlib.contextmanager
    def reporting_write(self: Store) -> Iterator[Tx]:
        with write(self) as tx:
            reporter.passed("begin")
            yield tx
            reporter.passed("commit")
        reporter.committed()

    def reporting_add(self: Tx, match_id: int, seq: int, *args: Any) -> None:
        add_entry(self, match_id, seq, *args)
        reporter.passed("insert", match_id, seq)

    def reporting_delete(self: Tx, match_id: int, seq: int) -> None:
        delete_entry(self, match_id, seq)
        reporter.passed("delete", match_id, seq)

    Store.write = reporting_write  # type: ignore[method-assign]
    Tx.add_entry = reporting_add  # type: ignore[method-assign]
    Tx.delete_entry = reporting_delete  # type: ignore[method-assign]


def one_entry(sheet: Scoresheet, rng: random.Random) -> None:
    try:
        view = sheet.match()
    except SheetError:
        view = None
    if view is None or view.finished is not None:
        ruleset = rng.choice(["dmjl-classical", "dmjl-hk-easy", "riichi-hana"])
        options = {"chips": 300} if ruleset == "dmjl-hk-easy" and rng.random() < 0.5 else {}
        sheet.new_match(ruleset, PLAYERS, options)
        return
    roll = rng.random()
    if roll < 0.08 and view.state.entries:
        sheet.undo(match=view.info.id, entry=view.state.entries)
        return
    if roll < 0.16:
        rule = {
            "dmjl-classical": rng.choice(["false-mahjong", "wrong-name-pung"]),
            "dmjl-hk-easy": rng.choice(["false-mahjong", "obstruction"]),
            "riichi-hana": "chombo",
        }[view.info.ruleset]
        claimer = "Dan" if rule == "wrong-name-pung" else None
        # the same penalty twice in a row in one hand is refused with expect (a retry looks just like it)
        with contextlib.suppress(HandNumberConflict):
            sheet.record(PenaltyRecord(rule, ("Ben",), claimer), match=view.info.id, expect=view.state.hand)
        return
    winner = rng.choice(PLAYERS)
    by = rng.choice([None, *(p for p in PLAYERS if p != winner)])
    if rng.random() < 0.15:
        entry = HandEntry()
    elif view.info.ruleset == "dmjl-classical":
        values = {p: rng.randrange(0, 100) for p in PLAYERS}
        ninth = winner == view.state.east and view.state.streak >= 8  # East's ninth win in a row is the limit
        values[winner] = 500 if ninth else rng.randrange(20, 501)
        entry = HandEntry((Winner(winner),), self_draw=by is None, discarder=by, values=values)
    elif view.info.ruleset == "dmjl-hk-easy":
        entry = HandEntry((Winner(winner, fan=rng.randrange(0, 11)),), self_draw=by is None, discarder=by)
    else:
        riichi = tuple(p for p in PLAYERS if view.state.totals[p] >= 1000 and rng.random() < 0.3)
        han = rng.randrange(1, 7)
        entry = HandEntry(
            (Winner(winner, han=han, fu=rng.choice([30, 40])),), self_draw=by is None, discarder=by, riichi=riichi
        )
    sheet.record(entry, match=view.info.id, expect=view.state.hand)


def main(args: list[str]) -> None:
    """`FILE SEED [--shared] [--stop-at POINT N]`: with `--shared` another writer works on the same file at the
    same time, so an entry refused because the other one got there first (`HandNumberConflict`, a match already
    over, an undo of an entry that is no longer the last) is expected and the loop goes on; any other error ends
    the process."""
    path, seed, *flags = args
    shared = "--shared" in flags
    if "--stop-at" in flags:
        at = flags.index("--stop-at")
        report_points(Reporter(flags[at + 1], int(flags[at + 2])))
    rng = random.Random(int(seed))
    while True:
        with Scoresheet(path) as sheet:
            for _ in range(rng.randrange(1, 6)):
                try:
                    one_entry(sheet, rng)
                except (HandNumberConflict, MatchOver, NothingToUndo):
                    if not shared:
                        raise


def fork_server() -> None:
    """`--fork-server` (see the module's text): writers forked from this process, one a request."""
    for line in sys.stdin:
        request = json.loads(line)
        if "reap" in request:
            _, status = os.waitpid(request["reap"], 0)
            print(status, flush=True)
            continue
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # the writer: its own stdout and stderr, no stdin, and it never returns to this loop
            code = 1
            try:
                out = os.open(request["stdout"], os.O_WRONLY)
                err = os.open(request["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
                os.dup2(out, 1)
                os.dup2(err, 2)
                os.close(out)
                os.close(err)
                os.close(0)
                main(request["run"])
            except BaseException:
                traceback.print_exc()
                sys.stderr.flush()
            finally:
                os._exit(code)
        print(pid, flush=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["--fork-server"]:
        fork_server()
    else:
        main(sys.argv[1:])
