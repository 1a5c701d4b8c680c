"""Hand scoring for `dmjl-hk-easy` (`hk-easy.md` "Scoring: fan"; result shape `contract.md` §2).

The fan lines, the limit hands and the points scale are data in `tables`, the context their predicates read
is filled by `context`; this module evaluates the tables (`jongg.rules.evaluate`) and chooses the arrangement.

`score(request, hand, options)` gets a parsed hand whose request passed the §3 checks (`jongg.rules.hk_easy`):

- Only a winner's hand (`+X`) is scored. A loser's hand gives `won` false, `total` 0, no items, `fan` and
  `arrangement` null (**Decision**: HKE scores only the winner, so a loser has no arrangement to show).
- A winner's hand is taken in its highest-scoring arrangement among the `decompositions` in the HKE forms:
  most points, then a limit hand before a counted total of 10+ fan, then most fan, then the arrangement
  string that sorts first (**Decision** for the remaining ties, as `contract.md` §2 says).
- The group a claimed winning tile completes (a discard or a robbed kong) is exposed: written `[...]`.
- A limit hand lists every limit hand it makes (unit `limit`, in table order) and no fan items; `fan` is
  then null (**Decision**, as Classical lists only its limit items). 10 or more counted fan: `limit` is
  `"limit"`, `fan` is the count and the items are the fan lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from jongg.analysis import decompositions
from jongg.contract import Item, Payment, ScoreRequest, ScoreResult
from jongg.hand import Hand
from jongg.rules.arrangement import arrangement_string
from jongg.rules.evaluate import Counted, Plan, counted, flat_plan, item_of, matching, tally
from jongg.rules.hk_easy.context import fill, hand_ctx
from jongg.rules.hk_easy.settle import normal_payments
from jongg.rules.hk_easy.tables import FAN, FORMS, LIMIT_FAN, LIMIT_POINTS, LIMITS, TABLES, points_for_fan

if TYPE_CHECKING:
    from jongg.rules.hk_easy.options import HongKongEasyOptions

__all__ = ["FORMS", "TABLES", "score"]


_FAN: Final[Plan[Counted]] = flat_plan(FAN, counted)
_LIMITS: Final[Plan[Item]] = flat_plan(LIMITS, item_of)


# -- scoring ---------------------------------------------------------------------------------------------
def _payments(request: ScoreRequest, total: int) -> tuple[Payment, ...]:
    win = request.win
    assert win is not None
    return tuple(
        Payment(payer, request.seat_wind, amount)
        for payer, amount in normal_payments(request.seat_wind, win.from_, total)
    )


def score(request: ScoreRequest, hand: Hand, options: HongKongEasyOptions) -> ScoreResult:
    """Score one `dmjl-hk-easy` hand (the request already checked by the rule set)."""
    ruleset = request.ruleset
    if hand.winning is None:
        return ScoreResult(ruleset, won=False, total=0)
    if request.irregular is not None:
        return ScoreResult(ruleset, reason="dead-hand", total=0)
    decs = decompositions(hand, FORMS)
    if not decs:
        return ScoreResult(ruleset, reason="not-complete", total=0)
    ctx = hand_ctx(request, hand)
    self_draw = ctx.self_draw
    # (points, limit hand, fan), then the arrangement string that sorts first
    best_key: tuple[int, bool, int] = (-1, False, -1)
    best: tuple[str, int, list[Item], list[Item]] = ("", 0, [], [])
    for dec in decs:
        claimed = -1 if self_draw or dec.winning is None else dec.winning
        fill(ctx, dec, claimed)
        limits = matching(ctx, _LIMITS)
        counted, hits = tally(ctx, _FAN)
        key = (LIMIT_POINTS, True, 0) if limits else (points_for_fan(counted), False, counted)
        if key < best_key:
            continue
        arrangement = arrangement_string(dec.groups, claimed)
        if key > best_key or arrangement < best[0]:
            best_key = key
            best = (arrangement, counted, hits, limits)
    points, is_limit, _ = best_key
    arrangement, counted, hits, limits = best
    if is_limit:
        return ScoreResult(
            ruleset,
            won=True,
            limit="limit",
            limit_hand=limits[0].rule,
            total=points,
            items=tuple(limits),
            arrangement=arrangement,
            payments=_payments(request, points),
        )
    items = tuple(hits)
    if counted < options.fan_minimum:
        return ScoreResult(ruleset, reason="below-minimum", fan=counted, total=0, items=items, arrangement=arrangement)
    return ScoreResult(
        ruleset,
        won=True,
        fan=counted,
        limit="limit" if counted >= LIMIT_FAN else None,
        total=points,
        items=items,
        arrangement=arrangement,
        payments=_payments(request, points),
    )
