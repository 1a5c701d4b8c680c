"""`verify` derives a finished record again from its seed and the recorded decisions (`engine.md`, Records).

Real matches of every rule set (random and standard bots, int and 32-byte seeds) are sound; every kind of
tampering (scores, placings, a claimed tile, a discard, a call, the header, an event dropped, doubled or
renumbered) is refused with the first difference named; any byte of a record's text edited gives the same
record or a refusal, never an exception and never a different record accepted (Hypothesis); and `jongg verify
FILE` answers so on the command line.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
import secrets
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from cli_testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from jongg import __version__
from jongg.bots import RandomBot, StandardBot
from jongg.cli.app import app
from jongg.engine import Table, TimeUp, replay, verify
from jongg.tiles import ALL_TILES, KIND_MASK, Tile

RULESETS = ("dmjl-classical", "dmjl-hk-easy", "riichi-hana")
BYTES_SEED = hashlib.sha256(b"jongg verify tests").digest()
FUZZ_SEED = hashlib.sha256(b"jongg verify fuzz 0").digest()
KINDS = [*(f"{n}{suit}" for suit in "mps" for n in range(1, 10)), *(f"{n}z" for n in range(1, 8))]
runner = CliRunner()
Record = list[dict[str, Any]]


@cache
def _played(
    ruleset: str,
    seed: int | bytes,
    bots: str = "random",
    options: tuple[tuple[str, Any], ...] = (),
    manual_bonus: tuple[int, ...] = (),
    time_up_after_win: bool = False,
) -> str:
    """A match played by four bots (seeded from the seed), as the JSON lines of its record; with
    `time_up_after_win`, the host ends it three steps after the first hand won."""
    table = Table(ruleset, dict(options), seed=seed, manual_bonus=manual_bonus, players=["Ann", "Bo", "Cy", "Di"])
    base = seed if isinstance(seed, int) else 0
    players = [RandomBot(base + n) if bots == "random" else StandardBot(ruleset, base + n) for n in range(4)]
    steps_left = 3
    while not table.done:
        if time_up_after_win and any(e["type"] == "hand_end" and e["winner"] is not None for e in table.events):
            steps_left -= 1
            if steps_left < 0:
                table.step({next(iter(table.pending())): TimeUp()})
                break
        table.step({seat: players[seat].act(view) for seat, view in table.pending().items()})
    return "".join(json.dumps(event) + "\n" for event in table.record())


def played(ruleset: str, seed: int | bytes = 5, bots: str = "random", **kwargs: Any) -> Record:
    """A fresh copy of a played record (tests change it)."""
    options = tuple(sorted(kwargs.pop("options", {}).items()))
    return [json.loads(line) for line in _played(ruleset, seed, bots, options, **kwargs).splitlines()]


def short() -> Record:
    """A short match (one hand won, then the host's time-up) with a secret seed: the fuzzed record."""
    return played("dmjl-hk-easy", FUZZ_SEED, "standard", options={"max_duration": 60}, time_up_after_win=True)


def at(record: Record, kind: str, after: int = 0, **fields: Any) -> int:
    """The index of the first event of `kind` from `after` on with the given field values."""
    return next(
        n
        for n, e in enumerate(record)
        if n >= after and e["type"] == kind and all(e.get(k) == v for k, v in fields.items())
    )


def problem_of(record: Record) -> str:
    problems = verify(record)
    assert len(problems) == 1, problems
    return problems[0]


def index_of(problem: str) -> int:
    found = re.match(r"event (\d+) ", problem)
    assert found, problem
    return int(found.group(1))


def renumbered(record: Record) -> Record:
    for n, event in enumerate(record):
        event["seq"] = n
    return record


def held(record: Record, before: int, seat: int) -> set[str]:
    """The tile kinds seat `seat` holds concealed just before event `before` (by replaying the record so far)."""
    table = replay(record[:before])
    assert table.state.hand is not None
    return {str(ALL_TILES[t & KIND_MASK]) for t in table.state.hand.seats[seat].concealed}


def kind_of(text: str) -> str:
    """The kind of a tile as text (a red five's kind is the five's)."""
    return str(ALL_TILES[Tile.from_str(text) & KIND_MASK])


# -- sound records ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("bots", ["random", "standard"])
@pytest.mark.parametrize("seed", [5, BYTES_SEED], ids=["int-seed", "bytes-seed"])
def test_real_matches_are_sound(ruleset: str, bots: str, seed: int | bytes) -> None:
    record = played(ruleset, seed, bots)
    assert record[-1]["type"] == "match_end" and sum(e["type"] == "hand_end" for e in record) >= 2
    assert (record[0]["commitment"] is None) == isinstance(seed, int)
    assert verify(record) == []


def test_a_secret_seed_and_salt_from_secrets_are_sound() -> None:
    seed, salt = secrets.token_bytes(32), secrets.token_bytes(32)
    table = Table("dmjl-hk-easy", seed=seed, salt=salt)
    bots = [RandomBot(n) for n in range(4)]
    while not table.done:
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})
    record = json.loads(json.dumps(table.record()))
    assert record[-1]["salt"] == salt.hex()
    assert verify(record) == [], seed.hex()


@pytest.mark.parametrize(
    ("ruleset", "seed", "bots", "kwargs", "shows"),
    [
        ("dmjl-classical", 10, "standard", {}, "original_call"),
        ("dmjl-hk-easy", 26, "random", {}, "keep_kongs"),
        ("riichi-hana", 4, "random", {}, "nine-terminals"),
        ("riichi-hana", 0, "standard", {}, "riichi"),
        ("riichi-hana", 0, "random", {"manual_bonus": (0, 1, 2, 3)}, "bonus"),
        ("dmjl-hk-easy", 9, "random", {"options": {"seat_rotation": True}}, "hand_end"),
        (
            "dmjl-hk-easy",
            FUZZ_SEED,
            "standard",
            {"options": {"max_duration": 60}, "time_up_after_win": True},
            "time_up",
        ),
    ],
    ids=["original-call", "dealt-kongs-kept", "nine-terminals", "riichi", "manual-flowers", "seat-rotation", "time-up"],
)
def test_every_kind_of_decision_is_derived(
    ruleset: str, seed: int | bytes, bots: str, kwargs: dict[str, Any], shows: str
) -> None:
    record = played(ruleset, seed, bots, **kwargs)
    assert shows in {e["type"] for e in record} | {e.get("reason") for e in record}
    assert verify(record) == []


def test_the_hosts_play_key_is_left_alone_in_the_header_only() -> None:
    record = short()
    record[0]["play"] = {"person": 0, "bots": [{"player": 1, "bot": "standard", "seed": 1}], "seed": FUZZ_SEED.hex()}
    assert verify(record) == []
    record[5]["play"] = {}
    assert problem_of(record).startswith(f"event 5 ({record[5]['type']}):")
    assert "play" in problem_of(record)


def test_the_header_inputs_are_taken_as_given() -> None:
    """The names, the options and the seats that declare their own flowers are the header's inputs: nothing
    derives them and the commitment covers only the seed, so another name, or an option no event of the record
    depends on, gives another record that is sound too."""
    record = short()
    record[0]["players"][1] = "Bob"
    record[0]["options"]["max_duration"] = 90
    assert verify(record) == []


# -- tampering ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_scores_moved_in_a_hand_end_are_refused(ruleset: str) -> None:
    record = played(ruleset, bots="standard")
    n = next(n for n, e in enumerate(record) if e["type"] == "hand_end" and e["winners"])
    given = list(record[n]["scores"])
    record[n]["scores"][0] += 100
    record[n]["scores"][1] -= 100
    assert problem_of(record) == (
        f"event {n} (hand_end): field 'scores' is {json.dumps(record[n]['scores'])}, the rules give {json.dumps(given)}"
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_raised_placing_is_refused(ruleset: str) -> None:
    record = played(ruleset, bots="standard")
    end = len(record) - 1
    last = max(range(4), key=lambda k: record[end]["placings"][k]["place"])
    given = dict(record[end]["placings"][last])
    record[end]["placings"][last]["place"] = 1
    assert problem_of(record) == (
        f"event {end} (match_end): field 'placings[{last}]' is {json.dumps(record[end]['placings'][last])}, "
        f"the rules give {json.dumps(given)}"
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_pung_of_another_tile_is_refused(ruleset: str) -> None:
    record = played(ruleset, bots="standard")
    n = at(record, "pung")
    seat, given = record[n]["seat"], record[n]["tile"]
    other = next(k for k in KINDS if k not in held(record, n, seat) and k != kind_of(given))
    record[n]["tile"] = other
    assert problem_of(record) == f'event {n} (pung): field \'tile\' is "{other}", the rules give "{given}"'
    # the claim changed with it: the call asks for tiles the player does not have
    m = max(k for k in range(n) if record[k]["type"] == "call" and record[k]["seat"] == seat)
    record[m]["action"] = {"type": "pung", "tile": other, "consumed": [other, other]}
    assert problem_of(record) == f"event {m} (call): seat {seat} may not pung {other} {other}{other} here"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_discard_of_a_tile_not_held_is_refused_where_it_is(ruleset: str) -> None:
    record = played(ruleset, bots="standard")
    n = at(record, "discard", after=at(record, "hand_start", after=200))
    seat = record[n]["seat"]
    other = next(k for k in KINDS if k not in held(record, n, seat))
    record[n]["tile"] = other
    assert problem_of(record) == f"event {n} (discard): seat {seat} may not discard {other} here"


@pytest.mark.parametrize("ruleset", ["dmjl-classical", "dmjl-hk-easy"])
def test_a_discard_of_another_held_tile_is_refused_where_the_events_part(ruleset: str) -> None:
    """Another discard the player could have made is refused where the events that follow from it differ from
    the recorded ones: a window, a draw's tsumogiri, at the latest the hands DMJL shows at the hand's end."""
    record = played(ruleset, bots="standard")
    n = at(record, "discard", after=100)
    seat = record[n]["seat"]
    other = next(k for k in sorted(held(record, n, seat)) if k != kind_of(record[n]["tile"]))
    record[n]["tile"] = other
    end = at(record, "hand_end", after=n)
    assert n <= index_of(problem_of(record)) <= end


def test_another_discard_that_nothing_shows_is_another_sound_record() -> None:
    """The limit of deriving: in Riichi a hand not shown at its end (no win, not tenpai) may hide which of two
    tiles was discarded, when everything after is the same either way. That record is of a game the rules allow,
    and it is sound."""
    record = played("riichi-hana")
    n = at(record, "discard", after=100)
    seat = record[n]["seat"]
    other = next(k for k in sorted(held(record, n, seat)) if k != kind_of(record[n]["tile"]))
    record[n]["tile"] = other
    assert verify(record) == []


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        ("dealer", 2, "event 0 (match_start): field 'dealer' is 2, the rules give 0"),
        ("scores", [1, 2, 3, 4], "event 0 (match_start): field 'scores' is [1, 2, 3, 4], the rules give [0, 0, 0, 0]"),
        ("seating", [3, 3, 3, 3], "event 0 (match_start): field 'seating' is [3, 3, 3, 3], the rules give ["),
        ("format_version", 2, "event 0 (match_start): field 'format_version' is 2, the rules give 1"),
        ("seed_public", True, "the header's public seed is not a whole number"),
        ("players", ["A", "B", "C"], """event 0 (match_start): field 'players' is ["A", "B", "C"], not four names"""),
        ("players", None, "event 0 (match_start): field 'players' is null, not four names"),
        ("players", [1, 2, 3, 4], "event 0 (match_start): field 'players' is [1, 2, 3, 4], not four names"),
        ("options", [], "event 0 (match_start): field 'options' is [], not an object of options"),
        ("manual_bonus", [None], "event 0 (match_start): field 'manual_bonus' is [null], not a list of seats"),
        ("ruleset", 7, "event 0 (match_start): field 'ruleset' is 7, not a rule set id"),
        ("ruleset", "mahjong", "event 0 (match_start): no table can be set up from it: unknown rule set 'mahjong'"),
        ("options", {"min_fan": 3}, "event 0 (match_start): no table can be set up from it: unknown option 'min_fan'"),
        ("engine", "0.0.1", f'the record was made by jongg "0.0.1"; jongg {__version__} derives only the records'),
        ("commitment", "00" * 32, "the revealed seed and salt do not match the commitment"),
        ("format", "other", "a record starts with its match_start header"),
    ],
)
def test_junk_in_the_header_is_refused(key: str, value: object, expected: str) -> None:
    record = short()
    record[0][key] = value
    problem = problem_of(record)
    # A value no table writes is refused by the record's shape check (`events.check_record`), naming the header
    # and the field; a well-formed one that the rules do not give, by the derivation.
    shape = problem.startswith(f"event 0 (match_start): {key}") or problem.startswith("a record starts with")
    assert problem.startswith(expected) or shape, problem


def test_another_public_seed_gives_other_seats_or_walls() -> None:
    record = played("dmjl-hk-easy", 5)
    record[0]["seed"] = 6
    assert problem_of(record).startswith(
        ("event 0 (match_start): field 'seating'", "event 1 (hand_start): the wall is not the one the seed gives")
    )


def test_another_revealed_seed_or_salt_is_refused() -> None:
    for key in ("seed", "salt"):
        record = short()
        record[-1][key] = bytes(32).hex()
        assert problem_of(record) == "the revealed seed and salt do not match the commitment"
    record = short()
    record[-1]["seed"] = "xyz"
    assert problem_of(record).startswith(f"event {len(record) - 1} (match_end): seed must be null or a hex string")


def test_a_moved_wall_and_other_dice_are_refused() -> None:
    record = played("riichi-hana")
    n = at(record, "hand_start", hand=2)
    record[n]["wall"] = record[n]["wall"][2:] + record[n]["wall"][:2]
    assert problem_of(record) == f"event {n} (hand_start): the wall is not the one the seed gives for hand 2"
    record = played("riichi-hana")
    record[n]["dice"][0] = record[n]["dice"][0] % 6 + 1
    assert problem_of(record) == f"event {n} (hand_start): the dice are not the ones the seed gives for hand 2"


DROPPED = ["hand_start", "deal", "draw", "discard", "no_claim", "pung", "hand_end"]


@pytest.mark.parametrize("kind", DROPPED)
@pytest.mark.parametrize("renumber", [False, True], ids=["seq-kept", "seq-renumbered"])
def test_a_dropped_event_is_refused_where_it_was(kind: str, renumber: bool) -> None:
    record = played("dmjl-hk-easy")
    n = at(record, kind, after=300)
    del record[n]
    if renumber:
        renumbered(record)
    assert index_of(problem_of(record)) == n


@pytest.mark.parametrize("kind", [*DROPPED, "call", "match_end"])
@pytest.mark.parametrize("renumber", [False, True], ids=["seq-kept", "seq-renumbered"])
def test_a_doubled_event_is_refused_where_the_copy_is(kind: str, renumber: bool) -> None:
    record = played("dmjl-hk-easy")
    n = at(record, kind, after=300)
    record.insert(n + 1, dict(record[n]))
    if renumber:
        renumbered(record)
    problem = problem_of(record)
    assert index_of(problem) == n + 1
    if kind == "match_end" and renumber:
        assert problem == f"event {n + 1} (match_end) follows match_end"


def test_a_dropped_call_leaves_the_window_waiting() -> None:
    record = played("dmjl-hk-easy")
    n = next(n for n, e in enumerate(record) if e["type"] == "call" and record[n + 1]["type"] != "call")
    seat = record[n]["seat"]
    del record[n]
    renumbered(record)
    assert problem_of(record) == (
        f"event {n} ({record[n]['type']}): the claim window waits for the answer of seat {seat} here"
    )


def test_a_changed_call_is_refused() -> None:
    record = played("dmjl-hk-easy")
    n = at(record, "call", action={"type": "pass"})
    seat = record[n]["seat"]
    # an answer the seat may not give
    wrong = copy.deepcopy(record)
    wrong[n]["action"] = {"type": "mahjongg", "tile": "1m"}
    assert problem_of(wrong) == f"event {n} (call): seat {seat} may not mahjongg 1m here"
    # a seat that is not asked
    other = copy.deepcopy(record)
    discard = max(k for k in range(n) if record[k]["type"] == "discard")
    other[n]["seat"] = record[discard]["seat"]  # the discarder is never asked about his own discard
    assert problem_of(other) == f"event {n} (call): seat {other[n]['seat']} is not asked here"
    # a malformed answer
    junk = copy.deepcopy(record)
    junk[n]["action"] = ["pass"]
    assert problem_of(junk) == f"event {n} (call): action: an action is a JSON object with a 'type'"


def test_a_call_changed_to_another_legal_answer_is_refused_where_the_events_part() -> None:
    record = played("dmjl-hk-easy")
    for n, event in enumerate(record):
        if event["type"] == "call":
            options = [a.to_json() for a in replay(record[:n]).legal_actions(event["seat"])]
            others = [a for a in options if a != event["action"]]
            if others:
                break
    record[n]["action"] = others[0]
    assert index_of(problem_of(record)) > n


def test_a_changed_seq_is_refused() -> None:
    record = played("riichi-hana")
    record[77]["seq"] = 78
    assert problem_of(record) == f"event 77 ({record[77]['type']}): seq must be its index 77, not 78"


def test_a_time_up_the_match_does_not_allow_is_refused() -> None:
    record = played("dmjl-classical")
    n = at(record, "discard", after=100)
    record[n:] = [{"type": "time_up", "seq": n}, {**record[-1], "seq": n + 1}]
    problem = problem_of(record)
    assert problem.startswith(f"event {n} (time_up): the table refuses it: time_up needs an agreed match duration")


def test_unfinished_prepared_and_malformed_records_are_refused_without_raising() -> None:
    record = played("dmjl-classical")
    assert verify(record[:-1]) == ["the record is not finished (no match_end)"]
    wall = record[1]["wall"]
    prepared = Table.from_wall("dmjl-classical", wall=wall, dice=record[1]["dice"])
    bots = [RandomBot(n) for n in range(4)]
    while not prepared.done:
        prepared.step({s: bots[s].act(v) for s, v in prepared.pending().items()})
    assert problem_of(prepared.record()).startswith("the record is of one prepared hand (Table.from_wall)")
    header, end = record[0], record[-1]
    for junk in (
        [],
        [1, 2],
        [{}],
        [header],
        [header, {"type": None}, end],
        [header, {"type": "match_end", "seq": "1"}],
        [{**header, "options": {"chips": "many"}}, end],
        [{**header, "seed": -(10**30)}, end],
        [header, *([{"type": "draw"}] * 3), end],
        [header, *record[1:40], {"type": "call", "seat": 1, "action": {"type": "pung", "tile": None}}, end],
        [header, *record[1:40], [], end],
        [header, *(dict(e, tiles=[[None]]) for e in record[1:40]), end],
    ):
        problems = verify(junk)  # type: ignore[arg-type]
        assert len(problems) == 1 and isinstance(problems[0], str), junk[:2]


# -- fuzz -------------------------------------------------------------------------------------------------------
INPUTS = {"players", "options", "manual_bonus"}


def _read(data: bytes) -> Record | None:
    """The record the command line reads from the bytes of a file (None: it cannot read them)."""
    try:
        return [json.loads(line) for line in data.decode("utf-8").splitlines() if line.strip()]
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None


def _inputs_differ_only(record: Record, original: Record) -> bool:
    """The records differ only in the header's inputs (see `test_the_header_inputs_are_taken_as_given`)."""
    if len(record) != len(original) or record[1:] != original[1:] or record[0].keys() != original[0].keys():
        return False
    return all(record[0][k] == original[0][k] for k in original[0] if k not in INPUTS)


FUZZED = "".join(json.dumps(event) + "\n" for event in short()).encode()


@settings(derandomize=True, database=None, max_examples=200, deadline=None)
@given(
    st.integers(0, len(FUZZED) - 1),
    st.sampled_from(["replace", "insert", "delete"]),
    st.one_of(st.sampled_from(b'0123456789-.,:"[]{} aeflnrstu'), st.integers(0, 255)),  # JSON's bytes more often
)
def test_any_byte_edited_is_the_same_record_or_refused(where: int, how: str, byte: int) -> None:
    original = _read(FUZZED)
    assert original is not None
    if how == "replace":
        data = FUZZED[:where] + bytes([byte]) + FUZZED[where + 1 :]
    elif how == "insert":
        data = FUZZED[:where] + bytes([byte]) + FUZZED[where:]
    else:
        data = FUZZED[:where] + FUZZED[where + 1 :]
    record = _read(data)
    if record is None:
        return  # `jongg verify` says it cannot read the file
    problems = verify(record)
    assert isinstance(problems, list) and all(isinstance(p, str) for p in problems)
    if not problems:
        assert record == original or _inputs_differ_only(record, original), data[max(0, where - 40) : where + 40]


def test_the_fuzzed_record_is_short_and_sound() -> None:
    record = _read(FUZZED)
    assert record is not None and verify(record) == []
    assert len(record) < 200 and record[-2]["type"] == "time_up" and record[0]["commitment"] is not None


# -- the command --------------------------------------------------------------------------------------------------
def test_jongg_verify_answers_for_a_sound_and_a_tampered_file(tmp_path: Path) -> None:
    record = played("riichi-hana", bots="standard")
    good = tmp_path / "good.jsonl"
    good.write_text("".join(json.dumps(e) + "\n" for e in record), encoding="utf-8")
    result = runner.invoke(app, ["verify", str(good)])
    assert result.exit_code == 0 and "the record is sound" in result.output, result.output
    n = next(n for n, e in enumerate(record) if e["type"] == "hand_end" and e["winners"])
    record[n]["scores"][0] += 100
    bad = tmp_path / "bad.jsonl"
    bad.write_text("".join(json.dumps(e) + "\n" for e in record), encoding="utf-8")
    result = runner.invoke(app, ["verify", str(bad)])
    assert result.exit_code == 2, result.output
    assert f"event {n} (hand_end): field 'scores' is" in result.output and "1 problem" in result.output
    german = runner.invoke(app, ["verify", str(bad), "--lang", "de"])
    assert german.exit_code == 2 and f"Ereignis {n} (hand_end): das Feld 'scores' ist" in german.output
    assert "die Regeln ergeben" in german.output, german.output


def test_jongg_verify_in_a_real_process(tmp_path: Path) -> None:
    record = short()
    path = tmp_path / "short.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in record), encoding="utf-8")
    jongg = [sys.executable, "-c", "from jongg.cli.main import main; main()", "verify"]
    sound = subprocess.run([*jongg, str(path)], capture_output=True, text=True, timeout=120, check=False)
    assert sound.returncode == 0 and "sound" in sound.stdout, sound.stderr
    record[-1]["placings"][0]["place"] = 4
    path.write_text("".join(json.dumps(e) + "\n" for e in record), encoding="utf-8")
    refused = subprocess.run([*jongg, str(path)], capture_output=True, text=True, timeout=120, check=False)
    assert refused.returncode == 2
    assert f"event {len(record) - 1} (match_end): field 'placings[0]' is" in refused.stdout + refused.stderr
