// A random id made once per browser profile and kept in localStorage (the chat's guest id, the
// bonus rules' device id): it says nothing about the device. Without storage (private modes,
// quota) one id stands in for the page's life.
const memory = new Map<string, string>();

export function storedRandomId(
  key: string,
  valid: RegExp,
  storage: Pick<Storage, "getItem" | "setItem"> | null = safeStorage(),
): string {
  const stored = storage?.getItem(key);
  if (stored && valid.test(stored)) return stored;
  const id = memory.get(key) ?? randomId();
  memory.set(key, id);
  try {
    storage?.setItem(key, id);
  } catch {
    // Quota or privacy mode: the in-memory id stands in.
  }
  return id;
}

// getRandomValues, not randomUUID: the latter is missing outside secure contexts (plain http).
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
