import type { Page } from "@playwright/test";

/**
 * Reads one value of the app's IndexedDB store (idb-keyval: database "playfront", store "keyval")
 * without ever creating it. A plain indexedDB.open() before the app's first open creates an empty
 * database; idb-keyval then finds no upgrade to run, its store never exists, and every later save
 * of the app fails (the page persisted nothing, in about 1 of 3 parallel runs). Opening here aborts
 * such a creation. Undefined when the database, store or key is not there yet.
 */
export function readAppStore(page: Page, key: string): Promise<unknown> {
  return page.evaluate(readAppStoreInPage, key);
}

/** readAppStore's in-page side (self-contained: any driver can send it). */
export function readAppStoreInPage(key: string): Promise<unknown> {
  return new Promise<unknown>((resolve) => {
    const open = indexedDB.open("playfront");
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("keyval")) {
        db.close();
        return resolve(undefined);
      }
      const get = db.transaction("keyval").objectStore("keyval").get(key);
      get.onsuccess = () => {
        db.close();
        resolve(get.result);
      };
      get.onerror = () => {
        db.close();
        resolve(undefined);
      };
    };
  });
}
