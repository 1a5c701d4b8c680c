"""The rule-set registry: `find_ruleset(id)` and `RULESETS`."""

from __future__ import annotations

from jongg.errors import UnknownRuleset, excerpt
from jongg.rules.base import Rule, Ruleset
from jongg.rules.classical import Classical
from jongg.rules.hk_easy import HongKongEasy
from jongg.rules.riichi import Riichi

RULESETS: dict[str, Ruleset] = {r.id: r for r in (Classical(), HongKongEasy(), Riichi())}


def find_ruleset(ruleset_id: object) -> Ruleset:
    """The rule set with this id; `UnknownRuleset` names the ids there are."""
    ruleset = RULESETS.get(ruleset_id) if isinstance(ruleset_id, str) else None
    if ruleset is None:
        raise UnknownRuleset(f"unknown rule set {excerpt(ruleset_id)}; known: {', '.join(RULESETS)}")
    return ruleset


__all__ = ["RULESETS", "Rule", "Ruleset", "find_ruleset"]
