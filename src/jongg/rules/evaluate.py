"""The one table evaluator of every rule set: a rule table compiled for evaluation, and what scored.

A rule table is data: rows with a `when(ctx)` predicate that returns how many times the row scores for one
hand in one arrangement (0 or False: not at all), such as `Rule` (`base.py`) or a rule set's own row type. For
scoring, each rule set compiles its tables once into a `Plan`: sections `(gate, rows)`, each row a pair
`(when, what)`, where `what` is what the row scores, prepared by the rule set (say its value and its `Item`).
A gate is a condition that every row of its section needs (None: no gate), so that a section whose gate fails
is skipped at once; a gate may only skip rows that could not score.

`hits` lists what scored with how often, in table order; `tally` adds up counted rows (`what`: `(value,
item)` in each alternative); `matching` lists what scored, once each (limit hands).

A predicate or gate may be written as an expression of `c`, the context (`expression("c.sets == 4")`): it is
then the function `lambda c: <expression>` for every caller, and the written-out evaluators (`compiled_tally`,
`compiled_matching`, `compiled_hits`) put the expression itself in their source instead of a call.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Final, Generic, Protocol, TypeVar

from jongg.contract import Item

CtxT = TypeVar("CtxT")
RowT = TypeVar("RowT")
WhatT = TypeVar("WhatT")

Gate = Callable[[Any], object] | None
"""A section's gate (`None`: always open)."""
Plan = tuple[tuple[Gate, tuple[tuple[Callable[[Any], Any], WhatT], ...]], ...]
"""A compiled table: sections `(gate, ((when, what), ...))`, in table order."""


_EXPRESSIONS: dict[Callable[[Any], Any], tuple[str, dict[str, Any]]] = {}
"""The predicates made by `expression`: their source and the names it reads besides `c`."""


_LOCALS: Final = frozenset(("c", "n", "total", "items", "out"))
"""The names the written-out evaluators use themselves."""


def expression(source: str, **names: Any) -> Callable[[Any], Any]:
    """The predicate `lambda c: <source>`: `source` is one Python expression of the context `c` and of
    `names` (constants such as tile kinds); the written-out evaluators inline it."""
    compile(source, "<expression>", "eval")  # one expression: a statement or a syntax error fails here
    if names.keys() & _LOCALS:
        raise ValueError(f"expression names {sorted(names.keys() & _LOCALS)} are the evaluators' own")
    namespace = dict(names)
    function: Callable[[Any], Any] = eval(f"lambda c: ({source})", namespace)  # the source is the table's own
    _EXPRESSIONS[function] = (source, names)
    return function


def expression_of(function: Callable[[Any], Any] | None) -> str | None:
    """The source of a predicate made by `expression` (None for any other function)."""
    found = _EXPRESSIONS.get(function) if function is not None else None
    return None if found is None else found[0]


def _inline(namespace: dict[str, Any], function: Callable[[Any], Any], name: str) -> str:
    """How a written-out evaluator evaluates `function` on `c`: its expression (with the names it reads bound in
    `namespace`), or else a call of it bound as `name`."""
    found = _EXPRESSIONS.get(function)
    if found is None:
        namespace[name] = function
        return f"{name}(c)"
    source, names = found
    for key, value in names.items():
        if namespace.setdefault(key, value) is not value:
            raise ValueError(f"expression name {key!r} bound to two values")
    return f"({source})"


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
                        if n == 1:  # the common case (True or 1), without a tuple of copies
                            items.append(item)
                        else:
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


def compiled_tally(plan: Plan[Counted], choice: int = 0) -> Callable[[Any], tuple[int, list[Item]]]:
    """`tally(ctx, plan, choice)` as one function written out for this plan and alternative: the same calls of
    the same gates and predicates in the same order, less the rows worth 0 in the alternative (they score no
    item, and predicates have no effects) and the sections left without rows.

    A scorer tallies a plan once or twice per arrangement; the loop of `tally` (unpacking each section and row,
    picking the alternative) costs more than the predicates it calls, and the written-out function has none of
    it. The source holds generated names and the expressions of predicates made by `expression`; the other
    gates and predicates, the names the expressions read and the items are bound in its namespace."""
    namespace: dict[str, Any] = {}
    lines = ["def tally(c):", "    total = 0", "    items = []"]
    for s, (gate, rows) in enumerate(plan):
        body = []
        for r, (when, what) in enumerate(rows):
            value, item = what[choice]
            if not value:
                continue
            namespace[f"item_{s}_{r}"] = item
            body += [
                f"n = {_inline(namespace, when, f'when_{s}_{r}')}",
                "if n:",
                f"    total += {int(value)} * n",
                "    if n == 1:",
                f"        items.append(item_{s}_{r})",
                "    else:",
                f"        items += (item_{s}_{r},) * n",
            ]
        lines += _section(namespace, s, gate, body)
    lines.append("    return total, items")
    return _define(namespace, lines, "tally")


def compiled_matching(plan: Plan[WhatT]) -> Callable[[Any], list[WhatT]]:
    """`matching(ctx, plan)` as one function written out for this plan (as `compiled_tally`)."""
    namespace: dict[str, Any] = {}
    lines = ["def matching(c):", "    out = []"]
    for s, (gate, rows) in enumerate(plan):
        body = []
        for r, (when, what) in enumerate(rows):
            namespace[f"what_{s}_{r}"] = what
            body += [f"if {_inline(namespace, when, f'when_{s}_{r}')}:", f"    out.append(what_{s}_{r})"]
        lines += _section(namespace, s, gate, body)
    lines.append("    return out")
    return _define(namespace, lines, "matching")


def compiled_hits(plan: Plan[WhatT]) -> Callable[[Any], list[tuple[WhatT, Any]]]:
    """`hits(ctx, plan)` as one function written out for this plan (as `compiled_tally`)."""
    namespace: dict[str, Any] = {}
    lines = ["def hits(c):", "    out = []"]
    for s, (gate, rows) in enumerate(plan):
        body = []
        for r, (when, what) in enumerate(rows):
            namespace[f"what_{s}_{r}"] = what
            body += [f"n = {_inline(namespace, when, f'when_{s}_{r}')}", "if n:", f"    out.append((what_{s}_{r}, n))"]
        lines += _section(namespace, s, gate, body)
    lines.append("    return out")
    return _define(namespace, lines, "hits")


def _section(namespace: dict[str, Any], index: int, gate: Gate, body: list[str]) -> list[str]:
    """The lines of one section: its rows' lines behind its gate (none for a section without rows)."""
    if not body:
        return []
    if gate is None:
        return ["    " + line for line in body]
    return [f"    if {_inline(namespace, gate, f'gate_{index}')}:", *("        " + line for line in body)]


def _define(namespace: dict[str, Any], lines: list[str], name: str) -> Callable[..., Any]:
    exec("\n".join(lines), namespace)  # the source holds generated names, int literals and the tables' expressions
    function: Callable[..., Any] = namespace[name]
    return function


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
    "compiled_hits",
    "compiled_matching",
    "compiled_tally",
    "counted",
    "expression",
    "expression_of",
    "flat_plan",
    "hits",
    "item_of",
    "matching",
    "tally",
]
