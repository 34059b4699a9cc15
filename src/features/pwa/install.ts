// Install entry for settings: Chromium's `beforeinstallprompt` (kept from page start so a later
// tap can use it) and Add-to-Home-Screen guidance on iOS Safari, which has no install prompt.

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export const InstallMode = {
  /** Already running as an installed app. */
  Installed: "installed",
  /** The browser offered an install prompt. */
  Prompt: "prompt",
  /** iOS Safari: show the Share → Add to Home Screen steps. */
  IosGuide: "ios-guide",
  Unavailable: "unavailable",
} as const;
export type InstallMode = (typeof InstallMode)[keyof typeof InstallMode];

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.("(display-mode: standalone)").matches;
}

export function isIos(ua = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  // iPadOS 13+ reports a Mac user agent; touch support tells it apart.
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
}

export function installMode(): InstallMode {
  if (installed || isStandalone()) return InstallMode.Installed;
  if (deferred) return InstallMode.Prompt;
  if (isIos()) return InstallMode.IosGuide;
  return InstallMode.Unavailable;
}

/** Starts listening (PwaChrome calls it once at start); returns the cleanup. */
export function captureInstallPrompt(): () => void {
  const onPrompt = (e: Event) => {
    e.preventDefault();
    deferred = e as BeforeInstallPromptEvent;
    notify();
  };
  const onInstalled = () => {
    installed = true;
    deferred = null;
    notify();
  };
  window.addEventListener("beforeinstallprompt", onPrompt);
  window.addEventListener("appinstalled", onInstalled);
  return () => {
    window.removeEventListener("beforeinstallprompt", onPrompt);
    window.removeEventListener("appinstalled", onInstalled);
  };
}

/** Shows the browser's install dialog (from a tap). Resolves true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === "accepted") installed = true;
  notify();
  return outcome === "accepted";
}
