"""The hints of `jongg play` (issue 26, item 11): each wait with the copies the person cannot see (his hand, every
meld, the discards nobody claimed and the dora indicators count as seen)."""

from __future__ import annotations

import asyncio

from play_helpers import asked, screen_text, settle
from test_app_riichi import key_of, riichi_session

from jongg.play.app import PlayApp


def test_each_wait_shows_its_live_copies() -> None:
    """East holds 123m 456m 789m 23p 55z and draws 1z: after discarding it he waits on 1p and 4p; the dora
    indicator is a 4p, so three 4p are left and four 1p."""
    session = riichi_session({"flowers": 0, "red_fives": 0}, hands={0: "123m456m789m23p55z"}, live="1z", dora="4p")
    app = PlayApp(session, delay=0, tiles="codes", hints=True)

    async def run() -> None:
        async with app.run_test(size=(120, 42)) as pilot:
            await settle(pilot, asked(app, "turn"))
            assert "waits 1p×4, 4p×3" in screen_text(app)

    asyncio.run(run())


def test_furiten_and_no_yaku_are_said() -> None:
    """East holds 234m 567p 345s 23p 55z, draws 4p and throws it away: he waits on 1p and 4p, one of them among
    his discards (furiten), and his closed hand has no yaku but menzen tsumo. When South's 5z is his to pon, the
    prompt says both, hints or not."""
    session = riichi_session(
        {"flowers": 0, "red_fives": 0},
        south=["5z"],
        hands={0: "234m567p345s23p55z", 1: "5z1m4m7m1s4s7s2p8p9p3z4z6z"},
        live="4p",
    )
    app = PlayApp(session, delay=0, tiles="codes")

    async def run() -> None:
        async with app.run_test(size=(120, 42)) as pilot:
            await settle(pilot, asked(app, "turn"))
            assert "Furiten" not in screen_text(app) and "yaku" not in screen_text(app)  # 14 tiles: not yet
            await pilot.press(key_of(app, "4p"))
            await settle(pilot, asked(app, "window"))
            text = screen_text(app)
            assert "Furiten: no ron for you" in text
            assert "No yaku for ron on 1p" in text and "4p: only tsumo wins." in text

    asyncio.run(run())
