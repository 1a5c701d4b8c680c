"""`riichi-hana`: Riichi Mahjong with flower tiles (`riichi-hana.md`; the seed `hana-riichi.de.txt`).

The rule set: validated options (`options`, with the Variation 2 preset), the request checks of `contract.md`
§3 (column `riichi-hana`), and the dispatch to `scoring` and `settle` (the payments and the settlement). The
tables are data in `tables`, the context their rows read is `context`. The flow of play is `flow`.

Checks the contract leaves to the rule set (**Decision**s of this module):

- Tiles that are not in play: a red five with `red_fives` 0 and a bonus tile beyond the flower count (seasons
  with 4 flowers, any with 0) are `InvalidNotation` at their position; an indicator for such a tile is an
  `InvalidRequest`, and so is an indicator that cannot be there: a fifth copy of a kind counting the hand and
  all indicators, a second red five of a suit, a flower indicator the player holds or that appears twice.
- `robbing_kong`: the other three copies of the winning tile are in the robbed kan, so the hand holds no other
  copy (and no indicator shows one).
- `first_turn` with `robbing_kong`: no kan can be robbed before the first call.
- All eight bonus tiles in front of the player (variation 1, 8 flowers) with an ordinary winning tile: the
  eighth flower already won (Daifaahou), so this is refused; write the eighth as the winning tile.
- `pao` needs a winner's hand with daisangen (daisuushii) whose dragon (wind) sets include an exposed meld
  (the supplied pung or kan), and is refused on a Daifaahou or old-suukantsu win.
- Old suukantsu (option): four kans and one concealed tile with `win`; every win flag must be false.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from jongg.contract import RiichiInfo, ScoreRequest, ScoreResult, Settlement, SettleRequest, Win
from jongg.errors import InvalidNotation, InvalidOption, InvalidRequest, Phrase, excerpt
from jongg.hand import Hand, Meld, MeldKind
from jongg.notation import read_hand
from jongg.rules.base import Rule, Ruleset, build_options
from jongg.rules.checks import check_chow_sources, check_source, check_unused, check_win
from jongg.rules.riichi import scoring
from jongg.rules.riichi import settle as settlement
from jongg.rules.riichi.flow import FLOW
from jongg.rules.riichi.options import RiichiOptions
from jongg.rules.riichi.tables import FORMS
from jongg.tiles import DRAGONS, FLOWER_BASE, KIND_MASK, NUM_KINDS, RED, SEASON_BASE, WINDS, Tile

__all__ = ["REQUEST_FIELDS", "USED_FLAGS", "Riichi", "RiichiOptions"]

USED_FLAGS: Final = frozenset(
    {"replacement", "flower_replacement", "robbing_kong", "last_tile", "first_turn", "flower_win"}
)
"""The `win` flags Riichi reads; the others must stay false."""
REQUEST_FIELDS: Final = frozenset({"riichi"})
"""The optional request fields Riichi reads: `riichi` (checked here)."""
_UMA: Final = re.compile(r"(\d{1,3})/(\d{1,3})")


class Riichi(Ruleset):
    id = "riichi-hana"
    name_en = "Riichi Mahjong with flowers (Hana)"
    name_de = "Riichi-Mahjong mit Blumen (Hana)"
    forms = FORMS
    request_fields = REQUEST_FIELDS
    win_flags = USED_FLAGS
    options_type = RiichiOptions
    flow = FLOW
    bot_profile = "riichi"
    scoresheet = "riichi"
    words = "riichi"
    scores_waits = True

    def __init__(self) -> None:
        self._options: dict[tuple[tuple[str, str, Any], ...], RiichiOptions] = {}

    def options(self, given: Mapping[str, Any] | None = None) -> RiichiOptions:
        """The validated options; variation 2 sets 4 flowers and no red fives unless those are given."""
        if not given:  # the usual request: the defaults, validated once
            cached = self._options.get(())
            if cached is not None:
                return cached
            given = {}
        try:  # the value's type belongs to the key: 1 == True == 1.0, but only True is a valid flag
            key = tuple(sorted((name, type(value).__name__, value) for name, value in given.items()))
            cached = self._options.get(key)
        except TypeError:  # an unhashable value: validated (and refused) below
            key, cached = None, None
        if cached is not None:
            return cached
        if given.get("variation") == 2:
            given = {"flowers": 4, "red_fives": 0, **given}
        options = build_options(RiichiOptions, given, self.id)
        match = _UMA.fullmatch(options.uma)
        if match is None or int(match[1]) > int(match[2]):
            raise InvalidOption("riichi.option_uma_not_b", id=self.id, uma=excerpt(options.uma))
        if options.return_points < options.start_points:
            raise InvalidOption(
                "riichi.option_return_points_must_least",
                id=self.id,
                start_points=options.start_points,
                return_points=options.return_points,
            )
        if key is not None and len(self._options) < 256:
            self._options[key] = options
        return options

    # -- scoring ---------------------------------------------------------------------------------------
    def score(self, request: ScoreRequest) -> ScoreResult:
        options = self.options(request.options)
        check_unused(request, REQUEST_FIELDS)
        hand, packed = read_hand(request.hand, red_fives=options.red_fives > 0)
        self.check(request, hand, options, packed)
        return scoring.score(request, hand, options, packed)

    def check(self, request: ScoreRequest, hand: Hand, options: RiichiOptions, packed: int | None = None) -> None:
        """The tiles in play and the contradictory requests of `contract.md` §3 for this rule set (`packed`: the
        hand's `Hand.packed_counts`, when known)."""
        if hand.bonus or (hand.winning is not None and hand.winning & KIND_MASK >= NUM_KINDS):
            _check_bonus_tiles(request.hand, hand, options)
        info = request.riichi or _NO_RIICHI
        _check_riichi(hand, info, options, packed)
        win = request.win
        if hand.winning is None:
            check_chow_sources(hand)  # check_win does it for a winner's hand
            if win is not None:
                if not (options.old_suukantsu and _four_kans_and_one(hand)):
                    raise InvalidRequest("riichi.win_given_but_hand")
                _check_old_suukantsu(request, win, info)
            elif info.pao is not None:
                raise InvalidRequest("riichi.riichi_pao_needs_winner")
            return
        check_win(request, hand, USED_FLAGS)
        assert win is not None
        winning = hand.winning & KIND_MASK
        if win.replacement or win.flower_replacement or win.first_turn:
            _check_win_flags(request, hand, win, info)
        if winning >= NUM_KINDS:
            if options.flowers != 8 or options.variation != 1:
                raise InvalidRequest("riichi.bonus_winning_tile_daifaahou")
            if len(hand.bonus) != 7:
                raise InvalidRequest("riichi.bonus_winning_tile_daifaahou_needs")
        elif len(hand.bonus) == 8 and options.variation == 1:
            raise InvalidRequest("riichi.all_eight_bonus_tiles")
        if info.pao is not None:
            _check_pao(request, hand, info.pao)

    # -- settlement ------------------------------------------------------------------------------------
    def settle(self, request: SettleRequest) -> Settlement:
        return settlement.settle(request, self.options(request.options))

    def deal_passes(self, request: SettleRequest, east_consecutive_wins: int = 0) -> bool:
        """Whether the deal passes after this hand (the request checked as by `settle`): the dealer repeats
        when he wins, when he is tenpai at a draw, and after a chombo (`east_consecutive_wins` is accepted for
        a common signature and not read)."""
        settlement.check(request, self.options(request.options))
        return settlement.deal_passes(request)

    def rule_tables(self) -> Sequence[tuple[str, Sequence[Rule[Any]]]]:
        return scoring.TABLES


_NO_RIICHI: Final = RiichiInfo()
_MELD_CHOW: Final = MeldKind.CHOW


def _all_counts(hand: Hand) -> list[int]:
    counts = list(hand.counts)
    for meld in hand.melds:
        for tile in meld.tiles:
            counts[tile & KIND_MASK] += 1
    return counts


def _bonus_allowed(kind: int, flowers: int) -> bool:
    return (flowers == 8 and kind >= FLOWER_BASE) or (flowers == 4 and FLOWER_BASE <= kind < SEASON_BASE)


def _check_bonus_tiles(text: str, hand: Hand, options: RiichiOptions) -> None:
    bonus = hand.bonus
    if hand.winning is not None and (hand.winning & KIND_MASK) >= NUM_KINDS:
        bonus += (hand.winning,)
    for tile in bonus:
        if not _bonus_allowed(tile & KIND_MASK, options.flowers):
            raise InvalidNotation(
                "riichi.bonus_tile_not_play", tile=tile, flowers=options.flowers, position=_position(text, tile)
            )


def _position(text: str, tile: Tile) -> int:
    """The position of the digit of bonus tile `tile` in the hand string."""
    letter, digit = str(tile)[1], str(tile)[0]
    for match in re.finditer(r"[+\w]+", text):
        token, start = match.group(), match.start()
        digits: list[int] = []
        for i, ch in enumerate(token):
            if ch.isdigit():
                digits.append(i)
            elif ch.isalpha():
                if ch == letter:
                    for i_digit in digits:
                        if token[i_digit] == digit:
                            return start + i_digit
                digits = []
    return 0


def _check_riichi(hand: Hand, info: RiichiInfo, options: RiichiOptions, packed: int | None) -> None:
    if (info.riichi or info.double_riichi) and hand.melds and any(not meld.concealed for meld in hand.melds):
        raise InvalidRequest("riichi.riichi_riichi_or_riichi")
    if info.double_riichi and not info.riichi:
        raise InvalidRequest("riichi.riichi_double_riichi_needs_riichi")
    if info.ippatsu and not info.riichi:
        raise InvalidRequest("riichi.riichi_ippatsu_needs_riichi")
    dora, ura = info.dora_indicators, info.ura_indicators
    if ura and not info.riichi:
        raise InvalidRequest("riichi.riichi_ura_indicators_need_riichi")
    if len(dora) > 5:
        raise InvalidRequest("riichi.riichi_dora_indicators_most_not", dora_count=len(dora))
    if ura and len(ura) != len(dora):
        raise InvalidRequest("riichi.riichi_ura_indicators_none_or", dora_count=len(dora), ura_count=len(ura))
    if (dora or ura) and not _plain_indicators(hand.packed_counts() if packed is None else packed, dora + ura):
        _check_indicators(hand, (("dora_indicators", dora), ("ura_indicators", ura)), options)


def _plain_indicators(packed: int, tiles: tuple[Tile, ...]) -> bool:
    """The common case of `_check_indicators`, found right: playing tiles, no red five, no kind shown twice,
    none of whose kind the hand (`packed`: its `Hand.packed_counts`) holds four (False: anything else, which
    `_check_indicators` then reads)."""
    shown = 0
    for tile in tiles:  # a bonus tile or a red five (its kind with the RED bit) is not below NUM_KINDS
        if tile >= NUM_KINDS or shown >> tile & 1 or packed >> (8 * tile) & 0xFF >= 4:
            return False
        shown |= 1 << tile
    return True


def _check_indicators(hand: Hand, lists: tuple[tuple[str, tuple[Tile, ...]], ...], options: RiichiOptions) -> None:
    """Every indicator is a tile in play that can be there: no fifth copy counting the hand, no second red
    five of a suit, no bonus tile the player holds or that is shown twice."""
    counts = hand.counts  # read only; the melds' copies of a kind are added where one is shown
    melds = hand.melds
    shown: dict[int, int] = {}  # kind -> copies among the indicators so far
    held: set[int] | None = None  # bonus kinds held or shown, made at the first bonus indicator
    reds = -1  # suits whose red five is held or shown (bits), made at the first red indicator
    for name, tiles in lists:
        for i, tile in enumerate(tiles):
            kind = tile & KIND_MASK
            problem = None
            if kind >= NUM_KINDS:
                if held is None:
                    held = {tile & KIND_MASK for tile in hand.bonus}
                    if hand.winning is not None:
                        held.add(hand.winning & KIND_MASK)
                if not _bonus_allowed(kind, options.flowers):
                    problem = Phrase("riichi.bonus_not_in_play", flowers=options.flowers)
                elif kind in held:
                    problem = Phrase("riichi.bonus_own_or_twice")
                held.add(kind)
            else:
                if tile & RED:
                    if reds < 0:
                        reds = hand.red
                        for meld in hand.melds:
                            for meld_tile in meld.tiles:
                                if meld_tile & RED:
                                    reds |= 1 << ((meld_tile & KIND_MASK) // 9)
                    bit = 1 << (kind // 9)
                    if not options.red_fives:
                        problem = Phrase("riichi.no_red_fives")
                    elif reds & bit:
                        problem = Phrase("riichi.red_five_elsewhere")
                    reds |= bit
                copies = shown[kind] = shown.get(kind, 0) + 1
                if counts[kind] + copies + (_meld_copies(melds, kind) if melds else 0) > 4:
                    problem = Phrase("riichi.fifth_copy", tile=Tile(kind))
            if problem is not None:
                space = "" if problem.startswith(":") else " "
                raise InvalidRequest("riichi.riichi", name=name, i=i, tile=tile, space=space, problem=problem)


def _meld_copies(melds: tuple[Meld, ...], kind: int) -> int:
    """The copies of `kind` in the melds."""
    copies = 0
    for meld in melds:
        first = meld.tiles[0] & KIND_MASK
        if meld.kind is _MELD_CHOW:
            copies += first <= kind <= first + 2
        elif first == kind:
            copies += len(meld.tiles)
    return copies


def _check_win_flags(request: ScoreRequest, hand: Hand, win: Win, info: RiichiInfo) -> None:
    """The win flags against each other and riichi (each refusal needs a replacement flag or first_turn)."""
    if win.last_tile and (win.replacement or win.flower_replacement):
        raise InvalidRequest("riichi.win_replacement_or_win")
    if info.ippatsu and (win.replacement or win.flower_replacement):
        raise InvalidRequest("riichi.riichi_ippatsu_win_replacement")
    if win.first_turn:
        if info.riichi:
            raise InvalidRequest("riichi.win_first_turn_riichi_riichi")
        if hand.melds:
            raise InvalidRequest("riichi.win_first_turn_kan_concealed")
        if win.replacement:
            raise InvalidRequest("riichi.win_first_turn_win_replacement")
        if win.robbing_kong:
            raise InvalidRequest("riichi.win_first_turn_win_robbing_kong")


def _four_kans_and_one(hand: Hand) -> bool:
    return len(hand.melds) == 4 and all(meld.is_kong for meld in hand.melds) and sum(hand.counts) == 1


def _check_old_suukantsu(request: ScoreRequest, win: Win, info: RiichiInfo) -> None:
    for name in Win.FLAGS:
        if getattr(win, name):
            raise InvalidRequest("riichi.win_old_suukantsu_win", name=name)
    check_source(request, win)
    if info.pao is not None:
        raise InvalidRequest("riichi.riichi_pao_old_suukantsu")


def _check_pao(request: ScoreRequest, hand: Hand, pao: str) -> None:
    if pao == request.seat_wind:
        raise InvalidRequest("riichi.riichi_pao_cannot_winner")
    assert hand.winning is not None
    if (hand.winning & KIND_MASK) >= NUM_KINDS:
        raise InvalidRequest("riichi.riichi_pao_daifaahou_win")
    counts = _all_counts(hand)
    for kinds, name in ((DRAGONS, "daisangen"), (WINDS, "daisuushii")):
        if all(counts[k] >= 3 for k in kinds):
            if not any(not meld.concealed and meld.first in kinds for meld in hand.melds):
                raise InvalidRequest("riichi.riichi_pao_without_exposed", name=name)
            return
    raise InvalidRequest("riichi.riichi_pao_without_daisangen")
