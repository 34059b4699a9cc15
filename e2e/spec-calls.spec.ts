// The docs/product.md §7 calls the app implemented but never used, each seen at work against the real
// reference platform: deposit notices on the deposit screen, the member's default card
// pre-selected for a withdrawal, the platform's language list and locale redirect (built-in list
// without them), and the vstyle's news on a home with a news list.
import { expect, test, type Page } from "@playwright/test";
import { call, freshMember } from "./member-helpers";
import { snoozeAnnouncements, tenantUrl } from "./visitor-helpers";

test.setTimeout(60_000);

test("the deposit screen shows the operator's deposit notices (GetDepositNews)", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  const asked = page.waitForRequest(/\/api\/News\/GetDepositNews/);
  await page.goto(`${m.origin}/en/member/deposit`);
  await asked;
  const notices = page.getByRole("region", { name: "Deposit notices" });
  await expect(notices.getByRole("heading", { name: "Deposit notice" })).toBeVisible();
  await expect(notices).toContainText("Put your username in the bank transfer note");
});

test("the withdrawal screen pre-selects the member's default card (GetDefaultVipBankAccount)", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  const pwd = { oldPassWord: m.passWord, newPassWord: "135790", confirmPassWord: "135790" };
  expect((await call(page.request, m, "POST", "/api/VipUser/v2/ChangePwdMoney", pwd)).ok).toBe(
    true,
  );
  for (const [bankName, accountNo, setDefault] of [
    ["ICBC", "6222021234567890", false],
    ["CMB", "6225881234560001", true],
  ] as const) {
    // Binding is re-authenticated with the login password.
    const card = { bankName, accountName: "Li Lei", accountNo, setDefault, passWord: m.passWord };
    expect((await call(page.request, m, "POST", "/api/VipUser/AddVipBankAccount", card)).ok).toBe(
      true,
    );
  }
  const asked = page.waitForRequest(/\/api\/VipUser\/GetDefaultVipBankAccount$/);
  await page.goto(`${m.origin}/en/member/withdrawal`);
  await asked;
  await expect(page.getByRole("radio", { name: /CMB/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /ICBC/ })).not.toBeChecked();
});

/** The platform's answers of /common/languages and /common/settings, narrowed in transit. */
async function platformOffers(page: Page, codes: string[]): Promise<void> {
  await page.route(/\/common\/(languages|settings)$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: unknown };
    const r = body.result as { code: string }[] | { languages: string[] };
    body.result = Array.isArray(r)
      ? r.filter((l) => codes.includes(l.code))
      : { ...r, languages: r.languages.filter((c) => codes.includes(c)) };
    await route.fulfill({ status: response.status(), json: body });
  });
}

test("the language list and the locale redirect follow the platform's languages; the built-in ones without them", async ({
  browser,
  baseURL,
}) => {
  // A Thai browser: with the built-in list an unsupported prefix goes to /th.
  const context = await browser.newContext({ baseURL, locale: "th-TH" });
  const page = await context.newPage();
  await platformOffers(page, ["en", "vi"]);
  await page.goto("/en/setting");
  const options = page.locator('select[aria-label="Language"] option');
  await expect
    .poll(() => options.evaluateAll((os) => os.map((o) => o.getAttribute("value"))), {
      timeout: 15_000,
    })
    .toEqual(["en", "vi"]);
  await context.close();

  // The platform does not offer Thai (nor its default, zh-hans): the first language it offers.
  const thai = await browser.newContext({ baseURL, locale: "th-TH" });
  const p1 = await thai.newPage();
  await platformOffers(p1, ["en", "vi"]);
  await p1.goto("/fr/promotion");
  await expect(p1).toHaveURL(/\/en\/promotion$/, { timeout: 15_000 });
  await thai.close();

  // Without the platform's answer (offline, no saved copy): the built-in list.
  const offline = await browser.newContext({ baseURL, locale: "th-TH" });
  const p2 = await offline.newPage();
  await p2.route(/\/common\/(languages|settings)$/, (route) => route.abort("internetdisconnected"));
  await p2.goto("/fr/promotion");
  await expect(p2).toHaveURL(/\/th\/promotion$/, { timeout: 15_000 });
  await p2.goto("/th/setting");
  await expect(p2.locator('select[aria-label="ภาษา"] option')).toHaveCount(5, { timeout: 15_000 });
  await offline.close();
});

test("a home with a news list shows the vstyle's news (GetAllNews)", async ({ page }) => {
  await snoozeAnnouncements(page);
  const answer = page.waitForResponse(/\/api\/News\/GetAllNews/);
  await page.goto(tenantUrl("lottery", "/en"));
  const news = (await (await answer).json()) as { result: { title: string }[] };
  expect(news.result.length).toBeGreaterThan(0);
  const board = page.getByRole("region", { name: "Latest news" });
  for (const item of news.result.slice(0, 3)) await expect(board).toContainText(item.title);
});

test("a carousel missing from company info asks for its image type (GetByImageType)", async ({
  page,
}) => {
  await snoozeAnnouncements(page);
  // Company info as an operator may send it: without carousel images (ImageType.H5Carousel 4).
  await page.route(/\/api\/Activity\/GetCompanyInfo/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { images: { imageType: number }[] } };
    body.result.images = body.result.images.filter((i) => i.imageType !== 4);
    await route.fulfill({ status: response.status(), json: body });
  });
  const answer = page.waitForResponse((r) =>
    /\/api\/Activity\/GetByImageType\?.*imageType=4/.test(r.url()),
  );
  await page.goto("/en"); // the classic tenant (plain localhost: route.fetch resolves it)
  const images = (await (await answer).json()) as { result: { items: { title: string }[] } };
  expect(images.result.items.length).toBeGreaterThan(0);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.locator(".carousel__slide")).toHaveCount(images.result.items.length);
});
