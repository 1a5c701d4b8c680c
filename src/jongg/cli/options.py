"""What the typer commands of `jongg` share: every command's `--lang` and how a command picks its language."""

from __future__ import annotations

from typing import Annotated

import typer

from jongg.cli.score import checked_lang

LangOption = Annotated[str | None, typer.Option("--lang", help="Language of the output: en or de.", show_default=False)]
"""Every typer command's `--lang` (a quick command's is made from `jongg.cli.commands.LANG`, the same)."""


def chosen_lang(ctx: typer.Context, lang: str | None) -> str:
    """The command's --lang, else the one given before the command, else English; a bad one exits 2."""
    return checked_lang(lang if lang is not None else ctx.obj if isinstance(ctx.obj, str) else "en")
