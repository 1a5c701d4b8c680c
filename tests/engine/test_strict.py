"""Strict mode (`penalties.md` "Where penalties arise" 2): a seat may call Mah-Jongg without a winning hand, and
the table applies the rule set's penalty, on prepared walls. One scenario per catalog row; the German sentence
each follows is cited from `seeds/penalties.de.txt` (Classical), `seeds/hongkong-easy.de.txt` (HKE) or the
chombo rule of `penalties.md` (Riichi).

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North. The Classical and HKE hands below win nothing:
East holds 123m 456m 789m 12p 5s 7z + 1s (14 tiles), South 234s 678s 11z 22z 33z 4z, West a 7z pair.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from careless import careless_match
from riichi_driver import riichi, riichi_table
from table_driver import (
    CLASSICAL,
    HK_EASY,
    MahJongg,
    Pass,
    Pung,
    T,
    classical,
    do,
    events,
    hk_easy,
    last_event,
    net,
    pick,
    throw,
    turn_seat,
)
from walls import tiles

from jongg.bots import StandardBot
from jongg.engine import Expose, IllegalAction, Table, replay, verify

EAST = "1m2m3m 4m5m6m 7m8m9m 1p2p 5s 7z 1s"
SOUTH = "2s3s4s 6s7s8s 1z1z 2z2z 3z3z 4z"
WEST = "7z7z 1p 4p 6p 7p 9p 1s 3s 4s 2m 4m 9m"
STRICT = {"min_points": 0, "strict": True}


def strict_classical(**kw: Any) -> Table:
    return classical(hands=[EAST, SOUTH, WEST], options=STRICT, **kw)


def types(t: Table, since: int = 0) -> list[str]:
    return [e["type"] for e in t.events[since:]]


def end(t: Table) -> dict[str, Any]:
    return last_event(t, "hand_end")


# --- Classical (PEN "Falscher Mah-Jongg Ruf") ------------------------------------------------------------------------


def test_false_mahjong_taken_back_before_anyone_exposed() -> None:
    """PEN: "Solange niemandem ein Schaden entsteht, besteht stets die Möglichkeit, einen Fehler ohne Strafe zu
    korrigieren, z.B. durch Rückgängigmachen eines Spielzuges." East calls Mah-Jongg on his own turn without a
    winning hand: he shows it, the others are asked whether to expose theirs, nobody does; the call is taken
    back and East plays on (he discards), nobody pays."""
    t = strict_classical()
    assert MahJongg(T("1s")) not in t.legal_actions(0)
    assert t.strict_actions(0) == [MahJongg(T("1s"))]
    mark = len(t.events)
    do(t, 0, MahJongg(T("1s")))
    call = last_event(t, "mahjongg_call")
    assert (call["seats"], call["from"], call["tile"]) == ([0], None, "1s")
    assert Counter(call["hands"][0]) == Counter(tiles(EAST))  # East's 14 tiles, shown
    pending = t.pending()
    assert sorted(pending) == [1, 2, 3]
    assert all(v.phase == "check" and v.legal_actions == (Pass(),) for v in pending.values())
    assert all(v.strict_actions == (Expose(),) for v in pending.values())
    t.step({1: Pass(), 2: Pass(), 3: Pass()})
    assert types(t, mark) == ["mahjongg_call", "call", "call", "call", "take_back"]
    assert turn_seat(t) == 0 and len(t.snapshot(0).concealed) == 14
    throw(t, 0, "7z")
    assert not events(t, "penalty")


def test_false_mahjong_on_a_discard_taken_back_the_claims_go_on() -> None:
    """The same on a discard: South calls Mah-Jongg on East's 7z, West claims it for a pung. Nobody exposes his
    hand, so South's call is taken back ("Rückgängigmachen eines Spielzuges") and the window resolves without
    it: West's pung is carried out."""
    t = strict_classical()
    throw(t, 0, "7z")
    assert sorted(t.pending()) == [1, 2, 3]  # strict: every seat may call Mah-Jongg, so every seat is asked
    t.step({1: MahJongg(T("7z")), 2: pick(t, 2, Pung, "7z"), 3: Pass()})
    assert last_event(t, "mahjongg_call")["seats"] == [1] and sorted(t.pending()) == [0, 2, 3]
    t.step({0: Pass(), 2: Pass(), 3: Pass()})
    assert types(t)[-2:] == ["take_back", "pung"]
    assert last_event(t, "pung")["seat"] == 2 and turn_seat(t) == 2


def test_false_mahjong_after_another_exposed_costs_300_to_each() -> None:
    """PEN: "Wenn ein Spieler Mah-Jongg ruft, und sich dies erst als unberechtigt herausstellt, nachdem ein oder
    mehrere Spieler ihre Hand bereits offen gelegt haben, so zahlt der Spieler jeweils 300 Punkte an seine
    Mitspieler. Das Spiel wird nicht fortgesetzt und eine weitere Punkteverrechnung findet nicht statt. Der
    Platzwind wechselt, wenn einer der zahlenden Spieler Ostwind war." South calls falsely on East's discard,
    West exposes his hand before the check: South pays 300 to each; the hand ends; East keeps the deal."""
    t = strict_classical()
    throw(t, 0, "7z")
    t.step({1: MahJongg(T("7z")), 2: Pass(), 3: Pass()})
    t.step({0: Pass(), 2: Expose(), 3: Pass()})
    assert types(t)[-5:] == ["call", "expose", "penalty", "hand_end", "match_end"]
    assert last_event(t, "expose")["seat"] == 2 and len(last_event(t, "expose")["tiles"]) == 13
    penalty = last_event(t, "penalty")
    assert (penalty["rule"], penalty["offenders"], penalty["claimer"], penalty["ends"]) == (
        "false-mahjong",
        [1],
        None,
        True,
    )
    assert penalty["transfers"] == [
        {"from": "S", "to": w, "amount": 300, "reason": "false-mahjong"} for w in ("E", "W", "N")
    ]
    assert net(t) == [300, -900, 300, 300]
    assert end(t)["transfers"] == penalty["transfers"]  # nothing else is settled
    assert end(t)["results"] == {} and end(t)["winners"] == []
    assert end(t)["passes"] is False


def test_false_mahjong_by_east_passes_the_winds() -> None:
    """PEN: "Der Platzwind wechselt, wenn einer der zahlenden Spieler Ostwind war." East calls falsely on his own
    turn and North exposes: East pays 300 to each, and the deal passes."""
    t = strict_classical()
    do(t, 0, MahJongg(T("1s")))
    t.step({1: Pass(), 2: Pass(), 3: Expose()})
    assert net(t) == [-900, 300, 300, 300]
    assert end(t)["passes"] is True


def test_two_false_callers_pay_150_to_each_of_the_two_others() -> None:
    """PEN: "Falls zwei Spieler irrtümlich Mah-Jongg rufen, zahlen beide jeweils 150 Punkte an die anderen beiden
    Spieler." South and West call Mah-Jongg on East's discard, neither can win: both show their hands, so each
    has seen another's exposed (**Decision**), and the penalty is due at once: 150 from each to East and North."""
    t = strict_classical()
    throw(t, 0, "7z")
    t.step({1: MahJongg(T("7z")), 2: MahJongg(T("7z")), 3: Pass()})
    assert last_event(t, "mahjongg_call")["seats"] == [1, 2]
    assert last_event(t, "penalty")["offenders"] == [1, 2]
    assert net(t) == [300, -300, -300, 300]
    assert end(t)["passes"] is False


def test_three_false_callers_each_pay_100_to_the_fourth() -> None:
    """PEN: "Bei drei irrtümlich rufenden, erhält der vierte Spieler von jedem anderen jeweils 100 Punkte." """
    t = strict_classical()
    throw(t, 0, "7z")
    t.step({1: MahJongg(T("7z")), 2: MahJongg(T("7z")), 3: MahJongg(T("7z"))})
    assert net(t) == [300, -100, -100, -100]


def test_a_true_mahjong_beside_a_false_one_wins() -> None:
    """A true call on the same discard is checked first (**Decision**): West wins on East's 7z (his pair), and
    South's false call beside it is not carried out (no show, no penalty)."""
    t = classical(hands=[EAST, SOUTH, "1m1m1m 2p2p2p 3s3s3s 4m5m6m 7z"], options=STRICT)
    throw(t, 0, "7z")
    assert MahJongg(T("7z")) in t.legal_actions(2)
    t.step({1: MahJongg(T("7z")), 2: MahJongg(T("7z")), 3: Pass()})
    assert last_event(t, "mahjongg")["seat"] == 2
    assert not events(t, "mahjongg_call", "penalty")


def fingerprint(t: Table) -> tuple[str, int]:
    return json.dumps(t.state_json(), sort_keys=True), len(t.events)


def test_without_strict_the_false_call_is_refused_and_changes_nothing() -> None:
    """Assisted play (the default): "the engine refuses illegal actions"; nothing to penalise. Only the seats
    with a claim are asked about a discard, and no seat has extra actions."""
    t = classical(hands=[EAST, SOUTH, WEST])
    before = fingerprint(t)
    assert t.strict_actions(0) == [] and t.snapshot(0).strict_actions == ()
    with pytest.raises(IllegalAction):
        t.step({0: MahJongg(T("1s"))})
    assert fingerprint(t) == before
    throw(t, 0, "7z")
    assert sorted(t.pending()) == [2]
    with pytest.raises(IllegalAction):
        t.step({2: MahJongg(T("7z"))})


def test_a_strict_check_refuses_what_is_not_asked() -> None:
    """In the check only the asked seats answer, and only pass or expose; a refused answer changes nothing."""
    t = strict_classical()
    do(t, 0, MahJongg(T("1s")))
    before = fingerprint(t)
    for bad in ({0: Pass()}, {1: MahJongg(T("1s"))}, {1: Expose(), 0: Expose()}):
        with pytest.raises(IllegalAction):
            t.step(bad)
        assert fingerprint(t) == before


# --- HKE ("Strafen": falscher Mah-Jongg-Ruf mit Aufdecken der Handsteine) ----------------------------------------


def test_hke_false_mahjong_shown_costs_16_to_each_and_the_winds_pass() -> None:
    """hongkong-easy.de.txt: "falscher Mah-Jongg-Ruf mit Aufdecken der Handsteine ...: 16 Punkte Strafzahlung an
    jeden Mitspieler, das aktuelle Spiel endet, der Wind wechselt". South calls on East's discard; his hand is
    shown with the call, so the penalty is due at once (nobody is asked to expose): 16 from South to each, and
    the deal passes although East did not offend."""
    t = hk_easy(hands=[EAST, SOUTH, WEST], options={"strict": True})
    throw(t, 0, "7z")
    t.step({1: MahJongg(T("7z")), 2: Pass(), 3: Pass()})
    assert types(t)[-5:] == ["call", "mahjongg_call", "penalty", "hand_end", "match_end"]
    assert last_event(t, "penalty")["rule"] == "false-mahjong"
    assert net(t) == [16, -48, 16, 16]
    assert end(t)["passes"] is True


def test_hke_false_mahjong_by_east_on_his_own_turn() -> None:
    """The same sentence for East's own turn: 16 from East to each other player."""
    t = hk_easy(hands=[EAST, SOUTH, WEST], options={"strict": True})
    do(t, 0, MahJongg(T("1s")))
    assert net(t) == [-48, 16, 16, 16]
    assert end(t)["passes"] is True


# --- Riichi (penalties.md "Riichi": chombo) -----------------------------------------------------------------------

READY = "123m 456m 789m 123p 5s"  # waits on 5s


def test_chombo_by_a_non_dealer_reverse_mangan_the_hand_is_replayed() -> None:
    """penalties.md: "`chombo` (a false win ...): reverse mangan, i.e. ... a non-dealer pays 4,000 to the dealer
    and 2,000 to each of the other two. The hand is replayed with the same dealer and honba; riichi sticks put
    down in that hand go back to their owners." South declares riichi (his stick is put down); West then claims a
    self-drawn win he does not have: West pays 4,000 to East and 2,000 to South and North; South's stick goes
    back (no riichi payment), the stick of an earlier hand stays on the table, the honba stay, East deals again."""
    t = riichi_table(hands={1: READY}, live="7z 1z 2z 6z", dora="3z", honba=2, sticks=1, options=_riichi_strict())
    _tsumogiri(t, 0)  # the live draws go E, S, W: East throws his 7z, South declares riichi with 1z
    riichi(t, 1, "1z")
    assert last_event(t, "riichi_accepted")["seat"] == 1
    assert turn_seat(t) == 2
    tile = t.snapshot(2).last_draw
    assert tile is not None and MahJongg(tile) in t.strict_actions(2)
    do(t, 2, MahJongg(tile))
    assert types(t)[-4:] == ["mahjongg_call", "penalty", "hand_end", "match_end"]
    penalty = last_event(t, "penalty")
    assert (penalty["rule"], penalty["offenders"]) == ("chombo", [2])
    assert net(t) == [4000, 2000, -8000, 2000]
    assert not [x for x in end(t)["transfers"] if x["reason"] == "riichi"]
    assert (end(t)["honba"], end(t)["sticks"], end(t)["passes"]) == (2, 1, False)


def test_chombo_by_the_dealer_on_a_discard() -> None:
    """penalties.md: "a dealer offender pays 4,000 to each other player". East calls ron on South's discard
    without a winning hand."""
    t = riichi_table(hands={1: READY}, live="7z 1z", dora="3z", options=_riichi_strict())
    _tsumogiri(t, 0)
    throw(t, 1, "1z")
    assert MahJongg(T("1z")) in t.snapshot(0).strict_actions
    t.step({0: MahJongg(T("1z")), 2: Pass(), 3: Pass()})
    assert last_event(t, "penalty")["offenders"] == [0]
    assert net(t) == [-12000, 4000, 4000, 4000]
    assert end(t)["passes"] is False


def _riichi_strict() -> dict[str, Any]:
    return {"flowers": 0, "red_fives": 0, "strict": True}


def _tsumogiri(t: Table, seat: int) -> None:
    """`seat` discards the tile he drew, everybody passes."""
    tile = t.snapshot(seat).last_draw
    assert tile is not None
    throw(t, seat, str(tile))
    t.step(dict.fromkeys(t.pending(), Pass()))


# --- bots, records ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", [CLASSICAL, HK_EASY, "riichi-hana"])
def test_bots_never_call_falsely_and_strict_records_verify(ruleset: str) -> None:
    """Bots choose from the legal actions only: a strict match of standard bots has no false call, every seat
    is asked about every discard, and its record replays and verifies."""
    options = {"strict": True}
    table = Table(ruleset, options, seed=5)
    bots = [StandardBot(ruleset, n, options=options) for n in range(4)]
    hands = 0
    while not table.done and hands < 2:
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})
        hands = len(events(table, "hand_end"))
    assert not events(table, "mahjongg_call", "penalty")
    if table.done:
        assert verify(table.record()) == []
    assert replay(table.record()).state_json() == table.state_json()


def test_bots_wait_for_the_check() -> None:
    """Asked whether to expose their hands after East's false call, standard bots wait (they never expose), so
    the call is taken back."""
    t = strict_classical()
    do(t, 0, MahJongg(T("1s")))
    bots = {seat: StandardBot(CLASSICAL, seat, options=STRICT) for seat in (1, 2, 3)}
    t.step({seat: bots[seat].act(view) for seat, view in t.pending().items()})
    assert types(t)[-1] == "take_back" and not events(t, "expose")


@pytest.mark.parametrize("ruleset", [CLASSICAL, HK_EASY, "riichi-hana"])
def test_careless_players_strict_matches_replay_verify_and_sum_to_zero(ruleset: str) -> None:
    """Players who make a mistake now and then (`careless.py`: a false call, an exposed hand, a wrongly named
    discard, a claim of tiles that form no set): the penalties settle to zero with their hands, and the records
    replay and verify. Classical's careless namers are caught."""
    rules: Counter[str] = Counter()
    for seed in range(3):
        table = careless_match(ruleset, seed)
        rules.update(e["rule"] for e in events(table, "penalty"))
        assert all(sum(e["net"]) == 0 for e in events(table, "hand_end"))
        assert replay(table.record()).state_json() == table.state_json()
        assert verify(table.record()) == []
    assert rules
    if ruleset == CLASSICAL:
        assert rules["wrong-name-pung"] + rules["wrong-name-chow"] > 0
