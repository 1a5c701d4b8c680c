"""One package per rule set with the same files, and what each rule set owns: its forms, its flow and the
check of its own request fields (`DESIGN.md`, rules layer)."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

import jongg.rules as rules
from jongg.engine import Table
from jongg.errors import UnknownRuleset
from jongg.rules import checks, find_ruleset, settle_checks
from jongg.rules.classical import flow as classical_flow
from jongg.rules.hk_easy import flow as hk_easy_flow
from jongg.rules.riichi import flow as riichi_flow

ROOT = Path(rules.__file__).parent
COMMON = {"__init__.py", "options.py", "tables.py", "context.py", "scoring.py", "settle.py"}
PACKAGES = {"classical": COMMON | {"flow.py"}, "hk_easy": COMMON | {"flow.py"}, "riichi": COMMON | {"flow.py"}}


@pytest.mark.parametrize("name", sorted(PACKAGES))
def test_each_rule_set_is_a_package_with_the_same_files(name: str) -> None:
    assert {p.name for p in (ROOT / name).glob("*.py")} == PACKAGES[name]


def test_no_rule_set_module_left_in_the_common_package() -> None:
    flat = {p.stem for p in ROOT.glob("*.py")}
    assert not {n for n in flat if n.startswith(("classical", "hk_easy", "riichi"))}


def test_the_registry_holds_every_package_under_its_own_id() -> None:
    """`RULESETS` makes each rule set on first use: every package is registered, each under its class's id,
    made once."""
    assert {type(ruleset).__module__.rsplit(".", 1)[1] for ruleset in rules.RULESETS.values()} == set(PACKAGES)
    for ruleset_id, ruleset in rules.RULESETS.items():
        assert ruleset.id == ruleset_id
        assert find_ruleset(ruleset_id) is ruleset is rules.RULESETS[ruleset_id]
    assert list(rules.RULESETS) == ["dmjl-classical", "dmjl-hk-easy", "riichi-hana"]
    for bad in ("", "riichi", "DMJL-CLASSICAL", None, 1, ["riichi-hana"]):
        with pytest.raises(UnknownRuleset, match="known: dmjl-classical, dmjl-hk-easy, riichi-hana"):
            find_ruleset(bad)


def test_threads_asking_first_get_one_rule_set() -> None:
    """The registry's first use races safely: threads that ask for a rule set at once, in a fresh process, all
    get the same object."""
    import subprocess
    import sys

    code = """
import threading
from jongg.rules import find_ruleset

got = []
start = threading.Barrier(8)


def ask():
    start.wait()
    got.append(find_ruleset("riichi-hana"))


threads = [threading.Thread(target=ask) for _ in range(8)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print(len(got), len({id(ruleset) for ruleset in got}))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["8", "1"]


def test_the_rule_set_carries_its_flow() -> None:
    assert find_ruleset("dmjl-classical").flow is classical_flow.FLOW
    assert find_ruleset("dmjl-hk-easy").flow is hk_easy_flow.FLOW
    assert find_ruleset("riichi-hana").flow is riichi_flow.FLOW


def test_a_rule_set_without_a_flow_is_not_played() -> None:
    class Unplayable(type(find_ruleset("riichi-hana"))):  # type: ignore[misc]
        id = "unplayable"
        flow = None

    with pytest.raises(UnknownRuleset, match="no game flow for 'unplayable' yet"):
        Table(Unplayable(), seed=1)


def test_the_common_checks_have_no_switch_for_a_rule_set() -> None:
    """Each rule set names the optional fields it reads; no common check takes an on/off flag for them."""
    for function in (checks.check_unused, settle_checks.check_common, settle_checks.check_value_fields):
        for parameter in inspect.signature(function).parameters.values():
            assert parameter.annotation not in ("bool", bool), (function.__name__, parameter.name)
    reads = [find_ruleset(r).__class__.__module__ for r in ("dmjl-classical", "dmjl-hk-easy", "riichi-hana")]
    fields = [__import__(module, fromlist=["REQUEST_FIELDS"]).REQUEST_FIELDS for module in reads]
    assert fields == [frozenset({"irregular", "context"}), frozenset(), frozenset({"riichi"})]
