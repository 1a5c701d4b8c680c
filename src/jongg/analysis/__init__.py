"""Hand analysis: winning forms, shanten, completeness, waits and decompositions, all table-driven.

The tables are read on the first call, never at import.
"""

from __future__ import annotations

from jongg.analysis.decompose import Decomposition, Group, GroupKind, decompositions
from jongg.analysis.forms import DEFAULT, Forms
from jongg.analysis.lookup import NO_FORM, is_complete, is_complete_counts, shanten, shanten_of_counts
from jongg.analysis.waiting import waits

__all__ = [
    "DEFAULT",
    "NO_FORM",
    "Decomposition",
    "Forms",
    "Group",
    "GroupKind",
    "decompositions",
    "is_complete",
    "is_complete_counts",
    "shanten",
    "shanten_of_counts",
    "waits",
]
