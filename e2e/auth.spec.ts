import { expect, test } from "@playwright/test";
import { apiLogin, loginAsDemo, readStored, seedSession } from "./helpers/session";
import { ageToken } from "./helpers/age-token";

test("a login-required route redirects to login with a typed redirect back", async ({
  page,
  baseURL,
}) => {
  await page.goto("/en/member/withdrawal?from=tab");
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get("redirect");
  expect(redirect).toBe("/en/member/withdrawal?from=tab");

  // With a session stored, the same location opens.
  await loginAsDemo(page, new URL(baseURL!).origin);
  await page.goto(redirect!);
  await expect(page).toHaveURL(/\/en\/member\/withdrawal\?from=tab$/);
  await expect(page.locator("main")).toBeVisible();
  await expect(page).not.toHaveURL(/login/);
});

test("logging in on the login screen returns to the redirect", async ({ page }) => {
  await page.goto("/en/member/money-change?tab=in");
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/en\/member\/money-change\?tab=in$/);
  await expect.poll(() => readStored(page, "userInfo")).toMatchObject({ userName: "demo" });
});

test("an off-site redirect param is dropped", async ({ page }) => {
  await page.goto("/en/login?redirect=%2F%2Fevil.example");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The router rewrites the URL with the validated search: no redirect left.
  await expect(page).not.toHaveURL(/evil/);
});

test("user info is loaded at start for a stored token (logged in = user info present)", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await loginAsDemo(page, origin, { withUserInfo: false });
  await page.goto(`${origin}/en/promotion`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Deposit" })).toBeVisible();
  expect(await readStored(page, "userInfo")).toMatchObject({ userName: "demo" });
});

test("401 with a stored token: session cleared, back home, dialog", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await seedSession(page, origin, {
    token: "not-a-real-token",
    uid: 1,
    userInfo: { userName: "x" },
  });
  await page.goto(`${origin}/en/member/setting`);
  const dialog = page.getByRole("alertdialog", { name: "Notice" });
  await expect(dialog).toContainText(/log in again/i);
  await expect(page).toHaveURL(/\/en$/);
  expect(await readStored(page, "token")).toBeNull();
  expect(await readStored(page, "userInfo")).toBeNull();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Register" })).toBeVisible();
});

test.describe("an expired token", () => {
  // The token is aged in the platform's database (e2e/helpers/age-token.ts) instead of waited out.
  const dataDir = `.data/e2e-${process.env.E2E_PORT ?? 4173}`;

  test("inside the refresh grace window, 402: refreshed silently, the request retried, no message", async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const login = await apiLogin(page.request, origin);
    await seedSession(page, origin, { token: login.token, uid: login.id });
    ageToken(dataDir, login.token, "expired");
    await page.goto(`${origin}/en/member/setting`);
    await expect(page).toHaveURL(/\/en\/member\/setting$/);
    await expect.poll(() => readStored(page, "userInfo")).toMatchObject({ userName: "demo" });
    const token = await readStored(page, "token");
    expect(typeof token).toBe("string");
    expect(token).not.toBe(login.token);
    await expect(page.getByRole("alertdialog", { name: "Notice" })).toHaveCount(0);
  });

  // Past the grace window: a member screen, and a screen whose route loader calls the platform at
  // app start (the 401 arrives during the router's first load): both end at home, in the same
  // language.
  for (const path of ["/en/member/setting", "/en/game-slot"])
    test(`past the refresh grace, 401 on ${path}: logged out, sent home, told to log in again`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const login = await apiLogin(page.request, origin);
      await seedSession(page, origin, {
        token: login.token,
        uid: login.id,
        userInfo: { userName: "demo" },
      });
      ageToken(dataDir, login.token, "dead");
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole("alertdialog", { name: "Notice" })).toContainText(
        /log in again/i,
      );
      await expect(page).toHaveURL(/\/en$/);
      expect(await readStored(page, "token")).toBeNull();
    });
});
