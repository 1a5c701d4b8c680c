// Tiles in the notation of jongg (`5m`, `0p` a red five, `1z` East, `1f` a flower): names, order, elements.
import { language } from "./i18n.js";

const SUITS = { en: { m: "Characters", p: "Dots", s: "Bamboo" }, de: { m: "Zahl", p: "Kreis", s: "Bambus" } };
const HONOURS = {
  en: ["East", "South", "West", "North", "White Dragon", "Green Dragon", "Red Dragon"],
  de: ["Ost", "Süd", "West", "Nord", "Weißer Drache", "Grüner Drache", "Roter Drache"],
};
const BONUS = {
  en: { f: ["Plum", "Orchid", "Chrysanthemum", "Bamboo flower"], g: ["Spring", "Summer", "Autumn", "Winter"] },
  de: { f: ["Pflaume", "Orchidee", "Chrysantheme", "Bambusblüte"], g: ["Frühling", "Sommer", "Herbst", "Winter"] },
};
const RED = { en: "red", de: "rot" };

/** The accessible name of a tile: "5 Bamboo", "rote 5 Kreis", "East". */
export function tileName(code) {
  const lang = language();
  const digit = Number(code[0]);
  const suit = code[1];
  if (suit in SUITS.en) return digit === 0 ? `${RED[lang]} 5 ${SUITS[lang][suit]}` : `${digit} ${SUITS[lang][suit]}`;
  if (suit === "z") return HONOURS[lang][digit - 1] ?? code;
  if (suit in BONUS.en) return BONUS[lang][suit][digit - 1] ?? code;
  return code;
}

/** The order of a hand: characters, circles, bamboo, honours, bonus tiles; a red five among the fives. */
export function tileOrder(code) {
  const suits = "mpszfg";
  const digit = Number(code[0]);
  return suits.indexOf(code[1]) * 20 + (digit === 0 ? 10.5 : digit * 2);
}

export function sortTiles(codes) {
  return [...codes].sort((a, b) => tileOrder(a) - tileOrder(b));
}

/** A tile as an element: a button when it can be played, else an image; its name for everyone. It holds both
its picture and its code (`5s`); the page's tile style (tile-style.js) shows one of them. */
export function tileElement(code, { button = false, small = false } = {}) {
  const element = document.createElement(button ? "button" : "span");
  if (button) element.type = "button";
  else element.setAttribute("role", "img");
  element.className = `tile ${code[1]}${small ? " small" : ""}${code[0] === "0" ? " red" : ""}`;
  const text = document.createElement("span");
  text.className = "code";
  text.textContent = code[0] === "0" ? `5${code[1]}` : code;
  const picture = document.createElement("img");
  picture.src = `/static/tiles/${code}.svg`;  // one for every code of the notation (tools/make_tiles.py)
  picture.alt = "";
  picture.draggable = false;
  element.append(picture, text);
  element.setAttribute("aria-label", tileName(code));
  element.title = tileName(code);
  element.dataset.tile = code;
  return element;
}
