"""Invariants over many seeded matches played with random legal actions (`engine.md`).

After every step: every tile is somewhere (wall, dead wall, hands, melds, bonus tiles, unclaimed discards), hand
sizes are right, every pending seat has a legal action besides passing. After every hand: the settlement sums
to zero. After the match: the record replays to the same table, and no seat's stream or view holds a tile that
seat may not know, checked against a knowledge set computed here from the omniscient record.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

import pytest
from careless import careless_match
from engine_random import play
from fuzzing import blocks, first_seed, match_seeds, matches
from knowledge import PRIVATE, as_said, knowledge, tiles_mentioned

from jongg.bots import RandomBot, StandardBot
from jongg.engine import Table, replay
from jongg.rules.flow import standard_set

MATCHES = matches(int(os.environ.get("JONGG_ENGINE_MATCHES", "500")))
FULLY_CHECKED = 10
"""The first matches of a search are checked after every step; the others every 37th step."""
RULESETS = ("dmjl-classical", "dmjl-hk-easy")
SET = Counter(str(t) for t in standard_set(8))  # the DMJL set: 136 tiles and 8 bonus tiles


def where_tiles_are(state: dict[str, Any]) -> Counter[str]:
    """Every tile of the hand `state` (`Table.state_json()["hand"]`): walls, hands, melds, bonus, open discards."""
    found: Counter[str] = Counter(state["live"]) + Counter(state["dead"])
    for seat in state["seats"]:
        found.update(seat["concealed"])
        found.update(seat["bonus"])
        found.update(t for m in seat["melds"] for t in m["tiles"])
        found.update(t for t, claimed in seat["discards"] if not claimed)
    return found


def check_step(table: Table) -> None:
    if table.done:
        return
    hand = table.state.hand.to_json()  # the hand alone (`state_json()["hand"]`), serialised once per check
    assert where_tiles_are(hand) == SET
    sizes = [len(s["concealed"]) + 3 * len(s["melds"]) for s in hand["seats"]]
    miscounted = {n: {"short": -1, "long": 1}.get(s.get("irregular", ""), 0) for n, s in enumerate(hand["seats"])}
    sizes = [size - miscounted[n] for n, size in enumerate(sizes)]  # a strict table's short or long hand
    if hand["phase"] == "turn":
        assert sizes[hand["turn"]] == 14, sizes
        assert sorted(sizes) == [13, 13, 13, 14], sizes
    for seat, view in table.pending().items():  # strict mode: every seat is asked, for it may call Mah-Jongg
        assert view.legal_actions and any(a.type != "pass" for a in view.legal_actions + view.strict_actions), seat


def play_checked(ruleset: str, seed: int) -> Table:
    table = Table(ruleset, seed=seed)
    play(table, random.Random(seed), check_step)
    for event in table.events:
        if event["type"] == "hand_end":
            assert sum(event["net"]) == 0
    return table


@pytest.mark.fuzz
@pytest.mark.parametrize("block", blocks(MATCHES), ids=lambda n: f"block{n}")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_invariants_over_many_matches(ruleset: str, block: int) -> None:
    wins = 0
    for seed in match_seeds(MATCHES, block):
        table = play_checked(ruleset, seed) if seed - first_seed() < FULLY_CHECKED else _play_fast(ruleset, seed)
        wins += sum(1 for e in table.events if e["type"] == "mahjongg")
        assert replay(table.record()).state_json() == table.state_json()
        assert_no_leak(table)
    assert wins > 0


STANDARD_MATCHES = int(os.environ.get("JONGG_ENGINE_STANDARD_MATCHES", "25"))


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("options", [{}, {"dangerous_play": True}])
def test_invariants_with_standard_bots(ruleset: str, options: dict[str, bool]) -> None:
    """Bots that play to win make what random play rarely does: kongs on kongs, East's streaks, liability."""
    if ruleset == "dmjl-classical" and options:
        options = {"settle_draws": True}
    wins = 0
    for seed in range(STANDARD_MATCHES):
        table = Table(ruleset, options, seed=10_000 + seed)
        bots = [StandardBot(ruleset, seed * 4 + n, options=options) for n in range(4)]
        steps = 0
        while not table.done:
            table.step({s: bots[s].act(v) for s, v in table.pending().items()})
            steps += 1
            if steps % 29 == 0:
                check_step(table)
        ends = [e for e in table.events if e["type"] == "hand_end"]
        assert all(sum(e["net"]) == 0 for e in ends)
        wins += sum(e["winner"] is not None for e in ends)
        assert replay(table.record()).state_json() == table.state_json()
        assert_no_leak(table)
    assert wins > STANDARD_MATCHES * 4


@pytest.mark.parametrize("ruleset", RULESETS)
def test_invariants_of_strict_tables_with_careless_players(ruleset: str) -> None:
    """Strict mode (`penalties.md`): players who now and then make a mistake (`careless.py`: a false call, an
    exposed hand, a wrongly named discard, a wrong set). The shown and exposed hands are public events, a wrong
    name is all the others learn of a named discard; no seat's stream or view holds a tile it may not know, the
    tiles stay where they are, the penalties sum to zero, the records replay."""
    penalties = 0
    for seed in range(2):
        table = careless_match(ruleset, seed, _check_every(7))
        ends = [e for e in table.events if e["type"] == "hand_end"]
        assert all(sum(e["net"]) == 0 for e in ends)
        penalties += sum(1 for e in table.events if e["type"] == "penalty")
        assert replay(table.record()).state_json() == table.state_json()
        assert_no_leak(table)
    assert penalties > 0


def _play_fast(ruleset: str, seed: int) -> Table:
    """Play without the per-step checks but with the per-hand ones (the first matches get every check)."""
    table = Table(ruleset, seed=seed)
    play(table, random.Random(seed), _check_every(37))
    assert all(sum(e["net"]) == 0 for e in table.events if e["type"] == "hand_end")
    return table


def _check_every(n: int) -> Any:
    count = [0]

    def check(table: Table) -> None:
        count[0] += 1
        if count[0] % n == 0:
            check_step(table)

    return check


def assert_no_leak(table: Table) -> None:
    """Of the private events, each seat's stream holds no more tiles than that seat may know; the other events
    reach every seat unchanged, and each stream is numbered 0, 1, 2, ... by itself. (The table's events are split
    once, not again for each seat; an event is compared with its `seq` set to 0, in a copy: `_unnumbered`.)"""
    private_events = [event for event in table.events if event["type"] in PRIVATE]
    public_events = _unnumbered([event for event in table.events if event["type"] not in PRIVATE])
    said = any(as_said(event) is not None for event in private_events)
    for seat in (0, 1, 2, 3, None):
        if said:  # a private event the others see in a public form (`knowledge.as_said`)
            public_events = _unnumbered(_public_to(table.events, seat))
        allowed = knowledge(private_events, seat)
        stream = table.seat_events(seat)
        seen = tiles_mentioned([event for event in stream if event["type"] in PRIVATE and not _unseen_draw(event)])
        assert not seen - allowed, f"seat {seat} sees {seen - allowed}"
        assert [event["seq"] for event in stream] == list(range(len(stream)))
        assert _unnumbered([event for event in stream if event["type"] not in PRIVATE]) == public_events


def _unnumbered(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Copies of `events` with `seq` 0 (a dict's copy and one key set: a third of the time of `{**e, "seq": 0}`)."""
    out = [event.copy() for event in events]
    for event in out:
        event["seq"] = 0
    return out


def _unseen_draw(event: dict[str, Any]) -> bool:
    """Another seat's draw as a stream shows it: its only tile field null, it mentions no tile (most of the
    private events of a stream, left out of its one `json.dumps`)."""
    return event["type"] == "draw" and event["tile"] is None and len(event) == 6


def _public_to(events: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    """The public events as `seat` sees them: the others' private events in their public form, if they have one."""
    out = []
    for event in events:
        if event["type"] not in PRIVATE:
            out.append(event)
        elif event.get("seat") != seat and (shown := as_said(event)) is not None:
            out.append(shown)
    return out


@pytest.mark.parametrize("ruleset", RULESETS)
def test_views_hold_only_own_and_public_tiles(ruleset: str) -> None:
    table = Table(ruleset, seed=3)
    bots = [RandomBot(n) for n in range(4)]
    for _ in range(300):
        for seat in range(4):
            view = table.snapshot(seat).to_json()
            public = Counter()
            for player in view["players"]:
                public += tiles_mentioned([player["melds"], player["bonus"], player["discards"]])
            assert view["last_draw"] is None or view["last_draw"] in view["concealed"]  # the own draw, not another's
            own = Counter(view["concealed"]) + Counter([view["last_draw"]] if view["last_draw"] else [])
            discard = Counter([view["last_discard"]["tile"]] if view["last_discard"] else [])
            mentioned = tiles_mentioned({k: v for k, v in view.items() if k not in ("players", "legal_actions")})
            assert not mentioned - own - public - discard
            assert set(tiles_mentioned(view["legal_actions"])) <= set(own + discard)
            assert all("concealed" not in p for p in view["players"])
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})


def test_same_seed_same_record() -> None:
    for ruleset in RULESETS:
        first, second = Table(ruleset, seed=11), Table(ruleset, seed=11)
        play(first, random.Random(5))
        play(second, random.Random(5))
        assert first.record() == second.record()
        assert Table(ruleset, seed=12).record()[1]["wall"] != first.record()[1]["wall"]
