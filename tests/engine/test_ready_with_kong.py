"""Issue 26: an HKE draw listed a player waiting on 3s with `3s777z [5555s][666s][999s]` as not ready. The
engine's waits are right for such a hand in every rule set (a kong is one meld, its kind is no wait, the single
wait counts); the false line came from the score screen showing Riichi's tenpai at a DMJL draw, whose rule
sets settle no ready hands (`Flow.tenpai_at_draw`), so their `hand_end` lists nobody."""

from __future__ import annotations

import pytest

from jongg.engine import legal
from jongg.engine.ending import _ready
from jongg.engine.state import SeatMeld, SeatState
from jongg.rules import find_ruleset
from jongg.tiles import KIND_MASK, Tile

RULESETS = ["dmjl-classical", "dmjl-hk-easy", "riichi-hana"]


def T(text: str) -> Tile:
    return Tile.from_str(text)


def seat(concealed_kong: bool) -> SeatState:
    found = SeatState()
    found.add([T("3s"), T("7z"), T("7z"), T("7z")])
    found.melds = [
        SeatMeld("kong", [T("5s")] * 4, concealed=concealed_kong),
        SeatMeld("pung", [T("6s")] * 3, from_seat=1),
        SeatMeld("pung", [T("9s")] * 3, from_seat=2),
    ]
    return found


@pytest.mark.parametrize("concealed_kong", [False, True])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_single_wait_beside_a_kong_is_ready(ruleset: str, concealed_kong: bool) -> None:
    found = find_ruleset(ruleset)
    assert found.flow is not None
    own = found.flow.waits_by_concealed_copies
    assert legal.wait_kinds(seat(concealed_kong), found.forms, own) == {T("3s") & KIND_MASK}
    assert _ready(seat(concealed_kong), found.forms, own)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_only_riichi_settles_ready_hands_at_a_draw(ruleset: str) -> None:
    """The DMJL texts know no tenpai payments: their records list nobody as ready (the field is kept, so that
    every record has the same shape and old records verify)."""
    flow = find_ruleset(ruleset).flow
    assert flow is not None
    assert flow.tenpai_at_draw is (ruleset == "riichi-hana") and flow.counters is (ruleset == "riichi-hana")
