"""The one declaration of every `jongg` command: its name, the module that holds it, and for the commands that
start without typer (`score`, `analyse`, `rules`) their argument and options.

Both readers of the command line are made from `COMMANDS`:

- `jongg.cli.main` (the program's entry point) builds the quick `argparse` reader of a plain `jongg score ...`
  from a command's `Quick` entry: the flags declared here, the types and defaults of its options' dataclass;
- `jongg.cli.app` (the typer command) lists the commands in this order, loads each from its module when it is
  used or listed, and generates the typer command of each `Quick` one from the same entry (help texts, flags,
  the argument's placeholder here; types and defaults from the dataclass).

So a quick command's options are written once: their names, flags and help here, their types and defaults in
the dataclass its runner takes (`ScoreArgs`, `HandArgs`, `RulesArgs`). Nothing here imports typer or a
command's module: a plain `jongg score ...` reads this module before anything else.
"""

from __future__ import annotations


class Option:
    """An option of a quick command: the field of the options' dataclass it fills, its flags (long one first)
    and its help text. (These classes are plain: a dataclass costs about a millisecond to make, and `jongg
    score` reads this module before anything else.)"""

    __slots__ = ("field", "flags", "help")

    def __init__(self, field: str, flags: tuple[str, ...], help: str) -> None:
        self.field, self.flags, self.help = field, flags, help


def option(field: str, help: str, *flags: str) -> Option:
    """An option named after its field (`east_streak` -> `--east-streak`) unless `flags` name it."""
    return Option(field, flags or ("--" + field.replace("_", "-"),), help)


class Argument:
    """The argument of a quick command: the field it fills, its help and placeholder; `required`: typer refuses
    the command without it (else the runner does, with its own message)."""

    __slots__ = ("field", "help", "metavar", "required")

    def __init__(self, field: str, help: str, metavar: str, required: bool = False) -> None:
        self.field, self.help, self.metavar, self.required = field, help, metavar, required


class Quick:
    """A command read without typer when it is called plainly: `runner(args(...))` in the command's module.

    `args`: the options' dataclass (in the command's module), the types and defaults of the argument and the
    options; `runner`: the function that runs the command with an instance of it, raising
    `jongg.cli.score.Usage` for a bad parameter before it prints anything (typer shows it as a usage error);
    `options`: every option but the argument, in the order help lists them (`LANG`: every command's `--lang`).
    """

    __slots__ = ("args", "argument", "help", "options", "runner")

    def __init__(self, args: str, runner: str, help: str, argument: Argument, options: tuple[Option, ...]) -> None:
        self.args, self.runner, self.help, self.argument, self.options = args, runner, help, argument, options


class Command:
    """A command of `jongg`: `target` in `module` is its typer command function (`group`: a `typer.Typer` of
    sub-commands); a `quick` command has no target: its typer command is generated from `quick`."""

    __slots__ = ("group", "module", "name", "quick", "target")

    def __init__(
        self, name: str, module: str, target: str | None = None, group: bool = False, quick: Quick | None = None
    ) -> None:
        self.name, self.module, self.target, self.group, self.quick = name, module, target, group, quick


LANG = option("lang", "Language of the output: en or de.")
"""Every command's `--lang` (`jongg.cli.options.LangOption` for the others: tests/test_cli_commands.py)."""

SCORE = Quick(
    args="ScoreArgs",
    runner="run_score",
    help="Score one hand (itemised), or a batch of JSON requests with --jsonl.",
    argument=Argument("hand", "Hand in notation, e.g. '111m666m55m77m [234m] +7m'.", "HAND"),
    options=(
        option("ruleset", "Rule set id."),
        option("seat", "Seat wind of the player: E S W N."),
        option("round_", "Round (prevailing) wind.", "--round"),
        option("self_draw", "Won by drawing the tile."),
        option("discard", "Won on a discard FROM this wind."),
        option("replacement", "Won on a kong replacement tile."),
        option("flower_replacement", "Won on a bonus-tile replacement."),
        option("kong_on_kong", "Replacement of a kong declared on a replacement."),
        option("robbing_kong", "Won by robbing a kong (FROM its owner)."),
        option("last_tile", "Won with the last tile / on the last discard."),
        option("first_turn", "Blessing of Heaven / Earth."),
        option("original_call", "Won after an Original Call."),
        option("flower_win", "Riichi: Daifaahou on another's eighth flower."),
        option("east_streak", "Hands East has won in a row before this one."),
        option("riichi", "Riichi: the winner had declared riichi."),
        option("double_riichi", "Riichi: a double riichi."),
        option("ippatsu", "Riichi: won with ippatsu."),
        option("dora", "Riichi: dora indicator(s), repeatable or 1z,3m."),
        option("ura", "Riichi: ura indicator(s), repeatable or 1z,3m."),
        option("honba", "Riichi: honba counters on the table."),
        option("sticks", "Riichi: riichi sticks on the table (this hand's included)."),
        option("pao", "Riichi: wind of the player liable (pao)."),
        option("irregular", "short, long, foul or dead."),
        option("option", "Rule-set option KEY=VALUE.", "--option", "-o"),
        option("as_json", "Print the JSON result.", "--json"),
        option("jsonl", "Score one JSON request per line of FILE (- = stdin)."),
        LANG,
    ),
)

ANALYSE = Quick(
    args="AnalyseArgs",
    runner="run_analyse",
    help="Analyse a hand: shanten per form, waits and their unseen tiles; with a drawn tile, every discard ranked.",
    argument=Argument(
        "hand",
        "13 tiles, or 13 + the drawn tile written +X (or 14 tiles), e.g. '1112345678999m +5m'.",
        "HAND",
        required=True,
    ),
    options=(
        option("ruleset", "Rule set id: its winning forms (and, for Riichi, which waits have a yaku)."),
        option("seat", "Seat wind (Riichi yaku)."),
        option("round_", "Round wind (Riichi yaku).", "--round"),
        option("option", "Rule-set option KEY=VALUE (for Riichi, the waits are scored under them).", "--option", "-o"),
        option("as_json", "Print the analysis as JSON.", "--json"),
        LANG,
    ),
)

RULES = Quick(
    args="RulesArgs",
    runner="run_rules",
    help="Print a rule set's tables, generated from its rule data.",
    argument=Argument("ruleset_id", "Rule set id, e.g. dmjl-classical.", "RULESET", required=True),
    options=(LANG,),
)

COMMANDS = (
    Command("score", "jongg.cli.score", quick=SCORE),
    Command("analyse", "jongg.cli.analyse", quick=ANALYSE),
    Command("rules", "jongg.cli.rules", quick=RULES),
    Command("verify", "jongg.cli.verify", "verify"),
    Command("play", "jongg.cli.play", "play"),
    Command("games", "jongg.cli.play", "games"),
    Command("replay", "jongg.cli.play", "replay_command"),
    Command("demo", "jongg.cli.demo", "demo"),
    Command("serve", "jongg.cli.serve", "serve"),
    Command("sheet", "jongg.cli.sheet", "sheet_app", group=True),
    Command("simulate", "jongg.cli.simulate", "simulate_command"),
    Command("mjai", "jongg.cli.mjai", "mjai_app", group=True),
)
"""Every command, in the order `jongg --help` lists them."""

BY_NAME = {command.name: command for command in COMMANDS}
