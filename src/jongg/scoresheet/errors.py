"""Typed errors of the scoresheet: every refused entry raises a `JonggError` subclass naming the bad input.

Entries the rules layer refuses raise the rules layer's own errors (`InvalidNotation`, `InvalidRequest`,
`InvalidOption`, `WrongTileCount`, `UnknownRuleset`); these are the scoresheet's additions.
"""

from __future__ import annotations

from jongg.errors import JonggError


class SheetError(JonggError):
    """Base of the scoresheet's own errors."""

    contract_type = "SheetError"


class InvalidEntry(SheetError):
    """An entry that does not fit the match: a missing or superfluous field, a wrong combination."""

    contract_type = "InvalidEntry"


class UnknownPlayer(SheetError):
    """A name that is not (or not unambiguously) one of the match's players."""

    contract_type = "UnknownPlayer"


class HandNumberConflict(SheetError):
    """`--expect N` does not match: hand N exists already, or another hand is next."""

    contract_type = "HandNumberConflict"


class MatchOver(SheetError):
    """The match has ended; no further entries."""

    contract_type = "MatchOver"


class NoMatch(SheetError):
    """The file has no match (or not the one asked for)."""

    contract_type = "NoMatch"


class NothingToUndo(SheetError):
    """`undo` with nothing to remove, or `--entry N` that is not the last entry."""

    contract_type = "NothingToUndo"


class NotASheet(SheetError):
    """The file is not a jongg scoresheet (or cannot be opened as one)."""

    contract_type = "NotASheet"


class UnsupportedRuleset(SheetError):
    """A registered rule set the scoresheet has no match logic for yet."""

    contract_type = "UnsupportedRuleset"
