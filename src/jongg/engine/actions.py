"""What a seat can do (`engine.md`, Actions): small frozen values with a JSON form.

Every action names the tiles it uses, so two actions that differ only in a red five are different actions,
and an action read back from JSON equals the one written.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from jongg.errors import IllegalAction, InvalidNotation
from jongg.tiles import EVERY_TILE, Tile


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action; `type` is the JSON tag."""

    type: ClassVar[str] = ""

    def __post_init__(self) -> None:
        """Refuse a value of the wrong type at once (`Discard(1.5)`, a claim of plain ints, `Action()`): an
        action that exists is well-formed, so `step` can take it by equality and write it without a check. The
        actions with fields check them in their own, quicker `__post_init__` (`_OneTile`, `_Claim`)."""
        if FIELD_NAMES.get(type(self)) != ():
            _refuse(self)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for name in FIELD_NAMES[type(self)]:
            value = getattr(self, name)
            if isinstance(value, tuple):
                out[name] = [str(t) for t in value]
            elif isinstance(value, Tile):
                out[name] = str(value)
            else:
                out[name] = value
        return out

    def __str__(self) -> str:
        parts = [str(v) if not isinstance(v, tuple) else "".join(map(str, v)) for v in self._values()]
        return " ".join([self.type, *parts])

    def _values(self) -> list[Any]:
        return [getattr(self, name) for name in FIELD_NAMES[type(self)]]


class _OneTile:
    """The check of an action of one tile (made per legal action: kept to one type test)."""

    __slots__ = ()
    tile: Tile

    def __post_init__(self) -> None:
        if self.tile.__class__ is not Tile:
            _refuse(self)


class _Claim:
    """The check of an action that takes `consumed` tiles from the hand (and, but for a concealed kong, `tile`)."""

    __slots__ = ()
    takes: ClassVar[int] = 0
    miscount: ClassVar[int] = -1
    """The other count a person may lay by mistake (strict mode, `legal.may_foul`): a pung of four tiles, a kong
    of three (`MISCOUNTED`)."""

    def __post_init__(self) -> None:
        tile, consumed = getattr(self, "tile", None), self.consumed  # type: ignore[attr-defined]
        if (
            (tile is not None and tile.__class__ is not Tile)
            or consumed.__class__ is not tuple
            or (len(consumed) != self.takes and len(consumed) != self.miscount)
            or [t for t in consumed if t.__class__ is not Tile]
        ):
            _refuse(self)


def _refuse(action: Any) -> None:
    """`IllegalAction` naming what is wrong with an action just made (the slow path: only when something is)."""
    cls = type(action)
    names = FIELD_NAMES.get(cls)
    if names is None:
        raise IllegalAction("engine.not_action_actions", cls=cls.__name__, action_types=", ".join(ACTION_TYPES))
    kind = ACTION_TYPES_BY_CLASS[cls]
    for name in names:
        value = getattr(action, name)
        if name == "consumed":
            counts = (CONSUMED[kind], MISCOUNTED.get(kind))
            if type(value) is not tuple or len(value) not in counts or any(type(t) is not Tile for t in value):
                raise IllegalAction("engine.takes_tuple_tiles_from", kind=kind, consumed=CONSUMED[kind])
        elif type(value) is not Tile:
            raise IllegalAction("engine.action_tile_not", kind=kind, name=name, type=type(value).__name__)


@dataclass(frozen=True, slots=True)
class Discard(_OneTile, Action):
    type: ClassVar[str] = "discard"
    tile: Tile


@dataclass(frozen=True, slots=True)
class Chow(_Claim, Action):
    """Claim the discard `tile` for a chow with the two `consumed` tiles from the hand."""

    type: ClassVar[str] = "chow"
    takes: ClassVar[int] = 2
    tile: Tile
    consumed: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class Pung(_Claim, Action):
    type: ClassVar[str] = "pung"
    takes: ClassVar[int] = 2
    miscount: ClassVar[int] = 3
    tile: Tile
    consumed: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class Kong(_Claim, Action):
    """Claim the discard for a kong with three concealed tiles (an exposed kong)."""

    type: ClassVar[str] = "kong"
    takes: ClassVar[int] = 3
    miscount: ClassVar[int] = 2
    tile: Tile
    consumed: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class ConcealedKong(_Claim, Action):
    type: ClassVar[str] = "concealed_kong"
    takes: ClassVar[int] = 4
    miscount: ClassVar[int] = 3
    consumed: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class AddedKong(_OneTile, Action):
    """Add the self-drawn fourth `tile` to an exposed pung."""

    type: ClassVar[str] = "added_kong"
    tile: Tile


@dataclass(frozen=True, slots=True)
class MahJongg(_OneTile, Action):
    """Declare Mah-Jongg with `tile`: the own draw, the discard, or the tile of a kong being robbed."""

    type: ClassVar[str] = "mahjongg"
    tile: Tile


@dataclass(frozen=True, slots=True)
class Pass(Action):
    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class OriginalCall(_OneTile, Action):
    """Classical: announce that the hand is calling, with the first discard `tile`."""

    type: ClassVar[str] = "original_call"
    tile: Tile


@dataclass(frozen=True, slots=True)
class Riichi(_OneTile, Action):
    """Riichi: declare riichi and discard `tile`."""

    type: ClassVar[str] = "riichi"
    tile: Tile


@dataclass(frozen=True, slots=True)
class NineTerminals(Action):
    """Riichi: end the hand as an abortive draw with nine different terminals and honours on the first turn."""

    type: ClassVar[str] = "nine_terminals"


@dataclass(frozen=True, slots=True)
class Bonus(_OneTile, Action):
    """Expose the bonus tile `tile` (a flower: "Hana") and draw its replacement; automatic unless a seat asks
    to declare its flowers itself."""

    type: ClassVar[str] = "bonus"
    tile: Tile


@dataclass(frozen=True, slots=True)
class Expose(Action):
    """Strict mode: after another player's Mah-Jongg call, lay the own hand open before the call is checked (the
    exposure that makes a false call cost its penalty, `penalties.md`)."""

    type: ClassVar[str] = "expose"


@dataclass(frozen=True, slots=True)
class NamedDiscard(Action):
    """Strict mode, where discards are named (Classical): discard `tile` and name it `named`, another kind; the
    table takes it in place of any legal discard of `tile` (`legal.may_name`) but never lists it."""

    type: ClassVar[str] = "named_discard"
    tile: Tile
    named: Tile

    def __post_init__(self) -> None:
        if self.tile.__class__ is not Tile or self.named.__class__ is not Tile:
            _refuse(self)


@dataclass(frozen=True, slots=True)
class TimeUp(Action):
    """From the host: the agreed duration is reached (the engine never reads a clock)."""

    type: ClassVar[str] = "time_up"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (
        Discard,
        Chow,
        Pung,
        Kong,
        ConcealedKong,
        AddedKong,
        MahJongg,
        Pass,
        OriginalCall,
        Riichi,
        NineTerminals,
        Bonus,
        Expose,
        NamedDiscard,
        TimeUp,
    )
}
FIELD_NAMES: dict[type[Action], tuple[str, ...]] = {
    cls: tuple(f.name for f in fields(cls)) for cls in ACTION_TYPES.values()
}
"""Each action's fields in order (asked per action written or read, so looked up once)."""
ACTION_CLASSES: frozenset[type[Action]] = frozenset(ACTION_TYPES.values())
ACTION_TYPES_BY_CLASS: dict[type[Action], str] = {cls: kind for kind, cls in ACTION_TYPES.items()}
PASS = Pass()
EXPOSE = Expose()
CONSUMED = {"chow": 2, "pung": 2, "kong": 3, "concealed_kong": 4}
"""How many tiles each claim or kong takes from the hand."""
MISCOUNTED = {"pung": 3, "kong": 2, "concealed_kong": 3}
"""Strict mode: the count a person may take by mistake, making his hand short (a pung of four, no replacement)
or long (a kong of three, replaced) (`legal.may_foul`)."""
DISCARDS: dict[int, Discard] = {tile: Discard(tile) for tile in EVERY_TILE}
"""The one `Discard` of every tile (actions are values: sharing them saves building one per tile per turn)."""


def action_from_json(value: object) -> Action:
    """The action of a JSON object; anything malformed is `IllegalAction` naming what is wrong."""
    if not isinstance(value, Mapping):
        raise IllegalAction("engine.action_json_object_type")
    tag = value.get("type")
    cls = ACTION_TYPES.get(tag) if isinstance(tag, str) else None
    if cls is None:
        raise IllegalAction("engine.unknown_action_type", value=str(value.get("type"))[:40])
    names = FIELD_NAMES[cls]
    if set(value) != {"type", *names}:
        raise IllegalAction("engine.action_has_fields", type=cls.type, value=", ".join(["type", *names]))
    args: list[Tile | tuple[Tile, ...]] = []
    for name in names:
        if name == "consumed":
            consumed = _tiles(value[name])
            if len(consumed) not in (CONSUMED[cls.type], MISCOUNTED.get(cls.type)):
                raise IllegalAction("engine.takes_tiles_from_hand", type=cls.type, consumed=CONSUMED[cls.type])
            args.append(consumed)
        else:
            args.append(_tile(value[name]))
    return cls(*args)


def _tile(text: object) -> Tile:
    if not isinstance(text, str):
        raise IllegalAction("engine.tile_written_string_such")
    try:
        return Tile.from_str(text)
    except InvalidNotation:
        raise IllegalAction("engine.not_tile", text=text[:10]) from None


def _tiles(values: object) -> tuple[Tile, ...]:
    if not isinstance(values, list) or len(values) > 4:
        raise IllegalAction("engine.consumed_list_most_four")
    return tuple(_tile(v) for v in values)
