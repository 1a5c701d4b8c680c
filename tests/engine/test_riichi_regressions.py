"""Named regressions for classic Riichi engine bugs (issue 12), each a prepared hand of `riichi-hana` checked
against values derived by hand from riichi-hana.md and the Decisions of /tmp/riichi_api.md.

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North; turn order 0 -> 1 -> 2 -> 3; options PLAIN (136 tiles,
no flowers, no red fives) unless stated. W69 = 234m 567m 234p 55p 78s (closed, waits 6s / 9s).
"""

from __future__ import annotations

import pytest
from riichi_driver import (
    PLAIN,
    ConcealedKong,
    Kong,
    MahJongg,
    Pass,
    Pung,
    Riichi,
    T,
    answer,
    asked,
    can_riichi,
    discard,
    do,
    events,
    four_kans_table,
    go_around,
    hand_end,
    has,
    indicators,
    nagashi_live,
    net,
    pao_table,
    pick,
    riichi_table,
    rules,
    throw,
    tsumo,
    tsumogiri,
    tsumogiri_until,
    turn_seat,
)

from jongg.engine import Table
from jongg.errors import IllegalAction

W69 = "234m 567m 234p 55p 78s"
NORTH_6S = "123m 678m 345p 66p 78s"
"""Closed, waits 6s / 9s; on 6s pinfu only (1 han 30 fu: ron 4 x 240 = 960 -> 1,000)."""


# --- Ron windows ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("together", [True, False])
@pytest.mark.parametrize("passer", [2, 3])
def test_pass_on_ron_does_not_cancel_other_ron(passer: int, together: bool) -> None:
    """West (W69) and North both may ron East's 6s (honba 2, one stick on the table). One passes: the other's ron
    stands, whether the answers come in one step or one by one, and he (now the only winner) takes the honba
    (2 x 300) and the stick. West: 2,000 + 600 + 1,000; North: 1,000 + 600 + 1,000."""
    t = riichi_table(hands={2: W69, 3: NORTH_6S}, live="1z 2z 3z 4z 6s", dora="1z", honba=2, sticks=1)
    go_around(t)
    throw(t, 0, "6s")
    window = asked(t)
    assert {2, 3} <= window
    winner = 5 - passer
    answers = {seat: Pass() for seat in window}
    answers[winner] = MahJongg(T("6s"))
    if together:
        t.step(answers)
    else:
        t.step({seat: a for seat, a in answers.items() if seat != winner})
        assert not t.done and winner in t.pending()
        t.step({winner: answers[winner]})
    assert t.done
    assert hand_end(t)["winners"] == [winner]
    if winner == 2:
        assert net(t) == [-2600, 0, 3600, 0]
    else:
        assert net(t) == [-1600, 0, 0, 2600]


# --- Furiten after a called-away discard ----------------------------------------------------------------------------


def called_away_table() -> Table:
    """South discards 6s, which North pons; South then becomes ready on 6s / 9s (W69), and so does West
    (345m 678m 345p 66p 78s, pinfu on 9s), who never discarded a 6s or 9s. North then discards 9s."""
    south = "234m 567m 234p 55p 7s 6s"
    west = "345m 678m 345p 66p 7s 1z"
    north = "66s 1p9p 4z5z6z7z 1m 2s3s4s5s"
    t = riichi_table(hands={1: south, 2: west, 3: north}, live="2z 9m 3z 8s 8s 9s", dora="1z")
    tsumogiri(t, 0)  # 2z
    throw(t, 1, "6s")
    answer(t, {3: pick(t, 3, Pung, "6s")})
    discard(t, 3, "1p")
    tsumogiri(t, 0)  # 3z
    discard(t, 1, "9m")  # South: 234m 567m 234p 55p 78s
    discard(t, 2, "1z")  # West: 345m 678m 345p 66p 78s
    throw(t, 3, "9s")
    return t


def test_called_away_discard_still_makes_its_discarder_furiten() -> None:
    """A discard that another player called is still the discarder's own discard for furiten (Decision): South's
    6s, called by North, is one of his waits, so North's 9s is no ron for him."""
    t = called_away_table()
    assert not has(t, 1, MahJongg)


def test_called_away_discard_makes_nobody_else_furiten() -> None:
    """The called 6s was South's discard, not West's: West, ready on 6s / 9s, may ron North's 9s (pinfu, 1 han
    30 fu = 1,000 from North)."""
    t = called_away_table()
    assert has(t, 2, MahJongg, "9s")
    answer(t, {2: MahJongg(T("9s"))})
    assert hand_end(t)["winners"] == [2]
    assert net(t) == [0, 0, 1000, -1000]


# --- Kan dora around a rinshan win ----------------------------------------------------------------------------------


@pytest.mark.parametrize("timing", ["delayed", "immediate"])
def test_kan_dora_timing_around_rinshan_win_after_open_kan(timing: str) -> None:
    """South's open kan of East's 2m, and the replacement 4s wins (rinshan kaihou). Delayed (default): the open
    kan's indicator comes after the discard, and there is none: D2 = 1m is not turned and does not count. 2 han
    (rinshan, open tanyao), 20 + 2 tsumo + 8 open kan = 30 fu: b = 480, East 960 -> 1,000, others 500.
    Immediate: D2 is turned at once: the four 2m are kan dora, 6 han, haneman: East 6,000, others 3,000."""
    t = riichi_table(
        hands={1: "2m2m2m 345p 678p 56s 88s"},
        live="2m",
        rinshan="4s",
        dora="1z 1m",
        options={**PLAIN, "kan_dora": timing},
    )
    throw(t, 0, "2m")
    answer(t, {1: pick(t, 1, Kong, "2m")})
    tsumo(t, 1)
    assert "rinshan-kaihou" in rules(t, 1)
    if timing == "delayed":
        assert indicators(t) == ["1z"]
        assert "kan-dora" not in rules(t, 1)
        assert net(t) == [-1000, 2000, -500, -500]
    else:
        assert indicators(t) == ["1z", "1m"]
        assert "kan-dora" in rules(t, 1)
        assert net(t) == [-6000, 12000, -3000, -3000]


# --- Four kans ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("ron", [False, True])
def test_four_kans_after_a_passed_ron(ron: bool) -> None:
    """After the fourth kan (by two players) South discards 7p, on which West may ron (pinfu). If West passes,
    the hand is the abortive draw four-kans; if he rons, he wins 1 han 30 fu = 1,000 and nothing is aborted."""
    t = four_kans_table()
    throw(t, 1, "7p")
    assert 2 in asked(t) and has(t, 2, MahJongg, "7p")
    answer(t, {2: MahJongg(T("7p")) if ron else Pass()})
    assert t.done
    if ron:
        assert not events(t, "abortive_draw")
        assert hand_end(t)["winners"] == [2]
        assert net(t) == [0, -1000, 1000, 0]
    else:
        assert [e["reason"] for e in events(t, "abortive_draw")] == ["four-kans"]
        assert net(t) == [0, 0, 0, 0]


def test_no_fifth_kan() -> None:
    """East makes four concealed kans (1m, 2p, 6z from the replacements, 3s); four kans by one player are no
    abortive draw, but no fifth kan may follow: West may pon East's 5z but not kan it, and South may not
    declare his dealt 5555p."""
    east = "1111m 2222p 3333s 6z"
    south = "5555p 4m5m6m 6m7m8m 7s8s 9m"
    west = "5z5z5z 6p7p8p 7p8p9p 1s 2s 4s 9s"
    t = riichi_table(hands={0: east, 1: south, 2: west}, live="6z 1z", rinshan="6z 6z 7z 5z", dora="1z 1z 2z 2z 3z")
    for kan in ("1111m", "2222p", "6666z", "3333s"):
        do(t, 0, pick(t, 0, ConcealedKong, consumed=kan))
    assert len(events(t, "concealed_kong")) == 4 and not t.done
    throw(t, 0, "5z")
    assert not has(t, 2, Kong)
    answer(t)
    assert turn_seat(t) == 1
    assert not has(t, 1, ConcealedKong)


# --- Riichi conditions -----------------------------------------------------------------------------------------------


def test_riichi_under_1000_points_refused_by_step() -> None:
    """With 900 points riichi is not offered, and a submitted Riichi is refused without changing anything."""
    t = riichi_table(hands={0: "123m 456m 789m 234p 5p"}, live="9s", dora="1z", scores=[900, 25000, 25000, 25000])
    assert can_riichi(t, 0) == set()
    before = len(t.events)
    with pytest.raises(IllegalAction):
        t.step({0: Riichi(T("9s"))})
    assert len(t.events) == before


def test_riichi_with_three_live_tiles_refused_by_step() -> None:
    """West is ready when he draws with 3 tiles left in the live wall: riichi is not offered and is refused."""
    t = riichi_table(hands={2: "123s 456s 789s 234p 5p"}, dora="1z")
    tsumogiri_until(t, 3)
    assert turn_seat(t) == 2 and t.snapshot(2).live_wall == 3
    assert can_riichi(t, 2) == set()
    with pytest.raises(IllegalAction):
        t.step({2: Riichi(t.snapshot(2).last_draw)})


def test_riichi_without_tenpai_refused() -> None:
    """123m 456m 789m 234p 5p + 9s: riichi only with 9s, 2p or 5p (each leaves the hand ready); with 1m the
    hand would not be ready, and a noten hand is offered no riichi at all."""
    t = riichi_table(hands={0: "123m 456m 789m 234p 5p", 1: "1m4m7m 2p5p8p 3s6s9s 1z2z3z4z"}, live="9s 5z", dora="1z")
    assert can_riichi(t, 0) == {"9s", "2p", "5p"}
    with pytest.raises(IllegalAction):
        t.step({0: Riichi(T("1m"))})
    discard(t, 0, "9s")
    assert turn_seat(t) == 1
    assert can_riichi(t, 1) == set()


def test_karaten_is_noten() -> None:
    """South's 1111m 234p 567p 789s could only wait on 1m, whose four copies are all his own: no wait, so he is
    noten at the exhaustive draw (notation.md). East alone is tenpai: the three others pay him 1,000 each."""
    hands = [W69, "1111m 234p 567p 789s", "3m6m9m 1p4p7p 2s5s8s 5z6z7z 1z", "2m5m8m 3p6p9p 1s4s7s 2z3z4z7z"]
    t = riichi_table(hands=hands, dora="1z")
    tsumogiri_until(t, 0)
    tsumogiri(t, turn_seat(t))
    assert t.done
    assert hand_end(t)["tenpai"] == [0]
    assert net(t) == [3000, -1000, -1000, -1000]


# --- Pao with a double ron, nagashi with a dealer repeat -------------------------------------------------------------


def test_pao_with_double_ron() -> None:
    """South (daisangen, North liable) and West (67m 234p 567p 678s 55s: tanyao + pinfu, 2,000) both ron East's
    5m; honba 1, one stick. South is nearest East: he gets the honba and the stick. Pao on a ron by another
    player: East and North each pay half of 32,000, North also the honba: North 16,300, East 16,000 + West's
    2,000; South 32,000 + 300 + 1,000."""
    t = pao_table(live_after="9m 9m 5m", hands={2: "67m 234p 567p 678s 55s"}, honba=1, sticks=1)
    go_around(t, 2)
    throw(t, 0, "5m")
    assert {1, 2} <= asked(t)
    answer(t, {1: MahJongg(T("5m")), 2: MahJongg(T("5m"))})
    he = hand_end(t)
    assert he["winners"] == [1, 2]
    assert "daisangen" in rules(t, 1)
    assert net(t) == [-18000, 33300, 2000, -16300]


def test_nagashi_mangan_dealer_repeat_honba_not_paid() -> None:
    """East (ready with W69) discards only terminals and honours, none called: nagashi mangan, paid as a dealer
    mangan tsumo without honba: 4,000 from each (honba 2 on the table is not paid), no noten payments. East is
    tenpai, so he repeats (both as tenpai and, if nagashi counted as a win, as winner) and the honba rise to 3."""
    live = nagashi_live(0, W69, exclude="9s")
    t = riichi_table(hands={0: W69}, live=live, dora="1z", honba=2)
    tsumogiri_until(t, 0)
    tsumogiri(t, turn_seat(t))
    assert t.done
    he = hand_end(t)
    assert he["nagashi"] == [0]
    assert 0 in he["tenpai"]
    assert net(t) == [12000, -4000, -4000, -4000]
    assert bool(he["passes"]) is False
    assert he["honba"] == 3
