"""What a hand is worth to the standard bot, per rule set: the plan it plays towards.

A plan is computed once per decision from the seat's view (never per candidate discard): a weight per tile kind
for keeping it (`keep`; negative: wants it gone), the one-suit target if any, the forms to measure shanten with,
and a gate for claims. Each profile in `PROFILES` is named by the rule sets that play by it (`Ruleset.bot_profile`);
the Riichi profile (yaku, no yakuless open hands) is `jongg.bots.riichi`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from jongg.analysis import Forms
from jongg.tiles import DRAGONS, FLOWER_BASE, SEASON_BASE, WIND_TILE

SHANTEN_WEIGHT = 100.0
"""One step of shanten in the bot's score; acceptance counts tiles (0 to about 60), so keeping a valuable tile
may cost some acceptance but never a step of shanten unless the plan is needed to win at all."""


@dataclass(slots=True)
class Hypothesis:
    """A hand as the value profile reads it: concealed counts, own melds as (kind, first tile kind)."""

    counts: Sequence[int]
    melds: Sequence[tuple[str, int]]


@dataclass(slots=True)
class Seat:
    """What the profile needs of the view besides the hand: winds, bonus tiles, unseen counts, options."""

    seat_wind: int
    round_wind: int
    bonus: tuple[int, ...]
    unseen: Sequence[int]
    options: dict[str, Any]
    turn_index: int
    """How many discards this seat has made (early: keep value singles)."""


@dataclass(slots=True)
class Plan:
    keep: list[float]
    """Per kind: added to the score of a discard that keeps the tile (subtracted when it is discarded)."""
    suit: int | None = None
    """One-suit target (0 m, 1 p, 2 s), or None."""
    forms: int = 0
    """Forms to measure shanten with (0: the rule set's)."""
    forced: bool = False
    """The plan is needed to reach the agreed minimum: worth a step of shanten."""
    minimum: int = 0
    reach: int = 0
    """Fan the hand can still reach (HKE), for the minimum."""
    notes: list[str] = field(default_factory=list)


def value_kinds(seat: Seat) -> dict[int, int]:
    """Honour kinds whose pung is worth something, with its worth (doubles or fan): dragons, own and round wind."""
    out = dict.fromkeys(DRAGONS, 1)
    out[seat.seat_wind] = out.get(seat.seat_wind, 0) + 1
    out[seat.round_wind] = out.get(seat.round_wind, 0) + 1
    return out


def suit_counts(hand: Hypothesis) -> tuple[list[int], int, set[int], bool]:
    """Tiles per suit (concealed and melds), honour tiles, suits of the melds, whether a chow is shown."""
    per = [0, 0, 0]
    honours = 0
    counts = hand.counts
    for s in range(3):
        per[s] = sum(counts[9 * s : 9 * s + 9])
    honours = sum(counts[27:34])
    meld_suits: set[int] = set()
    chow = False
    for kind, first in hand.melds:
        if first < 27:
            per[first // 9] += 3
            meld_suits.add(first // 9)
        else:
            honours += 3
        chow = chow or kind == "chow"
    return per, honours, meld_suits, chow


def flush_target(hand: Hypothesis) -> tuple[int | None, int]:
    """The suit to collect and how many tiles of the other two suits are in the way (99: impossible)."""
    per, _, meld_suits, _ = suit_counts(hand)
    if len(meld_suits) > 1:
        return None, 99
    target = next(iter(meld_suits)) if meld_suits else max(range(3), key=lambda s: per[s])
    return target, sum(per) - per[target]


def _honour_keep(
    keep: list[float],
    hand: Hypothesis,
    seat: Seat,
    worth: dict[int, int],
    pair: float,
    single: float,
    other_single: float,
) -> None:
    counts = hand.counts
    for kind in range(27, 34):
        n = counts[kind]
        if not n:
            continue
        if kind in worth:
            if n >= 2:
                keep[kind] += pair * worth[kind]
            elif seat.unseen[kind] >= 2 and seat.turn_index < 8:
                keep[kind] += single
        elif n == 1:
            keep[kind] += other_single


def _flush_keep(keep: list[float], target: int, strength: float) -> None:
    for kind in range(27):
        keep[kind] += strength / 3 if kind // 9 == target else -strength
    for kind in range(27, 34):
        keep[kind] += strength / 3


# -- Chinese Classical -------------------------------------------------------------------------------------


def classical_plan(hand: Hypothesis, seat: Seat, value: bool) -> Plan:
    """Classical: honour pungs of dragons and own/round wind are doubles, pungs are points, a concealed pung
    twice an exposed one, one suit with honours a double and one suit only three."""
    keep = [0.0] * 34
    plan = Plan(keep)
    if not value:
        return plan
    worth = value_kinds(seat)
    _honour_keep(keep, hand, seat, worth, pair=18.0, single=5.0, other_single=-2.0)
    target, off = flush_target(hand)
    if target is not None and off <= 3:
        plan.suit = target if off <= 2 else None
        _flush_keep(keep, target, 16.0 if off <= 2 else 8.0)
    return plan


def classical_claim_ok(plan: Plan, hand: Hypothesis, seat: Seat, claim: str, kind: int, after: Hypothesis) -> bool:
    """A claim must not leave the one-suit plan."""
    return plan.suit is None or kind >= 27 or kind // 9 == plan.suit


# -- Hong Kong Easy ---------------------------------------------------------------------------------------


def bonus_fan(seat: Seat) -> int:
    """Fan the bonus tiles give now (No Flowers nor Seasons, own flower and season, all four of a group)."""
    if not seat.bonus:
        return 1
    own = seat.seat_wind - 27
    flowers = [b - FLOWER_BASE for b in seat.bonus if FLOWER_BASE <= b < SEASON_BASE]
    seasons = [b - SEASON_BASE for b in seat.bonus if b >= SEASON_BASE]
    return (own in flowers) + (own in seasons) + (len(flowers) == 4) + (len(seasons) == 4)


def hk_reach(hand: Hypothesis, seat: Seat) -> tuple[int, int, int]:
    """(sure fan, fan within reach, fan a one-suit hand would add) of a hand, for the agreed minimum."""
    worth = value_kinds(seat)
    counts = hand.counts
    sure = bonus_fan(seat)
    pungs = 0
    for meld, first in hand.melds:
        if meld != "chow":
            pungs += 1
            sure += worth.get(first, 0)
    pairs = 0
    possible = 0
    for kind in range(34):
        n = counts[kind]
        if n >= 3:
            pungs += 1
            sure += worth.get(kind, 0)
        elif n == 2:
            pairs += 1
            if seat.unseen[kind]:
                possible += worth.get(kind, 0)
    _, honours, _, chow = suit_counts(hand)
    flush = 0
    target, off = flush_target(hand)
    if target is not None and off <= 5:
        flush = 6 if honours == 0 else 3
    seven = 4 if not hand.melds and pairs + 2 * sum(1 for n in counts if n == 4) >= 4 else 0
    all_pungs = 3 if not chow and pungs + pairs >= 4 else 0
    return sure, sure + possible + max(flush, seven, all_pungs), flush


def hk_plan(hand: Hypothesis, seat: Seat, value: bool) -> Plan:
    """HKE: fan (dragon and wind pungs 1 each, Half Flush 3, Full Flush 6, Seven Pairs 4, All Pungs 3) decide
    the points (0 fan 1, 3 fan 8, 4-6 fan 16); with `fan_minimum` the hand must reach it to win at all."""
    keep = [0.0] * 34
    minimum = int(seat.options.get("fan_minimum", 0) or 0)
    plan = Plan(keep, minimum=minimum)
    sure, reach, _ = hk_reach(hand, seat)
    plan.reach = reach
    worth = value_kinds(seat)
    target, off = flush_target(hand)
    if minimum and sure < minimum:
        # the hand cannot win as it is: play for the cheapest route to the minimum
        plan.forced = True
        if target is not None and sure + 3 + _possible(hand, seat, worth) >= minimum and off <= 6:
            plan.suit = target
            _flush_keep(keep, target, 140.0 if off <= 4 else 70.0)
        elif not hand.melds and sure + 4 >= minimum and _pairs(hand) >= 3:
            plan.forms = int(Forms.SEVEN_PAIRS | Forms.SEVEN_PAIRS_DOUBLED)
        _honour_keep(keep, hand, seat, worth, pair=60.0, single=12.0, other_single=0.0)
        return plan
    if not value:
        return plan
    _honour_keep(keep, hand, seat, worth, pair=22.0, single=3.0, other_single=-2.0)
    if target is not None and off <= 3:
        plan.suit = target if off <= 2 else None
        _flush_keep(keep, target, 24.0 if off <= 2 else 12.0)
    return plan


def _possible(hand: Hypothesis, seat: Seat, worth: dict[int, int]) -> int:
    return sum(worth.get(k, 0) for k in range(27, 34) if hand.counts[k] == 2 and seat.unseen[k])


def _pairs(hand: Hypothesis) -> int:
    return sum(1 for n in hand.counts if n >= 2)


def hk_claim_ok(plan: Plan, hand: Hypothesis, seat: Seat, claim: str, kind: int, after: Hypothesis) -> bool:
    """A claim keeps the one-suit plan, and the agreed minimum must stay within reach after it."""
    if plan.suit is not None and kind < 27 and kind // 9 != plan.suit:
        return False
    if plan.forms and claim != "kong":
        return False
    if plan.minimum:
        reach = hk_reach(after, seat)[1]
        return reach >= plan.minimum
    return True


@dataclass(frozen=True, slots=True)
class Profile:
    plan: Callable[[Hypothesis, Seat, bool], Plan]
    claim_ok: Callable[[Plan, Hypothesis, Seat, str, int, Hypothesis], bool]
    chow_max_shanten: int
    """Claim a chow only when it leaves the hand at most this far from ready."""
    pung_max_shanten: int
    """Claim a pung of simples (or a worthless honour) only when it leaves the hand at most this far."""
    discarder_pays_more: bool
    """Whether the discarder of an ordinary winning tile pays more than the other losers (HKE: double). Only
    then does playing safe against a visible threat pay; without it (Classical: every loser pays the winner
    alike) defence guards only dangerous play, where the discarder is liable for all."""


PROFILES: dict[str, Profile] = {
    "classical": Profile(
        classical_plan, classical_claim_ok, chow_max_shanten=1, pung_max_shanten=2, discarder_pays_more=False
    ),
    "hk-easy": Profile(hk_plan, hk_claim_ok, chow_max_shanten=2, pung_max_shanten=3, discarder_pays_more=True),
}


def wind_kind(wind: str | None) -> int:
    return WIND_TILE.get(wind or "E", WIND_TILE["E"])
