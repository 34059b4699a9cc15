// Anyone could lock any member out (30 wrong passwords from three addresses, and
// the owner's right password from a fresh address answered 429), and registration confirmed which
// names exist. Past the per-account limit the platform now asks for a solved puzzle instead; the
// name-taken answers are throttled per address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { puzzleX } from "../modules/core/captcha.ts";
import { freshIp, startTarget, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

const login = (userName: string, passWord: string, ip: string, extra: object = {}) =>
  t.api.call("POST", "/api/vipuser/Login", {
    json: { userName, passWord, ...extra },
    headers: { "x-forwarded-for": ip },
    lang: "th",
  });

/** 30 wrong passwords in a minute, 10 from each of three addresses. */
async function attack(userName: string) {
  for (const ip of [freshIp(), freshIp(), freshIp()]) {
    for (let i = 0; i < 10; i++) {
      expect((await login(userName, "wrong-password", ip)).status).toBe(422);
    }
  }
}

async function solvedPuzzle() {
  const ip = freshIp();
  const p = await t.api.call<{ captchaId: string }>("GET", "/api/v3/common/slider-captcha", {
    headers: { "x-forwarded-for": ip },
  });
  const id = p.body.result.captchaId;
  const v = await t.api.call<{ captchaToken: string }>(
    "POST",
    "/api/v3/common/slider-captcha/verify",
    {
      json: { captchaId: id, x: await puzzleX(t.app.platform, id) },
      headers: { "x-forwarded-for": ip },
    },
  );
  return v.body.result.captchaToken;
}

describe("an account under attack from three addresses", () => {
  it("the owner's right password from a fresh address asks for the puzzle, then logs in", async () => {
    const m = await t.member();
    await attack(m.userName);
    const owner = freshIp();
    const asked = await login(m.userName, m.passWord, owner);
    expect(asked.status).toBe(422);
    expect(asked.body.error).toBe("captcha-required");
    expect(asked.body.message).toMatch(/[\u0e00-\u0e7f]/); // Thai: the asker's language
    const token = await solvedPuzzle();
    const in_ = await login(m.userName, m.passWord, owner, { captchaToken: token });
    expect(in_.status, JSON.stringify(in_.body)).toBe(200);
  });

  it("a wrong password with a solved puzzle is still counted; the token works once", async () => {
    const m = await t.member();
    await attack(m.userName);
    const ip = freshIp();
    const token = await solvedPuzzle();
    expect((await login(m.userName, "wrong-again", ip, { captchaToken: token })).body.error).toBe(
      "bad-credentials",
    );
    const reused = await login(m.userName, m.passWord, ip, { captchaToken: token });
    expect(reused.body.error).toBe("captcha-required");
  });

  it("an unknown name steps up the same way: the answer does not tell whether it exists", async () => {
    const m = await t.member();
    const ghost = `ghost${Date.now().toString(36)}`.slice(0, 16);
    await attack(m.userName);
    await attack(ghost);
    const [a, b] = [
      await login(m.userName, "x-wrong-1", freshIp()),
      await login(ghost, "x-wrong-1", freshIp()),
    ];
    expect([a.status, a.body.error, a.body.message]).toEqual([
      b.status,
      b.body.error,
      b.body.message,
    ]);
  });

  it("the hard per-(address, name) limit stays: the 11th try from one address is 429", async () => {
    const m = await t.member();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(m.userName, "wrong-password", ip);
    expect((await login(m.userName, m.passWord, ip)).status).toBe(429);
  });
});

describe("registration does not let names be harvested", () => {
  const register = (userName: string, ip: string) =>
    t.api.call("POST", "/api/vipuser/Rigster", {
      json: {
        userName,
        passWord: "quiet-harbour-71",
        confirmPassWord: "quiet-harbour-71",
        legalAge: true,
      },
      headers: { "x-forwarded-for": ip },
      lang: "zh-hans",
    });

  it("10 'name taken' answers an hour per address; then every registration from it is 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const r = await register("demo", ip);
      expect(r.body.error).toBe("user-name-taken");
    }
    const taken = await register("demo", ip);
    const free = await register(`free${Date.now().toString(36)}`.slice(0, 16), ip);
    expect([taken.status, free.status]).toEqual([429, 429]);
    expect(free.body.message).toBe(taken.body.message);
    expect(free.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
