"""`jongg simulate`: bot-only games or hands in parallel processes, with a summary table or JSON.

Declared in `jongg.cli.commands` as the command `simulate` (`simulate_command`). Every statistic is a function of the
arguments (per-game seeds come from --seed and the game's index), so any --workers and either --backend give
the same figures; only the timing keys (`jongg.sim.TIMING_KEYS`) differ. `--backend ray` (`pip install
'jongg[ray]'`) runs on a local Ray instance, or on the cluster at `--address`.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from jongg.cli.score import asked_lang, error_text
from jongg.errors import JonggError
from jongg.i18n import amount, text, wind_name

USAGE_ERROR = 2


def _parse_options(values: list[str] | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in values or []:
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise typer.BadParameter(text("sim.option", asked_lang(), given=repr(item)))
        try:
            out[key] = json.loads(value)
        except ValueError:
            out[key] = value
    return out


def _fmt(stat: dict[str, float | None] | float | None, digits: int = 3, pct: bool = False) -> str:
    if stat is None:
        return "-"
    if isinstance(stat, dict):
        mean, low, high = stat["mean"], stat["low"], stat["high"]
        if mean is None:
            return "-"
        scale = 100.0 if pct else 1.0
        shown = f"{mean * scale:.{digits}f}"
        if low is not None and high is not None:
            shown += f" ± {(high - low) / 2 * scale:.{digits}f}"
        return shown + ("%" if pct else "")
    return f"{stat * (100.0 if pct else 1.0):.{digits}f}" + ("%" if pct else "")


def summary_tables(result: dict[str, Any], lang: str | None = None) -> list[Table]:
    """The summary as Rich tables: per bot (with 95 % intervals), per seat and per wind; in `lang` (default:
    the language given before the command)."""
    lang = asked_lang() if lang is None else lang
    tables = []
    for key, label in (("per_bot", "bot"), ("per_seat", "seat"), ("per_wind", "wind")):
        table = Table(title=text(f"sim.per.{label}", lang), title_justify="left")
        for column in (
            label,
            "hands",
            "win_rate",
            "deal_in_rate",
            "draw_rate",
            "mean_value",
            "points_hand",
            "points_game",
            "mean_place",
        ):
            table.add_column(text(f"sim.{column}", lang), justify="left" if column == label else "right")
        for row in result[key]:
            name = f"{row['slot']}: {row['bot']}" if key == "per_bot" else str(row.get("seat", row.get("wind")))
            if key == "per_wind" and lang == "de" and name in ("E", "S", "W", "N"):
                name = wind_name(name, lang)
            placings = row["placings"]
            table.add_row(
                name,
                str(row["hands"]),
                _fmt(row["win_rate"], 1, True),
                _fmt(row["deal_in_rate"], 1, True),
                _fmt(row["draw_rate"], 1, True),
                _fmt(row["mean_hand_value"], 1),
                _fmt(row["points_per_hand"], 2),
                _fmt(row["points_per_game"], 1),
                _fmt(placings["mean_ci"], 2) if placings else "-",
            )
        tables.append(table)
    return tables


def simulate_command(
    ruleset: Annotated[str, typer.Option("--ruleset", "-r", help="Rule set id.")] = "dmjl-hk-easy",
    games: Annotated[
        int | None, typer.Option(help="Number of games (matches); with --duplicate each is played four times.")
    ] = None,
    hands: Annotated[int | None, typer.Option(help="Play single hands from seeded walls instead of games.")] = None,
    seed: Annotated[int, typer.Option(help="Seed of the run; game i plays with a seed derived from (seed, i).")] = 0,
    workers: Annotated[
        int | None,
        typer.Option(help="Worker processes (default: all cores; with --backend ray, all CPUs of the cluster)."),
    ] = None,
    bots: Annotated[
        str,
        typer.Option(
            help="Up to four bots by seat slot, comma-separated; settings after a "
            "colon joined by '+', e.g. standard,standard:defence=off+value=off; "
            "mjai:COMMAND seats an external mjai bot process (riichi-hana), e.g. 'mjai:jongg mjai bot'."
        ),
    ] = "standard,random,random,random",
    duplicate: Annotated[
        bool,
        typer.Option("--duplicate", help="Play every deal once per rotation of the bots over the seats."),
    ] = False,
    out: Annotated[str | None, typer.Option(help="Write records (gzip JSON lines) and summary.json here.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as one JSON object.")] = False,
    backend: Annotated[
        str,
        typer.Option(  # help texts are rich markup: "\\[" keeps the bracket of jongg[ray]
            help="processes (default), or ray: a local Ray instance, or the cluster at --address "
            "(pip install 'jongg\\[ray]')."
        ),
    ] = "processes",
    address: Annotated[
        str | None,
        typer.Option(
            help="With --backend ray: the existing Ray cluster to run on (host:port of its head, ray://host:port, "
            "or auto); without it a local instance is started for the run.",
            show_default=False,
        ),
    ] = None,
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help="Table option KEY=VALUE.")] = None,
) -> None:
    """Bot-only games or hands in parallel, with per-bot results and 95 % confidence intervals."""
    from jongg.sim import simulate

    lang = asked_lang()
    err = Console(stderr=True, highlight=False, markup=False)
    out_console = Console(highlight=False, markup=False, width=None if sys.stdout.isatty() else 160)
    if (games is None) == (hands is None):
        if games is None and hands is None:
            games = 1
        else:
            err.print(text("sim.games_or_hands", lang))
            raise typer.Exit(USAGE_ERROR)
    if address is not None and backend != "ray":
        err.print(text("sim.address", lang))
        raise typer.Exit(USAGE_ERROR)
    lineup = _join_settings(bots)
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err,
        transient=True,
        disable=not sys.stderr.isatty(),
    ) as bar:
        job = bar.add_task(f"{ruleset}", total=None)

        def progress(done: int, total: int, hands_so_far: int) -> None:
            description = text("sim.progress", lang, ruleset=ruleset, hands=hands_so_far)
            bar.update(job, completed=done, total=total, description=description)

        try:
            result = simulate(
                ruleset,
                games=games,
                hands=hands,
                seed=seed,
                bots=lineup,
                duplicate=duplicate,
                workers=workers,
                backend_name=backend,
                address=address,
                options=_parse_options(option),
                out=out,
                progress=progress,
            )
        except JonggError as exc:
            err.print(Text(error_text(exc, lang)))
            raise typer.Exit(USAGE_ERROR) from None
    if as_json:
        sys.stdout.write(json.dumps(result) + "\n")
        return
    for table in summary_tables(result, lang):
        out_console.print(table)
    out_console.print(
        Text(
            text(
                "sim.summary",
                lang,
                tables=amount(result["tables"], "tables", lang),
                hands=amount(result["hands"], "hands", lang),
                rate=_fmt(result["draw_rate"], 1, True),
                hands_per_second=f"{result['hands_per_second']:.0f}",
                games_per_second=f"{result['games_per_second']:.2f}",
                workers=amount(result["workers"], "workers", lang),
            )
        )
    )
    if out is not None:
        out_console.print(Text(text("sim.written", lang, out=out)))


def _join_settings(text: str) -> list[str]:
    """`standard,standard:defence=off+value=off` -> ['standard', 'standard:defence=off,value=off'].

    An `mjai:COMMAND` part is kept as it is (its command may hold `+`; it may not hold a comma)."""
    return [
        part if part.strip().startswith("mjai:") else part.replace("+", ",") for part in text.split(",") if part.strip()
    ]


app = typer.Typer(add_completion=False, help="Bot-only simulations.")
"""A stand-alone app with the one command (`python -m jongg.cli.simulate simulate ...`, and the tests)."""
app.command("simulate")(simulate_command)


@app.callback()
def _group() -> None:
    """Keep `simulate` a sub-command even though it is the only one."""


if __name__ == "__main__":  # pragma: no cover
    app()
