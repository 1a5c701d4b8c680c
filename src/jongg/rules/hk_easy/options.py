"""The options of `dmjl-hk-easy`: a frozen, validated dataclass (`jongg.rules.base.option`)."""

from __future__ import annotations

from dataclasses import dataclass

from jongg.rules.base import option
from jongg.rules.hk_easy.tables import LIMIT_FAN


@dataclass(frozen=True, slots=True)
class HongKongEasyOptions:
    """Options of `dmjl-hk-easy` (`hk-easy.md`, "Optional rules" and the match length); all off by default."""

    fan_minimum: int = option(
        0,
        "A Mah-Jongg needs at least this many fan, bonus-tile fan included (0: no minimum; at most 10, "
        "the limit); a limit hand always meets it. Below it the hand does not win (reason below-minimum).",
        lo=0,
        hi=LIMIT_FAN,
    )
    dangerous_play: bool = option(
        False,
        "Dangerous play (penalties.md): the discarder of a dangerous tile, or the supplier of the "
        "decisive pung, pays for the others; settle accepts liable only with this on.",
    )
    seat_rotation: bool = option(
        False, "'Umsetzen': the players change seats after the East, South and West rounds (hk-easy.md table)."
    )
    rounds: int = option(
        4, "Rounds in a match: 4 (East, South, West, North), or fewer for a shorter match by agreement.", lo=1, hi=4
    )
    max_duration: int | None = option(
        None,
        "Agreed match length in minutes (null: none). When reached, the hand in progress is abandoned "
        "without settlement and the match ends (the host records a time_up event).",
        lo=1,
        kind=int,
    )
    chips: int | None = option(
        None,
        "Chips handed to each player before the match (null: none). The match ends with the hand, "
        "settled, in which a player's score falls below zero.",
        lo=1,
        kind=int,
    )
    strict: bool = option(
        False,
        "Strict mode (penalties.md): a player may call Mah-Jongg without a winning hand; shown, the false call "
        "costs the false-mahjong penalty (16 to each other player) and ends the hand.",
    )
