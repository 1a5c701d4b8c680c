"""Every word the command line shows, in English and German: one table, looked up by key.

`text(key, lang, **values)` formats a message; `amount(n, unit, lang)` writes a number with its unit word in
the right number ("1 double", "2 doubles", "1 Verdopplung", "2 Verdopplungen"; a limit is the word alone);
`HELP_DE` maps each English help text of the `jongg` command to its German text (the CLI swaps them in when
`--lang de` is given); `RULE_NOTES_DE` and `OPTION_DOCS_DE` translate the rule tables' condition texts and the
options' meanings, keyed by the English text, so a changed English text shows up as missing (tests check that
every one has a German text).
"""

from __future__ import annotations

from typing import Final

from jongg.errors import InvalidOption, excerpt

LANGUAGES: Final = ("en", "de")


def check_lang(value: object) -> str:
    """`value` if it is a language we speak, else `InvalidOption` naming the choices."""
    if value not in LANGUAGES:
        raise InvalidOption(f"--lang is one of {', '.join(LANGUAGES)}, not {excerpt(value)}")
    return value


def text(key: str, lang: str, /, **values: object) -> str:
    """The message `key` in `lang` (English unless "de"), formatted with `values`."""
    en, de = MESSAGES[key]
    return (de if lang == "de" else en).format(**values)


# unit -> ((English singular, plural), (German singular, plural))
UNITS: Final[dict[str, tuple[tuple[str, str], tuple[str, str]]]] = {
    "points": (("point", "points"), ("Punkt", "Punkte")),
    "doubles": (("double", "doubles"), ("Verdopplung", "Verdopplungen")),
    "fan": (("fan", "fan"), ("Fan", "Fan")),
    "han": (("han", "han"), ("Han", "Han")),
    "fu": (("fu", "fu"), ("Fu", "Fu")),
    "tiles": (("tile", "tiles"), ("Ziegel", "Ziegel")),
    "melds": (("meld", "melds"), ("Figur", "Figuren")),
    "problems": (("problem", "problems"), ("Problem", "Probleme")),
}

LIMITS: Final[dict[str, str]] = {"limit": "Limit"}
"""German words of the limit tiers that differ from the English (Riichi's mangan … yakuman stay as they are)."""


def unit_word(n: int, unit: str, lang: str) -> str:
    """The unit word for `n` of it: singular for exactly 1 (and -1), plural otherwise."""
    words = UNITS.get(unit)
    if words is None:
        return unit
    singular, plural = words[lang == "de"]
    return singular if abs(n) == 1 else plural


def amount(value: int | str, unit: str, lang: str) -> str:
    """A value with its unit: "1 double", "8 points", "2 Verdopplungen"; a limit is its word alone, once."""
    if unit == "limit" or isinstance(value, str):
        return limit_word(str(value), lang)
    return f"{value} {unit_word(value, unit, lang)}"


def limit_word(tier: str, lang: str) -> str:
    return LIMITS.get(tier, tier) if lang == "de" else tier


FORM_NAMES: Final[dict[str, tuple[str, str]]] = {
    "REGULAR": ("four sets and a pair", "vier Figuren und ein Paar"),
    "SEVEN_PAIRS": ("seven pairs", "sieben Paare"),
    "SEVEN_PAIRS_DOUBLED": ("seven pairs (four alike as two pairs)", "sieben Paare (vier gleiche als zwei Paare)"),
    "ORPHANS": ("thirteen orphans", "dreizehn Waisen"),
}


def form_name(name: str, lang: str) -> str:
    """A winning form's name (`Forms` member name) in `lang`."""
    en, de = FORM_NAMES[name]
    return de if lang == "de" else en


MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # general
    "error.at": (" at position {position}", " an Position {position}"),
    "hint": ("hint: {text}", "Tipp: {text}"),
    "lang.bad": ("--lang is one of en, de, not {value}", "--lang ist en oder de, nicht {value}"),
    "version": ("jongg {version}", "jongg {version}"),
    # score: usage
    "score.need_hand": ("give a HAND, or --jsonl FILE", "gib eine HAND an, oder --jsonl DATEI"),
    "score.draw_and_discard": ("--self-draw and --discard exclude each other",
                               "--self-draw und --discard schließen einander aus"),
    "score.option_form": ("--option takes KEY=VALUE, not {value}", "--option nimmt SCHLÜSSEL=WERT, nicht {value}"),
    "score.wind": ("{name} is one of E, S, W, N, not {value}", "{name} ist E, S, W oder N, nicht {value}"),
    "score.flag_without_tile": (
        "{flags} says the hand won, but it has no winning tile: add the tile it won with as +X at the end, "
        "e.g. '{example}'",
        "{flags} sagt, die Hand hat gewonnen, aber sie hat keinen Gewinnziegel: schreib den Ziegel, mit dem sie "
        "gewonnen hat, als +X ans Ende, z. B. '{example}'"),
    "score.flag_without_tile_14": (
        "{flags} says the hand won, but it has no winning tile; it has 14 tiles, so the winning tile is probably "
        "among the concealed tiles: take it out and write it as +X at the end, e.g. '{example}'",
        "{flags} sagt, die Hand hat gewonnen, aber sie hat keinen Gewinnziegel; sie hat 14 Ziegel, der Gewinnziegel "
        "steht also wohl unter den verdeckten Ziegeln: nimm ihn dort heraus und schreib ihn als +X ans Ende, "
        "z. B. '{example}'"),
    # score: tile counts
    "count.found": (
        "found {total}: {concealed} concealed, {melds} ({meld_tiles} counted){winning}; {expected}",
        "gefunden: {total}: {concealed} verdeckt, {melds} ({meld_tiles} gezählt){winning}; {expected}"),
    "count.winning": (", 1 winning tile", ", 1 Gewinnziegel"),
    "count.expect_win": ("a winning hand has 13 + the winning tile (a kong counts 3)",
                         "eine Gewinnhand hat 13 + den Gewinnziegel (ein Kong zählt 3)"),
    "count.expect_lose": ("a hand without a winning tile has 13 (a kong counts 3)",
                          "eine Hand ohne Gewinnziegel hat 13 (ein Kong zählt 3)"),
    "count.twice": ("Is the winning tile written twice? {tile} is also among the concealed tiles: write it only "
                    "once, after the +",
                    "Steht der Gewinnziegel doppelt da? {tile} ist auch unter den verdeckten Ziegeln: schreib ihn "
                    "nur einmal, nach dem +"),
    "count.no_plus": ("14 tiles and no +X: write the tile the hand won with as +X at the end, e.g. '{example}'",
                      "14 Ziegel und kein +X: schreib den Ziegel, mit dem die Hand gewonnen hat, als +X ans Ende, "
                      "z. B. '{example}'"),
    "count.missing": ("{n} missing: is a tile or a meld left out?", "Es fehlen {n}: fehlt ein Ziegel oder eine Figur?"),
    "count.extra": ("{n} too many: is a tile or a meld written twice?",
                    "{n} zu viel: steht ein Ziegel oder eine Figur doppelt da?"),
    "count.too_many_melds": ("A hand has at most 4 melds.", "Eine Hand hat höchstens 4 Figuren."),
    # score: the result
    "score.rule": ("rule", "Regel"),
    "score.value": ("value", "Wert"),
    "score.wins": ("wins", "gewinnt"),
    "score.loser": ("loser", "Verlierer"),
    "score.no_win": ("does not win: {why}", "gewinnt nicht: {why}"),
    "score.total": ("total {total}", "gesamt {total}"),
    "score.payment": ("  {payer} → {payee}: {amount}", "  {payer} → {payee}: {amount}"),
    "score.table": ("table", "Tisch"),
    "reason.not-complete": ("not a winning hand, complete in no form of {ruleset} ({forms})",
                            "keine Gewinnhand, in keiner Form von {ruleset} vollständig ({forms})"),
    "reason.form_away": ("{form}: {n} away", "{form}: {n} entfernt"),
    "reason.form_impossible": ("{form}: not with melds", "{form}: nicht mit Figuren"),
    "reason.no-yaku": ("no yaku: a Riichi hand needs at least one yaku to win",
                       "kein Yaku: eine Riichi-Hand braucht mindestens ein Yaku zum Gewinnen"),
    "reason.below-minimum": ("below the minimum the options ask for (min_points / fan_minimum)",
                             "unter dem Minimum, das die Optionen verlangen (min_points / fan_minimum)"),
    "reason.dead-hand": ("a dead hand (irregular), it scores nothing", "eine tote Hand (irregulär), sie zählt nichts"),
    "label.points": ("points", "Punkte"),
    "label.doubles": ("doubles", "Verdopplungen"),
    "label.fan": ("fan", "Fan"),
    "label.han": ("han", "Han"),
    "label.fu": ("fu", "Fu"),
    "label.limit": ("limit", "Limit"),
    # rules
    "rules.id": ("id", "Kennung"),
    "rules.name": ("name", "Name"),
    "rules.value": ("value", "Wert"),
    "rules.condition": ("condition", "Bedingung"),
    "rules.options": ("Options", "Optionen"),
    "rules.option": ("option", "Option"),
    "rules.default": ("default", "Vorgabe"),
    "rules.meaning": ("meaning", "Bedeutung"),
    # verify
    "verify.unreadable": ("cannot read the record: {why}", "der Spielbericht ist nicht lesbar: {why}"),
    "verify.sound": ("the record is sound: the seed matches its commitment, every wall and roll, and it replays",
                     "der Spielbericht ist stimmig: der Seed passt zu seiner Festlegung, zu jeder Mauer und jedem "
                     "Wurf, und er spielt sich nach"),
    "verify.problems": ("{n} found", "{n} gefunden"),
    # demo
    "demo.title": ("jongg: hand analysis", "jongg: Handanalyse"),
    "demo.ruleset": ("rule set", "Regelwerk"),
    "demo.hand": ("hand", "Hand"),
    "demo.shanten": ("shanten", "Shanten"),
    "demo.waits": ("waits", "Warteziegel"),
    "demo.arrangements": ("arrangements", "Aufteilungen"),
    # analyse
    "analyse.title": ("{hand} ({ruleset}, {tiles})", "{hand} ({ruleset}, {tiles})"),
    "analyse.form": ("winning form", "Gewinnform"),
    "analyse.shanten": ("shanten", "Shanten"),
    "analyse.not_possible": ("not with melds", "nicht mit Figuren"),
    "analyse.complete": ("complete: this is a winning hand", "vollständig: das ist eine Gewinnhand"),
    "analyse.ready": ("ready (tenpai): it waits on {waits}", "bereit (Tenpai): sie wartet auf {waits}"),
    "analyse.no_waits": ("ready in shape, but every tile it waits on is in the hand already (no wait left)",
                         "der Form nach bereit, aber jeder Warteziegel ist schon in der Hand (keiner übrig)"),
    "analyse.away": ("{away} from ready (shanten {n})", "{away} von bereit entfernt (Shanten {n})"),
    "analyse.wait": ("wait", "Warteziegel"),
    "analyse.unseen": ("unseen", "ungesehen"),
    "analyse.yaku": ("yaku", "Yaku"),
    "analyse.yaku.both": ("ron and tsumo", "Ron und Tsumo"),
    "analyse.yaku.ron": ("ron only", "nur Ron"),
    "analyse.yaku.tsumo": ("tsumo only", "nur Tsumo"),
    "analyse.yaku.none": ("none", "keins"),
    "analyse.improve": ("tiles that improve it: {tiles} ({n} unseen)",
                        "Ziegel, die sie verbessern: {tiles} ({n} ungesehen)"),
    "analyse.discards": ("Discards, best first", "Abwürfe, die besten zuerst"),
    "analyse.discard": ("discard", "Abwurf"),
    "analyse.acceptance": ("acceptance", "Annahme"),
    "analyse.tiles": ("tiles that improve (unseen)", "verbessernde Ziegel (ungesehen)"),
    "analyse.waits": ("Waits", "Warteziegel"),
}

HELP_DE: Final[dict[str, str]] = {
    "Mah-Jongg rules engine (DMJL, Riichi).": "Mah-Jongg-Regelwerk (DMJL, Riichi).",
    "Show the version and exit.": "Zeigt die Version und endet.",
    "Show this message and exit.": "Zeigt diese Hilfe und endet.",
    "Language of the output: en or de.": "Sprache der Ausgabe: en oder de.",
    "Install completion for the current shell.": "Installiert die Vervollständigung für die aktuelle Shell.",
    "Show completion for the current shell, to copy it or customize the installation.":
        "Zeigt die Vervollständigung für die aktuelle Shell, zum Kopieren oder eigenen Einrichten.",
    # score
    "Score one hand (itemised), or a batch of JSON requests with --jsonl.":
        "Wertet eine Hand (Posten für Posten) oder mit --jsonl einen Stapel JSON-Anfragen.",
    "Hand in notation, e.g. '111m666m55m77m [234m] +7m'.": "Hand in Notation, z. B. '111m666m55m77m [234m] +7m'.",
    "Rule set id.": "Kennung des Regelwerks.",
    "Seat wind of the player: E S W N.": "Platzwind des Spielers: E S W N.",
    "Round (prevailing) wind.": "Rundenwind (vorherrschender Wind).",
    "Won by drawing the tile.": "Gewonnen mit einem selbst gezogenen Ziegel.",
    "Won on a discard FROM this wind.": "Gewonnen mit dem Abwurf VON diesem Wind.",
    "Won on a kong replacement tile.": "Gewonnen mit dem Ersatzziegel für ein Kong.",
    "Won on a bonus-tile replacement.": "Gewonnen mit dem Ersatzziegel für einen Bonusstein.",
    "Replacement of a kong declared on a replacement.": "Ersatzziegel eines Kongs, das auf einen Ersatzziegel folgte.",
    "Won by robbing a kong (FROM its owner).": "Gewonnen durch Beraubung eines Kongs (VON seinem Besitzer).",
    "Won with the last tile / on the last discard.": "Gewonnen mit dem letzten Ziegel / dem letzten Abwurf.",
    "Blessing of Heaven / Earth.": "Segen des Himmels / der Erde.",
    "Won after an Original Call.": "Gewonnen nach einem Original Call.",
    "Riichi: Daifaahou on another's eighth flower.": "Riichi: Daifaahou mit der achten Blume eines anderen.",
    "Hands East has won in a row before this one.": "Hände, die Ost vor dieser in Folge gewonnen hat.",
    "Riichi: the winner had declared riichi.": "Riichi: der Gewinner hatte Riichi angesagt.",
    "Riichi: a double riichi.": "Riichi: ein doppeltes Riichi.",
    "Riichi: won with ippatsu.": "Riichi: gewonnen mit Ippatsu.",
    "Riichi: dora indicator(s), repeatable or 1z,3m.": "Riichi: Dora-Anzeiger, wiederholbar oder 1z,3m.",
    "Riichi: ura indicator(s), repeatable or 1z,3m.": "Riichi: Ura-Anzeiger, wiederholbar oder 1z,3m.",
    "Riichi: honba counters on the table.": "Riichi: Honba-Stäbchen auf dem Tisch.",
    "Riichi: riichi sticks on the table (this hand's included).":
        "Riichi: Riichi-Stäbchen auf dem Tisch (die dieser Hand eingeschlossen).",
    "Riichi: wind of the player liable (pao).": "Riichi: Wind des haftenden Spielers (Pao).",
    "short, long, foul or dead.": "short, long, foul oder dead (zu kurz, zu lang, falsch, tot).",
    "Rule-set option KEY=VALUE.": "Option des Regelwerks SCHLÜSSEL=WERT.",
    "Print the JSON result.": "Gibt das Ergebnis als JSON aus.",
    "Score one JSON request per line of FILE (- = stdin).":
        "Wertet eine JSON-Anfrage je Zeile von FILE (- = Standardeingabe).",
    # rules
    "Print a rule set's tables, generated from its rule data.":
        "Zeigt die Tabellen eines Regelwerks, erzeugt aus seinen Regeldaten.",
    "Rule set id, e.g. dmjl-classical.": "Kennung des Regelwerks, z. B. dmjl-classical.",
    # analyse
    "Analyse a hand: shanten per winning form, waits with the tiles still unseen, and for 13 tiles + a drawn "
    "tile every discard ranked.":
        "Analysiert eine Hand: Shanten je Gewinnform, Warteziegel mit den noch ungesehenen Ziegeln und bei 13 "
        "Ziegeln + einem gezogenen jeden Abwurf in Rangfolge.",
    "13 tiles, or 13 + the drawn tile written +X (or 14 tiles), e.g. '1112345678999m +5m'.":
        "13 Ziegel, oder 13 + der gezogene Ziegel als +X (oder 14 Ziegel), z. B. '1112345678999m +5m'.",
    "Rule set id: its winning forms (and, for Riichi, which waits have a yaku).":
        "Kennung des Regelwerks: seine Gewinnformen (und bei Riichi, welche Warteziegel ein Yaku haben).",
    "Seat wind (Riichi yaku).": "Platzwind (Riichi-Yaku).",
    "Round wind (Riichi yaku).": "Rundenwind (Riichi-Yaku).",
    "Print the analysis as JSON.": "Gibt die Analyse als JSON aus.",
    # verify
    "Check a finished record: the seed against its commitment, every wall and the dice, and that it replays.":
        "Prüft einen beendeten Spielbericht: den Seed gegen seine Festlegung, jede Mauer und die Würfel, und dass "
        "er sich nachspielen lässt.",
    "A game record (JSON lines) of a finished match.": "Ein Spielbericht (JSON-Zeilen) eines beendeten Spiels.",
    # demo
    "Parse a few hands of each rule set and show their analysis.":
        "Liest einige Hände jedes Regelwerks und zeigt ihre Analyse.",
}
"""English help text of the `jongg` command -> German (the `sheet` commands have their own module)."""

TYPER_DE: Final[dict[str, str]] = {
    "ARGUMENTS_PANEL_TITLE": "Argumente",
    "OPTIONS_PANEL_TITLE": "Optionen",
    "COMMANDS_PANEL_TITLE": "Befehle",
    "ERRORS_PANEL_TITLE": "Fehler",
    "ABORTED_TEXT": "Abgebrochen.",
    "DEFAULT_STRING": "[Vorgabe: {}]",
    "REQUIRED_LONG_STRING": "[nötig]",
    "RICH_HELP": "Hilfe: [blue]'{command_path} {help_option}'[/]",
}
"""typer's help and error panel words (module constants of `typer.rich_utils`)."""

RULE_NOTES_DE: Final[dict[str, str]] = {}
"""The rule tables' condition texts (`Rule.note`), English -> German."""

OPTION_DOCS_DE: Final[dict[str, str]] = {}
"""The rule-set options' meanings, English -> German."""
