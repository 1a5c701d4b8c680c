"""The one declaration of the commands (`jongg.cli.commands`) and the two readers made from it: the typer group
lists and loads exactly the declared commands; a quick command's typer options and its argparse options are
the declared ones (names, flags, short flags included, help) with the types and defaults of its dataclass.
And the typer internals `jongg.cli.app` relies on (`TYPER_INTERNALS`, the reason typer is pinned) are there."""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import inspect
import typing
from typing import Annotated, Any

import pytest
import typer
from typer import core, rich_utils, utils
from typer.testing import CliRunner

from jongg.cli.app import TYPER_INTERNALS, app
from jongg.cli.commands import BY_NAME, COMMANDS, LANG, Command
from jongg.cli.main import command_parser
from jongg.cli.options import LangOption
from jongg.i18n import TYPER_DE

QUICK = [command for command in COMMANDS if command.quick is not None]


def root() -> Any:
    return typer.main.get_command(app)


def test_the_group_lists_and_loads_the_declared_commands() -> None:
    group = root()
    ctx = group.make_context("jongg", ["--help"], resilient_parsing=True)
    assert group.list_commands(ctx) == [command.name for command in COMMANDS]
    assert len(BY_NAME) == len(COMMANDS)
    for declared in COMMANDS:
        command = group.get_command(ctx, declared.name)
        assert command is not None and command.name == declared.name
        assert (declared.quick is None) == (declared.target is not None), declared.name
        if declared.target is not None:
            target = getattr(importlib.import_module(declared.module), declared.target)
            assert isinstance(target, typer.Typer) == declared.group, declared.name
    assert group.get_command(ctx, "bogus") is None


def fields(declared: Command) -> tuple[dict[str, Any], dict[str, Any]]:
    """The types and defaults of a quick command's dataclass, by field."""
    assert declared.quick is not None
    args_type = getattr(importlib.import_module(declared.module), declared.quick.args)
    specs = dataclasses.fields(args_type)
    return typing.get_type_hints(args_type), {spec.name: spec.default for spec in specs}


@pytest.mark.parametrize("declared", QUICK, ids=lambda c: c.name)
def test_every_field_is_declared_once(declared: Command) -> None:
    assert declared.quick is not None
    types, _ = fields(declared)
    names = [declared.quick.argument.field, *(option.field for option in declared.quick.options)]
    assert sorted(names) == sorted(types), "declare every field of the dataclass, once"
    assert LANG in declared.quick.options


def base(annotation: Any) -> Any:
    """The type of a field without its None: `str | None` -> str."""
    parts = [part for part in typing.get_args(annotation) if part is not type(None)]
    return parts[0] if typing.get_origin(annotation) is not list and parts else annotation


def kind(annotation: Any) -> str:
    """bool, int, list or str: how the readers take an option."""
    found = base(annotation)
    return {bool: "bool", int: "int", list: "list"}.get(typing.get_origin(found) or found, "str")


@pytest.mark.parametrize("declared", QUICK, ids=lambda c: c.name)
def test_the_typer_command_is_the_declaration(declared: Command) -> None:
    quick = declared.quick
    assert quick is not None
    types, defaults = fields(declared)
    command = root().commands[declared.name]
    assert command.help == quick.help
    params = {param.name: param for param in command.params}
    assert list(params) == [quick.argument.field, *(option.field for option in quick.options)]  # help's order
    argument = params[quick.argument.field]
    assert argument.param_type_name == "argument" and argument.metavar == quick.argument.metavar
    assert argument.required == quick.argument.required and argument.help == quick.argument.help
    for option in quick.options:
        param = params[option.field]
        assert [*param.opts, *param.secondary_opts] == list(option.flags), option.field
        assert param.help == option.help
        if option.field == "lang":  # the language given before the command when it has none
            assert param.default is None and not param.show_default
            continue
        assert param.default == defaults[option.field], option.field
        expected = kind(types[option.field])
        assert param.is_flag == (expected == "bool"), option.field
        assert param.multiple == (expected == "list"), option.field
        assert param.type_descriptor.annotation == base(types[option.field]), option.field


@pytest.mark.parametrize("declared", QUICK, ids=lambda c: c.name)
def test_the_argparse_reader_is_the_declaration(declared: Command) -> None:
    quick = declared.quick
    assert quick is not None
    types, defaults = fields(declared)
    actions = {action.dest: action for action in command_parser(declared.name)._actions}
    assert list(actions) == [quick.argument.field, *(option.field for option in quick.options)]
    assert actions[quick.argument.field].option_strings == []
    for option in quick.options:
        action = actions[option.field]
        assert action.option_strings == list(option.flags), option.field
        expected = kind(types[option.field])
        if expected == "bool":
            assert isinstance(action, argparse._StoreTrueAction)
        elif expected == "list":
            assert isinstance(action, argparse._AppendAction) and action.default is None
        else:
            assert action.default == defaults[option.field], option.field
            assert action.type is (int if expected == "int" else None), option.field


def test_every_lang_option_has_the_declared_help() -> None:
    info = typing.get_args(LangOption)[1]
    assert info.default == "--lang" and info.help == LANG.help and LANG.flags == ("--lang",)


def test_the_old_module_names_are_gone() -> None:
    for name in ("jongg.launch", "jongg.cli_score", "jongg.cli_analyse", "jongg.cli_rules", "jongg.mjai_cli"):
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(name)
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("jongg.simulate_cli")
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("jongg.scoresheet.cli")


# -- the typer internals (the pin in pyproject.toml) -------------------------------------------------------------
def test_typer_is_the_pinned_minor_version() -> None:
    assert typer.__version__.startswith("0.29."), (
        f"typer {typer.__version__}: jongg.cli.app relies on typer 0.29's internals ({'; '.join(TYPER_INTERNALS)}); "
        "check each (this file) before moving the pin in pyproject.toml"
    )


def test_the_group_and_command_internals_are_there() -> None:
    group = root()
    assert isinstance(group, core.TyperGroup)
    for method in ("list_commands", "get_command", "get_params"):
        assert callable(getattr(core.TyperGroup, method)), method
    assert isinstance(group.commands, dict)
    command = group.commands["score"]
    for attr in ("help", "short_help", "epilog", "options_metavar"):
        assert hasattr(command, attr), attr
    assert group.subcommand_metavar == "COMMAND [ARGS]..." and command.options_metavar == "[OPTIONS]"
    ctx = command.make_context("score", ["x"], resilient_parsing=True)
    assert list(inspect.signature(command.get_help_option).parameters) == ["ctx"]
    assert command.get_help_option(ctx).opts == ["--help"]
    assert command.get_usage(ctx).startswith("Usage:")
    for param in command.params:
        assert hasattr(param, "help") and hasattr(param, "metavar"), param.name
        assert param.param_type_name == "argument" or isinstance(param.is_flag, bool), param.name


def test_typer_shows_a_type_beside_a_flag_unless_it_has_a_placeholder() -> None:
    """The reason for `_untyped_flags`: without it typer 0.29 writes `<bool>` beside a flag."""
    plain = typer.Typer()

    @plain.command()
    def flag(on: Annotated[bool, typer.Option("--on", help="A flag.")] = False) -> None:
        """A command with a flag."""

    result = CliRunner().invoke(plain, ["--help"], env={"COLUMNS": "100"})
    assert "<bool>" in result.output, "typer no longer shows <bool>: _untyped_flags may go"


def test_typer_reads_a_generated_signature() -> None:
    """`quick_command` gives its function a `__signature__`; typer must read the parameters from it."""

    def generated(**given: Any) -> None:
        del given

    annotation = Annotated[int, typer.Option("--count", "-c", help="How many.")]
    generated.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [inspect.Parameter("count", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=annotation, default=3)]
    )
    generated.__annotations__ = {"count": annotation}
    params = utils.get_params_from_function(generated)
    assert list(params) == ["count"] and params["count"].default.default == 3


def test_the_rich_utils_names_are_there(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in TYPER_DE:
        assert isinstance(getattr(rich_utils, name), str), name
    shown: list[str] = []

    def record(error: Any) -> None:
        shown.append(error.format_message())

    monkeypatch.setattr(rich_utils, "rich_format_error", record)  # looked up on the module when shown
    result = CliRunner().invoke(app, ["score", "x", "--bogus"], prog_name="jongg")
    assert result.exit_code == 2 and shown == ["No such option: --bogus"]
