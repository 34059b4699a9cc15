// The service desk end to end (docs/desk.md): a player on a phone asks for a person; an agent at
// the desk on a laptop, in another language, finds the conversation in the queue, claims it and
// answers with a quick reply in the player's language; the player sees the agent's name and the
// reply at once, the quick questions are gone, and read marks go both ways. Another tenant's desk,
// in the same language, sees none of it. One walk: two tenants and two languages (docs/desk.md,
// "Decisions"); other languages and tenants are the platform suites' (server/modules/desk/).
import { expect, test, type Browser } from "@playwright/test";
import type { Locale } from "../src/api/contract/locales";
import { tr } from "./helpers/catalog";
import { virtualAuthenticator } from "./helpers/webauthn";
import { tenantUrl } from "./visitor-helpers";

const LAPTOP = { viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false };

/** Opens the desk of a tenant in a language and signs the seeded agent in. */
async function deskOf(browser: Browser, tenant: "elec" | "classic", locale: Locale) {
  const context = await browser.newContext({
    ...LAPTOP,
    locale: locale.replace("zh-han", "zh-Han"),
  });
  const page = await context.newPage();
  const d = (m: string) => tr(locale, "desk/desk", m);
  await page.goto(tenantUrl(tenant, "/desk/"));
  await page.getByLabel(d("Username")).fill("agent");
  await page.getByLabel(d("Password")).fill("agent1234");
  await page.getByRole("button", { name: d("Sign in"), exact: true }).click();
  await expect(page.getByRole("navigation", { name: d("Queue") })).toBeVisible();
  return { context, page, d };
}

const WALKS: { player: Locale; agent: Locale }[] = [{ player: "vi", agent: "zh-hans" }];

for (const walk of WALKS) {
  test(`a ${walk.player} player on a phone is answered from the desk in ${walk.agent}`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const p = (m: string) => tr(walk.player, "chat", m);
    // The player: a guest on the chat tenant, on the phone the suite emulates.
    const phone = await browser.newContext({ locale: walk.player });
    const player = await phone.newPage();
    await player.goto(tenantUrl("elec", `/${walk.player}/messageChat`));
    const thread = player.getByRole("log", { name: p("Messages") });
    await expect(thread.locator('[data-sender="agent"]').first()).toBeVisible();
    await player.getByRole("button", { name: p("Talk to a person") }).click();
    await expect(player.getByText(p("A person from our team will answer here."))).toBeVisible();
    await expect(player.locator(".chat-phrase")).toHaveCount(0);
    const question = `${walk.player}-${Date.now().toString(36)}?`;
    await player.getByRole("textbox", { name: p("Message") }).fill(question);
    await player.getByRole("button", { name: p("Send"), exact: true }).click();

    // The agent: the conversation waits in the queue, in the player's language.
    const desk = await deskOf(browser, "elec", walk.agent);
    const mine = desk.page
      .getByRole("navigation", { name: desk.d("Queue") })
      .getByRole("button")
      .filter({ hasText: question });
    await expect(mine).toContainText(
      new Intl.DisplayNames([walk.player], { type: "language" }).of(walk.player)!,
    );
    await mine.click();
    await desk.page.getByRole("button", { name: desk.d("Claim") }).click();
    const quick = desk.page
      .getByRole("group", { name: desk.d("Quick replies") })
      .getByRole("button");
    const answer = (await quick.nth(1).innerText()).trim();
    await quick.nth(1).click();

    // The player sees the agent's name and the reply at once, and their message read.
    const last = thread.locator('[data-sender="agent"]').last();
    await expect(last).toContainText(answer);
    await expect(last).toContainText("Lan");
    await expect(player.getByRole("heading", { name: "Lan" })).toBeVisible();
    await expect(thread.locator('[data-sender="guest"]').last()).toContainText(p("Read"));

    // The player reads the reply: the desk shows it read.
    await expect(
      desk.page.getByRole("list", { name: desk.d("Messages") }).getByText(answer),
    ).toBeVisible();
    await expect(
      desk.page.locator(".desk-msg").filter({ hasText: answer }).getByText(desk.d("Read")),
    ).toBeVisible();

    // Another tenant's desk has nobody waiting.
    const other = await deskOf(browser, "classic", walk.agent);
    await expect(other.page.getByText(other.d("No one is waiting."))).toBeVisible();
    await Promise.all([phone.close(), desk.context.close(), other.context.close()]);
  });
}

test("a supervisor adds a passkey at the desk and then signs in with it alone", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...LAPTOP, locale: "en" });
  const page = await context.newPage();
  const auth = await virtualAuthenticator(page);
  await page.goto(tenantUrl("classic", "/desk/"));
  await page.getByLabel("Username").fill("supervisor");
  await page.getByLabel("Password").fill("super1234");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("button", { name: "Passkeys" }).click();
  const panel = page.getByRole("region", { name: "Your passkeys" });
  await panel.getByLabel("Passkey name").fill("Desk laptop");
  await panel.getByLabel("Password").fill("super1234");
  await panel.getByRole("button", { name: "Add a passkey on this device" }).click();
  await expect(panel.getByRole("listitem").filter({ hasText: "Desk laptop" })).toBeVisible();
  expect((await auth.credentials())[0]!.rpId).toBe("classic.localhost");

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("navigation", { name: "Queue" })).toBeVisible();
  await context.close();
});
