"""`jongg play`, `jongg games` and `jongg replay`: the terminal app (`jongg.play`, imported when they run; only
its small module of tile styles at once)."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import typer

from jongg.cli.options import LangOption, chosen_lang
from jongg.play.tiles import CODES


class TileChoice(StrEnum):
    """The choices of `--tiles`: the styles of `jongg.play.tiles.STYLES`."""

    glyphs = "glyphs"
    codes = "codes"
    both = "both"


TilesOption = Annotated[
    TileChoice | None,
    typer.Option(
        "--tiles",
        help="Tiles as glyphs, codes (1m, 7z, 1f) or both (each glyph with its code); default: glyphs, the codes "
        "on a small screen.",
    ),
]
AsciiOption = Annotated[bool, typer.Option("--ascii", help="Tiles as codes: the same as --tiles codes.")]

MAX_DELAY = 10
"""The longest pause between the bots' moves: beyond it (or `inf`) the bots would seem never to move."""


def play(
    ctx: typer.Context,
    game: Annotated[
        str | None,
        typer.Argument(help="With --resume: the id of the match to go on with (default: the newest).", metavar="[ID]"),
    ] = None,
    ruleset: Annotated[str, typer.Option("--ruleset", "-r", help="Rule set id.")] = "dmjl-hk-easy",
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help="Rule-set option KEY=VALUE.")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of the match (default: 32 random bytes).")] = None,
    hints: Annotated[bool, typer.Option("--hints", help="Show shanten, waits and the standard bot's choice.")] = False,
    tiles: TilesOption = None,
    ascii: AsciiOption = False,
    resume: Annotated[bool, typer.Option("--resume", help="Go on with a match: ID, or the newest unfinished.")] = False,
    name: Annotated[str | None, typer.Option(help="Your name in the match and its record.")] = None,
    no_save: Annotated[
        bool, typer.Option("--no-save", help="Play without saving the match (nothing is written).")
    ] = False,
    delay: Annotated[float, typer.Option(help="Seconds between the bots' moves.", min=0, max=MAX_DELAY)] = 0.4,
    strict: Annotated[
        bool,
        typer.Option(
            "--strict", help="Strict mode (-o strict=true): the mistakes of a real table are possible, and penalised."
        ),
    ] = False,
    lang: LangOption = None,
) -> None:
    """Play a match against three standard bots in the terminal (full screen)."""
    from jongg.play.commands import play as run_play

    language = _play_language(ctx, lang)
    code = run_play(
        ruleset=ruleset,
        options=[*(option or []), *(["strict=true"] if strict else [])],
        seed=seed,
        lang=language,
        hints=hints,
        tiles=CODES if ascii else None if tiles is None else tiles.value,
        resume=resume,
        game=game,
        save=not no_save,
        name=name,
        delay=delay,
    )
    if code:
        raise typer.Exit(code)


def games(ctx: typer.Context, lang: LangOption = None) -> None:
    """List the saved matches ($JONGG_DATA/games): date, rule set, players, result."""
    from jongg.play.commands import games as run_games

    run_games(_play_language(ctx, lang))


def replay_command(
    ctx: typer.Context,
    record: Annotated[
        str, typer.Argument(help="A record file, or the id of a saved game (see jongg games).", metavar="RECORD")
    ],
    seat: Annotated[
        int | None,
        typer.Option(help="Show the table as this seat (0-3) saw it; a match you may still resume: only your own."),
    ] = None,
    tiles: TilesOption = None,
    ascii: AsciiOption = False,
    lang: LangOption = None,
) -> None:
    """Step through a record in the terminal: forward, back, jump to a hand."""
    from jongg.play.commands import replay as run_replay

    code = run_replay(
        record,
        seat=seat,
        lang=_play_language(ctx, lang),
        tiles=CODES if ascii else None if tiles is None else tiles.value,
    )
    if code:
        raise typer.Exit(code)


def _play_language(ctx: typer.Context, lang: str | None) -> str:
    """As `jongg.cli.options.chosen_lang`, but without --lang the locale decides (German for de_*)."""
    if lang is None and not isinstance(ctx.obj, str):
        from jongg.play.commands import locale_lang

        lang = locale_lang()
    return chosen_lang(ctx, lang)
