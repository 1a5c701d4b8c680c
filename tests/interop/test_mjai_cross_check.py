"""The 1,000-game cross-check against riichienv (issue 12, item 4), opt-in: `JONGG_MJAI_GAMES=1000 pytest
tests/interop/test_mjai_cross_check.py` (about 10 minutes on one core; the normal run replays a few games in
`test_mjai_replay.py`).

riichienv plays N seeded hanchan (70 % with the efficiency agent under `GameRule.default_tenhou()`, 10 % of those
under `default_mjsoul()`, 20 % mixed agents, 10 % its random agent, by seed); jongg replays every log under the
matching preset. Every hand must agree, except divergences traced to a documented rule difference
(`tests/interop/README.md`), which `classify` recognises. Then `JONGG_MJAI_GAMES // 20` of jongg's own matches
are exported and checked in riichienv the other way.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest
from jongg_games import play_match
from riichienv import MjaiReplay
from riichienv_games import count_events, play_game
from riichienv_legality import KNOWN, check_legality
from rule_differences import classify

from jongg.interop.mjai import PRESETS, dumps, export, parse_log
from jongg.interop.mjai_replay import replay_log

GAMES = int(os.environ.get("JONGG_MJAI_GAMES", "0"))
pytestmark = pytest.mark.skipif(GAMES <= 0, reason="opt-in: set JONGG_MJAI_GAMES (e.g. 1000)")


def plan(n: int) -> tuple[str, str, str]:
    """(agent, riichienv rule, jongg preset) of game n."""
    k = n % 10
    if k == 0:
        return "random", "tenhou", "tenhou"
    if k in (1, 2):
        return "mixed", "tenhou", "tenhou"
    if k == 3:
        return "efficiency", "mjsoul", "mahjongsoul"
    return "efficiency", "tenhou", "tenhou"


def test_riichienv_games_replay_in_jongg() -> None:
    tally: Counter[str] = Counter()
    events_seen: Counter[str] = Counter()
    unexplained: list[str] = []
    for n in range(GAMES):
        agent, rule, preset = plan(n)
        log = play_game(n, agent, rule=rule)
        count_events(log, events_seen)
        report = replay_log(log, preset, name=f"{agent}-{rule}-{n}")
        assert report.error is None, report.error
        tally["games"] += 1
        for hand in report.hands:
            tally["hands"] += 1
            if hand.ok:
                tally["agree"] += 1
                continue
            cause = classify(log, hand)
            tally[f"difference: {cause}" if cause else "unexplained"] += 1
            if cause is None:
                d = hand.divergence
                unexplained.append(f"{report.name} {hand.label}: {d.reason if d else ''} at {d.event if d else ''}")
    print(dict(tally), dict(events_seen))
    for key in ("reach", "chi", "pon", "daiminkan", "ankan", "kakan", "hora"):
        assert events_seen[key] >= GAMES // 10, key
    assert unexplained == []


def test_jongg_games_are_legal_in_riichienv(tmp_path: Path) -> None:
    tally: Counter[str] = Counter()
    unexplained: list[str] = []
    for seed in range(max(1, GAMES // 20)):
        events = export(play_match(seed, dict(PRESETS["tenhou"])))
        assert parse_log(events)
        path = tmp_path / f"jongg-{seed}.jsonl"
        path.write_text(dumps(events))
        kyokus = list(MjaiReplay.from_jsonl(str(path)).take_kyokus())
        assert len(kyokus) == sum(e["type"] == "start_kyoku" for e in events)
        for kyoku in kyokus:
            tally["riichienv win contexts"] += len(list(kyoku.take_win_result_contexts()))
            tally["riichienv steps"] += len(list(kyoku.steps()))
        tally["hands"] += len(kyokus)
        tally["hora"] += sum(e["type"] == "hora" for e in events)
        counts, misses = check_legality(events)
        tally.update(counts)
        unexplained += [f"match {seed}: {m}" for m in misses if not m.startswith(KNOWN)]
    print(dict(tally))
    assert tally["riichienv win contexts"] == tally["hora"]
    assert unexplained == []
