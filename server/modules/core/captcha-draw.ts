// The slider captcha's background picture: pure drawing, run on the captcha worker thread
// (captcha-worker.ts) so its pixels and PNG encoding never hold the platform's event loop.
import { SLIDER_CAPTCHA_SIZE } from "../../../src/api/contract/constants.ts";
import { randomBytes } from "node:crypto";
import { encodePng } from "./png.ts";

export const W = SLIDER_CAPTCHA_SIZE.width;
export const H = SLIDER_CAPTCHA_SIZE.height;
export const PIECE = 44;
/**
 * The picture is drawn at twice its layout size (600 × 300 for a 300 × 150 board): phones show it
 * at a device pixel ratio of 2 or more, and a 1× picture is blurred there (Lighthouse's
 * image-size-responsive failed lottery's login). Positions stay in layout pixels.
 */
const SCALE = 2;

/** A shape drawn into the picture: the gap, or a decoy a person tells apart and a scan does not. */
export interface Shape {
  kind: "square" | "circle";
  x: number;
  y: number;
}

export interface DrawJob {
  hue: number;
  /** The gap first (the piece's shape, a rounded square), then the decoys. */
  shapes: Shape[];
}

/** HSL (h in degrees, s and l 0–1) to RGB bytes. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

const BLOCKS = Math.ceil(W / 6) * Math.ceil(H / 6);
/** Block shades, then one byte of fine grain per layout pixel. */
const NOISE_BYTES = BLOCKS + W * H;
const CORNER = 6;
/** How far around each shape's box the fine grain reaches (layout px). */
const GRAIN_MARGIN = 8;

/** Signed distance (layout px) await from (px, py) to the shape's edge: negative inside. */
function distance(s: Shape, px: number, py: number): number {
  const h = PIECE / 2;
  const [cx, cy] = [s.x + h, s.y + h];
  if (s.kind === "circle") return Math.hypot(px - cx, py - cy) - h;
  const qx = Math.abs(px - cx) - (h - CORNER);
  const qy = Math.abs(py - cy) - (h - CORNER);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - CORNER;
}

/**
 * Striped background with block shading and fine grain; each shape darkened inside and outlined
 * by a soft, anti-aliased light line blended with what is under it. No colour is special: no
 * pixel is pure white, and the gap's outline is no brighter than the decoys'.
 */
export function drawBackground({ hue, shapes }: DrawJob): Buffer {
  const noise = randomBytes(NOISE_BYTES);
  const [PW, PH] = [W * SCALE, H * SCALE];
  const px = new Uint8Array(PW * PH * 3);
  const stripes = Array.from({ length: Math.ceil(W / 25) }, (_, k) =>
    hsl((hue + k * 17) % 360, 0.55, 0.4 + (k % 3) * 0.08),
  );
  // Per shape, the outline's strength (0.45–0.6) and its tint toward white.
  const strength = shapes.map((_, k) => 0.45 + (noise[k % BLOCKS]! % 16) / 100);
  const cols = Math.ceil(W / 6);
  for (let pj = 0; pj < PH; pj++) {
    const j = (pj + 0.5) / SCALE;
    for (let pi = 0; pi < PW; pi++) {
      // Positions in layout pixels, at the picture pixel's centre.
      const i = (pi + 0.5) / SCALE;
      const block = (noise[Math.floor(j / 6) * cols + Math.floor(i / 6)]! % 29) - 14;
      // Grain only around the shapes, where a scan looks: elsewhere the picture stays smooth and
      // compresses (it is the login screen's largest image on a phone's slow first load).
      const near = shapes.some(
        (s) =>
          i > s.x - GRAIN_MARGIN &&
          i < s.x + PIECE + GRAIN_MARGIN &&
          j > s.y - GRAIN_MARGIN &&
          j < s.y + PIECE + GRAIN_MARGIN,
      );
      const grain = near ? (noise[BLOCKS + Math.floor(j) * W + Math.floor(i)]! % 9) - 4 : 0;
      const stripe = stripes[Math.floor(i / 25)]!;
      let r = stripe[0] + block + grain;
      let g = stripe[1] + block + grain;
      let b = stripe[2] + block + grain;
      for (let k = 0; k < shapes.length; k++) {
        const shape = shapes[k]!;
        // Far from the shape's box: nothing to draw.
        if (
          i < shape.x - 2 ||
          i > shape.x + PIECE + 2 ||
          j < shape.y - 2 ||
          j > shape.y + PIECE + 2
        ) {
          continue;
        }
        const d = distance(shape, i, j);
        if (d > 1.5) continue;
        // Inside: darker, fading over the last pixel (anti-aliased edge).
        const dim = 1 - 0.42 * Math.min(1, Math.max(0, 0.5 - d));
        // The outline: a line about one layout pixel wide centred on the edge, soft at its sides.
        const line = Math.max(0, 1 - Math.abs(d) / 1.2) * strength[k]!;
        r = r * dim + (235 - r * dim) * line;
        g = g * dim + (235 - g * dim) * line;
        b = b * dim + (235 - b * dim) * line;
      }
      const o = (pj * PW + pi) * 3;
      px[o] = Math.max(0, Math.min(250, Math.round(r)));
      px[o + 1] = Math.max(0, Math.min(250, Math.round(g)));
      px[o + 2] = Math.max(0, Math.min(250, Math.round(b)));
    }
  }
  return encodePng(PW, PH, px);
}
