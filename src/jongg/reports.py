"""The end of a hand and of a match in words, one language at a time: what `jongg play` draws with Rich and
what the browser's page shows (the server sends it in English and German), from one place.

A report holds plain texts (names and rule texts are never markup), tiles as notation codes for the surface to
draw, and numbers. `hand_report(end, start, names, lang, ...)` reads a `hand_end` event as the player's stream
has it; `final_report(end, players, lang, note)` a `match_end` event; `final_note(ruleset, options, lang)` says
how a Riichi result is counted (uma and oka).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from jongg.contract import VALUE_UNITS, WINDS
from jongg.i18n import MESSAGES, amount, limit_word, text, wind_name
from jongg.rules import find_ruleset
from jongg.rules.base import Ruleset
from jongg.rules.penalties import penalty_name

ENDINGS = frozenset(("mahjongg", "exhaustive_draw", "abortive_draw", "penalty"))
"""The events that end a hand before its `hand_end`: a win (one per winner), a draw and its reason, or (strict
mode) a penalty, which ends it only where its `ends` says so."""


@dataclass(frozen=True, slots=True)
class ScoreScreen:
    """What a rule set's end of a hand shows besides every scored hand and the settlement, as its flow describes
    it (never by its id): Riichi's words, who was ready (tenpai) at an exhaustive draw, the honba and sticks of
    the next hand."""

    riichi: bool = False
    tenpai: bool = False
    counters: bool = False

    @classmethod
    def of(cls, ruleset: Ruleset) -> ScoreScreen:
        flow = ruleset.flow
        tenpai, counters = (False, False) if flow is None else (flow.tenpai_at_draw, flow.counters)
        return cls(riichi=ruleset.words == "riichi", tenpai=tenpai, counters=counters)


PLAIN = ScoreScreen()
"""A score screen with nothing but the scored hands and the settlement."""


@dataclass(frozen=True, slots=True)
class Piece:
    """A text followed by tiles (codes): "dora indicators 3m"; a line is one or more pieces."""

    text: str
    tiles: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class HandPart:
    """One player's hand at the end: whose (name and wind), the hand in notation when revealed, and its score
    (None: not scored) as rows of (rule, value) and a summary."""

    head: str
    hand: str | None
    items: tuple[tuple[str, str], ...] = ()
    summary: str | None = None
    won: bool = False


@dataclass(frozen=True, slots=True)
class Payment:
    text: str
    reason: str | None
    amount: int


@dataclass(frozen=True, slots=True)
class HandReport:
    title: str
    won: bool
    lines: tuple[tuple[Piece, ...], ...]
    """How each winner won (on whose discard, self-drawn, robbing); Riichi's lines: the indicators, who was ready
    at an exhaustive draw, nagashi mangan."""
    hands: tuple[HandPart, ...]
    liable: str | None
    payments_title: str
    payments: tuple[Payment, ...]
    totals_title: str
    columns: tuple[str, str, str]
    totals: tuple[tuple[str, int, int | None], ...]
    """(name, change this hand, total) by seat."""
    next: str | None = None
    """Where the rule set counts them (Riichi): the honba and riichi sticks of the next hand."""

    def to_json(self) -> dict[str, Any]:
        return {"kind": "hand", **asdict(self)}


@dataclass(frozen=True, slots=True)
class FinalReport:
    title: str
    columns: tuple[str, str, str, str]
    rows: tuple[tuple[str, str, str, str], ...]
    """(place, name, total, result) in the order of the placings."""
    note: str | None = None
    """How the result is counted (Riichi: uma and oka)."""
    kind: str = field(default="match", init=False)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


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
    lang: str,
    *,
    endings: Sequence[Mapping[str, Any]] = (),
    indicators: Sequence[str] = (),
    screen: ScoreScreen = PLAIN,
) -> HandReport:
    """Every scored hand with its itemised table, the payments with their reasons and the running totals of a
    `hand_end` event; `start` is the hand's `hand_start` (its number and dealer), `names` the players by seat
    during the hand, `endings` the hand's events that ended it (`ENDINGS`: who won on whose tile, or why it was
    a draw), `indicators` the dora indicators turned over in the hand. What only some rule sets have is there
    where `screen` (the rule set's) says so: who was ready (tenpai) at an exhaustive draw, the honba and riichi
    sticks of the next hand; the ura indicators and nagashi mangan when the event has them."""
    dealer = int(start.get("dealer", 0))
    number = start.get("hand", "?")
    found = end.get("winner", end.get("winners"))
    winners = [w for w in (found if isinstance(found, list) else [found]) if isinstance(w, int)]  # Riichi: double ron
    ended = next((e for e in endings if e.get("type") == "penalty" and e.get("ends")), None)
    drawn = next((e for e in endings if e.get("type") in ("exhaustive_draw", "abortive_draw")), None)
    reason = None if drawn is None else str(drawn.get("reason", "")) or None
    if ended is not None:
        title = text("play.end.penalty", lang, n=number, rule=penalty_text(ended, lang))
    elif not winners:
        title = text("play.end.draw", lang, n=number) + (f" ({reason_text(reason, lang)})" if reason else "")
    else:
        title = text("play.end.won", lang, n=number, name=" & ".join(names[w] for w in winners))
    results = end.get("results") or {}
    hands = end.get("hands") or []
    order = [*winners, *(seat_of(w, dealer) for w in WINDS if seat_of(w, dealer) not in winners)]
    parts = []
    for seat in order:
        shown = hands[seat] if seat < len(hands) else None  # a hand the rule set does not reveal is None
        head = text("play.end.hand", lang, name=names[seat], wind=wind_name(wind_of(seat, dealer), lang))
        result = results.get(str(seat))
        if result is None:
            parts.append(HandPart(head, shown if isinstance(shown, str) else None))
            continue
        items = tuple((str(i["de" if lang == "de" else "en"]), item_value(i, lang)) for i in result.get("items") or ())
        summary = result_summary(result, lang)
        parts.append(HandPart(head, shown if isinstance(shown, str) else None, items, summary, bool(result.get("won"))))
    liable = end.get("liable")
    liable_text = None
    if isinstance(liable, Mapping) and liable.get("wind") in WINDS:
        liable_text = text("play.end.liable", lang, name=names[seat_of(liable["wind"], dealer)])
    payments = []
    for transfer in end.get("transfers") or []:
        payer, payee = (_party(transfer.get(k), dealer, names, lang) for k in ("from", "to"))
        why = f"play.pay.{transfer.get('reason')}"
        said = text(why, lang) if why in MESSAGES else penalty_name(str(transfer.get("reason")), lang)
        payments.append(
            Payment(text("play.end.payment", lang, payer=payer, payee=payee), said, int(transfer["amount"]))
        )
    net, scores = end.get("net") or [0] * 4, end.get("scores") or [0] * 4
    totals = tuple(
        (name, int(net[seat]) if seat < len(net) else 0, scores[seat] if seat < len(scores) else None)
        for seat, name in enumerate(names)
    )
    return HandReport(
        title,
        bool(winners),
        tuple(
            [win_line(win, names, lang, screen.riichi) for win in endings if win.get("type") == "mahjongg"]
            + _riichi_lines(
                end,
                indicators,
                names,
                lang,
                screen.tenpai and drawn is not None and drawn.get("type") == "exhaustive_draw",
            )
        ),
        tuple(parts),
        liable_text,
        text("play.end.payments", lang),
        tuple(payments),
        text("play.end.totals", lang),
        (text("play.end.player", lang), text("play.end.this_hand", lang), text("play.end.total", lang)),
        totals,
        text("play.end.next", lang, honba=end["honba"], sticks=end["sticks"])
        if screen.counters and "honba" in end and "sticks" in end
        else None,
    )


def penalty_text(event: Mapping[str, Any], lang: str) -> str:
    """A `penalty` event's rule in words (the catalog's name; its id where no catalog has it)."""
    rule = str(event.get("rule"))
    return penalty_name(rule, lang) or rule


def win_line(win: Mapping[str, Any], names: Sequence[str], lang: str, riichi: bool = False) -> tuple[Piece, ...]:
    """How a `mahjongg` event won: on whose discard or kong, or self-drawn ("Wu won on 3s, discarded by Ann."),
    the tile as a code between two texts."""
    key = f"play.end.win.{win.get('how')}"
    key = f"{key}.riichi" if riichi and f"{key}.riichi" in MESSAGES else key
    if key not in MESSAGES:
        key = "play.end.win.discard"
    tile = win.get("tile")
    words = text(key, lang, name=_name(win.get("seat"), names), owner=_name(win.get("from"), names), tile="\0")
    before, found, after = words.partition("\0")
    if not found or not isinstance(tile, str):  # a win by flowers or by a fourth kan names no tile
        return (Piece(words.replace("\0", "?")),)
    return (Piece(before.rstrip(), (tile,)), Piece(after.lstrip()))


def _name(seat: Any, names: Sequence[str]) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def _riichi_lines(
    end: Mapping[str, Any], indicators: Sequence[str], names: Sequence[str], lang: str, ready_shown: bool
) -> list[tuple[Piece, ...]]:
    """The dora and ura indicators; with `ready_shown` (an exhaustive draw of a rule set that settles the ready
    hands), who was ready (tenpai) and who not; nagashi mangan."""
    lines: list[tuple[Piece, ...]] = []
    shown = [(key, found) for key, found in (("dora", indicators), ("ura", end.get("ura") or ())) if found]
    if shown:
        lines.append(tuple(Piece(text(f"play.end.{key}", lang), tuple(map(str, found))) for key, found in shown))
    tenpai = end.get("tenpai")
    if isinstance(tenpai, list) and ready_shown:
        ready = ", ".join(names[s] for s in tenpai) or "-"
        noten = ", ".join(names[s] for s in range(4) if s not in tenpai) or "-"
        lines.append((Piece(text("play.end.tenpai", lang, ready=ready, noten=noten)),))
    for seat in end.get("nagashi") or []:
        lines.append((Piece(text("play.end.nagashi", lang, name=names[seat])),))
    return lines


def _party(wind: Any, dealer: int, names: Sequence[str], lang: str) -> str:
    if wind in WINDS:
        return names[seat_of(wind, dealer)]
    return text("score.table", lang) if wind == "table" else str(wind)


def final_report(end: Mapping[str, Any], players: Sequence[str], lang: str, note: str | None = None) -> FinalReport:
    """The placings of a `match_end` event; `players` are the names by player index; `note` says how the result
    is counted (Riichi: uma and oka, `final_note`)."""
    rows = []
    for entry in end.get("placings") or []:
        index = entry.get("player")
        name = players[index] if isinstance(index, int) and 0 <= index < len(players) else str(index)
        score = entry.get("score", 0)
        shown = f"{score:+g}" if isinstance(score, int | float) else str(score)
        rows.append((str(entry.get("place")), name, str(entry.get("total")), shown))
    columns = ("play.final.place", "play.end.player", "play.end.total", "play.final.result")
    return FinalReport(
        text("play.final.title", lang, reason=reason_text(str(end.get("reason", "")), lang)),
        tuple(text(c, lang) for c in columns),  # type: ignore[arg-type]
        tuple(rows),
        note,
    )


def final_note(ruleset: str, options: Mapping[str, Any], lang: str) -> str | None:
    """Under the placings: how the result is counted, where the rule set has uma and oka (Riichi)."""
    checked = find_ruleset(ruleset).options(dict(options))
    uma, returned, start = (getattr(checked, k, None) for k in ("uma", "return_points", "start_points"))
    if not isinstance(uma, str) or not isinstance(returned, int) or not isinstance(start, int):
        return None
    low, _, high = uma.partition("/")
    oka = (returned - start) * 4 // 1000
    return text("play.final.uma", lang, returned=returned, high=high, low=low, oka=oka)


__all__ = [
    "ENDINGS",
    "FinalReport",
    "HandPart",
    "HandReport",
    "Payment",
    "Piece",
    "ScoreScreen",
    "final_note",
    "final_report",
    "hand_report",
    "item_value",
    "reason_text",
    "result_summary",
    "seat_of",
    "win_line",
    "wind_of",
]
