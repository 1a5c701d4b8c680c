"""The game server in process (Starlette's test client, a real websocket session per client): lobby, links,
the protocol's refusals, per-player streams, reconnection, and a whole match against bots."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from jongg.engine import replay, verify
from jongg.engine.events import read_record_file
from jongg.interop.mjai import dumps, export
from jongg.server.app import create_app
from jongg.server.limits import Limits

PERSON_AND_BOTS = {
    "ruleset": "dmjl-hk-easy",
    "seats": [
        {"kind": "human", "name": "Ann"},
        {"kind": "bot", "name": "B", "bot": "standard"},
        {"kind": "bot", "name": "C", "bot": "random"},
        {"kind": "bot", "name": "D", "bot": "standard"},
    ],
    "turn_seconds": None,
    "claim_seconds": None,
}


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with TestClient(create_app(tmp_path, bot_delay=0)) as c:
        yield c


def seat_token(made: dict[str, Any], player: int = 0) -> str:
    token = made["seat_tokens"][player]
    assert made["seats"][player].endswith("#" + token)
    return str(token)


def wait_until_finished(client: TestClient, table_id: str, seconds: float = 30.0) -> None:
    """Until the table's match is over (four bots play it by themselves), bounded in time."""
    end = time.monotonic() + seconds
    while client.get(f"/api/tables/{table_id}").json()["status"] != "finished":
        assert time.monotonic() < end, f"table {table_id} not finished in {seconds} s"
        time.sleep(0.05)


def until(ws: Any, kind: str, seen: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Read messages until one of `kind` (the ones before it kept in `seen`)."""
    while True:
        message = ws.receive_json()
        if seen is not None:
            seen.append(message)
        if message["type"] == kind:
            return message


def test_lobby_makes_lists_and_refuses(client: TestClient) -> None:
    rulesets = client.get("/api/rulesets").json()
    assert {r["id"] for r in rulesets} == {"dmjl-classical", "dmjl-hk-easy", "riichi-hana"}
    riichi = {o["id"]: o for r in rulesets if r["id"] == "riichi-hana" for o in r["options"]}
    assert riichi["flowers"]["choices"] == [0, 4, 8] and riichi["flowers"]["kind"] == "int"
    assert riichi["kiriage"]["kind"] == "bool" and riichi["kiriage"]["choices"] is None
    hke = {o["id"]: o for r in rulesets if r["id"] == "dmjl-hk-easy" for o in r["options"]}
    assert hke["max_duration"]["nullable"] and hke["max_duration"]["kind"] == "int" and hke["fan_minimum"]["min"] == 0
    bad = client.post("/api/tables", json={**PERSON_AND_BOTS, "ruleset": "go"})
    assert bad.status_code == 400 and bad.json()["error"] == "UnknownRuleset"
    bad = client.post("/api/tables", json={**PERSON_AND_BOTS, "options": {"nope": 1}})
    assert bad.json()["error"] == "InvalidOption"
    assert client.post("/api/tables", content=b"[[[[").status_code == 400
    open_table = {
        **PERSON_AND_BOTS,
        "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot"}],
    }
    made = client.post("/api/tables", json=open_table).json()
    assert len(made["host_token"]) >= 43 and made["seats"][2:] == [None, None]  # 256 bits in URL-safe base64
    listed = client.get("/api/tables").json()
    assert [t["id"] for t in listed] == [made["id"]] and listed[0]["free"] == [0, 1]
    assert listed[0]["status"] == "waiting" and "token" not in json.dumps(listed)
    with client.websocket_connect(f"/ws/{made['id']}") as ws:  # Ann uses her link: her seat is taken
        ws.send_json({"type": "hello", "token": seat_token(made), "after": -1})
        assert until(ws, "welcome")["player"] == 0
    assert client.get(f"/api/tables/{made['id']}").json()["free"] == [1]
    assert client.post(f"/api/tables/{made['id']}/join", json={"player": 0}).status_code == 403
    joined = client.post(f"/api/tables/{made['id']}/join", json={"player": 1}).json()
    assert joined["seat_token"] != seat_token(made, 1)
    assert client.post(f"/api/tables/{made['id']}/join", json={"player": 1}).status_code == 403
    assert client.get(f"/api/tables/{made['id']}").json()["status"] == "playing"
    stored = (client.app.state.server.base / "server.sqlite3").read_bytes()  # type: ignore[attr-defined]
    for token in (made["host_token"], seat_token(made), joined["seat_token"]):
        assert token.encode() not in stored
    assert client.get("/api/tables/nope").status_code == 404


def test_a_person_plays_a_whole_match_against_bots_and_the_record_verifies(client: TestClient, tmp_path: Path) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": seat_token(made), "after": -1})
        welcome = until(ws, "welcome")
        assert welcome["player"] == 0 and welcome["host"] is False
        seqs: list[int] = []
        while True:
            message = ws.receive_json()
            if message["type"] == "events":
                seqs += [e["seq"] for e in message["events"]]
                if message["events"][-1]["type"] == "match_end":
                    break
            elif message["type"] == "decision":
                assert message["decision"] == len(seqs)  # the player's own count: nothing hidden moves it
                legal = message["view"]["legal_actions"]
                ws.send_json({"type": "act", "decision": message["decision"], "action": legal[0]})
        assert seqs == list(range(len(seqs)))
    record = read_record_file(tmp_path / "games" / f"{made['id']}.jsonl")
    assert replay(record).done and verify(record) == []
    assert (
        client.get(f"/api/games/{made['id']}/record").content
        == (tmp_path / "games" / f"{made['id']}.jsonl").read_bytes()
    )


def test_refusals_change_nothing(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": seat_token(made), "after": -1})
        decision = until(ws, "decision")
        for junk in (
            "{",
            "[]",
            '{"type": "fly"}',
            '{"type": "act", "decision": 1.5, "action": {}}',
            '{"type": "act", "decision": NaN, "action": {"type": "pass"}}',
            "[" * 5000,
            json.dumps(
                {"type": "act", "decision": decision["decision"] + 1, "action": decision["view"]["legal_actions"][0]}
            ),
            json.dumps({"type": "act", "decision": decision["decision"], "action": {"type": "discard", "tile": "9z"}}),
            json.dumps({"type": "start"}),
        ):
            ws.send_text(junk)
            refused = ws.receive_json()
            assert refused["type"] == "error" and refused["message"], junk
        ws.send_json({"type": "act", "decision": decision["decision"], "action": decision["view"]["legal_actions"][0]})
        moved = until(ws, "events")
        assert moved["events"][0]["seq"] == decision["decision"]
        ws.send_json({"type": "act", "decision": decision["decision"], "action": decision["view"]["legal_actions"][0]})
        assert until(ws, "error")["error"] == "IllegalAction"  # the same answer twice: stale


def test_a_wrong_link_is_refused_and_a_spectator_sees_no_hand(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": seat_token(made)[:-2] + "AA", "after": -1})
        assert ws.receive_json()["error"] == "NotAllowed"
    with (
        client.websocket_connect(f"/ws/{made['id']}") as ann,
        client.websocket_connect(f"/ws/{made['id']}") as spectator,
    ):
        ann.send_json({"type": "hello", "token": seat_token(made), "after": -1})
        until(ann, "decision")  # the match has begun
        spectator.send_json({"type": "hello", "token": None, "after": -1})
        welcome = until(spectator, "welcome")
        assert welcome["player"] is None and all("concealed" not in p for p in welcome["view"]["players"])
        assert welcome["view"]["concealed"] == [] and welcome["view"]["legal_actions"] == []
        events = until(spectator, "events")["events"]
        deal = next(e for e in events if e["type"] == "deal")
        start = next(e for e in events if e["type"] == "hand_start")
        assert all(tile is None for tiles in deal["tiles"] for tile in tiles)
        assert all(tile is None for tile in start.get("wall") or [])
        assert all(e.get("tile") is None for e in events if e["type"] == "draw")
        spectator.send_json({"type": "act", "decision": 0, "action": {"type": "pass"}})
        assert until(spectator, "error")["error"] == "IllegalAction"


def test_reconnecting_gets_exactly_the_missed_events(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": seat_token(made), "after": -1})
        first: list[dict[str, Any]] = []
        decision = until(ws, "decision", first)
        held = [e for m in first if m["type"] == "events" for e in m["events"]]
        ws.send_json({"type": "act", "decision": decision["decision"], "action": decision["view"]["legal_actions"][0]})
        until(ws, "decision")
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        keep = len(held) - 3
        ws.send_json({"type": "hello", "token": seat_token(made), "after": keep - 1})
        again: list[dict[str, Any]] = []
        until(ws, "decision", again)
        got = [e for m in again if m["type"] == "events" for e in m["events"]]
        assert [e["seq"] for e in got] == list(range(keep, keep + len(got)))
        assert got[:3] == held[keep:]


def test_a_match_over_but_not_yet_exported_is_exported_when_the_server_starts_again(tmp_path: Path) -> None:
    """A server killed after the last step was committed, before its record was written (or before the table was
    marked finished), writes the record when it starts again."""
    four_bots = {**PERSON_AND_BOTS, "seats": [{"kind": "bot", "bot": "random"}] * 4}
    with TestClient(create_app(tmp_path, bot_delay=0)) as first:
        made = first.post("/api/tables", json=four_bots).json()
        wait_until_finished(first, made["id"])
    exported = tmp_path / "games" / f"{made['id']}.jsonl"
    whole = exported.read_bytes()
    for status in ("playing", "finished"):  # killed before the export; an ended table killed before it
        exported.unlink()
        with sqlite3.connect(tmp_path / "server.sqlite3") as db:
            db.execute("UPDATE tables SET status = ? WHERE id = ?", (status, made["id"]))
        with TestClient(create_app(tmp_path, bot_delay=0)) as again:
            assert again.get(f"/api/tables/{made['id']}").json()["status"] == "finished"
        assert exported.read_bytes() == whole


def test_the_table_limit_counts_the_tables_not_finished(tmp_path: Path) -> None:
    """A server holds at most `Limits.tables` tables waiting or being played; finished ones free their place and
    their rooms (a server that ran 500 matches still makes tables)."""
    four_bots = {**PERSON_AND_BOTS, "seats": [{"kind": "bot", "bot": "random"}] * 4}
    with TestClient(create_app(tmp_path, bot_delay=0, limits=Limits(tables=2))) as client:
        waiting = client.post("/api/tables", json=PERSON_AND_BOTS).json()
        played = client.post("/api/tables", json=four_bots).json()
        refused = client.post("/api/tables", json=four_bots)
        assert refused.status_code == 400 and refused.json()["error"] == "TooMany"
        wait_until_finished(client, played["id"])
        made = client.post("/api/tables", json=PERSON_AND_BOTS)
        assert made.status_code == 201
        rooms = client.app.state.server.rooms  # type: ignore[attr-defined]
        assert set(rooms) == {waiting["id"], made.json()["id"]}


def test_a_client_that_asks_for_views_gets_one_after_each_change(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": seat_token(made), "after": -1, "views": "yes"})
        assert ws.receive_json()["error"] == "BadMessage"
    with client.websocket_connect(f"/ws/{made['id']}") as watcher, client.websocket_connect(f"/ws/{made['id']}") as ws:
        watcher.send_json({"type": "hello", "token": None, "after": -1, "views": True})
        until(watcher, "welcome")
        ws.send_json({"type": "hello", "token": seat_token(made), "after": -1})
        decision = until(ws, "decision")
        ws.send_json({"type": "act", "decision": decision["decision"], "action": decision["view"]["legal_actions"][0]})
        seen: list[dict[str, Any]] = []
        for _ in range(200):  # views until one shows the person's discard
            view = until(watcher, "view", seen)["view"]
            events = [e for m in seen if m["type"] == "events" for e in m["events"]]
            assert view["decision"] == len(events) and view["concealed"] == [] and view["legal_actions"] == []
            assert sorted(view["seating"]) == [0, 1, 2, 3]
            if any(p["discards"] for p in view["players"]):
                break
        else:
            raise AssertionError("no view showed a discard")


def test_the_pages_and_their_scripts_are_served_with_a_content_security_policy(client: TestClient) -> None:
    for path, kind in (("/", "text/html"), ("/table/anything", "text/html"), ("/static/js/table.js", "javascript")):
        answer = client.get(path)
        assert answer.status_code == 200 and kind in answer.headers["content-type"], path
        assert "default-src 'self'" in answer.headers["content-security-policy"]
    assert client.get("/static/../store.py").status_code == 404
    assert client.get("/static/js/nothing.js").status_code == 404


def test_a_finished_game_is_listed_and_shown_at_any_event(tmp_path: Path) -> None:
    four_bots = {**PERSON_AND_BOTS, "seats": [{"kind": "bot", "bot": "random"}] * 4}
    with TestClient(create_app(tmp_path, bot_delay=0)) as client:
        waiting = client.post("/api/tables", json=PERSON_AND_BOTS).json()
        assert client.get(f"/api/games/{waiting['id']}/view").status_code == 403  # not finished: nothing shown
        made = client.post("/api/tables", json=four_bots).json()
        wait_until_finished(client, made["id"])
        assert [g["id"] for g in client.get("/api/games").json()] == [made["id"]]
        record = read_record_file(tmp_path / "games" / f"{made['id']}.jsonl")
        at = next(n for n, e in enumerate(record) if e["type"] == "discard")
        everybody = client.get(f"/api/games/{made['id']}/view?at={at}").json()
        assert everybody["event"] == record[at] and everybody["count"] == len(record)
        assert everybody["hands"] == [n for n, e in enumerate(record) if e["type"] == "hand_start"]
        replayed = replay(record[: at + 1])
        assert everybody["concealed"] == [replayed.snapshot(s).to_json()["concealed"] for s in range(4)]
        for n in [0, *range(1, len(record), 97), len(record) - 1]:  # every event can be shown
            shown = client.get(f"/api/games/{made['id']}/view?at={n}&seat={n % 4}").json()
            assert shown["at"] == max(n, everybody["hands"][0]) and len(shown["view"]["players"]) == 4
        one = client.get(f"/api/games/{made['id']}/view?at={at}&seat=2").json()
        assert one["concealed"] is None and one["view"]["concealed"] == everybody["concealed"][2]
        for query in ("at=-1", f"at={len(record)}", "at=1e3", "at=9999999", "seat=5", "seat=<b>"):
            answer = client.get(f"/api/games/{made['id']}/view?{query}")
            assert answer.status_code == 400 and answer.json()["error"] == "InvalidRequest", query


def test_a_finished_riichi_game_downloads_as_an_mjai_log(tmp_path: Path) -> None:
    riichi = {**PERSON_AND_BOTS, "ruleset": "riichi-hana", "seats": [{"kind": "bot", "bot": "random"}] * 4}
    hk_easy = {**PERSON_AND_BOTS, "seats": [{"kind": "bot", "bot": "random"}] * 4}
    with TestClient(create_app(tmp_path, bot_delay=0)) as client:
        made = client.post("/api/tables", json=riichi).json()
        other = client.post("/api/tables", json=hk_easy).json()
        wait_until_finished(client, made["id"])
        wait_until_finished(client, other["id"])
        answer = client.get(f"/api/games/{made['id']}/mjai")
        assert answer.status_code == 200
        record = read_record_file(tmp_path / "games" / f"{made['id']}.jsonl")
        assert answer.text == dumps(export(record))
        assert json.loads(answer.text.splitlines()[0])["type"] == "start_game"
        assert client.get(f"/api/games/{made['id']}/view?at=0").json()["mjai"] is True
        assert client.get(f"/api/games/{other['id']}/view?at=0").json()["mjai"] is False
        refused = client.get(f"/api/games/{other['id']}/mjai")
        assert refused.status_code == 400 and refused.json()["error"] == "InvalidRequest"


def test_views_say_who_sits_where_after_the_seats_rotate(tmp_path: Path) -> None:
    rotating = {
        **PERSON_AND_BOTS,
        "options": {"seat_rotation": True},
        "seats": [{"kind": "bot", "bot": "random"}] * 4,
    }
    with TestClient(create_app(tmp_path, bot_delay=0)) as client:
        made = client.post("/api/tables", json=rotating).json()
        wait_until_finished(client, made["id"])
        record = read_record_file(tmp_path / "games" / f"{made['id']}.jsonl")
        last = client.get(f"/api/games/{made['id']}/view?at={len(record) - 1}").json()
        assert last["seating"] == list(replay(record).state.match.seating)
        assert last["seating"] != record[0]["seating"]  # rotated after the East, South and West rounds


def test_a_strict_tables_mistake_is_accepted_from_a_person_and_anything_else_refused(client: TestClient) -> None:
    """At a strict table the room takes a seat's strict action (here a false Mah-Jongg call in Hong Kong Easy: 16
    to each, the hand ends) as it takes a legal one; an action in neither list is refused and changes nothing."""
    made = client.post("/api/tables", json={**PERSON_AND_BOTS, "options": {"strict": True}, "seed": 7}).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": seat_token(made), "after": -1})
        decision = until(ws, "decision")
        view = decision["view"]
        call = next(a for a in view["strict_actions"] if a["type"] == "mahjongg")
        assert call not in view["legal_actions"] and {"type": "expose"} not in view["strict_actions"]
        before = client.get(f"/api/tables/{made['id']}").json()
        ws.send_json({"type": "act", "decision": decision["decision"], "action": {"type": "expose"}})
        assert until(ws, "error")["error"] == "IllegalAction"
        assert client.get(f"/api/tables/{made['id']}").json() == before
        ws.send_json({"type": "act", "decision": decision["decision"], "action": call})
        happened: list[dict[str, Any]] = []
        while not any(e["type"] == "hand_end" for e in happened):
            message = ws.receive_json()
            assert message["type"] != "error", message  # the strict answer is taken
            happened += message["events"] if message["type"] == "events" else []
        kinds = [e["type"] for e in happened]
        assert kinds[kinds.index("mahjongg_call") :][:3] == ["mahjongg_call", "penalty", "hand_end"]
        penalty = next(e for e in happened if e["type"] == "penalty")
        assert penalty["rule"] == "false-mahjong" and [x["amount"] for x in penalty["transfers"]] == [16, 16, 16]


def test_the_analysis_takes_the_rule_sets_options(client: TestClient) -> None:
    """`/api/analyse` with `options`, as `jongg analyse -o`: a minimum has the waits scored; a bad option or a
    non-object is refused (400) and says why."""
    hand = {"hand": "234m456p789s11z55s", "ruleset": "dmjl-hk-easy"}
    plain = client.post("/api/analyse", json=hand)
    assert plain.status_code == 200 and [w.get("yaku") for w in plain.json()["waits"]] == [None, None]
    scored = client.post("/api/analyse", json={**hand, "options": {"fan_minimum": 2}})
    assert scored.status_code == 200 and [w["yaku"] for w in scored.json()["waits"]] == [["tsumo"], ["ron", "tsumo"]]
    for bad in ({"bogus": 1}, [1]):
        refused = client.post("/api/analyse", json={**hand, "options": bad})
        assert refused.status_code == 400, refused.text
