"""An entry's summary is facts (a message key, the players it names, its values), written in either language:
the English is what the sheet's JSON and CSV keep, the German what `jongg --lang de sheet` shows. Every
expected text here is written out by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from jongg.scoresheet import HandEntry, PenaltyRecord, Scoresheet, Winner
from jongg.scoresheet.match import Summary

ENDS = Summary("sheet.summary.ends")
CONTINUES = Summary("sheet.summary.continues")


@pytest.mark.parametrize(
    ("summary", "english", "german"),
    [
        (Summary("sheet.summary.draw"), "draw", "Remis"),
        (Summary("sheet.summary.settled"), "draw (hands settled)", "Remis (Hände abgerechnet)"),
        (Summary("sheet.summary.abortive"), "abortive draw", "abgebrochenes Remis"),
        (Summary("sheet.summary.nobody_tenpai"), "draw, tenpai: nobody", "Remis, Tenpai: niemand"),
        (
            Summary("sheet.summary.tenpai", values=(("names", "Ann, Dan"),)),
            "draw, tenpai: Ann, Dan",
            "Remis, Tenpai: Ann, Dan",
        ),
        (
            Summary("sheet.summary.nagashi", values=(("names", "Cid"),)),
            "draw, nagashi mangan: Cid",
            "Remis, Nagashi Mangan: Cid",
        ),
        (
            Summary("sheet.summary.self_draw", ("Ann",)),
            "Ann wins by self-draw",
            "Ann gewinnt mit selbst gezogenem Ziegel",
        ),
        (
            Summary("sheet.summary.discard", ("Dan",), (("discarder", "Ann"),)),
            "Dan wins on Ann's discard",
            "Dan gewinnt mit dem Abwurf von Ann",
        ),
        (
            Summary("sheet.summary.discard", ("Ben", "Dan"), (("discarder", "Cid"),)),
            "Ben and Dan win on Cid's discard",
            "Ben und Dan gewinnen mit dem Abwurf von Cid",
        ),
        (
            Summary(
                "sheet.summary.penalty",
                values=(
                    ("id", "wrong-name-pung"),
                    ("who", "Ben"),
                    ("n", 1),
                    ("to", Summary("sheet.summary.penalty_to", values=(("claimer", "Cid"),))),
                    ("then", CONTINUES),
                ),
            ),
            "penalty wrong-name-pung: Ben pays Cid; play continues",
            "Strafe wrong-name-pung: Ben zahlt an Cid; das Spiel geht weiter",
        ),
        (
            Summary(
                "sheet.summary.penalty",
                values=(("id", "false-mahjong"), ("who", "Ann, Ben"), ("n", 2), ("to", ""), ("then", ENDS)),
            ),
            "penalty false-mahjong: Ann, Ben pay; the hand ends",
            "Strafe false-mahjong: Ann, Ben zahlen; die Hand endet",
        ),
        (
            Summary("sheet.summary.stopped", values=(("dealer", "Ann"),)),
            "Ann, the dealer, stopped while leading",
            "Ann hat als Ost in Führung aufgehört",
        ),
        (
            Summary("sheet.summary.time_up", values=(("hand", 7),)),
            "time up: hand 7 abandoned without settlement; the match ends",
            "Zeit abgelaufen: Hand 7 ohne Abrechnung abgebrochen; die Partie endet",
        ),
    ],
)
def test_a_summary_reads_in_both_languages(summary: Summary, english: str, german: str) -> None:
    assert str(summary) == summary.text("en") == english
    assert summary.text("de") == german


def test_names_are_kept_as_written() -> None:
    """A player's name is a value, never a message: braces and markup in it are printed as they are."""
    odd = Summary("sheet.summary.discard", ("{n} [b]x[/b]",), (("discarder", "{discarder}"),))
    assert odd.text("en") == "{n} [b]x[/b] wins on {discarder}'s discard"
    assert odd.text("de") == "{n} [b]x[/b] gewinnt mit dem Abwurf von {discarder}"


def test_recorded_entries_carry_their_facts(tmp_path: Path) -> None:
    with Scoresheet(tmp_path / "m.sqlite", create=True) as sheet:
        sheet.new_match("riichi-hana", ("Ann", "Ben", "Cid", "Dan"), {})
        double = HandEntry((Winner("Ben", han=1, fu=30), Winner("Dan", han=2, fu=30)), discarder="Cid")
        summary = sheet.record(double).outcome.summary
        assert (summary.key, summary.names) == ("sheet.summary.discard", ("Ben", "Dan"))
        assert summary.text("de") == "Ben und Dan gewinnen mit dem Abwurf von Cid"
        chombo = sheet.record(PenaltyRecord("chombo", ("Ann",))).outcome.summary
        assert str(chombo) == "penalty chombo: Ann pays; the hand ends"
        assert chombo.text("de") == "Strafe chombo: Ann zahlt; die Hand endet"
        view = sheet.match()
        exported = view.to_json()
        assert str(view.to_csv()).count("Ben and Dan win on Cid's discard") == 1
    assert [o["summary"] for o in exported["hands"]] == [
        "Ben and Dan win on Cid's discard",
        "penalty chombo: Ann pays; the hand ends",
    ]
