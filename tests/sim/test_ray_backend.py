"""The Ray backend on a real local Ray instance (no mocks): the same summaries and records as the process pool,
through the Python API and the `jongg simulate` command, on an existing cluster (`--address`) and on a local
instance of its own that it stops again; addresses it cannot use are refused with exit code 2.

One Ray instance (2 CPUs, in a private temp dir) serves the module; the commands run as real subprocesses. The
process backend's summaries (2 worker processes) are computed first, before this process starts Ray's threads.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from jongg.sim import TIMING_KEYS, read_records, simulate

ray = pytest.importorskip("ray")
pytestmark = pytest.mark.xdist_group("ray")
"""Under pytest-xdist the module runs on one worker: one Ray instance (the module's fixture), not one per worker."""

JONGG = str(Path(sys.executable).with_name("jongg"))
TIMEOUT = 240
"""Seconds a command may take (a small run takes a few; the margin is for a busy machine)."""
SEED = 7
RUNS: dict[str, dict[str, Any]] = {
    "games": {"games": 3, "bots": ["random"]},
    "duplicate": {"games": 1, "bots": ["standard", "random"], "duplicate": True},
    "hands": {"hands": 30, "bots": ["standard", "random"], "duplicate": True, "out": True},
    "command": {"games": 2, "bots": ["random"]},
    "command-duplicate": {"games": 1, "bots": ["random"], "duplicate": True},
}
"""The runs compared (HKE, seed 7); "out" writes records. The commands run the last two:"""
COMMAND = ["-r", "dmjl-hk-easy", "--seed", str(SEED), "--bots", "random", "--json"]


def run(name: str, backend: str, tmp: Path, workers: int | None = 2) -> dict[str, Any]:
    kwargs = dict(RUNS[name])
    if kwargs.pop("out", False):
        kwargs["out"] = str(tmp / f"{name}-{backend}")
    return simulate("dmjl-hk-easy", seed=SEED, workers=workers, backend_name=backend, **kwargs)


def without_timing(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k not in TIMING_KEYS}


def jongg_simulate(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [JONGG, "simulate", *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
        env={**os.environ, **(env or {})},
    )


def summary_of(done: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def ray_processes(marker: str) -> list[int]:
    """Pids of the processes whose command line mentions `marker` (a Ray temp dir)."""
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmdline = Path("/proc", entry, "cmdline").read_bytes()
        except OSError:
            continue
        if marker.encode() in cmdline:
            pids.append(int(entry))
    return pids


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("records")


@pytest.fixture(scope="module")
def on_processes(records: Path) -> dict[str, dict[str, Any]]:
    """The process backend's summaries of RUNS (forked before Ray runs in this process)."""
    return {name: run(name, "processes", records) for name in RUNS}


@pytest.fixture(scope="module")
def cluster(on_processes: dict[str, dict[str, Any]]) -> Iterator[str]:
    """A local Ray instance for the whole module; yields the address `--address` takes."""
    if ray.is_initialized():
        pytest.skip("this process is already connected to Ray")
    temp_dir = tempfile.mkdtemp(prefix="jongg-ray-")
    context = ray.init(
        address="local",
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        logging_level=logging.ERROR,
        _temp_dir=temp_dir,
    )
    try:
        yield str(context.address_info["gcs_address"])
    finally:
        ray.shutdown()
        shutil.rmtree(temp_dir, ignore_errors=True)


@pytest.mark.parametrize("name", ["games", "duplicate", "hands"])
def test_api_same_summary_and_records_as_processes(
    name: str, cluster: str, on_processes: dict[str, dict[str, Any]], records: Path
) -> None:
    """Games, duplicate games, duplicate hands with records: every statistic and record as with processes.
    The backend uses this process's connection to Ray and leaves it open."""
    on_ray = run(name, "ray", records)
    assert on_ray["backend"] == "ray" and on_ray["workers"] == 2
    assert without_timing(on_ray) == without_timing(on_processes[name])
    if RUNS[name].get("out"):
        assert len(on_ray["files"]) == 2
        for file in on_ray["files"]:
            mine, theirs = (str(records / f"{name}-{backend}" / file) for backend in ("ray", "processes"))
            assert read_records(mine) == read_records(theirs)
    assert ray.is_initialized()


def test_api_every_cpu_of_the_cluster(cluster: str, on_processes: dict[str, dict[str, Any]], records: Path) -> None:
    on_ray = run("games", "ray", records, workers=None)
    assert on_ray["workers"] == 2
    assert without_timing(on_ray) == without_timing(on_processes["games"])


def test_command_on_an_existing_cluster(cluster: str, on_processes: dict[str, dict[str, Any]]) -> None:
    """`jongg simulate --backend ray --address A` runs on the cluster, prints what the process backend prints
    (but the timing), and leaves the cluster running."""
    done = jongg_simulate(*COMMAND, "--games", "1", "--duplicate", "--backend", "ray", "--address", cluster)
    on_ray = summary_of(done)
    assert on_ray["backend"] == "ray" and on_ray["workers"] == 2 and on_ray["tables"] == 4
    assert without_timing(on_ray) == without_timing(on_processes["command-duplicate"])
    assert ray.get(ray.remote(json.dumps).remote("pong"), timeout=TIMEOUT) == '"pong"'  # a task still runs
    assert ray.cluster_resources().get("CPU") == 2


def test_command_starts_and_stops_a_local_instance(cluster: str, on_processes: dict[str, dict[str, Any]]) -> None:
    """Without --address the command starts a Ray instance of --workers CPUs (its own temp dir, so it cannot
    join the module's instance), gives the process backend's figures, and stops every Ray process it started."""
    temp_root = tempfile.mkdtemp(prefix="jr-")  # short: Ray's socket paths live below it
    try:
        done = jongg_simulate(
            *COMMAND, "--games", "2", "--backend", "ray", "--workers", "2", env={"RAY_TMPDIR": temp_root}
        )
        on_ray = summary_of(done)
        assert os.listdir(temp_root), "the command did not start its Ray instance in RAY_TMPDIR"
        assert on_ray["backend"] == "ray" and on_ray["workers"] == 2
        assert without_timing(on_ray) == without_timing(on_processes["command"])
        deadline = time.monotonic() + 60
        while ray_processes(temp_root) and time.monotonic() < deadline:
            time.sleep(0.5)
        assert ray_processes(temp_root) == [], "Ray processes left running after the command"
    finally:
        shutil.rmtree(temp_root, ignore_errors=True)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@pytest.mark.parametrize(
    "address, message",
    [
        ("127.0.0.1:FREE", "cannot reach a Ray cluster at 127.0.0.1:"),
        ("no-such-form", "could not connect to Ray at no-such-form"),
    ],
)
def test_command_refuses_an_unusable_address(address: str, message: str) -> None:
    """Nothing listening (refused at once, not after Ray's minutes of retries), or not an address at all."""
    address = address.replace("FREE", str(free_port()))
    done = jongg_simulate(*COMMAND, "--games", "1", "--backend", "ray", "--address", address)
    assert done.returncode == 2, done.stderr
    assert message in " ".join(done.stderr.split())
    assert "Traceback" not in done.stderr
