"""The Riichi scorer's fast path to the arrangements (`scoring._fills`: the facts filed per suit pattern,
`context.fill_parts`) gives what the general path gives (`decompositions`, then `fill_regular`, `fill_pairs`,
`fill_kokushi`): the same arrangements in the same order, the same context for each, the same arrangement
string. (`twin_chows` only in a closed hand: the fast path counts the concealed chows' twins, which is all
that an open hand's rows read, iipeikou and ryanpeikou being closed only.)"""

from __future__ import annotations

from typing import Any

import pytest
import riichi_vectors as rv

from jongg.analysis import Forms, decompositions
from jongg.contract import ScoreRequest
from jongg.notation import parse_hand
from jongg.rules import find_ruleset
from jongg.rules.arrangement import arrangement_string
from jongg.rules.riichi import context as riichi_context
from jongg.rules.riichi import scoring as riichi_scoring

_HAND_FACTS = ("meld_facts", "meld_chows", "meld_entries")
_FIELDS = [name for name in riichi_context._SlottedCtx.__slots__ if name not in _HAND_FACTS]

_HANDS = [
    # identical chows melded twice and held; kongs concealed and exposed; a pung completed by a discard
    ("123m [123m] [123m] 123m 5z +5z", "discard"),
    ("22m 12p [123p] [234s] 234s +3p", "discard"),
    ("111m 999p (1111z) [2222z] 7z +7z", "self-draw"),
    ("111m 999p (1111z) [2222z] 7z +7z", "discard"),
    ("11122233344m 55z +4m", "discard"),
    ("1112345678999m +5m", "discard"),
    ("1112345678999m +9m", "self-draw"),
    ("1122334455667m +7m", "discard"),
    ("1122445566778p +8p", "self-draw"),
    ("19m19p19s1234567z +1z", "discard"),
    ("19m19p19s1234566z +7z", "self-draw"),
    ("222333444p 666s 5z +5z", "discard"),
    ("234m 234m 234p 234s 5s +5s", "discard"),
    ("555z 666z 777z 11m 23m +1m", "discard"),
    ("[111z] [222z] [333z] 4455z +5z", "discard"),
]


def _requests() -> list[ScoreRequest]:
    out = [ScoreRequest.from_json(rv.to_request(hand)) for hand, _ in rv.load(rv.MAIN)[:3000]]
    out += [ScoreRequest.from_json(rv.to_request(hand)) for hand, _ in rv.load(rv.FLOWERS4)]
    for text, by in _HANDS:
        win: dict[str, Any] = {"by": by} if by == "self-draw" else {"by": by, "from": "W"}
        for seat in ("E", "S"):
            body = {"ruleset": "riichi-hana", "hand": text, "seat_wind": seat, "round_wind": "E", "win": win}
            out.append(ScoreRequest.from_json(body))
    return out


def _snapshot(ctx: Any) -> dict[str, Any]:
    fields = {name: getattr(ctx, name) for name in _FIELDS}
    if not ctx.menzen:  # the fast path counts twin chows among the concealed chows: only a closed hand's count
        del fields["twin_chows"]
    return fields


@pytest.mark.parametrize("variation", [1, 2])
def test_fast_path_fills_what_the_general_path_fills(variation: int) -> None:
    ruleset = find_ruleset("riichi-hana")
    options = ruleset.options({"variation": variation})
    seen = 0
    for request in _requests():
        hand = parse_hand(request.hand, red_fives=options.red_fives > 0) if variation == 1 else None
        if hand is None:
            try:
                hand = parse_hand(request.hand, red_fives=False)
            except Exception:  # red fives are not in play in variation 2
                continue
        assert hand.winning is not None
        winning = hand.winning & 63
        if winning >= 34:
            continue
        fast_ctx = riichi_context.hand_ctx(request, hand, options)
        self_draw = fast_ctx.self_draw
        fast = []
        for where in riichi_scoring._fills(fast_ctx, hand, winning, self_draw):
            fast.append((_snapshot(fast_ctx), riichi_scoring._arrangement(where, fast_ctx)))
        general = []
        for dec in decompositions(hand, riichi_scoring.FORMS):
            ctx = riichi_context.hand_ctx(request, hand, options)
            claimed = -1 if self_draw or dec.winning is None else dec.winning
            if dec.form is Forms.REGULAR:
                riichi_context.fill_regular(ctx, dec, claimed, winning)
            elif dec.form is Forms.ORPHANS:
                riichi_context.fill_kokushi(ctx, hand)
            else:
                riichi_context.fill_pairs(ctx)
            general.append((_snapshot(ctx), arrangement_string(dec.groups, claimed)))
        assert fast == general, request.hand
        seen += len(fast)
    assert seen > 3000
