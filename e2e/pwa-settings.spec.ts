// Notifications are opt-in from settings, after a tap, never on load (docs/product.md §10); settings
// also show the install entry and the running build's version.
import { expect, test } from "@playwright/test";

// The installed app is the subject: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: "allow" });

test("the notification permission is asked only when the player taps Enable notifications", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  // Count permission requests and answer "granted" (headless Chromium has no prompt to click).
  await context.addInitScript(() => {
    const w = window as unknown as { __permissionRequests: number };
    w.__permissionRequests = 0;
    let permission: NotificationPermission = "default";
    Object.defineProperty(Notification, "permission", { get: () => permission });
    Notification.requestPermission = async () => {
      w.__permissionRequests += 1;
      permission = "granted";
      return permission;
    };
  });
  const page = await context.newPage();
  const requests = () =>
    page.evaluate(
      () => (window as unknown as { __permissionRequests: number }).__permissionRequests,
    );
  for (const path of ["/en", "/en/game-slot/slot", "/en/setting"]) {
    await page.goto(`${baseURL}${path}`);
    await expect(page.getByRole("main")).toBeVisible();
  }
  expect(await requests()).toBe(0);

  const section = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(section).toBeVisible();
  await section.getByRole("button", { name: "Enable notifications" }).click();
  await expect(section.getByText("Notifications are on.")).toBeVisible();
  expect(await requests()).toBe(1);
  await expect(section.getByRole("button", { name: "Enable notifications" })).toHaveCount(0);

  const install = page.getByRole("region", { name: "Install the app" });
  await expect(install).toBeVisible();
  await expect(install.getByText(/^Version \d+\.\d+\.\d+ \(build \S+\)$/)).toBeVisible();
  await context.close();
});
