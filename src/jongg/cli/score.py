"""`jongg score` without typer: the request built from the options, the result printed, the hints for common
mistakes. The typer command (`jongg.cli.app`) and the quick start (`jongg.cli.main`, which skips typer for a plain
`jongg score ...`) both call `run_score`; only this module, `jongg.i18n` and what scoring needs are imported.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any, NoReturn

from jongg.errors import JonggError, Phrase
from jongg.i18n import MESSAGES, amount, form_name, limit_word, text
from jongg.jsonfields import decoder_reason

if TYPE_CHECKING:
    from rich.console import Console

WINDS = ("E", "S", "W", "N")
USAGE_ERROR = 2


class Usage(Exception):
    """A bad command-line parameter (the typer command turns it into its usage error)."""


@dataclass
class HandArgs:
    """The options of a command about one hand (`jongg analyse` has these alone; `jongg score` more), with their
    defaults: the one place they are written (their flags and help: `jongg.cli.commands`)."""

    hand: str | None = None
    ruleset: str = "dmjl-classical"
    seat: str = "E"
    round_: str = "E"
    as_json: bool = False
    lang: str = "en"
    option: list[str] | None = None


@dataclass
class ScoreArgs(HandArgs):
    """The options of `jongg score`: those of every hand command, and how the hand was won."""

    self_draw: bool = False
    discard: str | None = None
    replacement: bool = False
    flower_replacement: bool = False
    kong_on_kong: bool = False
    robbing_kong: bool = False
    last_tile: bool = False
    first_turn: bool = False
    original_call: bool = False
    flower_win: bool = False
    east_streak: int = 0
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    dora: list[str] | None = None
    ura: list[str] | None = None
    honba: int = 0
    sticks: int = 0
    pao: str | None = None
    irregular: str | None = None
    jsonl: str | None = None


# -- output ------------------------------------------------------------------------------------------------------
_CONSOLES: dict[bool, Console] = {}


def console(stderr: bool = False) -> Console:
    """Wide enough off a terminal that rule ids and names are never cut in pipes and logs. No markup: user text
    (hands, rule-set ids, option keys, file names) is printed as it is; styles are given as `Text` styles."""
    found = _CONSOLES.get(stderr)
    if found is None:
        from rich.console import Console

        stream = sys.stderr if stderr else sys.stdout
        found = _CONSOLES[stderr] = Console(
            stderr=stderr, highlight=False, markup=False, width=None if stream.isatty() else 160
        )
    return found


def out(*parts: Any) -> None:
    console().print(*parts)


def err(*parts: Any) -> None:
    console(stderr=True).print(*parts)


def new_table(title: str | None, columns: list[str], right: tuple[int, ...] = ()) -> Any:
    from rich.table import Table

    table = Table(title=title, title_justify="left")
    for index, column in enumerate(columns):
        table.add_column(column, justify="right" if index in right else "left")
    return table


@dataclass
class CommandLine:
    """What the `jongg` command was given before its command: the language (`jongg --lang de sheet ...`), which
    the command groups without a --lang of their own read (`asked_lang`)."""

    lang: str = "en"

    def reset(self) -> None:
        self.lang = "en"


command_line = CommandLine()


def asked_lang() -> str:
    """The language given before the command, English when none was."""
    return command_line.lang


def error_text(error: Exception, lang: str) -> str:
    """The message of a refused input in `lang`: a `JonggError`'s text looked up by its id, with where it went
    wrong; another error's as Python wrote it."""
    return error.text(lang) if isinstance(error, JonggError) else str(error)


def reason_text(error: Exception, lang: str) -> str:
    """`error_text` without the position or event an error names apart (`say_error` shows it before)."""
    if isinstance(error, JonggError) and hasattr(error, "reason"):
        return text(error.code, lang, **error.params)
    return error_text(error, lang)


def library_text(note: str, lang: str) -> str:
    """A text the library writes that is no error's message (a problem `jongg verify` finds, an mjai replay's
    note) in `lang`: a `Phrase` in its words by its id, any other text as it is."""
    return note.text(lang) if isinstance(note, Phrase) else note


def say_error(kind: str, position: int | None, message: str, lang: str) -> None:
    """Print an error's type, position and message (already in `lang`) to stderr."""
    from rich.text import Text

    where = text("error.at", lang, position=position) if position is not None else ""
    err(Text.assemble((kind, "bold red"), f"{where}: {message}"))


def fail(error: Exception, lang: str, hint: str | None = None) -> NoReturn:
    """Print a typed error (and a hint) to stderr and exit 2."""
    from rich.text import Text

    say_error(type(error).__name__, getattr(error, "position", None), reason_text(error, lang), lang)
    if hint:
        err(Text(text("hint", lang, text=hint)))
    raise SystemExit(USAGE_ERROR)


def bad_parameter(key: str, lang: str, **values: object) -> NoReturn:
    raise Usage(text(key, lang, **values))


def checked_lang(value: str) -> str:
    """`value` if it is a language we speak; else the refusal is printed and the command exits 2."""
    from jongg.i18n import check_lang

    try:
        return check_lang(value)
    except ValueError as error:
        fail(error, "en")


# -- score -------------------------------------------------------------------------------------------------------
def run_score(args: ScoreArgs) -> None:
    """Score one hand (or a --jsonl batch) and print the answer; exits 2 (SystemExit) when it was refused."""
    language = checked_lang(args.lang)
    if args.jsonl is not None:
        raise SystemExit(_score_jsonl(args.jsonl))
    hand = args.hand
    if hand is None:
        bad_parameter("score.need_hand", language)
    if args.self_draw and args.discard is not None:
        bad_parameter("score.draw_and_discard", language)
    request: dict[str, Any] = {
        "ruleset": args.ruleset,
        "hand": hand,
        "seat_wind": wind(args.seat, "--seat", language),
        "round_wind": wind(args.round_, "--round", language),
        "options": parse_options(args.option, language),
        "context": {"east_consecutive_wins": args.east_streak},
        "irregular": args.irregular,
    }
    riichi_info = {
        "riichi": args.riichi or args.double_riichi,
        "double_riichi": args.double_riichi,
        "ippatsu": args.ippatsu,
        "dora_indicators": _tile_list(args.dora),
        "ura_indicators": _tile_list(args.ura),
        "honba": args.honba,
        "riichi_sticks": args.sticks,
        "pao": wind(args.pao, "--pao", language),
    }
    if any(riichi_info.values()):
        request["riichi"] = riichi_info
    flags = {name: getattr(args, name) for name in WIN_FLAGS}
    if "+" in hand:
        win: dict[str, Any] = {"by": "self-draw" if args.self_draw or args.discard is None else "discard"}
        if args.discard is not None:
            win["from"] = wind(args.discard, "--discard", language)
        win.update({k: v for k, v in flags.items() if v})
        request["win"] = win
    else:
        given = [f"--{k.replace('_', '-')}" for k, v in {"self_draw": args.self_draw, **flags}.items() if v]
        given[:0] = ["--discard"] if args.discard is not None else []
        if given:
            _flag_without_tile(request, hand, given, args.as_json, language)
    from jongg.scoring import scored

    result, refusal = scored(request)
    if args.as_json:
        _out_json(result)
    else:
        print_result(result, language, hand, refusal)
    if result["error"] is not None:
        raise SystemExit(USAGE_ERROR)


WIN_FLAGS = (
    "replacement",
    "flower_replacement",
    "kong_on_kong",
    "robbing_kong",
    "last_tile",
    "first_turn",
    "original_call",
    "flower_win",
)
"""The `win` flags besides how the tile came (`--self-draw`, `--discard`)."""


def _flag_without_tile(request: dict[str, Any], hand: str, flags: list[str], as_json: bool, lang: str) -> None:
    """A win flag on a hand without `+X`: refused, with the fix spelled out."""
    from jongg.errors import InvalidRequest

    example, facts = f"{hand.strip()} +X", _count_facts(hand)
    if facts is not None and facts[0] == 14 and facts[1]:
        example = _move_last_tile(hand) or example
        error = InvalidRequest("cli.flag_without_tile_14", flags=" ".join(flags), example=example)
    else:
        error = InvalidRequest("cli.flag_without_tile", flags=" ".join(flags), example=example)
    if as_json:
        from jongg.contract import ScoreResult

        _out_json(ScoreResult.failure(request["ruleset"], error).to_json())
        raise SystemExit(USAGE_ERROR)
    fail(error, lang)


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


def count_hint(hand: str, lang: str) -> str | None:
    """For a wrong tile count: what was found, and (on a line of its own) the likely slip."""
    from jongg.notation import parse_hand
    from jongg.tiles import KIND_MASK

    facts = _count_facts(hand)
    if facts is None:
        return None
    total, concealed, melds, winning = facts
    expected = 13 + winning
    found = text(
        "count.found",
        lang,
        total=amount(total, "tiles", lang),
        concealed=concealed,
        melds=amount(melds, "melds", lang),
        meld_tiles=3 * melds,
        winning=text("count.winning", lang) if winning else "",
        expected=text("count.expect_win" if winning else "count.expect_lose", lang),
    )
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
        off = abs(total - expected)
        slip = text(key, lang, n=off, tiles=amount(off, "tiles", lang))
    return f"{found}\n{text('hint', lang, text=slip)}" if slip else found


def parse_options(raw: list[str] | None, lang: str) -> dict[str, Any]:
    """The rule-set options given as `-o KEY=VALUE` (a JSON value, else the text)."""
    return dict(_parse_option(o, lang) for o in raw or [])


def _parse_option(raw: str, lang: str) -> tuple[str, Any]:
    if "=" not in raw:
        bad_parameter("score.option_form", lang, value=repr(raw))
    key, value = raw.split("=", 1)
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def wind(value: str | None, name: str, lang: str) -> str | None:
    if value is not None and value.upper() not in WINDS:
        bad_parameter("score.wind", lang, name=name, value=repr(value))
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
        err(Text(f"cannot read {path}: {e.strerror}"))
        return USAGE_ERROR
    failed = number = 0
    with stream:
        for number, raw in enumerate(stream, 1):
            result = _answer_line(raw, number, score_json)
            failed += result["error"] is not None
            _write_utf8(_json_text(result) + "\n")
    if failed:
        err(f"{failed} of {number} lines failed")
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
        raise InvalidRequest("cli.line_not_utf_byte", number=number, value=e.start + 1) from None
    if not line.strip():
        raise InvalidRequest("cli.line_blank_give_one", number=number)
    try:
        return json.loads(line)
    except json.JSONDecodeError as e:
        raise InvalidRequest(
            "cli.line_not_json_column", number=number, msg=decoder_reason(e.msg), colno=e.colno
        ) from None
    except RecursionError:
        raise InvalidRequest("cli.line_nested_too_deeply", number=number) from None
    except ValueError:  # Python reads no integer of more than 4,300 digits
        raise InvalidRequest("cli.line_holds_number_too", number=number) from None


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _json_text(result: dict[str, Any]) -> str:
    """The result as one line of JSON that encodes as UTF-8: a lone surrogate (echoed from the request)
    becomes U+FFFD."""
    return _LONE_SURROGATE.sub("\ufffd", json.dumps(result, ensure_ascii=False))


def _out_json(result: dict[str, Any]) -> None:
    console().print_json(_json_text(result))


def _write_utf8(line: str) -> None:
    """Write UTF-8 to stdout whatever its text encoding."""
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(line)
    else:
        buffer.write(line.encode("utf-8"))


SUMMARY_UNITS = ("points", "doubles", "fan", "han", "fu")


def print_result(result: dict[str, Any], lang: str, hand: str | None = None, refusal: Exception | None = None) -> None:
    """Print a score answer; a refusal in `lang` when its error is given, else the answer's English message."""
    from rich.text import Text

    error = result["error"]
    if error is not None:
        message = error["message"] if refusal is None else reason_text(refusal, lang)
        say_error(error["type"], error.get("position"), message, lang)
        hint = count_hint(hand, lang) if hand is not None and error["type"] == "WrongTileCount" else None
        if hint:
            err(Text(text("hint", lang, text=hint)))
        return
    if result["items"]:
        out(Text(f"{result['ruleset']}: {result['arrangement'] or ''}", style="italic"))
        table = new_table(None, [text("score.rule", lang), text("score.value", lang)], right=(1,))
        for item in result["items"]:
            unit = next(k for k in (*SUMMARY_UNITS, "limit") if k in item)
            table.add_row(item["de" if lang == "de" else "en"], amount(item[unit], unit, lang))
        out(table)
    summary = [f"{text('label.' + k, lang)} {result[k]}" for k in SUMMARY_UNITS if result[k] is not None]
    if result["limit"] is not None:
        named = next(
            (i["de" if lang == "de" else "en"] for i in result["items"] if i["rule"] == result["limit_hand"]),
            result["limit_hand"],
        )
        word = limit_word(result["limit"], lang)
        summary.append(f"{word} ({named})" if named and named != word else word)
    if result["won"]:
        status = text("score.wins", lang)
    elif result["reason"]:
        status = text("score.no_win", lang, why=_reason(result, lang, hand))
    else:
        status = text("score.loser", lang)
    out(
        Text(
            "; ".join(
                [status, *([", ".join(summary)] if summary else []), text("score.total", lang, total=result["total"])]
            )
        )
    )
    for payment in result["payments"] or []:
        payer = text("score.table", lang) if payment["from"] == "table" else payment["from"]
        out(Text(text("score.payment", lang, payer=payer, payee=payment["to"], amount=payment["amount"])))


def _reason(result: dict[str, Any], lang: str, hand: str | None) -> str:
    """Why a winner's hand does not win, in words; for an incomplete hand, how far it is from each form."""
    reason = result["reason"]
    if reason != "not-complete" or hand is None:
        key = f"reason.{reason}"
        return text(key, lang) if key in MESSAGES else str(reason)
    from jongg.advice import analyse

    analysis = analyse(hand, result["ruleset"])
    forms = []
    for form, value in analysis.forms:
        name = form_name(form.name or "", lang)
        forms.append(
            text("reason.form_impossible", lang, form=name)
            if value is None
            else text("reason.form_away", lang, form=name, n=amount(value + 1, "tiles", lang))
        )
    return text("reason.not-complete", lang, ruleset=result["ruleset"], forms="; ".join(forms))
