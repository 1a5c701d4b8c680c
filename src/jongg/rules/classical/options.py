"""The options of `dmjl-classical`: a frozen, validated dataclass (`jongg.rules.base.option`)."""

from __future__ import annotations

from dataclasses import dataclass

from jongg.rules.base import option


@dataclass(frozen=True, slots=True)
class ClassicalOptions:
    """Options of `dmjl-classical` (`classical-dmjl.md`, "Deal, rounds, end")."""

    starting_score: int = option(2000, "Points each player starts the match with (league play: 2000).", lo=0)
    limit: int = option(500, "The limit: the most a hand can score; a limit hand scores it.", lo=1)
    min_points: int = option(0, "A Mah-Jongg whose total is below this does not win (0: no minimum).", lo=0)
    settle_draws: bool = option(False, "At a draw, all four hands are scored and settle their differences.")
    seat_exchange: bool = option(False, "Players change seats between rounds by the HKE 'Umsetzen' table.")
    rounds: int = option(
        4, "Rounds in a match: 4 (East, South, West, North), or fewer for a shorter match by agreement.", lo=1, hi=4
    )
    strict: bool = option(
        False,
        "Strict mode (penalties.md): a player may call Mah-Jongg without a winning hand; the call is taken "
        "back if no other player has exposed his hand yet, else it costs the false-mahjong penalty.",
    )
