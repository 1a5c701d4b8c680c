"""No code outside `rules/` branches on a rule-set id: what differs between rule sets is asked of the rule set
(`Ruleset.flow`, `bot_profile`, `scoresheet`, `words`, `scores_waits`), so that a new rule set is its own package
plus its registry line.

Read from the source with `ast` (nothing is imported). **Where the line is drawn**: a rule-set id (or a prefix of
one, such as `"riichi"`) is flagged as a string constant that is compared (`==`, `!=`, `in`, `not in`, also as a
member of a tuple, list or set compared so), a `match` case, a dict key, a subscript, the argument of
`startswith` / `endswith`, or the value given to a name (a module or class constant: how a comparison hides).
Ids in docstrings, comments and messages, parameter defaults (the CLI's default rule set) and call arguments
(help texts, examples, `find_ruleset("riichi-hana")` where a format is bound to its rule set) are fine.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "jongg"
RULES = SRC / "rules"
IDS = frozenset(re.findall(r'^\s+"([a-z][a-z0-9-]+)": \("jongg\.rules\.', (RULES / "__init__.py").read_text(), re.M))
PREFIXES = frozenset(part for ruleset_id in IDS for part in (ruleset_id.split("-")[0],))
ALLOWED = {
    ("interop/mjai.py", "RULESET"): "the mjai protocol is Riichi's: its translator is bound to riichi-hana's tiles "
    "and events (a format's own rule set, not a branch between rule sets)",
}
"""(file, name): a constant that may hold a rule-set id, and why."""
NOT_YET: dict[tuple[str, str], str] = {}
"""(file, what is flagged): left on purpose for now; the test fails once one is no longer there."""


def names_a_ruleset(node: ast.AST, prefix: bool = False) -> bool:
    """An id; with `prefix` (the argument of `startswith`) also the start of one (`riichi`, `dmjl`)."""
    if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
        return False
    return node.value in IDS or (prefix and node.value in PREFIXES)


def constants(node: ast.AST) -> list[ast.AST]:
    """`node`, or the members of a tuple, list or set `node`."""
    return list(node.elts) if isinstance(node, ast.Tuple | ast.List | ast.Set) else [node]


def field_defaults(tree: ast.Module) -> set[ast.AST]:
    """The annotated fields of classes (a dataclass field's default is a parameter default), not `ClassVar`s."""
    return {
        node
        for cls in ast.walk(tree)
        if isinstance(cls, ast.ClassDef)
        for node in cls.body
        if isinstance(node, ast.AnnAssign) and "ClassVar" not in ast.unparse(node.annotation)
    }


def flagged(tree: ast.Module) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    defaults = field_defaults(tree)
    for node in ast.walk(tree):
        if node in defaults:
            continue
        found: list[tuple[ast.AST, str]] = []
        if isinstance(node, ast.Compare):
            found += [(c, "compared") for side in (node.left, *node.comparators) for c in constants(side)]
        elif isinstance(node, ast.MatchValue):
            found.append((node.value, "a match case"))
        elif isinstance(node, ast.Dict):
            found += [(key, "a dict key") for key in node.keys if key is not None]
        elif isinstance(node, ast.Subscript):
            found.append((node.slice, "a subscript"))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in ("startswith", "endswith"):
                found += [(c, node.func.attr) for arg in node.args for c in constants(arg)]
        elif isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = ",".join(t.id if isinstance(t, ast.Name) else ast.unparse(t) for t in targets)
            found += [(c, f"given to {names}") for c in constants(node.value)]
        out += [
            (c.lineno, f"{c.value!r} {how}")  # type: ignore[attr-defined]
            for c, how in found
            if names_a_ruleset(c, prefix=how in ("startswith", "endswith"))
        ]
    return out


def test_the_ids_are_read() -> None:
    assert {"dmjl-classical", "dmjl-hk-easy", "riichi-hana"} <= IDS


def test_no_rule_set_id_is_branched_on_outside_rules() -> None:
    wrong, left = [], set()
    for path in sorted(SRC.rglob("*.py")):
        if RULES in path.parents:
            continue
        where = str(path.relative_to(SRC))
        for line, what in flagged(ast.parse(path.read_text(encoding="utf-8"))):
            if (where, what) in NOT_YET:
                left.add((where, what))
            elif not any(where == file and what.endswith(f"given to {name}") for file, name in ALLOWED):
                wrong.append(f"{where}:{line}: {what}")
    assert not wrong, "ask the Ruleset instead:\n" + "\n".join(wrong)
    assert left == set(NOT_YET), "a NOT_YET entry is no longer needed"


def test_the_check_finds_a_branch() -> None:
    code = 'if ruleset == "riichi-hana": pass\nX = {"dmjl-classical": 1}\nok = r.id.startswith("riichi")\n'
    assert [line for line, _ in flagged(ast.parse(code))] == [1, 2, 3]
