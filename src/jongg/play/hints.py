"""`--hints`: the shanten and waits of the person's hand (`jongg.advice`), each wait with the copies of it the
person cannot see (as `jongg analyse` shows its unseen tiles, but counting the whole table), and the standard
bot's choice.

The hand is written in notation from the seat view (concealed tiles, the drawn tile as `+X`, melds) and
analysed under the rule set's winning forms; a hand the analyser cannot read gives no hint, never an error.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from jongg.bots.fast import concealed_counts, unseen_of
from jongg.engine import Action, SeatView
from jongg.errors import JonggError
from jongg.hand import tiles_to_str
from jongg.i18n import text
from jongg.play.render import action_label, compose
from jongg.play.tiles import TileStyle
from jongg.rules import find_ruleset
from jongg.tiles import KIND_MASK, Tile


@dataclass(frozen=True, slots=True)
class Hint:
    shanten: int | None
    waits: tuple[tuple[Tile, int], ...]
    """Each wait with its live copies (`live_counts`)."""
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


def live_counts(view: SeatView) -> list[int]:
    """Of each kind, the copies the seat cannot see: in no hand of his, no meld, no discard nobody claimed (a
    claimed one lies in its meld) and no dora indicator."""
    unseen = unseen_of(view, concealed_counts(view))
    for tile in view.indicators:
        unseen[tile & KIND_MASK] -= 1
    return [max(0, n) for n in unseen]


def hint(view: SeatView, ruleset: str, suggestion: Action | None, drawn: Tile | None = None) -> Hint:
    from jongg.advice import analyse

    try:
        found = analyse(hand_notation(view, drawn), ruleset)
    except JonggError:
        return Hint(None, (), (), suggestion)
    best: tuple[Tile, ...] = ()
    waits = found.waits
    if found.discards:
        top = found.discards[0].shanten
        best = tuple(d.tile for d in found.discards if d.shanten == top)[:4]
        waits = found.discards[0].waits  # the waits after the best discard
    live = live_counts(view)
    return Hint(found.shanten, tuple((w.tile, live[w.tile & KIND_MASK]) for w in waits), best, suggestion)


def warnings(view: SeatView, ruleset: str, furiten: bool, ts: TileStyle, lang: str) -> Text:
    """What keeps a ready hand from winning (Riichi): furiten, and waits without a yaku (none needed after a
    riichi, which is one); empty when nothing does. The rule set says whether a wait needs a yaku
    (`Ruleset.scores_waits`)."""
    from jongg.advice import analyse

    parts: list[Text] = [compose("play.warn.furiten", lang)] if furiten else []
    me = view.players[view.seat] if view.seat is not None else None
    if find_ruleset(ruleset).scores_waits and me is not None and me.riichi is None and view.wind is not None:
        try:
            found = analyse(hand_notation(view), ruleset, seat_wind=view.wind, round_wind=view.round_wind)
        except JonggError:  # not 13 tiles (his turn) or not readable: nothing to say
            found = None
        if found is not None:
            for key, ways in (("play.warn.no_yaku", ()), ("play.warn.tsumo_only", ("tsumo",))):
                tiles = [w.tile for w in found.waits if w.yaku == ways]
                if tiles:
                    parts.append(compose(key, lang, tiles=ts.tiles(tiles)))
    return Text("\n").join(parts)


def hint_text(found: Hint, ts: TileStyle, lang: str, phase: str = "", riichi: bool = False) -> Text:
    sep = Text(" · ", style="dim")
    parts: list[Text] = []
    if found.shanten is not None:
        if found.shanten < 0:
            parts.append(Text(text("play.hints.complete", lang)))
        else:
            parts.append(Text(text("play.hints.shanten", lang, n=found.shanten)))
    if found.waits:
        waits = Text(" ").join(Text.assemble(ts.tile(tile), f"×{live}") for tile, live in found.waits)
        parts.append(compose("play.hints.waits", lang, waits=waits))
    if found.best:
        parts.append(compose("play.hints.best", lang, tiles=ts.tiles(found.best)))
    if found.suggestion is not None:
        parts.append(compose("play.hints.bot", lang, action=action_label(found.suggestion, ts, lang, phase, riichi)))
    return sep.join(parts)


__all__ = ["Hint", "hand_notation", "hint", "hint_text", "live_counts", "warnings"]
