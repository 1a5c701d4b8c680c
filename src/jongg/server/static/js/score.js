// The scoring calculator: a hand in notation and the facts of the win, scored by the server (`/api/score`).
import { api } from "./api.js";
import { language, t, translatePage } from "./i18n.js";
import { resultTable } from "./result.js";
import { tileName } from "./tiles.js";
import { tilePicker } from "./picker.js";

const WINDS = ["E", "S", "W", "N"];
const FLAGS = ["replacement", "robbing_kong", "last_tile", "first_turn"];

export async function rulesetSelect() {
  const select = document.getElementById("ruleset");
  const rulesets = await api("/api/rulesets");
  select.replaceChildren(...rulesets.map((r) => new Option(r.name[language()] || r.id, r.id)));
}

function windSelects() {
  const names = { E: "1z", S: "2z", W: "3z", N: "4z" };
  for (const id of ["seat_wind", "round_wind", "from"]) {
    const select = document.getElementById(id);
    const chosen = select.value;
    select.replaceChildren(...WINDS.map((w) => new Option(tileName(names[w]), w)));
    select.value = chosen || (id === "from" ? "S" : "E");
  }
  const flags = document.getElementById("flags");
  const kept = Object.fromEntries(FLAGS.map((f) => [f, document.getElementById(f)?.checked ?? false]));
  flags.replaceChildren(...FLAGS.map((flag) => {
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.id = flag;
    box.checked = kept[flag];
    label.append(box, ` ${t(`score.${flag}`)}`);
    return label;
  }));
}

function show(answer) {
  const box = document.getElementById("result");
  const line = document.createElement("p");
  if (answer.error) {
    line.className = "error";
    line.setAttribute("role", "alert");
    line.textContent = answer.error.message;
    box.replaceChildren(line);
    return;
  }
  line.textContent = answer.won ? t("score.won", { total: answer.total }) : t("score.not_won", { reason: answer.reason ?? "" });
  box.replaceChildren(line);
  if (answer.arrangement) {
    const arrangement = document.createElement("p");
    arrangement.className = "arrangement";
    arrangement.textContent = answer.arrangement;
    box.append(arrangement);
  }
  if (answer.total !== null) box.append(resultTable(answer));
  if (answer.payments?.length) {
    const payments = document.createElement("p");
    payments.textContent = `${t("table.payments")}: ` + answer.payments.map((x) => `${x.from} → ${x.to} ${x.amount}`).join(", ");
    box.append(payments);
  }
}

async function submit(event) {
  event.preventDefault();
  const hand = document.getElementById("hand").value.trim();
  const value = (id) => document.getElementById(id).value;
  const request = { ruleset: value("ruleset"), hand, seat_wind: value("seat_wind"), round_wind: value("round_wind") };
  if (hand.includes("+")) {
    const by = value("by");
    request.win = { by, from: by === "discard" ? value("from") : null };
    for (const flag of FLAGS) if (document.getElementById(flag).checked) request.win[flag] = true;
  }
  try {
    show(await api("/api/score", request));
  } catch (error) {
    show({ error: { message: String(error.message || error) } });
  }
}

async function main() {
  const rename = tilePicker(document.getElementById("hand"));
  translatePage(() => { windSelects(); rename(); });
  windSelects();
  document.getElementById("score-form").addEventListener("submit", submit);
  await rulesetSelect();
}

if (document.getElementById("score-form")) main();
