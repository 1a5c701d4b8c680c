"""The table: a deterministic state machine that asks the seats, takes their actions and emits events.

`pending()` names the seats that must decide and `step({seat: action})` takes their answers; a claim window
resolves only when every asked seat has answered. Everything that happens is a typed event (`event_types`) that
`_emit` applies through the reducer (`reducer.py`) and keeps twice: typed in `log`, as JSON in `events` (the
record, and the wire form of a host), so `replay(record)` rebuilds the same table. No clock, no screen, no
socket: a host drives it. What happens next at each point (a draw, a window, the end of a hand) is decided
here, asking the rule set's `Flow` at every choice.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from jongg import __version__
from jongg.contract import PenaltyEntry, SettleRequest
from jongg.engine import event_types as ev
from jongg.engine import hands, legal, reducer, seeding
from jongg.engine.actions import (
    ACTION_CLASSES,
    Action,
    AddedKong,
    Bonus,
    Chow,
    ConcealedKong,
    Discard,
    Expose,
    Kong,
    MahJongg,
    NamedDiscard,
    NineTerminals,
    OriginalCall,
    Pass,
    Pung,
    Riichi,
    TimeUp,
)
from jongg.engine.event_types import FORMAT, FORMAT_VERSION
from jongg.engine.match import MatchState
from jongg.engine.state import BEFORE_PLAY, CHECK, OVER, TURN, WINDOW, TableState, Window
from jongg.engine.view import VISIBILITY, SeatView, filter_event, own, own_tile, public, view_of
from jongg.errors import IllegalAction, InvalidOption, UnknownRuleset, excerpt
from jongg.rules import RULESETS, Ruleset, find_ruleset
from jongg.rules.penalties import find_penalty
from jongg.tiles import KIND_MASK, Tile, is_bonus
from jongg.tiles import WINDS as WIND_KINDS

__all__ = ["FORMAT", "FORMAT_VERSION", "Table"]


class Table:
    """One match (or, from `from_wall`, one hand) of a rule set, driven by `step`."""

    def __init__(
        self,
        ruleset: str | Ruleset,
        options: Mapping[str, Any] | None = None,
        *,
        seed: bytes | int,
        players: Sequence[str] | None = None,
        salt: bytes | None = None,
        manual_bonus: Collection[int] = (),
    ) -> None:
        """`manual_bonus`: the seats that declare their bonus tiles themselves (`Bonus`) in play; the others'
        are declared at once (`riichi-hana.md`: auto-flower, the default)."""
        self._setup(ruleset, options)
        self.seed = seed
        self.salt = seeding.salt_of(seed) if salt is None else salt
        self._walls: list[tuple[list[Tile], list[int]]] | None = None
        names = list(players) if players is not None else [f"Player {n + 1}" for n in range(4)]
        if len(names) != 4:
            raise InvalidOption("engine.table_has_four_players")
        seating = seeding.seats(seed)
        public = isinstance(seed, int)
        header = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "engine": __version__,
            "ruleset": self.ruleset.id,
            "options": self.options_json,
            "players": names,
            "seed_public": public,
            "seed": seed if public else None,
            "commitment": None if public else seeding.commitment(seed, self.salt),
            "manual_bonus": sorted(manual_bonus),
        }
        self._begin(header, seating)

    @classmethod
    def from_wall(
        cls,
        ruleset: str | Ruleset,
        options: Mapping[str, Any] | None = None,
        *,
        wall: Sequence[Tile | str],
        dice: Sequence[int],
        dealer: int = 0,
        scores: Sequence[int] | None = None,
        round: int = 0,
        honba: int = 0,
        sticks: int = 0,
        manual_bonus: Collection[int] = (),
        passes: int = 0,
        streak: int = 0,
    ) -> Table:
        """One hand from a prepared physical wall and dice (`engine.md`), for scenarios and imports; `round`
        (0 East, 1 South, ...), `passes` (how often the deal has passed in that round: 3 is its last hand),
        `honba` and `sticks` (riichi sticks on the table) say where in a match it is, so that `hand_end`'s
        `match_over` tells whether the match would end after it; `streak`: the hands East has won in a row just
        before this one (Classical: the ninth win is a limit hand and passes the deal)."""
        table = cls.__new__(cls)
        table._setup(ruleset, options)
        tiles = [t if isinstance(t, Tile) else Tile.from_str(t) for t in wall]
        if sorted(tiles) != sorted(table.flow.tile_set(table.state.options)):
            raise IllegalAction("engine.wall_must_hold_exactly")
        if len(dice) != table.flow.dice or any(not 1 <= d <= 6 for d in dice):
            raise IllegalAction("engine.rule_set_rolls_dice", dice=table.flow.dice)
        table.seed, table.salt = 0, b""
        table._walls = [(tiles, list(dice))]
        header = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "engine": __version__,
            "ruleset": table.ruleset.id,
            "options": table.options_json,
            "players": None,
            "seed_public": True,
            "seed": None,
            "commitment": None,
            "prepared": True,
            "round": round,
            "honba": honba,
            "sticks": sticks,
            "passes": passes,
            "streak": streak,
            "manual_bonus": sorted(manual_bonus),
        }
        table._begin(header, [0, 1, 2, 3], dealer=dealer, scores=scores, one_hand=True)
        return table

    def _setup(self, ruleset: str | Ruleset, options: Mapping[str, Any] | None) -> None:
        self.ruleset = find_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        flow = self.ruleset.flow
        if flow is None:
            playable = ", ".join(r.id for r in RULESETS.values() if r.flow is not None)
            raise UnknownRuleset("engine.no_game_flow_yet", id=self.ruleset.id, playable=playable)
        clash = sorted(set(flow.events) & set(reducer.HANDLERS))
        if clash:
            raise InvalidOption("engine.redefines_engine_event_types", id=self.ruleset.id, clash=", ".join(clash))
        self.flow = flow
        opts = self.ruleset.options(options or {})
        self.options_json = {k: getattr(opts, k) for k in opts.__dataclass_fields__}
        match = MatchState(self.ruleset.id, (0, 1, 2, 3), [0, 1, 2, 3], dict.fromkeys(range(4), 0))
        self.state = TableState(self.ruleset, opts, self.options_json, self.flow, match)
        self.events: list[dict[str, Any]] = []
        """The record: every event's JSON form, in order (`seq` is the index)."""
        self.log: list[ev.Event] = []
        """The same events, typed (what the reducer applied)."""
        self.one_hand = False
        self._cache: dict[int, list[Action]] = {}
        self._cached_at = -1
        self._streams: dict[int | None, tuple[list[dict[str, Any]], int]] = {}
        """Each seat's stream as far as it was read (`seat_events`), and how many events of the table it covers."""

    def _begin(
        self,
        header: dict[str, Any],
        seating: list[int],
        dealer: int = 0,
        scores: Sequence[int] | None = None,
        one_hand: bool = False,
    ) -> None:
        start = self.flow.starting_score(self.state.options)
        self.one_hand = one_hand
        players, bonus = header.pop("players"), header.pop("manual_bonus")
        self._emit(
            ev.MatchStart(
                **header,
                players=None if players is None else tuple(players),
                manual_bonus=tuple(bonus),
                seating=tuple(seating),
                dealer=dealer,
                scores=tuple(int(s) for s in scores) if scores is not None else (start,) * 4,
            )
        )
        self._start_hand()
        self._advance()

    # -- the public surface ------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.state.done

    def pending(self) -> dict[int, SeatView]:
        if not self.flow.strict(self.state.options):
            return {seat: view_of(self.state, seat, self._legal(seat)) for seat in self._pending_seats()}
        return {
            seat: view_of(self.state, seat, self._legal(seat), self.strict_actions(seat))
            for seat in self._pending_seats()
        }

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of `seat` now."""
        return list(self._legal(seat))

    def strict_actions(self, seat: int) -> list[Action]:
        """Strict mode: what `seat` may do now besides its legal actions, though the table will penalise or take
        it back (`legal.strict_actions`: a false Mah-Jongg call, exposing the hand after another's call)."""
        return legal.strict_actions(self.state, seat, self._legal(seat))

    def may_make(self, seat: int, action: Action) -> bool:
        """Strict mode: whether `seat` may now make `action`, one of the mistakes too many to list (`legal.unlisted`):
        a `NamedDiscard` (Classical), a claim or concealed kong of tiles that form no set, a normal tile exposed as
        a bonus tile (HKE, `manual_bonus`)."""
        return legal.unlisted(self.state, seat, action, self._legal(seat))

    def _legal(self, seat: int) -> list[Action]:
        """The legal actions, kept until the next event (views and `step` both ask); never to be changed."""
        if self._cached_at != len(self.events):
            self._cache.clear()
            self._cached_at = len(self.events)
        found = self._cache.get(seat)
        if found is None:
            found = self._cache[seat] = legal.actions(self.state, seat)
        return found

    def snapshot(self, seat: int | None) -> SeatView:
        if seat is None:
            return view_of(self.state, None, [])
        return view_of(self.state, seat, self._legal(seat), self.strict_actions(seat))

    def seat_events(self, seat: int | None) -> list[dict[str, Any]]:
        """The event stream as `seat` may see it (None: a spectator), numbered 0, 1, 2, ... in that stream: a
        global number would count the events hidden from the seat (who else was asked about a discard). Each
        stream is kept and extended by the new events only (a host asks after every step); its events are shared
        between calls, not to be changed."""
        out, read = self._streams.get(seat) or ([], 0)
        events, log, flow, rules = self.events, self.log, self.flow, VISIBILITY
        for at in range(read, len(events)):
            typed = log[at]
            rule = rules.get(typed.type)
            if rule is public or (rule is own and typed.seat == seat):  # type: ignore[attr-defined]
                shown = events[at].copy()  # the record's JSON as it is (a copy and a set: 3x `{**e, "seq": n}`)
            elif rule is own:  # another's claim answer
                continue
            elif rule is own_tile and typed.seat != seat:  # type: ignore[attr-defined]  # another's draw
                shown = events[at].copy()
                shown["tile"] = None
            else:
                filtered = filter_event(typed, seat, flow, events[at])
                if filtered is None:
                    continue
                shown = filtered.copy()
            shown["seq"] = len(out)
            out.append(shown)
        self._streams[seat] = (out, len(events))
        return list(out)

    def record(self) -> list[dict[str, Any]]:
        """The omniscient record: the header (the `match_start` event) and every event, in order."""
        return [dict(e) for e in self.events]

    def step(self, actions: Mapping[int, Action], *, decision: int | Mapping[int, int] | None = None) -> None:
        """Apply the actions of some pending seats, all or none: anything illegal (a seat not asked, an action
        not among its legal ones, a value of another type, a stale `decision`) raises `IllegalAction` and
        changes nothing. `decision` is the id of the view answered (`SeatView.decision`), one for every acting
        seat or a mapping seat -> id."""
        chosen = self._checked(actions, decision)
        mark = len(self.events)
        try:
            if any(isinstance(a, TimeUp) for a in chosen.values()):
                self._time_up()
                return
            hand = self.state.hand
            assert hand is not None
            if hand.phase == CHECK:
                for seat in sorted(chosen):
                    self._emit(ev.Call(seat, chosen[seat]))
                shown = hand.shown
                assert shown is not None
                if set(shown.answers) >= set(shown.asked):
                    self._check()
            elif hand.phase == WINDOW:
                for seat in sorted(chosen):
                    self._emit(ev.Call(seat, chosen[seat]))
                window = hand.window
                assert window is not None
                if set(window.answers) >= set(window.asked):
                    self._resolve_window()
            else:
                ((seat, action),) = chosen.items()
                self._act(seat, action)
            self._advance()
        except BaseException:
            self._rollback(mark)
            raise

    def _checked(self, actions: Mapping[int, Action], decision: int | Mapping[int, int] | None) -> dict[int, Action]:
        """The table's own legal action for each seat's answer, once every part of the step is checked."""
        if self.done:
            raise IllegalAction("engine.match_over")
        if not isinstance(actions, Mapping):
            raise IllegalAction("engine.step_takes_mapping_from")
        seen = self.state.seen
        pending = self._pending_seats()
        chosen: dict[int, Action] = {}
        for seat, action in actions.items():
            if type(seat) is not int or not 0 <= seat < 4:
                raise IllegalAction("engine.seat_number_not", seat=excerpt(seat))
            if type(action) not in ACTION_CLASSES:
                raise IllegalAction("engine.seat_action_one_jongg", seat=seat, action=excerpt(action))
            asked = decision if not isinstance(decision, Mapping) else decision.get(seat)
            if decision is not None and (type(asked) is not int or asked != seen[seat]):
                raise IllegalAction("engine.seat_decision_stale_view", seat=seat, asked=excerpt(asked), seen=seen[seat])
            if isinstance(action, TimeUp):
                chosen[seat] = action
                continue
            if seat not in pending:
                raise IllegalAction("engine.seat_not_asked_now", seat=seat)
            legal_now = self._legal(seat)
            try:  # the table's own object: an action's fields are checked when it is made (`Action`)
                chosen[seat] = legal_now[legal_now.index(action)]
            except ValueError:
                mistakes = self.strict_actions(seat)  # strict mode: a mistake the table lets a seat make
                if action in mistakes:
                    chosen[seat] = mistakes[mistakes.index(action)]
                elif legal.unlisted(self.state, seat, action, legal_now):
                    chosen[seat] = action
                else:
                    raise IllegalAction("engine.seat_may_not_now", seat=seat, action=action) from None
        if not chosen:
            raise IllegalAction("engine.no_action_given")
        timed_out = any(isinstance(a, TimeUp) for a in chosen.values())
        hand = self.state.hand
        if hand is not None and hand.phase not in (WINDOW, CHECK) and len(chosen) != 1 and not timed_out:
            raise IllegalAction("engine.exactly_one_seat_acts")
        return chosen

    def _rollback(self, mark: int) -> None:
        """Back to the first `mark` events: a step that failed half-way leaves no trace (the state is rebuilt
        by the reducer from the kept events, as `replay` does)."""
        if len(self.events) == mark:
            return
        kept, typed, one_hand = self.events[:mark], self.log[:mark], self.one_hand
        self._setup(self.ruleset, self.options_json)
        self.one_hand = one_hand
        for event, shown in zip(typed, kept, strict=True):
            self.events.append(shown)
            self.log.append(event)
            reducer.apply(self.state, event)

    # -- emitting ----------------------------------------------------------------------------------------
    def _emit(self, event: ev.Event) -> None:
        """Apply a typed event and keep it, typed (`log`) and as JSON (`events`, numbered by `seq`)."""
        self.events.append(event.to_json(len(self.events)))
        self.log.append(event)
        reducer.apply(self.state, event)

    def _emit_json(self, obj: dict[str, Any]) -> None:
        """An event a rule set's hook gives as JSON (`Flow.after_window`), parsed as a record's is and emitted."""
        self._emit(ev.parse_event({**obj, "seq": len(self.events)}, len(self.events), self._context()))

    def _context(self) -> ev.Context:
        """What a record of this table says about its events (`event_types.context`)."""
        wall = len(self.flow.tile_set(self.state.options))
        return ev.Context(self.flow.dice, wall, ev.own_event_classes(self.flow.events))

    def _pending_seats(self) -> list[int]:
        hand = self.state.hand
        if hand is None or self.done:
            return []
        if hand.phase == TURN:
            return [hand.turn]
        if hand.phase == WINDOW and hand.window is not None:
            return [s for s in sorted(hand.window.asked) if s not in hand.window.answers]
        if hand.phase == BEFORE_PLAY and hand.asking and hand.before_play is not None:
            return [hand.before_play]
        if hand.phase == CHECK and hand.shown is not None:
            return [s for s in hand.shown.asked if s not in hand.shown.answers]
        return []

    # -- the hand ----------------------------------------------------------------------------------------
    def _start_hand(self) -> None:
        match = self.state.match
        if self._walls is not None:
            wall, dice = self._walls[0]
        else:
            wall = seeding.wall(self.seed, match.hand - 1, self.flow.tile_set(self.state.options))
            dice = seeding.dice(self.seed, match.hand - 1, self.flow.dice)
        self._emit(
            ev.HandStart(
                match.hand,
                match.round,
                match.dealer,
                tuple(dice),
                match.streak,
                match.honba,
                match.sticks,
                tuple(match.totals[match.seating[s]] for s in range(4)),
                tuple(wall),
            )
        )
        hand = self.state.hand
        assert hand is not None
        dealt = reducer.dealt_tiles(deque(hand.live), match.dealer, self.flow.deal)
        self._emit(ev.Deal(tuple(tuple(tiles) for tiles in dealt)))
        if hand.indicators:
            self._reveal_dora(1)
        if self.flow.dealer_draws:
            self._draw(match.dealer, "live", chain=False)

    def _reveal_dora(self, new: int) -> None:
        """Turn over the kong dora indicators still pending and `new` more (as far as the slots go; -1: all
        pending but the last kong's)."""
        hand = self.state.hand
        assert hand is not None
        for _ in range(hand.pending_dora + new):
            if hand.revealed < len(hand.indicators):
                self._emit(ev.Dora(hand.indicators[hand.revealed]))

    def _before_play(self) -> None:
        """Bonus tiles before play, in seat order from East; then, where allowed, dealt kongs; then play.

        Classical replaces one bonus tile per player per pass until nobody holds one. HKE goes round once: each
        player replaces all his bonus tiles (a replacement that is a bonus tile is replaced at once), then is
        asked about each concealed kong he holds, each declared kong replaced likewise.
        """
        hand = self.state.hand
        assert hand is not None
        if not self.flow.kongs_before_play:
            while hand.phase == BEFORE_PLAY and any(_bonus_of(hand.seats[s].concealed) for s in range(4)):
                for seat in self._from_dealer():
                    held = _bonus_of(hand.seats[seat].concealed)
                    for tile in held[:1] if self.flow.bonus_one_per_pass else held:
                        if hand.phase == BEFORE_PLAY:
                            self._expose_bonus(seat, tile, chain=not self.flow.bonus_one_per_pass)
        else:
            order = self._from_dealer()
            start = 0 if hand.before_play is None else order.index(hand.before_play)
            for seat in order[start:]:
                for tile in _bonus_of(hand.seats[seat].concealed):
                    if hand.phase == BEFORE_PLAY:
                        self._expose_bonus(seat, tile)
                if hand.phase == BEFORE_PLAY and legal.kong_actions(hand.seats[seat], before_play=True):
                    self._emit(ev.BeforePlay(seat))
                    return
        if hand.phase == BEFORE_PLAY:
            self._emit(ev.PlayStart())

    def _from_dealer(self) -> list[int]:
        hand = self.state.hand
        assert hand is not None
        return [(hand.dealer + n) % 4 for n in range(4)]

    def _expose_bonus(self, seat: int, tile: Tile, chain: bool = True) -> None:
        """Expose a bonus tile and draw its replacement (and, with `chain`, replace bonus tiles drawn so)."""
        self._emit(ev.Bonus(seat, tile))
        hand = self.state.hand
        assert hand is not None
        if len(hand.seats[seat].bonus) == self.flow.flowers_win(self.state.options):
            self._emit(ev.MahJongg(seat, None, tile, "self-draw"))
            return
        if hand.phase == WINDOW:  # the eighth flower may be won on (Daifaahou): the window decides
            return
        self._replace_bonus(seat, chain)

    def _replace_bonus(self, seat: int, chain: bool = True) -> None:
        """The replacement of an exposed bonus tile; in play, a kong dora indicator still pending is turned over
        with it (`riichi-hana.md`)."""
        hand = self.state.hand
        assert hand is not None
        if hand.phase != BEFORE_PLAY and hand.pending_dora:
            self._reveal_dora(0)
        self._draw(seat, "bonus_replacement", chain)

    def _draw(self, seat: int, source: str, chain: bool = True) -> None:
        """Draw for `seat` from the wall `source` names; a drawn bonus tile is exposed and replaced at once."""
        hand = self.state.hand
        assert hand is not None
        from_dead = source == "kong_replacement" or (source == "bonus_replacement" and self.flow.bonus_from_dead_wall)
        wall = hand.dead if from_dead else hand.live
        if not wall:
            self._emit(ev.ExhaustiveDraw("dead wall empty" if from_dead else "wall empty"))
            return
        tile = wall[0]
        takes_live = hand.live and (not from_dead or self.flow.refill_dead_wall)
        last = len(hand.live) - (1 if takes_live else 0) == 0
        self._emit(ev.Draw(seat, tile, source, last))
        manual = hand.phase != BEFORE_PLAY and seat in self.state.manual_bonus
        if chain and is_bonus(tile) and not manual:
            self._expose_bonus(seat, tile)

    def _advance(self) -> None:
        """Run what happens without a decision: play starting, windows nobody is asked in, draws, hand ends."""
        while not self.done:
            hand = self.state.hand
            assert hand is not None
            if hand.phase == BEFORE_PLAY:
                if hand.asking:
                    return
                self._before_play()
            elif hand.phase == WINDOW:
                window = hand.window
                assert window is not None
                if window.asked:
                    return
                self._resolve_window()
            elif hand.phase in (TURN, CHECK):
                return
            else:
                self._end_hand()

    def _act(self, seat: int, action: Action) -> None:
        hand = self.state.hand
        assert hand is not None
        if hand.phase == BEFORE_PLAY:
            if isinstance(action, ConcealedKong):
                self._emit(ev.ConcealedKong(seat, action.consumed))
                self._draw(seat, "kong_replacement")
            else:
                self._emit(ev.KeepKongs(seat))
            return
        if isinstance(action, MahJongg):
            if action in self._legal(seat):
                self._emit(ev.MahJongg(seat, None, action.tile, "self-draw"))
            else:  # strict mode: a false call
                self._false_call((seat,), None, action.tile)
        elif isinstance(action, Discard | OriginalCall | Riichi | NamedDiscard):
            if isinstance(action, OriginalCall):
                self._emit(ev.OriginalCall(seat, action.tile))
            elif isinstance(action, Riichi):
                self._emit(ev.Riichi(seat))
            drawn = (  # the dealer's 14th tile is drawn where the rule set has him draw it (Riichi)
                not hand.claimed_turn
                and hand.last_draw == action.tile
                and (hand.draw_source != "deal" or self.flow.dealer_draws)
            )
            if isinstance(action, NamedDiscard):  # strict mode: named as another tile
                self._emit(ev.NamedDiscard(seat, action.tile, action.named, drawn))
            else:
                self._emit(ev.Discard(seat, action.tile, drawn))
            if hand.pending_dora:
                self._reveal_dora(0)
        elif isinstance(action, Bonus):
            self._expose_bonus(seat, action.tile, chain=False)
        elif isinstance(action, NineTerminals):
            self._emit(ev.AbortiveDraw("nine-terminals"))
        elif isinstance(action, ConcealedKong):
            self._reveal_dora(0)
            self._emit(ev.ConcealedKong(seat, action.consumed))
            if hand.phase == TURN and not self._fourth_kong_wins(seat, None):
                self._reveal_dora(1)
                self._draw(seat, "kong_replacement")
        elif isinstance(action, AddedKong):  # an earlier kong's pending indicator waits until this one completes
            self._emit(ev.AddedKong(seat, action.tile))

    def _resolve_window(self) -> None:
        """Carry out the claims the rule set's flow picks (`Flow.resolve_claims`), or move on when there are none."""
        hand = self.state.hand
        assert hand is not None and hand.window is not None
        window = hand.window
        if window.misnamed is not None and self._wrong_name(window):
            return
        claims = {s: a.type for s, a in window.answers.items() if not isinstance(a, Pass)}
        if window.withdrawn or "mahjongg" in claims.values():
            checked = self._true_claims(window, claims)
            if checked is None:
                return
            claims = checked
        rons = sum(1 for claim in claims.values() if claim == "mahjongg")
        if self.flow.aborts_on_rons and rons >= self.flow.aborts_on_rons:
            self._emit(ev.AbortiveDraw("three-rons"))
            return
        carried_out = self.flow.resolve_claims(window.seat, claims)
        if carried_out and isinstance(window.answers[carried_out[0]], MahJongg):
            how = {"discard": "discard", "rob": "robbing", "flower": "flower"}[window.kind]
            for seat in carried_out:
                tile = window.answers[seat].tile  # type: ignore[attr-defined]
                self._emit(ev.MahJongg(seat, window.seat, tile, how))
            return
        self.flow.after_window(hand, window.seat, self._emit_json)  # Riichi: the riichi discard's stick is paid
        if hand.phase == OVER:
            return
        if not carried_out:
            self._emit(ev.NoClaim())
            self._after_window(window.kind, window.seat, window.concealed)
            return
        (seat,) = carried_out
        action = window.answers[seat]
        assert isinstance(action, Chow | Pung | Kong)
        if isinstance(action, Kong):
            self._reveal_dora(0)
        made = ev.Kong if isinstance(action, Kong) else ev.Pung if isinstance(action, Pung) else ev.Chow
        self._emit(made(seat, window.seat, action.tile, action.consumed))
        if isinstance(action, Kong):
            if self._fourth_kong_wins(seat, window.seat):
                return
            if not self.flow.delays_kong_dora(self.state.options):
                self._reveal_dora(1)
            self._draw(seat, "kong_replacement")

    def _true_claims(self, window: Window, claims: dict[int, str]) -> dict[int, str] | None:
        """Strict mode: the claims without the false Mah-Jongg calls (those not among the seat's legal answers)
        and without those taken back. A false call with no true one beside it is shown and checked instead
        (None); beside a true call it is not carried out (**Decision**: the true call is checked first)."""
        false = [
            s
            for s, a in window.answers.items()
            if isinstance(a, MahJongg) and a not in window.asked[s] and s not in window.withdrawn
        ]
        out = {s: c for s, c in claims.items() if s not in false and s not in window.withdrawn}
        if false and "mahjongg" not in out.values():
            self._false_call(tuple(sorted(false, key=lambda s: (s - window.seat) % 4)), window.seat, window.tile)
            return None
        return out

    def _wrong_name(self, window: Window) -> bool:
        """Strict mode (`penalties.md`, wrong-name-*): the claim on a wrongly named discard that its rank carries
        out (a Mah-Jongg the named tile would make first) is not: the claimer shows what he claims with and the
        namer pays; a false Mah-Jongg is checked like any false call. False when nobody claims (the window closes
        as usual)."""
        hand = self.state.hand
        assert hand is not None and window.misnamed is not None
        answers = {s: a for s, a in window.answers.items() if not isinstance(a, Pass) and s not in window.withdrawn}
        true = {s: a for s, a in answers.items() if isinstance(a, MahJongg) and a in window.asked[s]}
        carried = self.flow.resolve_claims(window.seat, {s: a.type for s, a in (true or answers).items()})
        if not carried:
            return False
        seat, action = carried[0], answers[carried[0]]
        namer, win = window.seat, isinstance(action, MahJongg)
        shown = tuple(sorted(hand.seats[seat].concealed)) if win else action.consumed  # type: ignore[attr-defined]
        self._emit(ev.Misnamed(namer, window.misnamed, window.tile, seat, action.type, shown))
        if not win:
            self._penalise("wrong-name-chow" if isinstance(action, Chow) else "wrong-name-pung", (namer,), seat)
            self.flow.after_window(hand, namer, self._emit_json)
            if hand.phase != OVER:
                self._emit(ev.NoClaim())
                self._after_window(window.kind, namer)
        elif seat in true:
            self._penalise("wrong-name-mahjong", (namer,))
        elif hand.phase != CHECK:  # a false call where no check is held: penalised at once
            self._penalise("wrong-name-false-mahjong", (namer, seat))
        return True

    def _false_call(self, seats: tuple[int, ...], source: int | None, tile: Tile) -> None:
        """Strict mode (`penalties.md`): the callers show their hands; where a lone false call may be taken back
        (Classical) the others are asked whether to expose theirs first (`_check`), else it is penalised now."""
        hand = self.state.hand
        assert hand is not None
        shown = tuple(tuple(sorted(hand.seats[s].concealed)) for s in seats)
        self._emit(ev.MahJonggCall(seats, source, tile, shown))
        if hand.phase != CHECK:
            self._penalise(self.flow.false_call, seats)

    def _check(self) -> None:
        """Every other player has answered: those who chose to expose do, and the check follows. A false call
        after another player's exposed hand costs its penalty; before, it is taken back and play goes on."""
        hand = self.state.hand
        assert hand is not None and hand.shown is not None
        callers = hand.shown.callers
        exposed = [s for s, a in sorted(hand.shown.answers.items()) if isinstance(a, Expose)]
        for seat in exposed:
            self._emit(ev.Expose(seat, tuple(sorted(hand.seats[seat].concealed))))
        if exposed:
            window = hand.window
            if window is not None and window.misnamed is not None:  # a false call on a wrongly named discard
                self._penalise("wrong-name-false-mahjong", (window.seat, *callers))
            else:
                self._penalise(self.flow.false_call, callers)
            return
        self._emit(ev.TakeBack(callers))
        if hand.phase == WINDOW:
            self._resolve_window()

    def _penalise(self, rule: str, offenders: tuple[int, ...], claimer: int | None = None) -> None:
        """The catalog penalty `rule`, paid as the rule set's `settle` says (`penalties.md`)."""
        hand = self.state.hand
        assert hand is not None
        ruleset = self.ruleset
        wind = [hands.wind_of(hand, s) for s in range(4)]
        entry = PenaltyEntry(rule, tuple(wind[s] for s in offenders), None if claimer is None else wind[claimer])
        ends = find_penalty(self.flow.penalties, entry).ends_hand
        settled = ruleset.settle(SettleRequest(ruleset.id, penalties=(entry,), options=self.options_json))
        transfers = tuple(t.to_json() for t in settled.transfers)
        self._emit(ev.Penalty(entry.rule, offenders, claimer, ends, transfers))

    def _fourth_kong_wins(self, seat: int, source: int | None) -> bool:
        """Old suukantsu (option): a player's fourth kong wins at once, paid by `source` if it was claimed."""
        hand = self.state.hand
        assert hand is not None
        if not self.flow.four_kongs_win(self.state.options) or hand.kongs.count(seat) < 4:
            return False
        self._emit(ev.MahJongg(seat, source, None, "four-kongs"))
        return True

    def _after_window(self, kind: str, seat: int, concealed: bool = False) -> None:
        """Nobody claimed: after a discard the next player draws (or the hand is drawn or aborted); a kong's
        dora indicator (a concealed one's, or any at once where not delayed) is turned over and it is replaced."""
        hand = self.state.hand
        assert hand is not None
        if kind == "flower":
            self._replace_bonus(seat, chain=hand.phase != BEFORE_PLAY or not self.flow.bonus_one_per_pass)
            return
        if kind == "rob":
            if not concealed and hand.pending_dora > 1:  # an earlier kong's, whose discard never came (as Tenhou)
                self._reveal_dora(-1)  # all but this added kong's own, which waits for the next discard
            if self._fourth_kong_wins(seat, None):
                return
            if concealed or not self.flow.delays_kong_dora(self.state.options):
                self._reveal_dora(1)
            self._draw(seat, "kong_replacement")
            return
        reason = self._abortive_after_discard()
        if reason is not None:
            self._emit(ev.AbortiveDraw(reason))
        elif hand.last_tile or not hand.live:
            self._emit(ev.ExhaustiveDraw("wall empty"))
        else:
            self._draw((seat + 1) % 4, "live")

    def _abortive_after_discard(self) -> str | None:
        """Four winds (the first four discards the same wind, no call) or four kongs by several players."""
        hand = self.state.hand
        assert hand is not None
        aborts = self.flow.abortive_draws
        if "four-winds" in aborts and hand.discards_made == 4 and hand.calls == 0:
            first = {s.discards[0] & KIND_MASK for s in hand.seats if len(s.discards) == 1}
            if len(first) == 1 and first <= set(WIND_KINDS) and all(len(s.discards) == 1 for s in hand.seats):
                return "four-winds"
        if "four-kans" in aborts and len(hand.kongs) == 4 and len(set(hand.kongs)) > 1:
            return "four-kans"
        return None

    # -- the end of a hand -------------------------------------------------------------------------------
    def _end_hand(self) -> None:
        from jongg.engine.ending import hand_end_event

        self._emit(hand_end_event(self.state))
        match = self.state.match
        if self.one_hand or match.finished is not None:
            self._match_end()
        else:
            self._start_hand()

    def _time_up(self) -> None:
        if not self.flow.timed(self.state.options):
            raise IllegalAction("engine.time_up_needs_agreed_match")
        self._emit(ev.TimeUp())
        self._match_end()

    def _match_end(self) -> None:
        match = self.state.match
        secret = self.seed if isinstance(self.seed, bytes) else None
        self._emit(
            ev.MatchEnd(
                match.finished or "one hand played",
                tuple(match.totals[p] for p in range(4)),
                tuple(
                    {"player": player, "place": place, "total": total, "score": score}
                    for player, place, total, score in self.flow.placings(match, self.state.options)
                ),
                None if secret is None else secret.hex(),
                None if secret is None else self.salt.hex(),
            )
        )

    # -- helpers for tests and tools --------------------------------------------------------------------
    def state_json(self) -> dict[str, Any]:
        """The whole state as JSON (omniscient), to compare tables."""
        hand = self.state.hand
        return {
            "match": dataclasses.asdict(self.state.match),
            "hand": None if hand is None else hand.to_json(),
            "seen": list(self.state.seen),
            "done": self.done,
        }


def _bonus_of(tiles: list[Tile]) -> list[Tile]:
    return sorted(t for t in tiles if is_bonus(t))
