"""The `jongg` command: thin surface over the library (parse input, call, render).

Every command imports what it needs when it runs (rich, the rule sets, the engine, the scoresheet), so that
`jongg score` starts quickly. Words the user sees come from `jongg.i18n`; `--lang de` prints them in German,
help texts included (`main` reads `--lang` before click builds the help).
"""

from __future__ import annotations

import json
import re
import sys
from typing import IO, TYPE_CHECKING, Annotated, Any, NoReturn

import typer
from typer.core import TyperGroup

from jongg.i18n import HELP_DE, TYPER_DE, amount, check_lang, form_name, limit_word, text

if TYPE_CHECKING:
    from rich.console import Console

    from jongg.advice import Analysis, Wait

WINDS = ("E", "S", "W", "N")
USAGE_ERROR = 2
COMMANDS = ("score", "analyse", "rules", "verify", "demo")


class _Commands(TyperGroup):
    """The command group; `sheet` (the scoresheet, a module of its own) is imported only when it is used or
    listed."""

    def list_commands(self, ctx: Any) -> list[str]:
        names = super().list_commands(ctx)
        return names if "sheet" in names else [*names, "sheet"]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name == "sheet" and "sheet" not in self.commands:
            from jongg.scoresheet.cli import sheet_app

            sheet = typer.main.get_command(sheet_app)
            sheet.name = "sheet"
            self.commands["sheet"] = sheet
        return super().get_command(ctx, cmd_name)


app = typer.Typer(cls=_Commands, add_completion=True, no_args_is_help=True,
                  help="Mah-Jongg rules engine (DMJL, Riichi).")

LangOption = Annotated[str | None, typer.Option("--lang", help="Language of the output: en or de.",
                                                show_default=False)]


def _version(value: bool) -> None:
    if value:
        from jongg import __version__

        typer.echo(f"jongg {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    ctx: typer.Context,
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Show the version and exit.")] = False,
    lang: LangOption = None,
) -> None:
    """Mah-Jongg rules engine (DMJL, Riichi)."""
    ctx.obj = lang


# -- output ------------------------------------------------------------------------------------------------------
_CONSOLES: dict[bool, Console] = {}


def _console(stderr: bool = False) -> Console:
    """Wide enough off a terminal that rule ids and names are never cut in pipes and logs. No markup: user text
    (hands, rule-set ids, option keys, file names) is printed as it is; styles are given as `Text` styles."""
    console = _CONSOLES.get(stderr)
    if console is None:
        from rich.console import Console

        stream = sys.stderr if stderr else sys.stdout
        console = _CONSOLES[stderr] = Console(stderr=stderr, highlight=False, markup=False,
                                              width=None if stream.isatty() else 160)
    return console


def _out(*parts: Any) -> None:
    _console().print(*parts)


def _err(*parts: Any) -> None:
    _console(stderr=True).print(*parts)


def _table(title: str | None, columns: list[str], right: tuple[int, ...] = ()) -> Any:
    from rich.table import Table

    table = Table(title=title, title_justify="left")
    for index, column in enumerate(columns):
        table.add_column(column, justify="right" if index in right else "left")
    return table


def _language(ctx: typer.Context, lang: str | None) -> str:
    """The command's --lang, else the one given before the command, else English; a bad one exits 2."""
    from jongg.errors import JonggError

    chosen = lang if lang is not None else ctx.obj if isinstance(ctx.obj, str) else "en"
    try:
        return check_lang(chosen)
    except JonggError as error:
        _fail(error, "en")


def _fail(error: Exception, lang: str, hint: str | None = None) -> NoReturn:
    """Print a typed error (and a hint) to stderr and exit 2."""
    from rich.text import Text

    position = getattr(error, "position", None)
    where = text("error.at", lang, position=position) if position is not None else ""
    message = getattr(error, "reason", None) or str(error)
    _err(Text.assemble((type(error).__name__, "bold red"), f"{where}: {message}"))
    if hint:
        _err(Text(text("hint", lang, text=hint)))
    raise typer.Exit(USAGE_ERROR)


def _bad_parameter(key: str, lang: str, **values: object) -> NoReturn:
    raise typer.BadParameter(text(key, lang, **values))


# -- score -------------------------------------------------------------------------------------------------------
WIN_FLAGS = ("--self-draw", "--discard", "--replacement", "--flower-replacement", "--kong-on-kong",
             "--robbing-kong", "--last-tile", "--first-turn", "--original-call", "--flower-win")


@app.command()
def score(
    ctx: typer.Context,
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
    lang: LangOption = None,
) -> None:
    """Score one hand (itemised), or a batch of JSON requests with --jsonl."""
    language = _language(ctx, lang)
    if jsonl is not None:
        raise typer.Exit(_score_jsonl(jsonl))
    if hand is None:
        _bad_parameter("score.need_hand", language)
    if self_draw and discard is not None:
        _bad_parameter("score.draw_and_discard", language)
    request: dict[str, Any] = {
        "ruleset": ruleset,
        "hand": hand,
        "seat_wind": _wind(seat, "--seat", language),
        "round_wind": _wind(round_, "--round", language),
        "options": dict(_parse_option(o, language) for o in option or []),
        "context": {"east_consecutive_wins": east_streak},
        "irregular": irregular,
    }
    riichi_info = {
        "riichi": riichi or double_riichi, "double_riichi": double_riichi, "ippatsu": ippatsu,
        "dora_indicators": _tile_list(dora), "ura_indicators": _tile_list(ura), "honba": honba,
        "riichi_sticks": sticks, "pao": _wind(pao, "--pao", language),
    }
    if any(riichi_info.values()):
        request["riichi"] = riichi_info
    flags = {
        "replacement": replacement, "flower_replacement": flower_replacement, "kong_on_kong": kong_on_kong,
        "robbing_kong": robbing_kong, "last_tile": last_tile, "first_turn": first_turn,
        "original_call": original_call, "flower_win": flower_win,
    }
    if "+" in hand:
        win: dict[str, Any] = {"by": "self-draw" if self_draw or discard is None else "discard"}
        if discard is not None:
            win["from"] = _wind(discard, "--discard", language)
        win.update({k: v for k, v in flags.items() if v})
        request["win"] = win
    else:
        given = [f"--{k.replace('_', '-')}" for k, v in {"self_draw": self_draw, **flags}.items() if v]
        given[:0] = ["--discard"] if discard is not None else []
        if given:
            _flag_without_tile(request, hand, given, as_json, language)
    from jongg.scoring import score as score_json

    result = score_json(request)
    if as_json:
        _out_json(result)
    else:
        _print_result(result, language, hand)
    if result["error"] is not None:
        raise typer.Exit(USAGE_ERROR)


def _flag_without_tile(request: dict[str, Any], hand: str, flags: list[str], as_json: bool, lang: str) -> None:
    """A win flag on a hand without `+X`: refused, with the fix spelled out."""
    from jongg.errors import InvalidRequest

    key, example = "score.flag_without_tile", f"{hand.strip()} +X"
    facts = _count_facts(hand)
    if facts is not None and facts[0] == 14 and facts[1]:
        key, example = "score.flag_without_tile_14", _move_last_tile(hand) or example
    error = InvalidRequest(text(key, lang, flags=" ".join(flags), example=example))
    if as_json:
        from jongg.contract import ScoreResult

        _out_json(ScoreResult.failure(request["ruleset"], error).to_json())
        raise typer.Exit(USAGE_ERROR)
    _fail(error, lang)


def _count_facts(hand: str) -> tuple[int, int, int, bool] | None:
    """(tiles counted, concealed tiles, melds, has a playing winning tile) of a hand read whatever its count;
    None if it does not parse."""
    from jongg.errors import JonggError
    from jongg.notation import parse_hand
    from jongg.tiles import is_bonus

    try:
        parsed = parse_hand(hand, irregular="long")
    except JonggError:
        return None
    winning = parsed.winning is not None and not is_bonus(parsed.winning)
    concealed = len(parsed.concealed())
    return concealed + 3 * len(parsed.melds) + winning, concealed, len(parsed.melds), winning


def _move_last_tile(hand: str) -> str | None:
    """The hand with its last concealed tile written as `+X` (the likely fix of a winning tile left inside)."""
    from jongg.notation import parse_hand

    try:
        parsed = parse_hand(hand, irregular="long")
        concealed = parsed.concealed()
        last = concealed[-1]
        parsed.remove(last)
        parsed.winning = last
        parsed.add(last)
        return str(parsed)
    except (ValueError, IndexError):
        return None


def _count_hint(hand: str, lang: str) -> str | None:
    """For a wrong tile count: what was found, and (on a line of its own) the likely slip."""
    from jongg.notation import parse_hand
    from jongg.tiles import KIND_MASK

    facts = _count_facts(hand)
    if facts is None:
        return None
    total, concealed, melds, winning = facts
    expected = 13 + winning
    found = text("count.found", lang, total=amount(total, "tiles", lang), concealed=concealed,
                 melds=amount(melds, "melds", lang), meld_tiles=3 * melds,
                 winning=text("count.winning", lang) if winning else "",
                 expected=text("count.expect_win" if winning else "count.expect_lose", lang))
    slip = None
    parsed = parse_hand(hand, irregular="long")
    if melds > 4:
        slip = text("count.too_many_melds", lang)
    elif winning and total == expected + 1 and parsed.winning is not None:
        kind = parsed.winning & KIND_MASK
        if parsed.counts[kind] >= 2:
            slip = text("count.twice", lang, tile=str(parsed.winning))
    elif not winning and total == 14:
        slip = text("count.no_plus", lang, example=_move_last_tile(hand) or hand)
    if slip is None and total != expected:
        key = "count.missing" if total < expected else "count.extra"
        slip = text(key, lang, n=amount(abs(total - expected), "tiles", lang))
    return f"{found}\n{text('hint', lang, text=slip)}" if slip else found


def _parse_option(raw: str, lang: str) -> tuple[str, Any]:
    if "=" not in raw:
        _bad_parameter("score.option_form", lang, value=repr(raw))
    key, value = raw.split("=", 1)
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def _wind(value: str | None, name: str, lang: str) -> str | None:
    if value is not None and value.upper() not in WINDS:
        _bad_parameter("score.wind", lang, name=name, value=repr(value))
    return None if value is None else value.upper()


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
    from rich.text import Text

    from jongg.scoring import score as score_json

    try:
        stream: IO[bytes] = sys.stdin.buffer if path == "-" else open(path, "rb")  # noqa: SIM115
    except OSError as e:
        _err(Text(f"cannot read {path}: {e.strerror}"))
        return USAGE_ERROR
    failed = number = 0
    with stream:
        for number, raw in enumerate(stream, 1):
            result = _answer_line(raw, number, score_json)
            failed += result["error"] is not None
            _write_utf8(_json_text(result) + "\n")
    if failed:
        _err(f"{failed} of {number} lines failed")
        return USAGE_ERROR
    return 0


def _answer_line(raw: bytes, number: int, score_json: Any) -> dict[str, Any]:
    from jongg.contract import ScoreResult
    from jongg.errors import InvalidRequest

    try:
        request = _read_line(raw, number)
    except InvalidRequest as bad:
        return ScoreResult.failure(None, bad).to_json()
    return score_json(request)  # type: ignore[no-any-return]


def _read_line(raw: bytes, number: int) -> object:
    """The JSON value of one line (a byte-order mark may open the first)."""
    from jongg.errors import InvalidRequest

    try:
        line = raw.decode("utf-8-sig" if number == 1 else "utf-8")
    except UnicodeDecodeError as e:
        raise InvalidRequest(f"line {number} is not UTF-8 (byte {e.start + 1})") from None
    if not line.strip():
        raise InvalidRequest(f"line {number} is blank: give one JSON request per line")
    try:
        return json.loads(line)
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


def _out_json(result: dict[str, Any]) -> None:
    _console().print_json(_json_text(result))


def _write_utf8(line: str) -> None:
    """Write UTF-8 to stdout whatever its text encoding."""
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(line)
    else:
        buffer.write(line.encode("utf-8"))


SUMMARY_UNITS = ("points", "doubles", "fan", "han", "fu")


def _print_result(result: dict[str, Any], lang: str, hand: str | None = None) -> None:
    from rich.text import Text

    error = result["error"]
    if error is not None:
        where = text("error.at", lang, position=error["position"]) if "position" in error else ""
        _err(Text.assemble((error["type"], "bold red"), f"{where}: {error['message']}"))
        hint = _count_hint(hand, lang) if hand is not None and error["type"] == "WrongTileCount" else None
        if hint:
            _err(Text(text("hint", lang, text=hint)))
        return
    if result["items"]:
        _out(Text(f"{result['ruleset']}: {result['arrangement'] or ''}", style="italic"))
        table = _table(None, [text("score.rule", lang), text("score.value", lang)], right=(1,))
        for item in result["items"]:
            unit = next(k for k in (*SUMMARY_UNITS, "limit") if k in item)
            table.add_row(item["de" if lang == "de" else "en"], amount(item[unit], unit, lang))
        _out(table)
    summary = [f"{text('label.' + k, lang)} {result[k]}" for k in SUMMARY_UNITS if result[k] is not None]
    if result["limit"] is not None:
        named = next((i["de" if lang == "de" else "en"] for i in result["items"]
                      if i["rule"] == result["limit_hand"]), result["limit_hand"])
        word = limit_word(result["limit"], lang)
        summary.append(f"{word} ({named})" if named and named != word else word)
    if result["won"]:
        status = text("score.wins", lang)
    elif result["reason"]:
        status = text("score.no_win", lang, why=_reason(result, lang, hand))
    else:
        status = text("score.loser", lang)
    _out(Text("; ".join([status, *([", ".join(summary)] if summary else []), text("score.total", lang,
                                                                                  total=result["total"])])))
    for payment in result["payments"] or []:
        payer = text("score.table", lang) if payment["from"] == "table" else payment["from"]
        _out(Text(text("score.payment", lang, payer=payer, payee=payment["to"], amount=payment["amount"])))


def _reason(result: dict[str, Any], lang: str, hand: str | None) -> str:
    """Why a winner's hand does not win, in words; for an incomplete hand, how far it is from each form."""
    reason = result["reason"]
    if reason != "not-complete" or hand is None:
        key = f"reason.{reason}"
        from jongg.i18n import MESSAGES

        return text(key, lang) if key in MESSAGES else str(reason)
    from jongg.advice import analyse

    analysis = analyse(hand, result["ruleset"])
    forms = []
    for form, value in analysis.forms:
        name = form_name(form.name or "", lang)
        forms.append(text("reason.form_impossible", lang, form=name) if value is None else
                     text("reason.form_away", lang, form=name, n=amount(value + 1, "tiles", lang)))
    return text("reason.not-complete", lang, ruleset=result["ruleset"], forms="; ".join(forms))


# -- analyse -----------------------------------------------------------------------------------------------------
@app.command()
def analyse(
    ctx: typer.Context,
    hand: Annotated[str, typer.Argument(
        help="13 tiles, or 13 + the drawn tile written +X (or 14 tiles), e.g. '1112345678999m +5m'.")],
    ruleset: Annotated[str, typer.Option(
        help="Rule set id: its winning forms (and, for Riichi, which waits have a yaku).")] = "dmjl-classical",
    seat: Annotated[str, typer.Option(help="Seat wind (Riichi yaku).")] = "E",
    round_: Annotated[str, typer.Option("--round", help="Round wind (Riichi yaku).")] = "E",
    as_json: Annotated[bool, typer.Option("--json", help="Print the analysis as JSON.")] = False,
    lang: LangOption = None,
) -> None:
    """Analyse a hand: shanten per winning form, waits with the tiles still unseen, and for 13 tiles + a drawn
    tile every discard ranked."""
    from jongg.advice import analyse as analyse_hand
    from jongg.errors import JonggError

    language = _language(ctx, lang)
    seat_wind, round_wind = _wind(seat, "--seat", language), _wind(round_, "--round", language)
    try:
        result = analyse_hand(hand, ruleset, seat_wind=seat_wind or "E", round_wind=round_wind or "E")
    except JonggError as error:
        hint = _count_hint(hand, language) if type(error).__name__ == "WrongTileCount" else None
        _fail(error, language, hint)
    if as_json:
        _console().print_json(json.dumps(result.to_json()))
        return
    _print_analysis(result, language)


def _wait_text(wait: Wait, lang: str) -> str:
    return f"{wait.tile}×{wait.unseen}"


def _yaku_text(wait: Wait, lang: str) -> str:
    ways = wait.yaku or ()
    key = ("analyse.yaku.both" if len(ways) == 2 else f"analyse.yaku.{ways[0]}" if ways else "analyse.yaku.none")
    return text(key, lang)


def _print_analysis(result: Analysis, lang: str) -> None:
    from rich.text import Text

    _out(Text(text("analyse.title", lang, hand=result.hand, ruleset=result.ruleset,
                   tiles=amount(result.tiles, "tiles", lang)), style="bold"))
    forms = _table(None, [text("analyse.form", lang), text("analyse.shanten", lang)], right=(1,))
    for form, value in result.forms:
        forms.add_row(form_name(form.name or "", lang), text("analyse.not_possible", lang) if value is None
                      else str(value))
    _out(forms)
    if result.shanten < 0:
        _out(Text(text("analyse.complete", lang)))
    riichi = result.ruleset == "riichi-hana"
    if result.tiles == 13:
        if result.shanten == 0 and result.waits:
            _out(Text(text("analyse.ready", lang, waits=" ".join(str(w.tile) for w in result.waits))))
            waits = _table(text("analyse.waits", lang), [text("analyse.wait", lang), text("analyse.unseen", lang),
                                                          *([text("analyse.yaku", lang)] if riichi else [])],
                           right=(1,))
            for wait in result.waits:
                waits.add_row(str(wait.tile), str(wait.unseen), *([_yaku_text(wait, lang)] if riichi else []))
            _out(waits)
        elif result.shanten == 0:
            _out(Text(text("analyse.no_waits", lang)))
        elif result.shanten > 0:
            _out(Text(text("analyse.away", lang, away=amount(result.shanten, "tiles", lang), n=result.shanten)))
            _out(Text(text("analyse.improve", lang, tiles=" ".join(_wait_text(w, lang) for w in result.improving),
                           n=result.acceptance)))
        return
    columns = [text("analyse.discard", lang), text("analyse.shanten", lang), text("analyse.acceptance", lang),
               text("analyse.tiles", lang)]
    table = _table(text("analyse.discards", lang), columns, right=(1, 2))
    for discard in result.discards:
        tiles = " ".join(_wait_text(w, lang) for w in discard.improving)
        if riichi and discard.waits:
            tiles = ", ".join(f"{_wait_text(w, lang)} ({text('analyse.yaku', lang)}: {_yaku_text(w, lang)})"
                              for w in discard.waits)
        table.add_row(str(discard.tile), str(discard.shanten), str(discard.acceptance), tiles)
    _out(table)


# -- rules -------------------------------------------------------------------------------------------------------
@app.command()
def rules(
    ctx: typer.Context,
    ruleset_id: Annotated[str, typer.Argument(help="Rule set id, e.g. dmjl-classical.")],
    lang: LangOption = None,
) -> None:
    """Print a rule set's tables, generated from its rule data."""
    from rich.text import Text

    from jongg.errors import JonggError
    from jongg.i18n import OPTION_DOCS_DE, RULE_NOTES_DE
    from jongg.rules import find_ruleset
    from jongg.rules.base import describe_options

    language = _language(ctx, lang)
    german = language == "de"
    try:
        ruleset = find_ruleset(ruleset_id)
    except JonggError as e:
        _err(Text(str(e)))
        raise typer.Exit(USAGE_ERROR) from None
    _out(Text.assemble((ruleset.name_de if german else ruleset.name_en, "bold"), f" ({ruleset.id})"))
    for title, rows in ruleset.rule_tables():
        heading = getattr(title, "de", title) if german else title
        table = _table(heading, [text(f"rules.{c}", language) for c in ("id", "name", "value", "condition")])
        for rule in rows:
            note = RULE_NOTES_DE.get(rule.note, rule.note) if german else rule.note
            table.add_row(rule.id, rule.de if german else rule.en, amount(rule.value, rule.unit, language), note)
        _out(table)
    options = _table(text("rules.options", language),
                     [text(f"rules.{c}", language) for c in ("option", "default", "meaning")])
    for name, default, doc in describe_options(ruleset.options_type):
        options.add_row(name, json.dumps(default), OPTION_DOCS_DE.get(doc, doc) if german else doc)
    _out(options)


# -- verify ------------------------------------------------------------------------------------------------------
@app.command()
def verify(
    ctx: typer.Context,
    record: Annotated[str, typer.Argument(help="A game record (JSON lines) of a finished match.")],
    lang: LangOption = None,
) -> None:
    """Check a finished record: the seed against its commitment, every wall and the dice, and that it replays."""
    from rich.text import Text

    from jongg.engine import verify as verify_record

    language = _language(ctx, lang)
    try:
        with open(record, "rb") as handle:
            lines = [json.loads(line) for line in handle.read().decode("utf-8").splitlines() if line.strip()]
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        _err(Text(text("verify.unreadable", language, why=str(exc)[:120])))
        raise typer.Exit(USAGE_ERROR) from None
    problems = verify_record(lines)
    for problem in problems:
        _out(Text(problem))
    if problems:
        _err(Text(text("verify.problems", language, n=amount(len(problems), "problems", language))))
        raise typer.Exit(USAGE_ERROR)
    _out(Text(text("verify.sound", language)))


# -- demo --------------------------------------------------------------------------------------------------------
@app.command()
def demo(ctx: typer.Context, lang: LangOption = None) -> None:
    """Parse a few hands of each rule set and show their analysis."""
    from jongg.analysis import decompositions, shanten, waits
    from jongg.notation import parse_hand
    from jongg.rules import find_ruleset
    from jongg.scoring import score as score_json

    language = _language(ctx, lang)
    samples = [
        ("dmjl-classical", "111m666m55m77m [234m] +7m"),
        ("dmjl-classical", "1112345678999m"),
        ("dmjl-classical", "19m19p19s1234567z +1m"),
        ("dmjl-hk-easy", "234m567p9s [666z] (1111s) 1f +9s"),
        ("dmjl-hk-easy", "1122m3344p5555s7z +7z"),
        ("riichi-hana", "23567m234p55678s 34f +4m"),
        ("riichi-hana", "13m406p2278s1267z"),
    ]
    table = _table(text("demo.title", language),
                   [text(f"demo.{c}", language) for c in ("ruleset", "hand", "shanten", "waits", "arrangements")])
    for ruleset, hand_text in samples:
        forms = find_ruleset(ruleset).forms
        hand = parse_hand(hand_text)
        found = decompositions(hand, forms=forms)
        arrangements = "; ".join(" ".join(_group_text(g) for g in d.groups) for d in found[:3])
        table.add_row(ruleset, str(hand), str(shanten(hand, forms=forms)),
                      " ".join(map(str, waits(hand, forms=forms))), arrangements or "-")
    _out(table)
    result = score_json({"ruleset": "dmjl-classical", "hand": "111m666m55m77m [234m] +7m", "seat_wind": "E",
                         "round_wind": "S", "win": {"by": "discard", "from": "N"}})
    _print_result(result, language)


def _group_text(group: Any) -> str:
    from jongg.hand import tiles_to_str
    from jongg.tiles import Tile

    return tiles_to_str(Tile(k) for k in group.tiles)


# -- German ------------------------------------------------------------------------------------------------------
def requested_lang(args: list[str]) -> str | None:
    """The value of the last `--lang` in `args` (`--lang de` or `--lang=de`), if any."""
    found = None
    for index, arg in enumerate(args):
        if arg == "--lang" and index + 1 < len(args):
            found = args[index + 1]
        elif arg.startswith("--lang="):
            found = arg.split("=", 1)[1]
    return found


def german_command() -> Any:
    """The `jongg` command with German help texts (the scoresheet's own texts excepted)."""
    command = typer.main.get_command(app)
    _translate(command)
    return command


def _translate(command: Any) -> None:
    for attr in ("help", "short_help"):
        value = getattr(command, attr)
        if value:
            setattr(command, attr, HELP_DE.get(_squash(value), value))
    for param in command.params:
        help_text = getattr(param, "help", None)
        if help_text:
            param.help = HELP_DE.get(_squash(help_text), help_text)
    english_help_option = command.get_help_option

    def german_help_option(ctx: Any) -> Any:
        option = english_help_option(ctx)
        if option is not None and option.help:
            option.help = HELP_DE.get(option.help, option.help)
        return option

    command.get_help_option = german_help_option
    english_usage = command.get_usage
    command.get_usage = lambda ctx: english_usage(ctx).replace("Usage:", "Aufruf:", 1)
    if isinstance(command, TyperGroup):
        for name, sub in command.commands.items():
            if name != "sheet":
                _translate(sub)


def _squash(value: str) -> str:
    return " ".join(value.split())


def use_german_typer_words() -> None:
    """typer's panel titles and notes in German (module constants of `typer.rich_utils`)."""
    from typer import rich_utils

    for name, value in TYPER_DE.items():
        setattr(rich_utils, name, value)


def main() -> None:
    args = sys.argv[1:]
    if requested_lang(args) == "de":
        use_german_typer_words()
        german_command()(prog_name="jongg")
        return
    app()
