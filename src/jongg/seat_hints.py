"""A seat's hint from its own view alone (`jongg play --hints` and the browser's hints): shanten, the waits with
their live counts (copies the seat cannot see), the best discards, and the standard bot's choice in the seat's
place with a one-line reason where it differs from the best. Kept apart from `jongg.advice` (a hand's analysis),
which `jongg analyse` loads without the engine and the bots.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from jongg.advice import Analysis, Wait, analyse
from jongg.engine import Action, Riichi, SeatView
from jongg.engine import Discard as DiscardAction
from jongg.engine.danger import situations
from jongg.hand import tiles_to_str
from jongg.tiles import KIND_MASK, NUM_KINDS, Tile


@dataclass(frozen=True, slots=True)
class Reason:
    """Why the standard bot's discard is not the analysis's best: `key` names it (`dangerous`: the best would
    be dangerous play against `wind`; `safe`: the bot's tile is safe against `wind`'s riichi; `value`: it keeps
    `tile` for the hand's value or safety, `fewer` fewer helpful tiles; `slower`: it gives up a step)."""

    key: str
    tile: Tile
    wind: str | None = None
    fewer: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "tile": str(self.tile), "wind": self.wind, "fewer": self.fewer}


@dataclass(frozen=True, slots=True)
class SeatHint:
    """A seat's hint: shanten, the waits with their live counts (after the best discard, with a tile to
    discard), the best discards, and the standard bot's action in the seat's place (None: not asked) with the
    reason when its discard differs from the best."""

    decision: int
    shanten: int | None
    waits: tuple[Wait, ...]
    best: tuple[Tile, ...]
    advice: Action | None
    reason: Reason | None

    def to_json(self) -> dict[str, Any]:
        return {
            "decision": self.decision,
            "shanten": self.shanten,
            "waits": [{"tile": str(w.tile), "live": w.unseen} for w in self.waits],
            "best": [str(t) for t in self.best],
            "advice": None if self.advice is None else self.advice.to_json(),
            "reason": None if self.reason is None else self.reason.to_json(),
        }


def hand_notation(view: SeatView, drawn_tile: Tile | None = None) -> str:
    """The seat's hand in notation: concealed tiles, melds, and the drawn tile apart as `+X`."""
    tiles = list(view.concealed)
    drawn = ""
    if drawn_tile is not None and drawn_tile in tiles:
        tiles.remove(drawn_tile)
        drawn = f" +{drawn_tile}"
    parts = [tiles_to_str(tiles)] if tiles else []
    me = view.players[view.seat] if view.seat is not None else None
    for meld in me.melds if me is not None else ():
        body = tiles_to_str(meld.tiles)
        parts.append(f"({body})" if meld.concealed else f"[{body}]")
    return " ".join(parts) + drawn


def visible_elsewhere(view: SeatView) -> list[int]:
    """Of each kind, the copies a seat sees outside its own hand: the other players' melds, the discards
    nobody claimed (a claimed one lies in a meld) and the dora indicators."""
    seen = [0] * NUM_KINDS
    for seat, player in enumerate(view.players):
        if seat != view.seat:
            for meld in player.melds:
                for tile in meld.tiles:
                    seen[tile & KIND_MASK] += 1
        for n, tile in enumerate(player.discards):
            if n not in player.claimed:
                seen[tile & KIND_MASK] += 1
    for tile in view.indicators:
        seen[tile & KIND_MASK] += 1
    return seen


def unseen(view: SeatView) -> list[int]:
    """Of each of the 34 kinds, the copies the seat has not seen: four, less those in its own hand and melds and
    those it sees elsewhere (`visible_elsewhere`). From the seat's view alone (the tiles-seen screen)."""
    left = [4 - n for n in visible_elsewhere(view)]
    me = view.players[view.seat] if view.seat is not None else None
    for tile in (*view.concealed, *(t for m in (me.melds if me is not None else ()) for t in m.tiles)):
        left[tile & KIND_MASK] -= 1
    return [max(0, n) for n in left]


def seat_hint(
    view: SeatView, ruleset: str, options: Mapping[str, Any] | None = None, drawn: Tile | None = None
) -> SeatHint:
    """The hint for the seat of `view`, from that view alone; a hand the analyser cannot read gives shanten
    None and no waits, never an error. The bot is the server's and `jongg play`'s standard bot, seeded by the
    decision as a bot seat's is."""
    from jongg.bots import make_bot
    from jongg.errors import InvalidOption, JonggError

    advice: Action | None = None
    if view.legal_actions:
        try:
            bot = make_bot("standard", ruleset, view.decision, options)
        except InvalidOption:  # no standard bot for this rule set
            bot = None
        advice = None if bot is None else bot.act(view)
    try:
        found = analyse(
            hand_notation(view, drawn if drawn is not None else view.last_draw),
            ruleset,
            seat_wind=view.wind or "E",
            round_wind=view.round_wind,
            seen=visible_elsewhere(view),
            options=options,
        )
    except JonggError:
        return SeatHint(view.decision, None, (), (), advice, None)
    waits: tuple[Wait, ...] = found.waits
    best: tuple[Tile, ...] = ()
    if found.discards:
        top = found.discards[0]
        best = tuple(d.tile for d in found.discards if d.shanten == top.shanten)[:4]
        waits = top.waits
    return SeatHint(view.decision, found.shanten, waits, best, advice, _reason(view, found, advice))


def _reason(view: SeatView, found: Analysis, advice: Action | None) -> Reason | None:
    """Why the bot's discard differs from the best by shanten and acceptance (None: it does not)."""
    tile = getattr(advice, "tile", None)
    if not found.discards or not isinstance(tile, Tile) or not isinstance(advice, DiscardAction | Riichi):
        return None
    best = found.discards[0]
    chosen = next((d for d in found.discards if d.tile == tile & KIND_MASK), None)
    if chosen is None or (chosen.shanten, chosen.acceptance) == (best.shanten, best.acceptance):
        return None
    others = [(p.wind, p) for s, p in enumerate(view.players) if s != view.seat]
    for wind, player in others:
        if situations(player.melds, int(best.tile)):
            return Reason("dangerous", best.tile, wind)
    for wind, player in others:
        theirs = {t & KIND_MASK for t in player.discards}
        if player.riichi is not None and tile & KIND_MASK in theirs and best.tile not in theirs:
            return Reason("safe", Tile(tile & KIND_MASK), wind)
    if chosen.shanten == best.shanten:
        return Reason("value", best.tile, fewer=best.acceptance - chosen.acceptance)
    return Reason("slower", best.tile)


__all__ = ["Reason", "SeatHint", "hand_notation", "seat_hint", "visible_elsewhere"]
