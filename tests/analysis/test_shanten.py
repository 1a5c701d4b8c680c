"""Shanten against `mahjong`'s `Shanten` (regular, chiitoitsu, kokushi) and independent brute forces.

Random hands are dealt from a 136-tile wall with a seeded `random`; near-complete hands are built on purpose,
since random ones are mostly far from ready.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from analysis_hands import ORPHANS, deal, deals, random_counts
from fuzzing import examples
from hypothesis import given, settings
from mahjong.shanten import Shanten

from jongg.analysis import NO_FORM, Forms, is_complete, is_complete_counts, shanten, shanten_of_counts
from jongg.errors import WrongTileCount
from jongg.notation import parse_hand
from jongg.rules.classical.tables import FORMS as CLASSICAL
from jongg.rules.hk_easy.tables import FORMS as HK_EASY
from jongg.rules.riichi.tables import FORMS as RIICHI

HANDS_PER_SIZE = 10_000  # x 2 sizes (13, 14) per form


def pairs_by_dp(counts: list[int], most: int) -> int:
    """Seven pairs by exhaustive allocation: each kind gives 0..`most` pairs (2 tiles each); cost = tiles in."""
    far = 99
    best = [0] + [far] * 7  # best[j]: fewest tiles to add for j pairs among the kinds seen so far
    for have in counts:
        nxt = best[:]
        costs = [(pairs, max(0, 2 * pairs - have)) for pairs in range(1, most + 1)]
        for j in range(7):
            if best[j] >= far:
                break  # j pairs are out of reach so far, and so are more
            for pairs, cost in costs:
                if j + pairs > 7:
                    break
                if best[j] + cost < nxt[j + pairs]:
                    nxt[j + pairs] = best[j] + cost
        best = nxt
    return best[7] - 1


def orphans_by_search(counts: list[int]) -> int:
    """Thirteen orphans: try each orphan as the pair."""
    return min(sum(max(0, (2 if k == pair else 1) - counts[k]) for k in ORPHANS) for pair in ORPHANS) - 1


def mahjong_regular(c: list[int]) -> int:
    return Shanten.calculate_shanten(c, use_chiitoitsu=False, use_kokushi=False)


ORACLES: dict[str, tuple[Forms, Callable[[list[int]], int]]] = {
    "regular": (Forms.REGULAR, mahjong_regular),
    "seven-pairs": (Forms.SEVEN_PAIRS, Shanten.calculate_shanten_for_chiitoitsu_hand),
    "doubled": (Forms.SEVEN_PAIRS_DOUBLED, lambda c: pairs_by_dp(c, 2)),
    "orphans": (Forms.ORPHANS, Shanten.calculate_shanten_for_kokushi_hand),
    "riichi": (RIICHI, Shanten.calculate_shanten),
    "classical": (CLASSICAL, lambda c: Shanten.calculate_shanten(c, use_chiitoitsu=False)),
    "hk-easy": (HK_EASY, lambda c: min(Shanten.calculate_shanten(c), pairs_by_dp(c, 2))),
}


@pytest.mark.parametrize("name", list(ORACLES))
def test_random_hands_against_oracle(name: str) -> None:
    forms, oracle = ORACLES[name]
    rng = random.Random(f"shanten-{name}")
    for size in (13, 14):
        for _ in range(HANDS_PER_SIZE):
            counts = random_counts(rng, size)
            assert shanten_of_counts(counts, 0, forms) == oracle(counts), (name, counts)


@pytest.mark.parametrize("name", list(ORACLES))
def test_near_complete_hands_against_oracle(name: str) -> None:
    """Complete hands of every shape with 0-3 tiles swapped for random ones."""
    forms, oracle = ORACLES[name]
    rng = random.Random(f"near-{name}")
    seen = set()
    for _ in range(3000):
        made = deal(rng, rng.choice((13, 14)), 0, rng.choice(("regular", "dense", "pairs", "orphans")))
        if made is None:
            continue
        counts = list(made.counts)
        for _ in range(rng.randint(0, 3)):
            out = rng.choice([k for k in range(34) if counts[k]])
            into = rng.choice([k for k in range(34) if counts[k] < 4 and k != out])
            counts[out] -= 1
            counts[into] += 1
        got = shanten_of_counts(counts, 0, forms)
        seen.add(got)
        assert got == oracle(counts), (name, counts)
    assert -1 in seen and 0 in seen and 1 in seen


def test_melds_against_mahjong() -> None:
    """With melds only the regular form applies; `mahjong` takes the fewer tiles as implying melds."""
    rng = random.Random("melds")
    for _ in range(5000):
        melds = rng.randint(1, 4)
        size = rng.choice((13, 14)) - 3 * melds
        counts = random_counts(rng, size)
        expected = mahjong_regular(counts)
        for forms in (HK_EASY, RIICHI, Forms.REGULAR):
            assert shanten_of_counts(counts, melds, forms) == expected, counts
        assert shanten_of_counts(counts, melds, Forms.SEVEN_PAIRS) == NO_FORM


def test_mahjong_formulas_are_exact() -> None:
    """The chiitoitsu and kokushi formulas against exhaustive allocation (so the oracle is the exact one)."""
    rng = random.Random("formulas")
    for _ in range(3000):
        counts = random_counts(rng, rng.choice((13, 14)))
        assert Shanten.calculate_shanten_for_chiitoitsu_hand(counts) == pairs_by_dp(counts, 1)
        assert Shanten.calculate_shanten_for_kokushi_hand(counts) == orphans_by_search(counts)


def test_four_concealed_copies() -> None:
    counts = parse_hand("1111m234p567p789s").counts
    assert shanten_of_counts(counts, 0, Forms.REGULAR) == 1
    assert shanten_of_counts(counts) == 1
    honours = parse_hand("1111z234p567p789s").counts  # four East cannot be a set and a pair
    assert shanten_of_counts(honours, 0, Forms.REGULAR) == mahjong_regular(honours) == 1


def test_per_form_examples() -> None:
    def sh(text: str, forms: Forms) -> int:
        return shanten(parse_hand(text), forms)

    assert sh("1112345678999m", Forms.REGULAR) == 0
    assert sh("1112345678999m +5m", Forms.REGULAR) == -1
    assert sh("1122m3344p5566s7z", Forms.SEVEN_PAIRS) == 0
    assert sh("1122m3344p5566s7z", Forms.REGULAR) > 0
    assert sh("1111m3355p7799s1z +1z", Forms.SEVEN_PAIRS_DOUBLED) == -1
    assert sh("1111m3355p7799s1z +1z", Forms.SEVEN_PAIRS) == 1  # two tiles of a new kind needed
    assert sh("1111m3355p7799s1z +1z", RIICHI) == 1
    assert sh("19m19p19s1234567z", Forms.ORPHANS) == 0
    assert sh("19m19p19s1234567z +7z", Forms.ORPHANS) == -1
    assert sh("19m19p19s1234567z +7z", Forms.REGULAR) > 0
    assert sh("234m567p9s [666z] (1111s) 1f +9s", Forms.DEFAULT) == -1
    assert sh("19m19p19s1234z [777z]", Forms.ORPHANS) == NO_FORM  # melds rule the form out


@settings(max_examples=examples(300), deadline=None)
@given(deals(14))
def test_hand_and_counts_agree(d: object) -> None:
    hand = parse_hand(d.text())  # type: ignore[attr-defined]
    melds = len(hand.melds)
    for forms in (HK_EASY, RIICHI, CLASSICAL):
        s = shanten(hand, forms)
        assert s == shanten_of_counts(hand.counts, melds, forms)
        assert (s == -1) == is_complete(hand, forms) == is_complete_counts(hand.counts, melds, forms)


def test_is_complete_on_random_hands() -> None:
    rng = random.Random("complete")
    for _ in range(20000):
        counts = random_counts(rng, 14)
        for forms in (HK_EASY, Forms.REGULAR):
            assert is_complete_counts(counts, 0, forms) == (shanten_of_counts(counts, 0, forms) == -1)


@pytest.mark.parametrize(
    ("counts", "melds"),
    [
        ([1] * 12 + [0] * 22, 0),  # 12 tiles
        ([1] * 15 + [0] * 19, 0),  # 15 tiles
        ([1] * 13 + [0] * 21, 1),  # 16 counting the meld
        ([2] + [0] * 33, 5),  # five melds
        ([1] * 13 + [0] * 20, 0),  # 33 counts
        ([5, 4, 4, 1] + [0] * 30, 0),  # five of a kind
        ([-1, 4, 4, 4, 2] + [0] * 29, 0),  # a negative count
        ([0] * 34, 0),
    ],
)
def test_wrong_counts_raise(counts: list[int], melds: int) -> None:
    with pytest.raises(WrongTileCount):
        shanten_of_counts(counts, melds)
    with pytest.raises(WrongTileCount):
        is_complete_counts(counts, melds)


def test_wrong_hand_count_raises() -> None:
    hand = parse_hand("1112345678999m")
    hand.counts[0] -= 1
    hand.keys[0] -= 1
    with pytest.raises(WrongTileCount):
        shanten(hand)
    with pytest.raises(WrongTileCount):
        is_complete(hand)


def test_thirteen_tiles_are_never_complete() -> None:
    hand = parse_hand("1112345678999m")
    assert not is_complete(hand)
    assert not is_complete_counts(hand.counts)


def test_bad_forms() -> None:
    counts = parse_hand("1112345678999m").counts
    for bad in (0, 16, -1):
        with pytest.raises(ValueError, match="Forms"):
            shanten_of_counts(counts, 0, bad)
    assert shanten_of_counts(counts, 0, 1) == 0  # a plain int union works too
