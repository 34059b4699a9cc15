// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type * as StorageModule from "./storage";

// The app's IndexedDB store, in memory: what the persister writes is what a later start reads.
const saved = new Map<string, unknown>();
vi.mock("./storage", async (importOriginal) => ({
  ...(await importOriginal<typeof StorageModule>()),
  storage: {
    get: async (key: string) => saved.get(key),
    set: async (key: string, value: unknown) => void saved.set(key, value),
    del: async (key: string) => void saved.delete(key),
  },
}));

const { saveQueryCache } = await import("./persister");

describe("saveQueryCache", () => {
  it("writes what already succeeded (a route loader's answers during the restore), public only", async () => {
    const qc = new QueryClient();
    await qc.fetchQuery({ queryKey: ["common", "game-list", {}], queryFn: async () => ["pg-001"] });
    qc.setQueryData(["member", "user"], { userName: "demo" });
    await saveQueryCache(qc);
    await vi.waitFor(() => expect(saved.has("query-cache")).toBe(true));
    const client = JSON.parse(String(saved.get("query-cache"))) as {
      clientState: { queries: { queryKey: unknown[] }[] };
    };
    expect(client.clientState.queries.map((q) => q.queryKey)).toEqual([
      ["common", "game-list", {}],
    ]);
  });
});
