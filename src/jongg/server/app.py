"""The server's routes: the lobby and the library over HTTP, each table's play over one websocket per client.

`create_app(base)` makes the ASGI app of a data directory (its database and games folder); `jongg serve` runs
it on uvicorn. Every HTTP answer is JSON; an error is `{"error": type, "message": text}` with status 400 (a bad
request), 403 (a link that opens nothing), 404 (no such table) or 413 (too large). See `docs/protocol.md`.
"""

from __future__ import annotations

import json
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Final

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from jongg import __version__
from jongg.errors import InvalidRequest, JonggError, excerpt
from jongg.i18n import OPTION_DOCS_DE
from jongg.rules import RULESETS
from jongg.rules.base import describe_options, option_specs
from jongg.server.limits import Limits, RateLimit, TooMany
from jongg.server.protocol import (
    Act,
    BadMessage,
    End,
    Hello,
    Hints,
    Next,
    Pause,
    Ping,
    Resume,
    Start,
    error_frame,
    parse_message,
)
from jongg.server.replays import Replays
from jongg.server.room import BOT_DELAY, GRACE, RESULT_SECONDS, Client, Room
from jongg.server.settings import TableSettings
from jongg.server.store import FINISHED, PLAYING, NoTable, NotAllowed, ServerStore

MAX_BODY: Final = 16_384
STATIC: Final = Path(__file__).resolve().parent / "static"
"""The browser client: HTML, CSS and JavaScript modules, served as they are (no build step, no CDN)."""
CSP: Final = "default-src 'self'; connect-src 'self'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'"


class Server:
    """The store and the rooms of one data directory."""

    def __init__(
        self, base: Path, grace: float, bot_delay: float, limits: Limits, result_seconds: float = RESULT_SECONDS
    ) -> None:
        self.base = base
        self.grace, self.bot_delay, self.limits = grace, bot_delay, limits
        self.result_seconds = result_seconds
        self.store = ServerStore(base)
        self.rooms: dict[str, Room] = {}
        self.replays = Replays(self.store)

    def room(self, table_id: str) -> Room:
        found = self.rooms.get(table_id)
        if found is None:
            self.store.entry(table_id)  # NoTable for a table that does not exist
            found = self.rooms[table_id] = Room(
                table_id, self.store, grace=self.grace, bot_delay=self.bot_delay, result_seconds=self.result_seconds
            )
        return found

    def sweep(self) -> None:
        """Forget the rooms of finished tables nobody is connected to (a room is made again when asked for)."""
        for table_id, room in list(self.rooms.items()):
            if not room.clients and room.entry.status == FINISHED:
                del self.rooms[table_id]

    async def resume_all(self) -> None:
        """After a start: every table being played goes on (its deadlines start again); a table ended by its
        host while the server was killed is exported."""
        for entry in self.store.tables():
            if entry.status == PLAYING:
                await self.room(entry.id).resume()
            elif entry.status == FINISHED and self.store.event_count(entry.id):
                self.store.export(entry.id)


def create_app(
    base: Path,
    *,
    grace: float = GRACE,
    bot_delay: float = BOT_DELAY,
    limits: Limits | None = None,
    result_seconds: float = RESULT_SECONDS,
) -> Starlette:
    server = Server(base, grace, bot_delay, limits or Limits(), result_seconds)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> Any:
        await server.resume_all()
        yield
        server.store.close()

    async def health(request: Request) -> JSONResponse:
        return JSONResponse({"ok": True, "version": __version__, "tables": len(server.rooms)})

    async def rulesets(request: Request) -> JSONResponse:
        return JSONResponse(
            [
                {
                    "id": r.id,
                    "name": {"en": r.name_en, "de": r.name_de},
                    "options": [
                        {**spec, "doc": {"en": doc, "de": OPTION_DOCS_DE.get(doc, doc)}}
                        for spec, (_, _, doc) in zip(
                            option_specs(r.options_type), describe_options(r.options_type), strict=True
                        )
                    ],
                }
                for r in RULESETS.values()
                if r.flow is not None
            ]
        )

    async def library(request: Request) -> JSONResponse:
        """`/api/score`, `/api/settle`: the library's JSON contract; `/api/analyse`: a hand's analysis."""
        body = await _body(request)
        name = request.url.path.rsplit("/", 1)[-1]
        if name == "analyse":
            return JSONResponse(_analyse(body))
        from jongg.scoring import score, settle

        return JSONResponse(score(body) if name == "score" else settle(body))

    async def tables(request: Request) -> JSONResponse:
        if request.method == "GET":
            return JSONResponse(
                [e.to_json() for e in server.store.tables() if e.settings.public and e.status != FINISHED]
            )
        server.sweep()
        if server.store.open_count() >= server.limits.tables:
            raise TooMany("server.too_many_tables", tables=server.limits.tables)
        settings = TableSettings.from_json(await _body(request))
        table_id, links = server.store.create(settings)
        await server.room(table_id).seats_taken()  # a table of four bots begins at once
        page = str(request.base_url).rstrip("/")
        return JSONResponse(
            {
                "id": table_id,
                "host": f"{page}/table/{table_id}#{links.host}",
                "seats": [None if t is None else f"{page}/table/{table_id}#{t}" for t in links.seats],
                "host_token": links.host,
                "seat_tokens": list(links.seats),
            },
            status_code=201,
        )

    async def table(request: Request) -> JSONResponse:
        return JSONResponse(server.room(request.path_params["table_id"]).public_state())

    async def join(request: Request) -> JSONResponse:
        body = await _body(request)
        table_id = request.path_params["table_id"]
        player = body.get("player") if isinstance(body, dict) else None
        token = server.store.join(table_id, player)
        await server.room(table_id).seats_taken()
        page = str(request.base_url).rstrip("/")
        return JSONResponse(
            {"id": table_id, "player": player, "link": f"{page}/table/{table_id}#{token}", "seat_token": token}
        )

    async def record(request: Request) -> Response:
        table_id = request.path_params["table_id"]
        entry = server.store.entry(table_id)
        if entry.status != FINISHED:
            raise NotAllowed("server.record_when_finished")
        path = server.store.export(table_id)
        return Response(path.read_bytes(), media_type="application/x-ndjson")

    async def games(request: Request) -> JSONResponse:
        """The finished games, newest first: what the replay viewer lists."""
        return JSONResponse(
            [
                {"id": e.id, "ruleset": e.settings.ruleset, "players": [s.name for s in e.settings.seats]}
                for e in server.store.tables(FINISHED)
                if server.store.event_count(e.id)
            ]
        )

    async def game_view(request: Request) -> JSONResponse:
        query = request.query_params
        shown = server.replays.view(request.path_params["table_id"], query.get("at", "0"), query.get("seat", "all"))
        return JSONResponse(shown)

    async def game_mjai(request: Request) -> Response:
        log = server.replays.mjai(request.path_params["table_id"])
        return Response(log, media_type="application/x-ndjson")

    async def replay_page(request: Request) -> FileResponse:
        return FileResponse(STATIC / "replay.html")

    async def play(websocket: WebSocket) -> None:
        if not server.limits.origin_ok(websocket.headers.get("origin"), websocket.headers.get("host")):
            await websocket.close(code=4403)
            return
        await websocket.accept()
        client: Client | None = None
        room: Room | None = None
        rate = RateLimit(server.limits.messages_per_second, server.limits.burst)
        try:
            hello = parse_message(await websocket.receive_text())
            if not isinstance(hello, Hello):
                raise BadMessage("server.first_message_hello")
            room = server.room(websocket.path_params["table_id"])
            if len(room.clients) >= server.limits.connections_per_table:
                raise TooMany("server.too_many_connections")
            is_host, player = (False, None) if hello.token is None else server.store.who(room.table_id, hello.token)
            client = Client(websocket.send_text, player, is_host, views=hello.views, results=hello.results)
            await room.attach(client, hello.after)
            while True:
                text = await websocket.receive_text()
                try:
                    rate.take()
                    message = parse_message(text)
                    if isinstance(message, Ping):
                        await websocket.send_json({"type": "pong"})
                    elif isinstance(message, Act | Hints | Next | Start | Pause | Resume | End):
                        await room.handle(client, message)
                        if isinstance(message, Act):
                            rate.refund()
                    else:
                        raise BadMessage("server.hello_once")
                except JonggError as exc:
                    await websocket.send_json(error_frame(exc))
        except WebSocketDisconnect:
            pass
        except JonggError as exc:  # before the client was admitted: say why, and close
            await websocket.send_json(error_frame(exc))
            await websocket.close(code=4403 if isinstance(exc, NotAllowed | TooMany) else 4400)
        finally:
            if room is not None and client is not None:
                await room.detach(client)

    async def lobby_page(request: Request) -> FileResponse:
        return FileResponse(STATIC / "index.html")

    async def table_page(request: Request) -> FileResponse:
        """A table's page; its link's token is after `#`, which a browser never sends to the server."""
        return FileResponse(STATIC / "table.html")

    async def score_page(request: Request) -> FileResponse:
        return FileResponse(STATIC / "score.html")

    async def analyse_page(request: Request) -> FileResponse:
        return FileResponse(STATIC / "analyse.html")

    routes = [
        Route("/", lobby_page),
        Route("/score", score_page),
        Route("/analyse", analyse_page),
        Route("/table/{table_id}", table_page),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
        Route("/api/health", health),
        Route("/api/rulesets", rulesets),
        Route("/api/score", library, methods=["POST"]),
        Route("/api/settle", library, methods=["POST"]),
        Route("/api/analyse", library, methods=["POST"]),
        Route("/api/tables", tables, methods=["GET", "POST"]),
        Route("/api/tables/{table_id}", table),
        Route("/api/tables/{table_id}/join", join, methods=["POST"]),
        Route("/api/games", games),
        Route("/api/games/{table_id}/record", record),
        Route("/api/games/{table_id}/view", game_view),
        Route("/api/games/{table_id}/mjai", game_mjai),
        Route("/replay/{table_id}", replay_page),
        Route("/replay", replay_page),
        WebSocketRoute("/ws/{table_id}", play),
    ]
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        exception_handlers={JonggError: _error_response, Exception: _crash_response},
        middleware=[Middleware(_SecurityHeaders)],
    )
    app.state.server = server
    return app


def _analyse(body: Any) -> dict[str, Any]:
    from jongg.advice import analyse

    if not isinstance(body, dict) or not isinstance(body.get("hand"), str):
        raise InvalidRequest("server.analysis_request")
    unknown = set(body) - {"hand", "ruleset", "seat_wind", "round_wind", "options"}
    if unknown:
        raise InvalidRequest("server.unknown_field", field_name=excerpt(sorted(map(str, unknown))[0]))
    winds = {k: body.get(k, "E") for k in ("seat_wind", "round_wind")}
    if any(w not in ("E", "S", "W", "N") for w in winds.values()):
        raise InvalidRequest("server.wind")
    options = body.get("options") or {}
    if not isinstance(options, dict):
        raise InvalidRequest("server.analysis_request")
    return analyse(body["hand"], body.get("ruleset", "dmjl-classical"), options=options, **winds).to_json()


async def _body(request: Request) -> Any:
    size = request.headers.get("content-length")
    if size is not None and (not size.isdigit() or int(size) > MAX_BODY):
        raise InvalidRequest("server.body_too_large", limit=MAX_BODY)
    data = b""
    async for chunk in request.stream():
        data += chunk
        if len(data) > MAX_BODY:
            raise InvalidRequest("server.body_too_large", limit=MAX_BODY)
    if data.count(b"[") + data.count(b"{") > 256:
        raise InvalidRequest("server.body_too_nested")
    try:
        return json.loads(data or b"{}", parse_constant=_no_constant)
    except ValueError:
        raise InvalidRequest("server.body_not_json") from None


def _no_constant(name: str) -> Any:
    raise ValueError(name)


async def _error_response(request: Request, exc: Exception) -> JSONResponse:
    status = 404 if isinstance(exc, NoTable) else 403 if isinstance(exc, NotAllowed) else 400
    shown = error_frame(exc) if isinstance(exc, JonggError) else {}
    shown.pop("type", None)
    return JSONResponse(shown, status_code=status)


async def _crash_response(request: Request, exc: Exception) -> JSONResponse:
    """No traceback reaches a client: a defect of ours is a plain 500."""
    return JSONResponse({"error": "ServerError", "message": "the server failed on this request"}, status_code=500)


class _SecurityHeaders:
    """Every HTTP answer carries a content security policy and is never sniffed or framed."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [
                    (b"content-security-policy", CSP.encode()),
                    (b"x-content-type-options", b"nosniff"),
                    (b"referrer-policy", b"no-referrer"),
                ]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)


__all__ = ["Server", "create_app"]
