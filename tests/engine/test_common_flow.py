"""Flow rules that Classical and HKE share (HKE: "wie Grundregel"), each run under both rule sets.

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North. Seat s - 1 sits on the left of s (chows come from him).
Default dice: Classical 3+4, 2+5 (break stack 49), HKE 3+4 (break stack 42); see test_walls.py.
"""

from __future__ import annotations

import itertools

import pytest
from table_driver import (
    CLASSICAL,
    HK_EASY,
    AddedKong,
    Bonus,
    Chow,
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
    discard,
    do,
    events,
    flow,
    has,
    last_event,
    make_table,
    pick,
    result,
    rules,
    throw,
    turn_seat,
)

RULESETS = [CLASSICAL, HK_EASY]

# East discards 5p. South (next) can chow it with 4p6p, West can pung it with 5p5p, North wins on it (pair).
PRIORITY_HANDS = [
    "5p 1m2m3m 7m8m9m 1s2s3s 7s8s9s 1z",
    "4p6p 2z2z 3z 4z 5z 6z 7z 4m5m6m 5s",
    "5p5p 4s 6s 9m9m 8p8p 1p 2p 3z 4z 6z",
    "7p8p9p 2s3s4s 5s6s7s 1z1z1z 5p",
]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    ("claimers", "expected"),
    [
        ({1: Chow, 2: Pung, 3: MahJongg}, ("mahjongg", 3, "5p", 0)),
        ({1: Chow, 2: Pung}, ("pung", 2, "5p", 0)),
        ({1: Chow}, ("chow", 1, "5p", 0)),
        ({2: Pung, 3: MahJongg}, ("mahjongg", 3, "5p", 0)),
    ],
)
def test_mahjongg_beats_pung_beats_chow(ruleset: str, claimers: dict[int, type], expected: tuple) -> None:
    """Priority: Mah-Jongg before pung/kong before chow. Every asked seat answers (one at a time, the weakest
    claim first); the window resolves only when all have answered."""
    t = make_table(ruleset, hands=PRIORITY_HANDS)
    throw(t, 0, "5p")
    assert set(t.pending()) == {1, 2, 3}
    assert has(t, 1, Chow, "5p") and has(t, 2, Pung, "5p") and has(t, 3, MahJongg, "5p")
    mark = len(t.events)
    for seat in (1, 2, 3):
        action = pick(t, seat, claimers[seat], "5p") if seat in claimers else Pass()
        t.step({seat: action})
        if seat != 3:
            assert not events(t, "chow", "pung", "mahjongg", "no_claim", since=mark), "resolved too early"
    resolved = [f for f in flow(t, mark) if f[0] in ("chow", "pung", "kong", "mahjongg")]
    assert resolved[0] == expected
    if expected[0] != "mahjongg":
        # Play continues with the claimer, who discards; the players in between lose their turn.
        assert turn_seat(t) == expected[1]
        assert not events(t, "draw", since=mark)


# South discards 5p. East and North both win on it; West cannot claim it.
TWO_WINNERS = [
    "123m456m789m 1z1z 4p6p 9s",
    "5p 8p 8m 4s 3p 3z 4z 5z 6z 7z 2s 7m 7s",
    "1p 2p 9p 3z 4z 5z 6z 7z 5s 5s 6m 7m 8s",
    "123s456s789s 5p5p 2z2z",
]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("order", list(itertools.permutations(range(3))))
def test_two_mahjongg_calls_next_in_turn_wins(ruleset: str, order: tuple[int, ...]) -> None:
    """Two Mah-Jongg calls on South's discard: North (next in turn after South, before East) wins, whatever the
    order in which the asked seats answer."""
    t = make_table(ruleset, hands=TWO_WINNERS, live="9p")
    discard(t, 0, "9s")
    assert turn_seat(t) == 1
    throw(t, 1, "5p")
    asked = sorted(t.pending())
    assert {0, 3} <= set(asked) and 1 not in asked
    mark = len(t.events)
    seats = [asked[i] for i in order if i < len(asked)]
    for seat in seats:
        action = pick(t, seat, MahJongg, "5p") if seat in (0, 3) else Pass()
        t.step({seat: action})
    wins = events(t, "mahjongg", since=mark)
    assert [(e["seat"], e["from"], e["tile"], e["how"]) for e in wins] == [(3, 1, "5p", "discard")]
    assert last_event(t, "hand_end")["winner"] == 3


# East discards 5p. South (next) holds 4p6p, West holds 4p6p too, North holds 3p4p.
CHOW_HANDS = [
    "5p 1m2m3m 7m8m9m 1s2s3s 7s8s9s 1z",
    "4p6p 2z2z 3z 4z 5z 6z 7z 4m5m6m 5s",
    "4p6p 9m9m 8p8p 1p2p 3z 4z 6z 5s 2s",
    "3p4p 7p 9p 1z1z 4s 6s 7z 5z 4m5m6m",
]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_chow_only_by_next_player(ruleset: str) -> None:
    t = make_table(ruleset, hands=CHOW_HANDS)
    throw(t, 0, "5p")
    assert set(t.pending()) == {1}
    assert claim_types(t, 1) == {"Chow"}
    assert not t.legal_actions(2) or claim_types(t, 2) == set()
    mark = len(t.events)
    t.step({1: pick(t, 1, Chow, "5p", consumed="4p6p")})
    chow = last_event(t, "chow")
    assert (chow["seat"], chow["from"], chow["tile"]) == (1, 0, "5p")
    assert sorted(chow["consumed"]) == ["4p", "6p"]
    assert turn_seat(t) == 1
    # South discards; West (the next after South) draws.
    mark = len(t.events)
    discard(t, 1, "2z")
    assert events(t, "draw", since=mark)[0]["seat"] == 2


# East discards 5p; West waits on it with 4p6p (a chow, but West is not the next player).
CHOW_MJ_HANDS = [
    "5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s",
    "3p4p 2m 4m 6m 8m 2s 8s8s 1p1p 5s 9s",
    "4p6p 1s2s3s 4s5s6s 7z7z7z 9p9p",
    "2p 3p 7p 8p 6s 7s 5m 6m 1z 2z 3z 4z 5z",
]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_chow_by_any_player_for_mahjongg(ruleset: str) -> None:
    t = make_table(ruleset, hands=CHOW_MJ_HANDS)
    throw(t, 0, "5p")
    assert 2 in t.pending()
    assert claim_types(t, 2) == {"MahJongg"}  # no plain chow for West
    assert has(t, 1, Chow, "5p")  # South may chow it normally
    answer(t, {1: pick(t, 1, Chow, "5p"), 2: pick(t, 2, MahJongg, "5p")})
    win = last_event(t, "mahjongg")
    assert (win["seat"], win["from"], win["tile"], win["how"]) == (2, 0, "5p", "discard")
    assert not events(t, "chow")
    assert result(t, 2)["won"] is True


# East discards 5p. West holds a single 5p (no claim); North waits on 5p as his pair.
PAIR_HANDS = [
    "5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s",
    "2m 4m 6m 8m 2s 8s8s 1p1p 5s 9s 4p 6p",
    "5p 1s 3s 5s 7s 2z 4z 6z 1m 4m 7m 8p 9p",
    "7p8p9p 2s3s4s 6s7s8s 1z1z1z 5p",
]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_pair_claimed_only_for_mahjongg(ruleset: str) -> None:
    t = make_table(ruleset, hands=PAIR_HANDS)
    throw(t, 0, "5p")
    assert 2 not in t.pending()
    assert claim_types(t, 3) == {"MahJongg"}
    answer(t, {3: pick(t, 3, MahJongg, "5p")})
    win = last_event(t, "mahjongg")
    assert (win["seat"], win["from"], win["how"]) == (3, 0, "discard")


# East discards 5p; West holds 5p5p5p.
KONG_HANDS = [
    "5p 1m2m3m 7m8m9m 1z 2z 3z 4z 5z 6z 9s",
    "2m 4m 6m 8m 2s 8s8s 1p1p 5s 9s 4p 6p",
    "5p5p5p 1s 3s 5s 7s 2z 4z 6z 1m 4m 7m",
    "7p8p9p 2s3s4s 6s7s8s 1z1z1z 6p",
]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_claimed_kong_takes_replacement_from_dead_wall(ruleset: str) -> None:
    """A claimed kong's replacement is the first dead-wall tile (Classical: the upper loose tile, wall[98];
    HKE: the upper tile of the break stack, wall[84]); the live wall is not touched (HKE: except for the refill
    of the dead wall from its end). South loses his turn: after West's discard North draws."""
    t = make_table(ruleset, hands=KONG_HANDS, dead="9m")
    before = t.snapshot(None)
    throw(t, 0, "5p")
    assert has(t, 2, Kong, "5p") and has(t, 2, Pung, "5p")
    mark = len(t.events)
    answer(t, {2: pick(t, 2, Kong, "5p")})
    kong = last_event(t, "kong")
    assert (kong["seat"], kong["from"], kong["tile"]) == (2, 0, "5p")
    draws = events(t, "draw", since=mark)
    assert [(d["seat"], d["tile"], d["source"]) for d in draws] == [(2, "9m", "kong_replacement")]
    wall = last_event(t, "hand_start")["wall"]
    assert wall[98 if ruleset == CLASSICAL else 84] == "9m"
    after = t.snapshot(None)
    if ruleset == CLASSICAL:
        assert (after.live_wall, after.dead_wall) == (before.live_wall, before.dead_wall - 1)
    else:
        assert (after.live_wall, after.dead_wall) == (before.live_wall - 1, 14)
    assert turn_seat(t) == 2
    mark = len(t.events)
    discard(t, 2, "9m")
    assert events(t, "draw", since=mark)[0]["seat"] == 3


# East discards 5p; West holds 5p5p and a concealed 7z kong.
NO_KONG_HANDS = [
    "5p 1m2m3m 7m8m9m 1z 2z 3z 4z 6z 9s 9s",
    "2m 4m 6m 8m 2s 8s8s 1p1p 5s 9s 4p 6p",
    "5p5p 7z7z7z7z 1s 3s 5s 2z 4z 1m 4m",
    "7p8p9p 2s3s4s 6s7s8s 1z1z1z 6p",
]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_no_kong_right_after_claimed_pung(ruleset: str) -> None:
    """Decision (classical-dmjl.md, also for HKE where it is silent): a concealed or added kong is declared only
    after a draw, never right after claiming a pung or chow. The kong may be declared in a later turn."""
    t = make_table(ruleset, hands=NO_KONG_HANDS, live="5m 5s 7s 9p")
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Pung, "5p")})
    assert turn_seat(t) == 2
    assert not has(t, 2, ConcealedKong) and not has(t, 2, AddedKong)
    discard(t, 2, "1s")
    for seat in (3, 0, 1):  # North, East, South draw and discard what they drew
        assert turn_seat(t) == seat
        discard(t, seat, str(t.snapshot(seat).last_draw))
    assert turn_seat(t) == 2
    assert t.snapshot(2).last_draw == T("9p")
    assert has(t, 2, ConcealedKong)


# East discards 5p, West pungs it and later draws the fourth 5p; North waits on 5p with 4p6p.
ROB_HANDS = [
    "5p 9s9s 8p8p 2p 3p 2s 3s 5s 2z 4z 7m 3z",
    "1m 4m 7m 1p 9m 2z 4z 6s 6s 3z 8s 8s 9p",
    "5p5p 2m3m4m 6m7m8m 1z1z 3z 5z 6z",
    "4p6p 1s2s3s 4s5s6s 7z7z7z 9p9p",
]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_added_kong_robbed(ruleset: str) -> None:
    t = make_table(ruleset, hands=ROB_HANDS, live="9m 7s 1p 5p")
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Pung, "5p")})
    discard(t, 2, "6z")
    for seat in (3, 0, 1):
        assert turn_seat(t) == seat
        discard(t, seat, str(t.snapshot(seat).last_draw))
    assert turn_seat(t) == 2 and t.snapshot(2).last_draw == T("5p")
    mark = len(t.events)
    do(t, 2, pick(t, 2, AddedKong, "5p"))
    assert set(t.pending()) == {3}
    assert claim_types(t, 3) == {"MahJongg"}
    answer(t, {3: pick(t, 3, MahJongg, "5p")})
    win = last_event(t, "mahjongg")
    assert (win["seat"], win["from"], win["tile"], win["how"]) == (3, 2, "5p", "robbing")
    assert not [d for d in events(t, "draw", since=mark) if d["source"] == "kong_replacement"]
    assert "robbing-kong" in rules(t, 3)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("first", [1, 3])
def test_two_robbers_next_in_turn_after_the_kong_wins(ruleset: str, first: int) -> None:
    """South and North can both rob West's added kong of 5p: North, next in turn after West, wins (Decision,
    as for discards), whichever answers first."""
    hands = list(ROB_HANDS)
    hands[1] = "4p6p 1m2m3m 7m8m9m 2z2z2z 3p3p"
    t = make_table(ruleset, hands=hands, live="9m 7s 1p 5p")
    throw(t, 0, "5p")
    answer(t, {2: pick(t, 2, Pung, "5p")})
    discard(t, 2, "6z")
    for seat in (3, 0, 1):
        assert turn_seat(t) == seat
        discard(t, seat, str(t.snapshot(seat).last_draw))
    do(t, 2, pick(t, 2, AddedKong, "5p"))
    assert asked(t) == {1, 3}
    for seat in (first, 4 - first):
        t.step({seat: pick(t, seat, MahJongg, "5p")})
    win = last_event(t, "mahjongg")
    assert (win["seat"], win["from"], win["how"]) == (3, 2, "robbing")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_bonus_tile_held_by_a_manual_seat_can_only_be_exposed(ruleset: str) -> None:
    """Grundregel: bonus tiles "werden daher immer sofort aufgedeckt und durch einen weiteren Ziegel von der Mauer
    ersetzt – auch wenn während des Spiels Bonusziegel gezogen werden"; HKE: "ein Abwurf von Bonusziegeln ist
    verboten". South exposes his bonus tiles himself (`manual_bonus`): holding the 1f he drew, his only legal
    action is to expose it (Classical replaces it from the live wall, HKE from the dead wall); then he plays on."""
    t = make_table(ruleset, hands=[], live="1f 9p", dead="9p", manual_bonus={1})
    do(t, 0, next(a for a in t.legal_actions(0) if isinstance(a, Discard)))
    answer(t)
    assert turn_seat(t) == 1 and t.snapshot(1).last_draw == T("1f")
    assert t.legal_actions(1) == [Bonus(T("1f"))]
    do(t, 1, Bonus(T("1f")))
    replacement = events(t, "draw")[-1]
    assert (replacement["seat"], replacement["tile"], replacement["source"]) == (1, "9p", "bonus_replacement")
    assert not any(isinstance(a, Bonus) for a in t.legal_actions(1))
    assert any(isinstance(a, Discard) for a in t.legal_actions(1))
