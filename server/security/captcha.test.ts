// The slider captcha's answer (the gap's x) must not be readable from what the
// platform serves; the check is server-side, with a tolerance, one attempt per puzzle and a token
// that works once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLIDER_CAPTCHA_SIZE } from "../../src/api/contract/constants.ts";
import { decodePicture } from "../../e2e/helpers/captcha.ts";
import { puzzleX } from "../modules/core/captcha.ts";
import { freshIp, startTarget, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

const host = "lottery.localhost"; // the seeded tenant with appIsVerification
interface Puzzle {
  captchaId: string;
  backgroundUrl: string;
  pieceUrl: string;
  width: number;
  height: number;
}
// Each from its own address: puzzles are capped per address.
const puzzle = async () =>
  (
    await t.api.call<Puzzle>("GET", "/api/v3/common/slider-captcha", {
      host,
      headers: { "x-forwarded-for": freshIp() },
    })
  ).body.result;
const verify = (captchaId: string, x: number) =>
  t.api.call<{ captchaToken: string }>("POST", "/api/v3/common/slider-captcha/verify", {
    host,
    json: { captchaId, x },
  });
const chunkTypes = (png: Buffer) => {
  const types: string[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    types.push(png.toString("latin1", at + 4, at + 8));
  }
  return types;
};
const bytes = (dataUrl: string) => Buffer.from(dataUrl.split(",")[1] ?? "", "base64");

describe("the served puzzle does not print its answer", () => {
  it("the background is a raster image with no markup, the piece has no position", async () => {
    for (let i = 0; i < 10; i++) {
      const p = await puzzle();
      expect(p.backgroundUrl).toMatch(/^data:image\/png;base64,/);
      const png = bytes(p.backgroundUrl);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
      // Pixels only: no text chunk (tEXt, zTXt, iTXt) or anything else that could carry words.
      expect(chunkTypes(png)).toEqual(["IHDR", "IDAT", "IEND"]);
      // Sharp on a phone: drawn at twice the board's layout size (device pixel ratio ≥ 2).
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([p.width * 2, p.height * 2]);
      const piece = bytes(p.pieceUrl).toString("utf8");
      expect(piece).not.toMatch(/\b(x|cx|transform)=/);
      // Nothing else in the answer carries the gap either.
      expect(Object.keys(p).sort()).toEqual([
        "backgroundUrl",
        "captchaId",
        "expiresInSec",
        "height",
        "pieceSize",
        "pieceUrl",
        "pieceY",
        "width",
      ]);
    }
  });
});

/** The pixel-scan solver: the gap's outline was the picture's only pure-white pixels. */
function whitePixelScan(backgroundUrl: string): number | null {
  const pic = decodePicture(backgroundUrl);
  for (let x = 0; x < pic.width; x++) {
    for (let y = 0; y < pic.height; y++) {
      if (pic.rgb(x, y).every((c) => c === 255))
        return Math.round((x * SLIDER_CAPTCHA_SIZE.width) / pic.width);
    }
  }
  return null;
}

/** Its next step: the leftmost of the brightest pixels (the outline is the lightest thing drawn). */
function brightestPixelScan(backgroundUrl: string): number {
  const pic = decodePicture(backgroundUrl);
  const lum = (x: number, y: number) => pic.rgb(x, y).reduce((a, c) => a + c, 0);
  let max = 0;
  for (let y = 0; y < pic.height; y++)
    for (let x = 0; x < pic.width; x++) max = Math.max(max, lum(x, y));
  for (let x = 0; x < pic.width; x++) {
    for (let y = 0; y < pic.height; y++) {
      if (lum(x, y) >= max - 12) return Math.round((x * SLIDER_CAPTCHA_SIZE.width) / pic.width);
    }
  }
  return 0;
}

describe("a pixel scan does not solve the puzzle", () => {
  it("no pixel is pure white: the white-outline scan finds nothing (it solved 10 of 10)", async () => {
    let solved = 0;
    for (let i = 0; i < 10; i++) {
      const p = await puzzle();
      const x = whitePixelScan(p.backgroundUrl);
      if (x !== null && (await verify(p.captchaId, x)).status === 200) solved++;
    }
    expect(solved).toBe(0);
  });

  it("the brightest pixels are no clue either: decoys are outlined alike", async () => {
    let solved = 0;
    for (let i = 0; i < 15; i++) {
      const p = await puzzle();
      if ((await verify(p.captchaId, brightestPixelScan(p.backgroundUrl))).status === 200) solved++;
    }
    // Three look-alike outlines: about a third by chance (it solved 15 of 15).
    expect(solved).toBeLessThanOrEqual(9);
  });
});

describe("puzzles per address", () => {
  it("the 11th puzzle in a minute from one address is refused, in the asker's language", async () => {
    const ip = freshIp();
    const ask = () =>
      t.api.call("GET", "/api/v3/common/slider-captcha", {
        host,
        lang: "vi",
        headers: { "x-forwarded-for": ip },
      });
    for (let i = 0; i < 10; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/câu đố/);
    t.clock.now += 61_000;
    expect((await ask()).status).toBe(200);
  });
});

describe("verification", () => {
  it("accepts within ±6 px, refuses 7 px off, one attempt per puzzle", async () => {
    for (const [dx, status] of [
      [6, 200],
      [-6, 200],
      [7, 422],
      [-7, 422],
    ] as const) {
      const p = await puzzle();
      const x = (await puzzleX(t.app.platform, p.captchaId))!;
      expect((await verify(p.captchaId, x + dx)).status, `dx ${dx}`).toBe(status);
      // The puzzle is gone after one try, right or wrong.
      expect((await verify(p.captchaId, x)).status).toBe(422);
    }
  });

  it("a verified token logs in once; the second use is refused", async () => {
    const p = await puzzle();
    const v = await verify(p.captchaId, (await puzzleX(t.app.platform, p.captchaId))!);
    const body = {
      userName: "demo",
      passWord: "demo1234",
      captchaToken: v.body.result.captchaToken,
    };
    const login = () =>
      t.api.call("POST", "/api/vipuser/Login", {
        host,
        json: body,
        headers: { "x-forwarded-for": freshIp() },
      });
    expect((await login()).status).toBe(200);
    const again = await login();
    expect(again.status).toBe(422);
    expect(again.body.error).toBe("captcha-required");
  });
});
