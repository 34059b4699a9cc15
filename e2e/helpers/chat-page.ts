// The chat screens as a player sees them, shared by the chat specs (e2e/chat.spec.ts) and the
// fault-injection suite (e2e/faults/).
import { expect, type Page } from "@playwright/test";

export const thread = (page: Page) => page.getByRole("log", { name: "Messages" });
export const agentMessages = (page: Page) => thread(page).locator('[data-sender="agent"]');
export const banner = (page: Page) =>
  page.getByRole("status", { name: "Customer service connection" });

export async function say(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
}

/** Says `text` and waits until the platform has stored it (a stored message has a sender; a pending one not). */
export async function sayStored(page: Page, text: string) {
  await say(page, text);
  await expect(thread(page).locator('[data-sender="guest"]').last()).toContainText(text);
}

/** Opens the conversation with Customer Service from the messages tab; the agent greets. */
export async function openChat(page: Page, origin: string) {
  await page.goto(`${origin}/en/message`);
  await page.getByRole("link", { name: /Customer Service/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customer Service" })).toBeVisible();
  await expect(agentMessages(page).first()).toContainText("How can I help");
}

/** Message ids shown in the thread, in order. */
export const shownIds = (page: Page) =>
  thread(page)
    .locator("[data-message-id]")
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-message-id"))));
