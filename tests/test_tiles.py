"""Tiles (`notation.md`, "Tiles"): codes, kinds, red fives and the bonus tiles."""

from __future__ import annotations

import re

import pytest

from jongg import InvalidNotation, JonggError, Tile, parse_tiles
from jongg.tiles import (
    ALL_TILES,
    DRAGONS,
    EAST,
    GREEN,
    NORTH,
    RED,
    RED_DRAGON,
    SOUTH,
    WEST,
    WHITE,
    WINDS,
    is_bonus,
    is_honour,
    is_suited,
    is_terminal,
    number_of,
    suit_of,
)

PLAYING = [f"{n}{s}" for s in "mpsz" for n in range(1, 8 if s == "z" else 10)]
BONUS = [f"{n}{s}" for s in "fg" for n in range(1, 5)]


@pytest.mark.parametrize(("kind", "code"), list(enumerate(PLAYING + BONUS)))
def test_kind_order_and_codes(kind: int, code: str) -> None:
    tile = Tile.from_str(code)
    assert tile == kind
    assert tile.kind == kind
    assert isinstance(tile, int)
    assert isinstance(tile, Tile)
    assert str(tile) == code
    assert str(Tile(kind)) == code
    assert not tile.is_red
    assert tile.number == int(code[0])
    assert tile.letter == code[1]


def test_all_tiles_are_the_42_kinds_in_order() -> None:
    assert [str(t) for t in ALL_TILES] == PLAYING + BONUS


def test_honours_winds_then_dragons() -> None:
    # winds East, South, West, North are 1z-4z; dragons white, green, red are 5z-7z
    assert [Tile.from_str(f"{n}z") for n in range(1, 5)] == [EAST, SOUTH, WEST, NORTH] == list(WINDS)
    assert [Tile.from_str(f"{n}z") for n in range(5, 8)] == [WHITE, GREEN, RED_DRAGON] == list(DRAGONS)


@pytest.mark.parametrize(("code", "five"), [("0m", 4), ("0p", 13), ("0s", 22)])
def test_red_five_is_its_five_with_the_red_flag(code: str, five: int) -> None:
    red = Tile.from_str(code)
    assert red == five | RED == five | 64
    assert red.kind == five
    assert red.is_red
    assert red.number == 5
    assert red.letter == code[1]
    assert str(red) == code
    assert str(Tile(five | RED)) == code
    assert red != Tile(five)
    assert Tile.from_str(f"5{code[1]}") == five


@pytest.mark.parametrize(
    "text",
    ["0z", "8z", "9z", "5f", "0f", "5g", "0g", "10m", "m", "5", "", "5M", "5x", "1m1m", " 1m", "1z ", "+1m", "٣m"],
)
def test_from_str_refuses_what_is_not_one_tile(text: str) -> None:
    with pytest.raises(InvalidNotation) as info:
        Tile.from_str(text)
    assert isinstance(info.value, JonggError)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("value", [-1, 42, 63, RED | 0, RED | 3, RED | 5, RED | 27, RED | 31, RED | 34, 128])
def test_constructor_refuses_values_that_are_no_tile(value: int) -> None:
    with pytest.raises(JonggError):
        Tile(value)


def test_tiles_are_small_ints_usable_as_indices() -> None:
    counts = [0] * 34
    counts[Tile.from_str("7z")] += 1
    assert counts[33] == 1
    assert Tile.from_str("3s") + 1 == 21
    assert {Tile.from_str("1m"): "a"}[0] == "a"
    assert Tile(4) == Tile.from_str("5m")
    assert hash(Tile.from_str("0p")) == hash(13 | 64)


def test_classification() -> None:
    for kind in range(42):
        code = str(Tile(kind))
        assert is_suited(kind) == (code[1] in "mps")
        assert is_honour(kind) == (code[1] == "z")
        assert is_bonus(kind) == (code[1] in "fg")
        assert is_terminal(kind) == (code[1] in "mps" and code[0] in "19")
        assert suit_of(kind) == min("mpszfg".index(code[1]), 4)  # 0 m, 1 p, 2 s, 3 z, 4 bonus
        assert number_of(kind) == int(code[0])
    # the bonus test also works on a tile with the red flag
    assert not is_bonus(Tile.from_str("0s"))


# -- parse_tiles: compact tile groups ----------------------------------------------------------------


def test_digits_before_one_suit_letter_share_it() -> None:
    assert [str(t) for t in parse_tiles("123m")] == ["1m", "2m", "3m"]
    assert [str(t) for t in parse_tiles("13f2g")] == ["1f", "3f", "2g"]
    assert [str(t) for t in parse_tiles("9s1m0p7z")] == ["9s", "1m", "0p", "7z"]
    assert parse_tiles("") == []


def test_parse_tiles_red_fives() -> None:
    assert [t.is_red for t in parse_tiles("505m")] == [False, True, False]
    with pytest.raises(InvalidNotation):
        parse_tiles("05m", red_fives=False)
    assert parse_tiles("55m", red_fives=False) == [Tile(4), Tile(4)]


@pytest.mark.parametrize(
    ("text", "position"),
    [("12", 0), ("12m3", 3), ("m", 0), ("1mp", 2), ("8z", 0), ("11z8z", 3), ("x", 0), ("1m x", 2), ("1m+", 2)],
)
def test_parse_tiles_errors_name_the_position(text: str, position: int) -> None:
    with pytest.raises(InvalidNotation) as info:
        parse_tiles(text)
    assert info.value.position == position


def test_parse_tiles_offset_shifts_positions() -> None:
    with pytest.raises(InvalidNotation) as info:
        parse_tiles("8z", 10)
    assert info.value.position == 10


def test_text_table_and_tiles_from_texts_agree_with_str_and_from_str() -> None:
    from jongg.tiles import EVERY_TILE, TEXT, tiles_from_texts

    assert len(EVERY_TILE) == 45
    assert [TEXT[t] for t in EVERY_TILE] == [str(t) for t in EVERY_TILE]
    assert tiles_from_texts([str(t) for t in EVERY_TILE]) == list(EVERY_TILE)
    for bad in (["1m", "8z"], ["1m", 5], [["1m"]]):
        with pytest.raises(Exception) as expected:
            [Tile.from_str(t) for t in bad]  # type: ignore[arg-type]
        with pytest.raises(type(expected.value), match=re.escape(str(expected.value))):
            tiles_from_texts(bad)  # type: ignore[arg-type]
