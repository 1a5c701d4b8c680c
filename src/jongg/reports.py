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
    """Riichi's lines: the indicators, who was ready at a draw, nagashi mangan."""
    hands: tuple[HandPart, ...]
    liable: str | None
    payments_title: str
    payments: tuple[Payment, ...]
    totals_title: str
    columns: tuple[str, str, str]
    totals: tuple[tuple[str, int, int | None], ...]
    """(name, change this hand, total) by seat."""
    next: str | None = None
    """Riichi: the honba and riichi sticks of the next hand."""

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
    reason: str | None = None,
    indicators: Sequence[str] = (),
) -> HandReport:
    """Every scored hand with its itemised table, the payments with their reasons and the running totals of a
    `hand_end` event; `start` is the hand's `hand_start` (its number and dealer), `names` the players by seat
    during the hand, `reason` why a drawn hand ended (the `exhaustive_draw` event's), `indicators` the dora
    indicators turned over in the hand. Riichi's fields are there when the event has them: the ura indicators,
    who was ready (tenpai) at a draw, nagashi mangan, and the honba and riichi sticks of the next hand."""
    dealer = int(start.get("dealer", 0))
    number = start.get("hand", "?")
    found = end.get("winner", end.get("winners"))
    winners = [w for w in (found if isinstance(found, list) else [found]) if isinstance(w, int)]  # Riichi: double ron
    if not winners:
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
        payments.append(
            Payment(
                text("play.end.payment", lang, payer=payer, payee=payee),
                text(why, lang) if why in MESSAGES else None,
                int(transfer["amount"]),
            )
        )
    net, scores = end.get("net") or [0] * 4, end.get("scores") or [0] * 4
    totals = tuple(
        (name, int(net[seat]) if seat < len(net) else 0, scores[seat] if seat < len(scores) else None)
        for seat, name in enumerate(names)
    )
    return HandReport(
        title,
        bool(winners),
        tuple(_riichi_lines(end, indicators, names, lang)),
        tuple(parts),
        liable_text,
        text("play.end.payments", lang),
        tuple(payments),
        text("play.end.totals", lang),
        (text("play.end.player", lang), text("play.end.this_hand", lang), text("play.end.total", lang)),
        totals,
        text("play.end.next", lang, honba=end["honba"], sticks=end["sticks"])
        if "honba" in end and "sticks" in end
        else None,
    )


def _riichi_lines(
    end: Mapping[str, Any], indicators: Sequence[str], names: Sequence[str], lang: str
) -> list[tuple[Piece, ...]]:
    """The dora and ura indicators, who was ready (tenpai) and who not at a draw, nagashi mangan."""
    lines: list[tuple[Piece, ...]] = []
    shown = [(key, found) for key, found in (("dora", indicators), ("ura", end.get("ura") or ())) if found]
    if shown:
        lines.append(tuple(Piece(text(f"play.end.{key}", lang), tuple(map(str, found))) for key, found in shown))
    tenpai = end.get("tenpai")
    if isinstance(tenpai, list) and not end.get("winners") and "tenpai" in end:
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
    "FinalReport",
    "HandPart",
    "HandReport",
    "Payment",
    "Piece",
    "final_note",
    "final_report",
    "hand_report",
    "item_value",
    "reason_text",
    "result_summary",
    "seat_of",
    "wind_of",
]
