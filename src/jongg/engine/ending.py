"""The end of a hand: every hand the rule set scores, dangerous play, the settlement, and the deal.

The score requests come from the table's own record (`hands.py`); liability comes from the dangerous claims
the reducer noted (`danger.py`), kept only when the winner's finished hand is one the situation guards.
"""

from __future__ import annotations

from typing import Any

from jongg.contract import HandValue, Liability, ScoreResult, SettleRequest
from jongg.engine import hands
from jongg.engine.state import TableState
from jongg.rules.flow import DangerRule


def hand_end_event(state: TableState) -> dict[str, Any]:
    hand = state.hand
    assert hand is not None
    flow, match = state.flow, state.match
    results: dict[int, ScoreResult] = {}
    winner = hand.winner
    if winner is not None:
        seat, win, tile = winner
        results[seat] = hands.score(state, hands.request(state, seat, win, tile, self_drawn=True))
    if flow.scores_losers:
        for seat in range(4):
            if winner is None or seat != winner[0]:
                results[seat] = hands.score(state, hands.request(state, seat))
    wind = {seat: hands.wind_of(hand, seat) for seat in range(4)}
    liable = liability(state, results[winner[0]]) if winner is not None else None
    request = SettleRequest(
        state.ruleset.id,
        {wind[s]: HandValue(total=r.total, result=r) for s, r in results.items()},
        winner=None if winner is None else wind[winner[0]],
        from_=None if winner is None or winner[1].from_ is None else winner[1].from_,
        self_draw=winner is not None and winner[1].self_draw,
        liable=liable,
        options=state.options_json,
    )
    settlement = state.ruleset.settle(request)
    assert settlement.net is not None
    net = [settlement.net[wind[s]] for s in range(4)]
    passes = state.ruleset.deal_passes(request, match.streak)
    after = [match.totals[match.seating[s]] + net[s] for s in range(4)]
    return {
        "type": "hand_end",
        "hands": [hands.hand_string(hand.seats[s], s, *_winning(hand, s)) for s in range(4)],
        "results": {str(s): r.to_json() for s, r in sorted(results.items())},
        "winner": None if winner is None else winner[0],
        "liable": None if liable is None else liable.to_json(),
        "transfers": [t.to_json() for t in settlement.transfers],
        "net": net,
        "scores": after,
        "passes": passes,
        "east_won": winner is not None and winner[0] == hand.dealer,
    }


def _winning(hand: Any, seat: int) -> tuple[Any, ...]:
    """The winner's hand is shown with its winning tile apart."""
    if hand.winner is not None and hand.winner[0] == seat:
        return hand.winner[2], hand.winner[2]
    return ()


def liability(state: TableState, result: ScoreResult) -> Liability | None:
    """Dangerous play (`penalties.md`): the winner made the guarded hand after claiming a dangerous tile."""
    hand = state.hand
    assert hand is not None and hand.winner is not None
    if not result.won or not state.flow.dangerous_play(state.options):
        return None
    scored = {item.rule for item in result.items}
    rules = {rule.name: rule for rule in state.flow.danger}
    found = []
    for claim in hand.seats[hand.winner[0]].danger:
        guarded = set().union(*(_hands(rules[name], claim.kind) for name in claim.situations))
        if scored & guarded:
            found.append(claim)
    if not found:
        return None
    claim = min(found, key=lambda c: c.kind != "supplied-pung")
    return Liability(hands.wind_of(hand, claim.discarder), claim.kind, claim.no_choice)  # type: ignore[arg-type]


def _hands(rule: DangerRule, kind: str) -> frozenset[str]:
    return rule.hands_winning_discard if kind == "winning-discard" else rule.hands_supplied_pung
