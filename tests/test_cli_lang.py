"""`--lang de` turns every word of `jongg score`, `rules`, `analyse`, `verify`, `demo` and their help into German;
`--lang` is checked; units are singular or plural as the number asks; `--version`; shell completion."""

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer
from cli_testing import CliRunner
from typer.core import TyperGroup

import jongg
from jongg.cli.app import app, requested_lang
from jongg.i18n import HELP_DE, MESSAGES, OPTION_DOCS_DE, RULE_NOTES_DE, amount, german, text
from jongg.rules.base import describe_options

runner = CliRunner()
JONGG = str(Path(sys.executable).with_name("jongg"))
EXAMPLE = "111m666m55m77m [234m] +7m"
COMMANDS = [["score", EXAMPLE, "--discard", "N"], ["rules", "dmjl-classical"], ["analyse", "1112345678999m"], ["demo"]]


def test_every_message_has_both_languages_with_the_same_fields() -> None:
    for key, (en, de) in MESSAGES.items():
        assert en and de, key
        assert set(re.findall(r"{(\w+)}", en)) == set(re.findall(r"{(\w+)}", de)), key


HELP_ATTRS = ("help", "short_help", "epilog", "options_metavar", "subcommand_metavar")


def help_texts(command: Any, ctx: Any) -> dict[str, str]:
    """Every help text of `command` (run in `ctx`) and of every command under it, the lazily loaded groups
    (`sheet`, `simulate`, `mjai`) included: help, short help, epilog, the usage line's placeholders, each
    parameter's help and placeholder and the --help option's, each with where it was found ("jongg sheet hand
    winner")."""
    where = ctx.command_path
    texts = {f"{where} {attr}": getattr(command, attr, None) for attr in HELP_ATTRS}
    texts |= {f"{where} {p.name}": getattr(p, "help", None) for p in command.params}
    texts |= {f"{where} {p.name} placeholder": p.metavar for p in command.params if p.metavar}  # HAND, RECORD ...
    option = command.get_help_option(ctx)
    texts[f"{where} --help"] = option.help if option is not None else None
    if isinstance(command, TyperGroup):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            texts |= help_texts(sub, sub.make_context(name, ["--help"], parent=ctx, resilient_parsing=True))
    return {key: value for key, value in texts.items() if value}


def command_tree(command: Any) -> dict[str, str]:
    """`help_texts` of a whole `jongg` command."""
    return help_texts(command, command.make_context("jongg", ["--help"], resilient_parsing=True))


def test_every_help_text_has_a_german_one() -> None:
    texts = command_tree(typer.main.get_command(app))
    missing = {where: t for where, t in texts.items() if german(" ".join(t.split()), HELP_DE) is None}
    assert not missing
    for reached in (
        "jongg sheet hand winner",
        "jongg sheet undo help",
        "jongg simulate backend",
        "jongg mjai bot seed",
    ):
        assert any(where.startswith(reached) for where in texts), reached


def test_every_help_text_reads_as_written() -> None:
    """typer writes help texts as rich markup, where `[word]` is a style tag and vanishes (`pip install
    'jongg[ray]'` once read `pip install 'jongg'`): every help text, English and German, shows its words, a
    bracket being written `\\[`."""
    from rich.text import Text

    texts = command_tree(typer.main.get_command(app))
    for where, english in texts.items():
        for shown in (english, german(" ".join(english.split()), HELP_DE) or english):
            assert Text.from_markup(shown).plain == shown.replace("\\[", "["), where


def test_no_help_text_breaks_a_line_inside_a_paragraph() -> None:
    """In rich markup typer keeps a help text's single line breaks, so a docstring wrapped in the source came out
    wrapped twice (`... for 13 tiles + a drawn` / `tile every discard ranked.` in `jongg --help`)."""
    import re

    texts = command_tree(typer.main.get_command(app))
    broken = {where: t for where, t in texts.items() if re.search(r"(?<!\n)\n(?!\n)", t.strip())}
    assert not broken


def command_paths(command: Any, ctx: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """The path of `command` and of every command under it (the lazily loaded groups included)."""
    out = [path]
    if isinstance(command, TyperGroup):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            sub_ctx = sub.make_context(name, ["--help"], parent=ctx, resilient_parsing=True)
            out += command_paths(sub, sub_ctx, (*path, name))
    return out


def test_every_condition_and_option_text_has_a_german_one() -> None:
    notes = {rule.note for r in jongg.RULESETS.values() for _, rows in r.rule_tables() for rule in rows if rule.note}
    docs = {doc for r in jongg.RULESETS.values() for _, _, doc in describe_options(r.options_type) if doc}
    assert sorted(notes - RULE_NOTES_DE.keys()) == []
    assert sorted(docs - OPTION_DOCS_DE.keys()) == []


@pytest.mark.parametrize("args", COMMANDS)
def test_bad_lang_is_a_typed_error(args: list[str]) -> None:
    for bad in ("fr", "DE", ""):
        result = runner.invoke(app, [*args, "--lang", bad])
        assert result.exit_code == 2 and "InvalidOption" in result.output and "en, de" in result.output
    assert runner.invoke(app, ["--lang", "xx", *args]).exit_code == 2


def test_verify_checks_lang(tmp_path: Path) -> None:
    result = runner.invoke(app, ["verify", str(tmp_path / "none.jsonl"), "--lang", "fr"])
    assert result.exit_code == 2 and "InvalidOption" in result.output


def test_score_in_german() -> None:
    result = runner.invoke(app, ["score", EXAMPLE, "--round", "S", "--discard", "N", "--lang", "de"])
    assert result.exit_code == 0, result.output
    for word in ("Regel", "Wert", "20 Punkte", "3 Verdopplungen", "gewinnt; Punkte 34, Verdopplungen 3; gesamt 272"):
        assert word in result.output, word
    for english in ("rule", "value", "wins", "total", "points", "doubles"):
        assert not re.search(rf"\b{english}\b", result.output), english


@pytest.mark.parametrize(
    ("ruleset", "option", "english", "german"),
    [
        ("dmjl-hk-easy", "fan_minimum=99", "(a whole number from 0 to 10)", "(eine ganze Zahl von 0 bis 10)"),
        ("dmjl-hk-easy", "seat_rotation=3", "(true or false)", "(true oder false)"),
        ("dmjl-hk-easy", "chips=x", "(null or a whole number from 1 to ", "(null oder eine ganze Zahl von 1 bis "),
        ("riichi-hana", "flowers=5", "(one of 0, 4, 8)", "(einer der Werte 0, 4, 8)"),
    ],
)
def test_a_bad_option_value_says_what_is_allowed_in_words(ruleset: str, option: str, english: str, german: str) -> None:
    """An option's allowed values read as words in either language (was "a int >= 0 <= 10", "a bool")."""
    args = ["score", EXAMPLE, "--ruleset", ruleset, "-o", option]
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and english in result.output, result.output
    result = runner.invoke(app, [*args, "--lang", "de"])
    assert result.exit_code == 2 and german in result.output and "Option" in result.output, result.output


def test_language_before_the_command() -> None:
    result = runner.invoke(app, ["--lang", "de", "score", EXAMPLE, "--round", "S", "--discard", "N"])
    assert "gesamt 272" in result.output
    english = runner.invoke(app, ["--lang", "de", "score", EXAMPLE, "--discard", "N", "--lang", "en"])
    assert "total 272" in english.output


def test_payments_and_table_in_german() -> None:
    args = [
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
        "--sticks",
        "1",
        "--lang",
        "de",
    ]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "Tisch → S: 1000" in result.output and "Han 3, Fu 30" in result.output and "gesamt 4900" in result.output


def test_units_singular_and_plural() -> None:
    assert [amount(n, "doubles", "en") for n in (1, 2)] == ["1 double", "2 doubles"]
    assert [amount(n, "doubles", "de") for n in (1, 2)] == ["1 Verdopplung", "2 Verdopplungen"]
    assert [amount(n, "points", "de") for n in (1, 2)] == ["1 Punkt", "2 Punkte"]
    assert amount(2, "fan", "en") == "2 fan" and amount("limit", "limit", "de") == "Limit"
    result = runner.invoke(app, ["score", "11m555z [666z] 99s123p +1m", "--discard", "N"])  # pung of dragons
    assert "1 double " in result.output + " " or "1 double\n" in result.output
    assert "1 doubles" not in result.output


def test_a_count_of_one_is_singular() -> None:
    for n, expected in ((1, "Es fehlt 1 Ziegel:"), (2, "Es fehlen 2 Ziegel:")):
        assert text("count.missing", "de", n=n, tiles=amount(n, "tiles", "de")).startswith(expected)
    assert text("count.missing", "en", n=1, tiles=amount(1, "tiles", "en")).startswith("1 tile missing:")
    assert text("count.extra", "en", n=2, tiles=amount(2, "tiles", "en")).startswith("2 tiles too many:")
    for key in MESSAGES:
        if key.endswith(".one"):
            assert key.removesuffix(".one") in MESSAGES, key


@pytest.mark.parametrize(
    ("hand", "hint"), [("123m456p789s115z +7z", "Es fehlt 1 Ziegel"), ("123m456p789s15z +7z", "Es fehlen 2 Ziegel")]
)
def test_missing_tiles_hint_in_german(hand: str, hint: str) -> None:
    result = runner.invoke(app, ["score", hand, "--discard", "E", "--lang", "de"])
    assert result.exit_code == 2 and f"Tipp: {hint}: fehlt ein Ziegel oder eine Figur?" in result.output


def test_limit_is_printed_once() -> None:
    result = runner.invoke(app, ["score", "1112345678999m +5m", "--discard", "N"])
    assert result.exit_code == 0, result.output
    assert "limit limit" not in result.output and "limit_hand" not in result.output
    assert "limit (Nine gates)" in result.output
    rules = runner.invoke(app, ["rules", "dmjl-classical"]).output
    assert "limit limit" not in rules and "1 doubles" not in rules and "1 points" not in rules


def test_rules_in_german() -> None:
    result = runner.invoke(app, ["rules", "dmjl-hk-easy", "--lang", "de"])
    assert result.exit_code == 0
    for word in ("Kennung", "Bedingung", "Optionen", "Vorgabe", "Bedeutung", "Limit"):
        assert word in result.output, word
    assert not re.search(r"\b(condition|default|meaning)\b", result.output)


def test_analyse_and_demo_in_german() -> None:
    result = runner.invoke(app, ["analyse", "123m456p789s1155z +7z", "--lang", "de"])
    assert result.exit_code == 0 and "Abwürfe, die besten zuerst" in result.output and "Annahme" in result.output
    demo = runner.invoke(app, ["demo", "--lang", "de"])
    assert demo.exit_code == 0 and "Handanalyse" in demo.output and "Regelwerk" in demo.output


def test_verify_in_german(tmp_path: Path) -> None:
    from jongg.bots import RandomBot
    from jongg.engine import Table

    table = Table("dmjl-hk-easy", seed=3)
    bots = [RandomBot(seed) for seed in range(4)]
    while not table.done:
        table.step({seat: bots[seat].act(view) for seat, view in table.pending().items()})
    path = tmp_path / "record.jsonl"
    import json

    path.write_text("\n".join(json.dumps(line) for line in table.record()) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["verify", str(path), "--lang", "de"])
    assert result.exit_code == 0 and "stimmig" in result.output
    unreadable = runner.invoke(app, ["verify", str(tmp_path / "missing"), "--lang", "de"])
    assert unreadable.exit_code == 2 and "nicht lesbar" in unreadable.output


def test_help_in_german_in_a_real_process() -> None:
    german = subprocess.run(
        [JONGG, "score", "--help", "--lang", "de"],
        capture_output=True,
        text=True,
        env={"COLUMNS": "200", "PATH": ""},
        check=True,
    ).stdout
    for word in ("Aufruf:", "Optionen", "Wertet eine Hand", "Zeigt diese Hilfe und endet", "Vorgabe"):
        assert word in german, word
    english = subprocess.run(
        [JONGG, "score", "--help"], capture_output=True, text=True, check=True, env={"COLUMNS": "200", "PATH": ""}
    ).stdout
    assert "Score one hand" in english and "Wertet" not in english
    top = subprocess.run(
        [JONGG, "--lang=de", "--help"], capture_output=True, text=True, check=True, env={"COLUMNS": "200", "PATH": ""}
    ).stdout
    assert "Befehle" in top and "Analysiert eine Hand" in top and "sheet" in top


def test_requested_lang() -> None:
    assert requested_lang(["score", "x", "--lang", "de"]) == "de"
    assert requested_lang(["--lang=de", "rules"]) == "de"
    assert requested_lang(["score"]) is None


def test_version_and_completion() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.output.strip() == f"jongg {jongg.__version__}"
    help_text = runner.invoke(app, ["--help"]).output
    assert "--install-completion" in help_text and "--show-completion" in help_text
    assert text("version", "de", version="1") == "jongg 1"


def test_the_scoresheet_says_why_a_dmjl_match_ended_in_german() -> None:
    """With the regular expressions gone, the flows' plain reasons are put into German by their own keys."""
    from jongg.cli.sheet import _finished_text
    from jongg.engine.match import FOUR_ROUNDS

    assert _finished_text(FOUR_ROUNDS, "de") == "vier Runden gespielt"
    assert _finished_text("bust: Ann and Ben below zero", "de") == "Bankrott: Ann and Ben unter null"
    assert _finished_text("bust: Ann and Ben below zero", "en") == "bust: Ann and Ben below zero"


def test_the_german_texts_say_ziegel() -> None:
    """Issue 26: the German messages, help and option texts say "Ziegel" as the DMJL texts do, never "Stein" (the
    rule tables' names keep each rule text's own words: HKE's "Schlussstein", Riichi's "Wartesteine")."""
    from jongg.error_texts import ERRORS

    german_texts = [de for _, de in MESSAGES.values()] + [de for _, de in ERRORS.values()]
    german_texts += [*HELP_DE.values(), *OPTION_DOCS_DE.values(), *RULE_NOTES_DE.values()]
    assert not [t for t in german_texts if re.search(r"stein", t, re.IGNORECASE)]
    assert any("Ziegel" in t for t in german_texts)
