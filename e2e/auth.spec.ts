import { expect, test } from "@playwright/test";
import { apiLogin, loginAsDemo, readStored, seedSession } from "./helpers/session";
import { startServer, type ExtraServer } from "./helpers/server";

// The service worker and its update prompt are tested in the PWA specs; keep them out of here.
test.use({ serviceWorkers: "block" });

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

async function withServer(offset: number, env: Record<string, string>) {
  const port = Number(process.env.E2E_PORT ?? 4173) + offset;
  return startServer(port, env);
}

test.describe("expired token inside the refresh grace window", () => {
  // Own server: tokens expire after 2 s and stay refreshable for 10 minutes (docs/product.md §10).
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await withServer(101, {
      PLAYFRONT_TOKEN_TTL_SEC: "2",
      PLAYFRONT_REFRESH_GRACE_SEC: "600",
    });
  });
  test.afterAll(async () => server?.stop());

  test("402: refreshed silently, the request retried, no message", async ({ page }) => {
    const login = await apiLogin(page.request, server.origin);
    await seedSession(page, server.origin, { token: login.token, uid: login.id });
    await page.waitForTimeout(2_500);
    await page.goto(`${server.origin}/en/member/setting`);
    await expect(page).toHaveURL(/\/en\/member\/setting$/);
    await expect.poll(() => readStored(page, "userInfo")).toMatchObject({ userName: "demo" });
    const token = await readStored(page, "token");
    expect(typeof token).toBe("string");
    expect(token).not.toBe(login.token);
    await expect(page.getByRole("alertdialog", { name: "Notice" })).toHaveCount(0);
  });
});

test.describe("expired token past the refresh grace window", () => {
  // Own server: tokens expire after 1 s and may be refreshed for 1 s more.
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await withServer(102, {
      PLAYFRONT_TOKEN_TTL_SEC: "1",
      PLAYFRONT_REFRESH_GRACE_SEC: "1",
    });
  });
  test.afterAll(async () => server?.stop());

  // A member screen, and a screen whose route loader calls the platform at app start (the 401
  // arrives during the router's first load): both end at home, in the same language.
  for (const path of ["/en/member/setting", "/en/game-slot"])
    test(`401 on ${path}: logged out, sent home, told to log in again`, async ({ page }) => {
      const login = await apiLogin(page.request, server.origin);
      await seedSession(page, server.origin, {
        token: login.token,
        uid: login.id,
        userInfo: { userName: "demo" },
      });
      await page.waitForTimeout(3_000);
      await page.goto(`${server.origin}${path}`);
      await expect(page.getByRole("alertdialog", { name: "Notice" })).toContainText(
        /log in again/i,
      );
      await expect(page).toHaveURL(/\/en$/);
      expect(await readStored(page, "token")).toBeNull();
    });
});
