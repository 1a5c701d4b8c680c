"""Payments and settlement for `riichi-hana` (`riichi-hana.md` "Payments", `contract.md` §4, `penalties.md`).

Base points b = fu × 2^(han + 2), raised to a limit (`base_points`). A ron costs the discarder 4b (6b to the
dealer); a tsumo costs the dealer 2b and the others b (2b each to a dealer); each payment is rounded up to
100, then honba are added (300 from the discarder, 100 from each payer on a tsumo), and the riichi sticks come
from the table. Pao (**Decision** of the spec): the liable player pays the value of the yakuman he is liable for
as if he had dealt in; on a ron by another player he and the discarder each pay half of it, and he pays the
honba. The rest of a multiple yakuman is paid normally.

`settle` turns a score result's payments into transfers, or pays a short form `{"han", "fu"}` /
`{"yakuman": k}` by the same rules; draws pay noten (3,000 in all) or nagashi mangan; `chombo` is the only
penalty. `deal_passes`: the dealer repeats when he wins or is tenpai at a draw, and after a chombo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from jongg.contract import WINDS, HandValue, Payment, Settlement, SettleRequest, Transfer
from jongg.errors import InvalidRequest
from jongg.rules import penalties
from jongg.rules.settle_checks import check_common, winner_entry

if TYPE_CHECKING:
    from jongg.rules.riichi.options import RiichiOptions

__all__ = ["DEALER", "LIMIT_BASE", "base_points", "ceil100", "check", "deal_passes", "hand_value", "payments", "settle"]

SETTLE_FIELDS: Final = frozenset({"honba", "riichi_sticks", "tenpai", "nagashi"})
"""The optional settle fields Riichi reads (checked in `check`)."""
DEALER: Final = "E"
LIMIT_BASE: Final = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000, "yakuman": 8000}
"""Base points of each tier (a yakuman per yakuman)."""
YAKUMAN_BASE: Final = 8000
NOTEN_TOTAL: Final = 3000
STICK: Final = 1000
HONBA_RON: Final = 300
HONBA_TSUMO: Final = 100
PARTNERS: Final = (("E", "S"), ("E", "W"), ("E", "N"), ("S", "W"), ("S", "N"), ("W", "N"))
"""The order of pair transfers (`contract.md` §4)."""


def ceil100(value: int) -> int:
    return -(-value // 100) * 100


def base_points(han: int, fu: int, *, kiriage: bool = False, kazoe: str = "yakuman") -> tuple[int, str | None]:
    """Base points of a counted hand and its tier (None below mangan): 13+ han is a (kazoe) yakuman, or a
    sanbaiman with `kazoe` sanbaiman; with `kiriage`, 4 han 30 fu and 3 han 60 fu are a mangan."""
    if han >= 13:
        tier = "yakuman" if kazoe == "yakuman" else "sanbaiman"
    elif han >= 11:
        tier = "sanbaiman"
    elif han >= 8:
        tier = "baiman"
    elif han >= 6:
        tier = "haneman"
    elif han == 5:
        tier = "mangan"
    else:
        b = fu << (han + 2)
        if b < 1920 or (b == 1920 and not kiriage):
            return b, None
        tier = "mangan"
    return LIMIT_BASE[tier], tier


def hand_value(b: int, winner: str, self_draw: bool) -> int:
    """What the winner receives for base points `b`, without honba and sticks."""
    # ceil100 written out (the scorer asks this once per reading)
    if not self_draw:
        return -(-b * (6 if winner == DEALER else 4) // 100) * 100
    if winner == DEALER:
        return 3 * (-(-2 * b // 100) * 100)
    return -(-2 * b // 100) * 100 + 2 * (-(-b // 100) * 100)


def payments(
    winner: str,
    source: str | None,
    b: int,
    honba: int = 0,
    sticks: int = 0,
    pao: str | None = None,
    pao_b: int = 0,
) -> tuple[Payment, ...]:
    """The payments to `winner` for base points `b` (`source` the discarder, None for a tsumo), payers in the
    order E, S, W, N, then the table for the sticks. `pao_b` of `b` (a yakuman's base) is paid by `pao`."""
    if pao is None and source is not None:  # the common ron: one payer
        ron = _payment(source, winner, ceil100(b * (6 if winner == DEALER else 4)) + HONBA_RON * honba)
        return (ron, _payment("table", winner, STICK * sticks)) if sticks else (ron,)
    owed: dict[str, int] = dict.fromkeys(WINDS, 0)
    dealer = winner == DEALER
    rest = b
    if pao is not None and pao_b:
        rest = b - pao_b
        value = ceil100(pao_b * (6 if dealer else 4))
        if source is None or source == pao:
            owed[pao] += value
        else:
            owed[source] += value // 2
            owed[pao] += value - value // 2
        owed[pao] += HONBA_RON * honba
        honba = 0
    if rest:
        if source is not None:
            owed[source] += ceil100(rest * (6 if dealer else 4)) + HONBA_RON * honba
        else:
            for payer in WINDS:
                if payer != winner:
                    share = 2 * rest if dealer or payer == DEALER else rest
                    owed[payer] += ceil100(share) + HONBA_TSUMO * honba
    out = [_payment(payer, winner, amount) for payer, amount in owed.items() if amount]
    if sticks:
        out.append(_payment("table", winner, STICK * sticks))
    return tuple(out)


_PAYMENTS: dict[tuple[str, str, int], Payment] = {}


def _payment(payer: str, winner: str, amount: int) -> Payment:
    """Payments are immutable: the common ones are made once (the cache stays small: amounts are few)."""
    key = (payer, winner, amount)
    found = _PAYMENTS.get(key)
    if found is None:
        found = Payment(payer, winner, amount)
        if len(_PAYMENTS) < 4096:
            _PAYMENTS[key] = found
    return found


# -- settle ----------------------------------------------------------------------------------------------
def settle(request: SettleRequest, options: RiichiOptions) -> Settlement:
    """Who pays whom after one `riichi-hana` hand; raises `InvalidRequest` for a bad request."""
    check(request, options)
    transfers: list[Transfer] = []
    winner = request.winner
    if penalties.ending_penalty(penalties.RIICHI, request.penalties) is None:
        if winner is not None:
            transfers += _win_transfers(request, winner, options)
        else:
            transfers += _draw_transfers(request)
    transfers += penalties.penalty_transfers(penalties.RIICHI, request.penalties, DEALER)
    return Settlement.of(transfers)


def _win_transfers(request: SettleRequest, winner: str, options: RiichiOptions) -> list[Transfer]:
    entry = winner_entry(request, winner)
    result = entry.result
    if result is not None:
        assert result.payments is not None
        return [
            Transfer(p.from_, p.to, p.amount, "riichi-sticks" if p.from_ == "table" else "win") for p in result.payments
        ]
    b = _short_base(entry, options)
    liable = request.liable
    pao = None if liable is None else liable.wind
    out = payments(
        winner, request.from_, b, request.honba or 0, request.riichi_sticks or 0, pao, b if pao is not None else 0
    )
    return [Transfer(p.from_, p.to, p.amount, "riichi-sticks" if p.from_ == "table" else "win") for p in out]


def _short_base(entry: HandValue, options: RiichiOptions) -> int:
    if entry.yakuman is not None:
        return YAKUMAN_BASE * entry.yakuman
    assert entry.han is not None
    return base_points(entry.han, entry.fu or 0, kiriage=options.kiriage, kazoe=options.kazoe)[0]


def _draw_transfers(request: SettleRequest) -> list[Transfer]:
    if request.nagashi:
        out: list[Transfer] = []
        for winner in request.nagashi:
            out += [Transfer(p.from_, p.to, p.amount, "nagashi") for p in payments(winner, None, LIMIT_BASE["mangan"])]
        return out
    tenpai = set(request.tenpai)
    if len(tenpai) in (0, 4):
        return []
    amount = NOTEN_TOTAL // (len(tenpai) * (4 - len(tenpai)))
    out = []
    for first, second in PARTNERS:
        if (first in tenpai) != (second in tenpai):
            payer, payee = (second, first) if first in tenpai else (first, second)
            out.append(Transfer(payer, payee, amount, "noten"))
    return out


def check(request: SettleRequest, options: RiichiOptions) -> None:
    """The `InvalidRequest` cases of `contract.md` §4 for this rule set (the winner's entry included)."""
    check_common(request, penalties.RIICHI, SETTLE_FIELDS)
    winner = request.winner
    ending = penalties.ending_penalty(penalties.RIICHI, request.penalties)
    if winner is None:
        if ending is not None and (request.tenpai or request.nagashi):
            raise InvalidRequest("riichi.tenpai_and_nagashi_not")
        if request.liable is not None:
            raise InvalidRequest("riichi.liable_needs_winner")
        return
    if request.tenpai or request.nagashi:
        raise InvalidRequest("riichi.tenpai_and_nagashi_draws")
    entry = winner_entry(request, winner)
    where = f"hands.{winner}"
    liable = request.liable
    if entry.result is not None:
        _check_result(request, winner, entry)
        return
    if entry.total is not None:
        raise InvalidRequest("riichi.total_not_used_give", where=where, ruleset=request.ruleset)
    if entry.yakuman is not None:
        if entry.han is not None or entry.fu is not None:
            raise InvalidRequest("riichi.yakuman_excludes_han_and", where=where)
        if entry.yakuman < 1:
            raise InvalidRequest("riichi.yakuman_must", where=where)
    else:
        if entry.han is None:
            raise InvalidRequest("riichi.missing_field_han_or", where=where)
        if entry.han < 1:
            raise InvalidRequest("riichi.han_must", where=where)
        if entry.fu is None:
            if entry.han < 5:
                raise InvalidRequest("riichi.missing_field_fu_needed", where=where)
        elif entry.fu != 25 and (entry.fu % 10 or not 20 <= entry.fu <= 140):
            raise InvalidRequest("riichi.fu_must_or_multiple", where=where, fu=entry.fu)
    if liable is not None:
        if liable.kind != "supplied-pung" or liable.no_choice:
            raise InvalidRequest("riichi.liable_riichi_hana_pao")
        if entry.yakuman is None:
            raise InvalidRequest("riichi.liable_pao_needs_yakuman")


def _check_result(request: SettleRequest, winner: str, entry: HandValue) -> None:
    where = f"hands.{winner}"
    result = entry.result
    assert result is not None
    if request.liable is not None:
        raise InvalidRequest("riichi.liable_beside_riichi_hana")
    if request.honba is not None or request.riichi_sticks is not None:
        raise InvalidRequest("riichi.honba_and_riichi_sticks_beside")
    if result.payments is None:
        raise InvalidRequest("riichi.score_result_without_payments", where=where)
    for payment in result.payments:
        if payment.to != winner or payment.amount <= 0:
            raise InvalidRequest("riichi.payments_must_go_winner", where=where, winner=winner)
        if payment.from_ == winner or payment.from_ not in (*WINDS, "table"):
            raise InvalidRequest("riichi.payment_from", where=where, source=payment.from_)


def deal_passes(request: SettleRequest) -> bool:
    """Whether the deal passes after this hand: the dealer repeats when he wins, when he is tenpai at an
    exhaustive draw, and after a chombo (the hand is replayed)."""
    if penalties.ending_penalty(penalties.RIICHI, request.penalties) is not None:
        return False
    if request.winner is not None:
        return request.winner != DEALER
    return DEALER not in request.tenpai
