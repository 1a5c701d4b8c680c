"""The per-suit arrangement tables, filled key by key on first use, equal the tables generated forward for every
pattern at once (the former build, kept here as the reference): same keys, same arrangements, same order."""

from jongg.analysis import decompose as d
from jongg.analysis.decompose import Arrangement, Group, GroupKind


def forward_table(base: int, width: int, chows: bool) -> dict[int, list[Arrangement]]:
    """Every multiset of <= 4 sets and <= 1 pair of one suit (at most four copies), filed under its key."""
    sets: list[tuple[Group, tuple[int, ...]]] = []
    for i in range(width):
        sets.append((d._group(GroupKind.PUNG, base + i), (i, i, i)))
        if chows and i + 2 < width:
            sets.append((d._group(GroupKind.CHOW, base + i), (i, i + 1, i + 2)))
    table: dict[int, list[Arrangement]] = {}

    def file(groups: list[Group], counts: list[int]) -> None:
        key = sum(n * 5**i for i, n in enumerate(counts))
        table.setdefault(key, []).append(tuple(sorted(groups, key=Group.sort_key)))
        for i in range(width):
            if counts[i] <= 2:
                with_pair = sorted([*groups, d._group(GroupKind.PAIR, base + i)], key=Group.sort_key)
                table.setdefault(key + 2 * 5**i, []).append(tuple(with_pair))

    def extend(groups: list[Group], counts: list[int], start: int) -> None:
        file(groups, counts)
        if len(groups) == 4:
            return
        for index in range(start, len(sets)):
            group, tiles = sets[index]
            for i in tiles:
                counts[i] += 1
            if max(counts) <= 4:
                extend([*groups, group], counts, index)
            for i in tiles:
                counts[i] -= 1

    extend([], [0] * width, 0)
    return table


def test_characters_and_honours_match_the_forward_tables() -> None:
    for suit, (base, width, chows) in ((0, (0, 9, True)), (3, (27, 7, False))):
        reference = forward_table(base, width, chows)
        for key, arrangements in reference.items():
            assert d._part(suit, key) == arrangements, key
            has_pair = any(g.kind is GroupKind.PAIR for g in arrangements[0])
            assert (key in d._WITH_PAIR) == has_pair
        for key in range(0, 5**width, 997):  # patterns that do not split are []
            if key not in reference:
                assert d._part(suit, key) == []


def test_dots_and_bamboo_are_the_characters_moved() -> None:
    reference = forward_table(0, 9, True)
    for key in list(reference)[::37]:
        for suit in (1, 2):
            moved = [tuple(d._group(g.kind, g.first + 9 * suit) for g in a) for a in reference[key]]
            assert d._part(suit, key) == moved
