"""The Riichi scorer's fast path to the arrangements (`scoring._fills`: the facts filed per suit pattern,
`context.fill_parts`) gives what the general path gives (`decompositions`, then `fill_regular`, `fill_pairs`,
`fill_kokushi`): the same arrangements in the same order, the same context for each, the same arrangement
string (the fast path leaves the fields `context.UNFILLED` unset, which no row reads.)"""

from __future__ import annotations

import re
from typing import Any

import pytest
import riichi_vectors as rv

from jongg.analysis import decompositions
from jongg.contract import ScoreRequest
from jongg.notation import parse_hand
from jongg.rules import find_ruleset
from jongg.rules.arrangement import arrangement_string
from jongg.rules.evaluate import expression_of
from jongg.rules.riichi import context as riichi_context
from jongg.rules.riichi import scoring as riichi_scoring
from jongg.rules.riichi.tables import FU_SECTIONS, HAN_SECTIONS, YAKU_SECTIONS, YAKUMAN_SECTIONS

_HAND_FACTS = ("meld_facts", "meld_chows", "meld_entries")
_FIELDS = [
    name
    for name in riichi_context._SlottedCtx.__slots__
    if name not in _HAND_FACTS and name not in riichi_context.UNFILLED
]

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
    # the winning tile in one of two identical chows or next to an identical pung (the claimed copy is written)
    ("12m 123m 456p 789s 55z +3m", "discard"),
    ("112233m 456p [789s] 5z +5z", "discard"),
    ("11m 11p 222p 333p 555z +1p", "discard"),
    # the other forms: seven pairs (four of a kind are no two pairs), the thirteen orphans
    ("1111m22p33p44s55z6z +6z", "discard"),
    ("11m22p33p44s55z66z7z +7z", "self-draw"),
    ("19m19p19s1234567z +9s", "self-draw"),
    ("19m19p9s12345677z +1s", "discard"),
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
    return {name: getattr(ctx, name) for name in _FIELDS}


def test_no_row_reads_what_the_fast_path_leaves_unset() -> None:
    sources = [
        expression_of(when)
        for sections in (YAKU_SECTIONS, YAKUMAN_SECTIONS, FU_SECTIONS, HAN_SECTIONS)
        for section in sections
        for when in (section.gate, *(row.when for row in section.rows))
        if when is not None
    ]
    assert all(source is not None for source in sources)  # every predicate is an expression
    read = {name for source in sources for name in re.findall(r"\bc\.(\w+)", source or "")}
    assert read
    assert not read & riichi_context.UNFILLED
    # the expressions are text, which mypy does not read: every name they read is a declared context field
    declared = {name for cls in riichi_context.RiichiCtx.__mro__ for name in getattr(cls, "__annotations__", {})}
    assert read <= declared, read - declared


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
            claimed = -1 if self_draw or dec.winning is None else dec.winning
            ctx = rv.general_ctx(request, hand, options, dec, claimed, winning)
            general.append((_snapshot(ctx), arrangement_string(dec.groups, claimed)))
        assert fast == general, request.hand
        seen += len(fast)
    assert seen > 3000


def test_plain_indicators_only_pass_what_the_full_check_passes() -> None:
    """`_plain_indicators` (the common case of the indicator check) answers True only where the full check
    finds nothing wrong; elsewhere the full check decides."""
    from random import Random

    from jongg.errors import InvalidRequest
    from jongg.rules import riichi
    from jongg.tiles import RED, Tile

    rng = Random(5)
    options = find_ruleset("riichi-hana").options({})
    passed = refused = 0
    for request in _requests():
        hand = parse_hand(request.hand)
        held = [kind for kind, n in enumerate(hand.counts) if n]
        for _ in range(4):
            tiles = []
            for _ in range(rng.randint(1, 4)):
                pick = rng.random()
                if pick < 0.4:
                    tiles.append(Tile(rng.choice(held)))  # a kind the hand holds (maybe four of it)
                elif pick < 0.5:
                    tiles.append(Tile(rng.choice((4, 13, 22)) | RED))
                elif pick < 0.55:
                    tiles.append(Tile(rng.randrange(34, 42)))
                else:
                    tiles.append(Tile(rng.randrange(34)))
            indicators = tuple(tiles)
            try:
                riichi._check_indicators(hand, (("dora_indicators", indicators),), options)
                right = True
            except InvalidRequest:
                right = False
            plain = riichi._plain_indicators(hand.packed_counts(), indicators)
            assert right or not plain, (request.hand, indicators)
            passed += plain
            refused += not right
    assert passed > 1000 and refused > 100
