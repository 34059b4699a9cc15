// The "device fingerprint" the guest init sends (docs/product.md §4). Decision: a random id created once and
// kept in localStorage, not a hash of browser traits. It is stable for the device's browser
// profile (the guest keeps its conversation across visits and logouts), reveals nothing about the
// device, and is not a tracking vector across sites. Clearing site data starts a new guest.
export const VISIT_ID_KEY = "playfront.chat.visitId";

// getRandomValues, not randomUUID: the latter is missing outside secure contexts (plain http).
function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

let memoryId: string | null = null;

export function deviceVisitId(
  storage: Pick<Storage, "getItem" | "setItem"> | null = safeStorage(),
): string {
  const stored = storage?.getItem(VISIT_ID_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  // Private modes without storage still get one id per page life.
  const id = memoryId ?? randomId();
  memoryId = id;
  try {
    storage?.setItem(VISIT_ID_KEY, id);
  } catch {
    // Quota or privacy mode: the in-memory id stands in.
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
