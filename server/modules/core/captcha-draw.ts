// The slider captcha's background picture: pure drawing, run on the captcha worker thread
// (captcha-worker.ts) so its pixels and PNG encoding never hold the platform's event loop.
import { SLIDER_CAPTCHA_SIZE } from "../../../src/api/contract/constants.ts";
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

export interface DrawJob {
  hue: number;
  x: number;
  y: number;
  /** Random bytes for the block noise (the worker has no business drawing its own secrets). */
  noise: Uint8Array;
}

/** HSL (h in degrees, s and l 0–1) to RGB bytes. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export const NOISE_BYTES = Math.ceil(W / 6) * Math.ceil(H / 6);

/** Striped background with block noise and the gap at (x, y): darkened, outlined in white. */
export function drawBackground({ hue, x, y, noise: bytes }: DrawJob): Buffer {
  const [PW, PH] = [W * SCALE, H * SCALE];
  const px = new Uint8Array(PW * PH * 3);
  // One random shade offset (−14…14) per 6 × 6 block.
  const noise = Array.from(bytes, (b) => (b % 29) - 14);
  const stripes = Array.from({ length: Math.ceil(W / 25) }, (_, k) =>
    hsl((hue + k * 17) % 360, 0.55, 0.4 + (k % 3) * 0.08),
  );
  for (let pj = 0; pj < PH; pj++) {
    for (let pi = 0; pi < PW; pi++) {
      // Each layout pixel (i, j) is a SCALE × SCALE square of the picture.
      const [i, j] = [Math.floor(pi / SCALE), Math.floor(pj / SCALE)];
      const n = noise[Math.floor(j / 6) * Math.ceil(W / 6) + Math.floor(i / 6)]!;
      let [r, g, b] = stripes[Math.floor(i / 25)]!;
      r += n;
      g += n;
      b += n;
      const inGap = i >= x && i < x + PIECE && j >= y && j < y + PIECE;
      const edge = inGap && (i === x || i === x + PIECE - 1 || j === y || j === y + PIECE - 1);
      if (edge) [r, g, b] = [255, 255, 255];
      else if (inGap) [r, g, b] = [r * 0.55, g * 0.55, b * 0.55];
      const o = (pj * PW + pi) * 3;
      px[o] = Math.max(0, Math.min(254, r));
      px[o + 1] = Math.max(0, Math.min(254, g));
      px[o + 2] = Math.max(0, Math.min(254, b));
      if (edge) px.set([255, 255, 255], o);
    }
  }
  return encodePng(PW, PH, px);
}
