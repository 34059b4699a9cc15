// Unknown locations and the spec's route "home": every unmatched path, at every depth,
// with or without a locale prefix, shows the not-found screen in the location's language with a
// link home and the tab bar — never an empty page or a silent redirect to another screen.
import { expect, test, type Page } from "@playwright/test";
import { tenantUrl } from "../visitor-helpers";
import { translate } from "./catalog";
import { LOCALES } from "../../src/api/contract/locales";
import { UNKNOWN_PATHS } from "./routes";

// The screen's catalogs load with it; a busy CI machine may take a few seconds.
const slow = { timeout: 15_000 };

/**
 * The not-found screen in `locale` at one of `pathnames`, whose link goes to that location's home
 * (`/<locale>` under a prefix, `/` without one) and works.
 */
async function expectNotFound(page: Page, locale: string, pathnames: readonly string[]) {
  await expect(
    page.getByRole("heading", { level: 1, name: translate(locale, "Page not found") }),
  ).toBeVisible(slow);
  const pathname = new URL(page.url()).pathname;
  expect(pathnames).toContain(pathname);
  const homePath = pathname.startsWith(`/${locale}/`) ? `/${locale}` : "/";
  const home = page
    .getByRole("main")
    .getByRole("link", { name: translate(locale, "Back to home") });
  await expect(home).toHaveAttribute("href", homePath);
  await expect(page.getByRole("navigation", { name: translate(locale, "Main") })).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(tenantUrl("classic", homePath));
}

// Every locale of the app (cheap here, unlike the crawler's full sweep).
for (const locale of LOCALES) {
  test(`${locale}: unknown paths at every depth show the not-found screen; /${locale}/home opens home`, async ({
    page,
  }) => {
    for (const path of UNKNOWN_PATHS) {
      await page.goto(tenantUrl("classic", `/${locale}${path}`));
      await expectNotFound(page, locale, [`/${locale}${path}`]);
    }
    await page.goto(tenantUrl("classic", `/${locale}/home`));
    await expect(page).toHaveURL(tenantUrl("classic", `/${locale}`), slow);
    await expect(
      page
        .getByRole("navigation", { name: translate(locale, "Main") })
        .getByRole("link", { name: translate(locale, "Home") }),
    ).toHaveAttribute("aria-current", "page");
  });
}

test("without a locale prefix, /home is home and unknown paths are not found in zh-hans", async ({
  page,
}) => {
  await page.goto(tenantUrl("classic", "/home"));
  await expect(page).toHaveURL(tenantUrl("classic", "/"), slow);
  await expect(
    page.getByRole("link", { name: translate("zh-hans", "Home"), exact: true }),
  ).toHaveAttribute("aria-current", "page");
  for (const path of UNKNOWN_PATHS) {
    await page.goto(tenantUrl("classic", path));
    // A first segment that is a route (`/promotion/x/1`) keeps the location unprefixed; one that
    // is neither a route nor a language tag (`/no-such-page`) gets the prefix.
    await expectNotFound(page, "zh-hans", [path, `/zh-hans${path}`]);
  }
});
