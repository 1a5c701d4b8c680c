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
  drawOptions();
}

// -- the rule set's options, a field each as `/api/rulesets` describes it (only allowed values offered) ----------
const chosenOptions = {};  // by rule set and option id: what the person set, kept when the form is drawn anew

function optionField(ruleset, spec) {
  const key = `${ruleset}.${spec.id}`;
  const value = key in chosenOptions ? chosenOptions[key] : spec.default;
  const keep = (v) => { chosenOptions[key] = v; };
  let input;
  if (spec.kind === "bool" && !spec.nullable) {
    input = document.createElement("input");
    input.type = "checkbox";
    input.checked = Boolean(value);
    input.addEventListener("change", () => keep(input.checked));
  } else if (spec.choices) {
    input = document.createElement("select");
    spec.choices.forEach((choice, n) => input.add(new Option(String(choice), String(n))));
    input.value = String(Math.max(0, spec.choices.indexOf(value)));
    input.addEventListener("change", () => keep(spec.choices[Number(input.value)]));
  } else if (spec.kind === "int") {
    input = document.createElement("input");
    input.type = "number";
    input.min = String(spec.min);
    input.max = String(spec.max);
    input.step = "1";
    input.value = value === null ? "" : String(value);
    if (spec.nullable) input.placeholder = t("lobby.option_none");
    input.addEventListener("change", () => {
      const text = input.value.trim();
      keep(text === "" && spec.nullable ? null : Number(text));
    });
  } else {
    input = document.createElement("input");
    input.value = value ?? "";
    input.addEventListener("change", () => keep(input.value));
  }
  input.id = `option-${spec.id}`;
  input.dataset.option = spec.id;
  const label = document.createElement("label");
  label.className = "option";
  const name = document.createElement("code");
  name.textContent = spec.id;
  const doc = document.createElement("small");
  doc.textContent = spec.doc[language()] || spec.doc.en;
  label.append(name, " ", input, " ", doc);
  return label;
}

function drawOptions() {
  const ruleset = rulesets.find((r) => r.id === document.getElementById("ruleset").value);
  const fields = document.getElementById("option-fields");
  fields.replaceChildren(...(ruleset ? ruleset.options.map((spec) => optionField(ruleset.id, spec)) : []));
}

/** The options that differ from the rule set's defaults: what the table is made with. */
function chosenFor(ruleset) {
  const found = rulesets.find((r) => r.id === ruleset);
  const out = {};
  for (const spec of found ? found.options : []) {
    const key = `${ruleset}.${spec.id}`;
    if (key in chosenOptions && chosenOptions[key] !== spec.default) out[spec.id] = chosenOptions[key];
  }
  return out;
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
      ruleset: document.getElementById("ruleset").value, options: chosenFor(document.getElementById("ruleset").value), seats,
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
  document.getElementById("ruleset").addEventListener("change", drawOptions);
  try {
    rulesets = await api("/api/rulesets");
    drawForm();
    await drawTables();
  } catch (error) { showError(error); }
}

main();
