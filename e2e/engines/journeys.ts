// The journeys a player makes, in one engine (firefox.spec.ts, webkit.spec.ts), on the built app
// served by a platform of the suite's own: every tenant's home in Thai and Vietnamese, the lobby's
// search and a game opened through login, a deposit and the balance, a chat message on elec, the
// not-found screen, and reloads under the service worker with the platform gone. Every screen
// passes the crawler's layout audit at 320 and 390 px (in-page.ts: no sideways scroll, tap targets,
// no clipped text, no word broken inside) with no console error. One browser for the whole file,
// one tab reused by every test.
import { expect, test } from "@playwright/test";
import { readAppStoreInPage } from "../helpers/app-store";
import { startServer, type ExtraServer } from "../helpers/server";
import { translate } from "../crawler/catalog";
import { brokenWords, layoutAudit, pageOverflow, twoFrames } from "../crawler/in-page";
import { MIN_TAP_PX, PHONE_WIDTHS } from "../crawler/audit";
import { TENANTS, type TenantKey } from "../visitor-helpers";
import { PHONE, until, type Engine } from "./engine";

/** The suite's ports, after E2E_PORT (the shared platform's): each engine file takes its own. */
export const ENGINE_PORTS = {
  firefoxPlatform: 20,
  webkitPlatform: 21,
  webkitDriver: 22,
} as const;
export const enginePort = (offset: number) => Number(process.env.E2E_PORT ?? 4173) + offset;

/** The layout audit of the screen shown, at each phone width; findings prefixed with `where`. */
export async function audit(engine: Engine, where: string): Promise<string[]> {
  const findings: string[] = [];
  for (const width of [...PHONE_WIDTHS].sort((a, b) => b - a)) {
    await engine.width(width);
    await engine.run(twoFrames);
    const found = [
      ...(await engine.run(pageOverflow)),
      ...(await engine.run(layoutAudit, {
        which: { taps: true, wraps: true },
        minTap: MIN_TAP_PX,
      })),
      ...(await engine.run(brokenWords)),
    ];
    findings.push(...found.map((f) => `${where} at ${width}px: ${f}`));
  }
  await engine.width(PHONE.width);
  findings.push(...(await engine.takeErrors()).map((e) => `${where}: ${e}`));
  return findings;
}

function tenantOrigin(port: number, tenant: TenantKey): string {
  // The classic tenant is the plain host; the others are subdomains every engine resolves to
  // loopback (*.localhost).
  return tenant === "classic" ? `http://localhost:${port}` : `http://${tenant}.localhost:${port}`;
}

/** Today's announcement already dismissed, as "no reminder today" leaves it (on the origin shown). */
function snoozeAnnouncements(): void {
  localStorage.setItem("closeToday", "true");
  localStorage.setItem("todayTimeStamp", String(Date.now()));
}

/** The balance the screen shows (run in the page: self-contained). */
const balanceOf = () => document.querySelector("output[aria-label]")?.getAttribute("data-value");

export function engineJourneys(
  launch: () => Promise<Engine>,
  platformPort: number,
  name: string,
): void {
  // Not serial: a failed test leaves the others to run (its worker starts the browser again).
  test.describe.configure({ timeout: 90_000 });
  let engine: Engine;
  let platform: ExtraServer | undefined;
  const origin = (tenant: TenantKey) => tenantOrigin(platformPort, tenant);

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    [platform, engine] = await Promise.all([
      startServer(platformPort, { PLAYFRONT_REGISTER_PER_MIN: "1000" }),
      launch(),
    ]);
    console.log(`engines: ${name} is ${engine.version}`);
    // Every origin's announcement snoozed before its first screen.
    for (const tenant of TENANTS) {
      await engine.open(`${origin(tenant)}/en/no-such-page`);
      await engine.run(snoozeAnnouncements);
    }
    await engine.takeErrors();
  });
  test.afterAll(async () => {
    await engine?.close();
    await platform?.stop();
  });

  test(`${name}: every tenant's home in Thai and Vietnamese lays out, words unbroken`, async () => {
    const findings: string[] = [];
    for (const tenant of TENANTS) {
      for (const locale of ["th", "vi"]) {
        await engine.open(`${origin(tenant)}/${locale}`);
        const home = translate(locale, "Home");
        await until(engine, "the tab bar", (h) => document.body.innerText.includes(h), home);
        findings.push(...(await audit(engine, `${tenant} /${locale}`)));
      }
    }
    expect(findings, findings.join("\n")).toEqual([]);
  });

  test(`${name}: lobby search finds a game, and a visitor's tap logs in and opens it`, async () => {
    await engine.open(`${origin("tq")}/th/game-slot/slot`);
    const tiles = "ul.lobby__grid button[aria-label]";
    const first = await until(
      engine,
      "the game tiles",
      (css) => document.querySelector(css)?.getAttribute("aria-label"),
      tiles,
    );
    const findings = await audit(engine, "tq /th/game-slot/slot");
    // The tile's label is "<Play> <name>" in Thai; its last word is the game's own.
    const word = first.split(" ").at(-1)!;
    await engine.type("input[type='search']", word.toUpperCase());
    const names = await until(
      engine,
      `a search for ${word}`,
      ({ css, word }) => {
        const shown = [...document.querySelectorAll(css)].map((b) => b.getAttribute("aria-label")!);
        return location.search.includes("q=") &&
          shown.length > 0 &&
          shown.every((n) => n.toLowerCase().includes(word.toLowerCase()))
          ? shown
          : undefined;
      },
      { css: tiles, word },
    );
    expect(names.length).toBeGreaterThan(0);

    await engine.click(tiles, word);
    await until(engine, "the login screen", () => location.pathname === "/th/login");
    await engine.type("input[autocomplete~='username']", "demo");
    await engine.type("input[autocomplete='current-password']", "demo1234");
    await engine.click("button[type='submit']");
    // The shared demo member's game wallet is empty on its first entry of a run: the transfer is
    // offered in place, and its one tap moves the money and opens the game.
    const offered = await until(engine, "the game or the transfer offer", () =>
      document.querySelector("dialog[open] button[type='submit']")
        ? "offer"
        : document.querySelector("iframe.frame-view")
          ? "game"
          : undefined,
    );
    if (offered === "offer") await engine.click("dialog[open] button[type='submit']");
    const game = await until(
      engine,
      "the game's frame",
      () =>
        location.pathname === "/th/embedded" &&
        document.querySelector("iframe.frame-view")?.getAttribute("src"),
    );
    expect(game).toMatch(/\/demo-game\//);
    findings.push(...(await engine.takeErrors()));
    expect(findings, findings.join("\n")).toEqual([]);
  });

  test(`${name}: login, a deposit, and the balance shows it`, async () => {
    await engine.open(`${origin("classic")}/en/login`);
    const findings = await audit(engine, "/en/login");
    await engine.type("input[autocomplete~='username']", "demo");
    await engine.type("input[autocomplete='current-password']", "demo1234");
    await engine.click("button[type='submit']");
    await until(engine, "home after login", () => location.pathname === "/en");

    await engine.open(`${origin("classic")}/en/member/deposit`);
    const before = Number(await until(engine, "the balance", balanceOf));
    findings.push(...(await audit(engine, "/en/member/deposit")));
    await engine.type("input[inputmode='decimal']", "150");
    await engine.click("button[type='submit']", "Confirm deposit");
    await until(
      engine,
      "the deposit credited",
      (t) => document.body.innerText.includes(t),
      "Credited",
    );
    await until(
      engine,
      "the new balance",
      (want) =>
        Number(document.querySelector("output[aria-label]")?.getAttribute("data-value")) === want,
      before + 150,
    );
    findings.push(...(await engine.takeErrors()));
    expect(findings, findings.join("\n")).toEqual([]);
  });

  test(`${name}: a guest's chat message on elec is stored and answered`, async () => {
    await engine.open(`${origin("elec")}/en/message`);
    await engine.click("a[href]", "Customer Service");
    await until(engine, "the agent's greeting", () =>
      document.querySelector("[data-sender='agent']")?.textContent?.includes("How can I help"),
    );
    const findings = await audit(engine, "elec /en/messageChat");
    await engine.type("#chat-input", "How do I deposit?");
    await engine.click("button[type='submit']", "Send");
    await until(
      engine,
      "the message stored and answered",
      () =>
        [...document.querySelectorAll("[data-sender='guest']")]
          .at(-1)
          ?.textContent?.includes("How do I deposit?") &&
        document.querySelectorAll("[data-sender='agent']").length >= 2,
    );
    findings.push(...(await engine.takeErrors()));
    expect(findings, findings.join("\n")).toEqual([]);
  });

  test(`${name}: an unknown path shows the not-found screen in its language`, async () => {
    await engine.open(`${origin("classic")}/th/no-such-page`);
    const title = await until(engine, "the not-found title", () =>
      document.querySelector("h1")?.textContent?.trim(),
    );
    expect(title).toBe(translate("th", "Page not found"));
    const findings = await audit(engine, "/th/no-such-page");
    await engine.click("main a[href='/th']", translate("th", "Back to home"));
    await until(engine, "home", () => location.pathname === "/th");
    expect(findings, findings.join("\n")).toEqual([]);
  });

  // Last: it stops the platform.
  test(`${name}: under the service worker the lobby reloads, and opens with the platform gone`, async () => {
    // classic.localhost is the classic tenant on an origin no test above opened: the worker is a
    // first visit's, installed from this top-level page. (In WebKit, a worker installed while the
    // frame harness swapped documents was once active over an empty precache.)
    await engine.openTop(`http://classic.localhost:${platformPort}/en/game-slot/slot`);
    await until(
      engine,
      "the service worker in control",
      () => !!navigator.serviceWorker.controller,
    );
    const names = await until(engine, "the game tiles", () => {
      const shown = [...document.querySelectorAll("ul.lobby__grid button[aria-label]")];
      return shown.length ? shown.slice(0, 3).map((b) => b.getAttribute("aria-label")!) : undefined;
    });
    // The persister writes at most once a second: the lobby's queries on disk before going on.
    await until(engine, "the persisted queries", readAppStoreInPage, "query-cache");
    await engine.reload();
    await until(engine, "the controlled reload", () => !!navigator.serviceWorker.controller);
    const shown = (n: string) => !!document.querySelector(`[aria-label="${n}"]`);
    await until(engine, "the games again", shown, names[0]);

    await platform!.stop();
    platform = undefined;
    await engine.reload();
    for (const n of names) {
      await until(engine, `${n} from the caches`, shown, n);
    }
  });
}
