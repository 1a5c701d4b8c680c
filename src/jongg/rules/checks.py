"""The contradictory requests every rule set refuses (`contract.md` §3, "In every rule set")."""

from __future__ import annotations

from jongg.contract import ScoreRequest, Win
from jongg.errors import InvalidRequest
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
            raise InvalidRequest("win is given but the hand has no winning tile (+X)")
        return
    if win is None:
        raise InvalidRequest("win is required for a hand with a winning tile (+X)")
    unused = _UNUSED.get(used_flags)
    if unused is None:
        unused = _UNUSED[used_flags] = tuple(name for name in Win.FLAGS if name not in used_flags)
    for name in unused:
        if getattr(win, name):
            raise InvalidRequest(f"win.{name} is not used by {request.ruleset}")
    check_source(request, win)
    if win.replacement or win.flower_replacement:
        _check_replacement(hand, win)
    if win.robbing_kong:
        if win.last_tile:
            raise InvalidRequest("win.robbing_kong with win.last_tile: no kong may be declared after the last tile")
        _check_robbed_tile(hand)
    if win.first_turn:
        if any(not m.concealed for m in hand.melds):
            raise InvalidRequest("win.first_turn with an exposed meld")
        if win.last_tile:
            raise InvalidRequest("win.first_turn with win.last_tile")
        if request.seat_wind == "E" and not win.self_draw:
            raise InvalidRequest("win.first_turn by East needs a self-draw (Blessing of Heaven)")
    if win.flower_win or hand.winning & KIND_MASK >= NUM_KINDS:
        _check_bonus_winning_tile(hand, win)


_UNUSED: dict[frozenset[str], tuple[str, ...]] = {}
"""The win flags a rule set does not read, in `Win.FLAGS` order, keyed by the flags it reads (one per rule set)."""


def check_source(request: ScoreRequest, win: Win) -> None:
    """`by`, `from` and the flags that need one of them agree with each other and with the winner's seat."""
    if win.by == "self-draw":
        if win.from_ is not None:
            raise InvalidRequest("win.from must be null with a self-draw")
        if win.robbing_kong or win.flower_win:
            raise InvalidRequest("win.robbing_kong and win.flower_win need win.by = discard")
    else:
        if win.from_ is None:
            raise InvalidRequest("win.from is required with win.by = discard")
        if win.replacement or win.flower_replacement:
            raise InvalidRequest("win.replacement and win.flower_replacement need a self-draw")
    if win.from_ == request.seat_wind:
        raise InvalidRequest("win.from cannot be the winner's own seat_wind")


def _check_replacement(hand: Hand, win: Win) -> None:
    if win.replacement and win.flower_replacement:
        raise InvalidRequest("win.replacement and win.flower_replacement together")
    if win.replacement and not any(m.is_kong for m in hand.melds):
        raise InvalidRequest("win.replacement but the hand has no kong")
    if win.flower_replacement and not hand.bonus:
        raise InvalidRequest("win.flower_replacement but the hand has no bonus tile")


def check_chow_sources(hand: Hand) -> None:
    """An exposed chow is claimed from the left player (`<`, or no marker). Only the chow that completes
    Mah-Jongg may come from any player, and that one is the winning tile `+X` with concealed tiles, never a
    bracketed meld (`notation.md`): so every bracketed chow marked `^` or `>` was claimed illegally."""
    for meld in hand.melds:
        if meld.kind is _CHOW and meld.source in _NOT_LEFT:
            raise InvalidRequest(
                f"exposed chow {meld} claimed from {_NOT_LEFT[meld.source]}: a chow is claimed "
                "only from the left player, except the one that completes Mah-Jongg, which is "
                "written with the winning tile +X"
            )


_NOT_LEFT = {"^": "the player opposite", ">": "the right player"}
_CHOW = MeldKind.CHOW  # a member read through its enum class costs some 70 ns


def _check_robbed_tile(hand: Hand) -> None:
    """The robbed tile is the fourth copy: the other three are in the kong, so the winner holds none, neither
    concealed nor in a meld. For Thirteen Orphans robbing a concealed kong (Classical) this refuses the
    13-sided wait, whose winning tile would be a fifth copy."""
    assert hand.winning is not None
    if is_bonus(hand.winning):
        raise InvalidRequest("win.robbing_kong with a bonus winning tile: only a kong's tile can be robbed")
    kind = hand.winning & KIND_MASK
    held = hand.counts[kind] - 1 + sum(tile & KIND_MASK == kind for meld in hand.melds for tile in meld.tiles)
    if held:
        raise InvalidRequest(
            f"win.robbing_kong: the other three copies of {Tile(kind)} are in the robbed kong, "
            f"so the winner cannot hold another, but holds {held}"
        )


def _check_bonus_winning_tile(hand: Hand, win: Win) -> None:
    assert hand.winning is not None
    if is_bonus(hand.winning):
        if not win.flower_win and not win.self_draw:
            raise InvalidRequest("a bonus winning tile by discard needs win.flower_win")
    elif win.flower_win:
        raise InvalidRequest("win.flower_win needs a bonus tile as the winning tile")


def check_unused(request: ScoreRequest, reads: frozenset[str]) -> None:
    """Refuse non-default values in the optional request fields the rule set does not read (`contract.md` §3).

    `reads` names the optional fields the rule set reads, which its own package checks: `irregular` (the
    kinds besides `dead`, which is open to every rule set), `context` (`east_consecutive_wins`), `riichi`.
    """
    if request.irregular not in (None, "dead") and "irregular" not in reads:
        raise InvalidRequest(
            f"irregular {request.irregular!r} is not used by {request.ruleset}: only 'dead' "
            "(a hand that has lost the right to win)"
        )
    if request.east_consecutive_wins and "context" not in reads:
        raise InvalidRequest(f"context.east_consecutive_wins is not used by {request.ruleset}; it must be 0")
    if request.riichi is not None and "riichi" not in reads:
        raise InvalidRequest(f"riichi is not used by {request.ruleset}; it must be null")
