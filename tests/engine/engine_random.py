"""Play tables with random legal actions, for the invariant tests."""

from __future__ import annotations

import random
from collections.abc import Callable

from jongg.bots import RandomBot
from jongg.engine import Table


def play(
    table: Table, rng: random.Random, after_step: Callable[[Table], None] | None = None, max_steps: int = 100_000
) -> int:
    """Step `table` to its end with four random bots seeded from `rng`; return the number of steps."""
    bots = [RandomBot(rng.randrange(1 << 30)) for _ in range(4)]
    steps = 0
    while not table.done:
        pending = table.pending()
        assert pending, "a table that is not done must ask some seat"
        table.step({seat: bots[seat].act(view) for seat, view in pending.items()})
        steps += 1
        if after_step is not None:
            after_step(table)
        assert steps < max_steps
    return steps
