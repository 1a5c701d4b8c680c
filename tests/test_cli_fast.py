"""A plain `jongg score ...`, `jongg analyse ...` or `jongg rules ...` is read without typer (`jongg.cli.main`):
same options, same defaults, same output and exit code as the typer command; anything else goes to typer. Heavy
imports wait for the command that needs them. (Timing is for benchmarks/bench_cli.py; tests never assert
wall-clock times.)"""

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from cli_testing import CliRunner

from jongg.cli.analyse import AnalyseArgs
from jongg.cli.app import app
from jongg.cli.main import command_parser
from jongg.cli.rules import RulesArgs
from jongg.cli.score import ScoreArgs

runner = CliRunner()
JONGG = str(Path(sys.executable).with_name("jongg"))
EXAMPLE = "111m666m55m77m [234m] +7m"
CALLS = [
    ["score", EXAMPLE, "--round", "S", "--discard", "N"],
    ["score", EXAMPLE, "--discard", "N", "--json"],
    ["score", EXAMPLE, "--discard", "n", "--lang", "de"],
    ["score", "234m567p9s [666z] (1111s) 1f +9s", "--ruleset", "dmjl-hk-easy", "--discard", "S"],
    [
        "score",
        "23567m234p55678s 34f +4m",
        "--ruleset",
        "riichi-hana",
        "--seat",
        "S",
        "--discard",
        "W",
        "--riichi",
        "--dora",
        "1z",
        "--dora",
        "2m,3p",
        "--sticks",
        "1",
        "--honba",
        "2",
    ],
    ["score", "55m77m234p (6666m) (1111m) +7m", "--self-draw", "--replacement", "--kong-on-kong"],
    ["score", "111m666m55m77m234p", "-o", "limit=1000"],
    ["analyse", "123m456p789s11z23s 1f", "--ruleset", "riichi-hana", "-o", "flowers=0"],
    ["analyse", "123m456p789s11z23s 1f", "--ruleset", "riichi-hana", "-o", "flowers=8", "--json"],
    ["score", "123m456p789s1122z +3z", "--discard", "N"],
    ["score", "111m666m55m777m [234m] +7m", "--discard", "N"],
    ["score", EXAMPLE.replace(" +7m", ""), "--discard", "N"],
    ["score", EXAMPLE, "--discard", "N", "--lang", "fr"],
    ["score", EXAMPLE, "--ruleset", "mcr"],
    ["score", "12x"],
    ["analyse", "1112345678999m"],
    ["analyse", "123m456p789s1155z +7z", "--lang", "de"],
    ["analyse", "123m456p789s1155z", "--ruleset", "riichi-hana", "--seat", "s", "--round", "S", "--json"],
    ["analyse", "23m567p55s [234p] [678s] +4m", "--ruleset", "riichi-hana"],
    ["analyse", "123m456p789s11z"],
    ["analyse", "12x"],
    ["analyse", "1112345678999m", "--ruleset", "mcr"],
    ["rules", "dmjl-classical"],
    ["rules", "riichi-hana", "--lang", "de"],
    ["rules", "dmjl-hk-easy", "--lang", "fr"],
    ["rules", "mcr"],
]


@pytest.mark.parametrize(("name", "args_type"), [("score", ScoreArgs), ("analyse", AnalyseArgs), ("rules", RulesArgs)])
def test_quick_args_are_the_typer_options(name: str, args_type: type) -> None:
    command = typer.main.get_command(app).commands[name]  # type: ignore[attr-defined]
    typer_params = {p.name: p for p in command.params}
    fields = {f.name: f for f in dataclasses.fields(args_type)}
    assert set(fields) == set(typer_params)
    for field_name, spec in fields.items():
        if field_name not in ("lang", "hand", "ruleset_id"):  # --lang: else the one given before the command
            assert typer_params[field_name].default == spec.default, field_name
    parser_options = {o for action in command_parser(name)._actions for o in action.option_strings}
    typer_options = {o for p in command.params for o in getattr(p, "opts", []) if o.startswith("-")}
    assert parser_options == typer_options


@pytest.mark.parametrize("args", CALLS)
def test_quick_path_answers_as_typer_does(args: list[str]) -> None:
    quick = subprocess.run([JONGG, *args], capture_output=True, text=True, env={"PATH": "", "COLUMNS": "160"})
    slow = runner.invoke(app, args, prog_name="jongg")
    assert quick.returncode == slow.exit_code
    assert quick.stdout == slow.stdout
    assert quick.stderr == slow.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["score", "--help"],
        ["score", EXAMPLE, "--no-replacement", "--discard", "N"],
        ["score", EXAMPLE, "--bogus"],
        ["score", EXAMPLE, "--honba", "x"],
        ["score", EXAMPLE, "--self-draw", "--discard", "N"],
        ["score"],
        ["analyse"],
        ["analyse", "--help"],
        ["analyse", "1112345678999m", "--seat", "X"],
        ["analyse", "1112345678999m", "--bogus"],
        ["rules"],
        ["rules", "--help"],
        ["rules", "riichi-hana", "--json"],
    ],
)
def test_other_calls_go_to_typer(args: list[str]) -> None:
    quick = subprocess.run([JONGG, *args], capture_output=True, text=True, env={"PATH": "", "COLUMNS": "100"})
    slow = runner.invoke(app, args, env={"COLUMNS": "100"}, prog_name="jongg")
    assert quick.returncode == slow.exit_code
    assert quick.stdout == slow.stdout


def loaded_modules(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", f"{code}; import sys; print(' '.join(sys.modules))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return set(out.split())


def test_plain_score_loads_no_typer_engine_or_scoresheet() -> None:
    code = (
        "import sys; sys.argv = ['jongg', 'score', '111m666m55m77m [234m] +7m', '--discard', 'N']; "
        "from jongg.cli.main import main; main()"
    )
    modules = loaded_modules(code)
    assert "jongg.rules.classical" in modules
    assert not {"typer", "click", "pydantic", "jongg.engine", "jongg.scoresheet", "jongg.bots"} & modules
    assert not {"jongg.rules.hk_easy", "jongg.rules.riichi"} & modules  # the registry loads what is asked for


def test_plain_analyse_loads_no_typer_engine_or_scoresheet() -> None:
    code = "import sys; sys.argv = ['jongg', 'analyse', '1112345678999m']; from jongg.cli.main import main; main()"
    modules = loaded_modules(code)
    assert "jongg.advice" in modules
    assert not {"typer", "click", "pydantic", "jongg.engine", "jongg.scoresheet", "jongg.bots"} & modules


def test_plain_rules_loads_no_typer() -> None:
    code = "import sys; sys.argv = ['jongg', 'rules', 'riichi-hana']; from jongg.cli.main import main; main()"
    assert not {"typer", "click", "pydantic", "jongg.engine", "jongg.scoresheet"} & loaded_modules(code)


def test_import_jongg_loads_nothing_heavy() -> None:
    modules = loaded_modules("import jongg")
    assert not {"jongg.rules", "jongg.contract", "jongg.analysis", "typer", "rich"} & modules
