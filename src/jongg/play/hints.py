"""`--hints`: the seat's hint (`jongg.seat_hints.seat_hint`: shanten, waits with their live counts, the best
discards, the standard bot's choice and why it differs) in words, the same hint the browser shows.

A hand the analyser cannot read gives no shanten and no waits, never an error.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.text import Text

from jongg.advice import analyse
from jongg.engine import SeatView
from jongg.errors import JonggError
from jongg.i18n import text, wind_name
from jongg.play.render import action_label, compose
from jongg.play.tiles import TileStyle
from jongg.rules import find_ruleset
from jongg.seat_hints import Reason, SeatHint, hand_notation


def hint_text(found: SeatHint, ts: TileStyle, lang: str, phase: str = "", riichi: bool = False) -> Text:
    sep = Text(" · ", style="dim")
    parts: list[Text] = []
    if found.shanten is not None:
        if found.shanten < 0:
            parts.append(Text(text("play.hints.complete", lang)))
        else:
            parts.append(Text(text("play.hints.shanten", lang, n=found.shanten)))
    if found.waits:
        waits = Text(", ").join(Text.assemble(ts.tile(w.tile), f"×{w.unseen}") for w in found.waits)
        parts.append(compose("play.hints.waits", lang, waits=waits))
    if found.best:
        parts.append(compose("play.hints.best", lang, tiles=ts.tiles(found.best)))
    if found.advice is not None:
        parts.append(compose("play.hints.bot", lang, action=action_label(found.advice, ts, lang, phase, riichi)))
    if found.reason is not None:
        parts.append(reason_text(found.reason, ts, lang))
    return sep.join(parts)


def warnings(
    view: SeatView, ruleset: str, furiten: bool, ts: TileStyle, lang: str, options: Mapping[str, Any] | None = None
) -> Text:
    """What keeps a ready hand from winning (Riichi): furiten, and waits without a yaku (none needed after a
    riichi, which is one); empty when nothing does. The rule set says whether a wait needs a yaku
    (`Ruleset.scores_waits`)."""
    parts: list[Text] = [compose("play.warn.furiten", lang)] if furiten else []
    me = view.players[view.seat] if view.seat is not None else None
    if find_ruleset(ruleset).scores_waits and me is not None and me.riichi is None and view.wind is not None:
        try:
            found = analyse(
                hand_notation(view), ruleset, seat_wind=view.wind, round_wind=view.round_wind, options=options
            )
        except JonggError:  # not 13 tiles (his turn) or not readable: nothing to say
            found = None
        if found is not None:
            for key, ways in (("play.warn.no_yaku", ()), ("play.warn.tsumo_only", ("tsumo",))):
                tiles = [w.tile for w in found.waits if w.yaku == ways]
                if tiles:
                    parts.append(compose(key, lang, tiles=ts.tiles(tiles)))
    return Text("\n").join(parts)


def reason_text(reason: Reason, ts: TileStyle, lang: str) -> Text:
    """Why the bot's discard is not the best by the analysis, in one line."""
    wind = wind_name(reason.wind, lang) if reason.wind else ""
    return compose(f"play.hints.reason.{reason.key}", lang, tile=ts.tile(reason.tile), wind=wind, n=reason.fewer)


__all__ = ["hint_text", "reason_text", "warnings"]
