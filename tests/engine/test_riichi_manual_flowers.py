"""Flowers declared by hand (`riichi-hana.md` "Flowers: the general rules"): a seat with auto-flower off is
offered `Bonus` for a flower it holds, may keep it through its first turn, and has a dead hand when it makes a
later discard while holding one or discards one (the engine does not offer a flower discard in the first turn,
so there is nothing to correct there)."""

from __future__ import annotations

from riichi_walls import RIICHI, build_wall

from jongg.engine import Bonus, Discard, MahJongg, Pass, Table
from jongg.tiles import Tile

T = Tile.from_str
OPTIONS = {"flowers": 4, "red_fives": 0}
SOUTH = 1


def table(live: str) -> Table:
    wall = build_wall((3, 4), flowers=4, red_fives=0, live=live.split(), rinshan=["9s", "9s", "9s", "9s"])
    return Table.from_wall(RIICHI, OPTIONS, wall=wall, dice=[3, 4], manual_bonus={SOUTH})


def until_turn(t: Table, seat: int) -> None:
    """Every other decision: pass a claim, discard the first plain tile."""
    while not (t.state.hand is not None and t.state.hand.phase == "turn" and t.state.hand.turn == seat):
        pending = t.pending()
        if t.state.hand is not None and t.state.hand.phase == "turn":
            (other,) = pending
            t.step({other: first_discard(t, other)})
        else:
            t.step({s: Pass() for s in pending})


def step(t: Table, seat: int, action: object) -> None:
    t.step({seat: action})  # type: ignore[dict-item]


def first_discard(t: Table, seat: int) -> Discard:
    return next(a for a in t.legal_actions(seat) if isinstance(a, Discard) and a.tile.kind < 34)


def south_dead(t: Table) -> bool:
    return bool(t.state_json()["hand"]["seats"][SOUTH]["dead"])


def to_south(t: Table) -> None:
    until_turn(t, SOUTH)


def test_manual_flower_is_offered_then_replaced_from_the_rinshan_stock() -> None:
    t = table("1m 2f")
    to_south(t)
    assert Bonus(T("2f")) in t.legal_actions(SOUTH)
    assert Discard(T("2f")) not in t.legal_actions(SOUTH)  # not in the first turn
    assert not any(isinstance(a, MahJongg) for a in t.legal_actions(SOUTH))
    t.step({SOUTH: Bonus(T("2f"))})
    bonus, draw = t.events[-2], t.events[-1]
    assert (bonus["type"], bonus["tile"]) == ("bonus", "2f")
    assert (draw["type"], draw["seat"], draw["source"], draw["tile"]) == ("draw", SOUTH, "bonus_replacement", "9s")
    assert not south_dead(t)


def test_flower_kept_through_the_first_turn_is_no_fault() -> None:
    t = table("1m 2f")
    to_south(t)
    step(t, SOUTH, first_discard(t, SOUTH))
    assert not south_dead(t)


def test_discard_after_the_first_while_holding_a_flower_makes_a_dead_hand() -> None:
    t = table("1m 2f 1p 1s 1z")
    to_south(t)
    step(t, SOUTH, first_discard(t, SOUTH))
    until_turn(t, SOUTH)
    assert Discard(T("2f")) in t.legal_actions(SOUTH)  # after the first turn a flower may be discarded
    t.step({SOUTH: next(a for a in t.legal_actions(SOUTH) if isinstance(a, Discard) and a.tile != T("2f"))})
    assert south_dead(t)


def test_discarding_a_flower_makes_a_dead_hand() -> None:
    t = table("1m 2f 1p 1s 1z")
    to_south(t)
    step(t, SOUTH, first_discard(t, SOUTH))
    until_turn(t, SOUTH)
    t.step({SOUTH: Discard(T("2f"))})
    assert south_dead(t)


def test_auto_flower_seats_never_hold_a_flower() -> None:
    t = table("1m 1p 2f")  # West (auto) draws 2f
    to_south(t)
    step(t, SOUTH, first_discard(t, SOUTH))
    until_turn(t, 2)
    assert [e["tile"] for e in t.events if e["type"] == "bonus"] == ["2f"]
    assert not any(isinstance(a, Bonus) for a in t.legal_actions(2))


def test_a_discarded_flower_is_nobodys_to_claim() -> None:
    """Regression: a claim window on a discarded flower asked the other seats whether the flower completed their
    hands (an IndexError). Four manual seats with random legal actions play a whole match with 8 flowers."""
    from jongg.bots import RandomBot

    t = Table("riichi-hana", {"flowers": 8}, seed=1, manual_bonus=(0, 1, 2, 3))
    bots = [RandomBot(s) for s in range(4)]
    while not t.done:
        t.step({s: bots[s].act(v) for s, v in t.pending().items()})
    assert any(e["type"] == "discard" and e["tile"][-1] in "fg" for e in t.events)
