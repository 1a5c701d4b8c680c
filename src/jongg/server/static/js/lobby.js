// The lobby: make a table (rule set, your name, the other seats), or take a free seat of an open table.
import { api } from "./api.js";
import { language, t, translatePage } from "./i18n.js";

const KINDS = ["standard", "random", "human"];
let rulesets = [];

function showError(error) {
  const box = document.getElementById("error");
  box.hidden = !error;
  box.textContent = error ? String(error.message || error) : "";
}

function drawForm() {
  const select = document.getElementById("ruleset");
  const chosen = select.value;
  select.replaceChildren(...rulesets.map((r) => new Option(r.name[language()] || r.id, r.id)));
  if (chosen) select.value = chosen;
  const seats = document.getElementById("seats");
  const kept = [...seats.querySelectorAll("select")].map((s) => s.value);
  seats.replaceChildren(seats.querySelector("legend") || document.createElement("legend"));
  seats.querySelector("legend").textContent = t("lobby.others");
  for (let n = 2; n <= 4; n++) {
    const label = document.createElement("label");
    label.append(`${t("lobby.seat", { n })} `);
    const kind = document.createElement("select");
    kind.name = `seat${n}`;
    kind.id = `seat${n}`;
    for (const k of KINDS) kind.add(new Option(t(`lobby.kind.${k}`), k));
    kind.value = kept[n - 2] || "standard";
    label.append(kind);
    seats.append(label);
  }
}

async function drawTables() {
  const list = document.getElementById("tables");
  const open = await api("/api/tables");
  if (!open.length) {
    const empty = document.createElement("li");
    empty.textContent = t("lobby.none");
    list.replaceChildren(empty);
    return;
  }
  list.replaceChildren(...open.map((table) => {
    const item = document.createElement("li");
    const names = table.seats.map((s, n) => s.name || `${t("lobby.seat", { n: n + 1 })}`).join(", ");
    item.append(`${table.ruleset} · ${names} `);
    for (const player of table.free) {
      const join = document.createElement("button");
      join.type = "button";
      join.textContent = t("lobby.join", { n: player + 1 });
      join.addEventListener("click", async () => {
        try {
          const taken = await api(`/api/tables/${encodeURIComponent(table.id)}/join`, { player });
          location.assign(taken.link);
        } catch (error) { showError(error); }
      });
      item.append(join);
    }
    const watch = document.createElement("a");
    watch.href = `/table/${encodeURIComponent(table.id)}`;
    watch.textContent = t("lobby.watch");
    item.append(" ", watch);
    return item;
  }));
}

async function create(event) {
  event.preventDefault();
  showError(null);
  const name = document.getElementById("name").value.trim() || "Player";
  localStorage.setItem("jongg.name", name);
  const seats = [{ kind: "human", name }];
  for (let n = 2; n <= 4; n++) {
    const kind = document.getElementById(`seat${n}`).value;
    seats.push(kind === "human" ? { kind: "human" } : { kind: "bot", bot: kind });
  }
  try {
    const made = await api("/api/tables", {
      ruleset: document.getElementById("ruleset").value, options: {}, seats,
      public: document.getElementById("public").checked,
      hints: document.getElementById("hints").checked,
    });
    const others = made.seats.slice(1).filter(Boolean);
    if (!others.length) {
      location.assign(made.seats[0]);
      return;
    }
    const links = document.getElementById("links");
    links.hidden = false;
    links.replaceChildren(t("lobby.links"));
    for (const link of [made.seats[0], ...others]) {
      const anchor = document.createElement("a");
      anchor.href = link;
      anchor.textContent = link;
      links.append(document.createElement("br"), anchor);
    }
    const host = document.createElement("a");
    host.href = made.host;
    host.className = "host-link";
    host.textContent = made.host;
    links.append(document.createElement("br"), t("lobby.host"), document.createElement("br"), host);
  } catch (error) { showError(error); }
}

async function main() {
  translatePage(() => { drawForm(); drawTables(); });
  document.getElementById("name").value = localStorage.getItem("jongg.name") || "";
  document.getElementById("new-table").addEventListener("submit", create);
  try {
    rulesets = await api("/api/rulesets");
    drawForm();
    await drawTables();
  } catch (error) { showError(error); }
}

main();
