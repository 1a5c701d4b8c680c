"""Reading and checking mjai logs: every malformed input is a typed `InvalidMjai`, never another exception.

The parsers are fuzzed with garbage lines, wrong field types, mutated and truncated logs; the replay of any
input either reports (a log error or a divergence) or agrees, and never raises.
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from fuzzing import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mjai_samples import one_hand, riichienv_game

from jongg.errors import InvalidRecord, JonggError
from jongg.interop.mjai import InvalidMjai, check_event, export, load_log, parse_log, read_log
from jongg.interop.mjai_replay import replay_log

FUZZ = settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**12), 10**12) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=5),
    max_leaves=12,
)


def small_log() -> list[dict[str, Any]]:
    return one_hand(riichienv_game(), 0)


def test_a_riichienv_log_parses() -> None:
    events = list(riichienv_game())
    games = parse_log(events)
    assert len(games) == 1
    hands = games[0].hands
    assert len(hands) == sum(e["type"] == "start_kyoku" for e in events)
    assert all(h.events[-1][1]["type"] == "end_kyoku" for h in hands)
    assert hands[0].label == "E1-0" and hands[0].dealer == 0 and hands[0].round == 0


def test_read_log_text_bytes_lines_and_files(tmp_path: Path) -> None:
    events = small_log()
    text = "".join(json.dumps(e) + "\n" for e in events)
    assert read_log(text) == events
    assert read_log(text.encode()) == events
    assert read_log(text.splitlines()) == events
    assert read_log("\n\n" + text + "\n  \n") == events
    (tmp_path / "a.mjson").write_text(text)
    (tmp_path / "a.mjson.gz").write_bytes(gzip.compress(text.encode()))
    assert load_log(tmp_path / "a.mjson") == events == load_log(tmp_path / "a.mjson.gz")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not JSON"),
        ("[1, 2]", "JSON object"),
        ('"start_game"', "JSON object"),
        ('{"type": 3}', "'type' string"),
        ('{"kind": "start_game"}', "'type' string"),
        ('{"type": "start_gaem"}', "unknown event type"),
    ],
)
def test_bad_lines(text: str, message: str) -> None:
    with pytest.raises(InvalidMjai, match=message):
        parse_log(read_log(text))


def test_unreadable_files(tmp_path: Path) -> None:
    (tmp_path / "x.gz").write_bytes(b"not gzip")
    with pytest.raises(InvalidMjai, match="not a readable gzip file"):
        load_log(tmp_path / "x.gz")
    with pytest.raises(InvalidMjai, match="cannot read"):
        load_log(tmp_path / "missing.mjson")
    with pytest.raises(InvalidMjai, match="UTF-8"):
        read_log(b"\xff\xfe{}")


def test_structure_errors() -> None:
    events = small_log()
    with pytest.raises(InvalidMjai, match="truncated"):
        parse_log(events[:-1])
    with pytest.raises(InvalidMjai, match="truncated"):
        parse_log(events[:10])
    with pytest.raises(InvalidMjai, match="before start_game"):
        parse_log(events[1:])
    with pytest.raises(InvalidMjai, match="outside a hand"):
        parse_log([events[0], {"type": "tsumo", "actor": 0, "pai": "1m"}, {"type": "end_game"}])
    with pytest.raises(InvalidMjai, match="no game"):
        parse_log([])
    with pytest.raises(InvalidMjai, match="start_game inside a game"):
        parse_log([events[0], *events])
    with pytest.raises(InvalidMjai, match="start_kyoku inside a hand"):
        parse_log([events[0], events[1], events[1]])


@pytest.mark.parametrize(
    ("kind", "field", "value", "message"),
    [
        ("tsumo", "actor", 4, "seat 0-3"),
        ("tsumo", "actor", True, "seat 0-3"),
        ("tsumo", "actor", "0", "seat 0-3"),
        ("tsumo", "pai", "5z", "not an mjai tile"),
        ("tsumo", "pai", "?", "hidden tile"),
        ("dahai", "tsumogiri", "yes", "true or false"),
        ("start_kyoku", "bakaze", "X", "E S W N"),
        ("start_kyoku", "kyoku", 5, "1-4"),
        ("start_kyoku", "honba", -1, "count"),
        ("start_kyoku", "tehais", [["1m"] * 13] * 3, "4 lists"),
        ("start_kyoku", "tehais", [["1m"] * 12] * 4, "13 tiles"),
        ("start_kyoku", "scores", [1, 2, 3], "4 integers"),
        ("hora", "deltas", [0, 0, 0, 0.5], "4 integers"),
        ("chi", "consumed", ["1m"], "2 tiles"),
    ],
)
def test_field_errors(kind: str, field: str, value: object, message: str) -> None:
    events = small_log()
    base = next((e for e in events if e["type"] == kind), None)
    if base is None:
        base = {"type": kind, "actor": 0, "target": 3, "pai": "1m", "consumed": ["2m", "3m"], "deltas": [0] * 4}
    bad = {**base, field: value}
    with pytest.raises(InvalidMjai, match=message):
        check_event(bad, 7)


def test_missing_field() -> None:
    with pytest.raises(InvalidMjai, match="needs 'pai'"):
        check_event({"type": "dahai", "actor": 0}, 3)
    assert check_event({"type": "dahai", "actor": 0, "pai": "5mr", "extra": [1]}, 3)["pai"] == "5mr"


def test_error_names_the_event() -> None:
    events = small_log()
    events[5] = {**events[5], "actor": 9}
    with pytest.raises(InvalidMjai) as info:
        parse_log(events)
    assert info.value.line == 5 and str(info.value).startswith("event 5:")
    assert isinstance(info.value, JonggError)


@FUZZ
@given(st.lists(st.text(max_size=40), max_size=8))
def test_fuzz_garbage_lines(lines: list[str]) -> None:
    with contextlib.suppress(InvalidMjai):
        parse_log(read_log(lines))


@FUZZ
@given(st.lists(JSON, max_size=6))
def test_fuzz_wrong_types(values: list[Any]) -> None:
    with contextlib.suppress(InvalidMjai):
        parse_log(values)
    report = replay_log(values)
    assert report.error is not None or report.hands == []


@FUZZ
@given(st.data())
def test_fuzz_mutated_logs(data: st.DataObject) -> None:
    """Change, drop or insert events of a whole one-hand log; replaying it never raises."""
    events = small_log()
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(events) - 1))
        how = data.draw(st.sampled_from(["field", "drop", "insert", "truncate", "swap"]))
        if how == "field" and isinstance(events[at], dict):  # an inserted event may be any JSON value
            key = data.draw(st.sampled_from([*sorted(events[at]), "actor", "pai", "type"]))
            events[at] = {**events[at], key: data.draw(JSON)}
        elif how == "drop":
            del events[at]
        elif how == "insert":
            events.insert(at, data.draw(JSON))
        elif how == "truncate":
            events = events[:at]
        elif at + 1 < len(events):
            events[at], events[at + 1] = events[at + 1], events[at]
        if not events:
            break
    with contextlib.suppress(InvalidMjai):
        parse_log(events)
    report = replay_log(events)
    # A divergence, a log error or agreement; never an exception that is not a JonggError.
    assert all(h.divergence is None or h.divergence.reason != "engine error" for h in report.hands)


@functools.cache
def _match() -> tuple[dict[str, Any], ...]:
    from jongg_games import play_match

    return tuple(play_match(1))


def _record() -> list[dict[str, Any]]:
    return [dict(e) for e in _match()]


@FUZZ
@given(st.data())
def test_fuzz_export_of_damaged_records(data: st.DataObject) -> None:
    """`export` of a damaged jongg record: mjai events, `InvalidRecord` (its shape) or `InvalidMjai` (the order of
    its events), nothing else."""
    record = _record()[: data.draw(st.integers(1, 400))]
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(record) - 1))
        key = data.draw(st.sampled_from([*sorted(record[at]), "seat", "tile", "type"]))
        record[at] = {**record[at], key: data.draw(JSON)}
    try:
        events = export(record, strict=data.draw(st.booleans()))
    except (InvalidMjai, InvalidRecord):
        return
    assert all(isinstance(e, dict) and isinstance(e.get("type"), str) for e in events)


@FUZZ
@given(st.lists(JSON, max_size=5))
def test_fuzz_export_of_garbage(values: list[Any]) -> None:
    with contextlib.suppress(InvalidMjai, InvalidRecord):
        export(values)
