"""The `jongg` program's entry point: a plain `jongg score ...`, `jongg analyse ...` or `jongg rules ...` starts
without typer.

typer builds a validator for every option of a command before it runs (and imports pydantic for it), which
costs more than the command's own work. So `main` first reads `jongg score ARGS` (`analyse`, `rules`) with the
standard library's `argparse`, using the same option names and the defaults of `ScoreArgs` (`AnalyseArgs`,
`RulesArgs`: the first field is the command's argument), and runs the command at once. Anything it does not
read plainly — help, an unknown or malformed option, a bad parameter value, a missing
argument, another command — goes to the full typer command (`jongg.cli`), which then gives its usual answer or
message.
"""

from __future__ import annotations

import sys
from dataclasses import fields
from importlib import import_module
from typing import Any

_QUICK = {
    "score": ("jongg.cli_score", "ScoreArgs", "run_score"),
    "analyse": ("jongg.cli_analyse", "AnalyseArgs", "run_analyse"),
    "rules": ("jongg.cli_rules", "RulesArgs", "run_rules"),
}
"""The commands read without typer: their module, their options' dataclass and the function that runs them."""
_RENAMED = {"round_": "--round", "as_json": "--json"}
_SHORT = {"option": "-o"}


class _NotPlain(Exception):
    """The arguments are not a plain call: let typer read them."""


def _command(command: str) -> tuple[Any, Any]:
    """The options' dataclass of a command read without typer, and the function that runs it."""
    module_name, args_type, runner = _QUICK[command]
    module = import_module(module_name)
    return getattr(module, args_type), getattr(module, runner)


def command_parser(command: str) -> Any:
    """An argparse parser for the options of `jongg COMMAND` (no help, never exits: `_NotPlain` instead)."""
    import argparse

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> Any:
            raise _NotPlain(message)

    parser = Parser(prog=f"jongg {command}", add_help=False, allow_abbrev=False, exit_on_error=False)
    specs = fields(_command(command)[0])
    for spec in specs:
        if spec is specs[0]:  # the command's argument (the hand, the rule set's id)
            parser.add_argument(spec.name, nargs="?", default=None)
            continue
        names = [_RENAMED.get(spec.name, "--" + spec.name.replace("_", "-"))]
        if spec.name in _SHORT:
            names.append(_SHORT[spec.name])
        kind = str(spec.type)
        if kind == "bool":
            parser.add_argument(*names, dest=spec.name, action="store_true")
        elif kind == "int":
            parser.add_argument(*names, dest=spec.name, type=int, default=spec.default)
        elif kind.startswith("list"):
            parser.add_argument(*names, dest=spec.name, action="append", default=None)
        else:
            parser.add_argument(*names, dest=spec.name, default=spec.default)
    return parser


def quick_run(command: str, args: list[str]) -> bool:
    """Run `jongg COMMAND ARGS` without typer; False (nothing printed) if typer must read them."""
    if any(arg in ("--help", "--install-completion", "--show-completion") for arg in args):
        return False
    import argparse

    from jongg.cli_score import Usage

    try:
        parsed = command_parser(command).parse_args(args)
    except (_NotPlain, argparse.ArgumentError, ValueError):
        return False
    args_type, runner = _command(command)
    given = vars(parsed)
    argument = given[fields(args_type)[0].name]
    if argument is not None and argument.startswith("-"):
        return False
    try:
        runner(args_type(**given))  # a `Usage` problem is raised before anything is printed
    except Usage:
        return False  # typer prints its usage error
    return True


def main() -> None:
    args = sys.argv[1:]
    if args[:1] and args[0] in _QUICK and quick_run(args[0], args[1:]):
        return
    from jongg.cli import main as full

    full()
