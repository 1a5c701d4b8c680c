"""Fixtures for the scoresheet tests: a fresh file per test, and the CLI run against it."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_testing import Result
from sheet_helpers import Sheet, runner

from jongg.cli.app import app


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "sheet.sqlite"


@pytest.fixture
def sheet(db: Path) -> Sheet:
    """`sheet("hand", "--winner", "Dan", …)` runs `jongg sheet hand … --db FILE` and returns the result."""

    def run(*args: str, ok: bool = True) -> Result:
        result = runner.invoke(app, ["sheet", *args, "--db", str(db)])
        if ok:
            assert result.exit_code == 0, result.output
        return result

    return run
