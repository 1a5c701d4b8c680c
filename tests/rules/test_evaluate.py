"""The table evaluator (`jongg.rules.evaluate`): predicates written as expressions, and the written-out
evaluators, which inline those expressions, agree with the plain loops over the same plans."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
import riichi_vectors as rv

from jongg.analysis import decompositions
from jongg.contract import ScoreRequest
from jongg.notation import parse_hand
from jongg.rules import find_ruleset
from jongg.rules.evaluate import (
    compiled_hits,
    compiled_matching,
    compiled_tally,
    expression,
    expression_of,
    hits,
    matching,
    tally,
)
from jongg.rules.riichi import context as riichi_context
from jongg.rules.riichi import scoring as riichi_scoring


def test_an_expression_is_its_lambda() -> None:
    when = expression("c.sets >= limit and c.kongs", limit=3)
    assert when(SimpleNamespace(sets=3, kongs=2)) == 2
    assert not when(SimpleNamespace(sets=2, kongs=2))
    assert expression_of(when) == "c.sets >= limit and c.kongs"
    assert expression_of(lambda c: c.sets) is None


@pytest.mark.parametrize("bad", ["c.sets = 1", "c.sets ==", "import os"])
def test_an_expression_is_one_expression(bad: str) -> None:
    with pytest.raises(SyntaxError):
        expression(bad)


def test_expression_names_are_not_the_evaluators_own() -> None:
    with pytest.raises(ValueError, match="evaluators' own"):
        expression("c.sets == n", n=1)


def test_one_name_one_value_in_a_written_out_plan() -> None:
    a, b = expression("c.x == k", k=1), expression("c.x == k", k=2)
    with pytest.raises(ValueError, match="two values"):
        compiled_matching(((None, ((a, "a"), (b, "b"))),))


def _contexts() -> list[Any]:
    """The Riichi contexts of the differential vectors' hands, one per arrangement and reading."""
    ruleset = find_ruleset("riichi-hana")
    options = ruleset.options({})
    out = []
    for hand_json, _ in rv.load(rv.MAIN)[:1500]:
        request = ScoreRequest.from_json(rv.to_request(hand_json))
        hand = parse_hand(request.hand)
        assert hand.winning is not None
        winning = hand.winning & 63
        for dec in decompositions(hand, riichi_scoring.FORMS):
            self_draw = riichi_context.hand_ctx(request, hand, options).self_draw
            claimed = -1 if self_draw or dec.winning is None else dec.winning
            ctx = rv.general_ctx(request, hand, options, dec, claimed, winning)
            out.append(ctx)
            if ctx.pinfu_shape:
                ctx = riichi_context.hand_ctx(request, hand, options)
                riichi_context.fill_regular(ctx, dec, claimed, winning)
                ctx.pinfu = True
                out.append(ctx)
    return out


def test_written_out_plans_agree_with_the_loops() -> None:
    plans = riichi_scoring._YAKU_PLAN, riichi_scoring._FU_PLAN
    yakuman, han = riichi_scoring._YAKUMAN_PLAN, riichi_scoring._HAN_PLAN
    written = [[compiled_tally(plan, choice) for choice in (0, 1)] for plan in plans]
    written_yakuman, written_han = compiled_matching(yakuman), compiled_hits(han)
    contexts = _contexts()
    assert len(contexts) > 1500
    for ctx in contexts:
        for plan, functions in zip(plans, written, strict=True):
            for choice, function in enumerate(functions):
                assert function(ctx) == tally(ctx, plan, choice)
        assert written_yakuman(ctx) == matching(ctx, yakuman)
        assert written_han(ctx) == hits(ctx, han)
