// The table page: one seat's view (or a spectator's), its legal actions as buttons and keys, the hand's log in
// words, the end of each hand with its itemised score. The page draws what the server sends; it decides nothing.
import { t, translatePage } from "./i18n.js";
import { TableConnection } from "./net.js";
import { api } from "./api.js";
import * as board from "./board.js";
import { windName } from "./board.js";
import { resultTable } from "./result.js";
import { sortTiles, tileElement, tileName } from "./tiles.js";

const state = {
  tableId: decodeURIComponent(location.pathname.split("/").pop()),
  token: location.hash.length > 1 ? location.hash.slice(1) : null,
  table: null, view: null, decision: null, seconds: null, askedAt: 0,
  players: [], seating: [0, 1, 2, 3], bots: [false, false, false, false], connected: [true, true, true, true],
  log: [], hand: null, rulesetNames: {},
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
  const who = event.seat === undefined || event.seat === null ? "" : nameOf(event.seat);
  const tile = event.tile ? tileName(event.tile) : "";
  const key = `event.${event.type}`;
  const text = t(key, { who, tile, hand: event.hand });
  return text === key ? null : text;
}

// -- drawing ------------------------------------------------------------------------------------------------
function playerBox(view, seat) {
  const player = view.players[seat];
  const marks = [];
  if (state.bots[state.seating[seat]] && state.players.length) marks.push(t("table.bot"));
  if (!state.connected[state.seating[seat]] && !state.bots[state.seating[seat]]) marks.push(t("table.away"));
  if (player.riichi !== null && player.riichi !== undefined) marks.push(t("table.in_riichi"));
  return board.playerBox(player, { name: nameOf(seat), marks, turn: view.turn === seat, seat });
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
    wind: windName(view.round_wind), hand: view.hand, live: view.live_wall,
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
}

function legal() {
  return state.decision ? state.decision.view.legal_actions : [];
}

function drawHand(view) {
  const hand = document.getElementById("hand");
  const codes = sortTiles(view.concealed || []);
  const drawn = view.last_draw;
  if (drawn && codes.includes(drawn)) codes.splice(codes.lastIndexOf(drawn), 1);
  const discards = new Map(legal().filter((a) => a.type === "discard").map((a) => [a.tile, a]));
  const all = drawn && (view.concealed || []).includes(drawn) ? [...codes, drawn] : codes;
  hand.replaceChildren(...all.map((code, n) => {
    const element = tileElement(code, { button: true });
    if (drawn && n === all.length - 1 && code === drawn) element.classList.add("drawn");
    const action = discards.get(code);
    element.disabled = !action;
    if (action) {
      element.classList.add("playable");
      element.dataset.key = String.fromCharCode(97 + n);
      element.addEventListener("click", () => act(action));
    }
    return element;
  }));
}

function drawActions() {
  const box = document.getElementById("actions");
  const prompt = document.getElementById("prompt");
  const actions = legal().filter((a) => a.type !== "discard");
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
  else if (legal().some((a) => a.type === "discard")) text = t("table.your_turn");
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

// -- hints: the own hand analysed by the server (`/api/analyse`), on request ---------------------------------
function handNotation(view) {
  const me = view.players[view.seat];
  const melds = (me.melds || []).map((m) => (m.concealed ? `(${m.tiles.join("")})` : `[${m.tiles.join("")}]`));
  return [(view.concealed || []).join(""), ...melds].join(" ");
}

let hintsFor = null;
async function drawHints() {
  const box = document.getElementById("hints");
  const view = state.view;
  if (!document.getElementById("hints-toggle").checked || !view || view.seat === null || view.seat === undefined) {
    box.textContent = "";
    hintsFor = null;
    return;
  }
  const hand = handNotation(view);
  if (hand === hintsFor) return;
  hintsFor = hand;
  try {
    const answer = await api("/api/analyse", { hand, ruleset: state.table?.ruleset ?? "dmjl-classical" });
    const tiles = (list) => list.map((x) => `${tileName(x.tile)} (${x.unseen})`).join(", ");
    let text = t("analyse.shanten", { n: answer.shanten });
    if (answer.waits?.length) text += ` · ${t("analyse.waits")}: ${tiles(answer.waits)}`;
    if (answer.discards?.length) {
      const best = answer.discards.slice(0, 3).map((d) => `${tileName(d.tile)} (${d.acceptance})`).join(", ");
      text += ` · ${t("table.best_discards")}: ${best}`;
    }
    if (hintsFor === hand) box.textContent = text;
  } catch {
    box.textContent = "";  // a hand the analyser does not take (flowers held, a kong's count): no hint
  }
}

// -- the end of a hand and of the match --------------------------------------------------------------------
function report(event) {
  const body = document.getElementById("report-body");
  const heading = document.createElement("h2");
  body.replaceChildren(heading);
  if (event.type === "match_end") {
    heading.textContent = t("table.match_end");
    const list = document.createElement("ul");
    list.className = "placings";
    for (const placing of event.placings || []) {
      const item = document.createElement("li");
      item.textContent = `${placing.place}. ${state.players[placing.player] ?? placing.player} · ${placing.total}`;
      list.append(item);
    }
    body.append(list);
  } else {
    heading.textContent = t("table.hand_end", { hand: state.hand ?? "" });
    const results = Object.entries(event.results || {}).filter(([, r]) => r.won);
    if (!results.length) {
      const p = document.createElement("p");
      p.textContent = t("table.draw");
      body.append(p);
    }
    for (const [seat, result] of results) {
      const p = document.createElement("p");
      p.textContent = t("table.won", { name: nameOf(Number(seat)), total: result.total });
      const items = resultTable(result);
      body.append(p, items);
    }
    if (event.transfers?.length) {
      const p = document.createElement("p");
      // the view is still the ending hand's (its frame follows the events): its winds name the players
      const byWind = Object.fromEntries((state.view?.players || []).map((player, seat) => [player.wind, nameOf(seat)]));
      p.textContent = `${t("table.payments")}: ` +
        event.transfers.map((x) => `${byWind[x.from] ?? x.from} → ${byWind[x.to] ?? x.to} ${x.amount}`).join(", ");
      body.append(p);
    }
  }
  const dialog = document.getElementById("report");
  if (!dialog.open) dialog.showModal();
}

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
  const actions = legal().filter((a) => a.type !== "discard");
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
  },
  welcome(message) {
    document.getElementById("host").hidden = !message.host;
    state.table = message.table;
    state.players = (message.table.seats || []).map((s, n) => s.name || `${n + 1}`);
    state.bots = message.table.bots_now || state.bots;
    state.connected = message.table.connected || state.connected;
    if (message.view) state.view = message.view;
    if (message.view?.seating) state.seating = message.view.seating;
    draw();
  },
  events(message) {
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
      if (event.type === "hand_end" || event.type === "match_end") report(event);
    }
    draw();
  },
  view(message) {
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
  },
  seats(message) {
    state.connected = message.connected;
    state.bots = message.bots;
    draw();
  },
  table(message) {
    state.table = message.table;
    draw();
  },
  error(message) {
    document.getElementById("prompt").textContent = message.message;
  },
});

fetch("/api/rulesets").then((answer) => answer.json()).then((rulesets) => {
  for (const r of rulesets) state.rulesetNames[r.id] = r.name;
  draw();
}).catch(() => {});
document.getElementById("hints-toggle").addEventListener("change", () => drawHints());
for (const button of document.querySelectorAll("#host button")) {
  button.addEventListener("click", () => connection.send({ type: button.dataset.host }));
}
setInterval(() => { if (state.decision && state.seconds !== null) drawActions(); }, 1000);
translatePage(draw);
