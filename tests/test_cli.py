"""The `jongg` command: score (table, --json, --jsonl), rules, demo; exit codes 0 ok, 2 usage or bad input."""

import json
import subprocess
import sys
from pathlib import Path

from cli_testing import CliRunner

from jongg.cli.app import app

runner = CliRunner()
EXAMPLE = "111m666m55m77m [234m] +7m"


def test_score_json_matches_contract_example() -> None:
    result = runner.invoke(app, ["score", EXAMPLE, "--seat", "E", "--round", "S", "--discard", "N", "--json"])
    assert result.exit_code == 0, result.output
    body = json.loads(result.output)
    assert (body["points"], body["doubles"], body["total"]) == (34, 3, 272)
    assert body["arrangement"] == "111m [234m] 55m 666m [777m]"


def test_score_table_lists_items() -> None:
    result = runner.invoke(app, ["score", EXAMPLE, "--round", "S", "--discard", "N"])
    assert result.exit_code == 0, result.output
    assert "Mah-Jongg" in result.output and "total 272" in result.output


def test_score_table_in_german() -> None:
    result = runner.invoke(app, ["score", EXAMPLE, "--round", "S", "--discard", "N", "--lang", "de"])
    assert "Reines Farbspiel" in result.output


def test_score_flags_reach_the_request() -> None:
    args = ["score", "55m77m234p (6666m) (1111m) +7m", "--self-draw", "--replacement", "--kong-on-kong", "--json"]
    body = json.loads(runner.invoke(app, args).output)
    assert body["limit_hand"] == "twofold-fortune"


def test_score_option_and_loser() -> None:
    result = runner.invoke(app, ["score", "111m666m55m77m234p", "-o", "limit=1000", "--json"])
    body = json.loads(result.output)
    assert result.exit_code == 0 and body["won"] is False and body["reason"] is None


def test_bad_hand_exits_2_with_position() -> None:
    result = runner.invoke(app, ["score", "111m666m55m77m 23xp +7m", "--discard", "N"])
    assert result.exit_code == 2
    assert "InvalidNotation" in result.output and "17" in result.output


def test_contradictory_flags_exit_2() -> None:
    result = runner.invoke(app, ["score", EXAMPLE, "--self-draw", "--discard", "N"])
    assert result.exit_code == 2


def test_unknown_ruleset_exits_2() -> None:
    assert runner.invoke(app, ["score", EXAMPLE, "--ruleset", "mcr"]).exit_code == 2
    assert runner.invoke(app, ["rules", "mcr"]).exit_code == 2


def test_jsonl_keeps_order_and_survives_bad_lines(tmp_path: Path) -> None:
    good = {
        "ruleset": "dmjl-classical",
        "hand": EXAMPLE,
        "seat_wind": "E",
        "round_wind": "S",
        "win": {"by": "discard", "from": "N"},
    }
    lines = [json.dumps(good), "{not json", json.dumps({**good, "hand": "12x"}), "", json.dumps(good)]
    path = tmp_path / "requests.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["score", "--jsonl", str(path)])
    assert result.exit_code == 2 and result.stderr.strip() == "3 of 5 lines failed"
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [a["total"] for a in answers] == [272, None, None, None, 272]
    assert [a["error"] and a["error"]["type"] for a in answers] == [
        None,
        "InvalidRequest",
        "InvalidNotation",
        "InvalidRequest",
        None,
    ]  # the blank line is answered too


def test_jsonl_missing_file_exits_2(tmp_path: Path) -> None:
    assert runner.invoke(app, ["score", "--jsonl", str(tmp_path / "missing.jsonl")]).exit_code == 2


def test_rules_table_from_data() -> None:
    result = runner.invoke(app, ["rules", "dmjl-classical"])
    assert result.exit_code == 0
    assert "pung-simples-concealed" in result.output and "min_points" in result.output
    german = runner.invoke(app, ["rules", "dmjl-classical", "--lang", "de"])
    assert "Verdeckter Pong aus Grundziegeln" in german.output
    assert "Verdopplungen, alle Spieler" in german.output and "Doubles, every player" not in german.output


def test_console_script_reads_stdin_in_a_real_process() -> None:
    request = {
        "ruleset": "dmjl-classical",
        "hand": EXAMPLE,
        "seat_wind": "E",
        "round_wind": "S",
        "win": {"by": "discard", "from": "N"},
    }
    script = Path(sys.executable).with_name("jongg")
    done = subprocess.run(
        [str(script), "score", "--jsonl", "-"],
        input=json.dumps(request) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["total"] == 272
    usage = subprocess.run([str(script), "score", "--seat"], capture_output=True, text=True, timeout=60, check=False)
    assert usage.returncode == 2


def test_demo_runs() -> None:
    result = runner.invoke(app, ["demo"])
    assert result.exit_code == 0, result.output
    assert "shanten" in result.output
