"""`jongg mjai bot`: jongg's standard bot as an mjai bot process (the protocol of `jongg.bots.mjai_process`).

It reads mjai events on stdin, one per line (or a JSON array of events per line: mjai.app's batches), and
answers every line with exactly one JSON line: its action at a decision, else `{"type":"none"}`.

**How it knows its legal actions: a mirror table, rebuilt from the events.** The standard bot needs a
`SeatView` with the legal actions, and jongg's engine is the only place that knows Riichi's rules (furiten,
kuikae, riichi and kan conditions, yaku for a win). So at each event that may be a decision of the seat (its
own `tsumo`, its own call, another seat's `dahai`, `kakan` or `ankan`), the hand so far is replayed through the
engine, as `jongg mjai replay` does (`mjai_replay`): the wall is rebuilt from the tiles the events show
(`mjai.rebuild_wall`), `Table.from_wall` deals it, and the logged actions drive it. The tiles the seat cannot
see (others' hands and draws, `"?"`) are made up so that the events are possible: each tile another seat
discards, calls with or adds to a kan is placed in one of that seat's unknown tiles then in hand (a
`tsumogiri` discard is its last draw), and the rest get tiles nobody has seen (never a flower). The seat's own
tiles, everything public, the scores and the counters are the real ones, so its legal actions are.

Made-up hands are not tenpai, so another seat's riichi is replayed as a plain discard; the view then gets the
riichi back (the discard's index, the stick off the score and on the table) before the bot sees it.
The rules come from `start_game`'s extension field `jongg` (the rule set's options, sent by jongg's own host),
else from `--rules` (a preset of `jongg.interop.mjai.PRESETS`). If the mirror cannot follow the events (other
rules than it was told), the bot still answers: it discards the drawn tile and passes claims, and says so on
stderr.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import IO, Any

from jongg.engine import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    NineTerminals,
    Pass,
    Pung,
    Riichi,
    SeatView,
)
from jongg.errors import JonggError
from jongg.interop.mjai import RULESET, InvalidMjai, MjaiHand, rules_of, tile_from_mjai, tile_set, tile_to_mjai
from jongg.interop.mjai_replay import Diverged, HandDriver, HandReport
from jongg.tiles import Tile, is_bonus

NONE: dict[str, Any] = {"type": "none"}
MAYBE_MINE = frozenset(("tsumo", "chi", "pon"))
"""Events of the seat itself after which it decides."""
MAYBE_OTHERS = frozenset(("dahai", "kakan", "ankan"))
"""Events of another seat after which the seat may claim."""


class _Slot:
    __slots__ = ("tile",)

    def __init__(self) -> None:
        self.tile: str | None = None


def complete_hand(
    seat: int, start: Mapping[str, Any], events: list[dict[str, Any]], flowers: int, red_fives: int
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The hand's events with every hidden tile (`"?"`) of the other seats made up consistently (module text).
    `InvalidMjai` when the events cannot be made to fit."""
    start = dict(start)
    tehais = [list(h) for h in start["tehais"]]
    slots: dict[int, list[_Slot]] = {}
    deal: dict[int, list[_Slot]] = {}
    hand: dict[int, list[_Slot]] = {}
    last_draw: dict[int, _Slot | None] = {}
    placed: Counter[str] = Counter()
    for s in range(4):
        if s == seat:
            placed.update(tehais[s])
            continue
        deal[s] = [_Slot() for _ in tehais[s]]
        slots[s] = list(deal[s])
        hand[s] = list(deal[s])
        last_draw[s] = None
    placed[start["dora_marker"]] += 1
    draws: list[tuple[dict[str, Any], _Slot]] = []

    def take(s: int, tile: str, prefer_draw: bool | None) -> None:
        """A tile of seat s leaves its hand: put it in one of its unknown tiles."""
        tile_from_mjai(tile)  # InvalidMjai for a bad tile
        free = [x for x in hand[s] if x.tile is None]
        draw = last_draw[s]
        if prefer_draw and draw is not None and draw in free:
            chosen = draw
        else:
            others = [x for x in free if x is not draw]
            chosen = others[0] if others else (free[0] if free else None)  # type: ignore[assignment]
        if chosen is None:
            raise InvalidMjai("mjai.seat_shows_more_tiles", s=s)
        chosen.tile = tile
        placed[tile] += 1
        hand[s].remove(chosen)
        if chosen is draw:
            last_draw[s] = None

    for e in events:
        kind = e.get("type")
        actor = e.get("actor")
        if kind == "dora":
            placed[e["dora_marker"]] += 1
        if actor == seat or actor not in hand:
            if kind == "tsumo" and actor == seat:
                placed[e["pai"]] += 1
            continue
        if kind == "tsumo":
            slot = _Slot()
            slots[actor].append(slot)
            hand[actor].append(slot)
            last_draw[actor] = slot
            draws.append((e, slot))
        elif kind == "dahai":
            take(actor, e["pai"], e.get("tsumogiri"))
        elif kind == "hana":
            take(actor, e["pai"], True)
        elif kind in ("chi", "pon", "daiminkan", "ankan"):
            for tile in e["consumed"]:
                take(actor, tile, False)
        elif kind == "kakan":
            take(actor, e["pai"], False)
    pool = Counter(str(t) for t in tile_set(flowers, red_fives) if not is_bonus(t))
    for tile, count in placed.items():
        pool[str(tile_from_mjai(tile))] -= count
    spare = sorted(t for t, n in pool.items() for _ in range(max(0, n)))
    for s, own in slots.items():
        for slot in own:
            if slot.tile is None:
                if not spare:
                    raise InvalidMjai("mjai.events_show_more_tiles")
                slot.tile = tile_to_mjai(spare.pop())
        tehais[s] = [x.tile for x in deal[s]]
    start["tehais"] = tehais
    out = []
    by_event = {id(e): slot for e, slot in draws}
    for e in events:
        found = by_event.get(id(e))
        out.append({**e, "pai": found.tile} if found is not None else e)
    return start, out


class _Mirror(HandDriver):
    """`mjai_replay`'s driver, lenient where made-up tiles cannot follow: another seat's riichi that the
    engine refuses (its made-up hand is not tenpai) is a plain discard."""

    def __init__(self, hand: MjaiHand, options: Mapping[str, Any], seat: int) -> None:
        self.seat = seat
        self.plain_riichi: set[int] = set()
        super().__init__(hand, options, HandReport(0, 0, hand.label, 0))

    def discard(self, e: dict[str, Any]) -> None:
        seat, tile = e["actor"], str(tile_from_mjai(e["pai"]))
        riichi = self.find(seat, lambda j: j["type"] == "riichi" and j["tile"] == tile)
        if seat in self.reach and seat != self.seat and riichi is None:
            self.reach.discard(seat)
            self.plain_riichi.add(seat)
        super().discard(e)


class MjaiSeat:
    """One seat's side of the mjai protocol, answered by a jongg bot through the mirror (module text)."""

    def __init__(
        self,
        seed: int = 0,
        options: Mapping[str, Any] | None = None,
        make: Callable[[Mapping[str, Any], int], Any] | None = None,
        log: IO[str] | None = None,
    ) -> None:
        self.seed = seed
        self.default_options = dict(options or {})
        self.options: dict[str, Any] = dict(self.default_options)
        self.make = make or _standard
        self.log = log
        self.seat = 0
        self.bot: Any = None
        self.start: dict[str, Any] | None = None
        self.events: list[dict[str, Any]] = []
        self.riichi_tile: Tile | None = None
        self.kinds: Counter[int] = Counter()
        self.last_draw: str | None = None

    # -- the protocol -------------------------------------------------------------------------------------
    def react_line(self, line: str) -> str:
        """The answer line (without newline) to one input line: an event or an array of events."""
        try:
            message = json.loads(line)
        except (ValueError, RecursionError):
            self.say(f"not JSON: {line[:80]!r}")
            return json.dumps(NONE)
        batch: Iterable[Any] = message if isinstance(message, list) else [message]
        answer = NONE
        for event in batch:
            answer = self.react(event) if isinstance(event, dict) else NONE
        return json.dumps(answer, separators=(",", ":"))

    def react(self, event: Mapping[str, Any]) -> dict[str, Any]:
        """The answer to one event."""
        try:
            return self._react(dict(event))
        except (JonggError, KeyError, TypeError, ValueError, IndexError) as exc:
            self.say(f"cannot follow {event.get('type')}: {type(exc).__name__}: {exc}")
            return self.fallback(dict(event))

    def _react(self, e: dict[str, Any]) -> dict[str, Any]:
        kind = e.get("type")
        if kind == "start_game":
            self.seat = int(e.get("id", 0))
            given = rules_of(e)
            self.options = dict(self.default_options) if given is None else given
            self.bot = self.make(self.options, self.seed)
            self.start = None
            return NONE
        if kind == "start_kyoku":
            self.start, self.events, self.riichi_tile = e, [], None
            self.kinds = Counter(tile_from_mjai(t).kind for t in e["tehais"][self.seat])
            return NONE
        if self.start is None:
            return NONE
        if kind in ("end_kyoku", "end_game"):
            self.start = None
            return NONE
        self.events.append(e)
        actor = e.get("actor")
        if kind == "tsumo" and actor == self.seat:
            self.last_draw = str(e.get("pai"))
        if kind == "reach" and actor == self.seat and self.riichi_tile is not None:
            tile, self.riichi_tile = self.riichi_tile, None
            return self.dahai(tile)
        self.track(e)
        # With flowers, the dealer's first turn comes after every seat's flowers of the deal are replaced.
        opening = kind in ("hana", "tsumo") and not any(x["type"] == "dahai" for x in self.events)
        mine = (actor == self.seat and kind in MAYBE_MINE) or opening
        theirs = actor != self.seat and kind in MAYBE_OTHERS and self.may_claim(e)
        if not (mine or theirs):
            return NONE
        view = self.view()
        # The mirror runs on past a window nobody claims (into the next draw): only a claim window answers
        # another seat's tile, only a turn the seat's own draw or call.
        if view is None or any(isinstance(a, Pass) for a in view.legal_actions) != theirs:
            return NONE
        return self.answer(self.bot.act(view), view)

    def track(self, e: dict[str, Any]) -> None:
        """Keep the kinds of the seat's concealed tiles (for `may_claim`)."""
        if e.get("actor") != self.seat:
            return
        kind = e["type"]
        if kind == "tsumo":
            self.kinds[tile_from_mjai(e["pai"]).kind] += 1
        elif kind in ("dahai", "kakan", "hana"):
            self.kinds[tile_from_mjai(e["pai"]).kind] -= 1
        elif kind in ("chi", "pon", "daiminkan", "ankan"):
            for tile in e["consumed"]:
                self.kinds[tile_from_mjai(tile).kind] -= 1

    def may_claim(self, e: dict[str, Any]) -> bool:
        """Whether the seat may have a claim on another seat's tile (a cheap test before the mirror): a tile
        of its kind in hand (pon, kan, a pair), a tile of the suit within two (chi, a run), or a hand of
        terminals and honours only (kokushi)."""
        kind = tile_from_mjai(e["pai"]).kind if "pai" in e else None
        if e["type"] == "ankan":  # only kokushi robs a concealed kan
            return all(k >= 27 or k % 9 in (0, 8) for k, n in self.kinds.items() if n > 0)
        if kind is None:
            return True
        held = {k for k, n in self.kinds.items() if n > 0}
        if kind in held:
            return True
        if kind < 27 and any(k // 9 == kind // 9 and abs(k - kind) <= 2 for k in held if k < 27):
            return True
        return (kind >= 27 or kind % 9 in (0, 8)) and all(k >= 27 or k % 9 in (0, 8) for k in held)

    def fallback(self, e: dict[str, Any]) -> dict[str, Any]:
        """When the mirror fails: discard the drawn tile on the own turn, else nothing."""
        if e.get("type") == "tsumo" and e.get("actor") == self.seat:
            return {"type": "dahai", "actor": self.seat, "pai": e.get("pai"), "tsumogiri": True}
        if e.get("type") == "reach" and e.get("actor") == self.seat and self.last_draw is not None:
            return {"type": "dahai", "actor": self.seat, "pai": self.last_draw, "tsumogiri": True}
        return NONE

    def say(self, text: str) -> None:
        if self.log is not None:
            print(f"jongg mjai bot (seat {self.seat}): {text}", file=self.log, flush=True)

    # -- the mirror ----------------------------------------------------------------------------------------
    def view(self) -> SeatView | None:
        """The seat's view with its legal actions if the mirror asks it now, else None."""
        assert self.start is not None
        flowers = int(self.options.get("flowers", 0))
        red_fives = int(self.options.get("red_fives", 3))
        start, events = complete_hand(self.seat, self.start, self.events, flowers, red_fives)
        hand = MjaiHand(0, 0, 0, start, tuple(enumerate(events, 1)))
        try:
            mirror = _Mirror(hand, self.options, self.seat)
            mirror.run()
        except Diverged as exc:
            raise InvalidMjai("mjai.mirror_diverges", reason=exc.divergence.reason) from None
        view = mirror.table.pending().get(self.seat)
        if view is None:
            return None
        return self.with_riichi(view, mirror.plain_riichi)

    def with_riichi(self, view: SeatView, plain: set[int]) -> SeatView:
        """The riichi of other seats that the mirror replayed as plain discards, put back in the view."""
        if not plain:
            return view
        players = list(view.players)
        sticks = view.sticks
        for s in plain:
            discards = 0
            index: int | None = None
            accepted = False
            waiting = False
            for e in self.events:
                if e.get("actor") != s:
                    continue
                if e["type"] == "reach":
                    waiting = True
                elif e["type"] == "dahai":
                    if waiting:
                        index, waiting = discards, False
                    discards += 1
                elif e["type"] == "reach_accepted":
                    accepted = True
            player = players[s]._replace(riichi=index)
            if accepted:
                player = player._replace(score=player.score - 1000)
                sticks += 1
            players[s] = player
        return view._replace(players=tuple(players), sticks=sticks)

    # -- answers -------------------------------------------------------------------------------------------
    def dahai(self, tile: Tile) -> dict[str, Any]:
        pai = tile_to_mjai(tile)
        return {"type": "dahai", "actor": self.seat, "pai": pai, "tsumogiri": pai == self.last_draw}

    def answer(self, action: Action, view: SeatView) -> dict[str, Any]:
        """The mjai form of a jongg action."""
        me = self.seat
        last = self.events[-1] if self.events else {}
        target = int(last.get("actor", me)) if last.get("actor") is not None else me
        if isinstance(action, Riichi):
            self.riichi_tile = action.tile
            return {"type": "reach", "actor": me}
        if isinstance(action, Discard):
            if view.last_draw is None:
                self.last_draw = None
            return self.dahai(action.tile)
        if isinstance(action, Chow | Pung | Kong):
            kind = {"chow": "chi", "pung": "pon", "kong": "daiminkan"}[action.type]
            return {
                "type": kind,
                "actor": me,
                "target": target,
                "pai": tile_to_mjai(action.tile),
                "consumed": [tile_to_mjai(t) for t in action.consumed],
            }
        if isinstance(action, ConcealedKong):
            return {"type": "ankan", "actor": me, "consumed": [tile_to_mjai(t) for t in action.consumed]}
        if isinstance(action, AddedKong):
            same = action.tile.kind
            pung = next((m for m in view.players[me].melds if m.kind == "pung" and m.tiles[0].kind == same), None)
            out: dict[str, Any] = {"type": "kakan", "actor": me, "pai": tile_to_mjai(action.tile)}
            if pung is not None:
                out["consumed"] = [tile_to_mjai(t) for t in pung.tiles]
            return out
        if isinstance(action, MahJongg):
            return {"type": "hora", "actor": me, "target": target, "pai": tile_to_mjai(action.tile)}
        if isinstance(action, NineTerminals):
            return {"type": "ryukyoku", "actor": me}
        return NONE


def _standard(options: Mapping[str, Any], seed: int) -> Any:
    from jongg.bots import StandardBot

    return StandardBot(RULESET, seed, options=options)


def serve(
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    stdin: IO[str] | None = None,
    stdout: IO[str] | None = None,
    log: IO[str] | None = None,
) -> None:
    """Answer every line of `stdin` (default sys.stdin) on `stdout` until the input ends."""
    source = stdin if stdin is not None else sys.stdin
    sink = stdout if stdout is not None else sys.stdout
    seat = MjaiSeat(seed, options, log=log if log is not None else sys.stderr)
    for line in source:
        if not line.strip():
            continue
        sink.write(seat.react_line(line) + "\n")
        sink.flush()


__all__ = ["MjaiSeat", "complete_hand", "serve"]
