"""How far the random tests search, after the Hypothesis profile that `conftest.py` loaded.

`check` (`make test`): Hypothesis' 100 examples, so `examples(n)` is `n` and the match searches play their seeds
from 0. `fuzz` (`make fuzz`): 1,000 examples, so `examples(n)` is `10 * n`, and the match searches play ten times
as many seeds from `JONGG_FUZZ_SEED` (conftest picks one at random and names it in the header and the summary).

The match searches come in blocks of `BLOCK` seeds, one test each, so that pytest-xdist spreads them. Under `check`
a search plays the blocks of its first `QUICK` seeds, and with `JONGG_SEARCH=rest` (`make searches`) the blocks
after them, so that `make test` stays quick while CI, which runs both, still plays every seed before a change lands.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

BASE_EXAMPLES = 100
"""`max_examples` of the `check` profile (Hypothesis' default), against which the loaded profile is scaled."""
BLOCK = 50
"""Seeds per test of a match search."""
QUICK = 150
"""Seeds of each match search that `make test` plays (of 500): all 500 were nearly half of the suite's time."""


def scale() -> float:
    """1 under `check`, 10 under `fuzz`."""
    return max(1.0, settings.default.max_examples / BASE_EXAMPLES)


def examples(n: int, *, check: int | None = None) -> int:
    """`max_examples` for a test that sets its own: `n` under `check`, scaled under `fuzz`.

    `check=m`: `m` under `check` (`make test`), while `fuzz` still runs the scaled `n`. For a test whose examples
    are slow and whose `@example`s and first `m` derandomized draws already reach every kind of input it checks
    (the test says which); the long search stays with `make fuzz`."""
    if check is not None and scale() == 1.0:
        return check
    return round(n * scale())


def matches(n: int) -> int:
    """How many seeds a match search plays that plays `n` under `check`."""
    return round(n * scale())


def blocks(count: int) -> list[int]:
    """The block numbers of a search over `count` seeds (the last block may be short): under `check` those of the
    first `QUICK` seeds, or with `JONGG_SEARCH=rest` the others; under `fuzz` all."""
    every = range(-(-count // BLOCK))
    if scale() > 1.0:
        return list(every)
    rest = search_part() == "rest"
    return [n for n in every if (n * BLOCK >= QUICK) == rest]


def search_part() -> str:
    """Which seeds of the match searches a `check` run plays, by `JONGG_SEARCH`: "quick" (unset: `make test`) or
    "rest" (`make searches`). Any other value is refused: a misspelt CI step would else pass by playing the quick
    seeds again."""
    part = os.environ.get("JONGG_SEARCH", "quick")
    if part not in ("quick", "rest"):
        raise pytest.UsageError(f'JONGG_SEARCH is "quick" or "rest", not {part!r}')
    return part


def first_seed() -> int:
    """0, or `JONGG_FUZZ_SEED` (set by `make fuzz`, or by hand to repeat a search)."""
    return int(os.environ.get("JONGG_FUZZ_SEED", "0"))


def match_seeds(count: int, block: int) -> range:
    """The seeds of one block of a search over `count` seeds."""
    start = first_seed() + block * BLOCK
    return range(start, min(start + BLOCK, first_seed() + count))
