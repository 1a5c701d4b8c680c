"""The test wall builder against hand-computed examples of the rule text (no engine involved)."""

from __future__ import annotations

from collections import Counter

import pytest
from walls import CLASSICAL, FULL_SET, HK_EASY, break_stack, build_wall, deal_order, dealt, layout, tiles


def test_tiles_splits_groups() -> None:
    assert tiles("123m 55z1f") == ["1m", "2m", "3m", "5z", "5z", "1f"]
    with pytest.raises(ValueError):
        tiles("12x")


def test_classical_example_west_counts_fourteen() -> None:
    # First roll 3+4 = 7: East 1, South 2, West 3, North 4, East 5, South 6, West 7 -> West, whose side is the
    # third listed (dealer, left = North, opposite = West, right = South), side 2. He counts 7 + (2+5) = 14
    # stacks from the right end of his side: stack 36 + 13 = 49.
    lay = layout(CLASSICAL, [3, 4, 2, 5])
    assert lay.break_stack == 49
    # Loose tiles = the lifted stack 49 (upper, lower), then stacks 48 .. 42, upper first.
    assert lay.dead[:2] == (98, 99)
    assert lay.dead[2:] == (96, 97, 94, 95, 92, 93, 90, 91, 88, 89, 86, 87, 84, 85)
    # The live wall starts at stack 50 (clockwise from the break), upper tile first, and ends at stack 41.
    assert lay.live[:4] == (100, 101, 102, 103)
    assert lay.live[-2:] == (82, 83)
    assert len(lay.live) == 128 and len(lay.dead) == 16


def test_classical_count_carries_into_the_next_side() -> None:
    # 6+6 = 12 -> North (12 = 4 * 3), side 1 (the dealer's left). 12 + 12 = 24 > 18: 6 stacks into side 2.
    assert break_stack(CLASSICAL, [6, 6, 6, 6]) == 18 + 23 == 41
    # 5+5 = 10 -> South, side 3 (stacks 54..71); 10 + 12 = 22 carries round into the dealer's side: stack 3.
    lay = layout(CLASSICAL, [5, 5, 6, 6])
    assert lay.break_stack == 3
    assert lay.dead[:4] == (6, 7, 4, 5)
    assert lay.dead[-2:] == (136, 137)  # the 7th stack back from stack 3 (2, 1, 0, 71, 70, 69, 68)
    assert lay.live[:2] == (8, 9)


def test_classical_east_breaks_his_own_side() -> None:
    # 1+4 = 5 -> East again; 5 + 2 = 7 -> stack 6; the dead wall runs back over the corner: 5 .. 0, 71.
    lay = layout(CLASSICAL, [1, 4, 1, 1])
    assert lay.break_stack == 6
    assert lay.dead[-2:] == (142, 143)


def test_hk_easy_example() -> None:
    # One roll 3+4 = 7 -> West, side 2; he counts 7 stacks: stack 42 is the break. The dead wall is stack 42
    # and the 6 before it, from the break end: 42, 41, ..., 36; the live wall starts at stack 43.
    lay = layout(HK_EASY, [3, 4])
    assert lay.break_stack == 42
    assert lay.dead == (84, 85, 82, 83, 80, 81, 78, 79, 76, 77, 74, 75, 72, 73)
    assert lay.live[:2] == (86, 87)
    assert lay.live[-2:] == (70, 71)  # stack 35, the one before the dead wall
    assert len(lay.live) == 130
    # 1+1 = 2 -> South, side 3: stack 54 + 1 = 55.
    assert break_stack(HK_EASY, [1, 1]) == 55
    # 6+6 = 12 -> North, side 1: stack 18 + 11 = 29.
    assert break_stack(HK_EASY, [6, 6]) == 29


def test_deal_order_three_passes_then_two_and_one() -> None:
    assert deal_order(0) == [(0, 4), (1, 4), (2, 4), (3, 4)] * 3 + [(0, 2), (1, 1), (2, 1), (3, 1)]
    assert deal_order(2)[0] == (2, 4) and deal_order(2)[12] == (2, 2)


def test_build_wall_places_hands_live_dead_and_tail() -> None:
    hands = [
        "123m456m789m123p55p",
        "1s2s3s4s5s6s7s8s9s1z1z1z2z",
        "2z2z2z3z3z3z4z4z4z5z5z5z6z",
        "6z6z6z7z7z7z1p1p9p9p9p8p8p",
    ]
    dice = [3, 4, 2, 5]
    wall = build_wall(CLASSICAL, dice, hands=hands, live="1f7p", dead="9s9s8s", tail="4p")
    assert Counter(wall) == Counter(FULL_SET)
    assert [sorted(h) for h in dealt(wall, CLASSICAL, dice)] == [sorted(tiles(h)) for h in hands]
    # East takes stack 50 and 51 first (4 tiles), then South 52, 53 ...
    assert wall[100:104] == ["1m", "2m", "3m", "4m"]
    lay = layout(CLASSICAL, dice)
    assert [wall[i] for i in lay.live[53:55]] == ["1f", "7p"]
    assert wall[98:100] == ["9s", "9s"] and wall[96] == "8s"
    assert wall[83] == "4p"
    with pytest.raises(ValueError):
        build_wall(CLASSICAL, dice, hands=["1111m1m"])
