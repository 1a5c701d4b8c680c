// The replay viewer: a finished game step by step (or by hand), every hand open or one seat's view; the record
// to download. Each step is the server's replay of the record up to that event (`/api/games/{id}/view`);
// `?at=N` opens the viewer at event N.
import { api } from "./api.js";
import { playerBox } from "./board.js";
import { t, translatePage } from "./i18n.js";
import { tileName } from "./tiles.js";

const id = location.pathname.startsWith("/replay/") ? decodeURIComponent(location.pathname.slice(8)) : null;
const state = { at: 0, seat: "all", shown: null, timer: null };

function showError(error) {
  const box = document.getElementById("error");
  box.hidden = !error;
  box.textContent = error ? String(error.message || error) : "";
}

async function listGames() {
  document.getElementById("games").hidden = false;
  const games = await api("/api/games");
  document.getElementById("game-list").replaceChildren(...games.map((game) => {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = `/replay/${encodeURIComponent(game.id)}`;
    link.textContent = `${game.id} · ${game.ruleset} · ${game.players.join(", ")}`;
    item.append(link);
    return item;
  }));
}

function describe(event, names) {
  const who = event.seat === undefined || event.seat === null ? "" : names[event.seat] ?? "";
  const text = t(`event.${event.type}`, { who, tile: event.tile ? tileName(event.tile) : "", hand: event.hand });
  return text.startsWith("event.") ? event.type : text;
}

function draw() {
  const shown = state.shown;
  if (!shown) return;
  translatePage(draw);
  const names = shown.seating.map((player) => shown.players[player] ?? `${player + 1}`);
  document.getElementById("where").textContent = t("replay.where", { at: shown.at, last: shown.count - 1 });
  document.getElementById("event-text").textContent = describe(shown.event, names);
  const mjai = document.getElementById("download-mjai");
  mjai.hidden = !shown.mjai;
  mjai.href = `/api/games/${encodeURIComponent(id)}/mjai`;
  mjai.setAttribute("download", `${id}.mjson`);
  const view = shown.view;
  document.getElementById("board").replaceChildren(...view.players.map((player, seat) => playerBox(player, {
    name: names[seat], seat, turn: view.turn === seat, dealer: view.dealer === seat,
    concealed: shown.concealed ? shown.concealed[seat] : seat === Number(state.seat) ? view.concealed : null,
  })));
  const hands = document.getElementById("hand-select");
  if (hands.options.length !== shown.hands.length) {
    hands.replaceChildren(...shown.hands.map((at, n) => new Option(String(n + 1), String(at))));
  }
  const current = shown.hands.filter((at) => at <= shown.at).length - 1;
  if (current >= 0) hands.selectedIndex = current;
}

async function go(at) {
  try {
    const count = state.shown ? state.shown.count : Number.MAX_SAFE_INTEGER;  // the first step: the server clamps
    state.at = Math.max(0, Math.min(at, count - 1));
    state.shown = await api(`/api/games/${encodeURIComponent(id)}/view?at=${state.at}&seat=${state.seat}`);
    state.at = state.shown.at;  // the server's step: the first hand's start at the earliest
    showError(null);
    draw();
  } catch (error) { showError(error); }
}

function playPause() {
  if (state.timer) {
    clearInterval(state.timer);
    state.timer = null;
  } else {
    state.timer = setInterval(() => {
      if (state.shown && state.at >= state.shown.count - 1) playPause();
      else go(state.at + 1);
    }, 400);
  }
}

async function viewer() {
  document.getElementById("viewer").hidden = false;
  const download = document.getElementById("download");
  download.href = `/api/games/${encodeURIComponent(id)}/record`;
  download.setAttribute("download", `${id}.jsonl`);
  const seats = document.getElementById("seat-select");
  seats.replaceChildren(new Option(t("replay.all"), "all"), ...[0, 1, 2, 3].map((s) => new Option(t("lobby.seat", { n: s + 1 }), String(s))));
  seats.addEventListener("change", () => { state.seat = seats.value; go(state.at); });
  document.getElementById("hand-select").addEventListener("change", (e) => go(Number(e.target.value)));
  document.getElementById("first").addEventListener("click", () => go(0));
  document.getElementById("prev").addEventListener("click", () => go(state.at - 1));
  document.getElementById("next").addEventListener("click", () => go(state.at + 1));
  document.getElementById("last").addEventListener("click", () => go(Infinity));
  document.getElementById("play").addEventListener("click", playPause);
  document.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") go(state.at + 1);
    else if (event.key === "ArrowLeft") go(state.at - 1);
  });
  const at = Number(new URLSearchParams(location.search).get("at"));  // a link to one event: /replay/ID?at=N
  await go(Number.isInteger(at) && at > 0 ? at : 0);
}

translatePage(draw);
(id ? viewer() : listGames()).catch(showError);
