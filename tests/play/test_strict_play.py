"""`jongg play` at a strict table (`-o strict=true`, `--strict`): the person may make the mistakes the rule set
penalises (`penalties.md`), offered beside the legal actions and marked: **w** calls Mah-Jongg without a winning
hand, **x** shows his hand after another's call. The log says each strict event in words, and a hand a penalty
ended has its own score screen: the penalty's name, who pays whom, no scored hand."""

from __future__ import annotations

import asyncio
import os

from play_helpers import (
    CLASSICAL_DICE,
    DEAD,
    PERSON,
    SOUTH,
    ScriptedBot,
    asked,
    build_wall,
    report_open,
    scenario,
    screen_text,
    settle,
)

from jongg.engine import Action, MahJongg, SeatView, Table
from jongg.play.app import PlayApp
from jongg.play.session import Session

SIZE = (120, 42)
STRICT = {"strict": True}


def log(app: PlayApp) -> str:
    return "\n".join(line.plain for line, _ in app.log_lines)


def shoot(app: PlayApp, name: str) -> None:
    if os.environ.get("JONGG_SHOTS"):
        app.save_screenshot(f"{name}.svg", os.environ["JONGG_SHOTS"])


def test_a_false_call_nobody_answers_is_taken_back_and_play_goes_on() -> None:
    """Classical (PEN: a mistake is corrected without penalty while nobody is harmed): East, the person, calls
    Mah-Jongg on his first turn with **w**; the bots pass while the call is checked (none shows his hand), so the
    call is taken back, the log says so, and East discards as before."""
    session = scenario("dmjl-classical", STRICT)
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            view = session.person_asked()
            assert view is not None and view.strict_actions and view.strict_actions[0].type == "mahjongg"
            assert not any(a.type == "mahjongg" for a in view.legal_actions)
            text = screen_text(app)
            assert "w Call Mah-Jongg with" in text and "(strict)" in text and "w call Mah-Jongg" in text
            await pilot.press("w")
            await settle(pilot, lambda: any(e["type"] == "take_back" for e in session.table.events))
            await settle(pilot, asked(app, "turn"))
            said = log(app)
            assert "You: Mah-Jongg called with " in said and ", the hand shown " in said
            assert "You: the call is taken back (nobody had shown his hand); play goes on." in said
            shoot(app, "strict-taken-back")
            before = len(session.table.snapshot(0).players[0].discards)
            await pilot.press("enter")  # the drawn tile, as before the call
            await settle(pilot, lambda: len(session.table.snapshot(0).players[0].discards) == before + 1)
            assert not any(e["type"] == "penalty" for e in session.table.events)

    asyncio.run(run())


def test_a_false_call_in_hong_kong_easy_costs_16_to_each_on_the_score_screen() -> None:
    """HKE: a false call shown costs 16 to each other player at once, the hand ends; the score screen names
    the penalty and its payments, and scores no hand (here in German)."""
    session = scenario("dmjl-hk-easy", STRICT)
    app = PlayApp(session, delay=0, lang="de")

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            assert "w Mah-Jongg mit" in screen_text(app)
            await pilot.click("#actions Button.-error")  # the marked button, as good as w
            await settle(pilot, report_open(app, "hand-end"))
            text = screen_text(app)
            shoot(app, "strict-hke-score")
            assert "Hand 1: durch eine Strafe beendet, Falscher Mah-Jongg-Ruf" in text
            assert "Strafe – Falscher Mah-Jongg-Ruf, gezahlt von You: jedem 16." in text
            assert text.count("You → ") == 3 and "(Falscher Mah-Jongg-Ruf)" in text
            assert "Gewinnt" not in text and "gewonnen" not in text
            assert "-48" in text and session.table.events[-2]["net"] == [-48, 16, 16, 16]

    asyncio.run(run())


class FalseCaller(ScriptedBot):
    """A careless player: calls Mah-Jongg on the first discard he may, winning hand or not."""

    def act(self, view: SeatView) -> Action:
        call = next((a for a in view.strict_actions if isinstance(a, MahJongg)), None)
        if view.phase == "window" and call is not None:
            return call
        return super().act(view)


def test_the_person_shows_his_hand_after_a_false_call_and_the_caller_pays() -> None:
    """Classical (PEN: once another has exposed his hand, the false caller pays 300 to each): South calls
    Mah-Jongg on East's discard; East, asked while the call is checked, shows his hand with **x**: South pays."""
    wall = build_wall("dmjl-classical", CLASSICAL_DICE, hands={0: PERSON, 1: SOUTH.replace(" ", "")}, dead=DEAD)
    table = Table.from_wall("dmjl-classical", STRICT, wall=wall, dice=list(CLASSICAL_DICE), dealer=0)
    bots = {1: FalseCaller(), 2: ScriptedBot(), 3: ScriptedBot()}
    session = Session.from_table(table, 0, names=["You", "Sam", "Wu", "Nia"], players=bots)
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            await pilot.press("enter")
            await settle(pilot, asked(app, "check"))
            text = screen_text(app)
            assert "Sam calls Mah-Jongg: Space lets the call be checked, x shows your hand first" in text
            assert "Sam: Mah-Jongg called on your " in text and "x Show my hand (strict)" in text
            shoot(app, "strict-check")
            await pilot.press("x")
            await settle(pilot, report_open(app, "hand-end"))
            said = log(app)
            assert "You: the hand laid open " in said
            assert "Penalty – False Mah-Jongg, paid by Sam: 300 to each." in said
            text = screen_text(app)
            assert "Hand 1: ended by a penalty, False Mah-Jongg" in text and text.count("Sam → ") == 3

    asyncio.run(run())


def test_strict_keys_do_nothing_at_an_assisted_table() -> None:
    """Without strict mode there are no strict actions: w and x change nothing, the footer names neither."""
    session = scenario("dmjl-classical")
    app = PlayApp(session, delay=0)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, asked(app, "turn"))
            before = len(session.table.events)
            await pilot.press("w", "x")
            await pilot.pause()
            assert len(session.table.events) == before and "w call Mah-Jongg" not in screen_text(app)

    asyncio.run(run())
