"""Documented rule differences, each shown on a prepared riichienv hand (`README.md`)."""

from __future__ import annotations

from typing import Any

import pytest
from riichienv import ActionType, GameRule, RiichiEnv
from rule_differences import classify

from jongg.interop.mjai_replay import replay_log

KIND = {f"{n}{s}": i * 9 + n - 1 for i, s in enumerate("mps") for n in range(1, 10)}
KIND.update({h: 27 + i for i, h in enumerate("ESWNPFC")})
REDS = (16, 52, 88)

# The dealer discards 6p at once; the three others are ready on it with pinfu and tanyao.
HANDS = (
    "E E E S S S W W W N N N P",
    "2m 3m 4m 3m 4m 5m 6s 7s 8s 2s 2s 4p 5p",
    "5m 6m 7m 6m 7m 8m 3s 4s 5s 8s 8s 7p 8p",
    "2p 3p 4p 4p 5p 2s 3s 4s 5s 6s 7s 7m 7m",
)


def triple_ron_log(rule: Any) -> list[dict[str, Any]]:
    """One riichienv hand from a prepared wall (its `reset(wall=...)`: tile ids in dealing order)."""
    used: set[int] = set()

    def take(tile: str) -> int:
        for copy in range(4):
            tid = 4 * KIND[tile] + copy
            if tid not in REDS and tid not in used:
                used.add(tid)
                return tid
        raise ValueError(tile)

    seats = [[take(t) for t in hand.split()] for hand in HANDS]
    discard = take("6p")
    wall: list[int] = []
    for size in (4, 4, 4, 1):
        for seat in range(4):
            wall += [seats[seat].pop(0) for _ in range(size)]
    wall.append(discard)
    wall += [t for t in range(136) if t not in used]
    env = RiichiEnv(game_mode="4p-red-single", rule=rule)
    obs = env.reset(oya=0, wall=wall)
    while not env.done():
        actions = {}
        for seat, o in obs.items():
            legal = o.legal_actions()
            ron = [a for a in legal if a.action_type == ActionType.RON]
            out = [a for a in legal if a.action_type == ActionType.DISCARD and a.tile == discard]
            actions[seat] = (ron or out or legal)[0]
        obs = env.step(actions)
    return [dict(e) for e in env.mjai_log]


def test_three_rons_pay_in_riichienv_default_and_abort_in_jongg() -> None:
    log = triple_ron_log(GameRule())
    assert sum(e["type"] == "hora" for e in log) == 3
    (hand,) = replay_log(log, "riichienv").hands
    assert hand.legal and hand.deltas_agree is False
    assert hand.engine_deltas == [0, 0, 0, 0]
    assert classify(log, hand) == "three rons"


@pytest.mark.parametrize("preset", ["tenhou", "riichienv"])
def test_three_rons_abort_under_tenhou_rules(preset: str) -> None:
    log = triple_ron_log(GameRule.default_tenhou())
    assert [e.get("reason") for e in log if e["type"] == "ryukyoku"] == ["sanchaho"]
    (hand,) = replay_log(log, preset).hands
    assert hand.ok, hand.divergence
