"""`jongg.seat_hints.seat_hint`: a seat's hint from its own view: waits with their live counts (not in the hand, not
discarded, not in a meld, not a dora indicator), the standard bot's choice and why it differs from the best."""

from __future__ import annotations

from jongg.engine import Discard, SeatView, Table
from jongg.engine.state import SeatMeld
from jongg.notation import parse_tiles
from jongg.seat_hints import seat_hint, visible_elsewhere
from jongg.tiles import Tile


def T(code: str) -> Tile:
    return Tile.from_str(code)


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tiles(text))


def prepared(concealed: tuple[Tile, ...], ask: bool = False, **players: object) -> SeatView:
    """East's view of a real table with its hand, the other players' melds and discards replaced."""
    view = Table("dmjl-hk-easy", seed=1).snapshot(0)
    others = list(view.players)
    for key, value in players.items():
        seat, field = int(key[1]), key[3:]
        others[seat] = others[seat]._replace(**{field: value})
    legal = tuple(Discard(t) for t in sorted(set(concealed))) if ask else ()
    return view._replace(concealed=concealed, players=tuple(others), legal_actions=legal, phase="turn", last_draw=None)


def test_live_counts_leave_out_every_tile_the_seat_sees() -> None:
    hand = tiles("1112345678999m")[:13]  # nine gates: waits on every character
    view = prepared(
        hand,
        p1_discards=(T("2m"), T("5m"), T("3p")),
        p1_claimed=frozenset({1}),  # the 5m lies in the pung of seat 2 now
        p2_melds=(SeatMeld("pung", [T("5m"), T("5m"), T("5m")], from_seat=1),),
    )._replace(indicators=(T("8m"),))
    seen = visible_elsewhere(view)
    assert seen[T("2m")] == 1 and seen[T("5m")] == 3 and seen[T("8m")] == 1 and seen[T("3p")] == 1
    found = seat_hint(view, "dmjl-hk-easy")
    live = {str(w.tile): w.unseen for w in found.waits}
    assert found.shanten == 0 and found.advice is None  # not asked: no advice
    # 4 copies less the hand's own, the discard not claimed, the pung (its claimed discard counted once), the
    # indicator
    assert live == {"1m": 1, "2m": 2, "3m": 3, "4m": 3, "5m": 0, "6m": 3, "7m": 3, "8m": 2, "9m": 1}
    assert found.to_json()["waits"][1] == {"tile": "2m", "live": 2}


def test_the_bots_advice_and_why_it_avoids_a_dangerous_discard() -> None:
    # Seat 2 shows pungs of two dragons: the third dragon is dangerous play, yet it is the one discard that leaves
    # the hand ready.
    hand = (*tiles("123m456p789s11s"), T("7z"), T("8p"), T("9p"))
    view = prepared(
        hand,
        ask=True,
        p2_melds=(
            SeatMeld("pung", [T("5z")] * 3, from_seat=1),
            SeatMeld("pung", [T("6z")] * 3, from_seat=3),
        ),
    )
    found = seat_hint(view, "dmjl-hk-easy")
    assert found.best == (T("7z"),) and [str(w.tile) for w in found.waits] == ["7p"]
    assert found.advice is not None and found.advice.type == "discard" and found.advice != Discard(T("7z"))
    assert found.reason is not None and found.reason.key == "dangerous" and found.reason.tile == T("7z")
    assert found.reason.wind == view.players[2].wind
    assert found.to_json()["reason"] == {"key": "dangerous", "tile": "7z", "wind": view.players[2].wind, "fewer": 0}


def test_no_reason_when_the_bot_discards_the_best_tile() -> None:
    hand = (*tiles("123m456p789s11s"), T("7z"), T("8p"), T("9p"))
    found = seat_hint(prepared(hand, ask=True), "dmjl-hk-easy")
    assert found.advice == Discard(T("7z")) and found.best == (T("7z"),) and found.reason is None


def test_an_unreadable_hand_gives_no_shanten_never_an_error() -> None:
    found = seat_hint(prepared(tiles("12m")), "dmjl-hk-easy")
    assert found.shanten is None and found.waits == () and found.reason is None
