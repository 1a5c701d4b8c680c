"""`Hand` and `Meld`: the 34-count array, the base-5 suit keys, incremental add/remove, copies."""

from __future__ import annotations

from collections import Counter

import pytest
from fuzzing import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import PLAYING_CODES, HandSpec, hand_specs, sorted_codes, tile_kind

from jongg import Hand, InvalidMeld, JonggError, Meld, MeldKind, Tile, parse_hand

SUIT_SIZES = (9, 9, 9, 7)


def expected_keys(counts: list[int]) -> list[int]:
    """The spec of `keys`, recomputed: per suit, digit i (base 5) is the count of the suit's number i+1."""
    keys = []
    for suit, size in enumerate(SUIT_SIZES):
        keys.append(sum(counts[9 * suit + i] * 5**i for i in range(size)))
    return keys


def expected_counts(tile_codes: list[str]) -> list[int]:
    counts = [0] * 34
    for code in tile_codes:
        counts[PLAYING_CODES.index(tile_kind(code))] += 1
    return counts


def codes(tiles: object) -> list[str]:
    return [str(t) for t in tiles]  # type: ignore[attr-defined]


def t(code: str) -> Tile:
    return Tile.from_str(code)


# -- counts and keys -----------------------------------------------------------------------------------


def test_counts_are_the_concealed_tiles_with_the_winning_tile() -> None:
    hand = parse_hand("123m 55p 99s [777z] (1111s) 1f +0p")
    assert len(hand.counts) == 34
    assert hand.counts == expected_counts(["1m", "2m", "3m", "5p", "5p", "9s", "9s", "0p"])
    assert hand.counts[13] == 3  # the red five counts as a five
    assert sum(hand.counts) == 8  # melds and bonus tiles are not in counts


def test_keys_of_thirteen_orphans() -> None:
    hand = parse_hand("19m19p19s1234567z +1m")
    assert hand.keys == [2 + 5**8, 1 + 5**8, 1 + 5**8, sum(5**i for i in range(7))]
    assert hand.keys == expected_keys(hand.counts)


def test_keys_of_nine_gates() -> None:
    hand = parse_hand("1112345678999m +5m")
    digits = [3, 1, 1, 1, 2, 1, 1, 1, 3]
    assert hand.keys == [sum(d * 5**i for i, d in enumerate(digits)), 0, 0, 0]


def test_empty_hand() -> None:
    hand = Hand()
    assert hand.counts == [0] * 34
    assert hand.keys == [0, 0, 0, 0]
    assert hand.tile_count == 0
    assert hand.tiles() == []
    assert str(hand) == ""
    assert not hand.is_winning


@settings(max_examples=examples(200), deadline=None)
@given(hand_specs())
def test_counts_and_keys_of_parsed_hands(spec: HandSpec) -> None:
    hand = parse_hand(spec.text)
    concealed = list(spec.concealed)
    if spec.winning is not None and spec.winning[1] not in "fg":
        concealed.append(spec.winning)
    assert hand.counts == expected_counts(concealed)
    assert hand.keys == expected_keys(hand.counts)
    assert codes(hand.tiles()) == list(sorted_codes(concealed))
    assert list(hand) == hand.tiles()


# -- add / remove --------------------------------------------------------------------------------------


def check_in_step(hand: Hand, model: Counter[str], melds: int) -> None:
    tiles = list(model.elements())
    assert hand.counts == expected_counts(tiles)
    assert hand.keys == expected_keys(hand.counts)
    assert codes(hand.tiles()) == list(sorted_codes(tiles))
    assert hand.tile_count == len(tiles) + 3 * melds


@settings(max_examples=examples(200), deadline=None)
@given(hand_specs(), st.data())
def test_add_and_remove_keep_counts_and_keys_in_step(spec: HandSpec, data: st.DataObject) -> None:
    hand = parse_hand(spec.text)
    model = Counter(codes(hand.tiles()))
    check_in_step(hand, model, len(spec.melds))
    for _ in range(data.draw(st.integers(0, 40), label="steps")):
        kinds = Counter(tile_kind(c) for c in model.elements())
        addable = [c for c in PLAYING_CODES if kinds[c] < 4]
        addable += [f"0{s}" for s in "mps" if kinds[f"5{s}"] < 4 and not model[f"0{s}"]]
        removable = sorted(model)
        if removable and (not addable or data.draw(st.booleans(), label="remove")):
            code = data.draw(st.sampled_from(removable), label="remove tile")
            hand.remove(t(code))
            model[code] -= 1
            model += Counter()  # drop zero counts
        else:
            code = data.draw(st.sampled_from(addable), label="add tile")
            hand.add(t(code))
            model[code] += 1
        check_in_step(hand, model, len(spec.melds))


def test_add_then_remove_restores_the_hand() -> None:
    hand = parse_hand("123m456p789s1122z")
    before = hand.copy()
    for code in ["5m", "0m", "7z", "9s", "0s"]:
        hand.add(t(code))
    for code in ["0s", "9s", "7z", "0m", "5m"]:
        hand.remove(t(code))
    assert hand == before
    assert hand.keys == before.keys


def test_removing_a_red_five_or_a_plain_five() -> None:
    hand = parse_hand("055m 123p 456s 789s 1z")
    plain = hand.copy()
    plain.remove(t("5m"))
    assert codes(plain.tiles()).count("0m") == 1
    assert codes(plain.tiles()).count("5m") == 1
    red = hand.copy()
    red.remove(t("0m"))
    assert "0m" not in codes(red.tiles())
    assert codes(red.tiles()).count("5m") == 2
    assert plain.counts == red.counts
    assert plain.keys == red.keys
    assert plain != red  # the red five is part of the hand's identity


def test_a_red_five_is_removed_only_by_name() -> None:
    hand = parse_hand("55m 123p 456s 789s 12z")
    with pytest.raises(JonggError):
        hand.remove(t("0m"))  # no red five in hand
    only_red = parse_hand("0m 123p 456s 789s 123z")
    with pytest.raises(JonggError):
        only_red.remove(t("5m"))  # the only five left is the red one
    assert only_red == parse_hand("0m 123p 456s 789s 123z")


def test_removing_another_tile_of_a_suit_with_a_red_five() -> None:
    # regression: the red-five guard once refused any last tile of a suit holding a red five
    hand = parse_hand("0p3p 123m 456s 789s 12z")
    hand.remove(t("3p"))
    assert codes(hand.tiles())[:4] == ["1m", "2m", "3m", "0p"]
    hand.remove(t("0p"))
    assert hand.counts[9:18] == [0] * 9
    assert hand.keys[1] == 0


def test_failed_updates_leave_the_hand_unchanged() -> None:
    hand = parse_hand("123m456p789s1122z")
    before = hand.copy()
    with pytest.raises(JonggError):
        hand.remove(t("9m"))
    with pytest.raises(JonggError):
        hand.add(t("1f"))  # bonus tiles are not concealed tiles
    with pytest.raises(JonggError):
        hand.remove(t("1f"))
    assert hand == before
    assert hand.keys == before.keys


# -- tile_count ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "count", "kwargs"),
    [
        ("123m456p789s1122z", 13, {}),
        ("123m456p789s1122z +1z", 14, {}),
        ("[123m] (4444p) [777z<] 1122z +2z", 14, {}),
        ("(1111m) (2222m) (3333m) (4444m) 5m", 13, {}),
        ("123m456p789s1122z 1234f123g +4g", 13, {}),  # Daifaahou: the bonus winning tile is not counted
        ("123m 456p", 6, {"irregular": "short"}),
        ("123m456p789s11223344z", 17, {"irregular": "long"}),
        ("[124m!] 123456789p1s", 13, {"irregular": "foul"}),
    ],
)
def test_tile_count(text: str, count: int, kwargs: dict[str, str]) -> None:
    assert parse_hand(text, **kwargs).tile_count == count  # type: ignore[arg-type]


# -- copies ----------------------------------------------------------------------------------------------


def test_copy_is_independent() -> None:
    hand = parse_hand("123m456p789s1z [777z^] 1f +1z")
    copy = hand.copy()
    assert copy == hand
    assert copy is not hand
    assert (copy.melds, copy.bonus, copy.winning) == (hand.melds, hand.bonus, hand.winning)
    assert str(copy) == str(hand)
    text = str(hand)
    copy.add(t("9m"))
    copy.remove(t("1m"))
    assert str(hand) == text
    assert hand.counts == parse_hand(text).counts
    assert hand.keys == parse_hand(text).keys
    assert copy != hand
    hand.remove(t("2m"))
    assert copy.counts[1] == 1
    assert copy.keys == expected_keys(copy.counts)


@settings(max_examples=examples(100), deadline=None)
@given(hand_specs(), st.sampled_from(PLAYING_CODES))
def test_copy_independence_property(spec: HandSpec, code: str) -> None:
    hand = parse_hand(spec.text)
    text = str(hand)
    copy = hand.copy()
    if hand.counts[PLAYING_CODES.index(code)] < 4:
        copy.add(t(code))
        assert copy != hand
    if hand.counts[PLAYING_CODES.index(code)]:
        try:
            copy.remove(t(code))
        except JonggError:
            assert code[0] == "5"  # only the red five was left
    assert str(hand) == text
    assert hand == parse_hand(text)


# -- Hand and Meld construction ---------------------------------------------------------------------------


def test_hand_built_directly_equals_the_parsed_hand() -> None:
    built = Hand(
        concealed=[t(c) for c in ["9s", "2m", "3m", "4m", "5p", "6p", "7p"]],
        melds=[Meld.of([t("1s")] * 4, concealed=True), Meld.of([t("6z")] * 3)],
        bonus=[t("1f")],
        winning=t("9s"),
    )
    assert built == parse_hand("234m567p9s [666z] (1111s) 1f +9s")
    assert str(built) == str(parse_hand("234m567p9s [666z] (1111s) 1f +9s"))


def test_hand_equality() -> None:
    assert parse_hand("[123m] [456m] 789m123p1z") == parse_hand("[456m] 123p 1z 789m [123m]")
    assert parse_hand("123m456p789s1122z +2z") != parse_hand("123m456p789s1222z +1z")  # same counts
    assert parse_hand("123m456p789s1122z") != parse_hand("123m456p789s1122z 1f")
    assert parse_hand("[123m] 456p789s1122z") != parse_hand("[123m<] 456p789s1122z")
    assert parse_hand("[1111m] 456p789s1122z") != parse_hand("(1111m) 456p789s1122z")
    assert parse_hand("123m456p789s1122z") != "123m456p789s1122z"


def test_concealed_excludes_the_winning_tile() -> None:
    hand = parse_hand("55m 123p 456s 789s 12z +0m")
    assert " ".join(codes(hand.concealed())) == "5m 5m 1p 2p 3p 4s 5s 6s 7s 8s 9s 1z 2z"
    assert " ".join(codes(hand.tiles())) == "0m 5m 5m 1p 2p 3p 4s 5s 6s 7s 8s 9s 1z 2z"


@pytest.mark.parametrize(
    ("tiles", "kind"),
    [
        ("123m", MeldKind.CHOW),
        ("406p", MeldKind.CHOW),
        ("789s", MeldKind.CHOW),
        ("777z", MeldKind.PUNG),
        ("505s", MeldKind.PUNG),
        ("1111z", MeldKind.KONG),
        ("0555m", MeldKind.KONG),
    ],
)
def test_meld_kinds(tiles: str, kind: MeldKind) -> None:
    meld = Meld.of(Tile.from_str(f"{d}{tiles[-1]}") for d in tiles[:-1])
    assert meld.kind is kind
    assert meld.is_kong == (kind is MeldKind.KONG)
    assert len(meld.tiles) == len(tiles) - 1


@pytest.mark.parametrize("tiles", ["124m", "12m3p", "123z", "11m", "12345m", "111f", "89m1p"])
def test_meld_of_refuses_what_is_not_a_set(tiles: str) -> None:
    with pytest.raises(InvalidMeld):
        Meld.of(Tile.from_str(c) for c in _split_codes(tiles))


def test_only_kongs_are_concealed_and_they_have_no_source() -> None:
    assert Meld.of([t("1s")] * 4, concealed=True).concealed
    with pytest.raises(InvalidMeld):
        Meld.of([t("1s"), t("2s"), t("3s")], concealed=True)
    with pytest.raises(InvalidMeld):
        Meld.of([t("1s")] * 3, concealed=True)
    with pytest.raises(InvalidMeld):
        Meld.of([t("1s")] * 4, concealed=True, source="<")
    for source in ("<", "^", ">"):
        assert Meld.of([t("1s")] * 3, source=source).source == source
    with pytest.raises(InvalidMeld):
        Meld.of([t("1s")] * 3, source="v")


def test_foul_groups() -> None:
    meld = Meld.of([t("1m"), t("2m"), t("4m")], foul=True)
    assert meld.kind is MeldKind.FOUL
    assert str(meld) == "[124m!]"
    with pytest.raises(InvalidMeld):
        Meld.of([t("1m"), t("2m")], foul=True)
    with pytest.raises(InvalidMeld):
        Meld.of([t("1m"), t("2m"), t("4m"), t("5m")], foul=True, concealed=True)


def _split_codes(text: str) -> list[str]:
    out: list[str] = []
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        else:
            out += [d + ch for d in digits]
            digits = ""
    return out
