"""`riichi-hana` base flow (riichi-hana.md "Base Riichi", "Payments"; the Decisions of /tmp/riichi_api.md, issue
12), with prepared walls (`riichi_walls`). Every expected value is derived from the rule text by hand.

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North; turn order 0 -> 1 -> 2 -> 3. Options `PLAIN` (no
flowers, no red fives: 136 tiles) unless a test says otherwise. Dice 3+4: the break stack is 40 (see
riichi_walls); without calls the k-th live draw (k = 0: the dealer's first draw) goes to seat k % 4, and it
leaves 69 - k tiles in the live wall.

Payments (riichi-hana.md "Payments"): b = fu x 2^(han + 2), mangan 2,000 ... yakuman 8,000; ron 4b (6b to the
dealer); tsumo to a non-dealer: dealer 2b, others b; to the dealer: 2b each; each payment rounded up to 100.

Standard hand W69 = 234m 567m 234p 55p 78s: closed, waits 6s / 9s (two-sided). On 6s: pinfu + tanyao; on 9s:
pinfu only. Dora indicator 1z (dora 2z) unless a test needs another: nobody's hand holds 2z.
"""

from __future__ import annotations

from collections import Counter

import pytest
from riichi_driver import (
    PLAIN,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    NineTerminals,
    Pass,
    Pung,
    T,
    answer,
    asked,
    can_riichi,
    discard,
    discard_tiles,
    do,
    draws,
    events,
    four_kans_table,
    go_around,
    hand_end,
    has,
    indicators,
    legal_kinds,
    mahjonggs,
    nagashi_live,
    net,
    pao_table,
    pick,
    riichi,
    riichi_table,
    rules,
    scores,
    throw,
    tsumo,
    tsumogiri,
    tsumogiri_until,
    turn_seat,
)
from riichi_walls import SLOTS, break_stack, build_wall, dealt, full_set, layout, live_draws, slot, tiles

from jongg.errors import IllegalAction

W69 = "234m 567m 234p 55p 78s"
"""Closed, waits 6s and 9s: pinfu + tanyao on 6s, pinfu on 9s."""

NOTEN = ("1m4m7m 2p5p8p 3s6s9s 1z2z3z4z", "3m6m9m 1p4p7p 2s5s8s 5z6z7z 1z", "2m5m8m 3p6p9p 1s4s7s 2z3z4z7z")
"""Three hands far from tenpai (13 isolated tiles each), usable together."""


# --- The wall builder itself (no engine) --------------------------------------------------------------------------


def test_builder_layout_hand_computed() -> None:
    # 136 tiles, 3+4 = 7: wind offset 2 (West) lies on side 2 (opposite), which starts at stack 34: b = 40.
    lay = layout((3, 4), 0)
    assert lay.break_stack == 40
    assert [lay.slots[s] for s in ("R1", "R2", "R3", "R4", "D1", "U1", "D5", "U5")] == [80, 81, 78, 79, 76, 77, 68, 69]
    assert lay.live[:2] == (82, 83) and lay.live[-1] == 67 and len(lay.live) == 122
    # 2+3 = 5: offset 0, the dealer's own side: b = 4; the dead wall runs over the corner (d5 = 67, d6 = 66).
    lay = layout((2, 3), 0)
    assert lay.break_stack == 4
    assert (lay.slots["D4"], lay.slots["D5"], lay.slots["U5"]) == (134, 132, 133)
    assert lay.live[0] == 10
    # 140 tiles (18/17/18/17), 6+6 = 12: offset 3 (North) lies on side 1 (the dealer's left), stacks 18..34.
    assert break_stack((6, 6), 4) == 18 + 11 == 29
    assert layout((6, 6), 4).live[0] == 60
    # 144 tiles, 1+1 = 2: offset 1 (South) lies on side 3 (the dealer's right), stacks 54..71: b = 55.
    lay = layout((1, 1), 8)
    assert lay.break_stack == 55 and lay.slots["R1"] == 110 and lay.slots["D5"] == 98 and lay.live[0] == 112
    # 140 tiles, 3+4: side 2 starts after 18 + 17 stacks: b = 35 + 6 = 41.
    assert break_stack((3, 4), 4) == 41


@pytest.mark.parametrize(("flowers", "red", "dice"), [(0, 0, (3, 4)), (0, 3, (2, 3)), (4, 0, (6, 6)), (8, 3, (1, 1))])
def test_builder_places_every_wanted_tile_and_conserves_the_set(flowers: int, red: int, dice: tuple[int, int]) -> None:
    hands = {0: "1m1m1m 2m2m2m 3m3m3m 4m4m 5z 6z", 2: "9p9p9p 1s2s3s 4s5s6s 7s8s9s 7z"}
    if red:
        hands[2] = "9p9p9p 1s2s3s 4s0s6s 7s8s9s 7z"
    live, tail, rinshan, dora, ura = "1z 2z 3z", "4z 4z", "5s 5s", "6p", "8p"
    wall = build_wall(
        dice, flowers=flowers, red_fives=red, hands=hands, live=live, tail=tail, rinshan=rinshan, dora=dora, ura=ura
    )
    assert Counter(wall) == full_set(flowers, red) and len(wall) == 136 + flowers
    seats = dealt(wall, dice, flowers)
    assert sorted(seats[0]) == sorted(tiles(hands[0])) and sorted(seats[2]) == sorted(tiles(hands[2]))
    assert all(len(s) == 13 for s in seats)
    drawn = live_draws(wall, dice, flowers)
    assert drawn[:3] == tiles(live) and drawn[-2:] == ["4z", "4z"][::-1]
    assert [slot(wall, s, dice, flowers) for s in ("R1", "R2", "D1", "U1")] == ["5s", "5s", "6p", "8p"]
    # Unused bonus tiles never reach a hand or the live wall: they fill indicator slots other than D1.
    bonus_at = {i for i, t in enumerate(wall) if t[-1] in "fg"}
    lay = layout(dice, flowers)
    assert bonus_at <= {lay.slots[s] for s in SLOTS if s[0] in "DU" and s != "D1"}
    if red:
        assert Counter(wall)["0s"] == 1 and Counter(wall)["5s"] == 3


def test_builder_refuses_conflicts() -> None:
    with pytest.raises(ValueError, match="too many"):
        build_wall(hands={0: "1m1m1m1m 2m2m2m 3m3m3m 4m4m4m"}, live="1m")
    with pytest.raises(ValueError, match="given twice"):
        build_wall(live=["1z"] * 70, tail="4z")  # the 70th live draw is the last live tile
    with pytest.raises(ValueError, match="13 dealt"):
        build_wall(hands={1: "123m"})
    with pytest.raises(ValueError, match="no room"):
        build_wall(flowers=8, dora="1z 2z", ura="3z 4z")  # 8 unused flowers, 6 free indicator slots
    with pytest.raises(ValueError, match="too many 0m"):
        build_wall(hands={1: "0m0m 123p 456p 789p 1z1z"}, red_fives=3)


# --- Wall, break, deal, dead wall (the layout Decisions) -----------------------------------------------------------


@pytest.mark.parametrize(
    ("flowers", "dice", "live_left"),
    [(0, (3, 4), 136 - 14 - 52 - 1), (0, (2, 3), 69), (4, (6, 6), 140 - 14 - 52 - 1), (8, (1, 1), 144 - 14 - 52 - 1)],
)
def test_wall_break_deal_and_dora_indicator(flowers: int, dice: tuple[int, int], live_left: int) -> None:
    """The engine deals from the wall exactly as the layout Decisions say: three passes of 4 and one each, the
    dealer's first draw is the next live tile, the first dora indicator is D1 (d2 upper). No flower is in a
    hand, so there are no replacements: the live wall has N - 14 - 52 - 1 tiles."""
    hands = [W69, "1m1m 3m3m 6p6p 7p 8p 9p 1s 2s 3s 4s", "5z5z5z 6z6z6z 9m9m9m 1p1p1p 3z", NOTEN[0]]
    options = {"flowers": flowers, "red_fives": 0}
    t = riichi_table(hands=hands, live="9p", dora="3p", options=options, dice=dice)
    wall = build_wall(dice, flowers=flowers, hands=hands, live="9p", dora="3p")
    start = events(t, "hand_start")[0]
    assert list(start["wall"]) == wall and list(start["dice"]) == list(dice)
    deal = events(t, "deal")[0]
    assert [sorted(x) for x in deal["tiles"]] == [sorted(tiles(h)) for h in hands]
    first = events(t, "draw")[0]
    assert (first["seat"], first["tile"], first["source"]) == (0, "9p", "live")
    assert indicators(t) == ["3p"]
    view = t.snapshot(None)
    assert view.live_wall == live_left
    assert tuple(map(str, view.indicators)) == ("3p",)
    assert turn_seat(t) == 0


def test_kan_replacement_from_rinshan_stock_and_refill() -> None:
    """Replacement draws take R1, R2, ... and each moves the last live tile to the end of the stock; the dead
    wall stays at 14 and the live wall loses one tile per replacement."""
    t = riichi_table(hands={0: "1111m 2222p 5z 6z 7z 9s 9p"}, live="3z", rinshan="8m 8p", dora="1z 2z 2z")
    do(t, 0, pick(t, 0, ConcealedKong))
    assert t.snapshot(None).live_wall == 68
    assert draws(t)[-1] == (0, "8m", "kong_replacement")
    do(t, 0, pick(t, 0, ConcealedKong))
    assert draws(t)[-1] == (0, "8p", "kong_replacement")
    assert t.snapshot(None).live_wall == 67
    # A concealed kan's indicator is turned at once: D2, then D3.
    assert indicators(t) == ["1z", "2z", "2z"]


def test_view_dead_wall_counts_fourteen() -> None:
    """The dead wall is 14 tiles (10 indicator slots and the rinshan stock of 4) and stays at 14 after a
    refilled replacement (riichi-hana.md "Dead wall" and its worked example: "dead wall 14" beside "rinshan
    stock 4"). The seat view's `dead_wall` is that count, not the stock's."""
    t = riichi_table(hands={0: "1111m 2222p 5z 6z 7z 9s 9p"}, live="3z", rinshan="8m 8p", dora="1z 2z 2z")
    assert t.snapshot(None).dead_wall == 14
    do(t, 0, pick(t, 0, ConcealedKong))
    assert t.snapshot(None).dead_wall == 14


# --- Riichi ---------------------------------------------------------------------------------------------------------


def test_riichi_declared_stick_accepted_after_the_window() -> None:
    """Riichi(tile) declares and discards; the `riichi` event comes right before that `discard`; the stick
    (1,000) is paid when the window on the riichi discard closes without a ron (`riichi_accepted`). Only
    discards that leave the hand ready are offered with riichi (123m 456m 789m 234p 5p + 9s: 9s, 2p or 5p)."""
    t = riichi_table(hands={0: "123m 456m 789m 234p 5p"}, live="7z 1z 2z 3z 9s 4z 5z 6z 1s", dora="1z")
    go_around(t)
    assert can_riichi(t, 0) == {"9s", "2p", "5p"}
    mark = len(t.events)
    riichi(t, 0, "9s")
    kinds = [e["type"] for e in t.events[mark:]]
    assert kinds[:2] == ["riichi", "discard"]
    assert "riichi_accepted" in kinds
    assert events(t, "riichi_accepted")[-1]["seat"] == 0
    assert events(t, "discard")[-1]["tile"] == "9s"
    view = t.snapshot(1)
    assert view.players[0].score == 24000 and view.sticks == 1
    assert view.players[0].riichi == 1  # discards 7z, 9s
    go_around(t, 3)
    # After riichi the hand is locked: only the drawn tile may be discarded (1s is no win and makes no kan).
    assert t.legal_actions(0) == [Discard(T("1s"))]


def test_riichi_stick_paid_only_when_discard_not_ronned() -> None:
    """A riichi discard that is ronned voids the riichi: no stick, no riichi_accepted. South wins 6s with
    W69: tanyao + pinfu, closed ron 30 fu: b = 30 x 2^4 = 480, ron 4b = 1,920 -> 2,000 from East."""
    t = riichi_table(hands={0: "123m 456m 789m 234p 5p", 1: W69}, live="7z 1z 2z 3z 6s", dora="1z")
    go_around(t)
    riichi(t, 0, "6s", {1: MahJongg(T("6s"))})
    assert not events(t, "riichi_accepted")
    assert mahjonggs(t) == [(1, 0, "6s", "discard")]
    assert net(t) == [-2000, 2000, 0, 0]
    assert scores(t) == [23000, 27000, 25000, 25000]
    assert hand_end(t)["sticks"] == 0


def test_bust_below_zero_ends_the_match() -> None:
    """East with 1,000 points deals in 2,000 (South's W69 on 6s: tanyao + pinfu, 2 han 30 fu): he is below
    zero, which ends the match (riichi-hana.md: "a player below zero ends the game")."""
    t = riichi_table(
        hands={0: "123m 456m 789m 234p 5p", 1: W69},
        live="7z 1z 2z 3z 6s",
        dora="1z",
        scores=[1000, 25000, 25000, 49000],
    )
    go_around(t)
    throw(t, 0, "6s")
    answer(t, {1: MahJongg(T("6s"))})
    he = hand_end(t)
    assert list(he["scores"]) == [-1000, 27000, 25000, 49000]
    assert he["match_over"]


@pytest.mark.parametrize(("points", "allowed"), [(1000, True), (900, False)])
def test_riichi_needs_1000_points(points: int, allowed: bool) -> None:
    """Riichi needs 1,000 points; with exactly 1,000 it is allowed and the score reaches 0 (Decision)."""
    t = riichi_table(
        hands={0: "123m 456m 789m 234p 5p"},
        live="7z 1z 2z 3z 9s",
        dora="1z",
        scores=[points, 25000, 25000, 25000],
    )
    go_around(t)
    assert can_riichi(t, 0) == ({"9s", "2p", "5p"} if allowed else set())
    if allowed:
        riichi(t, 0, "9s")
        assert t.snapshot(0).players[0].score == 0


def test_riichi_needs_closed_hand() -> None:
    """After a pon South is ready (22m 345m 678m 45p, waits 3p / 6p, yakuhai) but may not declare riichi."""
    t = riichi_table(hands={1: "22m 345m 678m 45p 9p 7z7z"}, live="7z 1s 1s 1s 1z", dora="1z")
    throw(t, 0, "7z")
    answer(t, {1: pick(t, 1, Pung, "7z")})
    discard(t, 1, "9p")
    go_around(t, 3)
    assert turn_seat(t) == 1
    assert can_riichi(t, 1) == set()
    assert "Riichi" not in legal_kinds(t, 1)


def test_riichi_needs_four_live_tiles() -> None:
    """Riichi needs at least 4 tiles in the live wall: South draws the 66th live tile (k = 65, 4 left) and may
    declare; West draws the next one (3 left) and may not. Both hold ready hands all the time."""
    t = riichi_table(hands={1: "123m 456m 789m 234p 5p", 2: "123s 456s 789s 234p 5p"}, dora="1z")
    tsumogiri_until(t, 4)
    assert turn_seat(t) == 1 and t.snapshot(1).live_wall == 4
    drawn = str(t.snapshot(1).last_draw)
    assert drawn in can_riichi(t, 1)
    tsumogiri(t, 1)
    assert turn_seat(t) == 2 and t.snapshot(2).live_wall == 3
    assert can_riichi(t, 2) == set()


def test_double_riichi() -> None:
    """Riichi on the dealer's first discard with no call before it is a double riichi (2 han instead of 1).
    East wins later by tsumo (not within the go-around: no ippatsu): double riichi 2 + menzen tsumo 1 + pinfu 1
    + tanyao 1 = 5 han = mangan, 4,000 from each. East paid his stick and collects it back: net +12,000."""
    t = riichi_table(hands={0: W69}, live="1z 1p 9p 1m 9m 2z 3z 4z 6s", dora="1z", ura="1z")
    riichi(t, 0, "1z")
    go_around(t, 7)  # South, West, North, East (9m: no win), South, West, North
    tsumo(t, 0)
    assert {"double-riichi", "menzen-tsumo", "pinfu", "tanyao"} <= rules(t, 0)
    assert "riichi" not in rules(t, 0) and "ippatsu" not in rules(t, 0)
    assert net(t) == [12000, -4000, -4000, -4000]
    assert scores(t) == [37000, 21000, 21000, 21000]


@pytest.mark.parametrize("call", [False, True])
def test_ippatsu_cancelled_by_call(call: bool) -> None:
    """East declares riichi on his second turn and wins on his next draw. Without a call in between: riichi +
    ippatsu + tsumo + pinfu + tanyao = 5 han, mangan 4,000 all. West's pon of South's 5z cancels the ippatsu:
    4 han 20 fu, b = 20 x 2^6 = 1,280, 2b = 2,560 -> 2,600 all. East's own stick comes back to him."""
    west = "5z5z 1s 3s 5s 7s 2p 4p 6p 8p 3m 8m 7z"
    live = "1z 1p 9p 1m 9m 5z 2z 6s" if call else "1z 1p 9p 1m 9m 5z 2z 3z 6s"
    t = riichi_table(hands={0: W69, 2: west}, live=live, dora="1z", ura="1z")
    go_around(t)
    riichi(t, 0, "9m")
    throw(t, 1, "5z")
    if call:
        answer(t, {2: pick(t, 2, Pung, "5z")})
        discard(t, 2, "1s")
        go_around(t, 1)
    else:
        answer(t)
        go_around(t, 2)
    tsumo(t, 0)
    assert ("ippatsu" in rules(t, 0)) is not call
    assert net(t) == ([7800, -2600, -2600, -2600] if call else [12000, -4000, -4000, -4000])


@pytest.mark.parametrize(
    ("hand", "draw", "allowed"),
    [
        ("111m 234p 567p 55s 78s", "1m", True),  # the drawn 1m; 111m is a set in every reading: waits 6s/9s stay
        ("1111m 23m 567p 55s 78s", "9p", False),  # the four 1m were in hand already, not the drawn tile
        ("111m 23m 567p 789p 55s", "1m", False),  # waits 1m 4m 5s would become 4m only
    ],
)
def test_concealed_kan_after_riichi_only_with_drawn_tile_and_same_waits(hand: str, draw: str, allowed: bool) -> None:
    t = riichi_table(hands={0: hand}, live=f"1z 2z 3z 4z {draw}", dora="1z", rinshan="9m")
    riichi(t, 0, "1z")
    go_around(t, 3)
    assert turn_seat(t) == 0 and str(t.snapshot(0).last_draw) == draw
    assert has(t, 0, ConcealedKong) is allowed
    if allowed:
        do(t, 0, pick(t, 0, ConcealedKong))
        assert draws(t)[-1] == (0, "9m", "kong_replacement")


@pytest.mark.parametrize(
    ("dealt", "first", "kan", "draw", "allowed"),
    [
        # waits 7s only, the tile of his own kan (it counts, as on Tenhou); a kan of 3p leaves 2p 44p 5p 6p 89s:
        # not ready
        ("7777s 2p 333p 44p 5p 6p 8s", "9s", "7777s", "3p", False),
        # waits 1s and 2s (the tile of his own kan); a kan of 3s leaves 999p 1s 444s: 1s only
        ("2222s 999p 1s 333s 44s", "4s", "2222s", "3s", False),
        # waits 1s / 4s; after a kan of 1s, 23s 44s waits on 1s (the tile of that kan: it counts) and 4s
        ("111s 23s 44s 789p 123m", "1z", None, "1s", True),
    ],
)
def test_concealed_kan_after_riichi_keeps_the_waits_as_tenpai_counts_them(
    dealt: str, first: str, kan: str | None, draw: str, allowed: bool
) -> None:
    """riichi-hana.md: after riichi a concealed kan only "if the waits stay the same"; Tenhou: "リーチ後の暗槓は待ち
    が変わらない場合のみ". The waits are counted as riichi and tenpai count them: a wait on the tile of the own
    kan counts. Before the kan they are the waits of the 13 tiles without the drawn one. East (in the first two
    cases after a concealed kan on his first draw, replaced by 1z) declares riichi with 1z and draws `draw`."""
    t = riichi_table(hands={0: dealt}, live=f"{first} 9m 9m 9m {draw}", rinshan="1z 9m", dora="1z")
    if kan is not None:
        do(t, 0, pick(t, 0, ConcealedKong, consumed=kan))
    riichi(t, 0, "1z")
    go_around(t, 3)
    assert turn_seat(t) == 0 and str(t.snapshot(0).last_draw) == draw
    assert has(t, 0, ConcealedKong) is allowed


def test_no_kan_with_empty_live_wall() -> None:
    """South draws the last live tile (k = 69), the fourth 1m: no concealed kan. His last discard 9p may not be
    claimed for an open kan by West (999p)."""
    south = "111m 9p 2s 5s 8s 3p 6p 2z 3z 4z 7z"
    west = "999p 1s 4s 7s 2m 5m 8m 3m 5z 6z 7z"
    t = riichi_table(hands={1: south, 2: west}, tail="1m", dora="1z")
    tsumogiri_until(t, 0)
    assert turn_seat(t) == 1
    last = events(t, "draw")[-1]
    assert (last["seat"], last["tile"], last["source"], last["last"]) == (1, "1m", "live", True)
    assert not has(t, 1, ConcealedKong)
    throw(t, 1, "9p")
    assert not has(t, 2, Kong)
    answer(t)
    assert t.done and events(t, "exhaustive_draw")


def test_chankan_on_added_kan() -> None:
    """South pons East's 5m and later adds the drawn fourth 5m; West (34m 234p 567p 678s 22s) robs it.
    Chankan + tanyao + pinfu, ron 30 fu, 3 han: b = 960, 4b = 3,840 -> 3,900 from South."""
    south = "5m5m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"
    west = "34m 234p 567p 678s 22s"
    t = riichi_table(hands={1: south, 2: west}, live="5m 9m 9m 9m 5m", dora="1z")
    throw(t, 0, "5m")
    assert {1, 2} <= asked(t)
    answer(t, {1: pick(t, 1, Pung, "5m")})  # West passes his ron: furiten until his own next discard
    discard(t, 1, "1p")
    go_around(t, 3)
    assert turn_seat(t) == 1
    do(t, 1, pick(t, 1, AddedKong, "5m"))
    assert 2 in asked(t) and has(t, 2, MahJongg, "5m")
    answer(t, {2: MahJongg(T("5m"))})
    assert mahjonggs(t) == [(2, 1, "5m", "robbing")]
    assert "chankan" in rules(t, 2)
    assert not [d for d in draws(t) if d[2] == "kong_replacement"]
    assert net(t) == [0, -3900, 3900, 0]


@pytest.mark.parametrize("robbed", [True, False])
def test_ippatsu_survives_a_robbed_added_kan(robbed: bool) -> None:
    """riichi.wiki, Chankan: robbing an added kan does not interrupt ippatsu, "because the whole kan process has
    not been completed" (Tenhou pays riichi + ippatsu + chankan). South pons East's 5m; West draws 2s and declares
    riichi (34m 234p 567p 678s 22s, waits 2m / 5m); in West's first go-around South adds the drawn fourth 5m.
    Robbed: riichi + ippatsu + chankan + pinfu + tanyao = 5 han, mangan 8,000 from South (West's stick comes
    back to him). Not robbed, the kan completes and ends the ippatsu like any call: West's tsumo of 2m on his next
    draw is riichi + menzen tsumo + pinfu + tanyao, 4 han 20 fu, b = 1,280: East 2,600, the others 1,300."""
    south = "5m5m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"
    west = "34m 234p 567p 678s 2s 1z"
    t = riichi_table(hands={1: south, 2: west}, live="5m 2s 9m 9m 5m 2m", rinshan="9s", dora="1z 1z", ura="7z 7z")
    throw(t, 0, "5m")
    answer(t, {1: pick(t, 1, Pung, "5m")})
    discard(t, 1, "1p")
    riichi(t, 2, "1z")
    go_around(t, 2)  # North 9m, East 9m
    do(t, 1, pick(t, 1, AddedKong, "5m"))
    assert has(t, 2, MahJongg, "5m")
    if robbed:
        answer(t, {2: MahJongg(T("5m"))})
        assert {"riichi", "ippatsu", "chankan", "pinfu", "tanyao"} <= rules(t, 2)
        assert net(t) == [0, -8000, 8000, 0]
        return
    answer(t)
    discard(t, 1, "9p")
    tsumo(t, 2)
    assert "ippatsu" not in rules(t, 2)
    assert net(t) == [-2600, -1300, 5200, -1300]


def test_kokushi_robs_concealed_kan() -> None:
    """South declares a concealed kan of 1m. North's kokushi waits on 1m and may rob it (Decision); West's
    ordinary ready hand on 1m/4m may not. Kokushi, non-dealer ron: 4 x 8,000 = 32,000 from South."""
    south = "1111m 4p5p6p 4s5s6s 8p8p 2z"
    west = "23m 234p 567p 678s 22s"
    north = "9m 1p9p 1s9s 1z2z3z4z5z6z7z 7z"
    t = riichi_table(hands={1: south, 2: west, 3: north}, live="2m 3m 9s 5m 6m 7m", dora="8s")
    go_around(t, 5)
    assert turn_seat(t) == 1
    do(t, 1, pick(t, 1, ConcealedKong))
    assert asked(t) == {3}
    assert has(t, 3, MahJongg, "1m")
    answer(t, {3: MahJongg(T("1m"))})
    assert mahjonggs(t) == [(3, 1, "1m", "robbing")]
    assert "kokushi" in rules(t, 3)
    assert net(t) == [0, -32000, 0, 32000]


def test_concealed_kan_not_robbed_without_kokushi() -> None:
    """Only kokushi may rob a concealed kan: West's ready hand on 1m is not asked."""
    south = "1111m 4p5p6p 4s5s6s 8p8p 2z"
    west = "23m 234p 567p 678s 22s"
    t = riichi_table(hands={1: south, 2: west}, live="2m 3m 9s 5m 6m 7m", dora="8s", rinshan="9m")
    go_around(t, 5)
    do(t, 1, pick(t, 1, ConcealedKong))
    assert not asked(t)
    assert draws(t)[-1] == (1, "9m", "kong_replacement")


def test_rinshan_kaihou() -> None:
    """East's concealed kan of 2m; the replacement 4s completes 345p 678p 456s 88s: rinshan kaihou + menzen
    tsumo + tanyao = 3 han; fu 20 + tsumo 2 + closed kan of simples 16 = 38 -> 40 (no pinfu with a kan).
    b = 40 x 2^5 = 1,280; dealer tsumo 2b = 2,560 -> 2,600 from each. Kan dora 9m -> 1m: none."""
    t = riichi_table(hands={0: "2222m 345p 678p 56s 8s"}, live="1z 9p 1p 9m 8s", rinshan="4s", dora="1z 9m")
    go_around(t)
    do(t, 0, pick(t, 0, ConcealedKong))
    assert draws(t)[-1] == (0, "4s", "kong_replacement")
    tsumo(t, 0)
    assert [(m[0], m[2], m[3]) for m in mahjonggs(t)] == [(0, "4s", "self-draw")]
    assert {"rinshan-kaihou", "menzen-tsumo", "tanyao"} <= rules(t, 0)
    assert "haitei" not in rules(t, 0)
    assert net(t) == [7800, -2600, -2600, -2600]


def test_haitei() -> None:
    """South wins on the last live tile (k = 69): haitei + menzen tsumo + pinfu = 3 han 20 fu; b = 640;
    dealer 2b = 1,280 -> 1,300, others b = 640 -> 700. The other 6s and 9s lie in unturned indicator slots."""
    t = riichi_table(hands={1: W69}, tail="9s", dora="1z 6s 6s", ura="9s 9s 9s 6s 6s")
    tsumogiri_until(t, 0)
    assert turn_seat(t) == 1
    assert events(t, "draw")[-1]["last"] is True
    tsumo(t, 1)
    assert {"haitei", "menzen-tsumo", "pinfu"} <= rules(t, 1)
    assert "houtei" not in rules(t, 1)
    assert net(t) == [-1300, 2700, -700, -700]


def test_houtei() -> None:
    """South draws the last live tile and discards 9s; West wins on it: houtei + pinfu, closed ron 30 fu,
    2 han: b = 480, 4b = 1,920 -> 2,000 from South."""
    south = "9s 1m4m7m 2p5p8p 3s 1z2z3z4z 5z"
    t = riichi_table(hands={1: south, 2: W69}, dora="1z 6s 6s", ura="9s 9s 9s 6s 6s")
    tsumogiri_until(t, 0)
    assert turn_seat(t) == 1
    throw(t, 1, "9s")
    answer(t, {2: MahJongg(T("9s"))})
    assert {"houtei", "pinfu"} <= rules(t, 2)
    assert "haitei" not in rules(t, 2)
    assert net(t) == [0, -2000, 2000, 0]


def test_houtei_after_kan_replacement_emptied_live_wall() -> None:
    """With one live tile left East declares a concealed kan (the live wall is not empty); the refill after his
    replacement takes the last live tile, so his discard is the last discard: West's ron on it is houtei
    (houtei + pinfu, 2 han 30 fu: 2,000 from East). The other 6s and 9s lie in unturned slots."""
    east = "1111m 9s 2p5p8p 3s 4z5z6z7z"
    t = riichi_table(hands={0: east, 1: W69}, rinshan="3z", dora="1z 1z 6s 6s 6s", ura="6s 9s 9s 9s")
    tsumogiri_until(t, 1)
    assert turn_seat(t) == 0 and t.snapshot(0).live_wall == 1
    do(t, 0, pick(t, 0, ConcealedKong))
    assert draws(t)[-1] == (0, "3z", "kong_replacement")
    assert t.snapshot(None).live_wall == 0
    throw(t, 0, "9s")
    answer(t, {1: MahJongg(T("9s"))})
    assert {"houtei", "pinfu"} <= rules(t, 1)
    assert "haitei" not in rules(t, 1)
    assert net(t) == [-2000, 2000, 0, 0]


# --- Furiten --------------------------------------------------------------------------------------------------------


def test_furiten_own_discard_blocks_ron_not_tsumo() -> None:
    """South (W69) draws 9s, a winning tile, and discards it: a wait among his own discards makes him furiten
    for every wait, so East's 6s is no ron for him; his own 6s draw is still a tsumo."""
    south = "234m 567m 234p 55p 78s"
    t = riichi_table(hands={1: south}, live="1z 9s 2z 3z 6s 6s", dora="1z")
    go_around(t, 1)
    assert has(t, 1, MahJongg, "9s")
    discard(t, 1, "9s")
    go_around(t, 2)
    throw(t, 0, "6s")
    assert not has(t, 1, MahJongg)
    answer(t)
    assert turn_seat(t) == 1 and has(t, 1, MahJongg, "6s")
    tsumo(t, 1)
    assert t.done and hand_end(t)["winners"] == [1]


def test_temporary_furiten_until_next_discard() -> None:
    """South passes a ron on West's 9s: furiten until his own next discard (Decision), so North's and East's
    6s are no ron for him; after his own discard West's next 9s is."""
    t = riichi_table(hands={1: W69}, live="1z 2z 9s 6s 6s 3z 9s", dora="1z")
    go_around(t, 2)
    throw(t, 2, "9s")
    assert asked(t) >= {1} and has(t, 1, MahJongg, "9s")
    answer(t)
    throw(t, 3, "6s")
    assert not has(t, 1, MahJongg)
    answer(t)
    throw(t, 0, "6s")
    assert not has(t, 1, MahJongg)
    answer(t)
    tsumogiri(t, 1)
    throw(t, 2, "9s")
    assert has(t, 1, MahJongg, "9s")


def test_riichi_furiten_permanent() -> None:
    """After riichi a passed ron makes the seat furiten for good: after his own next discard West's 6s is still
    no ron for South; his own draw of 6s is a tsumo."""
    t = riichi_table(hands={1: W69}, live="9m 1p 9s 2z 3z 4z 6s 5z 5z 6s", dora="1z", ura="1z")
    go_around(t, 1)
    riichi(t, 1, "1p")
    throw(t, 2, "9s")
    assert has(t, 1, MahJongg, "9s")
    answer(t)
    go_around(t, 3)  # North, East, South (his own discard: 4z)
    throw(t, 2, "6s")
    assert not has(t, 1, MahJongg)
    answer(t)
    go_around(t, 2)
    assert turn_seat(t) == 1 and has(t, 1, MahJongg, "6s")


def test_passed_chankan_makes_temporary_furiten() -> None:
    """West passes the chankan on South's added 5m: furiten until his own next discard, so South's next
    discard, 2m (his replacement), is no ron for West although 2m is one of his waits."""
    south = "5m5m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"
    west = "34m 234p 567p 678s 22s"
    t = riichi_table(hands={1: south, 2: west}, live="5m 9m 9m 9m 5m", rinshan="2m", dora="1z")
    throw(t, 0, "5m")
    answer(t, {1: pick(t, 1, Pung, "5m")})
    discard(t, 1, "1p")
    go_around(t, 3)
    do(t, 1, pick(t, 1, AddedKong, "5m"))
    assert has(t, 2, MahJongg, "5m")
    answer(t)
    assert draws(t)[-1] == (1, "2m", "kong_replacement")
    throw(t, 1, "2m")
    assert not has(t, 2, MahJongg)


# --- Kuikae and calls ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "tile", "claim", "consumed", "forbidden"),
    [
        ("5m6m 4m 7m 1p2p3p 1s2s3s 9p 9s 1z", "4m", Chow, "56m", {"4m", "7m"}),  # claimed at an end: both ends
        ("4m6m 5m 3m 7m 1p2p3p 1s2s3s 9p 9s", "5m", Chow, "46m", {"5m"}),  # claimed in the middle: only 5m
        ("6m7m 8m 5m 1p2p3p 1s2s3s 9p 9s 1z", "8m", Chow, "67m", {"8m", "5m"}),  # 8m with 67m: 8m and 5m
        ("2m2m 2m 1p2p3p 1s2s3s 9p 9s 1z 2z", "2m", Pung, "22m", {"2m"}),  # pon: the claimed kind
    ],
)
def test_kuikae(hand: str, tile: str, claim: type, consumed: str, forbidden: set[str]) -> None:
    """Kuikae (Decision): after a call no tile of the claimed kind, and after a chi with the claimed tile at one
    end not the tile beyond the other end (4m claimed with 56m: neither 4m nor 7m)."""
    t = riichi_table(hands={1: hand}, live=tile, dora="1z")
    throw(t, 0, tile)
    answer(t, {1: pick(t, 1, claim, tile, consumed)})
    left = Counter(tiles(hand)) - Counter(tiles(consumed))
    assert discard_tiles(t, 1) == set(left) - forbidden


@pytest.mark.parametrize(("tile", "offered"), [("4m", False), ("3m", True)])
def test_call_without_legal_discard_not_offered(tile: str, offered: bool) -> None:
    """South has pons of 1z 2z 3z and 4m 5m 6m 7m in hand. A chi of 4m with 56m would leave 4m and 7m, both
    forbidden by kuikae: not offered. A chi of 3m with 45m leaves 6m 7m, and 7m may be discarded: offered."""
    south = "1z1z 2z2z 3z3z 5m6m 4m 7m 9p 9s 4z"
    t = riichi_table(hands={1: south}, live=f"1z 2z 3z 5p 5p {tile}", dora="8p")
    throw(t, 0, "1z")
    answer(t, {1: pick(t, 1, Pung, "1z")})
    discard(t, 1, "9p")
    throw(t, 2, "2z")
    answer(t, {1: pick(t, 1, Pung, "2z")})
    discard(t, 1, "9s")
    throw(t, 2, "3z")  # after a pon from West, West draws again
    answer(t, {1: pick(t, 1, Pung, "3z")})
    discard(t, 1, "4z")
    go_around(t, 2)
    assert turn_seat(t) == 0
    throw(t, 0, tile)
    assert has(t, 1, Chow) is offered


def test_no_yaku_no_ron() -> None:
    """South's open hand [234m] 567m 234p 55p 78s waits on 6s (open tanyao) and 9s (no yaku): West's 6s is a
    ron for him, North's 9s is not (he is not asked), nor is his own 9s draw a tsumo."""
    south = "2m3m 567m 234p 55p 78s 1z"
    t = riichi_table(hands={1: south}, live="4m 6s 9s 3z 9s", dora="1z")
    throw(t, 0, "4m")
    answer(t, {1: pick(t, 1, Chow, "4m", "23m")})
    discard(t, 1, "1z")
    throw(t, 2, "6s")
    assert has(t, 1, MahJongg, "6s")
    answer(t)
    throw(t, 3, "9s")
    assert 1 not in asked(t)
    answer(t)
    tsumogiri(t, 0)
    assert turn_seat(t) == 1 and str(t.snapshot(1).last_draw) == "9s"
    assert not has(t, 1, MahJongg)
    with pytest.raises(IllegalAction):  # assisted mode: a false win is refused, not played
        t.step({1: MahJongg(T("9s"))})


def test_wait_without_yaku_passing_by_makes_temporary_furiten() -> None:
    """Furiten does not consider yaku (the corrected Decision of the session: riichi.wiki "Furiten", as Tenhou and
    Mahjong Soul; the first text of the Decision said "offered a ron and passed"). South (open, waits 6s with
    tanyao / 9s without yaku) is not offered West's 9s, but the 9s completes his hand and he does not win on it:
    he is furiten until his next discard, so North's 6s right after is no ron for him."""
    south = "2m3m 567m 234p 55p 78s 1z"
    t = riichi_table(hands={1: south}, live="4m 9s 6s", dora="1z")
    throw(t, 0, "4m")
    answer(t, {1: pick(t, 1, Chow, "4m", "23m")})
    discard(t, 1, "1z")
    throw(t, 2, "9s")
    assert 1 not in asked(t)
    answer(t)
    throw(t, 3, "6s")
    assert not has(t, 1, MahJongg, "6s")


RED = {"flowers": 0, "red_fives": 3}


def test_red_five_calls_are_distinct_actions_and_kuikae_covers_them() -> None:
    """With red fives a red and a plain five are different actions: South (0m 5m 5m) may pon East's 5m with
    0m5m or with 5m5m. After the pon with 0m5m the remaining plain 5m is of the claimed kind: not discardable."""
    south = "0m5m 5m 1p2p3p 1s2s3s 9p 9s 1z 2z"
    t = riichi_table(hands={1: south}, live="5m", dora="3z", options=RED)
    throw(t, 0, "5m")
    pungs = {tuple(sorted(map(str, a.consumed))) for a in t.legal_actions(1) if isinstance(a, Pung)}
    assert pungs == {("0m", "5m"), ("5m", "5m")}
    answer(t, {1: pick(t, 1, Pung, "5m", "0m5m")})
    assert "5m" not in discard_tiles(t, 1)
    assert discard_tiles(t, 1) == {"1p", "2p", "3p", "1s", "2s", "3s", "9p", "9s", "1z", "2z"}


@pytest.mark.parametrize(("five", "each"), [("0p", 2600), ("5p", 1300)])
def test_red_five_counts_as_dora(five: str, each: int) -> None:
    """East's W69 with one red 0p, tsumo 6s: tsumo + pinfu + tanyao + 1 red five = 4 han 20 fu, b = 1,280,
    2b = 2,560 -> 2,600 from each; with a plain 5p: 3 han 20 fu, 2b = 1,280 -> 1,300."""
    t = riichi_table(hands={0: f"234m 567m 234p 5p{five} 78s"}, live="1z 2z 3z 4z 6s", dora="3z", options=RED)
    go_around(t)
    tsumo(t, 0)
    assert ("red-five" in rules(t, 0)) is (five == "0p")
    assert net(t) == [3 * each, -each, -each, -each]


# --- Double ron, abortive draws -------------------------------------------------------------------------------------


def test_double_ron_honba_and_sticks_to_nearest() -> None:
    """East's 6s is ronned by West (W69: tanyao + pinfu, 2 han 30 fu = 2,000) and North (123m 678m 345p 66p 78s:
    pinfu, 1 han 30 fu: 4 x 240 = 960 -> 1,000). Honba (2 x 300) and the stick on the table go only to West, the
    winner nearest East in turn order. East pays 2,600 + 1,000."""
    north = "123m 678m 345p 66p 78s"
    t = riichi_table(hands={2: W69, 3: north}, live="1z 2z 3z 4z 6s", dora="1z", honba=2, sticks=1)
    go_around(t)
    throw(t, 0, "6s")
    assert {2, 3} <= asked(t)
    answer(t, {2: MahJongg(T("6s")), 3: MahJongg(T("6s"))})
    assert [m[0] for m in mahjonggs(t)] == [2, 3]
    he = hand_end(t)
    assert he["winners"] == [2, 3]
    assert net(t) == [-3600, 0, 3600, 1000]
    assert he["sticks"] == 0 and he["honba"] == 0


@pytest.mark.parametrize("declare", [True, False])
def test_abortive_nine_terminals_is_a_choice(declare: bool) -> None:
    """East's first turn with 9 kinds of terminals and honours: he may declare the abortive draw or play on."""
    east = "1m9m1p9p1s9s1z2z3z 2m3m4m5m"
    t = riichi_table(hands={0: east}, live="6m", dora="8p")
    assert has(t, 0, NineTerminals) and has(t, 0, Discard)
    if declare:
        do(t, 0, NineTerminals())
        assert t.done
        assert [e["reason"] for e in events(t, "abortive_draw")] == ["nine-terminals"]
        assert net(t) == [0, 0, 0, 0]
    else:
        discard(t, 0, "6m")
        assert not t.done and turn_seat(t) == 1


@pytest.mark.parametrize("call", [False, True])
def test_abortive_nine_terminals_only_before_any_call(call: bool) -> None:
    """South's first turn with 9 kinds: offered while no call was made; after North's pon it is not."""
    south = "1m9m1p9p1s9s1z2z3z 4m5m6m 7p"
    north = "8p8p 2s3s4s 6s7s8s 2m3m4m 5z 7z"
    t = riichi_table(hands={1: south, 3: north}, live="8p 5m 6m" if call else "5p 5m", dora="1z")
    if call:
        throw(t, 0, "8p")
        answer(t, {3: pick(t, 3, Pung, "8p")})
        discard(t, 3, "5z")
        tsumogiri(t, 0)
    else:
        tsumogiri(t, 0)
    assert turn_seat(t) == 1
    assert has(t, 1, NineTerminals) is not call


def test_abortive_four_winds() -> None:
    """All four players discard 1z on their first turns with no call: abortive draw."""
    t = riichi_table(live="1z 1z 1z 1z", dora="1p")
    go_around(t, 4)
    assert t.done
    assert [e["reason"] for e in events(t, "abortive_draw")] == ["four-winds"]
    assert net(t) == [0, 0, 0, 0]


def test_abortive_four_riichi() -> None:
    """All four players declare riichi; when the fourth riichi discard passes, the hand is drawn. Each paid his
    stick (net -1,000 each) and the four sticks stay on the table."""
    hands = [
        "234m 567m 234p 55p 78s",
        "234m 567m 234p 55s 78p",
        "345m 678m 678p 99p 12s",
        "1z1z1z 2z2z2z 3z3z3z 5z5z 1m2m",
    ]
    t = riichi_table(hands=hands, live="9m 9m 9m 9m", dora="6z")
    for seat in range(4):
        riichi(t, seat, "9m")
    assert t.done
    assert len(events(t, "riichi_accepted")) == 4
    assert [e["reason"] for e in events(t, "abortive_draw")] == ["four-riichi"]
    assert net(t) == [-1000, -1000, -1000, -1000]
    assert hand_end(t)["sticks"] == 4


def test_abortive_four_kans_by_several() -> None:
    """Four kans by two players: when the discard after the fourth kan is not ronned, the hand is drawn."""
    t = four_kans_table()
    assert indicators(t) == ["2z", "2z", "2z", "3z", "3z"]
    assert not t.done
    discard(t, 1, "9s")
    assert t.done
    assert [e["reason"] for e in events(t, "abortive_draw")] == ["four-kans"]
    assert net(t) == [0, 0, 0, 0]


def test_abortive_three_rons() -> None:
    """Three players ron East's 6s: abortive draw, nobody is paid."""
    hands = {1: W69, 2: "345m 678m 345p 66p 78s", 3: "123m 678m 678p 99p 78s"}
    t = riichi_table(hands=hands, live="1z 2z 3z 4z 6s", dora="1z")
    go_around(t)
    throw(t, 0, "6s")
    assert asked(t) == {1, 2, 3}
    answer(t, {1: MahJongg(T("6s")), 2: MahJongg(T("6s")), 3: MahJongg(T("6s"))})
    assert t.done
    assert [e["reason"] for e in events(t, "abortive_draw")] == ["three-rons"]
    assert hand_end(t)["winners"] == []
    assert net(t) == [0, 0, 0, 0]


# --- Exhaustive draw, nagashi, pao, honba ------------------------------------------------------------------------


TENPAI = ("234m 567m 234p 55p 78s", "234s 567s 678p 99m 33z", "555z 666z 111p 88m 44z", "111s 999s 111m 77z 99p")


@pytest.mark.parametrize(
    ("hands", "ready", "expected"),
    [
        ((TENPAI[0], NOTEN[0], NOTEN[1], NOTEN[2]), [0], [3000, -1000, -1000, -1000]),
        ((NOTEN[0], TENPAI[0], TENPAI[1], NOTEN[2]), [1, 2], [-1500, 1500, 1500, -1500]),
        ((TENPAI[0], TENPAI[1], NOTEN[0], TENPAI[2]), [0, 1, 3], [1000, 1000, -3000, 1000]),
        ((NOTEN[0], NOTEN[1], NOTEN[2], TENPAI[0]), [3], [-1000, -1000, -1000, 3000]),
        (TENPAI, [0, 1, 2, 3], [0, 0, 0, 0]),
    ],
)
def test_exhaustive_draw_tenpai_payments(hands: tuple[str, ...], ready: list[int], expected: list[int]) -> None:
    """At the exhaustive draw the noten players pay 3,000 in all to the tenpai players (contract.md: with
    [E, N] ready, S and W each pay E and N 750). The dealer repeats only when tenpai; ready hands are shown."""
    t = riichi_table(hands=list(hands), dora="1z")
    tsumogiri_until(t, 0)
    tsumogiri(t, turn_seat(t))
    assert t.done and events(t, "exhaustive_draw")
    he = hand_end(t)
    assert sorted(he["tenpai"]) == ready
    assert net(t) == expected
    assert [h is not None for h in he["hands"]] == [s in ready for s in range(4)]
    assert bool(he["passes"]) is (0 not in ready)
    assert he["honba"] == 1
    noten = [s for s in range(4) if s not in ready]
    if ready and noten:  # each noten player pays each tenpai player 3,000 / (noten x tenpai), reason "noten"
        share = 3000 // (len(ready) * len(noten))
        assert sorted(x["amount"] for x in he["transfers"]) == [share] * (len(ready) * len(noten))
        assert {x["reason"] for x in he["transfers"]} == {"noten"}
    else:
        assert he["transfers"] == []


def test_nagashi_mangan() -> None:
    """West discards only terminals and honours and none is called: at the exhaustive draw he is paid as for a
    mangan tsumo without honba (dealer 4,000, the others 2,000) and there are no noten payments (Decision).
    The honba and the stick on the table stay."""
    west = "234m 567p 345s 678m 5s"
    t = riichi_table(hands={2: west}, live=nagashi_live(2, west), dora="2z", honba=1, sticks=1)
    tsumogiri_until(t, 0)
    tsumogiri(t, turn_seat(t))
    assert t.done
    he = hand_end(t)
    assert he["nagashi"] == [2]
    assert net(t) == [-4000, -2000, 8000, -2000]
    assert he["sticks"] == 1


def test_pao_daisangen_tsumo() -> None:
    """South pons 5z (East), 6z (West) and the third dragon 7z from North: North is liable. South's tsumo
    daisangen is paid by North alone as if he had dealt in: 4 x 8,000 = 32,000 + 300 x 1 honba."""
    t = pao_table(live_after="9m 9m 9m 5m", honba=1)
    go_around(t, 3)
    tsumo(t, 1)
    assert "daisangen" in rules(t, 1)
    assert net(t) == [0, 32300, 0, -32300]


@pytest.mark.parametrize(("discarder", "expected"), [(2, [0, 32300, -16000, -16300]), (3, [0, 32300, 0, -32300])])
def test_pao_daisangen_ron(discarder: int, expected: list[int]) -> None:
    """South's daisangen (North liable), honba 1, won by ron on 5m. West deals in: West and North each pay half
    of 32,000, North also the 300 honba. North, the liable player, deals in himself: he pays it all, 32,300."""
    live_after = "5m" if discarder == 2 else "9m 5m"
    t = pao_table(live_after=live_after, honba=1)
    if discarder == 3:
        tsumogiri(t, 2)
    throw(t, discarder, "5m")
    answer(t, {1: MahJongg(T("5m"))})
    assert hand_end(t)["winners"] == [1]
    assert net(t) == expected


@pytest.mark.parametrize("winner", [0, 1])
def test_dealer_repeat_honba(winner: int) -> None:
    """Honba 2, one stick. W69 by tsumo on 6s: tsumo + pinfu + tanyao = 3 han 20 fu, b = 640.
    East wins: 2b = 1,280 -> 1,300 + 200 honba from each = 4,500, + 1,000 stick; he repeats, honba 3.
    South wins: East 1,300 + 200, others 700 + 200 = 3,300 + 1,000; the deal passes, honba 0."""
    live = "1z 2z 3z 4z 6s" if winner == 0 else "1z 2z 3z 4z 9m 6s"
    t = riichi_table(hands={winner: W69}, live=live, dora="1z", honba=2, sticks=1)
    start = events(t, "hand_start")[0]
    assert (start["dealer"], start["round"], start["honba"], start["sticks"]) == (0, 0, 2, 1)
    view = t.snapshot(2)
    assert (view.honba, view.sticks, view.round_wind, view.wind) == (2, 1, "E", "W")
    go_around(t)
    if winner == 1:
        tsumogiri(t, 0)
    tsumo(t, winner)
    he = hand_end(t)
    assert [h is not None for h in he["hands"]] == [s == winner for s in range(4)]  # only the winner is shown
    if winner == 0:
        assert net(t) == [5500, -1500, -1500, -1500]
        assert (bool(he["passes"]), he["honba"]) == (False, 3)
    else:
        assert net(t) == [-1500, 4300, -900, -900]
        assert (bool(he["passes"]), he["honba"]) == (True, 0)
    assert he["sticks"] == 0


@pytest.mark.parametrize(("round_", "expected"), [(0, 2100), (1, 3900)])
def test_round_wind_from_round(round_: int, expected: int) -> None:
    """`round` 1 is the South round: East's concealed 2z pung is then the round wind (yakuhai). Tsumo on the
    5s pair wait: fu 20 + 2 tsumo + 8 closed honour pung + 2 tanki = 32 -> 40. East round: menzen tsumo only,
    1 han 40 fu, b = 320, 2b = 640 -> 700 each. South round: 2 han 40 fu, b = 640, 2b = 1,280 -> 1,300 each."""
    t = riichi_table(hands={0: "2z2z2z 234m 567p 678s 5s"}, live="1z 9m 9m 9m 5s", dora="3z", round=round_)
    assert events(t, "hand_start")[0]["round"] == round_
    assert t.snapshot(0).round_wind == "ES"[round_]
    go_around(t)
    tsumo(t, 0)
    assert ("yakuhai-round-wind" in rules(t, 0)) is (round_ == 1)
    assert net(t) == [expected, -expected // 3, -expected // 3, -expected // 3]


def test_dealer_seat_other_than_zero() -> None:
    """With dealer 2 the wall starts at seat 2's side, the deal and the first draw go to seat 2 first, and the
    winds are seat 2 East, 3 South, 0 West, 1 North. Seat 2's tenhou: 16,000 from each."""
    t = riichi_table(hands={2: W69}, live="6s", dora="1z", dealer=2)
    assert [t.snapshot(s).wind for s in range(4)] == ["W", "N", "E", "S"]
    assert events(t, "draw")[0]["seat"] == 2
    assert turn_seat(t) == 2
    tsumo(t, 2)
    assert "tenhou" in rules(t, 2)
    assert net(t) == [-16000, -16000, 48000, -16000]


# --- Dora -------------------------------------------------------------------------------------------------------------


OPEN_KAN_SOUTH = "2m2m2m 345p 678p 56s 8s 9s"


@pytest.mark.parametrize("timing", ["delayed", "immediate"])
def test_kan_dora_of_open_kan_after_discard_or_at_once(timing: str) -> None:
    """South's open kan of East's 2m: the kan-dora indicator D2 is turned after South's next discard (delayed,
    the default) or at once (option immediate)."""
    t = riichi_table(
        hands={1: OPEN_KAN_SOUTH}, live="2m", rinshan="1p", dora="1z 3z", options={**PLAIN, "kan_dora": timing}
    )
    throw(t, 0, "2m")
    answer(t, {1: pick(t, 1, Kong, "2m")})
    kinds = [e["type"] for e in t.events]
    kong_at = kinds.index("kong")
    if timing == "delayed":
        assert indicators(t) == ["1z"]
        assert t.snapshot(1).indicators == (T("1z"),)
    discard(t, 1, "9s")
    kinds = [e["type"] for e in t.events]
    dora_at = [i for i, k in enumerate(kinds) if k == "dora"][-1]
    discard_at = max(i for i, k in enumerate(kinds) if k == "discard")
    assert indicators(t) == ["1z", "3z"]
    if timing == "delayed":
        assert dora_at > discard_at
    else:
        assert kong_at < dora_at < discard_at


@pytest.mark.parametrize("timing", ["delayed", "immediate"])
def test_kan_dora_of_added_kan_after_discard_or_at_once(timing: str) -> None:
    """South pons East's 5m and later adds the drawn fourth 5m: like an open kan, its indicator D2 is turned
    after South's next discard (delayed) or at once (immediate)."""
    south = "5m5m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"
    t = riichi_table(
        hands={1: south},
        live="5m 9m 9m 9m 5m",
        rinshan="1m",
        dora="1z 3z",
        options={**PLAIN, "kan_dora": timing},
    )
    throw(t, 0, "5m")
    answer(t, {1: pick(t, 1, Pung, "5m")})
    discard(t, 1, "1p")
    go_around(t, 3)
    do(t, 1, pick(t, 1, AddedKong, "5m"))
    answer(t)  # nobody robs it
    assert draws(t)[-1] == (1, "1m", "kong_replacement")
    assert indicators(t) == (["1z"] if timing == "delayed" else ["1z", "3z"])
    discard(t, 1, "9p")
    assert indicators(t) == ["1z", "3z"]


@pytest.mark.parametrize("robbed", [True, False])
def test_second_added_kan_robbed_turns_no_kan_dora(robbed: bool) -> None:
    """Two added kans in a row, the second robbed: Tenhou turns no kan-dora indicator for either. The first kan's
    indicator would have been turned after its discard, which never came; the second kan never completed.
    South pons 5m (East) and 9p (North), adds the drawn fourth 9p (nobody can rob it), and with the replacement
    5m adds 5m. West (34m 234p 567p 678s 22s) robs it: chankan + pinfu + tanyao, 3 han 30 fu = 3,900 from South
    (D2 = 1s would have made his 22s two dora: 5 han, 8,000). If West passes, the second kan completes: D2 is
    turned before its replacement is drawn and D3 after South's discard (delayed kan dora)."""
    south = "5m5m 9p9p 1p 1s 9s 1z 2z 3z 4z 6z 7z"
    west = "34m 234p 567p 678s 22s"
    t = riichi_table(hands={1: south, 2: west}, live="5m 9m 9p 9m 1m 2z 9p", rinshan="5m 9s", dora="1z 1s 3z")
    throw(t, 0, "5m")
    answer(t, {1: pick(t, 1, Pung, "5m")})  # West passes his ron: furiten until his own next discard
    discard(t, 1, "1p")
    tsumogiri(t, 2)
    throw(t, 3, "9p")
    answer(t, {1: pick(t, 1, Pung, "9p")})
    discard(t, 1, "1s")
    go_around(t, 3)  # West 9m, North 1m, East 2z
    do(t, 1, pick(t, 1, AddedKong, "9p"))
    assert draws(t)[-1] == (1, "5m", "kong_replacement")
    do(t, 1, pick(t, 1, AddedKong, "5m"))
    assert has(t, 2, MahJongg, "5m")
    if robbed:
        answer(t, {2: MahJongg(T("5m"))})
        assert indicators(t) == ["1z"]
        assert net(t) == [0, -3900, 3900, 0]
        return
    answer(t)
    assert draws(t)[-1] == (1, "9s", "kong_replacement")
    assert indicators(t) == ["1z", "1s"]
    discard(t, 1, "9s")
    assert indicators(t) == ["1z", "1s", "3z"]


def test_old_suukantsu_fourth_kan_of_one_player_wins_at_once() -> None:
    """Option old_suukantsu: East's fourth kan (all concealed, none on a discard) wins at once with the yakuman
    suukantsu, without the single wait, paid as a tsumo: dealer yakuman, 16,000 from each."""
    east = "1111m 2222p 3333s 6z"
    t = riichi_table(
        hands={0: east},
        live="6z",
        rinshan="6z 6z 7z 5z",
        dora="1z 1z 2z 2z 3z",
        options={**PLAIN, "old_suukantsu": True},
    )
    for kan in ("1111m", "2222p", "6666z", "3333s"):
        if t.done:
            break
        do(t, 0, pick(t, 0, ConcealedKong, consumed=kan))
    if not t.done:  # "wins at once": if the engine asks, the win must be offered
        wins = [a for a in t.legal_actions(0) if isinstance(a, MahJongg)]
        assert wins
        do(t, 0, wins[0])
    assert t.done and len(events(t, "concealed_kong")) == 4
    assert "suukantsu" in rules(t, 0)
    assert net(t) == [48000, -16000, -16000, -16000]


@pytest.mark.parametrize("robbed", [False, True])
def test_old_suukantsu_added_fourth_kan_completes_after_robbing_window(robbed: bool) -> None:
    """Option old_suukantsu: South pons 5m, declares concealed kans of 1m, 2p and 3s (the replacements bring the
    fourth 3s and the fourth 5m) and adds 5m as his fourth kan; it completes only after the robbing window
    passed with no chankan (Decision). West (34m 345p 567p 678s 22s) may rob it: chankan + tanyao + pinfu,
    3 han 30 fu = 3,900 from South, and no suukantsu. If he passes, South wins suukantsu as a tsumo (not on a
    discard): East 16,000, the others 8,000."""
    south = "1111m 2222p 33s 5m5m 9s"
    west = "34m 345p 567p 678s 22s"
    t = riichi_table(
        hands={1: south, 2: west},
        live="5m 1z 2z 4z 3s",
        rinshan="3s 9p 5m 6z",
        dora="3z 3z 3z 3z 4z",
        options={**PLAIN, "old_suukantsu": True},
    )
    throw(t, 0, "5m")
    answer(t, {1: pick(t, 1, Pung, "5m")})  # West passes his ron here: furiten until his own discard
    discard(t, 1, "9s")
    go_around(t, 3)
    for kan in ("1111m", "2222p", "3333s"):
        do(t, 1, pick(t, 1, ConcealedKong, consumed=kan))
    do(t, 1, pick(t, 1, AddedKong, "5m"))
    assert not t.done and has(t, 2, MahJongg, "5m")
    answer(t, {2: MahJongg(T("5m")) if robbed else Pass()})
    if robbed:
        assert "chankan" in rules(t, 2)
        assert net(t) == [0, -3900, 3900, 0]
        return
    if not t.done:  # "wins at once": if the engine asks, the win must be offered
        wins = [a for a in t.legal_actions(1) if isinstance(a, MahJongg)]
        assert wins
        do(t, 1, wins[0])
    assert "suukantsu" in rules(t, 1)
    assert net(t) == [-16000, 32000, -8000, -8000]


def test_kan_dora_concealed_kan_at_once_counts_for_rinshan_win() -> None:
    """A concealed kan's indicator is turned at once (also with the default delayed timing), so it counts for
    the win on the replacement: D2 = 1m makes the four 2m dora. Rinshan + tsumo + tanyao + 4 kan dora = 7 han,
    haneman: 3,000 base, dealer tsumo 6,000 from each."""
    t = riichi_table(hands={0: "2222m 345p 678p 56s 8s"}, live="1z 9p 1p 9m 8s", rinshan="4s", dora="1z 1m")
    go_around(t)
    mark = len(t.events)
    do(t, 0, pick(t, 0, ConcealedKong))
    kinds = [e["type"] for e in t.events[mark:]]
    assert kinds.index("concealed_kong") < kinds.index("dora") < len(kinds)
    assert indicators(t) == ["1z", "1m"]
    tsumo(t, 0)
    assert "kan-dora" in rules(t, 0)
    assert net(t) == [18000, -6000, -6000, -6000]


@pytest.mark.parametrize("with_riichi", [True, False])
def test_ura_only_with_riichi(with_riichi: bool) -> None:
    """Ura indicators are shown and counted only after a riichi win. U1 = 4p: the two 5p are ura dora.
    With riichi (no ippatsu: one full go-around first): riichi + tsumo + pinfu + tanyao + 2 ura = 6 han, haneman:
    3,000 base, dealer 6,000, others 3,000 (South's own stick comes back). Without: 3 han 20 fu, 1,300 / 700."""
    t = riichi_table(hands={1: W69}, live="2z 3z 4z 9m 9p 1p 1s 2s 3z 1m 5z 5z 5z 6s", dora="1z", ura="4p")
    go_around(t, 5)
    if with_riichi:
        riichi(t, 1, "1p")
    else:
        discard(t, 1, "1p")
    go_around(t, 7)
    tsumo(t, 1)
    he = hand_end(t)
    if with_riichi:
        assert he["ura"] == ["4p"]
        assert "ura-dora" in rules(t, 1)
        assert net(t) == [-6000, 12000, -3000, -3000]
    else:
        assert he["ura"] == []
        assert "ura-dora" not in rules(t, 1)
        assert net(t) == [-1300, 2700, -700, -700]


# --- First-turn yakuman and renhou ---------------------------------------------------------------------------------


def test_tenhou() -> None:
    """East's dealt hand and first draw are complete: tenhou, dealer yakuman tsumo 2 x 8,000 from each."""
    t = riichi_table(hands={0: W69}, live="6s", dora="1z")
    tsumo(t, 0)
    assert "tenhou" in rules(t, 0)
    assert net(t) == [48000, -16000, -16000, -16000]


def test_chiihou() -> None:
    """South completes on his first draw with no call before: chiihou, yakuman tsumo: East 16,000, others
    8,000."""
    t = riichi_table(hands={1: W69}, live="1z 6s", dora="1z")
    tsumogiri(t, 0)
    tsumo(t, 1)
    assert "chiihou" in rules(t, 1)
    assert net(t) == [-16000, 32000, -8000, -8000]


def test_renhou() -> None:
    """South rons East's first discard before his own first draw: renhou 5 han that stack (default) + tanyao +
    pinfu = 7 han, haneman: 4 x 3,000 = 12,000 from East."""
    t = riichi_table(hands={1: W69}, live="6s", dora="1z")
    throw(t, 0, "6s")
    answer(t, {1: MahJongg(T("6s"))})
    assert {"renhou", "tanyao", "pinfu"} <= rules(t, 1)
    assert net(t) == [-12000, 12000, 0, 0]


def test_no_chiihou_after_a_call() -> None:
    """A call since the deal breaks chiihou: West pons East's first discard; South then wins on his first draw
    only with menzen tsumo + pinfu + tanyao (3 han 20 fu: 1,300 / 700)."""
    west = "1z1z 1s 3s 5s 7s 2p 4p 6p 8p 3m 8m 7z"
    t = riichi_table(hands={1: W69, 2: west}, live="1z 9m 9m 6s", dora="2z")
    throw(t, 0, "1z")
    answer(t, {2: pick(t, 2, Pung, "1z")})
    discard(t, 2, "1s")
    go_around(t, 2)
    assert turn_seat(t) == 1
    tsumo(t, 1)
    assert "chiihou" not in rules(t, 1)
    assert net(t) == [-1300, 2700, -700, -700]
