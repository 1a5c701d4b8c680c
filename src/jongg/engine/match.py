"""The match around the hands: who deals, the rounds, seat rotation, the end, the placings.

Common to the DMJL rule sets (`classical-dmjl.md` "Deal, rounds, end", `hk-easy.md`): East keeps the deal
while he wins (the rule set's `deal_passes` says when it passes); a round ends when the deal has passed four
times, a match has four rounds. With seat rotation the players change seats after the East, South and West
rounds by the "Umsetzen" table, and the player now in seat 0 deals next.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ROTATION: tuple[tuple[int, int, int, int], ...] = ((0, 1, 2, 3), (1, 0, 3, 2), (2, 3, 1, 0), (3, 2, 0, 1))
"""`hk-easy.md` "Umsetzen": for each round, which starting player (A=0 … D=3) sits in seat 0, 1, 2, 3."""
ROUNDS = 4


@dataclass(slots=True)
class MatchState:
    """Where the match stands between hands. Scores are per player; players move between seats only by rotation."""

    seating: list[int]
    """The player (index into the match's players) in seat 0, 1, 2, 3."""
    scores: list[int]
    """Each player's score, by player index."""
    rotates: bool = False
    dealer: int = 0
    """The seat of East in the hand in progress."""
    round: int = 0
    passes: int = 0
    """How often the deal has passed in this round (0-3)."""
    hand: int = 0
    """The 0-based index of the hand in progress (every hand played counts, repeats included)."""
    streak: int = 0
    """Hands East has won in a row as East, immediately before the hand in progress."""
    finished: str | None = None
    players_at_start: list[int] = field(default_factory=list)

    def end_hand(self, passes: bool, east_won: bool) -> None:
        """The hand in progress has ended: pass the deal or not, move on the round, end after four rounds."""
        self.hand += 1
        if passes:
            self.dealer = (self.dealer + 1) % 4
            self.streak = 0
            self.passes += 1
            if self.passes == 4:
                self.passes = 0
                self.round += 1
                if self.round < ROUNDS and self.rotates:
                    self.seating = [self.players_at_start[i] for i in ROTATION[self.round]]
                    self.dealer = 0
        else:
            self.streak = self.streak + 1 if east_won else 0
        if self.round >= ROUNDS:
            self.finished = "four rounds played"

    def seat_of(self, player: int) -> int:
        return self.seating.index(player)

    def placings(self) -> list[dict[str, Any]]:
        """Places by score, highest first; equal scores share the better place."""
        order = sorted(range(4), key=lambda p: (-self.scores[p], p))
        return [{"player": p, "place": 1 + sum(1 for q in range(4) if self.scores[q] > self.scores[p]),
                 "score": self.scores[p]} for p in order]

    def to_json(self) -> dict[str, Any]:
        return {"seating": list(self.seating), "scores": list(self.scores), "dealer": self.dealer,
                "round": self.round, "passes": self.passes, "hand": self.hand, "streak": self.streak,
                "finished": self.finished}
