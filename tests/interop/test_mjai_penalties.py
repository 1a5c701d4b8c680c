"""mjai export of strict Riichi (`penalties.md`, chombo): mjai has no penalty event, so a hand a chombo ended is
written as a `ryukyoku` whose reason is `chombo`, with the score changes of the penalty (the riichi sticks put
down in that hand given back)."""

from __future__ import annotations

from typing import Any

from careless import careless_match

from jongg.interop.mjai import export

STICK = 1000


def test_a_chombo_exports_as_a_ryukyoku_with_its_score_changes() -> None:
    table = careless_match("riichi-hana", 0)
    hands: list[list[dict[str, Any]]] = [[]]
    for event in table.events:
        hands[-1].append(event)
        if event["type"] == "hand_end":
            hands.append([])
    chombo_nets = []
    for hand in hands:
        if any(e["type"] == "penalty" and e["rule"] == "chombo" for e in hand):
            end = hand[-1]
            sticks = [0, 0, 0, 0]
            for e in hand:
                if e["type"] == "riichi_accepted":
                    sticks[e["seat"]] += STICK
            chombo_nets.append([n + s for n, s in zip(end["net"], sticks, strict=True)])
    assert chombo_nets
    written = [e for e in export(table.record()) if e["type"] == "ryukyoku" and e["reason"] == "chombo"]
    assert [e["deltas"] for e in written] == chombo_nets
    assert all(min(e["deltas"]) < 0 for e in written)  # the offender pays
