"""`jongg mjai`: export jongg records to mjai, import mjai logs, replay mjai logs through the engine.

Declared in `jongg.cli.commands` (loaded by the command group when used or listed). Commands:

- `jongg mjai export RECORD [--strict]`: the mjai JSON lines of a `riichi-hana` record (flowers as the `hana`
  extension event; `--strict` drops it).
- `jongg mjai import LOG [--rules PRESET] [--out DIR]`: each hand of an mjai log as a jongg record (one hand
  from a rebuilt wall, driven by the logged decisions); to DIR (one file a hand) or to stdout.
- `jongg mjai replay LOG... [--rules PRESET] [--json]`: replay every hand of every log and report whether
  every logged action was legal and every delta agreed, with the first divergence; exit 0 only if all agree,
  1 if any disagrees, 2 for unreadable input.
- `jongg mjai bot [--seed S] [--rules PRESET] [-o KEY=VALUE]`: the standard bot as an mjai bot process: mjai
  events on stdin (one per line, or an array per line), one answer line for each (`jongg.interop.mjai_bot`).

Logs are mjai JSON lines, gzip-compressed when the file name ends in `.gz`; `-` reads stdin.
"""

from __future__ import annotations

import contextlib
import json
import sys
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

from jongg import i18n
from jongg.cli.score import asked_lang, error_text, library_text

USAGE_ERROR = 2
DISAGREE = 1

mjai_app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    help="mjai interop: export, import and replay mjai logs; the standard bot as an mjai bot (Riichi).",
)

RulesOption = Annotated[
    str, typer.Option("--rules", help="Rule preset: tenhou, mahjongsoul or riichienv (riichi-hana options).")
]


def _load(path: str) -> list[dict[str, Any]]:
    from jongg.engine.events import read_stream_bytes
    from jongg.errors import InvalidRecord
    from jongg.interop.mjai import InvalidMjai, load_log, read_log

    if path == "-":
        try:
            return read_log(read_stream_bytes(sys.stdin.buffer))
        except InvalidRecord as exc:
            raise InvalidMjai("errors.nested", error=exc) from None
    return load_log(path)


def _fail(message: str) -> NoReturn:
    typer.echo(f"{i18n.text('error', asked_lang())}: {message}", err=True)
    raise typer.Exit(USAGE_ERROR)


@mjai_app.command("export")
def export_command(
    record: Annotated[
        str, typer.Argument(help="A jongg record (JSON lines) of riichi-hana; - reads stdin.", metavar="RECORD")
    ],
    strict: Annotated[bool, typer.Option("--strict", help="Drop the flower extension events (plain mjai).")] = False,
) -> None:
    """Print the mjai events of a jongg Riichi record."""
    from jongg.engine.events import read_record_file, read_record_lines, read_stream_bytes
    from jongg.errors import JonggError
    from jongg.interop.mjai import dumps, export

    try:
        events = read_record_lines(read_stream_bytes(sys.stdin.buffer)) if record == "-" else read_record_file(record)
        sys.stdout.write(dumps(export(events, strict=strict)))
    except JonggError as exc:
        _fail(error_text(exc, asked_lang()))


@mjai_app.command("import")
def import_command(
    log: Annotated[str, typer.Argument(help="An mjai log (.gz allowed); - reads stdin.", metavar="LOG")],
    rules: RulesOption = "tenhou",
    out: Annotated[
        Path | None, typer.Option("--out", help="Write one record a hand to this directory (else stdout).")
    ] = None,
) -> None:
    """Turn each hand of an mjai log into a jongg record (replayed by the engine; see `replay`)."""
    from jongg.errors import JonggError
    from jongg.interop.mjai_replay import replay_log

    try:
        report = replay_log(_load(log), rules, name=log, keep=True)
    except JonggError as exc:
        _fail(error_text(exc, asked_lang()))
    lang = asked_lang()
    if report.error is not None:
        _fail(library_text(report.error, lang))
    bad = 0
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    for hand in report.hands:
        if not hand.ok or hand.record is None:
            bad += 1
            reason = (
                library_text(hand.divergence.reason, lang)
                if hand.divergence is not None
                else i18n.text("mjai.deltas_disagree", lang)
            )
            shown = i18n.text("mjai.not_imported", lang, game=hand.game + 1, label=hand.label, reason=reason)
            typer.echo(shown, err=True)
            continue
        lines = "".join(json.dumps(e, separators=(",", ":")) + "\n" for e in hand.record)
        if out is None:
            sys.stdout.write(lines)
        else:
            stem = Path(log).name.split(".")[0] if log != "-" else "stdin"
            (out / f"{stem}-g{hand.game + 1}-h{hand.hand + 1:02d}.jsonl").write_text(lines, encoding="utf-8")
    if bad:
        raise typer.Exit(DISAGREE)


@mjai_app.command("replay")
def replay_command(
    logs: Annotated[list[str], typer.Argument(help="One or more mjai logs (.gz allowed).", metavar="LOG")],
    rules: RulesOption = "tenhou",
    as_json: Annotated[bool, typer.Option("--json", help="Print the reports as JSON.")] = False,
) -> None:
    """Replay mjai logs hand by hand through jongg; exit 0 only if every hand of every log agrees."""
    from jongg.errors import JonggError
    from jongg.interop.mjai import InvalidMjai, preset_options
    from jongg.interop.mjai_replay import LogReport, replay_log, summarize

    try:
        options = preset_options(rules)
    except JonggError as exc:
        _fail(error_text(exc, asked_lang()))
    reports = []
    for log in logs:
        try:
            events = _load(log)
        except InvalidMjai as exc:
            reports.append(LogReport(log, error=str(exc)))
            continue
        reports.append(replay_log(events, options, name=log))
    summary = summarize(reports)
    if as_json:
        typer.echo(json.dumps({"rules": rules, "summary": summary, "logs": [r.to_json() for r in reports]}))
    else:
        lang = asked_lang()
        for report in reports:
            _print_report(report, lang)
        typer.echo(
            i18n.text(
                "mjai.summary",
                lang,
                logs=summary["logs"],
                games=summary["games"],
                hands=summary["hands"],
                agree=summary["agreeing_hands"],
                disagree=summary["hands"] - summary["agreeing_hands"],
            )
            + (
                i18n.text("mjai.summary_unreadable", lang, n=summary["unreadable_logs"])
                if summary["unreadable_logs"]
                else ""
            )
        )
    if summary["unreadable_logs"]:
        raise typer.Exit(USAGE_ERROR)
    if not summary["ok"]:
        raise typer.Exit(DISAGREE)


def _print_report(report: Any, lang: str) -> None:
    if report.error is not None:
        typer.echo(i18n.text("mjai.log_unreadable", lang, name=report.name, error=library_text(report.error, lang)))
        return
    agree = sum(h.ok for h in report.hands)
    typer.echo(i18n.text("mjai.log", lang, name=report.name, games=report.games, hands=len(report.hands), agree=agree))
    for hand in report.hands:
        if hand.ok:
            continue
        d = hand.divergence
        reason = library_text(d.reason, lang) if d else i18n.text("mjai.disagrees", lang)
        typer.echo(i18n.text("mjai.hand", lang, game=hand.game + 1, label=hand.label, reason=reason))
        if d is not None:
            logged = json.dumps(d.logged, separators=(",", ":"))
            typer.echo(i18n.text("mjai.event", lang, event=d.event, logged=logged))
            engine = json.dumps(d.engine, separators=(",", ":"), default=str)[:400]
            typer.echo(i18n.text("mjai.engine", lang, engine=engine))
        for note in hand.notes:
            typer.echo(i18n.text("mjai.note", lang, note=library_text(note, lang)))


@mjai_app.command("bot")
def bot_command(
    seed: Annotated[int, typer.Option(help="Seed of the bot's own random choices.")] = 0,
    rules: Annotated[
        str,
        typer.Option(
            "--rules",
            help="Rule preset when start_game does not carry jongg's options: tenhou, mahjongsoul or riichienv.",
        ),
    ] = "tenhou",
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", help="A riichi-hana option KEY=VALUE over the preset.")
    ] = None,
) -> None:
    """Play as an mjai bot: read mjai events on stdin, answer each line with one JSON action line."""
    from jongg.errors import JonggError
    from jongg.interop.mjai import preset_options
    from jongg.interop.mjai_bot import serve
    from jongg.rules import find_ruleset

    try:
        options = preset_options(rules)
        for text in option or []:
            key, eq, value = text.partition("=")
            if not eq or not key:
                _fail(i18n.text("mjai.option", asked_lang(), given=repr(text)))
            try:
                options[key] = json.loads(value)
            except ValueError:
                options[key] = value
        find_ruleset("riichi-hana").options(options)
    except JonggError as exc:
        _fail(error_text(exc, asked_lang()))
    with contextlib.suppress(KeyboardInterrupt, BrokenPipeError):
        serve(seed, options)
