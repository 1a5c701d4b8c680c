"""`jongg.reports`: the end of a hand and of a match in words, the one source of `jongg play`'s score screen and
of the browser's dialog (the server sends `to_json()` in English and German)."""

from __future__ import annotations

import json

from jongg.i18n import text
from jongg.reports import ScoreScreen, final_note, final_report, hand_report
from jongg.rules import find_ruleset

NAMES = ["Ann", "<b>Ben</b>", "Cid", "Dan"]
END = {
    "type": "hand_end",
    "hands": ["123m456p789s11z55z +5z", None, None, None],
    "results": {
        "0": {"won": True, "han": 2, "fu": 30, "total": 2900, "items": [{"en": "Riichi", "de": "Riichi", "han": 1}]}
    },
    "winner": 0,
    "liable": {"wind": "S", "kind": "dangerous", "no_choice": False},
    "transfers": [
        {"from": "S", "to": "E", "amount": 2900, "reason": None},
        {"from": "S", "to": "E", "amount": 300, "reason": "honba"},
        {"from": "table", "to": "E", "amount": 1000, "reason": "riichi-sticks"},
    ],
    "net": [4200, -3200, 0, -1000],
    "scores": [29200, 21800, 25000, 24000],
    "ura": ["3p"],
    "honba": 0,
    "sticks": 0,
}


def test_a_hands_report_in_both_languages_with_the_payments_reasons() -> None:
    riichi = ScoreScreen.of(find_ruleset("riichi-hana"))
    en = hand_report(END, {"hand": 4, "dealer": 0}, NAMES, "en", indicators=["2m"], screen=riichi)
    de = hand_report(END, {"hand": 4, "dealer": 0}, NAMES, "de", indicators=["2m"], screen=riichi)
    dmjl = ScoreScreen.of(find_ruleset("dmjl-hk-easy"))  # no honba and sticks where the rule set has none
    assert hand_report(END, {"hand": 4, "dealer": 0}, NAMES, "en", screen=dmjl).next is None
    assert en.title == "Hand 4: won by Ann" and de.title == text("play.end.won", "de", n=4, name="Ann")
    assert [(p.text, p.tiles) for p in en.lines[0]] == [("dora indicators", ("2m",)), ("ura indicators", ("3p",))]
    assert en.hands[0].head == "Ann (East)" and en.hands[0].hand == "123m456p789s11z55z +5z" and en.hands[0].won
    assert en.hands[0].items == (("Riichi", "1 han"),) and en.hands[0].summary == "wins; han 2, fu 30; total 2900"
    assert [h.head for h in en.hands[1:]] == ["<b>Ben</b> (South)", "Cid (West)", "Dan (North)"]  # text, as it is
    assert (
        en.liable == "<b>Ben</b> is liable (dangerous play)" and de.liable == "<b>Ben</b> haftet (gefährliches Spiel)"
    )
    assert [(p.text, p.reason, p.amount) for p in en.payments] == [
        ("<b>Ben</b> → Ann", None, 2900),
        ("<b>Ben</b> → Ann", "honba", 300),
        ("table → Ann", "the riichi sticks on the table", 1000),
    ]
    assert de.payments[2].reason == "die Riichi-Stäbchen vom Tisch" and de.payments[2].text == "Tisch → Ann"
    assert en.totals == (("Ann", 4200, 29200), ("<b>Ben</b>", -3200, 21800), ("Cid", 0, 25000), ("Dan", -1000, 24000))
    assert de.totals_title == "Spielstand" and en.next == text("play.end.next", "en", honba=0, sticks=0)
    shown = json.loads(json.dumps(en.to_json()))  # what the server sends
    assert shown["kind"] == "hand" and shown["payments"][1] == {
        "text": "<b>Ben</b> → Ann",
        "reason": "honba",
        "amount": 300,
    }


def test_the_placings_and_how_riichi_counts_them() -> None:
    end = {"reason": "East 4 played", "placings": [{"player": 1, "place": 1, "total": 41000, "score": 46.0}]}
    note = final_note("riichi-hana", {}, "en")
    assert note == text("play.final.uma", "en", returned=30000, high="20", low="10", oka=20)
    report = final_report(end, NAMES, "de", final_note("riichi-hana", {}, "de"))
    assert report.title == "Das Spiel ist vorbei: Ost 4 gespielt" and report.rows == (
        ("1", "<b>Ben</b>", "41000", "+46"),
    )
    assert report.columns[0] == "Platz" and report.to_json()["kind"] == "match" and "Uma" in (report.note or "")
    assert final_note("dmjl-hk-easy", {}, "en") is None  # no uma, no oka


def test_the_report_says_who_won_on_whose_discard_and_the_browser_gets_it() -> None:
    """The line of `jongg play`'s score screen, in the report the server sends: the tile as a code between its
    words, the comma glued to it."""
    end = {"winner": 0, "results": {}, "hands": [], "transfers": [], "net": [0] * 4, "scores": [0] * 4}
    ron = [{"type": "mahjongg", "seat": 0, "tile": "3s", "how": "discard", "from": 2}]
    en = hand_report(end, {"hand": 1, "dealer": 0}, NAMES, "en", endings=ron)
    assert [(p.text, p.tiles) for p in en.lines[0]] == [("Ann won on", ("3s",)), (", discarded by Cid.", ())]
    de = hand_report(end, {"hand": 1, "dealer": 0}, NAMES, "de", endings=ron)
    assert de.lines[0][0].text == "Ann: gewonnen mit" and de.lines[0][1].text.startswith(", abgeworfen von Cid")


def test_a_hand_a_penalty_ended_says_which_and_who_paid_whom() -> None:
    """Strict mode (issue 27 item 4): a hand ended by a penalty is titled with the penalty's name, no hand is
    scored, and each payment carries the catalog's name, in English and German."""
    from jongg.engine import Expose, MahJongg, Pass, Table
    from jongg.reports import ENDINGS
    from jongg.tiles import Tile

    table = Table("dmjl-classical", {"min_points": 0, "strict": True}, seed=4)
    seat = next(iter(table.pending()))
    view = table.pending()[seat]
    call = MahJongg(view.last_draw if view.last_draw is not None else Tile.from_str("1m"))
    assert call in table.strict_actions(seat)
    table.step({seat: call})
    table.step({s: Expose() if n == 0 else Pass() for n, s in enumerate(sorted(table.pending()))})
    events = table.events
    end = next(e for e in events if e["type"] == "hand_end")
    start = next(e for e in events if e["type"] == "hand_start")
    endings = [e for e in events if e["type"] in ENDINGS]
    names = ["Ann", "Bo", "Cy", "Di"]
    english = hand_report(end, start, names, "en", endings=endings)
    german = hand_report(end, start, names, "de", endings=endings)
    assert english.title == "Hand 1: ended by a penalty: False Mah-Jongg"
    assert german.title == "Hand 1: durch eine Strafe beendet: Falscher Mah-Jongg-Ruf"
    assert [p.reason for p in english.payments] == ["False Mah-Jongg"] * 3
    assert all(p.amount == 300 for p in german.payments) and german.payments[0].reason == "Falscher Mah-Jongg-Ruf"
    assert not english.won and all(not part.items for part in english.hands)


def test_the_browser_names_each_penalty_as_the_catalog_does() -> None:
    """The table page's log says a penalty by its name (`penalty.ID` in `i18n.js`): the catalog's English and
    German names, for every penalty of every rule set."""
    import re
    from pathlib import Path

    from jongg.rules.penalties import CLASSICAL, HK_EASY, RIICHI

    source = (Path(__file__).parents[1] / "src/jongg/server/static/js/i18n.js").read_text(encoding="utf-8")
    german_at = source.index("\n  de: {")
    found = {
        lang: dict(re.findall(r'"penalty\.([a-z-]+)": "([^"]+)"', part))
        for lang, part in (("en", source[:german_at]), ("de", source[german_at:]))
    }
    for penalty in {p.id: p for p in (*CLASSICAL, *HK_EASY, *RIICHI)}.values():
        assert found["en"].get(penalty.id) == penalty.en and found["de"].get(penalty.id) == penalty.de, penalty.id
