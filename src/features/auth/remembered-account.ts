// "Remember account" (docs/product.md §10): the account NAME only, in IndexedDB. The app never keeps the
// password: a password a web page stores can be recovered from the device (whatever seals it sits
// in the same browser profile), and a shared phone hands it to the next person. The browser's
// password manager keeps it instead (password-manager.ts). Builds before this one kept a sealed
// password and its device key in another database: that database is deleted, with its files,
// when the new build's service worker activates (sw/forget-password.ts); the name moves here.
import { createStore, del, get, set } from "idb-keyval";
import { ACCOUNT_DB } from "../../../sw/forget-password.ts";
import { isPreviewMode } from "../preview";

export interface KeyValue {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export interface RememberedAccount {
  userName: string;
}

/** Database and store of the record (sw/forget-password.ts moves an older build's name here). */
export const REMEMBERED_DB = ACCOUNT_DB;
const RECORD = "rememberedAccount";
/** The spec's persisted 'remember flag'. */
const REMEMBER_FLAG = "rememberFlag";
/** Where older builds kept the key that sealed the password. */
const LEGACY_DEVICE_KEY = "deviceKey";

let defaultKv: KeyValue | null = null;
function idbKv(): KeyValue {
  if (!defaultKv) {
    const store = createStore(REMEMBERED_DB.name, REMEMBERED_DB.store);
    defaultKv = {
      get: (key) => get(key, store),
      set: (key, value) => set(key, value, store),
      del: (key) => del(key, store),
    };
  }
  return defaultKv;
}

export interface RememberDeps {
  kv?: KeyValue;
}

/** Drops what older builds kept beside the name: the sealed password and its key. */
async function eraseStoredPassword(kv: KeyValue, record: { userName?: unknown } | undefined) {
  await kv.del(LEGACY_DEVICE_KEY);
  if (record && Object.keys(record).some((k) => k !== "userName")) {
    if (typeof record.userName === "string") await kv.set(RECORD, { userName: record.userName });
    else await kv.del(RECORD);
  }
}

export async function rememberAccount(
  account: RememberedAccount,
  { kv = idbKv() }: RememberDeps = {},
): Promise<void> {
  if (isPreviewMode()) return;
  await kv.del(LEGACY_DEVICE_KEY);
  await kv.set(RECORD, { userName: account.userName });
  await kv.set(REMEMBER_FLAG, true);
}

export async function recallAccount({
  kv = idbKv(),
}: RememberDeps = {}): Promise<RememberedAccount | null> {
  try {
    const record = await kv.get<{ userName?: unknown }>(RECORD);
    await eraseStoredPassword(kv, record);
    if ((await kv.get<boolean>(REMEMBER_FLAG)) !== true) return null;
    return typeof record?.userName === "string" && record.userName
      ? { userName: record.userName }
      : null;
  } catch {
    return null;
  }
}

export async function forgetAccount({ kv = idbKv() }: RememberDeps = {}): Promise<void> {
  if (isPreviewMode()) return;
  await kv.del(RECORD);
  await kv.del(LEGACY_DEVICE_KEY);
  await kv.set(REMEMBER_FLAG, false);
}
