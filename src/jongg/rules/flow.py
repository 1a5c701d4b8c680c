"""What a rule set says about playing a hand, as the engine reads it (`engine.md`).

Each rule set's `flow` module builds one `Flow`, the rule set's `Ruleset.flow`: how the wall is broken, where
replacements come from, which claims and kongs it allows, which hands are scored, and which finished hands
make a discard dangerous. The engine reads only these fields and methods; it never asks which rule set it
plays.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from jongg.rules.penalties import Penalty
from jongg.tiles import NUM_KINDS, RED, Tile

STACKS_PER_SIDE = 18
DMJL_DEAL = ((4, 4, 4, 4), (4, 4, 4, 4), (4, 4, 4, 4), (2, 1, 1, 1))
"""`classical-dmjl.md` "Dealing": three passes of 4 tiles, East first, then East 2 and the others 1."""
CLAIM_RANK = {"mahjongg": 0, "kong": 1, "pung": 1, "chow": 2}
"""Claim priority (`classical-dmjl.md` "Play"): Mah-Jongg, then kong or pung, then chow."""


@dataclass(frozen=True, slots=True)
class Layout:
    """A broken wall: the live wall and the dead wall, each in the order its tiles are taken."""

    live: tuple[Tile, ...]
    dead: tuple[Tile, ...]
    break_side: int
    """The side (0 the dealer's, then clockwise) whose player counted the stacks."""
    break_stack: int
    """The index (clockwise from the right end of the dealer's side) of the stack at the break."""
    indicators: tuple[Tile, ...] = ()
    """Riichi: the dora indicator slots D1–D5 of the dead wall, in the order they are turned over."""
    ura: tuple[Tile, ...] = ()
    """Riichi: the ura indicator slots U1–U5, each under the dora indicator of the same index."""


def stack_tiles(wall: Sequence[Tile], stack: int) -> tuple[Tile, Tile]:
    """The two tiles of one stack, upper first (`wall` as `Table.from_wall` lays it)."""
    at = 2 * (stack % (len(wall) // 2))
    return wall[at], wall[at + 1]


def stacks_from(wall: Sequence[Tile], first: int, count: int, step: int) -> list[Tile]:
    """`count` stacks from `first`, clockwise (`step` 1) or counter-clockwise (-1), each upper tile first."""
    out: list[Tile] = []
    for n in range(count):
        out.extend(stack_tiles(wall, first + step * n))
    return out


def standard_set(bonus: int = 8, red_fives: int = 0) -> list[Tile]:
    """Every tile of a set in kind order: four of each playing kind (one five of each suit red when
    `red_fives`), then the first `bonus` bonus tiles (flowers 1f–4f, then seasons 1g–4g) once each."""
    return list(_standard_set(bonus, bool(red_fives)))


@functools.cache
def _standard_set(bonus: int, red_fives: bool) -> tuple[Tile, ...]:
    """`standard_set`, made once per kind of set (every simulated hand asks for its set)."""
    tiles = [Tile(kind) for kind in range(NUM_KINDS) for _ in range(4)]
    if red_fives:
        for five in (4, 13, 22):
            tiles[4 * five] = Tile(five | RED)
    return tuple(tiles + [Tile(NUM_KINDS + n) for n in range(bonus)])


def side_of(wind_index: int) -> int:
    """The wall side in front of the player `wind_index` places after the dealer in turn order.

    The sides run clockwise from the dealer's: the player on his left (the one before him in turn order) has
    side 1, the one opposite side 2, the next player in turn side 3.
    """
    return -wind_index % 4


@dataclass(frozen=True, slots=True)
class DangerRule:
    """One dangerous-play situation (`penalties.md`): which shown sets make which tiles dangerous."""

    name: str
    """`dragons`, `winds`, `suit`, `honours` or `terminals`."""
    hands_winning_discard: frozenset[str]
    """Rule ids of the finished hands that make a dangerous winning discard liable."""
    hands_supplied_pung: frozenset[str]
    """Rule ids of the finished hands that make the supplier of a dangerous claimed tile liable."""


EventHandler = Callable[[Any, Any], None]
"""The reducer's function for an event type: (the engine's `TableState`, the typed event) -> None."""
ShowRule = Callable[[Any, dict[str, Any], "int | None"], "dict[str, Any] | None"]
"""Who sees an event: (the typed event, its JSON form, seat or None for a spectator) -> the JSON as that seat sees
it, or None."""


@dataclass(frozen=True, slots=True)
class EventType:
    """An event type of a rule set's own (`engine.md`: "each rule set may add its own"): how it changes the
    table, who sees it, and its fields. The engine makes its typed class from the fields once
    (`jongg.engine.event_types.rule_set_event_class`: a frozen dataclass, one attribute per field, tiles as
    `Tile`), checks it in records like its own events, and consults `Flow.events` for any type it does not know
    itself; a type named in no `Flow.events` is refused by the reducer and shown to nobody."""

    apply: EventHandler
    """The reducer's function (state, typed event): the only code that changes the table's state for this event."""
    visibility: str | ShowRule
    """Who sees it: `public` (everybody), `own` (only the seat the event names), `own_tile` (everybody, the
    `tile` field only the seat it names), or a function (event, its JSON, seat) -> the JSON as shown or None."""
    fields: Mapping[str, tuple[str, bool]]
    """Its fields, in the order its JSON form writes them: name -> (kind, required), `type` and `seq` aside.
    Kinds: `seat`, `count`, `points`, `flag`, `text`, `tile`, `tiles`, `seats`; a `?` after the kind also allows
    null (`seat?`)."""


@dataclass(frozen=True)
class Flow:
    """The rules of play of one rule set, as data and small functions the engine calls."""

    bonus_tiles: bool
    dice: int
    """How many dice are rolled to break the wall (two per roll)."""
    bonus_from_dead_wall: bool
    """Bonus tiles are replaced from the dead wall (else from the live wall)."""
    refill_dead_wall: bool
    """After each replacement the last live tile joins the dead wall (HKE: it stays at 14)."""
    bonus_one_per_pass: bool
    """Before play, each player replaces one bonus tile per pass (else all he holds)."""
    kongs_before_play: bool
    """Dealt concealed kongs may be declared during the bonus replacement before play."""
    rob_concealed_kong: bool
    """A concealed kong may be robbed to complete Thirteen Orphans."""
    original_call: bool
    scores_losers: bool
    """Every player's hand is scored (Classical), else only the winner's."""
    danger: tuple[DangerRule, ...] = ()
    danger_claims: frozenset[str] = frozenset()
    """The claims of a dangerous tile that count: `mahjongg`, `pung`, `kong`, `chow`."""
    deal: tuple[tuple[int, int, int, int], ...] = DMJL_DEAL
    """The passes of the deal: how many tiles each player takes in turn order from the dealer."""
    dealer_draws: bool = False
    """After the deal the dealer draws his first tile from the live wall (Riichi), else he was dealt it."""
    riichi: bool = False
    """A player with a closed hand one tile from ready may declare riichi with his discard; the declaration is
    accepted (its stick paid) once nobody wins on that discard (`after_window`)."""
    riichi_stick: int = 0
    """Points a riichi declaration costs: a player needs them to declare, and pays them to the table."""
    ippatsu: bool = False
    """A riichi declaration opens ippatsu: a win before the player's next discard and any call, flower or
    completed kong scores it (the reducer keeps the flag, the score request carries it)."""
    furiten: bool = False
    """A player may not win on another player's tile while a wait of his lies among his own discards or he let a
    winning tile pass (until his next discard; after riichi for good)."""
    kuikae: bool = False
    """After a chow or pung the claimer may not discard the claimed kind, nor (after a chow with the claimed tile
    at one end) the tile beyond the other end; a claim that would leave him no other discard is not offered."""
    events: Mapping[str, EventType] = field(default_factory=dict, compare=False)
    """The rule set's own event types by name (none of the engine's names), emitted from its hooks
    (`after_window`)."""
    max_kongs: int | None = None
    """Kongs the whole table may make in one hand (None: no limit)."""
    max_ron: int = 1
    """How many players may win on one discard (Riichi: double ron)."""
    aborts_on_rons: int = 0
    """So many Mah-Jongg calls on one discard end the hand as an abortive draw (0: never)."""
    abortive_draws: frozenset[str] = frozenset()
    """`nine-terminals`, `four-winds`, `four-riichi`, `four-kans`."""
    first_go_around: bool = False
    """The first-turn win covers every player's first go-around until a call (Riichi tenhou, chiihou, renhou),
    else East's own first turn and a win on his first discard (DMJL)."""
    last_tile_on_replacement: bool = True
    """A win on a replacement that used up the live wall is a win on the last tile (Riichi: rinshan only)."""
    reveals_all: bool = True
    """Every hand is shown at the end (DMJL), else the winners' and, at an exhaustive draw, the ready ones."""
    tenpai_at_draw: bool = False
    """An exhaustive draw settles the ready hands and nagashi (Riichi); the DMJL rule sets know no tenpai, and
    their `hand_end` events list nobody as ready."""
    counters: bool = False
    """Honba and riichi sticks carry over to the next hand (Riichi: `after_hand` keeps them); the DMJL rule sets
    count neither."""
    waits_by_concealed_copies: bool = False
    """A kind is no wait only when the player holds all four among his concealed tiles (Riichi, as Tenhou: a
    wait on the tile of his own kong still counts), else also counting his melds (DMJL)."""
    pao: bool = False
    """The supplier of the third dragon set or fourth wind set is liable (Riichi pao)."""
    may_hold_bonus: bool = False
    """A seat that exposes its bonus tiles itself (`manual_bonus`) may keep one in hand, at the cost of a dead hand
    after its first turn (Riichi, `riichi-hana.md`); else a bonus tile it holds must be exposed before anything
    else (DMJL: "werden daher immer sofort aufgedeckt"; HKE: "ein Abwurf von Bonusziegeln ist verboten")."""

    penalties: tuple[Penalty, ...] = ()
    """The rule set's penalty catalog (`jongg.rules.penalties`, shared with the scoresheet)."""
    false_call: str = "false-mahjong"
    """Strict mode: the catalog penalty of a false Mah-Jongg call (Riichi: `chombo`)."""
    false_call_taken_back: bool = False
    """Strict mode: a false call is taken back without penalty unless another player exposed his hand before the
    check (Classical, PEN principle); else it is penalised as soon as it is shown (HKE, Riichi)."""
    foul_sets: str | None = None
    """Strict mode: a seat may lay a wrong set (claim a discard, or declare a concealed kong, with tiles that form
    no set, or a pung of four, a kong of three), and this is what its hand becomes: `irregular` (Classical, PEN
    "Kurze, lange, faule Hand": foul, short or long; it may not win and is scored as it stands, a foul set marked
    `!`, a long hand 0) or `dead` (HKE: "falscher oder ungültiger Ruf", "zu viele / zu wenige Steine": no
    Mah-Jongg this hand); None: it may not (Riichi)."""
    bonus_mistakes: bool = False
    """Strict mode: a seat that exposes its own bonus tiles (`manual_bonus`) may discard one instead, or expose a
    normal tile as one (and draw its replacement); either makes its hand dead (HKE: "Abwurf einer
    Blume/Jahreszeit oder Auslegen+Ersetzen eines regulären Steins als Blume/Jahreszeit … nach Abwurf: tote
    Hand"; the engine offers no correction, so dead at once)."""
    names_discards: bool = False
    """Strict mode: a player names each discard and may name it wrongly; a claim on a wrongly named discard is not
    carried out and costs the namer the catalog's `wrong-name-*` penalty (Classical, PEN)."""

    def fouls(self, options: Any) -> str | None:
        """What a wrongly formed set makes of a hand here (`foul_sets`), None where none may be laid."""
        return self.foul_sets if self.strict(options) else None

    def names(self, options: Any) -> bool:
        """Whether a seat may name a discard wrongly here (strict mode where discards are named)."""
        return self.names_discards and self.strict(options)

    def strict(self, options: Any) -> bool:
        """Strict mode (option `strict`): a seat may also make the mistakes the rule set penalises."""
        return bool(getattr(options, "strict", False))

    def tile_set(self, options: Any) -> list[Tile]:
        """Every tile of the set for these options, in kind order."""
        return standard_set(8 if self.bonus_tiles else 0)

    def resolve_claims(self, source: int, claims: Mapping[int, str]) -> list[int]:
        """The seats whose claims on `source`'s tile are carried out, from every answer at once (`engine.md`).

        Mah-Jongg before kong/pung before chow; of several Mah-Jongg calls the `max_ron` nearest after `source`
        in turn win (DMJL one, Riichi two: double ron). `claims` maps each claiming seat to its claim
        (`mahjongg`, `kong`, `pung`, `chow`).
        """
        if not claims:
            return []
        order = sorted(claims, key=lambda seat: (CLAIM_RANK[claims[seat]], (seat - source) % 4))
        if claims[order[0]] == "mahjongg":
            return [seat for seat in order if claims[seat] == "mahjongg"][: self.max_ron]
        return order[:1]

    def break_wall(self, wall: Sequence[Tile], dice: Sequence[int]) -> Layout:  # pragma: no cover - abstract
        raise NotImplementedError

    def dangerous_play(self, options: Any) -> bool:
        """Whether dangerous play is settled under these options."""
        return bool(self.danger)

    def starting_score(self, options: Any) -> int:  # pragma: no cover - abstract
        raise NotImplementedError

    def rotates_seats(self, options: Any) -> bool:
        """Whether the players change seats between rounds ("Umsetzen")."""
        return False

    def ends_match_on_bust(self, options: Any) -> bool:
        return False

    def rounds(self, options: Any) -> int:
        """The rounds of a DMJL match: four, or fewer where the players agreed a shorter match."""
        return 4

    def timed(self, options: Any) -> bool:
        """Whether the host may end the match with `time_up`."""
        return False

    def bonus_chips(self, options: Any) -> int:
        """Chips each other player pays at once for an exposed bonus tile (Riichi variation 3)."""
        return 0

    def flowers_win(self, options: Any) -> int | None:
        """How many bonus tiles in front of a player win at once (Riichi Daifaahou: 8), or None."""
        return None

    def four_kongs_win(self, options: Any) -> bool:
        """Whether a player's fourth kong wins at once (Riichi option `old_suukantsu`)."""
        return False

    def delays_kong_dora(self, options: Any) -> bool:
        """Whether an exposed or added kong's dora indicator is turned over only after the next discard."""
        return False

    def after_window(self, hand: Any, seat: int, emit: Callable[[dict[str, Any]], None]) -> None:
        """A claim window on `seat`'s tile closed and nobody won on it (`hand`: the engine's `HandState`): emit
        the events this brings about, before any claim is carried out, each as its JSON form without `seq` (the
        table parses it into its typed event, as a record's, and applies it). With `riichi`, a riichi discard not won
        on is accepted (its stick is paid), and where `four-riichi` is an abortive draw the fourth accepted
        riichi ends the hand (the table then stops: the hand is over)."""
        if not self.riichi:
            return
        me = hand.seats[seat]
        if me.riichi is None or me.riichi_accepted:
            return
        emit({"type": "riichi_accepted", "seat": seat})
        if "four-riichi" in self.abortive_draws and all(s.riichi_accepted for s in hand.seats):
            emit({"type": "abortive_draw", "reason": "four-riichi"})

    def after_hand(self, match: Any, event: Any, options: Any) -> None:
        """Move the match (`jongg.engine.match.MatchState`) on after a `hand_end` event (the engine's typed
        `HandEnd`): the deal, the round, seat rotation and the end (DMJL: four rounds, or a score below zero where
        chips are played)."""
        match.pass_on(event.passes, event.east_won, self.rotates_seats(options))
        on_bust = self.ends_match_on_bust(options)
        if on_bust:
            match.note_bust()
        match.check_dmjl_end(on_bust, self.rounds(options))

    def placings(self, match: Any, options: Any) -> list[tuple[Any, int, int, float]]:
        """(player, place, points, result) for each player, first place first."""
        start = self.starting_score(options)
        return [(p.name, p.place, p.total, p.score) for p in match.placings(start)]
