// On a desktop with a mouse a sideways list has no swipe and often no scroll bar: every list in a
// home or a lobby that is wider than its box has buttons that scroll it (shelf-arrows.tsx), and
// they work (a carousel's dots count). A touch screen swipes instead and shows none.
import { expect, test } from "@playwright/test";
import { snoozeAnnouncements, tenantUrl } from "./visitor-helpers";

const TENANTS = ["classic", "elec", "lottery", "tq"] as const;
const PAGES = ["/en", "/en/subgame"] as const;

/** Every element in `main` that scrolls sideways and is wider than its box, with its visible controls. */
const sidewaysLists = () =>
  [...document.querySelectorAll<HTMLElement>("main *")]
    .filter((el) => {
      const x = getComputedStyle(el).overflowX;
      return (x === "auto" || x === "scroll") && el.scrollWidth > el.clientWidth + 1;
    })
    .map((el) => ({
      what: `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} in ${el.closest("section")?.getAttribute("aria-label") ?? "main"}`,
      buttons: el.id
        ? [...document.querySelectorAll<HTMLElement>(`[aria-controls="${CSS.escape(el.id)}"]`)]
            .filter((b) => b.getClientRects().length > 0)
            .map((b) => b.getAttribute("aria-label") ?? "")
        : [],
    }));

// A desktop with a mouse (the suite's default is a touch phone).
test.use({
  serviceWorkers: "block",
  viewport: { width: 1440, height: 900 },
  hasTouch: false,
  isMobile: false,
});

for (const tenant of TENANTS) {
  test(`${tenant}: at 1440 px every sideways list has buttons that scroll it`, async ({ page }) => {
    await snoozeAnnouncements(page);
    for (const path of PAGES) {
      await page.goto(tenantUrl(tenant, path));
      await expect(page.locator("main:not([aria-busy=true]) img").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const lists = await page.evaluate(sidewaysLists);
      // Two or more: a shelf's earlier and more, a carousel's dots.
      for (const list of lists)
        expect(list.buttons.length, `${path}: ${list.what}`).toBeGreaterThanOrEqual(2);
    }
  });
}

test("the shelf's buttons scroll it a screenful and stop at its ends; a touch screen shows none", async ({
  page,
  browser,
}) => {
  await snoozeAnnouncements(page);
  await page.goto(tenantUrl("elec", "/en"));
  const shelf = page.getByRole("region", { name: "Hot games" });
  const list = shelf.getByRole("list");
  const earlier = shelf.getByRole("button", { name: "Show earlier games" });
  const more = shelf.getByRole("button", { name: "Show more games" });
  await expect(earlier).toBeDisabled();
  await more.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
  await expect(earlier).toBeEnabled();
  // Each click waits for the scroll to settle and the button to agree with where the list is:
  // clicking while a smooth scroll is still on its way to the end would wait on a button that is
  // about to be disabled.
  const atEnd = () => list.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  const settled = async () => {
    let last = -1;
    await expect
      .poll(async () => {
        const now = await list.evaluate((el) => el.scrollLeft);
        const still = now === last;
        last = now;
        return still && (await more.isDisabled()) === (await atEnd());
      })
      .toBe(true);
  };
  await settled();
  for (let i = 0; i < 8 && (await more.isEnabled()); i++) {
    await more.click();
    await settled();
  }
  expect(await atEnd()).toBe(true);
  await expect(more).toBeDisabled();

  const tablet = await browser.newContext({
    viewport: { width: 1024, height: 1366 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: "block",
  });
  const touch = await tablet.newPage();
  await snoozeAnnouncements(touch);
  await touch.goto(tenantUrl("elec", "/en"));
  const row = touch.getByRole("region", { name: "Hot games" });
  await expect(row.getByRole("list")).toBeVisible();
  expect(await row.getByRole("list").evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(row.getByRole("button", { name: /games$/ })).toHaveCount(0);
  await tablet.close();
});
