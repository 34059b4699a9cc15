// What several platforms on one PostgreSQL database share lives in the database: a slider puzzle
// drawn by one is solved on the other and its token spent on either, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SliderCaptcha, SliderVerifyResult } from "../../src/api/contract/common.ts";
import { puzzleX } from "../modules/core/captcha.ts";
import { freshIp, listenPlatform, type ListeningPlatform } from "../modules/core/test/harness.ts";
import { client } from "../modules/chat/test-client.ts";
import { scratchDatabase } from "../testing/pg-scratch.ts";

const HOST = "lottery.localhost"; // the seeded tenant that asks for the puzzle at login

let a: ListeningPlatform;
let b: ListeningPlatform;
beforeAll(async () => {
  const url = await scratchDatabase();
  if (!url) throw new Error("the server-pg project provides a scratch database");
  a = await listenPlatform({ databaseUrl: url });
  b = await listenPlatform({ databaseUrl: url });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe("the slider captcha across platforms", () => {
  it("a puzzle drawn by one is solved on the other, once; its token logs in on either, once", async () => {
    const ip = freshIp();
    const headers = { "x-forwarded-for": ip };
    const onA = client(a.port, HOST);
    const onB = client(b.port, HOST);
    const p = await onA.call<SliderCaptcha>("GET", "/api/v3/common/slider-captcha", { headers });
    expect(p.status).toBe(200);
    const { captchaId } = p.body.result;
    const x = (await puzzleX(a.app.platform, captchaId))!;
    const solve = (api: typeof onA) =>
      api.call<SliderVerifyResult>("POST", "/api/v3/common/slider-captcha/verify", {
        json: { captchaId, x },
        headers,
      });
    const solved = await solve(onB);
    expect(solved.status).toBe(200);
    // One attempt per puzzle, on whichever platform.
    expect((await solve(onA)).status).toBe(422);
    const login = (api: typeof onA) =>
      api.call("POST", "/api/vipuser/Login", {
        json: {
          userName: "demo",
          passWord: "demo1234",
          captchaToken: solved.body.result.captchaToken,
        },
        headers: { "x-forwarded-for": freshIp() },
      });
    expect((await login(onA)).status).toBe(200);
    const again = await login(onB);
    expect(again.status).toBe(422);
    expect(again.body.error).toBe("captcha-required");
  });
});
