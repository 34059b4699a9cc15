// Pictures for the generated artwork, from the game-icons.net set (CC BY 3.0, credited in the
// app's About and in docs/content.md) as Iconify JSON: each icon is one 512-unit path. The set is
// read on the server only, once, and only the icons named here are kept; it never reaches the app.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** A word of a game's English name → the icon that pictures it. */
const BY_WORD: Readonly<Record<string, string>> = {
  dragon: "dragon-head",
  treasure: "open-treasure-chest",
  mahjong: "domino-tiles",
  fruits: "cherry",
  panda: "panda",
  pharaoh: "egyptian-sphinx",
  pirates: "pirate-captain",
  goddess: "lotus-flower",
  tiger: "tiger-head",
  gems: "gems",
  phoenix: "egyptian-bird",
  bull: "charging-bull",
  banker: "bull-horns",
  baccarat: "card-ace-hearts",
  roulette: "spinning-wheel",
  sic: "rolling-dices",
  blackjack: "card-ace-spades",
  sportsbook: "soccer-ball",
  esports: "gamepad",
  racing: "race-car",
  lotto: "stopwatch",
  fast: "rolling-dices",
  three: "card-play",
  six: "ball-pyramid",
  airship: "zeppelin",
  pick: "ticket",
  landlord: "farmer",
  "hold'em": "poker-hand",
  bar: "domino-tiles",
  thirteen: "card-random",
  red: "card-joker",
  fishing: "angler-fish",
  master: "fishing-pole",
  hunter: "shark-jaws",
  toad: "frog",
};

/** A plate type's own picture: its menu icon, and a game of it that no word names. */
export const PLATE_ICONS: Readonly<Record<string, string>> = {
  slot: "slot-machine",
  live: "card-pick",
  sports: "soccer-ball",
  lottery: "rolling-dices",
  chess: "poker-hand",
  fish: "angler-fish",
};

/** Each tenant's emblem in its logo, favicon and app badge. */
export const TENANT_ICONS: Readonly<Record<string, string>> = {
  classic: "crown",
  elec: "ringed-planet",
  lottery: "clover",
  tq: "trophy-cup",
};

/** Other pictures of the tenants' art (the app badge, banner decorations). */
export const EXTRA_ICONS = ["smartphone", "two-coins", "sparkles", "present"] as const;

let bodies: Map<string, string> | null = null;

/** The set's icons that the artwork uses, read once on first use. */
function iconBodies(): Map<string, string> {
  if (bodies) return bodies;
  const require = createRequire(import.meta.url);
  const file = require.resolve("@iconify-json/game-icons/icons.json");
  const set = JSON.parse(readFileSync(file, "utf8")) as { icons: Record<string, { body: string }> };
  const wanted = [
    ...Object.values(BY_WORD),
    ...Object.values(PLATE_ICONS),
    ...Object.values(TENANT_ICONS),
    ...EXTRA_ICONS,
  ];
  bodies = new Map();
  for (const name of wanted) {
    const icon = set.icons[name];
    if (!icon) throw new Error(`game-icons has no icon "${name}"`);
    // The set paints with currentColor; the artwork sets the colour on the group around it.
    bodies.set(name, icon.body.replace(/fill="currentColor"/g, ""));
  }
  return bodies;
}

/** An icon's path markup (512 units square). */
export function iconBody(name: string): string {
  const body = iconBodies().get(name);
  if (body === undefined) throw new Error(`icon "${name}" is not one the artwork uses`);
  return body;
}

/** The icon that pictures a game: the first word of its English name that one pictures, else its
 * plate type's. */
export function gameIcon(nameEn: string, plateType: string): string {
  const words = nameEn.toLowerCase().split(/\s+/);
  for (const w of words) if (BY_WORD[w]) return BY_WORD[w];
  return PLATE_ICONS[plateType] ?? "slot-machine";
}

/** An icon drawn in a `size` box at (x, y), filled with `fill`. */
export function placeIcon(name: string, x: number, y: number, size: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 512})" fill="${fill}">${iconBody(name)}</g>`;
}
