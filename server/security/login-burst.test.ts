// Logins under a burst: 120 parallel logins from 120 addresses, each costing a real scrypt. A
// member who signs in while the burst is being hashed is hashed in their fair share (within a
// second, not behind the whole burst), the platform's other calls are not slowed, and the excess
// is refused (503 with Retry-After), never left hanging.
import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { PASSWORD_HASHING } from "../modules/core/passwords.ts";
import { burst, freshIp, startTarget, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  // The production scrypt cost (tens of milliseconds a hash).
  t = await startTarget({ scryptN: loadConfig({}).PLAYFRONT_SCRYPT_N });
}, 60_000);
afterAll(() => t.close());

const timed = async <T>(p: Promise<T>) => {
  const at = performance.now();
  const r = await p;
  return { r, ms: performance.now() - at };
};

describe("120 parallel logins from 120 addresses", () => {
  it("a member signs in within 1 s meanwhile and /healthz stays fast", async () => {
    const m = await t.member();
    let arrived = 0;
    const count = (req: IncomingMessage) => void (req.url === "/api/vipuser/Login" && arrived++);
    t.app.server.on("request", count);
    const attack = burst(120, (i) =>
      t.api.call("POST", "/api/vipuser/Login", {
        json: { userName: `nobody${i}x${Date.now() % 1000}`, passWord: "wrong-password" },
        headers: { "x-forwarded-for": freshIp() },
      }),
    );
    // The member comes once the whole burst has reached the platform.
    await expect.poll(() => arrived, { interval: 5, timeout: 60_000 }).toBe(120);
    t.app.server.off("request", count);
    const [login, health] = await Promise.all([
      timed(
        t.api.call("POST", "/api/vipuser/Login", {
          json: { userName: m.userName, passWord: m.passWord },
          headers: { "x-forwarded-for": freshIp() },
        }),
      ),
      timed(t.api.call("GET", "/healthz")),
    ]);
    const counts = await attack;
    expect(login.r.status, JSON.stringify(login.r.body)).toBe(200);
    expect(login.ms, JSON.stringify(counts)).toBeLessThan(1000);
    expect(health.ms).toBeLessThan(250);
    // Every attempt was answered: a wrong password, or busy (refused before it was tried).
    expect((counts[422] ?? 0) + (counts[503] ?? 0)).toBe(120);
  });

  it("refuses the excess at once with a localized 503 and Retry-After; one address waits twice at most", async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.api.call("POST", "/api/vipuser/Login", {
          json: { userName: `nobody-one-${i}`, passWord: "wrong-password" },
          headers: { "x-forwarded-for": ip },
          lang: "zh-hans",
        }),
      ),
    );
    const busy = answers.filter((a) => a.status === 503);
    // Hashing (one per spare core) and two waiting; the rest busy.
    expect(busy.length).toBeGreaterThanOrEqual(
      8 - PASSWORD_HASHING.perAddress - PASSWORD_HASHING.parallel,
    );
    for (const a of busy) {
      expect(a.body.error).toBe("busy");
      expect(a.headers["retry-after"]).toBe("1");
      expect(a.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    // A refusal as busy tried no password: it used up none of the address's attempts.
    const right = await t.api.call("POST", "/api/vipuser/Login", {
      json: { userName: "demo", passWord: "demo1234" },
      headers: { "x-forwarded-for": ip },
    });
    expect(right.status).toBe(200);
  });
});
