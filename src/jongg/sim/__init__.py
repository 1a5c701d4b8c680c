"""Bot-only simulations: many games or hands in parallel, duplicate matches, statistics with 95 % intervals.

>>> from jongg.sim import simulate
>>> result = simulate("dmjl-hk-easy", hands=4, seed=1, bots=["standard", "random", "random", "random"],
...                   duplicate=True)
>>> result["tables"], result["hands"]
(16, 16)

Duplicate mode plays every deal (the same walls: a match from the same seed, or a hand from the same wall)
once for every rotation of the bots over the seats, so the luck of the tiles cancels out between the bots.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from jongg.bots import parse_spec
from jongg.bots.mjai_process import check_mjai_seating
from jongg.errors import InvalidOption
from jongg.rules import find_ruleset
from jongg.sim.backends import Backend, backend, default_workers
from jongg.sim.play import PlayResult, Task, TaskResult, derive_seed, read_records, run_task, write_records
from jongg.sim.stats import ratio_ci, summary

HANDS_PER_TASK = 25
"""Single hands are played in batches (one task, one record file); games one per task."""
TIMING_KEYS = ("seconds", "hands_per_second", "games_per_second", "workers", "backend")
"""Keys of the summary that depend on the machine; everything else is a function of the arguments."""


def lineup_of(bots: Sequence[str] | str) -> tuple[str, ...]:
    """Four bot specs (one text is one spec); fewer than four repeat the last one."""
    specs = [b.strip() for b in ([bots] if isinstance(bots, str) else bots) if b.strip()]
    if not 1 <= len(specs) <= 4:
        raise InvalidOption("sim.give_one_four_bots")
    for spec in specs:
        parse_spec(spec)
    while len(specs) < 4:
        specs.append(specs[-1])
    return tuple(specs)


def plan_tasks(
    ruleset: str,
    options: Mapping[str, Any],
    lineup: tuple[str, ...],
    seed: int,
    *,
    games: int | None,
    hands: int | None,
    duplicate: bool,
    out: str | None,
) -> list[Task]:
    """The tasks of a run: fixed by the arguments alone (never by the worker count)."""
    rotations = (0, 1, 2, 3) if duplicate else (0,)
    tasks = []
    if hands is not None:
        for number, first in enumerate(range(0, hands, HANDS_PER_TASK)):
            tasks.append(
                Task(
                    ruleset,
                    dict(options),
                    lineup,
                    seed,
                    "hands",
                    first,
                    min(HANDS_PER_TASK, hands - first),
                    rotations,
                    out,
                    number,
                )
            )
    else:
        assert games is not None
        for number in range(games):
            tasks.append(Task(ruleset, dict(options), lineup, seed, "games", number, 1, rotations, out, number))
    return tasks


def simulate(
    ruleset: str,
    *,
    games: int | None = None,
    hands: int | None = None,
    seed: int = 0,
    bots: Sequence[str] | str = ("standard", "random", "random", "random"),
    duplicate: bool = False,
    workers: int | None = 1,
    backend_name: str = "processes",
    address: str | None = None,
    options: Mapping[str, Any] | None = None,
    out: str | None = None,
    progress: Callable[[int, int, int], None] | None = None,
) -> dict[str, Any]:
    """Play `games` matches (or `hands` single hands) with the bots and return the summary dict.

    `bots`: up to four specs (`standard`, `random`, `standard:defence=off`, `mjai:COMMAND` for Riichi); slot i
    of the lineup is the bot the statistics call slot i. Duplicate mode plays each deal four times, rotating the
    lineup over the seats. `progress(done_tasks, total_tasks, hands_so_far)` is called as results arrive. With
    `out`, the records go to `out/records-*.jsonl.gz` (read them with `read_records`) and the summary to
    `out/summary.json`.

    `workers=None` uses every core (`processes`) or every CPU of the Ray cluster (`ray`). `backend_name="ray"`
    runs the tasks on Ray (`pip install 'jongg[ray]'`): a local instance started for the run, or the cluster
    at `address` (`host:port`, `ray://host:port`, `auto`); the statistics are the same as with `processes`.
    """
    if (games is None) == (hands is None):
        raise InvalidOption("sim.give_either_games_or")
    count = games if games is not None else hands
    assert count is not None
    if count < 1:
        raise InvalidOption("sim.play_least_one_game")
    table_options = dict(options or {})
    found = find_ruleset(ruleset)
    found.options(table_options)  # refuse bad options before any process starts
    lineup = lineup_of(bots)
    check_mjai_seating(found.id, lineup, backend_name)
    runner: Backend = backend(backend_name, workers, address)
    if out is not None:
        os.makedirs(out, exist_ok=True)
    tasks = plan_tasks(
        found.id,
        table_options,
        lineup,
        seed,
        games=games,
        hands=hands,
        duplicate=duplicate,
        out=None if out is None else os.path.abspath(out),
    )
    results: list[TaskResult | None] = [None] * len(tasks)
    start = time.perf_counter()
    hands_done = 0
    for done, (n, result) in enumerate(runner.run(tasks), 1):
        results[n] = result
        hands_done += sum(len(p.hands) for p in result.plays)
        if progress is not None:
            progress(done, len(tasks), hands_done)
    seconds = time.perf_counter() - start
    plays: list[PlayResult] = [p for r in results if r is not None for p in r.plays]
    out_summary: dict[str, Any] = {
        "ruleset": found.id,
        "options": table_options,
        "seed": seed,
        "mode": "hands" if hands is not None else "games",
        "duplicate": duplicate,
        "bots": list(lineup),
        **summary(plays, lineup),
        "files": sorted(f for r in results if r is not None for f in r.files),
        "seconds": seconds,
        "hands_per_second": sum(len(p.hands) for p in plays) / seconds if seconds > 0 else None,
        "games_per_second": sum(1 for p in plays if p.places is not None) / seconds if seconds > 0 else None,
        "workers": runner.workers,
        "backend": runner.name,
    }
    if out is not None:
        with open(os.path.join(out, "summary.json"), "w", encoding="utf-8") as handle:
            json.dump(out_summary, handle, indent=2)
            handle.write("\n")
    return out_summary


__all__ = [
    "TIMING_KEYS",
    "Task",
    "default_workers",
    "derive_seed",
    "lineup_of",
    "plan_tasks",
    "ratio_ci",
    "read_records",
    "run_task",
    "simulate",
    "summary",
    "write_records",
]
