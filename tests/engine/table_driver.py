"""Small helpers to drive a prepared table through a scenario with explicit actions."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from walls import CLASSICAL, HK_EASY, build_wall

from jongg.engine import (
    Action,
    AddedKong,
    Bonus,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    Pass,
    Pung,
    Table,
)
from jongg.tiles import Tile

CLASSICAL_DICE = (3, 4, 2, 5)  # West breaks; break stack 49
HKE_DICE = (3, 4)  # West breaks; break stack 42


def T(text: str) -> Tile:
    return Tile.from_str(text)


def TS(text: str) -> tuple[Tile, ...]:
    """ "55p" -> (5p, 5p)."""
    from walls import tiles

    return tuple(T(t) for t in tiles(text))


def make_table(
    ruleset: str,
    *,
    hands: Sequence[str],
    live: str | Sequence[str] = (),
    dead: str | Sequence[str] = (),
    tail: str | Sequence[str] = (),
    dice: Sequence[int] | None = None,
    options: Mapping[str, Any] | None = None,
    keep_dealt_kongs: bool = True,
    manual_bonus: Collection[int] = (),
    streak: int = 0,
) -> Table:
    """A one-hand table from a prepared wall. HKE asks about dealt concealed kongs before play; with
    `keep_dealt_kongs` every such question is answered with a pass, so play starts at East's discard.
    `manual_bonus`: the seats that expose their bonus tiles themselves; `streak`: East's wins in a row before."""
    if dice is None:
        dice = CLASSICAL_DICE if ruleset == CLASSICAL else HKE_DICE
    if options is None:
        options = {"min_points": 0} if ruleset == CLASSICAL else {}
    wall = build_wall(ruleset, dice, hands=hands, live=live, dead=dead, tail=tail)
    extra: dict[str, Any] = {"manual_bonus": manual_bonus} if manual_bonus else {}
    if streak:
        extra["streak"] = streak
    t = Table.from_wall(ruleset, dict(options), wall=wall, dice=list(dice), dealer=0, **extra)
    while keep_dealt_kongs and not t.done and any(v.phase == "before_play" for v in t.pending().values()):
        t.step({seat: Pass() for seat, v in t.pending().items() if v.phase == "before_play"})
    return t


def classical(**kw: Any) -> Table:
    return make_table(CLASSICAL, **kw)


def hk_easy(**kw: Any) -> Table:
    return make_table(HK_EASY, **kw)


def events(t: Table, *types: str, since: int = 0) -> list[dict[str, Any]]:
    return [e for e in t.events[since:] if not types or e["type"] in types]


def last_event(t: Table, etype: str) -> dict[str, Any]:
    found = events(t, etype)
    assert found, f"no {etype} event"
    return found[-1]


def flow(t: Table, since: int = 0) -> list[tuple[Any, ...]]:
    """The play events after `since` in a compact form: (type, seat, tile) or (type, seat, tile, source)."""
    out: list[tuple[Any, ...]] = []
    for e in t.events[since:]:
        kind = e["type"]
        if kind == "draw":
            out.append(("draw", e["seat"], e["tile"], e["source"]))
        elif kind in ("discard", "bonus", "added_kong", "original_call"):
            out.append((kind, e["seat"], e["tile"]))
        elif kind in ("chow", "pung", "kong", "mahjongg"):
            out.append((kind, e["seat"], e["tile"], e["from"]))
        elif kind == "concealed_kong":
            out.append((kind, e["seat"], e["tiles"][0]))
        elif kind in ("exhaustive_draw", "no_claim", "play_start", "hand_end", "before_play", "keep_kongs"):
            out.append((kind,))
    return out


def pick(t: Table, seat: int, cls: type, tile: str | None = None, consumed: str | None = None) -> Action:
    """The legal action of `seat` of that type (and tile / consumed tiles, when given)."""
    found = [
        a
        for a in t.legal_actions(seat)
        if isinstance(a, cls)
        and (tile is None or getattr(a, "tile", None) == T(tile))
        and (consumed is None or tuple(sorted(a.consumed)) == tuple(sorted(TS(consumed))))
    ]
    assert found, f"seat {seat}: no legal {cls.__name__} {tile or ''}; legal: {t.legal_actions(seat)}"
    return found[0]


def has(t: Table, seat: int, cls: type, tile: str | None = None) -> bool:
    return any(
        isinstance(a, cls) and (tile is None or getattr(a, "tile", None) == T(tile)) for a in t.legal_actions(seat)
    )


def claim_types(t: Table, seat: int) -> set[str]:
    return {type(a).__name__ for a in t.legal_actions(seat)} - {"Pass"}


def do(t: Table, seat: int, action: Action) -> None:
    assert seat in t.pending(), f"seat {seat} is not pending: {sorted(t.pending())}"
    t.step({seat: action})


def answer(t: Table, answers: Mapping[int, Action] | None = None) -> None:
    """Answer an open claim window: the given seats act, every other asked seat passes."""
    answers = dict(answers or {})
    pending = {seat: v for seat, v in t.pending().items() if v.phase == "window"}
    for seat in answers:
        assert seat in pending, f"seat {seat} was not asked; asked: {sorted(pending)}"
    if pending:
        t.step({seat: answers.get(seat, Pass()) for seat in pending})


def throw(t: Table, seat: int, tile: str) -> None:
    """`seat` discards `tile` and the claim window stays open."""
    do(t, seat, Discard(T(tile)))


def discard(t: Table, seat: int, tile: str, claims: Mapping[int, Action] | None = None) -> None:
    """`seat` discards `tile`; then the claim window (if any) is answered: `claims`, everyone else passes."""
    do(t, seat, Discard(T(tile)))
    if t.done:
        return
    pending = t.pending()
    if claims or any(is_claim_window(t, s) for s in pending):
        answer(t, claims)


def asked(t: Table) -> set[int]:
    """The seats asked in the open claim window (empty when none is open)."""
    return {seat for seat, v in t.pending().items() if v.phase == "window"}


def is_claim_window(t: Table, seat: int) -> bool:
    return t.snapshot(seat).phase == "window"


def turn_seat(t: Table) -> int:
    """The seat that must discard now (exactly one pending seat, outside claim windows)."""
    pending = t.pending()
    assert len(pending) == 1, f"expected one seat to move, got {sorted(pending)}"
    (seat,) = pending
    assert not is_claim_window(t, seat), f"seat {seat} is in a claim window"
    return seat


def tsumogiri_until(t: Table, live_left: int) -> None:
    """Every player discards the tile he just drew and every claim is passed, until the live wall has
    `live_left` tiles left and the player to move has drawn."""
    for _ in range(200):
        pending = t.pending()
        if t.done:
            raise AssertionError("hand ended early")
        seat = next(iter(pending))
        if len(pending) > 1 or is_claim_window(t, seat):
            answer(t)
            continue
        view = t.snapshot(seat)
        if view.live_wall <= live_left:
            return
        tile = view.last_draw
        assert tile is not None
        do(t, seat, Discard(tile))
    raise AssertionError("did not reach the wall count")


def result(t: Table, seat: int) -> dict[str, Any]:
    return last_event(t, "hand_end")["results"][str(seat)]


def rules(t: Table, seat: int) -> set[str]:
    return {item["rule"] for item in result(t, seat)["items"]}


def net(t: Table) -> list[int]:
    return list(last_event(t, "hand_end")["net"])


__all__ = [
    "CLASSICAL",
    "CLASSICAL_DICE",
    "HKE_DICE",
    "HK_EASY",
    "TS",
    "AddedKong",
    "Bonus",
    "Chow",
    "ConcealedKong",
    "Discard",
    "Kong",
    "MahJongg",
    "Pass",
    "Pung",
    "T",
    "answer",
    "asked",
    "claim_types",
    "classical",
    "discard",
    "do",
    "events",
    "flow",
    "has",
    "hk_easy",
    "is_claim_window",
    "last_event",
    "make_table",
    "net",
    "pick",
    "result",
    "rules",
    "throw",
    "tsumogiri_until",
    "turn_seat",
]
