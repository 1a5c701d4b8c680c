"""Test-wide settings: the Hypothesis profiles, and how far the seeded random searches go.

`check` (loaded unless `JONGG_HYPOTHESIS_PROFILE` names another): derandomized, no example database, no deadline.
Every run, local or CI, draws the same examples, so a red run always means a change broke something, never that
a fuzzer happened to find an old defect that day, and a failure seen locally is one CI sees too (nothing sticks
in a local `.hypothesis/` database that CI never has). `make test` and a plain `pytest` use it; the seeded match
searches play their first 150 seeds, and `make searches` (`JONGG_SEARCH=rest`) the other 350 (`fuzzing.blocks`).

`fuzz` (`make fuzz`, which sets `JONGG_HYPOTHESIS_PROFILE=fuzz`): random examples, ten times as many (the tests
that set their own `max_examples` scale with it through `fuzzing.examples`), the local database kept so that a
failure replays, and the seeded match searches (`fuzzing.match_seeds`) ten times as long from a random first
seed (`JONGG_FUZZ_SEED` repeats one). What it finds becomes a named `@example` or a fixed seed here.
"""

from __future__ import annotations

import os
import random

import pytest
from fuzzing import QUICK, search_part
from hypothesis import settings

settings.register_profile("check", derandomize=True, database=None, deadline=None, print_blob=True)
settings.register_profile("fuzz", derandomize=False, max_examples=1000, deadline=None, print_blob=True)
PROFILE = os.environ.get("JONGG_HYPOTHESIS_PROFILE", "check")
settings.load_profile(PROFILE)

if PROFILE == "fuzz" and not os.environ.get("JONGG_FUZZ_SEED"):
    # Chosen once, in the process that starts the xdist workers (they inherit it), so every block of a match
    # search starts from the same first seed, which the header (without -q) and the summary below name.
    os.environ["JONGG_FUZZ_SEED"] = str(random.SystemRandom().randrange(10**6, 10**9))


def pytest_report_header(config: pytest.Config) -> str:
    seed = os.environ.get("JONGG_FUZZ_SEED")
    if seed:
        searches = f"from JONGG_FUZZ_SEED={seed}"
    else:
        searches = f"{'all but ' if search_part() == 'rest' else ''}the first {QUICK} seeds (JONGG_SEARCH)"
    return f"jongg: Hypothesis profile {PROFILE!r} (JONGG_HYPOTHESIS_PROFILE); seeded match searches: {searches}"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The first seed of a `make fuzz` run again at its end: `-q` (pyproject's addopts) hides the header."""
    seed = os.environ.get("JONGG_FUZZ_SEED")
    if seed:
        terminalreporter.write_line(f"jongg: seeded match searches from JONGG_FUZZ_SEED={seed} (set it to repeat them)")


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Under `--dist loadgroup` (`make test`) pytest-xdist sends the tests marked `xdist_group` (one Ray instance,
    the pseudo-terminal sessions) to one worker, by naming each `ID@GROUP` in the workers. Where it cannot (pytest
    9.2 with pytest-xdist 3.8: ids are built otherwise) it says nothing and spreads them; such a test fails here."""
    grouped = getattr(item.config.option, "loadgroup", False) and item.get_closest_marker("xdist_group")
    if grouped and "@" not in item.nodeid:
        pytest.fail(
            "pytest-xdist did not keep this xdist_group test on one worker: this pytest and pytest-xdist "
            "do not work together under --dist loadgroup (see the pins in pyproject.toml)",
            pytrace=False,
        )


LONG_FIRST = (
    "tests/server/test_browser",
    "tests/server/test_serve_process.py",
    "tests/sim/test_ray_backend.py",
    "tests/play/test_app_riichi.py::test_a_whole_match_against_the_standard_bots",
    "tests/play/test_terminal.py",
    "tests/server/test_frames.py",
    "tests/scoresheet/test_sheet_store.py::test_fifty_sigkills_leave_a_consistent_file",
    "tests/test_notation_fuzz.py::test_mutated_valid_hands",
    "tests/test_notation_fuzz.py::test_token_soup",
)
"""The longest work first, in this order: the `xdist_group` modules (one worker runs each group whole: the
browser's four modules together take two minutes) and the longest single tests outside the engine's match
searches. pytest-xdist hands work out in the order collected, and these came late, so that one worker still ran
one of them when the other had finished."""


def _first(item: pytest.Item) -> int:
    """The place of `item` in `LONG_FIRST` (the others after, in the order collected)."""
    nodeid = item.nodeid.split("@")[0]
    return next((n for n, prefix in enumerate(LONG_FIRST) if nodeid.startswith(prefix)), len(LONG_FIRST))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Move the `LONG_FIRST` tests to the front, in its order (the order of the others stays as collected)."""
    items.sort(key=_first)
