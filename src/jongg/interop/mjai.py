"""mjai interop: the JSON-lines protocol of Mortal, mjai.app and riichienv, for `riichi-hana` with 0 flowers.

An mjai log is one JSON object per line: `start_game`, then per hand `start_kyoku` (bakaze, kyoku, honba,
kyotaku, oya, dora_marker, tehais, scores), `tsumo`, `dahai`, `chi`/`pon`/`daiminkan`/`ankan`/`kakan`,
`dora`, `reach`, `reach_accepted`, `hora`/`ryukyoku` (with `deltas`), `end_kyoku`; at last `end_game`.
Seats: an mjai `actor` 0–3 is a jongg seat (both count in turn order); `oya` is the dealer.

This module:

- converts tiles both ways (`tile_to_mjai`, `tile_from_mjai`): `1m`..`9m` the same, `0m` <-> `5mr`,
  `1z`..`7z` <-> `E S W N P F C`;
- reads and checks a log (`read_log`, `load_log`, `parse_log` -> games and hands); anything malformed is
  `InvalidMjai` (a `JonggError`) naming the line, never another exception;
- rebuilds one hand's physical wall from the log's own tiles (`rebuild_wall`, see there), for
  `Table.from_wall`;
- exports a jongg record of `riichi-hana` to mjai events (`export`), flowers as the documented extension
  event `{"type": "hana", "actor": seat, "pai": "1f"}` (dropped with `strict=True`);
- names the rule presets of the common online rules (`PRESETS`);
- replays logs through the engine (`replay_log`, in `jongg.interop.mjai_replay`).

**Flower extension** (not part of mjai): in a record with flowers, a flower drawn or dealt is written with
jongg's code (`1f`..`4f`, `1g`..`4g`) in `tehais` and `tsumo`; each declaration is a `hana` event and the
replacement draw is the next `tsumo` of that seat. `strict=True` drops the `hana` events, the flower
`tsumo` events and the flowers in `tehais` (the log is then plain mjai, but a hand with flowers no longer adds
up: strict export is for records without flowers, or for programs that only read).
"""

from __future__ import annotations

import json
from collections import Counter, deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from jongg.errors import InvalidOption, InvalidRecord, JonggError, Phrase, excerpt, render
from jongg.rules import find_ruleset
from jongg.rules.flow import standard_set
from jongg.tiles import NUM_KINDS, RED, Tile, is_bonus

RULESET: Final = "riichi-hana"
DICE: Final = (3, 4)
"""The dice of every rebuilt wall (any roll would do: the wall is laid out for it)."""
HONOURS: Final = ("E", "S", "W", "N", "P", "F", "C")
BAKAZE: Final = ("E", "S", "W", "N")
STICK: Final = 1000


class InvalidMjai(JonggError):
    """An mjai log that cannot be read or replayed: not JSON, a wrong field, a truncated hand, impossible
    tiles. `line` is the 0-based index of the offending event (None: the log as a whole)."""

    contract_type = "InvalidMjai"

    def __init__(self, code: str, /, line: int | None = None, **params: object) -> None:
        super().__init__(code, **params)
        self.line = line

    @property
    def reason(self) -> str:
        """The English message without the event it names."""
        return render(self.code, "en", self.params)

    def text(self, lang: str = "en") -> str:
        if self.line is None:
            return render(self.code, lang, self.params)
        return render("mjai.at_event", lang, {"line": self.line, "reason": Phrase(self.code, **self.params)})


# -- tiles ---------------------------------------------------------------------------------------------------
def tile_to_mjai(tile: Tile | str) -> str:
    """jongg's tile (or its code) in mjai: `0m` -> `5mr`, `5z` -> `P`; a flower keeps jongg's code."""
    t = tile if isinstance(tile, Tile) else Tile.from_str(tile)
    if is_bonus(t):
        return str(t)
    kind = t.kind
    if kind >= 27:
        return HONOURS[kind - 27]
    text = f"{kind % 9 + 1}{'mps'[kind // 9]}"
    return text + "r" if t.is_red else text


_FROM_MJAI: dict[str, Tile] = {}


def tile_from_mjai(text: object, line: int | None = None) -> Tile:
    """The jongg tile of an mjai tile string (flowers in jongg's code too); else `InvalidMjai`."""
    if not _FROM_MJAI:
        for kind in range(NUM_KINDS):
            tile = Tile(kind)
            _FROM_MJAI[tile_to_mjai(tile)] = tile
        for five in (4, 13, 22):
            red = Tile(five | RED)
            _FROM_MJAI[tile_to_mjai(red)] = red
        for n in range(8):
            bonus = Tile(NUM_KINDS + n)
            _FROM_MJAI[str(bonus)] = bonus
    if not isinstance(text, str):
        raise InvalidMjai("mjai.tile_string_such_m", text=excerpt(text), line=line)
    found = _FROM_MJAI.get(text)
    if found is None:
        if text == "?":
            raise InvalidMjai("mjai.hidden_tile_cannot_replayed", line=line)
        raise InvalidMjai("mjai.not_mjai_tile", text=excerpt(text), line=line)
    return found


# -- reading and checking a log ------------------------------------------------------------------------------
def read_log(source: str | bytes | Iterable[str | bytes]) -> list[dict[str, Any]]:
    """The events of mjai JSON lines (a text, bytes, or an iterable of lines); blank lines are skipped. Each line
    is read as a line of a jongg record is (`jongg.engine.events.read_record_lines`: JSON objects of sane depth
    and numbers); anything else is `InvalidMjai` naming the line."""
    from jongg.engine.events import read_record_lines

    if isinstance(source, bytes):
        source = _decode(source)
    lines: list[str] = []
    if not isinstance(source, str):
        for raw in source:
            text = _decode(raw) if isinstance(raw, bytes) else raw
            if not isinstance(text, str):
                raise InvalidMjai("mjai.log_line_text_not", text=excerpt(text), line=len(lines))
            lines.append(text)
    try:
        return read_record_lines(source if isinstance(source, str) else lines)
    except InvalidRecord as exc:
        raise InvalidMjai("errors.nested", error=exc) from None


def _decode(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidMjai("mjai.log_not_utf_text") from None


def load_log(path: str | Path) -> list[dict[str, Any]]:
    """The events of an mjai log file (gzip-compressed when its name ends in `.gz`), read as a record file is
    (`jongg.engine.events.read_file_bytes`: a regular file of bounded size, a sound gzip stream)."""
    from jongg.engine.events import read_file_bytes

    try:
        data = read_file_bytes(path)
    except InvalidRecord as exc:
        raise InvalidMjai("errors.nested", error=exc) from None
    return read_log(data)


# Field kinds: each checks one field and returns nothing (the event stays as it is).
SEAT, TILE, TILES, FLAG, COUNT, DELTAS, TEXT, WIND, KYOKU, TEHAIS = (
    "seat",
    "tile",
    "tiles",
    "flag",
    "count",
    "deltas",
    "text",
    "wind",
    "kyoku",
    "tehais",
)
_SCHEMA: dict[str, dict[str, tuple[str, bool, int]]] = {
    # type: {field: (kind, required, tiles for a tile list; 0 any)}
    "start_game": {},
    "end_game": {},
    "start_kyoku": {
        "bakaze": (WIND, True, 0),
        "kyoku": (KYOKU, True, 0),
        "honba": (COUNT, True, 0),
        "kyotaku": (COUNT, True, 0),
        "oya": (SEAT, True, 0),
        "dora_marker": (TILE, True, 0),
        "tehais": (TEHAIS, True, 0),
        "scores": (DELTAS, False, 0),
    },
    "end_kyoku": {},
    "tsumo": {"actor": (SEAT, True, 0), "pai": (TILE, True, 0)},
    "dahai": {"actor": (SEAT, True, 0), "pai": (TILE, True, 0), "tsumogiri": (FLAG, False, 0)},
    "chi": {"actor": (SEAT, True, 0), "target": (SEAT, True, 0), "pai": (TILE, True, 0), "consumed": (TILES, True, 2)},
    "pon": {"actor": (SEAT, True, 0), "target": (SEAT, True, 0), "pai": (TILE, True, 0), "consumed": (TILES, True, 2)},
    "daiminkan": {
        "actor": (SEAT, True, 0),
        "target": (SEAT, True, 0),
        "pai": (TILE, True, 0),
        "consumed": (TILES, True, 3),
    },
    "ankan": {"actor": (SEAT, True, 0), "consumed": (TILES, True, 4)},
    "kakan": {"actor": (SEAT, True, 0), "pai": (TILE, True, 0), "consumed": (TILES, False, 3)},
    "dora": {"dora_marker": (TILE, True, 0)},
    "reach": {"actor": (SEAT, True, 0)},
    "reach_accepted": {"actor": (SEAT, True, 0), "deltas": (DELTAS, False, 0), "scores": (DELTAS, False, 0)},
    "hora": {
        "actor": (SEAT, True, 0),
        "target": (SEAT, True, 0),
        "pai": (TILE, False, 0),
        "deltas": (DELTAS, False, 0),
        "ura_markers": (TILES, False, 0),
        "scores": (DELTAS, False, 0),
    },
    "ryukyoku": {"reason": (TEXT, False, 0), "deltas": (DELTAS, False, 0), "scores": (DELTAS, False, 0)},
    "hana": {"actor": (SEAT, True, 0), "pai": (TILE, True, 0)},
}
IN_HAND: Final = frozenset(_SCHEMA) - {"start_game", "end_game", "start_kyoku", "end_kyoku"}


def check_event(event: object, line: int) -> dict[str, Any]:
    """The event, checked against the mjai fields jongg reads (extra fields are allowed and ignored)."""
    if not isinstance(event, dict):
        raise InvalidMjai("mjai.event_json_object_not", event=excerpt(event), line=line)
    kind = event.get("type")
    if not isinstance(kind, str):
        raise InvalidMjai("mjai.event_needs_type_string", kind=excerpt(kind), line=line)
    schema = _SCHEMA.get(kind)
    if schema is None:
        raise InvalidMjai("mjai.unknown_event_type", kind=excerpt(kind), line=line)
    for name, (what, required, size) in schema.items():
        if name not in event:
            if required:
                raise InvalidMjai("mjai.event_needs", kind=kind, name=name, line=line)
            continue
        _check_field(kind, name, what, size, event[name], line)
    return event


def _check_field(kind: str, name: str, what: str, size: int, value: object, line: int) -> None:
    where = f"{kind}.{name}"
    if what == SEAT:
        if type(value) is not int or not 0 <= value <= 3:
            raise InvalidMjai("mjai.seat_not", where=where, value=excerpt(value), line=line)
    elif what == TILE:
        tile_from_mjai(value, line)
    elif what == TILES:
        if not isinstance(value, list) or (size and len(value) != size) or len(value) > 14:
            count = f"{size} tiles" if size else "tiles"
            raise InvalidMjai("mjai.list_not", where=where, count=count, value=excerpt(value), line=line)
        for tile in value:
            tile_from_mjai(tile, line)
    elif what == FLAG:
        if not isinstance(value, bool):
            raise InvalidMjai("mjai.true_or_false_not", where=where, value=excerpt(value), line=line)
    elif what == COUNT:
        if type(value) is not int or not 0 <= value <= 1000:
            raise InvalidMjai("mjai.count_not", where=where, value=excerpt(value), line=line)
    elif what == DELTAS:
        if not isinstance(value, list) or len(value) != 4 or any(type(v) is not int or abs(v) > 10**9 for v in value):
            raise InvalidMjai("mjai.list_integers_not", where=where, value=excerpt(value), line=line)
    elif what == TEXT:
        if not isinstance(value, str):
            raise InvalidMjai("mjai.string_not", where=where, value=excerpt(value), line=line)
    elif what == WIND:
        if value not in BAKAZE:
            raise InvalidMjai("mjai.one_e_w_n", where=where, value=excerpt(value), line=line)
    elif what == KYOKU:
        if type(value) is not int or not 1 <= value <= 4:
            raise InvalidMjai("mjai.not", where=where, value=excerpt(value), line=line)
    elif what == TEHAIS:
        if not isinstance(value, list) or len(value) != 4:
            raise InvalidMjai("mjai.lists_tiles_not", where=where, value=excerpt(value), line=line)
        for hand in value:
            if not isinstance(hand, list) or len(hand) != 13:
                raise InvalidMjai("mjai.each_hand_holds_tiles", where=where, hand=excerpt(hand), line=line)
            for tile in hand:
                tile_from_mjai(tile, line)


@dataclass(frozen=True)
class MjaiHand:
    """One hand of a log: its `start_kyoku` and the events up to and including `end_kyoku`, each with its
    0-based index in the log."""

    game: int
    number: int
    """0-based, within the game."""
    start_line: int
    start: dict[str, Any]
    events: tuple[tuple[int, dict[str, Any]], ...]

    @property
    def round(self) -> int:
        return BAKAZE.index(self.start["bakaze"])

    @property
    def dealer(self) -> int:
        return int(self.start["oya"])

    @property
    def label(self) -> str:
        """`E1-0`: round wind, hand number in the round, honba."""
        return f"{self.start['bakaze']}{self.start['kyoku']}-{self.start['honba']}"

    @property
    def scores(self) -> list[int] | None:
        scores = self.start.get("scores")
        return None if scores is None else [int(s) for s in scores]

    def tehais(self) -> list[list[Tile]]:
        return [[tile_from_mjai(t, self.start_line) for t in hand] for hand in self.start["tehais"]]


@dataclass
class MjaiGame:
    """One game of a log (`start_game` .. `end_game`)."""

    index: int
    start_line: int
    hands: list[MjaiHand] = field(default_factory=list)
    start: dict[str, Any] = field(default_factory=dict)
    end: dict[str, Any] | None = None


def parse_log(events: Sequence[object]) -> list[MjaiGame]:
    """The games and hands of a log, every event checked; `InvalidMjai` for anything malformed or truncated.

    A log holds one or more games, each `start_game`, hands (`start_kyoku` .. `end_kyoku`), `end_game`.
    """
    games: list[MjaiGame] = []
    game: MjaiGame | None = None
    hand_start: int | None = None
    body: list[tuple[int, dict[str, Any]]] = []
    for n, raw in enumerate(events):
        event = check_event(raw, n)
        kind = event["type"]
        if kind == "start_game":
            if game is not None:
                raise InvalidMjai("mjai.start_game_inside_game_previous", line=n)
            game = MjaiGame(len(games), n, start=event)
        elif game is None:
            raise InvalidMjai("mjai.before_start_game", kind=kind, line=n)
        elif kind == "end_game":
            if hand_start is not None:
                raise InvalidMjai("mjai.end_game_inside_hand_no", line=n)
            game.end = event
            games.append(game)
            game = None
        elif kind == "start_kyoku":
            if hand_start is not None:
                raise InvalidMjai("mjai.start_kyoku_inside_hand_no", line=n)
            hand_start, body = n, []
        elif hand_start is None:
            raise InvalidMjai("mjai.outside_hand", kind=kind, line=n)
        else:
            body.append((n, event))
            if kind == "end_kyoku":
                start = check_event(events[hand_start], hand_start)
                game.hands.append(MjaiHand(game.index, len(game.hands), hand_start, start, tuple(body)))
                hand_start = None
    if game is not None:
        where = "a hand" if hand_start is not None else "the game"
        raise InvalidMjai("mjai.log_truncated_does_not", where=where, line=len(events))
    if not games:
        raise InvalidMjai("mjai.log_holds_no_game")
    return games


# -- the wall ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class WallPositions:
    """Where the tiles of a broken wall lie: indices into the wall list `Table.from_wall` takes."""

    live: tuple[int, ...]
    """The live wall in draw order (the deal first)."""
    rinshan: tuple[int, ...]
    """The rinshan stock R1–R4."""
    indicators: tuple[int, ...]
    """The dora indicator slots D1–D5."""
    ura: tuple[int, ...]
    """The ura indicator slots U1–U5."""


def positions(tiles: int = 136, dice: Sequence[int] = DICE) -> WallPositions:
    """Where the engine's `Flow.break_wall` of `riichi-hana` takes each tile from: the layout applied to position
    markers 0 .. tiles - 1 (the layout is a permutation of positions)."""
    flow = find_ruleset(RULESET).flow
    assert flow is not None
    layout = flow.break_wall(list(range(tiles)), dice)  # type: ignore[arg-type]  # ints stand for positions
    return WallPositions(tuple(layout.live), tuple(layout.dead), tuple(layout.indicators), tuple(layout.ura))


def tile_set(flowers: int = 0, red_fives: int = 3) -> list[Tile]:
    """The tiles of `riichi-hana` with these options (kind order)."""
    return standard_set(flowers, red_fives)


@dataclass(frozen=True)
class HandTiles:
    """The tiles a log shows of one hand, in the order the wall gives them."""

    dealt: list[list[Tile]]
    draws: list[tuple[int, Tile, bool]]
    """(log index, tile, replacement draw) for every `tsumo`, in order."""
    indicators: list[Tile]
    ura: list[Tile]


def hand_tiles(hand: MjaiHand) -> HandTiles:
    """Every tile a hand shows: the deal, each draw (a `tsumo` right after the seat's kan or flower, dora
    events apart, is a replacement draw), the dora indicators in order, the longest list of ura indicators."""
    draws: list[tuple[int, Tile, bool]] = []
    indicators = [tile_from_mjai(hand.start["dora_marker"], hand.start_line)]
    ura: list[Tile] = []
    replacement_for: int | None = None
    for n, event in hand.events:
        kind = event["type"]
        if kind in ("ankan", "daiminkan", "kakan", "hana"):
            replacement_for = event["actor"]
        elif kind == "tsumo":
            draws.append((n, tile_from_mjai(event["pai"], n), replacement_for == event["actor"]))
            replacement_for = None
        elif kind == "dora":
            indicators.append(tile_from_mjai(event["dora_marker"], n))
        elif kind == "hora":
            shown = [tile_from_mjai(t, n) for t in event.get("ura_markers") or []]
            if len(shown) > len(ura):
                ura = shown
        elif kind not in ("reach", "reach_accepted"):
            replacement_for = None
    return HandTiles(hand.tehais(), draws, indicators, ura)


def rebuild_wall(hand: MjaiHand, *, flowers: int = 0, red_fives: int = 3, dice: Sequence[int] = DICE) -> list[Tile]:
    """A physical wall (as `Table.from_wall` lays it) that gives, with `dice`, exactly the tiles of the log.

    The deal (three passes of 4 from the dealer in turn order, then 1 each) and every live `tsumo` come from
    the front of the live wall in order; every replacement draw takes the front of the rinshan stock, whose end
    the last live tile joins while the live wall is not empty; the dora indicators fill D1.., the ura
    indicators U1..; every position the log does not show gets one of the remaining tiles of the set. The
    layout comes from the engine's `break_wall` applied to position markers (else from the Decision's text).
    `InvalidMjai` when the log's tiles are not a part of the set or do not fit the wall.
    """
    shown = hand_tiles(hand)
    tiles = 136 + flowers
    where = positions(tiles, dice)
    wall: list[Tile | None] = [None] * tiles
    live = deque(where.live)
    stock = deque(where.rinshan)
    line = hand.start_line
    dealer = hand.dealer
    dealt = [list(tiles_) for tiles_ in shown.dealt]
    for size in (4, 4, 4, 1):
        for k in range(4):
            seat = (dealer + k) % 4
            for _ in range(size):
                wall[live.popleft()] = dealt[seat].pop(0)
    for n, tile, replacement in shown.draws:
        if replacement:
            if not stock:
                raise InvalidMjai("mjai.more_replacement_draws_rinshan", line=n)
            wall[stock.popleft()] = tile
            if live:
                stock.append(live.pop())
        else:
            if not live:
                raise InvalidMjai("mjai.more_draws_live_wall", line=n)
            wall[live.popleft()] = tile
    if len(shown.indicators) > 5 or len(shown.ura) > 5:
        raise InvalidMjai("mjai.more_dora_or_ura", line=line)
    for slot, tile in zip(where.indicators, shown.indicators, strict=False):
        wall[slot] = tile
    for slot, tile in zip(where.ura, shown.ura, strict=False):
        wall[slot] = tile
    remaining = Counter(tile_set(flowers, red_fives))
    remaining.subtract(Counter(t for t in wall if t is not None))
    over = sorted(t for t, n in remaining.items() if n < 0)
    if over:
        names = " ".join(tile_to_mjai(t) for t in over)
        raise InvalidMjai("mjai.log_shows_more_set", names=names, flowers=flowers, red_fives=red_fives, line=line)
    spare = sorted(remaining.elements())
    out: list[Tile] = []
    for placed in wall:
        out.append(spare.pop() if placed is None else placed)
    return out


# -- presets -------------------------------------------------------------------------------------------------
PRESETS: Final[dict[str, dict[str, Any]]] = {
    "tenhou": {
        "flowers": 0,
        "red_fives": 3,
        "renhou": "off",
        "kiriage": False,
        "double_yakuman": False,
        "kazoe": "yakuman",
        "kan_dora": "delayed",
        "length": "east-south",
        "west_extension": True,
        "start_points": 25000,
        "return_points": 30000,
        "uma": "10/20",
        "old_suukantsu": False,
    },
    "mahjongsoul": {
        "flowers": 0,
        "red_fives": 3,
        "renhou": "off",
        "kiriage": False,
        "double_yakuman": True,
        "kazoe": "yakuman",
        "kan_dora": "delayed",
        "length": "east-south",
        "west_extension": True,
        "start_points": 25000,
        "return_points": 30000,
        "uma": "5/15",
        "old_suukantsu": False,
    },
}
"""Rule presets of the common online rules, as `riichi-hana` options (flowers 0).

- `tenhou` (Tenhou.net ranked, red fives): no renhou, no kiriage, every yakuman single (13-sided kokushi,
  suuankou tanki, junsei chuuren and daisuushii too), 13+ han counted yakuman, kan dora of an open or added
  kan after the discard, East-South with the West extension, 25,000 / 30,000, uma 10/20.
- `mahjongsoul` (Mahjong Soul, 4 players, red fives): as `tenhou`, but the four double yakuman are double,
  uma 5/15.
- `riichienv`: riichienv 0.4.11's defaults (`GameRule()`, game mode `4p-red-half`): the same option values as
  `tenhou`.

Rules jongg does not make options of, and so differences a replay may show (`tests/interop/README.md` lists
riichienv's rules and the results of the 1,000-game cross-check): three rons are always an abortive draw in
jongg (Tenhou and riichienv's `default_tenhou()` too; Mahjong Soul and riichienv's `GameRule()` pay all three);
kokushi may rob a concealed kan in jongg (Mahjong Soul too; not Tenhou); pao with several yakuman covers only the
yakuman it concerns (Mahjong Soul; Tenhou's liable player pays the whole hand).
"""
PRESETS["riichienv"] = dict(PRESETS["tenhou"])


def rules_of(start: Mapping[str, Any]) -> dict[str, Any] | None:
    """The riichi-hana options a `start_game` carries in jongg's extension field `jongg` (written by jongg's
    export and host: `{"ruleset": ..., "options": {...}}`), else None (a preset then decides). They come with the
    log, so they are checked as any options: wrong ones are `InvalidMjai`, naming why."""
    given = start.get("jongg")
    if not (
        isinstance(given, Mapping) and given.get("ruleset") == RULESET and isinstance(given.get("options"), Mapping)
    ):
        return None
    try:
        find_ruleset(RULESET).options(given["options"])
    except InvalidOption as error:
        raise InvalidMjai("mjai.start_game_rules", reason=error) from None
    return dict(given["options"])


def preset_options(name: str) -> dict[str, Any]:
    found = PRESETS.get(name)
    if found is None:
        raise InvalidMjai("mjai.unknown_rule_preset_presets", name=excerpt(name), presets=", ".join(sorted(PRESETS)))
    return dict(found)


# -- export --------------------------------------------------------------------------------------------------
ABORT_REASONS: Final = {
    "nine-terminals": "kyushu_kyuhai",
    "four-winds": "sufuurenta",
    "four-riichi": "suucha_riichi",
    "four-kans": "suukansansen",
    "three-rons": "sanchaho",
}
"""jongg's abortive draws and the `ryukyoku` reason written for each (riichienv's names)."""


def export(record: Sequence[Mapping[str, Any]], *, strict: bool = False) -> list[dict[str, Any]]:
    """The mjai events of a jongg record of `riichi-hana` (`engine.md` Records; the event vocabulary of the
    engine API). Flowers are the `hana` extension (module text); `strict` drops it.

    `hora` carries `pai`, `deltas` (this winner's share of the settlement, riichi sticks collected included),
    `ura_markers`; `ryukyoku` carries `reason` and `deltas`; riichi stick payments are the `reach_accepted`
    events (mjai's convention), so they are not in the `deltas`.

    `dahai.tsumogiri` is mjai's: the discard is the tile of the seat's last `tsumo`, with no call of his between.
    The dealer's 14th tile is his first `tsumo` (a `draw` in the record), so his first discard of exactly that
    tile is a tsumogiri, as in riichienv's and Mortal's logs (the record's own flag says false there: the
    engine counts the dealer's first turn as played from the deal).

    The record is parsed first into typed events (`jongg.engine.event_types.parse_record`: every field checked):
    a damaged one is `InvalidRecord`, one whose events are not in an order the export can follow `InvalidMjai`.
    """
    from jongg.engine.event_types import parse_record

    return MjaiExporter(strict).run(parse_record(list(record)))


class MjaiExporter:
    """A jongg record to mjai events, as `export` makes them (without its error mapping). `run(events)` checks
    the header and feeds every typed event (`jongg.engine.event_types`); `feed(event)` calls the event's
    `on_<type>` handler (types mjai has no word for have none), which appends to `out` through `emit`, with tiles
    written by `pai`. A subclass may stream (`feed` one event at a time, read the new end of `out`) and extend
    `pai` or a handler: `jongg.bots.mjai_process` does, for one seat (`viewer`: the tiles hidden from it, other
    seats' draws and dealt tiles, are written `?`)."""

    def __init__(self, strict: bool, viewer: int | None = None) -> None:
        self.strict = strict
        self.viewer = viewer
        """The seat whose view is exported (None: everything, as the record has it)."""
        self.out: list[dict[str, Any]] = []
        self.first_dealer = 0
        self.start: dict[str, Any] | None = None
        self.pending_start: dict[str, Any] | None = None
        self.pungs: dict[int, list[tuple[Tile, ...]]] = {}
        self.ends: list[Any] = []
        """The hand's `mahjongg`, `abortive_draw` and `exhaustive_draw` events (typed)."""
        self.accepted: list[int] = [0, 0, 0, 0]
        self.dealer = 0
        self.drawn: list[Tile | None] = [None, None, None, None]
        """Each seat's last draw while a discard of it would be a tsumogiri."""
        self.tsumogiri = False
        """Whether the discard `follow` saw last is its seat's last draw."""

    def run(self, record: Sequence[Any]) -> list[dict[str, Any]]:
        from jongg.engine.event_types import MatchStart

        if not record or not isinstance(record[0], MatchStart):
            raise InvalidMjai("mjai.jongg_record_starts_match_start")
        if record[0].ruleset != RULESET:
            raise InvalidMjai("mjai.only_records_export_mjai", ruleset=RULESET, record=excerpt(record[0].ruleset))
        for event in record:
            self.follow(event)
            self.feed(event)
        return self.out

    def feed(self, event: Any) -> None:
        """The mjai events of one typed record event (one the `viewer` sees): its `on_<type>`."""
        handler = getattr(self, "on_" + event.type, None)
        if handler is not None:
            handler(event)

    def follow(self, e: Any) -> None:
        """Follow the draws of the record (every event, also those hidden from the `viewer`): mjai's tsumogiri is a
        discard of the seat's last `tsumo` with no call of his between."""
        kind = e.type
        if kind == "hand_start":
            self.drawn = [None, None, None, None]
        elif kind == "draw":
            self.drawn[e.seat] = e.tile
        elif kind in ("chow", "pung", "kong"):
            self.drawn[e.seat] = None
        elif kind == "discard":
            seat = e.seat
            self.tsumogiri, self.drawn[seat] = self.drawn[seat] == e.tile, None

    def emit(self, event: dict[str, Any]) -> None:
        self.out.append(event)

    def pai(self, tile: Tile | None) -> str:
        """A tile in mjai's words; a tile hidden from the `viewer` (None) is `?`."""
        return "?" if tile is None else tile_to_mjai(tile)

    def hidden(self, seat: int) -> bool:
        """Whether `seat`'s draws and dealt tiles are hidden from the `viewer`."""
        return self.viewer is not None and seat != self.viewer

    def on_match_start(self, e: Any) -> None:
        self.first_dealer = e.dealer
        start: dict[str, Any] = {"type": "start_game"}
        if e.players is not None:
            start["names"] = [e.players[e.seating[s]] for s in range(4)]
        if not self.strict:  # the rules, for jongg's own import and bots (`rules_of`); plain mjai has none
            start["jongg"] = {"ruleset": e.ruleset, "options": dict(e.options)}
        self.emit(start)

    def on_hand_start(self, e: Any) -> None:
        self.dealer = e.dealer
        self.pungs = {s: [] for s in range(4)}
        self.ends = []
        self.accepted = [0, 0, 0, 0]
        self.pending_start = {
            "type": "start_kyoku",
            "bakaze": BAKAZE[e.round % 4],
            "kyoku": (self.dealer - self.first_dealer) % 4 + 1,
            "honba": e.honba,
            "kyotaku": e.sticks,
            "oya": self.dealer,
            "scores": list(e.scores),
        }

    def on_deal(self, e: Any) -> None:
        if self.pending_start is None:
            raise InvalidMjai("mjai.record_deals_tiles_outside")
        self.pending_start["tehais"] = [
            [self.pai(None if self.hidden(seat) else t) for t in tiles if not (self.strict and is_bonus(t))]
            for seat, tiles in enumerate(e.tiles)
        ]

    def on_dora(self, e: Any) -> None:
        if self.pending_start is not None:
            start = self.pending_start
            if "tehais" not in start:
                raise InvalidMjai("mjai.record_turns_over_first")
            start["dora_marker"] = self.pai(e.indicator)
            order = ("type", "bakaze", "dora_marker", "honba", "kyoku", "kyotaku", "oya", "scores", "tehais")
            self.emit({k: start[k] for k in order})
            self.pending_start = None
            return
        dora = {"type": "dora", "dora_marker": self.pai(e.indicator)}
        # A kan dora revealed after the discard that follows an open or added kan (option kan_dora "delayed")
        # counts for a ron on that discard. riichienv writes it before that discard (and its replay expects it
        # there), so it goes before the `dahai` (and its `reach`): the same effect in mjai's order.
        at = len(self.out)
        if at and self.out[-1]["type"] == "dahai":
            at -= 1
            if at and self.out[at - 1]["type"] == "reach":
                at -= 1
        self.out.insert(at, dora)

    def on_draw(self, e: Any) -> None:
        hidden = self.hidden(e.seat)
        if self.strict and not hidden and is_bonus(e.tile):
            return
        self.emit({"type": "tsumo", "actor": e.seat, "pai": self.pai(None if hidden else e.tile)})

    def on_bonus(self, e: Any) -> None:
        if not self.strict:
            self.emit({"type": "hana", "actor": e.seat, "pai": self.pai(e.tile)})

    def on_riichi(self, e: Any) -> None:
        self.emit({"type": "reach", "actor": e.seat})

    def on_riichi_accepted(self, e: Any) -> None:
        seat = e.seat
        self.accepted[seat] += 1
        self.emit({"type": "reach_accepted", "actor": seat})

    def on_discard(self, e: Any) -> None:
        self.emit({"type": "dahai", "actor": e.seat, "pai": self.pai(e.tile), "tsumogiri": self.tsumogiri})

    def _call(self, kind: str, e: Any) -> None:
        self.emit(
            {
                "type": kind,
                "actor": e.seat,
                "target": e.from_seat,
                "pai": self.pai(e.tile),
                "consumed": [self.pai(t) for t in e.consumed],
            }
        )

    def on_chow(self, e: Any) -> None:
        self._call("chi", e)

    def on_pung(self, e: Any) -> None:
        self.pungs.setdefault(e.seat, []).append((e.tile, *e.consumed))
        self._call("pon", e)

    def on_kong(self, e: Any) -> None:
        self._call("daiminkan", e)

    def on_concealed_kong(self, e: Any) -> None:
        consumed = [self.pai(t) for t in e.tiles]
        # `pai` is not mjai's, but riichienv reads the kan's tile from it (a plain tile where there is one).
        pai = min(consumed, key=lambda t: t.endswith("r"))
        self.emit({"type": "ankan", "actor": e.seat, "pai": pai, "consumed": consumed})

    def on_added_kong(self, e: Any) -> None:
        seat = e.seat
        kind = e.tile.kind
        pung = next((p for p in self.pungs.get(seat, []) if p[0].kind == kind), None)
        event: dict[str, Any] = {"type": "kakan", "actor": seat, "pai": self.pai(e.tile)}
        if pung is not None:
            event["consumed"] = [self.pai(t) for t in pung]
        self.emit(event)

    def on_mahjongg(self, e: Any) -> None:
        self.ends.append(e)

    def on_abortive_draw(self, e: Any) -> None:
        self.ends.append(e)

    def on_exhaustive_draw(self, e: Any) -> None:
        self.ends.append(e)

    def on_penalty(self, e: Any) -> None:
        """A penalty that ends the hand (strict mode: chombo). mjai has no such event: the hand ends as a
        `ryukyoku` whose reason is the penalty's id, with its score changes."""
        if e.ends:
            self.ends.append(e)

    def on_hand_end(self, e: Any) -> None:
        net = list(e.net)
        # mjai deltas leave out the sticks paid at reach_accepted.
        total = [net[s] + STICK * self.accepted[s] for s in range(4)]
        wins = [x for x in self.ends if x.type == "mahjongg"]
        ura = [self.pai(t) for t in e.ura]
        if wins:
            shares = self._shares(e, [w.seat for w in wins], total)
            for win, share in zip(wins, shares, strict=True):
                seat = win.seat
                source = win.from_seat
                hora: dict[str, Any] = {"type": "hora", "actor": seat, "target": seat if source is None else source}
                if win.tile is not None:  # old suukantsu's fourth kong wins without a tile
                    hora["pai"] = self.pai(win.tile)
                self.emit({**hora, "deltas": share, "ura_markers": ura})
        else:
            end = self.ends[0] if self.ends else None
            if end is not None and end.type == "penalty":
                said = end.rule
            else:
                said = ABORT_REASONS.get("wall empty" if end is None else end.reason, "exhaustive_draw")
            self.emit({"type": "ryukyoku", "reason": said, "deltas": total})
        self.emit({"type": "end_kyoku"})

    def _shares(self, e: Any, winners: list[int], total: list[int]) -> list[list[int]]:
        """Each winner's deltas: his transfers (`contract.md` settlement), else the whole hand for one winner."""
        if len(winners) == 1:
            return [total]
        winds = [(s - self.dealer) % 4 for s in range(4)]
        seat_of = {"ESWN"[winds[s]]: s for s in range(4)}
        shares = [[0, 0, 0, 0] for _ in winners]
        for t in e.transfers:  # checked: "from" and "to" a wind or "table", "amount" an integer
            to = seat_of.get(t["to"])
            if to not in winners:
                continue
            share = shares[winners.index(to)]
            share[to] += t["amount"]
            payer = seat_of.get(t["from"])
            if payer is not None:
                share[payer] -= t["amount"]
        # Anything left over (sticks paid this hand) stays with the first winner's share.
        for s in range(4):
            shares[0][s] += total[s] - sum(share[s] for share in shares)
        return shares

    def on_match_end(self, e: Any) -> None:
        self.emit({"type": "end_game"})


def dumps(events: Iterable[Mapping[str, Any]]) -> str:
    """mjai JSON lines (compact, one event a line)."""
    return "".join(json.dumps(dict(e), separators=(",", ":"), ensure_ascii=False) + "\n" for e in events)


def replay_log(events: Sequence[object], preset: str | Mapping[str, Any] = "tenhou") -> Any:
    """Replay every hand of a log through the engine (`jongg.interop.mjai_replay.replay_log`)."""
    from jongg.interop.mjai_replay import replay_log as run

    return run(events, preset)
