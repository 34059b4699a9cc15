// Newly unread letters raise a notification while the app is hidden (docs/product.md §10): the app
// polls GET /api/News/GetVipUserLetters every 5 minutes (docs/product.md §9) and on focus; the first poll
// only records what is already unread. Playwright's clock stands in for the 5-minute wait.
import { expect, test } from "@playwright/test";
import { readAppStore } from "./helpers/app-store";

// The installed app is the subject: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: "allow" });

const PERIODIC_TASK_MS = 300_000; // src/api/contract/constants.ts

test("a letter that arrives while the app is hidden raises a notification linking to it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? "http://localhost:4173").origin;
  const context = await browser.newContext({ permissions: ["notifications"] });
  const page = await context.newPage();
  const login = await page.request.post(`${origin}/api/vipuser/Login`, {
    data: { userName: "demo", passWord: "demo1234" },
  });
  const { result } = (await login.json()) as { result: { id: number; token: string } };
  const auth = { Authorization: `Bearer ${result.token}` };
  const info = await page.request.get(`${origin}/api/VipUser/GetUserByUid`, { headers: auth });
  const userInfo = ((await info.json()) as { result: unknown }).result;
  await page.goto(`${origin}/healthz`);
  await page.evaluate(
    ({ token, uid, userInfo }) => {
      localStorage.setItem("playfront.token", JSON.stringify(token));
      localStorage.setItem("playfront.uid", JSON.stringify(uid));
      localStorage.setItem("playfront.userInfo", JSON.stringify(userInfo));
    },
    { token: result.token, uid: result.id, userInfo },
  );

  await page.clock.install();
  await page.goto(`${origin}/en`);
  // A synchronous predicate: waitForFunction treats a returned promise as truthy at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The first poll records the letters already unread (the seed has some) without notifying.
  const notified = async () =>
    ((await readAppStore(page, "member:notified-letters")) as number[] | undefined) ?? null;
  await expect.poll(notified).not.toBeNull();
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url?: string } | null)?.url,
      }));
    });
  expect(await shown()).toEqual([]);

  // The app goes to the background; customer service answers a letter meanwhile.
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  });
  const posted = await page.request.post(`${origin}/api/News/PostVipUserLetter`, {
    headers: auth,
    data: { title: "Withdrawal question", content: "When does my withdrawal arrive?" },
  });
  expect(posted.ok()).toBe(true);
  const inbox = await page.request.get(
    `${origin}/api/News/GetVipUserLetters?box=0&nstatus=0&pageIndex=1&pageSize=20`,
    { headers: { ...auth, "Accept-Language": "en" } },
  );
  const reply = ((await inbox.json()) as { result: { items: { id: number; title: string }[] } })
    .result.items[0]!;
  expect(reply.title).toBe("Re: Withdrawal question");

  await page.clock.fastForward(PERIODIC_TASK_MS);
  await expect
    .poll(shown, { timeout: 15_000 })
    .toEqual([{ title: "New letter", body: reply.title, url: `/member/notice/${reply.id}` }]);
  await context.close();
});
