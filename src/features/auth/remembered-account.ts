// "Remember account and password" (PRODUCT.md §5). The password is sealed with AES-GCM under a
// per-device key that is generated on first use with `extractable: false` and kept in IndexedDB
// (a CryptoKey survives structured clone but its bytes can never be read back by script). No key is
// ever written in the code or in localStorage. Wiping site data forgets both key and password.
import { createStore, del, get, set } from "idb-keyval";
import { isPreviewMode } from "../preview";

export interface KeyValue {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export interface RememberedAccount {
  userName: string;
  /** Empty when only the account name is remembered. */
  password: string;
}

interface SealedRecord {
  userName: string;
  iv?: Uint8Array<ArrayBuffer>;
  cipher?: ArrayBuffer;
}

const DEVICE_KEY = "deviceKey";
const RECORD = "rememberedAccount";
/** The spec's persisted 'remember flag'. */
const REMEMBER_FLAG = "rememberFlag";

let defaultKv: KeyValue | null = null;
function idbKv(): KeyValue {
  if (!defaultKv) {
    const store = createStore("playfront-auth", "device");
    defaultKv = {
      get: (key) => get(key, store),
      set: (key, value) => set(key, value, store),
      del: (key) => del(key, store),
    };
  }
  return defaultKv;
}

async function deviceKey(kv: KeyValue, subtle: SubtleCrypto): Promise<CryptoKey> {
  const existing = await kv.get<CryptoKey>(DEVICE_KEY);
  if (existing) return existing;
  const key = await subtle.generateKey({ name: "AES-GCM", length: 256 }, false, [
    "encrypt",
    "decrypt",
  ]);
  await kv.set(DEVICE_KEY, key);
  return key;
}

export interface RememberDeps {
  kv?: KeyValue;
  crypto?: Crypto;
}

export async function rememberAccount(
  account: RememberedAccount,
  { kv = idbKv(), crypto = globalThis.crypto }: RememberDeps = {},
): Promise<void> {
  if (isPreviewMode()) return;
  const record: SealedRecord = { userName: account.userName };
  if (account.password) {
    const key = await deviceKey(kv, crypto.subtle);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    record.iv = iv;
    record.cipher = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv },
      key,
      new TextEncoder().encode(account.password),
    );
  }
  await kv.set(RECORD, record);
  await kv.set(REMEMBER_FLAG, true);
}

export async function recallAccount({
  kv = idbKv(),
  crypto = globalThis.crypto,
}: RememberDeps = {}): Promise<RememberedAccount | null> {
  try {
    if ((await kv.get<boolean>(REMEMBER_FLAG)) !== true) return null;
    const record = await kv.get<SealedRecord>(RECORD);
    if (!record?.userName) return null;
    if (!record.iv || !record.cipher) return { userName: record.userName, password: "" };
    const key = await kv.get<CryptoKey>(DEVICE_KEY);
    if (!key) return { userName: record.userName, password: "" };
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: record.iv },
      key,
      record.cipher,
    );
    return { userName: record.userName, password: new TextDecoder().decode(plain) };
  } catch {
    // A key from another device profile or a tampered record: forget the password, not the login.
    return null;
  }
}

export async function forgetAccount({ kv = idbKv() }: RememberDeps = {}): Promise<void> {
  if (isPreviewMode()) return;
  await kv.del(RECORD);
  await kv.set(REMEMBER_FLAG, false);
}
