// The smaller holes. Per-address limits keyed IPv6 on the full /128; refusals made
// before routing (400/414/431) had no envelope and no security header and echoed the URL; TOTP
// codes were read from the query string; nicknames took bidi overrides and zero-width characters;
// source maps were served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenPlatform } from "../modules/core/test/harness.ts";
import { enableTwoFactor, startTarget, totpAt, type Target } from "./harness.ts";

let t: Target;
let port = 0;
beforeAll(async () => {
  t = await startTarget();
  const a = t.app.server.address();
  port = typeof a === "object" && a ? a.port : 0;
});
afterAll(() => t.close());

describe("IPv6 addresses are limited by their /64", () => {
  it("ten wrong passwords from one /64, spread over its addresses, lock the eleventh", async () => {
    const m = await t.member();
    const login = (ip: string, passWord: string) =>
      t.api.call("POST", "/api/vipuser/Login", {
        json: { userName: m.userName, passWord },
        headers: { "x-forwarded-for": ip },
      });
    for (let i = 1; i <= 10; i++) {
      expect((await login(`2001:db8:32:7::${i.toString(16)}`, "wrong-password")).status).toBe(422);
    }
    expect((await login("2001:db8:32:7:ffff:1:2:3", m.passWord)).status).toBe(429);
    // Another /64 is another address.
    expect((await login("2001:db8:32:8::1", m.passWord)).status).toBe(200);
  });
});

/** Sends raw bytes (what fetch refuses to send) and answers the raw response. */
function raw(request: string) {
  return new Promise<{ head: string; body: string }>((resolve, reject) => {
    const s = connect(port, "127.0.0.1", () => s.write(request));
    let out = "";
    s.setEncoding("latin1");
    s.on("data", (d: string) => (out += d));
    s.on("error", () => undefined);
    s.on("close", () => {
      const at = out.indexOf("\r\n\r\n");
      if (at < 0) return reject(new Error(`no response: ${out.slice(0, 200)}`));
      resolve({ head: out.slice(0, at).toLowerCase(), body: out.slice(at + 4) });
    });
  });
}

describe("refusals before routing", () => {
  const mark = "zz7<script>alert(1)</script>";
  it.each([
    ["a URL that does not decode", `GET /api/%zz${mark} HTTP/1.1\r\nHost: localhost\r\n`, 400],
    [
      "a path parameter past the router's limit",
      `GET /api/Activity/GetActivity/${"7".repeat(150)}${encodeURIComponent(mark)} HTTP/1.1\r\nHost: localhost\r\n`,
      414,
    ],
    [
      "a URL past the parser's limit",
      `GET /api/${mark}${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n`,
      431,
    ],
    [
      "headers past the parser's limit",
      `GET /api/${mark} HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"b".repeat(20_000)}\r\n`,
      431,
    ],
  ])("%s: the envelope and the security headers, no echo", async (_, request, status) => {
    const r = await raw(`${request}Connection: close\r\n\r\n`);
    expect(r.head).toMatch(new RegExp(`^http/1\\.1 ${status} `));
    expect(r.head).toContain("content-security-policy: default-src 'self'");
    expect(r.head).toContain("x-content-type-options: nosniff");
    expect(r.head).toContain("x-frame-options: sameorigin");
    const body = JSON.parse(r.body) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    expect(body.message.length).toBeGreaterThan(0);
    expect(r.body).not.toMatch(/zz7|script|7{20}/);
  });
});

describe("TOTP codes only in the body", () => {
  it("a code in the query string is refused, even a right one, and does not count", async () => {
    const m = await t.member();
    const secret = await enableTwoFactor(t, m.token, m.passWord);
    t.clock.now += 30_000;
    const code = totpAt(secret, t.clock.now);
    const inUrl = await t.api.call("POST", `/api/VipUser/DisableAuthenticator?code=${code}`, {
      token: m.token,
      json: { code },
      lang: "vi",
    });
    expect(inUrl.status).toBe(400);
    expect(inUrl.body.message).toMatch(/mã/);
    const inBody = await t.api.call("POST", "/api/VipUser/DisableAuthenticator", {
      token: m.token,
      json: { code },
    });
    expect(inBody.status).toBe(200);
  });
});

describe("nicknames", () => {
  it.each([
    ["a right-to-left override", "admin\u202egnp.exe"],
    ["a zero-width space", "ad\u200bmin"],
    ["a zero-width joiner", "ad\u200dmin"],
    ["a zero-width no-break space inside", "ad\ufeffmin"],
    ["an isolate", "\u2066admin\u2069"],
  ])("refuses %s", async (_, nickname) => {
    const m = await t.member();
    const r = await t.api.call("PUT", "/api/v3/vip-user/user-nick-name", {
      token: m.token,
      json: { nickname },
      lang: "zh-hans",
    });
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body.error)).toMatch(/可见字符/);
  });

  it("still takes any visible script", async () => {
    const m = await t.member();
    const r = await t.api.call("PUT", "/api/v3/vip-user/user-nick-name", {
      token: m.token,
      json: { nickname: "小明 Nguyễn สมชาย" },
    });
    expect(r.status).toBe(200);
  });
});

describe("source maps", () => {
  it("are never served, from any folder, in any case", async () => {
    const dist = mkdtempSync(join(tmpdir(), "pf-maps-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>x</title>");
    writeFileSync(join(dist, "assets", "app-AbCdEf12.js"), "console.log(1)");
    writeFileSync(join(dist, "assets", "app-AbCdEf12.js.map"), '{"sources":["src/secret.ts"]}');
    writeFileSync(join(dist, "sw.js.MAP"), '{"sources":["sw/sw.ts"]}');
    const { app, base } = await listenPlatform({ distDir: dist });
    try {
      expect((await fetch(`${base}/assets/app-AbCdEf12.js`)).status).toBe(200);
      for (const path of [
        "/assets/app-AbCdEf12.js.map",
        "/sw.js.MAP",
        "/assets/APP-AbCdEf12.js.map",
      ]) {
        const r = await fetch(base + path);
        expect(r.status, path).toBe(404);
        expect(await r.text()).not.toContain("sources");
      }
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
