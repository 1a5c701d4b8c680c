"""The `jongg` program's entry point: a plain `jongg score ...`, `jongg analyse ...` or `jongg rules ...` starts
without typer.

typer builds a validator for every option of a command before it runs (and imports pydantic for it), which
costs more than the command's own work. So `main` first reads `jongg score ARGS` (`analyse`, `rules`: every
command declared with a `Quick` entry in `jongg.cli.commands`) with the standard library's `argparse`, built
from that declaration (the flags) and the command's options' dataclass (`ScoreArgs`, `AnalyseArgs`,
`RulesArgs`: the types and defaults), and runs the command at once. Anything it does not read plainly — help,
an unknown or malformed option, a bad parameter value, a missing argument, another command — goes to the full
typer command (`jongg.cli.app`), which then gives its usual answer or message.
"""

from __future__ import annotations

import sys
from dataclasses import fields
from importlib import import_module
from typing import Any

from jongg.cli.commands import BY_NAME, Quick


class _NotPlain(Exception):
    """The arguments are not a plain call: let typer read them."""


def _quick(command: str) -> tuple[Quick, Any, Any]:
    """The declaration of a command read without typer, its options' dataclass and the function that runs it."""
    declared = BY_NAME[command]
    assert declared.quick is not None, command
    module = import_module(declared.module)
    return declared.quick, getattr(module, declared.quick.args), getattr(module, declared.quick.runner)


def command_parser(command: str) -> Any:
    """An argparse parser for the options of `jongg COMMAND` (no help, never exits: `_NotPlain` instead)."""
    import argparse

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> Any:
            raise _NotPlain(message)

    parser = Parser(prog=f"jongg {command}", add_help=False, allow_abbrev=False, exit_on_error=False)
    quick, args_type, _ = _quick(command)
    specs = {spec.name: spec for spec in fields(args_type)}
    parser.add_argument(quick.argument.field, nargs="?", default=None)  # the hand, the rule set's id
    for option in quick.options:
        spec = specs[option.field]
        kind = str(spec.type)  # the annotation's text (the dataclasses' modules postpone annotations)
        if kind == "bool":
            parser.add_argument(*option.flags, dest=spec.name, action="store_true")
        elif kind == "int":
            parser.add_argument(*option.flags, dest=spec.name, type=int, default=spec.default)
        elif kind.startswith("list"):
            parser.add_argument(*option.flags, dest=spec.name, action="append", default=None)
        else:
            parser.add_argument(*option.flags, dest=spec.name, default=spec.default)
    return parser


def quick_run(command: str, args: list[str]) -> bool:
    """Run `jongg COMMAND ARGS` without typer; False (nothing printed) if typer must read them."""
    if any(arg in ("--help", "--install-completion", "--show-completion") for arg in args):
        return False
    import argparse

    from jongg.cli.score import Usage

    try:
        parsed = command_parser(command).parse_args(args)
    except (_NotPlain, argparse.ArgumentError, ValueError):
        return False
    quick, args_type, runner = _quick(command)
    given = vars(parsed)
    argument = given[quick.argument.field]
    if argument is not None and argument.startswith("-"):
        return False
    try:
        runner(args_type(**given))  # a `Usage` problem is raised before anything is printed
    except Usage:
        return False  # typer prints its usage error
    return True


def main() -> None:
    args = sys.argv[1:]
    declared = BY_NAME.get(args[0]) if args else None
    if declared is not None and declared.quick is not None and quick_run(args[0], args[1:]):
        return
    from jongg.cli.app import main as full

    full()
