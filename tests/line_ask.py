"""Asking a helper process that answers one JSON line with one line (the fork servers of the crash tests)."""

from __future__ import annotations

import json
import subprocess
from typing import Any


def ask(process: subprocess.Popen[str], request: dict[str, Any]) -> str:
    """Write `request` as a JSON line to `process` and read its answer line (failing if the process ended)."""
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(json.dumps(request) + "\n")
    process.stdin.flush()
    answer = process.stdout.readline()
    assert answer, f"the fork server ended with {process.wait()}"
    return answer
