"""`score` and `settle` over plain JSON objects: they never raise for anything in the request."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from jongg.contract import ErrorInfo, ScoreRequest, ScoreResult, Settlement, SettleRequest
from jongg.errors import JonggError
from jongg.rules import find_ruleset


def score(request: object) -> dict[str, Any]:
    """Score one hand given as the contract's JSON object; errors come back in `error`."""
    return scored(request)[0]


def scored(request: object) -> tuple[dict[str, Any], JonggError | None]:
    """`score`'s answer and the error the request was refused with (None: it was not), which the command line
    shows in the language asked for (the answer's message is English, as the contract has it)."""
    try:
        typed = ScoreRequest.from_json(request)
        return find_ruleset(typed.ruleset).score(typed).to_json(), None
    except JonggError as error:
        return ScoreResult.failure(_ruleset_of(request), error).to_json(), error


def settle(request: object) -> dict[str, Any]:
    """Settle one hand given as the contract's JSON object; errors come back in `error`."""
    try:
        typed = SettleRequest.from_json(request)
        return find_ruleset(typed.ruleset).settle(typed).to_json()
    except JonggError as error:
        return Settlement(error=ErrorInfo.of(error)).to_json()


def _ruleset_of(request: object) -> str | None:
    if isinstance(request, Mapping):
        value = request.get("ruleset")
        if isinstance(value, str):
            return value
    return None
