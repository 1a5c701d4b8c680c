"""`jongg play` driven headless (Textual's pilot) through a whole prepared hand of each DMJL rule set: a discard
by key and one by click, a claimed pung from the claim prompt, a concealed kong, Mah-Jongg on the replacement,
the score screen and the placings; plus the quit question, hints, German, ASCII tiles and names as plain text.

Set JONGG_SCREENSHOTS=1 to rewrite the SVG screenshots in docs/screenshots/."""

from __future__ import annotations

import asyncio
import os

import pytest
from play_helpers import SCREENSHOTS, asked, report_open, scenario, screen_text, settle

from jongg.play.app import TILE_KEYS, PlayApp, hand_order
from jongg.play.widgets import TileButton
from jongg.tiles import Tile

SIZE = (120, 42)
RULESETS = ["dmjl-classical", "dmjl-hk-easy"]


def T(text: str) -> Tile:
    return Tile.from_str(text)


def shoot(app: PlayApp, name: str) -> None:
    if os.environ.get("JONGG_SCREENSHOTS"):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(f"{name}.svg", str(SCREENSHOTS))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_whole_hand(ruleset: str) -> None:
    session = scenario(ruleset)
    app = PlayApp(session, delay=0, hints=True)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            # 1. East's first turn: discard 1z by its key.
            await settle(pilot, asked(app, "turn"))
            view = app.session.person_asked()
            assert view is not None
            shown = [tile for tile, _ in hand_order(view, session.drawn())]
            assert len(shown) == 14 and "Your turn" in screen_text(app)
            await pilot.press(TILE_KEYS[shown.index(T("1z"))])
            await pilot.pause()
            assert list(session.table.snapshot(0).players[0].discards) == [T("1z")]

            # 2. South discards 5z: the claim prompt names it; claim the pung by clicking its button.
            await settle(pilot, asked(app, "window"))
            text = screen_text(app)
            assert "Sam discarded" in text and "claim it (pung)" in text and "Pung" in text and "Pass" in text
            await pilot.click("#actions Button")
            await pilot.pause()
            me = session.table.snapshot(0).players[0]
            assert [m.kind for m in me.melds] == ["pung"]
            assert session.table.snapshot(0).players[1].claimed == frozenset({0})

            # 3. Discard 9m by clicking the tile.
            await settle(pilot, asked(app, "turn"))
            view = app.session.person_asked()
            assert view is not None and session.drawn() is None  # a claimed turn: no drawn tile apart
            assert "Your turn" in screen_text(app) and "Enter: the drawn tile" not in screen_text(app)
            index = [tile for tile, _ in hand_order(view, session.drawn())].index(T("9m"))
            tile = next(w for w in app.query(TileButton) if w.index == index)
            await pilot.click(tile)
            await pilot.pause()
            assert session.table.snapshot(0).players[0].discards[-1] == T("9m")

            # 4. The fourth 1p: declare the concealed kong (action 1), then Mah-Jongg on the replacement (action 1).
            await settle(pilot, asked(app, "turn"))
            view = app.session.person_asked()
            assert view is not None and session.drawn() == T("1p")
            assert "Concealed kong" in screen_text(app) and "shanten" in screen_text(app)
            shoot(app, f"table-{ruleset}")
            await pilot.press("1")
            await settle(pilot, asked(app, "turn"))
            view = app.session.person_asked()
            assert view is not None and session.drawn() == T("8s")
            assert "Mah-Jongg" in screen_text(app)
            await pilot.press("1")

            # 5. The score screen: every scored hand itemised, the payments, the totals.
            await settle(pilot, report_open(app, "hand-end"))
            text = screen_text(app)
            assert "Hand 1: won by You" in text and "Payments" in text and "Totals" in text
            assert "You won on" in text and ", self-drawn." in text  # who gave the winning tile: nobody
            assert "honba" not in text and "sticks" not in text
            if ruleset == "dmjl-classical":  # every hand scored: points and doubles
                assert "Mah-Jongg" in text and "20 points" in text and "Sam" in text
            else:  # the winner's fan
                assert "Self-Draw" in text and "1 fan" in text and "fan 4" in text
            shoot(app, f"score-{ruleset}")
            await pilot.press("enter")

            # 6. The placings (a prepared wall is one hand); closing them ends the app.
            await settle(pilot, report_open(app, "final"))
            assert "one hand played" in screen_text(app)
            await pilot.press("enter")
            await pilot.pause()

    asyncio.run(run())
    kinds = [e["type"] for e in session.table.events]
    assert kinds.count("pung") == 1 and kinds.count("concealed_kong") == 1
    assert session.table.events[-3]["type"] == "mahjongg" and session.table.events[-3]["seat"] == 0
    assert session.done and app.return_code in (0, None)


def test_names_are_plain_text() -> None:
    session = scenario("dmjl-classical", names=["[b]Me[/b]", "[red]Sam[/]", "Wu [i]", "Nia"])
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            view = session.person_asked()
            assert view is not None
            await pilot.press(TILE_KEYS[[t for t, _ in hand_order(view, session.drawn())].index(T("1z"))])
            await settle(pilot, asked(app, "window"))
            text = screen_text(app)
            assert "[b]Me[/b]" in text and "[red]Sam[/] discarded" in text and "Wu [i]" in text

    asyncio.run(run())


def test_quit_asks_first_and_hints_german_ascii() -> None:
    session = scenario("dmjl-hk-easy")
    app = PlayApp(session, delay=0, lang="de", tiles="codes", hints=True)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            text = screen_text(app)
            assert "Du bist am Zug" in text and "Shanten" in text and "der Standard-Bot würde" in text
            assert "1z" in text and "\U0001f000" not in text  # codes, no glyphs
            await pilot.press("question_mark")  # hints off
            await pilot.pause()
            assert "Shanten" not in screen_text(app)
            await pilot.press("q")
            await pilot.pause()
            assert app.screen.id == "quit" and "abbrechen" in screen_text(app)
            await pilot.press("n")
            await pilot.pause()
            assert len(app.screen_stack) == 1 and not app.left
            await pilot.press("ctrl+q")  # Textual's own quit asks, too
            await pilot.pause()
            assert app.screen.id == "quit"
            await pilot.press("escape")
            await pilot.pause()
            assert len(app.screen_stack) == 1 and not app.left
            # A letter does nothing while the question is open; answering yes leaves.
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("a")
            await pilot.pause()
            assert session.table.snapshot(0).players[0].discards == ()
            await pilot.press("j")
            await pilot.pause()
            assert app.left

    asyncio.run(run())


def test_keys_outside_their_moment_change_nothing_and_space_passes() -> None:
    session = scenario("dmjl-classical")
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            view = session.person_asked()
            assert view is not None
            count = len(session.table.events)
            await pilot.press("9")  # no ninth action
            await pilot.pause()
            assert len(session.table.events) == count
            await pilot.press(TILE_KEYS[[t for t, _ in hand_order(view, session.drawn())].index(T("1z"))])
            await settle(pilot, asked(app, "window"))
            count = len(session.table.events)
            await pilot.press("a")  # a discard key in a claim window: nothing
            await pilot.pause()
            assert len(session.table.events) == count
            await pilot.press("space")  # pass: no pung
            await settle(pilot, asked(app, "turn"))
            assert session.table.snapshot(0).players[0].melds == ()
            assert session.table.events[count]["type"] == "call"
            assert session.table.events[count]["action"] == {"type": "pass"}

    asyncio.run(run())


def test_the_agreed_duration_ends_the_match() -> None:
    import dataclasses

    from jongg.play.session import Session

    session = Session.new("dmjl-hk-easy", {"max_duration": 30}, seed=2, save=False)
    session.info = dataclasses.replace(session.info, started="2001-01-01T00:00:00+00:00")
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, report_open(app, "final"))
            assert "time up" in screen_text(app)
            await pilot.press("enter")

    asyncio.run(run())
    assert session.done and session.table.events[-2]["type"] == "time_up"


@pytest.mark.parametrize(("ruleset", "seed"), [("dmjl-hk-easy", 2), ("dmjl-classical", 1)])
def test_against_the_standard_bots_to_a_win(ruleset: str, seed: int) -> None:
    """A real match against the standard bots (the person plays the bot's suggestions) up to his first chance of
    Mah-Jongg, taken with key 1 from the table; its score screen follows."""
    from jongg.play.session import Session

    session = Session.new(ruleset, seed=seed, save=False)
    while True:
        view = session.person_asked()
        if view is None:
            session.step_bots()
            continue
        if any(a.type == "mahjongg" for a in view.legal_actions):
            break
        action = session.suggestion(view)
        assert action is not None
        session.act(action, view.decision)
    assert session.table.state.match.hand == 1
    app = PlayApp(session, delay=0, hints=True)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app))
            text = screen_text(app)
            assert "1 Mah-Jongg with" in text and "the standard bot would: Mah-Jongg" in text
            shoot(app, f"play-{ruleset}")
            await pilot.press("1")
            await settle(pilot, report_open(app, "hand-end"))
            assert "Hand 1: won by You" in screen_text(app)
            await pilot.press("q")  # the match goes on: q asks before leaving, n goes back to the score
            await settle(pilot, lambda: app.screen.id == "quit")
            await pilot.press("n")
            await settle(pilot, report_open(app, "hand-end"))
            assert not app.left
            await pilot.press("enter")
            await settle(pilot, lambda: len(app.screen_stack) == 1)

    asyncio.run(run())


def test_a_dealt_kong_before_play_hong_kong_easy() -> None:
    session = scenario("dmjl-hk-easy", person="1111p234m567s55z9m1z", live="6z2z3z4z2p")
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "before_play"))
            text = screen_text(app)
            assert "declare a dealt kong" in text and "1 Concealed kong" in text and "2 Keep the tiles" in text
            await pilot.press("1")
            await settle(pilot, asked(app, "turn"))
            assert [m.concealed for m in session.table.snapshot(0).players[0].melds] == [True]
            assert [e["source"] for e in session.table.events if e["type"] == "draw"] == ["kong_replacement"]

    asyncio.run(run())


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_drawn_hand_shows_no_riichi_bookkeeping(ruleset: str) -> None:
    """Issue 26: after DMJL hands the score screen said "Next hand: honba 1, riichi sticks 0" and, after a draw,
    "Ready (tenpai): - · not ready: …" (the DMJL rule sets have neither). The person throws away every tile he
    draws and passes every claim until the wall is empty."""
    session = scenario(ruleset)
    app = PlayApp(session, delay=0, tiles="codes")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            for _ in range(100):
                await settle(pilot, lambda: asked(app)() or report_open(app, "hand-end")())
                if report_open(app, "hand-end")():
                    break
                view = session.person_asked()
                assert view is not None
                if view.phase != "turn":
                    await pilot.press("space")
                elif session.drawn() is None:  # the dealer's first turn: no tile drawn apart
                    await pilot.press(TILE_KEYS[[t for t, _ in hand_order(view, None)].index(T("1z"))])
                else:
                    await pilot.press("enter")
            text = screen_text(app)
            assert "Hand 1: a draw (wall empty)" in text and "Totals" in text
            assert "honba" not in text and "sticks" not in text and "tenpai" not in text and "ready" not in text
            assert all(f"{name} (" in text for name in ("You", "Sam", "Wu", "Nia"))  # every hand shown

    asyncio.run(run())
    end = next(e for e in session.table.events if e["type"] == "hand_end")
    assert end["winners"] == [] and end["tenpai"] == []


def test_the_tiles_seen_view_counts_from_the_seat_alone() -> None:
    """Issue 26 item 11: **t** shows every tile with the copies the person has not seen (his hand and melds, the
    discards nobody claimed, the others' melds), from his own view; the bots wait while it is open, and Escape
    closes it. After East's pung of South's 5z one 5z is left unseen, and of 1z four less the one East discarded
    and those he holds."""
    session = scenario("dmjl-hk-easy")
    app = PlayApp(session, delay=0, tiles="codes")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            await pilot.press(
                TILE_KEYS[[t for t, _ in hand_order(session.person_asked(), session.drawn())].index(T("1z"))]
            )  # type: ignore[arg-type]
            await settle(pilot, asked(app, "window"))
            await pilot.click("#actions Button")  # the pung of 5z
            await settle(pilot, asked(app, "turn"))
            await pilot.press("t")
            await settle(pilot, report_open(app, "seen"))
            text = screen_text(app)
            assert "Tiles not yet seen" in text and "5z 1" in text  # three in East's pung
            view = session.view()
            mine = sum(1 for t in view.concealed if t == T("1z"))
            assert f"1z {4 - 1 - mine}" in text  # East's own discard is seen, and his own copies
            steps = len(session.table.events)
            await pilot.press("escape")
            await settle(pilot, asked(app, "turn"))
            assert len(session.table.events) == steps

    asyncio.run(run())
