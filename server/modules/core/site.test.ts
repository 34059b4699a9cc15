import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("tenants by host", () => {
  it.each([
    ["localhost:8080", "classic", "style-classic0"],
    ["classic.localhost:8080", "classic", "style-classic0"],
    ["elec.localhost", "elec", "style-elec1"],
    ["lottery.localhost:1", "lottery", "style-lottery2"],
    ["tq.localhost:8080", "tq", "style-tq3"],
    ["127.0.0.1:8080", "classic", "style-classic0"],
  ])("%s selects %s", async (host, key, vStyle) => {
    const r = await h.call("GET", "/api/v3/common/site-config", { host });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ ok: true, error: null, message: "" });
    expect(r.json.result).toMatchObject({ companyStyle: key, vStyle, cdnDomain: "" });
    expect(r.json.result.vStyle.at(-1)).toBe(
      String(["classic", "elec", "lottery", "tq"].indexOf(key)),
    );
  });

  it("differs per tenant: chat, captcha and backup service", async () => {
    const cfg = async (host: string) =>
      (await h.call("GET", "/api/v3/common/site-config", { host })).json.result;
    const [classic, elec, lottery, tq] = await Promise.all(
      ["classic", "elec", "lottery", "tq"].map((k) => cfg(`${k}.localhost`)),
    );
    expect(elec.imGlobalSetting.isEnabled).toBe(true);
    expect(classic.imGlobalSetting.isEnabled).toBe(false);
    expect(lottery).toMatchObject({ appIsVerification: true, appVerifyMode: 0 });
    expect(classic.appIsVerification).toBe(false);
    // No seeded outside service address: the app's chat and help centre are the way to a person.
    for (const c of [classic, elec, lottery, tq])
      expect(c.serviceUrl + c.serviceBackupUrl).toBe("");
    expect(new Set([classic, elec, lottery, tq].map((c) => c.mobileColor)).size).toBe(4);
    expect(new Set([classic, elec, lottery, tq].map((c) => c.companyPageName)).size).toBe(4);
    expect(classic.logoUrl).toBe("/assets/tenants/classic/logo.svg");
    expect(tq.faviconUrl).toBe("/assets/tenants/tq/favicon.svg");
  });

  it("localizes the company name by Accept-Language", async () => {
    const zh = await h.call("GET", "/api/v3/common/site-config", { lang: "zh-hans" });
    const en = await h.call("GET", "/api/v3/common/site-config", { lang: "en" });
    expect(zh.json.result.companyPageName).toBe("皇冠经典娱乐");
    expect(en.json.result.companyPageName).toBe("Crown Classic");
  });
});

describe("money shown: the tenant's currency and helpline", () => {
  const cfg = async (key: string, lang: "zh-hans" | "zh-hant" | "en" | "vi" | "th") =>
    (await h.call("GET", "/api/v3/common/site-config", { host: `${key}.localhost`, lang })).json
      .result;

  it("names each tenant's currency (ISO 4217), the one its amounts are in", async () => {
    const currencies = await Promise.all(
      ["classic", "elec", "lottery", "tq"].map(async (k) => (await cfg(k, "en")).currency),
    );
    expect(currencies).toEqual(["CNY", "USD", "THB", "CNY"]);
    for (const c of currencies)
      expect(() => new Intl.NumberFormat("en", { style: "currency", currency: c })).not.toThrow();
  });

  it("gives every tenant a helpline, named in each of the five languages", async () => {
    const phones = new Set<string>();
    for (const key of ["classic", "elec", "lottery", "tq"]) {
      const names = new Set<string>();
      for (const lang of ["zh-hans", "zh-hant", "en", "vi", "th"] as const) {
        const { helpline } = await cfg(key, lang);
        expect(helpline.phone).toMatch(/^\+?[\d ]{7,}$/);
        expect(helpline.url).toMatch(/^https:\/\//);
        expect(helpline.name).not.toBe("");
        names.add(helpline.name);
        phones.add(helpline.phone);
      }
      // A language of its own for each (zh-hans and zh-hant differ in their characters).
      expect(names.size).toBe(5);
    }
    expect(phones.size).toBe(4);
  });
});

describe("content calls", () => {
  it("GetCompanyInfo has images with imageType/imageUrl and news of several types", async () => {
    const r = await h.call("GET", "/api/Activity/GetCompanyInfo?vstyle=style-elec1", {
      host: "elec.localhost",
    });
    expect(r.status).toBe(200);
    const { images, news, companyName } = r.json.result;
    expect(companyName).toBe("Elec Planet");
    expect(images.filter((i: { imageType: number }) => i.imageType === 4)).toHaveLength(3);
    expect(images[0].imageUrl).toMatch(/^\/assets\/tenants\/elec\//);
    expect(new Set(news.map((n: { newsType: number }) => n.newsType)).size).toBeGreaterThan(5);
  });

  it("GetConfigByStyle answers the family's layout preset", async () => {
    const c = await h.call("GET", "/api/Manage/GetConfigByStyle", { host: "tq.localhost" });
    const e = await h.call("GET", "/api/Manage/GetConfigByStyle", { host: "elec.localhost" });
    expect(c.json.result).toMatchObject({
      companyStyle: "tq",
      pageStyle: "",
      theme: "blue-white",
    });
    expect(e.json.result.layoutConfig.homeSections).not.toEqual(
      c.json.result.layoutConfig.homeSections,
    );
  });

  it("GetAppShortMenu lists every menu code with its fields", async () => {
    const r = await h.call("GET", "/api/Manage/GetAppShortMenu?vstyle=x");
    const codes = r.json.result.map((m: { menuCode: number }) => m.menuCode);
    expect(codes).toEqual([1, 2, 3, 4, 5, 8, 9, 10]);
    expect(Object.keys(r.json.result[0]).sort()).toEqual(
      [
        "displayName",
        "fontColor",
        "iconUrl",
        "id",
        "jumpUrl",
        "menuCode",
        "newJumpUrl",
        "openMode",
      ].sort(),
    );
  });

  it("GetActivitysV3 pages and filters; GetActivity answers one or 404/400", async () => {
    const all = await h.call("GET", "/api/Activity/GetActivitysV3");
    expect(all.json.result).toMatchObject({ total: 6, pageIndex: 1, pageSize: 10 });
    const page = await h.call("GET", "/api/Activity/GetActivitysV3?pageIndex=2&pageSize=4");
    expect(page.json.result.items).toHaveLength(2);
    const daily = await h.call("GET", "/api/Activity/GetActivitysV3?category=daily");
    expect(daily.json.result.total).toBe(2);
    const id = all.json.result.items[0].id;
    const one = await h.call("GET", `/api/Activity/GetActivity/${id}`);
    expect(one.json.result).toMatchObject({ id, detailImageUrl: expect.stringMatching(/detail/) });
    const other = await h.call("GET", `/api/Activity/GetActivity/${id}`, { host: "tq.localhost" });
    expect(other.status).toBe(404);
    expect((await h.call("GET", "/api/Activity/GetActivity/abc")).status).toBe(400);
    expect((await h.call("GET", "/api/Activity/GetActivitysV3?pageSize=0")).status).toBe(400);
  });

  it("GetByImageType defaults to pageSize 10, pageIndex 1 and refuses a bad type", async () => {
    const r = await h.call("GET", "/api/Activity/GetByImageType?imageType=4");
    expect(r.json.result).toMatchObject({ pageIndex: 1, pageSize: 10, total: 3 });
    const p = await h.call(
      "GET",
      "/api/Activity/GetByImageType?imageType=4&pageSize=1&pageIndex=3",
    );
    expect(p.json.result.items[0].imageUrl).toMatch(/carousel-3/);
    const bad = await h.call("GET", "/api/Activity/GetByImageType?imageType=99");
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ ok: false, result: null });
    expect(bad.json.message).toMatch(/imageType/);
  });

  it("refuses an over-long vstyle with 400 on the calls that take it", async () => {
    const v = "v".repeat(101);
    for (const path of [
      "/api/Activity/GetCompanyInfo",
      "/api/Manage/GetConfigByStyle",
      "/api/Manage/GetAppShortMenu",
      "/api/News/GetAllNews",
    ]) {
      const r = await h.call("GET", `${path}?vstyle=${v}`);
      expect(r.status, path).toBe(400);
      expect(r.json.message).toMatch(/vstyle/);
    }
  });

  it("user-icon-list, languages and settings", async () => {
    const icons = await h.call("GET", "/api/v3/common/user-icon-list");
    expect(icons.json.result.length).toBeGreaterThan(5);
    expect(icons.json.result[0]).toMatchObject({ id: 1, avatar: "/assets/avatars/1.svg" });
    const langs = await h.call("GET", "/common/languages");
    expect(langs.json.result.map((l: { code: string }) => l.code)).toEqual([
      "zh-hans",
      "zh-hant",
      "en",
      "vi",
      "th",
    ]);
    const settings = await h.call("GET", "/common/settings");
    expect(settings.json.result).toMatchObject({
      defaultLocale: "zh-hans",
      periodicTaskMs: 300000,
    });
  });

  it("serves generated SVG art on any host, 404 for unknown files", async () => {
    for (const path of [
      "/assets/tenants/lottery/carousel-2.svg",
      "/assets/tenants/tq/favicon.svg",
      "/assets/games/pg/pg-001.svg",
      "/assets/avatars/3.svg",
      "/assets/plates/live.svg",
    ]) {
      const r = await h.call("GET", path, { host: "elec.localhost" });
      expect(r.status, path).toBe(200);
      expect(r.headers.get("content-type")).toMatch(/image\/svg\+xml/);
      expect(r.text).toMatch(/^<svg /);
    }
    expect((await h.call("GET", "/assets/tenants/nope/logo.svg")).status).toBe(404);
    expect((await h.call("GET", "/assets/games/pg/zz-999.svg")).status).toBe(404);
    expect((await h.call("GET", "/assets/avatars/99.svg")).status).toBe(404);
  });

  it("draws every seeded menu's icon as a picture, never its code as text", async () => {
    for (const host of ["classic.localhost", "lottery.localhost"]) {
      const menus = (await h.call("GET", "/api/Manage/GetAppShortMenu", { host })).json.result;
      expect(menus.length).toBeGreaterThan(5);
      const arts = new Set<string>();
      for (const m of menus as { iconUrl: string }[]) {
        const r = await h.call("GET", m.iconUrl, { host });
        expect(r.status, m.iconUrl).toBe(200);
        expect(r.text, m.iconUrl).toMatch(/<path /);
        expect(r.text, m.iconUrl).not.toMatch(/<text/);
        arts.add(r.text);
      }
      expect(arts.size).toBe(menus.length);
    }
  });
});

describe("site config from the platform's settings", () => {
  it("carries the analytics id the platform was started with (as /runtime-config.json does)", async () => {
    const withId = await startHarness({ analyticsId: "G-SITE" });
    try {
      const r = await withId.call("GET", "/api/v3/common/site-config");
      expect(r.json.result.analyticsId).toBe("G-SITE");
    } finally {
      await withId.close();
    }
    expect((await h.call("GET", "/api/v3/common/site-config")).json.result.analyticsId).toBe("");
  });
});
