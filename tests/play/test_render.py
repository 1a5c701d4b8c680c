"""The renderables without Textual: a hand's report (DMJL and the shapes Riichi adds: hidden hands, double ron,
payments from the table), the placings, the status line with and without Riichi's fields."""

from __future__ import annotations

from typing import Any

from rich.console import Console

from jongg.engine import Table
from jongg.play.render import event_line, final_report, hand_report, status_line
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
    text = plain(hand_report(end, {"hand": 3, "dealer": 0}, NAMES, TileStyle("codes"), "en"))
    assert "Hand 3: won by Ann & Cid" in text
    assert "Ann (East)  123m456p789s11z55z +5z" in text and "[b]Ben[/b] (South)" in text
    assert "Riichi" in text and "1 han" in text and "wins; han 1, fu 30; total 1000" in text
    assert "[b]Ben[/b] is liable" in text and "table → Cid" in text and "-3000" in text and "27000" in text


def test_placings_and_status_in_german() -> None:
    end = {"reason": "four rounds played", "placings": [{"player": 1, "place": 1, "total": 2400, "score": 400}]}
    text = plain(final_report(end, NAMES, "de"))
    assert "Das Spiel ist vorbei: vier Runden gespielt" in text and "[b]Ben[/b]" in text and "+400" in text
    view = Table("dmjl-classical", seed=1).snapshot(0)
    line = status_line(view, "Classical", NAMES, TileStyle("codes"), "de", streak=2).plain
    assert "Ost-Runde" in line and "Hand 1" in line and "Ost hat 2-mal in Folge gewonnen" in line
    assert "Mauer" in line and "Dora" not in line and "Honba" not in line
    riichi = view._replace(indicators=(view.concealed[0],), honba=2, sticks=1) if hasattr(view, "honba") else None
    if riichi is not None:  # the seat view carries Riichi's fields
        shown = status_line(riichi, "Riichi", NAMES, TileStyle("codes"), "en").plain
        assert f"dora indicators {view.concealed[0]}" in shown and "honba 2" in shown and "riichi sticks 1" in shown


def test_claims_in_words_and_who_gave_the_winning_tile() -> None:
    """Issue 26: the log says whose tile a claim took ("Wu pungs your 9m"), and the score screen on whose
    discard the hand was won; in German, too."""
    ts = TileStyle("codes")
    names = ["You", "Sam", "Wu", "Nia"]
    pung = {"type": "pung", "seat": 2, "from": 0, "tile": "9m", "consumed": ["9m", "9m"]}
    chow = {"type": "chow", "seat": 0, "from": 3, "tile": "3p", "consumed": ["1p", "2p"]}
    kong = {"type": "kong", "seat": 1, "from": 3, "tile": "7z", "consumed": ["7z", "7z", "7z"]}
    line = lambda event, lang="en", riichi=False: event_line(event, names, 0, ts, lang, riichi).plain  # noqa: E731
    assert line(pung) == "Wu pungs your 9m" and line(pung, riichi=True) == "Wu pons your 9m"
    assert line(chow) == "You chow Nia's 3p" and line(kong) == "Sam kongs Nia's 7z"
    assert (
        line(pung, "de") == "Wu nimmt deinen 9m für ein Pong"
        and line(chow, "de") == "Du nimmst 3p von Nia für ein Chow"
    )
    assert event_line(kong, names, None, ts, "en").plain == "Sam kongs Nia's 7z"  # a spectator: nobody is "you"

    end = {"type": "hand_end", "hands": ["123m", None, None, None], "results": {}, "winner": 0, "winners": [0]}
    ron = [{"type": "mahjongg", "seat": 0, "from": 2, "tile": "3s", "how": "discard"}]
    assert "You won on 3s, discarded by Wu." in plain(hand_report(end, {"hand": 1}, names, ts, "en", endings=ron))
    german = plain(hand_report(end, {"hand": 1}, names, ts, "de", endings=ron))
    assert "You: gewonnen mit 3s, abgeworfen von Wu." in german
    tsumo = [{"type": "mahjongg", "seat": 0, "from": None, "tile": "3s", "how": "self-draw"}]
    assert "You won on 3s, self-drawn." in plain(hand_report(end, {"hand": 1}, names, ts, "en", endings=tsumo))
