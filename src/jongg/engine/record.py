"""Records: replay a table from its events, and verify a finished record by deriving it again from its seed."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from jongg import __version__
from jongg.engine import reducer, seeding
from jongg.engine.actions import Action, TimeUp, action_from_json
from jongg.engine.event_types import Event, MatchEnd, MatchStart, parse_record
from jongg.engine.state import CHECK, WINDOW
from jongg.engine.table import Table
from jongg.errors import IllegalAction, JonggError, Phrase


def replay(record: Sequence[dict[str, Any]], seed: bytes | int | None = None) -> Table:
    """The table a record describes, rebuilt by the reducer from its events (no shuffling).

    A public seed is read from the header; give a secret seed to play on from an unfinished record. The record
    is checked where it enters (`event_types.parse_record`, each event parsed once into its typed form and applied
    so: `InvalidRecord` for a shape the table never writes); an
    event that has the right shape but does not fit the table (a tile the wall does not hold, a claim nobody was
    asked for) is the reducer's `IllegalAction`.
    """
    events = list(record)
    typed = parse_record(events)
    header = typed[0]
    assert isinstance(header, MatchStart)  # parse_record's first event
    table = Table.__new__(Table)
    table._setup(header.ruleset, header.options)
    table.seed = header.seed if seed is None and header.seed is not None else (seed or 0)
    table.salt = b"" if header.seed_public else seeding.salt_of(table.seed)
    table._walls = None
    table.one_hand = bool(header.prepared)
    state, kept, log = table.state, table.events, table.log
    for n, event in enumerate(typed):
        kept.append(dict(events[n]))
        log.append(event)
        try:
            reducer.apply(state, event)
        except JonggError as exc:  # the rules' own error (a hand the scorer refuses): said of the event
            if isinstance(exc, IllegalAction):
                raise
            raise IllegalAction("engine.event_does_not_fit", n=n, event=event.type, exc=exc) from None
    return table


def verify(record: Sequence[Any]) -> list[str]:
    """What is wrong with a finished record: empty if it is sound, else its first difference from the rules.

    The record is derived again, not only replayed. After the seed commitment is checked, a fresh `Table` is
    built from the header (rule set, options, players, the public or revealed seed and salt, the seats that
    declare their own bonus tiles) and driven by the decisions the record shows: each seat's answer to a claim
    window (its `call`) and each turn's action (read from the event it made: a discard, a call, a kong, a
    Mah-Jongg, a bonus tile, ...), each picked from the seat's legal actions. Every event the table emits must
    equal the recorded one at its position, field by field, and the record ends where the match does. So a wall,
    the dice, a score, a placing, a claimed tile or a header field that the rules do not give is found, and the
    problem names the event, its type and the field. The header's `play` key (`jongg play`'s data to resume a
    match) is the host's, not the rules', and is left alone. Never raises: anything malformed is a problem.
    """
    try:
        events = list(record) if isinstance(record, Sequence) else record
        typed = parse_record(events)
        problem = _problem(events, typed)
    except JonggError as exc:  # the record's shape (InvalidRecord), or a table that cannot be set up from it
        problem = Phrase("errors.nested", error=exc)
    return [] if problem is None else [problem]


HOST_KEYS = frozenset({"play"})
"""Header keys a host adds that the rules do not give (`jongg play`'s `play`); `verify` does not check them."""

_INPUTS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "ruleset": (lambda v: isinstance(v, str), "engine.rule_set_id"),
    "options": (lambda v: isinstance(v, dict), "engine.object_of_options"),
    "players": (
        lambda v: isinstance(v, list) and len(v) == 4 and all(isinstance(p, str) for p in v),
        "engine.four_names",
    ),
    "manual_bonus": (lambda v: isinstance(v, list) and all(type(s) is int for s in v), "engine.list_of_seats"),
}
"""The header fields a table is built from (taken as given: nothing derives them), and the id of the form each
must have."""
_MISSING = object()
_ENCODER = json.JSONEncoder(sort_keys=True)
_SHOWN = 80
"""How many characters of a value a problem shows; a longer one is followed down to the part that differs."""


def _problem(record: Sequence[Any], typed: Sequence[Event]) -> str | None:
    """`record`'s first difference from the rules (`typed`: its events parsed, so of the shapes the table writes)."""
    first, last = typed[0], typed[-1]
    assert isinstance(first, MatchStart)  # parse_record's first event
    if not isinstance(last, MatchEnd):
        return Phrase("engine.record_not_finished")
    if first.prepared:
        return Phrase("engine.record_prepared_hand")
    if first.engine != __version__:
        made = _show(first.engine)
        return Phrase("engine.record_of_other_version", made=made, version=__version__)
    header = record[0]
    for key, (fits, what) in _INPUTS.items():
        if not fits(header.get(key)):
            return Phrase("engine.header_field_not", key=key, value=_show(header.get(key)), what=Phrase(what))
    seed = _seed(first, last)
    if isinstance(seed, str):
        return seed
    try:
        table = Table(
            header["ruleset"],
            header["options"],
            seed=seed[0],
            players=header["players"],
            salt=seed[1],
            manual_bonus=header["manual_bonus"],
        )
    except JonggError as exc:
        return Phrase("engine.header_sets_up_no_table", error=exc)
    return _derive(table, record)


def _seed(header: MatchStart, end: MatchEnd) -> tuple[bytes | int, bytes | None] | str:
    """The seed and salt to build the table with (the salt None for a public seed), or what is wrong with them."""
    if header.seed_public:
        if header.seed is None:
            return Phrase("engine.public_seed_not_whole")
        return header.seed, None
    if end.seed is None or end.salt is None:  # parsed: each is null or 1 to 64 bytes in hex
        return Phrase("engine.seed_not_revealed")
    secret, salt = bytes.fromhex(end.seed), bytes.fromhex(end.salt)
    if not 1 <= len(secret) <= 64:
        return Phrase("engine.revealed_seed_length")
    if seeding.commitment(secret, salt) != header.commitment:
        return Phrase("engine.seed_not_committed")
    return secret, salt


def _derive(table: Table, record: Sequence[dict[str, Any]]) -> str | None:
    """Drive `table` by the record's decisions, comparing each event it emits with the recorded one."""
    checked = 0
    while True:
        events = table.events
        for at in range(checked, len(events)):
            if at >= len(record):
                return Phrase("engine.record_ends_early", last=at - 1, at=at, kind=events[at]["type"])
            if events[at] != _rules_part(at, record[at]):  # Python's equality: fast, but 1 == 1.0 == true
                problem = _difference(at, events[at], _rules_part(at, record[at]))
                if problem is not None:
                    return problem
        checked = len(events)
        if table.done:
            break
        if checked >= len(record):
            return Phrase("engine.record_ends_at_decision", last=checked - 1)
        chosen = _decision(table, record, checked)
        if isinstance(chosen, str):
            return chosen
        seat, action = chosen
        try:
            table.step({seat: action})
        except IllegalAction as exc:
            return Phrase("engine.table_refuses_event", at=checked, kind=_kind(record[checked]), error=exc)
    if len(record) > checked:
        return Phrase("engine.record_goes_on", at=checked, kind=_kind(record[checked]))
    recorded = [_rules_part(at, event) for at, event in enumerate(record)]
    if _canon(table.events) != _canon(recorded):  # the same values in JSON too (no 1 for 1.0 or true)
        return next(filter(None, (_difference(at, e, recorded[at]) for at, e in enumerate(table.events))), None)
    return None


def _rules_part(at: int, event: dict[str, Any]) -> dict[str, Any]:
    """The recorded event as the rules give it: the header without the host's keys."""
    if at == 0 and HOST_KEYS & event.keys():
        return {k: v for k, v in event.items() if k not in HOST_KEYS}
    return event


def _decision(table: Table, record: Sequence[dict[str, Any]], at: int) -> tuple[int, Action] | str:
    """The seat that decides at event `at` and its action, read from the record; or why there is none."""
    seats = sorted(table.pending())
    event = record[at]
    if event.get("type") == "time_up" and seats:
        return seats[0], TimeUp()
    hand = table.state.hand
    if hand is not None and hand.phase in (WINDOW, CHECK):  # a claim window, or strict mode's check
        if event.get("type") != "call":
            who = ", ".join(map(str, seats))
            return Phrase("engine.window_waits_for", at=at, kind=_kind(event), who=who)
        seat = event.get("seat")
        if type(seat) is not int or seat not in seats:
            return Phrase("engine.call_seat_not_asked", at=at, seat=_show(seat))
        wanted = event.get("action")
    else:
        if len(seats) != 1:
            return Phrase("engine.no_seat_asked", at=at, kind=_kind(event))
        (seat,) = seats
        while record[at].get("type") == "dora" and at + 1 < len(record):  # a kong turns over a pending indicator
            at += 1
        event = record[at]
        wanted = _turn_choice(record, at)
        if wanted is None:
            return Phrase("engine.no_action_of_seat", at=at, kind=_kind(event), seat=seat)
    for action in [*table.legal_actions(seat), *table.strict_actions(seat)]:
        if action.to_json() == wanted:  # tiles are strings: no 1 for true here
            return seat, action
    try:  # strict mode: a named discard or a wrongly formed set is never listed, but checked
        unlisted: Action | None = action_from_json(wanted)
    except IllegalAction:
        unlisted = None
    if unlisted is not None and table.may_make(seat, unlisted):
        return seat, unlisted
    return Phrase("engine.seat_may_not_here", at=at, kind=_kind(event), seat=seat, action=_describe(wanted))


def _turn_choice(record: Sequence[dict[str, Any]], at: int) -> dict[str, Any] | None:
    """The JSON form of the action that made event `at` on a seat's turn (or its question before play)."""
    event = record[at]
    kind = event.get("type")
    if kind in ("discard", "original_call", "added_kong", "bonus", "mahjongg"):
        return {"type": kind, "tile": event.get("tile")}
    if kind == "named_discard":  # strict mode: a discard named as another tile
        return {"type": kind, "tile": event.get("tile"), "named": event.get("named")}
    if kind == "mahjongg_call":  # strict mode: a false call on the own turn
        return {"type": "mahjongg", "tile": event.get("tile")}
    if kind == "riichi":  # its discard follows
        after = record[at + 1] if at + 1 < len(record) else {}
        return {"type": "riichi", "tile": after.get("tile") if after.get("type") == "discard" else None}
    if kind == "concealed_kong":
        return {"type": kind, "consumed": event.get("tiles")}
    if kind == "keep_kongs":
        return {"type": "pass"}
    if kind == "abortive_draw" and event.get("reason") == "nine-terminals":
        return {"type": "nine_terminals"}
    return None


def _difference(at: int, derived: dict[str, Any], recorded: dict[str, Any]) -> str | None:
    """The first field in which the recorded event differs from the derived one, as a problem; None if none."""
    if _canon(derived) == _canon(recorded):
        return None
    first = ("type", "seq")
    keys = [*first, *(k for k in derived if k not in first), *(k for k in recorded if k not in derived)]
    for key in dict.fromkeys(keys):
        theirs, mine = derived.get(key, _MISSING), recorded.get(key, _MISSING)
        if _canon(theirs) == _canon(mine):
            continue
        kind = _kind(recorded)
        if derived["type"] == "hand_start" and key == "wall" and mine is not _MISSING:
            return Phrase("engine.wall_not_seeded", at=at, kind=kind, hand=derived["hand"])
        if derived["type"] == "hand_start" and key == "dice" and mine is not _MISSING:
            return Phrase("engine.dice_not_seeded", at=at, kind=kind, hand=derived["hand"])
        path, mine, theirs = _narrow(str(key), mine, theirs)
        if mine is _MISSING:
            return Phrase("engine.field_missing", at=at, kind=kind, path=path, theirs=_show(theirs))
        if theirs is _MISSING:
            return Phrase("engine.field_not_given", at=at, kind=kind, path=path, mine=_show(mine))
        return Phrase("engine.field_differs", at=at, kind=kind, path=path, mine=_show(mine), theirs=_show(theirs))
    return None  # not reached: texts that differ differ in a field


def _narrow(path: str, mine: Any, theirs: Any) -> tuple[str, Any, Any]:
    """Follow a long value down to its first differing part (a key, an item of lists of one length)."""
    while len(_canon(mine)) > _SHOWN or len(_canon(theirs)) > _SHOWN:
        if isinstance(mine, dict) and isinstance(theirs, dict):
            keys = [*theirs, *(k for k in mine if k not in theirs)]
            key = next((k for k in keys if _canon(mine.get(k, _MISSING)) != _canon(theirs.get(k, _MISSING))), None)
            if key is None:
                break
            path, mine, theirs = f"{path}.{key}", mine.get(key, _MISSING), theirs.get(key, _MISSING)
        elif isinstance(mine, list) and isinstance(theirs, list) and len(mine) == len(theirs):
            n = next((n for n, (a, b) in enumerate(zip(mine, theirs, strict=True)) if _canon(a) != _canon(b)), None)
            if n is None:
                break
            path, mine, theirs = f"{path}[{n}]", mine[n], theirs[n]
        else:
            break
    return path, mine, theirs


def _canon(value: Any) -> str:
    """A value's JSON text with sorted keys: equal texts, equal values (1, 1.0 and true are three values)."""
    return "\x00missing" if value is _MISSING else _ENCODER.encode(value)


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 3] + "..."


def _kind(event: dict[str, Any]) -> str:
    """An event's type as a problem names it."""
    kind = event.get("type")
    return kind[:40] if isinstance(kind, str) else _show(kind)


def _describe(wanted: Any) -> str:
    """An action's JSON form as text (`pung 5p 5p5p`), whatever the record holds."""
    if not isinstance(wanted, dict) or not isinstance(wanted.get("type"), str):
        return _show(wanted)
    parts = [wanted["type"][:40]]
    for key, value in wanted.items():
        if key != "type":
            joined = isinstance(value, list) and all(isinstance(v, str) for v in value)
            parts.append("".join(value)[:40] if joined else value[:40] if isinstance(value, str) else _show(value))
    return " ".join(parts)
