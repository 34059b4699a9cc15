// Customer-service chat against the real reference platform: a guest and a member each
// chat with the service agent, the unread badge, a server restart mid-conversation, and the stop
// after 5 failed reconnects. The restart tests run their own server (same port, same data dir) so
// they can kill it without disturbing the shared one.
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { startPlatform } from "../server/testing/start-platform";
import { CHAT_RECONNECT_DELAY_MS } from "../src/lib/constants";
import {
  agentMessages,
  banner,
  openChat,
  say,
  sayStored,
  shownIds,
  thread,
} from "./helpers/chat-page";
import { fetchFromPlatform } from "./helpers/route-fetch";
import { loginAsDemo, tenantOrigin } from "./helpers/session";

// A phone in Shanghai (UTC+8): times are read in its zone, not the platform's (UTC−4).
const PHONE_ZONE = "Asia/Shanghai";
test.use({ serviceWorkers: "block", timezoneId: PHONE_ZONE });

const messagesTab = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Messages" });

/** A platform call as the tenant sees it (Node cannot resolve *.localhost: Host header). */
async function platform<T>(
  page: Page,
  origin: string,
  method: "GET" | "POST",
  path: string,
  form?: Record<string, string>,
) {
  const url = new URL(origin);
  const res = await page.request.fetch(`http://127.0.0.1:${url.port}${path}`, {
    method,
    headers: { Host: url.host, "Accept-Language": "en" },
    ...(form ? { form } : {}),
  });
  const body = (await res.json()) as { ok: boolean; result: T; message: string };
  expect(body.ok, `${method} ${path}: ${body.message}`).toBe(true);
  return body.result;
}

/** Appends messages to the guest's conversation in a stopped server's database. */
function writeWhileDown(port: number, guestId: string, messages: [string, string][]) {
  const db = new Database(`.data/e2e-chat-${port}/playfront.db`);
  try {
    const conversation = db
      .prepare("SELECT id, agent_uid FROM chat_conversations WHERE guest_id = ?")
      .get(guestId) as { id: number; agent_uid: string };
    const insert = db.prepare(
      "INSERT INTO chat_messages (conversation_id, sender, sender_id, content, created_at) VALUES (?, ?, ?, ?, ?)",
    );
    for (const [sender, content] of messages) {
      const senderId = sender === "agent" ? conversation.agent_uid : guestId;
      insert.run(conversation.id, sender, senderId, content, Date.now());
    }
  } finally {
    db.close();
  }
}

/**
 * A reference server of this spec's own on a fixed port and data dir, so it can be killed (SIGKILL,
 * like a crash) and started again on the same address with the same database.
 */
const startOwnServer = (port: number, fresh: boolean) =>
  startPlatform({
    port,
    dataDir: `.data/e2e-chat-${port}`,
    fresh,
    env: { PLAYFRONT_E2E: "1", PLAYFRONT_REGISTER_PER_MIN: "1000" },
  });

test.describe("chat on the shared server", () => {
  test("a guest chats with the service agent", async ({ page, baseURL }) => {
    const origin = tenantOrigin(baseURL!, "elec");
    await openChat(page, origin);
    await sayStored(page, "How do I deposit?");
    await expect(agentMessages(page)).toHaveCount(2);
    await expect(agentMessages(page).last()).toContainText("deposit");
    // Today's messages show HH:mm as the phone's clock says it.
    const time = thread(page).locator("time").first();
    const at = new Date((await time.getAttribute("datetime"))!);
    const phoneClock = new Intl.DateTimeFormat("en-GB", {
      timeZone: PHONE_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at);
    await expect(time).toHaveText(phoneClock);
  });

  test("a send whose answer is lost can be retried and is stored once", async ({
    page,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL!, "elec");
    await openChat(page, origin);
    // The first attempt reaches the platform, but its answer never comes back.
    let attempts = 0;
    await page.route("**/api/v3/vip-im/send-msg-to-user/**", async (route) => {
      attempts++;
      if (attempts === 1) {
        await fetchFromPlatform(route);
        await route.abort("connectionreset");
      } else await route.continue();
    });
    await say(page, "lost answer");
    await expect(thread(page).locator('[data-pending="failed"]')).toContainText("Not sent");
    await page.getByRole("button", { name: 'Retry sending "lost answer"' }).click();
    await expect(thread(page).locator("[data-pending]")).toHaveCount(0);
    await expect(agentMessages(page)).toHaveCount(2);
    await expect(thread(page).locator('[data-sender="guest"]')).toHaveCount(1);
    expect(attempts).toBe(2);
    // A reload shows what the platform stored: the message once, answered once.
    await page.reload();
    await expect(agentMessages(page)).toHaveCount(2);
    await expect(thread(page).locator('[data-sender="guest"]')).toHaveText(/lost answer/);
  });

  test("history pages by id: the newest 20 first, earlier ones on request", async ({
    page,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL!, "elec");
    const init = page.waitForResponse((r) => r.url().includes("/api/v3/common/init/"));
    await openChat(page, origin);
    const { result } = (await (await init).json()) as { result: { guestId: string } };
    const [c] = await platform<{ id: number }[]>(
      page,
      origin,
      "GET",
      `/api/v3/vip-im/conversations/${result.guestId}`,
    );
    for (let i = 1; i <= 12; i++) {
      await platform(page, origin, "POST", `/api/v3/vip-im/send-msg-to-user/${result.guestId}`, {
        conversationId: String(c!.id),
        content: `question ${i}`,
      });
    }
    // 1 greeting + 12 questions + 12 answers = 25 messages.
    await expect(agentMessages(page)).toHaveCount(13);
    await page.reload();
    await expect(thread(page).locator("[data-message-id]")).toHaveCount(20);
    await page.getByRole("button", { name: "Load earlier messages" }).click();
    await expect(thread(page).locator("[data-message-id]")).toHaveCount(25);
    await expect(page.getByRole("button", { name: "Load earlier messages" })).toHaveCount(0);
    const ids = await shownIds(page);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(25);
  });

  test("a member chats under their own identity", async ({ page, baseURL }) => {
    const origin = tenantOrigin(baseURL!, "elec");
    const login = await loginAsDemo(page, origin, { locale: "en" });
    const connect = page.waitForResponse((r) => r.url().includes("/api/v3/vip-im/connect"));
    await openChat(page, origin);
    const body = (await (await connect).json()) as { result: { guestId: string } };
    // The member's chat identity is random, never derived from the user id.
    expect(body.result.guestId).toMatch(/^m[\w-]{16,}$/);
    expect(body.result.guestId).not.toBe(`m${login.id}`);
    await say(page, "I forgot my password");
    await expect(agentMessages(page)).toHaveCount(2);
    await expect(agentMessages(page).last()).toContainText("password");
  });

  test("the unread badge counts on another screen and clears on reading", async ({
    page,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL!, "elec");
    const init = page.waitForResponse((r) => r.url().includes("/api/v3/common/init/"));
    const opened = page.waitForResponse((r) => r.url().includes("/api/v3/vip-im/un-read-count/"));
    // Any screen with the tab bar (the home page of this tenant opens an announcement first).
    await page.goto(`${origin}/en/promotion`);
    const { result } = (await (await init).json()) as { result: { guestId: string } };
    await opened; // the socket is open
    await expect(messagesTab(page).getByTestId("badge")).toHaveCount(0);

    // Another device of this guest (the API) writes; the agent's answers reach this page.
    const c = await platform<{ id: number }>(
      page,
      origin,
      "POST",
      "/api/v3/vip-im/init-guest-msg",
      {
        guestId: result.guestId,
      },
    );
    for (const content of ["hello", "How do I withdraw?"]) {
      await platform(page, origin, "POST", `/api/v3/vip-im/send-msg-to-user/${result.guestId}`, {
        conversationId: String(c.id),
        content,
      });
    }
    await expect(messagesTab(page).getByTestId("badge")).toHaveText("2");

    await messagesTab(page).click();
    await page.getByRole("link", { name: /Customer Service/ }).click();
    await expect(agentMessages(page)).toHaveCount(3);
    await page.getByRole("link", { name: "Back to messages" }).click();
    await expect(messagesTab(page)).toBeVisible();
    await expect(messagesTab(page).getByTestId("badge")).toHaveCount(0);
  });
});

test("a guest and a member chat at the same time, apart; logout brings the device's guest back", async ({
  browser,
  baseURL,
}) => {
  const origin = tenantOrigin(baseURL!, "elec");
  const options = {
    locale: "en-US",
    serviceWorkers: "block" as const,
    viewport: { width: 412, height: 860 },
  };
  const guestContext = await browser.newContext(options);
  const memberContext = await browser.newContext(options);
  try {
    const guest = await guestContext.newPage();
    const member = await memberContext.newPage();
    await loginAsDemo(member, origin, { locale: "en" });
    await Promise.all([openChat(guest, origin), openChat(member, origin)]);
    await Promise.all([
      say(guest, "guest here, how do I deposit?"),
      say(member, "member here, password?"),
    ]);
    await expect(agentMessages(guest).last()).toContainText("deposit");
    await expect(agentMessages(member).last()).toContainText("password");
    await expect(thread(guest)).not.toContainText("member here");
    await expect(thread(member)).not.toContainText("guest here");

    // Logging out (here from another tab of the member's browser) re-initialises the chat guest:
    // the member's socket closes and this device's guest, with its own conversations, takes over.
    const guestInit = member.waitForResponse((r) => r.url().includes("/api/v3/common/init/"));
    const otherTab = await memberContext.newPage();
    await otherTab.goto(`${origin}/healthz`);
    await otherTab.evaluate(() => {
      for (const key of ["token", "uid", "userInfo"]) localStorage.removeItem(`playfront.${key}`);
    });
    const reinit = await guestInit;
    const { result } = (await reinit.json()) as { result: { guestId: string } };
    expect(result.guestId).toMatch(/^g/);
    await member.goto(`${origin}/en/message`);
    await expect(member.getByRole("link", { name: /Customer Service/ })).toBeVisible();
    await member.getByRole("link", { name: /Customer Service/ }).click();
    await expect(agentMessages(member).first()).toContainText("How can I help");
    await expect(thread(member)).not.toContainText("member here");
  } finally {
    await guestContext.close();
    await memberContext.close();
  }
});

test.describe("chat across server restarts", () => {
  test.describe.configure({ timeout: 90_000 });
  const basePort = Number(process.env.E2E_PORT ?? 4173) + 50;

  test("the client reconnects after a restart without losing or duplicating messages, though its first catch-up is refused", async ({
    page,
  }) => {
    const port = basePort;
    let server = await startOwnServer(port, true);
    try {
      const origin = `http://elec.localhost:${port}`;
      const init = page.waitForResponse((r) => r.url().includes("/api/v3/common/init/"));
      await page.clock.install();
      await openChat(page, origin);
      const { result } = (await (await init).json()) as { result: { guestId: string } };
      await say(page, "hello");
      await expect(agentMessages(page)).toHaveCount(2);

      await server.kill();
      await expect(banner(page)).toContainText("Reconnecting to customer service");
      // While the page is disconnected the conversation moves on (another tab, another platform
      // node): written straight into the platform's database, so this page never got a push.
      writeWhileDown(port, result.guestId, [
        ["guest", "deposit question from another tab"],
        ["agent", "Answered while you were away"],
      ]);
      // The platform just back refuses the first catch-up (a proxy still warming up): the app asks
      // again a second later (CATCH_UP_RETRY_MS) and gets the answer awaited here.
      let refused = 0;
      await page.route("**/range-message-by-id/**", (route) =>
        refused++ === 0 ? route.abort("connectionreset") : route.fallback(),
      );
      const catchUp = page.waitForResponse((r) => r.url().includes("/range-message-by-id/"));
      server = await startOwnServer(port, false);

      // The next reconnect (every 5 s; the page's clock is moved on) finds the platform back.
      const reconnecting = page.getByText("Reconnecting to customer service");
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(CHAT_RECONNECT_DELAY_MS / 2);
            return reconnecting.count();
          },
          { timeout: 30_000 },
        )
        .toBe(0);
      // The reconnect fetched exactly what the socket missed (everything after its last id).
      const caughtUp = (await (await catchUp).json()) as { result: { content: string }[] };
      expect(refused).toBe(2);
      expect(caughtUp.result.map((m) => m.content)).toEqual([
        "deposit question from another tab",
        "Answered while you were away",
      ]);
      await say(page, "How do I withdraw?");
      // greeting, hello, answer, the two written while down, withdraw, answer
      await expect(thread(page).locator("[data-message-id]")).toHaveCount(7, { timeout: 15_000 });
      const ids = await shownIds(page);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      await expect(agentMessages(page).last()).toContainText("withdraw");
    } finally {
      await server.kill();
    }
  });
});
