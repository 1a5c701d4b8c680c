"""jongg: a Mah-Jongg rules engine for the DMJL rule sets and Riichi with flowers.

>>> hand = parse_hand("1112345678999m +5m")
>>> str(hand)
'1112345678999m +5m'
"""

from __future__ import annotations

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
