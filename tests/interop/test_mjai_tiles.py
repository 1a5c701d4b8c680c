"""mjai tiles <-> jongg tiles, both ways."""

from __future__ import annotations

import pytest

from jongg.interop.mjai import InvalidMjai, tile_from_mjai, tile_to_mjai
from jongg.tiles import ALL_TILES, Tile

MJAI_TILES = (
    [f"{n}{s}" for s in "mps" for n in range(1, 10)] + ["5mr", "5pr", "5sr"] + ["E", "S", "W", "N", "P", "F", "C"]
)


def test_every_mjai_tile_round_trips() -> None:
    assert len(set(MJAI_TILES)) == 37
    for text in MJAI_TILES:
        assert tile_to_mjai(tile_from_mjai(text)) == text


def test_every_jongg_tile_round_trips() -> None:
    reds = [Tile.from_str(t) for t in ("0m", "0p", "0s")]
    for tile in [*ALL_TILES, *reds]:
        assert tile_from_mjai(tile_to_mjai(tile)) == tile
        assert tile_to_mjai(str(tile)) == tile_to_mjai(tile)


@pytest.mark.parametrize(
    ("ours", "theirs"),
    [
        ("0m", "5mr"),
        ("0p", "5pr"),
        ("0s", "5sr"),
        ("5m", "5m"),
        ("1z", "E"),
        ("4z", "N"),
        ("5z", "P"),
        ("6z", "F"),
        ("7z", "C"),
        ("9s", "9s"),
        ("1f", "1f"),
        ("4g", "4g"),
    ],
)
def test_known_pairs(ours: str, theirs: str) -> None:
    assert tile_to_mjai(ours) == theirs
    assert str(tile_from_mjai(theirs)) == ours


@pytest.mark.parametrize("bad", ["", "0m", "1z", "5r", "5zr", "e", "?", "10m", " 1m", "P ", None, 5, ["1m"], {"1m": 1}])
def test_bad_tiles_are_typed_errors(bad: object) -> None:
    with pytest.raises(InvalidMjai):
        tile_from_mjai(bad)
