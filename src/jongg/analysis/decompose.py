"""Every arrangement of a complete hand into groups, from per-suit tables built once on first use.

Per suit, all multisets of at most four sets and at most one pair are generated forward (chows and pungs in
the suits, pungs only in the honours) and filed under their base-5 key, so a hand's arrangements are the
product of four table entries: no search per call.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING, Final

from jongg.analysis.forms import DEFAULT, Forms
from jongg.analysis.lookup import config, wrong_count
from jongg.hand import Meld, MeldKind
from jongg.tiles import KIND_MASK, NUM_KINDS, TERMINALS_AND_HONOURS

if TYPE_CHECKING:
    from jongg.hand import Hand


class GroupKind(enum.Enum):
    """What a group is; `SINGLE` only occurs in thirteen orphans."""

    CHOW = 1
    PUNG = 2
    KONG = 3
    PAIR = 4
    SINGLE = 5


_SIZE: Final = {GroupKind.PUNG: 3, GroupKind.KONG: 4, GroupKind.PAIR: 2, GroupKind.SINGLE: 1}
_ORDER: Final = {kind: kind.value for kind in GroupKind}
_ORPHAN_KINDS: Final = tuple(sorted(TERMINALS_AND_HONOURS))
_REGULAR: Final = int(Forms.REGULAR)
_SEVEN_PAIRS: Final = int(Forms.SEVEN_PAIRS)
_ANY_SEVEN_PAIRS: Final = int(Forms.SEVEN_PAIRS | Forms.SEVEN_PAIRS_DOUBLED)
_ORPHANS: Final = int(Forms.ORPHANS)
_CHECKED: set[int] = set()
"""Forms values already validated (and the tables loaded for them)."""


@dataclass(frozen=True, slots=True)
class Group:
    """One group of an arrangement: `meld` is the fixed meld it is, None for a group of concealed tiles."""

    kind: GroupKind
    first: int
    meld: Meld | None = None

    @property
    def tiles(self) -> tuple[int, ...]:
        """The kinds of its tiles (a chow's three, a pung's three same, ...)."""
        if self.kind is GroupKind.CHOW:
            return (self.first, self.first + 1, self.first + 2)
        return (self.first,) * _SIZE[self.kind]

    @property
    def concealed(self) -> bool:
        """Made of concealed tiles, or a declared concealed kong."""
        return self.meld is None or self.meld.concealed

    def sort_key(self) -> int:
        """Arrangement order: by first tile, then chow, pung, kong, pair, single; concealed before a meld."""
        return self.first * 16 + _ORDER[self.kind] * 2 + (self.meld is not None)

    def holds(self, kind: int) -> bool:
        """Whether one of its tiles is of `kind`."""
        first = self.first
        return first <= kind <= first + 2 if self.kind is GroupKind.CHOW else first == kind


@dataclass(frozen=True, slots=True)
class Decomposition:
    """One arrangement of a complete hand in one form; `winning` indexes the group with the winning tile."""

    form: Forms
    groups: tuple[Group, ...]
    winning: int | None = None

    @property
    def winning_group(self) -> Group | None:
        return None if self.winning is None else self.groups[self.winning]


_MELD_GROUP: Final = {
    MeldKind.CHOW: GroupKind.CHOW,
    MeldKind.PUNG: GroupKind.PUNG,
    MeldKind.KONG: GroupKind.KONG,
}

Arrangement = tuple[Group, ...]
_TABLES: list[dict[int, list[Arrangement]]] = []
"""Characters (m) and honours (z): key -> the distinct arrangements of exactly that pattern, groups sorted."""
_SHIFTED: tuple[dict[int, list[Arrangement]], ...] = ({}, {})
"""Dots and bamboo, filled per key on first use from the characters' entry, moved by 9 or 18 kinds."""


def _suit_table(base: int, width: int, chows: bool) -> dict[int, list[Arrangement]]:
    """Forward-generate every multiset of <= 4 sets and <= 1 pair of one suit (at most four copies)."""
    sets: list[tuple[Group, tuple[int, ...]]] = []
    for i in range(width):
        sets.append((Group(GroupKind.PUNG, base + i), (i, i, i)))
        if chows and i + 2 < width:
            sets.append((Group(GroupKind.CHOW, base + i), (i, i + 1, i + 2)))
    table: dict[int, list[Arrangement]] = {}

    def file(groups: list[Group], counts: list[int]) -> None:
        key = sum(n * 5**i for i, n in enumerate(counts))
        table.setdefault(key, []).append(tuple(sorted(groups, key=Group.sort_key)))
        for i in range(width):  # the same sets and a pair
            if counts[i] <= 2:
                with_pair = sorted([*groups, Group(GroupKind.PAIR, base + i)], key=Group.sort_key)
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


def _part(suit: int, key: int) -> list[Arrangement] | None:
    """The arrangements of one suit's pattern, or None if it does not split exactly."""
    if not _TABLES:
        _TABLES.extend([_suit_table(0, 9, True), _suit_table(27, 7, False)])
    if suit == 0 or suit == 3:
        return _TABLES[suit // 3].get(key)
    shifted = _SHIFTED[suit - 1]
    part = shifted.get(key)
    if part is None:
        base = _TABLES[0].get(key)
        if base is None:
            return None
        move = 9 * suit
        part = shifted[key] = [tuple(Group(g.kind, g.first + move) for g in groups) for groups in base]
    return part


def _with_winning(form: Forms, groups: Arrangement, winning: int | None) -> list[Decomposition]:
    """One decomposition per distinct concealed group that holds the winning tile."""
    if winning is None:
        return [Decomposition(form, groups, None)]
    out = []
    for index, group in enumerate(groups):
        if group.meld is None and group.holds(winning) and (index == 0 or groups[index - 1] != group):
            out.append(Decomposition(form, groups, index))
    return out


def decompositions(hand: Hand, forms: int = DEFAULT) -> list[Decomposition]:
    """Every arrangement of a complete hand in `forms`, melds fixed; [] for a hand that is not complete.

    With a winning tile, each distinct (arrangement, group holding the winning tile) comes once. Seven
    pairs of distinct kinds is labelled `SEVEN_PAIRS` when that form is allowed, else `SEVEN_PAIRS_DOUBLED`;
    a hand with four identical tiles as two pairs is only `SEVEN_PAIRS_DOUBLED`.
    """
    forms = int(forms)  # plain int ops: IntFlag arithmetic and hashing run in Python
    if forms not in _CHECKED:
        config(forms)  # validates `forms`, loads the tables
        _CHECKED.add(forms)
    counts = hand.counts
    melds = len(hand.melds)
    total = sum(counts)
    if total + 3 * melds not in (13, 14) or melds > 4:
        raise wrong_count(total, melds)
    if total + 3 * melds == 13 or any(meld.kind is MeldKind.FOUL for meld in hand.melds):
        return []
    winning = None if hand.winning is None else hand.winning & KIND_MASK
    if winning is not None and winning >= NUM_KINDS:
        winning = None  # a bonus winning tile (eight flowers) is in no group
    out: list[Decomposition] = []
    if forms & _REGULAR:
        parts: list[list[Arrangement]] = []
        for suit, key in enumerate(hand.keys):
            part = _part(suit, key)
            if part is None:
                break
            parts.append(part)
        else:
            fixed = [Group(_MELD_GROUP[meld.kind], meld.first, meld) for meld in hand.melds]
            pair = GroupKind.PAIR
            for choice in product(*parts):
                # each suit's groups are sorted and the suits' kinds ascend, so concatenation keeps the order
                concealed = [group for part in choice for group in part]
                if sum(1 for group in concealed if group.kind is pair) != 1:
                    continue
                groups = tuple(sorted(concealed + fixed, key=Group.sort_key)) if fixed else tuple(concealed)
                out.extend(_with_winning(Forms.REGULAR, groups, winning))
    if (
        not melds
        and forms & _ANY_SEVEN_PAIRS
        and all(n % 2 == 0 for n in counts)
    ):
        distinct = 4 not in counts
        form = Forms.SEVEN_PAIRS if distinct and forms & _SEVEN_PAIRS else Forms.SEVEN_PAIRS_DOUBLED
        if int(form) & forms:
            groups = tuple(
                Group(GroupKind.PAIR, kind) for kind in range(NUM_KINDS) for _ in range(counts[kind] // 2)
            )
            out.extend(_with_winning(form, groups, winning))
    if not melds and forms & _ORPHANS and all(counts[kind] for kind in _ORPHAN_KINDS):
        orphans = [counts[kind] for kind in _ORPHAN_KINDS]
        if sum(orphans) != total:
            return out
        groups = tuple(
            Group(GroupKind.PAIR if n == 2 else GroupKind.SINGLE, kind)
            for kind, n in zip(_ORPHAN_KINDS, orphans, strict=True)
        )
        out.extend(_with_winning(Forms.ORPHANS, groups, winning))
    return out
