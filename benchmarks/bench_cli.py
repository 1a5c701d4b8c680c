"""Command-line start-up: wall time of real `jongg` processes and of `import jongg`, beside the targets.

Each command runs `--runs` times as a fresh process (after one warm-up run, so the files are in the page
cache, and with the package's bytecode compiled first, as an installed package has it: a stale `.pyc`, which
is not rewritten when `PYTHONDONTWRITEBYTECODE` is set, would add its module's compile time to every run),
hyperfine-style; the table shows the median, the minimum and the ratio target / median (above 1: within
the target). The targets are those of issue 10: `jongg score ...` at most 150 ms, `import jongg` at most 60 ms;
`jongg analyse ...` and `jongg rules ...`, which start the same quick way, are held to the score target too.
A bare `python -c pass` is measured in the same run as the floor every command pays. Last, the time from a
fresh interpreter with `jongg.errors` imported to the first error's message in German (importing the catalog
`jongg.error_texts` and `jongg.i18n`, rendering by id), measured inside the process, beside its target of 5 ms
(issue 23).

    python benchmarks/bench_cli.py [--runs 15]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

BIN = Path(sys.executable).parent
JONGG = str(BIN / "jongg")
PYTHON = sys.executable
TARGET_SCORE_MS = 150.0
TARGET_IMPORT_MS = 60.0
TARGET_FIRST_GERMAN_MS = 5.0
FIRST_GERMAN = (
    "import time, jongg.errors as e; start = time.perf_counter(); from jongg.i18n import text; "
    "error = e.InvalidNotation('notation.more_one_winning_tile', position=22); "
    "shown = text(error.code, 'de', **error.params); print((time.perf_counter() - start) * 1000)"
)
EXAMPLE = "111m666m55m77m [234m] +7m"

CASES: list[tuple[str, list[str], float | None]] = [
    ("python -c pass (floor)", [PYTHON, "-c", "pass"], None),
    ("import jongg", [PYTHON, "-c", "import jongg"], TARGET_IMPORT_MS),
    ("jongg score (Classical table)", [JONGG, "score", EXAMPLE, "--round", "S", "--discard", "N"], TARGET_SCORE_MS),
    ("jongg score --json", [JONGG, "score", EXAMPLE, "--discard", "N", "--json"], TARGET_SCORE_MS),
    (
        "jongg score (HKE)",
        [JONGG, "score", "234m567p9s [666z] (1111s) 1f +9s", "--ruleset", "dmjl-hk-easy", "--discard", "S"],
        TARGET_SCORE_MS,
    ),
    (
        "jongg score (Riichi)",
        [
            JONGG,
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
        ],
        TARGET_SCORE_MS,
    ),
    ("jongg score --lang de", [JONGG, "score", EXAMPLE, "--discard", "N", "--lang", "de"], TARGET_SCORE_MS),
    ("jongg analyse (14 tiles)", [JONGG, "analyse", "123m456p789s1155z +7z"], TARGET_SCORE_MS),
    ("jongg rules dmjl-classical", [JONGG, "rules", "dmjl-classical"], TARGET_SCORE_MS),
    ("jongg --help", [JONGG, "--help"], None),
]


def wall_ms(command: list[str], runs: int) -> list[float]:
    subprocess.run(command, capture_output=True, check=False)  # warm-up
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, check=False)
        times.append((time.perf_counter() - start) * 1000)
        if done.returncode != 0:
            print(f"  ! {' '.join(command[-3:])} exited {done.returncode}: {done.stderr[-200:]!r}")
            break
    return times


def first_german_ms(runs: int) -> list[float]:
    """In a fresh process each: from `jongg.errors` imported to the first German message, in ms."""
    command = [PYTHON, "-c", FIRST_GERMAN]
    subprocess.run(command, capture_output=True, check=True)  # warm-up
    return [float(subprocess.run(command, capture_output=True, text=True, check=True).stdout) for _ in range(runs)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    import jongg

    subprocess.run([PYTHON, "-m", "compileall", "-q", str(Path(jongg.__file__).parent)], check=True)
    print(f"{'command':34} {'median ms':>10} {'min ms':>8} {'target ms':>10} {'target/median':>14}")
    for name, command, target in CASES:
        times = wall_ms(command, args.runs)
        median = statistics.median(times)
        ratio = f"{target / median:.2f}x" if target else "-"
        print(f"{name:34} {median:10.1f} {min(times):8.1f} {target or '-':>10} {ratio:>14}")
    times = first_german_ms(args.runs)
    median = statistics.median(times)
    ratio = f"{TARGET_FIRST_GERMAN_MS / median:.2f}x"
    name = "first German error (in process)"
    print(f"{name:34} {median:10.2f} {min(times):8.2f} {TARGET_FIRST_GERMAN_MS:>10} {ratio:>14}")


if __name__ == "__main__":
    main()
