"""The end of a hand: every hand the rule set scores, dangerous play, the settlement, and the deal.

`hand_end_event` builds the typed `HandEnd` event (`event_types`) that the table emits. The score requests come
from the table's own state (`hands.py`); liability comes from the dangerous claims the reducer noted
(`danger.py`), kept only when the winner's finished hand is one the situation guards. Whether the match ends
after the hand is the rule set's `Flow.after_hand`, tried on a copy of the match.
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

from jongg.contract import WINDS, HandValue, Liability, ScoreResult, SettleRequest, Transfer, Wind
from jongg.engine import hands, legal
from jongg.engine.event_types import HandEnd
from jongg.engine.state import HandState, SeatState, TableState
from jongg.rules import penalties
from jongg.rules.flow import DangerRule
from jongg.tiles import IS_TERMINAL_OR_HONOUR, KIND_MASK, NUM_KINDS, Tile


def hand_end_event(state: TableState) -> HandEnd:
    hand = state.hand
    assert hand is not None
    flow, match = state.flow, state.match
    ending = penalties.ending_penalty(flow.penalties, hand.penalties) if hand.penalties else None
    if ending is not None:
        return _penalty_end(state)
    results: dict[int, ScoreResult] = {}
    texts: dict[int, str] = {}
    """The hand strings scored, shown again below (a winner's with its winning tile apart)."""
    for n, (seat, win, tile) in enumerate(hand.winners):
        asked = hands.request(state, seat, win, tile, self_drawn=True, counters=n == 0)
        results[seat], texts[seat] = hands.score(state, asked), asked.hand
    winners = [seat for seat, _, _ in hand.winners]
    if flow.scores_losers:
        for seat in range(4):
            if seat not in winners:
                asked = hands.request(state, seat)
                results[seat], texts[seat] = hands.score(state, asked), asked.hand
    wind = {seat: hands.wind_of(hand, seat) for seat in range(4)}
    losers = {wind[s]: HandValue(total=r.total, result=r) for s, r in results.items() if s not in winners}
    exhaustive = not winners and hand.aborted is None and flow.tenpai_at_draw
    forms, own = state.ruleset.forms, flow.waits_by_concealed_copies
    tenpai = [s for s in range(4) if _ready(hand.seats[s], forms, own)] if exhaustive else []
    nagashi = [s for s in range(4) if _nagashi(hand.seats[s])] if exhaustive else []
    transfers: list[Transfer] = [
        Transfer(wind[s], "table", flow.riichi_stick, "riichi") for s in range(4) if hand.seats[s].riichi_accepted
    ]
    liable = None
    passes = False
    kept = tuple(hand.penalties)  # strict mode: penalties that let the hand go on are settled with it
    if winners:
        each = []
        for n, (seat, win, _) in enumerate(hand.winners):
            liable = liability(state, seat, results[seat])
            request = SettleRequest(
                state.ruleset.id,
                {wind[seat]: HandValue(total=results[seat].total, result=results[seat]), **losers},
                winner=wind[seat],
                from_=win.from_,
                self_draw=win.self_draw,
                liable=liable,
                penalties=() if n else kept,
                options=state.options_json,
            )
            transfers += state.ruleset.settle(request).transfers
            each.append(state.ruleset.deal_passes(request, match.streak))
        passes = all(each)
    elif hand.aborted is None:
        request = SettleRequest(
            state.ruleset.id,
            losers,
            options=state.options_json,
            tenpai=tuple(wind[s] for s in tenpai),
            nagashi=tuple(wind[s] for s in nagashi),
            penalties=kept,
        )
        transfers += state.ruleset.settle(request).transfers
        passes = state.ruleset.deal_passes(request, match.streak)
    elif kept:
        request = SettleRequest(state.ruleset.id, penalties=kept, options=state.options_json)
        transfers += state.ruleset.settle(request).transfers
    net = _net(transfers, wind)
    dealer_kept = not passes
    event = HandEnd(
        hands=tuple(_shown(state, s, winners, tenpai, texts) for s in range(4)),
        results={str(s): r.to_json() for s, r in sorted(results.items())},
        winner=winners[0] if winners else None,
        winners=tuple(winners),
        liable=None if liable is None else liable.to_json(),
        tenpai=tuple(tenpai),
        nagashi=tuple(nagashi),
        ura=tuple(_ura(hand)),
        transfers=tuple(t.to_json() for t in transfers),
        net=tuple(net),
        scores=tuple(match.totals[match.seating[s]] + net[s] for s in range(4)),
        chips=tuple(_chips(hand)),
        honba=hand.honba + 1 if dealer_kept or not winners else 0,
        sticks=0 if winners else hand.sticks,
        passes=passes,
        east_won=hand.dealer in winners,
        match_over=None,
    )
    return dataclasses.replace(event, match_over=_match_over(state, event))


def _penalty_end(state: TableState) -> HandEnd:
    """A hand a penalty ended (strict mode, `penalties.md`): no hand is scored and nothing else is settled; the
    rule set's `settle` pays the penalties and its `deal_passes` says who deals next. Riichi sticks put down in
    this hand go back to their owners, and the honba stay (chombo: the hand is replayed)."""
    hand = state.hand
    assert hand is not None
    match = state.match
    wind = {seat: hands.wind_of(hand, seat) for seat in range(4)}
    request = SettleRequest(state.ruleset.id, penalties=tuple(hand.penalties), options=state.options_json)
    transfers = list(state.ruleset.settle(request).transfers)
    passes = state.ruleset.deal_passes(request, match.streak)
    net = _net(transfers, wind)
    returned = sum(1 for s in hand.seats if s.riichi_accepted)
    event = HandEnd(
        hands=tuple(_shown(state, s, [], [], {}) for s in range(4)),
        results={},
        winner=None,
        winners=(),
        liable=None,
        tenpai=(),
        nagashi=(),
        ura=(),
        transfers=tuple(t.to_json() for t in transfers),
        net=tuple(net),
        scores=tuple(match.totals[match.seating[s]] + net[s] for s in range(4)),
        chips=tuple(_chips(hand)),
        honba=hand.honba,
        sticks=hand.sticks - returned,
        passes=passes,
        east_won=False,
        match_over=None,
    )
    return dataclasses.replace(event, match_over=_match_over(state, event))


def _net(transfers: list[Transfer], wind: dict[int, Wind]) -> list[int]:
    """Each seat's gain; the riichi sticks go to and come from the table, which is nobody's seat."""
    by_wind = dict.fromkeys(WINDS, 0)
    for t in transfers:
        if t.from_ in by_wind:
            by_wind[t.from_] -= t.amount
        if t.to in by_wind:
            by_wind[t.to] += t.amount
    return [by_wind[wind[s]] for s in range(4)]


def _ready(seat: SeatState, forms: int, own: bool) -> bool:
    """Tenpai at an exhaustive draw: a live hand without a flower in it that waits on something."""
    return not seat.dead and not any(seat.counts[NUM_KINDS:]) and bool(legal.wait_kinds(seat, forms, own))


def _nagashi(seat: SeatState) -> bool:
    """Nagashi mangan: a live hand whose every discard is a terminal or honour, none claimed (a discarded
    flower made the hand dead)."""
    if seat.dead or not seat.discards or seat.claimed:
        return False
    return all(t & KIND_MASK < NUM_KINDS and IS_TERMINAL_OR_HONOUR[t & KIND_MASK] for t in seat.discards)


def _shown(state: TableState, seat: int, winners: list[int], tenpai: list[int], texts: dict[int, str]) -> str | None:
    """The rule set's reveal policy: DMJL every hand; Riichi the winners and the ready hands at a draw."""
    hand = state.hand
    assert hand is not None
    if not (state.flow.reveals_all or seat in winners or seat in tenpai):
        return None
    found = texts.get(seat)
    return found if found is not None else hands.hand_string(hand.seats[seat], seat, *_winning(hand, seat))


def _ura(hand: HandState) -> tuple[Tile, ...]:
    """The ura indicators, shown after a riichi win."""
    if any(hand.seats[seat].riichi is not None for seat, _, _ in hand.winners):
        return hand.ura[: hand.revealed]
    return ()


def _chips(hand: HandState) -> list[int]:
    """Flower chips: each exposed bonus tile earns one from each other player (variation 3)."""
    total = sum(s.chips for s in hand.seats)
    return [4 * s.chips - total for s in hand.seats]


def _match_over(state: TableState, event: HandEnd) -> str | None:
    """Whether the match ends after this hand (the rule set's end, tried on a copy of the match)."""
    match = state.match
    probe = dataclasses.replace(
        match, seating=list(match.seating), totals=dict(match.totals), extra=copy.deepcopy(match.extra)
    )
    for seat, amount in enumerate(event.net):
        probe.totals[probe.seating[seat]] += amount
    state.flow.after_hand(probe, event, state.options)
    return probe.finished


def _winning(hand: HandState, seat: int) -> tuple[Any, ...]:
    """A winner's hand is shown with its winning tile apart."""
    for winner, _, tile in hand.winners:
        if winner == seat and tile is not None:
            return tile, tile
    return ()


def liability(state: TableState, winner: int, result: ScoreResult) -> Liability | None:
    """Dangerous play (`penalties.md`): the winner made the guarded hand after claiming a dangerous tile."""
    hand = state.hand
    assert hand is not None
    if not result.won or not state.flow.dangerous_play(state.options):
        return None
    scored = {item.rule for item in result.items}
    rules = {rule.name: rule for rule in state.flow.danger}
    found = []
    for claim in hand.seats[winner].danger:
        guarded = set().union(*(_hands(rules[name], claim.kind) for name in claim.situations))
        if scored & guarded:
            found.append(claim)
    if not found:
        return None
    claim = min(found, key=lambda c: c.kind != "supplied-pung")
    return Liability(hands.wind_of(hand, claim.discarder), claim.kind, claim.no_choice)  # type: ignore[arg-type]


def _hands(rule: DangerRule, kind: str) -> frozenset[str]:
    return rule.hands_winning_discard if kind == "winning-discard" else rule.hands_supplied_pung
