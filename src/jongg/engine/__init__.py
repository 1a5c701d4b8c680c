"""The game engine (`engine.md`): a table that plays hands and matches of a rule set, driven by actions.

>>> from jongg.engine import Table
>>> table = Table("dmjl-hk-easy", seed=7)
>>> while not table.done:
...     table.step({seat: view.legal_actions[0] for seat, view in table.pending().items()})
>>> table.record()[-1]["type"]
'match_end'

Where a rule lives, for a newcomer:

- The flow of play of a rule set (how the wall is broken, what a claim window allows, where replacements come
  from, riichi, dora, the end of a match) is data and small hooks of its `Flow`, in `rules/<set>/flow.py`
  (the fields and defaults in `rules/flow.py`). The engine never asks which rule set it plays: a new rule of
  play is a `Flow` field or hook first, read where the engine decides.
- What a seat may do now: `legal.py` (the legal actions, from the state and the flow); the actions themselves
  are `actions.py`.
- What the table does next (draws, windows, claims carried out, the end of a hand): `table.py`, which makes each
  happening a typed event and `_emit`s it. The hand's settlement and its `hand_end` event: `ending.py` (scoring
  and payments are the rule set's own, `rules/<set>/scoring.py`, `settle.py`).
- The events: `event_types.py`, one frozen dataclass per type with its JSON form and its checks
  (`parse_event`, the one door a record comes in by). What an event does to the state: `reducer.py`, one
  handler per type, the only code that changes a `TableState` (`state.py`). Who sees it: `view.py`.
- Records: `record.py` (`replay`, `verify`); reading record files safely: `events.py`.

Adding an event type: its class in `event_types.py`, its handler in `reducer.HANDLERS`, its visibility in
`view.VISIBILITY` (tests check that the three name the same types and that the golden records keep their
bytes). A rule set adds one of its own without touching the engine: an `EventType` in its `Flow.events`
(handler, visibility, fields by kind), emitted from its hooks.
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
    Expose,
    Kong,
    MahJongg,
    NamedDiscard,
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
    "Expose",
    "IllegalAction",
    "Kong",
    "MahJongg",
    "NamedDiscard",
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
