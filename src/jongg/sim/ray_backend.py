"""The Ray backend (`jongg simulate --backend ray`): the same tasks as the process pool, on a Ray cluster.

Ray is an optional dependency (`pip install 'jongg[ray]'`), imported only here and only when this backend is
chosen. Without `address` the backend starts a local Ray instance for the run (`num_cpus=workers` when given)
and shuts it down afterwards; with `address` it connects to an existing cluster (`host:port` of its GCS,
`ray://host:port` for Ray Client, or `auto` for the one `ray start` runs on this machine or `RAY_ADDRESS`) and
only disconnects at the end, never stopping the cluster. When this process is already connected to Ray
(`ray.init` called before, e.g. in a notebook), the backend uses that connection and leaves it open.

A local instance runs without the dashboard and the workers' logs, and with Ray's usage statistics off (unless
RAY_USAGE_STATS_ENABLED says otherwise). Every node must have the same jongg installed (the workers import
`jongg.sim.play.run_task` by name), and with `--out` the directory must be one every node can write to (each
task writes its own record file).
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import re
import socket
from collections.abc import Iterator, Sequence
from typing import Any

from jongg.errors import InvalidOption, Phrase
from jongg.sim.play import Task, TaskResult, run_task

INSTALL_HINT = "pip install 'jongg[ray]'"
CONNECT_TIMEOUT = 5.0
"""Seconds to wait for the cluster's address to accept a connection (Ray itself retries for minutes)."""
_HOST_PORT = re.compile(r"^(?:ray://)?(?P<host>\[[^\]]+\]|[^:/\[\]]+):(?P<port>\d+)$")


def import_ray() -> Any:
    """The `ray` module, or InvalidOption naming the extra to install."""
    try:
        return importlib.import_module("ray")
    except ImportError as exc:
        raise InvalidOption("sim.ray_backend_needs_ray", exc=exc, install_hint=INSTALL_HINT) from exc


def check_reachable(address: str, timeout: float = CONNECT_TIMEOUT) -> None:
    """Refuse a `host:port` (or `ray://host:port`) address nothing listens on, before Ray retries it for minutes.
    Other forms (`auto`, `local`) are left to Ray."""
    match = _HOST_PORT.match(address.strip())
    if match is None:
        return
    host, port = match["host"].strip("[]"), int(match["port"])
    try:
        with socket.create_connection((host, port), timeout=timeout):
            pass
    except OSError as exc:
        raise InvalidOption("sim.cannot_reach_ray_cluster", address=address, value=exc.strerror or exc) from None


class Ray:
    """Tasks as Ray remote functions over `run_task`; at most `2 * workers` in flight, results as they finish.

    `workers`: the CPUs of a local instance and the concurrency; `None` means every CPU of the cluster (or of
    this machine for a local instance). After `run`, `workers` is the number actually used.
    """

    name = "ray"

    def __init__(self, workers: int | None = None, address: str | None = None) -> None:
        if workers is not None and workers < 1:
            raise InvalidOption("sim.workers_must_least_not", workers=workers)
        if address is not None and not address.strip():
            raise InvalidOption("sim.address_empty_give_host")
        self.ray = import_ray()
        self.address = address
        self.workers = workers or 0

    def _connect(self) -> bool:
        """Connect (or start a local instance); True when this backend must shut Ray down after the run."""
        ray = self.ray
        if ray.is_initialized():
            return False
        quiet: dict[str, Any] = {"log_to_driver": False, "logging_level": logging.ERROR}
        try:
            if self.address is None:
                os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
                ray.init(address="local", num_cpus=self.workers or None, include_dashboard=False, **quiet)
            else:
                check_reachable(self.address)
                ray.init(address=self.address, **quiet)
        except InvalidOption:
            raise
        except Exception as exc:
            with contextlib.suppress(Exception):
                ray.shutdown()
            where = (
                Phrase("sim.start_local_ray")
                if self.address is None
                else Phrase("sim.connect_to_ray", address=self.address)
            )
            raise InvalidOption("sim.could_not", where=where, exc=exc) from exc
        return True

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[int, TaskResult]]:
        ray = self.ray
        started = self._connect()
        pending: dict[Any, int] = {}
        try:
            if not self.workers:
                self.workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
            remote = ray.remote(num_cpus=1)(run_task)
            queue = iter(enumerate(tasks))
            for n, task in queue:
                pending[remote.remote(task)] = n
                if len(pending) >= 2 * self.workers:
                    break
            while pending:
                done, _ = ray.wait(list(pending), num_returns=1)
                for ref in done:
                    n = pending.pop(ref)
                    yield n, ray.get(ref)
                    nxt = next(queue, None)
                    if nxt is not None:
                        pending[remote.remote(nxt[1])] = nxt[0]
        finally:
            for ref in pending:
                with contextlib.suppress(Exception):
                    ray.cancel(ref)
            if started:
                ray.shutdown()
