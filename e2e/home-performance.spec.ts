// Home's load behaviour: each call fetched once, no console error, the announcement image loaded
// with priority and carousel slides that are not shown yet not fetched at start (layout shift
// while home's calls arrive: layout-shift.spec.ts).
import { expect, test } from "@playwright/test";
import { snoozeAnnouncements, tenantUrl } from "./visitor-helpers";

const ADVANCE_MS = 5_000;
const PRELOAD_LEAD_MS = 2_000;
const CALLS = {
  site: "/api/v3/common/site-config",
  company: "/api/Activity/GetCompanyInfo",
  menus: "/api/Manage/GetAppShortMenu",
  style: "/api/Manage/GetConfigByStyle",
  promotions: "/api/Activity/GetActivitysV3",
  catalogue: "/api/Activity/GetGameList",
} as const;
test("home fetches each call and image once, with no failed request or console error", async ({
  page,
}) => {
  const counts = new Map<string, number>();
  const failures: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith("/api/") || path.startsWith("/common/") || req.resourceType() === "image") {
      counts.set(path, (counts.get(path) ?? 0) + 1);
    }
  });
  page.on("response", (res) => {
    if (res.status() >= 400) failures.push(`${res.status()} ${res.url()}`);
  });
  page.on("console", (msg) => {
    if (msg.type() === "error") failures.push(`console: ${msg.text()}`);
  });
  await page.goto(tenantUrl("classic", "/en"));
  await expect(page.getByRole("dialog", { name: "Announcement" })).toBeVisible();
  await expect(page.locator("section.promo-cards")).toBeVisible();
  await page.waitForLoadState("networkidle");
  for (const path of Object.values(CALLS)) expect(counts.get(path), path).toBe(1);
  // The announcement image (preloaded as soon as the answers name it) is fetched once too.
  expect(counts.get("/assets/tenants/classic/dialog.en.svg")).toBe(1);
  expect(Object.fromEntries([...counts].filter(([, n]) => n > 1))).toEqual({});
  expect(failures).toEqual([]);
});

test("the announcement image loads with priority, not lazily", async ({ page }) => {
  await page.goto(tenantUrl("classic", "/en"));
  const dialog = page.getByRole("dialog", { name: "Announcement" });
  const img = dialog.locator("img").first();
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute("loading", "eager");
  await expect(img).toHaveAttribute("fetchpriority", "high");
});

test("carousel slides load when about to be shown, not at start", async ({ page }) => {
  await snoozeAnnouncements(page);
  const slides: string[] = [];
  page.on("request", (req) => {
    const m = /carousel-(\d+)\./.exec(req.url());
    if (m) slides.push(m[1]!);
  });
  await page.clock.install();
  await page.goto(tenantUrl("classic", "/en"));
  const carousel = page.getByRole("region", { name: "Highlights" });
  await expect(carousel.locator('[data-image-state="loaded"]')).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(slides).toEqual(["1"]);
  // The next slide's image loads by itself 2 s ahead of the automatic advance (every 5 s).
  await page.clock.fastForward(ADVANCE_MS - PRELOAD_LEAD_MS);
  await expect.poll(() => slides.slice(0, 2)).toEqual(["1", "2"]);
  // A dot jumps to any slide, whose image then loads and shows.
  await carousel.getByRole("button", { name: "Show slide 3" }).click();
  await expect(
    carousel.getByRole("listitem", { name: "3 of 3" }).locator('[data-image-state="loaded"]'),
  ).toHaveCount(1);
  expect([...slides].sort()).toEqual(["1", "2", "3"]);
});
