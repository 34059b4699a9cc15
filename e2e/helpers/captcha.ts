// Solves the platform's slider captcha the way a person does: by looking at the picture. The
// background is a PNG (server/modules/core/captcha.ts) whose only pure-white pixels outline the
// gap; the leftmost one is the gap's x. Nothing in the markup says where the gap is (issue 18).
import { inflateSync } from "node:zlib";
import { SLIDER_CAPTCHA_SIZE } from "../../src/api/contract/constants";

/** The gap's x in the board's layout pixels (the picture may be drawn at a higher resolution). */
export function gapX(backgroundDataUrl: string, boardWidth = SLIDER_CAPTCHA_SIZE.width): number {
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
  const stride = width * 3 + 1;
  let best = Infinity;
  for (let y = 0; y < height; y++) {
    if (raw[y * stride] !== 0) throw new Error("unexpected PNG row filter");
    for (let x = 0; x < width; x++) {
      const o = y * stride + 1 + x * 3;
      if (raw[o] === 255 && raw[o + 1] === 255 && raw[o + 2] === 255 && x < best) best = x;
    }
  }
  if (!Number.isFinite(best)) throw new Error("no gap in the captcha picture");
  return Math.round((best * boardWidth) / width);
}
