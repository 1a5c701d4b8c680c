"""The one pung/pair classifier of every rule set: what the groups of one arrangement are.

`classify(ctx, groups, exposed, winning)` counts the chows, the pungs and kongs by class (pung or kong,
simples or terminals/honours, concealed or exposed), the dragon and wind sets (seat and round wind among
them) and the pairs, and writes the counts into `ctx`, whose class derives from `Arrangement`. Every rule
set's context is one; its predicates read these fields under these names.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Final, TypeVar, cast

from jongg.analysis import Group, GroupKind
from jongg.tiles import EAST, IS_TERMINAL_OR_HONOUR, WHITE

# indices into `Arrangement.set_classes`: 4 × kong + 2 × terminals/honours + concealed
PUNG_SIMPLES_EXPOSED: Final = 0
PUNG_SIMPLES_CONCEALED: Final = 1
PUNG_TERMINALS_EXPOSED: Final = 2
PUNG_TERMINALS_CONCEALED: Final = 3
KONG_SIMPLES_EXPOSED: Final = 4
KONG_SIMPLES_CONCEALED: Final = 5
KONG_TERMINALS_EXPOSED: Final = 6
KONG_TERMINALS_CONCEALED: Final = 7

NO_SETS: Final[list[int]] = [0] * 8
"""The `set_classes` of an arrangement without pungs or kongs (shared: never written)."""

ArrangementT = TypeVar("ArrangementT", bound="Arrangement")

_CHOW, _PUNG, _KONG, _PAIR = GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG, GroupKind.PAIR
_CLASS: Final = tuple(2 * th for th in IS_TERMINAL_OR_HONOUR)


class Arrangement:
    """The fields `classify` writes (tile kinds are ints 0-33), and the winds it reads. The class attributes
    are the defaults: an arrangement with no group."""

    seat: int = EAST
    """Kind of the player's seat wind, 27-30 (read by `classify`)."""
    round: int = EAST
    """Kind of the round (prevalent) wind, 27-30 (read by `classify`)."""
    chows: int = 0
    chow_mask: int = 0
    """Bit k: a chow starting at kind k."""
    twin_chows: int = 0
    """Chows identical to an earlier one, each pair counted once (1: one pair of identical chows)."""
    sets: int = 0
    """Pungs and kongs."""
    kongs: int = 0
    concealed_sets: int = 0
    """Concealed pungs and kongs: a melded one as declared, a concealed group unless a claimed tile completed it
    (the group `exposed`); declared concealed kongs are concealed."""
    set_classes: list[int] = NO_SETS
    """Pungs and kongs by class (`PUNG_SIMPLES_EXPOSED` ... `KONG_TERMINALS_CONCEALED`)."""
    dragon_mask: int = 0
    """Dragons that are a pung or kong: bit k - 31."""
    dragon_sets: int = 0
    wind_sets: int = 0
    seat_sets: int = 0
    round_sets: int = 0
    suit_pungs: int = 0
    """Bit k: a pung or kong of the suit kind k (0-26)."""
    pair_kind: int = -1
    """Kind of the (last) pair, -1 if none."""
    pair_dragons: int = 0
    pair_winds: int = 0
    pair_seat: int = 0
    pair_round: int = 0
    win_pair: int = 0
    """The winning tile completes a pair: 0 no, 1 of simples, 2 of terminals or honours."""


def with_slots(cls: type[ArrangementT], filled: Collection[str] = ()) -> type[ArrangementT]:
    """A subclass of the context class `cls` that keeps its fields in slots: every field (an annotated class
    attribute of `cls` or of a base, `Arrangement`'s included) is a slot, which `__init__` sets to its class
    default, except the fields `filled`: those the scorer writes for every arrangement before any row reads
    them (left unset, so that a fill that missed one fails at once instead of reading a stale value).

    A scorer reads and writes its context a few hundred times per hand (the rows, `classify`, the fills), and a
    slot is read and written several times faster than an entry of an instance dict of some seventy names. The
    fields stay declared and documented on `cls`; only where an instance keeps them changes. `__init__` is
    written out, one assignment per field (as `dataclasses` writes its `__init__`): a loop of `setattr` calls
    would cost more than all the reads it saves."""
    fields: dict[str, object] = {}
    for klass in reversed(cls.__mro__):
        for name in vars(klass).get("__annotations__", {}):
            fields[name] = getattr(cls, name)
    unknown = set(filled) - set(fields)
    if unknown:
        raise ValueError(f"not fields of {cls.__name__}: {sorted(unknown)}")
    namespace = {f"_default_{i}": value for i, value in enumerate(fields.values())}
    lines = ["def __init__(self):", "    pass"]
    lines += [f"    self.{name} = _default_{i}" for i, name in enumerate(fields) if name not in filled]
    exec("\n".join(lines), namespace)  # the source holds only the class's own field names
    body = {"__slots__": tuple(fields), "__init__": namespace["__init__"], "__doc__": cls.__doc__}
    return cast("type[ArrangementT]", type(cls.__name__, (cls,), {"__module__": cls.__module__, **body}))


ARRANGEMENT_FIELDS: Final = tuple(name for name in Arrangement.__annotations__ if name not in ("seat", "round"))
"""The fields `classify` writes (all of them, on every call)."""


def classify(ctx: Arrangement, groups: Sequence[Group], exposed: int = -1, winning: int = -1) -> None:
    """Count `groups` into `ctx`. `exposed` is the index of the group a claimed winning tile completed, which
    counts as exposed (-1: none); `winning` the index of the group that holds the winning tile (-1: none)."""
    chows = chow_mask = unpaired = twins = 0
    sets = kongs = concealed_sets = dragon_mask = dragon_sets = wind_sets = seat_sets = round_sets = 0
    suit_pungs = pair_dragons = pair_winds = pair_seat = pair_round = win_pair = 0
    pair_kind = -1
    classes = NO_SETS
    seat, round_ = ctx.seat, ctx.round
    for index, group in enumerate(groups):
        kind = group.kind
        first = group.first
        if kind is _CHOW:
            chows += 1
            bit = 1 << first
            chow_mask |= bit
            if unpaired & bit:
                twins += 1
            unpaired ^= bit
        elif kind is _PUNG or kind is _KONG:
            if not sets:
                classes = [0] * 8
            sets += 1
            meld = group.meld
            concealed = meld.concealed if meld is not None else index != exposed
            if kind is _KONG:
                kongs += 1
                classes[4 + _CLASS[first] + concealed] += 1
            else:
                classes[_CLASS[first] + concealed] += 1
            concealed_sets += concealed
            if first >= WHITE:
                dragon_mask |= 1 << (first - WHITE)
                dragon_sets += 1
            elif first >= EAST:
                wind_sets += 1
                seat_sets += first == seat
                round_sets += first == round_
            else:
                suit_pungs |= 1 << first
        elif kind is _PAIR:
            pair_kind = first
            if first >= WHITE:
                pair_dragons += 1
            elif first >= EAST:
                pair_winds += 1
                pair_seat += first == seat
                pair_round += first == round_
            if index == winning:
                win_pair = 2 if IS_TERMINAL_OR_HONOUR[first] else 1
    ctx.chows = chows
    ctx.chow_mask = chow_mask
    ctx.twin_chows = twins
    ctx.sets = sets
    ctx.kongs = kongs
    ctx.concealed_sets = concealed_sets
    ctx.set_classes = classes
    ctx.dragon_mask = dragon_mask
    ctx.dragon_sets = dragon_sets
    ctx.wind_sets = wind_sets
    ctx.seat_sets = seat_sets
    ctx.round_sets = round_sets
    ctx.suit_pungs = suit_pungs
    ctx.pair_kind = pair_kind
    ctx.pair_dragons = pair_dragons
    ctx.pair_winds = pair_winds
    ctx.pair_seat = pair_seat
    ctx.pair_round = pair_round
    ctx.win_pair = win_pair
