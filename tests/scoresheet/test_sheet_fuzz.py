"""Fuzzing the scoresheet's inputs: its text parsers, stored-entry reader and `sheet hand` arguments.

Bad input gets a typed error (`JonggError`) or exit code 2, and a refused command leaves the file unchanged.
"""

from __future__ import annotations

import contextlib
import functools
import tempfile
from pathlib import Path
from typing import Any

from fuzzing import examples
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from sheet_helpers import PLAYERS, fingerprint, runner

from jongg.cli.app import app
from jongg.errors import JonggError
from jongg.scoresheet.entries import entry_from_json, parse_hands, parse_names, parse_values, resolve_name

texts = st.text(alphabet=st.sampled_from("AnBeCidDa=,:'+ 0123456789mpsz[]()-_xé"), max_size=30) | st.text(max_size=20)


@settings(max_examples=examples(1500), deadline=None)
@given(st.lists(texts, max_size=4))
def test_text_parsers_return_or_raise_typed(items: list[str]) -> None:
    for parse in (parse_values, parse_hands, parse_names):
        with contextlib.suppress(JonggError):
            parse(items)
    for item in items:
        with contextlib.suppress(JonggError):
            assert resolve_name(item, PLAYERS) in PLAYERS


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 300) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=8,
)


@settings(max_examples=examples(1500), deadline=None)
@given(
    json_values
    | st.fixed_dictionaries(
        {"kind": st.sampled_from(["hand", "penalty", "time-up", "stop"])},
        optional={"winners": json_values, "values": json_values, "draw": json_values, "hands": json_values},
    )
)
def test_stored_entries_read_back_or_raise_typed(obj: Any) -> None:
    with contextlib.suppress(JonggError):
        entry_from_json(obj)


WORDS = [
    "--winner",
    "--draw",
    "--discarder",
    "--self-draw",
    "--values",
    "--hand",
    "--loser",
    "--irregular",
    "--dangerous",
    "--expect",
    "--fan",
    "--replacement",
    "--last-tile",
    "Ann",
    "Ben",
    "Cid",
    "Dan",
    "Zed",
    "Ann=2,Ben=46,Cid=12,Dan=192",
    "Ann=x",
    "Ben=short",
    "Cid:supplied",
    "111m666m55m77m [234m] +7m",
    "Ben=123m456p789s1122z",
    "1",
    "0",
    "-4",
    "99",
    "",
]


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(WORDS), max_size=8))
def test_sheet_hand_arguments_exit_0_or_2_and_refusals_change_nothing(tmp_path: Path, args: list[str]) -> None:
    db = tmp_path / "fuzz.sqlite"
    if not db.exists():
        created = runner.invoke(
            app, ["sheet", "new", "--ruleset", "dmjl-classical", "--players", ",".join(PLAYERS), "--db", str(db)]
        )
        assert created.exit_code == 0, created.output
    before = fingerprint(db)
    result = runner.invoke(app, ["sheet", "hand", *args, "--db", str(db)])
    assert result.exit_code in (0, 2), (args, result.output, result.exception)
    if result.exit_code == 2:
        assert fingerprint(db) == before, args


# -- names, option values and commands (item 7 of issue 9) ------------------------------------------------
names = st.text(min_size=0, max_size=12) | st.sampled_from(["X[/]", "[b]Rot[/b]", ":smile:", "+Ann", "\udcff", "Ann"])
option_texts = st.builds(
    lambda k, v: f"{k}={v}",
    st.sampled_from(
        [
            "limit",
            "starting_score",
            "min_points",
            "settle_draws",
            "seat_exchange",
            "chips",
            "fan_minimum",
            "max_duration",
            "[b]x",
            "",
        ]
    ),
    st.text(max_size=8)
    | st.integers(-(10**30), 10**30).map(str)
    | st.sampled_from(["true", "null", "[]", "{}", "1e999", "NaN", "-1", "[[[[1]]]]"]),
) | st.text(max_size=10)


def state_of(db: Path) -> dict[str, bytes]:
    """Every file in the sheet's directory, byte for byte (also for a file SQLite cannot read)."""
    return {p.name: p.read_bytes() for p in sorted(db.parent.iterdir()) if p.is_file()}


def invoke_checked(db: Path, args: list[str]) -> int:
    """Run `jongg sheet ARGS --db FILE`: exit 0 or 2, never a crash; exit 2 leaves the file as it was."""
    before = state_of(db)
    result = runner.invoke(app, ["sheet", *args, "--db", str(db)])
    assert result.exit_code in (0, 2), (args, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), (args, result.exception)
    if result.exit_code == 2:
        assert state_of(db) == before, args
    return result.exit_code


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.sampled_from(["dmjl-classical", "dmjl-hk-easy", "riichi-hana", "[b]x", "", "mcr"]),
    st.lists(names, min_size=0, max_size=5),
    st.lists(option_texts, max_size=3),
)
def test_sheet_new_with_random_names_and_options(
    tmp_path: Path, ruleset: str, players: list[str], options: list[str]
) -> None:
    db = tmp_path / "new.sqlite"
    args = ["new", "-r", ruleset, "-p", ",".join(players)]
    for option in options:
        args += ["-o", option]
    if invoke_checked(db, args) == 0:
        for name in players:
            invoke_checked(db, ["hand", "-w", name, "--self-draw", "--fan", "3"])


COMMAND_WORDS = ["show", "list", "export", "standings", "penalties", "undo", "hand", "penalty", "time-up", "stop"]
ARG_WORDS = [
    "--winner",
    "--draw",
    "--discarder",
    "--self-draw",
    "--values",
    "--fan",
    "--han",
    "--fu",
    "--payer",
    "--claimer",
    "--expect",
    "--match",
    "--entry",
    "--any-match",
    "--history",
    "-f",
    "csv",
    "json",
    "table",
    "false-mahjong",
    "wrong-name-chow",
    "chombo",
    "X[/]",
    "[b]Rot[/b]",
    "Ann",
    "Ben",
    "3",
    "-1",
    "0",
    "99999999999999999999",
    "X[/]=40,[b]Rot[/b]=0,Cid=0,Dan=0",
    "\udcff",
    "",
]


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.sampled_from(["dmjl-classical", "dmjl-hk-easy", "riichi-hana"]),
    st.lists(
        st.tuples(st.sampled_from(COMMAND_WORDS), st.lists(st.sampled_from(ARG_WORDS) | names, max_size=6)),
        min_size=1,
        max_size=4,
    ),
)
def test_random_commands_on_a_match_with_markup_names(
    tmp_path: Path, ruleset: str, commands: list[tuple[str, list[str]]]
) -> None:
    db = tmp_path / "cmds.sqlite"
    if not db.exists():
        assert invoke_checked(db, ["new", "-r", ruleset, "-p", "X[/],[b]Rot[/b],Cid,Dan"]) == 0
    for command, args in commands:
        invoke_checked(db, [command, *args])


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(names, min_size=4, max_size=4),
    st.dictionaries(option_texts.map(lambda t: t.split("=")[0]), json_values, max_size=2),
    st.data(),
)
def test_the_python_api_with_random_names_and_options(
    tmp_path: Path, players: list[str], options: dict[str, Any], data: st.DataObject
) -> None:
    from jongg.scoresheet import HandEntry, PenaltyRecord, Scoresheet, Winner

    db = tmp_path / "api.sqlite"
    with Scoresheet(db, create=True) as sheet:
        try:
            sheet.new_match(data.draw(st.sampled_from(["dmjl-classical", "dmjl-hk-easy"])), players, options)
        except JonggError:
            return
        for _ in range(3):
            name = data.draw(names | st.sampled_from(players))
            entry = data.draw(
                st.sampled_from(
                    [
                        HandEntry((Winner(name, fan=3),), self_draw=True),
                        HandEntry((Winner(name),), discarder=players[0], values=dict.fromkeys(players, 30)),
                        PenaltyRecord("false-mahjong", (name,)),
                        PenaltyRecord("wrong-name-chow", (players[0],), name),
                    ]
                )
            )
            with contextlib.suppress(JonggError):
                sheet.record(entry, expect=data.draw(st.none() | st.integers(-2, 5)))
        assert sheet.match().state.entries <= 3


@functools.cache
def sound_file() -> bytes:
    """The bytes of a sound scoresheet with two matches (made once)."""
    from test_sheet_files import make_sheet

    return make_sheet(Path(tempfile.mkdtemp()) / "sound.sqlite").read_bytes()


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(st.tuples(st.integers(0, 1 << 16), st.integers(1, 255)), min_size=1, max_size=6),
    st.sampled_from(
        [
            ("show",),
            ("hand", "--draw"),
            ("undo",),
            ("list",),
            ("standings",),
            ("new", "-r", "dmjl-classical", "-p", "A,B,C,D"),
        ]
    ),
)
@example(flips=[(4090, 128)], command=("show",))  # SQLite's message quoted a non-UTF-8 byte: UnicodeDecodeError
def test_a_file_with_flipped_bytes_is_used_or_refused_never_a_crash(
    tmp_path: Path, flips: list[tuple[int, int]], command: tuple[str, ...]
) -> None:
    # a directory of its own per example: the WAL an earlier example's file left beside it belongs to other bytes
    # (SQLite then rewrote it on a refused command, and the example failed only after that earlier one)
    db = Path(tempfile.mkdtemp(dir=tmp_path)) / "flipped.sqlite"
    data = bytearray(sound_file())
    for at, mask in flips:
        data[at % len(data)] ^= mask
    db.write_bytes(bytes(data))
    invoke_checked(db, list(command))
