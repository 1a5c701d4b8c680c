"""Settlement for `dmjl-hk-easy` (`contract.md` §4, `hk-easy.md` "Payment", `penalties.md` HKE).

p is the winner's total (table points). Only the winner receives; East has no advantage:

| case | payments |
|---|---|
| won on a discard (robbing the kong: the robbed player is `from`) | `from` 2p, the other two p |
| self-drawn | each 2p |
| `liable` winning-discard (must be `from`) | liable 4p, nobody else |
| `liable` supplied-pung, self-drawn | liable 6p |
| `liable` supplied-pung, the liable player discarded the winning tile | liable 4p |
| `liable` supplied-pung, another player discarded it | liable 2p (`dangerous-play`), `from` 2p (`win`) |
| `liable` with `no_choice` | as without `liable` |

`liable` needs the option `dangerous_play`. Whether the winner really made the feared hand is the caller's
judgement (**Decision**: `settle` does not re-derive it from the items, which a limit hand does not list in
full). A draw pays nothing; penalties (`false-mahjong`, `obstruction`) are settled after the win payments.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from jongg.contract import WINDS, Settlement, SettleRequest, Transfer
from jongg.errors import InvalidRequest
from jongg.rules import penalties
from jongg.rules.hk_easy.tables import POINT_VALUES
from jongg.rules.settle_checks import check_common, check_value_fields, winner_entry

if TYPE_CHECKING:
    from jongg.rules.hk_easy.options import HongKongEasyOptions

__all__ = ["check", "deal_passes", "normal_payments", "settle"]


VALUE_FIELDS: Final[frozenset[str]] = frozenset()
"""The value fields of a `hands` entry HKE reads besides `total`: none (it reads only the winner's total)."""


def normal_payments(winner: str, source: str | None, points: int) -> list[tuple[str, int]]:
    """(payer, amount) of a normal win, payers in the order E, S, W, N: on a discard (`source` the discarder
    or the robbed player) the discarder pays 2p and the other two p; self-drawn (`source` None) all pay 2p."""
    return [(w, points * 2 if source is None or w == source else points) for w in WINDS if w != winner]


def settle(request: SettleRequest, options: HongKongEasyOptions) -> Settlement:
    """Who pays whom after one HKE hand; raises `InvalidRequest` for a bad request."""
    check(request, options)
    transfers: list[Transfer] = []
    winner = request.winner
    if winner is not None:
        transfers += _win_transfers(request, winner, _value(request, winner))
    transfers += penalties.penalty_transfers(penalties.HK_EASY, request.penalties)
    return Settlement.of(transfers)


def _win_transfers(request: SettleRequest, winner: str, points: int) -> list[Transfer]:
    source, liable = request.from_, request.liable
    if liable is None or liable.no_choice:
        return [Transfer(w, winner, amount, "win") for w, amount in normal_payments(winner, source, points)]
    if liable.wind == source:  # winning-discard, or the supplier discarded the winning tile himself
        return [Transfer(liable.wind, winner, 4 * points, "dangerous-play")]
    if source is None:  # supplied-pung, then self-drawn
        return [Transfer(liable.wind, winner, 6 * points, "dangerous-play")]
    # supplied-pung, a third player discarded: he and the supplier pay 2p each, the fourth nothing
    return [
        Transfer(w, winner, 2 * points, "dangerous-play" if w == liable.wind else "win")
        for w in WINDS
        if w in (liable.wind, source)
    ]


def _value(request: SettleRequest, winner: str) -> int:
    """The winner's p, checked: HKE reads only the winner's entry (`contract.md` §4)."""
    where = f"hands.{winner}"
    entry = winner_entry(request, winner)
    check_value_fields(request, winner, entry, VALUE_FIELDS)
    total = entry.total
    if total is None:
        raise InvalidRequest("rules.missing_field_total", where=where)
    if total not in POINT_VALUES:
        allowed = ", ".join(map(str, sorted(POINT_VALUES)))
        raise InvalidRequest(
            "rules.total_not_total", where=where, total=total, ruleset=request.ruleset, allowed=allowed
        )
    return int(total)


def check(request: SettleRequest, options: HongKongEasyOptions) -> None:
    """The `InvalidRequest` cases of `contract.md` §4 for this rule set (the winner's entry included)."""
    check_common(request, penalties.HK_EASY)
    if request.liable is not None and not options.dangerous_play:
        raise InvalidRequest("rules.liable_needs_option_dangerous_play")
    winner = request.winner
    if winner is None:
        return
    _value(request, winner)


def deal_passes(request: SettleRequest) -> bool:
    """Whether the winds pass on after this hand (`hk-easy.md`): East stays East while he wins (no cap); a
    draw passes the deal, and so does a hand ended by a false Mah-Jongg, whoever the offender was."""
    if penalties.ending_penalty(penalties.HK_EASY, request.penalties) is not None:
        return True
    return request.winner != "E"
