// The three journeys of a new player, walked as a player walks them in the built app against the
// real platform, each counting its taps in the page (every pointer press any of its documents
// receives, the game's frame included; typing is not a tap) and asserting the count, so a journey
// cannot silently grow longer. docs/journeys.md writes the counts down. Beside them, what each
// journey needs on the way: a guest reaches the settings, the agreement keeps the register form,
// the password rule is there before the first try, the chosen deposit amount shows, the receipt heads the deposit screen (no deposit bonus
// unless the player opts in), a new account is invited to its first deposit, the money follows
// the player into the game (offered in place, or moved and collected by the transfer-free
// wallet), the lobby shows the balance, the phone's back after a game does not reopen it, chat
// leads to a person and marks the player's messages read, one search from home finds every game,
// and "Forgot password?" leads to customer service.
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../src/api/contract/locales";
import { tr } from "./helpers/catalog";
import { call, freshMember } from "./member-helpers";
import { freshUserName, snoozeAnnouncements, tenantUrl } from "./visitor-helpers";

/**
 * Taps of one journey, as the page counts them: each trusted primary `pointerdown` in any frame
 * of the page calls back here, whatever made it.
 */
class Taps {
  count = 0;
  static async on(page: Page): Promise<Taps> {
    const taps = new Taps();
    await page.exposeBinding("__journeyTap", () => {
      taps.count += 1;
    });
    await page.addInitScript(() => {
      addEventListener(
        "pointerdown",
        (e) => {
          const w = window as unknown as { __journeyTap?: () => void };
          if (e.isTrusted && e.isPrimary) w.__journeyTap?.();
        },
        { capture: true },
      );
    });
    return taps;
  }
  /** The count once every press so far has reached the test. */
  expectCount(n: number) {
    return expect.poll(() => this.count).toBe(n);
  }
  async tap(target: Locator) {
    await target.click();
  }
  /** A tap into the field, then the typing. */
  async type(field: Locator, text: string) {
    await this.tap(field);
    await field.fill(text);
  }
}

test.beforeEach(async ({ page }) => snoozeAnnouncements(page));

test("classic · en: register, deposit 100 and play with it in 12 taps; the receipt heads the screen", async ({
  page,
}) => {
  const taps = await Taps.on(page);
  await page.goto(tenantUrl("classic", "/en"));
  await taps.tap(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Register" }),
  );

  const password = page.getByLabel("Password", { exact: true });
  await taps.type(page.getByLabel("Username"), freshUserName());
  // The rule is shown (and read with the field) before any try.
  await expect(password).toHaveAccessibleDescription("Password: 8–64 characters");
  await taps.type(password, "pass1234");
  await taps.type(page.getByLabel("Confirm password"), "pass1234");
  await taps.tap(page.getByRole("checkbox", { name: /18 or older/ }));
  await taps.tap(page.getByRole("button", { name: "Register" }));
  await expect(page.getByRole("status", { name: "Balance" }).first()).toHaveText("CN¥0.00");
  // Not a bare 0.00: the new account is invited to its first deposit.
  await expect(page.getByRole("link", { name: "Make your first deposit" })).toBeVisible();

  await taps.tap(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Deposit" }),
  );
  const hundred = page.getByRole("group", { name: "Quick amounts" }).getByRole("button").first();
  await expect(hundred).toHaveAttribute("aria-pressed", "false");
  await taps.tap(hundred);
  await expect(hundred).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("100");
  const confirm = page.getByRole("button", { name: "Confirm deposit" });
  await taps.tap(confirm);

  // The order is named by a reference read out to customer service, not a running number.
  const receipt = page.getByRole("region", { name: /^Order D-[2-9A-Z]{4}-[2-9A-Z]{4} / });
  await expect(receipt).toBeFocused();
  await expect(receipt).toBeInViewport();
  await expect(receipt).toContainText("100.00");
  await expect(receipt).toContainText("Pay this amount by the channel you chose");
  // Above the form: the top of the screen, not under the button the player tapped.
  expect((await receipt.boundingBox())!.y).toBeLessThan((await confirm.boundingBox())!.y);
  await expect(receipt.getByRole("status")).toHaveText("Credited", { timeout: 15_000 });
  await expect(receipt.getByRole("link", { name: "Choose a game" })).toBeVisible();
  // No bonus unless the player opts in (its box is never ticked for them).
  await expect(receipt).not.toContainText("Deposit bonus credited");
  await taps.expectCount(9);

  // The transfer-free wallet is on for a new member: the money follows the player into the game.
  await taps.tap(receipt.getByRole("link", { name: "Choose a game" }));
  await taps.tap(page.getByRole("button", { name: /^Play / }).first());
  await expect(page).toHaveURL(/\/en\/embedded\?/);
  const game = page.frameLocator("iframe.frame-view");
  await expect(game.locator("#balance")).toHaveText("100.00");
  await taps.tap(game.getByRole("button", { name: /^(Play|开始)$/ }));
  await expect(game.getByRole("status")).not.toBeEmpty();
  await taps.expectCount(12);
});

test("lottery · th: find a slot, play and come back in 4 taps; the transfer-free wallet moves the money in and back", async ({
  page,
}) => {
  const th = (feature: string, m: string) => tr("th" satisfies Locale, feature, m);
  const m = await freshMember(page, tenantUrl("lottery"), "th");
  // The member's calls go to their own tenant.
  const api = <T>(method: "GET" | "POST", path: string, data?: unknown, key?: string) =>
    call<T>(page.request, m, method, path, data, {
      Host: new URL(m.origin).host,
      ...(key ? { "Idempotency-Key": key } : {}),
    });
  // A new member (the transfer-free wallet on, as for every member who never chose) with 100.
  const order = await api(
    "POST",
    "/api/VipUser/CreateDepositOrder",
    { channelId: "bank", amount: "100" },
    `fund-${m.uid}`,
  );
  expect(order.ok).toBe(true);
  await expect
    .poll(async () => (await api<string>("POST", "/api/VipUser/RefreshBalance", {})).result, {
      timeout: 15_000,
    })
    .toBe("100.00");
  const taps = await Taps.on(page);
  await page.goto(tenantUrl("lottery", "/th"));
  await taps.tap(page.locator("nav.plate-entries a[href*='/game-slot/']").first());
  await expect(page).toHaveURL(/\/th\/game-slot\/slot$/);
  const headerBalance = page
    .locator("main.lobby header")
    .getByRole("status", { name: th("wallet", "Balance") });
  // Lucky Lottery keeps its wallets in Thai baht.
  await expect(headerBalance).toHaveText("฿100.00");
  await taps.tap(
    page
      .getByRole("list", { name: th("lobby", "Games") })
      .getByRole("button")
      .first(),
  );
  await expect(page).toHaveURL(/\/th\/embedded\?/);

  const leave = page.getByRole("button", { name: th("frames", "Leave game") });
  const game = page.frameLocator("iframe.frame-view");
  await expect(game.locator("#spin")).toBeEnabled();
  // No offer, no tap: the money moved with the game's opening.
  await expect(game.locator("#balance")).toHaveText("100.00");
  // One way out: the app's bar. The framed game shows no second "Leave game" of its own.
  await expect(leave).toHaveCount(1);
  await expect(game.getByRole("button", { name: /Leave|离开/ })).toHaveCount(0);
  await taps.tap(game.getByRole("button", { name: /^(Play|开始)$/ }));
  await expect(game.getByRole("status")).not.toBeEmpty();
  const played = await game.locator("#balance").textContent();

  await taps.tap(leave);
  await expect(page).toHaveURL(/\/th\/game-slot\/slot$/);
  await taps.expectCount(4);
  // Back in the lobby, all of it is in the main wallet again, and its header says how much.
  const wallets = async () =>
    (await api<{ plateType: string; balance: string }[]>("GET", "/api/VipUser/GetPlateTypeList"))
      .result;
  await expect
    .poll(async () => (await wallets()).find((w) => w.plateType === "slot")?.balance)
    .toBe("0.00");
  const main = (await wallets()).find((w) => w.plateType === "sys")!.balance;
  // What the game said it held when the player left: nothing went missing on the way back.
  expect(main).toBe(played);
  await expect(headerBalance).toHaveAttribute("data-value", main);
  // The phone's back after leaving goes on back, never into the spent game link.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/embedded/);
  await expect(page.locator("iframe.frame-view")).toHaveCount(0);
});

test("elec · en: a guest reaches customer service chat in 4 taps; a person is one tap further", async ({
  page,
}) => {
  // The narrowest phone: the quick replies must all be there, none cut off.
  await page.setViewportSize({ width: 320, height: 640 });
  const taps = await Taps.on(page);
  await page.goto(tenantUrl("elec", "/en"));
  await taps.tap(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Messages" }),
  );
  await taps.tap(page.getByRole("link", { name: /Customer Service/ }));
  const thread = page.getByRole("log", { name: "Messages" });
  await expect(thread.locator('[data-sender="agent"]').first()).toContainText("How can I help");
  await taps.type(page.getByRole("textbox", { name: "Message" }), "Hello");
  await taps.tap(page.getByRole("button", { name: "Send", exact: true }));
  await expect(thread.locator('[data-sender="guest"]').last()).toContainText("Hello");
  await taps.expectCount(4);
  // The agent answers, so the player's message reads as read.
  await expect(thread.locator('[data-sender="guest"]').last()).toContainText("Read");
  for (const phrase of await page.locator(".chat-phrase").all()) {
    const box = (await phrase.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  // When the canned answer does not fit: a person.
  await page.getByRole("button", { name: "Talk to a person" }).click();
  await expect(thread.locator('[data-sender="agent"]').last()).toContainText(
    "passed this conversation to a person",
  );
  await expect(page.getByText("A person from our team will answer here.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Other ways to reach us" })).toBeVisible();
});

test("vi: one search from home finds the live tables; a guest opens settings (the language switch, installing) from the home menu and comes back", async ({
  page,
}) => {
  const vi = (feature: string, m: string) => tr("vi", feature, m);
  await page.goto(tenantUrl("elec", "/vi"));
  // One search from home looks in every category: the live baccarat tables.
  const search = page.getByRole("searchbox", { name: vi("home", "Search all games") });
  await search.fill("baccarat");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/vi\/subgame\?q=baccarat$/);
  await expect(
    page.getByRole("list", { name: vi("lobby", "Games") }).getByRole("button", {
      name: /Baccarat/,
    }),
  ).not.toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/vi$/);
  // The search is kept on the device, one tap away.
  await expect(
    page
      .getByRole("search", { name: vi("home", "Game search") })
      .getByRole("link", { name: "baccarat" }),
  ).toBeVisible();
  await page.getByRole("button", { name: vi("shell", "Menu") }).click();
  await page.getByRole("link", { name: vi("app", "Settings") }).click();
  await expect(page).toHaveURL(/\/vi\/setting$/);
  await expect(
    page.getByRole("heading", { level: 1, name: vi("settings", "Settings") }),
  ).toBeVisible();
  await expect(page.getByRole("combobox", { name: vi("shell", "Language") })).toBeVisible();
  await page.getByRole("button", { name: vi("shell", "Back") }).click();
  await expect(page).toHaveURL(/\/vi$/);
});

test("register: reading the agreement keeps what was filled in", async ({ page }) => {
  await page.goto(tenantUrl("classic", "/en/register"));
  const name = freshUserName();
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Password", { exact: true }).fill("pass1234");
  await page.getByLabel("Confirm password").fill("pass1234");
  await page.getByRole("checkbox", { name: /18 or older/ }).check();
  await page.getByRole("link", { name: "account-opening agreement" }).click();
  const dialog = page.getByRole("dialog", { name: "Account-opening agreement" });
  await expect(dialog).toContainText("Who may open an account");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/register$/);
  await expect(page.getByLabel("Username")).toHaveValue(name);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("pass1234");
  await expect(page.getByRole("checkbox", { name: /18 or older/ })).toBeChecked();
});

test("login: “Forgot password?” says what happens next and leads to the tenant's contacts", async ({
  page,
}) => {
  await page.goto(tenantUrl("classic", "/en/login"));
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot password?" });
  await expect(dialog).toContainText("a person checks that the account is yours");
  await dialog.getByRole("button", { name: "Contact customer service" }).click();
  await expect(page).toHaveURL(/\/en\/help#contact$/);
  await expect(page.getByText("800018801")).toBeVisible();
});
