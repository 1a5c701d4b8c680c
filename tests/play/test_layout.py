"""The table at 80×24, 120×40 and 200×60 (issue 26, item 3): late in a hand, with melds at every seat and a claim
to answer, every player's name, melds, bonus tiles and discards are on screen, and so are the prompt, the actions
and the whole footer; nothing needs scrolling. Textual's pilot, a real seeded match played to that point."""

from __future__ import annotations

import asyncio
import re

import pytest
from play_helpers import screen_text

from jongg.engine import Discard, Pass
from jongg.i18n import text
from jongg.play.app import PlayApp
from jongg.play.render import meld_text
from jongg.play.session import Session
from jongg.play.tiles import TileStyle

SIZES = [(80, 24), (120, 40), (200, 60)]


def late_session(ruleset: str, seed: int, lang: str = "en") -> Session:
    """A match played (the person discards what he draws and claims what he may) until he may claim a discard
    with at most 17 tiles in the live wall and melds at three seats or more."""
    session = Session.new(ruleset, {}, seed=seed, name=text("play.you", lang), save=False)
    while not session.done:
        view = session.person_asked()
        if view is None:
            session.step_bots()
            continue
        melded = [p for p in view.players if p.melds]
        if view.phase == "window" and view.live_wall < 18 and len(melded) >= 3:
            return session
        if view.phase == "turn":
            drawn = session.drawn()
            legal = [a for a in view.legal_actions if isinstance(a, Discard)]
            session.act(next((a for a in legal if a.tile == drawn), legal[0]), view.decision)
        else:
            claim = next((a for a in view.legal_actions if a.type in ("pung", "chow")), None)
            session.act(claim or next(a for a in view.legal_actions if isinstance(a, Pass)), view.decision)
    raise AssertionError("the match ended before the situation came up: choose another seed")


def squeezed(shown: str) -> str:
    """Text without its spaces and line breaks (a row of discards may wrap)."""
    return re.sub(r"\s+", "", shown)


def check_table(app: PlayApp, size: tuple[int, int]) -> None:
    session = app.session
    view = session.view()
    names = session.names_by_seat()
    ts = app.ts
    screen = screen_text(app)
    flat = squeezed(screen)
    for seat, player in enumerate(view.players):
        assert names[seat] in screen, names[seat]
        for meld in player.melds:
            assert squeezed(meld_text(meld, ts).plain) in flat, (names[seat], meld)
        assert squeezed(ts.tiles(player.bonus).plain) in flat, (names[seat], player.bonus)
        faces = squeezed(ts.discards(player.discards, player.claimed).plain)
        assert faces in flat, (names[seat], faces)
    keys = app.query_one("#keys")
    assert squeezed(str(keys.render())) in flat  # the whole footer
    assert keys.region.bottom == size[1] and keys.region.height >= 1
    for widget in ("#status", "#p1", "#p2", "#p3", "#me", "#hand", "#prompt", "#actions"):
        region = app.query_one(widget).region
        assert region.height > 0 and region.bottom <= keys.region.y, (widget, region)
    assert app.query_one("#table").max_scroll_y == 0  # nothing hidden below the table's fold
    assert app.screen.max_scroll_y == 0


@pytest.mark.parametrize(
    ("size", "tiles"),
    [
        *((size, tiles) for size in SIZES for tiles in ("codes", "glyphs", None)),
        *((size, "both") for size in SIZES if size[0] >= 100),  # glyphs with their codes need the columns
    ],
    ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v or "auto"),
)
def test_every_player_on_screen(size: tuple[int, int], tiles: str | None) -> None:
    session = late_session("dmjl-hk-easy", 1)
    view = session.view()
    assert all(p.melds for p in view.players) and all(len(p.discards) >= 15 for p in view.players)
    app = PlayApp(session, delay=0, hints=True, tiles=tiles)

    async def run() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            check_table(app, size)

    asyncio.run(run())


def test_riichi_in_german_at_80x24() -> None:
    """Riichi's longer status (honba, sticks, dora) and the longest footer, in German."""
    session = late_session("riichi-hana", 7, "de")
    app = PlayApp(session, delay=0, hints=True, lang="de", tiles="codes")

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            check_table(app, (80, 24))
            assert "Dora-Anzeiger" in screen_text(app)

    asyncio.run(run())


def test_compact_rows_at_80_columns() -> None:
    """A compact panel's lines all fit: melds go below the name when they do not fit beside it."""
    session = late_session("dmjl-hk-easy", 1)
    ts = TileStyle("codes")
    from jongg.play.render import player_panel

    for seat in range(4):
        panel = player_panel(session.view(), seat, "Somebody Long", ts, "de", position=2, width=78)
        assert all(line.cell_len <= 78 for line in panel.split("\n")), panel.plain
        assert panel.plain.startswith("  Somebody Long · gegenüber · ")


def test_the_tile_style_follows_the_screen_unless_chosen() -> None:
    """Issue 26 item 5: without `--tiles`, a compact screen shows the codes (the clearest style that fits at
    80x24), a larger one the glyphs; a chosen style stays whatever the size."""
    session = late_session("dmjl-hk-easy", 1)

    async def run(tiles: str | None, size: tuple[int, int]) -> str:
        app = PlayApp(session, delay=0, tiles=tiles)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            return app.ts.style

    assert asyncio.run(run(None, (80, 24))) == "codes"
    assert asyncio.run(run(None, (120, 40))) == "glyphs"
    assert asyncio.run(run("both", (80, 24))) == "both"
