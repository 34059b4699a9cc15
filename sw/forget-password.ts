// Builds before this one kept the "remembered" login password, sealed under a key, in the
// IndexedDB database "playfront-auth" (src/features/auth/remembered-account.ts). Erasing the
// records is not enough: the browser's database files keep deleted values until they are
// compacted, so a copy of the profile still opened the password. The whole database is deleted
// instead (its files go with it), and the account name and the "remember" flag, all that is kept
// now, move to a database of their own. The service worker does this when it activates.
const LEGACY_DB = "playfront-auth";
const STORE = "device";
/** Where the account name lives now (src/features/auth/remembered-account.ts reads it). */
export const ACCOUNT_DB = { name: "playfront-account", store: STORE } as const;
const RECORD = "rememberedAccount";
const FLAG = "rememberFlag";

const done = <T>(r: IDBRequest<T> | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if (r instanceof IDBTransaction) {
      r.oncomplete = () => resolve();
      r.onerror = r.onabort = () => reject(r.error ?? new Error("aborted"));
    } else {
      r.onsuccess = () => resolve();
      r.onerror = () => reject(r.error ?? new Error("failed"));
    }
  });

async function openDb(idb: IDBFactory, name: string): Promise<IDBDatabase> {
  const open = idb.open(name);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  await done(open);
  return open.result;
}

/** Reads the name and flag of the older database, deletes the database, keeps the two. */
export async function forgetStoredPassword(idb: IDBFactory = indexedDB): Promise<void> {
  // Never create the database for a profile that never had one.
  if (typeof idb.databases === "function") {
    const dbs = await idb.databases();
    if (!dbs.some((d) => d.name === LEGACY_DB)) return;
  }
  let userName: unknown;
  let flag: unknown;
  const legacy = await openDb(idb, LEGACY_DB);
  try {
    if (legacy.objectStoreNames.contains(STORE)) {
      const store = legacy.transaction(STORE).objectStore(STORE);
      const record = store.get(RECORD);
      const remember = store.get(FLAG);
      await done(store.transaction);
      userName = (record.result as { userName?: unknown } | undefined)?.userName;
      flag = remember.result;
    }
  } finally {
    legacy.close();
  }
  if (typeof userName === "string" && userName) {
    const db = await openDb(idb, ACCOUNT_DB.name);
    try {
      const tx = db.transaction(STORE, "readwrite");
      // A name this build stored already is newer than the older build's.
      const store = tx.objectStore(STORE);
      const current = store.get(RECORD);
      current.onsuccess = () => {
        if (current.result !== undefined) return;
        store.put({ userName }, RECORD);
        store.put(flag === true, FLAG);
      };
      await done(tx);
    } finally {
      db.close();
    }
  }
  // Waits while another tab still holds the database open; it closes on its own next start.
  await done(idb.deleteDatabase(LEGACY_DB));
}
