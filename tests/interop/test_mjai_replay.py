"""mjai replay against riichienv (a few games in the normal run; `test_mjai_cross_check.py` runs 1,000), the
reverse direction (jongg's games through riichienv's `MjaiReplay`), export, and the `jongg mjai` commands."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from cli_testing import CliRunner
from jongg_games import play_match
from mjai_samples import one_hand, riichienv_game
from riichienv import MjaiReplay
from riichienv_legality import KNOWN, check_legality
from rule_differences import classify

from jongg.cli.app import app
from jongg.interop.mjai import PRESETS, dumps, export, read_log
from jongg.interop.mjai_replay import replay_log, summarize

TENHOU = PRESETS["tenhou"]


def disagreements(report: Any) -> list[str]:
    out = []
    for h in report.hands:
        if not h.ok:
            d = h.divergence
            out.append(f"{h.label}: {d.reason if d else ''} at {d.event if d else ''}: {d.logged if d else ''}")
    return out


@pytest.mark.parametrize(("seed", "agent"), [(1, "efficiency"), (2, "efficiency"), (3, "mixed"), (6, "random")])
def test_riichienv_games_replay_in_jongg(seed: int, agent: str) -> None:
    log = list(riichienv_game(seed, agent))
    report = replay_log(log, "tenhou")
    assert report.error is None
    assert report.hands and not disagreements(report)
    assert all(h.deltas_agree for h in report.hands)


def test_chow_with_a_red_or_plain_five_is_offered_both_ways() -> None:
    # Regression (found by this cross-check): riichienv seed 58 (efficiency, tenhou), S3: seat 2 holds 5m, 0m
    # and 6m and chis 7m with the plain 5m; jongg offered only `chow 7m 0m6m` (one variant per kind).
    log = list(riichienv_game(58, "efficiency"))
    report = replay_log(log, "tenhou")
    assert not disagreements(report)


@pytest.mark.parametrize(("seed", "label"), [(69, "S2-1"), (405, "S2-2")])
def test_a_wait_on_the_own_kan_tile_is_ready(seed: int, label: str) -> None:
    # Regression (found by this cross-check): riichienv lets seat 2 declare riichi (seed 69) or be paid as
    # tenpai (seed 405) on a wait whose four tiles are all in his own kan. jongg refused both until the engine
    # counted such a wait for riichi and tenpai (as Tenhou and riichienv); `classify` names the old difference.
    log = list(riichienv_game(seed, "efficiency"))
    report = replay_log(log, "tenhou")
    assert not disagreements(report)
    (hand,) = [h for h in report.hands if h.label == label]
    assert hand.ok and classify(log, hand) is None


def test_a_doctored_delta_is_the_first_divergence() -> None:
    log = one_hand(riichienv_game(1), 0)
    end = next(n for n, e in enumerate(log) if e["type"] in ("hora", "ryukyoku"))
    log[end] = {
        **log[end],
        "deltas": [d + (100 if s == 0 else -100 if s == 1 else 0) for s, d in enumerate(log[end]["deltas"])],
    }
    (hand,) = replay_log(log, "tenhou").hands
    assert hand.legal and hand.deltas_agree is False and not hand.ok
    assert hand.divergence is not None and hand.divergence.event == end
    assert hand.divergence.reason.startswith("deltas")


def test_an_illegal_discard_is_the_first_divergence() -> None:
    log = one_hand(riichienv_game(1), 0)
    at = next(n for n, e in enumerate(log) if e["type"] == "dahai")
    held = {t for hand in log[1]["tehais"] for t in hand}
    missing = next(
        t
        for t in ("1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "C")
        if t not in log[1]["tehais"][log[at]["actor"]] and t != log[at - 1].get("pai")
    )
    assert held
    log[at] = {**log[at], "pai": missing}
    (hand,) = replay_log(log, "tenhou").hands
    assert not hand.legal and hand.divergence is not None
    assert hand.divergence.event == at and hand.divergence.reason.startswith("illegal")
    assert any(a.startswith("discard") for a in hand.divergence.engine["legal"])


def play(seed: int) -> list[dict[str, Any]]:
    return play_match(seed, dict(TENHOU))


@pytest.mark.parametrize("seed", [1, 2])
def test_jongg_games_export_and_replay_both_ways(seed: int, tmp_path: Path) -> None:
    record = play(seed)
    events = export(record)
    kinds = Counter(e["type"] for e in events)
    assert kinds["start_game"] == kinds["end_game"] == 1
    assert kinds["start_kyoku"] == kinds["end_kyoku"] == sum(e["type"] == "hand_start" for e in record)
    assert kinds["hora"] + kinds["ryukyoku"] >= kinds["end_kyoku"]
    # jongg reads its own export back and agrees with itself.
    report = replay_log(read_log(dumps(events)), "tenhou")
    assert not disagreements(report)
    # riichienv's MjaiReplay reads it without error: every hand, a win context for every hora.
    path = tmp_path / "game.jsonl"
    path.write_text(dumps(events))
    replay = MjaiReplay.from_jsonl(str(path))
    kyokus = list(replay.take_kyokus())
    assert len(kyokus) == kinds["start_kyoku"]
    contexts = 0
    for kyoku in kyokus:
        for ctx in kyoku.take_win_result_contexts():
            contexts += 1
            assert ctx.actual.has_win_shape
        for _ in kyoku.steps():
            pass
    assert contexts == kinds["hora"]
    # Every logged action is legal in riichienv (but for its replay's known rinshan limitation).
    counts, misses = check_legality(events)
    assert counts["legal"] > 100
    assert [m for m in misses if not m.startswith(KNOWN)] == []


def test_export_flowers_as_extension_and_strict() -> None:
    record = play_match(3, {"flowers": 8})
    loose = export(record)
    strict = export(record, strict=True)
    assert any(e["type"] == "hana" for e in loose)
    assert not any(e["type"] == "hana" for e in strict)
    flowers = ("f", "g")
    assert not any(e.get("pai", "").endswith(flowers) for e in strict if e["type"] == "tsumo")
    assert not any(t.endswith(flowers) for e in strict if e["type"] == "start_kyoku" for h in e["tehais"] for t in h)
    # The extension keeps every tile: jongg replays it under the same options.
    report = replay_log(loose, {"flowers": 8})
    assert report.error is None and not disagreements(report)


def test_export_refuses_other_rule_sets() -> None:
    from jongg.engine import Table

    table = Table("dmjl-hk-easy", {}, seed=1)
    with pytest.raises(Exception, match="riichi-hana"):
        export(table.record())


runner = CliRunner()


def write_log(path: Path, events: list[dict[str, Any]]) -> str:
    path.write_text(dumps(events))
    return str(path)


def test_cli_replay_exit_codes_and_json(tmp_path: Path) -> None:
    good = write_log(tmp_path / "good.jsonl", one_hand(riichienv_game(1), 0))
    bad_events = one_hand(riichienv_game(1), 0)
    end = next(n for n, e in enumerate(bad_events) if e["type"] in ("hora", "ryukyoku"))
    bad_events[end] = {**bad_events[end], "deltas": [1, -1, 0, 0]}
    bad = write_log(tmp_path / "bad.jsonl", bad_events)
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"type": "start_game"}\n{')
    result = runner.invoke(app, ["mjai", "replay", good])
    assert result.exit_code == 0, result.output
    assert "1 hands: 1 agree" in result.output
    result = runner.invoke(app, ["mjai", "replay", good, bad, "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["summary"]["hands"] == 2 and data["summary"]["agreeing_hands"] == 1
    (first, second) = data["logs"]
    assert first["ok"] and not second["ok"]
    assert second["reports"][0]["divergence"]["event"] == end
    assert runner.invoke(app, ["mjai", "replay", str(broken)]).exit_code == 2
    assert runner.invoke(app, ["mjai", "replay", good, "--rules", "nosuch"]).exit_code == 2
    assert runner.invoke(app, ["mjai", "replay", good, "--rules", "mahjongsoul"]).exit_code == 0


def test_cli_export_and_import(tmp_path: Path) -> None:
    record = play(1)
    path = tmp_path / "record.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in record))
    result = runner.invoke(app, ["mjai", "export", str(path)])
    assert result.exit_code == 0
    events = read_log(result.output)
    assert events == export(record)
    log = write_log(tmp_path / "log.jsonl", events)
    out = tmp_path / "records"
    result = runner.invoke(app, ["mjai", "import", log, "--out", str(out)])
    assert result.exit_code == 0, result.output
    files = sorted(out.iterdir())
    assert len(files) == sum(e["type"] == "start_kyoku" for e in events)
    from jongg.engine import replay

    for f in files:
        rec = [json.loads(line) for line in f.read_text().splitlines()]
        assert replay(rec).record() == rec
    assert runner.invoke(app, ["mjai", "export", str(tmp_path / "missing")]).exit_code == 2


def _hands_of(record: list[dict[str, Any]]) -> list[list[tuple[str, Any, Any]]]:
    """Each hand's draws, discards and claims, in order: what an import must give back."""
    hands: list[list[tuple[str, Any, Any]]] = []
    for e in record:
        if e["type"] == "hand_start":
            hands.append([])
        elif e["type"] in ("draw", "discard", "bonus", "chow", "pung", "kong", "concealed_kong", "mahjongg"):
            hands[-1].append((e["type"], e.get("seat"), e.get("tile", e.get("tiles"))))
    return hands


@pytest.mark.parametrize("flowers", [4, 8])
def test_a_flower_game_exported_imports_hand_by_hand(flowers: int, tmp_path: Path) -> None:
    """Issue 26: `jongg mjai import` of jongg's own export of a flower game failed ("more of 1f … than the set
    holds"): the export now says its rules in `start_game`'s extension field `jongg`, which import (and
    replay) use over the preset. Every hand comes back with the same draws, discards and claims, and replays."""
    from jongg.engine import replay

    record = play_match(3, {"flowers": flowers})
    path = tmp_path / "record.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in record))
    exported = runner.invoke(app, ["mjai", "export", str(path)])
    assert exported.exit_code == 0
    events = read_log(exported.output)
    assert events[0]["jongg"]["options"]["flowers"] == flowers
    assert any(e["type"] == "hana" for e in events)
    out = tmp_path / "records"
    imported = runner.invoke(app, ["mjai", "import", write_log(tmp_path / "log.jsonl", events), "--out", str(out)])
    assert imported.exit_code == 0, imported.output
    files = sorted(out.iterdir())
    hands = [[json.loads(line) for line in f.read_text().splitlines()] for f in files]
    assert [_hands_of(h)[0] for h in hands] == _hands_of(record)
    assert all(replay(h).record() == h for h in hands)


def test_a_strict_export_is_plain_mjai_and_imports_under_the_preset(tmp_path: Path) -> None:
    """`--strict` writes plain mjai (no `jongg` field, no flowers): a game without flowers imports under the
    `tenhou` preset as before."""
    record = play(1)
    path = tmp_path / "record.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in record))
    exported = runner.invoke(app, ["mjai", "export", str(path), "--strict"])
    events = read_log(exported.output)
    assert exported.exit_code == 0 and "jongg" not in events[0]
    out = tmp_path / "records"
    imported = runner.invoke(app, ["mjai", "import", write_log(tmp_path / "log.jsonl", events), "--out", str(out)])
    assert imported.exit_code == 0, imported.output
    assert len(list(out.iterdir())) == sum(e["type"] == "start_kyoku" for e in events)


def test_summary_counts() -> None:
    reports = [replay_log(one_hand(riichienv_game(1), n), "tenhou") for n in range(2)]
    summary = summarize(reports)
    assert summary["logs"] == 2 and summary["hands"] == 2 and summary["ok"]


def test_a_logs_own_rules_are_checked_as_any_options(tmp_path: Path) -> None:
    """The `jongg` field of `start_game` comes with the log, so a hostile or damaged one (a flower count that is
    no number, an option nobody has) is refused with its reason, exit 2, never a traceback or a hand replayed
    under rules no table could have."""
    record = play_match(3, {"flowers": 4})
    events = export(record)
    for bad in ({"flowers": "many"}, {"bogus": 1}):
        log = [{**events[0], "jongg": {"ruleset": "riichi-hana", "options": bad}}, *events[1:]]
        result = runner.invoke(app, ["mjai", "import", write_log(tmp_path / "bad.jsonl", log)])
        assert result.exit_code == 2 and "start_game's jongg options are not riichi-hana's" in result.output, (
            result.output
        )
        assert "Traceback" not in result.output
