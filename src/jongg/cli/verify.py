"""`jongg verify RECORD`: check a finished record by deriving each event again (`jongg.engine.verify`)."""

from __future__ import annotations

from typing import Annotated

import typer

from jongg.cli.options import LangOption, chosen_lang
from jongg.cli.score import USAGE_ERROR, console, err, error_text, library_text, out
from jongg.i18n import amount, text


def verify(
    ctx: typer.Context,
    record: Annotated[str, typer.Argument(help="A game record (JSON lines) of a finished match.", metavar="RECORD")],
    lang: LangOption = None,
) -> None:
    """Check a finished record: derive each event again from the seed and the decisions; name the first difference."""
    from rich.text import Text

    from jongg.engine import verify as verify_record
    from jongg.engine.events import check_record, read_record_file
    from jongg.errors import InvalidRecord

    language = chosen_lang(ctx, lang)
    try:
        events = check_record(read_record_file(record))
    except InvalidRecord as exc:
        shown = Text(text("verify.unreadable", language, why=error_text(exc, language)))
        console(stderr=True).print(shown, soft_wrap=True)  # one line, however long
        raise typer.Exit(USAGE_ERROR) from None
    problems = verify_record(events)
    for problem in problems:
        out(Text(library_text(problem, language)))
    if problems:
        err(Text(text("verify.problems", language, n=amount(len(problems), "problems", language))))
        raise typer.Exit(USAGE_ERROR)
    out(Text(text("verify.sound", language)))
