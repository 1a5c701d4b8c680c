"""Strict Classical: wrongly named discards (`penalties.md`, the wrong-name-* rows), on prepared walls. The German
sentences are from `seeds/penalties.de.txt`, "Falsche Ansage eines abgelegten Ziegels".

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North. East holds 123m 456m 789m 12p 5s 7z + 1s (14 tiles) and
names his discards; South 234s 678s 11z 22z 33z 4z (or, where he can win, 234s 678s 111z 222z 4z, waiting on 4z);
West a 7z pair.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from table_driver import (
    Chow,
    Discard,
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
    tsumogiri_until,
    turn_seat,
)
from walls import tiles

from jongg.engine import Expose, IllegalAction, NamedDiscard, Table, action_from_json, replay
from jongg.errors import InvalidRecord

EAST = "1m2m3m 4m5m6m 7m8m9m 1p2p 5s 7z 1s"
SOUTH = "2s3s4s 6s7s8s 1z1z 2z2z 3z3z 4z"
SOUTH_READY = "2s3s4s 6s7s8s 1z1z1z 2z2z2z 4z"
WEST = "7z7z 1p 4p 6p 7p 9p 1s 3s 4s 2m 4m 9m"
STRICT = {"min_points": 0, "strict": True}


def table(south: str = SOUTH, options: dict[str, Any] | None = None) -> Table:
    return classical(hands=[EAST, south, WEST], options=STRICT if options is None else options)


def name(t: Table, tile: str, named: str) -> None:
    """East discards `tile` and names it `named`."""
    do(t, 0, NamedDiscard(T(tile), T(named)))


def types(t: Table, since: int = 0) -> list[str]:
    return [e["type"] for e in t.events[since:]]


def test_the_others_see_the_name_the_discarder_sees_both() -> None:
    """A wrongly named discard lies as named: the other seats' streams hold a plain discard of the name (nothing
    tells it from a true one), claims are offered on the name, and the pond shows it; East's own stream holds
    both. Nobody claims: no damage, no penalty, and South draws as after any discard."""
    t = table()
    view = t.snapshot(0)
    assert view.names_discards and view.to_json()["names_discards"] is True
    assert not any(isinstance(a, NamedDiscard) for a in view.strict_actions)  # any of 33 names: never listed
    name(t, "1s", "5s")
    mine = t.seat_events(0)[-1]
    assert (mine["type"], mine["tile"], mine["named"]) == ("named_discard", "1s", "5s")
    for seat in (1, 2, 3, None):
        theirs = t.seat_events(seat)[-1]
        assert {k: v for k, v in theirs.items() if k != "seq"} == {
            "type": "discard",
            "seat": 0,
            "tile": "5s",
            "tsumogiri": mine["tsumogiri"],
        }
    assert t.snapshot(2).players[0].discards == (T("5s"),)
    assert t.snapshot(1).last_discard == (0, T("5s"))
    assert pick(t, 1, Chow, "5s")  # South is offered the chow of a 5s
    t.step({seat: Pass() for seat in t.pending()})
    assert types(t)[-2:] == ["no_claim", "draw"] and turn_seat(t) == 1
    assert not events(t, "penalty", "misnamed")
    assert Counter(t.snapshot(0).concealed) == Counter(T(x) for x in tiles(EAST) if x != "1s")


def test_wrong_name_claimed_for_a_chow_costs_50_the_claim_is_not_carried_out() -> None:
    """PEN: "Wird ein abgelegter, falsch deklarierter Ziegel von einem anderen Spieler beansprucht, so erhält der
    beanspruchende Spieler einen Ersatz von dem Spieler der falsch benannt hat: für einen Chi 50 Punkte … Der
    Spieler muss die Ziegel zeigen, mit denen er die jeweilige Spielfigur erlangt hätte. Das Spiel wird jeweils
    in der normalen Reihenfolge fortgesetzt." East names his 1s "5s"; South claims it for a chow with 6s 7s."""
    t = table()
    name(t, "1s", "5s")
    chow = pick(t, 1, Chow, "5s", "6s7s")
    t.step({1: chow, 2: Pass(), 3: Pass()})
    shown = last_event(t, "misnamed")
    assert (shown["seat"], shown["tile"], shown["named"], shown["claimer"], shown["claim"], shown["shown"]) == (
        0,
        "1s",
        "5s",
        1,
        "chow",
        ["6s", "7s"],
    )
    penalty = last_event(t, "penalty")
    assert (penalty["rule"], penalty["offenders"], penalty["claimer"], penalty["ends"]) == (
        "wrong-name-chow",
        [0],
        1,
        False,
    )
    assert penalty["transfers"] == [{"from": "E", "to": "S", "amount": 50, "reason": "wrong-name-chow"}]
    assert types(t)[-4:] == ["misnamed", "penalty", "no_claim", "draw"]
    assert not events(t, "chow") and turn_seat(t) == 1  # the normal order: South draws
    assert t.snapshot(3).players[0].discards == (T("1s"),)  # the truth, for everyone now
    assert len(t.snapshot(1).concealed) == 14  # South's 6s 7s are still his
    tsumogiri_until(t, 0)
    do(t, turn_seat(t), Discard(t.snapshot(turn_seat(t)).last_draw))  # type: ignore[arg-type]
    t.step({seat: Pass() for seat in t.pending()})
    end = last_event(t, "hand_end")
    assert {"from": "E", "to": "S", "amount": 50, "reason": "wrong-name-chow"} in end["transfers"]
    assert sum(end["net"]) == 0


def test_wrong_name_claimed_for_a_pung_costs_100() -> None:
    """PEN: "… für einen Pong oder Kan 100 Punkte." East names his 1s "7z"; West claims it for a pung with his
    pair of 7z and shows it; East pays him 100 and South, after the discarder, draws."""
    t = table()
    name(t, "1s", "7z")
    t.step({1: Pass(), 2: pick(t, 2, Pung, "7z"), 3: Pass()})
    assert last_event(t, "misnamed")["shown"] == ["7z", "7z"]
    penalty = last_event(t, "penalty")
    assert (penalty["rule"], penalty["claimer"]) == ("wrong-name-pung", 2)
    assert penalty["transfers"] == [{"from": "E", "to": "W", "amount": 100, "reason": "wrong-name-pung"}]
    assert not events(t, "pung") and turn_seat(t) == 1


def test_wrong_name_claimed_for_mahjong_costs_300_to_each() -> None:
    """PEN: "Beansprucht ein Spieler einen falsch angesagten Ziegel für Mah-Jongg, muss der ablegende Spieler an
    die drei anderen Mitspieler jeweils 300 Punkte zahlen. Der beanspruchende Spieler muss seine Hand zeigen."
    South waits on 4z; East names his 1s "4z"; South claims Mah-Jongg (he could have won with a 4z) and shows
    his hand. The hand ends with nothing else settled; East was the namer, so the winds pass."""
    t = table(SOUTH_READY)
    name(t, "1s", "4z")
    assert MahJongg(T("4z")) in t.legal_actions(1)
    t.step({1: MahJongg(T("4z")), 2: Pass(), 3: Pass()})
    shown = last_event(t, "misnamed")
    assert shown["claim"] == "mahjongg" and Counter(shown["shown"]) == Counter(tiles(SOUTH_READY))
    penalty = last_event(t, "penalty")
    assert (penalty["rule"], penalty["offenders"], penalty["claimer"], penalty["ends"]) == (
        "wrong-name-mahjong",
        [0],
        None,
        True,
    )
    assert not events(t, "mahjongg")
    assert net(t) == [-900, 300, 300, 300]
    end = last_event(t, "hand_end")
    assert end["transfers"] == penalty["transfers"] and end["results"] == {} and end["passes"] is True


def test_wrong_name_claimed_for_a_false_mahjong_after_another_exposed() -> None:
    """penalties.md, wrong-name-false-mahjong: the claimer could not have won with the tile as named, and another
    player has already exposed his hand: namer and claimer each pay 150 to each of the two others. South calls
    Mah-Jongg on East's 1s named "7z" (he cannot win on a 7z) and shows his hand; North exposes his before the
    check. The hand ends; East was an offender, so the winds pass."""
    t = table()
    name(t, "1s", "7z")
    assert MahJongg(T("7z")) in t.strict_actions(1)
    t.step({1: MahJongg(T("7z")), 2: Pass(), 3: Pass()})
    assert last_event(t, "misnamed")["claim"] == "mahjongg" and sorted(t.pending()) == [0, 2, 3]
    t.step({0: Pass(), 2: Pass(), 3: Expose()})
    penalty = last_event(t, "penalty")
    assert (penalty["rule"], penalty["offenders"], penalty["ends"]) == ("wrong-name-false-mahjong", [0, 1], True)
    assert net(t) == [-300, -300, 300, 300]
    assert last_event(t, "hand_end")["passes"] is True


def test_wrong_name_false_mahjong_taken_back_the_next_claim_is_checked() -> None:
    """penalties.md: a Mah-Jongg claim on a wrongly named tile with which the claimer could not have won, found
    before anyone exposed his hand, is taken back without penalty. South's false call on the 1s named "7z" is
    taken back; West's pung claim on it made at the same time is then checked: 100 from East to West."""
    t = table()
    name(t, "1s", "7z")
    t.step({1: MahJongg(T("7z")), 2: pick(t, 2, Pung, "7z"), 3: Pass()})
    t.step({0: Pass(), 2: Pass(), 3: Pass()})
    assert types(t)[-7:] == ["call", "call", "take_back", "misnamed", "penalty", "no_claim", "draw"]
    assert [e["rule"] for e in events(t, "penalty")] == ["wrong-name-pung"]
    assert turn_seat(t) == 1


def test_a_true_name_or_no_strict_mode_cannot_be_named() -> None:
    """Naming is strict Classical's alone: the name must be another plain kind (not the tile's own, no bonus
    tile), of a tile the seat may discard; assisted tables and Hong Kong Easy refuse it, and nothing changes."""
    t = table()
    before = t.state_json()
    for wrong in (NamedDiscard(T("1s"), T("1s")), NamedDiscard(T("1s"), T("1f")), NamedDiscard(T("6s"), T("5s"))):
        with pytest.raises(IllegalAction):
            t.step({0: wrong})
    assert t.state_json() == before
    for other in (table(options={"min_points": 0}), hk_easy(hands=[EAST, SOUTH, WEST], options={"strict": True})):
        assert not other.snapshot(0).names_discards
        with pytest.raises(IllegalAction):
            other.step({0: NamedDiscard(T("1s"), T("5s"))})
    assert action_from_json({"type": "named_discard", "tile": "1s", "named": "5s"}) == NamedDiscard(T("1s"), T("5s"))


def test_named_discards_replay_and_verify() -> None:
    """A hand with a wrongly named discard claimed and another let go: the record replays to the same state and
    `verify` re-derives it; a record whose name was changed by hand is refused."""
    t = table()
    name(t, "1s", "5s")
    t.step({1: pick(t, 1, Chow, "5s", "6s7s"), 2: Pass(), 3: Pass()})
    assert replay(t.record()).state_json() == t.state_json()
    at = next(n for n, e in enumerate(t.record()) if e["type"] == "named_discard")
    for named, error in (("1s", InvalidRecord), ("9m", IllegalAction)):  # its own tile; another than claimed
        edited = [dict(e) for e in t.record()]
        edited[at]["named"] = named
        with pytest.raises(error):
            replay(edited)
