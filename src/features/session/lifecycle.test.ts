import AES from "crypto-js/aes";
import { QueryClient } from "@tanstack/react-query";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { LOGOUT_PATH } from "../../api/client";
import { queryKeys } from "../../api/query-keys";
import { configureApi, resetApiHooks } from "../../api/hooks";
import { resetRuntimeConfig, setRuntimeConfig } from "../../api/runtime-config";
import { signInAtom, tokenAtom } from "./atoms";
import { endSession, logout } from "./lifecycle";

describe("endSession", () => {
  it("drops the chat queries with the member data", async () => {
    const qc = new QueryClient();
    qc.setQueryData(queryKeys.chat.conversations("mA1b2C3d4E5f6G7h8", "en"), [{ id: 1 }]);
    qc.setQueryData(queryKeys.chat.personal("mA1b2C3d4E5f6G7h8", "en"), { nickname: "demo" });
    qc.setQueryData(["member", "user", "v3"], { id: 2 });
    qc.setQueryData(["site", "config"], { ok: true });
    await endSession(createStore(), qc);
    expect(qc.getQueryCache().findAll({ queryKey: queryKeys.chat.all })).toHaveLength(0);
    expect(qc.getQueryData(["member", "user", "v3"])).toBeUndefined();
    // Public data stays.
    expect(qc.getQueryData(["site", "config"])).toEqual({ ok: true });
  });
});

describe("logout", () => {
  const KEY = "test-key";
  let fetchMock: Mock<typeof fetch>;
  let beacon: Mock<(url: string, data: Blob) => boolean>;
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    setRuntimeConfig({ apiBase: "", encryptionKey: KEY });
    configureApi({ onUnauthorized });
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetApiHooks();
    resetRuntimeConfig();
    onUnauthorized.mockReset();
  });

  const answer = (status: number, body: object) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  async function logOut() {
    const store = createStore();
    store.set(signInAtom, { id: 7, token: "tok-7" });
    await logout(store, new QueryClient());
    expect(store.get(tokenAtom)).toBeNull();
  }

  it("revokes the ended session's token through the API client, encrypted answer and all", async () => {
    const result = AES.encrypt(JSON.stringify(true), KEY).toString();
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true, result, encrypted: true }));
    await logOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(LOGOUT_PATH);
    expect(new Headers(init!.headers).get("Authorization")).toBe("Bearer tok-7");
    // The client's own headers (a straight fetch sent none of them) and keepalive.
    expect(new Headers(init!.headers).get("Accept-Language")).toBeTruthy();
    expect(init!.keepalive).toBe(true);
    // Decrypted, not dropped: a failed decryption would be reported.
    expect(beacon).not.toHaveBeenCalled();
  });

  it("a dead token's refusal (401, 402) ends nothing more and shows nothing", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(401, { ok: false, result: null, error: null, message: "" }))
      .mockResolvedValueOnce(answer(402, { ok: false, result: null, error: null, message: "" }));
    await logOut();
    await logOut();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
