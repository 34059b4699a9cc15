// Guessing a secret with parallel bursts. Every secret reserves its
// attempt before the hash runs, atomically, so a burst of 40 is evaluated at most up to the
// documented limit (server/SECURITY.md) and the rest is answered 429; the counts live in SQLite.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../modules/chat/test-client.ts";
import {
  bindCard,
  burst,
  enableTwoFactor,
  freshIp,
  setWithdrawalPassword,
  startTarget,
  totpAt,
  type Target,
} from "./harness.ts";
import { listenPlatform } from "../modules/core/test/harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

const BURST = 40;
/** A 6-digit code that is not the current one (nor the one before or after). */
const wrongCode = (secret: string) => {
  const near = [-30_000, 0, 30_000].map((d) => totpAt(secret, t.clock.now + d));
  for (let i = 0; ; i++) {
    const c = String(100000 + i * 7919).slice(-6);
    if (!near.includes(c)) return c;
  }
};

describe("login password", () => {
  it("40 parallel wrong passwords from one address: at most 10 evaluated, the rest 429", async () => {
    const m = await t.member();
    const ip = freshIp();
    const counts = await burst(BURST, () =>
      t.api.call("POST", "/api/vipuser/Login", {
        json: { userName: m.userName, passWord: "wrong-password" },
        headers: { "x-forwarded-for": ip },
      }),
    );
    expect(counts[422] ?? 0).toBeLessThanOrEqual(10);
    // The rest: 429, or busy while the address has its share of hashes waiting (login-burst.test.ts).
    expect((counts[429] ?? 0) + (counts.busy ?? 0)).toBe(BURST - (counts[422] ?? 0));
  });

  it("40 parallel wrong passwords from 40 addresses: at most 30 evaluated per account", async () => {
    const m = await t.member();
    const counts = await burst(BURST, () =>
      t.api.call("POST", "/api/vipuser/Login", {
        json: { userName: m.userName, passWord: "wrong-password" },
        headers: { "x-forwarded-for": freshIp() },
      }),
    );
    // Past the account's limit the rest must solve a puzzle first (lockout.test.ts).
    expect(counts["bad-credentials"] ?? 0).toBeLessThanOrEqual(30);
    expect((counts["captcha-required"] ?? 0) + (counts.busy ?? 0)).toBe(
      BURST - (counts["bad-credentials"] ?? 0),
    );
  });

  it("a refused attempt answers a localized 429", async () => {
    const m = await t.member();
    const ip = freshIp();
    for (let i = 0; i < 12; i++) {
      await t.api.call("POST", "/api/vipuser/Login", {
        json: { userName: m.userName, passWord: "wrong-password" },
        headers: { "x-forwarded-for": ip },
      });
    }
    const zh = await t.api.call("POST", "/api/vipuser/Login", {
      json: { userName: m.userName, passWord: m.passWord },
      headers: { "x-forwarded-for": ip },
      lang: "zh-hans",
    });
    expect(zh.status).toBe(429);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("login two-factor code", () => {
  it("40 parallel wrong codes with the right password: at most 5 evaluated, the rest 429", async () => {
    const m = await t.member();
    const secret = await enableTwoFactor(t, m.token, m.passWord);
    const code = wrongCode(secret);
    const counts = await burst(BURST, () =>
      t.api.call("POST", "/api/vipuser/Login", {
        json: { userName: m.userName, passWord: m.passWord, code },
        headers: { "x-forwarded-for": freshIp() },
      }),
    );
    expect(counts["two-factor-invalid"] ?? 0).toBeLessThanOrEqual(5);
    // The rest: 429, the puzzle while 30 attempts on the account are in flight at once, or busy
    // while the password hashes wait for their turn.
    expect((counts[429] ?? 0) + (counts["captcha-required"] ?? 0) + (counts.busy ?? 0)).toBe(
      BURST - (counts["two-factor-invalid"] ?? 0),
    );
  });
});

describe("withdrawal secrets", () => {
  const withdraw = (token: string, body: Record<string, unknown>) =>
    t.api.call("POST", "/api/VipUser/CreateWithdrawal", {
      token,
      json: { amount: "10.00", ...body },
      headers: { "idempotency-key": `k-${Math.random().toString(36).slice(2)}` },
    });

  it("40 parallel wrong withdrawal passwords: at most 5 evaluated, the rest 429", async () => {
    const m = await t.member();
    await setWithdrawalPassword(t.api, m.token, m.passWord, "246810");
    const card = await bindCard(t, m.token, { passWord: m.passWord });
    expect(card.status).toBe(200);
    const counts = await burst(BURST, () =>
      withdraw(m.token, { withdrawalPassword: "135791", bankAccountId: card.id }),
    );
    expect(counts[403] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(BURST - (counts[403] ?? 0));
  });

  it("wrong two-factor codes at withdrawal are counted: the 6th is 429, even the right one", async () => {
    const m = await t.member();
    await setWithdrawalPassword(t.api, m.token, m.passWord, "246810");
    const secret = await enableTwoFactor(t, m.token, m.passWord);
    t.clock.now += 30_000; // the enabling code's step is used up
    const card = await bindCard(t, m.token, { code: totpAt(secret, t.clock.now) });
    expect(card.status).toBe(200);
    const base = { withdrawalPassword: "246810", bankAccountId: card.id };
    for (let i = 0; i < 5; i++) {
      const r = await withdraw(m.token, { ...base, code: wrongCode(secret) });
      expect(r.status, JSON.stringify(r.body)).toBe(403);
    }
    t.clock.now += 30_000;
    const right = await withdraw(m.token, { ...base, code: totpAt(secret, t.clock.now) });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Too many/);
  });

  it("40 parallel wrong withdrawal codes with the right password: at most 5 evaluated", async () => {
    const m = await t.member();
    await setWithdrawalPassword(t.api, m.token, m.passWord, "246810");
    const secret = await enableTwoFactor(t, m.token, m.passWord);
    t.clock.now += 30_000;
    const card = await bindCard(t, m.token, { code: totpAt(secret, t.clock.now) });
    const body = {
      withdrawalPassword: "246810",
      bankAccountId: card.id,
      code: wrongCode(secret),
    };
    const counts = await burst(BURST, () => withdraw(m.token, body));
    expect(counts[403] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(BURST - (counts[403] ?? 0));
  });
});

describe("password changes", () => {
  it("40 parallel wrong current passwords: at most 5 evaluated, the rest 429", async () => {
    const m = await t.member();
    const counts = await burst(BURST, () =>
      t.api.call("POST", "/api/VipUser/v2/ChangeUserPwd", {
        token: m.token,
        json: {
          oldPassWord: "not-my-password",
          newPassWord: "fresh-lantern-42",
          confirmPassWord: "fresh-lantern-42",
        },
      }),
    );
    expect(counts[422] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(BURST - (counts[422] ?? 0));
    // Nothing changed: the old password still logs in.
    expect((await t.login(m.userName, m.passWord)).token).toBeTruthy();
  });

  it("40 parallel wrong current withdrawal passwords: at most 5 evaluated, the rest 429", async () => {
    const m = await t.member();
    await setWithdrawalPassword(t.api, m.token, m.passWord, "246810");
    const counts = await burst(BURST, () =>
      t.api.call("POST", "/api/VipUser/v2/ChangePwdMoney", {
        token: m.token,
        json: { oldPassWord: "135791", newPassWord: "112233", confirmPassWord: "112233" },
      }),
    );
    expect(counts[422] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(BURST - (counts[422] ?? 0));
  });
});

describe("throttle state lives in SQLite", () => {
  it("a restart does not forget a lockout", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pf-sec-"));
    const dbFile = join(dir, "p.db");
    const start = async () => {
      const { app, port } = await listenPlatform({ dbFile });
      return { app, api: client(port, "localhost") };
    };
    const ip = freshIp();
    const login = (api: ReturnType<typeof client>, passWord: string) =>
      api.call("POST", "/api/vipuser/Login", {
        json: { userName: "demo", passWord },
        headers: { "x-forwarded-for": ip },
      });
    try {
      const first = await start();
      for (let i = 0; i < 10; i++) expect((await login(first.api, "wrong-pass")).status).toBe(422);
      await first.app.close();
      const second = await start();
      expect((await login(second.api, "demo1234")).status).toBe(429);
      await second.app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
