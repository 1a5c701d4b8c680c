"""What one seat may know: the visibility table of events, and the seat view (`engine.md`, Events and visibility).

The table fails closed: an event type without a rule is shown to nobody (and a test checks every type the
reducer knows has a rule). A seat sees its own concealed tiles and draws, everything exposed on the table,
and never a wall tile that no rule turned over; at the end of a hand every scored hand is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from jongg.contract import WINDS
from jongg.engine.actions import Action
from jongg.engine.state import TableState

Rule = Callable[[dict[str, Any], int | None], dict[str, Any] | None]


def public(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    return event


def own(event: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    """Only the acting seat sees it."""
    return event if seat is not None and event["seat"] == seat else None


def own_tile(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Everyone sees that it happened; only the acting seat sees the tile."""
    return event if seat is not None and event["seat"] == seat else {**event, "tile": None}


def own_hand(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Each seat sees its own dealt tiles; of the others only how many."""
    return {**event, "tiles": [tiles if s == seat else [None] * len(tiles) for s, tiles in enumerate(event["tiles"])]}


def without_wall(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    return {**event, "wall": None}


VISIBILITY: dict[str, Rule] = {
    "match_start": public,
    "hand_start": without_wall,
    "deal": own_hand,
    "draw": own_tile,
    "bonus": public,
    "before_play": public,
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
}


def filter_event(event: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    """The event as `seat` (None: a spectator) may see it, or None."""
    rule = VISIBILITY.get(event["type"])
    return None if rule is None else rule(event, seat)


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything one seat may know now, and what it may do. Cheap to build; `to_json` where it leaves."""

    seat: int | None
    wind: str | None
    concealed: tuple[str, ...]
    last_draw: str | None
    players: tuple[dict[str, Any], ...]
    """Per seat: wind, melds, bonus tiles, discards (claimed ones marked), score, concealed tile count."""
    live_wall: int
    dead_wall: int
    round_wind: str
    hand: int
    dealer: int
    turn: int | None
    last_discard: dict[str, Any] | None
    legal_actions: tuple[Action, ...]
    decision: int
    phase: str

    def to_json(self) -> dict[str, Any]:
        out = {name: getattr(self, name) for name in self.__dataclass_fields__}
        out["legal_actions"] = [a.to_json() for a in self.legal_actions]
        out["concealed"], out["players"] = list(self.concealed), list(self.players)
        return out


def view_of(state: TableState, seat: int | None, actions: list[Action]) -> SeatView:
    hand = state.hand
    assert hand is not None
    match = state.match
    players = []
    for s, st in enumerate(hand.seats):
        players.append({"wind": WINDS[(s - hand.dealer) % 4],
                        "melds": [m.to_json() for m in st.melds],
                        "bonus": [str(t) for t in st.bonus],
                        "discards": [[str(t), claimed] for t, claimed in st.discards],
                        "concealed_count": len(st.concealed), "called": st.called,
                        "score": match.scores[match.seating[s]]})
    me = hand.seats[seat] if seat is not None else None
    window = hand.window
    last = None if window is None or window.kind != "discard" else {"seat": window.seat, "tile": str(window.tile)}
    own_draw = me is not None and hand.turn == seat and hand.last_draw is not None
    return SeatView(
        seat, None if seat is None else WINDS[(seat - hand.dealer) % 4],
        tuple(str(t) for t in sorted(me.concealed)) if me is not None else (),
        str(hand.last_draw) if own_draw else None, tuple(players), len(hand.live), len(hand.dead),
        WINDS[hand.round % 4], hand.index, hand.dealer, hand.turn if hand.phase == "turn" else None, last,
        tuple(actions), state.decision, hand.phase)
