"""Who plays a match, as its game file keeps it: the header's `play` key (`jongg.engine.events` checks it).

`Lineup` names, by player index (not seat: seats move with seat rotation), each bot's kind and seed; a player
not among the bots is a person (or, later, a remote client), who answers through the host. `person` is the
player a surface shows: the local person of `jongg play`. It also keeps the match seed (a secret seed is in
the file so that a resumed match can go on; the header itself holds only its commitment) and when the match
started (for the agreed duration, HKE's `max_duration`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from jongg.engine.event_types import play_key_problem
from jongg.host.seats import BotSeat, Seat, WaitingSeat
from jongg.host.store import GameNotFound

APP = "jongg play"


@dataclass(frozen=True, slots=True)
class Lineup:
    """What a game file keeps beyond the record (the header's `play` key)."""

    person: int
    """The player index of the person a surface shows (0 in `jongg play`)."""
    bots: tuple[tuple[int, str, int], ...]
    """(player index, bot spec, seed) of each bot."""
    seed: bytes | int
    started: str

    def to_json(self, seat: int | None = None) -> dict[str, Any]:
        """The `play` key; `seat`: the person's seat at the start."""
        return {
            "app": APP,
            "person": self.person,
            "seat": seat,
            "bots": [{"player": p, "bot": spec, "seed": seed} for p, spec, seed in self.bots],
            "seed": self.seed.hex() if isinstance(self.seed, bytes) else self.seed,
            "started": self.started,
        }

    @classmethod
    def from_json(cls, value: object) -> Lineup:
        if not isinstance(value, Mapping):
            raise GameNotFound("host.record_was_not_made")
        problem = play_key_problem(value)  # the check a record's header gets: then every value is of its type
        if problem is not None:
            raise GameNotFound("host.record_play_key_malformed", exc=problem)
        raw_seed = value["seed"]
        seed: bytes | int = bytes.fromhex(raw_seed) if isinstance(raw_seed, str) else raw_seed
        bots = tuple((b["player"], b["bot"], b["seed"]) for b in value["bots"])
        return cls(value["person"], bots, seed, value.get("started", ""))

    def seats(self, ruleset: str, options: Mapping[str, Any] | None) -> dict[int, Seat]:
        """Who answers for each player: his bot, or a person who answers through the host."""
        bots = {player: (spec, seed) for player, spec, seed in self.bots}
        out: dict[int, Seat] = {}
        for player in range(4):
            found = bots.get(player)
            out[player] = WaitingSeat() if found is None else BotSeat(found[0], found[1], ruleset, options)
        return out


__all__ = ["APP", "Lineup"]
