"""Settlement for `dmjl-classical` (`contract.md` §4, `classical-dmjl.md` "Settlement")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from jongg.contract import WINDS, Settlement, SettleRequest, Transfer
from jongg.errors import InvalidRequest
from jongg.rules import penalties
from jongg.rules.settle_checks import check_common, winner_entry

if TYPE_CHECKING:
    from jongg.rules.classical.options import ClassicalOptions

PAIRS = (("E", "S"), ("E", "W"), ("E", "N"), ("S", "W"), ("S", "N"), ("W", "N"))


def _factor(*winds: str) -> int:
    return 2 if "E" in winds else 1


def settle(request: SettleRequest, options: ClassicalOptions) -> Settlement:
    check(request)
    transfers: list[Transfer] = []
    winner = request.winner
    if winner is not None:
        values = _values(request, WINDS)
        won = values[winner]
        liable = request.liable
        if liable is not None and not liable.no_choice:
            amount = won * (6 if winner == "E" else 4)
            transfers.append(Transfer(liable.wind, winner, amount, "dangerous-play"))
        else:
            transfers += [Transfer(w, winner, won * _factor(w, winner), "win") for w in WINDS if w != winner]
            transfers += _differences(values, exclude=winner)
    elif options.settle_draws and _is_draw(request):
        transfers += _differences(_values(request, WINDS), exclude=None)
    transfers += penalties.penalty_transfers(penalties.CLASSICAL, request.penalties)
    return Settlement.of(transfers)


def _is_draw(request: SettleRequest) -> bool:
    """No winner and no penalty ending the hand; penalties given alone (without hands) are no draw."""
    if penalties.ending_penalty(penalties.CLASSICAL, request.penalties) is not None:
        return False
    return bool(request.hands) or not request.penalties


def check(request: SettleRequest) -> None:
    """The `InvalidRequest` cases of `contract.md` §4 for this rule set."""
    check_common(request, penalties.CLASSICAL)
    if request.winner is not None:
        winner_entry(request, request.winner)


def _values(request: SettleRequest, winds: tuple[str, ...]) -> dict[str, int]:
    values = {}
    for wind in winds:
        entry = request.hands.get(wind)  # type: ignore[call-overload]
        if entry is None or entry.total is None:
            raise InvalidRequest("rules.missing_field_hands_total", wind=wind)
        if entry.result is not None and entry.result.error is not None:
            raise InvalidRequest("rules.hands_score_result_error", wind=wind)
        values[wind] = entry.total
    return values


def _differences(values: dict[str, int], exclude: str | None) -> list[Transfer]:
    out = []
    for a, b in PAIRS:
        if exclude in (a, b) or values[a] == values[b]:
            continue
        low, high = (a, b) if values[a] < values[b] else (b, a)
        out.append(Transfer(low, high, (values[high] - values[low]) * _factor(a, b), "difference"))
    return out


def deal_passes(request: SettleRequest, east_consecutive_wins: int = 0) -> bool:
    """Whether the winds pass on after this hand.

    East keeps the deal while he wins (until his ninth win in a row); a draw passes it. A hand ended by a
    penalty passes it only if East was one of the offenders (`penalties.md`).
    """
    ending = penalties.ending_penalty(penalties.CLASSICAL, request.penalties)
    if ending is not None:
        return "E" in ending.offenders
    if request.winner == "E":
        return east_consecutive_wins >= 8
    return True
