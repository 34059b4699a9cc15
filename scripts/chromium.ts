// The system Chromium that the e2e tests and Lighthouse drive, and the flags both give it: no
// background traffic or component updates on a machine that reaches only the npm and Debian
// mirrors, no QUIC, and shared memory in /tmp (containers have a small /dev/shm).
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same engine without the
 * browser's own windows and UI renderers), where a test needs nothing the shell lacks: what
 * Playwright itself runs headless. The full Chromium where the shell is not installed.
 */
const SHELL = process.env.CHROME_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_SHELL_PATH = existsSync(SHELL) ? SHELL : CHROMIUM_PATH;

export const CHROMIUM_FLAGS = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
