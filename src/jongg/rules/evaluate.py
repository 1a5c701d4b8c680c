"""The one table evaluator of every rule set: a rule table compiled for evaluation, and what scored.

A rule table is data: rows with a `when(ctx)` predicate that returns how many times the row scores for one
hand in one arrangement (0 or False: not at all), such as `Rule` (`base.py`) or a rule set's own row type. For
scoring, each rule set compiles its tables once into a `Plan`: sections `(gate, rows)`, each row a pair
`(when, what)`, where `what` is what the row scores, prepared by the rule set (say its value and its `Item`).
A gate is a condition that every row of its section needs (None: no gate), so that a section whose gate fails
is skipped at once; a gate may only skip rows that could not score.

`hits` lists what scored with how often, in table order; `tally` adds up counted rows (`what`: `(value,
item)` in each alternative); `matching` lists what scored, once each (limit hands).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from jongg.contract import Item

CtxT = TypeVar("CtxT")
RowT = TypeVar("RowT")
WhatT = TypeVar("WhatT")

Gate = Callable[[Any], object] | None
"""A section's gate (`None`: always open)."""
Plan = tuple[tuple[Gate, tuple[tuple[Callable[[Any], Any], WhatT], ...]], ...]
"""A compiled table: sections `(gate, ((when, what), ...))`, in table order."""


@dataclass(frozen=True, slots=True)
class Section(Generic[CtxT, RowT]):
    """Consecutive rows of a table behind a gate: a condition every row of the section needs, so that the
    section is skipped at once when it fails (None: no gate)."""

    gate: Callable[[CtxT], object] | None
    rows: tuple[RowT, ...]


class Row(Protocol):
    @property
    def when(self) -> Callable[[Any], Any] | None: ...


R = TypeVar("R", bound=Row)


def compile_plan(sections: Iterable[Section[Any, R]], what: Callable[[R], WhatT]) -> Plan[WhatT]:
    """The plan of `sections`: every row with a predicate, as `(when, what(row))`; rows without a predicate
    (listed for `jongg rules` only) are left out."""
    return tuple(
        (section.gate, tuple((row.when, what(row)) for row in section.rows if row.when is not None))
        for section in sections
    )


def flat_plan(rows: Iterable[R], what: Callable[[R], WhatT]) -> Plan[WhatT]:
    """The plan of an ungated table (one section without a gate)."""
    return compile_plan((Section(None, tuple(rows)),), what)


def hits(ctx: object, plan: Plan[WhatT]) -> list[tuple[WhatT, Any]]:
    """What scored, with how often (the predicate's truthy answer: True or a count), in table order."""
    out: list[tuple[WhatT, Any]] = []
    for gate, rows in plan:
        if gate is None or gate(ctx):
            for when, what in rows:
                n = when(ctx)
                if n:
                    out.append((what, n))
    return out


Counted = tuple[tuple[int, Item], ...]
"""What a counted row scores: `(value, item)` in each alternative (one, or one per reading the rule set tells
apart, such as a yaku's closed and open han)."""


def tally(ctx: object, plan: Plan[Counted], choice: int = 0) -> tuple[int, list[Item]]:
    """For counted rows: in the alternative `choice`, the sum of value × count and each item once per count, in
    table order; a row worth 0 in that alternative scores no item."""
    total = 0
    items: list[Item] = []
    for gate, rows in plan:
        if gate is None or gate(ctx):
            for when, what in rows:
                n = when(ctx)
                if n:
                    value, item = what[choice]
                    if value:
                        total += value * n
                        items += (item,) * n
    return total, items


def matching(ctx: object, plan: Plan[WhatT]) -> list[WhatT]:
    """What scored, once each, in table order (the limit hands a hand makes)."""
    out: list[WhatT] = []
    for gate, rows in plan:
        if gate is None or gate(ctx):
            for when, what in rows:
                if when(ctx):
                    out.append(what)
    return out


def counted(rule: Any) -> Counted:
    """What a `Rule` with an int value scores: one alternative, its value and its item."""
    return ((int(rule.value), item_of(rule)),)


def item_of(rule: Any) -> Item:
    """The item of a `Rule` (or any row with `id`, `en`, `de`, `unit` and `value`)."""
    return Item(rule.id, rule.en, rule.de, rule.unit, rule.value)


__all__ = [
    "Counted",
    "Gate",
    "Plan",
    "Section",
    "compile_plan",
    "counted",
    "flat_plan",
    "hits",
    "item_of",
    "matching",
    "tally",
]
