"""A table's settings as a client asks for them, every field checked before a table is made.

`{"ruleset": ID, "options": {...}, "seats": [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot":
"standard"}, ...], "seed": N, "public": true, "turn_seconds": 20, "claim_seconds": 8}`: four seats; the options
are checked by the rule set; a bot is one of the server's own (`jongg.bots`, never an external process); the
seed (optional) makes the match public and repeatable; a public table is listed in the lobby and its free
seats may be taken there. The time limits are seconds, or null for unlimited. `hints` (true by default) lets
each player ask for the hint of his own seat.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from jongg.bots import parse_spec
from jongg.errors import InvalidOption, InvalidRequest, excerpt
from jongg.host.deadlines import Deadlines
from jongg.rules import find_ruleset

DEFAULT_TURN: Final = 20.0
"""Seconds to discard, by default (casual play)."""
DEFAULT_CLAIM: Final = 8.0
"""Seconds to answer a claim window, by default."""
MAX_NAME: Final = 32
MAX_SECONDS: Final = 3600.0
MAX_SEED: Final = 2**63
FIELDS: Final = frozenset({"ruleset", "options", "seats", "seed", "public", "turn_seconds", "claim_seconds", "hints"})


@dataclass(frozen=True, slots=True)
class SeatSetting:
    """One player of a table: a person (who comes by his link) or a bot (`jongg.bots` spec)."""

    name: str
    bot: str | None = None

    def to_json(self) -> dict[str, Any]:
        if self.bot is None:
            return {"kind": "human", "name": self.name}
        return {"kind": "bot", "name": self.name, "bot": self.bot}


@dataclass(frozen=True, slots=True)
class TableSettings:
    ruleset: str
    options: Mapping[str, Any]
    seats: tuple[SeatSetting, ...]
    deadlines: Deadlines
    seed: int | None = None
    public: bool = True
    hints: bool = True
    """Whether a player may ask for the hint of his seat (shanten, live waits, the standard bot's advice)."""

    @classmethod
    def from_json(cls, value: object) -> TableSettings:
        """Settings sent by a client (`InvalidRequest`, `InvalidOption`, `UnknownRuleset` for anything wrong)."""
        if not isinstance(value, Mapping):
            raise InvalidRequest("server.settings_object")
        unknown = sorted(str(k) for k in set(value) - FIELDS)
        if unknown:
            raise InvalidRequest("server.unknown_setting", name=excerpt(unknown[0]))
        ruleset = find_ruleset(value.get("ruleset"))
        if ruleset.flow is None:
            raise InvalidRequest("server.no_flow", ruleset=ruleset.id)
        options = value.get("options", {})
        if not isinstance(options, Mapping):
            raise InvalidRequest("server.options_object")
        checked = ruleset.options(dict(options))
        options_json = {k: getattr(checked, k) for k in checked.__dataclass_fields__}
        seats = value.get("seats")
        if not isinstance(seats, list) or len(seats) != 4:
            raise InvalidRequest("server.seats_list")
        seed = value.get("seed")
        if seed is not None and (type(seed) is not int or not 0 <= seed < MAX_SEED):
            raise InvalidRequest("server.seed_number", value=excerpt(seed))
        public, hints = value.get("public", True), value.get("hints", True)
        if not isinstance(public, bool):
            raise InvalidRequest("server.public_flag")
        if not isinstance(hints, bool):
            raise InvalidRequest("server.hints_flag")
        deadlines = Deadlines(
            _seconds(value, "turn_seconds", DEFAULT_TURN), _seconds(value, "claim_seconds", DEFAULT_CLAIM)
        )
        seated = tuple(_seat(n, s) for n, s in enumerate(seats))
        return cls(ruleset.id, options_json, seated, deadlines, seed, public, hints)

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "public": self.public,
            "turn_seconds": self.deadlines.turn,
            "claim_seconds": self.deadlines.claim,
            "hints": self.hints,
        }

    def with_bot(self, player: int, bot: str) -> TableSettings:
        seats = list(self.seats)
        seats[player] = SeatSetting(seats[player].name, bot)
        return TableSettings(
            self.ruleset, self.options, tuple(seats), self.deadlines, self.seed, self.public, self.hints
        )


def _seat(n: int, value: object) -> SeatSetting:
    if not isinstance(value, Mapping) or set(value) - {"kind", "name", "bot"}:
        raise InvalidRequest("server.seat_object", seat=n)
    kind = value.get("kind")
    if kind not in ("human", "bot"):
        raise InvalidRequest("server.seat_kind", seat=n, kind=excerpt(kind))
    name = value.get("name", f"Player {n + 1}" if kind == "human" else f"Bot {n + 1}")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise InvalidRequest("server.seat_name_length", seat=n, limit=MAX_NAME)
    if any(unicodedata.category(c)[0] == "C" for c in name):
        raise InvalidRequest("server.seat_name_control", seat=n)
    if kind == "human":
        if "bot" in value:
            raise InvalidRequest("server.seat_human_bot", seat=n)
        return SeatSetting(name.strip())
    bot = value.get("bot", "standard")
    if not isinstance(bot, str):
        raise InvalidRequest("server.seat_bot_name", seat=n)
    if parse_spec(bot)[0] == "mjai":  # an external process: not for a server's clients to start
        raise InvalidOption("server.seat_own_bots", seat=n)
    return SeatSetting(name.strip(), bot)


def _seconds(value: Mapping[str, Any], key: str, default: float) -> float | None:
    given = value.get(key, default)
    if given is None:
        return None
    if isinstance(given, bool) or not isinstance(given, int | float) or not 1 <= given <= MAX_SECONDS:
        raise InvalidRequest("server.seconds", key=key, limit=f"{MAX_SECONDS:g}")
    return float(given)
