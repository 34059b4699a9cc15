// Logout re-initialises the chat guest (docs/product.md §4) once, from the drawer and from the member centre
// alike: one guest init and one new socket. (The centre's logout used to re-init the guest itself
// after the chat bootstrap already had: two inits and two sockets.)
import { expect, test, type Page } from "@playwright/test";
import { loginAsDemo, tenantOrigin } from "./helpers/session";

/**
 * How long after the platform answered the logout a second guest init would show up: the old
 * second init was started right after that answer (within ~100 ms).
 */
const SETTLE_MS = 1_000;

async function logOut(page: Page, from: "centre" | "drawer") {
  if (from === "drawer") {
    await page.getByRole("button", { name: "Menu" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
  } else {
    await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
  }
}

for (const from of ["centre", "drawer"] as const) {
  test(`logout from the ${from} starts the chat guest once`, async ({ page, baseURL }) => {
    const origin = tenantOrigin(baseURL!, "elec"); // a tenant with chat on
    await loginAsDemo(page, origin, { locale: "en" });
    const memberSocket = page.waitForEvent("websocket");
    await page.goto(`${origin}/en/centre`);
    await memberSocket;

    const guestInits: string[] = [];
    const sockets: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v3/common/init/")) guestInits.push(r.url());
    });
    page.on("websocket", (ws) => sockets.push(ws.url()));
    const guestSocket = page.waitForEvent("websocket");
    const revoked = page.waitForResponse((r) => /\/api\/vipuser\/logout$/i.test(r.url()));
    await logOut(page, from);
    await expect(page).toHaveURL(/\/en\/?$/);
    await Promise.all([guestSocket, revoked]);
    await page.waitForTimeout(SETTLE_MS);
    expect(guestInits).toHaveLength(1);
    expect(sockets).toHaveLength(1);
  });
}
