"""Every arrangement of a complete hand into groups, from per-suit tables filled as hands ask for them.

Per suit, the arrangements of a pattern into at most four sets and at most one pair (chows and pungs in the
suits, pungs only in the honours) are found once, on the first hand that holds the pattern, and filed under
its base-5 key, so a hand's arrangements are the product of four table entries: no search per call after
that. (Filing every pattern up front took 60 ms, more than a command-line score takes in all.)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
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
_ORPHAN_KINDS: Final = tuple(sorted(TERMINALS_AND_HONOURS))
_REGULAR: Final = int(Forms.REGULAR)
_REGULAR_FORM: Final = Forms.REGULAR
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
        if self.kind is _CHOW:
            return (self.first, self.first + 1, self.first + 2)
        return (self.first,) * _SIZE[self.kind]

    @property
    def concealed(self) -> bool:
        """Made of concealed tiles, or a declared concealed kong."""
        return self.meld is None or self.meld.concealed

    def sort_key(self) -> int:
        """Arrangement order: by first tile, then chow, pung, kong, pair, single; concealed before a meld."""
        return self.first * 16 + self.kind._value_ * 2 + (self.meld is not None)  # _value_: no enum hashing


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
"""Characters (m) and honours (z): key -> the distinct arrangements of exactly that pattern, groups sorted ([]:
it does not split). Two dicts, filled key by key as hands ask for them (empty until the first use)."""
_SHIFTED: tuple[dict[int, list[Arrangement]], ...] = ({}, {})
"""Dots and bamboo, filled per key on first use from the characters' entry, moved by 9 or 18 kinds."""
_WITH_PAIR: set[int] = set()
"""The keys (of any suit) whose arrangements hold a pair: their tile count is 3n + 2."""
_CONCEALED: dict[tuple[GroupKind, int], Group] = {}
"""One group object per concealed group (kind, first tile), shared by every arrangement that holds it: the tables
stay small, the groups a hand's arrangements read stay few, and equal concealed groups are the same object (which
`_with_winning` relies on)."""


def _group(kind: GroupKind, first: int) -> Group:
    group = _CONCEALED.get((kind, first))
    if group is None:
        group = _CONCEALED[kind, first] = Group(kind, first)
    return group


def _arrangements(key: int, base: int) -> list[Arrangement]:
    """Every arrangement of one suit's pattern `key` into at most four sets and at most one pair.

    The lowest tile left belongs to a group that starts there, so the walk decides at each number, lowest
    first, how many of its tiles are a pair, a pung and chows starting there (every arrangement once, with no
    search over sets that cannot fit). The arrangements are listed in the order of generating every pattern of
    the suit at once: by their sets, compared in turn, a set ordered by its first number and a pung before a chow
    there (the tie-breaks between equal readings depend on this order).
    """
    width = 9 if base == 0 else 7
    counts = [key // 5**i % 5 for i in range(width)]
    total = sum(counts)
    if key >= 5**width or total % 3 == 1 or total > 14:
        return []
    chows = base == 0
    found: list[tuple[tuple[int, ...], Arrangement]] = []

    def visit(i: int, order: tuple[int, ...], groups: tuple[Group, ...], paired: bool) -> None:
        while i < width and not counts[i]:
            i += 1
        if i == width:
            found.append((order, tuple(sorted(groups, key=Group.sort_key))))
            return
        n = counts[i]
        for pair in (0, 1) if n >= 2 and not paired else (0,):
            for pung in (0, 1) if n - 2 * pair >= 3 else (0,):
                run = n - 2 * pair - 3 * pung  # chows that start here
                if run and (not chows or i + 2 >= width or counts[i + 1] < run or counts[i + 2] < run):
                    continue
                if len(order) + pung + run > 4:
                    continue
                here: tuple[Group, ...] = (_group(GroupKind.PAIR, base + i),) if pair else ()
                if pung:
                    here += (_group(GroupKind.PUNG, base + i),)
                here += (_group(GroupKind.CHOW, base + i),) * run
                counts[i] = 0
                if run:
                    counts[i + 1] -= run
                    counts[i + 2] -= run
                visit(i + 1, order + (2 * i,) * pung + (2 * i + 1,) * run, groups + here, paired or pair == 1)
                counts[i] = n
                if run:
                    counts[i + 1] += run
                    counts[i + 2] += run

    visit(0, (), (), False)
    found.sort(key=_first)
    return [groups for _, groups in found]


def _first(entry: tuple[tuple[int, ...], Arrangement]) -> tuple[int, ...]:
    return entry[0]


def _load() -> list[dict[int, list[Arrangement]]]:
    """The two tables (empty dicts on first use; `_part` fills them)."""
    if not _TABLES:
        _TABLES.extend(({}, {}))
    return _TABLES


def _part(suit: int, key: int) -> list[Arrangement]:
    """The arrangements of one suit's pattern ([] if it does not split exactly), computed on first use."""
    _load()
    if suit == 0 or suit == 3:
        table = _TABLES[suit // 3]
        part = table.get(key)
        if part is None:
            part = table[key] = _arrangements(key, 0 if suit == 0 else 27)
            if part and any(group.kind is GroupKind.PAIR for group in part[0]):
                _WITH_PAIR.add(key)
        return part
    shifted = _SHIFTED[suit - 1]
    part = shifted.get(key)
    if part is None:
        move = 9 * suit
        part = shifted[key] = [tuple(_group(g.kind, g.first + move) for g in groups) for groups in _part(0, key)]
    return part


def suit_arrangements(suit: int, key: int) -> list[Arrangement]:
    """The arrangements of one suit's pattern (suit 0-3: m p s z; `key` its part of `Hand.keys`) into at most
    four concealed sets and at most one pair, each a tuple of groups sorted as in a decomposition ([]: the
    pattern does not split so); the tables `decompositions` multiplies. The list is shared: never written."""
    return _part(suit, key)


def _with_winning(out: list[Decomposition], form: Forms, groups: Arrangement, winning: int | None) -> None:
    """Add one decomposition per distinct concealed group that holds the winning tile (`groups` sorted)."""
    if winning is None:
        out.append(Decomposition(form, groups, None))
        return
    previous = None
    for index, group in enumerate(groups):
        first = group.first
        if first > winning:
            break  # the groups are sorted by first tile: none further on holds the winning tile
        # a concealed group the same as the one before it gives the same reading (one object per concealed group)
        if (
            winning - first <= 2
            and group is not previous
            and group.meld is None
            and (first == winning or group.kind is _CHOW)
        ):
            out.append(Decomposition(form, groups, index))
        previous = group


_CHOW: Final = GroupKind.CHOW
_PAIRS: Final = tuple(_group(GroupKind.PAIR, kind) for kind in range(NUM_KINDS))
"""The pair of each kind."""
_FIXED: dict[tuple[tuple[int, ...], bool, str | None], Group] = {}
"""The group of a fixed meld, keyed by what makes the meld: its tiles, concealed, source (a few hundred distinct
melds at most; a foul meld is not a set and never filed)."""


def _fixed(meld: Meld) -> Group | None:
    """The group of a fixed meld; None for a foul meld."""
    key = (meld.tiles, meld.concealed, meld.source)
    group = _FIXED.get(key)
    if group is None:
        kind = _MELD_GROUP.get(meld.kind)
        if kind is None:
            return None
        group = _FIXED[key] = Group(kind, meld.first, meld)
    return group


def _all_even(counts: list[int]) -> bool:
    """No count is odd (the scans in C settle counts of 0-4)."""
    if 1 in counts or 3 in counts:
        return False
    return max(counts) <= 4 or all(n % 2 == 0 for n in counts)


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
    hand_melds = hand.melds
    melds = len(hand_melds)
    total = sum(counts)
    if total + 3 * melds not in (13, 14) or melds > 4:
        raise wrong_count(total, melds)
    if total + 3 * melds == 13:
        return []
    fixed: tuple[Group, ...] = ()
    for meld in hand_melds:
        group = _fixed(meld)
        if group is None:
            return []  # a foul meld
        fixed += (group,)
    winning = None if hand.winning is None else hand.winning & KIND_MASK
    if winning is not None and winning >= NUM_KINDS:
        winning = None  # a bonus winning tile (eight flowers) is in no group
    out: list[Decomposition] = []
    if forms & _REGULAR:
        keys = hand.keys
        tables = _TABLES or _load()
        m = tables[0].get(keys[0])
        if m is None:
            m = _part(0, keys[0])
        z = tables[1].get(keys[3])
        if z is None:
            z = _part(3, keys[3])
        p = _SHIFTED[0].get(keys[1])
        if p is None:
            p = _part(1, keys[1])
        s = _SHIFTED[1].get(keys[2])
        if s is None:
            s = _part(2, keys[2])
        # all arrangements of one suit pattern hold the same number of pairs (its tile count is 3n or 3n + 2), and
        # the tile counts add up to 3n + 2: so every choice of the product has one pair, or every one has four
        if (
            m
            and p
            and s
            and z
            and not (
                keys[3] in _WITH_PAIR and keys[0] in _WITH_PAIR and keys[1] in _WITH_PAIR and keys[2] in _WITH_PAIR
            )
        ):
            choices: Iterable[tuple[Arrangement, ...]] = (
                ((m[0], p[0], s[0], z[0]),) if len(m) == len(p) == len(s) == len(z) == 1 else product(m, p, s, z)
            )
            for a, b, c, d in choices:
                # each suit's groups are sorted and the suits' kinds ascend, so concatenation keeps the order
                groups = a + b + c + d
                if fixed:
                    groups = tuple(sorted(groups + fixed, key=Group.sort_key))
                _with_winning(out, _REGULAR_FORM, groups, winning)
    if melds:
        return out
    zeros = counts.count(0)  # seven pairs hold at most 7 kinds, thirteen orphans at least 13
    if zeros >= NUM_KINDS - 7 and forms & _ANY_SEVEN_PAIRS and _all_even(counts):
        distinct = 4 not in counts
        form = Forms.SEVEN_PAIRS if distinct and forms & _SEVEN_PAIRS else Forms.SEVEN_PAIRS_DOUBLED
        if int(form) & forms:
            groups = tuple([_PAIRS[kind] for kind, n in enumerate(counts) if n for _ in range(n // 2)])
            _with_winning(out, form, groups, winning)
    if zeros <= NUM_KINDS - 13 and forms & _ORPHANS and all(counts[kind] for kind in _ORPHAN_KINDS):
        orphans = [counts[kind] for kind in _ORPHAN_KINDS]
        if sum(orphans) != total:
            return out
        groups = tuple(
            _PAIRS[kind] if n == 2 else _group(GroupKind.SINGLE, kind)
            for kind, n in zip(_ORPHAN_KINDS, orphans, strict=True)
        )
        _with_winning(out, Forms.ORPHANS, groups, winning)
    return out
