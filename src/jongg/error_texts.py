"""Every message of jongg's errors (and the phrases they carry), in English and German, keyed by id.

`ERRORS[id] = (english, german)`, the format of `jongg.i18n.MESSAGES`; an id is its module's group and a few
words of the text (`engine.seat_not_asked_now`), the fields are named (`{seat}`) and both texts have the same
ones. An error names its id and values (`jongg.errors.JonggError`); `jongg.errors.render` fills the text in
the language asked for, a value that is a `Phrase` or another error in that language too. Only a message shown
reads this table, so `import jongg.errors` does not pay for it; tests check that every id raised is here with
the fields given, and that no id is left unused.
"""

from __future__ import annotations

from typing import Final

ERRORS: Final[dict[str, tuple[str, str]]] = {
    "server.mjai_riichi_only": (
        "an mjai log is made of Riichi games only",
        "ein mjai-Protokoll gibt es nur von Riichi-Partien",
    ),
    "server.replay_at": (
        "at: an event number from 0 to {last}, not {value}",
        "at: eine Ereignisnummer von 0 bis {last}, nicht {value}",
    ),
    "server.replay_seat": (
        "seat: 0, 1, 2, 3 or all, not {value}",
        "seat: 0, 1, 2, 3 oder all, nicht {value}",
    ),
    "server.views_type": ("views must be true or false", "views muss true oder false sein"),
    "server.results_type": ("results must be true or false", "results muss true oder false sein"),
    "server.hints_flag": ("hints is true or false", "hints ist true oder false"),
    "server.no_hints": ("this table gives no hints", "dieser Tisch gibt keine Hinweise"),
    "server.between_hands": (
        "the next hand waits until everybody has read the result",
        "die nächste Hand wartet, bis alle das Ergebnis gelesen haben",
    ),
    "errors.number_of_digits": ("a number of {digits} digits", "eine Zahl mit {digits} Ziffern"),
    "sheet.column_not_text": ("{value} is not text", "{value} ist kein Text"),
    "sheet.column_nested_too_deeply": ("JSON nested too deeply", "JSON zu tief verschachtelt"),
    "bots.after_its_reach": ("{decision}, after its reach", "{decision}, nach seinem Riichi"),
    # server
    "server.too_many_tables": (
        "this server holds at most {tables} tables",
        "dieser Server hält höchstens {tables} Tische",
    ),
    "server.record_when_finished": (
        "the record of a table is given when it is finished",
        "den Spielbericht eines Tisches gibt es, wenn er beendet ist",
    ),
    "server.first_message_hello": ("the first message is hello", "die erste Nachricht ist hello"),
    "server.too_many_connections": (
        "this table has as many connections as it takes",
        "dieser Tisch hat so viele Verbindungen, wie er annimmt",
    ),
    "server.hello_once": ("hello is said once", "hello wird nur einmal gesagt"),
    "server.analysis_request": (
        'an analysis request is {{"hand": TEXT, "ruleset": ID, "options": {{KEY: VALUE}}}}',
        'eine Analyseanfrage ist {{"hand": TEXT, "ruleset": ID, "options": {{SCHLÜSSEL: WERT}}}}',
    ),
    "server.unknown_field": ("unknown field {field_name}", "unbekanntes Feld {field_name}"),
    "server.wind": ("a wind is E, S, W or N", "ein Wind ist E, S, W oder N"),
    "server.body_too_large": (
        "a request body is at most {limit} bytes",
        "ein Anfragerumpf hat höchstens {limit} Bytes",
    ),
    "server.body_too_nested": (
        "a request holds at most 256 arrays and objects",
        "eine Anfrage enthält höchstens 256 Arrays und Objekte",
    ),
    "server.body_not_json": ("the body is not JSON", "der Rumpf ist kein JSON"),
    "server.too_many_messages": ("at most {rate} messages a second", "höchstens {rate} Nachrichten pro Sekunde"),
    "server.messages_json_text": ("messages are JSON text", "Nachrichten sind JSON-Text"),
    "server.message_too_long": (
        "a message is at most {limit} characters",
        "eine Nachricht hat höchstens {limit} Zeichen",
    ),
    "server.message_too_nested": (
        "a message holds at most {limit} arrays and objects",
        "eine Nachricht enthält höchstens {limit} Arrays und Objekte",
    ),
    "server.message_not_json": ("not JSON: {reason}", "kein JSON: {reason}"),
    "server.message_object": (
        "a message is a JSON object with a 'type'",
        "eine Nachricht ist ein JSON-Objekt mit einem 'type'",
    ),
    "server.unknown_message_type": (
        "unknown message type {kind}; the types are {types}",
        "unbekannter Nachrichtentyp {kind}; die Typen sind {types}",
    ),
    "server.message_no_field": (
        "a {kind} message has no field {field_name}",
        "eine {kind}-Nachricht hat kein Feld {field_name}",
    ),
    "server.token_type": ("token is a string or null", "token ist eine Zeichenkette oder null"),
    "server.act_fields": (
        "an act message has a decision and an action",
        "eine act-Nachricht hat eine decision und eine action",
    ),
    "server.seq_number": (
        "{name} is a whole number -1 to {limit}, not {value}",
        "{name} ist eine ganze Zahl von -1 bis {limit}, nicht {value}",
    ),
    "server.host_only": (
        "only the host link may {what} the table",
        "nur der Link des Gastgebers darf den Tisch steuern ({what})",
    ),
    "server.table_finished": ("the table is finished", "der Tisch ist beendet"),
    "server.match_begun": ("the match has begun", "das Spiel hat begonnen"),
    "server.spectator_plays_not": ("a spectator does not play", "ein Zuschauer spielt nicht"),
    "server.not_being_played": ("the match is not being played", "das Spiel wird nicht gespielt"),
    "server.paused": ("the table is paused", "der Tisch ist angehalten"),
    "server.not_asked": ("you are not asked now", "du bist jetzt nicht gefragt"),
    "server.stale_decision": (
        "decision {decision} is stale; you are asked {expected}",
        "Entscheidung {decision} ist veraltet; gefragt ist {expected}",
    ),
    "server.settings_object": (
        "a table's settings are a JSON object",
        "die Einstellungen eines Tisches sind ein JSON-Objekt",
    ),
    "server.unknown_setting": ("unknown setting {name}", "unbekannte Einstellung {name}"),
    "server.no_flow": ("{ruleset} has no game flow yet", "{ruleset} hat noch keinen Spielablauf"),
    "server.options_object": ("options are a JSON object", "options sind ein JSON-Objekt"),
    "server.seats_list": ("seats is a list of four players", "seats ist eine Liste von vier Spielern"),
    "server.seed_number": (
        "a seed is a whole number 0 to 2**63 - 1, not {value}",
        "ein Seed ist eine ganze Zahl von 0 bis 2**63 - 1, nicht {value}",
    ),
    "server.public_flag": ("public is true or false", "public ist true oder false"),
    "server.seat_object": (
        "seat {seat} is an object with a kind (human or bot), a name and, for a bot, its bot",
        "Platz {seat} ist ein Objekt mit kind (human oder bot), name und, für einen Bot, bot",
    ),
    "server.seat_kind": (
        "seat {seat}: kind is 'human' or 'bot', not {kind}",
        "Platz {seat}: kind ist 'human' oder 'bot', nicht {kind}",
    ),
    "server.seat_name_length": (
        "seat {seat}: a name is 1-{limit} characters",
        "Platz {seat}: ein Name hat 1-{limit} Zeichen",
    ),
    "server.seat_name_control": (
        "seat {seat}: a name has no control characters",
        "Platz {seat}: ein Name hat keine Steuerzeichen",
    ),
    "server.seat_human_bot": (
        "seat {seat}: a human seat names no bot",
        "Platz {seat}: ein menschlicher Platz nennt keinen Bot",
    ),
    "server.seat_bot_name": (
        "seat {seat}: a bot is named by a string such as 'standard'",
        "Platz {seat}: ein Bot wird mit einer Zeichenkette wie 'standard' benannt",
    ),
    "server.seat_own_bots": (
        "seat {seat}: the server plays only its own bots",
        "Platz {seat}: der Server spielt nur seine eigenen Bots",
    ),
    "server.seconds": (
        "{key} is a number of seconds 1-{limit}, or null for unlimited",
        "{key} ist eine Zahl von Sekunden 1-{limit}, oder null für unbegrenzt",
    ),
    "server.no_table": ("no table {table}", "kein Tisch {table}"),
    "server.link_opens_nothing": (
        "this link opens no seat of this table",
        "dieser Link öffnet keinen Platz dieses Tisches",
    ),
    "server.player_number": ("a player is a number 0-3, not {value}", "ein Spieler ist eine Zahl 0-3, nicht {value}"),
    "server.seat_not_free": ("player {player}'s seat is not free", "der Platz von Spieler {player} ist nicht frei"),
    # analysis
    "analysis.not_jongg_analysis_table": (
        "{path} is not a jongg analysis table file (or not of this version)",
        "{path} ist keine Tabellendatei der jongg-Analyse (oder nicht dieser Version)",
    ),
    "analysis.damaged_checksum_does_not": (
        "{path} is damaged: its checksum does not match",
        "{path} ist beschädigt: die Prüfsumme stimmt nicht",
    ),
    "analysis.has_trailing_bytes": (
        "{path} has {value} trailing bytes",
        "{path} hat am Ende {value} überzählige Bytes",
    ),
    "analysis.cannot_read_analysis_tables": (
        "cannot read the analysis tables {path}: {exc}",
        "die Analysetabellen {path} sind nicht lesbar: {exc}",
    ),
    "analysis.damaged": ("{path} is damaged: {exc}", "{path} ist beschädigt: {exc}"),
    "analysis.concealed_tiles_and_melds": (
        "{concealed} concealed tiles and {melds} melds: need concealed + 3 per meld = 13 or 14, with at most 4 melds",
        "{concealed} verdeckte Ziegel und {melds} Figuren: nötig sind verdeckte + 3 je Figur = 13 oder 14, mit höchstens 4 Figuren",
    ),
    "analysis.need_counts_got": (
        "need 34 counts of 0-4, got {counts34!r}",
        "nötig sind 34 Anzahlen von 0–4, erhalten: {counts34!r}",
    ),
    "analysis.winning_tile_not_among": (
        "the winning tile {winning} is not among the hand's tiles",
        "der Gewinnziegel {winning} ist nicht unter den Ziegeln der Hand",
    ),
    "analysis.concealed_tiles_and_melds_make": (
        "{total} concealed tiles and {melds} melds make 14: waits needs 13",
        "{total} verdeckte Ziegel und {melds} Figuren ergeben 14: waits braucht 13",
    ),
    # bots
    "bots.random_bot_has_no": (
        "the random bot has no settings (got {settings})",
        "der Bot random hat keine Einstellungen (erhalten: {settings})",
    ),
    "bots.unknown_bot_known": ("unknown bot {name!r}; known: {bots}", "unbekannter Bot {name!r}; bekannt: {bots}"),
    "bots.bot_setting_key_value": (
        "a bot setting is key=value, not {part!r}",
        "eine Bot-Einstellung hat die Form Schlüssel=Wert, nicht {part!r}",
    ),
    "bots.mjai_bot_needs_command": (
        "an mjai bot needs a command: mjai:COMMAND (e.g. mjai:jongg mjai bot)",
        "ein mjai-Bot braucht einen Befehl: mjai:BEFEHL (z. B. mjai:jongg mjai bot)",
    ),
    "bots.mjai_bot_needs_command_mjai": (
        "an mjai bot needs a command: mjai:COMMAND",
        "ein mjai-Bot braucht einen Befehl: mjai:BEFEHL",
    ),
    "bots.mjai_bot_batch_or": (
        "the mjai bot's batch is 0 or 1, not {batch}",
        "die Einstellung batch des mjai-Bots ist 0 oder 1, nicht {batch}",
    ),
    "bots.mjai_bots_play_riichi": (
        "mjai bots play Riichi only (rule set {ruleset}), not {ruleset2}",
        "mjai-Bots spielen nur Riichi (Regelwerk {ruleset}), nicht {ruleset2}",
    ),
    "bots.mjai_bots_run_local": (
        "mjai bots run a local command in each worker process; use --backend processes, not {backend}",
        "mjai-Bots starten in jedem Worker-Prozess einen lokalen Befehl; nimm --backend processes, nicht {backend}",
    ),
    "bots.unknown_mjai_bot_settings": (
        "unknown mjai bot settings: {unknown}; known: {settings}",
        "unbekannte Einstellungen des mjai-Bots: {unknown}; bekannt: {settings}",
    ),
    "bots.mjai_bot_seat_before": (
        "mjai bot {name!r} (seat {seat}) {status} before answering {what} ({decision_name}){last_words}",
        "mjai-Bot {name!r} (Platz {seat}) {status}, bevor er auf {what} antwortete ({decision_name}){last_words}",
    ),
    "bots.mjai_bot_seat_answered": (
        "mjai bot {name!r} (seat {seat}) answered {text} at {decision_name}, which is not legal; legal: {offered}",
        "mjai-Bot {name!r} (Platz {seat}) antwortete {text}, was nicht zulässig ist ({decision_name}); zulässig: {offered}",
    ),
    "bots.mjai_bot_command_cannot": (
        "the mjai bot's command cannot be split: {exc}",
        "der Befehl des mjai-Bots lässt sich nicht zerlegen: {exc}",
    ),
    "bots.mjai_bot_more_and": (
        "the mjai bot's {key} is more than 0 and at most 3600 seconds, not {value:g}",
        "die Einstellung {key} des mjai-Bots liegt über 0 und bei höchstens 3600 Sekunden, nicht {value:g}",
    ),
    "bots.mjai_bot_needs_command_2": ("an mjai bot needs a command", "ein mjai-Bot braucht einen Befehl"),
    "bots.mjai_bot_seat_answered_answer": (
        "mjai bot {name!r} (seat {seat}) answered {text} to {what} ({decision_name}): an answer is one JSON object with a 'type' on one line",
        "mjai-Bot {name!r} (Platz {seat}) antwortete {text} auf {what} ({decision_name}): eine Antwort ist ein JSON-Objekt mit einem 'type' auf einer Zeile",
    ),
    "bots.mjai_bot_was_asked": (
        "mjai bot {name!r} was asked before it watched a table (watch(table, seat))",
        "mjai-Bot {name!r} wurde gefragt, bevor er einem Tisch zugewiesen wurde (watch(table, seat))",
    ),
    "bots.mjai_bot_plays_seat": (
        "mjai bot {name!r} plays seat {seat}, not seat {seat2}",
        "mjai-Bot {name!r} spielt Platz {seat}, nicht Platz {seat2}",
    ),
    "bots.mjai_bot_no_new": (
        "mjai bot {name!r}: no new event at {decision_name}",
        "mjai-Bot {name!r}: kein neues Ereignis ({decision_name})",
    ),
    "bots.mjai_bot_number_seconds": (
        "the mjai bot's {key} is a number of seconds, not {text}",
        "die Einstellung {key} des mjai-Bots ist eine Anzahl Sekunden, nicht {text}",
    ),
    "bots.mjai_bot_cannot_start": (
        "mjai bot {name!r} cannot start: {exc}",
        "mjai-Bot {name!r} kann nicht starten: {exc}",
    ),
    "bots.mjai_bot_closed": ("mjai bot {name!r} is closed", "mjai-Bot {name!r} ist beendet"),
    "bots.mjai_bot_seat_gave": (
        "mjai bot {name!r} (seat {seat}) gave no answer within {limit:g} s to {what} ({decision_name})",
        "mjai-Bot {name!r} (Platz {seat}) gab binnen {limit:g} s keine Antwort auf {what} ({decision_name})",
    ),
    "bots.unknown_standard_bot_setting": (
        "unknown standard-bot setting {unknown!r}; known: {names}",
        "unbekannte Einstellung des Standard-Bots {unknown!r}; bekannt: {names}",
    ),
    "bots.standard_bot_setting_true": (
        "standard-bot setting {name} is true or false, not {value!r}",
        "die Einstellung {name} des Standard-Bots ist true oder false, nicht {value!r}",
    ),
    "bots.no_standard_bot_rule": (
        "no standard bot for the rule set {ruleset_id!r} yet (known: {known})",
        "noch kein Standard-Bot für das Regelwerk {ruleset_id!r} (bekannt: {known})",
    ),
    "bots.the_events": ("the events {kinds}", "die Ereignisse {kinds}"),
    "bots.empty_batch": ("an empty batch", "eine leere Ereignisliste"),
    "bots.the_event": ("the event {event}", "das Ereignis {event}"),
    "bots.a_line": ("a line", "eine Zeile"),
    "bots.hand_decision": ("hand {hand}, decision {decision}", "Hand {hand}, Entscheidung {decision}"),
    "bots.claim_on_discard": (
        "the claim on seat {seat}'s discard {tile} ({where})",
        "der Anspruch auf den Abwurf {tile} von Platz {seat} ({where})",
    ),
    "bots.turn_after_drawing": (
        "its turn after drawing {tile} ({where})",
        "sein Zug nach dem Ziehen von {tile} ({where})",
    ),
    "bots.its_turn": ("its turn ({where})", "sein Zug ({where})"),
    "bots.closed_output": ("closed its output", "hat seine Ausgabe geschlossen"),
    "bots.exited_with_code": ("exited with code {code}", "hat mit Code {code} geendet"),
    "bots.last_error_output": ("; its last error output: {tail}", "; seine letzte Fehlerausgabe: {tail}"),
    # cli
    "cli.line_blank_give_one": (
        "line {number} is blank: give one JSON request per line",
        "Zeile {number} ist leer: gib eine JSON-Anfrage je Zeile an",
    ),
    "cli.line_not_utf_byte": (
        "line {number} is not UTF-8 (byte {value})",
        "Zeile {number} ist kein UTF-8 (Byte {value})",
    ),
    "cli.line_not_json_column": (
        "line {number} is not JSON: {msg} (column {colno})",
        "Zeile {number} ist kein JSON: {msg} (Spalte {colno})",
    ),
    "cli.line_nested_too_deeply": ("line {number} is nested too deeply", "Zeile {number} ist zu tief verschachtelt"),
    "cli.line_holds_number_too": (
        "line {number} holds a number too long to read",
        "Zeile {number} enthält eine Zahl, die zu lang zum Lesen ist",
    ),
    "cli.option_takes_key_value": (
        "--option takes KEY=VALUE, not {text!r}",
        "--option nimmt SCHLÜSSEL=WERT, nicht {text!r}",
    ),
    "cli.give_one_per_winner": (
        "give one --{key} per --winner, in the same order (or --{key} NAME=N)",
        "gib ein --{key} je --winner an, in derselben Reihenfolge (oder --{key} NAME=N)",
    ),
    "cli.winner_and_draw_exclude": (
        "--winner and --draw exclude each other: a hand is won or drawn",
        "--winner und --draw schließen einander aus: eine Hand ist gewonnen oder unentschieden",
    ),
    "cli.give_winner_name_or": (
        "give --winner NAME (or --draw for a drawn hand)",
        "gib --winner NAME an (oder --draw für eine unentschiedene Hand)",
    ),
    "cli.give_one_hand_per": (
        "give one --hand per --winner ({winners_count} winner(s), {hands_count} hand(s))",
        "gib ein --hand je --winner an (Gewinner: {winners_count}, Hände: {hands_count})",
    ),
    "cli.win_flags_need_winner": ("win flags need a winner", "Gewinn-Flags brauchen einen Gewinner"),
    "cli.double_riichi_and_ippatsu": (
        "--double-riichi and --ippatsu name winners, not {unknown}",
        "--double-riichi und --ippatsu nennen Gewinner, nicht {unknown}",
    ),
    "cli.fan_winner_fan_give": (
        "--fan is the winner's fan: give exactly one --winner",
        "--fan ist die Fan-Zahl des Gewinners: gib genau ein --winner an",
    ),
    "cli.takes_whole_numbers_not": (
        "--{key} takes whole numbers, not {given}",
        "--{key} nimmt ganze Zahlen, nicht {given}",
    ),
    "cli.not_winner": (
        "--{key} {name}=…: {name} is not a --winner",
        "--{key} {name}=…: {name} ist nicht als --winner angegeben",
    ),
    "cli.flag_without_tile": (
        "{flags} says the hand won, but it has no winning tile: add the tile it won with as +X at the end, e.g. '{example}'",
        "{flags} sagt, die Hand hat gewonnen, aber sie hat keinen Gewinnziegel: schreib den Ziegel, mit dem sie gewonnen hat, als +X ans Ende, z. B. '{example}'",
    ),
    "cli.flag_without_tile_14": (
        "{flags} says the hand won, but it has no winning tile; it has 14 tiles, so the winning tile is probably among the concealed tiles: take it out and write it as +X at the end, e.g. '{example}'",
        "{flags} sagt, die Hand hat gewonnen, aber sie hat keinen Gewinnziegel; sie hat 14 Ziegel, der Gewinnziegel steht also wohl unter den verdeckten Ziegeln: nimm ihn dort heraus und schreib ihn als +X ans Ende, z. B. '{example}'",
    ),
    # contract
    "contract.must_list_distinct_winds": (
        "{key} must be a list of distinct winds",
        "{key} muss eine Liste verschiedener Winde sein",
    ),
    "contract.riichi_must_tile_string": (
        "riichi.{key}[{i}] must be a tile string",
        "riichi.{key}[{i}] muss ein Ziegel als Zeichenkette sein",
    ),
    "contract.item_has_exactly_one": (
        "an item has exactly one value field ({value_units})",
        "ein Posten hat genau ein Wertfeld ({value_units})",
    ),
    "contract.missing_field_payment_amount": ("missing field payment.amount", "das Feld payment.amount fehlt"),
    "contract.penalty_offenders_must_non": (
        "penalty.offenders must be a non-empty list of distinct winds",
        "penalty.offenders muss eine nicht leere Liste verschiedener Winde sein",
    ),
    "contract.riichi_not_tile": (
        "riichi.{key}[{i}] is not a tile: {text}",
        "riichi.{key}[{i}] ist kein Ziegel: {text}",
    ),
    # engine
    "engine.not_action_actions": (
        "{cls} is not an action; the actions are {action_types}",
        "{cls} ist keine Aktion; die Aktionen sind {action_types}",
    ),
    "engine.action_json_object_type": (
        "an action is a JSON object with a 'type'",
        "eine Aktion ist ein JSON-Objekt mit einem 'type'",
    ),
    "engine.unknown_action_type": ("unknown action type {value!r}", "unbekannter Aktionstyp {value!r}"),
    "engine.action_has_fields": ("a {type} action has the fields {value}", "eine {type}-Aktion hat die Felder {value}"),
    "engine.tile_written_string_such": (
        "a tile is written as a string such as '5m'",
        "ein Ziegel wird als Zeichenkette wie '5m' geschrieben",
    ),
    "engine.consumed_list_most_four": (
        "'consumed' is a list of at most four tiles",
        "'consumed' ist eine Liste von höchstens vier Ziegeln",
    ),
    "engine.not_tile": ("not a tile: {text!r}", "kein Ziegel: {text!r}"),
    "engine.takes_tuple_tiles_from": (
        "a {kind} takes a tuple of {consumed} tiles from the hand",
        "ein {kind} nimmt ein Tupel aus {consumed} Ziegeln aus der Hand",
    ),
    "engine.action_tile_not": (
        "a {kind} action's {name} is a Tile, not {type}",
        "das Feld {name} einer Aktion {kind} ist ein Tile, nicht {type}",
    ),
    "engine.takes_tiles_from_hand": (
        "a {type} takes {consumed} tiles from the hand",
        "eine {type}-Aktion nimmt {consumed} Ziegel aus der Hand",
    ),
    "engine.larger_bytes": ("{name} is larger than {limit} bytes", "{name} ist größer als {limit} Bytes"),
    "engine.line": ("line {value}: {problem}", "Zeile {value}: {problem}"),
    "engine.record_starts_match_start_header": (
        "a record starts with its match_start header",
        "ein Spielbericht beginnt mit seiner Kopfzeile match_start",
    ),
    "engine.event_event_json_object": (
        "event {where}: an event is a JSON object, not {event_name}",
        "Ereignis {where}: ein Ereignis ist ein JSON-Objekt, nicht {event_name}",
    ),
    "engine.event_unknown_event_type": (
        "event {where}: unknown event type {kind}",
        "Ereignis {where}: unbekannter Ereignistyp {kind}",
    ),
    "engine.cannot_read": ("cannot read {name}: {value}", "{name} ist nicht lesbar: {value}"),
    "engine.not_regular_file": ("{name} is not a regular file", "{name} ist keine gewöhnliche Datei"),
    "engine.not_readable_gzip_file": (
        "{name} is not a readable gzip file: {exc}",
        "{name} ist keine lesbare gzip-Datei: {exc}",
    ),
    "engine.line_not_utf_text": (
        "line {line_name}: not UTF-8 text (byte {value} of the file)",
        "Zeile {line_name}: kein UTF-8-Text (Byte {value} der Datei)",
    ),
    "engine.event_follows_match_end": (
        "event {index} ({kind}) follows match_end",
        "Ereignis {index} ({kind}) folgt auf match_end",
    ),
    "engine.event_must_not": (
        "event {where} ({kind}): {path} must be {what}, not {value}",
        "Ereignis {where} ({kind}): {path} muss {what} sein, nicht {value}",
    ),
    "engine.event_second_match_start_header": (
        "event {index}: a second match_start (the header is the first event only)",
        "Ereignis {index}: ein zweites match_start (die Kopfzeile ist nur das erste Ereignis)",
    ),
    "engine.event_unknown_field": (
        "event {where} ({kind}): unknown field {path}",
        "Ereignis {where} ({kind}): unbekanntes Feld {path}",
    ),
    "engine.event_missing_field": (
        "event {where} ({kind}): missing field {path}",
        "Ereignis {where} ({kind}): das Feld {path} fehlt",
    ),
    "engine.event": ("event {where} ({kind}): {path}: {message}", "Ereignis {where} ({kind}): {path}: {message}"),
    "engine.event_does_not_fit": (
        "event {n} ({event}) does not fit the table: {exc}",
        "Ereignis {n} ({event}) passt nicht zum Tisch: {exc}",
    ),
    "engine.record_has_event_hand": (
        "the record has an event of a hand before its hand_start",
        "der Spielbericht hat ein Ereignis einer Hand vor ihrem hand_start",
    ),
    "engine.record_deals_other_tiles": (
        "the record deals other tiles than the wall holds",
        "der Spielbericht teilt andere Ziegel aus, als die Mauer enthält",
    ),
    "engine.record_draws_from_wall": (
        "the record draws {tile} from the {source} wall, which holds something else",
        "der Spielbericht zieht {tile} aus der {source} Mauer, die aber etwas anderes enthält",
    ),
    "engine.record_turns_over_not": (
        "the record turns over {event}, which is not the next indicator",
        "der Spielbericht deckt {event} auf, aber das ist nicht der nächste Anzeiger",
    ),
    "engine.record_shows_other_tiles": (
        "the record has seat {event} show other tiles than it holds",
        "im Spielbericht zeigt Platz {event} andere Ziegel, als er hält",
    ),
    "engine.record_names_discard_table": (
        "the record names a discard as another tile at a table where discards are not named (strict Classical only)",
        "im Spielbericht wird ein Abwurf als anderer Ziegel angesagt, an einem Tisch ohne Ansagen (nur strenges Classical)",
    ),
    "engine.record_lays_wrong_set": (
        "the record lays a set of tiles that do not form it, at a table where that is not allowed (strict mode only)",
        "im Spielbericht wird eine Figur aus Ziegeln ausgelegt, die keine bilden, an einem Tisch, der das nicht erlaubt (nur strenger Modus)",
    ),
    "engine.record_exposes_normal_tile": (
        "the record exposes a normal tile as a bonus tile, at a table where that is not allowed (strict HKE only)",
        "im Spielbericht wird ein normaler Ziegel als Bonusziegel ausgelegt, an einem Tisch, der das nicht erlaubt (nur strenges HKE)",
    ),
    "engine.record_misnamed_not_open": (
        "the record shows a wrongly named discard that is not the one open to claims",
        "im Spielbericht wird ein falsch angesagter Abwurf gezeigt, der nicht der offene ist",
    ),
    "engine.record_has_seat_answer": (
        "the record has seat {event} answer a claim it was not asked",
        "im Spielbericht antwortet Platz {event} auf einen Anspruch, nach dem er nicht gefragt wurde",
    ),
    "engine.record_adds_pung_seat": (
        "the record adds {tile} to a pung seat {event} does not have",
        "der Spielbericht fügt {tile} zu einem Pung hinzu, das Platz {event} nicht hat",
    ),
    "engine.unknown_event_type": ("unknown event type {event!r}", "unbekannter Ereignistyp {event!r}"),
    "engine.record_wins_flower_was": (
        "the record wins on a flower {tile} that was not exposed",
        "der Spielbericht gewinnt mit einer Blume {tile}, die nicht aufgedeckt wurde",
    ),
    "engine.record_robs_kong_seat": (
        "the record robs a kong of {tile} that seat {event} does not have",
        "der Spielbericht raubt ein Kong aus {tile}, das Platz {event} nicht hat",
    ),
    "engine.seed_has_bytes": ("a seed has 1 to 64 bytes", "ein Seed hat 1 bis 64 Bytes"),
    "engine.integer_seed_has_most": (
        "an integer seed has at most 49 characters, not {seed}",
        "ein ganzzahliger Seed hat höchstens 49 Zeichen, nicht {seed}",
    ),
    "engine.record_takes_seat_does": (
        "the record takes {tile}, which the seat does not hold",
        "der Spielbericht nimmt {tile}, das der Platz nicht hält",
    ),
    "engine.table_has_four_players": ("a table has four players", "ein Tisch hat vier Spieler"),
    "engine.wall_must_hold_exactly": (
        "the wall must hold exactly the tiles of the set",
        "die Mauer muss genau die Ziegel des Ziegelsatzes enthalten",
    ),
    "engine.rule_set_rolls_dice": (
        "this rule set rolls {dice} dice, each 1-6",
        "dieses Regelwerk würfelt mit {dice} Würfeln, jeder 1-6",
    ),
    "engine.no_game_flow_yet": (
        "no game flow for {id!r} yet; playable: {playable}",
        "noch kein Spielablauf für {id!r}; spielbar: {playable}",
    ),
    "engine.redefines_engine_event_types": (
        "{id} redefines the engine's event types {clash}",
        "{id} definiert die Ereignistypen {clash} der Engine neu",
    ),
    "engine.match_over": ("the match is over", "die Partie ist vorbei"),
    "engine.step_takes_mapping_from": (
        "step takes a mapping from seats (0-3) to actions",
        "step nimmt eine Zuordnung von Plätzen (0-3) zu Aktionen",
    ),
    "engine.no_action_given": ("no action given", "keine Aktion angegeben"),
    "engine.exactly_one_seat_acts": ("exactly one seat acts now", "jetzt handelt genau ein Platz"),
    "engine.time_up_needs_agreed_match": (
        "time_up needs an agreed match duration (option max_duration)",
        "time_up braucht eine vereinbarte Partiedauer (Option max_duration)",
    ),
    "engine.seat_number_not": ("a seat is a number 0-3, not {seat}", "ein Platz ist eine Zahl 0-3, nicht {seat}"),
    "engine.seat_action_one_jongg": (
        "seat {seat}: an action is one of jongg.engine.actions, not {action}",
        "Platz {seat}: eine Aktion ist eine aus jongg.engine.actions, nicht {action}",
    ),
    "engine.seat_decision_stale_view": (
        "seat {seat}: decision {asked} is stale; its view is {seen}",
        "Platz {seat}: Entscheidung {asked} ist veraltet; seine Ansicht ist {seen}",
    ),
    "engine.seat_not_asked_now": ("seat {seat} is not asked now", "Platz {seat} ist jetzt nicht gefragt"),
    "engine.seat_may_not_now": (
        "seat {seat} may not {action} now",
        "Platz {seat} darf die Aktion {action} jetzt nicht ausführen",
    ),
    "engine.rule_set_id": ("a rule set id", "die Kennung eines Regelwerks"),
    "engine.object_of_options": ("an object of options", "ein Objekt mit Optionen"),
    "engine.four_names": ("four names", "vier Namen"),
    "engine.list_of_seats": ("a list of seats", "eine Liste von Plätzen"),
    "engine.record_not_finished": (
        "the record is not finished (no match_end)",
        "der Spielbericht ist nicht abgeschlossen (kein match_end)",
    ),
    "engine.record_prepared_hand": (
        "the record is of one prepared hand (Table.from_wall): it has no seed to derive its wall from",
        "der Spielbericht gilt einer vorbereiteten Hand (Table.from_wall): er hat keinen Seed, aus dem sich ihre Mauer ableiten ließe",
    ),
    "engine.public_seed_not_whole": (
        "the header's public seed is not a whole number",
        "der öffentliche Seed der Kopfzeile ist keine ganze Zahl",
    ),
    "engine.seed_not_revealed": (
        "the match_end does not reveal the seed and the salt in hexadecimal",
        "match_end legt den Seed und das Salt nicht hexadezimal offen",
    ),
    "engine.revealed_seed_length": (
        "the revealed seed is not 1 to 64 bytes long",
        "der offengelegte Seed ist nicht 1 bis 64 Bytes lang",
    ),
    "engine.seed_not_committed": (
        "the revealed seed and salt do not match the commitment",
        "der offengelegte Seed und das Salt passen nicht zur Festlegung",
    ),
    "engine.record_of_other_version": (
        "the record was made by jongg {made}; jongg {version} derives only the records of its own version",
        "der Spielbericht stammt von jongg {made}; jongg {version} leitet nur die Spielberichte seiner eigenen Version ab",
    ),
    "engine.header_field_not": (
        "event 0 (match_start): field {key!r} is {value}, not {what}",
        "Ereignis 0 (match_start): das Feld {key!r} ist {value}, nicht {what}",
    ),
    "engine.header_sets_up_no_table": (
        "event 0 (match_start): no table can be set up from it: {error:.120}",
        "Ereignis 0 (match_start): daraus lässt sich kein Tisch aufbauen: {error:.120}",
    ),
    "engine.record_ends_early": (
        "the record ends after event {last}; the rules go on with event {at} ({kind})",
        "der Spielbericht endet nach Ereignis {last}; die Regeln gehen weiter mit Ereignis {at} ({kind})",
    ),
    "engine.record_ends_at_decision": (
        "the record ends after event {last}, where the rules wait for a decision",
        "der Spielbericht endet nach Ereignis {last}, wo die Regeln auf eine Entscheidung warten",
    ),
    "engine.table_refuses_event": (
        "event {at} ({kind}): the table refuses it: {error:.120}",
        "Ereignis {at} ({kind}): der Tisch lehnt es ab: {error:.120}",
    ),
    "engine.record_goes_on": (
        "event {at} ({kind}): the record goes on after the match has ended",
        "Ereignis {at} ({kind}): der Spielbericht geht nach dem Ende der Partie weiter",
    ),
    "engine.window_waits_for": (
        "event {at} ({kind}): the claim window waits for the answer of seat {who} here",
        "Ereignis {at} ({kind}): das Anspruchsfenster wartet hier auf die Antwort von Platz {who}",
    ),
    "engine.call_seat_not_asked": (
        "event {at} (call): seat {seat} is not asked here",
        "Ereignis {at} (call): Platz {seat} wird hier nicht gefragt",
    ),
    "engine.no_seat_asked": (
        "event {at} ({kind}): the rules ask no seat here",
        "Ereignis {at} ({kind}): die Regeln fragen hier keinen Platz",
    ),
    "engine.no_action_of_seat": (
        "event {at} ({kind}): seat {seat} is to act here, and this is no action of a seat",
        "Ereignis {at} ({kind}): Platz {seat} ist hier am Zug, und das ist keine Aktion eines Platzes",
    ),
    "engine.seat_may_not_here": (
        "event {at} ({kind}): seat {seat} may not {action} here",
        "Ereignis {at} ({kind}): Platz {seat} darf hier nicht {action}",
    ),
    "engine.wall_not_seeded": (
        "event {at} ({kind}): the wall is not the one the seed gives for hand {hand}",
        "Ereignis {at} ({kind}): die Mauer ist nicht die, die der Seed für Hand {hand} ergibt",
    ),
    "engine.dice_not_seeded": (
        "event {at} ({kind}): the dice are not the ones the seed gives for hand {hand}",
        "Ereignis {at} ({kind}): die Würfel sind nicht die, die der Seed für Hand {hand} ergibt",
    ),
    "engine.field_missing": (
        "event {at} ({kind}): field {path!r} is missing, the rules give {theirs}",
        "Ereignis {at} ({kind}): das Feld {path!r} fehlt, die Regeln ergeben {theirs}",
    ),
    "engine.field_not_given": (
        "event {at} ({kind}): field {path!r} is {mine}, the rules give no such field",
        "Ereignis {at} ({kind}): das Feld {path!r} ist {mine}, die Regeln kennen kein solches Feld",
    ),
    "engine.field_differs": (
        "event {at} ({kind}): field {path!r} is {mine}, the rules give {theirs}",
        "Ereignis {at} ({kind}): das Feld {path!r} ist {mine}, die Regeln ergeben {theirs}",
    ),
    "engine.line_not_text": ("a line is text, not {value}", "eine Zeile ist Text, nicht {value}"),
    "engine.event_not_object": (
        "an event is a JSON object, not {value}",
        "ein Ereignis ist ein JSON-Objekt, nicht {value}",
    ),
    "engine.nested_deeper": ("nested deeper than {depth} levels", "tiefer als {depth} Ebenen verschachtelt"),
    "engine.not_json_at": ("not JSON: {reason} (column {column})", "kein JSON: {reason} (Spalte {column})"),
    "engine.not_json": ("not JSON", "kein JSON"),
    "engine.holds_not_number": (
        "holds {name}, which is not a number (only finite numbers are)",
        "enthält {name}, das keine Zahl ist (nur endliche Zahlen sind es)",
    ),
    "engine.holds_long_number": (
        "holds a number of {digits} digits (at most {most})",
        "enthält eine Zahl mit {digits} Stellen (höchstens {most})",
    ),
    "engine.holds_not_finite": (
        "holds {value}, which is not a finite number",
        "enthält {value}, das keine endliche Zahl ist",
    ),
    "engine.integer_from_to": ("an integer from {lo} to {hi}", "eine ganze Zahl von {lo} bis {hi}"),
    "engine.number_from_to": ("a number from {lo} to {hi}", "eine Zahl von {lo} bis {hi}"),
    "engine.string_of_at_most": (
        "a string of at most {most} characters",
        "eine Zeichenkette mit höchstens {most} Zeichen",
    ),
    "engine.true_or_false": ("true or false", "true oder false"),
    "engine.one_of": ("one of {choices}", "einer der Werte {choices}"),
    "engine.tile_code": (
        "a tile code such as 5m, 0p (a red five), 7z or 1f",
        "ein Ziegelcode wie 5m, 0p (eine rote Fünf), 7z oder 1f",
    ),
    "engine.list_of_tiles": ("a list of {n} tiles", "eine Liste aus {n} Ziegeln"),
    "engine.list_of_tiles_from_to": ("a list of {lo} to {hi} tiles", "eine Liste aus {lo} bis {hi} Ziegeln"),
    "engine.list_of_dice": (
        "a list of dice, each 1 to 6, as many as the rule set rolls",
        "eine Liste von Würfeln, jeder 1 bis 6, so viele wie das Regelwerk wirft",
    ),
    "engine.list_of_n_dice": ("a list of {n} dice, each 1 to 6", "eine Liste aus {n} Würfeln, jeder 1 bis 6"),
    "engine.die": ("a die from 1 to 6", "ein Würfel von 1 bis 6"),
    "engine.hex_of": ("a hex string of {n} bytes", "eine Hex-Zeichenkette aus {n} Bytes"),
    "engine.hex_from_to": ("a hex string of {lo} to {hi} bytes", "eine Hex-Zeichenkette aus {lo} bis {hi} Bytes"),
    "engine.int_or_hex_seed": (
        "an integer seed of at most 49 characters or 1 to 64 bytes in hex",
        "ein ganzzahliger Seed mit höchstens 49 Zeichen oder 1 bis 64 Bytes in Hex",
    ),
    "engine.int_seed": ("an integer seed of at most 49 characters", "ein ganzzahliger Seed mit höchstens 49 Zeichen"),
    "engine.null_or": ("null or {inner}", "null oder {inner}"),
    "engine.list_different": (
        "a list of {lo} to {hi} different items, each {item}",
        "eine Liste aus {lo} bis {hi} verschiedenen Einträgen, jeder {item}",
    ),
    "engine.list_of_items": ("a list of {n} items, each {item}", "eine Liste aus {n} Einträgen, jeder {item}"),
    "engine.list_from_to": (
        "a list of {lo} to {hi} items, each {item}",
        "eine Liste aus {lo} bis {hi} Einträgen, jeder {item}",
    ),
    "engine.seat_order": ("the seats 0, 1, 2, 3 in some order", "die Plätze 0, 1, 2, 3 in irgendeiner Reihenfolge"),
    "engine.json_object": ("a JSON object", "ein JSON-Objekt"),
    "engine.score_results": (
        "a JSON object of score results keyed by seat (0 to 3)",
        "ein JSON-Objekt mit Wertungsergebnissen je Platz (0 bis 3)",
    ),
    "engine.null_or_hand": (
        "null or a hand in notation (such as 123m 55p [777z])",
        "null oder eine Hand in Notation (wie 123m 55p [777z])",
    ),
    "engine.playable_rule_set": (
        "the id of a rule set with a game flow",
        "die Kennung eines Regelwerks mit einem Spielablauf",
    ),
    "engine.null_for_self_draw": ("null for a self-drawn win", "null bei einem selbst gezogenen Gewinn"),
    "engine.seat_win_is_from": ("the seat the win is from", "der Platz, von dem der Gewinn kommt"),
    "engine.not_the_winner": ("another seat than the winner's", "ein anderer Platz als der des Gewinners"),
    "engine.null_for_four_kongs": (
        "null for a four-kongs win and a tile for any other",
        "null bei einem Gewinn mit vier Kongs und ein Ziegel bei jedem anderen",
    ),
    "engine.its_index": ("its index {index}", "seine Nummer {index}"),
    "engine.event_number": ("an event number 0 to 10000000", "eine Ereignisnummer von 0 bis 10000000"),
    "engine.not_the_claimer": ("another seat than the claimer's", "ein anderer Platz als der des Rufers"),
    "engine.list_of_tiles_per_caller": ("one list of tiles per caller", "eine Liste von Ziegeln je Rufer"),
    "engine.not_the_caller": ("another seat than a caller's", "ein anderer Platz als der eines Rufers"),
    "engine.another_kind_than_tile": ("another kind than the tile's", "eine andere Art als die des Ziegels"),
    "engine.another_seat_than_discarder": (
        "another seat than the discarder's",
        "ein anderer Platz als der des Abwerfers",
    ),
    "engine.not_an_offender": (
        "null or another seat than an offender's",
        "null oder ein anderer Platz als der eines Bestraften",
    ),
    # errors
    "errors.at_position": ("{reason} (at position {position})", "{reason} (an Position {position})"),
    "errors.nested": ("{error}", "{error}"),
    # hand
    "hand.unknown_claim_source": ("unknown claim source {source!r}", "unbekannte Herkunftsangabe {source!r}"),
    "hand.concealed_kong_has_no": (
        "a concealed kong has no claim source",
        "ein verdecktes Kong hat keine Herkunftsangabe",
    ),
    "hand.bonus_tiles_never_form": ("bonus tiles never form sets", "Bonusziegel bilden nie Figuren"),
    "hand.marks_group_not_valid": (
        "'!' marks a group that is not a valid set",
        "'!' markiert eine Gruppe, die keine gültige Figur ist",
    ),
    "hand.only_kong_declared_concealed": ("only a kong is declared concealed", "nur ein Kong wird verdeckt angesagt"),
    "hand.bonus_tile_not_concealed": (
        "bonus tile {tile} is not a concealed tile",
        "Bonusziegel {tile} ist kein verdeckter Ziegel",
    ),
    "hand.no_among_concealed_tiles": (
        "no {tile} among the concealed tiles",
        "kein {tile} unter den verdeckten Ziegeln",
    ),
    "hand.declared_concealed_kong_cannot": (
        "a declared concealed kong cannot be foul",
        "ein angesagtes verdecktes Kong kann nicht falsch sein",
    ),
    "hand.foul_group_has_or": (
        "a foul group has 3 or 4 tiles, not {ordered_count}",
        "eine falsche Gruppe hat 3 oder 4 Ziegel, nicht {ordered_count}",
    ),
    "hand.tiles_neither_chow_pung": (
        "{kinds_count} tiles are neither a chow, a pung nor a kong",
        "{kinds_count} Ziegel sind weder ein Chow noch ein Pong noch ein Kong",
    ),
    "hand.no_red_five_among": (
        "no red five {tile} among the concealed tiles",
        "keine rote Fünf {tile} unter den verdeckten Ziegeln",
    ),
    "hand.only_left_red_one": (
        "the only {tile} left is the red one",
        "der einzige übrige Ziegel {tile} ist die rote Fünf",
    ),
    "hand.honours_do_not_form": ("honours do not form chows", "Bildziegel bilden keine Chows"),
    "hand.chow_one_suit": ("a chow is of one suit", "ein Chow ist aus einer Farbe"),
    "hand.chow_three_consecutive_tiles": (
        "a chow is three consecutive tiles",
        "ein Chow besteht aus drei aufeinanderfolgenden Ziegeln",
    ),
    # host
    "host.time_limit_number_seconds": (
        "a {name} time limit is a number of seconds >= 0 or None, not {value!r}",
        "ein Zeitlimit für {name} ist eine Zahl von Sekunden >= 0 oder None, nicht {value!r}",
    ),
    "host.record_was_not_made": (
        "this record was not made by `jongg play` (its header has no 'play' key)",
        "dieser Spielbericht stammt nicht von `jongg play` (seine Kopfzeile hat keinen Schlüssel 'play')",
    ),
    "host.record_play_key_malformed": (
        "the record's 'play' key is malformed: {exc}",
        "der Schlüssel 'play' des Spielberichts ist fehlerhaft: {exc}",
    ),
    "host.game_file_does_not": (
        "the game file does not replay: {problem}",
        "die Spieldatei lässt sich nicht nachspielen: {problem}",
    ),
    "host.not_jongg_record": ("{path} is not a jongg record", "{path} ist kein jongg-Spielbericht"),
    "host.no_saved_game_and": (
        "no saved game {ref!r} (and no such file); `jongg games` lists them",
        "kein gespeichertes Spiel {ref!r} (und keine solche Datei); `jongg games` listet sie auf",
    ),
    "host.starts_game_ids_give": (
        "{ref!r} starts {matches_count} game ids; give more of it",
        "mit {ref!r} beginnen {matches_count} Spielkennungen; gib mehr davon an",
    ),
    "host.not_regular_file": ("{path} is not a regular file", "{path} ist keine gewöhnliche Datei"),
    "host.holds_records_not_record": (
        "{path} holds {records_count} records, not a record {index}",
        "{path} enthält {records_count} Spielberichte, keinen Spielbericht Nr. {index}",
    ),
    "host.holds_one_record_not": (
        "{path} holds one record, not a record {number}",
        "{path} enthält einen Spielbericht, keinen Spielbericht Nr. {number}",
    ),
    "host.seat_bot_answers_itself": (
        "seat {seat} is a bot's: it answers for itself",
        "Platz {seat} gehört einem Bot: er antwortet selbst",
    ),
    "host.seat_may_not_end": (
        "seat {seat} may not end the match: time_up is the host's",
        "Platz {seat} darf das Spiel nicht beenden: time_up ist Sache des Gastgebers",
    ),
    "host.no_table": ("no table {table_id!r}", "kein Tisch {table_id!r}"),
    # i18n
    "i18n.lang_one_not": (
        "--lang is one of {languages}, not {value}",
        "--lang ist einer der Werte {languages}, nicht {value}",
    ),
    # jsonfields
    "jsonfields.must_json_object_not": (
        "{where} must be a JSON object, not {kind}",
        "{where} muss ein JSON-Objekt sein, ist aber {kind}",
    ),
    "jsonfields.must_true_or_false": (
        "{path} must be true or false, not {kind}",
        "{path} muss true oder false sein, ist aber {kind}",
    ),
    "jsonfields.unknown_field": ("unknown field {path}", "unbekanntes Feld {path}"),
    "jsonfields.must_integer_not": (
        "{path} must be an integer, not {kind}",
        "{path} muss eine ganze Zahl sein, ist aber {kind}",
    ),
    "jsonfields.must_not": ("{path} must be {bounds}, not {value}", "{path} muss {bounds} sein, nicht {value}"),
    "jsonfields.must_string_not": (
        "{path} must be a string, not {kind}",
        "{path} muss eine Zeichenkette sein, ist aber {kind}",
    ),
    "jsonfields.must_one_not": (
        "{path} must be one of {choices}, not {value}",
        "{path} muss einer der Werte {choices} sein, nicht {value}",
    ),
    "jsonfields.must_list_not": ("{path} must be a list, not {kind}", "{path} muss eine Liste sein, ist aber {kind}"),
    "jsonfields.missing_field": ("missing field {path}", "das Feld {path} fehlt"),
    "jsonfields.expecting_property_name_quotes": (
        "Expecting property name enclosed in double quotes",
        "Feldname in doppelten Anführungszeichen erwartet",
    ),
    "jsonfields.expecting_value": ("Expecting value", "Wert erwartet"),
    "jsonfields.extra_data": ("Extra data", "überzählige Daten"),
    "jsonfields.illegal_trailing_comma_array": (
        "Illegal trailing comma before end of array",
        "unzulässiges Komma vor dem Ende des Arrays",
    ),
    "jsonfields.illegal_trailing_comma_object": (
        "Illegal trailing comma before end of object",
        "unzulässiges Komma vor dem Ende des Objekts",
    ),
    "jsonfields.invalid_escape": ("Invalid \\escape", "ungültige Escape-Sequenz"),
    "jsonfields.invalid_uxxxx_escape": ("Invalid \\uXXXX escape", "ungültige \\uXXXX-Escape-Sequenz"),
    "jsonfields.invalid_control_character": ("Invalid control character at", "ungültiges Steuerzeichen"),
    "jsonfields.unterminated_string": ("Unterminated string starting at", "nicht abgeschlossene Zeichenkette"),
    "jsonfields.expecting_comma": ("Expecting ',' delimiter", "Trennzeichen ',' erwartet"),
    "jsonfields.expecting_colon": ("Expecting ':' delimiter", "Trennzeichen ':' erwartet"),
    # mjai
    "mjai.tile_string_such_m": (
        "a tile is a string such as '5m', '5mr' or 'E', not {text}",
        "ein Ziegel ist eine Zeichenkette wie '5m', '5mr' oder 'E', nicht {text}",
    ),
    "mjai.not_mjai_tile": ("not an mjai tile: {text}", "kein mjai-Ziegel: {text}"),
    "mjai.event_json_object_not": (
        "an event is a JSON object, not {event}",
        "ein Ereignis ist ein JSON-Objekt, nicht {event}",
    ),
    "mjai.event_needs_type_string": (
        "an event needs a 'type' string, got {kind}",
        "ein Ereignis braucht eine Zeichenkette 'type', erhalten: {kind}",
    ),
    "mjai.unknown_event_type": ("unknown event type {kind}", "unbekannter Ereignistyp {kind}"),
    "mjai.log_truncated_does_not": (
        "the log is truncated: {where} does not end (no end_kyoku / end_game)",
        "das Log ist abgeschnitten: {where} endet nicht (kein end_kyoku / end_game)",
    ),
    "mjai.start_game_rules": (
        "start_game's jongg options are not riichi-hana's: {reason}",
        "die jongg-Optionen von start_game sind keine von riichi-hana: {reason}",
    ),
    "mjai.log_holds_no_game": ("the log holds no game (no start_game)", "das Log enthält kein Spiel (kein start_game)"),
    "mjai.more_dora_or_ura": ("more than 5 dora or ura indicators", "mehr als 5 Dora- oder Ura-Anzeiger"),
    "mjai.log_shows_more_set": (
        "the log shows more of {names} than the set holds (flowers {flowers}, red_fives {red_fives})",
        "das Log zeigt mehr von {names}, als der Ziegelsatz enthält (flowers {flowers}, red_fives {red_fives})",
    ),
    "mjai.unknown_rule_preset_presets": (
        "unknown rule preset {name}; presets: {presets}",
        "unbekannte Regelvoreinstellung {name}; Voreinstellungen: {presets}",
    ),
    "mjai.hidden_tile_cannot_replayed": (
        "a hidden tile '?' cannot be replayed (the log must show every tile)",
        "ein verdeckter Ziegel '?' lässt sich nicht nachspielen (das Log muss jeden Ziegel zeigen)",
    ),
    "mjai.log_not_utf_text": ("the log is not UTF-8 text", "das Log ist kein UTF-8-Text"),
    "mjai.seat_not": ("{where} is a seat 0-3, not {value}", "{where} ist ein Platz 0-3, nicht {value}"),
    "mjai.jongg_record_starts_match_start": (
        "a jongg record starts with its match_start header",
        "ein jongg-Spielbericht beginnt mit seiner Kopfzeile match_start",
    ),
    "mjai.only_records_export_mjai": (
        "only {ruleset} records export to mjai, not {record}",
        "nur Spielberichte von {ruleset} lassen sich nach mjai exportieren, nicht {record}",
    ),
    "mjai.record_deals_tiles_outside": (
        "the record deals the tiles outside a hand (no hand_start before its dora)",
        "der Spielbericht teilt die Ziegel außerhalb einer Hand aus (kein hand_start vor ihrem Dora)",
    ),
    "mjai.log_line_text_not": ("a log line is text, not {text}", "eine Log-Zeile ist Text, nicht {text}"),
    "mjai.event_needs": ("a {kind} event needs '{name}'", "ein {kind}-Ereignis braucht '{name}'"),
    "mjai.start_game_inside_game_previous": (
        "start_game inside a game (the previous game has no end_game)",
        "start_game innerhalb eines Spiels (das vorige Spiel hat kein end_game)",
    ),
    "mjai.before_start_game": ("{kind} before start_game", "{kind} vor start_game"),
    "mjai.more_replacement_draws_rinshan": (
        "more replacement draws than the rinshan stock holds",
        "mehr Ersatzziegel gezogen, als der Rinshan-Vorrat enthält",
    ),
    "mjai.more_draws_live_wall": (
        "more draws than the live wall holds",
        "mehr Ziegel gezogen, als die lebende Mauer enthält",
    ),
    "mjai.record_turns_over_first": (
        "the record turns over the first dora indicator before the deal",
        "der Spielbericht deckt den ersten Dora-Anzeiger vor dem Austeilen auf",
    ),
    "mjai.list_not": ("{where} is a list of {count}, not {value}", "{where} ist eine Liste ({count}), nicht {value}"),
    "mjai.true_or_false_not": ("{where} is true or false, not {value}", "{where} ist true oder false, nicht {value}"),
    "mjai.end_game_inside_hand_no": (
        "end_game inside a hand (no end_kyoku)",
        "end_game innerhalb einer Hand (kein end_kyoku)",
    ),
    "mjai.count_not": ("{where} is a count 0-1000, not {value}", "{where} ist eine Anzahl 0-1000, nicht {value}"),
    "mjai.start_kyoku_inside_hand_no": (
        "start_kyoku inside a hand (no end_kyoku)",
        "start_kyoku innerhalb einer Hand (kein end_kyoku)",
    ),
    "mjai.outside_hand": ("{kind} outside a hand", "{kind} außerhalb einer Hand"),
    "mjai.list_integers_not": (
        "{where} is a list of 4 integers, not {value}",
        "{where} ist eine Liste aus 4 ganzen Zahlen, nicht {value}",
    ),
    "mjai.string_not": ("{where} is a string, not {value}", "{where} ist eine Zeichenkette, nicht {value}"),
    "mjai.one_e_w_n": ("{where} is one of E S W N, not {value}", "{where} ist E, S, W oder N, nicht {value}"),
    "mjai.not": ("{where} is 1-4, not {value}", "{where} ist 1-4, nicht {value}"),
    "mjai.lists_tiles_not": (
        "{where} is 4 lists of tiles, not {value}",
        "{where} besteht aus 4 Ziegellisten, nicht {value}",
    ),
    "mjai.each_hand_holds_tiles": (
        "{where}: each hand holds 13 tiles, not {hand}",
        "{where}: jede Hand hat 13 Ziegel, nicht {hand}",
    ),
    "mjai.seat_shows_more_tiles": (
        "seat {s} shows more tiles than it holds",
        "Platz {s} zeigt mehr Ziegel, als er hat",
    ),
    "mjai.mirror_diverges": ("the mirror diverges: {reason}", "der gespiegelte Tisch weicht ab: {reason}"),
    "mjai.events_show_more_tiles": (
        "the events show more tiles than the set holds",
        "die Ereignisse zeigen mehr Ziegel, als der Ziegelsatz enthält",
    ),
    "mjai.log_has_seat_before": (
        "the log has seat {seat} {what} before the tsumo it follows (seat {got} draws {got2})",
        "das Log zeigt von Platz {seat}: {what}, vor dem Zug, auf den das folgt (Platz {got} zieht {got2})",
    ),
    "mjai.at_event": ("event {line}: {reason}", "Ereignis {line}: {reason}"),
    "mjai.turn_not_asked": (
        "not asked: the log has seat {seat} {what}; the engine asks {asked}",
        "nicht gefragt: das Log zeigt von Platz {seat}: {what}; die Engine fragt {asked}",
    ),
    "mjai.seat_may_not": ("illegal: seat {seat} may not {what}", "unzulässig für Platz {seat}: {what}"),
    "mjai.no_claim_window": (
        "not asked: the log has {what}; the engine opened no claim window (asks {asked})",
        "nicht gefragt: das Log zeigt {what}; die Engine hat kein Anspruchsfenster geöffnet (fragt {asked})",
    ),
    "mjai.claim_not_asked": (
        "not asked: the log has {what}; the engine does not ask seat {seat} (asks {asked})",
        "nicht gefragt: das Log zeigt {what}; die Engine fragt Platz {seat} nicht (fragt {asked})",
    ),
    "mjai.pass": ("pass", "Passen"),
    "mjai.engine_drew_nothing": (
        "draw: the log has seat {seat} draw {tile}; the engine drew nothing more",
        "Ziehen: im Log zieht Platz {seat} {tile}; die Engine hat nichts mehr gezogen",
    ),
    "mjai.engine_drew_other": (
        "draw: the log has seat {seat} draw {tile}; the engine's draw is seat {got_seat} {got_tile}",
        "Ziehen: im Log zieht Platz {seat} {tile}; bei der Engine zieht Platz {got_seat} {got_tile}",
    ),
    "mjai.declare_riichi": ("declare riichi with {tile}", "Riichi-Ansage mit {tile}"),
    "mjai.discard": ("discard {tile}", "Abwurf {tile}"),
    "mjai.claim": (
        "{kind} {tile} with {consumed} from seat {target}",
        "{kind} {tile} mit {consumed} von Platz {target}",
    ),
    "mjai.win_by_tsumo": ("win by tsumo", "Mah-Jongg durch Tsumo"),
    "mjai.ron": ("ron by seat {seats} on seat {target}", "Ron von Platz {seats} auf Platz {target}"),
    "mjai.declare_nine_terminals": ("declare nine terminals", "Ansage Neun Hauptziegel"),
    "mjai.three_rons": ("three rons", "dreifaches Ron"),
    "mjai.log_problem": ("log: {reason}", "Log: {reason}"),
    "mjai.engine_goes_on": (
        "end: the log ends the hand; the engine goes on",
        "Ende: das Log beendet die Hand; die Engine spielt weiter",
    ),
    "mjai.dora_differ": (
        "dora indicators: logged {logged}, engine {engine}",
        "Dora-Anzeiger: im Log {logged}, in der Engine {engine}",
    ),
    "mjai.sticks_differ": (
        "riichi sticks paid: logged {logged}, engine {engine}",
        "gezahlte Riichi-Stäbchen: im Log {logged}, in der Engine {engine}",
    ),
    "mjai.no_deltas": ("the log has no deltas to compare", "das Log hat keine Punktänderungen zum Vergleichen"),
    "mjai.deltas_differ": (
        "deltas: logged {logged}, engine {engine}",
        "Punktänderungen: im Log {logged}, in der Engine {engine}",
    ),
    # notation
    "notation.digits_without_suit_letter": ("digits without a suit letter", "Ziffern ohne Farbbuchstaben"),
    "notation.hand_string_not": ("a hand is a string, not {type}", "eine Hand ist eine Zeichenkette, nicht {type}"),
    "notation.hand_string_has_most": (
        "a hand string has at most {max_hand_length} characters, not {text_count}: {text}",
        "eine Hand hat höchstens {max_hand_length} Zeichen, nicht {text_count}: {text}",
    ),
    "notation.unknown_irregular_kind": (
        "unknown irregular kind {irregular!r}",
        "unbekannte Art irregulärer Hand {irregular!r}",
    ),
    "notation.malformed_meld": ("malformed meld {token}", "falsch geschriebene Figur {token}"),
    "notation.malformed_meld_exposed_sets": (
        "malformed meld {token}: [..] for exposed sets, (..) for concealed kongs",
        "falsch geschriebene Figur {token}: [..] für offene Figuren, (..) für verdeckte Kongs",
    ),
    "notation.marks_foul_group_allowed": (
        "'!' marks a foul group, allowed only in a foul hand",
        "'!' markiert eine falsche Gruppe, nur in einer falschen Hand erlaubt",
    ),
    "notation.hand_has_tiles_concealed": (
        "a {what} hand has {expected} tiles (concealed + 3 per meld{value}), this one {counted}",
        "eine {what} Hand hat {expected} Ziegel (verdeckte + 3 je Figur{value}), diese hat {counted}",
    ),
    "notation.unexpected_character": ("unexpected character {ch!r}", "unerwartetes Zeichen {ch!r}"),
    "notation.suit_letter_without_digits": ("suit letter {ch!r} without digits", "Farbbuchstabe {ch!r} ohne Ziffern"),
    "notation.message": ("{reason}: {token}", "{reason}: {token}"),
    "notation.not_tile": ("{text}{ch} is not a tile", "{text}{ch} ist kein Ziegel"),
    "notation.red_five_not_used": (
        "red five 0{ch} is not used in this rule set",
        "die rote Fünf 0{ch} wird in diesem Regelwerk nicht verwendet",
    ),
    "notation.more_one_winning_tile": ("more than one winning tile", "mehr als ein Gewinnziegel"),
    "notation.takes_exactly_one_tile": (
        "+ takes exactly one tile, not {tiles_count}",
        "+ nimmt genau einen Ziegel, nicht {tiles_count}",
    ),
    "notation.more": ("more than {value} {tile}", "mehr als {value}-mal {tile}"),
    "notation.not_tile_red_fives": (
        "0{ch} is not a tile (red fives are 0m, 0p, 0s)",
        "0{ch} ist kein Ziegel (rote Fünfen sind 0m, 0p, 0s)",
    ),
    "notation.more_one_red_five": ("more than one red five {tile}", "mehr als eine rote Fünf {tile}"),
    "notation.bonus_tiles_written_token": (
        "bonus tiles are written in a token of their own",
        "Bonusziegel werden als eigene Gruppe geschrieben",
    ),
    "notation.winning": ("winning", "gewinnende"),
    "notation.losing": ("losing", "verlierende"),
    # play
    "play.option_takes_key_value": (
        "--option takes KEY=VALUE, not {item!r}",
        "--option nimmt SCHLÜSSEL=WERT, nicht {item!r}",
    ),
    "play.match_bots_nobody_seat": (
        "{path} is a match of bots: nobody's seat to resume (`jongg replay` shows it)",
        "{path} ist ein Spiel von Bots: kein Platz zum Fortsetzen (`jongg replay` zeigt es)",
    ),
    "play.cannot_save": (
        "cannot save the match in {folder} ({why}): `jongg play --no-save` plays without saving",
        "das Spiel lässt sich in {folder} nicht speichern ({why}): `jongg play --no-save` spielt ohne zu speichern",
    ),
    "play.resume_finished": (
        "the match {ref} is finished: there is nothing to resume (`jongg replay {ref}` shows it)",
        "das Spiel {ref} ist beendet: es gibt nichts fortzusetzen (`jongg replay {ref}` zeigt es)",
    ),
    "play.game_without_resume": (
        "{ref} is a saved match to go on with: `jongg play --resume {ref}`",
        "{ref} ist ein gespeichertes Spiel zum Fortsetzen: `jongg play --resume {ref}`",
    ),
    "play.replay_hidden_hands": (
        "the match {ref} is not finished: its replay shows only your own seat ({seat}), not seat {asked}, "
        "as you may still go on with it (`jongg play --resume {ref}`)",
        "das Spiel {ref} ist nicht beendet: seine Wiederholung zeigt nur deinen eigenen Platz ({seat}), nicht "
        "Platz {asked}, da du es noch fortsetzen kannst (`jongg play --resume {ref}`)",
    ),
    # riichi
    "riichi.riichi_pao_without_daisangen": (
        "riichi.pao without daisangen or daisuushii in the hand",
        "riichi.pao ohne daisangen oder daisuushii in der Hand",
    ),
    "riichi.riichi_riichi_or_riichi": (
        "riichi.riichi or riichi.double_riichi with an exposed meld: riichi needs a closed hand",
        "riichi.riichi oder riichi.double_riichi mit einer offenen Figur: riichi braucht eine geschlossene Hand",
    ),
    "riichi.riichi_double_riichi_needs_riichi": (
        "riichi.double_riichi needs riichi.riichi too",
        "riichi.double_riichi braucht auch riichi.riichi",
    ),
    "riichi.riichi_ippatsu_needs_riichi": (
        "riichi.ippatsu needs riichi.riichi",
        "riichi.ippatsu braucht riichi.riichi",
    ),
    "riichi.riichi_ura_indicators_need_riichi": (
        "riichi.ura_indicators need riichi.riichi",
        "riichi.ura_indicators brauchen riichi.riichi",
    ),
    "riichi.riichi_dora_indicators_most_not": (
        "riichi.dora_indicators: at most 5, not {dora_count}",
        "riichi.dora_indicators: höchstens 5, nicht {dora_count}",
    ),
    "riichi.riichi_ura_indicators_none_or": (
        "riichi.ura_indicators: none or as many as the dora indicators ({dora_count}), not {ura_count}",
        "riichi.ura_indicators: keine oder so viele wie Dora-Anzeiger ({dora_count}), nicht {ura_count}",
    ),
    "riichi.win_replacement_or_win": (
        "win.replacement or win.flower_replacement with win.last_tile: a replacement draw is rinshan kaihou, never haitei",
        "win.replacement oder win.flower_replacement mit win.last_tile: ein Ersatzzug ist rinshan kaihou, nie haitei",
    ),
    "riichi.riichi_ippatsu_win_replacement": (
        "riichi.ippatsu with win.replacement or win.flower_replacement: the own kan or flower declaration interrupts ippatsu",
        "riichi.ippatsu mit win.replacement oder win.flower_replacement: die eigene Ansage eines Kans oder einer Blume unterbricht ippatsu",
    ),
    "riichi.riichi_pao_old_suukantsu": (
        "riichi.pao on an old-suukantsu win: pao is for daisangen and daisuushii",
        "riichi.pao bei einem Gewinn mit old-suukantsu: pao gilt für daisangen und daisuushii",
    ),
    "riichi.riichi_pao_cannot_winner": (
        "riichi.pao cannot be the winner's own seat_wind",
        "riichi.pao kann nicht der eigene seat_wind des Gewinners sein",
    ),
    "riichi.riichi_pao_daifaahou_win": (
        "riichi.pao on a Daifaahou win: pao is for daisangen and daisuushii",
        "riichi.pao bei einem Gewinn mit Daifaahou: pao gilt für daisangen und daisuushii",
    ),
    "riichi.option_uma_not_b": (
        "option 'uma' of {id}: {uma} is not 'A/B' with 0 <= A <= B",
        "Option 'uma' von {id}: {uma} ist nicht 'A/B' mit 0 <= A <= B",
    ),
    "riichi.option_return_points_must_least": (
        "option 'return_points' of {id} must be at least start_points ({start_points}), not {return_points}",
        "Option 'return_points' von {id} muss mindestens start_points ({start_points}) sein, nicht {return_points}",
    ),
    "riichi.bonus_tile_not_play": (
        "bonus tile {tile} is not in play with flowers={flowers}",
        "Bonusziegel {tile} ist mit flowers={flowers} nicht im Spiel",
    ),
    "riichi.win_first_turn_riichi_riichi": (
        "win.first_turn with riichi.riichi: a riichi discard comes before",
        "win.first_turn mit riichi.riichi: davor kommt der Abwurf, mit dem riichi angesagt wird",
    ),
    "riichi.win_first_turn_kan_concealed": (
        "win.first_turn with a kan: a concealed kan counts as a call",
        "win.first_turn mit einem Kan: ein verdecktes Kan zählt als Ruf",
    ),
    "riichi.win_first_turn_win_replacement": (
        "win.first_turn with win.replacement: a kan counts as a call",
        "win.first_turn mit win.replacement: ein Kan zählt als Ruf",
    ),
    "riichi.win_first_turn_win_robbing_kong": (
        "win.first_turn with win.robbing_kong: no kan is declared before the first call",
        "win.first_turn mit win.robbing_kong: vor dem ersten Ruf wird kein Kan angesagt",
    ),
    "riichi.win_old_suukantsu_win": (
        "win.{name} with an old-suukantsu win (four kans, no winning tile)",
        "win.{name} bei einem Gewinn mit old-suukantsu (vier Kans, kein Gewinnziegel)",
    ),
    "riichi.bonus_winning_tile_daifaahou": (
        "a bonus winning tile (Daifaahou) needs 8 flowers and variation 1",
        "ein Bonusziegel als Gewinnziegel (Daifaahou) braucht 8 Blumen und Variante 1",
    ),
    "riichi.bonus_winning_tile_daifaahou_needs": (
        "a bonus winning tile (Daifaahou) needs the other seven bonus tiles in front of the player",
        "ein Bonusziegel als Gewinnziegel (Daifaahou) braucht die anderen sieben Bonusziegel vor dem Spieler",
    ),
    "riichi.all_eight_bonus_tiles": (
        "all eight bonus tiles in front of the player: the eighth won at once (Daifaahou); write it as the winning tile",
        "alle acht Bonusziegel vor dem Spieler: der achte hat sofort gewonnen (Daifaahou); schreib ihn als Gewinnziegel",
    ),
    "riichi.riichi": ("riichi.{name}[{i}] {tile}{space}{problem}", "riichi.{name}[{i}] {tile}{space}{problem}"),
    "riichi.riichi_pao_without_exposed": (
        "riichi.pao: {name} without an exposed set of it, which the liable player would have supplied",
        "riichi.pao: {name} ohne eine offene Figur daraus, die der haftende Spieler geliefert hätte",
    ),
    "riichi.win_given_but_hand": (
        "win is given but the hand has no winning tile (+X); only an old-suukantsu hand (option old_suukantsu: four kans and one tile) wins without one",
        "win ist angegeben, aber die Hand hat keinen Gewinnziegel (+X); nur eine old-suukantsu-Hand (Option old_suukantsu: vier Kans und ein Ziegel) gewinnt ohne ihn",
    ),
    "riichi.riichi_pao_needs_winner": (
        "riichi.pao needs a winner's hand",
        "riichi.pao braucht die Hand eines Gewinners",
    ),
    "riichi.tenpai_and_nagashi_draws": (
        "tenpai and nagashi are for draws (winner null)",
        "tenpai und nagashi gelten nur bei einem Remis (winner null)",
    ),
    "riichi.total_not_used_give": (
        "{where}.total is not used by {ruleset}: give {{han, fu}} or {{yakuman}}",
        "{where}.total wird von {ruleset} nicht verwendet: gib {{han, fu}} oder {{yakuman}} an",
    ),
    "riichi.liable_beside_riichi_hana": (
        "liable beside a riichi-hana score result: its payments already apply pao",
        "liable neben einem Wertungsergebnis von riichi-hana: dessen Zahlungen berücksichtigen pao schon",
    ),
    "riichi.honba_and_riichi_sticks_beside": (
        "honba and riichi_sticks beside a score result: its payments already hold them",
        "honba und riichi_sticks neben einem Wertungsergebnis: dessen Zahlungen enthalten sie schon",
    ),
    "riichi.score_result_without_payments": (
        "{where} is a score result without payments",
        "{where} ist ein Wertungsergebnis ohne Zahlungen",
    ),
    "riichi.tenpai_and_nagashi_not": (
        "tenpai and nagashi are not settled after a chombo, which ends the hand",
        "tenpai und nagashi werden nach einem chombo nicht abgerechnet, denn ein chombo beendet die Hand",
    ),
    "riichi.liable_needs_winner": ("liable needs a winner", "liable braucht einen Gewinner"),
    "riichi.yakuman_excludes_han_and": (
        "{where}: yakuman excludes han and fu",
        "{where}: yakuman schließt han und fu aus",
    ),
    "riichi.yakuman_must": ("{where}.yakuman must be >= 1", "{where}.yakuman muss >= 1 sein"),
    "riichi.missing_field_han_or": (
        "missing field {where}.han (or give {where}.yakuman)",
        "das Feld {where}.han fehlt (oder gib {where}.yakuman an)",
    ),
    "riichi.han_must": ("{where}.han must be >= 1", "{where}.han muss >= 1 sein"),
    "riichi.liable_riichi_hana_pao": (
        "liable in riichi-hana is pao: kind supplied-pung, no_choice false",
        "liable ist in riichi-hana pao: kind supplied-pung, no_choice false",
    ),
    "riichi.liable_pao_needs_yakuman": (
        "liable (pao) needs a yakuman: give {{yakuman: k}}",
        "liable (pao) braucht einen yakuman: gib {{yakuman: k}} an",
    ),
    "riichi.payments_must_go_winner": (
        "{where}: its payments must go to the winner {winner}",
        "{where}: seine Zahlungen müssen an den Gewinner {winner} gehen",
    ),
    "riichi.payment_from": ("{where}: a payment from {source!r}", "{where}: eine Zahlung von {source!r}"),
    "riichi.missing_field_fu_needed": (
        "missing field {where}.fu (needed below 5 han)",
        "das Feld {where}.fu fehlt (nötig unter 5 han)",
    ),
    "riichi.fu_must_or_multiple": (
        "{where}.fu must be 20, 25 or a multiple of 10 up to 140, not {fu}",
        "{where}.fu muss 20, 25 oder ein Vielfaches von 10 bis 140 sein, nicht {fu}",
    ),
    "riichi.bonus_not_in_play": ("is not in play with flowers={flowers}", "ist mit flowers={flowers} nicht im Spiel"),
    "riichi.bonus_own_or_twice": (
        ": that bonus tile is the player's own, or shown twice",
        ": dieser Bonusziegel gehört dem Spieler selbst oder wird doppelt gezeigt",
    ),
    "riichi.no_red_fives": (
        ": red fives are not in play (red_fives 0)",
        ": rote Fünfen sind nicht im Spiel (red_fives 0)",
    ),
    "riichi.red_five_elsewhere": (
        ": the red five of that suit is elsewhere already",
        ": die rote Fünf dieser Farbe ist schon anderswo",
    ),
    "riichi.fifth_copy": (
        ": a fifth {tile} counting the hand and the indicators",
        ": ein fünfter Ziegel {tile}, Hand und Anzeiger zusammengezählt",
    ),
    # rules
    "rules.unknown_rule_set_known": (
        "unknown rule set {ruleset_id}; known: {packages}",
        "unbekanntes Regelwerk {ruleset_id}; bekannt: {packages}",
    ),
    "rules.unknown_option_known": (
        "unknown option {name} for {ruleset}; known: {fields}",
        "unbekannte Option {name} für {ruleset}; bekannt: {fields}",
    ),
    "rules.allowed_one_of": ("one of {values}", "einer der Werte {values}"),
    "rules.allowed_whole_number": ("a whole number from {lo} to {hi}", "eine ganze Zahl von {lo} bis {hi}"),
    "rules.allowed_true_or_false": ("true or false", "true oder false"),
    "rules.allowed_text": ("a text", "ein Text"),
    "rules.option_not_allowed": (
        "option {name!r} of {ruleset}: {value} is not allowed ({allowed})",
        "Option {name!r} von {ruleset}: {value} ist nicht erlaubt ({allowed})",
    ),
    "rules.win_required_hand_winning": (
        "win is required for a hand with a winning tile (+X)",
        "win ist nötig für eine Hand mit Gewinnziegel (+X)",
    ),
    "rules.win_from_cannot_winner": (
        "win.from cannot be the winner's own seat_wind",
        "win.from kann nicht der eigene seat_wind des Gewinners sein",
    ),
    "rules.win_replacement_and_win": (
        "win.replacement and win.flower_replacement together",
        "win.replacement und win.flower_replacement zugleich",
    ),
    "rules.win_replacement_but_hand": (
        "win.replacement but the hand has no kong",
        "win.replacement, aber die Hand hat kein Kong",
    ),
    "rules.win_flower_replacement_but_hand": (
        "win.flower_replacement but the hand has no bonus tile",
        "win.flower_replacement, aber die Hand hat keinen Bonusziegel",
    ),
    "rules.win_robbing_kong_bonus_winning": (
        "win.robbing_kong with a bonus winning tile: only a kong's tile can be robbed",
        "win.robbing_kong mit einem Bonusziegel als Gewinnziegel: beraubt werden kann nur ein Kong",
    ),
    "rules.win_robbing_kong_other_three": (
        "win.robbing_kong: the other three copies of {tile} are in the robbed kong, so the winner cannot hold another, but holds {held}",
        "win.robbing_kong: die anderen drei Exemplare von {tile} sind im beraubten Kong, der Gewinner kann also keines mehr halten, hält aber {held}",
    ),
    "rules.irregular_not_used_only": (
        "irregular {irregular!r} is not used by {ruleset}: only 'dead' (a hand that has lost the right to win)",
        "irregular {irregular!r} wird von {ruleset} nicht verwendet: nur 'dead' (eine Hand, die das Recht zu gewinnen verloren hat)",
    ),
    "rules.context_east_consecutive_wins_not_used": (
        "context.east_consecutive_wins is not used by {ruleset}; it must be 0",
        "context.east_consecutive_wins wird von {ruleset} nicht verwendet; es muss 0 sein",
    ),
    "rules.riichi_not_used_must": (
        "riichi is not used by {ruleset}; it must be null",
        "riichi wird von {ruleset} nicht verwendet; es muss null sein",
    ),
    "rules.win_given_but_hand": (
        "win is given but the hand has no winning tile (+X)",
        "win ist angegeben, aber die Hand hat keinen Gewinnziegel (+X)",
    ),
    "rules.win_not_used": ("win.{name} is not used by {ruleset}", "win.{name} wird von {ruleset} nicht verwendet"),
    "rules.win_robbing_kong_win_last_tile": (
        "win.robbing_kong with win.last_tile: no kong may be declared after the last tile",
        "win.robbing_kong mit win.last_tile: nach dem letzten Ziegel darf kein Kong mehr angesagt werden",
    ),
    "rules.win_first_turn_exposed_meld": (
        "win.first_turn with an exposed meld",
        "win.first_turn mit einer offenen Figur",
    ),
    "rules.win_first_turn_win_last_tile": ("win.first_turn with win.last_tile", "win.first_turn mit win.last_tile"),
    "rules.win_first_turn_east_needs": (
        "win.first_turn by East needs a self-draw (Blessing of Heaven)",
        "win.first_turn von Ost braucht einen selbst gezogenen Ziegel (Segen des Himmels)",
    ),
    "rules.win_from_must_null": (
        "win.from must be null with a self-draw",
        "win.from muss bei einem selbst gezogenen Ziegel null sein",
    ),
    "rules.win_robbing_kong_and_win": (
        "win.robbing_kong and win.flower_win need win.by = discard",
        "win.robbing_kong und win.flower_win brauchen win.by = discard",
    ),
    "rules.win_from_required_win": (
        "win.from is required with win.by = discard",
        "win.from ist bei win.by = discard nötig",
    ),
    "rules.win_replacement_and_win_flower_replacement": (
        "win.replacement and win.flower_replacement need a self-draw",
        "win.replacement und win.flower_replacement brauchen einen selbst gezogenen Ziegel",
    ),
    "rules.exposed_chow_claimed_from": (
        "exposed chow {meld} claimed from {not_left}: a chow is claimed only from the left player, except the one that completes Mah-Jongg, which is written with the winning tile +X",
        "offener Chow {meld}, genommen von {not_left}: ein Chow wird nur vom linken Spieler genommen, außer dem, der Mah-Jongg vollständig macht, und der wird mit dem Gewinnziegel +X geschrieben",
    ),
    "rules.bonus_winning_tile_discard": (
        "a bonus winning tile by discard needs win.flower_win",
        "ein Bonusziegel als Gewinnziegel von einem Abwurf braucht win.flower_win",
    ),
    "rules.win_flower_win_needs_bonus": (
        "win.flower_win needs a bonus tile as the winning tile",
        "win.flower_win braucht einen Bonusziegel als Gewinnziegel",
    ),
    "rules.win_original_call_exposed_sets": (
        "win.original_call with {exposed} exposed sets: only one set can be claimed before the call, and the one claimed for Mah-Jongg is the winning tile +X",
        "win.original_call mit {exposed} offenen Figuren: vor dem Call kann nur eine Figur genommen werden, und die für Mah-Jongg genommene ist der Gewinnziegel +X",
    ),
    "rules.win_original_call_win_replacement": (
        "win.original_call with win.replacement (or kong_on_kong): no kong is declared after the call, so the win cannot be on a kong replacement",
        "win.original_call mit win.replacement (oder kong_on_kong): nach dem Call wird kein Kong angesagt, also kann nicht mit einem Kong-Ersatzziegel gewonnen werden",
    ),
    "rules.bonus_tile_cannot_winning": (
        "a bonus tile cannot be the winning tile in dmjl-classical",
        "ein Bonusziegel kann in dmjl-classical nicht der Gewinnziegel sein",
    ),
    "rules.win_replacement_win_last_tile": (
        "win.replacement with win.last_tile: the dead wall is never refilled",
        "win.replacement mit win.last_tile: die tote Mauer wird nie aufgefüllt",
    ),
    "rules.win_kong_on_kong_needs_win": (
        "win.kong_on_kong needs win.replacement and at least two kongs",
        "win.kong_on_kong braucht win.replacement und mindestens zwei Kongs",
    ),
    "rules.win_first_turn_win_original_call": (
        "win.first_turn with win.original_call",
        "win.first_turn mit win.original_call",
    ),
    "rules.win_first_turn_another_seat": (
        "win.first_turn by another seat needs a discard from East",
        "win.first_turn eines anderen Sitzes braucht einen Abwurf von Ost",
    ),
    "rules.win_first_turn_kong_valid": (
        "win.first_turn with a kong is valid for East only",
        "win.first_turn mit einem Kong gilt nur für Ost",
    ),
    "rules.missing_field_hands_total": (
        "missing field hands.{wind} (its total is needed)",
        "das Feld hands.{wind} fehlt (seine Summe wird gebraucht)",
    ),
    "rules.hands_score_result_error": (
        "hands.{wind} is a score result with an error",
        "hands.{wind} ist ein Wertungsergebnis mit Fehler",
    ),
    "rules.bonus_tile_cannot_winning_tile": (
        "a bonus tile cannot be the winning tile in {id}",
        "ein Bonusziegel kann in {id} nicht der Gewinnziegel sein",
    ),
    "rules.win_first_turn_another_seat_needs": (
        "win.first_turn by another seat needs a discard from East (Blessing of Earth)",
        "win.first_turn eines anderen Sitzes braucht einen Abwurf von Ost (Segen der Erde)",
    ),
    "rules.win_first_turn_win_robbing_kong": (
        "win.first_turn with win.robbing_kong: Blessing of Earth is won on East's first discard, and East has no exposed pung to add to before it",
        "win.first_turn mit win.robbing_kong: der Segen der Erde wird mit Osts erstem Abwurf gewonnen, und davor hat Ost keinen offenen Pong, an den er anlegen könnte",
    ),
    "rules.missing_field_total": ("missing field {where}.total", "das Feld {where}.total fehlt"),
    "rules.total_not_total": (
        "{where}.total {total} is not a {ruleset} total ({allowed})",
        "{where}.total {total} ist keine gültige Summe in {ruleset} ({allowed})",
    ),
    "rules.liable_needs_option_dangerous_play": (
        "liable needs the option dangerous_play",
        "liable braucht die Option dangerous_play",
    ),
    "rules.unknown_penalty_known": (
        "unknown penalty {rule}; known: {known}",
        "unbekannte Strafe {rule}; bekannt: {known}",
    ),
    "rules.penalty_takes_offender_not": (
        "penalty {rule} takes {map} offender(s), not {offenders_count}",
        "Strafe {rule} nimmt {map} Schuldige(n) (offenders), nicht {offenders_count}",
    ),
    "rules.penalty_claimer": ("penalty {rule} {need} claimer", "Strafe {rule} {need} claimer"),
    "rules.penalty_claimer_cannot_offender": (
        "penalty {rule}: the claimer cannot be an offender",
        "Strafe {rule}: der claimer kann nicht unter den offenders sein",
    ),
    "rules.penalty_ends_hand_requires": (
        "a penalty that ends the hand requires winner null",
        "eine Strafe, die die Hand beendet, verlangt winner null",
    ),
    "rules.from_cannot_winner": ("from cannot be the winner", "from kann nicht der Gewinner sein"),
    "rules.missing_field_winner_total": (
        "missing field {where} (the winner's total is needed)",
        "das Feld {where} fehlt (die Summe des Gewinners wird gebraucht)",
    ),
    "rules.not_used": ("{listing} are not used by {ruleset}", "{listing} werden von {ruleset} nicht verwendet"),
    "rules.from_self_draw_and_liable": (
        "from, self_draw and liable need a winner",
        "from, self_draw und liable brauchen einen Gewinner",
    ),
    "rules.from_must_null_self_draw": ("from must be null with self_draw", "from muss bei self_draw null sein"),
    "rules.from_required_win_discard": (
        "from is required for a win on a discard",
        "from ist bei einem Gewinn mit einem Abwurf nötig",
    ),
    "rules.liable_wind_cannot_winner": ("liable.wind cannot be the winner", "liable.wind kann nicht der Gewinner sein"),
    "rules.liable_kind_winning_discard": (
        "liable.kind winning-discard: the liable player must have discarded the winning tile",
        "liable.kind winning-discard: der haftende Spieler muss den Gewinnziegel abgeworfen haben",
    ),
    "rules.score_result_error": (
        "{where} is a score result with an error",
        "{where} ist ein Wertungsergebnis mit Fehler",
    ),
    "rules.score_result_not": (
        "{where} is a score result of {ruleset}, not {ruleset2}",
        "{where} ist ein Wertungsergebnis von {ruleset}, nicht von {ruleset2}",
    ),
    "rules.score_result_did_not": (
        "{where} is a score result that did not win",
        "{where} ist ein Wertungsergebnis ohne Gewinn",
    ),
    "rules.hands_not_used_give": (
        "hands.{winner}: {listing} are not used by {ruleset}; give its total",
        "hands.{winner}: {listing} werden von {ruleset} nicht verwendet; gib seine Summe (total) an",
    ),
    "rules.needs": ("needs", "braucht einen"),
    "rules.takes_no": ("takes no", "nimmt keinen"),
    "rules.player_opposite": ("the player opposite", "dem Spieler gegenüber"),
    "rules.right_player": ("the right player", "dem rechten Spieler"),
    # sheet
    "sheet.scoresheet_has_no_match": (
        "the scoresheet has no match logic for {id} yet; it supports {i}",
        "das Scoresheet kann Partien nach {id} noch nicht führen; es unterstützt {i}",
    ),
    "sheet.unknown_players": (
        "unknown {what} {text!r}; the players are {names}",
        "{what} {text!r} ist unbekannt; die Spieler sind {names}",
    ),
    "sheet.unknown_entry_kind": ("unknown entry kind {kind!r}", "unbekannte Eintragsart {kind!r}"),
    "sheet.ambiguous_players": (
        "{what} {text!r} is ambiguous: {starts} (players: {names})",
        "{what} {text!r} ist mehrdeutig: {starts} (Spieler: {names})",
    ),
    "sheet.match_has_four_players": (
        "a match has four players, not {cleaned_count}: {value}",
        "eine Partie hat vier Spieler, nicht {cleaned_count}: {value}",
    ),
    "sheet.entry_must_json_object": ("an entry must be a JSON object", "ein Eintrag muss ein JSON-Objekt sein"),
    "sheet.unknown_field": ("unknown field {unknown!r} in {where}", "{where}: unbekanntes Feld {unknown!r}"),
    "sheet.must_non_empty_string": (
        "{where} must be a non-empty string",
        "{where} muss eine nicht leere Zeichenkette sein",
    ),
    "sheet.must_whole_number": ("{where} must be a whole number", "{where} muss eine ganze Zahl sein"),
    "sheet.must_list_strings": ("{where} must be a list of strings", "{where} muss eine Liste von Zeichenketten sein"),
    "sheet.must_object_keyed_player": (
        "{where} must be an object keyed by player name",
        "{where} muss ein Objekt mit Spielernamen als Schlüsseln sein",
    ),
    "sheet.irregular_one_not": (
        "irregular is one of {irregular_kinds}, not {value!r}",
        "irregular ist einer der Werte {irregular_kinds}, nicht {value!r}",
    ),
    "sheet.player_name_cannot_empty": ("a player name cannot be empty", "ein Spielername darf nicht leer sein"),
    "sheet.player_name_may_not": (
        "player name {name!r} may not contain {value}",
        "der Spielername {name!r} darf {value} nicht enthalten",
    ),
    "sheet.table_reserved_holds_riichi": (
        "'table' is reserved (it holds the riichi sticks); choose another player name",
        "'table' ist reserviert (dort liegen die Riichi-Stäbchen); wähle einen anderen Spielernamen",
    ),
    "sheet.player_named_twice": ("player {cleaned!r} is named twice", "Spieler {cleaned!r} ist zweimal genannt"),
    "sheet.win_flag_given_twice": ("a win flag is given twice", "ein Gewinn-Flag ist zweimal angegeben"),
    "sheet.dangerous_kind_winning_discard": (
        "dangerous.kind is winning-discard or supplied-pung, not {kind!r}",
        "dangerous.kind ist winning-discard oder supplied-pung, nicht {kind!r}",
    ),
    "sheet.dangerous_no_choice_must_true": (
        "dangerous.no_choice must be true or false",
        "dangerous.no_choice muss true oder false sein",
    ),
    "sheet.same_player_named_winner": (
        "the same player is named as winner twice",
        "derselbe Spieler ist zweimal als Gewinner genannt",
    ),
    "sheet.winners_must_list_objects": (
        "winners must be a list of objects",
        "winners muss eine Liste von Objekten sein",
    ),
    "sheet.self_draw_must_true_or": ("self_draw must be true or false", "self_draw muss true oder false sein"),
    "sheet.abortive_must_true_or": ("abortive must be true or false", "abortive muss true oder false sein"),
    "sheet.dangerous_must_object": ("dangerous must be an object", "dangerous muss ein Objekt sein"),
    "sheet.penalty_needs_least_one": (
        "a penalty needs at least one payer (--payer NAME)",
        "eine Strafe braucht mindestens einen Zahler (--payer NAME)",
    ),
    "sheet.payer_named_twice": ("a payer is named twice", "ein Zahler ist zweimal genannt"),
    "sheet.gives_twice": ("{option} gives {name} twice", "{option}: {name} ist zweimal angegeben"),
    "sheet.takes_name_hand_not": (
        "{option} takes NAME='HAND', not {text!r}",
        "{option} nimmt NAME='HAND', nicht {text!r}",
    ),
    "sheet.must_whole_number_not": (
        "{where}.{name} must be a whole number, not {number!r}",
        "{where}.{name} muss eine ganze Zahl sein, nicht {number!r}",
    ),
    "sheet.unknown_win_flag_known": (
        "unknown win flag {flag!r}; known: {value}",
        "unbekanntes Gewinn-Flag {flag!r}; bekannt sind: {value}",
    ),
    "sheet.takes_name_value_not": (
        "{option} takes NAME=VALUE, not {part!r}",
        "{option} nimmt NAME=WERT, nicht {part!r}",
    ),
    "sheet.value_must_whole_number": (
        "{option}: the value of {name} must be a whole number, not {value!r}",
        "{option}: der Wert von {name} muss eine ganze Zahl sein, nicht {value!r}",
    ),
    "sheet.dangerous_after_name_only": (
        "--dangerous {text!r}: after NAME only ':supplied' and ':no-choice' may follow",
        "--dangerous {text!r}: nach NAME dürfen nur ':supplied' und ':no-choice' folgen",
    ),
    "sheet.names_twice": ("{what} names {name} twice", "{what}: {name} ist zweimal genannt"),
    "sheet.gives_twice_2": ("{what} gives {key} twice", "{what}: {key} ist zweimal angegeben"),
    "sheet.time_up_match_agreed": (
        "time-up is for a match with an agreed duration (dmjl-hk-easy option max_duration); {ruleset_id} has none",
        "time-up gibt es nur bei einer Partie mit vereinbarter Dauer (dmjl-hk-easy, Option max_duration); {ruleset_id} hat keine",
    ),
    "sheet.stop_riichi_hana_dealer": (
        "stop is for riichi-hana (the dealer ends the match while leading); {ruleset_id} has no such rule",
        "stop gibt es nur in riichi-hana (Ost beendet die Partie in Führung); {ruleset_id} hat keine solche Regel",
    ),
    "sheet.match_over_start_new": (
        "the match is over ({finished}); start a new one with 'sheet new'",
        "die Partie ist vorbei ({finished}); beginne eine neue mit 'sheet new'",
    ),
    "sheet.has_per_hand_not": (
        "{ruleset_id} has {most} per hand, not {winners_count}",
        "{ruleset_id} erlaubt {most} je Hand, nicht {winners_count}",
    ),
    "sheet.several_winners_need_discard": (
        "several winners need a discard (double ron), not --self-draw",
        "mehrere Gewinner brauchen einen Abwurf (doppeltes Ron), nicht --self-draw",
    ),
    "sheet.winner_and_cannot_liable": (
        "{name} is the winner and cannot be liable",
        "{name} ist der Gewinner und kann nicht haften",
    ),
    "sheet.not_used": (
        "{labels} is not used by {ruleset} ({note})",
        "{labels} wird von {ruleset} nicht verwendet ({note})",
    ),
    "sheet.not_used_2": ("{labels} is not used by {ruleset}", "{labels} wird von {ruleset} nicht verwendet"),
    "sheet.draw_has_no_self": (
        "a draw has no --self-draw and no --discarder",
        "ein Remis hat weder --self-draw noch --discarder",
    ),
    "sheet.dangerous_needs_winner": ("--dangerous needs a winner", "--dangerous braucht einen Gewinner"),
    "sheet.win_needs_either_self": (
        "a win needs either --self-draw or --discarder NAME",
        "ein Gewinn braucht entweder --self-draw oder --discarder NAME",
    ),
    "sheet.win_flags_need_winning": (
        "win flags ({flags}) need the winning hand (--hand)",
        "Gewinn-Flags ({flags}) brauchen die Gewinnhand (--hand)",
    ),
    "sheet.cannot_win_his_own": (
        "{discarder} cannot win on his own discard",
        "{discarder} kann nicht mit dem eigenen Abwurf gewinnen",
    ),
    "sheet.wrong_name_chow_only": (
        "wrong-name-chow: only {following}, the player after {namer}, can claim {namer}'s discard for a chow, not {claimer}",
        "wrong-name-chow: nur {following}, der Spieler nach {namer}, kann den Abwurf von {namer} für einen Chow nehmen, nicht {claimer}",
    ),
    "sheet.wins_east_ninth_time": (
        "{winner} wins as East for the ninth time in a row: that is the limit hand 'East wins nine times in a row', so his value is the limit {limit}, not {values}",
        "{winner} gewinnt zum neunten Mal in Folge als Ost: das ist die Limithand 'Ost gewinnt neunmal in Folge', sein Wert ist also das Limit {limit}, nicht {values}",
    ),
    "sheet.every_player_hand_scored": (
        "every player's hand is scored: give {missing} (--loser NAME='…' or --values NAME=N)",
        "die Hand jedes Spielers wird gewertet: gib auch {missing} an (--loser NAME='…' oder --values NAME=N)",
    ),
    "sheet.value_outside_limit": (
        "{name}'s value {value} is outside 0–{limit} (the limit)",
        "{name}: der Wert {value} liegt außerhalb von 0–{limit} (dem Limit)",
    ),
    "sheet.give_winning_hand_hand": (
        "give {name}'s winning hand (--hand '…') or its fan (--fan N), one of them",
        "gib die Gewinnhand von {name} (--hand '…') oder ihre Fan-Zahl (--fan N) an, eins von beiden",
    ),
    "sheet.time_up_needs_option": (
        "time-up needs the option max_duration (the agreed match length); this match has none",
        "time-up braucht die Option max_duration (die vereinbarte Dauer der Partie); diese Partie hat keine",
    ),
    "sheet.winner_give_his_hand": (
        "{name} is the winner: give his hand with --hand, not --loser",
        "{name} ist der Gewinner: gib seine Hand mit --hand an, nicht mit --loser",
    ),
    "sheet.hand_given_twice_hand": (
        "{name}'s hand is given twice (as a hand and in --values)",
        "die Hand von {name} ist zweimal angegeben (als Hand und in --values)",
    ),
    "sheet.irregular_give_hand_notation": (
        "--irregular {name}: give {name}'s hand in notation (--loser {name}='…')",
        "--irregular {name}: gib die Hand von {name} in Notation an (--loser {name}='…')",
    ),
    "sheet.draw_not_settled_option": (
        "a draw is not settled (option settle_draws is off): give no hands or values",
        "ein Remis wird nicht abgerechnet (Option settle_draws ist aus): gib keine Hände und keine Werte an",
    ),
    "sheet.value_cannot_win_mah": (
        "{name}'s value {value} cannot win: a Mah-Jongg scores at least 20",
        "{name}: mit dem Wert {value} gewinnt die Hand nicht: ein Mah-Jongg zählt mindestens 20",
    ),
    "sheet.value_below_min_points_does": (
        "{name}'s value {value} is below min_points {minimum}: it does not win",
        "{name}: der Wert {value} liegt unter min_points {minimum}, damit gewinnt die Hand nicht",
    ),
    "sheet.hand_does_not_win": (
        "{name}'s hand does not win ({reason})",
        "die Hand von {name} gewinnt nicht ({reason})",
    ),
    "sheet.fan_fan_cannot_negative": (
        "--fan {fan}: fan cannot be negative",
        "--fan {fan}: die Fan-Zahl kann nicht negativ sein",
    ),
    "sheet.fan_below_agreed_minimum": (
        "{fan} fan is below the agreed minimum of {minimum}: the hand does not win",
        "{fan} Fan: unter dem vereinbarten Minimum von {minimum}, die Hand gewinnt nicht",
    ),
    "sheet.dangerous_play_dmjl_rule": (
        "dangerous play is a DMJL rule; in riichi-hana give the liable player with --pao",
        "gefährliches Spiel ist eine DMJL-Regel; in riichi-hana gib den haftenden Spieler mit --pao an",
    ),
    "sheet.hana_counts_flower_chips": (
        "--hana counts flower chips, which only variation 3 has",
        "--hana zählt Blumen-Chips, die es nur in Variante 3 gibt",
    ),
    "sheet.hana_number_flowers_cannot": (
        "--hana: a number of flowers cannot be negative",
        "--hana: eine Anzahl Blumen kann nicht negativ sein",
    ),
    "sheet.pao_needs_winner": ("--pao needs a winner", "--pao braucht einen Gewinner"),
    "sheet.tenpai_nagashi_and_abortive": (
        "--tenpai, --nagashi and --abortive are for draws",
        "--tenpai, --nagashi und --abortive gibt es nur bei einem Remis",
    ),
    "sheet.pao_winner_did_not": (
        "--pao is for a winner; {pao_for} did not win",
        "--pao gilt einem Gewinner; {pao_for} hat nicht gewonnen",
    ),
    "sheet.pao_for_needs_pao": ("pao_for needs pao", "pao_for braucht pao"),
    "sheet.ura_read_only_winner": (
        "--ura is read only for a winner in riichi whose hand is given in notation",
        "--ura wird nur für einen Gewinner mit Riichi gelesen, dessen Hand in Notation angegeben ist",
    ),
    "sheet.dora_and_ura_read": (
        "--dora and --ura are read with a hand in notation; {counted}'s dora are in his --han",
        "--dora und --ura werden nur mit einer Hand in Notation gelesen; die Dora von {counted} stecken in seinem --han",
    ),
    "sheet.dealer_may_stop_only": (
        "the dealer may stop only right after a repeat (win or tenpai) in the last hand, while he has more points than each other player",
        "Ost darf nur aufhören, wenn er in der letzten Hand gerade Ost geblieben ist (Gewinn oder Tenpai) und mehr Punkte hat als jeder andere Spieler",
    ),
    "sheet.has_points_riichi_needs": (
        "{name} has {totals} points: riichi needs {stick}",
        "{name} hat {totals} Punkte: Riichi braucht {stick}",
    ),
    "sheet.abortive_draw_has_no": (
        "an abortive draw has no tenpai or nagashi payments",
        "ein Abbruch hat keine Tenpai- oder Nagashi-Zahlungen",
    ),
    "sheet.declared_riichi_but_not": (
        "{name} declared riichi but is not in --tenpai: a noten riichi at the draw is chombo (record 'sheet penalty chombo --payer {name}' instead)",
        "{name} hat Riichi angesagt, steht aber nicht in --tenpai: ein Noten-Riichi beim Remis ist Chombo (trag stattdessen 'sheet penalty chombo --payer {name}' ein)",
    ),
    "sheet.two_winners_name_one": (
        "two winners: name the one the pao is for, --pao LIABLE:WINNER",
        "zwei Gewinner: nenne den, für den das Pao gilt, --pao HAFTENDER:GEWINNER",
    ),
    "sheet.give_hand_hand_or": (
        "give {name}'s hand (--hand), or --han and --fu, or --yakuman",
        "gib die Hand von {name} an (--hand), oder --han und --fu, oder --yakuman",
    ),
    "sheet.not_tile": ("{option}: {text!r} is not a tile ({reason})", "{option}: {text!r} ist kein Ziegel ({reason})"),
    "sheet.give_hand_or_his": (
        "give {name}'s hand or his --han/--fu/--yakuman, not both",
        "gib die Hand von {name} oder sein --han/--fu/--yakuman an, nicht beides",
    ),
    "sheet.give_match_n_or": (
        "give --match N or --any-match, not both",
        "gib --match N oder --any-match an, nicht beides",
    ),
    "sheet.hand_already_recorded_hand": (
        "hand {expect} is already recorded (hand {hand} is next); nothing recorded",
        "Hand {expect} ist schon eingetragen (als Nächstes kommt Hand {hand}); nichts eingetragen",
    ),
    "sheet.hand_next_not_nothing": (
        "hand {hand} is next, not {expect}; nothing recorded",
        "als Nächstes kommt Hand {hand}, nicht {expect}; nichts eingetragen",
    ),
    "sheet.penalty_already_last_entry": (
        "this penalty is already the last entry of hand {hand}; nothing recorded (give it without --expect to record it again)",
        "diese Strafe ist schon der letzte Eintrag von Hand {hand}; nichts eingetragen (gib sie ohne --expect an, um sie noch einmal einzutragen)",
    ),
    "sheet.match_over_start_new_one": (
        "match {id} is over ({finished}); start a new one with 'sheet new'",
        "Partie {id} ist vorbei ({finished}); beginne eine neue mit 'sheet new'",
    ),
    "sheet.entry_not_last_one": (
        "entry {entry} is not the last one ({what}); nothing removed",
        "Eintrag {entry} ist nicht der letzte ({what}); nichts entfernt",
    ),
    "sheet.match_has_no_entries": (
        "match {id} has no entries; nothing removed (to remove the match itself, give --any-match)",
        "Partie {id} hat keine Einträge; nichts entfernt (um die Partie selbst zu entfernen, gib --any-match an)",
    ),
    "sheet.match_cannot_replayed": (
        "match {id} cannot be replayed: {e}",
        "Partie {id} lässt sich nicht nachspielen: {e}",
    ),
    "sheet.match_entry_cannot_replayed": (
        "match {id}, entry {seq} cannot be replayed: {e}",
        "Partie {id}, Eintrag {seq} lässt sich nicht nachspielen: {e}",
    ),
    "sheet.damaged_or_not_jongg": (
        "{path} is damaged or not a jongg scoresheet ({error})",
        "{path} ist beschädigt oder kein jongg-Scoresheet ({error})",
    ),
    "sheet.busy_another_program_writing": (
        "{path} is busy (another program is writing to it; {error}); try again",
        "{path} ist belegt (ein anderes Programm schreibt gerade hinein; {error}); versuch es noch einmal",
    ),
    "sheet.read_only_nothing_changed": (
        "{path} is read-only ({error}); nothing changed",
        "{path} ist schreibgeschützt ({error}); nichts geändert",
    ),
    "sheet.cannot_open_or_write": (
        "cannot open or write {path} ({error}): check the file and its directory",
        "{path} lässt sich nicht öffnen oder schreiben ({error}): prüfe die Datei und ihr Verzeichnis",
    ),
    "sheet.not_jongg_scoresheet": (
        "{path} is not a jongg scoresheet ({error})",
        "{path} ist kein jongg-Scoresheet ({error})",
    ),
    "sheet.not_regular_file_so": (
        "{path} is not a regular file, so it cannot be a scoresheet",
        "{path} ist keine reguläre Datei und kann daher kein Scoresheet sein",
    ),
    "sheet.read_only_or_unreadable": (
        "{path} is read-only (or unreadable) for you; nothing changed",
        "{path} ist für dich schreibgeschützt (oder nicht lesbar); nichts geändert",
    ),
    "sheet.cannot_write_directory_sqlite": (
        "cannot write in the directory of {path} (SQLite keeps its journal beside the file); nothing changed",
        "das Verzeichnis von {path} ist nicht beschreibbar (SQLite legt sein Journal neben der Datei ab); nichts geändert",
    ),
    "sheet.damaged": ("{path} is damaged ({problem})", "{path} ist beschädigt ({problem})"),
    "sheet.options_not_object_or": (
        "the options are not an object or the players not a list of names",
        "die Optionen sind kein Objekt oder die Spieler keine Liste von Namen",
    ),
    "sheet.match_damaged": ("match {mid} is damaged: {e}", "Partie {mid} ist beschädigt: {e}"),
    "sheet.no_scoresheet_start_match": (
        "no scoresheet at {path}; start a match with 'jongg sheet new'",
        "kein Scoresheet unter {path}; beginne eine Partie mit 'jongg sheet new'",
    ),
    "sheet.cannot": ("cannot {value} {path}: {value2}", "{path} lässt sich nicht {value}: {value2}"),
    "sheet.was_written_newer_jongg": (
        "{path} was written by a newer jongg (schema {version})",
        "{path} wurde von einem neueren jongg geschrieben (Schema {version})",
    ),
    "sheet.not_jongg_scoresheet_2": ("{path} is not a jongg scoresheet", "{path} ist kein jongg-Scoresheet"),
    "sheet.damaged_table": (
        "{path} is damaged: the table {table} is {shape}",
        "{path} ist beschädigt: die Tabelle {table} ist {shape}",
    ),
    "sheet.scoresheet_has_no_match_yet": (
        "the scoresheet has no match yet; start one with 'jongg sheet new'",
        "das Scoresheet hat noch keine Partie; beginne eine mit 'jongg sheet new'",
    ),
    "sheet.no_match_matches": (
        "there is no match {match_id} (matches: {known})",
        "es gibt keine Partie {match_id} (Partien: {known})",
    ),
    "sheet.match_damaged_entry_missing": (
        "match {match_id} is damaged: entry {expected} is missing (found {seq!r})",
        "Partie {match_id} ist beschädigt: Eintrag {expected} fehlt (gefunden: {seq!r})",
    ),
    "sheet.recorded_result_not_object": (
        "the recorded result is not an object with payments",
        "das gespeicherte Ergebnis ist kein Objekt mit Zahlungen",
    ),
    "sheet.hand_or_kind_do": (
        "hand {hand!r} or kind {kind!r} do not fit the entry",
        "Hand {hand!r} oder Art {kind!r} passen nicht zum Eintrag",
    ),
    "sheet.match_entry_damaged": (
        "match {match_id}, entry {seq} is damaged: {e}",
        "Partie {match_id}, Eintrag {seq} ist beschädigt: {e}",
    ),
    "sheet.player_hand": ("{name}'s hand {hand!r}: {reason}", "Hand von {name} {hand!r}: {reason}"),
    "sheet.time_up_after": ("time up after {minutes} minutes", "Zeit abgelaufen nach {minutes} Minuten"),
    "sheet.only_winner_scored": ("only the winner's hand is scored", "nur die Hand des Gewinners wird gewertet"),
    "sheet.dealer_stopped": (
        "{dealer}, the dealer, stopped while leading",
        "{dealer} hat als Ost in Führung aufgehört",
    ),
    "sheet.one_winner": ("one winner", "einen Gewinner"),
    "sheet.at_most_winners": ("at most {n} winners", "höchstens {n} Gewinner"),
    "sheet.winner": ("winner", "Gewinner"),
    "sheet.discarder": ("discarder", "Abwerfer"),
    "sheet.loser": ("loser", "Verlierer"),
    "sheet.pao_winner": ("pao winner", "Pao-Gewinner"),
    "sheet.payer": ("payer", "Zahler"),
    "sheet.claimer": ("claimer", "Rufer"),
    "sheet.hand_entry": ("hand entry", "Hand-Eintrag"),
    "sheet.penalty_entry": ("penalty entry", "Strafeintrag"),
    "sheet.time_up_entry": ("time-up entry", "time-up-Eintrag"),
    "sheet.stop_entry": ("stop entry", "stop-Eintrag"),
    "sheet.none": ("(none)", "(keine)"),
    "sheet.control_characters": ("control characters", "Steuerzeichen"),
    "sheet.create": ("create", "anlegen"),
    "sheet.open": ("open", "öffnen"),
    "sheet.missing": ("missing", "nicht vorhanden"),
    "sheet.other_shape": ("of another shape ({columns})", "anders aufgebaut ({columns})"),
    "sheet.last_entry_is": ("the last entry is {last}", "der letzte Eintrag ist {last}"),
    "sheet.no_entries": ("the match has no entries", "die Partie hat keine Einträge"),
    # sim
    "sim.give_one_four_bots": ("give one to four bots", "gib einen bis vier Bots an"),
    "sim.give_either_games_or": ("give either games or hands", "gib entweder Spiele oder Hände an"),
    "sim.play_least_one_game": ("play at least one game or hand", "spiel mindestens ein Spiel oder eine Hand"),
    "sim.address_only_ray_backend": (
        "an address is only for the ray backend (--backend ray)",
        "eine Adresse gibt es nur für das Backend ray (--backend ray)",
    ),
    "sim.workers_must_least_not": (
        "workers must be at least 1, not {workers}",
        "die Zahl der Worker muss mindestens 1 sein, nicht {workers}",
    ),
    "sim.unknown_backend_known": (
        "unknown backend {name!r}; known: {backends}",
        "unbekanntes Backend {name!r}; bekannt: {backends}",
    ),
    "sim.ray_backend_needs_ray": (
        "the Ray backend needs Ray ({exc}): {install_hint}",
        "das Ray-Backend braucht Ray ({exc}): {install_hint}",
    ),
    "sim.cannot_reach_ray_cluster": (
        "cannot reach a Ray cluster at {address}: {value}",
        "kein Ray-Cluster erreichbar unter {address}: {value}",
    ),
    "sim.address_empty_give_host": (
        "--address is empty; give host:port of the Ray cluster's head, or auto",
        "--address ist leer; gib host:port des Kopfknotens des Ray-Clusters an, oder auto",
    ),
    "sim.could_not": ("could not {where}: {exc}", "{where} ist fehlgeschlagen: {exc}"),
    "sim.start_local_ray": ("start a local Ray instance", "Start einer lokalen Ray-Instanz"),
    "sim.connect_to_ray": ("connect to Ray at {address}", "Verbindung zu Ray unter {address}"),
    # tiles
    "tiles.no_tile_has_value": ("no tile has the value {value}", "kein Ziegel hat den Wert {value}"),
}
