"""jongg.sim and `jongg simulate`: duplicate strength, determinism over workers, JSON keys, records that replay."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from cli_testing import CliRunner

from jongg.cli.simulate import app
from jongg.engine import replay
from jongg.errors import InvalidOption
from jongg.sim import TIMING_KEYS, read_records, simulate
from jongg.sim.stats import ratio_ci

SUMMARY_KEYS = {
    "ruleset",
    "options",
    "seed",
    "mode",
    "duplicate",
    "bots",
    "deals",
    "games",
    "tables",
    "hands",
    "decisions",
    "win_rate",
    "draw_rate",
    "mean_hand_value",
    "per_bot",
    "per_seat",
    "per_wind",
    "files",
    *TIMING_KEYS,
}
GROUP_KEYS = {
    "hands",
    "wins",
    "win_rate",
    "deal_in_rate",
    "draw_rate",
    "points_per_hand",
    "mean_hand_value",
    "games",
    "points_per_game",
    "placings",
}


def without_timing(summary: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in summary.items() if k not in TIMING_KEYS}


@pytest.mark.parametrize("ruleset", ["dmjl-classical", "dmjl-hk-easy"])
def test_standard_beats_three_random_in_duplicate(ruleset: str) -> None:
    """40 deals x 4 rotations: the standard bot must win far more than its share (25 %) and gain points,
    with the 95 % interval clear of the line."""
    result = simulate(ruleset, hands=40, seed=2024, bots=["standard", "random"], duplicate=True)
    assert result["tables"] == 160 and result["deals"] == 40
    me, others = result["per_bot"][0], result["per_bot"][1:]
    assert me["win_rate"]["low"] > 0.5
    assert me["points_per_hand"]["low"] > 0
    for other in others:
        assert other["points_per_hand"]["high"] < me["points_per_hand"]["low"]
        assert other["win_rate"]["high"] < me["win_rate"]["low"]


def test_same_summary_for_one_and_two_workers() -> None:
    """Per-game seeds come from (seed, index): the figures do not depend on the worker count (2: real
    processes)."""
    kwargs = {
        "games": 2,
        "seed": 5,
        "bots": ["standard", "random", "standard:defence=off", "random"],
        "duplicate": False,
    }
    one = simulate("dmjl-classical", workers=1, **kwargs)  # type: ignore[arg-type]
    two = simulate("dmjl-classical", workers=2, **kwargs)  # type: ignore[arg-type]
    assert two["workers"] == 2
    assert without_timing(one) == without_timing(two)
    hands_one = simulate("dmjl-hk-easy", hands=30, seed=5, duplicate=True, workers=1)
    hands_two = simulate("dmjl-hk-easy", hands=30, seed=5, duplicate=True, workers=2)
    assert without_timing(hands_one) == without_timing(hands_two)


def test_hk_easy_games_with_standard_bots() -> None:
    """Game 1 has East winning twice in a row (the engine once sent HKE a streak it refused)."""
    result = simulate("dmjl-hk-easy", games=2, seed=1, bots=["standard"])
    assert result["games"] == 2 and result["per_bot"][0]["wins"] > 0


def test_duplicate_rotates_every_bot_over_every_seat() -> None:
    result = simulate("dmjl-classical", games=1, seed=3, bots=["standard", "random"], duplicate=True)
    assert result["tables"] == 4 and result["games"] == 4
    for bot in result["per_bot"]:
        assert bot["games"] == 4
        assert sum(bot["placings"]["share"].values()) == pytest.approx(1.0)
    assert {s["seat"] for s in result["per_seat"]} == {0, 1, 2, 3}
    assert all(s["games"] == 4 for s in result["per_seat"])


def test_cli_json_keys() -> None:
    run = CliRunner().invoke(
        app,
        [
            "simulate",
            "--ruleset",
            "dmjl-hk-easy",
            "--hands",
            "8",
            "--seed",
            "1",
            "--workers",
            "1",
            "--bots",
            "standard,random",
            "--json",
        ],
    )
    assert run.exit_code == 0, run.output
    result = json.loads(run.stdout)
    assert set(result) == SUMMARY_KEYS
    assert result["hands"] == 8 and result["mode"] == "hands"
    for row in result["per_bot"]:
        assert set(row) >= GROUP_KEYS | {"slot", "bot"}
        assert set(row["win_rate"]) == {"mean", "low", "high"}
    assert [row["bot"] for row in result["per_bot"]] == ["standard", "random", "random", "random"]


def test_cli_table_and_settings(tmp_path: Path) -> None:
    run = CliRunner().invoke(
        app,
        [
            "simulate",
            "-r",
            "dmjl-classical",
            "--hands",
            "4",
            "--workers",
            "1",
            "--bots",
            "standard:defence=off+value=off,random",
        ],
    )
    assert run.exit_code == 0, run.output
    assert "standard:defence=off,value=off" in run.stdout and "per seat" in run.stdout


@pytest.mark.parametrize(
    "args, message",
    [
        (["--address", "127.0.0.1:6379"], "--address is only for --backend ray"),
        (["--backend", "dask"], "unknown backend 'dask'"),
        (["--bots", "nobody"], "unknown bot"),
        (["--workers", "0"], "at least 1"),
        (["--option", "nosuch=1"], "nosuch"),
        (["--hands", "2", "--games", "2"], "not both"),
    ],
)
def test_cli_errors(args: list[str], message: str) -> None:
    base = ["simulate", "-r", "dmjl-classical", *([] if "--hands" in args else ["--hands", "1"])]
    run = CliRunner().invoke(app, [*base, *args])
    assert run.exit_code == 2
    assert message in run.output


def test_ray_backend_without_ray(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without Ray installed, `--backend ray` says which extra to install (exit code 2)."""
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` now raises ImportError
    run = CliRunner().invoke(app, ["simulate", "--hands", "1", "--backend", "ray"])
    assert run.exit_code == 2
    assert "pip install 'jongg[ray]'" in " ".join(run.output.split())
    with pytest.raises(InvalidOption, match="address is only for the ray backend"):
        simulate("dmjl-classical", hands=1, address="127.0.0.1:6379")


def test_ray_is_imported_only_by_its_backend() -> None:
    code = "import sys, jongg.sim, jongg.cli.simulate, jongg.sim.ray_backend; sys.exit('ray' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False, timeout=120).returncode == 0


def test_out_records_replay(tmp_path: Path) -> None:
    out = tmp_path / "run"
    run = CliRunner().invoke(
        app,
        [
            "simulate",
            "-r",
            "dmjl-classical",
            "--games",
            "1",
            "--seed",
            "4",
            "--workers",
            "1",
            "--bots",
            "standard,random",
            "--out",
            str(out),
            "--json",
        ],
    )
    assert run.exit_code == 0, run.output
    summary = json.loads((out / "summary.json").read_text())
    assert without_timing(summary) == without_timing(json.loads(run.stdout))
    assert summary["files"] == sorted(os.listdir(out))[:-1]
    for name in summary["files"]:
        records = read_records(str(out / name))
        assert len(records) == 1
        table = replay(records[0])
        assert table.done and table.record() == records[0]
    hands = simulate("dmjl-hk-easy", hands=3, seed=4, duplicate=True, out=str(tmp_path / "hands"))
    records = [r for name in hands["files"] for r in read_records(str(tmp_path / "hands" / name))]
    assert len(records) == 12
    for record in records:
        assert replay(record).record() == record


def test_registered_in_the_jongg_command() -> None:
    """`jongg simulate` is the same command (`jongg.cli.commands` declares `simulate_command` as `simulate`)."""
    from jongg.cli.app import app as jongg_app

    run = CliRunner().invoke(jongg_app, ["simulate", "--help"])
    assert run.exit_code == 0, "jongg.cli.app must register jongg.cli.simulate.simulate_command as 'simulate'"
    assert "--duplicate" in run.output


def test_ratio_ci() -> None:
    ci = ratio_ci([1, 0, 1, 1], [1, 1, 1, 1])
    assert ci["mean"] == 0.75 and ci["low"] is not None and ci["low"] < 0.75 < ci["high"]  # type: ignore[operator]
    assert ratio_ci([], [])["mean"] is None
    with pytest.raises(InvalidOption):
        simulate("dmjl-classical")
