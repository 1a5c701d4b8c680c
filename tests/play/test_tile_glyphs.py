"""Tiles on screen: the U+1F000 glyphs, the notation's codes, the automatic fallback, discards marked."""

from __future__ import annotations

import io

import pytest

from jongg.play.tiles import TileStyle, glyph, glyphs_fit, supports_glyphs
from jongg.tiles import Tile

GLYPHS = {
    "1m": "\U0001f007",
    "9m": "\U0001f00f",
    "1s": "\U0001f010",
    "9s": "\U0001f018",
    "1p": "\U0001f019",
    "9p": "\U0001f021",
    "1z": "\U0001f000",
    "4z": "\U0001f003",
    "5z": "\U0001f006",
    "6z": "\U0001f005",
    "7z": "\U0001f004",
    "1f": "\U0001f022",
    "4f": "\U0001f025",
    "1g": "\U0001f026",
    "4g": "\U0001f029",
    "0p": "\U0001f01d",
}


@pytest.mark.parametrize(("code", "expected"), sorted(GLYPHS.items()))
def test_glyphs(code: str, expected: str) -> None:
    assert glyph(Tile.from_str(code)) == expected


@pytest.mark.parametrize(("style", "width"), [("glyphs", 2), ("codes", 2), ("both", 4)])
def test_every_face_of_a_style_has_its_width(style: str, width: int) -> None:
    """Issue 26 item 5: 🀄 is two cells wide, the other glyphs one; each glyph is padded by its own width, so
    every tile (the 34 kinds, the red fives, the 8 bonus tiles) and the back take the same cells in a row."""
    from rich.cells import cell_len

    ts = TileStyle(style)
    tiles = [Tile(kind) for kind in range(42)] + [Tile.from_str(t) for t in ("0m", "0p", "0s")]
    assert {cell_len(ts.face(t)) for t in tiles} == {width} and ts.width == width
    assert cell_len(ts.back(1).plain) == width


def test_both_writes_each_glyph_with_its_code() -> None:
    """The glyphs hard to tell apart (5m/6m, 6p/7p) are told apart by the code beside them; a meld writes its
    glyphs, then its group as the notation does."""
    ts = TileStyle("both")
    tiles = [Tile.from_str(t) for t in ("5m", "6m", "6p", "7p")]
    assert ts.tiles(tiles).plain == " ".join(glyph(t) + " " + str(t) for t in tiles)
    meld = ts.group([Tile.from_str(t) for t in ("3s", "3s", "3s")]).plain
    assert meld.endswith("333s") and meld.count(glyph(Tile.from_str("3s"))) == 3
    with pytest.raises(ValueError):
        TileStyle("emoji")


def test_codes_and_marks() -> None:
    ts = TileStyle("codes")
    tiles = [Tile.from_str(t) for t in ("1m", "5z", "2g")]
    assert ts.tiles(tiles).plain == "1m 5z 2g"
    assert ts.discards(tiles, {1}).plain == "1m 5z* 2g"
    assert "strike" in str(ts.discards(tiles, {1}).spans[1].style)
    assert "reverse" in str(ts.discards(tiles, set(), riichi=2).spans[-1].style)
    assert "red" in str(ts.tile(Tile.from_str("0m")).style)
    assert ts.back(2).plain == "## ##"


def test_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    utf8, latin = io.TextIOWrapper(io.BytesIO(), "utf-8"), io.TextIOWrapper(io.BytesIO(), "latin-1")
    monkeypatch.delenv("JONGG_ASCII", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    assert supports_glyphs(utf8) and not supports_glyphs(latin)
    monkeypatch.setenv("TERM", "linux")
    assert not supports_glyphs(utf8)
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("JONGG_ASCII", "1")
    assert not supports_glyphs(utf8)


def _terminal(answers: list[bytes] | None) -> bool:
    """`glyphs_fit` against a real pseudo-terminal whose other end answers each cursor query (`ESC [ 6 n`) with
    the next of `answers` (None: never answers)."""
    import os
    import pty
    import select
    import threading

    master, slave = pty.openpty()
    given = list(answers or [])
    done = threading.Event()

    def other_end() -> None:  # stops before the descriptors close, so no later test's pty is read here
        seen = b""
        while not done.is_set():
            if not select.select([master], [], [], 0.02)[0]:
                continue
            seen += os.read(master, 1024)
            while b"\x1b[6n" in seen and given:
                seen = seen.split(b"\x1b[6n", 1)[1]
                os.write(master, given.pop(0))

    thread = threading.Thread(target=other_end, daemon=True)
    thread.start()
    with (
        open(slave, encoding="utf-8", closefd=False) as tty_in,
        open(slave, "w", encoding="utf-8", closefd=False) as tty_out,
    ):
        fits = glyphs_fit(tty_in, tty_out, timeout=0.5)
    done.set()
    thread.join()
    os.close(slave)
    os.close(master)
    return fits


def test_glyph_widths_are_measured_on_the_terminal() -> None:
    """Issue 26 item 5: the glyphs' widths are measured where the terminal answers a cursor query: drawn as wide
    as counted (🀇 one cell, 🀄 two), they fit; a terminal that draws 🀇 two cells wide does not (`jongg play`
    then shows codes); one that does not answer is taken at its word."""
    assert _terminal([b"\x1b[5;2R", b"\x1b[5;3R"])
    assert not _terminal([b"\x1b[5;3R", b"\x1b[5;3R"])
    assert _terminal(None)
    assert glyphs_fit(io.StringIO(), io.StringIO())  # no terminal at all


def test_the_tiles_option_offers_every_style() -> None:
    from jongg.cli.play import TileChoice
    from jongg.play.tiles import STYLES

    assert tuple(c.value for c in TileChoice) == STYLES


def test_an_unknown_tile_style_is_a_usage_error() -> None:
    from cli_testing import CliRunner

    from jongg.cli.app import app

    result = CliRunner().invoke(app, ["play", "--tiles", "emoji"], prog_name="jongg")
    assert result.exit_code == 2 and "emoji" in result.output
