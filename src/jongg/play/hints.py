"""`--hints`: the shanten and waits of the person's hand (`jongg.advice`) and the standard bot's choice.

The hand is written in notation from the seat view (concealed tiles, the drawn tile as `+X`, melds) and
analysed under the rule set's winning forms; a hand the analyser cannot read gives no hint, never an error.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from jongg.engine import Action, SeatView
from jongg.errors import JonggError
from jongg.hand import tiles_to_str
from jongg.i18n import text
from jongg.play.render import action_label, compose
from jongg.play.tiles import TileStyle
from jongg.tiles import Tile


@dataclass(frozen=True, slots=True)
class Hint:
    shanten: int | None
    waits: tuple[Tile, ...]
    best: tuple[Tile, ...]
    """With a tile to discard: the discards that keep the best shanten, best first."""
    suggestion: Action | None


def hand_notation(view: SeatView, drawn_tile: Tile | None = None) -> str:
    """The person's hand in notation: concealed tiles, melds, and the drawn tile apart as `+X`."""
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


def hint(view: SeatView, ruleset: str, suggestion: Action | None, drawn: Tile | None = None) -> Hint:
    from jongg.advice import analyse

    try:
        found = analyse(hand_notation(view, drawn), ruleset)
    except JonggError:
        return Hint(None, (), (), suggestion)
    best: tuple[Tile, ...] = ()
    waits = tuple(w.tile for w in found.waits)
    if found.discards:
        top = found.discards[0].shanten
        best = tuple(d.tile for d in found.discards if d.shanten == top)[:4]
        waits = tuple(w.tile for w in found.discards[0].waits)  # the waits after the best discard
    return Hint(found.shanten, waits, best, suggestion)


def hint_text(found: Hint, ts: TileStyle, lang: str, phase: str = "", riichi: bool = False) -> Text:
    sep = Text(" · ", style="dim")
    parts: list[Text] = []
    if found.shanten is not None:
        if found.shanten < 0:
            parts.append(Text(text("play.hints.complete", lang)))
        else:
            parts.append(Text(text("play.hints.shanten", lang, n=found.shanten)))
    if found.waits:
        parts.append(compose("play.hints.waits", lang, waits=ts.tiles(found.waits)))
    if found.best:
        parts.append(compose("play.hints.best", lang, tiles=ts.tiles(found.best)))
    if found.suggestion is not None:
        parts.append(compose("play.hints.bot", lang, action=action_label(found.suggestion, ts, lang, phase, riichi)))
    return sep.join(parts)


__all__ = ["Hint", "hand_notation", "hint", "hint_text"]
