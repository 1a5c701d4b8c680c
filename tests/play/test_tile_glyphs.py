"""Tiles on screen: the U+1F000 glyphs, the notation's codes, the automatic fallback, discards marked."""

from __future__ import annotations

import io

import pytest

from jongg.play.tiles import TileStyle, glyph, supports_glyphs
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


def test_every_tile_is_two_cells_in_both_styles() -> None:
    from rich.cells import cell_len

    for kind in range(42):
        for ascii in (False, True):
            assert cell_len(TileStyle(ascii).face(Tile(kind))) == 2


def test_codes_and_marks() -> None:
    ts = TileStyle(ascii=True)
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
