"""HKE (dmjl-hk-easy) flow rules from hk-easy.md "Differences in flow" and the HKE dangerous-play option of
penalties.md, with prepared walls.

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North. Default dice 3+4: West counts 7 stacks on his side, the
break stack is 42; the dead wall is stacks 42, 41, ..., 36 taken from the break end (wall[84], wall[85],
wall[82], ...), the live wall starts at wall[86]. After the deal the live wall holds 130 - 53 = 77 tiles.
"""

from __future__ import annotations

import pytest
from table_driver import (
    AddedKong,
    ConcealedKong,
    Kong,
    MahJongg,
    Pass,
    Pung,
    T,
    answer,
    asked,
    discard,
    do,
    events,
    flow,
    has,
    hk_easy,
    last_event,
    net,
    pick,
    result,
    rules,
    throw,
    tsumogiri_until,
    turn_seat,
)

from jongg.engine import Table

LIVE_AFTER_DEAL = 130 - 53


# --- Wall, dead wall, replacements ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("dice", "break_stack"), [((3, 4), 42), ((6, 6), 29), ((1, 1), 55), ((2, 3), 4)])
def test_hke_dead_wall_is_seven_stacks_from_the_break(dice: tuple[int, int], break_stack: int) -> None:
    """One roll: the found player counts d1+d2 stacks from the right end of his side (3+4 = 7 -> West, side 2,
    stack 42; 6+6 -> North, side 1, stack 29; 1+1 -> South, side 3, stack 55; 2+3 -> East, stack 4, the dead
    wall running over the corner). The dead wall is taken from the break end: the counted stack (upper, lower),
    then the stack before it. Every replacement moves the last live tile to the dead wall, which stays at 14."""
    t = hk_easy(hands=["1111m 2222p 3333s 9s 1z"], dead="4z 5z 6z", dice=dice, keep_dealt_kongs=False)
    wall = last_event(t, "hand_start")["wall"]
    b = break_stack
    assert (wall[2 * b], wall[2 * b + 1], wall[2 * b - 2]) == ("4z", "5z", "6z")
    first_live = 2 * ((b + 1) % 72)
    assert wall[first_live : first_live + 4] == ["1m", "1m", "1m", "1m"]
    for kong in ("1111m", "2222p", "3333s"):
        assert 0 in t.pending()
        do(t, 0, pick(t, 0, ConcealedKong, consumed=kong))
    while any(v.phase == "before_play" for v in t.pending().values()):
        t.step({s: Pass() for s, v in t.pending().items() if v.phase == "before_play"})
    replacements = [(e["seat"], e["tile"]) for e in events(t, "draw") if e["source"] == "kong_replacement"]
    assert replacements == [(0, "4z"), (0, "5z"), (0, "6z")]
    view = t.snapshot(None)
    assert (view.live_wall, view.dead_wall) == (LIVE_AFTER_DEAL - 3, 14)


def test_hke_bonus_replaced_from_dead_wall_and_refilled() -> None:
    """Each player, in the order E, S, W, N, exposes all his bonus tiles, each replaced from the dead wall; a bonus
    tile drawn as a replacement is replaced at once; the dead wall stays at 14, refilled from the live wall."""
    t = hk_easy(
        hands=["1f 2f 123m 456m 789m 1p 2p 3p", "3f 1s2s3s 4s5s6s 7s8s9s 1z2z3z"],
        dead="1g 4z 5z 6z",
    )
    bonus_flow = [f for f in flow(t) if f[0] in ("bonus", "draw")]
    east = bonus_flow[:6]
    assert sorted(f[2] for f in east if f[0] == "bonus") == ["1f", "1g", "2f"]
    assert [f[2] for f in east if f[0] == "draw"] == ["1g", "4z", "5z"]
    assert all(f[1] == 0 for f in east) and all(f[3] == "bonus_replacement" for f in east if f[0] == "draw")
    # 1g is exposed right after it is drawn, before East's next bonus tile would matter for anyone else.
    assert east.index(("bonus", 0, "1g")) == east.index(("draw", 0, "1g", "bonus_replacement")) + 1
    assert bonus_flow[6:] == [("bonus", 1, "3f"), ("draw", 1, "6z", "bonus_replacement")]
    view = t.snapshot(None)
    assert (view.live_wall, view.dead_wall) == (LIVE_AFTER_DEAL - 4, 14)


def test_hke_refill_takes_the_last_live_tile() -> None:
    """The four refills took the last four live tiles (here the unique bonus tiles 2g 3g 4g 4f) into the dead
    wall: they are never drawn from the live wall, which now ends with the fifth-last tile (2s), drawn as the
    last tile of the hand; nobody claims its discard and the hand is drawn."""
    t = hk_easy(
        hands=["1f 2f 123m 456m 789m 1p 2p 3p", "3f 1s2s3s 4s5s6s 7s8s9s 1z2z3z"],
        dead="1g 4z 5z 6z",
        tail="2g 3g 4g 4f 2s",
    )
    start = next(i for i, e in enumerate(t.events) if e["type"] == "play_start")
    tsumogiri_until(t, 0)
    seat = turn_seat(t)
    last = events(t, "draw")[-1]
    assert (last["seat"], last["tile"], last["source"], last["last"]) == (seat, "2s", "live", True)
    assert not events(t, "bonus", since=start)
    discard(t, seat, "2s")
    assert t.done and ("exhaustive_draw",) in flow(t)


def test_hke_dealt_kong_declared_during_bonus_replacement() -> None:
    """Before play, in each pass (E, S, W, N) a player first replaces his bonus tiles, then may declare each
    concealed kong he holds, including one completed by a replacement tile; each kong takes a replacement from
    the dead wall. West, who holds a dealt kong but no bonus tile, is asked too and may keep it."""
    t = hk_easy(
        hands=[
            "1111m 1f 456p 789s 5z 6z 7z",
            "222p 3f 1s2s 4s5s6s 7s8s 9m 9p",
            "3333s 4m5m6m 7m8m9m 2z2z 3z",
        ],
        dead="4z 9p 2p 7p",
        keep_dealt_kongs=False,
    )
    assert set(t.pending()) == {0}
    assert set(t.legal_actions(0)) == {pick(t, 0, ConcealedKong, consumed="1111m"), Pass()}
    do(t, 0, pick(t, 0, ConcealedKong, consumed="1111m"))
    assert set(t.pending()) == {1}
    do(t, 1, pick(t, 1, ConcealedKong, consumed="2222p"))
    assert set(t.pending()) == {2}
    assert set(t.legal_actions(2)) == {pick(t, 2, ConcealedKong, consumed="3333s"), Pass()}
    do(t, 2, Pass())
    replacement_flow = [f for f in flow(t) if f[0] in ("bonus", "draw", "concealed_kong")]
    assert replacement_flow == [
        ("bonus", 0, "1f"),
        ("draw", 0, "4z", "bonus_replacement"),
        ("concealed_kong", 0, "1m"),
        ("draw", 0, "9p", "kong_replacement"),
        ("bonus", 1, "3f"),
        ("draw", 1, "2p", "bonus_replacement"),
        ("concealed_kong", 1, "2p"),
        ("draw", 1, "7p", "kong_replacement"),
    ]
    assert turn_seat(t) == 0
    view = t.snapshot(None)
    assert (view.live_wall, view.dead_wall) == (LIVE_AFTER_DEAL - 4, 14)


def test_hke_concealed_kong_never_robbed() -> None:
    """North waits on 1m with Thirteen Orphans; South's concealed kong of 1m cannot be robbed in HKE."""
    hands = [
        "2m 3m 4m 8m 8m 3p 3p 1p 2s 2s 5s 5s 9s 3s",
        "111m 5m6m7m 5p5p 6s7s8s 3z 4z",
        "2m3m 4p5p6p 7p8p9p 2s3s4s 6z6z",
        "9m 1p9p 1s9s 1z2z3z4z5z6z7z7z",
    ]
    t = hk_easy(hands=hands, live="1m", dead="9p")
    discard(t, 0, "3s")
    mark = len(t.events)
    do(t, 1, pick(t, 1, ConcealedKong, consumed="1111m"))
    assert not asked(t)
    assert flow(t, mark)[-1] == ("draw", 1, "9p", "kong_replacement")
    assert turn_seat(t) == 1


# --- Last tile ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("replacement", ["5p", "1m"])
def test_hke_replacement_that_used_up_the_live_wall_is_the_last_tile(replacement: str) -> None:
    """With one live tile left, West claims a kong: his replacement comes from the dead wall, and the refill takes
    the last live tile, so the replacement is the last tile of the hand. A win on it scores Last Tile Draw (and
    Out with Replacement Tile, Self-Draw); otherwise he may not declare a kong, and his discard may be claimed
    only for Mah-Jongg."""
    west = "8s8s8s 1m2m3m 4m5m6m 7m8m9m 5p" if replacement == "5p" else "8s8s8s 1m1m1m 4m5m6m 7m8m9m 5p"
    t = hk_easy(hands={2: west, 3: "5p5p 1s2s3s 4s5s6s 7z7z7z 9p9p"}, tail="3z 8s", dead=replacement)
    tsumogiri_until(t, 1)
    assert turn_seat(t) == 0 and t.snapshot(0).last_draw == T("8s")
    throw(t, 0, "8s")
    answer(t, {2: pick(t, 2, Kong, "8s")})
    last = events(t, "draw")[-1]
    assert (last["seat"], last["tile"], last["source"], last["last"]) == (2, replacement, "kong_replacement", True)
    assert t.snapshot(None).live_wall == 0
    if replacement == "5p":
        do(t, 2, pick(t, 2, MahJongg, "5p"))
        assert {"last-tile-draw", "replacement-tile", "self-draw"} <= rules(t, 2)
    else:
        assert not has(t, 2, ConcealedKong)
        throw(t, 2, "5p")
        # North holds 5p5p and 9p9p: he may win on the last discard, but not pung it.
        assert asked(t) == {3}
        assert set(t.legal_actions(3)) == {MahJongg(T("5p")), Pass()}
        answer(t, {3: Pass()})
        assert t.done and ("exhaustive_draw",) in flow(t)


@pytest.mark.parametrize("dead", ["5p", "3g 5p"])
def test_hke_last_live_bonus_replacement_is_the_last_tile(dead: str) -> None:
    """The last live tile is a bonus tile: its replacement from the dead wall (no refill) is the last tile of the
    hand, and so is the replacement of a further bonus tile drawn in that chain (Decision); a win on it scores
    Last Tile Draw and Self-Draw, not Out with Replacement Tile."""
    t = hk_easy(hands={1: "123m456m789m 1z1z 4p6p"}, tail="4g", dead=dead)
    tsumogiri_until(t, 1)
    seat = turn_seat(t)
    discard(t, seat, str(t.snapshot(seat).last_draw))
    assert turn_seat(t) == 1
    tail = [f for f in flow(t) if f[0] in ("draw", "bonus")][-3:]
    if dead == "5p":
        assert tail == [("draw", 1, "4g", "live"), ("bonus", 1, "4g"), ("draw", 1, "5p", "bonus_replacement")]
    else:
        chain = [("draw", 1, "3g", "bonus_replacement"), ("bonus", 1, "3g"), ("draw", 1, "5p", "bonus_replacement")]
        assert tail == chain
    assert t.snapshot(None).dead_wall == 14 - len(dead.split())
    assert events(t, "draw")[-1]["last"] is True
    do(t, 1, pick(t, 1, MahJongg, "5p"))
    assert {"last-tile-draw", "self-draw"} <= rules(t, 1)
    assert "replacement-tile" not in rules(t, 1)


# --- Kong replacement wins ------------------------------------------------------------------------------------------

KONG_HANDS = [
    "5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s",
    "2m 4m 6m 8m 2s 8s8s 1p1p 5s 4p 6p 7z",
    "5p5p5p 1s2s3s 4s5s6s 7s8s 9m9m",
]


def test_hke_kong_replacement_win_scores_replacement_tile() -> None:
    t = hk_easy(hands=KONG_HANDS, dead="9s")
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Kong, "5p")})
    do(t, 2, pick(t, 2, MahJongg, "9s"))
    assert {"replacement-tile", "self-draw"} <= rules(t, 2)


def test_hke_bonus_replacement_after_kong_is_not_replacement_tile() -> None:
    """A tile that replaced a bonus tile is no Out with Replacement Tile, even if that bonus tile was itself drawn
    as a kong replacement (Decision); both replacements come from the dead wall."""
    t = hk_easy(hands=KONG_HANDS, dead="1f 9s")
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Kong, "5p")})
    draws = [(e["seat"], e["tile"], e["source"]) for e in events(t, "draw")][-2:]
    assert draws == [(2, "1f", "kong_replacement"), (2, "9s", "bonus_replacement")]
    assert (t.snapshot(None).live_wall, t.snapshot(None).dead_wall) == (LIVE_AFTER_DEAL - 2, 14)
    do(t, 2, pick(t, 2, MahJongg, "9s"))
    assert "self-draw" in rules(t, 2)
    assert "replacement-tile" not in rules(t, 2)


# --- Payment, robbing, first turn -----------------------------------------------------------------------------------


def test_hke_robbing_paid_as_discard_by_the_robbed_player() -> None:
    """Robbing the kong counts as won on a discard by the player whose kong was robbed: he pays double."""
    from test_common_flow import ROB_HANDS

    t = hk_easy(hands=ROB_HANDS, live="9m 7s 1p 5p")
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Pung, "5p")})
    discard(t, 2, "6z")
    for seat in (3, 0, 1):
        discard(t, seat, str(t.snapshot(seat).last_draw))
    do(t, 2, pick(t, 2, AddedKong, "5p"))
    answer(t, {3: pick(t, 3, MahJongg, "5p")})
    points = result(t, 3)["total"]
    assert net(t) == [-points, -points, -2 * points, 4 * points]


def test_hke_self_draw_all_pay_double_east_no_advantage() -> None:
    t = hk_easy(hands=KONG_HANDS, dead="9s")
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Kong, "5p")})
    do(t, 2, pick(t, 2, MahJongg, "9s"))
    points = result(t, 2)["total"]
    assert net(t) == [-2 * points, -2 * points, 6 * points, -2 * points]


def test_hke_blessing_of_heaven() -> None:
    t = hk_easy(hands=["123m456m789m123p55p"])
    do(t, 0, pick(t, 0, MahJongg))
    assert result(t, 0)["limit_hand"] == "blessing-of-heaven"
    assert net(t) == [6 * 64, -2 * 64, -2 * 64, -2 * 64]


def test_hke_blessing_of_earth() -> None:
    t = hk_easy(hands=["5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s", "4p6p 1s2s3s 4s5s6s 7z7z7z 9p9p"])
    throw(t, 0, "5p")
    answer(t, {1: pick(t, 1, MahJongg, "5p")})
    assert result(t, 1)["limit_hand"] == "blessing-of-earth"
    assert net(t) == [-128, 256, -64, -64]


def test_hke_winning_tile_may_be_claimed_after_letting_it_pass() -> None:
    """No "same tile in one go-around" restriction: North lets East's 5p pass, then wins on South's 5p."""
    t = hk_easy(
        hands={
            0: "5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s",
            1: "5p 2m 4m 6m 8m 2s 8s8s 1p1p 5s 9s 7p",
            3: "4p6p 1s2s3s 4s5s6s 7z7z7z 9p9p",
        },
    )
    throw(t, 0, "5p")
    assert 3 in asked(t) and has(t, 3, MahJongg, "5p")
    answer(t, {3: Pass()})
    assert turn_seat(t) == 1
    throw(t, 1, "5p")
    answer(t, {3: pick(t, 3, MahJongg, "5p")})
    win = last_event(t, "mahjongg")
    assert (win["seat"], win["from"]) == (3, 1)


# --- Dangerous play (option) ----------------------------------------------------------------------------------------

SUPPLY_HANDS = [
    "5z 1m 4m 7m 2p 8p 3s 6s 9s 2z 3z 4z 1p 9m",
    "7z 2m 5m 8m 3p 6p 1s 4s 7s 8s 1z 3z 4z",
    "5z5z 6z6z 7z7z 1m2m3m 9p 1s 5s 9s",
    "6z 3m 6m 9m 4p 7p 2s 5s 8s 2z 3z 4z 1z",
]
SUPPLY_LIVE = "2m 1p 4s 6m 5m 7p 8m 9p"


def play_supplied_pung(t: Table) -> None:
    throw(t, 0, "5z")
    answer(t, {2: pick(t, 2, Pung, "5z")})
    discard(t, 2, "1s")
    throw(t, 3, "6z")
    answer(t, {2: pick(t, 2, Pung, "6z")})
    discard(t, 2, "5s")
    for seat in (3, 0):
        discard(t, seat, str(t.snapshot(seat).last_draw))
    throw(t, 1, "7z")
    answer(t, {2: pick(t, 2, Pung, "7z")})
    discard(t, 2, "9s")
    for seat in (3, 0, 1):
        discard(t, seat, str(t.snapshot(seat).last_draw))
    assert turn_seat(t) == 2 and t.snapshot(2).last_draw == T("9p")
    do(t, 2, pick(t, 2, MahJongg, "9p"))


@pytest.mark.parametrize("option", [True, False])
def test_hke_supplied_pung_liability_only_with_option(option: bool) -> None:
    """South supplies the third dragon pung (Big Three Dragons); West later wins by self-draw. With the option
    South pays for all (6 x the points); without it everyone pays double."""
    t = hk_easy(hands=SUPPLY_HANDS, live=SUPPLY_LIVE, options={"dangerous_play": option})
    play_supplied_pung(t)
    assert result(t, 2)["limit_hand"] == "big-three-dragons"
    points = result(t, 2)["total"]
    end = last_event(t, "hand_end")
    if option:
        assert end["liable"] == {"wind": "S", "kind": "supplied-pung", "no_choice": False}
        assert end["net"] == [0, -6 * points, 6 * points, 0]
    else:
        assert end["liable"] is None
        assert end["net"] == [-2 * points, -2 * points, 6 * points, -2 * points]


@pytest.mark.parametrize("option", [True, False])
def test_hke_dangerous_winning_discard(option: bool) -> None:
    """West shows two dragon pungs; South discards the third dragon and West wins with Big Three Dragons. With
    the option the discarder pays 4 x the points and the other two nothing."""
    hands = list(SUPPLY_HANDS)
    hands[2] = "5z5z 6z6z 7z7z 1m2m3m 9p9p 1s 5s"
    t = hk_easy(hands=hands, live=SUPPLY_LIVE, options={"dangerous_play": option})
    throw(t, 0, "5z")
    answer(t, {2: pick(t, 2, Pung, "5z")})
    discard(t, 2, "1s")
    throw(t, 3, "6z")
    answer(t, {2: pick(t, 2, Pung, "6z")})
    discard(t, 2, "5s")
    for seat in (3, 0):
        discard(t, seat, str(t.snapshot(seat).last_draw))
    throw(t, 1, "7z")
    answer(t, {2: pick(t, 2, MahJongg, "7z")})
    assert result(t, 2)["limit_hand"] == "big-three-dragons"
    points = result(t, 2)["total"]
    end = last_event(t, "hand_end")
    if option:
        assert end["liable"] == {"wind": "S", "kind": "winning-discard", "no_choice": False}
        assert end["net"] == [0, -4 * points, 4 * points, 0]
    else:
        assert end["liable"] is None
        assert end["net"] == [-points, -2 * points, 4 * points, -points]


def test_hke_supplier_and_dangerous_discarder_share_when_both_apply() -> None:
    """West shows three bamboo pungs; South supplies the fourth (Full Flush), then North discards West's winning
    bamboo tile. Both rules apply: the supplier rule governs, South and North each pay 2 x, East nothing."""
    t = hk_easy(
        hands=[
            "1s 3s 1m 4m 7m 2p 5p 8p 9p 5z 6z 7z 2m 8m",
            "4s 3m 6m 9m 1p 4p 7p 3p 6p 5z 6z 7z 9s",
            "1s1s 2s2s 3s3s 4s4s 5s 1z 2z 3z 4z",
            "2s 5s 5m 9m 2p 4p 6p 8p 3p 5z 6z 7z 9s",
        ],
        live="1m 2m 4m 6m 7m 9p 8m",
        options={"dangerous_play": True},
    )
    throw(t, 0, "1s")
    answer(t, {2: pick(t, 2, Pung, "1s")})
    discard(t, 2, "1z")
    throw(t, 3, "2s")
    answer(t, {2: pick(t, 2, Pung, "2s")})
    discard(t, 2, "2z")
    discard(t, 3, str(t.snapshot(3).last_draw))
    throw(t, 0, "3s")
    answer(t, {2: pick(t, 2, Pung, "3s")})
    discard(t, 2, "3z")
    for seat in (3, 0):
        discard(t, seat, str(t.snapshot(seat).last_draw))
    throw(t, 1, "4s")
    answer(t, {2: pick(t, 2, Pung, "4s")})
    discard(t, 2, "4z")
    throw(t, 3, "5s")
    answer(t, {2: pick(t, 2, MahJongg, "5s")})
    assert "full-flush" in rules(t, 2)
    points = result(t, 2)["total"]
    end = last_event(t, "hand_end")
    assert end["liable"] is not None and end["liable"]["wind"] == "S"
    assert end["net"] == [0, -2 * points, 4 * points, -2 * points]
