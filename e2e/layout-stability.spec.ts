import { expect, test } from "@playwright/test";
import { holdRequests } from "./helpers/hold";

// Layout shift budget (issue 8, CLS ≤ 0.02): content that arrives late must land in space kept
// for it. These hold the site config back and check that nothing on screen moves when it comes.
// (Login and register wait for site config in their loader — its captcha flag decides the form —
// so there the form and the company name come together: see tenant-layout-shift.spec.ts.)
test.use({ serviceWorkers: "block" });

test("login: the form never shows without the company name, so it never moves", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/api\/v3\/common\/site-config/);
  const asked = page.waitForRequest(/\/api\/v3\/common\/site-config/);
  await page.goto("/en/login");
  const remember = page.getByText("Remember account");
  // While site config is held, the form is not drawn at all (nothing to move later)…
  await asked;
  await expect(remember).toBeHidden();
  release();
  // …and once it comes, the company name is there in the same render as the form.
  await expect(remember).toBeVisible();
  await expect(page.locator(".auth__company")).not.toBeEmpty();
  const before = await remember.boundingBox();
  await page.waitForLoadState("networkidle");
  const after = await remember.boundingBox();
  expect(after?.y).toBe(before?.y);
});
