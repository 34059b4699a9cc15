// Solves the platform's slider captcha the way a person does: by looking for the piece's shape
// in the piece's row. The background is a PNG (server/modules/core/captcha.ts) with the gap and
// decoys, all outlined alike; only the gap has the piece's shape (a rounded square) in its row.
// Nothing in the markup says where the gap is, and no pixel colour gives it away.
import type { Page } from "@playwright/test";
import { inflateSync } from "node:zlib";
import { SLIDER_CAPTCHA_SIZE } from "../../src/api/contract/constants.ts";

const PIECE = 44;

/** The picture's pixels (the platform writes 8-bit RGB rows, each unfiltered or "Up"-filtered). */
export function decodePicture(backgroundDataUrl: string) {
  const png = Buffer.from(backgroundDataUrl.split(",")[1] ?? "", "base64");
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const len = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    if (type === "IHDR") [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === "IDAT") idat.push(data);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    if (filter !== 0 && filter !== 2) throw new Error(`unexpected PNG row filter ${filter}`);
    for (let x = 0; x < stride; x++) {
      const above = filter === 2 && y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      pixels[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + above) & 0xff;
    }
  }
  const rgb = (x: number, y: number) => {
    const o = y * stride + x * 3;
    return [pixels[o]!, pixels[o + 1]!, pixels[o + 2]!] as const;
  };
  return { width, height, rgb };
}

/**
 * The gap's x in the board's layout pixels: the x at which the most points of a rounded square's
 * outline, in the piece's row, are a light line (lighter than just inside and just outside).
 */
export function gapX(
  backgroundDataUrl: string,
  pieceY: number,
  boardWidth = SLIDER_CAPTCHA_SIZE.width,
): number {
  const pic = decodePicture(backgroundDataUrl);
  const scale = pic.width / boardWidth;
  const lum = (x: number, y: number) => {
    const [r, g, b] = pic.rgb(Math.round(x * scale), Math.round(y * scale));
    return 0.3 * r + 0.59 * g + 0.11 * b;
  };
  // Points along the straight parts of the square's four sides (layout px), with their normal.
  const points: [number, number, number, number][] = [];
  for (let t = 8; t <= PIECE - 8; t += 2) {
    points.push([t, 0, 0, -1], [t, PIECE, 0, 1], [0, t, -1, 0], [PIECE, t, 1, 0]);
  }
  let best = { x: 0, score: -1 };
  for (let x = 2; x + PIECE < boardWidth - 2; x++) {
    let score = 0;
    for (const [dx, dy, nx, ny] of points) {
      const [px, py] = [x + dx, pieceY + dy];
      const on = lum(px, py);
      if (
        on > lum(px + 2.5 * nx, py + 2.5 * ny) + 12 &&
        on > lum(px - 2.5 * nx, py - 2.5 * ny) + 12
      )
        score++;
    }
    if (score > best.score) best = { x, score };
  }
  return best.x;
}

/** The gap's x of the puzzle shown on the page (its picture, and its piece's row). */
export async function shownGapX(page: Page): Promise<number> {
  const board = page.locator(".slider-captcha__board");
  const src = await board.locator("img").first().getAttribute("src");
  // The piece's top is a share of the board's height (slider-captcha.tsx).
  const topShare = await board
    .locator(".slider-captcha__piece")
    .evaluate((el) => parseFloat((el as HTMLElement).style.top) / 100);
  return gapX(src!, Math.round(topShare * SLIDER_CAPTCHA_SIZE.height));
}
