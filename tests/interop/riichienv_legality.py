"""The reverse check: is every action of an mjai log (jongg's export) legal in riichienv?

Four riichienv environments, one per seat, follow the log with `observe_event(event, seat)` (riichienv's API
for bots); a seat's decision point is the last observation riichienv returned for it. Every logged action of a
seat (`dahai`, calls, kans, `reach`, `hora`) must then be `select_action_from_mjai` of that observation.

Known limitations of riichienv 0.4.11's event replay (they show on riichienv's own logs too), which `misses`
names: a tsumo win on the replacement draw of an open or added kan whose only yaku is rinshan kaihou is not
offered (the replay does not mark that draw as a rinshan draw): `rinshan after open kan`; robbing an added kan
is never offered: `chankan`. The winners of a double ron are all checked against the observation before the
first `hora`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from riichienv import GameRule, Observation, RiichiEnv

KNOWN = ("rinshan after open kan", "chankan")
ACTIONS = ("dahai", "chi", "pon", "daiminkan", "ankan", "kakan", "reach", "hora")


def check_legality(events: Sequence[dict[str, Any]], rule: str = "tenhou") -> tuple[Counter[str], list[str]]:
    """(counts of legal / missed actions, a description of each miss)."""
    make = GameRule.default_mjsoul if rule == "mjsoul" else GameRule.default_tenhou
    envs = [RiichiEnv(game_mode="4p-red-half", rule=make()) for _ in range(4)]
    last: list[Observation | None] = [None] * 4
    counts: Counter[str] = Counter()
    misses: list[str] = []
    for n, e in enumerate(events):
        actor = e.get("actor")
        if e["type"] in ACTIONS and isinstance(actor, int):
            obs = last[actor]
            if obs is not None and obs.select_action_from_mjai(dict(e)) is not None:
                counts["legal"] += 1
            else:
                kind = _classify(events, n)
                counts[kind] += 1
                offered = [] if obs is None else [a.to_mjai() for a in obs.legal_actions()][:12]
                misses.append(f"{kind}: event {n} {e} (riichienv offers {offered})")
        for seat in range(4):
            got = envs[seat].observe_event(dict(e), seat)
            if got is not None:
                last[seat] = got
            elif e["type"] not in ("dora", "reach_accepted", "hora"):
                last[seat] = None
    return counts, misses


def _classify(events: Sequence[dict[str, Any]], n: int) -> str:
    e = events[n]
    if e["type"] == "hora" and e.get("actor") != e.get("target"):
        before = [x for x in events[max(0, n - 3) : n] if x["type"] != "hora"]
        if before and before[-1]["type"] == "kakan":
            return "chankan"
    if e["type"] == "hora" and e.get("actor") == e.get("target"):
        before = [x for x in events[max(0, n - 3) : n] if x["type"] != "dora"]
        if len(before) >= 2 and before[-1]["type"] == "tsumo" and before[-2]["type"] in ("daiminkan", "kakan"):
            return "rinshan after open kan"
    return "not legal in riichienv"
