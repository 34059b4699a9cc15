import { expect, test } from "@playwright/test";
import { tenantOrigin, type Tenant } from "./helpers/session";

// The reference platform's own promises in a real browser: the strict CSP and security headers on
// the document, no CSP violation while the app starts and renders each tenant, tenant art served.

const TENANTS: [Tenant, string][] = [
  ["classic", "style-classic0"],
  ["elec", "style-elec1"],
  ["lottery", "style-lottery2"],
  ["tq", "style-tq3"],
];

for (const [tenant, vStyle] of TENANTS) {
  test(`${tenant}: security headers, no CSP violations, tenant config and art`, async ({
    page,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL!, tenant);
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(`${origin}/en/promotion`);
    expect(res?.status()).toBe(200);
    const headers = res!.headers();
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    await expect(page.locator("#root, body").first()).not.toBeEmpty();

    const config = await page.evaluate(async () => {
      const r = await fetch("/api/v3/common/site-config", { headers: { "Accept-Language": "en" } });
      return { cache: r.headers.get("cache-control"), body: await r.json() };
    });
    expect(config.cache).toBe("no-store");
    expect(config.body.result.vStyle).toBe(vStyle);

    const logo = await page.evaluate(async (url: string) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      return img.naturalWidth;
    }, config.body.result.logoUrl as string);
    expect(logo).toBeGreaterThan(0);
    // Let late requests (images, fonts, chat) happen before judging the console.
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}

test("the app may not be framed by another origin (frame-ancestors 'self')", async ({
  page,
  baseURL,
}) => {
  const blocked: string[] = [];
  page.on("console", (m) => {
    if (/frame-ancestors/.test(m.text())) blocked.push(m.text());
  });
  // about:blank has no CSP of its own, so only the framed page's frame-ancestors can refuse.
  await page.setContent(
    `<iframe title="framed" src="${tenantOrigin(baseURL!, "classic")}/en/promotion"></iframe>`,
  );
  await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
});
