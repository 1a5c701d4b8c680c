"""What a seat may know, computed from the omniscient record independently of the engine's visibility table: the
knowledge model of the invariant tests (`tests/engine/test_invariants.py`) and of the server's frame checks
(`tests/server/test_frames.py`)."""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

TILE_TEXT = re.compile(r'"([0-9][mpszfg])"')

PRIVATE = {
    "hand_start": None,
    "deal": None,
    "draw": "seat",
    "call": "seat",
    "keep_kongs": "seat",
    "before_play": "seat",
    "named_discard": "seat",
}
"""The events that hold something not everybody may see: the wall, the dealt tiles, a draw, a claim answer, a
question asked of one seat. Every other event shows only what lies open on the table."""


def as_said(event: dict[str, Any]) -> dict[str, Any] | None:
    """The public form of a private event, as the other seats see it (None: they see nothing of it). A wrongly
    named discard (strict Classical, `penalties.md`) is, for them, a discard of the tile it was named: the spoken
    name is all they learn."""
    if event["type"] != "named_discard":
        return None
    return {"type": "discard", "seat": event["seat"], "tile": event["named"], "tsumogiri": event["tsumogiri"]}


def tiles_mentioned(value: Any) -> Counter[str]:
    """Every tile string anywhere inside a JSON value (of a list: its items' tiles together)."""
    return Counter(TILE_TEXT.findall(json.dumps(value)))


def knowledge(events: list[dict[str, Any]], seat: int | None) -> Counter[str]:
    """What `seat` may learn from the private `events`: its own dealt tiles, draws and answers; never the wall.
    Its draws and answers are serialised together, one `tiles_mentioned` of their list (not one per event)."""
    dealt: list[str] = []
    own = []
    for event in events:
        if event["type"] == "hand_start":
            continue
        if event["type"] == "deal":
            dealt.extend(event["tiles"][seat] if seat is not None else [])
        elif event["seat"] == seat:
            own.append(event)
    return Counter(dealt) + tiles_mentioned(own)
