// The global loading overlay (docs/product.md §2 "Other screens") against the real reference platform: it
// shows while a money action and a game launch (with the money moved in first) are under way, goes when the platform answers,
// and never stays up after an error. The calls are held (page.route, then passed on to the real
// platform) so the overlay can be seen while they run.
import { expect, test, type Page } from "@playwright/test";
import { holdRequests } from "./helpers/hold";
import { call, freshMember, fund } from "./member-helpers";

test.setTimeout(60_000);

const overlay = (page: Page) => page.getByRole("progressbar", { name: "Loading" });

test("shows during a deposit and goes when the platform answers", async ({ page, baseURL }) => {
  const m = await freshMember(page, baseURL!);
  await page.goto(`${m.origin}/en/member/deposit`);
  await page.getByRole("textbox", { name: "Amount" }).fill("30");
  await expect(overlay(page)).toBeHidden();
  const release = await holdRequests(page, /\/api\/VipUser\/CreateDepositOrder/);
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(overlay(page)).toBeVisible();
  release();
  await expect(page.locator("[data-order-status]")).toBeVisible();
  await expect(overlay(page)).toBeHidden();
});

test("shows while the money moves into the game and until the game opens", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  await fund(page, m, "20");
  // A member who moves the money themselves (the transfer-free wallet off) is offered the transfer.
  const off = { transferFree: false };
  expect((await call(page.request, m, "POST", "/api/VipUser/SetWalletSettings", off)).ok).toBe(
    true,
  );
  await page.goto(`${m.origin}/en/game-slot/slot`);
  await page.getByRole("list", { name: "Games" }).first().getByRole("button").first().click();
  // The game's wallet is empty: the transfer is offered in place, with no overlay over it.
  const offer = page.getByRole("dialog", { name: "Your Slots wallet is empty" });
  await expect(offer).toBeVisible();
  await expect(overlay(page)).toBeHidden();
  const releaseMove = await holdRequests(page, /\/api\/VipUser\/ChangeBalance/);
  const releaseLaunch = await holdRequests(page, /\/api\/VipUser\/GetGameUrlV2/);
  await offer.getByRole("button", { name: "Transfer and play" }).click();
  await expect(offer).toBeHidden();
  await expect(overlay(page)).toBeVisible();
  releaseMove();
  const launch = page.waitForRequest(/\/api\/VipUser\/GetGameUrlV2/);
  await launch;
  await expect(overlay(page)).toBeVisible();
  releaseLaunch();
  await expect(page).toHaveURL(/\/en\/embedded\?/);
  await expect(overlay(page)).toBeHidden();
});

test("never stays up after an error: a refused launch and a deposit that cannot reach the platform", async ({
  page,
  baseURL,
}) => {
  const m = await freshMember(page, baseURL!);
  // The platform refuses the launch (no such game on this plate): its message, no overlay.
  await page.goto(`${m.origin}/en/game-slot/slot?play=no-such-game`);
  await expect(page.getByText("Game not found")).toBeVisible();
  await expect(overlay(page)).toBeHidden();

  await page.goto(`${m.origin}/en/member/deposit`);
  await page.getByRole("textbox", { name: "Amount" }).fill("30");
  await page.route(/\/api\/VipUser\/CreateDepositOrder/, (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(overlay(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Confirm deposit" })).toBeEnabled();
});
