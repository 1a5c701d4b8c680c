"""The Kajongg `dmjl-classical` vectors (`tests/data/dmjl-classical-kajongg.jsonl`).

Every vector must give Kajongg's `won` and `total` through `jongg.scoring.score`, except the ids listed in
`tests/data/dmjl-deviations.md`: deviations by a documented Decision (only for the tags `claimed-kong` and
`only-honours`) and requests our contract refuses. Each listed id must deviate as stated there, so a vector
that starts or stops deviating fails here until the file is updated.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from jongg.scoring import score

DATA = Path(__file__).resolve().parents[1] / "data"
VECTORS = [json.loads(line) for line in (DATA / "dmjl-classical-kajongg.jsonl").read_text().splitlines() if line]
DECISION_TAGS = {"claimed-kong", "only-honours"}


def _table(section: str) -> list[list[str]]:
    """The rows of the first table under the `## section` heading of the deviations file (cells stripped)."""
    text = (DATA / "dmjl-deviations.md").read_text()
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in body.splitlines() if line.startswith("| `")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows]


def _id(cell: str) -> str:
    match = re.fullmatch(r"`([^`]+)`", cell)
    assert match, cell
    return match.group(1)


DECISION_DEVIATIONS = {_id(row[0]): row[1] for row in _table("Deviations by a documented Decision")}
REFUSED = {_id(row[0]): row[1].strip("`") for row in _table("Vectors our contract refuses")}
BY_ID = {v["id"]: v for v in VECTORS}


def _agrees(vector: dict[str, Any], result: dict[str, Any]) -> bool:
    expect = vector["expect"]
    return result["error"] is None and (result["won"], result["total"]) == (expect["won"], expect["total"])


def test_vector_file() -> None:
    assert len(VECTORS) == 82 and len(BY_ID) == len(VECTORS)
    assert set(DECISION_DEVIATIONS) | set(REFUSED) <= set(BY_ID)


@pytest.mark.parametrize("vector", VECTORS, ids=[v["id"] for v in VECTORS])
def test_vector(vector: dict[str, Any]) -> None:
    result = score(vector["request"])
    vid = vector["id"]
    if vid in REFUSED:
        assert result["error"] is not None and result["error"]["type"] == REFUSED[vid], result["error"]
    elif vid in DECISION_DEVIATIONS:
        assert DECISION_DEVIATIONS[vid] in vector["tags"] and DECISION_DEVIATIONS[vid] in DECISION_TAGS
        assert result["error"] is None and not _agrees(vector, result), "no longer deviates: update the list"
    else:
        assert _agrees(vector, result), (result["error"], result["won"], result["total"], vector["expect"])


def test_exactly_the_listed_ids_deviate() -> None:
    deviating = {v["id"] for v in VECTORS if not _agrees(v, score(v["request"]))}
    assert deviating == set(DECISION_DEVIATIONS) | set(REFUSED)


def test_counted_scores_agree() -> None:
    """Where Kajongg counts (points or doubles not 0) and we count too, the points and doubles agree."""
    differ = []
    for vector in VECTORS:
        expect, result = vector["expect"], score(vector["request"])
        counted = (expect["points"], expect["doubles"]) != (0, 0) and expect["won"] == result["won"]
        ours = result["error"] is None and result["limit_hand"] is None and result["points"] is not None
        if counted and ours and (result["points"], result["doubles"]) != (expect["points"], expect["doubles"]):
            differ.append(vector["id"])
    assert differ == []
