"""The browser client's tile pictures (`src/jongg/server/static/tiles/*.svg`): the 34 kinds, the red fives and the
eight bonus tiles, drawn here by the project (MIT, like the rest of jongg). Every sign is drawn with paths (Chinese
characters as strokes, digits too), so no picture depends on a font being installed.

    python tools/make_tiles.py            # writes the files; tests/server/test_tile_pictures.py checks they are current
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "src" / "jongg" / "server" / "static" / "tiles"
INK, BLUE, GREEN, RED = "#1d1d1b", "#1f4e9c", "#1c7a35", "#c0282d"

# Strokes in a 10x10 box (x right, y down): the characters on the tiles, simplified to what reads at tile size.
GLYPHS = {
    "1": ["M1 5H9"],
    "2": ["M2 3H8", "M1 7.5H9"],
    "3": ["M2 1.8H8", "M3 5H7", "M1 8.6H9"],
    "4": ["M1 2V9.2", "M1 2H9V9.2", "M1 9.2H9", "M4 2L3.8 5.4L2.6 7", "M6 2V6.4H7.8"],
    "5": ["M1.5 1.5H8.5", "M4.5 1.5L3.5 8.6", "M2.4 4.8H7L6.5 8.6", "M1 8.6H9"],
    "6": ["M4.6 0.6L5.6 2", "M1 3.6H9", "M4 5.6L2 9", "M6 5.6L8 9"],
    "7": ["M1 5.4L9 3.8", "M4 0.8V8L5 9H9V7.4"],
    "8": ["M4 2L3.6 6L1 9.2", "M6 2L6.4 6L9 9.2"],
    "9": ["M4.4 0.8L4 6L1.4 9.2", "M1.4 3.4H6.4V8.4L7.4 9.2H9.4V7.4"],
    "wan": [  # 萬
        "M1 1.8H9",
        "M3.3 0.4V3",
        "M6.7 0.4V3",
        "M2.6 3.8V6",
        "M2.6 3.8H7.4V6",
        "M2.6 4.9H7.4",
        "M2.6 6H7.4",
        "M5 3.8V8.4",
        "M1.6 9.8V7.2H8.4V9.2L7.6 9.8",
        "M3.4 9L5 8.2L6.6 9",
    ],
    "east": [
        "M1 2.4H9",
        "M2.6 3.8V6.8",
        "M2.6 3.8H7.4V6.8",
        "M2.6 5.3H7.4",
        "M2.6 6.8H7.4",
        "M5 0.4V9.8",
        "M4.4 7L1.2 9.4",
        "M5.6 7L8.8 9.4",
    ],
    "south": [
        "M1 2H9",
        "M5 0.4V3.4",
        "M1.6 9.8V3.4H8.4V9.2L7.6 9.8",
        "M3.8 4.4L4.4 5.2",
        "M6.2 4.4L5.6 5.2",
        "M3 6.2H7",
        "M2.8 7.8H7.2",
        "M5 6.2V9.8",
    ],
    "west": ["M1 1.4H9", "M1.6 9.6V3.8H8.4V9.6", "M1.6 9.6H8.4", "M4 1.4V5.4L3 7.4", "M6 1.4V7H8.4"],
    "north": ["M3.8 1V9.6", "M1 4.6H3.8", "M1 8.6L3.8 7.2", "M6.2 1V8.6L7 9.4H9.3V8", "M9 3.4L6.2 5.2"],
    "centre": ["M1.6 3V7.2", "M1.6 3H8.4V7.2", "M1.6 7.2H8.4", "M5 0.4V9.8"],
    "fa": [  # 發
        "M1.4 0.8H4L1 3.8",
        "M2.4 2L3.4 2.8",
        "M6 0.8L7 2L9.2 3.8",
        "M8.6 0.8L7.6 1.8",
        "M1.4 4.6H4.4V6H1.8L1.6 7.6H4.8L4.6 9.6H3.6",
        "M6.6 4.6L6.4 6L5.6 6.8",
        "M6.6 4.6H8.4V6L9.2 6.4",
        "M5.8 7.2H8.8L6 9.8",
        "M6.6 7.8L9.2 9.8",
    ],
}

# Digits in a 6x10 box, for the corner index of the characters and the number of a bonus tile.
DIGITS = {
    "1": "M1.2 2.2L3.4 0.6V9.6",
    "2": "M0.8 2.6C0.8 0.2 5.4 0.2 5.4 2.8C5.4 5 0.6 7 0.6 9.6H5.6",
    "3": "M0.8 1.2C2 0 5.4 0.2 5.2 2.6C5 4.4 3.4 4.8 2.2 4.8C4 4.8 5.6 5.6 5.6 7.4C5.6 10.4 1.4 10.2 0.6 8.8",
    "4": "M4.2 9.8V0.6L0.5 7H5.8",
    "5": "M5.2 0.8H1.2L0.8 4.6C3 3.6 5.6 4.4 5.6 6.9C5.6 10.2 1.6 10.2 0.6 8.8",
    "6": "M4.8 1C2.2 0 0.6 2.5 0.6 6.4C0.6 10.2 5.4 10.2 5.4 6.8C5.4 4.2 1.4 4 0.7 6.4",
    "7": "M0.6 0.8H5.6L2.4 9.8",
    "8": "M3 4.8C0.4 4.6 0.6 0.6 3 0.6C5.4 0.6 5.6 4.6 3 4.8C0.2 5 0.2 9.8 3 9.8C5.8 9.8 5.8 5 3 4.8Z",
    "9": "M5.3 3.6C4.6 6 0.6 5.8 0.6 3.2C0.6 0 5.4 0 5.4 3.6C5.4 7.6 3.8 9.6 1.2 9.4",
}


def strokes(paths: list[str], x: float, y: float, size: float, colour: str, width: float = 1.0) -> str:
    """Stroked paths of a 10-unit box, placed at (x, y) and `size` wide and high."""
    scale = size / 10
    d = " ".join(paths)
    return (
        f'<path transform="translate({x:g} {y:g}) scale({scale:g})" d="{d}" fill="none" stroke="{colour}" '
        f'stroke-width="{width:g}" stroke-linecap="round" stroke-linejoin="round"/>'
    )


def digit(n: int, x: float, y: float, height: float, colour: str) -> str:
    return strokes([DIGITS[str(n)]], x, y, height, colour, width=1.1)


def coin(x: float, y: float, r: float, colour: str) -> str:
    """A dot: a coloured coin with a white ring and a centre."""
    return (
        f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{colour}"/>'
        f'<circle cx="{x:g}" cy="{y:g}" r="{r * 0.62:g}" fill="none" stroke="#fff" stroke-width="{r * 0.18:g}"/>'
        f'<circle cx="{x:g}" cy="{y:g}" r="{r * 0.22:g}" fill="#fff"/>'
    )


def stick(x: float, y: float, colour: str, height: float = 20) -> str:
    """A bamboo stick centred at (x, y): a rounded stem with a joint in the middle."""
    top = y - height / 2
    return (
        f'<rect x="{x - 3.5:g}" y="{top:g}" width="7" height="{height:g}" rx="3.5" fill="{colour}"/>'
        f'<path d="M{x - 3.5:g} {y:g}H{x + 3.5:g}" stroke="#fff" stroke-width="1.2"/>'
        f'<path d="M{x - 1:g} {top + 3:g}V{y - 2.5:g}M{x - 1:g} {y + 2.5:g}V{top + height - 3:g}" '
        f'stroke="#fff" stroke-opacity=".45" stroke-width="1.2" stroke-linecap="round"/>'
    )


# Dots: (x, y, colour) of each coin, and the coins' radius; the arrangements of a real set.
B, G, R = BLUE, GREEN, RED
DOTS: dict[int, tuple[float, list[tuple[float, float, str]]]] = {
    2: (10, [(30, 23, G), (30, 55, B)]),
    3: (8.5, [(16, 18, B), (30, 39, R), (44, 60, G)]),
    4: (9, [(19, 24, B), (41, 24, G), (19, 54, G), (41, 54, B)]),
    5: (8, [(17, 20, B), (43, 20, G), (30, 39, R), (17, 58, G), (43, 58, B)]),
    6: (7.5, [(20, 18, G), (40, 18, G), (20, 43, R), (40, 43, R), (20, 60, R), (40, 60, R)]),
    7: (6.5, [(15, 14, G), (30, 21, G), (45, 28, G), (20, 46, R), (40, 46, R), (20, 62, R), (40, 62, R)]),
    8: (7, [(x, y, B) for y in (15, 31, 47, 63) for x in (20, 40)]),
    9: (7, [(x, y, c) for y, c in ((18, B), (39, R), (60, G)) for x in (15, 30, 45)]),
}
# Bamboo: (x, y, colour) of each stick, and the sticks' height.
STICKS: dict[int, tuple[float, list[tuple[float, float, str]]]] = {
    2: (24, [(30, 23, G), (30, 55, B)]),
    3: (24, [(30, 23, G), (20, 55, B), (40, 55, B)]),
    4: (24, [(20, 23, G), (40, 23, B), (20, 55, B), (40, 55, G)]),
    5: (20, [(16, 21, G), (44, 21, B), (30, 39, R), (16, 57, B), (44, 57, G)]),
    6: (24, [(x, y, G if y < 40 else B) for y in (23, 55) for x in (16, 30, 44)]),
    7: (18, [(30, 15, R)] + [(x, y, G if y < 50 else B) for y in (39, 61) for x in (16, 30, 44)]),
    8: (24, [(x, y, G if y < 40 else B) for y in (23, 55) for x in (12.5, 24, 36, 47.5)]),
    9: (18, [(x, y, R if x == 30 else G if x < 30 else B) for y in (16, 39, 62) for x in (16, 30, 44)]),
}


def characters(n: int, red: bool) -> str:
    numeral = RED if red else INK
    return (
        strokes(GLYPHS[str(n)], 15, 7, 30, numeral, 1.2)
        + strokes(GLYPHS["wan"], 13, 38, 34, RED, 0.95)
        + digit(n, 4, 4, 8, numeral)
    )


def dots(n: int, red: bool) -> str:
    if n == 1:
        return coin(30, 39, 20, GREEN) + f'<circle cx="30" cy="39" r="9" fill="{RED}"/>' + coin(30, 39, 5, BLUE)
    r, places = DOTS[n]
    return "".join(coin(x, y, r, RED if red else c) for x, y, c in places)


def bird() -> str:
    """The one of bamboo: a bird (body, wing, head with an eye and a beak, tail feathers and legs)."""
    return (
        f'<path d="M22 57L12 68M25 59L21 70M29 60L30 70" stroke="{BLUE}" stroke-width="3" stroke-linecap="round"/>'
        f'<ellipse cx="29" cy="44" rx="11" ry="15" fill="{GREEN}"/>'
        f'<path d="M20 38Q27 52 38 46" fill="none" stroke="#0d4a1f" stroke-width="2.5" stroke-linecap="round"/>'
        f'<path d="M42 21L52 25L42 29Z" fill="#e69a00"/>'
        f'<circle cx="36" cy="24" r="8" fill="{RED}"/><circle cx="38" cy="22.5" r="2" fill="#fff"/>'
        f'<circle cx="38.4" cy="22.5" r="1" fill="{INK}"/>'
    )


def bamboo(n: int, red: bool) -> str:
    if n == 1:
        return bird()
    height, places = STICKS[n]
    return "".join(stick(x, y, RED if red else c, height) for x, y, c in places)


def honour(n: int) -> str:
    if n <= 4:  # the winds in black
        return strokes(GLYPHS[["east", "south", "west", "north"][n - 1]], 9, 17, 42, INK, 1.0)
    if n == 5:  # the white dragon: a blue frame round an empty face
        return (
            f'<rect x="12" y="13" width="36" height="52" rx="3" fill="none" stroke="{BLUE}" stroke-width="3"/>'
            f'<rect x="17" y="18" width="26" height="42" rx="1.5" fill="none" stroke="{BLUE}" stroke-width="1.2"/>'
        )
    if n == 6:
        return strokes(GLYPHS["fa"], 8, 16, 44, GREEN, 1.0)
    return strokes(GLYPHS["centre"], 8, 16, 44, RED, 1.1)


FLOWER_COLOURS = ["#c2185b", "#7b1fa2", "#d49000", "#00897b"]  # plum, orchid, chrysanthemum, bamboo
SEASON_COLOURS = ["#5e9e2a", "#e53935", "#e65100", "#1e6fd9"]  # spring, summer, autumn, winter


def flower(n: int) -> str:
    """A flower: its number, a blossom of five petals on a stem, in the flower's colour."""
    colour = FLOWER_COLOURS[n - 1]
    petals = "".join(
        f'<circle cx="{30 + 8 * dx:g}" cy="{40 + 8 * dy:g}" r="6.5" fill="{colour}"/>'
        for dx, dy in ((0, -1), (0.95, -0.31), (0.59, 0.81), (-0.59, 0.81), (-0.95, -0.31))
    )
    stem = f'<path d="M30 48Q32 60 26 70M29 62Q36 60 40 64" fill="none" stroke="{GREEN}" stroke-width="2"/>'
    return stem + petals + '<circle cx="30" cy="40" r="4" fill="#f6d04d"/>' + digit(n, 5, 5, 13, colour)


def season(n: int) -> str:
    """A season: its number and a sun (a ring with rays), in the season's colour."""
    colour = SEASON_COLOURS[n - 1]
    rays = "".join(
        f"M{30 + 12 * dx:g} {44 + 12 * dy:g}L{30 + 18 * dx:g} {44 + 18 * dy:g}"
        for dx, dy in ((1, 0), (0.71, 0.71), (0, 1), (-0.71, 0.71), (-1, 0), (-0.71, -0.71), (0, -1), (0.71, -0.71))
    )
    return (
        f'<path d="{rays}" stroke="{colour}" stroke-width="3" stroke-linecap="round"/>'
        f'<circle cx="30" cy="44" r="9" fill="{colour}"/><circle cx="30" cy="44" r="4.5" fill="#fff"/>'
        + digit(n, 5, 5, 13, colour)
    )


def face(code: str) -> str:
    n, suit = int(code[0]), code[1]
    red = n == 0
    number = 5 if red else n
    draw = {"m": characters, "p": dots, "s": bamboo}
    if suit in draw:
        return draw[suit](number, red)
    return {"z": honour, "f": flower, "g": season}[suit](n)


def tile(code: str) -> str:
    """The picture of one tile: the back's green edge below an ivory face, and the face's signs."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80">'
        f"<!-- jongg tile {code}, drawn by the jongg project (tools/make_tiles.py), MIT licence -->"
        '<rect x="0.5" y="0.5" width="59" height="79" rx="6" fill="#2f7d55" stroke="#7d7866"/>'
        '<rect x="0.5" y="0.5" width="59" height="75" rx="6" fill="#fffdf5" stroke="#b9b3a0"/>'
        f"{face(code)}</svg>\n"
    )


CODES = (
    [f"{n}{suit}" for suit in "mps" for n in range(10)]
    + [f"{n}z" for n in range(1, 8)]
    + [f"{n}{kind}" for kind in "fg" for n in range(1, 5)]
)


def generated() -> dict[Path, str]:
    return {OUT / f"{code}.svg": tile(code) for code in CODES}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for path, content in generated().items():
        path.write_text(content, encoding="utf-8")
    print(f"{len(CODES)} tiles in {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
