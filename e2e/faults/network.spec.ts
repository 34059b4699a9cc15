// Fault injection: network faults in the browser, against a platform this spec
// starts itself (port 4530). The connection drops after the platform applied a transfer (the answer
// is lost), a request never answers (the client's 10 s timeout fires and says so), and the lobby
// loads over a slow 3G profile. Nothing hangs without a message; nothing is applied twice.
import { expect, test, type Page } from "@playwright/test";
import { startPlatform, type Platform } from "../../server/testing/start-platform";
import { REQUEST_TIMEOUT_MS } from "../../src/lib/constants";
import { balance, call, freshMember, fund, type Member } from "../member-helpers";
import { snoozeAnnouncements } from "../visitor-helpers";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = 4530;
let platform: Platform;
test.beforeAll(async () => {
  platform = await startPlatform({
    port: PORT,
    dataDir: `.data/e2e-faults-${PORT}`,
    fresh: true,
    env: {
      PLAYFRONT_E2E: "1",
      PLAYFRONT_DEPOSIT_DELAY_MS: "300",
      PLAYFRONT_REGISTER_PER_MIN: "1000",
    },
  });
});
test.afterAll(async () => {
  await platform?.kill();
});

const TRANSFER = "**/api/VipUser/ChangeBalance";

async function transferScreen(page: Page): Promise<Member> {
  const m = await freshMember(page, `http://localhost:${PORT}`);
  await fund(page, m, "300");
  await page.goto(`${m.origin}/en/member/money-change`);
  // A loaded machine may take a while to show the first balance.
  await expect(balance(page)).toHaveText("CN¥300.00", { timeout: 20_000 });
  await page.getByRole("button", { name: "Transfer in to Slots" }).click();
  return m;
}

const submit = (page: Page) => page.getByRole("button", { name: "Transfer", exact: true }).click();
const refusal = (page: Page) => page.locator("form").getByRole("alert");

/** The member's wallets on the platform, and how many transfers it booked. */
async function onPlatform(page: Page, m: Member) {
  const list = await call<{ plateType: string; balance: string }[]>(
    page.request,
    m,
    "GET",
    "/api/VipUser/GetPlateTypeList",
  );
  const of = (p: string) => list.result.find((w) => w.plateType === p)?.balance;
  return { sys: of("sys"), slot: of("slot") };
}

test("offline in the middle of a transfer: the lost answer is said, the retry is applied once", async ({
  page,
  context,
}) => {
  const m = await transferScreen(page);
  // The platform applies the transfer, then the phone goes offline before the answer arrives.
  await page.route(TRANSFER, async (route) => {
    await route.fetch();
    await context.setOffline(true);
    await route.abort("internetdisconnected");
  });
  await page.getByRole("textbox", { name: "Amount" }).fill("100");
  await submit(page);
  await expect(refusal(page)).toContainText(/network|connection/i);
  await expect(page.getByText("Transfer succeeded")).toBeHidden();
  expect(await onPlatform(page, m)).toEqual({ sys: "200.00", slot: "100.00" });

  await page.unrouteAll();
  await context.setOffline(false);
  // Confirming the same transfer again sends the same Idempotency-Key: the platform answers the
  // first result instead of moving the money a second time.
  const replay = page.waitForResponse((r) => r.url().includes("/ChangeBalance"));
  await submit(page);
  expect((await replay).headers()["idempotent-replayed"]).toBe("true");
  await expect(page.getByText("Transfer succeeded")).toBeVisible();
  await expect(page.getByLabel("Slots balance")).toHaveText("CN¥100.00");
  await expect(page.getByLabel("Main wallet balance")).toHaveText("CN¥200.00");
  expect(await onPlatform(page, m)).toEqual({ sys: "200.00", slot: "100.00" });
});

test("a transfer that never answers: the client's timeout fires and says so, the retry is applied once", async ({
  page,
}) => {
  // Playwright's clock stands in for the 10-second wait.
  await page.clock.install();
  const m = await transferScreen(page);
  let held = 0;
  // The request is swallowed: no answer, no error, ever.
  await page.route(TRANSFER, () => {
    held += 1;
  });
  await page.getByRole("textbox", { name: "Amount" }).fill("50");
  await submit(page);
  await expect(page.getByRole("button", { name: "Transfer", exact: true })).toBeDisabled();
  // Requests time out after 10 s (the limit itself: src/api/client.test.ts).
  await page.clock.fastForward(REQUEST_TIMEOUT_MS);
  await expect(refusal(page)).toContainText("timed out");
  expect(held).toBe(1);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await submit(page);
  await expect(page.getByText("Transfer succeeded")).toBeVisible();
  await expect(page.getByLabel("Main wallet balance")).toHaveText("CN¥250.00");
  expect(await onPlatform(page, m)).toEqual({ sys: "250.00", slot: "50.00" });
});

test("the lobby over slow 3G is never silent: loading, then the games", async ({ page }) => {
  await snoozeAnnouncements(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // Chrome DevTools' "Slow 3G" preset.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 2000,
    downloadThroughput: ((500 * 1000) / 8) * 0.8,
    uploadThroughput: ((500 * 1000) / 8) * 0.8,
  });
  // Samples the lobby every 50 ms while it loads: a lobby on screen without games must say that
  // it is loading them (never an empty, silent screen).
  await page.addInitScript(() => {
    const w = window as unknown as {
      lobbySamples: { loading: number; games: number; silent: number };
    };
    w.lobbySamples = { loading: 0, games: 0, silent: 0 };
    const timer = setInterval(() => {
      const main = document.querySelector("main.lobby");
      if (!main) return;
      if (main.querySelector('[aria-label^="Play "]')) {
        w.lobbySamples.games += 1;
        clearInterval(timer);
      } else if (main.textContent?.includes("Loading games")) w.lobbySamples.loading += 1;
      else w.lobbySamples.silent += 1;
    }, 50);
  });
  const started = Date.now();
  await page.goto(`http://classic.localhost:${PORT}/en/game-slot/slot`, {
    waitUntil: "commit",
  });
  const tiles = page.getByRole("list", { name: "Games" }).getByRole("button", { name: /^Play / });
  await expect(tiles.first()).toBeVisible({ timeout: 60_000 });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: "slow 3G lobby", description: `${seconds.toFixed(1)} s` });
  const samples = await page.evaluate(
    () => (window as unknown as { lobbySamples: Record<string, number> }).lobbySamples,
  );
  // (Whether "Loading games…" shows at all depends on which of the route's catalogue prefetch and
  // the screen's code arrives first; never a lobby without games and without that line.)
  expect(samples.silent).toBe(0);
  expect(samples.games).toBe(1);
  // No error on the way.
  await expect(page.getByRole("alert")).toHaveCount(0);
});
