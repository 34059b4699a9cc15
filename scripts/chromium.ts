// The system Chromium that the e2e tests and Lighthouse drive, and the flags both give it: no
// background traffic or component updates on a machine that reaches only the npm and Debian
// mirrors, no QUIC, and shared memory in /tmp (containers have a small /dev/shm).
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
