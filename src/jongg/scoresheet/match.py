"""Match logic per rule set: apply entries to a match state, through the rules layer.

A `MatchRules` adapter (one per rule set) turns an entry given by player names into the contract's requests
(seat winds from the state), lets the rule set score and settle it (the rule set raises typed errors for
anything it refuses), and moves the match on: who deals, the round, the end. Replaying a match's entries on
a fresh `MatchState` rebuilds it exactly, which is what makes `undo` exact.

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
from typing import Any, ClassVar

from jongg.contract import (
    WINDS,
    HandValue,
    Liability,
    PenaltyEntry,
    RiichiInfo,
    ScoreRequest,
    ScoreResult,
    SettleRequest,
    Transfer,
    Win,
    Wind,
)
from jongg.errors import InvalidNotation, JonggError
from jongg.rules import RULESETS, Ruleset, find_ruleset
from jongg.rules import penalties as catalogs
from jongg.scoresheet.entries import RIICHI_FLAGS, WIN_FLAGS, Entry, HandEntry, PenaltyRecord, Stop, TimeUp, Winner
from jongg.scoresheet.errors import InvalidEntry, MatchOver, UnsupportedRuleset
from jongg.tiles import Tile

ROUND_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}
ROTATION: tuple[tuple[int, int, int, int], ...] = ((0, 1, 2, 3), (1, 0, 3, 2), (2, 3, 1, 0), (3, 2, 0, 1))
"""`hk-easy.md` "Umsetzen": for each round, which starting player (A=0 … D=3) sits in E0, S0, W0, N0."""
TABLE = "table"
"""The party that holds riichi sticks in payments (never a player)."""


Payment = Transfer
"""One transfer of a settlement, by player name (or `"table"` for riichi sticks)."""


@dataclass(slots=True)
class MatchState:
    """Where a match stands after some entries. Built only by replaying entries (`MatchRules.start/apply`)."""

    ruleset: str
    players: tuple[str, ...]
    """In starting order: the first sat in E0 and dealt the first hand."""
    seating: list[str]
    """Who sits in the seats E0, S0, W0, N0 now."""
    totals: dict[str, int]
    dealer: int = 0
    """The seat (0 = E0 … 3 = N0) of the player who is East now."""
    round: int = 0
    """0 East round, 1 South, 2 West, 3 North (Riichi: may reach 2, the West extension)."""
    passes: int = 0
    """How often the deal has passed in this round (0–3)."""
    hand: int = 1
    """The number of the hand in progress (hands ended by a penalty count)."""
    streak: int = 0
    """Hands East has won in a row as East, immediately before the hand in progress."""
    honba: int = 0
    sticks: int = 0
    """Riichi sticks on the table."""
    bust: str | None = None
    """A player whose score fell below zero during the hand in progress (HKE with chips)."""
    finished: str | None = None
    """Why the match ended, or None while it goes on."""
    entries: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def round_wind(self) -> Wind:
        return WINDS[self.round % 4]

    @property
    def east(self) -> str:
        return self.seating[self.dealer]

    def seat_winds(self) -> dict[str, Wind]:
        """Each player's seat wind in the hand in progress."""
        return {name: WINDS[(seat - self.dealer) % 4] for seat, name in enumerate(self.seating)}

    def player_at(self, wind: str) -> str:
        return self.seating[(self.dealer + WINDS.index(wind)) % 4]  # type: ignore[arg-type,unused-ignore]

    def by_wind(self) -> list[str]:
        """The players in the order E, S, W, N of the hand in progress."""
        return [self.player_at(w) for w in WINDS]


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one entry did: the scores, the payments, and where it left the match."""

    entry: int
    kind: str
    hand: int
    round_wind: Wind
    east: str
    seats: dict[str, Wind]
    summary: str
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
            "summary": self.summary,
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
class Placing:
    """A player's place in a match: `total` the points on the sheet, `score` what the match yields (DMJL: the
    gain over the starting score; Riichi: the result with oka and uma, in thousands)."""

    name: str
    place: int
    total: int
    score: float


@dataclass(frozen=True, slots=True)
class Settled:
    """A hand turned into the contract's settle request, with the scores that went into it."""

    request: SettleRequest
    scores: dict[str, ScoreResult]
    values: dict[str, int]
    summary: str


class MatchRules:
    """The match logic of one rule set, over its validated options. Subclasses: one per rule set."""

    ruleset_id: ClassVar[str]
    catalog: ClassVar[tuple[catalogs.Penalty, ...]]
    ruleset: Ruleset
    given: dict[str, Any]
    options: Any

    def __init__(self, ruleset: Ruleset, options: Mapping[str, Any]) -> None:
        self.ruleset = ruleset
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
            raise MatchOver(f"the match is over ({state.finished}); start a new one with 'sheet new'")
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
        return Outcome(number, entry.kind, hand, round_wind, east, seats, outcome.summary, outcome.ends_hand,
                       outcome.deal_passed, outcome.payments, outcome.net, dict(state.totals), outcome.scores,
                       outcome.values, state.finished, outcome.extra)

    def apply_hand(self, state: MatchState, entry: HandEntry) -> Outcome:
        self.check_hand(state, entry)
        settled = self.settle_hand(state, entry)
        settlement = self.ruleset.settle(settled.request)
        passes = self.deal_passes(state, settled.request)
        payments, net = self.pay(state, settlement.transfers)
        east_won = settled.request.winner == "E"
        self.end_hand(state, passes, east_won)
        return _partial(settled.summary, True, passes, payments, net, settled.scores, settled.values)

    def apply_penalty(self, state: MatchState, entry: PenaltyRecord) -> Outcome:
        seats = state.seat_winds()
        penalty = PenaltyEntry(entry.rule, tuple(seats[n] for n in entry.offenders),
                               None if entry.claimer is None else seats[entry.claimer])
        request = SettleRequest(self.ruleset_id, penalties=(penalty,), options=self.penalty_options())
        settlement = self.ruleset.settle(request)
        row = catalogs.find_penalty(self.catalog, penalty)
        passes = self.deal_passes(state, request) if row.ends_hand else False
        payments, net = self.pay(state, settlement.transfers)
        who = ", ".join(entry.offenders)
        summary = f"penalty {row.id}: {who} pay{'s' if len(entry.offenders) == 1 else ''}"
        if entry.claimer is not None:
            summary += f" {entry.claimer}"
        summary += "; the hand ends" if row.ends_hand else "; play continues"
        if row.ends_hand:
            self.end_hand(state, passes, east_won=False)
        else:
            self.note_bust(state)
        return _partial(summary, row.ends_hand, passes, payments, net)

    def apply_time_up(self, state: MatchState, entry: TimeUp) -> Outcome:
        raise InvalidEntry(f"time-up is for a match with an agreed duration (dmjl-hk-easy option max_duration); "
                           f"{self.ruleset_id} has none")

    def apply_stop(self, state: MatchState, entry: Stop) -> Outcome:
        raise InvalidEntry(f"stop is for riichi-hana (the dealer ends the match while leading); {self.ruleset_id} "
                           "has no such rule")

    # -- hooks ---------------------------------------------------------------------------------------------
    def check_hand(self, state: MatchState, entry: HandEntry) -> None:
        """What every rule set refuses: the win's source, and fields this rule set does not read."""
        winners = [w.name for w in entry.winners]
        if len(winners) > self.max_winners():
            most = "one winner" if self.max_winners() == 1 else f"at most {self.max_winners()} winners"
            raise InvalidEntry(f"{self.ruleset_id} has {most} per hand, not {len(winners)}")
        if not winners:
            if entry.self_draw or entry.discarder is not None:
                raise InvalidEntry("a draw has no --self-draw and no --discarder")
            if entry.dangerous is not None:
                raise InvalidEntry("--dangerous needs a winner")
        elif entry.self_draw == (entry.discarder is not None):
            raise InvalidEntry("a win needs either --self-draw or --discarder NAME")
        elif entry.discarder in winners:
            raise InvalidEntry(f"{entry.discarder} cannot win on his own discard")
        if len(winners) > 1 and entry.self_draw:
            raise InvalidEntry("several winners need a discard (double ron), not --self-draw")
        if entry.dangerous is not None and entry.dangerous.name in winners:
            raise InvalidEntry(f"{entry.dangerous.name} is the winner and cannot be liable")
        for winner in entry.winners:
            if winner.flags and winner.hand is None:
                raise InvalidEntry(f"win flags ({', '.join(winner.flags)}) need the winning hand (--hand)")

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
        payments = tuple(Payment(names.get(t.from_, t.from_), names.get(t.to, t.to), t.amount, t.reason)
                         for t in transfers)
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
        state.hand += 1
        if passes:
            state.dealer = (state.dealer + 1) % 4
            state.streak = 0
            state.passes += 1
            if state.passes == 4:
                state.passes = 0
                state.round += 1
                if state.round < 4 and self.rotates_seats():
                    state.seating = [state.players[i] for i in ROTATION[state.round]]
        else:
            state.streak = state.streak + 1 if east_won else 0
        self.note_bust(state)
        self.check_end(state)

    def note_bust(self, state: MatchState) -> None:
        """Rule sets that end a match on a bust remember who went below zero during the hand."""

    def check_end(self, state: MatchState) -> None:
        if state.round >= 4:
            state.finished = "four rounds played"

    # -- results -------------------------------------------------------------------------------------------
    def placings(self, state: MatchState) -> list[Placing]:
        """Places by total, highest first; equal totals share the better place."""
        start = self.start_score()
        order = sorted(state.players, key=lambda n: -state.totals[n])
        out = []
        for name in order:
            place = 1 + sum(1 for other in state.players if state.totals[other] > state.totals[name])
            out.append(Placing(name, place, state.totals[name], state.totals[name] - start))
        return out

    def status(self, state: MatchState) -> dict[str, Any]:
        """Rule-set specific lines for `show` (Riichi: honba, sticks)."""
        return {}

    # -- helpers -------------------------------------------------------------------------------------------
    def score(self, name: str, request: ScoreRequest) -> ScoreResult:
        """Score one player's hand; an error names the player and keeps its type."""
        try:
            return self.ruleset.score(request)
        except InvalidNotation as e:
            raise type(e)(f"{name}'s hand {request.hand!r}: {e.reason}", e.position) from None
        except JonggError as e:
            raise type(e)(f"{name}'s hand {request.hand!r}: {e}") from None

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


def _partial(summary: str, ends_hand: bool, passes: bool, payments: tuple[Payment, ...], net: dict[str, int],
             scores: dict[str, ScoreResult] | None = None, values: dict[str, int] | None = None) -> Outcome:
    """An outcome before `apply` adds where the entry stood (filled in there)."""
    return Outcome(0, "", 0, "E", "", {}, summary, ends_hand, passes, payments, net, {}, scores or {}, values or {})


def win_summary(state: MatchState, entry: HandEntry) -> str:
    """`Dan wins on Ann's discard`, `Ann wins by self-draw`, `Ben and Dan win on Cid's discard`, `draw`."""
    if entry.is_draw:
        return "draw"
    names = " and ".join(w.name for w in entry.winners)
    verb = "wins" if len(entry.winners) == 1 else "win"
    if entry.self_draw:
        return f"{names} {verb} by self-draw"
    return f"{names} {verb} on {entry.discarder}'s discard"


RIICHI_ONLY = ("riichi", "tenpai", "nagashi", "pao", "pao_for", "dora", "ura", "han", "fu", "yakuman", "abortive",
               "hana", *RIICHI_FLAGS)
"""Entry fields only `riichi-hana` reads."""


def refuse_fields(entry: HandEntry, ruleset: str, fields: Sequence[str], hint: str = "") -> None:
    """Refuse entry fields (or winner value fields) this rule set does not read."""
    labels = {"losers": "--loser", "irregular": "--irregular", "values": "--values", "dangerous": "--dangerous",
              "riichi": "--riichi", "tenpai": "--tenpai", "nagashi": "--nagashi", "pao": "--pao", "dora": "--dora",
              "pao_for": "--pao NAME:WINNER",
              "ura": "--ura", "fan": "--fan", "han": "--han", "fu": "--fu", "yakuman": "--yakuman",
              "abortive": "--abortive", "hana": "--hana", "double_riichi": "--double-riichi", "ippatsu": "--ippatsu"}
    for name in fields:
        if name in ("fan", "han", "fu", "yakuman"):
            given = any(getattr(w, name) is not None for w in entry.winners)
        elif name in RIICHI_FLAGS:
            given = any(name in w.flags for w in entry.winners)
        else:
            given = bool(getattr(entry, name))
        if given:
            raise InvalidEntry(f"{labels[name]} is not used by {ruleset}{hint}")


# -- dmjl-classical --------------------------------------------------------------------------------------
class ClassicalMatch(MatchRules):
    """`dmjl-classical`: every hand is scored; values by notation (`--hand`, `--loser`) or as counted (`--values`)."""

    ruleset_id = "dmjl-classical"
    catalog = catalogs.CLASSICAL

    def start_score(self) -> int:
        return int(self.options.starting_score)

    def rotates_seats(self) -> bool:
        return bool(self.options.seat_exchange)

    def penalty_options(self) -> dict[str, Any]:
        # A penalty is settled on its own; with settle_draws on, the rule set would read a winner-less request
        # as a draw and ask for four hands, so settle_draws is left out of the penalty's request.
        return {k: v for k, v in self.given.items() if k != "settle_draws"}

    def settle_hand(self, state: MatchState, entry: HandEntry) -> Settled:
        refuse_fields(entry, self.ruleset_id, ("fan", *RIICHI_ONLY))
        opts = self.options
        winner = entry.winners[0] if entry.winners else None
        seats = state.seat_winds()
        notation: dict[str, str] = dict(entry.losers)
        if winner is not None:
            if winner.name in entry.losers:
                raise InvalidEntry(f"{winner.name} is the winner: give his hand with --hand, not --loser")
            if winner.hand is not None:
                notation[winner.name] = winner.hand
        for name in notation:
            if name in entry.values:
                raise InvalidEntry(f"{name}'s hand is given twice (as a hand and in --values)")
        for name in entry.irregular:
            if name not in notation:
                raise InvalidEntry(f"--irregular {name}: give {name}'s hand in notation (--loser {name}='…')")
        if winner is None and not opts.settle_draws:
            if notation or entry.values:
                raise InvalidEntry("a draw is not settled (option settle_draws is off): give no hands or values")
            request = SettleRequest(self.ruleset_id, options=self.given)
            return Settled(request, {}, {}, "draw")
        missing = [n for n in state.by_wind() if n not in notation and n not in entry.values]
        if missing:
            raise InvalidEntry(f"every player's hand is scored: give {', '.join(missing)} "
                               f"(--loser NAME='…' or --values NAME=N)")
        scores: dict[str, ScoreResult] = {}
        values: dict[str, int] = {}
        for name in state.by_wind():
            wind = seats[name]
            if name in notation:
                won = winner is not None and name == winner.name
                asked = ScoreRequest(
                    self.ruleset_id, notation[name], wind, state.round_wind, self.given,
                    win=self.win_of(state, entry, winner) if won and winner is not None else None,
                    east_consecutive_wins=state.streak if won and wind == "E" else 0,
                    irregular=entry.irregular.get(name))
                result = self.score(name, asked)
                if won and not result.won:
                    raise InvalidEntry(f"{name}'s hand does not win ({result.reason})")
                scores[name] = result
                values[name] = int(result.total or 0)
            else:
                values[name] = self.check_value(name, entry.values[name], winner is not None and name == winner.name)
        request = SettleRequest(
            self.ruleset_id, {seats[n]: HandValue(total=v, result=scores.get(n)) for n, v in values.items()},
            winner=None if winner is None else seats[winner.name],
            from_=None if entry.discarder is None else seats[entry.discarder],
            self_draw=entry.self_draw, liable=self.liability(state, entry), options=self.given)
        summary = win_summary(state, entry) if winner is not None else "draw (hands settled)"
        return Settled(request, scores, values, summary)

    def check_value(self, name: str, value: int, winner: bool) -> int:
        limit, minimum = int(self.options.limit), int(self.options.min_points)
        if not 0 <= value <= limit:
            raise InvalidEntry(f"{name}'s value {value} is outside 0–{limit} (the limit)")
        if winner:
            if value < min(20, limit):
                raise InvalidEntry(f"{name}'s value {value} cannot win: a Mah-Jongg scores at least 20")
            if value < minimum:
                raise InvalidEntry(f"{name}'s value {value} is below min_points {minimum}: it does not win")
        return value


# -- dmjl-hk-easy ----------------------------------------------------------------------------------------
class HKEasyMatch(MatchRules):
    """`dmjl-hk-easy`: only the winner scores (`--hand` or `--fan`); repeats, chips and bust, time-up."""

    ruleset_id = "dmjl-hk-easy"
    catalog = catalogs.HK_EASY

    def start_score(self) -> int:
        return int(self.options.chips or 0)

    def rotates_seats(self) -> bool:
        return bool(self.options.seat_rotation)

    def settle_hand(self, state: MatchState, entry: HandEntry) -> Settled:
        hint = " (only the winner's hand is scored)"
        refuse_fields(entry, self.ruleset_id, ("losers", "irregular", "values"), hint)
        refuse_fields(entry, self.ruleset_id, RIICHI_ONLY)
        if entry.is_draw:
            return Settled(SettleRequest(self.ruleset_id, options=self.given), {}, {}, "draw")
        from jongg.rules.hk_easy_scoring import LIMIT_FAN, points_for_fan

        winner = entry.winners[0]
        seats = state.seat_winds()
        scores: dict[str, ScoreResult] = {}
        if (winner.hand is None) == (winner.fan is None):
            raise InvalidEntry(f"give {winner.name}'s winning hand (--hand '…') or its fan (--fan N), one of them")
        if winner.hand is not None:
            result = self.score(winner.name, ScoreRequest(
                self.ruleset_id, winner.hand, seats[winner.name], state.round_wind, self.given,
                win=self.win_of(state, entry, winner)))
            if not result.won:
                raise InvalidEntry(f"{winner.name}'s hand does not win ({result.reason})")
            scores[winner.name] = result
            points = int(result.total or 0)
        else:
            fan = int(winner.fan or 0)
            if fan < 0:
                raise InvalidEntry(f"--fan {fan}: fan cannot be negative")
            minimum = int(self.options.fan_minimum)
            if fan < minimum and fan < LIMIT_FAN:
                raise InvalidEntry(f"{fan} fan is below the agreed minimum of {minimum}: the hand does not win")
            points = points_for_fan(fan)
        request = SettleRequest(
            self.ruleset_id, {seats[winner.name]: HandValue(total=points, result=scores.get(winner.name))},
            winner=seats[winner.name], from_=None if entry.discarder is None else seats[entry.discarder],
            self_draw=entry.self_draw, liable=self.liability(state, entry), options=self.given)
        return Settled(request, scores, {winner.name: points}, win_summary(state, entry))

    def apply_time_up(self, state: MatchState, entry: TimeUp) -> Outcome:
        if self.options.max_duration is None:
            raise InvalidEntry("time-up needs the option max_duration (the agreed match length); this match has none")
        state.finished = f"time up after {self.options.max_duration} minutes"
        return _partial(f"time up: hand {state.hand} abandoned without settlement; the match ends", True,
                        False, (), dict.fromkeys(state.players, 0))

    def note_bust(self, state: MatchState) -> None:
        if self.options.chips is not None and state.bust is None:
            below = [n for n in state.players if state.totals[n] < 0]
            if below:
                state.bust = " and ".join(below)

    def check_end(self, state: MatchState) -> None:
        super().check_end(state)
        if state.finished is None and state.bust is not None:
            state.finished = f"bust: {state.bust} below zero"


# -- riichi-hana -----------------------------------------------------------------------------------------
class RiichiMatch(MatchRules):
    """`riichi-hana` (`riichi-hana.md`): riichi sticks, honba, dealer repeats, double ron, tenpai payments,
    chombo, the end of the game with the West extension, and the final result with oka and uma.

    **Decisions** where the spec is silent (Tenhou / Mahjong Soul practice):

    - An abortive draw (`abortive`) pays nothing; the dealer repeats and a honba is added.
    - A riichi declarer needs 1,000 points when he declares; at an exhaustive draw he must be tenpai (if not,
      that is chombo: record the penalty instead).
    - East-only games extend into the South round under the same rule as the West extension.
    - The dealer may stop (`Stop`) after a repeat (win or tenpai) in the last hand, or in any hand of the
      extension, when he has more points than each other player.
    - At the end, riichi sticks left on the table go to the first player; equal points are ranked by the seat
      order at the start (the first dealer first). The result is (points − return points) / 1,000 + uma, plus
      the oka ((return − start) × 4 / 1,000) for the first; not rounded.
    """

    ruleset_id = "riichi-hana"
    catalog = catalogs.RIICHI
    STICK = 1000

    def start_score(self) -> int:
        return int(self.options.start_points)

    def max_winners(self) -> int:
        return 2

    def last_round(self) -> int:
        return 0 if self.options.length == "east" else 1

    def start(self, players: Sequence[str]) -> MatchState:
        state = super().start(players)
        state.extra["chips"] = dict.fromkeys(players, 0)
        state.extra["may_stop"] = False
        return state

    def apply_hand(self, state: MatchState, entry: HandEntry) -> Outcome:
        self.check_hand(state, entry)
        refuse_fields(entry, self.ruleset_id, ("losers", "irregular", "values", "fan"))
        if entry.dangerous is not None:
            raise InvalidEntry("dangerous play is a DMJL rule; in riichi-hana give the liable player with --pao")
        seats = state.seat_winds()
        for name in entry.riichi:
            if state.totals[name] < self.STICK:
                raise InvalidEntry(f"{name} has {state.totals[name]} points: riichi needs {self.STICK}")
        if entry.hana and self.options.variation != 3:
            raise InvalidEntry("--hana counts flower chips, which only variation 3 has")
        if any(n < 0 for n in entry.hana.values()):
            raise InvalidEntry("--hana: a number of flowers cannot be negative")
        transfers = [Transfer(seats[n], TABLE, self.STICK, "riichi") for n in entry.riichi]
        sticks = state.sticks + len(entry.riichi)
        counters = (state.honba, sticks)
        scores: dict[str, ScoreResult] = {}
        values: dict[str, int] = {}
        dealer_kept = False
        if entry.is_draw:
            summary, passes, more = self.draw(state, entry)
            transfers += more
            honba, dealer_kept = state.honba + 1, not passes and not entry.abortive
        else:
            requests = self.win_requests(state, entry, sticks, scores, values)
            for request in requests:
                transfers += self.ruleset.settle(request).transfers
            passes = all(self.deal_passes(state, r) for r in requests)
            honba, sticks, dealer_kept = (0, 0, False) if passes else (state.honba + 1, 0, True)
            summary = win_summary(state, entry)
        # everything is checked: now the state changes
        payments, net = self.pay(state, transfers)
        state.sticks, state.honba = sticks, honba
        chips = state.extra["chips"]
        for name, flowers in entry.hana.items():
            for other in state.players:
                if other != name:
                    chips[other] -= flowers
                    chips[name] += flowers
        east = state.east
        last = self.is_last_hand(state)
        self.end_hand(state, passes, east_won=False)
        state.extra["may_stop"] = (state.finished is None and dealer_kept and last
                                   and all(state.totals[east] > state.totals[o] for o in state.players if o != east))
        # the counters of this hand: its honba, and the sticks on the table with this hand's riichi included
        extra: dict[str, Any] = {"honba": counters[0], "riichi_sticks": counters[1]}
        if entry.hana:
            extra["chips"] = dict(chips)
        outcome = _partial(summary, True, passes, payments, net, scores, values)
        return replace(outcome, extra=extra)

    def draw(self, state: MatchState, entry: HandEntry) -> tuple[str, bool, list[Transfer]]:
        """An exhaustive draw (tenpai and nagashi payments) or an abortive one (nothing; the dealer repeats)."""
        seats = state.seat_winds()
        if entry.pao is not None or entry.pao_for is not None:
            raise InvalidEntry("--pao needs a winner")
        if entry.abortive:
            if entry.tenpai or entry.nagashi:
                raise InvalidEntry("an abortive draw has no tenpai or nagashi payments")
            return "abortive draw", False, []
        for name in entry.riichi:
            if name not in entry.tenpai:
                raise InvalidEntry(f"{name} declared riichi but is not in --tenpai: a noten riichi at the draw is "
                                   f"chombo (record 'sheet penalty chombo --payer {name}' instead)")
        request = SettleRequest(self.ruleset_id, tenpai=tuple(seats[n] for n in entry.tenpai),
                                nagashi=tuple(seats[n] for n in entry.nagashi), options=self.given)
        settlement = self.ruleset.settle(request)
        passes = self.deal_passes(state, request)
        if entry.nagashi:
            summary = f"draw, nagashi mangan: {', '.join(entry.nagashi)}"
        else:
            summary = f"draw, tenpai: {', '.join(entry.tenpai) or 'nobody'}"
        return summary, passes, list(settlement.transfers)

    def win_requests(self, state: MatchState, entry: HandEntry, sticks: int, scores: dict[str, ScoreResult],
                     values: dict[str, int]) -> list[SettleRequest]:
        """One settle request per winner; the winner nearest the discarder gets the honba and the sticks."""
        seats = state.seat_winds()
        if entry.tenpai or entry.nagashi or entry.abortive:
            raise InvalidEntry("--tenpai, --nagashi and --abortive are for draws")
        winners = list(entry.winners)
        if entry.discarder is not None:
            start = WINDS.index(seats[entry.discarder])
            winners.sort(key=lambda w: (WINDS.index(seats[w.name]) - start) % 4)
        names = [w.name for w in winners]
        pao_for = entry.pao_for
        if entry.pao is not None and pao_for is None:
            if len(winners) > 1:
                raise InvalidEntry("two winners: name the one the pao is for, --pao LIABLE:WINNER")
            pao_for = names[0]
        if pao_for is not None and pao_for not in names:
            raise InvalidEntry(f"--pao is for a winner; {pao_for} did not win")
        if entry.pao_for is not None and entry.pao is None:
            raise InvalidEntry("pao_for needs pao")
        if entry.ura and not any(w.hand is not None and w.name in entry.riichi for w in winners):
            raise InvalidEntry("--ura is read only for a winner in riichi whose hand is given in notation")
        counted = [w.name for w in winners if w.hand is None]
        if (entry.dora or entry.ura) and counted:
            raise InvalidEntry(f"--dora and --ura are read with a hand in notation; {counted[0]}'s dora are in his "
                               "--han")
        requests = []
        for i, w in enumerate(winners):
            honba, table = (state.honba, sticks) if i == 0 else (0, 0)
            pao = entry.pao if w.name == pao_for else None
            if w.hand is not None:
                if w.han is not None or w.fu is not None or w.yakuman is not None:
                    raise InvalidEntry(f"give {w.name}'s hand or his --han/--fu/--yakuman, not both")
                info = RiichiInfo(
                    riichi=w.name in entry.riichi, double_riichi="double_riichi" in w.flags,
                    ippatsu="ippatsu" in w.flags, dora_indicators=_tiles(entry.dora, "--dora"),
                    ura_indicators=_tiles(entry.ura, "--ura") if w.name in entry.riichi else (),
                    honba=honba, riichi_sticks=table, pao=None if pao is None else seats[pao])
                result = self.score(w.name, ScoreRequest(self.ruleset_id, w.hand, seats[w.name], state.round_wind,
                                                         self.given, win=self.win_of(state, entry, w), riichi=info))
                if not result.won:
                    raise InvalidEntry(f"{w.name}'s hand does not win ({result.reason})")
                scores[w.name] = result
                values[w.name] = int(result.total or 0)
                hand = HandValue(total=result.total, han=result.han, fu=result.fu, result=result)
                requests.append(SettleRequest(
                    self.ruleset_id, {seats[w.name]: hand}, winner=seats[w.name],
                    from_=None if entry.discarder is None else seats[entry.discarder], self_draw=entry.self_draw,
                    options=self.given))
                continue
            if (w.yakuman is None) == (w.han is None):
                raise InvalidEntry(f"give {w.name}'s hand (--hand), or --han and --fu, or --yakuman")
            short = HandValue(yakuman=w.yakuman) if w.yakuman is not None else HandValue(han=w.han, fu=w.fu)
            requests.append(SettleRequest(
                self.ruleset_id, {seats[w.name]: short}, winner=seats[w.name],
                from_=None if entry.discarder is None else seats[entry.discarder], self_draw=entry.self_draw,
                liable=None if pao is None else Liability(seats[pao], "supplied-pung"), options=self.given,
                honba=honba, riichi_sticks=table))
        return requests

    def apply_stop(self, state: MatchState, entry: Stop) -> Outcome:
        if not state.extra.get("may_stop"):
            raise InvalidEntry("the dealer may stop only right after a repeat (win or tenpai) in the last hand, "
                               "while he has more points than each other player")
        state.finished = f"{state.east}, the dealer, stopped while leading"
        return _partial(state.finished, False, False, (), dict.fromkeys(state.players, 0))

    def apply_penalty(self, state: MatchState, entry: PenaltyRecord) -> Outcome:
        counters = {"honba": state.honba, "riichi_sticks": state.sticks}
        outcome = super().apply_penalty(state, entry)
        state.extra["may_stop"] = False
        return replace(outcome, extra=counters)

    def is_last_hand(self, state: MatchState) -> bool:
        """Whether the hand in progress is the last one planned (the last deal of the last round, or a hand of
        the extension)."""
        last = self.last_round()
        return (state.round == last and state.passes == 3) or state.round == last + 1

    def end_hand(self, state: MatchState, passes: bool, east_won: bool) -> None:
        state.extra["round_before"] = state.round
        super().end_hand(state, passes, east_won)

    def check_end(self, state: MatchState) -> None:
        below = [n for n in state.players if state.totals[n] < 0]
        if below:
            state.finished = f"bust: {' and '.join(below)} below zero"
            return
        last = self.last_round()
        if state.round <= last:
            return
        played = f"{ROUND_NAMES[WINDS[state.round - 1]]} 4 played"
        if not self.options.west_extension or state.round > last + 1:
            state.finished = played
            return
        target = int(self.options.return_points)
        top = [n for n in state.players if state.totals[n] >= target]
        if top:
            entered = state.extra.get("round_before") == last
            state.finished = played if entered else f"{' and '.join(top)} reached {target} in the extension"

    def placings(self, state: MatchState) -> list[Placing]:
        """Final points (riichi sticks left on the table to the first; chips at `chip_value`), and the result in
        thousands: (points − return points) / 1,000 + uma, and the oka for the first."""
        options = self.options
        order = sorted(state.players, key=lambda n: (-state.totals[n], state.players.index(n)))
        low, high = (int(x) for x in str(options.uma).split("/"))
        uma = (high, low, -low, -high)
        returned = int(options.return_points)
        oka = (returned - int(options.start_points)) * 4
        leftover = state.sticks * self.STICK if state.finished is not None else 0
        chips = state.extra.get("chips", {})
        out = []
        for place, name in enumerate(order):
            points = state.totals[name] + chips.get(name, 0) * int(options.chip_value) + (leftover if place == 0 else 0)
            score = (points - returned + (oka if place == 0 else 0)) / 1000 + uma[place]
            out.append(Placing(name, place + 1, points, round(score, 3)))
        return out

    def status(self, state: MatchState) -> dict[str, Any]:
        out: dict[str, Any] = {"honba": state.honba, "riichi_sticks": state.sticks}
        if self.options.variation == 3:
            out["chips"] = dict(state.extra.get("chips", {}))
        if state.extra.get("may_stop"):
            out["dealer_may_stop"] = True
        return out


def _tiles(texts: Sequence[str], option: str) -> tuple[Tile, ...]:
    out = []
    for text in texts:
        try:
            out.append(Tile.from_str(text))
        except InvalidNotation as e:
            raise InvalidNotation(f"{option}: {text!r} is not a tile ({e.reason})", 0) from None
    return tuple(out)


ADAPTERS: dict[str, type[MatchRules]] = {
    a.ruleset_id: a for a in (ClassicalMatch, HKEasyMatch, RiichiMatch)
}


def rules_for(ruleset_id: str, options: Mapping[str, Any]) -> MatchRules:
    """The match logic for a rule set and options (`UnknownRuleset`, `InvalidOption`, `UnsupportedRuleset`)."""
    ruleset = find_ruleset(ruleset_id)
    adapter = ADAPTERS.get(ruleset.id)
    if adapter is None:
        raise UnsupportedRuleset(f"the scoresheet has no match logic for {ruleset.id} yet; it supports "
                                 f"{', '.join(a for a in ADAPTERS if a in RULESETS)}")
    return adapter(ruleset, options)
