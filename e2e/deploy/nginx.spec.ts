// The app served as a static host for real: the system's nginx with the files of deploy/, laid out
// by the commands of deploy/README.md (e2e/helpers/nginx.ts runs them as written, with only paths,
// ports, the API's origin and a test certificate set), the reference platform behind it, Chromium
// in front trusting the test certificate alone. Checks what the README promises on the real
// answers, then plays through it: every tenant, login, a deposit, the chat over wss, the service
// worker, the offline lobby, the update prompt after a second build is installed over the first;
// and the API on another origin (CORS, tenant, chat, 401/402/refusals, the README's CSP recipe).
import {
  chromium,
  devices,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPlatform, type Platform } from "../../server/testing/start-platform";
import { contentSecurityPolicy, STATIC_HOST_CSP } from "../../server/http/security";
import { localhostCertificate, spkiHash, type Pem } from "../../server/http/test-cert";
import { TENANT_SEEDS } from "../../server/modules/core/seed-tenants";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium";
import { entryOf, labelledBuild } from "../helpers/builds";
import { agentMessages, openChat, sayStored } from "../helpers/chat-page";
import { h2Get, installLine, readmeBlock, site, type Site } from "../helpers/nginx";
import { readAppStore } from "../helpers/app-store";
import { ageToken } from "../helpers/age-token";
import { readStored, seedSession } from "../helpers/session";
import { virtualAuthenticator } from "../helpers/webauthn";
import { balance } from "../member-helpers";

const BASE = Number(process.env.E2E_PORT ?? 4173) + 40;
const PLATFORM_PORT = BASE;
const API_PORT = BASE + 1;
const DIST = process.env.PLAYFRONT_DIST ?? "dist";
const README_API = "https://api.example.com";
const README_APP = "https://app.example.com";
// Each tenant by its host name (plain localhost is the classic one).
const TENANTS = TENANT_SEEDS.map((t) => ({
  key: t.key,
  host: t.key === "classic" ? "localhost" : `${t.key}.localhost`,
}));
const PROMPT = "Update available, refresh now?";

test.describe.configure({ mode: "serial" });

let pem: Pem;
let platform: Platform;
let same: Site;
let browser: Browser;
/** The second build, made while the first tests run. */
let buildB: Promise<string>;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  buildB = labelledBuild("b");
  // Settled here so that a failed build fails the update test, not the process.
  buildB.catch(() => undefined);
  pem = await localhostCertificate();
  platform = await startPlatform({
    port: PLATFORM_PORT,
    dataDir: `.data/e2e-deploy-${PLATFORM_PORT}`,
    fresh: true,
    env: { PLAYFRONT_DEPOSIT_DELAY_MS: "300", PLAYFRONT_CHAT_REPLY_MS: "100" },
  });
  same = site({
    name: "same",
    httpsPort: BASE + 2,
    httpPort: BASE + 3,
    platform: `127.0.0.1:${PLATFORM_PORT}`,
    pem,
  });
  same.install(installLine("same-origin"), DIST);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--ignore-certificate-errors-spki-list=${spkiHash(pem.cert)}`],
  });
});

test.afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await same?.stop();
  await platform?.stop();
});

async function newPage(): Promise<Page> {
  // The site as a player meets it: its service worker runs (playwright.config.ts blocks workers
  // in every context the runner makes, this spec's own browser's too).
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    locale: "en-US",
    serviceWorkers: "allow",
  });
  contexts.push(context);
  return context.newPage();
}

const protocolOf = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .nextHopProtocol,
  );

test("the README's commands lay out a site that this nginx loads", () => {
  // The suite runs these very lines (installLine) or their equivalent for its own nginx.
  expect(readmeBlock("same-origin")).toEqual([
    "npm run build",
    "deploy/install.sh dist",
    "nginx -t && nginx -s reload",
  ]);
  // Every setting the script reads is in the README's table, and no other.
  const script = readFileSync("deploy/install.sh", "utf8");
  const readme = readFileSync("deploy/README.md", "utf8");
  const read = [...new Set(script.match(/\$\{DEPLOY_[A-Z_]+/g)?.map((v) => v.slice(2)))];
  const documented = [
    ...new Set(readme.match(/^\| `DEPLOY_[A-Z_]+`/gm)?.map((v) => v.slice(3, -1))),
  ];
  expect(read.length).toBeGreaterThan(5);
  expect(documented.sort()).toEqual(read.sort());
  const log = same.check();
  expect(log).toContain("syntax is ok");
  expect(log).not.toMatch(/\[(emerg|alert|crit|error)\]/);
});

test("the answers keep the README's promises: HTTP/2, revalidation, immutable assets, the platform's CSP, gzip files as built", async () => {
  await same.start();
  const origin = same.origin("elec.localhost");
  const get = (path: string, headers: Record<string, string> = {}) =>
    h2Get(origin, path, headers, pem.cert);
  const platformCsp = (await fetch(`${platform.base}/healthz`)).headers.get(
    "content-security-policy",
  );
  expect(platformCsp).toBe(contentSecurityPolicy(""));
  expect(STATIC_HOST_CSP).toBe(`${platformCsp}; upgrade-insecure-requests`);

  for (const path of ["/", "/en/member/deposit", "/index.html", "/sw.js", "/runtime-config.json"]) {
    const r = await get(path);
    expect(r.alpn, path).toBe("h2");
    expect(r.status, path).toBe(200);
    expect(r.headers["cache-control"], path).toBe("no-cache");
    expect(r.headers["content-security-policy"], path).toBe(STATIC_HOST_CSP);
    expect(r.headers["x-content-type-options"], path).toBe("nosniff");
  }
  // The service desk is a page of its own under /desk/ (docs/desk.md), revalidated like the shell.
  const deskPage = statSync(`${DIST}/desk/index.html`).size;
  for (const path of ["/desk/", "/desk/queue"]) {
    const r = await get(path, { "accept-encoding": "identity" });
    expect(r.status, path).toBe(200);
    expect(r.headers["cache-control"], path).toBe("no-cache");
    expect(r.bytes, path).toBe(deskPage);
  }
  // The manifest is the platform's, per tenant, revalidated too, with the platform's own CSP.
  const manifest = await get("/manifest.webmanifest");
  expect(manifest.headers["cache-control"]).toBe("no-cache");
  expect(manifest.headers["content-type"]).toContain("application/manifest+json");
  expect(manifest.headers["content-security-policy"]).toBe(platformCsp);

  const entry = entryOf(DIST);
  const asset = await get(entry, { "accept-encoding": "gzip, br" });
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers["content-security-policy"]).toBe(STATIC_HOST_CSP);
  // gzip_static: the build's own .gz, byte for byte (the shipped config enables no brotli_static:
  // Debian's nginx has no module for it unless one is installed).
  expect(asset.headers["content-encoding"]).toBe("gzip");
  expect(Number(asset.headers["content-length"])).toBe(statSync(`${DIST}${entry}.gz`).size);
  expect(asset.bytes).toBe(statSync(`${DIST}${entry}.gz`).size);
  const plain = await get(entry, { "accept-encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.bytes).toBe(statSync(`${DIST}${entry}`).size);
});

test("every tenant's home by its host name, login, a deposit and the elec chat over wss through nginx", async () => {
  const page = await newPage();
  expect(TENANTS.map((t) => t.key).sort()).toEqual(["classic", "elec", "lottery", "tq"]);
  for (const { key, host } of TENANTS) {
    await page.goto(`${same.origin(host)}/en`);
    // The app's style family is the tenant's, from the site config the platform chose by host.
    await expect(page.locator("html")).toHaveAttribute("data-style", key);
    expect(await protocolOf(page)).toBe("h2");
  }

  const elec = same.origin("elec.localhost");
  const sockets: string[] = [];
  page.on("websocket", (ws) => sockets.push(ws.url()));
  await page.goto(`${elec}/en/login`);
  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Deposit" }),
  ).toBeVisible();

  await page.goto(`${elec}/en/member/deposit`);
  await expect(balance(page)).toHaveAttribute("data-value", /^\d+\.\d\d$/);
  const before = Number(await balance(page).getAttribute("data-value"));
  await page.getByRole("textbox", { name: "Amount" }).fill("100");
  await page.getByRole("button", { name: "Confirm deposit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Credited" })).toBeVisible();
  await expect(balance(page)).toHaveAttribute("data-value", (before + 100).toFixed(2));

  await openChat(page, elec);
  const greeted = await agentMessages(page).count();
  await sayStored(page, "Hello through nginx");
  // The agent's answer is pushed over the socket.
  await expect(agentMessages(page)).toHaveCount(greeted + 1);
  expect(sockets.length).toBeGreaterThan(0);
  for (const url of sockets)
    expect(url).toMatch(new RegExp(`^wss://elec\\.localhost:${BASE + 2}/api/v3/vip-im/ws\\?`));
});

test("the service worker installs, the lobby opens offline, and a second build installed over the first raises the update prompt", async () => {
  test.setTimeout(120_000);
  const distB = await buildB;
  const entryA = entryOf(DIST);
  const entryB = entryOf(distB);
  expect(entryB).not.toBe(entryA);
  const elec = same.origin("elec.localhost");
  const page = await newPage();
  // The entry module the page runs (null while it navigates).
  const running = () =>
    page
      .evaluate(
        () =>
          document
            .querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')
            ?.getAttribute("src") ?? null,
      )
      .catch(() => null);
  await page.goto(`${elec}/en/game-slot/slot`);
  await expect(page.getByRole("list", { name: "Games" }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The persister writes at most once a second: wait until the public queries are on disk.
  await expect.poll(async () => typeof (await readAppStore(page, "query-cache"))).toBe("string");

  const context = page.context();
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto(`${elec}/en/game-slot/slot`);
  await expect(offline.getByRole("status").getByText(/^You are offline/)).toBeVisible();
  await expect(
    offline.getByRole("list", { name: "Games" }).first().getByRole("listitem").first(),
  ).toBeVisible();
  await offline.close();
  await context.setOffline(false);

  // The operator deploys build B with the README's commands.
  same.install(installLine("same-origin"), distB);
  expect(same.check()).toContain("syntax is ok");
  same.reload();
  expect(await running()).toBe(entryA);
  // The app looks for a new version every 30 s; ask the browser now instead of waiting.
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByRole("alertdialog", { name: PROMPT });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(running, { timeout: 15_000 }).toBe(entryB);
});

test("the API on another origin: CORS, the tenant of the page, the chat, 402, a passkey, 401 and a refusal", async () => {
  // The README's cross-origin commands, with the test's origins for the example ones.
  const block = readmeBlock("cross-origin");
  const app = `https://elec.localhost:${BASE + 4}`;
  const api = `https://api.localhost:${API_PORT}`;
  const corsLine = block.find((l) => l.includes("PLAYFRONT_CORS_ORIGINS="));
  const cors = /PLAYFRONT_CORS_ORIGINS=(\S+)/.exec(corsLine ?? "")?.[1];
  expect(cors).toBe(README_APP);
  const tls = mkdtempSync(join(tmpdir(), "playfront-api-tls-"));
  writeFileSync(join(tls, "cert.pem"), pem.cert);
  writeFileSync(join(tls, "key.pem"), pem.key, { mode: 0o600 });
  const apiPlatform = await startPlatform({
    port: API_PORT,
    dataDir: `.data/e2e-deploy-${API_PORT}`,
    fresh: true,
    tls: { certFile: join(tls, "cert.pem"), keyFile: join(tls, "key.pem"), cert: pem.cert },
    env: {
      PLAYFRONT_CORS_ORIGINS: cors!.replace(README_APP, app),
      PLAYFRONT_CHAT_REPLY_MS: "100",
    },
  });
  // Art, manifest and icons still come from a platform behind this nginx.
  const cross = site({
    name: "cross",
    httpsPort: BASE + 4,
    httpPort: BASE + 5,
    platform: `127.0.0.1:${PLATFORM_PORT}`,
    pem,
  });
  try {
    cross.install(installLine("cross-origin"), DIST, { example: README_API, origin: api });
    expect(cross.check()).toContain("syntax is ok");
    await cross.start();

    // The CSP is the README's recipe, with the test's API origin.
    const readme = readFileSync("deploy/README.md", "utf8");
    const recipe =
      /`(connect-src 'self' https:\/\/api\.example\.com wss:\/\/api\.example\.com)`/.exec(
        readme,
      )?.[1];
    expect(recipe).toBeDefined();
    const shell = await h2Get(app, "/", {}, pem.cert);
    expect(shell.headers["content-security-policy"]).toBe(
      STATIC_HOST_CSP.replace(
        "connect-src 'self'",
        recipe!.replaceAll("api.example.com", `api.localhost:${API_PORT}`),
      ),
    );

    const page = await newPage();
    const apiStatuses: number[] = [];
    page.on("response", (r) => {
      if (r.url().startsWith(`${api}/api/`) && r.request().method() !== "OPTIONS")
        apiStatuses.push(r.status());
    });
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));

    // A refusal: the platform's localized message, read across origins.
    await page.goto(`${app}/en/login`);
    // The tenant of the page's host (elec), although the API's host names none.
    await expect(page.locator("html")).toHaveAttribute("data-style", "elec");
    await page.getByLabel("Username").fill("demo");
    await page.getByLabel("Password", { exact: true }).fill("wrong-pass1");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong username or password");
    await page.getByLabel("Password", { exact: true }).fill("demo1234");
    await page.getByRole("button", { name: "Log in" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Deposit" })).toBeVisible();
    expect(apiStatuses.length).toBeGreaterThan(0);

    // The chat: its socket on the API's host, opened from the app's origin.
    await openChat(page, app);
    const greeted = await agentMessages(page).count();
    await sayStored(page, "Hello across origins");
    await expect(agentMessages(page)).toHaveCount(greeted + 1);
    expect(sockets.length).toBeGreaterThan(0);
    for (const url of sockets)
      expect(url).toMatch(new RegExp(`^wss://api\\.localhost:${API_PORT}/`));

    // 402: the token has expired meanwhile; refreshed and retried without a word.
    apiStatuses.length = 0;
    ageToken(apiPlatform.dataDir, String(await readStored(page, "token")), "expired");
    await page.goto(`${app}/en/member/setting`);
    await expect(page).toHaveURL(/\/en\/member\/setting$/);
    await expect.poll(() => apiStatuses.includes(402)).toBe(true);
    await expect(page.getByRole("alertdialog", { name: "Notice" })).toHaveCount(0);

    // A passkey across origins: its relying party is the page's host, not the API's. Added with
    // the login password, it then signs in from the login screen's autofill.
    const auth = await virtualAuthenticator(page);
    await page.goto(`${app}/en/member/setting#passkeys`);
    await page.locator("#passkeys").getByLabel("Login password").fill("demo1234");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(
      page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem"),
    ).toHaveCount(1);
    expect((await auth.credentials()).map((c) => c.rpId)).toEqual(["elec.localhost"]);
    await page.getByRole("button", { name: "Menu" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
    await expect(nav.getByRole("link", { name: "Deposit" })).toHaveCount(0);
    await page.goto(`${app}/en/login`);
    await expect(page).not.toHaveURL(/\/login/);
    await expect(nav.getByRole("link", { name: "Deposit" })).toBeVisible();

    // 401: a session the platform does not know ends, as on one origin.
    await seedSession(page, app, {
      token: "not-a-real-token",
      uid: 1,
      userInfo: { userName: "x" },
    });
    await page.goto(`${app}/en/member/setting`);
    await expect(page.getByRole("alertdialog", { name: "Notice" })).toContainText(/log in again/i);
    await expect(page).toHaveURL(/\/en$/);
  } finally {
    await cross.stop();
    await apiPlatform.stop();
    rmSync(tls, { recursive: true, force: true });
  }
});
