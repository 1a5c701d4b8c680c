"""The `random` bot: any legal action, uniformly; it never sees more than its view."""

from __future__ import annotations

import random

from jongg.engine import Action, MahJongg, SeatView


class RandomBot:
    """Uniform over the legal actions, with its own random stream (`seed`).

    With `takes_wins` (the default) it declares Mah-Jongg whenever the view offers it, so that random games end
    in wins as well as draws; without it, a win is just one more choice.
    """

    def __init__(self, seed: int = 0, takes_wins: bool = True) -> None:
        self._rng = random.Random(seed)
        self.takes_wins = takes_wins

    def act(self, view: SeatView) -> Action:
        actions = view.legal_actions
        if self.takes_wins:
            for action in actions:
                if isinstance(action, MahJongg):
                    return action
        return self._rng.choice(actions)
