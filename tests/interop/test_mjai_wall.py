"""The wall rebuilt from an mjai log: laid out by the engine's `break_wall`, it gives back the log's tiles."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import product

import pytest
from mjai_samples import hand_with, riichienv_game

from jongg.interop.mjai import (
    DICE,
    InvalidMjai,
    WallPositions,
    hand_tiles,
    parse_log,
    positions,
    rebuild_wall,
    tile_from_mjai,
    tile_set,
)
from jongg.rules import find_ruleset


def side_lengths(tiles: int) -> tuple[int, int, int, int]:
    """Stacks per side (the Decision): 17 each for 136 tiles, 18/17/18/17 for 140, 18 for 144."""
    base, extra = divmod(tiles // 2, 4)
    return (base + (extra > 0), base, base + (extra > 1), base)


def decision_positions(tiles: int = 136, dice: Sequence[int] = DICE) -> WallPositions:
    """The layout of the wall-and-dead-wall Decision, computed from its text alone (not the engine's code).

    S = d1 + d2; the player S counts to (dealer = 1, counter-clockwise) sits at wind offset w = (S - 1) % 4,
    whose side is (-w) % 4; the break stack is that side's first stack + S - 1. The dead wall is the break stack
    d0 and the 6 stacks before it (d1 .. d6, lower indices, wrapping); the live wall runs from the stack after
    the break, upwards, each stack upper tile first. d0 upper/lower = R1/R2, d1 = R3/R4, d2..d6 = D1..D5 over
    U1..U5.
    """
    lengths = side_lengths(tiles)
    stacks = tiles // 2
    count = dice[0] + dice[1]
    side = -((count - 1) % 4) % 4
    at = (sum(lengths[:side]) + count - 1) % stacks
    dead = [(at - i) % stacks for i in range(7)]
    live: list[int] = []
    for i in range(1, stacks - 6):
        stack = (at + i) % stacks
        live += [2 * stack, 2 * stack + 1]
    return WallPositions(
        tuple(live),
        (2 * dead[0], 2 * dead[0] + 1, 2 * dead[1], 2 * dead[1] + 1),
        tuple(2 * d for d in dead[2:]),
        tuple(2 * d + 1 for d in dead[2:]),
    )


def flow():  # type: ignore[no-untyped-def]
    found = find_ruleset("riichi-hana").flow
    assert found is not None
    return found


@pytest.mark.parametrize("tiles", [136, 140, 144])
def test_decision_text_and_engine_agree_on_the_layout(tiles: int) -> None:
    flow()
    for d1, d2 in product(range(1, 7), repeat=2):
        ours = decision_positions(tiles, (d1, d2))
        assert sorted(ours.live + ours.rinshan + ours.indicators + ours.ura) == list(range(tiles))
        assert positions(tiles, (d1, d2)) == ours


def test_the_fixed_dice_break_the_opposite_side() -> None:
    # S = 7 counts to the player opposite the dealer (side 2); the break stack is 17 + 17 + 6 = 40.
    where = decision_positions(136, (3, 4))
    assert where.rinshan == (80, 81, 78, 79)
    assert where.indicators == (76, 74, 72, 70, 68)
    assert where.ura == (77, 75, 73, 71, 69)
    assert where.live[:4] == (82, 83, 84, 85)
    assert len(where.live) == 122 and where.live[-1] == 67


def check_hand(log: list[dict[str, object]]) -> None:
    (game,) = parse_log(log)
    fl = flow()
    for hand in game.hands:
        wall = rebuild_wall(hand)
        assert Counter(wall) == Counter(tile_set(0, 3))
        layout = fl.break_wall(wall, DICE)
        shown = hand_tiles(hand)
        live = list(layout.live)
        dealt: list[list[object]] = [[], [], [], []]
        for size in (4, 4, 4, 1):
            for k in range(4):
                dealt[(hand.dealer + k) % 4] += [live.pop(0) for _ in range(size)]
        assert [sorted(d) for d in dealt] == [sorted(t) for t in shown.dealt]  # type: ignore[type-var]
        live_draws = [t for _, t, replacement in shown.draws if not replacement]
        replacements = [t for _, t, replacement in shown.draws if replacement]
        assert live[: len(live_draws)] == live_draws
        assert list(layout.dead[: len(replacements)]) == replacements
        assert list(layout.indicators[: len(shown.indicators)]) == shown.indicators
        assert list(layout.ura[: len(shown.ura)]) == shown.ura


def test_rebuilt_walls_give_back_the_logged_tiles() -> None:
    check_hand(list(riichienv_game()))


@pytest.mark.parametrize("kind", ["ankan", "daiminkan", "kakan", "reach"])
def test_kans_and_ura(kind: str) -> None:
    for seed in range(5, 40):
        try:
            log = hand_with(riichienv_game(seed), kind)
        except LookupError:
            continue
        check_hand(log)
        return
    raise AssertionError(f"no {kind} in the sample games")


def test_tiles_the_set_does_not_hold() -> None:
    log = [dict(e) for e in riichienv_game()]
    start = next(e for e in log if e["type"] == "start_kyoku")
    (hand,) = [h for h in parse_log(log)[0].hands if h.start_line == log.index(start)]
    fives = [t for t in tile_set(0, 3) if t.is_red]
    assert all(tile_from_mjai(t) in tile_set(0, 3) for t in ("5mr", "5pr", "5sr"))
    start["tehais"] = [["1m"] * 5 + ["2m"] * 8, *start["tehais"][1:]]  # type: ignore[index]
    (hand,) = parse_log(log)[0].hands[:1]
    with pytest.raises(InvalidMjai, match="more of 1m"):
        rebuild_wall(hand)
    assert fives
    red_hand = next(h for h in parse_log(list(riichienv_game()))[0].hands if "r" in str(h.start["tehais"]))
    with pytest.raises(InvalidMjai, match="red_fives 0"):
        rebuild_wall(red_hand, red_fives=0)
