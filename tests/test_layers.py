"""The layers of DESIGN.md as import contracts, read from the source with `ast` (nothing is imported).

An import is every `import` / `from ... import` anywhere in a module: at the top, inside a function (a lazy
import still runs) and under `if TYPE_CHECKING:` (a type named in an annotation is a dependency of the design:
mypy reads it, and a type-only import is how an upward dependency or a cycle hides), plus a string constant
that is exactly a jongg module's name (`importlib.import_module` of a registry: `jongg.__init__`, `rules`,
`cli.commands`). `from P import n` imports the module `P.n` when there is one. A package's parents are not counted
(every `import jongg.x.y` runs `jongg/__init__.py`, which imports nothing eagerly).
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
LAYERS = ("model", "analysis", "rules", "engine", "services", "surfaces")
PLACES = {  # a module or package -> its layer; the longest dotted prefix decides, and every module needs one
    **dict.fromkeys(
        ("jongg.tiles", "jongg.hand", "jongg.notation", "jongg.errors", "jongg.error_texts", "jongg.jsonfields"),
        "model",
    ),
    "jongg.analysis": "analysis",
    # `jongg` itself: its lazy re-exports reach `scoring` (others import only `__version__` and submodules).
    **dict.fromkeys(("jongg", "jongg.rules", "jongg.contract", "jongg.scoring"), "rules"),
    "jongg.engine": "engine",
    **dict.fromkeys(
        ("jongg.bots", "jongg.interop", "jongg.scoresheet", "jongg.advice", "jongg.seat_hints", "jongg.host"),
        "services",
    ),
    # the command line (`jongg.cli`: every command, the scoresheet's `sheet` included), the play app, the simulator
    **dict.fromkeys(
        ("jongg.cli", "jongg.play", "jongg.sim", "jongg.i18n", "jongg.reports", "jongg.server"), "surfaces"
    ),
}
SERVICE_LINKS = {  # services share a level but import each other only along these (the module graph is acyclic)
    ("jongg.bots", "jongg.interop"): "mjai_process: an external mjai bot is fed interop's mjai export",
    ("jongg.interop", "jongg.bots"): "mjai_bot: jongg's standard bot answers behind the mjai protocol",
    ("jongg.host", "jongg.bots"): "a bot seat of a hosted match is a bot of the registry",
    ("jongg.seat_hints", "jongg.bots"): "a seat's hint names the standard bot's choice in its place",
    ("jongg.seat_hints", "jongg.advice"): "a seat's hint is the analysis of the hand its view shows",
}
KNOWN_UPWARD = {  # (module, imported module): imports against the layers, left on purpose for now
    ("jongg.scoresheet.match", "jongg.i18n"): "a Summary's str() is its English message, kept in the sheet's JSON",
}
KNOWN_CYCLES = {  # cycles left on purpose, as sets of modules
    frozenset({"jongg.interop.mjai", "jongg.interop.mjai_replay"}): "mjai.replay_log calls mjai_replay's (unused)",
}


@cache
def modules() -> dict[str, Path]:
    out = {}
    for path in (SRC / "jongg").rglob("*.py"):
        parts = path.relative_to(SRC).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


@cache
def parsed(module: str) -> ast.Module:
    return ast.parse(modules()[module].read_text(encoding="utf-8"))


def source(module: str, node: ast.ImportFrom) -> str:
    """The module a `from ... import` reads, relative ones resolved."""
    package = module if modules()[module].name == "__init__.py" else module.rpartition(".")[0]
    base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
    return ".".join([*base, *([node.module] if node.module else [])])


@cache
def imports(module: str) -> tuple[tuple[str, str, int], ...]:
    """(imported module, name imported from it or "", line) of every import of `module`."""
    known, out = modules(), []
    for node in ast.walk(parsed(module)):
        if isinstance(node, ast.Import):
            out += [(a.name, "", node.lineno) for a in node.names if a.name.split(".")[0] == "jongg"]
        elif isinstance(node, ast.ImportFrom) and source(module, node).split(".")[0] == "jongg":
            for a in node.names:
                whole = f"{source(module, node)}.{a.name}"
                out.append((whole, "", node.lineno) if whole in known else (source(module, node), a.name, node.lineno))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in known:
            out.append((node.value, "", node.lineno))  # import_module("jongg.x") of a registry
    return tuple(out)


def place(module: str) -> tuple[str, str]:
    """(layer, the PLACES key that decides it) of a module."""
    parts = module.split(".")
    for n in range(len(parts), 0, -1):
        key = ".".join(parts[:n])
        if key in PLACES and (n > 1 or module == "jongg"):
            return PLACES[key], key
    raise AssertionError(f"{module} has no layer: add it to PLACES")


def test_every_module_has_a_layer() -> None:
    assert {place(m)[0] for m in modules()} == set(LAYERS)


def test_imports_go_down_or_sideways() -> None:
    upward, wrong = set(), []
    for module in modules():
        layer, key = place(module)
        for target, _, line in imports(module):
            to_layer, to_key = place(target)
            if LAYERS.index(to_layer) > LAYERS.index(layer):
                upward.add((module, target))
                if (module, target) not in KNOWN_UPWARD:
                    wrong.append(f"{module}:{line} ({layer}) imports {target} ({to_layer})")
            elif layer == to_layer == "services" and key != to_key and (key, to_key) not in SERVICE_LINKS:
                wrong.append(f"{module}:{line} imports the service {target}: add a SERVICE_LINKS entry or move it")
    assert not wrong, "\n".join(wrong)
    assert set(KNOWN_UPWARD) <= upward, "a KNOWN_UPWARD entry is no longer needed"
    linked = {(place(m)[1], place(t)[1]) for m in modules() for t, _, _ in imports(m)}
    assert set(SERVICE_LINKS) <= linked, "a SERVICE_LINKS entry is no longer needed"


def test_no_rule_set_is_named_below_the_services() -> None:
    """The engine and the common parts of `rules/` name no rule set (`rules/<id>/`; the registry by its id),
    and a rule set names no other."""
    ids = {m for m in modules() if m.startswith("jongg.rules.") and modules()[m].name == "__init__.py"}
    rule_sets = {m for m in modules() if ".".join(m.split(".")[:3]) in ids}
    wrong = [
        f"{module}:{line} imports {target}"
        for module in modules()
        if place(module)[0] in ("analysis", "rules", "engine") and module != "jongg.rules"
        for target, _, line in imports(module)
        if target in rule_sets and target.split(".")[:3] != module.split(".")[:3]
    ]
    assert not wrong, "\n".join(wrong)


def private(name: str) -> bool:
    return name.startswith("_") and not name.endswith("__")


def test_no_private_name_crosses_a_module() -> None:
    """No `from X import _name`, no `X._name`, no private module (`_tables`) from outside its package."""
    wrong = []
    for module in modules():
        bound = {}  # names bound to a jongg module: `import jongg.x as m`, `from jongg import x`
        for node in ast.walk(parsed(module)):
            if isinstance(node, ast.Import | ast.ImportFrom):
                for alias in node.names:
                    whole = alias.name if isinstance(node, ast.Import) else f"{source(module, node)}.{alias.name}"
                    if whole in modules():
                        bound[alias.asname or alias.name] = whole
            if isinstance(node, ast.Attribute) and private(node.attr):
                owner = bound.get(ast.unparse(node.value), ast.unparse(node.value))
                if owner in modules() and owner != module:
                    wrong.append(f"{module}:{node.lineno} uses {owner}.{node.attr}")
        for target, name, line in imports(module):
            if (name and private(name)) and target != module:
                wrong.append(f"{module}:{line} imports {target}.{name}")
            hidden = [n for n, part in enumerate(target.split(".")) if private(part)]
            if hidden and not f"{module}.".startswith(".".join(target.split(".")[: hidden[0]]) + "."):
                wrong.append(f"{module}:{line} imports the private module {target}")
    assert not wrong, "\n".join(wrong)


def test_no_import_cycle() -> None:
    """A depth-first walk from each module; the modules on a cycle, grouped (strongly connected), are the known."""
    graph = {m: {t for t, _, _ in imports(m)} - {m} for m in modules()}
    reach = {}
    for start in graph:
        seen, todo = set(), [start]
        while todo:
            new = graph[todo.pop()] - seen
            seen |= new
            todo += new
        reach[start] = seen
    cycles = {frozenset(n for n in reach[m] if m in reach[n]) for m in graph if m in reach[m]}
    assert cycles == set(KNOWN_CYCLES), sorted(sorted(c) for c in cycles ^ set(KNOWN_CYCLES))
