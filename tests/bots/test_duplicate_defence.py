"""`benchmarks/duplicate_defence.py` (dangerous play on prepared deals) works: the prepared deals hold what the
scenario says, and the script prints its table for a few deals (no figure is asserted)."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from jongg.engine import Table
from jongg.tiles import DRAGONS, WINDS, Tile

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "duplicate_defence.py"


@pytest.fixture(scope="module")
def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("duplicate_defence", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def dealt(ruleset: str, deal: object) -> list[Counter[int]]:
    table = Table.from_wall(
        ruleset,
        {},
        wall=deal.wall,  # type: ignore[attr-defined]
        dice=deal.dice,  # type: ignore[attr-defined]
        dealer=deal.dealer,  # type: ignore[attr-defined]
    )
    event = next(e for e in table.events if e["type"] == "deal")
    return [Counter(Tile.from_str(t).kind for t in tiles) for tiles in event["tiles"]]


@pytest.mark.parametrize("ruleset", ["dmjl-classical", "dmjl-hk-easy"])
@pytest.mark.parametrize("scenario", ["dragons", "winds", "suit"])
def test_prepared_deal_deals_the_scenario(script: ModuleType, ruleset: str, scenario: str) -> None:
    for number in range(4):
        deal = script.prepare(ruleset, {}, 5, number, scenario)
        hands = dealt(ruleset, deal)
        threat = hands[deal.threat]
        others = [hands[s] for s in range(4) if s != deal.threat]
        kinds = list(deal.paired)
        if scenario == "suit":
            assert len(kinds) == 4 and len({k // 9 for k in kinds}) == 1
        else:
            assert kinds == sorted(DRAGONS if scenario == "dragons" else WINDS)
        assert all(threat[k] >= 2 for k in kinds)
        # every other copy of the scenario's kinds is in the others' hands, none of them twice in one hand
        for kind in kinds:
            held = [hand[kind] for hand in others]
            assert sum(held) == 4 - threat[kind]
            if scenario != "suit":
                assert max(held) <= 1
        assert deal.dealer == number % 4


def test_prepared_deals_are_seeded(script: ModuleType) -> None:
    one = script.prepare("dmjl-hk-easy", {"dangerous_play": True}, 3, 7, "dragons")
    two = script.prepare("dmjl-hk-easy", {"dangerous_play": True}, 3, 7, "dragons")
    other = script.prepare("dmjl-hk-easy", {"dangerous_play": True}, 4, 7, "dragons")
    assert one == two
    assert one.wall != other.wall


def test_script_prints_its_table(script: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    assert script.main(["--deals", "3", "--workers", "1", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    for ruleset in ("dmjl-classical", "dmjl-hk-easy"):
        rows = [line.split() for line in out.splitlines() if line.startswith(ruleset)]
        assert [row[1] for row in rows] == ["dragons", "winds", "suit", "all"]
        assert all(row[3] == "4" for row in rows[:3]) and rows[3][3] == "12"  # hands: a deal in 4 rotations
