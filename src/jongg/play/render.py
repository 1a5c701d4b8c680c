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

from jongg.contract import WINDS
from jongg.engine import Action, SeatView
from jongg.i18n import MESSAGES, amount, limit_word, text, wind_name
from jongg.play.tiles import SUIT_STYLE, TileStyle, suit_index
from jongg.tiles import Tile, tile_order

VALUE_UNITS = ("points", "doubles", "fan", "han", "fu", "limit")
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


def wind_of(seat: int, dealer: int) -> str:
    return WINDS[(seat - dealer) % 4]


def seat_of(wind: str, dealer: int) -> int:
    return (dealer + WINDS.index(wind)) % 4


def reason_text(reason: str, lang: str) -> str:
    """Why a hand or the match ended, in words (Riichi's "bust: 2 below zero" and "0 reached 30000 in the
    extension" name player indices: they are said without them)."""
    key = "bust" if reason.startswith("bust") else "extension" if reason.endswith("in the extension") else reason
    key = f"play.reason.{key}"
    return text(key, lang) if key in MESSAGES else reason


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


def hand_text(notation: str, ts: TileStyle) -> Text:
    """A hand in notation (`666m11p [555z>] 1f +7s`) with its tiles drawn as tiles, brackets and marks kept."""
    out = Text()
    at = 0
    for found in _TILE_GROUP.finditer(notation):
        out.append(notation[at : found.start()], style="dim")
        tiles = [Tile.from_str(d + found.group(2)) for d in found.group(1)]
        if ts.ascii:  # codes: the group as written (`123m`), in its suit's colour
            out.append(found.group(0), style=SUIT_STYLE[suit_index(tiles[0])])
        else:
            out.append_text(ts.tiles(tiles, sep=""))
        at = found.end()
    out.append(notation[at:], style="dim")
    return out


# -- the end of a hand and of the match ---------------------------------------------------------------------------
def item_value(item: Mapping[str, Any], lang: str) -> str:
    unit = next((k for k in VALUE_UNITS if k in item), None)
    return "" if unit is None else amount(item[unit], unit, lang)


def result_summary(result: Mapping[str, Any], lang: str) -> str:
    parts = [f"{text('label.' + k, lang)} {result[k]}" for k in VALUE_UNITS[:5] if result.get(k) is not None]
    if result.get("limit") is not None:
        parts.append(limit_word(str(result["limit"]), lang))
    if result.get("won"):
        head = text("score.wins", lang)
    elif result.get("reason"):
        reason = f"reason.{result['reason']}"
        head = text("score.no_win", lang, why=text(reason, lang) if reason in MESSAGES else str(result["reason"]))
    else:
        head = text("score.loser", lang)
    return "; ".join([head, *([", ".join(parts)] if parts else []), text("score.total", lang, total=result["total"])])


def hand_report(
    end: Mapping[str, Any],
    start: Mapping[str, Any],
    names: Sequence[str],
    ts: TileStyle,
    lang: str,
    reason: str | None = None,
    indicators: Sequence[str] = (),
) -> RenderableType:
    """Every scored hand with its itemised table, the payments and the running totals of a `hand_end` event;
    `start` is the hand's `hand_start` (its number and dealer), `names` the players by seat during the hand,
    `reason` why a drawn hand ended (the `exhaustive_draw` event's), `indicators` the dora indicators turned
    over in the hand. Riichi's fields are shown when the event has them: the ura indicators, who was ready
    (tenpai) at a draw, nagashi mangan, and the honba and riichi sticks of the next hand."""
    dealer = int(start.get("dealer", 0))
    number = start.get("hand", "?")
    found = end.get("winner", end.get("winners"))
    winners = [w for w in (found if isinstance(found, list) else [found]) if isinstance(w, int)]  # Riichi: double ron
    parts: list[RenderableType] = []
    if not winners:
        title = text("play.end.draw", lang, n=number)
        parts.append(Text(title + (f" ({reason_text(reason, lang)})" if reason else ""), style="bold"))
    else:
        who = " & ".join(names[w] for w in winners)
        parts.append(Text(text("play.end.won", lang, n=number, name=who), style="bold green"))
    parts.extend(_riichi_lines(end, indicators, names, ts, lang))
    results = end.get("results") or {}
    hands = end.get("hands") or []
    order = [*winners, *(seat_of(w, dealer) for w in WINDS if seat_of(w, dealer) not in winners)]
    for seat in order:
        shown = hands[seat] if seat < len(hands) else None  # a hand the rule set does not reveal is None
        head = Text.assemble(
            Text(text("play.end.hand", lang, name=names[seat], wind=wind_name(wind_of(seat, dealer), lang)), "bold"),
            "  ",
            hand_text(shown, ts) if isinstance(shown, str) else Text(""),
        )
        parts.append(Text(""))
        parts.append(head)
        result = results.get(str(seat))
        if result is None:
            continue
        if result.get("items"):
            table = Table(show_header=False, box=None, padding=(0, 2), pad_edge=True)
            table.add_column()
            table.add_column(justify="right")
            for item in result["items"]:
                table.add_row(Text(str(item["de" if lang == "de" else "en"])), Text(item_value(item, lang)))
            parts.append(table)
        parts.append(Text("  " + result_summary(result, lang), style="green" if result.get("won") else ""))
    liable = end.get("liable")
    if isinstance(liable, Mapping) and liable.get("wind") in WINDS:
        parts.append(Text(text("play.end.liable", lang, name=names[seat_of(liable["wind"], dealer)]), style="yellow"))
    transfers = end.get("transfers") or []
    if transfers:
        parts.append(Text(""))
        pay = Table(title=text("play.end.payments", lang), title_justify="left", box=None, padding=(0, 2))
        pay.add_column()
        pay.add_column(justify="right")
        for transfer in transfers:
            payer, payee = (_party(transfer.get(k), dealer, names, lang) for k in ("from", "to"))
            line = Text(text("play.end.payment", lang, payer=payer, payee=payee))
            why = f"play.pay.{transfer.get('reason')}"
            if why in MESSAGES:
                line.append(f"  ({text(why, lang)})", style="dim")
            pay.add_row(line, Text(str(transfer["amount"])))
        parts.append(pay)
    parts.append(Text(""))
    parts.append(totals_table(end.get("net") or [0] * 4, end.get("scores") or [0] * 4, names, lang))
    if "honba" in end and "sticks" in end:
        parts.append(Text(text("play.end.next", lang, honba=end["honba"], sticks=end["sticks"]), style="dim"))
    return Group(*parts)


def _riichi_lines(
    end: Mapping[str, Any], indicators: Sequence[str], names: Sequence[str], ts: TileStyle, lang: str
) -> list[Text]:
    """The dora and ura indicators, who was ready (tenpai) and who not at a draw, nagashi mangan."""
    lines: list[Text] = []
    shown = [(key, found) for key, found in (("dora", indicators), ("ura", end.get("ura") or ())) if found]
    if shown:
        lines.append(
            Text("  ").join(
                Text.assemble(text(f"play.end.{key}", lang) + " ", ts.tiles(Tile.from_str(t) for t in found))
                for key, found in shown
            )
        )
    tenpai = end.get("tenpai")
    if isinstance(tenpai, list) and not end.get("winners") and "tenpai" in end:
        ready = ", ".join(names[s] for s in tenpai) or "-"
        noten = ", ".join(names[s] for s in range(4) if s not in tenpai) or "-"
        lines.append(Text(text("play.end.tenpai", lang, ready=ready, noten=noten)))
    for seat in end.get("nagashi") or []:
        lines.append(Text(text("play.end.nagashi", lang, name=names[seat]), style="bold"))
    return lines


def _party(wind: Any, dealer: int, names: Sequence[str], lang: str) -> str:
    if wind in WINDS:
        return names[seat_of(wind, dealer)]
    return text("score.table", lang) if wind == "table" else str(wind)


def totals_table(net: Sequence[int], scores: Sequence[int], names: Sequence[str], lang: str) -> Table:
    table = Table(title=text("play.end.totals", lang), title_justify="left", box=None, padding=(0, 2))
    table.add_column(text("play.end.player", lang))
    table.add_column(text("play.end.this_hand", lang), justify="right")
    table.add_column(text("play.end.total", lang), justify="right")
    for seat, name in enumerate(names):
        change = net[seat] if seat < len(net) else 0
        table.add_row(
            Text(name),
            Text(f"{change:+d}", style="green" if change > 0 else "red" if change < 0 else ""),
            Text(str(scores[seat] if seat < len(scores) else "")),
        )
    return table


def final_report(end: Mapping[str, Any], players: Sequence[str], lang: str, note: str | None = None) -> RenderableType:
    """The placings of a `match_end` event; `players` are the names by player index; `note` says how the result
    is counted (Riichi: uma and oka)."""
    title = Text(text("play.final.title", lang, reason=reason_text(str(end.get("reason", "")), lang)), "bold")
    table = Table(box=None, padding=(0, 2))
    for column, justify in (("play.final.place", "right"), ("play.end.player", "left"), ("play.end.total", "right")):
        table.add_column(text(column, lang), justify=justify)  # type: ignore[arg-type]
    table.add_column(text("play.final.result", lang), justify="right")
    for entry in end.get("placings") or []:
        index = entry.get("player")
        name = players[index] if isinstance(index, int) and 0 <= index < len(players) else str(index)
        score = entry.get("score", 0)
        shown = f"{score:+g}" if isinstance(score, int | float) else str(score)
        table.add_row(str(entry.get("place")), Text(name, style="bold"), str(entry.get("total")), shown)
    if note:
        return Group(title, Text(""), table, Text(""), Text(note, style="dim"))
    return Group(title, Text(""), table)


# -- the log ------------------------------------------------------------------------------------------------------
def event_line(
    event: Mapping[str, Any], names: Sequence[str], me: int | None, ts: TileStyle, lang: str, riichi: bool = False
) -> Text | None:
    """One line of the log for an event (None: not worth a line); `riichi`: Riichi's words."""
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
        if seat == me and tile is not None:
            return compose("play.log.draw_own", lang, name=name, tile=shown)
        return None
    if kind == "mahjongg" and riichi:
        key = "play.log.tsumo" if event.get("how") == "self-draw" else "play.log.ron"
        return compose(key, lang, name=name, tile=shown)
    if kind in ("discard", "bonus", "added_kong", "mahjongg"):
        return compose(riichi_key(f"play.log.{kind}", riichi), lang, name=name, tile=shown)
    if kind in ("chow", "pung", "kong"):
        meld = text(riichi_key(f"play.meld.{kind}", riichi), lang)
        return compose("play.log.claim", lang, name=name, tile=shown, meld=meld)
    if kind in ("concealed_kong", "original_call", "riichi"):
        return compose(riichi_key(f"play.log.{kind}", riichi), lang, name=name)
    if kind == "dora" and tile is not None:
        return compose("play.log.dora", lang, tile=shown)
    if kind in ("exhaustive_draw", "abortive_draw"):
        return compose("play.log.draw_hand", lang, reason=reason_text(str(event.get("reason", "")), lang))
    if kind == "match_end":
        return compose("play.log.match_end", lang, reason=reason_text(str(event.get("reason", "")), lang))
    return None


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
