"""The `InvalidRequest` cases of `settle` (`contract.md` §4) that every rule set shares."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from jongg.contract import HandValue, SettleRequest
from jongg.errors import InvalidRequest
from jongg.rules import penalties

_OPTIONAL: Final = ("honba", "riichi_sticks", "tenpai", "nagashi")
"""The optional settle fields (`contract.md` §4) a rule set may leave unused."""
_VALUE_FIELDS: Final = ("han", "fu", "yakuman")
"""The value fields of a `hands` entry besides `total`."""


def _listing(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def check_common(
    request: SettleRequest, catalog: Sequence[penalties.Penalty], reads: frozenset[str] = frozenset()
) -> None:
    """The optional fields this rule set does not read (`reads` names those it reads and checks itself), the
    penalties, and winner / from / self_draw / liable together."""
    if request.honba is not None or request.riichi_sticks is not None or request.tenpai or request.nagashi:
        unread = [name for name in _OPTIONAL if name not in reads]
        if any(getattr(request, name) not in (None, ()) for name in unread):
            raise InvalidRequest("rules.not_used", listing=_listing(unread), ruleset=request.ruleset)
    for entry in request.penalties:
        penalties.find_penalty(catalog, entry)
    winner, source, liable = request.winner, request.from_, request.liable
    if penalties.ending_penalty(catalog, request.penalties) is not None and winner is not None:
        raise InvalidRequest("rules.penalty_ends_hand_requires")
    if winner is None:
        if source is not None or request.self_draw or liable is not None:
            raise InvalidRequest("rules.from_self_draw_and_liable")
        return
    if request.self_draw:
        if source is not None:
            raise InvalidRequest("rules.from_must_null_self_draw")
    elif source is None:
        raise InvalidRequest("rules.from_required_win_discard")
    if source == winner:
        raise InvalidRequest("rules.from_cannot_winner")
    if liable is not None:
        if liable.wind == winner:
            raise InvalidRequest("rules.liable_wind_cannot_winner")
        if liable.kind == "winning-discard" and (request.self_draw or liable.wind != source):
            raise InvalidRequest("rules.liable_kind_winning_discard")


def winner_entry(request: SettleRequest, winner: str) -> HandValue:
    """The winner's `hands` entry: present, of this rule set, without error, and a winning result."""
    where = f"hands.{winner}"
    entry = request.hands.get(winner)  # type: ignore[call-overload]
    if entry is None:
        raise InvalidRequest("rules.missing_field_winner_total", where=where)
    result = entry.result
    if result is not None:
        if result.error is not None:
            raise InvalidRequest("rules.score_result_error", where=where)
        if result.ruleset is not None and result.ruleset != request.ruleset:
            raise InvalidRequest(
                "rules.score_result_not", where=where, ruleset=result.ruleset, ruleset2=request.ruleset
            )
        if not result.won:
            raise InvalidRequest("rules.score_result_did_not", where=where)
    return entry  # type: ignore[no-any-return]


def check_value_fields(request: SettleRequest, winner: str, entry: HandValue, reads: frozenset[str]) -> None:
    """A `hands` entry without a score result uses only the value fields the rule set reads (`reads`, besides
    `total`)."""
    if entry.result is None:
        unread = [name for name in _VALUE_FIELDS if name not in reads]
        if any(getattr(entry, name) is not None for name in unread):
            raise InvalidRequest(
                "rules.hands_not_used_give", winner=winner, listing=_listing(unread), ruleset=request.ruleset
            )
