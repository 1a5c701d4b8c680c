"""`jongg.advice.analyse` and `jongg analyse`: shanten per form, waits with unseen counts, discards ranked by
shanten and acceptance, Riichi waits marked with the ways that have a yaku."""

import doctest
import json
import random

import pytest
from cli_testing import CliRunner

import jongg.advice
from jongg import find_ruleset, parse_hand, shanten
from jongg.advice import analyse
from jongg.analysis import Forms
from jongg.cli.app import app
from jongg.hand import Hand, tiles_to_str
from jongg.tiles import Tile

runner = CliRunner()


def test_module_examples() -> None:
    assert doctest.testmod(jongg.advice).failed == 0


def test_nine_gates_waits_and_unseen() -> None:
    result = analyse("1112345678999m")
    assert result.tiles == 13 and result.shanten == 0
    assert [(str(w.tile), w.unseen) for w in result.waits] == [
        ("1m", 1),
        ("2m", 3),
        ("3m", 3),
        ("4m", 3),
        ("5m", 3),
        ("6m", 3),
        ("7m", 3),
        ("8m", 3),
        ("9m", 1),
    ]
    assert all(w.yaku is None for w in result.waits)  # yaku only for Riichi


def test_unseen_counts_the_melds() -> None:
    result = analyse("12m456p789s11z [333m]")
    assert [(str(w.tile), w.unseen) for w in result.waits] == [("3m", 1)]


def test_shanten_per_form_of_the_rule_set() -> None:
    forms = dict(analyse("1122m3344p5566s7z", "dmjl-hk-easy").forms)
    assert forms == {Forms.REGULAR: 3, Forms.SEVEN_PAIRS: 0, Forms.SEVEN_PAIRS_DOUBLED: 0, Forms.ORPHANS: 10}
    assert dict(analyse("1122m3344p5566s7z", "dmjl-classical").forms) == {Forms.REGULAR: 3, Forms.ORPHANS: 10}
    with_meld = dict(analyse("12m456p789s11z [333m]", "riichi-hana").forms)
    assert with_meld == {Forms.REGULAR: 0, Forms.SEVEN_PAIRS: None, Forms.ORPHANS: None}


def test_not_ready_hand_lists_improving_tiles() -> None:
    result = analyse("159m159p159s1234z")
    assert result.shanten > 0 and not result.waits
    assert result.acceptance == sum(w.unseen for w in result.improving) > 0


def test_discards_ranked_by_shanten_then_acceptance() -> None:
    result = analyse("123m456p789s1155z +7z")
    assert result.tiles == 14 and result.shanten == 0
    first = result.discards[0]
    assert (str(first.tile), first.shanten, first.acceptance) == ("7z", 0, 4)
    assert [str(w.tile) for w in first.waits] == ["1z", "5z"]
    keys = [(d.shanten, -d.acceptance) for d in result.discards]
    assert keys == sorted(keys)
    assert {str(d.tile) for d in result.discards} == {
        "1m",
        "2m",
        "3m",
        "4p",
        "5p",
        "6p",
        "7s",
        "8s",
        "9s",
        "1z",
        "5z",
        "7z",
    }


def test_fourteen_tiles_without_plus_are_read_as_concealed() -> None:
    assert analyse("123m456p789s11557z").to_json()["discards"] == analyse("123m456p789s1155z +7z").to_json()["discards"]


def test_complete_hand_has_shanten_minus_one() -> None:
    assert analyse("111m666m55m77m [234m] +7m").shanten == -1


def _brute(tiles: list[Tile], forms: Forms) -> list[tuple[int, int, int]]:
    """(kind, shanten after discarding it, acceptance) by parsing every 13- and 14-tile hand afresh."""
    own = [0] * 34
    for t in tiles:
        own[t] += 1
    out = []
    for kind in sorted(set(tiles)):
        kept = list(tiles)
        kept.remove(kind)
        after = shanten(parse_hand(tiles_to_str(kept)), forms=forms)
        accepted = 0
        for draw in range(34):
            if own[draw] < 4 and shanten(Hand([*kept, Tile(draw)]), forms=forms) < after:
                accepted += 4 - own[draw]
        out.append((kind, after, accepted))
    return out


@pytest.mark.parametrize("seed", range(12))
def test_acceptance_agrees_with_shanten_of_every_hand(seed: int) -> None:
    rng = random.Random(seed)
    wall = [Tile(k) for k in range(34) for _ in range(4)]
    tiles = sorted(rng.sample(wall, 14))
    ruleset = ("dmjl-classical", "dmjl-hk-easy", "riichi-hana")[seed % 3]
    result = analyse(tiles_to_str(tiles), ruleset)
    found = sorted((int(d.tile), d.shanten, d.acceptance) for d in result.discards)
    assert found == _brute(tiles, find_ruleset(ruleset).forms)


def test_riichi_waits_say_which_ways_have_a_yaku() -> None:
    closed = analyse("123m456p789s1155z", "riichi-hana", seat_wind="S", round_wind="S")
    assert [(str(w.tile), w.yaku) for w in closed.waits] == [("1z", ("tsumo",)), ("5z", ("ron", "tsumo"))]
    opened = analyse("23m567p55s [234p] [678s]", "riichi-hana")
    assert [(str(w.tile), w.yaku) for w in opened.waits] == [("1m", ()), ("4m", ("ron", "tsumo"))]


def test_riichi_discards_carry_waits_with_yaku() -> None:
    result = analyse("23m567p55s [234p] [678s] +4m", "riichi-hana")
    by_tile = {str(d.tile): d for d in result.discards}
    assert [(str(w.tile), w.yaku) for w in by_tile["4m"].waits] == [("1m", ()), ("4m", ("ron", "tsumo"))]


def test_cli_text() -> None:
    result = runner.invoke(app, ["analyse", "1112345678999m"])
    assert result.exit_code == 0, result.output
    for text in ("four sets and a pair", "thirteen orphans", "ready (tenpai): it waits on 1m 2m", "unseen"):
        assert text in result.output, text
    discards = runner.invoke(app, ["analyse", "123m456p789s1155z +7z"])
    assert discards.exit_code == 0 and "Discards, best first" in discards.output and "acceptance" in discards.output


def test_cli_riichi_yaku_column() -> None:
    result = runner.invoke(app, ["analyse", "23m567p55s [234p] [678s]", "--ruleset", "riichi-hana"])
    assert result.exit_code == 0, result.output
    assert "none" in result.output and "ron and tsumo" in result.output


def test_cli_json_is_the_analysis() -> None:
    result = runner.invoke(app, ["analyse", "123m456p789s1155z +7z", "--ruleset", "riichi-hana", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == analyse("123m456p789s1155z +7z", "riichi-hana").to_json()


def test_cli_options_are_the_rule_sets() -> None:
    """`-o KEY=VALUE`, as `jongg score` takes them: the waits of a Riichi hand are scored under them (a flower
    is not in play without flowers), and an unknown option or one without `=` is refused, exit 2."""
    hand = "123m456p789s11z23s 1f"
    plain = runner.invoke(app, ["analyse", hand, "--ruleset", "riichi-hana", "-o", "flowers=8"])
    assert plain.exit_code == 0 and "tsumo only" in plain.output
    refused = runner.invoke(app, ["analyse", hand, "--ruleset", "riichi-hana", "-o", "flowers=0"])
    assert refused.exit_code == 2 and "not in play with flowers=0" in refused.output
    bad = runner.invoke(app, ["analyse", "1112345678999m", "-o", "bogus=1"])
    assert bad.exit_code == 2 and "InvalidOption" in bad.output and "bogus" in bad.output
    assert runner.invoke(app, ["analyse", "1112345678999m", "-o", "min_points"]).exit_code == 2
    assert runner.invoke(app, ["analyse", "1112345678999m", "-o", "min_points=8"]).exit_code == 0


def test_a_minimum_an_option_sets_decides_which_waits_win() -> None:
    """A wait that does not reach Hong Kong Easy's `fan_minimum` (or Classical's `min_points`) does not win, so
    with one the analysis scores each wait (`Ruleset.scores_waits_with`) and says how it wins; without one it
    does not score them. (Idea and example from the CLI helper's branch.)"""
    hand = "234m456p789s11z55s"
    assert [w.yaku for w in analyse(hand, "dmjl-hk-easy").waits] == [None, None]
    found = analyse(hand, "dmjl-hk-easy", options={"fan_minimum": 2})
    assert [(str(w.tile), w.yaku) for w in found.waits] == [("5s", ("tsumo",)), ("1z", ("ron", "tsumo"))]
    assert analyse(hand, "dmjl-classical", options={"min_points": 10}).waits_scored
    result = runner.invoke(app, ["analyse", hand, "--ruleset", "dmjl-hk-easy", "-o", "fan_minimum=2"])
    assert result.exit_code == 0 and "self-drawn only" in result.output and "wins" in result.output
    german = runner.invoke(app, ["analyse", hand, "--ruleset", "dmjl-hk-easy", "-o", "fan_minimum=2", "--lang", "de"])
    assert "nur selbst gezogen" in german.output


def test_cli_german() -> None:
    result = runner.invoke(app, ["analyse", "159m159p159s1234z", "--lang", "de"])
    assert result.exit_code == 0, result.output
    assert "vier Figuren und ein Paar" in result.output and "von bereit entfernt" in result.output


def test_cli_bad_hands_exit_2() -> None:
    assert runner.invoke(app, ["analyse", "12x"]).exit_code == 2
    result = runner.invoke(app, ["analyse", "123m456p789s155z"])  # 12 tiles
    assert result.exit_code == 2 and "WrongTileCount" in result.output and "found 12 tiles" in result.output
    assert runner.invoke(app, ["analyse", "1112345678999m", "--ruleset", "mcr"]).exit_code == 2


@pytest.mark.parametrize("lang", ["en", "de"])
def test_cli_a_bad_wind_is_a_usage_error(lang: str) -> None:
    """A wind that is none of E S W N is the command's usage error (exit 2), as in `jongg score`: never a
    traceback."""
    result = runner.invoke(app, ["analyse", "1112345678999m", "--seat", "X", "--lang", lang], prog_name="jongg")
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    expected = "--seat is one of E, S, W, N, not 'X'" if lang == "en" else "--seat ist E, S, W oder N, nicht 'X'"
    assert expected in result.output


def test_library_call_without_a_hand_is_a_usage_problem() -> None:
    from jongg.cli.analyse import AnalyseArgs, run_analyse
    from jongg.cli.score import Usage

    with pytest.raises(Usage, match="give the hand to analyse"):
        run_analyse(AnalyseArgs())


def test_library_call_of_rules_without_an_id_is_a_usage_problem() -> None:
    from jongg.cli.rules import RulesArgs, run_rules
    from jongg.cli.score import Usage

    with pytest.raises(Usage, match="give the id of a rule set"):
        run_rules(RulesArgs())
