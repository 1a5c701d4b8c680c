"""The game engine (`engine.md`): a table that plays hands and matches of a rule set, driven by actions.

>>> from jongg.engine import Table
>>> table = Table("dmjl-hk-easy", seed=7)
>>> while not table.done:
...     table.step({seat: view.legal_actions[0] for seat, view in table.pending().items()})
>>> table.record()[-1]["type"]
'match_end'
"""

from __future__ import annotations

from jongg.engine.actions import (
    ACTION_TYPES,
    PASS,
    Action,
    AddedKong,
    Bonus,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    NineTerminals,
    OriginalCall,
    Pass,
    Pung,
    Riichi,
    TimeUp,
    action_from_json,
)
from jongg.engine.record import replay, verify
from jongg.engine.table import Table
from jongg.engine.view import SeatView
from jongg.errors import IllegalAction

__all__ = [
    "ACTION_TYPES",
    "PASS",
    "Action",
    "AddedKong",
    "Bonus",
    "Chow",
    "ConcealedKong",
    "Discard",
    "IllegalAction",
    "Kong",
    "MahJongg",
    "NineTerminals",
    "OriginalCall",
    "Pass",
    "Pung",
    "Riichi",
    "SeatView",
    "Table",
    "TimeUp",
    "action_from_json",
    "replay",
    "verify",
]
