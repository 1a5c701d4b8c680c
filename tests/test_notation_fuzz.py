"""Fuzzing the parser: any text either parses to a valid hand (which then round-trips) or raises a JonggError.

Never an IndexError, KeyError, TypeError or any other exception, whatever the input.
"""

from __future__ import annotations

import functools
from collections import Counter

from fuzzing import examples
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from strategies import complete_hand_specs, flower_win_specs, hand_specs

from jongg import Hand, InvalidNotation, JonggError, parse_hand

NOTATION_CHARS = "0123456789mpszfg[]()<^>!+ "
OTHER_CHARS = "\t\nx-,.:MZ#é١²😀\u00a0\u3000\x00"
ALPHABET = NOTATION_CHARS + OTHER_CHARS

IRREGULAR = st.sampled_from([None, None, "short", "long", "foul"])


def fuzz(max_examples: int, check: int | None = None) -> settings:
    return settings(
        max_examples=examples(max_examples, check=check),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )


def check_valid(hand: Hand, irregular: str | None) -> None:
    """An accepted hand respects the copy limits and, unless irregular, the tile count."""
    kinds: Counter[int] = Counter()
    reds: Counter[int] = Counter()
    tiles = list(hand.tiles()) + [t for m in hand.melds for t in m.tiles]
    for tile in tiles:
        kinds[tile.kind] += 1
        reds[tile.kind] += tile.is_red
    bonus = [*hand.bonus, *([hand.winning] if hand.winning is not None and hand.winning.kind >= 34 else [])]
    assert all(n <= 4 for n in kinds.values())
    assert all(n <= 1 for n in reds.values())
    assert len(set(bonus)) == len(bonus)
    assert all(b.kind >= 34 for b in hand.bonus)
    assert all(t.kind < 34 for t in tiles)
    if irregular is None:
        plays = hand.winning is not None and hand.winning.kind < 34
        assert hand.tile_count == 13 + plays
        assert len(hand.melds) <= 4


def check(text: str, irregular: str | None, red_fives: bool) -> None:
    try:
        hand = parse_hand(text, irregular=irregular, red_fives=red_fives)  # type: ignore[arg-type]
    except InvalidNotation as err:
        # the position names a token of the text
        assert 0 <= err.position < len(text)
        assert not text[err.position].isspace()
        return
    except JonggError:
        return
    check_valid(hand, irregular)
    printed = str(hand)
    again = parse_hand(printed, irregular=irregular, red_fives=red_fives)  # type: ignore[arg-type]
    assert again == hand
    assert str(again) == printed


@fuzz(1000)
@given(st.text(), IRREGULAR, st.booleans())
@example("", None, True)
@example("\x00", None, True)
@example("[", None, True)
@example("+", None, True)
@example("()", "foul", True)
@example("[!]", "foul", True)
@example("[<]", None, True)
@example("0", None, False)
def test_arbitrary_text(text: str, irregular: str | None, red_fives: bool) -> None:
    check(text, irregular, red_fives)


@fuzz(1000)
@given(st.text(alphabet=ALPHABET, max_size=60), IRREGULAR, st.booleans())
def test_text_from_the_notation_alphabet(text: str, irregular: str | None, red_fives: bool) -> None:
    check(text, irregular, red_fives)


HANDS = st.one_of(hand_specs(), complete_hand_specs(), flower_win_specs())
MUTATIONS = st.integers(1, 6)
OPS = st.sampled_from(["insert", "delete", "replace", "swap", "duplicate token", "drop token"])
CHARS = st.sampled_from(ALPHABET)


@functools.cache
def positions(low: int, high: int) -> st.SearchStrategy[int]:
    """`st.integers(low, high)`, built once (a strategy built anew costs a draw more than its value)."""
    return st.integers(low, high)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A valid hand string with 1-6 mutations: a character inserted, deleted, replaced or swapped, or a token
    duplicated or dropped."""
    spec = draw(HANDS)
    text = spec.text
    for _ in range(draw(MUTATIONS)):
        op = draw(OPS)
        if op == "insert":
            i = draw(positions(0, len(text)))
            text = text[:i] + draw(CHARS) + text[i:]
        elif op in ("duplicate token", "drop token"):
            tokens = text.split()
            if tokens:
                i = draw(positions(0, len(tokens) - 1))
                tokens[i : i + 1] = [tokens[i]] * 2 if op == "duplicate token" else []
                text = " ".join(tokens)
        elif text:
            i = draw(positions(0, len(text) - 1))
            if op == "delete":
                text = text[:i] + text[i + 1 :]
            elif op == "replace":
                text = text[:i] + draw(CHARS) + text[i + 1 :]
            else:
                j = draw(positions(0, len(text) - 1))
                chars = list(text)
                chars[i], chars[j] = chars[j], chars[i]
                text = "".join(chars)
    return text


# `make test` draws 1000: every irregular value and answer (each error type, a winning and a losing hand
# accepted, with and without melds and bonus tiles: the example below is the rarest) under each irregular value.
@fuzz(2000, check=1000)
@given(mutated(), IRREGULAR, st.booleans())
@example("123m456p789s1122z 13f2g", None, True)
def test_mutated_valid_hands(text: str, irregular: str | None, red_fives: bool) -> None:
    check(text, irregular, red_fives)


TOKENS = st.one_of(
    st.from_regex(r"([0-9]{1,4}[mps]|[1-7]{1,4}z){1,3}", fullmatch=True),  # concealed tiles
    st.from_regex(r"[1-4]{1,3}[fg]", fullmatch=True),  # bonus tiles
    st.from_regex(r"[\[(]([0-9]{3,4}[mps]|[1-7]{3,4}z)[<^>]?!?[\])]", fullmatch=True),  # melds
    st.from_regex(r"\+([0-9][mps]|[1-7]z|[1-4][fg])", fullmatch=True),  # winning tile
    st.from_regex(r"[\[(+]?[0-9]{0,4}[mpszfg]{0,2}[<^>!]{0,2}[\])]?", fullmatch=True),  # anything token-like
)


# `make test` draws 500: every token kind, count of tokens (0-9), irregular value and error type; the rare
# regular hand of such tokens (a winner's, without bonus tiles) is the example.
@fuzz(1000, check=500)
@given(st.lists(TOKENS, max_size=9), IRREGULAR, st.booleans())
@example(["123m456p", "789s1z", "[222z]", "+1z"], None, False)
def test_token_soup(tokens: list[str], irregular: str | None, red_fives: bool) -> None:
    """Well-shaped tokens in any number: exercises the copy limits, meld shapes and the tile count."""
    check(" ".join(tokens), irregular, red_fives)
