"""The web server's routes: the lobby over HTTP, each table's play over one websocket per client.

`create_app(base)` makes the ASGI app for a data directory (the lobby file and the game files live there);
`jongg serve` runs it on uvicorn. HTTP answers are JSON; an error is `{"error": type, "message": text}` with
status 400 (a bad request), 403 (a link that opens nothing) or 404 (no such table). See `docs/protocol.md`.
"""

from __future__ import annotations

import json
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from jongg.errors import InvalidRequest, JonggError
from jongg.rules import RULESETS
from jongg.rules.base import describe_options
from jongg.server.lobby import Lobby, NotAllowed, TableSettings
from jongg.server.protocol import MAX_MESSAGE, Act, BadMessage, End, Hello, Ping, Start, parse_message
from jongg.server.room import GRACE, Client, Room

MAX_BODY = 16_384


class Server:
    """The lobby and the rooms of one data directory."""

    def __init__(self, base: Path, grace: float = GRACE) -> None:
        self.base = base
        self.grace = grace
        self.lobby = Lobby(base)
        self.rooms: dict[str, Room] = {}

    def room(self, table_id: str) -> Room:
        found = self.rooms.get(table_id)
        if found is None:
            self.lobby.entry(table_id)  # NotAllowed for a table that does not exist
            found = self.rooms[table_id] = Room(table_id, self.lobby, self.base, grace=self.grace)
        return found


def create_app(base: Path, grace: float = GRACE) -> Starlette:
    server = Server(base, grace)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> Any:
        yield
        for room in server.rooms.values():
            if room.host is not None:
                room.host.close()
        server.lobby.close()

    async def rulesets(request: Request) -> JSONResponse:
        out = [
            {
                "id": r.id,
                "name": {"en": r.name_en, "de": r.name_de},
                "options": [{"id": n, "default": d, "doc": doc} for n, d, doc in describe_options(r.options_type)],
            }
            for r in RULESETS.values()
            if r.flow is not None
        ]
        return JSONResponse(out)

    async def tables(request: Request) -> JSONResponse:
        if request.method == "GET":
            return JSONResponse([entry.to_json() for entry in server.lobby.tables()])
        body = await _body(request)
        take = body.pop("take", None) if isinstance(body, dict) else None
        settings = TableSettings.from_json(body)
        table_id, links = server.lobby.create(settings, take)
        await server.room(table_id).seats_taken()
        return JSONResponse(
            {"id": table_id, "host_token": links.host, "seat_token": links.seat, "player": links.player},
            status_code=201,
        )

    async def join(request: Request) -> JSONResponse:
        body = await _body(request)
        table_id = request.path_params["table_id"]
        player = body.get("player") if isinstance(body, dict) else None
        token = server.lobby.join(table_id, player)
        room = server.rooms.get(table_id)
        if room is not None:
            await room.seats_taken()
        return JSONResponse({"id": table_id, "player": player, "seat_token": token})

    async def play(websocket: WebSocket) -> None:
        await websocket.accept()
        client: Client | None = None
        room: Room | None = None
        try:
            hello = parse_message(await websocket.receive_text())
            if not isinstance(hello, Hello):
                raise BadMessage("the first message is hello")
            room = server.room(websocket.path_params["table_id"])
            is_host, player = (False, None) if hello.token is None else server.lobby.who(room.table_id, hello.token)
            client = Client(websocket.send_json, player, is_host)
            await room.attach(client, hello.after)
            while True:
                text = await websocket.receive_text()
                try:
                    message = parse_message(text)
                    if isinstance(message, Ping):
                        await websocket.send_json({"type": "pong"})
                    elif isinstance(message, Act | Start | End):
                        await room.handle(client, message)
                    else:
                        raise BadMessage("hello is said once")
                except JonggError as exc:
                    await websocket.send_json({"type": "error", "error": type(exc).__name__, "message": str(exc)})
        except WebSocketDisconnect:
            pass
        except JonggError as exc:  # before the client was admitted: say why, and close
            await websocket.send_json({"type": "error", "error": type(exc).__name__, "message": str(exc)})
            await websocket.close(code=4403 if isinstance(exc, NotAllowed) else 4400)
        finally:
            if room is not None and client is not None:
                await room.detach(client)

    routes = [
        Route("/api/rulesets", rulesets),
        Route("/api/tables", tables, methods=["GET", "POST"]),
        Route("/api/tables/{table_id}/join", join, methods=["POST"]),
        WebSocketRoute("/ws/{table_id}", play),
    ]
    app = Starlette(routes=routes, lifespan=lifespan, exception_handlers={JonggError: _error})
    app.state.server = server
    return app


async def _body(request: Request) -> Any:
    data = await request.body()
    if len(data) > MAX_BODY:
        raise InvalidRequest(f"a request body is at most {MAX_BODY} bytes")
    try:
        return json.loads(data or b"{}", parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise InvalidRequest("the body is not JSON") from None


def _no_constant(name: str) -> Any:
    raise ValueError(name)


async def _error(request: Request, exc: Exception) -> JSONResponse:
    status = 404 if isinstance(exc, NotAllowed) and str(exc).startswith("no table") else 400
    if isinstance(exc, NotAllowed) and status != 404:
        status = 403
    return JSONResponse({"error": type(exc).__name__, "message": str(exc)}, status_code=status)


__all__ = ["MAX_MESSAGE", "Server", "create_app"]
