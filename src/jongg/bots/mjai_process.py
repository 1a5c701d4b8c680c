"""An external mjai bot at a Riichi table: a process that speaks the mjai protocol on stdin/stdout.

`MjaiProcessBot(command)` starts COMMAND (split with `shlex`, run without a shell: the text is never
interpreted; only an argument that is exactly `{seat}` becomes the seat number, as mjai.app starts its bots
with `python bot.py PLAYER_ID`), shows it the events of its seat as mjai events, and turns its answers into
the seat's legal actions. It is the bot of the spec `mjai:COMMAND` (`jongg simulate --bots mjai:COMMAND`).

**The protocol** (the convention of the classic mjai stdin bots and of `jongg mjai bot`):

- The host writes one mjai event per line (compact JSON) and the bot answers **every line with exactly one
  JSON object line**: an action, or `{"type":"none"}` when it has nothing to do. With the setting `batch=1`
  the host writes the new events of each decision as one JSON array per line (mjai.app's convention) and
  reads one answer per array.
- The events are the seat's view: `start_game` (with `id`, the seat; and the extension field `jongg`: the
  rule set and its options, ignored by other bots), `start_kyoku` (others' `tehais` are `"?"`), `tsumo`
  (others' tiles `"?"`), `dahai`, `reach`, `reach_accepted`, `chi`, `pon`, `daiminkan`, `ankan`, `kakan`,
  `dora`, `hora`, `ryukyoku`, `end_kyoku`, `end_game`; flowers are the `hana` extension of
  `jongg.interop.mjai` (play with `-o flowers=0` for a plain mjai bot; with flowers, the dealer's first
  decision follows the `hana` and replacement `tsumo` lines of the deal's flowers, of every seat).
- The answer to the last line of a decision is the decision: `dahai` (`pai`; `tsumogiri` is not checked),
  `reach` (the host then sends the seat's `reach` event and the bot answers the `dahai` of its riichi),
  `chi`/`pon`/`daiminkan` (`pai`, `consumed`), `ankan` (`consumed`), `kakan` (`pai`), `hora`, `ryukyoku`
  (nine terminals), `none` (pass a claim). Answers to lines that are not a decision are read and ignored.
- Time limits: the answer to each line within `timeout` seconds (default 5), the first answer of the process
  (to `start_game`) within `startup` seconds (default 30: a bot may load a model).

An answer that is not JSON, not legal now, missing (timeout) or never comes (the process exited) is a
`BotError` naming the bot, the decision and the answer. The process is always ended: `close()` (also the
context manager, and a finalizer as a last resort) sends the events it has not seen yet (so a finished match
ends with `end_game`), closes its stdin, waits a moment, then terminates and kills it.

The bot must `watch(table, seat)` the table it plays at before it is asked (`jongg.sim.play` does it): the
events come from `table.events`, filtered for the seat by the engine's visibility rules.
"""

from __future__ import annotations

import json
import queue
import re
import shlex
import subprocess
import tempfile
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from typing import IO, Any, Final

from jongg.engine import (
    Action,
    AddedKong,
    Chow,
    ConcealedKong,
    Discard,
    Kong,
    MahJongg,
    NineTerminals,
    Pass,
    Pung,
    Riichi,
    SeatView,
    Table,
)
from jongg.engine.view import filter_event
from jongg.errors import InvalidOption, JonggError, Phrase, excerpt
from jongg.interop.mjai import RULESET, InvalidMjai, MjaiExporter, tile_from_mjai, tile_to_mjai
from jongg.tiles import Tile

TIMEOUT: Final = 5.0
STARTUP: Final = 30.0
MAX_LINE: Final = 1 << 20
"""The longest answer line read (1 MiB)."""
SETTINGS: Final = ("timeout", "startup", "batch")
_SETTINGS_PREFIX = re.compile(r"^\s*((?:timeout|startup|batch)=[^:,+\s]*(?:[,+](?:timeout|startup|batch)=[^:,+\s]*)*):")


class BotError(JonggError):
    """An external bot failed: it answered something illegal or malformed, nothing in time, or it exited.
    `bot` names it, `decision` says what it was asked, `answer` is its answer (None: there was none)."""

    contract_type = "BotError"

    def __init__(
        self, code: str, /, bot: str = "", decision: str = "", answer: object = None, **params: object
    ) -> None:
        super().__init__(code, **params)
        self.bot = bot
        self.decision = decision
        self.answer = answer

    def __reduce__(self) -> tuple[Any, ...]:  # keep the fields across processes (the simulation's workers)
        return (BotError, (self.code,), self.__dict__)


# -- the spec ------------------------------------------------------------------------------------------------
def parse_mjai_spec(rest: str) -> dict[str, str]:
    """The settings of `mjai:[SETTINGS:]COMMAND`: `{"command": COMMAND, ...}`.

    SETTINGS (optional) are `timeout=SECONDS`, `startup=SECONDS`, `batch=1`, joined by `,` or `+`, before a
    colon; everything after is the command, taken as it is (`shlex`-split when the process starts)."""
    settings: dict[str, str] = {}
    found = _SETTINGS_PREFIX.match(rest)
    if found:
        for part in re.split(r"[,+]", found.group(1)):
            key, _, value = part.partition("=")
            settings[key] = value
        rest = rest[found.end() :]
    if not rest.strip():
        raise InvalidOption("bots.mjai_bot_needs_command")
    try:
        argv = shlex.split(rest)
    except ValueError as exc:
        raise InvalidOption("bots.mjai_bot_command_cannot", exc=exc) from None
    if not argv:
        raise InvalidOption("bots.mjai_bot_needs_command_mjai")
    settings["command"] = rest.strip()
    _numbers(settings)
    return settings


def _numbers(settings: Mapping[str, str]) -> tuple[float, float, bool]:
    out = []
    for key, default in (("timeout", TIMEOUT), ("startup", STARTUP)):
        text = settings.get(key)
        try:
            value = default if text is None else float(text)
        except ValueError:
            raise InvalidOption("bots.mjai_bot_number_seconds", key=key, text=excerpt(text)) from None
        if not 0 < value <= 3600:
            raise InvalidOption("bots.mjai_bot_more_and", key=key, value=value)
        out.append(value)
    batch = settings.get("batch", "0")
    if batch not in ("0", "1", "true", "false"):
        raise InvalidOption("bots.mjai_bot_batch_or", batch=excerpt(batch))
    return out[0], out[1], batch in ("1", "true")


def check_mjai_seating(ruleset: str, lineup: Sequence[str], backend: str = "processes") -> None:
    """`InvalidOption` when a lineup seats an mjai bot where it cannot play: not `riichi-hana`, or on Ray."""
    if not any(spec.strip().startswith("mjai:") for spec in lineup):
        return
    if ruleset != RULESET:
        raise InvalidOption("bots.mjai_bots_play_riichi", ruleset=RULESET, ruleset2=ruleset)
    if backend != "processes":
        raise InvalidOption("bots.mjai_bots_run_local", backend=backend)


def make_mjai_bot(
    ruleset: str, seed: int, options: Mapping[str, Any] | None, settings: dict[str, str]
) -> MjaiProcessBot:
    """The factory of `jongg.bots.BOTS["mjai"]` (`seed` is not used: jongg cannot seed another program)."""
    if ruleset != RULESET:
        raise InvalidOption("bots.mjai_bots_play_riichi", ruleset=RULESET, ruleset2=ruleset)
    unknown = set(settings) - {"command", *SETTINGS}
    if unknown:
        raise InvalidOption(
            "bots.unknown_mjai_bot_settings", unknown=", ".join(sorted(unknown)), settings=", ".join(SETTINGS)
        )
    timeout, startup, batch = _numbers(settings)
    return MjaiProcessBot(settings["command"], timeout=timeout, startup=startup, batch=batch)


# -- the seat's events in mjai -------------------------------------------------------------------------------
class _SeatExporter(MjaiExporter):
    """`mjai.export` for one seat's filtered events, streamed: hidden tiles are `"?"`, `start_game` has the
    seat's `id`, and nothing is inserted before an event already sent (`floor`)."""

    def __init__(self, seat: int) -> None:
        super().__init__(strict=False, viewer=seat)
        self.seat = seat
        self.floor = 0

    def on_match_start(self, e: Any) -> None:
        super().on_match_start(e)
        start = self.out[-1]
        start["id"] = self.seat
        start["jongg"] = {"ruleset": e.ruleset, "options": e.options}

    def on_dora(self, e: Any) -> None:
        before = list(self.out)
        super().on_dora(e)
        if len(self.out) > len(before):
            at = next((n for n, old in enumerate(before) if self.out[n] is not old), len(before))
            if at < self.floor:  # already past it: the dora comes after the discard, as jongg has it
                self.out.append(self.out.pop(at))


def _mjai_of(action: Action) -> str:
    """A legal action in mjai words, for error messages."""
    if isinstance(action, Discard):
        return f"dahai {tile_to_mjai(action.tile)}"
    if isinstance(action, Riichi):
        return f"reach + dahai {tile_to_mjai(action.tile)}"
    if isinstance(action, Chow | Pung | Kong):
        kind = {"chow": "chi", "pung": "pon", "kong": "daiminkan"}[action.type]
        return f"{kind} {tile_to_mjai(action.tile)} with {' '.join(tile_to_mjai(t) for t in action.consumed)}"
    if isinstance(action, ConcealedKong):
        return f"ankan {' '.join(tile_to_mjai(t) for t in action.consumed)}"
    if isinstance(action, AddedKong):
        return f"kakan {tile_to_mjai(action.tile)}"
    if isinstance(action, MahJongg):
        return f"hora {tile_to_mjai(action.tile)}"
    if isinstance(action, NineTerminals):
        return "ryukyoku"
    if isinstance(action, Pass):
        return "none"
    return str(action)


def _tile(value: object) -> Tile | None:
    try:
        return tile_from_mjai(value)
    except InvalidMjai:
        return None


def _tiles(value: object) -> list[Tile] | None:
    if not isinstance(value, list):
        return None
    tiles = [_tile(v) for v in value]
    return None if any(t is None for t in tiles) else sorted(t for t in tiles if t is not None)


def match_answer(answer: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
    """The legal action an mjai answer names (None: none does). `reach` is matched by the caller."""
    kind = answer.get("type")
    if kind == "none":
        return next((a for a in legal if isinstance(a, Pass)), None)
    if kind == "ryukyoku":
        return next((a for a in legal if isinstance(a, NineTerminals)), None)
    if kind == "hora":
        return next((a for a in legal if isinstance(a, MahJongg)), None)
    tile = _tile(answer.get("pai"))
    if kind == "dahai":
        return next((a for a in legal if isinstance(a, Discard) and a.tile == tile), None)
    if kind == "kakan":
        return next((a for a in legal if isinstance(a, AddedKong) and a.tile == tile), None)
    consumed = _tiles(answer.get("consumed"))
    if kind == "ankan":
        return next((a for a in legal if isinstance(a, ConcealedKong) and sorted(a.consumed) == consumed), None)
    ours = {"chi": "chow", "pon": "pung", "daiminkan": "kong"}.get(str(kind))
    for a in legal:
        if isinstance(a, Chow | Pung | Kong) and a.type == ours and a.tile == tile and sorted(a.consumed) == consumed:
            return a
    return None


# -- the process -------------------------------------------------------------------------------------------
class _Process:
    """The running command: a reader thread puts its stdout lines on a queue; stderr goes to a file."""

    def __init__(self, argv: list[str], name: str) -> None:
        self.name = name
        self.stderr: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115 (closed by close())
        try:
            self.popen = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr, shell=False
            )
        except OSError as exc:
            self.stderr.close()
            raise BotError("bots.mjai_bot_cannot_start", name=name, exc=exc, bot=name) from None
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.reader = threading.Thread(target=self._read, name=f"mjai-bot-reader-{self.popen.pid}", daemon=True)
        self.reader.start()

    def _read(self) -> None:
        out = self.popen.stdout
        assert out is not None
        try:
            while True:
                line = out.readline(MAX_LINE)
                if not line:
                    break
                self.lines.put(line)
        except (OSError, ValueError):
            pass
        self.lines.put(None)

    def stderr_tail(self) -> str:
        try:
            self.stderr.seek(0, 2)
            size = self.stderr.tell()
            self.stderr.seek(max(0, size - 400))
            text = self.stderr.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""
        return text.splitlines()[-1] if text else ""

    def close(self, grace: float = 1.0) -> None:
        popen = self.popen
        try:
            if popen.stdin is not None:
                popen.stdin.close()
        except OSError:
            pass
        try:
            popen.wait(grace)
        except subprocess.TimeoutExpired:
            popen.terminate()
            try:
                popen.wait(grace)
            except subprocess.TimeoutExpired:
                popen.kill()
                popen.wait()
        if popen.stdout is not None:
            popen.stdout.close()
        self.reader.join(grace)
        self.stderr.close()


def _finalize(process: _Process) -> None:
    if process.popen.poll() is None or not process.stderr.closed:
        process.close(0.2)


class MjaiProcessBot:
    """A seat played by an external mjai bot process (module text: the protocol)."""

    def __init__(
        self,
        command: str | Sequence[str],
        *,
        timeout: float = TIMEOUT,
        startup: float = STARTUP,
        batch: bool = False,
        name: str | None = None,
    ) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise InvalidOption("bots.mjai_bot_needs_command_2")
        self.name = name or (command if isinstance(command, str) else shlex.join(self.argv))
        self.timeout = timeout
        self.startup = startup
        self.batch = batch
        self.table: Table | None = None
        self.seat = -1
        self.seen = 0
        """Events of `table.events` already exported."""
        self.exporter: _SeatExporter | None = None
        self.answered = 0
        """Answers read so far (the first one has the `startup` limit)."""
        self.skip_reach = False
        self.process: _Process | None = None
        self._finalizer: weakref.finalize[Any, Any] | None = None
        self.closed = False

    # -- the table ---------------------------------------------------------------------------------------
    def watch(self, table: Table, seat: int) -> None:
        """Play `seat` at `table` (before the first `act`)."""
        self.table, self.seat, self.seen = table, seat, 0
        self.exporter = _SeatExporter(seat)

    def _new_events(self) -> list[dict[str, Any]]:
        assert self.table is not None and self.exporter is not None
        events, log = self.table.events, self.table.log
        while self.seen < len(events):
            event = log[self.seen]
            self.exporter.follow(event)  # the draws as they are (a tsumogiri is public)
            shown = filter_event(event, self.seat, self.table.flow, events[self.seen])
            self.seen += 1
            if shown is not None:
                self.exporter.feed(event)  # as the seat sees it: the exporter writes others' tiles `?` (`viewer`)
        out = self.exporter.out[self.exporter.floor :]
        self.exporter.floor = len(self.exporter.out)
        if self.skip_reach:
            for n, e in enumerate(out):
                if e["type"] == "reach" and e.get("actor") == self.seat:
                    del out[n]
                    self.skip_reach = False
                    break
        return out

    # -- talking -----------------------------------------------------------------------------------------
    def _start(self) -> _Process:
        if self.process is None:
            if self.closed:
                raise BotError("bots.mjai_bot_closed", name=self.name, bot=self.name)
            argv = [str(self.seat) if a == "{seat}" else a for a in self.argv]
            self.process = _Process(argv, self.name)
            self._finalizer = weakref.finalize(self, _finalize, self.process)
        return self.process

    def _ask(self, events: list[dict[str, Any]], decision: str) -> dict[str, Any] | None:
        """Send the events; the answer to the last line (None: no events)."""
        if not events:
            return None
        lines = [events] if self.batch else events
        answer: dict[str, Any] | None = None
        for line in lines:
            answer = self._exchange(line, decision)
        return answer

    def _exchange(self, message: object, decision: str) -> dict[str, Any]:
        process = self._start()
        what = _describe(message)
        data = (json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n").encode()
        stdin = process.popen.stdin
        assert stdin is not None
        try:
            stdin.write(data)
            stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise self._gone(process, what, decision) from None
        limit = self.startup if self.answered == 0 else self.timeout
        deadline = time.monotonic() + limit
        try:
            raw = process.lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise BotError(
                "bots.mjai_bot_seat_gave",
                name=self.name,
                seat=self.seat,
                limit=limit,
                what=what,
                decision_name=decision,
                bot=self.name,
                decision=decision,
            ) from None
        if raw is None:
            raise self._gone(process, what, decision)
        self.answered += 1
        text = raw.decode("utf-8", "replace").strip()
        try:
            answer = json.loads(text) if raw.endswith(b"\n") or len(raw) < MAX_LINE else None
        except (ValueError, RecursionError):
            answer = None
        if not isinstance(answer, dict) or not isinstance(answer.get("type"), str):
            raise BotError(
                "bots.mjai_bot_seat_answered_answer",
                name=self.name,
                seat=self.seat,
                text=excerpt(text),
                what=what,
                decision_name=decision,
                bot=self.name,
                decision=decision,
                answer=text,
            )
        return answer

    def _gone(self, process: _Process, what: str, decision: str) -> BotError:
        try:
            code = process.popen.wait(1.0)
        except subprocess.TimeoutExpired:
            code = None
        tail = process.stderr_tail()
        status = Phrase("bots.closed_output") if code is None else Phrase("bots.exited_with_code", code=code)
        last_words = Phrase("bots.last_error_output", tail=excerpt(tail)) if tail else ""
        return BotError(
            "bots.mjai_bot_seat_before",
            name=self.name,
            seat=self.seat,
            status=status,
            what=what,
            decision_name=decision,
            last_words=last_words,
            bot=self.name,
            decision=decision,
        )

    # -- deciding ----------------------------------------------------------------------------------------
    def act(self, view: SeatView) -> Action:
        if self.table is None or self.exporter is None:
            raise BotError("bots.mjai_bot_was_asked", name=self.name)
        if view.seat != self.seat:
            raise BotError("bots.mjai_bot_plays_seat", name=self.name, seat=self.seat, seat2=view.seat, bot=self.name)
        decision = _decision(view)
        events = self._new_events()
        answer = self._ask(events, decision)
        if answer is None:
            raise BotError(
                "bots.mjai_bot_no_new", name=self.name, decision_name=decision, bot=self.name, decision=decision
            )
        legal = view.legal_actions
        if answer.get("type") == "reach":
            riichis = [a for a in legal if isinstance(a, Riichi)]
            if not riichis:
                raise self._illegal(answer, decision, legal)
            reach = {"type": "reach", "actor": self.seat}
            dahai = self._ask([reach], Phrase("bots.after_its_reach", decision=decision))
            assert dahai is not None
            tile = _tile(dahai.get("pai")) if dahai.get("type") == "dahai" else None
            found = next((a for a in riichis if a.tile == tile), None)
            if found is None:
                raise self._illegal(dahai, decision + ", the discard of its reach", riichis)
            self.skip_reach = True
            return found
        action = match_answer(answer, legal)
        if action is None:
            raise self._illegal(answer, decision, legal)
        return action

    def _illegal(self, answer: Mapping[str, Any], decision: str, legal: Sequence[Action]) -> BotError:
        text = json.dumps(answer, separators=(",", ":"), ensure_ascii=False)
        offered = "; ".join(_mjai_of(a) for a in legal[:12]) + ("; …" if len(legal) > 12 else "")
        return BotError(
            "bots.mjai_bot_seat_answered",
            name=self.name,
            seat=self.seat,
            text=excerpt(text),
            decision_name=decision,
            offered=offered,
            bot=self.name,
            decision=decision,
            answer=dict(answer),
        )

    # -- the end -----------------------------------------------------------------------------------------
    def close(self) -> None:
        """Show the bot the events it has not seen (answers ignored), then end the process."""
        if self.closed:
            return
        self.closed = True
        process = self.process
        if process is None:
            return
        try:
            if self.table is not None and process.popen.poll() is None:
                self.timeout = min(self.timeout, 1.0)
                self._ask(self._new_events(), "the end of the match")
        except JonggError:
            pass
        finally:
            process.close()
            if self._finalizer is not None:
                self._finalizer.detach()

    def __enter__(self) -> MjaiProcessBot:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def pid(self) -> int | None:
        return None if self.process is None else self.process.popen.pid


def _describe(message: object) -> str:
    if isinstance(message, list):
        kinds = [str(e.get("type")) for e in message if isinstance(e, dict)]
        return Phrase("bots.the_events", kinds=", ".join(kinds[-3:])) if kinds else Phrase("bots.empty_batch")
    if isinstance(message, dict):
        return Phrase("bots.the_event", event=json.dumps(message, separators=(",", ":"))[:80])
    return Phrase("bots.a_line")


def _decision(view: SeatView) -> str:
    where = Phrase("bots.hand_decision", hand=view.hand, decision=view.decision)  # view.hand counts from 1
    if view.last_discard is not None:
        seat, tile = view.last_discard
        return Phrase("bots.claim_on_discard", seat=seat, tile=tile_to_mjai(tile), where=where)
    if view.last_draw is not None:
        return Phrase("bots.turn_after_drawing", tile=tile_to_mjai(view.last_draw), where=where)
    return Phrase("bots.its_turn", where=where)


__all__ = [
    "BotError",
    "MjaiProcessBot",
    "check_mjai_seating",
    "make_mjai_bot",
    "match_answer",
    "parse_mjai_spec",
]
