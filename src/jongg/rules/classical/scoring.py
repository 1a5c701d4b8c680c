"""Hand scoring for `dmjl-classical` (`classical-dmjl.md`, "Scoring"; result shape `contract.md` §2).

`score(request, hand, options)` gets a parsed hand whose request passed the §3 checks (`jongg.rules.classical`):

- A winner's hand (`+X`) is taken in its highest-scoring arrangement among the `decompositions` (highest
  total, then a limit hand before a counted total, then most points, then the arrangement string that sorts
  first). The group the winning tile completes is exposed when the tile was claimed (**Decision** of the
  rule set), so it scores as an exposed set and is written `[...]`.
- A loser's hand is scored with the "every player" tables: its concealed tiles are split into pungs (every
  kind held three or four times; four undeclared tiles are a pung and a single), pairs, chows and single
  tiles, and among the splits that score highest the one whose string sorts first is shown.

The tables themselves are data in `tables`, the context their predicates read is filled by `context`; this
module evaluates the tables (`jongg.rules.evaluate`), adds the results up and chooses the arrangement.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from jongg.analysis import Decomposition, Forms, Group, GroupKind, decompositions, waits
from jongg.analysis.lookup import POW, complete_keys
from jongg.contract import Item, ScoreRequest, ScoreResult
from jongg.hand import Hand, MeldKind
from jongg.rules.arrangement import BODY, FOUL_ORDER, arrangement_string, foul_token, group_order, group_token
from jongg.rules.classical.context import fill, new_ctx, winner_fields
from jongg.rules.classical.tables import (
    DOUBLES_EVERY,
    DOUBLES_WINNER,
    FORMS,
    LIMITS,
    POINTS_EVERY,
    POINTS_WINNER,
    TABLES,
)
from jongg.rules.evaluate import Counted, Plan, counted, flat_plan, item_of, matching, tally
from jongg.tiles import HONOURS, KIND_MASK, NUM_KINDS, TERMINALS_AND_HONOURS

if TYPE_CHECKING:
    from jongg.rules.classical.context import Ctx
    from jongg.rules.classical.options import ClassicalOptions

__all__ = ["FORMS", "TABLES", "score"]

_CHOW, _PUNG, _KONG = GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG
_PAIR, _SINGLE = GroupKind.PAIR, GroupKind.SINGLE
_MELD_GROUP: Final = {MeldKind.CHOW: _CHOW, MeldKind.PUNG: _PUNG, MeldKind.KONG: _KONG}
_FOUL: Final = MeldKind.FOUL  # a member read through its enum class costs some 70 ns


# -- evaluating the tables (`jongg.rules.evaluate`) ---------------------------------------------------------
_POINTS_WINNER: Final = flat_plan((*POINTS_EVERY, *POINTS_WINNER), counted)
_DOUBLES_WINNER: Final = flat_plan((*DOUBLES_EVERY, *DOUBLES_WINNER), counted)
_POINTS_LOSER: Final = flat_plan(POINTS_EVERY, counted)
_DOUBLES_LOSER: Final = flat_plan(DOUBLES_EVERY, counted)
"""The counted tables in table order (`WINNER_COUNTED`, `EVERY_PLAYER`), points apart from doubles."""
_LIMITS: Final[Plan[Item]] = flat_plan(LIMITS, item_of)


def _evaluate(
    ctx: Ctx,
    points_plan: Plan[Counted],
    doubles_plan: Plan[Counted],
) -> tuple[int, int, list[Item]]:
    """Points, doubles and the items that scored (each once per time its rule scores), in table order."""
    points, items = tally(ctx, points_plan)
    doubles, more = tally(ctx, doubles_plan)
    return points, doubles, items + more


# -- winners ---------------------------------------------------------------------------------------------
def _own(hand: Hand, kind: int) -> int:
    """Copies of `kind` among the player's own tiles without the winning tile (concealed and melds)."""
    n = hand.counts[kind]
    if hand.winning is not None and hand.winning & KIND_MASK == kind:
        n -= 1
    for meld in hand.melds:
        for tile in meld.tiles:
            if tile & KIND_MASK == kind:
                n += 1
    return n


def _surely_several_waits(hand: Hand, decs: Sequence[Decomposition]) -> bool:
    """A cheap sufficient condition for "more than one tile kind completed the hand", so that `waits` is
    only asked when it is needed. Without the winning tile X the hand always waits on X, and also on

    - the other end of a two-sided chow that X completed (X, X+1, X+2 also waits on X+3; X-2, X-1, X on X-3),
    - the pair's kind when X completed a concealed pung (the pung's two tiles become the pair),

    unless the player holds all four copies of that other kind (`notation.md`: then it is no wait)."""
    assert hand.winning is not None
    winning = hand.winning & KIND_MASK
    for dec in decs:
        if dec.winning is None:
            continue
        group = dec.groups[dec.winning]
        if group.kind is _CHOW:
            number = winning % 9
            if winning == group.first and number <= 5:
                other = winning + 3
            elif winning == group.first + 2 and number >= 3:
                other = winning - 3
            else:
                continue
            if _own(hand, other) < 4:
                return True
        elif group.kind is _PUNG:
            for pair in dec.groups:
                if pair.kind is _PAIR and _own(hand, pair.first) < 4:
                    return True
    return False


_NEAR: Final = tuple(
    tuple(k for k in range(kind - 2, kind + 3) if 0 <= k < 27 and k // 9 == kind // 9) if kind < 27 else (kind,)
    for kind in range(NUM_KINDS)
)
"""Kinds a tile can share a set or pair with: within two in its suit, itself for an honour."""


def _single_wait(hand: Hand) -> bool:
    """`len(waits(hand, FORMS)) == 1` for a complete winner's hand without a foul meld, stopping at the first
    other wait: the winning kind X is always a wait (the hand is complete with it, and the player holds at
    most three other copies), so the hand waited on X alone when no other kind completes it. The kinds
    tried are `waits`' candidates: within two of a concealed tile, or an orphan for thirteen orphans."""
    assert hand.winning is not None
    winning = hand.winning & KIND_MASK
    if winning >= NUM_KINDS:
        return len(waits(hand, FORMS)) == 1
    keys = list(hand.keys)
    own = list(hand.counts)
    own[winning] -= 1
    keys[winning // 9] -= POW[winning]
    melds = len(hand.melds)
    forms = int(FORMS) if not melds else int(FORMS) & ~int(Forms.ORPHANS)
    marked = set(TERMINALS_AND_HONOURS) if forms & Forms.ORPHANS else set()
    for kind, n in enumerate(own):
        if n:
            marked.update(_NEAR[kind])
    marked.discard(winning)
    for meld in hand.melds:
        for tile in meld.tiles:
            own[tile & KIND_MASK] += 1
    forms = int(FORMS)
    for kind in marked:
        if own[kind] >= 4:
            continue
        suit = kind // 9
        keys[suit] += POW[kind]
        if complete_keys(keys[0], keys[1], keys[2], keys[3], melds, forms):
            return False
        keys[suit] -= POW[kind]
    return True


def _claimed_index(dec: Decomposition, claimed: bool) -> int:
    return -1 if dec.winning is None or not claimed else dec.winning


def _score_winner(request: ScoreRequest, hand: Hand, options: ClassicalOptions) -> ScoreResult:
    ruleset = request.ruleset
    if request.irregular is not None:
        return ScoreResult(ruleset, reason="dead-hand", total=0)
    decs = decompositions(hand, FORMS)
    if not decs:
        return ScoreResult(ruleset, reason="not-complete", total=0)
    ctx = new_ctx(request, hand)
    winner_fields(ctx, request, hand)
    ctx.only_possible = not _surely_several_waits(hand, decs) and _single_wait(hand)
    claimed = not ctx.self_draw
    cap = options.limit
    # candidates: (total, limit hand, points) -> [(decomposition, doubles, hits, limit hands)]
    best_key = (-1, False, -1)
    best: list[tuple[Decomposition, int, list[Item], list[Item]]] = []
    for dec in decs:
        win_index = -1 if dec.winning is None else dec.winning
        ctx.orphans = dec.form is Forms.ORPHANS
        fill(ctx, dec.groups, win_index, claimed)
        points, doubles, hits = _evaluate(ctx, _POINTS_WINNER, _DOUBLES_WINNER)
        limits = matching(ctx, _LIMITS)
        total = cap if limits else min(points << doubles, cap)
        key = (total, bool(limits), points)
        if key > best_key:
            best_key = key
            best = [(dec, doubles, hits, limits)]
        elif key == best_key:
            best.append((dec, doubles, hits, limits))
    total, _, points = best_key
    if len(best) == 1:
        dec = best[0][0]
        arrangement, index = arrangement_string(dec.groups, _claimed_index(dec, claimed)), 0
    else:
        arrangement, index = min(
            (arrangement_string(dec.groups, _claimed_index(dec, claimed)), i) for i, (dec, *_) in enumerate(best)
        )
    _, doubles, hits, limits = best[index]
    if limits:
        items = tuple(limits)
        points_out: int | None = None
        doubles_out: int | None = None
        limit_hand: str | None = limits[0].rule
    else:
        items = tuple(hits)
        points_out, doubles_out, limit_hand = points, doubles, None
    if total < options.min_points:
        return ScoreResult(
            ruleset,
            reason="below-minimum",
            points=points_out,
            doubles=doubles_out,
            total=0,
            items=items,
            arrangement=arrangement,
        )
    reached = bool(limits) or points << doubles >= cap
    return ScoreResult(
        ruleset,
        won=True,
        points=points_out,
        doubles=doubles_out,
        limit="limit" if reached else None,
        limit_hand=limit_hand,
        total=total,
        items=items,
        arrangement=arrangement,
    )


# -- losers ----------------------------------------------------------------------------------------------
Keyed = list[tuple[int, str]]
"""Tokens with their sort keys, as `arrangement_string` orders them."""


SPLITS: dict[tuple[object, ...], tuple[Group, ...]] = {}
"""`_split_suit` answers by their inputs: the same suit patterns come back hand after hand (a table scores
every loser of every hand). Cleared when it grows past `SPLITS_MAX`."""
SPLITS_MAX = 100_000


def _split_suit(rem: list[int], base: int, fixed: dict[int, Keyed]) -> list[Group]:
    """`_search_split`, remembered."""
    key = (base, *rem, *sorted((k, *v) for k, v in fixed.items()))
    found = SPLITS.get(key)
    if found is None:
        if len(SPLITS) >= SPLITS_MAX:
            SPLITS.clear()
        found = SPLITS[key] = tuple(_search_split(rem, base, fixed))
    return list(found)


_PIECES: dict[tuple[int, int, int, int], tuple[tuple[Group, ...], Keyed]] = {}


def _pieces(kind: int, chows: int, pairs: int, singles: int) -> tuple[tuple[Group, ...], Keyed]:
    """The groups of one split of a kind (singles, pairs, chows from it) and their sorted keyed tokens."""
    key = (kind, chows, pairs, singles)
    found = _PIECES.get(key)
    if found is None:
        groups = (Group(_SINGLE, kind),) * singles + (Group(_PAIR, kind),) * pairs + (Group(_CHOW, kind),) * chows
        keyed = [(kind * 16 + 2 * group_order(g.kind), BODY[group_order(g.kind)][kind]) for g in groups]
        found = _PIECES[key] = (groups, keyed)
    return found


def _search_split(rem: list[int], base: int, fixed: dict[int, Keyed]) -> list[Group]:
    """Split one suit's remaining concealed tiles (pungs already taken) into chows, pairs and singles,
    choosing the split whose tokens, with the suit's fixed groups, make the string that sorts first."""
    memo: dict[tuple[int, int, int], tuple[str, list[Group]]] = {}

    def go(i: int, here: int, after: int) -> tuple[str, list[Group]]:
        if i == 9:
            return "", []
        found = memo.get((i, here, after))
        if found is not None:
            return found
        kind = base + i
        next2 = rem[i + 2] if i + 2 < 9 else 0
        best: tuple[str, list[Group]] | None = None
        held = fixed.get(kind)
        for chows in range(min(here, after, next2) + 1 if i <= 6 else 1):
            left = here - chows
            for pairs in range(left // 2 + 1):
                mine, keyed = _pieces(kind, chows, pairs, left - 2 * pairs)
                tokens = [token for _, token in sorted(held + keyed)] if held else [token for _, token in keyed]
                rest_text, rest = go(i + 1, after - chows, next2 - chows)
                if rest_text:
                    tokens.append(rest_text)
                text = " ".join(tokens)
                if best is None or text < best[0]:
                    best = (text, [*mine, *rest])
        assert best is not None
        memo[(i, here, after)] = best
        return best

    return go(0, rem[0], rem[1])[1]


def _loser_groups(hand: Hand) -> list[Group]:
    """A loser's best arrangement (his foul melds apart): his melds, a pung of every kind he holds three or
    four times (four undeclared tiles are a pung and a single, **Decision**), honour pairs and singles, and
    the suit tiles left split so that the arrangement string sorts first (chows, pairs and singles of suit
    tiles score nothing, so every such split scores the same)."""
    groups = [Group(_MELD_GROUP[m.kind], m.first, m) for m in hand.melds if m.kind is not _FOUL]
    rem = list(hand.counts)
    for kind in range(NUM_KINDS):
        if rem[kind] >= 3:
            groups.append(Group(_PUNG, kind))
            rem[kind] -= 3
    for kind in HONOURS:
        if rem[kind] == 2:
            groups.append(Group(_PAIR, kind))
        elif rem[kind] == 1:
            groups.append(Group(_SINGLE, kind))
    for base in (0, 9, 18):
        part = rem[base : base + 9]
        if any(part):
            fixed: dict[int, Keyed] = {}
            for g in groups:
                if base <= g.first < base + 9:
                    key = g.first * 16 + 2 * group_order(g.kind) + (g.meld is not None)
                    fixed.setdefault(g.first, []).append((key, group_token(g, False)))
            for m in hand.melds:
                if m.kind is _FOUL and base <= m.first < base + 9:
                    fixed.setdefault(m.first, []).append((m.first * 16 + 2 * FOUL_ORDER + 1, foul_token(m)))
            groups += _split_suit(part, base, fixed)
    return groups


def _score_loser(request: ScoreRequest, hand: Hand, options: ClassicalOptions) -> ScoreResult:
    ctx = new_ctx(request, hand)
    groups = _loser_groups(hand)
    fill(ctx, groups, -1, False)
    points, doubles, hits = _evaluate(ctx, _POINTS_LOSER, _DOUBLES_LOSER)
    raw = points << doubles
    cap = options.limit
    if request.irregular == "long":  # a long hand counts 0 (penalties.md)
        total, reached = 0, False
    else:
        total, reached = min(raw, cap), raw >= cap
    foul = [m for m in hand.melds if m.kind is _FOUL]
    return ScoreResult(
        request.ruleset,
        won=False,
        points=points,
        doubles=doubles,
        limit="limit" if reached else None,
        total=total,
        items=tuple(hits),
        arrangement=arrangement_string(groups, foul=foul),
    )


# -- entry point -------------------------------------------------------------------------------------------
def score(request: ScoreRequest, hand: Hand, options: ClassicalOptions) -> ScoreResult:
    """Score one `dmjl-classical` hand (the request already checked by the rule set)."""
    if hand.winning is None:
        return _score_loser(request, hand, options)
    return _score_winner(request, hand, options)
