"""Entries: names, the CLI's short forms, and the stored JSON form (which replays to the same entry)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from sheet_helpers import PLAYERS, Sheet

from jongg.scoresheet import (
    Dangerous,
    HandEntry,
    InvalidEntry,
    PenaltyRecord,
    Scoresheet,
    Stop,
    TimeUp,
    UnknownPlayer,
    Winner,
)
from jongg.scoresheet.entries import (
    check_player_names,
    entry_from_json,
    parse_hands,
    parse_names,
    parse_values,
    resolve_name,
)

ENTRIES = [
    HandEntry(),
    HandEntry(
        (Winner("Dan"),),
        discarder="Ann",
        values={"Ann": 2, "Ben": 46, "Cid": 12, "Dan": 192},
        dangerous=Dangerous("Ann", "supplied-pung", True),
    ),
    HandEntry(
        (Winner("Ann", "111m666m55m77m [234m] +7m", ("robbing_kong", "last_tile")),),
        discarder="Dan",
        losers={"Ben": "123m456p789s1122z"},
        irregular={"Ben": "short"},
    ),
    HandEntry((Winner("Ben", fan=3),), self_draw=True),
    HandEntry(
        (Winner("Ben", han=3, fu=30), Winner("Dan", yakuman=1)),
        discarder="Cid",
        riichi=("Ben",),
        pao="Ann",
        pao_for="Dan",
    ),
    HandEntry(
        (Winner("Ben", "23567m234p55678s 34f +4m", ("ippatsu",)),),
        discarder="Cid",
        riichi=("Ben",),
        dora=("1z",),
        ura=("9p",),
    ),
    HandEntry(tenpai=("Ann", "Cid"), nagashi=("Cid",), riichi=("Ann",), hana={"Ben": 1}),
    HandEntry(abortive=True),
    PenaltyRecord("wrong-name-chow", ("Ben",), "Cid"),
    TimeUp(),
    Stop(),
]


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.kind)
def test_json_round_trip(entry: object) -> None:
    data = entry.to_json()  # type: ignore[attr-defined]
    assert entry_from_json(json.loads(json.dumps(data))) == entry


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "must be a JSON object"),
        ({"kind": "lunch"}, "unknown entry kind"),
        ({"kind": "hand", "winner": "Ann"}, "unknown field 'winner'"),
        ({"kind": "hand", "winners": [{"name": "Ann", "flags": ["lucky"]}]}, "unknown win flag 'lucky'"),
        ({"kind": "hand", "winners": [{"name": "Ann", "flags": ["last_tile", "last_tile"]}]}, "twice"),
        ({"kind": "hand", "winners": [{"name": ""}]}, "winner.name must be a non-empty string"),
        ({"kind": "hand", "values": {"Ann": "2"}}, "values.Ann must be a whole number"),
        ({"kind": "hand", "self_draw": 1}, "self_draw must be true or false"),
        ({"kind": "hand", "dangerous": {"name": "Ann", "kind": "maybe"}}, "dangerous.kind"),
        ({"kind": "hand", "irregular": {"Ann": "odd"}}, "irregular is one of"),
        ({"kind": "penalty", "rule": "x", "offenders": "Ann"}, "offenders must be a list"),
        ({"kind": "time-up", "hand": 3}, "unknown field 'hand'"),
    ],
)
def test_bad_json_is_refused(data: object, message: str) -> None:
    with pytest.raises(InvalidEntry, match=message):
        entry_from_json(data)


def test_names_resolve_exactly_then_by_unique_prefix() -> None:
    players = ["Ann", "Anna", "Ben", "ben2"]
    assert resolve_name("ann", players) == "Ann"
    assert resolve_name("ANNA", players) == "Anna"
    assert resolve_name("ben", players) == "Ben"
    assert resolve_name("BEN2", players) == "ben2"
    with pytest.raises(UnknownPlayer, match="ambiguous"):
        resolve_name("An", players)
    with pytest.raises(UnknownPlayer, match="unknown player ''"):
        resolve_name("", players)


def test_player_names() -> None:
    assert check_player_names([" Ann", "Ben ", "Cid", "Dan"]) == PLAYERS
    for names, message in [
        (["A", "B", "C"], "four players"),
        (["A", "B", "C", "table"], "reserved"),
        (["A", "B", "C", "D:E"], "may not contain :"),
        (["A", "B", "C", "D\tE"], "control"),
    ]:
        with pytest.raises(InvalidEntry, match=message):
            check_player_names(names)


def test_resolving_an_entry_checks_every_name() -> None:
    entry = HandEntry(
        (Winner("d"),), discarder="a", values={"a": 1, "b": 2, "c": 3, "d": 40}, dangerous=Dangerous("b"), riichi=("c",)
    )
    resolved = entry.resolved(PLAYERS)
    assert resolved.winners[0].name == "Dan" and resolved.discarder == "Ann" and list(resolved.values) == list(PLAYERS)
    assert resolved.dangerous == Dangerous("Ben") and resolved.riichi == ("Cid",)
    with pytest.raises(InvalidEntry, match="values gives Ann twice"):
        HandEntry(values={"a": 1, "Ann": 2}).resolved(PLAYERS)
    with pytest.raises(InvalidEntry, match="tenpai names Ann twice"):
        HandEntry(tenpai=("a", "ann")).resolved(PLAYERS)
    with pytest.raises(InvalidEntry, match="winner twice"):
        HandEntry((Winner("a"), Winner("Ann"))).resolved(PLAYERS)
    with pytest.raises(UnknownPlayer, match="unknown claimer 'Eve'"):
        PenaltyRecord("x", ("Ann",), "Eve").resolved(PLAYERS)


def test_short_forms() -> None:
    assert parse_values(["Ann=2,Ben=46", " Cid = 12 "]) == {"Ann": 2, "Ben": 46, "Cid": 12}
    assert parse_hands(["Ben=123m 456p", "Cid = 11z"]) == {"Ben": "123m 456p", "Cid": "11z"}
    assert parse_names(["Ann,Ben", "Cid", ""]) == ("Ann", "Ben", "Cid")
    assert Dangerous.parse("Ann") == Dangerous("Ann")
    assert Dangerous.parse("Ann:supplied:no-choice") == Dangerous("Ann", "supplied-pung", True)


def test_a_changed_rule_is_noticed_on_replay(sheet: Sheet, db: Path) -> None:
    sheet("new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan")
    sheet("hand", "-w", "Dan", "-d", "Ann", "-v", "Ann=2,Ben=46,Cid=12,Dan=192")
    with sqlite3.connect(db) as con:
        result = json.loads(con.execute("SELECT result FROM entries").fetchone()[0])
        result["payments"][0]["amount"] = 999
        con.execute("UPDATE entries SET result = ?", (json.dumps(result),))
    con.close()
    with Scoresheet(db) as view_sheet:
        assert view_sheet.match().changed == (1,)
    assert "the payments of entries 1 differ from those recorded" in sheet("show").output


def test_doctests() -> None:
    import doctest

    import jongg.scoresheet
    import jongg.scoresheet.entries

    for module in (jongg.scoresheet, jongg.scoresheet.entries):
        failures, tried = doctest.testmod(module)
        assert tried and not failures
