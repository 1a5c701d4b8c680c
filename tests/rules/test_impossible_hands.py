"""Hands that cannot happen at a real table are refused with `InvalidRequest` and a message that says why.

- Robbing a kong: the robbed tile is the fourth copy, so the winner holds no other copy of it
  (`classical-dmjl.md`, `hk-easy.md`, `riichi-hana.md`); for Thirteen Orphans robbing a concealed kong
  (Classical) that rules out a 13-sided wait, whose winning tile would be a fifth copy.
- Classical original call: at most one exposed set (claimed before the call, with the first discard); the set
  or pair claimed for Mah-Jongg is the winning tile `+X`; never a win on a kong replacement.
- An exposed chow comes from the left player (`<`); only the chow that completes Mah-Jongg may come from any
  player, and that one is written with the winning tile `+X`, never as a bracketed meld (`notation.md`).
"""

from typing import Any

import pytest

from jongg import InvalidRequest, find_ruleset, score
from jongg.contract import ScoreRequest

RULESETS = ("dmjl-classical", "dmjl-hk-easy", "riichi-hana")


def request(hand: str, ruleset: str = "dmjl-classical", seat: str = "S", **win: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"ruleset": ruleset, "hand": hand, "seat_wind": seat, "round_wind": "E"}
    if "+" in hand:
        body["win"] = {"by": "discard", "from": "W", **win}
    return body


def refused(body: dict[str, Any], *words: str) -> None:
    """Both APIs refuse: the typed one raises, the JSON one answers with an InvalidRequest error."""
    with pytest.raises(InvalidRequest) as raised:
        find_ruleset(body["ruleset"]).score(ScoreRequest.from_json(body))
    error = score(body)["error"]
    assert error is not None and error["type"] == "InvalidRequest"
    assert error["message"] == str(raised.value)
    for word in words:
        assert word in error["message"]


def accepted(body: dict[str, Any]) -> dict[str, Any]:
    result = score(body)
    assert result["error"] is None, result["error"]
    return result


# -- robbing the kong --------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
def test_robbing_a_kong_with_another_copy_of_the_robbed_tile_is_refused(ruleset: str) -> None:
    refused(request("123m456p789s22s55z +2s", ruleset, robbing_kong=True), "robbing_kong", "2s")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_robbing_a_kong_with_a_copy_in_an_exposed_meld_is_refused(ruleset: str) -> None:
    refused(request("234m456p55z [567s<] 67s +5s", ruleset, robbing_kong=True), "robbing_kong")


def test_issue_example_robbing_scores_no_limit() -> None:
    refused(request("123m456p789s22s55z +2s", robbing_kong=True), "robbing_kong")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_robbing_a_kong_without_another_copy_is_accepted(ruleset: str) -> None:
    result = accepted(request("34s234m567p11z999s +2s", ruleset, robbing_kong=True))
    assert result["won"] or result["reason"] is not None


def test_robbing_a_concealed_kong_for_thirteen_orphans_with_the_pair_elsewhere_is_accepted() -> None:
    result = accepted(request("19m19p19s1234566z +7z", robbing_kong=True))
    assert result["limit_hand"] == "thirteen-orphans"


def test_robbing_a_kong_for_thirteen_orphans_that_needs_a_fifth_copy_is_refused() -> None:
    refused(request("19m19p19s1234567z +1m", robbing_kong=True), "robbing_kong", "1m")


def test_robbing_kong_without_the_flag_keeps_the_hand_valid() -> None:
    accepted(request("123m456p789s22s55z +2s"))


# -- Classical original call -----------------------------------------------------------------------------
def test_original_call_with_three_exposed_sets_is_refused() -> None:
    refused(request("[111m] [222p] [333s] 678s5z +5z", original_call=True), "original_call", "3 exposed")


def test_original_call_with_two_exposed_sets_is_refused() -> None:
    refused(request("[111m] [222p] 333s678s5z +5z", original_call=True), "original_call")


def test_original_call_with_one_exposed_set_is_accepted() -> None:
    result = accepted(request("[111m] 222p333s678s5z +5z", original_call=True))
    assert "original-call" in [item["rule"] for item in result["items"]]


def test_original_call_with_an_exposed_kong_claimed_before_the_call_is_accepted() -> None:
    accepted(request("[1111m] 222p333s678s5z +5z", original_call=True))


def test_original_call_with_concealed_kongs_declared_before_the_first_discard_is_accepted() -> None:
    accepted({**request("(1111m) (2222p) 333s678s5z +5z", seat="E"), "win": {"by": "self-draw", "original_call": True}})


def test_original_call_with_a_kong_replacement_win_is_refused() -> None:
    body = {
        **request("(1111m) 222p333s678s5z +5z"),
        "win": {"by": "self-draw", "original_call": True, "replacement": True},
    }
    refused(body, "original_call", "replacement")


def test_original_call_with_kong_on_kong_is_refused() -> None:
    body = {
        **request("(1111m) (2222p) 333s678s5z +5z"),
        "win": {"by": "self-draw", "original_call": True, "replacement": True, "kong_on_kong": True},
    }
    refused(body, "original_call")


def test_three_exposed_sets_without_original_call_are_accepted() -> None:
    accepted(request("[111m] [222p] [333s] 678s5z +5z"))


# -- chows come from the left -------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("marker", ["^", ">"])
def test_exposed_chow_claimed_from_another_than_the_left_player_is_refused(ruleset: str, marker: str) -> None:
    refused(request(f"[123m{marker}] 456p789s234s5p +5p", ruleset), "chow", f"[123m{marker}]")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_exposed_chow_of_a_losing_hand_from_the_opposite_player_is_refused(ruleset: str) -> None:
    refused(request("[123m^] 456p789s234s5p", ruleset), "chow")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_exposed_chow_from_the_left_or_unmarked_is_accepted(ruleset: str) -> None:
    accepted(request("[123m<] 456p789s234s5p +5p", ruleset))
    accepted(request("[123m] 456p789s234s5p +5p", ruleset))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_pung_from_any_player_is_accepted(ruleset: str) -> None:
    accepted(request("[777z^] 456p789s234s5p +5p", ruleset))
    accepted(request("[999m>] 456p789s234s5p +5p", ruleset))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_mahjong_chow_from_the_opposite_player_is_the_winning_tile(ruleset: str) -> None:
    """The chow that completes Mah-Jongg, claimed from the player opposite, is written with `+X`."""
    result = accepted({**request("12m456p789s234s55p +3m", ruleset), "win": {"by": "discard", "from": "N"}})
    assert result["won"] or result["reason"] is not None


def test_robbing_kong_with_a_bonus_winning_tile_is_an_error_not_indexerror() -> None:
    """A Daifaahou win (the eighth flower, revealed by another player) flagged as robbing a kong crashed the
    Riichi robbed-tile count (a bonus kind has no count)."""
    body = {
        "ruleset": "riichi-hana",
        "hand": "23567m234p55678s 1234f123g",
        "seat_wind": "S",
        "round_wind": "E",
        "win": {"by": "discard", "from": "W", "flower_win": True, "robbing_kong": True},
    }
    body["hand"] += " +4g"
    refused(body, "robbing_kong", "bonus")
