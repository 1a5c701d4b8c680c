// The tiles as pictures (the default) or as their notation codes (`5s`): chosen on any page with the header's
// button and remembered in this browser. Every tile holds both (tiles.js); the style sheet shows one.
const KEY = "jongg.tiles";
const button = document.getElementById("tile-style");

function apply() {
  const codes = localStorage.getItem(KEY) === "codes";
  document.documentElement.dataset.tiles = codes ? "codes" : "pictures";
  button?.setAttribute("aria-pressed", String(codes));
}

button?.addEventListener("click", () => {
  localStorage.setItem(KEY, localStorage.getItem(KEY) === "codes" ? "pictures" : "codes");
  apply();
});
window.addEventListener("storage", apply);  // switched in another tab
apply();
