"""`jongg serve`: the game server for friends, bots and spectators (`jongg.server`, `docs/protocol.md`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from jongg.cli.options import LangOption


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on (127.0.0.1: this machine only).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.", min=1, max=65535)] = 8000,
    data_dir: Annotated[
        Path | None, typer.Option(help="Folder of the server's database and finished games (default: JONGG_DATA).")
    ] = None,
    grace: Annotated[
        float, typer.Option(help="Seconds a person may be gone before the standard bot plays for him.", min=0)
    ] = 30.0,
    bot_delay: Annotated[float, typer.Option(help="Seconds between two moves of bots.", min=0)] = 0.5,
    lang: LangOption = None,
) -> None:
    """Run the game server: tables for friends, bots and spectators in the browser or any websocket client."""
    from jongg.server.serve import serve as run

    run(host, port, data_dir, grace=grace, bot_delay=bot_delay)
