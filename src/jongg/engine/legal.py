"""The legal actions of a seat, from the state and the rule set's flow (`engine.md`, Actions).

A seat is offered Mah-Jongg only with a hand that wins under the rule set (its forms, its minimum), so an
assisted table never has a false Mah-Jongg to penalise.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from jongg.analysis import Forms, is_complete_counts, shanten_of_counts, waits
from jongg.engine import hands
from jongg.engine.actions import (
    DISCARDS,
    EXPOSE,
    PASS,
    Action,
    AddedKong,
    Bonus,
    Chow,
    ConcealedKong,
    Kong,
    MahJongg,
    NamedDiscard,
    NineTerminals,
    OriginalCall,
    Pung,
    Riichi,
)
from jongg.engine.state import BEFORE_PLAY, CHECK, TURN, WINDOW, HandState, SeatState, TableState
from jongg.hand import Hand, Meld
from jongg.tiles import ALL_TILES, IS_TERMINAL_OR_HONOUR, KIND_MASK, NUM_KINDS, RED, Tile, is_bonus


def complete(seat: SeatState, extra: Tile | None, forms: int) -> bool:
    counts = seat.counts[:34]
    if extra is not None:
        counts[extra & KIND_MASK] += 1
    return is_complete_counts(counts, len(seat.melds), forms)


def ready_without(seat: SeatState, tile: Tile, forms: int, concealed_copies: bool = False) -> bool:
    """Whether the hand waits on something after discarding `tile` (an original call, a riichi need it).

    The shanten table answers most tiles at once; only a hand one tile short of complete is checked for real
    waits (a kind whose four copies the player holds is no wait; with `concealed_copies`, only four among his
    concealed tiles, as `Flow.waits_by_concealed_copies` says).
    """
    counts = seat.counts[:34]
    counts[tile & KIND_MASK] -= 1
    if shanten_of_counts(counts, len(seat.melds), forms) != 0:
        return False
    if concealed_copies:
        return bool(_open_waits(counts, len(seat.melds), forms))
    rest = list(seat.concealed)
    rest.remove(tile)
    return bool(waits(_hand_of(seat, rest), forms))


def _open_waits(counts: list[int], melds: int, forms: int) -> set[int]:
    """The kinds that complete ready counts, but for a kind held four times among them."""
    out = set()
    for kind in range(NUM_KINDS):
        if counts[kind] < 4:
            counts[kind] += 1
            if is_complete_counts(counts, melds, forms):
                out.add(kind)
            counts[kind] -= 1
    return out


def _hand_of(seat: SeatState, concealed: list[Tile]) -> Hand:
    return Hand(concealed, [Meld.of(m.tiles, concealed=m.concealed) for m in seat.melds])


def completes(seat: SeatState, tile: Tile, forms: int) -> bool:
    """Whether `tile` completes the seat's 13 tiles (asks the shanten table once per change of the hand); a
    hand holding a flower it has not declared is never complete, nor is a hand by a flower."""
    if is_bonus(tile):
        return False
    if seat.ready is None:
        seat.ready = (
            not any(seat.counts[NUM_KINDS:]) and shanten_of_counts(seat.counts[:34], len(seat.melds), forms) == 0
        )
    return seat.ready and complete(seat, tile, forms)


def wait_kinds(seat: SeatState, forms: int, concealed_copies: bool = False) -> set[int]:
    """The kinds that complete a seat's 13 tiles (none held four times by the seat itself, see
    `ready_without`)."""
    if seat.ready is None:
        seat.ready = (
            not any(seat.counts[NUM_KINDS:]) and shanten_of_counts(seat.counts[:34], len(seat.melds), forms) == 0
        )
    if not seat.ready:
        return set()
    if concealed_copies:
        return _open_waits(seat.counts[:34], len(seat.melds), forms)
    return {t & KIND_MASK for t in waits(_hand_of(seat, list(seat.concealed)), forms)}


def furiten(seat: SeatState, forms: int) -> bool:
    """Riichi furiten (`riichi-hana.md`): a passed winning tile (`SeatState.furiten`), or a wait among the own
    discards, the ones other players claimed included."""
    if seat.furiten:
        return True
    discarded = {t & KIND_MASK for t in seat.discards}
    return bool(discarded & wait_kinds(seat, forms, concealed_copies=True))


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
    shown = hand.shown
    if hand.phase == CHECK and shown is not None and seat in shown.asked and seat not in shown.answers:
        return [PASS]  # strict mode: wait for the check (exposing the hand is a `strict_actions` choice)
    return []


def strict_actions(state: TableState, seat: int, offered: list[Action] | None = None) -> list[Action]:
    """Strict mode (`penalties.md`): what `seat` may do now besides its legal actions, as a person at a real table
    could, though the table will find it a mistake: call Mah-Jongg without a winning hand (on the own draw, or
    on a discard), expose the own hand after another player's call before it is checked, or (HKE, a seat that
    exposes its own bonus tiles) discard a bonus tile. Bots never take
    them (they choose from the legal actions); the table takes them in `step`. `offered`: the seat's legal
    actions now, if at hand."""
    hand = state.hand
    if hand is None or state.done or not state.flow.strict(state.options):
        return []
    if hand.phase == CHECK:
        shown = hand.shown
        return [EXPOSE] if shown is not None and seat in shown.asked and seat not in shown.answers else []
    if hand.phase == TURN and seat == hand.turn:
        win = hand.last_draw
        held = (
            sorted({t for t in hand.seats[seat].concealed if is_bonus(t)})
            if any(hand.seats[seat].counts[NUM_KINDS:])
            else []
        )
        if held and state.flow.bonus_mistakes:  # a seat exposing its own bonus tiles discards one instead
            return [DISCARDS[t] for t in held]
        if hand.claimed_turn or win is None or held:
            return []
        call = MahJongg(win)
        return [] if call in (turn_actions(state, seat) if offered is None else offered) else [call]
    window = hand.window
    if hand.phase == WINDOW and window is not None and window.kind == "discard" and seat not in window.answers:
        offered = window.asked.get(seat)
        call = MahJongg(window.tile)
        return [call] if offered is not None and call not in offered else []
    return []


def may_foul(state: TableState, seat: int, action: Action, offered: list[Action]) -> bool:
    """Strict mode where a wrong set may be laid (`Flow.foul_sets`): a claim of the discard open to `seat` (a chow
    only by the next player), or a concealed kong on its turn, of tiles it holds that form no set at all
    (a foul hand), or of one kind in the wrong count (`actions.MISCOUNTED`: a pung of four makes a short hand,
    a kong of three a long one): `hands.laid_as`. Once a hand is dead, no second such mistake. Not listed
    among `strict_actions`: any tiles may be taken."""
    hand = state.hand
    if hand is None or state.done or action in offered or not state.lays_any_set:
        return False
    me = hand.seats[seat]
    if me.dead:
        return False
    if isinstance(action, ConcealedKong):
        if hand.phase != TURN or hand.turn != seat or hand.claimed_turn:
            return False
        return _holds(me, action.consumed) and hands.laid_as("kong", action.consumed) in hands.MISTAKES
    window = hand.window
    if not isinstance(action, Chow | Pung | Kong) or hand.phase != WINDOW or window is None:
        return False
    if window.kind != "discard" or seat not in window.asked or seat in window.answers or action.tile != window.tile:
        return False
    if isinstance(action, Chow) and seat != (window.seat + 1) % 4:
        return False
    if not isinstance(action, Kong) and len(me.concealed) <= len(action.consumed):
        return False  # no tile would be left to discard (PEN: "wenn er dann selbst keinen Ziegel mehr ablegen könnte")
    laid = (action.tile, *action.consumed)
    return _holds(me, action.consumed) and hands.laid_as(action.type, laid) in hands.MISTAKES


def _holds(me: SeatState, tiles: Sequence[Tile]) -> bool:
    return not Counter(tiles) - Counter(me.concealed)


def may_fake_bonus(state: TableState, seat: int, action: Action) -> bool:
    """Strict mode where bonus tiles may be mistaken (`Flow.bonus_mistakes`): a seat that exposes its own bonus
    tiles lays a normal tile of its hand out as one on its turn. Not listed among `strict_actions`."""
    hand = state.hand
    return (
        isinstance(action, Bonus)
        and hand is not None
        and state.flow.bonus_mistakes
        and state.flow.strict(state.options)
        and seat in state.manual_bonus
        and hand.phase == TURN
        and hand.turn == seat
        and not is_bonus(action.tile)
        and action.tile in hand.seats[seat].concealed
    )


def unlisted(state: TableState, seat: int, action: Action, offered: list[Action]) -> bool:
    """Strict mode: whether `action` is one of the mistakes a seat may make that are checked, not listed (too
    many to list): a named discard, a wrongly formed set, a normal tile exposed as a bonus tile."""
    return (
        may_name(state, seat, action, offered)
        or may_foul(state, seat, action, offered)
        or may_fake_bonus(state, seat, action)
    )


def may_name(state: TableState, seat: int, action: Action, offered: list[Action]) -> bool:
    """Strict mode where discards are named (Classical): `action` names a discard the seat may make (`offered`,
    its legal actions now) as another plain kind. Not listed among `strict_actions`: any of 33 names may be said."""
    return (
        isinstance(action, NamedDiscard)
        and state.names_discards
        and DISCARDS.get(action.tile) in offered
        and action.named < NUM_KINDS  # a plain kind: no red five, no bonus tile
        and action.named != action.tile & KIND_MASK
    )


def turn_actions(state: TableState, seat: int) -> list[Action]:
    hand = state.hand
    assert hand is not None
    me = hand.seats[seat]
    flow = state.flow
    out: list[Action] = []
    held = [t for t in me.concealed if is_bonus(t)] if any(me.counts[NUM_KINDS:]) else []
    if held:  # a seat that declares its own flowers: declare (or, where the flow allows, keep or discard) them
        out += [Bonus(t) for t in sorted(set(held))]
        if not flow.may_hold_bonus:
            return out
        free = sorted(set(me.concealed)) if me.riichi is None else [t for t in held if t == hand.last_draw]
        return [*out, *(DISCARDS[t] for t in free if me.discarded or not is_bonus(t))]
    if not hand.claimed_turn:
        win = hand.last_draw
        # a 14-tile hand is complete only if its 13 were ready: a known "not ready" spares the check
        if win is not None and not me.dead and me.ready_before is not False and complete(me, None, state.ruleset.forms):
            result = hands.score(state, hands.request(state, seat, hands.self_draw_win(state, seat), win, True))
            if result.won:
                out.append(MahJongg(win))
        if not hand.last_tile and not me.called and kongs_left(state):
            kongs = kong_actions(me, before_play=False)
            out += kongs if me.riichi is None else [k for k in kongs if riichi_kong(state, me, k)]
        if "nine-terminals" in flow.abortive_draws and first_turn(hand, me) and nine_kinds(me) >= 9:
            out.append(NineTerminals())
    if me.called or me.riichi is not None:
        assert hand.last_draw is not None
        out.append(DISCARDS[hand.last_draw])
        return out
    distinct = sorted(set(me.concealed))
    banned = me.kuikae
    out += [DISCARDS[t] for t in distinct if t & KIND_MASK not in banned] if banned else [DISCARDS[t] for t in distinct]
    forms = state.ruleset.forms
    if state.flow.original_call and not me.discarded and not me.dead and _one_from_ready(me, forms):
        out += [OriginalCall(t) for t in distinct if ready_without(me, t, forms)]
    if flow.riichi and not me.dead and may_riichi(state, seat) and _one_from_ready(me, forms):
        own = flow.waits_by_concealed_copies
        out += [Riichi(t) for t in distinct if ready_without(me, t, forms, own)]
    return out


def _one_from_ready(me: SeatState, forms: int) -> bool:
    """Some discard leaves the 14 tiles ready: their shanten is 0 (or -1), asked once instead of per tile."""
    return shanten_of_counts(me.counts[:34], len(me.melds), forms) <= 0


def first_turn(hand: HandState, me: SeatState) -> bool:
    """The seat's first go-around, not yet interrupted by any call or kong."""
    return not me.discarded and hand.calls == 0


def nine_kinds(me: SeatState) -> int:
    counts = me.counts
    return sum(1 for kind in range(NUM_KINDS) if counts[kind] and IS_TERMINAL_OR_HONOUR[kind])


def may_riichi(state: TableState, seat: int) -> bool:
    """A closed hand (concealed kongs allowed), the points for the stick, at least 4 live tiles."""
    hand = state.hand
    assert hand is not None
    me = hand.seats[seat]
    match = state.match
    return (
        all(m.concealed for m in me.melds)
        and match.totals[match.seating[seat]] >= state.flow.riichi_stick
        and len(hand.live) >= 4
    )


def kongs_left(state: TableState) -> bool:
    """A kong may still be made: fewer than the table's limit, and a kong dora indicator left to turn over."""
    hand = state.hand
    assert hand is not None
    limit = state.flow.max_kongs
    if limit is not None and len(hand.kongs) >= limit:
        return False
    return not hand.indicators or hand.revealed + hand.pending_dora < len(hand.indicators)


def riichi_kong(state: TableState, me: SeatState, action: Action) -> bool:
    """After riichi: a concealed kong only of the drawn tile, and only if the waits stay the same.

    The waits are counted as riichi and tenpai count them (`Flow.waits_by_concealed_copies`: a wait on the
    tile of an own kong counts, as on Tenhou): those of the 13 tiles without the drawn one, where the kong's
    kind is a wait if it completes them, against those of the hand with the kong declared.
    """
    hand = state.hand
    assert hand is not None and hand.last_draw is not None
    if not isinstance(action, ConcealedKong) or action.consumed[0] & KIND_MASK != hand.last_draw & KIND_MASK:
        return False
    forms = state.ruleset.forms
    if state.flow.waits_by_concealed_copies:
        kind, declared = hand.last_draw & KIND_MASK, len(me.melds)
        counts = me.counts[:NUM_KINDS]
        counts[kind] -= 1
        before_waits = _open_waits(counts, declared, forms)
        counts[kind] = 0
        return before_waits == _open_waits(counts, declared + 1, forms)
    before = list(me.concealed)
    before.remove(hand.last_draw)
    after = [t for t in me.concealed if t not in action.consumed]
    melds = [Meld.of(m.tiles, concealed=m.concealed) for m in me.melds]
    kong = Hand(after, [*melds, Meld.of(list(action.consumed), concealed=True)])
    return waits(Hand(before, melds), forms) == waits(kong, forms)


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
            if meld.kind == "pung" and counts[meld.tiles[0] & KIND_MASK] and hands.laid_as("pung", meld.tiles) is None:
                out.append(AddedKong(next(t for t in me.concealed if t & KIND_MASK == meld.tiles[0] & KIND_MASK)))
    return out


def discard_claims(state: TableState, seat: int, tile: Tile, discarder: int) -> list[Action]:
    """What `seat` may do with another player's discard: Mah-Jongg, pung, kong, chow (next player), or pass."""
    hand = state.hand
    assert hand is not None
    kind = tile & KIND_MASK
    if kind >= NUM_KINDS:  # a discarded flower (a dead hand's) is nobody's to claim
        return []
    me = hand.seats[seat]
    out: list[Action] = []
    if me.ready is not False and can_win_with(state, seat, tile, robbing=False):  # False: known not ready
        out.append(MahJongg(tile))
    counts = me.counts
    pung = counts[kind] >= 2
    chow = kind < 27 and seat == (discarder + 1) % 4
    if not (pung or chow) or me.called or hand.last_tile or me.riichi is not None or any(counts[NUM_KINDS:]):
        return [*out, PASS] if out else []
    if len(me.concealed) <= 2:  # a strict table's long hand: no tile would be left to discard (PEN, short hands)
        pung = chow = False
    kuikae = state.flow.kuikae
    if pung:
        same = [t for t in me.concealed if t & KIND_MASK == kind]
        out += [Pung(tile, pair) for pair in _pairs(same) if not kuikae or _discard_left(me, pair, {kind})]
        if len(same) >= 3 and kongs_left(state):
            out.append(Kong(tile, tuple(same[:3])))
    if chow:
        out += [c for c in chows(me, tile) if not kuikae or _discard_left(me, c.consumed, swap_kinds(c))]
    return [*out, PASS] if out else []


def swap_kinds(claim: Chow | Pung) -> set[int]:
    """Kuikae (`riichi-hana.md`): the kinds the claimer may not discard next, the claimed one and, after a chow
    with the claimed tile at one end, the tile beyond the other end."""
    kind = claim.tile & KIND_MASK
    out = {kind}
    if isinstance(claim, Chow):
        kinds = sorted(t & KIND_MASK for t in claim.consumed)
        if kind < kinds[0] and kinds[1] % 9 < 8:
            out.add(kinds[1] + 1)
        elif kind > kinds[1] and kinds[0] % 9 > 0:
            out.add(kinds[0] - 1)
    return out


def _discard_left(me: SeatState, consumed: tuple[Tile, ...] | list[Tile], banned: set[int]) -> bool:
    rest = list(me.concealed)
    for t in consumed:
        rest.remove(t)
    return any(t & KIND_MASK not in banned for t in rest)


def chows(me: SeatState, tile: Tile) -> list[Chow]:
    kind = tile & KIND_MASK
    number = kind % 9
    out: list[Chow] = []
    counts = me.counts
    for low in (kind - 2, kind - 1, kind):
        if low < kind - number or low + 2 > kind - number + 8:
            continue
        need = [k for k in (low, low + 1, low + 2) if k != kind]
        if counts[need[0]] and counts[need[1]]:
            for first in _variants(me, need[0]):
                for second in _variants(me, need[1]):
                    out.append(Chow(tile, (first, second)))
    return out


def _variants(me: SeatState, kind: int) -> list[Tile]:
    """The different tiles of a kind the seat holds: a red five and a plain one are different choices."""
    if kind % 9 != 4 or kind >= 27:  # only a five can be red
        return [ALL_TILES[kind]]
    found = {t for t in me.concealed if t & KIND_MASK == kind}
    return sorted(found)


def _pairs(same: list[Tile]) -> list[tuple[Tile, Tile]]:
    """The different pairs of tiles of one kind (with a red five, with and without it)."""
    if not any(t & RED for t in same):
        return [(same[0], same[1])]
    return sorted({tuple(sorted((a, b))) for n, a in enumerate(same) for b in same[n + 1 :]})  # type: ignore[misc]


def rob_claims(state: TableState, seat: int, tile: Tile, concealed: bool) -> list[Action]:
    """Robbing a kong: only a winning hand (a concealed kong only for Thirteen Orphans)."""
    forms = Forms.ORPHANS if concealed else state.ruleset.forms
    me = state.hand.seats[seat] if state.hand else None
    if me is None or me.count(tile & KIND_MASK) or any(me.counts[NUM_KINDS:]) or not complete(me, tile, forms):
        return []
    return [MahJongg(tile), PASS] if can_win_with(state, seat, tile, robbing=True) else []


def flower_claims(state: TableState, seat: int, tile: Tile) -> list[Action]:
    """Daifaahou (`riichi-hana.md`): the seat with all the other flowers may win on another player's last one,
    whatever its hand holds and even if furiten. **Decision:** not the dealer before play, whose 14 tiles make no
    hand a score request can hold (13 tiles and the winning one)."""
    hand = state.hand
    assert hand is not None
    me = hand.seats[seat]
    if me.dead or len(me.bonus) + 1 != state.flow.flowers_win(state.options):
        return []
    if len(me.concealed) + 3 * len(me.melds) != 13:
        return []
    win = hands.claimed_win(state, seat, robbing=False, flower=True)
    won = hands.score(state, hands.request(state, seat, win, tile)).won
    return [MahJongg(tile), PASS] if won else []


def can_win_with(state: TableState, seat: int, tile: Tile, robbing: bool) -> bool:
    hand = state.hand
    assert hand is not None
    me = hand.seats[seat]
    if me.dead or any(me.counts[NUM_KINDS:]) or not completes(me, tile, state.ruleset.forms):
        return False
    if state.flow.furiten and furiten(me, state.ruleset.forms):
        return False
    result = hands.score(state, hands.request(state, seat, hands.claimed_win(state, seat, robbing), tile))
    return result.won
