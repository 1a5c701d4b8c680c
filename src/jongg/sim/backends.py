"""Where simulation tasks run. A backend maps `run_task` over tasks and reports each result as it arrives;
the caller orders results by task number, so the statistics never depend on the backend or worker count.

`processes` (the default) uses `concurrent.futures.ProcessPoolExecutor` (one worker: the calling process).
`ray` (`jongg.sim.ray_backend`, for more than one machine; `pip install 'jongg[ray]'`) runs the same tasks as
Ray remote functions, on a local Ray instance or an existing cluster (`address`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Protocol

from jongg.errors import InvalidOption
from jongg.sim.play import Task, TaskResult, run_task


class Backend(Protocol):
    name: str
    workers: int
    """Tasks run at once (for Ray without a given count: known once `run` has connected)."""

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[int, TaskResult]]:
        """Yield (index in `tasks`, result) for every task, in any order."""
        ...


class InProcess:
    name = "processes"
    workers = 1

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[int, TaskResult]]:
        for n, task in enumerate(tasks):
            yield n, run_task(task)


class Processes:
    """A pool of worker processes; at most `2 * workers` tasks in flight, so results stream back steadily."""

    name = "processes"

    def __init__(self, workers: int) -> None:
        self.workers = workers

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[int, TaskResult]]:
        with ProcessPoolExecutor(max_workers=self.workers) as pool:
            pending: dict[Future[TaskResult], int] = {}
            queue = iter(enumerate(tasks))
            for n, task in queue:
                pending[pool.submit(run_task, task)] = n
                if len(pending) >= 2 * self.workers:
                    break
            while pending:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    n = pending.pop(future)
                    yield n, future.result()
                    nxt = next(queue, None)
                    if nxt is not None:
                        pending[pool.submit(run_task, nxt[1])] = nxt[0]


def default_workers() -> int:
    return max(1, os.cpu_count() or 1)


def _processes(workers: int | None, address: str | None) -> Backend:
    if address is not None:
        raise InvalidOption("sim.address_only_ray_backend")
    workers = default_workers() if workers is None else workers
    return InProcess() if workers == 1 else Processes(workers)


def _ray(workers: int | None, address: str | None) -> Backend:
    from jongg.sim.ray_backend import Ray  # imports ray only now

    return Ray(workers, address)


BACKENDS: dict[str, Callable[[int | None, str | None], Backend]] = {"processes": _processes, "ray": _ray}
"""Backend factories by name: (workers or None for the backend's default, cluster address or None)."""


def backend(name: str, workers: int | None, address: str | None = None) -> Backend:
    if workers is not None and workers < 1:
        raise InvalidOption("sim.workers_must_least_not", workers=workers)
    factory = BACKENDS.get(name)
    if factory is None:
        raise InvalidOption("sim.unknown_backend_known", name=name, backends=", ".join(sorted(BACKENDS)))
    return factory(workers, address)
