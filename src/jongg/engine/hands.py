"""Score requests built from the table's own record of every tile: hand strings, winds and win flags.

Nothing is guessed: a meld's source is the seat that discarded its tile, a win's flags come from where the
winning tile came from (`contract.md` §1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from jongg.contract import WINDS, RiichiInfo, ScoreRequest, ScoreResult, Win, WinBy, Wind
from jongg.engine.state import HandState, SeatState, TableState
from jongg.errors import InvalidMeld
from jongg.hand import Meld, MeldKind, tiles_to_str
from jongg.tiles import KIND_MASK, NUM_KINDS, Tile

SOURCE_MARK = {3: "<", 2: "^", 1: ">"}
"""Claim-source marker by (supplier - owner) mod 4: the player before sits on the left."""


LAID: Final = {"chow": MeldKind.CHOW, "pung": MeldKind.PUNG, "kong": MeldKind.KONG}
"""The set each claim or kong lays."""
MISCOUNT: Final = {("pung", MeldKind.KONG): "short", ("kong", MeldKind.PUNG): "long"}
"""A set laid in another count than its claim takes (strict mode): a pung of four, a kong of three."""
MISTAKES: Final = frozenset(("foul", "short", "long"))
"""What a strict table lets a wrongly laid set make of a hand (`penalties.md`, "Kurze, lange, faule Hand")."""


def laid_as(kind: str, tiles: Sequence[Tile]) -> str | None:
    """What tiles laid as a `kind` (`chow`, `pung`, `kong`: a claim or a meld) are, as `Meld.of` tells sets:
    None (that set), `foul` (three or four tiles that form no set), `short` (a pung of four), `long` (a kong of
    three), or `other` (a set of another kind, a bonus tile: no mistake a table lets a seat make)."""
    if any(t & KIND_MASK >= NUM_KINDS for t in tiles):
        return "other"
    try:
        found: MeldKind | None = Meld.of(tiles).kind
    except InvalidMeld:
        found = None
    if len(tiles) == (4 if kind == "kong" else 3):
        return None if found is LAID[kind] else "foul" if found is None else "other"
    return MISCOUNT.get((kind, found), "other") if found is not None else "other"


def wind_of(hand: HandState, seat: int) -> Wind:
    return WINDS[(seat - hand.dealer) % 4]


def hand_string(seat_state: SeatState, seat: int, winning: Tile | None = None, without: Tile | None = None) -> str:
    """The notation of one player's tiles; `without` leaves out one concealed tile (a self-drawn winning tile)."""
    concealed = list(seat_state.concealed)
    if without is not None:
        concealed.remove(without)
    parts = [tiles_to_str(concealed)] if concealed else []
    for meld in seat_state.melds:
        body = tiles_to_str(meld.tiles)
        if seat_state.irregular == "foul" and laid_as(meld.kind, meld.tiles) == "foul":  # `notation.md` `[…!]`
            parts.append(f"[{body}!]")
        elif meld.concealed:
            parts.append(f"({body})")
        else:
            mark = "" if meld.from_seat is None else SOURCE_MARK[(meld.from_seat - seat) % 4]
            parts.append(f"[{body}{mark}]")
    bonus = [t for t in seat_state.bonus if t & KIND_MASK >= NUM_KINDS]  # a normal tile laid out as one is not
    if bonus:
        parts.append(tiles_to_str(bonus))
    if winning is not None:
        parts.append(f"+{winning}")
    return " ".join(parts)


def streak_for(state: TableState, seat: int) -> int:
    """East's wins in a row before this hand, for the rule sets whose scoring reads them (else 0)."""
    hand = state.hand
    assert hand is not None
    return state.match.streak if seat == hand.dealer and "context" in state.ruleset.request_fields else 0


def request(
    state: TableState,
    seat: int,
    win: Win | None = None,
    winning: Tile | None = None,
    self_drawn: bool = False,
    counters: bool = True,
) -> ScoreRequest:
    """The score request of `seat`: a loser's hand, or a win with `winning` (already in hand if self-drawn).
    `counters`: the honba and riichi sticks go to this winner (the one nearest the discarder)."""
    hand = state.hand
    assert hand is not None
    text = hand_string(hand.seats[seat], seat, winning, winning if self_drawn else None)
    return ScoreRequest(
        state.ruleset.id,
        text,
        wind_of(hand, seat),
        WINDS[hand.round % 4],
        state.options_json,
        win=win,
        east_consecutive_wins=streak_for(state, seat) if win is not None else 0,
        riichi=riichi_info(state, seat, counters) if "riichi" in state.ruleset.request_fields else None,
        irregular=hand.seats[seat].irregular if state.flow.foul_sets == "irregular" else None,
    )


def riichi_info(state: TableState, seat: int, counters: bool) -> RiichiInfo:
    """Riichi, the indicators turned over (and the ura ones under them for a riichi), the counters, pao."""
    hand = state.hand
    assert hand is not None
    me = hand.seats[seat]
    riichi = me.riichi is not None
    return RiichiInfo(
        riichi=riichi,
        double_riichi=riichi and me.double_riichi,
        ippatsu=riichi and me.ippatsu,
        dora_indicators=hand.indicators[: hand.revealed],
        ura_indicators=hand.ura[: hand.revealed] if riichi else (),
        honba=hand.honba if counters else 0,
        riichi_sticks=hand.sticks if counters else 0,
        pao=None if me.pao is None else wind_of(hand, me.pao),
    )


def win_of(state: TableState, seat: int, how: str) -> Win:
    """The win of a `mahjongg` event: `self-draw`, `discard`, `robbing` (a kong) or `flower` (Daifaahou)."""
    if how == "self-draw":
        return self_draw_win(state, seat)
    return claimed_win(state, seat, how == "robbing", flower=how == "flower")


def self_draw_win(state: TableState, seat: int) -> Win:
    hand = state.hand
    assert hand is not None
    replacement = hand.draw_source == "kong_replacement"
    me = hand.seats[seat]
    if state.flow.first_go_around:
        first = not me.discarded and hand.calls == 0
    else:
        first = seat == hand.dealer and not me.discarded
    flower = replacement or hand.draw_source == "bonus_replacement"
    return _win(
        state,
        "self-draw",
        None,
        replacement=replacement,
        flower_replacement=hand.draw_source == "bonus_replacement",
        kong_on_kong=replacement and hand.kong_on_kong,
        last_tile=hand.last_tile and (state.flow.last_tile_on_replacement or not flower),
        first_turn=first,
        original_call=me.called,
    )


def claimed_win(state: TableState, seat: int, robbing: bool, flower: bool = False) -> Win:
    """A win on another player's tile: a discard, the tile of a kong being declared, or an eighth flower."""
    hand = state.hand
    assert hand is not None and hand.window is not None
    source = hand.window.seat
    me = hand.seats[seat]
    if state.flow.first_go_around:
        first = not robbing and not flower and not me.discarded and hand.calls == 0
    else:
        first = not robbing and source == hand.dealer and hand.discards_made == 1
    return _win(
        state,
        "discard",
        wind_of(hand, source),
        robbing_kong=robbing,
        last_tile=hand.last_tile and not flower,
        first_turn=first,
        original_call=me.called,
        flower_win=flower,
    )


def _win(state: TableState, by: WinBy, source: Wind | None, **flags: bool) -> Win:
    """The win as the rule set reads it: flags it does not read stay false (HKE has no Twofold fortune)."""
    read = state.ruleset.win_flags
    return Win(by, source, **{name: value for name, value in flags.items() if name in read})


def score(state: TableState, req: ScoreRequest) -> ScoreResult:
    return state.ruleset.score(req)
