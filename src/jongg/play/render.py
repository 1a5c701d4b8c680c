"""What the terminal shows, as Rich renderables built from seat views and events (no Textual here).

Every text is a `rich.text.Text` assembled from plain pieces: names, hands and rule texts are never read as
markup. The words come from `jongg.i18n` (English and German). Fields that only some rule sets have (Riichi's
dora indicators, honba, riichi sticks, a player's riichi) are shown when the seat view carries them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jongg import reports
from jongg.contract import WINDS
from jongg.engine import Action, SeatView
from jongg.i18n import MESSAGES, text, wind_name
from jongg.play.tiles import TileStyle
from jongg.reports import reason_text
from jongg.seat_hints import unseen
from jongg.tiles import Tile, tile_order

_FIELD = re.compile(r"{(\w+)}")
_TILE_GROUP = re.compile(r"(\d+)([mpszfg])")


def compose(key: str, lang: str, /, **values: Text | str | int) -> Text:
    """The message `key` with its fields filled by Text pieces (tiles keep their style) or plain values."""
    template = MESSAGES[key][lang == "de"]
    out = Text()
    at = 0
    for found in _FIELD.finditer(template):
        out.append(template[at : found.start()])
        value = values[found.group(1)]
        if isinstance(value, Text):
            out.append_text(value)
        else:
            out.append(str(value))
        at = found.end()
    out.append(template[at:])
    return out


# -- actions ------------------------------------------------------------------------------------------------------
def riichi_key(key: str, riichi: bool) -> str:
    """`key`, or its Riichi wording (`key.riichi`: chi, pon, kan, tsumo, ron) when there is one."""
    return f"{key}.riichi" if riichi and f"{key}.riichi" in MESSAGES else key


def action_label(action: Action, ts: TileStyle, lang: str, phase: str = "", riichi: bool = False) -> Text:
    """The action in words, its tiles as tiles: "Pung 5p 5p 5p", "Mah-Jongg with 3s!", "Pass"; with `riichi`
    Riichi's words ("Pon 5p 5p 5p", "Tsumo 3s!", "Ron 3s!")."""
    kind = action.type
    tile: Tile | None = getattr(action, "tile", None)
    consumed: tuple[Tile, ...] = getattr(action, "consumed", ())
    if kind == "pass":
        return compose("play.action.keep" if phase == "before_play" else "play.action.pass", lang)
    if kind in ("chow", "pung", "kong") and tile is not None:
        meld = ts.tiles(sorted((*consumed, tile), key=tile_order))
        return compose(riichi_key(f"play.action.{kind}", riichi), lang, tiles=meld)
    if kind == "concealed_kong":
        return compose(riichi_key("play.action.concealed_kong", riichi), lang, tiles=ts.tiles(consumed))
    if kind == "mahjongg" and riichi and tile is not None:
        return compose("play.action.tsumo" if phase == "turn" else "play.action.ron", lang, tile=ts.tile(tile))
    key = riichi_key(f"play.action.{kind}", riichi)
    if key in MESSAGES and tile is not None:
        return compose(key, lang, tile=ts.tile(tile))
    if key in MESSAGES and "{" not in MESSAGES[key][0]:
        return compose(key, lang)
    return compose("play.action.other", lang, action=str(action))


# -- the table --------------------------------------------------------------------------------------------------
def status_line(
    view: SeatView,
    ruleset_name: str,
    names: Sequence[str],
    ts: TileStyle,
    lang: str,
    streak: int = 0,
    width: int | None = None,
) -> Text:
    """Rule set, round, hand number, dealer, East's streak, wall and dead-wall counts; Riichi's honba, riichi
    sticks and dora indicators on a second line. Given a `width` (a small screen), all on one line, without the
    rule set's name where the line would not fit otherwise."""
    sep = Text(" · ", style="dim")
    parts: list[Text] = [
        Text(ruleset_name, style="bold"),
        compose("play.round", lang, wind=wind_name(view.round_wind, lang)),
        compose("play.hand", lang, n=view.hand),
        compose("play.dealer", lang, name=Text(names[view.dealer], style="bold")),
    ]
    indicators = _indicators(view)
    honba = int(getattr(view, "honba", 0) or 0)
    sticks = int(getattr(view, "sticks", 0) or 0)
    if streak:
        parts.append(compose("play.streak", lang, n=streak))
    parts.append(compose("play.wall", lang, n=view.live_wall))
    parts.append(compose("play.dead_wall", lang, n=view.dead_wall))
    counters: list[Text] = []
    if honba or sticks or indicators:  # Riichi (it turns indicators over): its counters
        counters = [compose("play.honba", lang, n=honba), compose("play.sticks", lang, n=sticks)]
        if indicators:
            counters.append(Text.assemble(text("play.dora", lang) + " ", ts.tiles(indicators)))
    if width is not None:
        line = sep.join([*parts, *counters])
        return line if line.cell_len <= width else sep.join([*parts[1:], *counters])
    line = sep.join(parts)
    if counters:  # on a line of their own
        line.append("\n")
        line.append_text(sep.join(counters))
    return line


def _indicators(view: SeatView) -> tuple[Tile, ...]:
    for name in ("indicators", "dora_indicators", "dora"):
        value = getattr(view, name, None)
        if value:
            return tuple(Tile.from_str(t) if isinstance(t, str) else t for t in value)
    return ()


def meld_text(meld: Any, ts: TileStyle) -> Text:
    """An exposed meld in brackets, a declared concealed kong in parentheses."""
    left, right = ("(", ")") if getattr(meld, "concealed", False) else ("[", "]")
    tiles = ts.group(sorted(meld.tiles, key=tile_order))
    return Text.assemble(Text(left, style="dim"), tiles, Text(right, style="dim"))


def flow(pieces: Sequence[Text], width: int, indent: str, sep: str = " ") -> Text:
    """`pieces` on lines of at most `width` cells, each line starting with `indent` (a piece is never split)."""
    lines: list[Text] = []
    line = Text(indent)
    for piece in pieces:
        if line.cell_len > len(indent) and line.cell_len + len(sep) + piece.cell_len > width:
            lines.append(line)
            line = Text(indent)
        if line.cell_len > len(indent):
            line.append(sep)
        line.append_text(piece)
    lines.append(line)
    return Text("\n").join(lines)


def player_panel(
    view: SeatView,
    seat: int,
    name: str,
    ts: TileStyle,
    lang: str,
    *,
    concealed: Sequence[Tile] | None = None,
    me: bool = False,
    position: int | None = None,
    riichi: bool = False,
    width: int | None = None,
) -> Text:
    """One player's part of the table: name, wind, score, melds, bonus tiles, discards (claimed ones marked);
    `concealed` shows his concealed tiles (a replay with all hands open), else how many he holds; `position`
    (1 next in turn, 2 opposite, 3 previous) says where he sits from the viewer; `riichi`: Riichi's words (his
    bonus tiles are his flowers). A `width` (a small screen) makes it compact: the wind as its letter, melds and
    bonus tiles on the name's line where they fit, the discards below without their label, each line indented."""
    player = view.players[seat]
    sep = Text(" · ", style="dim")
    wind = wind_name(player.wind, lang)
    compact = width is not None
    head: list[Text] = [
        Text(("▶ " if view.turn == seat else "  ") + name, style="bold reverse" if me else "bold"),
        Text((wind[0] if compact else wind) + (" ★" if seat == view.dealer else "")),
        Text(str(player.score), style="bold"),
    ]
    if position in (1, 2, 3):
        head.insert(1, Text(text(f"play.position.{position}", lang), style="dim"))
    declared = getattr(player, "riichi", None)
    if declared is not None and declared is not False:
        head.append(Text(text("play.riichi", lang) + " ▬", style="bold yellow"))
    if player.called:
        head.append(Text(text("play.called", lang), style="bold yellow"))
    if concealed is not None:
        head.append(ts.tiles(concealed))
    elif not me:
        head.append(Text(text("play.concealed", lang, n=player.concealed_count), style="dim"))
    pieces = [meld_text(m, ts) for m in player.melds]
    if player.bonus:
        label = Text(text(riichi_key("play.bonus", riichi), lang) + " ", style="dim")
        pieces.append(label.append_text(ts.tiles(player.bonus)))
    on_table = Text("  ").join(pieces)
    at = declared if isinstance(declared, int) and not isinstance(declared, bool) else None
    faces = ts.discard_faces(player.discards, player.claimed, riichi=at) or [Text("-", style="dim")]
    if width is not None:
        top = sep.join(head)
        if on_table and top.cell_len + 2 + on_table.cell_len <= width:
            top.append("  ").append_text(on_table)
        elif on_table:
            top.append("\n").append_text(flow(pieces, width, "  ", "  "))
        return Text("\n").join([top, flow(faces, width, "  ")])
    discards = Text("   ")
    discards.append(text("play.discards", lang) + " ", style="dim")
    discards.append_text(Text(" ").join(faces))
    lines = [sep.join(head)]
    if on_table:
        lines.append(Text("   ").append_text(on_table))
    lines.append(discards)
    return Text("\n").join(lines)


def seen_report(view: SeatView, ts: TileStyle, lang: str) -> Text:
    """The view of every tile (key **t**): a row per suit and one for the honours, each tile with the copies not
    yet seen (dimmed when none is left)."""
    left = unseen(view)
    out = Text(text("play.seen.title", lang) + "\n", style="bold")
    out.append(text("play.seen.note", lang) + "\n\n", style="dim")
    for first, last in ((0, 9), (9, 18), (18, 27), (27, 34)):
        row = Text()
        for kind in range(first, last):
            if kind > first:
                row.append("   ")
            row.append_text(ts.tile(Tile(kind), "" if left[kind] else "dim"))
            row.append(f" {left[kind]}", style="bold" if left[kind] else "dim")
        out.append_text(row).append("\n")
    return out


def hand_text(notation: str, ts: TileStyle) -> Text:
    """A hand in notation (`666m11p [555z>] 1f +7s`) with its tiles drawn as tiles, brackets and marks kept."""
    out = Text()
    at = 0
    for found in _TILE_GROUP.finditer(notation):
        out.append(notation[at : found.start()], style="dim")
        tiles = [Tile.from_str(d + found.group(2)) for d in found.group(1)]
        out.append_text(ts.group(tiles))  # codes: the group as written (`123m`), in its suit's colour
        at = found.end()
    out.append(notation[at:], style="dim")
    return out


# -- the end of a hand and of the match (`jongg.reports`, drawn) --------------------------------------------------
def hand_report(
    end: Mapping[str, Any],
    start: Mapping[str, Any],
    names: Sequence[str],
    ts: TileStyle,
    lang: str,
    *,
    endings: Sequence[Mapping[str, Any]] = (),
    indicators: Sequence[str] = (),
    screen: reports.ScoreScreen = reports.PLAIN,
) -> RenderableType:
    """`jongg.reports.hand_report` drawn: how the hand was won, every scored hand with its itemised table, the
    payments and the running totals of a `hand_end` event (the arguments are the report's)."""
    report = reports.hand_report(end, start, names, lang, endings=endings, indicators=indicators, screen=screen)
    parts: list[RenderableType] = [Text(report.title, style="bold green" if report.won else "bold")]
    for line in report.lines:
        parts.append(_line(line, ts))
    for hand in report.hands:
        head = Text.assemble(Text(hand.head, "bold"), "  ", hand_text(hand.hand, ts) if hand.hand else Text(""))
        parts += [Text(""), head]
        if hand.summary is None:
            continue
        if hand.items:
            table = Table(show_header=False, box=None, padding=(0, 2), pad_edge=True)
            table.add_column()
            table.add_column(justify="right")
            for rule, value in hand.items:
                table.add_row(Text(rule), Text(value))
            parts.append(table)
        parts.append(Text("  " + hand.summary, style="green" if hand.won else ""))
    if report.liable:
        parts.append(Text(report.liable, style="yellow"))
    if report.payments:
        parts.append(Text(""))
        pay = Table(title=report.payments_title, title_justify="left", box=None, padding=(0, 2))
        pay.add_column()
        pay.add_column(justify="right")
        for payment in report.payments:
            row = Text(payment.text)
            if payment.reason:
                row.append(f"  ({payment.reason})", style="dim")
            pay.add_row(row, Text(str(payment.amount)))
        parts.append(pay)
    parts.append(Text(""))
    parts.append(totals_table(report))
    if report.next:
        parts.append(Text(report.next, style="dim"))
    return Group(*parts)


def _line(line: Sequence[reports.Piece], ts: TileStyle) -> Text:
    """A report's line: its pieces apart, but a comma or full stop right after the tiles before it."""
    out = Text()
    for n, piece in enumerate(line):
        if n and not piece.text.startswith((",", ".", ";", ":")):
            out.append("  " if piece.tiles and line[n - 1].tiles else " ")
        out.append_text(_pieces(piece, ts))
    return out


def _pieces(piece: reports.Piece, ts: TileStyle) -> Text:
    if not piece.tiles:
        return Text(piece.text)
    return Text.assemble(piece.text + " ", ts.tiles(Tile.from_str(t) for t in piece.tiles))


def totals_table(report: reports.HandReport) -> Table:
    table = Table(title=report.totals_title, title_justify="left", box=None, padding=(0, 2))
    table.add_column(report.columns[0])
    table.add_column(report.columns[1], justify="right")
    table.add_column(report.columns[2], justify="right")
    for name, change, total in report.totals:
        table.add_row(
            Text(name),
            Text(f"{change:+d}", style="green" if change > 0 else "red" if change < 0 else ""),
            Text("" if total is None else str(total)),
        )
    return table


def final_report(end: Mapping[str, Any], players: Sequence[str], lang: str, note: str | None = None) -> RenderableType:
    """`jongg.reports.final_report` drawn: the placings of a `match_end` event; `players` are the names by
    player index; `note` says how the result is counted (Riichi: uma and oka)."""
    report = reports.final_report(end, players, lang, note)
    table = Table(box=None, padding=(0, 2))
    for column, justify in zip(report.columns, ("right", "left", "right", "right"), strict=True):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for place, name, total, shown in report.rows:
        table.add_row(place, Text(name, style="bold"), total, shown)
    title = Text(report.title, "bold")
    if report.note:
        return Group(title, Text(""), table, Text(""), Text(report.note, style="dim"))
    return Group(title, Text(""), table)


# -- the log ------------------------------------------------------------------------------------------------------
def event_line(
    event: Mapping[str, Any], names: Sequence[str], me: int | None, ts: TileStyle, lang: str, riichi: bool = False
) -> Text | None:
    """One line of the log for an event (None: not worth a line), as `me` sees it (None: a spectator who sees every
    draw); `riichi`: Riichi's words. A claim says whose tile it took: "Wu pungs your 9m"."""
    kind = event.get("type")
    seat = event.get("seat")
    name: Text | str = Text(names[seat], style="bold") if isinstance(seat, int) else ""
    found = event.get("tile", event.get("indicator"))  # a dora event names its indicator
    tile = Tile.from_str(found) if isinstance(found, str) else None
    shown: Text = ts.tile(tile) if tile is not None else Text("?")
    if kind == "hand_start":
        dealer = int(event.get("dealer", 0))
        return compose(
            "play.log.hand_start",
            lang,
            n=event.get("hand", "?"),
            wind=wind_name(WINDS[int(event.get("round", 0)) % 4], lang),
            name=Text(names[dealer], style="bold"),
        )
    if kind == "draw":
        if (me is None or seat == me) and tile is not None:
            return compose("play.log.draw_own", lang, name=name, tile=shown)
        return None
    if kind == "mahjongg" and riichi:
        key = "play.log.tsumo" if event.get("how") == "self-draw" else "play.log.ron"
        return compose(key, lang, name=name, tile=shown)
    if kind in ("discard", "bonus", "added_kong", "mahjongg"):
        return compose(riichi_key(f"play.log.{kind}", riichi), lang, name=name, tile=shown)
    if kind in ("chow", "pung", "kong"):
        owner = event.get("from")
        if seat == me:
            claim = text(riichi_key(f"play.meld.{kind}", riichi), lang)
            return compose("play.log.claim_mine", lang, claim=claim, owner=_name(owner, names), tile=shown)
        claims = text(riichi_key(f"play.log.claims.{kind}", riichi), lang)
        if owner == me:
            return compose("play.log.claim_yours", lang, name=name, claims=claims, tile=shown)
        return compose("play.log.claim_from", lang, name=name, claims=claims, owner=_name(owner, names), tile=shown)
    if kind in ("concealed_kong", "original_call", "riichi"):
        return compose(riichi_key(f"play.log.{kind}", riichi), lang, name=name)
    if kind == "dora" and tile is not None:
        return compose("play.log.dora", lang, tile=shown)
    if kind in ("exhaustive_draw", "abortive_draw"):
        return compose("play.log.draw_hand", lang, reason=reason_text(str(event.get("reason", "")), lang))
    if kind in STRICT_EVENTS:
        return strict_line(event, names, ts, lang, riichi)
    if kind == "match_end":
        return compose("play.log.match_end", lang, reason=reason_text(str(event.get("reason", "")), lang))
    return None


STRICT_EVENTS = frozenset(("named_discard", "mahjongg_call", "expose", "take_back", "penalty", "misnamed"))
"""The events of strict mode's mistakes and their penalties (`penalties.md`)."""


def strict_line(event: Mapping[str, Any], names: Sequence[str], ts: TileStyle, lang: str, riichi: bool) -> Text:
    """The log line of a strict mode event: a discard named wrongly (the discarder's own stream), a Mah-Jongg
    call shown, a hand exposed, a call taken back, a penalty, a claim on a misnamed discard."""
    kind = event.get("type")

    def tiles(key: str) -> Text:
        return ts.tiles([Tile.from_str(t) for t in event.get(key) or ()])

    def one(key: str) -> Text:
        return ts.tile(Tile.from_str(str(event.get(key))))

    who = _name(event.get("seat"), names)
    if kind == "named_discard":
        return compose("play.log.named_discard", lang, name=who, tile=one("tile"), named=one("named"))
    if kind == "mahjongg_call":
        calls = [
            compose(
                "play.log.mahjongg_call",
                lang,
                name=_name(seat, names),
                tile=one("tile"),
                tiles=ts.tiles([Tile.from_str(t) for t in hand]),
            )
            for seat, hand in zip(event.get("seats") or (), event.get("hands") or (), strict=False)
        ]
        return Text("\n").join(calls)
    if kind == "expose":
        return compose("play.log.expose", lang, name=who, tiles=tiles("tiles"))
    if kind == "take_back":
        return compose("play.log.take_back", lang, names=", ".join(names[s] for s in event.get("seats") or ()))
    if kind == "penalty":
        said = reports.penalty_text(event, lang)
        offenders = Text(" & ").join(_name(s, names) for s in event.get("offenders") or ())
        transfers = event.get("transfers") or ()
        if event.get("claimer") is not None and transfers:
            whom = _name(event.get("claimer"), names)
            amount = str(transfers[0].get("amount"))
            return compose("play.log.penalty_to", lang, rule=said, who=offenders, amount=amount, whom=whom)
        return compose("play.log.penalty", lang, rule=said, who=offenders)
    claim = str(event.get("claim"))
    claim_word = text(riichi_key(f"play.meld.{claim}", riichi), lang) if claim != "mahjongg" else "Mah-Jongg"
    return compose(
        "play.log.misnamed",
        lang,
        claimer=_name(event.get("claimer"), names),
        owner=who,
        named=one("named"),
        claim=claim_word,
        tile=one("tile"),
        tiles=tiles("shown"),
    )


def _name(seat: Any, names: Sequence[str]) -> Text:
    return Text(names[seat] if isinstance(seat, int) else "?", style="bold")


__all__ = [
    "action_label",
    "compose",
    "event_line",
    "final_report",
    "hand_report",
    "hand_text",
    "meld_text",
    "player_panel",
    "status_line",
    "totals_table",
    "wind_name",
]
