"""Typed errors: every bad input raises a subclass of `JonggError`, which is a `ValueError`."""

from __future__ import annotations

import reprlib
from typing import Final

EXCERPT_CHARS: Final = 40
"""An error message quotes at most this many characters of a bad input (then `…`)."""


def excerpt(value: object) -> str:
    """A short, safe quotation of a bad input for an error message.

    A string: the repr of its first `EXCERPT_CHARS` characters (a lone surrogate comes out escaped), `…` if
    cut. An integer too long to quote: its digit count (Python refuses to print one of more than 4,300 digits).
    Anything else: a repr that stops a few levels deep, cut to `EXCERPT_CHARS` characters.
    """
    if isinstance(value, str):
        return repr(value[:EXCERPT_CHARS]) + ("…" if len(value) > EXCERPT_CHARS else "")
    if isinstance(value, int) and not isinstance(value, bool):
        return _int_text(value)
    text = _SHORT_REPR.repr(value)
    return text[:EXCERPT_CHARS] + "…" if len(text) > EXCERPT_CHARS else text


def _int_text(value: int) -> str:
    size = abs(value)
    if size < 10**EXCERPT_CHARS:
        return str(value)
    digits = int((size.bit_length() - 1) * 0.30102999566398)  # log10(2): a lower bound of the digit count - 1
    while size >= 10**digits:
        digits += 1
    return f"a number of {digits} digits"


class _ShortRepr(reprlib.Repr):
    """`reprlib` with a small depth and integers quoted by `_int_text`."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxstring = self.maxother = EXCERPT_CHARS

    def repr_int(self, x: int, level: int) -> str:
        return _int_text(x)

    def repr_str(self, x: str, level: int) -> str:
        return excerpt(x)


_SHORT_REPR: Final = _ShortRepr()


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


class InvalidRecord(JonggError):
    """A game record that cannot be read or does not have the shape of one (`jongg.engine.events`): not a
    regular file, too large, not UTF-8 or JSON, nested too deeply, a number out of range, an unknown event type,
    a missing, unknown or mistyped field.

    `line` is the 1-based line of the text where reading failed, `event` the 0-based index of the event whose
    check failed, `field` the field named (`placings[2].player`); each None where it does not apply.
    """

    contract_type = "InvalidRecord"

    def __init__(
        self, message: str, *, line: int | None = None, event: int | None = None, field: str | None = None
    ) -> None:
        super().__init__(message)
        self.line = line
        self.event = event
        self.field = field
