"""A finished game at any of its events, for the browser's replay viewer (`GET /api/games/{id}/view`): the table
rebuilt from the record's first events by the engine's own replay, seen by one seat or with every hand open.

Only a finished game is shown (its seed is public by then); its events are read once and kept for the few games
being watched, since a finished record never changes.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Final

from jongg.engine import replay
from jongg.errors import InvalidRequest, excerpt
from jongg.interop.mjai import RULESET as MJAI_RULESET  # mjai describes Riichi games only
from jongg.server.store import FINISHED, NotAllowed, ServerStore

KEPT: Final = 16
"""Finished games whose events are kept in memory."""
MAX_DIGITS: Final = 6


class Replays:
    def __init__(self, store: ServerStore) -> None:
        self.store = store
        self._events: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()

    def events(self, table_id: str) -> list[dict[str, Any]]:
        """The record of a finished game (`NotAllowed` for a table not finished)."""
        if self.store.entry(table_id).status != FINISHED:
            raise NotAllowed("server.record_when_finished")
        found = self._events.get(table_id)
        if found is None:
            found = self._events[table_id] = self.store.events(table_id)
            while len(self._events) > KEPT:
                self._events.popitem(last=False)
        self._events.move_to_end(table_id)
        return found

    def mjai(self, table_id: str) -> str:
        """A finished Riichi game as an mjai log (JSON lines), for Mortal, Tenhou tools and the like."""
        from jongg.interop.mjai import dumps, export

        events = self.events(table_id)
        if events[0].get("ruleset") != MJAI_RULESET:
            raise InvalidRequest("server.mjai_riichi_only")
        return dumps(export(events))

    def view(self, table_id: str, at: str, seat: str) -> dict[str, Any]:
        """The game after its event `at` (digits; the first hand's start at the earliest), seen by `seat`
        ("0"-"3") or by everybody (`all`: every concealed hand shown)."""
        events = self.events(table_id)
        if not at.isdigit() or len(at) > MAX_DIGITS or not 0 <= int(at) < len(events):
            raise InvalidRequest("server.replay_at", value=excerpt(at), last=len(events) - 1)
        if seat not in ("all", "0", "1", "2", "3"):
            raise InvalidRequest("server.replay_seat", value=excerpt(seat))
        hands = [k for k, e in enumerate(events) if e["type"] == "hand_start"]
        n = max(int(at), hands[0] if hands else 0)  # before the first hand there is no table to show
        table = replay(events[: n + 1])
        shown = table.snapshot(None if seat == "all" else int(seat)).to_json()
        shown["legal_actions"] = shown["strict_actions"] = []
        open_hands = [table.snapshot(s).to_json()["concealed"] for s in range(4)] if seat == "all" else None
        return {
            "at": n,
            "count": len(events),
            "event": events[n],
            "hands": hands,
            "ruleset": events[0].get("ruleset"),
            "mjai": events[0].get("ruleset") == MJAI_RULESET,
            "players": events[0].get("players", []),
            "seating": list(table.state.match.seating),  # who sits where at that event (seats may rotate)
            "view": shown,
            "concealed": open_hands,
        }
