"""`decompositions`: every arrangement of a complete hand, checked against a naive recursive enumerator."""

from __future__ import annotations

import pytest
from analysis_hands import ORPHANS, Deal, deals
from fuzzing import examples
from hypothesis import HealthCheck, given, settings

from jongg.analysis import Decomposition, Forms, Group, GroupKind, decompositions
from jongg.errors import WrongTileCount
from jongg.notation import parse_hand
from jongg.rules.classical.tables import FORMS as CLASSICAL
from jongg.rules.hk_easy.tables import FORMS as HK_EASY
from jongg.rules.riichi.tables import FORMS as RIICHI

# -- the naive enumerator: written here, sharing nothing with the code under test -------------------------

Shape = tuple[tuple[str, int, str], ...]  # sorted (group kind, first kind, "" or the meld's text)


def naive_regular(counts: list[int]) -> set[tuple[tuple[str, int], ...]]:
    """All multisets of sets + exactly one pair that use the concealed counts exactly (recursive search)."""
    found: set[tuple[tuple[str, int], ...]] = set()

    def search(c: list[int], groups: list[tuple[str, int]], pair: bool) -> None:
        low = next((k for k in range(34) if c[k]), None)
        if low is None:
            if pair:
                found.add(tuple(sorted(groups)))
            return
        if c[low] >= 3:
            c[low] -= 3
            search(c, [*groups, ("PUNG", low)], pair)
            c[low] += 3
        if c[low] >= 2 and not pair:
            c[low] -= 2
            search(c, [*groups, ("PAIR", low)], True)
            c[low] += 2
        if low < 27 and low % 9 <= 6 and c[low + 1] and c[low + 2]:
            for k in (low, low + 1, low + 2):
                c[k] -= 1
            search(c, [*groups, ("CHOW", low)], pair)
            for k in (low, low + 1, low + 2):
                c[k] += 1

    search(list(counts), [], False)
    return found


def naive(deal: Deal, forms: Forms) -> set[tuple[str, Shape, tuple[str, int] | None]]:
    """(form, groups, group holding the winning tile) for every arrangement, straight from the rules."""
    counts = list(deal.counts)
    fixed = [(m.kind.upper(), m.first, m.text()) for m in deal.melds]
    arrangements: list[tuple[str, list[tuple[str, int, str]]]] = []
    if Forms.REGULAR in forms and sum(counts) + 3 * len(deal.melds) == 14:
        for regular in naive_regular(counts):
            arrangements.append(("REGULAR", [(k, f, "") for k, f in regular] + fixed))
    if not deal.melds and sum(counts) == 14 and all(n in (0, 2, 4) for n in counts):
        pairs = [("PAIR", k, "") for k in range(34) for _ in range(counts[k] // 2)]
        if 4 not in counts and Forms.SEVEN_PAIRS in forms:
            arrangements.append(("SEVEN_PAIRS", pairs))
        elif Forms.SEVEN_PAIRS_DOUBLED in forms:
            arrangements.append(("SEVEN_PAIRS_DOUBLED", pairs))
    orphan_counts = [counts[k] for k in ORPHANS]
    if not deal.melds and Forms.ORPHANS in forms and all(orphan_counts) and sum(counts) == sum(orphan_counts) == 14:
        singles = [("PAIR" if counts[k] == 2 else "SINGLE", k, "") for k in ORPHANS]
        arrangements.append(("ORPHANS", singles))
    out: set[tuple[str, Shape, tuple[str, int] | None]] = set()
    for form, groups in arrangements:
        shape = tuple(sorted(groups))
        if deal.winning is None:
            out.add((form, shape, None))
            continue
        for kind, first, meld in groups:
            size = {"CHOW": 3, "PUNG": 3, "PAIR": 2, "SINGLE": 1}.get(kind, 4)
            tiles = [first + i for i in range(3)] if kind == "CHOW" else [first] * size
            if not meld and deal.winning in tiles:
                out.add((form, shape, (kind, first)))
    return out


def ours(deal: Deal, forms: Forms) -> list[tuple[str, Shape, tuple[str, int] | None]]:
    hand = parse_hand(deal.text())
    out = []
    for d in decompositions(hand, forms):
        shape = tuple(sorted((g.kind.name, g.first, "" if g.meld is None else str(g.meld)) for g in d.groups))
        winning = None if d.winning is None else (d.groups[d.winning].kind.name, d.groups[d.winning].first)
        out.append((d.form.name or "", shape, winning))
    return out


# -- properties ---------------------------------------------------------------------------------------------

FORMS = (HK_EASY, RIICHI, CLASSICAL, Forms.REGULAR, Forms.SEVEN_PAIRS_DOUBLED)


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deals(14))
def test_decompositions_match_the_naive_enumerator(deal: Deal) -> None:
    for forms in FORMS:
        got = ours(deal, forms)
        assert len(got) == len(set(got)), "a (arrangement, winning group) came twice"
        assert set(got) == naive(deal, forms), (deal.text(), forms)


@settings(max_examples=examples(200), deadline=None)
@given(deals(14))
def test_decomposition_invariants(deal: Deal) -> None:
    hand = parse_hand(deal.text())
    for d in decompositions(hand):
        assert d.form in (Forms.REGULAR, Forms.SEVEN_PAIRS, Forms.SEVEN_PAIRS_DOUBLED, Forms.ORPHANS)
        firsts = [g.first for g in d.groups]
        assert firsts == sorted(firsts)
        tiles = sorted(k for g in d.groups if g.meld is None for k in g.tiles)
        assert tiles == [k for k in range(34) for _ in range(hand.counts[k])]
        assert sorted(str(g.meld) for g in d.groups if g.meld is not None) == sorted(map(str, hand.melds))
        winning = d.winning_group
        assert winning is not None and winning.meld is None and hand.winning is not None
        assert hand.winning.kind in winning.tiles


# -- named cases -------------------------------------------------------------------------------------------


def shapes(text: str, forms: Forms = Forms.DEFAULT) -> list[tuple[str, str, str]]:
    """Compact view: (form, groups, winning group) with groups like `C0` (chow from 1m), `P33`, `2:0`."""
    letter = {"CHOW": "C", "PUNG": "P", "KONG": "K", "PAIR": "2:", "SINGLE": "1:"}
    out = []
    for d in decompositions(parse_hand(text), forms):
        groups = " ".join(f"{letter[g.kind.name]}{g.first}" for g in d.groups)
        w = d.winning_group
        out.append((d.form.name or "", groups, "" if w is None else f"{letter[w.kind.name]}{w.first}"))
    return out


def test_seven_pairs_that_is_also_regular() -> None:
    got = shapes("112233m445566p7s +7s")
    assert got == [
        ("REGULAR", "C0 C0 C12 C12 2:24", "2:24"),
        ("SEVEN_PAIRS", "2:0 2:1 2:2 2:12 2:13 2:14 2:24", "2:24"),
    ]
    assert [d[0] for d in shapes("112233m445566p7s +7s", CLASSICAL)] == ["REGULAR"]


@pytest.mark.parametrize(
    ("text", "in_pungs", "in_chows"),
    [
        ("11222333m456p77z +1m", "P0", "C0"),
        ("11122333m456p77z +2m", "P1", "C0"),
        ("11122233m456p77z +3m", "P2", "C0"),
        ("111222333m56p77z +4p", "C12", "C12"),
        ("111222333m46p77z +5p", "C12", "C12"),
        ("111222333m456p7z +7z", "2:33", "2:33"),
    ],
)
def test_three_identical_chows_or_three_pungs(text: str, in_pungs: str, in_chows: str) -> None:
    """111222333m456p77z has two arrangements (three pungs, or three 123m chows), not three.

    Whatever the winning tile, it sits in one distinct group of each arrangement: two decompositions.
    """
    assert shapes(text) == [
        ("REGULAR", "P0 P1 P2 C12 2:33", in_pungs),
        ("REGULAR", "C0 C0 C0 C12 2:33", in_chows),
    ]
    assert len(naive_regular(list(parse_hand(text).counts))) == 2


def test_pure_double_chow_arrangements() -> None:
    got = shapes("11223344m55667p +7p")
    assert ("REGULAR", "C0 C0 2:3 C13 C13", "C13") in got
    assert ("REGULAR", "2:0 C1 C1 C13 C13", "C13") in got
    assert ("SEVEN_PAIRS", "2:0 2:1 2:2 2:3 2:13 2:14 2:15", "2:15") in got
    assert len(got) == 3


def test_nine_gates_arrangements() -> None:
    assert shapes("1112345678999m +5m") == [("REGULAR", "P0 C1 2:4 C5 P8", "2:4")]


def test_identical_groups_give_one_winning_choice() -> None:
    assert shapes("112233m456p789s5z +5z") == [("REGULAR", "C0 C0 C12 C24 2:31", "2:31")]
    assert shapes("11223m456p789s55z +3m") == [("REGULAR", "C0 C0 C12 C24 2:31", "C0")]


def test_doubled_seven_pairs() -> None:
    got = shapes("1111m3355p7799s1z +1z")
    assert got == [("SEVEN_PAIRS_DOUBLED", "2:0 2:0 2:11 2:13 2:24 2:26 2:27", "2:27")]
    assert shapes("1111m3355p7799s1z +1z", RIICHI) == []
    got = shapes("111m3355p7799s11z +1m")  # the winning tile in one of two identical pairs: once
    assert got == [("SEVEN_PAIRS_DOUBLED", "2:0 2:0 2:11 2:13 2:24 2:26 2:27", "2:0")]


def test_distinct_seven_pairs_under_the_doubled_form_alone() -> None:
    got = shapes("1133m3355p7799s1z +1z", Forms.SEVEN_PAIRS_DOUBLED)
    assert [g[0] for g in got] == ["SEVEN_PAIRS_DOUBLED"]


def test_thirteen_orphans() -> None:
    got = shapes("19m19p19s1234567z +1m")
    assert got == [("ORPHANS", "2:0 1:8 1:9 1:17 1:18 1:26 1:27 1:28 1:29 1:30 1:31 1:32 1:33", "2:0")]
    got = shapes("119m19p19s123456z +7z")
    assert got == [("ORPHANS", "2:0 1:8 1:9 1:17 1:18 1:26 1:27 1:28 1:29 1:30 1:31 1:32 1:33", "1:33")]
    assert shapes("19m19p19s1234567z +1m", Forms.REGULAR) == []


def test_melds_are_fixed_groups() -> None:
    hand = parse_hand("234m567p9s [666z] (1111s) 1f +9s")
    (d,) = decompositions(hand)
    assert d.form is Forms.REGULAR
    kinds = [(g.kind, g.first, g.meld is not None) for g in d.groups]
    assert kinds == [
        (GroupKind.CHOW, 1, False),
        (GroupKind.CHOW, 13, False),
        (GroupKind.KONG, 18, True),
        (GroupKind.PAIR, 26, False),
        (GroupKind.PUNG, 32, True),
    ]
    kong = d.groups[2]
    assert kong.meld is not None and kong.meld.concealed and kong.concealed
    assert kong.tiles == (18, 18, 18, 18)
    assert not d.groups[4].concealed
    assert d.winning == 3


def test_incomplete_and_losing_hands_have_none() -> None:
    assert decompositions(parse_hand("1112345678999m")) == []  # 13 tiles
    assert decompositions(parse_hand("1112345678999m +1p")) == []
    assert decompositions(parse_hand("12m456p789s [111z] 35m +5z")) == []


def test_hand_without_winning_tile_marks_none() -> None:
    hand = parse_hand("1112345678999m +5m")
    hand.winning = None
    (d,) = decompositions(hand)
    assert d.winning is None and d.winning_group is None


def test_foul_meld_has_no_decomposition() -> None:
    hand = parse_hand("123m456p789s5z [124m!] +5z", irregular="foul")
    assert decompositions(hand) == []


def test_wrong_count() -> None:
    hand = parse_hand("1112345678999m")
    hand.counts[0] -= 1
    with pytest.raises(WrongTileCount):
        decompositions(hand)


def test_types() -> None:
    g = Group(GroupKind.CHOW, 4)
    assert g.tiles == (4, 5, 6) and g.concealed and g.meld is None
    assert Group(GroupKind.PAIR, 33).tiles == (33, 33)
    assert Group(GroupKind.SINGLE, 0).tiles == (0,)
    d = Decomposition(Forms.REGULAR, (g,), 0)
    assert d.winning_group is g
    with pytest.raises(AttributeError):
        d.winning = 1  # type: ignore[misc]
