// A real customer-service conversation (elec tenant, chat enabled): the service agent's reply
// arrives over the websocket while the app is hidden and raises a system notification from the
// service worker; tapping it brings the app back to the conversation.
import { expect, test, type Page } from "@playwright/test";
import { tapFirstNotification } from "./helpers/notification";

// The installed app is the subject: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: "allow" });

function elecOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://localhost:4173");
  url.hostname = "elec.localhost";
  return url.origin;
}

const notifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });

test("the service agent's reply while the app is hidden raises a notification that opens the conversation", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = elecOrigin(baseURL);
  const context = await browser.newContext({ permissions: ["notifications"] });
  const page = await context.newPage();
  await page.goto(`${origin}/en`);
  // A synchronous predicate: waitForFunction treats a returned promise as truthy at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));

  await page.goto(`${origin}/en/message`);
  await page.getByRole("link", { name: /Customer Service/ }).click();
  const agent = page.getByRole("log", { name: "Messages" }).locator('[data-sender="agent"]');
  await expect(agent.first()).toContainText("How can I help");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The player sends a question and switches away from the app before the answer comes.
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  });
  await page.getByRole("textbox", { name: "Message" }).fill("How do I deposit?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(agent).toHaveCount(2);
  const reply = (await agent.last().innerText()).trim();

  await expect.poll(() => notifications(page), { timeout: 15_000 }).toHaveLength(1);
  const [shown] = await notifications(page);
  const conversationId = /^\/messageChat\/(\d+)$/.exec(shown!.url ?? "")?.[1];
  expect(conversationId, shown!.url).toBeTruthy();
  expect(shown!.title).toMatch(/^New message from /);
  // One notification per conversation: a later reply replaces it rather than adding another.
  expect(shown!.tag).toBe(`chat-${conversationId}`);
  expect(reply).toContain(shown!.body.replace(/…$/, "").trim().slice(0, 20));

  // Meanwhile the player went back to the message list (same document, so still "hidden").
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/message$/);

  await tapFirstNotification(worker);
  await expect(page).toHaveURL(new RegExp(`/messageChat/${conversationId}$`));
  await expect(page.getByRole("log", { name: "Messages" })).toContainText("How do I deposit?");
  // The tapped notification is gone.
  await expect.poll(() => notifications(page)).toEqual([]);
  await context.close();
});
