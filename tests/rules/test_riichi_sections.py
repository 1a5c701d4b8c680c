"""The gated sections of the `riichi-hana` tables (`riichi_yaku.Section`): a gate only skips rows that could not
score. Scoring with every gate open must give the same results, on the differential vectors (variation 1 with
the flower hands, so that the flower rows are reached too) and on the hand-written yaku hands."""

from __future__ import annotations

from typing import Any

import pytest
import riichi_vectors as rv
from test_riichi_yaku import HITS, MISSES, YAKUMAN_HITS, YAKUMAN_MISSES

from jongg import score
from jongg.rules.riichi import scoring as riichi_scoring
from jongg.rules.riichi.tables import FU_SECTIONS, HAN_SECTIONS, YAKU, YAKU_SECTIONS, YAKUMAN, YAKUMAN_SECTIONS


def _open(plan: Any) -> Any:
    return tuple((lambda ctx: True, rows) for _, rows in plan)


def _bodies() -> list[dict[str, Any]]:
    bodies = [rv.to_request(hand) for hand, _ in rv.load(rv.MAIN)[:4000]]
    bodies += [rv.to_request(hand) for hand, _ in rv.load(rv.FLOWERS4)]
    for table in (HITS, MISSES):
        for hand, kwargs in table.values():
            bodies.append(_body(hand, kwargs))
    for hand, kwargs, _ in YAKUMAN_HITS.values():
        bodies.append(_body(hand, kwargs))
    for hand, kwargs in YAKUMAN_MISSES.values():
        bodies.append(_body(hand, kwargs))
    return bodies


def _body(hand: str, kwargs: dict[str, Any]) -> dict[str, Any]:
    kwargs = dict(kwargs)
    by = kwargs.pop("by", "discard")
    source = kwargs.pop("source", "W")
    seat = kwargs.pop("seat", "S")
    win: dict[str, Any] = {"by": by, **{k: v for k, v in kwargs.items() if k not in ("options", "info")}}
    if by == "discard":
        win["from"] = source
    return {
        "ruleset": "riichi-hana",
        "hand": hand,
        "seat_wind": seat,
        "round_wind": "E",
        "win": win,
        "options": kwargs.get("options") or {},
        "riichi": kwargs.get("info"),
    }


def test_gates_only_skip_rows_that_cannot_score(monkeypatch: pytest.MonkeyPatch) -> None:
    bodies = _bodies()
    gated = [score(body) for body in bodies]
    for name in ("_YAKU_PLAN", "_YAKUMAN_PLAN", "_FU_PLAN", "_HAN_PLAN"):
        monkeypatch.setattr(riichi_scoring, name, _open(getattr(riichi_scoring, name)))
    written_out = ("_YAKU_TALLY", "_FU_TALLY", "_YAKUMAN_MATCHING", "_HAN_HITS")  # the plans as functions
    for name, evaluator in zip(written_out, riichi_scoring.evaluators(), strict=True):
        monkeypatch.setattr(riichi_scoring, name, evaluator)
    open_ = [score(body) for body in bodies]
    differ = [(body["hand"], a, b) for body, a, b in zip(bodies, gated, open_, strict=True) if a != b]
    assert not differ, differ[:3]
    assert sum(1 for result in gated if result["won"]) > 4000


def test_sections_hold_every_row_once() -> None:
    assert [row.id for s in YAKU_SECTIONS for row in s.rows] == [row.id for row in YAKU]
    assert [row.id for s in YAKUMAN_SECTIONS for row in s.rows] == [row.id for row in YAKUMAN]
    ids = [row.id for s in (*YAKU_SECTIONS, *YAKUMAN_SECTIONS, *FU_SECTIONS, *HAN_SECTIONS) for row in s.rows]
    assert len(ids) == len(set(ids))
