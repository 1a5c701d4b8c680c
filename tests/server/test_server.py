"""The game server in process (Starlette's test client, a real websocket session per client): lobby, links,
the protocol's refusals, per-player streams, reconnection, and a whole match against bots."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from jongg.engine import replay
from jongg.engine.events import read_record_file
from jongg.server.app import create_app

PERSON_AND_BOTS = {
    "ruleset": "dmjl-hk-easy",
    "seats": [
        {"name": "Ann"},
        {"name": "B", "bot": "standard"},
        {"name": "C", "bot": "random"},
        {"name": "D", "bot": "standard"},
    ],
    "turn_seconds": None,
    "claim_seconds": None,
    "take": 0,
}


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with TestClient(create_app(tmp_path)) as c:
        yield c


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
    bad = client.post("/api/tables", json={**PERSON_AND_BOTS, "ruleset": "go"})
    assert bad.status_code == 400 and bad.json()["error"] == "UnknownRuleset"
    bad = client.post("/api/tables", json={**PERSON_AND_BOTS, "options": {"nope": 1}})
    assert bad.json()["error"] == "InvalidOption"
    assert client.post("/api/tables", content=b"[[[[").status_code == 400
    open_table = {
        **PERSON_AND_BOTS,
        "seats": [{"name": "A"}, {"name": "B"}, {"name": "C", "bot": "random"}, {"name": "D", "bot": "random"}],
    }
    made = client.post("/api/tables", json=open_table).json()
    assert len(made["host_token"]) >= 43 and made["player"] == 0  # 256 bits in URL-safe base64
    listed = client.get("/api/tables").json()
    assert [t["id"] for t in listed] == [made["id"]] and listed[0]["taken"] == [True, False, True, True]
    assert "token" not in json.dumps(listed)
    joined = client.post(f"/api/tables/{made['id']}/join", json={"player": 1}).json()
    again = client.post(f"/api/tables/{made['id']}/join", json={"player": 1})
    assert again.status_code == 403 and joined["seat_token"] != made["seat_token"]
    assert client.get("/api/tables").json()[0]["state"] == "playing"
    lobby_file = (client.app.state.server.base / "lobby.sqlite3").read_bytes()  # type: ignore[attr-defined]
    assert made["seat_token"].encode() not in lobby_file and made["host_token"].encode() not in lobby_file


def test_a_person_plays_a_whole_match_against_bots_and_the_record_verifies(client: TestClient, tmp_path: Path) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": made["seat_token"], "after": -1})
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
    assert replay(record).done


def test_refusals_change_nothing(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": made["seat_token"], "after": -1})
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
        ws.send_json({"type": "hello", "token": made["seat_token"][:-1] + "A", "after": -1})
        assert ws.receive_json()["error"] == "NotAllowed"
    with client.websocket_connect(f"/ws/{made['id']}") as spectator:
        spectator.send_json({"type": "hello", "token": None, "after": -1})
        until(spectator, "welcome")
        events = until(spectator, "events")["events"]
        deal = next(e for e in events if e["type"] == "deal")
        start = next(e for e in events if e["type"] == "hand_start")
        assert all(tile is None for tiles in deal["tiles"] for tile in tiles)
        assert all(tile is None for tile in start.get("wall") or [])
        assert all(e.get("tile") is None for e in events if e["type"] == "draw")


def test_reconnecting_gets_exactly_the_missed_events(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": made["seat_token"], "after": -1})
        first: list[dict[str, Any]] = []
        decision = until(ws, "decision", first)
        held = [e for m in first if m["type"] == "events" for e in m["events"]]
        ws.send_json({"type": "act", "decision": decision["decision"], "action": decision["view"]["legal_actions"][0]})
        until(ws, "decision")
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        keep = len(held) - 3
        ws.send_json({"type": "hello", "token": made["seat_token"], "after": keep - 1})
        again: list[dict[str, Any]] = []
        until(ws, "decision", again)
        got = [e for m in again if m["type"] == "events" for e in m["events"]]
        assert [e["seq"] for e in got] == list(range(keep, keep + len(got)))
        assert got[:3] == held[keep:]
