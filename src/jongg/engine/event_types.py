"""The events of a match, typed: one frozen dataclass per event type, its JSON form, and `parse_event`.

Everything that happens at a table is one of these events (`engine.md` Events). The table makes them (`Table._emit`
takes an `Event`), the reducer applies them (`reducer.HANDLERS`: one function per type, reading `event.seat`,
`event.tile`), the seat views filter them (`view.VISIBILITY`), and a record is their JSON forms in order, the
header (`MatchStart`) first. Tiles are `Tile` values inside, tile codes (`5m`) in the JSON.

- `Event.to_json(seq)` is the event as the record writes it: the same keys in the same order as ever, `seq`
  (its index in the record) last. The golden records (`tests/engine/test_golden_records.py`) hold it byte for byte.
- `parse_event(obj, index, ctx)` is the one door a JSON event comes in by (`replay`, `verify`, the mjai export,
  saved games, the host): every field is checked for its type and range (seats 0-3, tile codes of the set,
  integers within bounds, no `true` for a number, no float where an integer belongs) and for the few rules
  between fields (a win's `how`, `from` and `tile`), and anything else is `InvalidRecord` naming the event, its
  type and the field. The checks are written out per class (`from_json`), not looked up per field: replay reads
  thousands of events a match. The header's nested parts and the hand's end (a few events a hand) are checked
  by the small checker objects at the end of the module.

Adding an engine event type: a class here (fields, `to_json`, `from_json`, decorated with `_record`), its
handler in `reducer.HANDLERS`, its visibility in `view.VISIBILITY` (tests check all three know the same types).
A rule set adds its own event types without touching the engine: `Flow.events` names each with an
`EventType` (handler, visibility, fields by kind), and `rule_set_event_class` makes its typed class from the
field kinds once per rule set (`Context.events`).
"""

from __future__ import annotations

import dataclasses
import keyword
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, make_dataclass
from typing import Any, ClassVar, Final, TypeVar

from jongg.contract import MAX_POINTS, Liability, ScoreResult
from jongg.engine.actions import Action, action_from_json
from jongg.errors import InvalidRecord, JonggError, Phrase, excerpt
from jongg.rules import RULESETS
from jongg.tiles import EVERY_TILE, KIND_MASK, TEXT, Tile

FORMAT: Final = "jongg-record"
FORMAT_VERSION: Final = 1
TILES: Final = frozenset(str(t) for t in EVERY_TILE)
"""Every tile code a record writes: `1m`..`9s`, `0m`/`0p`/`0s` (red fives), `1z`..`7z`, `1f`..`4f`, `1g`..`4g`."""
_BY_TEXT: Final[dict[str, Tile]] = {str(t): t for t in EVERY_TILE}


# -- what is wrong with a field ------------------------------------------------------------------------------------
class _Wrong(Exception):
    """A field that is not what it should be: `what` it should be (a phrase), or `message` (another error's), or
    a field `unknown` or `missing`; `path` leads from the event to it."""

    def __init__(
        self, what: str = "", value: object = None, *, message: str = "", unknown: bool = False, missing: bool = False
    ) -> None:
        super().__init__(what or message)
        self.what, self.value, self.message, self.unknown, self.missing = what, value, message, unknown, missing
        self.path: list[str] = []

    def at(self, step: str) -> _Wrong:
        self.path.insert(0, step)
        return self


def _invalid(wrong: _Wrong, index: int | None, kind: str) -> InvalidRecord:
    where = "at the end" if index is None else str(index)
    path = "".join(step if step.startswith("[") else f".{step}" for step in wrong.path).lstrip(".")
    if wrong.unknown:
        return InvalidRecord("engine.event_unknown_field", where=where, kind=kind, path=path, event=index, field=path)
    if wrong.missing:
        return InvalidRecord("engine.event_missing_field", where=where, kind=kind, path=path, event=index, field=path)
    if wrong.message:
        return InvalidRecord(
            "engine.event", where=where, kind=kind, path=path, message=wrong.message, event=index, field=path
        )
    return InvalidRecord(
        "engine.event_must_not",
        where=where,
        kind=kind,
        path=path,
        what=wrong.what,
        value=excerpt(wrong.value),
        event=index,
        field=path,
    )


@dataclass(frozen=True, slots=True)
class Context:
    """What the header says about the events after it (`context`): the number of dice and of wall tiles, and the
    rule set's own event types (their typed classes by name)."""

    dice: int
    wall: int
    events: Mapping[str, type[Event]] = field(default_factory=dict)


# -- the field checks, written out (the hot path of replay) ------------------------------------------------------
SEAT_WHAT: Final = Phrase("engine.integer_from_to", lo=0, hi=3)
NULL_SEAT_WHAT: Final = Phrase("engine.null_or", inner=SEAT_WHAT)
COUNT_WHAT: Final = Phrase("engine.integer_from_to", lo=0, hi=1000)
POINTS_WHAT: Final = Phrase("engine.integer_from_to", lo=-MAX_POINTS, hi=MAX_POINTS)
FOUR_POINTS_WHAT: Final = Phrase("engine.list_of_items", n=4, item=POINTS_WHAT)
SEATS_WHAT: Final = Phrase("engine.list_different", lo=0, hi=4, item=SEAT_WHAT)
TILE_WHAT: Final = Phrase("engine.tile_code")
NULL_TILE_WHAT: Final = Phrase("engine.null_or", inner=TILE_WHAT)
FLAG_WHAT: Final = Phrase("engine.true_or_false")
DRAW_SOURCE_WHAT: Final = Phrase("engine.one_of", choices="live, kong_replacement, bonus_replacement")
ABORTIVE_WHAT: Final = Phrase("engine.one_of", choices="nine-terminals, four-winds, four-riichi, four-kans, three-rons")
EXHAUSTIVE_WHAT: Final = Phrase("engine.one_of", choices="wall empty, dead wall empty")
HOW_WHAT: Final = Phrase("engine.one_of", choices="self-draw, discard, robbing, flower, four-kongs")


def _seat(value: Any, name: str) -> int:
    if type(value) is int and 0 <= value <= 3:
        return value
    raise _Wrong(SEAT_WHAT, value).at(name)


def _null_seat(value: Any, name: str) -> int | None:
    if value is None or (type(value) is int and 0 <= value <= 3):
        return value
    raise _Wrong(NULL_SEAT_WHAT, value).at(name)


def _count(value: Any, name: str) -> int:
    if type(value) is int and 0 <= value <= 1000:
        return value
    raise _Wrong(COUNT_WHAT, value).at(name)


def _int(value: Any, name: str, lo: int, hi: int) -> int:
    if type(value) is int and lo <= value <= hi:
        return value
    raise _Wrong(Phrase("engine.integer_from_to", lo=lo, hi=hi), value).at(name)


def _flag(value: Any, name: str) -> bool:
    if value is True or value is False:
        return value
    raise _Wrong(FLAG_WHAT, value).at(name)


def _tile(value: Any, name: str) -> Tile:
    tile = _BY_TEXT.get(value) if type(value) is str else None
    if tile is None:
        raise _Wrong(TILE_WHAT, value).at(name)
    return tile


def _null_tile(value: Any, name: str) -> Tile | None:
    if value is None:
        return None
    tile = _BY_TEXT.get(value) if type(value) is str else None
    if tile is None:
        raise _Wrong(NULL_TILE_WHAT, value).at(name)
    return tile


def _tiles(value: Any, name: str, lo: int, hi: int) -> tuple[Tile, ...]:
    """A list of `lo` to `hi` tile codes, as tiles."""
    if type(value) is not list or not lo <= len(value) <= hi:
        raise _Wrong(
            Phrase("engine.list_of_tiles", n=lo) if lo == hi else Phrase("engine.list_of_tiles_from_to", lo=lo, hi=hi),
            value,
        ).at(name)
    out = []
    get = _BY_TEXT.get
    for n, text in enumerate(value):
        tile = get(text) if type(text) is str else None
        if tile is None:
            raise _Wrong(TILE_WHAT, text).at(f"[{n}]").at(name)
        out.append(tile)
    return tuple(out)


def _choice(value: Any, name: str, choices: frozenset[str], what: str) -> str:
    if type(value) is str and value in choices:
        return value
    raise _Wrong(what, value).at(name)


def _four_points(value: Any, name: str) -> tuple[int, ...]:
    if type(value) is not list or len(value) != 4:
        raise _Wrong(FOUR_POINTS_WHAT, value).at(name)
    for n, points in enumerate(value):
        if type(points) is not int or not -MAX_POINTS <= points <= MAX_POINTS:
            raise _Wrong(POINTS_WHAT, points).at(f"[{n}]").at(name)
    return tuple(value)


def _seats(value: Any, name: str) -> tuple[int, ...]:
    if type(value) is not list or len(value) > 4:
        raise _Wrong(SEATS_WHAT, value).at(name)
    for n, seat in enumerate(value):
        if type(seat) is not int or not 0 <= seat <= 3:
            raise _Wrong(SEAT_WHAT, seat).at(f"[{n}]").at(name)
    if len(set(value)) != len(value):
        raise _Wrong(SEATS_WHAT, value).at(name)
    return tuple(value)


def _keys(obj: Mapping[Any, Any], cls: type[Event]) -> None:
    """The fields of `obj` are those of `cls` (`type` and `seq` aside): the first unknown one, else the first
    missing one, is `_Wrong`. Called only when the keys are not exactly the usual ones."""
    allowed = cls.allowed
    for name in obj:
        if name not in allowed:
            raise _Wrong(unknown=True).at(name if isinstance(name, str) else excerpt(name))
    for name in cls.fields:
        if name in cls.required and name not in obj:
            raise _Wrong(missing=True).at(name)


# -- the events ---------------------------------------------------------------------------------------------------
class Event:
    """An event of a match (one subclass per type). `type` is its JSON `type`; `fields` its other JSON keys in
    the order the record writes them, `required` those always there."""

    __slots__ = ()
    type: ClassVar[str] = ""
    fields: ClassVar[tuple[str, ...]] = ()
    required: ClassVar[frozenset[str]] = frozenset()
    allowed: ClassVar[frozenset[str]] = frozenset({"type", "seq"})
    usual: ClassVar[frozenset[str]] = frozenset({"type", "seq"})
    """The keys of the event as the table writes it (`type`, `seq` and the required fields)."""
    seated: ClassVar[bool] = False
    """It has a `seat` (the seat that acts): the reducer renews only that seat's kept view (and `from_seat`'s)."""
    claimed: ClassVar[bool] = False
    """It has a `from_seat` (JSON `from`): the seat whose tile is taken."""

    def to_json(self, seq: int | None = None) -> dict[str, Any]:  # pragma: no cover - every class has its own
        raise NotImplementedError

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Event:  # pragma: no cover - as to_json
        raise NotImplementedError


EVENT_CLASSES: dict[str, type[Event]] = {}
"""Every engine event type's class by its JSON `type`."""

E = TypeVar("E", bound=type[Event])


def _record(kind: str, *names: str, optional: tuple[str, ...] = ()) -> Callable[[E], E]:
    """Register an engine event class: its type and its JSON fields in order (`optional` ones may be absent)."""

    def register(cls: E) -> E:
        _fast_init(cls)
        cls.type = kind
        cls.fields = names
        cls.required = frozenset(n for n in names if n not in optional)
        cls.allowed = frozenset({"type", "seq", *names})
        cls.usual = frozenset({"type", "seq", *cls.required})
        cls.seated = "seat" in names
        cls.claimed = "from" in names
        EVENT_CLASSES[kind] = cls
        return cls

    return register


def _fast_init(cls: type[Event]) -> None:
    """Give a frozen event class without defaults an `__init__` that fills its slots through their descriptors: the
    dataclass's own looks up `object.__setattr__` once per field, and the table makes an event per step and replay
    one per record line (this one takes some 40% less time)."""
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    if any(f.default is not dataclasses.MISSING for f in dataclasses.fields(cls)):  # type: ignore[arg-type]
        return
    setters = {f"_set_{name}": getattr(cls, name).__set__ for name in names}
    lines = [f"def __init__(self{''.join(', ' + n for n in names)}):", *(f"    _set_{n}(self, {n})" for n in names)]
    made: dict[str, Any] = {}
    exec("\n".join([*lines, "    pass"]), setters, made)  # the text is made here, from the field names
    made["__init__"].__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = made["__init__"]  # type: ignore[method-assign]


# Events of one seat and nothing else.
@_record("riichi", "seat")
@dataclass(frozen=True, slots=True)
class Riichi(Event):
    """Riichi declared with the discard that follows."""

    seat: int

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "seat": self.seat}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Riichi:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls(_seat(obj["seat"], "seat"))


@_record("riichi_accepted", "seat")
@dataclass(frozen=True, slots=True)
class RiichiAccepted(Riichi):
    """Nobody won on the riichi discard: its stick is on the table."""


@_record("before_play", "seat")
@dataclass(frozen=True, slots=True)
class BeforePlay(Riichi):
    """A seat is asked whether to declare a dealt kong before play (HKE)."""


@_record("keep_kongs", "seat")
@dataclass(frozen=True, slots=True)
class KeepKongs(Riichi):
    """The asked seat declares no (more) dealt kongs before play."""


# Events without fields.
@_record("play_start")
@dataclass(frozen=True, slots=True)
class PlayStart(Event):
    """East begins with his dealt tiles (after the replacements before play)."""

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> PlayStart:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls()


@_record("no_claim")
@dataclass(frozen=True, slots=True)
class NoClaim(PlayStart):
    """Every asked seat passed (or nobody was asked): the claim window closes."""


@_record("time_up")
@dataclass(frozen=True, slots=True)
class TimeUp(PlayStart):
    """The agreed match duration is over (sent by the host): the match ends."""


# A seat and a tile.
@_record("bonus", "seat", "tile")
@dataclass(frozen=True, slots=True)
class Bonus(Event):
    """A bonus tile exposed."""

    seat: int
    tile: Tile

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "seat": self.seat, "tile": TEXT[self.tile]}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Bonus:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls(_seat(obj["seat"], "seat"), _tile(obj["tile"], "tile"))


@_record("original_call", "seat", "tile")
@dataclass(frozen=True, slots=True)
class OriginalCall(Bonus):
    """An original call (DMJL) declared with the discard that follows."""


@_record("added_kong", "seat", "tile")
@dataclass(frozen=True, slots=True)
class AddedKong(Bonus):
    """A tile added to an exposed pung (it may be robbed)."""


@_record("draw", "seat", "tile", "source", "last")
@dataclass(frozen=True, slots=True)
class Draw(Event):
    """A tile drawn from the wall `source` names; `last`: the live wall is empty after it."""

    seat: int
    tile: Tile
    source: str
    """`live`, `kong_replacement` or `bonus_replacement`."""
    last: bool

    SOURCES: ClassVar[frozenset[str]] = frozenset(("live", "kong_replacement", "bonus_replacement"))

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "draw",
            "seat": self.seat,
            "tile": TEXT[self.tile],
            "source": self.source,
            "last": self.last,
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Draw:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls(
            _seat(obj["seat"], "seat"),
            _tile(obj["tile"], "tile"),
            _choice(obj["source"], "source", cls.SOURCES, DRAW_SOURCE_WHAT),
            _flag(obj["last"], "last"),
        )


@_record("discard", "seat", "tile", "tsumogiri")
@dataclass(frozen=True, slots=True)
class Discard(Event):
    """A discard; `tsumogiri`: the tile just drawn."""

    seat: int
    tile: Tile
    tsumogiri: bool

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "discard",
            "seat": self.seat,
            "tile": TEXT[self.tile],
            "tsumogiri": self.tsumogiri,
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Discard:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls(_seat(obj["seat"], "seat"), _tile(obj["tile"], "tile"), _flag(obj["tsumogiri"], "tsumogiri"))


@_record("dora", "indicator")
@dataclass(frozen=True, slots=True)
class Dora(Event):
    """The next dora indicator turned over (Riichi)."""

    indicator: Tile

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "dora", "indicator": TEXT[self.indicator]}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Dora:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls(_tile(obj["indicator"], "indicator"))


@_record("abortive_draw", "reason")
@dataclass(frozen=True, slots=True)
class AbortiveDraw(Event):
    """The hand ends without a winner and without payment."""

    reason: str
    """`nine-terminals`, `four-winds`, `four-riichi`, `four-kans` or `three-rons`."""

    REASONS: ClassVar[frozenset[str]] = frozenset(
        ("nine-terminals", "four-winds", "four-riichi", "four-kans", "three-rons")
    )

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "reason": self.reason}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> AbortiveDraw:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls(_choice(obj["reason"], "reason", cls.REASONS, ABORTIVE_WHAT))


@_record("exhaustive_draw", "reason")
@dataclass(frozen=True, slots=True)
class ExhaustiveDraw(Event):
    """The wall (`wall empty`) or the dead wall (`dead wall empty`) is used up."""

    reason: str

    REASONS: ClassVar[frozenset[str]] = frozenset(("wall empty", "dead wall empty"))

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "reason": self.reason}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> ExhaustiveDraw:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls(_choice(obj["reason"], "reason", cls.REASONS, EXHAUSTIVE_WHAT))


@_record("call", "seat", "action")
@dataclass(frozen=True, slots=True)
class Call(Event):
    """A seat's answer to a claim window (a claim or a pass)."""

    seat: int
    action: Action

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "call", "seat": self.seat, "action": self.action.to_json()}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Call:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        seat = _seat(obj["seat"], "seat")
        try:
            action = action_from_json(obj["action"])
        except JonggError as error:
            raise _Wrong(message=str(error)).at("action") from None
        return cls(seat, action)


@_record("chow", "seat", "from", "tile", "consumed")
@dataclass(frozen=True, slots=True)
class Chow(Event):
    """A chow claimed from `from_seat`'s discard `tile`, with the `consumed` tiles of the claimer's hand."""

    seat: int
    from_seat: int
    tile: Tile
    consumed: tuple[Tile, ...]

    SIZE: ClassVar[int] = 2
    FEWEST: ClassVar[int] = 2
    """The fewest tiles `consumed` may hold, the most being `SIZE`: a pung of four (3 consumed) or a kong of three
    (2) is a strict table's short or long hand (`actions.MISCOUNTED`)."""

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": self.type,
            "seat": self.seat,
            "from": self.from_seat,
            "tile": TEXT[self.tile],
            "consumed": [TEXT[t] for t in self.consumed],
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Chow:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        seat, source = _seat(obj["seat"], "seat"), _seat(obj["from"], "from")
        made = cls(seat, source, _tile(obj["tile"], "tile"), _tiles(obj["consumed"], "consumed", cls.FEWEST, cls.SIZE))
        if source == seat:
            raise _Wrong(Phrase("engine.not_the_claimer"), source).at("from")
        return made


@_record("pung", "seat", "from", "tile", "consumed")
@dataclass(frozen=True, slots=True)
class Pung(Chow):
    """A pung claimed from a discard (strict mode: of three concealed tiles, a pung of four)."""

    SIZE: ClassVar[int] = 3


@_record("kong", "seat", "from", "tile", "consumed")
@dataclass(frozen=True, slots=True)
class Kong(Chow):
    """A kong claimed from a discard (three tiles consumed; strict mode: two, a kong of three)."""

    SIZE: ClassVar[int] = 3


@_record("concealed_kong", "seat", "tiles")
@dataclass(frozen=True, slots=True)
class ConcealedKong(Event):
    """A concealed kong declared (its four tiles)."""

    seat: int
    tiles: tuple[Tile, ...]

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "seat": self.seat, "tiles": [TEXT[t] for t in self.tiles]}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> ConcealedKong:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls(_seat(obj["seat"], "seat"), _tiles(obj["tiles"], "tiles", 3, 4))  # 3: strict, a kong of three


@_record("mahjongg", "seat", "from", "tile", "how")
@dataclass(frozen=True, slots=True)
class MahJongg(Event):
    """A win: `how` (`self-draw`, `discard`, `robbing`, `flower`, `four-kongs`), on `tile` from `from_seat`."""

    seat: int
    from_seat: int | None
    tile: Tile | None
    """None only for old suukantsu's fourth kong (`four-kongs`)."""
    how: str

    HOWS: ClassVar[frozenset[str]] = frozenset(("self-draw", "discard", "robbing", "flower", "four-kongs"))

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        tile = None if self.tile is None else TEXT[self.tile]
        out: dict[str, Any] = {
            "type": "mahjongg",
            "seat": self.seat,
            "from": self.from_seat,
            "tile": tile,
            "how": self.how,
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> MahJongg:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        seat, source = _seat(obj["seat"], "seat"), _null_seat(obj["from"], "from")
        tile = _null_tile(obj["tile"], "tile")
        how = _choice(obj["how"], "how", cls.HOWS, HOW_WHAT)
        # A win by discard, robbing or on another's flower names whom from; a self-draw nobody; only the fourth
        # kong of old suukantsu wins without a tile.
        if how == "self-draw" and source is not None:
            raise _Wrong(Phrase("engine.null_for_self_draw"), source).at("from")
        if how in ("discard", "robbing", "flower") and source is None:
            raise _Wrong(Phrase("engine.seat_win_is_from"), source).at("from")
        if source == seat:
            raise _Wrong(Phrase("engine.not_the_winner"), source).at("from")
        if (tile is None) != (how == "four-kongs"):
            raise _Wrong(Phrase("engine.null_for_four_kongs"), obj["tile"]).at("tile")
        return cls(seat, source, tile, how)


@_record("deal", "tiles")
@dataclass(frozen=True, slots=True)
class Deal(Event):
    """Each seat's dealt tiles, in seat order."""

    tiles: tuple[tuple[Tile, ...], ...]

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "deal", "tiles": [[TEXT[t] for t in tiles] for tiles in self.tiles]}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Deal:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        value = obj["tiles"]
        if type(value) is not list or len(value) != 4:
            raise _Wrong(
                Phrase("engine.list_of_items", n=4, item=Phrase("engine.list_of_tiles_from_to", lo=0, hi=14)), value
            ).at("tiles")
        try:
            return cls(tuple(_tiles(tiles, f"[{n}]", 0, 14) for n, tiles in enumerate(value)))
        except _Wrong as wrong:
            raise wrong.at("tiles") from None


@_record("hand_start", "hand", "round", "dealer", "dice", "streak", "honba", "sticks", "scores", "wall")
@dataclass(frozen=True, slots=True)
class HandStart(Event):
    """A hand begins: where in the match it is, and its wall (every tile, as `Table.from_wall` lays it)."""

    hand: int
    round: int
    dealer: int
    dice: tuple[int, ...]
    streak: int
    honba: int
    sticks: int
    scores: tuple[int, ...]
    wall: tuple[Tile, ...]

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "hand_start",
            "hand": self.hand,
            "round": self.round,
            "dealer": self.dealer,
            "dice": list(self.dice),
            "streak": self.streak,
            "honba": self.honba,
            "sticks": self.sticks,
            "scores": list(self.scores),
            "wall": [TEXT[t] for t in self.wall],
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> HandStart:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        hand = _int(obj["hand"], "hand", 1, 100_000)
        round_, dealer = _seat(obj["round"], "round"), _seat(obj["dealer"], "dealer")
        dice = obj["dice"]
        lo, hi = (ctx.dice, ctx.dice) if ctx is not None else (1, 4)
        if type(dice) is not list or not lo <= len(dice) <= hi:
            what = Phrase("engine.list_of_n_dice", n=lo) if lo == hi else Phrase("engine.list_of_dice")
            raise _Wrong(what, dice).at("dice")
        for n, die in enumerate(dice):
            if type(die) is not int or not 1 <= die <= 6:
                raise _Wrong(Phrase("engine.die"), die).at(f"[{n}]").at("dice")
        streak, honba, sticks = (
            _count(obj["streak"], "streak"),
            _count(obj["honba"], "honba"),
            _count(obj["sticks"], "sticks"),
        )
        scores = _four_points(obj["scores"], "scores")
        walls = (ctx.wall, ctx.wall) if ctx is not None else (0, 1000)
        return cls(
            hand, round_, dealer, tuple(dice), streak, honba, sticks, scores, _tiles(obj["wall"], "wall", *walls)
        )


# -- the checkers of the header and of the hand's end (a few events a hand: read generically) ----------------------
class _Checker:
    what = ""

    def __call__(self, value: Any, ctx: Context | None) -> None:  # pragma: no cover - every checker has its own
        raise NotImplementedError

    def wrong(self, value: object) -> _Wrong:
        return _Wrong(self.what, value)


class _Int(_Checker):
    def __init__(self, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi
        self.what = Phrase("engine.integer_from_to", lo=lo, hi=hi)

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if type(value) is not int or not self.lo <= value <= self.hi:
            raise self.wrong(value)


class _Number(_Checker):
    what = Phrase("engine.number_from_to", lo=-MAX_POINTS, hi=MAX_POINTS)

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if type(value) not in (int, float) or not -MAX_POINTS <= value <= MAX_POINTS:
            raise self.wrong(value)


class _Str(_Checker):
    def __init__(self, most: int = 1000) -> None:
        self.most = most
        self.what = Phrase("engine.string_of_at_most", most=most)

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, str) or len(value) > self.most:
            raise self.wrong(value)


class _Bool(_Checker):
    what = FLAG_WHAT

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if value is not True and value is not False:
            raise self.wrong(value)


class _Choice(_Checker):
    def __init__(self, *choices: str) -> None:
        self.choices = frozenset(choices)
        self.what = Phrase("engine.one_of", choices=", ".join(choices))

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, str) or value not in self.choices:
            raise self.wrong(value)


class _Tile(_Checker):
    what = TILE_WHAT

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, str) or value not in TILES:
            raise self.wrong(value)


class _Tiles(_Checker):
    def __init__(self, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi
        self.what = (
            Phrase("engine.list_of_tiles", n=lo) if hi == lo else Phrase("engine.list_of_tiles_from_to", lo=lo, hi=hi)
        )

    def __call__(self, value: Any, ctx: Context | None) -> None:
        _tiles(value, "", self.lo, self.hi)


class _Hex(_Checker):
    def __init__(self, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi
        self.what = Phrase("engine.hex_of", n=lo) if lo == hi else Phrase("engine.hex_from_to", lo=lo, hi=hi)

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, str) or not 2 * self.lo <= len(value) <= 2 * self.hi or len(value) % 2:
            raise self.wrong(value)
        if value.strip("0123456789abcdefABCDEF"):
            raise self.wrong(value)


class _Seed(_Checker):
    """A seed as an int: its key text `jongg-int-seed:N` must fit BLAKE2b's 64-byte key (`seeding.seed_key`);
    with `or_hex`, a seed of bytes in hex may stand in its place."""

    def __init__(self, *, or_hex: bool = False) -> None:
        self.hex = _Hex(1, 64) if or_hex else None
        self.what = Phrase("engine.int_or_hex_seed") if or_hex else Phrase("engine.int_seed")

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if isinstance(value, str) and self.hex is not None:
            try:
                self.hex(value, ctx)
            except _Wrong:
                raise self.wrong(value) from None
        elif type(value) is not int or not -(10**48) < value < 10**49:  # at most 49 characters, the sign included
            raise self.wrong(value)


class _Null(_Checker):
    def __init__(self, inner: _Checker) -> None:
        self.inner = inner
        self.what = Phrase("engine.null_or", inner=inner.what)

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if value is not None:
            try:
                self.inner(value, ctx)
            except _Wrong as wrong:
                if wrong.path or wrong.message or wrong.unknown or wrong.missing:
                    raise
                raise self.wrong(value) from None


class _List(_Checker):
    def __init__(self, item: _Checker, lo: int, hi: int | None = None, *, distinct: bool = False) -> None:
        self.item, self.lo, self.hi, self.distinct = item, lo, lo if hi is None else hi, distinct
        if distinct:
            self.what = Phrase("engine.list_different", lo=lo, hi=self.hi, item=item.what)
        elif self.hi == lo:
            self.what = Phrase("engine.list_of_items", n=lo, item=item.what)
        else:
            self.what = Phrase("engine.list_from_to", lo=lo, hi=self.hi, item=item.what)

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, list) or not self.lo <= len(value) <= self.hi:
            raise self.wrong(value)
        for n, item in enumerate(value):
            try:
                self.item(item, ctx)
            except _Wrong as wrong:
                raise wrong.at(f"[{n}]") from None
        if self.distinct and len(set(value)) != len(value):
            raise self.wrong(value)


class _Permutation(_Checker):
    what = Phrase("engine.seat_order")

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, list) or len(value) != 4 or any(type(v) is not int for v in value):
            raise self.wrong(value)
        if sorted(value) != [0, 1, 2, 3]:
            raise self.wrong(value)


Fields = Mapping[str, tuple[_Checker, bool]]


class _Object(_Checker):
    """A JSON object with these fields (checker, required); no others."""

    what = Phrase("engine.json_object")

    def __init__(self, fields: Fields) -> None:
        self.fields = fields

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, dict):
            raise self.wrong(value)
        check_fields(value, self.fields, ctx)


class _Mapping(_Checker):
    """A JSON object of any fields (its reader checks them)."""

    what = Phrase("engine.json_object")

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, dict):
            raise self.wrong(value)


class _Parsed(_Checker):
    """A value another reader of the package checks (a score result, a liability): its error, as it says it."""

    what = Phrase("engine.json_object")

    def __init__(self, read: Callable[[Any], object]) -> None:
        self.read = read

    def __call__(self, value: Any, ctx: Context | None) -> None:
        try:
            self.read(value)
        except JonggError as error:
            raise _Wrong(message=str(error)) from None


class _Results(_Checker):
    """`hand_end.results`: the score result of each scored seat, keyed "0" to "3"."""

    what = Phrase("engine.score_results")

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, dict) or not value.keys() <= {"0", "1", "2", "3"}:
            raise self.wrong(value)
        for seat, result in value.items():
            try:
                ScoreResult.from_json(result)
            except JonggError as error:
                raise _Wrong(message=str(error)).at(seat) from None


class _HandText(_Checker):
    """A hand in notation as `hand_end.hands` shows it: each group of digits and a suit letter is of tiles."""

    what = Phrase("engine.null_or_hand")
    _GROUP = re.compile(r"(\d+)([mpszfg])")

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if value is None:
            return
        if not isinstance(value, str) or len(value) > 300:
            raise self.wrong(value)
        for found in self._GROUP.finditer(value):
            if any(digit + found.group(2) not in TILES for digit in found.group(1)):
                raise self.wrong(value)


class _Playable(_Checker):
    """The id of a registered rule set with a game flow (asked of the registry when a record is checked)."""

    what = Phrase("engine.playable_rule_set")

    def __call__(self, value: Any, ctx: Context | None) -> None:
        if not isinstance(value, str) or value not in RULESETS or RULESETS[value].flow is None:
            raise _Wrong(
                Phrase("engine.one_of", choices=", ".join(i for i, r in RULESETS.items() if r.flow is not None)), value
            )


def check_fields(
    obj: Mapping[str, Any], fields: Fields, ctx: Context | None, skip: frozenset[str] = frozenset()
) -> None:
    """Every field of `fields` that is required is there, every field there (but those of `skip`) is one of them
    and as its checker wants (`_Wrong` names the first that is not)."""
    for name, value in obj.items():
        found = fields.get(name) if isinstance(name, str) else None
        if found is None:
            if name in skip:
                continue
            raise _Wrong(unknown=True).at(name if isinstance(name, str) else excerpt(name))
        try:
            found[0](value, ctx)
        except _Wrong as wrong:
            raise wrong.at(name) from None
    for name, (_, required) in fields.items():
        if required and name not in obj:
            raise _Wrong(missing=True).at(name)


SEAT: Final = _Int(0, 3)
COUNT: Final = _Int(0, 1000)
POINTS: Final = _Int(-MAX_POINTS, MAX_POINTS)
FOUR_POINTS: Final = _List(POINTS, 4)
SEATS: Final = _List(SEAT, 0, 4, distinct=True)
TILE: Final = _Tile()
TEXT_FIELD: Final = _Str()
FLAG: Final = _Bool()
WIND_OR_TABLE: Final = _Choice("E", "S", "W", "N", "table")
SECRET: Final = _Null(_Hex(1, 64))
"""A seed or salt revealed at the end: 1 to 64 bytes in hex (`seeding.seed_key`), or null."""
_EVERY: Final = frozenset(("type", "seq"))

PLAY_KEY: Final = _Object(
    {
        "app": (TEXT_FIELD, False),
        "person": (SEAT, True),
        "seat": (_Null(SEAT), False),
        "bots": (
            _List(
                _Object({"player": (SEAT, True), "bot": (TEXT_FIELD, True), "seed": (_Int(-(10**60), 10**60), True)}),
                0,
                4,
            ),
            True,
        ),
        "seed": (_Seed(or_hex=True), True),
        "started": (TEXT_FIELD, False),
    }
)
"""The header's `play` key of a game `jongg play` saved (`jongg.play.session.PlayInfo`)."""

_HEADER: Final[Fields] = {
    "format": (_Choice(FORMAT), True),
    "format_version": (_Int(1, 1000), True),
    "engine": (TEXT_FIELD, True),
    "ruleset": (_Playable(), True),
    "options": (_Mapping(), True),  # checked against the rule set after the fields
    "players": (_Null(_List(TEXT_FIELD, 4)), True),
    "seed_public": (FLAG, True),
    "seed": (_Null(_Seed()), True),
    "commitment": (_Null(_Hex(32, 32)), True),
    "manual_bonus": (SEATS, False),
    "prepared": (FLAG, False),
    "round": (SEAT, False),
    "honba": (COUNT, False),
    "sticks": (COUNT, False),
    "passes": (SEAT, False),
    "streak": (COUNT, False),
    "seating": (_Permutation(), True),
    "dealer": (SEAT, True),
    "scores": (FOUR_POINTS, True),
    "play": (PLAY_KEY, False),
}


@_record(
    "match_start",
    "format",
    "format_version",
    "engine",
    "ruleset",
    "options",
    "players",
    "seed_public",
    "seed",
    "commitment",
    "prepared",
    "round",
    "honba",
    "sticks",
    "passes",
    "streak",
    "manual_bonus",
    "seating",
    "dealer",
    "scores",
    "play",
    optional=("prepared", "round", "honba", "sticks", "passes", "streak", "manual_bonus", "play"),
)
@dataclass(frozen=True, slots=True)
class MatchStart(Event):
    """The header: the rule set and its options, the players, the seed (or its commitment), the seating, the first
    dealer and the scores; `Table.from_wall`'s one prepared hand also says where in a match it is. An optional
    field that is None is not in the JSON. `play` is a host's (`jongg play`: whom to resume with), not the rules'."""

    format: str
    format_version: int
    engine: str
    ruleset: str
    options: dict[str, Any]
    players: tuple[str, ...] | None
    seed_public: bool
    seed: int | None
    commitment: str | None
    seating: tuple[int, ...]
    dealer: int
    scores: tuple[int, ...]
    manual_bonus: tuple[int, ...] | None = None
    prepared: bool | None = None
    round: int | None = None
    honba: int | None = None
    sticks: int | None = None
    passes: int | None = None
    streak: int | None = None
    play: dict[str, Any] | None = None

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "match_start",
            "format": self.format,
            "format_version": self.format_version,
            "engine": self.engine,
            "ruleset": self.ruleset,
            "options": self.options,
            "players": None if self.players is None else list(self.players),
            "seed_public": self.seed_public,
            "seed": self.seed,
            "commitment": self.commitment,
        }
        for name in ("prepared", "round", "honba", "sticks", "passes", "streak"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        if self.manual_bonus is not None:
            out["manual_bonus"] = list(self.manual_bonus)
        out["seating"] = list(self.seating)
        out["dealer"] = self.dealer
        out["scores"] = list(self.scores)
        if seq is not None:
            out["seq"] = seq
        if self.play is not None:
            out["play"] = self.play
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> MatchStart:
        check_fields(obj, _HEADER, ctx, _EVERY)
        try:
            RULESETS[obj["ruleset"]].options(obj["options"])
        except JonggError as error:
            raise _Wrong(message=str(error)).at("options") from None
        players, bonus = obj["players"], obj.get("manual_bonus")
        return cls(
            obj["format"],
            obj["format_version"],
            obj["engine"],
            obj["ruleset"],
            obj["options"],
            None if players is None else tuple(players),
            obj["seed_public"],
            obj["seed"],
            obj["commitment"],
            tuple(obj["seating"]),
            obj["dealer"],
            tuple(obj["scores"]),
            None if bonus is None else tuple(bonus),
            obj.get("prepared"),
            obj.get("round"),
            obj.get("honba"),
            obj.get("sticks"),
            obj.get("passes"),
            obj.get("streak"),
            obj.get("play"),
        )


_HAND_END: Final[Fields] = {
    "hands": (_List(_HandText(), 4), True),
    "results": (_Results(), True),
    "winner": (_Null(SEAT), True),
    "winners": (SEATS, True),
    "liable": (_Null(_Parsed(Liability.from_json)), True),
    "tenpai": (SEATS, True),
    "nagashi": (SEATS, True),
    "ura": (_Tiles(0, 10), True),
    "transfers": (
        _List(
            _Object(
                {
                    "from": (WIND_OR_TABLE, True),
                    "to": (WIND_OR_TABLE, True),
                    "amount": (POINTS, True),
                    "reason": (TEXT_FIELD, True),
                }
            ),
            0,
            100,
        ),
        True,
    ),
    "net": (FOUR_POINTS, True),
    "scores": (FOUR_POINTS, True),
    "chips": (FOUR_POINTS, True),
    "honba": (COUNT, True),
    "sticks": (COUNT, True),
    "passes": (FLAG, True),
    "east_won": (FLAG, True),
    "match_over": (_Null(TEXT_FIELD), True),
}


@_record(
    "hand_end",
    "hands",
    "results",
    "winner",
    "winners",
    "liable",
    "tenpai",
    "nagashi",
    "ura",
    "transfers",
    "net",
    "scores",
    "chips",
    "honba",
    "sticks",
    "passes",
    "east_won",
    "match_over",
)
@dataclass(frozen=True, slots=True)
class HandEnd(Event):
    """The end of a hand (`ending.hand_end_event`): the hands shown, the score results (JSON, keyed by seat), the
    winners, the settlement (`transfers`, `net`) and what it does to the match (`passes`, `honba`, `sticks`,
    `match_over`). The rule set's `Flow.after_hand` reads it to move the match on."""

    hands: tuple[str | None, ...]
    results: dict[str, Any]
    winner: int | None
    winners: tuple[int, ...]
    liable: dict[str, Any] | None
    tenpai: tuple[int, ...]
    nagashi: tuple[int, ...]
    ura: tuple[Tile, ...]
    transfers: tuple[dict[str, Any], ...]
    net: tuple[int, ...]
    scores: tuple[int, ...]
    chips: tuple[int, ...]
    honba: int
    sticks: int
    passes: bool
    east_won: bool
    match_over: str | None

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "hand_end",
            "hands": list(self.hands),
            "results": self.results,
            "winner": self.winner,
            "winners": list(self.winners),
            "liable": self.liable,
            "tenpai": list(self.tenpai),
            "nagashi": list(self.nagashi),
            "ura": [TEXT[t] for t in self.ura],
            "transfers": list(self.transfers),
            "net": list(self.net),
            "scores": list(self.scores),
            "chips": list(self.chips),
            "honba": self.honba,
            "sticks": self.sticks,
            "passes": self.passes,
            "east_won": self.east_won,
            "match_over": self.match_over,
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> HandEnd:
        check_fields(obj, _HAND_END, ctx, _EVERY)
        return cls(
            tuple(obj["hands"]),
            obj["results"],
            obj["winner"],
            tuple(obj["winners"]),
            obj["liable"],
            tuple(obj["tenpai"]),
            tuple(obj["nagashi"]),
            tuple(_BY_TEXT[t] for t in obj["ura"]),
            tuple(obj["transfers"]),
            tuple(obj["net"]),
            tuple(obj["scores"]),
            tuple(obj["chips"]),
            obj["honba"],
            obj["sticks"],
            obj["passes"],
            obj["east_won"],
            obj["match_over"],
        )


_MATCH_END: Final[Fields] = {
    "reason": (TEXT_FIELD, True),
    "scores": (FOUR_POINTS, True),
    "placings": (
        _List(
            _Object(
                {
                    "player": (SEAT, True),
                    "place": (_Int(1, 4), True),
                    "total": (POINTS, True),
                    "score": (_Number(), True),
                }
            ),
            4,
        ),
        True,
    ),
    "seed": (SECRET, True),
    "salt": (SECRET, True),
}


@_record("match_end", "reason", "scores", "placings", "seed", "salt")
@dataclass(frozen=True, slots=True)
class MatchEnd(Event):
    """The end of the match: why, the final scores, the placings (JSON: player, place, total, score) and, for a
    secret seed, the seed and salt revealed in hex (the header's commitment checks them)."""

    reason: str
    scores: tuple[int, ...]
    placings: tuple[dict[str, Any], ...]
    seed: str | None
    salt: str | None

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "match_end",
            "reason": self.reason,
            "scores": list(self.scores),
            "placings": list(self.placings),
            "seed": self.seed,
            "salt": self.salt,
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> MatchEnd:
        check_fields(obj, _MATCH_END, ctx, _EVERY)
        placings = tuple(obj["placings"])
        return cls(obj["reason"], tuple(obj["scores"]), placings, obj["seed"], obj["salt"])


# -- strict mode: a false Mah-Jongg call and its penalty (`penalties.md`; a few events a match: read generically) ---
_CALLERS: Final = _List(SEAT, 1, 3, distinct=True)
_MAHJONGG_CALL: Final[Fields] = {
    "seats": (_CALLERS, True),
    "from": (_Null(SEAT), True),
    "tile": (TILE, True),
    "hands": (_List(_Tiles(0, 14), 1, 3), True),
}


@_record("mahjongg_call", "seats", "from", "tile", "hands")
@dataclass(frozen=True, slots=True)
class MahJonggCall(Event):
    """Strict mode: `seats` called Mah-Jongg on `tile` (their own draw, or `from_seat`'s discard) without a winning
    hand, and show their concealed tiles (`hands`, one list per caller, sorted); the check follows."""

    seats: tuple[int, ...]
    from_seat: int | None
    tile: Tile
    hands: tuple[tuple[Tile, ...], ...]

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": self.type,
            "seats": list(self.seats),
            "from": self.from_seat,
            "tile": TEXT[self.tile],
            "hands": [[TEXT[t] for t in tiles] for tiles in self.hands],
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> MahJonggCall:
        check_fields(obj, _MAHJONGG_CALL, ctx, _EVERY)
        seats, hands = tuple(obj["seats"]), tuple(tuple(_BY_TEXT[t] for t in h) for h in obj["hands"])
        if len(hands) != len(seats):
            raise _wrong_at(Phrase("engine.list_of_tiles_per_caller"), obj["hands"], "hands")
        if obj["from"] in seats:
            raise _wrong_at(Phrase("engine.not_the_caller"), obj["from"], "from")
        return cls(seats, obj["from"], _BY_TEXT[obj["tile"]], hands)


@_record("expose", "seat", "tiles")
@dataclass(frozen=True, slots=True)
class Expose(ConcealedKong):
    """Strict mode: after another player's Mah-Jongg call, `seat` lays his concealed tiles (`tiles`, sorted) open."""

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Expose:
        if obj.keys() != cls.usual:
            _keys(obj, cls)
        return cls(_seat(obj["seat"], "seat"), _tiles(obj["tiles"], "tiles", 0, 14))


_TAKE_BACK: Final[Fields] = {"seats": (_CALLERS, True)}


@_record("take_back", "seats")
@dataclass(frozen=True, slots=True)
class TakeBack(Event):
    """Strict mode: the false Mah-Jongg call of `seats` is taken back without penalty (nobody else had exposed his
    hand); play goes on where it stopped."""

    seats: tuple[int, ...]

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "seats": list(self.seats)}
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> TakeBack:
        check_fields(obj, _TAKE_BACK, ctx, _EVERY)
        return cls(tuple(obj["seats"]))


_PENALTY: Final[Fields] = {
    "rule": (TEXT_FIELD, True),
    "offenders": (_CALLERS, True),
    "claimer": (_Null(SEAT), True),
    "ends": (FLAG, True),
    "transfers": _HAND_END["transfers"],
}


@_record("penalty", "rule", "offenders", "claimer", "ends", "transfers")
@dataclass(frozen=True, slots=True)
class Penalty(Event):
    """A penalty of the rule set's catalog (`penalties.md`): its `rule` id, the offending seats, the claimer where
    the rule names one, whether it ends the hand, and its payments (`transfers`, as the rule set's `settle` makes
    them; the hand's end settles them again with the hand)."""

    rule: str
    offenders: tuple[int, ...]
    claimer: int | None
    ends: bool
    transfers: tuple[dict[str, Any], ...]

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": self.type,
            "rule": self.rule,
            "offenders": list(self.offenders),
            "claimer": self.claimer,
            "ends": self.ends,
            "transfers": list(self.transfers),
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Penalty:
        check_fields(obj, _PENALTY, ctx, _EVERY)
        offenders = tuple(obj["offenders"])
        if obj["claimer"] in offenders:
            raise _wrong_at(Phrase("engine.not_an_offender"), obj["claimer"], "claimer")
        return cls(obj["rule"], offenders, obj["claimer"], obj["ends"], tuple(obj["transfers"]))


# -- strict Classical: a wrongly named discard (`penalties.md`, wrong-name-*) -------------------------------------
_NAMED_DISCARD: Final[Fields] = {
    "seat": (SEAT, True),
    "tile": (TILE, True),
    "named": (TILE, True),
    "tsumogiri": (FLAG, True),
}


@_record("named_discard", "seat", "tile", "named", "tsumogiri")
@dataclass(frozen=True, slots=True)
class NamedDiscard(Event):
    """Strict mode, where discards are named (Classical): `seat` discards `tile` and names it `named`, another
    kind. The others see a discard of `named` (`view.named_as_said`) until a claim on it shows the truth."""

    seat: int
    tile: Tile
    named: Tile
    tsumogiri: bool

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": self.type,
            "seat": self.seat,
            "tile": TEXT[self.tile],
            "named": TEXT[self.named],
            "tsumogiri": self.tsumogiri,
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> NamedDiscard:
        check_fields(obj, _NAMED_DISCARD, ctx, _EVERY)
        tile, named = _BY_TEXT[obj["tile"]], _BY_TEXT[obj["named"]]
        if tile & KIND_MASK == named & KIND_MASK:
            raise _wrong_at(Phrase("engine.another_kind_than_tile"), obj["named"], "named")
        return cls(obj["seat"], tile, named, obj["tsumogiri"])


_MISNAMED: Final[Fields] = {
    "seat": (SEAT, True),
    "tile": (TILE, True),
    "named": (TILE, True),
    "claimer": (SEAT, True),
    "claim": (_Choice("chow", "pung", "kong", "mahjongg"), True),
    "shown": (_Tiles(0, 14), True),
}


@_record("misnamed", "seat", "tile", "named", "claimer", "claim", "shown")
@dataclass(frozen=True, slots=True)
class Misnamed(Event):
    """Strict mode: `claimer` claimed `seat`'s discard, named `named`, for `claim` and shows what he claims with
    (`shown`: the two or three tiles of a set, the whole concealed hand for Mah-Jongg); the tile is `tile`, so the
    claim is not carried out and the namer pays as the catalog says (`penalties.md`, wrong-name-*)."""

    seat: int
    tile: Tile
    named: Tile
    claimer: int
    claim: str
    shown: tuple[Tile, ...]

    def to_json(self, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": self.type,
            "seat": self.seat,
            "tile": TEXT[self.tile],
            "named": TEXT[self.named],
            "claimer": self.claimer,
            "claim": self.claim,
            "shown": [TEXT[t] for t in self.shown],
        }
        if seq is not None:
            out["seq"] = seq
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any], ctx: Context | None) -> Misnamed:
        check_fields(obj, _MISNAMED, ctx, _EVERY)
        if obj["claimer"] == obj["seat"]:
            raise _wrong_at(Phrase("engine.another_seat_than_discarder"), obj["claimer"], "claimer")
        shown = tuple(_BY_TEXT[t] for t in obj["shown"])
        return cls(obj["seat"], _BY_TEXT[obj["tile"]], _BY_TEXT[obj["named"]], obj["claimer"], obj["claim"], shown)


def _wrong_at(what: Phrase, value: object, name: str) -> _Wrong:
    return _Wrong(what, value).at(name)


# -- a rule set's own event types ---------------------------------------------------------------------------------
FIELD_KINDS: Final[Mapping[str, _Checker]] = {
    "seat": SEAT,
    "count": COUNT,
    "points": POINTS,
    "flag": FLAG,
    "text": TEXT_FIELD,
    "tile": TILE,
    "tiles": _Tiles(0, 144),
    "seats": SEATS,
}
"""The field kinds a rule set's own event type names (`EventType.fields`), and their checkers."""


def _typed(kind: str, value: Any) -> Any:
    """A checked JSON value of a field kind as the typed event holds it (tiles as `Tile`, lists as tuples)."""
    if value is None:
        return None
    if kind == "tile":
        return _BY_TEXT[value]
    if kind == "tiles":
        return tuple(_BY_TEXT[t] for t in value)
    if kind == "seats":
        return tuple(value)
    return value


def _untyped(kind: str, value: Any) -> Any:
    if value is None:
        return None
    if kind == "tile":
        return TEXT[value]
    if kind == "tiles":
        return [TEXT[t] for t in value]
    if kind == "seats":
        return list(value)
    return value


def rule_set_event_class(kind: str, fields: Mapping[str, tuple[str, bool]]) -> type[Event]:
    """The typed class of a rule set's own event type (`EventType.fields`: JSON name -> (kind, required)): a frozen
    dataclass with one attribute per field (a Python keyword gets a `_` after it: `from` is `from_`), tiles as
    `Tile`; its JSON form writes the fields in the order given, an optional one only when it is not None."""
    specs = [(name, spec.removesuffix("?"), spec.endswith("?"), required) for name, (spec, required) in fields.items()]
    checks: dict[str, tuple[_Checker, bool]] = {
        name: (_Null(FIELD_KINDS[base]) if nullable else FIELD_KINDS[base], required)
        for name, base, nullable, required in specs
    }
    attrs = [(name + "_" if keyword.iskeyword(name) else name) for name, _, _, _ in specs]
    ordered = sorted(zip(attrs, specs, strict=True), key=lambda item: not item[1][3])  # required ones first
    cls: type[Event] = make_dataclass(
        "".join(part.capitalize() for part in kind.split("_")) or "Own",
        [(attr, Any) if required else (attr, Any, field(default=None)) for attr, (_, _, _, required) in ordered],
        bases=(Event,),
        frozen=True,
        slots=True,
    )

    def to_json(self: Event, seq: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": kind}
        for attr, (name, base, _, required) in zip(attrs, specs, strict=True):
            value = getattr(self, attr)
            if required or value is not None:
                out[name] = _untyped(base, value)
        if seq is not None:
            out["seq"] = seq
        return out

    def from_json(klass: type[Event], obj: dict[str, Any], ctx: Context | None) -> Event:
        check_fields(obj, checks, ctx, _EVERY)
        values = {attr: _typed(base, obj.get(name)) for attr, (name, base, _, _) in zip(attrs, specs, strict=True)}
        return klass(**values)

    cls.to_json = to_json  # type: ignore[method-assign]
    cls.from_json = classmethod(from_json)  # type: ignore[method-assign, assignment]
    cls.type = kind
    cls.fields = tuple(fields)
    cls.required = frozenset(name for name, _, _, required in specs if required)
    cls.allowed = frozenset({"type", "seq", *fields})
    cls.usual = frozenset({"type", "seq", *cls.required})
    cls.seated = "seat" in fields and fields["seat"] == ("seat", True)
    cls.claimed = False
    return cls


def play_key_problem(value: object) -> str | None:
    """What is wrong with a header's `play` key (`PLAY_KEY`, as a record's header is checked), or None."""
    try:
        PLAY_KEY(value, None)
    except _Wrong as wrong:
        return str(_invalid(wrong.at("play"), 0, "match_start"))
    return None


# -- parsing ------------------------------------------------------------------------------------------------------
def event_class(kind: object, ctx: Context | None = None) -> type[Event] | None:
    """The class of an event type: the engine's, else the rule set's own (`ctx`), else None."""
    if type(kind) is not str:
        return None
    found = EVENT_CLASSES.get(kind)
    if found is None and ctx is not None:
        found = ctx.events.get(kind)
    return found


def parse_event(obj: object, index: int | None, ctx: Context | None = None) -> Event:
    """One JSON event of a record as its typed event, every field checked (module text); its `seq` must be
    `index` (None: any event number, for an event read without its place). `ctx`: the header's (`context`);
    without it the dice and the wall are not counted and a rule set's own event types are unknown."""
    if not isinstance(obj, dict):
        where = "at the end" if index is None else str(index)
        raise InvalidRecord("engine.event_event_json_object", where=where, event_name=excerpt(obj), event=index)
    kind = obj.get("type")
    cls = EVENT_CLASSES.get(kind) if type(kind) is str else None
    if cls is None:
        cls = event_class(kind, ctx)
        if cls is None:
            where = "at the end" if index is None else str(index)
            raise InvalidRecord(
                "engine.event_unknown_event_type", where=where, kind=excerpt(kind), event=index, field="type"
            )
    try:
        seq = obj.get("seq", _ABSENT)
        if type(seq) is not int or (seq != index if index is not None else not 0 <= seq <= 10**7):
            if seq is _ABSENT:
                raise _Wrong(missing=True).at("seq")
            raise _Wrong(
                Phrase("engine.its_index", index=index) if index is not None else Phrase("engine.event_number"), seq
            ).at("seq")
        return cls.from_json(obj, ctx)
    except _Wrong as wrong:
        raise _invalid(wrong, index, kind) from None  # type: ignore[arg-type]


_ABSENT: Final = object()


def context(header: Mapping[str, Any] | MatchStart) -> Context:
    """What a checked header says about the events after it: the dice, the wall, the rule set's own events."""
    name, options = (
        (header.ruleset, header.options) if isinstance(header, MatchStart) else (header["ruleset"], header["options"])
    )
    ruleset = RULESETS[name]
    flow = ruleset.flow
    assert flow is not None  # the header names a rule set with a flow
    return Context(flow.dice, len(flow.tile_set(ruleset.options(options))), own_event_classes(flow.events))


_OWN: dict[int, tuple[Mapping[str, Any], dict[str, type[Event]]]] = {}
"""The classes made for each `Flow.events` mapping (kept with it, so that its id is not another's)."""


def own_event_classes(events: Mapping[str, Any]) -> dict[str, type[Event]]:
    """The typed classes of a rule set's own event types (`Flow.events`), made once per mapping."""
    if not events:
        return {}
    found = _OWN.get(id(events))
    if found is None or found[0] is not events:
        found = _OWN[id(events)] = (
            events,
            {kind: rule_set_event_class(kind, spec.fields) for kind, spec in events.items()},
        )
    return found[1]


def parse_record(events: object) -> list[Event]:
    """Every event of a record, typed and checked (`parse_event`): the header first and only first, nothing after
    `match_end`. `InvalidRecord` names the first event that is wrong."""
    if not isinstance(events, list) or not events:
        raise InvalidRecord("engine.record_starts_match_start_header", event=0)
    first = parse_event(events[0], 0) if type(events[0]) is dict and events[0].get("type") == "match_start" else None
    if not isinstance(first, MatchStart):
        parse_event(events[0], 0)  # its own error, if it has one
        raise InvalidRecord("engine.record_starts_match_start_header", event=0)
    ctx = context(first)
    out: list[Event] = [first]
    ended = False
    engine_classes = EVENT_CLASSES
    for index in range(1, len(events)):
        obj = events[index]
        # The usual event (a dict of an engine type, its seq its index) is parsed here; anything else, and
        # every error's message, by parse_event.
        kind = obj.get("type") if type(obj) is dict else None
        cls = engine_classes.get(kind) if type(kind) is str else None
        seq = obj.get("seq") if cls is not None else None
        if cls is not None and type(seq) is int and seq == index:
            try:
                event = cls.from_json(obj, ctx)
            except _Wrong as wrong:
                raise _invalid(wrong, index, kind) from None  # type: ignore[arg-type]
        else:
            event = parse_event(obj, index, ctx)
        if type(event) is MatchStart:
            raise InvalidRecord("engine.event_second_match_start_header", index=index, event=index)
        if ended:
            raise InvalidRecord("engine.event_follows_match_end", index=index, kind=event.type, event=index)
        ended = type(event) is MatchEnd
        out.append(event)
    return out


__all__ = [
    "EVENT_CLASSES",
    "FORMAT",
    "FORMAT_VERSION",
    "AbortiveDraw",
    "AddedKong",
    "BeforePlay",
    "Bonus",
    "Call",
    "ConcealedKong",
    "Context",
    "Deal",
    "Discard",
    "Dora",
    "Draw",
    "Event",
    "ExhaustiveDraw",
    "HandEnd",
    "HandStart",
    "KeepKongs",
    "Kong",
    "MahJongg",
    "MatchEnd",
    "MatchStart",
    "NoClaim",
    "OriginalCall",
    "PlayStart",
    "Pung",
    "Riichi",
    "RiichiAccepted",
    "TimeUp",
    "context",
    "event_class",
    "parse_event",
    "parse_record",
    "play_key_problem",
    "rule_set_event_class",
]
