"""Bots: players that are pure functions of a seat view (plus their own seeded random stream).

`make_bot("standard:defence=off", "dmjl-hk-easy", seed=1)` builds a bot from a text spec (the `--bots` of
`jongg simulate`): a name from `BOTS`, optionally `:key=value,...` settings. `mjai:[SETTINGS:]COMMAND` is an
external mjai bot process (`jongg.bots.mjai_process`, Riichi only); it must `watch(table, seat)` its table and
be closed (`close()`) after the match.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from jongg.bots.random_bot import RandomBot
from jongg.bots.settings import Settings
from jongg.bots.standard import StandardBot
from jongg.engine import Action, SeatView
from jongg.errors import InvalidOption


class Bot(Protocol):
    """Every player: given what its seat may know, one of the view's legal actions."""

    def act(self, view: SeatView) -> Action: ...


def _random(ruleset: str, seed: int, options: Mapping[str, Any] | None, settings: dict[str, str]) -> Bot:
    if settings:
        raise InvalidOption("bots.random_bot_has_no", settings=", ".join(sorted(settings)))
    return RandomBot(seed)


def _mjai(ruleset: str, seed: int, options: Mapping[str, Any] | None, settings: dict[str, str]) -> Bot:
    from jongg.bots.mjai_process import make_mjai_bot

    bot: Bot = make_mjai_bot(ruleset, seed, options, settings)
    return bot


def _standard(ruleset: str, seed: int, options: Mapping[str, Any] | None, settings: dict[str, str]) -> Bot:
    return StandardBot(ruleset, seed, options=options, **settings)


BOTS: dict[str, Callable[[str, int, Mapping[str, Any] | None, dict[str, str]], Bot]] = {
    "random": _random,
    "standard": _standard,
    "mjai": _mjai,
}
"""Bot factories by name: (rule set id, seed, table options, settings) -> bot."""


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """`name` or `name:key=value,key=value` -> (name, settings); `InvalidOption` naming what is wrong."""
    name, _, rest = spec.strip().partition(":")
    if name == "mjai":
        from jongg.bots.mjai_process import parse_mjai_spec

        return name, parse_mjai_spec(rest)  # `mjai:[SETTINGS:]COMMAND`: the command is taken as it is
    if name not in BOTS:
        raise InvalidOption("bots.unknown_bot_known", name=name, bots=", ".join(sorted(BOTS)))
    settings: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, eq, value = part.partition("=")
        if not eq or not key.strip():
            raise InvalidOption("bots.bot_setting_key_value", part=part)
        settings[key.strip()] = value.strip()
    return name, settings


def make_bot(spec: str, ruleset: str, seed: int = 0, options: Mapping[str, Any] | None = None) -> Bot:
    name, settings = parse_spec(spec)
    return BOTS[name](ruleset, seed, options, settings)


__all__ = ["BOTS", "Bot", "RandomBot", "Settings", "StandardBot", "make_bot", "parse_spec"]
