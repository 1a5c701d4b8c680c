"""`riichi-hana` flower rules (riichi-hana.md "Flowers: the general rules", Variations 1-3; /tmp/riichi_api.md),
with prepared walls. Every expected value is derived from the rule text by hand.

Seats with dealer 0: 0 East, 1 South, 2 West, 3 North. Flower n (1f..4f) and season n (1g..4g) belong to seat
wind n. Dice 3+4. 140 tiles (4 flowers): 140 - 14 - 52 = 74 live tiles after the deal; 144 (8 flowers): 78.
The k-th replacement draw of a hand is R1..R4 for k <= 4, then the tiles of `tail` (tail[0] the last live tile),
which the refills moved to the stock.

Standard hand W69 = 234m 567m 234p 55p 78s: closed, waits 6s / 9s (two-sided); on 6s pinfu + tanyao.
"""

from __future__ import annotations

import pytest
from riichi_driver import (
    Bonus,
    ConcealedKong,
    Kong,
    MahJongg,
    NineTerminals,
    T,
    answer,
    asked,
    discard,
    do,
    draws,
    events,
    go_around,
    hand_end,
    has,
    indicators,
    mahjonggs,
    net,
    pick,
    riichi,
    riichi_table,
    rules,
    throw,
    tsumo,
    tsumogiri,
    tsumogiri_until,
    turn_seat,
)
from riichi_walls import tiles as tiles_of

W69 = "234m 567m 234p 55p 78s"
FOUR = {"flowers": 4, "red_fives": 0}
EIGHT = {"flowers": 8, "red_fives": 0}


def bonus_events(t: object, since: int = 0) -> list[tuple[int, str]]:
    return [(e["seat"], e["tile"]) for e in events(t, "bonus", since=since)]  # type: ignore[arg-type]


# --- Starting hands ---------------------------------------------------------------------------------------------------


def test_initial_flowers_replaced_in_seat_order_before_the_first_discard() -> None:
    """After the deal East draws his first tile; then East replaces all his flowers (1f, 2f, and 2g drawn as a
    replacement), then South (3f), then North (1g), each replacement a rinshan draw (R1, R2, R3, R4, then the
    first refill = the last live tile); then East's turn begins. The live wall: 78 - 1 - 5 = 72."""
    hands = {
        0: "1f 2f 123m 456m 789m 1p 2p",
        1: "3f 123s 456s 789s 1z 2z 3z",
        3: "1g 456p 78p 4z5z6z7z 1s 4s 8s",
    }
    t = riichi_table(hands=hands, live="9m", rinshan="2g 9s 9s 9s", tail="5p", dora="1z", options=EIGHT)
    assert draws(t) == [
        (0, "9m", "live"),
        (0, "2g", "bonus_replacement"),
        (0, "9s", "bonus_replacement"),
        (0, "9s", "bonus_replacement"),
        (1, "9s", "bonus_replacement"),
        (3, "5p", "bonus_replacement"),
    ]
    shown = bonus_events(t)
    assert [seat for seat, _ in shown] == [0, 0, 0, 1, 3]
    assert sorted(tile for seat, tile in shown if seat == 0) == ["1f", "2f", "2g"]
    assert shown[3:] == [(1, "3f"), (3, "1g")]
    kinds = [e["type"] for e in t.events]
    assert kinds.index("draw") < kinds.index("bonus")
    assert "discard" not in kinds
    assert turn_seat(t) == 0
    view = t.snapshot(0)
    assert sorted(map(str, view.players[0].bonus)) == ["1f", "2f", "2g"]
    assert view.live_wall == 72
    assert not [c for c in view.concealed if str(c)[-1] in "fg"]


# --- Replacement = rinshan draw, ippatsu, dora ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variation", "expected"), [(1, [-4000, 8000, -2000, -2000]), (3, [-2600, 5200, -1300, -1300])]
)
def test_flower_replacement_win_is_rinshan_kaihou(variation: int, expected: list[int]) -> None:
    """South draws 2f (his seat flower) and wins on its replacement 6s: rinshan kaihou.
    Variation 1: pinfu reading tsumo + rinshan + tanyao + pinfu + seat flower = 5 han, mangan (the non-pinfu
    reading, 4 han 20+2+4 -> 30 fu = 7,900, is less): East 4,000, the others 2,000.
    Variation 3 (flowers do not score; rinshan still applies): 4 han 20 fu, b = 1,280: East 2,600, others 1,300;
    the chips (one from each other player for the Hana) are kept beside the points, not in them."""
    t = riichi_table(
        hands={1: W69}, live="1z 2z 3z 4z 9m 2f", rinshan="6s", dora="1z", options={**FOUR, "variation": variation}
    )
    go_around(t, 5)
    assert turn_seat(t) == 1
    assert bonus_events(t) == [(1, "2f")]
    assert draws(t)[-1] == (1, "6s", "bonus_replacement")
    tsumo(t, 1)
    assert [(m[0], m[2], m[3]) for m in mahjonggs(t)] == [(1, "6s", "self-draw")]
    assert "rinshan-kaihou" in rules(t, 1)
    assert "haitei" not in rules(t, 1)
    if variation == 3:
        assert not {"seat-flower", "fu-flower", "shoufaahou", "nukidora"} & rules(t, 1)
    assert net(t) == expected
    he = hand_end(t)
    if variation == 3 and "chips" in he:  # the API names no field; if the engine reports chips, they must add up
        assert list(he["chips"]) == [-1, 3, -1, -1]


@pytest.mark.parametrize("flower", [False, True])
def test_flower_cancels_ippatsu_but_not_double_riichi(flower: bool) -> None:
    """East declares double riichi and wins on his next draw. Without a flower in between: double riichi 2 +
    ippatsu + tsumo + pinfu + tanyao = 6 han, haneman 6,000 all. West's flower (3f) cancels every ippatsu but
    not the double riichi: 5 han, mangan 4,000 all. East's stick comes back to him."""
    west_draw = "3f" if flower else "9m"
    t = riichi_table(hands={0: W69}, live=f"1z 9p {west_draw} 1p 6s", rinshan="9m", dora="1z", ura="1z", options=FOUR)
    riichi(t, 0, "1z")
    go_around(t, 3)
    assert bonus_events(t) == ([(2, "3f")] if flower else [])
    tsumo(t, 0)
    assert "double-riichi" in rules(t, 0)
    assert ("ippatsu" in rules(t, 0)) is not flower
    assert net(t) == ([12000, -4000, -4000, -4000] if flower else [18000, -6000, -6000, -6000])


def test_own_flower_cancels_own_ippatsu() -> None:
    """East's double riichi; his next draw is a flower (2f, not his seat flower) and its replacement 6s wins:
    rinshan kaihou, but his own flower declaration cancelled his ippatsu (Decision). Pinfu reading: double
    riichi 2 + tsumo + pinfu + tanyao + rinshan = 6 han, haneman, 6,000 from each (with ippatsu it would be
    7 han, the same haneman: the items tell)."""
    t = riichi_table(hands={0: W69}, live="1z 9p 9m 1p 2f", rinshan="6s", dora="1z", ura="1z", options=FOUR)
    riichi(t, 0, "1z")
    go_around(t, 3)
    assert bonus_events(t) == [(0, "2f")]
    tsumo(t, 0)
    assert {"double-riichi", "rinshan-kaihou"} <= rules(t, 0)
    assert "ippatsu" not in rules(t, 0)
    assert net(t) == [18000, -6000, -6000, -6000]


@pytest.mark.parametrize(("indicator", "expected"), [("1f", 3900), ("1z", 2000)])
def test_flower_as_dora_indicator(indicator: str, expected: int) -> None:
    """With the dora indicator 1f every flower (1f-4f) is a dora: South's 3f counts one. South rons East's 6s
    (variation 1). Indicator 1f: pinfu reading tanyao + pinfu + flower dora = 3 han 30 fu, 4 x 960 = 3,840 ->
    3,900 (non-pinfu reading: 2 han, 20 + 10 + 4 -> 40 fu = 2,600). Indicator 1z: 2 han 30 fu = 2,000 (or
    1 han 40 fu = 1,300)."""
    t = riichi_table(hands={1: W69}, live="2z 3z 4z 9m 9p 3f 1s 1s 6s", rinshan="1m", dora=indicator, options=FOUR)
    assert indicators(t) == [indicator]
    go_around(t, 5)
    assert bonus_events(t) == [(1, "3f")]
    tsumogiri(t, 1)  # the replacement 1m
    go_around(t, 2)
    throw(t, 0, "6s")
    answer(t, {1: MahJongg(T("6s"))})
    assert ("flower-dora" in rules(t, 1)) is (indicator == "1f")
    assert net(t) == [-expected, expected, 0, 0]


@pytest.mark.parametrize(("ura", "expected"), [("1f", 8000), ("1z", 7700)])
def test_flower_as_ura_indicator(ura: str, expected: int) -> None:
    """Ura indicators act like dora indicators for flowers (Decision): U1 = 1f makes South's 3f an ura dora.
    South draws 3f (replacement 1m), declares riichi with 1m and rons East's 6s within the go-around:
    riichi + ippatsu + tanyao + pinfu (+ 1 flower ura) = 5 han, mangan 8,000; without: 4 han 30 fu,
    4 x 1,920 = 7,680 -> 7,700 (the non-pinfu reading, 3 han 40 fu = 5,200, is less). His stick comes back."""
    t = riichi_table(hands={1: W69}, live="2z 3z 4z 9m 9p 3f 1s 1s 6s", rinshan="1m", dora="1z", ura=ura, options=FOUR)
    go_around(t, 5)
    riichi(t, 1, "1m")
    go_around(t, 2)
    throw(t, 0, "6s")
    answer(t, {1: MahJongg(T("6s"))})
    assert hand_end(t)["ura"] == [ura]
    assert ("flower-ura-dora" in rules(t, 1)) is (ura == "1f")
    assert net(t) == [-expected, expected, 0, 0]


def test_variation_2_nukidora() -> None:
    """Variation 2 (which also sets 4 flowers and no red fives): each flower is 1 han of dora, no flower fu.
    South's 3f: tanyao + pinfu + nukidora = 3 han 30 fu: 3,900 from East."""
    t = riichi_table(
        hands={1: W69}, live="2z 3z 4z 9m 9p 3f 1s 1s 6s", rinshan="1m", dora="1z", options={"variation": 2}
    )
    assert len(events(t, "hand_start")[0]["wall"]) == 140
    go_around(t, 6)
    go_around(t, 2)
    throw(t, 0, "6s")
    answer(t, {1: MahJongg(T("6s"))})
    assert "nukidora" in rules(t, 1)
    assert net(t) == [-3900, 3900, 0, 0]


def test_starting_flower_does_not_break_tenhou() -> None:
    """East's starting hand holds 1f instead of 8s; after his first draw (6s) the flower is replaced by 8s and
    the hand is complete: flowers of the starting hands have no effect on tenhou (Decision). 16,000 from each."""
    east = "234m 567m 234p 55p 7s 1f"
    t = riichi_table(hands={0: east}, live="6s", rinshan="8s", dora="1z", options=FOUR)
    assert bonus_events(t) == [(0, "1f")]
    assert has(t, 0, MahJongg)
    do(t, 0, MahJongg(t.snapshot(0).last_draw))
    assert "tenhou" in rules(t, 0)
    assert net(t) == [48000, -16000, -16000, -16000]


def test_flower_declaration_does_not_break_chiihou() -> None:
    """A flower declaration is no call: South's first draw is 2f, its replacement 6s completes W69 before his
    first discard: chiihou, East 16,000, the others 8,000."""
    t = riichi_table(hands={1: W69}, live="1z 2f", rinshan="6s", dora="1z", options=FOUR)
    tsumogiri(t, 0)
    assert bonus_events(t) == [(1, "2f")]
    tsumo(t, 1)
    assert "chiihou" in rules(t, 1)
    assert net(t) == [-16000, 32000, -8000, -8000]


@pytest.mark.parametrize(("flower_fu", "paid"), [(4, 1600), (2, 1300)])
def test_flower_fu_variation_1(flower_fu: int, paid: int) -> None:
    """South's starting 1f 3f 4f are replaced (R1..R3: 5p 6s 8s); he rons 7s (kanchan) with tanyao: 1 han.
    Fu 20 + 10 closed ron + 2 kanchan + 3 flowers x 4 = 44 -> 50: b = 400, 4b = 1,600; with flower_fu 2:
    20 + 10 + 2 + 6 = 38 -> 40: b = 320, 4b = 1,280 -> 1,300. None of them is his seat flower (2f)."""
    t = riichi_table(
        hands={1: "1f3f4f 234m 567m 234p 5p"},
        live="1z 2z 3z 4z 7s",
        rinshan="5p 6s 8s",
        dora="1z",
        options={**FOUR, "flower_fu": flower_fu},
    )
    assert bonus_events(t) == [(1, "1f"), (1, "3f"), (1, "4f")]
    go_around(t)
    throw(t, 0, "7s")
    answer(t, {1: MahJongg(T("7s"))})
    assert {"tanyao", "fu-flower"} <= rules(t, 1)
    assert "seat-flower" not in rules(t, 1)
    assert net(t) == [-paid, paid, 0, 0]


def test_shoufaahou_is_a_yaku() -> None:
    """South has all four flowers (1f-4f, replaced by 1s 1s 9s 9s) and 123m 456m 789p 11s 99s: no other yaku,
    but Shoufaahou is one, so he may ron East's 9s. Shoufaahou with his seat flower 2f in the group: 2 han.
    Fu 20 + 10 closed ron + 4 (9s pung completed by the ron) + 4 x 4 flowers = 50: b = 800, 4b = 3,200."""
    t = riichi_table(
        hands={1: "1f2f3f4f 123m 456m 789p"}, live="2z 3z 4z 5z 9s", rinshan="1s 1s 9s 9s", dora="1z", options=FOUR
    )
    go_around(t)
    throw(t, 0, "9s")
    assert has(t, 1, MahJongg, "9s")
    answer(t, {1: MahJongg(T("9s"))})
    assert {"shoufaahou", "seat-flower"} <= rules(t, 1)
    assert net(t) == [-3200, 3200, 0, 0]


# --- Dead wall with flowers: the worked example -------------------------------------------------------------------


def test_haitei_flower_chain_worked_example() -> None:
    """riichi-hana.md's worked example, 8 flowers: after the deal 78 live tiles (with East's first draw). East
    replaces 1f and 2f (R1, R2; each refilled), declares a concealed kan of 1m (R3, refilled; D2 at once). The
    last live tile is 3g, drawn by West (75 ordinary draws: k = 74); its replacement R4 = 4g (no refill: the live
    wall is empty), whose replacement is the first refill 6s: the stock keeps 2, the dead wall 12. West wins on
    it: rinshan kaihou, not haitei. Pinfu reading: tsumo + rinshan + tanyao + pinfu + seat season 3g = 5 han,
    mangan (the non-pinfu reading 4 han, 20 + 2 + 8 -> 30 fu, is less): East 4,000, the others 2,000."""
    east = "1f 2f 1111m 2p3p 5s6s 8p8p 4m"
    t = riichi_table(
        hands={0: east, 2: W69},
        live="7z",
        rinshan="7z 7z 6z 4g",
        tail="6s 1z 1z 3g",
        dora="1z 1z",
        options=EIGHT,
    )
    view = t.snapshot(None)
    assert view.live_wall == 78 - 1 - 2
    do(t, 0, pick(t, 0, ConcealedKong))
    assert indicators(t) == ["1z", "1z"]
    assert t.snapshot(None).live_wall == 74
    throw(t, 0, "4m")
    answer(t)
    tsumogiri_until(t, 0)
    assert turn_seat(t) == 2
    assert draws(t)[-3:] == [(2, "3g", "live"), (2, "4g", "bonus_replacement"), (2, "6s", "bonus_replacement")]
    assert bonus_events(t)[-2:] == [(2, "3g"), (2, "4g")]
    assert t.snapshot(None).live_wall == 0
    tsumo(t, 2)
    assert "rinshan-kaihou" in rules(t, 2)
    assert "haitei" not in rules(t, 2)
    assert net(t) == [-4000, -2000, 8000, -2000]


def test_haitei_flower_chain_dead_wall_count() -> None:
    """The same chain: the dead wall is 14 until the last live tile, then 12 (two stock tiles used without
    refill), as in the worked example's last row."""
    east = "1f 2f 1111m 2p3p 5s6s 8p8p 4m"
    t = riichi_table(
        hands={0: east, 2: W69}, live="7z", rinshan="7z 7z 6z 4g", tail="6s 1z 1z 3g", dora="1z 1z", options=EIGHT
    )
    assert t.snapshot(None).dead_wall == 14
    do(t, 0, pick(t, 0, ConcealedKong))
    assert t.snapshot(None).dead_wall == 14
    throw(t, 0, "4m")
    answer(t)
    tsumogiri_until(t, 0)
    assert t.snapshot(None).dead_wall == 12


# --- Daifaahou -----------------------------------------------------------------------------------------------------


SEVEN = "1f2f3f4f 1g2g3g 123m 456p"
"""South's starting hand with seven flowers (replaced at the start by R1..R4 and three refills)."""


def test_daifaahou_by_own_draw() -> None:
    """South holds seven flowers and draws the eighth (4g): he wins at once with a yakuman, whatever his hand
    holds, paid as a tsumo: East 16,000, the others 8,000."""
    t = riichi_table(hands={1: SEVEN}, live="9m 4g", rinshan="7z 7z 7z 6z", tail="6z 6z 5z", dora="1z", options=EIGHT)
    assert sorted(map(str, t.snapshot(1).players[1].bonus)) == ["1f", "1g", "2f", "2g", "3f", "3g", "4f"]
    tsumogiri(t, 0)
    if not t.done:  # "he wins at once": if the engine asks, the win must be offered
        assert has(t, 1, MahJongg, "4g")
        do(t, 1, MahJongg(T("4g")))
    assert t.done
    assert mahjonggs(t)[0][0] == 1 and mahjonggs(t)[0][2] == "4g"
    assert "daifaahou" in rules(t, 1)
    assert net(t) == [-16000, 32000, -8000, -8000]


def test_daifaahou_by_ron_on_another_players_eighth_flower() -> None:
    """West reveals the eighth flower (4g): South, holding the other seven, wins on it; West pays as for a ron:
    4 x 8,000 = 32,000 (flower_win)."""
    t = riichi_table(
        hands={1: SEVEN}, live="9m 9p 4g", rinshan="7z 7z 7z 6z", tail="6z 6z 5z", dora="1z", options=EIGHT
    )
    tsumogiri(t, 0)
    throw(t, 1, "9p")  # no claim on 9p; West draws 4g, and the window on that flower opens
    assert has(t, 1, MahJongg, "4g")
    answer(t, {1: MahJongg(T("4g"))})
    assert mahjonggs(t) == [(1, 2, "4g", "flower")]
    assert "daifaahou" in rules(t, 1)
    assert net(t) == [0, 32000, -32000, 0]


@pytest.mark.parametrize("claimed", [True, False])
def test_daifaahou_on_an_eighth_flower_revealed_before_play(claimed: bool) -> None:
    """riichi-hana.md: a player with seven flowers wins on the eighth "if another player reveals it"; a flower
    revealed during the replacements before play counts too. South shows his seven in his turn of the initial
    replacement (seven rinshan draws: R1..R4 and three refills); West then reveals the eighth, 4g, from his
    starting hand: South is asked before East's first discard, and West pays as for a ron, 32,000. If South
    passes, West draws his replacement (the fourth refill) and East's first turn begins."""
    t = riichi_table(
        hands={1: SEVEN, 2: "4g 234m 567m 234p 6p 8s 9s"},
        live="9m",
        rinshan="7z 7z 7z 6z",
        tail="6z 6z 5z 5z",
        dora="1z",
        options=EIGHT,
    )
    assert bonus_events(t)[-1] == (2, "4g") and not events(t, "discard", "play_start")
    assert asked(t) == {1} and has(t, 1, MahJongg, "4g")
    if claimed:
        answer(t, {1: MahJongg(T("4g"))})
        assert mahjonggs(t) == [(1, 2, "4g", "flower")]
        assert "daifaahou" in rules(t, 1)
        assert net(t) == [0, 32000, -32000, 0]
        return
    answer(t)
    assert draws(t)[-1] == (2, "5z", "bonus_replacement")
    assert turn_seat(t) == 0 and events(t, "play_start")


def test_no_daifaahou_ron_for_the_dealer_before_play() -> None:
    """Decision: before play the dealer holds 14 tiles, which make no hand a score request can hold (13 tiles and
    the winning one), so East, showing seven flowers, is not asked when South reveals the eighth then."""
    t = riichi_table(
        hands={0: SEVEN, 1: "4g 234m 567m 234p 6p 8s 9s"},
        live="9m",
        rinshan="7z 7z 7z 6z",
        tail="6z 6z 5z 5z",
        dora="1z",
        options=EIGHT,
    )
    assert len(bonus_events(t)) == 8 and bonus_events(t)[-1] == (1, "4g")
    assert not asked(t) and turn_seat(t) == 0 and not mahjonggs(t)


def test_daifaahou_not_prevented_by_furiten() -> None:
    """South (seven flowers; after the replacements 123m 45p 666z 777z 99s, waiting on 3p / 6p) draws 3p and
    discards it: furiten. West's eighth flower is still a win for him (Decision: furiten never prevents it)."""
    t = riichi_table(
        hands={1: "1f2f3f4f 1g2g3g 123m 45p 9s"},
        live="9m 3p 4g",
        rinshan="7z 7z 7z 6z",
        tail="6z 6z 9s",
        dora="1z",
        options=EIGHT,
    )
    tsumogiri(t, 0)
    assert has(t, 1, MahJongg, "3p")
    throw(t, 1, "3p")
    if asked(t) and t.snapshot(2).last_discard is not None:  # a claim window on 3p: everyone passes
        answer(t)
    assert has(t, 1, MahJongg, "4g")
    answer(t, {1: MahJongg(T("4g"))})
    assert "daifaahou" in rules(t, 1)
    assert net(t) == [0, 32000, -32000, 0]


# --- Kan dora and flowers ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("rinshan", ["1f 4s", "1f 3f 4s"])
def test_pending_kan_dora_revealed_on_flower_replacement_after_open_kan(rinshan: str) -> None:
    """South's open kan of East's 2m (delayed kan dora); the kan replacement is 1f (then 3f), and the last
    replacement 4s wins. The pending indicator D2 = 1m is turned when the flower's replacement is drawn, once for
    a chain (Decision), and counts for this win: the four 2m are kan dora. Rinshan + open tanyao + 4 kan dora =
    6 han, haneman: East 6,000, others 3,000 (without it: 2 han 40 fu, 2,700 in all)."""
    t = riichi_table(hands={1: "2m2m2m 345p 678p 56s 88s"}, live="2m", rinshan=rinshan, dora="1z 1m 2z", options=FOUR)
    throw(t, 0, "2m")
    answer(t, {1: pick(t, 1, Kong, "2m")})
    drawn = tiles_of(rinshan)
    sources = ["kong_replacement"] + ["bonus_replacement"] * (len(drawn) - 1)
    assert draws(t)[-len(drawn) :] == [(1, tile, src) for tile, src in zip(drawn, sources, strict=True)]
    assert indicators(t) == ["1z", "1m"]
    kinds = [e["type"] for e in t.events]
    assert kinds.index("bonus") < len(kinds) - 1 - kinds[::-1].index("dora")
    tsumo(t, 1)
    assert {"rinshan-kaihou", "kan-dora"} <= rules(t, 1)
    assert net(t) == [-6000, 12000, -3000, -3000]


@pytest.mark.parametrize("declare_turn", [1, 3])
def test_flower_kept_past_the_first_turn_makes_a_dead_hand(declare_turn: int) -> None:
    """South declares his flowers himself (a manual seat: `Bonus` is offered in play). He draws 1f on his first
    turn. Declared then, all is well: its replacement 8s makes W69 and he later wins 6s by tsumo. Kept through
    a discard after his first (his second discard, 9p), it makes his hand dead: declared on his third turn, its
    replacement 6s completes W69, but he may not win (riichi-hana.md, Flowers: "may not win")."""
    south = "234m 567m 234p 55p 7s 9m"
    if declare_turn == 1:
        live, rinshan = "1z 1f 2z 3z 4z 9p 5z 6z 7z 6s", "8s"
    else:
        live, rinshan = "1z 1f 2z 3z 4z 9p 5z 6z 7z 8s", "6s"
    t = riichi_table(hands={1: south}, live=live, rinshan=rinshan, dora="1p", options=FOUR, manual_bonus=[1])
    tsumogiri(t, 0)
    assert turn_seat(t) == 1 and has(t, 1, Bonus, "1f")
    if declare_turn == 1:
        do(t, 1, Bonus(T("1f")))
        assert draws(t)[-1] == (1, "8s", "bonus_replacement")
    discard(t, 1, "9m")  # his first discard (holding 1f when declare_turn is 3: still allowed)
    go_around(t, 3)
    tsumogiri(t, 1)  # 9p: his second discard
    go_around(t, 3)
    assert turn_seat(t) == 1
    if declare_turn == 3:
        do(t, 1, Bonus(T("1f")))
        assert draws(t)[-1] == (1, "6s", "bonus_replacement")
    assert str(t.snapshot(1).last_draw) == "6s"
    assert has(t, 1, MahJongg) is (declare_turn == 1)


# --- Flowers and abortive draws --------------------------------------------------------------------------------------


def test_flower_does_not_stop_four_winds() -> None:
    """A flower declaration is not a call: West draws 1f, replaces it with 1z and discards it; with the others'
    1z it is still four winds."""
    t = riichi_table(live="1z 1z 1f 1z", rinshan="1z", dora="1p", options=FOUR)
    go_around(t, 4)
    assert t.done
    assert [e["reason"] for e in events(t, "abortive_draw")] == ["four-winds"]


@pytest.mark.parametrize(("replacement", "offered"), [("3z", True), ("7m", False)])
def test_nine_terminals_judged_after_flower_replacements(replacement: str, offered: bool) -> None:
    """East holds 8 kinds of terminals and honours and 1f: the flower does not count; with its replacement 3z he
    has 9 kinds (the abortive draw is offered), with 7m only 8."""
    east = "1m9m1p9p1s9s1z2z 1f 3m4m5m6m"
    t = riichi_table(hands={0: east}, live="7m", rinshan=replacement, dora="8p", options=FOUR)
    assert bonus_events(t) == [(0, "1f")]
    assert has(t, 0, NineTerminals) is offered
