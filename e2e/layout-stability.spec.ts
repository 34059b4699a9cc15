import { expect, test } from "@playwright/test";
import { holdRequests } from "./helpers/hold";

// Layout shift budget (issue 8, CLS ≤ 0.02): content that arrives late must land in space kept
// for it. These hold the site config back and check that nothing on screen moves when it comes.
test.use({ serviceWorkers: "block" });

test("login: the company name arriving late does not move the form", async ({ page }) => {
  const release = await holdRequests(page, /\/api\/v3\/common\/site-config/);
  await page.goto("/en/login");
  const remember = page.getByText("Remember account and password");
  await expect(remember).toBeVisible();
  const before = await remember.boundingBox();
  release();
  await expect(page.locator(".auth__company")).not.toBeEmpty();
  const after = await remember.boundingBox();
  expect(after?.y).toBe(before?.y);
});
