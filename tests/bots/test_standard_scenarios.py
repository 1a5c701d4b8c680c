"""The standard bot's decisions in prepared seat views: dangerous play, the HKE minimum, original call,
Mah-Jongg, value claims."""

from __future__ import annotations

from jongg.bots import StandardBot
from jongg.engine import Chow, Discard, Kong, MahJongg, OriginalCall, Pass, Pung, SeatView
from jongg.engine.state import SeatMeld
from jongg.engine.view import PlayerView
from jongg.notation import parse_tiles
from jongg.tiles import Tile


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(sorted(parse_tiles(text)))


def player(wind: str, melds: tuple[SeatMeld, ...] = (), discards: str = "", concealed: int = 13) -> PlayerView:
    return PlayerView(wind, melds, (), tiles(discards) if discards else (), frozenset(), concealed, False, 0)


def pung(text: str, from_seat: int = 0) -> SeatMeld:
    return SeatMeld("pung", list(tiles(text)), False, from_seat)


def view(
    hand: str,
    actions: tuple[object, ...],
    *,
    phase: str = "turn",
    others: dict[int, PlayerView] | None = None,
    last: tuple[int, Tile] | None = None,
    discards: str = "",
) -> SeatView:
    players = [player("E", discards=discards), player("S"), player("W"), player("N")]
    for seat, p in (others or {}).items():
        players[seat] = p
    concealed = tiles(hand)
    return SeatView(
        0,
        "E",
        concealed,
        concealed[-1] if phase == "turn" else None,
        tuple(players),
        60,
        14,
        "E",
        1,
        0,
        0 if phase == "turn" else None,
        last,
        tuple(actions),
        1,
        phase,
    )  # type: ignore[arg-type]


def discards_of(hand: str) -> tuple[Discard, ...]:
    return tuple(Discard(t) for t in sorted(set(tiles(hand))))


def test_takes_mahjongg_whenever_offered() -> None:
    hand = "123m456p789s11m23p"
    v = view(
        hand,
        (Chow(Tile.from_str("1p"), tiles("23p")), MahJongg(Tile.from_str("1p")), Pass()),
        phase="window",
        last=(3, Tile.from_str("1p")),
    )
    assert StandardBot("dmjl-hk-easy").act(v) == MahJongg(Tile.from_str("1p"))


def test_efficient_discard_is_the_isolated_honour() -> None:
    hand = "123m456p789s11m23p7z"
    assert StandardBot("dmjl-classical").act(view(hand, discards_of(hand))) == Discard(Tile.from_str("7z"))


def test_never_the_third_dragon_to_two_shown_dragon_pungs() -> None:
    """penalties.md dangerous play: the red dragon would be the best discard, but the next player shows white
    and green dragon pungs."""
    hand = "123m456p789s11m23p7z"
    threat = player("S", (pung("555z", 3), pung("666z", 2)), concealed=7)
    for ruleset in ("dmjl-classical", "dmjl-hk-easy"):
        chosen = StandardBot(ruleset).act(view(hand, discards_of(hand), others={1: threat}))
        assert chosen != Discard(Tile.from_str("7z"))
        assert StandardBot(ruleset, defence=False).act(view(hand, discards_of(hand), others={1: threat})) == Discard(
            Tile.from_str("7z")
        )


def test_far_from_ready_against_three_sets_prefers_discarded_tiles() -> None:
    """Four steps from ready, an opponent shows three sets: a tile already discarded beats a live one."""
    hand = "1m4m7m2p5p8p3s6s9s1z2z3z4z5z"
    threat = player("S", (pung("222m", 3), pung("888p", 3), pung("444s", 3)), discards="9s", concealed=4)
    chosen = StandardBot("dmjl-hk-easy").act(view(hand, discards_of(hand), others={1: threat}))
    assert chosen == Discard(Tile.from_str("9s"))


def test_classical_plays_on_against_three_sets_without_dangerous_play() -> None:
    """Classical: every loser pays the winner alike, so the bot does not play safe against three shown sets
    (none of its tiles is dangerous to them): the same discard as with defence off."""
    hand = "1m4m7m2p5p8p3s6s9s1z2z3z4z5z"
    threat = player("S", (pung("222m", 3), pung("888p", 3), pung("444s", 3)), discards="9s", concealed=4)
    v = view(hand, discards_of(hand), others={1: threat})
    assert StandardBot("dmjl-classical").act(v) == StandardBot("dmjl-classical", defence=False).act(v)
    assert StandardBot("dmjl-hk-easy").act(v) != StandardBot("dmjl-hk-easy", defence=False).act(v)


def test_hk_easy_minimum_chow_that_cannot_reach_it_is_passed() -> None:
    hand = "12m456m789p23s55s9s"
    chow = Chow(Tile.from_str("3m"), tiles("12m"))
    v = view(hand, (chow, Pass()), phase="window", last=(3, Tile.from_str("3m")))
    assert StandardBot("dmjl-hk-easy").act(v) == chow
    assert StandardBot("dmjl-hk-easy", options={"fan_minimum": 3}).act(v) == Pass()
    assert StandardBot("dmjl-hk-easy", options={"fan_minimum": 3}, value=False).act(v) == Pass()


def test_pung_of_a_valuable_dragon_is_claimed() -> None:
    hand = "12m456m789p23s55z9s"
    claim = Pung(Tile.from_str("5z"), tiles("55z"))
    v = view(hand, (claim, Pass()), phase="window", last=(2, Tile.from_str("5z")))
    assert StandardBot("dmjl-classical").act(v) == claim
    # the same shape with a pair of simples: the pung gains no shanten, so it is not worth exposing
    simple = Pung(Tile.from_str("5p"), tiles("55p"))
    v = view("12m456m789p23s55p9s", (simple, Pass()), phase="window", last=(2, Tile.from_str("5p")))
    assert StandardBot("dmjl-classical").act(v) == Pass()


def test_original_call_when_ready_on_the_first_discard() -> None:
    hand = "123m456p789s11m23p7z"
    actions = (*discards_of(hand), OriginalCall(Tile.from_str("7z")))
    assert StandardBot("dmjl-classical").act(view(hand, actions)) == OriginalCall(Tile.from_str("7z"))
    assert StandardBot("dmjl-classical", original_call=False).act(view(hand, actions)) == Discard(Tile.from_str("7z"))


def test_kongs_off_claims_no_kong_from_a_discard() -> None:
    """`kongs=off` means no kong at all: with three red dragons and a fourth discarded, the bot claims the kong
    by default, and with kongs off takes the pung instead (the claim still helps)."""
    hand = "12m456m789p23s777z"
    red = Tile.from_str("7z")
    kong = Kong(red, tiles("777z"))
    claim = Pung(red, tiles("77z"))
    v = view(hand, (kong, claim, Pass()), phase="window", last=(2, red))
    assert StandardBot("dmjl-classical").act(v) == kong
    assert StandardBot("dmjl-classical", kongs=False).act(v) != kong
