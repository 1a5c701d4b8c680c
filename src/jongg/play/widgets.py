"""The Textual widgets and screens of `jongg play` and `jongg replay`: a clickable tile, the score screen after
each hand, the placings at the end, the question before quitting, the jump to a hand. They show what
`render.py` builds; every text reaches them as a `rich.text.Text` (never markup)."""

from __future__ import annotations

from typing import ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from jongg.i18n import text
from jongg.play.tiles import GLYPHS, TileStyle
from jongg.tiles import Tile


class TileButton(Static):
    """One tile of the person's hand: its face, (with glyphs) its code, and the key that discards it."""

    DEFAULT_CSS = """
    TileButton { width: 3; height: 3; margin-right: 1; }
    TileButton.-drawn { margin-left: 2; }
    TileButton:hover { background: $boost; }
    TileButton.-blocked { opacity: 50%; }
    """

    class Chosen(Message):
        def __init__(self, index: int) -> None:
            self.index = index
            super().__init__()

    def __init__(self, index: int, tile: Tile, key: str, ts: TileStyle, *, drawn: bool, legal: bool) -> None:
        classes = " ".join(c for c, on in (("-drawn", drawn), ("-blocked", not legal)) if on)
        super().__init__(self.label(tile, key, ts, legal), markup=False, classes=classes, name=f"tile-{index}")
        self.index = index

    def show(self, tile: Tile, key: str, ts: TileStyle, *, drawn: bool, legal: bool) -> None:
        """Another tile in this place of the hand: the same button, drawn anew (cheaper than a new one)."""
        self.update(self.label(tile, key, ts, legal))
        self.set_class(drawn, "-drawn")
        self.set_class(not legal, "-blocked")

    @staticmethod
    def label(tile: Tile, key: str, ts: TileStyle, legal: bool) -> Text:
        label = Text.assemble(ts.tile(tile), "\n")
        if ts.style == GLYPHS:  # the code under the glyph (the other styles show it in the face)
            label.append_text(Text(str(tile), style="dim"))
        label.append("\n")
        label.append(key, style="bold reverse" if legal else "dim")
        return label

    def on_click(self) -> None:
        self.post_message(self.Chosen(self.index))


class ReportScreen(ModalScreen[None]):
    """A report (the scores of a hand, or the placings) with one button that closes it; **q** is the app's quit
    (which asks first in a match in progress), except on the `last` report, which it closes."""

    DEFAULT_CSS = """
    ReportScreen { align: center middle; }
    ReportScreen > Vertical { width: 96%; height: 94%; border: thick $accent; background: $surface; }
    ReportScreen VerticalScroll { height: 1fr; padding: 0 1; }
    ReportScreen Button { margin: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", show=False),
        Binding("space", "close", show=False),
        Binding("escape", "close", show=False),
        Binding("q", "leave", show=False),
    ]

    def __init__(self, report: RenderableType, button: str, *, report_id: str, last: bool = False) -> None:
        super().__init__(id=report_id)
        self.report = report
        self.button = button
        self.last = last

    def compose(self) -> ComposeResult:
        with Vertical():
            with VerticalScroll():
                yield Static(self.report, markup=False, id="report")
            yield Button(Text(self.button), variant="primary", id="close", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

    async def action_leave(self) -> None:
        if self.last:
            self.dismiss(None)
        else:
            await self.app.run_action("quit")


class QuitScreen(ModalScreen[bool]):
    """Asks before a match in progress is left."""

    DEFAULT_CSS = """
    QuitScreen { align: center middle; }
    QuitScreen > Vertical { width: 70; height: auto; border: thick $warning; background: $surface; padding: 1 2; }
    QuitScreen Horizontal { height: auto; margin-top: 1; }
    QuitScreen Button { margin-right: 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", show=False),
        Binding("j", "answer(True)", show=False),
        Binding("n", "answer(False)", show=False),
        Binding("escape", "answer(False)", show=False),
    ]

    def __init__(self, question: str, lang: str) -> None:
        super().__init__(id="quit")
        self.question = question
        self.lang = lang

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.question), markup=False)
            with Horizontal():
                yield Button(Text(text("play.quit.yes", self.lang)), variant="error", id="yes", compact=True)
                yield Button(Text(text("play.quit.no", self.lang)), variant="primary", id="no", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, leave: bool) -> None:
        self.dismiss(leave)


class AskScreen(ModalScreen[str | None]):
    """Asks for one line: a hand number (replay, `number`), a discard's name or a set to lay (strict mode);
    Escape cancels (None)."""

    DEFAULT_CSS = """
    AskScreen { align: center middle; }
    AskScreen > Vertical { width: 70; height: auto; border: thick $accent; background: $surface; padding: 1 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, prompt: str, *, screen_id: str, number: bool = False) -> None:
        super().__init__(id=screen_id)
        self.prompt = prompt
        self.number = number

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.prompt), markup=False)
            yield Input(type="integer" if self.number else "text", id="answer")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


__all__ = ["AskScreen", "QuitScreen", "ReportScreen", "TileButton"]
