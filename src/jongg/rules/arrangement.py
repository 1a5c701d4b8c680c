"""The `arrangement` string of a score result (`contract.md` §2), shared by the DMJL rule sets."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from jongg.analysis import Group, GroupKind
from jongg.hand import Meld, tiles_to_str
from jongg.tiles import NUM_KINDS, NUM_SUITED, Tile

_CHOW, _PUNG, _KONG = GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG
_PAIR, _SINGLE = GroupKind.PAIR, GroupKind.SINGLE
_SHAPES: Final = ((0,), (0, 0), (0, 0, 0), (0, 0, 0, 0), (0, 1, 2))
BODY: Final = tuple(
    tuple(
        tiles_to_str(Tile(k + d) for d in shape) if max(shape) == 0 or (k < NUM_SUITED and k % 9 <= 6) else ""
        for k in range(NUM_KINDS)
    )
    for shape in _SHAPES
)
"""`BODY[order][first]`: the tiles of a single, pair, pung, kong or chow as written (`1m` ... `123m`)."""
FOUL_ORDER: Final = 5


def group_order(kind: GroupKind) -> int:
    """Sort order of a group kind with the same first tile: single, pair, pung, kong, chow (the tokens then
    read like the sorted tiles: `1m 123m`, `11m 123m`, `111m 123m`)."""
    if kind is _CHOW:
        return 4
    if kind is _PUNG:
        return 2
    if kind is _PAIR:
        return 1
    if kind is _KONG:
        return 3
    return 0


def group_token(group: Group, exposed: bool) -> str:
    """A group as written: `[...]` exposed (also the group a claimed winning tile completed), `(...)` a
    declared concealed kong, bare for concealed tiles."""
    body = BODY[group_order(group.kind)][group.first]
    meld = group.meld
    if meld is not None:
        return f"({body})" if meld.concealed else f"[{body}]"
    return f"[{body}]" if exposed else body


def foul_token(meld: Meld) -> str:
    return f"[{tiles_to_str(meld.tiles)}!]"


_TOKENS: Final = tuple(
    tuple((kind * 16 + 2 * order, body, f"[{body}]", f"({body})") for kind, body in enumerate(BODY[order]))
    for order in range(len(_SHAPES))
)
_BY_VALUE: Final = tuple(
    _TOKENS[group_order(kind)] if kind is not None else () for kind in (None, *sorted(GroupKind, key=lambda k: k.value))
)
"""`_BY_VALUE[kind.value][first]`: (sort key of a concealed group, its token bare, exposed, as a declared
concealed kong); the value is read as `_value_` (no enum hashing in the hot path)."""


def arrangement_string(groups: Sequence[Group], claimed: int = -1, foul: Sequence[Meld] = ()) -> str:
    """The `arrangement` of `contract.md` §2: one token per group, sorted like tiles (by first tile, then
    single, pair, pung, kong, chow, a concealed group before a meld); `claimed` is the index of the group
    a claimed winning tile completed (written `[...]`), `foul` the foul melds of a foul hand (`[...!]`)."""
    if foul:
        return _sorted_tokens(groups, claimed, foul)
    tokens = []
    previous = -1
    for index, group in enumerate(groups):
        first = group.first
        if first <= previous:  # not in token order as it stands: sort
            return _sorted_tokens(groups, claimed, foul)
        previous = first
        _, bare, exposed, kong = _BY_VALUE[group.kind._value_][first]
        meld = group.meld
        if meld is None:
            tokens.append(exposed if index == claimed else bare)
        else:
            tokens.append(kong if meld.concealed else exposed)
    # first tiles strictly ascending (the usual arrangement): the tokens are in order as the groups come
    return " ".join(tokens)


def _sorted_tokens(groups: Sequence[Group], claimed: int, foul: Sequence[Meld]) -> str:
    """`arrangement_string` of groups in any order: each token with its sort key, sorted."""
    keyed = []
    for index, group in enumerate(groups):  # group_entry written out
        key, bare, exposed, kong = _BY_VALUE[group.kind._value_][group.first]
        meld = group.meld
        if meld is None:
            keyed.append((key, exposed if index == claimed else bare))
        else:
            keyed.append((key + 1, kong if meld.concealed else exposed))
    for meld in foul:
        keyed.append((meld.first * 16 + 2 * FOUL_ORDER + 1, foul_token(meld)))
    keyed.sort()
    return " ".join([token for _, token in keyed])


def group_entry(group: Group, claimed: bool = False) -> tuple[int, str]:
    """(sort key, token) of a group in an arrangement string: the tokens of an arrangement are its groups'
    entries sorted (`claimed`: the concealed group a claimed winning tile completed, written exposed)."""
    key, bare, exposed, kong = _BY_VALUE[group.kind._value_][group.first]
    meld = group.meld
    if meld is None:
        return key, exposed if claimed else bare
    return key + 1, kong if meld.concealed else exposed
