"""What the server tells one player besides the events: the result of each hand and of the match in words
(`report` frames) and the hint of his seat (`hints` frames), both from his own stream and view only.

The words are `jongg play`'s (`jongg.reports`, `jongg.i18n`), sent in English and German so that the page
can switch language at any time without asking again.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from jongg import reports
from jongg.engine import SeatView
from jongg.i18n import LANGUAGES, MESSAGES
from jongg.rules import find_ruleset
from jongg.seat_hints import seat_hint
from jongg.server.streams import PlayerStream

ENDS = ('"type":"hand_end"', '"type":"match_end"')
HINT_TEXTS = ("shanten", "complete", "waits", "best", "bot")
"""The words of a hint (`play.hints.*`), sent with it: the page fills in the numbers, tiles and action."""


def report_frames(
    stream: PlayerStream,
    after: int,
    names: Sequence[str],
    hand_seatings: Sequence[Sequence[int]],
    ruleset: str,
    options: Mapping[str, Any],
) -> list[dict[str, Any]]:
    """The `report` frame of each hand and match that ended among the stream's events after `after`; `names`
    by player index, `hand_seatings` the player in each seat of every hand begun."""
    texts = stream.texts
    frames = []
    for seq in range(max(after + 1, 0), len(texts)):
        if not any(end in texts[seq] for end in ENDS):
            continue
        event = json.loads(texts[seq])
        if event["type"] == "hand_end":
            start, number, endings, indicators = _hand_of(texts, seq)
            seating = hand_seatings[number] if number < len(hand_seatings) else range(4)
            by_seat = [names[p] for p in seating]
            screen = reports.ScoreScreen.of(find_ruleset(ruleset))
            shown = {
                lang: reports.hand_report(
                    event, start, by_seat, lang, endings=endings, indicators=indicators, screen=screen
                ).to_json()
                for lang in LANGUAGES
            }
        else:
            shown = {
                lang: reports.final_report(event, names, lang, reports.final_note(ruleset, options, lang)).to_json()
                for lang in LANGUAGES
            }
        frames.append({"type": "report", "seq": seq, "report": shown})
    return frames


def _hand_of(texts: Sequence[str], end: int) -> tuple[dict[str, Any], int, list[dict[str, Any]], list[str]]:
    """The `hand_start` of the hand ending at `end`, its index in the match, the events that ended it
    (`reports.ENDINGS`: each win, or the draw and its reason) and the dora indicators turned over in it."""
    at = next((n for n in range(end - 1, -1, -1) if '"type":"hand_start"' in texts[n]), None)
    if at is None:
        return {}, 0, [], []
    number = sum('"type":"hand_start"' in text for text in texts[:at])
    endings: list[dict[str, Any]] = []
    indicators: list[str] = []
    marks = tuple(f'"type":"{kind}"' for kind in reports.ENDINGS)
    for text in texts[at + 1 : end]:
        if any(mark in text for mark in marks):
            endings.append(json.loads(text))
        elif '"type":"dora"' in text:
            indicators.append(str(json.loads(text)["indicator"]))
    return json.loads(texts[at]), number, endings, indicators


def hints_frame(view: SeatView, decision: int, ruleset: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The `hints` frame of a player's seat (`jongg.seat_hints.seat_hint` of his view), with his own decision id
    and its words in English and German, those of `jongg play --hints` (the page fills in the tiles, the wind,
    the numbers and the action)."""
    found = seat_hint(view, ruleset, options)
    shown = found.to_json()
    shown["decision"] = decision
    shown["texts"] = {
        lang: {name: MESSAGES[f"play.hints.{name}"][n] for name in HINT_TEXTS} for n, lang in enumerate(LANGUAGES)
    }
    if found.reason is not None:
        key = f"play.hints.reason.{found.reason.key}"
        shown["reason"]["text"] = dict(zip(LANGUAGES, MESSAGES[key], strict=True))
    return {"type": "hints", "hints": shown}


__all__ = ["hints_frame", "report_frames"]
