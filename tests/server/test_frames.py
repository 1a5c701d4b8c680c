"""The server's security property, over the actual websocket frames: no frame sent to a seat holds another seat's
concealed tiles or a wall tile not yet revealed, and a spectator's frames hold no concealed tile at all.

Each match is a table of four person seats, each answered by its own client with its first legal action, and a
spectator; every frame each of them is sent is kept and checked against a knowledge model computed here from the
match's omniscient record (`tests/knowledge.py`, shared with `tests/engine/test_invariants.py`), hand
by hand: a seat may know its own dealt tiles, draws and answers of the hand, and what every seat sees.

The app runs in process (Starlette's test client; its frames are the JSON a real server sends). `make test`
plays 2 matches; `make fuzz` 200 from a random first seed (`tests/fuzzing.py`).
"""

from __future__ import annotations

import bisect
import json
import os
import threading
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from fuzzing import blocks, match_seeds, scale
from knowledge import PRIVATE, knowledge, tiles_mentioned
from starlette.testclient import TestClient

from jongg.engine import verify
from jongg.engine.events import read_record_file
from jongg.server.app import create_app

MATCHES = int(os.environ.get("JONGG_SERVER_FRAME_MATCHES", "0")) or (200 if scale() > 1 else 2)
"""Matches: 2 under `make test` (a match of four client-driven seats takes 5-15 s here), 200 under `make fuzz`."""
Message = dict[str, Any]


def play_table(client: TestClient, seed: int) -> tuple[str, dict[int | None, list[str]]]:
    """A table of four people and a spectator, played to the end; the table id and each client's frames."""
    settings = {
        "ruleset": "dmjl-hk-easy",
        "seats": [{"kind": "human", "name": f"P{n}"} for n in range(4)],
        "seed": seed,
        "turn_seconds": None,
        "claim_seconds": None,
    }
    made = client.post("/api/tables", json=settings).json()
    frames: dict[int | None, list[str]] = {p: [] for p in (0, 1, 2, 3, None)}
    failures: list[BaseException] = []

    def run(player: int | None) -> None:
        try:
            with client.websocket_connect(f"/ws/{made['id']}") as ws:
                token = None if player is None else made["seat_tokens"][player]
                ws.send_json({"type": "hello", "token": token, "after": -1})
                for _ in range(20_000):  # a match is some 3,000 events: bounded, never endless
                    text = ws.receive_text()
                    frames[player].append(text)
                    message = json.loads(text)
                    if message["type"] == "decision":
                        action = message["view"]["legal_actions"][0]
                        ws.send_json({"type": "act", "decision": message["decision"], "action": action})
                    elif message["type"] == "events" and message["events"][-1]["type"] == "match_end":
                        return
                raise AssertionError(f"player {player}: no match_end in 20,000 frames")
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=run, args=(p,), daemon=True) for p in (None, 0, 1, 2, 3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(t.is_alive() for t in threads), "a client hung"
    if failures:
        raise failures[0]
    return made["id"], frames


def hands(events: list[Message]) -> list[list[Message]]:
    """The events split at each hand_start (the first part: before the first hand)."""
    out: list[list[Message]] = [[]]
    for event in events:
        if event["type"] == "hand_start":
            out.append([])
        out[-1].append(event)
    return out


def bare(event: Message) -> Message:
    return {k: v for k, v in event.items() if k not in ("seq", "play")}


def read_frame(text: str) -> Message:
    """A frame's message, checked as it is read: no object anywhere in it holds the header's secret `play` key,
    and every wall anywhere in it is hidden (each of its tiles None)."""

    def check(found: dict[str, Any]) -> dict[str, Any]:  # called for every object in the frame, the nested ones too
        assert "play" not in found, "the header's secret play key reached a client"
        assert all(tile is None for tile in found.get("wall") or []), "a wall tile"
        return found

    message: Message = json.loads(text, object_hook=check)
    return message


def last_hand(stream: list[Message], starts: list[int], end: int) -> list[Message]:
    """`hands(stream[:end])[-1]`, found from the indexes of the stream's hand_starts (`starts`)."""
    before = bisect.bisect_left(starts, end)  # the hand_starts before `end`
    return stream[starts[before - 1] if before else 0 : end]


def check_frames(record: list[Message], frames: dict[int | None, list[str]]) -> None:
    seating = record[0]["seating"]
    record_hands = hands(record)
    for player, texts in frames.items():
        seat = None if player is None else seating.index(player)
        messages = [read_frame(t) for t in texts]
        stream = [e for m in messages if m["type"] == "events" for e in m["events"]]
        assert [e["seq"] for e in stream] == list(range(len(stream)))
        stream_hands = hands(stream)
        assert len(stream_hands) == len(record_hands)
        for own, omniscient in zip(stream_hands, record_hands, strict=True):
            private = [e for e in omniscient if e["type"] in PRIVATE]
            allowed = knowledge(private, seat)
            seen = tiles_mentioned([e for e in own if e["type"] in PRIVATE])
            assert not seen - allowed, f"player {player} sees {seen - allowed}"
            if seat is None:
                assert not seen, f"the spectator sees {seen}"
            public = [bare(e) for e in omniscient if e["type"] not in PRIVATE]
            assert [bare(e) for e in own if e["type"] not in PRIVATE] == public
        starts = [n for n, e in enumerate(stream) if e["type"] == "hand_start"]
        for message in messages:
            view = message.get("view")
            if view is None:
                continue
            # a view's decision id: how many events of the stream it follows
            check_view(view, last_hand(stream, starts, view["decision"]), seat)


def check_view(view: Message, hand_so_far: list[Message], seat: int | None) -> None:
    """A view (a decision's, a welcome's) mentions no tile beyond what its seat's stream of this hand holds."""
    assert all("concealed" not in p for p in view["players"])
    if seat is None:
        assert view["concealed"] == [] and view["last_draw"] is None and view["legal_actions"] == []
    private = [e for e in hand_so_far if e["type"] in PRIVATE]
    mine = knowledge(private, seat) if seat is not None else Counter()
    concealed = Counter(view["concealed"])
    assert not concealed - mine, f"seat {seat}'s hand holds {concealed - mine}, not dealt or drawn to it"
    public = set(tiles_mentioned([e for e in hand_so_far if e["type"] not in PRIVATE]))
    shown = set(tiles_mentioned([view["players"], view.get("last_discard")]))
    assert shown <= public | set(mine), f"seat {seat}'s view shows {shown - public - set(mine)} of other seats"
    assert view["last_draw"] is None or view["last_draw"] in view["concealed"]
    own = set(view["concealed"]) | ({view["last_discard"]["tile"]} if view.get("last_discard") else set())
    assert set(tiles_mentioned(view["legal_actions"])) <= own


def play_and_check(tmp_path: Path, seeds: range) -> None:
    with TestClient(create_app(tmp_path, bot_delay=0)) as client:
        for seed in seeds:
            table_id, frames = play_table(client, seed)
            record = read_record_file(tmp_path / "games" / f"{table_id}.jsonl")
            assert verify(record) == []
            check_frames(record, frames)


@pytest.mark.fuzz
@pytest.mark.parametrize("block", blocks(MATCHES))
def test_no_frame_holds_what_its_seat_may_not_know(tmp_path: Path, block: int) -> None:
    play_and_check(tmp_path, match_seeds(MATCHES, block))


def test_the_knowledge_check_catches_a_leak(tmp_path: Path) -> None:
    """The check is not blind: another seat's dealt tiles put into a seat's frame are caught."""
    with TestClient(create_app(tmp_path, bot_delay=0)) as client:
        table_id, frames = play_table(client, 1)
    record = read_record_file(tmp_path / "games" / f"{table_id}.jsonl")
    seating = record[0]["seating"]
    deal = next(e for e in record if e["type"] == "deal")
    other = deal["tiles"][seating.index(1)]
    leaky = dict(frames)
    texts = list(frames[0])
    at = next(n for n, t in enumerate(texts) if '"type":"deal"' in t.replace(" ", ""))
    message = json.loads(texts[at])
    for event in message["events"]:
        if event["type"] == "deal":
            event["tiles"][seating.index(1)] = other
    texts[at] = json.dumps(message)
    leaky[0] = texts
    check_frames(record, frames)
    with pytest.raises(AssertionError):
        check_frames(record, leaky)
