"""`dmjl-classical`: Chinese Classical as played in the DMJL (`classical-dmjl.md`).

The rule set: its options (`options`), the request checks of `contract.md` §3 (here), its tables as data
(`tables`), the context their predicates read (`context`), `scoring`, `settle` and the flow of play (`flow`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from jongg.contract import ScoreRequest, ScoreResult, Settlement, SettleRequest, Win
from jongg.errors import InvalidRequest
from jongg.hand import Hand
from jongg.notation import parse_hand
from jongg.rules.base import Rule, Ruleset
from jongg.rules.checks import check_unused, check_win
from jongg.rules.classical import scoring
from jongg.rules.classical import settle as settlement
from jongg.rules.classical.flow import FLOW
from jongg.rules.classical.options import ClassicalOptions
from jongg.rules.classical.tables import FORMS
from jongg.tiles import is_bonus

REQUEST_FIELDS: Final = frozenset({"irregular", "context"})
"""The optional request fields Classical reads: `irregular` short, long or foul (a winner's is a dead hand, a
loser's is scored as `scoring` says) and `context.east_consecutive_wins` (East's ninth win)."""
USED_FLAGS = frozenset(
    {"replacement", "flower_replacement", "kong_on_kong", "robbing_kong", "last_tile", "first_turn", "original_call"}
)


class Classical(Ruleset):
    id = "dmjl-classical"
    name_en = "Chinese Classical (DMJL)"
    name_de = "Klassisches chinesisches Mah-Jongg (DMJL)"
    forms = FORMS
    request_fields = REQUEST_FIELDS
    win_flags = USED_FLAGS
    options_type = ClassicalOptions
    flow = FLOW
    bot_profile = "classical"
    scoresheet = "classical"

    def scores_waits_with(self, options: ClassicalOptions) -> bool:
        """A wait below `min_points` does not win."""
        return options.min_points > 0

    def score(self, request: ScoreRequest) -> ScoreResult:
        options: ClassicalOptions = self.options(request.options)
        irregular = request.irregular if request.irregular in ("short", "long", "foul") else None
        hand = parse_hand(request.hand, irregular=irregular, red_fives=False)  # type: ignore[arg-type]
        self.check(request, hand)
        return scoring.score(request, hand, options)

    def check(self, request: ScoreRequest, hand: Hand) -> None:
        """The contradictory requests of `contract.md` §3 for this rule set."""
        check_unused(request, REQUEST_FIELDS)
        check_win(request, hand, USED_FLAGS)
        win = request.win
        if win is None:
            return
        assert hand.winning is not None
        if is_bonus(hand.winning):
            raise InvalidRequest("rules.bonus_tile_cannot_winning")
        if win.replacement and win.last_tile:
            raise InvalidRequest("rules.win_replacement_win_last_tile")
        if win.kong_on_kong and (not win.replacement or sum(m.is_kong for m in hand.melds) < 2):
            raise InvalidRequest("rules.win_kong_on_kong_needs_win")
        if win.original_call:
            _check_original_call(hand, win)
        if win.first_turn:
            if win.original_call:
                raise InvalidRequest("rules.win_first_turn_win_original_call")
            if request.seat_wind != "E":
                if win.self_draw or win.from_ != "E":
                    raise InvalidRequest("rules.win_first_turn_another_seat")
                if hand.melds or win.replacement:
                    raise InvalidRequest("rules.win_first_turn_kong_valid")

    def settle(self, request: SettleRequest) -> Settlement:
        options: ClassicalOptions = self.options(request.options)
        return settlement.settle(request, options)

    def deal_passes(self, request: SettleRequest, east_consecutive_wins: int = 0) -> bool:
        """Whether the winds pass on after this hand (`classical-dmjl.md`, "Deal, rounds, end")."""
        return settlement.deal_passes(request, east_consecutive_wins)

    def rule_tables(self) -> Sequence[tuple[str, Sequence[Rule[Any]]]]:
        return scoring.TABLES


MAX_EXPOSED_WITH_ORIGINAL_CALL = 1
"""An original-call hand holds at most one exposed set: the one claimed before the call (the call comes with
the first discard); the set or pair claimed for Mah-Jongg is the winning tile `+X`, not a bracketed meld."""


def _check_original_call(hand: Hand, win: Win) -> None:
    """`classical-dmjl.md`, "Original call": after the call no other claim and no kong, so at most one exposed
    set (an exposed kong claimed before the call included) and never a win on a kong replacement.

    **Decision** (the text forbids kongs only after the call): declared concealed kongs are allowed. A kong is
    declared in the player's own turn after a draw and before his discard, so he may declare concealed kongs
    before his first discard, which is the one that makes the call; their replacement draws come before the
    call, so a win on one of them is not an original-call win.
    """
    exposed = sum(not meld.concealed for meld in hand.melds)
    if exposed > MAX_EXPOSED_WITH_ORIGINAL_CALL:
        raise InvalidRequest("rules.win_original_call_exposed_sets", exposed=exposed)
    if win.replacement:
        raise InvalidRequest("rules.win_original_call_win_replacement")


__all__ = ["REQUEST_FIELDS", "USED_FLAGS", "Classical", "ClassicalOptions"]
