"""What `jongg play`, `jongg games` and `jongg replay` run (`jongg.cli.play` declares them and imports this lazily)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table as RichTable
from rich.text import Text

from jongg.cli.score import error_text
from jongg.errors import JonggError
from jongg.host import store
from jongg.i18n import text
from jongg.play.tiles import CODES, GLYPHS, glyphs_fit, supports_glyphs

USAGE_ERROR = 2


def locale_lang() -> str:
    """German when the locale says so (`LC_ALL`, `LC_MESSAGES`, `LANG`, `LANGUAGE`), else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(name, "")
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return "en"


def parse_options(values: list[str] | None) -> dict[str, Any]:
    """`KEY=VALUE` pairs, each value read as JSON when it is JSON (`min_fan=3`, `seat_rotation=true`)."""
    out: dict[str, Any] = {}
    for item in values or []:
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise JonggError("play.option_takes_key_value", item=item)
        try:
            out[key] = json.loads(value)
        except ValueError:
            out[key] = value
    return out


def _console(stderr: bool = False) -> Console:
    return Console(stderr=stderr, highlight=False, markup=False, soft_wrap=True)


def _fail(message: str) -> int:
    _console(stderr=True).print(Text(message))
    return USAGE_ERROR


def play(
    *,
    ruleset: str,
    options: list[str] | None,
    seed: int | None,
    lang: str,
    hints: bool,
    tiles: str | None,
    resume: bool,
    name: str | None,
    delay: float,
    game: str | None = None,
    save: bool = True,
) -> int:
    """Play a match (or resume the unfinished one `game` names, else the newest), saved as it goes unless not
    `save`; the exit code."""
    from jongg.play.app import PlayApp
    from jongg.play.session import Session

    try:
        if game is not None and not resume:
            raise NeedsResume("play.game_without_resume", ref=game)
        if not resume:  # a bad rule set or option is named before anything else happens
            from jongg.rules import find_ruleset

            find_ruleset(ruleset).options(parse_options(options))
    except JonggError as error:
        return _fail(f"{type(error).__name__}: {error_text(error, lang)}")
    if not _terminal():
        return _fail(text("play.no_terminal", lang))
    try:
        if resume and game is not None:
            session = _resume_chosen(game, save)
        elif resume:
            found = _resumable(lang, save)
            if found is None:
                return _fail(text("play.resume.none", lang, folder=store.games_dir()))
            session = found
        else:
            player = name or text("play.you", lang)
            with _writing(store.games_dir()):
                session = Session.new(ruleset, parse_options(options), seed=seed, name=player, save=save)
    except (JonggError, OSError) as error:
        return _fail(f"{type(error).__name__}: {error_text(error, lang)}")
    app = PlayApp(session, lang=lang, tiles=_tile_style(tiles), hints=hints, delay=delay)
    try:
        app.run()
    finally:
        session.close()
    if session.game_id is not None:
        key = "play.finished" if session.done else "play.saved"
        _console().print(Text(text(key, lang, id=session.game_id)))
    return 0


def _terminal() -> bool:
    """Whether both ends are a terminal (the full-screen apps need one)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


class CannotSave(JonggError):
    """The data directory takes no game file (read-only, under a file, full): said before the match starts, with
    the way to play anyway (`--no-save`), instead of the system's error."""


@contextmanager
def _writing(folder: Path) -> Iterator[None]:
    """Where a game file is made or opened: an `OSError` becomes `CannotSave`, naming `folder`."""
    try:
        yield
    except OSError as error:
        raise CannotSave("play.cannot_save", folder=folder, why=error.strerror or error) from error


class GameFinished(JonggError):
    """`jongg play --resume ID` of a match that has ended."""


class NeedsResume(JonggError):
    """`jongg play ID`: a saved match is named only to go on with it, so without --resume it is a slip."""


def _resume_chosen(ref: str, save: bool) -> Any:
    """The session of the saved game `ref` names (its id, the unique start of one, or its file), which must be
    unfinished: a finished one would only replay to its end."""
    from jongg.play.session import Session

    path = store.find_game(ref)
    if store.summary(path).finished:
        raise GameFinished("play.resume_finished", ref=ref)
    with _writing(path.parent):
        return Session.resume(path, save=save)


def _resumable(lang: str, save: bool = True) -> Any:
    """The session of the newest unfinished game that reads, checks and replays; each damaged one before it is
    named on stderr and passed over. None: there is none."""
    from jongg.play.session import Session

    for found in store.unfinished():
        try:
            with _writing(found.path.parent):
                return Session.resume(found.path, save=save)
        except CannotSave:
            raise
        except JonggError as error:
            why = f"{type(error).__name__}: {error_text(error, lang)}"
            _console(stderr=True).print(Text(text("play.resume.skipped", lang, id=found.id, why=why)))
    return None


def games(lang: str) -> int:
    """List the saved games, newest first: a table in a terminal, plain tab-separated lines into a pipe (so
    that a script gets every id whole, as `jongg replay ID` needs it)."""
    found = store.list_games()
    console = _console()
    if not found:
        console.print(Text(text("games.none", lang, folder=store.games_dir())))
        return 0
    heads = [text(key, lang) for key in ("games.id", "games.date", "games.ruleset", "games.players", "games.result")]
    rows = [_game_row(game, lang) for game in found]
    if not _tty_out():
        sys.stdout.write("".join("\t".join(cells) + "\n" for cells in [heads, *rows]))
        return 0
    table = RichTable(title=text("games.title", lang, folder=store.games_dir()), title_justify="left")
    for n, head in enumerate(heads):
        if n == 0:  # the id is never cut: the other columns wrap instead
            table.add_column(head, no_wrap=True, min_width=max(len(cells[0]) for cells in rows))
        else:
            table.add_column(head, overflow="fold")
    for cells in rows:
        table.add_row(*(Text(cell) for cell in cells))
    console.print(table)
    return 0


def _game_row(game: store.GameSummary, lang: str) -> list[str]:
    """One saved game's cells: id, date, rule set, players, result."""
    if game.damaged is not None:
        result = text("games.damaged", lang, why=error_text(game.damaged, lang))
    elif game.finished:
        result = ", ".join(f"{place}. {name} {total}" for place, name, total in game.placings)
    else:
        result = text("games.unfinished", lang)
    return [game.id, game.started[:16].replace("T", " "), game.ruleset, ", ".join(game.players), result]


def _tty_out() -> bool:
    """Whether stdout is a terminal (else `jongg games` writes plain lines for a script)."""
    return sys.stdout.isatty()


class HiddenHands(JonggError):
    """`jongg replay --seat N` of another seat than the person's, in a match he may still resume."""


def replay(ref: str, *, seat: int | None, lang: str, tiles: str | None) -> int:
    """Step through a saved game, a record file, or one record of a gzip file of them (`FILE#N`). An unfinished
    `jongg play` match shows only the person's view, so that nobody peeks at the bots' hands and then resumes."""
    from jongg.play.review import ReplayApp

    if seat is not None and seat not in range(4):
        return _fail(text("replay.bad_seat", lang, value=seat))
    from jongg.engine import replay as replay_record

    try:
        events, number, count = store.load_record(ref)  # read and checked
        replay_record(events)  # every point the replay stops at replays: the whole record does
        person = _open_person(events)
        if person is not None and seat is not None and seat != person[1]:
            raise HiddenHands("play.replay_hidden_hands", ref=ref, seat=person[1], asked=seat)
    except (JonggError, OSError) as error:
        return _fail(f"{type(error).__name__}: {error_text(error, lang)}")
    if not _terminal():
        return _fail(text("play.no_terminal", lang))
    which = text("replay.record", lang, n=number, total=count) if count > 1 else None
    shown = {"seat": seat} if person is None else {"person": person[0]}
    ReplayApp(events, **shown, lang=lang, tiles=_tile_style(tiles) or GLYPHS, which=which).run()
    return 0


def _tile_style(chosen: str | None) -> str | None:
    """The tile style: the one chosen (`--tiles`, `--ascii`), codes where the terminal cannot show the glyphs
    (`supports_glyphs`) or draws them wider than counted (`glyphs_fit`, measured), else None (by screen size)."""
    if chosen is not None:
        return chosen
    return None if supports_glyphs() and glyphs_fit() else CODES


def _open_person(events: list[dict[str, Any]]) -> tuple[int, int] | None:
    """The person's player index and first seat when the record is a `jongg play` match not yet finished (he
    may resume it, so its replay shows his hand only); None for a finished match or any other record."""
    header = events[0]
    play = header.get("play")
    if events[-1]["type"] == "match_end" or not isinstance(play, dict):
        return None
    person = int(play["person"])
    return person, list(header["seating"]).index(person)


__all__ = ["games", "locale_lang", "parse_options", "play", "replay"]
