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


def prepared_log(
    hands: tuple[str, ...], draws: str, rule: Any, discard: dict[int, str], pons: dict[int, str] | None = None
) -> list[dict[str, Any]]:
    """One riichienv hand from a prepared wall (its `reset(wall=...)`: tile ids in dealing order, then the
    draws). Every seat wins when it may, pons the kinds `pons` gives it, else discards the first kind of
    its `discard` list it holds, else passes (or discards its first tile)."""
    used: set[int] = set()

    def take(tile: str) -> int:
        for copy in range(4):
            tid = 4 * KIND[tile] + copy
            if tid not in REDS and tid not in used:
                used.add(tid)
                return tid
        raise ValueError(tile)

    seats = [[take(t) for t in hand.split()] for hand in hands]
    wall: list[int] = []
    for size in (4, 4, 4, 1):
        for seat in range(4):
            wall += [seats[seat].pop(0) for _ in range(size)]
    wall += [take(t) for t in draws.split()]
    wall += [t for t in range(136) if t not in used]
    env = RiichiEnv(game_mode="4p-red-single", rule=rule)
    obs = env.reset(oya=0, wall=wall)
    while not env.done():
        actions = {}
        for seat, o in obs.items():
            legal = o.legal_actions()
            win = [a for a in legal if a.action_type in (ActionType.RON, ActionType.TSUMO)]
            wanted = (pons or {}).get(seat, "").split()
            pon = [a for a in legal if a.action_type == ActionType.PON and a.tile // 4 in [KIND[t] for t in wanted]]
            out = [
                a
                for kind in discard.get(seat, "").split()
                for a in legal
                if a.action_type == ActionType.DISCARD and a.tile // 4 == KIND[kind]
            ]
            skip = [a for a in legal if a.action_type == ActionType.PASS]
            actions[seat] = (win or pon or out or skip or legal)[0]
        obs = env.step(actions)
    return [dict(e) for e in env.mjai_log]


def triple_ron_log(rule: Any) -> list[dict[str, Any]]:
    return prepared_log(HANDS, "6p", rule, {0: "6p"})


def test_four_winds_abort_in_both() -> None:
    hands = (
        "E 1m 4m 7m 2p 5p 8p 3s 6s 9s S W N",
        "E 1m 4m 7m 2p 5p 8p 3s 6s 9s S W N",
        "E 2m 5m 8m 3p 6p 9p 1s 4s 7s S W N",
        "E 2m 5m 8m 3p 6p 9p 1s 4s 7s S W P",
    )
    log = prepared_log(hands, "3m 3m 3m 6m", GameRule.default_tenhou(), dict.fromkeys(range(4), "E"))
    assert [e.get("reason") for e in log if e["type"] == "ryukyoku"] == ["sufuurenta"]
    (hand,) = replay_log(log, "tenhou").hands
    assert hand.ok, hand.divergence


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


@pytest.mark.parametrize(
    ("draws", "discard0", "deltas"),
    [
        ("2s 2s 2s 8s 8s 8s 7s 9s", "P", [0, 32000, 0, -32000]),
        ("2s 2s 2s 8s 8s 8s 9s", "P 9s", [-16000, 32000, 0, -16000]),
    ],
)
def test_pao_daisangen_agrees(draws: str, discard0: str, deltas: list[int]) -> None:
    # Seat 1 pons white (from the dealer), green (seat 2) and red (seat 3: liable), then wins on 9s: by tsumo
    # (seat 3 pays it all) or on the dealer's discard (the dealer and seat 3 pay half each), in jongg's
    # Decision and riichienv alike.
    hands = (
        "P 1m 4m 7m 2p 5p 8p 3s 6s E E S S",
        "P P F F C C 1m 2m 3m 9s 9m 9p W",
        "F 1m 4m 7m 2p 5p 8p 3s 6s N N S S",
        "C 2m 5m 8m 3p 6p 9p 1s 4s 7s N E W",
    )
    discards = {0: discard0, 1: "9m 9p W", 2: "F", 3: "C"}
    log = prepared_log(hands, draws, GameRule.default_tenhou(), discards, pons={1: "P F C"})
    (win,) = [e for e in log if e["type"] == "hora"]
    assert win["actor"] == 1 and win["deltas"] == deltas
    (hand,) = replay_log(log, "tenhou").hands
    assert hand.ok, hand.divergence


@pytest.mark.parametrize(
    ("rule", "preset", "points"),
    [(GameRule.default_tenhou, "tenhou", 32000), (GameRule.default_mjsoul, "mahjongsoul", 64000)],
)
def test_thirteen_sided_kokushi_by_preset(rule: Any, preset: str, points: int) -> None:
    # Seat 1 waits on all thirteen orphans; the dealer's first discard 1m: a single yakuman on Tenhou, a double
    # one on Mahjong Soul (riichienv's presets and jongg's option double_yakuman alike).
    hands = (
        "1m 2m 3m 4p 5p 6p 7s 8s 2s 3s 4s 6m 6m",
        "1m 9m 1p 9p 1s 9s E S W N P F C",
        "2m 3m 4m 5p 6p 7p 2s 3s 4s 7m 7m 8p 8p",
        "2p 3p 4p 6s 7s 8s 3m 4m 5m 5s 5s 7p 7p",
    )
    log = prepared_log(hands, "8m", rule(), {0: "1m"})
    (win,) = [e for e in log if e["type"] == "hora"]
    assert win["actor"] == 1 and win["deltas"][1] == points
    (hand,) = replay_log(log, preset).hands
    assert hand.ok, hand.divergence
    other = "mahjongsoul" if preset == "tenhou" else "tenhou"
    (wrong,) = replay_log(log, other).hands
    assert wrong.legal and wrong.deltas_agree is False
