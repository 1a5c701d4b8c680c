"""The scoring contract (`contract.md`): typed requests and results with their exact JSON form.

Every surface (CLI, scoresheet, engine, web) speaks these objects; `to_json` / `from_json` convert them to
and from the JSON of the contract, and `from_json` raises `InvalidRequest` naming the bad field.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, ClassVar, Final, Literal, TypeVar

from jongg import jsonfields as jf
from jongg.errors import InvalidNotation, InvalidRequest, JonggError, excerpt
from jongg.notation import IRREGULAR
from jongg.tiles import Tile

T = TypeVar("T")
Wind = Literal["E", "S", "W", "N"]
WINDS: tuple[Wind, ...] = ("E", "S", "W", "N")
WinBy = Literal["discard", "self-draw"]
IRREGULAR_KINDS = (*IRREGULAR, "dead")
VALUE_UNITS = ("points", "doubles", "fan", "han", "fu", "limit")

# Bounds of the numbers a request may carry: far above any real table, low enough that every number prints.
MAX_HONBA: Final = 100
"""Riichi honba counters on the table (a real match sees a handful)."""
MAX_STICKS: Final = 100
"""Riichi sticks on the table (a real match sees a handful)."""
MAX_POINTS: Final = 10**9
"""Any score, total, payment, point or chip count and integer option is within ±MAX_POINTS."""


# -- request ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Win:
    """How the winning tile came (`contract.md` §1, `win`)."""

    by: WinBy
    from_: Wind | None = None
    replacement: bool = False
    flower_replacement: bool = False
    kong_on_kong: bool = False
    robbing_kong: bool = False
    last_tile: bool = False
    first_turn: bool = False
    original_call: bool = False
    flower_win: bool = False

    FLAGS: ClassVar[tuple[str, ...]] = (
        "replacement",
        "flower_replacement",
        "kong_on_kong",
        "robbing_kong",
        "last_tile",
        "first_turn",
        "original_call",
        "flower_win",
    )

    @property
    def self_draw(self) -> bool:
        return self.by == "self-draw"

    @classmethod
    def from_json(cls, value: object) -> Win:
        obj = jf.as_object(value, "win")
        jf.check_keys(obj, _WIN_KEYS, "win")
        by = jf.get_choice(obj, "by", "win", ("discard", "self-draw"), required_=True)
        return cls(by, jf.get_wind(obj, "from", "win"), **jf.true_flags(obj, cls.FLAGS, "win"))  # type: ignore[arg-type]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"by": self.by, "from": self.from_}
        out.update({name: getattr(self, name) for name in self.FLAGS})
        return out


_WIN_KEYS: frozenset[str] = frozenset(("by", "from", *Win.FLAGS))


@dataclass(frozen=True, slots=True)
class RiichiInfo:
    """The `riichi` object of a `riichi-hana` request."""

    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0
    pao: Wind | None = None

    @classmethod
    def from_json(cls, value: object) -> RiichiInfo:
        obj = jf.as_object(value, "riichi")
        jf.check_keys(obj, _RIICHI_KEYS, "riichi")
        flags = jf.true_flags(obj, ("riichi", "double_riichi", "ippatsu"), "riichi")
        return cls(
            flags.get("riichi", False),
            flags.get("double_riichi", False),
            flags.get("ippatsu", False),
            _indicators(obj, "dora_indicators"),
            _indicators(obj, "ura_indicators"),
            jf.get_int(obj, "honba", "riichi", hi=MAX_HONBA),
            jf.get_int(obj, "riichi_sticks", "riichi", hi=MAX_STICKS),
            jf.get_wind(obj, "pao", "riichi"),  # type: ignore[arg-type]
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "riichi": self.riichi,
            "double_riichi": self.double_riichi,
            "ippatsu": self.ippatsu,
            "dora_indicators": [str(t) for t in self.dora_indicators],
            "ura_indicators": [str(t) for t in self.ura_indicators],
            "honba": self.honba,
            "riichi_sticks": self.riichi_sticks,
            "pao": self.pao,
        }


_RIICHI_KEYS: frozenset[str] = frozenset(
    ("riichi", "double_riichi", "ippatsu", "dora_indicators", "ura_indicators", "honba", "riichi_sticks", "pao")
)


def _indicators(obj: Mapping[str, Any], key: str) -> tuple[Tile, ...]:
    tiles = []
    for i, text in enumerate(jf.get_list(obj, key, "riichi")):
        if not isinstance(text, str):
            raise InvalidRequest("contract.riichi_must_tile_string", key=key, i=i)
        try:
            tiles.append(Tile.from_str(text))
        except InvalidNotation:
            raise InvalidRequest("contract.riichi_not_tile", key=key, i=i, text=excerpt(text)) from None
    return tuple(tiles)


@dataclass(frozen=True, slots=True)
class ScoreRequest:
    """One hand to score (`contract.md` §1)."""

    ruleset: str
    hand: str
    seat_wind: Wind
    round_wind: Wind
    options: Mapping[str, Any] = field(default_factory=dict)
    win: Win | None = None
    east_consecutive_wins: int = 0
    irregular: str | None = None
    riichi: RiichiInfo | None = None

    FIELDS: ClassVar[frozenset[str]] = frozenset(
        ("ruleset", "hand", "seat_wind", "round_wind", "options", "win", "context", "irregular", "riichi")
    )

    @classmethod
    def from_json(cls, value: object) -> ScoreRequest:
        if type(value) is dict:
            plain = _plain_request(value)
            if plain is not None:
                return plain
        obj = jf.as_object(value, "request")
        jf.check_keys(obj, cls.FIELDS, "")
        ruleset = jf.get_str(obj, "ruleset", "", required_=True)
        hand = jf.get_str(obj, "hand", "", required_=True)
        seat = jf.get_wind(obj, "seat_wind", "", required_=True)
        round_ = jf.get_wind(obj, "round_wind", "", required_=True)
        options = jf.as_object(obj.get("options") or {}, "options")
        win = None if obj.get("win") is None else Win.from_json(obj["win"])
        context = jf.as_object(obj.get("context") or {}, "context")
        jf.check_keys(context, ("east_consecutive_wins",), "context")
        streak = jf.get_int(context, "east_consecutive_wins", "context", hi=8)
        irregular = jf.get_choice(obj, "irregular", "", IRREGULAR_KINDS)
        riichi = None if obj.get("riichi") is None else RiichiInfo.from_json(obj["riichi"])
        assert ruleset is not None and hand is not None and seat is not None and round_ is not None
        return cls(ruleset, hand, seat, round_, dict(options), win, streak, irregular, riichi)  # type: ignore[arg-type]

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "hand": self.hand,
            "seat_wind": self.seat_wind,
            "round_wind": self.round_wind,
            "options": dict(self.options),
            "win": None if self.win is None else self.win.to_json(),
            "context": {"east_consecutive_wins": self.east_consecutive_wins},
            "irregular": self.irregular,
            "riichi": None if self.riichi is None else self.riichi.to_json(),
        }


_WINS: dict[tuple[Any, ...], Win] = {}
"""Every `Win` read on the fast path, by its field values (a value of at most 2 x 5 x 256 kinds)."""


def slot_constructor(cls: type[T]) -> Callable[..., T]:
    """A maker of a frozen, slotted dataclass from its field values (in order or by name, with the fields'
    defaults), equal to what `cls(...)` makes, at a third of the cost of the generated `__init__` (which calls
    `object.__setattr__` once per field).

    The maker fills an object of a plain twin class with the same slots (a slot store is one instruction, a
    setter call several), then gives it `cls` as its class: the layouts are the same, which is all `__class__`
    assignment asks. For slotted dataclasses of their fields alone, without `__post_init__`."""
    found = fields(cls)  # type: ignore[arg-type]
    slots: tuple[str, ...] = cls.__dict__.get("__slots__", ())
    if sorted(slots) != sorted(f.name for f in found) or hasattr(cls, "__post_init__"):
        raise TypeError(f"slot_constructor: {cls.__name__} is not a slotted dataclass of its fields alone")
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_unset": _UNSET}
    namespace["_twin"] = type(f"_{cls.__name__}Twin", (), {"__slots__": slots})
    params, body = [], []
    for f in found:
        if f.default_factory is not MISSING:  # made per object, as the dataclass's own `__init__` does
            namespace[f"_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_unset")
            body.append(f"    obj.{f.name} = _factory_{f.name}() if {f.name} is _unset else {f.name}")
            continue
        if f.default is not MISSING:
            namespace[f"_default_{f.name}"] = f.default
        params.append(f.name if f.default is MISSING else f"{f.name}=_default_{f.name}")
        body.append(f"    obj.{f.name} = {f.name}")
    lines = [f"def make({', '.join(params)}):", "    obj = _new(_twin)", *body]
    lines += ["    obj.__class__ = _cls", "    return obj"]
    exec("\n".join(lines), namespace)  # the source holds only the dataclass's own field names
    make: Callable[..., T] = namespace["make"]
    return make


_UNSET: Final = object()
"""A field with a default factory that was not given to a `slot_constructor` maker."""
_new_request: Final = slot_constructor(ScoreRequest)
_new_riichi: Final = slot_constructor(RiichiInfo)
_WIND_SET: Final = frozenset(WINDS)
_WIN_BY: Final = frozenset(("discard", "self-draw"))
_CONTEXT_KEYS: Final = frozenset(("east_consecutive_wins",))
_IRREGULAR_SET: Final = frozenset(IRREGULAR_KINDS)


def _plain_request(obj: dict[Any, Any]) -> ScoreRequest | None:
    """`ScoreRequest.from_json` for the common case, a request of plain JSON values that is right, read in one
    pass; None for anything else, which the full reader then reads (and refuses with the error it names), so
    the result is the same either way."""
    if not obj.keys() <= ScoreRequest.FIELDS:
        return None
    ruleset, hand, seat, round_ = obj.get("ruleset"), obj.get("hand"), obj.get("seat_wind"), obj.get("round_wind")
    if type(ruleset) is not str or type(hand) is not str or type(seat) is not str or type(round_) is not str:
        return None
    if seat not in _WIND_SET or round_ not in _WIND_SET:
        return None
    options = obj.get("options") or {}
    if type(options) is not dict:
        return None
    win_json = obj.get("win")
    win = None
    if win_json is not None:
        if type(win_json) is not dict or not win_json.keys() <= _WIN_KEYS:
            return None
        by, from_ = win_json.get("by"), win_json.get("from")
        if (
            type(by) is not str
            or by not in _WIN_BY
            or (from_ is not None and (type(from_) is not str or from_ not in _WIND_SET))
        ):
            return None
        win = _plain_win(win_json, by, from_)
        if win is None:
            return None
    context = obj.get("context") or {}
    if type(context) is not dict:
        return None
    streak = 0
    if context:
        if not context.keys() <= _CONTEXT_KEYS:
            return None
        streak = context.get("east_consecutive_wins", 0)
        if streak is None:
            streak = 0
        elif type(streak) is not int or not 0 <= streak <= 8:
            return None
    irregular = obj.get("irregular")
    if irregular is not None and (type(irregular) is not str or irregular not in _IRREGULAR_SET):
        return None
    riichi_json = obj.get("riichi")
    riichi = None
    if riichi_json is not None:
        riichi = _plain_riichi(riichi_json)
        if riichi is None:
            return None
    return _new_request(ruleset, hand, seat, round_, dict(options), win, streak, irregular, riichi)


def _plain_win(obj: dict[Any, Any], by: str, from_: str | None) -> Win | None:
    """The `Win` of a plain `win` object whose keys, `by` and `from` are right (None: a flag that is no bool).
    Only the flags given are read (a request names one or two), and equal wins are one object."""
    true = []
    for name, value in obj.items():
        if value is True:
            if name != "by" and name != "from":
                true.append(name)
        elif value is not False and value is not None and name != "by" and name != "from":
            return None
    key = (by, from_, *true)
    win = _WINS.get(key)
    if win is None:
        win = Win(by, from_, **dict.fromkeys(true, True))  # type: ignore[arg-type]
        if len(_WINS) < 4096:
            _WINS[key] = win
    return win


def _plain_riichi(obj: object) -> RiichiInfo | None:
    """`RiichiInfo.from_json` for a plain object that is right (None: anything else)."""
    if type(obj) is not dict or not obj.keys() <= _RIICHI_KEYS:
        return None
    get = obj.get
    riichi, double, ippatsu = get("riichi"), get("double_riichi"), get("ippatsu")
    honba, sticks, pao = get("honba"), get("riichi_sticks"), get("pao")
    if (
        (riichi is not True and riichi is not False and riichi is not None)
        or (double is not True and double is not False and double is not None)
        or (ippatsu is not True and ippatsu is not False and ippatsu is not None)
        or (honba is not None and (type(honba) is not int or not 0 <= honba <= MAX_HONBA))
        or (sticks is not None and (type(sticks) is not int or not 0 <= sticks <= MAX_STICKS))
        or (pao is not None and (type(pao) is not str or pao not in _WIND_SET))
    ):
        return None
    dora = _plain_tiles(get("dora_indicators"))
    ura = _plain_tiles(get("ura_indicators"))
    if dora is None or ura is None:
        return None
    return _new_riichi(riichi is True, double is True, ippatsu is True, dora, ura, honba or 0, sticks or 0, pao)


def _plain_tiles(texts: object) -> tuple[Tile, ...] | None:
    """The tiles of a plain list of tile strings (`()` for null; None: anything else)."""
    if texts is None:
        return ()
    if type(texts) is not list:
        return None
    try:  # the keys are tile strings: anything else is missing (KeyError) or unhashable (TypeError)
        return tuple(map(_INDICATOR.__getitem__, texts))
    except (KeyError, TypeError):
        return None


def _indicator_tiles() -> dict[str, Tile]:
    out = {}
    for letter in "mpszfg":
        for digit in range(10):
            with contextlib.suppress(InvalidNotation):
                out[f"{digit}{letter}"] = Tile.from_str(f"{digit}{letter}")
    return out


_INDICATOR: Final = _indicator_tiles()
"""Every tile string `Tile.from_str` reads, with its tile."""


# -- result ----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Item:
    """One scored rule: its id, names and value in one unit (`points`, `doubles`, `fan`, `han`, `fu`, `limit`)."""

    rule: str
    en: str
    de: str
    unit: str
    value: int | str

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "en": self.en, "de": self.de, self.unit: self.value}

    @classmethod
    def from_json(cls, value: object) -> Item:
        obj = jf.as_object(value, "item")
        units = [u for u in VALUE_UNITS if u in obj]
        if len(units) != 1:
            raise InvalidRequest("contract.item_has_exactly_one", value_units=", ".join(VALUE_UNITS))
        unit = units[0]
        jf.check_keys(obj, ("rule", "en", "de", unit), "item")
        rule, en, de = (jf.get_str(obj, key, "item", required_=True) for key in ("rule", "en", "de"))
        amount: int | str | None = (
            jf.get_str(obj, unit, "item", required_=True)
            if unit == "limit"
            else jf.get_int(obj, unit, "item", lo=-MAX_POINTS, hi=MAX_POINTS)
        )
        assert rule is not None and en is not None and de is not None and amount is not None
        return cls(rule, en, de, unit, amount)


@dataclass(frozen=True, slots=True)
class Payment:
    from_: str
    to: str
    amount: int

    def to_json(self) -> dict[str, Any]:
        return {"from": self.from_, "to": self.to, "amount": self.amount}

    @classmethod
    def from_json(cls, value: object) -> Payment:
        obj = jf.as_object(value, "payment")
        jf.check_keys(obj, ("from", "to", "amount"), "payment")
        source = jf.get_choice(obj, "from", "payment", (*WINDS, "table"), required_=True)
        to = jf.get_wind(obj, "to", "payment", required_=True)
        if obj.get("amount") is None:
            raise InvalidRequest("contract.missing_field_payment_amount")
        assert source is not None and to is not None
        return cls(source, to, jf.get_int(obj, "amount", "payment", hi=MAX_POINTS))


@dataclass(frozen=True, slots=True)
class ErrorInfo:
    type: str
    message: str
    position: int | None = None

    @classmethod
    def of(cls, error: JonggError) -> ErrorInfo:
        if isinstance(error, InvalidNotation):
            return cls(error.contract_type, error.reason, error.position)
        return cls(error.contract_type, str(error))

    @classmethod
    def from_json(cls, value: object) -> ErrorInfo:
        obj = jf.as_object(value, "result.error")
        jf.check_keys(obj, ("type", "message", "position"), "result.error")
        kind = jf.get_str(obj, "type", "result.error", required_=True)
        message = jf.get_str(obj, "message", "result.error", required_=True)
        position = None if obj.get("position") is None else jf.get_int(obj, "position", "result.error", hi=MAX_POINTS)
        assert kind is not None and message is not None
        return cls(kind, message, position)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "message": self.message}
        if self.position is not None:
            out["position"] = self.position
        return out


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """The answer to a `ScoreRequest` (`contract.md` §2)."""

    ruleset: str | None
    won: bool = False
    reason: str | None = None
    points: int | None = None
    doubles: int | None = None
    fan: int | None = None
    han: int | None = None
    fu: int | None = None
    limit: str | None = None
    limit_hand: str | None = None
    total: int | None = None
    items: tuple[Item, ...] = ()
    arrangement: str | None = None
    payments: tuple[Payment, ...] | None = None
    error: ErrorInfo | None = None

    @classmethod
    def failure(cls, ruleset: str | None, error: JonggError) -> ScoreResult:
        return cls(ruleset, error=ErrorInfo.of(error))

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "won": self.won,
            "reason": self.reason,
            "points": self.points,
            "doubles": self.doubles,
            "fan": self.fan,
            "han": self.han,
            "fu": self.fu,
            "limit": self.limit,
            "limit_hand": self.limit_hand,
            "total": self.total,
            # as Item.to_json and Payment.to_json, written out (one call fewer per item)
            "items": [{"rule": i.rule, "en": i.en, "de": i.de, i.unit: i.value} for i in self.items],
            "arrangement": self.arrangement,
            "payments": None
            if self.payments is None
            else [{"from": p.from_, "to": p.to, "amount": p.amount} for p in self.payments],
            "error": None if self.error is None else self.error.to_json(),
        }

    @classmethod
    def from_json(cls, value: object) -> ScoreResult:
        """Read a score result back (e.g. a hand entry of a settle request)."""
        obj = jf.as_object(value, "result")
        names = (
            "ruleset",
            "won",
            "reason",
            "points",
            "doubles",
            "fan",
            "han",
            "fu",
            "limit",
            "limit_hand",
            "total",
            "items",
            "arrangement",
            "payments",
            "error",
        )
        jf.check_keys(obj, names, "result")
        ints = {
            k: None if obj.get(k) is None else jf.get_int(obj, k, "result", hi=MAX_POINTS)
            for k in ("points", "doubles", "fan", "han", "fu", "total")
        }
        payments, error = obj.get("payments"), obj.get("error")
        return cls(
            jf.get_str(obj, "ruleset", "result"),
            jf.get_bool(obj, "won", "result"),
            jf.get_str(obj, "reason", "result"),
            limit=jf.get_str(obj, "limit", "result"),
            limit_hand=jf.get_str(obj, "limit_hand", "result"),
            items=tuple(Item.from_json(i) for i in jf.get_list(obj, "items", "result")),
            arrangement=jf.get_str(obj, "arrangement", "result"),
            payments=None
            if payments is None
            else tuple(Payment.from_json(p) for p in jf.get_list(obj, "payments", "result")),
            error=None if error is None else ErrorInfo.from_json(error),
            **ints,
        )


# -- settlement ------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Liability:
    """Dangerous play (`penalties.md`): who is liable, for which kind, and whether he had no choice."""

    wind: Wind
    kind: Literal["winning-discard", "supplied-pung"]
    no_choice: bool = False

    @classmethod
    def from_json(cls, value: object) -> Liability:
        obj = jf.as_object(value, "liable")
        jf.check_keys(obj, ("wind", "kind", "no_choice"), "liable")
        wind = jf.get_wind(obj, "wind", "liable", required_=True)
        kind = jf.get_choice(obj, "kind", "liable", ("winning-discard", "supplied-pung"), required_=True)
        return cls(wind, kind, jf.get_bool(obj, "no_choice", "liable"))  # type: ignore[arg-type]

    def to_json(self) -> dict[str, Any]:
        return {"wind": self.wind, "kind": self.kind, "no_choice": self.no_choice}


@dataclass(frozen=True, slots=True)
class PenaltyEntry:
    """A penalty from a rule set's catalog (`penalties.md`)."""

    rule: str
    offenders: tuple[Wind, ...]
    claimer: Wind | None = None

    @classmethod
    def from_json(cls, value: object) -> PenaltyEntry:
        obj = jf.as_object(value, "penalty")
        jf.check_keys(obj, ("rule", "offenders", "claimer"), "penalty")
        rule = jf.get_str(obj, "rule", "penalty", required_=True)
        offenders = jf.get_list(obj, "offenders", "penalty")
        if not offenders or any(w not in WINDS for w in offenders) or len(set(offenders)) != len(offenders):
            raise InvalidRequest("contract.penalty_offenders_must_non")
        assert rule is not None
        return cls(rule, tuple(offenders), jf.get_wind(obj, "claimer", "penalty"))  # type: ignore[arg-type]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"rule": self.rule, "offenders": list(self.offenders)}
        if self.claimer is not None:
            out["claimer"] = self.claimer
        return out


@dataclass(frozen=True, slots=True)
class HandValue:
    """One entry of `settle`'s `hands`: a full score result, or the short forms `{"total": n}`,
    Riichi `{"han": h, "fu": f}` or `{"yakuman": k}`."""

    total: int | None = None
    han: int | None = None
    fu: int | None = None
    yakuman: int | None = None
    result: ScoreResult | None = None

    @classmethod
    def from_json(cls, value: object, wind: str) -> HandValue:
        where = f"hands.{wind}"
        obj = jf.as_object(value, where)
        if set(obj) <= {"total", "han", "fu", "yakuman"}:
            total, han, fu, yakuman = (
                None if obj.get(k) is None else jf.get_int(obj, k, where, hi=MAX_POINTS)
                for k in ("total", "han", "fu", "yakuman")
            )
            return cls(total, han, fu, yakuman)
        result = ScoreResult.from_json(obj)
        return cls(total=result.total, han=result.han, fu=result.fu, result=result)

    def to_json(self) -> dict[str, Any]:
        if self.result is not None:
            return self.result.to_json()
        names = ("total", "han", "fu", "yakuman")
        return {k: getattr(self, k) for k in names if getattr(self, k) is not None}


@dataclass(frozen=True, slots=True)
class SettleRequest:
    """Who pays whom after a hand (`contract.md` §4)."""

    ruleset: str
    hands: Mapping[Wind, HandValue] = field(default_factory=dict)
    winner: Wind | None = None
    from_: Wind | None = None
    self_draw: bool = False
    liable: Liability | None = None
    penalties: tuple[PenaltyEntry, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    honba: int | None = None
    riichi_sticks: int | None = None
    tenpai: tuple[Wind, ...] = ()
    nagashi: tuple[Wind, ...] = ()

    FIELDS = (
        "ruleset",
        "hands",
        "winner",
        "from",
        "self_draw",
        "liable",
        "penalties",
        "options",
        "honba",
        "riichi_sticks",
        "tenpai",
        "nagashi",
    )

    @classmethod
    def from_json(cls, value: object) -> SettleRequest:
        obj = jf.as_object(value, "request")
        jf.check_keys(obj, cls.FIELDS, "")
        ruleset = jf.get_str(obj, "ruleset", "", required_=True)
        hands_obj = jf.as_object(obj.get("hands") or {}, "hands")
        jf.check_keys(hands_obj, WINDS, "hands")
        hands = {w: HandValue.from_json(v, w) for w, v in hands_obj.items()}
        liable = None if obj.get("liable") is None else Liability.from_json(obj["liable"])
        penalties = tuple(PenaltyEntry.from_json(p) for p in jf.get_list(obj, "penalties", ""))
        options = jf.as_object(obj.get("options") or {}, "options")
        assert ruleset is not None
        return cls(
            ruleset,
            hands,  # type: ignore[arg-type]
            jf.get_wind(obj, "winner", ""),  # type: ignore[arg-type]
            jf.get_wind(obj, "from", ""),  # type: ignore[arg-type]
            jf.get_bool(obj, "self_draw", ""),
            liable,
            penalties,
            dict(options),
            None if obj.get("honba") is None else jf.get_int(obj, "honba", "", hi=MAX_HONBA),
            None if obj.get("riichi_sticks") is None else jf.get_int(obj, "riichi_sticks", "", hi=MAX_STICKS),
            _winds(obj, "tenpai"),
            _winds(obj, "nagashi"),
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "ruleset": self.ruleset,
            "hands": {w: v.to_json() for w, v in self.hands.items()},
            "winner": self.winner,
            "from": self.from_,
            "self_draw": self.self_draw,
            "liable": None if self.liable is None else self.liable.to_json(),
            "penalties": [p.to_json() for p in self.penalties],
            "options": dict(self.options),
        }
        for key in ("honba", "riichi_sticks"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        for key in ("tenpai", "nagashi"):
            if getattr(self, key):
                out[key] = list(getattr(self, key))
        return out


def _winds(obj: Mapping[str, Any], key: str) -> tuple[Wind, ...]:
    winds = jf.get_list(obj, key, "")
    if any(w not in WINDS for w in winds) or len(set(winds)) != len(winds):
        raise InvalidRequest("contract.must_list_distinct_winds", key=key)
    return tuple(winds)


@dataclass(frozen=True, slots=True)
class Transfer:
    from_: str
    to: str
    amount: int
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"from": self.from_, "to": self.to, "amount": self.amount, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Settlement:
    """`transfers` in the contract's order and the `net` result of every wind."""

    transfers: tuple[Transfer, ...] = ()
    net: Mapping[str, int] | None = None
    error: ErrorInfo | None = None

    @classmethod
    def of(cls, transfers: list[Transfer]) -> Settlement:
        net: dict[str, int] = dict.fromkeys(WINDS, 0)
        for t in transfers:
            if t.from_ in net:
                net[t.from_] -= t.amount
            net[t.to] += t.amount
        return cls(tuple(transfers), net)

    def to_json(self) -> dict[str, Any]:
        return {
            "transfers": [t.to_json() for t in self.transfers],
            "net": None if self.net is None else dict(self.net),
            "error": None if self.error is None else self.error.to_json(),
        }
