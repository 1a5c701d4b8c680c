"""Tiles on screen, in one of three styles (`--tiles`): the Unicode Mah-Jongg glyphs (U+1F000 block), the
notation's codes (`--tiles codes`, `--ascii`), or both, each glyph followed by its code (glyphs alone are hard
to tell apart: 5m/6m, 6p/7p).

Every function returns `rich.text.Text` (never a markup string), so nothing a tile or a name contains is read
as markup. Every face of a style has the same width: a glyph is padded to two cells by its own measured width
(🀄 is two cells wide, the others one), a code is two characters (`5m`, `7z`, `1f`); `glyphs_fit` checks,
where it can, that the terminal draws the glyphs as wide as that.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Sequence
from typing import TextIO

from rich.cells import cell_len
from rich.text import Text

from jongg.tiles import NUM_KINDS, RED, Tile

# Characters 1-9 (U+1F007..), bamboo 1-9 (U+1F010..), dots 1-9 (U+1F019..); winds E S W N (U+1F000..);
# dragons white U+1F006, green U+1F005, red U+1F004; flowers U+1F022..; seasons U+1F026..; a tile's back U+1F02B.
_SUIT_BASE = {0: 0x1F007, 1: 0x1F019, 2: 0x1F010}
_HONOURS = (0x1F000, 0x1F001, 0x1F002, 0x1F003, 0x1F006, 0x1F005, 0x1F004)
BACK = "\U0001f02b"

SUIT_STYLE = {0: "bold red", 1: "bold blue", 2: "bold green", 3: "bold", 4: "bold magenta"}
"""The colour of a tile's code or glyph by suit: m red, p blue, s green, honours plain, bonus magenta."""


def glyph(tile: Tile) -> str:
    """The Unicode glyph of a tile (a red five has its five's glyph)."""
    kind = tile & 63
    if kind < 27:
        return chr(_SUIT_BASE[kind // 9] + kind % 9)
    if kind < NUM_KINDS:
        return chr(_HONOURS[kind - 27])
    return chr(0x1F022 + kind - NUM_KINDS)


def code(tile: Tile) -> str:
    """The notation's code: `1m` … `9s`, `1z` … `7z`, `1f` … `4g` (a red five `0m`)."""
    return str(tile)


def suit_index(tile: Tile) -> int:
    kind = tile & 63
    return kind // 9 if kind < NUM_KINDS else 4


def supports_glyphs(stream: TextIO | None = None) -> bool:
    """Whether the terminal can be expected to show the glyphs: a UTF-8 stream, not the Linux console, and no
    `JONGG_ASCII` in the environment (the automatic fallback of `--ascii`)."""
    if os.environ.get("JONGG_ASCII"):
        return False
    if os.environ.get("TERM", "") in ("linux", "dumb", "vt100", "vt220"):
        return False
    encoding = getattr(stream if stream is not None else sys.stdout, "encoding", None) or ""
    return encoding.lower().replace("-", "") in ("utf8", "utf8sig")


GLYPHS, CODES, BOTH = "glyphs", "codes", "both"
STYLES = (GLYPHS, CODES, BOTH)
"""The tile styles of `--tiles`."""


def padded_glyph(tile: Tile) -> str:
    """The glyph, padded to two cells by its own width (🀄 takes two, the others one)."""
    shown = glyph(tile)
    return shown + " " * max(0, 2 - cell_len(shown))


class TileStyle:
    """How tiles are written: `style` one of `STYLES` (glyphs, codes, or both: the glyph and its code)."""

    def __init__(self, style: str = GLYPHS) -> None:
        if style not in STYLES:
            raise ValueError(f"tile style {style!r}: one of {', '.join(STYLES)}")
        self.style = style
        self.ascii = style == CODES
        """Codes alone (the notation's), as `--ascii` asks."""

    @property
    def width(self) -> int:
        """The cells every face takes: 2, or 4 with the code beside the glyph."""
        return 4 if self.style == BOTH else 2

    def face(self, tile: Tile) -> str:
        """The tile's face, `width` cells wide."""
        if self.ascii:
            return code(tile)
        if self.style == BOTH:
            return padded_glyph(tile) + code(tile)
        return padded_glyph(tile)

    def tile(self, tile: Tile, style: str = "") -> Text:
        """One tile in its suit's colour; a red five (Riichi) on a red ground, its code `0m`/`0p`/`0s`."""
        red = " on dark_red" if tile & RED else ""
        return Text(self.face(tile), style=f"{SUIT_STYLE[suit_index(tile)]}{red} {style}".strip())

    def tiles(self, tiles: Iterable[Tile], style: str = "", sep: str = " ") -> Text:
        out = Text()
        for n, tile in enumerate(tiles):
            if n:
                out.append(sep)
            out.append_text(self.tile(tile, style))
        return out

    def back(self, count: int) -> Text:
        """`count` concealed tiles seen from behind."""
        face = "##" if self.ascii else BACK + " " * max(0, self.width - cell_len(BACK))
        return Text(" ".join([face] * count), style="dim")

    def group(self, tiles: Sequence[Tile]) -> Text:
        """The tiles of one meld side by side; as codes one group, as the notation writes it (`333s`, `406p`);
        with both, the glyphs and then that group."""
        if self.style == GLYPHS or not tiles:
            return self.tiles(tiles, sep="")
        red = " on dark_red" if any(t & RED for t in tiles) else ""
        digits = "".join(str(t)[0] for t in tiles)
        written = Text(digits + str(tiles[0])[1], style=f"{SUIT_STYLE[suit_index(tiles[0])]}{red}")
        if self.ascii:
            return written
        glyphs = Text("".join(padded_glyph(t) for t in tiles), style=f"{SUIT_STYLE[suit_index(tiles[0])]}{red}")
        return glyphs.append_text(written)

    def discard_faces(self, tiles: Sequence[Tile], claimed: Iterable[int], riichi: int | None = None) -> list[Text]:
        """Each discard in order; a claimed one struck through and dimmed (and, in codes, followed by `*`); the
        riichi discard (Riichi: laid sideways) reversed."""
        taken = set(claimed)
        out: list[Text] = []
        for n, tile in enumerate(tiles):
            if n == riichi:
                out.append(self.tile(tile, "reverse" + (" dim strike" if n in taken else "")))
            elif n in taken:
                face = Text.assemble(self.tile(tile, "dim strike"), ("*" if self.ascii else "", "dim"))
                out.append(face)
            else:
                out.append(self.tile(tile))
        return out

    def discards(
        self, tiles: Sequence[Tile], claimed: Iterable[int], per_row: int = 0, riichi: int | None = None
    ) -> Text:
        """Discards in order (`discard_faces`), `per_row` to a line."""
        out = Text()
        for n, face in enumerate(self.discard_faces(tiles, claimed, riichi)):
            if n:
                out.append("\n" if per_row and n % per_row == 0 else " ")
            out.append_text(face)
        return out


def glyphs_fit(stream_in: TextIO | None = None, stream_out: TextIO | None = None, timeout: float = 0.3) -> bool:
    """Whether the terminal draws the glyphs as wide as `padded_glyph` counts them: it writes a one-cell glyph
    (🀇) and the two-cell 🀄 at the start of a line, asks where the cursor is (`ESC [ 6 n`) and compares. True
    when it cannot tell (no terminal, no answer within `timeout`): only a measured difference says no."""
    import select
    import termios
    import tty

    stream_in = stream_in if stream_in is not None else sys.stdin
    stream_out = stream_out if stream_out is not None else sys.stdout
    try:
        fd = stream_in.fileno()
        if not (stream_in.isatty() and stream_out.isatty()):
            return True
        saved = termios.tcgetattr(fd)
    except (OSError, ValueError, termios.error):
        return True
    try:
        tty.setcbreak(fd)
        for tile in (Tile.from_str("1m"), Tile.from_str("7z")):
            stream_out.write("\r" + glyph(tile) + "\x1b[6n")
            stream_out.flush()
            answer = b""
            while not answer.endswith(b"R"):
                ready, _, _ = select.select([fd], [], [], timeout)
                if not ready:
                    return True
                answer += os.read(fd, 32)
            column = answer.rsplit(b";", 1)[-1][:-1]
            if column.isdigit() and int(column) - 1 != cell_len(glyph(tile)):
                return False
        return True
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        stream_out.write("\r\x1b[K")
        stream_out.flush()


__all__ = ["BACK", "BOTH", "CODES", "GLYPHS", "STYLES", "TileStyle", "code", "glyph", "glyphs_fit", "supports_glyphs"]
