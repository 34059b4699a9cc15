// Registers the service worker with workbox-window and drives the update prompt (docs/product.md §10):
// a waiting worker raises 'update available, refresh now?'; accepting sends SKIP_WAITING and
// reloads exactly once when the new worker takes control; declining hides the prompt until the
// next check finds the worker still waiting.
import { Workbox } from "workbox-window";
import { VERSION_POLL_MS } from "../../api/contract/constants";
import { SKIP_WAITING } from "../../../sw/messages.ts";
import { createUpdateChecker, type UpdateChecker } from "./update-checker";

export interface UpdateState {
  /** A new version is installed and waiting. */
  waiting: boolean;
  /** The prompt is showing (waiting and not declined since the last check). */
  prompt: boolean;
  /** The player accepted; the page reloads once the new worker controls it. */
  updating: boolean;
}

let state: UpdateState = { waiting: false, prompt: false, updating: false };
const listeners = new Set<() => void>();

function setState(next: Partial<UpdateState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function subscribeUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getUpdateState(): UpdateState {
  return state;
}

let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | null = null;
let checker: UpdateChecker | null = null;
let reloaded = false;
/** Another tab accepted the update: the new worker controls this page, which still runs old code. */
let replacedElsewhere = false;

/**
 * A check this soon after "Later" does not ask again: the player has just answered, and the
 * periodic check can fall right after the tap (seen 17 ms later). Short enough that the next
 * check still asks within one poll interval and a bit.
 */
export const DECLINE_GRACE_MS = 3_000;
let declinedAt = -Infinity;

/** Raises the prompt (a waiting worker was found); exported for tests. */
export function offerUpdate(now = Date.now()): void {
  if (state.updating) return;
  if (now - declinedAt < DECLINE_GRACE_MS) {
    setState({ waiting: true });
    return;
  }
  setState({ waiting: true, prompt: true });
}

/** Reloads at most once per page, however many controllerchange / activated events arrive. */
export function reloadOnce(reload: () => void = () => window.location.reload()): void {
  if (reloaded) return;
  reloaded = true;
  reload();
}

/**
 * The worker "Refresh" activates: the newest one. A newer deploy may still be installing behind
 * the waiting one (found by the last check); it replaces that one once installed, so wait for it.
 */
export async function newestWaiting(reg: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const installing = reg.installing;
  if (installing) {
    await new Promise<void>((resolve) => {
      const settled = () => {
        if (installing.state === "installing") return;
        installing.removeEventListener("statechange", settled);
        resolve();
      };
      installing.addEventListener("statechange", settled);
      settled();
    });
  }
  return reg.waiting;
}

export async function acceptUpdate(): Promise<void> {
  if (replacedElsewhere) {
    setState({ prompt: false, updating: true });
    reloadOnce();
    return;
  }
  if (!registration) {
    setState({ waiting: false, prompt: false });
    return;
  }
  setState({ prompt: false, updating: true });
  const waiting = await newestWaiting(registration);
  if (!waiting) {
    setState({ waiting: false, updating: false });
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => reloadOnce());
  // A page without a controller (hard reload) gets no controllerchange: reload on activation.
  waiting.addEventListener("statechange", () => {
    if (waiting.state === "activated") reloadOnce();
  });
  // To this worker itself (workbox-window's messageSkipWaiting reads the slot again).
  waiting.postMessage({ type: SKIP_WAITING });
}

export function declineUpdate(now = Date.now()): void {
  declinedAt = now;
  setState({ prompt: false });
}

/**
 * Offers the update only when a new worker waits behind an active one: during a first install the
 * worker passes through the waiting slot for an instant, and that is not an update.
 */
function offerIfWaiting(): void {
  if (registration?.waiting && registration.active) offerUpdate();
}

function watchInstalls(reg: ServiceWorkerRegistration): void {
  reg.addEventListener("updatefound", () => {
    const installing = reg.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && reg.waiting === installing) offerIfWaiting();
    });
  });
}

/** Registers the worker once (production builds with service-worker support only). */
export async function registerServiceWorker(): Promise<void> {
  if (workbox || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const base = import.meta.env.BASE_URL;
  workbox = new Workbox(`${base}sw.js`, { scope: base });
  workbox.addEventListener("waiting", offerIfWaiting);
  try {
    registration = (await workbox.register()) ?? null;
  } catch {
    // Registration refused (private mode, insecure origin): the app works online without it.
    return;
  }
  if (!registration) return;
  watchInstalls(registration);
  offerIfWaiting();
  // Controlled from the start, then a new controller without our consent: another tab of the app
  // accepted the update. This page's code is the old build (its lazy chunks may be gone), so ask
  // to refresh; Refresh then only reloads.
  if (navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (state.updating) return;
      replacedElsewhere = true;
      setState({ waiting: true, prompt: true });
    });
  }
  checker = createUpdateChecker({
    intervalMs: VERSION_POLL_MS,
    isOnline: () => navigator.onLine,
    registration: () => registration,
    onWaiting: offerIfWaiting,
  });
  // Declined after another tab updated: ask again at every check, like a waiting worker.
  setInterval(() => {
    if (replacedElsewhere && !state.prompt && !state.updating) setState({ prompt: true });
  }, VERSION_POLL_MS);
  checker.start();
}
