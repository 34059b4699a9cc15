// Dialogs are native modals: a reminder that opens over another dialog takes Escape for itself,
// and nothing behind the top dialog takes focus.
import { expect, test } from "@playwright/test";
import { call, freshMember } from "./member-helpers";

test("stacked dialogs close one at a time, and the page behind is inert", async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const member = await freshMember(page, baseURL!);
  const set = await call(page.request, member, "POST", "/api/VipUser/SetRealityCheck", {
    minutes: 15,
  });
  expect(set.ok).toBe(true);

  const settings = page.waitForResponse(/GetResponsibleGaming/);
  await page.goto("/en");
  await settings;
  const notice = page.getByRole("dialog", { name: "Announcement" });
  await expect(notice).toBeVisible();
  await page.clock.fastForward("15:01");
  const reminder = page.getByRole("alertdialog", { name: "Reality check" });
  await expect(reminder).toBeVisible();

  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      const top = document.querySelector('[role="alertdialog"]');
      return active && active !== document.body && !top?.contains(active) ? active.outerHTML : null;
    });
    expect(outside).toBeNull();
  }

  await page.keyboard.press("Escape");
  await expect(reminder).toHaveCount(0);
  await expect(notice).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(notice).toHaveCount(0);
});
