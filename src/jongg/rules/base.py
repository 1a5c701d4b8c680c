"""What every rule set is: a registry entry with validated options, winning forms, rule tables as data,
and `score` / `settle` over the contract's typed objects."""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from jongg.analysis import Forms
from jongg.contract import MAX_POINTS, ScoreRequest, ScoreResult, Settlement, SettleRequest
from jongg.errors import InvalidOption, Phrase, excerpt
from jongg.rules.flow import Flow

Ctx = TypeVar("Ctx")


@dataclass(frozen=True, slots=True)
class Rule(Generic[Ctx]):
    """One named rule: stable id, English and German names, its value in a unit, and when it applies.

    `when(ctx)` returns how many times the rule scores (0: not at all), so a rule such as "concealed pung
    of simples" can score once per pung.
    """

    id: str
    en: str
    de: str
    unit: str
    value: int | str
    when: Callable[[Ctx], int] | None = None
    note: str = ""


class Title(str):
    """A rule table's title: the English text (it is the str) and its German translation in `de`."""

    de: str

    def __new__(cls, en: str, de: str) -> Title:
        title = super().__new__(cls, en)
        title.de = de
        return title


def limit_rule(rule_id: str, en: str, de: str, when: Callable[[Ctx], int], note: str) -> Rule[Ctx]:
    """A limit hand: it scores the limit (unit and value `limit`)."""
    return Rule(rule_id, en, de, "limit", "limit", when, note)


def option(
    default: Any,
    doc: str,
    choices: Sequence[Any] | None = None,
    lo: int | None = None,
    hi: int | None = None,
    kind: type | None = None,
) -> Any:
    """A documented option field for a rule set's frozen `Options` dataclass.

    `kind` is the value type (bool, int, str); it defaults to the type of `default`, and must be given for an
    option whose default is None (null is then allowed besides values of `kind`).
    """
    if kind is None:
        if default is None:
            raise TypeError("an option whose default is None needs its kind")
        kind = type(default)
    if kind is int:  # every integer option is bounded, so that no value is too large to print or compute with
        lo = -MAX_POINTS if lo is None else lo
        hi = MAX_POINTS if hi is None else hi
    meta = {"doc": doc, "choices": tuple(choices) if choices is not None else None, "lo": lo, "hi": hi, "kind": kind}
    return dataclasses.field(default=default, metadata=meta)


OptionsT = TypeVar("OptionsT")


def _allowed(spec: dataclasses.Field[Any], value: Any) -> bool:
    if value is None:
        return spec.default is None
    kind = spec.metadata["kind"]
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    choices = spec.metadata["choices"]
    if ok and choices is not None:
        ok = value in choices
    if ok and kind is int:
        lo, hi = spec.metadata["lo"], spec.metadata["hi"]
        ok = (lo is None or value >= lo) and (hi is None or value <= hi)
    return ok


def build_options(cls: type[OptionsT], given: Mapping[str, Any], ruleset: str) -> OptionsT:
    """Validate `given` against `cls`'s fields: unknown ids and bad values raise `InvalidOption`."""
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for name, value in given.items():
        spec = fields.get(name)
        if spec is None:
            raise InvalidOption(
                "rules.unknown_option_known", name=excerpt(name), ruleset=ruleset, fields=", ".join(fields)
            )
        if not _allowed(spec, value):
            raise InvalidOption(
                "rules.option_not_allowed",
                name=name,
                ruleset=ruleset,
                value=excerpt(value),
                allowed=_allowed_words(spec),
            )
    return cls(**given)


def _allowed_words(spec: dataclasses.Field[Any]) -> Phrase:
    """What an option takes, in words of either language ("a whole number from 0 to 10", not "a int >= 0
    <= 10"), for the message that refuses a value."""
    meta = spec.metadata
    kind = meta["kind"]
    if meta["choices"]:
        words = Phrase("rules.allowed_one_of", values=", ".join(str(c) for c in meta["choices"]))
    elif kind is int:
        words = Phrase("rules.allowed_whole_number", lo=meta["lo"], hi=meta["hi"])
    else:
        words = Phrase("rules.allowed_true_or_false" if kind is bool else "rules.allowed_text")
    return Phrase("engine.null_or", inner=words) if spec.default is None and not meta["choices"] else words


def describe_options(cls: type[Any]) -> list[tuple[str, Any, str]]:
    """(id, default, doc) for every option, for docs and `jongg rules`."""
    return [(f.name, f.default, f.metadata.get("doc", "")) for f in dataclasses.fields(cls)]


def option_specs(cls: type[Any]) -> list[dict[str, Any]]:
    """Every option as plain data for a form that offers only allowed values: id, default, kind (`bool`,
    `int`, `str`), choices (or None), the bounds of a number, and whether null (none) is allowed."""
    out = []
    for f in dataclasses.fields(cls):
        meta = f.metadata
        choices = list(meta["choices"]) if meta["choices"] is not None else None
        out.append(
            {
                "id": f.name,
                "default": f.default,
                "kind": meta["kind"].__name__,
                "choices": choices,
                "min": meta["lo"],
                "max": meta["hi"],
                "nullable": f.default is None,
            }
        )
    return out


_OPTIONS: dict[tuple[str, tuple[tuple[str, type, Any], ...]], Any] = {}
"""Validated options by rule set and given items (a table asks with the same options for every hand it scores);
the objects are frozen, so sharing them is safe."""


class Ruleset(ABC):
    """A rule set found by id in the registry (`jongg.find_ruleset`)."""

    id: ClassVar[str]
    name_en: ClassVar[str]
    name_de: ClassVar[str]
    forms: ClassVar[Forms]
    """The winning forms of the rule set: the one place they are defined (scoring, the engine and the CLI
    read them)."""
    options_type: ClassVar[type[Any]]
    flow: ClassVar[Flow | None] = None
    """How a hand is played (`jongg.rules.flow`); None for a rule set the engine cannot play yet."""
    request_fields: ClassVar[frozenset[str]] = frozenset()
    """The optional request fields this rule set reads (`irregular`, `context`, `riichi`); others must be default."""
    win_flags: ClassVar[frozenset[str]] = frozenset()
    """The `win` flags this rule set reads (`contract.md` §1); the others must stay false in its requests."""

    # What the services and surfaces need to know of a rule set, as plain data: `rules/` imports none of them,
    # so each names a capability that the layer above keeps in a registry of its own (no code outside `rules/`
    # asks for a rule-set id). A new rule set names the existing entry that fits it, or adds one there.
    bot_profile: ClassVar[str | None] = None
    """How the standard bot plays it (`jongg.bots.standard.PROFILES`: `classical`, `hk-easy`, `riichi`);
    None: no standard bot yet."""
    scoresheet: ClassVar[str | None] = None
    """The scoresheet's match logic for it (`jongg.scoresheet.adapters.ADAPTERS`: `classical`, `hk-easy`,
    `riichi`); None: the scoresheet cannot keep its matches yet."""
    words: ClassVar[str] = "dmjl"
    """The words of play the screens use (`jongg.i18n`): `dmjl` (chow, pung, kong, Mah-Jongg) or `riichi` (chi,
    pon, kan, ron, tsumo)."""
    scores_waits: ClassVar[bool] = False
    """A ready hand may still not win on a wait (Riichi: it needs a yaku), so the hand analysis scores each wait
    as a win by discard and by self-draw (`jongg.advice`)."""

    def scores_waits_with(self, options: Any) -> bool:
        """Whether, under these (validated) options, a ready hand may still not win on a wait, so that the hand
        analysis scores each wait (`jongg.advice`): `scores_waits`, or a minimum an option sets."""
        return self.scores_waits

    def options(self, given: Mapping[str, Any] | None = None) -> Any:
        """The validated, frozen options (defaults for everything not given)."""
        if not given:
            defaults = self.__dict__.get("_defaults")
            if defaults is None:
                defaults = self.__dict__["_defaults"] = self.options_type()
            return defaults
        try:
            key = tuple((name, type(value), value) for name, value in given.items())  # True is not 1 here
            found = _OPTIONS.get((self.id, key))
        except TypeError:  # an unhashable value: validated below, and refused
            return build_options(self.options_type, given, self.id)
        if found is None:
            found = build_options(self.options_type, given, self.id)
            if len(_OPTIONS) >= 1000:
                _OPTIONS.clear()
            _OPTIONS[(self.id, key)] = found
        return found

    @abstractmethod
    def score(self, request: ScoreRequest) -> ScoreResult:
        """Score one hand; raises a `JonggError` subclass for a bad request."""

    @abstractmethod
    def settle(self, request: SettleRequest) -> Settlement:
        """Who pays whom; raises a `JonggError` subclass for a bad request."""

    @abstractmethod
    def deal_passes(self, request: SettleRequest, east_consecutive_wins: int = 0) -> bool:
        """Whether the deal passes to the next player after the hand `request` settles; `east_consecutive_wins`
        is the dealer's streak before this hand (Classical caps it)."""

    @abstractmethod
    def rule_tables(self) -> Sequence[tuple[str, Sequence[Rule[Any]]]]:
        """The rule set's tables as (title, rules), in table order, for docs and `jongg rules`."""
