"""Which match logic serves which rule set."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from jongg.rules import RULESETS, find_ruleset
from jongg.scoresheet.errors import UnsupportedRuleset
from jongg.scoresheet.match import MatchRules
from jongg.scoresheet.match_dmjl import ClassicalMatch, HKEasyMatch
from jongg.scoresheet.match_riichi import RiichiMatch

ADAPTERS: dict[str, type[MatchRules]] = {a.ruleset_id: a for a in (ClassicalMatch, HKEasyMatch, RiichiMatch)}


def rules_for(ruleset_id: str, options: Mapping[str, Any]) -> MatchRules:
    """The match logic for a rule set and options (`UnknownRuleset`, `InvalidOption`, `UnsupportedRuleset`)."""
    ruleset = find_ruleset(ruleset_id)
    adapter = ADAPTERS.get(ruleset.id)
    if adapter is None:
        raise UnsupportedRuleset(
            f"the scoresheet has no match logic for {ruleset.id} yet; it supports "
            f"{', '.join(a for a in ADAPTERS if a in RULESETS)}"
        )
    return adapter(ruleset, options)
