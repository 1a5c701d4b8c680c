"""The `standard` bot for Riichi (`riichi-hana`): efficiency, yaku, riichi, sensible calls, defence.

`StandardBot("riichi-hana", seed, ...)` plays through `RiichiPlayer`. Like the DMJL bot it is a pure function of
the seat view plus its own seeded random stream (used only to break exact ties):

- **Wins** whenever the view offers it (the engine offers a win only with a yaku and never in furiten) and
  **declares flowers** whenever asked (`Bonus`; by default the engine declares them itself).
- **Efficiency**: each discard is scored by the shanten left (`fast.shanten_function` over the four suit keys,
  regular hands, seven pairs and thirteen orphans) and, among the discards that keep the best shanten, by
  acceptance: the tiles still unseen (4 minus the own concealed tiles, every meld, every unclaimed discard and
  the dora indicators) that bring the hand closer. A ready hand counts its waits, a furiten wait for little.
  The hand is kept as four base-5 suit keys for the decision; a discard or a draw is one addition to a key, and
  the improving kinds of each 13-tile hand are kept across decisions (`IMPROVING`).
- **Value**: keeps dora, red fives (a plain five is discarded before a red one) and pairs of dragons and of the
  own and round wind, and leans to one suit when the hand is close to it.
- **Riichi** when a discard leaves the closed hand ready with a live wait, choosing that discard by acceptance.
- **Calls** (chi, pon, open kan) only when the hand keeps a sure yaku after them: a pung of dragons or of the
  own or round wind (claimed or already held concealed), all simples (tanyao: no terminal or honour left but
  the one discarded after the call), or one suit with honours (a flush); and only when the call brings the hand
  closer (a valuable pung: no further). An open hand then keeps to its yaku: the tiles that would break it are
  discarded first and are not counted as acceptance. Never a yakuless open hand.
- **Kongs** (concealed, added, open) when they cost no shanten and no opponent is in riichi (an added kong can be
  robbed); after the own riichi the engine offers only the concealed kongs that keep the waits.
- **Defence** against a riichi: far from ready (two steps or more, or one step against two riichi) the safest
  tiles go first: genbutsu (the riichi player's own discards, and the tiles discarded by anyone after his riichi,
  see `_Context.genbutsu`), then tiles whose two-sided waits are blocked (suji or no tile left to wait with),
  honours by how many are left, terminals before middle tiles. One step from ready the danger weighs less, and
  a ready hand pushes (the danger weighs little beside its waits). Against an open hand with three sets
  the tiles he discarded and the suits he cannot be collecting go first when far from ready.
- **Nine terminals** (the abortive draw) when offered and the hand is three steps or more from thirteen orphans.

Settings (`Settings` of `settings.py`): `efficiency` (off: shanten only, though a ready hand still counts its
waits to decide on riichi), `value` (off: no value weights and calls without
looking at the yaku, so open hands may be yakuless), `defence`, `claims`, `kongs`, `riichi` (off: a ready closed
hand stays silent and wins only by a yaku it has, or by self-draw).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from jongg.bots.fast import (
    POW,
    SUIT_OF,
    concealed_counts,
    improving_function,
    keys_of,
    shanten_after_kong,
    shanten_function,
    unseen_of,
)
from jongg.bots.settings import Settings
from jongg.engine import (
    Action,
    AddedKong,
    Bonus,
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
from jongg.rules import find_ruleset
from jongg.tiles import DRAGONS, IS_TERMINAL_OR_HONOUR, KIND_MASK, NUM_KINDS, RED, WIND_TILE

W = 100.0
"""One step of shanten in the score (acceptance counts tiles, 0 to about 60)."""
BREAKS_YAKU = 3 * W
"""A tile that breaks an open hand's only yaku: it goes before any step of shanten is weighed."""
RIICHI_PROFILE = "riichi"
"""The `Ruleset.bot_profile` of the rule sets this player plays (yaku, riichi, furiten, kuikae)."""
OPEN_LIMIT = 2
"""A closed hand opens for a chi or a pon of simples only if that leaves it at most this far from ready."""
NEAR = tuple(
    tuple(j for j in range(k - 2, k + 3) if 0 <= j < 34 and SUIT_OF[j] == SUIT_OF[k] and (k < 27 or j == k))
    for k in range(34)
)
"""The kinds a tile can combine with (itself, and within two in its suit)."""
ORPHAN_KINDS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
NEAR_MASK = tuple(sum(1 << j for j in NEAR[k]) for k in range(34))
ORPHAN_MASK = sum(1 << k for k in ORPHAN_KINDS)
KINDS_OF_MASK: dict[int, tuple[int, ...]] = {}
"""The kinds of a 34-bit mask, in order (kept: the same masks come back)."""
SIMPLE = tuple(k < 27 and 1 <= k % 9 <= 7 for k in range(34))
CHOW_SIMPLE = tuple(k < 27 and 1 <= k % 9 <= 5 for k in range(34))
"""A chow starting at this kind holds simples only."""
FIVES = (4, 13, 22)
IMPROVING: dict[tuple[int, int, int, int, int, str | None], tuple[int, ...]] = {}
"""Improving kinds (waits, for a ready hand) by 13-tile hand (keys, melds, the open yaku's allowed kinds)."""
IMPROVING_LIMIT = 200_000


def dora_of(indicator: int) -> int | None:
    """The kind an indicator makes dora (next in its suit, winds and dragons in their cycles); None for a
    flower indicator (it makes flowers dora, which the hand cannot collect)."""
    kind = indicator & KIND_MASK
    if kind >= NUM_KINDS:
        return None
    if kind < 27:
        return kind - kind % 9 + (kind % 9 + 1) % 9
    if kind < 31:
        return 27 + (kind - 27 + 1) % 4
    return 31 + (kind - 31 + 1) % 3


class Meld:
    """An own meld as the plan reads it."""

    __slots__ = ("first", "kind")

    def __init__(self, kind: str, first: int) -> None:
        self.kind = kind
        self.first = first


def yaku_routes(counts: Sequence[int], melds: Sequence[Meld], valuable: frozenset[int]) -> dict[str, int]:
    """The sure yaku an open hand can keep, each with how many concealed tiles stand in its way:
    `yakuhai` (a pung of a valuable honour, claimed or concealed: 0), `tanyao` (all simples: the terminals and
    honours held), `flush0`..`flush2` (one suit and honours: the tiles of the other suits)."""
    out: dict[str, int] = {}
    if any(m.kind != "chow" and m.first in valuable for m in melds) or any(counts[k] >= 3 for k in valuable):
        out["yakuhai"] = 0
    if all(CHOW_SIMPLE[m.first] if m.kind == "chow" else SIMPLE[m.first] for m in melds):
        out["tanyao"] = sum(counts[k] for k in range(34) if not SIMPLE[k])
    suits = {m.first // 9 for m in melds if m.first < 27}
    if len(suits) <= 1:
        per = [sum(counts[9 * s : 9 * s + 9]) for s in range(3)]
        for s in suits or range(3):
            out[f"flush{s}"] = sum(per) - per[s]
    return out


class Plan:
    """What the hand plays for in this decision: keep weights per kind, the kinds that may improve it."""

    __slots__ = ("allowed", "allowed_mask", "keep", "route")

    def __init__(self, keep: list[float], allowed: Sequence[bool] | None = None, route: str | None = None) -> None:
        self.keep = keep
        self.allowed = allowed
        """Kinds the open hand's yaku permits (None: all)."""
        self.allowed_mask = sum(1 << k for k in range(34) if allowed[k]) if allowed is not None else (1 << 34) - 1
        self.route = route


class Near:
    """The kinds that can improve a hand of 3n + 2 tiles and of each 3n + 1 after one discard: each held kind
    and its neighbours, terminals and honours too when thirteen orphans is close (eight kinds held, no meld),
    within what the open hand's yaku allows. One pass over the hand; each discard's mask from prefix and
    suffix unions of the held kinds' masks."""

    __slots__ = ("allowed", "counts", "full", "index", "melds", "orphans", "prefix", "suffix")

    def __init__(self, counts: Sequence[int], melds: int, plan: Plan) -> None:
        self.counts = counts
        self.melds = melds
        self.allowed = plan.allowed_mask
        self.prefix: list[int] = []
        """Built at the first question (many decisions never ask)."""
        self.suffix: list[int] = []
        self.index: dict[int, int] = {}
        self.orphans = 0
        self.full = 0

    def _build(self) -> None:
        counts = self.counts
        held = [k for k in range(34) if counts[k]]
        prefix = [0]
        for k in held:
            prefix.append(prefix[-1] | NEAR_MASK[k])
        suffix = [0]
        for k in reversed(held):
            suffix.append(suffix[-1] | NEAR_MASK[k])
        suffix.reverse()
        self.prefix = prefix
        self.suffix = suffix
        self.index = {k: i for i, k in enumerate(held)}
        self.orphans = sum(IS_TERMINAL_OR_HONOUR[k] for k in held)
        self.full = self._mask(prefix[-1], self.orphans)

    def full_mask(self) -> int:
        """The mask of the whole hand."""
        if not self.prefix:
            self._build()
        return self.full

    def _mask(self, mask: int, orphans: int) -> int:
        if not self.melds and orphans >= 8:
            mask |= ORPHAN_MASK
        return mask & self.allowed

    def without(self, discard: int) -> int:
        """The mask of the hand without one tile of `discard`."""
        if not self.prefix:
            self._build()
        if self.counts[discard] >= 2:
            return self.full
        i = self.index[discard]
        return self._mask(self.prefix[i] | self.suffix[i + 1], self.orphans - IS_TERMINAL_OR_HONOUR[discard])

    @staticmethod
    def kinds(mask: int) -> tuple[int, ...]:
        found = KINDS_OF_MASK.get(mask)
        if found is None:
            if len(KINDS_OF_MASK) >= IMPROVING_LIMIT:
                KINDS_OF_MASK.clear()
            out = []
            rest = mask
            while rest:
                low = rest & -rest
                out.append(low.bit_length() - 1)
                rest ^= low
            found = KINDS_OF_MASK[mask] = tuple(out)
        return found


class RiichiPlayer:
    """The Riichi part of `StandardBot` (built by it; `settings` are its `Settings`)."""

    def __init__(self, ruleset_id: str, seed: int, options: Mapping[str, Any] | None, settings: Settings) -> None:
        ruleset = find_ruleset(ruleset_id)
        ruleset.options(options or {})
        self.ruleset_id = ruleset_id
        self.settings = settings
        self.forms = int(ruleset.forms)
        self.shanten_fn = shanten_function(self.forms)
        self.improving_fn = improving_function(self.forms)
        self._rng = random.Random(seed)

    # -- the one entry point -------------------------------------------------------------------------------
    def act(self, view: SeatView) -> Action:
        actions = view.legal_actions
        for action in actions:
            if isinstance(action, MahJongg):
                return action
        for action in actions:
            if isinstance(action, Bonus):
                return action
        if len(actions) == 1:
            return actions[0]
        ctx = _Context(self, view)
        if view.phase == "window":
            return self._claim(ctx, actions)
        if view.phase == "turn":
            return self._turn(ctx, actions)
        return next((a for a in actions if isinstance(a, Pass)), actions[0])

    # -- own turn --------------------------------------------------------------------------------------
    def _turn(self, ctx: _Context, actions: tuple[Action, ...]) -> Action:
        discards: dict[int, Discard | Riichi] = {}
        riichis: dict[int, Discard | Riichi] = {}
        kongs: list[Action] = []
        nine: Action | None = None
        for action in actions:
            if isinstance(action, Discard | Riichi):
                table = discards if isinstance(action, Discard) else riichis
                kind = action.tile & KIND_MASK
                old = table.get(kind)
                # a plain five goes before a red one
                if old is None or (old.tile & RED and not action.tile & RED):
                    table[kind] = action
            elif isinstance(action, ConcealedKong | AddedKong):
                kongs.append(action)
            elif isinstance(action, NineTerminals):
                nine = action
        if nine is not None and self._abort(ctx):
            return nine
        if not discards:
            return riichis[min(riichis)] if riichis else actions[0]
        plan = ctx.turn_plan()
        scores = self._discard_scores(ctx, list(discards), ctx.keys, ctx.counts, ctx.melds, plan)
        best_kind = self._pick(scores)
        best_shanten = ctx.shanten_after[best_kind]
        if kongs and self.settings.kongs:
            kong = self._kong_choice(ctx, kongs, best_shanten)
            if kong is not None:
                return kong
        if best_kind in riichis and self.settings.riichi and ctx.waits_after.get(best_kind, 0) > 0:
            return riichis[best_kind]
        return discards[best_kind]

    def _abort(self, ctx: _Context) -> bool:
        """Nine terminals: abort when thirteen orphans is three steps or more away."""
        counts = ctx.counts
        kinds = sum(1 for k in ORPHAN_KINDS if counts[k])
        pair = any(counts[k] >= 2 for k in ORPHAN_KINDS)
        return 13 - kinds - pair >= 3

    def _pick(self, scores: dict[int, float]) -> int:
        top = max(scores.values())
        best = [k for k, s in scores.items() if s >= top - 1e-9]
        return best[0] if len(best) == 1 else self._rng.choice(sorted(best))

    def _discard_scores(
        self, ctx: _Context, kinds: list[int], keys: list[int], counts: list[int], melds: int, plan: Plan
    ) -> dict[int, float]:
        """Score of discarding each kind from a hand of 3n + 2 tiles (keys, counts), higher is better."""
        sh = self.shanten_fn
        after: dict[int, int] = {}
        for d in kinds:
            s = SUIT_OF[d]
            keys[s] -= POW[d]
            after[d] = sh(keys[0], keys[1], keys[2], keys[3], melds)
            keys[s] += POW[d]
        ctx.shanten_after = after
        ctx.waits_after = {}
        low = min(after.values())
        keep = plan.keep
        danger = ctx.danger(kinds, low) if self.settings.defence else None
        efficiency = self.settings.efficiency
        scores: dict[int, float] = {}
        for d in kinds:
            score = -W * after[d] - keep[d]
            if danger is not None:
                score -= danger[d]
            scores[d] = score
        wanted = [d for d in kinds if after[d] <= low and (efficiency or after[d] == 0)]
        if not wanted:
            return scores
        near = Near(counts, melds, plan)
        if len(wanted) == 1:
            d = wanted[0]
            scores[d] += ctx.acceptance(keys, near, d, melds, after[d], plan)
            return scores
        unseen = ctx.unseen
        bound = sum(unseen[k] for k in near.kinds(near.full_mask()))
        """No acceptance exceeds the unseen tiles near the hand: a candidate that cannot reach the best score
        even with all of them is not measured (the choice is the same)."""
        wanted.sort(key=lambda k: -scores[k])
        top = scores[wanted[0]]
        for d in wanted:
            if scores[d] + bound < top:
                break
            scores[d] += ctx.acceptance(keys, near, d, melds, after[d], plan)
            if scores[d] > top:
                top = scores[d]
        return scores

    def _kong_choice(self, ctx: _Context, kongs: list[Action], best_shanten: int) -> Action | None:
        """A concealed or added kong when the hand after it is no further from ready than after the best
        discard, and (an added kong may be robbed, a new dora helps a riichi) no opponent is in riichi."""
        keys, melds, sh = ctx.keys, ctx.melds, self.shanten_fn
        in_riichi = ctx.me.riichi is not None
        for action in kongs:
            if ctx.threats and not in_riichi:
                continue
            if isinstance(action, ConcealedKong):
                after = shanten_after_kong(sh, keys, melds, action.consumed[0] & KIND_MASK, concealed=True)
            else:
                assert isinstance(action, AddedKong)
                after = shanten_after_kong(sh, keys, melds, action.tile & KIND_MASK, concealed=False)
            if after <= best_shanten:
                return action
        return None

    # -- claims ------------------------------------------------------------------------------------------
    def _claim(self, ctx: _Context, actions: tuple[Action, ...]) -> Action:
        passing = next((a for a in actions if isinstance(a, Pass)), actions[-1])
        if not self.settings.claims:
            return passing
        keys, counts, melds, sh = ctx.keys, ctx.counts, ctx.melds, self.shanten_fn
        now = sh(keys[0], keys[1], keys[2], keys[3], melds)
        closed = not ctx.open
        if closed and now <= 0:
            return passing  # a ready closed hand declares riichi instead
        value = self.settings.value
        best: tuple[int, float, Action] | None = None
        seen: set[tuple[str, tuple[int, ...]]] = set()
        for action in actions:
            if not isinstance(action, Chow | Pung | Kong):
                continue
            kind = action.tile & KIND_MASK
            consumed = [t & KIND_MASK for t in action.consumed]
            meld_kind = "chow" if isinstance(action, Chow) else "kong" if isinstance(action, Kong) else "pung"
            key = (meld_kind, tuple(consumed))
            if key in seen:
                continue  # the same claim with or without a red five
            seen.add(key)
            if meld_kind == "kong" and (not self.settings.kongs or ctx.threats):
                continue
            first = min([kind, *consumed])
            for k in consumed:
                keys[SUIT_OF[k]] -= POW[k]
                counts[k] -= 1
            try:
                hypo = [*ctx.meld_list, Meld(meld_kind, first)]
                routes = yaku_routes(counts, hypo, ctx.valuable)
                if value and not any(cost <= 1 for cost in routes.values()):
                    continue  # never a yakuless open hand
                valuable = value and meld_kind != "chow" and kind in ctx.valuable
                if meld_kind != "kong":
                    # the best shanten after the call's discard: a call that cannot help even so is passed
                    # before its discards are scored (the scored pick is never closer than this)
                    closest = 99
                    for k in range(NUM_KINDS):
                        if counts[k]:
                            keys[SUIT_OF[k]] -= POW[k]
                            closest = min(closest, sh(keys[0], keys[1], keys[2], keys[3], melds + 1))
                            keys[SUIT_OF[k]] += POW[k]
                    if not self._claim_helps(ctx, meld_kind, valuable, now, closest, closed):
                        continue
                plan = ctx.open_plan(counts, hypo) if value else ctx.bare_plan()
                if meld_kind == "kong":
                    after = sh(keys[0], keys[1], keys[2], keys[3], melds + 1)
                    gain = 0.0
                else:
                    kinds = [k for k in range(NUM_KINDS) if counts[k]]
                    scores = self._discard_scores(ctx, kinds, keys, counts, melds + 1, plan)
                    pick = max(scores, key=lambda k: scores[k])
                    after = ctx.shanten_after[pick]
                    gain = scores[pick]
                    allowed = plan.allowed
                    if allowed is not None:
                        against = sum(counts[k] for k in range(NUM_KINDS) if not allowed[k]) - (not allowed[pick])
                        if against > 0:
                            continue  # the yaku is not sure right after the call
                if not self._claim_helps(ctx, meld_kind, valuable, now, after, closed):
                    continue
            finally:
                for k in consumed:
                    keys[SUIT_OF[k]] += POW[k]
                    counts[k] += 1
            if best is None or (after, -gain) < (best[0], -best[1]):
                best = (after, gain, action)
        return passing if best is None else best[2]

    def _claim_helps(self, ctx: _Context, meld_kind: str, valuable: bool, now: int, after: int, closed: bool) -> bool:
        if ctx.threats and self.settings.defence and after > 0:
            return False  # against a riichi only a call that makes the hand ready
        if meld_kind == "kong":
            return after <= now and not closed
        if valuable:
            return after <= now
        if after >= now:
            return False
        return after <= (OPEN_LIMIT if closed else 3)


class _Context:
    """What one decision reads from the view, computed once: counts, keys, unseen tiles, dora, the plan."""

    __slots__ = (
        "_bot",
        "_genbutsu",
        "counts",
        "dora",
        "keys",
        "me",
        "meld_list",
        "melds",
        "open",
        "round_wind",
        "seat",
        "seat_wind",
        "shanten_after",
        "threats",
        "unseen",
        "valuable",
        "view",
        "waits_after",
    )

    def __init__(self, bot: RiichiPlayer, view: SeatView) -> None:
        self._bot = bot
        self.view = view
        counts = self.counts = concealed_counts(view)
        self.keys = keys_of(counts)
        seat = view.seat if view.seat is not None else 0
        self.seat = seat
        me = view.players[seat]
        self.me = me
        self.melds = len(me.melds)
        self.meld_list = [Meld(m.kind, min(t & KIND_MASK for t in m.tiles)) for m in me.melds]
        self.open = any(not m.concealed for m in me.melds)
        unseen = unseen_of(view, counts)
        dora = [0] * 34
        for indicator in view.indicators:
            kind = indicator & KIND_MASK
            if kind < NUM_KINDS:
                unseen[kind] -= 1
            target = dora_of(indicator)
            if target is not None:
                dora[target] += 1
        self.unseen = [u if u > 0 else 0 for u in unseen]
        self.dora = dora
        self.seat_wind = WIND_TILE.get(view.wind or "E", WIND_TILE["E"])
        self.round_wind = WIND_TILE.get(view.round_wind or "E", WIND_TILE["E"])
        self.valuable = frozenset((*DRAGONS, self.seat_wind, self.round_wind))
        self.threats = [
            s for s, p in enumerate(view.players) if s != seat and p.riichi is not None and p.riichi < len(p.discards)
        ]
        self._genbutsu: dict[int, set[int]] = {}
        self.shanten_after: dict[int, int] = {}
        self.waits_after: dict[int, int] = {}

    # -- plans ------------------------------------------------------------------------------------------
    def turn_plan(self) -> Plan:
        """The plan of the hand as it is (on the own turn)."""
        if not self._bot.settings.value:
            return self.bare_plan()
        if self.open:
            return self.open_plan(self.counts, self.meld_list)
        return self.closed_plan()

    def bare_plan(self) -> Plan:
        return Plan([0.0] * 34)

    def _value_keep(self, keep: list[float], counts: Sequence[int]) -> None:
        """Dora, red fives and valuable honour pairs, for any hand."""
        dora = self.dora
        for kind in range(34):
            if counts[kind] and dora[kind]:
                keep[kind] += 7.0 * dora[kind]
        concealed = self.view.concealed
        for five in FIVES:
            if counts[five] and all(t & RED for t in concealed if t & KIND_MASK == five):
                keep[five] += 6.0
        early = len(self.me.discards) < 8
        for kind in range(27, 34):
            n = counts[kind]
            if not n:
                continue
            if kind in self.valuable:
                if n >= 2:
                    keep[kind] += 20.0
                elif early and self.unseen[kind] >= 2:
                    keep[kind] += 3.0
            elif n == 1:
                keep[kind] -= 2.0

    def closed_plan(self) -> Plan:
        """A closed hand wins by riichi or self-draw: efficiency with value weights and a one-suit lean."""
        counts = self.counts
        keep = [0.0] * 34
        self._value_keep(keep, counts)
        per = [sum(counts[9 * s : 9 * s + 9]) for s in range(3)]
        target = max(range(3), key=lambda s: per[s])
        off = sum(per) - per[target]
        if off <= 3:
            strength = 14.0 if off <= 2 else 7.0
            for kind in range(27):
                keep[kind] += strength / 3 if kind // 9 == target else -strength
            for kind in range(27, 34):
                keep[kind] += strength / 3
        return Plan(keep)

    def open_plan(self, counts: Sequence[int], melds: Sequence[Meld]) -> Plan:
        """An open hand keeps its cheapest sure yaku: the tiles against it are discarded first and do not
        count as acceptance. A held pung of a valuable honour is kept."""
        keep = [0.0] * 34
        self._value_keep(keep, counts)
        routes = yaku_routes(counts, melds, self.valuable)
        if "yakuhai" in routes:
            for kind in self.valuable:
                if counts[kind] >= 3 and not any(m.kind != "chow" and m.first in self.valuable for m in melds):
                    keep[kind] += BREAKS_YAKU
            return Plan(keep, None, "yakuhai")
        if not routes:
            return Plan(keep, None, None)
        route = min(routes, key=lambda r: (routes[r], r))
        if route == "tanyao":
            allowed = SIMPLE
        else:
            suit = int(route[-1])
            allowed = tuple(k >= 27 or k // 9 == suit for k in range(34))
        for kind in range(34):
            if not allowed[kind]:
                keep[kind] -= BREAKS_YAKU
        return Plan(keep, allowed, route)

    # -- efficiency -------------------------------------------------------------------------------------
    def acceptance(self, keys: list[int], near: Near, discard: int, melds: int, now: int, plan: Plan) -> float:
        """Unseen tiles that bring the hand without `discard` closer; for a ready hand its live waits (a wait
        in the own discards, furiten, counts a quarter: only a self-draw wins). The improving kinds of a hand
        are kept (`IMPROVING`, shared by every bot of the process: the same 13 tiles come back turn after turn)."""
        s = SUIT_OF[discard]
        keys[s] -= POW[discard]
        key = (keys[0], keys[1], keys[2], keys[3], melds, plan.route if plan.allowed is not None else None)
        found = IMPROVING.get(key)
        if found is None:
            kinds = near.kinds(near.without(discard))
            found = self._bot.improving_fn(keys[0], keys[1], keys[2], keys[3], melds, kinds, now)
            if len(IMPROVING) >= IMPROVING_LIMIT:
                IMPROVING.clear()
            IMPROVING[key] = found
        keys[s] += POW[discard]
        unseen = self.unseen
        total = 0
        for kind in found:
            total += unseen[kind]
        if now != 0:
            return float(total)
        self.waits_after[discard] = total
        own = self.me.discards
        furiten = discard in found or any(t & KIND_MASK in found for t in own)
        return total * 0.25 if furiten else float(total)

    # -- defence ----------------------------------------------------------------------------------------
    def genbutsu(self, p: int) -> set[int]:
        """Kinds that cannot win for the riichi player `p`: his own discards (furiten), and the tiles discarded
        by anyone after his riichi (he passed them, furiten for good). The view has no common timeline of
        discards, so "after his riichi" is read from the turn order: a player has made as many discards since
        that riichi as `p` has since (one more if he moved after `p`'s last discard); calls may skip turns,
        so this is an estimate."""
        found = self._genbutsu.get(p)
        if found is not None:
            return found
        view = self.view
        player = view.players[p]
        assert player.riichi is not None
        safe = {t & KIND_MASK for t in player.discards}
        since = len(player.discards) - 1 - player.riichi
        if view.phase == "window" and view.last_discard is not None:
            anchor = (view.last_discard[0] + 1) % 4
        else:
            anchor = self.seat
        a = (anchor - p) % 4 or 4
        for q, other in enumerate(view.players):
            if q == p:
                continue
            n = since + (1 if (q - p) % 4 < a else 0)
            if n > 0:
                safe.update(t & KIND_MASK for t in other.discards[-n:])
        self._genbutsu[p] = safe
        return safe

    def risk(self, d: int, safe: set[int]) -> float:
        """How likely the tile deals in to a ready hand that has not passed it (0 safe .. about 1)."""
        if d in safe:
            return 0.0
        unseen = self.unseen
        if d >= 27:
            u = unseen[d]
            return (0.22 if u >= 2 else 0.0) + (0.08 if u >= 1 else 0.0)
        r = d % 9
        risk = 0.0
        if r >= 3 and not (d - 3 in safe or not unseen[d - 1] or not unseen[d - 2]):
            risk += 0.42
        if r <= 5 and not (d + 3 in safe or not unseen[d + 1] or not unseen[d + 2]):
            risk += 0.42
        if 1 <= r <= 7 and unseen[d - 1] and unseen[d + 1]:
            risk += 0.08  # closed wait
        if r in (2, 6):
            risk += 0.04  # edge wait
        if unseen[d] >= 2:
            risk += 0.08  # two pairs
        if unseen[d] >= 1:
            risk += 0.05  # single wait
        return risk

    def danger(self, kinds: list[int], shanten: int) -> dict[int, float] | None:
        """Penalty per candidate discard against the opponents in riichi (and, far from ready, against an open
        hand showing three sets)."""
        threats = self.threats
        view = self.view
        out: dict[int, float] | None = None
        if threats:
            several = len(threats) >= 2
            if shanten >= 2 or (shanten == 1 and several):
                weight = 5.0 * W
            elif shanten == 1:
                weight = 0.9 * W
            else:
                weight = 0.15 * W if not several else 0.4 * W
            out = dict.fromkeys(kinds, 0.0)
            for p in threats:
                safe = self.genbutsu(p)
                w = weight * (1.25 if p == view.dealer else 1.0)
                for d in kinds:
                    r = self.risk(d, safe)
                    if r and self.dora[d]:
                        r *= 1.2
                    out[d] += w * r
        if shanten >= 2:
            for s, player in enumerate(view.players):
                if s == self.seat or player.riichi is not None or len(player.melds) < 3:
                    continue
                if out is None:
                    out = dict.fromkeys(kinds, 0.0)
                suits = {m.tiles[0] & KIND_MASK for m in player.melds}
                suited = {k // 9 for k in suits if k < 27}
                one_suit = next(iter(suited)) if len(suited) == 1 else None
                own = {t & KIND_MASK for t in player.discards}
                for d in kinds:
                    if d in own:
                        continue
                    if d >= 27:
                        r = 0.0 if not self.unseen[d] else 0.5
                    elif one_suit is not None and d // 9 != one_suit:
                        r = 0.2
                    else:
                        r = 0.8
                    out[d] += 0.6 * W * r
        return out
