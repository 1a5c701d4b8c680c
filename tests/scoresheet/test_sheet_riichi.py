"""`riichi-hana` on the scoresheet: a hanchan with riichi sticks, honba, a double ron, draws with tenpai
payments, chombo and an abortive draw; pao, nagashi, the West extension, bust, the dealer's stop, oka and uma."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sheet_helpers import PLAYERS, Sheet, refused

from jongg.contract import RiichiInfo, ScoreRequest, Win
from jongg.errors import InvalidNotation, InvalidRequest
from jongg.rules import RULESETS, find_ruleset
from jongg.scoresheet import (
    HandEntry,
    InvalidEntry,
    MatchOver,
    PenaltyRecord,
    Scoresheet,
    Stop,
    Winner,
)
from jongg.scoresheet.entries import Dangerous
from jongg.tiles import Tile

pytestmark = pytest.mark.skipif("riichi-hana" not in RULESETS, reason="riichi-hana is not registered")

PINFU = "23567m234p55678s 34f +4m"


def open_match(db: Path, **options: object) -> Scoresheet:
    sheet = Scoresheet(db, create=True)
    sheet.new_match("riichi-hana", PLAYERS, options)
    return sheet


def ron(
    name: str, by: str, han: int | None = None, fu: int | None = None, yakuman: int | None = None, **kw: object
) -> HandEntry:
    return HandEntry((Winner(name, han=han, fu=fu, yakuman=yakuman),), discarder=by, **kw)  # type: ignore[arg-type]


def tsumo(
    name: str, han: int | None = None, fu: int | None = None, yakuman: int | None = None, **kw: object
) -> HandEntry:
    return HandEntry((Winner(name, han=han, fu=fu, yakuman=yakuman),), self_draw=True, **kw)  # type: ignore[arg-type]


def totals(sheet: Sheet) -> dict[str, int]:
    return dict(json.loads(sheet("export").output)["totals"])


def test_a_hanchan(sheet: Sheet) -> None:
    sheet("new", "-r", "riichi-hana", "-p", "Ann,Ben,Cid,Dan")
    # E1: Ann declares riichi; Cid wins 3 han 30 fu on Ben's discard (3,900) and takes Ann's stick
    out = sheet("hand", "-w", "Cid", "-d", "Ben", "--han", "3", "--fu", "30", "--riichi", "Ann", "--expect", "1").output
    assert "Next: hand 2 · East round, deal 2 of 4 · East: Ben · honba 0 · riichi sticks 0" in out
    assert totals(sheet) == {"Ann": 24000, "Ben": 21100, "Cid": 29900, "Dan": 25000}
    # E2: a draw, Ben (dealer) and Dan tenpai, Dan in riichi: noten payments, Ben repeats, 1 honba, 1 stick
    out = sheet("hand", "--draw", "--tenpai", "Ben,Dan", "--riichi", "Dan").output
    assert "East: Ben · honba 1 · riichi sticks 1" in out
    assert totals(sheet) == {"Ann": 22500, "Ben": 22600, "Cid": 28400, "Dan": 25500}
    # E2-1: double ron on Dan's discard, Cid in riichi: Ann (nearest to Dan) gets the honba and both sticks
    out = sheet(
        "hand",
        "-w",
        "Cid",
        "-w",
        "Ann",
        "-d",
        "Dan",
        "--han",
        "Cid=4",
        "--fu",
        "Cid=30",
        "--han",
        "Ann=2",
        "--fu",
        "Ann=40",
        "--riichi",
        "Cid",
    ).output
    assert "Ann and Cid win on Dan's discard" in out or "Cid and Ann win on Dan's discard" in out
    body = json.loads(sheet("export").output)
    assert [(p["from"], p["to"], p["amount"], p["reason"]) for p in body["hands"][-1]["payments"]] == [
        ("Cid", "table", 1000, "riichi"),
        ("Dan", "Ann", 2900, "win"),
        ("table", "Ann", 2000, "riichi-sticks"),
        ("Dan", "Cid", 7700, "win"),
    ]
    assert body["hands"][-1]["honba"] == 1 and body["hands"][-1]["riichi_sticks"] == 2
    assert body["totals"] == {"Ann": 27400, "Ben": 22600, "Cid": 35100, "Dan": 14900}
    assert body["state"] | {"seats": None} == {
        "hand": 4,
        "round_wind": "E",
        "east": "Cid",
        "seats": None,
        "honba": 0,
        "riichi_sticks": 0,
    }
    # E3: the dealer Cid wins 2 han 30 fu by tsumo: 1,000 all; he repeats
    sheet("hand", "-w", "Cid", "--self-draw", "--han", "2", "--fu", "30")
    # E3-1: chombo by Dan: 4,000 to the dealer, 2,000 to the others; same dealer, same honba
    out = sheet("penalty", "chombo", "--payer", "Dan", "--expect", "5").output
    assert "East: Cid · honba 1 · riichi sticks 0" in out
    assert totals(sheet) == {"Ann": 28400, "Ben": 23600, "Cid": 42100, "Dan": 5900}
    # E3-1: Ben wins 1 han 30 fu on the dealer's discard: 1,000 + 300 honba; the deal passes, honba 0
    sheet("hand", "-w", "Ben", "-d", "Cid", "--han", "1", "--fu", "30")
    assert totals(sheet)["Ben"] == 24900 and totals(sheet)["Cid"] == 40800
    # E4: an abortive draw: the dealer Dan repeats, 1 honba; then a draw with nobody tenpai: the deal passes
    assert "East: Dan · honba 1" in sheet("hand", "--draw", "--abortive").output
    out = sheet("hand", "--draw").output
    assert "South round, deal 1 of 4 · East: Ann · honba 2" in out
    # S1-2: Ann (dealer) wins a hand in notation with riichi and a dora indicator, on Dan's discard
    before = totals(sheet)
    out = sheet(
        "hand", "-w", "Ann", "--hand", PINFU, "-d", "Ben", "--riichi", "Ann", "--dora", "1z", "--ura", "9p"
    ).output
    expected = find_ruleset("riichi-hana").score(
        ScoreRequest(
            "riichi-hana",
            PINFU,
            "E",
            "S",
            win=Win("discard", "S"),
            riichi=RiichiInfo(
                riichi=True,
                dora_indicators=(Tile.from_str("1z"),),
                ura_indicators=(Tile.from_str("9p"),),
                honba=2,
                riichi_sticks=1,
            ),
        )
    )
    assert expected.won and f"total {expected.total}" in out
    assert totals(sheet)["Ann"] - before["Ann"] == expected.total - 1000
    assert "East: Ann · honba 3" in out
    # to the end: four draws with the dealers noten; Cid has 30,000 after South 4, so no West extension
    for _ in range(4):
        out = sheet("hand", "--draw").output
    assert "Match over: South 4 played." in out
    body = json.loads(sheet("export").output)
    final = body["placings"]
    assert [p["name"] for p in final] == ["Cid", "Ann", "Ben", "Dan"]
    points = {p["name"]: p["total"] for p in final}
    assert points == body["totals"]
    assert final[0]["score"] == pytest.approx((points["Cid"] - 30000 + 20000) / 1000 + 20)
    assert final[3]["score"] == pytest.approx((points["Dan"] - 30000) / 1000 - 20)
    assert sum(p["score"] for p in final) == pytest.approx(0)
    assert "Final result" in sheet("show").output


def test_the_contract_pao_example_in_notation(db: Path) -> None:
    """contract.md §4: daisangen by S on W's discard, E liable, 1 honba, 2 sticks: E 16,300, W 16,000, table 2,000."""
    with open_match(db) as sheet:
        sheet.record(HandEntry(tenpai=("Ann", "Dan"), riichi=("Ann", "Dan")))  # Ann repeats: 1 honba, 2 sticks
        state = sheet.match().state
        assert (state.east, state.honba, state.sticks) == ("Ann", 1, 2)
        before = dict(state.totals)
        done = sheet.record(HandEntry((Winner("Ben", "234m9p [555z] [666z] [777z<] +9p"),), discarder="Cid", pao="Ann"))
        assert [(p.from_, p.amount, p.reason) for p in done.outcome.payments] == [
            ("Ann", 16300, "win"),
            ("Cid", 16000, "win"),
            ("table", 2000, "riichi-sticks"),
        ]
        assert done.view.state.totals["Ben"] - before["Ben"] == 34300


def test_pao_with_the_short_form_and_two_winners(db: Path) -> None:
    with open_match(db, start_points=100000, return_points=100000) as sheet:
        with pytest.raises(InvalidRequest, match=r"pao\) needs a yakuman"):
            sheet.record(ron("Ben", "Cid", han=3, fu=30, pao="Ann"))
        done = sheet.record(tsumo("Ben", yakuman=1, pao="Ann"))
        assert [(p.from_, p.amount) for p in done.outcome.payments] == [("Ann", 32000)]
        two = HandEntry((Winner("Ben", yakuman=1), Winner("Dan", han=2, fu=30)), discarder="Cid", pao="Ann")
        with pytest.raises(InvalidEntry, match="LIABLE:WINNER"):
            sheet.record(two)
        with pytest.raises(InvalidEntry, match="Cid did not win"):
            sheet.record(HandEntry(two.winners, discarder="Cid", pao="Ann", pao_for="Cid"))
        done = sheet.record(HandEntry(two.winners, discarder="Cid", pao="Ann", pao_for="Ben"))
        # Dan, nearest to the discarder, first; Ben (the dealer now) is paid half by the discarder and half by
        # the liable player
        assert [(p.from_, p.to, p.amount) for p in done.outcome.payments] == [
            ("Cid", "Dan", 2000),
            ("Cid", "Ben", 24000),
            ("Ann", "Ben", 24000),
        ]


def test_nagashi_mangan_and_tenpai_rules(db: Path) -> None:
    with open_match(db) as sheet:
        with pytest.raises(InvalidEntry, match="not in --tenpai"):
            sheet.record(HandEntry(riichi=("Ben",), tenpai=("Ann",)))
        done = sheet.record(HandEntry(nagashi=("Cid",), tenpai=("Ann", "Cid")))
        assert [(p.from_, p.to, p.amount, p.reason) for p in done.outcome.payments] == [
            ("Ann", "Cid", 4000, "nagashi"),
            ("Ben", "Cid", 2000, "nagashi"),
            ("Dan", "Cid", 2000, "nagashi"),
        ]
        assert not done.outcome.deal_passed and done.view.state.honba == 1
        with pytest.raises(InvalidEntry, match="are for draws"):
            sheet.record(ron("Ben", "Cid", han=1, fu=30, tenpai=("Ann",)))
        with pytest.raises(InvalidEntry, match="no tenpai or nagashi"):
            sheet.record(HandEntry(abortive=True, tenpai=("Ann",)))


def test_riichi_needs_a_thousand_points(db: Path) -> None:
    with open_match(db, start_points=1500, return_points=1500) as sheet:
        sheet.record(ron("Ben", "Ann", han=1, fu=30))  # Ann pays 1,000 and has 500
        with pytest.raises(InvalidEntry, match="Ann has 500 points: riichi needs 1000"):
            sheet.record(HandEntry(riichi=("Ann",), tenpai=("Ann",)))


def test_bust_ends_the_game(db: Path) -> None:
    with open_match(db) as sheet:
        done = sheet.record(ron("Ben", "Ann", yakuman=1))
        assert done.view.state.totals["Ann"] == -7000 and done.view.finished == "bust: Ann below zero"
        with pytest.raises(MatchOver):
            sheet.record(HandEntry())


def draws_to_the_end_of_south(sheet: Scoresheet) -> None:
    while sheet.match().state.round < 2 and sheet.match().finished is None:
        sheet.record(HandEntry())


def test_the_west_extension_ends_when_someone_reaches_the_return_points(db: Path) -> None:
    with open_match(db) as sheet:
        draws_to_the_end_of_south(sheet)
        state = sheet.match().state
        assert state.finished is None and state.round_wind == "W" and state.honba == 8
        sheet.record(ron("Ben", "Cid", han=1, fu=30))  # 1,000 + 2,400 honba: 28,400, not yet 30,000
        assert sheet.match().finished is None and sheet.match().state.honba == 0
        done = sheet.record(ron("Ben", "Cid", han=2, fu=30))  # 2,000 more
        assert done.view.finished == "Ben reached 30000 in the extension"


def test_the_west_extension_ends_after_west_4(db: Path) -> None:
    with open_match(db) as sheet:
        draws_to_the_end_of_south(sheet)
        for _ in range(4):
            sheet.record(HandEntry())
        assert sheet.match().finished == "West 4 played"


def test_without_the_extension_and_east_only(db: Path) -> None:
    with open_match(db, west_extension=False, length="east") as sheet:
        for _ in range(3):
            sheet.record(HandEntry())
        assert sheet.match().finished is None
        sheet.record(HandEntry())
        assert sheet.match().finished == "East 4 played"


def test_the_dealer_may_stop_while_leading_in_the_last_hand(sheet: Sheet, db: Path) -> None:
    sheet("new", "-r", "riichi-hana", "-p", "Ann,Ben,Cid,Dan", "-o", "length=east")
    for _ in range(3):
        sheet("hand", "--draw")
    refused(sheet, db, "stop", message="only right after a repeat")
    sheet("hand", "-w", "Dan", "--self-draw", "--han", "1", "--fu", "30")  # the dealer wins East 4 and leads
    assert "dealer may stop ('sheet stop')" in sheet("show").output
    out = sheet("stop").output
    assert "Dan, the dealer, stopped while leading" in out and "Final result" in out


def test_chombo_by_the_dealer_and_the_catalog(db: Path) -> None:
    with open_match(db) as sheet:
        done = sheet.record(PenaltyRecord("chombo", ("Ann",)))
        assert done.outcome.net == {"Ann": -12000, "Ben": 4000, "Cid": 4000, "Dan": 4000}
        assert not done.outcome.deal_passed and done.view.state.hand == 2
        with pytest.raises(InvalidRequest, match="unknown penalty 'false-mahjong'"):
            sheet.record(PenaltyRecord("false-mahjong", ("Ann",)))


def test_flower_chips_in_variation_3(db: Path) -> None:
    with open_match(db, variation=3, chip_value=100) as sheet:
        done = sheet.record(HandEntry(hana={"Ben": 2, "Dan": 1}, tenpai=("Ben",)))
        assert done.outcome.extra["chips"] == {"Ann": -3, "Ben": 5, "Cid": -3, "Dan": 1}
        placings = {p.name: p.total for p in sheet.match().placings()}
        assert placings["Ben"] == 25000 + 3000 + 500
    with Scoresheet(db) as sheet:
        sheet.new_match("riichi-hana", PLAYERS)
        with pytest.raises(InvalidEntry, match="only variation 3"):
            sheet.record(HandEntry(hana={"Ben": 1}))


def test_fields_riichi_does_not_read_and_bad_short_forms(db: Path) -> None:
    with open_match(db) as sheet:
        for entry, error, message in [
            (ron("Ben", "Ann", han=1, fu=30, values={"Ann": 3}), InvalidEntry, "--values"),
            (HandEntry((Winner("Ben", fan=3),), discarder="Ann"), InvalidEntry, "--fan"),
            (ron("Ben", "Ann", han=1, fu=30, dangerous=Dangerous("Ann")), InvalidEntry, "--pao"),
            (ron("Ben", "Ann"), InvalidEntry, "--han and --fu, or --yakuman"),
            (ron("Ben", "Ann", han=1, fu=30, yakuman=1), InvalidEntry, "--han and --fu, or --yakuman"),
            (ron("Ben", "Ann", han=2), InvalidRequest, "fu"),
            (ron("Ben", "Ann", han=2, fu=35), InvalidRequest, "multiple of 10"),
            (ron("Ben", "Ann", han=1, fu=30, dora=("1z",)), InvalidEntry, "dora are in his --han"),
            (HandEntry((Winner("Ben", PINFU),), discarder="Ann", dora=("9x",)), InvalidNotation, "--dora"),
            (HandEntry((Winner("Ben", "123m456p234789s1z +1z"),), discarder="Ann"), InvalidEntry, "no-yaku"),
            (
                HandEntry((Winner("Ben"), Winner("Cid"), Winner("Dan")), discarder="Ann"),
                InvalidEntry,
                "at most 2 winners",
            ),
            (
                HandEntry((Winner("Ben", han=1, fu=30), Winner("Cid", han=1, fu=30)), self_draw=True),
                InvalidEntry,
                "double ron",
            ),
            (HandEntry(pao="Ann"), InvalidEntry, "--pao needs a winner"),
        ]:
            with pytest.raises(error, match=message):
                sheet.record(entry)
        assert sheet.match().state.entries == 0
        with pytest.raises(InvalidEntry, match="only right after a repeat"):
            sheet.record(Stop())


def test_riichi_on_the_command_line(sheet: Sheet, db: Path) -> None:
    sheet("new", "-r", "riichi-hana", "-p", "Ann,Ben,Cid,Dan")
    refused(sheet, db, "hand", "-w", "Ben", "-d", "Ann", "--han", "Eve=3", "--fu", "30", message="is not a --winner")
    refused(sheet, db, "hand", "-w", "Ben", "-d", "Ann", "--han", "x", "--fu", "30", message="whole numbers")
    out = sheet(
        "hand", "-w", "Ben", "-d", "Ann", "--hand", PINFU, "--riichi", "Ben", "--ippatsu", "Ben", "--dora", "1z"
    ).output
    assert "Ippatsu" in out
    sheet("hand", "-w", "Ann", "--self-draw", "--yakuman", "1")  # Ann is not the dealer: 16,000 / 8,000
    body = json.loads(sheet("export").output)
    assert body["hands"][-1]["net"]["Ann"] == 32000 and body["hands"][-1]["net"]["Ben"] == -16000
