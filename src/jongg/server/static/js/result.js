// A scored hand as a table: each scoring element with its points, fan, han or doubles, then the total
// (the same result object in the end-of-hand dialog and in the calculator).
import { t } from "./i18n.js";

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
