// The hand analyser: shanten, waits and the discards ranked by how many tiles improve the hand (`/api/analyse`).
import { api } from "./api.js";
import { t, translatePage } from "./i18n.js";
import { rulesetSelect } from "./score.js";
import { tileElement } from "./tiles.js";
import { tilePicker } from "./picker.js";

function tiles(list) {
  const row = document.createElement("span");
  row.className = "tiles inline";
  for (const { tile, unseen } of list) {
    const element = tileElement(tile, { small: true });
    element.title = `${element.title} · ${t("analyse.unseen", { n: unseen })}`;
    row.append(element, ` ${unseen} `);
  }
  return row;
}

function show(answer) {
  const box = document.getElementById("result");
  const line = document.createElement("p");
  line.textContent = t("analyse.shanten", { n: answer.shanten });
  box.replaceChildren(line);
  if (answer.waits?.length) {
    const waits = document.createElement("p");
    waits.append(`${t("analyse.waits")}: `, tiles(answer.waits));
    box.append(waits);
  }
  if (answer.discards?.length) {
    const table = document.createElement("table");
    table.className = "discards";
    const head = table.createTHead().insertRow();
    for (const key of ["analyse.discard", "analyse.after", "analyse.acceptance", "analyse.improving"]) {
      const th = document.createElement("th");
      th.textContent = t(key);
      head.append(th);
    }
    const body = table.createTBody();
    for (const discard of answer.discards) {
      const row = body.insertRow();
      row.insertCell().append(tileElement(discard.tile, { small: true }));
      row.insertCell().textContent = String(discard.shanten);
      row.insertCell().textContent = String(discard.acceptance);
      row.insertCell().append(tiles(discard.improving));
    }
    box.append(table);
  }
}

async function submit(event) {
  event.preventDefault();
  try {
    show(await api("/api/analyse", {
      hand: document.getElementById("hand").value.trim(), ruleset: document.getElementById("ruleset").value,
    }));
  } catch (error) {
    const line = document.createElement("p");
    line.className = "error";
    line.setAttribute("role", "alert");
    line.textContent = String(error.message || error);
    document.getElementById("result").replaceChildren(line);
  }
}

translatePage(tilePicker(document.getElementById("hand"), ["concealed", "exposed", "kong"]));
document.getElementById("analyse-form").addEventListener("submit", submit);
rulesetSelect();
