"""`jongg play --strict` driven headless (issue 27 item 4): the mistakes a strict table lets a person make are
offered as the legal actions are (a false Mah-Jongg call looks like a true one), a discard named wrongly (**s**)
and a set laid of any tiles (**w**) are typed in, and the log and the score screen say what followed, in words.
The hand is `play_helpers`' prepared one: East (the person) holds 111p 234m 567s 55z 8s 1z 9m, South discards
5z, the others honours."""

from __future__ import annotations

import asyncio
from typing import Any

from play_helpers import ScriptedBot, asked, report_open, scenario, screen_text, settle
from textual.pilot import Pilot

from jongg.engine import Action, MahJongg, SeatView
from jongg.play.app import TILE_KEYS, PlayApp, choices, hand_order
from jongg.tiles import Tile

SIZE = (120, 40)
STRICT = {"min_points": 0, "strict": True}


def kinds(app: PlayApp) -> list[str]:
    view = app.session.person_asked()
    assert view is not None
    return [a.type for a in choices(view)]


async def type_in(pilot: Pilot[Any], answer: str) -> None:
    await pilot.press(*("space" if c == " " else c for c in answer), "enter")
    await pilot.pause()


def key_of(app: PlayApp, tile: str) -> str:
    view = app.session.person_asked()
    assert view is not None
    return TILE_KEYS[[t for t, _ in hand_order(view, app.session.drawn())].index(Tile.from_str(tile))]


def test_a_false_call_offered_as_a_true_one_is_taken_back() -> None:
    """Classical: East calls Mah-Jongg on his own turn without a winning hand; the button is the same as for a
    winning one. The bots do not expose their hands, so the call is taken back, the log says so, and East plays
    on."""
    app = PlayApp(scenario("dmjl-classical", STRICT), delay=0, tiles="codes")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            view = app.session.person_asked()
            assert view is not None and kinds(app)[0] == "mahjongg" and MahJongg(view.last_draw) in view.strict_actions  # type: ignore[arg-type]
            await pilot.press("1")
            await settle(pilot, asked(app, "turn"))
            text = screen_text(app)
            assert "You calls Mah-Jongg on" in text or "calls Mah-Jongg on" in text
            assert "the call is taken back" in text
            types = [e["type"] for e in app.session.table.events]
            assert "take_back" in types and "penalty" not in types

    asyncio.run(run())


def test_a_false_call_in_hong_kong_easy_is_penalised_and_the_score_screen_says_so() -> None:
    """HKE: a false call shown costs 16 to each other player at once; the score screen names the penalty and
    who paid whom, in German too."""
    app = PlayApp(scenario("dmjl-hk-easy", {"strict": True}), delay=0, tiles="codes", lang="de")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            await pilot.press("1")
            await settle(pilot, report_open(app, "hand-end"))
            text = screen_text(app)
            assert "durch eine Strafe beendet: Falscher Mah-Jongg-Ruf" in text
            assert text.count("Falscher Mah-Jongg-Ruf") >= 4 and "16" in text

    asyncio.run(run())


def test_a_discard_named_wrongly_shows_the_others_the_name() -> None:
    """Classical: East presses s and names his 1z a 6z (Enter after the tile's letter and the name): the others
    see a 6z in his pond, and the log of East's own stream says both."""
    session = scenario("dmjl-classical", STRICT)
    app = PlayApp(session, delay=0, tiles="codes")

    async def start() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            letter = key_of(app, "1z")
            await pilot.press("s")
            await settle(pilot, lambda: app.screen.id == "name")
            await type_in(pilot, f"{letter} 6z")
            await settle(pilot, lambda: asked(app)() or len(session.table.events) > 40)
            assert "discard 1z, named 6z" in screen_text(app)
            assert session.table.snapshot(1).players[0].discards[0] == Tile.from_str("6z")

    asyncio.run(start())


def test_a_set_of_any_tiles_is_laid_and_the_hand_is_foul() -> None:
    """Classical: South discards 5z; East presses w and claims it as a pung with his 8s and 9m: the pung is laid
    as said, and his hand is foul (no Mah-Jongg this hand)."""
    session = scenario("dmjl-classical", STRICT)
    app = PlayApp(session, delay=0, tiles="codes")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            await pilot.press(key_of(app, "1z"))
            await settle(pilot, asked(app, "window"))
            await pilot.press("w")
            await settle(pilot, lambda: app.screen.id == "lay")
            await type_in(pilot, "pung 8s9m")
            await settle(pilot, asked(app, "turn"))
            pung = next(e for e in session.table.events if e["type"] == "pung")
            assert (pung["seat"], pung["tile"], sorted(pung["consumed"])) == (0, "5z", ["8s", "9m"])
            assert session.table.state.hand is not None and session.table.state.hand.seats[0].irregular == "foul"
            await pilot.press("w")
            await settle(pilot, lambda: app.screen.id == "lay")
            await type_in(pilot, "kong 1p1p1p")  # no discard open: nothing is laid
            await pilot.pause()
            assert [e["type"] for e in session.table.events].count("kong") == 0

    asyncio.run(run())


class FalseCaller(ScriptedBot):
    """Calls Mah-Jongg on his first turn, winning hand or not (a person's mistake, made by a script)."""

    def act(self, view: SeatView) -> Action:
        call = next((a for a in view.strict_actions if isinstance(a, MahJongg)), None)
        if view.phase == "turn" and call is not None:
            return call
        return super().act(view)


def test_another_players_false_call_is_checked_after_the_person_shows_his_hand() -> None:
    """Classical: South calls Mah-Jongg falsely on his turn and shows his hand; East (the person) is asked
    before the check: the prompt says so and "Show my hand" is offered. He shows it, so the call costs South
    300 to each other player (PEN), and the score screen names the penalty."""
    session = scenario("dmjl-classical", STRICT, bots={1: FalseCaller()})
    app = PlayApp(session, delay=0, tiles="codes")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            await pilot.press(key_of(app, "1z"))
            await settle(pilot, asked(app, "check"))
            text = screen_text(app)
            assert "Sam called Mah-Jongg and shows the hand" in text and "Show my hand" in text
            await pilot.press(str(kinds(app).index("expose") + 1))
            await settle(pilot, report_open(app, "hand-end"))
            text = screen_text(app)
            assert "ended by a penalty: False Mah-Jongg" in text and "300" in text

    asyncio.run(run())
    end = next(e for e in session.table.events if e["type"] == "hand_end")
    assert end["net"] == [300, -900, 300, 300]
