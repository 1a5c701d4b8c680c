"""Helpers to drive a prepared `riichi-hana` table through a scenario (the generic ones come from table_driver).

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North; turn order 0 -> 1 -> 2 -> 3. Without calls the k-th live
draw (k = 0: the dealer's first draw) goes to seat k % 4.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from riichi_walls import RIICHI, build_wall, tiles
from table_driver import (
    TS,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    Pass,
    Pung,
    T,
    answer,
    asked,
    claim_types,
    discard,
    do,
    events,
    has,
    is_claim_window,
    last_event,
    net,
    pick,
    result,
    rules,
    throw,
    tsumogiri_until,
    turn_seat,
)

from jongg.engine import Table

try:  # the Riichi actions land with the engine; until then only the tests that use them fail
    from jongg.engine.actions import Bonus, NineTerminals, Riichi
except ImportError:  # pragma: no cover
    Bonus = NineTerminals = Riichi = None  # type: ignore[assignment,misc]

DICE = (3, 4)
PLAIN = {"flowers": 0, "red_fives": 0}
"""The options of the base-flow tests: 136 tiles, no red fives (every five is a plain five)."""


def riichi_table(
    *,
    hands: Mapping[int, str] | Sequence[str] = (),
    live: str | Sequence[str] = (),
    tail: str | Sequence[str] = (),
    rinshan: str | Sequence[str] = (),
    dora: str | Sequence[str] = (),
    ura: str | Sequence[str] = (),
    options: Mapping[str, Any] | None = None,
    dice: Sequence[int] = DICE,
    dealer: int = 0,
    scores: Sequence[int] | None = None,
    round: int = 0,
    honba: int = 0,
    sticks: int = 0,
    manual_bonus: Sequence[int] = (),
) -> Table:
    """A one-hand table from a prepared wall (`riichi_walls.build_wall`); options default to `PLAIN`."""
    opts = dict(PLAIN if options is None else options)
    # riichi-hana.md Options: flowers 8 and red_fives 3 by default; Variation 2 sets 4 flowers and no red fives
    # unless those options are given.
    variation_2 = opts.get("variation") == 2
    flowers = opts.get("flowers", 4 if variation_2 else 8)
    red = opts.get("red_fives", 0 if variation_2 else 3)
    wall = build_wall(
        dice,
        flowers=flowers,
        red_fives=red,
        dealer=dealer,
        hands=hands,
        live=live,
        tail=tail,
        rinshan=rinshan,
        dora=dora,
        ura=ura,
    )
    extra: dict[str, Any] = {}
    if round:
        extra["round"] = round
    if honba:
        extra["honba"] = honba
    if sticks:
        extra["sticks"] = sticks
    if manual_bonus:
        extra["manual_bonus"] = list(manual_bonus)
    return Table.from_wall(RIICHI, opts, wall=wall, dice=list(dice), dealer=dealer, scores=scores, **extra)


def riichi(t: Table, seat: int, tile: str, claims: Mapping[int, Any] | None = None) -> None:
    """`seat` declares riichi discarding `tile`; the claim window is answered (`claims`, the rest pass)."""
    assert Riichi is not None, "the engine has no Riichi action yet"
    do(t, seat, Riichi(T(tile)))
    if not t.done and (claims or any(is_claim_window(t, s) for s in t.pending())):
        answer(t, claims)


def can_riichi(t: Table, seat: int) -> set[str]:
    """The tiles `seat` may discard with a riichi declaration now."""
    return {str(a.tile) for a in t.legal_actions(seat) if Riichi is not None and isinstance(a, Riichi)}


def tsumo(t: Table, seat: int) -> None:
    """`seat` wins on his own draw."""
    view = t.snapshot(seat)
    assert view.last_draw is not None, f"seat {seat} has no drawn tile"
    do(t, seat, MahJongg(view.last_draw))


def ron(tile: str) -> MahJongg:
    return MahJongg(T(tile))


def tsumogiri(t: Table, seat: int, claims: Mapping[int, Any] | None = None) -> str:
    """`seat` discards the tile he just drew; returns it."""
    view = t.snapshot(seat)
    assert view.last_draw is not None, f"seat {seat} has no drawn tile"
    tile = str(view.last_draw)
    discard(t, seat, tile, claims)
    return tile


def go_around(t: Table, n: int = 4) -> None:
    """`n` turns in which the player to move discards his drawn tile and every claim is passed."""
    for _ in range(n):
        tsumogiri(t, turn_seat(t))


TERMINALS_HONOURS = tuple([f"{n}{s}" for s in "mps" for n in (1, 9)] + [f"{n}z" for n in range(1, 8)])
SIMPLES = tuple(f"{n}{s}" for s in "mps" for n in range(2, 9))


def nagashi_live(seat: int, hand: str, exclude: str = "") -> list[str]:
    """The live draws k = 0 .. 68: `seat` draws only terminals and honours (two of each kind, none of
    `exclude`), the others only simples (those that `hand`, the seat's dealt tiles, leaves)."""
    used = Counter(tiles(hand))
    banned = set(tiles(exclude))
    th = [t for n in range(2) for t in TERMINALS_HONOURS if t not in banned and used[t] + n < 4]
    simples = [t for n in range(4) for t in SIMPLES if used[t] + n < 4]
    return [th.pop(0) if k % 4 == seat else simples.pop(0) for k in range(69)]


PAO_SOUTH = "5z5z 6z6z 7z7z 34m 99s 1p 9p 1s"


def pao_table(*, live_after: str, hands: Mapping[int, str] | None = None, **kw: Any) -> Table:
    """South pons 5z from East, 6z from West and the third dragon 7z from North (who is liable for
    daisangen), discarding 1p, 9p, 1s: he is left with 34m 99s (waits 2m / 5m, neither discarded). West is to
    draw next (the live tile after 5z 6z 1s 7z is the first of `live_after`)."""
    t = riichi_table(hands={1: PAO_SOUTH, **(hands or {})}, live=f"5z 6z 1s 7z {live_after}", dora="1z", **kw)
    throw(t, 0, "5z")
    answer(t, {1: pick(t, 1, Pung, "5z")})
    discard(t, 1, "1p")
    throw(t, 2, "6z")
    answer(t, {1: pick(t, 1, Pung, "6z")})
    discard(t, 1, "9p")
    tsumogiri(t, 2)  # 1s; after the pon from West, West draws again
    throw(t, 3, "7z")
    answer(t, {1: pick(t, 1, Pung, "7z")})
    discard(t, 1, "1s")
    return t


def four_kans_table(*, south_discard_wait: bool = True) -> Table:
    """East declares three concealed kans on his first turn (1111m 2222p 3333s; replacements 7z 7z 7z) and
    discards 5z; South then declares the fourth (4444m; replacement 8p) and must discard. West (56p 567m 789m
    456s 77s) waits on 4p / 7p with pinfu; South holds 7p and 9s. Indicators D1..D5: 2z 2z 2z 3z 3z."""
    east = "1111m 2222p 3333s 5z"
    south = "4444m 7s8s9s 7p 9p 9s 6z6z 1p"
    west = "5p6p 567m 789m 456s 77s"
    t = riichi_table(hands={0: east, 1: south, 2: west}, live="6z 8s", rinshan="7z 7z 7z 8p", dora="2z 2z 2z 3z 3z")
    for kan in ("1111m", "2222p", "3333s"):
        do(t, 0, pick(t, 0, ConcealedKong, consumed=kan))
    discard(t, 0, "5z")
    do(t, 1, pick(t, 1, ConcealedKong, consumed="4444m"))
    return t


def hand_end(t: Table) -> dict[str, Any]:
    assert t.done, "the hand has not ended"
    return last_event(t, "hand_end")


def scores(t: Table) -> list[int]:
    return list(hand_end(t)["scores"])


def draws(t: Table, since: int = 0) -> list[tuple[int, str, str]]:
    """(seat, tile, source) of every draw event after `since`."""
    return [(e["seat"], e["tile"], e["source"]) for e in events(t, "draw", since=since)]


def indicators(t: Table) -> list[str]:
    return [e["indicator"] for e in events(t, "dora")]


def mahjonggs(t: Table) -> list[tuple[int, Any, str, str]]:
    return [(e["seat"], e["from"], e["tile"], e["how"]) for e in events(t, "mahjongg")]


def legal_kinds(t: Table, seat: int) -> set[str]:
    return {type(a).__name__ for a in t.legal_actions(seat)}


def discard_tiles(t: Table, seat: int) -> set[str]:
    """The tiles `seat` may discard now (plain discards, not riichi)."""
    return {str(a.tile) for a in t.legal_actions(seat) if isinstance(a, Discard)}


__all__ = [
    "DICE",
    "PAO_SOUTH",
    "PLAIN",
    "SIMPLES",
    "TERMINALS_HONOURS",
    "TS",
    "AddedKong",
    "Bonus",
    "Chow",
    "ConcealedKong",
    "Discard",
    "Kong",
    "MahJongg",
    "NineTerminals",
    "Pass",
    "Pung",
    "Riichi",
    "T",
    "answer",
    "asked",
    "can_riichi",
    "claim_types",
    "discard",
    "discard_tiles",
    "do",
    "draws",
    "events",
    "four_kans_table",
    "go_around",
    "hand_end",
    "has",
    "indicators",
    "is_claim_window",
    "last_event",
    "legal_kinds",
    "mahjonggs",
    "nagashi_live",
    "net",
    "pao_table",
    "pick",
    "result",
    "riichi",
    "riichi_table",
    "rules",
    "scores",
    "throw",
    "tiles",
    "tsumo",
    "tsumogiri",
    "tsumogiri_until",
    "turn_seat",
]
