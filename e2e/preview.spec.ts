// Preview mode (docs/product.md §4) against the real reference platform: an operator previewing a theme and a
// layout sees them applied (the stylesheet reads the theme), no member call is made even with a
// member logged in on the device, and `isApp` hides what the app shell already provides (the
// install section). Screenshots of both views are attached to the report.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { freshMember } from "./member-helpers";
import { snoozeAnnouncements } from "./visitor-helpers";

test.setTimeout(60_000);

interface Seen {
  url: string;
  auth: boolean;
}

function watchRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) {
      seen.push({ url: r.url(), auth: r.headers()["authorization"] !== undefined });
    }
  });
  return seen;
}

const memberCalls = (seen: Seen[]) =>
  seen.filter((s) => s.auth || /\/api\/VipUser\//i.test(s.url)).map((s) => s.url);

async function snap(page: Page, info: TestInfo, name: string): Promise<Buffer> {
  const body = await page.screenshot();
  await info.attach(name, { body, contentType: "image/png" });
  return body;
}

test("a member's device previews a theme and a layout: applied, no member call, isApp hides the install section", async ({
  page,
  baseURL,
}, info) => {
  await snoozeAnnouncements(page);
  await freshMember(page, baseURL!);
  // The member's own view first: member calls are made (the harness sees them).
  const own = watchRequests(page);
  await page.goto("/en");
  await expect(page.locator('main[data-layout="classic"]')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => memberCalls(own).length).toBeGreaterThan(0);
  const ownShot = await snap(page, info, "member view");

  const preview = watchRequests(page);
  await page.goto("/en?previewonly=1&theme=black-gold&layoutConfig=tq&isApp=1");
  await expect(page.locator('main[data-layout="tq"]')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe("rgb(20, 17, 10)");
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
  );
  expect(primary).toBe("#c9a227");
  const previewShot = await snap(page, info, "preview black-gold tq");
  expect(previewShot.equals(ownShot)).toBe(false);
  // Logged out as far as the preview goes: the visitor's header, no member call.
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  expect(memberCalls(preview)).toEqual([]);

  // isApp: the app shell is installed already — no install section; without isApp it is there.
  await page.goto("/en/setting?previewonly=1&isApp=1");
  // The PWA part of settings (its own chunk) has rendered, so "no install section" below is not
  // just "not loaded yet". Exact: the settings screen's "Notifications and app" heading also
  // contains the word, and comes first — on a slow machine both were there at the first look.
  await expect(page.getByRole("heading", { name: "Notifications", exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("heading", { name: "Install the app" })).toBeHidden();
  await snap(page, info, "preview isApp settings");
  await page.goto("/en/setting?previewonly=1");
  await expect(page.getByRole("heading", { name: "Install the app" })).toBeVisible({
    timeout: 15_000,
  });
  expect(memberCalls(preview)).toEqual([]);
  // Nothing of the preview was stored: the member's own view is back.
  await page.goto("/en");
  await expect(page.locator('main[data-layout="classic"]')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe("rgb(20, 17, 10)");
});
