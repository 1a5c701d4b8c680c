// Drawing a table: rows of tiles, melds, a player's box (shared by the table page and the replay viewer).
import { t } from "./i18n.js";
import { tileElement, tileName } from "./tiles.js";

const WIND_TILES = { E: "1z", S: "2z", W: "3z", N: "4z" };
export const windName = (wind) => (WIND_TILES[wind] ? tileName(WIND_TILES[wind]) : String(wind));

export function tilesRow(codes, { small = true, claimed = [], turned = null } = {}) {
  const row = document.createElement("div");
  row.className = "tiles";
  codes.forEach((code, n) => {
    const element = tileElement(code, { small });
    if (claimed[n]) element.classList.add("claimed");
    if (n === turned) element.classList.add("turned");  // the riichi discard lies sideways
    row.append(element);
  });
  return row;
}

export function meldsRow(melds) {
  const row = document.createElement("div");
  row.className = "tiles melds";
  for (const meld of melds || []) {
    const group = document.createElement("span");
    group.className = "meld";
    for (const code of meld.tiles || []) group.append(tileElement(code, { small: true }));
    row.append(group);
  }
  return row;
}

/** One player's box: wind, name, score and marks (the dealer's first); melds, bonus tiles, discards (claimed ones
faded, the riichi discard turned), and the concealed tiles when they are shown (`concealed`: a replay with the hands
open). */
export function playerBox(player, { name, marks = [], turn = false, seat, concealed = null, dealer = false }) {
  if (dealer) marks = [t("table.dealer"), ...marks];
  const box = document.createElement("article");
  box.className = `player${turn ? " turn" : ""}`;
  box.dataset.seat = String(seat);
  const who = document.createElement("div");
  who.className = "who";
  who.textContent = `${windName(player.wind)} · ${name} · ${player.score}` + (marks.length ? ` · ${marks.join(", ")}` : "");
  box.append(who, meldsRow(player.melds));
  if (concealed) box.append(tilesRow(concealed));
  if (player.bonus?.length) box.append(tilesRow(player.bonus));
  const discards = player.discards.map(([code]) => code);
  box.append(tilesRow(discards, { claimed: player.discards.map(([, c]) => c), turned: player.riichi ?? null }));
  return box;
}
