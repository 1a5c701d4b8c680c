"""Typed errors: every bad input raises a subclass of `JonggError`, which is a `ValueError`."""

from __future__ import annotations


class JonggError(ValueError):
    """Base of every error jongg raises for bad input."""

    #: The error type as written in the JSON contract (`contract.md`).
    contract_type = "JonggError"


class InvalidNotation(JonggError):
    """A hand or tile string that does not follow `notation.md`.

    `position` is the 0-based character offset of the offending token.
    """

    contract_type = "InvalidNotation"

    def __init__(self, message: str, position: int = 0) -> None:
        super().__init__(f"{message} (at position {position})")
        self.reason = message
        self.position = position


class TooManyCopies(InvalidNotation):
    """More copies of a tile than the set holds (4 of a kind, 1 of a bonus tile, 1 red five per suit)."""


class InvalidMeld(InvalidNotation):
    """A meld that is not a valid chow, pung or kong (e.g. a chow across suits)."""


class WrongTileCount(JonggError):
    """The tiles of a hand do not add up to 13 (losing hand) or 14 (winning hand)."""

    contract_type = "WrongTileCount"


class InvalidRequest(JonggError):
    """A score or settle request with a missing, unknown, mistyped or contradictory field."""

    contract_type = "InvalidRequest"


class UnknownRuleset(JonggError):
    """No rule set has this id."""

    contract_type = "UnknownRuleset"


class InvalidOption(JonggError):
    """An unknown rule-set option or a bad value for one."""

    contract_type = "InvalidOption"


class IllegalAction(JonggError):
    """An action the rules do not allow in the current game state."""

    contract_type = "IllegalAction"
