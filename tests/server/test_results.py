"""What the server tells one player besides the events (in process, Starlette's test client): the hint of his
own seat on request, where the table allows hints; each hand's and the match's result in the words of
`jongg play`, in English and German; the next hand waiting for the people reading the result."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from test_server import PERSON_AND_BOTS, seat_token, until

from jongg.i18n import text
from jongg.server.app import create_app


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with TestClient(create_app(tmp_path, bot_delay=0, result_seconds=60)) as c:
        yield c


def hello(ws: Any, token: str | None, results: bool = True) -> dict[str, Any]:
    ws.send_json({"type": "hello", "token": token, "after": -1, "results": results})
    return until(ws, "welcome")


def test_hints_for_the_asking_seat_only_and_only_where_the_table_allows_them(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ann, client.websocket_connect(f"/ws/{made['id']}") as guest:
        hello(ann, seat_token(made))
        decision = until(ann, "decision")
        hello(guest, None)
        ann.send_json({"type": "hints"})
        seen: list[dict[str, Any]] = []
        hints = until(ann, "hints", seen)["hints"]
        assert hints["decision"] == decision["decision"] and isinstance(hints["shanten"], int)
        assert hints["advice"] in decision["view"]["legal_actions"]  # the standard bot's choice, one of hers
        assert set(hints["best"]) <= set(decision["view"]["concealed"])
        assert all(0 <= w["live"] <= 4 for w in hints["waits"])
        guest.send_json({"type": "hints"})  # a spectator has no seat to be hinted
        assert until(guest, "error")["error"] == "IllegalAction"
        guest.send_json({"type": "ping"})
        shown: list[dict[str, Any]] = []
        until(guest, "pong", shown)
        assert not [m for m in shown if m["type"] == "hints"]  # Ann's hint went to Ann alone
    closed = client.post("/api/tables", json={**PERSON_AND_BOTS, "hints": False}).json()
    assert client.get(f"/api/tables/{closed['id']}").json()["hints"] is False
    with client.websocket_connect(f"/ws/{closed['id']}") as ann:
        hello(ann, seat_token(closed))
        until(ann, "decision")
        ann.send_json({"type": "hints"})
        refused = until(ann, "error")
        assert refused["error"] == "NotAllowed" and refused["message"] == text("server.no_hints", "en")
    assert client.post("/api/tables", json={**PERSON_AND_BOTS, "hints": "yes"}).status_code == 400


def play_until_report(ws: Any) -> dict[str, Any]:
    """Answer every decision with its first legal action until a `report` frame."""
    while True:
        message = ws.receive_json()
        if message["type"] == "decision":
            legal = message["view"]["legal_actions"]
            ws.send_json({"type": "act", "decision": message["decision"], "action": legal[0]})
        elif message["type"] == "report":
            return message


def test_the_next_hand_waits_until_the_reader_says_next(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ann:
        hello(ann, seat_token(made))
        report = play_until_report(ann)
        en, de = report["report"]["en"], report["report"]["de"]
        assert en["kind"] == "hand" and len(en["totals"]) == 4 and len(en["hands"]) == 4
        assert en["title"].startswith("Hand 1") and de["title"].startswith("Hand 1")
        assert en["totals_title"] == text("play.end.totals", "en") and de["totals_title"] == "Spielstand"
        assert de["columns"] == [text(k, "de") for k in ("play.end.player", "play.end.this_hand", "play.end.total")]
        assert sum(change for _, change, _ in en["totals"]) == 0  # HKE settles zero-sum
        table = until(ann, "table")["table"]
        assert table["between_hands"]["waiting"] == [0] and 0 < table["between_hands"]["seconds"] <= 60
        ann.send_json({"type": "ping"})  # nothing moves meanwhile: no bot, no clock, no decision
        quiet: list[dict[str, Any]] = []
        until(ann, "pong", quiet)
        assert [m["type"] for m in quiet] == ["pong"]
        ann.send_json({"type": "act", "decision": 0, "action": {"type": "pass"}})
        assert until(ann, "error")["message"] == text("server.between_hands", "en")
        ann.send_json({"type": "next"})
        assert until(ann, "table")["table"]["between_hands"] is None
        decision = until(ann, "decision")  # the next hand goes on, and asks her with her full time
        assert decision["view"]["hand"] == 2
        ann.send_json({"type": "next"})  # said again, late: nothing happens, no error
        ann.send_json({"type": "ping"})
        assert until(ann, "pong") == {"type": "pong"}


def test_the_next_hand_begins_anyway_after_the_limit(tmp_path: Path) -> None:
    with TestClient(create_app(tmp_path, bot_delay=0, result_seconds=0.3)) as client:
        made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
        with client.websocket_connect(f"/ws/{made['id']}") as ann:
            hello(ann, seat_token(made))
            play_until_report(ann)
            assert until(ann, "table")["table"]["between_hands"]["waiting"] == [0]
            assert until(ann, "table")["table"]["between_hands"] is None  # nobody said next: the limit
            assert until(ann, "decision")["view"]["hand"] == 2


def test_a_program_that_shows_no_results_is_not_waited_for(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ann:
        hello(ann, seat_token(made), results=False)
        hands = set()
        while 2 not in hands:
            message = ann.receive_json()
            assert message["type"] != "report"
            if message["type"] == "decision":
                hands.add(message["view"]["hand"])
                legal = message["view"]["legal_actions"]
                ann.send_json({"type": "act", "decision": message["decision"], "action": legal[0]})


def test_the_match_ends_with_the_placings_and_riichis_uma_explained(client: TestClient) -> None:
    riichi = {**PERSON_AND_BOTS, "ruleset": "riichi-hana", "options": {"length": "east"}}
    made = client.post("/api/tables", json=riichi).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ann:
        hello(ann, seat_token(made))
        while True:
            report = play_until_report(ann)
            if report["report"]["en"]["kind"] == "match":
                break
            assert report["report"]["en"]["next"] is not None  # Riichi: the honba and sticks of the next hand
            ann.send_json({"type": "next"})
        en, de = report["report"]["en"], report["report"]["de"]
        assert [row[0] for row in en["rows"]] == ["1", "2", "3", "4"]
        assert {row[1] for row in en["rows"]} == {"Ann", "B", "C", "D"}
        assert en["note"] == text("play.final.uma", "en", returned=30000, high="20", low="10", oka=20)
        assert de["note"] == text("play.final.uma", "de", returned=30000, high="20", low="10", oka=20)
        assert de["columns"][0] == "Platz" and en["title"].startswith("The match is over")


def test_a_reader_who_comes_back_is_still_waited_for_and_gets_the_result_again(client: TestClient) -> None:
    made = client.post("/api/tables", json=PERSON_AND_BOTS).json()
    with client.websocket_connect(f"/ws/{made['id']}") as ann:
        hello(ann, seat_token(made))
        first = play_until_report(ann)
    with client.websocket_connect(f"/ws/{made['id']}") as ann:  # her page again, from the start of its stream
        welcome = hello(ann, seat_token(made))
        assert welcome["table"]["between_hands"]["waiting"] == [0]
        again = until(ann, "report")
        assert again == first
        ann.send_json({"type": "next"})
        assert until(ann, "decision")["view"]["hand"] == 2
