"""`jongg play`: one person against three bots, full screen (Textual).

The app only shows and asks: the session (`session.py`) owns the table, the bots and the game file; the words
and tables come from `render.py`. Bots move on a timer (`delay` seconds per bot turn; 0 plays them at once, for
tests). The person's hand is sorted with the drawn tile apart; a tile is discarded by its letter (a, b, …) or a
click, Enter discards the drawn tile; the other legal actions are numbered buttons (1–9, Space passes). A riichi
(Riichi) is one button (or **r**) that lights the tiles it may discard; the next tile key, click or Enter declares
it with that discard (**r** or Esc takes it back). At the end
of each hand a screen shows every scored hand, the payments and the totals; at the end of the match, the
placings. Quitting a match in progress asks first; the game file keeps it for `jongg play --resume`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.timer import Timer
from textual.widgets import Button, Static

from jongg import reports
from jongg.engine import Action, Chow, ConcealedKong, Discard, Kong, NamedDiscard, Pung, Riichi, SeatView
from jongg.engine import event_types as ev
from jongg.errors import JonggError
from jongg.i18n import text
from jongg.notation import parse_tiles
from jongg.play.hints import hint_text, warnings
from jongg.play.render import (
    action_label,
    compose,
    event_line,
    final_report,
    hand_report,
    player_panel,
    seen_report,
    status_line,
)
from jongg.play.session import Session
from jongg.play.tiles import CODES, GLYPHS, TileStyle
from jongg.play.widgets import AskScreen, QuitScreen, ReportScreen, TileButton
from jongg.reports import ENDINGS, ScoreScreen
from jongg.rules import find_ruleset
from jongg.seat_hints import seat_hint
from jongg.tiles import Tile, tile_order

TILE_KEYS = "abcdefghijklmn"
ORDER = {
    "mahjongg": 0,
    "riichi": 1,
    "kong": 2,
    "concealed_kong": 2,
    "added_kong": 2,
    "pung": 3,
    "chow": 4,
    "nine_terminals": 6,
    "expose": 8,
    "pass": 9,
}
CLAIMS = frozenset(("chow", "pung", "kong", "mahjongg"))
"""The claims on a discard (or a kong, robbed), by priority: the engine carries out the highest."""
DISCARD_MARK = "reverse"
"""How the log shows its newest discard."""
BUTTON_MIN = 10
"""An action button's least width in cells (the CSS's `min-width`; its label and a cell each side beyond)."""
COMPACT_BELOW = 34
"""Screens of fewer lines show the table compact (all four players still in full)."""

CSS = """
Screen { layout: vertical; }
#status { height: auto; padding: 0 1; background: $panel; }
#table { height: 1fr; }
.player { height: auto; padding: 0 1; margin-bottom: 1; }
#me { border-top: solid $accent; margin-bottom: 0; }
#hand { height: 3; padding: 0 1; }
#prompt { height: auto; padding: 0 1; color: $warning; }
#actions { height: auto; padding: 0 1; }
#actions Horizontal { height: auto; }
#hints { height: auto; padding: 0 1; color: $text-muted; }
#log { height: auto; max-height: 5; padding: 0 1; scrollbar-size-vertical: 1; }
.-compact .player { margin-bottom: 0; }
.-compact #log { max-height: 2; }
#keys { height: auto; padding: 0 1; background: $panel; color: $text-muted; }
"""
CSS += f"#actions Button {{ margin-right: 1; min-width: {BUTTON_MIN}; }}\n"  # the width `button_rows` counts


def choices(view: SeatView) -> list[Action]:
    """The person's actions other than plain discards, in the order of their numbers (Mah-Jongg first, Pass
    last); the riichi discards are one choice (the first stands for them all: it asks for the tile). At a
    strict table the mistakes it lets a seat make (`strict_actions`) are among them, shown as the legal ones
    are: a Mah-Jongg call looks the same whether the hand wins or not, as at a real table."""
    riichi = [a for a in view.legal_actions if isinstance(a, Riichi)]
    others = [a for a in (*view.legal_actions, *view.strict_actions) if not isinstance(a, Discard | Riichi)]
    bonus = [a for a in view.strict_actions if isinstance(a, Discard)]  # HKE: a bonus tile discarded
    return sorted([*others, *riichi[:1], *bonus], key=lambda a: ORDER.get(a.type, 5))


def discards(view: SeatView, riichi: bool = False) -> dict[Tile, Action]:
    """The discards the person may make now by tile: plain ones, or (`riichi`) the ones that declare riichi."""
    kind = Riichi if riichi else Discard
    return {a.tile: a for a in view.legal_actions if isinstance(a, kind)}


def hand_order(view: SeatView, drawn: Tile | None) -> list[tuple[Tile, bool]]:
    """The concealed tiles as shown: sorted (a red five among its suit's fives), then the drawn tile apart;
    (tile, is the drawn one)."""
    tiles = sorted(view.concealed, key=tile_order)
    if drawn is not None and drawn in tiles:
        tiles.remove(drawn)
        return [*((t, False) for t in tiles), (drawn, True)]
    return [(t, False) for t in tiles]


class PlayApp(App[None]):
    """The table for one person; `session` plays the bots and keeps the file."""

    CSS = CSS
    TITLE = "jongg"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(key, f"tile({n})", show=False) for n, key in enumerate(TILE_KEYS)),
        *(Binding(str(n + 1), f"choose({n})", show=False) for n in range(9)),
        Binding("enter", "drawn", show=False),
        Binding("space", "pass", show=False),
        Binding("r", "riichi", show=False),
        Binding("question_mark", "hints", show=False),
        Binding("t", "seen", show=False),
        Binding("s", "name_discard", show=False),
        Binding("w", "lay_set", show=False),
        Binding("pageup", "scroll_log(-1)", show=False, priority=True),
        Binding("pagedown", "scroll_log(1)", show=False, priority=True),
        Binding("q", "quit_match", show=False),
        Binding("escape", "quit_match", show=False),
    ]

    def __init__(
        self,
        session: Session,
        *,
        lang: str = "en",
        tiles: str | None = None,
        hints: bool = False,
        delay: float = 0.4,
    ) -> None:
        """`tiles`: the tile style (`play.tiles.STYLES`); None: by the screen's size (`auto_style`)."""
        super().__init__()
        self.session = session
        self.lang = lang
        self.tiles = tiles
        self.ts = TileStyle(tiles or GLYPHS)
        self.show_hints = hints
        self.delay = delay
        ruleset = find_ruleset(session.ruleset)
        self.ruleset_name = ruleset.name_de if lang == "de" else ruleset.name_en
        self.riichi_words = ruleset.words == "riichi"
        """Riichi's words: chi, pon, kan, tsumo, ron."""
        self.score_screen = ScoreScreen.of(ruleset)
        self.riichi_at: int | None = None
        """The decision at which the person chose riichi and is choosing its discard."""
        self.log_lines: list[tuple[Text, bool]] = []
        """The hand's log so far: each line, and whether it is a discard's."""
        events, log = session.table.events, session.table.log
        start = next((n for n in range(len(log) - 1, -1, -1) if isinstance(log[n], ev.HandStart)), len(log))
        for event in events[start:]:  # a resumed hand's log so far
            self.log_event(event, session.names_by_seat())
        self.hand_start: dict[str, Any] = dict(events[start]) if start < len(events) else {}
        self.indicators = [str(e.indicator) for e in log[start:] if isinstance(e, ev.Dora)]
        """The dora indicators turned over in this hand (for its score screen)."""
        self.reports: list[ReportScreen] = []
        self.claim: str | None = None
        """The person's claim on the open discard, until the window closes."""
        self.endings: list[dict[str, Any]] = [dict(e) for e in events[start:] if e["type"] in ENDINGS]
        """The events that ended this hand (a win on whose tile, a draw and why), for its score screen."""
        self.left = False
        """The person chose to leave a match in progress."""
        self._timer: Timer | None = None
        self._hand_key: object = None
        self._tile_buttons: list[TileButton] = []
        """The hand's buttons, one a tile (mounted anew only when the number of tiles changes)."""
        self._shown: dict[str, object] = {}
        """What each part of the table shows (`show`): its text, spans and style."""
        self._warned_key: object = None
        self._warned = Text("")
        self._final_shown = False

    # -- layout --------------------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="status", markup=False)
        with VerticalScroll(id="table"):
            for n in (1, 2, 3):
                yield Static(id=f"p{n}", classes="player", markup=False)
        yield Static(id="me", classes="player", markup=False)
        yield Horizontal(id="hand")
        yield Static(id="prompt", markup=False)
        yield Vertical(id="actions")
        yield Static(id="hints", markup=False)
        with VerticalScroll(id="log", can_focus=False):
            yield Static(id="log-lines", markup=False)
        keys = [text("play.keys.riichi" if self.riichi_words else "play.keys.play", self.lang)]
        view = self.session.view()  # a strict table's own keys (`SeatView.names_discards`, `lays_any_set`)
        keys += [
            text(key, self.lang)
            for key, on in (("play.keys.name", view.names_discards), ("play.keys.lay", view.lays_any_set))
            if on
        ]
        yield Static(Text(" · ".join(keys)), id="keys", markup=False)

    def on_mount(self) -> None:
        if self.session.deadline() is not None:
            self.set_interval(1.0, self.check_time)
        self.refresh_table()
        if self.session.done:
            self.queue_final()
            self.show_next_report()
        else:
            self.schedule(0)

    @property
    def compact(self) -> bool:
        """Below 34 lines each player takes two lines (`player_panel`'s compact form), the status one."""
        return self.size.height < COMPACT_BELOW

    def on_resize(self) -> None:
        """Compact or not: the players' parts lose their blank lines and the log shows two; the tile style, unless
        chosen, follows (`auto_style`)."""
        self.screen.set_class(self.compact, "-compact")
        if self.tiles is None and self.ts.style != auto_style(self.compact):
            self.ts = TileStyle(auto_style(self.compact))
            self._hand_key = None  # the hand's buttons are drawn again in the new style
        self.refresh_table()

    # -- the bots' pace ------------------------------------------------------------------------------------
    def schedule(self, delay: float) -> None:
        if self._timer is None and not self.session.done:
            self._timer = self.set_timer(max(delay, 0.001), self.tick)

    def blocked(self) -> bool:
        return len(self.screen_stack) > 1 or bool(self.reports)

    def tick(self) -> None:
        self._timer = None
        if self.reports:  # a report that waited for another screen (the quit question) to close
            self.show_next_report()
            return
        if self.blocked() or self.session.done:
            return
        while self.session.person_asked() is None and not self.session.done:
            names = self.session.names_by_seat()
            events = self.session.step_bots()
            self.process(events, names)
            if self.reports or (self.delay > 0 and any(e["type"] == "discard" for e in events)):
                break  # let the person see each bot's discard
        self.refresh_table()
        if self.reports:
            self.show_next_report()
        elif self.session.person_asked() is None:
            self.schedule(self.delay)

    def process(self, events: Sequence[dict[str, Any]], names: list[str]) -> None:
        """Log the events; queue the score screen of a hand that ended and the placings of the match."""
        for event in events:
            kind = event["type"]
            if kind == "hand_end":
                report = hand_report(
                    event,
                    self.hand_start,
                    names,
                    self.ts,
                    self.lang,
                    endings=self.endings,
                    indicators=self.indicators,
                    screen=self.score_screen,
                )
                self.reports.append(
                    ReportScreen(report, text("play.end.continue", self.lang), report_id=f"hand-end-{event['seq']}")
                )
            elif kind == "hand_start":
                self.hand_start = event
                self.endings = []
                self.indicators = []
                names = self.session.names_by_seat()
            elif kind in ENDINGS:
                self.endings.append(event)
            elif kind == "dora":
                self.indicators.append(str(event["indicator"]))
            elif kind == "match_end":
                self.queue_final(event)
            self.log_event(event, names)
        self.note_lost_claim(events, names)

    def note_lost_claim(self, events: Sequence[dict[str, Any]], names: list[str]) -> None:
        """Once the person's claim is decided: a log line when another player's claim came first."""
        claim = self.claim
        taken = [e for e in events if e["type"] in CLAIMS]
        if claim is None or not (taken or any(e["type"] in ("discard", "draw", "hand_end") for e in events)):
            return
        self.claim = None
        me = self.session.seat
        if not taken or any(e["seat"] == me for e in taken):
            return
        words = ".riichi" if self.riichi_words else ""
        line = compose(
            "play.log.claim_lost",
            self.lang,
            claim=text(f"play.claim.{claim}{words}", self.lang),
            name=Text(names[taken[0]["seat"]], style="bold"),
            meld=text(f"play.claim.{taken[0]['type']}{words}", self.lang),
        )
        self.log_lines.append((Text.assemble(line, style="yellow"), False))

    def log_event(self, event: dict[str, Any], names: list[str]) -> None:
        """The event's line in the log, which a new hand starts afresh."""
        if event["type"] == "hand_start":
            self.log_lines = []
        line = event_line(event, names, self.session.seat, self.ts, self.lang, self.riichi_words)
        if line is not None:
            self.log_lines.append((line, event["type"] == "discard"))

    def log_text(self) -> Text:
        """The hand's log, its newest discard highlighted."""
        newest = max((n for n, (_, discard) in enumerate(self.log_lines) if discard), default=None)
        lines = [line.copy() for line, _ in self.log_lines]
        if newest is not None:
            lines[newest].stylize(DISCARD_MARK)
        return Text("\n").join(lines)

    def queue_final(self, event: dict[str, Any] | None = None) -> None:
        end = event if event is not None else self.session.table.events[-1]
        if self._final_shown:
            return
        self._final_shown = True
        report = final_report(end, self.session.names, self.lang, final_note(self.session, self.lang))
        self.reports.append(ReportScreen(report, text("play.final.close", self.lang), report_id="final", last=True))

    def show_next_report(self) -> None:
        if not self.reports or len(self.screen_stack) > 1:
            return
        screen = self.reports.pop(0)
        final = screen.id == "final"
        self.push_screen(screen, callback=lambda _: self.after_report(final))

    def after_report(self, final: bool) -> None:
        if final:
            self.exit()
            return
        if self.reports:
            self.show_next_report()
            return
        self.refresh_table()
        self.schedule(self.delay)

    def check_time(self) -> None:
        """The host's clock: at the agreed duration the match ends (`time_up`)."""
        deadline = self.session.deadline()
        if deadline is None or self.session.done or datetime.now(UTC) < deadline:
            return
        names = self.session.names_by_seat()
        self.process(self.session.time_up(), names)
        self.refresh_table()
        self.show_next_report()

    # -- drawing -------------------------------------------------------------------------------------------
    def refresh_table(self) -> None:
        session = self.session
        view = session.view()
        names = session.names_by_seat()
        me = session.seat
        streak = int(self.hand_start.get("streak", 0) or 0)
        compact = self.compact
        width = self.size.width - 2 if compact else None  # within the padding
        self.show("#status", status_line(view, self.ruleset_name, names, self.ts, self.lang, streak, width))
        for n in (1, 2, 3):
            seat = (me + n) % 4
            panel = player_panel(
                view, seat, names[seat], self.ts, self.lang, position=n, riichi=self.riichi_words, width=width
            )
            self.show(f"#p{n}", panel)
        mine = player_panel(view, me, names[me], self.ts, self.lang, me=True, riichi=self.riichi_words, width=width)
        self.show("#me", mine)
        asked = session.person_asked()
        self.draw_hand(view, asked)
        prompt = self.prompt(asked, names)
        warned = self.warnings(view)
        if warned:
            prompt = Text("\n").join([prompt, warned]) if prompt else warned
        self.show("#prompt", prompt)
        self.draw_actions(asked)
        hints = self.query_one("#hints", Static)
        if self.show_hints and asked is not None:
            found = seat_hint(asked, session.ruleset, session.options, session.drawn())
            hints.update(hint_text(found, self.ts, self.lang, asked.phase, self.riichi_words))
            hints.display = True
        else:
            hints.display = False
        self.show("#log-lines", self.log_text())
        self.query_one("#log", VerticalScroll).scroll_end(animate=False, immediate=False)

    def show(self, selector: str, content: Text) -> None:
        """The text of one part of the table, only where it changed: each update lays out the whole screen again,
        and after a move most parts read as before."""
        shown = (content.plain, tuple(content.spans), content.style, content.justify, content.overflow, content.no_wrap)
        if self._shown.get(selector) != shown:
            self._shown[selector] = shown
            self.query_one(selector, Static).update(content)

    def warnings(self, view: SeatView) -> Text:
        """What keeps the person's ready hand from winning (`hints.warnings`), worked out once per hand change."""
        furiten = self.session.furiten()
        key = (view.concealed, view.players[self.session.seat], furiten)
        if key != self._warned_key:
            self._warned_key = key
            self._warned = warnings(view, self.session.ruleset, furiten, self.ts, self.lang, self.session.options)
        return self._warned

    def draw_hand(self, view: SeatView, asked: SeatView | None) -> None:
        shown = hand_order(view, self.session.drawn())
        legal = set(discards(asked)) if asked is not None else set()
        if self.choosing_riichi(asked):
            legal = set(discards(asked, riichi=True)) if asked is not None else set()
        key = (tuple(shown), frozenset(legal))
        if key == self._hand_key:
            return
        self._hand_key = key
        if len(self._tile_buttons) == len(shown):  # as many tiles as before: the buttons show the new ones
            for n, (button, (tile, drawn)) in enumerate(zip(self._tile_buttons, shown, strict=True)):
                button.show(tile, tile_key(n), self.ts, drawn=drawn, legal=tile in legal)
            return
        bar = self.query_one("#hand", Horizontal)
        bar.remove_children()
        self._tile_buttons = [
            TileButton(n, tile, tile_key(n), self.ts, drawn=drawn, legal=tile in legal)
            for n, (tile, drawn) in enumerate(shown)
        ]
        bar.mount_all(self._tile_buttons)

    def prompt(self, asked: SeatView | None, names: list[str]) -> Text:
        if asked is None:
            if self.session.done:
                return Text("")
            pending = self.session.bots_asked()
            if not pending:
                return Text("")
            seat = pending[0]
            wind = text(f"wind.{self.session.view().players[seat].wind}", self.lang)
            return compose("play.turn", self.lang, name=Text(names[seat], style="bold"), wind=wind)
        if asked.phase == "before_play":
            return compose("play.before_play", self.lang)
        if asked.phase == "check":  # strict mode: another player's call is shown and about to be checked
            call = next(e for e in reversed(self.session.table.log) if isinstance(e, ev.MahJonggCall | ev.Misnamed))
            callers = call.seats if isinstance(call, ev.MahJonggCall) else (call.claimer,)
            who = Text(" & ").join(Text(names[s], style="bold") for s in callers)
            return compose("play.check", self.lang, name=who)
        if asked.phase == "window":
            if asked.last_discard is not None:
                seat, tile = asked.last_discard
                words = ".riichi" if self.riichi_words else ""
                claims = ", ".join(
                    dict.fromkeys(
                        text(f"play.claim.{a.type}{words}", self.lang) for a in choices(asked) if a.type != "pass"
                    )
                )
                name = Text(names[seat], style="bold")
                return compose("play.claim", self.lang, name=name, tile=self.ts.tile(tile), claims=claims)
            kong = next(e for e in reversed(self.session.table.log) if isinstance(e, ev.AddedKong | ev.ConcealedKong))
            tile = kong.tile if isinstance(kong, ev.AddedKong) else kong.tiles[0]
            name = Text(names[kong.seat], style="bold")
            key = "play.rob.riichi" if self.riichi_words else "play.rob"
            return compose(key, self.lang, name=name, tile=self.ts.tile(tile))
        if self.choosing_riichi(asked):
            tiles = self.ts.tiles(sorted(discards(asked, riichi=True), key=tile_order))
            return compose("play.riichi_choose", self.lang, tiles=tiles)
        return compose("play.your_turn" if self.session.drawn() is not None else "play.your_turn.claimed", self.lang)

    def draw_actions(self, asked: SeatView | None) -> None:
        bar = self.query_one("#actions", Vertical)
        bar.remove_children()
        if asked is None:
            return
        buttons: list[tuple[Text, Button]] = []
        for n, action in enumerate(choices(asked)[:9]):
            if isinstance(action, Riichi):  # it stands for every riichi discard: it asks for the tile
                on = self.choosing_riichi(asked)
                shown = Text(text("play.action.riichi_cancel" if on else "play.action.riichi_choose", self.lang))
            else:
                shown = action_label(action, self.ts, self.lang, asked.phase, self.riichi_words)
            label = Text.assemble(Text(f"{n + 1} ", style="bold"), shown)
            variant = (
                "success"
                if action.type == "mahjongg"
                else "default"
                if action.type == "pass"
                else "warning"
                if action.type == "riichi"
                else "primary"
            )
            button = Button(label, variant=variant, name=f"action-{n}", compact=True)  # type: ignore[arg-type]
            buttons.append((label, button))
        bar.mount_all(Horizontal(*row) for row in button_rows(buttons, self.size.width - 2))

    # -- the person's input --------------------------------------------------------------------------------
    def choosing_riichi(self, asked: SeatView | None) -> bool:
        """Whether the person chose riichi at this decision and is now choosing its discard."""
        return asked is not None and self.riichi_at == asked.decision and bool(discards(asked, riichi=True))

    def asked(self) -> SeatView | None:
        if self.blocked():
            return None
        return self.session.person_asked()

    def act(self, action: Action, view: SeatView) -> None:
        names = self.session.names_by_seat()
        if view.phase == "window" and action.type in CLAIMS:
            self.claim = action.type
        try:
            events = self.session.act(action, view.decision)
        except JonggError as error:  # a mistake typed in (strict mode) that even a strict table refuses
            self.notify(error.text(self.lang), severity="error")
            return
        self.process(events, names)
        if self.delay == 0 and self._timer is None and not self.blocked() and not self.session.done:
            self.tick()  # the bots answer at once, and `tick` draws the table: none drawn in between
            return
        self.refresh_table()
        if self.reports:
            self.show_next_report()
        else:
            self.schedule(self.delay)

    def discard_at(self, index: int) -> None:
        view = self.asked()
        if view is None:
            return
        shown = hand_order(view, self.session.drawn())
        if not 0 <= index < len(shown):
            return
        action = discards(view, self.choosing_riichi(view)).get(shown[index][0])
        if action is None:
            self.bell()
            return
        self.act(action, view)

    def action_tile(self, index: int) -> None:
        self.discard_at(index)

    def on_tile_button_chosen(self, message: TileButton.Chosen) -> None:
        self.discard_at(message.index)

    def action_choose(self, index: int) -> None:
        view = self.asked()
        if view is None:
            return
        options = choices(view)
        if 0 <= index < len(options):
            if isinstance(options[index], Riichi):
                self.action_riichi()
            else:
                self.act(options[index], view)

    def action_riichi(self) -> None:
        """Riichi on (its discards lit) or off again."""
        view = self.asked()
        if view is None or not discards(view, riichi=True):
            return
        self.riichi_at = None if self.choosing_riichi(view) else view.decision
        self.refresh_table()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.name and event.button.name.startswith("action-"):
            self.action_choose(int(event.button.name.removeprefix("action-")))

    def action_drawn(self) -> None:
        view = self.asked()
        if view is None or self.session.drawn() is None:
            return
        self.discard_at(len(view.concealed) - 1)

    def action_pass(self) -> None:
        view = self.asked()
        if view is None:
            return
        options = choices(view)
        for n, action in enumerate(options):
            if action.type == "pass":
                self.action_choose(n)
                return

    def action_scroll_log(self, pages: int) -> None:
        """PageUp and PageDown page through the hand's log."""
        log = self.query_one("#log", VerticalScroll)
        if pages < 0:
            log.scroll_page_up(animate=False)
        else:
            log.scroll_page_down(animate=False)

    def action_seen(self) -> None:
        """Every tile with the copies not yet seen, over the table (any key that closes a report closes it)."""
        if len(self.screen_stack) > 1:
            return
        report = seen_report(self.session.view(), self.ts, self.lang)
        self.push_screen(ReportScreen(report, text("play.seen.close", self.lang), report_id="seen", last=True))

    def action_name_discard(self) -> None:
        """Strict Classical (`SeatView.names_discards`): discard a tile and say another name for it; asks for
        the tile's letter and the name (`c 6m`)."""
        view = self.asked()
        if view is None or not view.names_discards or not discards(view):
            return
        self.push_screen(AskScreen(text("play.ask.name", self.lang), screen_id="name"), callback=self.named)

    def named(self, answer: str | None) -> None:
        view = self.asked()
        if answer is None or view is None:
            return
        letter, _, said = answer.partition(" ")
        shown = hand_order(view, self.session.drawn())
        index = TILE_KEYS.find(letter.strip().lower()) if len(letter.strip()) == 1 else -1
        try:
            tile, named = shown[index][0], Tile.from_str(said.strip())
        except (IndexError, JonggError):
            self.notify(text("play.ask.name_refused", self.lang, answer=answer), severity="error")
            return
        self.act(NamedDiscard(tile, named), view)

    def action_lay_set(self) -> None:
        """Strict mode (`SeatView.lays_any_set`): claim the open discard, or declare a concealed kong, with any
        tiles of the hand (`pung 1z1z`, `chow 6s8s`, `kong 1m2m3m4m`)."""
        view = self.asked()
        if view is None or not view.lays_any_set:
            return
        self.push_screen(AskScreen(text("play.ask.lay", self.lang), screen_id="lay"), callback=self.laid)

    def laid(self, answer: str | None) -> None:
        view = self.asked()
        if answer is None or view is None:
            return
        action = laid_set(answer, view)
        if action is None:
            self.notify(text("play.ask.lay_refused", self.lang, answer=answer), severity="error")
            return
        self.act(action, view)

    def action_hints(self) -> None:
        self.show_hints = not self.show_hints
        self.refresh_table()

    async def action_quit(self) -> None:
        """Textual's own quit (Ctrl+Q) asks first, too."""
        self.action_quit_match()

    def action_quit_match(self) -> None:
        """Leave (asking first in a match in progress): from the table, or from a hand's score screen."""
        if len(self.screen_stack) > 1 and not (self.screen.id or "").startswith("hand-end"):
            return
        if self.choosing_riichi(self.asked()):  # Esc takes a riichi back first
            self.action_riichi()
            return
        if self.session.done:
            self.exit()
            return
        key = "play.quit.ask" if self.session.writer is not None else "play.quit.ask_unsaved"
        self.push_screen(QuitScreen(text(key, self.lang), self.lang), callback=self.after_quit_question)

    def after_quit_question(self, leave: bool | None) -> None:
        if leave:
            self.left = True
            self.exit()
        else:
            self.schedule(0 if self.reports else self.delay)


def tile_key(index: int) -> str:
    """The key that discards the hand's tile at `index` (none beyond the letters)."""
    return TILE_KEYS[index] if index < len(TILE_KEYS) else " "


def laid_set(answer: str, view: SeatView) -> Action | None:
    """The claim or kong a person types in strict mode: `chow|pung|kong TILES` (the tiles from his hand) on the
    open discard, or `kong` of four tiles on his turn (a concealed kong); a pung of four and a kong of three
    too (a short and a long hand); None when it says none."""
    kind, _, written = answer.strip().lower().partition(" ")
    try:
        tiles = tuple(parse_tiles(written.replace(" ", ""), red_fives=False))  # `7z7z` or `777z`, as the notation
    except JonggError:
        return None
    if view.phase == "turn" and kind == "kong" and len(tiles) in (3, 4):  # 3: a kong of three (a long hand)
        return ConcealedKong(tiles)
    counts = {"chow": (2,), "pung": (2, 3), "kong": (3, 2)}.get(kind, ())  # a pung of four, a kong of three
    if view.last_discard is None or len(tiles) not in counts:
        return None
    tile = view.last_discard[1]
    return Chow(tile, tiles) if kind == "chow" else Pung(tile, tiles) if kind == "pung" else Kong(tile, tiles)


def button_rows(buttons: list[tuple[Text, Button]], width: int) -> list[list[Button]]:
    """The action buttons (each with its label) in rows that fit `width` cells, a compact button taking its
    label and a margin of one: several chi, a pon and pass run past 80 columns on one row."""
    rows: list[list[Button]] = [[]]
    used = 0
    for label, button in buttons:
        size = max(BUTTON_MIN, label.cell_len + 2) + 1
        if rows[-1] and used + size > width:
            rows.append([])
            used = 0
        rows[-1].append(button)
        used += size
    return rows


def auto_style(compact: bool) -> str:
    """The tile style where none was chosen: the glyphs; on a compact screen the codes, the clearest style that
    shows all four players' discards at 80x24 (glyphs are hard to tell apart there, and glyphs with their codes
    beside them need some 100 columns)."""
    return CODES if compact else GLYPHS


def final_note(session: Session, lang: str) -> str | None:
    """Under the placings: how the result is counted, where the rule set has uma and oka (Riichi)."""
    return reports.final_note(session.ruleset, session.options, lang)


__all__ = ["PlayApp", "choices", "discards", "hand_order"]
