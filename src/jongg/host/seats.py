"""Who answers for a seat: one interface (`Seat`) for a bot, a person and, later, a remote client.

A seat is asked with its `SeatView` and returns one of the view's legal actions, or `None`: "not yet" (a person
or a remote client answers asynchronously, through `HostTable.step`). A bot answers at once. The host never
waits for a seat; it asks, and whoever drives it (the terminal app, the web server) brings the answer later.

`BotSeat` makes its bot afresh for every decision, with a seed mixed from its own and the decision id
(`mixed_seed`), so that its choice depends only on (its seed, the decision, what it sees): a match resumed from
its file goes on exactly as it would have.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any, Protocol

from jongg.bots import Bot, make_bot
from jongg.engine import Action, SeatView
from jongg.errors import InvalidOption

BOT = "standard"
"""The bot of a seat whose lineup names none (and of the person's hint)."""

PERSON, REMOTE, BOT_KIND = "person", "remote", "bot"


class Seat(Protocol):
    """Whoever answers for a seat: given its view, a legal action, or None for "not yet"."""

    kind: str
    """`bot`, `person` or `remote`."""

    def act(self, view: SeatView) -> Action | None: ...


def mixed_seed(seed: int, decision: int) -> int:
    """A bot's seed for one decision: BLAKE2b of its own seed and the decision id."""
    digest = hashlib.blake2b(f"{seed}:{decision}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")


def bot_for(spec: str, seed: int, decision: int, ruleset: str, options: Mapping[str, Any] | None) -> Bot:
    """The bot `spec` for one decision (the random bot where the rule set has no such bot yet)."""
    try:
        return make_bot(spec, ruleset, mixed_seed(seed, decision), options)
    except InvalidOption:  # no standard bot for this rule set yet
        return make_bot("random", ruleset, mixed_seed(seed, decision), None)


class BotSeat:
    """A bot of the registry (`spec`, `seed`), made afresh for each decision."""

    kind = BOT_KIND

    def __init__(self, spec: str, seed: int, ruleset: str, options: Mapping[str, Any] | None = None) -> None:
        self.spec, self.seed, self.ruleset = spec, seed, ruleset
        self.options = dict(options or {})

    def act(self, view: SeatView) -> Action:
        return bot_for(self.spec, self.seed, view.decision, self.ruleset, self.options).act(view)


class PlayerSeat:
    """Any `Bot` object answering at once (a scripted player in a scenario, an mjai process)."""

    kind = BOT_KIND

    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    def act(self, view: SeatView) -> Action:
        return self.bot.act(view)


class WaitingSeat:
    """A person (or a remote client) whose answer comes later, through `HostTable.step`."""

    def __init__(self, kind: str = PERSON) -> None:
        self.kind = kind

    def act(self, view: SeatView) -> None:
        return None


__all__ = ["BOT", "BotSeat", "PlayerSeat", "Seat", "WaitingSeat", "bot_for", "mixed_seed"]
