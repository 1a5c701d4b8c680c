"""A plain `jongg score ...` is read without typer (`jongg.launch`): same options, same defaults, same output
and exit code as the typer command; anything else goes to typer. Heavy imports wait for the command that needs
them. (Timing is for benchmarks/bench_cli.py; tests never assert wall-clock times.)"""

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from jongg.cli import SCORE_FIELDS, app
from jongg.cli_score import ScoreArgs
from jongg.launch import score_parser

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
    ["score", "123m456p789s1122z +3z", "--discard", "N"],
    ["score", "111m666m55m777m [234m] +7m", "--discard", "N"],
    ["score", EXAMPLE.replace(" +7m", ""), "--discard", "N"],
    ["score", EXAMPLE, "--discard", "N", "--lang", "fr"],
    ["score", EXAMPLE, "--ruleset", "mcr"],
    ["score", "12x"],
]


def test_score_args_are_the_typer_options() -> None:
    command = typer.main.get_command(app).commands["score"]  # type: ignore[attr-defined]
    typer_params = {p.name: p for p in command.params}
    fields = {f.name: f for f in dataclasses.fields(ScoreArgs)}
    assert set(fields) == SCORE_FIELDS == set(typer_params)
    for name, spec in fields.items():
        if name != "lang":  # typer's --lang falls back to the one given before the command
            assert typer_params[name].default == spec.default, name
    parser_options = {o for action in score_parser()._actions for o in action.option_strings}
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
        "from jongg.launch import main; main()"
    )
    modules = loaded_modules(code)
    assert "jongg.rules" in modules
    assert not {"typer", "click", "pydantic", "jongg.engine", "jongg.scoresheet", "jongg.bots"} & modules


def test_import_jongg_loads_nothing_heavy() -> None:
    modules = loaded_modules("import jongg")
    assert not {"jongg.rules", "jongg.contract", "jongg.analysis", "typer", "rich"} & modules
