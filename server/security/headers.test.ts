// Headers and settings an attacker probes first.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRAME_ANCESTORS } from "../http/security.ts";
import type { SqliteStore } from "../db/store.ts";
import { startTarget, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

describe("API answers are never cached, whatever the path's case", () => {
  it("a member answer under /API/, /Api/ or /api/ is no-store", async () => {
    const { token } = await t.login();
    for (const path of [
      "/api/VipUser/GetUserByUid",
      "/API/VIPUSER/GETUSERBYUID",
      "/Api/vipuser/getuserbyuid",
    ]) {
      const r = await t.api.call("GET", path, { token });
      expect(r.status, path).toBe(200);
      expect(r.headers["cache-control"], path).toBe("no-store");
    }
  });
});

describe("CSP", () => {
  const csp = async () =>
    String(
      (await t.api.call("GET", "/api/vipuser/site-config")).headers["content-security-policy"],
    );
  const directive = (policy: string, name: string) =>
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? "";

  it("connect-src allows this host only: no bare ws:/wss:/https: scheme source", async () => {
    const sources = directive(await csp(), "connect-src")
      .split(/\s+/)
      .slice(1);
    expect(sources).toContain("'self'");
    for (const s of sources) expect(s, s).not.toMatch(/^(ws|wss|https?):$/);
  });

  it("the platform and every deploy/ file say the same frame-ancestors", async () => {
    expect(directive(await csp(), "frame-ancestors")).toBe(`frame-ancestors ${FRAME_ANCESTORS}`);
    for (const file of ["deploy/_headers", "deploy/security-headers.conf", "deploy/README.md"]) {
      const text = readFileSync(file, "utf8");
      const said = [...text.matchAll(/frame-ancestors\s+('[a-z]+'|[^\s;"`]+)/g)].map((m) => m[1]);
      expect(said.length, file).toBeGreaterThan(0);
      for (const value of said) expect(value, file).toBe(FRAME_ANCESTORS);
    }
  });
});

describe("deploy/nginx.conf", () => {
  it("every proxied location sets X-Forwarded-Host/For itself (a client's copy never passes)", () => {
    const conf = readFileSync("deploy/nginx.conf", "utf8")
      .split("\n")
      .filter((l) => !l.trim().startsWith("#"))
      .join("\n");
    const blocks = conf.split(/\n\s*location\s/).slice(1);
    const proxied = blocks.filter((b) => /proxy_pass\s/.test(b.split("}")[0]!));
    expect(proxied.length).toBeGreaterThan(3);
    for (const b of proxied) {
      const body = b.split("}")[0]!;
      const where = b.split("{")[0]!.trim();
      // $http_host: the Host the browser sent, port included (the chat address is built from it).
      expect(body, where).toMatch(/proxy_set_header X-Forwarded-Host \$http_host;/);
      expect(body, where).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    }
  });
});

describe("the ledger's database", () => {
  it("commits with synchronous=FULL", () => {
    expect((t.app.platform.db as SqliteStore).raw.pragma("synchronous", { simple: true })).toBe(2);
  });
});
