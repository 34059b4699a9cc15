// Slider captcha (mode 0), issued and verified by the platform: the background has a gap at a
// secret x; the player slides the piece there; a match within ±6 px gives a one-use token that
// Login / Rigster consume when the tenant has appIsVerification. Kept in memory (2 min life).
// The background is a PNG drawn here (issue 18): its markup holds no coordinate, the gap exists
// only as pixels (an image-analysing bot can still find it; the login limits stop guessing).
import type { FastifyInstance } from "fastify";
import { randomBytes, randomInt } from "node:crypto";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { parseWith } from "../../http/validate.ts";
import { SLIDER_CAPTCHA_SIZE } from "../../../src/api/contract/constants.ts";
import { encodePng } from "./png.ts";
import {
  sliderVerifyBody,
  type SliderCaptcha,
  type SliderVerifyResult,
} from "../../../src/api/contract/common.ts";

const W = SLIDER_CAPTCHA_SIZE.width;
const H = SLIDER_CAPTCHA_SIZE.height;
const PIECE = 44;
/**
 * The picture is drawn at twice its layout size (600 × 300 for a 300 × 150 board): phones show it
 * at a device pixel ratio of 2 or more, and a 1× picture is blurred there (Lighthouse's
 * image-size-responsive failed lottery's login). Positions stay in layout pixels.
 */
const SCALE = 2;
const TOLERANCE = 6;
const LIFE_MS = 120_000;
const MAX_ENTRIES = 20_000;

interface Store {
  puzzles: Map<string, { x: number; expires: number }>;
  tokens: Map<string, number>;
}
const stores = new WeakMap<PlatformContext, Store>();
function storeOf(ctx: PlatformContext): Store {
  let s = stores.get(ctx);
  if (!s) stores.set(ctx, (s = { puzzles: new Map(), tokens: new Map() }));
  return s;
}
function prune<V>(map: Map<string, V>, expiry: (v: V) => number, now: number) {
  if (map.size < MAX_ENTRIES) return;
  for (const [k, v] of map) if (expiry(v) < now || map.size >= MAX_ENTRIES) map.delete(k);
}

/** HSL (h in degrees, s and l 0–1) to RGB bytes. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Striped background with block noise and the gap at (x, y): darkened, outlined in white. */
function backgroundPng(hue: number, x: number, y: number): string {
  const [PW, PH] = [W * SCALE, H * SCALE];
  const px = new Uint8Array(PW * PH * 3);
  // One random shade offset (−14…14) per 6 × 6 block.
  const noise = Array.from(randomBytes(Math.ceil(W / 6) * Math.ceil(H / 6)), (b) => (b % 29) - 14);
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
  return "data:image/png;base64," + encodePng(PW, PH, px).toString("base64");
}

const dataSvg = (body: string, w: number, h: number) =>
  "data:image/svg+xml;base64," +
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  ).toString("base64");

/** True once for a token issued by verify and not expired. */
export function consumeCaptchaToken(ctx: PlatformContext, token: string | undefined): boolean {
  if (!token) return false;
  const s = storeOf(ctx);
  const exp = s.tokens.get(token);
  s.tokens.delete(token);
  return exp !== undefined && exp > ctx.now();
}

export function registerCaptchaRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get("/api/v3/common/slider-captcha", async () => {
    const s = storeOf(ctx);
    const now = ctx.now();
    prune(s.puzzles, (v) => v.expires, now);
    const x = randomInt(PIECE + 20, W - PIECE - 10);
    const y = randomInt(10, H - PIECE - 10);
    const captchaId = randomBytes(12).toString("base64url");
    s.puzzles.set(captchaId, { x, expires: now + LIFE_MS });
    const hue = randomInt(0, 360);
    const result: SliderCaptcha = {
      captchaId,
      width: W,
      height: H,
      pieceSize: PIECE,
      pieceY: y,
      backgroundUrl: backgroundPng(hue, x, y),
      pieceUrl: dataSvg(
        `<rect width="${PIECE}" height="${PIECE}" rx="6" fill="hsl(${hue} 70% 60%)" stroke="#fff" stroke-width="2"/>`,
        PIECE,
        PIECE,
      ),
      expiresInSec: LIFE_MS / 1000,
    };
    return ok(result);
  });

  app.post("/api/v3/common/slider-captcha/verify", async (req) => {
    const body = parseWith(req, sliderVerifyBody, req.body, {
      captchaId: "The puzzle is missing, get a new one",
      x: "Slide the piece into the gap",
    });
    const s = storeOf(ctx);
    const puzzle = s.puzzles.get(body.captchaId);
    // One attempt per puzzle, so the position cannot be searched.
    s.puzzles.delete(body.captchaId);
    const now = ctx.now();
    if (!puzzle || puzzle.expires < now || Math.abs(puzzle.x - body.x) > TOLERANCE) {
      fail(422, say(req, "Verification failed, try again"), "captcha-failed");
    }
    prune(s.tokens, (v) => v, now);
    const captchaToken = randomBytes(18).toString("base64url");
    s.tokens.set(captchaToken, now + LIFE_MS);
    const result: SliderVerifyResult = { captchaToken };
    return ok(result);
  });
}

/** Test helper: the secret x of an issued puzzle. */
export function puzzleX(ctx: PlatformContext, captchaId: string): number | undefined {
  return storeOf(ctx).puzzles.get(captchaId)?.x;
}
