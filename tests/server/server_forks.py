"""Starts game servers by forking itself once it has imported the server (`serve_client.ServerForks` runs it): a
server started as a new interpreter spends most of its start importing, and the crash test starts one 21 times.

It reads one JSON object a line on stdin: `{"run": ARGS, "log": PATH}` forks a server process that runs
`python -m jongg.server ARGS` (`jongg.server.serve.main`) with its stdout and stderr appended to PATH, and answers
its pid; `{"poll": PID}` answers that process's wait status once it has ended (the server reaps it), else null.
Each server is a process of its own, killed for real, that shares nothing with the others but the data directory.
"""

from __future__ import annotations

import json
import os
import sys
import traceback

import uvicorn  # noqa: F401  (what `serve` imports when it runs; the rest comes with `main`)

import jongg.bots
import jongg.scoring
import jongg.seat_hints  # noqa: F401
from jongg.server.serve import main


def fork_server() -> None:
    for line in sys.stdin:
        request = json.loads(line)
        if "poll" in request:
            pid, status = os.waitpid(request["poll"], os.WNOHANG)
            print(json.dumps(status if pid else None), flush=True)
            continue
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # the server: its own log, no stdin, and it never returns to this loop
            code = 1
            try:
                log = os.open(request["log"], os.O_WRONLY | os.O_CREAT | os.O_APPEND)
                os.dup2(log, 1)
                os.dup2(log, 2)
                os.close(log)
                os.close(0)
                sys.argv = ["python -m jongg.server", *request["run"]]
                main(request["run"])
                code = 0
            except SystemExit as exc:  # as the interpreter ends on it
                code = exc.code if isinstance(exc.code, int) else 1
            except BaseException:
                traceback.print_exc()
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        print(pid, flush=True)


if __name__ == "__main__":
    fork_server()
