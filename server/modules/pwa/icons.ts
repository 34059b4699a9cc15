// Per-tenant app icons and store screenshots, drawn from the tenant's colour (mobileColor):
// a coloured tile with a white disc. The maskable icon keeps the disc inside the 80 % safe zone.
import { encodePng, parseHexColour, type Painter, type Rgba } from "./png.ts";

const WHITE: Rgba = [255, 255, 255, 255];

function tile(colour: Rgba, discRatio: number, corner: number): Painter {
  return (x, y, w, h) => {
    const cx = w / 2;
    const cy = h / 2;
    const r = Math.min(w, h) * corner;
    // Rounded corners (transparent outside) unless corner is 0 (maskable: the OS masks it).
    if (r > 0) {
      const dx = Math.max(r - x - 0.5, x + 0.5 - (w - r), 0);
      const dy = Math.max(r - y - 0.5, y + 0.5 - (h - r), 0);
      if (dx * dx + dy * dy > r * r) return [0, 0, 0, 0];
    }
    const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
    return d <= Math.min(w, h) * discRatio ? WHITE : colour;
  };
}

function screenshot(colour: Rgba): Painter {
  // A header bar in the tenant colour over a light page with game-tile placeholders.
  return (x, y, w, h) => {
    if (y < h * 0.08) return colour;
    const col = Math.floor((x / w) * 3);
    const tileX = (x / w) * 3 - col;
    const row = (y - h * 0.1) / (w / 3);
    const tileY = row - Math.floor(row);
    if (y > h * 0.1 && tileX > 0.08 && tileX < 0.92 && tileY > 0.08 && tileY < 0.92) {
      return [colour[0], colour[1], colour[2], 90];
    }
    return [245, 246, 248, 255];
  };
}

/**
 * Shortcut icons (96 px, the manifest's shortcuts): a white glyph on the tenant's colour —
 * a 2×2 grid of game tiles (lobby), a coin with a plus (deposit), a speech bubble (messages).
 */
function shortcutIcon(colour: Rgba, glyph: "lobby" | "deposit" | "messages"): Painter {
  const base = tile(colour, 0, 0.18);
  return (x, y, w, h) => {
    const bg = base(x, y, w, h);
    if (bg[3] === 0) return bg;
    const u = (x + 0.5) / w;
    const v = (y + 0.5) / h;
    let on: boolean;
    if (glyph === "lobby") {
      const inCell = (t: number) => (t > 0.24 && t < 0.47) || (t > 0.53 && t < 0.76);
      on = inCell(u) && inCell(v);
    } else if (glyph === "deposit") {
      const d = Math.hypot(u - 0.5, v - 0.5);
      const plus =
        (Math.abs(u - 0.5) < 0.05 && Math.abs(v - 0.5) < 0.16) ||
        (Math.abs(v - 0.5) < 0.05 && Math.abs(u - 0.5) < 0.16);
      on = d < 0.3 && !plus;
    } else {
      const bubble = u > 0.22 && u < 0.78 && v > 0.26 && v < 0.64;
      const tail = v >= 0.64 && v < 0.78 && u > 0.32 && u < 0.32 + (0.78 - v) * 1.1;
      on = bubble || tail;
    }
    return on ? WHITE : bg;
  };
}

export const ICON_FILES = {
  "icon-192.png": { size: [192, 192], kind: "any" },
  "icon-512.png": { size: [512, 512], kind: "any" },
  "maskable-512.png": { size: [512, 512], kind: "maskable" },
  "apple-touch-icon.png": { size: [180, 180], kind: "apple" },
  "screenshot-narrow.png": { size: [540, 960], kind: "screenshot" },
  "screenshot-wide.png": { size: [1280, 720], kind: "screenshot" },
  "shortcut-lobby.png": { size: [96, 96], kind: "lobby" },
  "shortcut-deposit.png": { size: [96, 96], kind: "deposit" },
  "shortcut-messages.png": { size: [96, 96], kind: "messages" },
} as const;
export type IconFile = keyof typeof ICON_FILES;

export function isIconFile(name: string): name is IconFile {
  return Object.hasOwn(ICON_FILES, name);
}

const cache = new Map<string, Buffer>();

export function renderIcon(file: IconFile, mobileColor: string): Buffer {
  const key = `${file}|${mobileColor}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { size, kind } = ICON_FILES[file];
  const colour = parseHexColour(mobileColor);
  const painter =
    kind === "lobby" || kind === "deposit" || kind === "messages"
      ? shortcutIcon(colour, kind)
      : kind === "screenshot"
        ? screenshot(colour)
        : kind === "maskable"
          ? tile(colour, 0.22, 0)
          : kind === "apple"
            ? tile(colour, 0.28, 0) // iOS rounds the corners itself and shows no transparency
            : tile(colour, 0.28, 0.18);
  const png = encodePng(size[0], size[1], painter);
  cache.set(key, png);
  return png;
}
