// The device id a deposit claiming a bonus carries (one first-deposit bonus per device,
// docs/bonus-rules.md): random, made once per browser profile and kept in localStorage. It says
// nothing about the device and is not the chat's guest id (a credential). Clearing the site's
// data makes a new one, which is why the platform's firm checks are the real name and the card.
import { DEVICE_ID_RE } from "./contract/rules";

const KEY = "playfront.device-id";
let memoryId: string | null = null;

export function deviceId(
  storage: Pick<Storage, "getItem" | "setItem"> | null = safeStorage(),
): string {
  const stored = storage?.getItem(KEY);
  if (stored && DEVICE_ID_RE.test(stored)) return stored;
  // getRandomValues, not randomUUID: the latter is missing outside secure contexts (plain http).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = memoryId ?? Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  memoryId = id;
  try {
    storage?.setItem(KEY, id);
  } catch {
    // Quota or privacy mode: the in-memory id stands in for this page's life.
  }
  return id;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
