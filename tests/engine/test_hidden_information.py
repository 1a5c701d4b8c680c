"""No seat learns anything hidden from it (engine.md, "Decisions and claim windows", "Events and visibility").

Written from the spec, not from the engine's code. The promise: what a seat sees -- its event stream with the
`seq` numbers in it, and its `SeatView` (the `decision` number included) -- depends on nothing hidden from it,
so nobody learns who could have claimed a discard or was asked about a dealt kong.

The differential test plays two one-hand tables whose walls differ only where the observed seat has not
looked: tiles swapped between two other seats' dealt hands, between another seat's hand and the far end of the
live wall, or with dead-wall places that are neither drawn nor turned over early. In table A two other seats
are given pairs (HKE: one of them also a dealt kong), so they are asked in claim windows where in table B they
are not. Both tables are driven alike: the observed seat by a random bot that sees only its own view; every
other seat passes every claim and keeps its dealt kongs, and on its turn discards the tile it has just drawn.
Everything the observed seat sees must then be identical in A and B until the difference becomes public: the
first event that differs in the public stream (what a spectator sees, minus the questions asked of one seat),
or the observed seat's own draw of a differing tile.

The wall places are worked out with the prepared-wall helpers (`walls.py`, `riichi_walls.py`), which follow
the rule texts: the break, the dead wall and the deal.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
import riichi_walls
import walls
from table_driver import T, make_table

from jongg.bots import RandomBot
from jongg.engine import Action, ConcealedKong, Discard, IllegalAction, Pass, Table
from jongg.engine.view import SeatView

HIDDEN_TYPES = frozenset({"call", "before_play", "keep_kongs"})
"""Questions asked of one seat alone and their answers (a claim answer, pass included; HKE's "expose your dealt
concealed kong?" and "keep them"): seen by that seat only (engine.md, Events and visibility)."""

SEATS: tuple[int | None, ...] = (0, 1, 2, 3, None)
"""The observers: the four seats and a spectator."""


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def without_seq(event: Mapping[str, Any]) -> str:
    return dumps({k: v for k, v in event.items() if k != "seq"})


# -- the rule sets and their walls ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Config:
    """A rule set with its options, as the differential test plays it."""

    name: str
    ruleset: str
    options: Mapping[str, Any]
    flowers: int = 8
    """Riichi: bonus tiles in the set (0, 4, 8); DMJL always has 8."""

    @property
    def riichi(self) -> bool:
        return self.ruleset == riichi_walls.RIICHI

    @property
    def dice_count(self) -> int:
        return 4 if self.ruleset == walls.CLASSICAL else 2

    def tile_set(self) -> list[str]:
        if self.riichi:
            return sorted(riichi_walls.full_set(self.flowers, red_fives=3).elements())
        return list(walls.FULL_SET)


CONFIGS = (
    Config("classical", walls.CLASSICAL, {"min_points": 0}),
    Config("hk-easy", walls.HK_EASY, {}),
    Config("riichi-0", riichi_walls.RIICHI, {"flowers": 0}, flowers=0),
    Config("riichi-4", riichi_walls.RIICHI, {"flowers": 4}, flowers=4),
    Config("riichi-8", riichi_walls.RIICHI, {"flowers": 8}, flowers=8),
)


@dataclass(frozen=True)
class Places:
    """Wall indices (as `Table.from_wall` lists the wall): each seat's dealt tiles in the order of the deal,
    the live wall after the deal in draw order, and dead-wall places a hand reaches late if ever."""

    hands: tuple[tuple[int, ...], ...]
    live: tuple[int, ...]
    quiet_dead: tuple[int, ...]


def places(config: Config, dice: Sequence[int], dealer: int = 0) -> Places:
    if config.riichi:
        lay = riichi_walls.layout(dice, config.flowers)
        live, order = lay.live, riichi_walls.deal_order(dealer)
        # Indicators turned over only after three or four kongs, uras only under a riichi winner's.
        quiet = tuple(lay.slots[name] for name in ("U5", "D5", "U4", "D4"))
    else:
        dmjl = walls.layout(config.ruleset, dice)
        live, order = dmjl.live, walls.deal_order(dealer)
        quiet = dmjl.dead[-4:]  # the far end: replacements are taken from the front
    hands: list[list[int]] = [[], [], [], []]
    cursor = 0
    for seat, count in order:
        hands[seat] += live[cursor : cursor + count]
        cursor += count
    return Places(tuple(tuple(h) for h in hands), tuple(live[cursor:]), tuple(quiet))


def kind(tile: str) -> str:
    """A red five is a five for pairs and sets."""
    return "5" + tile[1] if tile[0] == "0" else tile


def is_bonus(tile: str) -> bool:
    return tile[-1] in "fg"


def gather(
    wall: list[str], holder: Sequence[int], want: str, copies: int, sources: Sequence[int], fixed: set[int]
) -> bool:
    """Swap tiles so that the places `holder` hold `copies` tiles of kind `want`, taken from `sources`, giving
    back tiles of other kinds that are not `fixed`; the places so filled become fixed. False (and the wall
    unchanged) when nothing was swapped: the copies were there already, or not to be had."""
    have = [p for p in holder if kind(wall[p]) == want]
    spare = [p for p in holder if p not in fixed and kind(wall[p]) != want and not is_bonus(wall[p])]
    found = [p for p in sources if p not in fixed and kind(wall[p]) == want and p not in holder]
    need = copies - len(have)
    if need <= 0 or len(found) < need or len(spare) < need:
        return False
    for src, dst in zip(found[:need], spare[:need], strict=True):
        wall[src], wall[dst] = wall[dst], wall[src]
    fixed.update(p for p in holder if kind(wall[p]) == want)
    return True


DEEP = 24
"""How many tiles at the far end of the live wall may be swapped (of about 70 drawn in a hand)."""


def hidden_twin(
    config: Config, wall: Sequence[str], dice: Sequence[int], observed: int | None, rng: random.Random
) -> list[str]:
    """Table A's wall from table B's: two seats other than `observed` are given three more pairs each (HKE:
    the second also a dealt kong), from places `observed` never sees before they are played: the other seats'
    hands (not the dealer's last dealt tile, which he discards first), the last `DEEP` tiles of the live wall and
    quiet dead-wall places. Bonus tiles are never moved (they are exposed at once)."""
    where = places(config, dice)
    others = [s for s in range(4) if s != observed]
    first_discard = () if config.riichi else (where.hands[0][-1],)
    hand_places = {s: [p for p in where.hands[s] if p not in first_discard] for s in others}
    out = list(wall)
    fixed: set[int] = set()
    for n, holder in enumerate(rng.sample(others, 2)):
        mine = hand_places[holder]
        sources = [p for s in others if s != holder for p in hand_places[s]]
        sources += [*where.live[-DEEP:], *where.quiet_dead]
        sources = [p for p in sources if not is_bonus(out[p])]
        if config.ruleset == walls.HK_EASY and n == 1:  # a dealt kong: of a kind it holds if it can
            held = sorted({kind(out[p]) for p in mine if not is_bonus(out[p])})
            rest = sorted({kind(out[p]) for p in sources} - set(held))
            for want in rng.sample(held, len(held)) + rng.sample(rest, len(rest)):
                if gather(out, mine, want, 4, sources, fixed):
                    break
        made = 0
        for p in rng.sample(mine, len(mine)):
            if made < 3 and p not in fixed and not is_bonus(out[p]):
                made += gather(out, mine, kind(out[p]), 2, sources, fixed)
    assert sorted(out) == sorted(wall)
    return out


# -- driving a table -----------------------------------------------------------------------------------------


def others_action(view: SeatView) -> Action:
    """A seat that is not observed: passes every claim and keeps its dealt kongs (a pass); on its turn it
    discards the tile it has just drawn (the dealer's first turn: his last dealt tile), else its first discard."""
    legal = view.legal_actions
    if Pass() in legal:
        return Pass()
    if view.last_draw is not None and Discard(view.last_draw) in legal:
        return Discard(view.last_draw)
    discards = [a for a in legal if isinstance(a, Discard)]
    assert discards, f"seat {view.seat}: neither pass nor discard in {legal}"
    return discards[0]


@dataclass
class Rest:
    """What the observed seat sees at a point where the table waits: its stream's length, its snapshot, and
    its pending view (None when it is not asked)."""

    length: int
    snapshot: str
    pending: str | None


@dataclass
class Run:
    table: Table
    rests: list[Rest] = field(default_factory=list)


def play(config: Config, wall: Sequence[str], dice: Sequence[int], observed: int | None, seed: int) -> Run:
    """One hand; the other seats answer one at a time before the observed seat, so that the observed seat's
    view is also seen while another seat's hidden answer is pending."""
    table = Table.from_wall(config.ruleset, dict(config.options), wall=list(wall), dice=list(dice))
    bot = RandomBot(seed)
    run = Run(table)

    def note() -> None:
        pending = table.pending()
        view = pending.get(observed) if observed is not None else None
        run.rests.append(
            Rest(
                len(table.seat_events(observed)),
                dumps(table.snapshot(observed).to_json()),
                None if view is None else dumps(view.to_json()),
            )
        )

    note()
    for _ in range(2000):
        if table.done:
            return run
        pending = table.pending()
        assert pending, "a table that is not done asks somebody"
        others = [s for s in sorted(pending) if s != observed]
        if others:
            table.step({others[0]: others_action(pending[others[0]])})
        else:
            assert observed is not None
            view = pending[observed]
            table.step({observed: bot.act(view)}, decision=view.decision)
        note()
    raise AssertionError("the hand did not end")


# -- comparing what the observed seat saw --------------------------------------------------------------------


def public_stream(table: Table) -> list[str]:
    """The public reference: the spectator's stream without seq and without the questions asked of one seat
    (they are no spectator's business; that the spectator is not shown them is checked apart)."""
    return [without_seq(e) for e in table.seat_events(None) if e["type"] not in HIDDEN_TYPES]


def first_difference(a: Sequence[str], b: Sequence[str]) -> int | None:
    for n, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return n
    return None if len(a) == len(b) else min(len(a), len(b))


def own_tile_difference(a: Mapping[str, Any], b: Mapping[str, Any], observed: int | None) -> bool:
    """`a` and `b` are the observed seat's own draw (or deal) of differing tiles, alike in everything else."""
    if observed is None or a["type"] != b["type"]:
        return False
    if a["type"] == "draw" and a["seat"] == observed:
        return without_seq({**a, "tile": None}) == without_seq({**b, "tile": None}) and a["seq"] == b["seq"]
    if a["type"] == "deal":
        rest_a = {**a, "tiles": [t for s, t in enumerate(a["tiles"]) if s != observed]}
        rest_b = {**b, "tiles": [t for s, t in enumerate(b["tiles"]) if s != observed]}
        return dumps(rest_a) == dumps(rest_b)
    return False


def hidden_leaks(table: Table, observed: int | None) -> list[dict[str, Any]]:
    """Questions asked of another seat (or their answers) in `observed`'s stream."""
    return [e for e in table.seat_events(observed) if e["type"] in HIDDEN_TYPES and e.get("seat") != observed]


@dataclass(frozen=True)
class Outcome:
    cut: int
    """The observed stream's events before this index are identical in both tables (they were compared)."""
    reason: str
    hidden_a: tuple[str, ...]
    hidden_b: tuple[str, ...]
    """The other seats' answers in claim windows and before play, before the cut (omniscient)."""


def compare(a: Run, b: Run, observed: int | None, label: str) -> Outcome:
    """Everything `observed` saw in A and in B is identical until the difference became public; AssertionError
    naming the first difference otherwise. Returns where the comparison stopped and why."""
    stream_a, stream_b = a.table.seat_events(observed), b.table.seat_events(observed)
    public = first_difference(public_stream(a.table), public_stream(b.table))
    cut, reason, passed = max(len(stream_a), len(stream_b)), "the hand ended alike", 0
    for n in range(cut):
        ev_a = stream_a[n] if n < len(stream_a) else None
        ev_b = stream_b[n] if n < len(stream_b) else None
        is_public = any(e is not None and e["type"] not in HIDDEN_TYPES for e in (ev_a, ev_b))
        if is_public and passed == public:
            cut, reason = n, f"public event #{public} differs: A {without_seq(ev_a)} B {without_seq(ev_b or {})}"
            break
        if ev_a is not None and ev_b is not None and dumps(ev_a) == dumps(ev_b):
            passed += is_public
            continue
        if ev_a is not None and ev_b is not None and own_tile_difference(ev_a, ev_b, observed):
            cut, reason = n, f"own {ev_a['type']} differs: A {without_seq(ev_a)} B {without_seq(ev_b)}"
            break
        raise AssertionError(
            f"{label}: seat {observed} sees a hidden difference at its event #{n} "
            f"(public events alike so far: {passed}, the first public difference is #{public}):\n"
            f"  A {dumps(ev_a)}\n  B {dumps(ev_b)}"
        )
    for name, run in (("A", a), ("B", b)):
        leaked = hidden_leaks(run.table, observed)
        assert not leaked, f"{label}: table {name}: seat {observed} is shown another seat's question: {leaked[0]}"
    compare_views(a, b, cut, observed, label)
    return Outcome(cut, reason, hidden_answers(a.table, observed, passed), hidden_answers(b.table, observed, passed))


def views_by_length(run: Run, cut: int, observed: int | None, label: str) -> dict[int, Rest]:
    """The observed seat's view at each stream length up to `cut`: while its stream does not change (another
    seat answering something hidden), its snapshot and pending view must not change either."""
    out: dict[int, Rest] = {}
    for rest in run.rests:
        if rest.length > cut:
            continue
        seen = out.setdefault(rest.length, rest)
        assert (seen.snapshot, seen.pending) == (rest.snapshot, rest.pending), (
            f"{label}: seat {observed}'s view changed while its stream (length {rest.length}) did not:\n"
            f"  {seen.snapshot}\n  {rest.snapshot}\n  pending {seen.pending}\n  pending {rest.pending}"
        )
    return out


def compare_views(a: Run, b: Run, cut: int, observed: int | None, label: str) -> None:
    views_a = views_by_length(a, cut, observed, f"{label} A")
    views_b = views_by_length(b, cut, observed, f"{label} B")
    for length in sorted(set(views_a) | set(views_b)):
        rest_a, rest_b = views_a.get(length), views_b.get(length)
        if rest_a is None or rest_b is None:
            # A table waits only where somebody is asked; the observed seat is asked in both or in neither.
            one = rest_a or rest_b
            assert one is not None and one.pending is None, (
                f"{label}: seat {observed} is asked after {length} events in one table only: {one}"
            )
            continue
        assert rest_a.snapshot == rest_b.snapshot, (
            f"{label}: seat {observed}'s snapshot after {length} events differs:\n"
            f"  A {rest_a.snapshot}\n  B {rest_b.snapshot}"
        )
        assert rest_a.pending == rest_b.pending, (
            f"{label}: seat {observed}'s pending view after {length} events differs:\n"
            f"  A {rest_a.pending}\n  B {rest_b.pending}"
        )


def hidden_answers(table: Table, observed: int | None, public_count: int) -> tuple[str, ...]:
    """The other seats' hidden questions and answers among the omniscient events before the `public_count`-th
    public one (the cut)."""
    out: list[str] = []
    seen = 0
    for event in table.events:
        if event["type"] not in HIDDEN_TYPES:
            if seen == public_count:
                break
            seen += 1
        elif event.get("seat") != observed:
            out.append(without_seq(event))
    return tuple(out)


# -- the differential test -----------------------------------------------------------------------------------

SEEDS = (1, 2)


def case(config: Config, observed: int | None, seed: int) -> tuple[list[str], list[str], list[int]]:
    """Table B's wall (shuffled), table A's (its hidden twin) and the dice, from the seed."""
    rng = random.Random(f"{config.name}/{observed}/{seed}")
    wall_b = config.tile_set()
    rng.shuffle(wall_b)
    dice = [rng.randint(1, 6) for _ in range(config.dice_count)]
    return hidden_twin(config, wall_b, dice, observed, rng), wall_b, dice


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("observed", SEATS, ids=lambda s: f"seat{s}" if s is not None else "spectator")
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.name)
def test_nothing_hidden_changes_what_a_seat_sees(config: Config, observed: int | None, seed: int) -> None:
    wall_a, wall_b, dice = case(config, observed, seed)
    bot_seed = 1000 * seed + (observed if observed is not None else 9)
    a = play(config, wall_a, dice, observed, bot_seed)
    b = play(config, wall_b, dice, observed, bot_seed)
    label = f"{config.name} seed {seed} dice {dice}"
    outcome = compare(a, b, observed, label)
    # The test must exercise what it is about: before the cut, the other seats were asked different things.
    assert outcome.hidden_a != outcome.hidden_b, f"{label}: no hidden difference before the cut ({outcome.reason})"


# -- targeted scenarios --------------------------------------------------------------------------------------

# Seat 0 (East) discards the East wind 1z first. In A only seat 2 can claim it (it holds 1z 1z); in the twin B
# those two 1z lie at the far end of the live wall, seat 2 holds 9m 9s instead, and nobody can claim it. Then
# seat 1 discards 6z, which nobody can claim in either table. Nobody holds a pair of any other kind.
PUNG_HANDS_A = [
    "1z 2m5m8m 3p6p9p 1s4s7s 2z3z4z 5z",
    "1m4m7m 2p5p8p 3s6s9s 2z 3z 4z 6z",
    "1z1z 3m6m9m 1p4p7p 2s5s8s 7z 5z",
    "2m5m8m 3p6p9p 1s4s7s 5z 6z 7z 4z",
]


def pung_twins(ruleset: str) -> tuple[Table, Table]:
    hands_b = list(PUNG_HANDS_A)
    hands_b[2] = PUNG_HANDS_A[2].replace("1z1z", "9m9s")
    a = make_table(ruleset, hands=PUNG_HANDS_A, tail="9m9s")
    b = make_table(ruleset, hands=hands_b, tail="1z1z")
    return a, b


def assert_sees_alike(a: Table, b: Table, seat: int | None, when: str) -> None:
    """`seat` sees the same in both tables now: its stream, its snapshot, its pending view; the message names
    the first difference."""
    stream_a, stream_b = a.seat_events(seat), b.seat_events(seat)
    at = first_difference([dumps(e) for e in stream_a], [dumps(e) for e in stream_b])
    assert at is None, (
        f"{when}: seat {seat}'s event #{at} differs:\n"
        f"  A {dumps(stream_a[at : at + 1])}\n  B {dumps(stream_b[at : at + 1])}"
    )
    snap_a, snap_b = a.snapshot(seat).to_json(), b.snapshot(seat).to_json()
    assert snap_a == snap_b, f"{when}: seat {seat}'s snapshot differs: " + ", ".join(
        f"{key} A {snap_a[key]} B {snap_b[key]}" for key in snap_a if snap_a[key] != snap_b.get(key)
    )
    view_a = a.pending().get(seat) if seat is not None else None
    view_b = b.pending().get(seat) if seat is not None else None
    assert (view_a is None) == (view_b is None), f"{when}: seat {seat} is asked in one table only"
    if view_a is not None and view_b is not None:
        assert dumps(view_a.to_json()) == dumps(view_b.to_json()), f"{when}: seat {seat}'s pending view differs"


@pytest.mark.parametrize("ruleset", [walls.CLASSICAL, walls.HK_EASY])
def test_a_claim_only_one_seat_could_make_is_not_seen_by_the_others(ruleset: str) -> None:
    a, b = pung_twins(ruleset)
    for t in (a, b):
        assert sorted(t.pending()) == [0]
        t.step({0: Discard(T("1z"))})
    assert sorted(a.pending()) == [2], "in A seat 2 is asked about the 1z"
    assert sorted(b.pending()) == [1], "in B nobody is: seat 1 has drawn"
    # While seat 2 thinks, the others have seen what B's seats saw up to the discard, numbered alike.
    for seat in (0, 1, 3, None):
        stream = a.seat_events(seat)
        assert stream[-1]["type"] == "discard"
        assert dumps(stream) == dumps(b.seat_events(seat)[: len(stream)]), f"seat {seat}, seat 2 asked"
    a.step({2: Pass()})
    assert [e["type"] for e in a.seat_events(2)].count("call") == 1, "seat 2 sees its own answer"
    assert [e["type"] for e in b.seat_events(2)].count("call") == 0
    for seat in (0, 1, 3, None):
        assert_sees_alike(a, b, seat, "after the 1z only seat 2 could claim")
    # Seat 1 answers with its own decision number; the tables go on alike for everybody but seat 2.
    for t in (a, b):
        view = t.pending()[1]
        t.step({1: Discard(T("6z"))}, decision=view.decision)
    for seat in (0, 1, 3, None):
        assert_sees_alike(a, b, seat, "after seat 1's discard")


# HKE: seat 2 is dealt four 9p (A); in the twin B the fourth 9p lies at the far end of the live wall.
KONG_HANDS_A = [
    "1m4m7m 2p5p8p 3s6s9s 1z2z3z 5z 6z",
    "2m5m8m 3p6p 1s4s7s 1z 2z 3z 7z 4z",
    "9p9p9p9p 3m6m9m 1p4p7p 2s5s 8s",
    "1m4m7m 2p5p8p 3s6s9s 4z 5z 6z 7z",
]


def kong_twins(declare: bool) -> tuple[Table, Table]:
    hands_b = list(KONG_HANDS_A)
    hands_b[2] = KONG_HANDS_A[2].replace("9p9p9p9p", "9p9p9p8m")
    a = make_table(walls.HK_EASY, hands=KONG_HANDS_A, tail="8m", keep_dealt_kongs=False)
    b = make_table(walls.HK_EASY, hands=hands_b, tail="9p", keep_dealt_kongs=False)
    assert sorted(b.pending()) == [0], "in B nobody is asked before play"
    assert sorted(a.pending()) == [2], "in A seat 2 is asked whether to expose its kong"
    kong = next(x for x in a.legal_actions(2) if isinstance(x, ConcealedKong))
    a.step({2: kong if declare else Pass()})
    return a, b


def test_hke_a_dealt_kong_question_is_seen_by_its_seat_only() -> None:
    a, b = kong_twins(declare=False)
    assert sorted(a.pending()) == [0]
    for seat in (0, 1, 3, None):
        types = [(e["type"], e.get("seat")) for e in a.seat_events(seat)]
        assert ("before_play", 2) not in types and ("keep_kongs", 2) not in types, f"seat {seat}: {types}"
        assert_sees_alike(a, b, seat, "seat 2 was dealt a kong in A only")
    mine = [e["type"] for e in a.seat_events(2)]
    assert "before_play" in mine and "keep_kongs" in mine, "seat 2 sees its own question and answer"
    # Play on alike (East and South discard): nothing of the kong shows.
    for t in (a, b):
        t.step({0: Discard(T("6z"))})
        t.step({1: Discard(T(str(t.pending()[1].last_draw)))})
    for seat in (0, 1, 3, None):
        assert_sees_alike(a, b, seat, "seat 2 kept its kong; two discards")


def test_hke_a_declared_dealt_kong_is_public_and_nothing_before_it_differs() -> None:
    a, b = kong_twins(declare=True)
    for seat in (0, 1, 3, None):
        stream_a, stream_b = a.seat_events(seat), b.seat_events(seat)
        at = next(n for n, e in enumerate(stream_a) if e["type"] == "concealed_kong")
        assert stream_a[at]["seat"] == 2 and stream_a[at]["tiles"] == ["9p"] * 4
        assert dumps(stream_a[:at]) == dumps(stream_b[:at]), f"seat {seat}: before the kong was declared"
        assert all(e["type"] not in HIDDEN_TYPES for e in stream_a), f"seat {seat} sees seat 2's question"


# -- per-seat numbering --------------------------------------------------------------------------------------


MATCH_STEPS = 150
"""Steps of a seeded match in the numbering test: into its second hand."""


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.name)
def test_every_stream_is_numbered_per_seat_and_decisions_follow_what_it_saw(config: Config) -> None:
    """Each seat's stream (and a spectator's) is numbered 0, 1, 2, ... in its own order at every step of a
    match, and only grows; a seat's decision number grows from one of its decision points to the next, and an
    answer with the number of its previous one is refused as stale. Random bots at every seat: everybody is
    asked about discards."""
    table = Table(config.ruleset, dict(config.options), seed=5)
    bots = [RandomBot(10 + seat) for seat in range(4)]
    streams: dict[int | None, list[dict[str, Any]]] = {seat: [] for seat in SEATS}
    last: dict[int, tuple[int, str]] = {}
    stale = 0
    for _ in range(MATCH_STEPS):
        if table.done:
            break
        for seat in SEATS:
            stream = table.seat_events(seat)
            seqs = [e["seq"] for e in stream]
            assert seqs == list(range(len(stream))), f"seat {seat}: seq {seqs}"
            assert stream[: len(streams[seat])] == streams[seat], f"seat {seat}: its stream was rewritten"
            streams[seat] = stream
        pending = table.pending()
        for seat, view in pending.items():
            text = dumps(view.to_json())
            if seat in last and last[seat][1] != text:
                before = last[seat][0]
                assert view.decision > before, f"seat {seat}: decision {view.decision} after {before}"
                count = len(table.events)
                with pytest.raises(IllegalAction):
                    table.step({seat: view.legal_actions[0]}, decision=before)
                assert len(table.events) == count
                stale += 1
            last[seat] = (view.decision, text)
        table.step({seat: bots[seat].act(view) for seat, view in pending.items()})
    assert sum(e["type"] == "hand_start" for e in table.events) >= 2, "the match got into its second hand"
    assert sum(e["type"] == "call" for e in table.events) >= 10, "seats were asked about discards"
    assert stale >= 100, "stale answers were tried"
