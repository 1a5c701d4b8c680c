"""mjai export of strict Riichi (`penalties.md`, chombo): mjai has no penalty event, so a hand a chombo ended is
written as a `ryukyoku` whose reason is `chombo`, with the score changes of the penalty (the riichi sticks put
down in that hand given back)."""

from __future__ import annotations

from typing import Any

from careless import careless_match

from jongg.interop.mjai import export

STICK = 1000


def reverse_mangan(offenders: list[int], dealer: int) -> list[int]:
    """`penalties.md`, chombo: a dealer offender pays 4,000 to each other player; a non-dealer pays 4,000 to the
    dealer and 2,000 to each of the other two."""
    out = [0, 0, 0, 0]
    for offender in offenders:
        for seat in range(4):
            if seat != offender:
                amount = 4000 if dealer in (offender, seat) else 2000
                out[offender] -= amount
                out[seat] += amount
    return out


def test_a_chombo_exports_as_a_ryukyoku_with_its_score_changes() -> None:
    """Each hand a chombo ended is one `ryukyoku` with reason `chombo`, whose deltas are the reverse mangan of
    the spec plus the riichi sticks put down in that hand, which go back to their owners (mjai took them at
    `reach_accepted`)."""
    table = careless_match("riichi-hana", 0)
    expected = []
    hand: list[dict[str, Any]] = []
    for event in table.events:
        hand.append(event)
        if event["type"] != "hand_end":
            continue
        chombo = next((e for e in hand if e["type"] == "penalty" and e["rule"] == "chombo"), None)
        if chombo is not None:
            dealer = next(e for e in hand if e["type"] == "hand_start")["dealer"]
            deltas = reverse_mangan(chombo["offenders"], dealer)
            for e in hand:
                if e["type"] == "riichi_accepted":
                    deltas[e["seat"]] += STICK
            expected.append(deltas)
        hand = []
    assert expected
    written = [e for e in export(table.record()) if e["type"] == "ryukyoku" and e["reason"] == "chombo"]
    assert [e["deltas"] for e in written] == expected
