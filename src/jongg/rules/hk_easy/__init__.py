"""`dmjl-hk-easy`: Hong Kong "Easy" as played in the DMJL, version 1.00 (`hk-easy.md`).

The rule set: its options (`options`), the request checks of `contract.md` §3 (here), its tables as data
(`tables`), the context their predicates read (`context`), `scoring`, `settle` and the flow of play (`flow`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from jongg.contract import ScoreRequest, ScoreResult, Settlement, SettleRequest
from jongg.errors import InvalidRequest
from jongg.hand import Hand
from jongg.notation import parse_hand
from jongg.rules.base import Rule, Ruleset
from jongg.rules.checks import check_unused, check_win
from jongg.rules.hk_easy import scoring
from jongg.rules.hk_easy import settle as settlement
from jongg.rules.hk_easy.flow import FLOW
from jongg.rules.hk_easy.options import HongKongEasyOptions
from jongg.rules.hk_easy.tables import FORMS
from jongg.tiles import is_bonus

REQUEST_FIELDS: Final[frozenset[str]] = frozenset()
"""The optional request fields HKE reads: none (`irregular` dead is open to every rule set)."""
USED_FLAGS = frozenset({"replacement", "flower_replacement", "robbing_kong", "last_tile", "first_turn"})
"""The `win` flags HKE reads; the others must stay false."""


class HongKongEasy(Ruleset):
    id = "dmjl-hk-easy"
    name_en = "Hong Kong Easy (DMJL)"
    name_de = "Hongkong „Easy“ (DMJL)"
    forms = FORMS
    request_fields = REQUEST_FIELDS
    win_flags = USED_FLAGS
    options_type = HongKongEasyOptions
    flow = FLOW
    bot_profile = "hk-easy"
    scoresheet = "hk-easy"

    def scores_waits_with(self, options: HongKongEasyOptions) -> bool:
        """A wait below `fan_minimum` does not win."""
        return options.fan_minimum > 0

    def score(self, request: ScoreRequest) -> ScoreResult:
        options = self.options(request.options)
        self.check_request(request)
        hand = parse_hand(request.hand, red_fives=False)
        self.check(request, hand)
        return scoring.score(request, hand, options)

    def check_request(self, request: ScoreRequest) -> None:
        """The optional fields HKE does not read (`contract.md` §3): all of them."""
        check_unused(request, REQUEST_FIELDS)

    def check(self, request: ScoreRequest, hand: Hand) -> None:
        """The contradictory requests of `contract.md` §3 for this rule set."""
        check_win(request, hand, USED_FLAGS)
        win = request.win
        if win is None:
            return
        assert hand.winning is not None
        if is_bonus(hand.winning):
            raise InvalidRequest("rules.bonus_tile_cannot_winning_tile", id=self.id)
        if win.first_turn:
            if request.seat_wind != "E" and (win.self_draw or win.from_ != "E"):
                raise InvalidRequest("rules.win_first_turn_another_seat_needs")
            if win.robbing_kong:
                raise InvalidRequest("rules.win_first_turn_win_robbing_kong")

    def settle(self, request: SettleRequest) -> Settlement:
        options = self.options(request.options)
        return settlement.settle(request, options)

    def deal_passes(self, request: SettleRequest, east_consecutive_wins: int = 0) -> bool:
        """Whether the winds pass on after this hand (the request checked as by `settle`): East stays while he
        wins, with no cap (`east_consecutive_wins` is accepted for a common signature and not read); a draw
        and a false Mah-Jongg pass the deal."""
        settlement.check(request, self.options(request.options))
        return settlement.deal_passes(request)

    def rule_tables(self) -> Sequence[tuple[str, Sequence[Rule[Any]]]]:
        return scoring.TABLES


__all__ = ["REQUEST_FIELDS", "USED_FLAGS", "HongKongEasy", "HongKongEasyOptions"]
