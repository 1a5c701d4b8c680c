"""The entries of a scoresheet: what the players say at the table, by name, exactly as stored.

Entries are the source of truth of a match: the state (totals, who deals, the round) is replayed from them.
They hold player names, never seat winds (winds follow from the state when the entry is applied), and only
what was entered, never a computed value. Each has a JSON form (`to_json` / `entry_from_json`), the form
stored in the file and shown in the export.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from jongg.contract import Win
from jongg.errors import Phrase
from jongg.scoresheet.errors import InvalidEntry, UnknownPlayer

WIN_FLAGS: tuple[str, ...] = Win.FLAGS
"""The `win` flags of the contract (`replacement`, `last_tile`, …), in contract order."""
RIICHI_FLAGS: tuple[str, ...] = ("double_riichi", "ippatsu")
"""Winner flags only `riichi-hana` reads (riichi itself is `HandEntry.riichi`)."""
IRREGULAR_KINDS: tuple[str, ...] = ("short", "long", "foul", "dead")
LiableKind = Literal["winning-discard", "supplied-pung"]


def resolve_name(text: str, players: Sequence[str], what: str = "player") -> str:
    """The player `text` names: an exact match ignoring case, else the one player whose name starts with it.

    >>> resolve_name("ben", ["Ann", "Ben", "Cid", "Dan"])
    'Ben'
    >>> resolve_name("C", ["Ann", "Ben", "Cid", "Dan"])
    'Cid'
    """
    wanted = text.strip().casefold()
    exact = [p for p in players if p.casefold() == wanted]
    if exact:
        return exact[0]
    starts = [p for p in players if wanted and p.casefold().startswith(wanted)]
    if len(starts) == 1:
        return starts[0]
    names = ", ".join(players)
    if len(starts) > 1:
        raise UnknownPlayer("sheet.ambiguous_players", what=what, text=text, starts=", ".join(starts), names=names)
    raise UnknownPlayer("sheet.unknown_players", what=what, text=text, names=names)


def check_player_names(names: Sequence[str]) -> tuple[str, ...]:
    """Four distinct, non-empty names without the separators the CLI uses (`,` `=` `:`)."""
    cleaned = tuple(n.strip() for n in names)
    if len(cleaned) != 4:
        raise InvalidEntry(
            "sheet.match_has_four_players", cleaned_count=len(cleaned), value=", ".join(cleaned) or Phrase("sheet.none")
        )
    for name in cleaned:
        if not name:
            raise InvalidEntry("sheet.player_name_cannot_empty")
        bad = [c for c in ",=:" if c in name]
        if bad or not name.isprintable():
            raise InvalidEntry(
                "sheet.player_name_may_not", name=name, value=bad[0] if bad else Phrase("sheet.control_characters")
            )
        if name.casefold() == "table":
            raise InvalidEntry("sheet.table_reserved_holds_riichi")
    folded = [n.casefold() for n in cleaned]
    for i, name in enumerate(folded):
        if name in folded[:i]:
            raise InvalidEntry("sheet.player_named_twice", cleaned=cleaned[i])
    return cleaned


@dataclass(frozen=True, slots=True)
class Winner:
    """One winner: his hand in notation, or the value counted at the table (`fan`; `han`/`fu`; `yakuman`).

    Classical values are given for all four players in `HandEntry.values`, the winner's included.
    """

    name: str
    hand: str | None = None
    flags: tuple[str, ...] = ()
    fan: int | None = None
    han: int | None = None
    fu: int | None = None
    yakuman: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name}
        if self.hand is not None:
            out["hand"] = self.hand
        if self.flags:
            out["flags"] = list(self.flags)
        for key in ("fan", "han", "fu", "yakuman"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        return out

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Winner:
        _keys(obj, ("name", "hand", "flags", "fan", "han", "fu", "yakuman"), "winner")
        flags = tuple(_str_list(obj.get("flags", []), "winner.flags"))
        for flag in flags:
            if flag not in WIN_FLAGS + RIICHI_FLAGS:
                raise InvalidEntry("sheet.unknown_win_flag_known", flag=flag, value=", ".join(WIN_FLAGS + RIICHI_FLAGS))
        if len(set(flags)) != len(flags):
            raise InvalidEntry("sheet.win_flag_given_twice")
        return cls(
            _str(obj.get("name"), "winner.name"),
            _opt_str(obj.get("hand"), "winner.hand"),
            tuple(f for f in WIN_FLAGS + RIICHI_FLAGS if f in flags),
            *(_opt_int(obj.get(k), f"winner.{k}") for k in ("fan", "han", "fu", "yakuman")),
        )


@dataclass(frozen=True, slots=True)
class Dangerous:
    """Dangerous play (DMJL): who is liable, for which kind, and whether he had no choice."""

    name: str
    kind: LiableKind = "winning-discard"
    no_choice: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "no_choice": self.no_choice}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Dangerous:
        _keys(obj, ("name", "kind", "no_choice"), "dangerous")
        kind = obj.get("kind", "winning-discard")
        if kind not in ("winning-discard", "supplied-pung"):
            raise InvalidEntry("sheet.dangerous_kind_winning_discard", kind=kind)
        no_choice = obj.get("no_choice", False)
        if not isinstance(no_choice, bool):
            raise InvalidEntry("sheet.dangerous_no_choice_must_true")
        return cls(_str(obj.get("name"), "dangerous.name"), kind, no_choice)

    @classmethod
    def parse(cls, text: str) -> Dangerous:
        """`NAME`, `NAME:supplied`, `NAME:no-choice` or `NAME:supplied:no-choice` (the CLI form)."""
        name, *marks = text.split(":")
        kind: LiableKind = "winning-discard"
        no_choice = False
        for mark in marks:
            if mark.strip().lower() in ("supplied", "supplied-pung"):
                kind = "supplied-pung"
            elif mark.strip().lower() in ("no-choice", "nochoice"):
                no_choice = True
            else:
                raise InvalidEntry("sheet.dangerous_after_name_only", text=text)
        return cls(name.strip(), kind, no_choice)


@dataclass(frozen=True, slots=True)
class HandEntry:
    """One hand that ended by a win (one winner; two at a Riichi double ron) or a draw (`winners` empty)."""

    winners: tuple[Winner, ...] = ()
    self_draw: bool = False
    discarder: str | None = None
    losers: Mapping[str, str] = field(default_factory=dict)
    """Classical: the losers' hands in notation, by name (all four at a draw with `settle_draws`)."""
    irregular: Mapping[str, str] = field(default_factory=dict)
    """Classical: short / long / foul / dead, for a hand given in notation."""
    values: Mapping[str, int] = field(default_factory=dict)
    """Classical: the hand values counted at the table, by name."""
    dangerous: Dangerous | None = None
    riichi: tuple[str, ...] = ()
    """Riichi: the players who declared riichi in this hand (each puts a 1,000 stick on the table)."""
    tenpai: tuple[str, ...] = ()
    nagashi: tuple[str, ...] = ()
    pao: str | None = None
    """Riichi: the player liable for a daisangen or daisuushii (pao) …"""
    pao_for: str | None = None
    """… of this winner (needed only when two players win)."""
    dora: tuple[str, ...] = ()
    ura: tuple[str, ...] = ()
    abortive: bool = False
    """Riichi: an abortive draw (nine terminals, four winds, four riichi, four kans, triple ron)."""
    hana: Mapping[str, int] = field(default_factory=dict)
    """Riichi variation 3: flowers each player revealed in this hand (a chip from each other player per flower)."""

    kind: Literal["hand"] = "hand"

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def names(self) -> list[str]:
        """Every player name the entry mentions."""
        out = [w.name for w in self.winners]
        out += [n for n in (self.discarder, self.pao, self.pao_for) if n is not None]
        out += list(self.losers) + list(self.irregular) + list(self.values) + list(self.hana)
        out += list(self.riichi) + list(self.tenpai) + list(self.nagashi)
        if self.dangerous is not None:
            out.append(self.dangerous.name)
        return out

    def resolved(self, players: Sequence[str]) -> HandEntry:
        """This entry with every name replaced by the player it names (`UnknownPlayer` otherwise)."""

        def one(name: str, what: str) -> str:
            return resolve_name(name, players, what)

        def many(names: Iterable[str], what: str) -> tuple[str, ...]:
            out = tuple(one(n, what) for n in names)
            for i, name in enumerate(out):
                if name in out[:i]:
                    raise InvalidEntry("sheet.names_twice", what=what, name=name)
            return out

        def keyed(mapping: Mapping[str, Any], what: str, check: Callable[[Any], Any] = lambda v: v) -> dict[str, Any]:
            out: dict[str, Any] = {}
            for name, value in mapping.items():
                key = one(name, what)
                if key in out:
                    raise InvalidEntry("sheet.gives_twice_2", what=what, key=key)
                out[key] = check(value)
            return out

        winners = tuple(replace(w, name=one(w.name, Phrase("sheet.winner"))) for w in self.winners)
        if len({w.name for w in winners}) != len(winners):
            raise InvalidEntry("sheet.same_player_named_winner")
        return replace(
            self,
            winners=winners,
            discarder=None if self.discarder is None else one(self.discarder, Phrase("sheet.discarder")),
            losers=keyed(self.losers, Phrase("sheet.loser")),
            irregular=keyed(self.irregular, "irregular", _irregular_kind),
            values=keyed(self.values, "values"),
            dangerous=None
            if self.dangerous is None
            else replace(self.dangerous, name=one(self.dangerous.name, "dangerous")),
            riichi=many(self.riichi, "riichi"),
            tenpai=many(self.tenpai, "tenpai"),
            nagashi=many(self.nagashi, "nagashi"),
            pao=None if self.pao is None else one(self.pao, "pao"),
            pao_for=None if self.pao_for is None else one(self.pao_for, Phrase("sheet.pao_winner")),
            hana=keyed(self.hana, "hana"),
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": "hand", "winners": [w.to_json() for w in self.winners]}
        if self.winners:
            out["self_draw"] = self.self_draw
        if self.discarder is not None:
            out["discarder"] = self.discarder
        for key in ("losers", "irregular", "values", "hana"):
            if getattr(self, key):
                out[key] = dict(getattr(self, key))
        if self.dangerous is not None:
            out["dangerous"] = self.dangerous.to_json()
        for key in ("riichi", "tenpai", "nagashi", "dora", "ura"):
            if getattr(self, key):
                out[key] = list(getattr(self, key))
        for key in ("pao", "pao_for"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        if self.abortive:
            out["abortive"] = True
        return out

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> HandEntry:
        _keys(
            obj,
            (
                "kind",
                "winners",
                "self_draw",
                "discarder",
                "losers",
                "irregular",
                "values",
                "dangerous",
                "riichi",
                "tenpai",
                "nagashi",
                "pao",
                "pao_for",
                "dora",
                "ura",
                "abortive",
                "hana",
            ),
            Phrase("sheet.hand_entry"),
        )
        winners = obj.get("winners", [])
        if not isinstance(winners, list) or not all(isinstance(w, Mapping) for w in winners):
            raise InvalidEntry("sheet.winners_must_list_objects")
        self_draw = obj.get("self_draw", False)
        if not isinstance(self_draw, bool):
            raise InvalidEntry("sheet.self_draw_must_true_or")
        values = _int_map(obj.get("values", {}), "values")
        abortive = obj.get("abortive", False)
        if not isinstance(abortive, bool):
            raise InvalidEntry("sheet.abortive_must_true_or")
        dangerous = obj.get("dangerous")
        if dangerous is not None and not isinstance(dangerous, Mapping):
            raise InvalidEntry("sheet.dangerous_must_object")
        lists = {k: tuple(_str_list(obj.get(k, []), k)) for k in ("riichi", "tenpai", "nagashi", "dora", "ura")}
        return cls(
            winners=tuple(Winner.from_json(w) for w in winners),
            self_draw=self_draw,
            discarder=_opt_str(obj.get("discarder"), "discarder"),
            losers={k: _str(v, f"losers.{k}") for k, v in _str_map(obj.get("losers", {}), "losers").items()},
            irregular={k: _irregular_kind(v) for k, v in _str_map(obj.get("irregular", {}), "irregular").items()},
            values=values,
            dangerous=None if dangerous is None else Dangerous.from_json(dangerous),
            riichi=lists["riichi"],
            tenpai=lists["tenpai"],
            nagashi=lists["nagashi"],
            pao=_opt_str(obj.get("pao"), "pao"),
            pao_for=_opt_str(obj.get("pao_for"), "pao_for"),
            dora=lists["dora"],
            ura=lists["ura"],
            abortive=abortive,
            hana=_int_map(obj.get("hana", {}), "hana"),
        )


@dataclass(frozen=True, slots=True)
class PenaltyRecord:
    """A penalty from the rule set's catalog (`penalties.md`): its id, who pays (the offenders), the claimer."""

    rule: str
    offenders: tuple[str, ...]
    claimer: str | None = None

    kind: Literal["penalty"] = "penalty"

    def names(self) -> list[str]:
        return [*self.offenders, *([self.claimer] if self.claimer else [])]

    def resolved(self, players: Sequence[str]) -> PenaltyRecord:
        offenders = tuple(resolve_name(n, players, Phrase("sheet.payer")) for n in self.offenders)
        if not offenders:
            raise InvalidEntry("sheet.penalty_needs_least_one")
        if len(set(offenders)) != len(offenders):
            raise InvalidEntry("sheet.payer_named_twice")
        claimer = None if self.claimer is None else resolve_name(self.claimer, players, Phrase("sheet.claimer"))
        return replace(self, rule=self.rule.strip(), offenders=offenders, claimer=claimer)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": "penalty", "rule": self.rule, "offenders": list(self.offenders)}
        if self.claimer is not None:
            out["claimer"] = self.claimer
        return out

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> PenaltyRecord:
        _keys(obj, ("kind", "rule", "offenders", "claimer"), Phrase("sheet.penalty_entry"))
        return cls(
            _str(obj.get("rule"), "rule"),
            tuple(_str_list(obj.get("offenders"), "offenders")),
            _opt_str(obj.get("claimer"), "claimer"),
        )


@dataclass(frozen=True, slots=True)
class TimeUp:
    """The agreed time (`max_duration`) is reached: the hand in progress is abandoned and the match ends."""

    kind: Literal["time-up"] = "time-up"

    def names(self) -> list[str]:
        return []

    def resolved(self, players: Sequence[str]) -> TimeUp:
        return self

    def to_json(self) -> dict[str, Any]:
        return {"kind": "time-up"}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> TimeUp:
        _keys(obj, ("kind",), Phrase("sheet.time_up_entry"))
        return cls()


@dataclass(frozen=True, slots=True)
class Stop:
    """Riichi: the dealer, leading after a repeat in the last hand, ends the match (agari-yame / tenpai-yame)."""

    kind: Literal["stop"] = "stop"

    def names(self) -> list[str]:
        return []

    def resolved(self, players: Sequence[str]) -> Stop:
        return self

    def to_json(self) -> dict[str, Any]:
        return {"kind": "stop"}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Stop:
        _keys(obj, ("kind",), Phrase("sheet.stop_entry"))
        return cls()


Entry = HandEntry | PenaltyRecord | TimeUp | Stop


def entry_from_json(obj: object) -> Entry:
    """Read an entry back from its stored JSON form; `InvalidEntry` names what is wrong."""
    if not isinstance(obj, Mapping):
        raise InvalidEntry("sheet.entry_must_json_object")
    kind = obj.get("kind")
    if kind == "hand":
        return HandEntry.from_json(obj)
    if kind == "penalty":
        return PenaltyRecord.from_json(obj)
    if kind == "time-up":
        return TimeUp.from_json(obj)
    if kind == "stop":
        return Stop.from_json(obj)
    raise InvalidEntry("sheet.unknown_entry_kind", kind=kind)


# -- the CLI's short forms -------------------------------------------------------------------------------
def parse_pairs(texts: Iterable[str], option: str) -> list[tuple[str, str]]:
    """`NAME=VALUE` items, comma-separated and/or repeated: `['Ann=2,Ben=46', 'Cid=12']`."""
    out = []
    for text in texts:
        for part in text.split(","):
            if not part.strip():
                continue
            if "=" not in part:
                raise InvalidEntry("sheet.takes_name_value_not", option=option, part=part.strip())
            name, value = part.split("=", 1)
            out.append((name.strip(), value.strip()))
    return out


def parse_values(texts: Iterable[str], option: str = "--values") -> dict[str, int]:
    """`Ann=2,Ben=46` → {"Ann": 2, "Ben": 46}; names are resolved later."""
    out: dict[str, int] = {}
    for name, value in parse_pairs(texts, option):
        try:
            number = int(value)
        except ValueError:
            raise InvalidEntry("sheet.value_must_whole_number", option=option, name=name, value=value) from None
        if name in out:
            raise InvalidEntry("sheet.gives_twice", option=option, name=name)
        out[name] = number
    return out


def parse_hands(texts: Iterable[str], option: str = "--loser") -> dict[str, str]:
    """`Ben=111m666m55m77m234p` (repeated) → {"Ben": "111m666m55m77m234p"}. A hand string has no comma."""
    out: dict[str, str] = {}
    for text in texts:
        if "=" not in text:
            raise InvalidEntry("sheet.takes_name_hand_not", option=option, text=text)
        name, hand = text.split("=", 1)
        if name.strip() in out:
            raise InvalidEntry("sheet.gives_twice", option=option, name=name.strip())
        out[name.strip()] = hand.strip()
    return out


def parse_names(texts: Iterable[str]) -> tuple[str, ...]:
    """`Ann,Ben` and/or repeated options → ("Ann", "Ben")."""
    return tuple(part.strip() for text in texts for part in text.split(",") if part.strip())


# -- strict JSON helpers ---------------------------------------------------------------------------------
def _keys(obj: Mapping[str, Any], allowed: Sequence[str], where: str) -> None:
    unknown = sorted(set(obj) - set(allowed))
    if unknown:
        raise InvalidEntry("sheet.unknown_field", unknown=unknown[0], where=where)


def _str(value: object, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise InvalidEntry("sheet.must_non_empty_string", where=where)
    return value


def _opt_str(value: object, where: str) -> str | None:
    return None if value is None else _str(value, where)


def _opt_int(value: object, where: str) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidEntry("sheet.must_whole_number", where=where)
    return value


def _str_list(value: object, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InvalidEntry("sheet.must_list_strings", where=where)
    return list(value)


def _str_map(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, Mapping) or not all(isinstance(k, str) for k in value):
        raise InvalidEntry("sheet.must_object_keyed_player", where=where)
    return dict(value)


def _int_map(value: object, where: str) -> dict[str, int]:
    out = _str_map(value, where)
    for name, number in out.items():
        if not isinstance(number, int) or isinstance(number, bool):
            raise InvalidEntry("sheet.must_whole_number_not", where=where, name=name, number=number)
    return out


def _irregular_kind(value: object) -> str:
    if value not in IRREGULAR_KINDS:
        raise InvalidEntry("sheet.irregular_one_not", irregular_kinds=", ".join(IRREGULAR_KINDS), value=value)
    return str(value)
