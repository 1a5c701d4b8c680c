"""`dmjl-hk-easy` on the scoresheet: a full match with repeats and draws, fan and notation, dangerous play,
penalties, chips and bust, time-up, seat rotation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sheet_helpers import PLAYERS, Sheet, refused

from jongg.errors import InvalidRequest
from jongg.scoresheet import (
    Dangerous,
    HandEntry,
    InvalidEntry,
    MatchOver,
    PenaltyRecord,
    Scoresheet,
    TimeUp,
    Winner,
)

POINTS = {0: 1, 1: 2, 2: 4, 3: 8, 4: 16, 5: 16, 6: 16, 7: 32, 10: 64}

# (East, round, what happened): winner, discarder (None: self-draw), fan; or None for a draw.
MATCH = [
    ("Ann", "E", ("Ann", None, 3)),  # East wins: repeat
    ("Ann", "E", ("Ann", "Ben", 1)),  # repeat
    ("Ann", "E", None),  # a draw passes the deal
    ("Ben", "E", ("Cid", "Dan", 4)),
    ("Cid", "E", ("Cid", None, 0)),  # 0 fan is a valid hand: 1 point
    ("Cid", "E", ("Dan", "Ann", 10)),
    ("Dan", "E", ("Ann", "Ben", 2)),
    ("Ann", "S", ("Ann", None, 6)),
    ("Ann", "S", None),
    ("Ben", "S", ("Ben", "Ann", 7)),
    ("Ben", "S", ("Dan", None, 3)),
    ("Cid", "S", None),
    ("Dan", "S", None),
    ("Ann", "W", ("Cid", "Dan", 1)),
    ("Ben", "W", None),
    ("Cid", "W", None),
    ("Dan", "W", None),
    ("Ann", "N", None),
    ("Ben", "N", None),
    ("Cid", "N", ("Cid", None, 5)),
    ("Cid", "N", None),
    ("Dan", "N", ("Dan", "Cid", 3)),
    ("Dan", "N", None),
]


def open_match(db: Path, **options: object) -> Scoresheet:
    sheet = Scoresheet(db, create=True)
    sheet.new_match("dmjl-hk-easy", PLAYERS, options)
    return sheet


def fan_win(name: str, by: str | None, fan: int, **kw: object) -> HandEntry:
    return HandEntry((Winner(name, fan=fan),), self_draw=by is None, discarder=by, **kw)  # type: ignore[arg-type]


def test_a_full_match_of_sixteen_deals_with_repeats_and_draws(sheet: Sheet, db: Path) -> None:
    sheet("new", "--ruleset", "dmjl-hk-easy", "--players", "Ann,Ben,Cid,Dan")
    totals = dict.fromkeys(PLAYERS, 0)
    for number, (east, round_wind, result) in enumerate(MATCH, 1):
        status = json.loads(sheet("export").output)["state"]
        assert (status["hand"], status["east"], status["round_wind"]) == (number, east, round_wind)
        if result is None:
            sheet("hand", "--draw", "--expect", str(number))
            continue
        winner, by, fan = result
        args = ["hand", "--winner", winner, "--fan", str(fan), "--expect", str(number)]
        sheet(*args, *(["--discarder", by] if by else ["--self-draw"]))
        p = POINTS[fan]
        for other in PLAYERS:
            if other != winner:
                pay = 2 * p if by in (None, other) else p
                totals[other] -= pay
                totals[winner] += pay
    body = json.loads(sheet("export").output)
    assert body["totals"] == totals
    assert body["finished"] == "four rounds played"
    assert len(body["hands"]) == 23 and sum(h["deal_passed"] for h in body["hands"]) == 16
    assert "Match over" in sheet("show").output
    refused(sheet, db, "hand", "--draw", message="is over")


def test_the_hand_in_notation_is_scored_and_paid(db: Path) -> None:
    """contract.md §2/§4: E wins 234m567p9s [666z] (1111s) 1f +9s on S's discard: S→E 8, W→E 4, N→E 4."""
    with open_match(db) as sheet:
        done = sheet.record(HandEntry((Winner("Ann", "234m567p9s [666z] (1111s) 1f +9s"),), discarder="Ben"))
        assert done.outcome.scores["Ann"].fan == 2
        assert [(p.from_, p.amount) for p in done.outcome.payments] == [("Ben", 8), ("Cid", 4), ("Dan", 4)]
        assert not done.outcome.deal_passed
        with pytest.raises(InvalidEntry, match="one of them"):
            sheet.record(HandEntry((Winner("Ann", "234m567p9s [666z] (1111s) 1f +9s", fan=2),), discarder="Ben"))
        with pytest.raises(InvalidEntry, match="one of them"):
            sheet.record(HandEntry((Winner("Ann"),), discarder="Ben"))


def test_robbing_the_kong_is_paid_by_the_robbed_player(db: Path) -> None:
    with open_match(db) as sheet:
        entry = HandEntry((Winner("Ben", "234m567p99s78s [666z] 1f +6s", ("robbing_kong",)),), discarder="Dan")
        done = sheet.record(entry)
        assert done.outcome.scores["Ben"].fan == 2  # dragon pung, robbing the kong
        assert done.outcome.net == {"Ann": -4, "Ben": 16, "Cid": -4, "Dan": -8}


def test_fan_minimum(db: Path) -> None:
    with open_match(db, fan_minimum=3) as sheet:
        with pytest.raises(InvalidEntry, match="below the agreed minimum of 3"):
            sheet.record(fan_win("Ben", "Ann", 2))
        assert sheet.record(fan_win("Ben", "Ann", 3)).outcome.net["Ben"] == 32


def test_fields_hke_does_not_read_are_refused(db: Path) -> None:
    with open_match(db) as sheet:
        for entry, message in [
            (HandEntry((Winner("Ben", fan=2),), discarder="Ann", values={"Ann": 2}), "--values"),
            (HandEntry((Winner("Ben", fan=2),), discarder="Ann", losers={"Ann": "123m456p789s1122z"}), "--loser"),
            (HandEntry((Winner("Ben", han=2, fu=30),), discarder="Ann"), "--han"),
            (HandEntry(tenpai=("Ann",)), "--tenpai"),
            (fan_win("Ben", "Ann", -1), "negative"),
        ]:
            with pytest.raises(InvalidEntry, match=message):
                sheet.record(entry)


# -- dangerous play (penalties.md, contract.md §4) -------------------------------------------------------
@pytest.mark.parametrize(
    ("by", "dangerous", "payments"),
    [
        ("Cid", Dangerous("Cid"), [("Cid", 256, "dangerous-play")]),
        (None, Dangerous("Dan", "supplied-pung"), [("Dan", 384, "dangerous-play")]),
        ("Dan", Dangerous("Dan", "supplied-pung"), [("Dan", 256, "dangerous-play")]),
        ("Cid", Dangerous("Dan", "supplied-pung"), [("Cid", 128, "win"), ("Dan", 128, "dangerous-play")]),
        ("Cid", Dangerous("Cid", no_choice=True), [("Ben", 64, "win"), ("Cid", 128, "win"), ("Dan", 64, "win")]),
        (
            "Cid",
            Dangerous("Dan", "supplied-pung", no_choice=True),
            [("Ben", 64, "win"), ("Cid", 128, "win"), ("Dan", 64, "win")],
        ),
    ],
)
def test_every_liability_case(
    db: Path, by: str | None, dangerous: Dangerous, payments: list[tuple[str, int, str]]
) -> None:
    with open_match(db, dangerous_play=True) as sheet:
        done = sheet.record(fan_win("Ann", by, 10, dangerous=dangerous))
        assert [(p.from_, p.amount, p.reason) for p in done.outcome.payments] == payments
        assert all(p.to == "Ann" for p in done.outcome.payments)


def test_liability_needs_the_option_and_the_discard(db: Path) -> None:
    with open_match(db) as sheet, pytest.raises(InvalidRequest, match="dangerous_play"):
        sheet.record(fan_win("Ann", "Cid", 10, dangerous=Dangerous("Cid")))
    with Scoresheet(db) as sheet:
        sheet.new_match("dmjl-hk-easy", PLAYERS, {"dangerous_play": True})
        with pytest.raises(InvalidRequest, match="winning-discard"):
            sheet.record(fan_win("Ann", None, 10, dangerous=Dangerous("Cid")))


# -- penalties ------------------------------------------------------------------------------------------
def test_false_mahjong_passes_the_winds(db: Path) -> None:
    with open_match(db) as sheet:
        done = sheet.record(PenaltyRecord("false-mahjong", ("Ben",)))
        assert done.outcome.net == {"Ann": 16, "Ben": -48, "Cid": 16, "Dan": 16}
        assert done.outcome.ends_hand and done.outcome.deal_passed and done.view.state.east == "Ben"
        two = sheet.record(PenaltyRecord("false-mahjong", ("Ben", "Cid"))).outcome
        assert two.net == {"Ann": 32, "Ben": -32, "Cid": -32, "Dan": 32}


def test_obstruction_does_not_end_the_hand(db: Path) -> None:
    with open_match(db) as sheet:
        done = sheet.record(PenaltyRecord("obstruction", ("Dan",)))
        assert done.outcome.net == {"Ann": 16, "Ben": 16, "Cid": 16, "Dan": -48}
        assert not done.outcome.ends_hand and done.view.state.hand == 1 and done.view.state.east == "Ann"
        with pytest.raises(InvalidRequest, match="unknown penalty 'wrong-name-chow'"):
            sheet.record(PenaltyRecord("wrong-name-chow", ("Dan",), "Ann"))


# -- chips, bust, time-up, seat rotation ----------------------------------------------------------------
def test_chips_and_bust_end_the_match_with_that_hand(db: Path) -> None:
    with open_match(db, chips=200) as sheet:
        assert sheet.match().state.totals == dict.fromkeys(PLAYERS, 200)
        sheet.record(fan_win("Ann", None, 10))  # each pays 128: 72 left
        done = sheet.record(fan_win("Ann", "Ben", 10))  # Ben pays 128 more
        assert done.view.state.totals["Ben"] == -56
        assert done.view.finished == "bust: Ben below zero"
        with pytest.raises(MatchOver):
            sheet.record(HandEntry())


def test_a_bust_by_penalty_ends_the_match_when_the_hand_ends(db: Path) -> None:
    with open_match(db, chips=40) as sheet:
        sheet.record(PenaltyRecord("obstruction", ("Dan",)))
        assert sheet.match().finished is None  # Dan is at -8: the hand is played to its end
        done = sheet.record(fan_win("Dan", None, 1))  # Dan wins 12 back, but went bust in this hand
        assert done.view.state.totals["Dan"] == 4 and done.view.finished == "bust: Dan below zero"


def test_time_up(sheet: Sheet, db: Path) -> None:
    sheet("new", "-r", "dmjl-hk-easy", "-p", "Ann,Ben,Cid,Dan", "--option", "max_duration=120")
    assert "Time: 0 of 120 minutes" in sheet("show").output
    sheet("hand", "-w", "Ben", "--fan", "3", "--self-draw")
    result = sheet("time-up", "--expect", "2")
    assert "time up" in result.output and "Match over" in result.output
    body = json.loads(sheet("export").output)
    assert body["finished"] == "time up after 120 minutes" and body["totals"]["Ben"] == 48
    assert body["hands"][-1]["payments"] == [] and body["hands"][-1]["kind"] == "time-up"
    refused(sheet, db, "hand", "--draw", message="over")
    sheet("undo")
    assert "Next: hand 2" in sheet("show").output


def test_time_up_needs_max_duration(db: Path) -> None:
    with open_match(db) as sheet, pytest.raises(InvalidEntry, match="max_duration"):
        sheet.record(TimeUp())
    with Scoresheet(db) as sheet:
        sheet.new_match("dmjl-classical", PLAYERS)
        with pytest.raises(InvalidEntry, match="max_duration"):
            sheet.record(TimeUp())


def test_seat_rotation_table(db: Path) -> None:
    with open_match(db, seat_rotation=True) as sheet:
        seen = []
        for number in range(20):
            state = sheet.match().state
            if state.passes == 0 and (not seen or seen[-1][0] != state.round_wind):
                seen.append((state.round_wind, list(state.seating), state.east))
            sheet.record(fan_win(state.east, None, 1) if number % 5 == 0 else HandEntry())
        assert seen == [
            ("E", ["Ann", "Ben", "Cid", "Dan"], "Ann"),
            ("S", ["Ben", "Ann", "Dan", "Cid"], "Ben"),
            ("W", ["Cid", "Dan", "Ben", "Ann"], "Cid"),
            ("N", ["Dan", "Cid", "Ann", "Ben"], "Dan"),
        ]
        assert sheet.match().finished == "four rounds played"


def test_a_shorter_match_ends_after_the_agreed_rounds(db: Path) -> None:
    """Option `rounds`: the scoresheet ends a one-round match after four passes of the deal, like the engine."""
    with open_match(db, rounds=1) as sheet:
        for _ in range(3):
            sheet.record(HandEntry())  # a draw: the deal passes (HKE)
            assert sheet.match().finished is None
        sheet.record(HandEntry())
        assert sheet.match().finished == "the agreed rounds played"
