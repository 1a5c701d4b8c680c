"""`jongg --lang de sheet …`, `simulate …` and `mjai …` print their own words in German (headers, status
lines, summaries, messages); without `--lang de` they stay English; `sheet hand --lang` still picks the rule
names' language."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from cli_testing import CliRunner, Result

from jongg.cli.app import app
from jongg.i18n import MESSAGES

runner = CliRunner()
GROUP_PREFIXES = ("sheet.", "sim.", "mjai.")


def run(lang: str | None, *args: str, code: int = 0) -> Result:
    before = ["--lang", lang] if lang else []
    result = runner.invoke(app, [*before, *args])
    assert result.exit_code == code, result.output
    return result


def has_none(output: str, words: list[str]) -> None:
    found = [w for w in words if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", output)]
    assert found == [], (found, output)


def has_all(output: str, words: list[str]) -> None:
    assert [w for w in words if w not in output] == [], output


def test_group_messages_have_the_same_fields_in_both_languages() -> None:
    keys = [key for key in MESSAGES if key.startswith(GROUP_PREFIXES)]
    assert len(keys) > 100
    for key in keys:
        en, de = MESSAGES[key]
        assert en and de, key
        assert set(re.findall(r"{(\w+)}", en)) == set(re.findall(r"{(\w+)}", de)), key


# -- sheet ----------------------------------------------------------------------------------------------
SHEET_EN = [
    "Match",
    "started",
    "player",
    "seat",
    "total",
    "Next",
    "round",
    "deal",
    "East",
    "Payments",
    "from",
    "to",
    "amount",
    "reason",
    "net",
    "wins",
    "discard",
    "Values",
    "penalty",
    "pays",
    "continues",
    "play continues",
    "rule",
    "value",
    "unit",
    "points",
    "doubles",
    "self-draw",
    "Entries",
    "what",
    "Removed",
    "entry",
    "Standings",
    "rank",
    "matches",
    "finished",
    "table points",
    "average place",
    "score",
    "rule set",
    "players",
    "hands",
    "state",
    "in progress",
    "Penalties",
    "case",
    "payers",
    "ends",
    "Options",
]
HAND = "111m666m55m77m [234m] +7m"


def sheet_session(lang: str | None, db: Path) -> dict[str, str]:
    """Every main `sheet` command once, in `lang`: their outputs by command."""
    where = ["--db", str(db)]
    out = {}
    out["new"] = run(lang, "sheet", "new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan", "-o", "limit=2000", *where)
    values = ["--values", "Ann=2,Ben=46,Cid=12,Dan=192"]
    out["hand"] = run(lang, "sheet", "hand", "-w", "Dan", "-d", "Ann", *values, *where)
    penalty = ["wrong-name-chow", "--payer", "Ben", "--claimer", "Cid"]
    out["penalty"] = run(lang, "sheet", "penalty", *penalty, *where)
    scored = ["-w", "Ann", "--self-draw", "--hand", HAND, "--values", "Ben=4,Cid=2,Dan=0"]
    out["scored"] = run(lang, "sheet", "hand", *scored, *where)
    out["penalties"] = run(lang, "sheet", "penalties", *where)
    out["show"] = run(lang, "sheet", "show", "--history", *where)
    out["standings"] = run(lang, "sheet", "standings", *where)
    out["list"] = run(lang, "sheet", "list", *where)
    out["undo"] = run(lang, "sheet", "undo", *where)
    out["format"] = run(lang, "sheet", "export", "--format", "xml", *where, code=2)
    return {command: result.output for command, result in out.items()}


def test_sheet_in_german(tmp_path: Path) -> None:
    out = sheet_session("de", tmp_path / "de.sqlite")
    has_all(out["new"], ["Partie 1 (dmjl-classical) angelegt in", "Optionen: limit=2000", "Spieler", "Platz"])
    has_all(out["new"], ["gesamt", "Als Nächstes: Hand 1 · Ost-Runde, Geben 1 von 4 · Ost: Ann"])
    has_all(out["hand"], ["Hand 1 · Ost-Runde · Ost: Ann", "Dan gewinnt mit dem Abwurf von Ann", "Werte: Ann (Ost) 2"])
    has_all(out["hand"], ["Zahlungen", "von", "an", "Betrag", "Grund", "Gewinn", "Differenz", "netto"])
    has_all(out["penalty"], ["(die Hand läuft weiter)", "Strafe wrong-name-chow: Ben zahlt an Cid"])
    has_all(out["penalty"], ["das Spiel geht weiter"])
    has_all(out["scored"], ["Ann gewinnt mit selbst gezogenem Ziegel", "Regel", "Wert", "Einheit", "Reines Farbspiel"])
    has_all(out["scored"], ["Verdopplungen", "Verdopplung ", "; gesamt 608"])
    has_all(out["penalties"], ["Strafen von dmjl-classical", "Kennung", "Fall", "Zahler", "1 oder 2 oder 3"])
    has_all(out["penalties"], ["geht weiter", "endet", "Falscher Mah-Jongg-Ruf"])
    has_all(out["show"], ["Partie 1 (dmjl-classical), begonnen", "Einträge", "Runde"])
    has_all(out["standings"], ["Rangliste: dmjl-classical", "Rang", "Partien", "Tischpunkte", "mittlerer Platz"])
    has_all(out["list"], ["Regelwerk", "begonnen", "Hände", "Stand", "läuft"])
    has_all(out["undo"], ["Eintrag 3 der Partie 1 entfernt (Hand 2): Ann gewinnt mit selbst gezogenem Ziegel"])
    has_all(out["format"], ["--format ist csv oder json, nicht 'xml'"])
    for command, output in out.items():
        if command != "format":  # typer's frame of a BadParameter ("Invalid value") is not ours: see main
            has_none(output, SHEET_EN)


def test_sheet_in_english_is_unchanged(tmp_path: Path) -> None:
    for lang in (None, "en"):
        out = sheet_session(lang, tmp_path / f"{lang}.sqlite")
        has_all(out["new"], ["Match 1 (dmjl-classical) started in", "Options: limit=2000", "player  seat  total"])
        has_all(out["new"], ["Next: hand 1 · East round, deal 1 of 4 · East: Ann"])
        has_all(out["hand"], ["Dan wins on Ann's discard", "Values: Ann (E) 2", "Payments", "amount", "difference"])
        has_all(out["penalty"], ["(hand in progress)", "penalty wrong-name-chow: Ben pays Cid; play continues"])
        has_all(out["scored"], ["Ann wins by self-draw", "rule", "doubles", "points 38, doubles 4; total 608"])
        has_all(out["penalties"], ["Penalties of dmjl-classical", "1 or 2 or 3", "continues", "False Mah-Jongg"])
        has_all(out["show"], ["Match 1 (dmjl-classical), started", "Entries", "East"])
        has_all(out["standings"], ["Standings: dmjl-classical", "table points", "average place"])
        has_all(out["list"], ["rule set", "in progress"])
        has_all(out["undo"], ["Removed entry 3 of match 1 (hand 2): Ann wins by self-draw"])
        has_all(out["format"], ["--format is csv or json, not 'xml'"])
        has_none("".join(out.values()), ["Partie", "Zahlungen", "gesamt", "Spieler", "Ost"])


def test_sheet_hand_lang_picks_the_rule_names(tmp_path: Path) -> None:
    where = ["--db", str(tmp_path / "s.sqlite")]
    run(None, "sheet", "new", "-r", "dmjl-classical", "-p", "Ann,Ben,Cid,Dan", *where)
    scored = ["-w", "Ann", "--self-draw", "--hand", HAND, "--values", "Ben=4,Cid=2,Dan=0"]
    german = run("de", "sheet", "hand", *scored, "--lang", "en", *where).output
    assert "Reines Farbspiel" not in german and "Als Nächstes" in german and "Verdopplungen" in german
    run(None, "sheet", "undo", *where)
    english = run(None, "sheet", "hand", *scored, "--lang", "de", *where).output
    assert "Reines Farbspiel" in english and "Next: hand" in english
    assert "--lang ist en oder de" in run("de", "sheet", "hand", *scored, "--lang", "fr", *where, code=2).output


def test_sheet_final_result_in_german(tmp_path: Path) -> None:
    where = ["--db", str(tmp_path / "r.sqlite")]
    run("de", "sheet", "new", "-r", "dmjl-hk-easy", "-p", "Ann,Ben,Cid,Dan", "-o", "max_duration=30", *where)
    shown = run("de", "sheet", "show", *where).output
    has_all(shown, ["Zeit: 0 von 30 Minuten (trag 'sheet time-up' ein"])
    ended = run("de", "sheet", "time-up", *where).output
    has_all(ended, ["Zeit abgelaufen: Hand 1 ohne Abrechnung abgebrochen; die Partie endet", "Partie beendet"])
    has_all(ended, ["Endergebnis", "Platz", "Wertung", "Zeit abgelaufen nach 30 Minuten"])
    has_none(ended, ["Match over", "Final result", "place", "score", "time up", "abandoned"])
    assert "beendet" not in run(None, "sheet", "time-up", *where, code=2).output


# -- simulate -------------------------------------------------------------------------------------------
SIM = ["simulate", "-r", "dmjl-classical", "--hands", "2", "--workers", "1", "--seed", "3"]
SIM_EN = ["per bot", "per seat", "per wind", "hands", "win rate", "deal-in rate", "draw rate", "mean value"]
SIM_EN += ["points/hand", "points/game", "mean place", "tables", "hands/s", "games/s", "workers", "worker"]


def test_simulate_in_german_and_english() -> None:
    german = run("de", *SIM).output
    has_all(german, ["je Bot", "je Platz", "je Wind", "Hände", "Siegquote", "Einwurfquote", "Remisquote"])
    has_all(german, ["mittlerer Wert", "Punkte/Hand", "Punkte/Spiel", "mittlerer Platz", "2 Tische, 2 Hände"])
    has_all(german, ["Hände/s", "Spiele/s", "(1 Worker)", "Ost"])
    has_none(german, SIM_EN)
    english = run(None, *SIM).output
    has_all(english, ["per bot", "win rate", "2 tables, 2 hands, draw rate", "hands/s", "(1 worker)"])
    has_none(english, ["je Bot", "Hände", "Siegquote", "Ost"])
    both = run("de", "simulate", "--games", "1", "--hands", "1", code=2).output
    has_all(both, ["gib --games oder --hands an, nicht beide"])
    bad = run("de", *SIM, "--option", "nokey", code=2).output
    has_all(bad, ["--option nimmt SCHLÜSSEL=WERT, nicht 'nokey'"])
    has_all(run("de", *SIM, "--address", "auto", code=2).output, ["--address gilt nur für --backend ray"])
    as_json = json.loads(run("de", *SIM, "--json").stdout)
    assert "per_bot" in as_json and "win_rate" in as_json["per_bot"][0]


# -- mjai -----------------------------------------------------------------------------------------------
MJAI_EN = ["logs", "games", "hands", "agree", "disagree", "unreadable", "game", "hand", "event", "logged", "note"]


@pytest.fixture(scope="module")
def mjai_logs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A jongg Riichi record exported to mjai, and a copy with one doctored delta."""
    sys.path.insert(0, str(Path(__file__).parent / "interop"))
    from jongg_games import play_match

    from jongg.interop.mjai import PRESETS

    folder = tmp_path_factory.mktemp("mjai")
    record = folder / "record.jsonl"
    record.write_text("".join(json.dumps(e) + "\n" for e in play_match(1, dict(PRESETS["tenhou"]))))
    exported = run("de", "mjai", "export", str(record)).stdout
    assert exported == run(None, "mjai", "export", str(record)).stdout
    good = folder / "good.jsonl"
    good.write_text(exported)
    events = [json.loads(line) for line in exported.splitlines()]
    end = next(n for n, e in enumerate(events) if e["type"] in ("hora", "ryukyoku"))
    events[end]["deltas"] = [1, -1, 0, 0]
    bad = folder / "bad.jsonl"
    bad.write_text("".join(json.dumps(e) + "\n" for e in events))
    return good, bad


def test_mjai_replay_in_german_and_english(mjai_logs: tuple[Path, Path], tmp_path: Path) -> None:
    good, bad = mjai_logs
    missing = str(tmp_path / "missing.jsonl")
    german = run("de", "mjai", "replay", str(good), str(bad), missing, code=2).output
    has_all(german, ["Spiele: 1, Hände: 8, übereinstimmend: 7", "Logs: 3, Spiele: 2, Hände: 16;"])
    has_all(german, ["übereinstimmend: 15, abweichend: 1, unlesbare Logs: 1", "unlesbar:"])
    has_all(german, ["  Spiel 1 Hand", "    Ereignis", ": im Log {", "    Engine: {"])
    # the library's texts after these words (a divergence, an OS error) and the logged JSON are not ours
    has_none(re.sub(r"(Hand \S+: |im Log |Engine: |unlesbar: ).*", r"\1", german), MJAI_EN)
    english = run(None, "mjai", "replay", str(good), str(bad), missing, code=2).output
    has_all(english, ["3 logs, 2 games, 16 hands: 15 agree, 1 disagree, 1 logs unreadable", "    event "])
    has_none(english, ["Spiele", "Hände", "übereinstimmend", "Ereignis"])
    as_json = json.loads(run("de", "mjai", "replay", str(good), "--json").stdout)
    assert as_json["summary"]["agreeing_hands"] == 8


def test_mjai_import_and_errors_in_german(mjai_logs: tuple[Path, Path], tmp_path: Path) -> None:
    _, bad = mjai_logs
    result = run("de", "mjai", "import", str(bad), "--out", str(tmp_path / "out"), code=1)
    has_all(result.output, ["Spiel 1 Hand", "nicht importiert ("])
    has_none(result.output, ["game", "not imported"])
    english = run(None, "mjai", "import", str(bad), "--out", str(tmp_path / "out2"), code=1).output
    has_all(english, ["game 1 hand", "not imported ("])
    broken = tmp_path / "broken.jsonl"
    broken.write_text("{\n")
    has_all(run("de", "mjai", "export", str(broken), code=2).output, ["Fehler: Zeile 1", "kein JSON"])
