"""The table's contract (`engine.md`): visibility table, records, seeds and commitments, stale decisions, the match."""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys

import pytest
from engine_random import play

from jongg.bots import RandomBot
from jongg.engine import IllegalAction, Table, TimeUp, replay, verify
from jongg.engine.event_types import rule_set_event_class
from jongg.engine.reducer import HANDLERS
from jongg.engine.view import VISIBILITY, filter_event
from jongg.tiles import Tile

RULESETS = ("dmjl-classical", "dmjl-hk-easy")


def test_every_event_type_has_a_visibility_rule() -> None:
    assert set(HANDLERS) == set(VISIBILITY)


def test_an_event_type_without_a_rule_is_shown_to_nobody() -> None:
    event = rule_set_event_class("something_new", {"tile": ("tile", True)})(Tile.from_str("1m"))
    assert all(filter_event(event, seat) is None for seat in (0, 1, 2, 3, None))


def digest(ruleset: str, seed: int) -> str:
    table = Table(ruleset, seed=seed)
    play(table, random.Random(seed))
    return hashlib.sha256(json.dumps(table.record(), sort_keys=True).encode()).hexdigest()


def test_same_seed_same_record_under_another_hash_seed() -> None:
    code = (
        "import sys, random; sys.path.insert(0, 'tests/engine'); import test_table as t; "
        "print(t.digest('dmjl-hk-easy', 4), t.digest('dmjl-classical', 4))"
    )
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            env=env,
            check=True,
            cwd=os.path.join(os.path.dirname(__file__), "..", ".."),
        )
        outputs.add(run.stdout.strip())
    assert outputs == {f"{digest('dmjl-hk-easy', 4)} {digest('dmjl-classical', 4)}"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_replay_equals_the_table_at_every_point(ruleset: str) -> None:
    table = Table(ruleset, seed=21)
    bots = [RandomBot(n) for n in range(4)]
    rng = random.Random(1)
    for _ in range(400):
        if table.done:
            break
        if rng.random() < 0.05:
            again = replay(table.record(), seed=21)
            assert again.state_json() == table.state_json()
            assert {s: v.legal_actions for s, v in again.pending().items()} == {
                s: v.legal_actions for s, v in table.pending().items()
            }
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})


def test_a_replayed_table_plays_on_like_the_original() -> None:
    first = Table("dmjl-hk-easy", seed=5)
    bots = [RandomBot(n) for n in range(4)]
    for _ in range(150):
        first.step({s: bots[s].act(v) for s, v in first.pending().items()})
    second = replay(first.record(), seed=5)
    for table in (first, second):
        bots = [RandomBot(10 + n) for n in range(4)]
        while not table.done:
            table.step({s: bots[s].act(v) for s, v in table.pending().items()})
    assert first.record() == second.record()


def test_stale_decision_and_illegal_actions_change_nothing() -> None:
    table = Table("dmjl-classical", seed=8)
    before = table.state_json()
    ((seat, view),) = table.pending().items()
    with pytest.raises(IllegalAction):
        table.step({seat: view.legal_actions[0]}, decision=view.decision - 1)
    with pytest.raises(IllegalAction):
        table.step({(seat + 1) % 4: view.legal_actions[0]})
    with pytest.raises(IllegalAction):
        table.step({seat: TimeUp()})  # no agreed duration in this match
    assert table.state_json() == before
    table.step({seat: view.legal_actions[0]}, decision=view.decision)
    assert table.state_json() != before


def test_secret_seed_is_committed_and_revealed_and_verifies() -> None:
    seed = bytes(range(32))
    table = Table("dmjl-hk-easy", seed=seed)
    header = table.record()[0]
    assert header["seed"] is None and len(header["commitment"]) == 64
    play(table, random.Random(2))
    record = table.record()
    assert record[-1]["seed"] == seed.hex()
    assert verify(record) == []
    tampered = [dict(e) for e in record]
    tampered[-1]["seed"] = bytes(32).hex()
    assert verify(tampered) != []
    moved = [dict(e) for e in record]
    start = next(e for e in moved if e["type"] == "hand_start")
    start["wall"] = start["wall"][2:] + start["wall"][:2]
    assert any("wall" in p for p in verify(moved))


def test_time_up_abandons_the_hand_and_ends_the_match() -> None:
    table = Table("dmjl-hk-easy", {"max_duration": 60}, seed=3)
    bots = [RandomBot(n) for n in range(4)]
    for _ in range(30):
        table.step({s: bots[s].act(v) for s, v in table.pending().items()})
    scores = table.record()[0]["scores"]
    table.step({next(iter(table.pending())): TimeUp()})
    assert table.done
    end = table.events[-1]
    assert table.events[-2]["type"] == "time_up" and end["type"] == "match_end"
    assert end["scores"] == scores and not any(e["type"] == "hand_end" for e in table.events)


def test_bust_ends_a_match_with_chips() -> None:
    for seed in range(40):
        table = Table("dmjl-hk-easy", {"chips": 1}, seed=seed)
        play(table, random.Random(seed))
        ends = [e for e in table.events if e["type"] == "hand_end"]
        if any(e["winner"] is not None for e in ends):
            assert min(ends[-1]["scores"]) < 0
            assert table.events[-1]["reason"].startswith("bust: ")
            assert all(min(e["scores"]) >= 0 for e in ends[:-1])
            return
    pytest.fail("no win in 40 matches")


def test_a_match_has_four_rounds_of_four_passes() -> None:
    table = Table("dmjl-classical", seed=9)
    play(table, random.Random(9))
    starts = [e for e in table.events if e["type"] == "hand_start"]
    ends = [e for e in table.events if e["type"] == "hand_end"]
    assert sum(e["passes"] for e in ends) == 16
    assert [e["round"] for e in starts] == sorted(e["round"] for e in starts)
    for start, end, following in zip(starts, ends, [*starts[1:], None], strict=True):
        if following is not None:
            assert following["dealer"] == (start["dealer"] + end["passes"]) % 4
    assert table.events[-1]["reason"] == "four rounds played"


@pytest.mark.parametrize(("ruleset", "rounds"), [("dmjl-classical", 1), ("dmjl-hk-easy", 2)])
def test_a_shorter_match_by_agreement_ends_after_its_rounds(ruleset: str, rounds: int) -> None:
    """Option `rounds` (issue 26): one or two rounds, each of four passes of the deal, then the match ends."""
    table = Table(ruleset, {"rounds": rounds}, seed=9)
    play(table, random.Random(9))
    starts = [e for e in table.events if e["type"] == "hand_start"]
    ends = [e for e in table.events if e["type"] == "hand_end"]
    assert sum(e["passes"] for e in ends) == 4 * rounds
    assert {e["round"] for e in starts} == set(range(rounds))
    assert table.events[-1]["reason"] == "the agreed rounds played"
    assert replay(table.record()).state_json() == table.state_json()


def test_seat_rotation_moves_players_between_rounds() -> None:
    table = Table("dmjl-hk-easy", {"seat_rotation": True}, seed=9)
    play(table, random.Random(9))
    order = table.record()[0]["seating"]
    # after the West round the seats hold D, C, A, B (hk-easy.md "Umsetzen")
    assert table.state.match.seating == [order[3], order[2], order[0], order[1]]


def test_verify_command(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from cli_testing import CliRunner

    from jongg.cli.app import app

    table = Table("dmjl-classical", seed=bytes(32))
    play(table, random.Random(1))
    good = tmp_path / "match.jsonl"
    good.write_text("\n".join(json.dumps(e) for e in table.record()))
    runner = CliRunner()
    assert runner.invoke(app, ["verify", str(good)]).exit_code == 0
    for name, text in {
        "garbage": "\x00\xff{",
        "empty": "",
        "not objects": "[1, 2]\n3",
        "truncated": "\n".join(json.dumps(e) for e in table.record()[:-3]),
    }.items():
        bad = tmp_path / f"{name}.jsonl"
        bad.write_bytes(text.encode("utf-8", "surrogateescape"))
        result = runner.invoke(app, ["verify", str(bad)])
        assert result.exit_code == 2, name
        assert result.exception is None or isinstance(result.exception, SystemExit), name
    assert runner.invoke(app, ["verify", str(tmp_path / "missing.jsonl")]).exit_code == 2


@pytest.mark.parametrize(
    ("ruleset", "options"), [("dmjl-classical", {"min_points": 501}), ("dmjl-hk-easy", {"fan_minimum": 10})]
)
def test_mahjongg_is_offered_only_above_the_agreed_minimum(ruleset: str, options: dict[str, int]) -> None:
    """Classical `min_points` above the limit: nobody can win; HKE `fan_minimum` 10: only limit hands win."""
    for seed in range(30):
        table = Table(ruleset, options, seed=seed)
        play(table, random.Random(seed))
        for event in table.events:
            if event["type"] == "hand_end" and event["winner"] is not None:
                result = event["results"][str(event["winner"])]
                assert ruleset == "dmjl-hk-easy" and result["limit"] == "limit"


@pytest.mark.parametrize(("ruleset", "expected"), [("dmjl-classical", 3), ("dmjl-hk-easy", 0)])
def test_east_streak_reaches_only_the_score_requests_that_read_it(ruleset: str, expected: int) -> None:
    """Regression: HKE refuses `east_consecutive_wins` > 0, so a second win in a row by East crashed the table."""
    from jongg.engine import hands

    table = Table(ruleset, seed=1)
    table.state.match.streak = 3
    assert table.state.hand is not None
    assert hands.streak_for(table.state, table.state.hand.dealer) == expected


def test_a_kong_on_kong_win_in_hk_easy_sends_no_twofold_fortune_flag() -> None:
    """Regression: HKE refuses `kong_on_kong` (a Classical limit), so a win on the replacement of a kong declared
    on a replacement crashed an HKE table."""
    from jongg.engine import hands

    for ruleset, expected in (("dmjl-hk-easy", False), ("dmjl-classical", True)):
        table = Table(ruleset, seed=1)
        hand = table.state.hand
        assert hand is not None
        hand.draw_source, hand.kong_on_kong = "kong_replacement", True
        assert hands.self_draw_win(table.state, hand.turn).kong_on_kong is expected


def test_a_view_is_a_snapshot() -> None:
    """A view taken before later moves keeps showing the table as it was then, melds included (an added kong
    replaces the pung instead of changing it)."""
    for seed in range(60):
        table = Table("dmjl-hk-easy", seed=seed)
        bots = [RandomBot(seed * 4 + n) for n in range(4)]
        taken = []
        while not table.done and not any(e["type"] == "added_kong" for e in table.events):
            views = table.pending()
            taken += [(view, view.to_json()) for view in views.values()]
            table.step({s: bots[s].act(v) for s, v in views.items()})
        if not table.done:
            assert all(view.to_json() == frozen for view, frozen in taken)
            return
    pytest.fail("no added kong in 60 matches")
