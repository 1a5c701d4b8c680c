"""Helpers for the scoresheet tests: the CLI in-process and a fingerprint of the file."""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Callable
from pathlib import Path

from cli_testing import CliRunner, Result

PLAYERS = ("Ann", "Ben", "Cid", "Dan")
runner = CliRunner()
Sheet = Callable[..., Result]
"""The `sheet` fixture: runs `jongg sheet ARGS --db FILE`."""


def fingerprint(path: Path) -> tuple[str, list[tuple[int, ...]]]:
    """The file's SHA-256 (no connection is open, so there is no WAL) and the row counts per table."""
    assert not Path(str(path) + "-wal").exists() or Path(str(path) + "-wal").stat().st_size == 0
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    with sqlite3.connect(path) as con:
        counts = [con.execute(f"SELECT count(*) FROM {t}").fetchone() for t in ("matches", "entries")]
    con.close()
    return digest, counts


def refused(run: Sheet, db: Path, *args: str, message: str = "") -> str:
    """Run a command that must be refused: exit code 2, a message, and the file unchanged."""
    before = fingerprint(db)
    result = run(*args, ok=False)
    assert result.exit_code == 2, result.output
    assert "refused" in result.output or "Error" in result.output or "Usage" in result.output, result.output
    if message:
        assert message in result.output, result.output
    assert fingerprint(db) == before
    return result.output
