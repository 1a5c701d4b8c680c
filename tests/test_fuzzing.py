"""How the seeded match searches are split between `make test` and `make searches` (`fuzzing.py`): between them
every seed of a search is played once, the quick part is the first `QUICK` seeds, and a misspelt part is refused."""

from __future__ import annotations

import pytest
from fuzzing import BLOCK, QUICK, blocks, match_seeds, scale, search_part

pytestmark = pytest.mark.skipif(scale() > 1.0, reason="under `fuzz` every block runs, whatever JONGG_SEARCH says")


def seeds_of(count: int, part: str, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    monkeypatch.setenv("JONGG_SEARCH", part)
    return [seed for block in blocks(count) for seed in match_seeds(count, block)]


@pytest.mark.parametrize("count", [1, 2, QUICK - 1, QUICK, QUICK + 1, 500, 523])
def test_quick_and_rest_play_every_seed_once(count: int, monkeypatch: pytest.MonkeyPatch) -> None:
    quick, rest = seeds_of(count, "quick", monkeypatch), seeds_of(count, "rest", monkeypatch)
    assert sorted(quick + rest) == list(range(count))
    assert quick == list(range(min(count, QUICK)))


def test_unset_is_the_quick_part(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JONGG_SEARCH", raising=False)
    assert search_part() == "quick"
    assert blocks(500) == list(range(QUICK // BLOCK))


@pytest.mark.parametrize("value", ["", "Rest", "all", "rest "])
def test_a_misspelt_part_is_refused(value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JONGG_SEARCH", value)
    with pytest.raises(pytest.UsageError, match="JONGG_SEARCH"):
        blocks(500)
