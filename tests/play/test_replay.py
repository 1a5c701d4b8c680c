"""`jongg replay` driven headless: forward, back, next and previous hand, jump to a hand, the end; all hands
open or one seat's view; the score of a hand and the placings appear at their events; one record of a gzip file
of records (Riichi)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from play_helpers import screen_text, settle
from test_session import play_on

from jongg.host.store import GameNotFound, load_record
from jongg.play.review import ReplayApp
from jongg.play.session import Session

SIZE = (120, 48)


def record() -> list[dict[str, object]]:
    session = Session.new("dmjl-classical", seed=4, save=False, name="Ann")
    play_on(session)
    return session.table.record()


def test_stepping_through_a_record() -> None:
    events = record()
    app = ReplayApp(events)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert app.position == 0 and "event 1 of" in screen_text(app) and "all hands open" in screen_text(app)
            assert "13 concealed" not in screen_text(app)  # every hand open
            await pilot.press("right", "right", "space")
            assert app.position == 3
            await pilot.press("left")
            assert app.position == 2
            await pilot.press("right_square_bracket")
            assert app.position == app.record.hands[2]
            await pilot.press("right_square_bracket")
            assert app.position == app.record.hands[3]
            await pilot.press("left_square_bracket")
            assert app.position == app.record.hands[2]
            await pilot.press("g")
            await settle(pilot, lambda: app.screen.id == "jump")
            await pilot.press("4", "enter")
            await settle(pilot, lambda: app.screen.id != "jump")
            assert app.position == app.record.hands[4] and "hand 4" in screen_text(app)
            await pilot.press("g")  # a hand the record does not have: said, and the replay stays where it was
            await settle(pilot, lambda: app.screen.id == "jump")
            await pilot.press("9", "9", "enter")
            await settle(pilot, lambda: "There is no hand 99: the record has hands 1 to" in screen_text(app))
            assert app.position == app.record.hands[4]
            # The stop before hand 5's deal is hand 4's end: its scores and payments are shown.
            app.go(app.record.hands[5] - 1)
            await pilot.pause()
            text = screen_text(app)
            assert "Payments" in text and "Totals" in text
            assert "honba" not in text and "sticks" not in text  # Classical has neither (issue 26)
            await pilot.press("end")
            await pilot.pause()
            assert "The match is over" in screen_text(app) and "Ann" in screen_text(app)
            await pilot.press("home")
            assert app.position == 0
            await pilot.press("q")

    asyncio.run(run())


def test_one_seats_view_hides_the_others() -> None:
    app = ReplayApp(record(), seat=2, lang="de", tiles="codes")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            text = screen_text(app)
            assert "aus der Sicht von Platz 2" in text and text.count(" verdeckt") == 3

    asyncio.run(run())


def test_a_drawn_hand_names_its_reason() -> None:
    session = Session.new("dmjl-hk-easy", seed=13, save=False)
    play_on(session)
    events = session.table.record()
    app = ReplayApp(events)
    drawn = next(e["seq"] for e in events if e["type"] == "exhaustive_draw")
    end = next(e["seq"] for e in events[drawn:] if e["type"] == "hand_end")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            app.go(app.record.stops.index(end))
            await pilot.pause()
            assert ": a draw (wall empty)" in screen_text(app) and "Totals" in screen_text(app)

    asyncio.run(run())


def test_a_record_of_a_gzip_file_of_records(tmp_path: Path) -> None:
    """`jongg simulate --out` writes gzip files of records one after another: `FILE#N` picks the N-th (the first
    without it); a Riichi record shows its score screens with the dora and ura indicators."""
    from jongg.sim.play import write_records

    records = []
    for seed in (5, 6):
        session = Session.new("riichi-hana", {"length": "east"}, seed=seed, save=False)
        play_on(session)
        records.append(session.table.record())
    path = tmp_path / "records-games-000000.jsonl.gz"
    write_records(str(path), records)
    assert load_record(str(path)) == (records[0], 1, 2)
    assert load_record(f"{path}#2") == (records[1], 2, 2)
    with pytest.raises(GameNotFound, match="holds 2 records, not a record 3"):
        load_record(f"{path}#3")

    events = records[1]
    won = next(e["seq"] for e in events if e["type"] == "hand_end" and e["ura"])
    app = ReplayApp(events, which="record 2 of 2")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert "record 2 of 2 · event 1 of" in screen_text(app) and "Riichi Mahjong" in screen_text(app)
            app.go(app.record.stops.index(won))
            await pilot.pause()
            text = screen_text(app)
            assert "won by" in text and "Riichi" in text and "dora indicators" in text and "ura indicators" in text

    asyncio.run(run())


def test_the_persons_view_follows_him_when_seats_rotate() -> None:
    """`person`: the table as that player saw it, at every point, in whichever seat he sits then (HKE's seat
    rotation moves him after the East round); the other hands stay hidden."""
    session = Session.new("dmjl-hk-easy", {"seat_rotation": True}, seed=4, save=False, name="Ann")
    play_on(session)
    events = session.table.record()
    app = ReplayApp(events, person=0)
    seats = set()

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            for number, start in sorted(app.record.hands.items()):
                app.go(start + 1)
                await pilot.pause()
                table = app.record.table_at(app.record.stops[app.position])
                seat = list(table.state.match.seating).index(0)
                seats.add(seat)
                text = screen_text(app)
                assert app.shown_seat(table) == seat and f"as seen from seat {seat} (Ann)" in text, number
                assert text.count(" concealed") == 3, (number, text)

    asyncio.run(run())
    assert len(seats) > 1  # he did move
