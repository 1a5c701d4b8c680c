"""Fuzzing the scoresheet's inputs: its text parsers, stored-entry reader and `sheet hand` arguments.

Bad input gets a typed error (`JonggError`) or exit code 2, and a refused command leaves the file unchanged.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sheet_helpers import PLAYERS, fingerprint, runner

from jongg.cli import app
from jongg.errors import JonggError
from jongg.scoresheet.entries import entry_from_json, parse_hands, parse_names, parse_values, resolve_name

texts = st.text(alphabet=st.sampled_from("AnBeCidDa=,:'+ 0123456789mpsz[]()-_xé"), max_size=30) | st.text(max_size=20)


@settings(max_examples=1500, deadline=None)
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


@settings(max_examples=1500, deadline=None)
@given(json_values | st.fixed_dictionaries({"kind": st.sampled_from(["hand", "penalty", "time-up", "stop"])},
                                           optional={"winners": json_values, "values": json_values,
                                                     "draw": json_values, "hands": json_values}))
def test_stored_entries_read_back_or_raise_typed(obj: Any) -> None:
    with contextlib.suppress(JonggError):
        entry_from_json(obj)


WORDS = ["--winner", "--draw", "--discarder", "--self-draw", "--values", "--hand", "--loser", "--irregular",
         "--dangerous", "--expect", "--fan", "--replacement", "--last-tile", "Ann", "Ben", "Cid", "Dan", "Zed",
         "Ann=2,Ben=46,Cid=12,Dan=192", "Ann=x", "Ben=short", "Cid:supplied", "111m666m55m77m [234m] +7m",
         "Ben=123m456p789s1122z", "1", "0", "-4", "99", ""]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(WORDS), max_size=8))
def test_sheet_hand_arguments_exit_0_or_2_and_refusals_change_nothing(tmp_path: Path, args: list[str]) -> None:
    db = tmp_path / "fuzz.sqlite"
    if not db.exists():
        created = runner.invoke(app, ["sheet", "new", "--ruleset", "dmjl-classical", "--players",
                                      ",".join(PLAYERS), "--db", str(db)])
        assert created.exit_code == 0, created.output
    before = fingerprint(db)
    result = runner.invoke(app, ["sheet", "hand", *args, "--db", str(db)])
    assert result.exit_code in (0, 2), (args, result.output, result.exception)
    if result.exit_code == 2:
        assert fingerprint(db) == before, args
