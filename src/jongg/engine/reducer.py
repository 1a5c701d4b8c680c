"""The reducer: one function per event type (`HANDLERS`), the only code that changes a table's state.

Each handler takes the state and a typed event (`event_types`: `event.seat`, `event.tile` as a `Tile`).
`Table._emit` applies every event the table makes here; `replay` applies a record's events here, each parsed
once (`event_types.parse_event`). A draw pops the tile the event names from the wall it names and checks that it
is the tile lying there, so a record that does not fit its wall fails loudly instead of replaying something else.

Where a rule lives: what a seat may do is `legal.py`'s; what the table does next (draws, windows, the end of a
hand) is `table.py`'s, asking the rule set's `Flow` (`rules/<set>/flow.py`) at every choice; what an event does
to the state is here. A rule set's own event types bring their handler in `Flow.events` (`apply`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any, cast

from jongg.contract import PenaltyEntry, Win
from jongg.engine import danger, hands, legal
from jongg.engine import event_types as ev
from jongg.engine.actions import PASS, Chow, MahJongg, Pung
from jongg.engine.state import (
    BEFORE_PLAY,
    CHECK,
    OVER,
    TURN,
    WINDOW,
    DangerClaim,
    HandState,
    SeatMeld,
    SeatState,
    Shown,
    TableState,
    Window,
)
from jongg.engine.view import SEEN_BY_ALL, count_seen
from jongg.errors import IllegalAction
from jongg.tiles import DRAGONS as DRAGON_KINDS
from jongg.tiles import KIND_MASK, NUM_KINDS, Tile, is_bonus
from jongg.tiles import WINDS as WIND_KINDS

Handler = Callable[[TableState, Any], None]
"""A reducer function: (the state, a typed event of its type) -> None."""


def apply(state: TableState, event: ev.Event) -> None:
    """Apply one typed event: by the engine's handler for its type, else by the rule set's own (`Flow.events`)."""
    handler = HANDLERS.get(event.type)
    if handler is None:
        own = state.flow.events.get(event.type)
        if own is None:
            raise IllegalAction("engine.unknown_event_type", event=event.type)
        handler = own.apply
    handler(state, event)
    views = state.player_views  # kept seat views: the seats this event names may have changed
    if event.seated:
        views[event.seat] = None  # type: ignore[attr-defined]
        if event.claimed:
            source = event.from_seat  # type: ignore[attr-defined]
            if source is not None:
                views[source] = None
    else:
        views[:] = (None, None, None, None)
    if event.type in SEEN_BY_ALL:  # most events: one more in every stream (`view.count_seen`, inlined)
        seen = state.seen
        seen[0] += 1
        seen[1] += 1
        seen[2] += 1
        seen[3] += 1
        seen[4] += 1
    else:
        count_seen(state.seen, event, state.flow)


def _hand(state: TableState) -> HandState:
    if state.hand is None:
        raise IllegalAction("engine.record_has_event_hand")
    return state.hand


def match_start(state: TableState, event: ev.MatchStart) -> None:
    """The header: who sits where, the scores and the first dealer."""
    state.header = {k: v for k, v in event.to_json().items() if k != "seq"}
    match = state.match
    match.players, match.seating = tuple(event.seating), list(event.seating)
    match.totals = {player: score for player, score in zip(event.seating, event.scores, strict=True)}
    match.dealer = event.dealer
    match.round, match.honba, match.sticks = event.round or 0, event.honba or 0, event.sticks or 0
    match.passes, match.streak = event.passes or 0, event.streak or 0
    state.manual_bonus = frozenset(event.manual_bonus or ())


def hand_start(state: TableState, event: ev.HandStart) -> None:
    state.hand_seatings.append(tuple(state.match.seating))
    layout = state.flow.break_wall(event.wall, event.dice)
    state.hand = HandState(
        event.hand,
        event.round,
        event.dealer,
        event.dice,
        deque(layout.live),
        deque(layout.dead),
        [SeatState() for _ in range(4)],
        indicators=layout.indicators,
        ura=layout.ura,
        honba=event.honba,
        sticks=event.sticks,
    )


def dealt_tiles(live: deque[Tile], dealer: int, passes: tuple[tuple[int, int, int, int], ...]) -> list[list[Tile]]:
    """Each seat's dealt tiles, taken from the front of the live wall in the order of the deal."""
    out: list[list[Tile]] = [[], [], [], []]
    for counts in passes:
        for n, count in enumerate(counts):
            out[(dealer + n) % 4] += [live.popleft() for _ in range(count)]
    return out


def deal(state: TableState, event: ev.Deal) -> None:
    hand = _hand(state)
    dealt = dealt_tiles(hand.live, hand.dealer, state.flow.deal)
    if tuple(map(tuple, dealt)) != event.tiles:
        raise IllegalAction("engine.record_deals_other_tiles")
    for seat, tiles in enumerate(dealt):
        hand.seats[seat].add(tiles)
        hand.seats[seat].received = tiles[-1]


def _pop(hand: HandState, source: str, tile: Tile) -> None:
    wall = hand.live if source == "live" else hand.dead
    if not wall or wall[0] != tile:
        raise IllegalAction("engine.record_draws_from_wall", tile=tile, source=source)
    wall.popleft()


def draw(state: TableState, event: ev.Draw) -> None:
    hand = _hand(state)
    tile = event.tile
    source = event.source
    from_dead = source == "kong_replacement" or (source == "bonus_replacement" and state.flow.bonus_from_dead_wall)
    _pop(hand, "dead" if from_dead else "live", tile)
    if from_dead and state.flow.refill_dead_wall and hand.live:
        hand.dead.append(hand.live.pop())
    seat = event.seat
    hand.seats[seat].add([tile])
    hand.seats[seat].received = tile
    hand.last_draw, hand.draw_source, hand.last_tile = tile, source, not hand.live
    if hand.phase != BEFORE_PLAY:
        hand.phase, hand.turn, hand.claimed_turn, hand.window = TURN, seat, False, None


def bonus(state: TableState, event: ev.Bonus) -> None:
    """A bonus tile exposed; in play it ends every player's ippatsu. Flower chips are paid at the hand's end.

    Where all the flowers win (Daifaahou), the holder of the others may win on it, also on one revealed during
    the replacements before play: the window then names the revealing seat `before_play`, so that the
    replacements go on where they stopped when it closes (`no_claim`)."""
    hand = _hand(state)
    seat = hand.seats[event.seat]
    tile = event.tile
    if not is_bonus(tile):  # strict mode: a normal tile exposed as a bonus tile
        if not state.flow.bonus_mistakes or not state.flow.strict(state.options):
            raise IllegalAction("engine.record_exposes_normal_tile")
        seat.dead = True
    seat.take([tile])
    seat.bonus.append(tile)
    seat.chips += state.flow.bonus_chips(state.options)
    before_play = hand.phase == BEFORE_PLAY
    if not before_play:
        _end_ippatsu(hand)
    need = state.flow.flowers_win(state.options)
    if need is not None and len(seat.bonus) < need:
        _open_window(state, Window("flower", tile, event.seat, {}))
        if not hand.window or not hand.window.asked:
            hand.phase, hand.window = BEFORE_PLAY if before_play else TURN, None
        elif before_play:
            hand.before_play = event.seat


def _end_ippatsu(hand: HandState) -> None:
    for seat in hand.seats:
        seat.ippatsu = False


def dora(state: TableState, event: ev.Dora) -> None:
    """The next dora indicator is turned over (a pending kong dora first)."""
    hand = _hand(state)
    if hand.revealed >= len(hand.indicators) or hand.indicators[hand.revealed] != event.indicator:
        raise IllegalAction("engine.record_turns_over_not", event=str(event.indicator))
    hand.revealed += 1
    hand.pending_dora = max(0, hand.pending_dora - 1)


def riichi(state: TableState, event: ev.Riichi) -> None:
    """Riichi declared with the discard that follows; double riichi in the first, uninterrupted go-around."""
    hand = _hand(state)
    me = hand.seats[event.seat]
    me.riichi = len(me.discards)
    me.double_riichi = not me.discarded and hand.calls == 0
    me.ippatsu = state.flow.ippatsu


def riichi_accepted(state: TableState, event: ev.RiichiAccepted) -> None:
    """Nobody won on the riichi discard: the stick is on the table (paid at the end of the hand)."""
    hand = _hand(state)
    hand.seats[event.seat].riichi_accepted = True
    hand.sticks += 1


def abortive_draw(state: TableState, event: ev.AbortiveDraw) -> None:
    hand = _hand(state)
    hand.phase, hand.window, hand.aborted = OVER, None, event.reason


def before_play(state: TableState, event: ev.BeforePlay) -> None:
    """A seat is asked whether to declare a dealt kong before play (HKE)."""
    hand = _hand(state)
    hand.before_play, hand.asking = event.seat, True


def keep_kongs(state: TableState, event: ev.KeepKongs) -> None:
    """The asked seat declares no (more) dealt kongs before play."""
    hand = _hand(state)
    me = hand.seats[event.seat]
    me.declined_kongs.update(kind for kind in range(34) if me.count(kind) == 4)
    hand.asking = False


def play_start(state: TableState, event: ev.PlayStart) -> None:
    """East begins with his dealt tiles (after the replacements)."""
    hand = _hand(state)
    hand.before_play, hand.asking = None, False
    hand.phase, hand.turn = TURN, hand.dealer
    hand.last_draw, hand.draw_source = hand.seats[hand.dealer].received, "deal"


def call(state: TableState, event: ev.Call) -> None:
    hand = _hand(state)
    if hand.phase == CHECK:  # strict mode: whether to expose the hand before a false call is checked
        shown = hand.shown
        if shown is None or event.seat not in shown.asked or event.seat in shown.answers:
            raise IllegalAction("engine.record_has_seat_answer", event=event.seat)
        shown.answers[event.seat] = event.action
        return
    window = hand.window
    if window is None or event.seat not in window.asked or event.seat in window.answers:
        raise IllegalAction("engine.record_has_seat_answer", event=event.seat)
    window.answers[event.seat] = event.action


def discard(state: TableState, event: ev.Discard) -> None:
    """A discard; it ends the seat's temporary furiten (not a riichi's), its kuikae and its ippatsu."""
    _discard(state, event.seat, event.tile, event.tile)


def named_discard(state: TableState, event: ev.NamedDiscard) -> None:
    """Strict mode: a discard named as another kind. The table sees it as named in the pond, and claims are
    offered on the name, until a claim shows the tile (`misnamed`)."""
    if not state.names_discards:
        raise IllegalAction("engine.record_names_discard_table")
    _discard(state, event.seat, event.tile, event.named)
    hand = _hand(state)
    assert hand.window is not None
    hand.window.misnamed = event.tile


def _discard(state: TableState, seat: int, tile: Tile, named: Tile) -> None:
    hand = _hand(state)
    me = hand.seats[seat]
    if me.riichi is None or me.riichi == len(me.discards):
        me.furiten = False
    else:
        me.ippatsu = False
    me.kuikae = frozenset()
    me.take([tile])
    if is_bonus(tile) or (me.discarded and any(me.counts[NUM_KINDS:])):
        me.dead = True
    if named != tile:
        me.said[len(me.discards)] = named
    me.discards.append(tile)
    me.discarded = True
    hand.discards_made += 1
    _open_window(state, Window("discard", named, seat, {}))


def _open_window(state: TableState, window: Window) -> None:
    hand = _hand(state)
    hand.phase, hand.window = WINDOW, window
    strict = window.kind == "discard" and state.flow.strict(state.options) and not is_bonus(window.tile)
    for other in _others(window.seat):
        if window.kind == "discard":
            options = legal.discard_claims(state, other, window.tile, window.seat)
            if strict and not options:  # strict mode: every seat may call Mah-Jongg (`legal.strict_actions`)
                options = [PASS]
        elif window.kind == "flower":
            options = legal.flower_claims(state, other, window.tile)
        else:
            options = legal.rob_claims(state, other, window.tile, window.concealed)
        if options:
            window.asked[other] = options


def _others(seat: int) -> list[int]:
    """The other seats in turn order after `seat` (the order in which claims of equal rank win)."""
    return [(seat + n) % 4 for n in (1, 2, 3)]


def original_call(state: TableState, event: ev.OriginalCall) -> None:
    _hand(state).seats[event.seat].called = True


def claim(state: TableState, event: ev.Chow) -> None:
    """A chow, pung or kong claimed from the discard: exposed at once; the claimer plays on."""
    hand = _hand(state)
    seat, source, tile, kind = event.seat, event.from_seat, event.tile, event.type
    me = hand.seats[seat]
    consumed = list(event.consumed)
    laid = sorted([*consumed, tile])
    wrong = _wrong_set(kind, laid)
    if wrong is None:
        note_danger(state, seat, source, tile, kind)
    _close_window(state)
    me.take(consumed)
    _mark_claimed(hand.seats[source])
    me.melds.append(SeatMeld(kind, laid, False, source))
    if wrong is not None:
        _irregular(state, me, wrong)
    if state.flow.pao and kind != "chow":
        me.pao = source if _completes_big_set(me, tile & KIND_MASK) else me.pao
    hand.phase, hand.turn, hand.window = TURN, seat, None
    hand.last_draw = hand.draw_source = None  # the claimer drew nothing (the last draw was another seat's)
    hand.claimed_turn = kind != "kong"
    hand.kong_on_kong = False
    _called(state, seat, kong=kind == "kong", open_kong=True)
    if state.flow.kuikae and kind != "kong":
        claim = Chow(tile, event.consumed) if kind == "chow" else Pung(tile, event.consumed)
        me.kuikae = frozenset(legal.swap_kinds(claim))


def _wrong_set(kind: str, laid: list[Tile]) -> str | None:
    """What a laid set makes of the hand (`hands.laid_as`): None, `foul`, `short` or `long`; a set of another
    kind than claimed is no mistake a table lets a seat make, so a record that lays one is refused."""
    found = hands.laid_as(kind, laid)
    if found == "other":
        raise IllegalAction("engine.record_lays_wrong_set")
    return found


def _irregular(state: TableState, me: SeatState, kind: str) -> None:
    """Strict mode: a wrong set was laid. The hand may not win this hand: it is foul, short or long (Classical,
    scored as it stands: `irregular`) or dead (HKE), as the rule set's flow says; a record of a table that allows
    none is refused."""
    if not state.lays_any_set:
        raise IllegalAction("engine.record_lays_wrong_set")
    me.dead = True
    me.irregular = kind


def _completes_big_set(me: SeatState, kind: int) -> bool:
    """The claimed set is the third dragon set or the fourth wind set (pao, `riichi-hana.md`)."""
    group = DRAGON_KINDS if kind in DRAGON_KINDS else WIND_KINDS if kind in WIND_KINDS else ()
    sets = sum(1 for m in me.melds if m.kind != "chow" and m.tiles[0] & KIND_MASK in group)
    return bool(group) and sets == (3 if group is DRAGON_KINDS else 4)


def _called(state: TableState, seat: int, kong: bool, open_kong: bool, ends_ippatsu: bool = True) -> None:
    """A claim or kong: the first go-around is over and ippatsu ends (for an added kong only once it completes,
    see `no_claim`); a kong counts towards the limit, and an exposed or added kong's dora indicator waits for the
    next discard where the rule set delays it."""
    hand = _hand(state)
    hand.calls += 1
    if ends_ippatsu:
        _end_ippatsu(hand)
    if kong:
        hand.kongs.append(seat)
        if open_kong and hand.indicators and state.flow.delays_kong_dora(state.options):
            hand.pending_dora += 1


def _close_window(state: TableState) -> None:
    """Riichi furiten: every other seat whose hand the window's tile completes has passed a winning tile (a
    concealed kong's tile only counts for the seats offered Thirteen Orphans)."""
    hand = _hand(state)
    window = hand.window
    if window is None or window.kind == "flower" or not state.flow.furiten:
        return
    forms = state.ruleset.forms
    for other in _others(window.seat):
        me = hand.seats[other]
        if window.concealed:
            passed = any(isinstance(a, MahJongg) for a in window.asked.get(other, ()))
        else:
            passed = legal.completes(me, window.tile, forms)
        if passed:
            me.furiten = True


def _mark_claimed(discarder: SeatState) -> None:
    discarder.claimed.add(len(discarder.discards) - 1)


def note_danger(state: TableState, seat: int, source: int, tile: Tile, how: str) -> None:
    hand = _hand(state)
    if how not in state.flow.danger_claims or not state.flow.dangerous_play(state.options):
        return
    situations = danger.situations(hand.seats[seat].melds, tile & KIND_MASK)
    if situations:
        held = [*hand.seats[source].concealed, tile]
        no_choice = all(danger.situations(hand.seats[seat].melds, t & KIND_MASK) for t in held)
        kind = "winning-discard" if how == "mahjongg" else "supplied-pung"
        hand.seats[seat].danger.append(DangerClaim(source, situations, kind, no_choice))


def concealed_kong(state: TableState, event: ev.ConcealedKong) -> None:
    hand = _hand(state)
    me = hand.seats[event.seat]
    tiles = list(event.tiles)
    me.take(tiles)
    me.melds.append(SeatMeld("kong", sorted(tiles), True))
    wrong = _wrong_set("kong", sorted(tiles))
    if wrong is not None:
        _irregular(state, me, wrong)
    hand.kong_on_kong = hand.draw_source == "kong_replacement"
    hand.asking = False
    if hand.phase != BEFORE_PLAY:
        _called(state, event.seat, kong=True, open_kong=False)
    if hand.phase != BEFORE_PLAY and state.flow.rob_concealed_kong:
        _open_window(state, Window("rob", tiles[0], event.seat, {}, concealed=True))


def added_kong(state: TableState, event: ev.AddedKong) -> None:
    hand = _hand(state)
    me = hand.seats[event.seat]
    tile = event.tile
    me.take([tile])
    kind = tile & KIND_MASK
    at = next((n for n, m in enumerate(me.melds) if m.kind == "pung" and m.tiles[0] & KIND_MASK == kind), None)
    if at is None:
        raise IllegalAction("engine.record_adds_pung_seat", tile=tile, event=event.seat)
    meld = me.melds[at]
    me.melds[at] = SeatMeld("kong", sorted([*meld.tiles, tile]), False, meld.from_seat)  # views keep the pung
    hand.kong_on_kong = hand.draw_source == "kong_replacement"
    _called(state, event.seat, kong=True, open_kong=True, ends_ippatsu=False)  # not before it completes
    _open_window(state, Window("rob", tile, event.seat, {}))


def no_claim(state: TableState, event: ev.NoClaim) -> None:
    """Every asked seat passed (or nobody was asked): the window closes. An added kong nobody robbed completes
    now and ends every ippatsu; a robbed one never completed, so a robber keeps his (riichi.wiki, Chankan)."""
    hand = _hand(state)
    window = hand.window
    _close_window(state)
    hand.window = None
    if window is not None and window.kind == "rob" and not window.concealed:
        _end_ippatsu(hand)
    elif window is not None and window.kind == "flower" and hand.before_play is not None:
        hand.phase = BEFORE_PLAY  # a flower revealed before play: the replacements go on


def mahjongg(state: TableState, event: ev.MahJongg) -> None:
    hand = _hand(state)
    seat, how, source = event.seat, event.how, event.from_seat
    if how == "four-kongs" or event.tile is None:  # old suukantsu: the fourth kong wins without a winning tile
        win = Win("self-draw") if source is None else Win("discard", hands.wind_of(hand, source))
        hand.winners.append((seat, win, None))
        hand.phase = OVER
        return
    tile = event.tile
    me = hand.seats[seat]
    win = hands.win_of(state, seat, how)
    hand.winners.append((seat, win, tile))
    if how == "flower":
        if source is None or tile not in hand.seats[source].bonus:
            raise IllegalAction("engine.record_wins_flower_was", tile=tile)
        hand.seats[source].bonus.remove(tile)
    elif how == "self-draw" and tile in me.bonus:  # Daifaahou on the own eighth flower
        me.bonus.remove(tile)
        me.add([tile])
    if how == "discard":
        source = cast(int, source)  # a win by discard names whom from (`MahJongg.from_json`)
        note_danger(state, seat, source, tile, "mahjongg")
        _mark_claimed(hand.seats[source])
    elif how == "robbing" and len(hand.winners) == 1:
        source = cast(int, source)
        robbed = hand.seats[source]
        kongs = [n for n, m in enumerate(robbed.melds) if m.kind == "kong" and m.tiles[0] & KIND_MASK == tile & 63]
        if not kongs or tile not in robbed.melds[kongs[-1]].tiles:
            raise IllegalAction("engine.record_robs_kong_seat", tile=tile, event=source)
        at = kongs[-1]
        meld = robbed.melds[at]
        rest = list(meld.tiles)
        rest.remove(tile)
        if meld.concealed:
            del robbed.melds[at]
            robbed.add(rest)
        else:
            robbed.melds[at] = SeatMeld("pung", rest, False, meld.from_seat)
    if how != "self-draw":
        me.add([tile])
    hand.phase = OVER


def mahjongg_call(state: TableState, event: ev.MahJonggCall) -> None:
    """Strict mode: a false Mah-Jongg call, its callers' hands shown. Where the rule set takes a lone false call
    back unless another player exposes his hand first (Classical), the others are asked; several false callers
    have each seen another's hand shown (**Decision**), so their call is penalised at once, as everywhere else."""
    hand = _hand(state)
    for seat, tiles in zip(event.seats, event.hands, strict=True):
        if sorted(hand.seats[seat].concealed) != list(tiles):
            raise IllegalAction("engine.record_shows_other_tiles", event=seat)
    _show(state, event.seats)


def _show(state: TableState, callers: tuple[int, ...]) -> None:
    """The false call of `callers` is shown; where a lone one may be taken back (Classical) the others are asked
    whether to expose their hands before the check."""
    hand = _hand(state)
    others: tuple[int, ...] = ()
    if state.flow.false_call_taken_back and len(callers) == 1:
        others = tuple(_others(callers[0]))
    hand.shown = Shown(callers, others)
    if others:
        hand.phase = CHECK


def misnamed(state: TableState, event: ev.Misnamed) -> None:
    """Strict mode: a claim on a wrongly named discard shows the tile; the claim is not carried out. A false
    Mah-Jongg claim on it is then checked as any false call (`_show`)."""
    hand = _hand(state)
    window = hand.window
    if window is None or (window.seat, window.misnamed, window.tile) != (event.seat, event.tile, event.named):
        raise IllegalAction("engine.record_misnamed_not_open")
    claim = window.answers.get(event.claimer)
    claimer = hand.seats[event.claimer]
    shown = sorted(claimer.concealed if event.claim == "mahjongg" else getattr(claim, "consumed", ()))
    if claim is None or claim.type != event.claim or shown != sorted(event.shown):
        raise IllegalAction("engine.record_shows_other_tiles", event=event.claimer)
    hand.seats[event.seat].said.pop(len(hand.seats[event.seat].discards) - 1, None)  # the truth, for everyone
    if event.claim == "mahjongg" and claim not in window.asked[event.claimer]:
        _show(state, (event.claimer,))


def expose(state: TableState, event: ev.Expose) -> None:
    """Strict mode: a player lays his hand open after another's Mah-Jongg call (the tiles stay his)."""
    hand = _hand(state)
    if hand.shown is None or sorted(hand.seats[event.seat].concealed) != list(event.tiles):
        raise IllegalAction("engine.record_shows_other_tiles", event=event.seat)


def take_back(state: TableState, event: ev.TakeBack) -> None:
    """Strict mode: the false call is taken back; play goes on where it stopped (the call on a discard counts
    as a pass, the claim window resolves without it)."""
    hand = _hand(state)
    hand.shown = None
    if hand.window is not None:
        hand.window.withdrawn.update(event.seats)
        hand.phase = WINDOW
    else:
        hand.phase = TURN


def penalty(state: TableState, event: ev.Penalty) -> None:
    """A penalty of the catalog: kept for the hand's settlement; one that ends the hand ends it."""
    hand = _hand(state)
    wind = [hands.wind_of(hand, s) for s in range(4)]
    claimer = None if event.claimer is None else wind[event.claimer]
    hand.penalties.append(PenaltyEntry(event.rule, tuple(wind[s] for s in event.offenders), claimer))
    hand.shown = None
    if event.ends:
        hand.phase, hand.window = OVER, None


def exhaustive_draw(state: TableState, event: ev.ExhaustiveDraw) -> None:
    hand = _hand(state)
    hand.phase, hand.window = OVER, None


def hand_end(state: TableState, event: ev.HandEnd) -> None:
    hand = _hand(state)
    match = state.match
    for seat, amount in enumerate(event.net):
        match.totals[match.seating[seat]] += amount
    state.flow.after_hand(match, event, state.options)
    hand.phase, hand.window = OVER, None


def time_up(state: TableState, event: ev.TimeUp) -> None:
    state.match.finished = "time up"
    if state.hand is not None:
        state.hand.phase, state.hand.window = OVER, None


def match_end(state: TableState, event: ev.MatchEnd) -> None:
    state.done = True


HANDLERS: dict[str, Handler] = {
    "match_start": match_start,
    "hand_start": hand_start,
    "deal": deal,
    "draw": draw,
    "bonus": bonus,
    "dora": dora,
    "riichi": riichi,
    "riichi_accepted": riichi_accepted,
    "abortive_draw": abortive_draw,
    "before_play": before_play,
    "keep_kongs": keep_kongs,
    "play_start": play_start,
    "call": call,
    "discard": discard,
    "original_call": original_call,
    "chow": claim,
    "pung": claim,
    "kong": claim,
    "concealed_kong": concealed_kong,
    "added_kong": added_kong,
    "no_claim": no_claim,
    "mahjongg": mahjongg,
    "exhaustive_draw": exhaustive_draw,
    "hand_end": hand_end,
    "time_up": time_up,
    "match_end": match_end,
    "mahjongg_call": mahjongg_call,
    "named_discard": named_discard,
    "misnamed": misnamed,
    "expose": expose,
    "take_back": take_back,
    "penalty": penalty,
}
