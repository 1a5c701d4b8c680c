"""jongg: a Mah-Jongg rules engine for the DMJL rule sets and Riichi with flowers.

>>> hand = parse_hand("1112345678999m +5m")
>>> str(hand)
'1112345678999m +5m'

The names below are imported on first use (`import jongg` stays quick; a command that scores a hand pays for
the rule sets only then).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from jongg.analysis import Forms, decompositions, is_complete, shanten, waits
    from jongg.errors import (
        IllegalAction,
        InvalidMeld,
        InvalidNotation,
        InvalidOption,
        InvalidRequest,
        JonggError,
        TooManyCopies,
        UnknownRuleset,
        WrongTileCount,
    )
    from jongg.hand import Hand, Meld, MeldKind
    from jongg.notation import format_hand, parse_hand, parse_tiles
    from jongg.rules import RULESETS, Ruleset, find_ruleset
    from jongg.scoring import score, settle
    from jongg.tiles import Tile

__version__ = "0.1.0"

_HOMES = {
    "jongg.analysis": ("Forms", "decompositions", "is_complete", "shanten", "waits"),
    "jongg.errors": (
        "IllegalAction",
        "InvalidMeld",
        "InvalidNotation",
        "InvalidOption",
        "InvalidRequest",
        "JonggError",
        "TooManyCopies",
        "UnknownRuleset",
        "WrongTileCount",
    ),
    "jongg.hand": ("Hand", "Meld", "MeldKind"),
    "jongg.notation": ("format_hand", "parse_hand", "parse_tiles"),
    "jongg.rules": ("RULESETS", "Ruleset", "find_ruleset"),
    "jongg.scoring": ("score", "settle"),
    "jongg.tiles": ("Tile",),
}
_HOME = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module 'jongg' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOME])


__all__ = [
    "RULESETS",
    "Forms",
    "Hand",
    "IllegalAction",
    "InvalidMeld",
    "InvalidNotation",
    "InvalidOption",
    "InvalidRequest",
    "JonggError",
    "Meld",
    "MeldKind",
    "Ruleset",
    "Tile",
    "TooManyCopies",
    "UnknownRuleset",
    "WrongTileCount",
    "decompositions",
    "find_ruleset",
    "format_hand",
    "is_complete",
    "parse_hand",
    "parse_tiles",
    "score",
    "settle",
    "shanten",
    "waits",
]
