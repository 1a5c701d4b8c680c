"""Careless players at a strict table (`penalties.md`): random legal play and, now and then, each mistake the
table lets a person make: a listed strict action (a false Mah-Jongg call, an exposed hand, a discarded bonus
tile), a discard named as another tile (Classical), a claim of tiles that may form no set. Shared by the strict
scenarios, the invariant searches and the mjai export of penalties."""

from __future__ import annotations

import random
from collections.abc import Callable

from jongg.engine import Action, Discard, Kong, NamedDiscard, Pung, SeatView, Table
from jongg.tiles import KIND_MASK, NUM_KINDS, Tile


def careless_action(table: Table, seat: int, view: SeatView, rng: random.Random) -> Action:
    """A random legal action, or now and then a mistake the table accepts."""
    extra = list(view.strict_actions) if rng.random() < 0.05 else []
    action = rng.choice([*view.legal_actions, *extra])
    if isinstance(action, Discard) and view.names_discards and rng.random() < 0.2:
        named = Tile(rng.choice([k for k in range(NUM_KINDS) if k != action.tile & KIND_MASK]))
        return NamedDiscard(action.tile, named)
    if view.lays_any_set and view.last_discard and len(view.concealed) > 1 and rng.random() < 0.03:
        tile = view.last_discard[1]
        same = [t for t in view.concealed if t & KIND_MASK == tile & KIND_MASK]
        for claim in (  # a wrongly formed pung, a pung of four (short), a kong of three (long)
            Pung(tile, tuple(rng.sample(view.concealed, 2))),
            *((Pung(tile, tuple(same)),) if len(same) == 3 else ()),
            *((Kong(tile, tuple(same)),) if len(same) == 2 else ()),
        ):
            if table.may_make(seat, claim) and rng.random() < 0.5:
                return claim
    return action


def careless_match(ruleset: str, seed: int, each_step: Callable[[Table], None] | None = None) -> Table:
    """A whole strict match of four careless players; `each_step` is called after every step."""
    table = Table(ruleset, {"strict": True}, seed=seed)
    rng = random.Random(seed)
    while not table.done:
        table.step({seat: careless_action(table, seat, view, rng) for seat, view in table.pending().items()})
        if each_step is not None:
            each_step(table)
    return table
