"""The messages a client sends over its websocket, read and checked before anything acts on them.

Every message is one JSON object with a `type` (`docs/protocol.md`). Anything else — text that is not JSON,
nesting too deep, a number out of range, an unknown type, a field missing, of the wrong type or unknown — is a
`BadMessage` with its reason; the server answers it with an `error` message and changes nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final

from jongg.engine.actions import Action, action_from_json
from jongg.errors import JonggError, excerpt

MAX_MESSAGE: Final = 4096
"""The longest message a client may send (an action is some 100 bytes)."""
MAX_SEQ: Final = 10**9
MAX_BRACKETS: Final = 16
"""The most arrays and objects in one message (an act message has three): the parser never nests deep."""


class BadMessage(JonggError):
    """A client's message that is not one of the protocol's."""

    contract_type = "BadMessage"


@dataclass(frozen=True, slots=True)
class Hello:
    """The first message: the link's token (None: watch as a spectator) and the last event seq the client
    holds (-1: none)."""

    token: str | None
    after: int
    views: bool = False
    """Send the client its whole view after every change (a page that draws the table; a program may follow
    the events instead)."""
    results: bool = False
    """The client shows each hand's result (`report` frames, in English and German) and says `next` once read:
    the next hand waits for it, up to a limit."""


@dataclass(frozen=True, slots=True)
class Act:
    """An answer to the decision `decision` (the id the server sent with it)."""

    decision: int
    action: Action


@dataclass(frozen=True, slots=True)
class Start:
    """The host starts the match: every free person's seat is played by a standard bot."""


@dataclass(frozen=True, slots=True)
class Pause:
    """The host pauses the table: no deadline runs, no bot moves, nobody acts."""


@dataclass(frozen=True, slots=True)
class Resume:
    """The host resumes a paused table: every asked seat has its full time again."""


@dataclass(frozen=True, slots=True)
class End:
    """The host ends the table."""


@dataclass(frozen=True, slots=True)
class Hints:
    """A player asks for the hint of his seat now (where the table allows hints)."""


@dataclass(frozen=True, slots=True)
class Next:
    """A player has read the last hand's result: as far as he is concerned, the next hand may begin."""


@dataclass(frozen=True, slots=True)
class Ping:
    pass


Message = Hello | Act | Start | Pause | Resume | End | Hints | Next | Ping
FIELDS: Final[dict[str, frozenset[str]]] = {
    "hello": frozenset({"token", "after", "views", "results"}),
    "act": frozenset({"decision", "action"}),
    "start": frozenset(),
    "pause": frozenset(),
    "resume": frozenset(),
    "end": frozenset(),
    "hints": frozenset(),
    "next": frozenset(),
    "ping": frozenset(),
}


def parse_message(text: object) -> Message:
    """The message a client sent (`BadMessage` for anything else)."""
    if not isinstance(text, str):
        raise BadMessage("server.messages_json_text")
    if len(text) > MAX_MESSAGE:
        raise BadMessage("server.message_too_long", limit=MAX_MESSAGE)
    if text.count("[") + text.count("{") > MAX_BRACKETS:
        raise BadMessage("server.message_too_nested", limit=MAX_BRACKETS)
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except ValueError as exc:  # json.JSONDecodeError, and the constants refused below
        raise BadMessage("server.message_not_json", reason=excerpt(str(exc))) from None
    if not isinstance(value, dict):
        raise BadMessage("server.message_object")
    kind = value.get("type")
    fields = FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise BadMessage("server.unknown_message_type", kind=excerpt(kind), types=", ".join(FIELDS))
    extra = set(value) - fields - {"type"}
    if extra:
        raise BadMessage("server.message_no_field", kind=kind, field_name=excerpt(sorted(extra)[0]))
    if kind == "hello":
        token = value.get("token")
        if token is not None and not isinstance(token, str):
            raise BadMessage("server.token_type")
        views, results = value.get("views", False), value.get("results", False)
        if type(views) is not bool:
            raise BadMessage("server.views_type")
        if type(results) is not bool:
            raise BadMessage("server.results_type")
        return Hello(token, _seq(value.get("after", -1), "after"), views, results)
    if kind == "act":
        if "decision" not in value or "action" not in value:
            raise BadMessage("server.act_fields")
        try:
            action = action_from_json(value["action"])
        except JonggError as exc:
            raise BadMessage("errors.nested", error=exc) from None
        return Act(_seq(value["decision"], "decision"), action)
    simple: dict[str, Message] = {
        "start": Start(),
        "pause": Pause(),
        "resume": Resume(),
        "end": End(),
        "hints": Hints(),
        "next": Next(),
    }
    return simple.get(str(kind), Ping())


def error_frame(exc: JonggError) -> dict[str, Any]:
    """The `error` frame that refuses a message: the error's type and its message."""
    return {"type": "error", "error": getattr(exc, "contract_type", type(exc).__name__), "message": str(exc)}


def _seq(value: Any, name: str) -> int:
    if type(value) is not int or not -1 <= value <= MAX_SEQ:
        raise BadMessage("server.seq_number", name=name, limit=MAX_SEQ, value=excerpt(value))
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number here")
