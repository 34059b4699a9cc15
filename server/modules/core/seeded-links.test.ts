// Every link of the seeded content leads somewhere real: an in-app screen of the app's route tree
// (under the page's language prefix), or a contact id the app shows to copy; never a placeholder
// host. Menus and pictures of every tenant.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactIdOf } from "../../../src/api/contract/rules.ts";
import { startHarness, type Harness } from "./test/harness.ts";

/** The app's screens as patterns of a path after the locale prefix (optional params optional). */
function appPaths(): RegExp[] {
  const tree = readFileSync("src/route-tree.gen.ts", "utf8");
  const block = /interface FileRoutesByFullPath \{\n([\s\S]*?)\n\}/.exec(tree)![1]!;
  return [...block.matchAll(/"\/\{-\$locale\}([^"]*)"/g)].map((m) => {
    const pattern = m[1]!
      .replace(/\/$/, "")
      .split("/")
      .filter(Boolean)
      .map((seg) => (/^\{-\$\w+\}$/.test(seg) ? "(?:/[^/?#]+)?" : `/${seg}`))
      .join("");
    return new RegExp(`^${pattern}/?(?:[?#].*)?$`);
  });
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe("seeded links", () => {
  it("lead to a screen of the app or a contact id, on every tenant", async () => {
    const paths = appPaths();
    expect(paths.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const key of ["classic", "elec", "lottery", "tq"]) {
      const host = `${key}.localhost`;
      const menus = (await h.call("GET", "/api/Manage/GetAppShortMenu", { host })).json.result;
      const info = (await h.call("GET", "/api/Activity/GetCompanyInfo", { host })).json.result;
      const site = (await h.call("GET", "/api/v3/common/site-config", { host })).json.result;
      const links: [string, string][] = [
        ...(menus as { displayName: string; jumpUrl: string; newJumpUrl: string }[]).flatMap(
          (m): [string, string][] => [
            [`menu ${m.displayName}`, m.jumpUrl],
            [`menu ${m.displayName}`, m.newJumpUrl],
          ],
        ),
        ...(info.images as { title: string; jumpUrl: string }[]).map((i): [string, string] => [
          `picture ${i.title}`,
          i.jumpUrl,
        ]),
        ["service address", site.serviceUrl],
        ["backup service address", site.serviceBackupUrl],
      ];
      expect(links.length).toBeGreaterThan(10);
      for (const [what, url] of links) {
        if (!url) continue;
        const inApp = url.startsWith("/") && paths.some((p) => p.test(url));
        if (!inApp && !contactIdOf(url)) wrong.push(`${key} ${what}: ${url}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
