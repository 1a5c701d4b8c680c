"""The `jongg` command: thin surface over the library (parse input, call, render).

Every command imports what it needs when it runs (rich, the rule sets, the engine, the scoresheet), so that
`jongg score` starts quickly. Words the user sees come from `jongg.i18n`; `--lang de` prints them in German,
help texts included (`main` reads `--lang` before click builds the help).
"""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperGroup

from jongg.cli_score import (
    USAGE_ERROR,
    checked_lang,
    command_line,
    console,
    err,
    error_text,
    library_text,
    new_table,
    out,
    print_result,
)
from jongg.i18n import HELP_DE, PARSER_DE, TYPER_DE, amount, german, text

if TYPE_CHECKING:
    from collections.abc import Iterator


class _Commands(TyperGroup):
    """The command group. `sheet` (the scoresheet) and `simulate` (jongg.simulate_cli) are modules of their own,
    imported only when the command is used or listed."""

    LAZY = ("sheet", "simulate", "mjai")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for command in self.commands.values():
            _untyped_flags(command)

    def list_commands(self, ctx: Any) -> list[str]:
        names = super().list_commands(ctx)
        return [*names, *(name for name in self.LAZY if name not in names)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name in self.LAZY and cmd_name not in self.commands:
            if cmd_name == "sheet":
                from jongg.scoresheet.cli import sheet_app

                command = typer.main.get_command(sheet_app)
            elif cmd_name == "mjai":
                from jongg.mjai_cli import mjai_app

                command = typer.main.get_command(mjai_app)
            else:
                from jongg.simulate_cli import simulate_command

                single = typer.Typer(add_completion=False)  # completion is the program's, not a subcommand's
                single.command("simulate")(simulate_command)
                command = typer.main.get_command(single)
            command.name = cmd_name
            self.commands[cmd_name] = _untyped_flags(command)
        return super().get_command(ctx, cmd_name)

    def get_params(self, ctx: Any) -> list[Any]:  # typer adds the completion options after `__init__`
        return [_untyped(param) for param in super().get_params(ctx)]


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

LangOption = Annotated[str | None, typer.Option("--lang", help="Language of the output: en or de.", show_default=False)]


def _version(value: bool) -> None:
    if value:
        from jongg import __version__

        typer.echo(f"jongg {__version__}")
        raise typer.Exit()


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


def _language(ctx: typer.Context, lang: str | None) -> str:
    """The command's --lang, else the one given before the command, else English; a bad one exits 2."""
    return checked_lang(lang if lang is not None else ctx.obj if isinstance(ctx.obj, str) else "en")


@app.command()
def score(
    ctx: typer.Context,
    hand: Annotated[
        str | None, typer.Argument(help="Hand in notation, e.g. '111m666m55m77m [234m] +7m'.", metavar="HAND")
    ] = None,
    ruleset: Annotated[str, typer.Option(help="Rule set id.")] = "dmjl-classical",
    seat: Annotated[str, typer.Option(help="Seat wind of the player: E S W N.")] = "E",
    round_: Annotated[str, typer.Option("--round", help="Round (prevailing) wind.")] = "E",
    self_draw: Annotated[bool, typer.Option("--self-draw", help="Won by drawing the tile.")] = False,
    discard: Annotated[str | None, typer.Option("--discard", help="Won on a discard FROM this wind.")] = None,
    replacement: Annotated[bool, typer.Option("--replacement", help="Won on a kong replacement tile.")] = False,
    flower_replacement: Annotated[
        bool, typer.Option("--flower-replacement", help="Won on a bonus-tile replacement.")
    ] = False,
    kong_on_kong: Annotated[
        bool, typer.Option("--kong-on-kong", help="Replacement of a kong declared on a replacement.")
    ] = False,
    robbing_kong: Annotated[
        bool, typer.Option("--robbing-kong", help="Won by robbing a kong (FROM its owner).")
    ] = False,
    last_tile: Annotated[
        bool, typer.Option("--last-tile", help="Won with the last tile / on the last discard.")
    ] = False,
    first_turn: Annotated[bool, typer.Option("--first-turn", help="Blessing of Heaven / Earth.")] = False,
    original_call: Annotated[bool, typer.Option("--original-call", help="Won after an Original Call.")] = False,
    flower_win: Annotated[
        bool, typer.Option("--flower-win", help="Riichi: Daifaahou on another's eighth flower.")
    ] = False,
    east_streak: Annotated[int, typer.Option(help="Hands East has won in a row before this one.")] = 0,
    riichi: Annotated[bool, typer.Option("--riichi", help="Riichi: the winner had declared riichi.")] = False,
    double_riichi: Annotated[bool, typer.Option("--double-riichi", help="Riichi: a double riichi.")] = False,
    ippatsu: Annotated[bool, typer.Option("--ippatsu", help="Riichi: won with ippatsu.")] = False,
    dora: Annotated[list[str] | None, typer.Option(help="Riichi: dora indicator(s), repeatable or 1z,3m.")] = None,
    ura: Annotated[list[str] | None, typer.Option(help="Riichi: ura indicator(s), repeatable or 1z,3m.")] = None,
    honba: Annotated[int, typer.Option(help="Riichi: honba counters on the table.")] = 0,
    sticks: Annotated[int, typer.Option(help="Riichi: riichi sticks on the table (this hand's included).")] = 0,
    pao: Annotated[str | None, typer.Option(help="Riichi: wind of the player liable (pao).")] = None,
    irregular: Annotated[str | None, typer.Option(help="short, long, foul or dead.")] = None,
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help="Rule-set option KEY=VALUE.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the JSON result.")] = False,
    jsonl: Annotated[str | None, typer.Option(help="Score one JSON request per line of FILE (- = stdin).")] = None,
    lang: LangOption = None,
) -> None:
    """Score one hand (itemised), or a batch of JSON requests with --jsonl."""
    args = dict(locals())  # the options as typer read them, named as the fields of ScoreArgs
    del args["ctx"]
    args["lang"] = _language(ctx, lang)
    from jongg.cli_score import ScoreArgs, Usage, run_score

    try:
        run_score(ScoreArgs(**args))
    except Usage as problem:
        raise typer.BadParameter(str(problem)) from None


# -- analyse -----------------------------------------------------------------------------------------------------
@app.command()
def analyse(
    ctx: typer.Context,
    hand: Annotated[
        str,
        typer.Argument(
            help="13 tiles, or 13 + the drawn tile written +X (or 14 tiles), e.g. '1112345678999m +5m'.", metavar="HAND"
        ),
    ],
    ruleset: Annotated[
        str, typer.Option(help="Rule set id: its winning forms (and, for Riichi, which waits have a yaku).")
    ] = "dmjl-classical",
    seat: Annotated[str, typer.Option(help="Seat wind (Riichi yaku).")] = "E",
    round_: Annotated[str, typer.Option("--round", help="Round wind (Riichi yaku).")] = "E",
    as_json: Annotated[bool, typer.Option("--json", help="Print the analysis as JSON.")] = False,
    lang: LangOption = None,
) -> None:
    """Analyse a hand: shanten per form, waits and their unseen tiles; with a drawn tile, every discard ranked."""
    from jongg.cli_analyse import AnalyseArgs, run_analyse
    from jongg.cli_score import Usage

    try:
        run_analyse(AnalyseArgs(hand, ruleset, seat, round_, as_json, _language(ctx, lang)))
    except Usage as problem:
        raise typer.BadParameter(str(problem)) from None


# -- rules -------------------------------------------------------------------------------------------------------
@app.command()
def rules(
    ctx: typer.Context,
    ruleset_id: Annotated[str, typer.Argument(help="Rule set id, e.g. dmjl-classical.", metavar="RULESET")],
    lang: LangOption = None,
) -> None:
    """Print a rule set's tables, generated from its rule data."""
    from jongg.cli_rules import RulesArgs, run_rules
    from jongg.cli_score import Usage

    try:
        run_rules(RulesArgs(ruleset_id, _language(ctx, lang)))
    except Usage as problem:
        raise typer.BadParameter(str(problem)) from None


# -- verify ------------------------------------------------------------------------------------------------------
@app.command()
def verify(
    ctx: typer.Context,
    record: Annotated[str, typer.Argument(help="A game record (JSON lines) of a finished match.", metavar="RECORD")],
    lang: LangOption = None,
) -> None:
    """Check a finished record: derive each event again from the seed and the decisions; name the first difference."""
    from rich.text import Text

    from jongg.engine import verify as verify_record
    from jongg.engine.events import check_record, read_record_file
    from jongg.errors import InvalidRecord

    language = _language(ctx, lang)
    try:
        events = check_record(read_record_file(record))
    except InvalidRecord as exc:
        shown = Text(text("verify.unreadable", language, why=error_text(exc, language)))
        console(stderr=True).print(shown, soft_wrap=True)  # one line, however long
        raise typer.Exit(USAGE_ERROR) from None
    problems = verify_record(events)
    for problem in problems:
        out(Text(library_text(problem, language)))
    if problems:
        err(Text(text("verify.problems", language, n=amount(len(problems), "problems", language))))
        raise typer.Exit(USAGE_ERROR)
    out(Text(text("verify.sound", language)))


# -- play, games, replay (jongg.play, imported when they run) ---------------------------------------------------
@app.command()
def play(
    ctx: typer.Context,
    ruleset: Annotated[str, typer.Option("--ruleset", "-r", help="Rule set id.")] = "dmjl-hk-easy",
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help="Rule-set option KEY=VALUE.")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of the match (default: 32 random bytes).")] = None,
    hints: Annotated[bool, typer.Option("--hints", help="Show shanten, waits and the standard bot's choice.")] = False,
    ascii: Annotated[bool, typer.Option("--ascii", help="Tiles as codes (1m, 7z, 1f) instead of glyphs.")] = False,
    resume: Annotated[bool, typer.Option("--resume", help="Go on with the newest unfinished match.")] = False,
    name: Annotated[str | None, typer.Option(help="Your name in the match and its record.")] = None,
    delay: Annotated[float, typer.Option(help="Seconds between the bots' moves.")] = 0.4,
    lang: LangOption = None,
) -> None:
    """Play a match against three standard bots in the terminal (full screen)."""
    from jongg.play.commands import play as run_play

    language = _play_language(ctx, lang)
    code = run_play(
        ruleset=ruleset,
        options=option,
        seed=seed,
        lang=language,
        hints=hints,
        ascii=ascii,
        resume=resume,
        name=name,
        delay=delay,
    )
    if code:
        raise typer.Exit(code)


@app.command()
def games(ctx: typer.Context, lang: LangOption = None) -> None:
    """List the saved matches ($JONGG_DATA/games): date, rule set, players, result."""
    from jongg.play.commands import games as run_games

    run_games(_play_language(ctx, lang))


@app.command("replay")
def replay_command(
    ctx: typer.Context,
    record: Annotated[
        str, typer.Argument(help="A record file, or the id of a saved game (see jongg games).", metavar="RECORD")
    ],
    seat: Annotated[int | None, typer.Option(help="Show the table as this seat (0-3) saw it.")] = None,
    ascii: Annotated[bool, typer.Option("--ascii", help="Tiles as codes (1m, 7z, 1f) instead of glyphs.")] = False,
    lang: LangOption = None,
) -> None:
    """Step through a record in the terminal: forward, back, jump to a hand."""
    from jongg.play.commands import replay as run_replay

    code = run_replay(record, seat=seat, lang=_play_language(ctx, lang), ascii=ascii)
    if code:
        raise typer.Exit(code)


def _play_language(ctx: typer.Context, lang: str | None) -> str:
    """As `_language`, but without --lang the locale decides (German for de_*)."""
    if lang is None and not isinstance(ctx.obj, str):
        from jongg.play.commands import locale_lang

        lang = locale_lang()
    return _language(ctx, lang)


# -- demo --------------------------------------------------------------------------------------------------------
@app.command()
def demo(ctx: typer.Context, lang: LangOption = None) -> None:
    """Parse a few hands of each rule set and show their analysis."""
    from jongg.analysis import decompositions, shanten, waits
    from jongg.notation import parse_hand
    from jongg.rules import find_ruleset
    from jongg.scoring import score as score_json

    language = _language(ctx, lang)
    samples = [
        ("dmjl-classical", "111m666m55m77m [234m] +7m"),
        ("dmjl-classical", "1112345678999m"),
        ("dmjl-classical", "19m19p19s1234567z +1m"),
        ("dmjl-hk-easy", "234m567p9s [666z] (1111s) 1f +9s"),
        ("dmjl-hk-easy", "1122m3344p5555s7z +7z"),
        ("riichi-hana", "23567m234p55678s 34f +4m"),
        ("riichi-hana", "13m406p2278s1267z"),
    ]
    table = new_table(
        text("demo.title", language),
        [text(f"demo.{c}", language) for c in ("ruleset", "hand", "shanten", "waits", "arrangements")],
    )
    for ruleset, hand_text in samples:
        forms = find_ruleset(ruleset).forms
        hand = parse_hand(hand_text)
        found = decompositions(hand, forms=forms)
        arrangements = "; ".join(" ".join(_group_text(g) for g in d.groups) for d in found[:3])
        table.add_row(
            ruleset,
            str(hand),
            str(shanten(hand, forms=forms)),
            " ".join(map(str, waits(hand, forms=forms))),
            arrangements or "-",
        )
    out(table)
    result = score_json(
        {
            "ruleset": "dmjl-classical",
            "hand": "111m666m55m77m [234m] +7m",
            "seat_wind": "E",
            "round_wind": "S",
            "win": {"by": "discard", "from": "N"},
        }
    )
    print_result(result, language)


def _group_text(group: Any) -> str:
    from jongg.hand import tiles_to_str
    from jongg.tiles import Tile

    return tiles_to_str(Tile(k) for k in group.tiles)


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
