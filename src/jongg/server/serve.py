"""Running the server: uvicorn (with its standard extras: a browser's websocket needs them) on one port.

`jongg serve` and `python -m jongg.server` call `serve`; it prints the URL to open and runs until stopped.
A SIGKILL loses nothing: every accepted step is in the database before anyone hears of it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from jongg.host.store import data_dir
from jongg.server.app import create_app
from jongg.server.room import BOT_DELAY, GRACE, RESULT_SECONDS


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    base: Path | None = None,
    *,
    grace: float = GRACE,
    bot_delay: float = BOT_DELAY,
    result_seconds: float = RESULT_SECONDS,
) -> None:
    import uvicorn

    folder = base if base is not None else data_dir()
    app = create_app(folder, grace=grace, bot_delay=bot_delay, result_seconds=result_seconds)
    _freeze_what_lasts()
    shown = f"[{host}]" if ":" in host else host
    print(f"jongg serve: open http://{shown}:{port}/ (data in {folder})", flush=True)
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws="websockets-sansio",
        ws_per_message_deflate=False,  # frames of a few hundred bytes: compressing each costs more than it saves
        lifespan="on",
    )


def _freeze_what_lasts() -> None:
    """Load what every table uses (the rule sets, the bots, scoring), then move everything alive into the garbage
    collector's permanent generation: a full collection, which pauses every table, then walks only what the
    tables made since (half as long at 200 tables, `benchmarks/bench_server.py`)."""
    import gc

    import jongg.bots
    import jongg.scoring
    import jongg.seat_hints  # noqa: F401

    gc.collect()
    gc.freeze()


def main(argv: list[str] | None = None) -> None:
    """`python -m jongg.server [--host H] [--port P] [--data-dir D] [--grace S] [--bot-delay S]
    [--result-seconds S]` (the last: how long the next hand waits at most for the people reading a result)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m jongg.server")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument("--grace", type=float, default=GRACE)
    parser.add_argument("--bot-delay", type=float, default=BOT_DELAY)
    parser.add_argument("--result-seconds", type=float, default=RESULT_SECONDS)
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    serve(
        args.host,
        args.port,
        args.data_dir,
        grace=args.grace,
        bot_delay=args.bot_delay,
        result_seconds=args.result_seconds,
    )
