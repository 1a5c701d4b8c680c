// Results: a scored hand as a table (the calculator: each scoring element with its points, fan, han or doubles,
// then the total), and the server's report of the end of a hand or of the match (the table's dialog).
import { t } from "./i18n.js";
import { tileElement } from "./tiles.js";

const COUNTS = ["points", "doubles", "fan", "han", "fu"];

function counted(value) {
  return COUNTS.filter((k) => value[k] !== undefined && value[k] !== null).map((k) => `${value[k]} ${k}`).join(", ");
}

export function resultTable(result) {
  const items = document.createElement("table");
  items.className = "items";
  for (const item of result.items || []) {
    const row = items.insertRow();
    row.insertCell().textContent = item[document.documentElement.lang] || item.en || item.rule;
    row.insertCell().textContent = counted(item);
  }
  if (!(result.items || []).length || result.limit) {
    const row = items.insertRow();
    row.insertCell().textContent = result.limit ? String(result.limit) : t("table.no_items");
    row.insertCell().textContent = counted(result);
  }
  const total = items.insertRow();
  total.insertCell().textContent = t("table.total");
  total.insertCell().textContent = String(result.total);
  return items;
}

// -- the end of a hand and of the match, as the server words it (`jongg.reports`, the texts of `jongg play`) --
function element(tag, text, className) {
  const made = document.createElement(tag);
  if (text !== undefined && text !== null) made.textContent = text;
  if (className) made.className = className;
  return made;
}

/** A hand in notation with its tiles drawn as tiles, brackets and marks kept as text. */
export function notationElement(notation) {
  const box = element("span", null, "tiles notation");
  let at = 0;
  for (const found of notation.matchAll(/(\d+)([mpszfg])/g)) {
    if (found.index > at) box.append(notation.slice(at, found.index));
    for (const digit of found[1]) box.append(tileElement(digit + found[2], { small: true }));
    at = found.index + found[0].length;
  }
  if (at < notation.length) box.append(notation.slice(at));
  return box;
}

function rowsTable(rows, head, className = "items") {
  const table = element("table", null, className);
  if (head) {
    const line = table.createTHead().insertRow();
    for (const text of head) line.append(element("th", text));
  }
  const body = table.createTBody();
  for (const row of rows) {
    const line = body.insertRow();
    for (const cell of row) line.insertCell().textContent = String(cell ?? "");
  }
  return table;
}

/** One `report` of the server in one language: a hand's result (every hand with its itemised score, the
 * payments with their reasons, the running totals) or the match's placings. */
export function reportElement(report) {
  const box = element("div", null, `report ${report.kind}`);
  box.append(element("h2", report.title));
  if (report.kind === "match") {
    box.append(rowsTable(report.rows, report.columns, "placings"));
    if (report.note) box.append(element("p", report.note, "note"));
    return box;
  }
  for (const line of report.lines) {
    const p = element("p", null, "line");
    line.forEach((piece, n) => {  // pieces apart, but a comma or full stop right after the tiles before it
      p.append(`${n && !/^[,.;:]/.test(piece.text) ? " " : ""}${piece.text}`);
      if (piece.tiles.length) p.append(" ");
      for (const code of piece.tiles) p.append(tileElement(code, { small: true }));
    });
    box.append(p);
  }
  for (const hand of report.hands) {
    const section = element("section", null, hand.won ? "hand won" : "hand");
    const head = element("h3", hand.head);
    if (hand.hand) head.append(" ", notationElement(hand.hand));
    section.append(head);
    if (hand.items.length) section.append(rowsTable(hand.items));
    if (hand.summary) section.append(element("p", hand.summary, "summary"));
    box.append(section);
  }
  if (report.liable) box.append(element("p", report.liable, "liable"));
  if (report.payments.length) {
    box.append(element("h3", report.payments_title));
    const rows = report.payments.map((x) => [x.reason ? `${x.text} (${x.reason})` : x.text, x.amount]);
    box.append(rowsTable(rows, null, "payments"));
  }
  box.append(element("h3", report.totals_title));
  const totals = report.totals.map(([name, change, total]) => [name, change > 0 ? `+${change}` : `${change}`, total]);
  box.append(rowsTable(totals, report.columns, "totals"));
  if (report.next) box.append(element("p", report.next, "next"));
  return box;
}
