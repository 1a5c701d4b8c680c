"""Statistics of a simulation: per bot (lineup slot), per seat and per wind, with 95 % confidence intervals.

The unit of independence is a **deal**: in duplicate mode the four rotations of one deal are played on the
same walls, so their results are correlated by design and are summed before any variance is taken. Rates and
means per hand are ratio estimates (sum over deals / hands over deals) with the delta-method interval
`R ± 1.96 · sd(y − R·x) / (mean(x) · √n)` over the n deals.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from jongg.sim.play import PlayResult

Z95 = 1.959963984540054
WINDS = ("E", "S", "W", "N")


def ratio_ci(ys: Sequence[float], xs: Sequence[float]) -> dict[str, float | None]:
    """Ratio estimate sum(y)/sum(x) with its 95 % interval over the units (None where it cannot be had)."""
    n = len(xs)
    sx, sy = float(sum(xs)), float(sum(ys))
    if n == 0 or sx == 0:
        return {"mean": None, "low": None, "high": None}
    r = sy / sx
    if n < 2:
        return {"mean": r, "low": None, "high": None}
    resid = [y - r * x for x, y in zip(xs, ys, strict=True)]
    mean_resid = sum(resid) / n
    var = sum((e - mean_resid) ** 2 for e in resid) / (n - 1)
    half = Z95 * math.sqrt(var / n) / (sx / n)
    return {"mean": r, "low": r - half, "high": r + half}


@dataclass(slots=True)
class Tally:
    """Sums for one slot (or seat, or wind) within one deal."""

    hands: int = 0
    wins: int = 0
    dealt_in: int = 0
    draws: int = 0
    net: int = 0
    value: int = 0
    games: int = 0
    places: list[int] = field(default_factory=lambda: [0, 0, 0, 0])

    def add(self, other: Tally) -> None:
        self.hands += other.hands
        self.wins += other.wins
        self.dealt_in += other.dealt_in
        self.draws += other.draws
        self.net += other.net
        self.value += other.value
        self.games += other.games
        for n in range(4):
            self.places[n] += other.places[n]


def _tallies(plays: Sequence[PlayResult]) -> tuple[list[Tally], list[Tally], list[Tally]]:
    """Per slot, per seat, per wind tallies of the plays of one deal."""
    slots, seats, winds = [Tally() for _ in range(4)], [Tally() for _ in range(4)], [Tally() for _ in range(4)]
    for play in plays:
        for hand in play.hands:
            for slot in range(4):
                for tally in (slots[slot], seats[hand.seat_of[slot]], winds[hand.wind_of[slot]]):
                    tally.hands += 1
                    tally.net += hand.net[slot]
                    if hand.winner is None:
                        tally.draws += 1
                    elif hand.winner == slot:
                        tally.wins += 1
                        tally.value += hand.value
                    if hand.dealt_in == slot:
                        tally.dealt_in += 1
        if play.places is not None:
            first = play.hands[0].seat_of if play.hands else [0, 1, 2, 3]
            for slot in range(4):
                for tally in (slots[slot], seats[first[slot]]):
                    tally.games += 1
                    tally.places[play.places[slot] - 1] += 1
    return slots, seats, winds


def _group(units: Sequence[Tally]) -> dict[str, Any]:
    hands = [u.hands for u in units]
    games = [u.games for u in units]
    total = Tally()
    for u in units:
        total.add(u)
    out: dict[str, Any] = {
        "hands": total.hands,
        "wins": total.wins,
        "win_rate": ratio_ci([u.wins for u in units], hands),
        "deal_in_rate": ratio_ci([u.dealt_in for u in units], hands),
        "draw_rate": total.draws / total.hands if total.hands else None,
        "points_per_hand": ratio_ci([u.net for u in units], hands),
        "mean_hand_value": total.value / total.wins if total.wins else None,
        "games": total.games,
        "points_per_game": ratio_ci([u.net for u in units], games) if total.games else None,
        "placings": None,
    }
    if total.games:
        out["placings"] = {
            "mean": sum((n + 1) * c for n, c in enumerate(total.places)) / total.games,
            "share": {str(n + 1): total.places[n] / total.games for n in range(4)},
            "mean_ci": ratio_ci([sum((n + 1) * c for n, c in enumerate(u.places)) for u in units], games),
        }
    return out


def summary(plays: Sequence[PlayResult], lineup: Sequence[str]) -> dict[str, Any]:
    """The statistics of every play, grouped by deal (see the module text); no timing (the caller adds it)."""
    by_deal: dict[int, list[PlayResult]] = {}
    for play in plays:
        by_deal.setdefault(play.deal, []).append(play)
    per: list[tuple[list[Tally], list[Tally], list[Tally]]] = [_tallies(by_deal[d]) for d in sorted(by_deal)]
    hands = sum(len(p.hands) for p in plays)
    draws = sum(1 for p in plays for h in p.hands if h.winner is None)
    bots = []
    for slot in range(4):
        entry = {"slot": slot, "bot": lineup[slot], **_group([p[0][slot] for p in per])}
        bots.append(entry)
    seats = [{"seat": s, **_group([p[1][s] for p in per])} for s in range(4)]
    winds = [{"wind": WINDS[w], **_group([p[2][w] for p in per])} for w in range(4)]
    values = [h.value for p in plays for h in p.hands if h.winner is not None]
    return {
        "deals": len(by_deal),
        "games": sum(1 for p in plays if p.places is not None),
        "tables": len(plays),
        "hands": hands,
        "decisions": sum(p.decisions for p in plays),
        "win_rate": (hands - draws) / hands if hands else None,
        "draw_rate": draws / hands if hands else None,
        "mean_hand_value": sum(values) / len(values) if values else None,
        "per_bot": bots,
        "per_seat": seats,
        "per_wind": winds,
    }
