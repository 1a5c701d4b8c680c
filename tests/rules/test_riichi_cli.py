"""`jongg score --ruleset riichi-hana` with the riichi flags, and `jongg rules riichi-hana`."""

from __future__ import annotations

import json

from cli_testing import CliRunner

from jongg.cli.app import app

runner = CliRunner()
EXAMPLE = "23567m234p55678s 34f +4m"
BASE = ["score", EXAMPLE, "--ruleset", "riichi-hana", "--seat", "S"]


def body(*args: str) -> dict:  # type: ignore[type-arg]
    result = runner.invoke(app, [*BASE, *args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)  # type: ignore[no-any-return]


def test_contract_example_through_the_cli() -> None:
    result = body("--discard", "W", "--riichi", "--dora", "1z")
    assert (result["han"], result["fu"], result["total"]) == (3, 30, 3900)


def test_table_prints_han_fu_yaku_fu_lines_and_payments() -> None:
    result = runner.invoke(app, [*BASE, "--discard", "W", "--riichi", "--dora", "1z", "--sticks", "1"])
    assert result.exit_code == 0, result.output
    for text in (
        "Riichi",
        "Pinfu",
        "Tanyao",
        "Base fu",
        "Closed hand won on a discard",
        "han 3",
        "fu 30",
        "W → S: 3900",
        "table → S: 1000",
        "total 4900",
    ):
        assert text in result.output, text


def test_indicators_repeatable_and_comma_lists() -> None:
    """Indicators 3m (→ 4m) and 4m (→ 5m): one dora, one kan dora; ura 1p (→ 2p) and 3p (→ 4p): two."""
    result = body("--self-draw", "--riichi", "--dora", "3m,4m", "--ura", "1p", "--ura", "3p")
    found = {i["rule"]: i.get("han") for i in result["items"]}
    assert (found["dora"], found["kan-dora"], found["ura-dora"]) == (1, 1, 2)


def test_double_riichi_ippatsu_honba_sticks() -> None:
    result = body("--discard", "W", "--double-riichi", "--ippatsu", "--honba", "2", "--sticks", "3")
    rules = [i["rule"] for i in result["items"]]
    assert "double-riichi" in rules and "ippatsu" in rules and "riichi" not in rules
    assert result["payments"][-1] == {"from": "table", "to": "S", "amount": 3000}
    assert result["payments"][0]["amount"] % 1000 == 600


def test_pao_flag() -> None:
    args = [
        "score",
        "234m9p [555z] [666z] [777z<] +9p",
        "--ruleset",
        "riichi-hana",
        "--seat",
        "S",
        "--discard",
        "W",
        "--pao",
        "E",
        "--honba",
        "1",
        "--sticks",
        "2",
        "--json",
    ]
    result = json.loads(runner.invoke(app, args).output)
    assert result["total"] == 34300 and result["payments"][0] == {"from": "E", "to": "S", "amount": 16300}


def test_riichi_flag_in_another_ruleset_is_refused() -> None:
    result = runner.invoke(app, ["score", "234m567p345s555s9m +9m", "--discard", "S", "--riichi"])
    assert result.exit_code == 2 and "InvalidRequest" in result.output


def test_contradictory_riichi_flags_exit_2() -> None:
    result = runner.invoke(
        app, ["score", "23m567p55s [234p] [678s] +4m", "--ruleset", "riichi-hana", "--discard", "W", "--riichi"]
    )
    assert result.exit_code == 2 and "exposed meld" in result.output


def test_rules_riichi_hana() -> None:
    result = runner.invoke(app, ["rules", "riichi-hana"])
    assert result.exit_code == 0
    for text in (
        "riichi-hana",
        "pinfu",
        "daifaahou",
        "fu-flower",
        "nukidora",
        "kazoe-yakuman",
        "old_suukantsu",
        "variation",
    ):
        assert text in result.output, text
    assert "Shoufaahou" in runner.invoke(app, ["rules", "riichi-hana", "--lang", "de"]).output
