// Texts of the pages in English and German; the language is the one chosen last, else the browser's.
export const TEXTS = {
  en: {
    "lang.switch": "Deutsch", "tiles.codes": "Tile codes",
    "lobby.new": "New table", "lobby.ruleset": "Rule set", "lobby.name": "Your name",
    "lobby.others": "The other seats", "lobby.seat": "Seat {n}", "lobby.public": "Listed in the lobby (others may join)",
    "lobby.hints": "Hints allowed (shanten, the waits and how many are left, the bot's advice)",
    "lobby.create": "Create table", "lobby.open": "Open tables", "lobby.none": "No open table.",
    "lobby.join": "Take seat {n}", "lobby.watch": "Watch", "lobby.options": "Options of the rule set", "lobby.option_none": "none", "lobby.links": "Send these links to the other people:",
    "lobby.kind.standard": "Bot (standard)", "lobby.kind.random": "Bot (random)", "lobby.kind.human": "Person",
    "table.log": "This hand", "table.continue": "Continue", "table.pass": "Pass",
    "table.your_turn": "Your turn: click a tile to discard it.", "table.claim": "Claim {tile}?",
    "table.wait": "Waiting for the others…", "table.watching": "Watching",
    "table.status": "{ruleset} · round of the {wind}, hand {hand} · wall {live}, dead wall {dead}", "table.dealer": "dealer",
    "table.connecting": "connecting…", "table.open": "connected", "table.reconnecting": "reconnecting…",
    "table.bot": "bot", "table.away": "away", "table.seconds": "{s} s",
    "table.total": "Total", "table.hints": "Hints", "table.riichi_status": "honba {honba}, sticks {sticks}, dora indicators",
    "table.in_riichi": "riichi", "table.paused": "paused", "table.no_items": "No scoring element", "table.payments": "Payments",
    "table.next_in": "The next hand begins in {s} s (or when everybody has read this).",
    "action.discard": "Discard {tile}", "action.pung": "Pung {tile}", "action.chow": "Chow {tiles}",
    "action.kong": "Kong {tile}", "action.concealed_kong": "Concealed kong {tile}", "action.added_kong": "Add {tile} to the pung",
    "action.mahjongg": "Mah-Jongg!", "action.riichi": "Riichi, discarding {tile}", "action.bonus": "Expose {tile}",
    "action.pass": "Pass", "action.keep_kongs": "Keep the kongs concealed",
    "event.discard": "{who} discards {tile}", "event.pung": "{who} pungs {tile}", "event.chow": "{who} chows {tile}",
    "event.kong": "{who} kongs {tile}", "event.concealed_kong": "{who} declares a concealed kong",
    "event.added_kong": "{who} adds {tile} to a pung", "event.mahjongg": "{who}: Mah-Jongg with {tile}!",
    "event.bonus": "{who} exposes {tile}", "event.riichi": "{who} declares riichi",
    "event.hand_start": "Hand {hand} begins", "event.exhaustive_draw": "The wall is empty: a draw",
    "event.abortive_draw": "The hand is aborted", "event.draw": "{who} draws", "event.deal": "The tiles are dealt",
    "event.call": "{who} answers", "event.no_claim": "Nobody claims the discard", "event.play_start": "Play begins",
    "event.hand_end": "The hand is scored", "event.match_end": "The match is over",
    "action.expose": "Show my hand", "action.named_discard": "Discard {tile}",
    "event.named_discard": "{who} discards {tile}, named {named}",
    "event.mahjongg_call": "{who} calls Mah-Jongg on {tile} and shows {tiles}",
    "event.expose": "{who} shows his hand: {tiles}",
    "event.take_back": "{who}: the call is taken back (nobody had shown a hand)",
    "event.penalty": "Penalty ({rule}): {who} pays",
    "event.misnamed": "{claimer} claims {who}'s {named}, but it is {tile}; shows {tiles}",
    "penalty.false-mahjong": "False Mah-Jongg", "penalty.wrong-name-chow": "Wrongly named discard claimed for a chow",
    "penalty.wrong-name-pung": "Wrongly named discard claimed for a pung or kong",
    "penalty.wrong-name-mahjong": "Wrongly named discard claimed for Mah-Jongg",
    "penalty.wrong-name-false-mahjong": "Wrongly named discard claimed for a false Mah-Jongg",
    "penalty.obstruction": "Serious obstruction of play", "penalty.chombo": "Chombo (reverse mangan)",
    "table.name_as": "Name the discard:", "table.name_own": "as it is",
    "table.lay": "Lay a set (pung 1z1z, chow 6s8s, kong 1m1m1m; kong 1m2m3m4m on your turn):",
    "table.lay_button": "Lay", "table.lay_refused": "Not a set to lay here: {answer}",
    "you": "you",
    "host.start": "Start (bots take the free seats)", "host.pause": "Pause", "host.resume": "Resume",
    "host.end": "End the table", "lobby.host": "Your host link (start, pause, end):",
    "nav.replay": "Finished games", "replay.games": "Finished games", "replay.first": "◀◀ First",
    "replay.prev": "◀ Back", "replay.play": "▶ Play/pause", "replay.next": "Next ▶", "replay.last": "Last ▶▶",
    "replay.hand": "Hand", "replay.seat": "Seen by", "replay.all": "everybody (hands open)",
    "replay.download": "Download the record", "replay.download_mjai": "Download the mjai log", "replay.where": "Event {at} of {last}",
    "nav.score": "Score a hand", "nav.analyse": "Analyse a hand",
    "score.title": "Score a hand", "score.hand": "Hand (notation)", "score.seat_wind": "Seat wind",
    "score.round_wind": "Round wind", "score.by": "Won by", "score.by.discard": "a discard",
    "score.by.self-draw": "self-draw", "score.from": "Discarded by", "score.submit": "Score",
    "picker.title": "Pick the tiles", "picker.concealed": "in the hand", "picker.exposed": "an exposed set [ ]",
    "picker.kong": "a concealed kong ( )", "picker.winning": "the winning tile +", "picker.back": "Take the last back",
    "picker.clear": "Clear",
    "score.replacement": "with a kong's replacement tile", "score.robbing_kong": "robbing a kong",
    "score.last_tile": "with the last tile", "score.first_turn": "in the first turn",
    "score.won": "Mah-Jongg: {total}", "score.not_won": "No win {reason}",
    "analyse.title": "Analyse a hand", "analyse.submit": "Analyse", "analyse.shanten": "Shanten: {n}",
    "analyse.waits": "Waits", "analyse.discard": "Discard", "analyse.after": "Shanten after",
    "analyse.acceptance": "Tiles that help", "analyse.improving": "Which (unseen)", "analyse.unseen": "{n} unseen",
  },
  de: {
    "lang.switch": "English", "tiles.codes": "Ziegel als Kürzel",
    "lobby.new": "Neuer Tisch", "lobby.ruleset": "Regelwerk", "lobby.name": "Dein Name",
    "lobby.others": "Die anderen Plätze", "lobby.seat": "Platz {n}", "lobby.public": "In der Lobby zeigen (andere dürfen sich setzen)",
    "lobby.hints": "Hinweise erlaubt (Shanten, die erwarteten Ziegel und wie viele noch übrig sind, der Rat des Bots)",
    "lobby.create": "Tisch anlegen", "lobby.open": "Offene Tische", "lobby.none": "Kein offener Tisch.",
    "lobby.join": "Platz {n} nehmen", "lobby.watch": "Zuschauen", "lobby.options": "Optionen des Regelwerks", "lobby.option_none": "keine", "lobby.links": "Schicke diese Links den anderen Personen:",
    "lobby.kind.standard": "Bot (Standard)", "lobby.kind.random": "Bot (Zufall)", "lobby.kind.human": "Person",
    "table.log": "Dieses Spiel", "table.continue": "Weiter", "table.pass": "Passen",
    "table.your_turn": "Du bist dran: klicke einen Ziegel an, um ihn abzuwerfen.", "table.claim": "{tile} nehmen?",
    "table.wait": "Warten auf die anderen …", "table.watching": "Zuschauer",
    "table.status": "{ruleset} · Runde {wind}, Spiel {hand} · Mauer {live}, tote Mauer {dead}", "table.dealer": "Geber",
    "table.connecting": "verbinde …", "table.open": "verbunden", "table.reconnecting": "verbinde neu …",
    "table.bot": "Bot", "table.away": "weg", "table.seconds": "{s} s",
    "table.total": "Summe", "table.hints": "Hinweise", "table.riichi_status": "Honba {honba}, Stäbchen {sticks}, Dora-Anzeiger",
    "table.in_riichi": "Riichi", "table.paused": "pausiert", "table.no_items": "Keine Wertung", "table.payments": "Zahlungen",
    "table.next_in": "Die nächste Hand beginnt in {s} s (oder sobald alle dies gelesen haben).",
    "action.discard": "{tile} abwerfen", "action.pung": "Pong {tile}", "action.chow": "Chow {tiles}",
    "action.kong": "Kong {tile}", "action.concealed_kong": "Verdeckter Kong {tile}", "action.added_kong": "{tile} zum Pong legen",
    "action.mahjongg": "Mah-Jongg!", "action.riichi": "Riichi, Abwurf {tile}", "action.bonus": "{tile} auslegen",
    "action.pass": "Passen", "action.keep_kongs": "Die Kongs verdeckt halten",
    "event.discard": "{who} wirft {tile} ab", "event.pung": "{who} nimmt {tile} zum Pong", "event.chow": "{who} nimmt {tile} zum Chow",
    "event.kong": "{who} nimmt {tile} zum Kong", "event.concealed_kong": "{who} meldet einen verdeckten Kong",
    "event.added_kong": "{who} legt {tile} zum Pong", "event.mahjongg": "{who}: Mah-Jongg mit {tile}!",
    "event.bonus": "{who} legt {tile} aus", "event.riichi": "{who} sagt Riichi an",
    "event.hand_start": "Spiel {hand} beginnt", "event.exhaustive_draw": "Die Mauer ist leer: Remis",
    "event.abortive_draw": "Das Spiel wird abgebrochen", "event.draw": "{who} zieht", "event.deal": "Die Ziegel werden verteilt",
    "event.call": "{who} antwortet", "event.no_claim": "Niemand nimmt den Abwurf", "event.play_start": "Das Spiel beginnt",
    "event.hand_end": "Das Spiel wird gewertet", "event.match_end": "Die Partie ist zu Ende",
    "action.expose": "Meine Hand zeigen", "action.named_discard": "{tile} abwerfen",
    "event.named_discard": "{who} wirft {tile} ab, angesagt als {named}",
    "event.mahjongg_call": "{who} ruft Mah-Jongg auf {tile} und zeigt {tiles}",
    "event.expose": "{who} zeigt seine Hand: {tiles}",
    "event.take_back": "{who}: der Ruf wird zurückgenommen (niemand hatte seine Hand gezeigt)",
    "event.penalty": "Strafe ({rule}): {who} zahlt",
    "event.misnamed": "{claimer} beansprucht den {named} von {who}, doch es ist {tile}; zeigt {tiles}",
    "penalty.false-mahjong": "Falscher Mah-Jongg-Ruf", "penalty.wrong-name-chow": "Falsch angesagter Ziegel für ein Chi beansprucht",
    "penalty.wrong-name-pung": "Falsch angesagter Ziegel für einen Pong oder Kang beansprucht",
    "penalty.wrong-name-mahjong": "Falsch angesagter Ziegel für Mah-Jongg beansprucht",
    "penalty.wrong-name-false-mahjong": "Falsch angesagter Ziegel für einen falschen Mah-Jongg beansprucht",
    "penalty.obstruction": "Schwere Spielbehinderung", "penalty.chombo": "Chombo (umgekehrtes Mangan)",
    "table.name_as": "Abwurf ansagen als:", "table.name_own": "wie er ist",
    "table.lay": "Figur auslegen (pung 1z1z, chow 6s8s, kong 1m1m1m; kong 1m2m3m4m am Zug):",
    "table.lay_button": "Auslegen", "table.lay_refused": "Keine Figur, die hier ausgelegt werden kann: {answer}",
    "you": "du",
    "host.start": "Starten (Bots nehmen die freien Plätze)", "host.pause": "Pause", "host.resume": "Weiter",
    "host.end": "Tisch beenden", "lobby.host": "Dein Gastgeber-Link (starten, pausieren, beenden):",
    "nav.replay": "Beendete Partien", "replay.games": "Beendete Partien", "replay.first": "◀◀ Anfang",
    "replay.prev": "◀ Zurück", "replay.play": "▶ Abspielen/Pause", "replay.next": "Weiter ▶", "replay.last": "Ende ▶▶",
    "replay.hand": "Spiel", "replay.seat": "Gesehen von", "replay.all": "allen (Hände offen)",
    "replay.download": "Aufzeichnung herunterladen", "replay.download_mjai": "mjai-Protokoll herunterladen", "replay.where": "Ereignis {at} von {last}",
    "nav.score": "Hand werten", "nav.analyse": "Hand analysieren",
    "score.title": "Eine Hand werten", "score.hand": "Hand (Notation)", "score.seat_wind": "Platzwind",
    "score.round_wind": "Rundenwind", "score.by": "Gewonnen durch", "score.by.discard": "einen Abwurf",
    "score.by.self-draw": "selbst gezogen", "score.from": "Abgeworfen von", "score.submit": "Werten",
    "picker.title": "Ziegel wählen", "picker.concealed": "in der Hand", "picker.exposed": "eine offene Figur [ ]",
    "picker.kong": "ein verdecktes Kong ( )", "picker.winning": "der Gewinnziegel +", "picker.back": "Letzten zurücknehmen",
    "picker.clear": "Leeren",
    "score.replacement": "mit dem Ersatzziegel eines Kongs", "score.robbing_kong": "durch Beraubung eines Kongs",
    "score.last_tile": "mit dem letzten Ziegel", "score.first_turn": "in der ersten Runde",
    "score.won": "Mah-Jongg: {total}", "score.not_won": "Kein Gewinn {reason}",
    "analyse.title": "Eine Hand analysieren", "analyse.submit": "Analysieren", "analyse.shanten": "Shanten: {n}",
    "analyse.waits": "Wartet auf", "analyse.discard": "Abwurf", "analyse.after": "Shanten danach",
    "analyse.acceptance": "Hilfreiche Ziegel", "analyse.improving": "Welche (ungesehen)", "analyse.unseen": "{n} ungesehen",
  },
};

export function language() {
  const chosen = localStorage.getItem("jongg.lang");
  if (chosen === "en" || chosen === "de") return chosen;
  return (navigator.language || "en").toLowerCase().startsWith("de") ? "de" : "en";
}

export function t(key, params = {}) {
  const text = TEXTS[language()][key] ?? TEXTS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
}

/** Fill every element with a data-t key; the language button switches and calls `redraw`. */
export function translatePage(redraw) {
  document.documentElement.lang = language();
  for (const element of document.querySelectorAll("[data-t]")) element.textContent = t(element.dataset.t);
  const button = document.getElementById("lang");
  if (button && !button.dataset.bound) {
    button.dataset.bound = "1";
    button.addEventListener("click", () => {
      localStorage.setItem("jongg.lang", language() === "de" ? "en" : "de");
      translatePage(redraw);
      if (redraw) redraw();
    });
  }
}
