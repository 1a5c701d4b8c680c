"""Match logic per rule set: apply entries to a match state, through the rules layer.

A `MatchRules` adapter (one per rule set) turns an entry given by player names into the contract's requests
(seat winds from the state), lets the rule set score and settle it (the rule set raises typed errors for
anything it refuses), and moves the match on: who deals, the round, the end. Replaying a match's entries on
a fresh `MatchState` rebuilds it exactly, which is what makes `undo` exact. This module has the state and
what the adapters share; the adapters are in `match_dmjl.py` and `match_riichi.py`, and `adapters.rules_for`
picks one.

Common to the DMJL rule sets (`classical-dmjl.md` "Deal, rounds, end", `hk-easy.md`):

- Seats E0 S0 W0 N0 hold the players; the first player named sits in E0 and deals the first hand. The deal
  passes seat by seat (`Ruleset.deal_passes`); a round ends when the deal has passed four times (each player
  has been East and lost it), a match has four rounds (East, South, West, North).
- Seat rotation (Classical `seat_exchange`, HKE `seat_rotation`): after the East, South and West rounds the
  players sit as in the "Umsetzen" table of `hk-easy.md`, and the player now in E0 deals next.
- A penalty that ends the hand counts as a hand (it has a hand number); one that does not end it belongs to
  the hand in progress.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from jongg import i18n
from jongg.contract import (
    WINDS,
    Liability,
    PenaltyEntry,
    ScoreRequest,
    ScoreResult,
    SettleRequest,
    Transfer,
    Win,
    Wind,
)
from jongg.engine import match as shared
from jongg.errors import InvalidNotation, JonggError, Phrase
from jongg.rules import Ruleset
from jongg.rules import penalties as catalogs
from jongg.scoresheet.entries import RIICHI_FLAGS, WIN_FLAGS, Entry, HandEntry, PenaltyRecord, Stop, TimeUp, Winner
from jongg.scoresheet.errors import InvalidEntry, MatchOver

ROUND_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}
# The match by player names: the state, the deal and the rounds are the engine's `match` module.
if TYPE_CHECKING:
    MatchState = shared.MatchState[str]
    Placing = shared.Placing[str]
else:  # the plain classes at run time: a subscripted frozen slots dataclass cannot be called
    MatchState = shared.MatchState
    Placing = shared.Placing
TABLE = "table"
"""The party that holds riichi sticks in payments (never a player)."""


Payment = Transfer
"""One transfer of a settlement, by player name (or `"table"` for riichi sticks)."""


@dataclass(frozen=True, slots=True)
class Summary:
    """What an entry did, as facts: a message of `jongg.i18n` (`sheet.summary.*`), the players it names and its
    other values, so that each surface writes it in its own language (`text`); `str()` is the English, which
    the sheet's JSON and CSV keep."""

    key: str
    names: tuple[str, ...] = ()
    """The players named as one group ("Ben and Dan win"): joined by the language's "and", and counted (the
    message's singular for one)."""
    values: tuple[tuple[str, object], ...] = ()
    """The message's other fields; a `Summary` among them is written in the same language."""

    def text(self, lang: str = "en") -> str:
        values = {name: value.text(lang) if isinstance(value, Summary) else value for name, value in self.values}
        if self.names:
            values["names"] = i18n.text("sheet.summary.and", lang).join(self.names)
            values["n"] = len(self.names)
        return i18n.text(self.key, lang, **values)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one entry did: the scores, the payments, and where it left the match."""

    entry: int
    kind: str
    hand: int
    round_wind: Wind
    east: str
    seats: dict[str, Wind]
    summary: Summary
    ends_hand: bool
    deal_passed: bool
    payments: tuple[Payment, ...]
    net: dict[str, int]
    totals: dict[str, int]
    scores: dict[str, ScoreResult] = field(default_factory=dict)
    values: dict[str, int] = field(default_factory=dict)
    finished: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "entry": self.entry,
            "kind": self.kind,
            "hand": self.hand,
            "round_wind": self.round_wind,
            "east": self.east,
            "seats": dict(self.seats),
            "summary": str(self.summary),
            "ends_hand": self.ends_hand,
            "deal_passed": self.deal_passed,
            "scores": {name: result.to_json() for name, result in self.scores.items()},
            "values": dict(self.values),
            "payments": [p.to_json() for p in self.payments],
            "net": dict(self.net),
            "totals": dict(self.totals),
            "finished": self.finished,
        }
        out.update(self.extra)
        return out


@dataclass(frozen=True, slots=True)
class Settled:
    """A hand turned into the contract's settle request, with the scores that went into it."""

    request: SettleRequest
    scores: dict[str, ScoreResult]
    values: dict[str, int]
    summary: Summary


class MatchRules:
    """The match logic of a rule set, over its validated options. Subclasses: one per way of keeping a match,
    each named by the rule sets it serves (`Ruleset.scoresheet`)."""

    name: ClassVar[str]
    """The key of this match logic in `adapters.ADAPTERS`, as a rule set names it (`Ruleset.scoresheet`)."""
    catalog: ClassVar[tuple[catalogs.Penalty, ...]]
    ruleset: Ruleset
    ruleset_id: str
    given: dict[str, Any]
    options: Any

    def __init__(self, ruleset: Ruleset, options: Mapping[str, Any]) -> None:
        self.ruleset = ruleset
        self.ruleset_id = ruleset.id
        self.given = dict(options)
        self.options = ruleset.options(self.given)

    # -- set-up --------------------------------------------------------------------------------------------
    def start_score(self) -> int:
        return 0

    def rotates_seats(self) -> bool:
        return False

    def start(self, players: Sequence[str]) -> MatchState:
        return MatchState(self.ruleset_id, tuple(players), list(players), dict.fromkeys(players, self.start_score()))

    # -- entries -------------------------------------------------------------------------------------------
    def apply(self, state: MatchState, entry: Entry, number: int) -> Outcome:
        """Apply `entry` (names already resolved) as entry `number`; raises a `JonggError` and leaves `state`
        as it was if the entry does not fit."""
        if state.finished is not None:
            raise MatchOver("sheet.match_over_start_new", finished=state.finished)
        seats, hand, round_wind, east = state.seat_winds(), state.hand, state.round_wind, state.east
        if isinstance(entry, HandEntry):
            outcome = self.apply_hand(state, entry)
        elif isinstance(entry, PenaltyRecord):
            outcome = self.apply_penalty(state, entry)
        elif isinstance(entry, TimeUp):
            outcome = self.apply_time_up(state, entry)
        else:
            outcome = self.apply_stop(state, entry)
        state.entries = number
        return Outcome(
            number,
            entry.kind,
            hand,
            round_wind,
            east,
            seats,
            outcome.summary,
            outcome.ends_hand,
            outcome.deal_passed,
            outcome.payments,
            outcome.net,
            dict(state.totals),
            outcome.scores,
            outcome.values,
            state.finished,
            outcome.extra,
        )

    def apply_hand(self, state: MatchState, entry: HandEntry) -> Outcome:
        self.check_hand(state, entry)
        settled = self.settle_hand(state, entry)
        settlement = self.ruleset.settle(settled.request)
        passes = self.deal_passes(state, settled.request)
        payments, net = self.pay(state, settlement.transfers)
        east_won = settled.request.winner == "E"
        self.end_hand(state, passes, east_won)
        return partial_outcome(settled.summary, True, passes, payments, net, settled.scores, settled.values)

    def apply_penalty(self, state: MatchState, entry: PenaltyRecord) -> Outcome:
        seats = state.seat_winds()
        penalty = PenaltyEntry(
            entry.rule,
            tuple(seats[n] for n in entry.offenders),
            None if entry.claimer is None else seats[entry.claimer],
        )
        request = SettleRequest(self.ruleset_id, penalties=(penalty,), options=self.penalty_options())
        settlement = self.ruleset.settle(request)
        row = catalogs.find_penalty(self.catalog, penalty)
        self.check_penalty(state, entry)
        passes = self.deal_passes(state, request) if row.ends_hand else False
        payments, net = self.pay(state, settlement.transfers)
        to = "" if entry.claimer is None else Summary("sheet.summary.penalty_to", values=(("claimer", entry.claimer),))
        then = Summary("sheet.summary.ends" if row.ends_hand else "sheet.summary.continues")
        who = ", ".join(entry.offenders)
        facts = (("id", row.id), ("who", who), ("n", len(entry.offenders)), ("to", to), ("then", then))
        summary = Summary("sheet.summary.penalty", values=facts)
        if row.ends_hand:
            self.end_hand(state, passes, east_won=False)
        else:
            self.note_bust(state)
        return partial_outcome(summary, row.ends_hand, passes, payments, net)

    def apply_time_up(self, state: MatchState, entry: TimeUp) -> Outcome:
        raise InvalidEntry("sheet.time_up_match_agreed", ruleset_id=self.ruleset_id)

    def apply_stop(self, state: MatchState, entry: Stop) -> Outcome:
        raise InvalidEntry("sheet.stop_riichi_hana_dealer", ruleset_id=self.ruleset_id)

    # -- hooks ---------------------------------------------------------------------------------------------
    def check_hand(self, state: MatchState, entry: HandEntry) -> None:
        """What every rule set refuses: the win's source, and fields this rule set does not read."""
        winners = [w.name for w in entry.winners]
        if len(winners) > self.max_winners():
            most = (
                Phrase("sheet.one_winner")
                if self.max_winners() == 1
                else Phrase("sheet.at_most_winners", n=self.max_winners())
            )
            raise InvalidEntry(
                "sheet.has_per_hand_not", ruleset_id=self.ruleset_id, most=most, winners_count=len(winners)
            )
        if not winners:
            if entry.self_draw or entry.discarder is not None:
                raise InvalidEntry("sheet.draw_has_no_self")
            if entry.dangerous is not None:
                raise InvalidEntry("sheet.dangerous_needs_winner")
        elif entry.self_draw == (entry.discarder is not None):
            raise InvalidEntry("sheet.win_needs_either_self")
        elif entry.discarder in winners:
            raise InvalidEntry("sheet.cannot_win_his_own", discarder=entry.discarder)
        if len(winners) > 1 and entry.self_draw:
            raise InvalidEntry("sheet.several_winners_need_discard")
        if entry.dangerous is not None and entry.dangerous.name in winners:
            raise InvalidEntry("sheet.winner_and_cannot_liable", name=entry.dangerous.name)
        for winner in entry.winners:
            if winner.flags and winner.hand is None:
                raise InvalidEntry("sheet.win_flags_need_winning", flags=", ".join(winner.flags))

    def check_penalty(self, state: MatchState, entry: PenaltyRecord) -> None:
        """What a rule set refuses in a penalty beyond its catalog row (checked first, by the rule set)."""

    def max_winners(self) -> int:
        return 1

    def settle_hand(self, state: MatchState, entry: HandEntry) -> Settled:
        raise NotImplementedError

    def penalty_options(self) -> dict[str, Any]:
        return self.given

    def deal_passes(self, state: MatchState, request: SettleRequest) -> bool:
        return self.ruleset.deal_passes(request, east_consecutive_wins=state.streak)

    def pay(self, state: MatchState, transfers: Sequence[Transfer]) -> tuple[tuple[Payment, ...], dict[str, int]]:
        """Transfers between winds (and the table) by player name, added to the totals; the net per player."""
        names: dict[str, str] = {w: state.player_at(w) for w in WINDS}
        payments = tuple(
            Payment(names.get(t.from_, t.from_), names.get(t.to, t.to), t.amount, t.reason) for t in transfers
        )
        net = dict.fromkeys(state.players, 0)
        for p in payments:
            if p.from_ in net:
                net[p.from_] -= p.amount
            if p.to in net:
                net[p.to] += p.amount
        for name, amount in net.items():
            state.totals[name] += amount
        return payments, net

    def end_hand(self, state: MatchState, passes: bool, east_won: bool) -> None:
        """The hand in progress has ended: pass the deal or not, move on the round, end the match."""
        state.pass_on(passes, east_won, self.rotates_seats())
        self.note_bust(state)
        self.check_end(state)

    def note_bust(self, state: MatchState) -> None:
        """Rule sets that end a match on a bust remember who went below zero during the hand."""

    def check_end(self, state: MatchState) -> None:
        state.check_dmjl_end(ends_on_bust=False, rounds=self.rounds())

    def rounds(self) -> int:
        """The rounds of the match, as the rule set's flow counts them (a shorter match by agreement)."""
        flow = self.ruleset.flow
        return 4 if flow is None else flow.rounds(self.options)

    # -- results -------------------------------------------------------------------------------------------
    def placings(self, state: MatchState) -> list[Placing]:
        return state.placings(self.start_score())

    def status(self, state: MatchState) -> dict[str, Any]:
        """Rule-set specific lines for `show` (Riichi: honba, sticks)."""
        return {}

    # -- helpers -------------------------------------------------------------------------------------------
    def score(self, name: str, request: ScoreRequest) -> ScoreResult:
        """Score one player's hand; an error names the player and keeps its type."""
        try:
            return self.ruleset.score(request)
        except InvalidNotation as e:
            reason = Phrase(e.code, **e.params)
            raise type(e)(
                "sheet.player_hand", position=e.position, name=name, hand=request.hand, reason=reason
            ) from None
        except JonggError as e:
            raise type(e)("sheet.player_hand", name=name, hand=request.hand, reason=e) from None

    def win_of(self, state: MatchState, entry: HandEntry, winner: Winner) -> Win:
        seats = state.seat_winds()
        flags: dict[str, Any] = {f: True for f in winner.flags if f in WIN_FLAGS}
        if entry.self_draw:
            return replace(Win("self-draw"), **flags)
        assert entry.discarder is not None
        return replace(Win("discard", seats[entry.discarder]), **flags)

    def liability(self, state: MatchState, entry: HandEntry) -> Liability | None:
        d = entry.dangerous
        if d is None:
            return None
        return Liability(state.seat_winds()[d.name], d.kind, d.no_choice)


def partial_outcome(
    summary: Summary,
    ends_hand: bool,
    passes: bool,
    payments: tuple[Payment, ...],
    net: dict[str, int],
    scores: dict[str, ScoreResult] | None = None,
    values: dict[str, int] | None = None,
) -> Outcome:
    """An outcome before `apply` adds where the entry stood (filled in there)."""
    return Outcome(0, "", 0, "E", "", {}, summary, ends_hand, passes, payments, net, {}, scores or {}, values or {})


def win_summary(state: MatchState, entry: HandEntry) -> Summary:
    """`Dan wins on Ann's discard`, `Ann wins by self-draw`, `Ben and Dan win on Cid's discard`, `draw`."""
    if entry.is_draw:
        return Summary("sheet.summary.draw")
    names = tuple(w.name for w in entry.winners)
    if entry.self_draw:
        return Summary("sheet.summary.self_draw", names)
    return Summary("sheet.summary.discard", names, (("discarder", entry.discarder),))


RIICHI_ONLY = (
    "riichi",
    "tenpai",
    "nagashi",
    "pao",
    "pao_for",
    "dora",
    "ura",
    "han",
    "fu",
    "yakuman",
    "abortive",
    "hana",
    *RIICHI_FLAGS,
)
"""Entry fields only `riichi-hana` reads."""


def refuse_fields(entry: HandEntry, ruleset: str, fields: Sequence[str], note: str = "") -> None:
    """Refuse entry fields (or winner value fields) this rule set does not read (`note`: why, if it helps)."""
    labels = {
        "losers": "--loser",
        "irregular": "--irregular",
        "values": "--values",
        "dangerous": "--dangerous",
        "riichi": "--riichi",
        "tenpai": "--tenpai",
        "nagashi": "--nagashi",
        "pao": "--pao",
        "dora": "--dora",
        "pao_for": "--pao NAME:WINNER",
        "ura": "--ura",
        "fan": "--fan",
        "han": "--han",
        "fu": "--fu",
        "yakuman": "--yakuman",
        "abortive": "--abortive",
        "hana": "--hana",
        "double_riichi": "--double-riichi",
        "ippatsu": "--ippatsu",
    }
    for name in fields:
        if name in ("fan", "han", "fu", "yakuman"):
            given = any(getattr(w, name) is not None for w in entry.winners)
        elif name in RIICHI_FLAGS:
            given = any(name in w.flags for w in entry.winners)
        else:
            given = bool(getattr(entry, name))
        if given and note:
            raise InvalidEntry("sheet.not_used", labels=labels[name], ruleset=ruleset, note=note)
        if given:
            raise InvalidEntry("sheet.not_used_2", labels=labels[name], ruleset=ruleset)


# -- dmjl-classical --------------------------------------------------------------------------------------
