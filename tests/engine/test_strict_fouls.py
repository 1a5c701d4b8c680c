"""Strict mode: wrongly formed sets (`penalties.md`: foul hands; HKE dead hands), on prepared walls.

PEN "Kurze, lange, faule Hand": "Faule Hand - Hand mit einem oder mehreren falsch zusammengesetzten offenen
Spielfiguren. Ein Spieler mit einer faulen Hand kann nicht Mah-Jongg rufen; die Punkte werden nach Spielende aber
normal verrechnet." HKE: "falscher oder ungültiger Ruf … nach Abwurf: tote Hand".

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North; East holds 123m 456m 789m 12p 5s 7z + 1s, South
234s 678s 11z 22z 33z 4z, West a 7z pair.
"""

from __future__ import annotations

from collections import Counter

import pytest
from table_driver import (
    CLASSICAL,
    HK_EASY,
    TS,
    Bonus,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    Pass,
    Pung,
    T,
    classical,
    discard,
    do,
    events,
    hk_easy,
    last_event,
    throw,
    tsumogiri_until,
    turn_seat,
)

from jongg.engine import IllegalAction, Table, replay
from jongg.engine.hands import laid_as

EAST = "1m2m3m 4m5m6m 7m8m9m 1p2p 5s 7z 1s"
SOUTH = "2s3s4s 6s7s8s 1z1z 2z2z 3z3z 4z"
WEST = "7z7z 1p 4p 6p 7p 9p 1s 3s 4s 2m 4m 9m"


def test_what_a_laid_set_makes_of_a_hand() -> None:
    """PEN "Kurze, lange, faule Hand", as the table reads a set laid for a claim (`hands.laid_as`, on the
    notation's own sets, `Meld.of`): a set of its kind is none; tiles that form no set make a foul hand; one kind
    in a count the claim does not take a short (a pung of four) or a long one (a kong of three); a set of another
    kind, or a bonus tile, is no mistake a table lets a seat make."""
    assert laid_as("pung", TS("7z7z7z")) is None and laid_as("kong", TS("1m1m1m1m")) is None
    assert laid_as("chow", TS("7s9s8s")) is None
    assert laid_as("pung", TS("1z1z7z")) == "foul" and laid_as("kong", TS("1m2m3m4m")) == "foul"
    assert laid_as("chow", TS("8s9s1p")) == "foul" and laid_as("chow", TS("1z2z3z")) == "foul"
    assert laid_as("pung", TS("7z7z7z7z")) == "short" and laid_as("kong", TS("7z7z7z")) == "long"
    assert laid_as("pung", TS("1m2m3m")) == "other" and laid_as("chow", TS("5p5p5p")) == "other"
    assert laid_as("pung", TS("1f1f1f")) == "other" and laid_as("pung", TS("1m2m3m4m")) == "other"


def test_a_foul_pung_is_laid_and_the_hand_is_foul_it_is_scored_as_it_stands() -> None:
    """South claims East's 7z for a pung with his 1z 1z: the claim is carried out as laid (a pung of rank), his
    hand is foul: no Mah-Jongg for him this hand, not even on a tile that would complete it, and at the end
    it is scored normally, the wrong set marked `!` (`notation.md`) and worth nothing."""
    t = classical(hands=[EAST, SOUTH, WEST], options={"min_points": 0, "strict": True})
    throw(t, 0, "7z")
    foul = Pung(T("7z"), TS("1z1z"))
    assert t.snapshot(1).lays_any_set and t.snapshot(1).to_json()["lays_any_set"] is True
    assert foul not in t.legal_actions(1) and foul not in t.strict_actions(1)  # never listed: checked
    t.step({1: foul, 2: Pass(), 3: Pass()})
    pung = last_event(t, "pung")
    assert (pung["seat"], pung["tile"], pung["consumed"]) == (1, "7z", ["1z", "1z"])
    assert t.snapshot(2).players[1].melds[0].tiles == list(TS("1z1z7z"))
    do(t, 1, Discard(T("4z")))
    t.step({seat: Pass() for seat in t.pending()})
    tsumogiri_until(t, 0)
    seat = turn_seat(t)
    do(t, seat, Discard(t.snapshot(seat).last_draw))  # type: ignore[arg-type]
    t.step({s: Pass() for s in t.pending()})
    end = last_event(t, "hand_end")
    assert "[117z!]" in end["hands"][1]
    assert end["results"]["1"]["error"] is None
    assert replay(t.record()).state_json() == t.state_json()


def test_a_foul_hand_may_not_win() -> None:
    """South chows East's 1s with his 6s 8s, which form no set: his hand is foul and dead, so no Mah-Jongg is
    offered to him from then on (a call of it would be false)."""
    t = classical(hands=[EAST, SOUTH, WEST], options={"min_points": 0, "strict": True})
    throw(t, 0, "1s")
    t.step({1: Chow(T("1s"), TS("6s8s")), 2: Pass(), 3: Pass()})
    assert last_event(t, "chow")["consumed"] == ["6s", "8s"]
    assert t.state.hand is not None and t.state.hand.seats[1].irregular == "foul"  # the table's own record of it
    assert all(not isinstance(a, MahJongg) for a in t.legal_actions(1))


def test_a_foul_concealed_kong_draws_its_replacement() -> None:
    """East declares a concealed kong of 1m 2m 3m 4m on his turn: laid, replaced from the dead wall, foul."""
    t = classical(hands=[EAST, SOUTH, WEST], options={"min_points": 0, "strict": True})
    do(t, 0, ConcealedKong(TS("1m2m3m4m")))
    assert last_event(t, "concealed_kong")["tiles"] == ["1m", "2m", "3m", "4m"]
    assert last_event(t, "draw")["source"] == "kong_replacement" and turn_seat(t) == 0
    assert len(t.snapshot(0).concealed) == 11


def test_hke_a_wrong_call_makes_a_dead_hand() -> None:
    """HKE: a wrong call laid out cannot be corrected at an engine table before the discard that follows it,
    so the hand is dead (no Mah-Jongg this hand); it is not foul (HKE scores no losers)."""
    t = hk_easy(hands=[EAST, SOUTH, WEST], options={"strict": True})
    throw(t, 0, "7z")
    t.step({1: Pass(), 2: Pung(T("7z"), TS("1p4p")), 3: Pass()})
    seat = t.state.hand.seats[2]  # type: ignore[union-attr]
    assert seat.dead and seat.irregular == "foul"


@pytest.mark.parametrize(
    ("ruleset", "options"),
    [(CLASSICAL, {"min_points": 0}), (HK_EASY, {}), ("riichi-hana", {"strict": True})],
)
def test_wrong_sets_are_refused_where_not_strict_or_not_penalised(ruleset: str, options: dict[str, object]) -> None:
    """Assisted tables, and Riichi (where strict mode means chombo alone), refuse a wrongly formed set, and the
    refusal changes nothing; so does a claim of tiles the seat does not hold."""
    t = Table(ruleset, options, seed=2)
    seat = next(iter(t.pending()))
    view = t.snapshot(seat)
    assert not view.lays_any_set
    before = t.state_json()
    odd = [k for k, n in Counter(x & 63 for x in view.concealed).items() if n == 1][:4]
    with pytest.raises(IllegalAction):
        t.step({seat: ConcealedKong(tuple(next(x for x in view.concealed if x & 63 == k) for k in odd))})
    assert t.state_json() == before


def test_a_claim_of_tiles_not_held_is_refused() -> None:
    t = classical(hands=[EAST, SOUTH, WEST], options={"min_points": 0, "strict": True})
    throw(t, 0, "7z")
    before = t.state_json()
    with pytest.raises(IllegalAction):
        t.step({1: Pung(T("7z"), TS("5p5p"))})
    assert t.state_json() == before
    assert events(t, "pung") == []


def test_hke_a_discarded_bonus_tile_makes_a_dead_hand() -> None:
    """HKE: "Abwurf einer Blume/Jahreszeit … nach Abwurf: tote Hand". South exposes his own bonus tiles in play
    (`manual_bonus`); he draws the 2f and discards it instead: nobody may claim it, his hand is dead, West
    draws. An assisted table offers only the exposure."""
    for options in ({"strict": True}, {}):
        t = hk_easy(hands=[EAST, SOUTH, WEST], live="2f", options=options, manual_bonus=[1])
        throw(t, 0, "1s")
        t.step({seat: Pass() for seat in t.pending()})
        assert turn_seat(t) == 1 and t.snapshot(1).last_draw == T("2f")
        if not options:
            assert t.strict_actions(1) == [] and Discard(T("2f")) not in t.legal_actions(1)
            continue
        assert t.strict_actions(1) == [Discard(T("2f"))]
        do(t, 1, Discard(T("2f")))
        assert t.state.hand is not None and t.state.hand.seats[1].dead
        assert turn_seat(t) == 2 and last_event(t, "discard")["tile"] == "2f"


def test_hke_a_normal_tile_exposed_as_a_bonus_tile_makes_a_dead_hand() -> None:
    """HKE: "Auslegen+Ersetzen eines regulären Steins als Blume/Jahreszeit … nach Abwurf: tote Hand". South, who
    exposes his own bonus tiles, lays his 4z out as a flower: it lies among his bonus tiles for all to see, he
    draws its replacement, and his hand is dead. Others may not, nor may he at an assisted table."""
    t = hk_easy(hands=[EAST, SOUTH, WEST], live="9p 8p", dead="5p", options={"strict": True}, manual_bonus=[1])
    throw(t, 0, "1s")
    t.step({seat: Pass() for seat in t.pending()})
    assert Bonus(T("4z")) not in t.strict_actions(1) and t.may_make(1, Bonus(T("4z")))
    do(t, 1, Bonus(T("4z")))
    assert t.snapshot(3).players[1].bonus == (T("4z"),)
    assert last_event(t, "draw")["seat"] == 1 and turn_seat(t) == 1
    assert t.state.hand is not None and t.state.hand.seats[1].dead
    assert replay(t.record()).state_json() == t.state_json()
    assisted = hk_easy(hands=[EAST, SOUTH, WEST], live="9p 8p", manual_bonus=[1])
    throw(assisted, 0, "1s")
    assisted.step({seat: Pass() for seat in assisted.pending()})
    with pytest.raises(IllegalAction):
        assisted.step({1: Bonus(T("4z"))})


SOUTH_SEVENS = "7z7z7z 2s3s4s 6s7s8s 2z2z 3z 4z"
WEST_PLAIN = "1p 4p 6p 7p 9p 1s 3s 4s 2m 4m 9m 5z 6z"


def play_out(t: Table) -> dict[str, object]:
    """Every player discards what he draws and passes every claim until the hand is drawn; its `hand_end`."""
    tsumogiri_until(t, 0)
    seat = turn_seat(t)
    do(t, seat, Discard(t.snapshot(seat).last_draw))  # type: ignore[arg-type]
    t.step({s: Pass() for s in t.pending()})
    return last_event(t, "hand_end")


def test_a_pung_of_four_makes_a_short_hand_scored_as_it_stands() -> None:
    """PEN: "Kurze Hand - weniger als die korrekte Anzahl an Ziegeln in der Hand. Ein Spieler mit einer kurzen Hand
    kann nicht Mah-Jongg rufen; die Punkte werden nach Spielende aber normal verrechnet." South lays East's 7z
    with his three 7z as a pung: four tiles, no replacement, one tile short. He plays on; at the end his hand is
    scored as it stands (`irregular: short`, the four 7z as they lie)."""
    t = classical(hands=[EAST, SOUTH_SEVENS, WEST_PLAIN], options={"min_points": 0, "strict": True})
    throw(t, 0, "7z")
    t.step({1: Pung(T("7z"), TS("7z7z7z")), 2: Pass(), 3: Pass()})
    assert last_event(t, "pung")["consumed"] == ["7z", "7z", "7z"] and turn_seat(t) == 1
    assert t.state.hand is not None and t.state.hand.seats[1].irregular == "short"
    assert len(t.snapshot(1).concealed) == 10  # 13 less 3, and no replacement
    discard(t, 1, "4z")
    end = play_out(t)
    assert "[7777z" in end["hands"][1]  # type: ignore[index]
    result = end["results"]["1"]  # type: ignore[index]
    assert result["error"] is None and result["total"] > 0
    assert replay(t.record()).state_json() == t.state_json()


def test_a_kong_of_three_makes_a_long_hand_worth_nothing() -> None:
    """PEN: "Lange Hand - mehr als die korrekte Anzahl an Ziegeln in der Hand. … die Hand zählt unabhängig von
    ihrem tatsächlichen Wert 0 Punkte. Der Spieler muss die anderen dementsprechend voll ausbezahlen." South
    declares a kong of East's 7z with only two 7z: it is replaced from the dead wall, and he holds one tile too
    many; at the end his hand counts 0."""
    south = "7z7z 2s3s4s 6s7s8s 2z2z 3z3z 4z"
    t = classical(hands=[EAST, south, WEST_PLAIN], options={"min_points": 0, "strict": True})
    throw(t, 0, "7z")
    t.step({1: Kong(T("7z"), TS("7z7z")), 2: Pass(), 3: Pass()})
    assert last_event(t, "kong")["consumed"] == ["7z", "7z"]
    assert last_event(t, "draw")["source"] == "kong_replacement" and turn_seat(t) == 1
    assert t.state.hand is not None and t.state.hand.seats[1].irregular == "long"
    end = play_out(t)
    assert end["results"]["1"]["total"] == 0  # type: ignore[index]
    assert replay(t.record()).state_json() == t.state_json()


def test_hke_a_wrong_count_makes_a_dead_hand() -> None:
    """HKE: "zu viele / zu wenige Steine: tote Hand"; a pung of four there makes South's hand dead."""
    t = hk_easy(hands=[EAST, SOUTH_SEVENS, WEST_PLAIN], options={"strict": True})
    throw(t, 0, "7z")
    t.step({1: Pung(T("7z"), TS("7z7z7z")), 2: Pass(), 3: Pass()})
    seat = t.state.hand.seats[1]  # type: ignore[union-attr]
    assert seat.dead and seat.irregular == "short"


def test_no_claim_leaves_a_hand_without_a_tile_to_discard() -> None:
    """PEN: "Ein Spieler mit einer kurzen Hand darf einen abgelegten Ziegel nicht beanspruchen, wenn er dann selbst
    keinen Ziegel mehr ablegen könnte." A hand holding only two tiles (a long hand can come to that) is offered
    no pung of a discard matching them, and may not take it as a strict mistake either: it would have nothing
    to discard, and the table would wait for ever."""
    from jongg.engine import legal

    t = classical(
        hands=[EAST, "7z7z 2s3s4s 6s7s8s 2z2z 3z3z 4z", WEST_PLAIN], options={"min_points": 0, "strict": True}
    )
    hand = t.state.hand
    assert hand is not None
    south = hand.seats[1]
    assert Pung(T("7z"), TS("7z7z")) in legal.discard_claims(t.state, 1, T("7z"), 0)
    south.take([x for x in south.concealed if x != T("7z")])  # as a hand of two 7z after many claims
    south.dead = True  # as every short or long hand is
    assert [a for a in legal.discard_claims(t.state, 1, T("7z"), 0) if isinstance(a, Pung)] == []
    throw(t, 0, "7z")
    assert not t.may_make(1, Pung(T("7z"), TS("7z7z"))) and not t.may_make(1, Kong(T("7z"), TS("7z7z")))
