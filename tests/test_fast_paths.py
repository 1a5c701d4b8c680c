"""The fast readers give what the full readers give: `parse_hand`'s one-pass reader of plain hands (and the
packed counts `read_hand` adds), `ScoreRequest.from_json`'s reader of plain requests and `arrangement_string`
on groups already in token order.

Each fast path answers None (or hands over) for anything it does not read itself, so the full reader decides;
here both run on the same inputs (the differential vectors' hands and requests, and seeded mutations of them
that are right, wrong or odd) and must agree on the result or on the error.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent / "rules"))

import riichi_vectors as rv

from jongg import contract, notation
from jongg.analysis import Group, GroupKind
from jongg.errors import JonggError
from jongg.hand import Meld
from jongg.rules import arrangement
from jongg.tiles import KIND_MASK, NUM_KINDS, Tile

_HAND_PIECES = [
    *"0123456789mpszfg[]()<^>!+ ",
    "0m",
    "0p0p",
    "[0m55m]",
    "[005m]",
    "(0555s)",
    "[678m>]",
    "[1234m]",
    "1f",
    "2g3f",
    "+0m",
    "+1f",
    "11z",
]


def _outcome(read: Any) -> tuple[Any, ...]:
    try:
        value = read()
    except JonggError as error:
        return ("error", type(error), str(error))
    return ("ok", value)


def _hand(read: Any) -> tuple[Any, ...]:
    outcome = _outcome(read)
    if outcome[0] == "error":
        return outcome
    hand = outcome[1]
    return ("ok", hand.counts, hand.keys, hand.red, hand.melds, hand.bonus, hand.winning)


def _hand_texts() -> list[str]:
    rng = random.Random(11)
    texts = [rv.to_request(hand)["hand"] for hand, _ in rv.load(rv.MAIN)[:1500]]
    out = list(texts)
    for _ in range(3000):
        chars = list(rng.choice(texts))
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(chars) + 1)
            if rng.random() < 0.5 and chars:
                chars[min(at, len(chars) - 1)] = rng.choice(_HAND_PIECES)
            else:
                chars.insert(at, rng.choice(_HAND_PIECES))
        out.append("".join(chars))
        tokens = rng.choice(texts).split()
        rng.shuffle(tokens)
        out.append(" ".join([*tokens, rng.choice(_HAND_PIECES)]))
    return out


def test_plain_hand_reader_agrees_with_the_full_parser(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _hand_texts()
    fast = [_hand(lambda t=t, r=r: notation.parse_hand(t, red_fives=r)) for t in texts for r in (True, False)]
    monkeypatch.setattr(notation, "_parse_plain", lambda text, red_fives: None)
    full = [_hand(lambda t=t, r=r: notation.parse_hand(t, red_fives=r)) for t in texts for r in (True, False)]
    differ = [(t, a, b) for t, a, b in zip([t for t in texts for _ in (0, 1)], fast, full, strict=True) if a != b]
    assert not differ, differ[:3]
    assert sum(1 for outcome in fast if outcome[0] == "ok") > 3000


def test_read_hand_gives_the_parsed_hand_and_its_packed_counts() -> None:
    """`read_hand` (the scorer's reader, on the fast path or not) answers `parse_hand`'s hand or error, and
    the packed counts of every playing tile, concealed or in a meld, one byte per kind."""
    texts = _hand_texts()
    read = 0
    for text in texts:
        for red_fives in (True, False):
            outcome = _outcome(lambda t=text, r=red_fives: notation.read_hand(t, red_fives=r))
            parsed = _hand(lambda t=text, r=red_fives: notation.parse_hand(t, red_fives=r))
            if outcome[0] == "error":
                assert outcome == parsed, text
                continue
            hand, packed = outcome[1]
            assert _hand(lambda h=hand: h) == parsed, text
            counted = list(hand.counts)
            for meld in hand.melds:
                for tile in meld.tiles:
                    counted[tile & KIND_MASK] += 1
            assert list(packed.to_bytes(NUM_KINDS, "little")) == counted, text
            assert hand.packed_counts() == packed, text
            read += 1
    assert read > 3000


_ODD_VALUES: list[Any] = [
    True,
    False,
    None,
    0,
    1,
    1.0,
    "E",
    "x",
    "1m",
    "0z",
    [],
    ["1m"],
    ["1m", 2],
    [None],
    {},
    101,
    -1,
]


def _bodies() -> list[dict[str, Any]]:
    rng = random.Random(12)
    bodies = [rv.to_request(hand) for hand, _ in rv.load(rv.MAIN)[:1500]]
    out = list(bodies)
    win_keys = ["by", "from", *contract.Win.FLAGS, "bogus"]
    riichi_keys = [*contract._RIICHI_KEYS, "bogus"]
    for _ in range(4000):
        body = copy.deepcopy(rng.choice(bodies))
        where = rng.random()
        if where < 0.4 and isinstance(body.get("win"), dict):
            body["win"][rng.choice(win_keys)] = rng.choice([*_ODD_VALUES, "self-draw", "discard"])
        elif where < 0.8 and isinstance(body.get("riichi"), dict):
            body["riichi"][rng.choice(riichi_keys)] = rng.choice(_ODD_VALUES)
        else:
            body[rng.choice(["win", "riichi", "context", "options", "irregular"])] = rng.choice(_ODD_VALUES)
        out.append(body)
    return out


def _request(body: dict[str, Any]) -> tuple[Any, ...]:
    outcome = _outcome(lambda: contract.ScoreRequest.from_json(body))
    if outcome[0] == "error":
        return outcome
    request = outcome[1]
    # repr tells True from 1 (equal values, another type)
    return ("ok", request, repr(request))


def test_plain_request_reader_agrees_with_the_full_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    bodies = _bodies()
    fast = [_request(body) for body in bodies]
    monkeypatch.setattr(contract, "_plain_request", lambda obj: None)
    full = [_request(body) for body in bodies]
    differ = [(body, a, b) for body, a, b in zip(bodies, fast, full, strict=True) if a != b]
    assert not differ, differ[:3]
    assert sum(1 for outcome in fast if outcome[0] == "ok") > 2000


def _group(rng: random.Random) -> Group:
    kind = rng.choice(list(GroupKind))
    if kind is GroupKind.CHOW:
        first = rng.choice([suit * 9 + n for suit in range(3) for n in range(7)])
        tiles = [Tile(first), Tile(first + 1), Tile(first + 2)]
        return Group(kind, first, Meld.of(tiles) if rng.random() < 0.3 else None)
    first = rng.randrange(34)
    meld = None
    if kind is GroupKind.PUNG and rng.random() < 0.3:
        meld = Meld.of([Tile(first)] * 3)
    elif kind is GroupKind.KONG and rng.random() < 0.6:
        meld = Meld.of([Tile(first)] * 4, concealed=rng.random() < 0.5)
    return Group(kind, first, meld)


def test_arrangement_string_of_ordered_groups_is_the_sorted_one() -> None:
    rng = random.Random(13)
    for _ in range(5000):
        groups = [_group(rng) for _ in range(rng.randint(0, 6))]
        if rng.random() < 0.5:
            groups.sort(key=Group.sort_key)
        claimed = rng.randrange(-1, len(groups)) if groups else -1
        assert arrangement.arrangement_string(groups, claimed) == arrangement._sorted_tokens(groups, claimed, ())


@pytest.mark.parametrize("cls", [contract.ScoreRequest, contract.RiichiInfo, contract.ScoreResult, contract.Win])
def test_slot_constructor_makes_what_the_dataclass_makes(cls: type[Any]) -> None:
    """The maker gives an object equal to the dataclass's own, of its class, frozen, with the fields' defaults
    (a default factory called anew for each object) and the same answer to positional and keyword calls."""
    make = contract.slot_constructor(cls)
    required = {
        contract.ScoreRequest: ("riichi-hana", "123m", "E", "S"),
        contract.RiichiInfo: (),
        contract.ScoreResult: ("hk-easy",),
        contract.Win: ("discard",),
    }[cls]
    made, own = make(*required), cls(*required)
    assert type(made) is cls
    assert made == own
    assert repr(made) == repr(own)
    if cls is not contract.ScoreRequest:  # a request holds a dict: unhashable
        assert hash(made) == hash(own)
    assert pickle.loads(pickle.dumps(made)) == made  # as results cross processes in simulations
    assert copy.deepcopy(made) == made
    names = [f.name for f in dataclasses.fields(cls)]
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, names[0], None)
    values = [f"value {i}" for i in range(len(names))]
    assert make(*values) == cls(*values) == make(**dict(zip(names, values, strict=True)))
    if cls is contract.ScoreRequest:
        assert make(*required).options is not make(*required).options


def test_slot_constructor_refuses_a_class_it_cannot_make() -> None:
    @dataclasses.dataclass(frozen=True)
    class Plain:  # no slots
        a: int

    with pytest.raises(TypeError, match="slotted dataclass"):
        contract.slot_constructor(Plain)
