"""`dmjl-classical`: Chinese Classical as played in the DMJL (`classical-dmjl.md`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jongg.analysis import Forms
from jongg.contract import ScoreRequest, ScoreResult, Settlement, SettleRequest
from jongg.errors import InvalidRequest
from jongg.hand import Hand
from jongg.notation import parse_hand
from jongg.rules import classical_scoring, classical_settle
from jongg.rules.base import Rule, Ruleset, option
from jongg.rules.checks import check_unused, check_win
from jongg.tiles import is_bonus

USED_FLAGS = frozenset(
    {"replacement", "flower_replacement", "kong_on_kong", "robbing_kong", "last_tile", "first_turn",
     "original_call"}
)


@dataclass(frozen=True, slots=True)
class ClassicalOptions:
    """Options of `dmjl-classical` (`classical-dmjl.md`, "Deal, rounds, end")."""

    starting_score: int = option(2000, "Points each player starts the match with (league play: 2000).", lo=0)
    limit: int = option(500, "The limit: the most a hand can score; a limit hand scores it.", lo=1)
    min_points: int = option(0, "A Mah-Jongg whose total is below this does not win (0: no minimum).", lo=0)
    settle_draws: bool = option(False, "At a draw, all four hands are scored and settle their differences.")
    seat_exchange: bool = option(False, "Players change seats between rounds by the HKE 'Umsetzen' table.")


class Classical(Ruleset):
    id = "dmjl-classical"
    name_en = "Chinese Classical (DMJL)"
    name_de = "Klassisches chinesisches Mah-Jongg (DMJL)"
    forms = Forms.CLASSICAL
    options_type = ClassicalOptions

    def score(self, request: ScoreRequest) -> ScoreResult:
        options: ClassicalOptions = self.options(request.options)
        irregular = request.irregular if request.irregular in ("short", "long", "foul") else None
        hand = parse_hand(request.hand, irregular=irregular, red_fives=False)  # type: ignore[arg-type]
        self.check(request, hand)
        return classical_scoring.score(request, hand, options)

    def check(self, request: ScoreRequest, hand: Hand) -> None:
        """The contradictory requests of `contract.md` §3 for this rule set."""
        check_unused(request, context=True, riichi=False, short_long_foul=True)
        check_win(request, hand, USED_FLAGS)
        win = request.win
        if win is None:
            return
        assert hand.winning is not None
        if is_bonus(hand.winning):
            raise InvalidRequest("a bonus tile cannot be the winning tile in dmjl-classical")
        if win.replacement and win.last_tile:
            raise InvalidRequest("win.replacement with win.last_tile: the dead wall is never refilled")
        if win.kong_on_kong and (not win.replacement or sum(m.is_kong for m in hand.melds) < 2):
            raise InvalidRequest("win.kong_on_kong needs win.replacement and at least two kongs")
        if win.first_turn:
            if win.original_call:
                raise InvalidRequest("win.first_turn with win.original_call")
            if request.seat_wind != "E":
                if win.self_draw or win.from_ != "E":
                    raise InvalidRequest("win.first_turn by another seat needs a discard from East")
                if hand.melds or win.replacement:
                    raise InvalidRequest("win.first_turn with a kong is valid for East only")

    def settle(self, request: SettleRequest) -> Settlement:
        options: ClassicalOptions = self.options(request.options)
        return classical_settle.settle(request, options)

    def deal_passes(self, request: SettleRequest, east_consecutive_wins: int = 0) -> bool:
        """Whether the winds pass on after this hand (`classical-dmjl.md`, "Deal, rounds, end")."""
        return classical_settle.deal_passes(request, east_consecutive_wins)

    def rule_tables(self) -> Sequence[tuple[str, Sequence[Rule[Any]]]]:
        return classical_scoring.TABLES
