// The app in each of its five locales: the lobby, the tab bar, login with the
// platform's refusal, and the deposit screen, each in the locale's own words — the app's from its
// catalogs, the refusal from the platform's message catalog (server/i18n/messages.ts).
import { expect, test } from "@playwright/test";
import { LOCALES } from "../src/api/contract/locales";
import { formatMoney } from "../src/lib/format";
import { translate, type MessageId } from "../server/i18n/messages";
import { tr } from "./helpers/catalog";
import { freshMember } from "./member-helpers";

const refusal = (locale: (typeof LOCALES)[number], message: MessageId) =>
  translate(locale, message);

for (const locale of LOCALES) {
  test(`${locale}: lobby, tab bar, login refusal and deposit speak the locale`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    const shot = async (name: string) =>
      testInfo.attach(`${locale}-${name}`, {
        body: await page.screenshot(),
        contentType: "image/png",
      });

    await page.goto(`${origin}/${locale}/subgame`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale.replace("zh-han", "zh-Han"));
    await expect(
      page.getByRole("heading", { level: 1, name: tr(locale, "lobby", "Game lobby") }),
    ).toBeVisible();
    const tabs = page.getByRole("navigation", { name: tr(locale, "shell", "Main") });
    for (const label of ["Home", "Service"]) {
      await expect(tabs.getByText(tr(locale, "shell", label), { exact: true })).toBeVisible();
    }
    await expect(
      tabs.getByText(tr(locale, "shell", "Register", "tab bar"), { exact: true }),
    ).toBeVisible();
    await shot("lobby");

    await page.goto(`${origin}/${locale}/login`);
    await page.getByLabel(tr(locale, "auth", "Username")).fill("demo");
    await page.getByLabel(tr(locale, "auth", "Password"), { exact: true }).fill("wrong-pass1");
    await page.getByRole("button", { name: tr(locale, "auth", "Log in"), exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      refusal(locale, "Wrong username or password"),
      {
        timeout: 15_000,
      },
    );
    await shot("login-refusal");

    await freshMember(page, baseURL!, locale);
    await page.goto(`${origin}/${locale}/member/deposit`);
    await expect(
      page.getByRole("heading", { level: 1, name: tr(locale, "wallet", "Deposit") }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: tr(locale, "wallet", "Confirm deposit") }),
    ).toBeVisible();
    // Money in the tenant's currency and the locale's own notation (vi: 1.000,00 CN¥), through Intl.
    await expect(
      page.getByRole("button", { name: formatMoney("1000", locale, "CNY"), exact: true }),
    ).toBeVisible();
    await shot("deposit");
  });
}

test("the language list offers the five locales and the choice is remembered", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await page.goto(`${origin}/en/setting`);
  const select = page.getByRole("combobox", { name: "Language" });
  await expect(select.locator("option")).toHaveText([
    "简体中文",
    "繁體中文",
    "English",
    "Tiếng Việt",
    "ไทย",
  ]);
  await select.selectOption("th");
  await expect(page).toHaveURL(/\/th\/setting$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  // A location without a prefix opens in the remembered language.
  await page.goto(`${origin}/subgame`);
  await expect(
    page.getByRole("heading", { level: 1, name: tr("th", "lobby", "Game lobby") }),
  ).toBeVisible();
});

test.describe("a browser that prefers Traditional Chinese", () => {
  test.use({ locale: "zh-TW" });
  test("is sent from an unsupported prefix to zh-hant", async ({ page, baseURL }) => {
    await page.goto(`${new URL(baseURL!).origin}/fr/subgame`);
    await expect(page).toHaveURL(/\/zh-hant\/subgame$/);
    await expect(
      page.getByRole("heading", { level: 1, name: tr("zh-hant", "lobby", "Game lobby") }),
    ).toBeVisible();
  });
});
