"""Play tables with random legal actions, for the invariant tests and the benchmark."""

from __future__ import annotations

import random
from collections.abc import Callable

from jongg.engine import Action, MahJongg, Table


def play(table: Table, rng: random.Random, after_step: Callable[[Table], None] | None = None,
         max_steps: int = 100_000) -> int:
    """Step `table` to its end with uniformly random legal actions; return the number of steps."""
    steps = 0
    while not table.done:
        pending = table.pending()
        assert pending, "a table that is not done must ask some seat"
        table.step({seat: choose(view.legal_actions, rng) for seat, view in pending.items()})
        steps += 1
        if after_step is not None:
            after_step(table)
        assert steps < max_steps
    return steps


def choose(actions: tuple[Action, ...] | list[Action], rng: random.Random) -> Action:
    """Mah-Jongg whenever it is offered (so that hands are won), otherwise any legal action."""
    for action in actions:
        if isinstance(action, MahJongg):
            return action
    return rng.choice(actions)
