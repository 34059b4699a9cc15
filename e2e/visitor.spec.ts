import { expect, test, type Page } from "@playwright/test";
import { snoozeAnnouncements, tenantUrl, TENANTS } from "./visitor-helpers";
import { fetchFromPlatform } from "./helpers/route-fetch";

test.beforeEach(async ({ page }) => snoozeAnnouncements(page));

for (const tenant of TENANTS) {
  test(`${tenant}: lobby search by name and provider filter`, async ({ page }) => {
    await page.goto(tenantUrl(tenant, "/en/game-slot/slot"));
    const grid = page.getByRole("list", { name: "Games" });
    const tiles = grid.getByRole("button", { name: /^Play / });
    await expect(tiles.first()).toBeVisible({ timeout: 15_000 });
    // The grid shows a page at a time; the line under it counts the whole filtered list.
    const first = await shownOfTotal(page);
    expect(first.total).toBeGreaterThan(100);
    expect(first.shown).toBeLessThan(first.total);
    await expect(tiles).toHaveCount(first.shown);

    await page.getByRole("button", { name: "JDB", exact: true }).click();
    await expect(page.getByRole("button", { name: "JDB", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByText(/^Showing \d+ of 60 games$/)).toBeVisible();

    const firstName = (await tiles.first().getAttribute("aria-label"))!.replace(/^Play /, "");
    const word = firstName.split(" ")[0]!;
    await page.getByRole("searchbox", { name: "Search games" }).fill(word.toUpperCase());
    await expect(page).toHaveURL(/q=/);
    const names = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(60);
    for (const n of names) expect(n!.toLowerCase()).toContain(word.toLowerCase());

    await page.getByRole("searchbox", { name: "Search games" }).fill("no such game zzz");
    await expect(page.getByText(/No game in any category has “no such game zzz”/)).toBeVisible();
  });
}

/** The "Showing N of M games" line under a paged grid, as numbers. */
async function shownOfTotal(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.getByText(/^Showing \d+ of \d+ games$/).textContent();
  const [shown, total] = text!.match(/\d+/g)!.map(Number);
  return { shown: shown!, total: total! };
}

test("the lobby grid grows with 'Show more games' and by scrolling, and a filter starts over", async ({
  page,
}) => {
  await page.goto(tenantUrl("classic", "/en/game-slot/slot"));
  const grid = page.getByRole("list", { name: "Games" });
  const tiles = grid.getByRole("button", { name: /^Play / });
  // Classic's preset has 3 columns: a first page of 6 rows.
  await expect(page.getByText(/^Showing 18 of \d+ games$/)).toBeVisible({ timeout: 15_000 });
  await expect(tiles).toHaveCount(18);

  // Focusing "Show more games" scrolls it into view, and with it the sentinel above it: scrolling
  // to the end of the grid adds a page by itself.
  const more = page.getByRole("button", { name: "Show more games" });
  await more.focus();
  await expect(tiles).toHaveCount(36);
  await expect(page.getByText(/^Showing 36 of \d+ games$/)).toBeVisible();
  // Keyboard: the button adds another page and moves focus to the first game its user has not
  // reached yet (the first of the page that scrolling added).
  await page.keyboard.press("Enter");
  await expect(tiles).toHaveCount(54);
  await expect(tiles.nth(18)).toBeFocused();

  // Scrolling on to the end keeps adding pages without the button (counted by the grid's line:
  // the rows scrolled far above leave the document, use-row-window.ts).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const shown = async () =>
    Number(/^Showing (\d+)/.exec((await page.locator(".lobby__count").textContent()) ?? "")?.[1]);
  await expect.poll(shown).toBeGreaterThanOrEqual(72);

  // A provider filter starts again at the first page of its own list.
  await page.getByRole("button", { name: "JDB", exact: true }).click();
  await expect(page.getByText("Showing 18 of 60 games")).toBeVisible();
  await expect(tiles).toHaveCount(18);
});

test("favourites and recently played stay on the device", async ({ page }) => {
  await page.goto(tenantUrl("classic", "/en/game-slot/slot"));
  const grid = page.getByRole("list", { name: "Games" });
  const star = grid.getByRole("button", { name: /^Favourite / }).nth(2);
  const name = (await star.getAttribute("aria-label"))!.replace(/^Favourite /, "");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Favourites", exact: true }).click();
  await expect(grid.getByRole("button", { name: /^Play / })).toHaveCount(1);
  await page.reload();
  await expect(grid.getByRole("button", { name: `Play ${name}` })).toBeVisible();
  await page.getByRole("button", { name: "Recently played" }).click();
  await expect(page.getByText("No games played yet on this device.")).toBeVisible();
});

test("a disallowed iframe URL is refused with a message; an allowed one is framed", async ({
  page,
}) => {
  await page.goto(
    tenantUrl("classic", `/en/iframe-page/${encodeURIComponent("https://evil.example.org/x")}`),
  );
  await expect(page.getByRole("alert")).toContainText("This page cannot be opened");
  await expect(page.getByRole("alert")).toContainText("not on the list");
  await expect(page.locator("iframe")).toHaveCount(0);

  await page.goto(
    tenantUrl(
      "classic",
      `/en/embedded?from=%2Fen&url=${encodeURIComponent("http://example.com/")}`,
    ),
  );
  await expect(page.getByRole("alert")).toContainText("Only secure (https) pages");
  await expect(page.locator("iframe")).toHaveCount(0);

  await page.goto(
    tenantUrl("classic", `/en/embedded?url=${encodeURIComponent("javascript:alert(1)")}`),
  );
  await expect(page.getByRole("alert")).toContainText("This page cannot be opened");

  await page.route("https://example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>framed</p>" }),
  );
  await page.goto(
    tenantUrl("classic", `/en/iframe-page/${encodeURIComponent("https://example.com/page")}`),
  );
  const frame = page.locator("iframe.frame-view");
  await expect(frame).toHaveAttribute("src", "https://example.com/page");
  await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  await expect(page.frameLocator("iframe.frame-view").getByText("framed")).toBeVisible();
});

test("the announcement dialog honours 'no reminder today'", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(tenantUrl("classic", "/en"));
  const dialog = page.getByRole("dialog", { name: "Announcement" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: "No reminder today" }).check();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // Another tab: a new visit, where only the snooze (not the once-a-visit rule) keeps it shut.
  const later = await context.newPage();
  await later.goto(tenantUrl("classic", "/en"));
  await expect(later.locator('main[data-layout="classic"]')).toBeVisible();
  await expect(later.getByRole("dialog", { name: "Announcement" })).toHaveCount(0);
  await context.close();
});

test("preview mode renders another layout without storing anything", async ({ page }) => {
  await page.goto(tenantUrl("classic", "/en?previewonly=1&layoutConfig=tq&isApp=1"));
  await expect(page.locator('main[data-layout="tq"]')).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('"tq"');
  await page.goto(tenantUrl("classic", "/en"));
  await expect(page.locator('main[data-layout="classic"]')).toBeVisible();
});

test("promotions list opens a promotion's details", async ({ page }) => {
  await page.goto(tenantUrl("elec", "/en/promotion"));
  await expect(page.getByRole("heading", { name: "Promotions", level: 1 })).toBeVisible();
  const first = page.locator(".promos__card").first();
  const title = (await first.locator(".promos__card-title").textContent())!;
  await first.click();
  await expect(page).toHaveURL(/promotion-details\/\d+/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
});

test("switching the language in settings keeps the settings screen", async ({ page }) => {
  await page.goto(tenantUrl("tq", "/en/setting"));
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.getByRole("combobox", { name: "Language" }).selectOption("zh-hans");
  await expect(page).toHaveURL(/\/zh-hans\/setting/);
  await expect(page.getByRole("heading", { name: "设置", level: 1 })).toBeVisible();
});

test("captcha mode 1 loads the script service and sends its token", async ({ page }) => {
  // Plain localhost is the classic tenant (route.fetch runs in Node, which cannot resolve
  // *.localhost); it is switched to mode 1 here and a stand-in script plays the vendor.
  await page.route("**/api/v3/common/site-config", async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.result.appIsVerification = true;
    body.result.appVerifyMode = 1;
    await route.fulfill({ response: res, json: body });
  });
  await page.route("**/captcha/captcha-sdk.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.PlayfrontCaptcha = { render(el, opts) {
        const b = document.createElement("button"); b.type = "button"; b.textContent = "I am human";
        b.onclick = () => opts.onSuccess("stand-in-token"); el.appendChild(b);
        return { reset() {}, destroy() { b.remove(); } };
      } };`,
    }),
  );
  let sent: unknown = null;
  await page.route("**/api/vipuser/Login", async (route) => {
    sent = route.request().postDataJSON();
    await route.continue();
  });
  await page.goto("/en/login");
  await page.getByRole("button", { name: "I am human" }).click();
  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.locator('main[data-layout="classic"]')).toBeVisible();
  expect(sent).toMatchObject({ userName: "demo", captchaToken: "stand-in-token" });
});

/** An operator's menu `code` leading out of the app (the seed's menus all lead into it). */
async function externalMenu(page: Page, code: number, url: string, openMode: number) {
  await page.route("**/api/Manage/GetAppShortMenu*", async (route) => {
    const res = await fetchFromPlatform(route);
    const body = await res.json();
    body.result = body.result.map((m: { menuCode: number }) =>
      m.menuCode === code ? { ...m, jumpUrl: url, newJumpUrl: "", openMode } : m,
    );
    await route.fulfill({ response: res, json: body });
  });
}

test("a blocked new window says to check the browser settings", async ({ page }) => {
  // A popup blocker: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await externalMenu(page, 3, "https://service.example.com/chat", 0);
  await page.goto(tenantUrl("classic", "/en"));
  await page
    .getByRole("navigation", { name: "Shortcuts" })
    .getByRole("button", { name: "Online service" })
    .click();
  await expect(
    page.getByText("Cannot open a new window, please check your browser settings"),
  ).toBeVisible();
});

test("a short menu in dialog mode opens its page in a sandboxed frame dialog, named as the menu", async ({
  page,
}) => {
  await page.route("https://example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>partners</p>" }),
  );
  // An operator's menu in dialog mode (the seed's menus all lead into the app).
  await externalMenu(page, 5, "https://example.com/partners", 1);
  await page.goto(tenantUrl("classic", "/en"));
  await page
    .getByRole("navigation", { name: "Shortcuts" })
    .getByRole("button", { name: "Partner programme" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Partner programme" });
  await expect(dialog.locator("iframe")).toHaveAttribute("src", "https://example.com/partners");
  await expect(page.frameLocator("dialog iframe").getByText("partners")).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
});
