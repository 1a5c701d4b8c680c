"""Fuzz the engine's inputs: random actions at random points, and damaged records for replay and verify.

Whatever comes in, the table either takes a legal action or raises `IllegalAction` and changes nothing; a
damaged record is refused with a typed error (or, for `verify`, a list of problems), never a traceback.
"""

from __future__ import annotations

import json
import random

from fuzzing import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from jongg.bots import RandomBot
from jongg.engine import IllegalAction, Table, action_from_json, replay, verify
from jongg.errors import JonggError
from jongg.tiles import ALL_TILES

TILES = [str(t) for t in ALL_TILES]
TYPES = [
    "discard",
    "chow",
    "pung",
    "kong",
    "concealed_kong",
    "added_kong",
    "mahjongg",
    "pass",
    "original_call",
    "bogus",
    None,
    3,
]

tile_text = st.one_of(st.sampled_from(TILES), st.text(max_size=3), st.integers())
action_json = st.fixed_dictionaries(
    {"type": st.sampled_from(TYPES)},
    optional={"tile": tile_text, "consumed": st.one_of(st.lists(tile_text, max_size=5), tile_text)},
)


def table_at(ruleset: str, seed: int, steps: int) -> Table:
    table = Table(ruleset, seed=seed)
    bots = [RandomBot(seed + n) for n in range(4)]
    for _ in range(steps):
        if table.done:
            break
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})
    return table


@settings(max_examples=examples(150), deadline=None)
@given(
    st.sampled_from(["dmjl-classical", "dmjl-hk-easy"]),
    st.integers(0, 20),
    st.integers(0, 120),
    st.dictionaries(st.integers(-1, 5), action_json, max_size=4),
)
def test_random_actions_are_taken_or_refused_without_change(
    ruleset: str, seed: int, steps: int, raw: dict[int, dict[str, object]]
) -> None:
    table = table_at(ruleset, seed, steps)
    before = table.state_json()
    try:
        actions = {seat: action_from_json(value) for seat, value in raw.items()}
    except IllegalAction:
        return
    legal = all(action in table.legal_actions(seat) for seat, action in actions.items())
    try:
        table.step(actions)
    except IllegalAction:
        assert table.state_json() == before
        return
    if not actions:  # an empty answer in a claim window is no answer: nothing changes
        assert table.state_json() == before
    else:
        assert legal


@settings(max_examples=examples(100), deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["drop", "swap", "edit", "truncate", "junk"]))
def test_damaged_records_are_refused_with_a_typed_error(where: int, how: str) -> None:
    table = table_at("dmjl-hk-easy", 1, 60)
    record = json.loads(json.dumps(table.record()))
    rng = random.Random(where)
    n = rng.randrange(len(record))
    if how == "drop":
        del record[n]
    elif how == "swap":
        m = rng.randrange(len(record))
        record[n], record[m] = record[m], record[n]
    elif how == "edit":
        key = rng.choice(sorted(record[n]))
        record[n][key] = rng.choice([None, 7, "9z", [], {}, "x" * 3, -1])
    elif how == "truncate":
        record = record[:n]
    else:
        record.insert(n, rng.choice([{}, [], "x", {"type": "draw"}, {"type": "discard", "seq": n}]))
    try:
        replayed = replay(record)
    except JonggError:
        pass
    else:
        assert replayed.record() == record
    assert isinstance(verify(record), list)
