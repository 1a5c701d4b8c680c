"""The `jongg` command as typer reads it: the root group, its commands loaded from their modules, and German.

The commands are those of `jongg.cli.commands.COMMANDS`, listed in its order and imported only when one is used
or listed (`_Commands`); the typer command of a quick command (`score`, `analyse`, `rules`) is generated from
its declaration (`quick_command`). Every command imports what it needs when it runs (rich, the rule sets, the
engine, the scoresheet). Words the user sees come from `jongg.i18n`; `--lang de` prints them in German, help
texts included (`main` reads `--lang` before click builds the help).

typer is pinned to 0.29 (pyproject.toml): the help hooks here rely on its internals (see `TYPER_INTERNALS`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import sys
import typing
from importlib import import_module
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperGroup

from jongg.cli.commands import COMMANDS, Command
from jongg.cli.options import LangOption, chosen_lang
from jongg.cli.score import Usage, command_line
from jongg.i18n import HELP_DE, PARSER_DE, TYPER_DE, german

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

TYPER_INTERNALS = (
    "typer.core.TyperGroup (list_commands, get_command, get_params, commands)",
    "typer.main.get_command",
    "typer.utils.get_params_from_function reading a function's __signature__ (quick_command)",
    "click commands of typer's copy of click: help, short_help, epilog, options_metavar, subcommand_metavar, "
    "params (help, metavar, is_flag), get_help_option, get_usage",
    "typer.rich_utils: the module constants named in jongg.i18n.TYPER_DE, and rich_format_error(error) "
    "looked up on the module when an error is shown, calling error.format_message()",
)
"""What the help hooks (`_untyped_flags`, `_translate`, `use_german_typer_words`) and `quick_command` rely on
in typer 0.29 (`tests/test_cli_commands.py` checks that each is there)."""


class _Commands(TyperGroup):
    """The root group: the commands of `COMMANDS` in its order. A quick command is made when the group is; any
    other is imported from its module when it is first used or listed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for command in self.commands.values():
            _untyped_flags(command)

    def list_commands(self, ctx: Any) -> list[str]:
        return [command.name for command in COMMANDS]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        declared = next((command for command in COMMANDS if command.name == cmd_name), None)
        if declared is not None and cmd_name not in self.commands:
            self.commands[cmd_name] = _untyped_flags(_load(declared))
        return super().get_command(ctx, cmd_name)

    def get_params(self, ctx: Any) -> list[Any]:  # typer adds the completion options after `__init__`
        return [_untyped(param) for param in super().get_params(ctx)]


def _load(declared: Command) -> Any:
    """The click command of a declared command, from its module."""
    assert declared.target is not None, declared.name  # a quick command is made with the group
    target = getattr(import_module(declared.module), declared.target)
    if declared.group:
        command = typer.main.get_command(target)
    else:
        single = typer.Typer(add_completion=False)  # completion is the program's, not a subcommand's
        single.command(declared.name)(target)
        command = typer.main.get_command(single)
    command.name = declared.name
    return command


def quick_command(declared: Command) -> Callable[..., None]:
    """The typer command function of a quick command, made from its declaration: the argument and the options in
    the declared order, with the declared flags and help texts, and the types and defaults of the options'
    dataclass (but `--lang`, whose default is the language given before the command). It runs the declared
    runner; a `Usage` problem becomes typer's usage error."""
    quick = declared.quick
    assert quick is not None, declared.name
    module = import_module(declared.module)
    args_type, runner = getattr(module, quick.args), getattr(module, quick.runner)
    types = typing.get_type_hints(args_type)
    defaults = {spec.name: spec.default for spec in dataclasses.fields(args_type)}
    argument = quick.argument
    kind: Any = types[argument.field]
    if argument.required:
        kind = next(part for part in typing.get_args(kind) if part is not type(None)) if typing.get_args(kind) else kind
    given = inspect.Parameter.POSITIONAL_OR_KEYWORD
    params = [
        inspect.Parameter("ctx", given, annotation=typer.Context),
        inspect.Parameter(
            argument.field,
            given,
            annotation=Annotated[kind, typer.Argument(help=argument.help, metavar=argument.metavar)],
            default=inspect.Parameter.empty if argument.required else defaults[argument.field],
        ),
    ]
    for option in quick.options:
        # --lang: its default is the language given before the command (`chosen_lang`), English without one
        lang = option.field == "lang"
        params.append(
            inspect.Parameter(
                option.field,
                given,
                annotation=Annotated[
                    str | None if lang else types[option.field],
                    typer.Option(*option.flags, help=option.help, show_default=not lang),
                ],
                default=None if lang else defaults[option.field],
            )
        )

    def run(ctx: typer.Context, **options: Any) -> None:
        options["lang"] = chosen_lang(ctx, options["lang"])
        try:
            runner(args_type(**options))
        except Usage as problem:
            raise typer.BadParameter(str(problem)) from None

    run.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]  # what typer reads
    run.__annotations__ = {param.name: param.annotation for param in params}
    run.__name__ = run.__qualname__ = declared.name
    run.__doc__ = quick.help
    return run


def _untyped_flags(command: Any) -> Any:
    """`command` (a group's commands with it) with no type shown beside its flags: typer 0.29 writes one beside
    every option in help, `<bool>` beside a flag too (its `--help` included), though a flag takes no value. Done
    once per command, when the root group is made or loads a group."""
    for param in command.params:
        _untyped(param)
    help_option = command.get_help_option
    command.get_help_option = lambda ctx: _untyped(help_option(ctx))
    for sub in getattr(command, "commands", {}).values():
        _untyped_flags(sub)
    return command


def _untyped(param: Any) -> Any:
    if param is not None and getattr(param, "is_flag", False) and param.metavar is None:
        param.metavar = ""  # the type column shows a parameter's placeholder when it has one
    return param


app = typer.Typer(
    cls=_Commands, add_completion=True, no_args_is_help=True, help="Mah-Jongg rules engine (DMJL, Riichi)."
)


def _version(value: bool) -> None:
    if value:
        from jongg import __version__

        typer.echo(f"jongg {__version__}")
        raise typer.Exit()


for _declared in COMMANDS:
    if _declared.quick is not None:
        app.command(_declared.name)(quick_command(_declared))


@app.callback()
def _root(
    ctx: typer.Context,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = False,
    lang: LangOption = None,
) -> None:
    """Mah-Jongg rules engine (DMJL, Riichi)."""
    ctx.obj = lang
    command_line.lang = lang if lang in ("en", "de") else "en"  # for the command groups without a --lang
    ctx.call_on_close(command_line.reset)  # for this command only (tests run many in one process)


# -- German ------------------------------------------------------------------------------------------------------
def requested_lang(args: list[str]) -> str | None:
    """The value of the last `--lang` in `args` (`--lang de` or `--lang=de`), if any."""
    found = None
    for index, arg in enumerate(args):
        if arg == "--lang" and index + 1 < len(args):
            found = args[index + 1]
        elif arg.startswith("--lang="):
            found = arg.split("=", 1)[1]
    return found


def german_command() -> Any:
    """The `jongg` command with German help texts, its command groups' included (`sheet`, `simulate` and `mjai`
    are translated when they are loaded)."""
    command = typer.main.get_command(app)
    _translate(command)
    return command


def _translate(command: Any) -> None:
    """Swap in the German of `command`'s help texts, its parameters', its usage line's and its subcommands'."""
    for attr in ("help", "short_help", "epilog", "options_metavar", "subcommand_metavar"):
        value = getattr(command, attr, None)
        if value:
            setattr(command, attr, _german_help(value))
    for param in command.params:
        help_text = getattr(param, "help", None)
        if help_text:
            param.help = _german_help(help_text)
        if param.metavar:  # an argument's placeholder (a flag's is "")
            param.metavar = _german_help(param.metavar)
    english_help_option = command.get_help_option

    def german_help_option(ctx: Any) -> Any:
        option = english_help_option(ctx)
        if option is not None and option.help:
            option.help = _german_help(option.help)
        return option

    command.get_help_option = german_help_option
    english_usage = command.get_usage
    command.get_usage = lambda ctx: english_usage(ctx).replace("Usage:", "Aufruf:", 1)
    if isinstance(command, TyperGroup):
        for sub in command.commands.values():
            _translate(sub)
    if isinstance(command, _Commands):
        _translate_when_loaded(command)


def _translate_when_loaded(group: Any) -> None:
    """Translate each command `group` loads only when it is first asked for (`_Commands.LAZY`), once, then."""
    load = group.get_command

    def german_get_command(ctx: Any, name: str) -> Any:
        new = name not in group.commands
        command = load(ctx, name)
        if new and command is not None:
            _translate(command)
        return command

    group.get_command = german_get_command


def _german_help(value: str) -> str:
    """The German of a help text (`HELP_DE`), the English when there is none."""
    return german(_squash(value), HELP_DE) or value


def _squash(value: str) -> str:
    return " ".join(value.split())


@contextlib.contextmanager
def use_german_typer_words() -> Iterator[None]:
    """typer in German for the time of the block, English again after it: its panel titles and notes (module
    constants of `typer.rich_utils`, `TYPER_DE`) and the parser's error messages (`PARSER_DE`). typer's copy of
    click writes those as finished English text, so they are translated where typer shows them
    (`rich_utils.rich_format_error`); a message without a German text stays English."""
    from typer import rich_utils

    show_error = rich_utils.rich_format_error

    def show_german_error(error: Any) -> None:
        english = error.format_message
        error.format_message = lambda: _german_message(english())
        show_error(error)

    german_words: dict[str, object] = {**TYPER_DE, "rich_format_error": show_german_error}
    saved = {name: getattr(rich_utils, name) for name in german_words}
    for name, value in german_words.items():
        setattr(rich_utils, name, value)
    try:
        yield
    finally:
        for name, value in saved.items():
            setattr(rich_utils, name, value)


def _german_message(english: str) -> str:
    """The German of a parser message (`PARSER_DE`), the English when there is none."""
    return german(english, PARSER_DE) or english


def main() -> None:
    args = sys.argv[1:]
    if requested_lang(args) == "de":
        with use_german_typer_words():
            german_command()(prog_name="jongg")
        return
    app(prog_name="jongg")
