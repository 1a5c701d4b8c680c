"""The error messages in German (`jongg.errors_de`): every message the package raises has a German text with the
same values, a message comes back in German whatever its values, and the command line shows it so under
`--lang de` (English otherwise, and always in the JSON contract)."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest
from cli_testing import CliRunner

import jongg
from jongg import errors_de
from jongg.cli import app
from jongg.errors import InvalidNotation, InvalidRequest, WrongTileCount
from jongg.scoring import score

SRC = Path(jongg.__file__).parent
runner = CliRunner()


def _error_classes(trees: dict[Path, ast.Module]) -> set[str]:
    """The names of `JonggError` and of every class of the package derived from it."""
    bases: dict[str, set[str]] = {}
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = {b.id if isinstance(b, ast.Name) else ast.unparse(b) for b in node.bases}
    found = {"JonggError"}
    while True:
        more = {name for name, parents in bases.items() if parents & found} - found
        if not more:
            return found
        found |= more


def _template(node: ast.expr) -> str | None:
    """The message as a template: a string, or an f-string with each expression a numbered placeholder."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.replace("{", "{{").replace("}", "}}")
    if isinstance(node, ast.JoinedStr):
        parts, count = [], 0
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value).replace("{", "{{").replace("}", "}}"))
            else:
                parts.append(f"{{{count}}}")
                count += 1
        return "".join(parts)
    return None


def _raised() -> dict[str, str]:
    """Every message template given to an error of the package, with where (`file:line`)."""
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(SRC.rglob("*.py"))}
    classes = _error_classes(trees)
    out: dict[str, str] = {}
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            made_again = isinstance(func, ast.Call) and isinstance(func.func, ast.Name) and func.func.id == "type"
            if name in classes or made_again:
                template = _template(node.args[0])
                if template is not None:
                    out.setdefault(template, f"{path.relative_to(SRC.parent)}:{node.lineno}")
    return out


def _fields(template: str) -> list[str]:
    return sorted(field for _, field, _, _ in string.Formatter().parse(template) if field is not None)


RAISED = _raised()


def test_every_raised_message_has_a_german_text() -> None:
    assert len(RAISED) > 300  # the scan finds the raise sites
    missing = {template: where for template, where in RAISED.items() if template not in errors_de.TEMPLATES}
    assert not missing


def test_no_german_text_is_left_over() -> None:
    assert sorted(errors_de.TEMPLATES.keys() - RAISED.keys()) == []


@pytest.mark.parametrize("english", sorted(errors_de.TEMPLATES))
def test_german_text_has_the_same_values(english: str) -> None:
    assert _fields(errors_de.TEMPLATES[english]) == _fields(english)


def test_each_message_comes_back_in_german_with_its_values() -> None:
    """Filled with distinct values, each template's message (and each phrase, as a placeholder's value) reads back
    as its own German text (no other template takes it), the values in their German places."""
    wrong = []
    for depth, table in ((0, errors_de.TEMPLATES), (1, errors_de.PHRASES)):
        for english, german in table.items():
            values = [f"V{i}x" for i in range(len(_fields(english)))]
            if not any(literal for literal, _, _, _ in string.Formatter().parse(english)):
                continue
            message = english.format(*values)
            if errors_de.german(message, depth) != german.format(*values):
                wrong.append(english)
    assert not wrong


def test_phrases_are_texts_of_the_package() -> None:
    """Each phrase is a string or f-string of the package (a renamed phrase would leave a German text nobody
    reads), and has a German text with the same values."""
    written = {
        template
        for path in SRC.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, (ast.Constant, ast.JoinedStr)) and (template := _template(node)) is not None
    }
    assert sorted(errors_de.PHRASES.keys() - written) == []
    for english, german in errors_de.PHRASES.items():
        assert _fields(german) == _fields(english), english


def test_message_keeps_english_and_contract_messages() -> None:
    error = InvalidRequest("win.first_turn with win.last_tile")
    assert errors_de.message(error, "en") == "win.first_turn with win.last_tile"
    assert errors_de.message(error, "de") != str(error)
    notation = InvalidNotation("more than one winning tile", 22)
    assert errors_de.message(notation, "en") == "more than one winning tile (at position 22)"
    assert errors_de.message(notation, "de").endswith("(an Position 22)")
    assert "winning" not in errors_de.message(notation, "de")
    # the JSON contract keeps the English message
    result = score({"ruleset": "dmjl-classical", "hand": "123m +1m", "seat_wind": "E", "round_wind": "E"})
    assert result["error"]["type"] == "WrongTileCount" and "tiles" in result["error"]["message"]


def test_unknown_message_stays_as_it_is() -> None:
    assert errors_de.german("no template makes this") == "no template makes this"
    assert errors_de.message(WrongTileCount("no template makes this"), "de") == "no template makes this"


@pytest.mark.parametrize(
    ("args", "english"),
    [
        (["score", "123m456p789s1155z +7z", "--discard", "E"], "own seat_wind"),
        (["score", "123m456p789s1155z +7z +7z"], "more than one winning tile"),
        (["score", "123m456p789s115z +7z", "--discard", "E"], "a winning hand has 14 tiles"),
        (
            ["score", "123m456p789s1155z +7z", "--ruleset", "riichi-hana", "--discard", "S", "--dora", "9z"],
            "is not a tile",
        ),
        (["analyse", "123m456p789s1155z +7z +1m"], "more than one winning tile"),
    ],
)
def test_command_line_shows_errors_in_the_language_asked_for(args: list[str], english: str) -> None:
    result = runner.invoke(app, [*args, "--lang", "en"])
    assert result.exit_code == 2 and english in result.output, result.output
    german = runner.invoke(app, [*args, "--lang", "de"])
    assert german.exit_code == 2 and english not in german.output, german.output
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
    import json

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
    unknown = runner.invoke(app, ["--lang", "de", "rules", "nosuch"])
    assert unknown.exit_code == 2 and "UnknownRuleset: unbekanntes Regelwerk 'nosuch'" in unknown.output
