// Firefox ESR and WebKitGTK from Debian's packages, driven as one kind of browser: Playwright cannot
// drive these builds, so Firefox goes through puppeteer-core over WebDriver BiDi and WebKit through
// classic WebDriver (WebKitWebDriver starting MiniBrowser under Xvfb) with selenium-webdriver. Every
// process is started here by PID and stopped by it. docs/engines.md says why these libraries and
// what each driver cannot do.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import puppeteer, { type Page as PuppeteerPage } from "puppeteer-core";
import { Builder, By, type WebDriver } from "selenium-webdriver";
import { screenIsRendered } from "../crawler/in-page";

export const FIREFOX_PATH = "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = "/usr/bin/WebKitWebDriver";
/** The MiniBrowser that libwebkit2gtk-4.1-0 installs: the browser WebKitWebDriver automates. */
export const MINIBROWSER_PATH = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** The phone every journey runs on: its width, and its height for the screen. */
export const PHONE = { width: 390, height: 844 } as const;

type InPage<A, R> = (arg: A) => R | Promise<R>;

export interface Engine {
  /** What runs, read from the browser: "Firefox 153.8.0esr", "WebKitGTK 2.50.6". */
  version: string;
  /** Opens `url` in a phone-wide viewport and waits until the app rendered a screen. */
  open(url: string): Promise<void>;
  /** Opens `url` as the top-level document of the tab (service worker journeys). */
  openTop(url: string): Promise<void>;
  /** Reloads the current document and waits until the app rendered a screen. */
  reload(): Promise<void>;
  /** Sets the viewport's width (CSS px) and waits until the page is laid out again. */
  width(px: number): Promise<void>;
  /** Runs a self-contained function in the page (its source is sent) and returns its result. */
  run<R, A = undefined>(fn: InPage<A, R>, arg?: A): Promise<Awaited<R>>;
  /** Clicks the first shown element matching `css` whose name (label or text) contains `name`. */
  click(css: string, name?: string): Promise<void>;
  /** Replaces the value of the first shown field matching `css` by typing `text`. */
  type(css: string, text: string): Promise<void>;
  /** Console errors and uncaught errors since the last call. */
  takeErrors(): Promise<string[]>;
  /** Stops the browser and every process started for it. */
  close(): Promise<void>;
}

/** Polls `fn` in the page until it returns something truthy; throws with `what` after `ms`. */
export async function until<R, A = undefined>(
  engine: Engine,
  what: string,
  fn: InPage<A, R>,
  arg?: A,
  ms = 15_000,
): Promise<NonNullable<Awaited<R>>> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await engine.run(fn, arg);
      if (value) return value as NonNullable<Awaited<R>>;
    } catch (e) {
      // A page between two documents cannot run scripts yet.
      last = e;
    }
    if (Date.now() > deadline) {
      throw new Error(`${engine.version}: timed out after ${ms} ms waiting for ${what}`, {
        cause: last,
      });
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Marks the first shown element matching `css` whose accessible name or text contains `name` with
 * `data-engine-target`, so the driver can click or type into it by a plain selector.
 */
function markTarget({ css, name }: { css: string; name?: string }): boolean {
  for (const old of document.querySelectorAll("[data-engine-target]")) {
    old.removeAttribute("data-engine-target");
  }
  for (const el of document.querySelectorAll<HTMLElement>(css)) {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || el.closest("[aria-hidden='true'], [inert]")) continue;
    const label = `${el.getAttribute("aria-label") ?? ""} ${el.innerText ?? ""}`;
    if (name !== undefined && !label.includes(name)) continue;
    el.setAttribute("data-engine-target", "");
    // Clear of the fixed header and tab bar, which would take the click.
    el.scrollIntoView({ block: "center" });
    if ("select" in el && typeof el.select === "function") {
      el.focus();
      el.select();
    }
    return true;
  }
  return false;
}
const TARGET = "[data-engine-target]";

async function waitReady(engine: Engine): Promise<void> {
  await until(engine, "the app to render a screen", screenIsRendered, undefined, 30_000);
}

/** Firefox ESR over WebDriver BiDi (puppeteer-core), headless, one tab for the whole suite. */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // Stored JSON shows as text, not in the JSON viewer (a privileged page no script can read).
    extraPrefsFirefox: { "devtools.jsonview.enabled": false },
  });
  const [page = await browser.newPage()] = await browser.pages();
  await page.setViewport(PHONE);
  let errors: Promise<string>[] = [];
  // While a screen is being left for the next, its cancelled loads report errors: not the app's.
  let leaving = false;
  page.on("console", (m) => {
    if (m.type() !== "error" || leaving) return;
    // An Error argument prints as "JSHandle@error": ask the page for its message.
    const args = m
      .args()
      .map((a) => a.evaluate((v) => (v instanceof Error ? `${v.name}: ${v.message}` : String(v))));
    errors.push(
      Promise.all(args).then(
        (parts) => `console error: ${parts.join(" ")} (${m.location().url ?? ""})`,
        () => `console error: ${m.text()}`,
      ),
    );
  });
  page.on("pageerror", (e) => {
    if (!leaving) errors.push(Promise.resolve(`uncaught: ${String(e)}`));
  });
  const version = (await browser.version()).replace(/^firefox\//i, "Firefox ");
  const engine: Engine = {
    version,
    async open(url) {
      // Straight from a screen holding a game's frame to another origin, puppeteer's goto never
      // resolves over BiDi (the page does load); from a blank page it always does.
      // A service worker taking control, or a page still loading, can abort a navigation
      // (NS_BINDING_ABORTED; over BiDi "a new navigation interrupted an unfinished navigation"):
      // the same navigation again then goes through.
      const go = (to: string, options?: { waitUntil: "load" }) =>
        page.goto(to, options).catch(async (e: Error) => {
          if (!/NS_BINDING_ABORTED|interrupted an unfinished navigation/.test(e.message)) throw e;
          await page.goto(to, options);
        });
      leaving = true;
      await go("about:blank");
      leaving = false;
      await go(url, { waitUntil: "load" });
      await waitReady(engine);
    },
    openTop: (url) => engine.open(url),
    async reload() {
      await page.reload({ waitUntil: "load" });
      await waitReady(engine);
    },
    async width(px) {
      await page.setViewport({ ...PHONE, width: px });
    },
    run: (fn, arg) => runIn(page, fn, arg),
    async click(css, name) {
      await until(engine, `${css} "${name ?? ""}"`, markTarget, { css, name });
      await page.click(TARGET);
    },
    async type(css, text) {
      await until(engine, css, markTarget, { css });
      await page.keyboard.type(text);
    },
    async takeErrors() {
      const out = errors;
      errors = [];
      return Promise.all(out);
    },
    async close() {
      await browser.close();
    },
  };
  return engine;
}

function runIn<A, R>(page: PuppeteerPage, fn: InPage<A, R>, arg?: A): Promise<Awaited<R>> {
  // Puppeteer's types turn handles in the argument into values; ours are plain JSON already.
  return page.evaluate(fn as (a: unknown) => Promise<Awaited<R>>, arg) as Promise<Awaited<R>>;
}

/** Starts `command` and resolves once `ready` holds (polled), or rejects if it exits first. */
async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
): Promise<ChildProcess> {
  const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "ignore"] });
  const deadline = Date.now() + 20_000;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${command} did not start`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return child;
}

async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/**
 * The in-page side of WebKit's phone viewport. MiniBrowser's window cannot be narrower than its
 * toolbar (about 450 px), so the app runs in a same-origin iframe of the phone's size on a page of
 * the app's own origin; the frame's document has that viewport (media queries, vw, innerWidth).
 * Classic WebDriver cannot read the console, so the harness patches each document the frame loads
 * as soon as it exists, before the app's module scripts (fetched after the HTML) run.
 */
function mountHarness({ url, width, height }: { url: string; width: number; height: number }) {
  type Hooked = Window & typeof globalThis & { __engineHooked?: boolean };
  const top = window as Window & { __engineErrors?: string[]; __engineFrame?: HTMLIFrameElement };
  top.__engineErrors ??= [];
  const errors = top.__engineErrors;
  let frame = top.__engineFrame;
  if (frame) {
    // The document now shown is the old one (frameLoaded waits for a document without the mark).
    (frame.contentWindow as Window & { __engineOld?: boolean }).__engineOld = true;
  } else {
    document.body.replaceChildren();
    document.body.style.margin = "0";
    frame = document.createElement("iframe");
    frame.style.border = "0";
    frame.title = "app";
    document.body.append(frame);
    top.__engineFrame = frame;
    const hook = () => {
      const w = frame!.contentWindow as Hooked | null;
      try {
        if (w && !w.__engineHooked) {
          w.__engineHooked = true;
          // A document being replaced reports the loads its leaving cancelled: not the app's.
          const note = (what: string) => {
            if (!(w as Window & { __engineOld?: boolean }).__engineOld) errors.push(what);
          };
          w.addEventListener("error", (e) => note(`uncaught: ${e.message}`));
          w.addEventListener("unhandledrejection", (e) =>
            note(`unhandled rejection: ${String(e.reason)}`),
          );
          const original = w.console.error.bind(w.console);
          w.console.error = (...args: unknown[]) => {
            note(`console error: ${args.map(String).join(" ")}`);
            original(...args);
          };
        }
      } catch {
        // Between two documents.
      }
      setTimeout(hook, 1);
    };
    hook();
  }
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  frame.src = url;
}

/** The frame shows a new document (not the one `mountHarness` marked old), loaded. */
function frameLoaded(): boolean {
  return (
    !(window as Window & { __engineOld?: boolean }).__engineOld &&
    document.readyState === "complete"
  );
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver, selenium-webdriver) under
 * an Xvfb of its own on `display`, the driver on `port`.
 */
export async function launchWebKit({
  port,
  display,
}: {
  port: number;
  display: number;
}): Promise<Engine> {
  const env = { ...process.env, DISPLAY: `:${display}` };
  const xvfb = await startProcess(
    "Xvfb",
    [`:${display}`, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
    env,
    async () => existsSync(`/tmp/.X11-unix/X${display}`),
  );
  let driverProcess: ChildProcess | undefined;
  let driver: WebDriver | undefined;
  try {
    driverProcess = await startProcess(WEBKIT_DRIVER_PATH, [`--port=${port}`], env, () =>
      fetch(`http://127.0.0.1:${port}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    );
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
      })
      .build();
  } catch (e) {
    await stopProcess(driverProcess);
    await stopProcess(xvfb);
    throw e;
  }
  const wd = driver;
  // A script that never returns (a document unloading under it) fails instead of hanging.
  await wd.manage().setTimeouts({ script: 5_000, pageLoad: 30_000 });
  // Tall enough for the phone-high frame below MiniBrowser's toolbar.
  await wd
    .manage()
    .window()
    .setRect({ width: 480, height: PHONE.height + 120 });
  const caps = await wd.getCapabilities();
  const version = `WebKitGTK ${String(caps.get("browserVersion"))}`;
  /** The origin whose harness page is loaded, undefined when the tab shows something else. */
  let harness: string | undefined;
  let frameWidth: number = PHONE.width;

  const inTop = async <T>(body: () => Promise<T>): Promise<T> => {
    await wd.switchTo().defaultContent();
    try {
      return await body();
    } finally {
      if (harness) await wd.switchTo().frame(0);
    }
  };
  const engine: Engine = {
    version,
    async open(url) {
      const origin = new URL(url).origin;
      await wd.switchTo().defaultContent();
      if (harness !== origin) {
        // Any small document of the origin: its stored runtime config, shown as text.
        await wd.get(`${origin}/runtime-config.json`);
        harness = origin;
      }
      await wd.executeScript(`(${mountHarness})(arguments[0])`, {
        url,
        width: PHONE.width,
        height: PHONE.height,
      });
      frameWidth = PHONE.width;
      await wd.switchTo().frame(0);
      await until(engine, `the frame to load ${url}`, frameLoaded, undefined, 30_000);
      await waitReady(engine);
    },
    async openTop(url) {
      await wd.switchTo().defaultContent();
      harness = undefined;
      await wd.get(url);
      await waitReady(engine);
    },
    async reload() {
      const before = await wd.executeScript("return performance.timeOrigin");
      await wd.executeScript("setTimeout(() => location.reload())");
      await until(
        engine,
        "the reloaded document",
        (t) => performance.timeOrigin !== t && document.readyState === "complete",
        before,
      );
      await waitReady(engine);
    },
    async width(px) {
      if (!harness) throw new Error("WebKit sets a width only in its phone frame");
      if (px === frameWidth) return;
      frameWidth = px;
      await inTop(() =>
        wd.executeScript("window.__engineFrame.style.width = arguments[0] + 'px'", px),
      );
    },
    async run(fn, arg) {
      return (await wd.executeScript(`return (${fn})(arguments[0])`, arg)) as never;
    },
    async click(css, name) {
      await until(engine, `${css} "${name ?? ""}"`, markTarget, { css, name });
      await wd.findElement(By.css(TARGET)).click();
    },
    async type(css, text) {
      await until(engine, css, markTarget, { css });
      await wd.findElement(By.css(TARGET)).sendKeys(text);
    },
    async takeErrors() {
      if (!harness) return [];
      return inTop(
        async () =>
          (await wd.executeScript("return (window.__engineErrors ?? []).splice(0);")) as string[],
      );
    },
    async close() {
      await wd.quit().catch(() => undefined);
      await stopProcess(driverProcess);
      await stopProcess(xvfb);
    },
  };
  return engine;
}
