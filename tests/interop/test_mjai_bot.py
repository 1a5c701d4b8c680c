"""mjai bots at Riichi tables: an external mjai bot process through the bridge (`jongg.bots.mjai_process`),
`jongg mjai bot` (the standard bot as such a process, `jongg.interop.mjai_bot`), and `jongg simulate --bots
mjai:COMMAND`. The small bot below is written here: it discards its draw, passes, and logs what it saw."""

from __future__ import annotations

import io
import itertools
import json
import shlex
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from cli_testing import CliRunner

from jongg.bots import make_bot, parse_spec
from jongg.bots.mjai_process import BotError, MjaiProcessBot, match_answer, parse_mjai_spec
from jongg.cli.simulate import _join_settings
from jongg.cli.simulate import app as simulate_app
from jongg.engine import Discard, Pass, Table
from jongg.errors import InvalidOption
from jongg.interop.mjai import read_log
from jongg.interop.mjai_bot import MjaiSeat
from jongg.sim import simulate
from jongg.tiles import Tile

EAST = {"flowers": 0, "length": "east"}
JONGG = str(Path(sys.executable).parent / "jongg")

BOT = r"""
import json, os, sys, time
mode = sys.argv[1]
log = open(sys.argv[2], "a") if len(sys.argv) > 2 else None
if log:
    open(sys.argv[2] + ".mode", "w").write(mode)
if len(sys.argv) > 3:
    open(sys.argv[3], "w").write(str(os.getpid()))
me = None
for line in sys.stdin:
    if log:
        log.write(line)
        log.flush()
    message = json.loads(line)
    events = message if isinstance(message, list) else [message]
    out = {"type": "none"}
    for e in events:
        out = {"type": "none"}
        if e["type"] == "start_game":
            me = e["id"]
        elif e["type"] == "tsumo" and e["actor"] == me:
            if mode == "garbage":
                print("hello, I am a bot", flush=True)
                out = None
                break
            if mode == "illegal":
                out = {"type": "pon", "actor": me, "target": 0, "pai": "E", "consumed": ["E", "E"]}
            elif mode == "silent":
                time.sleep(60)
            elif mode == "crash":
                print("the bot fell over", file=sys.stderr, flush=True)
                sys.exit(3)
            else:
                out = {"type": "dahai", "actor": me, "pai": e["pai"], "tsumogiri": True}
    if out is not None:
        print(json.dumps(out), flush=True)
"""


@pytest.fixture
def bot_script(tmp_path: Path) -> Path:
    path = tmp_path / "tsumogiri_bot.py"
    path.write_text(BOT, encoding="utf-8")
    return path


def command(script: Path, mode: str, log: Path | None = None, pid: Path | None = None) -> str:
    parts = [sys.executable, str(script), mode]
    if log is not None:
        parts.append(str(log))
        if pid is not None:
            parts.append(str(pid))
    return shlex.join(parts)


def play(table: Table, bots: list[Any]) -> None:
    """Play the table to its end, as `jongg.sim.play` does (watch, act, close)."""
    try:
        for seat, bot in enumerate(bots):
            if hasattr(bot, "watch"):
                bot.watch(table, seat)
        while not table.done:
            table.step({seat: bots[seat].act(view) for seat, view in table.pending().items()})
    finally:
        for bot in bots:
            if hasattr(bot, "close"):
                bot.close()


def gone(pid: int) -> bool:
    """The process has ended and was reaped (no zombie)."""
    return not Path(f"/proc/{pid}").exists()


def standard(seed: int) -> Any:
    return make_bot("standard", "riichi-hana", seed, EAST)


# -- the bridge with a small bot written here ----------------------------------------------------------------
@pytest.mark.parametrize("batch", [False, True])
def test_a_tsumogiri_bot_plays_a_whole_match_and_sees_only_its_seat(
    bot_script: Path, tmp_path: Path, batch: bool
) -> None:
    log = tmp_path / "seen.jsonl"
    table = Table("riichi-hana", EAST, seed=5)
    bot = MjaiProcessBot(command(bot_script, "tsumogiri", log), batch=batch)
    play(table, [bot, standard(1), standard(2), standard(3)])
    assert table.done
    assert bot.pid is not None and gone(bot.pid)
    lines = log.read_text().splitlines()
    seen = [e for line in lines for e in (json.loads(line) if batch else [json.loads(line)])]
    if batch:
        assert all(isinstance(json.loads(line), list) for line in lines)
    assert seen[0]["type"] == "start_game" and seen[0]["id"] == 0
    assert seen[0]["jongg"]["options"]["flowers"] == 0
    assert seen[-1]["type"] == "end_game"
    starts = [e for e in seen if e["type"] == "start_kyoku"]
    assert len(starts) == sum(1 for e in table.events if e["type"] == "hand_start")
    for start in starts:
        assert all(t == "?" for s in (1, 2, 3) for t in start["tehais"][s])
        assert "?" not in start["tehais"][0]
    tsumo = [e for e in seen if e["type"] == "tsumo"]
    assert all((e["pai"] == "?") == (e["actor"] != 0) for e in tsumo)
    # Each discard of seat 0 is the tile it drew just before (the bot's choice, carried out by the table).
    draws = [e for e in table.events if e["type"] in ("draw", "discard") and e["seat"] == 0]
    for drawn, dropped in itertools.pairwise(draws):
        if dropped["type"] == "discard":
            assert drawn["type"] == "draw" and drawn["tile"] == dropped["tile"]
    # Every mjai event the table produced for seat 0 reached the bot (read back as a valid log).
    assert read_log("".join(json.dumps(e) + "\n" for e in seen))


def test_answers_map_to_legal_actions() -> None:
    legal = [Discard(Tile.from_str("5m")), Discard(Tile.from_str("0m")), Pass()]
    assert match_answer({"type": "dahai", "pai": "5mr"}, legal) == Discard(Tile.from_str("0m"))
    assert match_answer({"type": "dahai", "pai": "5m", "tsumogiri": True}, legal) == Discard(Tile.from_str("5m"))
    assert match_answer({"type": "none"}, legal) == Pass()
    assert match_answer({"type": "dahai", "pai": "6m"}, legal) is None
    assert match_answer({"type": "hora"}, legal) is None
    assert match_answer({"type": "dahai", "pai": ["x"]}, legal) is None


@pytest.mark.parametrize(
    ("mode", "words"),
    [
        ("garbage", ["answered 'hello, I am a bot'", "one JSON object"]),
        ("illegal", ['answered \'{"type":"pon"', "not legal", "legal: dahai"]),
        ("silent", ["gave no answer within 0.5 s", "tsumo"]),
        ("crash", ["exited with code 3", "the bot fell over"]),
    ],
)
def test_a_bad_bot_is_a_bot_error_and_its_process_ends(
    bot_script: Path, tmp_path: Path, mode: str, words: list[str]
) -> None:
    pid_file = tmp_path / "pid"
    table = Table("riichi-hana", EAST, seed=3)
    name = command(bot_script, mode, tmp_path / "seen.jsonl", pid_file)
    # Only the silent bot is waited for; the others answer at once, so a busy machine's pause on any line before
    # (the limit holds for every line) must not turn their error into a timeout.
    bot = MjaiProcessBot(name, timeout=0.5 if mode == "silent" else 5)
    started = time.monotonic()
    with pytest.raises(BotError) as caught:
        play(table, [standard(0), bot, standard(2), standard(3)])
    assert time.monotonic() - started < 15
    message = str(caught.value)
    assert caught.value.bot == name and name[:30] in message
    assert "seat 1" in message and "its turn after drawing" in message and caught.value.decision in message
    for word in words:
        assert word in message
    assert gone(int(pid_file.read_text()))


def test_an_argument_seat_is_the_seat_number(bot_script: Path, tmp_path: Path) -> None:
    log = tmp_path / "seen.jsonl"
    bot = MjaiProcessBot([sys.executable, str(bot_script), "{seat}", str(log)], timeout=5)
    play(Table("riichi-hana", EAST, seed=4), [standard(0), standard(1), standard(2), bot])
    assert (tmp_path / "seen.jsonl.mode").read_text() == "3"


def test_a_command_that_cannot_start_is_a_bot_error() -> None:
    bot = MjaiProcessBot("/nonexistent/mjai-bot --flag", timeout=1)
    with pytest.raises(BotError, match="cannot start"):
        play(Table("riichi-hana", EAST, seed=1), [bot, standard(1), standard(2), standard(3)])


def test_the_command_is_never_given_to_a_shell(bot_script: Path, tmp_path: Path) -> None:
    marker = tmp_path / "marker"
    name = command(bot_script, "tsumogiri", tmp_path / "seen.jsonl", tmp_path / "pid")
    bot = MjaiProcessBot(name + f" ; touch {shlex.quote(str(marker))}", timeout=2)
    with bot:
        bot.watch(Table("riichi-hana", EAST, seed=1), 0)
        table = bot.table
        assert table is not None
        bot.act(table.pending()[0])  # the `;` and `touch` are mere arguments of the bot
    assert not marker.exists()
    assert bot.pid is not None and gone(bot.pid)


# -- specs ---------------------------------------------------------------------------------------------------
def test_mjai_specs() -> None:
    assert parse_spec("mjai:jongg mjai bot --seed 3") == ("mjai", {"command": "jongg mjai bot --seed 3"})
    assert parse_mjai_spec("timeout=2+batch=1:python x.py a=b") == {
        "timeout": "2",
        "batch": "1",
        "command": "python x.py a=b",
    }
    assert _join_settings("mjai:timeout=2+batch=1:a b+c,standard:defence=off+value=off") == [
        "mjai:timeout=2+batch=1:a b+c",
        "standard:defence=off,value=off",
    ]
    for bad in ("mjai:", "mjai:timeout=x:cmd", "mjai:timeout=0:cmd", "mjai:'unclosed"):
        with pytest.raises(InvalidOption):
            parse_spec(bad)
    with pytest.raises(InvalidOption, match="Riichi only"):
        make_bot("mjai:cmd", "dmjl-hk-easy", 0)


# -- jongg mjai bot --------------------------------------------------------------------------------------------
def test_jongg_mjai_bot_follows_a_match_in_process() -> None:
    """The mirror never loses the thread (nothing on its log) while its seat plays a match through the
    bridge's events (here without a process: the seat answers the lines directly)."""
    log = io.StringIO()

    class InProcess(MjaiProcessBot):
        def __init__(self) -> None:
            super().__init__("in-process")
            self.seat_bot = MjaiSeat(7, log=log)

        def _exchange(self, message: object, decision: str) -> dict[str, Any]:
            answer: dict[str, Any] = json.loads(self.seat_bot.react_line(json.dumps(message)))
            return answer

    table = Table("riichi-hana", {"flowers": 4, "length": "east"}, seed=11)
    bots: list[Any] = [make_bot("standard", "riichi-hana", s, {"flowers": 4}) for s in range(4)]
    bots[2] = InProcess()
    play(table, bots)
    assert table.done and log.getvalue() == ""
    actions = [e for e in table.events if e.get("seat") == 2 and e["type"] in ("discard", "riichi", "pung", "chow")]
    assert actions


def test_jongg_mjai_bot_through_the_bridge() -> None:
    table = Table("riichi-hana", EAST, seed=2)
    bot = MjaiProcessBot([JONGG, "mjai", "bot", "--seed", "4"], timeout=20)
    play(table, [standard(0), standard(1), bot, standard(3)])
    assert table.done
    assert bot.pid is not None and gone(bot.pid)
    mine = [e["type"] for e in table.events if e.get("seat") == 2]
    assert {"discard", "riichi", "pung", "mahjongg"} <= set(mine)  # its riichi and calls went through too
    assert [e for e in table.events if e["type"] == "match_end"]


def test_jongg_mjai_bot_answers_every_line(tmp_path: Path) -> None:
    runner = CliRunner()
    from jongg.cli.app import app

    lines = [
        {"type": "start_game", "id": 0},
        {
            "type": "start_kyoku",
            "bakaze": "E",
            "kyoku": 1,
            "honba": 0,
            "kyotaku": 0,
            "oya": 0,
            "dora_marker": "1p",
            "scores": [25000] * 4,
            "tehais": [
                ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "S", "W"],
                ["?"] * 13,
                ["?"] * 13,
                ["?"] * 13,
            ],
        },
        {"type": "tsumo", "actor": 0, "pai": "N"},
    ]
    text = "".join(json.dumps(e) + "\n" for e in lines) + "not json\n" + json.dumps([{"type": "end_kyoku"}]) + "\n"
    result = runner.invoke(app, ["mjai", "bot", "--seed", "1"], input=text)
    assert result.exit_code == 0, result.output
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 5
    assert answers[0] == answers[1] == {"type": "none"}
    assert answers[2]["type"] == "dahai" and answers[2]["actor"] == 0
    assert answers[2]["pai"] in ("S", "W", "N")
    assert answers[3] == answers[4] == {"type": "none"}


def test_jongg_mjai_bot_refuses_unknown_rules() -> None:
    from jongg.cli.app import app

    for args in (["--rules", "nowhere"], ["-o", "flowers=3"], ["-o", "flowers"]):
        result = CliRunner().invoke(app, ["mjai", "bot", *args], input="")
        assert result.exit_code == 2, (args, result.output)
        assert "error:" in result.output


# -- jongg simulate --bots mjai:... ----------------------------------------------------------------------------
def test_simulate_with_an_mjai_bot_end_to_end(bot_script: Path, tmp_path: Path) -> None:
    spec = "mjai:timeout=10:" + command(bot_script, "tsumogiri")
    runner = CliRunner()
    args = ["simulate", "-r", "riichi-hana", "--games", "2", "--workers", "2", "--json"]
    args += ["--bots", f"{spec},standard", "-o", "flowers=0", "-o", "length=east", "--out", str(tmp_path / "out")]
    result = runner.invoke(simulate_app, args)
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["games"] == 2 and summary["bots"][0] == spec
    assert summary["per_bot"][0]["win_rate"]["mean"] == 0.0  # it never wins: it cannot even say hora
    hands = simulate("riichi-hana", hands=3, seed=2, bots=[spec, "standard"], options={"flowers": 0}, duplicate=True)
    assert hands["hands"] == 12  # single prepared hands, each rotated over the seats: a process for each


def test_simulate_refuses_mjai_bots_where_they_cannot_play(bot_script: Path) -> None:
    spec = "mjai:" + command(bot_script, "tsumogiri")
    with pytest.raises(InvalidOption, match="Riichi only"):
        simulate("dmjl-hk-easy", games=1, bots=[spec, "standard"])
    with pytest.raises(InvalidOption, match="--backend processes"):
        simulate("riichi-hana", games=1, bots=[spec, "standard"], backend_name="ray", options=EAST)
    result = CliRunner().invoke(simulate_app, ["simulate", "--bots", f"{spec},standard", "--games", "1"])
    assert result.exit_code == 2 and "Riichi only" in result.output


def test_simulate_reports_a_failing_bot(bot_script: Path, tmp_path: Path) -> None:
    pid_file = tmp_path / "pid"
    spec = "mjai:timeout=5:" + command(bot_script, "illegal", tmp_path / "seen.jsonl", pid_file)
    with pytest.raises(BotError, match="not legal") as caught:  # raised in a worker process, told here
        simulate("riichi-hana", games=1, bots=[spec, "standard"], options=EAST, workers=2)
    assert caught.value.bot == spec.split(":", 2)[2] and caught.value.answer["type"] == "pon"
    assert gone(int(pid_file.read_text()))
    result = CliRunner().invoke(
        simulate_app,
        ["simulate", "-r", "riichi-hana", "--bots", f"{spec},standard", "-o", "flowers=0", "--workers", "1"],
    )
    assert result.exit_code == 2 and "not legal" in result.output


# -- the mirror against logs from elsewhere ------------------------------------------------------------------
def masked(event: dict[str, Any], seat: int) -> dict[str, Any]:
    """An event as `seat` sees it over mjai: the others' deal and draws hidden."""
    if event["type"] == "start_kyoku":
        tehais = [hand if s == seat else ["?"] * len(hand) for s, hand in enumerate(event["tehais"])]
        return {**event, "tehais": tehais}
    if event["type"] == "tsumo" and event["actor"] != seat:
        return {**event, "pai": "?"}
    return event


@pytest.mark.parametrize(("game", "seat"), [(1, 0), (3, 2)])
def test_the_mirror_offers_the_seat_exactly_its_legal_actions_in_a_riichienv_game(game: int, seat: int) -> None:
    """A game riichienv played (Tenhou rules), seen by one seat with the others' tiles hidden: at every own
    draw and every call of the seat, the mirror's legal actions are those of the full replay."""
    from mjai_samples import riichienv_game

    from jongg.interop.mjai import PRESETS, MjaiHand, parse_log
    from jongg.interop.mjai_replay import HandDriver, HandReport

    log = [dict(e) for e in riichienv_game(game, "mixed")]
    checked: Counter[str] = Counter()
    for hand in parse_log(log)[0].hands:
        mirror = MjaiSeat(0, PRESETS["tenhou"], log=io.StringIO())
        mirror.react({"type": "start_game", "id": seat})
        mirror.react(masked(hand.start, seat))
        for k, (_, event) in enumerate(hand.events):
            if event["type"] in ("hora", "ryukyoku", "end_kyoku"):
                break
            mirror.events.append(masked(event, seat))
            mine = event.get("actor") == seat and event["type"] in ("tsumo", "pon", "chi")
            theirs = event.get("actor") != seat and event["type"] in ("dahai", "kakan")
            if not (mine or theirs):
                continue
            truth = HandDriver(
                MjaiHand(0, 0, hand.start_line, hand.start, hand.events[: k + 1]),
                PRESETS["tenhou"],
                HandReport(0, 0, hand.label, 0),
            )
            truth.run()
            legal = sorted(map(str, truth.table.legal_actions(seat))) if seat in truth.table.pending() else []
            if theirs and "pass" not in legal:  # no claim: the full replay has gone on to the next draw
                continue
            view = mirror.view()
            assert view is not None, (hand.label, k, event)
            assert sorted(map(str, view.legal_actions)) == legal, (hand.label, k, event)
            real = truth.table.snapshot(seat)
            assert view.players[seat] == real.players[seat]
            assert [(p.riichi, p.score, p.discards) for p in view.players] == [
                (p.riichi, p.score, p.discards) for p in real.players
            ]
            assert (view.sticks, view.honba, view.indicators) == (real.sticks, real.honba, real.indicators)
            checked[event["type"]] += 1
            checked["others in riichi"] += sum(p.riichi is not None for s, p in enumerate(real.players) if s != seat)
    assert checked["tsumo"] > 30 and checked["dahai"] > 3 and checked["others in riichi"] > 5, checked
