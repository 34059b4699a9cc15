// Slider captcha (mode 0), issued and verified by the platform: the background has a gap at a
// secret x; the player slides the piece there; a match within ±6 px gives a one-use token that
// Login / Rigster consume when the tenant has appIsVerification. Puzzles and tokens live 2 minutes
// in the database (captcha_puzzles, captcha_tokens): several processes share them, so a puzzle
// drawn by one is solved on another and its token spent on a third.
// The background is a PNG drawn here: its markup holds no coordinate, the gap exists
// only as pixels (an image-analysing bot can still find it; the login limits stop guessing).
import type { FastifyInstance } from "fastify";
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { PlatformContext } from "../../context.ts";
import type { Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { parseWith } from "../../http/validate.ts";
import { Worker } from "node:worker_threads";
import { clientAddress } from "../../http/budget.ts";
import { PIECE, W, H, type DrawJob, type Shape } from "./captcha-draw.ts";
import { capLimits, withinCap } from "./rate-limit.ts";
import {
  sliderVerifyBody,
  type SliderCaptcha,
  type SliderVerifyResult,
} from "../../../src/api/contract/common.ts";

const TOLERANCE = 6;
const LIFE_MS = 120_000;
/** Drawings waiting for the worker; more is answered 503 (the thread is saturated). */
const MAX_QUEUE = 64;

function statements(db: Db) {
  return {
    // Expired rows go as new ones come (an index on the expiry makes it a short range).
    prunePuzzles: prep<[number]>(db, "DELETE FROM captcha_puzzles WHERE expires_at < ?"),
    addPuzzle: prep<[string, number, number]>(
      db,
      "INSERT INTO captcha_puzzles (id, x, expires_at) VALUES (?, ?, ?)",
    ),
    // Taken in the statement that reads it: one attempt per puzzle, whichever process gets it.
    takePuzzle: prep<[string], { x: number; expires_at: number }>(
      db,
      "DELETE FROM captcha_puzzles WHERE id = ? RETURNING x, expires_at",
    ),
    readPuzzle: prepPluck<[string], number>(db, "SELECT x FROM captcha_puzzles WHERE id = ?"),
    pruneTokens: prep<[number]>(db, "DELETE FROM captcha_tokens WHERE expires_at < ?"),
    addToken: prep<[string, number]>(
      db,
      "INSERT INTO captcha_tokens (token_hash, expires_at) VALUES (?, ?)",
    ),
    takeToken: prepPluck<[string], number>(
      db,
      "DELETE FROM captcha_tokens WHERE token_hash = ? RETURNING expires_at",
    ),
  };
}

/** A token is kept as its hash: the table gives nobody a token to spend. */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * The drawing thread: a puzzle's pixels and PNG encoding take milliseconds of CPU, which on the
 * event loop would stall every member's request while anonymous clients ask for puzzles.
 */
function drawer(app: FastifyInstance) {
  let worker: Worker | null = null;
  let seq = 0;
  const waiting = new Map<number, { resolve: (png: Buffer) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
    worker = null;
  };
  const start = () => {
    const w = new Worker(new URL("./captcha-worker.ts", import.meta.url));
    w.on("message", ({ id, png }: { id: number; png: Uint8Array }) => {
      waiting.get(id)?.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      waiting.delete(id);
    });
    w.on("error", failAll);
    w.on("exit", () => failAll(new Error("captcha worker exited")));
    w.unref();
    return w;
  };
  app.addHook("onClose", async () => {
    const w = worker;
    worker = null;
    await w?.terminate();
  });
  return {
    busy: () => waiting.size >= MAX_QUEUE,
    draw(job: DrawJob): Promise<Buffer> {
      worker ??= start();
      const id = ++seq;
      const w = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        w.postMessage({ id, job });
      });
    },
  };
}

/**
 * Decoys a scan cannot tell from the gap by colour or brightness, and a person can by the piece:
 * a circle in the piece's own row, and a square of the piece's shape in another row.
 */
function decoys(x: number, y: number): Shape[] {
  const placed: Shape[] = [];
  const apart = (nx: number) =>
    [x, ...placed.map((p) => p.x)].every((o) => Math.abs(o - nx) >= PIECE + 8);
  const want: Shape["kind"][] = ["circle", "square"];
  for (let tries = 0; tries < 200 && placed.length < want.length; tries++) {
    const kind = want[placed.length]!;
    const nx = randomInt(4, W - PIECE - 4);
    const ny = kind === "circle" ? y : randomInt(6, H - PIECE - 6);
    if (kind === "square" && Math.abs(ny - y) < 26) continue;
    if (apart(nx)) placed.push({ kind, x: nx, y: ny });
  }
  return placed;
}

const dataSvg = (body: string, w: number, h: number) =>
  "data:image/svg+xml;base64," +
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  ).toString("base64");

/** True once for a token issued by verify and not expired. */
export async function consumeCaptchaToken(
  ctx: PlatformContext,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const exp = await statements(ctx.db).takeToken.get(tokenHash(token));
  return exp !== undefined && exp > ctx.now();
}

export function registerCaptchaRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const draw = drawer(app);
  const st = statements(ctx.db);
  app.get("/api/v3/common/slider-captcha", async (req) => {
    // Each puzzle costs a drawing: capped per address (a person needs a few), then refused while
    // the drawing thread is saturated by everyone together.
    if (!(await withinCap(ctx, capLimits.captcha(ctx, clientAddress(req))))) {
      fail(429, say(req, "Too many puzzles, try again in a minute"));
    }
    if (draw.busy()) fail(503, say(req, "The service is busy, please try again in a moment"));
    const now = ctx.now();
    await st.prunePuzzles.run(now);
    const x = randomInt(PIECE + 20, W - PIECE - 10);
    const y = randomInt(10, H - PIECE - 10);
    const captchaId = randomBytes(12).toString("base64url");
    await st.addPuzzle.run(captchaId, x, now + LIFE_MS);
    const hue = randomInt(0, 360);
    const png = await draw.draw({ hue, shapes: [{ kind: "square", x, y }, ...decoys(x, y)] });
    const result: SliderCaptcha = {
      captchaId,
      width: W,
      height: H,
      pieceSize: PIECE,
      pieceY: y,
      backgroundUrl: `data:image/png;base64,${png.toString("base64")}`,
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
    // One attempt per puzzle, so the position cannot be searched.
    const puzzle = await st.takePuzzle.get(body.captchaId);
    const now = ctx.now();
    if (!puzzle || puzzle.expires_at < now || Math.abs(puzzle.x - body.x) > TOLERANCE) {
      fail(422, say(req, "Verification failed, try again"), "captcha-failed");
    }
    await st.pruneTokens.run(now);
    const captchaToken = randomBytes(18).toString("base64url");
    await st.addToken.run(tokenHash(captchaToken), now + LIFE_MS);
    const result: SliderVerifyResult = { captchaToken };
    return ok(result);
  });
}

/** Test helper: the secret x of an issued puzzle. */
export function puzzleX(ctx: PlatformContext, captchaId: string): Promise<number | undefined> {
  return statements(ctx.db).readPuzzle.get(captchaId);
}
