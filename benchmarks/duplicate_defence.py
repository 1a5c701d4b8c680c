"""Dangerous play on prepared deals: does the standard bot's defence pay where liability can arise?

In DMJL the discarder pays little extra, except under dangerous-play liability (`penalties.md`: Classical
always, HKE with the option `dangerous_play`), and bot self-play almost never reaches it. Here every deal is a
seeded wall rearranged so that one seat (the *threat*) is dealt pairs that it will claim into a guarded
hand, and the other three seats are dealt the remaining copies, i.e. the tiles that become dangerous:

- `dragons`: the threat holds a pair of each dragon; the other six dragons are dealt singly to the others
  (two shown dragon pungs make the third dragon dangerous);
- `winds`: a pair of each wind; the other eight winds dealt singly (three wind pungs: the fourth wind);
- `suit`: pairs of four kinds of one suit and two more tiles of it; the other copies of the four kinds dealt
  singly (three pungs of the suit: every tile of that suit).

Everything else (the rest of each hand, the live wall, the dice, the dealer, which seat threatens) comes from
the deal's seed. Each deal is played duplicate, once per rotation of the lineup over the seats (default:
`standard` against three `standard:defence=off`), and the table gives, per rule set and scenario, the hands
with a liable player, how often each bot was the liable one, and the points per hand of slot 0, with 95 %
confidence intervals over the deals (`jongg.sim.stats`: the four rotations of a deal are one unit).

    python benchmarks/duplicate_defence.py [--deals 1000] [--seed 1] [--workers 2]
        [--rulesets dmjl-classical,dmjl-hk-easy] [--scenarios dragons,winds,suit]
        [--bots standard,standard:defence=off]

HKE plays with `dangerous_play=true`; Classical with its defaults (dangerous play is always on there).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import deque
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from jongg.engine import Table, seeding
from jongg.engine.reducer import dealt_tiles
from jongg.sim import lineup_of
from jongg.sim.play import PlayResult, Task, bots_for, derive_seed, summarise
from jongg.sim.stats import ratio_ci, summary
from jongg.tiles import DRAGONS, KIND_MASK, WINDS, Tile

RULESETS = ("dmjl-classical", "dmjl-hk-easy")
OPTIONS: dict[str, dict[str, Any]] = {"dmjl-classical": {}, "dmjl-hk-easy": {"dangerous_play": True}}
SCENARIOS = ("dragons", "winds", "suit")
WIND_LETTERS = "ESWN"
SALT = 7919
"""Mixed into the deal seeds, so that the prepared deals differ from `jongg simulate --hands` with the same seed."""


@dataclass(frozen=True, slots=True)
class Deal:
    """A prepared deal: the wall and dice for `Table.from_wall`, the dealer, and the threat seat."""

    wall: list[Tile]
    dice: list[int]
    dealer: int
    threat: int
    scenario: str
    paired: tuple[int, ...]
    """The kinds the threat is dealt a pair of (the other copies are dealt singly to the others)."""


def scenario_kinds(scenario: str, rng: random.Random) -> tuple[list[int], list[int]]:
    """(the threat's prepared kinds, the kinds dealt singly to the others) of a scenario."""
    if scenario == "dragons":
        return [k for k in DRAGONS for _ in range(2)], [k for k in DRAGONS for _ in range(2)]
    if scenario == "winds":
        return [k for k in WINDS for _ in range(2)], [k for k in WINDS for _ in range(2)]
    if scenario == "suit":
        suit = rng.randrange(3)
        numbers = rng.sample(range(9), 6)
        paired = [9 * suit + n for n in numbers[:4]]
        extra = [9 * suit + n for n in numbers[4:]]
        return [k for k in paired for _ in range(2)] + extra, [k for k in paired for _ in range(2)]
    raise ValueError(f"unknown scenario {scenario!r}; known: {', '.join(SCENARIOS)}")


def prepare(ruleset: str, options: dict[str, Any], seed: int, deal: int, scenario: str) -> Deal:
    """The prepared deal number `deal` of a run: a seeded wall with the scenario's tiles moved into the hands."""
    probe = Table.__new__(Table)
    probe._setup(ruleset, options)
    flow = probe.flow
    hand_seed = derive_seed(seed, SALT, deal)
    wall = list(seeding.wall(hand_seed, 0, flow.tile_set(probe.state.options)))
    dice = list(seeding.dice(hand_seed, 0, flow.dice))
    rng = random.Random(hand_seed)
    dealer = deal % 4
    threat = rng.randrange(4)
    # where each seat's dealt tiles lie in the wall: the engine's own layout applied to position markers
    layout = flow.break_wall(list(range(len(wall))), dice)  # type: ignore[arg-type]  # ints stand for positions
    dealt = dealt_tiles(deque(layout.live), dealer, flow.deal)
    mine, theirs = scenario_kinds(scenario, rng)
    others = [s for s in range(4) if s != threat]
    # the others' singles: each copy to the next other seat in turn, starting at a random one
    start = rng.randrange(3)
    wanted: dict[int, list[int]] = {threat: mine, **{s: [] for s in others}}
    for n, kind in enumerate(theirs):
        wanted[others[(start + n) % 3]].append(kind)
    fixed: dict[int, int] = {}
    for seat, kinds in wanted.items():
        spots = rng.sample(list(dealt[seat]), len(kinds))
        fixed.update(zip(spots, kinds, strict=True))
    for position, kind in fixed.items():
        if wall[position] & KIND_MASK == kind:
            continue
        source = next(p for p, tile in enumerate(wall) if tile & KIND_MASK == kind and fixed.get(p) != tile & KIND_MASK)
        wall[position], wall[source] = wall[source], wall[position]
    for position, kind in fixed.items():
        assert wall[position] & KIND_MASK == kind
    return Deal(wall, dice, dealer, threat, scenario, tuple(sorted(set(theirs))))


@dataclass(slots=True)
class Outcome:
    """One deal played in every rotation: the plays (for `jongg.sim.stats`) and the liable slot of each."""

    deal: int
    scenario: str
    plays: list[PlayResult]
    liable: list[int | None]
    """Per rotation: the lineup slot of the liable player, or None (also when he had no choice)."""
    no_choice: list[int | None]
    """Per rotation: the lineup slot of a player who discarded a dangerous tile with no choice (he pays his
    normal share only)."""
    threat_won: list[bool]
    """Per rotation: whether the threat seat won."""


def play(job: tuple[str, dict[str, Any], tuple[str, ...], int, int, str]) -> Outcome:
    """Play one prepared deal once per rotation (run in a worker process)."""
    ruleset, options, lineup, seed, deal, scenario = job
    prepared = prepare(ruleset, options, seed, deal, scenario)
    task = Task(ruleset, dict(options), lineup, seed, "hands", deal, 1, (0, 1, 2, 3))
    outcome = Outcome(deal, scenario, [], [], [], [])
    for rotation in range(4):
        table = Table.from_wall(ruleset, options, wall=prepared.wall, dice=prepared.dice, dealer=prepared.dealer)
        bots = bots_for(task, deal, rotation)
        while not table.done:
            table.step({seat: bots[seat].act(view) for seat, view in table.pending().items()})
        result = summarise(table.events, rotation, deal, {1: [0, 1, 2, 3]})
        outcome.plays.append(result)
        end = next(e for e in reversed(table.events) if e["type"] == "hand_end")
        liable = end.get("liable")
        slot = None
        if liable is not None:
            seat = (prepared.dealer + WIND_LETTERS.index(liable["wind"])) % 4
            slot = (seat + rotation) % 4
        outcome.liable.append(None if liable is not None and liable["no_choice"] else slot)
        outcome.no_choice.append(slot if liable is not None and liable["no_choice"] else None)
        outcome.threat_won.append(end["winner"] == prepared.threat)
    return outcome


def run(
    ruleset: str,
    *,
    deals: int,
    seed: int,
    bots: Sequence[str] | str = ("standard", "standard:defence=off"),
    scenarios: Sequence[str] = SCENARIOS,
    workers: int = 1,
) -> list[Outcome]:
    """Play `deals` prepared deals (scenario of deal i: scenarios[i % len(scenarios)]) in every rotation."""
    lineup = lineup_of(bots)
    options = OPTIONS.get(ruleset, {})
    jobs = [(ruleset, options, lineup, seed, deal, scenarios[deal % len(scenarios)]) for deal in range(deals)]
    if workers <= 1:
        return [play(job) for job in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(play, jobs, chunksize=8))


def table_rows(outcomes: Sequence[Outcome], lineup: Sequence[str]) -> dict[str, Any]:
    """The figures of a set of outcomes: hands, liable hands, liable rates of slot 0 and of each other slot,
    slot 0's points, win and deal-in rates per hand (95 % intervals over deals)."""
    plays = [p for o in outcomes for p in o.plays]
    stats = summary(plays, lineup)
    hands = [len(o.plays) for o in outcomes]
    mine = [sum(1 for s in o.liable if s == 0) for o in outcomes]
    theirs = [sum(1 for s in o.liable if s is not None and s != 0) / 3 for o in outcomes]
    first = stats["per_bot"][0]
    return {
        "deals": len(outcomes),
        "hands": sum(hands),
        "liable_hands": sum(1 for o in outcomes for s in o.liable if s is not None),
        "no_choice_hands": sum(1 for o in outcomes for s in o.no_choice if s is not None),
        "threat_wins": sum(sum(o.threat_won) for o in outcomes),
        "liable_slot0": ratio_ci(mine, hands),
        "liable_other": ratio_ci(theirs, hands),
        "liable_diff": ratio_ci([a - b for a, b in zip(mine, theirs, strict=True)], hands),
        "points": first["points_per_hand"],
        "win_rate": first["win_rate"],
        "deal_in_rate": first["deal_in_rate"],
    }


def _ci(value: dict[str, float | None], scale: float = 1.0, digits: int = 1) -> str:
    mean, low, high = value["mean"], value["low"], value["high"]
    if mean is None:
        return "-"
    if low is None or high is None:
        return f"{mean * scale:+.{digits}f}"
    return f"{mean * scale:+.{digits}f} [{low * scale:+.{digits}f}, {high * scale:+.{digits}f}]"


def report(ruleset: str, outcomes: Sequence[Outcome], lineup: Sequence[str], digits: int = 1) -> list[str]:
    """Lines of the table for one rule set: a row per scenario and one for all."""
    lines = []
    groups = [(name, [o for o in outcomes if o.scenario == name]) for name in SCENARIOS]
    groups = [(name, group) for name, group in groups if group]
    if len(groups) > 1:
        groups.append(("all", list(outcomes)))
    for name, group in groups:
        row = table_rows(group, lineup)
        lines.append(
            f"{ruleset:15} {name:8} {row['deals']:>6} {row['hands']:>6} {row['threat_wins']:>7} "
            f"{row['liable_hands']:>7} {row['no_choice_hands']:>6}  {_ci(row['liable_slot0'], 100):>22}  "
            f"{_ci(row['liable_other'], 100):>22}  {_ci(row['points'], 1, digits):>24}"
        )
    return lines


HEADER = (
    f"{'rule set':15} {'scenario':8} {'deals':>6} {'hands':>6} {'threat':>7} {'liable':>7} {'n.c.':>6}  "
    f"{'% liable: slot 0':>22}  {'% liable: each other':>22}  {'slot 0 points/hand':>24}"
)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=1000, help="prepared deals per rule set (each played 4 times)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rulesets", default=",".join(RULESETS))
    parser.add_argument("--scenarios", default=",".join(SCENARIOS))
    parser.add_argument("--bots", default="standard,standard:defence=off", help="lineup as for jongg simulate")
    args = parser.parse_args(argv)
    lineup = lineup_of(args.bots.split(","))
    scenarios = [s.strip() for s in args.scenarios.split(",") if s.strip()]
    for name in scenarios:
        if name not in SCENARIOS:
            parser.error(f"unknown scenario {name!r}; known: {', '.join(SCENARIOS)}")
    print(f"prepared deals, duplicate (4 rotations), seed {args.seed}; slot 0 {lineup[0]} against {lineup[1:]}")
    print(
        "threat: hands the prepared seat won; liable: hands with a liable player (his dangerous discard made him pay "
        "for all); n.c.: hands where a dangerous discard was made with no choice (normal share); 95 % intervals "
        "over deals"
    )
    print(HEADER)
    for ruleset in args.rulesets.split(","):
        outcomes = run(
            ruleset, deals=args.deals, seed=args.seed, bots=lineup, scenarios=scenarios, workers=args.workers
        )
        digits = 1 if ruleset == "dmjl-classical" else 2
        for line in report(ruleset, outcomes, lineup, digits):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
