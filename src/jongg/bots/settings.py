"""The settings of the standard bot, shared by its DMJL play (`standard.py`) and its Riichi play (`riichi.py`).

Each switches one part of the bot off, to measure what it is worth (`jongg simulate --bots standard:value=off`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from jongg.errors import InvalidOption


@dataclass(frozen=True, slots=True)
class Settings:
    """The parts of the standard bot; switch one off to measure what it is worth."""

    efficiency: bool = True
    """Count acceptance (unseen tiles that improve the hand) among equal shanten; off: shanten only."""
    value: bool = True
    """Play for the hand's value (honour pungs, one suit); the HKE minimum is obeyed even when off."""
    defence: bool = True
    """Avoid dangerous-play tiles, and (HKE) play safe against three shown sets when far from ready."""
    claims: bool = True
    """Claim chows, pungs and kongs when they help; off: claim only Mah-Jongg."""
    original_call: bool = True
    """Classical: announce an original call when the first discard leaves the hand ready."""
    kongs: bool = True
    """Declare and claim kongs that cost no shanten; off: no kong at all (dealt, own-turn or claimed)."""
    riichi: bool = True
    """Riichi: declare riichi when a discard leaves the closed hand ready (off: stay silent)."""

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> Settings:
        names = {f.name for f in fields(cls)}
        unknown = sorted(set(values) - names)
        if unknown:
            raise InvalidOption("bots.unknown_standard_bot_setting", unknown=unknown[0], names=", ".join(sorted(names)))
        out = cls()
        for name, value in values.items():
            if isinstance(value, str):
                text = value.strip().lower()
                if text not in ("1", "0", "true", "false", "on", "off", "yes", "no"):
                    raise InvalidOption("bots.standard_bot_setting_true", name=name, value=value)
                value = text in ("1", "true", "on", "yes")
            out = replace(out, **{name: bool(value)})
        return out
