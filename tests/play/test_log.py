"""The event log of `jongg play` (issue 26, item 1): the whole hand's log, scrollable, claims in words ("Wu pungs
your 9m"), the newest discard highlighted; and the score screen naming who gave the winning tile."""

from __future__ import annotations

import asyncio

from play_helpers import HKE_DICE, SOUTH, ScriptedBot, asked, build_wall, screen_text, settle
from test_app_riichi import CallingBot

from jongg.engine import Table
from jongg.play.app import TILE_KEYS, PlayApp, hand_order
from jongg.play.session import Session
from jongg.tiles import Tile

HKE = "dmjl-hk-easy"
NAMES = ["You", "Sam", "Wu", "Nia"]
# East (the person) discards 9m first; West holds a pair of 9m and pungs it. Then everyone throws away the
# honours he draws, which nobody holds, for two more go-arounds (the person with Enter).
PERSON = "111p234m567s55z8s1z9m"
WEST = "99m258p147s45m234z"
LIVE = "6z 7z 6z 7z 6z 7z 6z 7z 2z 3z"


def pung_session() -> Session:
    wall = build_wall(HKE, HKE_DICE, hands={0: PERSON, 1: SOUTH.replace(" ", ""), 2: WEST}, live=LIVE, dead="8s")
    table = Table.from_wall(HKE, {}, wall=wall, dice=list(HKE_DICE), dealer=0)
    bots = {1: ScriptedBot(), 2: CallingBot(), 3: ScriptedBot()}
    return Session.from_table(table, 0, names=NAMES, players=bots)


def test_the_whole_hands_log_scrolls_names_claims_and_marks_the_newest_discard() -> None:
    session = pung_session()
    app = PlayApp(session, delay=0, tiles="codes")

    async def run() -> None:
        async with app.run_test(size=(120, 42)) as pilot:
            await settle(pilot, asked(app, "turn"))
            view = session.person_asked()
            assert view is not None
            await pilot.press(TILE_KEYS[[t for t, _ in hand_order(view, session.drawn())].index(Tile.from_str("9m"))])
            for _ in range(2):  # two more turns of the person: Enter throws the drawn honour away
                await settle(pilot, lambda: asked(app, "turn")() and session.drawn() is not None)
                await pilot.press("enter")
            await settle(pilot, lambda: asked(app, "turn")() and session.drawn() is not None)
            kinds = [e["type"] for e in session.table.events]
            assert kinds.count("pung") == 1 and kinds.count("discard") > 8

            whole = app.log_text().plain
            assert whole.splitlines()[0] == "Hand 1: East round, dealer You." and "Wu pungs your 9m" in whole
            assert whole.count("discard") == kinds.count("discard")  # every discard of the hand, none dropped
            # The newest discard's line is highlighted, no other one.
            lines = app.log_text().split("\n")
            marked = [line.plain for line in lines if any("reverse" in str(span.style) for span in line.spans)]
            newest = next(line.plain for line in reversed(lines) if "discard" in line.plain)
            assert marked == [newest]

            # The log shows its end; the pung, long scrolled away, comes back with PageUp.
            text = screen_text(app)
            assert "You: drawn" in text and "Wu pungs your 9m" not in text
            await pilot.press("pageup", "pageup", "pageup")
            await pilot.pause()
            assert "Wu pungs your 9m" in screen_text(app)

    asyncio.run(run())
    # A match resumed in this hand shows the hand's log so far.
    assert PlayApp(session, delay=0, tiles="codes").log_text().plain == app.log_text().plain


def test_a_claim_that_loses_to_a_higher_one_says_so() -> None:
    """East may chow North's 5m, but South pungs it: a pung comes before a chow, and the log says so."""
    south = "55m1m4p7p2s3s6s9p6m7m8m9s"
    wall = build_wall(HKE, HKE_DICE, hands={0: PERSON, 1: south}, live="6z 7z 5m", dead="8s")
    table = Table.from_wall(HKE, {}, wall=wall, dice=list(HKE_DICE), dealer=0)
    session = Session.from_table(table, 0, names=NAMES, players={1: CallingBot(), 2: ScriptedBot(), 3: ScriptedBot()})
    app = PlayApp(session, delay=0, tiles="codes")

    async def run() -> None:
        async with app.run_test(size=(120, 42)) as pilot:
            await settle(pilot, asked(app, "turn"))
            view = session.person_asked()
            assert view is not None
            await pilot.press(TILE_KEYS[[t for t, _ in hand_order(view, session.drawn())].index(Tile.from_str("1z"))])
            await settle(pilot, asked(app, "window"))
            assert "1 Chow" in screen_text(app)
            await pilot.press("1")
            await settle(pilot, lambda: any(e["type"] == "pung" for e in session.table.events))
            await pilot.pause()
            log = app.log_text().plain
            assert "Sam pungs Nia's 5m" in log and "Your claim (chow) lost: Sam's pung comes first." in log

    asyncio.run(run())
    assert session.table.snapshot(0).players[0].melds == ()
