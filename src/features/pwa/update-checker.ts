// The 30-second version check (docs/product.md §4, §9): asks the service-worker registration for an update
// every `intervalMs`, and again when the app comes back to the foreground (iOS home-screen apps
// are resumed, not reloaded, so focus / visibilitychange / pageshow matter there). Checks are
// skipped while offline, while a new worker is installing, and while a check is still running.
// A waiting worker is reported after every check, so a declined update is offered again later;
// sw.js is fetched at every check even then, so a newer deploy replaces a declined one.

export interface UpdateCheckerDeps {
  intervalMs: number;
  isOnline: () => boolean;
  registration: () => ServiceWorkerRegistration | null;
  onWaiting: (waiting: ServiceWorker) => void;
  /** Where foreground events come from; `window` in the app. */
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  isVisible?: () => boolean;
}

export const CheckResult = {
  Offline: "offline",
  Unregistered: "unregistered",
  Installing: "installing",
  Busy: "busy",
  Waiting: "waiting",
  Checked: "checked",
  Failed: "failed",
} as const;
export type CheckResult = (typeof CheckResult)[keyof typeof CheckResult];

export interface UpdateChecker {
  check: () => Promise<CheckResult>;
  start: () => void;
  stop: () => void;
}

export function createUpdateChecker(deps: UpdateCheckerDeps): UpdateChecker {
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight = false;
  const target = deps.target ?? window;
  const isVisible = deps.isVisible ?? (() => document.visibilityState === "visible");

  async function check(): Promise<CheckResult> {
    if (!deps.isOnline()) return CheckResult.Offline;
    const reg = deps.registration();
    if (!reg) return CheckResult.Unregistered;
    // Its installation is reported by the registration's updatefound listener (registration.ts).
    if (reg.installing) return CheckResult.Installing;
    if (inFlight) return CheckResult.Busy;
    inFlight = true;
    let failed = false;
    try {
      // Also while a declined worker waits: a newer deploy must replace it, or "Refresh" would
      // activate the older one and the next check would prompt again. The browser compares the
      // served sw.js with the newest worker, so an unchanged deploy installs nothing.
      await reg.update();
    } catch {
      // A failed fetch of sw.js (flaky network, server restarting): the next tick tries again.
      failed = true;
    } finally {
      inFlight = false;
    }
    // A newer worker installing now replaces the waiting one once installed: offered then.
    if (reg.installing) return CheckResult.Installing;
    if (reg.waiting && reg.active) {
      deps.onWaiting(reg.waiting);
      return CheckResult.Waiting;
    }
    return failed ? CheckResult.Failed : CheckResult.Checked;
  }

  const onForeground = () => {
    if (isVisible()) void check();
  };

  return {
    check,
    start() {
      if (timer !== null) return;
      timer = setInterval(() => void check(), deps.intervalMs);
      target.addEventListener("focus", onForeground);
      target.addEventListener("visibilitychange", onForeground);
      target.addEventListener("pageshow", onForeground);
      target.addEventListener("online", onForeground);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      target.removeEventListener("focus", onForeground);
      target.removeEventListener("visibilitychange", onForeground);
      target.removeEventListener("pageshow", onForeground);
      target.removeEventListener("online", onForeground);
    },
  };
}
