"""The cross-check against riichienv (issue 12, item 4): replay many riichienv mjai logs through jongg.

`python tests/interop/cross_check.py DIR... [--rules tenhou] [--json OUT] [--limit N]` replays every
`*.mjson.gz` / `*.jsonl` log in the directories with `jongg.interop.mjai_replay.replay_log`, prints the totals
(games, hands, agreeing hands, divergences by reason) and each divergence with its log excerpt (the events
just before the one that disagrees), and exits 0 only if every hand agrees.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from jongg.interop.mjai import load_log
from jongg.interop.mjai_replay import LogReport, replay_log, summarize


def log_files(dirs: Sequence[Path]) -> list[Path]:
    out: list[Path] = []
    for d in dirs:
        if d.is_file():
            out.append(d)
            continue
        out += sorted(p for p in d.iterdir() if p.name.endswith((".mjson.gz", ".jsonl", ".mjson", ".jsonl.gz")))
    return out


def excerpt(events: Sequence[dict[str, Any]], at: int, before: int = 4) -> list[str]:
    lo = max(0, at - before)
    return [f"{n}: {json.dumps(events[n], separators=(',', ':'))}" for n in range(lo, min(len(events), at + 1))]


def check(paths: Sequence[Path], rules: str, show: int = 50) -> tuple[list[LogReport], list[str]]:
    reports = []
    lines: list[str] = []
    shown = 0
    for path in paths:
        events = load_log(path)
        report = replay_log(events, rules, name=str(path))
        reports.append(report)
        for hand in report.hands:
            if hand.ok or shown >= show:
                continue
            shown += 1
            d = hand.divergence
            lines.append(f"{path.name} game {hand.game + 1} hand {hand.label}: {d.reason if d else 'disagrees'}")
            if d is not None:
                lines += ["    " + x for x in excerpt(events, d.event)]
                lines.append(f"    engine: {json.dumps(d.engine, default=str)[:1500]}")
            lines += [f"    note: {n}" for n in hand.notes]
    return reports, lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dirs", type=Path, nargs="+")
    parser.add_argument("--rules", default="tenhou")
    parser.add_argument("--json", type=Path, default=None, help="write the summary and every report here")
    parser.add_argument("--limit", type=int, default=0, help="replay at most this many logs")
    parser.add_argument("--show", type=int, default=50, help="print at most this many divergences")
    args = parser.parse_args(argv)
    paths = log_files(args.dirs)
    if args.limit:
        paths = paths[: args.limit]
    started = time.perf_counter()
    reports, lines = check(paths, args.rules, args.show)
    summary = summarize(reports)
    notes: dict[str, int] = {}
    for r in reports:
        for h in r.hands:
            for n in h.notes:
                key = n.split(":")[0]
                notes[key] = notes.get(key, 0) + 1
    summary["notes"] = notes
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print("\n".join(lines))
    print(json.dumps(summary, indent=1))
    if args.json is not None:
        args.json.write_text(json.dumps({"summary": summary, "logs": [r.to_json() for r in reports]}))
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
