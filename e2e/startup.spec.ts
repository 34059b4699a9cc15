import { expect, test } from "@playwright/test";
import { holdRequests } from "./helpers/hold";

// App start on a slow network: the HTML paints a boot indicator before any script, the
// site config is asked for in the page's language without waiting for the first render, and the
// app replaces the indicator with the screen.

test("the boot indicator shows until the app's first render replaces it", async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto("/en/login", { waitUntil: "commit" });
  const root = page.locator("#root");
  await expect(root.locator(".boot__spinner")).toBeVisible();
  await expect(root).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(root.locator(".boot")).toHaveCount(0);
  await expect(root).not.toHaveAttribute("aria-busy");
});

test("the site config is requested in the page's language before the screen renders", async ({
  page,
}) => {
  const siteConfig = page.waitForRequest(/\/api\/v3\/common\/site-config/);
  // Hold the screen's catalogs so nothing can render before the config request goes out.
  const release = await holdRequests(page, /\/assets\/en-[^/]+\.js$/);
  await page.goto("/en/login", { waitUntil: "commit" });
  const request = await siteConfig;
  expect(request.headers()["accept-language"]).toBe("en");
  await expect(page.locator("#root .boot")).toHaveCount(1);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the site config's request leaves before the screen's code and catalogs are preloaded", async ({
  page,
}) => {
  // Over HTTP/1.1's six connections the order of requests decides what queues.
  const order: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path === "/api/v3/common/site-config") order.push("site config");
    else if (/^\/assets\/(login|en)-[^/]+\.js$/.test(path)) order.push(path);
  });
  await page.goto("/en/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(order[0]).toBe("site config");
  expect(order.length).toBeGreaterThanOrEqual(3); // the login screen's code and the en catalog
});

test("a stalled runtime config does not hold the screen's code back", async ({ page }) => {
  // The preloads wait for the runtime config at most 300 ms (src/main.tsx); the API calls wait
  // for it anyway, but the screen's code and catalogs must be on their way meanwhile.
  const release = await holdRequests(page, /\/runtime-config\.json$/);
  const screenCode = page.waitForRequest(/\/assets\/login-[^/]+\.js$/, { timeout: 10_000 });
  await page.goto("/en/login", { waitUntil: "commit" });
  await screenCode;
  release();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the operator settings load with the HTML, once, while the app's code is still on its way", async ({
  page,
}) => {
  const configRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/runtime-config.json")) configRequests.push(r.url());
  });
  const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  const config = page.waitForRequest(/\/runtime-config\.json$/);
  await page.goto("/en", { waitUntil: "commit" });
  await config; // asked for by the HTML: the app's code is held
  release();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toBeVisible(); // home's announcement: the API answered
  expect(configRequests).toHaveLength(1); // the app reused the preloaded answer
});

test("the PWA code waits until the first screen's requests have settled", async ({ page }) => {
  const pwaChunks: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/pwa-chrome-[^/]+\.js$/.test(r.url())) pwaChunks.push(r.url());
  });
  const release = await holdRequests(page, /\/api\/Activity\/GetCompanyInfo/);
  const companyInfo = page.waitForRequest(/\/api\/Activity\/GetCompanyInfo/);
  await page.goto("/en");
  await companyInfo;
  await page.waitForTimeout(1_500); // long enough for the chunk to load had nothing held it back
  expect(pwaChunks).toEqual([]);
  release();
  await expect.poll(() => pwaChunks.length).toBe(1);
});
