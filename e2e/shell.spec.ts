import { expect, test, type Page } from "@playwright/test";
import { loginAsDemo, STORAGE_PREFIX, tenantOrigin } from "./helpers/session";
import { fetchFromPlatform } from "./helpers/route-fetch";

const tabbar = (page: Page) => page.getByRole("navigation", { name: "Main" });

// Screens belong to their features; these checks read only what the shell owns: the document
// language, the URL and the tab bar's labels.
test.describe("locale prefix", () => {
  test("no prefix renders the default locale zh-hans", async ({ page }) => {
    await page.goto("/subgame");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(page.getByRole("navigation", { name: "主导航" })).toBeVisible();
    await expect(page.getByRole("link", { name: "首页" })).toBeVisible();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("/en/login renders English before the first paint", async ({ page }) => {
    await page.goto("/en/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveURL(/\/en\/login$/);
    await page.goto("/en/subgame");
    await expect(tabbar(page).getByRole("link", { name: "Member centre" })).toBeVisible();
  });

  test("an unsupported locale goes to the browser's language (en-US → en)", async ({ page }) => {
    await page.goto("/fr/promotion?tab=new");
    await expect(page).toHaveURL(/\/en\/promotion\?tab=new$/);
    await expect(tabbar(page).getByRole("link", { name: "Promotions" })).toBeVisible();
  });

  test("an unsupported locale prefers the persisted locale", async ({ page }) => {
    await page.goto("/healthz");
    await page.evaluate(
      (k) => localStorage.setItem(k, JSON.stringify("zh-hans")),
      STORAGE_PREFIX + "locale",
    );
    await page.goto("/xx/subgame");
    await expect(page).toHaveURL(/\/zh-hans\/subgame$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  });
});

test.describe("tab bar", () => {
  test("visitor on a tenant without chat: home, service, register, promotions, member centre", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${tenantOrigin(baseURL!, "classic")}/en/subgame`);
    const nav = tabbar(page);
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Service" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Register" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Promotions" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Member centre" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Messages" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Deposit" })).toHaveCount(0);
    // The tab keeps the locale prefix.
    await nav.getByRole("link", { name: "Promotions" }).click();
    await expect(page).toHaveURL(/\/en\/promotion$/);
    await expect(nav.getByRole("link", { name: "Promotions" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("is hidden on hideFooter routes", async ({ page }) => {
    await page.goto("/en/login");
    await expect(page.locator("main")).toBeVisible();
    await expect(tabbar(page)).toHaveCount(0);
  });

  test("chat on: messages instead of service", async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin(baseURL!, "elec")}/en/promotion`);
    const nav = tabbar(page);
    await expect(nav.getByRole("link", { name: "Messages" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Service" })).toHaveCount(0);
  });

  test("member: deposit and promote-and-earn replace register and promotions", async ({
    page,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL!, "classic");
    await loginAsDemo(page, origin);
    await page.goto(`${origin}/en/promotion`);
    const nav = tabbar(page);
    await expect(nav.getByRole("link", { name: "Deposit" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Promote and earn" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Register" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Deposit" }).click();
    await expect(page).toHaveURL(/\/en\/member\/deposit$/);
  });

  test("service opens an operator's service URL in a new window", async ({ page, baseURL }) => {
    const serviceUrl = "https://service.example.com/chat/classic";
    await serviceAddresses(page, serviceUrl, "");
    await page.goto(`${tenantOrigin(baseURL!, "classic")}/en/promotion`);
    await page
      .context()
      .route(/^https:\/\/.*service/, (route) => route.fulfill({ body: "service" }));
    const popup = page.waitForEvent("popup");
    await tabbar(page).getByRole("button", { name: "Service" }).click();
    expect((await popup).url()).toBe(serviceUrl);
  });

  test("service without a service URL opens the help centre's contacts", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${tenantOrigin(baseURL!, "classic")}/en/promotion`);
    await tabbar(page).getByRole("button", { name: "Service" }).click();
    await expect(page).toHaveURL(/\/en\/help#contact$/);
    await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
  });

  test("service with a backup URL opens the two-line customer service dialog", async ({
    page,
    baseURL,
  }) => {
    await serviceAddresses(page, "https://service.example.com/a", "https://backup.example.com/b");
    await page.goto(`${tenantOrigin(baseURL!, "tq")}/en/promotion`);
    await tabbar(page).getByRole("button", { name: "Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Customer service centre" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await expect(dialog.getByRole("button", { name: "Open" })).toHaveCount(2);
    await expect(dialog.getByRole("button", { name: "Open" }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });
});

test("tenant branding: title, theme colour, style and root font size", async ({
  page,
  baseURL,
}) => {
  const origin = tenantOrigin(baseURL!, "elec");
  await page.goto(`${origin}/en/promotion`);
  const config = (
    await (
      await page.request.get(
        `${baseURL!.replace("localhost", "127.0.0.1")}/api/v3/common/site-config`,
        {
          headers: { Host: new URL(origin).host, "Accept-Language": "en" },
        },
      )
    ).json()
  ).result as { companyPageName: string; mobileColor: string };
  await expect(page).toHaveTitle(config.companyPageName);
  const css = await page.evaluate(() => ({
    color: document.documentElement.style.getPropertyValue("--color-primary"),
    style: document.documentElement.dataset.style,
    theme: document.documentElement.dataset.theme,
    font: document.documentElement.style.fontSize,
    width: window.innerWidth,
  }));
  expect(css.color).toBe(config.mobileColor);
  expect(css.style).toBe("elec");
  expect(css.theme).toBe("blue-white");
  expect(css.font).toBe(`${Math.min(css.width / 10, 54)}px`);
});

/** An operator's outside service addresses in the site config (the seed has none). */
async function serviceAddresses(page: Page, serviceUrl: string, serviceBackupUrl: string) {
  await page.route("**/api/v3/common/site-config*", async (route) => {
    const res = await fetchFromPlatform(route);
    const body = await res.json();
    body.result = { ...body.result, serviceUrl, serviceBackupUrl };
    await route.fulfill({ response: res, json: body });
  });
}
