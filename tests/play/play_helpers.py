"""Helpers for the `jongg play` tests: prepared one-hand tables, scripted bots, waiting for the app."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from jongg.engine import Action, Discard, Pass, SeatView, Table
from jongg.play.app import PlayApp
from jongg.play.session import Session
from jongg.tiles import Tile

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from walls import build_wall

CLASSICAL_DICE = (3, 4, 2, 5)
HKE_DICE = (3, 4)
ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "docs" / "screenshots"


class ScriptedBot:
    """Discards the scripted tiles in order (each when it holds it), else the drawn tile; passes every claim."""

    def __init__(self, discards: Sequence[str] = ()) -> None:
        self.discards = [Tile.from_str(t) for t in discards]

    def act(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if view.phase != "turn":
            return next(a for a in legal if isinstance(a, Pass))
        for wanted in self.discards:
            found = next((a for a in legal if isinstance(a, Discard) and a.tile == wanted), None)
            if found is not None:
                self.discards.remove(wanted)
                return found
        drawn = next((a for a in legal if isinstance(a, Discard) and a.tile == view.last_draw), None)
        return drawn or next(a for a in legal if isinstance(a, Discard))


# East (the person) is dealt 111p 234m 567s 55z 8s 1z 9m. He discards 1z (by key); South discards 5z, which he
# pungs (clicking the button); he discards 9m (clicking the tile); West, North and South throw away honours
# nobody wants; East draws the fourth 1p, declares the concealed kong, and wins on the replacement 8s.
PERSON = "111p234m567s55z8s1z9m"
SOUTH = "5z 1m 4p 7p 2s 3s 6s 9p 3m 6m 7m 8m 9s"
LIVE = "6z 2z 3z 4z 1p"
DEAD = "8s"


def scenario(
    ruleset: str,
    options: Mapping[str, Any] | None = None,
    names: Sequence[str] = ("You", "Sam", "Wu", "Nia"),
    person: str = PERSON,
    live: str = LIVE,
    bots: Mapping[int, Any] | None = None,
) -> Session:
    """The prepared hand above, as a session: the person East (seat 0), scripted bots elsewhere (`bots`: others
    in their place)."""
    classical = ruleset == "dmjl-classical"
    dice = CLASSICAL_DICE if classical else HKE_DICE
    wall = build_wall(ruleset, dice, hands={0: person, 1: SOUTH.replace(" ", "")}, live=live, dead=DEAD)
    table = Table.from_wall(ruleset, dict(options or {}), wall=wall, dice=list(dice), dealer=0)
    players = {1: ScriptedBot(["5z"]), 2: ScriptedBot(), 3: ScriptedBot(), **(bots or {})}
    return Session.from_table(table, 0, names=list(names), players=players)


async def settle(pilot: Pilot[Any], until: Callable[[], bool], seconds: float = 120.0) -> None:
    """Let the app run until `until()` holds (the bots play at once with delay 0). The limit is generous wall
    time, not a number of turns: on a busy machine the app's timers fire late, never out of order."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if until():
            await pilot.pause()  # and let the screen catch up (buttons are mounted after the refresh)
            return
        await pilot.pause(0.01)
    raise AssertionError("the app did not get there")


def asked(app: PlayApp, phase: str | None = None) -> Callable[[], bool]:
    def check() -> bool:
        if len(app.screen_stack) > 1:
            return False
        view = app.session.person_asked()
        return view is not None and (phase is None or view.phase == phase)

    return check


def report_open(app: PlayApp, prefix: str) -> Callable[[], bool]:
    return lambda: (app.screen.id or "").startswith(prefix)


def screen_text(app: PlayApp) -> str:
    """The text of the current screen (from its SVG screenshot), for assertions."""
    import html
    import re

    svg = app.export_screenshot()
    rows: dict[float, list[tuple[float, str]]] = {}
    for x, y, body in re.findall(r'<text[^>]* x="([\d.]+)" y="([\d.]+)"[^>]*>(.*?)</text>', svg):
        rows.setdefault(float(y), []).append((float(x), html.unescape(body)))
    lines = ["".join(part for _, part in sorted(rows[y])) for y in sorted(rows)]
    return "\n".join(lines).replace("\xa0", " ")
