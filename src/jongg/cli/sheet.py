"""`jongg sheet …`: the scoresheet on the command line (a thin surface over `jongg.scoresheet`).

Exit codes: 0 done, 2 refused (bad input, a conflict); a refused command changes nothing in the file.

Output: user text (names, rule-set ids, option keys, hands, file names) is printed as it is, never read as Rich
markup or emoji codes. A write command renders its whole output inside its transaction (`before_commit`), so a
failure to render stores nothing; after the commit only finished text is written, with characters the stream
cannot encode escaped (`\\xf6`) and a closed pipe ignored: nothing printed can fail after an entry is stored.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from jongg.cli.score import asked_lang, error_text, library_text
from jongg.contract import ScoreResult
from jongg.engine.match import FOUR_ROUNDS, ROUNDS_PLAYED
from jongg.errors import JonggError, Phrase
from jongg.i18n import MESSAGES, UNITS, limit_word, text, unit_word, wind_name
from jongg.scoresheet.entries import (
    RIICHI_FLAGS,
    WIN_FLAGS,
    Dangerous,
    Entry,
    HandEntry,
    PenaltyRecord,
    Stop,
    TimeUp,
    Winner,
    parse_hands,
    parse_names,
    parse_pairs,
    parse_values,
    resolve_name,
)
from jongg.scoresheet.errors import InvalidEntry
from jongg.scoresheet.match import ROUND_NAMES, Outcome, Payment
from jongg.scoresheet.sheet import MatchView, Recorded, Scoresheet, Undone, check_new, csv_text, number_text
from jongg.scoresheet.store import default_path

sheet_app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Scoresheet for matches on a real table: score, settle and track them in one SQLite file.",
)
out = Console(highlight=False, markup=False, emoji=False, width=None if sys.stdout.isatty() else 160)
err = Console(stderr=True, highlight=False, markup=False, emoji=False, width=None if sys.stderr.isatty() else 160)
REFUSED = 2
T = TypeVar("T")

DbOption = Annotated[
    Path | None,
    typer.Option(
        "--db",
        envvar="JONGG_SHEET",
        show_default=False,
        help=f"The scoresheet file (default: {default_path()}; or $JONGG_SHEET).",
    ),
]
MatchOption = Annotated[int | None, typer.Option("--match", help="Match number (default: the last one started).")]
ExpectOption = Annotated[
    int | None,
    typer.Option("--expect", help="The number of this hand: refused if hand N is already recorded (safe to retry)."),
]
LangOption = Annotated[str | None, typer.Option("--lang", help="Rule names in en or de.")]


def _db(path: Path | None) -> Path:
    return path if path is not None else default_path()


def _run(action: Callable[[], T]) -> T:
    """Run `action`; a refused input prints its message and exits 2 (nothing was written)."""
    try:
        return action()
    except JonggError as e:
        lang = asked_lang()
        _say(
            err,
            Text.assemble((text("sheet.refused", lang), "bold red"), f" ({e.contract_type}): {error_text(e, lang)}"),
        )
        raise typer.Exit(REFUSED) from None


def _rendered(render: Callable[[], object]) -> str:
    """What `render` prints on `out`, as text (rendered for the terminal `out` writes to)."""
    with out.capture() as captured:
        render()
    return captured.get()


def _write(action: Callable[[Callable[[T], object]], T], render: Callable[[T], object]) -> str:
    """Run a write `action` that calls its argument inside its transaction, and render the output there: a
    failure to render stores nothing; the text returned is all that is left to print after the commit."""
    shown: list[str] = []
    _run(lambda: action(lambda result: shown.append(_rendered(lambda: render(result)))))
    return shown[0]


def _emit(text: str, stream: IO[str] | None = None) -> None:
    """Write finished text: characters the stream cannot encode are escaped; a closed pipe is ignored."""
    stream = stream if stream is not None else out.file
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        stream.write(text.encode(encoding, "backslashreplace").decode(encoding))
        stream.flush()
    except OSError:
        with contextlib.suppress(OSError, ValueError):  # no one reads: let the exit flush go nowhere
            os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())


def _say(console: Console, *objects: Any) -> None:
    """Print on `console` now (a read command, or a refusal: nothing was written)."""
    with console.capture() as captured:
        console.print(*objects)
    _emit(captured.get(), console.file)


def _open(db: Path | None) -> Scoresheet:
    return _run(lambda: Scoresheet(_db(db)))


# -- new -------------------------------------------------------------------------------------------------
def _parse_option(text: str) -> tuple[str, Any]:
    if "=" not in text:
        raise InvalidEntry("cli.option_takes_key_value", text=text)
    key, raw = text.split("=", 1)
    try:
        return key.strip(), json.loads(raw)
    except json.JSONDecodeError:
        return key.strip(), raw


@sheet_app.command()
def new(
    ruleset: Annotated[str, typer.Option("--ruleset", "-r", help="Rule set id: dmjl-classical, dmjl-hk-easy …")],
    players: Annotated[str, typer.Option("--players", "-p", help="Four names in seat order, East first: A,B,C,D.")],
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help="Rule-set option KEY=VALUE.")] = None,
    db: DbOption = None,
) -> None:
    """Start a match; the first player is East."""
    names = players.split(",")
    options = dict(_run(lambda: [_parse_option(o) for o in option or []]))
    _run(lambda: check_new(ruleset, names, options))

    def render(view: MatchView) -> None:
        lang = asked_lang()
        out.print(text("sheet.started", lang, id=view.info.id, ruleset=view.info.ruleset, path=_db(db)))
        _print_options(view, lang)
        _print_status(view, lang)

    with _run(lambda: Scoresheet(_db(db), create=True)) as sheet:
        shown = _write(lambda then: sheet.new_match(ruleset, names, options, before_commit=then), render)
    _emit(shown)


# -- hand ------------------------------------------------------------------------------------------------
@sheet_app.command()
def hand(
    winner: Annotated[list[str] | None, typer.Option("--winner", "-w", help="The winner (twice: double ron).")] = None,
    draw: Annotated[bool, typer.Option("--draw", help="The hand is a draw.")] = False,
    hand_: Annotated[
        list[str] | None,
        typer.Option(
            "--hand", help="The winning hand in notation, e.g. '111m666m55m77m [234m] +7m' (one per --winner)."
        ),
    ] = None,
    self_draw: Annotated[bool, typer.Option("--self-draw", help="Won by self-draw.")] = False,
    discarder: Annotated[
        str | None,
        typer.Option("--discarder", "-d", help="Won on this player's discard (robbing a kong: the robbed player)."),
    ] = None,
    replacement: Annotated[bool, typer.Option("--replacement", help="Won on a kong replacement tile.")] = False,
    flower_replacement: Annotated[
        bool, typer.Option("--flower-replacement", help="Won on a bonus-tile replacement.")
    ] = False,
    kong_on_kong: Annotated[bool, typer.Option("--kong-on-kong", help="Classical: Twofold fortune.")] = False,
    robbing_kong: Annotated[bool, typer.Option("--robbing-kong", help="Won by robbing a kong.")] = False,
    last_tile: Annotated[bool, typer.Option("--last-tile", help="Last tile of the wall / the last discard.")] = False,
    first_turn: Annotated[
        bool,
        typer.Option("--first-turn", help="Blessing of Heaven / Earth (Riichi: tenhou, chiihou, renhou)."),
    ] = False,
    original_call: Annotated[bool, typer.Option("--original-call", help="Classical: original call.")] = False,
    flower_win: Annotated[bool, typer.Option("--flower-win", help="Riichi: Daifaahou on another's flower.")] = False,
    loser: Annotated[
        list[str] | None, typer.Option("--loser", help="Classical: a loser's hand, NAME='…' (repeat for each).")
    ] = None,
    irregular: Annotated[
        list[str] | None,
        typer.Option("--irregular", help="Classical: NAME=short|long|foul|dead for a hand given in notation."),
    ] = None,
    values: Annotated[
        list[str] | None,
        typer.Option("--values", "-v", help="Classical: hand values counted at the table, Ann=2,Ben=46,…"),
    ] = None,
    fan: Annotated[int | None, typer.Option("--fan", help="HKE: the winner's fan (10 or more: the limit).")] = None,
    han: Annotated[
        list[str] | None,
        typer.Option(
            "--han", help="Riichi: the winner's han, dora included (two winners: one each in order, or NAME=H)."
        ),
    ] = None,
    fu: Annotated[list[str] | None, typer.Option("--fu", help="Riichi: the winner's fu (or NAME=F).")] = None,
    yakuman: Annotated[
        list[str] | None, typer.Option("--yakuman", help="Riichi: the winner's number of yakuman (or NAME=K).")
    ] = None,
    riichi: Annotated[list[str] | None, typer.Option("--riichi", help="Riichi: who declared riichi, A,B.")] = None,
    double_riichi: Annotated[
        list[str] | None, typer.Option("--double-riichi", help="Riichi: winners whose riichi was a double riichi.")
    ] = None,
    ippatsu: Annotated[list[str] | None, typer.Option("--ippatsu", help="Riichi: winners with ippatsu.")] = None,
    dora: Annotated[str | None, typer.Option("--dora", help="Riichi: dora indicators, e.g. 1z,5p.")] = None,
    ura: Annotated[str | None, typer.Option("--ura", help="Riichi: ura indicators.")] = None,
    tenpai: Annotated[list[str] | None, typer.Option("--tenpai", help="Riichi draw: who is tenpai, A,B.")] = None,
    nagashi: Annotated[list[str] | None, typer.Option("--nagashi", help="Riichi draw: nagashi mangan, A.")] = None,
    pao: Annotated[
        str | None, typer.Option("--pao", help="Riichi: the player liable (pao); with two winners NAME:WINNER.")
    ] = None,
    abortive: Annotated[bool, typer.Option("--abortive", help="Riichi: an abortive draw (no payments).")] = False,
    hana: Annotated[
        list[str] | None,
        typer.Option(
            "--hana", help="Riichi variation 3: flowers revealed, NAME=N (a chip from each other player each)."
        ),
    ] = None,
    dangerous: Annotated[
        str | None,
        typer.Option(
            "--dangerous",
            help="Dangerous play: NAME (the winning discard) or NAME:supplied (supplied the pung); "
            "add :no-choice if he had no choice.",
        ),
    ] = None,
    expect: ExpectOption = None,
    lang: LangOption = None,
    db: DbOption = None,
    match: MatchOption = None,
) -> None:
    """Record one hand: a win (the hand in notation, or the values counted at the table) or a draw."""

    def build() -> HandEntry:
        winners = winner or []
        if draw and winners:
            raise InvalidEntry("cli.winner_and_draw_exclude")
        if not draw and not winners:
            raise InvalidEntry("cli.give_winner_name_or")
        hands = hand_ or []
        if hands and len(hands) != len(winners):
            raise InvalidEntry("cli.give_one_hand_per", winners_count=len(winners), hands_count=len(hands))
        flags = {
            "replacement": replacement,
            "flower_replacement": flower_replacement,
            "kong_on_kong": kong_on_kong,
            "robbing_kong": robbing_kong,
            "last_tile": last_tile,
            "first_turn": first_turn,
            "original_call": original_call,
            "flower_win": flower_win,
        }
        set_flags = tuple(f for f in WIN_FLAGS if flags[f])
        if set_flags and not winners:
            raise InvalidEntry("cli.win_flags_need_winner")
        doubles = set(parse_names(double_riichi or []))
        ippatsus = set(parse_names(ippatsu or []))
        per_winner = {
            key: _per_winner(key, given or [], winners)
            for key, given in (("han", han), ("fu", fu), ("yakuman", yakuman))
        }
        out_winners = []
        for i, name in enumerate(winners):
            riichi_flags = tuple(f for f, names in zip(RIICHI_FLAGS, (doubles, ippatsus), strict=True) if name in names)
            out_winners.append(
                Winner(
                    name,
                    hands[i] if hands else None,
                    set_flags + riichi_flags,
                    fan=fan if i == 0 else None,
                    **{k: v.get(name) for k, v in per_winner.items()},
                )
            )
        unknown = (doubles | ippatsus) - set(winners)
        if unknown:
            raise InvalidEntry("cli.double_riichi_and_ippatsu", unknown=", ".join(sorted(unknown)))
        if fan is not None and len(winners) != 1:
            raise InvalidEntry("cli.fan_winner_fan_give")
        liable, _, pao_for = (pao or "").partition(":")
        return HandEntry(
            winners=tuple(out_winners),
            self_draw=self_draw,
            discarder=discarder,
            losers=parse_hands(loser or []),
            irregular=dict(parse_pairs(irregular or [], "--irregular")),
            values=parse_values(values or []),
            dangerous=None if dangerous is None else Dangerous.parse(dangerous),
            riichi=parse_names(riichi or []),
            tenpai=parse_names(tenpai or []),
            nagashi=parse_names(nagashi or []),
            pao=liable.strip() or None,
            pao_for=pao_for.strip() or None,
            dora=parse_names([dora] if dora else []),
            ura=parse_names([ura] if ura else []),
            abortive=abortive,
            hana=parse_values(hana or [], "--hana"),
        )

    entry = _run(build)
    _record(entry, db, match, expect, lang)


def _per_winner(key: str, given: Sequence[str], winners: Sequence[str]) -> dict[str, int]:
    """`--han 3` (one per winner, in order) or `--han Ann=3` → {winner name as given: 3}."""
    if not given:
        return {}
    if all("=" in g for g in given):
        out = {}
        for name, value in parse_values(given, f"--{key}").items():
            try:
                out[resolve_name(name, winners, "winner")] = value
            except JonggError:
                raise InvalidEntry("cli.not_winner", key=key, name=name) from None
        return out
    if any("=" in g for g in given) or len(given) != len(winners):
        raise InvalidEntry("cli.give_one_per_winner", key=key)
    try:
        return {w: int(g) for w, g in zip(winners, given, strict=True)}
    except ValueError:
        raise InvalidEntry("cli.takes_whole_numbers_not", key=key, given=", ".join(given)) from None


def _record(entry: Entry, db: Path | None, match: int | None, expect: int | None, rule_lang: str | None) -> None:
    """Record `entry` and print its outcome; the rule names in `rule_lang` (`hand --lang`) if given, else in the
    language given before the command, as is everything else."""
    lang = asked_lang()
    if rule_lang is None:
        rule_lang = lang
    if rule_lang not in ("en", "de"):
        raise typer.BadParameter(text("sheet.lang_bad", lang, value=repr(rule_lang)))

    def render(done: Recorded) -> None:
        _print_outcome(done.outcome, done.view, lang, rule_lang)
        out.print()
        _print_status(done.view, lang)

    with _open(db) as sheet:
        shown = _write(lambda then: sheet.record(entry, match=match, expect=expect, before_commit=then), render)
    _emit(shown)


# -- penalty, time-up ------------------------------------------------------------------------------------
@sheet_app.command()
def penalty(
    kind: Annotated[
        str,
        typer.Argument(help="The penalty id from the rule set's catalog (see 'sheet penalties').", metavar="PENALTY"),
    ],
    payer: Annotated[list[str], typer.Option("--payer", help="The offender(s) who pay: A or A,B.")],
    claimer: Annotated[str | None, typer.Option("--claimer", help="Who claimed the wrongly named tile.")] = None,
    expect: ExpectOption = None,
    db: DbOption = None,
    match: MatchOption = None,
) -> None:
    """Record a penalty from the rule set's catalog: its payments and its effect on who deals next."""
    entry = PenaltyRecord(kind, parse_names(payer), claimer)
    _record(entry, db, match, expect, None)


@sheet_app.command()
def penalties(db: DbOption = None, match: MatchOption = None) -> None:
    """List the penalties of the match's rule set."""
    with _open(db) as sheet:
        view = _run(lambda: sheet.match(match))
    lang = asked_lang()
    table = Table(title=text("sheet.penalties.title", lang, ruleset=view.info.ruleset), title_justify="left")
    for column in ("id", "case", "payers", "hand"):
        table.add_column(text(f"sheet.penalties.{column}", lang))
    for row in view.rules.catalog:
        payers = text("sheet.penalties.or", lang).join(map(str, row.offenders))
        payers += " + --claimer" if row.needs_claimer else ""
        ends = text("sheet.penalties.ends" if row.ends_hand else "sheet.penalties.continues", lang)
        table.add_row(row.id, row.de if lang == "de" else row.en, payers, ends)
    _say(out, table)


@sheet_app.command()
def stop(expect: ExpectOption = None, db: DbOption = None, match: MatchOption = None) -> None:
    """Riichi: the dealer, leading after a repeat in the last hand, ends the match (agari-yame)."""
    _record(Stop(), db, match, expect, None)


@sheet_app.command("time-up")
def time_up(expect: ExpectOption = None, db: DbOption = None, match: MatchOption = None) -> None:
    """The agreed time is up (HKE max_duration): the hand in progress is abandoned and the match ends."""
    _record(TimeUp(), db, match, expect, None)


# -- show, undo, export, standings -----------------------------------------------------------------------
@sheet_app.command()
def show(
    history: Annotated[bool, typer.Option("--history", help="List every entry.")] = False,
    db: DbOption = None,
    match: MatchOption = None,
) -> None:
    """The running totals, the round, who is East, the hand number (Riichi: honba, sticks); the final result."""
    lang = asked_lang()
    with _open(db) as sheet:
        view = _run(lambda: sheet.match(match))
    if view.changed:
        _say(err, text("sheet.changed", lang, entries=", ".join(map(str, view.changed))))
    _emit(_rendered(lambda: _print_match(view, history, lang)))


def _print_match(view: MatchView, history: bool, lang: str) -> None:
    out.print(text("sheet.match", lang, id=view.info.id, ruleset=view.info.ruleset, created=view.info.created))
    _print_options(view, lang)
    if history and view.outcomes:
        table = Table(title=text("sheet.entries", lang), title_justify="left")
        for column in ("#", "hand", "round", "east", "what"):
            header = column if column == "#" else text(f"sheet.entries.{column}", lang)
            table.add_column(header, justify="right" if column in ("#", "hand") else "left")
        for name in view.info.players:
            table.add_column(name, justify="right")
        for o in view.outcomes:
            table.add_row(
                str(o.entry),
                str(o.hand),
                wind_name(o.round_wind, lang),
                o.east,
                o.summary.text(lang),
                *(_signed(o.net.get(p, 0)) for p in view.info.players),
            )
        out.print(table)
    _print_status(view, lang)


@sheet_app.command()
def undo(
    entry: Annotated[
        int | None, typer.Option("--entry", help="Only if the last entry is entry N (safe to retry).")
    ] = None,
    any_match: Annotated[
        bool,
        typer.Option(
            "--any-match",
            help="Undo the last thing in the file, whichever match: a match without entries is "
            "removed itself (the match before it is then the current one).",
        ),
    ] = False,
    db: DbOption = None,
    match: MatchOption = None,
) -> None:
    """Remove the last entry of the current match (the last one started, or --match N)."""
    with _open(db) as sheet:
        shown = _write(
            lambda then: sheet.undo(match=match, entry=entry, any_match=any_match, before_commit=then), _print_undone
        )
    _emit(shown)


def _print_undone(done: Undone) -> None:
    lang = asked_lang()
    if done.outcome is None or done.view is None:
        players = ", ".join(done.match.players)
        out.print(text("sheet.removed_match", lang, id=done.match.id, ruleset=done.match.ruleset, players=players))
        return
    o = done.outcome
    summary = o.summary.text(lang)
    out.print(text("sheet.removed_entry", lang, entry=o.entry, match=done.match.id, hand=o.hand, summary=summary))
    _print_status(done.view, lang)


@sheet_app.command()
def export(
    format_: Annotated[str, typer.Option("--format", "-f", help="csv or json.")] = "json",
    db: DbOption = None,
    match: MatchOption = None,
) -> None:
    """Print the match as JSON (totals, hands, payments) or CSV (a row per entry; a formula-like cell gets a ')."""
    if format_ not in ("csv", "json"):
        raise typer.BadParameter(text("sheet.format_export", asked_lang(), value=repr(format_)))
    with _open(db) as sheet:
        view = _run(lambda: sheet.match(match))
    _emit(json.dumps(view.to_json(), ensure_ascii=False, indent=2) + "\n" if format_ == "json" else view.to_csv())


STANDINGS_HEADER = ("rank", "player", "matches", "finished", "first", "table_points", "average_place", "score")


@sheet_app.command()
def standings(
    format_: Annotated[str, typer.Option("--format", "-f", help="table or csv.")] = "table",
    db: DbOption = None,
) -> None:
    """Rank the players over all matches in the file, per rule set: table points 4-2-1-0, then score."""
    if format_ not in ("csv", "table"):
        raise typer.BadParameter(text("sheet.format_standings", asked_lang(), value=repr(format_)))
    with _open(db) as sheet:
        rows = _run(sheet.standings)
    data: list[list[str | int | float]] = [
        [r.ruleset, r.rank, r.name, r.matches, r.finished, r.first, r.table_points, round(r.average_place, 2), r.score]
        for r in rows
    ]
    if format_ == "csv":
        _emit(csv_text(("ruleset", *STANDINGS_HEADER), data))
        return
    lang = asked_lang()
    _emit(_rendered(lambda: _print_standings(data, lang)))


def _print_standings(data: Sequence[Sequence[str | int | float]], lang: str) -> None:
    for ruleset in dict.fromkeys(row[0] for row in data):
        table = Table(title=text("sheet.standings.title", lang, ruleset=ruleset), title_justify="left")
        for column in STANDINGS_HEADER:
            table.add_column(text(f"sheet.standings.{column}", lang), justify="left" if column == "player" else "right")
        for row in data:
            if row[0] == ruleset:
                table.add_row(*(cell if isinstance(cell, str) else number_text(cell) for cell in row[1:]))
        out.print(table)


@sheet_app.command("list")
def list_(db: DbOption = None) -> None:
    """List the matches in the file."""
    with _open(db) as sheet:
        views = _run(lambda: [sheet.match(m.id) for m in sheet.matches()])
    lang = asked_lang()
    table = Table(title=str(_db(db)), title_justify="left")
    for column in ("match", "ruleset", "players", "started", "hands", "state"):
        table.add_column(text(f"sheet.list.{column}", lang))
    for v in views:
        table.add_row(
            str(v.info.id),
            v.info.ruleset,
            ", ".join(v.info.players),
            v.info.created,
            str(v.state.hand - 1),
            _finished_text(v.finished, lang) if v.finished else text("sheet.list.in_progress", lang),
        )
    _say(out, table)


# -- rendering -------------------------------------------------------------------------------------------
def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _seat(wind: str, lang: str) -> str:
    """A seat wind: its letter in English ("E"), its word in German ("Ost")."""
    return wind_name(wind, lang) if lang == "de" and wind in ROUND_NAMES else wind


def _print_options(view: MatchView, lang: str) -> None:
    defaults = view.rules.ruleset.options({})
    changed = {k: v for k, v in view.info.options.items() if getattr(defaults, k, object()) != v}
    if changed:
        options = ", ".join(f"{k}={json.dumps(v)}" for k, v in changed.items())
        out.print(text("sheet.options", lang, options=options))


def _status_word(key: str, lang: str) -> str:
    """The name of a rule set's status value ("riichi sticks", "Riichi-Stäbchen")."""
    found = f"sheet.status.{key}"
    if lang == "de" and found in MESSAGES:
        return text(found, lang)
    return key.replace("_", " ")


def _print_status(view: MatchView, lang: str) -> None:
    state = view.state
    winds = state.seat_winds()
    table = Table(title_justify="left", box=None, pad_edge=False)
    table.add_column(text("sheet.player", lang))
    table.add_column(text("sheet.seat", lang))
    table.add_column(text("sheet.total", lang), justify="right")
    for name in state.by_wind() if state.finished is None else state.players:
        table.add_row(name, _seat(winds[name], lang) if state.finished is None else "", str(state.totals[name]))
    out.print(table)
    extra = view.rules.status(state)
    if state.finished is None:
        line = text(
            "sheet.next",
            lang,
            hand=state.hand,
            round=wind_name(state.round_wind, lang),
            deal=state.passes + 1,
            east=state.east,
        )
        if state.streak:
            line += text("sheet.streak", lang, n=state.streak)
        for key, value in extra.items():
            if value is True:
                line += f" · {_status_word(key, lang)} ('sheet stop')"
            elif isinstance(value, dict):
                line += f" · {_status_word(key, lang) if lang == 'de' else key}: " + ", ".join(
                    f"{k} {v}" for k, v in value.items()
                )
            else:
                line += f" · {_status_word(key, lang)} {value}"
        out.print(line)
        _print_time(view, lang)
        return
    out.print(Text.assemble((text("sheet.over", lang), "bold"), f": {_finished_text(state.finished, lang)}."))
    result = Table(title=text("sheet.final", lang), title_justify="left")
    for column in ("place", "player", "total", "score"):
        header = text(f"sheet.{column}" if column in ("player", "total") else f"sheet.final.{column}", lang)
        result.add_column(header, justify="left" if column == "player" else "right")
    for p in view.placings():
        result.add_row(str(p.place), p.name, str(p.total), number_text(p.score))
    out.print(result)


def _print_time(view: MatchView, lang: str) -> None:
    minutes = getattr(view.rules.options, "max_duration", None)
    if minutes is None:
        return
    try:
        started = datetime.fromisoformat(view.info.created)
    except ValueError:
        return
    elapsed = int((datetime.now(UTC) - started).total_seconds() // 60)
    out.print(text("sheet.time", lang, elapsed=elapsed, minutes=minutes))


def _print_outcome(o: Outcome, view: MatchView, lang: str, rule_lang: str) -> None:
    where = text("sheet.where", lang, round=wind_name(o.round_wind, lang), east=o.east)
    if not o.ends_hand and o.kind == "penalty":
        where += text("sheet.in_progress", lang)
    out.print(Text.assemble((text("sheet.hand", lang, hand=o.hand), "bold"), where))
    out.print(o.summary.text(lang))
    for name, result in o.scores.items():
        _print_score(name, _seat(o.seats[name], lang), result, lang, rule_lang)
    if o.values and not o.scores.keys() >= o.values.keys():
        values = " · ".join(f"{n} ({_seat(o.seats[n], lang)}) {v}" for n, v in o.values.items())
        out.print(text("sheet.values", lang, values=values))
    _print_payments(o.payments, lang)
    players = list(view.info.players)
    table = Table(box=None, pad_edge=False)
    table.add_column("")
    for name in players:
        table.add_column(name, justify="right")
    table.add_row(text("sheet.net", lang), *(_signed(o.net.get(p, 0)) for p in players))
    table.add_row(text("sheet.total", lang), *(str(o.totals[p]) for p in players))
    out.print(table)


def _unit(value: object, unit: str, lang: str) -> str:
    """A rule's unit word: as the rule set names it in English, in German in the number its value asks."""
    if lang != "de":
        return unit
    if isinstance(value, int) and unit in UNITS:
        return unit_word(value, unit, lang)
    return text(f"label.{unit}", lang) if f"label.{unit}" in MESSAGES else unit


def _print_score(name: str, wind: str, result: ScoreResult, lang: str, rule_lang: str) -> None:
    table = Table(title=f"{name} ({wind}): {result.arrangement or ''}", title_justify="left")
    table.add_column(text("sheet.rule", lang))
    table.add_column(text("sheet.value", lang), justify="right")
    table.add_column(text("sheet.unit", lang))
    for item in result.items:
        value, unit = str(_limit(item.value, lang)), _unit(item.value, item.unit, lang)
        table.add_row(item.de if rule_lang == "de" else item.en, value, "" if unit == value else unit)
    out.print(table)
    summary = {
        k: getattr(result, k)
        for k in ("points", "doubles", "fan", "han", "fu", "limit", "limit_hand")
        if getattr(result, k) is not None
    }
    out.print(
        ", ".join(_summary_part(k, v, lang) for k, v in summary.items())
        + text("sheet.score_total", lang, total=result.total)
    )


def _summary_part(key: str, value: object, lang: str) -> str:
    """`points 64`, `limit 2x yakuman`; a limit whose value is the limit itself (Classical, HKE) says the word
    once, not "limit limit"."""
    label = _label(key, lang)
    shown = str(_limit(value, lang) if key == "limit" else value)
    return label if key == "limit" and shown.casefold() == label.casefold() else f"{label} {shown}"


def _label(key: str, lang: str) -> str:
    """The name of a score field ("points", "Punkte"; "limit_hand", "Limit-Hand")."""
    if lang != "de":
        return key
    return text("sheet.limit_hand" if key == "limit_hand" else f"label.{key}", lang)


def _limit(value: object, lang: str) -> object:
    return limit_word(value, lang) if isinstance(value, str) else value


def _print_payments(payments: Sequence[Payment], lang: str) -> None:
    if not payments:
        out.print(text("sheet.no_payments", lang))
        return
    table = Table(title=text("sheet.payments", lang), title_justify="left", box=None, pad_edge=False)
    table.add_column(text("sheet.from", lang))
    table.add_column("")
    table.add_column(text("sheet.to", lang))
    table.add_column(text("sheet.amount", lang), justify="right")
    table.add_column(text("sheet.reason", lang))
    for p in payments:
        table.add_row(p.from_, "→", p.to, str(p.amount), _payment_reason(p.reason, lang))
    out.print(table)


def _finished_text(reason: str, lang: str) -> str:
    """Why a match ended, in `lang`: a phrase by its id; the DMJL flows' "four rounds played" and "bust: NAMES
    below zero" (the text a record keeps) by their own keys, the names kept."""
    if lang != "de" or isinstance(reason, Phrase):
        return library_text(reason, lang)
    if reason in (FOUR_ROUNDS, ROUNDS_PLAYED):
        return text(f"play.reason.{reason}", lang)
    prefix, suffix = "bust: ", " below zero"
    if reason.startswith(prefix) and reason.endswith(suffix):
        return text("sheet.bust", lang, names=reason[len(prefix) : -len(suffix)])
    return reason


def _payment_reason(reason: str, lang: str) -> str:
    """Why a payment is made: a settlement's reason in `lang`; a penalty's id as it is."""
    key = f"sheet.reason.{reason}"
    return text(key, lang) if lang == "de" and key in MESSAGES else reason
