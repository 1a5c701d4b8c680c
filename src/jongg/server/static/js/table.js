// The table page: one seat's view (or a spectator's), its legal actions as buttons and keys, the hand's log in
// words, the end of each hand with its itemised score. The page draws what the server sends; it decides nothing.
import { language, t, translatePage } from "./i18n.js";
import { TableConnection } from "./net.js";
import * as board from "./board.js";
import { windName } from "./board.js";
import { reportElement } from "./result.js";
import { sortTiles, tileElement, tileName } from "./tiles.js";

const state = {
  tableId: decodeURIComponent(location.pathname.split("/").pop()),
  token: location.hash.length > 1 ? location.hash.slice(1) : null,
  table: null, view: null, decision: null, seconds: null, askedAt: 0,
  players: [], seating: [0, 1, 2, 3], bots: [false, false, false, false], connected: [true, true, true, true],
  log: [], hand: null, rulesetNames: {},
  player: null, hint: null,
  reports: [], shown: null, autoOpened: false, readingSince: 0,
  catchUpLast: -1, welcomeReading: null,
};

function nameOf(seat) {
  const player = state.seating[seat];
  const name = state.players[player] ?? `${seat + 1}`;
  return state.view && state.view.seat === seat ? `${name} (${t("you")})` : name;
}

function describeAction(action) {
  const tile = action.tile ? tileName(action.tile) : "";
  const tiles = [...(action.consumed || []), action.tile].filter(Boolean).map(tileName).join(", ");
  return t(`action.${action.type}`, { tile, tiles });
}

const UNLOGGED = new Set(["draw", "deal", "call", "no_claim", "play_start", "hand_end"]);
/** The hand's log says what a player at the table would notice, not every draw and answer. */
function describeEvent(event) {
  if (UNLOGGED.has(event.type)) return null;
  const seats = event.seats || event.offenders || [event.seat];
  const who = seats.filter((s) => s !== undefined && s !== null).map(nameOf).join(" & ");
  const tile = event.tile ? tileName(event.tile) : "";
  const names = (codes) => (codes || []).map(tileName).join(" ");
  const params = {
    who, tile, hand: event.hand,
    named: event.named ? tileName(event.named) : "",
    tiles: event.hands ? event.hands.map(names).join(" / ") : names(event.tiles || event.shown),
    claimer: event.claimer === undefined || event.claimer === null ? "" : nameOf(event.claimer),
    rule: event.rule ? t(`penalty.${event.rule}`) : "",
  };
  const key = `event.${event.type}`;
  const text = t(key, params);
  return text === key ? null : text;
}

// -- drawing ------------------------------------------------------------------------------------------------
function playerBox(view, seat) {
  const player = view.players[seat];
  const marks = [];
  if (state.bots[state.seating[seat]] && state.players.length) marks.push(t("table.bot"));
  if (!state.connected[state.seating[seat]] && !state.bots[state.seating[seat]]) marks.push(t("table.away"));
  if (player.riichi !== null && player.riichi !== undefined) marks.push(t("table.in_riichi"));
  return board.playerBox(player, { name: nameOf(seat), marks, turn: view.turn === seat, seat, dealer: view.dealer === seat });
}

function draw() {
  const view = state.view;
  translatePage();
  const status = document.getElementById("status");
  if (!view) {
    status.textContent = state.table ? state.table.status : "";
    return;
  }
  const ruleset = state.table?.ruleset ?? "";
  status.textContent = t("table.status", {
    ruleset: state.rulesetNames[ruleset]?.[document.documentElement.lang] ?? ruleset,
    wind: windName(view.round_wind), hand: view.hand, live: view.live_wall, dead: view.dead_wall,
  });
  if (view.indicators?.length || view.honba || view.sticks) {  // Riichi: dora indicators, honba, sticks
    status.append(` · ${t("table.riichi_status", { honba: view.honba, sticks: view.sticks })} `);
    for (const code of view.indicators || []) status.append(tileElement(code, { small: true }));
  }
  if (state.table?.paused) status.append(` · ${t("table.paused")}`);
  const me = view.seat;
  const order = me === null || me === undefined ? [0, 1, 2, 3] : [1, 2, 3].map((k) => (me + k) % 4);
  document.getElementById("players").replaceChildren(...order.map((seat) => playerBox(view, seat)));
  const melds = document.getElementById("my-melds");
  melds.replaceChildren();
  if (me !== null && me !== undefined) {
    melds.replaceChildren(playerBox(view, me));
  }
  drawHand(view);
  drawActions();
  drawLog();
  drawHints();
  drawResults();
  drawReport();
}

function legal() {
  return state.decision ? state.decision.view.legal_actions : [];
}

const RANK = { mahjongg: 0, expose: 8, pass: 9 };
/** The decision's actions other than discards, numbered: the legal ones and, at a strict table, the mistakes
 * it lets a seat make (`strict_actions`), shown as the legal ones are: a false Mah-Jongg call looks like a true
 * one, as at a real table (Mah-Jongg first, pass last). */
function offered() {
  const strict = state.decision ? state.decision.view.strict_actions || [] : [];
  const all = [...legal(), ...strict].filter((a) => a.type !== "discard");
  return all.map((a, n) => [RANK[a.type] ?? 5, n, a]).sort((x, y) => x[0] - y[0] || x[1] - y[1]).map((x) => x[2]);
}

/** Discards by tile: the legal ones and a strict table's (HKE: a bonus tile discarded). */
function discardsByTile() {
  const strict = state.decision ? state.decision.view.strict_actions || [] : [];
  return new Map([...legal(), ...strict].filter((a) => a.type === "discard").map((a) => [a.tile, a]));
}

function drawHand(view) {
  const hand = document.getElementById("hand");
  const codes = sortTiles(view.concealed || []);
  const drawn = view.last_draw;
  if (drawn && codes.includes(drawn)) codes.splice(codes.lastIndexOf(drawn), 1);
  const discards = discardsByTile();
  const all = drawn && (view.concealed || []).includes(drawn) ? [...codes, drawn] : codes;
  hand.replaceChildren(...all.map((code, n) => {
    const element = tileElement(code, { button: true });
    if (drawn && n === all.length - 1 && code === drawn) element.classList.add("drawn");
    const action = discards.get(code);
    element.disabled = !action;
    if (action) {
      element.classList.add("playable");
      element.dataset.key = String.fromCharCode(97 + n);
      element.addEventListener("click", () => act(named(action)));
    }
    return element;
  }));
}

/** Strict Classical: a discard said under the name chosen in "name the discard" (else its own). */
function named(action) {
  const select = document.getElementById("name-as");
  const said = select.value;
  select.value = "";  // a name is said for one discard, never carried on to the next
  return said && state.decision?.view.names_discards ? { type: "named_discard", tile: action.tile, named: said } : action;
}

const CODES = [..."mps"].flatMap((suit) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${suit}`))
  .concat([1, 2, 3, 4, 5, 6, 7].map((n) => `${n}z`));

/** A strict table's extras: naming the discard, laying a set of any tiles (only while this seat decides). */
function drawStrict() {
  const view = state.decision?.view;
  const naming = Boolean(view?.names_discards) && legal().some((a) => a.type === "discard");
  const laying = Boolean(view?.lays_any_set);
  document.getElementById("strict").hidden = !(naming || laying);
  document.getElementById("name-box").hidden = !naming;
  document.getElementById("lay-box").hidden = !laying;
  const select = document.getElementById("name-as");
  const lang = document.documentElement.lang;
  if (naming && select.dataset.lang !== lang) {  // (again after the language is switched)
    const chosen = select.value;
    const own = new Option(t("table.name_own"), "");
    select.replaceChildren(own, ...CODES.map((code) => new Option(tileName(code), code)));
    select.value = chosen;
    select.dataset.lang = lang;
  }
  if (!naming) select.value = "";
}

/** The set typed in: `pung 1z1z`, `chow 6s8s`, `kong 1m1m1m` with the open discard, `kong 1m2m3m4m` on the own
 * turn; null when it says none (the server checks the rest). */
function laidSet(written) {
  const [kind, ...rest] = written.trim().toLowerCase().split(/\s+/);
  const tiles = rest.join("").match(/[0-9][mpsz]/g) || [];
  const view = state.decision?.view;
  if (!view) return null;
  if (view.phase === "turn" && kind === "kong" && [3, 4].includes(tiles.length)) {
    return { type: "concealed_kong", consumed: tiles };  // 3: a kong of three, a long hand
  }
  const counts = { chow: [2], pung: [2, 3], kong: [3, 2] }[kind] || [];  // a pung of four, a kong of three
  if (!view.last_discard || !counts.includes(tiles.length)) return null;
  return { type: kind, tile: view.last_discard.tile, consumed: tiles };
}

document.getElementById("lay-box").addEventListener("submit", (event) => {
  event.preventDefault();
  const input = document.getElementById("lay");
  const action = laidSet(input.value);
  if (action) {
    input.value = "";
    act(action);
  } else {
    document.getElementById("prompt").textContent = t("table.lay_refused", { answer: input.value });
  }
});

function drawActions() {
  const box = document.getElementById("actions");
  const prompt = document.getElementById("prompt");
  const actions = offered();
  drawStrict();
  box.replaceChildren(...actions.map((action, n) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `action ${action.type}`;
    button.dataset.action = action.type;
    button.textContent = `${n + 1}. ${describeAction(action)}`;
    button.addEventListener("click", () => act(action));
    return button;
  }));
  let text;
  if (state.token === null) text = t("table.watching");
  else if (!state.decision) text = t("table.wait");
  else if (state.decision.view.phase === "check") text = t("table.check");
  else if (discardsByTile().size) text = t("table.your_turn");
  else text = t("table.claim", { tile: state.decision.view.last_discard ? tileName(state.decision.view.last_discard.tile) : "" });
  if (state.decision && state.seconds !== null) {
    const left = Math.max(0, Math.round(state.seconds - (Date.now() - state.askedAt) / 1000));
    text += ` (${t("table.seconds", { s: left })})`;
  }
  prompt.textContent = text;
}

function drawLog() {
  const list = document.getElementById("log");
  list.replaceChildren(...state.log.map((line) => {
    const item = document.createElement("li");
    item.textContent = line;
    return item;
  }));
  list.scrollTop = list.scrollHeight;
}

// -- hints: the server's, for this seat alone, on request (`hints` frames: shanten, live waits, the bot's advice) --
function fill(template, params) {
  return (template ?? "").replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
}

/** A player's page at a table that allows hints (a spectator has no seat to be hinted). */
function hintsOffered() {
  return state.token !== null && state.table?.hints !== false;
}

function hintsWanted() {
  return hintsOffered() && document.getElementById("hints-toggle").checked;
}

function askHints() {
  if (hintsWanted() && state.view && state.view.seat !== null && state.view.seat !== undefined) {
    connection.send({ type: "hints" });
  }
}

function drawHints() {
  const box = document.getElementById("hints");
  document.getElementById("hints-toggle").parentElement.style.display = hintsOffered() ? "" : "none";
  const hint = state.hint;
  if (!hintsWanted() || !hint || hint.decision !== connection.last + 1) {  // none, or of a view gone by
    box.textContent = "";
    return;
  }
  const words = hint.texts[language()] ?? hint.texts.en;
  const parts = [];
  if (hint.shanten !== null) parts.push(hint.shanten < 0 ? words.complete : fill(words.shanten, { n: hint.shanten }));
  if (hint.waits.length) {
    const waits = hint.waits.map((w) => `${tileName(w.tile)} ×${w.live}`).join(", ");
    parts.push(fill(words.waits, { waits }));
  }
  if (hint.best.length) parts.push(fill(words.best, { tiles: hint.best.map(tileName).join(", ") }));
  if (hint.advice) parts.push(fill(words.bot, { action: describeAction(hint.advice) }));
  if (hint.reason) {
    const reason = hint.reason;
    const template = reason.text[language()] ?? reason.text.en;
    parts.push(fill(template, { tile: tileName(reason.tile), wind: reason.wind ? windName(reason.wind) : "", n: reason.fewer }));
  }
  box.textContent = parts.join(" · ");
}

// -- the end of a hand and of the match: the server's report in the words of `jongg play` ----------------------
function reading() {
  const between = state.table?.between_hands;
  return Boolean(between && state.player !== null && between.waiting.includes(state.player));
}

function drawReport() {
  const entry = state.shown === null ? null : state.reports[state.shown];
  if (!entry) return;
  document.getElementById("report-body").replaceChildren(reportElement(entry.report[language()] ?? entry.report.en));
  let note = document.getElementById("report-countdown");
  if (!note) {
    note = document.createElement("p");
    note.id = "report-countdown";
    document.getElementById("report-body").after(note);
  }
  const between = state.table?.between_hands;
  const left = between ? Math.max(0, Math.round(between.seconds - (Date.now() - state.readingSince) / 1000)) : 0;
  note.textContent = state.shown === state.reports.length - 1 && reading() ? t("table.next_in", { s: left }) : "";
}

function showReport(index, auto) {
  state.shown = index;
  state.autoOpened = auto;
  drawReport();
  const dialog = document.getElementById("report");
  if (!dialog.open) dialog.showModal();
}

function drawResults() {
  let list = document.getElementById("results");
  if (!list) {
    list = document.createElement("ul");
    list.id = "results";
    document.getElementById("log-box").append(list);
  }
  list.replaceChildren(...state.reports.map((entry, n) => {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = (entry.report[language()] ?? entry.report.en).title;
    button.addEventListener("click", () => showReport(n, false));
    item.append(button);
    return item;
  }));
}

/** The dialog closed (its button, Escape): a person reading the newest result has read it. */
document.getElementById("report").addEventListener("close", () => {
  if (state.shown === state.reports.length - 1 && reading()) connection.send({ type: "next" });
  state.autoOpened = false;
});

// -- acting -------------------------------------------------------------------------------------------------
function act(action) {
  if (!state.decision) return;
  const decision = state.decision.decision;
  state.decision = null;  // never twice, never on a stale view
  connection.act(decision, action);
  draw();
}

document.addEventListener("keydown", (event) => {
  if (document.getElementById("report").open || event.target instanceof HTMLInputElement) return;
  if (event.target instanceof HTMLSelectElement) return;
  const actions = offered();
  if (/^[1-9]$/.test(event.key) && actions[Number(event.key) - 1]) act(actions[Number(event.key) - 1]);
  else if (event.key === " ") {
    const pass = actions.find((a) => a.type === "pass");
    if (pass) { event.preventDefault(); act(pass); }
  } else if (/^[a-z]$/.test(event.key)) {
    document.querySelector(`#hand button[data-key="${event.key}"]`)?.click();
  }
});

// -- the server's frames ------------------------------------------------------------------------------------
const connection = new TableConnection(state.tableId, state.token, {
  status(kind) {
    const element = document.getElementById("connection");
    element.dataset.state = kind;
    element.textContent = ` ${t(`table.${kind}`)}`;
    if (kind !== "open" && state.decision) {  // nothing can be sent now; after hello the server asks again
      state.decision = null;
      draw();
    }
  },
  welcome(message) {
    document.getElementById("host").hidden = !message.host;
    state.player = message.player;
    // the stream's last seq now: the reports up to it are of hands the page missed, not news (`report` below)
    state.catchUpLast = message.view ? message.view.decision - 1 : -1;
    state.welcomeReading = message.table.between_hands;
    setTable(message.table);
    state.players = (message.table.seats || []).map((s, n) => s.name || `${n + 1}`);
    state.bots = message.table.bots_now || state.bots;
    state.connected = message.table.connected || state.connected;
    if (message.view) state.view = message.view;
    if (message.view?.seating) state.seating = message.view.seating;
    draw();
  },
  events(message) {
    if (state.decision && connection.last >= state.decision.decision) state.decision = null;  // moved on
    for (const event of message.events) {
      if (event.type === "match_start") {
        state.players = event.players || state.players;
        state.seating = event.seating || state.seating;
      }
      if (event.seating) state.seating = event.seating;
      if (event.type === "hand_start") {
        state.log = [];
        state.hand = event.hand;
      }
      const line = describeEvent(event);
      if (line) state.log.push(line);
    }
    draw();
  },
  report(message) {
    state.reports.push(message);
    const caughtUp = message.seq <= state.catchUpLast;
    const kind = message.report.en.kind;
    const open = !caughtUp || kind === "match" || state.welcomeReading?.waiting?.includes(state.player);
    if (open) showReport(state.reports.length - 1, kind === "hand");
    drawResults();
  },
  hints(message) {
    state.hint = message.hints;
    drawHints();
  },
  view(message) {
    state.decision = null;  // a view comes to a client that is not asked
    state.view = message.view;
    if (message.view.seating) state.seating = message.view.seating;
    draw();
  },
  decision(message) {
    state.decision = message;
    state.view = message.view;
    if (message.view.seating) state.seating = message.view.seating;
    state.seconds = message.seconds;
    state.askedAt = Date.now();
    draw();
    askHints();
  },
  seats(message) {
    state.connected = message.connected;
    state.bots = message.bots;
    draw();
  },
  table(message) {
    setTable(message.table);
    draw();
  },
  error(message) {  // refused (an answer to a decision gone by, say): said in the log, where it stays
    state.log.push(message.message);
    draw();
    document.getElementById("prompt").textContent = message.message;
  },
});

/** The table's public state; when the people have read the result (or its time is up), the dialog that opened
 * by itself closes: the next hand begins, and the result stays in the list under the log. */
function setTable(table) {
  const wasReading = reading();
  const wasBetween = Boolean(state.table?.between_hands);
  state.table = table;
  if (table.between_hands) state.readingSince = Date.now();  // its seconds are counted from now
  if (!table.between_hands) state.welcomeReading = null;
  const dialog = document.getElementById("report");
  const over = wasReading ? !reading() : wasBetween && !table.between_hands;  // (a spectator reads along)
  if (over && state.autoOpened && dialog.open) {
    state.autoOpened = false;
    dialog.close();
  }
}

fetch("/api/rulesets").then((answer) => answer.json()).then((rulesets) => {
  for (const r of rulesets) state.rulesetNames[r.id] = r.name;
  draw();
}).catch(() => {});
document.getElementById("hints-toggle").addEventListener("change", () => { drawHints(); askHints(); });
for (const button of document.querySelectorAll("#host button")) {
  button.addEventListener("click", () => connection.send({ type: button.dataset.host }));
}
setInterval(() => {
  if (state.decision && state.seconds !== null) drawActions();
  if (document.getElementById("report").open && reading()) drawReport();
}, 1000);
translatePage(draw);
