"""Seeded riichienv games and their mjai logs, for the cross-check against jongg (issue 12, item 4).

riichienv (PyPI, a dev dependency) is an independent Riichi engine written in Rust. This module plays whole
hanchan games in it with one of two agents and writes each game's mjai log (gzip JSON lines, one event per
line) to a directory:

- `random`: riichienv's own `RandomAgent` (a uniform choice among the legal actions). It almost never wins
  or declares riichi, but it calls and kans a lot, and so reaches unusual states.
- `efficiency`: `EfficiencyAgent` below, small and greedy: always wins when it may, declares riichi whenever
  it may, declares every kan offered, takes the nine-terminals draw, calls pon/chi only when the call lowers its
  shanten (seats 0 and 2; seats 1 and 3 stay closed unless the call is a pon of an honour), and discards the
  tile that leaves the lowest shanten, then the most accepted tile kinds (a simple count), ties broken by a
  seeded random choice. Shanten comes from `jongg.analysis.shanten_of_counts`.

Usage: `python tests/interop/riichienv_games.py OUTDIR [--games N] [--agent random|efficiency|mixed]
[--seed S] [--mode 4p-red-half] [--rule default|tenhou|mjsoul]`. It prints the event counts (riichi, calls,
kans, wins, draws) so that one can see the games exercise the rules.
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import random
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from riichienv import Action, ActionType, GameRule, Observation, RiichiEnv
from riichienv.agents import RandomAgent

from jongg.analysis import Forms, shanten_of_counts

FORMS = int(Forms.REGULAR | Forms.SEVEN_PAIRS | Forms.ORPHANS)
HONOURS = range(27, 34)


def kinds_of(tiles: Sequence[int]) -> list[int]:
    """34 counts of riichienv's 136 tile ids (id // 4 is the kind, red fives included)."""
    counts = [0] * 34
    for t in tiles:
        counts[t // 4] += 1
    return counts


def shanten(counts: list[int], melds: int) -> int:
    return shanten_of_counts(counts, melds, FORMS)


class EfficiencyAgent:
    """A greedy tile-efficiency agent (see the module text); `closed` seats call only honour pons."""

    def __init__(self, seed: int, closed: bool = False) -> None:
        self.rng = random.Random(seed)
        self.closed = closed

    def act(self, obs: Observation) -> Action:
        legal = obs.legal_actions()
        by_type: dict[Any, list[Action]] = collections.defaultdict(list)
        for a in legal:
            by_type[a.action_type].append(a)
        for wanted in (ActionType.TSUMO, ActionType.RON, ActionType.KYUSHU_KYUHAI, ActionType.RIICHI):
            if by_type.get(wanted):
                return by_type[wanted][0]
        for wanted in (ActionType.ANKAN, ActionType.KAKAN, ActionType.DAIMINKAN):
            if by_type.get(wanted):
                return self.rng.choice(by_type[wanted])
        hand = list(obs.hand)
        calls = by_type.get(ActionType.PON, []) + by_type.get(ActionType.CHI, [])
        if calls:
            best = self._best_call(hand, calls)
            if best is not None:
                return best
        discards = by_type.get(ActionType.DISCARD)
        if discards:
            return self._best_discard(hand, discards)
        if by_type.get(ActionType.PASS):
            return by_type[ActionType.PASS][0]
        return self.rng.choice(legal)

    def _best_call(self, hand: list[int], calls: list[Action]) -> Action | None:
        counts = kinds_of(hand)
        melds = (13 - len(hand)) // 3
        now = shanten(counts, melds)
        best: tuple[int, float] | None = None
        chosen = None
        for call in calls:
            honour_pon = call.action_type == ActionType.PON and call.tile // 4 in HONOURS
            if self.closed and not honour_pon:
                continue
            after = counts[:]
            for t in call.consume_tiles:
                after[t // 4] -= 1
            # After the call one tile is discarded: the best shanten over the discards left.
            low = min(shanten(_minus(after, k), melds + 1) for k in range(34) if after[k])
            if low < now or (honour_pon and low <= now):
                key = (low, self.rng.random())
                if best is None or key < best:
                    best, chosen = key, call
        return chosen

    def _best_discard(self, hand: list[int], discards: list[Action]) -> Action:
        counts = kinds_of(hand)
        melds = (14 - len(hand)) // 3
        scored = []
        cache: dict[int, tuple[int, int]] = {}
        for action in discards:
            kind = action.tile // 4
            if kind not in cache:
                after = _minus(counts, kind)
                s = shanten(after, melds)
                accepted = 0
                for k in range(34):
                    if after[k] < 4:
                        after[k] += 1
                        if shanten(after, melds) < s:
                            accepted += 4 - after[k] + 1
                        after[k] -= 1
                # Honours and terminals go first on equal terms.
                cache[kind] = (s, -accepted)
            scored.append((cache[kind], self.rng.random(), action))
        scored.sort(key=lambda x: (x[0], x[1]))
        return scored[0][2]


def _minus(counts: list[int], kind: int) -> list[int]:
    out = counts[:]
    out[kind] -= 1
    return out


RULES = {
    "default": GameRule,
    "tenhou": GameRule.default_tenhou,
    "mjsoul": GameRule.default_mjsoul,
}


def play_game(seed: int, agent: str, mode: str = "4p-red-half", rule: str = "default") -> list[dict[str, Any]]:
    """One seeded riichienv game; its mjai log (a list of events). `agent`: random, efficiency or mixed."""
    env = RiichiEnv(game_mode=mode, seed=seed, rule=RULES[rule]())
    agents: list[Any]
    if agent == "random":
        agents = [RandomAgent(seed=seed * 4 + p) for p in range(4)]
    elif agent == "efficiency":
        agents = [EfficiencyAgent(seed * 4 + p, closed=p % 2 == 1) for p in range(4)]
    elif agent == "mixed":
        agents = [
            EfficiencyAgent(seed * 4 + p, closed=p == 1) if p != 3 else RandomAgent(seed=seed * 4 + p) for p in range(4)
        ]
    else:
        raise ValueError(f"unknown agent {agent!r}")
    obs = env.reset()
    steps = 0
    while not env.done():
        obs = env.step({p: agents[p].act(o) for p, o in obs.items()})
        steps += 1
        if steps > 100_000:  # pragma: no cover - a guard against an endless game
            raise RuntimeError(f"game {seed} does not end")
    return [dict(e) for e in env.mjai_log]


def count_events(log: Sequence[dict[str, Any]], counter: collections.Counter[str]) -> None:
    for e in log:
        kind = e.get("type")
        if kind in ("reach", "chi", "pon", "daiminkan", "ankan", "kakan", "start_kyoku", "dora"):
            counter[str(kind)] += 1
        elif kind == "hora":
            counter["hora"] += 1
            counter["hora tsumo" if e.get("actor") == e.get("target") else "hora ron"] += 1
            if e.get("ura_markers"):
                counter["hora with ura"] += 1
        elif kind == "ryukyoku":
            counter[f"ryukyoku {e.get('reason')}"] += 1


def games(
    count: int, agent: str, seed: int = 0, mode: str = "4p-red-half", rule: str = "default"
) -> Iterator[tuple[int, list[dict[str, Any]]]]:
    for n in range(seed, seed + count):
        yield n, play_game(n, agent, mode, rule)


def write_log(path: Path, log: Sequence[dict[str, Any]]) -> None:
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for event in log:
            f.write(json.dumps(event, separators=(",", ":")) + "\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--agent", choices=("random", "efficiency", "mixed"), default="efficiency")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mode", default="4p-red-half")
    parser.add_argument("--rule", choices=sorted(RULES), default="default")
    args = parser.parse_args(argv)
    args.outdir.mkdir(parents=True, exist_ok=True)
    counter: collections.Counter[str] = collections.Counter()
    for n, log in games(args.games, args.agent, args.seed, args.mode, args.rule):
        write_log(args.outdir / f"{args.agent}-{args.rule}-{n:05d}.mjson.gz", log)
        count_events(log, counter)
    print(f"{args.games} games ({args.agent}, {args.mode}, rule {args.rule}) written to {args.outdir}")
    for key in sorted(counter):
        print(f"  {key}: {counter[key]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
