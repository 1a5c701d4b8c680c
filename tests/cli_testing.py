"""`CliRunner`: typer's test runner, but the click command of a Typer app is built once per test process.

typer's `CliRunner.invoke(app, ...)` builds the click command tree of `app` again on every call (every command's
signature and type hints read and evaluated, its parameters made): some 60 ms for `jongg`, most of the time of a
fuzzed CLI example. A run leaves nothing in the built command for the next run (a run's state is in its click
`Context`), except the command groups `jongg` loads when first asked for (`cli._Commands.LAZY`), which then stay
loaded, as in any run of the command that uses one twice. So a test that runs the command many times checks
the same with the command built once. The German command (`cli.german_command`) is not a Typer app and is not
affected; a test about how the tree is built builds it itself (`typer.main.get_command`).
"""

from __future__ import annotations

import weakref
from typing import Any

import typer.main
import typer.testing
from typer.testing import Result

__all__ = ["CliRunner", "Result"]

_COMMANDS: weakref.WeakKeyDictionary[typer.Typer, Any] = weakref.WeakKeyDictionary()


def _kept_command(app: typer.Typer) -> Any:
    """`typer.main.get_command(app)`, built on the first call for `app` and kept."""
    command = _COMMANDS.get(app)
    if command is None:
        command = _COMMANDS[app] = typer.main.get_command(app)
    return command


class CliRunner(typer.testing.CliRunner):
    """typer's `CliRunner`, which builds the click command of each Typer app once (`_kept_command`)."""

    def invoke(self, app: typer.Typer, *args: Any, **kwargs: Any) -> Result:
        build = typer.testing._get_command  # typer's runner builds the command through it
        typer.testing._get_command = _kept_command
        try:
            return super().invoke(app, *args, **kwargs)
        finally:
            typer.testing._get_command = build
