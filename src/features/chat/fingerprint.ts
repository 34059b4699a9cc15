// The "device fingerprint" the guest init sends (docs/product.md §4). Decision: a random id created once and
// kept in localStorage, not a hash of browser traits. It is stable for the device's browser
// profile (the guest keeps its conversation across visits and logouts), reveals nothing about the
// device, and is not a tracking vector across sites. Clearing site data starts a new guest.
import { storedRandomId } from "../../lib/stored-id";

export const VISIT_ID_KEY = "playfront.chat.visitId";

export function deviceVisitId(storage?: Pick<Storage, "getItem" | "setItem"> | null): string {
  return storedRandomId(VISIT_ID_KEY, /^[A-Za-z0-9_-]{8,64}$/, storage);
}
