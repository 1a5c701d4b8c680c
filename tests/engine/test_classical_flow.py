"""Classical (dmjl-classical) flow rules from classical-dmjl.md "Equipment and set-up" and "Play", and the
dangerous-play rule of penalties.md, with prepared walls.

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North. Default dice 3+4, 2+5: West breaks at stack 49, the dead
wall is the loose tiles wall[98], wall[99], then stacks 48 .. 42; the live wall starts at wall[100].
"""

from __future__ import annotations

import pytest
from table_driver import (
    CLASSICAL,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    Pass,
    Pung,
    T,
    answer,
    asked,
    claim_types,
    classical,
    discard,
    do,
    events,
    flow,
    has,
    last_event,
    net,
    pick,
    result,
    rules,
    throw,
    tsumogiri_until,
    turn_seat,
)
from walls import build_wall

from jongg.engine import OriginalCall, Table

WIND = "ESWN"


def classical_normal_net(t: Table, winner: int | None) -> list[int]:
    """Settlement by classical-dmjl.md (dealer 0 = East): each loser pays the winner his total, East pays and
    receives double; then each pair of losers settles the difference, doubled if one of them is East."""
    totals = [result(t, s)["total"] for s in range(4)]
    out = [0, 0, 0, 0]
    if winner is None:
        return out
    losers = [s for s in range(4) if s != winner]
    for s in losers:
        amount = totals[winner] * (2 if 0 in (s, winner) else 1)
        out[s] -= amount
        out[winner] += amount
    for i, a in enumerate(losers):
        for b in losers[i + 1 :]:
            diff = (totals[a] - totals[b]) * (2 if 0 in (a, b) else 1)
            out[a] += diff
            out[b] -= diff
    return out


# --- Wall, break, dead wall, deal -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dice", "break_stack"),
    [((3, 4, 2, 5), 49), ((6, 6, 6, 6), 41), ((5, 5, 6, 6), 3), ((1, 4, 1, 1), 6), ((1, 1, 1, 1), 57)],
)
def test_break_counts_into_the_next_side(dice: tuple[int, ...], break_stack: int) -> None:
    """The found player counts d1+d2+d3+d4 stacks from the right end of his side, carrying into the next side:
    6+6, 6+6 -> North (side 1) counts 24 -> stack 41 on West's side; 5+5, 6+6 -> South (side 3) counts 22 ->
    stack 3 on East's side. The live wall starts right after the break: East's first four tiles are the stack
    after the break and the one after it; the first kong replacement is the upper loose tile."""
    hands = ["1111m 2p3p4p 5s6s7s 8s 9s 1z 2z", "234m 67p 9p 12s 34z 567z"]
    t = classical(hands=hands, dead="9p", dice=dice)
    wall = last_event(t, "hand_start")["wall"]
    first = 2 * ((break_stack + 1) % 72)
    assert wall[first : first + 4] == ["1m", "1m", "1m", "1m"]
    assert wall[2 * break_stack] == "9p"
    do(t, 0, pick(t, 0, ConcealedKong))
    draw = events(t, "draw")[0]
    assert (draw["seat"], draw["tile"], draw["source"]) == (0, "9p", "kong_replacement")


def test_dead_wall_is_loose_tiles_then_seven_stacks() -> None:
    """The dead wall is taken loose tiles first (upper, lower), then stack by stack from the break outwards,
    upper tile first; it is never refilled (16 tiles, live wall untouched)."""
    t = classical(
        hands=["1111m 2222p 3333s 9s 1z", "234m 67p 8p 12s 34z 567z", "9s9s9s 5m6m7m 1p 4p 7p 2z 5z 6z 7z"],
        dead="4z 5z 6z 3z",
    )
    wall = last_event(t, "hand_start")["wall"]
    # Break stack 49: loose tiles wall[98] (upper), wall[99] (lower); then stack 48: wall[96], wall[97].
    assert (wall[98], wall[99], wall[96], wall[97]) == ("4z", "5z", "6z", "3z")
    for kong in ("1m", "2p", "3s"):
        do(t, 0, pick(t, 0, ConcealedKong, consumed=kong * 4))
    throw(t, 0, "9s")
    answer(t, {2: pick(t, 2, Kong, "9s")})
    replacements = [(e["seat"], e["tile"]) for e in events(t, "draw") if e["source"] == "kong_replacement"]
    assert replacements == [(0, "4z"), (0, "5z"), (0, "6z"), (2, "3z")]
    view = t.snapshot(None)
    assert view.dead_wall == 12
    assert view.live_wall == 128 - 53


def test_deal_is_three_passes_of_four_then_two_and_one() -> None:
    """Three passes of 4 tiles (East, South, West, North), then East 2 and the others 1, from the live wall."""
    dice = (1, 1, 1, 1)  # South breaks at stack 57; the live wall starts at stack 58 = wall[116]
    wall = build_wall(CLASSICAL, dice)
    live = [wall[(116 + i) % 144] for i in range(60)]
    expected = [
        live[0:4] + live[16:20] + live[32:36] + live[48:50],
        live[4:8] + live[20:24] + live[36:40] + live[50:51],
        live[8:12] + live[24:28] + live[40:44] + live[51:52],
        live[12:16] + live[28:32] + live[44:48] + live[52:53],
    ]
    t = Table.from_wall(CLASSICAL, {}, wall=wall, dice=list(dice), dealer=0)
    deal = last_event(t, "deal")["tiles"]
    assert [sorted(h) for h in deal] == [sorted(h) for h in expected]
    assert [len(h) for h in deal] == [14, 13, 13, 13]
    # After East's discard South draws the next live tile.
    tile = t.snapshot(0).concealed[0]
    mark = len(t.events)
    discard(t, 0, str(tile))
    assert (events(t, "draw", since=mark)[0]["seat"], events(t, "draw", since=mark)[0]["tile"]) == (1, live[53])


# --- Bonus tiles ----------------------------------------------------------------------------------------------------


def test_bonus_tiles_replaced_one_per_pass_from_the_live_wall() -> None:
    """Before play, in the order E, S, W, N, each player with a bonus tile exposes ONE and draws its replacement
    from the live wall, pass after pass, until nobody holds one (Decision). A bonus tile drawn as a
    replacement waits for the next pass."""
    t = classical(
        hands=[
            "1f 2f 123m 456m 789m 1p 2p 3p",
            "3f 1s2s3s 4s5s6s 7s8s9s 1z2z3z",
            "4p5p6p 7p8p9p 4z4z 5z5z 6z6z 7z",
            "4f 1z 2z 3z 5s 6s 7s 8s 9s 9m 8m 7m 6m",
        ],
        live="7z 1g 2g 4z 4m 5m",
    )
    bonus_flow = [f for f in flow(t) if f[0] in ("bonus", "draw")]
    east_first, east_second = bonus_flow[0][2], bonus_flow[6][2]
    assert {east_first, east_second} == {"1f", "2f"}
    assert bonus_flow == [
        ("bonus", 0, east_first),
        ("draw", 0, "7z", "bonus_replacement"),
        ("bonus", 1, "3f"),
        ("draw", 1, "1g", "bonus_replacement"),
        ("bonus", 3, "4f"),
        ("draw", 3, "2g", "bonus_replacement"),
        ("bonus", 0, east_second),
        ("draw", 0, "4z", "bonus_replacement"),
        ("bonus", 1, "1g"),
        ("draw", 1, "4m", "bonus_replacement"),
        ("bonus", 3, "2g"),
        ("draw", 3, "5m", "bonus_replacement"),
    ]
    view = t.snapshot(None)
    assert (view.live_wall, view.dead_wall) == (75 - 6, 16)
    assert turn_seat(t) == 0
    assert sorted(map(str, view.players[0].bonus)) == ["1f", "2f"]


def test_bonus_drawn_in_play_replaced_from_the_live_wall() -> None:
    t = classical(hands=["9s 123m 456m 789m 1p 2p 3p 4p"], live="1f 6z 7z")
    mark = len(t.events)
    discard(t, 0, "9s")
    assert flow(t, mark)[-3:] == [
        ("draw", 1, "1f", "live"),
        ("bonus", 1, "1f"),
        ("draw", 1, "6z", "bonus_replacement"),
    ]
    assert (t.snapshot(None).live_wall, t.snapshot(None).dead_wall) == (75 - 2, 16)


def test_bonus_drawn_as_kong_replacement_is_replaced_from_live_and_is_no_kong_replacement_win() -> None:
    """A bonus tile drawn as a kong replacement is replaced from the live wall; a win on that tile is an ordinary
    self-draw, never a kong-replacement win."""
    t = classical(
        hands=[
            "5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s",
            "2m 4m 6m 8m 2s 8s8s 1p1p 5s 9s 4p 6p",
            "5p5p5p 1s2s3s 4s5s6s 7s8s 9m9m",
        ],
        live="9s",
        dead="1f",
    )
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Kong, "5p")})
    draws = [(e["seat"], e["tile"], e["source"]) for e in events(t, "draw")]
    assert draws[-2:] == [(2, "1f", "kong_replacement"), (2, "9s", "bonus_replacement")]
    assert t.snapshot(None).live_wall == 75 - 1 and t.snapshot(None).dead_wall == 15
    do(t, 2, pick(t, 2, MahJongg, "9s"))
    assert result(t, 2)["won"] is True
    assert "kong-replacement" not in rules(t, 2)


# --- Kongs ----------------------------------------------------------------------------------------------------------


def test_kong_replacement_win_scores_kong_replacement() -> None:
    t = classical(
        hands=[
            "5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s",
            "2m 4m 6m 8m 2s 8s8s 1p1p 5s 4p 6p 7z",
            "5p5p5p 1s2s3s 4s5s6s 7s8s 9m9m",
        ],
        dead="9s",
    )
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Kong, "5p")})
    do(t, 2, pick(t, 2, MahJongg, "9s"))
    win = last_event(t, "mahjongg")
    assert (win["seat"], win["how"], win["tile"]) == (2, "self-draw", "9s")
    assert "kong-replacement" in rules(t, 2)


def test_twofold_fortune_kong_on_kong() -> None:
    """South draws the fourth 1m, declares the kong, its replacement completes a 2p kong, and that kong's
    replacement wins: Twofold fortune."""
    t = classical(
        hands=["2m3m4m 5m6m7m 4p5p6p 7p8p 1z 2z 3z", "111m 222p 345s 678s 9p"],
        live="1m",
        dead="2p 9p",
    )
    discard(t, 0, "3z")
    assert turn_seat(t) == 1
    do(t, 1, pick(t, 1, ConcealedKong, consumed="1111m"))
    do(t, 1, pick(t, 1, ConcealedKong, consumed="2222p"))
    do(t, 1, pick(t, 1, MahJongg, "9p"))
    assert result(t, 1)["limit_hand"] == "twofold-fortune"


def test_classical_concealed_kong_robbed_only_for_thirteen_orphans() -> None:
    """South declares a concealed kong of 1m. North (Thirteen Orphans, waiting on 1m) may rob it; West (an
    ordinary hand waiting on 1m) may not."""
    hands = [
        "2m 3m 4m 8m 8m 3p 3p 1p 2s 2s 5s 5s 9s 3s",
        "111m 5m6m7m 5p5p 6s7s8s 3z 4z",
        "2m3m 4p5p6p 7p8p9p 2s3s4s 6z6z",
        "9m 1p9p 1s9s 1z2z3z4z5z6z7z7z",
    ]
    t = classical(hands=hands, live="1m")
    discard(t, 0, "3s")
    do(t, 1, pick(t, 1, ConcealedKong, consumed="1111m"))
    assert set(t.pending()) == {3}
    assert claim_types(t, 3) == {"MahJongg"}
    answer(t, {3: pick(t, 3, MahJongg, "1m")})
    win = last_event(t, "mahjongg")
    assert (win["seat"], win["from"], win["tile"], win["how"]) == (3, 1, "1m", "robbing")
    assert result(t, 3)["limit_hand"] == "thirteen-orphans"


def test_classical_concealed_kong_not_robbed_for_an_ordinary_hand() -> None:
    hands = [
        "2m 3m 4m 8m 8m 3p 3p 1p 2s 2s 5s 5s 9s 3s",
        "111m 5m6m7m 5p5p 6s7s8s 3z 4z",
        "2m3m 4p5p6p 7p8p9p 2s3s4s 6z6z",
        "9m 1p9p 1s9s 1z2z3z4z5z6z 7p 8p",
    ]
    t = classical(hands=hands, live="1m", dead="9p")
    discard(t, 0, "3s")
    mark = len(t.events)
    do(t, 1, pick(t, 1, ConcealedKong, consumed="1111m"))
    assert flow(t, mark)[-1] == ("draw", 1, "9p", "kong_replacement")
    assert turn_seat(t) == 1


# --- Original call --------------------------------------------------------------------------------------------------


def test_original_call_restricts_discards_and_claims() -> None:
    """After an original call, South may only discard the tile he drew, win, or pass: no pung, kong or chow
    claim, no concealed kong. His win scores "original-call"."""
    t = classical(
        hands=[
            "7m 1p2p3p 4p6p 8p9p 2s3s4s 6s 8s 1z",
            "123m 456m 777z 111s 5p",
            "1s 5p 7p 8m8m 5s 6s 7s 2z2z 5z 6z 3p",
        ],
        live="9s 2z 3z 4z 1f 7z 4m",
    )
    discard(t, 0, "1z")
    assert turn_seat(t) == 1
    assert has(t, 1, OriginalCall, "9s")
    do(t, 1, pick(t, 1, OriginalCall, "9s"))
    assert last_event(t, "original_call")["seat"] == 1
    assert t.snapshot(None).players[1].called is True
    assert t.snapshot(None).players[1].discards[-1] == T("9s")
    # West discards 1s: South holds 111s but may not claim it.
    assert turn_seat(t) == 2
    throw(t, 2, "1s")
    assert 1 not in asked(t)
    answer(t)
    discard(t, 3, "3z")
    # East discards 7m: South (next, holding 5m6m) may not chow it; East may not call any more.
    assert turn_seat(t) == 0 and not has(t, 0, OriginalCall)
    throw(t, 0, "7m")
    assert 1 not in asked(t)
    answer(t)
    # South draws a flower: it is exposed and replaced as usual (Decision). The replacement is the fourth 7z:
    # he may only discard it (no concealed kong).
    assert turn_seat(t) == 1 and t.snapshot(1).last_draw == T("7z")
    assert [str(b) for b in t.snapshot(None).players[1].bonus] == ["1f"]
    assert t.snapshot(None).players[1].called is True
    assert t.legal_actions(1) == [Discard(T("7z"))]
    discard(t, 1, "7z")
    # West discards 5p: South wins.
    throw(t, 2, "5p")
    answer(t, {1: pick(t, 1, MahJongg, "5p")})
    assert last_event(t, "mahjongg")["seat"] == 1
    assert "original-call" in rules(t, 1)


# --- Last tile and draws --------------------------------------------------------------------------------------------

# North draws the last live tile (the 75th live draw, with no claims), the fourth 7z; South waits on 5p (4p6p),
# East holds 5p5p.
LAST_HANDS = [
    "5p5p 1m 4m 7m 2p 8p 3s 6s 9s 2z 3z 4z 6z",
    "4p6p 2m3m4m 5s6s7s 8m8m8m 1z1z",
    None,
    "7z7z7z 5p 1p 9p 2s 8s 5z 6z 9m 3m 6m",
]


def last_tile_table() -> Table:
    hands = [h for h in LAST_HANDS if h is not None]
    t = classical(hands={0: hands[0], 1: hands[1], 3: hands[2]}, tail="7z")
    tsumogiri_until(t, 0)
    assert turn_seat(t) == 3
    last = events(t, "draw")[-1]
    assert (last["seat"], last["tile"], last["source"], last["last"]) == (3, "7z", "live", True)
    return t


def test_last_tile_no_kong_and_discard_only_for_mahjongg() -> None:
    """After the last live tile: no kong may be declared, and the discard that follows may be claimed only for
    Mah-Jongg (East's pung is not offered); a win on it scores the last-tile discard double."""
    t = last_tile_table()
    assert not has(t, 3, ConcealedKong)
    throw(t, 3, "5p")
    assert set(t.pending()) == {1}
    assert claim_types(t, 1) == {"MahJongg"}
    answer(t, {1: pick(t, 1, MahJongg, "5p")})
    assert "last-tile-discard" in rules(t, 1)


def test_exhaustive_draw_when_last_discard_unclaimed() -> None:
    t = last_tile_table()
    throw(t, 3, "5p")
    answer(t, {1: Pass()})
    assert t.done
    assert flow(t)[-2:] == [("exhaustive_draw",), ("hand_end",)]
    end = last_event(t, "hand_end")
    assert end["winner"] is None
    assert end["net"] == [0, 0, 0, 0]  # settle_draws is off by default


def test_last_live_tile_self_drawn_scores_last_tile_wall() -> None:
    """North draws the last live tile and wins on it: the last-tile (wall) double."""
    hands = {0: LAST_HANDS[0], 1: LAST_HANDS[1], 3: "1s2s3s 5m6m7m 2p3p 6z6z6z 9p9p"}
    t = classical(hands=hands, tail="4p")
    tsumogiri_until(t, 0)
    assert turn_seat(t) == 3
    assert events(t, "draw")[-1]["last"] is True
    do(t, 3, pick(t, 3, MahJongg, "4p"))
    assert "last-tile-wall" in rules(t, 3)


def test_classical_last_tile_bonus_draws_the_hand() -> None:
    """If the last live tile is a bonus tile, no replacement can be drawn and the hand is drawn."""
    t = classical(hands={0: LAST_HANDS[0], 1: LAST_HANDS[1]}, tail="4g")
    tsumogiri_until(t, 1)
    seat = turn_seat(t)
    mark = len(t.events)
    discard(t, seat, str(t.snapshot(seat).last_draw))
    assert t.done
    tail = flow(t, mark)
    draws = [f for f in tail if f[0] == "draw"]
    assert draws == [("draw", (seat + 1) % 4, "4g", "live")]
    assert ("exhaustive_draw",) in tail
    assert last_event(t, "hand_end")["winner"] is None


# --- First-turn limits ----------------------------------------------------------------------------------------------


def test_blessing_of_heaven() -> None:
    t = classical(hands=["123m456m789m123p55p"])
    do(t, 0, pick(t, 0, MahJongg))
    win = last_event(t, "mahjongg")
    assert (win["seat"], win["how"]) == (0, "self-draw")
    assert result(t, 0)["limit_hand"] == "blessing-of-heaven"
    assert result(t, 0)["total"] == 500
    assert net(t) == classical_normal_net(t, 0)
    assert net(t)[0] == 3 * 2 * 500


def test_blessing_of_earth() -> None:
    t = classical(hands=["5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s", "4p6p 1s2s3s 4s5s6s 7z7z7z 9p9p"])
    throw(t, 0, "5p")
    answer(t, {1: pick(t, 1, MahJongg, "5p")})
    assert result(t, 1)["limit_hand"] == "blessing-of-earth"


def test_no_blessing_of_earth_on_a_later_discard() -> None:
    t = classical(hands=["9s 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 5p", "4p6p 1s2s3s 4s5s6s 7z7z7z 9p9p"], live="8s 8p 7p")
    discard(t, 0, "9s")
    discard(t, 1, "8s")
    discard(t, 2, "8p")
    discard(t, 3, "7p")
    throw(t, 0, "5p")
    answer(t, {1: pick(t, 1, MahJongg, "5p")})
    assert result(t, 1)["won"] is True
    assert result(t, 1)["limit_hand"] != "blessing-of-earth"


@pytest.mark.parametrize(("streak", "ninth"), [(8, True), (7, False)])
def test_east_ninth_win_in_a_row_passes_the_deal(streak: int, ninth: bool) -> None:
    """classical-dmjl.md: East's ninth consecutive win is the limit hand "East wins nine times in a row" (500), and
    "after East's ninth win in a row the deal passes"; before that East keeps the deal while he wins (Grundregel:
    "Hat der Ostwind gewonnen, so bleiben die Windzuordnungen auch im folgenden Spiel unverändert bestehen"; the
    seed leaves the limit hands to the Wertungstabelle it does not print). `Table.from_wall(streak=...)`: East has
    won the hands before this one. He discards 1z and wins on his next draw, 3p (123m 456m 789m 123p 55p)."""
    t = classical(hands=["123m 456m 789m 12p 55p 1z"], live="9s 9s 9s 3p", streak=streak)
    assert last_event(t, "hand_start")["streak"] == streak
    discard(t, 0, "1z")
    for seat in (1, 2, 3):
        discard(t, seat, str(t.snapshot(seat).last_draw))
    do(t, 0, pick(t, 0, MahJongg, "3p"))
    assert (result(t, 0)["limit_hand"] == "east-nine-wins") is ninth
    assert (result(t, 0)["total"] == 500) is ninth
    assert last_event(t, "hand_end")["passes"] is ninth


# --- Settlement -----------------------------------------------------------------------------------------------------


def test_settlement_sums_to_zero_and_east_pays_double() -> None:
    t = classical(
        hands=[
            "5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s",
            "2m 4m 6m 8m 2s 8s8s 1p1p 5s 4p 6p 7z",
            "5p5p5p 1s2s3s 4s5s6s 7s8s 9m9m",
        ],
        dead="9s",
    )
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Kong, "5p")})
    do(t, 2, pick(t, 2, MahJongg, "9s"))
    end = last_event(t, "hand_end")
    assert sum(end["net"]) == 0
    assert end["net"] == classical_normal_net(t, 2)
    win_from_east = [x for x in end["transfers"] if x["from"] == "E" and x["to"] == "W" and x["reason"] == "win"]
    assert sum(x["amount"] for x in win_from_east) == 2 * result(t, 2)["total"]


# --- Dangerous play -------------------------------------------------------------------------------------------------

# West (seat 2) holds three concealed bamboo kongs and declares them in his first turn (declared concealed kongs
# count as shown); he then waits on 5s. South discards 5s.
DANGER_EAST = "1m1m 2m 3m 4p 5p 6p 7p 8p 9p 1z 2z 3z 4z"
DANGER_WEST = "1111s 2222s 3333s 9s"


def danger_table(south: str, west: str = DANGER_WEST, west_draw: str = "9s", replacements: str = "4s 6s 5z") -> Table:
    t = classical(hands=[DANGER_EAST, south, west], live=f"9s {west_draw} 2z 3z 5s", dead=replacements)
    discard(t, 0, "4z")
    discard(t, 1, "9s")
    assert turn_seat(t) == 2
    for kong in ("1111s", "2222s", "3333s"):
        do(t, 2, pick(t, 2, ConcealedKong, consumed=kong))
    discard(t, 2, "5z")
    discard(t, 3, "2z")
    discard(t, 0, "3z")
    assert turn_seat(t) == 1
    throw(t, 1, "5s")
    answer(t, {2: pick(t, 2, MahJongg, "5s")})
    return t


def test_classical_dangerous_discard_makes_discarder_liable() -> None:
    """West shows three bamboo kongs; South discards a bamboo tile and West wins with one suit only: South
    pays the winner for all three losers (4 x the value), the others pay nothing and do not settle."""
    t = danger_table(south="5s 1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p")
    end = last_event(t, "hand_end")
    assert "one-suit" in rules(t, 2)
    assert end["liable"] == {"wind": "S", "kind": "winning-discard", "no_choice": False}
    value = result(t, 2)["total"]
    assert end["net"] == [0, -4 * value, 4 * value, 0]


def test_no_choice_exemption() -> None:
    """South's concealed tiles just before the discard were all bamboo (all dangerous): he pays his normal share
    and the hand is settled normally (Decision for Classical)."""
    t = danger_table(south="4s4s4s 5s 6s6s6s 7s7s7s 8s8s8s")
    end = last_event(t, "hand_end")
    assert end["liable"] == {"wind": "S", "kind": "winning-discard", "no_choice": True}
    assert end["net"] == classical_normal_net(t, 2)


def test_cheaper_hand_is_settled_normally() -> None:
    """West shows three bamboo kongs but wins with one suit plus honours (a dragon pair), cheaper than the hand
    of the dangerous situation: no liability, normal settlement."""
    t = danger_table(
        south="5s 1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p",
        west="1111s 2222s 3333s 7z",
        west_draw="7z",
        replacements="4s 6s 5z",
    )
    assert "one-suit" not in rules(t, 2)
    end = last_event(t, "hand_end")
    assert end["liable"] is None
    assert end["net"] == classical_normal_net(t, 2)


# West claims two dragon pungs, then South supplies the third dragon; West later wins by self-draw.
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


def test_classical_supplier_of_third_dragon_liable_for_later_self_draw() -> None:
    """PEN: "sofort oder später": the claimer wins later by self-draw with Three great scholars; the player who
    discarded the third dragon (South) pays 4 x the value alone."""
    t = classical(hands=SUPPLY_HANDS, live=SUPPLY_LIVE)
    play_supplied_pung(t)
    end = last_event(t, "hand_end")
    assert result(t, 2)["limit_hand"] == "three-great-scholars"
    assert end["liable"] == {"wind": "S", "kind": "supplied-pung", "no_choice": False}
    assert end["net"] == [0, -2000, 2000, 0]
