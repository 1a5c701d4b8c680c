"""Which match logic serves which rule set: the one it names (`Ruleset.scoresheet`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from jongg.rules import RULESETS, find_ruleset
from jongg.scoresheet.errors import UnsupportedRuleset
from jongg.scoresheet.match import MatchRules
from jongg.scoresheet.match_dmjl import ClassicalMatch, HKEasyMatch
from jongg.scoresheet.match_riichi import RiichiMatch

ADAPTERS: dict[str, type[MatchRules]] = {a.name: a for a in (ClassicalMatch, HKEasyMatch, RiichiMatch)}
"""The match logics by name; a rule set names its own (`Ruleset.scoresheet`)."""


def rules_for(ruleset_id: str, options: Mapping[str, Any]) -> MatchRules:
    """The match logic for a rule set and options (`UnknownRuleset`, `InvalidOption`, `UnsupportedRuleset`)."""
    ruleset = find_ruleset(ruleset_id)
    adapter = ADAPTERS.get(ruleset.scoresheet) if ruleset.scoresheet is not None else None
    if adapter is None:
        raise UnsupportedRuleset(
            "sheet.scoresheet_has_no_match",
            id=ruleset.id,
            i=", ".join((i for i, r in RULESETS.items() if r.scoresheet in ADAPTERS)),
        )
    return adapter(ruleset, options)
