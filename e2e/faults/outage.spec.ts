// Fault injection: the app across a platform outage. Each test starts its own
// platform (its own port in 4520–4529 and data dir), kills it with SIGKILL while the app is open and
// starts it again on the same database: the chat gets its due answer once, a message typed during
// the outage is offered again and stored once, a money action during the outage is refused with a
// clear message and applied once when confirmed again, and the balance on screen is right.
import { expect, test, type Page } from "@playwright/test";
import { startPlatform, type Platform } from "../../server/testing/start-platform";
import {
  agentMessages,
  banner,
  openChat,
  say,
  sayStored,
  shownIds,
  thread,
} from "../helpers/chat-page";
import { CHAT_MAX_RETRIES, CHAT_RECONNECT_DELAY_MS } from "../../src/lib/constants";
import { balance, call, freshMember, fund } from "../member-helpers";

test.describe.configure({ timeout: 90_000 });

const PORT = 4520;
const ENV = {
  PLAYFRONT_E2E: "1",
  PLAYFRONT_CHAT_REPLY_MS: "2500",
  PLAYFRONT_DEPOSIT_DELAY_MS: "300",
  PLAYFRONT_REGISTER_PER_MIN: "1000",
};

const own = (port: number, fresh: boolean) =>
  startPlatform({ port, dataDir: `.data/e2e-faults-${port}`, fresh, env: ENV });

let platform: Platform | undefined;
test.afterEach(async () => {
  await platform?.kill();
  platform = undefined;
});

/** Message ids in the thread are unique and ascending (no duplicate after a catch-up). */
async function expectNoDuplicate(page: Page) {
  const ids = await shownIds(page);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort((a, b) => a - b)).toEqual(ids);
}

test("a chat answer due when the platform is killed arrives once after the restart", async ({
  page,
}) => {
  const port = PORT;
  platform = await own(port, true);
  await page.clock.install();
  await openChat(page, `http://elec.localhost:${port}`);
  await sayStored(page, "How do I deposit?");
  // Killed before the agent's answer (due 2.5 s after the question) was given.
  await platform.kill();
  await expect(agentMessages(page)).toHaveCount(1);
  await expect(banner(page)).toContainText("Reconnecting to customer service");
  platform = await own(port, false);
  // The next reconnect (every 5 s; the page's clock is moved on) catches up with the answer
  // given after the restart.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(CHAT_RECONNECT_DELAY_MS / 2);
        return agentMessages(page).count();
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  await expect(agentMessages(page).last()).toContainText("deposit");
  await expect(page.getByText("Reconnecting to customer service")).toBeHidden();
  // Exactly once: nothing more arrives, on screen or on the platform.
  await page.waitForTimeout(1_000);
  await expect(agentMessages(page)).toHaveCount(2);
  await expectNoDuplicate(page);
});

test("after exactly 5 failed reconnects the chat stops and offers a reconnect control, which catches up once after the restart", async ({
  page,
}) => {
  const port = PORT + 3;
  platform = await own(port, true);
  // Each reconnect is an attempt: the socket, or with the platform down the request for a new
  // single-use ticket (connect), which fails before any socket.
  const attempts: string[] = [];
  page.on("websocket", (ws) => attempts.push(ws.url()));
  page.on("request", (r) => {
    if (r.url().includes("/api/v3/vip-im/connect")) attempts.push(r.url());
  });
  // Playwright's clock stands in for the waits between reconnects.
  await page.clock.install();
  await openChat(page, `http://elec.localhost:${port}`);
  // Stored before the kill, so its answer falls due while the platform is down.
  await sayStored(page, "Any promotions?");
  await platform.kill();
  const first = attempts.length;
  // Every 5 s, at most 5 times; then a visible control instead of silent retries. Time moves on
  // half a retry delay per look, so each reconnect is seen before the next is due.
  await expect(banner(page)).toContainText("Reconnecting to customer service");
  for (let retry = 1; retry <= CHAT_MAX_RETRIES; retry++) {
    await expect
      .poll(async () => {
        await page.clock.fastForward(CHAT_RECONNECT_DELAY_MS / 2);
        return attempts.length;
      })
      .toBe(first + retry);
  }
  const failed = page
    .getByRole("alert")
    .filter({ hasText: "Failed to connect to customer service" });
  await expect(failed).toBeVisible();
  // Then nothing more.
  await page.clock.fastForward(CHAT_RECONNECT_DELAY_MS * 2);
  await page.waitForTimeout(500);
  expect(attempts).toHaveLength(first + CHAT_MAX_RETRIES);
  platform = await own(port, false);
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(failed).toBeHidden({ timeout: 15_000 });
  // The answer given after the restart (it was due while the platform was down) shows once.
  await expect(agentMessages(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(agentMessages(page).last()).toContainText("Promotions");
  await page.waitForTimeout(500);
  await expect(agentMessages(page)).toHaveCount(2);
  await expectNoDuplicate(page);
});

test("a message typed while the platform is down is shown as not sent, and its retry is stored once", async ({
  page,
}) => {
  const port = PORT + 1;
  platform = await own(port, true);
  const origin = `http://elec.localhost:${port}`;
  const init = page.waitForResponse((r) => r.url().includes("/api/v3/common/init/"));
  await openChat(page, origin);
  const { guestId } = ((await (await init).json()) as { result: { guestId: string } }).result;
  await platform.kill();
  await say(page, "How do I withdraw?");
  const retry = page.getByRole("button", { name: 'Retry sending "How do I withdraw?"' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await expect(thread(page).getByText("Not sent")).toBeVisible();

  platform = await own(port, false);
  await retry.click();
  await expect(retry).toBeHidden();
  await expect(agentMessages(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(agentMessages(page).last()).toContainText("withdraw");
  // A second tap cannot resend it: the thread and the platform hold the question once.
  await page.waitForTimeout(500);
  await expectNoDuplicate(page);
  const res = await page.request.get(
    `${platform.base}/api/v3/vip-im/range-message-by-id/${guestId}?fromId=0`,
    { headers: { Host: `elec.localhost:${port}`, "Accept-Language": "en" } },
  );
  const stored = ((await res.json()) as { result: { sender: string; content: string }[] }).result;
  expect(stored.filter((m) => m.content === "How do I withdraw?")).toHaveLength(1);
  expect(stored.filter((m) => m.sender === "agent")).toHaveLength(2);
});

test("a transfer during the outage is refused clearly and, confirmed again after, applied once", async ({
  page,
}) => {
  const port = PORT + 2;
  platform = await own(port, true);
  const m = await freshMember(page, `http://localhost:${port}`);
  await fund(page, m, "300");
  await page.goto(`${m.origin}/en/member/money-change`);
  // A loaded machine may take a while to show the first balance.
  await expect(balance(page)).toHaveText("CN¥300.00", { timeout: 20_000 });

  await platform.kill();
  await page.getByRole("button", { name: "Transfer in to Slots" }).click();
  await page.getByRole("textbox", { name: "Amount" }).fill("120.50");
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText(/network|connection/i, {
    timeout: 15_000,
  });
  await expect(page.getByText("Transfer succeeded")).toBeHidden();

  platform = await own(port, false);
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByText("Transfer succeeded")).toBeVisible();
  await expect(page.getByLabel("Slots balance")).toHaveText("CN¥120.50");
  await expect(page.getByLabel("Main wallet balance")).toHaveText("CN¥179.50");
  // Once on the platform too.
  const list = await call<{ plateType: string; balance: string }[]>(
    page.request,
    m,
    "GET",
    "/api/VipUser/GetPlateTypeList",
  );
  expect(list.result.find((w) => w.plateType === "slot")?.balance).toBe("120.50");
  expect(list.result.find((w) => w.plateType === "sys")?.balance).toBe("179.50");
  await page.reload();
  await expect(page.getByLabel("Main wallet balance")).toHaveText("CN¥179.50");
});
