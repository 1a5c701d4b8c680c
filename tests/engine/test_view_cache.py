"""The seat views keep each player's public part until an event may change it (`TableState.player_views`): at
every decision of many matches, of every rule set and with bots that claim, kong, rob and declare riichi, the
views equal views built from nothing."""

from __future__ import annotations

import pytest

from jongg.bots import RandomBot, StandardBot
from jongg.engine import Table
from jongg.engine.view import SeatView

CASES = [
    ("dmjl-classical", {}),
    ("dmjl-hk-easy", {"dangerous_play": True}),
    ("riichi-hana", {}),
    ("riichi-hana", {"flowers": 0}),
]


def fresh_view(table: Table, seat: int | None) -> SeatView:
    table.state.player_views[:] = [None] * 4
    return table.snapshot(seat)


@pytest.mark.parametrize(("ruleset", "options"), CASES)
def test_kept_views_equal_fresh_ones(ruleset: str, options: dict[str, object]) -> None:
    compared = 0
    for seed in range(6):
        table = Table(ruleset, options, seed=seed)
        bots = [StandardBot(ruleset, seed * 4 + n, options=options) if n % 2 else RandomBot(n) for n in range(4)]
        while not table.done:
            pending = table.pending()
            kept = {seat: pending[seat] if seat in pending else table.snapshot(seat) for seat in (0, 1, 2, 3, None)}
            for seat, view in kept.items():
                assert view == fresh_view(table, seat)
                compared += 1
            table.step({s: bots[s].act(view) for s, view in pending.items()})
    assert compared > 1000


@pytest.mark.parametrize("ruleset", ["dmjl-hk-easy", "riichi-hana"])
def test_views_are_built_with_every_field(ruleset: str) -> None:
    """The views are made from their fields in order (`_make_view`), so a field added to the class must be
    added there too: every field is present and the JSON form names them all."""
    view = Table(ruleset, seed=1).snapshot(0)
    assert len(view) == len(SeatView._fields)
    assert all(len(player) == len(type(player)._fields) for player in view.players)
    assert set(view.to_json()) == set(SeatView._fields)
