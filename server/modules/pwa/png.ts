// A minimal PNG encoder (8-bit RGBA, no interlace) on node:zlib, so the platform can draw
// per-tenant icons without an image library.
import { crc32, deflateSync } from "node:zlib";

export type Rgba = readonly [number, number, number, number];

/** A pixel painter: returns the colour of (x, y) in a width × height image. */
export type Painter = (x: number, y: number, width: number, height: number) => Rgba;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function encodePng(width: number, height: number, paint: Painter): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  // compression, filter and interlace methods stay 0
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = paint(x, y, width, height);
      const o = y * stride + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** "#1677ff" / "#17f" → [r, g, b, 255]; anything else → the fallback. */
export function parseHexColour(hex: string, fallback: Rgba = [22, 119, 255, 255]): Rgba {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return fallback;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [
    parseInt(h.slice(0, 2), 16),
    parseInt(h.slice(2, 4), 16),
    parseInt(h.slice(4, 6), 16),
    255,
  ];
}

/** Reads width and height back from a PNG's IHDR (tests and the manifest check). */
export function pngSize(png: Buffer): { width: number; height: number } | null {
  if (
    png.length < 24 ||
    png.readUInt32BE(0) !== 0x89504e47 ||
    png.toString("ascii", 12, 16) !== "IHDR"
  ) {
    return null;
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
