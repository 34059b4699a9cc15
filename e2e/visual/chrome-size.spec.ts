// The PWA's own chrome on a phone: the offline banner, the update prompt and the install
// hint (the guidance under settings' "Install the app": browser menu, install button or the iOS
// steps) each take at most 12% of the screen's height, so the screen around them stays usable;
// the offline banner takes its own space above the screen and covers no header.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { layoutFindings } from "../crawler/audit";
import { tenantUrl } from "../visitor-helpers";
import { raiseUpdatePrompt, startUpdatedServer, type UpdatedServer } from "./update-server";

const MAX_SHARE = 0.12;
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

test.use({ serviceWorkers: "block", locale: "en-US" });

async function expectAtMostShare(page: Page, what: Locator, name: string) {
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    const box = await what.boundingBox();
    if (!box) throw new Error(`${name} is not shown`);
    expect(
      box.height,
      `${name} height at ${size.width}×${size.height} (max ${MAX_SHARE * 100}%)`,
    ).toBeLessThanOrEqual(size.height * MAX_SHARE);
  }
}

for (const locale of ["en", "zh-hans"] as const) {
  test(`${locale}: the offline banner takes its own space, at most 12% of a phone's height`, async ({
    page,
    context,
  }) => {
    await page.goto(tenantUrl("classic", `/${locale}`));
    await expect(page.locator("#root")).not.toHaveAttribute("aria-busy", /.*/, {
      timeout: 30_000,
    });
    // Mounted with the PWA chrome once the first screen has settled (slow on a busy machine).
    await expect(page.locator(".pwa-offline")).toBeAttached({ timeout: 30_000 });
    await context.setOffline(true);
    const banner = page.locator(".pwa-offline__text");
    await expect(banner).toBeVisible();
    await expectAtMostShare(page, banner, "offline banner");
    // It takes its own space above the screen: the header's title and buttons stay uncovered.
    expect(await layoutFindings(page, { cuts: true })).toEqual([]);
    const header = await page.locator("header").first().boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(header!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height - 1);
    await context.setOffline(false);
  });

  test(`${locale}: each install hint takes at most 12% of a phone's height`, async ({ page }) => {
    await page.goto(tenantUrl("classic", `/${locale}/setting`));
    const section = page.locator("section[aria-labelledby='pwa-install-title']");
    await expect(section).toBeVisible({ timeout: 30_000 });
    // Without an install offer: the browser-menu hint.
    await expectAtMostShare(page, section.locator("p").first(), "install hint");
    // With the browser's install offer: the install button.
    await page.evaluate(() => window.dispatchEvent(new Event("beforeinstallprompt")));
    const actions = section.locator(".pwa-settings__actions");
    await expect(actions).toBeVisible();
    await expectAtMostShare(page, actions, "install button");
  });
}

test.describe("on an iPhone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });
  test("the add-to-home-screen steps take at most 12% of a phone's height", async ({ page }) => {
    await page.goto(tenantUrl("classic", "/en/setting"));
    const section = page.locator("section[aria-labelledby='pwa-install-title']");
    const steps = section.locator("ol");
    await expect(steps).toBeVisible({ timeout: 30_000 });
    await expectAtMostShare(page, steps, "install steps");
  });
});

test.describe("update prompt", () => {
  test.use({ serviceWorkers: "allow" });
  let server: UpdatedServer | null = null;
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the update prompt takes at most 12% of a phone's height", async ({ page }) => {
    test.setTimeout(90_000);
    server = await startUpdatedServer(62);
    const prompt = await raiseUpdatePrompt(page, server, "/en");
    await expect(prompt).toHaveAccessibleName("Update available, refresh now?");
    await expectAtMostShare(page, prompt, "update prompt");
  });
});
