"""What a hand waits on and what to discard: shanten per winning form, waits and the tiles still unseen,
discards ranked by shanten and acceptance; for Riichi, which waits have a yaku.

This is a service over `jongg.analysis` (which knows no rule set): the rule set gives its winning forms
(`find_ruleset(id).forms`) and, for Riichi, scores the hand with each wait.

>>> a = analyse("1112345678999m")
>>> a.shanten, [str(w.tile) for w in a.waits][:3], a.waits[0].unseen
(0, ['1m', '2m', '3m'], 1)
>>> b = analyse("123m456p789s1155z +7z")
>>> [(str(d.tile), d.shanten, d.acceptance) for d in b.discards][:2]
[('7z', 0, 4), ('1m', 1, 11)]
>>> c = analyse("123m456p789s1155z", "riichi-hana", seat_wind="S", round_wind="S")
>>> [(str(w.tile), w.unseen, w.yaku) for w in c.waits]
[('1z', 2, ('tsumo',)), ('5z', 2, ('ron', 'tsumo'))]

The rule set's options count where they decide whether a wait wins (`Ruleset.scores_waits_with`): Hong Kong
Easy's `fan_minimum`, Classical's `min_points`.

>>> d = analyse("234m456p789s11z55s", "dmjl-hk-easy", options={"fan_minimum": 2})
>>> [(str(w.tile), w.yaku) for w in d.waits]
[('5s', ('tsumo',)), ('1z', ('ron', 'tsumo'))]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from jongg.analysis import NO_FORM, Forms, shanten_of_counts
from jongg.errors import WrongTileCount
from jongg.hand import Hand, tiles_to_str
from jongg.notation import parse_hand
from jongg.rules import find_ruleset
from jongg.tiles import KIND_MASK, NUM_KINDS, Tile

_NEXT_WIND: Final = {"E": "S", "S": "W", "W": "N", "N": "E"}


def form_key(form: Forms) -> str:
    """A winning form's JSON key: `regular`, `seven-pairs`, `seven-pairs-doubled`, `orphans`."""
    return (form.name or str(int(form))).lower().replace("_", "-")


@dataclass(frozen=True, slots=True)
class Wait:
    """A tile kind that completes (a wait) or improves (reduces shanten) a 13-tile hand.

    `unseen` is how many of its four copies are not among the hand's own tiles (concealed, melds, the drawn
    tile) nor, when the analysis was given them (`analyse(seen=...)`), among the tiles visible elsewhere: the
    live count. `yaku` is for Riichi only (None elsewhere): the ways of winning on it that have a yaku without a
    riichi declaration, a subset of ("ron", "tsumo").
    """

    tile: Tile
    unseen: int
    yaku: tuple[str, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"tile": str(self.tile), "unseen": self.unseen}
        if self.yaku is not None:
            out["yaku"] = list(self.yaku)
        return out


@dataclass(frozen=True, slots=True)
class Discard:
    """One discard of a 14-tile hand: the shanten after it, its acceptance (unseen tiles that reduce that
    shanten) and those tiles; `waits` when the discard leaves the hand ready (shanten 0)."""

    tile: Tile
    shanten: int
    acceptance: int
    improving: tuple[Wait, ...]
    waits: tuple[Wait, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "tile": str(self.tile),
            "shanten": self.shanten,
            "acceptance": self.acceptance,
            "improving": [w.to_json() for w in self.improving],
            "waits": [w.to_json() for w in self.waits],
        }


@dataclass(frozen=True, slots=True)
class Analysis:
    """The analysis of a 13-tile hand (waits, improving tiles) or a 14-tile hand (discards ranked)."""

    hand: str
    ruleset: str
    tiles: int
    shanten: int
    forms: tuple[tuple[Forms, int | None], ...]
    """Each winning form of the rule set with the hand's shanten in it (None: the form is impossible, e.g.
    seven pairs with a meld)."""
    waits: tuple[Wait, ...] = ()
    improving: tuple[Wait, ...] = ()
    discards: tuple[Discard, ...] = field(default=())

    @property
    def waits_scored(self) -> bool:
        """Whether the waits were scored (each says in `yaku` how it wins)."""
        return any(w.yaku is not None for w in (*self.waits, *(w for d in self.discards for w in d.waits)))

    @property
    def acceptance(self) -> int:
        """Unseen tiles that reduce the shanten of a 13-tile hand."""
        return sum(w.unseen for w in self.improving)

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "ruleset": self.ruleset,
            "tiles": self.tiles,
            "shanten": self.shanten,
            "forms": {form_key(form): value for form, value in self.forms},
            "waits": [w.to_json() for w in self.waits],
            "improving": [w.to_json() for w in self.improving],
            "acceptance": self.acceptance,
            "discards": [d.to_json() for d in self.discards],
        }


def read_hand(text: str) -> Hand:
    """A hand of 13 tiles, 13 + a drawn tile written `+X`, or 14 tiles without `+` (all concealed)."""
    try:
        hand = parse_hand(text)
    except WrongTileCount:
        hand = parse_hand(text, irregular="long")
        if hand.winning is not None or hand.tile_count != 14 or len(hand.melds) > 4:
            raise
    return hand


def analyse(
    hand: str | Hand,
    ruleset: str = "dmjl-classical",
    *,
    seat_wind: str = "E",
    round_wind: str = "E",
    seen: Sequence[int] | None = None,
    options: Mapping[str, Any] | None = None,
) -> Analysis:
    """Analyse a 13- or 14-tile hand under the winning forms of `ruleset`; the winds are for Riichi's yaku.
    `seen`: of each kind, the copies visible outside the hand (`visible_elsewhere` of a seat view), so that
    `unseen` counts only the live tiles; without it, only the hand's own tiles are taken off. `options`: the
    rule set's options (checked: `InvalidOption`), which each wait scored as a win is scored under."""
    rules = find_ruleset(ruleset)
    scores_waits = rules.scores_waits_with(rules.options(options))
    parsed = read_hand(hand) if isinstance(hand, str) else hand
    analyser = _Analyser(parsed, rules.id, int(rules.forms), seat_wind, round_wind, scores_waits, seen, options)
    return analyser.run()


class _Analyser:
    def __init__(
        self,
        hand: Hand,
        ruleset: str,
        forms: int,
        seat: str,
        round_: str,
        scores_waits: bool,
        seen: Sequence[int] | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> None:
        self.hand, self.ruleset, self.forms, self.seat, self.round = hand, ruleset, forms, seat, round_
        self.scores_waits = scores_waits
        """Each wait is scored as a win by discard and by self-draw (`Ruleset.scores_waits`: Riichi's yaku)."""
        self.melds = len(hand.melds)
        self.counts = list(hand.counts)  # the concealed tiles with the drawn one
        self.own = list(self.counts)
        for meld in hand.melds:
            for tile in meld.tiles:
                self.own[tile & KIND_MASK] += 1
        self.seen = list(seen) if seen is not None else [0] * NUM_KINDS
        self.options = dict(options or {})
        """The rule set's options, for the waits scored as wins."""

    def shanten(self, counts: Sequence[int], forms: int | None = None) -> int:
        return shanten_of_counts(counts, self.melds, self.forms if forms is None else forms)

    def unseen(self, kind: int) -> int:
        return max(0, 4 - self.own[kind] - self.seen[kind])

    def run(self) -> Analysis:
        counts = self.counts
        total = sum(counts) + 3 * self.melds
        per_form = []
        for form in Forms:
            if int(form) & self.forms and form.name in ("REGULAR", "SEVEN_PAIRS", "SEVEN_PAIRS_DOUBLED", "ORPHANS"):
                value = self.shanten(counts, int(form))
                per_form.append((form, None if value >= NO_FORM else value))
        best = self.shanten(counts)
        text = str(self.hand)
        if total == 13:
            improving = self.improving(counts, best)
            waits = improving if best == 0 else ()
            if waits and self.scores_waits:
                waits = tuple(self.with_yaku(self.hand.tiles(), w) for w in waits)
            return Analysis(text, self.ruleset, 13, best, tuple(per_form), waits, improving)
        return Analysis(text, self.ruleset, 14, best, tuple(per_form), discards=self.discards())

    def improving(self, counts: list[int], current: int) -> tuple[Wait, ...]:
        """The kinds that, drawn into the 13 tiles `counts`, lower the shanten below `current`."""
        out = []
        for kind in range(NUM_KINDS):
            if self.own[kind] >= 4 or counts[kind] >= 4:  # a wait whose copies are all seen elsewhere stays (dead)
                continue
            unseen = self.unseen(kind)
            counts[kind] += 1
            if self.shanten(counts) < current:
                out.append(Wait(Tile(kind), unseen))
            counts[kind] -= 1
        return tuple(out)

    def discards(self) -> tuple[Discard, ...]:
        tiles = self.hand.tiles()
        out = []
        for kind in sorted({t & KIND_MASK for t in tiles}):
            counts = list(self.counts)
            counts[kind] -= 1
            after = self.shanten(counts)
            improving = self.improving(counts, after)
            waits: tuple[Wait, ...] = ()
            if after == 0:
                waits = improving
                if self.scores_waits:
                    kept = list(tiles)
                    kept.reverse()  # a red five comes first in `tiles`: discard a plain copy when there is one
                    kept.remove(next(t for t in kept if t & KIND_MASK == kind))
                    waits = tuple(self.with_yaku(kept, w) for w in waits)
            out.append(Discard(Tile(kind), after, sum(w.unseen for w in improving), improving, waits))
        out.sort(key=lambda d: (d.shanten, -d.acceptance, int(d.tile)))
        return tuple(out)

    def with_yaku(self, concealed: list[Tile], wait: Wait) -> Wait:
        """Riichi: score the 13 tiles + `wait` as a ron and as a tsumo (no riichi declared)."""
        from jongg.scoring import scored

        parts = [tiles_to_str(sorted(concealed, key=lambda t: (t & KIND_MASK, t)))]
        parts.extend(str(m) for m in self.hand.melds)
        if self.hand.bonus:
            parts.append(tiles_to_str(self.hand.bonus))
        text = " ".join(p for p in parts if p) + f" +{wait.tile}"
        ways = []
        for way, win in (("ron", {"by": "discard", "from": _NEXT_WIND[self.seat]}), ("tsumo", {"by": "self-draw"})):
            request = {"ruleset": self.ruleset, "hand": text, "seat_wind": self.seat, "round_wind": self.round}
            result, error = scored({**request, "win": win, "options": self.options})
            if error is not None:  # a tile not in play under these options, say
                raise error
            if result["won"]:
                ways.append(way)
        return Wait(wait.tile, wait.unseen, tuple(ways))


# -- a seat's hints: what a player at the table may be told about his own hand ---------------------------------
__all__ = [
    "Analysis",
    "Discard",
    "Wait",
    "analyse",
    "form_key",
    "read_hand",
]
