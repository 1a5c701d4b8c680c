"""`jongg replay`: step through a record with the same table, score screens and placings as `jongg play`.

The record is parsed once into typed events (its stops, hands and dora indicators are read from them); the table at
a point is the record up to that event, replayed by the engine's reducer (`jongg.engine.replay`); nothing is
shuffled again. All hands are open, or (`seat`) the table is shown as that seat saw it, or (`person`) as that
player saw it, in whichever seat he sits at each point (seat rotation moves him).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from jongg.engine import Table, replay
from jongg.engine import event_types as ev
from jongg.engine.event_types import parse_record
from jongg.i18n import text
from jongg.play.render import event_line, final_report, hand_report, player_panel, status_line
from jongg.play.tiles import TileStyle
from jongg.play.widgets import AskScreen
from jongg.reports import ENDINGS, ScoreScreen
from jongg.rules import find_ruleset
from jongg.tiles import tile_order

SHOWN = frozenset(
    (
        "deal",
        "draw",
        "bonus",
        "discard",
        "chow",
        "pung",
        "kong",
        "concealed_kong",
        "added_kong",
        "original_call",
        "riichi",
        "dora",
        "mahjongg",
        "exhaustive_draw",
        "abortive_draw",
        "hand_end",
        "match_end",
    )
)
"""The events the replay stops at (claim answers, windows closing and the like are passed over)."""

CSS = """
#status { height: auto; padding: 0 1; background: $panel; }
#body { height: 1fr; padding: 0 1; }
#note { height: auto; padding: 0 1; color: $warning; }
#keys { height: 1; padding: 0 1; background: $panel; color: $text-muted; }
"""


class Record:
    """A record, its events parsed once (`event_types.parse_record`), and the points a replay stops at."""

    def __init__(self, events: Sequence[dict[str, Any]]) -> None:
        self.events = list(events)
        self.log = parse_record(self.events)
        header = self.log[0]
        assert isinstance(header, ev.MatchStart)  # parse_record's first event
        self.players = list(header.players or ("East", "South", "West", "North"))
        first = next((n for n, e in enumerate(self.log) if e.type == "deal"), 0)
        self.stops = [n for n, e in enumerate(self.log) if n >= first and e.type in SHOWN]
        self.hands: dict[int, int] = {}
        """Hand number -> the index in `stops` of its deal."""
        number = 0
        for index, at in enumerate(self.stops):
            if self.log[at].type == "deal":
                number = next(e.hand for e in reversed(self.log[:at]) if isinstance(e, ev.HandStart))
                self.hands[number] = index

    def table_at(self, at: int) -> Table:
        return replay(self.events[: at + 1])

    def indicators(self, at: int) -> list[str]:
        """The dora indicators turned over in the hand of event `at` up to it."""
        found: list[str] = []
        for event in reversed(self.log[:at]):
            if isinstance(event, ev.HandStart):
                break
            if isinstance(event, ev.Dora):
                found.insert(0, str(event.indicator))
        return found

    def hand_start_before(self, at: int) -> dict[str, Any]:
        return next((e for e in reversed(self.events[: at + 1]) if e["type"] == "hand_start"), {})


class ReplayApp(App[None]):
    CSS = CSS
    TITLE = "jongg replay"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,space,l", "step(1)", show=False),
        Binding("left,backspace,h", "step(-1)", show=False),
        Binding("right_square_bracket,pagedown", "hand(1)", show=False),
        Binding("left_square_bracket,pageup", "hand(-1)", show=False),
        Binding("home", "go(0)", show=False),
        Binding("end", "go(-1)", show=False),
        Binding("g", "jump", show=False),
        Binding("q,escape", "quit", show=False),
    ]

    def __init__(
        self,
        events: Sequence[dict[str, Any]],
        *,
        seat: int | None = None,
        person: int | None = None,
        lang: str = "en",
        tiles: str = "glyphs",
        which: str | None = None,
    ) -> None:
        """`which` names the record among those of its file ("record 2 of 10"); `person` (a player index) is
        followed from seat to seat instead of a fixed `seat`."""
        super().__init__()
        self.which = which
        self.record = Record(events)
        self.seat = seat
        self.person = person
        self.lang = lang
        self.ts = TileStyle(tiles)
        ruleset = find_ruleset(str(events[0]["ruleset"]))
        self.ruleset_name = ruleset.name_de if lang == "de" else ruleset.name_en
        self.riichi_words = ruleset.words == "riichi"  # the rule set says which words it plays in
        self.score_screen = ScoreScreen.of(ruleset)
        self.position = 0

    def compose(self) -> ComposeResult:
        yield Static(id="status", markup=False)
        with VerticalScroll(id="body"):
            yield Static(id="table", markup=False)
        yield Static(id="note", markup=False)
        yield Static(Text(text("replay.keys", self.lang)), id="keys", markup=False)

    def on_mount(self) -> None:
        self.show()

    # -- moving ------------------------------------------------------------------------------------------------
    def go(self, position: int) -> None:
        stops = len(self.record.stops)
        if stops:
            self.position = max(0, min(stops - 1, position % stops if position < 0 else position))
            self.show()

    def action_step(self, by: int) -> None:
        self.go(self.position + by)

    def action_go(self, position: int) -> None:
        self.go(position)

    def action_hand(self, by: int) -> None:
        starts = sorted(self.record.hands.values())
        if by > 0:
            later = [s for s in starts if s > self.position]
            if later:
                self.go(later[0])
        else:
            current = max((s for s in starts if s <= self.position), default=0)
            earlier = [s for s in starts if s < current]
            self.go(earlier[-1] if earlier else 0)

    def action_jump(self) -> None:
        self.push_screen(
            AskScreen(text("replay.jump", self.lang), screen_id="jump", number=True), callback=self.jump_to
        )

    def jump_to(self, answer: str | None) -> None:
        """Go to the hand asked for, or say which hands there are."""
        if answer is None or not answer.lstrip("-").isdigit():
            return
        hand = int(answer)
        if hand in self.record.hands:
            self.go(self.record.hands[hand])
        elif self.record.hands:
            first, last = min(self.record.hands), max(self.record.hands)
            found = text("replay.no_hand", self.lang, n=hand, first=first, last=last)
            self.query_one("#note", Static).update(Text(found))

    # -- drawing -----------------------------------------------------------------------------------------------
    def shown_seat(self, table: Table) -> int | None:
        """The seat whose view is shown at this point (None: all hands open): the person's, where he sits now."""
        if self.person is None:
            return self.seat
        return list(table.state.match.seating).index(self.person)

    def show(self) -> None:
        if not self.record.stops:
            return
        self.query_one("#note", Static).update("")  # a note (no such hand) lasts until the next move
        at = self.record.stops[self.position]
        table = self.record.table_at(at)
        event = self.record.events[at]
        players = self.record.players
        seating = list(table.state.match.seating)
        names = [players[p] if 0 <= p < len(players) else str(p) for p in seating]
        start = self.record.hand_start_before(at)
        me = self.shown_seat(table)
        view = table.snapshot(me if me is not None else 0)
        streak = int(start.get("streak", 0) or 0)
        where = text("replay.where", self.lang, n=self.position + 1, total=len(self.record.stops))
        mode = text("replay.open", self.lang) if me is None else text("replay.seat", self.lang, seat=me, name=names[me])
        status = status_line(view, self.ruleset_name, names, self.ts, self.lang, streak)
        status.append(Text("\n" + " · ".join(w for w in (self.which, where, mode) if w), style="dim"))
        self.query_one("#status", Static).update(status)
        parts: list[RenderableType] = []
        if event["type"] == "hand_end":  # the score of the hand in place of the table
            endings = [e for e in self.record.events[start.get("seq", 0) : at] if e["type"] in ENDINGS]
            indicators = self.record.indicators(at)
            report = hand_report(
                event,
                start,
                names,
                self.ts,
                self.lang,
                endings=endings,
                indicators=indicators,
                screen=self.score_screen,
            )
            self.query_one("#table", Static).update(report)
            return
        if event["type"] == "match_end":
            self.query_one("#table", Static).update(final_report(event, players, self.lang))
            return
        for seat in range(4):
            shown = me is None or seat == me
            open_tiles = sorted(table.snapshot(seat).concealed, key=tile_order) if shown else None
            mine = me == seat
            parts.append(
                player_panel(
                    view, seat, names[seat], self.ts, self.lang, concealed=open_tiles, me=mine, riichi=self.riichi_words
                )
            )
            parts.append(Text(""))
        line = event_line(event, names, me, self.ts, self.lang, self.riichi_words)
        if line is not None:
            parts.append(line)
        self.query_one("#table", Static).update(Group(*parts))


__all__ = ["SHOWN", "Record", "ReplayApp"]
