"""`waits` against a brute force: add each kind, ask `mahjong`'s `Agari` (regular form) and our own checks."""

from __future__ import annotations

import random

import pytest
from analysis_hands import ORPHANS, Deal, deal, deals
from fuzzing import examples
from hypothesis import given, settings
from mahjong.agari import Agari

from jongg.analysis import Forms, waits
from jongg.errors import WrongTileCount
from jongg.notation import parse_hand
from jongg.rules.classical.tables import FORMS as CLASSICAL
from jongg.rules.hk_easy.tables import FORMS as HK_EASY
from jongg.rules.riichi.tables import FORMS as RIICHI


def regular_by_search(counts: list[int]) -> bool:
    """Sets and one pair, by plain recursion (for shapes `Agari` also takes as seven pairs / orphans)."""

    def search(c: list[int], pair: bool) -> bool:
        low = next((k for k in range(34) if c[k]), None)
        if low is None:
            return pair
        ok = False
        if c[low] >= 3:
            c[low] -= 3
            ok = search(c, pair)
            c[low] += 3
        if not ok and c[low] >= 2 and not pair:
            c[low] -= 2
            ok = search(c, True)
            c[low] += 2
        if not ok and low < 27 and low % 9 <= 6 and c[low + 1] and c[low + 2]:
            for k in (low, low + 1, low + 2):
                c[k] -= 1
            ok = search(c, pair)
            for k in (low, low + 1, low + 2):
                c[k] += 1
        return ok

    return search(list(counts), False)


def seven_distinct_pairs(counts: list[int]) -> bool:
    return sum(counts) == 14 and counts.count(2) == 7


def seven_pairs_doubled(counts: list[int]) -> bool:
    return sum(counts) == 14 and all(n % 2 == 0 for n in counts)


def thirteen_orphans(counts: list[int]) -> bool:
    return sum(counts) == 14 and all(counts[k] for k in ORPHANS) and sum(counts[k] for k in ORPHANS) == 14


def complete(counts: list[int], melds: int, forms: Forms) -> bool:
    """The winning forms straight from their definitions; the regular form asked of `mahjong`."""
    if Forms.REGULAR in forms:
        special = not melds and (seven_pairs_doubled(counts) or thirteen_orphans(counts))
        # Agari also accepts seven pairs and orphans: for those shapes only our search can tell
        if regular_by_search(counts) if special else Agari.is_agari(counts):
            return True
    if melds:
        return False
    return (
        (Forms.SEVEN_PAIRS in forms and seven_distinct_pairs(counts))
        or (Forms.SEVEN_PAIRS_DOUBLED in forms and seven_pairs_doubled(counts))
        or (Forms.ORPHANS in forms and thirteen_orphans(counts))
    )


def brute_waits(d: Deal, forms: Forms) -> list[str]:
    counts = list(d.counts)
    if d.winning is not None:
        counts[d.winning] -= 1
    out = []
    for kind in range(34):
        if d.owned(kind) - (kind == d.winning) >= 4:
            continue
        counts[kind] += 1
        if complete(counts, len(d.melds), forms):
            out.append(f"{kind % 9 + 1}{'mpsz'[kind // 9]}")
        counts[kind] -= 1
    return out


FORMS = (
    HK_EASY,
    RIICHI,
    CLASSICAL,
    Forms.REGULAR,
    Forms.SEVEN_PAIRS_DOUBLED,
    Forms.ORPHANS,
)


@settings(max_examples=examples(400), deadline=None)
@given(deals(13))
def test_waits_match_brute_force(d: Deal) -> None:
    hand = parse_hand(d.text())
    for forms in FORMS:
        assert [str(t) for t in waits(hand, forms)] == brute_waits(d, forms), (d.text(), forms)


@settings(max_examples=examples(200), deadline=None)
@given(deals(14))
def test_waits_of_a_winning_hand_leave_out_the_winning_tile(d: Deal) -> None:
    hand = parse_hand(d.text())
    for forms in (HK_EASY, RIICHI):
        got = [str(t) for t in waits(hand, forms)]
        assert got == brute_waits(d, forms), (d.text(), forms)


def test_waits_on_random_deals() -> None:
    rng = random.Random(11)
    for _ in range(1500):
        shape = rng.choice(("random", "regular", "dense"))
        made = deal(rng, 13, rng.randint(0, 4), shape)
        if made is None:
            continue
        hand = parse_hand(made.text())
        for forms in (HK_EASY, CLASSICAL):
            assert [str(t) for t in waits(hand, forms)] == brute_waits(made, forms), made.text()


def names(text: str, forms: Forms = Forms.DEFAULT) -> str:
    return " ".join(str(t) for t in waits(parse_hand(text), forms))


def test_nine_gates_waits_on_all_nine() -> None:
    assert names("1112345678999m") == "1m 2m 3m 4m 5m 6m 7m 8m 9m"
    assert names("1112345678999m +5m") == "1m 2m 3m 4m 5m 6m 7m 8m 9m"


def test_thirteen_sided_orphans() -> None:
    assert names("19m19p19s1234567z") == "1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z"
    assert names("19m19p19s1234567z", Forms.REGULAR) == ""
    assert names("119m19p19s123456z") == "7z"


def test_all_four_copies_owned_is_no_wait() -> None:
    assert names("1113m [555p] [777s] [999s]") == "2m 3m"
    assert names("1113m [333m] [555p] [777s]") == "2m"  # the fourth 3m is in the pung
    assert names("1113m [2222m] [555p] [777s]") == "3m"  # all four 2m in the kong
    assert names("1113m (2222m) [555p] [777s]") == "3m"  # a declared kong too


def test_four_in_hand_waiting_on_itself() -> None:
    # 1111m + 234p567p789s: shanten 1, no wait; 1111m23m: 1m is all owned
    assert names("1111m234p567p789s") == ""
    assert names("1111234m567p789s") == "4m"  # 111 123 4 (4m wait); 1m owned four times
    assert names("1111234m567p789s", Forms.REGULAR) == "4m"


def test_seven_pairs_waits_per_form() -> None:
    text = "1122m3344p5566s7z"
    assert names(text, RIICHI) == "7z"
    assert names(text, CLASSICAL) == ""
    doubled = "111m3355p7799s11z"  # three 1m: a fourth makes two pairs (HK Easy only)
    assert names(doubled, HK_EASY) == "1m"
    assert names(doubled, RIICHI) == ""


def test_foul_hand_waits_on_nothing() -> None:
    assert waits(parse_hand("123m456p789s5z [124m!]", irregular="foul")) == []


def test_wrong_count() -> None:
    hand = parse_hand("1112345678999m +5m")
    hand.winning = None  # 14 tiles without a winning tile
    with pytest.raises(WrongTileCount):
        waits(hand)
