"""The `jongg` program's entry point: a plain `jongg score ...` starts without typer.

typer builds a validator for every option of a command before it runs (and imports pydantic for it), which
costs more than scoring the hand. So `main` first reads `jongg score ARGS` with the standard library's
`argparse`, using the same option names and the defaults of `ScoreArgs`, and scores at once. Anything it does
not read plainly — help, a `--no-...` flag, an unknown or malformed option, a bad parameter value, another
command — goes to the full typer command (`jongg.cli`), which then gives its usual answer or message.
"""

from __future__ import annotations

import sys
from dataclasses import fields
from typing import Any

_RENAMED = {"round_": "--round", "as_json": "--json"}
_SHORT = {"option": "-o"}


class _NotPlain(Exception):
    """The arguments are not a plain `jongg score` call: let typer read them."""


def score_parser() -> Any:
    """An argparse parser for `jongg score`'s options (no help, never exits: `_NotPlain` instead)."""
    import argparse

    from jongg.cli_score import ScoreArgs

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> Any:
            raise _NotPlain(message)

    parser = Parser(prog="jongg score", add_help=False, allow_abbrev=False, exit_on_error=False)
    for spec in fields(ScoreArgs):
        if spec.name == "hand":
            parser.add_argument("hand", nargs="?", default=None)
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


def quick_score(args: list[str]) -> bool:
    """Score `jongg score ARGS` without typer; False (nothing printed) if typer must read them."""
    if any(arg in ("--help", "--install-completion", "--show-completion") or arg.startswith("--no-") for arg in args):
        return False
    import argparse

    from jongg.cli_score import ScoreArgs, Usage, run_score

    try:
        parsed = score_parser().parse_args(args)
    except (_NotPlain, argparse.ArgumentError, ValueError):
        return False
    arguments = ScoreArgs(**vars(parsed))
    if arguments.hand is not None and arguments.hand.startswith("-"):
        return False
    try:
        run_score(arguments)  # a `Usage` problem is raised before anything is printed
    except Usage:
        return False  # typer prints its usage error
    return True


def main() -> None:
    args = sys.argv[1:]
    if args[:1] == ["score"] and quick_score(args[1:]):
        return
    from jongg.cli import main as full

    full()
