"""`jongg analyse` without typer: the analysis of a hand printed as tables (or JSON). The typer command
(`jongg.cli.app`, generated from `jongg.cli.commands`) and the quick start (`jongg.cli.main`, which skips typer
for a plain `jongg analyse ...`) both call `run_analyse`; only this module, `jongg.cli.score`'s output helpers,
`jongg.i18n` and the analysis are imported.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from jongg.cli.score import (
    HandArgs,
    bad_parameter,
    checked_lang,
    console,
    count_hint,
    fail,
    new_table,
    out,
    parse_options,
    wind,
)
from jongg.i18n import amount, form_name, text

if TYPE_CHECKING:
    from jongg.advice import Analysis, Wait


AnalyseArgs = HandArgs
"""The options of `jongg analyse`: those every command about one hand takes."""


def run_analyse(args: AnalyseArgs) -> None:
    """Analyse one hand and print the answer; a bad parameter raises `Usage` before anything is printed, a
    refused hand exits 2 (SystemExit)."""
    from jongg.advice import analyse as analyse_hand
    from jongg.errors import JonggError

    language = checked_lang(args.lang)
    if args.hand is None:
        bad_parameter("analyse.need_hand", language)
    seat_wind, round_wind = wind(args.seat, "--seat", language), wind(args.round_, "--round", language)
    options = parse_options(args.option, language)
    try:
        result = analyse_hand(
            args.hand, args.ruleset, seat_wind=seat_wind or "E", round_wind=round_wind or "E", options=options
        )
    except JonggError as error:
        hint = count_hint(args.hand, language) if type(error).__name__ == "WrongTileCount" else None
        fail(error, language, hint)
    if args.as_json:
        console().print_json(json.dumps(result.to_json()))
        return
    _print_analysis(result, language)


def _wait_text(wait: Wait, lang: str) -> str:
    return f"{wait.tile}×{wait.unseen}"


def _yaku_text(wait: Wait, words: str, lang: str) -> str:
    """How a scored wait wins, in `words`: `analyse.yaku` (Riichi's), else `analyse.wins` (a minimum's)."""
    ways = wait.yaku or ()
    key = f"{words}.both" if len(ways) == 2 else f"{words}.{ways[0]}" if ways else f"{words}.none"
    return text(key, lang)


def _print_analysis(result: Analysis, lang: str) -> None:
    from rich.text import Text

    from jongg.rules import find_ruleset

    out(
        Text(
            text(
                "analyse.title",
                lang,
                hand=result.hand,
                ruleset=result.ruleset,
                tiles=amount(result.tiles, "tiles", lang),
            ),
            style="bold",
        )
    )
    forms = new_table(None, [text("analyse.form", lang), text("analyse.shanten", lang)], right=(1,))
    for form, value in result.forms:
        forms.add_row(
            form_name(form.name or "", lang), text("analyse.not_possible", lang) if value is None else str(value)
        )
    out(forms)
    if result.shanten < 0:
        out(Text(text("analyse.complete", lang)))
    scored = result.waits_scored  # show whether each wait wins
    words = "analyse.yaku" if find_ruleset(result.ruleset).words == "riichi" else "analyse.wins"
    if result.tiles == 13:
        if result.shanten == 0 and result.waits:
            out(Text(text("analyse.ready", lang, waits=" ".join(str(w.tile) for w in result.waits))))
            waits = new_table(
                text("analyse.waits", lang),
                [
                    text("analyse.wait", lang),
                    text("analyse.unseen", lang),
                    *([text(words, lang)] if scored else []),
                ],
                right=(1,),
            )
            for wait in result.waits:
                waits.add_row(str(wait.tile), str(wait.unseen), *([_yaku_text(wait, words, lang)] if scored else []))
            out(waits)
        elif result.shanten == 0:
            out(Text(text("analyse.no_waits", lang)))
        elif result.shanten > 0:
            out(Text(text("analyse.away", lang, away=amount(result.shanten, "tiles", lang), n=result.shanten)))
            out(
                Text(
                    text(
                        "analyse.improve",
                        lang,
                        tiles=" ".join(_wait_text(w, lang) for w in result.improving),
                        n=result.acceptance,
                    )
                )
            )
        return
    columns = [
        text("analyse.discard", lang),
        text("analyse.shanten", lang),
        text("analyse.acceptance", lang),
        text("analyse.tiles", lang),
    ]
    table = new_table(text("analyse.discards", lang), columns, right=(1, 2))
    for discard in result.discards:
        tiles = " ".join(_wait_text(w, lang) for w in discard.improving)
        if scored and discard.waits:
            tiles = ", ".join(
                f"{_wait_text(w, lang)} ({text(words, lang)}: {_yaku_text(w, words, lang)})" for w in discard.waits
            )
        table.add_row(str(discard.tile), str(discard.shanten), str(discard.acceptance), tiles)
    out(table)
