// Builds before this one kept the "remembered" login password, sealed under a key in the same
// IndexedDB (src/features/auth/remembered-account.ts): a copy of the browser profile opened it.
// When this build's worker activates, both go; the remembered account name stays.
const DB = "playfront-auth";
const STORE = "device";
const LEGACY_DEVICE_KEY = "deviceKey";
const RECORD = "rememberedAccount";

const done = (r: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if (r instanceof IDBTransaction) {
      r.oncomplete = () => resolve();
      r.onerror = r.onabort = () => reject(r.error ?? new Error("aborted"));
    } else {
      r.onsuccess = () => resolve();
      r.onerror = () => reject(r.error ?? new Error("failed"));
    }
  });

export async function forgetStoredPassword(idb: IDBFactory = indexedDB): Promise<void> {
  // Never create the database for a profile that never had one.
  if (typeof idb.databases === "function") {
    const dbs = await idb.databases();
    if (!dbs.some((d) => d.name === DB)) return;
  }
  const open = idb.open(DB);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  await done(open);
  const db = open.result;
  try {
    if (!db.objectStoreNames.contains(STORE)) return;
    const tx = db.transaction(STORE, "readwrite");
    const store = tx.objectStore(STORE);
    store.delete(LEGACY_DEVICE_KEY);
    const read = store.get(RECORD);
    read.onsuccess = () => {
      const record = read.result as { userName?: unknown } | undefined;
      if (record && Object.keys(record).some((k) => k !== "userName")) {
        if (typeof record.userName === "string") store.put({ userName: record.userName }, RECORD);
        else store.delete(RECORD);
      }
    };
    await done(tx);
  } finally {
    db.close();
  }
}
