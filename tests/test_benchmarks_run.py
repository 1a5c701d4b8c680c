"""Every benchmark runs to the end (`make bench` runs them all and stops at the first that fails): each one here
as a real process with the smallest arguments it takes. Nothing about time is asserted; only that it finishes,
exit 0, and prints its rows. A benchmark added to `benchmarks/` without a line here fails the last test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
SMALL: dict[str, tuple[list[str], str]] = {
    "bench_analysis.py": (["--hands", "200"], "ratio shanten_of_counts / mahjong"),
    "bench_cli.py": (["--runs", "1"], "jongg score (Classical table)"),
    "bench_engine.py": (["--matches", "1"], "dmjl-hk-easy"),
    "bench_games.py": (
        ["--hands", "4", "--repeat", "1", "--warm-up", "1", "--riichienv-games", "0", "--workers", "1"],
        "riichi-hana",
    ),
    "bench_riichi.py": (["--hands", "100", "--repeat", "1"], "ratio to the library with its config built per hand"),
    "bench_scoring.py": (["--hands", "100", "--repeat", "1"], "dmjl-hk-easy typed API"),
    "bench_server.py": (["--quick"], "p99 crosses"),
}
"""Per benchmark: the smallest arguments, and a text its last rows print."""


@pytest.mark.parametrize("name", sorted(SMALL))
def test_benchmark_runs_to_the_end(name: str) -> None:
    args, printed = SMALL[name]
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / name), *args], capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert printed in done.stdout, done.stdout[-2000:]


def test_every_benchmark_has_a_small_run() -> None:
    assert sorted(path.name for path in BENCHMARKS.glob("bench_*.py")) == sorted(SMALL)
