"""The `jongg` command: thin surface over the library (parse input, call, render)."""

from __future__ import annotations

import json
import re
import sys
from typing import IO, Annotated, Any

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from jongg.contract import WINDS, ScoreResult
from jongg.errors import InvalidRequest
from jongg.scoresheet.cli import sheet_app
from jongg.scoring import score as score_json

app = typer.Typer(add_completion=False, no_args_is_help=True, help="Mah-Jongg rules engine (DMJL, Riichi).")
app.add_typer(sheet_app, name="sheet")
app.command("simulate")(__import__("jongg.simulate_cli").simulate_cli.simulate_command)
# Wide enough off a terminal that rule ids and names are never cut in pipes and logs. No markup: user text
# (hands, rule-set ids, option keys, file names) is printed as it is; styles are given as `Text` styles.
out = Console(highlight=False, markup=False, width=None if sys.stdout.isatty() else 160)
err = Console(stderr=True, highlight=False, markup=False, width=None if sys.stderr.isatty() else 160)

USAGE_ERROR = 2


def main() -> None:
    app()


def _parse_option(text: str) -> tuple[str, Any]:
    if "=" not in text:
        raise typer.BadParameter(f"--option takes KEY=VALUE, not {text!r}")
    key, raw = text.split("=", 1)
    try:
        return key, json.loads(raw)
    except json.JSONDecodeError:
        return key, raw


def _wind(value: str | None, name: str) -> str | None:
    if value is not None and value.upper() not in WINDS:
        raise typer.BadParameter(f"{name} is one of E, S, W, N, not {value!r}")
    return None if value is None else value.upper()


@app.command()
def score(
    hand: Annotated[str | None, typer.Argument(help="Hand in notation, e.g. '111m666m55m77m [234m] +7m'.")] = None,
    ruleset: Annotated[str, typer.Option(help="Rule set id.")] = "dmjl-classical",
    seat: Annotated[str, typer.Option(help="Seat wind of the player: E S W N.")] = "E",
    round_: Annotated[str, typer.Option("--round", help="Round (prevailing) wind.")] = "E",
    self_draw: Annotated[bool, typer.Option("--self-draw", help="Won by drawing the tile.")] = False,
    discard: Annotated[str | None, typer.Option("--discard", help="Won on a discard FROM this wind.")] = None,
    replacement: Annotated[bool, typer.Option(help="Won on a kong replacement tile.")] = False,
    flower_replacement: Annotated[bool, typer.Option(help="Won on a bonus-tile replacement.")] = False,
    kong_on_kong: Annotated[bool, typer.Option(help="Replacement of a kong declared on a replacement.")] = False,
    robbing_kong: Annotated[bool, typer.Option(help="Won by robbing a kong (FROM its owner).")] = False,
    last_tile: Annotated[bool, typer.Option(help="Won with the last tile / on the last discard.")] = False,
    first_turn: Annotated[bool, typer.Option(help="Blessing of Heaven / Earth.")] = False,
    original_call: Annotated[bool, typer.Option(help="Won after an Original Call.")] = False,
    flower_win: Annotated[bool, typer.Option(help="Riichi: Daifaahou on another's eighth flower.")] = False,
    east_streak: Annotated[int, typer.Option(help="Hands East has won in a row before this one.")] = 0,
    riichi: Annotated[bool, typer.Option("--riichi", help="Riichi: the winner had declared riichi.")] = False,
    double_riichi: Annotated[bool, typer.Option("--double-riichi", help="Riichi: a double riichi.")] = False,
    ippatsu: Annotated[bool, typer.Option("--ippatsu", help="Riichi: won with ippatsu.")] = False,
    dora: Annotated[list[str] | None, typer.Option(help="Riichi: dora indicator(s), repeatable or 1z,3m.")] = None,
    ura: Annotated[list[str] | None, typer.Option(help="Riichi: ura indicator(s), repeatable or 1z,3m.")] = None,
    honba: Annotated[int, typer.Option(help="Riichi: honba counters on the table.")] = 0,
    sticks: Annotated[int, typer.Option(help="Riichi: riichi sticks on the table (this hand's included).")] = 0,
    pao: Annotated[str | None, typer.Option(help="Riichi: wind of the player liable (pao).")] = None,
    irregular: Annotated[str | None, typer.Option(help="short, long, foul or dead.")] = None,
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help="Rule-set option KEY=VALUE.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the JSON result.")] = False,
    jsonl: Annotated[str | None, typer.Option(help="Score one JSON request per line of FILE (- = stdin).")] = None,
    lang: Annotated[str, typer.Option(help="Names in en or de.")] = "en",
) -> None:
    """Score one hand (itemised), or a batch of JSON requests with --jsonl."""
    if jsonl is not None:
        raise typer.Exit(_score_jsonl(jsonl))
    if hand is None:
        raise typer.BadParameter("give a HAND, or --jsonl FILE")
    if self_draw and discard is not None:
        raise typer.BadParameter("--self-draw and --discard exclude each other")
    request: dict[str, Any] = {
        "ruleset": ruleset,
        "hand": hand,
        "seat_wind": _wind(seat, "--seat"),
        "round_wind": _wind(round_, "--round"),
        "options": dict(_parse_option(o) for o in option or []),
        "context": {"east_consecutive_wins": east_streak},
        "irregular": irregular,
    }
    riichi_info = {
        "riichi": riichi or double_riichi, "double_riichi": double_riichi, "ippatsu": ippatsu,
        "dora_indicators": _tile_list(dora), "ura_indicators": _tile_list(ura), "honba": honba,
        "riichi_sticks": sticks, "pao": _wind(pao, "--pao"),
    }
    if any(riichi_info.values()):
        request["riichi"] = riichi_info
    if "+" in hand:
        flags = {
            "replacement": replacement, "flower_replacement": flower_replacement, "kong_on_kong": kong_on_kong,
            "robbing_kong": robbing_kong, "last_tile": last_tile, "first_turn": first_turn,
            "original_call": original_call, "flower_win": flower_win,
        }
        win: dict[str, Any] = {"by": "self-draw" if self_draw or discard is None else "discard"}
        if discard is not None:
            win["from"] = _wind(discard, "--discard")
        win.update({k: v for k, v in flags.items() if v})
        request["win"] = win
    result = score_json(request)
    if as_json:
        out.print_json(_json_text(result))
    else:
        _print_result(result, lang)
    if result["error"] is not None:
        raise typer.Exit(USAGE_ERROR)


def _tile_list(values: list[str] | None) -> list[str]:
    """Repeated options and comma lists as one list: `--dora 1z --dora 3m,4p` -> [1z, 3m, 4p]."""
    return [tile.strip() for value in values or [] for tile in value.split(",") if tile.strip()]


def _score_jsonl(path: str) -> int:
    """One answer per input line, in order, and never an abort: a score result, or a result whose `error`
    says why the line was not scored (not UTF-8, blank, not JSON, nested too deeply, a number too long).

    **Decision:** a blank or empty line is answered with an error too, so that answer n belongs to line n. The
    answers are UTF-8 whatever the terminal's encoding. When lines failed, stderr says how many, and the exit
    code is 2, as for a single refused hand.
    """
    try:
        stream: IO[bytes] = sys.stdin.buffer if path == "-" else open(path, "rb")  # noqa: SIM115
    except OSError as e:
        err.print(f"cannot read {path}: {e.strerror}")
        return USAGE_ERROR
    failed = number = 0
    with stream:
        for number, raw in enumerate(stream, 1):
            result = _answer_line(raw, number)
            failed += result["error"] is not None
            _write_utf8(_json_text(result) + "\n")
    if failed:
        err.print(f"{failed} of {number} lines failed")
        return USAGE_ERROR
    return 0


def _answer_line(raw: bytes, number: int) -> dict[str, Any]:
    try:
        request = _read_line(raw, number)
    except InvalidRequest as bad:
        return ScoreResult.failure(None, bad).to_json()
    return score_json(request)


def _read_line(raw: bytes, number: int) -> object:
    """The JSON value of one line (a byte-order mark may open the first)."""
    try:
        text = raw.decode("utf-8-sig" if number == 1 else "utf-8")
    except UnicodeDecodeError as e:
        raise InvalidRequest(f"line {number} is not UTF-8 (byte {e.start + 1})") from None
    if not text.strip():
        raise InvalidRequest(f"line {number} is blank: give one JSON request per line")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise InvalidRequest(f"line {number} is not JSON: {e.msg} (column {e.colno})") from None
    except RecursionError:
        raise InvalidRequest(f"line {number} is nested too deeply") from None
    except ValueError:  # Python reads no integer of more than 4,300 digits
        raise InvalidRequest(f"line {number} holds a number too long to read") from None


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _json_text(result: dict[str, Any]) -> str:
    """The result as one line of JSON that encodes as UTF-8: a lone surrogate (echoed from the request)
    becomes U+FFFD."""
    return _LONE_SURROGATE.sub("\ufffd", json.dumps(result, ensure_ascii=False))


def _write_utf8(text: str) -> None:
    """Write UTF-8 to stdout whatever its text encoding."""
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
    else:
        buffer.write(text.encode("utf-8"))


def _print_result(result: dict[str, Any], lang: str) -> None:
    error = result["error"]
    if error is not None:
        where = f" at position {error['position']}" if "position" in error else ""
        err.print(Text.assemble((error["type"], "bold red"), f"{where}: {error['message']}"))
        return
    table = Table(title=f"{result['ruleset']}: {result['arrangement'] or ''}", title_justify="left")
    table.add_column("rule")
    table.add_column("value", justify="right")
    table.add_column("unit")
    for item in result["items"]:
        unit = next(k for k in ("points", "doubles", "fan", "han", "fu", "limit") if k in item)
        table.add_row(item["de" if lang == "de" else "en"], str(item[unit]), unit)
    out.print(table)
    summary = {k: result[k] for k in ("points", "doubles", "fan", "han", "fu", "limit", "limit_hand")
               if result[k] is not None}
    status = "wins" if result["won"] else (f"does not win: {result['reason']}" if result["reason"] else "loser")
    out.print(f"{status}; " + ", ".join(f"{k} {v}" for k, v in summary.items()) + f"; total {result['total']}")
    for payment in result["payments"] or []:
        out.print(f"  {payment['from']} → {payment['to']}: {payment['amount']}")


@app.command()
def rules(
    ruleset_id: Annotated[str, typer.Argument(help="Rule set id, e.g. dmjl-classical.")],
    lang: Annotated[str, typer.Option(help="en or de.")] = "en",
) -> None:
    """Print a rule set's tables, generated from its rule data."""
    from jongg.errors import JonggError
    from jongg.rules import find_ruleset
    from jongg.rules.base import Title, describe_options

    if lang not in ("en", "de"):
        raise typer.BadParameter("--lang is en or de")
    try:
        ruleset = find_ruleset(ruleset_id)
    except JonggError as e:
        err.print(str(e))
        raise typer.Exit(USAGE_ERROR) from None
    out.print(Text.assemble((ruleset.name_de if lang == "de" else ruleset.name_en, "bold"), f" ({ruleset.id})"))
    for title, rows in ruleset.rule_tables():
        heading = title.de if lang == "de" and isinstance(title, Title) else title
        table = Table(title=heading, title_justify="left")
        for column in ("id", "name", "value", "condition"):
            table.add_column(column)
        for rule in rows:
            value = str(rule.value) if rule.unit == "limit" else f"{rule.value} {rule.unit}"
            table.add_row(rule.id, rule.de if lang == "de" else rule.en, value, rule.note)
        out.print(table)
    options = Table(title="Optionen" if lang == "de" else "Options", title_justify="left")
    for column in ("option", "default", "meaning"):
        options.add_column(column)
    for name, default, doc in describe_options(ruleset.options_type):
        options.add_row(name, json.dumps(default), doc)
    out.print(options)


@app.command()
def verify(record: Annotated[str, typer.Argument(help="A game record (JSON lines) of a finished match.")]) -> None:
    """Check a finished record: the seed against its commitment, every wall and the dice, and that it replays."""
    from jongg.engine import verify as verify_record

    try:
        with open(record, "rb") as handle:
            lines = [json.loads(line) for line in handle.read().decode("utf-8").splitlines() if line.strip()]
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        err.print(Text(f"cannot read the record: {str(exc)[:120]}"))
        raise typer.Exit(USAGE_ERROR) from None
    problems = verify_record(lines)
    for problem in problems:
        out.print(Text(problem))
    if problems:
        raise typer.Exit(USAGE_ERROR)
    out.print(Text("the record is sound: the seed matches its commitment, every wall and roll, and it replays"))


@app.command()
def demo() -> None:
    """Parse a few hands of each rule set and show their analysis."""
    from jongg.analysis import Forms, decompositions, shanten, waits
    from jongg.notation import parse_hand

    samples = [
        ("dmjl-classical", Forms.CLASSICAL, "111m666m55m77m [234m] +7m"),
        ("dmjl-classical", Forms.CLASSICAL, "1112345678999m"),
        ("dmjl-classical", Forms.CLASSICAL, "19m19p19s1234567z +1m"),
        ("dmjl-hk-easy", Forms.HK_EASY, "234m567p9s [666z] (1111s) 1f +9s"),
        ("dmjl-hk-easy", Forms.HK_EASY, "1122m3344p5555s7z +7z"),
        ("riichi-hana", Forms.RIICHI, "23567m234p55678s 34f +4m"),
        ("riichi-hana", Forms.RIICHI, "13m406p2278s1267z"),
    ]
    table = Table(title="jongg: hand analysis", title_justify="left")
    for column in ("rule set", "hand", "shanten", "waits", "arrangements"):
        table.add_column(column)
    for ruleset, forms, text in samples:
        hand = parse_hand(text)
        found = decompositions(hand, forms=forms)
        arrangements = "; ".join(" ".join(_group_text(g) for g in d.groups) for d in found[:3])
        table.add_row(ruleset, str(hand), str(shanten(hand, forms=forms)),
                      " ".join(map(str, waits(hand, forms=forms))), arrangements or "-")
    out.print(table)
    result = score_json({"ruleset": "dmjl-classical", "hand": "111m666m55m77m [234m] +7m", "seat_wind": "E",
                         "round_wind": "S", "win": {"by": "discard", "from": "N"}})
    _print_result(result, "en")


def _group_text(group: Any) -> str:
    from jongg.hand import tiles_to_str
    from jongg.tiles import Tile

    return tiles_to_str(Tile(k) for k in group.tiles)
