import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

// e2e runs the production build (dist/) served by the real reference platform with a fresh
// database, in the system Chromium (never a downloaded browser).
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: ".reports/playwright.json" }]],
  // Visual baselines live beside their spec, one set for every machine (no platform suffix: the
  // specs draw text in the one CJK font CI installs). Update: `npm run test:visual:update`.
  snapshotPathTemplate: "{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}{ext}",
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: "disabled", caret: "hide" } },
  use: {
    baseURL,
    ...devices["Pixel 7"],
    browserName: "chromium",
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: "node server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PLAYFRONT_DATA_DIR: `.data/e2e-${PORT}`,
      PLAYFRONT_DIST: process.env.PLAYFRONT_DIST ?? "dist",
      PLAYFRONT_FRESH_DB: "1",
      PLAYFRONT_E2E: "1",
      // Every spec registers its own members from loopback; keep the per-IP limit out of the way.
      PLAYFRONT_REGISTER_PER_MIN: "1000",
    },
  },
});
