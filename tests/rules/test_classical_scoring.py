"""`dmjl-classical` hand scoring, written from `classical-dmjl.md` ("Scoring") and `contract.md` §2.

Each rule of the tables has a test named after its id (`test_<id>` with `_` for `-`): a hand where it scores
and a near miss where it does not. Then the limit hands, the Decisions, the contract's worked example, the
result shapes (not-complete, below-minimum, dead-hand, capped totals), losers (short, long, foul, dead) and
properties over generated hands.

Hands are written so that only the rule under test is in question; the expected values are computed from
the spec in the comments.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from fuzzing import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jongg.analysis import Forms, waits
from jongg.contract import ScoreRequest
from jongg.notation import parse_hand, parse_tiles
from jongg.rules import find_ruleset
from jongg.rules.classical.tables import TABLES
from jongg.scoring import score as score_json

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, for the shared strategies
from strategies import complete_hand_specs, hand_specs

WINDS = ("E", "S", "W", "N")
LEFT = {"E": "N", "S": "E", "W": "S", "N": "W"}


def play(
    hand: str,
    win: str | dict[str, Any] | None = None,
    *,
    seat: str = "S",
    round_: str = "S",
    options: dict[str, Any] | None = None,
    context: dict[str, Any] | None = None,
    irregular: str | None = None,
    **flags: Any,
) -> dict[str, Any]:
    """Score one hand through the JSON API; `win` "discard" (from the left player) or "self-draw" plus flags.

    Seat and round default to South, so that East-wind sets score no wind doubles unless a test asks."""
    request: dict[str, Any] = {"ruleset": "dmjl-classical", "hand": hand, "seat_wind": seat, "round_wind": round_}
    if isinstance(win, str):
        body: dict[str, Any] = {"by": win, **flags}
        if win == "discard" and "from" not in body:
            body["from"] = LEFT[seat]
        request["win"] = body
    elif win is not None:
        request["win"] = win
    if options is not None:
        request["options"] = options
    if context is not None:
        request["context"] = context
    if irregular is not None:
        request["irregular"] = irregular
    result = score_json(request)
    assert result["error"] is None, result["error"]
    return result


def ids(result: dict[str, Any]) -> list[str]:
    return [item["rule"] for item in result["items"]]


def count(result: dict[str, Any], rule: str) -> int:
    return ids(result).count(rule)


# A winner's base hand: four chows and a pair of 5p (no points from sets or pairs); 1m completes 123m, a
# two-sided wait (1m or 4m). On a discard: Mah-Jongg 20, zero-point hand 1 double = 40.
CHOWS = "23m456p789s123s55p +1m"
CHOWS_KONG = "23m456p789s55p (1111s) +1m"


# -- base points, every player ---------------------------------------------------------------------------
def test_kong_terminals_concealed() -> None:
    hit = play("(9999m) 234p678s345m1z")  # loser, 32
    assert count(hit, "kong-terminals-concealed") == 1 and hit["points"] == 32
    honours = play("(7777z) 234p678s345m1z")
    assert count(honours, "kong-terminals-concealed") == 1
    miss = play("[9999m] 234p678s345m1z")
    assert count(miss, "kong-terminals-concealed") == 0


def test_kong_terminals_exposed() -> None:
    hit = play("[1111z] 234p678s345m5p")  # East wind, seat and round South: 16, no doubles
    assert count(hit, "kong-terminals-exposed") == 1 and hit["points"] == 16 and hit["doubles"] == 0
    assert count(play("(1111z) 234p678s345m5p"), "kong-terminals-exposed") == 0


def test_kong_simples_concealed() -> None:
    hit = play("(5555s) 234p678s345m1z")
    assert count(hit, "kong-simples-concealed") == 1 and hit["points"] == 16
    assert count(play("[5555s] 234p678s345m1z"), "kong-simples-concealed") == 0


def test_kong_simples_exposed() -> None:
    hit = play("[5555s] 234p678s345m1z")
    assert count(hit, "kong-simples-exposed") == 1 and hit["points"] == 8
    assert count(play("(5555s) 234p678s345m1z"), "kong-simples-exposed") == 0


def test_pung_terminals_concealed() -> None:
    hit = play("345999m234p678s5p")
    assert count(hit, "pung-terminals-concealed") == 1 and hit["points"] == 8
    miss = play("345m234p678s5p [999m]")
    assert count(miss, "pung-terminals-concealed") == 0


def test_pung_terminals_exposed() -> None:
    hit = play("345m234p678s5p [999m]")
    assert count(hit, "pung-terminals-exposed") == 1 and hit["points"] == 4
    assert count(play("345999m234p678s5p"), "pung-terminals-exposed") == 0


def test_pung_simples_concealed() -> None:
    hit = play("345555m234p678s5p")
    assert count(hit, "pung-simples-concealed") == 1 and hit["points"] == 4
    assert count(play("345m234p678s5p [555m]"), "pung-simples-concealed") == 0


def test_pung_simples_exposed() -> None:
    hit = play("345m234p678s5p [555m]")
    assert count(hit, "pung-simples-exposed") == 1 and hit["points"] == 2
    assert count(play("345555m234p678s5p"), "pung-simples-exposed") == 0


def test_chow() -> None:
    """A chow scores nothing: the row is listed with 0 points and never becomes an item."""
    rows = {rule.id: rule for _, table in TABLES for rule in table}
    assert rows["chow"].value == 0 and rows["chow"].unit == "points"
    result = play(CHOWS, "discard")
    assert "chow" not in ids(result) and result["points"] == 20


def test_pair_dragons() -> None:
    hit = play("55z234p678s345m99s")  # loser: pair of white dragons 2; a pair of 9s scores nothing
    assert count(hit, "pair-dragons") == 1 and hit["points"] == 2
    assert count(play("5z6z234p678s345m99s"), "pair-dragons") == 0


def test_pair_seat_wind() -> None:
    hit = play("22z234p678s345m99s", seat="S", round_="E")
    assert count(hit, "pair-seat-wind") == 1 and count(hit, "pair-round-wind") == 0 and hit["points"] == 2
    assert count(play("22z234p678s345m99s", seat="W", round_="E"), "pair-seat-wind") == 0


def test_pair_round_wind() -> None:
    hit = play("22z234p678s345m99s", seat="W", round_="S")
    assert count(hit, "pair-round-wind") == 1 and count(hit, "pair-seat-wind") == 0 and hit["points"] == 2
    both = play("22z234p678s345m99s", seat="S", round_="S")  # own and round wind: 4
    assert ids(both) == ["pair-seat-wind", "pair-round-wind"] and both["points"] == 4
    assert count(play("22z234p678s345m99s", seat="W", round_="E"), "pair-round-wind") == 0


def test_flower() -> None:
    hit = play("234p678s345m99s5z6z 1f3f")
    assert count(hit, "flower") == 2 and hit["points"] == 8
    assert count(play("234p678s345m99s5z6z 3g"), "flower") == 0


def test_season() -> None:
    hit = play("234p678s345m99s5z6z 3g")
    assert count(hit, "season") == 1 and hit["points"] == 4
    assert count(play("234p678s345m99s5z6z 3f"), "season") == 0


# -- base points, winner only ----------------------------------------------------------------------------
def test_mahjong() -> None:
    hit = play(CHOWS, "discard")
    assert ids(hit) == ["mahjong", "zero-point-hand"] and hit["total"] == 40
    assert count(play("23m456p789s123s55p"), "mahjong") == 0  # the same tiles as a loser's 13


def test_self_draw() -> None:
    hit = play(CHOWS, "self-draw")  # 20 + 2; zero-point hand and only concealed sets: 22 x 4 = 88
    assert count(hit, "self-draw") == 1 and hit["points"] == 22 and hit["total"] == 88
    replacement = play(CHOWS_KONG, "self-draw", replacement=True)  # a kong replacement is a self-draw too
    assert count(replacement, "self-draw") == 1
    assert count(play(CHOWS, "discard"), "self-draw") == 0


def test_only_possible_tile() -> None:
    closed = play("13m456p789s123s55p +2m", "discard")  # only 2m completes 13m
    assert count(closed, "only-possible-tile") == 1 and closed["points"] == 22
    # 23m waits on 1m and 4m, but the player holds all four 1m himself: 4m is the only possible tile
    four_own = play("23m456p789s55s [1111m] +4m", "discard")
    assert count(four_own, "only-possible-tile") == 1
    assert count(play(CHOWS, "discard"), "only-possible-tile") == 0  # 1m or 4m
    # 1112m waits on 2m (111 22) and 3m (11 123)
    assert count(play("1112m456p789s123s +2m", "discard"), "only-possible-tile") == 0


def test_winning_tile_pair_simples() -> None:
    # 111z concealed 8 (East wind, seat and round South), pair of 5m by the winning tile 2, only 5m 2, MJ 20
    hit = play("123m456p789s111z5m +5m", "discard")
    assert count(hit, "winning-tile-pair-simples") == 1 and count(hit, "winning-tile-pair-terminals") == 0
    assert hit["points"] == 8 + 20 + 2 + 2
    assert count(play(CHOWS, "discard"), "winning-tile-pair-simples") == 0


def test_winning_tile_pair_terminals() -> None:
    hit = play("123m456p789s111z9m +9m", "discard")
    assert count(hit, "winning-tile-pair-terminals") == 1 and hit["points"] == 8 + 20 + 4 + 2
    dragons = play("123m456p789s111z6z +6z", "discard")  # pair of dragons 2 + completes it 4
    assert count(dragons, "winning-tile-pair-terminals") == 1 and count(dragons, "pair-dragons") == 1
    assert count(play("123m456p789s111z5m +5m", "discard"), "winning-tile-pair-terminals") == 0


# -- doubles, every player -------------------------------------------------------------------------------
def test_pung_dragons() -> None:
    hit = play("234p678s5p [555z] [666z]")  # two exposed dragon pungs 4 + 4, one double each: 8 x 4
    assert count(hit, "pung-dragons") == 2 and hit["doubles"] == 2 and hit["total"] == 32
    kong = play("234p678s345m1z (7777z)")
    assert count(kong, "pung-dragons") == 1
    assert count(play("55z66z234p678s345m"), "pung-dragons") == 0


def test_pung_seat_wind() -> None:
    hit = play("234p678s345m5p [222z]", seat="S", round_="E")
    assert count(hit, "pung-seat-wind") == 1 and count(hit, "pung-round-wind") == 0
    assert count(play("234p678s345m5p [222z]", seat="W", round_="E"), "pung-seat-wind") == 0


def test_pung_round_wind() -> None:
    hit = play("234p678s345m5p [222z]", seat="W", round_="S")
    assert count(hit, "pung-round-wind") == 1 and count(hit, "pung-seat-wind") == 0
    both = play("234p678s345m5p [222z]", seat="S", round_="S")  # own = round wind: 2 doubles
    assert ids(both) == ["pung-terminals-exposed", "pung-seat-wind", "pung-round-wind"] and both["doubles"] == 2
    assert count(play("234p678s345m5p [222z]", seat="W", round_="E"), "pung-round-wind") == 0


def test_own_flower_and_season() -> None:
    hit = play("234p678s345m99s5z6z 2f2g", seat="S")
    assert count(hit, "own-flower-and-season") == 1 and hit["total"] == 8 * 2
    assert count(play("234p678s345m99s5z6z 2f3g", seat="S"), "own-flower-and-season") == 0
    assert count(play("234p678s345m99s5z6z 2f", seat="S"), "own-flower-and-season") == 0


def test_all_flowers() -> None:
    hit = play("234p678s345m99s5z6z 1234f")
    assert count(hit, "all-flowers") == 1 and count(hit, "flower") == 4 and hit["total"] == 16 * 2
    assert count(play("234p678s345m99s5z6z 123f"), "all-flowers") == 0


def test_all_seasons() -> None:
    hit = play("234p678s345m99s5z6z 1234g")
    assert count(hit, "all-seasons") == 1 and hit["total"] == 16 * 2
    assert count(play("234p678s345m99s5z6z 1234f"), "all-seasons") == 0


def test_three_concealed_pungs() -> None:
    hit = play("111m222p333s456m7z")  # 8 + 4 + 4 = 16, one double
    assert count(hit, "three-concealed-pungs") == 1 and hit["total"] == 32
    with_kong = play("111m222p456m7z (3333s)")  # a declared concealed kong counts
    assert count(with_kong, "three-concealed-pungs") == 1
    assert count(play("222p333s456m7z [111m]"), "three-concealed-pungs") == 0


def test_little_three_dragons() -> None:
    hit = play("77z234p67s [555z] [666z]")  # two dragon pungs (2 doubles) + dragon pair: + 1
    assert count(hit, "little-three-dragons") == 1 and count(hit, "pung-dragons") == 2 and hit["doubles"] == 3
    assert count(play("66z77z234p678s [555z]"), "little-three-dragons") == 0


def test_big_three_dragons() -> None:
    hit = play("234p5p [555z] [666z] [777z]")  # loser: 12 points, 3 + 2 doubles = 384
    assert count(hit, "big-three-dragons") == 1 and hit["doubles"] == 5 and hit["total"] == 384
    winner = play("2345p [555z] [666z] [777z] +5p", "discard")  # a winner's is a limit hand
    assert "big-three-dragons" not in ids(winner) and winner["limit_hand"] == "three-great-scholars"
    assert count(play("77z234p67s [555z] [666z]"), "big-three-dragons") == 0


def test_little_four_joys() -> None:
    hit = play("44z23p [111z] [222z] [333z]", seat="E", round_="E")
    assert count(hit, "little-four-joys") == 1
    assert count(play("33z234p67s [111z] [222z]"), "little-four-joys") == 0


def test_big_four_joys() -> None:
    hit = play("444z5m [111z] [222z] [333z]", seat="W", round_="W")
    # 4 + 4 + 4 + 8 = 20; own/round West 2 doubles, big four joys 2
    assert count(hit, "big-four-joys") == 1 and hit["doubles"] == 4 and hit["total"] == 320
    winner = play("444z5m [111z] [222z] [333z] +5m", "discard")
    assert "big-four-joys" not in ids(winner) and winner["limit_hand"] == "four-blessings"
    assert count(play("44z23p [111z] [222z] [333z]"), "big-four-joys") == 0


# -- doubles, winner only --------------------------------------------------------------------------------
def test_zero_point_hand() -> None:
    assert count(play(CHOWS, "discard"), "zero-point-hand") == 1
    # bonus tiles and the winner's own points (self-draw, only possible tile) are disregarded
    bonus = play("13m456p789s123s55p 3f +2m", "self-draw")
    assert count(bonus, "zero-point-hand") == 1 and count(bonus, "flower") == 1
    assert count(play("23m456p789s123s55z +1m", "discard"), "zero-point-hand") == 0  # dragon pair
    assert count(play("23m456p789s55p [111s] +1m", "discard"), "zero-point-hand") == 0


def test_no_chow() -> None:
    hit = play("111m222p333s999s5z +5z", "discard")
    assert count(hit, "no-chow") == 1
    assert count(play("111m222p333s789s5z +5z", "discard"), "no-chow") == 0


def test_only_concealed_sets() -> None:
    assert count(play(CHOWS, "self-draw"), "only-concealed-sets") == 1
    assert count(play(CHOWS_KONG, "self-draw"), "only-concealed-sets") == 1  # a declared kong is concealed
    assert count(play(CHOWS, "discard"), "only-concealed-sets") == 0
    assert count(play("23m789s123s55p [456p] +1m", "self-draw"), "only-concealed-sets") == 0


def test_one_suit_with_honours() -> None:
    hit = play("123m456m789m111z5z +5z", "discard")
    assert count(hit, "one-suit-with-honours") == 1 and count(hit, "one-suit") == 0
    assert count(play("123m456m789p111z5z +5z", "discard"), "one-suit-with-honours") == 0


def test_one_suit() -> None:
    hit = play("456m789m111m5m [123m] +5m", "discard")
    assert count(hit, "one-suit") == 1 and count(hit, "one-suit-with-honours") == 0 and hit["doubles"] == 3
    assert count(play("123m456m789m111z5z +5z", "discard"), "one-suit") == 0


def test_only_terminals_and_honours() -> None:
    hit = play("111z555z9s [111m] [999p] +9s", "discard")
    assert count(hit, "only-terminals-and-honours") == 1 and count(hit, "only-honours") == 0
    assert count(play("111z555z9s [111m] [888p] +9s", "discard"), "only-terminals-and-honours") == 0


def test_only_honours() -> None:
    """Decision: only honours is 2 doubles and replaces only terminals and honours."""
    hit = play("333z555z6z [111z] [222z] +6z", "discard", seat="W", round_="E")
    assert count(hit, "only-honours") == 1 and count(hit, "only-terminals-and-honours") == 0
    # East 4 + South 4 + West 8 + white 8 + green pair 2 + completes it 4 + only tile 2 + MJ 20 = 52;
    # own wind 1, round wind 1, dragon 1, no chow 1, only honours 2: 6 doubles, capped
    assert (hit["points"], hit["doubles"], hit["total"], hit["limit"]) == (52, 6, 500, "limit")
    assert count(play("111z555z9s [111m] [999p] +9s", "discard"), "only-honours") == 0


def test_kong_replacement() -> None:
    hit = play(CHOWS_KONG, "self-draw", replacement=True)
    assert count(hit, "kong-replacement") == 1 and count(hit, "self-draw") == 1
    # Decision: a bonus-tile replacement is an ordinary self-draw
    bonus = play("23m456p789s123s55p 3f +1m", "self-draw", flower_replacement=True)
    assert count(bonus, "kong-replacement") == 0 and count(bonus, "self-draw") == 1
    assert count(play(CHOWS_KONG, "self-draw"), "kong-replacement") == 0


def test_last_tile_wall() -> None:
    hit = play(CHOWS, "self-draw", last_tile=True)
    assert count(hit, "last-tile-wall") == 1 and count(hit, "last-tile-discard") == 0
    assert count(play(CHOWS, "discard", last_tile=True), "last-tile-wall") == 0


def test_last_tile_discard() -> None:
    hit = play(CHOWS, "discard", last_tile=True)
    assert count(hit, "last-tile-discard") == 1 and count(hit, "last-tile-wall") == 0
    assert count(play(CHOWS, "self-draw", last_tile=True), "last-tile-discard") == 0


def test_robbing_kong() -> None:
    assert count(play(CHOWS, "discard", robbing_kong=True), "robbing-kong") == 1
    assert count(play(CHOWS, "discard"), "robbing-kong") == 0


def test_original_call() -> None:
    assert count(play(CHOWS, "discard", original_call=True), "original-call") == 1
    assert count(play(CHOWS, "discard"), "original-call") == 0


# -- limit hands ---------------------------------------------------------------------------------------------
def assert_limit(result: dict[str, Any], rule: str) -> None:
    assert result["won"] and rule in ids(result)
    assert (result["points"], result["doubles"], result["limit"], result["total"]) == (None, None, "limit", 500)
    assert all("limit" in item for item in result["items"])


def test_hidden_treasure() -> None:
    assert_limit(play("111m222p333s999s5z +5z", "self-draw"), "hidden-treasure")
    # Decision: a claimed tile exposes what it completes, even the pair
    assert "hidden-treasure" not in ids(play("111m222p333s999s5z +5z", "discard"))
    assert "hidden-treasure" not in ids(play("111m222p999s5z [333s] +5z", "self-draw"))


def test_heads_and_tails() -> None:
    assert_limit(play("999m111p999p9s [111m] +9s", "discard"), "heads-and-tails")
    miss = play("999m111p111z9s [111m] +9s", "discard")
    assert miss["limit_hand"] is None and "only-terminals-and-honours" in ids(miss)


def test_fourfold_plenty() -> None:
    assert_limit(play("5z [1111m] (2222p) [3333s] (4444z) +5z", "discard"), "fourfold-plenty")
    assert play("444z5z [1111m] (2222p) [3333s] +5z", "discard")["limit_hand"] is None


def test_three_great_scholars() -> None:
    assert_limit(play("2345p [555z] [666z] [777z] +5p", "discard"), "three-great-scholars")
    miss = play("23467p77z [555z] [666z] +5p", "discard")
    assert miss["limit_hand"] is None and "little-three-dragons" in ids(miss)


def test_four_blessings() -> None:
    assert_limit(play("444z5m [111z] [222z] [333z] +5m", "discard"), "four-blessings")
    miss = play("4z234p [111z] [222z] [333z] +4z", "discard")
    assert miss["limit_hand"] is None and "little-four-joys" in ids(miss)


def test_imperial_jade() -> None:
    assert_limit(play("234234666888s6z +6z", "discard"), "imperial-jade")
    assert play("234234666888s5z +5z", "discard")["limit_hand"] is None  # white dragon


def test_concealed_one_suit() -> None:
    assert_limit(play("1111234556789m +5m", "self-draw"), "concealed-one-suit")
    assert_limit(play("23456778m99m (1111m) +9m", "self-draw"), "concealed-one-suit")  # concealed kong
    # Decision: the discard exposes the set it completes; one suit only is counted instead
    miss = play("1111234556789m +5m", "discard")
    assert miss["limit_hand"] is None and "one-suit" in ids(miss)


def test_nine_gates() -> None:
    assert_limit(play("1112345678999m +5m", "discard"), "nine-gates")
    self_drawn = play("1112345678999p +2p", "self-draw")  # also concealed one-suit and squirming snake
    assert ids(self_drawn) == ["concealed-one-suit", "nine-gates", "squirming-snake"]
    assert self_drawn["limit_hand"] == "concealed-one-suit"  # the first in table order
    # the same 14 tiles, but the 13 before the winning tile are not 1112345678999
    assert "nine-gates" not in ids(play("1112345578999m +6m", "discard"))


def test_thirteen_orphans() -> None:
    assert_limit(play("19m19p19s1234567z +1m", "discard"), "thirteen-orphans")
    assert_limit(play("19m19p19s1234566z +7z", "self-draw"), "thirteen-orphans")
    assert play("19m19p19s1234566z +1m", "discard")["reason"] == "not-complete"


def test_squirming_snake() -> None:
    assert_limit(play("111234567999s8s +8s", "discard"), "squirming-snake")
    assert_limit(play("1155p [234p] [999p] [678p] +1p", "discard"), "squirming-snake")  # exposed sets too
    miss = play("111234678999s3s +3s", "discard")  # pair of 3s
    assert miss["limit_hand"] is None and "one-suit" in ids(miss)


def test_plum_blossom() -> None:
    assert_limit(play("234m567s11z55p (9999m) +5p", "self-draw", replacement=True), "plum-blossom")
    assert play("234m567s11z55p (9999m) +5p", "self-draw")["limit_hand"] is None
    assert play("234m567s11z66p (9999m) +6p", "self-draw", replacement=True)["limit_hand"] is None


def test_moon_from_the_sea() -> None:
    assert_limit(play("234m567s11z11p999s +1p", "self-draw", last_tile=True), "moon-from-the-sea")
    miss = play("234m567s11z11p999s +1p", "discard", last_tile=True)
    assert miss["limit_hand"] is None and "last-tile-discard" in ids(miss)


def test_scratching_carrying_pole() -> None:
    assert_limit(play("34s234m567p11z999s +2s", "discard", robbing_kong=True), "scratching-carrying-pole")
    miss = play("34s234m567p11z999s +5s", "discard", robbing_kong=True)
    assert miss["limit_hand"] is None and "robbing-kong" in ids(miss)


def test_twofold_fortune() -> None:
    hand = "234m11z66p (9999m) (8888s) +6p"
    assert_limit(play(hand, "self-draw", replacement=True, kong_on_kong=True), "twofold-fortune")
    assert play(hand, "self-draw", replacement=True)["limit_hand"] is None


def test_blessing_of_heaven() -> None:
    assert_limit(play(CHOWS, "self-draw", seat="E", first_turn=True), "blessing-of-heaven")
    # Decision: with a concealed kong declared before East's first discard
    kong = play(CHOWS_KONG, "self-draw", seat="E", first_turn=True, replacement=True)
    assert_limit(kong, "blessing-of-heaven")
    assert play(CHOWS, "self-draw", seat="E")["limit_hand"] is None


def test_blessing_of_earth() -> None:
    result = play(CHOWS, {"by": "discard", "from": "E", "first_turn": True}, seat="W")
    assert_limit(result, "blessing-of-earth")
    assert "blessing-of-heaven" not in ids(result)
    assert play(CHOWS, {"by": "discard", "from": "E"}, seat="W")["limit_hand"] is None


def test_east_nine_wins() -> None:
    assert_limit(play(CHOWS, "discard", seat="E", context={"east_consecutive_wins": 8}), "east-nine-wins")
    assert play(CHOWS, "discard", seat="E", context={"east_consecutive_wins": 7})["limit_hand"] is None
    assert play(CHOWS, "discard", seat="S", context={"east_consecutive_wins": 8})["limit_hand"] is None


# -- Decisions -------------------------------------------------------------------------------------------
def test_decision_claimed_tile_exposes_set() -> None:
    """A set completed with a claimed tile is exposed for every rule."""
    drawn = play("99m345m234p678s55p +9m", "self-draw")
    claimed = play("99m345m234p678s55p +9m", "discard")
    assert count(drawn, "pung-terminals-concealed") == 1
    assert count(claimed, "pung-terminals-exposed") == 1 and count(claimed, "pung-terminals-concealed") == 0
    assert claimed["arrangement"] == "345m [999m] 234p 55p 678s"
    # three concealed pungs: the third completed by a discard does not count
    assert count(play("111m222p33s456m55z +3s", "self-draw"), "three-concealed-pungs") == 1
    assert count(play("111m222p33s456m55z +3s", "discard"), "three-concealed-pungs") == 0


def test_decision_claimed_kong_is_exposed() -> None:
    """A kong from a concealed pung plus a claimed fourth tile is written [....] and is exposed."""
    result = play("111m222p456m5z [3333s] +5z", "self-draw")
    assert count(result, "kong-simples-exposed") == 1
    assert count(result, "three-concealed-pungs") == 0 and count(result, "only-concealed-sets") == 0
    assert result["limit_hand"] is None  # no hidden treasure
    one_suit = play("2222456788s [1111s] +3s", "self-draw")  # no concealed one-suit hand
    assert one_suit["limit_hand"] is None and count(one_suit, "one-suit") == 1


def test_decision_discard_on_pair_is_exposed() -> None:
    """A discard that completes the pair still rules out only concealed sets and the concealed limits."""
    result = play("123m456p789s123s5p +5p", "discard")
    assert count(result, "only-concealed-sets") == 0
    assert result["arrangement"] == "123m 456p [55p] 123s 789s"


def test_decision_min_points_compared_with_total() -> None:
    # the contract example: 34 points, 3 doubles, 272
    example = "111m666m55m77m [234m] +7m"
    assert play(example, "discard", seat="E", options={"min_points": 272})["won"]
    below = play(example, "discard", seat="E", options={"min_points": 273})
    assert not below["won"] and below["reason"] == "below-minimum"


def test_decision_four_undeclared_tiles_are_a_pung_and_a_single() -> None:
    result = play("1111m234p567s99p5z")  # a loser: pung 8 and a single, no kong
    assert ids(result) == ["pung-terminals-concealed"] and result["total"] == 8
    assert result["arrangement"] == "1m 111m 234p 99p 567s 5z"
    honours = play("1111z234p567s99p5m", seat="E", round_="E")
    assert ids(honours) == ["pung-terminals-concealed", "pung-seat-wind", "pung-round-wind"]
    assert honours["total"] == 32


def test_decision_flower_replacement_is_a_self_draw() -> None:
    result = play("23m456p789s123s55p 1f +1m", "self-draw", flower_replacement=True)
    assert ids(result) == ["flower", "mahjong", "self-draw", "zero-point-hand", "only-concealed-sets"]


# -- the contract's worked example and result shapes ---------------------------------------------------
def test_contract_example() -> None:
    request = {
        "ruleset": "dmjl-classical",
        "hand": "111m666m55m77m [234m] +7m",
        "seat_wind": "E",
        "round_wind": "S",
        "options": {},
        "win": {"by": "discard", "from": "N"},
        "context": {"east_consecutive_wins": 0},
        "irregular": None,
        "riichi": None,
    }
    assert score_json(request) == {
        "ruleset": "dmjl-classical",
        "won": True,
        "reason": None,
        "points": 34,
        "doubles": 3,
        "fan": None,
        "han": None,
        "fu": None,
        "limit": None,
        "limit_hand": None,
        "total": 272,
        "items": [
            {
                "rule": "pung-terminals-concealed",
                "en": "Concealed pung of terminals or honours",
                "de": "Verdeckter Pong aus Hauptziegeln",
                "points": 8,
            },
            {
                "rule": "pung-simples-concealed",
                "en": "Concealed pung of simples",
                "de": "Verdeckter Pong aus Grundziegeln",
                "points": 4,
            },
            {
                "rule": "pung-simples-exposed",
                "en": "Exposed pung of simples",
                "de": "Offener Pong aus Grundziegeln",
                "points": 2,
            },
            {"rule": "mahjong", "en": "Mah-Jongg", "de": "Mah-Jongg", "points": 20},
            {"rule": "one-suit", "en": "One suit only", "de": "Reines Farbspiel", "doubles": 3},
        ],
        "arrangement": "111m [234m] 55m 666m [777m]",
        "payments": None,
        "error": None,
    }


def test_typed_api_matches_json() -> None:
    request = {
        "ruleset": "dmjl-classical",
        "hand": "34p567s77z [555z] [666z] +2p",
        "seat_wind": "S",
        "round_wind": "E",
        "win": {"by": "self-draw"},
    }
    typed = find_ruleset("dmjl-classical").score(ScoreRequest.from_json(request))
    assert typed.to_json() == score_json(request)
    assert (typed.points, typed.doubles, typed.total) == (32, 3, 256)


def test_limit_hand_result_shape() -> None:
    result = play("111m222p333s999s5z +5z", "self-draw")  # also four concealed pungs: hidden treasure only
    assert result["limit_hand"] == "hidden-treasure"
    assert result["items"] == [
        {"rule": "hidden-treasure", "en": "Hidden treasure", "de": "Verborgener Schatz", "limit": "limit"}
    ]
    several = play("555z666z777z111m9s +9s", "self-draw")  # hidden treasure and three great scholars
    assert ids(several) == ["hidden-treasure", "three-great-scholars"] and several["limit_hand"] == "hidden-treasure"


def test_capped_total() -> None:
    result = play("333z555z6z [111z] [222z] +6z", "discard", seat="W", round_="E")
    assert (result["limit"], result["limit_hand"], result["total"]) == ("limit", None, 500)
    assert result["points"] == 52 and result["doubles"] == 6
    higher = play("333z555z6z [111z] [222z] +6z", "discard", seat="W", round_="E", options={"limit": 5000})
    assert (higher["limit"], higher["total"]) == (None, 52 * 64)
    limit_hand = play("2345p [555z] [666z] [777z] +5p", "discard", options={"limit": 1000})
    assert limit_hand["total"] == 1000


def test_not_complete() -> None:
    result = play("189m1234z [234m] [567m] +1m", "discard")
    assert result == {
        **result,
        "won": False,
        "reason": "not-complete",
        "points": None,
        "doubles": None,
        "limit": None,
        "limit_hand": None,
        "total": 0,
        "items": [],
        "arrangement": None,
    }
    # no seven pairs in this rule set
    assert play("1p99s1122336677z +1p", "self-draw")["reason"] == "not-complete"


def test_below_minimum() -> None:
    result = play("2289s [444s] [567s] [111m] +7s", "discard", options={"min_points": 30})
    # exposed 4s 2, exposed 1m 4, MJ 20, only possible tile 2 = 28 < 30
    assert (result["won"], result["reason"], result["total"]) == (False, "below-minimum", 0)
    assert (result["points"], result["doubles"], result["limit"], result["limit_hand"]) == (28, 0, None, None)
    assert ids(result) == ["pung-terminals-exposed", "pung-simples-exposed", "mahjong", "only-possible-tile"]
    assert result["arrangement"] == "[111m] 22s [444s] [567s] [789s]"
    assert play("2289s [444s] [567s] [111m] +7s", "discard", options={"min_points": 28})["won"]


def test_dead_hand() -> None:
    for irregular in ("dead", "short", "foul"):
        result = play(CHOWS, "discard", irregular=irregular)
        assert result == {
            **result,
            "won": False,
            "reason": "dead-hand",
            "points": None,
            "doubles": None,
            "total": 0,
            "items": [],
            "arrangement": None,
        }
    assert play("23m456p789s123s +1m", "discard", irregular="short")["reason"] == "dead-hand"


def test_items_in_table_order_with_names() -> None:
    result = play("234p678s345m99s5z6z 3f1f 1g", seat="E")
    assert ids(result) == ["flower", "flower", "season", "own-flower-and-season"]
    assert result["items"][0] == {"rule": "flower", "en": "Flower", "de": "Blume", "points": 4}
    order = [rule.id for _, table in TABLES for rule in table]
    winner = play("99m345m234p678s55z 1f +9m", "self-draw", seat="E")
    positions = [order.index(rule) for rule in ids(winner)]
    assert positions == sorted(positions)


# -- choosing the arrangement ------------------------------------------------------------------------------
def test_arrangement_highest_total() -> None:
    # 111222333m as three concealed pungs (4 + 4 + 8, three concealed pungs) beats three chows
    result = play("111222333m456p5s +5s", "self-draw")
    assert result["arrangement"] == "111m 222m 333m 456p 55s"
    assert count(result, "three-concealed-pungs") == 1


def test_arrangement_winning_tile_where_it_scores_most() -> None:
    # 1m completes the pair (4) rather than the chow
    result = play("1123m [111z] [111p] [999s] +1m", "self-draw", seat="E", round_="E")
    assert result["arrangement"] == "11m 123m [111p] [999s] [111z]" and result["total"] == 152


def test_arrangement_ties_sort_first() -> None:
    # 3m in 123m or in 345m scores the same; the string with the claimed chow later sorts first
    result = play("12345m456p789s55p +3m", "discard")
    assert result["arrangement"] == "123m [345m] 456p 55p 789s"


# -- losers ----------------------------------------------------------------------------------------------
def test_loser_result_shape() -> None:
    result = play("345999m234p678s5p", seat="E", round_="E")
    assert {k: result[k] for k in ("won", "reason", "payments", "limit", "limit_hand")} == {
        "won": False,
        "reason": None,
        "payments": None,
        "limit": None,
        "limit_hand": None,
    }
    assert result["total"] == 8 and result["arrangement"] == "345m 999m 234p 5p 678s"


def test_loser_only_every_player_tables() -> None:
    every = {rule.id for title, table in TABLES if "every player" in title for rule in table}
    result = play("111z222z333z55z6m7m", seat="E", round_="E")
    assert set(ids(result)) <= every and "mahjong" not in ids(result)
    assert count(result, "little-four-joys") == 0 and count(result, "pung-seat-wind") == 1


def test_loser_limit_by_counting() -> None:
    result = play("6m333z [111z] [222z] [4444z]", seat="E", round_="E")  # 32 points, 4 doubles: 512
    assert (result["points"], result["doubles"], result["total"], result["limit"]) == (32, 4, 500, "limit")
    assert result["limit_hand"] is None


def test_loser_short() -> None:
    result = play("111p234s", irregular="short")  # scored as it stands, no pair or set invented
    assert ids(result) == ["pung-terminals-concealed"] and result["total"] == 8
    assert result["arrangement"] == "111p 234s"


def test_loser_long() -> None:
    result = play("111m222m333m444m555m", irregular="long")
    assert result["total"] == 0 and result["limit"] is None and result["reason"] is None
    assert result["points"] == 8 + 4 * 4 and result["doubles"] == 1  # as found, for the explanation


def test_loser_foul() -> None:
    result = play("111p234s567s9m [124m!]", irregular="foul")
    assert ids(result) == ["pung-terminals-concealed"] and result["total"] == 8
    assert result["arrangement"] == "[124m!] 9m 111p 234s 567s"


def test_loser_dead() -> None:
    plain = play("111p234s567s99m22z")
    dead = play("111p234s567s99m22z", irregular="dead")
    assert dead == plain and dead["total"] == 8 + 2 + 2


# -- properties --------------------------------------------------------------------------------------------
def _tokens_tiles(arrangement: str) -> Counter[str]:
    out: Counter[str] = Counter()
    for token in arrangement.split():
        out.update(str(t) for t in parse_tiles(token.strip("[]()!")))
    return out


def _playing_tiles(hand: str) -> Counter[str]:
    parsed = parse_hand(hand, irregular="long", red_fives=False)
    out = Counter(str(t) for t in parsed.tiles())
    for meld in parsed.melds:
        out.update(str(t) for t in meld.tiles)
    return out


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    spec=complete_hand_specs(red_fives=False, table_claims=True),
    by=st.sampled_from(("discard", "self-draw")),
    seat=st.sampled_from(WINDS),
    round_=st.sampled_from(WINDS),
)
def test_property_winner(spec: Any, by: str, seat: str, round_: str) -> None:
    result = play(spec.text, by, seat=seat, round_=round_)
    assert result["won"] and 0 < result["total"] <= 500
    if result["limit_hand"] is None:
        points = sum(i.get("points", 0) for i in result["items"])
        doubles = sum(i.get("doubles", 0) for i in result["items"])
        assert (points, doubles) == (result["points"], result["doubles"])
        assert result["total"] == min(points * 2**doubles, 500)
        assert (result["limit"] == "limit") == (points * 2**doubles >= 500)
    assert _tokens_tiles(result["arrangement"]) == _playing_tiles(spec.text)
    hand = parse_hand(spec.text, red_fives=False)
    only = len(waits(hand, Forms.REGULAR | Forms.ORPHANS)) == 1
    assert result["limit_hand"] is not None or ("only-possible-tile" in ids(result)) == only


@settings(max_examples=examples(300), deadline=None)
@given(spec=hand_specs(winning=False, red_fives=False, table_claims=True), seat=st.sampled_from(WINDS))
def test_property_loser(spec: Any, seat: str) -> None:
    result = play(spec.text, seat=seat)
    assert not result["won"] and result["reason"] is None
    points = sum(i.get("points", 0) for i in result["items"])
    doubles = sum(i.get("doubles", 0) for i in result["items"])
    assert (points, doubles) == (result["points"], result["doubles"])
    assert result["total"] == min(points * 2**doubles, 500)
    every = {rule.id for title, table in TABLES if "every player" in title for rule in table}
    assert set(ids(result)) <= every
    assert _tokens_tiles(result["arrangement"]) == _playing_tiles(spec.text)


FLAGS = (
    "replacement",
    "flower_replacement",
    "kong_on_kong",
    "robbing_kong",
    "last_tile",
    "first_turn",
    "original_call",
)


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    spec=st.one_of(hand_specs(red_fives=False), complete_hand_specs(red_fives=False)),
    seat=st.sampled_from(WINDS),
    by=st.sampled_from(("discard", "self-draw")),
    source=st.sampled_from((None, *WINDS)),
    flags=st.sets(st.sampled_from(FLAGS), max_size=3),
    irregular=st.sampled_from((None, None, "dead", "short", "long", "foul")),
    streak=st.sampled_from((0, 8)),
    minimum=st.sampled_from((0, 0, 100)),
)
def test_property_never_raises(
    spec: Any, seat: str, by: str, source: str | None, flags: set[str], irregular: str | None, streak: int, minimum: int
) -> None:
    """Whatever the flags (contradictory ones included), the JSON API answers with a score or an error."""
    request: dict[str, Any] = {
        "ruleset": "dmjl-classical",
        "hand": spec.text,
        "seat_wind": seat,
        "round_wind": "E",
        "context": {"east_consecutive_wins": streak},
        "options": {"min_points": minimum},
        "irregular": irregular,
    }
    if spec.winning is not None:
        request["win"] = {"by": by, "from": source, **dict.fromkeys(flags, True)}
    result = score_json(request)
    if result["error"] is None:
        assert result["total"] >= 0 and (result["won"] or result["reason"] != "dead-hand" or irregular)
        assert result["won"] == (result["total"] > 0 and spec.winning is not None)


# -- the tables as data ------------------------------------------------------------------------------------
def test_tables_are_data() -> None:
    rules = [rule for _, table in TABLES for rule in table]
    assert len({rule.id for rule in rules}) == len(rules)
    for rule in rules:
        assert rule.id.isascii() and rule.id == rule.id.lower() and " " not in rule.id
        assert rule.en and rule.de and rule.note
        assert rule.unit in ("points", "doubles", "limit")
        assert (rule.value == "limit") == (rule.unit == "limit")
    assert find_ruleset("dmjl-classical").rule_tables() is TABLES


@pytest.mark.parametrize("rule", [rule.id for _, table in TABLES for rule in table])
def test_every_rule_has_a_test(rule: str) -> None:
    assert f"test_{rule.replace('-', '_')}" in globals()
