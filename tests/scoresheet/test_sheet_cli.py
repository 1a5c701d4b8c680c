"""`jongg sheet …`: every command and option; bad input exits 2 and leaves the file unchanged."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from sheet_helpers import Sheet, fingerprint, refused, runner

from jongg.cli.app import app

WORKED = ["--winner", "Dan", "--discarder", "Ann", "--values", "Ann=2,Ben=46,Cid=12,Dan=192"]


@pytest.fixture
def classical(sheet: Sheet) -> Sheet:
    sheet("new", "--ruleset", "dmjl-classical", "--players", "Ann,Ben,Cid,Dan")
    return sheet


# -- new ------------------------------------------------------------------------------------------------
def test_new_prints_the_seats_and_options(sheet: Sheet) -> None:
    result = sheet(
        "new", "-r", "dmjl-hk-easy", "-p", "Ann, Ben ,Cid,Dan", "-o", "chips=500", "-o", "seat_rotation=true"
    )
    assert "Match 1 (dmjl-hk-easy)" in result.output
    assert "Options: seat_rotation=true, chips=500" in result.output
    assert "Next: hand 1 · East round, deal 1 of 4 · East: Ann" in result.output
    body = json.loads(sheet("export").output)
    assert body["players"] == ["Ann", "Ben", "Cid", "Dan"] and body["totals"]["Ben"] == 500
    assert body["options"]["fan_minimum"] == 0  # every option is stored with its value


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-r", "mcr", "-p", "A,B,C,D"], "unknown rule set 'mcr'"),
        (["-r", "dmjl-classical", "-p", "A,B,C"], "four players, not 3"),
        (["-r", "dmjl-classical", "-p", "A,B,C,a"], "named twice"),
        (["-r", "dmjl-classical", "-p", "A,B=1,C,D"], "may not contain ="),
        (["-r", "dmjl-classical", "-p", "A,,C,D"], "cannot be empty"),
        (["-r", "dmjl-classical", "-p", "A,B,C,D", "-o", "limit=lots"], "option 'limit'"),
        (["-r", "dmjl-classical", "-p", "A,B,C,D", "-o", "chips=5"], "unknown option 'chips'"),
        (["-r", "dmjl-classical", "-p", "A,B,C,D", "-o", "limit"], "KEY=VALUE"),
    ],
)
def test_new_refuses_bad_input(classical: Sheet, db: Path, args: list[str], message: str) -> None:
    refused(classical, db, "new", *args, message=message)


def test_new_with_bad_input_creates_no_file(sheet: Sheet, db: Path) -> None:
    result = sheet("new", "-r", "dmjl-classical", "-p", "A,B,C", ok=False)
    assert result.exit_code == 2 and not db.exists()


# -- hand -----------------------------------------------------------------------------------------------
def test_hand_prints_score_payments_and_what_is_next(classical: Sheet) -> None:
    result = classical(
        "hand",
        "-w",
        "Ann",
        "--hand",
        "111m666m55m77m [234m] +7m",
        "-d",
        "Dan",
        "--loser",
        "Ben=123m456p789s1122z",
        "--loser",
        "Cid=234m567p88s999s11z",
        "--loser",
        "Dan=555z666z234m11p22s",
        "--expect",
        "1",
    )
    out = result.output
    assert "Ann (E): 111m [234m] 55m 666m [777m]" in out and "One suit only" in out
    assert "Dan (N): 234m 11p 22s 555z 666z" in out
    assert "Payments" in out and "Next: hand 2" in out and "East: Ann (won 1 in a row)" in out


def test_a_limit_hand_names_its_limit_once(classical: Sheet, db: Path) -> None:
    """Thirteen Orphans self-drawn: its value is the limit itself, so the summary says "limit" once (not "limit
    limit"), and its row shows the value without repeating the word as the unit; in German too."""
    hand = ["hand", "-w", "Ann", "--hand", "19m19p19s1234567z +1m", "--self-draw", "-v", "Ben=2,Cid=4,Dan=8"]
    out = classical(*hand).output
    assert "limit limit" not in out and "limit, limit_hand thirteen-orphans; total 500" in out, out
    assert "│ limit │ limit │" not in out
    classical("undo")
    german = runner.invoke(app, ["--lang", "de", "sheet", *hand, "--db", str(db)]).output
    assert "Limit Limit" not in german and "Limit, Limit-Hand thirteen-orphans; gesamt 500" in german, german
    assert "│ Limit │ Limit" not in german


def test_names_are_matched_ignoring_case_and_by_unique_prefix(classical: Sheet) -> None:
    result = classical("hand", "-w", "d", "-d", "ANN", "-v", "a=2,b=46,c=12,dan=192")
    assert "Dan wins on Ann's discard" in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-w", "Eve", "--self-draw", "-v", "Ann=0,Ben=0,Cid=0,Dan=40"], "unknown winner 'Eve'; the players are"),
        (["-w", "Dan", "-d", "Zed", "-v", "Ann=0,Ben=0,Cid=0,Dan=40"], "unknown discarder 'Zed'"),
        (["-w", "Dan", "-d", "Ann", "-v", "Ann=0,Ben=0,Cid=0,Eve=40"], "unknown values 'Eve'"),
        (
            ["-w", "Dan", "--self-draw", "--hand", "111m666m55m77m [234m] +7x", "-v", "Ann=0,Ben=0,Cid=0"],
            "InvalidNotation",
        ),
        (
            ["-w", "Dan", "--self-draw", "--hand", "111m666m55m77m [234m] +7m 5p", "-v", "Ann=0,Ben=0,Cid=0"],
            "WrongTileCount",
        ),
        (["-w", "Dan", "--self-draw", "--hand", "111m666m55m77m [234m]", "-v", "Ann=0,Ben=0,Cid=0"], "(+X)"),
        (["-w", "Dan", "-d", "Ann", "--loser", "Ben=123m456p789s1122z +1z", "-v", "Ann=0,Cid=0,Dan=40"], "Ben's hand"),
        (["-w", "Dan", "--draw"], "--winner and --draw exclude each other"),
        ([], "give --winner NAME (or --draw"),
        (["-w", "Dan", "-v", "Ann=0,Ben=0,Cid=0,Dan=40"], "either --self-draw or --discarder"),
        (["-w", "Dan", "--self-draw", "-d", "Ann", "-v", "Ann=0,Ben=0,Cid=0,Dan=40"], "either --self-draw"),
        (["-w", "Dan", "-d", "Dan", "-v", "Ann=0,Ben=0,Cid=0,Dan=40"], "own discard"),
        (["-w", "Dan", "-w", "Ann", "-d", "Ben", "-v", "Ann=0,Ben=0,Cid=0,Dan=40"], "one winner per hand"),
        (["-w", "Dan", "-d", "Ann", "--last-tile", "-v", "Ann=0,Ben=0,Cid=0,Dan=40"], "need the winning hand"),
        (["--draw", "--last-tile"], "win flags need a winner"),
        (["--draw", "--self-draw"], "a draw has no --self-draw"),
        (["-w", "Dan", "-d", "Ann", "--fan", "3"], "--fan is not used by dmjl-classical"),
        (["-w", "Dan", "-d", "Ann", "-v", "Ann=2,Ben=x"], "whole number"),
        (["-w", "Dan", "-d", "Ann", "-v", "Ann=2,Ann=3"], "gives Ann twice"),
        (["-w", "Dan", "-d", "Ann", "-v", "Ann"], "NAME=VALUE"),
        (["-w", "Dan", "-d", "Ann", "--loser", "Ben"], "NAME='HAND'"),
        (["-w", "Dan", "-d", "Ann", "-v", "Ann=0,Ben=0,Cid=0,Dan=40", "--irregular", "Ben=odd"], "irregular is one of"),
        (["-w", "Dan", "-d", "Ann", "-v", "Ann=0,Ben=0,Cid=0,Dan=40", "--riichi", "Ben"], "--riichi is not used"),
        (["-w", "Dan", "-d", "Ann", "-v", "Ann=0,Ben=0,Cid=0,Dan=40", "--pao", "Ben"], "--pao is not used"),
        (["-w", "Dan", "-d", "Ann", "--hand", "a", "--hand", "b"], "one --hand per --winner"),
        (["-w", "Dan", "-d", "Ann", "--han", "2"], "--han is not used"),
        (["-w", "Dan", "-d", "Ann", "--han", "2", "--han", "3"], "one --han per --winner"),
        (["-w", "Dan", "-d", "Ann", "--ippatsu", "Ann"], "name winners"),
        (
            [
                "-w",
                "Ann",
                "-d",
                "Dan",
                "--hand",
                "111m666m55m77m [234m] +7m",
                "--ippatsu",
                "Ann",
                "-v",
                "Ben=0,Cid=0,Dan=0",
            ],
            "--ippatsu is not used",
        ),
        (["--draw", "--abortive"], "--abortive is not used"),
        (["--draw", "--hana", "Ann=1"], "--hana is not used"),
        (["--draw", "--tenpai", "Ann"], "--tenpai is not used"),
        (["-w", "Dan", "-d", "Ann", *WORKED[4:], "--pao", "Ann:Dan"], "--pao is not used"),
        (["-w", "Dan", "-d", "Ann", *WORKED[4:], "--dora", "1z"], "--dora is not used"),
        (["-w", "Dan", "-d", "Ann", *WORKED[4:], "--lang", "fr"], "--lang is en or de"),
        (["--draw", "--expect", "2"], "hand 1 is next, not 2"),
        (["--draw", "--match", "7"], "there is no match 7"),
    ],
)
def test_hand_refuses_bad_input(classical: Sheet, db: Path, args: list[str], message: str) -> None:
    refused(classical, db, "hand", *args, message=message)


def test_ambiguous_prefix_is_refused(sheet: Sheet, db: Path) -> None:
    sheet("new", "-r", "dmjl-classical", "-p", "Anna,Annika,Ben,Cid")
    refused(
        sheet,
        db,
        "hand",
        "-w",
        "Ann",
        "--self-draw",
        "-v",
        "Anna=40,Annika=0,Ben=0,Cid=0",
        message="'Ann' is ambiguous: Anna, Annika",
    )


def test_bad_notation_names_the_position(classical: Sheet, db: Path) -> None:
    out = refused(
        classical, db, "hand", "-w", "Ann", "-d", "Dan", "--hand", "111m666m55m77m 23xp +7m", "-v", "Ben=0,Cid=0,Dan=0"
    )
    assert "Ann's hand" in out and "position 17" in out


def test_expect_refuses_a_hand_recorded_already(classical: Sheet, db: Path) -> None:
    classical("hand", *WORKED, "--expect", "1")
    out = refused(classical, db, "hand", *WORKED, "--expect", "1", message="hand 1 is already recorded")
    assert "HandNumberConflict" in out
    classical("hand", "--draw", "--expect", "2")


def test_expect_on_a_penalty_refuses_a_repeat(classical: Sheet, db: Path) -> None:
    classical("penalty", "wrong-name-pung", "--payer", "Ben", "--claimer", "Cid", "--expect", "1")
    refused(
        classical,
        db,
        "penalty",
        "wrong-name-pung",
        "--payer",
        "Ben",
        "--claimer",
        "Cid",
        "--expect",
        "1",
        message="already the last entry of hand 1",
    )
    classical("penalty", "wrong-name-pung", "--payer", "Ben", "--claimer", "Cid")  # without --expect: recorded
    classical("penalty", "false-mahjong", "--payer", "Ben", "--expect", "1")
    refused(classical, db, "penalty", "false-mahjong", "--payer", "Ben", "--expect", "1", message="already recorded")
    assert json.loads(classical("export").output)["totals"]["Ben"] == 2000 - 200 - 900


# -- penalty --------------------------------------------------------------------------------------------
def test_penalty_prints_payments_and_the_next_dealer(classical: Sheet) -> None:
    result = classical("penalty", "false-mahjong", "--payer", "Ann,Ben")
    out = result.output
    assert "penalty false-mahjong: Ann, Ben pay; the hand ends" in out
    assert "East: Ben" in out  # an offender was East: the winds pass
    listing = classical("penalties").output
    for rule in (
        "false-mahjong",
        "wrong-name-chow",
        "wrong-name-pung",
        "wrong-name-mahjong",
        "wrong-name-false-mahjong",
    ):
        assert rule in listing


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["chombo", "--payer", "Ann"], "unknown penalty 'chombo'; known: false-mahjong"),
        (["wrong-name-chow", "--payer", "Ann"], "needs claimer"),
        (["wrong-name-chow", "--payer", "Ann,Ben", "--claimer", "Cid"], "takes 1 offender"),
        (["false-mahjong", "--payer", "Ann,Ben,Cid,Dan"], "takes 1 or 2 or 3"),
        (["false-mahjong", "--payer", "Eve"], "unknown payer 'Eve'"),
        (["false-mahjong", "--payer", "Ann,ann"], "named twice"),
        (["false-mahjong", "--payer", ","], "at least one payer"),
    ],
)
def test_penalty_refuses_bad_input(classical: Sheet, db: Path, args: list[str], message: str) -> None:
    refused(classical, db, "penalty", *args, message=message)


def test_time_up_is_refused_without_an_agreed_duration(classical: Sheet, db: Path) -> None:
    refused(classical, db, "time-up", message="max_duration")


# -- show, undo -----------------------------------------------------------------------------------------
def test_show_with_history(classical: Sheet) -> None:
    classical("hand", *WORKED)
    classical("penalty", "wrong-name-chow", "--payer", "Ann", "--claimer", "Ben")  # Ann sits North, Ben East
    out = classical("show", "--history").output
    assert "Dan wins on Ann's discard" in out and "penalty wrong-name-chow" in out
    assert "Next: hand 2 · East round, deal 2 of 4 · East: Ben" in out
    assert "Ben     E      1980" in out


def test_undo_removes_exactly_the_last_entry(classical: Sheet, db: Path) -> None:
    classical("hand", *WORKED)
    after_one = json.loads(classical("export").output)
    classical("hand", "-w", "Ben", "--self-draw", "-v", "Ann=8,Ben=100,Cid=0,Dan=12")
    refused(classical, db, "undo", "--entry", "1", message="entry 1 is not the last one (the last entry is 2)")
    out = classical("undo", "--entry", "2").output
    assert "Removed entry 2 of match 1 (hand 2): Ben wins by self-draw" in out
    assert json.loads(classical("export").output) == after_one
    classical("undo")
    refused(classical, db, "undo", message="match 1 has no entries; nothing removed")
    out = classical("undo", "--any-match").output  # the match had no entries left: it is removed
    assert "Removed match 1 (dmjl-classical, Ann, Ben, Cid, Dan; it had no entries)" in out
    refused(classical, db, "undo", "--any-match", message="no match yet")


def test_show_at_the_end_prints_the_final_result(sheet: Sheet) -> None:
    sheet("new", "-r", "dmjl-hk-easy", "-p", "Ann,Ben,Cid,Dan", "-o", "chips=50")
    sheet("hand", "-w", "Cid", "--fan", "10", "--self-draw")
    out = sheet("show").output
    assert "Match over: bust: Ann and Ben and Dan below zero." in out
    assert "Final result" in out and "Cid" in out and "434" in out and "384" in out


# -- export, standings, list, files ---------------------------------------------------------------------
def test_export_json_and_csv(classical: Sheet) -> None:
    classical("hand", *WORKED)
    classical("hand", "--draw")
    body = json.loads(classical("export", "--format", "json").output)
    assert body["totals"] == {"Ann": 1508, "Ben": 1930, "Cid": 1794, "Dan": 2768}
    assert [h["summary"] for h in body["hands"]] == ["Dan wins on Ann's discard", "draw"]
    first = body["hands"][0]
    assert first["payments"][0] == {"from": "Ann", "to": "Dan", "amount": 384, "reason": "win"}
    assert first["seats"] == {"Ann": "E", "Ben": "S", "Cid": "W", "Dan": "N"} and first["values"]["Dan"] == 192
    rows = list(csv.DictReader(io.StringIO(classical("export", "-f", "csv").output)))
    assert [r["entry"] for r in rows] == ["1", "2"]
    assert rows[0]["Dan"] == "768" and rows[1]["Dan total"] == "2768" and rows[1]["east"] == "Ben"


def test_export_refuses_an_unknown_format(classical: Sheet, db: Path) -> None:
    refused(classical, db, "export", "--format", "xml", message="csv or json")
    refused(classical, db, "standings", "--format", "xml", message="table or csv")


def test_standings_over_all_matches(sheet: Sheet) -> None:
    sheet("new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan")
    sheet("hand", *WORKED)
    sheet("new", "-r", "dmjl-hk-easy", "-p", "Dan,Cid,Eve,Ann")
    sheet("hand", "-w", "Eve", "--fan", "3", "-d", "Ann")
    rows = list(csv.DictReader(io.StringIO(sheet("standings", "--format", "csv").output)))
    # one ranking per rule set: Classical points and HKE points are different units
    assert [(r["ruleset"], r["rank"], r["player"], r["matches"], r["table_points"]) for r in rows] == [
        ("dmjl-classical", "1", "Dan", "1", "4"),
        ("dmjl-classical", "2", "Ben", "1", "2"),
        ("dmjl-classical", "3", "Cid", "1", "1"),
        ("dmjl-classical", "4", "Ann", "1", "0"),
        ("dmjl-hk-easy", "1", "Eve", "1", "4"),
        ("dmjl-hk-easy", "2", "Cid", "1", "1.5"),
        ("dmjl-hk-easy", "2", "Dan", "1", "1.5"),
        ("dmjl-hk-easy", "4", "Ann", "1", "0"),
    ]
    assert rows[0]["score"] == "768" and rows[3]["score"] == "-492" and rows[5]["score"] == "-8"
    table = sheet("standings").output
    assert "Standings: dmjl-classical" in table and "Standings: dmjl-hk-easy" in table
    assert table.index("Ben") < table.index("Standings: dmjl-hk-easy") < table.index("Eve")
    listing = sheet("list").output
    assert "dmjl-classical" in listing and "Dan, Cid, Eve, Ann" in listing
    # --match picks an earlier match
    assert "East: Ben" in sheet("show", "--match", "1").output


def test_a_file_that_is_not_a_scoresheet_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "notes.txt"
    other.write_text("not a database\n" * 100)
    result = runner.invoke(app, ["sheet", "show", "--db", str(other)])
    assert result.exit_code == 2 and "not a jongg scoresheet" in result.output
    missing = tmp_path / "missing.sqlite"
    result = runner.invoke(app, ["sheet", "hand", "--draw", "--db", str(missing)])
    assert result.exit_code == 2 and "no scoresheet at" in result.output and not missing.exists()
    import sqlite3

    foreign = tmp_path / "foreign.sqlite"
    with sqlite3.connect(foreign) as con:
        con.execute("CREATE TABLE t (x)")
    con.close()
    before = fingerprint_of(foreign)
    result = runner.invoke(app, ["sheet", "new", "-r", "dmjl-classical", "-p", "A,B,C,D", "--db", str(foreign)])
    assert result.exit_code == 2 and "not a jongg scoresheet" in result.output
    assert fingerprint_of(foreign) == before


def fingerprint_of(path: Path) -> bytes:
    return path.read_bytes()


def test_default_file_and_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("JONGG_SHEET", raising=False)
    result = runner.invoke(app, ["sheet", "new", "-r", "dmjl-classical", "-p", "A,B,C,D"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "data" / "jongg" / "scoresheet.sqlite").exists()
    monkeypatch.setenv("JONGG_SHEET", str(tmp_path / "club.sqlite"))
    result = runner.invoke(app, ["sheet", "new", "-r", "dmjl-hk-easy", "-p", "A,B,C,D"])
    assert result.exit_code == 0 and (tmp_path / "club.sqlite").exists()


def test_fingerprint_sees_a_change(classical: Sheet, db: Path) -> None:
    before = fingerprint(db)
    classical("hand", "--draw")
    assert fingerprint(db) != before


def test_csv_neutralises_text_a_spreadsheet_would_run_as_a_formula(sheet: Sheet) -> None:
    """A text cell starting with + - @ (= tab and CR cannot be in a name) gets a leading ' ; numbers stay numbers."""
    sheet("new", "-r", "dmjl-classical", "-p", "+Ann,-Ben,@Cid,Dan")
    sheet("hand", "-w", "Dan", "-d", "+Ann", "-v", "+Ann=2,-Ben=46,@Cid=12,Dan=192")
    rows = list(csv.reader(io.StringIO(sheet("export", "-f", "csv").output)))
    assert rows[0][6:10] == ["'+Ann", "'-Ben", "'@Cid", "Dan"] and rows[0][10] == "'+Ann total"
    assert rows[1][5] == "Dan wins on +Ann's discard" and rows[1][6] == "-492" and rows[1][7] == "-70"
    standings = list(csv.reader(io.StringIO(sheet("standings", "-f", "csv").output)))
    assert ["dmjl-classical", "4", "'+Ann", "1", "0", "0", "0", "4", "-492"] in standings


def test_csv_cells_one_by_one() -> None:
    from jongg.scoresheet.sheet import csv_text

    text = csv_text(["h"], [["=1+1"], ["+1"], ["-x"], ["@SUM(A1)"], ["\tx"], ["\rx"], ["ok"], [-300], [2.5], ["-300"]])
    assert list(csv.reader(io.StringIO(text, newline=""))) == [
        ["h"],
        ["'=1+1"],
        ["'+1"],
        ["'-x"],
        ["'@SUM(A1)"],
        ["'\tx"],
        ["'\rx"],
        ["ok"],
        ["-300"],
        ["2.5"],
        ["'-300"],
    ]
