"""The `standard` bot for the DMJL rule sets: tile efficiency, value, sensible claims, visible defence.

It is a pure function of the seat view plus its own seeded random stream (used only to break exact ties):

- **Mah-Jongg** whenever the view offers it (the engine offers it only for hands that win, minimum included).
- **Efficiency**: each discard is scored by the shanten left (`fast.shanten_function`, four suit keys, no
  decomposition) and, for the discards that keep the best shanten, by acceptance: the tiles still unseen
  (4 minus the own concealed tiles, every meld, the unclaimed discards) that would bring the hand closer.
- **Value** (`values.py`, per rule set): a plan computed once per decision weights the kinds to keep: honour
  pairs and pungs of dragons and the own and round wind, one suit when it is close, and (HKE) the agreed fan
  minimum, which makes the plan binding when the hand cannot win without it.
- **Claims** only when they help: a chow or pung that lowers the shanten (within the profile's distance), a
  pung of a valuable honour, a kong that costs no shanten; never against the plan or the minimum.
- **Defence**: never a tile that is dangerous (`penalties.md` "Dangerous play") to a player showing those sets
  while another tile is left; and, only where the discarder pays more than the other losers (HKE: double; not
  Classical, where every loser pays the winner alike), far from ready with an opponent showing three sets or
  more, tiles already discarded (and dead honours) before live ones.
- **Original call** (Classical) when the first discard leaves the hand ready.

`StandardBot(ruleset_id, seed, defence=False, value=False, ...)` switches parts off for comparisons.
For Riichi (`riichi-hana`) the bot plays through `jongg.bots.riichi.RiichiPlayer` (same settings, plus `riichi`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from jongg.bots.fast import (
    POW,
    SUIT_OF,
    acceptance_function,
    concealed_counts,
    keys_of,
    shanten_after_kong,
    shanten_function,
    unseen_of,
)
from jongg.bots.riichi import RIICHI_PROFILE, RiichiPlayer
from jongg.bots.settings import Settings
from jongg.bots.values import PROFILES, SHANTEN_WEIGHT, Hypothesis, Plan, Profile, Seat, wind_kind
from jongg.engine import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    OriginalCall,
    Pass,
    Pung,
    SeatView,
)
from jongg.engine.danger import situations
from jongg.errors import InvalidOption
from jongg.rules import RULESETS
from jongg.tiles import KIND_MASK, NUM_KINDS

W = SHANTEN_WEIGHT
HARD_DANGER = 20 * W
"""A discard dangerous under the dangerous-play rule: only when every other discard is, too."""
NEAR = tuple(
    tuple(j for j in range(k - 2, k + 3) if 0 <= j < 34 and SUIT_OF[j] == SUIT_OF[k] and (k < 27 or j == k))
    for k in range(34)
)
"""The kinds a tile can combine with (itself, and within two in its suit)."""
ORPHAN_KINDS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


class StandardBot:
    """The standard bot of a rule set (`dmjl-classical`, `dmjl-hk-easy`, `riichi-hana`).

    `options` are the table's agreed options (public: the record's header has them), e.g. HKE `fan_minimum`.
    Settings (keyword arguments): see `Settings`.
    """

    def __init__(
        self, ruleset_id: str, seed: int = 0, *, options: Mapping[str, Any] | None = None, **settings: Any
    ) -> None:
        self._riichi: RiichiPlayer | None = None
        ruleset = RULESETS.get(ruleset_id)
        name = ruleset.bot_profile if ruleset is not None else None  # the rule set names how it is played
        if name == RIICHI_PROFILE:
            self.ruleset_id = ruleset_id
            self.settings = Settings.from_mapping(settings)
            self._riichi = RiichiPlayer(ruleset_id, seed, options, self.settings)
            return
        profile = PROFILES.get(name) if name is not None else None
        if ruleset is None or profile is None:
            known = ", ".join(sorted(i for i, r in RULESETS.items() if r.bot_profile in (*PROFILES, RIICHI_PROFILE)))
            raise InvalidOption("bots.no_standard_bot_rule", ruleset_id=ruleset_id, known=known)
        self.ruleset_id = ruleset_id
        self.profile: Profile = profile
        self.settings = Settings.from_mapping(settings)
        self.options = {
            k: getattr(ruleset.options(options or {}), k) for k in ruleset.options(options or {}).__dataclass_fields__
        }
        self.forms = int(ruleset.forms)
        self._shanten = shanten_function(self.forms)
        self._rng = random.Random(seed)

    # -- the one entry point -------------------------------------------------------------------------------
    def act(self, view: SeatView) -> Action:
        if self._riichi is not None:
            return self._riichi.act(view)
        actions = view.legal_actions
        for action in actions:
            if isinstance(action, MahJongg):
                return action
        if len(actions) == 1:
            return actions[0]
        ctx = _Context(self, view)
        if view.phase == "window":
            return self._claim(ctx, actions)
        if view.phase == "before_play":
            return self._dealt_kong(ctx, actions)
        return self._turn(ctx, actions)

    # -- own turn --------------------------------------------------------------------------------------
    def _turn(self, ctx: _Context, actions: tuple[Action, ...]) -> Action:
        discards: dict[int, Action] = {}
        calls: dict[int, OriginalCall] = {}
        kongs: list[Action] = []
        for action in actions:
            if isinstance(action, Discard):
                discards[action.tile & KIND_MASK] = action
            elif isinstance(action, OriginalCall):
                calls[action.tile & KIND_MASK] = action
            elif isinstance(action, ConcealedKong | AddedKong):
                kongs.append(action)
        if not discards:
            return actions[0]
        scores = self._discard_scores(ctx, list(discards), ctx.keys, ctx.melds)
        best_kind = self._pick(scores)
        best_shanten = ctx.shanten_after[best_kind]
        if kongs and self.settings.kongs:
            kong = self._kong_choice(ctx, kongs, best_shanten)
            if kong is not None:
                return kong
        if self.settings.original_call and best_kind in calls:
            return calls[best_kind]
        return discards[best_kind]

    def _pick(self, scores: dict[int, float]) -> int:
        top = max(scores.values())
        best = [k for k, s in scores.items() if s >= top - 1e-9]
        return best[0] if len(best) == 1 else self._rng.choice(sorted(best))

    def _discard_scores(self, ctx: _Context, kinds: list[int], keys: list[int], melds: int) -> dict[int, float]:
        """Score of discarding each kind from a 14-tile hand (keys), higher is better."""
        sh = ctx.shanten_fn
        after: dict[int, int] = {}
        for d in kinds:
            s = SUIT_OF[d]
            keys[s] -= POW[d]
            after[d] = sh(keys[0], keys[1], keys[2], keys[3], melds)
            keys[s] += POW[d]
        ctx.shanten_after = after
        low = min(after.values())
        plan = ctx.plan
        keep = plan.keep
        slack = 1 if plan.forced else 0
        danger = ctx.danger(kinds, low) if self.settings.defence else None
        ctx.near = ctx.near_kinds(melds)
        scores: dict[int, float] = {}
        for d in kinds:
            s_d = after[d]
            score = -W * s_d - keep[d]
            if danger is not None:
                score -= danger[d]
            if s_d <= low + slack and self.settings.efficiency:
                score += ctx.acceptance(keys, d, melds, s_d)
            scores[d] = score
        return scores

    def _kong_choice(self, ctx: _Context, kongs: list[Action], best_shanten: int) -> Action | None:
        """A concealed or added kong when the hand after it (before the replacement) is no further from
        ready than after the best discard."""
        keys, melds, sh = ctx.keys, ctx.melds, ctx.shanten_fn
        for action in kongs:
            if isinstance(action, ConcealedKong):
                after = shanten_after_kong(sh, keys, melds, action.consumed[0] & KIND_MASK, concealed=True)
            else:
                assert isinstance(action, AddedKong)
                after = shanten_after_kong(sh, keys, melds, action.tile & KIND_MASK, concealed=False)
                if self.settings.defence and ctx.threatened():
                    continue  # an added kong can be robbed
            if after <= best_shanten:
                return action
        return None

    def _dealt_kong(self, ctx: _Context, actions: tuple[Action, ...]) -> Action:
        """HKE before play: declare a dealt concealed kong (a pung plus a free replacement), unless the hand
        plays for seven pairs, where four identical tiles are two pairs."""
        passing = next(a for a in actions if isinstance(a, Pass))
        if not self.settings.kongs or ctx.plan.forms:
            return passing
        pairs = sum(n // 2 for n in ctx.counts)
        if not ctx.melds and pairs >= 5 and self.forms & 4:
            return passing
        return next((a for a in actions if isinstance(a, ConcealedKong)), passing)

    # -- claims ------------------------------------------------------------------------------------------
    def _claim(self, ctx: _Context, actions: tuple[Action, ...]) -> Action:
        passing = next((a for a in actions if isinstance(a, Pass)), actions[-1])
        if not self.settings.claims:
            return passing
        keys, melds, sh = ctx.keys, ctx.melds, ctx.shanten_fn
        now = sh(keys[0], keys[1], keys[2], keys[3], melds)
        best: tuple[int, float, Action] | None = None
        profile = self.profile
        for action in actions:
            if not isinstance(action, Chow | Pung | Kong) or (isinstance(action, Kong) and not self.settings.kongs):
                continue
            kind = action.tile & KIND_MASK
            consumed = [t & KIND_MASK for t in action.consumed]
            for k in consumed:
                keys[SUIT_OF[k]] -= POW[k]
                ctx.counts[k] -= 1
            meld_kind = "chow" if isinstance(action, Chow) else "kong" if isinstance(action, Kong) else "pung"
            first = min([kind, *consumed])
            try:
                if isinstance(action, Kong):
                    after = sh(keys[0], keys[1], keys[2], keys[3], melds + 1)
                    gain = 0.0
                else:
                    kinds = [k for k in range(NUM_KINDS) if ctx.counts[k]]
                    scores = self._discard_scores(ctx, kinds, keys, melds + 1)
                    pick = max(scores, key=lambda k: scores[k])
                    after = ctx.shanten_after[pick]
                    gain = scores[pick]
                hypo = Hypothesis(ctx.counts, [*ctx.meld_list, (meld_kind, first)])
                ok = self._claim_helps(ctx, meld_kind, kind, now, after) and profile.claim_ok(
                    ctx.plan, ctx.hypothesis, ctx.seat_info, meld_kind, kind, hypo
                )
            finally:
                for k in consumed:
                    keys[SUIT_OF[k]] += POW[k]
                    ctx.counts[k] += 1
            if ok and (best is None or (after, -gain) < (best[0], -best[1])):
                best = (after, gain, action)
        return passing if best is None else best[2]

    def _claim_helps(self, ctx: _Context, meld_kind: str, kind: int, now: int, after: int) -> bool:
        valuable = self.settings.value and kind in ctx.worth and meld_kind != "chow"
        if meld_kind == "kong":
            return after <= now
        if valuable:
            return after <= now
        if after >= now:
            return False
        limit = self.profile.chow_max_shanten if meld_kind == "chow" else self.profile.pung_max_shanten
        return after <= limit


class _Context:
    """What one decision reads from the view, computed once: counts, keys, unseen tiles, the plan."""

    __slots__ = (
        "_bot",
        "_danger_seen",
        "accept_fn",
        "counts",
        "hypothesis",
        "keys",
        "meld_list",
        "melds",
        "near",
        "plan",
        "seat_info",
        "shanten_after",
        "shanten_fn",
        "unseen",
        "view",
        "worth",
    )

    def __init__(self, bot: StandardBot, view: SeatView) -> None:
        self._bot = bot
        self.view = view
        counts = self.counts = concealed_counts(view)
        self.keys = keys_of(counts)
        seat = view.seat if view.seat is not None else 0
        me = view.players[seat]
        self.melds = len(me.melds)
        self.meld_list = [(m.kind, min(t & KIND_MASK for t in m.tiles)) for m in me.melds]
        self.unseen = [u if u > 0 else 0 for u in unseen_of(view, counts)]
        info = Seat(
            wind_kind(view.wind),
            wind_kind(view.round_wind),
            tuple(t & KIND_MASK for t in me.bonus),
            self.unseen,
            bot.options,
            len(me.discards),
        )
        self.seat_info = info
        self.hypothesis = Hypothesis(counts, self.meld_list)
        self.plan: Plan = bot.profile.plan(self.hypothesis, info, bot.settings.value)
        self.worth = {k: 1 for k in (31, 32, 33, info.seat_wind, info.round_wind)}
        self.shanten_fn = shanten_function(self.plan.forms or bot.forms)
        self.accept_fn = acceptance_function(self.plan.forms or bot.forms)
        self.shanten_after: dict[int, int] = {}
        self._danger_seen: list[float] | None = None
        self.near: list[int] = []

    def near_kinds(self, melds: int) -> list[int]:
        """The kinds that can improve the hand (each held kind and its neighbours; terminals and honours too
        when thirteen orphans is close), for every discard of this decision."""
        counts = self.counts
        near: set[int] = set()
        for kind in range(34):
            if counts[kind]:
                near.update(NEAR[kind])
        if not melds and (self._bot.forms & 8) and sum(1 for k in ORPHAN_KINDS if counts[k]) >= 8:
            near.update(ORPHAN_KINDS)
        return sorted(near)

    def acceptance(self, keys: list[int], discard: int, melds: int, now: int) -> float:
        """Unseen tiles that lower the shanten of the hand without `discard`."""
        s = SUIT_OF[discard]
        keys[s] -= POW[discard]
        total = self.accept_fn(keys[0], keys[1], keys[2], keys[3], melds, self.near, self.unseen, now)
        keys[s] += POW[discard]
        return float(total)

    def threatened(self) -> bool:
        view = self.view
        return any(len(p.melds) >= 3 for s, p in enumerate(view.players) if s != view.seat)

    def danger(self, kinds: list[int], shanten: int) -> dict[int, float]:
        """Penalty per candidate discard: dangerous play (always), and visible threats when far from ready where
        the discarder pays more (`Profile.discarder_pays_more`)."""
        view = self.view
        out = dict.fromkeys(kinds, 0.0)
        soft = 0.6 * W if shanten >= 2 and self._bot.profile.discarder_pays_more else 0.0
        discarded = [0] * 34
        for player in view.players:
            for tile in player.discards:
                discarded[tile & KIND_MASK] += 1
        for s, player in enumerate(view.players):
            if s == view.seat or not player.melds:
                continue
            melds = player.melds
            big = sum(1 for m in melds if m.kind != "chow") >= 2
            if big:
                for d in kinds:
                    if situations(melds, d):
                        out[d] += HARD_DANGER
            if soft and len(melds) >= 3:
                suits = {SUIT_OF[m.tiles[0] & KIND_MASK] for m in melds}
                one_suit = next(iter(suits - {3})) if len(suits - {3}) == 1 else None
                own = {t & KIND_MASK for t in player.discards}
                honour_sets = sum(1 for m in melds if m.tiles[0] & KIND_MASK >= 27)
                weight = soft * (2.0 if one_suit is not None or honour_sets >= 2 else 1.0)
                for d in kinds:
                    risk = 1.0
                    if d >= 27:
                        risk = 0.0 if self.unseen[d] == 0 else 0.5 if self.unseen[d] == 1 else 0.8
                    elif one_suit is not None and SUIT_OF[d] != one_suit:
                        risk = 0.3
                    if d in own:
                        risk *= 0.25
                    elif discarded[d]:
                        risk *= 0.5
                    out[d] += weight * risk
        return out
