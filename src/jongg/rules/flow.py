"""What a rule set says about playing a hand, as the engine reads it (`engine.md`).

Each rule set's `flow` module builds one `Flow`, the rule set's `Ruleset.flow`: how the wall is broken, where
replacements come from, which claims and kongs it allows, which hands are scored, and which finished hands
make a discard dangerous. The engine reads only these fields and methods; it never asks which rule set it
plays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jongg.tiles import Tile

STACKS_PER_SIDE = 18
STACKS = 4 * STACKS_PER_SIDE
CLAIM_RANK = {"mahjongg": 0, "kong": 1, "pung": 1, "chow": 2}
"""Claim priority (`classical-dmjl.md` "Play"): Mah-Jongg, then kong or pung, then chow."""


@dataclass(frozen=True, slots=True)
class Layout:
    """A broken wall: the live wall and the dead wall, each in the order its tiles are taken."""

    live: tuple[Tile, ...]
    dead: tuple[Tile, ...]
    break_side: int
    """The side (0 the dealer's, then clockwise) whose player counted the stacks."""
    break_stack: int
    """The index (0–71, clockwise from the right end of the dealer's side) of the stack at the break."""


def stack_tiles(wall: Sequence[Tile], stack: int) -> tuple[Tile, Tile]:
    """The two tiles of one stack, upper first (`wall` as `Table.from_wall` lays it)."""
    at = 2 * (stack % STACKS)
    return wall[at], wall[at + 1]


def stacks_from(wall: Sequence[Tile], first: int, count: int, step: int) -> list[Tile]:
    """`count` stacks from `first`, clockwise (`step` 1) or counter-clockwise (-1), each upper tile first."""
    out: list[Tile] = []
    for n in range(count):
        out.extend(stack_tiles(wall, first + step * n))
    return out


def side_of(wind_index: int) -> int:
    """The wall side in front of the player `wind_index` places after the dealer in turn order.

    The sides run clockwise from the dealer's: the player on his left (the one before him in turn order) has
    side 1, the one opposite side 2, the next player in turn side 3.
    """
    return -wind_index % 4


@dataclass(frozen=True, slots=True)
class DangerRule:
    """One dangerous-play situation (`penalties.md`): which shown sets make which tiles dangerous."""

    name: str
    """`dragons`, `winds`, `suit`, `honours` or `terminals`."""
    hands_winning_discard: frozenset[str]
    """Rule ids of the finished hands that make a dangerous winning discard liable."""
    hands_supplied_pung: frozenset[str]
    """Rule ids of the finished hands that make the supplier of a dangerous claimed tile liable."""


@dataclass(frozen=True)
class Flow:
    """The rules of play of one rule set, as data and small functions the engine calls."""

    bonus_tiles: bool
    dice: int
    """How many dice are rolled to break the wall (two per roll)."""
    bonus_from_dead_wall: bool
    """Bonus tiles are replaced from the dead wall (else from the live wall)."""
    refill_dead_wall: bool
    """After each replacement the last live tile joins the dead wall (HKE: it stays at 14)."""
    bonus_one_per_pass: bool
    """Before play, each player replaces one bonus tile per pass (else all he holds)."""
    kongs_before_play: bool
    """Dealt concealed kongs may be declared during the bonus replacement before play."""
    rob_concealed_kong: bool
    """A concealed kong may be robbed to complete Thirteen Orphans."""
    original_call: bool
    scores_losers: bool
    """Every player's hand is scored (Classical), else only the winner's."""
    danger: tuple[DangerRule, ...] = ()
    danger_claims: frozenset[str] = frozenset()
    """The claims of a dangerous tile that count: `mahjongg`, `pung`, `kong`, `chow`."""

    def resolve_claims(self, source: int, claims: Mapping[int, str]) -> list[int]:
        """The seats whose claims on `source`'s tile are carried out, from every answer at once (`engine.md`).

        DMJL: Mah-Jongg before kong/pung before chow; of several Mah-Jongg calls only the next player in turn
        after `source` wins. `claims` maps each claiming seat to its claim (`mahjongg`, `kong`, `pung`, `chow`).
        """
        if not claims:
            return []
        best = min(claims, key=lambda seat: (CLAIM_RANK[claims[seat]], (seat - source) % 4))
        return [best]

    def break_wall(self, wall: Sequence[Tile], dice: Sequence[int]) -> Layout:  # pragma: no cover - abstract
        raise NotImplementedError

    def dangerous_play(self, options: Any) -> bool:
        """Whether dangerous play is settled under these options."""
        return bool(self.danger)

    def starting_score(self, options: Any) -> int:  # pragma: no cover - abstract
        raise NotImplementedError

    def rotates_seats(self, options: Any) -> bool:
        """Whether the players change seats between rounds ("Umsetzen")."""
        return False

    def ends_match_on_bust(self, options: Any) -> bool:
        return False

    def timed(self, options: Any) -> bool:
        """Whether the host may end the match with `time_up`."""
        return False
