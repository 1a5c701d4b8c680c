"""The hints of `jongg play` (issue 26, item 11): each wait with the copies the person cannot see (his hand, every
meld, the discards nobody claimed and the dora indicators count as seen)."""

from __future__ import annotations

import asyncio

from play_helpers import asked, screen_text, settle
from test_app_riichi import riichi_session

from jongg.play.app import PlayApp


def test_each_wait_shows_its_live_copies() -> None:
    """East holds 123m 456m 789m 23p 55z and draws 1z: after discarding it he waits on 1p and 4p; the dora
    indicator is a 4p, so three 4p are left and four 1p."""
    session = riichi_session({"flowers": 0, "red_fives": 0}, hands={0: "123m456m789m23p55z"}, live="1z", dora="4p")
    app = PlayApp(session, delay=0, ascii=True, hints=True)

    async def run() -> None:
        async with app.run_test(size=(120, 42)) as pilot:
            await settle(pilot, asked(app, "turn"))
            assert "waits 1p×4 4p×3" in screen_text(app)

    asyncio.run(run())
