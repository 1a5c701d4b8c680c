"""Interop with other Mah-Jongg programs: the mjai JSON-lines protocol (`jongg.interop.mjai`)."""

from __future__ import annotations
