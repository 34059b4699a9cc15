// @vitest-environment node
import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { dehydrate } from "@tanstack/query-core";
import { PERSIST_MAX_AGE_MS } from "./persist-age";
import {
  deserializeClient,
  persistOptions,
  serializeClient,
  shouldPersistQuery,
} from "./persister";

describe("persisted query cache", () => {
  it("keeps successful public queries and never member or failed ones", async () => {
    const qc = new QueryClient();
    qc.setQueryData(["common", "site-config"], { vStyle: "10" });
    qc.setQueryData(["member", "balance"], "100.00");
    qc.setQueryData(["member"], { userName: "demo" });
    await qc
      .fetchQuery({
        queryKey: ["games", "list"],
        queryFn: () => Promise.reject(new Error("offline")),
      })
      .catch(() => {});
    const keys = dehydrate(qc, { shouldDehydrateQuery: shouldPersistQuery }).queries.map(
      (q) => q.queryKey,
    );
    expect(keys).toEqual([["common", "site-config"]]);
  });

  it("expires after 7 days and is busted by a new build", () => {
    expect(PERSIST_MAX_AGE_MS).toBe(604_800_000);
    expect(persistOptions.maxAge).toBe(PERSIST_MAX_AGE_MS);
    expect(typeof persistOptions.buster).toBe("string");
    expect(persistOptions.buster).not.toBe("");
  });

  it("reads a cache saved in another language as expired", () => {
    const qc = new QueryClient();
    qc.setQueryData(["common", "game-list", {}], { games: [{ name: "Mahjong Ways" }] });
    const client = { timestamp: Date.now(), buster: "b1", clientState: dehydrate(qc) };
    const text = serializeClient(client, "en");
    expect(deserializeClient(text, "en")).toEqual(client);
    const other = deserializeClient(text, "zh-hans");
    expect(other.timestamp).toBe(0);
    expect(Date.now() - other.timestamp).toBeGreaterThan(PERSIST_MAX_AGE_MS);
  });

  it("does not save a query invalidated by a language switch until it is refetched", async () => {
    const qc = new QueryClient();
    qc.setQueryData(["common", "site-config"], { companyPageName: "经典" });
    await qc.invalidateQueries({ refetchType: "none" });
    const keys = dehydrate(qc, { shouldDehydrateQuery: shouldPersistQuery }).queries;
    expect(keys).toEqual([]);
  });
});
