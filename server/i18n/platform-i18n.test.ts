// The platform in five languages: languages list, locale negotiation, seeded content
// with zh-hant variants (en for vi and th), and the manifest's shortcuts per tenant and locale.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../src/api/contract/locales.ts";
import { NAVIGATION_DENYLIST } from "../../sw/cache-policy.ts";
import { startHarness, type Harness } from "../modules/core/test/harness.ts";
import type { WebAppManifest } from "../modules/pwa/manifest.ts";
import { pngSize } from "../modules/pwa/png.ts";
import { negotiateLocale } from "./locale.ts";
import { seededChineseTexts, seededEnglishTexts } from "./seeded-texts.ts";
import { hasViThContent } from "./vi-th-content.ts";
import { ZH_HANT_CONTENT } from "./zh-hant-content.ts";

const HAN = /\p{Script=Han}/u;

describe("locale negotiation", () => {
  it.each([
    ["zh-hant", "zh-hant"],
    ["zh-TW,zh;q=0.9,en;q=0.8", "zh-hant"],
    ["zh-HK", "zh-hant"],
    ["zh-CN,zh;q=0.9", "zh-hans"],
    ["vi-VN,vi;q=0.9,en;q=0.5", "vi"],
    ["th", "th"],
    ["en-GB", "en"],
    ["fr-FR, en;q=0.5", "en"],
    ["en;q=0.2, th;q=0.8", "th"],
    ["fr-FR", "zh-hans"],
    ["", "zh-hans"],
    [undefined, "zh-hans"],
  ])("Accept-Language %j → %s", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe("platform languages and content", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  const get = (path: string, lang: string, o: { host?: string; token?: string } = {}) =>
    h.call("GET", path, { ...o, headers: { "accept-language": lang } });

  it("lists the five locales, each named in itself", async () => {
    const res = await get("/common/languages", "en");
    expect(res.json.result.map((l: { code: string }) => l.code)).toEqual([...LOCALES]);
    expect(res.json.result.find((l: { code: string }) => l.code === "vi").name).toBe("Tiếng Việt");
    const settings = await get("/common/settings", "en");
    expect(settings.json.result.languages).toEqual([...LOCALES]);
  });

  it("has a zh-hant variant of every seeded Chinese text", async () => {
    const texts = await seededChineseTexts(h.app.platform.db);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((t) => !ZH_HANT_CONTENT.has(t))).toEqual([]);
  });

  it("has a Vietnamese and Thai wording of every seeded English text but names", async () => {
    const texts = await seededEnglishTexts(h.app.platform.db);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((t) => !hasViThContent(t))).toEqual([]);
  });

  it("answers menus, news, promotions, letters and categories in all five languages", async () => {
    const token = await h.login();
    const paths = [
      "/api/News/GetAllNews",
      "/api/News/GetDepositNews",
      "/api/Activity/GetActivitysV3",
      "/api/Manage/GetAppShortMenu",
      "/api/News/GetVipUserLetters?box=1&pageIndex=1&pageSize=20",
      "/api/Activity/GetGameList?plateType=chess",
    ];
    for (const path of paths) {
      const texts = async (lang: string) => {
        const res = await get(path, lang, { token });
        expect(res.status, `${path} ${lang}`).toBe(200);
        return JSON.stringify(res.json.result);
      };
      const [hans = "", hant, en, vi, th] = await Promise.all(
        ["zh-hans", "zh-hant", "en", "vi", "th"].map(texts),
      );
      expect(hant, path).not.toBe(hans);
      expect(hant, path).toMatch(HAN);
      expect(vi, path).not.toBe(en);
      expect(vi, path).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệịỉĩọỏốồổỗộớờởỡợụủũứừửữựỳỵỷỹ]/iu);
      expect(th, path).toMatch(/\p{Script=Thai}/u);
      // Every Simplified text the zh-hans answer has appears as its Traditional variant.
      for (const [zh, tw] of ZH_HANT_CONTENT) {
        if (zh !== tw && hans.includes(JSON.stringify(zh))) {
          expect(hant, path).toContain(JSON.stringify(tw));
        }
      }
    }
  });

  it("names each game category once per language: the lobby's name is the wallet's", async () => {
    const token = await h.login();
    for (const lang of ["zh-hans", "zh-hant", "en", "vi", "th"]) {
      const list = await get("/api/Activity/GetGameList", lang);
      const wallets = await get("/api/VipUser/GetPlateTypeList", lang, { token });
      const walletName = new Map<string, string>(
        wallets.json.result.map((w: { plateType: string; name: string }) => [w.plateType, w.name]),
      );
      const plates: { plateType: string; name: string }[] = list.json.result.plateTypes;
      expect(plates.length, lang).toBeGreaterThan(4);
      for (const p of plates)
        expect(p.name, `${lang} ${p.plateType}`).toBe(walletName.get(p.plateType));
    }
  });

  it("names the letters' sender in the reader's language", async () => {
    const token = await h.login();
    const path = "/api/News/GetVipUserLetters?box=0&pageIndex=1&pageSize=20";
    const from = async (lang: string) =>
      (await get(path, lang, { token })).json.result.items.map((l: { from: string }) => l.from);
    expect(new Set(await from("zh-hant"))).toEqual(new Set(["線上客服"]));
    expect(new Set(await from("th"))).toEqual(new Set(["บริการลูกค้า"]));
  });

  it("finds games by their Traditional names", async () => {
    const res = await get("/api/Activity/GetGameList?keyword=百家樂", "zh-hant");
    expect(res.json.result.games.length).toBeGreaterThan(0);
  });
});

describe("manifest shortcuts", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  const manifest = async (host: string, lang: string, query = "") => {
    const res = await h.call("GET", `/manifest.webmanifest${query}`, {
      host,
      headers: { "accept-language": lang },
    });
    expect(res.status).toBe(200);
    return res.json as WebAppManifest;
  };

  it("offers lobby and deposit everywhere, messages only where chat is on, in the locale", async () => {
    for (const locale of LOCALES) {
      const classic = await manifest("localhost", locale);
      const elec = await manifest("elec.localhost", locale);
      expect(classic.shortcuts.map((s) => s.url)).toEqual([
        `/${locale}/subgame?source=shortcut`,
        `/${locale}/member/deposit?source=shortcut`,
      ]);
      expect(elec.shortcuts.map((s) => s.url)).toEqual([
        `/${locale}/subgame?source=shortcut`,
        `/${locale}/member/deposit?source=shortcut`,
        `/${locale}/message?source=shortcut`,
      ]);
      if (locale !== "en") {
        const en = await manifest("elec.localhost", "en");
        expect(elec.shortcuts.map((s) => s.name)).not.toEqual(en.shortcuts.map((s) => s.name));
      }
    }
    const vi = await manifest("elec.localhost", "vi");
    expect(vi.lang).toBe("vi");
    expect(vi.shortcuts.map((s) => s.name)).toEqual(["Sảnh", "Nạp tiền", "Tin nhắn"]);
  });

  it("opens screens the service worker serves offline (the app shell's navigation route)", async () => {
    const m = await manifest("elec.localhost", "vi");
    for (const { url } of m.shortcuts) {
      const path = new URL(url, "https://x.example").pathname;
      expect(
        NAVIGATION_DENYLIST.some((re) => re.test(path)),
        url,
      ).toBe(false);
    }
  });

  it("follows the app's chosen locale (?lang=) over Accept-Language", async () => {
    const m = await manifest("localhost", "en-US", "?lang=th");
    expect(m.lang).toBe("th");
    expect(m.shortcuts[0]!.url).toBe("/th/subgame?source=shortcut");
    const zhHant = await manifest("localhost", "en-US", "?lang=zh-hant");
    expect(zhHant.name).toBe(ZH_HANT_CONTENT.get("皇冠经典娱乐"));
  });

  it("serves each shortcut icon as a 96 px PNG in the tenant's colour", async () => {
    const m = await manifest("elec.localhost", "en");
    const seen = new Set<string>();
    for (const icon of m.shortcuts.flatMap((s) => s.icons)) {
      const res = await fetch(h.base + icon.src, {
        headers: { "x-forwarded-host": "elec.localhost" },
      });
      expect(res.status, icon.src).toBe(200);
      const png = Buffer.from(await res.arrayBuffer());
      expect(pngSize(png)).toEqual({ width: 96, height: 96 });
      seen.add(png.toString("base64"));
    }
    expect(seen.size).toBe(3);
  });
});
