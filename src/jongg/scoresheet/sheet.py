"""The scoresheet service: matches and their entries in one SQLite file, replayed through the rules layer."""

from __future__ import annotations

import copy
import csv
import dataclasses
import io
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from jongg.errors import Phrase
from jongg.scoresheet.adapters import rules_for
from jongg.scoresheet.entries import Entry, PenaltyRecord, check_player_names
from jongg.scoresheet.errors import HandNumberConflict, InvalidEntry, MatchOver, NotASheet, NothingToUndo
from jongg.scoresheet.match import MatchRules, MatchState, Outcome, Placing
from jongg.scoresheet.store import MatchInfo, Store, StoredEntry, Tx

R = TypeVar("R")
BeforeCommit = Callable[[R], object] | None
"""Called with what a write did, inside its transaction: if it raises, nothing is stored. The CLI renders its
output there, so that nothing it prints can fail after the entry is stored (and a retry cannot store it twice)."""

TABLE_POINTS = (4, 2, 1, 0)
"""Standings: points for places 1–4 in a match (tied players share the points of the places they hold)."""


@dataclass(frozen=True, slots=True)
class MatchView:
    """A match replayed from its entries: its state now and the outcome of every entry."""

    info: MatchInfo
    rules: MatchRules
    state: MatchState
    outcomes: tuple[Outcome, ...]
    changed: tuple[int, ...] = ()
    """Entries whose payments differ from those recorded (the rules changed since); totals follow the rules now."""

    @property
    def finished(self) -> str | None:
        return self.state.finished

    def placings(self) -> list[Placing]:
        return self.rules.placings(self.state)

    def to_json(self) -> dict[str, Any]:
        """The export: match, players, `totals` by name, the state now, and every entry with its payments."""
        state = self.state
        return {
            "match": self.info.id,
            "ruleset": self.info.ruleset,
            "options": dict(self.info.options),
            "players": list(self.info.players),
            "created": self.info.created,
            "totals": {name: state.totals[name] for name in self.info.players},
            "finished": state.finished,
            "state": {
                "hand": state.hand,
                "round_wind": state.round_wind,
                "east": state.east,
                "seats": state.seat_winds(),
                **self.rules.status(state),
            },
            "placings": [
                {"name": p.name, "place": p.place, "total": p.total, "score": p.score} for p in self.placings()
            ],
            "hands": [o.to_json() for o in self.outcomes],
        }

    def to_csv(self) -> str:
        """One row per entry: where it stood, what happened, each player's net and running total."""
        players = list(self.info.players)
        header = ["entry", "hand", "kind", "round", "east", "summary", *players, *(f"{p} total" for p in players)]
        return csv_text(
            header,
            (
                [
                    o.entry,
                    o.hand,
                    o.kind,
                    o.round_wind,
                    o.east,
                    str(o.summary),
                    *(o.net.get(p, 0) for p in players),
                    *(o.totals[p] for p in players),
                ]
                for o in self.outcomes
            ),
        )


@dataclass(frozen=True, slots=True)
class Recorded:
    """An entry just recorded: the match after it, and what it did."""

    view: MatchView
    outcome: Outcome


@dataclass(frozen=True, slots=True)
class Undone:
    """What `undo` removed: an entry (with what it had done), or an empty match."""

    match: MatchInfo
    outcome: Outcome | None
    view: MatchView | None


@dataclass(slots=True)
class Standing:
    ruleset: str
    name: str
    matches: int = 0
    finished: int = 0
    first: int = 0
    table_points: float = 0.0
    score: float = 0.0
    places: list[int] = field(default_factory=list)
    rank: int = 0

    @property
    def average_place(self) -> float:
        return sum(self.places) / len(self.places) if self.places else 0.0


def check_new(
    ruleset: str, players: Sequence[str], options: Mapping[str, Any] | None = None
) -> tuple[MatchRules, tuple[str, ...]]:
    """The match logic and the checked player names for a new match; the options it stores are complete
    (every option with its value), so a later change of a default cannot change a recorded match."""
    names = check_player_names(players)
    given = rules_for(ruleset, dict(options or {}))
    return rules_for(given.ruleset.id, dataclasses.asdict(given.options)), names


class Scoresheet:
    """Matches scored at a real table, kept in one SQLite file.

    Every entry goes in through the rules layer and its own transaction; the state is always replayed from
    the entries, so `undo` is exact and a crash never leaves half an entry. A sheet keeps each match as it last
    replayed or recorded it, and uses that while no other connection has written to the file since: else each
    entry would replay the whole match again (twice: a caller looks at the match before it records), and a
    match would cost the square of its length.
    """

    def __init__(self, path: str | os.PathLike[str], *, create: bool = False) -> None:
        self.store = Store(path, create=create)
        self._kept: dict[int, tuple[int, MatchView]] = {}
        """By match id: the match as this sheet last saw it, and `Tx.version` then."""

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Scoresheet:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing -------------------------------------------------------------------------------------------
    def new_match(
        self,
        ruleset: str,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        *,
        before_commit: BeforeCommit[MatchView] = None,
    ) -> MatchView:
        """Start a match; the first player sits East (E0). Options are checked by the rule set."""
        from jongg import __version__

        rules, names = check_new(ruleset, players, options)
        with self.store.write() as tx:
            info = tx.add_match(rules.ruleset.id, rules.given, names, __version__)
            view = _before_commit(MatchView(info, rules, rules.start(names), ()), before_commit)
        self._keep(tx, view)
        return view

    def record(
        self,
        entry: Entry,
        *,
        match: int | None = None,
        expect: int | None = None,
        before_commit: BeforeCommit[Recorded] = None,
    ) -> Recorded:
        """Record one entry (a hand, a penalty, time-up) in the match (default: the last one started).

        `expect`: the number of the hand this entry is for. It is refused if that hand is already recorded
        (a retry after a crash cannot record a hand twice), or if another hand is in progress.
        """
        with self.store.write() as tx:
            view = self._replay(tx, match)
            state = view.state
            entry = entry.resolved(state.players)
            if expect is not None:
                self._check_expected(view, entry, expect)
            if state.finished is not None:
                raise MatchOver("sheet.match_over_start_new_one", id=view.info.id, finished=state.finished)
            number = state.entries + 1
            hand = state.hand
            outcome = view.rules.apply(state, entry, number)
            if expect is not None and isinstance(entry, PenaltyRecord) and not outcome.ends_hand:
                self._check_repeated_penalty(tx, view, entry, hand)
            tx.add_entry(view.info.id, number, hand, outcome.ends_hand, entry, outcome.to_json())
            after = MatchView(view.info, view.rules, state, (*view.outcomes, outcome), view.changed)
            recorded = _before_commit(Recorded(after, outcome), before_commit)
            self._forget(view.info.id)
        self._keep(tx, after)
        return recorded

    def undo(
        self,
        *,
        match: int | None = None,
        entry: int | None = None,
        any_match: bool = False,
        before_commit: BeforeCommit[Undone] = None,
    ) -> Undone:
        """Remove the last entry of the match (default: the last one started; with `entry`: only if it is
        that entry). A match without entries is removed itself only with `any_match` (its start is then the
        last entry of the file), so that repeated undos never reach into an earlier match unasked."""
        if any_match and match is not None:
            raise InvalidEntry("sheet.give_match_n_or")
        with self.store.write() as tx:
            view = self._replay(tx, match)
            last = view.state.entries
            if entry is not None and entry != last:
                what = Phrase("sheet.last_entry_is", last=last) if last else Phrase("sheet.no_entries")
                raise NothingToUndo("sheet.entry_not_last_one", entry=entry, what=what)
            if last == 0 and not any_match:
                raise NothingToUndo("sheet.match_has_no_entries", id=view.info.id)
            if last == 0:
                tx.delete_match(view.info.id)
                undone = _before_commit(Undone(view.info, None, None), before_commit)
            else:
                tx.delete_entry(view.info.id, last)
                rest = self._replay_entries(tx, view.info)
                undone = _before_commit(Undone(view.info, view.outcomes[-1], rest), before_commit)
            self._forget(view.info.id)
        if undone.view is not None:
            self._keep(tx, undone.view)
        return undone

    # -- reading -------------------------------------------------------------------------------------------
    def match(self, match: int | None = None) -> MatchView:
        """The match (default: the last one started), replayed from its entries."""
        with self.store.read() as tx:
            return self._replay(tx, match)

    def matches(self) -> list[MatchInfo]:
        with self.store.read() as tx:
            return tx.matches()

    def entries(self, match: int | None = None) -> list[StoredEntry]:
        with self.store.read() as tx:
            return tx.entries(tx.match(match).id)

    def standings(self) -> list[Standing]:
        """Every player over all matches in the file (in progress included, at their current totals), one
        ranking per rule set (their scores are different units), by rule-set id: ranked by table points (4, 2,
        1, 0 for places 1–4, shared on ties), then by score (DMJL: points won; Riichi: the result with oka and
        uma)."""
        table: dict[tuple[str, str], Standing] = {}
        with self.store.read() as tx:
            views = [self._replay(tx, info.id) for info in tx.matches()]
        for view in views:
            placings = view.placings()
            for p in placings:
                row = table.setdefault((view.info.ruleset, p.name), Standing(view.info.ruleset, p.name))
                row.matches += 1
                row.finished += view.finished is not None
                row.first += p.place == 1
                row.places.append(p.place)
                row.score += p.score
                shared = [q for q in placings if q.place == p.place]
                row.table_points += sum(TABLE_POINTS[p.place - 1 + i] for i in range(len(shared))) / len(shared)
        ranked = sorted(table.values(), key=lambda s: (s.ruleset, -s.table_points, -s.score, s.name.casefold()))
        for row in ranked:
            row.rank = 1 + sum(
                1
                for o in ranked
                if o.ruleset == row.ruleset and (o.table_points, o.score) > (row.table_points, row.score)
            )
        return ranked

    # -- internals -----------------------------------------------------------------------------------------
    def _replay(self, tx: Tx, match: int | None) -> MatchView:
        """A copy of the match kept if it still holds (`Tx.version`), else the match replayed from its entries
        and kept (read before anything this transaction writes, it holds whether or not it commits)."""
        info = tx.match(match)
        kept = self._kept.get(info.id)
        if kept is not None and kept[0] == tx.version:
            return _copy(kept[1])
        view = self._replay_entries(tx, info)
        self._keep(tx, view)
        return view

    def _replay_entries(self, tx: Tx, info: MatchInfo) -> MatchView:
        stored = tx.entries(info.id)
        try:
            rules = rules_for(info.ruleset, info.options)
        except Exception as e:
            raise NotASheet("sheet.match_cannot_replayed", id=info.id, e=e) from None
        state = rules.start(info.players)
        outcomes = []
        changed = []
        for item in stored:
            try:
                outcome = rules.apply(state, item.entry, item.seq)
            except Exception as e:
                raise NotASheet("sheet.match_entry_cannot_replayed", id=info.id, seq=item.seq, e=e) from None
            if outcome.to_json().get("payments") != item.result.get("payments"):
                changed.append(item.seq)
            outcomes.append(outcome)
        return MatchView(info, rules, state, tuple(outcomes), tuple(changed))

    def _keep(self, tx: Tx, view: MatchView) -> None:
        """Keep a copy of the match as transaction `tx` read it, or left it once it committed."""
        self._kept[view.info.id] = (tx.version, _copy(view))

    def _forget(self, match_id: int) -> None:
        """Called in a write just before its COMMIT: a COMMIT that fails may still have written the file."""
        self._kept.pop(match_id, None)

    @staticmethod
    def _check_expected(view: MatchView, entry: Entry, expect: int) -> None:
        hand = view.state.hand
        if expect < hand:
            raise HandNumberConflict("sheet.hand_already_recorded_hand", expect=expect, hand=hand)
        if expect > hand:
            raise HandNumberConflict("sheet.hand_next_not_nothing", hand=hand, expect=expect)

    @staticmethod
    def _check_repeated_penalty(tx: Tx, view: MatchView, entry: PenaltyRecord, hand: int) -> None:
        """A penalty during hand `hand` with `expect`: refused if the last entry is the same penalty in the
        same hand (what a retry after a crash would record twice)."""
        stored = tx.entries(view.info.id)
        if stored and stored[-1].hand == hand and stored[-1].entry == entry:
            raise HandNumberConflict("sheet.penalty_already_last_entry", hand=hand)


def _copy(view: MatchView) -> MatchView:
    """The view with a state of its own (`MatchRules.apply` changes a state in place)."""
    return dataclasses.replace(view, state=copy.deepcopy(view.state))


def _before_commit(result: R, before_commit: BeforeCommit[R]) -> R:
    if before_commit is not None:
        before_commit(result)
    return result


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A text cell starting with one of these is run as a formula by a spreadsheet (CSV injection)."""


def csv_text(header: Sequence[str], rows: Iterable[Sequence[str | int | float]]) -> str:
    """CSV for a spreadsheet (RFC 4180: CRLF line ends, so a cell holding a CR or LF is quoted): a text cell
    that would run as a formula gets a leading `'` (it shows as text); numbers stay numbers (`-300` is a
    payment, not a formula), written by `number_text`."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    for row in (header, *rows):
        writer.writerow([_csv_cell(cell) for cell in row])
    return buffer.getvalue()


def _csv_cell(cell: str | int | float) -> str:
    if isinstance(cell, str):
        return "'" + cell if cell.startswith(FORMULA_STARTS) else cell
    return number_text(cell)


def number_text(value: float) -> str:
    """`4`, `5.5`, `-0.25`: a whole number without a decimal point, no exponent, no trailing zeros."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:f}".rstrip("0")
