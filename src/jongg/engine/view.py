"""What one seat may know: the visibility table of events, and the seat view (`engine.md`, Events and visibility).

A visibility rule takes a typed event (`event_types`) and its JSON form as the record writes it, and gives the
JSON as one seat sees it (a hidden field null), or None. The table fails closed: an event type without a rule is
shown to nobody (and a test checks every type the reducer knows has a rule). A seat sees its own concealed tiles
and draws, everything exposed on the table, and never a wall tile that no rule turned over; at the end of a hand
every scored hand is shown. A rule set's own event type names a stock rule or brings its function
(`EventType.visibility`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from jongg.contract import WINDS
from jongg.engine.actions import Action
from jongg.engine.event_types import Event
from jongg.engine.state import TURN, SeatMeld, TableState
from jongg.rules.flow import Flow
from jongg.tiles import Tile

Rule = Callable[[Event, dict[str, Any], int | None], dict[str, Any] | None]
"""(typed event, its JSON, seat or None for a spectator) -> the JSON as that seat sees it, or None."""


def public(event: Event, shown: dict[str, Any], seat: int | None) -> dict[str, Any]:
    return shown


def own(event: Event, shown: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    """Only the acting seat sees it."""
    return shown if seat is not None and event.seat == seat else None  # type: ignore[attr-defined]


def own_tile(event: Event, shown: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Everyone sees that it happened; only the acting seat sees the tile."""
    return shown if seat is not None and event.seat == seat else {**shown, "tile": None}  # type: ignore[attr-defined]


def own_hand(event: Event, shown: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Each seat sees its own dealt tiles; of the others only how many."""
    return {**shown, "tiles": [tiles if s == seat else [None] * len(tiles) for s, tiles in enumerate(shown["tiles"])]}


def named_as_said(event: Event, shown: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """A wrongly named discard (strict mode): the discarder sees what he did; everyone else a discard of the
    tile as named, no different from a true one."""
    if seat is not None and event.seat == seat:  # type: ignore[attr-defined]
        return shown
    out = {"type": "discard", "seat": shown["seat"], "tile": shown["named"], "tsumogiri": shown["tsumogiri"]}
    return {**out, "seq": shown["seq"]} if "seq" in shown else out


def without_wall(event: Event, shown: dict[str, Any], seat: int | None) -> dict[str, Any]:
    return {**shown, "wall": None}


VISIBILITY: dict[str, Rule] = {
    "match_start": public,
    "hand_start": without_wall,
    "deal": own_hand,
    "draw": own_tile,
    "bonus": public,
    "dora": public,
    "riichi": public,
    "riichi_accepted": public,
    "abortive_draw": public,
    "before_play": own,
    "keep_kongs": own,
    "play_start": public,
    "call": own,
    "discard": public,
    "original_call": public,
    "chow": public,
    "pung": public,
    "kong": public,
    "concealed_kong": public,
    "added_kong": public,
    "no_claim": public,
    "mahjongg": public,
    "exhaustive_draw": public,
    "hand_end": public,
    "time_up": public,
    "match_end": public,
    "mahjongg_call": public,
    "expose": public,
    "take_back": public,
    "penalty": public,
    "named_discard": named_as_said,
    "misnamed": public,
}


SEEN_BY_ALL: frozenset[str] = frozenset(kind for kind, rule in VISIBILITY.items() if rule is not own)
"""The engine's event types every seat and the spectator see (in part, at least): each counts in every stream."""

STOCK_RULES: dict[str, Rule] = {"public": public, "own": own, "own_tile": own_tile}
"""The rules a rule set's own event type may name (`EventType.visibility`)."""


def rule_of(kind: str, flow: Flow | None = None) -> Rule | None:
    """The visibility rule of an event type: the engine's, else the rule set's own (`Flow.events`), else None
    (shown to nobody: the table fails closed)."""
    rule = VISIBILITY.get(kind)
    if rule is None and flow is not None:
        own_type = flow.events.get(kind)
        if own_type is not None:
            shown = own_type.visibility
            rule = STOCK_RULES.get(shown) if isinstance(shown, str) else shown
    return rule


def filter_event(
    event: Event, seat: int | None, flow: Flow | None = None, shown: dict[str, Any] | None = None
) -> dict[str, Any] | None:
    """The event as `seat` (None: a spectator) may see it, as JSON, or None (its `seq` is still the omniscient
    one); `shown`: its JSON form, if at hand (`Table.events`); `flow`: the rule set's, for its own event types
    (without it they are shown to nobody)."""
    rule = rule_of(event.type, flow)
    if rule is None:
        return None
    return rule(event, event.to_json() if shown is None else shown, seat)


SPECTATOR = 4
"""The spectator's place in `TableState.seen` (after the four seats)."""


def count_seen(seen: list[int], event: Event, flow: Flow | None = None) -> None:
    """Count `event` in the stream of each seat that sees it (`seen`: seats 0-3, then the spectator).

    A seat's stream is numbered by these counts, and its decision id is its count, so neither moves with
    anything hidden from it (a question asked of another seat, another seat's answer to a claim window).
    """
    kind = event.type
    rule = VISIBILITY.get(kind)
    if rule is None:
        rule = rule_of(kind, flow)
        if rule is None:
            return
        if rule not in STOCK_RULES.values():  # a rule set's own rule: counted for each seat that sees the event
            shown = event.to_json()
            for n in range(5):
                seen[n] += rule(event, shown, None if n == SPECTATOR else n) is not None
            return
    if rule is own:
        seen[event.seat] += 1  # type: ignore[attr-defined]
        return
    for n in range(5):
        seen[n] += 1


class PlayerView(NamedTuple):
    """What everybody sees of one seat: wind, melds, bonus tiles, discards (claimed ones marked), score."""

    wind: str
    melds: tuple[SeatMeld, ...]
    bonus: tuple[Tile, ...]
    discards: tuple[Tile, ...]
    claimed: frozenset[int]
    """Positions in `discards` of the claimed tiles."""
    concealed_count: int
    called: bool
    score: int
    """Points now: a riichi stick paid this hand is already off."""
    riichi: int | None = None
    """The position in `discards` of the riichi discard (None: no riichi)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "wind": self.wind,
            "melds": [m.to_json() for m in self.melds],
            "bonus": [str(t) for t in self.bonus],
            "discards": [[str(t), n in self.claimed] for n, t in enumerate(self.discards)],
            "concealed_count": self.concealed_count,
            "called": self.called,
            "score": self.score,
            "riichi": self.riichi,
        }


class SeatView(NamedTuple):
    """Everything one seat may know now, and what it may do. Cheap to build (a tuple of tiles, not text);
    `to_json` where it leaves the process."""

    seat: int | None
    wind: str | None
    concealed: tuple[Tile, ...]
    last_draw: Tile | None
    players: tuple[PlayerView, ...]
    live_wall: int
    dead_wall: int
    round_wind: str
    hand: int
    dealer: int
    turn: int | None
    last_discard: tuple[int, Tile] | None
    """The seat and tile of the discard now open to claims."""
    legal_actions: tuple[Action, ...]
    decision: int
    """This seat's decision id: how many events its own stream holds (`Table.seat_events`), so it depends on
    nothing hidden from the seat; `step(..., decision=...)` refuses an answer to an older one."""
    phase: str
    indicators: tuple[Tile, ...] = ()
    """The dora indicators turned over (Riichi)."""
    honba: int = 0
    sticks: int = 0
    """Riichi sticks on the table."""
    strict_actions: tuple[Action, ...] = ()
    """Strict mode: what the seat may do besides `legal_actions`, though the table will find it a mistake
    (`legal.strict_actions`); a surface offers them (e.g. "call Mah-Jongg" at any time), a bot never takes them."""
    names_discards: bool = False
    """Strict mode where discards are named (Classical): in place of any legal discard the seat may name it as
    another kind (`NamedDiscard`; not listed among `strict_actions`)."""
    lays_any_set: bool = False
    """Strict mode where a wrongly formed set may be laid (`Flow.foul_sets`): a claim of the open discard (a chow
    only by the next player) or a concealed kong on the own turn may take any tiles of the hand; tiles that form
    no set make the hand foul or dead (`Table.may_make`; not listed)."""

    def to_json(self) -> dict[str, Any]:
        out = self._asdict()
        out["legal_actions"] = [a.to_json() for a in self.legal_actions]
        out["strict_actions"] = [a.to_json() for a in self.strict_actions]
        out["concealed"] = [str(t) for t in self.concealed]
        out["last_draw"] = None if self.last_draw is None else str(self.last_draw)
        out["players"] = [p.to_json() for p in self.players]
        out["indicators"] = [str(t) for t in self.indicators]
        out["last_discard"] = (
            None if self.last_discard is None else {"seat": self.last_discard[0], "tile": str(self.last_discard[1])}
        )
        return out


def _make_player(*fields: Any) -> PlayerView:
    return tuple.__new__(PlayerView, fields)


def _make_view(*fields: Any) -> SeatView:
    """A seat view from all its fields in order (without the named tuple's keyword handling: built per decision)."""
    return tuple.__new__(SeatView, fields)


def view_of(state: TableState, seat: int | None, actions: list[Action], strict: list[Action] | None = None) -> SeatView:
    hand = state.hand
    assert hand is not None
    match = state.match
    cached = state.player_views
    for s, st in enumerate(hand.seats):
        if cached[s] is None:
            cached[s] = _make_player(
                WINDS[(s - hand.dealer) % 4],
                tuple(st.melds),
                tuple(st.bonus),
                tuple(st.said.get(n, t) for n, t in enumerate(st.discards)) if st.said else tuple(st.discards),
                frozenset(st.claimed),
                len(st.concealed),
                st.called,
                match.totals[match.seating[s]] - (state.flow.riichi_stick if st.riichi_accepted else 0),
                st.riichi,
            )
    return _seat_view(state, seat, actions, tuple(cached), strict)


def _seat_view(
    state: TableState,
    seat: int | None,
    actions: list[Action],
    players: tuple[PlayerView, ...],
    strict: list[Action] | None = None,
) -> SeatView:
    hand = state.hand
    assert hand is not None
    me = hand.seats[seat] if seat is not None else None
    window = hand.window
    last = None if window is None or window.kind != "discard" else (window.seat, window.tile)
    own_draw = me is not None and hand.phase == TURN and hand.turn == seat and hand.last_draw is not None
    return _make_view(
        seat,
        None if seat is None else WINDS[(seat - hand.dealer) % 4],
        tuple(sorted(me.concealed)) if me is not None else (),
        hand.last_draw if own_draw else None,
        players,
        len(hand.live),
        len(hand.dead) + len(hand.indicators) + len(hand.ura),
        WINDS[hand.round % 4],
        hand.index,
        hand.dealer,
        hand.turn if hand.phase == "turn" else None,
        last,
        tuple(actions),
        state.seen[SPECTATOR if seat is None else seat],
        hand.phase,
        hand.indicators[: hand.revealed],
        hand.honba,
        hand.sticks,
        () if strict is None else tuple(strict),
        seat is not None and state.names_discards,
        seat is not None and state.lays_any_set,
    )
