"""The end of a Riichi match, told by `hand_end`'s `match_over` on one-hand tables placed in the match
(`riichi-hana.md` "Base Riichi": East–South, the West extension, a score below zero, the dealer's stop).

Every hand here ends in an exhaustive draw: every seat discards what it draws and passes every claim, so the
dealt hands decide who is ready: the dealer (seat 3) holds a ready hand or not, the others hold far-off hands.
"""

from __future__ import annotations

from typing import Any

from riichi_walls import RIICHI, build_wall

from jongg.engine import Discard, Table

OPTIONS = {"flowers": 0, "red_fives": 0}
DEALER = 3
FAR = "159m159p159s1234z"
READY = "123m456p789s5566z"
NOT_READY = "147m258p369s5567z"


def drawn_hand(*, round: int, passes: int, scores: list[int], dealer_ready: bool, **options: Any) -> dict[str, Any]:
    hands = {
        0: FAR,
        1: FAR.replace("1234z", "1235z"),
        2: FAR.replace("1234z", "1236z"),
        3: READY if dealer_ready else NOT_READY,
    }
    wall = build_wall((3, 4), flowers=0, red_fives=0, dealer=DEALER, hands=hands)
    t = Table.from_wall(
        RIICHI, {**OPTIONS, **options}, wall=wall, dice=[3, 4], dealer=DEALER, round=round, passes=passes, scores=scores
    )
    while not t.done:
        hand = t.state.hand
        assert hand is not None
        if hand.phase == "turn":
            assert hand.last_draw is not None
            t.step({hand.turn: Discard(hand.last_draw)})
        else:
            t.step({seat: next(a for a in t.legal_actions(seat) if a.type == "pass") for seat in t.pending()})
    end = next(e for e in t.events if e["type"] == "hand_end")
    assert end["winners"] == [] and end["tenpai"] == ([DEALER] if dealer_ready else [])
    return end


def test_after_south_4_the_match_ends_when_someone_has_the_return_points() -> None:
    end = drawn_hand(round=1, passes=3, scores=[31000, 23000, 23000, 23000], dealer_ready=False)
    assert end["passes"] and end["match_over"] == "South 4 played"


def test_without_the_return_points_the_west_extension_follows() -> None:
    end = drawn_hand(round=1, passes=3, scores=[25000] * 4, dealer_ready=False)
    assert end["passes"] and end["match_over"] is None


def test_without_the_west_extension_south_4_is_the_last_hand() -> None:
    end = drawn_hand(round=1, passes=3, scores=[25000] * 4, dealer_ready=False, west_extension=False)
    assert end["match_over"] == "South 4 played"


def test_in_the_extension_the_first_hand_that_gives_someone_the_return_points_ends_it() -> None:
    # West 1, the dealer ready alone: he receives 3,000 (1,000 from each) and reaches 30,000
    end = drawn_hand(round=2, passes=0, scores=[25000, 25000, 23000, 27000], dealer_ready=True)
    assert end["scores"] == [24000, 24000, 22000, 30000]
    assert end["match_over"] == "3 reached 30000 in the extension"


def test_west_4_is_the_last_hand_of_the_extension() -> None:
    end = drawn_hand(round=2, passes=3, scores=[25000] * 4, dealer_ready=False)
    assert end["match_over"] == "West 4 played"


def test_a_score_below_zero_ends_the_match() -> None:
    end = drawn_hand(round=0, passes=0, scores=[500, 33000, 33000, 33500], dealer_ready=True)
    assert end["scores"][0] == -500
    assert end["match_over"] == "bust: 0 below zero"


def test_east_only_ends_after_east_4() -> None:
    end = drawn_hand(round=0, passes=3, scores=[31000, 23000, 23000, 23000], dealer_ready=False, length="east")
    assert end["match_over"] == "East 4 played"


def test_the_dealer_stops_while_leading_in_the_last_hand() -> None:
    # South 4, the dealer ready alone and leading with the return points: he repeats, and stops
    end = drawn_hand(round=1, passes=3, scores=[23000, 23000, 23000, 31000], dealer_ready=True)
    assert not end["passes"] and end["match_over"] == "the dealer stopped while leading"


def test_a_dealer_who_does_not_lead_plays_on() -> None:
    end = drawn_hand(round=1, passes=3, scores=[33000, 23000, 23000, 21000], dealer_ready=True)
    assert not end["passes"] and end["match_over"] is None
