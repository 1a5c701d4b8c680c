"""`jongg --lang de` (before or after the command) is German all through: the help of every command, the lazily
loaded groups `sheet`, `simulate` and `mjai` included, and every message of the command-line parser (`PARSER_DE`:
typer's copy of click, typer, pydantic); without it, or with `--lang en`, all stays English."""

import ast
import enum
import re
import sys
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import pydantic_core
import pytest
import typer
from cli_testing import CliRunner
from test_cli_lang import command_paths, command_tree
from typer import rich_utils

from jongg.cli.app import app, german_command, main, use_german_typer_words
from jongg.i18n import HELP_DE, PARSER_DE, TYPER_DE, german

runner = CliRunner()


def run(monkeypatch: pytest.MonkeyPatch, *args: str) -> tuple[int, str]:
    """`jongg ARGS` as the program runs it (`jongg.cli.main`): its exit code and output."""
    monkeypatch.setattr(sys, "argv", ["jongg", *args])
    with runner.isolation(env={"COLUMNS": "250"}) as (_, _, output):
        try:
            main()
            code = 0
        except SystemExit as exit:
            code = exit.code if isinstance(exit.code, int) else 1
        return code, output.getvalue().decode()


def test_no_flag_shows_a_type_in_help(monkeypatch: pytest.MonkeyPatch) -> None:
    """typer 0.29 writes a type beside every option in help, `<bool>` beside a flag too (`--help` included),
    though a flag takes no value: no help screen, English or German, shows one."""
    root = typer.main.get_command(app)
    paths = command_paths(root, root.make_context("jongg", ["--help"], resilient_parsing=True))
    assert ("sheet", "hand") in paths and ("mjai", "replay") in paths and ("simulate",) in paths
    for lang in ("en", "de"):
        for path in paths:
            code, output = run(monkeypatch, "--lang", lang, *path, "--help")
            assert code == 0, path
            assert "<bool>" not in output, (lang, path)
            assert "--help" in output, (lang, path)


def panel(output: str) -> str:
    """The text of the error panel, its lines joined."""
    return " ".join(" ".join(line.strip("│ ") for line in output.splitlines() if line.startswith("│")).split())


# -- help ----------------------------------------------------------------------------------------------------------
def test_the_german_command_tree_has_no_english_help_left() -> None:
    texts = command_tree(german_command())
    english = {  # a text with a German of its own is English (but a word the same in both: HAND, LOG)
        where: t for where, t in texts.items() if german(" ".join(t.split()), HELP_DE) not in (None, t)
    }
    assert not english
    assert texts["jongg sheet help"].startswith("Punkteblatt für Partien")
    assert texts["jongg sheet hand winner"] == "Der Gewinner (zweimal: doppeltes Ron)."
    assert texts["jongg simulate options_metavar"] == "[OPTIONEN]"
    assert texts["jongg mjai subcommand_metavar"] == "BEFEHL [ARGUMENTE]..."
    assert texts["jongg sheet new db"].startswith("Die Datei des Punkteblatts (Vorgabe: ")
    assert texts["jongg verify record placeholder"] == "BERICHT"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--lang", "de", "--help"], ["Punkteblatt für Partien", "Spiele oder Hände nur unter Bots", "mjai-Anbindung"]),
        (
            ["--lang", "de", "sheet", "--help"],
            ["Aufruf: jongg sheet [OPTIONEN] BEFEHL [ARGUMENTE]...", "Listet die Partien"],
        ),
        (["sheet", "hand", "--help", "--lang", "de"], ["Der Gewinner (zweimal", "[Umgebungsvariable: JONGG_SHEET]"]),
        (["--lang", "de", "simulate", "--help"], ["Aufruf: jongg simulate [OPTIONEN]", "Arbeitsprozesse (Vorgabe"]),
        (["--lang=de", "mjai", "--help"], ["Spielt mjai-Logs Hand für Hand", "Zeigt diese Hilfe und endet."]),
        (["--lang", "de", "mjai", "bot", "--help"], ["Seed für die eigenen Zufallsentscheidungen des Bots."]),
    ],
)
def test_help_of_the_command_groups_in_german(
    monkeypatch: pytest.MonkeyPatch, args: list[str], words: list[str]
) -> None:
    code, output = run(monkeypatch, *args)
    assert code == 0, output
    for word in words:
        assert word in output, word
    for english in ("Usage:", "Options", "Commands", "Show this message", "Scoresheet for", "[OPTIONS]"):
        assert english not in output, english


def test_help_stays_english_without_german(monkeypatch: pytest.MonkeyPatch) -> None:
    for args in (["sheet", "hand", "--help"], ["--lang", "en", "sheet", "hand", "--help"]):
        code, output = run(monkeypatch, *args)
        assert code == 0 and "Usage: jongg sheet hand [OPTIONS]" in output and "The winner (twice" in output
        assert "Aufruf" not in output and "Gewinner" not in output and "Umgebungsvariable" not in output
    assert rich_utils.ERRORS_PANEL_TITLE == "Error" and rich_utils.rich_format_error.__name__ == "rich_format_error"


NOT_AN_INTEGER = "Die Eingabe muss eine ganze Zahl sein, der Text lässt sich nicht als ganze Zahl lesen"


# -- the parser's messages -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--lang", "de", "settle"], "Den Befehl 'settle' gibt es nicht."),
        (["--lang", "de", "analys"], "Den Befehl 'analys' gibt es nicht. Meintest du 'analyse'?"),
        (["--lang", "de"], "Es fehlt ein Befehl."),
        (["score", "x", "--nope", "--lang", "de"], "Die Option --nope gibt es nicht."),
        (
            ["--lang", "de", "score", "x", "--honba", "abc"],
            "Ungültiger Wert für '--honba': " + NOT_AN_INTEGER,
        ),
        (["--lang", "de", "rules"], "Argument 'REGELWERK' fehlt."),
        (["--lang", "de", "sheet", "new"], "Option '--ruleset' / '-r' fehlt."),
        (["--lang", "de", "score", "x", "y"], "Zu viele Argumente; überzählig: y"),
        (["--lang", "de", "score", "x", "--seat"], "Die Option '--seat' braucht ein Argument."),
        (
            ["--lang", "de", "simulate", "--games", "x"],
            "Ungültiger Wert für '--games': " + NOT_AN_INTEGER,
        ),
        (
            ["--lang", "de", "play", "--delay", "-1"],
            "Ungültiger Wert für '--delay': Die Eingabe muss mindestens 0 sein",
        ),
        (
            ["--lang", "de", "play", "--delay", "inf"],
            "Ungültiger Wert für '--delay': Die Eingabe muss höchstens 10 sein",
        ),
        (
            ["--lang", "de", "play", "--delay", "11"],
            "Ungültiger Wert für '--delay': Die Eingabe muss höchstens 10 sein",
        ),
    ],
)
def test_parser_messages_in_german(monkeypatch: pytest.MonkeyPatch, args: list[str], message: str) -> None:
    code, output = run(monkeypatch, *args)
    assert code == 2 and panel(output) == message, output
    assert "Fehler" in output and "Error" not in output and "Try '" not in output
    english_code, english = run(monkeypatch, *["en" if a == "de" else a for a in args])
    assert english_code == 2 and panel(english) != message and "Error" in english


class Colour(enum.StrEnum):
    red = "red"
    blue = "blue"


probe = typer.Typer()
"""Commands with parameters of every kind, for the parser's messages that jongg's own commands cannot draw."""


@probe.command("values")
def _values(
    n: int = 0,
    x: float = 0.0,
    low: Annotated[int, typer.Option(min=0)] = 0,
    colour: Colour = Colour.red,
    when: Annotated[datetime | None, typer.Option(formats=["%Y-%m-%d"])] = None,
    path: Annotated[Path | None, typer.Option(exists=True)] = None,
    file: Annotated[Path | None, typer.Option(exists=True, dir_okay=False)] = None,
    folder: Annotated[Path | None, typer.Option(exists=True, file_okay=False)] = None,
    pair: tuple[int, int] = (1, 2),
    flag: bool = False,
) -> None:
    """Values of each type."""


@probe.command("needs")
def _needs(number: int, name: Annotated[str, typer.Option(envvar="PROBE_NAME")]) -> None:
    """A required argument and option."""


@probe.command("choose")
def _choose(colour: Annotated[Colour, typer.Option()]) -> None:
    """A required choice."""


@probe.command("yes")
def _yes(answer: bool) -> None:
    """A boolean argument."""


@probe.command("pairs")
def _pairs(two: tuple[int, int]) -> None:
    """An argument of two values."""


group = typer.Typer()
group.command("one")(_yes)
group.command("two")(_yes)
probe.add_typer(group, name="group")

HERE = str(Path(__file__))
PROBES = [
    (
        ["values", "--n", "x"],
        "Ungültiger Wert für '--n': " + NOT_AN_INTEGER,
    ),
    (
        ["values", "--n", "9" * 5000],
        "Ungültiger Wert für '--n': Der Text lässt sich nicht als ganze Zahl lesen, er ist zu lang",
    ),
    (
        ["values", "--x", "x"],
        "Ungültiger Wert für '--x': Die Eingabe muss eine Zahl sein, der Text lässt sich nicht als Zahl lesen",
    ),
    (["values", "--low", "-1"], "Ungültiger Wert für '--low': Die Eingabe muss mindestens 0 sein"),
    (["values", "--colour", "green"], "Ungültiger Wert für '--colour': 'green' ist keiner der Werte 'red', 'blue'."),
    (["values", "--when", "x"], "Ungültiger Wert für '--when': 'x' passt zu keinem der Formate '%Y-%m-%d'."),
    (["values", "--path", "/nonexistent"], "Ungültiger Wert für '--path': Pfad '/nonexistent' gibt es nicht."),
    (["values", "--file", "/"], "Ungültiger Wert für '--file': Datei '/' ist ein Verzeichnis."),
    (["values", "--folder", HERE], f"Ungültiger Wert für '--folder': Verzeichnis '{HERE}' ist eine Datei."),
    (["values", "--pair", "1"], "Die Option '--pair' braucht 2 Argumente."),
    (["values", "--n"], "Die Option '--n' braucht ein Argument."),
    (["values", "--flag=yes"], "Die Option '--flag' nimmt keinen Wert."),
    (["values", "--colr"], "Die Option --colr gibt es nicht (ähnlich: --colour, --folder)."),
    (["values", "-z"], "Die Option -z gibt es nicht."),
    (["values", "1", "2"], "Zu viele Argumente; überzählig: 1 2"),
    (["needs"], "Argument 'number' fehlt."),
    (["needs", "1"], "Option '--name' (Umgebungsvariable: 'PROBE_NAME') fehlt."),
    (["choose"], "Option '--colour' fehlt. Wähle aus: red, blue"),
    (
        ["yes", "maybe"],
        "Ungültiger Wert für 'answer': Die Eingabe muss ein Wahrheitswert sein, "
        "sie lässt sich nicht als solcher deuten",
    ),
    (["pairs", "1"], "Das Argument 'two' nimmt 2 Werte."),
    (["group"], "Es fehlt ein Befehl."),
    (["valus"], "Den Befehl 'valus' gibt es nicht. Meintest du 'values'?"),
    (["nothing"], "Den Befehl 'nothing' gibt es nicht."),
]


@pytest.mark.parametrize(("args", "message"), PROBES)
def test_every_kind_of_parser_message_in_german(args: list[str], message: str) -> None:
    english = runner.invoke(probe, args, env={"COLUMNS": "250"})
    with use_german_typer_words():
        result = runner.invoke(probe, args, env={"COLUMNS": "250"})
    assert result.exit_code == english.exit_code == 2
    assert panel(result.output) == message, result.output
    assert "Fehler" in result.output and panel(english.output) != message and "Error" in english.output


# -- PARSER_DE follows the installed typer and pydantic ------------------------------------------------------------
TYPER = Path(typer.__file__).parent
MODULES = (
    "_click/core.py",
    "_click/exceptions.py",
    "_click/parser.py",
    "core.py",
    "_coercion.py",
    "_param_types.py",
    "_adapters.py",
)
RAISERS = {
    "fail",
    "UsageError",
    "BadParameter",
    "NoSuchOption",
    "BadOptionUsage",
    "BadArgumentUsage",
    "MissingParameter",
    "FileError",
    "ValueError",
}
RETURNERS = {"format_message", "get_missing_message", "__str__"}
FIELD = re.compile(r"\{[^{}]*\}")

NOT_SHOWN = {
    "Invalid start character for option ({})": "a command defined wrongly (a programming error), not a user's input",
    "unknown action '{}'": "a command defined wrongly",
    "Boolean option {} cannot use the same flag for true/false.": "a command defined wrongly",
    "Expected one list item type, got: {}": "a command defined wrongly",
    "None is not a valid string": "a value given in code (None), never one from the command line",
    "DeprecationWarning: The command {} is deprecated.{}": "jongg has no deprecated command",
    "(dynamic)": "the help of a default computed by a function: jongg's options have none",
    "Aborted!": "typer without rich only (TYPER_USE_RICH=0); with rich it is TYPER_DE's ABORTED_TEXT",
    "default: {}": "typer's help without rich only; with rich TYPER_DE's DEFAULT_STRING",
    "env var: {}": "typer's help without rich only; with rich TYPER_DE's ENVVAR_STRING",
    "required": "typer's help without rich only; with rich TYPER_DE's REQUIRED_LONG_STRING",
    "Arguments": "typer's help without rich only; with rich TYPER_DE's ARGUMENTS_PANEL_TITLE",
    "Options": "typer's help without rich only; with rich TYPER_DE's OPTIONS_PANEL_TITLE",
    "Commands": "typer's help without rich only; with rich TYPER_DE's COMMANDS_PANEL_TITLE",
}
"""Messages in typer's source that `PARSER_DE` leaves English, and why."""

PYDANTIC = [
    ("int_type", None),
    ("int_parsing", None),
    ("int_from_float", None),
    ("int_parsing_size", None),
    ("float_type", None),
    ("float_parsing", None),
    ("finite_number", None),
    ("greater_than", {"gt": 1}),
    ("greater_than_equal", {"ge": 1}),
    ("less_than", {"lt": 1}),
    ("less_than_equal", {"le": 1}),
    ("bool_type", None),
    ("bool_parsing", None),
    ("string_type", None),
    ("value_error", {"error": "'x' is not one of 'a', 'b'."}),
]
"""pydantic's errors for the values of a command line (typer checks them with pydantic): (type, context)."""


def shape(node: ast.AST) -> str | None:
    """A string of the source with every field written {}, if `node` is one (a literal, an f-string, a `_()`)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return FIELD.sub("{}", node.value)
    if isinstance(node, ast.JoinedStr):
        return "".join(FIELD.sub("{}", v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return shape(node.func.value)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_" and node.args:
        return shape(node.args[0])
    return None


def typer_messages() -> tuple[set[str], set[str]]:
    """The messages typer shows (their shapes: raised, failed with, set as an exception's message, returned by a
    message method, or looked up with gettext in typer.core), and every string literal of those modules."""
    messages: set[str] = set()
    literals: set[str] = set()
    for module in MODULES:
        tree = ast.parse((TYPER / module).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            found: list[ast.AST] = []
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", None))
                if name in RAISERS:
                    found += [*node.args, *(k.value for k in node.keywords)]
                elif name == "_" and module == "core.py":
                    found.append(node)
            elif isinstance(node, ast.Assign) and any(
                getattr(t, "id", getattr(t, "attr", None)) == "message" for t in node.targets
            ):
                found.append(node.value)
            elif isinstance(node, ast.FunctionDef) and node.name in RETURNERS:
                found += [n.value for n in ast.walk(node) if isinstance(n, ast.Return) and n.value is not None]
            messages |= {s for s in map(shape, found) if s is not None and re.search(r"[a-zA-Z]", FIELD.sub("", s))}
    return messages, literals


def pattern(text_with_fields: str) -> re.Pattern[str]:
    return re.compile(".*".join(map(re.escape, text_with_fields.split("{}"))), re.DOTALL)


def test_every_message_typer_shows_has_a_german_one() -> None:
    messages, _ = typer_messages()
    assert len(messages) > 20
    keys = [FIELD.sub("{}", key) for key in PARSER_DE]
    missing = {m for m in messages if m not in NOT_SHOWN and not any(pattern(m).search(key) for key in keys)}
    assert not missing, "typer shows messages PARSER_DE does not know: translate them or say in NOT_SHOWN why not"
    assert not set(NOT_SHOWN) - messages, "NOT_SHOWN names messages typer no longer has"


def test_every_german_parser_text_is_one_of_typer_or_pydantic() -> None:
    """A message typer or pydantic reworded leaves its key behind: it would never fit again."""
    messages, literals = typer_messages()
    templates = {
        FIELD.sub("{}", pydantic_core.PydanticKnownError(kind, context).message_template) for kind, context in PYDANTIC
    }
    stale = [
        key
        for key in PARSER_DE
        if key not in literals
        and FIELD.sub("{}", key) not in templates
        and not any(pattern(m).search(FIELD.sub("{}", key)) for m in messages)
    ]
    assert not stale


@pytest.mark.parametrize(("kind", "context"), PYDANTIC)
def test_pydantic_messages_have_german_ones(kind: str, context: dict[str, Any] | None) -> None:
    message = pydantic_core.PydanticKnownError(kind, context).message()
    assert german(message, PARSER_DE) not in (None, message), message


def test_parser_texts_have_the_same_fields_in_both_languages() -> None:
    for key, value in PARSER_DE.items():
        assert sorted(re.findall(r"\{(\w+)", key)) == sorted(re.findall(r"\{(\w+)", value)), key
        assert "!r" not in value, key


def test_every_german_word_of_typers_panels_is_set() -> None:
    """The words typer looks up with gettext for its rich help and error panels (`typer.rich_utils`)."""
    tree = ast.parse((TYPER / "rich_utils.py").read_text(encoding="utf-8"))
    looked_up = {
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Call)
        and getattr(node.value.func, "id", None) == "_"
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    assert looked_up <= set(TYPER_DE)
