// The letter notifications read the one unread-letters query (the badges' query): they fire from
// its answers, make no request of their own, and get what the API client gets (decrypted answers).
import AES from "crypto-js/aes";
import { i18n } from "@lingui/core";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import type { Letter, LettersPage } from "../../api/contract/news";
import { unreadLettersQueryOptions } from "../../api/endpoints/news";
import { resetApiHooks } from "../../api/hooks";
import { resetRuntimeConfig, setRuntimeConfig } from "../../api/runtime-config";
import { PERIODIC_TASK_MS } from "../../api/contract/constants";
import { watchLetters } from "./letter-notifications";
import type * as StorageModule from "./storage";

const memory = new Map<string, unknown>();
vi.mock("./storage", async (original) => ({
  ...(await original<typeof StorageModule>()),
  getMemberValue: async (key: string) => memory.get(key),
  setMemberValue: async (key: string, value: unknown) => void memory.set(key, value),
}));
const notifyWhenHidden = vi.hoisted(() =>
  vi.fn(async (_n: { title: string; body: string }) => true),
);
vi.mock("./notifications", () => ({ notifyWhenHidden }));

const KEY = "test-key";
const letter = (id: number): Letter => ({
  id,
  box: 0,
  nstatus: 0,
  title: `Letter ${id}`,
  content: "",
  from: "Customer service",
  to: "demo",
  createdAt: "2026-01-01T00:00:00Z",
});
const page = (...ids: number[]): LettersPage => ({
  items: ids.map(letter),
  total: ids.length,
  pageIndex: 1,
  pageSize: 20,
  unreadCount: ids.length,
});

let fetchMock: Mock<typeof fetch>;
let answers: LettersPage[];
let encrypt = false;

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  memory.clear();
  notifyWhenHidden.mockClear();
  setRuntimeConfig({ apiBase: "", encryptionKey: KEY });
  answers = [];
  encrypt = false;
  fetchMock = vi.fn<typeof fetch>(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    const result = encrypt ? AES.encrypt(JSON.stringify(next), KEY).toString() : next;
    return new Response(JSON.stringify({ ok: true, result, encrypted: encrypt, message: "" }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetApiHooks();
  resetRuntimeConfig();
});

/** The badges' query as useUnreadLetterCount runs it: the one that polls. */
function badgeQuery(qc: QueryClient) {
  const observer = new QueryObserver(qc, unreadLettersQueryOptions());
  return observer.subscribe(() => {});
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("letter notifications", () => {
  it("fire from the unread-letters query's answers, with no request of their own", async () => {
    answers = [page(1, 2), page(3, 1, 2)];
    const qc = new QueryClient();
    const stopBadge = badgeQuery(qc);
    const stop = watchLetters(qc);
    await settle();
    // The first answer only records the letters already unread.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notifyWhenHidden).not.toHaveBeenCalled();
    expect(memory.get("member:notified-letters")).toEqual([1, 2]);

    await vi.advanceTimersByTimeAsync(PERIODIC_TASK_MS);
    await settle();
    // One poll per period, the badge's: the notifications added none.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(
      /\/api\/News\/GetVipUserLetters\?box=0&nstatus=0&pageIndex=1&pageSize=20$/,
    );
    expect(notifyWhenHidden).toHaveBeenCalledTimes(1);
    expect(notifyWhenHidden.mock.calls[0]![0]).toMatchObject({
      title: "New letter",
      body: "Letter 3",
    });

    stop();
    stopBadge();
  });

  it("read what the query already holds when they start (the app's first answer)", async () => {
    const qc = new QueryClient();
    qc.setQueryData(unreadLettersQueryOptions().queryKey, page(5));
    memory.set("member:notified-letters", [1]);
    const stop = watchLetters(qc);
    await settle();
    expect(notifyWhenHidden).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });

  it("get encrypted answers decrypted (the API client's), and stop with their subscription", async () => {
    encrypt = true;
    answers = [page(1), page(1, 9)];
    memory.set("member:notified-letters", []);
    const qc = new QueryClient();
    const stopBadge = badgeQuery(qc);
    const stop = watchLetters(qc);
    await vi.waitFor(() =>
      expect(notifyWhenHidden.mock.calls.map(([n]) => n.body)).toEqual(["Letter 1"]),
    );
    stop();
    await vi.advanceTimersByTimeAsync(PERIODIC_TASK_MS);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(notifyWhenHidden).toHaveBeenCalledTimes(1);
    stopBadge();
  });

  it("find the query again after logout removed it and a login made a new one", async () => {
    answers = [page(1)];
    memory.set("member:notified-letters", []);
    const qc = new QueryClient();
    const stop = watchLetters(qc);
    qc.removeQueries({ queryKey: unreadLettersQueryOptions().queryKey });
    const stopBadge = badgeQuery(qc);
    await settle();
    expect(notifyWhenHidden).toHaveBeenCalledTimes(1);
    stop();
    stopBadge();
  });
});
