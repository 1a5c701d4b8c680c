"""Typed errors: every bad input raises a subclass of `JonggError`, which is a `ValueError`.

An error carries an id and the values of its message (`JonggError("engine.seat_not_asked_now", seat=2)`), not
the message itself: `jongg.error_texts` holds each id's English and German text, read when the first message is
shown (importing this module stays cheap). The English one is `str(error)` and what the JSON contract carries;
the command line shows `error.text("de")` under `--lang de`."""

from __future__ import annotations

import reprlib
from collections.abc import Mapping
from typing import Any, Final

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
    return Phrase("errors.number_of_digits", digits=digits)  # a str: its English, its German when shown so


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


def render(code: str, lang: str, params: Mapping[str, object]) -> str:
    """The text `code` of the catalog (`jongg.error_texts`, read on the first message shown) in `lang`: German
    for "de", else English; filled with `params`, each a value as `format` writes it, a `Phrase` or a nested
    `JonggError` rendered in the same language. A value is never read as a template (`{x}` in one stays)."""
    from jongg.error_texts import ERRORS

    english, german = ERRORS[code]
    return (german if lang == "de" else english).format_map(shown(params, lang))


def shown(params: Mapping[str, object], lang: str) -> dict[str, object]:
    """`params` with each `Phrase` and `JonggError` among them put into words in `lang`."""
    return {
        name: value.text(lang) if isinstance(value, Phrase | JonggError) else value for name, value in params.items()
    }


class Phrase(str):
    """A text of the catalog that is no error's message: a part of one that is itself translated (a reason,
    "winning" or "losing", a bot "exited with code {code}"), a problem `jongg verify` finds, an mjai replay's
    note. It is its English text (a `str`: compared, joined and written to JSON as before) and keeps its id and
    values, so `text(lang)` and a message that carries it put it into words in another language."""

    code: str
    params: dict[str, object]

    def __new__(cls, code: str, /, **params: object) -> Phrase:
        made = super().__new__(cls, render(code, "en", params))
        made.code = code
        made.params = params
        return made

    def text(self, lang: str = "en") -> str:
        """The phrase in `lang`."""
        return render(self.code, lang, self.params) if lang == "de" else str(self)

    def __reduce__(self) -> tuple[Any, ...]:  # rebuilt from its id and values, not from its English text
        return (phrase_of, (self.code, self.params))


def phrase_of(code: str, params: dict[str, object]) -> Phrase:
    """`Phrase(code, **params)` (what a pickled phrase is rebuilt with)."""
    return Phrase(code, **params)


class JonggError(ValueError):
    """Base of every error jongg raises for bad input: an id of the catalog (`code`, `jongg.error_texts`) and the
    values its text names (`params`). `str()` is the English message; `text(lang)` the message in `lang`."""

    #: The error type as written in the JSON contract (`contract.md`).
    contract_type = "JonggError"

    def __init__(self, code: str, /, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def text(self, lang: str = "en") -> str:
        """The whole message in `lang` (a subclass adds where the input went wrong)."""
        return render(self.code, lang, self.params)

    def __str__(self) -> str:
        return self.text()


class InvalidNotation(JonggError):
    """A hand or tile string that does not follow `notation.md`.

    `position` is the 0-based character offset of the offending token; `reason` the English message without it.
    """

    contract_type = "InvalidNotation"

    def __init__(self, code: str, /, position: int = 0, **params: object) -> None:
        super().__init__(code, **params)
        self.position = position

    @property
    def reason(self) -> str:
        return render(self.code, "en", self.params)

    def text(self, lang: str = "en") -> str:
        return render(
            "errors.at_position", lang, {"reason": Phrase(self.code, **self.params), "position": self.position}
        )


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
        self,
        code: str,
        /,
        *,
        line: int | None = None,
        event: int | None = None,
        field: str | None = None,
        **params: object,
    ) -> None:
        super().__init__(code, **params)
        self.line = line
        self.event = event
        self.field = field
