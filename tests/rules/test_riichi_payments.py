"""`riichi-hana` payments (`spec/riichi-hana.md` "Payments" with its pao and nagashi Decisions), settlement
(`spec/contract.md` §4, `spec/penalties.md` chombo) and `deal_passes`."""

from __future__ import annotations

from typing import Any

import pytest

from jongg import find_ruleset, score, settle
from jongg.contract import SettleRequest
from jongg.rules.riichi.settle import base_points, hand_value, payments

RULESET = "riichi-hana"
WINDS = ("E", "S", "W", "N")
DAISANGEN = "234m9p [555z] [666z] [777z] +9p"
DAISANGEN_TSUUIISOU = "1122z [555z] [666z] [777z] +2z"
DAISUUSHII = "222333z5m [444z] [111z] +5m"


def pays(result: dict[str, Any]) -> list[tuple[str, int]]:
    return [(p["from"], p["amount"]) for p in result["payments"]]


def riichi(
    hand: str,
    seat: str = "S",
    source: str | None = "W",
    info: dict[str, Any] | None = None,
    options: dict[str, Any] | None = None,
    **flags: Any,
) -> dict[str, Any]:
    win: dict[str, Any] = {"by": "self-draw"} if source is None else {"by": "discard", "from": source}
    win.update(flags)
    result = score(
        {
            "ruleset": RULESET,
            "hand": hand,
            "seat_wind": seat,
            "round_wind": "E",
            "win": win,
            "riichi": info,
            "options": options or {},
        }
    )
    assert result["error"] is None, result["error"]
    assert result["total"] == sum(p["amount"] for p in result["payments"] or [])
    return result


# -- base points and limits --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("han", "fu", "base", "tier"),
    [
        (1, 30, 240, None),
        (2, 25, 400, None),
        (3, 30, 960, None),
        (4, 30, 1920, None),
        (3, 60, 1920, None),
        (4, 40, 2000, "mangan"),
        (3, 70, 2000, "mangan"),
        (5, 30, 2000, "mangan"),
        (6, 30, 3000, "haneman"),
        (7, 20, 3000, "haneman"),
        (8, 30, 4000, "baiman"),
        (10, 30, 4000, "baiman"),
        (11, 30, 6000, "sanbaiman"),
        (12, 30, 6000, "sanbaiman"),
        (13, 30, 8000, "yakuman"),
        (20, 30, 8000, "yakuman"),
    ],
)
def test_base_points(han: int, fu: int, base: int, tier: str | None) -> None:
    assert base_points(han, fu) == (base, tier)


def test_kiriage_and_kazoe_options() -> None:
    assert base_points(4, 30, kiriage=True) == (2000, "mangan")
    assert base_points(3, 60, kiriage=True) == (2000, "mangan")
    assert base_points(3, 50, kiriage=True) == (1600, None)
    assert base_points(13, 30, kazoe="sanbaiman") == (6000, "sanbaiman")
    result = riichi("22334m567p55678s +4m", info={"riichi": True}, options={"kiriage": True})
    assert (result["han"], result["fu"], result["limit"], result["total"]) == (4, 30, "mangan", 8000)


@pytest.mark.parametrize(
    ("b", "winner", "self_draw", "value"),
    [
        (240, "S", False, 1000),
        (240, "E", False, 1500),
        (240, "S", True, 1100),
        (240, "E", True, 1500),
        (2000, "S", False, 8000),
        (2000, "E", True, 12000),
        (8000, "N", True, 32000),
    ],
)
def test_hand_value(b: int, winner: str, self_draw: bool, value: int) -> None:
    assert hand_value(b, winner, self_draw) == value


# -- ron and tsumo, honba, sticks ------------------------------------------------------------------------------
def test_non_dealer_ron_with_honba_and_sticks() -> None:
    result = riichi("23567m234p55678s +4m", info={"riichi": True, "honba": 2, "riichi_sticks": 3})
    assert pays(result) == [("W", 3900 + 600), ("table", 3000)]


def test_dealer_ron() -> None:
    assert pays(riichi("23567m234p55678s +4m", seat="E", info={"riichi": True})) == [("W", 5800)]


def test_non_dealer_tsumo_rounds_each_payment_up() -> None:
    """Riichi tsumo pinfu tanyao: 4 han 20 fu, base 1,280: dealer 2,560 → 2,600, others 1,280 → 1,300; one honba
    adds 100 to each."""
    result = riichi("23567m234p55678s +4m", source=None, info={"riichi": True, "honba": 1})
    assert pays(result) == [("E", 2700), ("W", 1400), ("N", 1400)]


def test_dealer_tsumo() -> None:
    result = riichi("23567m234p55678s +4m", seat="E", source=None, info={"riichi": True, "honba": 1})
    assert pays(result) == [("S", 2700), ("W", 2700), ("N", 2700)]


def test_payments_function_order_and_table() -> None:
    assert [(p.from_, p.amount) for p in payments("W", None, 2000, 1, 2)] == [
        ("E", 4100),
        ("S", 2100),
        ("N", 2100),
        ("table", 2000),
    ]


# -- pao ---------------------------------------------------------------------------------------------------------
def test_pao_tsumo_liable_pays_all_as_a_ron() -> None:
    result = riichi(DAISANGEN, source=None, info={"pao": "E", "honba": 2, "riichi_sticks": 1})
    assert pays(result) == [("E", 32600), ("table", 1000)]


def test_pao_ron_by_another_player_half_each_liable_pays_honba() -> None:
    result = riichi(DAISANGEN, source="W", info={"pao": "N", "honba": 1})
    assert pays(result) == [("W", 16000), ("N", 16300)]


def test_pao_liable_deals_in_pays_all() -> None:
    assert pays(riichi(DAISANGEN, source="W", info={"pao": "W", "honba": 1})) == [("W", 32300)]


def test_pao_dealer_winner() -> None:
    assert pays(riichi(DAISANGEN, seat="E", source=None, info={"pao": "N"})) == [("N", 48000)]


def test_pao_covers_only_its_yakuman_on_a_tsumo() -> None:
    """Daisangen (pao N) and tsuuiisou, tsumo: N pays daisangen as a ron (32,000) and the honba; tsuuiisou is
    paid as a normal tsumo without honba (16,000 / 8,000 / 8,000)."""
    result = riichi(DAISANGEN_TSUUIISOU, source=None, info={"pao": "N", "honba": 1})
    assert result["limit"] == "2x yakuman"
    assert pays(result) == [("E", 16000), ("W", 8000), ("N", 8000 + 32000 + 300)]


def test_pao_covers_only_its_yakuman_on_a_ron() -> None:
    result = riichi(DAISANGEN_TSUUIISOU, source="W", info={"pao": "N"})
    assert pays(result) == [("W", 16000 + 32000), ("N", 16000)]


def test_pao_daisuushii_double_yakuman() -> None:
    result = riichi(DAISUUSHII, source=None, info={"pao": "E"})
    assert result["limit"] == "2x yakuman" and pays(result) == [("E", 64000)]


# -- settle: a score result ------------------------------------------------------------------------------------
def run(**fields: Any) -> dict[str, Any]:
    if "from_" in fields:
        fields["from"] = fields.pop("from_")
    result = settle({"ruleset": RULESET, **fields})
    assert result["error"] is None, result["error"]
    assert set(result["net"]) == set(WINDS)
    sticks = sum(t["amount"] for t in result["transfers"] if t["from"] == "table")
    assert sum(result["net"].values()) == sticks
    return result


def error_of(**fields: Any) -> dict[str, Any]:
    if "from_" in fields:
        fields["from"] = fields.pop("from_")
    result = settle({"ruleset": RULESET, **fields})
    assert result["transfers"] == [] and result["net"] is None and result["error"] is not None
    return result["error"]  # type: ignore[no-any-return]


def flows(result: dict[str, Any]) -> list[tuple[str, str, int, str]]:
    return [(t["from"], t["to"], t["amount"], t["reason"]) for t in result["transfers"]]


def test_settle_score_result_tsumo() -> None:
    won = riichi("23567m234p55678s +4m", source=None, info={"riichi": True, "honba": 1, "riichi_sticks": 2})
    result = run(hands={"S": won}, winner="S", self_draw=True)
    assert flows(result) == [
        ("E", "S", 2700, "win"),
        ("W", "S", 1400, "win"),
        ("N", "S", 1400, "win"),
        ("table", "S", 2000, "riichi-sticks"),
    ]
    assert result["net"] == {"E": -2700, "S": 7500, "W": -1400, "N": -1400}


# -- settle: the short forms -------------------------------------------------------------------------------------
def test_settle_short_form_ron() -> None:
    result = run(hands={"S": {"han": 3, "fu": 30}}, winner="S", from_="W", honba=1, riichi_sticks=1)
    assert flows(result) == [("W", "S", 4200, "win"), ("table", "S", 1000, "riichi-sticks")]


def test_settle_short_form_dealer_tsumo_and_mangan_without_fu() -> None:
    result = run(hands={"E": {"han": 5}}, winner="E", self_draw=True, honba=2)
    assert flows(result) == [("S", "E", 4200, "win"), ("W", "E", 4200, "win"), ("N", "E", 4200, "win")]


def test_settle_short_form_yakuman_with_pao() -> None:
    """The §4 worked example as table play: `{"yakuman": 1}`, liable E as supplied-pung, honba 1, 2 sticks."""
    result = run(
        hands={"S": {"yakuman": 1}},
        winner="S",
        from_="W",
        honba=1,
        riichi_sticks=2,
        liable={"wind": "E", "kind": "supplied-pung"},
    )
    assert flows(result) == [("E", "S", 16300, "win"), ("W", "S", 16000, "win"), ("table", "S", 2000, "riichi-sticks")]
    assert result["net"] == {"E": -16300, "S": 34300, "W": -16000, "N": 0}


def test_settle_short_form_double_yakuman_tsumo() -> None:
    result = run(hands={"N": {"yakuman": 2}}, winner="N", self_draw=True)
    assert flows(result) == [("E", "N", 32000, "win"), ("S", "N", 16000, "win"), ("W", "N", 16000, "win")]


def test_settle_short_form_kiriage_option() -> None:
    plain = run(hands={"S": {"han": 4, "fu": 30}}, winner="S", from_="W")
    cut = run(hands={"S": {"han": 4, "fu": 30}}, winner="S", from_="W", options={"kiriage": True})
    assert (flows(plain)[0][2], flows(cut)[0][2]) == (7700, 8000)


# -- settle: draws ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tenpai", "net"),
    [
        ([], {"E": 0, "S": 0, "W": 0, "N": 0}),
        (["S"], {"E": -1000, "S": 3000, "W": -1000, "N": -1000}),
        (["E", "N"], {"E": 1500, "S": -1500, "W": -1500, "N": 1500}),
        (["E", "S", "W"], {"E": 1000, "S": 1000, "W": 1000, "N": -3000}),
        (["E", "S", "W", "N"], {"E": 0, "S": 0, "W": 0, "N": 0}),
    ],
)
def test_noten_payments(tenpai: list[str], net: dict[str, int]) -> None:
    result = run(tenpai=tenpai, riichi_sticks=2, honba=1)
    assert result["net"] == net
    assert all(t["reason"] == "noten" for t in result["transfers"])


def test_noten_transfer_order_follows_the_pairs() -> None:
    assert flows(run(tenpai=["S"])) == [("E", "S", 1000, "noten"), ("W", "S", 1000, "noten"), ("N", "S", 1000, "noten")]


def test_nagashi_is_a_mangan_tsumo_without_honba_and_no_noten() -> None:
    result = run(nagashi=["W"], tenpai=["E"], honba=3)
    assert flows(result) == [("E", "W", 4000, "nagashi"), ("S", "W", 2000, "nagashi"), ("N", "W", 2000, "nagashi")]
    dealer = run(nagashi=["E", "N"])
    assert flows(dealer) == [
        ("S", "E", 4000, "nagashi"),
        ("W", "E", 4000, "nagashi"),
        ("N", "E", 4000, "nagashi"),
        ("E", "N", 4000, "nagashi"),
        ("S", "N", 2000, "nagashi"),
        ("W", "N", 2000, "nagashi"),
    ]
    assert dealer["net"] == {"E": 8000, "S": -6000, "W": -6000, "N": 4000}


# -- settle: chombo ---------------------------------------------------------------------------------------------
def test_chombo_non_dealer_and_dealer() -> None:
    result = run(penalties=[{"rule": "chombo", "offenders": ["W"]}])
    assert flows(result) == [("W", "E", 4000, "chombo"), ("W", "S", 2000, "chombo"), ("W", "N", 2000, "chombo")]
    dealer = run(penalties=[{"rule": "chombo", "offenders": ["E"]}])
    assert dealer["net"] == {"E": -12000, "S": 4000, "W": 4000, "N": 4000}


# -- settle: errors ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"hands": {"S": {"han": 3, "fu": 30}}, "winner": "S"}, "from"),
        ({"hands": {"S": {"han": 3, "fu": 30}}, "winner": "S", "from_": "S"}, "winner"),
        ({"hands": {}, "winner": "S", "from_": "W"}, "hands.S"),
        ({"hands": {"S": {"total": 3900}}, "winner": "S", "from_": "W"}, "total"),
        ({"hands": {"S": {"han": 3}}, "winner": "S", "from_": "W"}, "fu"),
        ({"hands": {"S": {"han": 3, "fu": 35}}, "winner": "S", "from_": "W"}, "fu"),
        ({"hands": {"S": {"han": 0, "fu": 30}}, "winner": "S", "from_": "W"}, "han"),
        ({"hands": {"S": {"yakuman": 0}}, "winner": "S", "from_": "W"}, "yakuman"),
        ({"hands": {"S": {"yakuman": 1, "han": 13}}, "winner": "S", "from_": "W"}, "yakuman"),
        (
            {
                "hands": {"S": {"han": 3, "fu": 30}},
                "winner": "S",
                "from_": "W",
                "liable": {"wind": "E", "kind": "supplied-pung"},
            },
            "yakuman",
        ),
        (
            {
                "hands": {"S": {"yakuman": 1}},
                "winner": "S",
                "from_": "W",
                "liable": {"wind": "W", "kind": "winning-discard"},
            },
            "supplied-pung",
        ),
        (
            {
                "hands": {"S": {"yakuman": 1}},
                "winner": "S",
                "from_": "W",
                "liable": {"wind": "S", "kind": "supplied-pung"},
            },
            "liable",
        ),
        ({"hands": {"S": {"han": 3, "fu": 30}}, "winner": "S", "from_": "W", "tenpai": ["E"]}, "draws"),
        ({"tenpai": ["E"], "penalties": [{"rule": "chombo", "offenders": ["W"]}]}, "chombo"),
        (
            {
                "winner": "S",
                "from_": "W",
                "hands": {"S": {"han": 1, "fu": 30}},
                "penalties": [{"rule": "chombo", "offenders": ["W"]}],
            },
            "winner null",
        ),
        ({"penalties": [{"rule": "false-mahjong", "offenders": ["W"]}]}, "unknown penalty"),
    ],
)
def test_settle_errors(fields: dict[str, Any], words: str) -> None:
    error = error_of(**fields)
    assert error["type"] == "InvalidRequest" and words in error["message"], error


def test_settle_errors_beside_a_score_result() -> None:
    won = riichi(DAISANGEN, info={"pao": "E"})
    assert (
        "liable"
        in error_of(hands={"S": won}, winner="S", from_="W", liable={"wind": "E", "kind": "supplied-pung"})["message"]
    )
    assert "honba" in error_of(hands={"S": won}, winner="S", from_="W", honba=1)["message"]
    lost = score(
        {
            "ruleset": RULESET,
            "hand": "23m567p55s [234p] [789s] +4m",
            "seat_wind": "S",
            "round_wind": "E",
            "win": {"by": "discard", "from": "W"},
        }
    )
    assert "did not win" in error_of(hands={"S": lost}, winner="S", from_="W")["message"]


# -- deal passing ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("fields", "passes"),
    [
        ({"hands": {"E": {"han": 1, "fu": 30}}, "winner": "E", "from": "S"}, False),
        ({"hands": {"S": {"han": 1, "fu": 30}}, "winner": "S", "from": "E"}, True),
        ({"tenpai": ["E"]}, False),
        ({"tenpai": ["S", "W"]}, True),
        ({}, True),
        ({"nagashi": ["S"], "tenpai": ["E"]}, False),
        ({"nagashi": ["E"]}, True),
        ({"penalties": [{"rule": "chombo", "offenders": ["E"]}]}, False),
        ({"penalties": [{"rule": "chombo", "offenders": ["S"]}]}, False),
    ],
)
def test_deal_passes(fields: dict[str, Any], passes: bool) -> None:
    ruleset = find_ruleset(RULESET)
    assert ruleset.deal_passes(SettleRequest.from_json({"ruleset": RULESET, **fields})) is passes  # type: ignore[attr-defined]


def test_double_ron_is_two_requests() -> None:
    """Double ron (Decision): each winner is paid by the discarder for his own hand; honba and sticks only to the
    winner nearest the discarder in turn order (here N discards: E is nearer than S)."""
    near = riichi("23567m234p55678s +4m", seat="E", source="N", info={"honba": 1, "riichi_sticks": 2})
    far = riichi("234m567p5s [678s] [111z] +5s", seat="S", source="N")
    assert pays(near) == [("N", 2900 + 300), ("table", 2000)]
    assert pays(far) == [("N", 1000)]
