"""The hand notation (`spec/notation.md`): every token kind, every error, canonical printing, round trips."""

from __future__ import annotations

from collections import Counter

import pytest
from fuzzing import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import (
    HandSpec,
    complete_hand_specs,
    flower_win_specs,
    hand_specs,
    hands_with_tiles,
    sorted_codes,
    tile_key,
)

from jongg import (
    Hand,
    InvalidMeld,
    InvalidNotation,
    JonggError,
    MeldKind,
    TooManyCopies,
    WrongTileCount,
    format_hand,
    parse_hand,
)

LOSER = "123m456p789s1122z"  # 13 concealed tiles
WINNER = "123m456p789s1122z +1z"  # 13 + the winning tile


def codes(tiles: object) -> list[str]:
    return [str(t) for t in tiles]  # type: ignore[attr-defined]


def error(text: str, expected: type[Exception], **kwargs: object) -> Exception:
    """Parse `text`, expecting `expected`; every error is a JonggError and a ValueError."""
    with pytest.raises(expected) as info:
        parse_hand(text, **kwargs)  # type: ignore[arg-type]
    assert isinstance(info.value, JonggError)
    assert isinstance(info.value, ValueError)
    return info.value


def compact(tile_codes: object) -> str:
    """Reference printer for a tile group, from the spec: sorted, suits m p s z f g, red five before fives."""
    out = ""
    ordered = sorted_codes(tile_codes)
    for i, code in enumerate(ordered):
        out += code[0]
        if i == len(ordered) - 1 or ordered[i + 1][1] != code[1]:
            out += code[1]
    return out


# -- token kinds -------------------------------------------------------------------------------------


def test_spec_example_hong_kong_easy() -> None:
    hand = parse_hand("234m567p9s [666z] (1111s) 1f +9s")
    assert codes(hand.concealed()) == ["2m", "3m", "4m", "5p", "6p", "7p", "9s"]
    assert codes(hand.tiles()) == ["2m", "3m", "4m", "5p", "6p", "7p", "9s", "9s"]
    pung, kong = sorted(hand.melds, key=lambda m: m.kind.value, reverse=True)
    assert (pung.kind, codes(pung.tiles), pung.concealed, pung.source) == (MeldKind.PUNG, ["6z"] * 3, False, None)
    assert (kong.kind, codes(kong.tiles), kong.concealed, kong.source) == (MeldKind.KONG, ["1s"] * 4, True, None)
    assert codes(hand.bonus) == ["1f"]
    assert str(hand.winning) == "9s"
    assert hand.is_winning
    assert hand.tile_count == 14


def test_bare_tiles_in_one_or_several_tokens() -> None:
    one = parse_hand("234m567p99s12345z")
    several = parse_hand("234m 567p 99s 12345z")
    assert one == several
    assert " ".join(codes(one.concealed())) == "2m 3m 4m 5p 6p 7p 9s 9s 1z 2z 3z 4z 5z"
    assert not one.melds
    assert not one.bonus
    assert one.winning is None
    assert not one.is_winning
    assert one.tile_count == 13


@pytest.mark.parametrize(
    ("token", "kind", "tiles"),
    [
        ("[123m]", MeldKind.CHOW, ["1m", "2m", "3m"]),
        ("[789s]", MeldKind.CHOW, ["7s", "8s", "9s"]),
        ("[406p]", MeldKind.CHOW, ["4p", "0p", "6p"]),
        ("[666z]", MeldKind.PUNG, ["6z", "6z", "6z"]),
        ("[505m]", MeldKind.PUNG, ["0m", "5m", "5m"]),
        ("[5555p]", MeldKind.KONG, ["5p", "5p", "5p", "5p"]),
        ("[1111z]", MeldKind.KONG, ["1z", "1z", "1z", "1z"]),
    ],
)
@pytest.mark.parametrize("source", [None, "<", "^", ">"])
def test_exposed_melds(token: str, kind: MeldKind, tiles: list[str], source: str | None) -> None:
    if source is not None:
        token = token[:-1] + source + "]"
    hand = parse_hand(f"{token} 11m 1234p 6789s")
    (meld,) = hand.melds
    assert meld.kind is kind
    assert sorted(codes(meld.tiles), key=tile_key) == sorted(tiles, key=tile_key)
    assert not meld.concealed
    assert meld.source == source
    assert hand.tile_count == 13
    assert str(meld) == token.replace("505", "055")  # the red five prints before the plain fives


@pytest.mark.parametrize("token", ["(1111s)", "(7777z)", "(0555m)", "(5055p)"])
def test_declared_concealed_kong(token: str) -> None:
    hand = parse_hand(f"{token} 1m 2346789p 12z")
    (meld,) = hand.melds
    assert meld.kind is MeldKind.KONG
    assert meld.concealed
    assert meld.source is None
    assert len(meld.tiles) == 4
    assert hand.tile_count == 13  # a kong counts 3
    assert str(meld) == token.replace("5055", "0555")


def test_meld_tiles_are_not_concealed_tiles() -> None:
    hand = parse_hand("[123m] (4444p) 55s66s77s9s +9s")
    assert codes(hand.concealed()) == ["5s", "5s", "6s", "6s", "7s", "7s", "9s"]
    assert sum(hand.counts) == 8
    assert hand.tile_count == 14


def test_bonus_tiles() -> None:
    hand = parse_hand(f"{LOSER} 13f2g")
    assert codes(hand.bonus) == ["1f", "3f", "2g"]
    assert hand.tile_count == 13  # bonus tiles are not counted
    assert parse_hand(f"{LOSER} 2g 3f 1f") == hand
    assert str(hand) == f"{LOSER} 13f2g"
    all_eight = parse_hand(f"{LOSER} 1234f1234g")
    assert codes(all_eight.bonus) == ["1f", "2f", "3f", "4f", "1g", "2g", "3g", "4g"]


def test_winning_tile_is_added_to_the_concealed_tiles() -> None:
    hand = parse_hand(WINNER)
    assert str(hand.winning) == "1z"
    assert codes(hand.concealed()) == codes(parse_hand(LOSER).concealed())
    assert hand.counts[27] == 3
    assert hand.tile_count == 14
    assert hand.is_winning


def test_red_fives_are_fives() -> None:
    hand = parse_hand("0m 0p 0s 55m 55p 55s 1234z")
    assert hand.counts[4] == hand.counts[13] == hand.counts[22] == 3
    assert [t.is_red for t in hand.tiles()].count(True) == 3
    assert parse_hand("0m 0p 0s 55m 55p 55s 1234z") != parse_hand("5m 5p 5s 55m 55p 55s 1234z")


def test_red_five_as_winning_tile() -> None:
    hand = parse_hand("123m456p789s1122z +0s")
    assert hand.winning is not None
    assert hand.winning.is_red
    assert hand.counts[22] == 1


@pytest.mark.parametrize(
    "text",
    ["0m 123p456s789s123z", "[406m] 1234p567s123z", "(0555s) 1m 2346789p 12z", "123m456p789s1122z +0p"],
)
def test_red_five_refused_where_red_fives_are_off(text: str) -> None:
    parse_hand(text)
    err = error(text, InvalidNotation, red_fives=False)
    assert not isinstance(err, TooManyCopies)
    token = next(t for t in text.split() if "0" in t)
    assert text.index(token) <= err.position < text.index(token) + len(token)  # type: ignore[attr-defined]


def test_whitespace_separates_tokens() -> None:
    expected = parse_hand("123m 456p 789s 1z [777z^]")
    variants = ["123m\t456p\n789s 1z [777z^]", "  123m 456p 789s 1z [777z^]\n", "123m456p789s1z\t\r\n[777z^]"]
    for text in variants:
        assert parse_hand(text) == expected


# -- errors --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "offending"),
    [
        ("123m456p789s1122z ?", "?"),
        ("123m456p789s1122z 1x", "x"),
        ("123m456p789s1122z 5M", "M"),
        ("123m456p789s1122z, 1z", ","),
        ("123m456p789s112z 8z", "8z"),
        ("123m456p789s112z 0z", "0z"),
        ("123m456p789s112z 5f", "5f"),
        ("123m456p789s112z 5g", "5g"),
        ("123m456p789s112z 0f", "0f"),
        ("123m456p789s112z 34", "34"),
        ("123m456p789s112z p", "p"),
        ("123m456p789s112z 1z!", "!"),
        ("123m456p789s112z 1z+", "+"),
        ("123m456p789s112z 1z😀", "😀"),
        ("123m456p789s112z 1z٣z", "٣"),
    ],
)
def test_bad_characters_and_tiles(text: str, offending: str) -> None:
    err = error(text, InvalidNotation)
    assert err.position == text.rindex(offending)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "123",
        "123m45",
        "123m 45",
        "m",
        "123mp",
        "1z2",
        "[123]",
        "[12]",
        "+5",
        "+m",
        "8z",
        "9z",
        "0z",
        "5f",
        "5g",
        "0f",
        "0g",
        "10f",
        "[888z]",
        "(8888z)",
        "+8z",
        "+0z",
    ],
)
def test_malformed_tile_groups(text: str) -> None:
    error(text, InvalidNotation)


def test_position_lies_within_the_offending_token() -> None:
    # the position names the offending token: its start, or the offending character inside it
    for text, token in [
        ("123m456p789s 11z8z", "11z8z"),
        ("123m 406p789s1122z", "406p789s1122z"),
        ("123m456p789s 111z 11z", "11z"),
        ("123m 456p [123x] 1122z", "[123x]"),
    ]:
        with pytest.raises(InvalidNotation) as info:
            parse_hand(text, red_fives=False)
        start = text.rindex(token)
        assert start <= info.value.position < start + len(token)


@pytest.mark.parametrize(
    "text",
    [
        "05555m 123p4567s",  # counting the red five
        "55555m 123p456s78s",
        "11111z 123p456s78s",
        "1111m 123p456s789s +1m",  # concealed + winning tile
        "111m [111m] 123p456s7s",  # concealed + meld
        "[111m] (1111m) 123p456s7s",  # two melds
        "[055m] 55m 123p 456s 78s",
        "[345m] [555m] 55m 123p 46s",
        "(0555p) 5p 12m 3456s 123z",
        "[406s] [456s] [456s] [456s] 1z +5s",
        "[406s] [456s] [456s] 55s 11z +1z",
    ],
)
def test_more_than_four_of_a_kind(text: str) -> None:
    error(text, TooManyCopies)


@pytest.mark.parametrize(
    "text",
    [
        f"{LOSER} 1f1f",
        f"{LOSER} 1f 1f",
        f"{LOSER} 11g",
        f"{LOSER} 1234f4g4g",
        f"{LOSER} 1234f123g4g +4g",  # the bonus winning tile is a copy too
    ],
)
def test_more_than_one_of_a_bonus_tile(text: str) -> None:
    error(text, TooManyCopies)


@pytest.mark.parametrize(
    "text",
    [
        "00m 123p456s789s12z",
        "0m0m 123p456s789s12z",
        "0m 123p456s789s122z +0m",
        "[406m] 0m 123p456s78s1z",
        "(0555p) [406p] 1m 2346s 11z",
        "[055s] [406s] 123m456p1z",
    ],
)
def test_more_than_one_red_five_of_a_suit(text: str) -> None:
    error(text, TooManyCopies)


def test_one_red_five_in_each_suit_is_fine() -> None:
    hand = parse_hand("0m0p0s 123m 46p 789s 11z")
    assert sum(t.is_red for t in hand.tiles()) == 3


def test_too_many_copies_position() -> None:
    text = "1111m 23m456p789s1z +1m"
    assert error(text, TooManyCopies).position == text.index("+1m")  # type: ignore[attr-defined]
    text = "[111m] 11m 123p 456s 78s"
    assert error(text, TooManyCopies).position == text.index(" 11m") + 1  # type: ignore[attr-defined]
    text = "[111m] 1z [1111m] 123p 456s"
    assert error(text, TooManyCopies).position == text.index("[1111m]")  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "meld",
    [
        "[12m3p]",  # across suits
        "[89m1p]",
        "[9m12p]",
        "[1m2p3s]",
        "[123z]",  # honours
        "[567z]",
        "[345z]",
        "[124m]",  # not consecutive
        "[135p]",
        "[189s]",
        "[112m]",
        "[11m]",  # a pair is no meld
        "[1m]",
        "[12345m]",
        "[1122m]",
        "[1112m]",
        "[123f]",  # bonus tiles never form sets
        "[111f]",
        "[1234f]",
        "(123m)",  # only kongs are declared concealed
        "(111m)",
        "(11m)",
        "(406p)",
    ],
)
def test_invalid_melds(meld: str) -> None:
    text = f"123m 456p {meld} 1122z"
    err = error(text, InvalidMeld)
    assert err.position == text.index(meld)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "meld",
    [
        "[123m",
        "123m]",
        "[123m)",
        "(1111m]",
        "[[123m]]",
        "[123m]]",
        "[]",
        "()",
        "[123m^<]",  # two markers
        "[111m^<]",
        "[<123m]",  # marker first
        "[12<3m]",
        "[123m]^",
        "[123m]x",
        "[123m]1z",
        "(1111m<)",  # marker in a concealed kong
        "(1111m^)",
        "(1111m>)",
        "[123m!]",  # '!' outside a foul hand
        "[124m!]",
        "[124m<!]",
        "[12 3m]",
        "[1z 11z]",
        "[+1m]",
        "[1m+]",
        "[123m?]",
        "[123x]",
    ],
)
def test_malformed_melds(meld: str) -> None:
    text = f"123m 456p {meld} 1122z"
    err = error(text, InvalidNotation)
    assert text.index(meld) <= err.position < text.index(meld) + len(meld)  # type: ignore[attr-defined]
    if meld[0] in "[(" and " " not in meld and "x" not in meld:  # a misshapen meld token: its start
        assert err.position == text.index(meld)  # type: ignore[attr-defined]


@pytest.mark.parametrize("meld", ["[124m!]", "[1m2p3s!]", "[19m1z!]", "[1357m!]"])
def test_foul_groups_only_in_a_foul_hand(meld: str) -> None:
    text = f"{meld} 123456789p 1s"
    for irregular in (None, "short", "long"):
        err = error(text, InvalidNotation, irregular=irregular)
        assert err.position == 0  # type: ignore[attr-defined]
    hand = parse_hand(text, irregular="foul")
    (group,) = hand.melds
    assert group.kind is MeldKind.FOUL
    assert not group.concealed
    assert hand.tile_count == 13  # a foul group counts 3 tiles like any meld
    assert str(hand) == f"123456789p1s {meld}"
    assert parse_hand(str(hand), irregular="foul") == hand


@pytest.mark.parametrize(
    "text",
    [
        "124m! 123456789p",
        "(1111m!) 123456789p",
        "123456789p1s [124m] +1s!",
        "[!] 123456789p1s",
        "[124m!!] 123456789p1s",
        "[!124m] 123456789p1s",
        "123456789p1s [124m] 1f!",
    ],
)
def test_foul_marker_refused_elsewhere(text: str) -> None:
    error(text, InvalidNotation, irregular="foul")


@pytest.mark.parametrize("meld", ["[123m!]", "[111m!]", "[1111m!]"])
def test_foul_marker_on_a_valid_set(meld: str) -> None:
    error(f"{meld} 123456789p 1s", InvalidMeld, irregular="foul")


def test_foul_hand_still_counts_tiles() -> None:
    error("[124m!] 12345678p 1s", WrongTileCount, irregular="foul")
    error("[124m!] 123456789p 12s", WrongTileCount, irregular="foul")


@pytest.mark.parametrize(
    ("text", "counted"),
    [
        ("", 0),
        ("   ", 0),
        ("123m456p789s112z", 12),
        ("123m456p789s112233z", 15),
        ("123m456p789s11223z +3z", 15),
        ("123m456p789s1122z3z", 14),  # 14 tiles without +X
        ("123m456p789s112z +2z", 13),  # 13 with +X
        ("[123m] 456p789s11223z", 14),  # melds count 3
        ("(1111m) 456p789s11223z", 14),  # a kong counts 3, not 4
        ("[111m] [222m] [333m] [444m] [555m]", 15),
        ("[111m] [222m] [333m] [444m] [555m] +6m", 16),
        ("[111m] [222m] [333m] [444m] +5m", 13),
        ("1234f1234g", 0),
    ],
)
def test_wrong_tile_count(text: str, counted: int) -> None:
    err = error(text, WrongTileCount)
    assert not isinstance(err, InvalidNotation)
    assert str(counted) in str(err)  # the message names the count


@pytest.mark.parametrize(
    "text",
    [
        "123m456p789s1122z",
        "[123m] 456p789s1122z",
        "(1111m) 456p789s1122z",
        "[111m] [222m] [333m] [444m] 5m",
        "(1111m) (2222m) (3333m) (4444m) 5m",
    ],  # the last one: old suukantsu, no +X
)
def test_right_tile_count(text: str) -> None:
    loser = parse_hand(text)
    assert loser.tile_count == 13
    winner = parse_hand(f"{text} +9s")
    assert winner.tile_count == 14
    assert str(winner.winning) == "9s"


def test_one_winning_tile_only() -> None:
    text = "123m456p789s112z +2z +3z"
    assert error(text, InvalidNotation).position == text.index("+3z")  # type: ignore[attr-defined]
    error("123m456p789s112z +23z", InvalidNotation)
    error("123m456p789s112z +2z3z", InvalidNotation)
    error("123m456p789s112z+2z", InvalidNotation)
    error("123m456p789s112z ++2z", InvalidNotation)
    error("123m456p789s112z +", InvalidNotation)
    error("123m456p789s112z + 2z", InvalidNotation)


def test_errors_are_jongg_errors_and_value_errors() -> None:
    for cls in (InvalidNotation, TooManyCopies, InvalidMeld, WrongTileCount):
        assert issubclass(cls, JonggError)
        assert issubclass(cls, ValueError)
    assert issubclass(TooManyCopies, InvalidNotation)
    assert issubclass(InvalidMeld, InvalidNotation)


# -- irregular hands -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("123m456p789s112z", 12),
        ("123m", 3),
        ("[123m] 456p", 6),
        ("1z 1f", 1),
        ("", 0),
        ("123m456p789s1122z", 13),
        ("123m456p789s112z +2z", 13),
        ("123m456p789s1122z +2z", 14),
    ],
)
def test_irregular_short_accepts_fewer_tiles(text: str, count: int) -> None:
    hand = parse_hand(text, irregular="short")
    assert hand.tile_count == count
    assert parse_hand(str(hand), irregular="short") == hand


@pytest.mark.parametrize("text", ["123m456p789s1122z3z", "123m456p789s11223z 1f"])
def test_irregular_short_refuses_more_tiles(text: str) -> None:
    error(text, WrongTileCount, irregular="short")


@pytest.mark.parametrize(
    "text",
    ["", "1m", "123m456p789s112z", "123m456p789s11223z", "123m456p789s1122z33z [444z] [555z]", "(1111m) +1z"],
)
def test_irregular_long_accepts_any_count(text: str) -> None:
    hand = parse_hand(text, irregular="long")
    assert parse_hand(str(hand), irregular="long") == hand


def test_irregular_hands_keep_the_copy_limits_and_the_syntax() -> None:
    for irregular in ("short", "long", "foul"):
        error("11111m", TooManyCopies, irregular=irregular)
        error("123m [124m]", InvalidMeld, irregular=irregular)
        error("123m 8z", InvalidNotation, irregular=irregular)
    error("123m456p789s112z", WrongTileCount, irregular="foul")  # foul does not relax the count


def test_unknown_irregular_kind_is_an_error() -> None:
    with pytest.raises(JonggError):
        parse_hand(LOSER, irregular="dead")  # type: ignore[arg-type]


# -- Daifaahou: a bonus tile as the winning tile -------------------------------------------------------


def test_daifaahou_bonus_winning_tile() -> None:
    hand = parse_hand(f"{LOSER} 1234f123g +4g")
    assert hand.is_winning
    assert str(hand.winning) == "4g"
    assert codes(hand.bonus) == ["1f", "2f", "3f", "4f", "1g", "2g", "3g"]
    assert sum(hand.counts) == 13  # the bonus winning tile is not counted
    assert hand.tile_count == 13
    assert codes(hand.concealed()) == codes(parse_hand(LOSER).concealed())
    assert str(hand) == f"{LOSER} 1234f123g +4g"
    assert parse_hand(str(hand)) == hand


def test_daifaahou_with_melds() -> None:
    hand = parse_hand("[123m] (4444p) 789s1122z 234f1234g +1f")
    assert hand.tile_count == 13
    assert str(hand) == "789s1122z [123m] (4444p) 234f1234g +1f"


@pytest.mark.parametrize("text", [f"{LOSER}3z 1234f123g +4g", "123m456p789s112z 1234f123g +4g"])
def test_daifaahou_counts_the_other_tiles(text: str) -> None:
    error(text, WrongTileCount)


# -- canonical printing --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("99s 567p 234m 5z4z3z2z1z", "234m567p99s12345z"),
        ("1z 2m 3p 4s 5z 6m 7p 8s 9m 1m 2p 3s 4p", "1269m2347p348s15z"),
        ("5550m 123p 456s 177z", "0555m123p456s177z"),
        ("6504m 123p 456s 177z", "4056m123p456s177z"),
        ("55m0m 123p 456s 1177z", "055m123p456s1177z"),
        ("0s0p0m 55m 55p 55s 1234z", "055m055p055s1234z"),
        ("234m567p9s [666z] (1111s) 1f +9s", "234m567p9s (1111s) [666z] 1f +9s"),
        ("+9s 1f (1111s) [666z] 9s765p432m", "234m567p9s (1111s) [666z] 1f +9s"),
        ("[666z] 234m567p9s [1111s] 2g 1f +9s", "234m567p9s [1111s] [666z] 1f2g +9s"),
        ("[777z^] 123m456p789s 1z +1z", "123m456p789s1z [777z^] +1z"),
        ("[550m<] [3m1m2m>] 11p 456s 7z7z", "11p456s77z [123m>] [055m<]"),
        ("[1m2m3m] 11p 456s 789s 77z", "11p456789s77z [123m]"),
        ("2g 3f 1f 123m456p789s1122z", "123m456p789s1122z 13f2g"),
        ("4g3g2g1g 4f3f2f1f 123m456p789s1122z", "123m456p789s1122z 1234f1234g"),
        ("+0p [111z] [222z] [333z] [444z] 5p", "5p [111z] [222z] [333z] [444z] +0p"),
        ("[444z] [333z] [222z] [111z] 5z", "5z [111z] [222z] [333z] [444z]"),
        ("(9999s) (1111m) [5555p] [777z>] 1z +1z", "1z (1111m) [5555p] (9999s) [777z>] +1z"),
    ],
)
def test_canonical_printing(text: str, canonical: str) -> None:
    hand = parse_hand(text)
    assert str(hand) == canonical
    assert format_hand(hand) == canonical
    assert parse_hand(canonical) == hand
    assert str(parse_hand(canonical)) == canonical


@pytest.mark.parametrize(
    "spellings",
    [
        ["234m 567p", "234m567p", "567p 234m", "2m3m4m5p6p7p", "432m765p", "4m 3m 2m 7p 6p 5p", "2m34m56p7p"],
        ["[123m] [456p]", "[456p] [123m]", "[321m] [4p5p6p]"],
        ["(1111s) [666z^]", "[666z^] (1111s)", "[6z6z6z^] (1s11s1s)"],
    ],
)
def test_equivalent_spellings_give_equal_hands(spellings: list[str]) -> None:
    filler = {
        "234m 567p": "99s12345z 1f +9s",
        "[123m] [456p]": "789s1122z 1f +1z",
        "(1111s) [666z^]": "234m567p9s 1f +9s",
    }[spellings[0]]
    hands = [parse_hand(f"{s} {filler}") for s in spellings]
    hands += [parse_hand(f"{filler} {s}") for s in spellings]
    assert all(h == hands[0] for h in hands)
    assert len({str(h) for h in hands}) == 1


def test_melds_print_sorted() -> None:
    hand = parse_hand("[777z] [789s] (5555p) [406m^] 1z +1z")
    printed = [str(m) for m in hand.melds]
    assert str(hand) == " ".join(["1z", *printed, "+1z"])
    assert printed == ["[406m^]", "(5555p)", "[789s]", "[777z]"]


# -- properties over generated hands -------------------------------------------------------------------

SETTINGS = settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def lowest_tile(meld_token: str) -> str:
    """The first tile written in a canonical meld token: `[055m<]` -> `0m`."""
    body = meld_token.strip("[]()<^>!")
    return body[0] + next(c for c in body if c.isalpha())


def expected_meld_text(meld: object) -> str:
    body = compact(meld.tiles)  # type: ignore[attr-defined]
    if meld.concealed:  # type: ignore[attr-defined]
        return f"({body})"
    return f"[{body}{meld.source or ''}]"  # type: ignore[attr-defined]


def check_conservation(hand: Hand, spec: HandSpec) -> None:
    assert codes(hand.concealed()) == list(spec.concealed)
    assert (str(hand.winning) if hand.winning is not None else None) == spec.winning
    assert codes(hand.bonus) == list(spec.bonus)
    got = Counter((m.kind.value, tuple(codes(m.tiles)), m.concealed, m.source) for m in hand.melds)
    want = Counter((m.kind, m.tiles, m.concealed, m.source) for m in spec.melds)
    assert got == want
    assert hand.tile_count == spec.counted_tiles
    assert hand.is_winning == spec.is_winning


@SETTINGS
@given(hand_specs())
def test_round_trip(spec: HandSpec) -> None:
    hand = parse_hand(spec.text)
    printed = str(hand)
    assert format_hand(hand) == printed
    again = parse_hand(printed)
    assert again == hand
    assert str(again) == printed
    check_conservation(again, spec)


@SETTINGS
@given(hand_specs())
def test_tile_conservation(spec: HandSpec) -> None:
    check_conservation(parse_hand(spec.text), spec)


@SETTINGS
@given(hands_with_tiles())
def test_tile_multiset(case: tuple[str, Counter[str]]) -> None:
    text, tiles = case
    hand = parse_hand(text)
    got = Counter(codes(hand.concealed()))
    for meld in hand.melds:
        got.update(codes(meld.tiles))
    got.update(codes(hand.bonus))
    if hand.winning is not None:
        got[str(hand.winning)] += 1
    assert got == tiles


@SETTINGS
@given(hand_specs())
def test_printed_form_is_canonical(spec: HandSpec) -> None:
    """Concealed tiles sorted m p s z (red five first), then the melds sorted, bonus tiles, `+X`."""
    tokens = str(parse_hand(spec.text)).split(" ")
    expected_head = [compact(spec.concealed)] if spec.concealed else []
    assert tokens[: len(expected_head)] == expected_head
    tail = ([compact(spec.bonus)] if spec.bonus else []) + ([f"+{spec.winning}"] if spec.winning else [])
    assert tokens[len(tokens) - len(tail) :] == tail
    meld_tokens = tokens[len(expected_head) : len(tokens) - len(tail)]
    assert Counter(meld_tokens) == Counter(expected_meld_text(m) for m in spec.melds)
    lowest = [tile_key(lowest_tile(t))[:2] for t in meld_tokens]
    assert lowest == sorted(lowest)


@SETTINGS
@given(hand_specs(red_fives=False))
def test_without_red_fives(spec: HandSpec) -> None:
    assert parse_hand(spec.text, red_fives=False) == parse_hand(spec.text)


@SETTINGS
@given(hand_specs())
def test_red_fives_refused_exactly_when_present(spec: HandSpec) -> None:
    if any(code[0] == "0" for code in spec.tiles):
        with pytest.raises(InvalidNotation):
            parse_hand(spec.text, red_fives=False)
    else:
        parse_hand(spec.text, red_fives=False)


@SETTINGS
@given(flower_win_specs())
def test_daifaahou_round_trip(spec: HandSpec) -> None:
    hand = parse_hand(spec.text)
    assert hand.tile_count == 13
    assert len(hand.bonus) == 7
    assert parse_hand(str(hand)) == hand
    check_conservation(hand, spec)


@SETTINGS
@given(complete_hand_specs())
def test_complete_hands_parse(spec: HandSpec) -> None:
    hand = parse_hand(spec.text)
    assert hand.tile_count == 14
    check_conservation(hand, spec)
    assert parse_hand(str(hand)) == hand


@SETTINGS
@given(hand_specs(), st.sampled_from(["short", "long"]))
def test_regular_hands_are_accepted_as_short_and_long(spec: HandSpec, irregular: str) -> None:
    assert parse_hand(spec.text, irregular=irregular) == parse_hand(spec.text)  # type: ignore[arg-type]


@SETTINGS
@given(hand_specs(winning=False, min_melds=0), st.data())
def test_losing_hand_with_a_tile_dropped_is_short(spec: HandSpec, data: st.DataObject) -> None:
    if not spec.concealed:
        return
    hand = parse_hand(spec.text)
    tiles = list(spec.concealed)
    tiles.pop(data.draw(st.integers(0, len(tiles) - 1)))
    melds = [expected_meld_text(m) for m in spec.melds]
    text = " ".join(filter(None, [compact(tiles), *melds, compact(spec.bonus)]))
    with pytest.raises(WrongTileCount):
        parse_hand(text)
    short = parse_hand(text, irregular="short")
    assert short.tile_count == hand.tile_count - 1


def test_strategy_emits_every_token_kind() -> None:
    """`tests/strategies.py` covers every token shape of the notation (deterministic run)."""
    seen: set[str] = set()

    @settings(max_examples=400, derandomize=True, database=None, deadline=None)
    @given(hand_specs())
    def collect(spec: HandSpec) -> None:
        tokens = spec.text.split()
        bare = [t for t in tokens if t[0].isdigit() and t[-1] in "mpsz"]
        seen.add(f"concealed tokens: {min(len(bare), 2)}")
        seen.update(t[-1] for t in tokens if t[-1] in "fg")
        for meld in spec.melds:
            seen.add(f"{'concealed ' if meld.concealed else ''}{meld.kind} {meld.source}")
            if any(c[0] == "0" for c in meld.tiles):
                seen.add("red five in a meld")
        if any(c[0] == "0" for c in spec.concealed):
            seen.add("red five concealed")
        if spec.winning and spec.winning[0] == "0":
            seen.add("red five winning")
        seen.add("winning" if spec.winning else "losing")
        if "\t" in spec.text or "\n" in spec.text:
            seen.add("other whitespace")
        if spec.text != spec.text.strip():
            seen.add("padding")

    collect()
    melds = {f"{k} {s}" for k in ("chow", "pung", "kong") for s in ("None", "<", "^", ">")}
    expected = {
        "padding",
        "concealed tokens: 1",
        "concealed tokens: 2",
        "f",
        "g",
        "concealed kong None",
        "red five in a meld",
        "red five concealed",
        "red five winning",
        "winning",
        "losing",
        "other whitespace",
        *melds,
    }
    assert expected <= seen, expected - seen
