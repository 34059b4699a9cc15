import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { buildServer, type PlatformServer } from "../../app.ts";
import { cacheControlFor } from "./index.ts";
import { buildManifest, type WebAppManifest } from "./manifest.ts";
import { TENANT_SEEDS } from "../core/seed-tenants.ts";
import { encodePng, parseHexColour, pngSize } from "./png.ts";

/** First pixel of an RGBA PNG written by encodePng (one IDAT, filter 0). */
function firstPixelAt(png: Buffer, x: number, y: number): number[] {
  const size = pngSize(png)!;
  const idatLen = png.readUInt32BE(33);
  const raw = inflateSync(png.subarray(41, 41 + idatLen));
  const o = y * (size.width * 4 + 1) + 1 + x * 4;
  return [...raw.subarray(o, o + 4)];
}

describe("pwa module", () => {
  let app: PlatformServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "pwa-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>shell</title>");
    writeFileSync(join(dist, "sw.js"), "self.addEventListener('fetch',()=>{})");
    writeFileSync(join(dist, "assets", "index-Ab3_x9Zq.js"), "console.log(1)");
    writeFileSync(
      join(dist, "runtime-config.json"),
      JSON.stringify({ apiBase: "https://elsewhere.example", encryptionKey: "stale-key" }),
    );
    app = await buildServer({
      dbFile: ":memory:",
      distDir: dist,
      freshDb: true,
      config: { encryptionKey: "platform-key", analyticsId: "G-TEST" },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers the app's runtime config from its own settings, not the build's file", async () => {
    const res = await app.inject({ url: "/runtime-config.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual({
      apiBase: "",
      encryptionKey: "platform-key",
      analyticsId: "G-TEST",
    });
  });

  const manifestFor = async (host: string, lang = "zh-CN") => {
    const res = await app.inject({
      url: "/manifest.webmanifest",
      headers: { host, "accept-language": lang },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/manifest+json");
    return res.json<WebAppManifest>();
  };

  it.each(TENANT_SEEDS.map((t) => [t.key, t.shortName] as const))(
    "names the %s tenant's home-screen icon with its configured short name %j",
    async (key, [zh, en]) => {
      expect((await manifestFor(`${key}.localhost:8080`, "zh-CN")).short_name).toBe(zh);
      expect((await manifestFor(`${key}.localhost:8080`, "en-US")).short_name).toBe(en);
    },
  );

  it.each([
    ["Crown Classic", "Crown"],
    ["Elec Planet Games", "Elec Planet"],
    ["Supercalifragilistic", "Supercalifra"],
    ["Lucky", "Lucky"],
    ["皇冠经典娱乐城欢迎您来玩游戏", "皇冠经典娱乐城欢迎您来玩"],
  ])("without a configured short name, cuts %j at a word boundary: %j", (nameEn, short) => {
    const brand = { key: "x", name: nameEn, nameEn, mobileColor: "#000000" };
    const m = buildManifest(brand, "en");
    expect(m.short_name).toBe(short);
    expect([...m.short_name].length).toBeLessThanOrEqual(12);
  });

  it("serves an installable manifest per tenant", async () => {
    const m = await manifestFor("classic.localhost:8080");
    expect(m.name.length).toBeGreaterThan(0);
    expect([...m.short_name].length).toBeLessThanOrEqual(12);
    expect(m).toMatchObject({ start_url: "/?source=pwa", scope: "/", display: "standalone" });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = m.icons.map((i) => `${i.sizes}:${i.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(["192x192:any", "512x512:any", "512x512:maskable"]),
    );
    expect(m.screenshots.map((s) => s.form_factor).sort()).toEqual(["narrow", "wide"]);
  });

  it("gives each tenant its own colours and names, in the request's language", async () => {
    const classic = await manifestFor("localhost");
    const elec = await manifestFor("elec.localhost");
    expect(elec.theme_color).not.toBe(classic.theme_color);
    expect(elec.name).not.toBe(classic.name);
    const en = await manifestFor("elec.localhost", "en-US");
    expect(en.lang).toBe("en");
    expect(en.name).not.toBe(elec.name);
  });

  it("serves every manifest icon as a PNG of the declared size in the tenant colour", async () => {
    for (const host of ["localhost", "lottery.localhost"]) {
      const m = await manifestFor(host);
      for (const icon of [...m.icons, ...m.screenshots]) {
        const res = await app.inject({ url: icon.src, headers: { host } });
        expect(res.statusCode, icon.src).toBe(200);
        expect(res.headers["content-type"]).toBe("image/png");
        const size = pngSize(res.rawPayload);
        expect(`${size?.width}x${size?.height}`).toBe(icon.sizes);
      }
      const maskable = await app.inject({ url: "/icons/maskable-512.png", headers: { host } });
      expect(firstPixelAt(maskable.rawPayload, 0, 0)).toEqual([...parseHexColour(m.theme_color)]);
    }
  });

  it("serves the apple-touch icon and refuses unknown icon names", async () => {
    const apple = await app.inject({ url: "/apple-touch-icon.png" });
    expect(pngSize(apple.rawPayload)).toEqual({ width: 180, height: 180 });
    // Asked for by browsers on their own: the tenant's icon, never a 404 (a console error).
    const ico = await app.inject({ url: "/favicon.ico" });
    expect(ico.statusCode).toBe(200);
    expect(pngSize(ico.rawPayload)).toEqual({ width: 192, height: 192 });
    expect((await app.inject({ url: "/icons/icon-999.png" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/icons/evil.svg" })).statusCode).toBe(404);
  });

  it("revalidates sw.js and the shell, and caches hashed assets for a year", async () => {
    const sw = await app.inject({ url: "/sw.js" });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers["cache-control"]).toBe("no-cache");
    const shell = await app.inject({ url: "/member/deposit" });
    expect(shell.headers["content-type"]).toContain("text/html");
    expect(shell.headers["cache-control"]).toBe("no-cache");
    const asset = await app.inject({ url: "/assets/index-Ab3_x9Zq.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const ping = await app.inject({ url: "/assets/ping.gif" });
    expect(ping.statusCode).toBe(200);
    expect(ping.headers["cache-control"]).toBe("no-cache");
  });
});

describe("png encoder", () => {
  it("writes a decodable image with the painted pixels", () => {
    const png = encodePng(3, 2, (x, y) => [x * 10, y * 20, 30, 255]);
    expect(pngSize(png)).toEqual({ width: 3, height: 2 });
    expect(firstPixelAt(png, 2, 1)).toEqual([20, 20, 30, 255]);
  });
  it("parses tenant colours", () => {
    expect(parseHexColour("#1677ff")).toEqual([22, 119, 255, 255]);
    expect(parseHexColour("#f00")).toEqual([255, 0, 0, 255]);
    expect(parseHexColour("red")).toEqual([22, 119, 255, 255]);
  });
  it("maps paths to cache policies", () => {
    expect(cacheControlFor("/sw.js?v=1", "application/javascript")).toBe("no-cache");
    expect(cacheControlFor("/", "text/html; charset=utf-8")).toBe("no-cache");
    expect(cacheControlFor("/api/x", "application/json")).toBeNull();
    expect(cacheControlFor("/assets/index-B4xKhCbI.js", "text/javascript")).toContain("immutable");
    // The platform's own art and the CDN ping are not build output.
    expect(cacheControlFor("/assets/ping.gif", "image/gif")).toBeNull();
    expect(cacheControlFor("/assets/games/pg/pg-001.svg", "image/svg+xml")).toBeNull();
  });
});
