// A shared phone: the app remembers the account name only; the password is the
// browser's password manager's to keep. An older build's sealed password (and the key that
// opened it) is erased, its database deleted, when the new build's service worker activates,
// and after an explicit logout the next person opening the login screen gets no password filled
// in.
import { expect, test, type Page } from "@playwright/test";
import { snoozeAnnouncements, tenantUrl } from "./visitor-helpers";

// The installed app is the subject: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: "allow" });

const PASSWORD = "demo1234";

/** Every value in every IndexedDB database and in localStorage, as text (keys included). */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: unknown[] = [{ ...localStorage }];
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error ?? new Error("open failed"));
      });
    const all = (store: IDBObjectStore, what: "getAll" | "getAllKeys") =>
      new Promise<unknown[]>((resolve, reject) => {
        const r = store[what]();
        r.onsuccess = () => resolve(r.result as unknown[]);
        r.onerror = () => reject(r.error ?? new Error("read failed"));
      });
    // Bytes (an IV, a cipher) are written out so a sealed password shows as data, not "{}".
    const plain = (v: unknown): unknown =>
      v instanceof ArrayBuffer || ArrayBuffer.isView(v)
        ? `bytes:${Array.from(new Uint8Array(v as ArrayBuffer)).join(",")}`
        : v instanceof CryptoKey
          ? "CryptoKey"
          : v && typeof v === "object"
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]))
            : v;
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await open(name);
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName).objectStore(storeName);
        out.push(name, storeName, await all(store, "getAllKeys"));
        out.push((await all(store, "getAll")).map(plain));
      }
      db.close();
    }
    return JSON.stringify(out);
  });
}

test("an older build's sealed password is erased when the new build takes over", async ({
  page,
}) => {
  await snoozeAnnouncements(page);
  // A page of the origin that runs no app code: the profile as an older build left it.
  await page.goto(tenantUrl("classic", "/healthz"));
  await page.evaluate(async (password) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open("playfront-auth");
      r.onupgradeneeded = () => r.result.createObjectStore("device");
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error ?? new Error("open failed"));
    });
    const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, [
      "encrypt",
      "decrypt",
    ]);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const cipher = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv },
      key,
      new TextEncoder().encode(password),
    );
    const tx = db.transaction("device", "readwrite");
    tx.objectStore("device").put(key, "deviceKey");
    tx.objectStore("device").put({ userName: "demo", iv, cipher }, "rememberedAccount");
    tx.objectStore("device").put(true, "rememberFlag");
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, PASSWORD);
  expect(await storedText(page)).toContain("deviceKey");

  // The new build opens on home (not the login screen): its worker activates and erases.
  await page.goto(tenantUrl("classic", "/en/"));
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The database itself is gone (its files kept erased values), not only its records.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
    .not.toContain("playfront-auth");
  expect(await storedText(page)).not.toContain("deviceKey");
  const stored = await storedText(page);
  expect(stored).not.toContain("cipher");
  expect(stored).not.toContain(PASSWORD);

  // The name is still remembered; the password field is left to the browser.
  await page.goto(tenantUrl("classic", "/en/login"));
  await expect(page.getByLabel("Username")).toHaveValue("demo");
  await expect(page.getByRole("checkbox", { name: "Remember account" })).toBeChecked();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("after an explicit logout the next person gets no password filled in", async ({ page }) => {
  await snoozeAnnouncements(page);
  await page.goto(tenantUrl("classic", "/en/login"));
  // "webauthn" lets the browser offer passkeys there too; the password manager reads "username".
  await expect(page.getByLabel("Username")).toHaveAttribute(
    "autocomplete",
    /^username( webauthn)?$/,
  );
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute(
    "autocomplete",
    "current-password",
  );
  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: "Remember account" }).check();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status", { name: "Balance" })).toBeVisible();
  expect(await storedText(page)).not.toContain(PASSWORD);

  await page.goto(tenantUrl("classic", "/en/centre"));
  await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
  await page.goto(tenantUrl("classic", "/en/login"));
  await expect(page.getByLabel("Username")).toHaveValue("demo");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  expect(await storedText(page)).not.toContain(PASSWORD);
});
