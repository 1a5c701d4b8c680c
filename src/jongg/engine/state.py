"""The state of a table and the one reducer that changes it.

`Table.step` and `replay` both change state only by `Reducer.apply(event)`, so a record replays to the same
table. The reducer follows the events; the decisions of what happens next are in `table.py`.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from jongg.contract import PenaltyEntry, Win
from jongg.engine.actions import Action
from jongg.engine.match import MatchState
from jongg.errors import IllegalAction
from jongg.rules.base import Ruleset
from jongg.rules.flow import Flow
from jongg.tiles import KIND_MASK, NUM_ALL_KINDS, TEXT, Tile

TURN, WINDOW, BEFORE_PLAY, OVER = "turn", "window", "before_play", "over"
CHECK = "check"
"""Strict mode: a false Mah-Jongg call was shown; the other players may expose their hands before the check."""


@dataclass(slots=True)
class SeatMeld:
    """A meld on the table: its tiles, whether declared concealed, and who supplied the claimed tile.

    Never changed once made (an added or robbed kong replaces it), so a seat view taken earlier stays as it was."""

    kind: str
    """`chow`, `pung` or `kong`."""
    tiles: list[Tile]
    concealed: bool = False
    from_seat: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "tiles": [TEXT[t] for t in self.tiles],
            "concealed": self.concealed,
            "from": self.from_seat,
        }


@dataclass(slots=True)
class DangerClaim:
    """A dangerous tile this seat claimed (`penalties.md`): kept until the hand ends, used if he wins."""

    discarder: int
    situations: tuple[str, ...]
    kind: str
    """`winning-discard` (claimed for Mah-Jongg) or `supplied-pung` (claimed for a set)."""
    no_choice: bool


@dataclass(slots=True)
class SeatState:
    concealed: list[Tile] = field(default_factory=list)
    melds: list[SeatMeld] = field(default_factory=list)
    bonus: list[Tile] = field(default_factory=list)
    discards: list[Tile] = field(default_factory=list)
    """In order, claimed ones included."""
    said: dict[int, Tile] = field(default_factory=dict)
    """Strict mode: the name of each wrongly named discard (by position) that no claim has shown yet; the table
    sees the name in its place (`view.view_of`)."""
    claimed: set[int] = field(default_factory=set)
    """The positions in `discards` of the tiles another player claimed."""
    discarded: bool = False
    received: Tile | None = None
    """The tile this seat received last (dealt or drawn)."""
    called: bool = False
    """Classical original call announced."""
    declined_kongs: set[int] = field(default_factory=set)
    danger: list[DangerClaim] = field(default_factory=list)
    counts: list[int] = field(default_factory=lambda: [0] * NUM_ALL_KINDS)
    """How many of each kind are among the concealed tiles, kept by `add` and `take`."""

    ready: bool | None = None
    """Whether the concealed tiles are one tile short of a complete form (shanten 0); None: not yet known.
    Cleared whenever the tiles change, so a claim check asks the shanten table once per change, not per discard."""
    ready_before: bool | None = None
    """`ready` before the one tile added last (a drawn tile completes the hand only if this was not False)."""
    riichi: int | None = None
    """Riichi: the position in `discards` of the riichi discard (None: no riichi)."""
    double_riichi: bool = False
    riichi_accepted: bool = False
    """The riichi stick is paid (the riichi discard was not won on)."""
    ippatsu: bool = False
    """Declared riichi and no call, flower or own discard since."""
    furiten: bool = False
    """Passed a winning tile: until the own next discard, or for good after riichi (`riichi-hana.md`)."""
    kuikae: frozenset[int] = frozenset()
    """The kinds this seat may not discard right after its call."""
    chips: int = 0
    """Flower chips won this hand from each other player (variation 3)."""
    dead: bool = False
    """A dead hand (`riichi-hana.md`): a flower kept past the first turn or discarded; it may not win and
    counts as not ready. Strict mode: also a wrong set laid, or (HKE) a bonus tile mistaken."""
    irregular: str | None = None
    """Strict mode: a wrong set was laid (PEN "Kurze, lange, faule Hand"): `foul` (tiles that form no set),
    `short` or `long` (a pung of four, a kong of three). No Mah-Jongg (the hand is dead too); Classical scores
    it as it stands with this `irregular` (`Flow.foul_sets`)."""
    pao: int | None = None
    """The seat whose discard completed this seat's third dragon or fourth wind set (Riichi pao)."""

    def count(self, kind: int) -> int:
        return self.counts[kind]

    def add(self, tiles: list[Tile]) -> None:
        self.ready_before = self.ready if len(tiles) == 1 else None
        self.ready = None
        for tile in tiles:
            self.concealed.append(tile)
            self.counts[tile & KIND_MASK] += 1

    def take(self, tiles: list[Tile]) -> None:
        self.ready = self.ready_before = None
        for tile in tiles:
            try:
                self.concealed.remove(tile)
            except ValueError:  # only a record that does not fit its table gets here
                raise IllegalAction("engine.record_takes_seat_does", tile=tile) from None
            self.counts[tile & KIND_MASK] -= 1

    def to_json(self) -> dict[str, Any]:
        return {
            "concealed": [TEXT[t] for t in sorted(self.concealed)],
            "melds": [m.to_json() for m in self.melds],
            "bonus": [TEXT[t] for t in self.bonus],
            "discards": [[TEXT[t], n in self.claimed] for n, t in enumerate(self.discards)],
            "called": self.called,
            "riichi": self.riichi,
            "furiten": self.furiten,
            "dead": self.dead,
            **({"irregular": self.irregular} if self.irregular else {}),
            **({"said": {n: TEXT[t] for n, t in sorted(self.said.items())}} if self.said else {}),
        }


@dataclass(slots=True)
class Window:
    """A claim window: on a discard, or on a kong being declared (robbing)."""

    kind: str
    """`discard` or `rob`."""
    tile: Tile
    seat: int
    """The discarder, or the player declaring the kong."""
    asked: dict[int, list[Action]]
    answers: dict[int, Action] = field(default_factory=dict)
    concealed: bool = False
    """A concealed kong (robbable only for Thirteen Orphans)."""
    withdrawn: set[int] = field(default_factory=set)
    """Strict mode: the seats whose false Mah-Jongg call on this tile was taken back (their answer counts as a pass)."""
    misnamed: Tile | None = None
    """Strict mode: the true tile of a discard named as another (`tile` is the name, which claims are offered on)."""


@dataclass(slots=True)
class Shown:
    """Strict mode: a Mah-Jongg call the table found false, shown by its callers (`penalties.md`: call, show, the
    others may expose, check)."""

    callers: tuple[int, ...]
    asked: tuple[int, ...]
    """The other seats, asked whether to expose their hands before the check (none where the call is penalised
    at once)."""
    answers: dict[int, Action] = field(default_factory=dict)


@dataclass(slots=True)
class HandState:
    index: int
    round: int
    dealer: int
    dice: tuple[int, ...]
    live: deque[Tile]
    dead: deque[Tile]
    seats: list[SeatState]
    phase: str = BEFORE_PLAY
    turn: int = 0
    claimed_turn: bool = False
    """The turn began with a claimed chow or pung: discard only."""
    last_draw: Tile | None = None
    draw_source: str | None = None
    last_tile: bool = False
    """The last tile of the hand has been drawn."""
    kong_on_kong: bool = False
    """The kong being replaced was declared on a kong replacement tile."""
    window: Window | None = None
    discards_made: int = 0
    before_play: int | None = None
    """The seat whose dealt kongs are being asked about before play (HKE)."""
    asking: bool = False
    """`before_play` is waiting for that seat's answer."""
    winners: list[tuple[int, Win, Tile | None]] = field(default_factory=list)
    """Who won, how, and with which tile (None: old suukantsu), in the order declared (two on a double ron)."""
    indicators: tuple[Tile, ...] = ()
    """The dora indicator slots (Riichi); the first `revealed` are turned over."""
    ura: tuple[Tile, ...] = ()
    revealed: int = 0
    pending_dora: int = 0
    """Kong dora indicators waiting to be turned over (a delayed exposed or added kong)."""
    kongs: list[int] = field(default_factory=list)
    """The seat of every kong made this hand, in order."""
    calls: int = 0
    """Calls made this hand (claims and kongs): the first go-around is over after the first."""
    honba: int = 0
    sticks: int = 0
    """Riichi sticks on the table, this hand's included."""
    aborted: str | None = None
    """The reason of an abortive draw."""
    shown: Shown | None = None
    """Strict mode: the false Mah-Jongg call being checked."""
    penalties: list[PenaltyEntry] = field(default_factory=list)
    """Strict mode: the penalties of this hand (`penalty` events), settled with it."""

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "round": self.round,
            "dealer": self.dealer,
            "dice": list(self.dice),
            "live": [TEXT[t] for t in self.live],
            "dead": [TEXT[t] for t in self.dead],
            "seats": [s.to_json() for s in self.seats],
            "phase": self.phase,
            "turn": self.turn,
            "claimed_turn": self.claimed_turn,
            "last_draw": None if self.last_draw is None else TEXT[self.last_draw],
            "draw_source": self.draw_source,
            "last_tile": self.last_tile,
            "window": None
            if self.window is None
            else {
                "kind": self.window.kind,
                "tile": TEXT[self.window.tile],
                "seat": self.window.seat,
                "asked": sorted(self.window.asked),
                "answers": {s: a.to_json() for s, a in self.window.answers.items()},
            },
            "discards_made": self.discards_made,
            "before_play": self.before_play,
            "asking": self.asking,
            "indicators": [TEXT[t] for t in self.indicators],
            "ura": [TEXT[t] for t in self.ura],
            "revealed": self.revealed,
            "pending_dora": self.pending_dora,
            "sticks": self.sticks,
            "honba": self.honba,
            **self._strict_json(),
        }

    def _strict_json(self) -> dict[str, Any]:
        """Strict mode's part of the state, only where there is one (other tables' states stay as they were)."""
        out: dict[str, Any] = {}
        if self.window is not None and self.window.withdrawn:
            out["withdrawn"] = sorted(self.window.withdrawn)
        if self.window is not None and self.window.misnamed is not None:
            out["misnamed"] = TEXT[self.window.misnamed]
        if self.shown is not None:
            answers = {s: a.to_json() for s, a in self.shown.answers.items()}
            out["shown"] = {"callers": list(self.shown.callers), "asked": list(self.shown.asked), "answers": answers}
        if self.penalties:
            out["penalties"] = [p.to_json() for p in self.penalties]
        return out


@dataclass(slots=True)
class TableState:
    """Everything: the match, the hand in progress, what each seat has seen."""

    ruleset: Ruleset
    options: Any
    """The validated options object."""
    options_json: dict[str, Any]
    flow: Flow
    match: MatchState[int]
    hand: HandState | None = None
    seen: list[int] = field(default_factory=lambda: [0] * 5)
    """How many events each seat's stream holds (seats 0-3, then the spectator): the per-seat `seq` and decision
    ids (`view.count_seen`)."""
    done: bool = False
    header: dict[str, Any] = field(default_factory=dict)
    manual_bonus: frozenset[int] = frozenset()
    """The seats that declare their bonus tiles themselves (the header's `manual_bonus`)."""
    hand_seatings: list[tuple[int, ...]] = field(default_factory=list)
    """The player in each seat, for every hand begun (the seats may rotate between rounds): whose stream an
    event of a hand belongs to (`jongg.server.streams`)."""
    player_views: list[Any] = field(default_factory=lambda: [None] * 4)
    """Each seat's public part as last built (a `PlayerView`), None once an event may have changed it: the
    reducer clears a seat's entry on every event that names it (`seat` or `from`) and all on any other."""
    names_discards: bool = False
    """Strict mode where discards are named (`Flow.names`): fixed with the options, kept once for every view."""
    lays_any_set: bool = False
    """Strict mode where a wrong set may be laid (`Flow.fouls`): likewise."""

    def __post_init__(self) -> None:
        self.names_discards = self.flow.names(self.options)
        self.lays_any_set = self.flow.fouls(self.options) is not None
