// The 30-second version check (spec §4, §9): asks the service-worker registration for an update
// every `intervalMs`, and again when the app comes back to the foreground (iOS home-screen apps
// are resumed, not reloaded, so focus / visibilitychange / pageshow matter there). Checks are
// skipped while offline, while a new worker is installing, and while a check is still running.
// A waiting worker is reported after every check, so a declined update is offered again later.

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
    if (reg.installing) return CheckResult.Installing;
    if (reg.waiting && reg.active) {
      deps.onWaiting(reg.waiting);
      return CheckResult.Waiting;
    }
    if (inFlight) return CheckResult.Busy;
    inFlight = true;
    try {
      await reg.update();
    } catch {
      // A failed fetch of sw.js (flaky network, server restarting): the next tick tries again.
      return CheckResult.Failed;
    } finally {
      inFlight = false;
    }
    // A worker that installs fast is already waiting; a slow one is reported by the next check
    // or by the registration's own updatefound listener (registration.ts).
    if (reg.waiting && reg.active) {
      deps.onWaiting(reg.waiting);
      return CheckResult.Waiting;
    }
    return CheckResult.Checked;
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
