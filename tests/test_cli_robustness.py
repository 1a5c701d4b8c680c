"""`jongg score --jsonl` answers every line and never stops the batch; no user text is read as Rich markup.

Decisions: every input line gets exactly one answer, in order, blank and empty lines included (an error
object), so that answer n belongs to line n; the answers are UTF-8 JSON with every lone surrogate replaced by
U+FFFD; when lines failed, stderr says how many and the exit code is 2 (as for a single refused hand).
"""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_testing import CliRunner
from fuzzing import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jongg.cli.app import app

runner = CliRunner()
JONGG = Path(sys.executable).with_name("jongg")
EXAMPLE = "111m666m55m77m [234m] +7m"
GOOD = json.dumps(
    {
        "ruleset": "dmjl-classical",
        "hand": EXAMPLE,
        "seat_wind": "E",
        "round_wind": "S",
        "win": {"by": "discard", "from": "N"},
    }
).encode()
RESULT_KEYS = {
    "ruleset",
    "won",
    "reason",
    "points",
    "doubles",
    "fan",
    "han",
    "fu",
    "limit",
    "limit_hand",
    "total",
    "items",
    "arrangement",
    "payments",
    "error",
}
HOSTILE_LINES = [
    b"\xff\xfe not utf-8",
    b'{"ruleset": "\xc3\x28"}',
    b'{"ruleset": "\\ud800", "hand": "x", "seat_wind": "E", "round_wind": "E"}',
    b'{"ruleset": "dmjl-classical", "hand": "\\udfff", "seat_wind": "E", "round_wind": "E"}',
    b"[" * 100_000 + b"]" * 100_000,
    b'{"a": ' * 50_000 + b"1" + b"}" * 50_000,
    b'{"ruleset": "riichi-hana", "riichi": {"honba": ' + b"9" * 5000 + b"}}",
    b"9" * 10_000,
    b"",
    b"   \t ",
    b"\r",
    b"null",
    b'"just a string"',
    b"{not json",
    b"\xef\xbb\xbf" + GOOD,  # a byte-order mark in the middle of the file
]


def input_lines(data: bytes) -> int:
    """Lines as a file has them: split at \\n, a final \\n ends the last line."""
    return 0 if not data else data.count(b"\n") + (not data.endswith(b"\n"))


def check_batch(data: bytes, stdout: bytes, stderr: str, code: int) -> list[dict[str, Any]]:
    text = stdout.decode("utf-8")  # strict: the answers are valid UTF-8
    answers = [json.loads(line) for line in text.splitlines()]
    assert len(answers) == input_lines(data)
    assert all(set(answer) == RESULT_KEYS for answer in answers)
    assert not any("\ud800" <= ch <= "\udfff" for ch in text)
    failed = sum(answer["error"] is not None for answer in answers)
    assert code == (2 if failed else 0)
    if failed:
        assert f"{failed} of {len(answers)} lines failed" in stderr
    return answers


def run_cli(data: bytes, tmp_path: Path | None = None) -> list[dict[str, Any]]:
    if tmp_path is None:
        result = runner.invoke(app, ["score", "--jsonl", "-"], input=data)
    else:
        path = tmp_path / "batch.jsonl"
        path.write_bytes(data)
        result = runner.invoke(app, ["score", "--jsonl", str(path)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return check_batch(data, result.stdout_bytes, result.stderr, result.exit_code)


def run_process(data: bytes, encoding: str = "utf-8") -> list[dict[str, Any]]:
    env = {"PATH": "/usr/bin:/bin", "LC_ALL": "C", "PYTHONIOENCODING": encoding}
    done = subprocess.run(
        [str(JONGG), "score", "--jsonl", "-"], input=data, capture_output=True, timeout=120, check=False, env=env
    )
    assert b"Traceback" not in done.stderr, done.stderr.decode("utf-8", "replace")
    return check_batch(data, done.stdout, done.stderr.decode("utf-8", "replace"), done.returncode)


# -- named regressions -----------------------------------------------------------------------------------------
def test_jsonl_invalid_utf8_line_is_an_error_and_the_batch_goes_on(tmp_path: Path) -> None:
    answers = run_cli(GOOD + b"\n\xff\xfe\n" + GOOD + b"\n", tmp_path)
    assert [a["total"] for a in answers] == [272, None, 272]
    assert "UTF-8" in answers[1]["error"]["message"]


def test_jsonl_lone_surrogate_gives_valid_utf8_output() -> None:
    answers = run_cli(HOSTILE_LINES[2] + b"\n")
    assert answers[0]["ruleset"] == "\ufffd" and answers[0]["error"]["type"] == "UnknownRuleset"


def test_jsonl_deep_nesting_is_an_error_not_recursionerror() -> None:
    answers = run_cli(b"[" * 100_000 + b"\n" + GOOD + b"\n")
    assert "nested too deeply" in answers[0]["error"]["message"] and answers[1]["total"] == 272


def test_jsonl_number_of_thousands_of_digits_is_an_error_not_valueerror() -> None:
    answers = run_cli(HOSTILE_LINES[6] + b"\n" + GOOD)
    assert "number" in answers[0]["error"]["message"] and answers[1]["total"] == 272


def test_jsonl_blank_and_empty_lines_are_answered_with_an_error() -> None:
    answers = run_cli(GOOD + b"\n\n   \n" + GOOD + b"\n")
    assert [a["error"] and a["error"]["type"] for a in answers] == [None, "InvalidRequest", "InvalidRequest", None]
    assert "blank" in answers[1]["error"]["message"]


def test_jsonl_last_line_without_newline_is_answered() -> None:
    assert [a["total"] for a in run_cli(GOOD + b"\n" + GOOD)] == [272, 272]


def test_jsonl_byte_order_mark_at_the_start_is_read() -> None:
    assert run_cli(b"\xef\xbb\xbf" + GOOD + b"\n")[0]["total"] == 272


def test_jsonl_all_good_exits_0_without_a_summary() -> None:
    result = runner.invoke(app, ["score", "--jsonl", "-"], input=GOOD + b"\n" + GOOD + b"\n")
    assert result.exit_code == 0 and result.stderr == ""


def test_jsonl_failed_lines_are_counted_on_stderr_and_exit_2() -> None:
    result = runner.invoke(app, ["score", "--jsonl", "-"], input=GOOD + b"\n{\n" + GOOD + b"\n\n")
    assert result.exit_code == 2
    assert result.stderr.strip() == "2 of 4 lines failed"
    assert len(result.stdout.splitlines()) == 4


def test_jsonl_every_hostile_line_in_one_batch(tmp_path: Path) -> None:
    answers = run_cli(b"\n".join([GOOD, *HOSTILE_LINES, GOOD]) + b"\n", tmp_path)
    assert answers[0]["total"] == answers[-1]["total"] == 272
    assert all(a["error"] is not None for a in answers[1:-1])


def test_jsonl_hostile_lines_in_a_real_process() -> None:
    answers = run_process(b"\n".join([GOOD, *HOSTILE_LINES, GOOD]) + b"\n")
    assert answers[0]["total"] == answers[-1]["total"] == 272
    assert len(answers) == len(HOSTILE_LINES) + 2


def test_jsonl_german_names_are_utf8_even_when_the_terminal_is_ascii() -> None:
    body = json.dumps(
        {
            "ruleset": "dmjl-hk-easy",
            "hand": "234m555z666z777z9m +9m",
            "seat_wind": "S",
            "round_wind": "E",
            "win": {"by": "discard", "from": "W"},
        }
    ).encode()
    answers = run_process(body + b"\n", encoding="ascii")
    assert answers[0]["limit_hand"] == "big-three-dragons"
    assert "Große drei Drachen" in [item["de"] for item in answers[0]["items"]]


def test_jsonl_file_name_is_printed_as_it_is(tmp_path: Path) -> None:
    result = runner.invoke(app, ["score", "--jsonl", str(tmp_path / "X[/]")])
    assert result.exit_code == 2 and "X[/]" in result.stderr


# -- fuzz: random bytes ------------------------------------------------------------------------------------------
lines = st.lists(st.binary(max_size=40) | st.sampled_from([GOOD, *HOSTILE_LINES[:4], *HOSTILE_LINES[8:]]), max_size=6)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines, st.booleans())
def test_jsonl_random_bytes_in_process(parts: list[bytes], final_newline: bool) -> None:
    data = b"\n".join(parts) + (b"\n" if final_newline and parts else b"")
    run_cli(data)


@settings(max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines)
def test_jsonl_random_bytes_in_a_real_process(parts: list[bytes]) -> None:
    run_process(b"\n".join(parts) + b"\n")


# -- no user text is read as markup ------------------------------------------------------------------------------
MARKUP = ["X[/]", "[b]Rot[/b]", "[/]", "[bold red]x", "[link=file:///etc/passwd]y[/link]", "\\[b]z"]


def printed(args: list[str]) -> Any:
    result = runner.invoke(app, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


@pytest.mark.parametrize("text", MARKUP)
def test_hand_string_is_printed_as_it_is(text: str) -> None:
    result = printed(["score", f"111m666m55m77m {text} +7m", "--discard", "N"])
    assert result.exit_code == 2 and "InvalidNotation" in result.stderr
    assert repr(text.split()[0]) in result.stderr or "unexpected character" in result.stderr  # the first token


@pytest.mark.parametrize("text", MARKUP)
def test_ruleset_id_is_printed_as_it_is(text: str) -> None:
    for args in (["score", EXAMPLE, "--ruleset", text], ["rules", text]):
        result = printed(args)
        assert result.exit_code == 2 and repr(text) in result.output


@pytest.mark.parametrize("text", MARKUP)
def test_option_key_is_printed_as_it_is(text: str) -> None:
    result = printed(["score", EXAMPLE, "--discard", "N", "-o", f"{text}=1"])
    assert result.exit_code == 2 and repr(text.split("=")[0]) in result.output  # KEY=VALUE: the key ends at =


@pytest.mark.parametrize("text", MARKUP)
def test_option_value_is_printed_as_it_is(text: str) -> None:
    result = printed(["score", EXAMPLE, "--discard", "N", "-o", f"limit={text}"])
    assert result.exit_code == 2 and repr(text) in result.output


def test_markup_in_a_hand_is_quoted_literally() -> None:
    result = printed(["score", "[b]Rot[/b]"])
    assert "'[b]Rot[/b]'" in result.stderr


def test_score_table_and_rules_keep_brackets_of_their_own() -> None:
    assert "[234m]" in printed(["score", EXAMPLE, "--round", "S", "--discard", "N"]).output
    assert printed(["rules", "riichi-hana"]).exit_code == 0


def test_score_json_with_a_lone_surrogate_prints_valid_utf8() -> None:
    result = printed(["score", EXAMPLE, "--discard", "N", "--json", "--ruleset", "\udcff"])
    assert result.exit_code == 2
    assert json.loads(result.stdout_bytes.decode("utf-8"))["ruleset"] == "\ufffd"


@settings(max_examples=examples(100), deadline=None)
@given(st.text(alphabet=st.sampled_from("[]/b\\=X ilnk#@:'\"1m+"), max_size=20))
def test_random_markup_never_crashes_the_cli(text: str) -> None:
    for args in (
        ["score", text],
        ["score", EXAMPLE, "--discard", "N", "--ruleset", text],
        ["rules", text],
        ["score", EXAMPLE, "--discard", "N", "-o", f"{text}={text}"],
    ):
        if text.strip().startswith("-"):
            continue
        printed(args)


_TEXT = st.text(alphabet=st.sampled_from("ESWNeswnx0123456789mpszfg+[]()<^>! ,=-'\"\\{}é"), max_size=16)
_COMMANDS = {
    "analyse": (["analyse", "123m456p789s1155z +7z"], ["--ruleset", "--seat", "--round", "--lang"]),
    "score": (
        ["score", EXAMPLE, "--discard", "N"],
        ["--ruleset", "--seat", "--round", "--pao", "--dora", "--ura", "--irregular", "--option", "--lang"],
    ),
    "rules": (["rules", "riichi-hana"], ["--lang"]),
}


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(_COMMANDS)), st.data())
def test_any_text_in_any_parameter_is_answered_never_a_traceback(command: str, data: st.DataObject) -> None:
    """Every command's argument and each of its text options, given any text (in English and German): the
    command answers (exit 0) or refuses with its message (exit 2); nothing raises through the command line."""
    base, options = _COMMANDS[command]
    args = list(base)
    if data.draw(st.booleans()):
        args[1] = data.draw(_TEXT)
    for option in data.draw(st.lists(st.sampled_from(options), max_size=3, unique=True)):
        args += [option, data.draw(_TEXT)]
    if any(arg.strip().startswith("-") and arg not in options for arg in args[1:]):
        return  # a value that reads as an option is the parser's matter
    result = printed(args)
    assert result.exit_code in (0, 2), (args, result.output)
