import { expect, test } from "@playwright/test";
import { snoozeAnnouncements, tenantUrl, TENANTS } from "./visitor-helpers";

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

for (const tenant of TENANTS) {
  test(`${tenant} home renders its own layout`, async ({ page }) => {
    await snoozeAnnouncements(page);
    await page.goto(tenantUrl(tenant, "/en"));
    const main = page.locator(`main[data-layout="${tenant}"]`);
    await expect(main).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Game categories" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `test-results/screenshots/home-${tenant}.png` });
  });
}
