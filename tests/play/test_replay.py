"""`jongg replay` driven headless: forward, back, next and previous hand, jump to a hand, the end; all hands
open or one seat's view; the score of a hand and the placings appear at their events."""

from __future__ import annotations

import asyncio

from play_helpers import screen_text, settle
from test_session import play_on

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
            # The stop before hand 5's deal is hand 4's end: its scores and payments are shown.
            app.go(app.record.hands[5] - 1)
            await pilot.pause()
            text = screen_text(app)
            assert "Payments" in text and "Totals" in text
            await pilot.press("end")
            await pilot.pause()
            assert "The match is over" in screen_text(app) and "Ann" in screen_text(app)
            await pilot.press("home")
            assert app.position == 0
            await pilot.press("q")

    asyncio.run(run())


def test_one_seats_view_hides_the_others() -> None:
    app = ReplayApp(record(), seat=2, lang="de", ascii=True)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            text = screen_text(app)
            assert "aus der Sicht von Platz 2" in text and text.count(" verdeckt") == 3

    asyncio.run(run())


def test_a_drawn_hand_names_its_reason() -> None:
    session = Session.new("dmjl-hk-easy", seed=2, save=False)
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
