"""The legal actions of a seat, from the state and the rule set's flow (`engine.md`, Actions).

A seat is offered Mah-Jongg only with a hand that wins under the rule set (its forms, its minimum), so an
assisted table never has a false Mah-Jongg to penalise.
"""

from __future__ import annotations

from jongg.analysis import Forms, is_complete_counts, shanten_of_counts, waits
from jongg.engine import hands
from jongg.engine.actions import (
    PASS,
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Kong,
    MahJongg,
    OriginalCall,
    Pung,
    discard_of,
)
from jongg.engine.state import BEFORE_PLAY, TURN, WINDOW, SeatState, TableState
from jongg.hand import Hand, Meld
from jongg.tiles import KIND_MASK, Tile


def complete(seat: SeatState, extra: Tile | None, forms: int) -> bool:
    counts = seat.counts[:34]
    if extra is not None:
        counts[extra & KIND_MASK] += 1
    return is_complete_counts(counts, len(seat.melds), forms)


def ready_without(seat: SeatState, tile: Tile, forms: int) -> bool:
    """Whether the hand waits on something after discarding `tile` (an original call needs it).

    The shanten table answers most tiles at once; only a hand one tile short of complete is checked for real
    waits (a kind whose four copies the player holds is no wait).
    """
    counts = seat.counts[:34]
    counts[tile & KIND_MASK] -= 1
    if shanten_of_counts(counts, len(seat.melds), forms) != 0:
        return False
    rest = list(seat.concealed)
    rest.remove(tile)
    hand = Hand(rest, [Meld.of(m.tiles, concealed=m.concealed) for m in seat.melds])
    return bool(waits(hand, forms))


def actions(state: TableState, seat: int) -> list[Action]:
    """Every legal action of `seat` now (empty when the seat is not asked)."""
    hand = state.hand
    if hand is None or state.done:
        return []
    if hand.phase == TURN and seat == hand.turn:
        return turn_actions(state, seat)
    if (
        hand.phase == WINDOW
        and hand.window is not None
        and seat in hand.window.asked
        and seat not in hand.window.answers
    ):
        return hand.window.asked[seat]
    if hand.phase == BEFORE_PLAY and hand.asking and hand.before_play == seat:
        return [*kong_actions(hand.seats[seat], before_play=True), PASS]
    return []


def turn_actions(state: TableState, seat: int) -> list[Action]:
    hand = state.hand
    assert hand is not None
    me = hand.seats[seat]
    out: list[Action] = []
    if not hand.claimed_turn:
        win = hand.last_draw
        if win is not None and complete(me, None, state.ruleset.forms):
            result = hands.score(state, hands.request(state, seat, hands.self_draw_win(state, seat), win, True))
            if result.won:
                out.append(MahJongg(win))
        if not hand.last_tile and not me.called:
            out += kong_actions(me, before_play=False)
    distinct = sorted(set(me.concealed))
    if me.called:
        assert hand.last_draw is not None
        out.append(discard_of(hand.last_draw))
        return out
    out += [discard_of(t) for t in distinct]
    if state.flow.original_call and not me.discarded:
        out += [OriginalCall(t) for t in distinct if ready_without(me, t, state.ruleset.forms)]
    return out


def kong_actions(me: SeatState, before_play: bool) -> list[Action]:
    """Concealed kongs of four held tiles, and (in play) added kongs on own exposed pungs."""
    out: list[Action] = []
    counts = me.counts
    if 4 in counts:
        for kind, n in enumerate(counts):
            if n == 4 and not (before_play and kind in me.declined_kongs):
                out.append(ConcealedKong(tuple(t for t in me.concealed if t & KIND_MASK == kind)))
    if not before_play:
        for meld in me.melds:
            if meld.kind == "pung" and counts[meld.tiles[0] & KIND_MASK]:
                out.append(AddedKong(next(t for t in me.concealed if t & KIND_MASK == meld.tiles[0] & KIND_MASK)))
    return out


def discard_claims(state: TableState, seat: int, tile: Tile, discarder: int) -> list[Action]:
    """What `seat` may do with another player's discard: Mah-Jongg, pung, kong, chow (next player), or pass."""
    hand = state.hand
    assert hand is not None
    me = hand.seats[seat]
    out: list[Action] = []
    if can_win_with(state, seat, tile, robbing=False):
        out.append(MahJongg(tile))
    if me.called or hand.last_tile:
        return [*out, PASS] if out else []
    kind = tile & KIND_MASK
    same = [t for t in me.concealed if t & KIND_MASK == kind] if me.counts[kind] >= 2 else []
    if len(same) >= 2:
        out.append(Pung(tile, tuple(same[:2])))
    if len(same) >= 3:
        out.append(Kong(tile, tuple(same[:3])))
    if seat == (discarder + 1) % 4 and kind < 27:
        out += chows(me, tile)
    return [*out, PASS] if out else []


def chows(me: SeatState, tile: Tile) -> list[Action]:
    kind = tile & KIND_MASK
    number = kind % 9
    out: list[Action] = []
    counts = me.counts
    for low in (kind - 2, kind - 1, kind):
        if low < kind - number or low + 2 > kind - number + 8:
            continue
        need = [k for k in (low, low + 1, low + 2) if k != kind]
        if counts[need[0]] and counts[need[1]]:
            picked = tuple(next(t for t in me.concealed if t & KIND_MASK == k) for k in need)
            out.append(Chow(tile, picked))
    return out


def rob_claims(state: TableState, seat: int, tile: Tile, concealed: bool) -> list[Action]:
    """Robbing a kong: only a winning hand (a concealed kong only for Thirteen Orphans)."""
    forms = Forms.ORPHANS if concealed else state.ruleset.forms
    me = state.hand.seats[seat] if state.hand else None
    if me is None or me.count(tile & KIND_MASK) or not complete(me, tile, forms):
        return []
    return [MahJongg(tile), PASS] if can_win_with(state, seat, tile, robbing=True) else []


def can_win_with(state: TableState, seat: int, tile: Tile, robbing: bool) -> bool:
    hand = state.hand
    assert hand is not None
    me = hand.seats[seat]
    if me.ready is None:
        me.ready = shanten_of_counts(me.counts[:34], len(me.melds), state.ruleset.forms) == 0
    if not me.ready or not complete(me, tile, state.ruleset.forms):
        return False
    result = hands.score(state, hands.request(state, seat, hands.claimed_win(state, seat, robbing), tile))
    return result.won
