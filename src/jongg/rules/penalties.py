"""The penalty catalogs of `penalties.md` as data: who pays whom, and what happens to the hand.

Penalties are settled on their own and never doubled for East.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from jongg.contract import WINDS, PenaltyEntry, Transfer
from jongg.errors import InvalidRequest, Phrase, excerpt

Payer = Callable[[PenaltyEntry, str], list[tuple[str, str, int]]]
"""(entry, dealer wind) -> [(from, to, amount)]."""


@dataclass(frozen=True, slots=True)
class Penalty:
    id: str
    en: str
    de: str
    offenders: tuple[int, ...]
    """How many offenders the entry may name."""
    pay: Payer
    ends_hand: bool
    needs_claimer: bool = False


def _each_to_each_other(amounts: Mapping[int, int]) -> Payer:
    """Each offender pays `amounts[len(offenders)]` to each player who is not an offender."""

    def pay(entry: PenaltyEntry, dealer: str) -> list[tuple[str, str, int]]:
        amount = amounts[len(entry.offenders)]
        others = [w for w in WINDS if w not in entry.offenders]
        return [(str(o), str(w), amount) for o in entry.offenders for w in others]

    return pay


def _each_to_all_others(amount: int) -> Payer:
    """Each offender pays `amount` to each of the three other players (offenders included)."""

    def pay(entry: PenaltyEntry, dealer: str) -> list[tuple[str, str, int]]:
        return [(o, w, amount) for o in entry.offenders for w in WINDS if w != o]

    return pay


def _to_claimer(amount: int) -> Payer:
    def pay(entry: PenaltyEntry, dealer: str) -> list[tuple[str, str, int]]:
        assert entry.claimer is not None
        return [(entry.offenders[0], entry.claimer, amount)]

    return pay


def _chombo(entry: PenaltyEntry, dealer: str) -> list[tuple[str, str, int]]:
    """Reverse mangan: a dealer pays 4,000 to each; a non-dealer 4,000 to the dealer and 2,000 to the others."""
    out: list[tuple[str, str, int]] = []
    for offender in entry.offenders:
        for w in WINDS:
            if w != offender:
                out.append((offender, w, 4000 if dealer in (offender, w) else 2000))
    return out


CLASSICAL: tuple[Penalty, ...] = (
    Penalty(
        "false-mahjong",
        "False Mah-Jongg",
        "Falscher Mah-Jongg-Ruf",
        (1, 2, 3),
        _each_to_each_other({1: 300, 2: 150, 3: 100}),
        ends_hand=True,
    ),
    Penalty(
        "wrong-name-chow",
        "Wrongly named discard claimed for a chow",
        "Falsch angesagter Ziegel für ein Chi beansprucht",
        (1,),
        _to_claimer(50),
        ends_hand=False,
        needs_claimer=True,
    ),
    Penalty(
        "wrong-name-pung",
        "Wrongly named discard claimed for a pung or kong",
        "Falsch angesagter Ziegel für einen Pong oder Kang beansprucht",
        (1,),
        _to_claimer(100),
        ends_hand=False,
        needs_claimer=True,
    ),
    Penalty(
        "wrong-name-mahjong",
        "Wrongly named discard claimed for Mah-Jongg",
        "Falsch angesagter Ziegel für Mah-Jongg beansprucht",
        (1,),
        _each_to_all_others(300),
        ends_hand=True,
    ),
    Penalty(
        "wrong-name-false-mahjong",
        "Wrongly named discard claimed for a false Mah-Jongg",
        "Falsch angesagter Ziegel für einen falschen Mah-Jongg beansprucht",
        (2,),
        _each_to_each_other({2: 150}),
        ends_hand=True,
    ),
)

HK_EASY: tuple[Penalty, ...] = (
    Penalty(
        "false-mahjong", "False Mah-Jongg", "Falscher Mah-Jongg-Ruf", (1, 2, 3), _each_to_all_others(16), ends_hand=True
    ),
    Penalty(
        "obstruction",
        "Serious obstruction of play",
        "Schwere Spielbehinderung",
        (1, 2, 3),
        _each_to_all_others(16),
        ends_hand=False,
    ),
)

RIICHI: tuple[Penalty, ...] = (
    Penalty("chombo", "Chombo (reverse mangan)", "Chombo (umgekehrtes Mangan)", (1, 2, 3), _chombo, ends_hand=True),
)


def penalty_name(rule: str, lang: str) -> str | None:
    """The name of a penalty of any catalog in English or German (`lang` "de"), None for an unknown id."""
    for catalog in (CLASSICAL, HK_EASY, RIICHI):
        for penalty in catalog:
            if penalty.id == rule:
                return penalty.de if lang == "de" else penalty.en
    return None


def find_penalty(catalog: Sequence[Penalty], entry: PenaltyEntry) -> Penalty:
    """The catalog row of `entry`, checked: known id, offender count, claimer where the rule names one."""
    for penalty in catalog:
        if penalty.id == entry.rule:
            break
    else:
        known = ", ".join(p.id for p in catalog)
        raise InvalidRequest("rules.unknown_penalty_known", rule=excerpt(entry.rule), known=known)
    if len(entry.offenders) not in penalty.offenders:
        raise InvalidRequest(
            "rules.penalty_takes_offender_not",
            rule=excerpt(entry.rule),
            map=" or ".join(map(str, penalty.offenders)),
            offenders_count=len(entry.offenders),
        )
    if penalty.needs_claimer != (entry.claimer is not None):
        need = Phrase("rules.needs") if penalty.needs_claimer else Phrase("rules.takes_no")
        raise InvalidRequest("rules.penalty_claimer", rule=excerpt(entry.rule), need=need)
    if entry.claimer in entry.offenders:
        raise InvalidRequest("rules.penalty_claimer_cannot_offender", rule=excerpt(entry.rule))
    return penalty


def penalty_transfers(catalog: Sequence[Penalty], entries: Sequence[PenaltyEntry], dealer: str = "E") -> list[Transfer]:
    """The transfers of `entries`, in list order, each with the penalty id as reason."""
    out: list[Transfer] = []
    for entry in entries:
        penalty = find_penalty(catalog, entry)
        out.extend(Transfer(f, t, a, entry.rule) for f, t, a in penalty.pay(entry, dealer))
    return out


def ending_penalty(catalog: Sequence[Penalty], entries: Sequence[PenaltyEntry]) -> PenaltyEntry | None:
    """The first entry whose penalty ends the hand, if any."""
    for entry in entries:
        if find_penalty(catalog, entry).ends_hand:
            return entry
    return None
