"""Every word the command line shows, in English and German: one table, looked up by key.

`text(key, lang, **values)` formats a message; `amount(n, unit, lang)` writes a number with its unit word in
the right number ("1 double", "2 doubles", "1 Verdopplung", "2 Verdopplungen"; a limit is the word alone), and
a message whose German needs the singular for one (`n` = 1) has a key of its own, `KEY.one`, that `text` picks;
`HELP_DE` maps each English help text of the `jongg` command and its command groups to its German text (the CLI
swaps them in when `--lang de` is given); `PARSER_DE` does the same for the messages of typer's command-line
parser; `RULE_NOTES_DE` and `OPTION_DOCS_DE` translate the rule tables' condition texts and the options'
meanings, keyed by the English text, so a changed English text shows up as missing (tests check that every one
has a German text). `german(english, table)` looks a text up in `HELP_DE` or `PARSER_DE`: a key with {fields}
stands for every text that differs only there (a help text with the default path in it, an error message with
the option's name).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import Final

from jongg.errors import InvalidOption, excerpt, render, shown

LANGUAGES: Final = ("en", "de")


def check_lang(value: object) -> str:
    """`value` if it is a language we speak, else `InvalidOption` naming the choices."""
    if value not in LANGUAGES:
        raise InvalidOption("i18n.lang_one_not", languages=", ".join(LANGUAGES), value=excerpt(value))
    return value


def text(key: str, lang: str, /, **values: object) -> str:
    """The message `key` in `lang` (English unless "de"), formatted with `values`; its singular `KEY.one` when
    there is one and the number `n` is 1: "Es fehlt 1 Ziegel", "Es fehlen 2 Ziegel". A key that is no word of
    the command line is an error's id (`jongg.error_texts`: `text(error.code, lang, **error.params)`); a value
    that is a `Phrase` or an error is put into words in `lang` too."""
    number = values.get("n")
    if isinstance(number, int) and abs(number) == 1 and f"{key}.one" in MESSAGES:
        key = f"{key}.one"
    entry = MESSAGES.get(key)
    if entry is None:  # an error's id, or a phrase's: their catalog is `jongg.error_texts`, read only now
        return render(key, lang, values)
    en, de = entry
    return (de if lang == "de" else en).format_map(shown(values, lang))


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
    "tables": (("table", "tables"), ("Tisch", "Tische")),
    "hands": (("hand", "hands"), ("Hand", "Hände")),
    "workers": (("worker", "workers"), ("Worker", "Worker")),
}

LIMITS: Final[dict[str, str]] = {"limit": "Limit"}
"""German words of the limit tiers that differ from the English (Riichi's mangan … yakuman stay as they are)."""


def wind_name(wind: str, lang: str) -> str:
    """A wind's word (E S W N): "East", "Ost"."""
    return text(f"wind.{wind}", lang)


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


def german(english: str, table: Mapping[str, str]) -> str | None:
    """The German of `english` from `table` (`HELP_DE`, `PARSER_DE`): its own entry, else that of a key with
    {fields} that fits it, filled with what the fields matched (see `PARSER_DE` for the `message`, `hint` and
    `label` fields); None if no key fits, so the caller keeps the English. Of the keys that fit, one that wraps
    a text of its own (a `message` or `hint` field) comes first, as the wrapped text may fit a key too; then the
    one with the most text around its fields ("greater than or equal to {ge}" before "greater than {gt}")."""
    found = table.get(english)
    if found is not None:
        return found
    for key in sorted((key for key in table if "{" in key), key=_specificity, reverse=True):
        fields = read_template(key, english)
        if fields is None:
            continue
        if "label" in fields:
            if fields["label"] not in table:
                continue
            fields["label"] = table[fields["label"]]
        for name in ("message", "hint"):
            if name in fields:
                fields[name] = german(fields[name], table) or fields[name]
        return fill_template(table[key], fields)
    return None


def _specificity(key: str) -> tuple[bool, int]:
    _, names, size = template_pattern(key)
    return bool(set(names) & {"message", "hint"}), size


@functools.cache
def template_pattern(template: str, empty: bool = False) -> tuple[re.Pattern[str], tuple[str, ...], int]:
    """A text with {fields} (`str.format`'s: `{{` and `}}` are braces, `{name!r}` a field) as a pattern: a regular
    expression (the text as it is, each field any text, at least one character unless `empty`), the field names
    in order, and how much text it has around its fields (how specific it is)."""
    parts, names, size = [], [], 0
    import string  # only typer's texts are read so (the first German error does not pay for it)

    for literal, field, _, _ in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        size += len(literal)
        if field is not None:
            parts.append("(.*?)" if empty else "(.+?)")
            names.append(field)
    return re.compile("".join(parts), re.DOTALL), tuple(names), size


def read_template(template: str, text: str, empty: bool = False) -> dict[str, str] | None:
    """What the fields of `template` hold in `text` (`template_pattern`); None if `text` is not made from it."""
    pattern, names, _ = template_pattern(template, empty)
    found = pattern.fullmatch(text)
    return None if found is None else dict(zip(names, found.groups(), strict=True))


def fill_template(template: str, values: Mapping[str, str]) -> str:
    """`template` with each field replaced by its value (a text as it is: no conversion, no format spec)."""
    out = []
    import string  # only typer's texts are read so (the first German error does not pay for it)

    for literal, field, _, _ in string.Formatter().parse(template):
        out.append(literal)
        if field is not None:
            out.append(values[field])
    return "".join(out)


MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # general
    "error.at": (" at position {position}", " an Position {position}"),
    "error": ("error", "Fehler"),
    "sheet.refused": ("refused", "abgelehnt"),
    "mjai.option": ("--option takes KEY=VALUE, not {given}", "--option nimmt SCHLÜSSEL=WERT, nicht {given}"),
    "hint": ("hint: {text}", "Tipp: {text}"),
    "lang.bad": ("--lang is one of en, de, not {value}", "--lang ist en oder de, nicht {value}"),
    "version": ("jongg {version}", "jongg {version}"),
    # score: usage
    "score.need_hand": ("give a HAND, or --jsonl FILE", "gib eine HAND an, oder --jsonl DATEI"),
    "score.draw_and_discard": (
        "--self-draw and --discard exclude each other",
        "--self-draw und --discard schließen einander aus",
    ),
    "score.option_form": ("--option takes KEY=VALUE, not {value}", "--option nimmt SCHLÜSSEL=WERT, nicht {value}"),
    "score.wind": ("{name} is one of E, S, W, N, not {value}", "{name} ist E, S, W oder N, nicht {value}"),
    # score: tile counts
    "count.found": (
        "found {total}: {concealed} concealed, {melds} ({meld_tiles} counted){winning}; {expected}",
        "gefunden: {total}: {concealed} verdeckt, {melds} ({meld_tiles} gezählt){winning}; {expected}",
    ),
    "count.winning": (", 1 winning tile", ", 1 Gewinnziegel"),
    "count.expect_win": (
        "a winning hand has 13 + the winning tile (a kong counts 3)",
        "eine Gewinnhand hat 13 + den Gewinnziegel (ein Kong zählt 3)",
    ),
    "count.expect_lose": (
        "a hand without a winning tile has 13 (a kong counts 3)",
        "eine Hand ohne Gewinnziegel hat 13 (ein Kong zählt 3)",
    ),
    "count.twice": (
        "Is the winning tile written twice? {tile} is also among the concealed tiles: write it only once, after the +",
        "Steht der Gewinnziegel doppelt da? {tile} ist auch unter den verdeckten Ziegeln: schreib ihn "
        "nur einmal, nach dem +",
    ),
    "count.no_plus": (
        "14 tiles and no +X: write the tile the hand won with as +X at the end, e.g. '{example}'",
        "14 Ziegel und kein +X: schreib den Ziegel, mit dem die Hand gewonnen hat, als +X ans Ende, z. B. '{example}'",
    ),
    "count.missing": (
        "{tiles} missing: is a tile or a meld left out?",
        "Es fehlen {tiles}: fehlt ein Ziegel oder eine Figur?",
    ),
    "count.missing.one": (
        "{tiles} missing: is a tile or a meld left out?",
        "Es fehlt {tiles}: fehlt ein Ziegel oder eine Figur?",
    ),
    "count.extra": (
        "{tiles} too many: is a tile or a meld written twice?",
        "{tiles} zu viel: steht ein Ziegel oder eine Figur doppelt da?",
    ),
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
    "reason.not-complete": (
        "not a winning hand, complete in no form of {ruleset} ({forms})",
        "keine Gewinnhand, in keiner Form von {ruleset} vollständig ({forms})",
    ),
    "reason.form_away": ("{form}: {n} away", "{form}: {n} entfernt"),
    "reason.form_impossible": ("{form}: not with melds", "{form}: nicht mit Figuren"),
    "reason.no-yaku": (
        "no yaku: a Riichi hand needs at least one yaku to win",
        "kein Yaku: eine Riichi-Hand braucht mindestens ein Yaku zum Gewinnen",
    ),
    "reason.below-minimum": (
        "below the minimum the options ask for (min_points / fan_minimum)",
        "unter dem Minimum, das die Optionen verlangen (min_points / fan_minimum)",
    ),
    "reason.dead-hand": ("a dead hand (irregular), it scores nothing", "eine tote Hand (irregulär), sie zählt nichts"),
    "label.points": ("points", "Punkte"),
    "label.doubles": ("doubles", "Verdopplungen"),
    "label.fan": ("fan", "Fan"),
    "label.han": ("han", "Han"),
    "label.fu": ("fu", "Fu"),
    "label.limit": ("limit", "Limit"),
    # rules
    "rules.need_id": ("give the id of a rule set", "gib die Kennung eines Regelwerks an"),
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
    "verify.sound": (
        "the record is sound: the seed matches its commitment, and the rules give every event from the seed "
        "and the players' decisions",
        "der Spielbericht ist stimmig: der Seed passt zu seiner Festlegung, und die Regeln ergeben jedes "
        "Ereignis aus dem Seed und den Entscheidungen der Spieler",
    ),
    "verify.problems": ("{n} found", "{n} gefunden"),
    # demo
    "demo.title": ("jongg: hand analysis", "jongg: Handanalyse"),
    "demo.ruleset": ("rule set", "Regelwerk"),
    "demo.hand": ("hand", "Hand"),
    "demo.shanten": ("shanten", "Shanten"),
    "demo.waits": ("waits", "Warteziegel"),
    "demo.arrangements": ("arrangements", "Aufteilungen"),
    # analyse
    "analyse.need_hand": ("give the hand to analyse", "gib die Hand an, die analysiert werden soll"),
    "analyse.title": ("{hand} ({ruleset}, {tiles})", "{hand} ({ruleset}, {tiles})"),
    "analyse.form": ("winning form", "Gewinnform"),
    "analyse.shanten": ("shanten", "Shanten"),
    "analyse.not_possible": ("not with melds", "nicht mit Figuren"),
    "analyse.complete": ("complete: this is a winning hand", "vollständig: das ist eine Gewinnhand"),
    "analyse.ready": ("ready (tenpai): it waits on {waits}", "bereit (Tenpai): sie wartet auf {waits}"),
    "analyse.no_waits": (
        "ready in shape, but every tile it waits on is in the hand already (no wait left)",
        "der Form nach bereit, aber jeder Warteziegel ist schon in der Hand (keiner übrig)",
    ),
    "analyse.away": ("{away} from ready (shanten {n})", "{away} von bereit entfernt (Shanten {n})"),
    "analyse.wait": ("wait", "Warteziegel"),
    "analyse.unseen": ("unseen", "ungesehen"),
    "analyse.yaku": ("yaku", "Yaku"),
    "analyse.yaku.both": ("ron and tsumo", "Ron und Tsumo"),
    "analyse.yaku.ron": ("ron only", "nur Ron"),
    "analyse.yaku.tsumo": ("tsumo only", "nur Tsumo"),
    "analyse.yaku.none": ("none", "keins"),
    "analyse.wins": ("wins", "gewinnt"),
    "analyse.wins.both": ("on a discard and self-drawn", "mit Abwurf und selbst gezogen"),
    "analyse.wins.ron": ("on a discard only", "nur mit Abwurf"),
    "analyse.wins.tsumo": ("self-drawn only", "nur selbst gezogen"),
    "analyse.wins.none": ("no: below the minimum", "nein: unter dem Minimum"),
    "analyse.improve": (
        "tiles that improve it: {tiles} ({n} unseen)",
        "Ziegel, die sie verbessern: {tiles} ({n} ungesehen)",
    ),
    "analyse.discards": ("Discards, best first", "Abwürfe, die besten zuerst"),
    "analyse.discard": ("discard", "Abwurf"),
    "analyse.acceptance": ("acceptance", "Annahme"),
    "analyse.tiles": ("tiles that improve (unseen)", "verbessernde Ziegel (ungesehen)"),
    "analyse.waits": ("Waits", "Warteziegel"),
    # play (the terminal app), games, replay
    "wind.E": ("East", "Ost"),
    "wind.S": ("South", "Süd"),
    "wind.W": ("West", "West"),
    "wind.N": ("North", "Nord"),
    "play.you": ("You", "Du"),
    "play.round": ("{wind} round", "{wind}-Runde"),
    "play.hand": ("hand {n}", "Hand {n}"),
    "play.dealer": ("dealer {name}", "Geber {name}"),
    "play.streak": ("East has won {n} in a row", "Ost hat {n}-mal in Folge gewonnen"),
    "play.honba": ("honba {n}", "Honba {n}"),
    "play.sticks": ("riichi sticks {n}", "Riichi-Stäbchen {n}"),
    "play.wall": ("wall {n}", "Mauer {n}"),
    "play.dead_wall": ("dead wall {n}", "tote Mauer {n}"),
    "play.dora": ("dora indicators", "Dora-Anzeiger"),
    "play.riichi": ("riichi", "Riichi"),
    "play.position.1": ("right", "rechts"),
    "play.position.2": ("opposite", "gegenüber"),
    "play.position.3": ("left", "links"),
    "play.called": ("original call", "Original Call"),
    "play.concealed": ("{n} concealed", "{n} verdeckt"),
    "play.discards": ("discards", "Abwürfe"),
    "play.bonus": ("bonus", "Bonus"),
    "play.bonus.riichi": ("flowers", "Blumen"),
    "play.turn": ("{name} ({wind}) is playing …", "{name} ({wind}) ist am Zug …"),
    "play.your_turn": (
        "Your turn: discard a tile (its letter, or click it; Enter: the drawn tile) or choose an action.",
        "Du bist am Zug: wirf einen Ziegel ab (sein Buchstabe oder ein Klick; Enter: der gezogene) oder wähle eine Aktion.",
    ),
    "play.your_turn.claimed": (
        "Your turn: discard a tile (its letter, or click it) or choose an action.",
        "Du bist am Zug: wirf einen Ziegel ab (sein Buchstabe oder ein Klick) oder wähle eine Aktion.",
    ),
    "play.claim": (
        "{name} discarded {tile}: you may claim it ({claims}).",
        "{name} hat {tile} abgeworfen: du kannst ihn nehmen ({claims}).",
    ),
    "play.claim.chow": ("chow", "Chow"),
    "play.claim.pung": ("pung", "Pong"),
    "play.claim.kong": ("kong", "Kong"),
    "play.claim.mahjongg": ("Mah-Jongg", "Mah-Jongg"),
    "play.claim.chow.riichi": ("chi", "Chi"),
    "play.claim.pung.riichi": ("pon", "Pon"),
    "play.claim.kong.riichi": ("kan", "Kan"),
    "play.claim.mahjongg.riichi": ("ron", "Ron"),
    "play.rob": (
        "{name} declares a kong of {tile}: you may rob it.",
        "{name} sagt ein Kong aus {tile} an: du kannst es berauben.",
    ),
    "play.rob.riichi": (
        "{name} declares a kan of {tile}: you may rob it (ron).",
        "{name} sagt ein Kan aus {tile} an: du kannst es berauben (Ron).",
    ),
    "play.before_play": ("Before play: declare a dealt kong?", "Vor dem Spiel: ein ausgeteiltes Kong ansagen?"),
    "play.action.discard": ("discard {tile}", "{tile} abwerfen"),
    "play.action.chow": ("Chow {tiles}", "Chow {tiles}"),
    "play.action.pung": ("Pung {tiles}", "Pong {tiles}"),
    "play.action.kong": ("Kong {tiles}", "Kong {tiles}"),
    "play.action.concealed_kong": ("Concealed kong {tiles}", "Verdecktes Kong {tiles}"),
    "play.action.added_kong": ("Add {tile} to the pung", "{tile} an den Pong anlegen"),
    "play.action.mahjongg": ("Mah-Jongg with {tile}!", "Mah-Jongg mit {tile}!"),
    "play.action.pass": ("Pass", "Passen"),
    "play.action.expose": ("Show my hand", "Meine Hand zeigen"),
    "play.action.keep": ("Keep the tiles", "Ziegel behalten"),
    "play.action.original_call": ("Original call, discarding {tile}", "Original Call, {tile} abwerfen"),
    "play.action.riichi": ("Riichi, discarding {tile}", "Riichi, {tile} abwerfen"),
    "play.action.nine_terminals": ("Nine terminals: abortive draw", "Neun Hauptziegel: Abbruch"),
    "play.action.chow.riichi": ("Chi {tiles}", "Chi {tiles}"),
    "play.action.pung.riichi": ("Pon {tiles}", "Pon {tiles}"),
    "play.action.kong.riichi": ("Kan {tiles}", "Kan {tiles}"),
    "play.action.concealed_kong.riichi": ("Closed kan {tiles}", "Geschlossenes Kan {tiles}"),
    "play.action.added_kong.riichi": ("Kan: add {tile} to the pon", "Kan: {tile} an den Pon anlegen"),
    "play.action.tsumo": ("Tsumo {tile}!", "Tsumo {tile}!"),
    "play.action.ron": ("Ron {tile}!", "Ron {tile}!"),
    "play.action.bonus": ("Declare the flower {tile}", "Blume {tile} ansagen"),
    "play.action.riichi_choose": ("Riichi… (r: then its discard)", "Riichi… (r: dann sein Abwurf)"),
    "play.action.riichi_cancel": ("No riichi (r)", "Kein Riichi (r)"),
    "play.riichi_choose": (
        "Riichi: choose the discard that declares it, {tiles} (their letters are lit; r or Esc takes it back).",
        "Riichi: wähle den Abwurf, mit dem du es ansagst, {tiles} (ihre Buchstaben leuchten; r oder Esc nimmt es zurück).",
    ),
    "play.action.other": ("{action}", "{action}"),
    "play.hints.shanten": ("shanten {n}", "Shanten {n}"),
    "play.hints.complete": ("a winning hand", "eine Gewinnhand"),
    "play.hints.waits": ("waits {waits}", "wartet auf {waits}"),
    "play.hints.best": ("best discards {tiles}", "beste Abwürfe {tiles}"),
    "play.warn.furiten": (
        "Furiten: no ron for you (a wait of yours is among your discards, or you let one pass).",
        "Furiten: kein Ron für dich (ein Warteziegel liegt in deinen Abwürfen, oder du hast einen vorbeigelassen).",
    ),
    "play.warn.no_yaku": (
        "No yaku: a win on {tiles} would not count (riichi gives one).",
        "Kein Yaku: ein Gewinn mit {tiles} zählt nicht (Riichi gibt eines).",
    ),
    "play.warn.tsumo_only": (
        "No yaku for ron on {tiles}: only tsumo wins.",
        "Kein Yaku für Ron mit {tiles}: nur Tsumo gewinnt.",
    ),
    "play.hints.bot": ("the standard bot would: {action}", "der Standard-Bot würde: {action}"),
    "play.hints.reason.dangerous": (
        "the bot keeps {tile}: discarding it would be dangerous play against {wind}",
        "der Bot behält {tile}: ihn abzuwerfen wäre gefährliches Spiel gegen {wind}",
    ),
    "play.hints.reason.safe": (
        "the bot discards {tile}: it is safe against {wind}'s riichi",
        "der Bot wirft {tile} ab: er ist sicher gegen das Riichi von {wind}",
    ),
    "play.hints.reason.value": (
        "the bot keeps {tile} for the hand's value or safety and gives up {n} of the tiles that help",
        "der Bot behält {tile} für den Wert der Hand oder die Sicherheit und verzichtet auf {n} hilfreiche Ziegel",
    ),
    "play.hints.reason.slower": (
        "the bot keeps {tile} for the hand's value or safety, one step further from ready",
        "der Bot behält {tile} für den Wert der Hand oder die Sicherheit, einen Schritt weiter von einer fertigen Hand entfernt",
    ),
    "play.keys.play": (
        "a–n discard · Enter drawn tile · 1–9 actions · Space pass · ? hints · t unseen tiles · q quit",
        "a–n abwerfen · Enter gezogener · 1–9 Aktionen · Leertaste passen · ? Tipps · t ungesehen · q Ende",
    ),
    "play.keys.riichi": (
        "a–n discard · Enter drawn · 1–9 actions · r riichi · Space pass · ? hints · t unseen · q quit",
        "a–n abwerfen · Enter gezogener · 1–9 Aktionen · r Riichi · Leertaste passen · ? Tipps · t ungesehen · q Ende",
    ),
    "play.ask.name": (
        "Discard which tile, and name it how? Its letter and the name, e.g. c 6m (Enter; Esc: back)",
        "Welchen Ziegel abwerfen, und wie ansagen? Sein Buchstabe und der Name, z. B. c 6m (Enter; Esc: zurück)",
    ),
    "play.ask.name_refused": (
        "Not a tile letter and a name: {answer}",
        "Kein Buchstabe und Name eines Ziegels: {answer}",
    ),
    "play.ask.lay": (
        "Lay which set? pung 1z1z, chow 6s8s or kong 1m1m1m with the discard; kong 1m2m3m4m on your turn (Esc: back)",
        "Welche Figur auslegen? pung 1z1z, chow 6s8s oder kong 1m1m1m mit dem Abwurf; kong 1m2m3m4m am Zug (Esc: zurück)",
    ),
    "play.ask.lay_refused": (
        "Not a set to lay here: {answer}",
        "Keine Figur, die hier ausgelegt werden kann: {answer}",
    ),
    "play.check": (
        "{name} called Mah-Jongg and shows the hand: show yours before the call is checked, or pass",
        "{name} hat Mah-Jongg gerufen und zeigt die Hand: zeigen Sie Ihre, bevor der Ruf geprüft wird, oder passen Sie",
    ),
    "play.keys.name": ("s name a discard", "s Abwurf ansagen"),
    "play.keys.lay": ("w lay a set", "w Figur auslegen"),
    "play.seen.title": ("Tiles not yet seen", "Noch nicht gesehene Ziegel"),
    "play.seen.note": (
        "Of each tile, the copies you have not seen: not in your hand or melds, not in a discard nobody claimed,"
        " not in another player's meld, not a dora indicator.",
        "Von jedem Ziegel die Exemplare, die Sie nicht gesehen haben: nicht in Ihrer Hand oder Ihren Figuren,"
        " nicht in einem Abwurf, den niemand nahm, nicht in der Figur eines anderen, kein Dora-Anzeiger.",
    ),
    "play.seen.close": ("Back to the table", "Zurück zum Tisch"),
    "play.log.hand_start": ("Hand {n}: {wind} round, dealer {name}.", "Hand {n}: {wind}-Runde, Geber {name}."),
    "play.log.draw_own": ("{name}: drawn {tile}", "{name}: {tile} gezogen"),
    "play.log.discard": ("{name}: discard {tile}", "{name}: Abwurf {tile}"),
    "play.log.named_discard": ("{name}: discard {tile}, named {named}", "{name}: Abwurf {tile}, angesagt als {named}"),
    "play.log.mahjongg_call": (
        "{name} calls Mah-Jongg on {tile} and shows {tiles}",
        "{name} ruft Mah-Jongg auf {tile} und zeigt {tiles}",
    ),
    "play.log.expose": ("{name} shows his hand: {tiles}", "{name} zeigt seine Hand: {tiles}"),
    "play.log.take_back": (
        "{names}: the call is taken back (nobody had shown a hand)",
        "{names}: der Ruf wird zurückgenommen (niemand hatte seine Hand gezeigt)",
    ),
    "play.log.penalty": ("Penalty ({rule}): {who} pays the others", "Strafe ({rule}): {who} zahlt an die anderen"),
    "play.log.penalty_to": (
        "Penalty ({rule}): {who} pays {amount} to {whom}",
        "Strafe ({rule}): {who} zahlt {amount} an {whom}",
    ),
    "play.log.misnamed": (
        "{claimer} claims {owner}'s {named} ({claim}), but it is {tile}; shows {tiles}",
        "{claimer} beansprucht den {named} von {owner} ({claim}), doch es ist {tile}; zeigt {tiles}",
    ),
    "play.log.bonus": ("{name}: bonus tile {tile}", "{name}: Bonusziegel {tile}"),
    "play.log.claim_yours": ("{name} {claims} your {tile}", "{name} nimmt deinen {tile} für ein {claims}"),
    "play.log.claim_from": ("{name} {claims} {owner}'s {tile}", "{name} nimmt {tile} von {owner} für ein {claims}"),
    "play.log.claim_mine": ("You {claim} {owner}'s {tile}", "Du nimmst {tile} von {owner} für ein {claim}"),
    "play.log.claim_lost": (
        "Your claim ({claim}) lost: {name}'s {meld} comes first.",
        "Dein Anspruch ({claim}) unterliegt: das {meld} von {name} geht vor.",
    ),
    "play.log.claims.chow": ("chows", "Chow"),
    "play.log.claims.pung": ("pungs", "Pong"),
    "play.log.claims.kong": ("kongs", "Kong"),
    "play.log.claims.chow.riichi": ("chis", "Chi"),
    "play.log.claims.pung.riichi": ("pons", "Pon"),
    "play.log.claims.kong.riichi": ("kans", "Kan"),
    "play.log.concealed_kong": ("{name}: concealed kong", "{name}: verdecktes Kong"),
    "play.log.added_kong": ("{name}: {tile} added to a pung", "{name}: {tile} an einen Pong angelegt"),
    "play.log.riichi": ("{name}: riichi", "{name}: Riichi"),
    "play.log.tsumo": ("{name}: tsumo with {tile}!", "{name}: Tsumo mit {tile}!"),
    "play.log.ron": ("{name}: ron with {tile}!", "{name}: Ron mit {tile}!"),
    "play.log.concealed_kong.riichi": ("{name}: closed kan", "{name}: geschlossenes Kan"),
    "play.log.added_kong.riichi": ("{name}: kan, {tile} added to a pon", "{name}: Kan, {tile} an einen Pon angelegt"),
    "play.log.bonus.riichi": ("{name}: flower {tile}", "{name}: Blume {tile}"),
    "play.log.dora": ("New dora indicator {tile}.", "Neuer Dora-Anzeiger {tile}."),
    "play.log.original_call": ("{name}: original call", "{name}: Original Call"),
    "play.log.mahjongg": ("{name}: Mah-Jongg with {tile}!", "{name}: Mah-Jongg mit {tile}!"),
    "play.log.draw_hand": ("The hand is a draw ({reason}).", "Die Hand endet unentschieden ({reason})."),
    "play.log.match_end": ("The match is over ({reason}).", "Das Spiel ist vorbei ({reason})."),
    "play.meld.chow": ("chow", "Chow"),
    "play.meld.pung": ("pung", "Pong"),
    "play.meld.kong": ("kong", "Kong"),
    "play.meld.chow.riichi": ("chi", "Chi"),
    "play.meld.pung.riichi": ("pon", "Pon"),
    "play.meld.kong.riichi": ("kan", "Kan"),
    "play.end.won": ("Hand {n}: won by {name}", "Hand {n}: gewonnen von {name}"),
    "play.end.draw": ("Hand {n}: a draw", "Hand {n}: unentschieden"),
    "play.end.penalty": ("Hand {n}: ended by a penalty: {rule}", "Hand {n}: durch eine Strafe beendet: {rule}"),
    "play.end.hand": ("{name} ({wind})", "{name} ({wind})"),
    "play.end.liable": ("{name} is liable (dangerous play)", "{name} haftet (gefährliches Spiel)"),
    "play.end.payments": ("Payments", "Zahlungen"),
    "play.end.payment": ("{payer} → {payee}", "{payer} → {payee}"),
    "play.end.totals": ("Totals", "Spielstand"),
    "play.end.player": ("player", "Spieler"),
    "play.end.this_hand": ("this hand", "diese Hand"),
    "play.end.total": ("total", "gesamt"),
    "play.end.dora": ("dora indicators", "Dora-Anzeiger"),
    "play.end.ura": ("ura indicators", "Ura-Anzeiger"),
    "play.end.tenpai": (
        "Ready (tenpai): {ready} · not ready (noten): {noten}",
        "Bereit (Tenpai): {ready} · nicht bereit (Noten): {noten}",
    ),
    "play.end.win.discard": (
        "{name} won on {tile}, discarded by {owner}.",
        "{name}: gewonnen mit {tile}, abgeworfen von {owner}.",
    ),
    "play.end.win.robbing": (
        "{name} won on {tile}, robbed from {owner}'s kong.",
        "{name}: gewonnen mit {tile}, geraubt aus dem Kong von {owner}.",
    ),
    "play.end.win.robbing.riichi": (
        "{name} won on {tile}, robbed from {owner}'s kan.",
        "{name}: gewonnen mit {tile}, geraubt aus dem Kan von {owner}.",
    ),
    "play.end.win.self-draw": ("{name} won on {tile}, self-drawn.", "{name}: gewonnen mit {tile}, selbst gezogen."),
    "play.end.win.flower": ("{name} won by flowers.", "{name}: gewonnen durch Blumen."),
    "play.end.win.four-kongs": ("{name} won by a fourth kan.", "{name}: gewonnen durch ein viertes Kan."),
    "play.end.nagashi": ("{name}: nagashi mangan", "{name}: Nagashi Mangan"),
    "play.end.next": (
        "Next hand: honba {honba}, riichi sticks on the table {sticks}",
        "Nächste Hand: Honba {honba}, Riichi-Stäbchen auf dem Tisch {sticks}",
    ),
    "play.pay.riichi": ("riichi stick", "Riichi-Stäbchen"),
    "play.pay.riichi-sticks": ("the riichi sticks on the table", "die Riichi-Stäbchen vom Tisch"),
    "play.pay.noten": ("noten", "Noten"),
    "play.pay.honba": ("honba", "Honba"),
    "play.end.continue": ("Continue (Enter)", "Weiter (Enter)"),
    "play.final.title": ("The match is over: {reason}", "Das Spiel ist vorbei: {reason}"),
    "play.final.place": ("place", "Platz"),
    "play.final.result": ("result", "Ergebnis"),
    "play.final.uma": (
        "Result: (points − {returned}) / 1000 + uma (+{high}, +{low}, −{low}, −{high} by place); the first also gets the oka (+{oka}).",
        "Ergebnis: (Punkte − {returned}) / 1000 + Uma (+{high}, +{low}, −{low}, −{high} nach Platz); der Erste bekommt auch das Oka (+{oka}).",
    ),
    "play.final.close": ("Close (q)", "Schließen (q)"),
    "play.reason.wall empty": ("wall empty", "Mauer leer"),
    "play.reason.dead wall empty": ("dead wall empty", "tote Mauer leer"),
    "play.reason.four rounds played": ("four rounds played", "vier Runden gespielt"),
    "play.reason.the agreed rounds played": ("the agreed rounds played", "die vereinbarten Runden gespielt"),
    "play.reason.one hand played": ("one hand played", "eine Hand gespielt"),
    "play.reason.time up": ("time up", "Zeit abgelaufen"),
    "play.reason.nine-terminals": ("nine terminals and honours", "neun Terminal- und Ehrenziegel"),
    "play.reason.four-winds": ("the same wind discarded four times", "viermal derselbe Wind abgeworfen"),
    "play.reason.four-riichi": ("four riichi", "vier Riichi"),
    "play.reason.four-kans": ("four kans", "vier Kans"),
    "play.reason.three-rons": ("three rons", "dreifaches Ron"),
    "play.reason.East 4 played": ("East 4 played", "Ost 4 gespielt"),
    "play.reason.South 4 played": ("South 4 played", "Süd 4 gespielt"),
    "play.reason.West 4 played": ("West 4 played", "West 4 gespielt"),
    "play.reason.the dealer stopped while leading": (
        "the dealer stopped while leading",
        "der Geber hört in Führung auf",
    ),
    "play.reason.bust": ("a score below zero", "ein Punktestand unter null"),
    "sheet.bust": ("bust: {names} below zero", "Bankrott: {names} unter null"),
    "play.reason.extension": (
        "the return points reached in the extension",
        "die Rückgabepunkte in der Verlängerung erreicht",
    ),
    "play.quit.ask": (
        "Leave this match? It is saved: `jongg play --resume` continues it.",
        "Dieses Spiel verlassen? Es ist gespeichert: `jongg play --resume` setzt es fort.",
    ),
    "play.quit.ask_unsaved": ("Abandon this match?", "Dieses Spiel abbrechen?"),
    "play.quit.yes": ("Quit (y)", "Beenden (j)"),
    "play.quit.no": ("Play on (n)", "Weiterspielen (n)"),
    "play.saved": (
        "Saved as {id}: `jongg play --resume` continues it.",
        "Gespeichert als {id}: `jongg play --resume` setzt es fort.",
    ),
    "play.finished": (
        "Saved as {id}: `jongg replay {id}` shows it again.",
        "Gespeichert als {id}: `jongg replay {id}` zeigt es noch einmal.",
    ),
    "play.resume.none": (
        "no unfinished match to resume in {folder}",
        "kein unbeendetes Spiel zum Fortsetzen in {folder}",
    ),
    "play.resume.skipped": (
        "the saved game {id} is damaged and is passed over: {why}",
        "das gespeicherte Spiel {id} ist beschädigt und wird übergangen: {why}",
    ),
    "play.no_terminal": ("jongg play needs a terminal", "jongg play braucht ein Terminal"),
    "games.none": ("no saved games in {folder}", "keine gespeicherten Spiele in {folder}"),
    "games.title": ("Saved games ({folder})", "Gespeicherte Spiele ({folder})"),
    "games.id": ("id", "Kennung"),
    "games.date": ("date", "Datum"),
    "games.ruleset": ("rule set", "Regelwerk"),
    "games.players": ("players", "Spieler"),
    "games.result": ("result", "Ergebnis"),
    "games.unfinished": ("unfinished", "nicht beendet"),
    "games.damaged": ("damaged: {why}", "beschädigt: {why}"),
    "replay.where": ("event {n} of {total}", "Ereignis {n} von {total}"),
    "replay.open": ("all hands open", "alle Hände offen"),
    "replay.record": (
        "record {n} of {total} (FILE#N picks another)",
        "Aufzeichnung {n} von {total} (DATEI#N wählt eine andere)",
    ),
    "replay.seat": ("as seen from seat {seat} ({name})", "aus der Sicht von Platz {seat} ({name})"),
    "replay.keys": (
        "→/Space next · ← back · ] next hand · [ previous hand · Home/End · g jump to hand · q quit",
        "→/Leertaste vor · ← zurück · ] nächste Hand · [ vorige Hand · Pos1/Ende · g zu Hand springen · q beenden",
    ),
    "replay.no_hand": (
        "There is no hand {n}: the record has hands {first} to {last}.",
        "Es gibt keine Hand {n}: die Aufzeichnung hat die Hände {first} bis {last}.",
    ),
    "replay.jump": ("Jump to hand number (Enter):", "Zu Hand Nummer springen (Enter):"),
    "replay.bad_seat": ("--seat is 0, 1, 2 or 3, not {value}", "--seat ist 0, 1, 2 oder 3, nicht {value}"),
    # sheet (the scoresheet)
    "sheet.lang_bad": ("--lang is en or de, not {value}", "--lang ist en oder de, nicht {value}"),
    "sheet.format_export": ("--format is csv or json, not {value}", "--format ist csv oder json, nicht {value}"),
    "sheet.format_standings": ("--format is table or csv, not {value}", "--format ist table oder csv, nicht {value}"),
    "sheet.started": ("Match {id} ({ruleset}) started in {path}", "Partie {id} ({ruleset}) angelegt in {path}"),
    "sheet.match": ("Match {id} ({ruleset}), started {created}", "Partie {id} ({ruleset}), begonnen {created}"),
    "sheet.options": ("Options: {options}", "Optionen: {options}"),
    "sheet.changed": (
        "note: the payments of entries {entries} differ from those recorded (the rules changed since); "
        "the totals follow the rules now",
        "Hinweis: die Zahlungen der Einträge {entries} weichen von den gespeicherten ab (die Regeln haben sich "
        "seitdem geändert); die Summen folgen jetzt den Regeln",
    ),
    "sheet.penalties.title": ("Penalties of {ruleset}", "Strafen von {ruleset}"),
    "sheet.penalties.id": ("id", "Kennung"),
    "sheet.penalties.case": ("case", "Fall"),
    "sheet.penalties.payers": ("payers", "Zahler"),
    "sheet.penalties.hand": ("hand", "Hand"),
    "sheet.penalties.or": (" or ", " oder "),
    "sheet.penalties.ends": ("ends", "endet"),
    "sheet.penalties.continues": ("continues", "geht weiter"),
    "sheet.entries": ("Entries", "Einträge"),
    "sheet.entries.hand": ("hand", "Hand"),
    "sheet.entries.round": ("round", "Runde"),
    "sheet.entries.east": ("East", "Ost"),
    "sheet.entries.what": ("what", "was"),
    "sheet.removed_match": (
        "Removed match {id} ({ruleset}, {players}; it had no entries).",
        "Partie {id} entfernt ({ruleset}, {players}; sie hatte keine Einträge).",
    ),
    "sheet.removed_entry": (
        "Removed entry {entry} of match {match} (hand {hand}): {summary}",
        "Eintrag {entry} der Partie {match} entfernt (Hand {hand}): {summary}",
    ),
    "sheet.standings.title": ("Standings: {ruleset}", "Rangliste: {ruleset}"),
    "sheet.standings.rank": ("rank", "Rang"),
    "sheet.standings.player": ("player", "Spieler"),
    "sheet.standings.matches": ("matches", "Partien"),
    "sheet.standings.finished": ("finished", "beendet"),
    "sheet.standings.first": ("first", "Erster"),
    "sheet.standings.table_points": ("table points", "Tischpunkte"),
    "sheet.standings.average_place": ("average place", "mittlerer Platz"),
    "sheet.standings.score": ("score", "Wertung"),
    "sheet.list.match": ("match", "Partie"),
    "sheet.list.ruleset": ("rule set", "Regelwerk"),
    "sheet.list.players": ("players", "Spieler"),
    "sheet.list.started": ("started", "begonnen"),
    "sheet.list.hands": ("hands", "Hände"),
    "sheet.list.state": ("state", "Stand"),
    "sheet.list.in_progress": ("in progress", "läuft"),
    "sheet.player": ("player", "Spieler"),
    "sheet.seat": ("seat", "Platz"),
    "sheet.total": ("total", "gesamt"),
    "sheet.net": ("net", "netto"),
    "sheet.next": (
        "Next: hand {hand} · {round} round, deal {deal} of 4 · East: {east}",
        "Als Nächstes: Hand {hand} · {round}-Runde, Geben {deal} von 4 · Ost: {east}",
    ),
    "sheet.streak": (" (won {n} in a row)", " ({n}-mal in Folge gewonnen)"),
    "sheet.status.honba": ("honba", "Honba"),
    "sheet.status.riichi_sticks": ("riichi sticks", "Riichi-Stäbchen"),
    "sheet.status.chips": ("chips", "Chips"),
    "sheet.status.dealer_may_stop": ("dealer may stop", "Ost darf aufhören"),
    "sheet.over": ("Match over", "Partie beendet"),
    "sheet.final": ("Final result", "Endergebnis"),
    "sheet.final.place": ("place", "Platz"),
    "sheet.final.score": ("score", "Wertung"),
    "sheet.time": (
        "Time: {elapsed} of {minutes} minutes (record 'sheet time-up' when the agreed time is reached)",
        "Zeit: {elapsed} von {minutes} Minuten (trag 'sheet time-up' ein, wenn die vereinbarte Zeit erreicht ist)",
    ),
    "sheet.hand": ("Hand {hand}", "Hand {hand}"),
    "sheet.where": (" · {round} round · East: {east}", " · {round}-Runde · Ost: {east}"),
    "sheet.in_progress": (" (hand in progress)", " (die Hand läuft weiter)"),
    "sheet.values": ("Values: {values}", "Werte: {values}"),
    "sheet.rule": ("rule", "Regel"),
    "sheet.value": ("value", "Wert"),
    "sheet.unit": ("unit", "Einheit"),
    "sheet.limit_hand": ("limit_hand", "Limit-Hand"),
    "sheet.score_total": ("; total {total}", "; gesamt {total}"),
    "sheet.no_payments": ("No payments.", "Keine Zahlungen."),
    "sheet.payments": ("Payments", "Zahlungen"),
    "sheet.from": ("from", "von"),
    "sheet.to": ("to", "an"),
    "sheet.amount": ("amount", "Betrag"),
    "sheet.reason": ("reason", "Grund"),
    "sheet.reason.win": ("win", "Gewinn"),
    "sheet.reason.difference": ("difference", "Differenz"),
    "sheet.reason.riichi": ("riichi", "Riichi"),
    "sheet.reason.riichi-sticks": ("riichi-sticks", "Riichi-Stäbchen"),
    "sheet.reason.nagashi": ("nagashi", "Nagashi Mangan"),
    "sheet.reason.noten": ("noten", "Noten"),
    "sheet.reason.dangerous-play": ("dangerous-play", "gefährliches Spiel"),
    "sheet.summary.draw": ("draw", "Remis"),
    "sheet.summary.settled": ("draw (hands settled)", "Remis (Hände abgerechnet)"),
    "sheet.summary.abortive": ("abortive draw", "abgebrochenes Remis"),
    "sheet.summary.nagashi": ("draw, nagashi mangan: {names}", "Remis, Nagashi Mangan: {names}"),
    "sheet.summary.nobody_tenpai": ("draw, tenpai: nobody", "Remis, Tenpai: niemand"),
    "sheet.summary.tenpai": ("draw, tenpai: {names}", "Remis, Tenpai: {names}"),
    "sheet.summary.self_draw": ("{names} win by self-draw", "{names} gewinnen mit selbst gezogenem Ziegel"),
    "sheet.summary.self_draw.one": ("{names} wins by self-draw", "{names} gewinnt mit selbst gezogenem Ziegel"),
    "sheet.summary.discard": (
        "{names} win on {discarder}'s discard",
        "{names} gewinnen mit dem Abwurf von {discarder}",
    ),
    "sheet.summary.discard.one": (
        "{names} wins on {discarder}'s discard",
        "{names} gewinnt mit dem Abwurf von {discarder}",
    ),
    "sheet.summary.and": (" and ", " und "),
    "sheet.summary.penalty": ("penalty {id}: {who} pay{to}{then}", "Strafe {id}: {who} zahlen{to}{then}"),
    "sheet.summary.penalty.one": ("penalty {id}: {who} pays{to}{then}", "Strafe {id}: {who} zahlt{to}{then}"),
    "sheet.summary.penalty_to": (" {claimer}", " an {claimer}"),
    "sheet.summary.ends": ("; the hand ends", "; die Hand endet"),
    "sheet.summary.continues": ("; play continues", "; das Spiel geht weiter"),
    "sheet.summary.stopped": (
        "{dealer}, the dealer, stopped while leading",
        "{dealer} hat als Ost in Führung aufgehört",
    ),
    "sheet.summary.time_up": (
        "time up: hand {hand} abandoned without settlement; the match ends",
        "Zeit abgelaufen: Hand {hand} ohne Abrechnung abgebrochen; die Partie endet",
    ),
    # simulate
    "sim.option": ("--option takes KEY=VALUE, not {given}", "--option nimmt SCHLÜSSEL=WERT, nicht {given}"),
    "sim.games_or_hands": ("give --games or --hands, not both", "gib --games oder --hands an, nicht beide"),
    "sim.address": ("--address is only for --backend ray", "--address gilt nur für --backend ray"),
    "sim.progress": ("{ruleset}: {hands} hands", "{ruleset}: {hands} Hände"),
    "sim.per.bot": ("per bot", "je Bot"),
    "sim.per.seat": ("per seat", "je Platz"),
    "sim.per.wind": ("per wind", "je Wind"),
    "sim.bot": ("bot", "Bot"),
    "sim.seat": ("seat", "Platz"),
    "sim.wind": ("wind", "Wind"),
    "sim.hands": ("hands", "Hände"),
    "sim.win_rate": ("win rate", "Siegquote"),
    "sim.deal_in_rate": ("deal-in rate", "Einwurfquote"),
    "sim.draw_rate": ("draw rate", "Remisquote"),
    "sim.mean_value": ("mean value", "mittlerer Wert"),
    "sim.points_hand": ("points/hand", "Punkte/Hand"),
    "sim.points_game": ("points/game", "Punkte/Spiel"),
    "sim.mean_place": ("mean place", "mittlerer Platz"),
    "sim.summary": (
        "{tables}, {hands}, draw rate {rate}; {hands_per_second} hands/s, {games_per_second} games/s ({workers})",
        "{tables}, {hands}, Remisquote {rate}; {hands_per_second} Hände/s, {games_per_second} Spiele/s ({workers})",
    ),
    "sim.written": ("records and summary.json in {out}", "Spielberichte und summary.json in {out}"),
    # mjai
    "mjai.not_imported": (
        "game {game} hand {label}: not imported ({reason})",
        "Spiel {game} Hand {label}: nicht importiert ({reason})",
    ),
    "mjai.deltas_disagree": ("deltas disagree", "die Deltas weichen ab"),
    "mjai.summary": (
        "{logs} logs, {games} games, {hands} hands: {agree} agree, {disagree} disagree",
        "Logs: {logs}, Spiele: {games}, Hände: {hands}; übereinstimmend: {agree}, abweichend: {disagree}",
    ),
    "mjai.summary_unreadable": (", {n} logs unreadable", ", unlesbare Logs: {n}"),
    "mjai.log_unreadable": ("{name}: unreadable: {error}", "{name}: unlesbar: {error}"),
    "mjai.log": (
        "{name}: {games} games, {hands} hands, {agree} agree",
        "{name}: Spiele: {games}, Hände: {hands}, übereinstimmend: {agree}",
    ),
    "mjai.hand": ("  game {game} hand {label}: {reason}", "  Spiel {game} Hand {label}: {reason}"),
    "mjai.disagrees": ("disagrees", "weicht ab"),
    "mjai.event": ("    event {event}: logged {logged}", "    Ereignis {event}: im Log {logged}"),
    "mjai.engine": ("    engine: {engine}", "    Engine: {engine}"),
    "mjai.note": ("    note: {note}", "    Hinweis: {note}"),
}

HELP_DE: Final[dict[str, str]] = {
    "Run the game server: tables for friends, bots and spectators in the browser or any websocket client.": "Startet den Spielserver: Tische für Freunde, Bots und Zuschauer im Browser oder jedem Websocket-Client.",
    "Address to listen on (127.0.0.1: this machine only).": "Adresse, auf der gelauscht wird (127.0.0.1: nur dieser Rechner).",
    "Port to listen on.": "Port, auf dem gelauscht wird.",
    "Folder of the server's database and finished games (default: JONGG_DATA).": "Ordner der Datenbank des Servers und der beendeten Spiele (Vorgabe: JONGG_DATA).",
    "Seconds a person may be gone before the standard bot plays for him.": "Sekunden, die ein Mensch fort sein darf, bevor der Standard-Bot für ihn spielt.",
    "Seconds between two moves of bots.": "Sekunden zwischen zwei Zügen von Bots.",
    "Play a match against three standard bots in the terminal (full screen).": "Spielt ein Spiel gegen drei Standard-Bots im Terminal (Vollbild).",
    "Seed of the match (default: 32 random bytes).": "Seed des Spiels (Vorgabe: 32 zufällige Bytes).",
    "Show shanten, waits and the standard bot's choice.": "Zeigt Shanten, Warteziegel und die Wahl des Standard-Bots.",
    "Tiles as codes: the same as --tiles codes.": "Ziegel als Kürzel: dasselbe wie --tiles codes.",
    "Tiles as glyphs, codes (1m, 7z, 1f) or both (each glyph with its code); default: glyphs, the codes on a small "
    "screen.": "Ziegel als Zeichen, Kürzel (1m, 7z, 1f) oder beides (jedes Zeichen mit seinem Kürzel); ohne Angabe: "
    "Zeichen, auf einem kleinen Bildschirm Kürzel.",
    "Strict mode (-o strict=true): the mistakes of a real table are possible, and penalised.": "Strenger Modus "
    "(-o strict=true): die Fehler eines echten Tisches sind möglich und werden bestraft.",
    "Rule-set option KEY=VALUE (for Riichi, the waits are scored under them).": "Option des Regelwerks "
    "SCHLÜSSEL=WERT (für Riichi werden die Warteziegel danach bewertet).",
    "Go on with a match: ID, or the newest unfinished.": "Setzt ein Spiel fort: ID oder das neueste unbeendete.",
    "With --resume: the id of the match to go on with (default: the newest).": "Mit --resume: die Kennung des Spiels, das fortgesetzt wird (Vorgabe: das neueste).",
    "Play without saving the match (nothing is written).": "Spielt, ohne das Spiel zu speichern (nichts wird geschrieben).",
    "Your name in the match and its record.": "Dein Name im Spiel und in seinem Spielbericht.",
    "Seconds between the bots' moves.": "Sekunden zwischen den Zügen der Bots.",
    "List the saved matches ($JONGG_DATA/games): date, rule set, players, result.": "Listet die gespeicherten Spiele ($JONGG_DATA/games): Datum, Regelwerk, Spieler, Ergebnis.",
    "A record file, or the id of a saved game (see jongg games).": "Eine Spielberichtsdatei oder die Kennung eines gespeicherten Spiels (siehe jongg games).",
    "Show the table as this seat (0-3) saw it; a match you may still resume: only your own.": "Zeigt den Tisch, wie dieser Platz (0-3) ihn sah; ein Spiel, das du noch fortsetzen kannst: nur deinen eigenen.",
    "Step through a record in the terminal: forward, back, jump to a hand.": "Geht einen Spielbericht im Terminal durch: vor, zurück, zu einer Hand springen.",
    "Mah-Jongg rules engine (DMJL, Riichi).": "Mah-Jongg-Regelwerk (DMJL, Riichi).",
    "Show the version and exit.": "Zeigt die Version und endet.",
    "Show this message and exit.": "Zeigt diese Hilfe und endet.",
    "Language of the output: en or de.": "Sprache der Ausgabe: en oder de.",
    "Install completion for the current shell.": "Installiert die Vervollständigung für die aktuelle Shell.",
    "Show completion for the current shell, to copy it or customize the installation.": "Zeigt die Vervollständigung für die aktuelle Shell, zum Kopieren oder eigenen Einrichten.",
    # score
    "Score one hand (itemised), or a batch of JSON requests with --jsonl.": "Wertet eine Hand (Posten für Posten) oder mit --jsonl einen Stapel JSON-Anfragen.",
    "Hand in notation, e.g. '111m666m55m77m [234m] +7m'.": "Hand in Notation, z. B. '111m666m55m77m [234m] +7m'.",
    "Rule set id.": "Kennung des Regelwerks.",
    "Seat wind of the player: E S W N.": "Platzwind des Spielers: E S W N.",
    "Round (prevailing) wind.": "Rundenwind (vorherrschender Wind).",
    "Won by drawing the tile.": "Gewonnen mit einem selbst gezogenen Ziegel.",
    "Won on a discard FROM this wind.": "Gewonnen mit dem Abwurf VON diesem Wind.",
    "Won on a kong replacement tile.": "Gewonnen mit dem Ersatzziegel für ein Kong.",
    "Won on a bonus-tile replacement.": "Gewonnen mit dem Ersatzziegel für einen Bonusziegel.",
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
    "Riichi: riichi sticks on the table (this hand's included).": "Riichi: Riichi-Stäbchen auf dem Tisch (die dieser Hand eingeschlossen).",
    "Riichi: wind of the player liable (pao).": "Riichi: Wind des haftenden Spielers (Pao).",
    "short, long, foul or dead.": "short, long, foul oder dead (zu kurz, zu lang, falsch, tot).",
    "Rule-set option KEY=VALUE.": "Option des Regelwerks SCHLÜSSEL=WERT.",
    "Print the JSON result.": "Gibt das Ergebnis als JSON aus.",
    "Score one JSON request per line of FILE (- = stdin).": "Wertet eine JSON-Anfrage je Zeile von FILE (- = Standardeingabe).",
    # rules
    "Print a rule set's tables, generated from its rule data.": "Zeigt die Tabellen eines Regelwerks, erzeugt aus seinen Regeldaten.",
    "Rule set id, e.g. dmjl-classical.": "Kennung des Regelwerks, z. B. dmjl-classical.",
    # analyse
    "Analyse a hand: shanten per form, waits and their unseen tiles; with a drawn tile, every discard ranked.": "Analysiert eine Hand: Shanten je Form, Warteziegel und ihre ungesehenen Ziegel; mit gezogenem Ziegel jeden Abwurf in Rangfolge.",
    "13 tiles, or 13 + the drawn tile written +X (or 14 tiles), e.g. '1112345678999m +5m'.": "13 Ziegel, oder 13 + der gezogene Ziegel als +X (oder 14 Ziegel), z. B. '1112345678999m +5m'.",
    "Rule set id: its winning forms (and, for Riichi, which waits have a yaku).": "Kennung des Regelwerks: seine Gewinnformen (und bei Riichi, welche Warteziegel ein Yaku haben).",
    "Seat wind (Riichi yaku).": "Platzwind (Riichi-Yaku).",
    "Round wind (Riichi yaku).": "Rundenwind (Riichi-Yaku).",
    "Print the analysis as JSON.": "Gibt die Analyse als JSON aus.",
    # verify
    "Check a finished record: derive each event again from the seed and the decisions; name the first difference.": "Prüft einen beendeten Spielbericht: leitet jedes Ereignis aus dem Seed und den Entscheidungen "
    "erneut ab; nennt die erste Abweichung.",
    "A game record (JSON lines) of a finished match.": "Ein Spielbericht (JSON-Zeilen) eines beendeten Spiels.",
    # demo
    "Parse a few hands of each rule set and show their analysis.": "Liest einige Hände jedes Regelwerks und zeigt ihre Analyse.",
    # the usage line's placeholders
    "[OPTIONS]": "[OPTIONEN]",
    # the arguments' placeholders in usage lines
    "HAND": "HAND",
    "[ID]": "[ID]",
    "LOG": "LOG",
    "PENALTY": "STRAFE",
    "RECORD": "BERICHT",
    "RULESET": "REGELWERK",
    "COMMAND [ARGS]...": "BEFEHL [ARGUMENTE]...",
    # sheet (jongg.cli.sheet)
    "Scoresheet for matches on a real table: score, settle and track them in one SQLite file.": "Punkteblatt für Partien an einem echten Tisch: werten, abrechnen und festhalten in einer SQLite-Datei.",
    "The scoresheet file (default: {path}; or $JONGG_SHEET).": "Die Datei des Punkteblatts (Vorgabe: {path}; oder $JONGG_SHEET).",
    "Match number (default: the last one started).": "Nummer der Partie (Vorgabe: die zuletzt begonnene).",
    "The number of this hand: refused if hand N is already recorded (safe to retry).": "Die Nummer dieser Hand: abgelehnt, wenn Hand N schon eingetragen ist (gefahrlos wiederholbar).",
    "Rule names in en or de.": "Namen der Regeln auf en oder de.",
    "Start a match; the first player is East.": "Beginnt eine Partie; der erste Spieler ist Ost.",
    "Rule set id: dmjl-classical, dmjl-hk-easy …": "Kennung des Regelwerks: dmjl-classical, dmjl-hk-easy …",
    "Four names in seat order, East first: A,B,C,D.": "Vier Namen in der Reihenfolge der Plätze, Ost zuerst: A,B,C,D.",
    "Record one hand: a win (the hand in notation, or the values counted at the table) or a draw.": "Trägt eine Hand ein: einen Gewinn (die Hand in Notation oder die am Tisch gezählten Werte) oder ein Remis.",
    "The winner (twice: double ron).": "Der Gewinner (zweimal: doppeltes Ron).",
    "The hand is a draw.": "Die Hand endet unentschieden.",
    "The winning hand in notation, e.g. '111m666m55m77m [234m] +7m' (one per --winner).": "Die Gewinnhand in Notation, z. B. '111m666m55m77m [234m] +7m' (eine je --winner).",
    "Won by self-draw.": "Gewonnen mit einem selbst gezogenen Ziegel.",
    "Won on this player's discard (robbing a kong: the robbed player).": "Gewonnen mit dem Abwurf dieses Spielers (bei Beraubung eines Kongs: der beraubte Spieler).",
    "Classical: Twofold fortune.": "Classical: Doppeltes Glück.",
    "Won by robbing a kong.": "Gewonnen durch Beraubung eines Kongs.",
    "Last tile of the wall / the last discard.": "Letzter Ziegel der Mauer / der letzte Abwurf.",
    "Blessing of Heaven / Earth (Riichi: tenhou, chiihou, renhou).": "Segen des Himmels / der Erde (Riichi: Tenhou, Chiihou, Renhou).",
    "Classical: original call.": "Classical: Anfangsruf (Original Call).",
    "Riichi: Daifaahou on another's flower.": "Riichi: Daifaahou mit der Blume eines anderen.",
    "Classical: a loser's hand, NAME='…' (repeat for each).": "Classical: die Hand eines Verlierers, NAME='…' (für jeden wiederholen).",
    "Classical: NAME=short|long|foul|dead for a hand given in notation.": "Classical: NAME=short|long|foul|dead für eine in Notation angegebene Hand.",
    "Classical: hand values counted at the table, Ann=2,Ben=46,…": "Classical: am Tisch gezählte Handwerte, Ann=2,Ben=46,…",
    "HKE: the winner's fan (10 or more: the limit).": "HKE: die Fan des Gewinners (10 oder mehr: das Limit).",
    "Riichi: the winner's han, dora included (two winners: one each in order, or NAME=H).": "Riichi: die Han des Gewinners, Dora eingeschlossen (zwei Gewinner: je ein Wert in ihrer Reihenfolge, oder NAME=H).",
    "Riichi: the winner's fu (or NAME=F).": "Riichi: die Fu des Gewinners (oder NAME=F).",
    "Riichi: the winner's number of yakuman (or NAME=K).": "Riichi: die Zahl der Yakuman des Gewinners (oder NAME=K).",
    "Riichi: who declared riichi, A,B.": "Riichi: wer Riichi angesagt hat, A,B.",
    "Riichi: winners whose riichi was a double riichi.": "Riichi: Gewinner, deren Riichi ein doppeltes Riichi war.",
    "Riichi: winners with ippatsu.": "Riichi: Gewinner mit Ippatsu.",
    "Riichi: dora indicators, e.g. 1z,5p.": "Riichi: Dora-Anzeiger, z. B. 1z,5p.",
    "Riichi: ura indicators.": "Riichi: Ura-Anzeiger.",
    "Riichi draw: who is tenpai, A,B.": "Riichi-Remis: wer Tenpai ist, A,B.",
    "Riichi draw: nagashi mangan, A.": "Riichi-Remis: Nagashi Mangan, A.",
    "Riichi: the player liable (pao); with two winners NAME:WINNER.": "Riichi: der haftende Spieler (Pao); bei zwei Gewinnern NAME:GEWINNER.",
    "Riichi: an abortive draw (no payments).": "Riichi: ein Abbruch (keine Zahlungen).",
    "Riichi variation 3: flowers revealed, NAME=N (a chip from each other player each).": "Riichi Variante 3: aufgedeckte Blumen, NAME=N (für jede ein Chip von jedem anderen Spieler).",
    "Dangerous play: NAME (the winning discard) or NAME:supplied (supplied the pung); add :no-choice if he had no choice.": "Gefährliches Spiel: NAME (der Gewinnabwurf) oder NAME:supplied (hat den Pong geliefert); :no-choice anhängen, wenn er keine Wahl hatte.",
    "Record a penalty from the rule set's catalog: its payments and its effect on who deals next.": "Trägt eine Strafe aus dem Katalog des Regelwerks ein: ihre Zahlungen und ihre Folge dafür, wer als Nächstes gibt.",
    "The penalty id from the rule set's catalog (see 'sheet penalties').": "Die Kennung der Strafe im Katalog des Regelwerks (siehe 'sheet penalties').",
    "The offender(s) who pay: A or A,B.": "Wer gegen die Regeln verstoßen hat und zahlt: A oder A,B.",
    "Who claimed the wrongly named tile.": "Wer den falsch angesagten Ziegel gerufen hat.",
    "List the penalties of the match's rule set.": "Listet die Strafen des Regelwerks der Partie.",
    "Riichi: the dealer, leading after a repeat in the last hand, ends the match (agari-yame).": "Riichi: der Geber, nach einer Wiederholung in der letzten Hand in Führung, beendet die Partie (Agari-yame).",
    "The agreed time is up (HKE max_duration): the hand in progress is abandoned and the match ends.": "Die vereinbarte Zeit ist um (HKE max_duration): die laufende Hand wird abgebrochen und die Partie endet.",
    "The running totals, the round, who is East, the hand number (Riichi: honba, sticks); the final result.": "Der laufende Spielstand, die Runde, wer Ost ist, die Nummer der Hand (Riichi: Honba, Stäbchen); das Endergebnis.",
    "List every entry.": "Listet jeden Eintrag.",
    "Remove the last entry of the current match (the last one started, or --match N).": "Entfernt den letzten Eintrag der aktuellen Partie (der zuletzt begonnenen oder --match N).",
    "Only if the last entry is entry N (safe to retry).": "Nur wenn der letzte Eintrag Eintrag N ist (gefahrlos wiederholbar).",
    "Undo the last thing in the file, whichever match: a match without entries is removed itself (the match before it is then the current one).": "Macht das Letzte in der Datei rückgängig, gleich in welcher Partie: eine Partie ohne Einträge wird selbst entfernt (die Partie davor ist dann die aktuelle).",
    "Print the match as JSON (totals, hands, payments) or CSV (a row per entry; a formula-like cell gets a ').": "Gibt die Partie als JSON (Spielstand, Hände, Zahlungen) oder CSV aus (eine Zeile je Eintrag; eine Zelle, die wie eine Formel aussieht, bekommt ein ').",
    "csv or json.": "csv oder json.",
    "Rank the players over all matches in the file, per rule set: table points 4-2-1-0, then score.": "Ordnet die Spieler über alle Partien der Datei, je Regelwerk: Tischpunkte 4-2-1-0, dann Ergebnis.",
    "table or csv.": "table oder csv.",
    "List the matches in the file.": "Listet die Partien in der Datei.",
    # simulate (jongg.cli.simulate)
    "Bot-only games or hands in parallel, with per-bot results and 95 % confidence intervals.": "Spiele oder Hände nur unter Bots, parallel, mit Ergebnissen je Bot und 95-%-Konfidenzintervallen.",
    "Number of games (matches); with --duplicate each is played four times.": "Zahl der Spiele (Partien); mit --duplicate wird jedes viermal gespielt.",
    "Play single hands from seeded walls instead of games.": "Spielt einzelne Hände aus Mauern mit Seed statt Spielen.",
    "Seed of the run; game i plays with a seed derived from (seed, i).": "Seed des Laufs; Spiel i spielt mit einem aus (seed, i) abgeleiteten Seed.",
    "Worker processes (default: all cores; with --backend ray, all CPUs of the cluster).": "Arbeitsprozesse (Vorgabe: alle Kerne; mit --backend ray alle CPUs des Clusters).",
    "Up to four bots by seat slot, comma-separated; settings after a colon joined by '+', e.g. standard,standard:defence=off+value=off; mjai:COMMAND seats an external mjai bot process (riichi-hana), e.g. 'mjai:jongg mjai bot'.": "Bis zu vier Bots nach Platz, durch Kommas getrennt; Einstellungen nach einem Doppelpunkt, mit '+' verbunden, z. B. standard,standard:defence=off+value=off; mjai:BEFEHL setzt einen externen mjai-Bot-Prozess an den Tisch (riichi-hana), z. B. 'mjai:jongg mjai bot'.",
    "Play every deal once per rotation of the bots over the seats.": "Spielt jede Austeilung einmal je Drehung der Bots über die Plätze.",
    "Write records (gzip JSON lines) and summary.json here.": "Schreibt die Spielberichte (gzip-JSON-Zeilen) und summary.json hierhin.",
    "Print the summary as one JSON object.": "Gibt die Zusammenfassung als ein JSON-Objekt aus.",
    "processes (default), or ray: a local Ray instance, or the cluster at --address (pip install 'jongg\\[ray]').": "processes (Vorgabe) oder ray: eine lokale Ray-Instanz oder der Cluster an --address (pip install 'jongg\\[ray]').",
    "With --backend ray: the existing Ray cluster to run on (host:port of its head, ray://host:port, or auto); without it a local instance is started for the run.": "Mit --backend ray: der bestehende Ray-Cluster, auf dem der Lauf rechnet (host:port seines Kopfknotens, ray://host:port oder auto); ohne diese Option wird für den Lauf eine lokale Instanz gestartet.",
    "Table option KEY=VALUE.": "Option des Tisches SCHLÜSSEL=WERT.",
    # mjai (jongg.cli.mjai)
    "mjai interop: export, import and replay mjai logs; the standard bot as an mjai bot (Riichi).": "mjai-Anbindung: mjai-Logs exportieren, importieren und nachspielen; der Standard-Bot als mjai-Bot (Riichi).",
    "Print the mjai events of a jongg Riichi record.": "Gibt die mjai-Ereignisse eines Riichi-Spielberichts von jongg aus.",
    "A jongg record (JSON lines) of riichi-hana; - reads stdin.": "Ein Spielbericht von jongg (JSON-Zeilen) zu riichi-hana; - liest die Standardeingabe.",
    "Drop the flower extension events (plain mjai).": "Lässt die Ereignisse der Blumen-Erweiterung weg (reines mjai).",
    "Turn each hand of an mjai log into a jongg record (replayed by the engine; see `replay`).": "Macht aus jeder Hand eines mjai-Logs einen Spielbericht von jongg (von der Engine nachgespielt; siehe `replay`).",
    "An mjai log (.gz allowed); - reads stdin.": "Ein mjai-Log (.gz erlaubt); - liest die Standardeingabe.",
    "Rule preset: tenhou, mahjongsoul or riichienv (riichi-hana options).": "Regelvorgabe: tenhou, mahjongsoul oder riichienv (Optionen von riichi-hana).",
    "Write one record a hand to this directory (else stdout).": "Schreibt je Hand einen Spielbericht in dieses Verzeichnis (sonst auf die Standardausgabe).",
    "Replay mjai logs hand by hand through jongg; exit 0 only if every hand of every log agrees.": "Spielt mjai-Logs Hand für Hand mit jongg nach; Exit-Code 0 nur, wenn jede Hand jedes Logs übereinstimmt.",
    "One or more mjai logs (.gz allowed).": "Ein oder mehrere mjai-Logs (.gz erlaubt).",
    "Print the reports as JSON.": "Gibt die Berichte als JSON aus.",
    "Play as an mjai bot: read mjai events on stdin, answer each line with one JSON action line.": "Spielt als mjai-Bot: liest mjai-Ereignisse von der Standardeingabe und beantwortet jede Zeile mit einer JSON-Zeile mit der Aktion.",
    "Seed of the bot's own random choices.": "Seed für die eigenen Zufallsentscheidungen des Bots.",
    "Rule preset when start_game does not carry jongg's options: tenhou, mahjongsoul or riichienv.": "Regelvorgabe, wenn start_game keine Optionen von jongg mitbringt: tenhou, mahjongsoul oder riichienv.",
    "A riichi-hana option KEY=VALUE over the preset.": "Eine Option von riichi-hana SCHLÜSSEL=WERT, über der Regelvorgabe.",
}
"""English help text of the `jongg` command and its command groups (`sheet`, `simulate`, `mjai`) -> German; a
key with a {field} stands for the texts that differ there (the scoresheet's default path)."""

TYPER_DE: Final[dict[str, str]] = {
    "ARGUMENTS_PANEL_TITLE": "Argumente",
    "OPTIONS_PANEL_TITLE": "Optionen",
    "COMMANDS_PANEL_TITLE": "Befehle",
    "ERRORS_PANEL_TITLE": "Fehler",
    "ABORTED_TEXT": "Abgebrochen.",
    "DEFAULT_STRING": "[Vorgabe: {}]",
    "REQUIRED_LONG_STRING": "[nötig]",
    "RICH_HELP": "Hilfe: [blue]'{command_path} {help_option}'[/]",
    "ENVVAR_STRING": "[Umgebungsvariable: {}]",
    "DEPRECATED_STRING": "(veraltet) ",
}
"""typer's help and error panel words (module constants of `typer.rich_utils`)."""

PARSER_DE: Final[dict[str, str]] = {
    # click's messages as typer carries them (typer._click: f-strings, no gettext) and typer's own
    "Missing command.": "Es fehlt ein Befehl.",
    "No such command {name!r}.": "Den Befehl {name} gibt es nicht.",
    "No such command {name!r}. Did you mean {suggestions}?": "Den Befehl {name} gibt es nicht. Meintest du {suggestions}?",
    "No such option: {name}": "Die Option {name} gibt es nicht.",
    "No such option: {name} (Possible options: {possibilities})": "Die Option {name} gibt es nicht (ähnlich: {possibilities}).",
    "Option {name!r} does not take a value.": "Die Option {name} nimmt keinen Wert.",
    "Option {name!r} requires an argument.": "Die Option {name} braucht ein Argument.",
    "Option {name!r} requires {nargs} arguments.": "Die Option {name} braucht {nargs} Argumente.",
    "Argument {name!r} takes {nargs} values.": "Das Argument {name} nimmt {nargs} Werte.",
    "Got unexpected extra argument(s) ({args})": "Zu viele Argumente; überzählig: {args}",
    "Missing {label}.": "{label} fehlt.",
    "Missing {label}. {message}": "{label} fehlt. {message}",
    "Missing {label} {hint}.": "{label} {hint} fehlt.",
    "Missing {label} {hint}. {message}": "{label} {hint} fehlt. {message}",
    "Missing parameter: {name}": "Parameter fehlt: {name}",
    "argument": "Argument",
    "option": "Option",
    "parameter": "Parameter",
    "{names} (env var: {var})": "{names} (Umgebungsvariable: {var})",
    "Choose from:\n\t{choices}": "Wähle aus:\n\t{choices}",
    "Invalid value: {message}": "Ungültiger Wert: {message}",
    "Invalid value for {hint}: {message}": "Ungültiger Wert für {hint}: {message}",
    "Value error, {message}": "{message}",
    "Value must be an iterable.": "Der Wert muss iterierbar sein.",
    "Value {value!r} is not a valid {type}.": "Der Wert {value} passt nicht zum Typ {type}.",
    "{value!r} is not one of {choices}.": "{value} ist keiner der Werte {choices}.",
    "{value!r} does not match the formats {formats}.": "{value} passt zu keinem der Formate {formats}.",
    "value is not a valid tuple": "der Wert ist kein gültiges Tupel",
    "{required} values are required, but {given} given.": "Nötig sind {required} Werte, gegeben: {given}.",
    "{label} {filename!r} does not exist.": "{label} {filename} gibt es nicht.",
    "{label} {filename!r} is a file.": "{label} {filename} ist eine Datei.",
    "{label} {filename!r} is a directory.": "{label} {filename} ist ein Verzeichnis.",
    "{label} {filename!r} is not readable.": "{label} {filename} ist nicht lesbar.",
    "{label} {filename!r} is not writable.": "{label} {filename} ist nicht beschreibbar.",
    "file": "Datei",
    "dir": "Verzeichnis",
    "path": "Pfad",
    "Could not open file {filename!r}: {message}": "Die Datei {filename} lässt sich nicht öffnen: {message}",
    "unknown error": "unbekannter Fehler",
    # pydantic's messages (typer checks the values with it)
    "Input should be a valid integer": "Die Eingabe muss eine ganze Zahl sein",
    "Input should be a valid integer, unable to parse string as an integer": "Die Eingabe muss eine ganze Zahl sein, der Text lässt sich nicht als ganze Zahl lesen",
    "Input should be a valid integer, got a number with a fractional part": "Die Eingabe muss eine ganze Zahl sein, sie hat Nachkommastellen",
    "Unable to parse input string as an integer, exceeded maximum size": "Der Text lässt sich nicht als ganze Zahl lesen, er ist zu lang",
    "Input should be a valid number": "Die Eingabe muss eine Zahl sein",
    "Input should be a valid number, unable to parse string as a number": "Die Eingabe muss eine Zahl sein, der Text lässt sich nicht als Zahl lesen",
    "Input should be a finite number": "Die Eingabe muss eine endliche Zahl sein",
    "Input should be greater than {gt}": "Die Eingabe muss größer als {gt} sein",
    "Input should be greater than or equal to {ge}": "Die Eingabe muss mindestens {ge} sein",
    "Input should be less than {lt}": "Die Eingabe muss kleiner als {lt} sein",
    "Input should be less than or equal to {le}": "Die Eingabe muss höchstens {le} sein",
    "Input should be a valid boolean": "Die Eingabe muss ein Wahrheitswert sein",
    "Input should be a valid boolean, unable to interpret input": "Die Eingabe muss ein Wahrheitswert sein, sie lässt sich nicht als solcher deuten",
    "Input should be a valid string": "Die Eingabe muss ein Text sein",
}
"""The command-line parser's error messages, English -> German. typer (0.29) carries its own copy of click whose
messages are f-strings, not gettext calls, so they are translated when shown, from the finished text: a key's
{fields} match any text (a `!r` field the quoted value), a `message` or `hint` field is a text of its own
(translated in turn), a `label` field one of the words here (argument, option, file, dir, path)."""

RULE_NOTES_DE: Final[dict[str, str]] = {
    "11-12 han: base 6,000": "11–12 Han: Grundpunkte 6.000",
    "123 456 789 of one suit (open 1 han)": "123 456 789 einer Farbe (offen 1 Han)",
    "13+ han: base 8,000 (option kazoe sanbaiman: a sanbaiman)": "ab 13 Han: Grundpunkte 8.000 (Option kazoe sanbaiman: ein Sanbaiman)",
    "3 of 123 or 7 of 789": "die 3 aus 123 oder die 7 aus 789",
    "5 han, or base points above 2,000: base 2,000": "5 Han, oder Grundpunkte über 2.000: Grundpunkte 2.000",
    "6-7 han: base 3,000": "6–7 Han: Grundpunkte 3.000",
    "8-10 han: base 4,000": "8–10 Han: Grundpunkte 4.000",
    "East wins with his dealt tiles (Decision: also after declaring a concealed kong before his discard)": "Ost gewinnt mit seinen ausgeteilten Ziegeln (Entscheidung: auch nach einem verdeckten Kong vor seinem Abwurf)",
    "East's dealt tiles (after bonus replacements and concealed kongs) are complete": "Osts ausgeteilte Ziegel (nach Bonusersatz und verdeckten Kongs) sind vollständig",
    "East's ninth consecutive win (east_consecutive_wins = 8)": "Osts neunter Sieg in Folge (east_consecutive_wins = 8)",
    "Mah-Jongg on East's first discard": "Mah-Jongg mit Osts erstem Abwurf",
    "a chow scores nothing (listed for completeness, never an item)": "ein Chow zählt nichts (der Vollständigkeit halber aufgeführt, nie ein Posten)",
    "a discard won before the own first draw (option renhou 5-han: 5 han, it stacks) (closed only)": "mit einem Abwurf gewonnen vor dem eigenen ersten Zug (Option renhou 5-han: 5 Han, kumulativ) (nur geschlossen)",
    "a pair of the player's seat wind": "ein Paar des eigenen Platzwinds",
    "a pair of the round wind (with pair-seat-wind 4 for a wind that is both)": "ein Paar des Rundenwinds (mit pair-seat-wind 4 für einen Wind, der beides ist)",
    "a pung completed by a discard counts as open": "ein mit einem Abwurf vervollständigter Pong zählt als offen",
    "a pung or kong of the round wind (with pung-seat-wind 2 for a wind that is both)": "ein Pong oder Kong des Rundenwinds (mit pung-seat-wind 2 für einen Wind, der beides ist)",
    "a pung or kong of the seat wind": "ein Pong oder Kong des Platzwinds",
    "a wind that is both: 4 fu": "ein Wind, der beides ist: 4 Fu",
    "all four flowers (with the own flower: 2 fan)": "alle vier Blumen (mit der eigenen Blume: 2 Fan)",
    "all four seasons (with the own season: 2 fan)": "alle vier Jahreszeiten (mit der eigenen Jahreszeit: 2 Fan)",
    "an open hand won on a discard with nothing but the base fu (20 → 30)": "eine offene Hand, mit einem Abwurf gewonnen, nur mit den Grundfu (20 → 30)",
    "announced calling before the first discard and kept to it": "vor dem ersten Abwurf Bereitschaft angesagt und dabei geblieben",
    "another player wins on East's first discard": "ein anderer Spieler gewinnt mit Osts erstem Abwurf",
    "at an exhaustive draw: only terminal and honour discards, none called; settled as a mangan tsumo without honba (settle, nagashi)": "bei einem Remis mangels Ziegeln: nur Rand- und Bildziegel abgeworfen, keiner gerufen; abgerechnet wie ein Mangan-Tsumo ohne Honba (settle, nagashi)",
    "base 8,000 per yakuman; they add up": "Grundpunkte 8.000 je Yakuman; sie addieren sich",
    "both the seat's flower and the seat's season": "sowohl die Blume als auch die Jahreszeit des eigenen Platzes",
    "chuuren on the nine-sided wait (double yakuman with the option double_yakuman)": "Chuuren mit neunseitiger Wartestellung (doppelter Yakuman mit der Option double_yakuman)",
    "closed 1112345678999 of one suit and one more tile of it": "geschlossen 1112345678999 einer Farbe und ein weiterer Ziegel dieser Farbe",
    "closed hand, self-drawn (closed only)": "geschlossene Hand, selbst gezogen (nur geschlossen)",
    "closed, four chows, a pair that is no yakuhai, two-sided wait; flower fu ignored (closed only)": "geschlossen, vier Chows, ein Paar, das kein Yakuhai ist, beidseitige Wartestellung; Blumen-Fu zählen nicht (nur geschlossen)",
    "concealed 1112345678999 of one suit and any further tile of it": "verdeckt 1112345678999 einer Farbe und ein beliebiger weiterer Ziegel dieser Farbe",
    "concealed 1112345678999 of one suit plus any tile of that suit as the winning tile": "verdeckt 1112345678999 einer Farbe und ein beliebiger Ziegel dieser Farbe als Gewinnziegel",
    "declared riichi (not a double riichi) (closed only)": "Riichi angesagt (kein doppeltes Riichi) (nur geschlossen)",
    "each concealed pung of 1s, 9s, winds or dragons": "jeder verdeckte Pong aus Einsen, Neunen, Winden oder Drachen",
    "each concealed pung of 2-8": "jeder verdeckte Pong aus 2–8",
    "each declared concealed kong of 1s, 9s, winds or dragons": "jedes angesagte verdeckte Kong aus Einsen, Neunen, Winden oder Drachen",
    "each declared concealed kong of 2-8": "jedes angesagte verdeckte Kong aus 2–8",
    "each exposed kong of 1s, 9s, winds or dragons": "jedes offene Kong aus Einsen, Neunen, Winden oder Drachen",
    "each exposed kong of 2-8": "jedes offene Kong aus 2–8",
    "each exposed pung of 1s, 9s, winds or dragons (also one completed by a claimed tile)": "jeder offene Pong aus Einsen, Neunen, Winden oder Drachen (auch einer, den ein gerufener Ziegel vervollständigt)",
    "each exposed pung of 2-8 (also one completed by a claimed tile)": "jeder offene Pong aus 2–8 (auch einer, den ein gerufener Ziegel vervollständigt)",
    "each flower": "jede Blume",
    "each pair of dragons": "jedes Drachenpaar",
    "each pung or kong of dragons": "jeder Pong oder jedes Kong aus Drachen",
    "each pung or kong of dragons (a kong scores as a pung)": "jeder Pong oder jedes Kong aus Drachen (ein Kong zählt wie ein Pong)",
    "each red five": "jede rote Fünf",
    "each season": "jede Jahreszeit",
    "each tile indicated by a kan-dora indicator": "jeder Ziegel, den ein Kan-Dora-Anzeiger anzeigt",
    "each tile indicated by the first indicator": "jeder Ziegel, den der erste Anzeiger anzeigt",
    "every hand but chiitoitsu": "jede Hand außer Chiitoitsu",
    "every set and the pair with a terminal or honour, a chow, an honour (open 1 han)": "jede Figur und das Paar mit einem Rand- oder Bildziegel, ein Chow, ein Bildziegel (offen 1 Han)",
    "every set and the pair with a terminal, a chow, no honour (open 2 han)": "jede Figur und das Paar mit einem Randziegel, ein Chow, kein Bildziegel (offen 2 Han)",
    "exactly one tile kind completed the hand": "genau eine Ziegelart hat die Hand vervollständigt",
    "four chows and a pair of suit tiles": "vier Chows und ein Paar aus Farbziegeln",
    "four concealed pungs (declared concealed kongs allowed) and a pair, self-drawn": "vier verdeckte Pongs (angesagte verdeckte Kongs erlaubt) und ein Paar, selbst gezogen",
    "four concealed pungs or kans": "vier verdeckte Pongs oder Kans",
    "four concealed pungs or kans, won on the pair (double yakuman with the option double_yakuman)": "vier verdeckte Pongs oder Kans, auf das Paar gewonnen (doppelter Yakuman mit der Option double_yakuman)",
    "four concealed pungs or kongs and a pair, won by self-draw": "vier verdeckte Pongs oder Kongs und ein Paar, selbst gezogen",
    "four kans": "vier Kans",
    "four kongs (exposed or concealed) and a pair": "vier Kongs (offen oder verdeckt) und ein Paar",
    "four kongs and a pair": "vier Kongs und ein Paar",
    "four pungs or kans (open 2 han)": "vier Pongs oder Kans (offen 2 Han)",
    "four pungs or kongs and a pair": "vier Pongs oder Kongs und ein Paar",
    "four pungs or kongs and any pair": "vier Pongs oder Kongs und ein beliebiges Paar",
    "green dragon pung, three pungs and a pair of bamboo": "Pong aus grünen Drachen, drei Pongs und ein Paar aus Bambus",
    "loser only: pungs or kongs of all four winds (a winner's is a limit hand)": "nur Verlierer: Pongs oder Kongs aller vier Winde (beim Gewinner eine Limithand)",
    "loser only: pungs or kongs of all three dragons (in addition; a winner's is a limit hand)": "nur Verlierer: Pongs oder Kongs aller drei Drachen (zusätzlich; beim Gewinner eine Limithand)",
    "menzen kafu": "Menzen Kafu",
    "no bonus tiles at all": "gar keine Bonusziegel",
    "no exposed set (declared concealed kongs allowed), won by self-draw": "keine offene Figur (angesagte verdeckte Kongs erlaubt), selbst gezogen",
    "no points from sets or pairs (bonus tiles and the winner's points disregarded)": "keine Punkte aus Figuren oder Paaren (Bonusziegel und die Punkte des Gewinners nicht gerechnet)",
    "not in the pinfu reading": "nicht in der Pinfu-Lesart",
    "one of each terminal and honour and one more of them": "je einer jedes Rand- und Bildziegels und einer davon doppelt",
    "one of each terminal and honour plus one more of them": "je einer jedes Rand- und Bildziegels und noch einer davon",
    "one of each terminal and honour, one of them doubled": "je einer jedes Rand- und Bildziegels, einer davon doppelt",
    "one suit and honours (at least one honour tile)": "eine Farbe und Bildziegel (mindestens ein Bildziegel)",
    "one suit and honours (open 2 han)": "eine Farbe und Bildziegel (offen 2 Han)",
    "one suit only (open 5 han)": "nur eine Farbe (offen 5 Han)",
    "one suit only, no exposed set (declared concealed kongs allowed; a claimed tile exposes its set)": "nur eine Farbe, keine offene Figur (angesagte verdeckte Kongs erlaubt; ein gerufener Ziegel macht seine Figur offen)",
    "one suit: pungs of 1 and 9, a pair of 2, 5 or 8 and two chows covering the rest": "eine Farbe: Pongs aus 1 und 9, ein Paar aus 2, 5 oder 8 und zwei Chows für den Rest",
    "only 1s and 9s, as four sets and a pair or as seven pairs": "nur Einsen und Neunen, als vier Figuren und ein Paar oder als sieben Paare",
    "only 1s, 9s and honours (not when only-honours applies)": "nur Einsen, Neunen und Bildziegel (nicht, wenn only-honours zutrifft)",
    "only 2 3 4 6 8 bamboo and green dragons": "nur 2 3 4 6 8 Bambus und grüne Drachen",
    "only green tiles: 2, 3, 4, 6, 8 bamboo and green dragon": "nur grüne Ziegel: 2, 3, 4, 6, 8 Bambus und grüner Drache",
    "only honour tiles, as four sets and a pair or as seven pairs": "nur Bildziegel, als vier Figuren und ein Paar oder als sieben Paare",
    "only honours": "nur Bildziegel",
    "only pungs or kongs and a pair of 1s and 9s": "nur Pongs oder Kongs und ein Paar aus Einsen und Neunen",
    "only simples 2-8 (open 1 han)": "nur Grundziegel 2–8 (offen 1 Han)",
    "only terminals": "nur Randziegel",
    "only terminals and honours (open 2 han)": "nur Rand- und Bildziegel (offen 2 Han)",
    "only winds and dragons (Decision: 2 doubles, replacing only-terminals-and-honours)": "nur Winde und Drachen (Entscheidung: 2 Verdopplungen, anstelle von only-terminals-and-honours)",
    "option renhou yakuman": "Option renhou yakuman",
    "or a limit hand": "oder eine Limithand",
    "per flower indicator among the dora indicators: each flower of its group in front of the winner": "je Blumen-Anzeiger unter den Dora-Anzeigern: jede Blume seiner Gruppe vor dem Gewinner",
    "pung or kan of 5z (open 1 han)": "Pong oder Kan aus 5z (offen 1 Han)",
    "pung or kan of 6z (open 1 han)": "Pong oder Kan aus 6z (offen 1 Han)",
    "pung or kan of 7z (open 1 han)": "Pong oder Kan aus 7z (offen 1 Han)",
    "pung or kan of the round wind (a wind that is both: 2 han) (open 1 han)": "Pong oder Kan des Rundenwinds (ein Wind, der beides ist: 2 Han) (offen 1 Han)",
    "pung or kan of the seat wind (open 1 han)": "Pong oder Kan des Platzwinds (offen 1 Han)",
    "pung or kong of the round wind (a wind that is both: 2 fan)": "Pong oder Kong des Rundenwinds (ein Wind, der beides ist: 2 Fan)",
    "pung or kong of the winner's seat wind": "Pong oder Kong des Platzwinds des Gewinners",
    "pungs or kans of all four winds (pao) (double yakuman with the option double_yakuman)": "Pongs oder Kans aller vier Winde (Pao) (doppelter Yakuman mit der Option double_yakuman)",
    "pungs or kans of all three dragons (pao)": "Pongs oder Kans aller drei Drachen (Pao)",
    "pungs or kans of the same number in all three suits (open 2 han)": "Pongs oder Kans derselben Zahl in allen drei Farben (offen 2 Han)",
    "pungs or kongs of all four winds": "Pongs oder Kongs aller vier Winde",
    "pungs or kongs of all three dragons": "Pongs oder Kongs aller drei Drachen",
    "red dragon pung, three pungs and a pair of characters": "Pong aus roten Drachen, drei Pongs und ein Paar aus Zeichen",
    "riichi with the first discard, no call before it (closed only)": "Riichi mit dem ersten Abwurf, kein Ruf davor (nur geschlossen)",
    "robbing a kan (open 1 han)": "ein Kan beraubt (offen 1 Han)",
    "self-drawn last tile of the hand (with Self-Draw: 2 fan)": "letzter Ziegel der Hand selbst gezogen (mit Self-Draw: 2 Fan)",
    "self-drawn last tile of the live wall": "letzter Ziegel der lebenden Mauer selbst gezogen",
    "self-drawn last tile of the live wall (open 1 han)": "letzter Ziegel der lebenden Mauer selbst gezogen (offen 1 Han)",
    "self-drawn with the own first draw, no call before": "mit dem eigenen ersten Zug selbst gezogen, kein Ruf davor",
    "seven different pairs; 25 fu (closed only)": "sieben verschiedene Paare; 25 Fu (nur geschlossen)",
    "seven pairs: 25 fu, nothing else (no flower fu either)": "sieben Paare: 25 Fu, sonst nichts (auch keine Blumen-Fu)",
    "seven pairs; four identical tiles count as two pairs": "sieben Paare; vier gleiche Ziegel zählen als zwei Paare",
    "suit tiles of one suit only": "Farbziegel nur einer Farbe",
    "the dealer's dealt hand is complete": "die ausgeteilte Hand des Gebers ist vollständig",
    "the flower of the winner's seat wind (1f East ... 4f North)": "die Blume des Platzwinds des Gewinners (1f Ost … 4f Nord)",
    "the four flowers": "die vier Blumen",
    "the four seasons": "die vier Jahreszeiten",
    "the middle tile of a chow": "der mittlere Ziegel eines Chows",
    "the same chow in all three suits (open 1 han)": "derselbe Chow in allen drei Farben (offen 1 Han)",
    "the season of the winner's seat wind (1g East ... 4g North)": "die Jahreszeit des Platzwinds des Gewinners (1g Ost … 4g Nord)",
    "the thirteen tiles before the winning tile all different (double yakuman with the option double_yakuman)": "die dreizehn Ziegel vor dem Gewinnziegel alle verschieden (doppelter Yakuman mit der Option double_yakuman)",
    "the winner": "der Gewinner",
    "the winning tile completes the pair, of 1s, 9s, winds or dragons": "der Gewinnziegel vervollständigt das Paar, aus Einsen, Neunen, Winden oder Drachen",
    "the winning tile completes the pair, of 2-8": "der Gewinnziegel vervollständigt das Paar, aus 2–8",
    "the winning tile directly replaced a kong": "der Gewinnziegel war direkt der Ersatz für ein Kong",
    "the winning tile was drawn, also as a kong or bonus replacement": "der Gewinnziegel wurde gezogen, auch als Ersatz für ein Kong oder einen Bonusziegel",
    "three concealed pungs or kans (open 2 han)": "drei verdeckte Pongs oder Kans (offen 2 Han)",
    "three kans (open 2 han)": "drei Kans (offen 2 Han)",
    "three or more concealed pungs or kongs": "drei oder mehr verdeckte Pongs oder Kongs",
    "three pungs or kongs of winds and a pair of winds": "drei Pongs oder Kongs aus Winden und ein Windpaar",
    "three wind pungs or kans and a wind pair": "drei Wind-Pongs oder -Kans und ein Windpaar",
    "three wind pungs/kongs, the fourth wind as the pair": "drei Wind-Pongs/-Kongs, der vierte Wind als Paar",
    "tiles of one suit and honours": "Ziegel einer Farbe und Bildziegel",
    "tiles of one suit only, no honours": "Ziegel nur einer Farbe, keine Bildziegel",
    "two dragon pungs or kans and a dragon pair (open 2 han)": "zwei Drachen-Pongs oder -Kans und ein Drachenpaar (offen 2 Han)",
    "two dragon pungs/kongs and a dragon pair (with the two dragon pungs: 6 fan)": "zwei Drachen-Pongs/-Kongs und ein Drachenpaar (mit den zwei Drachen-Pongs: 6 Fan)",
    "two identical chows (closed only)": "zwei gleiche Chows (nur geschlossen)",
    "two pairs of identical chows (closed only)": "zweimal zwei gleiche Chows (nur geschlossen)",
    "two pungs or kongs of dragons and a pair of dragons (in addition to the dragon pungs)": "zwei Pongs oder Kongs aus Drachen und ein Drachenpaar (zusätzlich zu den Drachen-Pongs)",
    "variation 1, 8 flowers: all eight flowers, whatever the hand holds; no other yaku count": "Variante 1, 8 Blumen: alle acht Blumen, was immer die Hand hält; kein anderes Yaku zählt",
    "variation 1: all four flowers of one group (each complete group) (open 1 han)": "Variante 1: alle vier Blumen einer Gruppe (je vollständige Gruppe) (offen 1 Han)",
    "variation 1: each flower in front of the winner (option flower_fu: 2); not in the pinfu reading": "Variante 1: jede Blume vor dem Gewinner (Option flower_fu: 2); nicht in der Pinfu-Lesart",
    "variation 1: the flower of the seat wind (1f East ... 4f North); not a yaku": "Variante 1: die Blume des Platzwinds (1f Ost … 4f Nord); kein Yaku",
    "variation 1: the season of the seat wind; not a yaku": "Variante 1: die Jahreszeit des Platzwinds; kein Yaku",
    "variation 2: each flower; not a yaku": "Variante 2: jede Blume; kein Yaku",
    "white dragon pung, three pungs and a pair of dots": "Pong aus weißen Drachen, drei Pongs und ein Paar aus Kreisen",
    "winning tile drawn by the winner (a kong or bonus replacement included)": "Gewinnziegel vom Gewinner gezogen (auch als Ersatz für ein Kong oder einen Bonusziegel)",
    "with riichi: each tile indicated by an ura indicator": "mit Riichi: jeder Ziegel, den ein Ura-Anzeiger anzeigt",
    "with riichi: the same for the ura indicators": "mit Riichi: dasselbe für die Ura-Anzeiger",
    "won by robbing a kong of 2 bamboo": "durch Beraubung eines Kongs aus 2 Bambus gewonnen",
    "won on a 5 of dots that directly replaced a kong": "mit einer 5 Kreise gewonnen, die direkt Ersatz für ein Kong war",
    "won on a kong replacement tile, never on a bonus replacement (with Self-Draw: 2)": "mit dem Ersatzziegel für ein Kong gewonnen, nie mit dem für einen Bonusziegel (mit Self-Draw: 2)",
    "won on a replacement draw after a kan or a flower (open 1 han)": "mit einem Ersatzzug nach einem Kan oder einer Blume gewonnen (offen 1 Han)",
    "won on the discard after the last tile was drawn": "mit dem Abwurf nach dem Ziehen des letzten Ziegels gewonnen",
    "won on the discard made after the last live-wall tile was drawn": "mit dem Abwurf gewonnen, der nach dem letzten Ziegel der lebenden Mauer kam",
    "won on the last discard (open 1 han)": "mit dem letzten Abwurf gewonnen (offen 1 Han)",
    "won on the pair": "auf das Paar gewonnen",
    "won on the replacement of a kong that was declared with a kong replacement tile": "mit dem Ersatz eines Kongs gewonnen, das mit einem Kong-Ersatzziegel angesagt wurde",
    "won with the last tile of the live wall, a 1 of dots": "mit dem letzten Ziegel der lebenden Mauer gewonnen, einer 1 Kreise",
    "won with the tile another player added to his exposed pung": "mit dem Ziegel gewonnen, den ein anderer Spieler an seinen offenen Pong anlegte",
    "won with the tile another player adds to an exposed pung": "mit dem Ziegel gewonnen, den ein anderer Spieler an einen offenen Pong anlegt",
    "won within one go-around after the riichi discard, uninterrupted (closed only)": "innerhalb einer Runde nach dem Riichi-Abwurf gewonnen, ununterbrochen (nur geschlossen)",
}
"""The rule tables' condition texts (`Rule.note`), English -> German."""

OPTION_DOCS_DE: Final[dict[str, str]] = {
    "'Umsetzen': the players change seats after the East, South and West rounds (hk-easy.md table).": "„Umsetzen“: die Spieler wechseln die Plätze nach der Ost-, Süd- und Westrunde (Tabelle in hk-easy.md).",
    "13 or more counted han: a yakuman, or a sanbaiman.": "13 oder mehr gezählte Han: ein Yakuman, oder ein Sanbaiman.",
    "A Mah-Jongg needs at least this many fan, bonus-tile fan included (0: no minimum; at most 10, the limit); a limit hand always meets it. Below it the hand does not win (reason below-minimum).": "Ein Mah-Jongg braucht mindestens so viele Fan, Fan aus Bonusziegeln eingeschlossen (0: kein Minimum; höchstens 10, das Limit); eine Limithand erfüllt es immer. Darunter gewinnt die Hand nicht (Grund below-minimum).",
    "A Mah-Jongg whose total is below this does not win (0: no minimum).": "Ein Mah-Jongg, dessen Summe darunter liegt, gewinnt nicht (0: kein Minimum).",
    "Agreed match length in minutes (null: none). When reached, the hand in progress is abandoned without settlement and the match ends (the host records a time_up event).": "Vereinbarte Spieldauer in Minuten (null: keine). Ist sie erreicht, wird die laufende Hand ohne Abrechnung abgebrochen und das Spiel endet (der Gastgeber zeichnet ein time_up-Ereignis auf).",
    "At a draw, all four hands are scored and settle their differences.": "Bei einem Remis werden alle vier Hände gewertet und rechnen ihre Unterschiede ab.",
    "Bonus tiles in play: 0, 4 (flowers 1f-4f) or 8 (flowers and seasons 1g-4g). Variation 2 sets 4 unless given.": "Bonusziegel im Spiel: 0, 4 (Blumen 1f–4f) oder 8 (Blumen und Jahreszeiten 1g–4g). Variante 2 setzt 4, wenn nichts angegeben ist.",
    "Chips handed to each player before the match (null: none). The match ends with the hand, settled, in which a player's score falls below zero.": "Chips, die jeder Spieler vor dem Spiel erhält (null: keine). Das Spiel endet mit der abgerechneten Hand, in der ein Spielstand unter null fällt.",
    "Dangerous play (penalties.md): the discarder of a dangerous tile, or the supplier of the decisive pung, pays for the others; settle accepts liable only with this on.": "Gefährliches Spiel (penalties.md): wer einen gefährlichen Ziegel abwirft oder den entscheidenden Pong liefert, zahlt für die anderen; settle nimmt liable nur an, wenn dies eingeschaltet ist.",
    "Flower scoring: 1 fu and yaku (flower fu, seat flower han, Shoufaahou, Daifaahou), 2 nukidora (1 han each), 3 chips only.": "Wertung der Blumen: 1 Fu und Yaku (Blumen-Fu, Han für die eigene Blume, Shoufaahou, Daifaahou), 2 Nukidora (je 1 Han), 3 nur Chips.",
    "Game length: East and South rounds, or East only.": "Spieldauer: Ost- und Südrunde, oder nur Ost.",
    "If nobody has the return points after the last hand, play on into the West round until someone has them (at the latest West 4).": "Hat nach der letzten Hand niemand die Rückgabepunkte, wird in der Westrunde weitergespielt, bis jemand sie hat (längstens bis West 4).",
    "Kan-dora indicator of an open or added kan: after the discard (delayed) or at once (immediate); a concealed kan's always at once.": "Kan-Dora-Anzeiger eines offenen oder angelegten Kans: nach dem Abwurf (verzögert) oder sofort; der eines verdeckten Kans immer sofort.",
    "Kiriage mangan: 4 han 30 fu and 3 han 60 fu are a mangan.": "Kiriage Mangan: 4 Han 30 Fu und 3 Han 60 Fu sind ein Mangan.",
    "Kokushi 13-sided, suuankou tanki, junsei chuuren and daisuushii are double yakuman.": "Kokushi mit 13 wartenden Ziegeln, Suuankou Tanki, Junsei Chuuren und Daisuushii sind doppelte Yakuman.",
    "Strict mode (penalties.md): a player may call Mah-Jongg without a winning hand; the call is taken back if no other player has exposed his hand yet, else it costs the false-mahjong penalty.": "Strenger Modus (penalties.md): ein Spieler darf ohne Gewinnhand Mah-Jongg rufen; der Ruf wird zurückgenommen, solange kein anderer Spieler seine Hand offen gelegt hat, sonst kostet er die Strafe false-mahjong.",
    "Strict mode (penalties.md): a player may call Mah-Jongg without a winning hand; shown, the false call costs the false-mahjong penalty (16 to each other player) and ends the hand.": "Strenger Modus (penalties.md): ein Spieler darf ohne Gewinnhand Mah-Jongg rufen; mit aufgedeckter Hand kostet der falsche Ruf die Strafe false-mahjong (16 an jeden Mitspieler) und beendet das Spiel.",
    "Strict mode with chombo (penalties.md): a player may declare a win he does not have; it costs a reverse mangan and the hand is replayed with the same dealer and honba.": "Strenger Modus mit Chombo (penalties.md): ein Spieler darf einen Gewinn ansagen, den er nicht hat; das kostet ein umgekehrtes Mangan, und das Spiel wird mit demselben Geber und denselben Honba wiederholt.",
    "Rounds in a match: 4 (East, South, West, North), or fewer for a shorter match by agreement.": "Runden einer Partie: 4 (Ost, Süd, West, Nord) oder weniger für eine kürzere Partie nach Absprache.",
    "Players change seats between rounds by the HKE 'Umsetzen' table.": "Die Spieler wechseln zwischen den Runden die Plätze nach der HKE-Tabelle „Umsetzen“.",
    "Points each player starts the match with (league play: 2000).": "Punkte, mit denen jeder Spieler das Spiel beginnt (Ligaspiel: 2000).",
    "Points each player starts with.": "Punkte, mit denen jeder Spieler beginnt.",
    "Points returned at the end (the difference is the top player's bonus); at least start_points.": "Punkte, die am Ende zurückgegeben werden (die Differenz ist der Bonus des Ersten); mindestens start_points.",
    "Red fives 0m 0p 0s (each 1 dora); 0: none, and 0m/0p/0s are refused. Variation 2 sets 0 unless given.": "Rote Fünfen 0m 0p 0s (je 1 Dora); 0: keine, und 0m/0p/0s werden abgelehnt. Variante 2 setzt 0, wenn nichts angegeben ist.",
    "Renhou (won on a discard before the own first draw): 5 han that stack, off, or a yakuman.": "Renhou (mit einem Abwurf vor dem eigenen ersten Zug gewonnen): 5 kumulative Han, aus, oder ein Yakuman.",
    "The fourth kan of one player wins at once with the yakuman suukantsu, without the single wait.": "Das vierte Kan eines Spielers gewinnt sofort mit dem Yakuman Suukantsu, ohne auf den Einzelziegel zu warten.",
    "The limit: the most a hand can score; a limit hand scores it.": "Das Limit: das Höchste, was eine Hand zählen kann; eine Limithand zählt es.",
    "Uma 'A/B' in thousands: 4th pays B, 3rd pays A, 2nd gets A, 1st gets B (0 <= A <= B).": "Uma „A/B“ in Tausend: der Vierte zahlt B, der Dritte zahlt A, der Zweite erhält A, der Erste erhält B (0 <= A <= B).",
    "Variation 1: fu per flower in front of the winner.": "Variante 1: Fu je Blume vor dem Gewinner.",
    "Variation 3: points per chip at the end (0: chips are counted, not converted).": "Variante 3: Punkte je Chip am Ende (0: Chips werden gezählt, nicht umgerechnet).",
}
"""The rule-set options' meanings, English -> German."""
