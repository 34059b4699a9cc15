// The seeded catalogue looks like an operator's: every game and plate has a picture from the icon
// set (never initials on a plain shape), each game's picture is its own within its provider, and
// every picture with words says them in the language of the page that asked for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, localeTag, type Locale } from "../../../src/api/contract/locales.ts";
import { startHarness, type Harness } from "./test/harness.ts";
import { gameArt } from "./assets.ts";
import { PLATFORM_SEEDS } from "./seed-games.ts";

/** A default platform's plate type (the list answers game names in English to en). */
const plateOf = (platform: string) => PLATFORM_SEEDS.find((p) => p.code === platform)!.plateType;

/** Placeholder art: no drawn shape beyond plain rects and circles, and a short run of letters. */
export const isInitialsArt = (svg: string) =>
  !/<(path|use|polygon)\b/.test(svg) && /<text[^>]*>\s*[A-Z0-9]{1,3}\s*<\/text>/.test(svg);

/** The words an SVG draws. */
const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1]!);

/** Letters that only the locale's script (or Latin for en/vi) would show. */
const SCRIPT: Record<Locale, RegExp> = {
  "zh-hans": /\p{Script=Han}/u,
  "zh-hant": /\p{Script=Han}/u,
  en: /^[\p{Script=Latin}\d\s\p{P}\p{S}]+$/u,
  vi: /^[\p{Script=Latin}\d\s\p{P}\p{S}]+$/u,
  th: /\p{Script=Thai}/u,
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe("seeded artwork", () => {
  it("gives every game a picture of its own, cached, under 8 kB", async () => {
    const { games } = (await h.call("GET", "/api/Activity/GetGameList")).json.result as {
      games: { platform: string; gameCode: string; name: string; imageUrl: string }[];
    };
    expect(games.length).toBeGreaterThan(300);
    // Over HTTP, one game of each provider (the route and its headers); every game's picture
    // through the function the route serves (a request each would cost seconds).
    const served = new Set<string>();
    for (const g of games) {
      if (served.has(g.platform)) continue;
      served.add(g.platform);
      const r = await h.app.inject({ url: g.imageUrl });
      expect(r.statusCode, g.imageUrl).toBe(200);
      expect(r.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(r.headers["cache-control"]).toMatch(/max-age=\d{4,}/);
      expect(r.body).toBe(gameArt(g.platform, g.name, plateOf(g.platform)));
    }
    const seen = new Map<string, string>();
    const wrong: string[] = [];
    for (const g of games) {
      const svg = gameArt(g.platform, g.name, plateOf(g.platform));
      if (isInitialsArt(svg) || !svg.includes("<path")) wrong.push(`${g.imageUrl}: no picture`);
      if (svg.length > 8_000) wrong.push(`${g.imageUrl}: ${svg.length} bytes`);
      // Within a provider, no two differently named games share a picture.
      const key = `${g.platform}/${svg}`;
      const other = seen.get(key);
      if (other && other.replace(/ \d+$/, "") !== g.name.replace(/ \d+$/, "")) {
        wrong.push(`${g.name} and ${other} of ${g.platform} share one picture`);
      }
      seen.set(key, g.name);
    }
    expect(wrong).toEqual([]);
  });

  it("draws plates, logos, favicons and the app badge as pictures, not initials", async () => {
    const { plateTypes } = (await h.call("GET", "/api/Activity/GetGameList")).json.result as {
      plateTypes: { iconUrl: string }[];
    };
    const urls = plateTypes.map((p) => p.iconUrl);
    for (const host of [
      "classic.localhost",
      "elec.localhost",
      "lottery.localhost",
      "tq.localhost",
    ]) {
      const info = (await h.call("GET", "/api/Activity/GetCompanyInfo", { host })).json.result;
      urls.push(...(info.images as { imageUrl: string }[]).map((i) => i.imageUrl));
    }
    for (const url of new Set(urls)) {
      const r = await h.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(isInitialsArt(r.body), `${url} is initials`).toBe(false);
    }
  });

  it("writes the words of banners, promotions and the notice in the page's language", async () => {
    for (const host of ["classic.localhost", "tq.localhost"]) {
      for (const locale of LOCALES) {
        const headers = { "accept-language": localeTag(locale) };
        const info = (await h.call("GET", "/api/Activity/GetCompanyInfo", { host, headers })).json
          .result;
        const promos = (
          await h.call("GET", "/api/Activity/GetActivitysV3?pageIndex=1&pageSize=20", {
            host,
            headers,
          })
        ).json.result.items;
        const urls = [
          ...(info.images as { imageType: number; imageUrl: string }[])
            .filter((i) => /carousel|promo|dialog/.test(i.imageUrl))
            .map((i) => i.imageUrl),
          ...(promos as { imageUrl: string; detailImageUrl: string }[]).flatMap((p) => [
            p.imageUrl,
            p.detailImageUrl,
          ]),
        ];
        expect(urls.length, `${host} ${locale}`).toBeGreaterThan(6);
        for (const url of urls) {
          const r = await h.app.inject({ url });
          expect(r.statusCode, url).toBe(200);
          const [title] = words(r.body);
          expect(title, `${url} in ${locale}`).toMatch(SCRIPT[locale]);
          expect(title).not.toMatch(/#\d/);
        }
      }
    }
  });

  it("names the lottery draws in the page's language (a kind of draw, not a brand)", async () => {
    for (const locale of ["th", "vi"] as const) {
      const { games } = (
        await h.call("GET", "/api/Activity/GetGameList", {
          headers: { "accept-language": localeTag(locale) },
        })
      ).json.result as { games: { plateType: string; name: string }[] };
      const draws = games.filter((g) => g.plateType === "lottery").map((g) => g.name);
      expect(draws.length).toBeGreaterThan(5);
      for (const name of draws) expect(name, locale).toMatch(SCRIPT[locale === "th" ? "th" : "vi"]);
      if (locale === "vi") expect(draws).not.toContain("Speed Racing");
    }
  });
});
