"""`dmjl-classical` on the scoresheet: values and notation, settlement, dangerous play, penalties, deal and rounds."""

from __future__ import annotations

from pathlib import Path

import pytest
from sheet_helpers import PLAYERS, Sheet, refused

from jongg.contract import ScoreRequest, Win
from jongg.errors import InvalidRequest
from jongg.rules import find_ruleset
from jongg.scoresheet import (
    Dangerous,
    HandEntry,
    InvalidEntry,
    MatchOver,
    PenaltyRecord,
    Scoresheet,
    Winner,
)

CLASSICAL = find_ruleset("dmjl-classical")
WORKED = {"Ann": 2, "Ben": 46, "Cid": 12, "Dan": 192}
"""contract.md §4: East 2, South 46, West 12, North 192 (Ann is East in hand 1)."""
WINNING = "111m666m55m77m [234m] +7m"
LOSERS = {"Ben": "123m456p789s1122z", "Cid": "234m567p88s999s11z", "Dan": "555z666z234m11p22s"}


def open_match(db: Path, **options: object) -> Scoresheet:
    sheet = Scoresheet(db, create=True)
    sheet.new_match("dmjl-classical", PLAYERS, options)
    return sheet


def win(name: str, by: str | None = None, values: dict[str, int] | None = None, **kw: object) -> HandEntry:
    """A win on `by`'s discard (None: self-draw), with values counted at the table."""
    return HandEntry((Winner(name),), self_draw=by is None, discarder=by, values=values or {}, **kw)  # type: ignore[arg-type]


# -- the worked example ---------------------------------------------------------------------------------
def test_worked_example_with_values_on_the_command_line(sheet: Sheet) -> None:
    sheet("new", "--ruleset", "dmjl-classical", "--players", "Ann,Ben,Cid,Dan")
    result = sheet("hand", "--winner", "Dan", "--discarder", "Ann", "--values", "Ann=2,Ben=46,Cid=12,Dan=192")
    lines = [" ".join(line.split()) for line in result.output.splitlines()]
    assert "Ann → Dan 384 win" in lines
    assert "Ben → Dan 192 win" in lines and "Cid → Dan 192 win" in lines
    assert "Ann → Ben 88 difference" in lines and "Ann → Cid 20 difference" in lines
    assert "Cid → Ben 34 difference" in lines
    assert "total 1508 1930 1794 2768" in lines
    export = sheet("export", "--format", "json")
    import json

    body = json.loads(export.output)
    assert body["totals"] == {"Ann": 1508, "Ben": 1930, "Cid": 1794, "Dan": 2768}
    assert [p["amount"] for p in body["hands"][0]["payments"]] == [384, 192, 192, 88, 20, 34]


def test_worked_example_through_the_api(db: Path) -> None:
    with open_match(db) as sheet:
        done = sheet.record(win("Dan", "Ann", WORKED))
        assert done.view.state.totals == {"Ann": 1508, "Ben": 1930, "Cid": 1794, "Dan": 2768}
        assert done.outcome.net == {"Ann": -492, "Ben": -70, "Cid": -206, "Dan": 768}
        assert done.outcome.seats == {"Ann": "E", "Ben": "S", "Cid": "W", "Dan": "N"}
        assert done.outcome.deal_passed and done.view.state.east == "Ben"


def test_east_winning_and_the_winds_pass(db: Path) -> None:
    """contract.md §4: East winning 100 against S 20, W 10, N 30: E +600, S −200, W −230, N −170."""
    with open_match(db) as sheet:
        done = sheet.record(win("Ann", "Ben", {"Ann": 100, "Ben": 20, "Cid": 10, "Dan": 30}))
        assert done.outcome.net == {"Ann": 600, "Ben": -200, "Cid": -230, "Dan": -170}
        assert not done.outcome.deal_passed and done.view.state.east == "Ann" and done.view.state.streak == 1


# -- notation -------------------------------------------------------------------------------------------
def test_hands_in_notation_are_scored_by_the_rule_set(db: Path) -> None:
    with open_match(db) as sheet:
        entry = HandEntry((Winner("Ann", WINNING),), discarder="Dan", losers=LOSERS)
        done = sheet.record(entry)
    expected = {"Ann": CLASSICAL.score(ScoreRequest("dmjl-classical", WINNING, "E", "E", win=Win("discard", "N")))}
    for name, wind in zip(PLAYERS[1:], "SWN", strict=True):
        expected[name] = CLASSICAL.score(ScoreRequest("dmjl-classical", LOSERS[name], wind, "E"))  # type: ignore[arg-type]
    assert done.outcome.scores == expected
    assert done.outcome.values == {n: r.total for n, r in expected.items()}
    assert done.outcome.values["Ann"] == 272
    # East wins: each loser pays 2 × 272, then the losers settle their differences (one of them is not East)
    v = done.outcome.values
    assert done.outcome.net["Ann"] == 3 * 2 * 272
    assert sum(done.outcome.net.values()) == 0
    assert done.outcome.net["Dan"] == -2 * 272 + (v["Dan"] - v["Ben"]) + (v["Dan"] - v["Cid"])


def test_notation_mixed_with_values_and_itemised_output(sheet: Sheet) -> None:
    sheet("new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan")
    result = sheet(
        "hand",
        "-w",
        "Ann",
        "--hand",
        WINNING,
        "-d",
        "Dan",
        "--loser",
        f"Ben={LOSERS['Ben']}",
        "--values",
        "Cid=10,Dan=64",
        "--lang",
        "de",
    )
    assert "Reines Farbspiel" in result.output and "total 272" in result.output
    assert "Ben (S)" in result.output


def test_win_flags_and_the_east_streak_reach_the_rule_set(db: Path) -> None:
    with open_match(db) as sheet:
        for _ in range(8):
            sheet.record(win("Ann", "Ben", {"Ann": 40, "Ben": 0, "Cid": 0, "Dan": 0}))
        assert sheet.match().state.streak == 8
        done = sheet.record(HandEntry((Winner("Ann", WINNING),), discarder="Dan", losers=LOSERS))
        assert done.outcome.scores["Ann"].limit_hand == "east-nine-wins"
        assert done.outcome.deal_passed and done.view.state.east == "Ben" and done.view.state.streak == 0
        flags = HandEntry(
            (Winner("Ben", "55m77m234p (6666m) (1111m) +7m", ("replacement", "kong_on_kong")),),
            self_draw=True,
            values={"Ann": 0, "Cid": 0, "Dan": 0},
        )
        assert sheet.record(flags).outcome.scores["Ben"].limit_hand == "twofold-fortune"


def test_east_ninth_win_given_as_values_must_be_the_limit(db: Path) -> None:
    """The sheet knows the streak: East's ninth win in a row is the limit hand, so a smaller value counted at the
    table is refused (the rule set would score the limit from a hand in notation)."""
    with open_match(db) as sheet:
        for _ in range(8):
            sheet.record(win("Ann", "Ben", {"Ann": 40, "Ben": 0, "Cid": 0, "Dan": 0}))
        with pytest.raises(InvalidEntry, match=r"ninth time in a row.*the limit 500, not 192"):
            sheet.record(win("Ann", "Ben", {"Ann": 192, "Ben": 0, "Cid": 0, "Dan": 0}))
        assert sheet.match().state.streak == 8 and sheet.match().state.entries == 8
        done = sheet.record(win("Ann", "Ben", {"Ann": 500, "Ben": 0, "Cid": 0, "Dan": 0}))
        assert done.outcome.deal_passed and done.view.state.east == "Ben" and done.view.state.streak == 0


def test_east_ninth_win_as_values_on_the_command_line(sheet: Sheet, db: Path) -> None:
    sheet("new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan", "-o", "limit=1000")
    for _ in range(8):
        sheet("hand", "-w", "Ann", "-d", "Ben", "-v", "Ann=40,Ben=0,Cid=0,Dan=0")
    refused(
        sheet, db, "hand", "-w", "Ann", "-d", "Ben", "-v", "Ann=500,Ben=0,Cid=0,Dan=0", message="ninth time in a row"
    )
    sheet("hand", "-w", "Ann", "-d", "Ben", "-v", "Ann=1000,Ben=0,Cid=0,Dan=0")


def test_irregular_loser_hands(db: Path) -> None:
    with open_match(db) as sheet:
        entry = HandEntry(
            (Winner("Ann", WINNING),), discarder="Dan", losers=LOSERS, irregular={"Dan": "long", "Ben": "short"}
        )
        done = sheet.record(entry)
        assert done.outcome.values["Dan"] == 0
        assert done.outcome.values["Ben"] == 4
    with Scoresheet(db) as sheet, pytest.raises(InvalidEntry, match="give Cid's hand in notation"):
        sheet.record(win("Ben", "Cid", {"Ann": 0, "Ben": 40, "Cid": 0, "Dan": 0}, irregular={"Cid": "long"}))


def test_a_winner_whose_hand_does_not_win_is_refused(db: Path) -> None:
    with open_match(db, min_points=300) as sheet:
        with pytest.raises(InvalidEntry, match=r"does not win \(below-minimum\)"):
            sheet.record(HandEntry((Winner("Ann", WINNING),), discarder="Dan", losers=LOSERS))
        with pytest.raises(InvalidEntry, match="below min_points 300"):
            sheet.record(win("Ann", "Dan", {"Ann": 272, "Ben": 0, "Cid": 0, "Dan": 0}))
        with pytest.raises(InvalidEntry, match="dead-hand"):
            sheet.record(
                HandEntry((Winner("Ann", WINNING),), discarder="Dan", losers=LOSERS, irregular={"Ann": "foul"})
            )
        assert sheet.match().state.entries == 0


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"Ann": 2, "Ben": 46, "Cid": 12}, "give Dan"),
        ({"Ann": 2, "Ben": 46, "Cid": 12, "Dan": 501}, "outside 0–500"),
        ({"Ann": -1, "Ben": 46, "Cid": 12, "Dan": 192}, "outside 0–500"),
        ({"Ann": 2, "Ben": 46, "Cid": 12, "Dan": 8}, "at least 20"),
    ],
)
def test_bad_values_are_refused(db: Path, values: dict[str, int], message: str) -> None:
    with open_match(db) as sheet, pytest.raises(InvalidEntry, match=message):
        sheet.record(win("Dan", "Ann", values))


def test_a_hand_given_twice_or_for_the_wrong_player_is_refused(db: Path) -> None:
    with open_match(db) as sheet:
        with pytest.raises(InvalidEntry, match="given twice"):
            sheet.record(HandEntry((Winner("Ann", WINNING),), discarder="Dan", losers=LOSERS, values={"Ben": 4}))
        with pytest.raises(InvalidEntry, match="Ann is the winner"):
            sheet.record(HandEntry((Winner("Ann"),), discarder="Dan", losers={"Ann": LOSERS["Ben"]}))
        with pytest.raises(InvalidEntry, match="not used by dmjl-classical"):
            sheet.record(HandEntry((Winner("Ann", fan=3),), discarder="Dan", values=WORKED))


# -- draws ----------------------------------------------------------------------------------------------
def test_a_draw_pays_nothing_and_passes_the_deal(db: Path) -> None:
    with open_match(db) as sheet:
        with pytest.raises(InvalidEntry, match="settle_draws is off"):
            sheet.record(HandEntry(values=WORKED))
        done = sheet.record(HandEntry())
        assert done.outcome.payments == () and done.outcome.deal_passed
        assert done.view.state.east == "Ben" and done.view.state.hand == 2


def test_settle_draws_settles_the_differences(db: Path) -> None:
    """contract.md §4: a draw with E 20, S 100, W 10, N 30 and settle_draws: E −160, S +320, W −130, N −30."""
    with open_match(db, settle_draws=True) as sheet:
        with pytest.raises(InvalidEntry, match="every player's hand is scored"):
            sheet.record(HandEntry())
        done = sheet.record(HandEntry(values={"Ann": 20, "Ben": 100, "Cid": 10, "Dan": 30}))
        assert done.outcome.net == {"Ann": -160, "Ben": 320, "Cid": -130, "Dan": -30}
        assert done.outcome.deal_passed
        # in notation: every hand scored as a loser's (Ben is East now)
        hands = dict(LOSERS) | {"Ann": "111m666m55m77m234p"}
        done = sheet.record(HandEntry(losers=hands))
        assert done.outcome.seats["Ben"] == "E" and done.outcome.values == {
            n: CLASSICAL.score(ScoreRequest("dmjl-classical", hands[n], done.outcome.seats[n], "E")).total
            for n in ("Ben", "Cid", "Dan", "Ann")
        }
        assert sum(done.outcome.net.values()) == 0 and done.outcome.net["Dan"] > 0
        # a penalty is settled on its own, also with settle_draws on
        penalty = sheet.record(PenaltyRecord("wrong-name-pung", ("Ben",), "Cid")).outcome
        assert penalty.net == {"Ann": 0, "Ben": -100, "Cid": 100, "Dan": 0}


# -- dangerous play -------------------------------------------------------------------------------------
def test_liable_for_the_winning_discard_pays_for_all(db: Path) -> None:
    """contract.md §4: the worked example with East liable: E→N 768 (dangerous-play), nothing else."""
    with open_match(db) as sheet:
        done = sheet.record(win("Dan", "Ann", WORKED, dangerous=Dangerous("Ann")))
        assert [(p.from_, p.to, p.amount, p.reason) for p in done.outcome.payments] == [
            ("Ann", "Dan", 768, "dangerous-play")
        ]


def test_liable_when_east_wins_pays_six_times(db: Path) -> None:
    with open_match(db) as sheet:
        done = sheet.record(
            win("Ann", None, {"Ann": 100, "Ben": 20, "Cid": 10, "Dan": 30}, dangerous=Dangerous("Cid", "supplied-pung"))
        )
        assert [(p.from_, p.amount) for p in done.outcome.payments] == [("Cid", 600)]


def test_liable_supplier_on_another_players_discard(db: Path) -> None:
    with open_match(db) as sheet:
        done = sheet.record(win("Dan", "Ben", WORKED, dangerous=Dangerous("Cid", "supplied-pung")))
        assert [(p.from_, p.to, p.amount) for p in done.outcome.payments] == [("Cid", "Dan", 768)]


def test_no_choice_pays_normally(db: Path) -> None:
    with open_match(db) as sheet:
        done = sheet.record(win("Dan", "Ann", WORKED, dangerous=Dangerous("Ann", no_choice=True)))
        assert done.outcome.net == {"Ann": -492, "Ben": -70, "Cid": -206, "Dan": 768}


def test_liability_that_cannot_be_is_refused(db: Path) -> None:
    with open_match(db) as sheet:
        with pytest.raises(InvalidRequest, match="winning-discard"):
            sheet.record(win("Dan", "Ann", WORKED, dangerous=Dangerous("Ben")))
        with pytest.raises(InvalidRequest, match="winning-discard"):
            sheet.record(win("Dan", None, WORKED, dangerous=Dangerous("Ben")))
        with pytest.raises(InvalidEntry, match="cannot be liable"):
            sheet.record(win("Dan", "Ann", WORKED, dangerous=Dangerous("Dan", "supplied-pung")))
        with pytest.raises(InvalidEntry, match="needs a winner"):
            sheet.record(HandEntry(dangerous=Dangerous("Dan")))


def test_dangerous_on_the_command_line(sheet: Sheet, db: Path) -> None:
    sheet("new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan")
    result = sheet("hand", "-w", "Dan", "-d", "Ben", "-v", "Ann=2,Ben=46,Cid=12,Dan=192", "--dangerous", "Cid:supplied")
    assert "dangerous-play" in result.output
    refused(
        sheet,
        db,
        "hand",
        "-w",
        "Ann",
        "--self-draw",
        "-v",
        "Ann=40,Ben=0,Cid=0,Dan=0",
        "--dangerous",
        "Cid:maybe",
        message="':supplied' and ':no-choice'",
    )


# -- penalties ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("offenders", "net"),
    [
        (("Ben",), {"Ann": 300, "Ben": -900, "Cid": 300, "Dan": 300}),
        (("Ben", "Cid"), {"Ann": 300, "Ben": -300, "Cid": -300, "Dan": 300}),
        (("Ann", "Ben", "Cid"), {"Ann": -100, "Ben": -100, "Cid": -100, "Dan": 300}),
    ],
)
def test_false_mahjong(db: Path, offenders: tuple[str, ...], net: dict[str, int]) -> None:
    with open_match(db) as sheet:
        done = sheet.record(PenaltyRecord("false-mahjong", offenders))
        assert done.outcome.net == net and done.outcome.ends_hand
        assert done.view.state.hand == 2
        # the winds pass only if an offender was East (Ann)
        assert done.outcome.deal_passed == ("Ann" in offenders)


@pytest.mark.parametrize(("rule", "amount"), [("wrong-name-chow", 50), ("wrong-name-pung", 100)])
def test_wrongly_named_tile_claimed_for_a_set(db: Path, rule: str, amount: int) -> None:
    with open_match(db) as sheet:
        done = sheet.record(PenaltyRecord(rule, ("Cid",), "Dan"))
        assert [(p.from_, p.to, p.amount, p.reason) for p in done.outcome.payments] == [("Cid", "Dan", amount, rule)]
        assert not done.outcome.ends_hand and done.view.state.hand == 1 and done.view.state.east == "Ann"
        with pytest.raises(InvalidRequest, match="needs claimer"):
            sheet.record(PenaltyRecord(rule, ("Cid",)))
        with pytest.raises(InvalidRequest, match="claimer cannot be an offender"):
            sheet.record(PenaltyRecord(rule, ("Cid",), "Cid"))
        # the hand goes on and is settled normally
        assert sheet.record(win("Dan", "Ann", WORKED)).outcome.hand == 1


@pytest.mark.parametrize(("namer", "claimer"), [("Cid", "Ben"), ("Cid", "Ann"), ("Dan", "Ben"), ("Ann", "Cid")])
def test_a_wrong_name_chow_is_claimed_only_by_the_namers_next_player(db: Path, namer: str, claimer: str) -> None:
    """Only the player after the discarder may claim a discard for a chow (E, S, W, N: Ann, Ben, Cid, Dan)."""
    with open_match(db) as sheet:
        with pytest.raises(InvalidRequest, match=rf"only .* the player after {namer}.*not {claimer}"):
            sheet.record(PenaltyRecord("wrong-name-chow", (namer,), claimer))
        assert sheet.match().state.entries == 0
        sheet.record(PenaltyRecord("wrong-name-pung", (namer,), claimer))  # a pung may be claimed by anyone


def test_a_wrong_name_chow_follows_the_seats_after_the_deal_passed(sheet: Sheet, db: Path) -> None:
    sheet("new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan")
    sheet("hand", "--draw")  # Ben is East now: Ann sits North, and East plays after North
    refused(
        sheet,
        db,
        "penalty",
        "wrong-name-chow",
        "--payer",
        "Ann",
        "--claimer",
        "Cid",
        message="only Ben, the player after Ann",
    )
    sheet("penalty", "wrong-name-chow", "--payer", "Ann", "--claimer", "Ben")


@pytest.mark.parametrize("namer", ["Ann", "Ben"])
def test_wrongly_named_tile_claimed_for_mahjong(db: Path, namer: str) -> None:
    with open_match(db) as sheet:
        done = sheet.record(PenaltyRecord("wrong-name-mahjong", (namer,)))
        assert done.outcome.net[namer] == -900
        assert all(done.outcome.net[p] == 300 for p in PLAYERS if p != namer)
        assert done.outcome.ends_hand and done.outcome.deal_passed == (namer == "Ann")


def test_wrongly_named_tile_claimed_for_a_false_mahjong(db: Path) -> None:
    with open_match(db) as sheet:
        done = sheet.record(PenaltyRecord("wrong-name-false-mahjong", ("Ben", "Dan")))
        assert done.outcome.net == {"Ann": 300, "Ben": -300, "Cid": 300, "Dan": -300}
        assert done.outcome.ends_hand and not done.outcome.deal_passed
        with pytest.raises(InvalidRequest, match="takes 2 offender"):
            sheet.record(PenaltyRecord("wrong-name-false-mahjong", ("Ben",)))
        with pytest.raises(InvalidRequest, match="unknown penalty 'chombo'"):
            sheet.record(PenaltyRecord("chombo", ("Ben",)))


def test_penalty_ends_the_streak_but_not_the_deal(db: Path) -> None:
    with open_match(db) as sheet:
        sheet.record(win("Ann", "Ben", {"Ann": 40, "Ben": 0, "Cid": 0, "Dan": 0}))
        done = sheet.record(PenaltyRecord("false-mahjong", ("Cid",)))
        assert done.view.state.east == "Ann" and done.view.state.streak == 0 and done.view.state.hand == 3


# -- rounds and the end ---------------------------------------------------------------------------------
def test_four_rounds_end_the_match(db: Path) -> None:
    with open_match(db) as sheet:
        rounds = []
        for number in range(1, 17):
            state = sheet.match().state
            rounds.append((state.round_wind, state.east))
            if number == 5:  # East of the South round wins once: he deals again, the round goes on
                sheet.record(win(state.east, None, dict.fromkeys(PLAYERS, 0) | {state.east: 20}))
            sheet.record(HandEntry(), expect=sheet.match().state.hand)
        assert rounds[:4] == [("E", "Ann"), ("E", "Ben"), ("E", "Cid"), ("E", "Dan")]
        assert rounds[4:8] == [("S", "Ann"), ("S", "Ben"), ("S", "Cid"), ("S", "Dan")]
        assert [r for r, _ in rounds[8:]] == ["W"] * 4 + ["N"] * 4
        view = sheet.match()
        assert view.finished == "four rounds played" and view.state.hand == 18
        with pytest.raises(MatchOver):
            sheet.record(HandEntry())
        places = view.placings()
        assert places[0].name == "Ann" and places[0].score == 120 and places[0].place == 1
        assert [p.place for p in places] == [1, 2, 2, 2]


def test_seat_exchange_between_rounds(db: Path) -> None:
    with open_match(db, seat_exchange=True) as sheet:
        seen = []
        for _ in range(16):
            state = sheet.match().state
            if state.passes == 0:
                seen.append(list(state.seating))
            sheet.record(HandEntry())
        assert seen == [
            ["Ann", "Ben", "Cid", "Dan"],
            ["Ben", "Ann", "Dan", "Cid"],
            ["Cid", "Dan", "Ben", "Ann"],
            ["Dan", "Cid", "Ann", "Ben"],
        ]


def test_the_first_hand_of_each_round_is_dealt_from_seat_e0(db: Path) -> None:
    with open_match(db, seat_exchange=True) as sheet:
        for _ in range(4):
            sheet.record(HandEntry())
        state = sheet.match().state
        assert state.east == "Ben" and state.round_wind == "S"
        assert state.seat_winds() == {"Ben": "E", "Ann": "S", "Dan": "W", "Cid": "N"}
