// A member who has just registered and not yet seen money arrive: home invites the first deposit
// instead of showing a bare 0.00. Kept on the device under a member key (logout removes it).
import { isPreviewMode } from "../preview";

export const newAccountKey = (host: string) => `member.new-account:${host}`;
const host = () => (typeof location === "undefined" ? "default" : location.host);

export function markNewAccount(): void {
  if (isPreviewMode()) return;
  try {
    localStorage.setItem(newAccountKey(host()), "1");
  } catch {
    // Storage unavailable: home shows the plain balance.
  }
}

export function isNewAccount(): boolean {
  try {
    return localStorage.getItem(newAccountKey(host())) === "1";
  } catch {
    return false;
  }
}

/** Money has arrived: the invitation has done its work. */
export function clearNewAccount(): void {
  try {
    localStorage.removeItem(newAccountKey(host()));
  } catch {
    // Nothing stored.
  }
}
