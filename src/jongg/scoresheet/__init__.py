"""The manual scoresheet: score, settle and track matches played on a real table.

>>> import tempfile, os
>>> from jongg.scoresheet import Scoresheet, HandEntry, Winner
>>> path = os.path.join(tempfile.mkdtemp(), "club.sqlite")
>>> with Scoresheet(path, create=True) as sheet:
...     _ = sheet.new_match("dmjl-classical", ["Ann", "Ben", "Cid", "Dan"])
...     done = sheet.record(HandEntry((Winner("Dan"),), discarder="Ann",
...                                   values={"Ann": 2, "Ben": 46, "Cid": 12, "Dan": 192}), expect=1)
>>> done.view.state.totals
{'Ann': 1508, 'Ben': 1930, 'Cid': 1794, 'Dan': 2768}
"""

from __future__ import annotations

from jongg.scoresheet.adapters import rules_for
from jongg.scoresheet.entries import Dangerous, Entry, HandEntry, PenaltyRecord, Stop, TimeUp, Winner
from jongg.scoresheet.errors import (
    HandNumberConflict,
    InvalidEntry,
    MatchOver,
    NoMatch,
    NotASheet,
    NothingToUndo,
    SheetError,
    UnknownPlayer,
    UnsupportedRuleset,
)
from jongg.scoresheet.match import MatchRules, MatchState, Outcome, Payment, Placing, Summary
from jongg.scoresheet.sheet import MatchView, Recorded, Scoresheet, Standing, Undone
from jongg.scoresheet.store import MatchInfo, default_path

__all__ = [
    "Dangerous",
    "Entry",
    "HandEntry",
    "HandNumberConflict",
    "InvalidEntry",
    "MatchInfo",
    "MatchOver",
    "MatchRules",
    "MatchState",
    "MatchView",
    "NoMatch",
    "NotASheet",
    "NothingToUndo",
    "Outcome",
    "Payment",
    "PenaltyRecord",
    "Placing",
    "Recorded",
    "Scoresheet",
    "SheetError",
    "Standing",
    "Stop",
    "Summary",
    "TimeUp",
    "Undone",
    "UnknownPlayer",
    "UnsupportedRuleset",
    "Winner",
    "default_path",
    "rules_for",
]
