"""The renderables without Textual: a hand's report (DMJL and the shapes Riichi adds: hidden hands, double ron,
payments from the table), the placings, the status line with and without Riichi's fields."""

from __future__ import annotations

from typing import Any

from rich.console import Console

from jongg.engine import Table
from jongg.play.render import final_report, hand_report, status_line
from jongg.play.tiles import TileStyle

NAMES = ["Ann", "[b]Ben[/b]", "Cid", "Dan"]


def plain(renderable: Any) -> str:
    console = Console(width=100, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(renderable)
    return console.export_text()


def test_a_report_with_hidden_hands_two_winners_and_the_table_paying() -> None:
    end = {
        "type": "hand_end",
        "hands": ["123m456p789s11z55z +5z", None, "234m +4m", None],
        "results": {
            "0": {
                "won": True,
                "reason": None,
                "han": 1,
                "fu": 30,
                "total": 1000,
                "items": [{"en": "Riichi", "de": "Riichi", "han": 1}],
            },
            "2": {"won": True, "reason": None, "han": 2, "fu": 30, "total": 2000, "items": []},
        },
        "winner": [0, 2],
        "liable": {"wind": "S", "kind": "pao", "no_choice": False},
        "transfers": [{"from": "S", "to": "E", "amount": 1000}, {"from": "table", "to": "W", "amount": 1000}],
        "net": [1000, -3000, 2000, 0],
        "scores": [26000, 22000, 27000, 25000],
    }
    text = plain(hand_report(end, {"hand": 3, "dealer": 0}, NAMES, TileStyle(ascii=True), "en"))
    assert "Hand 3: won by Ann & Cid" in text
    assert "Ann (East)  123m456p789s11z55z +5z" in text and "[b]Ben[/b] (South)" in text
    assert "Riichi" in text and "1 han" in text and "wins; han 1, fu 30; total 1000" in text
    assert "[b]Ben[/b] is liable" in text and "table → Cid" in text and "-3000" in text and "27000" in text


def test_placings_and_status_in_german() -> None:
    end = {"reason": "four rounds played", "placings": [{"player": 1, "place": 1, "total": 2400, "score": 400}]}
    text = plain(final_report(end, NAMES, "de"))
    assert "Das Spiel ist vorbei: vier Runden gespielt" in text and "[b]Ben[/b]" in text and "+400" in text
    view = Table("dmjl-classical", seed=1).snapshot(0)
    line = status_line(view, "Classical", NAMES, TileStyle(ascii=True), "de", streak=2).plain
    assert "Ost-Runde" in line and "Hand 1" in line and "Ost hat 2-mal in Folge gewonnen" in line
    assert "Mauer" in line and "Dora" not in line and "Honba" not in line
    riichi = view._replace(indicators=(view.concealed[0],), honba=2, sticks=1) if hasattr(view, "honba") else None
    if riichi is not None:  # the seat view carries Riichi's fields
        shown = status_line(riichi, "Riichi", NAMES, TileStyle(ascii=True), "en").plain
        assert f"dora indicators {view.concealed[0]}" in shown and "honba 2" in shown and "riichi sticks 1" in shown
