"""The browser tests' chromium and server (test_browser.py, test_browser_tiles.py): Debian's chromium driven by
Playwright, and a real `python -m jongg.server` process on loopback, each once per test module."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import sync_playwright
from serve_client import ServerProcess

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Headless chromium as root on a machine without a network beyond loopback (its own services stay off)."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail(f"no chromium at {CHROMIUM}: `make test` installs it (apt-get install chromium)")
        pytest.skip(f"no chromium at {CHROMIUM}")

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    proc = ServerProcess(tmp_path_factory.mktemp("browser") / "data", grace=60.0, bot_delay=0.0)
    proc.start()
    yield proc
    proc.stop()
