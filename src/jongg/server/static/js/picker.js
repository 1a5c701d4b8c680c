// A tile picker for the calculator and the analyser: every tile as a button that writes its code into the hand's
// notation (`docs/notation.md`) in the part chosen — the concealed tiles, an exposed set `[...]`, a concealed kong
// `(...)`, the winning tile `+X`; flowers and seasons are tokens of their own. The text stays the hand: it can be
// typed as well, and the picker edits whatever it holds.
import { tileElement, tileName } from "./tiles.js";

const SUITED = ["m", "p", "s"].flatMap((suit) => [1, 2, 3, 4, 5, 0, 6, 7, 8, 9].map((n) => `${n}${suit}`));
const TILES = [...SUITED, ...[1, 2, 3, 4, 5, 6, 7].map((n) => `${n}z`), ...[1, 2, 3, 4].flatMap((n) => [`${n}f`, `${n}g`])];
const BARE = /^[0-9mpszfg]+$/;
const BONUS_ONLY = /^([1-4][fg])+$/;
const PARTS = { concealed: null, exposed: ["[", "]"], kong: ["(", ")"], winning: null };

/** How many tiles a token holds (a digit per tile). */
const size = (token) => (token.match(/[0-9]/g) || []).length;

/** The kinds of a set token's tiles, a red five as a five. */
function kinds(token) {
  const out = [];
  for (const group of token.matchAll(/([0-9]+)([mpsz])/g)) {
    for (const digit of group[1]) out.push(`${digit === "0" ? "5" : digit}${group[2]}`);
  }
  return out;
}

/** Whether the set `token` can take `code`: an exposed set up to three tiles, or a fourth of its kind (a kong); a
 * concealed kong up to four. */
function grows(token, code, part) {
  if (part === "kong") return size(token) < 4;
  const kind = code[0] === "0" ? `5${code[1]}` : code;
  return size(token) < 3 || (size(token) === 3 && kinds(token).every((k) => k === kind));
}

/** The hand's text with `code` added to `part`. */
export function addTile(text, code, part) {
  const tokens = text.trim() ? text.trim().split(/\s+/) : [];
  const winning = tokens.filter((token) => token.startsWith("+"));
  const rest = tokens.filter((token) => !token.startsWith("+"));
  if (/[fg]$/.test(code)) rest.push(code);
  else if (part === "winning") return [...rest, `+${code}`].join(" ");
  else if (PARTS[part]) {
    const [open, close] = PARTS[part];
    const last = rest.findLastIndex((token) => token.startsWith(open));
    if (last >= 0 && grows(rest[last], code, part)) rest[last] = rest[last].replace(/[<^>]?[)\]]$/, "") + code + close;
    else rest.push(`${open}${code}${close}`);
  } else {
    const at = rest.findIndex((token) => BARE.test(token) && !BONUS_ONLY.test(token));
    if (at >= 0) rest[at] += code;
    else rest.unshift(code);
  }
  return [...rest, ...winning].join(" ");
}

/** The picker under `input`: the part chosen (`parts`: which of concealed, exposed, kong, winning), the tiles,
 * and buttons to take the last tile back and to clear. Returns a function that names the tiles anew (after the
 * language changed). */
export function tilePicker(input, parts = Object.keys(PARTS)) {
  const box = document.createElement("fieldset");
  box.className = "picker";
  const legend = document.createElement("legend");
  legend.dataset.t = "picker.title";
  box.append(legend);
  const history = [];
  const choice = document.createElement("div");
  choice.className = "picker-parts";
  for (const part of parts) {
    const label = document.createElement("label");
    const radio = document.createElement("input");
    radio.type = "radio";
    radio.name = `${input.id}-part`;
    radio.value = part;
    radio.checked = part === parts[0];
    const words = document.createElement("span");
    words.dataset.t = `picker.${part}`;
    label.append(radio, " ", words);
    choice.append(label);
  }
  const tiles = document.createElement("div");
  tiles.className = "tiles picker-tiles";
  for (const code of TILES) {
    const button = tileElement(code, { button: true, small: true });
    button.addEventListener("click", () => {
      history.push(input.value);
      const part = choice.querySelector("input:checked")?.value ?? parts[0];
      input.value = addTile(input.value, code, part);
      input.dispatchEvent(new Event("input"));
    });
    tiles.append(button);
  }
  const back = document.createElement("button");
  back.type = "button";
  back.dataset.t = "picker.back";
  back.addEventListener("click", () => { if (history.length) input.value = history.pop(); });
  const clear = document.createElement("button");
  clear.type = "button";
  clear.dataset.t = "picker.clear";
  clear.addEventListener("click", () => { history.push(input.value); input.value = ""; });
  box.append(choice, tiles, back, " ", clear);
  input.closest("label").after(box);
  return () => {
    for (const button of tiles.children) {
      button.setAttribute("aria-label", tileName(button.dataset.tile));
      button.title = tileName(button.dataset.tile);
    }
  };
}
