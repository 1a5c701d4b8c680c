"""`Forms` and the package surface: the rule sets' unions, exports, and an import that loads no table."""

from __future__ import annotations

import subprocess
import sys

import jongg.analysis as analysis
from jongg.analysis import DEFAULT, Forms
from jongg.rules.classical.tables import FORMS as CLASSICAL
from jongg.rules.hk_easy.tables import FORMS as HK_EASY
from jongg.rules.riichi.tables import FORMS as RIICHI


def test_members_and_unions() -> None:
    assert list(Forms) == [Forms.REGULAR, Forms.SEVEN_PAIRS, Forms.SEVEN_PAIRS_DOUBLED, Forms.ORPHANS]
    assert CLASSICAL == Forms.REGULAR | Forms.ORPHANS
    assert RIICHI == Forms.REGULAR | Forms.SEVEN_PAIRS | Forms.ORPHANS
    assert HK_EASY == RIICHI | Forms.SEVEN_PAIRS_DOUBLED
    assert DEFAULT is Forms.DEFAULT
    assert Forms.DEFAULT == HK_EASY  # the union of every form
    assert Forms.SEVEN_PAIRS not in CLASSICAL
    assert Forms.SEVEN_PAIRS_DOUBLED not in RIICHI


def test_the_rule_sets_own_their_forms() -> None:
    """The analysis names no rule set: each rule set defines its forms (`Ruleset.forms`)."""
    from jongg.rules import find_ruleset

    assert [find_ruleset(r).forms for r in ("dmjl-classical", "dmjl-hk-easy", "riichi-hana")] == [
        CLASSICAL,
        HK_EASY,
        RIICHI,
    ]
    for name in ("CLASSICAL", "HK_EASY", "RIICHI"):
        assert not hasattr(Forms, name) and not hasattr(analysis, name)


def test_exports() -> None:
    for name in (
        "Forms",
        "shanten",
        "shanten_of_counts",
        "is_complete",
        "decompositions",
        "waits",
        "Decomposition",
        "Group",
        "GroupKind",
    ):
        assert name in analysis.__all__ and hasattr(analysis, name)


def test_import_loads_no_table() -> None:
    code = (
        "import jongg, jongg.analysis.lookup as l, jongg.analysis.decompose as d; "
        "assert not l.SUIT and not d._TABLES and not d._SHIFTED[0]; print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "ok"
