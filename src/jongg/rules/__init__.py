"""The rule-set registry: `find_ruleset(id)` and `RULESETS`.

A rule set's package is imported when it is first asked for, so a command that scores one rule set does not
load the tables of the others (`jongg score` on a Classical hand skips the Riichi and HKE packages).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import Final

from jongg.errors import UnknownRuleset, excerpt
from jongg.rules.base import Rule, Ruleset

_PACKAGES: Final = {
    "dmjl-classical": ("jongg.rules.classical", "Classical"),
    "dmjl-hk-easy": ("jongg.rules.hk_easy", "HongKongEasy"),
    "riichi-hana": ("jongg.rules.riichi", "Riichi"),
}
"""Every rule set: its id, its package and its class."""
_MADE: dict[str, Ruleset] = {}
"""The rule sets asked for so far, by id."""


class _Registry(Mapping[str, Ruleset]):
    """The rule sets by id, in `_PACKAGES` order, each made on first use."""

    def __getitem__(self, ruleset_id: str) -> Ruleset:
        ruleset = _MADE.get(ruleset_id)
        if ruleset is None:
            package, name = _PACKAGES[ruleset_id]
            made = getattr(import_module(package), name)()
            ruleset = _MADE.setdefault(ruleset_id, made)  # two threads asking first both get the one filed
        return ruleset

    def __iter__(self) -> Iterator[str]:
        return iter(_PACKAGES)

    def __len__(self) -> int:
        return len(_PACKAGES)


RULESETS: Final[Mapping[str, Ruleset]] = _Registry()


def find_ruleset(ruleset_id: object) -> Ruleset:
    """The rule set with this id; `UnknownRuleset` names the ids there are."""
    if isinstance(ruleset_id, str) and ruleset_id in _PACKAGES:
        return RULESETS[ruleset_id]
    raise UnknownRuleset("rules.unknown_rule_set_known", ruleset_id=excerpt(ruleset_id), packages=", ".join(_PACKAGES))


__all__ = ["RULESETS", "Rule", "Ruleset", "find_ruleset"]
