// The one configuration module: the README's names and defaults, checked values,
// and a bad value stopping the start with a message naming the variable.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { freshIp, startHarness } from "./modules/core/test/harness.ts";

describe("loadConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8080,
      HOST: "0.0.0.0",
      PLAYFRONT_DATA_DIR: ".data",
      PLAYFRONT_FRESH_DB: false,
      PLAYFRONT_DIST: "dist",
      PLAYFRONT_TRUST_PROXY: "loopback",
      PLAYFRONT_ENCRYPTION_KEY: "playfront-reference-key",
      PLAYFRONT_TOKEN_TTL_SEC: 3600,
      PLAYFRONT_REFRESH_GRACE_SEC: 7 * 24 * 3600,
      PLAYFRONT_SESSION_DAYS: 30,
      PLAYFRONT_DEPOSIT_DELAY_MS: 3000,
      PLAYFRONT_WITHDRAWAL_DELAY_MS: 3000,
      PLAYFRONT_REGISTER_PER_MIN: 30,
      PLAYFRONT_GUESTS_PER_MIN: 30,
      PLAYFRONT_EVENTS_PER_MIN: 60,
      PLAYFRONT_REQUESTS_PER_SEC: 20,
      PLAYFRONT_CAPTCHAS_PER_MIN: 10,
      PLAYFRONT_SCRYPT_N: 16384,
      PLAYFRONT_CDN_DOMAIN: "",
      PLAYFRONT_CHAT_REPLY_MS: 500,
      PLAYFRONT_CHAT_ORIGINS: "",
    });
    expect(c.PLAYFRONT_ANALYTICS_ID).toBeUndefined();
    expect(c.PLAYFRONT_SERVER_SECRET).toBeUndefined();
    // Empty is unset.
    expect(loadConfig({ PORT: "", PLAYFRONT_DIST: " " })).toMatchObject({
      PORT: 8080,
      PLAYFRONT_DIST: "dist",
    });
  });

  it("reads set values with their types", () => {
    const c = loadConfig({
      PORT: "4600",
      PLAYFRONT_FRESH_DB: "1",
      PLAYFRONT_REGISTER_PER_MIN: "1000",
      PLAYFRONT_SESSION_DAYS: "0.5",
      PLAYFRONT_SCRYPT_N: "1024",
      PLAYFRONT_CDN_DOMAIN: " cdn1.example.com ",
      PLAYFRONT_SERVER_SECRET: "s".repeat(32),
    });
    expect(c).toMatchObject({
      PORT: 4600,
      PLAYFRONT_FRESH_DB: true,
      PLAYFRONT_REGISTER_PER_MIN: 1000,
      // The guests' limit follows the registrations' when unset.
      PLAYFRONT_GUESTS_PER_MIN: 1000,
      PLAYFRONT_SESSION_DAYS: 0.5,
      PLAYFRONT_SCRYPT_N: 1024,
      PLAYFRONT_CDN_DOMAIN: "cdn1.example.com",
    });
  });

  it.each([
    [{ PORT: "eighty" }, /PORT: must be a whole number/],
    [{ PLAYFRONT_TOKEN_TTL_SEC: "0" }, /PLAYFRONT_TOKEN_TTL_SEC: must be a whole number ≥ 1/],
    [{ PLAYFRONT_SESSION_DAYS: "-3" }, /PLAYFRONT_SESSION_DAYS: must be a number > 0/],
    [{ PLAYFRONT_EVENTS_PER_MIN: "1.5" }, /PLAYFRONT_EVENTS_PER_MIN/],
    [{ PLAYFRONT_SCRYPT_N: "1000" }, /PLAYFRONT_SCRYPT_N: must be a power of two/],
    [{ PLAYFRONT_SERVER_SECRET: "short" }, /PLAYFRONT_SERVER_SECRET: must have at least 32/],
    [{ PLAYFRONT_FRESH_DB: "yes" }, /PLAYFRONT_FRESH_DB/],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(/^Invalid platform configuration/);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", PLAYFRONT_CHAT_REPLY_MS: "-1" })).toThrow(
      /PORT: .*\n.*PLAYFRONT_CHAT_REPLY_MS: /,
    );
  });
});

describe("the platform's start", () => {
  it("reads the environment once per start and refuses to start on a bad value", async () => {
    const before = process.env.PLAYFRONT_CHAT_REPLY_MS;
    try {
      process.env.PLAYFRONT_CHAT_REPLY_MS = "soon";
      await expect(buildServer({ dbFile: ":memory:", distDir: "/nonexistent" })).rejects.toThrow(
        /PLAYFRONT_CHAT_REPLY_MS: must be a whole number/,
      );
      process.env.PLAYFRONT_CHAT_REPLY_MS = "25";
      const app = await buildServer({ dbFile: ":memory:", distDir: "/nonexistent" });
      try {
        expect(app.platform.config.chatReplyMs).toBe(25);
      } finally {
        await app.close();
      }
    } finally {
      if (before === undefined) delete process.env.PLAYFRONT_CHAT_REPLY_MS;
      else process.env.PLAYFRONT_CHAT_REPLY_MS = before;
    }
  });
});

describe("settings at the next start", () => {
  // Every limit is read where it applies, from the start's configuration: a module that kept a
  // setting from its import would keep the old limit here.
  it.each([
    ["PLAYFRONT_REGISTER_PER_MIN", "/api/vipuser/Rigster", 200],
    ["PLAYFRONT_EVENTS_PER_MIN", "/api/events", 202],
  ] as const)("%s set before a start is the limit of that start", async (name, path, good) => {
    const before = process.env[name];
    let seq = 0;
    const body = () =>
      path === "/api/events"
        ? { name: "probe" }
        : {
            userName: `cfg${Date.now().toString(36)}${seq++}`,
            passWord: "quiet-harbour-71",
            confirmPassWord: "quiet-harbour-71",
            legalAge: true,
          };
    for (const limit of [2, 3]) {
      process.env[name] = String(limit);
      const h = await startHarness();
      try {
        const ip = freshIp();
        const statuses: number[] = [];
        for (let i = 0; i <= limit; i++) {
          const r = await h.call("POST", path, {
            body: body(),
            headers: { "x-forwarded-for": ip },
          });
          statuses.push(r.status);
        }
        expect(statuses).toEqual([...Array<number>(limit).fill(good), 429]);
      } finally {
        await h.app.close();
        if (before === undefined) delete process.env[name];
        else process.env[name] = before;
      }
    }
  });
});

describe("npm start (server/main.ts)", () => {
  it("stops at once with exit code 2 and a message naming the bad variable, no stack trace", () => {
    const r = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "eighty", PLAYFRONT_SESSION_DAYS: "forever" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("Invalid platform configuration (environment):");
    expect(r.stderr).toContain('PORT: must be a whole number ≥ 0, not "eighty"');
    expect(r.stderr).toContain('PLAYFRONT_SESSION_DAYS: must be a number > 0, not "forever"');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
