// PWA e2e on the real reference platform (Chromium): offline cold start, the per-tenant manifest,
// and no member responses in Cache Storage. The update flow (two builds) is in pwa-update.spec.ts;
// the chat's notification, from a real conversation, in pwa-chat.spec.ts.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { readAppStore } from "./helpers/app-store";

// The installed app is the subject: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: "allow" });

function tenantOrigin(baseURL: string | undefined, tenant?: string): string {
  const url = new URL(baseURL ?? "http://localhost:4173");
  if (tenant) url.hostname = `${tenant}.localhost`;
  return url.origin;
}

/** Waits until the service worker is active and controls the page. */
async function waitForController(page: Page): Promise<void> {
  // A synchronous predicate: waitForFunction treats a returned promise as truthy at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Waits until the persisted query cache (IndexedDB "playfront") holds the given query keys. */
async function persistedQueryKeys(page: Page): Promise<string[][]> {
  const saved = await readAppStore(page, "query-cache");
  if (typeof saved !== "string") return [];
  const client = JSON.parse(saved) as { clientState: { queries: { queryKey: string[] }[] } };
  return client.clientState.queries.map((q) => q.queryKey);
}

async function apiUrlsInCacheStorage(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) {
        if (new URL(req.url).pathname.startsWith("/api/")) found.push(`${name} ${req.url}`);
      }
    }
    return found;
  });
}

/** Fetches from inside the page (Node cannot resolve *.localhost tenants; Chromium can). */
async function fetchInPage(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const r = await fetch(u, { cache: "no-store" });
    const bytes = new Uint8Array(await r.arrayBuffer());
    return {
      status: r.status,
      type: r.headers.get("content-type") ?? "",
      text: new TextDecoder().decode(bytes),
      png:
        bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
          ? `${new DataView(bytes.buffer).getUint32(16)}x${new DataView(bytes.buffer).getUint32(20)}`
          : null,
    };
  }, url);
}

test.describe("PWA", () => {
  // Service-worker installs precache the whole build; give a loaded CI machine room.
  test.describe.configure({ timeout: 60_000 });
  let context: BrowserContext;
  test.afterEach(async () => {
    await context?.close();
  });

  test("after one online visit, an offline cold start opens the lobby with the tenant's games and colours", async ({
    browser,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL, "elec");
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/en`);
    const manifest = JSON.parse((await fetchInPage(page, "/manifest.webmanifest")).text) as {
      theme_color: string;
    };
    await page.goto(`${origin}/en/game-slot/slot`);
    const games = page.getByRole("list", { name: "Games" }).first();
    await expect(games).toBeVisible();
    const onlineNames = (await games.getByRole("listitem").allInnerTexts()).slice(0, 3);
    expect(onlineNames.length).toBeGreaterThan(0);
    await waitForController(page);
    // The persister writes at most once a second; wait until the public queries are on disk.
    await expect.poll(async () => (await persistedQueryKeys(page)).length).toBeGreaterThan(0);
    // The first tab stays open: closing it lets Chromium stop the worker, and a worker restarted
    // under Playwright's offline emulation sometimes misses the next navigation (a harness race,
    // not app behaviour; the new tab's load below still comes entirely from the worker's caches).

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${origin}/en/game-slot/slot`);
    await expect(offline.getByRole("status").getByText(/^You are offline/)).toBeVisible();
    const offlineGames = offline.getByRole("list", { name: "Games" }).first();
    for (const name of onlineNames) {
      await expect(offlineGames.getByText(name.split("\n")[0]!).first()).toBeVisible();
    }
    // The tenant's colour (elec, not the shell's default blue) comes from the cached site config.
    expect(manifest.theme_color).not.toBe("#1677ff");
    await expect(offline.locator('meta[name="theme-color"]')).toHaveAttribute(
      "content",
      manifest.theme_color,
    );
    const primary = await offline.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
    );
    expect(primary).toBe(manifest.theme_color);

    // A language never opened on this device: a Thai interface that says the saved games and
    // menus are in English, rather than mixing the two silently (docs/data-and-offline.md).
    await offline.goto(`${origin}/th/game-slot/slot`);
    await expect(offline.locator("html")).toHaveAttribute("lang", /^th/);
    await expect(offline.getByRole("status").getByText(/แสดงเป็น English/)).toBeVisible();
    const thaiGames = offline.getByRole("list", { name: "เกม" }).first();
    await expect(thaiGames.getByText(onlineNames[0]!.split("\n")[0]!).first()).toBeVisible();

    // Back online: the banner goes (stale queries refetch on reconnect, TanStack Query's default).
    await context.setOffline(false);
    await expect(offline.getByRole("status").getByText(/^คุณออฟไลน์/)).toHaveCount(0);
    // …and the content follows the page's language again: the note goes too.
    await expect(offline.getByRole("status").getByText(/แสดงเป็น English/)).toHaveCount(0);
  });

  test("the manifest is valid and installable, with every icon served at its size", async ({
    browser,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL, "lottery");
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/en`);
    const res = await fetchInPage(page, "/manifest.webmanifest");
    expect(res.type).toContain("application/manifest+json");
    const m = JSON.parse(res.text) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
      screenshots: { src: string; sizes: string }[];
    };
    expect(m.name).toBeTruthy();
    expect(m.short_name).toBeTruthy();
    expect(m).toMatchObject({ start_url: "/?source=pwa", scope: "/", display: "standalone" });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    for (const icon of [...m.icons, ...m.screenshots]) {
      const r = await fetchInPage(page, icon.src);
      expect(r.status, icon.src).toBe(200);
      expect(r.png, icon.src).toBe(icon.sizes);
    }
    expect((await fetchInPage(page, "/icons/apple-touch-icon.png")).png).toBe("180x180");

    // Chromium's own verdict on the page it loaded.
    await waitForController(page);
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send("Page.getAppManifest");
    expect(parsed.errors).toEqual([]);
    // The manifest follows the app's language (its name and shortcuts are localized).
    expect(parsed.url).toMatch(/\/manifest\.webmanifest\?lang=[a-z-]+$/);
    expect(parsed.url.startsWith(`${origin}/manifest.webmanifest`)).toBe(true);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // A Playwright context is an off-the-record profile; that is the only acceptable objection.
    expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
  });

  test("no member API response is in Cache Storage or the persisted cache after a session", async ({
    browser,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL);
    context = await browser.newContext();
    const page = await context.newPage();
    const login = await page.request.post(`${origin}/api/vipuser/Login`, {
      data: { userName: "demo", passWord: "demo1234" },
    });
    const { result } = (await login.json()) as { result: { id: number; token: string } };
    const info = await page.request.get(`${origin}/api/VipUser/GetUserByUid`, {
      headers: { Authorization: `Bearer ${result.token}` },
    });
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
    await page.goto(`${origin}/en`);
    await waitForController(page);
    for (const path of ["/en/centre", "/en/member/deposit", "/en/member/records/trade", "/en"]) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole("main")).toBeVisible();
    }
    // Member and money calls made through the controlled page (and so through the worker).
    const statuses = await page.evaluate(async (token) => {
      const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
      const calls = [
        fetch("/api/VipUser/GetUserByUid", { headers }),
        fetch("/api/VipUser/GetPlateTypeList", { headers }),
        fetch("/api/VipUser/RefreshBalance", {
          method: "POST",
          headers,
          body: JSON.stringify({ plateType: "sys" }),
        }),
      ];
      return (await Promise.all(calls)).map((r) => r.status);
    }, result.token);
    expect(statuses).toEqual([200, 200, 200]);
    await page.waitForTimeout(1500); // let the throttled persister write

    expect(await apiUrlsInCacheStorage(page)).toEqual([]);
    const keys = await persistedQueryKeys(page);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => k[0] === "member")).toEqual([]);
    const persisted = String(await readAppStore(page, "query-cache"));
    expect(persisted).not.toContain(result.token);
  });
});
