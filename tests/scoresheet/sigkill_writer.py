"""A writer for the crash test: records entries into a scoresheet in a loop until it is killed.

Usage: python sigkill_writer.py FILE SEED [--shared]. It picks up where the file stands (a new match when there is none
or the last one is over), records random hands and penalties with `expect`, and sometimes undoes an entry,
opening the file afresh every few entries like the CLI does.
"""

from __future__ import annotations

import contextlib
import random
import sys

from jongg.scoresheet import HandEntry, HandNumberConflict, PenaltyRecord, Scoresheet, SheetError, Winner
from jongg.scoresheet.errors import MatchOver, NothingToUndo

PLAYERS = ("Ann", "Ben", "Cid", "Dan")


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
        rule = {"dmjl-classical": rng.choice(["false-mahjong", "wrong-name-pung"]),
                "dmjl-hk-easy": rng.choice(["false-mahjong", "obstruction"]),
                "riichi-hana": "chombo"}[view.info.ruleset]
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
        values[winner] = rng.randrange(20, 501)
        entry = HandEntry((Winner(winner),), self_draw=by is None, discarder=by, values=values)
    elif view.info.ruleset == "dmjl-hk-easy":
        entry = HandEntry((Winner(winner, fan=rng.randrange(0, 11)),), self_draw=by is None, discarder=by)
    else:
        riichi = tuple(p for p in PLAYERS if view.state.totals[p] >= 1000 and rng.random() < 0.3)
        han = rng.randrange(1, 7)
        entry = HandEntry((Winner(winner, han=han, fu=rng.choice([30, 40])),), self_draw=by is None, discarder=by,
                          riichi=riichi)
    sheet.record(entry, match=view.info.id, expect=view.state.hand)


def main() -> None:
    """`FILE SEED [--shared]`: with `--shared` another writer works on the same file at the same time, so an
    entry refused because the other one got there first (`HandNumberConflict`, a match already over, an undo
    of an entry that is no longer the last) is expected and the loop goes on; any other error ends the process."""
    path, seed = sys.argv[1], int(sys.argv[2])
    shared = "--shared" in sys.argv[3:]
    rng = random.Random(seed)
    while True:
        with Scoresheet(path, create=True) as sheet:
            for _ in range(rng.randrange(1, 6)):
                try:
                    one_entry(sheet, rng)
                except (HandNumberConflict, MatchOver, NothingToUndo):
                    if not shared:
                        raise


if __name__ == "__main__":
    main()
