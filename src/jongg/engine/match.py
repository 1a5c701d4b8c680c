"""The match around the hands, shared by the engine and the scoresheet: who sits where and deals, the rounds,
East's streak, seat rotation, scores below zero, and the placings.

Common to the DMJL rule sets (`classical-dmjl.md` "Deal, rounds, end", `hk-easy.md`): seats E0 S0 W0 N0 hold
the players; the first player sits in E0 and deals the first hand. East keeps the deal while he wins (the rule
set's `deal_passes` says when it passes); a round ends when the deal has passed four times (each player has
been East and lost it), a match has four rounds (East, South, West, North). With seat rotation (Classical
`seat_exchange`, HKE `seat_rotation`) the players sit after the East, South and West rounds as in the
"Umsetzen" table of `hk-easy.md`, and the player now in E0 deals next.

The engine names players by their index in the match header, the scoresheet by name: `MatchState` takes either.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from jongg.contract import WINDS, Wind

ROTATION: tuple[tuple[int, int, int, int], ...] = ((0, 1, 2, 3), (1, 0, 3, 2), (2, 3, 1, 0), (3, 2, 0, 1))
"""`hk-easy.md` "Umsetzen": for each round, which starting player (A=0 … D=3) sits in E0, S0, W0, N0."""
ROUNDS = 4
FOUR_ROUNDS = "four rounds played"
ROUNDS_PLAYED = "the agreed rounds played"
"""Why a shorter match (a `rounds` option below four) ended."""

P = TypeVar("P", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Placing(Generic[P]):
    """A player's place in a match: `total` the points on the sheet, `score` what the match yields (DMJL: the
    gain over the starting score; Riichi: the result with oka and uma, in thousands)."""

    name: P
    place: int
    total: int
    score: float


@dataclass(slots=True)
class MatchState(Generic[P]):
    """Where a match stands between hands. Scores belong to players; players move only by seat rotation."""

    ruleset: str
    players: tuple[P, ...]
    """In starting order: the first sat in E0 and dealt the first hand."""
    seating: list[P]
    """Who sits in the seats E0, S0, W0, N0 now."""
    totals: dict[P, int]
    dealer: int = 0
    """The seat (0 = E0 … 3 = N0) of the player who is East now."""
    round: int = 0
    """0 East round, 1 South, 2 West, 3 North (Riichi: may reach 2, the West extension)."""
    passes: int = 0
    """How often the deal has passed in this round (0–3)."""
    hand: int = 1
    """The number of the hand in progress (hands ended by a penalty count)."""
    streak: int = 0
    """Hands East has won in a row as East, immediately before the hand in progress."""
    honba: int = 0
    sticks: int = 0
    """Riichi sticks on the table."""
    bust: str | None = None
    """Who fell below zero during the hand in progress (a match with chips ends with that hand)."""
    finished: str | None = None
    """Why the match ended, or None while it goes on."""
    entries: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def round_wind(self) -> Wind:
        return WINDS[self.round % 4]

    @property
    def east(self) -> P:
        return self.seating[self.dealer]

    def seat_winds(self) -> dict[P, Wind]:
        """Each player's seat wind in the hand in progress."""
        return {name: WINDS[(seat - self.dealer) % 4] for seat, name in enumerate(self.seating)}

    def player_at(self, wind: str) -> P:
        return self.seating[(self.dealer + WINDS.index(wind)) % 4]  # type: ignore[arg-type,unused-ignore]

    def by_wind(self) -> list[P]:
        """The players in the order E, S, W, N of the hand in progress."""
        return [self.player_at(w) for w in WINDS]

    def pass_on(self, passes: bool, east_won: bool, rotates: bool) -> None:
        """The hand in progress has ended: pass the deal or keep it, move on the round, rotate the seats."""
        self.hand += 1
        if passes:
            self.dealer = (self.dealer + 1) % 4
            self.streak = 0
            self.passes += 1
            if self.passes == 4:
                self.passes = 0
                self.round += 1
                if self.round < ROUNDS and rotates:
                    self.seating = [self.players[i] for i in ROTATION[self.round]]
        else:
            self.streak = self.streak + 1 if east_won else 0

    def note_bust(self) -> None:
        """Remember who went below zero during the hand in progress (the first time only)."""
        below = [str(p) for p in self.players if self.totals[p] < 0]
        if self.bust is None and below:
            self.bust = " and ".join(below)

    def check_dmjl_end(self, ends_on_bust: bool, rounds: int = ROUNDS) -> None:
        """The DMJL end of a match: four rounds played (or the `rounds` agreed for a shorter match), or (with chips)
        a player below zero."""
        if self.round >= rounds:
            self.finished = FOUR_ROUNDS if rounds == ROUNDS else ROUNDS_PLAYED
        if self.finished is None and ends_on_bust and self.bust is not None:
            self.finished = f"bust: {self.bust} below zero"

    def placings(self, start: int) -> list[Placing[P]]:
        """Places by total, highest first; equal totals share the better place."""
        order = sorted(self.players, key=lambda n: -self.totals[n])
        out = []
        for name in order:
            place = 1 + sum(1 for other in self.players if self.totals[other] > self.totals[name])
            out.append(Placing(name, place, self.totals[name], self.totals[name] - start))
        return out
