// A platform of its own serving a copy of the build whose service worker can be replaced in place,
// so a page raises the update prompt within seconds (the screenshots and size tests need the
// prompt, not the whole two-build flow that e2e/pwa-update.spec.ts drives).
import { expect, type Locator, type Page } from "@playwright/test";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { startServer } from "../helpers/server";

export interface UpdatedServer {
  origin: string;
  /** Serves a byte-different sw.js: the next update check installs it as a waiting worker. */
  publishNewWorker(): void;
  stop(): Promise<void>;
}

/** `portOffset` is added to E2E_PORT; each caller takes its own. */
export async function startUpdatedServer(portOffset: number): Promise<UpdatedServer> {
  const port = Number(process.env.E2E_PORT ?? 4173) + portOffset;
  const dist = `.builds/update-copy-${port}`;
  rmSync(dist, { recursive: true, force: true });
  cpSync(process.env.PLAYFRONT_DIST ?? "dist", dist, { recursive: true });
  const server = await startServer(port, { PLAYFRONT_DIST: dist });
  return {
    origin: server.origin,
    publishNewWorker() {
      // The platform lists the build's files at start and reads them per request: rewrite the
      // worker and its precompressed copies in place.
      const sw = `${readFileSync(`${dist}/sw.js`, "utf8")}\n// next build ${Date.now()}\n`;
      writeFileSync(`${dist}/sw.js`, sw);
      writeFileSync(`${dist}/sw.js.br`, brotliCompressSync(sw));
      writeFileSync(`${dist}/sw.js.gz`, gzipSync(sw));
    },
    async stop() {
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `path` on the server, waits until its service worker controls the page, publishes a new
 * worker and returns the update prompt once the page shows it.
 */
export async function raiseUpdatePrompt(
  page: Page,
  server: UpdatedServer,
  path: string,
): Promise<Locator> {
  await page.goto(`${server.origin}${path}`);
  // A synchronous predicate: waitForFunction treats a returned promise as truthy at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 45_000,
  });
  await expect(page.locator("#root")).not.toHaveAttribute("aria-busy", /.*/, {
    timeout: 30_000,
  });
  server.publishNewWorker();
  const prompt = page.getByRole("alertdialog");
  // The app checks for a new version when it comes back to the foreground.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(prompt).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  return prompt;
}
