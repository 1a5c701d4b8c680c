"""Replay mjai logs through jongg's engine, hand by hand, and report where they disagree.

Each hand: the wall is rebuilt from the log's own tiles (`mjai.rebuild_wall`), `Table.from_wall` deals it
with the hand's dealer, round, honba, sticks and scores, and the logged decisions drive the table:

| mjai | jongg action |
|---|---|
| `dahai` | `discard`; after the seat's `reach`, `riichi` with that tile |
| `chi` / `pon` / `daiminkan` | `chow` / `pung` / `kong` (the claimed tile and the consumed tiles) |
| `ankan` / `kakan` | `concealed_kong` / `added_kong` |
| `hora` | `mahjongg` (on the own draw, or in the claim window: every `hora` on one discard at once) |
| `ryukyoku` (reason kyushu...) | `nine_terminals`; a triple ron (`sanchaho`): `mahjongg` of the three |
| nothing | `pass`, for every seat the engine asks in a claim window that did not act in the log |

Every action must be among `table.legal_actions(seat)` of a seat the engine asks; every `tsumo` must be the
engine's own next draw, logged before the action that follows it (a `dahai` logged before its own `tsumo` is
refused); at `end_kyoku` the hand must be over, and the `hora`/`ryukyoku` deltas must equal the engine's
settlement (`hand_end.net`, plus 1,000 for each riichi stick paid this hand: mjai books those at
`reach_accepted`). The first disagreement is reported with the event's index in the log, the logged event,
and what the engine offered or did instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from jongg.engine.event_types import Dora, Draw, HandEnd, RiichiAccepted
from jongg.errors import JonggError, Phrase, excerpt
from jongg.interop.mjai import (
    DICE,
    RULESET,
    STICK,
    InvalidMjai,
    MjaiHand,
    parse_log,
    preset_options,
    rebuild_wall,
    rules_of,
    tile_from_mjai,
)

NINE_TERMINALS = frozenset(("kyushukyuhai", "kyushu_kyuhai", "kyuushu_kyuuhai", "kyushu", "nine-terminals"))
THREE_RONS = frozenset(("sanchaho", "sanchahou", "three-rons", "triple_ron"))


@dataclass
class Divergence:
    """Where a log and the engine first disagree."""

    event: int
    """0-based index of the event in the log."""
    logged: Any
    engine: Any
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"event": self.event, "reason": self.reason, "logged": self.logged, "engine": self.engine}


@dataclass
class HandReport:
    game: int
    hand: int
    label: str
    start_line: int
    legal: bool = True
    """Every logged action was legal in jongg (as far as the replay got)."""
    deltas_agree: bool | None = None
    """None: not compared (the replay stopped earlier, or the log has no deltas)."""
    logged_deltas: list[int] | None = None
    engine_deltas: list[int] | None = None
    divergence: Divergence | None = None
    notes: list[str] = field(default_factory=list)
    record: list[dict[str, Any]] | None = None

    @property
    def ok(self) -> bool:
        return self.divergence is None and self.legal and self.deltas_agree is not False

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "hand": self.hand,
            "label": self.label,
            "start_event": self.start_line,
            "ok": self.ok,
            "legal": self.legal,
            "deltas_agree": self.deltas_agree,
            "logged_deltas": self.logged_deltas,
            "engine_deltas": self.engine_deltas,
            "divergence": None if self.divergence is None else self.divergence.to_json(),
            "notes": self.notes,
        }


@dataclass
class LogReport:
    name: str
    hands: list[HandReport] = field(default_factory=list)
    games: int = 0
    error: str | None = None
    """The log could not be read (`InvalidMjai`)."""

    @property
    def ok(self) -> bool:
        return self.error is None and all(h.ok for h in self.hands)

    def to_json(self) -> dict[str, Any]:
        return {
            "log": self.name,
            "ok": self.ok,
            "error": self.error,
            "games": self.games,
            "hands": len(self.hands),
            "agreeing_hands": sum(h.ok for h in self.hands),
            "reports": [h.to_json() for h in self.hands],
        }


class Diverged(Exception):
    """A `HandDriver`'s first disagreement with the engine (`divergence` says where and what)."""

    def __init__(self, divergence: Divergence) -> None:
        super().__init__(divergence.reason)
        self.divergence = divergence


def replay_log(
    events: Sequence[object], preset: str | Mapping[str, Any] = "tenhou", *, name: str = "log", keep: bool = False
) -> LogReport:
    """Replay every hand of an mjai log (its events) under a preset (a name of `PRESETS` or options).

    A malformed log gives a report with `error` set (nothing replayed); `keep` keeps each hand's jongg record.
    """
    options = preset_options(preset) if isinstance(preset, str) else dict(preset)
    report = LogReport(name)
    try:
        games = parse_log(events)
        told = [rules_of(game.start) for game in games]  # jongg's own export says its rules: they win over the preset
    except InvalidMjai as exc:
        report.error = Phrase("errors.nested", error=exc)
        return report
    report.games = len(games)
    for game, rules in zip(games, told, strict=True):
        for hand in game.hands:
            report.hands.append(replay_hand(hand, options if rules is None else rules, keep=keep))
    return report


def replay_hand(hand: MjaiHand, options: Mapping[str, Any], *, keep: bool = False) -> HandReport:
    """Replay one hand; never raises for a disagreement (it is the report's `divergence`)."""
    report = HandReport(hand.game, hand.number, hand.label, hand.start_line)
    driver: HandDriver | None = None
    try:
        driver = HandDriver(hand, options, report)
        driver.run()
        driver.compare()
    except Diverged as exc:
        report.divergence = exc.divergence
        if exc.divergence.reason.startswith("illegal") or exc.divergence.reason.startswith("not asked"):
            report.legal = False
    except InvalidMjai as exc:
        report.divergence = Divergence(
            exc.line if exc.line is not None else hand.start_line,
            None,
            None,
            Phrase("mjai.log_problem", reason=Phrase(exc.code, **exc.params)),
        )
    except JonggError as exc:  # the engine refused something (e.g. IllegalAction from `step`)
        report.divergence = Divergence(
            driver.at if driver is not None else hand.start_line,
            driver.current if driver is not None else None,
            f"{type(exc).__name__}: {excerpt(str(exc))}",
            "engine refused",
        )
    except Exception as exc:  # the engine under test may fail in any way; that is a finding, not a crash
        report.divergence = Divergence(
            driver.at if driver is not None else hand.start_line,
            driver.current if driver is not None else None,
            f"{type(exc).__name__}: {excerpt(str(exc))}",
            "engine error",
        )
    if keep and driver is not None and driver.table is not None:
        report.record = driver.table.record()
    return report


def _tile(text: object) -> str:
    return str(tile_from_mjai(text))


def _same(a: Sequence[str], b: Sequence[str]) -> bool:
    return sorted(a) == sorted(b)


class HandDriver:
    """One logged hand driven through the engine: `run()` plays the log's events on `table` (a `Table` dealt from
    the rebuilt wall), `compare()` checks the hand's end against the log; the first disagreement raises
    `Diverged`. A subclass may change how an event is played by extending its handler (`discard`, `claim`,
    `ankan`, `kakan`, `wins`, `draw_end`); `mjai_bot`'s mirror does."""

    def __init__(self, hand: MjaiHand, options: Mapping[str, Any], report: HandReport) -> None:
        from jongg.engine import Table

        self.hand = hand
        self.report = report
        self.at = hand.start_line
        self.current: dict[str, Any] | None = hand.start
        wall = rebuild_wall(
            hand, flowers=int(options.get("flowers", 0)), red_fives=int(options.get("red_fives", 3)), dice=DICE
        )
        self.table: Any = None
        start = hand.start
        where: dict[str, Any] = {
            "wall": wall,
            "dice": DICE,
            "dealer": hand.dealer,
            "scores": hand.scores,
            "round": hand.round,
            "honba": int(start["honba"]),
            "sticks": int(start["kyotaku"]),
        }
        self.table = Table.from_wall(RULESET, options, **where)
        self.draws_seen = 0
        self.reach: set[int] = set()
        self.accepted = [0, 0, 0, 0]
        self.logged_dora = [_tile(start["dora_marker"])]
        self.logged: list[int] | None = [0, 0, 0, 0]
        self.results: list[tuple[int, dict[str, Any]]] = []

    # -- failing -----------------------------------------------------------------------------------------
    def diverge(self, reason: str, engine: Any) -> Diverged:
        return Diverged(Divergence(self.at, self.current, engine, reason))

    def last_engine_events(self, count: int = 3) -> list[dict[str, Any]]:
        out = []
        for e in self.table.events[-count:]:
            out.append({k: v for k, v in e.items() if k not in ("wall", "results", "hands", "seq")})
        return out

    # -- the table ---------------------------------------------------------------------------------------
    def asked(self) -> list[int]:
        return sorted(self.table.pending())

    def in_window(self, seats: Sequence[int]) -> bool:
        return any(a.type == "pass" for s in seats for a in self.table.legal_actions(s))

    def find(self, seat: int, match: Callable[[dict[str, Any]], bool]) -> Any:
        for action in self.table.legal_actions(seat):
            if match(action.to_json()):
                return action
        return None

    def turn(self, seat: int, match: Callable[[dict[str, Any]], bool], what: str) -> None:
        asked = self.asked()
        if asked != [seat] or self.in_window(asked):
            raise self.diverge(
                Phrase("mjai.turn_not_asked", seat=seat, what=what, asked=asked),
                {"asked": asked, "last_events": self.last_engine_events()},
            )
        draws = self.engine_draws()
        if self.draws_seen < len(draws):  # the engine drew before this turn: the log must show that draw first
            got = draws[self.draws_seen]
            raise InvalidMjai(
                "mjai.log_has_seat_before",
                seat=seat,
                what=what,
                got=got.seat,
                got2=got.tile,
                line=self.at,
            )
        action = self.find(seat, match)
        if action is None:
            legal = [str(a) for a in self.table.legal_actions(seat)]
            raise self.diverge(Phrase("mjai.seat_may_not", seat=seat, what=what), {"legal": legal})
        self.table.step({seat: action})

    def close_window(self, claims: Mapping[int, Callable[[dict[str, Any]], bool]], what: str = "") -> None:
        """Answer the open claim window: the logged claims, `pass` for every other asked seat."""
        asked = self.asked()
        if not asked or not self.in_window(asked):
            if claims:
                raise self.diverge(
                    Phrase("mjai.no_claim_window", what=what, asked=asked),
                    {"asked": asked, "last_events": self.last_engine_events()},
                )
            return
        answers = {}
        for seat in claims:
            if seat not in asked:
                raise self.diverge(
                    Phrase("mjai.claim_not_asked", what=what, seat=seat, asked=asked),
                    {"asked": asked, "legal": {s: [str(a) for a in self.table.legal_actions(s)] for s in asked}},
                )
        for seat in asked:
            match = claims.get(seat)
            action = self.find(seat, match if match is not None else lambda j: j["type"] == "pass")
            if action is None:
                legal = [str(a) for a in self.table.legal_actions(seat)]
                raise self.diverge(
                    Phrase("mjai.seat_may_not", seat=seat, what=what or Phrase("mjai.pass")), {"legal": legal}
                )
            answers[seat] = action
        self.table.step(answers)

    def engine_draws(self) -> list[Draw]:
        return [e for e in self.table.log if isinstance(e, Draw)]

    # -- the log -----------------------------------------------------------------------------------------
    def run(self) -> None:
        events = self.hand.events
        k = 0
        while k < len(events):
            self.at, self.current = events[k]
            e = self.current
            kind = e["type"]
            if kind == "tsumo":
                self.close_window({})
                self.expect_draw(e)
            elif kind == "dahai":
                self.discard(e)
            elif kind == "reach":
                self.reach.add(e["actor"])
            elif kind == "reach_accepted":
                self.accepted[e["actor"]] += 1
            elif kind in ("chi", "pon", "daiminkan"):
                self.claim(e)
            elif kind == "ankan":
                self.ankan(e)
            elif kind == "kakan":
                self.kakan(e)
            elif kind == "dora":
                self.logged_dora.append(_tile(e["dora_marker"]))
            elif kind == "hora":
                group = [events[k]]
                while k + 1 < len(events) and events[k + 1][1]["type"] == "hora":
                    k += 1
                    group.append(events[k])
                self.wins(group)
            elif kind == "ryukyoku":
                self.draw_end(e)
            elif kind == "end_kyoku":
                self.close_window({})
            elif kind == "hana":
                pass  # flowers are declared by the engine itself; the draws check them
            k += 1

    def ankan(self, e: dict[str, Any]) -> None:
        self.close_window({})
        consumed = [_tile(t) for t in e["consumed"]]
        self.turn(
            e["actor"],
            lambda j: j["type"] == "concealed_kong" and _same(j["consumed"], consumed),
            f"ankan {' '.join(consumed)}",
        )

    def kakan(self, e: dict[str, Any]) -> None:
        self.close_window({})
        tile = _tile(e["pai"])
        self.turn(e["actor"], lambda j: j["type"] == "added_kong" and j["tile"] == tile, f"kakan {tile}")

    def expect_draw(self, e: dict[str, Any]) -> None:
        draws = self.engine_draws()
        seat, tile = e["actor"], _tile(e["pai"])
        if len(draws) <= self.draws_seen:
            raise self.diverge(
                Phrase("mjai.engine_drew_nothing", seat=seat, tile=tile),
                {"asked": self.asked(), "last_events": self.last_engine_events()},
            )
        got = draws[self.draws_seen]
        self.draws_seen += 1
        if got.seat != seat or str(got.tile) != tile:
            raise self.diverge(
                Phrase("mjai.engine_drew_other", seat=seat, tile=tile, got_seat=got.seat, got_tile=got.tile),
                got.to_json(),
            )

    def discard(self, e: dict[str, Any]) -> None:
        seat, tile = e["actor"], _tile(e["pai"])
        if seat in self.reach:
            self.reach.discard(seat)
            self.turn(
                seat, lambda j: j["type"] == "riichi" and j["tile"] == tile, Phrase("mjai.declare_riichi", tile=tile)
            )
        else:
            self.turn(seat, lambda j: j["type"] == "discard" and j["tile"] == tile, Phrase("mjai.discard", tile=tile))

    def claim(self, e: dict[str, Any]) -> None:
        ours = {"chi": "chow", "pon": "pung", "daiminkan": "kong"}[e["type"]]
        tile = _tile(e["pai"])
        consumed = [_tile(t) for t in e["consumed"]]

        def match(j: dict[str, Any]) -> bool:
            return bool(j["type"] == ours and j["tile"] == tile and _same(j["consumed"], consumed))

        what = Phrase("mjai.claim", kind=e["type"], tile=tile, consumed=" ".join(consumed), target=e["target"])
        self.close_window({e["actor"]: match}, what)

    def wins(self, group: list[tuple[int, dict[str, Any]]]) -> None:
        for n, e in group:
            self.results.append((n, e))
            self.add_deltas(e)
        first = group[0][1]
        if first["actor"] == first["target"]:
            self.close_window({})
            self.turn(first["actor"], lambda j: j["type"] == "mahjongg", Phrase("mjai.win_by_tsumo"))
            return
        claims: dict[int, Callable[[dict[str, Any]], bool]] = {
            e["actor"]: (lambda j: j["type"] == "mahjongg") for _, e in group
        }
        seats = " and ".join(str(e["actor"]) for _, e in group)
        self.close_window(claims, Phrase("mjai.ron", seats=seats, target=first["target"]))

    def draw_end(self, e: dict[str, Any]) -> None:
        self.results.append((self.at, e))
        self.add_deltas(e)
        reason = str(e.get("reason", "")).lower()
        if reason in NINE_TERMINALS:
            self.close_window({})
            asked = self.asked()
            seat = asked[0] if len(asked) == 1 else -1
            self.turn(seat, lambda j: j["type"] == "nine_terminals", Phrase("mjai.declare_nine_terminals"))
        elif reason in THREE_RONS:
            asked = self.asked()
            claims: dict[int, Callable[[dict[str, Any]], bool]] = {
                s: (lambda j: j["type"] == "mahjongg") for s in asked if self.find(s, lambda j: j["type"] == "mahjongg")
            }
            self.close_window(claims, Phrase("mjai.three_rons"))
        else:
            self.close_window({})

    def add_deltas(self, e: dict[str, Any]) -> None:
        deltas = e.get("deltas")
        if deltas is None or self.logged is None:
            self.logged = None
            return
        self.logged = [a + b for a, b in zip(self.logged, deltas, strict=True)]

    # -- the end -----------------------------------------------------------------------------------------
    def compare(self) -> None:
        ends = [e for e in self.table.log if isinstance(e, HandEnd)]
        if not ends or self.asked():
            raise self.diverge(
                Phrase("mjai.engine_goes_on"),
                {"asked": self.asked(), "last_events": self.last_engine_events()},
            )
        end = ends[-1]
        accepted = [0, 0, 0, 0]
        for e in self.table.log:
            if isinstance(e, RiichiAccepted):
                accepted[e.seat] += 1
        engine = [n + STICK * accepted[s] for s, n in enumerate(end.net)]
        self.report.engine_deltas = engine
        self.report.logged_deltas = self.logged
        engine_dora = [str(e.indicator) for e in self.table.log if isinstance(e, Dora)]
        if engine_dora != self.logged_dora:
            self.report.notes.append(Phrase("mjai.dora_differ", logged=self.logged_dora, engine=engine_dora))
        if accepted != self.accepted:
            self.report.notes.append(Phrase("mjai.sticks_differ", logged=self.accepted, engine=accepted))
        if self.logged is None:
            self.report.notes.append(Phrase("mjai.no_deltas"))
            return
        self.at, self.current = self.results[-1] if self.results else (self.at, self.current)
        self.report.deltas_agree = engine == self.logged
        if not self.report.deltas_agree:
            detail: dict[str, Any] = {
                "deltas": engine,
                "net": list(end.net),
                "transfers": list(end.transfers),
                "results": _summaries(end.results),
            }
            raise self.diverge(Phrase("mjai.deltas_differ", logged=self.logged, engine=engine), detail)


def _summaries(results: object) -> Any:
    """The han, fu, yaku and total of each score result (the full result is long)."""
    if not isinstance(results, dict):
        return results
    out = {}
    for seat, r in results.items():
        if isinstance(r, dict):
            keep = ("han", "fu", "limit", "total", "yaku", "items")
            out[seat] = {k: r[k] for k in keep if k in r}
    return out


def summarize(reports: Sequence[LogReport]) -> dict[str, Any]:
    """Counts over many logs: games, hands, agreeing hands, failing logs, divergences by reason."""
    hands = [h for r in reports for h in r.hands]
    reasons: dict[str, int] = {}
    for h in hands:
        if h.divergence is not None:
            key = h.divergence.reason.split(":")[0]
            reasons[key] = reasons.get(key, 0) + 1
    return {
        "logs": len(reports),
        "unreadable_logs": sum(r.error is not None for r in reports),
        "games": sum(r.games for r in reports),
        "hands": len(hands),
        "agreeing_hands": sum(h.ok for h in hands),
        "illegal_hands": sum(not h.legal for h in hands),
        "delta_disagreements": sum(h.deltas_agree is False for h in hands),
        "divergences_by_reason": reasons,
        "ok": all(r.ok for r in reports),
    }


__all__ = [
    "Diverged",
    "Divergence",
    "HandDriver",
    "HandReport",
    "JonggError",
    "LogReport",
    "replay_hand",
    "replay_log",
    "summarize",
]
