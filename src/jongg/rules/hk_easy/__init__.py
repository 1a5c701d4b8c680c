"""`dmjl-hk-easy`: Hong Kong "Easy" as played in the DMJL, version 1.00 (`hk-easy.md`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jongg.analysis import Forms
from jongg.contract import ScoreRequest, ScoreResult, Settlement, SettleRequest
from jongg.errors import InvalidRequest
from jongg.hand import Hand
from jongg.notation import parse_hand
from jongg.rules.base import Rule, Ruleset, option
from jongg.rules.checks import check_unused, check_win
from jongg.rules.hk_easy import scoring as hk_easy_scoring
from jongg.rules.hk_easy import settle as hk_easy_settle
from jongg.tiles import is_bonus

USED_FLAGS = frozenset({"replacement", "flower_replacement", "robbing_kong", "last_tile", "first_turn"})
"""The `win` flags HKE reads; `kong_on_kong`, `original_call` and `flower_win` must stay false."""


@dataclass(frozen=True, slots=True)
class HongKongEasyOptions:
    """Options of `dmjl-hk-easy` (`hk-easy.md`, "Optional rules" and the match length); all off by default."""

    fan_minimum: int = option(
        0, "A Mah-Jongg needs at least this many fan, bonus-tile fan included (0: no minimum; at most 10, "
        "the limit); a limit hand always meets it. Below it the hand does not win (reason below-minimum).",
        lo=0, hi=hk_easy_scoring.LIMIT_FAN)
    dangerous_play: bool = option(
        False, "Dangerous play (penalties.md): the discarder of a dangerous tile, or the supplier of the "
        "decisive pung, pays for the others; settle accepts liable only with this on.")
    seat_rotation: bool = option(
        False, "'Umsetzen': the players change seats after the East, South and West rounds (hk-easy.md table).")
    max_duration: int | None = option(
        None, "Agreed match length in minutes (null: none). When reached, the hand in progress is abandoned "
        "without settlement and the match ends (the host records a time_up event).", lo=1, kind=int)
    chips: int | None = option(
        None, "Chips handed to each player before the match (null: none). The match ends with the hand, "
        "settled, in which a player's score falls below zero.", lo=1, kind=int)


class HongKongEasy(Ruleset):
    id = "dmjl-hk-easy"
    name_en = "Hong Kong Easy (DMJL)"
    name_de = "Hongkong „Easy“ (DMJL)"
    forms = Forms.HK_EASY
    options_type = HongKongEasyOptions

    def score(self, request: ScoreRequest) -> ScoreResult:
        options = self.options(request.options)
        self.check_request(request)
        hand = parse_hand(request.hand, red_fives=False)
        self.check(request, hand)
        return hk_easy_scoring.score(request, hand, options)

    def check_request(self, request: ScoreRequest) -> None:
        """The fields HKE does not use (`contract.md` §3): context, riichi, and `irregular` other than dead."""
        check_unused(request, context=False, riichi=False, short_long_foul=False)

    def check(self, request: ScoreRequest, hand: Hand) -> None:
        """The contradictory requests of `contract.md` §3 for this rule set."""
        check_win(request, hand, USED_FLAGS)
        win = request.win
        if win is None:
            return
        assert hand.winning is not None
        if is_bonus(hand.winning):
            raise InvalidRequest(f"a bonus tile cannot be the winning tile in {self.id}")
        if win.first_turn:
            if request.seat_wind != "E" and (win.self_draw or win.from_ != "E"):
                raise InvalidRequest("win.first_turn by another seat needs a discard from East (Blessing of Earth)")
            if win.robbing_kong:
                raise InvalidRequest("win.first_turn with win.robbing_kong: Blessing of Earth is won on East's "
                                     "first discard, and East has no exposed pung to add to before it")

    def settle(self, request: SettleRequest) -> Settlement:
        options = self.options(request.options)
        return hk_easy_settle.settle(request, options)

    def deal_passes(self, request: SettleRequest, east_consecutive_wins: int = 0) -> bool:
        """Whether the winds pass on after this hand (the request checked as by `settle`): East stays while he
        wins, with no cap (`east_consecutive_wins` is accepted for a common signature and not read); a draw
        and a false Mah-Jongg pass the deal."""
        hk_easy_settle.check(request, self.options(request.options))
        return hk_easy_settle.deal_passes(request)

    def rule_tables(self) -> Sequence[tuple[str, Sequence[Rule[Any]]]]:
        return hk_easy_scoring.TABLES
