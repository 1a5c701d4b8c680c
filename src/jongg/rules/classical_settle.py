"""Settlement for `dmjl-classical` (`contract.md` §4, `classical-dmjl.md` "Settlement")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from jongg.contract import WINDS, Settlement, SettleRequest, Transfer
from jongg.errors import InvalidRequest
from jongg.rules import penalties

if TYPE_CHECKING:
    from jongg.rules.classical import ClassicalOptions

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
    elif options.settle_draws and penalties.ending_penalty(penalties.CLASSICAL, request.penalties) is None:
        transfers += _differences(_values(request, WINDS), exclude=None)
    transfers += penalties.penalty_transfers(penalties.CLASSICAL, request.penalties)
    return Settlement.of(transfers)


def check(request: SettleRequest) -> None:
    """The `InvalidRequest` cases of `contract.md` §4 for this rule set."""
    winner, source = request.winner, request.from_
    if request.honba is not None or request.riichi_sticks is not None or request.tenpai or request.nagashi:
        raise InvalidRequest("honba, riichi_sticks, tenpai and nagashi are not used by dmjl-classical")
    for entry in request.penalties:
        penalties.find_penalty(penalties.CLASSICAL, entry)
    if penalties.ending_penalty(penalties.CLASSICAL, request.penalties) is not None and winner is not None:
        raise InvalidRequest("a penalty that ends the hand requires winner null")
    if winner is None:
        if source is not None or request.self_draw or request.liable is not None:
            raise InvalidRequest("from, self_draw and liable need a winner")
        return
    if request.self_draw:
        if source is not None:
            raise InvalidRequest("from must be null with self_draw")
    elif source is None:
        raise InvalidRequest("from is required for a win on a discard")
    if source == winner:
        raise InvalidRequest("from cannot be the winner")
    won = request.hands.get(winner)
    if won is not None and won.result is not None and not won.result.won:
        raise InvalidRequest(f"hands.{winner} is a score result that did not win")
    liable = request.liable
    if liable is not None:
        if liable.wind == winner:
            raise InvalidRequest("liable.wind cannot be the winner")
        if liable.kind == "winning-discard" and (request.self_draw or liable.wind != source):
            raise InvalidRequest("liable.kind winning-discard: the liable player must have discarded the winning tile")


def _values(request: SettleRequest, winds: tuple[str, ...]) -> dict[str, int]:
    values = {}
    for wind in winds:
        entry = request.hands.get(wind)  # type: ignore[call-overload]
        if entry is None or entry.total is None:
            raise InvalidRequest(f"missing field hands.{wind} (its total is needed)")
        if entry.result is not None and entry.result.error is not None:
            raise InvalidRequest(f"hands.{wind} is a score result with an error")
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
