import { expect, test } from "@playwright/test";

test("the shell renders the home page in the default locale", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "首页" })).toBeVisible();
});
