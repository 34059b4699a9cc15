// Tenant images with unreachable CDN hosts first in `cdnDomain`: the app pings each
// candidate once (3 s timeout, docs/product.md §9), skips dead ones in order and shows the home page's images
// from the next reachable host. Each configuration runs its own reference server (by PID), since
// the CDN list is start-up config of the platform.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { startPlatform } from "../server/testing/start-platform";
import { PING_PATH } from "../src/api/contract/constants";

const BUDGET_MS = 4_000;
const PING_TIMEOUT_MS = 3_000;
/**
 * Timer and clock granularity: the app starts its 3 s timer in the same task that sets the ping's
 * source, which is what the test records (the ping's resource timing starts later, when the network
 * request does, which on a loaded machine is much later, so it cannot serve as the start).
 */
const PING_START_SLACK_MS = 5;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("port")),
      );
    });
  });
}

/** A host that accepts connections and never answers: the ping can only time out. */
async function startBlackHole(): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

interface MediaPlatform {
  app: string;
  fallback: string;
  stop: () => Promise<void>;
}

/** The reference platform with `PLAYFRONT_CDN_DOMAIN` = dead hosts, then itself as cdn.localhost. */
async function startMediaPlatform(browser: Browser, deadHosts: string[]): Promise<MediaPlatform> {
  const port = await freePort();
  const fallback = `http://cdn.localhost:${port}`;
  const platform = await startPlatform({
    port,
    dataDir: `.data/e2e-media-${port}`,
    fresh: true,
    env: { PLAYFRONT_E2E: "1", PLAYFRONT_CDN_DOMAIN: [...deadHosts, fallback].join(",") },
    timeoutMs: 30_000,
  });
  const stop = async () => {
    await platform.stop();
    rmSync(platform.dataDir, { recursive: true, force: true });
  };
  try {
    // Warm the freshly started server (file reads, seed queries) in a throwaway context, so the
    // budget measures the app on a running platform, not the platform's cold start.
    const warm = await browser.newContext();
    await (await warm.newPage()).goto(`${platform.url}/`);
    await warm.close();
  } catch (error) {
    await stop();
    throw error;
  }
  return { app: platform.url, fallback, stop };
}

/** src and natural width of every image that has loaded in a <TenantImage>. */
function loadedImages(page: Page) {
  return page
    .locator('[data-image-state="loaded"] img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ src: img.currentSrc, width: img.naturalWidth })),
    );
}

/**
 * Records when the page sets a ping image's source (`performance.now()`), in the page's
 * `__pingSourcesSetAt`: the moment the app starts its ping timer, the start of the host choice.
 */
function recordPingStarts(ping: string) {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "src")!;
  const times: number[] = [];
  Object.assign(window, { __pingSourcesSetAt: times });
  Object.defineProperty(HTMLImageElement.prototype, "src", {
    ...descriptor,
    set(this: HTMLImageElement, value: string) {
      if (String(value).includes(ping)) times.push(performance.now());
      descriptor.set!.call(this, value);
    },
  });
}

/**
 * Opens home, waits for the first decoded tenant image, and reads when the host choice began (all
 * candidates are pinged at once) and, from the browser's resource timings, when the first tenant
 * image from the fallback host was requested and received. Navigation-to-image is logged only:
 * app start-up is not what the 4 s budget is about.
 */
async function openHome(page: Page, platform: MediaPlatform) {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.addInitScript(recordPingStarts, PING_PATH);
  const start = Date.now();
  await page.goto(`${platform.app}/`);
  // A generous wait (start-up plus the ping timeout took 14 s on the slowest CI machine): the
  // 4 s budget is asserted on the timeline below, from the start of the host choice.
  await expect
    .poll(async () => (await loadedImages(page)).length, { timeout: 30_000, intervals: [50] })
    .toBeGreaterThan(0);
  const navigationMs = Date.now() - start;
  const timeline = await page.evaluate(
    ({ host, ping }) => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const images = entries.filter(
        (e) => e.name.startsWith(`${host}/`) && !e.name.startsWith(`${host}${ping}`),
      );
      const starts = (window as unknown as { __pingSourcesSetAt: number[] }).__pingSourcesSetAt;
      const choiceStart = starts.length > 0 ? Math.min(...starts) : Number.NaN;
      return {
        firstRequest: Math.min(...images.map((e) => e.startTime)) - choiceStart,
        firstImage: Math.min(...images.map((e) => e.responseEnd)) - choiceStart,
      };
    },
    { host: platform.fallback, ping: PING_PATH },
  );
  console.log(
    `first tenant image ${navigationMs} ms after navigation; after the host choice began: ` +
      `requested at ${Math.round(timeline.firstRequest)} ms, received at ${Math.round(timeline.firstImage)} ms`,
  );
  return { requested, ...timeline };
}

async function expectAllFrom(page: Page, host: string) {
  const images = await loadedImages(page);
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.src.startsWith(`${host}/`), image.src).toBe(true);
    expect(image.width, image.src).toBeGreaterThan(0);
  }
  // No broken image anywhere: a failed one would show the placeholder (state "error").
  await expect(page.locator('[data-image-state="error"]')).toHaveCount(0);
}

test.describe("first CDN host refuses connections", () => {
  let platform: MediaPlatform;
  let refused = "";

  test.beforeAll(async ({ browser }) => {
    refused = `http://dead-cdn.localhost:${await freePort()}`;
    platform = await startMediaPlatform(browser, [refused]);
  });
  test.afterAll(async () => platform?.stop());

  test("home shows its images from the second host within 4 s", async ({ page }) => {
    const { requested, firstImage } = await openHome(page, platform);
    expect(firstImage).toBeLessThanOrEqual(BUDGET_MS);
    expect(requested.some((url) => url.startsWith(`${refused}/`))).toBe(true);
    await expectAllFrom(page, platform.fallback);
  });

  test("the choice is remembered for the session: no new pings after a reload", async ({
    page,
  }) => {
    await openHome(page, platform);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.reload();
    await expect.poll(async () => (await loadedImages(page)).length).toBeGreaterThan(0);
    expect(requested.filter((url) => url.startsWith(`${refused}/`))).toEqual([]);
    expect(requested.filter((url) => url.includes("?t="))).toEqual([]);
    await expectAllFrom(page, platform.fallback);
  });
});

test.describe("first CDN host never answers", () => {
  let platform: MediaPlatform;
  let blackHole: { port: number; close: () => void };

  test.beforeAll(async ({ browser }) => {
    blackHole = await startBlackHole();
    platform = await startMediaPlatform(browser, [`http://hung-cdn.localhost:${blackHole.port}`]);
  });
  test.afterAll(async () => {
    await platform?.stop();
    blackHole?.close();
  });

  test("images wait for the 3 s ping timeout, then come from the next host within 4 s", async ({
    page,
  }) => {
    const { firstRequest, firstImage } = await openHome(page, platform);
    expect(firstRequest).toBeGreaterThanOrEqual(PING_TIMEOUT_MS - PING_START_SLACK_MS);
    expect(firstImage).toBeLessThanOrEqual(BUDGET_MS);
    await expectAllFrom(page, platform.fallback);
  });
});
