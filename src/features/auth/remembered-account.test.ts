import { describe, expect, it } from "vitest";
import { webcrypto } from "node:crypto";
import { forgetAccount, recallAccount, rememberAccount, type KeyValue } from "./remembered-account";

function memoryKv() {
  const map = new Map<string, unknown>();
  const kv: KeyValue = {
    get: async <T>(k: string) => map.get(k) as T | undefined,
    set: async (k, v) => {
      map.set(k, v);
    },
    del: async (k) => {
      map.delete(k);
    },
  };
  return { map, kv };
}

const crypto = webcrypto as unknown as Crypto;

describe("remembered account", () => {
  it("round-trips account and password through a non-extractable device key", async () => {
    const { map, kv } = memoryKv();
    await rememberAccount({ userName: "demo", password: "demo1234" }, { kv, crypto });
    const key = map.get("deviceKey") as CryptoKey;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: "AES-GCM", length: 256 });
    await expect(crypto.subtle.exportKey("raw", key)).rejects.toThrow();
    expect(await recallAccount({ kv, crypto })).toEqual({
      userName: "demo",
      password: "demo1234",
    });
  });

  it("never stores the password in clear", async () => {
    const { map, kv } = memoryKv();
    await rememberAccount({ userName: "demo", password: "s3cret-pass" }, { kv, crypto });
    const record = map.get("rememberedAccount") as { cipher: ArrayBuffer };
    const bytes = new TextDecoder().decode(new Uint8Array(record.cipher));
    expect(bytes).not.toContain("s3cret-pass");
    expect(JSON.stringify([...map.values()])).not.toContain("s3cret-pass");
  });

  it("uses a fresh IV each time and reuses the same key", async () => {
    const { map, kv } = memoryKv();
    await rememberAccount({ userName: "a", password: "p" }, { kv, crypto });
    const first = map.get("rememberedAccount") as { iv: Uint8Array };
    const key = map.get("deviceKey");
    await rememberAccount({ userName: "a", password: "p" }, { kv, crypto });
    const second = map.get("rememberedAccount") as { iv: Uint8Array };
    expect(map.get("deviceKey")).toBe(key);
    expect([...second.iv]).not.toEqual([...first.iv]);
  });

  it("remembers only the account when no password is given", async () => {
    const { kv } = memoryKv();
    await rememberAccount({ userName: "only-name", password: "" }, { kv, crypto });
    expect(await recallAccount({ kv, crypto })).toEqual({ userName: "only-name", password: "" });
  });

  it("forgets on request and answers null for a tampered record", async () => {
    const { map, kv } = memoryKv();
    await rememberAccount({ userName: "demo", password: "pw" }, { kv, crypto });
    const record = map.get("rememberedAccount") as { cipher: ArrayBuffer };
    new Uint8Array(record.cipher)[0]! ^= 0xff;
    expect(await recallAccount({ kv, crypto })).toBeNull();
    await forgetAccount({ kv });
    expect(await recallAccount({ kv, crypto })).toBeNull();
    expect(map.has("rememberedAccount")).toBe(false);
  });
});
