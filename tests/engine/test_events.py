"""Reading and checking records where they enter (`jongg.engine.events`): every record the engine writes reads
and checks; a damaged one is refused with `InvalidRecord` naming the line or the event and the field, never with
another exception, and never by blocking (a named pipe) or by recursing (deep nesting)."""

from __future__ import annotations

import contextlib
import functools
import gzip
import json
import os
import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from eager_bot import EagerBot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from table_driver import Pung, T, classical, discard, do, hk_easy, pick, throw

from jongg.bots import RandomBot
from jongg.engine import (
    PASS,
    Expose,
    IllegalAction,
    MahJongg,
    NamedDiscard,
    OriginalCall,
    Table,
    TimeUp,
    replay,
    verify,
)
from jongg.engine.event_types import EVENT_CLASSES, parse_event
from jongg.engine.events import (
    MAX_DEPTH,
    check_event,
    check_record,
    context,
    open_regular,
    read_file_bytes,
    read_record_file,
    read_record_lines,
    split_records,
)
from jongg.engine.reducer import HANDLERS
from jongg.errors import InvalidRecord, JonggError
from jongg.interop.mjai import export

FUZZ = settings(
    derandomize=True, database=None, max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def finish(table: Table, seed: int) -> list[dict[str, Any]]:
    bots = [RandomBot(seed * 4 + s) for s in range(4)]
    while not table.done:
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})
    return table.record()


@functools.cache
def records() -> dict[str, tuple[dict[str, Any], ...]]:
    """Records of every rule set that together hold every event type the reducer handles."""
    out: dict[str, list[dict[str, Any]]] = {}
    for name, seed in (("riichi", 4), ("riichi_kongs", 0)):  # riichi, an abortive draw; every kind of kong
        riichi = Table("riichi-hana", {"length": "east"}, seed=seed)
        bots = [EagerBot(seed * 4 + s) for s in range(4)]
        while not riichi.done:
            riichi.step({s: bots[s].act(v) for s, v in riichi.pending().items()})
        out[name] = riichi.record()
    out["classical"] = finish(Table("dmjl-classical", seed=b"s" * 32), 1)  # a secret seed
    timed = Table("dmjl-hk-easy", {"max_duration": 30}, seed=1)
    bots = [RandomBot(s) for s in range(4)]
    for _ in range(40):
        timed.step({s: bots[s].act(v) for s, v in timed.pending().items()})
    timed.step({next(iter(timed.pending())): TimeUp()})
    out["time_up"] = timed.record()
    out["kongs_before_play"] = finish(hk_easy(hands=["1111m 2222p 3333s 9s 1z"], dead="4z 5z 6z"), 2)
    call = classical(
        hands=["7m 1p2p3p 4p6p 8p9p 2s3s4s 6s 8s 1z", "123m 456m 777z 111s 5p", "1s 5p 7p 8m8m 5s 6s 7s 2z2z 5z 6z 3p"],
        live="9s 2z 3z 4z 1f 7z 4m",
    )
    discard(call, 0, "1z")
    do(call, 1, pick(call, 1, OriginalCall, "9s"))
    out["original_call"] = finish(call, 3)
    out["strict"] = strict_record()
    out["strict_named"] = named_record()
    return {name: tuple(events) for name, events in out.items()}


def strict_record() -> list[dict[str, Any]]:
    """Strict mode: East's false call taken back, South's false call on a discard checked after West exposed his
    hand, the penalty (`test_strict.py` plays the same hands)."""
    strict = classical(
        hands=["1m2m3m 4m5m6m 7m8m9m 1p2p 5s 7z 1s", "2s3s4s 6s7s8s 1z1z 2z2z 3z3z 4z"],
        options={"min_points": 0, "strict": True},
    )
    do(strict, 0, MahJongg(T("1s")))
    strict.step({1: PASS, 2: PASS, 3: PASS})
    throw(strict, 0, "7z")
    strict.step({1: MahJongg(T("7z")), 2: PASS, 3: PASS})
    strict.step({0: PASS, 2: Expose(), 3: PASS})
    return strict.record()


def named_record() -> list[dict[str, Any]]:
    """Strict Classical: East's 1s named "7z", claimed by West for a pung (`test_strict_names.py`)."""
    named = classical(
        hands=[
            "1m2m3m 4m5m6m 7m8m9m 1p2p 5s 7z 1s",
            "2s3s4s 6s7s8s 1z1z 2z2z 3z3z 4z",
            "7z7z 1p 4p 6p 7p 9p 1s 3s 4s 2m 4m 9m",
        ],
        options={"min_points": 0, "strict": True},
    )
    do(named, 0, NamedDiscard(T("1s"), T("7z")))
    named.step({1: PASS, 2: pick(named, 2, Pung, "7z"), 3: PASS})
    return named.record()


def record(name: str) -> list[dict[str, Any]]:
    return [dict(e) for e in records()[name]]


def lines(events: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in events)


# -- every record the engine writes reads and checks -------------------------------------------------------------
def test_every_event_type_the_reducer_handles_has_its_typed_class() -> None:
    assert set(EVENT_CLASSES) == set(HANDLERS)


def test_records_of_every_rule_set_read_and_check() -> None:
    seen: set[str] = set()
    for name, events in records().items():
        back = read_record_lines(lines(list(events)))
        assert back == list(events), name
        assert check_record(back) is back
        seen |= {e["type"] for e in events}
    assert seen == set(HANDLERS)


def test_a_file_a_gzip_file_and_a_file_of_records(tmp_path: Path) -> None:
    events = record("riichi")
    (tmp_path / "r.jsonl").write_text(lines(events), encoding="utf-8")
    (tmp_path / "r.jsonl.gz").write_bytes(gzip.compress(lines(events).encode()))
    assert read_record_file(tmp_path / "r.jsonl") == events == read_record_file(tmp_path / "r.jsonl.gz")
    both = read_record_lines(lines(events) + "\n\n" + lines(record("classical")))
    assert [len(r) for r in split_records(both)] == [len(events), len(records()["classical"])]
    with pytest.raises(InvalidRecord, match="starts with its match_start"):
        split_records(events[1:])


def test_a_line_cut_short_at_the_end_is_left_out_only_when_asked() -> None:
    text = lines(record("classical")[:5]) + '{"type": "draw", "se'
    assert len(read_record_lines(text, cut_end_ok=True)) == 5
    with pytest.raises(InvalidRecord, match="line 6: not JSON"):
        read_record_lines(text)
    with pytest.raises(InvalidRecord, match="line 2: not JSON"):  # only the last line may be cut
        read_record_lines('{"a": 1}\n{"b"\n{"c": 2}\n', cut_end_ok=True)


def test_a_json_string_may_hold_u2028() -> None:
    header = record("classical")[0]
    header["players"] = ["Ann\u2028Bo", "\x1c", "\x85", "Dee"]
    assert read_record_lines(lines([header]))[0]["players"] == header["players"]


# -- reading: the named regressions -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"type": "match_start", "round": Infinity}', "holds Infinity, which is not a number"),
        ('{"dealer": -Infinity}', "holds -Infinity"),
        ('{"dealer": NaN}', "holds NaN"),
        ('{"dealer": 1e999}', "holds '1e999', which is not a finite number"),
        ('{"seat": ' + "9" * 5000 + "}", "holds a number of 5000 digits (at most 64)"),
        ('{"seat": -' + "9" * 65 + "}", "holds a number of 65 digits"),
        ("[" * 100_000 + "]" * 100_000, f"nested deeper than {MAX_DEPTH} levels"),
        ('{"a": ' * 50_000 + "1" + "}" * 50_000, "nested deeper"),
        ("[" * 100_000, "nested deeper"),  # cut short and deep: refused before the parser sees it
        ('"just a string"', "an event is a JSON object, not 'just a string'"),
        ("[1, 2]", "an event is a JSON object"),
        ("{not json", "not JSON: Expecting property name"),
    ],
)
def test_hostile_lines_are_refused_with_their_line(text: str, problem: str) -> None:
    with pytest.raises(InvalidRecord, match="^line 2: " + problem.replace("(", r"\(").replace(")", r"\)")) as found:
        read_record_lines('{"ok": 1}\n' + text + "\n")
    assert found.value.line == 2


def test_depth_is_measured_outside_strings_only() -> None:
    deep_text = '{"players": ["' + "[" * 1000 + '", "{{{"]}'
    assert read_record_lines(deep_text)[0]["players"][1] == "{{{"
    exactly = "[" * (MAX_DEPTH - 1) + "{}" + "]" * (MAX_DEPTH - 1)
    with pytest.raises(InvalidRecord, match="an event is a JSON object"):  # read: deep enough, not too deep
        read_record_lines(exactly)


def test_deep_nesting_is_refused_before_the_parser_recurses(monkeypatch: pytest.MonkeyPatch) -> None:
    import json as json_module

    called = []
    monkeypatch.setattr(json_module.JSONDecoder, "decode", lambda *a: called.append(a))
    with pytest.raises(InvalidRecord, match="nested deeper"):
        read_record_lines("[" * 40 + "]" * 40)
    assert not called


def test_text_that_is_not_utf8_names_its_line() -> None:
    with pytest.raises(InvalidRecord, match=r"line 3: not UTF-8 text \(byte 19 of the file\)"):
        read_record_lines(b'{"a": 1}\n{"b": 2}\n\xff')
    assert read_record_lines(b"\xef\xbb\xbf" + b'{"a": 1}') == [{"a": 1}]  # a byte-order mark opens it


def test_damaged_gzip_files_are_refused(tmp_path: Path) -> None:
    packed = gzip.compress(lines(record("classical")).encode())
    cases = {
        "truncated": packed[: len(packed) // 2],
        "no_end": packed[:-8],
        "flipped": packed[:40] + bytes([packed[40] ^ 0xFF]) + packed[41:],
        "not_gzip": b"this is not gzip",
        "empty_member": b"\x1f\x8b",
        "trailing_garbage": packed + b"\x00\x01garbage",
    }
    for name, data in cases.items():
        path = tmp_path / f"{name}.jsonl.gz"
        path.write_bytes(data)
        try:
            events = read_record_file(path)
        except InvalidRecord as error:
            assert name in path.name and str(path) in str(error)
            continue
        check_record(events)  # a stream that decompresses to sound lines is a record


def test_only_regular_files_are_opened_and_a_fifo_never_blocks(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    found: list[BaseException] = []

    def read() -> None:
        try:
            read_record_file(fifo)
        except BaseException as error:
            found.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(10)
    assert not reader.is_alive(), "reading a named pipe blocked"
    assert isinstance(found[0], InvalidRecord) and "is not a regular file" in str(found[0])
    with pytest.raises(InvalidRecord, match="is not a regular file"):
        open_regular(tmp_path)
    with pytest.raises(InvalidRecord, match="cannot read"):
        read_record_file(tmp_path / "missing.jsonl")


def test_size_is_bounded(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    path.write_bytes(b"{}\n" * 100)
    with pytest.raises(InvalidRecord, match="larger than 200 bytes"):
        read_file_bytes(path, limit=200)
    bomb = tmp_path / "bomb.jsonl.gz"
    bomb.write_bytes(gzip.compress(b" " * 10_000))
    with pytest.raises(InvalidRecord, match="larger than 1000 bytes"):
        read_file_bytes(bomb, limit=1000)


# -- checking: the named regressions ------------------------------------------------------------------------------
def damaged(name: str, at: int | str, **fields: Any) -> list[dict[str, Any]]:
    """A record with the fields of its event `at` (an index, or the first of that type) replaced."""
    events = record(name)
    index = at if isinstance(at, int) else next(n for n, e in enumerate(events) if e["type"] == at)
    events[index] = {**events[index], **fields}
    return events


@pytest.mark.parametrize(
    ("at", "fields", "message"),
    [
        ("match_start", {"dealer": 10**30}, r"event 0 \(match_start\): dealer must be an integer from 0 to 3, not 1"),
        ("match_start", {"round": 10**30}, "round must be an integer from 0 to 3"),
        ("match_start", {"seating": [0, 0, 1, 2]}, "seating must be the seats 0, 1, 2, 3 in some order"),
        ("match_start", {"players": ["a", "b"]}, "players must be null or a list of 4 items"),
        ("match_start", {"players": [1, 2, 3, 4]}, r"players\[0\] must be a string of at most 1000 characters, not 1"),
        ("match_start", {"scores": [1, 2, 3, True]}, r"scores\[3\] must be an integer"),
        ("match_start", {"ruleset": "nosuch"}, "ruleset must be one of dmjl-classical"),
        ("match_start", {"options": {"flowers": 99}}, "options: unknown option 'flowers'"),
        ("match_start", {"seed": 10**60}, "seed must be null or an integer seed of at most 49 characters"),
        ("match_start", {"format": "other"}, "format must be one of jongg-record"),
        ("match_start", {"play": {"person": 0, "bots": [], "seed": 1.5}}, "play.seed must be an integer seed"),
        ("match_start", {"play": {"person": 9, "bots": [], "seed": 1}}, "play.person must be an integer from 0 to 3"),
        ("hand_start", {"dice": [1, 2]}, "dice must be a list of 4 dice"),
        ("hand_start", {"wall": ["1m"] * 143}, "wall must be a list of 144 tiles"),
        ("hand_start", {"dealer": 4}, "dealer must be an integer from 0 to 3, not 4"),
        ("discard", {"seat": True}, "seat must be an integer from 0 to 3, not True"),
        ("discard", {"seat": "1"}, "seat must be an integer from 0 to 3, not '1'"),
        ("discard", {"tile": "9z"}, "tile must be a tile code"),
        ("draw", {"seat": -1}, "seat must be an integer from 0 to 3"),
        ("draw", {"source": "sky"}, "source must be one of live, kong_replacement, bonus_replacement"),
        ("deal", {"tiles": [["1m"]] * 3}, "tiles must be a list of 4 items"),
        ("hand_end", {"net": [0, 0, 0, 10**30]}, r"net\[3\] must be an integer from -1000000000"),
        ("hand_end", {"results": {"0": {"total": "x"}}}, "results.0: result.total must be an integer"),
        ("hand_end", {"transfers": [{"from": "E", "to": "X", "amount": 1, "reason": "r"}]}, r"transfers\[0\].to"),
        ("hand_end", {"hands": ["9z", None, None, None]}, r"hands\[0\] must be null or a hand in notation"),
        ("match_end", {"placings": [{"player": 7}]}, r"placings must be a list of 4 items"),
        ("match_end", {"placings": [{"player": 7, "place": 1, "total": 0, "score": 0}] * 4}, r"placings\[0\].player"),
        ("match_end", {"placings": [{"player": 0, "place": 1, "total": 0}] * 4}, r"missing field placings\[0\].score"),
        ("match_end", {"seed": "xyz"}, "seed must be null or a hex string"),
        ("mahjongg", {"how": "discard", "from": None}, "from must be the seat the win is from"),
        ("mahjongg", {"tile": None}, "tile must be null for a four-kongs win"),
        ("pung", {"from": "me"}, "from must be an integer from 0 to 3"),
        ("discard", {"seq": 3}, "seq must be its index"),
        ("discard", {"colour": "red"}, r"\(discard\): unknown field colour"),
        ("discard", {"type": "throw"}, "unknown event type 'throw'"),
    ],
)
def test_damaged_fields_are_named(at: str, fields: dict[str, Any], message: str) -> None:
    name = "classical" if at in ("match_start", "hand_start", "deal") else "riichi"
    events = damaged(name, at, **fields)
    with pytest.raises(InvalidRecord, match=message) as found:
        check_record(events)
    assert found.value.event is not None and found.value.event >= 0


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ([], "starts with its match_start header"),
        ("not a list", "starts with its match_start header"),
        ([{"type": "draw"}], "event 0 .*seq"),
    ],
)
def test_a_record_is_a_list_opened_by_its_header(events: Any, message: str) -> None:
    with pytest.raises(InvalidRecord, match=message):
        check_record(events)


def test_the_header_is_first_only_and_nothing_follows_match_end() -> None:
    events = record("classical")
    with pytest.raises(InvalidRecord, match="starts with its match_start header"):
        check_record([{**events[1], "seq": 0}])
    with pytest.raises(InvalidRecord, match="event 1: a second match_start"):
        check_record([events[0], {**events[0], "seq": 1}])
    with pytest.raises(InvalidRecord, match=r"\(no_claim\) follows match_end"):
        check_record([*events, {"type": "no_claim", "seq": len(events)}])
    with pytest.raises(InvalidRecord, match=r"event 1 \(hand_start\): missing field wall"):
        check_record([events[0], {k: v for k, v in events[1].items() if k != "wall"}])


def test_an_event_alone_is_checked_without_its_place() -> None:
    last = record("classical")[-1]
    assert check_event(last, None) == "match_end"
    with pytest.raises(InvalidRecord, match=r"^event at the end \(match_end\): placings"):
        check_event({**last, "placings": []}, None)


WRONG_VALUES = [None, True, 1.5, -1, 10**30, "x", "", [], [None], {}, {"x": 1}]


def test_a_wrong_value_in_any_field_of_any_event_is_refused_or_harmless() -> None:
    """Every field of every kind of event, each replaced by values of every JSON type: the check refuses it
    naming that field, or (null where null is allowed, an empty list, ...) the record still replays or is refused
    by the reducer as `IllegalAction`: never another exception."""
    for name in records():
        events = record(name)
        header = context(events[0])
        first_of: dict[str, int] = {}
        for n, e in enumerate(events):
            first_of.setdefault(e["type"], n)
        for index in first_of.values():
            for field in events[index]:
                if field == "type":
                    continue
                for value in WRONG_VALUES:
                    changed = [*events[:index], {**events[index], field: value}]  # the record up to it
                    try:
                        if index:  # the events before it are sound
                            check_event(changed[index], index, header)
                        else:
                            check_record(changed)
                    except InvalidRecord as error:
                        assert error.event == index and (error.field or "").startswith(field), (name, field, error)
                        continue
                    if index < 500:  # a long match's end is replayed by the fuzz tests
                        with contextlib.suppress(IllegalAction):
                            replay(changed)


# -- fuzz ----------------------------------------------------------------------------------------------------------
HOSTILE = [
    b"Infinity",
    b"-Infinity",
    b"NaN",
    b"1e999",
    b"9" * 80,
    b"[" * 60,
    b"]",
    b"\xff",
    b"\x00",
    b'"',
    b"\\",
    b"\n",
    b"null",
    b"true",
    b"{}",
    b"[]",
    b"-1",
    b"4",
]


@st.composite
def damaged_text(draw: st.DrawFn) -> bytes:
    """A real record's text (a whole match, or a short part of one) with a few bytes replaced, dropped or put in."""
    name = draw(st.sampled_from(sorted(records())))
    events = record(name)
    cut = draw(st.sampled_from([len(events), 12, 3]))
    data = bytearray(lines(events[:cut]).encode())
    digits = [n for n, byte in enumerate(data) if 0x30 <= byte <= 0x39]
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data)))
        how = draw(st.sampled_from(["replace", "drop", "insert", "digit", "digit"]))
        piece = draw(st.sampled_from(HOSTILE) | st.binary(min_size=1, max_size=3))
        if how == "digit":  # still JSON, mostly still a record: another seat, tile, score, count ...
            at = draw(st.sampled_from(digits))
            data[at] = draw(st.sampled_from(b"0123456789"))
        elif how == "replace":
            data[at : at + len(piece)] = piece
        elif how == "drop":
            del data[at : at + draw(st.integers(1, 30))]
        else:
            data[at:at] = piece
    return bytes(data)


def read_and_check(data: bytes) -> list[dict[str, Any]] | None:
    try:
        return check_record(read_record_lines(data))
    except InvalidRecord as error:
        assert str(error) and "\n" not in str(error)
        return None


@FUZZ
@given(damaged_text())
def test_fuzz_damaged_text_reads_and_checks_or_is_refused(data: bytes) -> None:
    """Anything that passes the check replays (or is refused by the reducer), verifies to a list of problems and,
    for Riichi, exports; nothing raises anything but a `JonggError`."""
    events = read_and_check(data)
    if events is None:
        return
    with contextlib.suppress(IllegalAction):
        replay(events)
    assert isinstance(verify(events), list)
    if events[0]["ruleset"] == "riichi-hana":
        with contextlib.suppress(JonggError):
            export(events)


@FUZZ
@given(st.data())
def test_fuzz_wrong_json_values_in_fields(data: st.DataObject) -> None:
    """A few fields anywhere set to any JSON value (huge numbers and deep lists among them)."""
    json_values = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
        max_leaves=12,
    )
    events = record(data.draw(st.sampled_from(sorted(records()))))
    events = events[: data.draw(st.sampled_from([len(events), 40]))]
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(events) - 1))
        key = data.draw(st.sampled_from([*sorted(events[at]), "seat", "tile", "type", "from"]))
        events[at] = {**events[at], key: data.draw(json_values)}
    text = lines(events)
    checked = read_and_check(text.encode())
    if checked is not None:
        with contextlib.suppress(IllegalAction):
            replay(checked)


def test_checking_a_whole_match_is_quick() -> None:
    text = lines(record("classical"))
    start = time.perf_counter()
    for _ in range(3):
        check_record(read_record_lines(text))
    assert (time.perf_counter() - start) / 3 < 2.0  # some 50 ms; generous for a loaded machine


def test_random_bots_records_check() -> None:
    rng = random.Random(5)
    for ruleset in ("dmjl-hk-easy", "riichi-hana"):
        events = finish(
            Table(ruleset, {"length": "east"} if ruleset == "riichi-hana" else {}, seed=rng.randrange(99)), 7
        )
        check_record(read_record_lines(lines(events)))


# -- typed events ----------------------------------------------------------------------------------------------------
def test_every_typed_event_writes_the_json_it_was_read_from_key_for_key() -> None:
    """The JSON form of a record does not change: each event parsed and written again is the same object with its
    keys in the same order (the golden records hold the table's side byte for byte)."""
    for name, events in records().items():
        ctx = context(events[0])
        for index, event in enumerate(events):
            typed = parse_event(dict(event), index, ctx)
            written = typed.to_json(index)
            assert written == event and list(written) == list(event), (name, index)


def test_the_table_keeps_each_event_typed_and_as_json() -> None:
    table = Table("riichi-hana", {"length": "east"}, seed=4)
    finish(table, 4)
    assert len(table.log) == len(table.events)
    for index, (typed, shown) in enumerate(zip(table.log, table.events, strict=True)):
        assert typed.to_json(index) == shown and list(typed.to_json(index)) == list(shown)
        assert type(typed) is EVENT_CLASSES[shown["type"]]
    again = replay(table.record())
    assert again.log == table.log


NOT_A_NUMBER = [float("inf"), float("-inf"), float("nan"), 1e308, -1e308, 10**60, -(10**60), True, 2.0]


def numeric_leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(value, dict):
        return [leaf for key, item in value.items() for leaf in numeric_leaves(item, (*path, key))]
    if isinstance(value, list):
        return [leaf for n, item in enumerate(value) for leaf in numeric_leaves(item, (*path, n))]
    return [path] if type(value) is int else []


def test_no_number_that_is_not_an_integer_in_range_gets_past_the_parse() -> None:
    """Every integer of the first event of each type (the header's round, honba and seed, a hand's dice and scores,
    a placing's total, ...) replaced by infinity, 1e308, a 61-digit integer, true or 2.0: the typed parse refuses
    it as `InvalidRecord` naming the event, and so do replay and the mjai export (before, an `OverflowError` or a
    `ValueError` could come from an `int()` further on; the export caught none)."""
    events = record("riichi")
    events[0] = {**events[0], "round": 0, "honba": 0, "sticks": 0, "passes": 0, "streak": 0}
    first_of: dict[str, int] = {}
    for n, e in enumerate(events):
        first_of.setdefault(e["type"], n)
    tried = 0
    for index in sorted(first_of.values()):
        for path in numeric_leaves(events[index]):
            if path == ("seq",) or path[:1] in (("options",), ("results",)):  # read by the rule set's own readers
                continue
            for value in NOT_A_NUMBER:
                changed = json.loads(json.dumps(events[: index + 1]))
                target = changed[index]
                for key in path[:-1]:
                    target = target[key]
                target[path[-1]] = value
                if path[-1] == "score" and type(value) is float and abs(value) <= 1e9:
                    continue  # a placing's score is a number (2.0 is one)
                for read in (check_record, replay, export):
                    with pytest.raises(InvalidRecord) as caught:
                        read(changed)
                    assert caught.value.event == index, (path, value, read)
                tried += 1
    assert tried > 300
