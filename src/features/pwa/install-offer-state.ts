// When to offer installing the app in the flow, not only in settings: on the player's second
// visit, or once their first deposit is credited — the moments the app has earned a place on the
// home screen. Never once dismissed (kept per tenant host on the device), never when installed.
import { DEPOSIT_CREDITED_EVENT } from "../../api/contract/constants";

const host = () => (typeof location === "undefined" ? "default" : location.host);
export const visitsKey = (h: string) => `pwa.visits:${h}`;
export const dismissedKey = (h: string) => `pwa.install-offer-dismissed:${h}`;
/** Set for the tab's session once its visit is counted. */
const SESSION_COUNTED = "pwa.visit-counted";

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage unavailable: the offer simply follows this visit only.
  }
}

/** Counts this visit once per browser session; answers the visits so far (this one included). */
export function countVisit(): number {
  const key = visitsKey(host());
  const seen = Number(read(localStorage, key)) || 0;
  if (read(sessionStorage, SESSION_COUNTED)) return seen;
  write(sessionStorage, SESSION_COUNTED, "1");
  write(localStorage, key, String(seen + 1));
  return seen + 1;
}

export const isOfferDismissed = () => read(localStorage, dismissedKey(host())) === "1";
export const dismissOffer = () => write(localStorage, dismissedKey(host()), "1");

/** Calls `listener` when a deposit is credited in this window; answers the cleanup. */
export function onDepositCredited(listener: () => void): () => void {
  window.addEventListener(DEPOSIT_CREDITED_EVENT, listener);
  return () => window.removeEventListener(DEPOSIT_CREDITED_EVENT, listener);
}
