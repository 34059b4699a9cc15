// @vitest-environment node
import { describe, expect, it } from "vitest";
import { forgetAccount, recallAccount, rememberAccount, type KeyValue } from "./remembered-account";

function memoryKv(seed: Record<string, unknown> = {}) {
  const map = new Map<string, unknown>(Object.entries(seed));
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

describe("remembered account", () => {
  it("keeps the account name only", async () => {
    const { map, kv } = memoryKv();
    await rememberAccount({ userName: "demo" }, { kv });
    expect(await recallAccount({ kv })).toEqual({ userName: "demo" });
    expect([...map.keys()].sort()).toEqual(["rememberFlag", "rememberedAccount"]);
  });

  it("erases the sealed password and device key an older build kept, keeping the name", async () => {
    const { map, kv } = memoryKv({
      deviceKey: { type: "secret" },
      rememberedAccount: { userName: "demo", iv: new Uint8Array(12), cipher: new ArrayBuffer(24) },
      rememberFlag: true,
    });
    expect(await recallAccount({ kv })).toEqual({ userName: "demo" });
    expect(map.get("rememberedAccount")).toEqual({ userName: "demo" });
    expect(map.has("deviceKey")).toBe(false);
  });

  it("erases an older build's password even when the flag was off", async () => {
    const { map, kv } = memoryKv({
      deviceKey: { type: "secret" },
      rememberedAccount: { userName: "demo", iv: new Uint8Array(12), cipher: new ArrayBuffer(8) },
      rememberFlag: false,
    });
    expect(await recallAccount({ kv })).toBeNull();
    expect(map.get("rememberedAccount")).toEqual({ userName: "demo" });
    expect(map.has("deviceKey")).toBe(false);
  });

  it("forgets on request", async () => {
    const { map, kv } = memoryKv();
    await rememberAccount({ userName: "demo" }, { kv });
    await forgetAccount({ kv });
    expect(await recallAccount({ kv })).toBeNull();
    expect(map.has("rememberedAccount")).toBe(false);
  });
});
