"""Errors and phrases by id (`jongg.errors`, `jongg.error_texts`): every raise names an id of the catalog with
exactly the values its text names, every id has an English and a German text with the same fields and is used,
a value is never read as a template, and the command line shows the German text under `--lang de` (English
otherwise, and always in the JSON contract)."""

from __future__ import annotations

import ast
import json
import pickle
import string
import subprocess
import sys
from pathlib import Path

import pytest
from cli_testing import CliRunner

import jongg
from jongg.cli.app import app
from jongg.error_texts import ERRORS
from jongg.errors import InvalidNotation, InvalidRecord, InvalidRequest, Phrase
from jongg.i18n import text
from jongg.scoring import score

SRC = Path(jongg.__file__).parent
runner = CliRunner()
TREES = {path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(SRC.rglob("*.py"))}
ATTRIBUTES = {  # keywords of a class that are no value of its text
    "InvalidNotation": {"position"},
    "InvalidMjai": {"line"},
    "InvalidRecord": {"line", "event", "field"},
    "BotError": {"bot", "decision", "answer"},
}


def _error_classes() -> dict[str, set[str]]:
    """Each class derived from `JonggError` (and it) -> the keywords it takes besides the text's values."""
    bases: dict[str, set[str]] = {}
    for tree in TREES.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = {b.id if isinstance(b, ast.Name) else ast.unparse(b) for b in node.bases}
    found = {"JonggError": set[str]()}
    while True:
        more = {name: parents for name, parents in bases.items() if name not in found and parents & found.keys()}
        if not more:
            return found
        for name, parents in more.items():
            found[name] = set(ATTRIBUTES.get(name, ())).union(*(found[p] for p in parents if p in found))


def _fields(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


def _calls() -> list[tuple[str, ast.Call, set[str]]]:
    """(file:line, call, keywords that are no text value) of every error made and every `Phrase`."""
    classes = _error_classes()
    out = []
    for path, tree in TREES.items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            made_again = isinstance(func, ast.Call) and isinstance(func.func, ast.Name) and func.func.id == "type"
            where = f"{path.relative_to(SRC.parent)}:{node.lineno}"
            if name in classes:
                out.append((where, node, classes[name]))
            elif made_again:
                out.append((where, node, set().union(*classes.values())))
            elif name == "Phrase":
                out.append((where, node, set()))
    return out


CALLS = _calls()


def test_every_error_names_an_id_of_the_catalog_with_its_values() -> None:
    assert len(CALLS) > 500  # the scan finds the raise sites
    wrong = []
    for where, call, attributes in CALLS:
        if call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
            code = call.args[0].value
        elif isinstance(call.func, ast.Name) and call.func.id == "Phrase":
            continue  # a phrase of an id kept elsewhere (a table of ids, another error's own)
        else:
            wrong.append(f"{where}: no literal id")
            continue
        if code not in ERRORS:
            wrong.append(f"{where}: unknown id {code}")
            continue
        if any(k.arg is None for k in call.keywords):
            wrong.append(f"{where}: **values")
            continue
        given = {k.arg for k in call.keywords if k.arg is not None} - attributes
        if given != _fields(ERRORS[code][0]):
            wrong.append(f"{where}: {code} takes {sorted(_fields(ERRORS[code][0]))}, given {sorted(given)}")
    assert wrong == []


@pytest.mark.parametrize("code", sorted(ERRORS))
def test_each_text_has_english_and_german_with_the_same_fields(code: str) -> None:
    english, german = ERRORS[code]
    assert english and german
    assert _fields(english) == _fields(german)
    assert code.count(".") == 1 and code.split(".")[1].replace("_", "").isalnum()


def test_no_id_is_left_unused() -> None:
    written = {
        node.value
        for path, tree in TREES.items()
        if path.name != "error_texts.py"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }
    assert sorted(ERRORS.keys() - written) == []


def test_english_message_is_str_and_contract_keeps_it() -> None:
    error = InvalidRequest("rules.win_first_turn_win_last_tile")
    assert str(error) == "win.first_turn with win.last_tile" and error.code == "rules.win_first_turn_win_last_tile"
    assert error.text("de") != str(error) and text(error.code, "de", **error.params) == error.text("de")
    notation = InvalidNotation("notation.more_one_winning_tile", position=22)
    assert str(notation) == "more than one winning tile (at position 22)"
    assert notation.reason == "more than one winning tile" and notation.position == 22
    assert notation.text("de").endswith("(an Position 22)") and "winning" not in notation.text("de")
    result = score({"ruleset": "dmjl-classical", "hand": "123m +1m", "seat_wind": "E", "round_wind": "E"})
    assert result["error"]["type"] == "WrongTileCount" and "tiles" in result["error"]["message"]


def test_a_value_is_never_read_as_a_template() -> None:
    """User input is put in as it is: braces in a value print literally, in English and in German."""
    error = InvalidRequest("rules.unknown_penalty_known", rule="'{known}{0}{x!r}'", known="a, b")
    assert str(error) == "unknown penalty '{known}{0}{x!r}'; known: a, b"
    assert "'{known}{0}{x!r}'" in error.text("de")
    nested = InvalidRecord("errors.nested", error=InvalidRequest("rules.unknown_penalty_known", rule="{}", known="{"))
    assert str(nested) == "unknown penalty {}; known: {"


def test_a_nested_error_and_phrase_come_out_in_the_language_of_their_message() -> None:
    inner = InvalidNotation("notation.more_one_winning_tile", position=7)
    outer = InvalidNotation("sheet.player_hand", position=7, name="Ann", hand="1m +1m +2m", reason=Phrase(inner.code))
    assert str(outer) == "Ann's hand '1m +1m +2m': more than one winning tile (at position 7)"
    assert outer.text("de") == "Hand von Ann '1m +1m +2m': mehr als ein Gewinnziegel (an Position 7)"
    wrapped = InvalidRequest(
        "errors.nested",
        error=InvalidRequest("sheet.match_over_start_new", finished=Phrase("sheet.time_up_after", minutes=30)),
    )
    assert "time up after 30 minutes" in str(wrapped)
    assert "Zeit abgelaufen nach 30 Minuten" in wrapped.text("de")
    phrase = Phrase("bots.exited_with_code", code=3)
    assert phrase == "exited with code 3" and phrase.text("de") == "hat mit Code 3 geendet"
    assert json.dumps([phrase]) == '["exited with code 3"]'


def test_errors_and_phrases_survive_pickling() -> None:
    """A simulation's workers send errors and phrases to the parent process."""
    from jongg.bots.mjai_process import BotError

    error = BotError("bots.mjai_bot_closed", bot="b", name="b")
    again = pickle.loads(pickle.dumps(error))
    assert (str(again), again.code, again.bot) == (str(error), error.code, "b")
    notation = pickle.loads(pickle.dumps(InvalidNotation("notation.more_one_winning_tile", position=4)))
    assert (notation.position, str(notation)) == (4, "more than one winning tile (at position 4)")
    phrase = pickle.loads(pickle.dumps(Phrase("bots.exited_with_code", code=3)))
    assert isinstance(phrase, Phrase) and phrase.text("de") == "hat mit Code 3 geendet"


def test_importing_the_errors_does_not_read_the_catalog() -> None:
    code = "import sys, jongg.errors; print('jongg.error_texts' in sys.modules)"
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "False"


@pytest.mark.parametrize(
    ("args", "english", "german"),
    [
        (["score", "123m456p789s1155z +7z", "--discard", "E"], "own seat_wind", "eigene seat_wind"),
        (["score", "123m456p789s1155z +7z +7z"], "more than one winning tile", "mehr als ein Gewinnziegel"),
        (["score", "123m456p789s115z +7z", "--discard", "E"], "a winning hand has 14 tiles", "Ziegel"),
        (
            ["score", "123m456p789s1155z +7z", "--ruleset", "riichi-hana", "--discard", "S", "--dora", "9z"],
            "is not a tile",
            "kein Ziegel",
        ),
        (["analyse", "123m456p789s1155z +7z +1m"], "more than one winning tile", "mehr als ein Gewinnziegel"),
    ],
)
def test_command_line_shows_errors_in_the_language_asked_for(args: list[str], english: str, german: str) -> None:
    result = runner.invoke(app, [*args, "--lang", "en"])
    assert result.exit_code == 2 and english in result.output, result.output
    shown = runner.invoke(app, [*args, "--lang", "de"])
    assert shown.exit_code == 2 and english not in shown.output and german in shown.output, shown.output
    before = runner.invoke(app, ["--lang", "de", *args])
    assert before.exit_code == 2 and english not in before.output, before.output


def test_command_groups_read_the_language_given_before_them(tmp_path: Path) -> None:
    """`sheet`, `simulate` and `mjai` have no --lang of their own: the one before the command is theirs."""
    missing = str(tmp_path / "none.sqlite")
    english = runner.invoke(app, ["sheet", "show", "--db", missing])
    assert english.exit_code != 0 and "refused (NoMatch): no scoresheet at" in english.output
    german = runner.invoke(app, ["--lang", "de", "sheet", "show", "--db", missing])
    assert german.exit_code != 0 and "abgelehnt (NoMatch): kein Scoresheet unter" in german.output
    again = runner.invoke(app, ["sheet", "show", "--db", missing])  # the next command starts in English again
    assert "refused" in again.output
    mjai = runner.invoke(app, ["--lang", "de", "mjai", "export", str(tmp_path / "none.jsonl")])
    assert mjai.exit_code != 0 and "Fehler:" in mjai.output and "nicht lesbar" in mjai.output


def test_verify_problems_and_unknown_rule_set_in_german(tmp_path: Path) -> None:
    from jongg.engine import Table

    record = tmp_path / "unfinished.jsonl"
    events = Table("dmjl-hk-easy", seed=1).record()  # a sound record, not finished
    record.write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    english = runner.invoke(app, ["verify", str(record)])
    assert english.exit_code == 2 and "the record is not finished (no match_end)" in english.output
    german = runner.invoke(app, ["verify", str(record), "--lang", "de"])
    assert german.exit_code == 2 and "der Spielbericht ist nicht abgeschlossen (kein match_end)" in german.output
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text('{"type": "match_start", "seq": 0}\n', encoding="utf-8")
    english = runner.invoke(app, ["verify", str(damaged)])
    assert english.exit_code == 2 and "event 0 (match_start): missing field format" in english.output
    german = runner.invoke(app, ["verify", str(damaged), "--lang", "de"])
    assert german.exit_code == 2 and "Ereignis 0 (match_start): das Feld format fehlt" in german.output
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"type": "match_start", \n', encoding="utf-8")
    german = runner.invoke(app, ["verify", str(broken), "--lang", "de"])
    assert german.exit_code == 2 and "kein JSON" in german.output and "Expecting" not in german.output
    unknown = runner.invoke(app, ["--lang", "de", "rules", "nosuch"])
    assert unknown.exit_code == 2 and "UnknownRuleset: unbekanntes Regelwerk 'nosuch'" in unknown.output


def test_a_number_too_long_to_quote_is_said_in_german_too() -> None:
    from jongg.errors import IllegalAction, excerpt

    error = IllegalAction("engine.seat_number_not", seat=excerpt(10**50))
    assert "a number of 51 digits" in str(error)
    assert "eine Zahl mit 51 Ziffern" in error.text("de")
