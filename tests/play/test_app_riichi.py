"""`jongg play` for Riichi (`riichi-hana`) driven headless (Textual's pilot) through prepared hands: a closed kan,
riichi chosen by key and its discard by key, a ron by click, the score screen with han, fu, yaku, the dora and
ura indicators and the payments, the placings with uma and oka; a pon by click, a discard by click, an added kan
and tsumo on its replacement, with flowers; riichi by click and an exhaustive draw with tenpai and noten; nine
terminals (in German).

Set JONGG_SCREENSHOTS=1 to rewrite docs/screenshots/table-riichi-hana.svg and score-riichi-hana.svg."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping
from typing import Any

from play_helpers import ScriptedBot, asked, report_open, screen_text, settle
from riichi_walls import build_wall
from test_app import SIZE, shoot
from textual.pilot import Pilot

from jongg.engine import Action, SeatView, Table
from jongg.play.app import TILE_KEYS, PlayApp, choices, hand_order
from jongg.play.session import Session
from jongg.play.widgets import TileButton
from jongg.tiles import Tile

RIICHI = "riichi-hana"
DICE = (3, 4)
NAMES = ["You", "Sam", "Wu", "Nia"]


def T(text: str) -> Tile:
    return Tile.from_str(text)


class CallingBot(ScriptedBot):
    """As `ScriptedBot`, but pons and adds to its pon whenever it may."""

    def act(self, view: SeatView) -> Action:
        found = next((a for a in view.legal_actions if a.type in ("pung", "added_kong")), None)
        return found or super().act(view)


def riichi_session(
    options: Mapping[str, Any], south: list[str] | None = None, bots: Mapping[int, Any] | None = None, **wall: Any
) -> Session:
    """One prepared hand (`riichi_walls.build_wall`): the person East (seat 0), scripted bots elsewhere (South
    discards the tiles `south` names when he holds them, everyone else his drawn tile; `bots` others)."""
    flowers = int(options.get("flowers", 8))
    built = build_wall(DICE, flowers=flowers, red_fives=int(options.get("red_fives", 3)), **wall)
    table = Table.from_wall(RIICHI, dict(options), wall=built, dice=list(DICE), dealer=0)
    players = {1: ScriptedBot(south or []), 2: ScriptedBot(), 3: ScriptedBot(), **(bots or {})}
    return Session.from_table(table, 0, names=NAMES, players=players)


def key_of(app: PlayApp, tile: str) -> str:
    view = app.session.person_asked()
    assert view is not None
    shown = [t for t, _ in hand_order(view, app.session.drawn())]
    return TILE_KEYS[shown.index(T(tile))]


def number_of(app: PlayApp, kind: str) -> str:
    view = app.session.person_asked()
    assert view is not None
    return str([a.type for a in choices(view)].index(kind) + 1)


async def click_tile(app: PlayApp, pilot: Pilot[Any], tile: str) -> None:
    index = TILE_KEYS.index(key_of(app, tile))
    await pilot.click(next(w for w in app.query(TileButton) if w.index == index))
    await pilot.pause()


async def click_action(app: PlayApp, pilot: Pilot[Any], kind: str) -> None:
    name = f"action-{int(number_of(app, kind)) - 1}"
    await pilot.click(next(b for b in app.query("#actions Button") if b.name == name))
    await pilot.pause()


def test_riichi_kan_ron_and_the_score() -> None:
    """East is dealt 111m 234p 678s 5s 99p 1z and draws the fourth 1m: a closed kan (by its number), the
    replacement 6s, riichi by the key r and its discard 1z by its letter; South throws 7s: ron by click."""
    session = riichi_session(
        {},  # 8 flowers, red fives: South and West hold a flower each
        south=["7s"],
        hands={0: "111m234p678s5s99p1z", 1: "7s2m3m4m6m7m8m2z3z4z6z7z1f", 2: "1g2s3s4s1p2p3p4p6p7p1s8m9m"},
        live="1m",
        rinshan="5z5z6s",
        dora="3z",
        ura="8p",
    )
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            text = screen_text(app)
            assert "Riichi Mahjong" in text and "honba 0" in text and "riichi sticks 0" in text
            assert "dora indicators" in text and "flowers 🀢" in text and "1 Closed kan" in text and "r riichi" in text
            await pilot.press(number_of(app, "concealed_kong"))
            await settle(pilot, asked(app, "turn"))
            assert session.drawn() == T("6s") and len(session.view().indicators) == 2  # the kan's dora at once
            assert "Riichi… (r: then its discard)" in screen_text(app)

            # Riichi by key: r lights the discards that keep the hand ready; another tile's key does nothing.
            await pilot.press("r")
            await pilot.pause()
            text = screen_text(app)
            assert "Riichi: choose the discard that declares it" in text and "No riichi (r)" in text
            count = len(session.table.events)
            await pilot.press(key_of(app, "5s"))
            await pilot.pause()
            assert len(session.table.events) == count
            await pilot.press("escape")  # takes it back
            await pilot.pause()
            assert "Riichi: choose" not in screen_text(app) and len(app.screen_stack) == 1
            await pilot.press("r")
            await pilot.pause()
            await pilot.press(key_of(app, "1z"))

            # South throws 7s: ron, by clicking its button.
            await settle(pilot, asked(app, "window"))
            text = screen_text(app)
            assert "Sam discarded" in text and "claim it (ron)" in text and "1 Ron" in text and "2 Pass" in text
            assert "riichi ▬" in text and "riichi sticks 1" in text and "(1111m)" not in text  # glyphs, not codes
            me = session.view().players[0]
            assert me.riichi == 0 and me.discards == (T("1z"),)
            shoot(app, f"table-{RIICHI}")
            await click_action(app, pilot, "mahjongg")

            # The score screen: yaku and fu itemised, the limit, dora and ura indicators, payments with reasons.
            await settle(pilot, report_open(app, "hand-end"))
            text = screen_text(app)
            assert "Hand 1: won by You" in text and "Riichi" in text and "Ippatsu" in text and "Ura dora" in text
            assert "Base fu" in text and "han 6, fu 70, haneman" in text and "total 19000" in text
            assert "dora indicators" in text and "ura indicators" in text and "(riichi stick)" in text
            assert (
                "Sam → You" in text and "18000" in text and "Next hand: honba 1, riichi sticks on the table 0" in text
            )
            shoot(app, f"score-{RIICHI}")
            await pilot.press("enter")

            # The placings, with how uma and oka count.
            await settle(pilot, report_open(app, "final"))
            text = screen_text(app)
            assert "one hand played" in text and "+53" in text and "uma (+20, +10, −10, −20 by place)" in text
            await pilot.press("enter")
            await pilot.pause()

    asyncio.run(run())
    kinds = [e["type"] for e in session.table.events]
    assert kinds.count("concealed_kong") == 1 and kinds.count("riichi") == 1 and "riichi_accepted" in kinds
    mahjongg = next(e for e in session.table.events if e["type"] == "mahjongg")
    assert mahjongg["seat"] == 0 and mahjongg["how"] == "discard" and session.done


def test_pon_by_click_added_kan_and_tsumo_with_flowers() -> None:
    """Four flowers; East is dealt 55z 234m 567p 345s 1z and the flower 1f (its replacement 8s), draws 9m and
    discards 1z by its letter; South throws 5z: pon by click; 9m discarded by click; East draws the fourth 5z,
    adds it (kan) and wins on the replacement 8s (tsumo)."""
    session = riichi_session(
        {"flowers": 4, "red_fives": 0},
        south=["5z"],
        hands={0: "55z234m567p345s1z1f", 1: "5z1m4p7p2s6s9p3m6m7m8m9s2p"},
        live="9m 1p 9p 1s 9s 5z",
        rinshan="8s8s",
    )
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            assert "flowers 🀢" in screen_text(app)  # the flower in front of East
            await pilot.press(key_of(app, "1z"))
            await settle(pilot, asked(app, "window"))
            text = screen_text(app)
            assert "claim it (pon)" in text and "1 Pon" in text
            await click_action(app, pilot, "pung")
            await settle(pilot, asked(app, "turn"))
            assert [m.kind for m in session.view().players[0].melds] == ["pung"]
            await click_tile(app, pilot, "9m")
            assert session.view().players[0].discards[-1] == T("9m")
            await settle(pilot, asked(app, "turn"))
            assert session.drawn() == T("5z") and "Kan: add" in screen_text(app)
            await pilot.press(number_of(app, "added_kong"))
            await settle(pilot, asked(app, "turn"))
            assert session.drawn() == T("8s") and "1 Tsumo" in screen_text(app)
            await pilot.press("1")
            await settle(pilot, report_open(app, "hand-end"))
            text = screen_text(app)
            assert "Hand 1: won by You" in text and "Rinshan kaihou" in text and "white dragon" in text
            assert "ura indicators" not in text  # no riichi, no ura
            await pilot.press("enter")
            await settle(pilot, report_open(app, "final"))

    asyncio.run(run())
    mahjongg = next(e for e in session.table.events if e["type"] == "mahjongg")
    assert mahjongg["how"] == "self-draw" and [e["type"] for e in session.table.events].count("added_kong") == 1


def test_riichi_by_click_and_an_exhaustive_draw() -> None:
    """East is dealt 123m 456m 789m 23p 55z and draws 1z; he riichis by clicking the button and then the tile 1z,
    then discards each drawn tile (Enter) and
    passes every ron until the wall is empty: he alone is ready and the three others pay him."""
    session = riichi_session(
        {"flowers": 0, "red_fives": 0},
        hands={0: "123m456m789m23p55z"},
        live="1z",
    )
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            await click_action(app, pilot, "riichi")
            assert "Riichi: choose" in screen_text(app)
            await click_tile(app, pilot, "1z")
            for _ in range(40):
                await settle(pilot, lambda: asked(app)() or report_open(app, "hand-end")())
                if report_open(app, "hand-end")():
                    break
                await pilot.press("enter" if session.person_asked().phase == "turn" else "space")  # type: ignore[union-attr]
            text = screen_text(app)
            assert "Hand 1: a draw (wall empty)" in text
            assert "Ready (tenpai): You · not ready (noten): Sam, Wu, Nia" in text and "(noten)" in text
            assert "Next hand: honba 1, riichi sticks on the table 1" in text
            await pilot.press("enter")
            await settle(pilot, report_open(app, "final"))

    asyncio.run(run())
    end = next(e for e in session.table.events if e["type"] == "hand_end")
    assert end["tenpai"] == [0] and end["net"] == [2000, -1000, -1000, -1000]


def test_robbing_a_kan() -> None:
    """West throws 3p and South pons it; East, ready on 3p after his second turn, robs South's added kan (ron)."""
    session = riichi_session(
        {"flowers": 0, "red_fives": 0},
        bots={1: CallingBot(), 2: ScriptedBot(["3p"])},
        hands={0: "123m456m789m2p9s1z2z", 1: "3p3p1m4m7m1s4s7s3z4z5z6z7z", 2: "3p2m5m8m2s5s8s1p4p7p6z7z5z"},
        live="4p 1s 2s 3s 4s 9s 3p",
    )
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            for tile in ("1z", "2z"):
                await settle(pilot, asked(app, "turn"))
                await pilot.press(key_of(app, tile))
            await settle(pilot, asked(app, "window"))
            text = screen_text(app)
            assert "Sam declares a kan of" in text and "you may rob it (ron)" in text and "1 Ron" in text
            assert "Sam: kan, " in text and "added to a pon" in text
            await pilot.press("1")
            await settle(pilot, report_open(app, "hand-end"))
            text = screen_text(app)
            assert "Chankan" in text and "Hand 1: won by You" in text and "robbed from Sam's kan." in text

    asyncio.run(run())
    mahjongg = next(e for e in session.table.events if e["type"] == "mahjongg")
    assert mahjongg["how"] == "robbing" and mahjongg["seat"] == 0


def test_nine_terminals_in_german() -> None:
    session = riichi_session({"flowers": 0, "red_fives": 0}, hands={0: "19m19p19s123z2m3m4m5m"}, live="6m")
    app = PlayApp(session, delay=0, lang="de", tiles="codes")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            text = screen_text(app)
            assert "Neun Hauptziegel" in text and "r Riichi" in text and "Dora-Anzeiger" in text
            await pilot.press(number_of(app, "nine_terminals"))
            await settle(pilot, report_open(app, "hand-end"))
            text = screen_text(app)
            assert "Hand 1: unentschieden (neun Terminal- und Ehrenziegel)" in text
            assert "Nächste Hand: Honba 1" in text and "Tenpai" not in text  # an abortive draw: nobody's tenpai

    asyncio.run(run())
    assert any(e["type"] == "abortive_draw" and e["reason"] == "nine-terminals" for e in session.table.events)


def test_a_whole_match_against_the_standard_bots() -> None:
    """A whole Riichi match (East round only, 8 flowers) against the standard bots through the app: the person
    plays the standard bot's suggestion by its key (a tile's letter, r and a letter for riichi, a number, Space),
    every score screen is closed with Enter, until the placings."""
    session = Session.new(RIICHI, {"length": "east"}, seed=12, save=False)
    app = PlayApp(session, delay=0)
    seen: set[str] = set()

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            deadline = time.monotonic() + 300  # a loaded machine pauses longer: the match decides, not a count
            while time.monotonic() < deadline:
                await pilot.pause()
                screen = app.screen.id or ""
                if screen.startswith(("hand-end", "final")):
                    seen.add(screen.split("-")[0])
                    await pilot.press("enter")
                    if screen == "final":
                        return
                    continue
                view = session.person_asked()
                if view is None:
                    continue
                action = session.suggestion(view)
                assert action is not None
                seen.add(action.type)
                options = choices(view)
                if action.type == "riichi":
                    await pilot.press("r")
                    await pilot.press(key_of(app, str(action.tile)))  # type: ignore[attr-defined]
                elif action.type == "discard":
                    await pilot.press(key_of(app, str(action.tile)))  # type: ignore[attr-defined]
                elif action.type == "pass":
                    await pilot.press("space")
                else:
                    await pilot.press(str(options.index(action) + 1))
            raise AssertionError("the match did not end")

    asyncio.run(run())
    assert session.done and {"hand", "final", "discard", "riichi", "pass"} <= seen, seen


def test_a_red_five_sorts_among_its_suits_fives_in_play_and_in_replay() -> None:
    """East holds 4m, the red 0m, 5m, 6m and honours: the red five is shown before the plain five of its suit,
    not after the honours (its int has the red bit), both at the table and in the replay of the same hand."""
    from jongg.play.review import ReplayApp

    session = riichi_session({"flowers": 0}, hands={0: "123p456s4056m115z"}, live="7z")
    app = PlayApp(session, delay=0, tiles="codes")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            view = session.person_asked()
            assert view is not None
            shown = [str(t) for t, _ in hand_order(view, session.drawn())]
            assert shown == ["4m", "0m", "5m", "6m", "1p", "2p", "3p", "4s", "5s", "6s", "1z", "1z", "5z", "7z"]

    asyncio.run(run())
    replay = ReplayApp(session.table.record(), tiles="codes")

    async def review() -> None:
        async with replay.run_test(size=SIZE) as pilot:
            await pilot.press("right", "right", "right")
            await pilot.pause()
            assert "4m0m5m6m1p" in screen_text(replay).replace(" ", "")

    asyncio.run(review())


def test_every_claim_button_is_on_screen_at_80_columns() -> None:
    """Issue 26: at 80 columns the buttons of a discard with several chi, a pon and pass ran off the screen.
    North discards a 5p that East may pon or chi three ways: every button lies within the 80 columns and the
    24 lines, wrapped onto a second row where one row is too narrow, in both styles with glyphs."""
    for tiles in ("glyphs", "both", None):
        session = riichi_session(
            {"flowers": 0, "red_fives": 0},
            hands={0: "34p67p55p123m456s1z"},
            live="9s 9m 1s 5p",
        )
        app = PlayApp(session, delay=0, tiles=tiles, lang="de")

        async def run(app: PlayApp = app) -> None:
            async with app.run_test(size=(80, 24)) as pilot:
                await settle(pilot, asked(app, "turn"))
                await pilot.press("enter")
                await settle(pilot, asked(app, "window"))
                buttons = list(app.query("#actions Button"))
                assert len(buttons) == 5  # pon, chi three ways, pass
                for button in buttons:
                    region = button.region
                    assert region.width > 0 and region.right <= 80 and region.bottom <= 24, (button.name, region)
                await click_action(app, pilot, "pass")

        asyncio.run(run())
