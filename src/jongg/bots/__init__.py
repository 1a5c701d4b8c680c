"""Bots: players that are pure functions of a seat view (plus their own seeded random stream)."""

from __future__ import annotations

from jongg.bots.random_bot import RandomBot

__all__ = ["RandomBot"]
