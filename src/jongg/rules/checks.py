"""The contradictory requests every rule set refuses (`contract.md` §3, "In every rule set")."""

from __future__ import annotations

from jongg.contract import ScoreRequest, Win
from jongg.errors import InvalidRequest, Phrase
from jongg.hand import Hand, MeldKind
from jongg.tiles import KIND_MASK, NUM_KINDS, Tile, is_bonus


def check_win(request: ScoreRequest, hand: Hand, used_flags: frozenset[str]) -> None:
    """Refuse a `win` that contradicts itself or the hand; `used_flags` are the win flags the rule set reads.
    The claim sources of the exposed chows are checked for every hand, winner's or not."""
    if hand.melds:
        check_chow_sources(hand)
    win = request.win
    if hand.winning is None:
        if win is not None:
            raise InvalidRequest("rules.win_given_but_hand")
        return
    if win is None:
        raise InvalidRequest("rules.win_required_hand_winning")
    unused = _UNUSED.get(used_flags)
    if unused is None:
        unused = _UNUSED[used_flags] = tuple(name for name in Win.FLAGS if name not in used_flags)
    for name in unused:
        if getattr(win, name):
            raise InvalidRequest("rules.win_not_used", name=name, ruleset=request.ruleset)
    check_source(request, win)
    if win.replacement or win.flower_replacement:
        _check_replacement(hand, win)
    if win.robbing_kong:
        if win.last_tile:
            raise InvalidRequest("rules.win_robbing_kong_win_last_tile")
        _check_robbed_tile(hand)
    if win.first_turn:
        if any(not m.concealed for m in hand.melds):
            raise InvalidRequest("rules.win_first_turn_exposed_meld")
        if win.last_tile:
            raise InvalidRequest("rules.win_first_turn_win_last_tile")
        if request.seat_wind == "E" and not win.self_draw:
            raise InvalidRequest("rules.win_first_turn_east_needs")
    if win.flower_win or hand.winning & KIND_MASK >= NUM_KINDS:
        _check_bonus_winning_tile(hand, win)


_UNUSED: dict[frozenset[str], tuple[str, ...]] = {}
"""The win flags a rule set does not read, in `Win.FLAGS` order, keyed by the flags it reads (one per rule set)."""


def check_source(request: ScoreRequest, win: Win) -> None:
    """`by`, `from` and the flags that need one of them agree with each other and with the winner's seat."""
    if win.by == "self-draw":
        if win.from_ is not None:
            raise InvalidRequest("rules.win_from_must_null")
        if win.robbing_kong or win.flower_win:
            raise InvalidRequest("rules.win_robbing_kong_and_win")
    else:
        if win.from_ is None:
            raise InvalidRequest("rules.win_from_required_win")
        if win.replacement or win.flower_replacement:
            raise InvalidRequest("rules.win_replacement_and_win_flower_replacement")
    if win.from_ == request.seat_wind:
        raise InvalidRequest("rules.win_from_cannot_winner")


def _check_replacement(hand: Hand, win: Win) -> None:
    if win.replacement and win.flower_replacement:
        raise InvalidRequest("rules.win_replacement_and_win")
    if win.replacement and not any(m.is_kong for m in hand.melds):
        raise InvalidRequest("rules.win_replacement_but_hand")
    if win.flower_replacement and not hand.bonus:
        raise InvalidRequest("rules.win_flower_replacement_but_hand")


def check_chow_sources(hand: Hand) -> None:
    """An exposed chow is claimed from the left player (`<`, or no marker). Only the chow that completes
    Mah-Jongg may come from any player, and that one is the winning tile `+X` with concealed tiles, never a
    bracketed meld (`notation.md`): so every bracketed chow marked `^` or `>` was claimed illegally."""
    for meld in hand.melds:
        if meld.kind is _CHOW and meld.source in _NOT_LEFT:
            raise InvalidRequest("rules.exposed_chow_claimed_from", meld=meld, not_left=Phrase(_NOT_LEFT[meld.source]))


_NOT_LEFT = {"^": "rules.player_opposite", ">": "rules.right_player"}  # phrase ids
_CHOW = MeldKind.CHOW  # a member read through its enum class costs some 70 ns


def _check_robbed_tile(hand: Hand) -> None:
    """The robbed tile is the fourth copy: the other three are in the kong, so the winner holds none, neither
    concealed nor in a meld. For Thirteen Orphans robbing a concealed kong (Classical) this refuses the
    13-sided wait, whose winning tile would be a fifth copy."""
    assert hand.winning is not None
    if is_bonus(hand.winning):
        raise InvalidRequest("rules.win_robbing_kong_bonus_winning")
    kind = hand.winning & KIND_MASK
    held = hand.counts[kind] - 1 + sum(tile & KIND_MASK == kind for meld in hand.melds for tile in meld.tiles)
    if held:
        raise InvalidRequest("rules.win_robbing_kong_other_three", tile=Tile(kind), held=held)


def _check_bonus_winning_tile(hand: Hand, win: Win) -> None:
    assert hand.winning is not None
    if is_bonus(hand.winning):
        if not win.flower_win and not win.self_draw:
            raise InvalidRequest("rules.bonus_winning_tile_discard")
    elif win.flower_win:
        raise InvalidRequest("rules.win_flower_win_needs_bonus")


def check_unused(request: ScoreRequest, reads: frozenset[str]) -> None:
    """Refuse non-default values in the optional request fields the rule set does not read (`contract.md` §3).

    `reads` names the optional fields the rule set reads, which its own package checks: `irregular` (the
    kinds besides `dead`, which is open to every rule set), `context` (`east_consecutive_wins`), `riichi`.
    """
    if request.irregular not in (None, "dead") and "irregular" not in reads:
        raise InvalidRequest("rules.irregular_not_used_only", irregular=request.irregular, ruleset=request.ruleset)
    if request.east_consecutive_wins and "context" not in reads:
        raise InvalidRequest("rules.context_east_consecutive_wins_not_used", ruleset=request.ruleset)
    if request.riichi is not None and "riichi" not in reads:
        raise InvalidRequest("rules.riichi_not_used_must", ruleset=request.ruleset)
